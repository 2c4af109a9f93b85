; deltagen generated file: do not edit. Regenerate with `cargo xtask gen`.
; kernel: kda_verify  instance: kda_verify_snapshot_act_bf16_dt_f32_pool_bf16_bv16w2_decay_in  arch: gfx942
; profile=portable  mode=snapshot  act_dtype=bf16  dt_bias_dtype=f32  pool_dtype=bf16  tile=bv16w2  lanes_per_column=8  requests=any  decay_input=true
; ir-sha256: 4a9030335854966e3a4184515524a1a025b052b769202c5e64866754d02d123f
; llvm: 22.1  pipeline: default<O3>  ld.lld: LLVM 22.1
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 6
	.text
	.globl	kda_verify_snapshot_act_bf16_dt_f32_pool_bf16_bv16w2_decay_in
	.p2align	8
	.type	kda_verify_snapshot_act_bf16_dt_f32_pool_bf16_bv16w2_decay_in,@function
kda_verify_snapshot_act_bf16_dt_f32_pool_bf16_bv16w2_decay_in:
	s_load_dwordx8 s[20:27], s[0:1], 0x4
	s_mov_b32 s30, s3
	s_ashr_i32 s4, s2, 31
	s_lshr_b32 s4, s4, 29
	s_waitcnt lgkmcnt(0)
	s_add_i32 s27, s2, s4
	s_max_i32 s3, s22, 1
	v_cvt_f32_u32_e32 v1, s3
	s_and_b32 s4, s27, 0xffffff8
	s_sub_i32 s34, s2, s4
	s_sub_i32 s4, 0, s3
	v_rcp_iflag_f32_e32 v1, v1
	s_abs_i32 s2, s23
	s_ashr_i32 s42, s27, 3
	s_ashr_i32 s29, s23, 31
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	s_mov_b32 s28, s23
	v_and_b32_e32 v21, 7, v0
	v_readfirstlane_b32 s5, v1
	s_mul_i32 s4, s4, s5
	s_mul_hi_u32 s4, s5, s4
	s_add_i32 s5, s5, s4
	s_mul_hi_u32 s4, s2, s5
	s_mul_i32 s5, s4, s3
	s_sub_i32 s2, s2, s5
	s_add_i32 s6, s4, 1
	s_sub_i32 s5, s2, s3
	s_cmp_ge_u32 s2, s3
	s_cselect_b32 s4, s6, s4
	s_cselect_b32 s2, s5, s2
	s_add_i32 s5, s4, 1
	s_cmp_ge_u32 s2, s3
	s_cselect_b32 s2, s5, s4
	s_load_dwordx16 s[4:19], s[0:1], 0x20
	s_xor_b32 s2, s2, s29
	s_sub_i32 s2, s2, s29
	s_ashr_i32 s31, s30, 31
	s_max_i32 s37, s2, 1
	s_ashr_i32 s43, s42, 31
	s_lshl_b64 s[2:3], s[30:31], 2
	s_waitcnt lgkmcnt(0)
	s_add_u32 s4, s4, s2
	s_addc_u32 s5, s5, s3
	s_load_dword s33, s[4:5], 0x0
	v_cvt_f32_u32_e32 v1, s37
	s_waitcnt lgkmcnt(0)
	s_cmp_gt_i32 s33, -1
	s_cselect_b64 s[4:5], -1, 0
	s_cmp_lt_i32 s33, s21
	s_cselect_b64 s[22:23], -1, 0
	s_and_b64 s[38:39], s[4:5], s[22:23]
	s_add_u32 s4, s6, s2
	s_addc_u32 s5, s7, s3
	s_load_dwordx2 s[30:31], s[4:5], 0x0
	v_rcp_iflag_f32_e32 v2, v1
	v_lshrrev_b32_e32 v1, 3, v0
	v_lshl_or_b32 v26, s34, 4, v1
	v_ashrrev_i32_e32 v27, 31, v26
	s_waitcnt lgkmcnt(0)
	s_cmp_gt_i32 s30, -1
	s_cselect_b64 s[4:5], -1, 0
	s_cmp_ge_i32 s31, s30
	s_cselect_b64 s[6:7], -1, 0
	s_cmp_le_i32 s31, s20
	s_cselect_b64 s[20:21], -1, 0
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_sub_i32 s31, s31, s30
	s_and_b64 s[6:7], s[20:21], s[4:5]
	s_cmp_le_i32 s31, s25
	s_cselect_b64 s[20:21], -1, 0
	s_and_b64 s[4:5], s[20:21], s[6:7]
	v_mul_f32_e32 v2, 0x4f7ffffe, v2
	s_and_b64 s[38:39], s[38:39], s[4:5]
	v_cvt_u32_f32_e32 v2, v2
	s_add_u32 s2, s8, s2
	s_addc_u32 s3, s9, s3
	s_load_dword s44, s[2:3], 0x0
	v_readfirstlane_b32 s34, v2
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, v2
	s_lshl_b64 s[2:3], s[42:43], 7
	s_andn2_b64 vcc, exec, s[38:39]
	v_mov_b64_e32 v[12:13], v[2:3]
	v_mov_b64_e32 v[10:11], v[2:3]
	v_mov_b64_e32 v[16:17], v[2:3]
	v_mov_b64_e32 v[6:7], v[2:3]
	v_mov_b64_e32 v[8:9], v[2:3]
	v_mov_b64_e32 v[4:5], v[2:3]
	v_mov_b64_e32 v[14:15], v[2:3]
	s_cbranch_vccnz .LBB0_2
	s_mul_i32 s8, s13, s33
	s_mul_hi_u32 s9, s12, s33
	s_add_i32 s9, s9, s8
	s_mul_i32 s8, s12, s33
	s_lshl_b64 s[8:9], s[8:9], 1
	v_lshl_add_u64 v[4:5], s[2:3], 0, v[26:27]
	s_add_u32 s8, s10, s8
	s_addc_u32 s9, s11, s9
	v_lshlrev_b64 v[4:5], 8, v[4:5]
	v_lshl_add_u64 v[4:5], s[8:9], 0, v[4:5]
	v_lshlrev_b32_e32 v6, 3, v21
	v_mov_b32_e32 v7, v2
	v_lshl_add_u64 v[2:3], v[4:5], 0, v[6:7]
	global_load_dwordx2 v[4:5], v[2:3], off
	global_load_dwordx2 v[6:7], v[2:3], off offset:64
	global_load_dwordx2 v[8:9], v[2:3], off offset:128
	global_load_dwordx2 v[10:11], v[2:3], off offset:192
	s_waitcnt vmcnt(3)
	v_and_b32_e32 v3, 0xffff0000, v4
	v_lshlrev_b32_e32 v2, 16, v4
	v_and_b32_e32 v13, 0xffff0000, v5
	v_lshlrev_b32_e32 v12, 16, v5
	s_waitcnt vmcnt(2)
	v_and_b32_e32 v5, 0xffff0000, v6
	v_lshlrev_b32_e32 v4, 16, v6
	v_and_b32_e32 v15, 0xffff0000, v7
	v_lshlrev_b32_e32 v14, 16, v7
	s_waitcnt vmcnt(1)
	v_and_b32_e32 v7, 0xffff0000, v8
	v_lshlrev_b32_e32 v6, 16, v8
	v_and_b32_e32 v19, 0xffff0000, v9
	v_lshlrev_b32_e32 v18, 16, v9
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v23, 0xffff0000, v10
	v_lshlrev_b32_e32 v22, 16, v10
	v_and_b32_e32 v25, 0xffff0000, v11
	v_lshlrev_b32_e32 v24, 16, v11
	v_pk_add_f32 v[2:3], v[2:3], 0 op_sel_hi:[1,0]
	v_pk_add_f32 v[12:13], v[12:13], 0 op_sel_hi:[1,0]
	v_pk_add_f32 v[10:11], v[4:5], 0 op_sel_hi:[1,0]
	v_pk_add_f32 v[16:17], v[14:15], 0 op_sel_hi:[1,0]
	v_pk_add_f32 v[6:7], v[6:7], 0 op_sel_hi:[1,0]
	v_pk_add_f32 v[8:9], v[18:19], 0 op_sel_hi:[1,0]
	v_pk_add_f32 v[4:5], v[22:23], 0 op_sel_hi:[1,0]
	v_pk_add_f32 v[14:15], v[24:25], 0 op_sel_hi:[1,0]
