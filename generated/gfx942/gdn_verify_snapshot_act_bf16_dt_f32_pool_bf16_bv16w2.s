; deltagen generated file: do not edit. Regenerate with `cargo xtask gen`.
; kernel: gdn_verify  instance: gdn_verify_snapshot_act_bf16_dt_f32_pool_bf16_bv16w2  arch: gfx942
; profile=portable  mode=snapshot  act_dtype=bf16  dt_bias_dtype=f32  pool_dtype=bf16  tile=bv16w2  lanes_per_column=8  requests=any
; ir-sha256: e1b8545c46af0103a1c30fa34e6fd124d6af7ba7abb7280b3591e5d23f43ed89
; llvm: 22.1  pipeline: default<O3>  ld.lld: LLVM 22.1
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 6
	.text
	.globl	gdn_verify_snapshot_act_bf16_dt_f32_pool_bf16_bv16w2
	.p2align	8
	.type	gdn_verify_snapshot_act_bf16_dt_f32_pool_bf16_bv16w2,@function
gdn_verify_snapshot_act_bf16_dt_f32_pool_bf16_bv16w2:
	s_load_dwordx8 s[20:27], s[0:1], 0x4
	s_mov_b32 s52, s3
	s_ashr_i32 s3, s2, 31
	s_lshr_b32 s3, s3, 29
	v_and_b32_e32 v32, 7, v0
	s_waitcnt lgkmcnt(0)
	s_max_i32 s4, s22, 1
	v_cvt_f32_u32_e32 v1, s4
	s_sub_i32 s5, 0, s4
	s_add_i32 s22, s2, s3
	s_and_b32 s3, s22, 0xffffff8
	v_rcp_iflag_f32_e32 v1, v1
	s_sub_i32 s33, s2, s3
	s_abs_i32 s2, s23
	s_ashr_i32 s34, s22, 3
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	s_ashr_i32 s3, s23, 31
	v_readfirstlane_b32 s6, v1
	s_mul_i32 s5, s5, s6
	s_mul_hi_u32 s5, s6, s5
	s_add_i32 s6, s6, s5
	s_mul_hi_u32 s5, s2, s6
	s_mul_i32 s6, s5, s4
	s_sub_i32 s2, s2, s6
	s_add_i32 s7, s5, 1
	s_sub_i32 s6, s2, s4
	s_cmp_ge_u32 s2, s4
	s_cselect_b32 s5, s7, s5
	s_cselect_b32 s2, s6, s2
	s_add_i32 s6, s5, 1
	s_cmp_ge_u32 s2, s4
	s_cselect_b32 s2, s6, s5
	s_load_dwordx16 s[4:19], s[0:1], 0x60
	s_load_dwordx16 s[36:51], s[0:1], 0x20
	s_xor_b32 s2, s2, s3
	s_sub_i32 s2, s2, s3
	s_ashr_i32 s35, s34, 31
	s_max_i32 s2, s2, 1
	s_lshl_b64 s[30:31], s[34:35], 2
	s_waitcnt lgkmcnt(0)
	s_add_u32 s28, s10, s30
	s_addc_u32 s29, s11, s31
	s_add_u32 s30, s12, s30
	s_addc_u32 s31, s13, s31
	s_ashr_i32 s53, s52, 31
	s_lshl_b64 s[10:11], s[52:53], 2
	s_add_u32 s12, s36, s10
	s_addc_u32 s13, s37, s11
	s_load_dword s27, s[12:13], 0x0
	v_cvt_f32_u32_e32 v1, s2
	s_waitcnt lgkmcnt(0)
	s_cmp_gt_i32 s27, -1
	s_cselect_b64 s[12:13], -1, 0
	s_cmp_lt_i32 s27, s21
	s_cselect_b64 s[36:37], -1, 0
	s_and_b64 s[54:55], s[12:13], s[36:37]
	s_add_u32 s38, s38, s10
	s_addc_u32 s39, s39, s11
	s_load_dwordx2 s[12:13], s[38:39], 0x0
	v_rcp_iflag_f32_e32 v2, v1
	v_lshrrev_b32_e32 v1, 3, v0
	v_lshl_or_b32 v24, s33, 4, v1
	v_ashrrev_i32_e32 v25, 31, v24
	s_waitcnt lgkmcnt(0)
	s_cmp_gt_i32 s12, -1
	s_cselect_b64 s[38:39], -1, 0
	s_cmp_ge_i32 s13, s12
	s_cselect_b64 s[52:53], -1, 0
	s_cmp_le_i32 s13, s20
	s_cselect_b64 s[20:21], -1, 0
	s_and_b64 s[38:39], s[38:39], s[52:53]
	s_sub_i32 s13, s13, s12
	s_and_b64 s[38:39], s[20:21], s[38:39]
	s_cmp_le_i32 s13, s25
	s_cselect_b64 s[52:53], -1, 0
	s_and_b64 s[20:21], s[52:53], s[38:39]
	v_mul_f32_e32 v2, 0x4f7ffffe, v2
	s_and_b64 s[58:59], s[54:55], s[20:21]
	v_cvt_u32_f32_e32 v2, v2
	s_add_u32 s10, s40, s10
	s_addc_u32 s11, s41, s11
	s_load_dword s55, s[10:11], 0x0
	v_readfirstlane_b32 s56, v2
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, v2
	s_lshl_b64 s[10:11], s[34:35], 7
	s_andn2_b64 vcc, exec, s[58:59]
	v_mov_b64_e32 v[6:7], v[2:3]
	v_mov_b64_e32 v[4:5], v[2:3]
	v_mov_b64_e32 v[12:13], v[2:3]
	v_mov_b64_e32 v[10:11], v[2:3]
	v_mov_b64_e32 v[14:15], v[2:3]
	v_mov_b64_e32 v[8:9], v[2:3]
	v_mov_b64_e32 v[16:17], v[2:3]
	s_cbranch_vccnz .LBB0_2
	s_mul_i32 s33, s45, s27
	s_mul_hi_u32 s40, s44, s27
	s_add_i32 s41, s40, s33
	s_mul_i32 s40, s44, s27
	s_lshl_b64 s[40:41], s[40:41], 1
	v_lshl_add_u64 v[4:5], s[10:11], 0, v[24:25]
	s_add_u32 s40, s42, s40
	s_addc_u32 s41, s43, s41
	v_lshlrev_b64 v[4:5], 8, v[4:5]
	v_lshl_add_u64 v[4:5], s[40:41], 0, v[4:5]
	v_lshlrev_b32_e32 v6, 3, v32
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
	v_and_b32_e32 v17, 0xffff0000, v8
	v_lshlrev_b32_e32 v16, 16, v8
	v_and_b32_e32 v19, 0xffff0000, v9
	v_lshlrev_b32_e32 v18, 16, v9
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v9, 0xffff0000, v10
	v_lshlrev_b32_e32 v8, 16, v10
	v_and_b32_e32 v21, 0xffff0000, v11
	v_lshlrev_b32_e32 v20, 16, v11
	v_pk_add_f32 v[2:3], v[2:3], 0 op_sel_hi:[1,0]
	v_pk_add_f32 v[6:7], v[12:13], 0 op_sel_hi:[1,0]
	v_pk_add_f32 v[4:5], v[4:5], 0 op_sel_hi:[1,0]
	v_pk_add_f32 v[12:13], v[14:15], 0 op_sel_hi:[1,0]
	v_pk_add_f32 v[10:11], v[16:17], 0 op_sel_hi:[1,0]
	v_pk_add_f32 v[14:15], v[18:19], 0 op_sel_hi:[1,0]
	v_pk_add_f32 v[8:9], v[8:9], 0 op_sel_hi:[1,0]
	v_pk_add_f32 v[16:17], v[20:21], 0 op_sel_hi:[1,0]
.LBB0_2:
	s_load_dword s33, s[28:29], 0x0
	s_load_dword s54, s[30:31], 0x0
	s_xor_b64 s[30:31], s[52:53], -1
	s_xor_b64 s[28:29], s[38:39], -1
	s_and_b64 s[30:31], s[38:39], s[30:31]
	s_and_b64 s[30:31], s[30:31], exec
	s_cselect_b32 s27, 2, 0
	s_and_b64 s[30:31], s[36:37], exec
	s_cselect_b32 s30, 0, 4
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_i32 s55, s24
	s_cselect_b64 s[44:45], -1, 0
	v_cndmask_b32_e64 v18, 0, 1, s[28:29]
	s_and_b64 s[28:29], s[44:45], exec
	s_cselect_b32 s24, 0, 8
	s_or_b32 s24, s24, s30
	v_readfirstlane_b32 s28, v18
	s_or_b32 s24, s24, s28
	s_or_b32 s24, s24, s27
	s_cmp_eq_u32 s24, 0
	s_cselect_b64 s[28:29], -1, 0
	s_cmp_eq_u32 s26, 0
	s_cselect_b64 s[26:27], -1, 0
	s_or_b64 s[26:27], s[26:27], s[28:29]
	s_and_b64 vcc, exec, s[26:27]
	s_cbranch_vccnz .LBB0_6
	v_mbcnt_lo_u32_b32 v18, exec_lo, 0
	v_mbcnt_hi_u32_b32 v18, exec_hi, v18
	v_cmp_eq_u32_e32 vcc, 0, v18
	s_and_saveexec_b64 s[26:27], vcc
	s_cbranch_execz .LBB0_5
	v_mov_b32_e32 v18, 0
	v_mov_b32_e32 v19, s24
	global_atomic_or v18, v19, s[46:47]
