; deltagen generated file: do not edit. Regenerate with `cargo xtask gen`.
; kernel: gdn_verify  instance: gdn_verify_tuple_act_bf16_dt_f32_pool_bf16_bv8w4  arch: gfx950
; profile=portable  mode=tuple  act_dtype=bf16  dt_bias_dtype=f32  pool_dtype=bf16  tile=bv8w4  lanes_per_column=32  requests=1
; ir-sha256: fb9ba9a67686cdc85e40c907384d1b54dd3289dbb0b8e63e681e2bad31fbcd9f
; llvm: 22.1  pipeline: default<O3>  ld.lld: LLVM 22.1
	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 6
	.text
	.globl	gdn_verify_tuple_act_bf16_dt_f32_pool_bf16_bv8w4
	.p2align	8
	.type	gdn_verify_tuple_act_bf16_dt_f32_pool_bf16_bv8w4,@function
gdn_verify_tuple_act_bf16_dt_f32_pool_bf16_bv8w4:
	s_load_dwordx4 s[44:47], s[0:1], 0x7c
	s_mov_b32 s14, s3
	s_ashr_i32 s4, s2, 31
	s_lshr_b32 s4, s4, 28
	s_add_i32 s12, s2, s4
	s_waitcnt lgkmcnt(0)
	s_max_i32 s3, s45, 1
	v_cvt_f32_u32_e32 v1, s3
	s_and_b32 s4, s12, -16
	s_sub_i32 s56, s2, s4
	s_sub_i32 s4, 0, s3
	v_rcp_iflag_f32_e32 v1, v1
	s_abs_i32 s2, s46
	s_ashr_i32 s58, s12, 4
	s_ashr_i32 s47, s46, 31
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	s_load_dwordx4 s[48:51], s[0:1], 0xa8
	s_load_dwordx8 s[24:31], s[0:1], 0x88
	v_lshrrev_b32_e32 v23, 5, v0
	v_mov_b32_e32 v4, 0
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
	s_load_dwordx8 s[4:11], s[0:1], 0x40
	s_load_dwordx8 s[36:43], s[0:1], 0x60
	s_xor_b32 s2, s2, s47
	s_sub_i32 s2, s2, s47
	s_ashr_i32 s15, s14, 31
	s_max_i32 s57, s2, 1
	s_ashr_i32 s59, s58, 31
	s_lshl_b64 s[2:3], s[14:15], 2
	s_waitcnt lgkmcnt(0)
	s_add_u32 s6, s6, s2
	s_addc_u32 s7, s7, s3
	v_cvt_f32_u32_e32 v1, s57
	s_load_dword s14, s[6:7], 0x0
	v_lshl_or_b32 v2, s56, 3, v23
	v_mov_b32_e32 v5, v4
	v_rcp_iflag_f32_e32 v1, v1
	v_mov_b64_e32 v[6:7], v[4:5]
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_i32 s14, 0
	s_cselect_b64 s[16:17], -1, 0
	s_cmp_ge_i32 s14, s44
	s_cselect_b64 s[18:19], -1, 0
	s_add_u32 s6, s8, s2
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	s_addc_u32 s7, s9, s3
	v_cvt_u32_f32_e32 v3, v1
	s_load_dwordx2 s[34:35], s[6:7], 0x0
	s_add_u32 s2, s10, s2
	v_and_b32_e32 v1, 31, v0
	s_addc_u32 s3, s11, s3
	s_or_b64 s[8:9], s[16:17], s[18:19]
	v_readfirstlane_b32 s13, v3
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b32_e32 v12, 2, v1
	s_lshl_b64 s[6:7], s[58:59], 7
	s_and_b64 vcc, exec, s[8:9]
	s_cbranch_vccnz .LBB0_2
	s_mul_i32 s8, s51, s14
	s_mul_hi_u32 s9, s50, s14
	s_add_i32 s9, s9, s8
	s_mul_i32 s8, s50, s14
	s_lshl_b64 s[8:9], s[8:9], 1
	v_lshl_add_u64 v[6:7], s[6:7], 0, v[2:3]
	s_add_u32 s4, s4, s8
	s_addc_u32 s5, s5, s9
	v_lshlrev_b64 v[6:7], 8, v[6:7]
	v_lshl_add_u64 v[6:7], s[4:5], 0, v[6:7]
	v_lshlrev_b32_e32 v8, 1, v12
	v_mov_b32_e32 v9, v4
	v_lshl_add_u64 v[4:5], v[6:7], 0, v[8:9]
	global_load_dwordx2 v[4:5], v[4:5], off
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v7, 0xffff0000, v4
	v_lshlrev_b32_e32 v6, 16, v4
	v_and_b32_e32 v9, 0xffff0000, v5
	v_lshlrev_b32_e32 v8, 16, v5
	v_pk_add_f32 v[4:5], v[6:7], 0 op_sel_hi:[1,0]
	v_pk_add_f32 v[6:7], v[8:9], 0 op_sel_hi:[1,0]
