; deltagen generated file: do not edit. Regenerate with `cargo xtask gen`.
; kernel: kda_verify  instance: kda_verify_tuple_act_bf16_dt_f32_pool_f32_bv16w2  arch: gfx942
; profile=portable  mode=tuple  act_dtype=bf16  dt_bias_dtype=f32  pool_dtype=f32  tile=bv16w2  lanes_per_column=8  requests=any
; ir-sha256: 4844e86bdc8ed990b16e63ce9a36e3bb8d57f0b20fab7cfc0233b264cb4da8ae
; llvm: 22.1  pipeline: default<O3>  ld.lld: LLVM 22.1
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 6
	.text
	.globl	kda_verify_tuple_act_bf16_dt_f32_pool_f32_bv16w2
	.p2align	8
	.type	kda_verify_tuple_act_bf16_dt_f32_pool_f32_bv16w2,@function
kda_verify_tuple_act_bf16_dt_f32_pool_f32_bv16w2:
	s_load_dwordx8 s[20:27], s[0:1], 0x4
	s_mov_b32 s28, s3
	s_ashr_i32 s3, s2, 31
	s_lshr_b32 s3, s3, 29
	s_waitcnt lgkmcnt(0)
	s_add_i32 s27, s2, s3
	s_max_i32 s4, s22, 1
	v_cvt_f32_u32_e32 v1, s4
	s_sub_i32 s6, 0, s4
	s_abs_i32 s5, s23
	s_and_b32 s3, s27, -8
	v_rcp_iflag_f32_e32 v1, v1
	s_ashr_i32 s68, s27, 3
	s_sub_i32 s2, s2, s3
	s_ashr_i32 s3, s23, 31
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	v_and_b32_e32 v54, 7, v0
	v_readfirstlane_b32 s7, v1
	s_mul_i32 s6, s6, s7
	s_mul_hi_u32 s6, s7, s6
	s_add_i32 s7, s7, s6
	s_mul_hi_u32 s6, s5, s7
	s_mul_i32 s7, s6, s4
	s_sub_i32 s5, s5, s7
	s_add_i32 s8, s6, 1
	s_sub_i32 s7, s5, s4
	s_cmp_ge_u32 s5, s4
	s_cselect_b32 s6, s8, s6
	s_cselect_b32 s5, s7, s5
	s_add_i32 s7, s6, 1
	s_cmp_ge_u32 s5, s4
	s_cselect_b32 s4, s7, s6
	s_xor_b32 s4, s4, s3
	s_sub_i32 s4, s4, s3
	s_max_i32 s52, s4, 1
	s_load_dwordx16 s[4:19], s[0:1], 0x20
	s_ashr_i32 s29, s28, 31
	s_ashr_i32 s69, s68, 31
	s_lshl_b64 s[38:39], s[28:29], 2
	v_cvt_f32_u32_e32 v1, s52
	s_waitcnt lgkmcnt(0)
	s_add_u32 s4, s4, s38
	s_addc_u32 s5, s5, s39
	s_load_dword s33, s[4:5], 0x0
	v_rcp_iflag_f32_e32 v2, v1
	v_lshrrev_b32_e32 v1, 3, v0
	v_lshl_or_b32 v22, s2, 4, v1
	v_ashrrev_i32_e32 v23, 31, v22
	s_waitcnt lgkmcnt(0)
	s_cmp_gt_i32 s33, -1
	s_cselect_b64 s[4:5], -1, 0
	s_cmp_lt_i32 s33, s21
	s_cselect_b64 s[30:31], -1, 0
	s_and_b64 s[4:5], s[4:5], s[30:31]
	s_add_u32 s6, s6, s38
	s_addc_u32 s7, s7, s39
	s_load_dwordx2 s[28:29], s[6:7], 0x0
	v_mul_f32_e32 v2, 0x4f7ffffe, v2
	v_cvt_u32_f32_e32 v2, v2
	s_waitcnt lgkmcnt(0)
	s_cmp_gt_i32 s28, -1
	s_cselect_b64 s[6:7], -1, 0
	s_cmp_ge_i32 s29, s28
	s_cselect_b64 s[34:35], -1, 0
	s_cmp_le_i32 s29, s20
	s_cselect_b64 s[20:21], -1, 0
	s_and_b64 s[6:7], s[6:7], s[34:35]
	s_sub_i32 s29, s29, s28
	s_and_b64 s[20:21], s[20:21], s[6:7]
	s_cmp_le_i32 s29, s25
	s_cselect_b64 s[34:35], -1, 0
	s_and_b64 s[6:7], s[34:35], s[20:21]
	s_and_b64 s[40:41], s[4:5], s[6:7]
	s_add_u32 s4, s8, s38
	s_addc_u32 s5, s9, s39
	s_load_dword s76, s[4:5], 0x0
	v_readfirstlane_b32 s36, v2
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, v2
	s_lshl_b64 s[4:5], s[68:69], 7
	s_andn2_b64 vcc, exec, s[40:41]
	v_mov_b64_e32 v[4:5], v[2:3]
	v_mov_b64_e32 v[10:11], v[2:3]
	v_mov_b64_e32 v[12:13], v[2:3]
	v_mov_b64_e32 v[6:7], v[2:3]
	v_mov_b64_e32 v[8:9], v[2:3]
	v_mov_b64_e32 v[14:15], v[2:3]
	v_mov_b64_e32 v[16:17], v[2:3]
	s_cbranch_vccnz .LBB0_2
	s_mul_i32 s8, s13, s33
	s_mul_hi_u32 s9, s12, s33
	s_add_i32 s9, s9, s8
	s_mul_i32 s8, s12, s33
	s_lshl_b64 s[8:9], s[8:9], 2
	v_lshl_add_u64 v[4:5], s[4:5], 0, v[22:23]
	s_add_u32 s8, s10, s8
	s_addc_u32 s9, s11, s9
	v_lshlrev_b64 v[4:5], 9, v[4:5]
	v_lshl_add_u64 v[4:5], s[8:9], 0, v[4:5]
	v_lshlrev_b32_e32 v6, 4, v54
	v_mov_b32_e32 v7, v2
	v_lshl_add_u64 v[18:19], v[4:5], 0, v[6:7]
	global_load_dwordx4 v[2:5], v[18:19], off
	global_load_dwordx4 v[10:13], v[18:19], off offset:128
	global_load_dwordx4 v[6:9], v[18:19], off offset:256
	global_load_dwordx4 v[14:17], v[18:19], off offset:384
.LBB0_2:
	s_xor_b64 s[10:11], s[34:35], -1
	s_xor_b64 s[8:9], s[20:21], -1
	s_and_b64 s[10:11], s[20:21], s[10:11]
	s_and_b64 s[10:11], s[10:11], exec
	s_cselect_b32 s20, 2, 0
	s_and_b64 s[10:11], s[30:31], exec
	s_cselect_b32 s10, 0, 4
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_i32 s76, s24
	s_cselect_b64 s[12:13], -1, 0
	v_cndmask_b32_e64 v18, 0, 1, s[8:9]
	s_and_b64 s[8:9], s[12:13], exec
	s_cselect_b32 s8, 0, 8
	s_or_b32 s8, s8, s10
	v_readfirstlane_b32 s9, v18
	s_or_b32 s8, s8, s9
	s_or_b32 s10, s8, s20
	s_cmp_eq_u32 s10, 0
	s_cselect_b64 s[8:9], -1, 0
	s_cmp_eq_u32 s26, 0
	s_cselect_b64 s[20:21], -1, 0
	s_or_b64 s[8:9], s[20:21], s[8:9]
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
	s_and_b64 s[6:7], s[6:7], exec
	s_cselect_b32 s33, s29, 0
	s_add_i32 s10, s33, 7
	s_cmp_lt_i32 s10, 8
	s_mov_b32 s77, 0
	s_cbranch_scc1 .LBB0_82
	s_sub_i32 s6, 0, s52
	s_mul_i32 s6, s6, s36
	s_mul_hi_u32 s6, s36, s6
	s_abs_i32 s7, s68
	s_add_i32 s36, s36, s6
	s_mul_hi_u32 s6, s7, s36
	s_mul_i32 s9, s6, s52
	s_sub_i32 s7, s7, s9
	s_ashr_i32 s8, s27, 31
	s_add_i32 s9, s6, 1
	s_sub_i32 s11, s7, s52
	s_cmp_ge_u32 s7, s52
	s_cselect_b32 s6, s9, s6
	s_cselect_b32 s7, s11, s7
	s_add_i32 s9, s6, 1
	s_cmp_ge_u32 s7, s52
	s_cselect_b32 s6, s9, s6
	s_xor_b32 s6, s6, s8
	s_sub_i32 s8, s6, s8
	s_ashr_i32 s9, s8, 31
	s_load_dwordx16 s[36:51], s[0:1], 0x60
	s_cmp_eq_u32 s2, 0
	s_mul_i32 s6, s8, s52
	s_cselect_b64 s[20:21], -1, 0
	s_sub_i32 s6, s68, s6
	s_or_b32 s2, s6, s2
	s_cmp_eq_u32 s2, 0
	s_cselect_b64 s[26:27], -1, 0
	s_lshl_b64 s[6:7], s[4:5], 2
	s_waitcnt lgkmcnt(0)
	s_add_u32 s70, s44, s6
	s_addc_u32 s71, s45, s7
	s_ashr_i32 s2, s10, 31
	s_lshr_b32 s2, s2, 29
	s_add_i32 s10, s10, s2
	s_ashr_i32 s45, s10, 3
	s_lshl_b64 s[10:11], s[4:5], 1
	s_add_u32 s74, s36, s10
	s_addc_u32 s75, s37, s11
	s_lshl_b64 s[14:15], s[68:69], 1
	s_add_u32 s30, s40, s14
	s_addc_u32 s31, s41, s15
	s_mov_b32 s2, s23
	s_ashr_i32 s23, s22, 31
	s_cmp_gt_i32 s76, -1
	s_cselect_b64 s[14:15], -1, 0
	s_and_b64 s[34:35], s[14:15], s[12:13]
	s_lshl_b64 s[12:13], s[68:69], 2
	s_add_u32 s12, s42, s12
	v_mov_b32_e32 v25, 0
	s_addc_u32 s13, s43, s13
	global_load_dword v29, v25, s[12:13]
	s_load_dwordx16 s[52:67], s[0:1], 0xa0
	s_load_dwordx2 s[72:73], s[0:1], 0xe0
	s_load_dwordx4 s[12:15], s[0:1], 0xe8
	v_mov_b32_e32 v18, 0x3000
	v_lshl_or_b32 v62, v1, 2, v18
	v_lshlrev_b32_e32 v35, 2, v0
	v_and_b32_e32 v32, 0x7c, v35
	s_waitcnt lgkmcnt(0)
	v_div_scale_f32 v18, s[0:1], s13, s13, 1.0
	v_rcp_f32_e32 v19, v18
	v_div_scale_f32 v20, vcc, 1.0, s13, 1.0
	v_lshlrev_b32_e32 v24, 2, v32
	v_fma_f32 v21, -v18, v19, 1.0
	v_fmac_f32_e32 v19, v21, v19
	v_mul_f32_e32 v21, v20, v19
	v_fma_f32 v28, -v18, v21, v20
	v_fmac_f32_e32 v21, v28, v19
	v_fma_f32 v18, -v18, v21, v20
	v_div_fmas_f32 v18, v18, v19, v21
	v_div_fixup_f32 v28, v18, s13, 1.0
	global_load_dwordx4 v[18:21], v24, s[70:71]
	s_mov_b32 s15, 0xc2d00000
	v_mov_b32_e32 v58, 0xc2d00000
	s_mov_b32 s37, 0x42b20000
	v_mov_b32_e32 v59, 0x42b20000
	v_mov_b32_e32 v60, 0x4b400000
	v_mov_b32_e32 v61, 0x3ab60b61
	s_lshl_b64 s[0:1], s[8:9], 7
	v_or_b32_e32 v26, s4, v32
	v_or_b32_e32 v32, s0, v32
	v_mov_b32_e32 v33, s1
	s_mul_i32 s0, s67, s76
	s_mul_hi_u32 s1, s66, s76
	s_add_i32 s1, s1, s0
	s_mul_i32 s0, s66, s76
	s_lshl_b64 s[22:23], s[22:23], 7
	s_lshl_b64 s[0:1], s[0:1], 2
	s_add_u32 s4, s50, s0
	v_mov_b32_e32 v27, s5
	s_addc_u32 s5, s51, s1
	s_lshl_b64 s[0:1], s[8:9], 9
	s_add_u32 s0, s4, s0
	s_addc_u32 s1, s5, s1
	s_lshl_b64 s[50:51], s[2:3], 7
	v_lshlrev_b64 v[40:41], 1, v[22:23]
	s_mul_i32 s4, s65, s76
	s_mul_hi_u32 s5, s64, s76
	v_lshl_add_u64 v[30:31], s[74:75], 0, v[40:41]
	v_lshrrev_b32_e32 v55, 5, v0
	v_or_b32_e32 v63, 4, v55
	v_and_b32_e32 v1, 0xfc, v35
	v_xor_b32_e32 v64, 64, v1
	v_xor_b32_e32 v65, 32, v1
	v_xor_b32_e32 v66, 16, v1
	v_xor_b32_e32 v67, 8, v1
	v_xor_b32_e32 v68, 4, v1
	v_lshl_or_b32 v69, v55, 9, v24
	v_lshl_or_b32 v72, v63, 9, v24
	v_lshlrev_b32_e32 v1, 6, v54
	v_add_u32_e32 v56, s28, v54
	v_add_u32_e32 v57, s28, v0
	s_mov_b32 s24, 0x3fb8aa3b
	s_mov_b32 s36, 0xcb400000
	s_mov_b32 s40, 0xbf317218
	s_mov_b32 s42, 0x3102e308
	s_mov_b32 s44, 0x39500d01
	v_or_b32_e32 v70, 0x2000, v69
	v_or_b32_e32 v71, 0x1000, v69
	v_or_b32_e32 v73, 0x2000, v72
	v_or_b32_e32 v74, 0x1000, v72
	v_or_b32_e32 v75, 0x3200, v35
	s_mov_b32 s41, s14
	v_lshlrev_b32_e32 v76, 4, v54
	s_mov_b32 s43, 0xf800000
	v_mov_b32_e32 v77, 0x260
	s_mov_b32 s66, 0x3ab60b61
	s_mov_b32 s70, 0x3d2aaaab
	v_mov_b32_e32 v44, -1.0
	s_mov_b32 s65, 0x800000
	s_mov_b32 s67, 0x7f800000
	s_waitcnt vmcnt(1)
	v_cmp_ngt_f32_e32 vcc, s15, v29
	v_add_u32_e32 v78, v62, v1
	v_not_b32_e32 v79, 22
	v_cndmask_b32_e32 v29, v58, v29, vcc
	v_cmp_nlt_f32_e32 vcc, s37, v29
	v_mov_b32_e32 v80, 0xff800000
	v_mov_b32_e32 v81, 0x7f800000
	v_cndmask_b32_e32 v29, v59, v29, vcc
	v_fmamk_f32 v34, v29, 0x3fb8aa3b, v60
	v_add_f32_e32 v34, 0xcb400000, v34
	v_fmac_f32_e32 v29, 0xbf317218, v34
	v_mul_f32_e32 v36, 0x3102e308, v34
	v_add_f32_e32 v37, v29, v36
	v_sub_f32_e32 v29, v37, v29
	v_fmamk_f32 v38, v37, 0x39500d01, v61
	v_sub_f32_e32 v29, v36, v29
	v_fmaak_f32 v36, v38, v37, 0x3c088889
	v_fmaak_f32 v36, v36, v37, 0x3d2aaaab
	v_fmaak_f32 v36, v36, v37, 0x3e2aaaab
	v_mul_f32_e32 v39, v37, v37
	v_fma_f32 v36, v36, v37, 0.5
	v_mul_f32_e32 v36, v39, v36
	v_add_f32_e32 v39, v37, v36
	v_sub_f32_e32 v37, v39, v37
	v_add_f32_e32 v42, 1.0, v39
	v_cmp_o_f32_e32 vcc, v34, v34
	v_sub_f32_e32 v36, v36, v37
	v_add_f32_e32 v37, -1.0, v42
	v_cndmask_b32_e32 v34, 0, v34, vcc
	v_add_f32_e32 v29, v29, v36
	v_sub_f32_e32 v36, v39, v37
	v_cvt_i32_f32_e32 v34, v34
	v_add_f32_e32 v29, v36, v29
	v_lshl_add_u64 v[36:37], s[0:1], 0, v[24:25]
	s_mul_i32 s0, s73, s76
	s_mul_hi_u32 s1, s72, s76
	s_add_i32 s1, s1, s0
	s_mul_i32 s0, s72, s76
	s_lshl_b64 s[0:1], s[0:1], 2
	s_add_u32 s0, s52, s0
	v_ashrrev_i32_e32 v38, 1, v34
	s_addc_u32 s1, s53, s1
	v_sub_u32_e32 v34, v34, v38
	v_lshlrev_b32_e32 v38, 23, v38
	s_add_u32 s0, s0, s6
	v_add_u32_e32 v38, 1.0, v38
	v_add_f32_e32 v29, v42, v29
	s_addc_u32 s1, s1, s7
	v_mul_f32_e32 v29, v29, v38
	v_lshl_add_u64 v[38:39], s[0:1], 0, v[24:25]
	s_add_u32 s0, s46, s10
	s_addc_u32 s1, s47, s11
	v_lshl_add_u64 v[40:41], s[0:1], 0, v[40:41]
	v_cmp_eq_u32_e64 s[0:1], 0, v54
	s_add_i32 s5, s5, s4
	s_mul_i32 s4, s64, s76
	s_and_b64 s[52:53], s[34:35], s[0:1]
	s_lshl_b64 s[4:5], s[4:5], 2
	s_lshl_b64 s[6:7], s[68:69], 9
	v_lshlrev_b32_e32 v34, 23, v34
	s_add_u32 s4, s4, s6
	v_add_u32_e32 v34, 1.0, v34
	s_addc_u32 s5, s5, s7
	v_mul_f32_e32 v29, v29, v34
	s_add_u32 s4, s48, s4
	v_sub_f32_e32 v34, 0, v29
	s_addc_u32 s5, s49, s5
	v_mov_b32_e32 v35, v34
	s_mov_b32 s46, s13
	s_mov_b32 s47, s13
	v_mov_b32_e32 v29, v28
	s_mov_b32 s13, s12
	v_lshl_add_u64 v[42:43], v[22:23], 2, s[4:5]
	s_lshl_b64 s[48:49], s[2:3], 9
	s_mov_b32 s64, 0x4b400000
	s_mov_b32 s68, 0x3c088889
	s_mov_b32 s72, 0x3e2aaaab
	s_movk_i32 s69, 0x7fff
	v_mov_b32_e32 v82, 0x7fc00000
	v_bfrev_b32_e32 v83, 1
	s_mov_b32 s71, 0
	s_mov_b32 s74, 0x4b000000
	s_mov_b32 s76, 0x3e638e39
	s_mov_b32 s78, 0x3e3a2e8c
	s_mov_b32 s80, 0x3e924925
	s_mov_b32 s82, 0x3ecccccd
	s_mov_b32 s84, 0x3f2aaaab
	s_mov_b32 s86, 0xb102e308
	s_mov_b32 s88, 0x3f317218
	s_branch .LBB0_9
