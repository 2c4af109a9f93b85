; deltagen generated file: do not edit. Regenerate with `cargo xtask gen`.
; kernel: gdn_verify  instance: gdn_verify_decode_act_bf16_dt_f32_pool_bf16_bv16w2  arch: gfx942
; profile=portable  mode=decode  act_dtype=bf16  dt_bias_dtype=f32  pool_dtype=bf16  tile=bv16w2  lanes_per_column=8  requests=any
; ir-sha256: 903f062d72cc847b1a4167475f93e57bab01573179775ab7f32012835baf62f0
; llvm: 22.1  pipeline: default<O3>  ld.lld: LLVM 22.1
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 6
	.text
	.globl	gdn_verify_decode_act_bf16_dt_f32_pool_bf16_bv16w2
	.p2align	8
	.type	gdn_verify_decode_act_bf16_dt_f32_pool_bf16_bv16w2,@function
gdn_verify_decode_act_bf16_dt_f32_pool_bf16_bv16w2:
	s_load_dwordx4 s[4:7], s[0:1], 0x4
	s_load_dword s53, s[0:1], 0x14
	s_mov_b32 s10, s3
	v_mov_b32_e32 v14, 0
	v_mov_b32_e32 v15, v14
	s_waitcnt lgkmcnt(0)
	s_max_i32 s3, s6, 1
	v_cvt_f32_u32_e32 v1, s3
	s_ashr_i32 s6, s2, 31
	s_lshr_b32 s6, s6, 29
	s_add_i32 s8, s2, s6
	v_rcp_iflag_f32_e32 v1, v1
	s_and_b32 s6, s8, 0xffffff8
	s_sub_i32 s33, s2, s6
	s_sub_i32 s6, 0, s3
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	s_abs_i32 s2, s7
	s_ashr_i32 s28, s8, 3
	s_ashr_i32 s9, s7, 31
	v_readfirstlane_b32 s11, v1
	s_mul_i32 s6, s6, s11
	s_mul_hi_u32 s6, s11, s6
	s_add_i32 s11, s11, s6
	s_mul_hi_u32 s6, s2, s11
	s_mul_i32 s11, s6, s3
	s_sub_i32 s2, s2, s11
	s_add_i32 s11, s6, 1
	s_sub_i32 s12, s2, s3
	s_cmp_ge_u32 s2, s3
	s_cselect_b32 s6, s11, s6
	s_cselect_b32 s2, s12, s2
	s_add_i32 s11, s6, 1
	s_cmp_ge_u32 s2, s3
	s_cselect_b32 s2, s11, s6
	s_load_dwordx16 s[36:51], s[0:1], 0x58
	s_load_dwordx16 s[12:27], s[0:1], 0x18
	s_xor_b32 s2, s2, s9
	s_sub_i32 s2, s2, s9
	s_ashr_i32 s29, s28, 31
	s_max_i32 s6, s2, 1
	s_lshl_b64 s[2:3], s[28:29], 2
	s_waitcnt lgkmcnt(0)
	s_add_u32 s30, s40, s2
	s_addc_u32 s31, s41, s3
	s_add_u32 s34, s42, s2
	s_addc_u32 s35, s43, s3
	s_ashr_i32 s11, s10, 31
	s_lshl_b64 s[2:3], s[10:11], 2
	s_add_u32 s10, s12, s2
	s_addc_u32 s11, s13, s3
	s_load_dword s41, s[10:11], 0x0
	v_cvt_f32_u32_e32 v1, s6
	v_and_b32_e32 v19, 7, v0
	v_mov_b32_e32 v16, v14
	v_mov_b32_e32 v17, v14
	s_waitcnt lgkmcnt(0)
	s_cmp_gt_i32 s41, -1
	s_cselect_b64 s[10:11], -1, 0
	s_cmp_lt_i32 s41, s5
	s_cselect_b64 s[12:13], -1, 0
	s_and_b64 s[10:11], s[10:11], s[12:13]
	s_add_u32 s2, s14, s2
	s_addc_u32 s3, s15, s3
	s_load_dwordx2 s[14:15], s[2:3], 0x0
	v_rcp_iflag_f32_e32 v2, v1
	v_lshrrev_b32_e32 v1, 3, v0
	v_lshl_or_b32 v22, s33, 4, v1
	v_ashrrev_i32_e32 v23, 31, v22
	v_mul_f32_e32 v2, 0x4f7ffffe, v2
	s_waitcnt lgkmcnt(0)
	s_cmp_gt_i32 s14, -1
	v_cvt_u32_f32_e32 v2, v2
	s_cselect_b64 s[2:3], -1, 0
	s_cmp_ge_i32 s15, s14
	s_cselect_b64 s[42:43], -1, 0
	s_cmp_le_i32 s15, s4
	s_cselect_b64 s[4:5], -1, 0
	s_and_b64 s[2:3], s[2:3], s[42:43]
	s_and_b64 s[4:5], s[4:5], s[2:3]
	s_lshl_b64 s[2:3], s[28:29], 7
	v_readfirstlane_b32 s40, v2
	v_lshl_add_u64 v[2:3], s[2:3], 0, v[22:23]
	s_ashr_i32 s33, s41, 31
	v_lshlrev_b64 v[2:3], 7, v[2:3]
	s_mul_i32 s33, s18, s33
	s_mul_i32 s19, s19, s41
	v_mov_b32_e32 v4, s41
	s_add_i32 s33, s33, s19
	v_mad_u64_u32 v[20:21], s[18:19], s18, v4, v[2:3]
	s_and_b64 s[18:19], s[10:11], s[4:5]
	s_nop 0
	v_cndmask_b32_e64 v2, 0, 1, s[18:19]
	v_cmp_ne_u32_e64 s[10:11], 1, v2
	v_mov_b64_e32 v[10:11], v[14:15]
	v_mov_b64_e32 v[6:7], v[14:15]
	v_mov_b64_e32 v[2:3], v[14:15]
	v_lshlrev_b32_e32 v18, 2, v19
	v_add_u32_e32 v21, s33, v21
	s_andn2_b64 vcc, exec, s[18:19]
	v_mov_b64_e32 v[12:13], v[16:17]
	v_mov_b64_e32 v[8:9], v[16:17]
	v_mov_b64_e32 v[4:5], v[16:17]
	s_cbranch_vccnz .LBB0_2
	v_lshl_add_u64 v[2:3], v[20:21], 1, s[16:17]
	v_lshlrev_b32_e32 v4, 1, v18
	v_mov_b32_e32 v5, v14
	v_lshl_add_u64 v[2:3], v[2:3], 0, v[4:5]
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
	v_and_b32_e32 v25, 0xffff0000, v7
	v_lshlrev_b32_e32 v24, 16, v7
	s_waitcnt vmcnt(1)
	v_and_b32_e32 v7, 0xffff0000, v8
	v_lshlrev_b32_e32 v6, 16, v8
	v_and_b32_e32 v27, 0xffff0000, v9
	v_lshlrev_b32_e32 v26, 16, v9
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v29, 0xffff0000, v10
	v_lshlrev_b32_e32 v28, 16, v10
	v_and_b32_e32 v31, 0xffff0000, v11
	v_lshlrev_b32_e32 v30, 16, v11
	v_pk_add_f32 v[16:17], v[12:13], 0 op_sel_hi:[1,0]
	v_pk_add_f32 v[14:15], v[2:3], 0 op_sel_hi:[1,0]
	v_pk_add_f32 v[12:13], v[24:25], 0 op_sel_hi:[1,0]
	v_pk_add_f32 v[10:11], v[4:5], 0 op_sel_hi:[1,0]
	v_pk_add_f32 v[8:9], v[26:27], 0 op_sel_hi:[1,0]
	v_pk_add_f32 v[6:7], v[6:7], 0 op_sel_hi:[1,0]
	v_pk_add_f32 v[4:5], v[30:31], 0 op_sel_hi:[1,0]
	v_pk_add_f32 v[2:3], v[28:29], 0 op_sel_hi:[1,0]
.LBB0_2:
	s_xor_b64 s[18:19], s[4:5], -1
	s_and_b64 s[12:13], s[12:13], exec
	s_load_dword s33, s[30:31], 0x0
	s_load_dword s52, s[34:35], 0x0
	v_cndmask_b32_e64 v24, 0, 1, s[18:19]
	s_cselect_b32 s12, 0, 4
	v_or_b32_e32 v24, s12, v24
	s_cmp_eq_u32 s53, 0
	v_cmp_eq_u32_e32 vcc, 0, v24
	s_cselect_b64 s[12:13], -1, 0
	s_or_b64 s[12:13], s[12:13], vcc
	s_and_b64 vcc, exec, s[12:13]
	s_cbranch_vccnz .LBB0_6
	v_mbcnt_lo_u32_b32 v25, exec_lo, 0
	v_mbcnt_hi_u32_b32 v25, exec_hi, v25
	v_cmp_eq_u32_e32 vcc, 0, v25
	s_and_saveexec_b64 s[12:13], vcc
	s_cbranch_execz .LBB0_5
	v_mov_b32_e32 v25, 0
	global_atomic_or v25, v24, s[20:21]
