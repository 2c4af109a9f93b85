; deltagen generated file: do not edit. Regenerate with `cargo xtask gen`.
; kernel: gdn_verify  instance: gdn_verify_snapshot_act_bf16_dt_bf16_pool_f32_bv16w2  arch: gfx942
; profile=portable  mode=snapshot  act_dtype=bf16  dt_bias_dtype=bf16  pool_dtype=f32  tile=bv16w2  lanes_per_column=8  requests=any
; ir-sha256: b8a601e2a39cda41e69fe3587218369c4d2da06997daa97306e7eae1f11dea1f
; llvm: 22.1  pipeline: default<O3>  ld.lld: LLVM 22.1
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 6
	.text
	.globl	gdn_verify_snapshot_act_bf16_dt_bf16_pool_f32_bv16w2
	.p2align	8
	.type	gdn_verify_snapshot_act_bf16_dt_bf16_pool_f32_bv16w2,@function
gdn_verify_snapshot_act_bf16_dt_bf16_pool_f32_bv16w2:
	s_load_dwordx8 s[20:27], s[0:1], 0x4
	s_mov_b32 s28, s3
	s_ashr_i32 s3, s2, 31
	s_lshr_b32 s3, s3, 29
	v_and_b32_e32 v34, 7, v0
	s_waitcnt lgkmcnt(0)
	s_max_i32 s4, s22, 1
	v_cvt_f32_u32_e32 v1, s4
	s_sub_i32 s5, 0, s4
	s_add_i32 s22, s2, s3
	s_and_b32 s3, s22, 0xffffff8
	v_rcp_iflag_f32_e32 v1, v1
	s_sub_i32 s27, s2, s3
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
	s_load_dwordx16 s[4:19], s[0:1], 0x20
	s_xor_b32 s2, s2, s3
	s_sub_i32 s2, s2, s3
	s_ashr_i32 s29, s28, 31
	s_max_i32 s2, s2, 1
	s_ashr_i32 s35, s34, 31
	s_lshl_b64 s[38:39], s[28:29], 2
	s_waitcnt lgkmcnt(0)
	s_add_u32 s4, s4, s38
	s_addc_u32 s5, s5, s39
	s_load_dword s33, s[4:5], 0x0
	v_cvt_f32_u32_e32 v1, s2
	s_waitcnt lgkmcnt(0)
	s_cmp_gt_i32 s33, -1
	s_cselect_b64 s[28:29], -1, 0
	s_cmp_lt_i32 s33, s21
	s_cselect_b64 s[4:5], -1, 0
	s_and_b64 s[40:41], s[28:29], s[4:5]
	s_add_u32 s6, s6, s38
	s_addc_u32 s7, s7, s39
	s_load_dwordx2 s[28:29], s[6:7], 0x0
	v_rcp_iflag_f32_e32 v2, v1
	v_lshrrev_b32_e32 v1, 3, v0
	v_lshl_or_b32 v20, s27, 4, v1
	v_ashrrev_i32_e32 v21, 31, v20
	s_waitcnt lgkmcnt(0)
	s_cmp_gt_i32 s28, -1
	s_cselect_b64 s[6:7], -1, 0
	s_cmp_ge_i32 s29, s28
	s_cselect_b64 s[30:31], -1, 0
	s_cmp_le_i32 s29, s20
	s_cselect_b64 s[20:21], -1, 0
	s_and_b64 s[6:7], s[6:7], s[30:31]
	s_sub_i32 s29, s29, s28
	s_and_b64 s[30:31], s[20:21], s[6:7]
	s_cmp_le_i32 s29, s25
	s_cselect_b64 s[36:37], -1, 0
	s_and_b64 s[20:21], s[36:37], s[30:31]
	v_mul_f32_e32 v2, 0x4f7ffffe, v2
	s_and_b64 s[40:41], s[40:41], s[20:21]
	v_cvt_u32_f32_e32 v2, v2
	s_add_u32 s6, s8, s38
	s_addc_u32 s7, s9, s39
	s_load_dword s55, s[6:7], 0x0
	v_readfirstlane_b32 s27, v2
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, v2
	s_lshl_b64 s[6:7], s[34:35], 7
	s_andn2_b64 vcc, exec, s[40:41]
	v_mov_b64_e32 v[4:5], v[2:3]
	v_mov_b64_e32 v[6:7], v[2:3]
	v_mov_b64_e32 v[8:9], v[2:3]
	v_mov_b64_e32 v[10:11], v[2:3]
	v_mov_b64_e32 v[12:13], v[2:3]
	v_mov_b64_e32 v[14:15], v[2:3]
	v_mov_b64_e32 v[16:17], v[2:3]
	s_cbranch_vccnz .LBB0_2
	s_mul_i32 s8, s13, s33
	s_mul_hi_u32 s9, s12, s33
	s_add_i32 s9, s9, s8
	s_mul_i32 s8, s12, s33
	s_lshl_b64 s[8:9], s[8:9], 2
	v_lshl_add_u64 v[4:5], s[6:7], 0, v[20:21]
	s_add_u32 s8, s10, s8
	s_addc_u32 s9, s11, s9
	v_lshlrev_b64 v[4:5], 9, v[4:5]
	v_lshl_add_u64 v[4:5], s[8:9], 0, v[4:5]
	v_lshlrev_b32_e32 v6, 4, v34
	v_mov_b32_e32 v7, v2
	v_lshl_add_u64 v[18:19], v[4:5], 0, v[6:7]
	global_load_dwordx4 v[2:5], v[18:19], off
	global_load_dwordx4 v[6:9], v[18:19], off offset:128
	global_load_dwordx4 v[10:13], v[18:19], off offset:256
	global_load_dwordx4 v[14:17], v[18:19], off offset:384