.LBB0_8:
	s_add_i32 s71, s71, 1
	s_add_i32 s29, s29, -8
	s_add_i32 s77, s77, 8
	s_cmp_eq_u32 s71, s45
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_82
.LBB0_9:
	s_lshl_b32 s75, s71, 3
	s_sub_i32 s73, s33, s75
	v_mov_b32_e32 v85, 0
	v_cmp_gt_i32_e64 s[2:3], s73, v54
	v_mov_b32_e32 v84, v85
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_11
	v_add_u32_e32 v1, s75, v56
	v_ashrrev_i32_e32 v22, 31, v1
	v_mul_lo_u32 v24, s58, v22
	v_mul_lo_u32 v25, s59, v1
	v_mad_u64_u32 v[22:23], s[6:7], s58, v1, 0
	v_add3_u32 v23, v23, v24, v25
	v_lshl_add_u64 v[22:23], v[22:23], 1, v[30:31]
	global_load_ushort v1, v[22:23], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v84, 16, v1
.LBB0_11:
	s_or_b64 exec, exec, s[4:5]
	s_min_i32 s8, s73, 8
	v_cmp_gt_i32_e64 s[4:5], s8, v0
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB0_13
	v_add_u32_e32 v1, s75, v57
	v_ashrrev_i32_e32 v22, 31, v1
	v_mul_lo_u32 v24, s62, v22
	v_mul_lo_u32 v25, s63, v1
	v_mad_u64_u32 v[22:23], s[10:11], s62, v1, 0
	v_add3_u32 v23, v23, v24, v25
	v_lshl_add_u64 v[22:23], v[22:23], 1, s[30:31]
	global_load_ushort v1, v[22:23], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v85, 16, v1
.LBB0_13:
	s_or_b64 exec, exec, s[6:7]
	v_add_u32_e32 v86, s75, v55
	v_add_u32_e32 v22, s28, v86
	v_ashrrev_i32_e32 v1, 31, v22
	v_mul_lo_u32 v23, s54, v1
	v_mul_lo_u32 v45, s55, v22
	v_mad_u64_u32 v[24:25], s[6:7], s54, v22, v[32:33]
	v_mov_b32_e32 v97, 0
	v_cmp_gt_i32_e32 vcc, s8, v55
	v_add3_u32 v25, v45, v25, v23
	v_mov_b32_e32 v45, v97
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_15
	v_lshl_add_u64 v[46:47], v[24:25], 1, s[16:17]
	global_load_ushort v23, v[46:47], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v45, 16, v23
.LBB0_15:
	s_or_b64 exec, exec, s[6:7]
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_17
	v_lshl_add_u64 v[46:47], v[24:25], 1, s[16:17]
	global_load_ushort v23, v[46:47], off offset:2
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v97, 16, v23
.LBB0_17:
	s_or_b64 exec, exec, s[6:7]
	v_mov_b32_e32 v96, 0
	v_mov_b32_e32 v95, v96
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_19
	v_lshl_add_u64 v[46:47], v[24:25], 1, s[16:17]
	global_load_ushort v23, v[46:47], off offset:4
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v95, 16, v23
.LBB0_19:
	s_or_b64 exec, exec, s[6:7]
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_21
	v_lshl_add_u64 v[24:25], v[24:25], 1, s[16:17]
	global_load_ushort v23, v[24:25], off offset:6
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v96, 16, v23
.LBB0_21:
	s_or_b64 exec, exec, s[6:7]
	v_mad_u64_u32 v[24:25], s[6:7], s56, v22, v[32:33]
	v_mul_lo_u32 v23, s56, v1
	v_mul_lo_u32 v46, s57, v22
	v_add3_u32 v25, v46, v25, v23
	v_mov_b32_e32 v23, 0
	v_mov_b32_e32 v99, v23
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_23
	v_lshl_add_u64 v[46:47], v[24:25], 1, s[18:19]
	global_load_ushort v46, v[46:47], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v99, 16, v46
.LBB0_23:
	s_or_b64 exec, exec, s[6:7]
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_25
	v_lshl_add_u64 v[46:47], v[24:25], 1, s[18:19]
	global_load_ushort v23, v[46:47], off offset:2
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v23, 16, v23
.LBB0_25:
	s_or_b64 exec, exec, s[6:7]
	v_mov_b32_e32 v100, 0
	v_mov_b32_e32 v98, v100
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_27
	v_lshl_add_u64 v[46:47], v[24:25], 1, s[18:19]
	global_load_ushort v46, v[46:47], off offset:4
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v98, 16, v46
.LBB0_27:
	s_or_b64 exec, exec, s[6:7]
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_29
	v_lshl_add_u64 v[24:25], v[24:25], 1, s[18:19]
	global_load_ushort v24, v[24:25], off offset:6
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v100, 16, v24
.LBB0_29:
	s_or_b64 exec, exec, s[6:7]
	v_mad_u64_u32 v[24:25], s[6:7], s60, v22, v[26:27]
	v_mul_lo_u32 v1, s60, v1
	v_mul_lo_u32 v46, s61, v22
	v_mov_b32_e32 v53, 0
	v_add3_u32 v25, v46, v25, v1
	v_mov_b32_e32 v52, v53
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_31
	v_lshl_add_u64 v[46:47], v[24:25], 1, s[38:39]
	global_load_ushort v1, v[46:47], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v52, 16, v1
.LBB0_31:
	s_or_b64 exec, exec, s[6:7]
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_33
	v_lshl_add_u64 v[46:47], v[24:25], 1, s[38:39]
	global_load_ushort v1, v[46:47], off offset:2
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v53, 16, v1
.LBB0_33:
	s_or_b64 exec, exec, s[6:7]
	v_mov_b32_e32 v51, 0
	v_mov_b32_e32 v50, v51
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_35
	v_lshl_add_u64 v[46:47], v[24:25], 1, s[38:39]
	global_load_ushort v1, v[46:47], off offset:4
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v50, 16, v1
.LBB0_35:
	s_or_b64 exec, exec, s[6:7]
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_37
	v_lshl_add_u64 v[24:25], v[24:25], 1, s[38:39]
	global_load_ushort v1, v[24:25], off offset:6
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v51, 16, v1
.LBB0_37:
	s_or_b64 exec, exec, s[6:7]
	v_add_u32_e32 v22, 4, v22
	v_ashrrev_i32_e32 v1, 31, v22
	v_cmp_gt_i32_e64 s[6:7], s8, v63
	v_mul_lo_u32 v46, s54, v1
	v_mul_lo_u32 v47, s55, v22
	v_mad_u64_u32 v[24:25], s[8:9], s54, v22, v[32:33]
	v_mov_b32_e32 v90, 0
	v_add3_u32 v25, v47, v25, v46
	v_mov_b32_e32 v87, v90
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB0_39
	v_lshl_add_u64 v[46:47], v[24:25], 1, s[16:17]
	global_load_ushort v46, v[46:47], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v87, 16, v46
.LBB0_39:
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB0_41
	v_lshl_add_u64 v[46:47], v[24:25], 1, s[16:17]
	global_load_ushort v46, v[46:47], off offset:2
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v90, 16, v46
.LBB0_41:
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32_e32 v89, 0
	v_mov_b32_e32 v88, v89
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB0_43
	v_lshl_add_u64 v[46:47], v[24:25], 1, s[16:17]
	global_load_ushort v46, v[46:47], off offset:4
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v88, 16, v46
.LBB0_43:
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB0_45
	v_lshl_add_u64 v[24:25], v[24:25], 1, s[16:17]
	global_load_ushort v24, v[24:25], off offset:6
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v89, 16, v24
.LBB0_45:
	s_or_b64 exec, exec, s[8:9]
	v_mad_u64_u32 v[24:25], s[8:9], s56, v22, v[32:33]
	v_mul_lo_u32 v46, s56, v1
	v_mul_lo_u32 v47, s57, v22
	v_mov_b32_e32 v94, 0
	v_add3_u32 v25, v47, v25, v46
	v_mov_b32_e32 v92, v94
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB0_47
	v_lshl_add_u64 v[46:47], v[24:25], 1, s[18:19]
	global_load_ushort v46, v[46:47], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v92, 16, v46
.LBB0_47:
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB0_49
	v_lshl_add_u64 v[46:47], v[24:25], 1, s[18:19]
	global_load_ushort v46, v[46:47], off offset:2
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v94, 16, v46
.LBB0_49:
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32_e32 v93, 0
	v_mov_b32_e32 v91, v93
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB0_51
	v_lshl_add_u64 v[46:47], v[24:25], 1, s[18:19]
	global_load_ushort v46, v[46:47], off offset:4
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v91, 16, v46
.LBB0_51:
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB0_53
	v_lshl_add_u64 v[24:25], v[24:25], 1, s[18:19]
	global_load_ushort v24, v[24:25], off offset:6
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v93, 16, v24
.LBB0_53:
	s_or_b64 exec, exec, s[8:9]
	v_mad_u64_u32 v[24:25], s[8:9], s60, v22, v[26:27]
	v_mul_lo_u32 v1, s60, v1
	v_mul_lo_u32 v22, s61, v22
	v_mov_b32_e32 v49, 0
	v_add3_u32 v25, v22, v25, v1
	v_mov_b32_e32 v48, v49
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB0_55
	v_lshl_add_u64 v[46:47], v[24:25], 1, s[38:39]
	global_load_ushort v1, v[46:47], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v48, 16, v1
.LBB0_55:
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB0_57
	v_lshl_add_u64 v[46:47], v[24:25], 1, s[38:39]
	global_load_ushort v1, v[46:47], off offset:2
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v49, 16, v1
.LBB0_57:
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32_e32 v47, 0
	v_mov_b32_e32 v46, v47
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execnz .LBB0_60
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execnz .LBB0_61
.LBB0_59:
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[90:91], vcc
	s_cbranch_execnz .LBB0_62
	s_branch .LBB0_66
.LBB0_60:
	v_lshl_add_u64 v[102:103], v[24:25], 1, s[38:39]
	global_load_ushort v1, v[102:103], off offset:4
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v46, 16, v1
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB0_59
.LBB0_61:
	v_lshl_add_u64 v[24:25], v[24:25], 1, s[38:39]
	global_load_ushort v1, v[24:25], off offset:6
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v47, 16, v1
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[90:91], vcc
	s_cbranch_execz .LBB0_66