.LBB0_5:
	s_or_b64 exec, exec, s[26:27]
.LBB0_6:
	s_and_b64 s[20:21], s[20:21], exec
	s_cselect_b32 s24, s13, 0
	s_add_i32 s20, s24, 7
	s_cmp_lt_i32 s20, 8
	s_mov_b32 s46, 0
	s_cbranch_scc1 .LBB0_62
	s_sub_i32 s21, 0, s2
	s_mul_i32 s21, s21, s56
	s_mul_hi_u32 s21, s56, s21
	s_add_i32 s56, s56, s21
	s_ashr_i32 s21, s20, 31
	s_lshr_b32 s21, s21, 29
	s_add_i32 s20, s20, s21
	s_abs_i32 s52, s34
	s_ashr_i32 s22, s22, 31
	s_ashr_i32 s47, s20, 3
	s_lshl_b64 s[10:11], s[10:11], 1
	s_add_u32 s4, s4, s10
	s_addc_u32 s5, s5, s11
	v_lshlrev_b64 v[22:23], 1, v[24:25]
	v_lshl_add_u64 v[18:19], s[4:5], 0, v[22:23]
	s_lshl_b64 s[4:5], s[34:35], 1
	s_add_u32 s20, s6, s4
	s_addc_u32 s21, s7, s5
	s_mul_hi_u32 s53, s52, s56
	s_add_u32 s26, s8, s4
	s_addc_u32 s27, s9, s5
	s_load_dwordx8 s[36:43], s[0:1], 0xa0
	s_load_dwordx2 s[4:5], s[0:1], 0xc0
	s_load_dwordx4 s[28:31], s[0:1], 0xc8
	s_mul_i32 s0, s53, s2
	s_sub_i32 s0, s52, s0
	s_add_i32 s1, s53, 1
	s_sub_i32 s6, s0, s2
	s_cmp_ge_u32 s0, s2
	s_cselect_b32 s1, s1, s53
	s_cselect_b32 s0, s6, s0
	s_add_i32 s6, s1, 1
	s_cmp_ge_u32 s0, s2
	s_cselect_b32 s2, s6, s1
	s_waitcnt lgkmcnt(0)
	v_div_scale_f32 v20, s[0:1], s29, s29, 1.0
	v_rcp_f32_e32 v21, v20
	s_xor_b32 s0, s2, s22
	s_sub_i32 s0, s0, s22
	s_ashr_i32 s1, s0, 31
	v_fma_f32 v26, -v20, v21, 1.0
	v_fmac_f32_e32 v21, v26, v21
	v_div_scale_f32 v26, vcc, 1.0, s29, 1.0
	v_mul_f32_e32 v27, v26, v21
	v_fma_f32 v28, -v20, v27, v26
	v_fmac_f32_e32 v27, v28, v21
	v_fma_f32 v20, -v20, v27, v26
	v_div_fmas_f32 v20, v20, v21, v27
	v_div_fixup_f32 v34, v20, s29, 1.0
	v_mov_b32_e32 v20, 0x2000
	s_cmp_gt_i32 s55, -1
	v_lshl_or_b32 v35, v1, 2, v20
	v_lshlrev_b32_e32 v1, 2, v0
	s_cselect_b64 s[6:7], -1, 0
	v_and_b32_e32 v26, 0x7c, v1
	s_lshl_b64 s[0:1], s[0:1], 7
	v_or_b32_e32 v20, s0, v26
	s_add_u32 s0, s14, s10
	s_mul_i32 s5, s5, s55
	s_mul_hi_u32 s8, s4, s55
	s_mov_b32 s2, s23
	v_mov_b32_e32 v21, s1
	s_addc_u32 s1, s15, s11
	s_add_i32 s5, s8, s5
	s_mul_i32 s4, s4, s55
	s_lshl_b64 s[14:15], s[2:3], 7
	s_and_b64 s[6:7], s[6:7], s[44:45]
	s_lshl_b64 s[4:5], s[4:5], 1
	s_lshl_b64 s[8:9], s[34:35], 15
	v_lshrrev_b32_e32 v33, 5, v0
	s_add_u32 s4, s4, s8
	v_or_b32_e32 v39, 4, v33
	v_and_b32_e32 v27, 0xfc, v1
	v_lshlrev_b32_e32 v26, 2, v26
	s_addc_u32 s5, s5, s9
	v_lshlrev_b64 v[24:25], 8, v[24:25]
	v_xor_b32_e32 v40, 64, v27
	v_xor_b32_e32 v41, 32, v27
	v_xor_b32_e32 v42, 16, v27
	v_xor_b32_e32 v43, 8, v27
	v_xor_b32_e32 v44, 4, v27
	v_lshl_or_b32 v45, v33, 9, v26
	v_lshl_or_b32 v47, v39, 9, v26
	v_lshl_add_u64 v[24:25], s[4:5], 0, v[24:25]
	v_lshlrev_b32_e32 v26, 3, v32
	v_mov_b32_e32 v27, 0
	v_add_u32_e32 v49, 0x2220, v1
	v_or_b32_e32 v50, 0x2200, v1
	v_lshlrev_b32_e32 v1, 6, v32
	v_lshl_add_u64 v[24:25], v[24:25], 0, v[26:27]
	v_add_u32_e32 v36, s12, v32
	v_add_u32_e32 v37, s12, v0
	v_add_u32_e32 v38, s12, v33
	v_or_b32_e32 v46, 0x1000, v45
	v_or_b32_e32 v48, 0x1000, v47
	v_lshl_add_u64 v[22:23], s[0:1], 0, v[22:23]
	v_cmp_eq_u32_e64 s[0:1], 0, v32
	s_mov_b32 s22, s28
	s_mov_b32 s23, s28
	v_lshlrev_b32_e32 v51, 4, v32
	v_lshl_add_u64 v[24:25], s[16:17], 0, v[24:25]
	s_lshl_b64 s[16:17], s[2:3], 15
	s_mov_b32 s28, 0xf800000
	v_mov_b32_e32 v52, 0x260
	s_mov_b32 s31, 0xc2d00000
	s_mov_b32 s52, 0x42b20000
	v_mov_b32_e32 v53, 0x4b400000
	v_mov_b32_e32 v54, 0x3ab60b61
	s_mov_b32 s53, 0x800000
	v_mov_b32_e32 v55, 0x3e638e39
	s_mov_b32 s55, 0x7f800000
	v_add_u32_e32 v56, v35, v1
	s_movk_i32 s56, 0x7fff
	s_xor_b64 s[34:35], s[6:7], -1
	s_mov_b32 s57, 0x7060302
	v_bfrev_b32_e32 v57, 1
	v_mov_b32_e32 v58, 0xc2d00000
	v_mov_b32_e32 v59, 0x42b20000
	v_mov_b32_e32 v26, -1.0
	v_not_b32_e32 v60, 22
	v_mov_b32_e32 v61, 0xff800000
	v_mov_b32_e32 v62, 0x7f800000
	v_mov_b32_e32 v63, 0x7fc00000
	s_mov_b32 s58, 0
	s_branch .LBB0_9
.LBB0_8:
	s_add_i32 s58, s58, 1
	s_add_i32 s13, s13, -8
	s_add_i32 s46, s46, 8
	s_cmp_eq_u32 s58, s47
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_62
.LBB0_9:
	s_lshl_b32 s60, s58, 3
	s_sub_i32 s59, s24, s60
	v_mov_b32_e32 v27, 0
	v_cmp_gt_i32_e64 s[2:3], s59, v32
	v_mov_b32_e32 v29, v27
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_11
	v_add_u32_e32 v1, s60, v36
	v_ashrrev_i32_e32 v28, 31, v1
	v_mul_lo_u32 v30, s38, v28
	v_mul_lo_u32 v31, s39, v1
	v_mad_u64_u32 v[28:29], s[6:7], s38, v1, 0
	v_add3_u32 v29, v29, v30, v31
	v_lshl_add_u64 v[28:29], v[28:29], 1, v[18:19]
	global_load_ushort v1, v[28:29], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v29, 16, v1
.LBB0_11:
	s_or_b64 exec, exec, s[4:5]
	s_min_i32 s8, s59, 8
	v_add_u32_e32 v28, s60, v37
	v_cmp_gt_i32_e64 s[4:5], s8, v0
	v_ashrrev_i32_e32 v1, 31, v28
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB0_13
	v_mul_lo_u32 v27, s41, v28
	v_mul_lo_u32 v64, s40, v1
	v_mad_u64_u32 v[30:31], s[10:11], s40, v28, 0
	v_add3_u32 v31, v31, v64, v27
	v_lshl_add_u64 v[30:31], v[30:31], 1, s[20:21]
	global_load_ushort v27, v[30:31], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v27, 16, v27
