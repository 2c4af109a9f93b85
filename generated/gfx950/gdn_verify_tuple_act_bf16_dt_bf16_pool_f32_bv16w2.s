; deltagen generated file: do not edit. Regenerate with `cargo xtask gen`.
; kernel: gdn_verify  instance: gdn_verify_tuple_act_bf16_dt_bf16_pool_f32_bv16w2  arch: gfx950
; profile=portable  mode=tuple  act_dtype=bf16  dt_bias_dtype=bf16  pool_dtype=f32  tile=bv16w2  lanes_per_column=8  requests=>1
; ir-sha256: 4f9771616c28c90ff37433dbb5dc6dabcf42414e37851e285618bad7b44c7c1c
; llvm: 22.1  pipeline: default<O3>  ld.lld: LLVM 22.1
	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 6
	.text
	.globl	gdn_verify_tuple_act_bf16_dt_bf16_pool_f32_bv16w2
	.p2align	8
	.type	gdn_verify_tuple_act_bf16_dt_bf16_pool_f32_bv16w2,@function
gdn_verify_tuple_act_bf16_dt_bf16_pool_f32_bv16w2:
	s_load_dwordx8 s[20:27], s[0:1], 0x4
	s_mov_b32 s28, s3
	s_ashr_i32 s4, s2, 31
	s_lshr_b32 s4, s4, 29
	s_add_i32 s34, s2, s4
	s_waitcnt lgkmcnt(0)
	s_max_i32 s3, s22, 1
	v_cvt_f32_u32_e32 v1, s3
	s_and_b32 s4, s34, -8
	s_sub_i32 s36, s2, s4
	s_sub_i32 s4, 0, s3
	v_rcp_iflag_f32_e32 v1, v1
	s_abs_i32 s2, s23
	s_ashr_i32 s60, s34, 3
	s_ashr_i32 s27, s23, 31
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	v_and_b32_e32 v34, 7, v0
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
	s_max_i32 s37, s2, 1
	s_ashr_i32 s61, s60, 31
	s_lshl_b64 s[38:39], s[28:29], 2
	s_waitcnt lgkmcnt(0)
	s_add_u32 s2, s4, s38
	s_addc_u32 s3, s5, s39
	s_load_dword s33, s[2:3], 0x0
	v_cvt_f32_u32_e32 v1, s37
	s_waitcnt lgkmcnt(0)
	s_cmp_gt_i32 s33, -1
	s_cselect_b64 s[2:3], -1, 0
	s_cmp_lt_i32 s33, s21
	s_cselect_b64 s[30:31], -1, 0
	s_and_b64 s[4:5], s[2:3], s[30:31]
	s_add_u32 s2, s6, s38
	s_addc_u32 s3, s7, s39
	s_load_dwordx2 s[28:29], s[2:3], 0x0
	v_rcp_iflag_f32_e32 v2, v1
	v_lshrrev_b32_e32 v1, 3, v0
	v_lshl_or_b32 v18, s36, 4, v1
	v_ashrrev_i32_e32 v19, 31, v18
	s_waitcnt lgkmcnt(0)
	s_cmp_gt_i32 s28, -1
	s_cselect_b64 s[2:3], -1, 0
	s_cmp_ge_i32 s29, s28
	s_cselect_b64 s[6:7], -1, 0
	s_cmp_le_i32 s29, s20
	s_cselect_b64 s[20:21], -1, 0
	s_and_b64 s[2:3], s[2:3], s[6:7]
	s_sub_i32 s29, s29, s28
	s_and_b64 s[6:7], s[20:21], s[2:3]
	s_cmp_le_i32 s29, s25
	s_cselect_b64 s[20:21], -1, 0
	s_and_b64 s[2:3], s[20:21], s[6:7]
	v_mul_f32_e32 v2, 0x4f7ffffe, v2
	s_and_b64 s[40:41], s[4:5], s[2:3]
	v_cvt_u32_f32_e32 v2, v2
	s_add_u32 s4, s8, s38
	s_addc_u32 s5, s9, s39
	s_load_dword s67, s[4:5], 0x0
	v_readfirstlane_b32 s35, v2
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, v2
	s_lshl_b64 s[4:5], s[60:61], 7
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
	v_lshl_add_u64 v[4:5], s[4:5], 0, v[18:19]
	s_add_u32 s8, s10, s8
	s_addc_u32 s9, s11, s9
	v_lshlrev_b64 v[4:5], 9, v[4:5]
	v_lshl_add_u64 v[4:5], s[8:9], 0, v[4:5]
	v_lshlrev_b32_e32 v6, 4, v34
	v_mov_b32_e32 v7, v2
	v_lshl_add_u64 v[20:21], v[4:5], 0, v[6:7]
	global_load_dwordx4 v[2:5], v[20:21], off
	global_load_dwordx4 v[6:9], v[20:21], off offset:128
	global_load_dwordx4 v[10:13], v[20:21], off offset:256
	global_load_dwordx4 v[14:17], v[20:21], off offset:384
.LBB0_2:
	s_xor_b64 s[10:11], s[20:21], -1
	s_xor_b64 s[8:9], s[6:7], -1
	s_and_b64 s[6:7], s[6:7], s[10:11]
	s_and_b64 s[6:7], s[6:7], exec
	s_cselect_b32 s12, 2, 0
	s_and_b64 s[6:7], s[30:31], exec
	s_cselect_b32 s13, 0, 4
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_i32 s67, s24
	s_cselect_b64 s[10:11], -1, 0
	s_and_b64 s[6:7], s[10:11], exec
	v_cndmask_b32_e64 v20, 0, 1, s[8:9]
	s_cselect_b32 s6, 0, 8
	s_or_b32 s6, s6, s13
	v_readfirstlane_b32 s7, v20
	s_or_b32 s6, s6, s7
	s_or_b32 s8, s6, s12
	s_cmp_eq_u32 s8, 0
	s_cselect_b64 s[6:7], -1, 0
	s_cmp_eq_u32 s26, 0
	s_cselect_b64 s[12:13], -1, 0
	s_or_b64 s[6:7], s[12:13], s[6:7]
	s_and_b64 vcc, exec, s[6:7]
	s_cbranch_vccnz .LBB0_6
	v_mbcnt_lo_u32_b32 v20, exec_lo, 0
	v_mbcnt_hi_u32_b32 v20, exec_hi, v20
	v_cmp_eq_u32_e32 vcc, 0, v20
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_5
	v_mov_b32_e32 v20, 0
	v_mov_b32_e32 v21, s8
	global_atomic_or v20, v21, s[14:15]
.LBB0_5:
	s_or_b64 exec, exec, s[6:7]