.LBB0_2:
	s_waitcnt lgkmcnt(0)
	s_sub_i32 s33, s35, s34
	s_add_i32 s44, s33, 7
	s_cmp_lt_i32 s44, 8
	s_cbranch_scc1 .LBB0_18
	s_sub_i32 s4, 0, s57
	s_mul_i32 s4, s4, s13
	s_mul_hi_u32 s4, s13, s4
	s_abs_i32 s5, s58
	s_add_i32 s13, s13, s4
	s_mul_hi_u32 s4, s5, s13
	s_ashr_i32 s35, s12, 31
	s_load_dword s67, s[2:3], 0x0
	s_load_dwordx16 s[8:23], s[0:1], 0x0
	s_load_dwordx4 s[52:55], s[0:1], 0xd8
	s_mul_i32 s2, s4, s57
	s_sub_i32 s2, s5, s2
	s_add_i32 s3, s4, 1
	s_sub_i32 s5, s2, s57
	s_cmp_ge_u32 s2, s57
	s_cselect_b32 s3, s3, s4
	s_cselect_b32 s2, s5, s2
	s_add_i32 s4, s3, 1
	s_cmp_ge_u32 s2, s57
	s_cselect_b32 s2, s4, s3
	s_xor_b32 s2, s2, s35
	s_sub_i32 s62, s2, s35
	s_ashr_i32 s63, s62, 31
	s_cmp_eq_u32 s56, 0
	s_mul_i32 s2, s62, s57
	s_cselect_b64 s[42:43], -1, 0
	s_sub_i32 s2, s58, s2
	s_or_b32 s2, s2, s56
	s_cmp_eq_u32 s2, 0
	s_cselect_b64 s[50:51], -1, 0
	s_lshl_b64 s[60:61], s[58:59], 2
	s_waitcnt lgkmcnt(0)
	s_add_u32 s2, s18, s60
	s_addc_u32 s3, s19, s61
	s_load_dword s18, s[2:3], 0x0
	v_mov_b32_e32 v24, 0xc2d00000
	s_mov_b32 s65, 0x42b20000
	v_mov_b32_e32 v25, 0x42b20000
	v_mov_b32_e32 v26, 0x4b400000
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v8, s18
	v_cmp_nlt_f32_e32 vcc, s18, v24
	v_mov_b32_e32 v27, 0x3ab60b61
	s_add_u32 s2, s20, s60
	v_cndmask_b32_e32 v8, v24, v8, vcc
	v_cmp_nlt_f32_e32 vcc, s65, v8
	s_addc_u32 s3, s21, s61
	s_load_dword s55, s[2:3], 0x0
	v_cndmask_b32_e32 v8, v25, v8, vcc
	v_fmamk_f32 v9, v8, 0x3fb8aa3b, v26
	v_add_f32_e32 v9, 0xcb400000, v9
	v_fmac_f32_e32 v8, 0xbf317218, v9
	v_mul_f32_e32 v10, 0x3102e308, v9
	v_add_f32_e32 v11, v8, v10
	v_sub_f32_e32 v8, v11, v8
	v_sub_f32_e32 v8, v10, v8
	v_fmamk_f32 v10, v11, 0x39500d01, v27
	v_fmaak_f32 v10, v10, v11, 0x3c088889
	v_fmaak_f32 v10, v10, v11, 0x3d2aaaab
	v_fmaak_f32 v10, v10, v11, 0x3e2aaaab
	v_fma_f32 v10, v10, v11, 0.5
	v_mul_f32_e32 v13, v11, v11
	v_mul_f32_e32 v10, v13, v10
	v_add_f32_e32 v13, v11, v10
	v_sub_f32_e32 v11, v13, v11
	v_sub_f32_e32 v10, v10, v11
	v_add_f32_e32 v8, v8, v10
	v_add_f32_e32 v10, 1.0, v13
	v_add_f32_e32 v11, -1.0, v10
	v_cmp_o_f32_e32 vcc, v9, v9
	v_sub_f32_e32 v11, v13, v11
	v_add_f32_e32 v8, v11, v8
	v_cndmask_b32_e32 v9, 0, v9, vcc
	v_div_scale_f32 v11, s[2:3], s53, s53, 1.0
	v_cvt_i32_f32_e32 v9, v9
	s_ashr_i32 s2, s44, 31
	s_lshr_b32 s2, s2, 29
	s_add_i32 s44, s44, s2
	s_ashr_i32 s66, s44, 3
	s_lshl_b64 s[2:3], s[58:59], 1
	v_add_f32_e32 v8, v10, v8
	v_ashrrev_i32_e32 v10, 1, v9
	s_add_u32 s14, s14, s2
	v_sub_u32_e32 v9, v9, v10
	v_lshlrev_b32_e32 v10, 23, v10
	v_rcp_f32_e32 v13, v11
	s_addc_u32 s15, s15, s3
	v_add_u32_e32 v10, 1.0, v10
	v_lshlrev_b32_e32 v9, 23, v9
	s_add_u32 s20, s16, s2
	v_add_u32_e32 v9, 1.0, v9
	v_mul_f32_e32 v8, v8, v10
	s_addc_u32 s21, s17, s3
	s_load_dwordx2 s[56:57], s[0:1], 0xb8
	s_load_dwordx4 s[16:19], s[0:1], 0xc0
	v_mul_f32_e32 v8, v8, v9
	s_load_dwordx2 s[68:69], s[0:1], 0xd0
	v_sub_f32_e32 v28, 0, v8
	v_fma_f32 v8, -v11, v13, 1.0
	s_ashr_i32 s1, s45, 31
	v_fmac_f32_e32 v13, v8, v13
	v_div_scale_f32 v8, vcc, 1.0, s53, 1.0
	s_cmp_gt_i32 s67, -1
	v_mul_f32_e32 v9, v8, v13
	s_cselect_b64 s[2:3], -1, 0
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_i32 s67, s56
	v_fma_f32 v10, -v11, v9, v8
	s_mov_b32 s0, s45
	s_cselect_b64 s[44:45], -1, 0
	v_fmac_f32_e32 v9, v10, v13
	s_and_b64 s[44:45], s[2:3], s[44:45]
	s_lshl_b64 s[70:71], s[62:63], 8
	v_fma_f32 v8, -v11, v9, v8
	s_add_u32 s8, s8, s70
	v_div_fmas_f32 v8, v8, v13, v9
	s_addc_u32 s9, s9, s71
	v_lshlrev_b32_e32 v14, 1, v12
	v_mov_b32_e32 v15, 0
	v_div_fixup_f32 v29, v8, s53, 1.0
	s_movk_i32 s2, 0x100
	v_lshl_add_u64 v[8:9], s[8:9], 0, v[14:15]
	s_add_u32 s8, s10, s70
	v_cmp_gt_u32_e64 s[2:3], s2, v0
	v_lshlrev_b32_e32 v0, 2, v0
	v_bfrev_b32_e32 v10, 0.5
	s_addc_u32 s9, s11, s71
	v_bitop3_b32 v30, v0, 64, v10 bitop3:0x6c
	v_bitop3_b32 v31, v0, 32, v10 bitop3:0x6c
	v_bitop3_b32 v32, v0, 16, v10 bitop3:0x6c
	v_bitop3_b32 v33, v0, 8, v10 bitop3:0x6c
	v_bitop3_b32 v34, v0, 4, v10 bitop3:0x6c
	v_lshl_add_u64 v[10:11], s[8:9], 0, v[14:15]
	s_mul_i32 s8, s19, s67
	s_mul_hi_u32 s9, s18, s67
	s_add_i32 s9, s9, s8
	s_mul_i32 s8, s18, s67
	s_lshl_b64 s[18:19], s[0:1], 7
	s_lshl_b64 s[0:1], s[8:9], 2
	s_add_u32 s8, s38, s0
	s_addc_u32 s9, s39, s1
	s_lshl_b64 s[0:1], s[62:63], 9
	s_add_u32 s0, s8, s0
	v_lshlrev_b32_e32 v14, 2, v12
	s_addc_u32 s1, s9, s1
	v_lshl_add_u64 v[12:13], s[0:1], 0, v[14:15]
	s_mul_i32 s0, s69, s67
	s_mul_hi_u32 s1, s68, s67
	s_add_i32 s1, s1, s0
	s_mul_i32 s0, s68, s67
	s_lshl_b64 s[0:1], s[0:1], 2
	s_add_u32 s0, s40, s0
	s_addc_u32 s1, s41, s1
	s_add_u32 s38, s0, s60
	s_addc_u32 s39, s1, s61
	s_lshl_b64 s[0:1], s[6:7], 1
	s_add_u32 s6, s12, s0
	s_addc_u32 s7, s13, s1
	s_add_u32 s0, s22, s0
	v_lshlrev_b64 v[16:17], 1, v[2:3]
	s_addc_u32 s1, s23, s1
	v_lshl_or_b32 v35, v23, 9, v14
	v_lshl_add_u64 v[14:15], s[6:7], 0, v[16:17]
	v_lshl_add_u64 v[16:17], s[0:1], 0, v[16:17]
	s_mul_i32 s0, s17, s67
	s_mul_hi_u32 s1, s16, s67
	v_cmp_eq_u32_e64 s[4:5], 0, v1
	s_add_i32 s1, s1, s0
	s_mul_i32 s0, s16, s67
	s_lshl_b64 s[12:13], s[46:47], 7
	s_and_b64 s[40:41], s[44:45], s[4:5]
	s_lshl_b64 s[0:1], s[0:1], 2
	s_lshl_b64 s[6:7], s[58:59], 9
	s_add_u32 s0, s0, s6
	s_addc_u32 s1, s1, s7
	s_add_u32 s0, s36, s0
	v_lshlrev_b32_e32 v0, 2, v23
	s_addc_u32 s1, s37, s1
	s_mov_b32 s35, 0
	s_mov_b32 s64, 0xc2d00000
	v_or_b32_e32 v36, 0x2020, v0
	v_or_b32_e32 v37, 0x2000, v0
	s_mov_b32 s22, s52
	s_mov_b32 s23, s52
	v_lshlrev_b32_e32 v38, 4, v1
	v_lshl_add_u64 v[18:19], v[2:3], 2, s[0:1]
	s_lshl_b64 s[16:17], s[46:47], 9
	s_mov_b32 s47, 0xf800000
	v_mov_b32_e32 v39, 0x260
	s_mov_b32 s52, 0x800000
	s_mov_b32 s56, 0x7f800000
	v_mov_b32_e32 v20, -1.0
	s_mov_b32 s58, s33
	s_mov_b32 s59, 0
	s_branch .LBB0_5