.LBB0_13:
	s_or_b64 exec, exec, s[6:7]
	v_mov_b32_e32 v72, 0
	v_mov_b32_e32 v64, v72
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB0_15
	v_mul_lo_u32 v64, s43, v28
	v_mul_lo_u32 v1, s42, v1
	v_mad_u64_u32 v[30:31], s[10:11], s42, v28, 0
	v_add3_u32 v31, v31, v1, v64
	v_lshl_add_u64 v[30:31], v[30:31], 1, s[26:27]
	global_load_ushort v1, v[30:31], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v64, 16, v1
.LBB0_15:
	s_or_b64 exec, exec, s[6:7]
	v_add_u32_e32 v28, s60, v38
	v_ashrrev_i32_e32 v1, 31, v28
	v_mul_lo_u32 v65, s18, v1
	v_mul_lo_u32 v66, s19, v28
	v_mad_u64_u32 v[30:31], s[6:7], s18, v28, v[20:21]
	v_cmp_gt_i32_e32 vcc, s8, v33
	v_add3_u32 v31, v66, v31, v65
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_17
	v_lshl_add_u64 v[66:67], v[30:31], 1, s[48:49]
	global_load_ushort v65, v[66:67], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v72, 16, v65
.LBB0_17:
	s_or_b64 exec, exec, s[6:7]
	v_mov_b32_e32 v70, 0
	v_mov_b32_e32 v77, v70
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_19
	v_lshl_add_u64 v[66:67], v[30:31], 1, s[48:49]
	global_load_ushort v65, v[66:67], off offset:2
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v77, 16, v65
.LBB0_19:
	s_or_b64 exec, exec, s[6:7]
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_21
	v_lshl_add_u64 v[66:67], v[30:31], 1, s[48:49]
	global_load_ushort v65, v[66:67], off offset:4
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v70, 16, v65
.LBB0_21:
	s_or_b64 exec, exec, s[6:7]
	v_mov_b32_e32 v75, 0
	v_mov_b32_e32 v74, v75
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_23
	v_lshl_add_u64 v[30:31], v[30:31], 1, s[48:49]
	global_load_ushort v30, v[30:31], off offset:6
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v74, 16, v30
.LBB0_23:
	s_or_b64 exec, exec, s[6:7]
	v_mad_u64_u32 v[30:31], s[6:7], s36, v28, v[20:21]
	v_mul_lo_u32 v1, s36, v1
	v_mul_lo_u32 v65, s37, v28
	v_add3_u32 v31, v65, v31, v1
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_25
	v_lshl_add_u64 v[66:67], v[30:31], 1, s[50:51]
	global_load_ushort v1, v[66:67], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v75, 16, v1
.LBB0_25:
	s_or_b64 exec, exec, s[6:7]
	v_mov_b32_e32 v73, 0
	v_mov_b32_e32 v78, v73
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_27
	v_lshl_add_u64 v[66:67], v[30:31], 1, s[50:51]
	global_load_ushort v1, v[66:67], off offset:2
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v78, 16, v1
.LBB0_27:
	s_or_b64 exec, exec, s[6:7]
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_29
	v_lshl_add_u64 v[66:67], v[30:31], 1, s[50:51]
	global_load_ushort v1, v[66:67], off offset:4
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v73, 16, v1
.LBB0_29:
	s_or_b64 exec, exec, s[6:7]
	v_mov_b32_e32 v66, 0
	v_mov_b32_e32 v76, v66
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_31
	v_lshl_add_u64 v[30:31], v[30:31], 1, s[50:51]
	global_load_ushort v1, v[30:31], off offset:6
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v76, 16, v1
.LBB0_31:
	s_or_b64 exec, exec, s[6:7]
	v_add_u32_e32 v28, 4, v28
	v_ashrrev_i32_e32 v1, 31, v28
	v_cmp_gt_i32_e64 s[6:7], s8, v39
	v_mul_lo_u32 v65, s18, v1
	v_mul_lo_u32 v67, s19, v28
	v_mad_u64_u32 v[30:31], s[8:9], s18, v28, v[20:21]
	v_add3_u32 v31, v67, v31, v65
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB0_33
	v_lshl_add_u64 v[66:67], v[30:31], 1, s[48:49]
	global_load_ushort v65, v[66:67], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v66, 16, v65
.LBB0_33:
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32_e32 v65, 0
	v_mov_b32_e32 v69, v65
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB0_35
	v_lshl_add_u64 v[68:69], v[30:31], 1, s[48:49]
	global_load_ushort v67, v[68:69], off offset:2
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v69, 16, v67
.LBB0_35:
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB0_37
	v_lshl_add_u64 v[80:81], v[30:31], 1, s[48:49]
	global_load_ushort v65, v[80:81], off offset:4
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v65, 16, v65
.LBB0_37:
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32_e32 v68, 0
	v_mov_b32_e32 v67, v68
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB0_39
	v_lshl_add_u64 v[30:31], v[30:31], 1, s[48:49]
	global_load_ushort v30, v[30:31], off offset:6
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v67, 16, v30
.LBB0_39:
	s_or_b64 exec, exec, s[8:9]
	v_mad_u64_u32 v[30:31], s[8:9], s36, v28, v[20:21]
	v_mul_lo_u32 v1, s36, v1
	v_mul_lo_u32 v28, s37, v28
	v_add3_u32 v31, v28, v31, v1
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB0_41
	v_lshl_add_u64 v[80:81], v[30:31], 1, s[50:51]
	global_load_ushort v1, v[80:81], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v68, 16, v1
.LBB0_41:
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v71, v1
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execnz .LBB0_56
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execnz .LBB0_57
.LBB0_43:
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32_e32 v28, 0
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execnz .LBB0_58
.LBB0_44:
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[44:45], vcc
	s_cbranch_execnz .LBB0_59
.LBB0_45:
	s_or_b64 exec, exec, s[44:45]
	s_and_saveexec_b64 s[10:11], s[6:7]
	s_cbranch_execnz .LBB0_60
.LBB0_46:
	s_or_b64 exec, exec, s[10:11]
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execnz .LBB0_61
.LBB0_47:
	s_or_b64 exec, exec, s[6:7]
	s_and_saveexec_b64 s[4:5], s[2:3]
.LBB0_48:
	ds_write_b32 v56, v29
.LBB0_49:
	s_or_b64 exec, exec, s[4:5]
	s_cmp_lt_i32 s59, 1
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_8
	s_ashr_i32 s2, s46, 31
	s_mul_i32 s3, s17, s46
	s_mul_i32 s2, s16, s2
	v_mov_b32_e32 v27, s46
	s_add_i32 s4, s2, s3
	v_mad_u64_u32 v[28:29], s[2:3], s16, v27, v[24:25]
	v_med3_i32 v1, s13, 1, 8
	v_add_u32_e32 v29, s4, v29
	s_movk_i32 s4, 0x2200
	s_mov_b32 s5, s46
	v_mov_b32_e32 v27, v51
	v_mov_b32_e32 v30, v35
	s_branch .LBB0_52
.LBB0_51:
	v_add_u32_e32 v1, -1, v1
	v_cmp_eq_u32_e32 vcc, 0, v1
	v_add_u32_e32 v30, 64, v30
	v_add_u32_e32 v27, 0x200, v27
	s_add_i32 s4, s4, 4
	s_add_i32 s5, s5, 1
	v_lshl_add_u64 v[28:29], v[28:29], 0, s[16:17]
	s_cbranch_vccnz .LBB0_8