.LBB0_2:
	s_xor_b64 s[10:11], s[36:37], -1
	s_xor_b64 s[8:9], s[30:31], -1
	s_and_b64 s[10:11], s[30:31], s[10:11]
	s_and_b64 s[10:11], s[10:11], exec
	s_cselect_b32 s10, 2, 0
	s_and_b64 s[4:5], s[4:5], exec
	s_cselect_b32 s11, 0, 4
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_i32 s55, s24
	s_cselect_b64 s[4:5], -1, 0
	v_cndmask_b32_e64 v18, 0, 1, s[8:9]
	s_and_b64 s[8:9], s[4:5], exec
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
	s_and_b64 s[8:9], s[20:21], exec
	s_cselect_b32 s24, s29, 0
	s_add_i32 s8, s24, 7
	s_cmp_lt_i32 s8, 8
	s_mov_b32 s33, 0
	s_cbranch_scc1 .LBB0_62
	s_load_dwordx16 s[36:51], s[0:1], 0x60
	s_sub_i32 s9, 0, s2
	s_mul_i32 s9, s9, s27
	s_mul_hi_u32 s9, s27, s9
	s_abs_i32 s30, s34
	s_add_i32 s27, s27, s9
	s_ashr_i32 s22, s22, 31
	s_lshl_b64 s[10:11], s[34:35], 2
	s_waitcnt lgkmcnt(0)
	s_add_u32 s12, s42, s10
	s_addc_u32 s13, s43, s11
	s_ashr_i32 s9, s8, 31
	s_lshr_b32 s9, s9, 29
	s_add_i32 s8, s8, s9
	s_ashr_i32 s54, s8, 3
	s_lshl_b64 s[6:7], s[6:7], 1
	s_add_u32 s8, s36, s6
	s_addc_u32 s9, s37, s7
	s_lshl_b64 s[14:15], s[34:35], 1
	s_add_u32 s20, s38, s14
	s_mul_hi_u32 s31, s30, s27
	s_addc_u32 s21, s39, s15
	s_add_u32 s26, s40, s14
	s_mul_i32 s10, s31, s2
	s_addc_u32 s27, s41, s15
	s_sub_i32 s10, s30, s10
	s_add_i32 s11, s31, 1
	s_sub_i32 s30, s10, s2
	s_cmp_ge_u32 s10, s2
	s_cselect_b32 s11, s11, s31
	s_cselect_b32 s10, s30, s10
	s_add_i32 s30, s11, 1
	s_cmp_ge_u32 s10, s2
	s_cselect_b32 s2, s30, s11
	s_xor_b32 s2, s2, s22
	s_sub_i32 s10, s2, s22
	s_ashr_i32 s11, s10, 31
	s_cmp_gt_i32 s55, -1
	s_cselect_b64 s[52:53], -1, 0
	s_add_u32 s14, s44, s14
	v_mov_b32_e32 v19, 0
	s_addc_u32 s15, s45, s15
	global_load_ushort v28, v19, s[14:15]
	global_load_dword v35, v19, s[12:13]
	s_load_dwordx4 s[12:15], s[0:1], 0xc8
	s_load_dwordx2 s[30:31], s[0:1], 0xc0
	s_load_dwordx8 s[36:43], s[0:1], 0xa0
	v_mov_b32_e32 v22, 0x2000
	s_mov_b32 s2, s23
	v_lshl_or_b32 v39, v1, 2, v22
	s_waitcnt lgkmcnt(0)
	v_div_scale_f32 v22, s[22:23], s13, s13, 1.0
	v_rcp_f32_e32 v30, v22
	v_lshlrev_b32_e32 v23, 2, v0
	v_lshrrev_b32_e32 v36, 5, v0
	v_lshlrev_b64 v[24:25], 1, v[20:21]
	v_lshlrev_b64 v[26:27], 9, v[20:21]
	v_and_b32_e32 v1, 0x7c, v23
	v_and_b32_e32 v20, 0xfc, v23
	v_or_b32_e32 v41, 4, v36
	v_xor_b32_e32 v44, 64, v20
	v_xor_b32_e32 v45, 32, v20
	v_xor_b32_e32 v46, 16, v20
	v_xor_b32_e32 v47, 8, v20
	v_xor_b32_e32 v48, 4, v20
	v_lshlrev_b32_e32 v20, 2, v1
	v_lshl_or_b32 v49, v36, 9, v20
	v_lshl_or_b32 v50, v41, 9, v20
	v_fma_f32 v20, -v22, v30, 1.0
	v_add_u32_e32 v42, 0x2220, v23
	v_or_b32_e32 v43, 0x2200, v23
	v_div_scale_f32 v23, vcc, 1.0, s13, 1.0
	v_fmac_f32_e32 v30, v20, v30
	v_mul_f32_e32 v31, v23, v30
	v_fma_f32 v32, -v22, v31, v23
	v_lshl_add_u64 v[20:21], s[8:9], 0, v[24:25]
	v_fmac_f32_e32 v31, v32, v30
	s_lshl_b64 s[8:9], s[10:11], 7
	s_mov_b32 s22, s12
	s_mov_b32 s23, s12
	s_mul_i32 s12, s31, s55
	s_mul_hi_u32 s15, s30, s55
	v_fma_f32 v22, -v22, v31, v23
	s_add_u32 s6, s46, s6
	s_mul_i32 s44, s30, s55
	v_div_fmas_f32 v22, v22, v30, v31
	s_addc_u32 s7, s47, s7
	s_add_i32 s45, s15, s12
	v_div_fixup_f32 v53, v22, s13, 1.0
	v_or_b32_e32 v22, s8, v1
	v_mov_b32_e32 v23, s9
	s_lshl_b64 s[30:31], s[2:3], 7
	s_and_b64 s[4:5], s[52:53], s[4:5]
	s_lshl_b64 s[8:9], s[34:35], 16
	v_lshl_add_u64 v[24:25], s[6:7], 0, v[24:25]
	s_lshl_b64 s[6:7], s[44:45], 2
	s_add_u32 s6, s6, s8
	s_addc_u32 s7, s7, s9
	v_lshlrev_b32_e32 v18, 4, v34
	v_lshl_add_u64 v[26:27], s[6:7], 0, v[26:27]
	v_lshlrev_b32_e32 v29, 6, v34
	v_lshl_add_u64 v[26:27], v[26:27], 0, v[18:19]
	v_add_u32_e32 v37, s28, v34
	v_add_u32_e32 v38, s28, v0
	v_cmp_eq_u32_e64 s[0:1], 0, v34
	v_add_u32_e32 v40, s28, v36
	v_or_b32_e32 v51, 0x1000, v49
	v_or_b32_e32 v52, 0x1000, v50
	v_lshl_add_u64 v[26:27], s[48:49], 0, v[26:27]
	s_lshl_b64 s[34:35], s[2:3], 16
	s_mov_b32 s12, 0xf800000
	v_mov_b32_e32 v19, 0x260
	s_mov_b32 s15, 0xc2d00000
	s_mov_b32 s48, 0x42b20000
	v_mov_b32_e32 v55, 0x4b400000
	v_mov_b32_e32 v56, 0x3ab60b61
	s_mov_b32 s49, 0x800000
	v_mov_b32_e32 v57, 0x3e638e39
	s_mov_b32 s52, 0x7f800000
	v_add_u32_e32 v58, v39, v29
	s_movk_i32 s53, 0x7fff
	s_xor_b64 s[44:45], s[4:5], -1
	v_bfrev_b32_e32 v59, 1
	s_waitcnt vmcnt(1)
	v_lshlrev_b32_e32 v54, 16, v28
	v_mov_b32_e32 v60, 0xc2d00000
	v_mov_b32_e32 v61, 0x42b20000
	v_mov_b32_e32 v28, -1.0
	v_not_b32_e32 v62, 22
	v_mov_b32_e32 v63, 0xff800000
	v_mov_b32_e32 v64, 0x7f800000
	v_mov_b32_e32 v65, 0x7fc00000
	s_mov_b32 s55, 0
	s_branch .LBB0_9
.LBB0_8:
	s_add_i32 s55, s55, 1
	s_add_i32 s29, s29, -8
	s_add_i32 s33, s33, 8
	s_cmp_eq_u32 s55, s54
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_62
.LBB0_9:
	s_lshl_b32 s57, s55, 3
	s_sub_i32 s56, s24, s57
	v_mov_b32_e32 v29, 0
	v_cmp_gt_i32_e64 s[2:3], s56, v34
	v_mov_b32_e32 v31, v29
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_11
	v_add_u32_e32 v1, s57, v37
	v_ashrrev_i32_e32 v30, 31, v1
	v_mul_lo_u32 v32, s38, v30
	v_mul_lo_u32 v33, s39, v1
	v_mad_u64_u32 v[30:31], s[6:7], s38, v1, 0
	v_add3_u32 v31, v31, v32, v33
	v_lshl_add_u64 v[30:31], v[30:31], 1, v[20:21]
	global_load_ushort v1, v[30:31], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v31, 16, v1
.LBB0_11:
	s_or_b64 exec, exec, s[4:5]
	s_min_i32 s8, s56, 8
	v_add_u32_e32 v30, s57, v38
	v_cmp_gt_i32_e64 s[4:5], s8, v0
	v_ashrrev_i32_e32 v1, 31, v30
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB0_13
	v_mul_lo_u32 v29, s41, v30
	v_mul_lo_u32 v66, s40, v1
	v_mad_u64_u32 v[32:33], s[10:11], s40, v30, 0
	v_add3_u32 v33, v33, v66, v29
	v_lshl_add_u64 v[32:33], v[32:33], 1, s[20:21]
	global_load_ushort v29, v[32:33], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v29, 16, v29
.LBB0_13:
	s_or_b64 exec, exec, s[6:7]
	v_mov_b32_e32 v74, 0
	v_mov_b32_e32 v66, v74
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB0_15
	v_mul_lo_u32 v66, s43, v30
	v_mul_lo_u32 v1, s42, v1
	v_mad_u64_u32 v[32:33], s[10:11], s42, v30, 0
	v_add3_u32 v33, v33, v1, v66
	v_lshl_add_u64 v[32:33], v[32:33], 1, s[26:27]
	global_load_ushort v1, v[32:33], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v66, 16, v1