.LBB0_2:
	s_xor_b64 s[10:11], s[20:21], -1
	s_xor_b64 s[8:9], s[6:7], -1
	s_and_b64 s[6:7], s[6:7], s[10:11]
	s_and_b64 s[6:7], s[6:7], exec
	s_cselect_b32 s10, 2, 0
	s_and_b64 s[6:7], s[22:23], exec
	s_cselect_b32 s11, 0, 4
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_i32 s44, s24
	s_cselect_b64 s[6:7], -1, 0
	v_cndmask_b32_e64 v18, 0, 1, s[8:9]
	s_and_b64 s[8:9], s[6:7], exec
	s_cselect_b32 s8, 0, 8
	s_or_b32 s8, s8, s11
	v_readfirstlane_b32 s9, v18
	s_or_b32 s8, s8, s9
	s_or_b32 s10, s8, s10
	s_cmp_eq_u32 s10, 0
	s_cselect_b64 s[8:9], -1, 0
	s_cmp_eq_u32 s26, 0
	s_cselect_b64 s[12:13], -1, 0
	s_or_b64 s[8:9], s[12:13], s[8:9]
	s_and_b64 vcc, exec, s[8:9]
	s_cbranch_vccnz .LBB0_6
	v_mbcnt_lo_u32_b32 v18, exec_lo, 0
	v_mbcnt_hi_u32_b32 v18, exec_hi, v18
	v_cmp_eq_u32_e32 vcc, 0, v18
	s_and_saveexec_b64 s[8:9], vcc
	s_cbranch_execz .LBB0_5
	v_mov_b32_e32 v18, 0
	v_mov_b32_e32 v19, s10
	global_atomic_or v18, v19, s[14:15]
.LBB0_5:
	s_or_b64 exec, exec, s[8:9]
.LBB0_6:
	s_and_b64 s[4:5], s[4:5], exec
	s_cselect_b32 s24, s31, 0
	s_add_i32 s4, s24, 7
	s_cmp_lt_i32 s4, 8
	s_mov_b32 s33, 0
	s_cbranch_scc1 .LBB0_76
	s_sub_i32 s5, 0, s37
	s_mul_i32 s5, s5, s34
	s_mul_hi_u32 s5, s34, s5
	s_add_i32 s34, s34, s5
	s_ashr_i32 s5, s4, 31
	s_lshr_b32 s5, s5, 29
	s_add_i32 s8, s4, s5
	s_load_dwordx2 s[4:5], s[0:1], 0x60
	s_abs_i32 s40, s42
	s_ashr_i32 s45, s27, 31
	s_ashr_i32 s46, s8, 3
	s_lshl_b64 s[2:3], s[2:3], 1
	s_load_dwordx2 s[20:21], s[0:1], 0x70
	s_load_dwordx8 s[8:15], s[0:1], 0x88
	s_waitcnt lgkmcnt(0)
	s_add_u32 s4, s4, s2
	s_addc_u32 s5, s5, s3
	v_lshlrev_b64 v[24:25], 1, v[26:27]
	v_lshl_add_u64 v[18:19], s[4:5], 0, v[24:25]
	s_lshl_b64 s[4:5], s[42:43], 1
	s_mul_hi_u32 s41, s40, s34
	s_add_u32 s26, s20, s4
	s_addc_u32 s27, s21, s5
	s_load_dwordx2 s[34:35], s[0:1], 0xa8
	s_load_dwordx4 s[20:23], s[0:1], 0xb8
	s_load_dword s36, s[0:1], 0xc8
	s_load_dwordx2 s[38:39], s[0:1], 0xd8
	s_mul_i32 s0, s41, s37
	s_sub_i32 s0, s40, s0
	s_add_i32 s1, s41, 1
	s_sub_i32 s4, s0, s37
	s_cmp_ge_u32 s0, s37
	s_cselect_b32 s1, s1, s41
	s_cselect_b32 s0, s4, s0
	s_add_i32 s4, s1, 1
	s_cmp_ge_u32 s0, s37
	s_cselect_b32 s0, s4, s1
	s_xor_b32 s0, s0, s45
	s_sub_i32 s0, s0, s45
	s_ashr_i32 s1, s0, 31
	v_lshlrev_b32_e32 v28, 2, v0
	s_cmp_gt_i32 s44, -1
	v_and_b32_e32 v20, 0x7c, v28
	s_cselect_b64 s[4:5], -1, 0
	v_mov_b32_e32 v22, 0x3000
	s_lshl_b64 s[0:1], s[0:1], 7
	v_lshl_or_b32 v35, v1, 2, v22
	v_or_b32_e32 v22, s0, v20
	s_add_u32 s0, s8, s2
	v_mov_b32_e32 v23, s1
	s_addc_u32 s1, s9, s3
	s_and_b64 s[2:3], s[4:5], s[6:7]
	s_waitcnt lgkmcnt(0)
	s_mul_i32 s4, s23, s44
	s_mul_hi_u32 s5, s22, s44
	s_add_i32 s5, s5, s4
	s_mul_i32 s4, s22, s44
	s_lshl_b64 s[40:41], s[28:29], 7
	s_lshl_b64 s[4:5], s[4:5], 1
	s_lshl_b64 s[6:7], s[42:43], 15
	s_add_u32 s4, s4, s6
	v_lshrrev_b32_e32 v34, 5, v0
	v_and_b32_e32 v1, 0xfc, v28
	s_addc_u32 s5, s5, s7
	v_lshlrev_b64 v[26:27], 8, v[26:27]
	v_mov_b32_e32 v29, 0
	v_or_b32_e32 v39, 4, v34
	v_xor_b32_e32 v40, 64, v1
	v_xor_b32_e32 v41, 32, v1
	v_xor_b32_e32 v42, 16, v1
	v_xor_b32_e32 v43, 8, v1
	v_xor_b32_e32 v44, 4, v1
	v_lshlrev_b32_e32 v1, 2, v20
	v_or_b32_e32 v51, 0x3200, v28
	v_lshl_add_u64 v[26:27], s[4:5], 0, v[26:27]
	v_lshlrev_b32_e32 v28, 3, v21
	v_lshl_or_b32 v45, v34, 9, v1
	v_lshl_or_b32 v48, v39, 9, v1
	v_lshlrev_b32_e32 v1, 6, v21
	v_lshl_add_u64 v[26:27], v[26:27], 0, v[28:29]
	v_add_u32_e32 v36, s30, v21
	v_add_u32_e32 v37, s30, v0
	v_add_u32_e32 v38, s30, v34
	v_or_b32_e32 v46, 0x2000, v45
	v_or_b32_e32 v47, 0x1000, v45
	v_or_b32_e32 v49, 0x2000, v48
	v_or_b32_e32 v50, 0x1000, v48
	v_lshl_add_u64 v[24:25], s[0:1], 0, v[24:25]
	v_cmp_eq_u32_e64 s[0:1], 0, v21
	s_mov_b32 s37, s36
	v_lshlrev_b32_e32 v52, 4, v21
	v_lshl_add_u64 v[26:27], s[10:11], 0, v[26:27]
	s_lshl_b64 s[22:23], s[28:29], 15
	v_mov_b64_e32 v[28:29], s[42:43]
	s_mov_b32 s29, 0xf800000
	v_mov_b32_e32 v53, 0x260
	s_mov_b32 s47, 0xc2d00000
	s_mov_b32 s48, 0x42b20000
	v_mov_b32_e32 v54, 0x4b400000
	v_mov_b32_e32 v55, 0x3ab60b61
	v_add_u32_e32 v56, v35, v1
	s_movk_i32 s49, 0x7fff
	s_xor_b64 s[42:43], s[2:3], -1
	s_mov_b32 s50, 0x7060302
	v_mov_b32_e32 v57, 0xc2d00000
	v_mov_b32_e32 v58, 0x42b20000
	s_mov_b32 s51, 0
	s_branch .LBB0_9
.LBB0_8:
	s_add_i32 s51, s51, 1
	s_add_i32 s31, s31, -8
	s_add_i32 s33, s33, 8
	s_cmp_eq_u32 s51, s46
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_76
.LBB0_9:
	s_lshl_b32 s9, s51, 3
	s_sub_i32 s52, s24, s9
	v_mov_b32_e32 v60, 0
	v_cmp_gt_i32_e64 s[2:3], s52, v21
	v_mov_b32_e32 v59, v60
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_11
	v_add_u32_e32 v1, s9, v36
	v_ashrrev_i32_e32 v30, 31, v1
	v_mul_lo_u32 v32, s34, v30
	v_mul_lo_u32 v33, s35, v1
	v_mad_u64_u32 v[30:31], s[6:7], s34, v1, 0
	v_add3_u32 v31, v31, v32, v33
	v_lshl_add_u64 v[30:31], v[30:31], 1, v[18:19]
	global_load_ushort v1, v[30:31], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v59, 16, v1
