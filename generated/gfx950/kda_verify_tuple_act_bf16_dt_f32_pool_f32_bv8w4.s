; deltagen generated file: do not edit. Regenerate with `cargo xtask gen`.
; kernel: kda_verify  instance: kda_verify_tuple_act_bf16_dt_f32_pool_f32_bv8w4  arch: gfx950
; profile=portable  mode=tuple  act_dtype=bf16  dt_bias_dtype=f32  pool_dtype=f32  tile=bv8w4  lanes_per_column=32  requests=1
; ir-sha256: c5cec7942873e953341971a40fff0c25b8d2011f1b9ab4de422cf09eff86157d
; llvm: 22.1  pipeline: default<O3>  ld.lld: LLVM 22.1
	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 6
	.text
	.globl	kda_verify_tuple_act_bf16_dt_f32_pool_f32_bv8w4
	.p2align	8
	.type	kda_verify_tuple_act_bf16_dt_f32_pool_f32_bv8w4,@function
kda_verify_tuple_act_bf16_dt_f32_pool_f32_bv8w4:
	s_load_dwordx8 s[20:27], s[0:1], 0x4
	s_mov_b32 s28, s3
	s_ashr_i32 s3, s2, 31
	s_lshr_b32 s3, s3, 28
	s_waitcnt lgkmcnt(0)
	s_add_i32 s27, s2, s3
	s_max_i32 s4, s22, 1
	v_cvt_f32_u32_e32 v1, s4
	s_sub_i32 s6, 0, s4
	s_abs_i32 s5, s23
	s_and_b32 s3, s27, -16
	v_rcp_iflag_f32_e32 v1, v1
	s_ashr_i32 s68, s27, 4
	s_sub_i32 s2, s2, s3
	s_ashr_i32 s3, s23, 31
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	v_and_b32_e32 v38, 31, v0
	v_lshlrev_b32_e32 v12, 2, v38
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
	s_max_i32 s30, s4, 1
	s_load_dwordx16 s[4:19], s[0:1], 0x20
	s_ashr_i32 s29, s28, 31
	s_ashr_i32 s69, s68, 31
	s_lshl_b64 s[38:39], s[28:29], 2
	v_cvt_f32_u32_e32 v1, s30
	s_waitcnt lgkmcnt(0)
	s_add_u32 s4, s4, s38
	s_addc_u32 s5, s5, s39
	s_load_dword s36, s[4:5], 0x0
	v_rcp_iflag_f32_e32 v2, v1
	v_lshrrev_b32_e32 v1, 5, v0
	v_lshl_or_b32 v10, s2, 3, v1
	v_ashrrev_i32_e32 v11, 31, v10
	s_waitcnt lgkmcnt(0)
	s_cmp_gt_i32 s36, -1
	s_cselect_b64 s[4:5], -1, 0
	s_cmp_lt_i32 s36, s21
	s_cselect_b64 s[28:29], -1, 0
	s_and_b64 s[40:41], s[4:5], s[28:29]
	s_add_u32 s4, s6, s38
	s_addc_u32 s5, s7, s39
	s_load_dwordx2 s[34:35], s[4:5], 0x0
	v_mul_f32_e32 v2, 0x4f7ffffe, v2
	v_cvt_u32_f32_e32 v2, v2
	s_waitcnt lgkmcnt(0)
	s_cmp_gt_i32 s34, -1
	s_cselect_b64 s[4:5], -1, 0
	s_cmp_ge_i32 s35, s34
	s_cselect_b64 s[6:7], -1, 0
	s_cmp_le_i32 s35, s20
	s_cselect_b64 s[20:21], -1, 0
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_sub_i32 s33, s35, s34
	s_and_b64 s[6:7], s[20:21], s[4:5]
	s_cmp_le_i32 s33, s25
	s_cselect_b64 s[20:21], -1, 0
	s_and_b64 s[4:5], s[20:21], s[6:7]
	s_and_b64 s[40:41], s[40:41], s[4:5]
	s_add_u32 s8, s8, s38
	s_addc_u32 s9, s9, s39
	s_load_dword s70, s[8:9], 0x0
	v_readfirstlane_b32 s31, v2
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, v2
	s_lshl_b64 s[8:9], s[68:69], 7
	s_andn2_b64 vcc, exec, s[40:41]
	v_mov_b64_e32 v[4:5], v[2:3]
	s_cbranch_vccnz .LBB0_2
	s_mul_i32 s13, s13, s36
	s_mul_hi_u32 s35, s12, s36
	s_add_i32 s13, s35, s13
	s_mul_i32 s12, s12, s36
	s_lshl_b64 s[12:13], s[12:13], 2
	v_lshl_add_u64 v[4:5], s[8:9], 0, v[10:11]
	s_add_u32 s10, s10, s12
	s_addc_u32 s11, s11, s13
	v_lshlrev_b64 v[4:5], 9, v[4:5]
	v_lshl_add_u64 v[4:5], s[10:11], 0, v[4:5]
	v_lshlrev_b32_e32 v6, 2, v12
	v_mov_b32_e32 v7, v2
	v_lshl_add_u64 v[2:3], v[4:5], 0, v[6:7]
	global_load_dwordx4 v[2:5], v[2:3], off
.LBB0_2:
	s_xor_b64 s[12:13], s[20:21], -1
	s_xor_b64 s[10:11], s[6:7], -1
	s_and_b64 s[6:7], s[6:7], s[12:13]
	s_and_b64 s[6:7], s[6:7], exec
	s_cselect_b32 s12, 2, 0
	s_and_b64 s[6:7], s[28:29], exec
	s_cselect_b32 s13, 0, 4
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_i32 s70, s24
	s_cselect_b64 s[28:29], -1, 0
	s_and_b64 s[6:7], s[28:29], exec
	v_cndmask_b32_e64 v6, 0, 1, s[10:11]
	s_cselect_b32 s6, 0, 8
	s_or_b32 s6, s6, s13
	v_readfirstlane_b32 s7, v6
	s_or_b32 s6, s6, s7
	s_or_b32 s10, s6, s12
	s_cmp_eq_u32 s10, 0
	s_cselect_b64 s[6:7], -1, 0
	s_cmp_eq_u32 s26, 0
	s_cselect_b64 s[12:13], -1, 0
	s_or_b64 s[6:7], s[12:13], s[6:7]
	s_and_b64 vcc, exec, s[6:7]
	s_cbranch_vccnz .LBB0_6
	v_mbcnt_lo_u32_b32 v6, exec_lo, 0
	v_mbcnt_hi_u32_b32 v6, exec_hi, v6
	v_cmp_eq_u32_e32 vcc, 0, v6
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_5
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v7, s10
	global_atomic_or v6, v7, s[14:15]
.LBB0_5:
	s_or_b64 exec, exec, s[6:7]