.LBB0_15:
	s_or_b64 exec, exec, s[6:7]
	v_add_u32_e32 v30, s57, v40
	v_ashrrev_i32_e32 v1, 31, v30
	v_mul_lo_u32 v67, s50, v1
	v_mul_lo_u32 v68, s51, v30
	v_mad_u64_u32 v[32:33], s[6:7], s50, v30, v[22:23]
	v_cmp_gt_i32_e32 vcc, s8, v36
	v_add3_u32 v33, v68, v33, v67
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_17
	v_lshl_add_u64 v[68:69], v[32:33], 1, s[16:17]
	global_load_ushort v67, v[68:69], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v74, 16, v67
.LBB0_17:
	s_or_b64 exec, exec, s[6:7]
	v_mov_b32_e32 v72, 0
	v_mov_b32_e32 v79, v72
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_19
	v_lshl_add_u64 v[68:69], v[32:33], 1, s[16:17]
	global_load_ushort v67, v[68:69], off offset:2
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v79, 16, v67
.LBB0_19:
	s_or_b64 exec, exec, s[6:7]
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_21
	v_lshl_add_u64 v[68:69], v[32:33], 1, s[16:17]
	global_load_ushort v67, v[68:69], off offset:4
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v72, 16, v67
.LBB0_21:
	s_or_b64 exec, exec, s[6:7]
	v_mov_b32_e32 v77, 0
	v_mov_b32_e32 v76, v77
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_23
	v_lshl_add_u64 v[32:33], v[32:33], 1, s[16:17]
	global_load_ushort v32, v[32:33], off offset:6
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v76, 16, v32
.LBB0_23:
	s_or_b64 exec, exec, s[6:7]
	v_mad_u64_u32 v[32:33], s[6:7], s36, v30, v[22:23]
	v_mul_lo_u32 v1, s36, v1
	v_mul_lo_u32 v67, s37, v30
	v_add3_u32 v33, v67, v33, v1
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_25
	v_lshl_add_u64 v[68:69], v[32:33], 1, s[18:19]
	global_load_ushort v1, v[68:69], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v77, 16, v1
.LBB0_25:
	s_or_b64 exec, exec, s[6:7]
	v_mov_b32_e32 v75, 0
	v_mov_b32_e32 v80, v75
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_27
	v_lshl_add_u64 v[68:69], v[32:33], 1, s[18:19]
	global_load_ushort v1, v[68:69], off offset:2
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v80, 16, v1
.LBB0_27:
	s_or_b64 exec, exec, s[6:7]
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_29
	v_lshl_add_u64 v[68:69], v[32:33], 1, s[18:19]
	global_load_ushort v1, v[68:69], off offset:4
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v75, 16, v1
.LBB0_29:
	s_or_b64 exec, exec, s[6:7]
	v_mov_b32_e32 v68, 0
	v_mov_b32_e32 v78, v68
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_31
	v_lshl_add_u64 v[32:33], v[32:33], 1, s[18:19]
	global_load_ushort v1, v[32:33], off offset:6
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v78, 16, v1
.LBB0_31:
	s_or_b64 exec, exec, s[6:7]
	v_add_u32_e32 v30, 4, v30
	v_ashrrev_i32_e32 v1, 31, v30
	v_cmp_gt_i32_e64 s[6:7], s8, v41
	v_mul_lo_u32 v67, s50, v1
	v_mul_lo_u32 v69, s51, v30
	v_mad_u64_u32 v[32:33], s[8:9], s50, v30, v[22:23]
	v_add3_u32 v33, v69, v33, v67
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB0_33
	v_lshl_add_u64 v[68:69], v[32:33], 1, s[16:17]
	global_load_ushort v67, v[68:69], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v68, 16, v67
.LBB0_33:
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32_e32 v67, 0
	v_mov_b32_e32 v71, v67
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB0_35
	v_lshl_add_u64 v[70:71], v[32:33], 1, s[16:17]
	global_load_ushort v69, v[70:71], off offset:2
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v71, 16, v69
.LBB0_35:
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB0_37
	v_lshl_add_u64 v[82:83], v[32:33], 1, s[16:17]
	global_load_ushort v67, v[82:83], off offset:4
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v67, 16, v67
.LBB0_37:
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32_e32 v70, 0
	v_mov_b32_e32 v69, v70
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB0_39
	v_lshl_add_u64 v[32:33], v[32:33], 1, s[16:17]
	global_load_ushort v32, v[32:33], off offset:6
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v69, 16, v32
.LBB0_39:
	s_or_b64 exec, exec, s[8:9]
	v_mad_u64_u32 v[32:33], s[8:9], s36, v30, v[22:23]
	v_mul_lo_u32 v1, s36, v1
	v_mul_lo_u32 v30, s37, v30
	v_add3_u32 v33, v30, v33, v1
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB0_41
	v_lshl_add_u64 v[82:83], v[32:33], 1, s[18:19]
	global_load_ushort v1, v[82:83], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v70, 16, v1
.LBB0_41:
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v73, v1
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execnz .LBB0_58
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execnz .LBB0_59
.LBB0_43:
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32_e32 v30, 0
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execnz .LBB0_60
.LBB0_44:
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[46:47], vcc
	s_cbranch_execnz .LBB0_61
.LBB0_45:
	s_or_b64 exec, exec, s[46:47]
	s_and_saveexec_b64 s[10:11], s[6:7]
	s_cbranch_execz .LBB0_47