.LBB0_5:
	s_or_b64 exec, exec, s[12:13]
.LBB0_6:
	s_sub_i32 s15, s15, s14
	s_and_b64 s[4:5], s[4:5], exec
	s_cselect_b32 s34, s15, 0
	s_add_i32 s4, s34, 7
	s_cmp_lt_i32 s4, 8
	s_mov_b32 s35, 0
	s_cbranch_scc1 .LBB0_60
	s_sub_i32 s5, 0, s6
	s_mul_i32 s5, s5, s40
	s_mul_hi_u32 s5, s40, s5
	s_add_i32 s40, s40, s5
	s_ashr_i32 s5, s4, 31
	s_lshr_b32 s5, s5, 29
	s_add_i32 s4, s4, s5
	s_abs_i32 s12, s28
	s_ashr_i32 s8, s8, 31
	s_ashr_i32 s53, s4, 3
	s_lshl_b64 s[2:3], s[2:3], 1
	s_add_u32 s4, s26, s2
	s_addc_u32 s5, s27, s3
	v_lshlrev_b64 v[26:27], 1, v[22:23]
	v_lshl_add_u64 v[22:23], s[4:5], 0, v[26:27]
	s_lshl_b64 s[4:5], s[28:29], 1
	s_add_u32 s18, s36, s4
	s_addc_u32 s19, s37, s5
	s_mul_hi_u32 s13, s12, s40
	s_add_u32 s20, s38, s4
	s_addc_u32 s21, s39, s5
	s_load_dwordx8 s[36:43], s[0:1], 0x98
	s_mul_i32 s0, s13, s6
	s_sub_i32 s0, s12, s0
	s_add_i32 s1, s13, 1
	s_sub_i32 s4, s0, s6
	s_cmp_ge_u32 s0, s6
	s_cselect_b32 s1, s1, s13
	s_cselect_b32 s0, s4, s0
	s_add_i32 s4, s1, 1
	s_cmp_ge_u32 s0, s6
	s_cselect_b32 s4, s4, s1
	s_waitcnt lgkmcnt(0)
	v_div_scale_f32 v24, s[0:1], s41, s41, 1.0
	v_rcp_f32_e32 v25, v24
	s_xor_b32 s0, s4, s8
	s_sub_i32 s0, s0, s8
	s_ashr_i32 s1, s0, 31
	v_fma_f32 v28, -v24, v25, 1.0
	v_fmac_f32_e32 v25, v28, v25
	v_div_scale_f32 v28, vcc, 1.0, s41, 1.0
	v_mul_f32_e32 v29, v28, v25
	v_fma_f32 v30, -v24, v29, v28
	v_fmac_f32_e32 v29, v30, v25
	v_fma_f32 v24, -v24, v29, v28
	v_div_fmas_f32 v24, v24, v25, v29
	v_div_fixup_f32 v34, v24, s41, 1.0
	v_mov_b32_e32 v24, 0x2000
	v_lshl_or_b32 v35, v1, 2, v24
	v_lshlrev_b32_e32 v1, 2, v0
	v_lshrrev_b32_e32 v31, 5, v0
	v_and_b32_e32 v28, 0x7c, v1
	s_lshl_b64 s[0:1], s[0:1], 7
	v_or_b32_e32 v24, s0, v28
	v_or_b32_e32 v39, 4, v31
	v_lshlrev_b32_e32 v28, 2, v28
	s_add_u32 s0, s44, s2
	s_mov_b32 s8, s7
	v_mov_b32_e32 v25, s1
	v_and_b32_e32 v29, 0xfc, v1
	v_lshl_or_b32 v45, v31, 9, v28
	v_lshl_or_b32 v47, v39, 9, v28
	v_add_u32_e32 v49, 0x2220, v1
	v_or_b32_e32 v50, 0x2200, v1
	v_lshlrev_b32_e32 v1, 6, v19
	s_addc_u32 s1, s45, s3
	v_add_u32_e32 v36, s14, v19
	v_add_u32_e32 v37, s14, v0
	v_add_u32_e32 v38, s14, v31
	v_xor_b32_e32 v40, 64, v29
	v_xor_b32_e32 v41, 32, v29
	v_xor_b32_e32 v42, 16, v29
	v_xor_b32_e32 v43, 8, v29
	v_xor_b32_e32 v44, 4, v29
	v_or_b32_e32 v46, 0x1000, v45
	v_or_b32_e32 v48, 0x1000, v47
	v_lshl_add_u64 v[26:27], s[0:1], 0, v[26:27]
	v_cmp_eq_u32_e64 s[2:3], 0, v19
	s_lshl_b64 s[26:27], s[8:9], 7
	s_mov_b32 s28, s40
	s_mov_b32 s29, s40
	v_lshlrev_b32_e32 v51, 4, v19
	s_mov_b32 s40, 0xf800000
	v_mov_b32_e32 v52, 0x260
	s_mov_b32 s43, 0xc2d00000
	s_mov_b32 s44, 0x42b20000
	v_mov_b32_e32 v53, 0x4b400000
	v_mov_b32_e32 v54, 0x3ab60b61
	s_mov_b32 s45, 0x800000
	v_mov_b32_e32 v55, 0x3e638e39
	s_mov_b32 s54, 0x7f800000
	v_add_u32_e32 v56, v35, v1
	s_movk_i32 s55, 0x7fff
	v_bfrev_b32_e32 v57, 1
	v_mov_b32_e32 v58, 0xc2d00000
	v_mov_b32_e32 v59, 0x42b20000
	v_mov_b32_e32 v28, -1.0
	v_not_b32_e32 v60, 22
	v_mov_b32_e32 v61, 0xff800000
	v_mov_b32_e32 v62, 0x7f800000
	v_mov_b32_e32 v63, 0x7fc00000
	s_branch .LBB0_9
.LBB0_8:
	s_add_i32 s35, s35, 1
	s_add_i32 s15, s15, -8
	s_add_i32 s14, s14, 8
	s_cmp_eq_u32 s35, s53
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_60
.LBB0_9:
	s_lshl_b32 s57, s35, 3
	s_sub_i32 s56, s34, s57
	v_mov_b32_e32 v29, 0
	v_cmp_gt_i32_e64 s[4:5], s56, v19
	v_mov_b32_e32 v64, v29
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_11
	v_add_u32_e32 v1, s57, v36
	v_ashrrev_i32_e32 v30, 31, v1
	v_mul_lo_u32 v30, s50, v30
	v_mul_lo_u32 v64, s51, v1
	v_mad_u64_u32 v[32:33], s[6:7], s50, v1, 0
	v_add3_u32 v33, v33, v30, v64
	v_lshl_add_u64 v[32:33], v[32:33], 1, v[22:23]
	global_load_ushort v1, v[32:33], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v64, 16, v1
.LBB0_11:
	s_or_b64 exec, exec, s[0:1]
	s_min_i32 s8, s56, 8
	v_add_u32_e32 v30, s57, v37
	v_cmp_gt_i32_e64 s[6:7], s8, v0
	v_ashrrev_i32_e32 v1, 31, v30
	s_and_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execz .LBB0_13
	v_mul_lo_u32 v29, s37, v30
	v_mul_lo_u32 v65, s36, v1
	v_mad_u64_u32 v[32:33], s[12:13], s36, v30, 0
	v_add3_u32 v33, v33, v65, v29
	v_lshl_add_u64 v[32:33], v[32:33], 1, s[18:19]
	global_load_ushort v29, v[32:33], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v29, 16, v29
.LBB0_13:
	s_or_b64 exec, exec, s[0:1]
	v_mov_b32_e32 v73, 0
	v_mov_b32_e32 v65, v73
	s_and_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execz .LBB0_15
	v_mul_lo_u32 v65, s39, v30
	v_mul_lo_u32 v1, s38, v1
	v_mad_u64_u32 v[32:33], s[12:13], s38, v30, 0
	v_add3_u32 v33, v33, v1, v65
	v_lshl_add_u64 v[32:33], v[32:33], 1, s[20:21]
	global_load_ushort v1, v[32:33], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v65, 16, v1
.LBB0_15:
	s_or_b64 exec, exec, s[0:1]
	v_add_u32_e32 v30, s57, v38
	v_ashrrev_i32_e32 v1, 31, v30
	v_mul_lo_u32 v66, s46, v1
	v_mul_lo_u32 v67, s47, v30
	v_mad_u64_u32 v[32:33], s[0:1], s46, v30, v[24:25]
	v_cmp_gt_i32_e32 vcc, s8, v31
	v_add3_u32 v33, v67, v33, v66
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_17
	v_lshl_add_u64 v[66:67], v[32:33], 1, s[22:23]
	global_load_ushort v66, v[66:67], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v73, 16, v66