.LBB0_62:
	v_mul_f32_e32 v1, v97, v97
	v_fmac_f32_e32 v1, v45, v45
	v_mul_f32_e32 v24, v23, v23
	v_fmac_f32_e32 v1, v95, v95
	v_fmac_f32_e32 v24, v99, v99
	v_fmac_f32_e32 v1, v96, v96
	v_fmac_f32_e32 v24, v98, v98
	ds_bpermute_b32 v22, v64, v1
	v_fmac_f32_e32 v24, v100, v100
	ds_bpermute_b32 v25, v64, v24
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v1, v1, v22
	ds_bpermute_b32 v22, v65, v1
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v24, v24, v25
	ds_bpermute_b32 v25, v65, v24
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v1, v1, v22
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v22, v24, v25
	ds_bpermute_b32 v24, v66, v1
	ds_bpermute_b32 v25, v66, v22
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v1, v1, v24
	ds_bpermute_b32 v24, v67, v1
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v22, v22, v25
	ds_bpermute_b32 v25, v67, v22
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v1, v1, v24
	ds_bpermute_b32 v24, v68, v1
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v22, v22, v25
	ds_bpermute_b32 v25, v68, v22
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v1, v1, v24
	v_add_f32_e32 v1, 0x358637bd, v1
	v_mul_f32_e32 v24, 0x4f800000, v1
	v_cmp_gt_f32_e32 vcc, s43, v1
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v22, v22, v25
	v_add_f32_e32 v22, 0x358637bd, v22
	v_cndmask_b32_e32 v1, v1, v24, vcc
	v_sqrt_f32_e32 v24, v1
	v_mul_f32_e32 v25, 0x4f800000, v22
	v_cmp_gt_f32_e64 s[8:9], s43, v22
	v_add_u32_e32 v101, -1, v24
	s_nop 0
	v_cndmask_b32_e64 v22, v22, v25, s[8:9]
	v_sqrt_f32_e32 v25, v22
	v_add_u32_e32 v102, 1, v24
	v_fma_f32 v103, -v101, v24, v1
	v_fma_f32 v104, -v102, v24, v1
	v_cmp_ge_f32_e64 s[10:11], 0, v103
	s_nop 1
	v_cndmask_b32_e64 v24, v24, v101, s[10:11]
	v_cmp_lt_f32_e64 s[10:11], 0, v104
	s_nop 1
	v_cndmask_b32_e64 v24, v24, v102, s[10:11]
	v_add_u32_e32 v102, -1, v25
	v_fma_f32 v103, -v102, v25, v22
	v_cmp_ge_f32_e64 s[10:11], 0, v103
	v_add_u32_e32 v103, 1, v25
	v_mul_f32_e32 v101, 0x37800000, v24
	v_cndmask_b32_e64 v102, v25, v102, s[10:11]
	v_fma_f32 v25, -v103, v25, v22
	v_cmp_lt_f32_e64 s[10:11], 0, v25
	v_cndmask_b32_e32 v24, v24, v101, vcc
	v_cmp_class_f32_e32 vcc, v1, v77
	v_cndmask_b32_e64 v25, v102, v103, s[10:11]
	v_mul_f32_e32 v102, 0x37800000, v25
	v_cndmask_b32_e64 v25, v25, v102, s[8:9]
	v_cmp_class_f32_e64 s[8:9], v22, v77
	v_cndmask_b32_e32 v1, v24, v1, vcc
	s_nop 0
	v_cndmask_b32_e64 v102, v25, v22, s[8:9]
	v_div_scale_f32 v22, s[8:9], v102, v102, v23
	v_rcp_f32_e32 v25, v22
	s_nop 0
	v_fma_f32 v24, -v22, v25, 1.0
	v_fmac_f32_e32 v25, v24, v25
	v_div_scale_f32 v24, vcc, v23, v102, v23
	v_mul_f32_e32 v101, v24, v25
	v_fma_f32 v103, -v22, v101, v24
	v_fmac_f32_e32 v101, v103, v25
	v_fma_f32 v22, -v22, v101, v24
	v_div_scale_f32 v24, s[8:9], v102, v102, v99
	v_rcp_f32_e32 v103, v24
	v_div_fmas_f32 v22, v22, v25, v101
	v_div_fixup_f32 v23, v22, v102, v23
	v_fma_f32 v22, -v24, v103, 1.0
	v_fmac_f32_e32 v103, v22, v103
	v_div_scale_f32 v22, vcc, v99, v102, v99
	v_mul_f32_e32 v25, v22, v103
	v_fma_f32 v101, -v24, v25, v22
	v_fmac_f32_e32 v25, v101, v103
	v_fma_f32 v22, -v24, v25, v22
	v_div_scale_f32 v24, s[8:9], v102, v102, v100
	v_rcp_f32_e32 v101, v24
	v_div_fmas_f32 v22, v22, v103, v25
	v_div_fixup_f32 v22, v22, v102, v99
	v_fma_f32 v25, -v24, v101, 1.0
	v_fmac_f32_e32 v101, v25, v101
	v_div_scale_f32 v25, vcc, v100, v102, v100
	v_mul_f32_e32 v99, v25, v101
	v_fma_f32 v103, -v24, v99, v25
	v_fmac_f32_e32 v99, v103, v101
	v_div_scale_f32 v103, s[8:9], v102, v102, v98
	v_rcp_f32_e32 v104, v103
	v_fma_f32 v24, -v24, v99, v25
	v_div_fmas_f32 v24, v24, v101, v99
	v_div_fixup_f32 v25, v24, v102, v100
	v_fma_f32 v24, -v103, v104, 1.0
	v_fmac_f32_e32 v104, v24, v104
	v_div_scale_f32 v24, vcc, v98, v102, v98
	v_mul_f32_e32 v99, v24, v104
	v_fma_f32 v100, -v103, v99, v24
	v_fmac_f32_e32 v99, v100, v104
	v_div_scale_f32 v100, s[8:9], v1, v1, v97
	v_rcp_f32_e32 v101, v100
	v_fma_f32 v24, -v103, v99, v24
	v_div_fmas_f32 v24, v24, v104, v99
	v_div_fixup_f32 v24, v24, v102, v98
	v_fma_f32 v98, -v100, v101, 1.0
	v_fmac_f32_e32 v101, v98, v101
	v_div_scale_f32 v98, vcc, v97, v1, v97
	v_mul_f32_e32 v99, v98, v101
	v_fma_f32 v102, -v100, v99, v98
	v_fmac_f32_e32 v99, v102, v101
	v_fma_f32 v98, -v100, v99, v98
	v_div_scale_f32 v100, s[8:9], v1, v1, v45
	v_rcp_f32_e32 v102, v100
	v_div_fmas_f32 v98, v98, v101, v99
	v_div_fixup_f32 v99, v98, v1, v97
	v_fma_f32 v97, -v100, v102, 1.0
	v_fmac_f32_e32 v102, v97, v102
	v_div_scale_f32 v97, vcc, v45, v1, v45
	v_mul_f32_e32 v98, v97, v102
	v_fma_f32 v101, -v100, v98, v97
	v_fmac_f32_e32 v98, v101, v102
	v_fma_f32 v97, -v100, v98, v97
	v_div_scale_f32 v100, s[8:9], v1, v1, v96
	v_rcp_f32_e32 v101, v100
	v_div_fmas_f32 v97, v97, v102, v98
	v_div_fixup_f32 v98, v97, v1, v45
	v_pk_mul_f32 v[98:99], s[12:13], v[98:99]
	v_fma_f32 v45, -v100, v101, 1.0
	v_fmac_f32_e32 v101, v45, v101
	v_div_scale_f32 v45, vcc, v96, v1, v96
	v_mul_f32_e32 v97, v45, v101
	v_fma_f32 v102, -v100, v97, v45
	v_fmac_f32_e32 v97, v102, v101
	v_fma_f32 v45, -v100, v97, v45
	v_div_scale_f32 v100, s[8:9], v1, v1, v95
	v_rcp_f32_e32 v102, v100
	v_div_fmas_f32 v45, v45, v101, v97
	v_div_fixup_f32 v97, v45, v1, v96
	v_fma_f32 v45, -v100, v102, 1.0
	v_fmac_f32_e32 v102, v45, v102
	v_div_scale_f32 v45, vcc, v95, v1, v95
	v_mul_f32_e32 v96, v45, v102
	v_fma_f32 v101, -v100, v96, v45
	v_fmac_f32_e32 v96, v101, v102
	v_fma_f32 v45, -v100, v96, v45
	v_div_fmas_f32 v45, v45, v102, v96
	v_cmp_gt_i32_e32 vcc, s25, v86
	v_div_fixup_f32 v96, v45, v1, v95
	s_and_b64 s[10:11], s[34:35], vcc
	v_pk_mul_f32 v[100:101], s[12:13], v[96:97]
	s_and_b64 s[92:93], s[26:27], s[10:11]
	ds_write_b128 v70, v[98:101]
	ds_write_b128 v71, v[22:25]
	s_and_saveexec_b64 s[8:9], s[92:93]
	s_cbranch_execz .LBB0_64
	v_ashrrev_i32_e32 v1, 31, v86
	v_mul_lo_u32 v45, s23, v86
	v_mul_lo_u32 v1, s22, v1
	v_mad_u64_u32 v[96:97], s[92:93], s22, v86, 0
	v_add3_u32 v97, v97, v1, v45
	v_lshl_add_u64 v[96:97], v[96:97], 2, v[36:37]
	global_store_dwordx4 v[96:97], v[22:25], off