.LBB0_6:
	s_and_b64 s[4:5], s[4:5], exec
	s_cselect_b32 s35, s33, 0
	s_add_i32 s12, s35, 7
	s_cmp_lt_i32 s12, 8
	s_mov_b32 s71, 0
	s_cbranch_scc1 .LBB0_29
	s_sub_i32 s4, 0, s30
	s_mul_i32 s4, s4, s31
	s_mul_hi_u32 s4, s31, s4
	s_abs_i32 s5, s68
	s_add_i32 s31, s31, s4
	s_mul_hi_u32 s4, s5, s31
	s_mul_i32 s7, s4, s30
	s_sub_i32 s5, s5, s7
	s_ashr_i32 s6, s27, 31
	s_add_i32 s7, s4, 1
	s_sub_i32 s10, s5, s30
	s_cmp_ge_u32 s5, s30
	s_cselect_b32 s4, s7, s4
	s_cselect_b32 s5, s10, s5
	s_add_i32 s7, s4, 1
	s_cmp_ge_u32 s5, s30
	s_cselect_b32 s4, s7, s4
	s_xor_b32 s4, s4, s6
	s_sub_i32 s4, s4, s6
	s_ashr_i32 s5, s4, 31
	s_load_dwordx16 s[52:67], s[0:1], 0x60
	s_cmp_eq_u32 s2, 0
	s_mul_i32 s6, s4, s30
	s_cselect_b64 s[20:21], -1, 0
	s_sub_i32 s6, s68, s6
	s_or_b32 s2, s6, s2
	s_cmp_eq_u32 s2, 0
	s_cselect_b64 s[26:27], -1, 0
	s_lshl_b64 s[6:7], s[8:9], 2
	s_waitcnt lgkmcnt(0)
	s_add_u32 s10, s60, s6
	s_addc_u32 s11, s61, s7
	s_ashr_i32 s2, s12, 31
	s_lshr_b32 s2, s2, 29
	s_add_i32 s12, s12, s2
	s_ashr_i32 s61, s12, 3
	s_lshl_b64 s[8:9], s[8:9], 1
	s_add_u32 s12, s52, s8
	s_addc_u32 s13, s53, s9
	s_lshl_b64 s[14:15], s[68:69], 1
	s_add_u32 s52, s56, s14
	s_addc_u32 s53, s57, s15
	s_mov_b32 s2, s23
	s_ashr_i32 s23, s22, 31
	s_cmp_gt_i32 s70, -1
	s_cselect_b64 s[14:15], -1, 0
	s_and_b64 s[56:57], s[14:15], s[28:29]
	s_lshl_b64 s[14:15], s[68:69], 2
	s_add_u32 s14, s58, s14
	s_addc_u32 s15, s59, s15
	v_mov_b32_e32 v31, 0
	global_load_dword v15, v31, s[14:15]
	s_load_dwordx16 s[36:51], s[0:1], 0xa0
	s_load_dwordx2 s[14:15], s[0:1], 0xe0
	s_load_dwordx4 s[28:31], s[0:1], 0xe8
	v_mov_b32_e32 v6, 0x3000
	v_lshl_or_b32 v45, v1, 2, v6
	v_lshlrev_b32_e32 v30, 2, v12
	s_waitcnt lgkmcnt(0)
	s_mul_i32 s24, s51, s70
	v_div_scale_f32 v6, s[0:1], s29, s29, 1.0
	v_rcp_f32_e32 v7, v6
	v_div_scale_f32 v8, vcc, 1.0, s29, 1.0
	s_mul_hi_u32 s1, s50, s70
	v_fma_f32 v9, -v6, v7, 1.0
	v_fmac_f32_e32 v7, v9, v7
	v_mul_f32_e32 v9, v8, v7
	v_fma_f32 v13, -v6, v9, v8
	v_fmac_f32_e32 v9, v13, v7
	v_fma_f32 v6, -v6, v9, v8
	v_div_fmas_f32 v13, v6, v7, v9
	global_load_dwordx4 v[6:9], v30, s[10:11]
	s_mul_i32 s0, s50, s70
	s_add_i32 s1, s1, s24
	v_lshlrev_b64 v[28:29], 1, v[10:11]
	s_lshl_b64 s[22:23], s[22:23], 7
	s_lshl_b64 s[0:1], s[0:1], 2
	v_lshl_add_u64 v[16:17], s[12:13], 0, v[28:29]
	s_add_u32 s12, s66, s0
	s_addc_u32 s13, s67, s1
	s_lshl_b64 s[0:1], s[4:5], 9
	s_mul_i32 s15, s15, s70
	s_mul_hi_u32 s11, s14, s70
	s_add_u32 s0, s12, s0
	s_mul_i32 s10, s14, s70
	s_addc_u32 s1, s13, s1
	s_add_i32 s11, s11, s15
	s_lshl_b64 s[50:51], s[2:3], 7
	s_lshl_b64 s[10:11], s[10:11], 2
	v_lshl_add_u64 v[18:19], s[0:1], 0, v[30:31]
	s_add_u32 s0, s36, s10
	s_addc_u32 s1, s37, s11
	s_add_u32 s0, s0, s6
	s_addc_u32 s1, s1, s7
	s_add_u32 s6, s62, s8
	s_mov_b32 s31, 0xc2d00000
	v_lshl_or_b32 v44, v1, 9, v30
	v_lshl_add_u64 v[20:21], s[0:1], 0, v[30:31]
	v_lshlrev_b32_e32 v30, 1, v12
	s_addc_u32 s7, s63, s9
	s_lshl_b64 s[0:1], s[4:5], 8
	v_mov_b32_e32 v41, 0xc2d00000
	v_div_fixup_f32 v14, v13, s29, 1.0
	v_or_b32_e32 v12, s0, v30
	v_mov_b32_e32 v13, s1
	s_mov_b32 s59, 0x42b20000
	v_lshl_add_u64 v[22:23], s[16:17], 0, v[12:13]
	v_lshl_add_u64 v[24:25], s[18:19], 0, v[12:13]
	v_mov_b32_e32 v42, 0x42b20000
	v_mov_b32_e32 v43, 0x4b400000
	v_mov_b32_e32 v46, 0x3ab60b61
	s_add_u32 s4, s54, s8
	s_addc_u32 s5, s55, s9
	s_mul_i32 s8, s49, s70
	s_mul_hi_u32 s9, s48, s70
	v_cmp_eq_u32_e64 s[0:1], 0, v38
	s_add_i32 s9, s9, s8
	s_mul_i32 s8, s48, s70
	s_and_b64 s[36:37], s[56:57], s[0:1]
	s_lshl_b64 s[8:9], s[8:9], 2
	s_lshl_b64 s[10:11], s[68:69], 9
	s_add_u32 s8, s8, s10
	s_addc_u32 s9, s9, s11
	s_add_u32 s8, s64, s8
	s_addc_u32 s9, s65, s9
	v_add_u32_e32 v39, s34, v38
	v_add_u32_e32 v40, s34, v0
	s_mov_b32 s24, 0x3fb8aa3b
	s_mov_b32 s48, 0xcb400000
	s_mov_b32 s54, 0xbf317218
	s_mov_b32 s58, 0x3102e308
	s_mov_b32 s60, 0x39500d01
	s_waitcnt vmcnt(1)
	v_cmp_ngt_f32_e32 vcc, s31, v15
	v_or_b32_e32 v52, 0x2000, v44
	v_or_b32_e32 v53, 0x1000, v44
	v_cndmask_b32_e32 v12, v41, v15, vcc
	v_cmp_nlt_f32_e32 vcc, s59, v12
	v_lshl_add_u64 v[28:29], s[6:7], 0, v[28:29]
	v_lshl_add_u64 v[30:31], s[4:5], 0, v[30:31]
	v_cndmask_b32_e32 v12, v42, v12, vcc
	v_fmamk_f32 v13, v12, 0x3fb8aa3b, v43
	v_add_f32_e32 v13, 0xcb400000, v13
	v_fmac_f32_e32 v12, 0xbf317218, v13
	v_mul_f32_e32 v15, 0x3102e308, v13
	v_add_f32_e32 v26, v12, v15
	v_sub_f32_e32 v12, v26, v12
	v_sub_f32_e32 v12, v15, v12
	v_fmamk_f32 v15, v26, 0x39500d01, v46
	v_fmaak_f32 v15, v15, v26, 0x3c088889
	v_fmaak_f32 v15, v15, v26, 0x3d2aaaab
	v_fmaak_f32 v15, v15, v26, 0x3e2aaaab
	v_fma_f32 v15, v15, v26, 0.5
	v_mul_f32_e32 v27, v26, v26
	v_mul_f32_e32 v15, v27, v15
	v_add_f32_e32 v27, v26, v15
	v_sub_f32_e32 v26, v27, v26
	v_cmp_o_f32_e32 vcc, v13, v13
	v_sub_f32_e32 v15, v15, v26
	v_add_f32_e32 v12, v12, v15
	v_cndmask_b32_e32 v13, 0, v13, vcc
	v_add_f32_e32 v15, 1.0, v27
	v_cvt_i32_f32_e32 v13, v13
	v_add_f32_e32 v26, -1.0, v15
	v_sub_f32_e32 v26, v27, v26
	v_add_f32_e32 v12, v26, v12
	v_add_f32_e32 v12, v15, v12
	v_ashrrev_i32_e32 v15, 1, v13
	v_sub_u32_e32 v13, v13, v15
	v_lshlrev_b32_e32 v15, 23, v15
	v_add_u32_e32 v15, 1.0, v15
	v_lshlrev_b32_e32 v13, 23, v13
	v_add_u32_e32 v13, 1.0, v13
	v_mul_f32_e32 v12, v12, v15
	v_mul_f32_e32 v12, v12, v13
	v_sub_f32_e32 v26, 0, v12
	v_lshlrev_b32_e32 v12, 2, v0
	v_bfrev_b32_e32 v13, 0.5
	v_bitop3_b32 v47, v12, 64, v13 bitop3:0x6c
	v_bitop3_b32 v48, v12, 32, v13 bitop3:0x6c
	v_bitop3_b32 v49, v12, 16, v13 bitop3:0x6c
	v_bitop3_b32 v50, v12, 8, v13 bitop3:0x6c
	v_bitop3_b32 v51, v12, 4, v13 bitop3:0x6c
	v_add_u32_e32 v54, 0x3100, v12
	v_lshlrev_b32_e32 v12, 5, v38
	v_mov_b32_e32 v27, v26
	s_mov_b32 s62, s29
	s_mov_b32 s63, s29
	s_mov_b32 s49, s30
	v_mov_b32_e32 v15, v14
	s_mov_b32 s29, s28
	v_lshlrev_b32_e32 v55, 4, v38
	v_lshl_add_u64 v[32:33], v[10:11], 2, s[8:9]
	s_lshl_b64 s[64:65], s[2:3], 9
	s_mov_b32 s55, 0xf800000
	v_mov_b32_e32 v56, 0x260
	s_mov_b32 s66, 0x4b400000
	s_mov_b32 s68, 0x3ab60b61
	s_mov_b32 s70, 0x3c088889
	s_mov_b32 s72, 0x3d2aaaab
	v_mov_b32_e32 v34, -1.0
	s_mov_b32 s67, 0x800000
	s_mov_b32 s69, 0x7f800000
	v_add_u32_e32 v57, v45, v12
	v_not_b32_e32 v58, 22
	v_mov_b32_e32 v59, 0xff800000
	v_mov_b32_e32 v60, 0x7f800000
	v_mov_b32_e32 v61, 0x7fc00000
	v_bfrev_b32_e32 v62, 1
	s_mov_b32 s73, 0
	s_mov_b32 s74, 0x3e2aaaab
	s_mov_b32 s76, 0x4b000000
	s_mov_b32 s78, 0x3e638e39
	s_mov_b32 s80, 0x3e3a2e8c
	s_mov_b32 s82, 0x3e924925
	s_mov_b32 s84, 0x3ecccccd
	s_mov_b32 s86, 0x3f2aaaab
	s_mov_b32 s88, 0xb102e308
	s_mov_b32 s90, 0x3f317218
	s_branch .LBB0_9