.LBB0_17:
	s_or_b64 exec, exec, s[0:1]
	v_mov_b32_e32 v71, 0
	v_mov_b32_e32 v78, v71
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_19
	v_lshl_add_u64 v[66:67], v[32:33], 1, s[22:23]
	global_load_ushort v66, v[66:67], off offset:2
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v78, 16, v66
.LBB0_19:
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_21
	v_lshl_add_u64 v[66:67], v[32:33], 1, s[22:23]
	global_load_ushort v66, v[66:67], off offset:4
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v71, 16, v66
.LBB0_21:
	s_or_b64 exec, exec, s[0:1]
	v_mov_b32_e32 v76, 0
	v_mov_b32_e32 v75, v76
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_23
	v_lshl_add_u64 v[32:33], v[32:33], 1, s[22:23]
	global_load_ushort v32, v[32:33], off offset:6
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v75, 16, v32
.LBB0_23:
	s_or_b64 exec, exec, s[0:1]
	v_mad_u64_u32 v[32:33], s[0:1], s48, v30, v[24:25]
	v_mul_lo_u32 v1, s48, v1
	v_mul_lo_u32 v66, s49, v30
	v_add3_u32 v33, v66, v33, v1
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_25
	v_lshl_add_u64 v[66:67], v[32:33], 1, s[24:25]
	global_load_ushort v1, v[66:67], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v76, 16, v1
.LBB0_25:
	s_or_b64 exec, exec, s[0:1]
	v_mov_b32_e32 v74, 0
	v_mov_b32_e32 v79, v74
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_27
	v_lshl_add_u64 v[66:67], v[32:33], 1, s[24:25]
	global_load_ushort v1, v[66:67], off offset:2
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v79, 16, v1
.LBB0_27:
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_29
	v_lshl_add_u64 v[66:67], v[32:33], 1, s[24:25]
	global_load_ushort v1, v[66:67], off offset:4
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v74, 16, v1
.LBB0_29:
	s_or_b64 exec, exec, s[0:1]
	v_mov_b32_e32 v67, 0
	v_mov_b32_e32 v77, v67
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_31
	v_lshl_add_u64 v[32:33], v[32:33], 1, s[24:25]
	global_load_ushort v1, v[32:33], off offset:6
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v77, 16, v1
.LBB0_31:
	s_or_b64 exec, exec, s[0:1]
	v_add_u32_e32 v30, 4, v30
	v_ashrrev_i32_e32 v1, 31, v30
	v_mul_lo_u32 v66, s46, v1
	v_mul_lo_u32 v68, s47, v30
	v_mad_u64_u32 v[32:33], s[0:1], s46, v30, v[24:25]
	v_cmp_gt_i32_e64 s[8:9], s8, v39
	v_add3_u32 v33, v68, v33, v66
	s_and_saveexec_b64 s[0:1], s[8:9]
	s_cbranch_execz .LBB0_33
	v_lshl_add_u64 v[66:67], v[32:33], 1, s[22:23]
	global_load_ushort v66, v[66:67], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v67, 16, v66
.LBB0_33:
	s_or_b64 exec, exec, s[0:1]
	v_mov_b32_e32 v66, 0
	v_mov_b32_e32 v70, v66
	s_and_saveexec_b64 s[0:1], s[8:9]
	s_cbranch_execz .LBB0_35
	v_lshl_add_u64 v[68:69], v[32:33], 1, s[22:23]
	global_load_ushort v68, v[68:69], off offset:2
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v70, 16, v68
.LBB0_35:
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[0:1], s[8:9]
	s_cbranch_execz .LBB0_37
	v_lshl_add_u64 v[68:69], v[32:33], 1, s[22:23]
	global_load_ushort v66, v[68:69], off offset:4
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v66, 16, v66
.LBB0_37:
	s_or_b64 exec, exec, s[0:1]
	v_mov_b32_e32 v69, 0
	v_mov_b32_e32 v68, v69
	s_and_saveexec_b64 s[0:1], s[8:9]
	s_cbranch_execz .LBB0_39
	v_lshl_add_u64 v[32:33], v[32:33], 1, s[22:23]
	global_load_ushort v32, v[32:33], off offset:6
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v68, 16, v32
.LBB0_39:
	s_or_b64 exec, exec, s[0:1]
	v_mad_u64_u32 v[32:33], s[0:1], s48, v30, v[24:25]
	v_mul_lo_u32 v1, s48, v1
	v_mul_lo_u32 v30, s49, v30
	v_add3_u32 v33, v30, v33, v1
	s_and_saveexec_b64 s[0:1], s[8:9]
	s_cbranch_execz .LBB0_41
	v_lshl_add_u64 v[80:81], v[32:33], 1, s[24:25]
	global_load_ushort v1, v[80:81], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v69, 16, v1
.LBB0_41:
	s_or_b64 exec, exec, s[0:1]
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v72, v1
	s_and_saveexec_b64 s[0:1], s[8:9]
	s_cbranch_execnz .LBB0_54
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[0:1], s[8:9]
	s_cbranch_execnz .LBB0_55
.LBB0_43:
	s_or_b64 exec, exec, s[0:1]
	v_mov_b32_e32 v30, 0
	s_and_saveexec_b64 s[0:1], s[8:9]
	s_cbranch_execnz .LBB0_56
.LBB0_44:
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[30:31], vcc
	s_cbranch_execnz .LBB0_57
.LBB0_45:
	s_or_b64 exec, exec, s[30:31]
	s_and_saveexec_b64 s[12:13], s[8:9]
	s_cbranch_execnz .LBB0_58
.LBB0_46:
	s_or_b64 exec, exec, s[12:13]
	s_and_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execnz .LBB0_59
.LBB0_47:
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[0:1], s[4:5]
.LBB0_48:
	ds_write_b32 v56, v64
.LBB0_49:
	s_or_b64 exec, exec, s[0:1]
	s_cmp_lt_i32 s56, 1
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_8
	v_med3_i32 v1, s15, 1, 8
	s_movk_i32 s4, 0x2200
	v_mov_b32_e32 v29, v51
	v_mov_b32_e32 v30, v35
	s_mov_b32 s5, s14
	s_branch .LBB0_52
.LBB0_51:
	s_or_b64 exec, exec, s[0:1]
	v_add_u32_e32 v1, -1, v1
	v_cmp_eq_u32_e32 vcc, 0, v1
	s_add_i32 s5, s5, 1
	v_add_u32_e32 v30, 64, v30
	v_add_u32_e32 v29, 0x200, v29
	s_add_i32 s4, s4, 4
	s_cbranch_vccnz .LBB0_8