.LBB0_64:
	s_or_b64 exec, exec, s[8:9]
	s_waitcnt vmcnt(0)
	v_pk_add_f32 v[22:23], v[18:19], v[52:53]
	v_pk_add_f32 v[50:51], v[20:21], v[50:51]
	v_pk_mul_f32 v[96:97], s[46:47], v[22:23]
	s_nop 0
	v_cmp_ngt_f32_e32 vcc, s15, v96
	s_nop 1
	v_cndmask_b32_e32 v1, v58, v96, vcc
	v_cmp_ngt_f32_e32 vcc, s15, v97
	s_nop 1
	v_cndmask_b32_e32 v24, v58, v97, vcc
	v_cmp_nlt_f32_e32 vcc, s37, v24
	s_nop 1
	v_cndmask_b32_e32 v53, v59, v24, vcc
	v_cmp_nlt_f32_e32 vcc, s37, v1
	v_mov_b64_e32 v[24:25], s[64:65]
	s_nop 0
	v_cndmask_b32_e32 v52, v59, v1, vcc
	v_pk_fma_f32 v[98:99], v[52:53], s[24:25], v[24:25] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_add_f32 v[98:99], v[98:99], s[36:37] op_sel_hi:[1,0]
	s_nop 0
	v_cmp_o_f32_e32 vcc, v99, v99
	v_pk_fma_f32 v[102:103], v[98:99], s[40:41], v[52:53] op_sel_hi:[1,0,1]
	v_mov_b64_e32 v[52:53], s[66:67]
	v_cndmask_b32_e32 v1, 0, v99, vcc
	v_cmp_o_f32_e32 vcc, v98, v98
	v_cvt_i32_f32_e32 v1, v1
	v_ashrrev_i32_e32 v101, 1, v1
	v_cndmask_b32_e32 v45, 0, v98, vcc
	v_pk_mul_f32 v[98:99], v[98:99], s[42:43] op_sel_hi:[1,0]
	v_cvt_i32_f32_e32 v95, v45
	v_pk_add_f32 v[104:105], v[102:103], v[98:99]
	v_sub_u32_e32 v1, v1, v101
	v_pk_fma_f32 v[110:111], v[104:105], s[44:45], v[52:53] op_sel_hi:[1,0,0]
	v_pk_mul_f32 v[112:113], v[104:105], v[104:105]
	v_pk_fma_f32 v[110:111], v[110:111], v[104:105], s[68:69] op_sel_hi:[1,1,0]
	v_pk_add_f32 v[106:107], v[104:105], v[102:103] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_fma_f32 v[110:111], v[110:111], v[104:105], s[70:71] op_sel_hi:[1,1,0]
	v_pk_add_f32 v[108:109], v[98:99], v[106:107] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_fma_f32 v[110:111], v[110:111], v[104:105], s[72:73] op_sel_hi:[1,1,0]
	v_ashrrev_i32_e32 v116, 1, v95
	v_pk_fma_f32 v[110:111], v[110:111], v[104:105], 0.5 op_sel_hi:[1,1,0]
	v_lshl_add_u32 v100, v116, 23, 1.0
	v_pk_mul_f32 v[110:111], v[112:113], v[110:111]
	v_lshl_add_u32 v101, v101, 23, 1.0
	v_pk_add_f32 v[112:113], v[104:105], v[110:111]
	s_nop 0
	v_pk_add_f32 v[104:105], v[112:113], v[104:105] neg_lo:[0,1] neg_hi:[0,1]
	v_mov_b32_e32 v98, v113
	v_pk_add_f32 v[104:105], v[110:111], v[104:105] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[110:111], v[112:113], 1.0 op_sel_hi:[1,0]
	s_nop 0
	v_add_f32_e32 v45, -1.0, v110
	v_sub_f32_e32 v102, v112, v45
	v_mov_b32_e32 v45, v103
	v_pk_add_f32 v[114:115], v[110:111], v[44:45] op_sel:[1,0] op_sel_hi:[0,1]
	v_mov_b32_e32 v115, v107
	v_pk_add_f32 v[98:99], v[98:99], v[114:115] neg_lo:[0,1] neg_hi:[0,1]
	v_sub_u32_e32 v45, v95, v116
	v_mov_b32_e32 v109, v99
	v_pk_add_f32 v[104:105], v[108:109], v[104:105]
	v_mov_b32_e32 v103, v98
	v_pk_add_f32 v[98:99], v[102:103], v[104:105]
	v_lshl_add_u32 v103, v1, 23, 1.0
	v_pk_add_f32 v[98:99], v[110:111], v[98:99]
	v_lshl_add_u32 v102, v45, 23, 1.0
	v_pk_mul_f32 v[98:99], v[98:99], v[100:101]
	v_mov_b64_e32 v[108:109], s[76:77]
	v_pk_mul_f32 v[98:99], v[98:99], v[102:103]
	s_nop 0
	v_pk_add_f32 v[98:99], v[98:99], 1.0 op_sel_hi:[1,0]
	s_nop 0
	v_pk_mul_f32 v[100:101], v[98:99], s[74:75] op_sel_hi:[1,0]
	v_cmp_gt_f32_e32 vcc, s65, v98
	v_cmp_gt_f32_e64 s[8:9], s65, v99
	s_nop 0
	v_cndmask_b32_e32 v1, v98, v100, vcc
	v_cndmask_b32_e64 v45, v99, v101, s[8:9]
	v_add_u32_e32 v95, 0xc0cafb0d, v45
	v_add_u32_e32 v102, 0xc0cafb0d, v1
	v_and_b32_e32 v100, 0xff800000, v95
	v_and_b32_e32 v103, 0xff800000, v102
	v_sub_u32_e32 v101, v45, v100
	v_sub_u32_e32 v100, v1, v103
	v_cndmask_b32_e32 v45, 0, v79, vcc
	v_ashrrev_i32_e32 v102, 23, v102
	v_pk_add_f32 v[100:101], v[100:101], -1.0 op_sel_hi:[1,0]
	v_add_u32_e32 v45, v102, v45
	v_pk_add_f32 v[102:103], v[100:101], 2.0 op_sel_hi:[1,0]
	v_cndmask_b32_e64 v1, 0, v79, s[8:9]
	v_div_scale_f32 v106, s[8:9], v103, v103, v101
	v_rcp_f32_e32 v107, v106
	v_ashrrev_i32_e32 v95, 23, v95
	v_add_u32_e32 v1, v95, v1
	v_cvt_f32_i32_e32 v105, v1
	v_fma_f32 v1, -v106, v107, 1.0
	v_fmac_f32_e32 v107, v1, v107
	v_div_scale_f32 v1, vcc, v101, v103, v101
	v_cvt_f32_i32_e32 v104, v45
	v_mul_f32_e32 v45, v1, v107
	v_fma_f32 v95, -v106, v45, v1
	v_fmac_f32_e32 v45, v95, v107
	v_div_scale_f32 v95, s[8:9], v102, v102, v100
	v_fma_f32 v1, -v106, v45, v1
	v_rcp_f32_e32 v106, v95
	v_div_fmas_f32 v1, v1, v107, v45
	v_div_fixup_f32 v103, v1, v103, v101
	v_fma_f32 v1, -v95, v106, 1.0
	v_fmac_f32_e32 v106, v1, v106
	v_div_scale_f32 v1, vcc, v100, v102, v100
	v_mul_f32_e32 v45, v1, v106
	v_fma_f32 v107, -v95, v45, v1
	v_fmac_f32_e32 v45, v107, v106
	v_fma_f32 v1, -v95, v45, v1
	v_div_fmas_f32 v1, v1, v106, v45
	v_div_fixup_f32 v102, v1, v102, v100
	v_pk_mul_f32 v[106:107], v[102:103], v[102:103]
	v_cmp_neq_f32_e32 vcc, 0, v98
	v_pk_fma_f32 v[110:111], v[106:107], s[78:79], v[108:109] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_fma_f32 v[110:111], v[110:111], v[106:107], s[80:81] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[110:111], v[110:111], v[106:107], s[82:83] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[110:111], v[110:111], v[106:107], s[84:85] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_mul_f32 v[106:107], v[106:107], v[110:111] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_pk_add_f32 v[106:107], v[100:101], v[106:107]
	s_nop 0
	v_pk_fma_f32 v[100:101], v[102:103], v[106:107], v[100:101] neg_lo:[1,0,0] neg_hi:[1,0,0]
	s_nop 0
	v_pk_fma_f32 v[100:101], v[104:105], s[86:87], v[100:101] op_sel_hi:[1,0,1]
	s_nop 0
	v_pk_fma_f32 v[100:101], v[104:105], s[88:89], v[100:101] op_sel_hi:[1,0,1]
	s_nop 0
	v_cndmask_b32_e32 v1, v80, v100, vcc
	v_cmp_neq_f32_e32 vcc, 0, v99
	s_nop 1
	v_cndmask_b32_e32 v45, v80, v101, vcc
	v_cmp_neq_f32_e32 vcc, s67, v99
	s_nop 1
	v_cndmask_b32_e32 v45, v81, v45, vcc
	v_cmp_neq_f32_e32 vcc, s67, v98
	s_nop 1
	v_cndmask_b32_e32 v1, v81, v1, vcc
	v_cmp_ngt_f32_e32 vcc, 0, v98
	s_nop 1
	v_cndmask_b32_e32 v1, v82, v1, vcc
	v_cmp_ngt_f32_e32 vcc, 0, v99
	s_nop 1
	v_cndmask_b32_e32 v45, v82, v45, vcc
	v_cmp_u_f32_e32 vcc, v99, v99
	s_nop 1
	v_cndmask_b32_e32 v99, v45, v99, vcc
	v_cmp_u_f32_e32 vcc, v98, v98
	s_nop 1
	v_cndmask_b32_e32 v98, v1, v98, vcc
	v_pk_mul_f32 v[98:99], v[28:29], v[98:99]
	v_cmp_ge_f32_e32 vcc, s41, v97
	s_nop 1
	v_cndmask_b32_e32 v23, v23, v99, vcc
	v_cmp_ge_f32_e32 vcc, s14, v96
	s_nop 1
	v_cndmask_b32_e32 v22, v22, v98, vcc
	v_pk_mul_f32 v[22:23], v[34:35], v[22:23]
	s_nop 0
	v_cmp_ngt_f32_e32 vcc, s15, v22
	s_nop 1
	v_cndmask_b32_e32 v1, v58, v22, vcc
	v_cmp_ngt_f32_e32 vcc, s15, v23
	s_nop 1
	v_cndmask_b32_e32 v22, v58, v23, vcc
	v_cmp_nlt_f32_e32 vcc, s37, v22
	s_nop 1
	v_cndmask_b32_e32 v23, v59, v22, vcc
	v_cmp_nlt_f32_e32 vcc, s37, v1
	s_nop 1
	v_cndmask_b32_e32 v22, v59, v1, vcc
	v_pk_fma_f32 v[96:97], v[22:23], s[24:25], v[24:25] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_add_f32 v[96:97], v[96:97], s[36:37] op_sel_hi:[1,0]
	s_nop 0
	v_pk_fma_f32 v[22:23], v[96:97], s[40:41], v[22:23] op_sel_hi:[1,0,1]
	v_pk_mul_f32 v[98:99], v[96:97], s[42:43] op_sel_hi:[1,0]
	v_cmp_o_f32_e32 vcc, v97, v97
	v_pk_add_f32 v[100:101], v[22:23], v[98:99]
	s_nop 0
	v_pk_add_f32 v[22:23], v[100:101], v[22:23] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_mul_f32 v[102:103], v[100:101], v[100:101]
	v_pk_add_f32 v[22:23], v[98:99], v[22:23] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_fma_f32 v[98:99], v[100:101], s[44:45], v[52:53] op_sel_hi:[1,0,0]
	v_cndmask_b32_e32 v1, 0, v97, vcc
	v_pk_fma_f32 v[98:99], v[98:99], v[100:101], s[68:69] op_sel_hi:[1,1,0]
	v_cmp_o_f32_e32 vcc, v96, v96
	v_pk_fma_f32 v[98:99], v[98:99], v[100:101], s[70:71] op_sel_hi:[1,1,0]
	v_cvt_i32_f32_e32 v1, v1
	v_pk_fma_f32 v[98:99], v[98:99], v[100:101], s[72:73] op_sel_hi:[1,1,0]
	v_cndmask_b32_e32 v45, 0, v96, vcc
	v_pk_fma_f32 v[98:99], v[98:99], v[100:101], 0.5 op_sel_hi:[1,1,0]
	v_cvt_i32_f32_e32 v45, v45
	v_pk_mul_f32 v[98:99], v[102:103], v[98:99]
	v_ashrrev_i32_e32 v95, 1, v1
	v_pk_add_f32 v[102:103], v[100:101], v[98:99]
	v_ashrrev_i32_e32 v96, 1, v45
	v_pk_add_f32 v[100:101], v[102:103], v[100:101] neg_lo:[0,1] neg_hi:[0,1]
	v_sub_u32_e32 v1, v1, v95
	v_pk_add_f32 v[98:99], v[98:99], v[100:101] neg_lo:[0,1] neg_hi:[0,1]
	v_sub_u32_e32 v45, v45, v96
	v_pk_add_f32 v[22:23], v[22:23], v[98:99]
	v_pk_add_f32 v[98:99], v[102:103], 1.0 op_sel_hi:[1,0]
	v_lshl_add_u32 v97, v95, 23, 1.0
	v_pk_add_f32 v[100:101], v[98:99], -1.0 op_sel_hi:[1,0]
	v_lshl_add_u32 v96, v96, 23, 1.0
	v_pk_add_f32 v[100:101], v[102:103], v[100:101] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_pk_add_f32 v[22:23], v[100:101], v[22:23]
	v_pk_mul_f32 v[100:101], s[46:47], v[50:51]
	v_pk_add_f32 v[22:23], v[98:99], v[22:23]
	v_cmp_ngt_f32_e32 vcc, s15, v100
	v_lshl_add_u32 v99, v1, 23, 1.0
	v_lshl_add_u32 v98, v45, 23, 1.0
	v_cndmask_b32_e32 v1, v58, v100, vcc
	v_cmp_ngt_f32_e32 vcc, s15, v101
	v_pk_mul_f32 v[22:23], v[22:23], v[96:97]
	s_nop 0
	v_cndmask_b32_e32 v45, v58, v101, vcc
	v_cmp_nlt_f32_e32 vcc, s37, v45
	v_pk_mul_f32 v[22:23], v[22:23], v[98:99]
	s_nop 0
	v_cndmask_b32_e32 v103, v59, v45, vcc
	v_cmp_nlt_f32_e32 vcc, s37, v1
	s_nop 1
	v_cndmask_b32_e32 v102, v59, v1, vcc
	v_pk_fma_f32 v[104:105], v[102:103], s[24:25], v[24:25] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_add_f32 v[104:105], v[104:105], s[36:37] op_sel_hi:[1,0]
	s_nop 0
	v_cmp_o_f32_e32 vcc, v105, v105
	v_pk_fma_f32 v[98:99], v[104:105], s[40:41], v[102:103] op_sel_hi:[1,0,1]
	v_pk_mul_f32 v[102:103], v[104:105], s[42:43] op_sel_hi:[1,0]
	v_cndmask_b32_e32 v1, 0, v105, vcc
	v_cmp_o_f32_e32 vcc, v104, v104
	v_cvt_i32_f32_e32 v1, v1
	v_ashrrev_i32_e32 v97, 1, v1
	v_cndmask_b32_e32 v45, 0, v104, vcc
	v_pk_add_f32 v[104:105], v[98:99], v[102:103]
	v_cvt_i32_f32_e32 v95, v45
	v_pk_fma_f32 v[112:113], v[104:105], s[44:45], v[52:53] op_sel_hi:[1,0,0]
	v_pk_mul_f32 v[114:115], v[104:105], v[104:105]
	v_pk_fma_f32 v[112:113], v[112:113], v[104:105], s[68:69] op_sel_hi:[1,1,0]
	v_pk_add_f32 v[106:107], v[104:105], v[98:99] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_fma_f32 v[112:113], v[112:113], v[104:105], s[70:71] op_sel_hi:[1,1,0]
	v_pk_add_f32 v[110:111], v[102:103], v[106:107] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_fma_f32 v[112:113], v[112:113], v[104:105], s[72:73] op_sel_hi:[1,1,0]
	v_ashrrev_i32_e32 v118, 1, v95
	v_pk_fma_f32 v[112:113], v[112:113], v[104:105], 0.5 op_sel_hi:[1,1,0]
	v_lshl_add_u32 v96, v118, 23, 1.0
	v_pk_mul_f32 v[112:113], v[114:115], v[112:113]
	v_sub_u32_e32 v1, v1, v97
	v_pk_add_f32 v[114:115], v[104:105], v[112:113]
	v_lshl_add_u32 v97, v97, 23, 1.0
	v_pk_add_f32 v[104:105], v[114:115], v[104:105] neg_lo:[0,1] neg_hi:[0,1]
	v_mov_b32_e32 v102, v115
	v_pk_add_f32 v[104:105], v[112:113], v[104:105] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[112:113], v[114:115], 1.0 op_sel_hi:[1,0]
	s_nop 0
	v_add_f32_e32 v45, -1.0, v112
	v_sub_f32_e32 v98, v114, v45
	v_mov_b32_e32 v45, v99
	v_pk_add_f32 v[116:117], v[112:113], v[44:45] op_sel:[1,0] op_sel_hi:[0,1]
	v_mov_b32_e32 v117, v107
	v_pk_add_f32 v[102:103], v[102:103], v[116:117] neg_lo:[0,1] neg_hi:[0,1]
	v_sub_u32_e32 v45, v95, v118
	v_mov_b32_e32 v111, v103
	v_pk_add_f32 v[104:105], v[110:111], v[104:105]
	v_mov_b32_e32 v99, v102
	v_pk_add_f32 v[98:99], v[98:99], v[104:105]
	v_lshl_add_u32 v103, v1, 23, 1.0
	v_pk_add_f32 v[98:99], v[112:113], v[98:99]
	v_lshl_add_u32 v102, v45, 23, 1.0
	v_pk_mul_f32 v[96:97], v[98:99], v[96:97]
	s_nop 0
	v_pk_mul_f32 v[96:97], v[96:97], v[102:103]
	s_nop 0
	v_pk_add_f32 v[96:97], v[96:97], 1.0 op_sel_hi:[1,0]
	s_nop 0
	v_pk_mul_f32 v[98:99], v[96:97], s[74:75] op_sel_hi:[1,0]
	v_cmp_gt_f32_e32 vcc, s65, v96
	v_cmp_gt_f32_e64 s[8:9], s65, v97
	s_nop 0
	v_cndmask_b32_e32 v1, v96, v98, vcc
	v_cndmask_b32_e64 v45, v97, v99, s[8:9]
	v_add_u32_e32 v95, 0xc0cafb0d, v45
	v_add_u32_e32 v102, 0xc0cafb0d, v1
	v_and_b32_e32 v98, 0xff800000, v95
	v_and_b32_e32 v103, 0xff800000, v102
	v_sub_u32_e32 v99, v45, v98
	v_sub_u32_e32 v98, v1, v103
	v_cndmask_b32_e32 v45, 0, v79, vcc
	v_ashrrev_i32_e32 v102, 23, v102
	v_pk_add_f32 v[98:99], v[98:99], -1.0 op_sel_hi:[1,0]
	v_add_u32_e32 v45, v102, v45
	v_pk_add_f32 v[102:103], v[98:99], 2.0 op_sel_hi:[1,0]
	v_cndmask_b32_e64 v1, 0, v79, s[8:9]
	v_div_scale_f32 v106, s[8:9], v103, v103, v99
	v_rcp_f32_e32 v107, v106
	v_ashrrev_i32_e32 v95, 23, v95
	v_add_u32_e32 v1, v95, v1
	v_cvt_f32_i32_e32 v105, v1
	v_fma_f32 v1, -v106, v107, 1.0
	v_fmac_f32_e32 v107, v1, v107
	v_div_scale_f32 v1, vcc, v99, v103, v99
	v_cvt_f32_i32_e32 v104, v45
	v_mul_f32_e32 v45, v1, v107
	v_fma_f32 v95, -v106, v45, v1
	v_fmac_f32_e32 v45, v95, v107
	v_div_scale_f32 v95, s[8:9], v102, v102, v98
	v_fma_f32 v1, -v106, v45, v1
	v_rcp_f32_e32 v106, v95
	v_div_fmas_f32 v1, v1, v107, v45
	v_div_fixup_f32 v103, v1, v103, v99
	s_and_b64 s[8:9], s[20:21], s[10:11]
	v_fma_f32 v1, -v95, v106, 1.0
	v_fmac_f32_e32 v106, v1, v106
	v_div_scale_f32 v1, vcc, v98, v102, v98
	v_mul_f32_e32 v45, v1, v106
	v_fma_f32 v107, -v95, v45, v1
	v_fmac_f32_e32 v45, v107, v106
	v_fma_f32 v1, -v95, v45, v1
	v_div_fmas_f32 v1, v1, v106, v45
	v_div_fixup_f32 v102, v1, v102, v98
	v_pk_mul_f32 v[106:107], v[102:103], v[102:103]
	v_cmp_neq_f32_e32 vcc, 0, v96
	v_pk_fma_f32 v[108:109], v[106:107], s[78:79], v[108:109] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_fma_f32 v[108:109], v[108:109], v[106:107], s[80:81] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[108:109], v[108:109], v[106:107], s[82:83] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[108:109], v[108:109], v[106:107], s[84:85] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_mul_f32 v[106:107], v[106:107], v[108:109] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_pk_add_f32 v[106:107], v[98:99], v[106:107]
	s_nop 0
	v_pk_fma_f32 v[98:99], v[102:103], v[106:107], v[98:99] neg_lo:[1,0,0] neg_hi:[1,0,0]
	s_nop 0
	v_pk_fma_f32 v[98:99], v[104:105], s[86:87], v[98:99] op_sel_hi:[1,0,1]
	s_nop 0
	v_pk_fma_f32 v[98:99], v[104:105], s[88:89], v[98:99] op_sel_hi:[1,0,1]
	s_nop 0
	v_cndmask_b32_e32 v1, v80, v98, vcc
	v_cmp_neq_f32_e32 vcc, 0, v97
	s_nop 1
	v_cndmask_b32_e32 v45, v80, v99, vcc
	v_cmp_neq_f32_e32 vcc, s67, v97
	s_nop 1
	v_cndmask_b32_e32 v45, v81, v45, vcc
	v_cmp_neq_f32_e32 vcc, s67, v96
	s_nop 1
	v_cndmask_b32_e32 v1, v81, v1, vcc
	v_cmp_ngt_f32_e32 vcc, 0, v96
	s_nop 1
	v_cndmask_b32_e32 v1, v82, v1, vcc
	v_cmp_ngt_f32_e32 vcc, 0, v97
	s_nop 1
	v_cndmask_b32_e32 v45, v82, v45, vcc
	v_cmp_u_f32_e32 vcc, v97, v97
	s_nop 1
	v_cndmask_b32_e32 v97, v45, v97, vcc
	v_cmp_u_f32_e32 vcc, v96, v96
	s_nop 1
	v_cndmask_b32_e32 v96, v1, v96, vcc
	v_pk_mul_f32 v[96:97], v[28:29], v[96:97]
	v_cmp_ge_f32_e32 vcc, s41, v101
	s_nop 1
	v_cndmask_b32_e32 v51, v51, v97, vcc
	v_cmp_ge_f32_e32 vcc, s14, v100
	s_nop 1
	v_cndmask_b32_e32 v50, v50, v96, vcc
	v_pk_mul_f32 v[50:51], v[34:35], v[50:51]
	s_nop 0
	v_cmp_ngt_f32_e32 vcc, s15, v50
	s_nop 1
	v_cndmask_b32_e32 v1, v58, v50, vcc
	v_cmp_ngt_f32_e32 vcc, s15, v51
	s_nop 1
	v_cndmask_b32_e32 v45, v58, v51, vcc
	v_cmp_nlt_f32_e32 vcc, s37, v45
	s_nop 1
	v_cndmask_b32_e32 v51, v59, v45, vcc
	v_cmp_nlt_f32_e32 vcc, s37, v1
	s_nop 1
	v_cndmask_b32_e32 v50, v59, v1, vcc
	v_pk_fma_f32 v[24:25], v[50:51], s[24:25], v[24:25] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_add_f32 v[24:25], v[24:25], s[36:37] op_sel_hi:[1,0]
	s_nop 0
	v_pk_fma_f32 v[50:51], v[24:25], s[40:41], v[50:51] op_sel_hi:[1,0,1]
	v_pk_mul_f32 v[96:97], v[24:25], s[42:43] op_sel_hi:[1,0]
	v_cmp_o_f32_e32 vcc, v25, v25
	v_pk_add_f32 v[98:99], v[50:51], v[96:97]
	s_nop 0
	v_pk_fma_f32 v[52:53], v[98:99], s[44:45], v[52:53] op_sel_hi:[1,0,0]
	v_pk_add_f32 v[50:51], v[98:99], v[50:51] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_fma_f32 v[52:53], v[52:53], v[98:99], s[68:69] op_sel_hi:[1,1,0]
	v_pk_add_f32 v[50:51], v[96:97], v[50:51] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_fma_f32 v[52:53], v[52:53], v[98:99], s[70:71] op_sel_hi:[1,1,0]
	v_pk_mul_f32 v[96:97], v[98:99], v[98:99]
	v_pk_fma_f32 v[52:53], v[52:53], v[98:99], s[72:73] op_sel_hi:[1,1,0]
	v_cndmask_b32_e32 v1, 0, v25, vcc
	v_pk_fma_f32 v[52:53], v[52:53], v[98:99], 0.5 op_sel_hi:[1,1,0]
	v_cmp_o_f32_e32 vcc, v24, v24
	v_pk_mul_f32 v[52:53], v[96:97], v[52:53]
	v_cvt_i32_f32_e32 v1, v1
	v_pk_add_f32 v[96:97], v[98:99], v[52:53]
	v_cndmask_b32_e32 v24, 0, v24, vcc
	v_pk_add_f32 v[98:99], v[96:97], v[98:99] neg_lo:[0,1] neg_hi:[0,1]
	v_cvt_i32_f32_e32 v45, v24
	v_pk_add_f32 v[52:53], v[52:53], v[98:99] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_pk_add_f32 v[50:51], v[50:51], v[52:53]
	v_pk_add_f32 v[52:53], v[96:97], 1.0 op_sel_hi:[1,0]
	s_nop 0
	v_pk_add_f32 v[98:99], v[52:53], -1.0 op_sel_hi:[1,0]
	s_nop 0
	v_pk_add_f32 v[96:97], v[96:97], v[98:99] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_pk_add_f32 v[24:25], v[96:97], v[50:51]
	v_ashrrev_i32_e32 v50, 1, v1
	v_pk_add_f32 v[24:25], v[52:53], v[24:25]
	v_ashrrev_i32_e32 v52, 1, v45
	v_sub_u32_e32 v45, v45, v52
	v_sub_u32_e32 v1, v1, v50
	v_lshl_add_u32 v51, v50, 23, 1.0
	v_lshl_add_u32 v50, v52, 23, 1.0
	v_lshl_add_u32 v53, v1, 23, 1.0
	v_lshl_add_u32 v52, v45, 23, 1.0
	v_pk_mul_f32 v[24:25], v[24:25], v[50:51]
	s_nop 0
	v_pk_mul_f32 v[24:25], v[24:25], v[52:53]
	ds_write_b128 v69, v[22:25]
	s_and_saveexec_b64 s[10:11], s[8:9]
	s_xor_b64 s[10:11], exec, s[10:11]
	s_cbranch_execz .LBB0_66
	v_ashrrev_i32_e32 v1, 31, v86
	v_mul_lo_u32 v45, s51, v86
	v_mul_lo_u32 v1, s50, v1
	v_mad_u64_u32 v[50:51], s[8:9], s50, v86, 0
	v_add3_u32 v51, v51, v1, v45
	v_lshl_add_u64 v[50:51], v[50:51], 2, v[38:39]
	global_store_dwordx4 v[50:51], v[22:25], off