.LBB0_4:
	s_add_i32 s59, s59, 1
	s_add_i32 s58, s58, -8
	s_add_i32 s35, s35, 8
	s_cmp_eq_u32 s59, s66
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_18
.LBB0_5:
	s_lshl_b32 s60, s59, 3
	v_or_b32_e32 v40, s60, v23
	v_cmp_gt_i32_e32 vcc, s33, v40
	s_and_b64 s[0:1], s[2:3], vcc
	s_and_saveexec_b64 s[36:37], s[0:1]
	s_cbranch_execz .LBB0_11
	v_add_u32_e32 v22, s34, v40
	v_ashrrev_i32_e32 v21, 31, v22
	v_mul_lo_u32 v2, s26, v21
	v_mul_lo_u32 v3, s27, v22
	v_mad_u64_u32 v[0:1], s[0:1], s26, v22, 0
	v_mul_lo_u32 v41, s24, v21
	v_mul_lo_u32 v42, s25, v22
	v_add3_u32 v1, v1, v2, v3
	v_mad_u64_u32 v[2:3], s[0:1], s24, v22, 0
	v_lshl_add_u64 v[0:1], v[0:1], 1, v[10:11]
	v_add3_u32 v3, v3, v41, v42
	global_load_dwordx2 v[0:1], v[0:1], off
	v_lshl_add_u64 v[2:3], v[2:3], 1, v[8:9]
	global_load_dwordx2 v[2:3], v[2:3], off
	s_waitcnt vmcnt(1)
	v_lshlrev_b32_e32 v41, 16, v0
	v_and_b32_e32 v0, 0xffff0000, v0
	v_and_b32_e32 v42, 0xffff0000, v1
	v_lshlrev_b32_e32 v43, 16, v1
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v45, 0xffff0000, v2
	v_mul_f32_e32 v1, v0, v0
	v_lshlrev_b32_e32 v44, 16, v2
	v_mul_f32_e32 v2, v45, v45
	v_fmac_f32_e32 v1, v41, v41
	v_lshlrev_b32_e32 v47, 16, v3
	v_fmac_f32_e32 v2, v44, v44
	v_fmac_f32_e32 v1, v43, v43
	v_and_b32_e32 v46, 0xffff0000, v3
	v_fmac_f32_e32 v2, v47, v47
	v_fmac_f32_e32 v1, v42, v42
	v_fmac_f32_e32 v2, v46, v46
	ds_bpermute_b32 v3, v30, v1
	ds_bpermute_b32 v48, v30, v2
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v1, v1, v3
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, v2, v48
	ds_bpermute_b32 v3, v31, v1
	ds_bpermute_b32 v48, v31, v2
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v1, v1, v3
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, v2, v48
	ds_bpermute_b32 v3, v32, v1
	ds_bpermute_b32 v48, v32, v2
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v1, v1, v3
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, v2, v48
	ds_bpermute_b32 v3, v33, v1
	ds_bpermute_b32 v48, v33, v2
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v1, v1, v3
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, v2, v48
	ds_bpermute_b32 v3, v34, v1
	ds_bpermute_b32 v48, v34, v2
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v1, v1, v3
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, v2, v48
	v_add_f32_e32 v1, 0x358637bd, v1
	v_add_f32_e32 v2, 0x358637bd, v2
	v_mul_f32_e32 v3, 0x4f800000, v1
	v_cmp_gt_f32_e32 vcc, s47, v1
	v_mul_f32_e32 v48, 0x4f800000, v2
	v_cmp_gt_f32_e64 s[0:1], s47, v2
	v_cndmask_b32_e32 v1, v1, v3, vcc
	v_sqrt_f32_e32 v3, v1
	v_cndmask_b32_e64 v2, v2, v48, s[0:1]
	v_sqrt_f32_e32 v48, v2
	v_add_u32_e32 v49, -1, v3
	v_fma_f32 v53, -v49, v3, v1
	v_add_u32_e32 v51, -1, v48
	v_add_u32_e32 v50, 1, v3
	v_fma_f32 v55, -v51, v48, v2
	v_cmp_ge_f32_e64 s[6:7], 0, v53
	v_add_u32_e32 v52, 1, v48
	v_fma_f32 v54, -v50, v3, v1
	v_cndmask_b32_e64 v3, v3, v49, s[6:7]
	v_cmp_ge_f32_e64 s[6:7], 0, v55
	v_fma_f32 v56, -v52, v48, v2
	s_nop 0
	v_cndmask_b32_e64 v48, v48, v51, s[6:7]
	v_cmp_lt_f32_e64 s[6:7], 0, v54
	s_nop 1
	v_cndmask_b32_e64 v3, v3, v50, s[6:7]
	v_cmp_lt_f32_e64 s[6:7], 0, v56
	v_mul_f32_e32 v49, 0x37800000, v3
	v_cndmask_b32_e32 v3, v3, v49, vcc
	v_cndmask_b32_e64 v48, v48, v52, s[6:7]
	v_cmp_class_f32_e32 vcc, v1, v39
	v_mul_f32_e32 v50, 0x37800000, v48
	v_cndmask_b32_e64 v48, v48, v50, s[0:1]
	v_cndmask_b32_e32 v49, v3, v1, vcc
	v_div_scale_f32 v1, s[0:1], v49, v49, v0
	v_div_scale_f32 v3, s[0:1], v49, v49, v41
	v_rcp_f32_e32 v57, v1
	v_div_scale_f32 v51, s[6:7], v49, v49, v42
	v_rcp_f32_e32 v58, v3
	v_div_scale_f32 v53, s[8:9], v49, v49, v43
	v_rcp_f32_e32 v59, v51
	v_rcp_f32_e32 v60, v53
	v_cmp_class_f32_e32 vcc, v2, v39
	v_fma_f32 v62, -v1, v57, 1.0
	v_fma_f32 v63, -v3, v58, 1.0
	v_cndmask_b32_e32 v48, v48, v2, vcc
	v_div_scale_f32 v2, vcc, v0, v49, v0
	v_fmac_f32_e32 v57, v62, v57
	v_div_scale_f32 v50, s[0:1], v41, v49, v41
	v_div_scale_f32 v55, s[10:11], v48, v48, v45
	v_fma_f32 v64, -v51, v59, 1.0
	v_fmac_f32_e32 v58, v63, v58
	v_mul_f32_e32 v62, v2, v57
	v_div_scale_f32 v52, s[6:7], v42, v49, v42
	v_rcp_f32_e32 v61, v55
	v_fma_f32 v65, -v53, v60, 1.0
	v_fmac_f32_e32 v59, v64, v59
	v_mul_f32_e32 v63, v50, v58
	v_fma_f32 v67, -v1, v62, v2
	v_div_scale_f32 v54, s[8:9], v43, v49, v43
	v_fmac_f32_e32 v60, v65, v60
	v_mul_f32_e32 v64, v52, v59
	v_fma_f32 v68, -v3, v63, v50
	v_fmac_f32_e32 v62, v67, v57
	v_mul_f32_e32 v65, v54, v60
	v_fma_f32 v69, -v51, v64, v52
	v_fmac_f32_e32 v63, v68, v58
	v_fma_f32 v1, -v1, v62, v2
	v_fma_f32 v70, -v53, v65, v54
	v_fmac_f32_e32 v64, v69, v59
	v_fma_f32 v2, -v3, v63, v50
	v_div_fmas_f32 v1, v1, v57, v62
	s_mov_b64 vcc, s[0:1]
	v_fma_f32 v66, -v55, v61, 1.0
	v_fmac_f32_e32 v65, v70, v60
	v_fma_f32 v3, -v51, v64, v52
	v_div_fixup_f32 v1, v1, v49, v0
	v_div_fmas_f32 v0, v2, v58, v63
	s_mov_b64 vcc, s[6:7]
	v_div_scale_f32 v56, s[10:11], v45, v48, v45
	v_fmac_f32_e32 v61, v66, v61
	v_fma_f32 v50, -v53, v65, v54
	v_div_fmas_f32 v2, v3, v59, v64
	s_mov_b64 vcc, s[8:9]
	v_mul_f32_e32 v66, v56, v61
	v_div_fixup_f32 v3, v2, v49, v42
	v_div_fmas_f32 v2, v50, v60, v65
	v_div_scale_f32 v42, s[0:1], v48, v48, v44
	v_fma_f32 v71, -v55, v66, v56
	v_div_fixup_f32 v0, v0, v49, v41
	v_div_fixup_f32 v2, v2, v49, v43
	v_rcp_f32_e32 v49, v42
	v_fmac_f32_e32 v66, v71, v61
	v_fma_f32 v41, -v55, v66, v56
	s_mov_b64 vcc, s[10:11]
	v_div_fmas_f32 v41, v41, v61, v66
	v_div_fixup_f32 v43, v41, v48, v45
	v_fma_f32 v41, -v42, v49, 1.0
	v_fmac_f32_e32 v49, v41, v49
	v_div_scale_f32 v41, vcc, v44, v48, v44
	v_mul_f32_e32 v45, v41, v49
	v_fma_f32 v50, -v42, v45, v41
	v_fmac_f32_e32 v45, v50, v49
	v_div_scale_f32 v50, s[0:1], v48, v48, v46
	v_rcp_f32_e32 v51, v50
	v_fma_f32 v41, -v42, v45, v41
	v_div_fmas_f32 v41, v41, v49, v45
	v_div_fixup_f32 v42, v41, v48, v44
	v_fma_f32 v41, -v50, v51, 1.0
	v_fmac_f32_e32 v51, v41, v51
	v_div_scale_f32 v41, vcc, v46, v48, v46
	v_mul_f32_e32 v44, v41, v51
	v_fma_f32 v45, -v50, v44, v41
	v_fmac_f32_e32 v44, v45, v51
	v_div_scale_f32 v49, s[0:1], v48, v48, v47
	v_fma_f32 v41, -v50, v44, v41
	v_rcp_f32_e32 v50, v49
	v_div_fmas_f32 v41, v41, v51, v44
	v_div_fixup_f32 v45, v41, v48, v46
	v_pk_mul_f32 v[42:43], s[22:23], v[42:43]
	v_fma_f32 v41, -v49, v50, 1.0
	v_fmac_f32_e32 v50, v41, v50
	v_div_scale_f32 v41, vcc, v47, v48, v47
	v_mul_f32_e32 v44, v41, v50
	v_fma_f32 v46, -v49, v44, v41
	v_fmac_f32_e32 v44, v46, v50
	v_fma_f32 v41, -v49, v44, v41
	v_div_fmas_f32 v41, v41, v50, v44
	v_cmp_gt_i32_e32 vcc, s57, v40
	v_div_fixup_f32 v44, v41, v48, v47
	s_and_b64 s[0:1], s[44:45], vcc
	v_pk_mul_f32 v[44:45], s[22:23], v[44:45]
	v_or_b32_e32 v41, 0x1000, v35
	s_and_b64 s[8:9], s[50:51], s[0:1]
	ds_write_b128 v41, v[42:45]
	ds_write_b128 v35, v[0:3]
	s_and_saveexec_b64 s[6:7], s[8:9]
	s_cbranch_execz .LBB0_8
	v_ashrrev_i32_e32 v41, 31, v40
	v_mul_lo_u32 v44, s19, v40
	v_mul_lo_u32 v41, s18, v41
	v_mad_u64_u32 v[42:43], s[8:9], s18, v40, 0
	v_add3_u32 v43, v43, v41, v44
	v_lshl_add_u64 v[42:43], v[42:43], 2, v[12:13]
	global_store_dwordx4 v[42:43], v[0:3], off