.LBB0_11:
	s_or_b64 exec, exec, s[4:5]
	s_min_i32 s8, s52, 8
	v_cmp_gt_i32_e64 s[4:5], s8, v0
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB0_13
	v_add_u32_e32 v1, s9, v37
	v_ashrrev_i32_e32 v30, 31, v1
	v_mul_lo_u32 v32, s20, v30
	v_mul_lo_u32 v33, s21, v1
	v_mad_u64_u32 v[30:31], s[10:11], s20, v1, 0
	v_add3_u32 v31, v31, v32, v33
	v_lshl_add_u64 v[30:31], v[30:31], 1, s[26:27]
	global_load_ushort v1, v[30:31], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v60, 16, v1
.LBB0_13:
	s_or_b64 exec, exec, s[6:7]
	v_add_u32_e32 v30, s9, v38
	v_ashrrev_i32_e32 v1, 31, v30
	v_mul_lo_u32 v31, s12, v1
	v_mul_lo_u32 v61, s13, v30
	v_mad_u64_u32 v[32:33], s[6:7], s12, v30, v[22:23]
	v_mov_b32_e32 v73, 0
	v_cmp_gt_i32_e32 vcc, s8, v34
	v_add3_u32 v33, v61, v33, v31
	v_mov_b32_e32 v71, v73
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_15
	v_lshl_add_u64 v[62:63], v[32:33], 1, s[16:17]
	global_load_ushort v31, v[62:63], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v71, 16, v31
.LBB0_15:
	s_or_b64 exec, exec, s[6:7]
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_17
	v_lshl_add_u64 v[62:63], v[32:33], 1, s[16:17]
	global_load_ushort v31, v[62:63], off offset:2
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v73, 16, v31
.LBB0_17:
	s_or_b64 exec, exec, s[6:7]
	v_mov_b32_e32 v68, 0
	v_mov_b32_e32 v65, v68
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_19
	v_lshl_add_u64 v[62:63], v[32:33], 1, s[16:17]
	global_load_ushort v31, v[62:63], off offset:4
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v65, 16, v31
.LBB0_19:
	s_or_b64 exec, exec, s[6:7]
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_21
	v_lshl_add_u64 v[32:33], v[32:33], 1, s[16:17]
	global_load_ushort v31, v[32:33], off offset:6
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v68, 16, v31
.LBB0_21:
	s_or_b64 exec, exec, s[6:7]
	v_mad_u64_u32 v[32:33], s[6:7], s14, v30, v[22:23]
	v_mul_lo_u32 v1, s14, v1
	v_mul_lo_u32 v31, s15, v30
	v_mov_b32_e32 v75, 0
	v_add3_u32 v33, v31, v33, v1
	v_mov_b32_e32 v74, v75
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_23
	v_lshl_add_u64 v[62:63], v[32:33], 1, s[18:19]
	global_load_ushort v1, v[62:63], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v74, 16, v1
.LBB0_23:
	s_or_b64 exec, exec, s[6:7]
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_25
	v_lshl_add_u64 v[62:63], v[32:33], 1, s[18:19]
	global_load_ushort v1, v[62:63], off offset:2
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v75, 16, v1
.LBB0_25:
	s_or_b64 exec, exec, s[6:7]
	v_mov_b32_e32 v72, 0
	v_mov_b32_e32 v69, v72
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_27
	v_lshl_add_u64 v[62:63], v[32:33], 1, s[18:19]
	global_load_ushort v1, v[62:63], off offset:4
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v69, 16, v1
.LBB0_27:
	s_or_b64 exec, exec, s[6:7]
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_29
	v_lshl_add_u64 v[32:33], v[32:33], 1, s[18:19]
	global_load_ushort v1, v[32:33], off offset:6
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v72, 16, v1
.LBB0_29:
	s_or_b64 exec, exec, s[6:7]
	v_mad_i64_i32 v[32:33], s[6:7], v30, s28, v[28:29]
	v_lshlrev_b64 v[32:33], 7, v[32:33]
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v81, 0
	v_or_b32_e32 v32, v32, v20
	v_mov_b32_e32 v80, v81
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_31
	v_lshl_add_u64 v[62:63], v[32:33], 2, s[38:39]
	global_load_dword v80, v[62:63], off
.LBB0_31:
	s_or_b64 exec, exec, s[6:7]
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_33
	v_lshl_add_u64 v[62:63], v[32:33], 2, s[38:39]
	global_load_dword v81, v[62:63], off offset:4
.LBB0_33:
	s_or_b64 exec, exec, s[6:7]
	v_mov_b32_e32 v83, 0
	v_mov_b32_e32 v82, v83
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_35
	v_lshl_add_u64 v[62:63], v[32:33], 2, s[38:39]
	global_load_dword v82, v[62:63], off offset:8
.LBB0_35:
	s_or_b64 exec, exec, s[6:7]
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_37
	v_lshl_add_u64 v[32:33], v[32:33], 2, s[38:39]
	global_load_dword v83, v[32:33], off offset:12
.LBB0_37:
	s_or_b64 exec, exec, s[6:7]
	v_add_u32_e32 v30, 4, v30
	v_ashrrev_i32_e32 v1, 31, v30
	v_cmp_gt_i32_e64 s[6:7], s8, v39
	v_mul_lo_u32 v31, s12, v1
	v_mul_lo_u32 v61, s13, v30
	v_mad_u64_u32 v[32:33], s[8:9], s12, v30, v[22:23]
	v_mov_b32_e32 v66, 0
	v_add3_u32 v33, v61, v33, v31
	v_mov_b32_e32 v63, v66
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB0_39
	v_lshl_add_u64 v[62:63], v[32:33], 1, s[16:17]
	global_load_ushort v31, v[62:63], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v63, 16, v31
.LBB0_39:
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB0_41
	v_lshl_add_u64 v[66:67], v[32:33], 1, s[16:17]
	global_load_ushort v31, v[66:67], off offset:2
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v66, 16, v31
.LBB0_41:
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32_e32 v62, 0
	v_mov_b32_e32 v61, v62
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB0_43
	v_lshl_add_u64 v[76:77], v[32:33], 1, s[16:17]
	global_load_ushort v31, v[76:77], off offset:4
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v61, 16, v31
.LBB0_43:
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB0_45
	v_lshl_add_u64 v[32:33], v[32:33], 1, s[16:17]
	global_load_ushort v31, v[32:33], off offset:6
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v62, 16, v31
.LBB0_45:
	s_or_b64 exec, exec, s[8:9]
	v_mad_u64_u32 v[32:33], s[8:9], s14, v30, v[22:23]
	v_mul_lo_u32 v1, s14, v1
	v_mul_lo_u32 v31, s15, v30
	v_mov_b32_e32 v70, 0
	v_add3_u32 v33, v31, v33, v1
	v_mov_b32_e32 v67, v70
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB0_47
	v_lshl_add_u64 v[76:77], v[32:33], 1, s[18:19]
	global_load_ushort v1, v[76:77], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v67, 16, v1
.LBB0_47:
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB0_49
	v_lshl_add_u64 v[76:77], v[32:33], 1, s[18:19]
	global_load_ushort v1, v[76:77], off offset:2
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v70, 16, v1
.LBB0_49:
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32_e32 v64, 0
	v_mov_b32_e32 v1, v64
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB0_51
	v_lshl_add_u64 v[76:77], v[32:33], 1, s[18:19]
	global_load_ushort v1, v[76:77], off offset:4
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v1, 16, v1
.LBB0_51:
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB0_53
	v_lshl_add_u64 v[32:33], v[32:33], 1, s[18:19]
	global_load_ushort v31, v[32:33], off offset:6
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v64, 16, v31
.LBB0_53:
	s_or_b64 exec, exec, s[8:9]
	v_mad_i64_i32 v[30:31], s[8:9], v30, s28, v[28:29]
	v_lshlrev_b64 v[30:31], 7, v[30:31]
	v_mov_b32_e32 v77, 0
	v_or_b32_e32 v30, v30, v20
	v_mov_b32_e32 v76, v77
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB0_55
	v_lshl_add_u64 v[32:33], v[30:31], 2, s[38:39]
	global_load_dword v76, v[32:33], off