.LBB0_8:
	s_add_i32 s73, s73, 1
	s_add_i32 s33, s33, -8
	s_add_i32 s71, s71, 8
	s_cmp_eq_u32 s73, s61
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_29
.LBB0_9:
	s_lshl_b32 s77, s73, 3
	s_sub_i32 s75, s35, s77
	s_min_i32 s8, s75, 8
	v_mov_b32_e32 v64, 0
	v_cmp_gt_i32_e64 s[2:3], s8, v38
	v_mov_b32_e32 v63, v64
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execnz .LBB0_12
	s_or_b64 exec, exec, s[4:5]
	v_cmp_gt_i32_e64 s[4:5], s8, v0
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execnz .LBB0_13
.LBB0_11:
	s_or_b64 exec, exec, s[6:7]
	v_cmp_gt_i32_e32 vcc, s8, v1
	s_and_saveexec_b64 s[92:93], vcc
	s_cbranch_execnz .LBB0_14
	s_branch .LBB0_18
.LBB0_12:
	v_add_u32_e32 v10, s77, v39
	v_ashrrev_i32_e32 v11, 31, v10
	v_mul_lo_u32 v12, s42, v11
	v_mul_lo_u32 v13, s43, v10
	v_mad_u64_u32 v[10:11], s[6:7], s42, v10, 0
	v_add3_u32 v11, v11, v12, v13
	v_lshl_add_u64 v[10:11], v[10:11], 1, v[16:17]
	global_load_ushort v10, v[10:11], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v63, 16, v10
	s_or_b64 exec, exec, s[4:5]
	v_cmp_gt_i32_e64 s[4:5], s8, v0
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB0_11
.LBB0_13:
	v_add_u32_e32 v10, s77, v40
	v_ashrrev_i32_e32 v11, 31, v10
	v_mul_lo_u32 v12, s46, v11
	v_mul_lo_u32 v13, s47, v10
	v_mad_u64_u32 v[10:11], s[10:11], s46, v10, 0
	v_add3_u32 v11, v11, v12, v13
	v_lshl_add_u64 v[10:11], v[10:11], 1, s[52:53]
	global_load_ushort v10, v[10:11], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v64, 16, v10
	s_or_b64 exec, exec, s[6:7]
	v_cmp_gt_i32_e32 vcc, s8, v1
	s_and_saveexec_b64 s[92:93], vcc
	s_cbranch_execz .LBB0_18