.LBB0_52:
	v_mov_b32_e32 v31, s4
	ds_read2_b32 v[80:81], v31 offset1:8
	s_waitcnt lgkmcnt(1)
	ds_read_b128 v[64:67], v27
	ds_read_b128 v[68:71], v27 offset:128
	ds_read_b128 v[72:75], v27 offset:256
	ds_read_b128 v[76:79], v27 offset:384
	s_waitcnt lgkmcnt(4)
	v_mov_b32_e32 v82, v81
	v_pk_mul_f32 v[2:3], v[2:3], v[82:83] op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[4:5], v[82:83] op_sel_hi:[1,0]
	v_pk_mul_f32 v[6:7], v[6:7], v[82:83] op_sel_hi:[1,0]
	v_pk_mul_f32 v[12:13], v[12:13], v[82:83] op_sel_hi:[1,0]
	v_pk_mul_f32 v[10:11], v[10:11], v[82:83] op_sel_hi:[1,0]
	v_pk_mul_f32 v[14:15], v[14:15], v[82:83] op_sel_hi:[1,0]
	v_pk_mul_f32 v[8:9], v[8:9], v[82:83] op_sel_hi:[1,0]
	v_pk_mul_f32 v[16:17], v[16:17], v[82:83] op_sel_hi:[1,0]
	v_mov_b32_e32 v82, v3
	v_mov_b32_e32 v83, v5
	s_waitcnt lgkmcnt(3)
	v_mov_b32_e32 v84, v65
	s_waitcnt lgkmcnt(2)
	v_mov_b32_e32 v85, v69
	v_pk_mul_f32 v[82:83], v[82:83], v[84:85]
	v_mov_b32_e32 v84, v64
	v_mov_b32_e32 v85, v68
	v_mov_b32_e32 v86, v2
	v_mov_b32_e32 v87, v4
	v_pk_fma_f32 v[82:83], v[84:85], v[86:87], v[82:83]
	v_mov_b32_e32 v84, v66
	v_mov_b32_e32 v85, v70
	v_mov_b32_e32 v86, v6
	v_mov_b32_e32 v87, v12
	v_pk_fma_f32 v[82:83], v[84:85], v[86:87], v[82:83]
	v_mov_b32_e32 v84, v67
	v_mov_b32_e32 v85, v71
	v_mov_b32_e32 v86, v7
	v_mov_b32_e32 v87, v13
	v_pk_fma_f32 v[82:83], v[84:85], v[86:87], v[82:83]
	v_mov_b32_e32 v84, v11
	v_mov_b32_e32 v85, v9
	s_waitcnt lgkmcnt(1)
	v_mov_b32_e32 v86, v73
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v87, v77
	v_pk_mul_f32 v[84:85], v[84:85], v[86:87]
	v_mov_b32_e32 v86, v72
	v_mov_b32_e32 v87, v76
	v_mov_b32_e32 v88, v10
	v_mov_b32_e32 v89, v8
	v_pk_fma_f32 v[84:85], v[86:87], v[88:89], v[84:85]
	v_mov_b32_e32 v86, v74
	v_mov_b32_e32 v87, v78
	v_mov_b32_e32 v88, v14
	v_mov_b32_e32 v89, v16
	v_pk_fma_f32 v[84:85], v[86:87], v[88:89], v[84:85]
	v_mov_b32_e32 v86, v75
	v_mov_b32_e32 v87, v79
	v_mov_b32_e32 v88, v15
	v_mov_b32_e32 v89, v17
	v_pk_fma_f32 v[84:85], v[86:87], v[88:89], v[84:85]
	s_nop 0
	v_pk_add_f32 v[82:83], v[82:83], v[84:85]
	s_nop 0
	v_add_f32_e32 v31, v82, v83
	ds_bpermute_b32 v81, v42, v31
	ds_read_b32 v82, v30
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v31, v31, v81
	ds_bpermute_b32 v81, v43, v31
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v31, v31, v81
	ds_bpermute_b32 v81, v44, v31
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v31, v31, v81
	v_sub_f32_e32 v31, v82, v31
	v_mul_f32_e32 v80, v80, v31
	v_pk_fma_f32 v[2:3], v[64:65], v[80:81], v[2:3] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[6:7], v[66:67], v[80:81], v[6:7] op_sel_hi:[1,0,1]
	ds_read_b128 v[64:67], v27 offset:4096
	v_pk_fma_f32 v[4:5], v[68:69], v[80:81], v[4:5] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[12:13], v[70:71], v[80:81], v[12:13] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[10:11], v[72:73], v[80:81], v[10:11] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[14:15], v[74:75], v[80:81], v[14:15] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[8:9], v[76:77], v[80:81], v[8:9] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[16:17], v[78:79], v[80:81], v[16:17] op_sel_hi:[1,0,1]
	ds_read_b128 v[68:71], v27 offset:4224
	ds_read_b128 v[72:75], v27 offset:4352
	ds_read_b128 v[76:79], v27 offset:4480
	s_waitcnt lgkmcnt(3)
	v_mul_f32_e32 v31, v65, v3
	v_fmac_f32_e32 v31, v64, v2
	v_fmac_f32_e32 v31, v66, v6
	s_waitcnt lgkmcnt(2)
	v_mul_f32_e32 v64, v69, v5
	s_waitcnt lgkmcnt(1)
	v_mul_f32_e32 v65, v11, v73
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v66, v9, v77
	v_fmac_f32_e32 v64, v68, v4
	v_fmac_f32_e32 v65, v72, v10
	v_fmac_f32_e32 v66, v76, v8
	v_fmac_f32_e32 v64, v70, v12
	v_fmac_f32_e32 v65, v74, v14
	v_fmac_f32_e32 v66, v78, v16
	v_fmac_f32_e32 v31, v67, v7
	v_fmac_f32_e32 v64, v71, v13
	v_fmac_f32_e32 v65, v75, v15
	v_fmac_f32_e32 v66, v79, v17
	v_add_f32_e32 v31, v31, v65
	v_add_f32_e32 v64, v64, v66
	v_add_f32_e32 v31, v31, v64
	ds_bpermute_b32 v64, v42, v31
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v31, v31, v64
	ds_bpermute_b32 v64, v43, v31
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v31, v31, v64
	ds_bpermute_b32 v64, v44, v31
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_54
	s_add_i32 s6, s12, s5
	s_ashr_i32 s7, s6, 31
	s_mul_i32 s7, s14, s7
	s_mul_hi_u32 s8, s14, s6
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v31, v31, v64
	s_add_i32 s7, s8, s7
	s_mul_i32 s8, s15, s6
	v_bfe_u32 v64, v31, 16, 1
	s_add_i32 s7, s7, s8
	s_mul_i32 s6, s14, s6
	v_add3_u32 v64, v64, v31, s56
	v_or_b32_e32 v65, 0x400000, v31
	v_cmp_u_f32_e32 vcc, v31, v31
	s_nop 1
	v_cndmask_b32_e32 v31, v64, v65, vcc
	v_lshl_add_u64 v[64:65], s[6:7], 1, v[22:23]
	global_store_short_d16_hi v[64:65], v31, off
.LBB0_54:
	s_or_b64 exec, exec, s[2:3]
	s_cmp_ge_i32 s5, s25
	s_cselect_b64 s[2:3], -1, 0
	s_or_b64 s[2:3], s[2:3], s[34:35]
	s_and_b64 vcc, exec, s[2:3]
	s_cbranch_vccnz .LBB0_51
	v_bfe_u32 v31, v7, 16, 1
	v_add3_u32 v31, v31, v7, s56
	s_waitcnt lgkmcnt(0)
	v_or_b32_e32 v64, 0x400000, v7
	v_cmp_u_f32_e32 vcc, v7, v7
	v_or_b32_e32 v65, 0x400000, v6
	v_or_b32_e32 v66, 0x400000, v3
	v_cndmask_b32_e32 v31, v31, v64, vcc
	v_bfe_u32 v64, v6, 16, 1
	v_add3_u32 v64, v64, v6, s56
	v_cmp_u_f32_e32 vcc, v6, v6
	v_or_b32_e32 v67, 0x400000, v2
	s_nop 0
	v_cndmask_b32_e32 v64, v64, v65, vcc
	v_bfe_u32 v65, v3, 16, 1
	v_add3_u32 v65, v65, v3, s56
	v_cmp_u_f32_e32 vcc, v3, v3
	s_nop 1
	v_cndmask_b32_e32 v66, v65, v66, vcc
	v_bfe_u32 v65, v2, 16, 1
	v_add3_u32 v65, v65, v2, s56
	v_cmp_u_f32_e32 vcc, v2, v2
	s_nop 1
	v_cndmask_b32_e32 v67, v65, v67, vcc
	v_perm_b32 v65, v31, v64, s57
	v_perm_b32 v64, v66, v67, s57
	v_bfe_u32 v31, v13, 16, 1
	global_store_dwordx2 v[28:29], v[64:65], off
	v_add3_u32 v31, v31, v13, s56
	v_or_b32_e32 v64, 0x400000, v13
	v_cmp_u_f32_e32 vcc, v13, v13
	v_or_b32_e32 v65, 0x400000, v12
	v_or_b32_e32 v66, 0x400000, v5
	v_cndmask_b32_e32 v31, v31, v64, vcc
	v_bfe_u32 v64, v12, 16, 1
	v_add3_u32 v64, v64, v12, s56
	v_cmp_u_f32_e32 vcc, v12, v12
	v_or_b32_e32 v67, 0x400000, v4
	s_nop 0
	v_cndmask_b32_e32 v64, v64, v65, vcc
	v_bfe_u32 v65, v5, 16, 1
	v_add3_u32 v65, v65, v5, s56
	v_cmp_u_f32_e32 vcc, v5, v5
	s_nop 1
	v_cndmask_b32_e32 v66, v65, v66, vcc
	v_bfe_u32 v65, v4, 16, 1
	v_add3_u32 v65, v65, v4, s56
	v_cmp_u_f32_e32 vcc, v4, v4
	s_nop 1
	v_cndmask_b32_e32 v67, v65, v67, vcc
	v_perm_b32 v65, v31, v64, s57
	v_perm_b32 v64, v66, v67, s57
	v_bfe_u32 v31, v15, 16, 1
	global_store_dwordx2 v[28:29], v[64:65], off offset:64
	v_add3_u32 v31, v31, v15, s56
	v_or_b32_e32 v64, 0x400000, v15
	v_cmp_u_f32_e32 vcc, v15, v15
	v_or_b32_e32 v65, 0x400000, v14
	v_or_b32_e32 v66, 0x400000, v11
	v_cndmask_b32_e32 v31, v31, v64, vcc
	v_bfe_u32 v64, v14, 16, 1
	v_add3_u32 v64, v64, v14, s56
	v_cmp_u_f32_e32 vcc, v14, v14
	v_or_b32_e32 v67, 0x400000, v10
	s_nop 0
	v_cndmask_b32_e32 v64, v64, v65, vcc
	v_bfe_u32 v65, v11, 16, 1
	v_add3_u32 v65, v65, v11, s56
	v_cmp_u_f32_e32 vcc, v11, v11
	s_nop 1
	v_cndmask_b32_e32 v66, v65, v66, vcc
	v_bfe_u32 v65, v10, 16, 1
	v_add3_u32 v65, v65, v10, s56
	v_cmp_u_f32_e32 vcc, v10, v10
	s_nop 1
	v_cndmask_b32_e32 v67, v65, v67, vcc
	v_perm_b32 v65, v31, v64, s57
	v_perm_b32 v64, v66, v67, s57
	v_bfe_u32 v31, v17, 16, 1
	global_store_dwordx2 v[28:29], v[64:65], off offset:128
	v_add3_u32 v31, v31, v17, s56
	v_or_b32_e32 v64, 0x400000, v17
	v_cmp_u_f32_e32 vcc, v17, v17
	v_or_b32_e32 v65, 0x400000, v16
	v_or_b32_e32 v66, 0x400000, v9
	v_cndmask_b32_e32 v31, v31, v64, vcc
	v_bfe_u32 v64, v16, 16, 1
	v_add3_u32 v64, v64, v16, s56
	v_cmp_u_f32_e32 vcc, v16, v16
	v_or_b32_e32 v67, 0x400000, v8
	s_nop 0
	v_cndmask_b32_e32 v64, v64, v65, vcc
	v_bfe_u32 v65, v9, 16, 1
	v_add3_u32 v65, v65, v9, s56
	v_cmp_u_f32_e32 vcc, v9, v9
	s_nop 1
	v_cndmask_b32_e32 v66, v65, v66, vcc
	v_bfe_u32 v65, v8, 16, 1
	v_add3_u32 v65, v65, v8, s56
	v_cmp_u_f32_e32 vcc, v8, v8
	s_nop 1
	v_cndmask_b32_e32 v67, v65, v67, vcc
	v_perm_b32 v65, v31, v64, s57
	v_perm_b32 v64, v66, v67, s57
	global_store_dwordx2 v[28:29], v[64:65], off offset:192
	s_branch .LBB0_51