.LBB0_66:
	s_or_b64 exec, exec, s[90:91]
	s_and_saveexec_b64 s[10:11], s[6:7]
	s_cbranch_execz .LBB0_71
	v_mul_f32_e32 v1, v90, v90
	v_fmac_f32_e32 v1, v87, v87
	v_mul_f32_e32 v23, v94, v94
	v_fmac_f32_e32 v1, v88, v88
	v_fmac_f32_e32 v23, v92, v92
	v_fmac_f32_e32 v1, v89, v89
	v_fmac_f32_e32 v23, v91, v91
	ds_bpermute_b32 v22, v64, v1
	v_fmac_f32_e32 v23, v93, v93
	ds_bpermute_b32 v24, v64, v23
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v1, v1, v22
	ds_bpermute_b32 v22, v65, v1
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v23, v23, v24
	ds_bpermute_b32 v24, v65, v23
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v1, v1, v22
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v22, v23, v24
	ds_bpermute_b32 v23, v66, v1
	ds_bpermute_b32 v24, v66, v22
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v1, v1, v23
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v22, v22, v24
	ds_bpermute_b32 v23, v67, v1
	ds_bpermute_b32 v24, v67, v22
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v23, v1, v23
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v22, v22, v24
	ds_bpermute_b32 v24, v68, v23
	ds_bpermute_b32 v25, v68, v22
	v_add_u32_e32 v1, 4, v86
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v23, v23, v24
	v_add_f32_e32 v23, 0x358637bd, v23
	v_mul_f32_e32 v24, 0x4f800000, v23
	v_cmp_gt_f32_e32 vcc, s43, v23
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v22, v22, v25
	v_add_f32_e32 v22, 0x358637bd, v22
	v_cndmask_b32_e32 v23, v23, v24, vcc
	v_sqrt_f32_e32 v24, v23
	v_mul_f32_e32 v25, 0x4f800000, v22
	v_cmp_gt_f32_e64 s[6:7], s43, v22
	v_add_u32_e32 v45, 1, v24
	s_nop 0
	v_cndmask_b32_e64 v22, v22, v25, s[6:7]
	v_add_u32_e32 v25, -1, v24
	v_fma_f32 v50, -v25, v24, v23
	v_cmp_ge_f32_e64 s[8:9], 0, v50
	v_fma_f32 v51, -v45, v24, v23
	s_nop 0
	v_cndmask_b32_e64 v24, v24, v25, s[8:9]
	v_sqrt_f32_e32 v25, v22
	v_cmp_lt_f32_e64 s[8:9], 0, v51
	v_add_u32_e32 v50, -1, v25
	v_fma_f32 v51, -v50, v25, v22
	v_cndmask_b32_e64 v24, v24, v45, s[8:9]
	v_cmp_ge_f32_e64 s[8:9], 0, v51
	v_add_u32_e32 v51, 1, v25
	v_mul_f32_e32 v45, 0x37800000, v24
	v_cndmask_b32_e64 v50, v25, v50, s[8:9]
	v_fma_f32 v25, -v51, v25, v22
	v_cmp_lt_f32_e64 s[8:9], 0, v25
	v_cndmask_b32_e32 v24, v24, v45, vcc
	v_cmp_class_f32_e32 vcc, v23, v77
	v_cndmask_b32_e64 v25, v50, v51, s[8:9]
	v_mul_f32_e32 v50, 0x37800000, v25
	v_cndmask_b32_e64 v25, v25, v50, s[6:7]
	v_cmp_class_f32_e64 s[6:7], v22, v77
	v_cndmask_b32_e32 v45, v24, v23, vcc
	s_nop 0
	v_cndmask_b32_e64 v50, v25, v22, s[6:7]
	v_div_scale_f32 v22, s[6:7], v50, v50, v94
	v_rcp_f32_e32 v25, v22
	s_nop 0
	v_fma_f32 v23, -v22, v25, 1.0
	v_fmac_f32_e32 v25, v23, v25
	v_div_scale_f32 v23, vcc, v94, v50, v94
	v_mul_f32_e32 v24, v23, v25
	v_fma_f32 v51, -v22, v24, v23
	v_fmac_f32_e32 v24, v51, v25
	v_div_scale_f32 v51, s[6:7], v50, v50, v92
	v_rcp_f32_e32 v52, v51
	v_fma_f32 v22, -v22, v24, v23
	v_div_fmas_f32 v22, v22, v25, v24
	v_div_fixup_f32 v23, v22, v50, v94
	v_fma_f32 v22, -v51, v52, 1.0
	v_fmac_f32_e32 v52, v22, v52
	v_div_scale_f32 v22, vcc, v92, v50, v92
	v_mul_f32_e32 v24, v22, v52
	v_fma_f32 v25, -v51, v24, v22
	v_fmac_f32_e32 v24, v25, v52
	v_div_scale_f32 v25, s[6:7], v50, v50, v93
	v_fma_f32 v22, -v51, v24, v22
	v_rcp_f32_e32 v51, v25
	v_div_fmas_f32 v22, v22, v52, v24
	v_div_fixup_f32 v22, v22, v50, v92
	v_fma_f32 v24, -v25, v51, 1.0
	v_fmac_f32_e32 v51, v24, v51
	v_div_scale_f32 v24, vcc, v93, v50, v93
	v_mul_f32_e32 v52, v24, v51
	v_fma_f32 v53, -v25, v52, v24
	v_fmac_f32_e32 v52, v53, v51
	v_div_scale_f32 v53, s[6:7], v50, v50, v91
	v_rcp_f32_e32 v86, v53
	v_fma_f32 v24, -v25, v52, v24
	v_div_fmas_f32 v24, v24, v51, v52
	v_div_fixup_f32 v25, v24, v50, v93
	v_fma_f32 v24, -v53, v86, 1.0
	v_fmac_f32_e32 v86, v24, v86
	v_div_scale_f32 v24, vcc, v91, v50, v91
	v_mul_f32_e32 v51, v24, v86
	v_fma_f32 v52, -v53, v51, v24
	v_fmac_f32_e32 v51, v52, v86
	v_div_scale_f32 v52, s[6:7], v45, v45, v90
	v_fma_f32 v24, -v53, v51, v24
	v_rcp_f32_e32 v53, v52
	v_div_fmas_f32 v24, v24, v86, v51
	v_div_fixup_f32 v24, v24, v50, v91
	v_fma_f32 v50, -v52, v53, 1.0
	v_fmac_f32_e32 v53, v50, v53
	v_div_scale_f32 v50, vcc, v90, v45, v90
	v_mul_f32_e32 v51, v50, v53
	v_fma_f32 v86, -v52, v51, v50
	v_fmac_f32_e32 v51, v86, v53
	v_fma_f32 v50, -v52, v51, v50
	v_div_scale_f32 v52, s[6:7], v45, v45, v87
	v_rcp_f32_e32 v86, v52
	v_div_fmas_f32 v50, v50, v53, v51
	v_div_fixup_f32 v51, v50, v45, v90
	v_fma_f32 v50, -v52, v86, 1.0
	v_fmac_f32_e32 v86, v50, v86
	v_div_scale_f32 v50, vcc, v87, v45, v87
	v_mul_f32_e32 v53, v50, v86
	v_fma_f32 v90, -v52, v53, v50
	v_fmac_f32_e32 v53, v90, v86
	v_fma_f32 v50, -v52, v53, v50
	v_div_scale_f32 v52, s[6:7], v45, v45, v89
	v_rcp_f32_e32 v90, v52
	v_div_fmas_f32 v50, v50, v86, v53
	v_div_fixup_f32 v50, v50, v45, v87
	v_pk_mul_f32 v[50:51], s[12:13], v[50:51]
	v_fma_f32 v53, -v52, v90, 1.0
	v_fmac_f32_e32 v90, v53, v90
	v_div_scale_f32 v53, vcc, v89, v45, v89
	v_mul_f32_e32 v86, v53, v90
	v_fma_f32 v87, -v52, v86, v53
	v_fmac_f32_e32 v86, v87, v90
	v_div_scale_f32 v87, s[6:7], v45, v45, v88
	v_rcp_f32_e32 v91, v87
	v_fma_f32 v52, -v52, v86, v53
	v_div_fmas_f32 v52, v52, v90, v86
	v_div_fixup_f32 v53, v52, v45, v89
	v_fma_f32 v52, -v87, v91, 1.0
	v_fmac_f32_e32 v91, v52, v91
	v_div_scale_f32 v52, vcc, v88, v45, v88
	v_mul_f32_e32 v86, v52, v91
	v_fma_f32 v89, -v87, v86, v52
	v_fmac_f32_e32 v86, v89, v91
	v_fma_f32 v52, -v87, v86, v52
	v_div_fmas_f32 v52, v52, v91, v86
	v_cmp_gt_i32_e32 vcc, s25, v1
	v_div_fixup_f32 v52, v52, v45, v88
	s_and_b64 s[8:9], s[34:35], vcc
	v_pk_mul_f32 v[52:53], s[12:13], v[52:53]
	s_and_b64 s[90:91], s[26:27], s[8:9]
	ds_write_b128 v73, v[50:53]
	ds_write_b128 v74, v[22:25]
	s_and_saveexec_b64 s[6:7], s[90:91]
	s_cbranch_execz .LBB0_69
	v_ashrrev_i32_e32 v45, 31, v1
	v_mul_lo_u32 v52, s23, v1
	v_mul_lo_u32 v45, s22, v45
	v_mad_u64_u32 v[50:51], s[90:91], s22, v1, 0
	v_add3_u32 v51, v51, v45, v52
	v_lshl_add_u64 v[50:51], v[50:51], 2, v[36:37]
	global_store_dwordx4 v[50:51], v[22:25], off