.LBB0_8:
	s_or_b64 exec, exec, s[6:7]
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_xor_b64 s[6:7], exec, s[6:7]
	s_cbranch_execz .LBB0_11
	v_mul_lo_u32 v2, s31, v22
	v_mul_lo_u32 v3, s30, v21
	v_mad_u64_u32 v[0:1], s[6:7], s30, v22, 0
	v_add3_u32 v1, v1, v3, v2
	v_lshl_add_u64 v[0:1], v[0:1], 1, s[14:15]
	global_load_ushort v2, v[0:1], off
	v_mul_lo_u32 v3, s49, v22
	v_mul_lo_u32 v21, s48, v21
	v_mad_u64_u32 v[0:1], s[6:7], s48, v22, 0
	v_add3_u32 v1, v1, v21, v3
	v_lshl_add_u64 v[0:1], v[0:1], 1, s[20:21]
	global_load_ushort v0, v[0:1], off
	v_not_b32_e32 v22, 22
	v_mov_b32_e32 v48, 0x3e638e39
	v_mov_b32_e32 v49, 0xff800000
	v_mov_b32_e32 v50, 0x7f800000
	v_mov_b32_e32 v51, 0x7fc00000
	s_and_b64 s[0:1], s[42:43], s[0:1]
	s_waitcnt vmcnt(1)
	v_lshlrev_b32_e32 v1, 16, v2
	v_add_f32_e32 v2, s55, v1
	v_mul_f32_e32 v52, s53, v2
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v0, 16, v0
	v_sub_f32_e32 v1, 0, v0
	v_cmp_nlt_f32_e64 vcc, -v0, s64
	s_nop 1
	v_cndmask_b32_e32 v0, v24, v1, vcc
	v_cmp_ngt_f32_e32 vcc, s64, v52
	s_nop 1
	v_cndmask_b32_e32 v1, v24, v52, vcc
	v_cmp_nlt_f32_e32 vcc, s65, v1
	s_nop 1
	v_cndmask_b32_e32 v21, v25, v1, vcc
	v_fmamk_f32 v1, v21, 0x3fb8aa3b, v26
	v_add_f32_e32 v3, 0xcb400000, v1
	v_fmac_f32_e32 v21, 0xbf317218, v3
	v_mul_f32_e32 v1, 0x3102e308, v3
	v_cmp_o_f32_e32 vcc, v3, v3
	s_nop 1
	v_cndmask_b32_e32 v41, 0, v3, vcc
	v_add_f32_e32 v3, v21, v1
	v_cvt_i32_f32_e32 v41, v41
	v_fmamk_f32 v44, v3, 0x39500d01, v27
	v_cmp_nlt_f32_e32 vcc, s65, v0
	v_pk_add_f32 v[42:43], v[2:3], v[20:21] neg_lo:[0,1] neg_hi:[0,1]
	v_mul_f32_e32 v46, v3, v3
	v_cndmask_b32_e32 v21, v25, v0, vcc
	v_fmaak_f32 v0, v44, v3, 0x3c088889
	v_fmamk_f32 v42, v21, 0x3fb8aa3b, v26
	v_fmaak_f32 v0, v0, v3, 0x3d2aaaab
	v_add_f32_e32 v42, 0xcb400000, v42
	v_fmaak_f32 v0, v0, v3, 0x3e2aaaab
	v_ashrrev_i32_e32 v44, 1, v41
	v_fmac_f32_e32 v21, 0xbf317218, v42
	v_mul_f32_e32 v45, 0x3102e308, v42
	v_cmp_o_f32_e32 vcc, v42, v42
	v_fma_f32 v0, v0, v3, 0.5
	v_lshl_add_u32 v54, v44, 23, 1.0
	v_cndmask_b32_e32 v53, 0, v42, vcc
	v_sub_u32_e32 v42, v41, v44
	v_add_f32_e32 v41, v21, v45
	v_mul_f32_e32 v44, v46, v0
	v_pk_add_f32 v[46:47], v[40:41], v[20:21] neg_lo:[0,1] neg_hi:[0,1]
	v_add_f32_e32 v0, v3, v44
	v_lshl_add_u32 v55, v42, 23, 1.0
	v_fmamk_f32 v42, v41, 0x39500d01, v27
	v_add_f32_e32 v46, 1.0, v0
	v_fmaak_f32 v21, v42, v41, 0x3c088889
	v_sub_f32_e32 v3, v0, v3
	v_add_f32_e32 v42, -1.0, v46
	v_fmaak_f32 v21, v21, v41, 0x3d2aaaab
	v_sub_f32_e32 v3, v44, v3
	v_pk_add_f32 v[0:1], v[0:1], v[42:43] neg_lo:[0,1] neg_hi:[0,1]
	v_fmaak_f32 v21, v21, v41, 0x3e2aaaab
	v_add_f32_e32 v1, v1, v3
	v_mul_f32_e32 v56, v41, v41
	v_fma_f32 v21, v21, v41, 0.5
	v_add_f32_e32 v0, v0, v1
	v_mul_f32_e32 v3, v56, v21
	v_add_f32_e32 v0, v46, v0
	v_add_f32_e32 v44, v41, v3
	v_mul_f32_e32 v0, v0, v54
	v_sub_f32_e32 v1, v44, v41
	v_mul_f32_e32 v41, v0, v55
	v_add_f32_e32 v41, 1.0, v41
	v_mul_f32_e32 v42, 0x4b000000, v41
	v_cmp_gt_f32_e32 vcc, s52, v41
	v_add_f32_e32 v21, 1.0, v44
	v_add_f32_e32 v46, -1.0, v21
	v_cndmask_b32_e32 v42, v41, v42, vcc
	v_add_u32_e32 v43, 0xc0cafb0d, v42
	v_sub_f32_e32 v3, v3, v1
	v_pk_add_f32 v[0:1], v[44:45], v[46:47] neg_lo:[0,1] neg_hi:[0,1]
	v_ashrrev_i32_e32 v44, 23, v43
	v_and_b32_e32 v43, 0xff800000, v43
	v_sub_u32_e32 v42, v42, v43
	v_add_f32_e32 v42, -1.0, v42
	v_cndmask_b32_e32 v22, 0, v22, vcc
	v_add_f32_e32 v43, 2.0, v42
	v_add_u32_e32 v22, v44, v22
	v_div_scale_f32 v44, s[6:7], v43, v43, v42
	v_rcp_f32_e32 v45, v44
	v_div_scale_f32 v46, vcc, v42, v43, v42
	v_cvt_f32_i32_e32 v22, v22
	v_fma_f32 v47, -v44, v45, 1.0
	v_fmac_f32_e32 v45, v47, v45
	v_mul_f32_e32 v47, v46, v45
	v_fma_f32 v54, -v44, v47, v46
	v_fmac_f32_e32 v47, v54, v45
	v_fma_f32 v44, -v44, v47, v46
	v_div_fmas_f32 v44, v44, v45, v47
	v_div_fixup_f32 v43, v44, v43, v42
	v_mul_f32_e32 v44, v43, v43
	v_fmamk_f32 v45, v44, 0x3e3a2e8c, v48
	v_fmaak_f32 v45, v45, v44, 0x3e924925
	v_fmaak_f32 v45, v45, v44, 0x3ecccccd
	v_fmaak_f32 v45, v45, v44, 0x3f2aaaab
	v_mul_f32_e32 v44, v44, v45
	v_sub_f32_e32 v44, v42, v44
	v_fma_f32 v42, -v43, v44, v42
	v_fmac_f32_e32 v42, 0xb102e308, v22
	v_fmac_f32_e32 v42, 0x3f317218, v22
	v_cmp_neq_f32_e32 vcc, 0, v41
	v_add_f32_e32 v1, v1, v3
	v_add_f32_e32 v0, v0, v1
	v_cndmask_b32_e32 v22, v49, v42, vcc
	v_cmp_neq_f32_e32 vcc, s56, v41
	v_add_f32_e32 v0, v21, v0
	s_nop 0
	v_cndmask_b32_e32 v22, v50, v22, vcc
	v_cmp_ngt_f32_e32 vcc, 0, v41
	s_nop 1
	v_cndmask_b32_e32 v22, v51, v22, vcc
	v_cmp_u_f32_e32 vcc, v41, v41
	s_nop 1
	v_cndmask_b32_e32 v22, v22, v41, vcc
	v_mul_f32_e32 v22, v29, v22
	v_cmp_ge_f32_e32 vcc, s54, v52
	s_nop 1
	v_cndmask_b32_e32 v2, v2, v22, vcc
	v_mul_f32_e32 v2, v28, v2
	v_cmp_ngt_f32_e32 vcc, s64, v2
	s_nop 1
	v_cndmask_b32_e32 v2, v24, v2, vcc
	v_cmp_nlt_f32_e32 vcc, s65, v2
	s_nop 1
	v_cndmask_b32_e32 v2, v25, v2, vcc
	v_fmamk_f32 v22, v2, 0x3fb8aa3b, v26
	v_add_f32_e32 v22, 0xcb400000, v22
	v_fmac_f32_e32 v2, 0xbf317218, v22
	v_mul_f32_e32 v41, 0x3102e308, v22
	v_add_f32_e32 v42, v2, v41
	v_sub_f32_e32 v2, v42, v2
	v_fmamk_f32 v43, v42, 0x39500d01, v27
	v_sub_f32_e32 v2, v41, v2
	v_fmaak_f32 v41, v43, v42, 0x3c088889
	v_fmaak_f32 v41, v41, v42, 0x3d2aaaab
	v_fmaak_f32 v41, v41, v42, 0x3e2aaaab
	v_mul_f32_e32 v44, v42, v42
	v_fma_f32 v41, v41, v42, 0.5
	v_mul_f32_e32 v41, v44, v41
	v_add_f32_e32 v44, v42, v41
	v_sub_f32_e32 v42, v44, v42
	v_add_f32_e32 v45, 1.0, v44
	v_sub_f32_e32 v41, v41, v42
	v_add_f32_e32 v42, -1.0, v45
	v_add_f32_e32 v2, v2, v41
	v_sub_f32_e32 v41, v44, v42
	v_add_f32_e32 v2, v41, v2
	v_cvt_i32_f32_e32 v41, v53
	v_cmp_o_f32_e32 vcc, v22, v22
	v_add_f32_e32 v2, v45, v2
	v_ashrrev_i32_e32 v1, 1, v41
	v_sub_u32_e32 v3, v41, v1
	v_lshl_add_u32 v1, v1, 23, 1.0
	v_cndmask_b32_e32 v22, 0, v22, vcc
	v_lshl_add_u32 v3, v3, 23, 1.0
	v_mul_f32_e32 v0, v0, v1
	v_cvt_i32_f32_e32 v22, v22
	v_mul_f32_e32 v0, v0, v3
	v_add_f32_e32 v1, 1.0, v0
	v_div_scale_f32 v3, s[6:7], v1, v1, 1.0
	v_rcp_f32_e32 v21, v3
	v_ashrrev_i32_e32 v43, 1, v22
	v_sub_u32_e32 v22, v22, v43
	v_lshl_add_u32 v43, v43, 23, 1.0
	v_lshl_add_u32 v0, v22, 23, 1.0
	v_mul_f32_e32 v2, v2, v43
	v_mul_f32_e32 v0, v2, v0
	v_fma_f32 v2, -v3, v21, 1.0
	v_fmac_f32_e32 v21, v2, v21
	v_div_scale_f32 v2, vcc, 1.0, v1, 1.0
	v_mul_f32_e32 v22, v2, v21
	v_fma_f32 v41, -v3, v22, v2
	v_fmac_f32_e32 v22, v41, v21
	v_fma_f32 v2, -v3, v22, v2
	v_div_fmas_f32 v2, v2, v21, v22
	v_div_fixup_f32 v1, v2, v1, 1.0
	ds_write_b32 v36, v0
	ds_write_b32 v37, v1
	s_and_saveexec_b64 s[6:7], s[0:1]
	s_xor_b64 s[6:7], exec, s[6:7]
	s_cbranch_execz .LBB0_11
	v_mad_i64_i32 v[2:3], s[0:1], v40, s46, 0
	v_lshl_add_u64 v[2:3], v[2:3], 2, s[38:39]
	global_store_dword v[2:3], v0, off