.LBB0_6:
	s_and_b64 s[2:3], s[2:3], exec
	s_cselect_b32 s24, s29, 0
	s_add_i32 s8, s24, 7
	s_cmp_lt_i32 s8, 8
	s_mov_b32 s33, 0
	s_cbranch_scc1 .LBB0_65
	s_load_dwordx16 s[44:59], s[0:1], 0x60
	s_sub_i32 s2, 0, s37
	s_mul_i32 s2, s2, s35
	s_mul_hi_u32 s2, s35, s2
	s_abs_i32 s14, s60
	s_add_i32 s35, s35, s2
	s_ashr_i32 s26, s34, 31
	s_lshl_b64 s[2:3], s[60:61], 2
	s_waitcnt lgkmcnt(0)
	s_add_u32 s6, s50, s2
	s_addc_u32 s7, s51, s3
	s_ashr_i32 s9, s8, 31
	s_lshr_b32 s9, s9, 29
	s_add_i32 s8, s8, s9
	s_ashr_i32 s66, s8, 3
	s_lshl_b64 s[4:5], s[4:5], 1
	s_add_u32 s8, s44, s4
	s_addc_u32 s9, s45, s5
	s_lshl_b64 s[12:13], s[60:61], 1
	s_add_u32 s20, s46, s12
	s_mul_hi_u32 s15, s14, s35
	s_addc_u32 s21, s47, s13
	s_add_u32 s30, s48, s12
	s_mul_i32 s34, s15, s37
	s_addc_u32 s31, s49, s13
	s_sub_i32 s14, s14, s34
	s_add_i32 s34, s15, 1
	s_sub_i32 s35, s14, s37
	s_cmp_ge_u32 s14, s37
	s_cselect_b32 s15, s34, s15
	s_cselect_b32 s14, s35, s14
	s_add_i32 s34, s15, 1
	s_cmp_ge_u32 s14, s37
	s_cselect_b32 s14, s34, s15
	s_xor_b32 s14, s14, s26
	s_sub_i32 s34, s14, s26
	s_ashr_i32 s35, s34, 31
	s_mov_b32 s26, s23
	s_ashr_i32 s23, s22, 31
	s_cmp_gt_i32 s67, -1
	s_cselect_b64 s[14:15], -1, 0
	s_and_b64 s[10:11], s[14:15], s[10:11]
	s_mul_i32 s14, s34, s37
	s_sub_i32 s14, s60, s14
	s_or_b32 s14, s14, s36
	s_cmp_eq_u32 s14, 0
	s_cselect_b64 s[62:63], -1, 0
	s_cmp_eq_u32 s36, 0
	s_cselect_b64 s[64:65], -1, 0
	s_add_u32 s12, s52, s12
	v_mov_b32_e32 v21, 0
	s_addc_u32 s13, s53, s13
	global_load_ushort v30, v21, s[12:13]
	global_load_dword v50, v21, s[6:7]
	s_load_dwordx16 s[36:51], s[0:1], 0xa0
	s_load_dwordx4 s[12:15], s[0:1], 0xe8
	s_nop 0
	s_load_dwordx2 s[0:1], s[0:1], 0xe0
	v_mov_b32_e32 v20, 0x2000
	v_lshlrev_b32_e32 v22, 2, v0
	v_bfrev_b32_e32 v23, 0.5
	s_waitcnt lgkmcnt(0)
	v_div_scale_f32 v24, s[6:7], s13, s13, 1.0
	v_rcp_f32_e32 v26, v24
	v_lshl_or_b32 v37, v1, 2, v20
	v_and_b32_e32 v1, 0x7c, v22
	v_bitop3_b32 v39, v22, 64, v23 bitop3:0x6c
	v_bitop3_b32 v40, v22, 32, v23 bitop3:0x6c
	v_bitop3_b32 v41, v22, 16, v23 bitop3:0x6c
	v_bitop3_b32 v42, v22, 8, v23 bitop3:0x6c
	v_bitop3_b32 v43, v22, 4, v23 bitop3:0x6c
	v_add_u32_e32 v44, 0x2220, v22
	v_or_b32_e32 v45, 0x2200, v22
	v_fma_f32 v22, -v24, v26, 1.0
	v_div_scale_f32 v25, vcc, 1.0, s13, 1.0
	v_fmac_f32_e32 v26, v22, v26
	v_mul_f32_e32 v27, v25, v26
	s_mul_i32 s15, s51, s67
	s_mul_hi_u32 s51, s50, s67
	v_fma_f32 v31, -v24, v27, v25
	v_lshlrev_b64 v[28:29], 1, v[18:19]
	s_mul_i32 s50, s50, s67
	v_fmac_f32_e32 v27, v31, v26
	s_add_i32 s51, s51, s15
	v_lshl_add_u64 v[22:23], s[8:9], 0, v[28:29]
	v_fma_f32 v24, -v24, v27, v25
	s_lshl_b64 s[6:7], s[34:35], 7
	s_lshl_b64 s[22:23], s[22:23], 7
	s_lshl_b64 s[8:9], s[50:51], 2
	v_div_fmas_f32 v24, v24, v26, v27
	s_add_u32 s8, s58, s8
	v_div_fixup_f32 v51, v24, s13, 1.0
	v_or_b32_e32 v24, s6, v1
	v_mov_b32_e32 v25, s7
	s_addc_u32 s9, s59, s9
	s_lshl_b64 s[6:7], s[34:35], 9
	s_mul_i32 s1, s1, s67
	s_mul_hi_u32 s52, s0, s67
	s_add_u32 s6, s8, s6
	s_mul_i32 s0, s0, s67
	s_addc_u32 s7, s9, s7
	s_add_i32 s1, s52, s1
	s_lshl_b64 s[0:1], s[0:1], 2
	s_add_u32 s0, s36, s0
	s_addc_u32 s1, s37, s1
	s_add_u32 s34, s0, s2
	s_addc_u32 s35, s1, s3
	s_add_u32 s0, s54, s4
	s_addc_u32 s1, s55, s5
	s_mul_i32 s2, s49, s67
	s_mul_hi_u32 s3, s48, s67
	v_lshl_add_u64 v[28:29], s[0:1], 0, v[28:29]
	v_cmp_eq_u32_e64 s[0:1], 0, v34
	s_add_i32 s3, s3, s2
	s_mul_i32 s2, s48, s67
	s_lshl_b64 s[36:37], s[26:27], 7
	s_and_b64 s[52:53], s[10:11], s[62:63]
	s_and_b64 s[54:55], s[64:65], s[10:11]
	s_and_b64 s[58:59], s[10:11], s[0:1]
	s_lshl_b64 s[2:3], s[2:3], 2
	s_lshl_b64 s[4:5], s[60:61], 9
	s_add_u32 s2, s2, s4
	v_lshrrev_b32_e32 v35, 5, v0
	s_addc_u32 s3, s3, s5
	v_or_b32_e32 v38, 4, v35
	v_lshlrev_b32_e32 v20, 2, v1
	s_add_u32 s2, s56, s2
	v_lshl_or_b32 v46, v35, 9, v20
	v_lshl_or_b32 v47, v38, 9, v20
	v_lshlrev_b32_e32 v1, 6, v34
	s_addc_u32 s3, s57, s3
	v_add_u32_e32 v36, s28, v34
	v_or_b32_e32 v48, 0x1000, v46
	v_or_b32_e32 v49, 0x1000, v47
	v_lshl_add_u64 v[26:27], s[6:7], 0, v[20:21]
	s_waitcnt vmcnt(1)
	v_lshlrev_b32_e32 v52, 16, v30
	s_mov_b32 s50, s12
	s_mov_b32 s51, s12
	v_lshlrev_b32_e32 v53, 4, v34
	v_lshl_add_u64 v[30:31], v[18:19], 2, s[2:3]
	s_lshl_b64 s[48:49], s[26:27], 9
	s_mov_b32 s12, 0xf800000
	v_mov_b32_e32 v54, 0x260
	s_mov_b32 s15, 0xc2d00000
	s_mov_b32 s27, 0x42b20000
	v_mov_b32_e32 v55, 0x4b400000
	v_mov_b32_e32 v56, 0x3ab60b61
	s_mov_b32 s60, 0x800000
	v_mov_b32_e32 v57, 0x3e638e39
	s_mov_b32 s61, 0x7f800000
	v_add_u32_e32 v58, v37, v1
	v_bfrev_b32_e32 v59, 1
	v_mov_b32_e32 v60, 0xc2d00000
	v_mov_b32_e32 v61, 0x42b20000
	v_mov_b32_e32 v32, -1.0
	v_not_b32_e32 v62, 22
	v_mov_b32_e32 v63, 0xff800000
	v_mov_b32_e32 v64, 0x7f800000
	v_mov_b32_e32 v65, 0x7fc00000
	s_mov_b32 s62, 0
	s_branch .LBB0_9
.LBB0_8:
	s_add_i32 s62, s62, 1
	s_add_i32 s29, s29, -8
	s_add_i32 s33, s33, 8
	s_cmp_eq_u32 s62, s66
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_65
.LBB0_9:
	s_lshl_b32 s64, s62, 3
	s_sub_i32 s63, s24, s64
	v_mov_b32_e32 v33, 0
	v_cmp_gt_i32_e64 s[2:3], s63, v34
	v_mov_b32_e32 v66, v33
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_11
	v_add_u32_e32 v1, s64, v36
	v_ashrrev_i32_e32 v18, 31, v1
	v_mul_lo_u32 v20, s42, v18
	v_mul_lo_u32 v21, s43, v1
	v_mad_u64_u32 v[18:19], s[6:7], s42, v1, 0
	v_add3_u32 v19, v19, v20, v21
	v_lshl_add_u64 v[18:19], v[18:19], 1, v[22:23]
	global_load_ushort v1, v[18:19], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v66, 16, v1
.LBB0_11:
	s_or_b64 exec, exec, s[4:5]
	v_add_u32_e32 v67, s64, v0
	s_min_i32 s8, s63, 8
	v_add_u32_e32 v18, s28, v67
	v_cmp_gt_i32_e64 s[4:5], s8, v0
	v_ashrrev_i32_e32 v1, 31, v18
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB0_13
	v_mul_lo_u32 v19, s45, v18
	v_mul_lo_u32 v33, s44, v1
	v_mad_u64_u32 v[20:21], s[10:11], s44, v18, 0
	v_add3_u32 v21, v21, v33, v19
	v_lshl_add_u64 v[20:21], v[20:21], 1, s[20:21]
	global_load_ushort v19, v[20:21], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v33, 16, v19