.LBB0_14:
	v_add_u32_e32 v65, s77, v1
	v_add_u32_e32 v35, s34, v65
	v_ashrrev_i32_e32 v36, 31, v35
	v_mul_lo_u32 v12, s40, v36
	v_mul_lo_u32 v13, s41, v35
	v_mad_u64_u32 v[10:11], s[6:7], s40, v35, 0
	v_mul_lo_u32 v37, s38, v36
	v_mul_lo_u32 v66, s39, v35
	v_add3_u32 v11, v11, v12, v13
	v_mad_u64_u32 v[12:13], s[6:7], s38, v35, 0
	v_add3_u32 v13, v13, v37, v66
	v_lshl_add_u64 v[10:11], v[10:11], 1, v[24:25]
	v_lshl_add_u64 v[12:13], v[12:13], 1, v[22:23]
	global_load_dwordx2 v[10:11], v[10:11], off
	v_mul_lo_u32 v37, s45, v35
	global_load_dwordx2 v[12:13], v[12:13], off
	s_waitcnt vmcnt(1)
	v_and_b32_e32 v67, 0xffff0000, v10
	v_lshlrev_b32_e32 v66, 16, v10
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v71, 0xffff0000, v12
	v_and_b32_e32 v68, 0xffff0000, v11
	v_lshlrev_b32_e32 v69, 16, v11
	v_lshlrev_b32_e32 v70, 16, v12
	v_mul_f32_e32 v10, v67, v67
	v_mul_f32_e32 v11, v71, v71
	v_lshlrev_b32_e32 v73, 16, v13
	v_fmac_f32_e32 v10, v66, v66
	v_fmac_f32_e32 v11, v70, v70
	v_and_b32_e32 v72, 0xffff0000, v13
	v_fmac_f32_e32 v10, v69, v69
	v_fmac_f32_e32 v11, v73, v73
	v_fmac_f32_e32 v10, v68, v68
	v_fmac_f32_e32 v11, v72, v72
	ds_bpermute_b32 v12, v47, v10
	ds_bpermute_b32 v13, v47, v11
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v10, v10, v12
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v11, v11, v13
	ds_bpermute_b32 v12, v48, v10
	ds_bpermute_b32 v13, v48, v11
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v10, v10, v12
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v11, v11, v13
	ds_bpermute_b32 v12, v49, v10
	ds_bpermute_b32 v13, v49, v11
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v12, v10, v12
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v13, v11, v13
	v_mad_u64_u32 v[10:11], s[6:7], s44, v35, 0
	v_mul_lo_u32 v35, s44, v36
	v_add3_u32 v11, v11, v35, v37
	v_lshl_add_u64 v[10:11], v[10:11], 1, v[30:31]
	global_load_dwordx2 v[36:37], v[10:11], off
	ds_bpermute_b32 v74, v50, v12
	ds_bpermute_b32 v75, v50, v13
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v12, v12, v74
	ds_bpermute_b32 v74, v51, v12
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v13, v13, v75
	ds_bpermute_b32 v75, v51, v13
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v10, v12, v74
	v_add_f32_e32 v10, 0x358637bd, v10
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v11, v13, v75
	v_mul_f32_e32 v12, 0x4f800000, v10
	v_cmp_gt_f32_e32 vcc, s55, v10
	v_add_f32_e32 v11, 0x358637bd, v11
	v_mul_f32_e32 v13, 0x4f800000, v11
	v_cndmask_b32_e32 v10, v10, v12, vcc
	v_cmp_gt_f32_e64 s[6:7], s55, v11
	v_sqrt_f32_e32 v12, v10
	v_cmp_class_f32_e64 s[8:9], v10, v56
	v_cndmask_b32_e64 v11, v11, v13, s[6:7]
	v_sqrt_f32_e32 v13, v11
	v_add_u32_e32 v35, -1, v12
	v_add_u32_e32 v74, 1, v12
	v_fma_f32 v77, -v35, v12, v10
	v_add_u32_e32 v75, -1, v13
	v_fma_f32 v78, -v74, v12, v10
	v_cmp_ge_f32_e64 s[12:13], 0, v77
	v_add_u32_e32 v76, 1, v13
	v_fma_f32 v79, -v75, v13, v11
	v_cmp_lt_f32_e64 s[16:17], 0, v78
	v_cndmask_b32_e64 v12, v12, v35, s[12:13]
	v_fma_f32 v80, -v76, v13, v11
	v_cmp_ge_f32_e64 s[14:15], 0, v79
	v_cndmask_b32_e64 v12, v12, v74, s[16:17]
	v_cmp_lt_f32_e64 s[18:19], 0, v80
	v_cndmask_b32_e64 v13, v13, v75, s[14:15]
	v_mul_f32_e32 v35, 0x37800000, v12
	v_cndmask_b32_e64 v13, v13, v76, s[18:19]
	v_cndmask_b32_e32 v12, v12, v35, vcc
	v_mul_f32_e32 v74, 0x37800000, v13
	v_cndmask_b32_e64 v12, v12, v10, s[8:9]
	v_cmp_class_f32_e64 s[10:11], v11, v56
	v_cndmask_b32_e64 v13, v13, v74, s[6:7]
	v_div_scale_f32 v10, s[6:7], v12, v12, v67
	v_cndmask_b32_e64 v35, v13, v11, s[10:11]
	v_div_scale_f32 v13, s[6:7], v12, v12, v66
	v_rcp_f32_e32 v80, v10
	v_div_scale_f32 v75, s[8:9], v12, v12, v68
	v_rcp_f32_e32 v81, v13
	v_div_scale_f32 v77, s[10:11], v12, v12, v69
	v_rcp_f32_e32 v82, v75
	v_rcp_f32_e32 v83, v77
	v_fma_f32 v85, -v10, v80, 1.0
	v_div_scale_f32 v11, vcc, v67, v12, v67
	v_fma_f32 v86, -v13, v81, 1.0
	v_fmac_f32_e32 v80, v85, v80
	v_div_scale_f32 v74, s[6:7], v66, v12, v66
	v_fma_f32 v87, -v75, v82, 1.0
	v_fmac_f32_e32 v81, v86, v81
	v_mul_f32_e32 v85, v11, v80
	v_div_scale_f32 v76, s[8:9], v68, v12, v68
	v_fma_f32 v88, -v77, v83, 1.0
	v_fmac_f32_e32 v82, v87, v82
	v_mul_f32_e32 v86, v74, v81
	v_fma_f32 v89, -v10, v85, v11
	v_div_scale_f32 v78, s[10:11], v69, v12, v69
	v_fmac_f32_e32 v83, v88, v83
	v_mul_f32_e32 v87, v76, v82
	v_fma_f32 v90, -v13, v86, v74
	v_fmac_f32_e32 v85, v89, v80
	v_div_scale_f32 v79, s[12:13], v35, v35, v71
	v_mul_f32_e32 v88, v78, v83
	v_fma_f32 v91, -v75, v87, v76
	v_fmac_f32_e32 v86, v90, v81
	v_fma_f32 v10, -v10, v85, v11
	v_rcp_f32_e32 v84, v79
	v_fma_f32 v92, -v77, v88, v78
	v_fmac_f32_e32 v87, v91, v82
	v_fma_f32 v13, -v13, v86, v74
	v_div_fmas_f32 v10, v10, v80, v85
	s_mov_b64 vcc, s[6:7]
	v_fmac_f32_e32 v88, v92, v83
	v_fma_f32 v74, -v75, v87, v76
	v_div_fixup_f32 v11, v10, v12, v67
	v_div_fmas_f32 v10, v13, v81, v86
	s_mov_b64 vcc, s[8:9]
	v_fma_f32 v75, -v77, v88, v78
	v_div_fmas_f32 v13, v74, v82, v87
	s_mov_b64 vcc, s[10:11]
	v_div_fixup_f32 v10, v10, v12, v66
	v_div_fmas_f32 v66, v75, v83, v88
	v_div_fixup_f32 v13, v13, v12, v68
	v_div_fixup_f32 v12, v66, v12, v69
	v_fma_f32 v66, -v79, v84, 1.0
	v_fmac_f32_e32 v84, v66, v84
	v_div_scale_f32 v66, vcc, v71, v35, v71
	v_mul_f32_e32 v67, v66, v84
	v_fma_f32 v68, -v79, v67, v66
	v_fmac_f32_e32 v67, v68, v84
	v_div_scale_f32 v68, s[6:7], v35, v35, v70
	v_rcp_f32_e32 v69, v68
	v_fma_f32 v66, -v79, v67, v66
	v_div_fmas_f32 v66, v66, v84, v67
	v_div_fixup_f32 v67, v66, v35, v71
	v_fma_f32 v66, -v68, v69, 1.0
	v_fmac_f32_e32 v69, v66, v69
	v_div_scale_f32 v66, vcc, v70, v35, v70
	v_mul_f32_e32 v71, v66, v69
	v_fma_f32 v74, -v68, v71, v66
	v_fmac_f32_e32 v71, v74, v69
	v_fma_f32 v66, -v68, v71, v66
	v_div_scale_f32 v68, s[6:7], v35, v35, v72
	v_rcp_f32_e32 v74, v68
	v_div_fmas_f32 v66, v66, v69, v71
	v_div_fixup_f32 v66, v66, v35, v70
	v_pk_mul_f32 v[66:67], s[28:29], v[66:67]
	v_fma_f32 v69, -v68, v74, 1.0
	v_fmac_f32_e32 v74, v69, v74
	v_div_scale_f32 v69, vcc, v72, v35, v72
	v_mul_f32_e32 v70, v69, v74
	v_fma_f32 v71, -v68, v70, v69
	v_fmac_f32_e32 v70, v71, v74
	v_div_scale_f32 v71, s[6:7], v35, v35, v73
	v_rcp_f32_e32 v75, v71
	v_fma_f32 v68, -v68, v70, v69
	v_div_fmas_f32 v68, v68, v74, v70
	v_div_fixup_f32 v69, v68, v35, v72
	v_fma_f32 v68, -v71, v75, 1.0
	v_fmac_f32_e32 v75, v68, v75
	v_div_scale_f32 v68, vcc, v73, v35, v73
	v_mul_f32_e32 v70, v68, v75
	v_fma_f32 v72, -v71, v70, v68
	v_fmac_f32_e32 v70, v72, v75
	v_fma_f32 v68, -v71, v70, v68
	v_div_fmas_f32 v68, v68, v75, v70
	v_cmp_gt_i32_e32 vcc, s25, v65
	v_div_fixup_f32 v68, v68, v35, v73
	s_and_b64 s[8:9], s[56:57], vcc
	v_pk_mul_f32 v[68:69], s[28:29], v[68:69]
	s_and_b64 s[10:11], s[26:27], s[8:9]
	ds_write_b128 v52, v[66:69]
	ds_write_b128 v53, v[10:13]
	s_and_saveexec_b64 s[6:7], s[10:11]
	s_cbranch_execz .LBB0_16
	v_ashrrev_i32_e32 v35, 31, v65
	v_mul_lo_u32 v68, s23, v65
	v_mul_lo_u32 v35, s22, v35
	v_mad_u64_u32 v[66:67], s[10:11], s22, v65, 0
	v_add3_u32 v67, v67, v35, v68
	v_lshl_add_u64 v[66:67], v[66:67], 2, v[18:19]
	global_store_dwordx4 v[66:67], v[10:13], off
