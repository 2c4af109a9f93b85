; deltagen generated file: do not edit. Regenerate with `cargo xtask gen`.
; kernel: kda_verify  instance: kda_verify_tuple_act_bf16_dt_f32_pool_bf16_bv16w2_decay_in  arch: gfx942
; profile=portable  mode=tuple  act_dtype=bf16  dt_bias_dtype=f32  pool_dtype=bf16  tile=bv16w2  lanes_per_column=8  requests=any  decay_input=true
; ir-sha256: 54c901b36f15a4d7dcf2050c389cc1bf303985622f7103e5c413d6dad482913a
; llvm: 22.1  pipeline: default<O3>  ld.lld: LLVM 22.1
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 6
	.text
	.globl	kda_verify_tuple_act_bf16_dt_f32_pool_bf16_bv16w2_decay_in
	.p2align	8
	.type	kda_verify_tuple_act_bf16_dt_f32_pool_bf16_bv16w2_decay_in,@function
kda_verify_tuple_act_bf16_dt_f32_pool_bf16_bv16w2_decay_in:
	s_load_dwordx8 s[20:27], s[0:1], 0x4
	s_mov_b32 s28, s3
	s_ashr_i32 s4, s2, 31
	s_lshr_b32 s4, s4, 29
	s_add_i32 s35, s2, s4
	s_waitcnt lgkmcnt(0)
	s_max_i32 s3, s22, 1
	v_cvt_f32_u32_e32 v1, s3
	s_and_b32 s4, s35, -8
	s_sub_i32 s34, s2, s4
	s_sub_i32 s4, 0, s3
	v_rcp_iflag_f32_e32 v1, v1
	s_abs_i32 s2, s23
	s_ashr_i32 s52, s35, 3
	s_ashr_i32 s27, s23, 31
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v7, v6
	v_and_b32_e32 v25, 7, v0
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
	s_xor_b32 s2, s2, s27
	s_sub_i32 s2, s2, s27
	s_ashr_i32 s29, s28, 31
	s_max_i32 s36, s2, 1
	s_ashr_i32 s53, s52, 31
	s_lshl_b64 s[2:3], s[28:29], 2
	s_waitcnt lgkmcnt(0)
	s_add_u32 s4, s4, s2
	s_addc_u32 s5, s5, s3
	s_load_dword s33, s[4:5], 0x0
	v_cvt_f32_u32_e32 v1, s36
	v_mov_b64_e32 v[16:17], v[6:7]
	v_mov_b64_e32 v[14:15], v[6:7]
	v_mov_b64_e32 v[20:21], v[6:7]
	s_waitcnt lgkmcnt(0)
	s_cmp_gt_i32 s33, -1
	s_cselect_b64 s[4:5], -1, 0
	s_cmp_lt_i32 s33, s21
	s_cselect_b64 s[30:31], -1, 0
	s_and_b64 s[38:39], s[4:5], s[30:31]
	s_add_u32 s4, s6, s2
	s_addc_u32 s5, s7, s3
	s_load_dwordx2 s[28:29], s[4:5], 0x0
	v_rcp_iflag_f32_e32 v2, v1
	v_lshrrev_b32_e32 v1, 3, v0
	v_mov_b64_e32 v[10:11], v[6:7]
	v_mov_b64_e32 v[12:13], v[6:7]
	s_waitcnt lgkmcnt(0)
	s_cmp_gt_i32 s28, -1
	s_cselect_b64 s[4:5], -1, 0
	s_cmp_ge_i32 s29, s28
	s_cselect_b64 s[6:7], -1, 0
	s_cmp_le_i32 s29, s20
	s_cselect_b64 s[20:21], -1, 0
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_sub_i32 s29, s29, s28
	s_and_b64 s[6:7], s[20:21], s[4:5]
	s_cmp_le_i32 s29, s25
	s_cselect_b64 s[20:21], -1, 0
	s_and_b64 s[4:5], s[20:21], s[6:7]
	s_and_b64 s[38:39], s[38:39], s[4:5]
	s_add_u32 s2, s8, s2
	v_mul_f32_e32 v2, 0x4f7ffffe, v2
	s_addc_u32 s3, s9, s3
	v_cvt_u32_f32_e32 v3, v2
	s_load_dword s57, s[2:3], 0x0
	v_lshl_or_b32 v2, s34, 4, v1
	s_lshl_b64 s[2:3], s[52:53], 7
	v_readfirstlane_b32 s37, v3
	v_ashrrev_i32_e32 v3, 31, v2
	s_andn2_b64 vcc, exec, s[38:39]
	v_mov_b64_e32 v[8:9], v[6:7]
	v_mov_b64_e32 v[18:19], v[6:7]
	s_cbranch_vccnz .LBB0_2
	s_mul_i32 s8, s13, s33
	s_mul_hi_u32 s9, s12, s33
	s_add_i32 s9, s9, s8
	s_mul_i32 s8, s12, s33
	s_lshl_b64 s[8:9], s[8:9], 1
	v_lshl_add_u64 v[4:5], s[2:3], 0, v[2:3]
	s_add_u32 s8, s10, s8
	s_addc_u32 s9, s11, s9
	v_lshlrev_b64 v[4:5], 8, v[4:5]
	v_lshl_add_u64 v[4:5], s[8:9], 0, v[4:5]
	v_lshlrev_b32_e32 v8, 3, v25
	v_mov_b32_e32 v9, v6
	v_lshl_add_u64 v[4:5], v[4:5], 0, v[8:9]
	global_load_dwordx2 v[6:7], v[4:5], off
	global_load_dwordx2 v[8:9], v[4:5], off offset:64
	global_load_dwordx2 v[10:11], v[4:5], off offset:128
	global_load_dwordx2 v[12:13], v[4:5], off offset:192
	s_waitcnt vmcnt(3)
	v_and_b32_e32 v5, 0xffff0000, v6
	v_lshlrev_b32_e32 v4, 16, v6
	v_and_b32_e32 v15, 0xffff0000, v7
	v_lshlrev_b32_e32 v14, 16, v7
	s_waitcnt vmcnt(2)
	v_and_b32_e32 v19, 0xffff0000, v8
	v_lshlrev_b32_e32 v18, 16, v8
	v_and_b32_e32 v21, 0xffff0000, v9
	v_lshlrev_b32_e32 v20, 16, v9
	s_waitcnt vmcnt(1)
	v_and_b32_e32 v9, 0xffff0000, v10
	v_lshlrev_b32_e32 v8, 16, v10
	v_and_b32_e32 v23, 0xffff0000, v11
	v_lshlrev_b32_e32 v22, 16, v11
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v27, 0xffff0000, v12
	v_lshlrev_b32_e32 v26, 16, v12
	v_and_b32_e32 v29, 0xffff0000, v13
	v_lshlrev_b32_e32 v28, 16, v13
	v_pk_add_f32 v[6:7], v[4:5], 0 op_sel_hi:[1,0]
	v_pk_add_f32 v[16:17], v[14:15], 0 op_sel_hi:[1,0]
	v_pk_add_f32 v[14:15], v[18:19], 0 op_sel_hi:[1,0]
	v_pk_add_f32 v[20:21], v[20:21], 0 op_sel_hi:[1,0]
	v_pk_add_f32 v[10:11], v[8:9], 0 op_sel_hi:[1,0]
	v_pk_add_f32 v[12:13], v[22:23], 0 op_sel_hi:[1,0]
	v_pk_add_f32 v[8:9], v[26:27], 0 op_sel_hi:[1,0]
	v_pk_add_f32 v[18:19], v[28:29], 0 op_sel_hi:[1,0]