.LBB0_13:
	s_or_b64 exec, exec, s[6:7]
	v_mov_b32_e32 v74, 0
	v_mov_b32_e32 v68, v74
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB0_15
	v_mul_lo_u32 v20, s47, v18
	v_mul_lo_u32 v1, s46, v1
	v_mad_u64_u32 v[18:19], s[10:11], s46, v18, 0
	v_add3_u32 v19, v19, v1, v20
	v_lshl_add_u64 v[18:19], v[18:19], 1, s[30:31]
	global_load_ushort v1, v[18:19], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v68, 16, v1
.LBB0_15:
	s_or_b64 exec, exec, s[6:7]
	v_add_u32_e32 v71, s64, v35
	v_add_u32_e32 v18, s28, v71
	v_ashrrev_i32_e32 v1, 31, v18
	v_mul_lo_u32 v19, s38, v1
	v_mul_lo_u32 v69, s39, v18
	v_mad_u64_u32 v[20:21], s[6:7], s38, v18, v[24:25]
	v_cmp_gt_i32_e32 vcc, s8, v35
	v_add3_u32 v21, v69, v21, v19
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_17
	v_lshl_add_u64 v[72:73], v[20:21], 1, s[16:17]
	global_load_ushort v19, v[72:73], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v74, 16, v19
.LBB0_17:
	s_or_b64 exec, exec, s[6:7]
	v_mov_b32_e32 v76, 0
	v_mov_b32_e32 v80, v76
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_19
	v_lshl_add_u64 v[72:73], v[20:21], 1, s[16:17]
	global_load_ushort v19, v[72:73], off offset:2
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v80, 16, v19
.LBB0_19:
	s_or_b64 exec, exec, s[6:7]
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_21
	v_lshl_add_u64 v[72:73], v[20:21], 1, s[16:17]
	global_load_ushort v19, v[72:73], off offset:4
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v76, 16, v19
.LBB0_21:
	s_or_b64 exec, exec, s[6:7]
	v_mov_b32_e32 v81, 0
	v_mov_b32_e32 v78, v81
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_23
	v_lshl_add_u64 v[20:21], v[20:21], 1, s[16:17]
	global_load_ushort v19, v[20:21], off offset:6
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v78, 16, v19
.LBB0_23:
	s_or_b64 exec, exec, s[6:7]
	v_mad_u64_u32 v[20:21], s[6:7], s40, v18, v[24:25]
	v_mul_lo_u32 v1, s40, v1
	v_mul_lo_u32 v19, s41, v18
	v_add3_u32 v21, v19, v21, v1
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_25
	v_lshl_add_u64 v[72:73], v[20:21], 1, s[18:19]
	global_load_ushort v1, v[72:73], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v81, 16, v1
.LBB0_25:
	s_or_b64 exec, exec, s[6:7]
	v_mov_b32_e32 v82, 0
	v_mov_b32_e32 v19, v82
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_27
	v_lshl_add_u64 v[72:73], v[20:21], 1, s[18:19]
	global_load_ushort v1, v[72:73], off offset:2
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v19, 16, v1
.LBB0_27:
	s_or_b64 exec, exec, s[6:7]
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_29
	v_lshl_add_u64 v[72:73], v[20:21], 1, s[18:19]
	global_load_ushort v1, v[72:73], off offset:4
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v82, 16, v1
.LBB0_29:
	s_or_b64 exec, exec, s[6:7]
	v_mov_b32_e32 v69, 0
	v_mov_b32_e32 v83, v69
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_31
	v_lshl_add_u64 v[20:21], v[20:21], 1, s[18:19]
	global_load_ushort v1, v[20:21], off offset:6
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v83, 16, v1
.LBB0_31:
	s_or_b64 exec, exec, s[6:7]
	v_add_u32_e32 v18, 4, v18
	v_ashrrev_i32_e32 v1, 31, v18
	v_cmp_gt_i32_e64 s[6:7], s8, v38
	v_mul_lo_u32 v70, s38, v1
	v_mul_lo_u32 v72, s39, v18
	v_mad_u64_u32 v[20:21], s[8:9], s38, v18, v[24:25]
	v_add3_u32 v21, v72, v21, v70
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB0_33
	v_lshl_add_u64 v[72:73], v[20:21], 1, s[16:17]
	global_load_ushort v69, v[72:73], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v69, 16, v69
.LBB0_33:
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32_e32 v70, 0
	v_mov_b32_e32 v73, v70
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB0_35
	v_lshl_add_u64 v[72:73], v[20:21], 1, s[16:17]
	global_load_ushort v72, v[72:73], off offset:2
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v73, 16, v72
.LBB0_35:
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB0_37
	v_lshl_add_u64 v[84:85], v[20:21], 1, s[16:17]
	global_load_ushort v70, v[84:85], off offset:4
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v70, 16, v70
.LBB0_37:
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32_e32 v75, 0
	v_mov_b32_e32 v72, v75
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB0_39
	v_lshl_add_u64 v[20:21], v[20:21], 1, s[16:17]
	global_load_ushort v20, v[20:21], off offset:6
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v72, 16, v20
.LBB0_39:
	s_or_b64 exec, exec, s[8:9]
	v_mad_u64_u32 v[20:21], s[8:9], s40, v18, v[24:25]
	v_mul_lo_u32 v1, s40, v1
	v_mul_lo_u32 v18, s41, v18
	v_add3_u32 v21, v18, v21, v1
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB0_41
	v_lshl_add_u64 v[84:85], v[20:21], 1, s[18:19]
	global_load_ushort v1, v[84:85], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v75, 16, v1
.LBB0_41:
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v79, v1
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execnz .LBB0_45
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execnz .LBB0_46
.LBB0_43:
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32_e32 v77, 0
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execnz .LBB0_47
.LBB0_44:
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[56:57], vcc
	s_cbranch_execnz .LBB0_48
	s_branch .LBB0_50
.LBB0_45:
	v_lshl_add_u64 v[84:85], v[20:21], 1, s[18:19]
	global_load_ushort v18, v[84:85], off offset:2
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v79, 16, v18
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB0_43
.LBB0_46:
	v_lshl_add_u64 v[84:85], v[20:21], 1, s[18:19]
	global_load_ushort v1, v[84:85], off offset:4
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v1, 16, v1
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32_e32 v77, 0
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB0_44
.LBB0_47:
	v_lshl_add_u64 v[20:21], v[20:21], 1, s[18:19]
	global_load_ushort v18, v[20:21], off offset:6
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v77, 16, v18
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[56:57], vcc
	s_cbranch_execz .LBB0_50