.LBB0_11:
	s_or_b64 exec, exec, s[36:37]
	s_sub_i32 s0, s33, s60
	s_cmp_lt_i32 s0, 1
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_4
	s_ashr_i32 s0, s35, 31
	s_mul_i32 s1, s17, s35
	s_mul_i32 s0, s16, s0
	v_mov_b32_e32 v0, s35
	s_add_i32 s6, s0, s1
	v_mad_u64_u32 v[0:1], s[0:1], s16, v0, v[18:19]
	v_med3_i32 v3, s58, 1, 8
	v_add_u32_e32 v1, s6, v1
	s_movk_i32 s6, 0x2000
	s_mov_b32 s7, s35
	v_mov_b32_e32 v21, v38
	s_branch .LBB0_14
.LBB0_13:
	s_or_b64 exec, exec, s[0:1]
	v_add_u32_e32 v3, -1, v3
	v_cmp_eq_u32_e32 vcc, 0, v3
	v_add_u32_e32 v21, 0x200, v21
	s_add_i32 s6, s6, 4
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[16:17]
	s_add_i32 s7, s7, 1
	s_cbranch_vccnz .LBB0_4
.LBB0_14:
	s_add_i32 s8, s34, s7
	s_ashr_i32 s9, s8, 31
	s_mul_i32 s0, s28, s9
	s_mul_hi_u32 s1, s28, s8
	s_add_i32 s0, s1, s0
	s_mul_i32 s1, s29, s8
	s_add_i32 s1, s0, s1
	s_mul_i32 s0, s28, s8
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[40:41], s[0:1], 1, v[14:15]
	global_load_ushort v22, v[40:41], off
	v_mov_b32_e32 v2, s6
	ds_read2_b32 v[48:49], v2 offset1:8
	ds_read_b128 v[40:43], v21
	ds_read_b128 v[44:47], v21 offset:4096
	s_waitcnt lgkmcnt(2)
	v_mov_b32_e32 v2, v49
	v_pk_mul_f32 v[4:5], v[4:5], v[2:3] op_sel_hi:[1,0]
	v_pk_mul_f32 v[6:7], v[6:7], v[2:3] op_sel_hi:[1,0]
	s_waitcnt lgkmcnt(1)
	v_mul_f32_e32 v2, v5, v41
	v_fmac_f32_e32 v2, v40, v4
	v_fmac_f32_e32 v2, v42, v6
	v_fmac_f32_e32 v2, v43, v7
	ds_bpermute_b32 v49, v30, v2
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, v2, v49
	ds_bpermute_b32 v49, v31, v2
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, v2, v49
	ds_bpermute_b32 v49, v32, v2
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, v2, v49
	ds_bpermute_b32 v49, v33, v2
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, v2, v49
	ds_bpermute_b32 v49, v34, v2
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, v2, v49
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v22, 16, v22
	v_sub_f32_e32 v2, v22, v2
	v_mul_f32_e32 v2, v48, v2
	v_pk_fma_f32 v[4:5], v[40:41], v[2:3], v[4:5] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[6:7], v[42:43], v[2:3], v[6:7] op_sel_hi:[1,0,1]
	v_mul_f32_e32 v22, v45, v5
	v_fmac_f32_e32 v22, v44, v4
	v_fmac_f32_e32 v22, v46, v6
	v_fmac_f32_e32 v22, v47, v7
	ds_bpermute_b32 v40, v30, v22
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v22, v22, v40
	ds_bpermute_b32 v40, v31, v22
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v22, v22, v40
	ds_bpermute_b32 v40, v32, v22
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v22, v22, v40
	ds_bpermute_b32 v40, v33, v22
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v22, v22, v40
	ds_bpermute_b32 v40, v34, v22
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_16
	s_mul_i32 s9, s12, s9
	s_mul_hi_u32 s10, s12, s8
	s_add_i32 s9, s10, s9
	s_mul_i32 s10, s13, s8
	s_add_i32 s9, s9, s10
	s_mul_i32 s8, s12, s8
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v22, v22, v40
	v_cvt_pk_bf16_f32 v22, v22, s0
	v_lshl_add_u64 v[40:41], s[8:9], 1, v[16:17]
	global_store_short v[40:41], v22, off