.LBB0_56:
	v_lshl_add_u64 v[80:81], v[30:31], 1, s[50:51]
	global_load_ushort v28, v[80:81], off offset:2
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v71, 16, v28
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB0_43
.LBB0_57:
	v_lshl_add_u64 v[80:81], v[30:31], 1, s[50:51]
	global_load_ushort v1, v[80:81], off offset:4
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v1, 16, v1
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32_e32 v28, 0
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB0_44
.LBB0_58:
	v_lshl_add_u64 v[30:31], v[30:31], 1, s[50:51]
	global_load_ushort v28, v[30:31], off offset:6
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v28, 16, v28
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[44:45], vcc
	s_cbranch_execz .LBB0_45
.LBB0_59:
	v_mul_f32_e32 v30, v77, v77
	v_fmac_f32_e32 v30, v72, v72
	v_mul_f32_e32 v79, v78, v78
	v_fmac_f32_e32 v30, v70, v70
	v_fmac_f32_e32 v79, v75, v75
	v_fmac_f32_e32 v30, v74, v74
	v_fmac_f32_e32 v79, v73, v73
	ds_bpermute_b32 v31, v40, v30
	v_fmac_f32_e32 v79, v76, v76
	ds_bpermute_b32 v80, v40, v79
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v30, v30, v31
	ds_bpermute_b32 v31, v41, v30
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v79, v79, v80
	ds_bpermute_b32 v80, v41, v79
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v30, v30, v31
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v31, v79, v80
	ds_bpermute_b32 v79, v42, v30
	ds_bpermute_b32 v80, v42, v31
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v30, v30, v79
	ds_bpermute_b32 v79, v43, v30
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v31, v31, v80
	ds_bpermute_b32 v80, v43, v31
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v30, v30, v79
	ds_bpermute_b32 v79, v44, v30
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v31, v31, v80
	ds_bpermute_b32 v80, v44, v31
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v30, v30, v79
	v_add_f32_e32 v30, 0x358637bd, v30
	v_mul_f32_e32 v79, 0x4f800000, v30
	v_cmp_gt_f32_e32 vcc, s28, v30
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v31, v31, v80
	v_add_f32_e32 v31, 0x358637bd, v31
	v_cndmask_b32_e32 v30, v30, v79, vcc
	v_sqrt_f32_e32 v79, v30
	v_mul_f32_e32 v80, 0x4f800000, v31
	v_cmp_gt_f32_e64 s[8:9], s28, v31
	v_add_u32_e32 v81, 1, v79
	s_nop 0
	v_cndmask_b32_e64 v31, v31, v80, s[8:9]
	v_add_u32_e32 v80, -1, v79
	v_fma_f32 v82, -v80, v79, v30
	v_fma_f32 v83, -v81, v79, v30
	v_cmp_ge_f32_e64 s[10:11], 0, v82
	s_nop 1
	v_cndmask_b32_e64 v79, v79, v80, s[10:11]
	v_cmp_lt_f32_e64 s[10:11], 0, v83
	s_nop 1
	v_cndmask_b32_e64 v79, v79, v81, s[10:11]
	v_sqrt_f32_e32 v81, v31
	v_mul_f32_e32 v80, 0x37800000, v79
	v_cndmask_b32_e32 v79, v79, v80, vcc
	v_cmp_class_f32_e32 vcc, v30, v52
	s_nop 1
	v_cndmask_b32_e32 v82, v79, v30, vcc
	v_add_u32_e32 v30, -1, v81
	v_fma_f32 v79, -v30, v81, v31
	v_cmp_ge_f32_e32 vcc, 0, v79
	v_add_u32_e32 v79, 1, v81
	v_fma_f32 v80, -v79, v81, v31
	v_cndmask_b32_e32 v30, v81, v30, vcc
	v_cmp_lt_f32_e32 vcc, 0, v80
	v_div_scale_f32 v80, s[10:11], v82, v82, v77
	v_rcp_f32_e32 v81, v80
	v_cndmask_b32_e32 v30, v30, v79, vcc
	v_mul_f32_e32 v79, 0x37800000, v30
	v_cndmask_b32_e64 v30, v30, v79, s[8:9]
	v_cmp_class_f32_e32 vcc, v31, v52
	s_nop 1
	v_cndmask_b32_e32 v84, v30, v31, vcc
	v_fma_f32 v30, -v80, v81, 1.0
	v_fmac_f32_e32 v81, v30, v81
	v_div_scale_f32 v30, vcc, v77, v82, v77
	v_mul_f32_e32 v31, v30, v81
	v_fma_f32 v79, -v80, v31, v30
	v_fmac_f32_e32 v31, v79, v81
	v_div_scale_f32 v79, s[8:9], v82, v82, v72
	v_fma_f32 v30, -v80, v31, v30
	v_rcp_f32_e32 v80, v79
	v_div_fmas_f32 v30, v30, v81, v31
	v_div_fixup_f32 v31, v30, v82, v77
	v_fma_f32 v30, -v79, v80, 1.0
	v_fmac_f32_e32 v80, v30, v80
	v_div_scale_f32 v30, vcc, v72, v82, v72
	v_mul_f32_e32 v77, v30, v80
	v_fma_f32 v81, -v79, v77, v30
	v_fmac_f32_e32 v77, v81, v80
	v_fma_f32 v30, -v79, v77, v30
	v_div_scale_f32 v79, s[8:9], v84, v84, v78
	v_rcp_f32_e32 v83, v79
	v_div_fmas_f32 v30, v30, v80, v77
	v_div_fixup_f32 v30, v30, v82, v72
	v_pk_mul_f32 v[80:81], s[22:23], v[30:31]
	v_fma_f32 v30, -v79, v83, 1.0
	v_fmac_f32_e32 v83, v30, v83
	v_div_scale_f32 v30, vcc, v78, v84, v78
	v_mul_f32_e32 v31, v30, v83
	v_fma_f32 v72, -v79, v31, v30
	v_fmac_f32_e32 v31, v72, v83
	v_div_scale_f32 v72, s[8:9], v84, v84, v75
	v_rcp_f32_e32 v77, v72
	v_fma_f32 v30, -v79, v31, v30
	v_div_fmas_f32 v30, v30, v83, v31
	v_div_fixup_f32 v79, v30, v84, v78
	v_fma_f32 v30, -v72, v77, 1.0
	v_fmac_f32_e32 v77, v30, v77
	v_div_scale_f32 v30, vcc, v75, v84, v75
	v_mul_f32_e32 v31, v30, v77
	v_fma_f32 v78, -v72, v31, v30
	v_fmac_f32_e32 v31, v78, v77
	v_fma_f32 v30, -v72, v31, v30
	v_div_scale_f32 v72, s[8:9], v82, v82, v74
	v_rcp_f32_e32 v83, v72
	v_div_fmas_f32 v30, v30, v77, v31
	v_div_fixup_f32 v78, v30, v84, v75
	v_fma_f32 v30, -v72, v83, 1.0
	v_fmac_f32_e32 v83, v30, v83
	v_div_scale_f32 v30, vcc, v74, v82, v74
	v_mul_f32_e32 v31, v30, v83
	v_fma_f32 v75, -v72, v31, v30
	v_fmac_f32_e32 v31, v75, v83
	v_fma_f32 v30, -v72, v31, v30
	v_div_scale_f32 v72, s[8:9], v82, v82, v70
	v_rcp_f32_e32 v75, v72
	v_div_fmas_f32 v30, v30, v83, v31
	v_div_fixup_f32 v31, v30, v82, v74
	v_fma_f32 v30, -v72, v75, 1.0
	v_fmac_f32_e32 v75, v30, v75
	v_div_scale_f32 v30, vcc, v70, v82, v70
	v_mul_f32_e32 v74, v30, v75
	v_fma_f32 v77, -v72, v74, v30
	v_fmac_f32_e32 v74, v77, v75
	v_fma_f32 v30, -v72, v74, v30
	v_div_scale_f32 v72, s[8:9], v84, v84, v76
	v_div_fmas_f32 v30, v30, v75, v74
	v_rcp_f32_e32 v74, v72
	v_div_fixup_f32 v30, v30, v82, v70
	v_pk_mul_f32 v[82:83], s[22:23], v[30:31]
	ds_write_b128 v46, v[80:83]
	v_fma_f32 v30, -v72, v74, 1.0
	v_fmac_f32_e32 v74, v30, v74
	v_div_scale_f32 v30, vcc, v76, v84, v76
	v_mul_f32_e32 v31, v30, v74
	v_fma_f32 v70, -v72, v31, v30
	v_fmac_f32_e32 v31, v70, v74
	v_div_scale_f32 v70, s[8:9], v84, v84, v73
	v_fma_f32 v30, -v72, v31, v30
	v_rcp_f32_e32 v72, v70
	v_div_fmas_f32 v30, v30, v74, v31
	v_div_fixup_f32 v81, v30, v84, v76
	v_fma_f32 v30, -v70, v72, 1.0
	v_fmac_f32_e32 v72, v30, v72
	v_div_scale_f32 v30, vcc, v73, v84, v73
	v_mul_f32_e32 v31, v30, v72
	v_fma_f32 v74, -v70, v31, v30
	v_fmac_f32_e32 v31, v74, v72
	v_fma_f32 v30, -v70, v31, v30
	v_div_fmas_f32 v30, v30, v72, v31
	v_div_fixup_f32 v80, v30, v84, v73
	ds_write_b128 v45, v[78:81]
	s_or_b64 exec, exec, s[44:45]
	s_and_saveexec_b64 s[10:11], s[6:7]
	s_cbranch_execz .LBB0_46