.LBB0_69:
	s_or_b64 exec, exec, s[6:7]
	s_waitcnt vmcnt(0)
	v_pk_add_f32 v[22:23], v[18:19], v[48:49]
	v_pk_add_f32 v[46:47], v[20:21], v[46:47]
	v_pk_mul_f32 v[50:51], s[46:47], v[22:23]
	s_nop 0
	v_cmp_ngt_f32_e32 vcc, s15, v50
	s_nop 1
	v_cndmask_b32_e32 v24, v58, v50, vcc
	v_cmp_ngt_f32_e32 vcc, s15, v51
	s_nop 1
	v_cndmask_b32_e32 v25, v58, v51, vcc
	v_cmp_nlt_f32_e32 vcc, s37, v25
	s_nop 1
	v_cndmask_b32_e32 v49, v59, v25, vcc
	v_cmp_nlt_f32_e32 vcc, s37, v24
	s_nop 1
	v_cndmask_b32_e32 v48, v59, v24, vcc
	v_mov_b64_e32 v[24:25], s[64:65]
	v_pk_fma_f32 v[52:53], v[48:49], s[24:25], v[24:25] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_add_f32 v[52:53], v[52:53], s[36:37] op_sel_hi:[1,0]
	s_nop 0
	v_cmp_o_f32_e32 vcc, v53, v53
	v_pk_fma_f32 v[88:89], v[52:53], s[40:41], v[48:49] op_sel_hi:[1,0,1]
	v_mov_b64_e32 v[48:49], s[66:67]
	v_cndmask_b32_e32 v45, 0, v53, vcc
	v_cmp_o_f32_e32 vcc, v52, v52
	v_cvt_i32_f32_e32 v87, v45
	v_ashrrev_i32_e32 v103, 1, v87
	v_cndmask_b32_e32 v86, 0, v52, vcc
	v_pk_mul_f32 v[52:53], v[52:53], s[42:43] op_sel_hi:[1,0]
	v_cvt_i32_f32_e32 v102, v86
	v_pk_add_f32 v[90:91], v[88:89], v[52:53]
	v_ashrrev_i32_e32 v104, 1, v102
	v_pk_fma_f32 v[96:97], v[90:91], s[44:45], v[48:49] op_sel_hi:[1,0,0]
	v_pk_mul_f32 v[98:99], v[90:91], v[90:91]
	v_pk_fma_f32 v[96:97], v[96:97], v[90:91], s[68:69] op_sel_hi:[1,1,0]
	v_pk_add_f32 v[92:93], v[90:91], v[88:89] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_fma_f32 v[96:97], v[96:97], v[90:91], s[70:71] op_sel_hi:[1,1,0]
	v_pk_add_f32 v[94:95], v[52:53], v[92:93] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_fma_f32 v[96:97], v[96:97], v[90:91], s[72:73] op_sel_hi:[1,1,0]
	v_lshl_add_u32 v86, v104, 23, 1.0
	v_pk_fma_f32 v[96:97], v[96:97], v[90:91], 0.5 op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_mul_f32 v[96:97], v[98:99], v[96:97]
	s_nop 0
	v_pk_add_f32 v[98:99], v[90:91], v[96:97]
	s_nop 0
	v_pk_add_f32 v[90:91], v[98:99], v[90:91] neg_lo:[0,1] neg_hi:[0,1]
	v_mov_b32_e32 v52, v99
	v_pk_add_f32 v[90:91], v[96:97], v[90:91] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[96:97], v[98:99], 1.0 op_sel_hi:[1,0]
	s_nop 0
	v_add_f32_e32 v45, -1.0, v96
	v_sub_f32_e32 v88, v98, v45
	v_mov_b32_e32 v45, v89
	v_pk_add_f32 v[100:101], v[96:97], v[44:45] op_sel:[1,0] op_sel_hi:[0,1]
	v_mov_b32_e32 v101, v93
	v_pk_add_f32 v[52:53], v[52:53], v[100:101] neg_lo:[0,1] neg_hi:[0,1]
	v_sub_u32_e32 v45, v102, v104
	v_mov_b32_e32 v95, v53
	v_pk_add_f32 v[90:91], v[94:95], v[90:91]
	v_mov_b32_e32 v89, v52
	v_pk_add_f32 v[52:53], v[88:89], v[90:91]
	v_sub_u32_e32 v88, v87, v103
	v_pk_add_f32 v[52:53], v[96:97], v[52:53]
	v_lshl_add_u32 v87, v103, 23, 1.0
	v_lshl_add_u32 v89, v88, 23, 1.0
	v_lshl_add_u32 v88, v45, 23, 1.0
	v_pk_mul_f32 v[52:53], v[52:53], v[86:87]
	s_nop 0
	v_pk_mul_f32 v[52:53], v[52:53], v[88:89]
	s_nop 0
	v_pk_add_f32 v[52:53], v[52:53], 1.0 op_sel_hi:[1,0]
	s_nop 0
	v_pk_mul_f32 v[86:87], v[52:53], s[74:75] op_sel_hi:[1,0]
	v_cmp_gt_f32_e32 vcc, s65, v52
	v_cmp_gt_f32_e64 s[6:7], s65, v53
	s_nop 0
	v_cndmask_b32_e32 v45, v52, v86, vcc
	v_cndmask_b32_e64 v86, v53, v87, s[6:7]
	v_add_u32_e32 v88, 0xc0cafb0d, v86
	v_add_u32_e32 v89, 0xc0cafb0d, v45
	v_and_b32_e32 v87, 0xff800000, v88
	v_and_b32_e32 v90, 0xff800000, v89
	v_sub_u32_e32 v87, v86, v87
	v_sub_u32_e32 v86, v45, v90
	v_cndmask_b32_e32 v90, 0, v79, vcc
	v_ashrrev_i32_e32 v91, 23, v88
	v_ashrrev_i32_e32 v88, 23, v89
	v_pk_add_f32 v[86:87], v[86:87], -1.0 op_sel_hi:[1,0]
	v_add_u32_e32 v90, v88, v90
	v_pk_add_f32 v[88:89], v[86:87], 2.0 op_sel_hi:[1,0]
	v_cndmask_b32_e64 v45, 0, v79, s[6:7]
	v_div_scale_f32 v92, s[6:7], v89, v89, v87
	v_rcp_f32_e32 v93, v92
	v_add_u32_e32 v45, v91, v45
	v_cvt_f32_i32_e32 v91, v45
	v_cvt_f32_i32_e32 v90, v90
	v_fma_f32 v45, -v92, v93, 1.0
	v_fmac_f32_e32 v93, v45, v93
	v_div_scale_f32 v45, vcc, v87, v89, v87
	v_mul_f32_e32 v94, v45, v93
	v_fma_f32 v95, -v92, v94, v45
	v_fmac_f32_e32 v94, v95, v93
	v_fma_f32 v45, -v92, v94, v45
	v_div_scale_f32 v92, s[6:7], v88, v88, v86
	v_rcp_f32_e32 v95, v92
	v_div_fmas_f32 v45, v45, v93, v94
	v_div_fixup_f32 v89, v45, v89, v87
	v_fma_f32 v45, -v92, v95, 1.0
	v_fmac_f32_e32 v95, v45, v95
	v_div_scale_f32 v45, vcc, v86, v88, v86
	v_mul_f32_e32 v93, v45, v95
	v_fma_f32 v94, -v92, v93, v45
	v_fmac_f32_e32 v93, v94, v95
	v_fma_f32 v45, -v92, v93, v45
	v_div_fmas_f32 v45, v45, v95, v93
	v_div_fixup_f32 v88, v45, v88, v86
	v_pk_mul_f32 v[92:93], v[88:89], v[88:89]
	v_mov_b64_e32 v[94:95], s[76:77]
	v_pk_fma_f32 v[96:97], v[92:93], s[78:79], v[94:95] op_sel_hi:[1,0,0]
	v_cmp_neq_f32_e32 vcc, 0, v52
	v_pk_fma_f32 v[96:97], v[96:97], v[92:93], s[80:81] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[96:97], v[96:97], v[92:93], s[82:83] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[96:97], v[96:97], v[92:93], s[84:85] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_mul_f32 v[92:93], v[92:93], v[96:97] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_pk_add_f32 v[92:93], v[86:87], v[92:93]
	s_nop 0
	v_pk_fma_f32 v[86:87], v[88:89], v[92:93], v[86:87] neg_lo:[1,0,0] neg_hi:[1,0,0]
	s_nop 0
	v_pk_fma_f32 v[86:87], v[90:91], s[86:87], v[86:87] op_sel_hi:[1,0,1]
	s_nop 0
	v_pk_fma_f32 v[86:87], v[90:91], s[88:89], v[86:87] op_sel_hi:[1,0,1]
	s_nop 0
	v_cndmask_b32_e32 v45, v80, v86, vcc
	v_cmp_neq_f32_e32 vcc, 0, v53
	s_nop 1
	v_cndmask_b32_e32 v86, v80, v87, vcc
	v_cmp_neq_f32_e32 vcc, s67, v53
	s_nop 1
	v_cndmask_b32_e32 v86, v81, v86, vcc
	v_cmp_neq_f32_e32 vcc, s67, v52
	s_nop 1
	v_cndmask_b32_e32 v45, v81, v45, vcc
	v_cmp_ngt_f32_e32 vcc, 0, v52
	s_nop 1
	v_cndmask_b32_e32 v45, v82, v45, vcc
	v_cmp_ngt_f32_e32 vcc, 0, v53
	s_nop 1
	v_cndmask_b32_e32 v86, v82, v86, vcc
	v_cmp_u_f32_e32 vcc, v53, v53
	s_nop 1
	v_cndmask_b32_e32 v53, v86, v53, vcc
	v_cmp_u_f32_e32 vcc, v52, v52
	s_nop 1
	v_cndmask_b32_e32 v52, v45, v52, vcc
	v_pk_mul_f32 v[52:53], v[28:29], v[52:53]
	v_cmp_ge_f32_e32 vcc, s41, v51
	s_nop 1
	v_cndmask_b32_e32 v23, v23, v53, vcc
	v_cmp_ge_f32_e32 vcc, s14, v50
	s_nop 1
	v_cndmask_b32_e32 v22, v22, v52, vcc
	v_pk_mul_f32 v[22:23], v[34:35], v[22:23]
	s_nop 0
	v_cmp_ngt_f32_e32 vcc, s15, v22
	s_nop 1
	v_cndmask_b32_e32 v22, v58, v22, vcc
	v_cmp_ngt_f32_e32 vcc, s15, v23
	s_nop 1
	v_cndmask_b32_e32 v23, v58, v23, vcc
	v_cmp_nlt_f32_e32 vcc, s37, v23
	s_nop 1
	v_cndmask_b32_e32 v23, v59, v23, vcc
	v_cmp_nlt_f32_e32 vcc, s37, v22
	s_nop 1
	v_cndmask_b32_e32 v22, v59, v22, vcc
	v_pk_fma_f32 v[50:51], v[22:23], s[24:25], v[24:25] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_add_f32 v[50:51], v[50:51], s[36:37] op_sel_hi:[1,0]
	s_nop 0
	v_pk_fma_f32 v[22:23], v[50:51], s[40:41], v[22:23] op_sel_hi:[1,0,1]
	v_pk_mul_f32 v[52:53], v[50:51], s[42:43] op_sel_hi:[1,0]
	v_cmp_o_f32_e32 vcc, v51, v51
	v_pk_add_f32 v[86:87], v[22:23], v[52:53]
	s_nop 0
	v_pk_add_f32 v[22:23], v[86:87], v[22:23] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_mul_f32 v[88:89], v[86:87], v[86:87]
	v_pk_add_f32 v[22:23], v[52:53], v[22:23] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_fma_f32 v[52:53], v[86:87], s[44:45], v[48:49] op_sel_hi:[1,0,0]
	v_cndmask_b32_e32 v45, 0, v51, vcc
	v_pk_fma_f32 v[52:53], v[52:53], v[86:87], s[68:69] op_sel_hi:[1,1,0]
	v_cmp_o_f32_e32 vcc, v50, v50
	v_pk_fma_f32 v[52:53], v[52:53], v[86:87], s[70:71] op_sel_hi:[1,1,0]
	v_cvt_i32_f32_e32 v45, v45
	v_pk_fma_f32 v[52:53], v[52:53], v[86:87], s[72:73] op_sel_hi:[1,1,0]
	v_cndmask_b32_e32 v50, 0, v50, vcc
	v_pk_fma_f32 v[52:53], v[52:53], v[86:87], 0.5 op_sel_hi:[1,1,0]
	v_cvt_i32_f32_e32 v50, v50
	v_pk_mul_f32 v[52:53], v[88:89], v[52:53]
	v_ashrrev_i32_e32 v51, 1, v45
	v_pk_add_f32 v[88:89], v[86:87], v[52:53]
	v_sub_u32_e32 v45, v45, v51
	v_pk_add_f32 v[86:87], v[88:89], v[86:87] neg_lo:[0,1] neg_hi:[0,1]
	v_lshl_add_u32 v51, v51, 23, 1.0
	v_pk_add_f32 v[52:53], v[52:53], v[86:87] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_pk_add_f32 v[22:23], v[22:23], v[52:53]
	v_pk_add_f32 v[52:53], v[88:89], 1.0 op_sel_hi:[1,0]
	s_nop 0
	v_pk_add_f32 v[86:87], v[52:53], -1.0 op_sel_hi:[1,0]
	s_nop 0
	v_pk_add_f32 v[86:87], v[88:89], v[86:87] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_pk_add_f32 v[22:23], v[86:87], v[22:23]
	s_nop 0
	v_pk_add_f32 v[22:23], v[52:53], v[22:23]
	v_ashrrev_i32_e32 v52, 1, v50
	v_sub_u32_e32 v86, v50, v52
	v_lshl_add_u32 v50, v52, 23, 1.0
	v_lshl_add_u32 v52, v86, 23, 1.0
	v_pk_mul_f32 v[86:87], s[46:47], v[46:47]
	v_lshl_add_u32 v53, v45, 23, 1.0
	v_cmp_ngt_f32_e32 vcc, s15, v86
	v_pk_mul_f32 v[22:23], v[22:23], v[50:51]
	s_nop 0
	v_cndmask_b32_e32 v45, v58, v86, vcc
	v_cmp_ngt_f32_e32 vcc, s15, v87
	v_pk_mul_f32 v[22:23], v[22:23], v[52:53]
	s_nop 0
	v_cndmask_b32_e32 v88, v58, v87, vcc
	v_cmp_nlt_f32_e32 vcc, s37, v88
	s_nop 1
	v_cndmask_b32_e32 v89, v59, v88, vcc
	v_cmp_nlt_f32_e32 vcc, s37, v45
	s_nop 1
	v_cndmask_b32_e32 v88, v59, v45, vcc
	v_pk_fma_f32 v[90:91], v[88:89], s[24:25], v[24:25] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_add_f32 v[90:91], v[90:91], s[36:37] op_sel_hi:[1,0]
	s_nop 0
	v_cmp_o_f32_e32 vcc, v91, v91
	v_pk_fma_f32 v[52:53], v[90:91], s[40:41], v[88:89] op_sel_hi:[1,0,1]
	v_pk_mul_f32 v[88:89], v[90:91], s[42:43] op_sel_hi:[1,0]
	v_cndmask_b32_e32 v45, 0, v91, vcc
	v_cmp_o_f32_e32 vcc, v90, v90
	v_cvt_i32_f32_e32 v104, v45
	v_ashrrev_i32_e32 v51, 1, v104
	v_cndmask_b32_e32 v92, 0, v90, vcc
	v_pk_add_f32 v[90:91], v[52:53], v[88:89]
	v_cvt_i32_f32_e32 v105, v92
	v_pk_fma_f32 v[98:99], v[90:91], s[44:45], v[48:49] op_sel_hi:[1,0,0]
	v_pk_mul_f32 v[100:101], v[90:91], v[90:91]
	v_pk_fma_f32 v[98:99], v[98:99], v[90:91], s[68:69] op_sel_hi:[1,1,0]
	v_pk_add_f32 v[92:93], v[90:91], v[52:53] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_fma_f32 v[98:99], v[98:99], v[90:91], s[70:71] op_sel_hi:[1,1,0]
	v_pk_add_f32 v[96:97], v[88:89], v[92:93] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_fma_f32 v[98:99], v[98:99], v[90:91], s[72:73] op_sel_hi:[1,1,0]
	v_ashrrev_i32_e32 v106, 1, v105
	v_pk_fma_f32 v[98:99], v[98:99], v[90:91], 0.5 op_sel_hi:[1,1,0]
	v_lshl_add_u32 v50, v106, 23, 1.0
	v_pk_mul_f32 v[98:99], v[100:101], v[98:99]
	s_nop 0
	v_pk_add_f32 v[100:101], v[90:91], v[98:99]
	s_nop 0
	v_pk_add_f32 v[90:91], v[100:101], v[90:91] neg_lo:[0,1] neg_hi:[0,1]
	v_mov_b32_e32 v88, v101
	v_pk_add_f32 v[90:91], v[98:99], v[90:91] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[98:99], v[100:101], 1.0 op_sel_hi:[1,0]
	s_nop 0
	v_add_f32_e32 v45, -1.0, v98
	v_sub_f32_e32 v52, v100, v45
	v_mov_b32_e32 v45, v53
	v_pk_add_f32 v[102:103], v[98:99], v[44:45] op_sel:[1,0] op_sel_hi:[0,1]
	v_mov_b32_e32 v103, v93
	v_pk_add_f32 v[88:89], v[88:89], v[102:103] neg_lo:[0,1] neg_hi:[0,1]
	v_sub_u32_e32 v45, v105, v106
	v_mov_b32_e32 v97, v89
	v_pk_add_f32 v[90:91], v[96:97], v[90:91]
	v_mov_b32_e32 v53, v88
	v_pk_add_f32 v[52:53], v[52:53], v[90:91]
	v_sub_u32_e32 v88, v104, v51
	v_pk_add_f32 v[52:53], v[98:99], v[52:53]
	v_lshl_add_u32 v51, v51, 23, 1.0
	v_lshl_add_u32 v89, v88, 23, 1.0
	v_lshl_add_u32 v88, v45, 23, 1.0
	v_pk_mul_f32 v[50:51], v[52:53], v[50:51]
	s_nop 0
	v_pk_mul_f32 v[50:51], v[50:51], v[88:89]
	s_nop 0
	v_pk_add_f32 v[50:51], v[50:51], 1.0 op_sel_hi:[1,0]
	s_nop 0
	v_pk_mul_f32 v[52:53], v[50:51], s[74:75] op_sel_hi:[1,0]
	v_cmp_gt_f32_e32 vcc, s65, v50
	v_cmp_gt_f32_e64 s[6:7], s65, v51
	s_nop 0
	v_cndmask_b32_e32 v45, v50, v52, vcc
	v_cndmask_b32_e64 v52, v51, v53, s[6:7]
	v_add_u32_e32 v88, 0xc0cafb0d, v52
	v_add_u32_e32 v89, 0xc0cafb0d, v45
	v_and_b32_e32 v53, 0xff800000, v88
	v_and_b32_e32 v90, 0xff800000, v89
	v_sub_u32_e32 v53, v52, v53
	v_sub_u32_e32 v52, v45, v90
	v_cndmask_b32_e32 v90, 0, v79, vcc
	v_ashrrev_i32_e32 v91, 23, v88
	v_ashrrev_i32_e32 v88, 23, v89
	v_pk_add_f32 v[52:53], v[52:53], -1.0 op_sel_hi:[1,0]
	v_add_u32_e32 v90, v88, v90
	v_pk_add_f32 v[88:89], v[52:53], 2.0 op_sel_hi:[1,0]
	v_cndmask_b32_e64 v45, 0, v79, s[6:7]
	v_div_scale_f32 v92, s[6:7], v89, v89, v53
	v_rcp_f32_e32 v93, v92
	v_add_u32_e32 v45, v91, v45
	v_cvt_f32_i32_e32 v91, v45
	v_cvt_f32_i32_e32 v90, v90
	v_fma_f32 v45, -v92, v93, 1.0
	v_fmac_f32_e32 v93, v45, v93
	v_div_scale_f32 v45, vcc, v53, v89, v53
	v_mul_f32_e32 v96, v45, v93
	v_fma_f32 v97, -v92, v96, v45
	v_fmac_f32_e32 v96, v97, v93
	v_fma_f32 v45, -v92, v96, v45
	v_div_scale_f32 v92, s[6:7], v88, v88, v52
	v_rcp_f32_e32 v97, v92
	v_div_fmas_f32 v45, v45, v93, v96
	v_div_fixup_f32 v89, v45, v89, v53
	s_and_b64 s[6:7], s[20:21], s[8:9]
	v_fma_f32 v45, -v92, v97, 1.0
	v_fmac_f32_e32 v97, v45, v97
	v_div_scale_f32 v45, vcc, v52, v88, v52
	v_mul_f32_e32 v93, v45, v97
	v_fma_f32 v96, -v92, v93, v45
	v_fmac_f32_e32 v93, v96, v97
	v_fma_f32 v45, -v92, v93, v45
	v_div_fmas_f32 v45, v45, v97, v93
	v_div_fixup_f32 v88, v45, v88, v52
	v_pk_mul_f32 v[92:93], v[88:89], v[88:89]
	v_cmp_neq_f32_e32 vcc, 0, v50
	v_pk_fma_f32 v[94:95], v[92:93], s[78:79], v[94:95] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_fma_f32 v[94:95], v[94:95], v[92:93], s[80:81] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[94:95], v[94:95], v[92:93], s[82:83] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[94:95], v[94:95], v[92:93], s[84:85] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_mul_f32 v[92:93], v[92:93], v[94:95] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_pk_add_f32 v[92:93], v[52:53], v[92:93]
	s_nop 0
	v_pk_fma_f32 v[52:53], v[88:89], v[92:93], v[52:53] neg_lo:[1,0,0] neg_hi:[1,0,0]
	s_nop 0
	v_pk_fma_f32 v[52:53], v[90:91], s[86:87], v[52:53] op_sel_hi:[1,0,1]
	s_nop 0
	v_pk_fma_f32 v[52:53], v[90:91], s[88:89], v[52:53] op_sel_hi:[1,0,1]
	s_nop 0
	v_cndmask_b32_e32 v45, v80, v52, vcc
	v_cmp_neq_f32_e32 vcc, 0, v51
	s_nop 1
	v_cndmask_b32_e32 v52, v80, v53, vcc
	v_cmp_neq_f32_e32 vcc, s67, v51
	s_nop 1
	v_cndmask_b32_e32 v52, v81, v52, vcc
	v_cmp_neq_f32_e32 vcc, s67, v50
	s_nop 1
	v_cndmask_b32_e32 v45, v81, v45, vcc
	v_cmp_ngt_f32_e32 vcc, 0, v50
	s_nop 1
	v_cndmask_b32_e32 v45, v82, v45, vcc
	v_cmp_ngt_f32_e32 vcc, 0, v51
	s_nop 1
	v_cndmask_b32_e32 v52, v82, v52, vcc
	v_cmp_u_f32_e32 vcc, v51, v51
	s_nop 1
	v_cndmask_b32_e32 v51, v52, v51, vcc
	v_cmp_u_f32_e32 vcc, v50, v50
	s_nop 1
	v_cndmask_b32_e32 v50, v45, v50, vcc
	v_pk_mul_f32 v[50:51], v[28:29], v[50:51]
	v_cmp_ge_f32_e32 vcc, s41, v87
	s_nop 1
	v_cndmask_b32_e32 v47, v47, v51, vcc
	v_cmp_ge_f32_e32 vcc, s14, v86
	s_nop 1
	v_cndmask_b32_e32 v46, v46, v50, vcc
	v_pk_mul_f32 v[46:47], v[34:35], v[46:47]
	s_nop 0
	v_cmp_ngt_f32_e32 vcc, s15, v46
	s_nop 1
	v_cndmask_b32_e32 v45, v58, v46, vcc
	v_cmp_ngt_f32_e32 vcc, s15, v47
	s_nop 1
	v_cndmask_b32_e32 v46, v58, v47, vcc
	v_cmp_nlt_f32_e32 vcc, s37, v46
	s_nop 1
	v_cndmask_b32_e32 v47, v59, v46, vcc
	v_cmp_nlt_f32_e32 vcc, s37, v45
	s_nop 1
	v_cndmask_b32_e32 v46, v59, v45, vcc
	v_pk_fma_f32 v[24:25], v[46:47], s[24:25], v[24:25] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_add_f32 v[24:25], v[24:25], s[36:37] op_sel_hi:[1,0]
	s_nop 0
	v_pk_fma_f32 v[46:47], v[24:25], s[40:41], v[46:47] op_sel_hi:[1,0,1]
	v_pk_mul_f32 v[50:51], v[24:25], s[42:43] op_sel_hi:[1,0]
	v_cmp_o_f32_e32 vcc, v25, v25
	v_pk_add_f32 v[52:53], v[46:47], v[50:51]
	s_nop 0
	v_pk_fma_f32 v[48:49], v[52:53], s[44:45], v[48:49] op_sel_hi:[1,0,0]
	v_pk_add_f32 v[46:47], v[52:53], v[46:47] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_fma_f32 v[48:49], v[48:49], v[52:53], s[68:69] op_sel_hi:[1,1,0]
	v_pk_add_f32 v[46:47], v[50:51], v[46:47] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_fma_f32 v[48:49], v[48:49], v[52:53], s[70:71] op_sel_hi:[1,1,0]
	v_pk_mul_f32 v[50:51], v[52:53], v[52:53]
	v_pk_fma_f32 v[48:49], v[48:49], v[52:53], s[72:73] op_sel_hi:[1,1,0]
	v_cndmask_b32_e32 v25, 0, v25, vcc
	v_pk_fma_f32 v[48:49], v[48:49], v[52:53], 0.5 op_sel_hi:[1,1,0]
	v_cmp_o_f32_e32 vcc, v24, v24
	v_pk_mul_f32 v[48:49], v[50:51], v[48:49]
	v_cvt_i32_f32_e32 v45, v25
	v_pk_add_f32 v[50:51], v[52:53], v[48:49]
	v_cndmask_b32_e32 v24, 0, v24, vcc
	v_pk_add_f32 v[52:53], v[50:51], v[52:53] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_pk_add_f32 v[48:49], v[48:49], v[52:53] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_pk_add_f32 v[46:47], v[46:47], v[48:49]
	v_pk_add_f32 v[48:49], v[50:51], 1.0 op_sel_hi:[1,0]
	s_nop 0
	v_pk_add_f32 v[52:53], v[48:49], -1.0 op_sel_hi:[1,0]
	s_nop 0
	v_pk_add_f32 v[50:51], v[50:51], v[52:53] neg_lo:[0,1] neg_hi:[0,1]
	v_cvt_i32_f32_e32 v52, v24
	v_pk_add_f32 v[24:25], v[50:51], v[46:47]
	v_ashrrev_i32_e32 v46, 1, v45
	v_pk_add_f32 v[24:25], v[48:49], v[24:25]
	v_ashrrev_i32_e32 v48, 1, v52
	v_sub_u32_e32 v50, v52, v48
	v_sub_u32_e32 v45, v45, v46
	v_lshl_add_u32 v47, v46, 23, 1.0
	v_lshl_add_u32 v46, v48, 23, 1.0
	v_lshl_add_u32 v49, v45, 23, 1.0
	v_lshl_add_u32 v48, v50, 23, 1.0
	v_pk_mul_f32 v[24:25], v[24:25], v[46:47]
	s_nop 0
	v_pk_mul_f32 v[24:25], v[24:25], v[48:49]
	ds_write_b128 v72, v[22:25]
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_xor_b64 s[8:9], exec, s[8:9]
	s_cbranch_execz .LBB0_71
	v_ashrrev_i32_e32 v45, 31, v1
	v_mul_lo_u32 v48, s51, v1
	v_mul_lo_u32 v45, s50, v45
	v_mad_u64_u32 v[46:47], s[6:7], s50, v1, 0
	v_add3_u32 v47, v47, v45, v48
	v_lshl_add_u64 v[46:47], v[46:47], 2, v[38:39]
	global_store_dwordx4 v[46:47], v[22:25], off