.LBB0_46:
	v_mul_f32_e32 v32, v71, v71
	v_fmac_f32_e32 v32, v68, v68
	v_mul_f32_e32 v72, v73, v73
	v_fmac_f32_e32 v32, v67, v67
	v_fmac_f32_e32 v72, v70, v70
	v_fmac_f32_e32 v32, v69, v69
	v_fmac_f32_e32 v72, v1, v1
	ds_bpermute_b32 v33, v44, v32
	v_fmac_f32_e32 v72, v30, v30
	ds_bpermute_b32 v74, v44, v72
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v32, v32, v33
	ds_bpermute_b32 v33, v45, v32
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v72, v72, v74
	ds_bpermute_b32 v74, v45, v72
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v32, v32, v33
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v33, v72, v74
	ds_bpermute_b32 v72, v46, v32
	ds_bpermute_b32 v74, v46, v33
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v32, v32, v72
	ds_bpermute_b32 v72, v47, v32
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v33, v33, v74
	ds_bpermute_b32 v74, v47, v33
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v32, v32, v72
	ds_bpermute_b32 v72, v48, v32
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v33, v33, v74
	ds_bpermute_b32 v74, v48, v33
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v32, v32, v72
	v_add_f32_e32 v32, 0x358637bd, v32
	v_mul_f32_e32 v72, 0x4f800000, v32
	v_cmp_gt_f32_e32 vcc, s12, v32
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v33, v33, v74
	v_add_f32_e32 v33, 0x358637bd, v33
	v_cndmask_b32_e32 v32, v32, v72, vcc
	v_sqrt_f32_e32 v72, v32
	v_mul_f32_e32 v74, 0x4f800000, v33
	v_cmp_gt_f32_e64 s[6:7], s12, v33
	v_add_u32_e32 v75, 1, v72
	s_nop 0
	v_cndmask_b32_e64 v33, v33, v74, s[6:7]
	v_add_u32_e32 v74, -1, v72
	v_fma_f32 v76, -v74, v72, v32
	v_fma_f32 v77, -v75, v72, v32
	v_cmp_ge_f32_e64 s[8:9], 0, v76
	s_nop 1
	v_cndmask_b32_e64 v72, v72, v74, s[8:9]
	v_cmp_lt_f32_e64 s[8:9], 0, v77
	s_nop 1
	v_cndmask_b32_e64 v72, v72, v75, s[8:9]
	v_sqrt_f32_e32 v75, v33
	v_mul_f32_e32 v74, 0x37800000, v72
	v_cndmask_b32_e32 v72, v72, v74, vcc
	v_cmp_class_f32_e32 vcc, v32, v19
	s_nop 1
	v_cndmask_b32_e32 v72, v72, v32, vcc
	v_add_u32_e32 v32, -1, v75
	v_fma_f32 v74, -v32, v75, v33
	v_cmp_ge_f32_e32 vcc, 0, v74
	v_add_u32_e32 v74, 1, v75
	s_nop 0
	v_cndmask_b32_e32 v32, v75, v32, vcc
	v_fma_f32 v75, -v74, v75, v33
	v_cmp_lt_f32_e32 vcc, 0, v75
	v_div_scale_f32 v75, s[8:9], v72, v72, v71
	v_rcp_f32_e32 v76, v75
	v_cndmask_b32_e32 v32, v32, v74, vcc
	v_mul_f32_e32 v74, 0x37800000, v32
	v_cndmask_b32_e64 v32, v32, v74, s[6:7]
	v_cmp_class_f32_e32 vcc, v33, v19
	s_nop 1
	v_cndmask_b32_e32 v78, v32, v33, vcc
	v_fma_f32 v32, -v75, v76, 1.0
	v_fmac_f32_e32 v76, v32, v76
	v_div_scale_f32 v32, vcc, v71, v72, v71
	v_mul_f32_e32 v33, v32, v76
	v_fma_f32 v74, -v75, v33, v32
	v_fmac_f32_e32 v33, v74, v76
	v_div_scale_f32 v74, s[6:7], v72, v72, v68
	v_fma_f32 v32, -v75, v33, v32
	v_rcp_f32_e32 v75, v74
	v_div_fmas_f32 v32, v32, v76, v33
	v_div_fixup_f32 v33, v32, v72, v71
	v_fma_f32 v32, -v74, v75, 1.0
	v_fmac_f32_e32 v75, v32, v75
	v_div_scale_f32 v32, vcc, v68, v72, v68
	v_mul_f32_e32 v71, v32, v75
	v_fma_f32 v76, -v74, v71, v32
	v_fmac_f32_e32 v71, v76, v75
	v_div_scale_f32 v76, s[6:7], v78, v78, v73
	v_rcp_f32_e32 v77, v76
	v_fma_f32 v32, -v74, v71, v32
	v_div_fmas_f32 v32, v32, v75, v71
	v_div_fixup_f32 v32, v32, v72, v68
	v_pk_mul_f32 v[74:75], s[22:23], v[32:33]
	v_fma_f32 v32, -v76, v77, 1.0
	v_fmac_f32_e32 v77, v32, v77
	v_div_scale_f32 v32, vcc, v73, v78, v73
	v_mul_f32_e32 v33, v32, v77
	v_fma_f32 v68, -v76, v33, v32
	v_fmac_f32_e32 v33, v68, v77
	v_div_scale_f32 v68, s[6:7], v78, v78, v70
	v_fma_f32 v32, -v76, v33, v32
	v_rcp_f32_e32 v76, v68
	v_div_fmas_f32 v32, v32, v77, v33
	v_div_fixup_f32 v71, v32, v78, v73
	v_fma_f32 v32, -v68, v76, 1.0
	v_fmac_f32_e32 v76, v32, v76
	v_div_scale_f32 v32, vcc, v70, v78, v70
	v_mul_f32_e32 v33, v32, v76
	v_fma_f32 v73, -v68, v33, v32
	v_fmac_f32_e32 v33, v73, v76
	v_fma_f32 v32, -v68, v33, v32
	v_div_scale_f32 v68, s[6:7], v72, v72, v69
	v_rcp_f32_e32 v73, v68
	v_div_fmas_f32 v32, v32, v76, v33
	v_div_fixup_f32 v70, v32, v78, v70
	v_fma_f32 v32, -v68, v73, 1.0
	v_fmac_f32_e32 v73, v32, v73
	v_div_scale_f32 v32, vcc, v69, v72, v69
	v_mul_f32_e32 v33, v32, v73
	v_fma_f32 v76, -v68, v33, v32
	v_fmac_f32_e32 v33, v76, v73
	v_fma_f32 v32, -v68, v33, v32
	v_div_scale_f32 v68, s[6:7], v72, v72, v67
	v_rcp_f32_e32 v76, v68
	v_div_fmas_f32 v32, v32, v73, v33
	v_div_fixup_f32 v33, v32, v72, v69
	v_fma_f32 v32, -v68, v76, 1.0
	v_fmac_f32_e32 v76, v32, v76
	v_div_scale_f32 v32, vcc, v67, v72, v67
	v_mul_f32_e32 v69, v32, v76
	v_fma_f32 v73, -v68, v69, v32
	v_fmac_f32_e32 v69, v73, v76
	v_fma_f32 v32, -v68, v69, v32
	v_div_scale_f32 v68, s[6:7], v78, v78, v30
	v_div_fmas_f32 v32, v32, v76, v69
	v_rcp_f32_e32 v69, v68
	v_div_fixup_f32 v32, v32, v72, v67
	v_pk_mul_f32 v[76:77], s[22:23], v[32:33]
	ds_write_b128 v52, v[74:77]
	v_fma_f32 v32, -v68, v69, 1.0
	v_fmac_f32_e32 v69, v32, v69
	v_div_scale_f32 v32, vcc, v30, v78, v30
	v_mul_f32_e32 v33, v32, v69
	v_fma_f32 v67, -v68, v33, v32
	v_fmac_f32_e32 v33, v67, v69
	v_div_scale_f32 v67, s[6:7], v78, v78, v1
	v_fma_f32 v32, -v68, v33, v32
	v_rcp_f32_e32 v68, v67
	v_div_fmas_f32 v32, v32, v69, v33
	v_div_fixup_f32 v73, v32, v78, v30
	v_fma_f32 v30, -v67, v68, 1.0
	v_fmac_f32_e32 v68, v30, v68
	v_div_scale_f32 v30, vcc, v1, v78, v1
	v_mul_f32_e32 v32, v30, v68
	v_fma_f32 v33, -v67, v32, v30
	v_fmac_f32_e32 v32, v33, v68
	v_fma_f32 v30, -v67, v32, v30
	v_div_fmas_f32 v30, v30, v68, v32
	v_div_fixup_f32 v72, v30, v78, v1
	ds_write_b128 v50, v[70:73]