.LBB0_52:
	v_mov_b32_e32 v32, s4
	s_waitcnt lgkmcnt(0)
	ds_read2_b32 v[32:33], v32 offset1:8
	ds_read_b128 v[64:67], v29
	ds_read_b128 v[68:71], v29 offset:128
	s_waitcnt lgkmcnt(2)
	v_mov_b32_e32 v76, v33
	v_pk_mul_f32 v[14:15], v[14:15], v[76:77] op_sel_hi:[1,0]
	v_pk_mul_f32 v[10:11], v[10:11], v[76:77] op_sel_hi:[1,0]
	v_pk_mul_f32 v[78:79], v[8:9], v[76:77] op_sel_hi:[1,0]
	v_pk_mul_f32 v[80:81], v[6:7], v[76:77] op_sel_hi:[1,0]
	ds_read_b128 v[6:9], v29 offset:256
	ds_read_b128 v[72:75], v29 offset:384
	v_pk_mul_f32 v[16:17], v[16:17], v[76:77] op_sel_hi:[1,0]
	v_pk_mul_f32 v[12:13], v[12:13], v[76:77] op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[4:5], v[76:77] op_sel_hi:[1,0]
	v_pk_mul_f32 v[2:3], v[2:3], v[76:77] op_sel_hi:[1,0]
	v_mov_b32_e32 v76, v15
	v_mov_b32_e32 v77, v11
	s_waitcnt lgkmcnt(3)
	v_mov_b32_e32 v82, v65
	s_waitcnt lgkmcnt(2)
	v_mov_b32_e32 v83, v69
	v_pk_mul_f32 v[76:77], v[76:77], v[82:83]
	v_mov_b32_e32 v82, v64
	v_mov_b32_e32 v83, v68
	v_mov_b32_e32 v84, v14
	v_mov_b32_e32 v85, v10
	v_pk_fma_f32 v[76:77], v[82:83], v[84:85], v[76:77]
	v_mov_b32_e32 v82, v66
	v_mov_b32_e32 v83, v70
	v_mov_b32_e32 v84, v16
	v_mov_b32_e32 v85, v12
	v_pk_fma_f32 v[76:77], v[82:83], v[84:85], v[76:77]
	v_mov_b32_e32 v82, v67
	v_mov_b32_e32 v83, v71
	v_mov_b32_e32 v84, v17
	v_mov_b32_e32 v85, v13
	v_pk_fma_f32 v[76:77], v[82:83], v[84:85], v[76:77]
	v_mov_b32_e32 v82, v81
	v_mov_b32_e32 v83, v3
	s_waitcnt lgkmcnt(1)
	v_mov_b32_e32 v84, v7
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v85, v73
	v_pk_mul_f32 v[82:83], v[82:83], v[84:85]
	v_mov_b32_e32 v84, v6
	v_mov_b32_e32 v85, v72
	v_mov_b32_e32 v86, v80
	v_mov_b32_e32 v87, v2
	v_pk_fma_f32 v[82:83], v[84:85], v[86:87], v[82:83]
	v_mov_b32_e32 v84, v8
	v_mov_b32_e32 v85, v74
	v_mov_b32_e32 v86, v78
	v_mov_b32_e32 v87, v4
	v_pk_fma_f32 v[82:83], v[84:85], v[86:87], v[82:83]
	v_mov_b32_e32 v84, v9
	v_mov_b32_e32 v85, v75
	v_mov_b32_e32 v86, v79
	v_mov_b32_e32 v87, v5
	v_pk_fma_f32 v[82:83], v[84:85], v[86:87], v[82:83]
	s_nop 0
	v_pk_add_f32 v[76:77], v[76:77], v[82:83]
	s_nop 0
	v_add_f32_e32 v33, v76, v77
	ds_bpermute_b32 v76, v42, v33
	ds_read_b32 v77, v30
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v33, v33, v76
	ds_bpermute_b32 v76, v43, v33
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v33, v33, v76
	ds_bpermute_b32 v76, v44, v33
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v33, v33, v76
	v_sub_f32_e32 v33, v77, v33
	v_mul_f32_e32 v32, v32, v33
	v_pk_fma_f32 v[16:17], v[66:67], v[32:33], v[16:17] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[14:15], v[64:65], v[32:33], v[14:15] op_sel_hi:[1,0,1]
	ds_read_b128 v[64:67], v29 offset:4096
	v_pk_fma_f32 v[12:13], v[70:71], v[32:33], v[12:13] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[10:11], v[68:69], v[32:33], v[10:11] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[8:9], v[8:9], v[32:33], v[78:79] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[4:5], v[74:75], v[32:33], v[4:5] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[2:3], v[72:73], v[32:33], v[2:3] op_sel_hi:[1,0,1]
	ds_read_b128 v[68:71], v29 offset:4224
	ds_read_b128 v[72:75], v29 offset:4352
	ds_read_b128 v[76:79], v29 offset:4480
	v_pk_fma_f32 v[6:7], v[6:7], v[32:33], v[80:81] op_sel_hi:[1,0,1]
	s_waitcnt lgkmcnt(3)
	v_mul_f32_e32 v32, v65, v15
	v_fmac_f32_e32 v32, v64, v14
	s_waitcnt lgkmcnt(2)
	v_mul_f32_e32 v33, v69, v11
	s_waitcnt lgkmcnt(1)
	v_mul_f32_e32 v64, v7, v73
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v65, v3, v77
	v_fmac_f32_e32 v33, v68, v10
	v_fmac_f32_e32 v64, v72, v6
	v_fmac_f32_e32 v65, v76, v2
	v_fmac_f32_e32 v32, v66, v16
	v_fmac_f32_e32 v33, v70, v12
	v_fmac_f32_e32 v64, v74, v8
	v_fmac_f32_e32 v65, v78, v4
	v_fmac_f32_e32 v32, v67, v17
	v_fmac_f32_e32 v33, v71, v13
	v_fmac_f32_e32 v64, v75, v9
	v_fmac_f32_e32 v65, v79, v5
	v_add_f32_e32 v32, v32, v64
	v_add_f32_e32 v33, v33, v65
	v_add_f32_e32 v32, v32, v33
	ds_bpermute_b32 v33, v42, v32
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v32, v32, v33
	ds_bpermute_b32 v33, v43, v32
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v32, v32, v33
	ds_bpermute_b32 v33, v44, v32
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_51
	s_ashr_i32 s6, s5, 31
	s_mul_hi_u32 s7, s26, s5
	s_mul_i32 s6, s26, s6
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v32, v32, v33
	s_add_i32 s6, s7, s6
	s_mul_i32 s7, s27, s5
	v_bfe_u32 v33, v32, 16, 1
	s_add_i32 s7, s6, s7
	s_mul_i32 s6, s26, s5
	v_add3_u32 v33, v33, v32, s55
	v_or_b32_e32 v64, 0x400000, v32
	v_cmp_u_f32_e32 vcc, v32, v32
	s_nop 1
	v_cndmask_b32_e32 v64, v33, v64, vcc
	v_lshl_add_u64 v[32:33], s[6:7], 1, v[26:27]
	global_store_short_d16_hi v[32:33], v64, off
	s_branch .LBB0_51
.LBB0_54:
	v_lshl_add_u64 v[80:81], v[32:33], 1, s[24:25]
	global_load_ushort v30, v[80:81], off offset:2
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v72, 16, v30
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[0:1], s[8:9]
	s_cbranch_execz .LBB0_43
.LBB0_55:
	v_lshl_add_u64 v[80:81], v[32:33], 1, s[24:25]
	global_load_ushort v1, v[80:81], off offset:4
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v1, 16, v1
	s_or_b64 exec, exec, s[0:1]
	v_mov_b32_e32 v30, 0
	s_and_saveexec_b64 s[0:1], s[8:9]
	s_cbranch_execz .LBB0_44
.LBB0_56:
	v_lshl_add_u64 v[32:33], v[32:33], 1, s[24:25]
	global_load_ushort v30, v[32:33], off offset:6
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v30, 16, v30
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[30:31], vcc
	s_cbranch_execz .LBB0_45