.LBB0_16:
	s_or_b64 exec, exec, s[0:1]
	s_cmp_lt_i32 s7, s57
	s_cselect_b64 s[0:1], -1, 0
	s_and_b64 s[8:9], s[0:1], s[40:41]
	s_and_saveexec_b64 s[0:1], s[8:9]
	s_cbranch_execz .LBB0_13
	global_store_dword v[0:1], v2, off
	s_branch .LBB0_13
.LBB0_18:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel gdn_verify_tuple_act_bf16_dt_f32_pool_bf16_bv8w4
		.amdhsa_group_segment_fixed_size 8256
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 228
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
		.amdhsa_next_free_vgpr 72
		.amdhsa_next_free_sgpr 72
		.amdhsa_accum_offset 72
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
	.size	gdn_verify_tuple_act_bf16_dt_f32_pool_bf16_bv8w4, .Lfunc_end0-gdn_verify_tuple_act_bf16_dt_f32_pool_bf16_bv8w4

	.set gdn_verify_tuple_act_bf16_dt_f32_pool_bf16_bv8w4.num_vgpr, 72
	.set gdn_verify_tuple_act_bf16_dt_f32_pool_bf16_bv8w4.num_agpr, 0
	.set gdn_verify_tuple_act_bf16_dt_f32_pool_bf16_bv8w4.numbered_sgpr, 72
	.set gdn_verify_tuple_act_bf16_dt_f32_pool_bf16_bv8w4.num_named_barrier, 0
	.set gdn_verify_tuple_act_bf16_dt_f32_pool_bf16_bv8w4.private_seg_size, 0
	.set gdn_verify_tuple_act_bf16_dt_f32_pool_bf16_bv8w4.uses_vcc, 1
	.set gdn_verify_tuple_act_bf16_dt_f32_pool_bf16_bv8w4.uses_flat_scratch, 0
	.set gdn_verify_tuple_act_bf16_dt_f32_pool_bf16_bv8w4.has_dyn_sized_stack, 0
	.set gdn_verify_tuple_act_bf16_dt_f32_pool_bf16_bv8w4.has_recursion, 0
	.set gdn_verify_tuple_act_bf16_dt_f32_pool_bf16_bv8w4.has_indirect_call, 0
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
      - .address_space:  global
        .name:           q
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           k
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           v
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           a
        .offset:         24
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           b
        .offset:         32
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           A_log
        .offset:         40
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           dt_bias
        .offset:         48
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           o
        .offset:         56
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           pool
        .offset:         64
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           h0_indices
        .offset:         72
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           cu_seqlens
        .offset:         80
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           inter_indices
        .offset:         88
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           ring_u
        .offset:         96
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           ring_k
        .offset:         104
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           ring_decay
        .offset:         112
        .size:           8
        .value_kind:     global_buffer
      - .name:           num_requests
        .offset:         120
        .size:           4
        .value_kind:     by_value
      - .name:           num_slots
        .offset:         124
        .size:           4
        .value_kind:     by_value
      - .name:           num_k_heads
        .offset:         128
        .size:           4
        .value_kind:     by_value
      - .name:           num_v_heads
        .offset:         132
        .size:           4
        .value_kind:     by_value
      - .name:           stride_q
        .offset:         136
        .size:           8
        .value_kind:     by_value
      - .name:           stride_k
        .offset:         144
        .size:           8
        .value_kind:     by_value
      - .name:           stride_v
        .offset:         152
        .size:           8
        .value_kind:     by_value
      - .name:           stride_a
        .offset:         160
        .size:           8
        .value_kind:     by_value
      - .name:           stride_b
        .offset:         168
        .size:           8
        .value_kind:     by_value
      - .name:           pool_slot_pitch
        .offset:         176
        .size:           8
        .value_kind:     by_value
      - .name:           num_rows
        .offset:         184
        .size:           4
        .value_kind:     by_value
      - .name:           num_steps_alloc
        .offset:         188
        .size:           4
        .value_kind:     by_value
      - .name:           u_row_pitch
        .offset:         192
        .size:           8
        .value_kind:     by_value
      - .name:           k_row_pitch
        .offset:         200
        .size:           8
        .value_kind:     by_value
      - .name:           decay_row_pitch
        .offset:         208
        .size:           8
        .value_kind:     by_value
      - .name:           scale
        .offset:         216
        .size:           4
        .value_kind:     by_value
      - .name:           softplus_beta
        .offset:         220
        .size:           4
        .value_kind:     by_value
      - .name:           softplus_threshold
        .offset:         224
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 8256
    .kernarg_segment_align: 8
    .kernarg_segment_size: 228
    .max_flat_workgroup_size: 256
    .name:           gdn_verify_tuple_act_bf16_dt_f32_pool_bf16_bv8w4
    .private_segment_fixed_size: 0
    .sgpr_count:     78
    .sgpr_spill_count: 0
    .symbol:         gdn_verify_tuple_act_bf16_dt_f32_pool_bf16_bv8w4.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     72
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx950
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