.LBB0_16:
	s_or_b64 exec, exec, s[6:7]
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v11, 0xffff0000, v36
	v_lshlrev_b32_e32 v10, 16, v36
	v_pk_add_f32 v[10:11], v[6:7], v[10:11]
	v_and_b32_e32 v73, 0xffff0000, v37
	v_pk_mul_f32 v[66:67], s[62:63], v[10:11]
	v_lshlrev_b32_e32 v72, 16, v37
	v_cmp_ngt_f32_e32 vcc, s31, v66
	s_nop 1
	v_cndmask_b32_e32 v12, v41, v66, vcc
	v_cmp_ngt_f32_e32 vcc, s31, v67
	s_nop 1
	v_cndmask_b32_e32 v13, v41, v67, vcc
	v_cmp_nlt_f32_e32 vcc, s59, v13
	s_nop 1
	v_cndmask_b32_e32 v69, v42, v13, vcc
	v_cmp_nlt_f32_e32 vcc, s59, v12
	s_nop 1
	v_cndmask_b32_e32 v68, v42, v12, vcc
	v_mov_b64_e32 v[12:13], s[66:67]
	v_pk_fma_f32 v[70:71], v[68:69], s[24:25], v[12:13] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_add_f32 v[70:71], v[70:71], s[48:49] op_sel_hi:[1,0]
	s_nop 0
	v_cmp_o_f32_e32 vcc, v71, v71
	v_pk_fma_f32 v[68:69], v[70:71], s[54:55], v[68:69] op_sel_hi:[1,0,1]
	s_nop 0
	v_cndmask_b32_e32 v35, 0, v71, vcc
	v_cmp_o_f32_e32 vcc, v70, v70
	v_cvt_i32_f32_e32 v75, v35
	v_ashrrev_i32_e32 v89, 1, v75
	v_cndmask_b32_e32 v36, 0, v70, vcc
	v_pk_mul_f32 v[70:71], v[70:71], s[58:59] op_sel_hi:[1,0]
	v_cvt_i32_f32_e32 v88, v36
	v_pk_add_f32 v[76:77], v[68:69], v[70:71]
	v_mov_b64_e32 v[36:37], s[68:69]
	v_pk_fma_f32 v[82:83], v[76:77], s[60:61], v[36:37] op_sel_hi:[1,0,0]
	v_pk_mul_f32 v[84:85], v[76:77], v[76:77]
	v_pk_fma_f32 v[82:83], v[82:83], v[76:77], s[70:71] op_sel_hi:[1,1,0]
	v_pk_add_f32 v[78:79], v[76:77], v[68:69] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_fma_f32 v[82:83], v[82:83], v[76:77], s[72:73] op_sel_hi:[1,1,0]
	v_pk_add_f32 v[80:81], v[70:71], v[78:79] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_fma_f32 v[82:83], v[82:83], v[76:77], s[74:75] op_sel_hi:[1,1,0]
	v_ashrrev_i32_e32 v90, 1, v88
	v_pk_fma_f32 v[82:83], v[82:83], v[76:77], 0.5 op_sel_hi:[1,1,0]
	v_lshl_add_u32 v74, v90, 23, 1.0
	v_pk_mul_f32 v[82:83], v[84:85], v[82:83]
	s_nop 0
	v_pk_add_f32 v[84:85], v[76:77], v[82:83]
	s_nop 0
	v_pk_add_f32 v[76:77], v[84:85], v[76:77] neg_lo:[0,1] neg_hi:[0,1]
	v_mov_b32_e32 v70, v85
	v_pk_add_f32 v[76:77], v[82:83], v[76:77] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[82:83], v[84:85], 1.0 op_sel_hi:[1,0]
	s_nop 0
	v_add_f32_e32 v35, -1.0, v82
	v_sub_f32_e32 v68, v84, v35
	v_mov_b32_e32 v35, v69
	v_pk_add_f32 v[86:87], v[82:83], v[34:35] op_sel:[1,0] op_sel_hi:[0,1]
	v_mov_b32_e32 v87, v79
	v_pk_add_f32 v[70:71], v[70:71], v[86:87] neg_lo:[0,1] neg_hi:[0,1]
	v_sub_u32_e32 v35, v88, v90
	v_mov_b32_e32 v81, v71
	v_pk_add_f32 v[76:77], v[80:81], v[76:77]
	v_mov_b32_e32 v69, v70
	v_pk_add_f32 v[68:69], v[68:69], v[76:77]
	v_sub_u32_e32 v70, v75, v89
	v_pk_add_f32 v[68:69], v[82:83], v[68:69]
	v_lshl_add_u32 v75, v89, 23, 1.0
	v_lshl_add_u32 v71, v70, 23, 1.0
	v_lshl_add_u32 v70, v35, 23, 1.0
	v_pk_mul_f32 v[68:69], v[68:69], v[74:75]
	s_nop 0
	v_pk_mul_f32 v[68:69], v[68:69], v[70:71]
	s_nop 0
	v_pk_add_f32 v[68:69], v[68:69], 1.0 op_sel_hi:[1,0]
	s_nop 0
	v_pk_mul_f32 v[70:71], v[68:69], s[76:77] op_sel_hi:[1,0]
	v_cmp_gt_f32_e32 vcc, s67, v68
	v_cmp_gt_f32_e64 s[6:7], s67, v69
	s_nop 0
	v_cndmask_b32_e32 v35, v68, v70, vcc
	v_cndmask_b32_e64 v70, v69, v71, s[6:7]
	v_add_u32_e32 v74, 0xc0cafb0d, v70
	v_add_u32_e32 v75, 0xc0cafb0d, v35
	v_and_b32_e32 v71, 0xff800000, v74
	v_and_b32_e32 v76, 0xff800000, v75
	v_sub_u32_e32 v71, v70, v71
	v_sub_u32_e32 v70, v35, v76
	v_cndmask_b32_e32 v76, 0, v58, vcc
	v_ashrrev_i32_e32 v77, 23, v74
	v_ashrrev_i32_e32 v74, 23, v75
	v_pk_add_f32 v[70:71], v[70:71], -1.0 op_sel_hi:[1,0]
	v_add_u32_e32 v76, v74, v76
	v_pk_add_f32 v[74:75], v[70:71], 2.0 op_sel_hi:[1,0]
	v_cndmask_b32_e64 v35, 0, v58, s[6:7]
	v_div_scale_f32 v78, s[6:7], v75, v75, v71
	v_rcp_f32_e32 v79, v78
	v_add_u32_e32 v35, v77, v35
	v_cvt_f32_i32_e32 v77, v35
	v_cvt_f32_i32_e32 v76, v76
	v_fma_f32 v35, -v78, v79, 1.0
	v_fmac_f32_e32 v79, v35, v79
	v_div_scale_f32 v35, vcc, v71, v75, v71
	v_mul_f32_e32 v80, v35, v79
	v_fma_f32 v81, -v78, v80, v35
	v_fmac_f32_e32 v80, v81, v79
	v_fma_f32 v35, -v78, v80, v35
	v_div_scale_f32 v78, s[6:7], v74, v74, v70
	v_rcp_f32_e32 v81, v78
	v_div_fmas_f32 v35, v35, v79, v80
	v_div_fixup_f32 v75, v35, v75, v71
	v_fma_f32 v35, -v78, v81, 1.0
	v_fmac_f32_e32 v81, v35, v81
	v_div_scale_f32 v35, vcc, v70, v74, v70
	v_mul_f32_e32 v79, v35, v81
	v_fma_f32 v80, -v78, v79, v35
	v_fmac_f32_e32 v79, v80, v81
	v_fma_f32 v35, -v78, v79, v35
	v_div_fmas_f32 v35, v35, v81, v79
	v_div_fixup_f32 v74, v35, v74, v70
	v_pk_mul_f32 v[78:79], v[74:75], v[74:75]
	v_mov_b64_e32 v[80:81], s[78:79]
	v_pk_fma_f32 v[82:83], v[78:79], s[80:81], v[80:81] op_sel_hi:[1,0,0]
	v_cmp_neq_f32_e32 vcc, 0, v68
	v_pk_fma_f32 v[82:83], v[82:83], v[78:79], s[82:83] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[82:83], v[82:83], v[78:79], s[84:85] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[82:83], v[82:83], v[78:79], s[86:87] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_mul_f32 v[78:79], v[78:79], v[82:83] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_pk_add_f32 v[78:79], v[70:71], v[78:79]
	s_nop 0
	v_pk_fma_f32 v[70:71], v[74:75], v[78:79], v[70:71] neg_lo:[1,0,0] neg_hi:[1,0,0]
	s_nop 0
	v_pk_fma_f32 v[70:71], v[76:77], s[88:89], v[70:71] op_sel_hi:[1,0,1]
	s_nop 0
	v_pk_fma_f32 v[70:71], v[76:77], s[90:91], v[70:71] op_sel_hi:[1,0,1]
	s_nop 0
	v_cndmask_b32_e32 v35, v59, v70, vcc
	v_cmp_neq_f32_e32 vcc, 0, v69
	s_nop 1
	v_cndmask_b32_e32 v70, v59, v71, vcc
	v_cmp_neq_f32_e32 vcc, s69, v69
	s_nop 1
	v_cndmask_b32_e32 v70, v60, v70, vcc
	v_cmp_neq_f32_e32 vcc, s69, v68
	s_nop 1
	v_cndmask_b32_e32 v35, v60, v35, vcc
	v_cmp_ngt_f32_e32 vcc, 0, v68
	s_nop 1
	v_cndmask_b32_e32 v35, v61, v35, vcc
	v_cmp_ngt_f32_e32 vcc, 0, v69
	s_nop 1
	v_cndmask_b32_e32 v70, v61, v70, vcc
	v_cmp_u_f32_e32 vcc, v69, v69
	s_nop 1
	v_cndmask_b32_e32 v69, v70, v69, vcc
	v_cmp_u_f32_e32 vcc, v68, v68
	s_nop 1
	v_cndmask_b32_e32 v68, v35, v68, vcc
	v_pk_mul_f32 v[68:69], v[14:15], v[68:69]
	v_cmp_ge_f32_e32 vcc, s49, v67
	s_nop 1
	v_cndmask_b32_e32 v11, v11, v69, vcc
	v_cmp_ge_f32_e32 vcc, s30, v66
	s_nop 1
	v_cndmask_b32_e32 v10, v10, v68, vcc
	v_pk_mul_f32 v[10:11], v[26:27], v[10:11]
	s_nop 0
	v_cmp_ngt_f32_e32 vcc, s31, v10
	s_nop 1
	v_cndmask_b32_e32 v10, v41, v10, vcc
	v_cmp_ngt_f32_e32 vcc, s31, v11
	s_nop 1
	v_cndmask_b32_e32 v11, v41, v11, vcc
	v_cmp_nlt_f32_e32 vcc, s59, v11
	s_nop 1
	v_cndmask_b32_e32 v11, v42, v11, vcc
	v_cmp_nlt_f32_e32 vcc, s59, v10
	s_nop 1
	v_cndmask_b32_e32 v10, v42, v10, vcc
	v_pk_fma_f32 v[66:67], v[10:11], s[24:25], v[12:13] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_add_f32 v[66:67], v[66:67], s[48:49] op_sel_hi:[1,0]
	s_nop 0
	v_pk_fma_f32 v[10:11], v[66:67], s[54:55], v[10:11] op_sel_hi:[1,0,1]
	v_pk_mul_f32 v[68:69], v[66:67], s[58:59] op_sel_hi:[1,0]
	v_cmp_o_f32_e32 vcc, v67, v67
	v_pk_add_f32 v[70:71], v[10:11], v[68:69]
	s_nop 0
	v_pk_add_f32 v[10:11], v[70:71], v[10:11] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_mul_f32 v[74:75], v[70:71], v[70:71]
	v_pk_add_f32 v[10:11], v[68:69], v[10:11] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_fma_f32 v[68:69], v[70:71], s[60:61], v[36:37] op_sel_hi:[1,0,0]
	v_cndmask_b32_e32 v35, 0, v67, vcc
	v_pk_fma_f32 v[68:69], v[68:69], v[70:71], s[70:71] op_sel_hi:[1,1,0]
	v_cmp_o_f32_e32 vcc, v66, v66
	v_pk_fma_f32 v[68:69], v[68:69], v[70:71], s[72:73] op_sel_hi:[1,1,0]
	v_cvt_i32_f32_e32 v35, v35
	v_pk_fma_f32 v[68:69], v[68:69], v[70:71], s[74:75] op_sel_hi:[1,1,0]
	v_cndmask_b32_e32 v66, 0, v66, vcc
	v_pk_fma_f32 v[68:69], v[68:69], v[70:71], 0.5 op_sel_hi:[1,1,0]
	v_cvt_i32_f32_e32 v66, v66
	v_pk_mul_f32 v[68:69], v[74:75], v[68:69]
	v_ashrrev_i32_e32 v67, 1, v35
	v_pk_add_f32 v[74:75], v[70:71], v[68:69]
	v_sub_u32_e32 v35, v35, v67
	v_pk_add_f32 v[70:71], v[74:75], v[70:71] neg_lo:[0,1] neg_hi:[0,1]
	v_lshl_add_u32 v67, v67, 23, 1.0
	v_pk_add_f32 v[68:69], v[68:69], v[70:71] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_pk_add_f32 v[10:11], v[10:11], v[68:69]
	v_pk_add_f32 v[68:69], v[74:75], 1.0 op_sel_hi:[1,0]
	s_nop 0
	v_pk_add_f32 v[70:71], v[68:69], -1.0 op_sel_hi:[1,0]
	s_nop 0
	v_pk_add_f32 v[70:71], v[74:75], v[70:71] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_pk_add_f32 v[10:11], v[70:71], v[10:11]
	s_nop 0
	v_pk_add_f32 v[10:11], v[68:69], v[10:11]
	v_ashrrev_i32_e32 v68, 1, v66
	v_sub_u32_e32 v70, v66, v68
	v_lshl_add_u32 v66, v68, 23, 1.0
	v_lshl_add_u32 v68, v70, 23, 1.0
	v_pk_add_f32 v[70:71], v[8:9], v[72:73]
	v_lshl_add_u32 v69, v35, 23, 1.0
	v_pk_mul_f32 v[72:73], s[62:63], v[70:71]
	v_pk_mul_f32 v[10:11], v[10:11], v[66:67]
	v_cmp_ngt_f32_e32 vcc, s31, v72
	v_pk_mul_f32 v[10:11], v[10:11], v[68:69]
	s_nop 0
	v_cndmask_b32_e32 v35, v41, v72, vcc
	v_cmp_ngt_f32_e32 vcc, s31, v73
	s_nop 1
	v_cndmask_b32_e32 v74, v41, v73, vcc
	v_cmp_nlt_f32_e32 vcc, s59, v74
	s_nop 1
	v_cndmask_b32_e32 v75, v42, v74, vcc
	v_cmp_nlt_f32_e32 vcc, s59, v35
	s_nop 1
	v_cndmask_b32_e32 v74, v42, v35, vcc
	v_pk_fma_f32 v[76:77], v[74:75], s[24:25], v[12:13] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_add_f32 v[76:77], v[76:77], s[48:49] op_sel_hi:[1,0]
	s_nop 0
	v_cmp_o_f32_e32 vcc, v77, v77
	v_pk_fma_f32 v[68:69], v[76:77], s[54:55], v[74:75] op_sel_hi:[1,0,1]
	v_pk_mul_f32 v[74:75], v[76:77], s[58:59] op_sel_hi:[1,0]
	v_cndmask_b32_e32 v35, 0, v77, vcc
	v_cmp_o_f32_e32 vcc, v76, v76
	v_cvt_i32_f32_e32 v90, v35
	v_ashrrev_i32_e32 v67, 1, v90
	v_cndmask_b32_e32 v78, 0, v76, vcc
	v_pk_add_f32 v[76:77], v[68:69], v[74:75]
	v_cvt_i32_f32_e32 v91, v78
	v_pk_fma_f32 v[84:85], v[76:77], s[60:61], v[36:37] op_sel_hi:[1,0,0]
	v_pk_mul_f32 v[86:87], v[76:77], v[76:77]
	v_pk_fma_f32 v[84:85], v[84:85], v[76:77], s[70:71] op_sel_hi:[1,1,0]
	v_pk_add_f32 v[78:79], v[76:77], v[68:69] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_fma_f32 v[84:85], v[84:85], v[76:77], s[72:73] op_sel_hi:[1,1,0]
	v_pk_add_f32 v[82:83], v[74:75], v[78:79] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_fma_f32 v[84:85], v[84:85], v[76:77], s[74:75] op_sel_hi:[1,1,0]
	v_ashrrev_i32_e32 v92, 1, v91
	v_pk_fma_f32 v[84:85], v[84:85], v[76:77], 0.5 op_sel_hi:[1,1,0]
	v_lshl_add_u32 v66, v92, 23, 1.0
	v_pk_mul_f32 v[84:85], v[86:87], v[84:85]
	s_nop 0
	v_pk_add_f32 v[86:87], v[76:77], v[84:85]
	s_nop 0
	v_pk_add_f32 v[76:77], v[86:87], v[76:77] neg_lo:[0,1] neg_hi:[0,1]
	v_mov_b32_e32 v74, v87
	v_pk_add_f32 v[76:77], v[84:85], v[76:77] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[84:85], v[86:87], 1.0 op_sel_hi:[1,0]
	s_nop 0
	v_add_f32_e32 v35, -1.0, v84
	v_sub_f32_e32 v68, v86, v35
	v_mov_b32_e32 v35, v69
	v_pk_add_f32 v[88:89], v[84:85], v[34:35] op_sel:[1,0] op_sel_hi:[0,1]
	v_mov_b32_e32 v89, v79
	v_pk_add_f32 v[74:75], v[74:75], v[88:89] neg_lo:[0,1] neg_hi:[0,1]
	v_sub_u32_e32 v35, v91, v92
	v_mov_b32_e32 v83, v75
	v_pk_add_f32 v[76:77], v[82:83], v[76:77]
	v_mov_b32_e32 v69, v74
	v_pk_add_f32 v[68:69], v[68:69], v[76:77]
	v_sub_u32_e32 v74, v90, v67
	v_pk_add_f32 v[68:69], v[84:85], v[68:69]
	v_lshl_add_u32 v67, v67, 23, 1.0
	v_lshl_add_u32 v75, v74, 23, 1.0
	v_lshl_add_u32 v74, v35, 23, 1.0
	v_pk_mul_f32 v[66:67], v[68:69], v[66:67]
	s_nop 0
	v_pk_mul_f32 v[66:67], v[66:67], v[74:75]
	s_nop 0
	v_pk_add_f32 v[66:67], v[66:67], 1.0 op_sel_hi:[1,0]
	s_nop 0
	v_pk_mul_f32 v[68:69], v[66:67], s[76:77] op_sel_hi:[1,0]
	v_cmp_gt_f32_e32 vcc, s67, v66
	v_cmp_gt_f32_e64 s[6:7], s67, v67
	s_nop 0
	v_cndmask_b32_e32 v35, v66, v68, vcc
	v_cndmask_b32_e64 v68, v67, v69, s[6:7]
	v_add_u32_e32 v74, 0xc0cafb0d, v68
	v_add_u32_e32 v75, 0xc0cafb0d, v35
	v_and_b32_e32 v69, 0xff800000, v74
	v_and_b32_e32 v76, 0xff800000, v75
	v_sub_u32_e32 v69, v68, v69
	v_sub_u32_e32 v68, v35, v76
	v_cndmask_b32_e32 v76, 0, v58, vcc
	v_ashrrev_i32_e32 v77, 23, v74
	v_ashrrev_i32_e32 v74, 23, v75
	v_pk_add_f32 v[68:69], v[68:69], -1.0 op_sel_hi:[1,0]
	v_add_u32_e32 v76, v74, v76
	v_pk_add_f32 v[74:75], v[68:69], 2.0 op_sel_hi:[1,0]
	v_cndmask_b32_e64 v35, 0, v58, s[6:7]
	v_div_scale_f32 v78, s[6:7], v75, v75, v69
	v_rcp_f32_e32 v79, v78
	v_add_u32_e32 v35, v77, v35
	v_cvt_f32_i32_e32 v77, v35
	v_cvt_f32_i32_e32 v76, v76
	v_fma_f32 v35, -v78, v79, 1.0
	v_fmac_f32_e32 v79, v35, v79
	v_div_scale_f32 v35, vcc, v69, v75, v69
	v_mul_f32_e32 v82, v35, v79
	v_fma_f32 v83, -v78, v82, v35
	v_fmac_f32_e32 v82, v83, v79
	v_fma_f32 v35, -v78, v82, v35
	v_div_scale_f32 v78, s[6:7], v74, v74, v68
	v_rcp_f32_e32 v83, v78
	v_div_fmas_f32 v35, v35, v79, v82
	v_div_fixup_f32 v75, v35, v75, v69
	s_and_b64 s[6:7], s[20:21], s[8:9]
	v_fma_f32 v35, -v78, v83, 1.0
	v_fmac_f32_e32 v83, v35, v83
	v_div_scale_f32 v35, vcc, v68, v74, v68
	v_mul_f32_e32 v79, v35, v83
	v_fma_f32 v82, -v78, v79, v35
	v_fmac_f32_e32 v79, v82, v83
	v_fma_f32 v35, -v78, v79, v35
	v_div_fmas_f32 v35, v35, v83, v79
	v_div_fixup_f32 v74, v35, v74, v68
	v_pk_mul_f32 v[78:79], v[74:75], v[74:75]
	v_cmp_neq_f32_e32 vcc, 0, v66
	v_pk_fma_f32 v[80:81], v[78:79], s[80:81], v[80:81] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_fma_f32 v[80:81], v[80:81], v[78:79], s[82:83] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[80:81], v[80:81], v[78:79], s[84:85] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[80:81], v[80:81], v[78:79], s[86:87] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_mul_f32 v[78:79], v[78:79], v[80:81] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_pk_add_f32 v[78:79], v[68:69], v[78:79]
	s_nop 0
	v_pk_fma_f32 v[68:69], v[74:75], v[78:79], v[68:69] neg_lo:[1,0,0] neg_hi:[1,0,0]
	s_nop 0
	v_pk_fma_f32 v[68:69], v[76:77], s[88:89], v[68:69] op_sel_hi:[1,0,1]
	s_nop 0
	v_pk_fma_f32 v[68:69], v[76:77], s[90:91], v[68:69] op_sel_hi:[1,0,1]
	s_nop 0
	v_cndmask_b32_e32 v35, v59, v68, vcc
	v_cmp_neq_f32_e32 vcc, 0, v67
	s_nop 1
	v_cndmask_b32_e32 v68, v59, v69, vcc
	v_cmp_neq_f32_e32 vcc, s69, v67
	s_nop 1
	v_cndmask_b32_e32 v68, v60, v68, vcc
	v_cmp_neq_f32_e32 vcc, s69, v66
	s_nop 1
	v_cndmask_b32_e32 v35, v60, v35, vcc
	v_cmp_ngt_f32_e32 vcc, 0, v66
	s_nop 1
	v_cndmask_b32_e32 v35, v61, v35, vcc
	v_cmp_ngt_f32_e32 vcc, 0, v67
	s_nop 1
	v_cndmask_b32_e32 v68, v61, v68, vcc
	v_cmp_u_f32_e32 vcc, v67, v67
	s_nop 1
	v_cndmask_b32_e32 v67, v68, v67, vcc
	v_cmp_u_f32_e32 vcc, v66, v66
	s_nop 1
	v_cndmask_b32_e32 v66, v35, v66, vcc
	v_pk_mul_f32 v[66:67], v[14:15], v[66:67]
	v_cmp_ge_f32_e32 vcc, s49, v73
	s_nop 1
	v_cndmask_b32_e32 v67, v71, v67, vcc
	v_cmp_ge_f32_e32 vcc, s30, v72
	s_nop 1
	v_cndmask_b32_e32 v66, v70, v66, vcc
	v_pk_mul_f32 v[66:67], v[26:27], v[66:67]
	s_nop 0
	v_cmp_ngt_f32_e32 vcc, s31, v66
	s_nop 1
	v_cndmask_b32_e32 v35, v41, v66, vcc
	v_cmp_ngt_f32_e32 vcc, s31, v67
	s_nop 1
	v_cndmask_b32_e32 v66, v41, v67, vcc
	v_cmp_nlt_f32_e32 vcc, s59, v66
	s_nop 1
	v_cndmask_b32_e32 v67, v42, v66, vcc
	v_cmp_nlt_f32_e32 vcc, s59, v35
	s_nop 1
	v_cndmask_b32_e32 v66, v42, v35, vcc
	v_pk_fma_f32 v[12:13], v[66:67], s[24:25], v[12:13] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_add_f32 v[12:13], v[12:13], s[48:49] op_sel_hi:[1,0]
	s_nop 0
	v_pk_fma_f32 v[66:67], v[12:13], s[54:55], v[66:67] op_sel_hi:[1,0,1]
	v_pk_mul_f32 v[68:69], v[12:13], s[58:59] op_sel_hi:[1,0]
	v_cmp_o_f32_e32 vcc, v13, v13
	v_pk_add_f32 v[70:71], v[66:67], v[68:69]
	s_nop 0
	v_pk_fma_f32 v[36:37], v[70:71], s[60:61], v[36:37] op_sel_hi:[1,0,0]
	v_pk_add_f32 v[66:67], v[70:71], v[66:67] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_fma_f32 v[36:37], v[36:37], v[70:71], s[70:71] op_sel_hi:[1,1,0]
	v_pk_add_f32 v[66:67], v[68:69], v[66:67] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_fma_f32 v[36:37], v[36:37], v[70:71], s[72:73] op_sel_hi:[1,1,0]
	v_pk_mul_f32 v[68:69], v[70:71], v[70:71]
	v_pk_fma_f32 v[36:37], v[36:37], v[70:71], s[74:75] op_sel_hi:[1,1,0]
	v_cndmask_b32_e32 v13, 0, v13, vcc
	v_pk_fma_f32 v[36:37], v[36:37], v[70:71], 0.5 op_sel_hi:[1,1,0]
	v_cmp_o_f32_e32 vcc, v12, v12
	v_pk_mul_f32 v[36:37], v[68:69], v[36:37]
	v_cvt_i32_f32_e32 v35, v13
	v_pk_add_f32 v[68:69], v[70:71], v[36:37]
	v_cndmask_b32_e32 v12, 0, v12, vcc
	v_pk_add_f32 v[70:71], v[68:69], v[70:71] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_pk_add_f32 v[36:37], v[36:37], v[70:71] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_pk_add_f32 v[36:37], v[66:67], v[36:37]
	v_pk_add_f32 v[66:67], v[68:69], 1.0 op_sel_hi:[1,0]
	s_nop 0
	v_pk_add_f32 v[70:71], v[66:67], -1.0 op_sel_hi:[1,0]
	s_nop 0
	v_pk_add_f32 v[68:69], v[68:69], v[70:71] neg_lo:[0,1] neg_hi:[0,1]
	v_cvt_i32_f32_e32 v70, v12
	v_pk_add_f32 v[12:13], v[68:69], v[36:37]
	v_ashrrev_i32_e32 v36, 1, v35
	v_pk_add_f32 v[12:13], v[66:67], v[12:13]
	v_ashrrev_i32_e32 v66, 1, v70
	v_sub_u32_e32 v68, v70, v66
	v_sub_u32_e32 v35, v35, v36
	v_lshl_add_u32 v37, v36, 23, 1.0
	v_lshl_add_u32 v36, v66, 23, 1.0
	v_lshl_add_u32 v67, v35, 23, 1.0
	v_lshl_add_u32 v66, v68, 23, 1.0
	v_pk_mul_f32 v[12:13], v[12:13], v[36:37]
	s_nop 0
	v_pk_mul_f32 v[12:13], v[12:13], v[66:67]
	ds_write_b128 v44, v[10:13]
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_xor_b64 s[8:9], exec, s[8:9]
	s_cbranch_execz .LBB0_18
	v_ashrrev_i32_e32 v35, 31, v65
	v_mul_lo_u32 v66, s51, v65
	v_mul_lo_u32 v35, s50, v35
	v_mad_u64_u32 v[36:37], s[6:7], s50, v65, 0
	v_add3_u32 v37, v37, v35, v66
	v_lshl_add_u64 v[36:37], v[36:37], 2, v[20:21]
	global_store_dwordx4 v[36:37], v[10:13], off