.LBB0_47:
	s_or_b64 exec, exec, s[10:11]
	s_cmp_eq_u32 s57, 0
	s_cselect_b64 s[6:7], -1, 0
	v_cndmask_b32_e64 v30, v59, 0, s[6:7]
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB0_49
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v1, v35, v30
	v_cmp_ngt_f32_e32 vcc, s15, v1
	v_add_f32_e32 v72, v29, v54
	v_mul_f32_e32 v73, s13, v72
	v_cndmask_b32_e32 v1, v60, v1, vcc
	v_cmp_nlt_f32_e32 vcc, s48, v1
	s_nop 1
	v_cndmask_b32_e32 v1, v61, v1, vcc
	v_fmamk_f32 v32, v1, 0x3fb8aa3b, v55
	v_add_f32_e32 v32, 0xcb400000, v32
	v_fmac_f32_e32 v1, 0xbf317218, v32
	v_mul_f32_e32 v33, 0x3102e308, v32
	v_add_f32_e32 v67, v1, v33
	v_sub_f32_e32 v1, v67, v1
	v_sub_f32_e32 v1, v33, v1
	v_fmamk_f32 v33, v67, 0x39500d01, v56
	v_fmaak_f32 v33, v33, v67, 0x3c088889
	v_fmaak_f32 v33, v33, v67, 0x3d2aaaab
	v_fmaak_f32 v33, v33, v67, 0x3e2aaaab
	v_fma_f32 v33, v33, v67, 0.5
	v_mul_f32_e32 v68, v67, v67
	v_mul_f32_e32 v33, v68, v33
	v_add_f32_e32 v68, v67, v33
	v_sub_f32_e32 v67, v68, v67
	v_cmp_o_f32_e32 vcc, v32, v32
	v_sub_f32_e32 v33, v33, v67
	v_add_f32_e32 v1, v1, v33
	v_cndmask_b32_e32 v32, 0, v32, vcc
	v_add_f32_e32 v33, 1.0, v68
	v_cvt_i32_f32_e32 v32, v32
	v_add_f32_e32 v67, -1.0, v33
	v_sub_f32_e32 v67, v68, v67
	v_add_f32_e32 v1, v67, v1
	v_add_f32_e32 v1, v33, v1
	v_ashrrev_i32_e32 v33, 1, v32
	v_sub_u32_e32 v32, v32, v33
	v_lshlrev_b32_e32 v33, 23, v33
	v_add_u32_e32 v33, 1.0, v33
	v_lshlrev_b32_e32 v32, 23, v32
	v_add_u32_e32 v32, 1.0, v32
	v_mul_f32_e32 v1, v1, v33
	v_cmp_ngt_f32_e32 vcc, s15, v73
	v_mul_f32_e32 v67, v1, v32
	s_nop 0
	v_cndmask_b32_e32 v1, v60, v73, vcc
	v_cmp_nlt_f32_e32 vcc, s48, v1
	s_nop 1
	v_cndmask_b32_e32 v29, v61, v1, vcc
	v_fmamk_f32 v1, v29, 0x3fb8aa3b, v55
	v_add_f32_e32 v74, 0xcb400000, v1
	v_fmac_f32_e32 v29, 0xbf317218, v74
	v_mul_f32_e32 v33, 0x3102e308, v74
	v_add_f32_e32 v1, v29, v33
	v_fmamk_f32 v32, v1, 0x39500d01, v56
	v_fmaak_f32 v32, v32, v1, 0x3c088889
	v_fmaak_f32 v32, v32, v1, 0x3d2aaaab
	v_fmaak_f32 v32, v32, v1, 0x3e2aaaab
	v_fma_f32 v32, v32, v1, 0.5
	v_mul_f32_e32 v68, v1, v1
	v_mul_f32_e32 v68, v68, v32
	v_add_f32_e32 v32, v1, v68
	v_cmp_o_f32_e32 vcc, v74, v74
	v_sub_f32_e32 v69, v32, v1
	v_pk_add_f32 v[70:71], v[0:1], v[28:29] neg_lo:[0,1] neg_hi:[0,1]
	v_cndmask_b32_e32 v1, 0, v74, vcc
	v_add_f32_e32 v76, 1.0, v32
	v_cvt_i32_f32_e32 v1, v1
	v_sub_f32_e32 v75, v68, v69
	v_add_f32_e32 v68, -1.0, v76
	v_mov_b32_e32 v69, v71
	v_pk_add_f32 v[32:33], v[32:33], v[68:69] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_add_f32_e32 v29, v33, v75
	v_add_f32_e32 v29, v32, v29
	v_ashrrev_i32_e32 v32, 1, v1
	v_add_f32_e32 v29, v76, v29
	v_sub_u32_e32 v1, v1, v32
	v_lshl_add_u32 v32, v32, 23, 1.0
	v_lshl_add_u32 v1, v1, 23, 1.0
	v_mul_f32_e32 v29, v29, v32
	v_mul_f32_e32 v1, v29, v1
	v_add_f32_e32 v1, 1.0, v1
	v_mul_f32_e32 v29, 0x4b000000, v1
	v_cmp_gt_f32_e32 vcc, s49, v1
	s_nop 1
	v_cndmask_b32_e32 v29, v1, v29, vcc
	v_add_u32_e32 v33, 0xc0cafb0d, v29
	v_and_b32_e32 v68, 0xff800000, v33
	v_sub_u32_e32 v29, v29, v68
	v_add_f32_e32 v29, -1.0, v29
	v_add_f32_e32 v68, 2.0, v29
	v_div_scale_f32 v69, s[4:5], v68, v68, v29
	v_rcp_f32_e32 v70, v69
	v_cndmask_b32_e32 v32, 0, v62, vcc
	v_ashrrev_i32_e32 v33, 23, v33
	v_add_u32_e32 v32, v33, v32
	v_fma_f32 v33, -v69, v70, 1.0
	v_fmac_f32_e32 v70, v33, v70
	v_div_scale_f32 v33, vcc, v29, v68, v29
	v_mul_f32_e32 v71, v33, v70
	v_fma_f32 v74, -v69, v71, v33
	v_fmac_f32_e32 v71, v74, v70
	v_fma_f32 v33, -v69, v71, v33
	v_div_fmas_f32 v33, v33, v70, v71
	v_div_fixup_f32 v33, v33, v68, v29
	v_mul_f32_e32 v68, v33, v33
	v_fmamk_f32 v69, v68, 0x3e3a2e8c, v57
	v_fmaak_f32 v69, v69, v68, 0x3e924925
	v_fmaak_f32 v69, v69, v68, 0x3ecccccd
	v_cvt_f32_i32_e32 v32, v32
	v_fmaak_f32 v69, v69, v68, 0x3f2aaaab
	v_mul_f32_e32 v68, v68, v69
	v_sub_f32_e32 v68, v29, v68
	v_fma_f32 v29, -v33, v68, v29
	v_fmac_f32_e32 v29, 0xb102e308, v32
	v_fmac_f32_e32 v29, 0x3f317218, v32
	v_cmp_neq_f32_e32 vcc, 0, v1
	s_nop 1
	v_cndmask_b32_e32 v29, v63, v29, vcc
	v_cmp_neq_f32_e32 vcc, s52, v1
	s_nop 1
	v_cndmask_b32_e32 v29, v64, v29, vcc
	v_cmp_ngt_f32_e32 vcc, 0, v1
	s_nop 1
	v_cndmask_b32_e32 v29, v65, v29, vcc
	v_cmp_u_f32_e32 vcc, v1, v1
	s_nop 1
	v_cndmask_b32_e32 v1, v29, v1, vcc
	v_mul_f32_e32 v1, v53, v1
	v_cmp_ge_f32_e32 vcc, s14, v73
	s_nop 1
	v_cndmask_b32_e32 v1, v72, v1, vcc
	v_mul_f32_e64 v1, -v67, v1
	v_cmp_ngt_f32_e32 vcc, s15, v1
	s_nop 1
	v_cndmask_b32_e32 v1, v60, v1, vcc
	v_cmp_nlt_f32_e32 vcc, s48, v1
	s_nop 1
	v_cndmask_b32_e32 v29, v61, v1, vcc
	v_fmamk_f32 v1, v29, 0x3fb8aa3b, v55
	v_add_f32_e32 v67, 0xcb400000, v1
	v_fmac_f32_e32 v29, 0xbf317218, v67
	v_mul_f32_e32 v33, 0x3102e308, v67
	v_add_f32_e32 v1, v29, v33
	v_fmamk_f32 v32, v1, 0x39500d01, v56
	v_fmaak_f32 v32, v32, v1, 0x3c088889
	v_fmaak_f32 v32, v32, v1, 0x3d2aaaab
	v_fmaak_f32 v32, v32, v1, 0x3e2aaaab
	v_fma_f32 v32, v32, v1, 0.5
	v_mul_f32_e32 v68, v1, v1
	v_mul_f32_e32 v68, v68, v32
	v_add_f32_e32 v32, v1, v68
	v_cmp_o_f32_e32 vcc, v67, v67
	v_sub_f32_e32 v69, v32, v1
	v_add_f32_e32 v73, 1.0, v32
	v_pk_add_f32 v[70:71], v[0:1], v[28:29] neg_lo:[0,1] neg_hi:[0,1]
	v_cndmask_b32_e32 v1, 0, v67, vcc
	v_sub_f32_e32 v72, v68, v69
	v_add_f32_e32 v68, -1.0, v73
	v_mov_b32_e32 v69, v71
	v_cvt_i32_f32_e32 v1, v1
	v_pk_add_f32 v[32:33], v[32:33], v[68:69] neg_lo:[0,1] neg_hi:[0,1]
	v_cmp_nlt_f32_e64 vcc, -v66, s15
	v_add_f32_e32 v29, v33, v72
	v_add_f32_e32 v29, v32, v29
	v_add_f32_e32 v70, v73, v29
	v_ashrrev_i32_e32 v29, 1, v1
	v_sub_u32_e32 v71, v1, v29
	v_sub_f32_e32 v1, 0, v66
	v_cndmask_b32_e32 v1, v60, v1, vcc
	v_cmp_nlt_f32_e32 vcc, s48, v1
	v_lshl_add_u32 v72, v29, 23, 1.0
	s_nop 0
	v_cndmask_b32_e32 v29, v61, v1, vcc
	v_fmamk_f32 v1, v29, 0x3fb8aa3b, v55
	v_add_f32_e32 v73, 0xcb400000, v1
	v_fmac_f32_e32 v29, 0xbf317218, v73
	v_mul_f32_e32 v33, 0x3102e308, v73
	v_add_f32_e32 v1, v29, v33
	v_fmamk_f32 v32, v1, 0x39500d01, v56
	v_fmaak_f32 v32, v32, v1, 0x3c088889
	v_fmaak_f32 v32, v32, v1, 0x3d2aaaab
	v_fmaak_f32 v32, v32, v1, 0x3e2aaaab
	v_fma_f32 v32, v32, v1, 0.5
	v_mul_f32_e32 v66, v1, v1
	v_mul_f32_e32 v66, v66, v32
	v_add_f32_e32 v32, v1, v66
	v_cmp_o_f32_e32 vcc, v73, v73
	v_sub_f32_e32 v67, v32, v1
	v_pk_add_f32 v[68:69], v[0:1], v[28:29] neg_lo:[0,1] neg_hi:[0,1]
	v_cndmask_b32_e32 v1, 0, v73, vcc
	v_add_f32_e32 v75, 1.0, v32
	v_cvt_i32_f32_e32 v1, v1
	v_sub_f32_e32 v74, v66, v67
	v_add_f32_e32 v66, -1.0, v75
	v_mov_b32_e32 v67, v69
	v_pk_add_f32 v[32:33], v[32:33], v[66:67] neg_lo:[0,1] neg_hi:[0,1]
	v_mul_f32_e32 v66, v70, v72
	v_add_f32_e32 v29, v33, v74
	v_add_f32_e32 v29, v32, v29
	v_ashrrev_i32_e32 v32, 1, v1
	v_add_f32_e32 v29, v75, v29
	v_sub_u32_e32 v1, v1, v32
	v_lshl_add_u32 v32, v32, 23, 1.0
	v_lshl_add_u32 v1, v1, 23, 1.0
	v_mul_f32_e32 v29, v29, v32
	v_mul_f32_e32 v1, v29, v1
	v_add_f32_e32 v1, 1.0, v1
	v_div_scale_f32 v29, s[4:5], v1, v1, 1.0
	v_rcp_f32_e32 v32, v29
	v_lshl_add_u32 v33, v71, 23, 1.0
	v_mul_f32_e32 v33, v66, v33
	v_fma_f32 v66, -v29, v32, 1.0
	v_fmac_f32_e32 v32, v66, v32
	v_div_scale_f32 v66, vcc, 1.0, v1, 1.0
	v_mul_f32_e32 v67, v66, v32
	v_fma_f32 v68, -v29, v67, v66
	v_fmac_f32_e32 v67, v68, v32
	v_fma_f32 v29, -v29, v67, v66
	v_div_fmas_f32 v29, v29, v32, v67
	v_div_fixup_f32 v1, v29, v1, 1.0
	ds_write_b32 v42, v33
	ds_write_b32 v43, v1