.LBB0_48:
	v_mul_f32_e32 v18, v80, v80
	v_fmac_f32_e32 v18, v74, v74
	v_mul_f32_e32 v21, v19, v19
	v_fmac_f32_e32 v18, v76, v76
	v_fmac_f32_e32 v21, v81, v81
	v_fmac_f32_e32 v18, v78, v78
	v_fmac_f32_e32 v21, v82, v82
	ds_bpermute_b32 v20, v39, v18
	v_fmac_f32_e32 v21, v83, v83
	ds_bpermute_b32 v84, v39, v21
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v18, v18, v20
	ds_bpermute_b32 v20, v40, v18
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v21, v21, v84
	ds_bpermute_b32 v84, v40, v21
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v18, v18, v20
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v20, v21, v84
	ds_bpermute_b32 v21, v41, v18
	ds_bpermute_b32 v84, v41, v20
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v18, v18, v21
	ds_bpermute_b32 v21, v42, v18
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v20, v20, v84
	ds_bpermute_b32 v84, v42, v20
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v18, v18, v21
	ds_bpermute_b32 v21, v43, v18
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v20, v20, v84
	ds_bpermute_b32 v84, v43, v20
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v18, v18, v21
	v_add_f32_e32 v18, 0x358637bd, v18
	v_mul_f32_e32 v21, 0x4f800000, v18
	v_cmp_gt_f32_e32 vcc, s12, v18
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v20, v20, v84
	v_add_f32_e32 v20, 0x358637bd, v20
	v_cndmask_b32_e32 v18, v18, v21, vcc
	v_sqrt_f32_e32 v21, v18
	v_mul_f32_e32 v84, 0x4f800000, v20
	v_cmp_gt_f32_e64 s[8:9], s12, v20
	v_add_u32_e32 v85, -1, v21
	s_nop 0
	v_cndmask_b32_e64 v20, v20, v84, s[8:9]
	v_sqrt_f32_e32 v84, v20
	v_add_u32_e32 v86, 1, v21
	v_fma_f32 v87, -v85, v21, v18
	v_fma_f32 v88, -v86, v21, v18
	v_cmp_ge_f32_e64 s[10:11], 0, v87
	s_nop 1
	v_cndmask_b32_e64 v21, v21, v85, s[10:11]
	v_cmp_lt_f32_e64 s[10:11], 0, v88
	s_nop 1
	v_cndmask_b32_e64 v21, v21, v86, s[10:11]
	v_add_u32_e32 v86, -1, v84
	v_fma_f32 v87, -v86, v84, v20
	v_cmp_ge_f32_e64 s[10:11], 0, v87
	v_add_u32_e32 v87, 1, v84
	v_mul_f32_e32 v85, 0x37800000, v21
	v_cndmask_b32_e64 v86, v84, v86, s[10:11]
	v_fma_f32 v84, -v87, v84, v20
	v_cmp_lt_f32_e64 s[10:11], 0, v84
	v_cndmask_b32_e32 v21, v21, v85, vcc
	v_cmp_class_f32_e32 vcc, v18, v54
	v_cndmask_b32_e64 v84, v86, v87, s[10:11]
	v_mul_f32_e32 v86, 0x37800000, v84
	v_cndmask_b32_e64 v84, v84, v86, s[8:9]
	v_cmp_class_f32_e64 s[8:9], v20, v54
	v_cndmask_b32_e32 v85, v21, v18, vcc
	s_nop 0
	v_cndmask_b32_e64 v20, v84, v20, s[8:9]
	v_div_scale_f32 v84, s[8:9], v20, v20, v19
	v_rcp_f32_e32 v86, v84
	s_nop 0
	v_fma_f32 v18, -v84, v86, 1.0
	v_fmac_f32_e32 v86, v18, v86
	v_div_scale_f32 v18, vcc, v19, v20, v19
	v_mul_f32_e32 v21, v18, v86
	v_fma_f32 v87, -v84, v21, v18
	v_fmac_f32_e32 v21, v87, v86
	v_fma_f32 v18, -v84, v21, v18
	v_div_scale_f32 v84, s[8:9], v20, v20, v81
	v_rcp_f32_e32 v87, v84
	v_div_fmas_f32 v18, v18, v86, v21
	v_div_fixup_f32 v19, v18, v20, v19
	v_fma_f32 v18, -v84, v87, 1.0
	v_fmac_f32_e32 v87, v18, v87
	v_div_scale_f32 v18, vcc, v81, v20, v81
	v_mul_f32_e32 v21, v18, v87
	v_fma_f32 v86, -v84, v21, v18
	v_fmac_f32_e32 v21, v86, v87
	v_fma_f32 v18, -v84, v21, v18
	v_div_scale_f32 v84, s[8:9], v20, v20, v83
	v_rcp_f32_e32 v86, v84
	v_div_fmas_f32 v18, v18, v87, v21
	v_div_fixup_f32 v18, v18, v20, v81
	v_fma_f32 v21, -v84, v86, 1.0
	v_fmac_f32_e32 v86, v21, v86
	v_div_scale_f32 v21, vcc, v83, v20, v83
	v_mul_f32_e32 v81, v21, v86
	v_fma_f32 v87, -v84, v81, v21
	v_fmac_f32_e32 v81, v87, v86
	v_fma_f32 v21, -v84, v81, v21
	v_div_scale_f32 v84, s[8:9], v20, v20, v82
	v_rcp_f32_e32 v87, v84
	v_div_fmas_f32 v21, v21, v86, v81
	v_div_fixup_f32 v21, v21, v20, v83
	v_fma_f32 v81, -v84, v87, 1.0
	v_fmac_f32_e32 v87, v81, v87
	v_div_scale_f32 v81, vcc, v82, v20, v82
	v_mul_f32_e32 v83, v81, v87
	v_fma_f32 v86, -v84, v83, v81
	v_fmac_f32_e32 v83, v86, v87
	v_fma_f32 v81, -v84, v83, v81
	v_div_scale_f32 v84, s[8:9], v85, v85, v80
	v_rcp_f32_e32 v86, v84
	v_div_fmas_f32 v81, v81, v87, v83
	v_div_fixup_f32 v20, v81, v20, v82
	v_fma_f32 v81, -v84, v86, 1.0
	v_fmac_f32_e32 v86, v81, v86
	v_div_scale_f32 v81, vcc, v80, v85, v80
	v_mul_f32_e32 v82, v81, v86
	v_fma_f32 v83, -v84, v82, v81
	v_fmac_f32_e32 v82, v83, v86
	v_div_scale_f32 v83, s[8:9], v85, v85, v74
	v_fma_f32 v81, -v84, v82, v81
	v_rcp_f32_e32 v84, v83
	v_div_fmas_f32 v81, v81, v86, v82
	v_div_fixup_f32 v81, v81, v85, v80
	v_fma_f32 v80, -v83, v84, 1.0
	v_fmac_f32_e32 v84, v80, v84
	v_div_scale_f32 v80, vcc, v74, v85, v74
	v_mul_f32_e32 v82, v80, v84
	v_fma_f32 v86, -v83, v82, v80
	v_fmac_f32_e32 v82, v86, v84
	v_fma_f32 v80, -v83, v82, v80
	v_div_scale_f32 v83, s[8:9], v85, v85, v78
	v_rcp_f32_e32 v86, v83
	v_div_fmas_f32 v80, v80, v84, v82
	v_div_fixup_f32 v80, v80, v85, v74
	v_pk_mul_f32 v[80:81], s[50:51], v[80:81]
	v_fma_f32 v74, -v83, v86, 1.0
	v_fmac_f32_e32 v86, v74, v86
	v_div_scale_f32 v74, vcc, v78, v85, v78
	v_mul_f32_e32 v82, v74, v86
	v_fma_f32 v84, -v83, v82, v74
	v_fmac_f32_e32 v82, v84, v86
	v_div_scale_f32 v84, s[8:9], v85, v85, v76
	v_rcp_f32_e32 v87, v84
	v_fma_f32 v74, -v83, v82, v74
	v_div_fmas_f32 v74, v74, v86, v82
	v_div_fixup_f32 v83, v74, v85, v78
	v_fma_f32 v74, -v84, v87, 1.0
	v_fmac_f32_e32 v87, v74, v87
	v_div_scale_f32 v74, vcc, v76, v85, v76
	v_mul_f32_e32 v78, v74, v87
	v_fma_f32 v82, -v84, v78, v74
	v_fmac_f32_e32 v78, v82, v87
	v_fma_f32 v74, -v84, v78, v74
	v_div_fmas_f32 v74, v74, v87, v78
	v_div_fixup_f32 v82, v74, v85, v76
	v_cmp_gt_i32_e32 vcc, s25, v71
	v_pk_mul_f32 v[82:83], s[50:51], v[82:83]
	s_and_b64 s[8:9], vcc, s[52:53]
	ds_write_b128 v48, v[80:83]
	ds_write_b128 v46, v[18:21]
	s_and_b64 exec, exec, s[8:9]
	s_cbranch_execz .LBB0_50
	v_ashrrev_i32_e32 v74, 31, v71
	v_mul_lo_u32 v76, s23, v71
	v_mul_lo_u32 v74, s22, v74
	v_mad_u64_u32 v[80:81], s[8:9], s22, v71, 0
	v_add3_u32 v81, v81, v74, v76
	v_lshl_add_u64 v[80:81], v[80:81], 2, v[26:27]
	global_store_dwordx4 v[80:81], v[18:21], off