.LBB0_18:
	s_or_b64 exec, exec, s[92:93]
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB0_20
	v_sub_f32_e32 v10, 0, v64
	v_cmp_nlt_f32_e64 vcc, -v64, s31
	s_nop 1
	v_cndmask_b32_e32 v10, v41, v10, vcc
	v_cmp_nlt_f32_e32 vcc, s59, v10
	s_nop 1
	v_cndmask_b32_e32 v13, v42, v10, vcc
	v_fmamk_f32 v10, v13, 0x3fb8aa3b, v43
	v_add_f32_e32 v35, 0xcb400000, v10
	v_fmac_f32_e32 v13, 0xbf317218, v35
	v_mul_f32_e32 v11, 0x3102e308, v35
	v_add_f32_e32 v36, v13, v11
	v_fmamk_f32 v10, v36, 0x39500d01, v46
	v_fmaak_f32 v10, v10, v36, 0x3c088889
	v_fmaak_f32 v10, v10, v36, 0x3d2aaaab
	v_fmaak_f32 v10, v10, v36, 0x3e2aaaab
	v_fma_f32 v10, v10, v36, 0.5
	v_mul_f32_e32 v12, v36, v36
	v_mul_f32_e32 v12, v12, v10
	v_add_f32_e32 v10, v36, v12
	v_sub_f32_e32 v37, v10, v36
	v_add_f32_e32 v64, 1.0, v10
	v_sub_f32_e32 v37, v12, v37
	v_add_f32_e32 v12, -1.0, v64
	v_sub_f32_e32 v13, v36, v13
	v_cmp_o_f32_e32 vcc, v35, v35
	v_pk_add_f32 v[10:11], v[10:11], v[12:13] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_cndmask_b32_e32 v12, 0, v35, vcc
	v_cvt_i32_f32_e32 v12, v12
	v_add_f32_e32 v11, v11, v37
	v_add_f32_e32 v10, v10, v11
	v_add_f32_e32 v10, v64, v10
	v_ashrrev_i32_e32 v11, 1, v12
	v_sub_u32_e32 v12, v12, v11
	v_lshl_add_u32 v11, v11, 23, 1.0
	v_lshl_add_u32 v12, v12, 23, 1.0
	v_mul_f32_e32 v10, v10, v11
	v_mul_f32_e32 v10, v10, v12
	v_add_f32_e32 v10, 1.0, v10
	v_div_scale_f32 v11, s[4:5], v10, v10, 1.0
	v_rcp_f32_e32 v12, v11
	s_nop 0
	v_fma_f32 v13, -v11, v12, 1.0
	v_fmac_f32_e32 v12, v13, v12
	v_div_scale_f32 v13, vcc, 1.0, v10, 1.0
	v_mul_f32_e32 v35, v13, v12
	v_fma_f32 v36, -v11, v35, v13
	v_fmac_f32_e32 v35, v36, v12
	v_fma_f32 v11, -v11, v35, v13
	v_div_fmas_f32 v11, v11, v12, v35
	v_div_fixup_f32 v10, v11, v10, 1.0
	ds_write_b32 v54, v10