.LBB0_2:
	s_xor_b64 s[10:11], s[20:21], -1
	s_xor_b64 s[8:9], s[6:7], -1
	s_and_b64 s[6:7], s[6:7], s[10:11]
	s_and_b64 s[6:7], s[6:7], exec
	s_cselect_b32 s10, 2, 0
	s_and_b64 s[6:7], s[30:31], exec
	s_cselect_b32 s11, 0, 4
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_i32 s57, s24
	s_cselect_b64 s[50:51], -1, 0
	s_and_b64 s[6:7], s[50:51], exec
	v_cndmask_b32_e64 v4, 0, 1, s[8:9]
	s_cselect_b32 s6, 0, 8
	s_or_b32 s6, s6, s11
	v_readfirstlane_b32 s7, v4
	s_or_b32 s6, s6, s7
	s_or_b32 s8, s6, s10
	s_cmp_eq_u32 s8, 0
	s_cselect_b64 s[6:7], -1, 0
	s_cmp_eq_u32 s26, 0
	s_cselect_b64 s[10:11], -1, 0
	s_or_b64 s[6:7], s[10:11], s[6:7]
	s_and_b64 vcc, exec, s[6:7]
	s_cbranch_vccnz .LBB0_6
	v_mbcnt_lo_u32_b32 v4, exec_lo, 0
	v_mbcnt_hi_u32_b32 v4, exec_hi, v4
	v_cmp_eq_u32_e32 vcc, 0, v4
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_5
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v5, s8
	global_atomic_or v4, v5, s[14:15]
.LBB0_5:
	s_or_b64 exec, exec, s[6:7]
.LBB0_6:
	s_and_b64 s[4:5], s[4:5], exec
	s_cselect_b32 s24, s29, 0
	s_add_i32 s4, s24, 7
	s_cmp_lt_i32 s4, 8
	s_mov_b32 s33, 0
	s_cbranch_scc1 .LBB0_82
	s_sub_i32 s5, 0, s36
	s_mul_i32 s5, s5, s37
	s_mul_hi_u32 s5, s37, s5
	s_abs_i32 s6, s52
	s_add_i32 s37, s37, s5
	s_mul_hi_u32 s5, s6, s37
	s_mul_i32 s8, s5, s36
	s_sub_i32 s6, s6, s8
	s_ashr_i32 s7, s35, 31
	s_add_i32 s8, s5, 1
	s_sub_i32 s9, s6, s36
	s_cmp_ge_u32 s6, s36
	s_cselect_b32 s5, s8, s5
	s_cselect_b32 s6, s9, s6
	s_add_i32 s8, s5, 1
	s_cmp_ge_u32 s6, s36
	s_cselect_b32 s5, s8, s5
	s_xor_b32 s5, s5, s7
	s_sub_i32 s58, s5, s7
	s_ashr_i32 s59, s58, 31
	s_cmp_eq_u32 s34, 0
	s_mul_i32 s5, s58, s36
	s_cselect_b64 s[20:21], -1, 0
	s_sub_i32 s5, s52, s5
	s_or_b32 s5, s5, s34
	s_cmp_eq_u32 s5, 0
	s_load_dwordx2 s[12:13], s[0:1], 0x60
	s_cselect_b64 s[30:31], -1, 0
	s_ashr_i32 s5, s4, 31
	s_lshr_b32 s5, s5, 29
	s_add_i32 s4, s4, s5
	s_ashr_i32 s56, s4, 3
	s_lshl_b64 s[54:55], s[2:3], 1
	s_load_dwordx2 s[14:15], s[0:1], 0x70
	s_load_dwordx8 s[4:11], s[0:1], 0x88
	s_waitcnt lgkmcnt(0)
	s_add_u32 s12, s12, s54
	s_addc_u32 s13, s13, s55
	v_lshlrev_b64 v[4:5], 1, v[2:3]
	v_lshl_add_u64 v[22:23], s[12:13], 0, v[4:5]
	s_lshl_b64 s[12:13], s[52:53], 1
	s_add_u32 s34, s14, s12
	s_addc_u32 s35, s15, s13
	s_mov_b32 s26, s23
	s_ashr_i32 s23, s22, 31
	s_load_dwordx2 s[44:45], s[0:1], 0xb8
	s_load_dwordx4 s[12:15], s[0:1], 0xa8
	s_load_dwordx8 s[36:43], s[0:1], 0xc8
	s_load_dword s46, s[0:1], 0xe8
	s_load_dwordx2 s[48:49], s[0:1], 0xf8
	s_cmp_gt_i32 s57, -1
	v_lshlrev_b32_e32 v34, 2, v0
	s_cselect_b64 s[0:1], -1, 0
	v_and_b32_e32 v24, 0x7c, v34
	s_and_b64 s[50:51], s[0:1], s[50:51]
	v_mov_b32_e32 v26, 0x3000
	s_lshl_b64 s[0:1], s[58:59], 7
	v_lshl_or_b32 v39, v1, 2, v26
	v_or_b32_e32 v26, s0, v24
	v_mov_b32_e32 v27, s1
	s_waitcnt lgkmcnt(0)
	s_mul_i32 s0, s41, s57
	s_mul_hi_u32 s1, s40, s57
	s_add_i32 s1, s1, s0
	s_mul_i32 s0, s40, s57
	s_lshl_b64 s[22:23], s[22:23], 7
	s_lshl_b64 s[0:1], s[0:1], 2
	s_add_u32 s8, s8, s0
	s_addc_u32 s9, s9, s1
	s_lshl_b64 s[0:1], s[58:59], 9
	s_add_u32 s0, s8, s0
	v_mov_b32_e32 v33, 0
	v_lshlrev_b32_e32 v32, 2, v24
	s_addc_u32 s1, s9, s1
	v_lshl_add_u64 v[28:29], s[0:1], 0, v[32:33]
	s_mul_i32 s0, s43, s57
	s_mul_hi_u32 s1, s42, s57
	s_add_i32 s1, s1, s0
	s_mul_i32 s0, s42, s57
	s_lshl_b64 s[40:41], s[26:27], 7
	s_lshl_b64 s[0:1], s[0:1], 2
	s_add_u32 s8, s10, s0
	s_addc_u32 s9, s11, s1
	s_lshl_b64 s[0:1], s[2:3], 2
	s_add_u32 s0, s8, s0
	s_addc_u32 s1, s9, s1
	v_lshrrev_b32_e32 v38, 5, v0
	v_lshl_add_u64 v[30:31], s[0:1], 0, v[32:33]
	s_add_u32 s0, s4, s54
	v_or_b32_e32 v42, 4, v38
	s_addc_u32 s1, s5, s55
	s_mul_i32 s2, s39, s57
	s_mul_hi_u32 s3, s38, s57
	v_lshl_or_b32 v48, v38, 9, v32
	v_lshl_or_b32 v51, v42, 9, v32
	v_lshl_add_u64 v[32:33], s[0:1], 0, v[4:5]
	v_cmp_eq_u32_e64 s[0:1], 0, v25
	s_add_i32 s3, s3, s2
	s_mul_i32 s2, s38, s57
	s_and_b64 s[42:43], s[50:51], s[0:1]
	s_lshl_b64 s[2:3], s[2:3], 2
	s_lshl_b64 s[4:5], s[52:53], 9
	s_add_u32 s2, s2, s4
	s_addc_u32 s3, s3, s5
	v_and_b32_e32 v1, 0xfc, v34
	s_add_u32 s2, s6, s2
	v_xor_b32_e32 v43, 64, v1
	v_xor_b32_e32 v44, 32, v1
	v_xor_b32_e32 v45, 16, v1
	v_xor_b32_e32 v46, 8, v1
	v_xor_b32_e32 v47, 4, v1
	v_lshlrev_b32_e32 v1, 6, v25
	s_addc_u32 s3, s7, s3
	v_add_u32_e32 v40, s28, v25
	v_add_u32_e32 v41, s28, v0
	v_or_b32_e32 v49, 0x2000, v48
	v_or_b32_e32 v50, 0x1000, v48
	v_or_b32_e32 v52, 0x2000, v51
	v_or_b32_e32 v53, 0x1000, v51
	v_or_b32_e32 v54, 0x3200, v34
	s_mov_b32 s47, s46
	v_lshlrev_b32_e32 v55, 4, v25
	v_lshl_add_u64 v[34:35], v[2:3], 2, s[2:3]
	s_lshl_b64 s[38:39], s[26:27], 9
	v_mov_b64_e32 v[36:37], s[52:53]
	s_mov_b32 s27, 0xf800000
	v_mov_b32_e32 v56, 0x260
	s_mov_b32 s54, 0xc2d00000
	s_mov_b32 s55, 0x42b20000
	v_mov_b32_e32 v57, 0x4b400000
	v_mov_b32_e32 v58, 0x3ab60b61
	v_add_u32_e32 v59, v39, v1
	s_movk_i32 s57, 0x7fff
	v_mov_b32_e32 v60, 0xc2d00000
	v_mov_b32_e32 v61, 0x42b20000
	s_mov_b32 s58, 0
	s_branch .LBB0_9