.LBB0_55:
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB0_57
	v_lshl_add_u64 v[32:33], v[30:31], 2, s[38:39]
	global_load_dword v77, v[32:33], off offset:4
.LBB0_57:
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32_e32 v79, 0
	v_mov_b32_e32 v78, v79
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execnz .LBB0_71
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execnz .LBB0_72
.LBB0_59:
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[44:45], vcc
	s_cbranch_execnz .LBB0_73
.LBB0_60:
	s_or_b64 exec, exec, s[44:45]
	s_and_saveexec_b64 s[10:11], s[6:7]
	s_cbranch_execnz .LBB0_74
.LBB0_61:
	s_or_b64 exec, exec, s[10:11]
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execnz .LBB0_75
.LBB0_62:
	s_or_b64 exec, exec, s[6:7]
	s_and_saveexec_b64 s[4:5], s[2:3]
.LBB0_63:
	ds_write_b32 v56, v59
.LBB0_64:
	s_or_b64 exec, exec, s[4:5]
	s_cmp_lt_i32 s52, 1
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_8
	s_ashr_i32 s2, s33, 31
	s_mul_i32 s3, s23, s33
	s_mul_i32 s2, s22, s2
	v_mov_b32_e32 v30, s33
	s_add_i32 s4, s2, s3
	v_mad_u64_u32 v[30:31], s[2:3], s22, v30, v[26:27]
	v_med3_i32 v1, s31, 1, 8
	v_add_u32_e32 v31, s4, v31
	s_movk_i32 s4, 0x3200
	s_mov_b32 s5, s33
	v_mov_b32_e32 v32, v52
	v_mov_b32_e32 v33, v35
	s_waitcnt vmcnt(0)
	s_branch .LBB0_67
.LBB0_66:
	v_add_u32_e32 v1, -1, v1
	v_cmp_eq_u32_e32 vcc, 0, v1
	v_add_u32_e32 v33, 64, v33
	v_add_u32_e32 v32, 0x200, v32
	s_add_i32 s4, s4, 4
	s_add_i32 s5, s5, 1
	v_lshl_add_u64 v[30:31], v[30:31], 0, s[22:23]
	s_cbranch_vccnz .LBB0_8
.LBB0_67:
	s_waitcnt lgkmcnt(0)
	ds_read_b128 v[60:63], v32
	ds_read_b128 v[64:67], v32 offset:128
	ds_read_b128 v[68:71], v32 offset:256
	s_waitcnt lgkmcnt(2)
	v_pk_mul_f32 v[2:3], v[2:3], v[60:61]
	v_pk_mul_f32 v[76:77], v[12:13], v[62:63]
	ds_read_b128 v[60:63], v32 offset:4096
	ds_read_b128 v[72:75], v32 offset:4224
	s_waitcnt lgkmcnt(3)
	v_pk_mul_f32 v[78:79], v[10:11], v[64:65]
	ds_read_b128 v[10:13], v32 offset:384
	v_pk_mul_f32 v[16:17], v[16:17], v[66:67]
	s_waitcnt lgkmcnt(3)
	v_pk_mul_f32 v[68:69], v[6:7], v[68:69]
	v_pk_mul_f32 v[70:71], v[8:9], v[70:71]
	ds_read_b128 v[6:9], v32 offset:4352
	ds_read_b128 v[64:67], v32 offset:4480
	s_waitcnt lgkmcnt(2)
	v_pk_mul_f32 v[4:5], v[4:5], v[10:11]
	v_pk_mul_f32 v[14:15], v[14:15], v[12:13]
	v_mov_b32_e32 v10, v61
	v_mov_b32_e32 v11, v73
	v_mov_b32_e32 v12, v3
	v_mov_b32_e32 v13, v79
	v_pk_mul_f32 v[10:11], v[10:11], v[12:13]
	v_mov_b32_e32 v12, v60
	v_mov_b32_e32 v13, v72
	v_mov_b32_e32 v80, v2
	v_mov_b32_e32 v81, v78
	v_pk_fma_f32 v[10:11], v[12:13], v[80:81], v[10:11]
	v_mov_b32_e32 v12, v62
	v_mov_b32_e32 v13, v74
	v_mov_b32_e32 v80, v76
	v_mov_b32_e32 v81, v16
	v_pk_fma_f32 v[10:11], v[12:13], v[80:81], v[10:11]
	v_mov_b32_e32 v12, v63
	v_mov_b32_e32 v13, v75
	v_mov_b32_e32 v80, v77
	v_mov_b32_e32 v81, v17
	v_pk_fma_f32 v[10:11], v[12:13], v[80:81], v[10:11]
	s_waitcnt lgkmcnt(1)
	v_mov_b32_e32 v12, v7
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v13, v65
	v_mov_b32_e32 v80, v69
	v_mov_b32_e32 v81, v5
	v_pk_mul_f32 v[12:13], v[12:13], v[80:81]
	v_mov_b32_e32 v80, v6
	v_mov_b32_e32 v81, v64
	v_mov_b32_e32 v82, v68
	v_mov_b32_e32 v83, v4
	v_pk_fma_f32 v[12:13], v[80:81], v[82:83], v[12:13]
	v_mov_b32_e32 v80, v8
	v_mov_b32_e32 v81, v66
	v_mov_b32_e32 v82, v70
	v_mov_b32_e32 v83, v14
	v_pk_fma_f32 v[12:13], v[80:81], v[82:83], v[12:13]
	v_mov_b32_e32 v80, v9
	v_mov_b32_e32 v81, v67
	v_mov_b32_e32 v82, v71
	v_mov_b32_e32 v83, v15
	v_pk_fma_f32 v[12:13], v[80:81], v[82:83], v[12:13]
	s_nop 0
	v_pk_add_f32 v[10:11], v[10:11], v[12:13]
	v_mov_b32_e32 v12, s4
	v_add_f32_e32 v10, v10, v11
	ds_bpermute_b32 v11, v42, v10
	ds_read_b32 v13, v33
	ds_read_b32 v12, v12
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v10, v10, v11
	ds_bpermute_b32 v11, v43, v10
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v10, v10, v11
	ds_bpermute_b32 v11, v44, v10
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v10, v10, v11
	v_sub_f32_e32 v10, v13, v10
	v_mul_f32_e32 v80, v12, v10
	v_pk_fma_f32 v[2:3], v[60:61], v[80:81], v[2:3] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[12:13], v[62:63], v[80:81], v[76:77] op_sel_hi:[1,0,1]
	ds_read_b128 v[60:63], v32 offset:8192
	v_pk_fma_f32 v[10:11], v[72:73], v[80:81], v[78:79] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[16:17], v[74:75], v[80:81], v[16:17] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[6:7], v[6:7], v[80:81], v[68:69] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[8:9], v[8:9], v[80:81], v[70:71] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[4:5], v[64:65], v[80:81], v[4:5] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[14:15], v[66:67], v[80:81], v[14:15] op_sel_hi:[1,0,1]
	ds_read_b128 v[64:67], v32 offset:8320
	ds_read_b128 v[68:71], v32 offset:8448
	ds_read_b128 v[72:75], v32 offset:8576
	s_waitcnt lgkmcnt(3)
	v_mul_f32_e32 v59, v61, v3
	v_fmac_f32_e32 v59, v60, v2
	v_fmac_f32_e32 v59, v62, v12
	s_waitcnt lgkmcnt(2)
	v_mul_f32_e32 v60, v65, v11
	s_waitcnt lgkmcnt(1)
	v_mul_f32_e32 v61, v7, v69
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v62, v5, v73
	v_fmac_f32_e32 v60, v64, v10
	v_fmac_f32_e32 v61, v68, v6
	v_fmac_f32_e32 v62, v72, v4
	v_fmac_f32_e32 v60, v66, v16
	v_fmac_f32_e32 v61, v70, v8
	v_fmac_f32_e32 v62, v74, v14
	v_fmac_f32_e32 v59, v63, v13
	v_fmac_f32_e32 v60, v67, v17
	v_fmac_f32_e32 v61, v71, v9
	v_fmac_f32_e32 v62, v75, v15
	v_add_f32_e32 v59, v59, v61
	v_add_f32_e32 v60, v60, v62
	v_add_f32_e32 v59, v59, v60
	ds_bpermute_b32 v60, v42, v59
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v59, v59, v60
	ds_bpermute_b32 v60, v43, v59
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v59, v59, v60
	ds_bpermute_b32 v60, v44, v59
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_69
	s_add_i32 s6, s30, s5
	s_ashr_i32 s7, s6, 31
	s_mul_i32 s7, s40, s7
	s_mul_hi_u32 s8, s40, s6
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v59, v59, v60
	s_add_i32 s7, s8, s7
	s_mul_i32 s8, s41, s6
	v_bfe_u32 v60, v59, 16, 1
	s_add_i32 s7, s7, s8
	s_mul_i32 s6, s40, s6
	v_add3_u32 v60, v60, v59, s49
	v_or_b32_e32 v61, 0x400000, v59
	v_cmp_u_f32_e32 vcc, v59, v59
	s_nop 1
	v_cndmask_b32_e32 v59, v60, v61, vcc
	v_lshl_add_u64 v[60:61], s[6:7], 1, v[24:25]
	global_store_short_d16_hi v[60:61], v59, off