.LBB0_20:
	s_or_b64 exec, exec, s[6:7]
	s_and_saveexec_b64 s[4:5], s[2:3]
	ds_write_b32 v57, v63
	s_or_b64 exec, exec, s[4:5]
	s_cmp_eq_u32 s77, 0
	s_cselect_b64 s[2:3], -1, 0
	v_cndmask_b32_e64 v10, v62, 0, s[2:3]
	v_pk_add_f32 v[2:3], v[2:3], v[10:11] op_sel_hi:[1,0]
	v_pk_add_f32 v[4:5], v[4:5], v[10:11] op_sel_hi:[1,0]
	s_cmp_lt_i32 s75, 1
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_8
	s_ashr_i32 s2, s71, 31
	s_mul_i32 s3, s65, s71
	s_mul_i32 s2, s64, s2
	v_mov_b32_e32 v10, s71
	s_add_i32 s4, s2, s3
	v_mad_u64_u32 v[10:11], s[2:3], s64, v10, v[32:33]
	v_med3_i32 v13, s33, 1, 8
	v_add_u32_e32 v11, s4, v11
	s_movk_i32 s4, 0x3100
	s_mov_b32 s5, s71
	v_mov_b32_e32 v35, v55
	v_mov_b32_e32 v36, v45
	s_branch .LBB0_25