.LBB0_8:
	s_add_i32 s58, s58, 1
	s_add_i32 s29, s29, -8
	s_add_i32 s33, s33, 8
	s_cmp_eq_u32 s58, s56
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_82
.LBB0_9:
	s_lshl_b32 s9, s58, 3
	s_sub_i32 s59, s24, s9
	v_mov_b32_e32 v63, 0
	v_cmp_gt_i32_e64 s[2:3], s59, v25
	v_mov_b32_e32 v62, v63
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_11
	v_add_u32_e32 v1, s9, v40
	v_ashrrev_i32_e32 v2, 31, v1
	v_mul_lo_u32 v4, s44, v2
	v_mul_lo_u32 v5, s45, v1
	v_mad_u64_u32 v[2:3], s[6:7], s44, v1, 0
	v_add3_u32 v3, v3, v4, v5
	v_lshl_add_u64 v[2:3], v[2:3], 1, v[22:23]
	global_load_ushort v1, v[2:3], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v62, 16, v1
.LBB0_11:
	s_or_b64 exec, exec, s[4:5]
	s_min_i32 s8, s59, 8
	v_cmp_gt_i32_e64 s[4:5], s8, v0
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB0_13
	v_add_u32_e32 v1, s9, v41
	v_ashrrev_i32_e32 v2, 31, v1
	v_mul_lo_u32 v4, s36, v2
	v_mul_lo_u32 v5, s37, v1
	v_mad_u64_u32 v[2:3], s[10:11], s36, v1, 0
	v_add3_u32 v3, v3, v4, v5
	v_lshl_add_u64 v[2:3], v[2:3], 1, s[34:35]
	global_load_ushort v1, v[2:3], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v63, 16, v1
.LBB0_13:
	s_or_b64 exec, exec, s[6:7]
	v_add_u32_e32 v64, s9, v38
	v_add_u32_e32 v2, s28, v64
	v_ashrrev_i32_e32 v1, 31, v2
	v_mul_lo_u32 v3, s12, v1
	v_mul_lo_u32 v65, s13, v2
	v_mad_u64_u32 v[4:5], s[6:7], s12, v2, v[26:27]
	v_mov_b32_e32 v72, 0
	v_cmp_gt_i32_e32 vcc, s8, v38
	v_add3_u32 v5, v65, v5, v3
	v_mov_b32_e32 v69, v72
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_15
	v_lshl_add_u64 v[66:67], v[4:5], 1, s[16:17]
	global_load_ushort v3, v[66:67], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v69, 16, v3
.LBB0_15:
	s_or_b64 exec, exec, s[6:7]
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_17
	v_lshl_add_u64 v[66:67], v[4:5], 1, s[16:17]
	global_load_ushort v3, v[66:67], off offset:2
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v72, 16, v3
.LBB0_17:
	s_or_b64 exec, exec, s[6:7]
	v_mov_b32_e32 v71, 0
	v_mov_b32_e32 v70, v71
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_19
	v_lshl_add_u64 v[66:67], v[4:5], 1, s[16:17]
	global_load_ushort v3, v[66:67], off offset:4
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v70, 16, v3
.LBB0_19:
	s_or_b64 exec, exec, s[6:7]
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_21
	v_lshl_add_u64 v[4:5], v[4:5], 1, s[16:17]
	global_load_ushort v3, v[4:5], off offset:6
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v71, 16, v3
.LBB0_21:
	s_or_b64 exec, exec, s[6:7]
	v_mad_u64_u32 v[4:5], s[6:7], s14, v2, v[26:27]
	v_mul_lo_u32 v1, s14, v1
	v_mul_lo_u32 v3, s15, v2
	v_mov_b32_e32 v79, 0
	v_add3_u32 v5, v3, v5, v1
	v_mov_b32_e32 v77, v79
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_23
	v_lshl_add_u64 v[66:67], v[4:5], 1, s[18:19]
	global_load_ushort v1, v[66:67], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v77, 16, v1
.LBB0_23:
	s_or_b64 exec, exec, s[6:7]
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_25
	v_lshl_add_u64 v[66:67], v[4:5], 1, s[18:19]
	global_load_ushort v1, v[66:67], off offset:2
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v79, 16, v1
.LBB0_25:
	s_or_b64 exec, exec, s[6:7]
	v_mov_b32_e32 v78, 0
	v_mov_b32_e32 v76, v78
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_27
	v_lshl_add_u64 v[66:67], v[4:5], 1, s[18:19]
	global_load_ushort v1, v[66:67], off offset:4
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v76, 16, v1
.LBB0_27:
	s_or_b64 exec, exec, s[6:7]
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_29
	v_lshl_add_u64 v[4:5], v[4:5], 1, s[18:19]
	global_load_ushort v1, v[4:5], off offset:6
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v78, 16, v1
.LBB0_29:
	s_or_b64 exec, exec, s[6:7]
	v_mad_i64_i32 v[4:5], s[6:7], v2, s26, v[36:37]
	v_lshlrev_b64 v[4:5], 7, v[4:5]
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v85, 0
	v_or_b32_e32 v4, v4, v24
	v_mov_b32_e32 v84, v85
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_31
	v_lshl_add_u64 v[66:67], v[4:5], 2, s[48:49]
	global_load_dword v84, v[66:67], off
.LBB0_31:
	s_or_b64 exec, exec, s[6:7]
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_33
	v_lshl_add_u64 v[66:67], v[4:5], 2, s[48:49]
	global_load_dword v85, v[66:67], off offset:4
.LBB0_33:
	s_or_b64 exec, exec, s[6:7]
	v_mov_b32_e32 v87, 0
	v_mov_b32_e32 v86, v87
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_35
	v_lshl_add_u64 v[66:67], v[4:5], 2, s[48:49]
	global_load_dword v86, v[66:67], off offset:8
.LBB0_35:
	s_or_b64 exec, exec, s[6:7]
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_37
	v_lshl_add_u64 v[4:5], v[4:5], 2, s[48:49]
	global_load_dword v87, v[4:5], off offset:12
.LBB0_37:
	s_or_b64 exec, exec, s[6:7]
	v_add_u32_e32 v2, 4, v2
	v_ashrrev_i32_e32 v1, 31, v2
	v_cmp_gt_i32_e64 s[6:7], s8, v42
	v_mul_lo_u32 v3, s12, v1
	v_mul_lo_u32 v65, s13, v2
	v_mad_u64_u32 v[4:5], s[8:9], s12, v2, v[26:27]
	v_mov_b32_e32 v68, 0
	v_add3_u32 v5, v65, v5, v3
	v_mov_b32_e32 v65, v68
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB0_39
	v_lshl_add_u64 v[66:67], v[4:5], 1, s[16:17]
	global_load_ushort v3, v[66:67], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v65, 16, v3