.LBB0_50:
	s_or_b64 exec, exec, s[56:57]
	s_and_saveexec_b64 s[10:11], s[6:7]
	s_cbranch_execz .LBB0_53
	v_mul_f32_e32 v18, v73, v73
	v_fmac_f32_e32 v18, v69, v69
	v_mul_f32_e32 v20, v79, v79
	v_fmac_f32_e32 v18, v70, v70
	v_fmac_f32_e32 v20, v75, v75
	v_fmac_f32_e32 v18, v72, v72
	v_fmac_f32_e32 v20, v1, v1
	ds_bpermute_b32 v19, v39, v18
	v_fmac_f32_e32 v20, v77, v77
	ds_bpermute_b32 v21, v39, v20
	v_add_u32_e32 v71, 4, v71
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v18, v18, v19
	ds_bpermute_b32 v19, v40, v18
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v20, v20, v21
	ds_bpermute_b32 v21, v40, v20
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v18, v18, v19
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v19, v20, v21
	ds_bpermute_b32 v20, v41, v18
	ds_bpermute_b32 v21, v41, v19
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v18, v18, v20
	ds_bpermute_b32 v20, v42, v18
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v19, v19, v21
	ds_bpermute_b32 v21, v42, v19
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v18, v18, v20
	ds_bpermute_b32 v20, v43, v18
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v19, v19, v21
	ds_bpermute_b32 v21, v43, v19
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v18, v18, v20
	v_add_f32_e32 v18, 0x358637bd, v18
	v_mul_f32_e32 v20, 0x4f800000, v18
	v_cmp_gt_f32_e32 vcc, s12, v18
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v19, v19, v21
	v_add_f32_e32 v19, 0x358637bd, v19
	v_cndmask_b32_e32 v18, v18, v20, vcc
	v_sqrt_f32_e32 v20, v18
	v_mul_f32_e32 v21, 0x4f800000, v19
	v_cmp_gt_f32_e64 s[6:7], s12, v19
	v_add_u32_e32 v74, 1, v20
	s_nop 0
	v_cndmask_b32_e64 v19, v19, v21, s[6:7]
	v_add_u32_e32 v21, -1, v20
	v_fma_f32 v76, -v21, v20, v18
	v_cmp_ge_f32_e64 s[8:9], 0, v76
	v_fma_f32 v78, -v74, v20, v18
	s_nop 0
	v_cndmask_b32_e64 v20, v20, v21, s[8:9]
	v_sqrt_f32_e32 v21, v19
	v_cmp_lt_f32_e64 s[8:9], 0, v78
	v_add_u32_e32 v76, -1, v21
	v_fma_f32 v78, -v76, v21, v19
	v_cndmask_b32_e64 v20, v20, v74, s[8:9]
	v_cmp_ge_f32_e64 s[8:9], 0, v78
	v_add_u32_e32 v78, 1, v21
	v_mul_f32_e32 v74, 0x37800000, v20
	v_cndmask_b32_e64 v76, v21, v76, s[8:9]
	v_fma_f32 v21, -v78, v21, v19
	v_cmp_lt_f32_e64 s[8:9], 0, v21
	v_cndmask_b32_e32 v20, v20, v74, vcc
	v_cmp_class_f32_e32 vcc, v18, v54
	v_cndmask_b32_e64 v21, v76, v78, s[8:9]
	v_mul_f32_e32 v76, 0x37800000, v21
	v_cndmask_b32_e64 v21, v21, v76, s[6:7]
	v_cmp_class_f32_e64 s[6:7], v19, v54
	v_cndmask_b32_e32 v78, v20, v18, vcc
	s_nop 0
	v_cndmask_b32_e64 v76, v21, v19, s[6:7]
	v_div_scale_f32 v19, s[6:7], v76, v76, v79
	v_rcp_f32_e32 v21, v19
	s_nop 0
	v_fma_f32 v18, -v19, v21, 1.0
	v_fmac_f32_e32 v21, v18, v21
	v_div_scale_f32 v18, vcc, v79, v76, v79
	v_mul_f32_e32 v20, v18, v21
	v_fma_f32 v74, -v19, v20, v18
	v_fmac_f32_e32 v20, v74, v21
	v_div_scale_f32 v74, s[6:7], v76, v76, v75
	v_rcp_f32_e32 v80, v74
	v_fma_f32 v18, -v19, v20, v18
	v_div_fmas_f32 v18, v18, v21, v20
	v_div_fixup_f32 v19, v18, v76, v79
	v_fma_f32 v18, -v74, v80, 1.0
	v_fmac_f32_e32 v80, v18, v80
	v_div_scale_f32 v18, vcc, v75, v76, v75
	v_mul_f32_e32 v20, v18, v80
	v_fma_f32 v21, -v74, v20, v18
	v_fmac_f32_e32 v20, v21, v80
	v_div_scale_f32 v21, s[6:7], v76, v76, v77
	v_fma_f32 v18, -v74, v20, v18
	v_rcp_f32_e32 v74, v21
	v_div_fmas_f32 v18, v18, v80, v20
	v_div_fixup_f32 v18, v18, v76, v75
	v_fma_f32 v20, -v21, v74, 1.0
	v_fmac_f32_e32 v74, v20, v74
	v_div_scale_f32 v20, vcc, v77, v76, v77
	v_mul_f32_e32 v75, v20, v74
	v_fma_f32 v79, -v21, v75, v20
	v_fmac_f32_e32 v75, v79, v74
	v_div_scale_f32 v79, s[6:7], v76, v76, v1
	v_rcp_f32_e32 v80, v79
	v_fma_f32 v20, -v21, v75, v20
	v_div_fmas_f32 v20, v20, v74, v75
	v_div_fixup_f32 v21, v20, v76, v77
	v_fma_f32 v20, -v79, v80, 1.0
	v_fmac_f32_e32 v80, v20, v80
	v_div_scale_f32 v20, vcc, v1, v76, v1
	v_mul_f32_e32 v74, v20, v80
	v_fma_f32 v75, -v79, v74, v20
	v_fmac_f32_e32 v74, v75, v80
	v_div_scale_f32 v75, s[6:7], v78, v78, v73
	v_rcp_f32_e32 v77, v75
	v_fma_f32 v20, -v79, v74, v20
	v_div_fmas_f32 v20, v20, v80, v74
	v_div_fixup_f32 v20, v20, v76, v1
	v_fma_f32 v1, -v75, v77, 1.0
	v_fmac_f32_e32 v77, v1, v77
	v_div_scale_f32 v1, vcc, v73, v78, v73
	v_mul_f32_e32 v74, v1, v77
	v_fma_f32 v76, -v75, v74, v1
	v_fmac_f32_e32 v74, v76, v77
	v_div_scale_f32 v76, s[6:7], v78, v78, v69
	v_rcp_f32_e32 v79, v76
	v_fma_f32 v1, -v75, v74, v1
	v_div_fmas_f32 v1, v1, v77, v74
	v_div_fixup_f32 v75, v1, v78, v73
	v_fma_f32 v1, -v76, v79, 1.0
	v_fmac_f32_e32 v79, v1, v79
	v_div_scale_f32 v1, vcc, v69, v78, v69
	v_mul_f32_e32 v73, v1, v79
	v_fma_f32 v74, -v76, v73, v1
	v_fmac_f32_e32 v73, v74, v79
	v_fma_f32 v1, -v76, v73, v1
	v_div_scale_f32 v76, s[6:7], v78, v78, v72
	v_rcp_f32_e32 v77, v76
	v_div_fmas_f32 v1, v1, v79, v73
	v_div_fixup_f32 v74, v1, v78, v69
	v_pk_mul_f32 v[74:75], s[50:51], v[74:75]
	v_fma_f32 v1, -v76, v77, 1.0
	v_fmac_f32_e32 v77, v1, v77
	v_div_scale_f32 v1, vcc, v72, v78, v72
	v_mul_f32_e32 v69, v1, v77
	v_fma_f32 v73, -v76, v69, v1
	v_fmac_f32_e32 v69, v73, v77
	v_fma_f32 v1, -v76, v69, v1
	v_div_scale_f32 v76, s[6:7], v78, v78, v70
	v_rcp_f32_e32 v79, v76
	v_div_fmas_f32 v1, v1, v77, v69
	v_div_fixup_f32 v73, v1, v78, v72
	v_fma_f32 v1, -v76, v79, 1.0
	v_fmac_f32_e32 v79, v1, v79
	v_div_scale_f32 v1, vcc, v70, v78, v70
	v_mul_f32_e32 v69, v1, v79
	v_fma_f32 v72, -v76, v69, v1
	v_fmac_f32_e32 v69, v72, v79
	v_fma_f32 v1, -v76, v69, v1
	v_div_fmas_f32 v1, v1, v79, v69
	v_div_fixup_f32 v72, v1, v78, v70
	v_cmp_gt_i32_e32 vcc, s25, v71
	v_pk_mul_f32 v[76:77], s[50:51], v[72:73]
	s_and_b64 s[6:7], vcc, s[52:53]
	ds_write_b128 v49, v[74:77]
	ds_write_b128 v47, v[18:21]
	s_and_b64 exec, exec, s[6:7]
	s_cbranch_execz .LBB0_53
	v_ashrrev_i32_e32 v1, 31, v71
	v_mul_lo_u32 v69, s23, v71
	v_mul_lo_u32 v1, s22, v1
	v_mad_u64_u32 v[70:71], s[6:7], s22, v71, 0
	v_add3_u32 v71, v71, v1, v69
	v_lshl_add_u64 v[70:71], v[70:71], 2, v[26:27]
	global_store_dwordx4 v[70:71], v[18:21], off