.LBB0_69:
	s_or_b64 exec, exec, s[2:3]
	s_cmp_ge_i32 s5, s25
	s_cselect_b64 s[2:3], -1, 0
	s_or_b64 s[2:3], s[2:3], s[42:43]
	s_and_b64 vcc, exec, s[2:3]
	s_cbranch_vccnz .LBB0_66
	v_bfe_u32 v59, v13, 16, 1
	v_add3_u32 v59, v59, v13, s49
	s_waitcnt lgkmcnt(0)
	v_or_b32_e32 v60, 0x400000, v13
	v_cmp_u_f32_e32 vcc, v13, v13
	v_or_b32_e32 v61, 0x400000, v12
	v_or_b32_e32 v62, 0x400000, v3
	v_cndmask_b32_e32 v59, v59, v60, vcc
	v_bfe_u32 v60, v12, 16, 1
	v_add3_u32 v60, v60, v12, s49
	v_cmp_u_f32_e32 vcc, v12, v12
	v_or_b32_e32 v63, 0x400000, v2
	s_nop 0
	v_cndmask_b32_e32 v60, v60, v61, vcc
	v_bfe_u32 v61, v3, 16, 1
	v_add3_u32 v61, v61, v3, s49
	v_cmp_u_f32_e32 vcc, v3, v3
	s_nop 1
	v_cndmask_b32_e32 v62, v61, v62, vcc
	v_bfe_u32 v61, v2, 16, 1
	v_add3_u32 v61, v61, v2, s49
	v_cmp_u_f32_e32 vcc, v2, v2
	s_nop 1
	v_cndmask_b32_e32 v63, v61, v63, vcc
	v_perm_b32 v61, v59, v60, s50
	v_perm_b32 v60, v62, v63, s50
	v_bfe_u32 v59, v17, 16, 1
	global_store_dwordx2 v[30:31], v[60:61], off
	v_add3_u32 v59, v59, v17, s49
	v_or_b32_e32 v60, 0x400000, v17
	v_cmp_u_f32_e32 vcc, v17, v17
	v_or_b32_e32 v61, 0x400000, v16
	v_or_b32_e32 v62, 0x400000, v11
	v_cndmask_b32_e32 v59, v59, v60, vcc
	v_bfe_u32 v60, v16, 16, 1
	v_add3_u32 v60, v60, v16, s49
	v_cmp_u_f32_e32 vcc, v16, v16
	v_or_b32_e32 v63, 0x400000, v10
	s_nop 0
	v_cndmask_b32_e32 v60, v60, v61, vcc
	v_bfe_u32 v61, v11, 16, 1
	v_add3_u32 v61, v61, v11, s49
	v_cmp_u_f32_e32 vcc, v11, v11
	s_nop 1
	v_cndmask_b32_e32 v62, v61, v62, vcc
	v_bfe_u32 v61, v10, 16, 1
	v_add3_u32 v61, v61, v10, s49
	v_cmp_u_f32_e32 vcc, v10, v10
	s_nop 1
	v_cndmask_b32_e32 v63, v61, v63, vcc
	v_perm_b32 v61, v59, v60, s50
	v_perm_b32 v60, v62, v63, s50
	v_bfe_u32 v59, v9, 16, 1
	global_store_dwordx2 v[30:31], v[60:61], off offset:64
	v_add3_u32 v59, v59, v9, s49
	v_or_b32_e32 v60, 0x400000, v9
	v_cmp_u_f32_e32 vcc, v9, v9
	v_or_b32_e32 v61, 0x400000, v8
	v_or_b32_e32 v62, 0x400000, v7
	v_cndmask_b32_e32 v59, v59, v60, vcc
	v_bfe_u32 v60, v8, 16, 1
	v_add3_u32 v60, v60, v8, s49
	v_cmp_u_f32_e32 vcc, v8, v8
	v_or_b32_e32 v63, 0x400000, v6
	s_nop 0
	v_cndmask_b32_e32 v60, v60, v61, vcc
	v_bfe_u32 v61, v7, 16, 1
	v_add3_u32 v61, v61, v7, s49
	v_cmp_u_f32_e32 vcc, v7, v7
	s_nop 1
	v_cndmask_b32_e32 v62, v61, v62, vcc
	v_bfe_u32 v61, v6, 16, 1
	v_add3_u32 v61, v61, v6, s49
	v_cmp_u_f32_e32 vcc, v6, v6
	s_nop 1
	v_cndmask_b32_e32 v63, v61, v63, vcc
	v_perm_b32 v61, v59, v60, s50
	v_perm_b32 v60, v62, v63, s50
	v_bfe_u32 v59, v15, 16, 1
	global_store_dwordx2 v[30:31], v[60:61], off offset:128
	v_add3_u32 v59, v59, v15, s49
	v_or_b32_e32 v60, 0x400000, v15
	v_cmp_u_f32_e32 vcc, v15, v15
	v_or_b32_e32 v61, 0x400000, v14
	v_or_b32_e32 v62, 0x400000, v5
	v_cndmask_b32_e32 v59, v59, v60, vcc
	v_bfe_u32 v60, v14, 16, 1
	v_add3_u32 v60, v60, v14, s49
	v_cmp_u_f32_e32 vcc, v14, v14
	v_or_b32_e32 v63, 0x400000, v4
	s_nop 0
	v_cndmask_b32_e32 v60, v60, v61, vcc
	v_bfe_u32 v61, v5, 16, 1
	v_add3_u32 v61, v61, v5, s49
	v_cmp_u_f32_e32 vcc, v5, v5
	s_nop 1
	v_cndmask_b32_e32 v62, v61, v62, vcc
	v_bfe_u32 v61, v4, 16, 1
	v_add3_u32 v61, v61, v4, s49
	v_cmp_u_f32_e32 vcc, v4, v4
	s_nop 1
	v_cndmask_b32_e32 v63, v61, v63, vcc
	v_perm_b32 v61, v59, v60, s50
	v_perm_b32 v60, v62, v63, s50
	global_store_dwordx2 v[30:31], v[60:61], off offset:192
	s_branch .LBB0_66
.LBB0_71:
	v_lshl_add_u64 v[32:33], v[30:31], 2, s[38:39]
	global_load_dword v78, v[32:33], off offset:8
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB0_59
.LBB0_72:
	v_lshl_add_u64 v[30:31], v[30:31], 2, s[38:39]
	global_load_dword v79, v[30:31], off offset:12
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[44:45], vcc
	s_cbranch_execz .LBB0_60