.LBB0_49:
	s_or_b64 exec, exec, s[6:7]
	s_and_saveexec_b64 s[4:5], s[2:3]
	ds_write_b32 v58, v31
	s_or_b64 exec, exec, s[4:5]
	v_pk_add_f32 v[2:3], v[2:3], v[30:31] op_sel_hi:[1,0]
	v_pk_add_f32 v[4:5], v[4:5], v[30:31] op_sel_hi:[1,0]
	v_pk_add_f32 v[6:7], v[6:7], v[30:31] op_sel_hi:[1,0]
	v_pk_add_f32 v[8:9], v[8:9], v[30:31] op_sel_hi:[1,0]
	v_pk_add_f32 v[10:11], v[10:11], v[30:31] op_sel_hi:[1,0]
	v_pk_add_f32 v[12:13], v[12:13], v[30:31] op_sel_hi:[1,0]
	v_pk_add_f32 v[14:15], v[14:15], v[30:31] op_sel_hi:[1,0]
	v_pk_add_f32 v[16:17], v[16:17], v[30:31] op_sel_hi:[1,0]
	s_cmp_lt_i32 s56, 1
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_8
	s_ashr_i32 s2, s33, 31
	s_mul_i32 s3, s35, s33
	s_mul_i32 s2, s34, s2
	v_mov_b32_e32 v29, s33
	s_add_i32 s4, s2, s3
	v_mad_u64_u32 v[30:31], s[2:3], s34, v29, v[26:27]
	v_med3_i32 v1, s29, 1, 8
	v_add_u32_e32 v31, s4, v31
	s_movk_i32 s4, 0x2200
	s_mov_b32 s5, s33
	v_mov_b32_e32 v29, v18
	v_mov_b32_e32 v32, v39
	s_branch .LBB0_54
.LBB0_53:
	v_add_u32_e32 v1, -1, v1
	v_cmp_eq_u32_e32 vcc, 0, v1
	v_add_u32_e32 v32, 64, v32
	v_add_u32_e32 v29, 0x200, v29
	s_add_i32 s4, s4, 4
	s_add_i32 s5, s5, 1
	v_lshl_add_u64 v[30:31], v[30:31], 0, s[34:35]
	s_cbranch_vccnz .LBB0_8