.LBB0_24:
	s_or_b64 exec, exec, s[2:3]
	v_add_u32_e32 v13, -1, v13
	v_cmp_eq_u32_e32 vcc, 0, v13
	v_add_u32_e32 v36, 32, v36
	v_add_u32_e32 v35, 0x200, v35
	s_add_i32 s4, s4, 4
	v_lshl_add_u64 v[10:11], v[10:11], 0, s[64:65]
	s_add_i32 s5, s5, 1
	s_cbranch_vccnz .LBB0_8
.LBB0_25:
	ds_read_b128 v[64:67], v35
	ds_read_b128 v[68:71], v35 offset:4096
	s_waitcnt lgkmcnt(2)
	v_mov_b32_e32 v63, s4
	s_waitcnt lgkmcnt(1)
	v_pk_mul_f32 v[2:3], v[2:3], v[64:65]
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v12, v69, v3
	v_pk_mul_f32 v[4:5], v[4:5], v[66:67]
	v_fmac_f32_e32 v12, v68, v2
	v_fmac_f32_e32 v12, v70, v4
	v_fmac_f32_e32 v12, v71, v5
	ds_bpermute_b32 v37, v47, v12
	ds_read_b32 v72, v36
	ds_read_b32 v63, v63
	ds_read_b128 v[64:67], v35 offset:8192
	s_waitcnt lgkmcnt(3)
	v_add_f32_e32 v12, v12, v37
	ds_bpermute_b32 v37, v48, v12
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v12, v12, v37
	ds_bpermute_b32 v37, v49, v12
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v12, v12, v37
	ds_bpermute_b32 v37, v50, v12
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v12, v12, v37
	ds_bpermute_b32 v37, v51, v12
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v12, v12, v37
	v_sub_f32_e32 v12, v72, v12
	v_mul_f32_e32 v12, v63, v12
	v_pk_fma_f32 v[2:3], v[68:69], v[12:13], v[2:3] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[4:5], v[70:71], v[12:13], v[4:5] op_sel_hi:[1,0,1]
	v_mul_f32_e32 v37, v65, v3
	v_fmac_f32_e32 v37, v64, v2
	v_fmac_f32_e32 v37, v66, v4
	v_fmac_f32_e32 v37, v67, v5
	ds_bpermute_b32 v63, v47, v37
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v37, v37, v63
	ds_bpermute_b32 v63, v48, v37
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v37, v37, v63
	ds_bpermute_b32 v63, v49, v37
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v37, v37, v63
	ds_bpermute_b32 v63, v50, v37
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v37, v37, v63
	ds_bpermute_b32 v63, v51, v37
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_27
	s_add_i32 s6, s34, s5
	s_ashr_i32 s7, s6, 31
	s_mul_i32 s7, s50, s7
	s_mul_hi_u32 s8, s50, s6
	s_add_i32 s7, s8, s7
	s_mul_i32 s8, s51, s6
	s_add_i32 s7, s7, s8
	s_mul_i32 s6, s50, s6
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v37, v37, v63
	v_cvt_pk_bf16_f32 v37, v37, s0
	v_lshl_add_u64 v[64:65], s[6:7], 1, v[28:29]
	global_store_short v[64:65], v37, off
.LBB0_27:
	s_or_b64 exec, exec, s[2:3]
	s_cmp_lt_i32 s5, s25
	s_cselect_b64 s[2:3], -1, 0
	s_and_b64 s[6:7], s[2:3], s[36:37]
	s_and_saveexec_b64 s[2:3], s[6:7]
	s_cbranch_execz .LBB0_24
	global_store_dword v[10:11], v12, off
	s_branch .LBB0_24
.LBB0_29:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel kda_verify_tuple_act_bf16_dt_f32_pool_f32_bv8w4
		.amdhsa_group_segment_fixed_size 12576
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
		.amdhsa_next_free_vgpr 93
		.amdhsa_next_free_sgpr 94
		.amdhsa_accum_offset 96
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
	.size	kda_verify_tuple_act_bf16_dt_f32_pool_f32_bv8w4, .Lfunc_end0-kda_verify_tuple_act_bf16_dt_f32_pool_f32_bv8w4

	.set kda_verify_tuple_act_bf16_dt_f32_pool_f32_bv8w4.num_vgpr, 93
	.set kda_verify_tuple_act_bf16_dt_f32_pool_f32_bv8w4.num_agpr, 0
	.set kda_verify_tuple_act_bf16_dt_f32_pool_f32_bv8w4.numbered_sgpr, 94
	.set kda_verify_tuple_act_bf16_dt_f32_pool_f32_bv8w4.num_named_barrier, 0
	.set kda_verify_tuple_act_bf16_dt_f32_pool_f32_bv8w4.private_seg_size, 0
	.set kda_verify_tuple_act_bf16_dt_f32_pool_f32_bv8w4.uses_vcc, 1
	.set kda_verify_tuple_act_bf16_dt_f32_pool_f32_bv8w4.uses_flat_scratch, 0
	.set kda_verify_tuple_act_bf16_dt_f32_pool_f32_bv8w4.has_dyn_sized_stack, 0
	.set kda_verify_tuple_act_bf16_dt_f32_pool_f32_bv8w4.has_recursion, 0
	.set kda_verify_tuple_act_bf16_dt_f32_pool_f32_bv8w4.has_indirect_call, 0
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
    .group_segment_fixed_size: 12576
    .kernarg_segment_align: 8
    .kernarg_segment_size: 268
    .max_flat_workgroup_size: 256
    .name:           kda_verify_tuple_act_bf16_dt_f32_pool_f32_bv8w4
    .private_segment_fixed_size: 0
    .sgpr_count:     100
    .sgpr_spill_count: 0
    .symbol:         kda_verify_tuple_act_bf16_dt_f32_pool_f32_bv8w4.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     93
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx950
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