.LBB0_57:
	v_mul_f32_e32 v32, v78, v78
	v_fmac_f32_e32 v32, v73, v73
	v_mul_f32_e32 v80, v79, v79
	v_fmac_f32_e32 v32, v71, v71
	v_fmac_f32_e32 v80, v76, v76
	v_fmac_f32_e32 v32, v75, v75
	v_fmac_f32_e32 v80, v74, v74
	ds_bpermute_b32 v33, v40, v32
	v_fmac_f32_e32 v80, v77, v77
	ds_bpermute_b32 v81, v40, v80
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v32, v32, v33
	ds_bpermute_b32 v33, v41, v32
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v80, v80, v81
	ds_bpermute_b32 v81, v41, v80
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v32, v32, v33
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v33, v80, v81
	ds_bpermute_b32 v80, v42, v32
	ds_bpermute_b32 v81, v42, v33
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v32, v32, v80
	ds_bpermute_b32 v80, v43, v32
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v33, v33, v81
	ds_bpermute_b32 v81, v43, v33
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v32, v32, v80
	ds_bpermute_b32 v80, v44, v32
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v33, v33, v81
	ds_bpermute_b32 v81, v44, v33
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v32, v32, v80
	v_add_f32_e32 v32, 0x358637bd, v32
	v_mul_f32_e32 v80, 0x4f800000, v32
	v_cmp_gt_f32_e32 vcc, s40, v32
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v33, v33, v81
	v_add_f32_e32 v33, 0x358637bd, v33
	v_cndmask_b32_e32 v32, v32, v80, vcc
	v_sqrt_f32_e32 v80, v32
	v_mul_f32_e32 v81, 0x4f800000, v33
	v_cmp_gt_f32_e64 s[0:1], s40, v33
	v_add_u32_e32 v82, 1, v80
	s_nop 0
	v_cndmask_b32_e64 v33, v33, v81, s[0:1]
	v_add_u32_e32 v81, -1, v80
	v_fma_f32 v83, -v81, v80, v32
	v_fma_f32 v84, -v82, v80, v32
	v_cmp_ge_f32_e64 s[12:13], 0, v83
	s_nop 1
	v_cndmask_b32_e64 v80, v80, v81, s[12:13]
	v_cmp_lt_f32_e64 s[12:13], 0, v84
	s_nop 1
	v_cndmask_b32_e64 v80, v80, v82, s[12:13]
	v_sqrt_f32_e32 v82, v33
	v_mul_f32_e32 v81, 0x37800000, v80
	v_cndmask_b32_e32 v80, v80, v81, vcc
	v_cmp_class_f32_e32 vcc, v32, v52
	s_nop 1
	v_cndmask_b32_e32 v83, v80, v32, vcc
	v_add_u32_e32 v32, -1, v82
	v_fma_f32 v80, -v32, v82, v33
	v_cmp_ge_f32_e32 vcc, 0, v80
	v_add_u32_e32 v80, 1, v82
	v_fma_f32 v81, -v80, v82, v33
	v_cndmask_b32_e32 v32, v82, v32, vcc
	v_cmp_lt_f32_e32 vcc, 0, v81
	v_div_scale_f32 v81, s[12:13], v83, v83, v78
	v_rcp_f32_e32 v82, v81
	v_cndmask_b32_e32 v32, v32, v80, vcc
	v_mul_f32_e32 v80, 0x37800000, v32
	v_cndmask_b32_e64 v32, v32, v80, s[0:1]
	v_cmp_class_f32_e32 vcc, v33, v52
	s_nop 1
	v_cndmask_b32_e32 v84, v32, v33, vcc
	v_fma_f32 v32, -v81, v82, 1.0
	v_fmac_f32_e32 v82, v32, v82
	v_div_scale_f32 v32, vcc, v78, v83, v78
	v_mul_f32_e32 v33, v32, v82
	v_fma_f32 v80, -v81, v33, v32
	v_fmac_f32_e32 v33, v80, v82
	v_div_scale_f32 v80, s[0:1], v83, v83, v73
	v_fma_f32 v32, -v81, v33, v32
	v_rcp_f32_e32 v81, v80
	v_div_fmas_f32 v32, v32, v82, v33
	v_div_fixup_f32 v33, v32, v83, v78
	v_fma_f32 v32, -v80, v81, 1.0
	v_fmac_f32_e32 v81, v32, v81
	v_div_scale_f32 v32, vcc, v73, v83, v73
	v_mul_f32_e32 v78, v32, v81
	v_fma_f32 v82, -v80, v78, v32
	v_fmac_f32_e32 v78, v82, v81
	v_div_scale_f32 v82, s[0:1], v84, v84, v79
	v_rcp_f32_e32 v85, v82
	v_fma_f32 v32, -v80, v78, v32
	v_div_fmas_f32 v32, v32, v81, v78
	v_div_fixup_f32 v32, v32, v83, v73
	v_pk_mul_f32 v[80:81], s[28:29], v[32:33]
	v_fma_f32 v32, -v82, v85, 1.0
	v_fmac_f32_e32 v85, v32, v85
	v_div_scale_f32 v32, vcc, v79, v84, v79
	v_mul_f32_e32 v33, v32, v85
	v_fma_f32 v73, -v82, v33, v32
	v_fmac_f32_e32 v33, v73, v85
	v_div_scale_f32 v73, s[0:1], v84, v84, v76
	v_rcp_f32_e32 v78, v73
	v_fma_f32 v32, -v82, v33, v32
	v_div_fmas_f32 v32, v32, v85, v33
	v_div_fixup_f32 v79, v32, v84, v79
	v_fma_f32 v32, -v73, v78, 1.0
	v_fmac_f32_e32 v78, v32, v78
	v_div_scale_f32 v32, vcc, v76, v84, v76
	v_mul_f32_e32 v33, v32, v78
	v_fma_f32 v82, -v73, v33, v32
	v_fmac_f32_e32 v33, v82, v78
	v_fma_f32 v32, -v73, v33, v32
	v_div_scale_f32 v73, s[0:1], v83, v83, v75
	v_rcp_f32_e32 v82, v73
	v_div_fmas_f32 v32, v32, v78, v33
	v_div_fixup_f32 v78, v32, v84, v76
	v_fma_f32 v32, -v73, v82, 1.0
	v_fmac_f32_e32 v82, v32, v82
	v_div_scale_f32 v32, vcc, v75, v83, v75
	v_mul_f32_e32 v33, v32, v82
	v_fma_f32 v76, -v73, v33, v32
	v_fmac_f32_e32 v33, v76, v82
	v_fma_f32 v32, -v73, v33, v32
	v_div_scale_f32 v73, s[0:1], v83, v83, v71
	v_rcp_f32_e32 v76, v73
	v_div_fmas_f32 v32, v32, v82, v33
	v_div_fixup_f32 v33, v32, v83, v75
	v_fma_f32 v32, -v73, v76, 1.0
	v_fmac_f32_e32 v76, v32, v76
	v_div_scale_f32 v32, vcc, v71, v83, v71
	v_mul_f32_e32 v75, v32, v76
	v_fma_f32 v82, -v73, v75, v32
	v_fmac_f32_e32 v75, v82, v76
	v_fma_f32 v32, -v73, v75, v32
	v_div_scale_f32 v73, s[0:1], v84, v84, v77
	v_div_fmas_f32 v32, v32, v76, v75
	v_rcp_f32_e32 v75, v73
	v_div_fixup_f32 v32, v32, v83, v71
	v_pk_mul_f32 v[82:83], s[28:29], v[32:33]
	ds_write_b128 v46, v[80:83]
	v_fma_f32 v32, -v73, v75, 1.0
	v_fmac_f32_e32 v75, v32, v75
	v_div_scale_f32 v32, vcc, v77, v84, v77
	v_mul_f32_e32 v33, v32, v75
	v_fma_f32 v71, -v73, v33, v32
	v_fmac_f32_e32 v33, v71, v75
	v_div_scale_f32 v71, s[0:1], v84, v84, v74
	v_fma_f32 v32, -v73, v33, v32
	v_rcp_f32_e32 v73, v71
	v_div_fmas_f32 v32, v32, v75, v33
	v_div_fixup_f32 v81, v32, v84, v77
	v_fma_f32 v32, -v71, v73, 1.0
	v_fmac_f32_e32 v73, v32, v73
	v_div_scale_f32 v32, vcc, v74, v84, v74
	v_mul_f32_e32 v33, v32, v73
	v_fma_f32 v75, -v71, v33, v32
	v_fmac_f32_e32 v33, v75, v73
	v_fma_f32 v32, -v71, v33, v32
	v_div_fmas_f32 v32, v32, v73, v33
	v_div_fixup_f32 v80, v32, v84, v74
	ds_write_b128 v45, v[78:81]
	s_or_b64 exec, exec, s[30:31]
	s_and_saveexec_b64 s[12:13], s[8:9]
	s_cbranch_execz .LBB0_46
.LBB0_58:
	v_mul_f32_e32 v32, v70, v70
	v_fmac_f32_e32 v32, v67, v67
	v_mul_f32_e32 v71, v72, v72
	v_fmac_f32_e32 v32, v66, v66
	v_fmac_f32_e32 v71, v69, v69
	v_fmac_f32_e32 v32, v68, v68
	v_fmac_f32_e32 v71, v1, v1
	ds_bpermute_b32 v33, v40, v32
	v_fmac_f32_e32 v71, v30, v30
	ds_bpermute_b32 v73, v40, v71
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v32, v32, v33
	ds_bpermute_b32 v33, v41, v32
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v71, v71, v73
	ds_bpermute_b32 v73, v41, v71
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v32, v32, v33
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v33, v71, v73
	ds_bpermute_b32 v71, v42, v32
	ds_bpermute_b32 v73, v42, v33
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v32, v32, v71
	ds_bpermute_b32 v71, v43, v32
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v33, v33, v73
	ds_bpermute_b32 v73, v43, v33
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v32, v32, v71
	ds_bpermute_b32 v71, v44, v32
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v33, v33, v73
	ds_bpermute_b32 v73, v44, v33
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v32, v32, v71
	v_add_f32_e32 v32, 0x358637bd, v32
	v_mul_f32_e32 v71, 0x4f800000, v32
	v_cmp_gt_f32_e32 vcc, s40, v32
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v33, v33, v73
	v_add_f32_e32 v33, 0x358637bd, v33
	v_cndmask_b32_e32 v32, v32, v71, vcc
	v_sqrt_f32_e32 v71, v32
	v_mul_f32_e32 v73, 0x4f800000, v33
	v_cmp_gt_f32_e64 s[0:1], s40, v33
	v_add_u32_e32 v74, 1, v71
	s_nop 0
	v_cndmask_b32_e64 v33, v33, v73, s[0:1]
	v_add_u32_e32 v73, -1, v71
	v_fma_f32 v75, -v73, v71, v32
	v_fma_f32 v76, -v74, v71, v32
	v_cmp_ge_f32_e64 s[8:9], 0, v75
	s_nop 1
	v_cndmask_b32_e64 v71, v71, v73, s[8:9]
	v_cmp_lt_f32_e64 s[8:9], 0, v76
	s_nop 1
	v_cndmask_b32_e64 v71, v71, v74, s[8:9]
	v_sqrt_f32_e32 v74, v33
	v_mul_f32_e32 v73, 0x37800000, v71
	v_cndmask_b32_e32 v71, v71, v73, vcc
	v_cmp_class_f32_e32 vcc, v32, v52
	s_nop 1
	v_cndmask_b32_e32 v73, v71, v32, vcc
	v_add_u32_e32 v32, -1, v74
	v_fma_f32 v71, -v32, v74, v33
	v_cmp_ge_f32_e32 vcc, 0, v71
	v_add_u32_e32 v71, 1, v74
	s_nop 0
	v_cndmask_b32_e32 v32, v74, v32, vcc
	v_fma_f32 v74, -v71, v74, v33
	v_cmp_lt_f32_e32 vcc, 0, v74
	v_div_scale_f32 v74, s[8:9], v73, v73, v70
	v_rcp_f32_e32 v75, v74
	v_cndmask_b32_e32 v32, v32, v71, vcc
	v_mul_f32_e32 v71, 0x37800000, v32
	v_cndmask_b32_e64 v32, v32, v71, s[0:1]
	v_cmp_class_f32_e32 vcc, v33, v52
	s_nop 1
	v_cndmask_b32_e32 v76, v32, v33, vcc
	v_fma_f32 v32, -v74, v75, 1.0
	v_fmac_f32_e32 v75, v32, v75
	v_div_scale_f32 v32, vcc, v70, v73, v70
	v_mul_f32_e32 v33, v32, v75
	v_fma_f32 v71, -v74, v33, v32
	v_fmac_f32_e32 v33, v71, v75
	v_div_scale_f32 v71, s[0:1], v73, v73, v67
	v_fma_f32 v32, -v74, v33, v32
	v_rcp_f32_e32 v74, v71
	v_div_fmas_f32 v32, v32, v75, v33
	v_div_fixup_f32 v33, v32, v73, v70
	v_fma_f32 v32, -v71, v74, 1.0
	v_fmac_f32_e32 v74, v32, v74
	v_div_scale_f32 v32, vcc, v67, v73, v67
	v_mul_f32_e32 v70, v32, v74
	v_fma_f32 v75, -v71, v70, v32
	v_fmac_f32_e32 v70, v75, v74
	v_div_scale_f32 v75, s[0:1], v76, v76, v72
	v_rcp_f32_e32 v77, v75
	v_fma_f32 v32, -v71, v70, v32
	v_div_fmas_f32 v32, v32, v74, v70
	v_div_fixup_f32 v32, v32, v73, v67
	v_pk_mul_f32 v[70:71], s[28:29], v[32:33]
	v_fma_f32 v32, -v75, v77, 1.0
	v_fmac_f32_e32 v77, v32, v77
	v_div_scale_f32 v32, vcc, v72, v76, v72
	v_mul_f32_e32 v33, v32, v77
	v_fma_f32 v67, -v75, v33, v32
	v_fmac_f32_e32 v33, v67, v77
	v_div_scale_f32 v67, s[0:1], v76, v76, v69
	v_rcp_f32_e32 v74, v67
	v_fma_f32 v32, -v75, v33, v32
	v_div_fmas_f32 v32, v32, v77, v33
	v_div_fixup_f32 v75, v32, v76, v72
	v_fma_f32 v32, -v67, v74, 1.0
	v_fmac_f32_e32 v74, v32, v74
	v_div_scale_f32 v32, vcc, v69, v76, v69
	v_mul_f32_e32 v33, v32, v74
	v_fma_f32 v72, -v67, v33, v32
	v_fmac_f32_e32 v33, v72, v74
	v_fma_f32 v32, -v67, v33, v32
	v_div_scale_f32 v67, s[0:1], v73, v73, v68
	v_rcp_f32_e32 v72, v67
	v_div_fmas_f32 v32, v32, v74, v33
	v_div_fixup_f32 v74, v32, v76, v69
	v_fma_f32 v32, -v67, v72, 1.0
	v_fmac_f32_e32 v72, v32, v72
	v_div_scale_f32 v32, vcc, v68, v73, v68
	v_mul_f32_e32 v33, v32, v72
	v_fma_f32 v69, -v67, v33, v32
	v_fmac_f32_e32 v33, v69, v72
	v_fma_f32 v32, -v67, v33, v32
	v_div_scale_f32 v67, s[0:1], v73, v73, v66
	v_rcp_f32_e32 v69, v67
	v_div_fmas_f32 v32, v32, v72, v33
	v_div_fixup_f32 v33, v32, v73, v68
	v_fma_f32 v32, -v67, v69, 1.0
	v_fmac_f32_e32 v69, v32, v69
	v_div_scale_f32 v32, vcc, v66, v73, v66
	v_mul_f32_e32 v68, v32, v69
	v_fma_f32 v72, -v67, v68, v32
	v_fmac_f32_e32 v68, v72, v69
	v_fma_f32 v32, -v67, v68, v32
	v_div_scale_f32 v67, s[0:1], v76, v76, v30
	v_div_fmas_f32 v32, v32, v69, v68
	v_rcp_f32_e32 v68, v67
	v_div_fixup_f32 v32, v32, v73, v66
	v_pk_mul_f32 v[72:73], s[28:29], v[32:33]
	ds_write_b128 v48, v[70:73]
	v_fma_f32 v32, -v67, v68, 1.0
	v_fmac_f32_e32 v68, v32, v68
	v_div_scale_f32 v32, vcc, v30, v76, v30
	v_mul_f32_e32 v33, v32, v68
	v_fma_f32 v66, -v67, v33, v32
	v_fmac_f32_e32 v33, v66, v68
	v_div_scale_f32 v66, s[0:1], v76, v76, v1
	v_fma_f32 v32, -v67, v33, v32
	v_rcp_f32_e32 v67, v66
	v_div_fmas_f32 v32, v32, v68, v33
	v_div_fixup_f32 v77, v32, v76, v30
	v_fma_f32 v30, -v66, v67, 1.0
	v_fmac_f32_e32 v67, v30, v67
	v_div_scale_f32 v30, vcc, v1, v76, v1
	v_mul_f32_e32 v32, v30, v67
	v_fma_f32 v33, -v66, v32, v30
	v_fmac_f32_e32 v32, v33, v67
	v_fma_f32 v30, -v66, v32, v30
	v_div_fmas_f32 v30, v30, v67, v32
	v_div_fixup_f32 v76, v30, v76, v1
	ds_write_b128 v47, v[74:77]
	s_or_b64 exec, exec, s[12:13]
	s_and_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execz .LBB0_47