.LBB0_54:
	v_mov_b32_e32 v33, s4
	ds_read2_b32 v[78:79], v33 offset1:8
	s_waitcnt lgkmcnt(1)
	ds_read_b128 v[66:69], v29
	ds_read_b128 v[70:73], v29 offset:128
	s_waitcnt lgkmcnt(2)
	v_mov_b32_e32 v80, v79
	v_pk_mul_f32 v[2:3], v[2:3], v[80:81] op_sel_hi:[1,0]
	v_pk_mul_f32 v[6:7], v[6:7], v[80:81] op_sel_hi:[1,0]
	v_pk_mul_f32 v[82:83], v[10:11], v[80:81] op_sel_hi:[1,0]
	v_pk_mul_f32 v[84:85], v[12:13], v[80:81] op_sel_hi:[1,0]
	ds_read_b128 v[10:13], v29 offset:256
	ds_read_b128 v[74:77], v29 offset:384
	v_pk_mul_f32 v[4:5], v[4:5], v[80:81] op_sel_hi:[1,0]
	v_pk_mul_f32 v[8:9], v[8:9], v[80:81] op_sel_hi:[1,0]
	v_pk_mul_f32 v[14:15], v[14:15], v[80:81] op_sel_hi:[1,0]
	v_pk_mul_f32 v[16:17], v[16:17], v[80:81] op_sel_hi:[1,0]
	v_mov_b32_e32 v80, v3
	v_mov_b32_e32 v81, v7
	s_waitcnt lgkmcnt(3)
	v_mov_b32_e32 v86, v67
	s_waitcnt lgkmcnt(2)
	v_mov_b32_e32 v87, v71
	v_pk_mul_f32 v[80:81], v[80:81], v[86:87]
	v_mov_b32_e32 v86, v66
	v_mov_b32_e32 v87, v70
	v_mov_b32_e32 v88, v2
	v_mov_b32_e32 v89, v6
	v_pk_fma_f32 v[80:81], v[86:87], v[88:89], v[80:81]
	v_mov_b32_e32 v86, v68
	v_mov_b32_e32 v87, v72
	v_mov_b32_e32 v88, v4
	v_mov_b32_e32 v89, v8
	v_pk_fma_f32 v[80:81], v[86:87], v[88:89], v[80:81]
	v_mov_b32_e32 v86, v69
	v_mov_b32_e32 v87, v73
	v_mov_b32_e32 v88, v5
	v_mov_b32_e32 v89, v9
	v_pk_fma_f32 v[80:81], v[86:87], v[88:89], v[80:81]
	v_mov_b32_e32 v86, v83
	v_mov_b32_e32 v87, v15
	s_waitcnt lgkmcnt(1)
	v_mov_b32_e32 v88, v11
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v89, v75
	v_pk_mul_f32 v[86:87], v[86:87], v[88:89]
	v_mov_b32_e32 v88, v10
	v_mov_b32_e32 v89, v74
	v_mov_b32_e32 v90, v82
	v_mov_b32_e32 v91, v14
	v_pk_fma_f32 v[86:87], v[88:89], v[90:91], v[86:87]
	v_mov_b32_e32 v88, v12
	v_mov_b32_e32 v89, v76
	v_mov_b32_e32 v90, v84
	v_mov_b32_e32 v91, v16
	v_pk_fma_f32 v[86:87], v[88:89], v[90:91], v[86:87]
	v_mov_b32_e32 v88, v13
	v_mov_b32_e32 v89, v77
	v_mov_b32_e32 v90, v85
	v_mov_b32_e32 v91, v17
	v_pk_fma_f32 v[86:87], v[88:89], v[90:91], v[86:87]
	s_nop 0
	v_pk_add_f32 v[80:81], v[80:81], v[86:87]
	s_nop 0
	v_add_f32_e32 v33, v80, v81
	ds_bpermute_b32 v79, v46, v33
	ds_read_b32 v80, v32
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v33, v33, v79
	ds_bpermute_b32 v79, v47, v33
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v33, v33, v79
	ds_bpermute_b32 v79, v48, v33
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v33, v33, v79
	v_sub_f32_e32 v33, v80, v33
	v_mul_f32_e32 v78, v78, v33
	v_pk_fma_f32 v[2:3], v[66:67], v[78:79], v[2:3] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[4:5], v[68:69], v[78:79], v[4:5] op_sel_hi:[1,0,1]
	ds_read_b128 v[66:69], v29 offset:4096
	v_pk_fma_f32 v[6:7], v[70:71], v[78:79], v[6:7] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[8:9], v[72:73], v[78:79], v[8:9] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[10:11], v[10:11], v[78:79], v[82:83] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[12:13], v[12:13], v[78:79], v[84:85] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[14:15], v[74:75], v[78:79], v[14:15] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[16:17], v[76:77], v[78:79], v[16:17] op_sel_hi:[1,0,1]
	ds_read_b128 v[70:73], v29 offset:4224
	ds_read_b128 v[74:77], v29 offset:4352
	ds_read_b128 v[78:81], v29 offset:4480
	s_waitcnt lgkmcnt(3)
	v_mul_f32_e32 v33, v67, v3
	v_fmac_f32_e32 v33, v66, v2
	v_fmac_f32_e32 v33, v68, v4
	s_waitcnt lgkmcnt(2)
	v_mul_f32_e32 v66, v71, v7
	s_waitcnt lgkmcnt(1)
	v_mul_f32_e32 v67, v11, v75
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v68, v15, v79
	v_fmac_f32_e32 v66, v70, v6
	v_fmac_f32_e32 v67, v74, v10
	v_fmac_f32_e32 v68, v78, v14
	v_fmac_f32_e32 v66, v72, v8
	v_fmac_f32_e32 v67, v76, v12
	v_fmac_f32_e32 v68, v80, v16
	v_fmac_f32_e32 v33, v69, v5
	v_fmac_f32_e32 v66, v73, v9
	v_fmac_f32_e32 v67, v77, v13
	v_fmac_f32_e32 v68, v81, v17
	v_add_f32_e32 v33, v33, v67
	v_add_f32_e32 v66, v66, v68
	v_add_f32_e32 v33, v33, v66
	ds_bpermute_b32 v66, v46, v33
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v33, v33, v66
	ds_bpermute_b32 v66, v47, v33
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v33, v33, v66
	ds_bpermute_b32 v66, v48, v33
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_56
	s_add_i32 s6, s28, s5
	s_ashr_i32 s7, s6, 31
	s_mul_i32 s7, s30, s7
	s_mul_hi_u32 s8, s30, s6
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v33, v33, v66
	s_add_i32 s7, s8, s7
	s_mul_i32 s8, s31, s6
	v_bfe_u32 v66, v33, 16, 1
	s_add_i32 s7, s7, s8
	s_mul_i32 s6, s30, s6
	v_add3_u32 v66, v66, v33, s53
	v_or_b32_e32 v67, 0x400000, v33
	v_cmp_u_f32_e32 vcc, v33, v33
	s_nop 1
	v_cndmask_b32_e32 v33, v66, v67, vcc
	v_lshl_add_u64 v[66:67], s[6:7], 1, v[24:25]
	global_store_short_d16_hi v[66:67], v33, off
.LBB0_56:
	s_or_b64 exec, exec, s[2:3]
	s_cmp_ge_i32 s5, s25
	s_cselect_b64 s[2:3], -1, 0
	s_or_b64 s[2:3], s[2:3], s[44:45]
	s_and_b64 vcc, exec, s[2:3]
	s_cbranch_vccnz .LBB0_53
	global_store_dwordx4 v[30:31], v[2:5], off
	global_store_dwordx4 v[30:31], v[6:9], off offset:128
	global_store_dwordx4 v[30:31], v[10:13], off offset:256
	global_store_dwordx4 v[30:31], v[14:17], off offset:384
	s_branch .LBB0_53
.LBB0_58:
	v_lshl_add_u64 v[82:83], v[32:33], 1, s[18:19]
	global_load_ushort v30, v[82:83], off offset:2
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v73, 16, v30
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB0_43
.LBB0_59:
	v_lshl_add_u64 v[82:83], v[32:33], 1, s[18:19]
	global_load_ushort v1, v[82:83], off offset:4
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v1, 16, v1
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32_e32 v30, 0
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB0_44
.LBB0_60:
	v_lshl_add_u64 v[32:33], v[32:33], 1, s[18:19]
	global_load_ushort v30, v[32:33], off offset:6
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v30, 16, v30
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[46:47], vcc
	s_cbranch_execz .LBB0_45