.LBB0_39:
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB0_41
	v_lshl_add_u64 v[66:67], v[4:5], 1, s[16:17]
	global_load_ushort v3, v[66:67], off offset:2
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v68, 16, v3
.LBB0_41:
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32_e32 v67, 0
	v_mov_b32_e32 v66, v67
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB0_43
	v_lshl_add_u64 v[74:75], v[4:5], 1, s[16:17]
	global_load_ushort v3, v[74:75], off offset:4
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v66, 16, v3
.LBB0_43:
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB0_45
	v_lshl_add_u64 v[4:5], v[4:5], 1, s[16:17]
	global_load_ushort v3, v[4:5], off offset:6
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v67, 16, v3
.LBB0_45:
	s_or_b64 exec, exec, s[8:9]
	v_mad_u64_u32 v[4:5], s[8:9], s14, v2, v[26:27]
	v_mul_lo_u32 v1, s14, v1
	v_mul_lo_u32 v3, s15, v2
	v_mov_b32_e32 v75, 0
	v_add3_u32 v5, v3, v5, v1
	v_mov_b32_e32 v73, v75
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB0_47
	v_lshl_add_u64 v[80:81], v[4:5], 1, s[18:19]
	global_load_ushort v1, v[80:81], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v73, 16, v1
.LBB0_47:
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB0_49
	v_lshl_add_u64 v[74:75], v[4:5], 1, s[18:19]
	global_load_ushort v1, v[74:75], off offset:2
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v75, 16, v1
.LBB0_49:
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32_e32 v74, 0
	v_mov_b32_e32 v1, v74
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB0_51
	v_lshl_add_u64 v[80:81], v[4:5], 1, s[18:19]
	global_load_ushort v1, v[80:81], off offset:4
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v1, 16, v1
.LBB0_51:
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB0_53
	v_lshl_add_u64 v[4:5], v[4:5], 1, s[18:19]
	global_load_ushort v3, v[4:5], off offset:6
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v74, 16, v3
.LBB0_53:
	s_or_b64 exec, exec, s[8:9]
	v_mad_i64_i32 v[2:3], s[8:9], v2, s26, v[36:37]
	v_lshlrev_b64 v[2:3], 7, v[2:3]
	v_mov_b32_e32 v81, 0
	v_or_b32_e32 v2, v2, v24
	v_mov_b32_e32 v80, v81
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB0_55
	v_lshl_add_u64 v[4:5], v[2:3], 2, s[48:49]
	global_load_dword v80, v[4:5], off
.LBB0_55:
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB0_57
	v_lshl_add_u64 v[4:5], v[2:3], 2, s[48:49]
	global_load_dword v81, v[4:5], off offset:4
.LBB0_57:
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32_e32 v83, 0
	v_mov_b32_e32 v82, v83
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execnz .LBB0_60
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execnz .LBB0_61
.LBB0_59:
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[52:53], vcc
	s_cbranch_execnz .LBB0_62
	s_branch .LBB0_66
.LBB0_60:
	v_lshl_add_u64 v[4:5], v[2:3], 2, s[48:49]
	global_load_dword v82, v[4:5], off offset:8
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB0_59
.LBB0_61:
	v_lshl_add_u64 v[2:3], v[2:3], 2, s[48:49]
	global_load_dword v83, v[2:3], off offset:12
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[52:53], vcc
	s_cbranch_execz .LBB0_66
.LBB0_62:
	v_mul_f32_e32 v2, v72, v72
	v_fmac_f32_e32 v2, v69, v69
	v_mul_f32_e32 v4, v79, v79
	v_fmac_f32_e32 v2, v70, v70
	v_fmac_f32_e32 v4, v77, v77
	v_fmac_f32_e32 v2, v71, v71
	v_fmac_f32_e32 v4, v76, v76
	ds_bpermute_b32 v3, v43, v2
	v_fmac_f32_e32 v4, v78, v78
	ds_bpermute_b32 v5, v43, v4
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v2, v2, v3
	ds_bpermute_b32 v3, v44, v2
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v4, v4, v5
	ds_bpermute_b32 v5, v44, v4
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v2, v2, v3
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v3, v4, v5
	ds_bpermute_b32 v4, v45, v2
	ds_bpermute_b32 v5, v45, v3
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v2, v2, v4
	ds_bpermute_b32 v4, v46, v2
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v3, v3, v5
	ds_bpermute_b32 v5, v46, v3
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v2, v2, v4
	ds_bpermute_b32 v4, v47, v2
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v3, v3, v5
	ds_bpermute_b32 v5, v47, v3
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v2, v2, v4
	v_add_f32_e32 v2, 0x358637bd, v2
	v_mul_f32_e32 v4, 0x4f800000, v2
	v_cmp_gt_f32_e32 vcc, s27, v2
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v3, v3, v5
	v_add_f32_e32 v3, 0x358637bd, v3
	v_cndmask_b32_e32 v2, v2, v4, vcc
	v_sqrt_f32_e32 v4, v2
	v_mul_f32_e32 v5, 0x4f800000, v3
	v_cmp_gt_f32_e64 s[8:9], s27, v3
	v_add_u32_e32 v88, -1, v4
	s_nop 0
	v_cndmask_b32_e64 v3, v3, v5, s[8:9]
	v_sqrt_f32_e32 v5, v3
	v_add_u32_e32 v89, 1, v4
	v_fma_f32 v90, -v88, v4, v2
	v_fma_f32 v91, -v89, v4, v2
	v_cmp_ge_f32_e64 s[10:11], 0, v90
	s_nop 1
	v_cndmask_b32_e64 v4, v4, v88, s[10:11]
	v_cmp_lt_f32_e64 s[10:11], 0, v91
	s_nop 1
	v_cndmask_b32_e64 v4, v4, v89, s[10:11]
	v_add_u32_e32 v89, -1, v5
	v_fma_f32 v90, -v89, v5, v3
	v_cmp_ge_f32_e64 s[10:11], 0, v90
	v_add_u32_e32 v90, 1, v5
	v_mul_f32_e32 v88, 0x37800000, v4
	v_cndmask_b32_e64 v89, v5, v89, s[10:11]
	v_fma_f32 v5, -v90, v5, v3
	v_cmp_lt_f32_e64 s[10:11], 0, v5
	v_cndmask_b32_e32 v4, v4, v88, vcc
	v_cmp_class_f32_e32 vcc, v2, v56
	v_cndmask_b32_e64 v5, v89, v90, s[10:11]
	v_mul_f32_e32 v89, 0x37800000, v5
	v_cndmask_b32_e64 v5, v5, v89, s[8:9]
	v_cmp_class_f32_e64 s[8:9], v3, v56
	v_cndmask_b32_e32 v88, v4, v2, vcc
	s_nop 0
	v_cndmask_b32_e64 v89, v5, v3, s[8:9]
	v_div_scale_f32 v3, s[8:9], v89, v89, v79
	v_rcp_f32_e32 v5, v3
	s_nop 0
	v_fma_f32 v2, -v3, v5, 1.0
	v_fmac_f32_e32 v5, v2, v5
	v_div_scale_f32 v2, vcc, v79, v89, v79
	v_mul_f32_e32 v4, v2, v5
	v_fma_f32 v90, -v3, v4, v2
	v_fmac_f32_e32 v4, v90, v5
	v_div_scale_f32 v90, s[8:9], v89, v89, v77
	v_rcp_f32_e32 v91, v90
	v_fma_f32 v2, -v3, v4, v2
	v_div_fmas_f32 v2, v2, v5, v4
	v_div_fixup_f32 v3, v2, v89, v79
	v_fma_f32 v2, -v90, v91, 1.0
	v_fmac_f32_e32 v91, v2, v91
	v_div_scale_f32 v2, vcc, v77, v89, v77
	v_mul_f32_e32 v4, v2, v91
	v_fma_f32 v5, -v90, v4, v2
	v_fmac_f32_e32 v4, v5, v91
	v_div_scale_f32 v5, s[8:9], v89, v89, v78
	v_rcp_f32_e32 v79, v5
	v_fma_f32 v2, -v90, v4, v2
	v_div_fmas_f32 v2, v2, v91, v4
	v_div_fixup_f32 v2, v2, v89, v77
	v_fma_f32 v4, -v5, v79, 1.0
	v_fmac_f32_e32 v79, v4, v79
	v_div_scale_f32 v4, vcc, v78, v89, v78
	v_mul_f32_e32 v77, v4, v79
	v_fma_f32 v90, -v5, v77, v4
	v_fmac_f32_e32 v77, v90, v79
	v_div_scale_f32 v90, s[8:9], v89, v89, v76
	v_rcp_f32_e32 v91, v90
	v_fma_f32 v4, -v5, v77, v4
	v_div_fmas_f32 v4, v4, v79, v77
	v_div_fixup_f32 v5, v4, v89, v78
	v_fma_f32 v4, -v90, v91, 1.0
	v_fmac_f32_e32 v91, v4, v91
	v_div_scale_f32 v4, vcc, v76, v89, v76
	v_mul_f32_e32 v77, v4, v91
	v_fma_f32 v78, -v90, v77, v4
	v_fmac_f32_e32 v77, v78, v91
	v_div_scale_f32 v78, s[8:9], v88, v88, v72
	v_rcp_f32_e32 v79, v78
	v_fma_f32 v4, -v90, v77, v4
	v_div_fmas_f32 v4, v4, v91, v77
	v_div_fixup_f32 v4, v4, v89, v76
	v_fma_f32 v76, -v78, v79, 1.0
	v_fmac_f32_e32 v79, v76, v79
	v_div_scale_f32 v76, vcc, v72, v88, v72
	v_mul_f32_e32 v77, v76, v79
	v_fma_f32 v89, -v78, v77, v76
	v_fmac_f32_e32 v77, v89, v79
	v_fma_f32 v76, -v78, v77, v76
	v_div_scale_f32 v78, s[8:9], v88, v88, v69
	v_rcp_f32_e32 v89, v78
	v_div_fmas_f32 v76, v76, v79, v77
	v_div_fixup_f32 v77, v76, v88, v72
	v_fma_f32 v72, -v78, v89, 1.0
	v_fmac_f32_e32 v89, v72, v89
	v_div_scale_f32 v72, vcc, v69, v88, v69
	v_mul_f32_e32 v76, v72, v89
	v_fma_f32 v79, -v78, v76, v72
	v_fmac_f32_e32 v76, v79, v89
	v_fma_f32 v72, -v78, v76, v72
	v_div_scale_f32 v78, s[8:9], v88, v88, v71
	v_rcp_f32_e32 v79, v78
	v_div_fmas_f32 v72, v72, v89, v76
	v_div_fixup_f32 v76, v72, v88, v69
	v_pk_mul_f32 v[76:77], s[46:47], v[76:77]
	v_fma_f32 v69, -v78, v79, 1.0
	v_fmac_f32_e32 v79, v69, v79
	v_div_scale_f32 v69, vcc, v71, v88, v71
	v_mul_f32_e32 v72, v69, v79
	v_fma_f32 v89, -v78, v72, v69
	v_fmac_f32_e32 v72, v89, v79
	v_fma_f32 v69, -v78, v72, v69
	v_div_scale_f32 v78, s[8:9], v88, v88, v70
	v_rcp_f32_e32 v89, v78
	v_div_fmas_f32 v69, v69, v79, v72
	v_div_fixup_f32 v71, v69, v88, v71
	v_fma_f32 v69, -v78, v89, 1.0
	v_fmac_f32_e32 v89, v69, v89
	v_div_scale_f32 v69, vcc, v70, v88, v70
	v_mul_f32_e32 v72, v69, v89
	v_fma_f32 v79, -v78, v72, v69
	v_fmac_f32_e32 v72, v79, v89
	v_fma_f32 v69, -v78, v72, v69
	v_div_fmas_f32 v69, v69, v89, v72
	v_cmp_gt_i32_e32 vcc, s25, v64
	v_div_fixup_f32 v70, v69, v88, v70
	s_and_b64 s[8:9], s[50:51], vcc
	v_pk_mul_f32 v[78:79], s[46:47], v[70:71]
	s_and_b64 s[60:61], s[30:31], s[8:9]
	ds_write_b128 v49, v[76:79]
	ds_write_b128 v50, v[2:5]
	s_and_saveexec_b64 s[10:11], s[60:61]
	s_cbranch_execz .LBB0_64
	v_ashrrev_i32_e32 v69, 31, v64
	v_mul_lo_u32 v72, s23, v64
	v_mul_lo_u32 v69, s22, v69
	v_mad_u64_u32 v[70:71], s[60:61], s22, v64, 0
	v_add3_u32 v71, v71, v69, v72
	v_lshl_add_u64 v[70:71], v[70:71], 2, v[28:29]
	global_store_dwordx4 v[70:71], v[2:5], off