.LBB0_53:
	s_or_b64 exec, exec, s[10:11]
	s_cmp_eq_u32 s64, 0
	s_cselect_b64 s[6:7], -1, 0
	v_cndmask_b32_e64 v18, v59, 0, s[6:7]
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB0_56
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v1, v50, v18
	v_cmp_ngt_f32_e32 vcc, s15, v1
	s_nop 1
	v_cndmask_b32_e32 v1, v60, v1, vcc
	v_cmp_nlt_f32_e32 vcc, s27, v1
	s_nop 1
	v_cndmask_b32_e32 v1, v61, v1, vcc
	v_fmamk_f32 v19, v1, 0x3fb8aa3b, v55
	v_add_f32_e32 v19, 0xcb400000, v19
	v_fmac_f32_e32 v1, 0xbf317218, v19
	v_mul_f32_e32 v20, 0x3102e308, v19
	v_add_f32_e32 v21, v1, v20
	v_sub_f32_e32 v1, v21, v1
	v_sub_f32_e32 v1, v20, v1
	v_fmamk_f32 v20, v21, 0x39500d01, v56
	v_fmaak_f32 v20, v20, v21, 0x3c088889
	v_fmaak_f32 v20, v20, v21, 0x3d2aaaab
	v_fmaak_f32 v20, v20, v21, 0x3e2aaaab
	v_fma_f32 v20, v20, v21, 0.5
	v_mul_f32_e32 v69, v21, v21
	v_mul_f32_e32 v20, v69, v20
	v_add_f32_e32 v69, v21, v20
	v_sub_f32_e32 v21, v69, v21
	v_cmp_o_f32_e32 vcc, v19, v19
	v_sub_f32_e32 v20, v20, v21
	v_add_f32_e32 v1, v1, v20
	v_cndmask_b32_e32 v19, 0, v19, vcc
	v_add_f32_e32 v20, 1.0, v69
	v_cvt_i32_f32_e32 v19, v19
	v_add_f32_e32 v21, -1.0, v20
	v_sub_f32_e32 v21, v69, v21
	v_add_f32_e32 v1, v21, v1
	v_add_f32_e32 v1, v20, v1
	v_ashrrev_i32_e32 v20, 1, v19
	v_sub_u32_e32 v19, v19, v20
	v_lshlrev_b32_e32 v20, 23, v20
	v_add_f32_e32 v69, v33, v52
	v_add_u32_e32 v20, 1.0, v20
	v_lshlrev_b32_e32 v19, 23, v19
	v_mul_f32_e32 v74, s13, v69
	v_add_u32_e32 v19, 1.0, v19
	v_mul_f32_e32 v1, v1, v20
	v_cmp_ngt_f32_e32 vcc, s15, v74
	v_mul_f32_e32 v19, v1, v19
	s_nop 0
	v_cndmask_b32_e32 v1, v60, v74, vcc
	v_cmp_nlt_f32_e32 vcc, s27, v1
	s_nop 1
	v_cndmask_b32_e32 v33, v61, v1, vcc
	v_fmamk_f32 v1, v33, 0x3fb8aa3b, v55
	v_add_f32_e32 v75, 0xcb400000, v1
	v_fmac_f32_e32 v33, 0xbf317218, v75
	v_mul_f32_e32 v21, 0x3102e308, v75
	v_add_f32_e32 v1, v33, v21
	v_fmamk_f32 v20, v1, 0x39500d01, v56
	v_fmaak_f32 v20, v20, v1, 0x3c088889
	v_fmaak_f32 v20, v20, v1, 0x3d2aaaab
	v_fmaak_f32 v20, v20, v1, 0x3e2aaaab
	v_fma_f32 v20, v20, v1, 0.5
	v_mul_f32_e32 v70, v1, v1
	v_mul_f32_e32 v70, v70, v20
	v_add_f32_e32 v20, v1, v70
	v_cmp_o_f32_e32 vcc, v75, v75
	v_sub_f32_e32 v71, v20, v1
	v_pk_add_f32 v[72:73], v[0:1], v[32:33] neg_lo:[0,1] neg_hi:[0,1]
	v_cndmask_b32_e32 v1, 0, v75, vcc
	v_add_f32_e32 v77, 1.0, v20
	v_cvt_i32_f32_e32 v1, v1
	v_sub_f32_e32 v76, v70, v71
	v_add_f32_e32 v70, -1.0, v77
	v_mov_b32_e32 v71, v73
	v_pk_add_f32 v[20:21], v[20:21], v[70:71] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_add_f32_e32 v21, v21, v76
	v_add_f32_e32 v20, v20, v21
	v_ashrrev_i32_e32 v21, 1, v1
	v_add_f32_e32 v20, v77, v20
	v_sub_u32_e32 v1, v1, v21
	v_lshl_add_u32 v21, v21, 23, 1.0
	v_lshl_add_u32 v1, v1, 23, 1.0
	v_mul_f32_e32 v20, v20, v21
	v_mul_f32_e32 v1, v20, v1
	v_add_f32_e32 v1, 1.0, v1
	v_mul_f32_e32 v20, 0x4b000000, v1
	v_cmp_gt_f32_e32 vcc, s60, v1
	s_nop 1
	v_cndmask_b32_e32 v20, v1, v20, vcc
	v_add_u32_e32 v33, 0xc0cafb0d, v20
	v_and_b32_e32 v70, 0xff800000, v33
	v_sub_u32_e32 v20, v20, v70
	v_add_f32_e32 v20, -1.0, v20
	v_add_f32_e32 v70, 2.0, v20
	v_div_scale_f32 v71, s[4:5], v70, v70, v20
	v_rcp_f32_e32 v72, v71
	v_cndmask_b32_e32 v21, 0, v62, vcc
	v_ashrrev_i32_e32 v33, 23, v33
	v_add_u32_e32 v21, v33, v21
	v_fma_f32 v33, -v71, v72, 1.0
	v_fmac_f32_e32 v72, v33, v72
	v_div_scale_f32 v33, vcc, v20, v70, v20
	v_mul_f32_e32 v73, v33, v72
	v_fma_f32 v75, -v71, v73, v33
	v_fmac_f32_e32 v73, v75, v72
	v_fma_f32 v33, -v71, v73, v33
	v_div_fmas_f32 v33, v33, v72, v73
	v_div_fixup_f32 v33, v33, v70, v20
	v_mul_f32_e32 v70, v33, v33
	v_fmamk_f32 v71, v70, 0x3e3a2e8c, v57
	v_fmaak_f32 v71, v71, v70, 0x3e924925
	v_fmaak_f32 v71, v71, v70, 0x3ecccccd
	v_cvt_f32_i32_e32 v21, v21
	v_fmaak_f32 v71, v71, v70, 0x3f2aaaab
	v_mul_f32_e32 v70, v70, v71
	v_sub_f32_e32 v70, v20, v70
	v_fma_f32 v20, -v33, v70, v20
	v_fmac_f32_e32 v20, 0xb102e308, v21
	v_fmac_f32_e32 v20, 0x3f317218, v21
	v_cmp_neq_f32_e32 vcc, 0, v1
	s_nop 1
	v_cndmask_b32_e32 v20, v63, v20, vcc
	v_cmp_neq_f32_e32 vcc, s61, v1
	s_nop 1
	v_cndmask_b32_e32 v20, v64, v20, vcc
	v_cmp_ngt_f32_e32 vcc, 0, v1
	s_nop 1
	v_cndmask_b32_e32 v20, v65, v20, vcc
	v_cmp_u_f32_e32 vcc, v1, v1
	s_nop 1
	v_cndmask_b32_e32 v1, v20, v1, vcc
	v_mul_f32_e32 v1, v51, v1
	v_cmp_ge_f32_e32 vcc, s14, v74
	s_nop 1
	v_cndmask_b32_e32 v1, v69, v1, vcc
	v_mul_f32_e64 v1, -v19, v1
	v_cmp_ngt_f32_e32 vcc, s15, v1
	s_nop 1
	v_cndmask_b32_e32 v1, v60, v1, vcc
	v_cmp_nlt_f32_e32 vcc, s27, v1
	s_nop 1
	v_cndmask_b32_e32 v1, v61, v1, vcc
	v_fmamk_f32 v19, v1, 0x3fb8aa3b, v55
	v_add_f32_e32 v19, 0xcb400000, v19
	v_fmac_f32_e32 v1, 0xbf317218, v19
	v_mul_f32_e32 v20, 0x3102e308, v19
	v_add_f32_e32 v21, v1, v20
	v_sub_f32_e32 v1, v21, v1
	v_sub_f32_e32 v1, v20, v1
	v_fmamk_f32 v20, v21, 0x39500d01, v56
	v_fmaak_f32 v20, v20, v21, 0x3c088889
	v_fmaak_f32 v20, v20, v21, 0x3d2aaaab
	v_fmaak_f32 v20, v20, v21, 0x3e2aaaab
	v_fma_f32 v20, v20, v21, 0.5
	v_mul_f32_e32 v33, v21, v21
	v_mul_f32_e32 v20, v33, v20
	v_add_f32_e32 v33, v21, v20
	v_sub_f32_e32 v21, v33, v21
	v_cmp_o_f32_e32 vcc, v19, v19
	v_sub_f32_e32 v20, v20, v21
	v_add_f32_e32 v1, v1, v20
	v_cndmask_b32_e32 v19, 0, v19, vcc
	v_add_f32_e32 v20, 1.0, v33
	v_cvt_i32_f32_e32 v19, v19
	v_add_f32_e32 v21, -1.0, v20
	v_sub_f32_e32 v21, v33, v21
	v_add_f32_e32 v1, v21, v1
	v_add_f32_e32 v72, v20, v1
	v_ashrrev_i32_e32 v1, 1, v19
	v_sub_u32_e32 v19, v19, v1
	v_lshl_add_u32 v73, v1, 23, 1.0
	v_sub_f32_e32 v1, 0, v68
	v_cmp_nlt_f32_e64 vcc, -v68, s15
	s_nop 1
	v_cndmask_b32_e32 v1, v60, v1, vcc
	v_cmp_nlt_f32_e32 vcc, s27, v1
	s_nop 1
	v_cndmask_b32_e32 v33, v61, v1, vcc
	v_fmamk_f32 v1, v33, 0x3fb8aa3b, v55
	v_add_f32_e32 v74, 0xcb400000, v1
	v_fmac_f32_e32 v33, 0xbf317218, v74
	v_mul_f32_e32 v21, 0x3102e308, v74
	v_add_f32_e32 v1, v33, v21
	v_fmamk_f32 v20, v1, 0x39500d01, v56
	v_fmaak_f32 v20, v20, v1, 0x3c088889
	v_fmaak_f32 v20, v20, v1, 0x3d2aaaab
	v_fmaak_f32 v20, v20, v1, 0x3e2aaaab
	v_fma_f32 v20, v20, v1, 0.5
	v_mul_f32_e32 v68, v1, v1
	v_mul_f32_e32 v68, v68, v20
	v_add_f32_e32 v20, v1, v68
	v_cmp_o_f32_e32 vcc, v74, v74
	v_sub_f32_e32 v69, v20, v1
	v_pk_add_f32 v[70:71], v[0:1], v[32:33] neg_lo:[0,1] neg_hi:[0,1]
	v_cndmask_b32_e32 v1, 0, v74, vcc
	v_add_f32_e32 v76, 1.0, v20
	v_cvt_i32_f32_e32 v1, v1
	v_sub_f32_e32 v75, v68, v69
	v_add_f32_e32 v68, -1.0, v76
	v_mov_b32_e32 v69, v71
	v_pk_add_f32 v[20:21], v[20:21], v[68:69] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_add_f32_e32 v21, v21, v75
	v_add_f32_e32 v20, v20, v21
	v_ashrrev_i32_e32 v21, 1, v1
	v_add_f32_e32 v20, v76, v20
	v_sub_u32_e32 v1, v1, v21
	v_lshl_add_u32 v21, v21, 23, 1.0
	v_lshl_add_u32 v1, v1, 23, 1.0
	v_mul_f32_e32 v20, v20, v21
	v_mul_f32_e32 v1, v20, v1
	v_add_f32_e32 v20, 1.0, v1
	v_div_scale_f32 v21, s[4:5], v20, v20, 1.0
	v_rcp_f32_e32 v33, v21
	v_lshl_add_u32 v1, v19, 23, 1.0
	v_mul_f32_e32 v19, v72, v73
	v_mul_f32_e32 v1, v19, v1
	v_fma_f32 v19, -v21, v33, 1.0
	v_fmac_f32_e32 v33, v19, v33
	v_div_scale_f32 v19, vcc, 1.0, v20, 1.0
	v_mul_f32_e32 v68, v19, v33
	v_fma_f32 v69, -v21, v68, v19
	v_fmac_f32_e32 v68, v69, v33
	v_fma_f32 v19, -v21, v68, v19
	v_div_fmas_f32 v19, v19, v33, v68
	v_cmp_gt_i32_e32 vcc, s25, v67
	s_and_b64 s[4:5], vcc, s[54:55]
	v_div_fixup_f32 v19, v19, v20, 1.0
	ds_write_b32 v44, v1
	ds_write_b32 v45, v19
	s_and_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB0_56
	v_mad_i64_i32 v[20:21], s[4:5], v67, s26, 0
	v_lshl_add_u64 v[20:21], v[20:21], 2, s[34:35]
	global_store_dword v[20:21], v1, off