.LBB0_59:
	s_cmp_eq_u32 s57, 0
	s_cselect_b64 s[6:7], -1, 0
	v_cndmask_b32_e64 v1, v57, 0, s[6:7]
	v_add_f32_e32 v1, s33, v1
	v_cmp_ngt_f32_e32 vcc, s43, v1
	v_add_f32_e32 v70, s52, v29
	v_mul_f32_e32 v71, s41, v70
	v_cndmask_b32_e32 v1, v58, v1, vcc
	v_cmp_nlt_f32_e32 vcc, s44, v1
	s_nop 1
	v_cndmask_b32_e32 v1, v59, v1, vcc
	v_fmamk_f32 v30, v1, 0x3fb8aa3b, v53
	v_add_f32_e32 v30, 0xcb400000, v30
	v_fmac_f32_e32 v1, 0xbf317218, v30
	v_mul_f32_e32 v32, 0x3102e308, v30
	v_add_f32_e32 v33, v1, v32
	v_sub_f32_e32 v1, v33, v1
	v_sub_f32_e32 v1, v32, v1
	v_fmamk_f32 v32, v33, 0x39500d01, v54
	v_fmaak_f32 v32, v32, v33, 0x3c088889
	v_fmaak_f32 v32, v32, v33, 0x3d2aaaab
	v_fmaak_f32 v32, v32, v33, 0x3e2aaaab
	v_fma_f32 v32, v32, v33, 0.5
	v_mul_f32_e32 v66, v33, v33
	v_mul_f32_e32 v32, v66, v32
	v_add_f32_e32 v66, v33, v32
	v_sub_f32_e32 v33, v66, v33
	v_cmp_o_f32_e32 vcc, v30, v30
	v_sub_f32_e32 v32, v32, v33
	v_add_f32_e32 v1, v1, v32
	v_cndmask_b32_e32 v30, 0, v30, vcc
	v_add_f32_e32 v32, 1.0, v66
	v_cvt_i32_f32_e32 v30, v30
	v_add_f32_e32 v33, -1.0, v32
	v_sub_f32_e32 v33, v66, v33
	v_add_f32_e32 v1, v33, v1
	v_add_f32_e32 v1, v32, v1
	v_ashrrev_i32_e32 v32, 1, v30
	v_sub_u32_e32 v30, v30, v32
	v_lshlrev_b32_e32 v32, 23, v32
	v_add_u32_e32 v32, 1.0, v32
	v_lshlrev_b32_e32 v30, 23, v30
	v_add_u32_e32 v30, 1.0, v30
	v_mul_f32_e32 v1, v1, v32
	v_cmp_ngt_f32_e32 vcc, s43, v71
	v_mul_f32_e32 v30, v1, v30
	s_nop 0
	v_cndmask_b32_e32 v1, v58, v71, vcc
	v_cmp_nlt_f32_e32 vcc, s44, v1
	s_nop 1
	v_cndmask_b32_e32 v29, v59, v1, vcc
	v_fmamk_f32 v1, v29, 0x3fb8aa3b, v53
	v_add_f32_e32 v72, 0xcb400000, v1
	v_fmac_f32_e32 v29, 0xbf317218, v72
	v_mul_f32_e32 v33, 0x3102e308, v72
	v_add_f32_e32 v1, v29, v33
	v_fmamk_f32 v32, v1, 0x39500d01, v54
	v_fmaak_f32 v32, v32, v1, 0x3c088889
	v_fmaak_f32 v32, v32, v1, 0x3d2aaaab
	v_fmaak_f32 v32, v32, v1, 0x3e2aaaab
	v_fma_f32 v32, v32, v1, 0.5
	v_mul_f32_e32 v66, v1, v1
	v_mul_f32_e32 v66, v66, v32
	v_add_f32_e32 v32, v1, v66
	v_cmp_o_f32_e32 vcc, v72, v72
	v_sub_f32_e32 v67, v32, v1
	v_pk_add_f32 v[68:69], v[0:1], v[28:29] neg_lo:[0,1] neg_hi:[0,1]
	v_cndmask_b32_e32 v1, 0, v72, vcc
	v_add_f32_e32 v74, 1.0, v32
	v_cvt_i32_f32_e32 v1, v1
	v_sub_f32_e32 v73, v66, v67
	v_add_f32_e32 v66, -1.0, v74
	v_mov_b32_e32 v67, v69
	v_pk_add_f32 v[32:33], v[32:33], v[66:67] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_add_f32_e32 v29, v33, v73
	v_add_f32_e32 v29, v32, v29
	v_ashrrev_i32_e32 v32, 1, v1
	v_add_f32_e32 v29, v74, v29
	v_sub_u32_e32 v1, v1, v32
	v_lshl_add_u32 v32, v32, 23, 1.0
	v_lshl_add_u32 v1, v1, 23, 1.0
	v_mul_f32_e32 v29, v29, v32
	v_mul_f32_e32 v1, v29, v1
	v_add_f32_e32 v1, 1.0, v1
	v_mul_f32_e32 v29, 0x4b000000, v1
	v_cmp_gt_f32_e32 vcc, s45, v1
	s_nop 1
	v_cndmask_b32_e32 v29, v1, v29, vcc
	v_add_u32_e32 v33, 0xc0cafb0d, v29
	v_and_b32_e32 v66, 0xff800000, v33
	v_sub_u32_e32 v29, v29, v66
	v_add_f32_e32 v29, -1.0, v29
	v_add_f32_e32 v66, 2.0, v29
	v_div_scale_f32 v67, s[6:7], v66, v66, v29
	v_rcp_f32_e32 v68, v67
	v_cndmask_b32_e32 v32, 0, v60, vcc
	v_ashrrev_i32_e32 v33, 23, v33
	v_add_u32_e32 v32, v33, v32
	v_fma_f32 v33, -v67, v68, 1.0
	v_fmac_f32_e32 v68, v33, v68
	v_div_scale_f32 v33, vcc, v29, v66, v29
	v_mul_f32_e32 v69, v33, v68
	v_fma_f32 v72, -v67, v69, v33
	v_fmac_f32_e32 v69, v72, v68
	v_fma_f32 v33, -v67, v69, v33
	v_div_fmas_f32 v33, v33, v68, v69
	v_div_fixup_f32 v33, v33, v66, v29
	v_mul_f32_e32 v66, v33, v33
	v_fmamk_f32 v67, v66, 0x3e3a2e8c, v55
	v_fmaak_f32 v67, v67, v66, 0x3e924925
	v_fmaak_f32 v67, v67, v66, 0x3ecccccd
	v_cvt_f32_i32_e32 v32, v32
	v_fmaak_f32 v67, v67, v66, 0x3f2aaaab
	v_mul_f32_e32 v66, v66, v67
	v_sub_f32_e32 v66, v29, v66
	v_fma_f32 v29, -v33, v66, v29
	v_fmac_f32_e32 v29, 0xb102e308, v32
	v_fmac_f32_e32 v29, 0x3f317218, v32
	v_cmp_neq_f32_e32 vcc, 0, v1
	s_nop 1
	v_cndmask_b32_e32 v29, v61, v29, vcc
	v_cmp_neq_f32_e32 vcc, s54, v1
	s_nop 1
	v_cndmask_b32_e32 v29, v62, v29, vcc
	v_cmp_ngt_f32_e32 vcc, 0, v1
	s_nop 1
	v_cndmask_b32_e32 v29, v63, v29, vcc
	v_cmp_u_f32_e32 vcc, v1, v1
	s_nop 1
	v_cndmask_b32_e32 v1, v29, v1, vcc
	v_mul_f32_e32 v1, v34, v1
	v_cmp_ge_f32_e32 vcc, s42, v71
	s_nop 1
	v_cndmask_b32_e32 v1, v70, v1, vcc
	v_mul_f32_e64 v1, -v30, v1
	v_cmp_ngt_f32_e32 vcc, s43, v1
	s_nop 1
	v_cndmask_b32_e32 v1, v58, v1, vcc
	v_cmp_nlt_f32_e32 vcc, s44, v1
	s_nop 1
	v_cndmask_b32_e32 v29, v59, v1, vcc
	v_fmamk_f32 v1, v29, 0x3fb8aa3b, v53
	v_add_f32_e32 v30, 0xcb400000, v1
	v_fmac_f32_e32 v29, 0xbf317218, v30
	v_mul_f32_e32 v33, 0x3102e308, v30
	v_add_f32_e32 v1, v29, v33
	v_fmamk_f32 v32, v1, 0x39500d01, v54
	v_fmaak_f32 v32, v32, v1, 0x3c088889
	v_fmaak_f32 v32, v32, v1, 0x3d2aaaab
	v_fmaak_f32 v32, v32, v1, 0x3e2aaaab
	v_fma_f32 v32, v32, v1, 0.5
	v_mul_f32_e32 v66, v1, v1
	v_mul_f32_e32 v66, v66, v32
	v_add_f32_e32 v32, v1, v66
	v_cmp_o_f32_e32 vcc, v30, v30
	v_sub_f32_e32 v67, v32, v1
	v_add_f32_e32 v71, 1.0, v32
	v_pk_add_f32 v[68:69], v[0:1], v[28:29] neg_lo:[0,1] neg_hi:[0,1]
	v_cndmask_b32_e32 v1, 0, v30, vcc
	v_sub_f32_e32 v70, v66, v67
	v_add_f32_e32 v66, -1.0, v71
	v_mov_b32_e32 v67, v69
	v_cvt_i32_f32_e32 v1, v1
	v_pk_add_f32 v[32:33], v[32:33], v[66:67] neg_lo:[0,1] neg_hi:[0,1]
	v_cmp_nlt_f32_e64 vcc, -v65, s43
	v_add_f32_e32 v29, v33, v70
	v_add_f32_e32 v29, v32, v29
	v_add_f32_e32 v30, v71, v29
	v_ashrrev_i32_e32 v29, 1, v1
	v_sub_u32_e32 v70, v1, v29
	v_sub_f32_e32 v1, 0, v65
	v_cndmask_b32_e32 v1, v58, v1, vcc
	v_cmp_nlt_f32_e32 vcc, s44, v1
	v_lshl_add_u32 v71, v29, 23, 1.0
	v_mul_f32_e32 v30, v30, v71
	v_cndmask_b32_e32 v29, v59, v1, vcc
	v_fmamk_f32 v1, v29, 0x3fb8aa3b, v53
	v_add_f32_e32 v65, 0xcb400000, v1
	v_fmac_f32_e32 v29, 0xbf317218, v65
	v_mul_f32_e32 v33, 0x3102e308, v65
	v_add_f32_e32 v1, v29, v33
	v_fmamk_f32 v32, v1, 0x39500d01, v54
	v_fmaak_f32 v32, v32, v1, 0x3c088889
	v_fmaak_f32 v32, v32, v1, 0x3d2aaaab
	v_fmaak_f32 v32, v32, v1, 0x3e2aaaab
	v_fma_f32 v32, v32, v1, 0.5
	v_mul_f32_e32 v66, v1, v1
	v_mul_f32_e32 v66, v66, v32
	v_add_f32_e32 v32, v1, v66
	v_cmp_o_f32_e32 vcc, v65, v65
	v_sub_f32_e32 v67, v32, v1
	v_pk_add_f32 v[68:69], v[0:1], v[28:29] neg_lo:[0,1] neg_hi:[0,1]
	v_cndmask_b32_e32 v1, 0, v65, vcc
	v_add_f32_e32 v73, 1.0, v32
	v_cvt_i32_f32_e32 v1, v1
	v_sub_f32_e32 v72, v66, v67
	v_add_f32_e32 v66, -1.0, v73
	v_mov_b32_e32 v67, v69
	v_pk_add_f32 v[32:33], v[32:33], v[66:67] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_add_f32_e32 v29, v33, v72
	v_add_f32_e32 v29, v32, v29
	v_ashrrev_i32_e32 v32, 1, v1
	v_add_f32_e32 v29, v73, v29
	v_sub_u32_e32 v1, v1, v32
	v_lshl_add_u32 v32, v32, 23, 1.0
	v_lshl_add_u32 v1, v1, 23, 1.0
	v_mul_f32_e32 v29, v29, v32
	v_mul_f32_e32 v1, v29, v1
	v_add_f32_e32 v1, 1.0, v1
	v_div_scale_f32 v29, s[6:7], v1, v1, 1.0
	v_rcp_f32_e32 v32, v29
	v_lshl_add_u32 v33, v70, 23, 1.0
	v_mul_f32_e32 v30, v30, v33
	v_fma_f32 v33, -v29, v32, 1.0
	v_fmac_f32_e32 v32, v33, v32
	v_div_scale_f32 v33, vcc, 1.0, v1, 1.0
	v_mul_f32_e32 v65, v33, v32
	v_fma_f32 v66, -v29, v65, v33
	v_fmac_f32_e32 v65, v66, v32
	v_fma_f32 v29, -v29, v65, v33
	v_div_fmas_f32 v29, v29, v32, v65
	v_div_fixup_f32 v1, v29, v1, 1.0
	ds_write_b32 v49, v30
	ds_write_b32 v50, v1
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execnz .LBB0_48
	s_branch .LBB0_49