.LBB0_64:
	s_or_b64 exec, exec, s[10:11]
	s_and_b64 s[8:9], s[20:21], s[8:9]
	s_waitcnt vmcnt(0)
	ds_write_b128 v48, v[84:87]
	s_and_saveexec_b64 s[10:11], s[8:9]
	s_xor_b64 s[10:11], exec, s[10:11]
	s_cbranch_execz .LBB0_66
	v_ashrrev_i32_e32 v2, 31, v64
	v_mul_lo_u32 v4, s41, v64
	v_mul_lo_u32 v5, s40, v2
	v_mad_u64_u32 v[2:3], s[8:9], s40, v64, 0
	v_add3_u32 v3, v3, v5, v4
	v_lshl_add_u64 v[2:3], v[2:3], 2, v[30:31]
	global_store_dwordx4 v[2:3], v[84:87], off
.LBB0_66:
	s_or_b64 exec, exec, s[52:53]
	s_and_saveexec_b64 s[10:11], s[6:7]
	s_cbranch_execz .LBB0_71
	v_mul_f32_e32 v2, v68, v68
	v_fmac_f32_e32 v2, v65, v65
	v_mul_f32_e32 v4, v75, v75
	v_fmac_f32_e32 v2, v66, v66
	v_fmac_f32_e32 v4, v73, v73
	v_fmac_f32_e32 v2, v67, v67
	v_fmac_f32_e32 v4, v1, v1
	ds_bpermute_b32 v3, v43, v2
	v_fmac_f32_e32 v4, v74, v74
	ds_bpermute_b32 v5, v43, v4
	v_add_u32_e32 v64, 4, v64
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v2, v2, v3
	ds_bpermute_b32 v3, v44, v2
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v4, v4, v5
	ds_bpermute_b32 v5, v44, v4
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v2, v2, v3
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v3, v4, v5
	ds_bpermute_b32 v4, v45, v2
	ds_bpermute_b32 v5, v45, v3
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v2, v2, v4
	ds_bpermute_b32 v4, v46, v2
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v3, v3, v5
	ds_bpermute_b32 v5, v46, v3
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v2, v2, v4
	ds_bpermute_b32 v4, v47, v2
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v3, v3, v5
	ds_bpermute_b32 v5, v47, v3
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v2, v2, v4
	v_add_f32_e32 v2, 0x358637bd, v2
	v_mul_f32_e32 v4, 0x4f800000, v2
	v_cmp_gt_f32_e32 vcc, s27, v2
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v3, v3, v5
	v_add_f32_e32 v3, 0x358637bd, v3
	v_cndmask_b32_e32 v2, v2, v4, vcc
	v_sqrt_f32_e32 v4, v2
	v_mul_f32_e32 v5, 0x4f800000, v3
	v_cmp_gt_f32_e64 s[6:7], s27, v3
	v_add_u32_e32 v69, 1, v4
	s_nop 0
	v_cndmask_b32_e64 v3, v3, v5, s[6:7]
	v_add_u32_e32 v5, -1, v4
	v_fma_f32 v70, -v5, v4, v2
	v_cmp_ge_f32_e64 s[8:9], 0, v70
	v_fma_f32 v71, -v69, v4, v2
	s_nop 0
	v_cndmask_b32_e64 v4, v4, v5, s[8:9]
	v_sqrt_f32_e32 v5, v3
	v_cmp_lt_f32_e64 s[8:9], 0, v71
	v_add_u32_e32 v70, -1, v5
	v_fma_f32 v71, -v70, v5, v3
	v_cndmask_b32_e64 v4, v4, v69, s[8:9]
	v_cmp_ge_f32_e64 s[8:9], 0, v71
	v_add_u32_e32 v71, 1, v5
	v_mul_f32_e32 v69, 0x37800000, v4
	v_cndmask_b32_e64 v70, v5, v70, s[8:9]
	v_fma_f32 v5, -v71, v5, v3
	v_cmp_lt_f32_e64 s[8:9], 0, v5
	v_cndmask_b32_e32 v4, v4, v69, vcc
	v_cmp_class_f32_e32 vcc, v2, v56
	v_cndmask_b32_e64 v5, v70, v71, s[8:9]
	v_mul_f32_e32 v70, 0x37800000, v5
	v_cndmask_b32_e64 v5, v5, v70, s[6:7]
	v_cmp_class_f32_e64 s[6:7], v3, v56
	v_cndmask_b32_e32 v71, v4, v2, vcc
	s_nop 0
	v_cndmask_b32_e64 v70, v5, v3, s[6:7]
	v_div_scale_f32 v3, s[6:7], v70, v70, v75
	v_rcp_f32_e32 v5, v3
	s_nop 0
	v_fma_f32 v2, -v3, v5, 1.0
	v_fmac_f32_e32 v5, v2, v5
	v_div_scale_f32 v2, vcc, v75, v70, v75
	v_mul_f32_e32 v4, v2, v5
	v_fma_f32 v69, -v3, v4, v2
	v_fmac_f32_e32 v4, v69, v5
	v_div_scale_f32 v69, s[6:7], v70, v70, v73
	v_rcp_f32_e32 v72, v69
	v_fma_f32 v2, -v3, v4, v2
	v_div_fmas_f32 v2, v2, v5, v4
	v_div_fixup_f32 v3, v2, v70, v75
	v_fma_f32 v2, -v69, v72, 1.0
	v_fmac_f32_e32 v72, v2, v72
	v_div_scale_f32 v2, vcc, v73, v70, v73
	v_mul_f32_e32 v4, v2, v72
	v_fma_f32 v5, -v69, v4, v2
	v_fmac_f32_e32 v4, v5, v72
	v_div_scale_f32 v5, s[6:7], v70, v70, v74
	v_fma_f32 v2, -v69, v4, v2
	v_rcp_f32_e32 v69, v5
	v_div_fmas_f32 v2, v2, v72, v4
	v_div_fixup_f32 v2, v2, v70, v73
	v_fma_f32 v4, -v5, v69, 1.0
	v_fmac_f32_e32 v69, v4, v69
	v_div_scale_f32 v4, vcc, v74, v70, v74
	v_mul_f32_e32 v72, v4, v69
	v_fma_f32 v73, -v5, v72, v4
	v_fmac_f32_e32 v72, v73, v69
	v_div_scale_f32 v73, s[6:7], v70, v70, v1
	v_rcp_f32_e32 v75, v73
	v_fma_f32 v4, -v5, v72, v4
	v_div_fmas_f32 v4, v4, v69, v72
	v_div_fixup_f32 v5, v4, v70, v74
	v_fma_f32 v4, -v73, v75, 1.0
	v_fmac_f32_e32 v75, v4, v75
	v_div_scale_f32 v4, vcc, v1, v70, v1
	v_mul_f32_e32 v69, v4, v75
	v_fma_f32 v72, -v73, v69, v4
	v_fmac_f32_e32 v69, v72, v75
	v_div_scale_f32 v72, s[6:7], v71, v71, v68
	v_fma_f32 v4, -v73, v69, v4
	v_rcp_f32_e32 v73, v72
	v_div_fmas_f32 v4, v4, v75, v69
	v_div_fixup_f32 v4, v4, v70, v1
	v_fma_f32 v1, -v72, v73, 1.0
	v_fmac_f32_e32 v73, v1, v73
	v_div_scale_f32 v1, vcc, v68, v71, v68
	v_mul_f32_e32 v69, v1, v73
	v_fma_f32 v70, -v72, v69, v1
	v_fmac_f32_e32 v69, v70, v73
	v_div_scale_f32 v70, s[6:7], v71, v71, v65
	v_fma_f32 v1, -v72, v69, v1
	v_rcp_f32_e32 v72, v70
	v_div_fmas_f32 v1, v1, v73, v69
	v_div_fixup_f32 v69, v1, v71, v68
	v_fma_f32 v1, -v70, v72, 1.0
	v_fmac_f32_e32 v72, v1, v72
	v_div_scale_f32 v1, vcc, v65, v71, v65
	v_mul_f32_e32 v68, v1, v72
	v_fma_f32 v73, -v70, v68, v1
	v_fmac_f32_e32 v68, v73, v72
	v_fma_f32 v1, -v70, v68, v1
	v_div_scale_f32 v70, s[6:7], v71, v71, v67
	v_rcp_f32_e32 v73, v70
	v_div_fmas_f32 v1, v1, v72, v68
	v_div_fixup_f32 v68, v1, v71, v65
	v_pk_mul_f32 v[68:69], s[46:47], v[68:69]
	v_fma_f32 v1, -v70, v73, 1.0
	v_fmac_f32_e32 v73, v1, v73
	v_div_scale_f32 v1, vcc, v67, v71, v67
	v_mul_f32_e32 v65, v1, v73
	v_fma_f32 v72, -v70, v65, v1
	v_fmac_f32_e32 v65, v72, v73
	v_fma_f32 v1, -v70, v65, v1
	v_div_scale_f32 v70, s[6:7], v71, v71, v66
	v_rcp_f32_e32 v72, v70
	v_div_fmas_f32 v1, v1, v73, v65
	v_div_fixup_f32 v67, v1, v71, v67
	v_fma_f32 v1, -v70, v72, 1.0
	v_fmac_f32_e32 v72, v1, v72
	v_div_scale_f32 v1, vcc, v66, v71, v66
	v_mul_f32_e32 v65, v1, v72
	v_fma_f32 v73, -v70, v65, v1
	v_fmac_f32_e32 v65, v73, v72
	v_fma_f32 v1, -v70, v65, v1
	v_div_fmas_f32 v1, v1, v72, v65
	v_cmp_gt_i32_e32 vcc, s25, v64
	v_div_fixup_f32 v66, v1, v71, v66
	s_and_b64 s[6:7], s[50:51], vcc
	v_pk_mul_f32 v[70:71], s[46:47], v[66:67]
	s_and_b64 s[52:53], s[30:31], s[6:7]
	ds_write_b128 v52, v[68:71]
	ds_write_b128 v53, v[2:5]
	s_and_saveexec_b64 s[8:9], s[52:53]
	s_cbranch_execz .LBB0_69
	v_ashrrev_i32_e32 v1, 31, v64
	v_mul_lo_u32 v65, s23, v64
	v_mul_lo_u32 v1, s22, v1
	v_mad_u64_u32 v[66:67], s[52:53], s22, v64, 0
	v_add3_u32 v67, v67, v1, v65
	v_lshl_add_u64 v[66:67], v[66:67], 2, v[28:29]
	global_store_dwordx4 v[66:67], v[2:5], off