.LBB0_61:
	v_mul_f32_e32 v32, v79, v79
	v_fmac_f32_e32 v32, v74, v74
	v_mul_f32_e32 v81, v80, v80
	v_fmac_f32_e32 v32, v72, v72
	v_fmac_f32_e32 v81, v77, v77
	v_fmac_f32_e32 v32, v76, v76
	v_fmac_f32_e32 v81, v75, v75
	ds_bpermute_b32 v33, v44, v32
	v_fmac_f32_e32 v81, v78, v78
	ds_bpermute_b32 v82, v44, v81
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v32, v32, v33
	ds_bpermute_b32 v33, v45, v32
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v81, v81, v82
	ds_bpermute_b32 v82, v45, v81
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v32, v32, v33
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v33, v81, v82
	ds_bpermute_b32 v81, v46, v32
	ds_bpermute_b32 v82, v46, v33
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v32, v32, v81
	ds_bpermute_b32 v81, v47, v32
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v33, v33, v82
	ds_bpermute_b32 v82, v47, v33
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v32, v32, v81
	ds_bpermute_b32 v81, v48, v32
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v33, v33, v82
	ds_bpermute_b32 v82, v48, v33
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v32, v32, v81
	v_add_f32_e32 v32, 0x358637bd, v32
	v_mul_f32_e32 v81, 0x4f800000, v32
	v_cmp_gt_f32_e32 vcc, s12, v32
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v33, v33, v82
	v_add_f32_e32 v33, 0x358637bd, v33
	v_cndmask_b32_e32 v32, v32, v81, vcc
	v_sqrt_f32_e32 v81, v32
	v_mul_f32_e32 v82, 0x4f800000, v33
	v_cmp_gt_f32_e64 s[8:9], s12, v33
	v_add_u32_e32 v83, 1, v81
	s_nop 0
	v_cndmask_b32_e64 v33, v33, v82, s[8:9]
	v_add_u32_e32 v82, -1, v81
	v_fma_f32 v84, -v82, v81, v32
	v_fma_f32 v85, -v83, v81, v32
	v_cmp_ge_f32_e64 s[10:11], 0, v84
	s_nop 1
	v_cndmask_b32_e64 v81, v81, v82, s[10:11]
	v_cmp_lt_f32_e64 s[10:11], 0, v85
	s_nop 1
	v_cndmask_b32_e64 v81, v81, v83, s[10:11]
	v_sqrt_f32_e32 v83, v33
	v_mul_f32_e32 v82, 0x37800000, v81
	v_cndmask_b32_e32 v81, v81, v82, vcc
	v_cmp_class_f32_e32 vcc, v32, v19
	s_nop 1
	v_cndmask_b32_e32 v84, v81, v32, vcc
	v_add_u32_e32 v32, -1, v83
	v_fma_f32 v81, -v32, v83, v33
	v_cmp_ge_f32_e32 vcc, 0, v81
	v_add_u32_e32 v81, 1, v83
	v_fma_f32 v82, -v81, v83, v33
	v_cndmask_b32_e32 v32, v83, v32, vcc
	v_cmp_lt_f32_e32 vcc, 0, v82
	v_div_scale_f32 v82, s[10:11], v84, v84, v79
	v_rcp_f32_e32 v83, v82
	v_cndmask_b32_e32 v32, v32, v81, vcc
	v_mul_f32_e32 v81, 0x37800000, v32
	v_cndmask_b32_e64 v32, v32, v81, s[8:9]
	v_cmp_class_f32_e32 vcc, v33, v19
	s_nop 1
	v_cndmask_b32_e32 v86, v32, v33, vcc
	v_fma_f32 v32, -v82, v83, 1.0
	v_fmac_f32_e32 v83, v32, v83
	v_div_scale_f32 v32, vcc, v79, v84, v79
	v_mul_f32_e32 v33, v32, v83
	v_fma_f32 v81, -v82, v33, v32
	v_fmac_f32_e32 v33, v81, v83
	v_div_scale_f32 v81, s[8:9], v84, v84, v74
	v_fma_f32 v32, -v82, v33, v32
	v_rcp_f32_e32 v82, v81
	v_div_fmas_f32 v32, v32, v83, v33
	v_div_fixup_f32 v33, v32, v84, v79
	v_fma_f32 v32, -v81, v82, 1.0
	v_fmac_f32_e32 v82, v32, v82
	v_div_scale_f32 v32, vcc, v74, v84, v74
	v_mul_f32_e32 v79, v32, v82
	v_fma_f32 v83, -v81, v79, v32
	v_fmac_f32_e32 v79, v83, v82
	v_fma_f32 v32, -v81, v79, v32
	v_div_scale_f32 v81, s[8:9], v86, v86, v80
	v_rcp_f32_e32 v85, v81
	v_div_fmas_f32 v32, v32, v82, v79
	v_div_fixup_f32 v32, v32, v84, v74
	v_pk_mul_f32 v[82:83], s[22:23], v[32:33]
	v_fma_f32 v32, -v81, v85, 1.0
	v_fmac_f32_e32 v85, v32, v85
	v_div_scale_f32 v32, vcc, v80, v86, v80
	v_mul_f32_e32 v33, v32, v85
	v_fma_f32 v74, -v81, v33, v32
	v_fmac_f32_e32 v33, v74, v85
	v_div_scale_f32 v74, s[8:9], v86, v86, v77
	v_rcp_f32_e32 v79, v74
	v_fma_f32 v32, -v81, v33, v32
	v_div_fmas_f32 v32, v32, v85, v33
	v_div_fixup_f32 v81, v32, v86, v80
	v_fma_f32 v32, -v74, v79, 1.0
	v_fmac_f32_e32 v79, v32, v79
	v_div_scale_f32 v32, vcc, v77, v86, v77
	v_mul_f32_e32 v33, v32, v79
	v_fma_f32 v80, -v74, v33, v32
	v_fmac_f32_e32 v33, v80, v79
	v_fma_f32 v32, -v74, v33, v32
	v_div_scale_f32 v74, s[8:9], v84, v84, v76
	v_rcp_f32_e32 v85, v74
	v_div_fmas_f32 v32, v32, v79, v33
	v_div_fixup_f32 v80, v32, v86, v77
	v_fma_f32 v32, -v74, v85, 1.0
	v_fmac_f32_e32 v85, v32, v85
	v_div_scale_f32 v32, vcc, v76, v84, v76
	v_mul_f32_e32 v33, v32, v85
	v_fma_f32 v77, -v74, v33, v32
	v_fmac_f32_e32 v33, v77, v85
	v_fma_f32 v32, -v74, v33, v32
	v_div_scale_f32 v74, s[8:9], v84, v84, v72
	v_rcp_f32_e32 v77, v74
	v_div_fmas_f32 v32, v32, v85, v33
	v_div_fixup_f32 v33, v32, v84, v76
	v_fma_f32 v32, -v74, v77, 1.0
	v_fmac_f32_e32 v77, v32, v77
	v_div_scale_f32 v32, vcc, v72, v84, v72
	v_mul_f32_e32 v76, v32, v77
	v_fma_f32 v79, -v74, v76, v32
	v_fmac_f32_e32 v76, v79, v77
	v_fma_f32 v32, -v74, v76, v32
	v_div_scale_f32 v74, s[8:9], v86, v86, v78
	v_div_fmas_f32 v32, v32, v77, v76
	v_rcp_f32_e32 v76, v74
	v_div_fixup_f32 v32, v32, v84, v72
	v_pk_mul_f32 v[84:85], s[22:23], v[32:33]
	ds_write_b128 v51, v[82:85]
	v_fma_f32 v32, -v74, v76, 1.0
	v_fmac_f32_e32 v76, v32, v76
	v_div_scale_f32 v32, vcc, v78, v86, v78
	v_mul_f32_e32 v33, v32, v76
	v_fma_f32 v72, -v74, v33, v32
	v_fmac_f32_e32 v33, v72, v76
	v_div_scale_f32 v72, s[8:9], v86, v86, v75
	v_fma_f32 v32, -v74, v33, v32
	v_rcp_f32_e32 v74, v72
	v_div_fmas_f32 v32, v32, v76, v33
	v_div_fixup_f32 v83, v32, v86, v78
	v_fma_f32 v32, -v72, v74, 1.0
	v_fmac_f32_e32 v74, v32, v74
	v_div_scale_f32 v32, vcc, v75, v86, v75
	v_mul_f32_e32 v33, v32, v74
	v_fma_f32 v76, -v72, v33, v32
	v_fmac_f32_e32 v33, v76, v74
	v_fma_f32 v32, -v72, v33, v32
	v_div_fmas_f32 v32, v32, v74, v33
	v_div_fixup_f32 v82, v32, v86, v75
	ds_write_b128 v49, v[80:83]
	s_or_b64 exec, exec, s[46:47]
	s_and_saveexec_b64 s[10:11], s[6:7]
	s_cbranch_execnz .LBB0_46
	s_branch .LBB0_47
.LBB0_62:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel gdn_verify_snapshot_act_bf16_dt_bf16_pool_f32_bv16w2
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
	.size	gdn_verify_snapshot_act_bf16_dt_bf16_pool_f32_bv16w2, .Lfunc_end0-gdn_verify_snapshot_act_bf16_dt_bf16_pool_f32_bv16w2

	.set gdn_verify_snapshot_act_bf16_dt_bf16_pool_f32_bv16w2.num_vgpr, 92
	.set gdn_verify_snapshot_act_bf16_dt_bf16_pool_f32_bv16w2.num_agpr, 0
	.set gdn_verify_snapshot_act_bf16_dt_bf16_pool_f32_bv16w2.numbered_sgpr, 58
	.set gdn_verify_snapshot_act_bf16_dt_bf16_pool_f32_bv16w2.num_named_barrier, 0
	.set gdn_verify_snapshot_act_bf16_dt_bf16_pool_f32_bv16w2.private_seg_size, 0
	.set gdn_verify_snapshot_act_bf16_dt_bf16_pool_f32_bv16w2.uses_vcc, 1
	.set gdn_verify_snapshot_act_bf16_dt_bf16_pool_f32_bv16w2.uses_flat_scratch, 0
	.set gdn_verify_snapshot_act_bf16_dt_bf16_pool_f32_bv16w2.has_dyn_sized_stack, 0
	.set gdn_verify_snapshot_act_bf16_dt_bf16_pool_f32_bv16w2.has_recursion, 0
	.set gdn_verify_snapshot_act_bf16_dt_bf16_pool_f32_bv16w2.has_indirect_call, 0
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
    .name:           gdn_verify_snapshot_act_bf16_dt_bf16_pool_f32_bv16w2
    .private_segment_fixed_size: 0
    .sgpr_count:     64
    .sgpr_spill_count: 0
    .symbol:         gdn_verify_snapshot_act_bf16_dt_bf16_pool_f32_bv16w2.kd
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