.LBB0_60:
	v_mul_f32_e32 v30, v69, v69
	v_fmac_f32_e32 v30, v66, v66
	v_mul_f32_e32 v70, v71, v71
	v_fmac_f32_e32 v30, v65, v65
	v_fmac_f32_e32 v70, v68, v68
	v_fmac_f32_e32 v30, v67, v67
	v_fmac_f32_e32 v70, v1, v1
	ds_bpermute_b32 v31, v40, v30
	v_fmac_f32_e32 v70, v28, v28
	ds_bpermute_b32 v72, v40, v70
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v30, v30, v31
	ds_bpermute_b32 v31, v41, v30
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v70, v70, v72
	ds_bpermute_b32 v72, v41, v70
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v30, v30, v31
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v31, v70, v72
	ds_bpermute_b32 v70, v42, v30
	ds_bpermute_b32 v72, v42, v31
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v30, v30, v70
	ds_bpermute_b32 v70, v43, v30
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v31, v31, v72
	ds_bpermute_b32 v72, v43, v31
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v30, v30, v70
	ds_bpermute_b32 v70, v44, v30
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v31, v31, v72
	ds_bpermute_b32 v72, v44, v31
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v30, v30, v70
	v_add_f32_e32 v30, 0x358637bd, v30
	v_mul_f32_e32 v70, 0x4f800000, v30
	v_cmp_gt_f32_e32 vcc, s28, v30
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v31, v31, v72
	v_add_f32_e32 v31, 0x358637bd, v31
	v_cndmask_b32_e32 v30, v30, v70, vcc
	v_sqrt_f32_e32 v70, v30
	v_mul_f32_e32 v72, 0x4f800000, v31
	v_cmp_gt_f32_e64 s[6:7], s28, v31
	v_add_u32_e32 v73, 1, v70
	s_nop 0
	v_cndmask_b32_e64 v31, v31, v72, s[6:7]
	v_add_u32_e32 v72, -1, v70
	v_fma_f32 v74, -v72, v70, v30
	v_fma_f32 v75, -v73, v70, v30
	v_cmp_ge_f32_e64 s[8:9], 0, v74
	s_nop 1
	v_cndmask_b32_e64 v70, v70, v72, s[8:9]
	v_cmp_lt_f32_e64 s[8:9], 0, v75
	s_nop 1
	v_cndmask_b32_e64 v70, v70, v73, s[8:9]
	v_sqrt_f32_e32 v73, v31
	v_mul_f32_e32 v72, 0x37800000, v70
	v_cndmask_b32_e32 v70, v70, v72, vcc
	v_cmp_class_f32_e32 vcc, v30, v52
	s_nop 1
	v_cndmask_b32_e32 v70, v70, v30, vcc
	v_add_u32_e32 v30, -1, v73
	v_fma_f32 v72, -v30, v73, v31
	v_cmp_ge_f32_e32 vcc, 0, v72
	v_add_u32_e32 v72, 1, v73
	s_nop 0
	v_cndmask_b32_e32 v30, v73, v30, vcc
	v_fma_f32 v73, -v72, v73, v31
	v_cmp_lt_f32_e32 vcc, 0, v73
	v_div_scale_f32 v73, s[8:9], v70, v70, v69
	v_rcp_f32_e32 v74, v73
	v_cndmask_b32_e32 v30, v30, v72, vcc
	v_mul_f32_e32 v72, 0x37800000, v30
	v_cndmask_b32_e64 v30, v30, v72, s[6:7]
	v_cmp_class_f32_e32 vcc, v31, v52
	s_nop 1
	v_cndmask_b32_e32 v76, v30, v31, vcc
	v_fma_f32 v30, -v73, v74, 1.0
	v_fmac_f32_e32 v74, v30, v74
	v_div_scale_f32 v30, vcc, v69, v70, v69
	v_mul_f32_e32 v31, v30, v74
	v_fma_f32 v72, -v73, v31, v30
	v_fmac_f32_e32 v31, v72, v74
	v_div_scale_f32 v72, s[6:7], v70, v70, v66
	v_fma_f32 v30, -v73, v31, v30
	v_rcp_f32_e32 v73, v72
	v_div_fmas_f32 v30, v30, v74, v31
	v_div_fixup_f32 v31, v30, v70, v69
	v_fma_f32 v30, -v72, v73, 1.0
	v_fmac_f32_e32 v73, v30, v73
	v_div_scale_f32 v30, vcc, v66, v70, v66
	v_mul_f32_e32 v69, v30, v73
	v_fma_f32 v74, -v72, v69, v30
	v_fmac_f32_e32 v69, v74, v73
	v_div_scale_f32 v74, s[6:7], v76, v76, v71
	v_rcp_f32_e32 v75, v74
	v_fma_f32 v30, -v72, v69, v30
	v_div_fmas_f32 v30, v30, v73, v69
	v_div_fixup_f32 v30, v30, v70, v66
	v_pk_mul_f32 v[72:73], s[22:23], v[30:31]
	v_fma_f32 v30, -v74, v75, 1.0
	v_fmac_f32_e32 v75, v30, v75
	v_div_scale_f32 v30, vcc, v71, v76, v71
	v_mul_f32_e32 v31, v30, v75
	v_fma_f32 v66, -v74, v31, v30
	v_fmac_f32_e32 v31, v66, v75
	v_div_scale_f32 v66, s[6:7], v76, v76, v68
	v_fma_f32 v30, -v74, v31, v30
	v_rcp_f32_e32 v74, v66
	v_div_fmas_f32 v30, v30, v75, v31
	v_div_fixup_f32 v69, v30, v76, v71
	v_fma_f32 v30, -v66, v74, 1.0
	v_fmac_f32_e32 v74, v30, v74
	v_div_scale_f32 v30, vcc, v68, v76, v68
	v_mul_f32_e32 v31, v30, v74
	v_fma_f32 v71, -v66, v31, v30
	v_fmac_f32_e32 v31, v71, v74
	v_fma_f32 v30, -v66, v31, v30
	v_div_scale_f32 v66, s[6:7], v70, v70, v67
	v_rcp_f32_e32 v71, v66
	v_div_fmas_f32 v30, v30, v74, v31
	v_div_fixup_f32 v68, v30, v76, v68
	v_fma_f32 v30, -v66, v71, 1.0
	v_fmac_f32_e32 v71, v30, v71
	v_div_scale_f32 v30, vcc, v67, v70, v67
	v_mul_f32_e32 v31, v30, v71
	v_fma_f32 v74, -v66, v31, v30
	v_fmac_f32_e32 v31, v74, v71
	v_fma_f32 v30, -v66, v31, v30
	v_div_scale_f32 v66, s[6:7], v70, v70, v65
	v_rcp_f32_e32 v74, v66
	v_div_fmas_f32 v30, v30, v71, v31
	v_div_fixup_f32 v31, v30, v70, v67
	v_fma_f32 v30, -v66, v74, 1.0
	v_fmac_f32_e32 v74, v30, v74
	v_div_scale_f32 v30, vcc, v65, v70, v65
	v_mul_f32_e32 v67, v30, v74
	v_fma_f32 v71, -v66, v67, v30
	v_fmac_f32_e32 v67, v71, v74
	v_fma_f32 v30, -v66, v67, v30
	v_div_scale_f32 v66, s[6:7], v76, v76, v28
	v_div_fmas_f32 v30, v30, v74, v67
	v_rcp_f32_e32 v67, v66
	v_div_fixup_f32 v30, v30, v70, v65
	v_pk_mul_f32 v[74:75], s[22:23], v[30:31]
	ds_write_b128 v48, v[72:75]
	v_fma_f32 v30, -v66, v67, 1.0
	v_fmac_f32_e32 v67, v30, v67
	v_div_scale_f32 v30, vcc, v28, v76, v28
	v_mul_f32_e32 v31, v30, v67
	v_fma_f32 v65, -v66, v31, v30
	v_fmac_f32_e32 v31, v65, v67
	v_div_scale_f32 v65, s[6:7], v76, v76, v1
	v_fma_f32 v30, -v66, v31, v30
	v_rcp_f32_e32 v66, v65
	v_div_fmas_f32 v30, v30, v67, v31
	v_div_fixup_f32 v71, v30, v76, v28
	v_fma_f32 v28, -v65, v66, 1.0
	v_fmac_f32_e32 v66, v28, v66
	v_div_scale_f32 v28, vcc, v1, v76, v1
	v_mul_f32_e32 v30, v28, v66
	v_fma_f32 v31, -v65, v30, v28
	v_fmac_f32_e32 v30, v31, v66
	v_fma_f32 v28, -v65, v30, v28
	v_div_fmas_f32 v28, v28, v66, v30
	v_div_fixup_f32 v70, v28, v76, v1
	ds_write_b128 v47, v[68:71]
	s_or_b64 exec, exec, s[10:11]
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB0_47
.LBB0_61:
	s_cmp_eq_u32 s60, 0
	s_cselect_b64 s[4:5], -1, 0
	v_cndmask_b32_e64 v1, v57, 0, s[4:5]
	v_add_f32_e32 v1, s33, v1
	v_cmp_ngt_f32_e32 vcc, s31, v1
	s_nop 1
	v_cndmask_b32_e32 v1, v58, v1, vcc
	v_cmp_nlt_f32_e32 vcc, s52, v1
	s_nop 1
	v_cndmask_b32_e32 v1, v59, v1, vcc
	v_fmamk_f32 v28, v1, 0x3fb8aa3b, v53
	v_add_f32_e32 v28, 0xcb400000, v28
	v_fmac_f32_e32 v1, 0xbf317218, v28
	v_mul_f32_e32 v30, 0x3102e308, v28
	v_add_f32_e32 v31, v1, v30
	v_sub_f32_e32 v1, v31, v1
	v_sub_f32_e32 v1, v30, v1
	v_fmamk_f32 v30, v31, 0x39500d01, v54
	v_fmaak_f32 v30, v30, v31, 0x3c088889
	v_fmaak_f32 v30, v30, v31, 0x3d2aaaab
	v_fmaak_f32 v30, v30, v31, 0x3e2aaaab
	v_fma_f32 v30, v30, v31, 0.5
	v_mul_f32_e32 v65, v31, v31
	v_mul_f32_e32 v30, v65, v30
	v_add_f32_e32 v65, v31, v30
	v_sub_f32_e32 v31, v65, v31
	v_cmp_o_f32_e32 vcc, v28, v28
	v_sub_f32_e32 v30, v30, v31
	v_add_f32_e32 v1, v1, v30
	v_cndmask_b32_e32 v28, 0, v28, vcc
	v_add_f32_e32 v30, 1.0, v65
	v_cvt_i32_f32_e32 v28, v28
	v_add_f32_e32 v31, -1.0, v30
	v_sub_f32_e32 v31, v65, v31
	v_add_f32_e32 v1, v31, v1
	v_add_f32_e32 v1, v30, v1
	v_ashrrev_i32_e32 v30, 1, v28
	v_sub_u32_e32 v28, v28, v30
	v_lshlrev_b32_e32 v30, 23, v30
	v_add_f32_e32 v65, s54, v27
	v_add_u32_e32 v30, 1.0, v30
	v_lshlrev_b32_e32 v28, 23, v28
	v_mul_f32_e32 v70, s29, v65
	v_add_u32_e32 v28, 1.0, v28
	v_mul_f32_e32 v1, v1, v30
	v_cmp_ngt_f32_e32 vcc, s31, v70
	v_mul_f32_e32 v28, v1, v28
	s_nop 0
	v_cndmask_b32_e32 v1, v58, v70, vcc
	v_cmp_nlt_f32_e32 vcc, s52, v1
	s_nop 1
	v_cndmask_b32_e32 v27, v59, v1, vcc
	v_fmamk_f32 v1, v27, 0x3fb8aa3b, v53
	v_add_f32_e32 v71, 0xcb400000, v1
	v_fmac_f32_e32 v27, 0xbf317218, v71
	v_mul_f32_e32 v31, 0x3102e308, v71
	v_add_f32_e32 v1, v27, v31
	v_fmamk_f32 v30, v1, 0x39500d01, v54
	v_fmaak_f32 v30, v30, v1, 0x3c088889
	v_fmaak_f32 v30, v30, v1, 0x3d2aaaab
	v_fmaak_f32 v30, v30, v1, 0x3e2aaaab
	v_fma_f32 v30, v30, v1, 0.5
	v_mul_f32_e32 v66, v1, v1
	v_mul_f32_e32 v66, v66, v30
	v_add_f32_e32 v30, v1, v66
	v_cmp_o_f32_e32 vcc, v71, v71
	v_sub_f32_e32 v67, v30, v1
	v_pk_add_f32 v[68:69], v[0:1], v[26:27] neg_lo:[0,1] neg_hi:[0,1]
	v_cndmask_b32_e32 v1, 0, v71, vcc
	v_add_f32_e32 v73, 1.0, v30
	v_cvt_i32_f32_e32 v1, v1
	v_sub_f32_e32 v72, v66, v67
	v_add_f32_e32 v66, -1.0, v73
	v_mov_b32_e32 v67, v69
	v_pk_add_f32 v[30:31], v[30:31], v[66:67] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_add_f32_e32 v27, v31, v72
	v_add_f32_e32 v27, v30, v27
	v_ashrrev_i32_e32 v30, 1, v1
	v_add_f32_e32 v27, v73, v27
	v_sub_u32_e32 v1, v1, v30
	v_lshl_add_u32 v30, v30, 23, 1.0
	v_lshl_add_u32 v1, v1, 23, 1.0
	v_mul_f32_e32 v27, v27, v30
	v_mul_f32_e32 v1, v27, v1
	v_add_f32_e32 v1, 1.0, v1
	v_mul_f32_e32 v27, 0x4b000000, v1
	v_cmp_gt_f32_e32 vcc, s53, v1
	s_nop 1
	v_cndmask_b32_e32 v27, v1, v27, vcc
	v_add_u32_e32 v31, 0xc0cafb0d, v27
	v_and_b32_e32 v66, 0xff800000, v31
	v_sub_u32_e32 v27, v27, v66
	v_add_f32_e32 v27, -1.0, v27
	v_add_f32_e32 v66, 2.0, v27
	v_div_scale_f32 v67, s[4:5], v66, v66, v27
	v_rcp_f32_e32 v68, v67
	v_cndmask_b32_e32 v30, 0, v60, vcc
	v_ashrrev_i32_e32 v31, 23, v31
	v_add_u32_e32 v30, v31, v30
	v_fma_f32 v31, -v67, v68, 1.0
	v_fmac_f32_e32 v68, v31, v68
	v_div_scale_f32 v31, vcc, v27, v66, v27
	v_mul_f32_e32 v69, v31, v68
	v_fma_f32 v71, -v67, v69, v31
	v_fmac_f32_e32 v69, v71, v68
	v_fma_f32 v31, -v67, v69, v31
	v_div_fmas_f32 v31, v31, v68, v69
	v_div_fixup_f32 v31, v31, v66, v27
	v_mul_f32_e32 v66, v31, v31
	v_fmamk_f32 v67, v66, 0x3e3a2e8c, v55
	v_fmaak_f32 v67, v67, v66, 0x3e924925
	v_fmaak_f32 v67, v67, v66, 0x3ecccccd
	v_cvt_f32_i32_e32 v30, v30
	v_fmaak_f32 v67, v67, v66, 0x3f2aaaab
	v_mul_f32_e32 v66, v66, v67
	v_sub_f32_e32 v66, v27, v66
	v_fma_f32 v27, -v31, v66, v27
	v_fmac_f32_e32 v27, 0xb102e308, v30
	v_fmac_f32_e32 v27, 0x3f317218, v30
	v_cmp_neq_f32_e32 vcc, 0, v1
	s_nop 1
	v_cndmask_b32_e32 v27, v61, v27, vcc
	v_cmp_neq_f32_e32 vcc, s55, v1
	s_nop 1
	v_cndmask_b32_e32 v27, v62, v27, vcc
	v_cmp_ngt_f32_e32 vcc, 0, v1
	s_nop 1
	v_cndmask_b32_e32 v27, v63, v27, vcc
	v_cmp_u_f32_e32 vcc, v1, v1
	s_nop 1
	v_cndmask_b32_e32 v1, v27, v1, vcc
	v_mul_f32_e32 v1, v34, v1
	v_cmp_ge_f32_e32 vcc, s30, v70
	s_nop 1
	v_cndmask_b32_e32 v1, v65, v1, vcc
	v_mul_f32_e64 v1, -v28, v1
	v_cmp_ngt_f32_e32 vcc, s31, v1
	s_nop 1
	v_cndmask_b32_e32 v1, v58, v1, vcc
	v_cmp_nlt_f32_e32 vcc, s52, v1
	s_nop 1
	v_cndmask_b32_e32 v27, v59, v1, vcc
	v_fmamk_f32 v1, v27, 0x3fb8aa3b, v53
	v_add_f32_e32 v28, 0xcb400000, v1
	v_fmac_f32_e32 v27, 0xbf317218, v28
	v_mul_f32_e32 v31, 0x3102e308, v28
	v_add_f32_e32 v1, v27, v31
	v_fmamk_f32 v30, v1, 0x39500d01, v54
	v_fmaak_f32 v30, v30, v1, 0x3c088889
	v_fmaak_f32 v30, v30, v1, 0x3d2aaaab
	v_fmaak_f32 v30, v30, v1, 0x3e2aaaab
	v_fma_f32 v30, v30, v1, 0.5
	v_mul_f32_e32 v65, v1, v1
	v_mul_f32_e32 v65, v65, v30
	v_add_f32_e32 v30, v1, v65
	v_cmp_o_f32_e32 vcc, v28, v28
	v_sub_f32_e32 v66, v30, v1
	v_add_f32_e32 v70, 1.0, v30
	v_pk_add_f32 v[68:69], v[0:1], v[26:27] neg_lo:[0,1] neg_hi:[0,1]
	v_cndmask_b32_e32 v1, 0, v28, vcc
	v_sub_f32_e32 v65, v65, v66
	v_add_f32_e32 v66, -1.0, v70
	v_mov_b32_e32 v67, v69
	v_cvt_i32_f32_e32 v1, v1
	v_pk_add_f32 v[30:31], v[30:31], v[66:67] neg_lo:[0,1] neg_hi:[0,1]
	v_cmp_nlt_f32_e64 vcc, -v64, s31
	v_add_f32_e32 v27, v31, v65
	v_add_f32_e32 v27, v30, v27
	v_add_f32_e32 v28, v70, v27
	v_ashrrev_i32_e32 v27, 1, v1
	v_sub_u32_e32 v68, v1, v27
	v_sub_f32_e32 v1, 0, v64
	v_cndmask_b32_e32 v1, v58, v1, vcc
	v_cmp_nlt_f32_e32 vcc, s52, v1
	v_lshl_add_u32 v69, v27, 23, 1.0
	v_mul_f32_e32 v28, v28, v69
	v_cndmask_b32_e32 v27, v59, v1, vcc
	v_fmamk_f32 v1, v27, 0x3fb8aa3b, v53
	v_add_f32_e32 v70, 0xcb400000, v1
	v_fmac_f32_e32 v27, 0xbf317218, v70
	v_mul_f32_e32 v31, 0x3102e308, v70
	v_add_f32_e32 v1, v27, v31
	v_fmamk_f32 v30, v1, 0x39500d01, v54
	v_fmaak_f32 v30, v30, v1, 0x3c088889
	v_fmaak_f32 v30, v30, v1, 0x3d2aaaab
	v_fmaak_f32 v30, v30, v1, 0x3e2aaaab
	v_fma_f32 v30, v30, v1, 0.5
	v_mul_f32_e32 v64, v1, v1
	v_mul_f32_e32 v64, v64, v30
	v_add_f32_e32 v30, v1, v64
	v_cmp_o_f32_e32 vcc, v70, v70
	v_sub_f32_e32 v65, v30, v1
	v_pk_add_f32 v[66:67], v[0:1], v[26:27] neg_lo:[0,1] neg_hi:[0,1]
	v_cndmask_b32_e32 v1, 0, v70, vcc
	v_add_f32_e32 v72, 1.0, v30
	v_cvt_i32_f32_e32 v1, v1
	v_sub_f32_e32 v71, v64, v65
	v_add_f32_e32 v64, -1.0, v72
	v_mov_b32_e32 v65, v67
	v_pk_add_f32 v[30:31], v[30:31], v[64:65] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_add_f32_e32 v27, v31, v71
	v_add_f32_e32 v27, v30, v27
	v_ashrrev_i32_e32 v30, 1, v1
	v_add_f32_e32 v27, v72, v27
	v_sub_u32_e32 v1, v1, v30
	v_lshl_add_u32 v30, v30, 23, 1.0
	v_lshl_add_u32 v1, v1, 23, 1.0
	v_mul_f32_e32 v27, v27, v30
	v_mul_f32_e32 v1, v27, v1
	v_add_f32_e32 v1, 1.0, v1
	v_div_scale_f32 v27, s[4:5], v1, v1, 1.0
	v_rcp_f32_e32 v30, v27
	v_lshl_add_u32 v31, v68, 23, 1.0
	v_mul_f32_e32 v28, v28, v31
	v_fma_f32 v31, -v27, v30, 1.0
	v_fmac_f32_e32 v30, v31, v30
	v_div_scale_f32 v31, vcc, 1.0, v1, 1.0
	v_mul_f32_e32 v64, v31, v30
	v_fma_f32 v65, -v27, v64, v31
	v_fmac_f32_e32 v64, v65, v30
	v_fma_f32 v27, -v27, v64, v31
	v_div_fmas_f32 v27, v27, v30, v64
	v_div_fixup_f32 v1, v27, v1, 1.0
	ds_write_b32 v49, v28
	ds_write_b32 v50, v1
	s_or_b64 exec, exec, s[6:7]
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execnz .LBB0_48
	s_branch .LBB0_49