.LBB0_73:
	v_mul_f32_e32 v30, v73, v73
	v_fmac_f32_e32 v30, v71, v71
	v_mul_f32_e32 v32, v75, v75
	v_fmac_f32_e32 v30, v65, v65
	v_fmac_f32_e32 v32, v74, v74
	v_fmac_f32_e32 v30, v68, v68
	v_fmac_f32_e32 v32, v69, v69
	ds_bpermute_b32 v31, v40, v30
	v_fmac_f32_e32 v32, v72, v72
	ds_bpermute_b32 v33, v40, v32
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v30, v30, v31
	ds_bpermute_b32 v31, v41, v30
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v32, v32, v33
	ds_bpermute_b32 v33, v41, v32
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v30, v30, v31
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v31, v32, v33
	ds_bpermute_b32 v32, v42, v30
	ds_bpermute_b32 v33, v42, v31
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v30, v30, v32
	ds_bpermute_b32 v32, v43, v30
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v31, v31, v33
	ds_bpermute_b32 v33, v43, v31
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v30, v30, v32
	ds_bpermute_b32 v32, v44, v30
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v31, v31, v33
	ds_bpermute_b32 v33, v44, v31
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v30, v30, v32
	v_add_f32_e32 v30, 0x358637bd, v30
	v_mul_f32_e32 v32, 0x4f800000, v30
	v_cmp_gt_f32_e32 vcc, s29, v30
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v31, v31, v33
	v_add_f32_e32 v31, 0x358637bd, v31
	v_cndmask_b32_e32 v30, v30, v32, vcc
	v_sqrt_f32_e32 v32, v30
	v_mul_f32_e32 v33, 0x4f800000, v31
	v_cmp_gt_f32_e64 s[8:9], s29, v31
	v_add_u32_e32 v84, 1, v32
	s_nop 0
	v_cndmask_b32_e64 v31, v31, v33, s[8:9]
	v_add_u32_e32 v33, -1, v32
	v_fma_f32 v85, -v33, v32, v30
	v_fma_f32 v86, -v84, v32, v30
	v_cmp_ge_f32_e64 s[10:11], 0, v85
	s_nop 1
	v_cndmask_b32_e64 v32, v32, v33, s[10:11]
	v_cmp_lt_f32_e64 s[10:11], 0, v86
	s_nop 1
	v_cndmask_b32_e64 v32, v32, v84, s[10:11]
	v_sqrt_f32_e32 v84, v31
	v_mul_f32_e32 v33, 0x37800000, v32
	v_cndmask_b32_e32 v32, v32, v33, vcc
	v_cmp_class_f32_e32 vcc, v30, v53
	s_nop 1
	v_cndmask_b32_e32 v32, v32, v30, vcc
	v_add_u32_e32 v30, -1, v84
	v_fma_f32 v33, -v30, v84, v31
	v_cmp_ge_f32_e32 vcc, 0, v33
	v_add_u32_e32 v33, 1, v84
	s_nop 0
	v_cndmask_b32_e32 v30, v84, v30, vcc
	v_fma_f32 v84, -v33, v84, v31
	v_cmp_lt_f32_e32 vcc, 0, v84
	v_div_scale_f32 v84, s[10:11], v32, v32, v73
	v_rcp_f32_e32 v85, v84
	v_cndmask_b32_e32 v30, v30, v33, vcc
	v_mul_f32_e32 v33, 0x37800000, v30
	v_cndmask_b32_e64 v30, v30, v33, s[8:9]
	v_cmp_class_f32_e32 vcc, v31, v53
	s_nop 1
	v_cndmask_b32_e32 v86, v30, v31, vcc
	v_fma_f32 v30, -v84, v85, 1.0
	v_fmac_f32_e32 v85, v30, v85
	v_div_scale_f32 v30, vcc, v73, v32, v73
	v_mul_f32_e32 v31, v30, v85
	v_fma_f32 v33, -v84, v31, v30
	v_fmac_f32_e32 v31, v33, v85
	v_div_scale_f32 v33, s[8:9], v32, v32, v71
	v_fma_f32 v30, -v84, v31, v30
	v_rcp_f32_e32 v84, v33
	v_div_fmas_f32 v30, v30, v85, v31
	v_div_fixup_f32 v31, v30, v32, v73
	v_fma_f32 v30, -v33, v84, 1.0
	v_fmac_f32_e32 v84, v30, v84
	v_div_scale_f32 v30, vcc, v71, v32, v71
	v_mul_f32_e32 v73, v30, v84
	v_fma_f32 v85, -v33, v73, v30
	v_fmac_f32_e32 v73, v85, v84
	v_fma_f32 v30, -v33, v73, v30
	v_div_scale_f32 v33, s[8:9], v86, v86, v75
	v_rcp_f32_e32 v85, v33
	v_div_fmas_f32 v30, v30, v84, v73
	v_div_fixup_f32 v30, v30, v32, v71
	v_pk_mul_f32 v[30:31], s[36:37], v[30:31]
	v_fma_f32 v71, -v33, v85, 1.0
	v_fmac_f32_e32 v85, v71, v85
	v_div_scale_f32 v71, vcc, v75, v86, v75
	v_mul_f32_e32 v73, v71, v85
	v_fma_f32 v84, -v33, v73, v71
	v_fmac_f32_e32 v73, v84, v85
	v_fma_f32 v33, -v33, v73, v71
	v_div_scale_f32 v71, s[8:9], v86, v86, v74
	v_rcp_f32_e32 v84, v71
	v_div_fmas_f32 v33, v33, v85, v73
	v_div_fixup_f32 v85, v33, v86, v75
	v_fma_f32 v33, -v71, v84, 1.0
	v_fmac_f32_e32 v84, v33, v84
	v_div_scale_f32 v33, vcc, v74, v86, v74
	v_mul_f32_e32 v73, v33, v84
	v_fma_f32 v75, -v71, v73, v33
	v_fmac_f32_e32 v73, v75, v84
	v_fma_f32 v33, -v71, v73, v33
	v_div_scale_f32 v71, s[8:9], v32, v32, v68
	v_rcp_f32_e32 v75, v71
	v_div_fmas_f32 v33, v33, v84, v73
	v_div_fixup_f32 v84, v33, v86, v74
	v_fma_f32 v33, -v71, v75, 1.0
	v_fmac_f32_e32 v75, v33, v75
	v_div_scale_f32 v33, vcc, v68, v32, v68
	v_mul_f32_e32 v73, v33, v75
	v_fma_f32 v74, -v71, v73, v33
	v_fmac_f32_e32 v73, v74, v75
	v_fma_f32 v33, -v71, v73, v33
	v_div_scale_f32 v71, s[8:9], v32, v32, v65
	v_rcp_f32_e32 v74, v71
	v_div_fmas_f32 v33, v33, v75, v73
	v_div_fixup_f32 v33, v33, v32, v68
	v_fma_f32 v68, -v71, v74, 1.0
	v_fmac_f32_e32 v74, v68, v74
	v_div_scale_f32 v68, vcc, v65, v32, v65
	v_mul_f32_e32 v73, v68, v74
	v_fma_f32 v75, -v71, v73, v68
	v_fmac_f32_e32 v73, v75, v74
	v_fma_f32 v68, -v71, v73, v68
	v_div_scale_f32 v71, s[8:9], v86, v86, v72
	v_div_fmas_f32 v68, v68, v74, v73
	v_rcp_f32_e32 v73, v71
	v_div_fixup_f32 v32, v68, v32, v65
	v_pk_mul_f32 v[32:33], s[36:37], v[32:33]
	ds_write_b128 v46, v[30:33]
	v_fma_f32 v30, -v71, v73, 1.0
	v_fmac_f32_e32 v73, v30, v73
	v_div_scale_f32 v30, vcc, v72, v86, v72
	v_mul_f32_e32 v31, v30, v73
	v_fma_f32 v32, -v71, v31, v30
	v_fmac_f32_e32 v31, v32, v73
	v_div_scale_f32 v32, s[8:9], v86, v86, v69
	v_rcp_f32_e32 v33, v32
	v_fma_f32 v30, -v71, v31, v30
	v_div_fmas_f32 v30, v30, v73, v31
	v_div_fixup_f32 v87, v30, v86, v72
	v_fma_f32 v30, -v32, v33, 1.0
	v_fmac_f32_e32 v33, v30, v33
	v_div_scale_f32 v30, vcc, v69, v86, v69
	v_mul_f32_e32 v31, v30, v33
	v_fma_f32 v65, -v32, v31, v30
	v_fmac_f32_e32 v31, v65, v33
	v_fma_f32 v30, -v32, v31, v30
	v_div_fmas_f32 v30, v30, v33, v31
	v_div_fixup_f32 v86, v30, v86, v69
	ds_write_b128 v47, v[84:87]
	s_waitcnt vmcnt(0)
	ds_write_b128 v45, v[80:83]
	s_or_b64 exec, exec, s[44:45]
	s_and_saveexec_b64 s[10:11], s[6:7]
	s_cbranch_execz .LBB0_61