.LBB0_56:
	s_or_b64 exec, exec, s[6:7]
	s_and_saveexec_b64 s[4:5], s[2:3]
	ds_write_b32 v58, v66
	s_or_b64 exec, exec, s[4:5]
	v_pk_add_f32 v[2:3], v[2:3], v[18:19] op_sel_hi:[1,0]
	v_pk_add_f32 v[4:5], v[4:5], v[18:19] op_sel_hi:[1,0]
	v_pk_add_f32 v[6:7], v[6:7], v[18:19] op_sel_hi:[1,0]
	v_pk_add_f32 v[8:9], v[8:9], v[18:19] op_sel_hi:[1,0]
	v_pk_add_f32 v[10:11], v[10:11], v[18:19] op_sel_hi:[1,0]
	v_pk_add_f32 v[12:13], v[12:13], v[18:19] op_sel_hi:[1,0]
	v_pk_add_f32 v[14:15], v[14:15], v[18:19] op_sel_hi:[1,0]
	v_pk_add_f32 v[16:17], v[16:17], v[18:19] op_sel_hi:[1,0]
	s_cmp_lt_i32 s63, 1
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_8
	s_ashr_i32 s2, s33, 31
	s_mul_i32 s3, s49, s33
	s_mul_i32 s2, s48, s2
	v_mov_b32_e32 v18, s33
	s_add_i32 s4, s2, s3
	v_mad_u64_u32 v[18:19], s[2:3], s48, v18, v[30:31]
	v_med3_i32 v1, s29, 1, 8
	v_add_u32_e32 v19, s4, v19
	s_movk_i32 s4, 0x2200
	s_mov_b32 s5, s33
	v_mov_b32_e32 v21, v53
	v_mov_b32_e32 v33, v37
	s_branch .LBB0_61
.LBB0_60:
	s_or_b64 exec, exec, s[2:3]
	v_add_u32_e32 v1, -1, v1
	v_cmp_eq_u32_e32 vcc, 0, v1
	v_add_u32_e32 v33, 64, v33
	v_add_u32_e32 v21, 0x200, v21
	s_add_i32 s4, s4, 4
	v_lshl_add_u64 v[18:19], v[18:19], 0, s[48:49]
	s_add_i32 s5, s5, 1
	s_cbranch_vccnz .LBB0_8