.LBB0_62:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel gdn_verify_snapshot_act_bf16_dt_f32_pool_bf16_bv16w2
		.amdhsa_group_segment_fixed_size 8768
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
		.amdhsa_next_free_vgpr 97
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
	.size	gdn_verify_snapshot_act_bf16_dt_f32_pool_bf16_bv16w2, .Lfunc_end0-gdn_verify_snapshot_act_bf16_dt_f32_pool_bf16_bv16w2

	.set gdn_verify_snapshot_act_bf16_dt_f32_pool_bf16_bv16w2.num_vgpr, 90
	.set gdn_verify_snapshot_act_bf16_dt_f32_pool_bf16_bv16w2.num_agpr, 0
	.set gdn_verify_snapshot_act_bf16_dt_f32_pool_bf16_bv16w2.numbered_sgpr, 61
	.set gdn_verify_snapshot_act_bf16_dt_f32_pool_bf16_bv16w2.num_named_barrier, 0
	.set gdn_verify_snapshot_act_bf16_dt_f32_pool_bf16_bv16w2.private_seg_size, 0
	.set gdn_verify_snapshot_act_bf16_dt_f32_pool_bf16_bv16w2.uses_vcc, 1
	.set gdn_verify_snapshot_act_bf16_dt_f32_pool_bf16_bv16w2.uses_flat_scratch, 0
	.set gdn_verify_snapshot_act_bf16_dt_f32_pool_bf16_bv16w2.has_dyn_sized_stack, 0
	.set gdn_verify_snapshot_act_bf16_dt_f32_pool_bf16_bv16w2.has_recursion, 0
	.set gdn_verify_snapshot_act_bf16_dt_f32_pool_bf16_bv16w2.has_indirect_call, 0
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
    .group_segment_fixed_size: 8768
    .kernarg_segment_align: 8
    .kernarg_segment_size: 236
    .max_flat_workgroup_size: 128
    .name:           gdn_verify_snapshot_act_bf16_dt_f32_pool_bf16_bv16w2
    .private_segment_fixed_size: 0
    .sgpr_count:     67
    .sgpr_spill_count: 0
    .symbol:         gdn_verify_snapshot_act_bf16_dt_f32_pool_bf16_bv16w2.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     90
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