.LBB0_69:
	s_or_b64 exec, exec, s[8:9]
	s_and_b64 s[6:7], s[20:21], s[6:7]
	s_waitcnt vmcnt(0)
	ds_write_b128 v51, v[80:83]
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_xor_b64 s[8:9], exec, s[8:9]
	s_cbranch_execz .LBB0_71
	v_ashrrev_i32_e32 v1, 31, v64
	v_mul_lo_u32 v4, s41, v64
	v_mul_lo_u32 v1, s40, v1
	v_mad_u64_u32 v[2:3], s[6:7], s40, v64, 0
	v_add3_u32 v3, v3, v1, v4
	v_lshl_add_u64 v[2:3], v[2:3], 2, v[30:31]
	global_store_dwordx4 v[2:3], v[80:83], off
.LBB0_71:
	s_or_b64 exec, exec, s[10:11]
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB0_73
	v_sub_f32_e32 v1, 0, v63
	v_cmp_nlt_f32_e64 vcc, -v63, s54
	s_nop 1
	v_cndmask_b32_e32 v1, v60, v1, vcc
	v_cmp_nlt_f32_e32 vcc, s55, v1
	s_nop 1
	v_cndmask_b32_e32 v1, v61, v1, vcc
	v_fmamk_f32 v2, v1, 0x3fb8aa3b, v57
	v_add_f32_e32 v63, 0xcb400000, v2
	v_fmac_f32_e32 v1, 0xbf317218, v63
	v_mul_f32_e32 v3, 0x3102e308, v63
	v_add_f32_e32 v5, v1, v3
	v_fmamk_f32 v2, v5, 0x39500d01, v58
	v_fmaak_f32 v2, v2, v5, 0x3c088889
	v_fmaak_f32 v2, v2, v5, 0x3d2aaaab
	v_fmaak_f32 v2, v2, v5, 0x3e2aaaab
	v_fma_f32 v2, v2, v5, 0.5
	v_mul_f32_e32 v4, v5, v5
	v_mul_f32_e32 v4, v4, v2
	v_add_f32_e32 v2, v5, v4
	v_cmp_o_f32_e32 vcc, v63, v63
	v_sub_f32_e32 v64, v2, v5
	v_sub_f32_e32 v5, v5, v1
	v_cndmask_b32_e32 v1, 0, v63, vcc
	v_add_f32_e32 v65, 1.0, v2
	v_cvt_i32_f32_e32 v1, v1
	v_sub_f32_e32 v64, v4, v64
	v_add_f32_e32 v4, -1.0, v65
	v_pk_add_f32 v[2:3], v[2:3], v[4:5] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_add_f32_e32 v3, v3, v64
	v_add_f32_e32 v2, v2, v3
	v_ashrrev_i32_e32 v3, 1, v1
	v_add_f32_e32 v2, v65, v2
	v_sub_u32_e32 v1, v1, v3
	v_lshl_add_u32 v3, v3, 23, 1.0
	v_lshl_add_u32 v1, v1, 23, 1.0
	v_mul_f32_e32 v2, v2, v3
	v_mul_f32_e32 v1, v2, v1
	v_add_f32_e32 v1, 1.0, v1
	v_div_scale_f32 v2, s[4:5], v1, v1, 1.0
	v_rcp_f32_e32 v3, v2
	s_nop 0
	v_fma_f32 v4, -v2, v3, 1.0
	v_fmac_f32_e32 v3, v4, v3
	v_div_scale_f32 v4, vcc, 1.0, v1, 1.0
	v_mul_f32_e32 v5, v4, v3
	v_fma_f32 v63, -v2, v5, v4
	v_fmac_f32_e32 v5, v63, v3
	v_fma_f32 v2, -v2, v5, v4
	v_div_fmas_f32 v2, v2, v3, v5
	v_div_fixup_f32 v1, v2, v1, 1.0
	ds_write_b32 v54, v1