.LBB0_61:
	v_mov_b32_e32 v20, s4
	ds_read2_b32 v[78:79], v20 offset1:8
	s_waitcnt lgkmcnt(1)
	ds_read_b128 v[66:69], v21
	ds_read_b128 v[70:73], v21 offset:128
	s_waitcnt lgkmcnt(2)
	v_mov_b32_e32 v20, v79
	v_pk_mul_f32 v[2:3], v[2:3], v[20:21] op_sel_hi:[1,0]
	v_pk_mul_f32 v[6:7], v[6:7], v[20:21] op_sel_hi:[1,0]
	v_pk_mul_f32 v[80:81], v[10:11], v[20:21] op_sel_hi:[1,0]
	v_pk_mul_f32 v[82:83], v[12:13], v[20:21] op_sel_hi:[1,0]
	ds_read_b128 v[10:13], v21 offset:256
	ds_read_b128 v[74:77], v21 offset:384
	v_mov_b32_e32 v84, v3
	v_mov_b32_e32 v85, v7
	s_waitcnt lgkmcnt(3)
	v_mov_b32_e32 v86, v67
	s_waitcnt lgkmcnt(2)
	v_mov_b32_e32 v87, v71
	v_pk_mul_f32 v[4:5], v[4:5], v[20:21] op_sel_hi:[1,0]
	v_pk_mul_f32 v[8:9], v[8:9], v[20:21] op_sel_hi:[1,0]
	v_pk_mul_f32 v[84:85], v[84:85], v[86:87]
	v_mov_b32_e32 v86, v66
	v_mov_b32_e32 v87, v70
	v_mov_b32_e32 v88, v2
	v_mov_b32_e32 v89, v6
	v_pk_fma_f32 v[84:85], v[86:87], v[88:89], v[84:85]
	v_mov_b32_e32 v86, v68
	v_mov_b32_e32 v87, v72
	v_mov_b32_e32 v88, v4
	v_mov_b32_e32 v89, v8
	v_pk_mul_f32 v[14:15], v[14:15], v[20:21] op_sel_hi:[1,0]
	v_pk_fma_f32 v[84:85], v[86:87], v[88:89], v[84:85]
	v_mov_b32_e32 v86, v69
	v_mov_b32_e32 v87, v73
	v_mov_b32_e32 v88, v5
	v_mov_b32_e32 v89, v9
	v_pk_fma_f32 v[84:85], v[86:87], v[88:89], v[84:85]
	v_mov_b32_e32 v86, v81
	v_mov_b32_e32 v87, v15
	s_waitcnt lgkmcnt(1)
	v_mov_b32_e32 v88, v11
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v89, v75
	v_pk_mul_f32 v[16:17], v[16:17], v[20:21] op_sel_hi:[1,0]
	v_pk_mul_f32 v[86:87], v[86:87], v[88:89]
	v_mov_b32_e32 v88, v10
	v_mov_b32_e32 v89, v74
	v_mov_b32_e32 v90, v80
	v_mov_b32_e32 v91, v14
	v_pk_fma_f32 v[86:87], v[88:89], v[90:91], v[86:87]
	v_mov_b32_e32 v88, v12
	v_mov_b32_e32 v89, v76
	v_mov_b32_e32 v90, v82
	v_mov_b32_e32 v91, v16
	v_pk_fma_f32 v[86:87], v[88:89], v[90:91], v[86:87]
	v_mov_b32_e32 v88, v13
	v_mov_b32_e32 v89, v77
	v_mov_b32_e32 v90, v83
	v_mov_b32_e32 v91, v17
	v_pk_fma_f32 v[86:87], v[88:89], v[90:91], v[86:87]
	s_nop 0
	v_pk_add_f32 v[84:85], v[84:85], v[86:87]
	s_nop 0
	v_add_f32_e32 v20, v84, v85
	ds_bpermute_b32 v79, v41, v20
	ds_read_b32 v84, v33
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v20, v20, v79
	ds_bpermute_b32 v79, v42, v20
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v20, v20, v79
	ds_bpermute_b32 v79, v43, v20
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v20, v20, v79
	v_sub_f32_e32 v20, v84, v20
	v_mul_f32_e32 v20, v78, v20
	v_pk_fma_f32 v[2:3], v[66:67], v[20:21], v[2:3] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[4:5], v[68:69], v[20:21], v[4:5] op_sel_hi:[1,0,1]
	ds_read_b128 v[66:69], v21 offset:4096
	v_pk_fma_f32 v[6:7], v[70:71], v[20:21], v[6:7] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[8:9], v[72:73], v[20:21], v[8:9] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[10:11], v[10:11], v[20:21], v[80:81] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[14:15], v[74:75], v[20:21], v[14:15] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[16:17], v[76:77], v[20:21], v[16:17] op_sel_hi:[1,0,1]
	ds_read_b128 v[70:73], v21 offset:4224
	ds_read_b128 v[74:77], v21 offset:4352
	ds_read_b128 v[78:81], v21 offset:4480
	s_waitcnt lgkmcnt(3)
	v_mul_f32_e32 v67, v67, v3
	v_fmac_f32_e32 v67, v66, v2
	v_fmac_f32_e32 v67, v68, v4
	v_fmac_f32_e32 v67, v69, v5
	s_waitcnt lgkmcnt(2)
	v_mul_f32_e32 v66, v71, v7
	s_waitcnt lgkmcnt(1)
	v_mul_f32_e32 v68, v11, v75
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v69, v15, v79
	v_pk_fma_f32 v[12:13], v[12:13], v[20:21], v[82:83] op_sel_hi:[1,0,1]
	v_fmac_f32_e32 v66, v70, v6
	v_fmac_f32_e32 v68, v74, v10
	v_fmac_f32_e32 v69, v78, v14
	v_fmac_f32_e32 v66, v72, v8
	v_fmac_f32_e32 v68, v76, v12
	v_fmac_f32_e32 v69, v80, v16
	v_fmac_f32_e32 v66, v73, v9
	v_fmac_f32_e32 v68, v77, v13
	v_fmac_f32_e32 v69, v81, v17
	v_add_f32_e32 v67, v67, v68
	v_add_f32_e32 v66, v66, v69
	v_add_f32_e32 v66, v67, v66
	ds_bpermute_b32 v67, v41, v66
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v66, v66, v67
	ds_bpermute_b32 v67, v42, v66
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v66, v66, v67
	ds_bpermute_b32 v67, v43, v66
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_63
	s_add_i32 s6, s28, s5
	s_ashr_i32 s7, s6, 31
	s_mul_i32 s7, s36, s7
	s_mul_hi_u32 s8, s36, s6
	s_add_i32 s7, s8, s7
	s_mul_i32 s8, s37, s6
	s_add_i32 s7, s7, s8
	s_mul_i32 s6, s36, s6
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v66, v66, v67
	v_cvt_pk_bf16_f32 v68, v66, s0
	v_lshl_add_u64 v[66:67], s[6:7], 1, v[28:29]
	global_store_short v[66:67], v68, off
.LBB0_63:
	s_or_b64 exec, exec, s[2:3]
	s_cmp_lt_i32 s5, s25
	s_cselect_b64 s[2:3], -1, 0
	s_and_b64 s[6:7], s[2:3], s[58:59]
	s_and_saveexec_b64 s[2:3], s[6:7]
	s_cbranch_execz .LBB0_60
	global_store_dword v[18:19], v20, off
	s_branch .LBB0_60
.LBB0_65:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel gdn_verify_tuple_act_bf16_dt_bf16_pool_f32_bv16w2
		.amdhsa_group_segment_fixed_size 8768
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
		.amdhsa_next_free_vgpr 92
		.amdhsa_next_free_sgpr 68
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
	.size	gdn_verify_tuple_act_bf16_dt_bf16_pool_f32_bv16w2, .Lfunc_end0-gdn_verify_tuple_act_bf16_dt_bf16_pool_f32_bv16w2

	.set gdn_verify_tuple_act_bf16_dt_bf16_pool_f32_bv16w2.num_vgpr, 92
	.set gdn_verify_tuple_act_bf16_dt_bf16_pool_f32_bv16w2.num_agpr, 0
	.set gdn_verify_tuple_act_bf16_dt_bf16_pool_f32_bv16w2.numbered_sgpr, 68
	.set gdn_verify_tuple_act_bf16_dt_bf16_pool_f32_bv16w2.num_named_barrier, 0
	.set gdn_verify_tuple_act_bf16_dt_bf16_pool_f32_bv16w2.private_seg_size, 0
	.set gdn_verify_tuple_act_bf16_dt_bf16_pool_f32_bv16w2.uses_vcc, 1
	.set gdn_verify_tuple_act_bf16_dt_bf16_pool_f32_bv16w2.uses_flat_scratch, 0
	.set gdn_verify_tuple_act_bf16_dt_bf16_pool_f32_bv16w2.has_dyn_sized_stack, 0
	.set gdn_verify_tuple_act_bf16_dt_bf16_pool_f32_bv16w2.has_recursion, 0
	.set gdn_verify_tuple_act_bf16_dt_bf16_pool_f32_bv16w2.has_indirect_call, 0
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
    .group_segment_fixed_size: 8768
    .kernarg_segment_align: 8
    .kernarg_segment_size: 268
    .max_flat_workgroup_size: 128
    .name:           gdn_verify_tuple_act_bf16_dt_bf16_pool_f32_bv16w2
    .private_segment_fixed_size: 0
    .sgpr_count:     74
    .sgpr_spill_count: 0
    .symbol:         gdn_verify_tuple_act_bf16_dt_bf16_pool_f32_bv16w2.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     92
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx950
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