.LBB0_71:
	s_or_b64 exec, exec, s[10:11]
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB0_73
	v_sub_f32_e32 v1, 0, v85
	v_cmp_nlt_f32_e64 vcc, -v85, s15
	s_nop 1
	v_cndmask_b32_e32 v1, v58, v1, vcc
	v_cmp_nlt_f32_e32 vcc, s37, v1
	s_nop 1
	v_cndmask_b32_e32 v1, v59, v1, vcc
	v_fmamk_f32 v22, v1, 0x3fb8aa3b, v60
	v_add_f32_e32 v45, 0xcb400000, v22
	v_fmac_f32_e32 v1, 0xbf317218, v45
	v_mul_f32_e32 v23, 0x3102e308, v45
	v_add_f32_e32 v25, v1, v23
	v_fmamk_f32 v22, v25, 0x39500d01, v61
	v_fmaak_f32 v22, v22, v25, 0x3c088889
	v_fmaak_f32 v22, v22, v25, 0x3d2aaaab
	v_fmaak_f32 v22, v22, v25, 0x3e2aaaab
	v_fma_f32 v22, v22, v25, 0.5
	v_mul_f32_e32 v24, v25, v25
	v_mul_f32_e32 v24, v24, v22
	v_add_f32_e32 v22, v25, v24
	v_cmp_o_f32_e32 vcc, v45, v45
	v_sub_f32_e32 v46, v22, v25
	v_sub_f32_e32 v25, v25, v1
	v_cndmask_b32_e32 v1, 0, v45, vcc
	v_add_f32_e32 v47, 1.0, v22
	v_cvt_i32_f32_e32 v1, v1
	v_sub_f32_e32 v46, v24, v46
	v_add_f32_e32 v24, -1.0, v47
	v_pk_add_f32 v[22:23], v[22:23], v[24:25] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_add_f32_e32 v23, v23, v46
	v_add_f32_e32 v22, v22, v23
	v_ashrrev_i32_e32 v23, 1, v1
	v_add_f32_e32 v22, v47, v22
	v_sub_u32_e32 v1, v1, v23
	v_lshl_add_u32 v23, v23, 23, 1.0
	v_lshl_add_u32 v1, v1, 23, 1.0
	v_mul_f32_e32 v22, v22, v23
	v_mul_f32_e32 v1, v22, v1
	v_add_f32_e32 v1, 1.0, v1
	v_div_scale_f32 v22, s[4:5], v1, v1, 1.0
	v_rcp_f32_e32 v23, v22
	s_nop 0
	v_fma_f32 v24, -v22, v23, 1.0
	v_fmac_f32_e32 v23, v24, v23
	v_div_scale_f32 v24, vcc, 1.0, v1, 1.0
	v_mul_f32_e32 v25, v24, v23
	v_fma_f32 v45, -v22, v25, v24
	v_fmac_f32_e32 v25, v45, v23
	v_fma_f32 v22, -v22, v25, v24
	v_div_fmas_f32 v22, v22, v23, v25
	v_div_fixup_f32 v1, v22, v1, 1.0
	ds_write_b32 v75, v1