.LBB0_60:
	s_and_b64 vcc, exec, s[10:11]
	s_cbranch_vccnz .LBB0_62
	v_bfe_u32 v0, v16, 16, 1
	s_movk_i32 s0, 0x7fff
	v_add3_u32 v0, v0, v16, s0
	v_or_b32_e32 v1, 0x400000, v16
	v_cmp_u_f32_e32 vcc, v16, v16
	v_or_b32_e32 v16, 0x400000, v17
	s_mov_b32 s1, 0x7060302
	v_cndmask_b32_e32 v0, v0, v1, vcc
	v_bfe_u32 v1, v17, 16, 1
	v_add3_u32 v1, v1, v17, s0
	v_cmp_u_f32_e32 vcc, v17, v17
	v_mov_b32_e32 v17, 0
	s_nop 0
	v_cndmask_b32_e32 v1, v1, v16, vcc
	v_perm_b32 v1, v1, v0, s1
	v_bfe_u32 v0, v14, 16, 1
	v_add3_u32 v0, v0, v14, s0
	v_or_b32_e32 v16, 0x400000, v14
	v_cmp_u_f32_e32 vcc, v14, v14
	v_bfe_u32 v14, v15, 16, 1
	v_add3_u32 v14, v14, v15, s0
	v_cndmask_b32_e32 v0, v0, v16, vcc
	v_or_b32_e32 v16, 0x400000, v15
	v_cmp_u_f32_e32 vcc, v15, v15
	s_nop 1
	v_cndmask_b32_e32 v14, v14, v16, vcc
	v_perm_b32 v0, v14, v0, s1
	v_lshl_add_u64 v[14:15], v[20:21], 1, s[16:17]
	v_lshlrev_b32_e32 v16, 1, v18
	v_lshl_add_u64 v[14:15], v[14:15], 0, v[16:17]
	global_store_dwordx2 v[14:15], v[0:1], off
	v_bfe_u32 v0, v12, 16, 1
	v_add3_u32 v0, v0, v12, s0
	v_or_b32_e32 v1, 0x400000, v12
	v_cmp_u_f32_e32 vcc, v12, v12
	v_or_b32_e32 v12, 0x400000, v13
	s_nop 0
	v_cndmask_b32_e32 v0, v0, v1, vcc
	v_bfe_u32 v1, v13, 16, 1
	v_add3_u32 v1, v1, v13, s0
	v_cmp_u_f32_e32 vcc, v13, v13
	s_nop 1
	v_cndmask_b32_e32 v1, v1, v12, vcc
	v_perm_b32 v1, v1, v0, s1
	v_bfe_u32 v0, v10, 16, 1
	v_add3_u32 v0, v0, v10, s0
	v_or_b32_e32 v12, 0x400000, v10
	v_cmp_u_f32_e32 vcc, v10, v10
	v_bfe_u32 v10, v11, 16, 1
	v_add3_u32 v10, v10, v11, s0
	v_cndmask_b32_e32 v0, v0, v12, vcc
	v_or_b32_e32 v12, 0x400000, v11
	v_cmp_u_f32_e32 vcc, v11, v11
	s_nop 1
	v_cndmask_b32_e32 v10, v10, v12, vcc
	v_perm_b32 v0, v10, v0, s1
	global_store_dwordx2 v[14:15], v[0:1], off offset:64
	v_bfe_u32 v0, v8, 16, 1
	v_add3_u32 v0, v0, v8, s0
	v_or_b32_e32 v1, 0x400000, v8
	v_cmp_u_f32_e32 vcc, v8, v8
	v_or_b32_e32 v8, 0x400000, v9
	s_nop 0
	v_cndmask_b32_e32 v0, v0, v1, vcc
	v_bfe_u32 v1, v9, 16, 1
	v_add3_u32 v1, v1, v9, s0
	v_cmp_u_f32_e32 vcc, v9, v9
	s_nop 1
	v_cndmask_b32_e32 v1, v1, v8, vcc
	v_perm_b32 v1, v1, v0, s1
	v_bfe_u32 v0, v6, 16, 1
	v_add3_u32 v0, v0, v6, s0
	v_or_b32_e32 v8, 0x400000, v6
	v_cmp_u_f32_e32 vcc, v6, v6
	v_bfe_u32 v6, v7, 16, 1
	v_add3_u32 v6, v6, v7, s0
	v_cndmask_b32_e32 v0, v0, v8, vcc
	v_or_b32_e32 v8, 0x400000, v7
	v_cmp_u_f32_e32 vcc, v7, v7
	s_nop 1
	v_cndmask_b32_e32 v6, v6, v8, vcc
	v_perm_b32 v0, v6, v0, s1
	global_store_dwordx2 v[14:15], v[0:1], off offset:128
	v_bfe_u32 v0, v4, 16, 1
	v_add3_u32 v0, v0, v4, s0
	v_or_b32_e32 v1, 0x400000, v4
	v_cmp_u_f32_e32 vcc, v4, v4
	v_or_b32_e32 v4, 0x400000, v5
	s_nop 0
	v_cndmask_b32_e32 v0, v0, v1, vcc
	v_bfe_u32 v1, v5, 16, 1
	v_add3_u32 v1, v1, v5, s0
	v_cmp_u_f32_e32 vcc, v5, v5
	s_nop 1
	v_cndmask_b32_e32 v1, v1, v4, vcc
	v_perm_b32 v1, v1, v0, s1
	v_bfe_u32 v0, v2, 16, 1
	v_add3_u32 v0, v0, v2, s0
	v_or_b32_e32 v4, 0x400000, v2
	v_cmp_u_f32_e32 vcc, v2, v2
	v_bfe_u32 v2, v3, 16, 1
	v_add3_u32 v2, v2, v3, s0
	v_cndmask_b32_e32 v0, v0, v4, vcc
	v_or_b32_e32 v4, 0x400000, v3
	v_cmp_u_f32_e32 vcc, v3, v3
	s_nop 1
	v_cndmask_b32_e32 v2, v2, v4, vcc
	v_perm_b32 v0, v2, v0, s1
	global_store_dwordx2 v[14:15], v[0:1], off offset:192