.LBB0_74:
	v_mul_f32_e32 v30, v66, v66
	v_fmac_f32_e32 v30, v63, v63
	v_mul_f32_e32 v32, v70, v70
	v_fmac_f32_e32 v30, v61, v61
	v_fmac_f32_e32 v32, v67, v67
	v_fmac_f32_e32 v30, v62, v62
	v_fmac_f32_e32 v32, v1, v1
	ds_bpermute_b32 v31, v40, v30
	v_fmac_f32_e32 v32, v64, v64
	ds_bpermute_b32 v33, v40, v32
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v30, v30, v31
	ds_bpermute_b32 v31, v41, v30
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v32, v32, v33
	ds_bpermute_b32 v33, v41, v32
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v30, v30, v31
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v31, v32, v33
	ds_bpermute_b32 v32, v42, v30
	ds_bpermute_b32 v33, v42, v31
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v30, v30, v32
	ds_bpermute_b32 v32, v43, v30
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v31, v31, v33
	ds_bpermute_b32 v33, v43, v31
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v30, v30, v32
	ds_bpermute_b32 v32, v44, v30
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v31, v31, v33
	ds_bpermute_b32 v33, v44, v31
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v30, v30, v32
	v_add_f32_e32 v30, 0x358637bd, v30
	v_mul_f32_e32 v32, 0x4f800000, v30
	v_cmp_gt_f32_e32 vcc, s29, v30
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v31, v31, v33
	v_add_f32_e32 v31, 0x358637bd, v31
	v_cndmask_b32_e32 v30, v30, v32, vcc
	v_sqrt_f32_e32 v32, v30
	v_mul_f32_e32 v33, 0x4f800000, v31
	v_cmp_gt_f32_e64 s[6:7], s29, v31
	v_add_u32_e32 v65, 1, v32
	s_nop 0
	v_cndmask_b32_e64 v31, v31, v33, s[6:7]
	v_add_u32_e32 v33, -1, v32
	v_fma_f32 v68, -v33, v32, v30
	v_fma_f32 v69, -v65, v32, v30
	v_cmp_ge_f32_e64 s[8:9], 0, v68
	s_nop 1
	v_cndmask_b32_e64 v32, v32, v33, s[8:9]
	v_cmp_lt_f32_e64 s[8:9], 0, v69
	s_nop 1
	v_cndmask_b32_e64 v32, v32, v65, s[8:9]
	v_sqrt_f32_e32 v65, v31
	v_mul_f32_e32 v33, 0x37800000, v32
	v_cndmask_b32_e32 v32, v32, v33, vcc
	v_cmp_class_f32_e32 vcc, v30, v53
	s_nop 1
	v_cndmask_b32_e32 v32, v32, v30, vcc
	v_add_u32_e32 v30, -1, v65
	v_fma_f32 v33, -v30, v65, v31
	v_cmp_ge_f32_e32 vcc, 0, v33
	v_add_u32_e32 v33, 1, v65
	s_nop 0
	v_cndmask_b32_e32 v30, v65, v30, vcc
	v_fma_f32 v65, -v33, v65, v31
	v_cmp_lt_f32_e32 vcc, 0, v65
	v_div_scale_f32 v65, s[8:9], v32, v32, v66
	v_rcp_f32_e32 v68, v65
	v_cndmask_b32_e32 v30, v30, v33, vcc
	v_mul_f32_e32 v33, 0x37800000, v30
	v_cndmask_b32_e64 v30, v30, v33, s[6:7]
	v_cmp_class_f32_e32 vcc, v31, v53
	s_nop 1
	v_cndmask_b32_e32 v72, v30, v31, vcc
	v_fma_f32 v30, -v65, v68, 1.0
	v_fmac_f32_e32 v68, v30, v68
	v_div_scale_f32 v30, vcc, v66, v32, v66
	v_mul_f32_e32 v31, v30, v68
	v_fma_f32 v33, -v65, v31, v30
	v_fmac_f32_e32 v31, v33, v68
	v_div_scale_f32 v33, s[6:7], v32, v32, v63
	v_fma_f32 v30, -v65, v31, v30
	v_rcp_f32_e32 v65, v33
	v_div_fmas_f32 v30, v30, v68, v31
	v_div_fixup_f32 v31, v30, v32, v66
	v_fma_f32 v30, -v33, v65, 1.0
	v_fmac_f32_e32 v65, v30, v65
	v_div_scale_f32 v30, vcc, v63, v32, v63
	v_mul_f32_e32 v66, v30, v65
	v_fma_f32 v68, -v33, v66, v30
	v_fmac_f32_e32 v66, v68, v65
	v_fma_f32 v30, -v33, v66, v30
	v_div_scale_f32 v33, s[6:7], v72, v72, v70
	v_rcp_f32_e32 v68, v33
	v_div_fmas_f32 v30, v30, v65, v66
	v_div_fixup_f32 v30, v30, v32, v63
	v_pk_mul_f32 v[30:31], s[36:37], v[30:31]
	v_fma_f32 v63, -v33, v68, 1.0
	v_fmac_f32_e32 v68, v63, v68
	v_div_scale_f32 v63, vcc, v70, v72, v70
	v_mul_f32_e32 v65, v63, v68
	v_fma_f32 v66, -v33, v65, v63
	v_fmac_f32_e32 v65, v66, v68
	v_fma_f32 v33, -v33, v65, v63
	v_div_scale_f32 v63, s[6:7], v72, v72, v67
	v_rcp_f32_e32 v66, v63
	v_div_fmas_f32 v33, v33, v68, v65
	v_div_fixup_f32 v69, v33, v72, v70
	v_fma_f32 v33, -v63, v66, 1.0
	v_fmac_f32_e32 v66, v33, v66
	v_div_scale_f32 v33, vcc, v67, v72, v67
	v_mul_f32_e32 v65, v33, v66
	v_fma_f32 v68, -v63, v65, v33
	v_fmac_f32_e32 v65, v68, v66
	v_fma_f32 v33, -v63, v65, v33
	v_div_scale_f32 v63, s[6:7], v32, v32, v62
	v_rcp_f32_e32 v70, v63
	v_div_fmas_f32 v33, v33, v66, v65
	v_div_fixup_f32 v68, v33, v72, v67
	v_fma_f32 v33, -v63, v70, 1.0
	v_fmac_f32_e32 v70, v33, v70
	v_div_scale_f32 v33, vcc, v62, v32, v62
	v_mul_f32_e32 v65, v33, v70
	v_fma_f32 v66, -v63, v65, v33
	v_fmac_f32_e32 v65, v66, v70
	v_fma_f32 v33, -v63, v65, v33
	v_div_scale_f32 v63, s[6:7], v32, v32, v61
	v_rcp_f32_e32 v66, v63
	v_div_fmas_f32 v33, v33, v70, v65
	v_div_fixup_f32 v33, v33, v32, v62
	v_fma_f32 v62, -v63, v66, 1.0
	v_fmac_f32_e32 v66, v62, v66
	v_div_scale_f32 v62, vcc, v61, v32, v61
	v_mul_f32_e32 v65, v62, v66
	v_fma_f32 v67, -v63, v65, v62
	v_fmac_f32_e32 v65, v67, v66
	v_fma_f32 v62, -v63, v65, v62
	v_div_scale_f32 v63, s[6:7], v72, v72, v64
	v_div_fmas_f32 v62, v62, v66, v65
	v_rcp_f32_e32 v65, v63
	v_div_fixup_f32 v32, v62, v32, v61
	v_pk_mul_f32 v[32:33], s[36:37], v[32:33]
	ds_write_b128 v49, v[30:33]
	v_fma_f32 v30, -v63, v65, 1.0
	v_fmac_f32_e32 v65, v30, v65
	v_div_scale_f32 v30, vcc, v64, v72, v64
	v_mul_f32_e32 v31, v30, v65
	v_fma_f32 v32, -v63, v31, v30
	v_fmac_f32_e32 v31, v32, v65
	v_div_scale_f32 v32, s[6:7], v72, v72, v1
	v_rcp_f32_e32 v33, v32
	v_fma_f32 v30, -v63, v31, v30
	v_div_fmas_f32 v30, v30, v65, v31
	v_div_fixup_f32 v71, v30, v72, v64
	v_fma_f32 v30, -v32, v33, 1.0
	v_fmac_f32_e32 v33, v30, v33
	v_div_scale_f32 v30, vcc, v1, v72, v1
	v_mul_f32_e32 v31, v30, v33
	v_fma_f32 v61, -v32, v31, v30
	v_fmac_f32_e32 v31, v61, v33
	v_fma_f32 v30, -v32, v31, v30
	v_div_fmas_f32 v30, v30, v33, v31
	v_div_fixup_f32 v70, v30, v72, v1
	ds_write_b128 v50, v[68:71]
	s_waitcnt vmcnt(0)
	ds_write_b128 v48, v[76:79]
	s_or_b64 exec, exec, s[10:11]
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB0_62
.LBB0_75:
	v_sub_f32_e32 v1, 0, v60
	v_cmp_nlt_f32_e64 vcc, -v60, s47
	s_nop 1
	v_cndmask_b32_e32 v1, v57, v1, vcc
	v_cmp_nlt_f32_e32 vcc, s48, v1
	s_nop 1
	v_cndmask_b32_e32 v1, v58, v1, vcc
	v_fmamk_f32 v30, v1, 0x3fb8aa3b, v54
	v_add_f32_e32 v60, 0xcb400000, v30
	v_fmac_f32_e32 v1, 0xbf317218, v60
	v_mul_f32_e32 v31, 0x3102e308, v60
	v_add_f32_e32 v33, v1, v31
	v_fmamk_f32 v30, v33, 0x39500d01, v55
	v_fmaak_f32 v30, v30, v33, 0x3c088889
	v_fmaak_f32 v30, v30, v33, 0x3d2aaaab
	v_fmaak_f32 v30, v30, v33, 0x3e2aaaab
	v_fma_f32 v30, v30, v33, 0.5
	v_mul_f32_e32 v32, v33, v33
	v_mul_f32_e32 v32, v32, v30
	v_add_f32_e32 v30, v33, v32
	v_cmp_o_f32_e32 vcc, v60, v60
	v_sub_f32_e32 v61, v30, v33
	v_sub_f32_e32 v33, v33, v1
	v_cndmask_b32_e32 v1, 0, v60, vcc
	v_add_f32_e32 v62, 1.0, v30
	v_cvt_i32_f32_e32 v1, v1
	v_sub_f32_e32 v61, v32, v61
	v_add_f32_e32 v32, -1.0, v62
	v_pk_add_f32 v[30:31], v[30:31], v[32:33] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_add_f32_e32 v31, v31, v61
	v_add_f32_e32 v30, v30, v31
	v_ashrrev_i32_e32 v31, 1, v1
	v_add_f32_e32 v30, v62, v30
	v_sub_u32_e32 v1, v1, v31
	v_lshl_add_u32 v31, v31, 23, 1.0
	v_lshl_add_u32 v1, v1, 23, 1.0
	v_mul_f32_e32 v30, v30, v31
	v_mul_f32_e32 v1, v30, v1
	v_add_f32_e32 v1, 1.0, v1
	v_div_scale_f32 v30, s[4:5], v1, v1, 1.0
	v_rcp_f32_e32 v31, v30
	s_nop 0
	v_fma_f32 v32, -v30, v31, 1.0
	v_fmac_f32_e32 v31, v32, v31
	v_div_scale_f32 v32, vcc, 1.0, v1, 1.0
	v_mul_f32_e32 v33, v32, v31
	v_fma_f32 v60, -v30, v33, v32
	v_fmac_f32_e32 v33, v60, v31
	v_fma_f32 v30, -v30, v33, v32
	v_div_fmas_f32 v30, v30, v31, v33
	v_div_fixup_f32 v1, v30, v1, 1.0
	ds_write_b32 v51, v1
	s_or_b64 exec, exec, s[6:7]
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execnz .LBB0_63
	s_branch .LBB0_64