.LBB0_73:
	s_or_b64 exec, exec, s[6:7]
	s_and_saveexec_b64 s[4:5], s[2:3]
	ds_write_b32 v59, v62
	s_or_b64 exec, exec, s[4:5]
	s_cmp_lt_i32 s59, 1
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_8
	s_ashr_i32 s2, s33, 31
	s_mul_i32 s3, s39, s33
	s_mul_i32 s2, s38, s2
	v_mov_b32_e32 v2, s33
	s_add_i32 s4, s2, s3
	v_mad_u64_u32 v[2:3], s[2:3], s38, v2, v[34:35]
	v_med3_i32 v1, s29, 1, 8
	v_add_u32_e32 v3, s4, v3
	s_movk_i32 s4, 0x3200
	s_mov_b32 s5, s33
	v_mov_b32_e32 v5, v55
	v_mov_b32_e32 v62, v39
	s_waitcnt vmcnt(0)
	s_branch .LBB0_78
.LBB0_77:
	s_or_b64 exec, exec, s[2:3]
	v_add_u32_e32 v1, -1, v1
	v_cmp_eq_u32_e32 vcc, 0, v1
	v_add_u32_e32 v62, 64, v62
	v_add_u32_e32 v5, 0x200, v5
	s_add_i32 s4, s4, 4
	v_lshl_add_u64 v[2:3], v[2:3], 0, s[38:39]
	s_add_i32 s5, s5, 1
	s_cbranch_vccnz .LBB0_8