.LBB0_62:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel gdn_verify_decode_act_bf16_dt_f32_pool_bf16_bv16w2
		.amdhsa_group_segment_fixed_size 8768
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 192
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
	.size	gdn_verify_decode_act_bf16_dt_f32_pool_bf16_bv16w2, .Lfunc_end0-gdn_verify_decode_act_bf16_dt_f32_pool_bf16_bv16w2

	.set gdn_verify_decode_act_bf16_dt_f32_pool_bf16_bv16w2.num_vgpr, 88
	.set gdn_verify_decode_act_bf16_dt_f32_pool_bf16_bv16w2.num_agpr, 0
	.set gdn_verify_decode_act_bf16_dt_f32_pool_bf16_bv16w2.numbered_sgpr, 58
	.set gdn_verify_decode_act_bf16_dt_f32_pool_bf16_bv16w2.num_named_barrier, 0
	.set gdn_verify_decode_act_bf16_dt_f32_pool_bf16_bv16w2.private_seg_size, 0
	.set gdn_verify_decode_act_bf16_dt_f32_pool_bf16_bv16w2.uses_vcc, 1
	.set gdn_verify_decode_act_bf16_dt_f32_pool_bf16_bv16w2.uses_flat_scratch, 0
	.set gdn_verify_decode_act_bf16_dt_f32_pool_bf16_bv16w2.has_dyn_sized_stack, 0
	.set gdn_verify_decode_act_bf16_dt_f32_pool_bf16_bv16w2.has_recursion, 0
	.set gdn_verify_decode_act_bf16_dt_f32_pool_bf16_bv16w2.has_indirect_call, 0
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
      - .name:           diagnostics_on
        .offset:         20
        .size:           4
        .value_kind:     by_value
      - .address_space:  global
        .name:           h0_indices
        .offset:         24
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           cu_seqlens
        .offset:         32
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           pool
        .offset:         40
        .size:           8
        .value_kind:     global_buffer
      - .name:           pool_slot_pitch
        .offset:         48
        .size:           8
        .value_kind:     by_value
      - .address_space:  global
        .name:           diagnostics
        .offset:         56
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           q
        .offset:         64
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           k
        .offset:         72
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           v
        .offset:         80
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           a
        .offset:         88
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           b
        .offset:         96
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           A_log
        .offset:         104
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           dt_bias
        .offset:         112
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           o
        .offset:         120
        .size:           8
        .value_kind:     global_buffer
      - .name:           stride_q
        .offset:         128
        .size:           8
        .value_kind:     by_value
      - .name:           stride_k
        .offset:         136
        .size:           8
        .value_kind:     by_value
      - .name:           stride_v
        .offset:         144
        .size:           8
        .value_kind:     by_value
      - .name:           stride_a
        .offset:         152
        .size:           8
        .value_kind:     by_value
      - .name:           stride_b
        .offset:         160
        .size:           8
        .value_kind:     by_value
      - .name:           scale
        .offset:         168
        .size:           4
        .value_kind:     by_value
      - .name:           softplus_beta
        .offset:         172
        .size:           4
        .value_kind:     by_value
      - .name:           softplus_threshold
        .offset:         176
        .size:           4
        .value_kind:     by_value
      - .address_space:  global
        .name:           decay
        .offset:         184
        .size:           8
        .value_kind:     global_buffer
    .group_segment_fixed_size: 8768
    .kernarg_segment_align: 8
    .kernarg_segment_size: 192
    .max_flat_workgroup_size: 128
    .name:           gdn_verify_decode_act_bf16_dt_f32_pool_bf16_bv16w2
    .private_segment_fixed_size: 0
    .sgpr_count:     64
    .sgpr_spill_count: 0
    .symbol:         gdn_verify_decode_act_bf16_dt_f32_pool_bf16_bv16w2.kd
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