.LBB0_76:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel kda_verify_snapshot_act_bf16_dt_f32_pool_bf16_bv16w2_decay_in
		.amdhsa_group_segment_fixed_size 12832
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 236
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 129
		.amdhsa_next_free_sgpr 96
		.amdhsa_accum_offset 88
		.amdhsa_reserve_vcc 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_tg_split 0
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.text
.Lfunc_end0:
	.size	kda_verify_snapshot_act_bf16_dt_f32_pool_bf16_bv16w2_decay_in, .Lfunc_end0-kda_verify_snapshot_act_bf16_dt_f32_pool_bf16_bv16w2_decay_in

	.set kda_verify_snapshot_act_bf16_dt_f32_pool_bf16_bv16w2_decay_in.num_vgpr, 88
	.set kda_verify_snapshot_act_bf16_dt_f32_pool_bf16_bv16w2_decay_in.num_agpr, 0
	.set kda_verify_snapshot_act_bf16_dt_f32_pool_bf16_bv16w2_decay_in.numbered_sgpr, 53
	.set kda_verify_snapshot_act_bf16_dt_f32_pool_bf16_bv16w2_decay_in.num_named_barrier, 0
	.set kda_verify_snapshot_act_bf16_dt_f32_pool_bf16_bv16w2_decay_in.private_seg_size, 0
	.set kda_verify_snapshot_act_bf16_dt_f32_pool_bf16_bv16w2_decay_in.uses_vcc, 1
	.set kda_verify_snapshot_act_bf16_dt_f32_pool_bf16_bv16w2_decay_in.uses_flat_scratch, 0
	.set kda_verify_snapshot_act_bf16_dt_f32_pool_bf16_bv16w2_decay_in.has_dyn_sized_stack, 0
	.set kda_verify_snapshot_act_bf16_dt_f32_pool_bf16_bv16w2_decay_in.has_recursion, 0
	.set kda_verify_snapshot_act_bf16_dt_f32_pool_bf16_bv16w2_decay_in.has_indirect_call, 0
	.p2alignl 6, 3212836864
	.fill 256, 4, 3212836864
	.section	.AMDGPU.gpr_maximums,"",@progbits
	.set amdgpu.max_num_vgpr, 0
	.set amdgpu.max_num_agpr, 0
	.set amdgpu.max_num_sgpr, 0
	.set amdgpu.max_num_named_barrier, 0
	.text
	.section	".note.GNU-stack","",@progbits
	.amdgpu_metadata
---
amdhsa.kernels:
  - .agpr_count:     0
    .args:
      - .name:           num_requests
        .offset:         0
        .size:           4
        .value_kind:     by_value
      - .name:           num_tokens
        .offset:         4
        .size:           4
        .value_kind:     by_value
      - .name:           num_slots
        .offset:         8
        .size:           4
        .value_kind:     by_value
      - .name:           num_k_heads
        .offset:         12
        .size:           4
        .value_kind:     by_value
      - .name:           num_v_heads
        .offset:         16
        .size:           4
        .value_kind:     by_value
      - .name:           num_rows
        .offset:         20
        .size:           4
        .value_kind:     by_value
      - .name:           num_steps_alloc
        .offset:         24
        .size:           4
        .value_kind:     by_value
      - .name:           diagnostics_on
        .offset:         28
        .size:           4
        .value_kind:     by_value
      - .address_space:  global
        .name:           h0_indices
        .offset:         32
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           cu_seqlens
        .offset:         40
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           inter_indices
        .offset:         48
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           pool
        .offset:         56
        .size:           8
        .value_kind:     global_buffer
      - .name:           pool_slot_pitch
        .offset:         64
        .size:           8
        .value_kind:     by_value
      - .address_space:  global
        .name:           diagnostics
        .offset:         72
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           q
        .offset:         80
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           k
        .offset:         88
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           v
        .offset:         96
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           a
        .offset:         104
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           b
        .offset:         112
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           A_log
        .offset:         120
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           dt_bias
        .offset:         128
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           o
        .offset:         136
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           inter
        .offset:         144
        .size:           8
        .value_kind:     global_buffer
      - .name:           stride_q
        .offset:         152
        .size:           8
        .value_kind:     by_value
      - .name:           stride_k
        .offset:         160
        .size:           8
        .value_kind:     by_value
      - .name:           stride_v
        .offset:         168
        .size:           8
        .value_kind:     by_value
      - .name:           stride_a
        .offset:         176
        .size:           8
        .value_kind:     by_value
      - .name:           stride_b
        .offset:         184
        .size:           8
        .value_kind:     by_value
      - .name:           inter_row_pitch
        .offset:         192
        .size:           8
        .value_kind:     by_value
      - .name:           scale
        .offset:         200
        .size:           4
        .value_kind:     by_value
      - .name:           softplus_beta
        .offset:         204
        .size:           4
        .value_kind:     by_value
      - .name:           softplus_threshold
        .offset:         208
        .size:           4
        .value_kind:     by_value
      - .address_space:  global
        .name:           decay
        .offset:         216
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           parents
        .offset:         224
        .size:           8
        .value_kind:     global_buffer
      - .name:           parents_on
        .offset:         232
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 12832
    .kernarg_segment_align: 8
    .kernarg_segment_size: 236
    .max_flat_workgroup_size: 128
    .name:           kda_verify_snapshot_act_bf16_dt_f32_pool_bf16_bv16w2_decay_in
    .private_segment_fixed_size: 0
    .sgpr_count:     59
    .sgpr_spill_count: 0
    .symbol:         kda_verify_snapshot_act_bf16_dt_f32_pool_bf16_bv16w2_decay_in.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     88
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