.LBB0_73:
	s_or_b64 exec, exec, s[6:7]
	s_and_saveexec_b64 s[4:5], s[2:3]
	ds_write_b32 v78, v84
	s_or_b64 exec, exec, s[4:5]
	s_cmp_eq_u32 s75, 0
	s_cselect_b64 s[2:3], -1, 0
	v_cndmask_b32_e64 v22, v83, 0, s[2:3]
	v_pk_add_f32 v[2:3], v[2:3], v[22:23] op_sel_hi:[1,0]
	v_pk_add_f32 v[4:5], v[4:5], v[22:23] op_sel_hi:[1,0]
	v_pk_add_f32 v[10:11], v[10:11], v[22:23] op_sel_hi:[1,0]
	v_pk_add_f32 v[12:13], v[12:13], v[22:23] op_sel_hi:[1,0]
	v_pk_add_f32 v[6:7], v[6:7], v[22:23] op_sel_hi:[1,0]
	v_pk_add_f32 v[8:9], v[8:9], v[22:23] op_sel_hi:[1,0]
	v_pk_add_f32 v[14:15], v[14:15], v[22:23] op_sel_hi:[1,0]
	v_pk_add_f32 v[16:17], v[16:17], v[22:23] op_sel_hi:[1,0]
	s_cmp_lt_i32 s73, 1
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_8
	s_ashr_i32 s2, s77, 31
	s_mul_i32 s3, s49, s77
	s_mul_i32 s2, s48, s2
	v_mov_b32_e32 v22, s77
	s_add_i32 s4, s2, s3
	v_mad_u64_u32 v[22:23], s[2:3], s48, v22, v[42:43]
	v_med3_i32 v1, s29, 1, 8
	v_add_u32_e32 v23, s4, v23
	s_movk_i32 s4, 0x3200
	s_mov_b32 s5, s77
	v_mov_b32_e32 v25, v76
	v_mov_b32_e32 v45, v62
	s_branch .LBB0_78
.LBB0_77:
	s_or_b64 exec, exec, s[2:3]
	v_add_u32_e32 v1, -1, v1
	v_cmp_eq_u32_e32 vcc, 0, v1
	v_add_u32_e32 v45, 64, v45
	v_add_u32_e32 v25, 0x200, v25
	s_add_i32 s4, s4, 4
	v_lshl_add_u64 v[22:23], v[22:23], 0, s[48:49]
	s_add_i32 s5, s5, 1
	s_cbranch_vccnz .LBB0_8
.LBB0_78:
	s_waitcnt lgkmcnt(0)
	ds_read_b128 v[46:49], v25
	ds_read_b128 v[50:53], v25 offset:128
	ds_read_b128 v[84:87], v25 offset:256
	s_waitcnt lgkmcnt(2)
	v_pk_mul_f32 v[88:89], v[2:3], v[46:47]
	v_pk_mul_f32 v[90:91], v[4:5], v[48:49]
	ds_read_b128 v[2:5], v25 offset:4096
	ds_read_b128 v[46:49], v25 offset:4224
	s_waitcnt lgkmcnt(3)
	v_pk_mul_f32 v[92:93], v[10:11], v[50:51]
	v_pk_mul_f32 v[94:95], v[12:13], v[52:53]
	ds_read_b128 v[10:13], v25 offset:384
	s_waitcnt lgkmcnt(3)
	v_pk_mul_f32 v[84:85], v[6:7], v[84:85]
	v_pk_mul_f32 v[86:87], v[8:9], v[86:87]
	ds_read_b128 v[6:9], v25 offset:4352
	ds_read_b128 v[50:53], v25 offset:4480
	v_mov_b32_e32 v96, v88
	s_waitcnt lgkmcnt(2)
	v_pk_mul_f32 v[14:15], v[14:15], v[10:11]
	v_pk_mul_f32 v[16:17], v[16:17], v[12:13]
	v_mov_b32_e32 v10, v3
	v_mov_b32_e32 v11, v47
	v_mov_b32_e32 v12, v89
	v_mov_b32_e32 v13, v93
	v_pk_mul_f32 v[10:11], v[10:11], v[12:13]
	v_mov_b32_e32 v12, v2
	v_mov_b32_e32 v13, v46
	v_mov_b32_e32 v97, v92
	v_pk_fma_f32 v[10:11], v[12:13], v[96:97], v[10:11]
	v_mov_b32_e32 v12, v4
	v_mov_b32_e32 v13, v48
	v_mov_b32_e32 v96, v90
	v_mov_b32_e32 v97, v94
	v_pk_fma_f32 v[10:11], v[12:13], v[96:97], v[10:11]
	v_mov_b32_e32 v12, v5
	v_mov_b32_e32 v13, v49
	v_mov_b32_e32 v96, v91
	v_mov_b32_e32 v97, v95
	v_pk_fma_f32 v[10:11], v[12:13], v[96:97], v[10:11]
	s_waitcnt lgkmcnt(1)
	v_mov_b32_e32 v12, v7
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v13, v51
	v_mov_b32_e32 v96, v85
	v_mov_b32_e32 v97, v15
	v_pk_mul_f32 v[12:13], v[12:13], v[96:97]
	v_mov_b32_e32 v96, v6
	v_mov_b32_e32 v97, v50
	v_mov_b32_e32 v98, v84
	v_mov_b32_e32 v99, v14
	v_pk_fma_f32 v[12:13], v[96:97], v[98:99], v[12:13]
	v_mov_b32_e32 v96, v8
	v_mov_b32_e32 v97, v52
	v_mov_b32_e32 v98, v86
	v_mov_b32_e32 v99, v16
	v_pk_fma_f32 v[12:13], v[96:97], v[98:99], v[12:13]
	v_mov_b32_e32 v96, v9
	v_mov_b32_e32 v97, v53
	v_mov_b32_e32 v98, v87
	v_mov_b32_e32 v99, v17
	v_pk_fma_f32 v[12:13], v[96:97], v[98:99], v[12:13]
	s_nop 0
	v_pk_add_f32 v[10:11], v[10:11], v[12:13]
	v_mov_b32_e32 v12, s4
	v_add_f32_e32 v10, v10, v11
	ds_bpermute_b32 v11, v66, v10
	ds_read_b32 v13, v45
	ds_read_b32 v12, v12
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v10, v10, v11
	ds_bpermute_b32 v11, v67, v10
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v10, v10, v11
	ds_bpermute_b32 v11, v68, v10
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v10, v10, v11
	v_sub_f32_e32 v10, v13, v10
	v_mul_f32_e32 v24, v12, v10
	v_pk_fma_f32 v[10:11], v[46:47], v[24:25], v[92:93] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[12:13], v[48:49], v[24:25], v[94:95] op_sel_hi:[1,0,1]
	ds_read_b128 v[46:49], v25 offset:8192
	v_pk_fma_f32 v[2:3], v[2:3], v[24:25], v[88:89] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[4:5], v[4:5], v[24:25], v[90:91] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[6:7], v[6:7], v[24:25], v[84:85] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[8:9], v[8:9], v[24:25], v[86:87] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[14:15], v[50:51], v[24:25], v[14:15] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[16:17], v[52:53], v[24:25], v[16:17] op_sel_hi:[1,0,1]
	ds_read_b128 v[50:53], v25 offset:8320
	ds_read_b128 v[84:87], v25 offset:8448
	ds_read_b128 v[88:91], v25 offset:8576
	s_waitcnt lgkmcnt(3)
	v_mul_f32_e32 v47, v47, v3
	v_fmac_f32_e32 v47, v46, v2
	v_fmac_f32_e32 v47, v48, v4
	v_fmac_f32_e32 v47, v49, v5
	s_waitcnt lgkmcnt(2)
	v_mul_f32_e32 v46, v51, v11
	s_waitcnt lgkmcnt(1)
	v_mul_f32_e32 v48, v7, v85
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v49, v15, v89
	v_fmac_f32_e32 v46, v50, v10
	v_fmac_f32_e32 v48, v84, v6
	v_fmac_f32_e32 v49, v88, v14
	v_fmac_f32_e32 v46, v52, v12
	v_fmac_f32_e32 v48, v86, v8
	v_fmac_f32_e32 v49, v90, v16
	v_fmac_f32_e32 v46, v53, v13
	v_fmac_f32_e32 v48, v87, v9
	v_fmac_f32_e32 v49, v91, v17
	v_add_f32_e32 v47, v47, v48
	v_add_f32_e32 v46, v46, v49
	v_add_f32_e32 v46, v47, v46
	ds_bpermute_b32 v47, v66, v46
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v46, v46, v47
	ds_bpermute_b32 v47, v67, v46
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v46, v46, v47
	ds_bpermute_b32 v47, v68, v46
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_80
	s_add_i32 s6, s28, s5
	s_ashr_i32 s7, s6, 31
	s_mul_i32 s7, s50, s7
	s_mul_hi_u32 s8, s50, s6
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v46, v46, v47
	s_add_i32 s7, s8, s7
	s_mul_i32 s8, s51, s6
	v_bfe_u32 v47, v46, 16, 1
	s_add_i32 s7, s7, s8
	s_mul_i32 s6, s50, s6
	v_add3_u32 v47, v47, v46, s69
	v_or_b32_e32 v48, 0x400000, v46
	v_cmp_u_f32_e32 vcc, v46, v46
	s_nop 1
	v_cndmask_b32_e32 v48, v47, v48, vcc
	v_lshl_add_u64 v[46:47], s[6:7], 1, v[40:41]
	global_store_short_d16_hi v[46:47], v48, off
.LBB0_80:
	s_or_b64 exec, exec, s[2:3]
	s_cmp_lt_i32 s5, s25
	s_cselect_b64 s[2:3], -1, 0
	s_and_b64 s[6:7], s[2:3], s[52:53]
	s_and_saveexec_b64 s[2:3], s[6:7]
	s_cbranch_execz .LBB0_77
	global_store_dword v[22:23], v24, off
	s_branch .LBB0_77
.LBB0_82:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel kda_verify_tuple_act_bf16_dt_f32_pool_f32_bv16w2
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
		.amdhsa_accum_offset 120
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
	.size	kda_verify_tuple_act_bf16_dt_f32_pool_f32_bv16w2, .Lfunc_end0-kda_verify_tuple_act_bf16_dt_f32_pool_f32_bv16w2

	.set kda_verify_tuple_act_bf16_dt_f32_pool_f32_bv16w2.num_vgpr, 119
	.set kda_verify_tuple_act_bf16_dt_f32_pool_f32_bv16w2.num_agpr, 0
	.set kda_verify_tuple_act_bf16_dt_f32_pool_f32_bv16w2.numbered_sgpr, 94
	.set kda_verify_tuple_act_bf16_dt_f32_pool_f32_bv16w2.num_named_barrier, 0
	.set kda_verify_tuple_act_bf16_dt_f32_pool_f32_bv16w2.private_seg_size, 0
	.set kda_verify_tuple_act_bf16_dt_f32_pool_f32_bv16w2.uses_vcc, 1
	.set kda_verify_tuple_act_bf16_dt_f32_pool_f32_bv16w2.uses_flat_scratch, 0
	.set kda_verify_tuple_act_bf16_dt_f32_pool_f32_bv16w2.has_dyn_sized_stack, 0
	.set kda_verify_tuple_act_bf16_dt_f32_pool_f32_bv16w2.has_recursion, 0
	.set kda_verify_tuple_act_bf16_dt_f32_pool_f32_bv16w2.has_indirect_call, 0
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
    .name:           kda_verify_tuple_act_bf16_dt_f32_pool_f32_bv16w2
    .private_segment_fixed_size: 0
    .sgpr_count:     100
    .sgpr_spill_count: 0
    .symbol:         kda_verify_tuple_act_bf16_dt_f32_pool_f32_bv16w2.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     119
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