.LBB0_78:
	s_waitcnt lgkmcnt(0)
	ds_read_b128 v[64:67], v5
	ds_read_b128 v[68:71], v5 offset:128
	ds_read_b128 v[72:75], v5 offset:256
	s_waitcnt lgkmcnt(2)
	v_pk_mul_f32 v[6:7], v[6:7], v[64:65]
	v_pk_mul_f32 v[80:81], v[16:17], v[66:67]
	ds_read_b128 v[64:67], v5 offset:4096
	ds_read_b128 v[76:79], v5 offset:4224
	s_waitcnt lgkmcnt(3)
	v_pk_mul_f32 v[82:83], v[14:15], v[68:69]
	ds_read_b128 v[14:17], v5 offset:384
	v_pk_mul_f32 v[20:21], v[20:21], v[70:71]
	s_waitcnt lgkmcnt(3)
	v_pk_mul_f32 v[72:73], v[10:11], v[72:73]
	v_pk_mul_f32 v[74:75], v[12:13], v[74:75]
	ds_read_b128 v[10:13], v5 offset:4352
	ds_read_b128 v[68:71], v5 offset:4480
	s_waitcnt lgkmcnt(2)
	v_pk_mul_f32 v[8:9], v[8:9], v[14:15]
	v_pk_mul_f32 v[18:19], v[18:19], v[16:17]
	v_mov_b32_e32 v14, v65
	v_mov_b32_e32 v15, v77
	v_mov_b32_e32 v16, v7
	v_mov_b32_e32 v17, v83
	v_pk_mul_f32 v[14:15], v[14:15], v[16:17]
	v_mov_b32_e32 v16, v64
	v_mov_b32_e32 v17, v76
	v_mov_b32_e32 v84, v6
	v_mov_b32_e32 v85, v82
	v_pk_fma_f32 v[14:15], v[16:17], v[84:85], v[14:15]
	v_mov_b32_e32 v16, v66
	v_mov_b32_e32 v17, v78
	v_mov_b32_e32 v84, v80
	v_mov_b32_e32 v85, v20
	v_pk_fma_f32 v[14:15], v[16:17], v[84:85], v[14:15]
	v_mov_b32_e32 v16, v67
	v_mov_b32_e32 v17, v79
	v_mov_b32_e32 v84, v81
	v_mov_b32_e32 v85, v21
	v_pk_fma_f32 v[14:15], v[16:17], v[84:85], v[14:15]
	s_waitcnt lgkmcnt(1)
	v_mov_b32_e32 v16, v11
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v17, v69
	v_mov_b32_e32 v84, v73
	v_mov_b32_e32 v85, v9
	v_pk_mul_f32 v[16:17], v[16:17], v[84:85]
	v_mov_b32_e32 v84, v10
	v_mov_b32_e32 v85, v68
	v_mov_b32_e32 v86, v72
	v_mov_b32_e32 v87, v8
	v_pk_fma_f32 v[16:17], v[84:85], v[86:87], v[16:17]
	v_mov_b32_e32 v84, v12
	v_mov_b32_e32 v85, v70
	v_mov_b32_e32 v86, v74
	v_mov_b32_e32 v87, v18
	v_pk_fma_f32 v[16:17], v[84:85], v[86:87], v[16:17]
	v_mov_b32_e32 v84, v13
	v_mov_b32_e32 v85, v71
	v_mov_b32_e32 v86, v75
	v_mov_b32_e32 v87, v19
	v_pk_fma_f32 v[16:17], v[84:85], v[86:87], v[16:17]
	s_nop 0
	v_pk_add_f32 v[14:15], v[14:15], v[16:17]
	s_nop 0
	v_add_f32_e32 v4, v14, v15
	ds_bpermute_b32 v14, v45, v4
	v_mov_b32_e32 v15, s4
	ds_read_b32 v16, v62
	ds_read_b32 v15, v15
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v4, v4, v14
	ds_bpermute_b32 v14, v46, v4
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v4, v4, v14
	ds_bpermute_b32 v14, v47, v4
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v4, v4, v14
	v_sub_f32_e32 v4, v16, v4
	v_mul_f32_e32 v4, v15, v4
	v_pk_fma_f32 v[6:7], v[64:65], v[4:5], v[6:7] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[16:17], v[66:67], v[4:5], v[80:81] op_sel_hi:[1,0,1]
	ds_read_b128 v[64:67], v5 offset:8192
	v_pk_fma_f32 v[14:15], v[76:77], v[4:5], v[82:83] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[20:21], v[78:79], v[4:5], v[20:21] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[10:11], v[10:11], v[4:5], v[72:73] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[12:13], v[12:13], v[4:5], v[74:75] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[8:9], v[68:69], v[4:5], v[8:9] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[18:19], v[70:71], v[4:5], v[18:19] op_sel_hi:[1,0,1]
	ds_read_b128 v[68:71], v5 offset:8320
	ds_read_b128 v[72:75], v5 offset:8448
	ds_read_b128 v[76:79], v5 offset:8576
	s_waitcnt lgkmcnt(3)
	v_mul_f32_e32 v63, v65, v7
	v_fmac_f32_e32 v63, v64, v6
	v_fmac_f32_e32 v63, v66, v16
	s_waitcnt lgkmcnt(2)
	v_mul_f32_e32 v64, v69, v15
	s_waitcnt lgkmcnt(1)
	v_mul_f32_e32 v65, v11, v73
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v66, v9, v77
	v_fmac_f32_e32 v64, v68, v14
	v_fmac_f32_e32 v65, v72, v10
	v_fmac_f32_e32 v66, v76, v8
	v_fmac_f32_e32 v64, v70, v20
	v_fmac_f32_e32 v65, v74, v12
	v_fmac_f32_e32 v66, v78, v18
	v_fmac_f32_e32 v63, v67, v17
	v_fmac_f32_e32 v64, v71, v21
	v_fmac_f32_e32 v65, v75, v13
	v_fmac_f32_e32 v66, v79, v19
	v_add_f32_e32 v63, v63, v65
	v_add_f32_e32 v64, v64, v66
	v_add_f32_e32 v63, v63, v64
	ds_bpermute_b32 v64, v45, v63
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v63, v63, v64
	ds_bpermute_b32 v64, v46, v63
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v63, v63, v64
	ds_bpermute_b32 v64, v47, v63
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_80
	s_add_i32 s6, s28, s5
	s_ashr_i32 s7, s6, 31
	s_mul_i32 s7, s40, s7
	s_mul_hi_u32 s8, s40, s6
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v63, v63, v64
	s_add_i32 s7, s8, s7
	s_mul_i32 s8, s41, s6
	v_bfe_u32 v64, v63, 16, 1
	s_add_i32 s7, s7, s8
	s_mul_i32 s6, s40, s6
	v_add3_u32 v64, v64, v63, s57
	v_or_b32_e32 v65, 0x400000, v63
	v_cmp_u_f32_e32 vcc, v63, v63
	s_nop 1
	v_cndmask_b32_e32 v63, v64, v65, vcc
	v_lshl_add_u64 v[64:65], s[6:7], 1, v[32:33]
	global_store_short_d16_hi v[64:65], v63, off
.LBB0_80:
	s_or_b64 exec, exec, s[2:3]
	s_cmp_lt_i32 s5, s25
	s_cselect_b64 s[2:3], -1, 0
	s_and_b64 s[6:7], s[2:3], s[42:43]
	s_and_saveexec_b64 s[2:3], s[6:7]
	s_cbranch_execz .LBB0_77
	global_store_dword v[2:3], v4, off
	s_branch .LBB0_77
.LBB0_82:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel kda_verify_tuple_act_bf16_dt_f32_pool_bf16_bv16w2_decay_in
		.amdhsa_group_segment_fixed_size 12832
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 268
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
		.amdhsa_accum_offset 92
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
	.size	kda_verify_tuple_act_bf16_dt_f32_pool_bf16_bv16w2_decay_in, .Lfunc_end0-kda_verify_tuple_act_bf16_dt_f32_pool_bf16_bv16w2_decay_in

	.set kda_verify_tuple_act_bf16_dt_f32_pool_bf16_bv16w2_decay_in.num_vgpr, 92
	.set kda_verify_tuple_act_bf16_dt_f32_pool_bf16_bv16w2_decay_in.num_agpr, 0
	.set kda_verify_tuple_act_bf16_dt_f32_pool_bf16_bv16w2_decay_in.numbered_sgpr, 62
	.set kda_verify_tuple_act_bf16_dt_f32_pool_bf16_bv16w2_decay_in.num_named_barrier, 0
	.set kda_verify_tuple_act_bf16_dt_f32_pool_bf16_bv16w2_decay_in.private_seg_size, 0
	.set kda_verify_tuple_act_bf16_dt_f32_pool_bf16_bv16w2_decay_in.uses_vcc, 1
	.set kda_verify_tuple_act_bf16_dt_f32_pool_bf16_bv16w2_decay_in.uses_flat_scratch, 0
	.set kda_verify_tuple_act_bf16_dt_f32_pool_bf16_bv16w2_decay_in.has_dyn_sized_stack, 0
	.set kda_verify_tuple_act_bf16_dt_f32_pool_bf16_bv16w2_decay_in.has_recursion, 0
	.set kda_verify_tuple_act_bf16_dt_f32_pool_bf16_bv16w2_decay_in.has_indirect_call, 0
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
        .name:           ring_u
        .offset:         144
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           ring_k
        .offset:         152
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           ring_decay
        .offset:         160
        .size:           8
        .value_kind:     global_buffer
      - .name:           stride_q
        .offset:         168
        .size:           8
        .value_kind:     by_value
      - .name:           stride_k
        .offset:         176
        .size:           8
        .value_kind:     by_value
      - .name:           stride_v
        .offset:         184
        .size:           8
        .value_kind:     by_value
      - .name:           stride_a
        .offset:         192
        .size:           8
        .value_kind:     by_value
      - .name:           stride_b
        .offset:         200
        .size:           8
        .value_kind:     by_value
      - .name:           u_row_pitch
        .offset:         208
        .size:           8
        .value_kind:     by_value
      - .name:           k_row_pitch
        .offset:         216
        .size:           8
        .value_kind:     by_value
      - .name:           decay_row_pitch
        .offset:         224
        .size:           8
        .value_kind:     by_value
      - .name:           scale
        .offset:         232
        .size:           4
        .value_kind:     by_value
      - .name:           softplus_beta
        .offset:         236
        .size:           4
        .value_kind:     by_value
      - .name:           softplus_threshold
        .offset:         240
        .size:           4
        .value_kind:     by_value
      - .address_space:  global
        .name:           decay
        .offset:         248
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           parents
        .offset:         256
        .size:           8
        .value_kind:     global_buffer
      - .name:           parents_on
        .offset:         264
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 12832
    .kernarg_segment_align: 8
    .kernarg_segment_size: 268
    .max_flat_workgroup_size: 128
    .name:           kda_verify_tuple_act_bf16_dt_f32_pool_bf16_bv16w2_decay_in
    .private_segment_fixed_size: 0
    .sgpr_count:     68
    .sgpr_spill_count: 0
    .symbol:         kda_verify_tuple_act_bf16_dt_f32_pool_bf16_bv16w2_decay_in.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     92
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
