; deltagen generated file: do not edit. Regenerate with `cargo xtask gen`.
; kernel: gdn_verify  instance: gdn_verify_tuple_act_bf16_dt_f32_pool_bf16_bv16w2  arch: gfx950
; profile=portable  mode=tuple  act_dtype=bf16  dt_bias_dtype=f32  pool_dtype=bf16  tile=bv16w2  lanes_per_column=8  requests=>1
; ir-sha256: ef5347433e5e8c512eb2b697af5a6d609b564470c9a6f699639d068f65326de0
; llvm: 22.1  pipeline: default<O3>  ld.lld: LLVM 22.1
	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 6
	.text
	.globl	gdn_verify_tuple_act_bf16_dt_f32_pool_bf16_bv16w2
	.p2align	8
	.type	gdn_verify_tuple_act_bf16_dt_f32_pool_bf16_bv16w2,@function
gdn_verify_tuple_act_bf16_dt_f32_pool_bf16_bv16w2:
	s_load_dwordx4 s[28:31], s[0:1], 0x7c
	s_mov_b32 s14, s3
	s_ashr_i32 s4, s2, 31
	s_lshr_b32 s4, s4, 29
	s_add_i32 s12, s2, s4
	s_waitcnt lgkmcnt(0)
	s_max_i32 s3, s29, 1
	v_cvt_f32_u32_e32 v1, s3
	s_and_b32 s4, s12, -8
	s_sub_i32 s60, s2, s4
	s_sub_i32 s4, 0, s3
	v_rcp_iflag_f32_e32 v1, v1
	s_abs_i32 s2, s30
	s_ashr_i32 s62, s12, 3
	s_ashr_i32 s31, s30, 31
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	s_load_dwordx4 s[52:55], s[0:1], 0xa8
	s_load_dwordx8 s[36:43], s[0:1], 0x88
	v_lshrrev_b32_e32 v2, 3, v0
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
	s_load_dwordx8 s[44:51], s[0:1], 0x60
	s_xor_b32 s2, s2, s31
	s_sub_i32 s2, s2, s31
	s_ashr_i32 s15, s14, 31
	s_max_i32 s61, s2, 1
	s_ashr_i32 s63, s62, 31
	s_lshl_b64 s[2:3], s[14:15], 2
	s_waitcnt lgkmcnt(0)
	s_add_u32 s6, s6, s2
	s_addc_u32 s7, s7, s3
	v_cvt_f32_u32_e32 v1, s61
	s_load_dword s14, s[6:7], 0x0
	v_lshl_or_b32 v2, s60, 4, v2
	v_mov_b32_e32 v5, v4
	v_rcp_iflag_f32_e32 v1, v1
	v_mov_b64_e32 v[6:7], v[4:5]
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_i32 s14, 0
	s_cselect_b64 s[16:17], -1, 0
	s_cmp_ge_i32 s14, s28
	s_cselect_b64 s[18:19], -1, 0
	s_add_u32 s6, s8, s2
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	s_addc_u32 s7, s9, s3
	v_cvt_u32_f32_e32 v3, v1
	s_load_dwordx2 s[34:35], s[6:7], 0x0
	s_add_u32 s2, s10, s2
	s_addc_u32 s3, s11, s3
	s_or_b64 s[8:9], s[16:17], s[18:19]
	v_and_b32_e32 v1, 7, v0
	v_readfirstlane_b32 s13, v3
	v_ashrrev_i32_e32 v3, 31, v2
	s_lshl_b64 s[6:7], s[62:63], 7
	s_and_b64 vcc, exec, s[8:9]
	v_mov_b64_e32 v[8:9], v[4:5]
	v_mov_b64_e32 v[10:11], v[4:5]
	v_mov_b64_e32 v[12:13], v[4:5]
	v_mov_b64_e32 v[14:15], v[4:5]
	v_mov_b64_e32 v[16:17], v[4:5]
	v_mov_b64_e32 v[18:19], v[4:5]
	s_cbranch_vccnz .LBB0_2
	s_mul_i32 s8, s55, s14
	s_mul_hi_u32 s9, s54, s14
	s_add_i32 s9, s9, s8
	s_mul_i32 s8, s54, s14
	s_lshl_b64 s[8:9], s[8:9], 1
	v_lshl_add_u64 v[6:7], s[6:7], 0, v[2:3]
	s_add_u32 s4, s4, s8
	s_addc_u32 s5, s5, s9
	v_lshlrev_b64 v[6:7], 8, v[6:7]
	v_lshl_add_u64 v[6:7], s[4:5], 0, v[6:7]
	v_lshlrev_b32_e32 v8, 3, v1
	v_mov_b32_e32 v9, v4
	v_lshl_add_u64 v[4:5], v[6:7], 0, v[8:9]
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
	v_and_b32_e32 v17, 0xffff0000, v8
	v_lshlrev_b32_e32 v16, 16, v8
	v_and_b32_e32 v19, 0xffff0000, v9
	v_lshlrev_b32_e32 v18, 16, v9
	s_waitcnt vmcnt(1)
	v_and_b32_e32 v21, 0xffff0000, v10
	v_lshlrev_b32_e32 v20, 16, v10
	v_and_b32_e32 v23, 0xffff0000, v11
	v_lshlrev_b32_e32 v22, 16, v11
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v25, 0xffff0000, v12
	v_lshlrev_b32_e32 v24, 16, v12
	v_and_b32_e32 v27, 0xffff0000, v13
	v_lshlrev_b32_e32 v26, 16, v13
	v_pk_add_f32 v[4:5], v[4:5], 0 op_sel_hi:[1,0]
	v_pk_add_f32 v[6:7], v[14:15], 0 op_sel_hi:[1,0]
	v_pk_add_f32 v[8:9], v[16:17], 0 op_sel_hi:[1,0]
	v_pk_add_f32 v[10:11], v[18:19], 0 op_sel_hi:[1,0]
	v_pk_add_f32 v[12:13], v[20:21], 0 op_sel_hi:[1,0]
	v_pk_add_f32 v[14:15], v[22:23], 0 op_sel_hi:[1,0]
	v_pk_add_f32 v[16:17], v[24:25], 0 op_sel_hi:[1,0]
	v_pk_add_f32 v[18:19], v[26:27], 0 op_sel_hi:[1,0]
.LBB0_2:
	s_waitcnt lgkmcnt(0)
	s_sub_i32 s33, s35, s34
	s_add_i32 s28, s33, 7
	s_cmp_lt_i32 s28, 8
	s_cbranch_scc1 .LBB0_24
	s_sub_i32 s4, 0, s61
	s_mul_i32 s4, s4, s13
	s_mul_hi_u32 s4, s13, s4
	s_abs_i32 s5, s62
	s_add_i32 s13, s13, s4
	s_mul_hi_u32 s4, s5, s13
	s_ashr_i32 s8, s12, 31
	s_load_dword s67, s[2:3], 0x0
	s_load_dwordx16 s[12:27], s[0:1], 0x0
	s_load_dwordx4 s[56:59], s[0:1], 0xd8
	s_mul_i32 s2, s4, s61
	s_sub_i32 s2, s5, s2
	s_add_i32 s3, s4, 1
	s_sub_i32 s5, s2, s61
	s_cmp_ge_u32 s2, s61
	s_cselect_b32 s3, s3, s4
	s_cselect_b32 s2, s5, s2
	s_add_i32 s4, s3, 1
	s_cmp_ge_u32 s2, s61
	s_cselect_b32 s2, s4, s3
	s_xor_b32 s2, s2, s8
	s_sub_i32 s10, s2, s8
	s_ashr_i32 s11, s10, 31
	s_cmp_eq_u32 s60, 0
	s_mul_i32 s2, s10, s61
	s_cselect_b64 s[50:51], -1, 0
	s_sub_i32 s2, s62, s2
	s_or_b32 s2, s2, s60
	s_cmp_eq_u32 s2, 0
	s_cselect_b64 s[54:55], -1, 0
	s_lshl_b64 s[4:5], s[62:63], 2
	s_waitcnt lgkmcnt(0)
	s_add_u32 s2, s22, s4
	s_addc_u32 s3, s23, s5
	s_load_dword s22, s[2:3], 0x0
	v_mov_b32_e32 v36, 0xc2d00000
	s_mov_b32 s65, 0x42b20000
	v_mov_b32_e32 v37, 0x42b20000
	v_mov_b32_e32 v38, 0x4b400000
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v20, s22
	v_cmp_nlt_f32_e32 vcc, s22, v36
	v_mov_b32_e32 v39, 0x3ab60b61
	s_add_u32 s2, s24, s4
	v_cndmask_b32_e32 v20, v36, v20, vcc
	v_cmp_nlt_f32_e32 vcc, s65, v20
	s_addc_u32 s3, s25, s5
	s_load_dword s59, s[2:3], 0x0
	v_cndmask_b32_e32 v20, v37, v20, vcc
	v_fmamk_f32 v21, v20, 0x3fb8aa3b, v38
	v_add_f32_e32 v21, 0xcb400000, v21
	v_fmac_f32_e32 v20, 0xbf317218, v21
	v_mul_f32_e32 v22, 0x3102e308, v21
	v_add_f32_e32 v23, v20, v22
	v_sub_f32_e32 v20, v23, v20
	v_sub_f32_e32 v20, v22, v20
	v_fmamk_f32 v22, v23, 0x39500d01, v39
	v_fmaak_f32 v22, v22, v23, 0x3c088889
	v_fmaak_f32 v22, v22, v23, 0x3d2aaaab
	v_fmaak_f32 v22, v22, v23, 0x3e2aaaab
	v_fma_f32 v22, v22, v23, 0.5
	v_mul_f32_e32 v24, v23, v23
	v_mul_f32_e32 v22, v24, v22
	v_add_f32_e32 v24, v23, v22
	v_sub_f32_e32 v23, v24, v23
	v_sub_f32_e32 v22, v22, v23
	v_add_f32_e32 v20, v20, v22
	v_add_f32_e32 v22, 1.0, v24
	v_add_f32_e32 v23, -1.0, v22
	v_cmp_o_f32_e32 vcc, v21, v21
	v_sub_f32_e32 v23, v24, v23
	v_add_f32_e32 v20, v23, v20
	v_cndmask_b32_e32 v21, 0, v21, vcc
	v_div_scale_f32 v23, s[2:3], s57, s57, 1.0
	v_cvt_i32_f32_e32 v21, v21
	s_ashr_i32 s2, s28, 31
	s_lshr_b32 s2, s2, 29
	s_add_i32 s28, s28, s2
	s_ashr_i32 s66, s28, 3
	s_lshl_b64 s[2:3], s[62:63], 1
	v_add_f32_e32 v20, v22, v20
	v_ashrrev_i32_e32 v22, 1, v21
	s_add_u32 s18, s18, s2
	v_sub_u32_e32 v21, v21, v22
	v_lshlrev_b32_e32 v22, 23, v22
	v_rcp_f32_e32 v24, v23
	s_addc_u32 s19, s19, s3
	v_add_u32_e32 v22, 1.0, v22
	v_lshlrev_b32_e32 v21, 23, v21
	s_add_u32 s24, s20, s2
	v_add_u32_e32 v21, 1.0, v21
	v_mul_f32_e32 v20, v20, v22
	s_addc_u32 s25, s21, s3
	s_load_dwordx2 s[60:61], s[0:1], 0xb8
	s_load_dwordx4 s[20:23], s[0:1], 0xc0
	v_mul_f32_e32 v20, v20, v21
	s_load_dwordx2 s[68:69], s[0:1], 0xd0
	v_sub_f32_e32 v40, 0, v20
	v_fma_f32 v20, -v23, v24, 1.0
	s_ashr_i32 s1, s29, 31
	v_fmac_f32_e32 v24, v20, v24
	v_div_scale_f32 v20, vcc, 1.0, s57, 1.0
	s_cmp_gt_i32 s67, -1
	v_mul_f32_e32 v21, v20, v24
	s_cselect_b64 s[2:3], -1, 0
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_i32 s67, s60
	v_fma_f32 v22, -v23, v21, v20
	s_mov_b32 s0, s29
	s_cselect_b64 s[28:29], -1, 0
	v_fmac_f32_e32 v21, v22, v24
	s_and_b64 s[28:29], s[2:3], s[28:29]
	s_lshl_b64 s[70:71], s[10:11], 8
	v_and_b32_e32 v26, 31, v0
	v_fma_f32 v20, -v23, v21, v20
	s_add_u32 s12, s12, s70
	v_div_fmas_f32 v20, v20, v24, v21
	s_addc_u32 s13, s13, s71
	v_lshlrev_b32_e32 v24, 3, v26
	v_mov_b32_e32 v25, 0
	v_div_fixup_f32 v41, v20, s57, 1.0
	v_lshl_add_u64 v[20:21], s[12:13], 0, v[24:25]
	s_add_u32 s12, s14, s70
	v_lshlrev_b32_e32 v22, 2, v0
	v_bfrev_b32_e32 v23, 0.5
	s_addc_u32 s13, s15, s71
	v_bitop3_b32 v42, v22, 64, v23 bitop3:0x6c
	v_bitop3_b32 v43, v22, 32, v23 bitop3:0x6c
	v_bitop3_b32 v44, v22, 16, v23 bitop3:0x6c
	v_bitop3_b32 v45, v22, 8, v23 bitop3:0x6c
	v_bitop3_b32 v46, v22, 4, v23 bitop3:0x6c
	v_lshl_add_u64 v[22:23], s[12:13], 0, v[24:25]
	s_mul_i32 s12, s23, s67
	s_mul_hi_u32 s13, s22, s67
	s_add_i32 s13, s13, s12
	s_mul_i32 s12, s22, s67
	s_lshl_b64 s[22:23], s[0:1], 7
	s_lshl_b64 s[0:1], s[12:13], 2
	s_add_u32 s12, s46, s0
	s_addc_u32 s13, s47, s1
	s_lshl_b64 s[0:1], s[10:11], 9
	s_add_u32 s0, s12, s0
	v_lshrrev_b32_e32 v35, 5, v0
	v_lshlrev_b32_e32 v24, 4, v26
	s_addc_u32 s1, s13, s1
	v_lshl_or_b32 v47, v35, 9, v24
	v_lshl_add_u64 v[24:25], s[0:1], 0, v[24:25]
	s_mul_i32 s0, s69, s67
	s_mul_hi_u32 s1, s68, s67
	s_add_i32 s1, s1, s0
	s_mul_i32 s0, s68, s67
	s_lshl_b64 s[0:1], s[0:1], 2
	s_add_u32 s0, s48, s0
	s_addc_u32 s1, s49, s1
	s_add_u32 s46, s0, s4
	s_movk_i32 s0, 0x80
	s_addc_u32 s47, s1, s5
	v_cmp_gt_u32_e64 s[4:5], s0, v0
	s_lshl_b64 s[0:1], s[6:7], 1
	s_add_u32 s6, s16, s0
	s_addc_u32 s7, s17, s1
	s_add_u32 s0, s26, s0
	v_cmp_eq_u32_e64 s[8:9], 0, v26
	v_lshlrev_b32_e32 v26, 2, v35
	v_lshlrev_b64 v[28:29], 1, v[2:3]
	s_addc_u32 s1, s27, s1
	v_or_b32_e32 v49, 0x2020, v26
	v_or_b32_e32 v50, 0x2000, v26
	v_lshl_add_u64 v[26:27], s[6:7], 0, v[28:29]
	v_lshl_add_u64 v[28:29], s[0:1], 0, v[28:29]
	s_mul_i32 s0, s21, s67
	s_mul_hi_u32 s1, s20, s67
	v_cmp_eq_u32_e64 s[6:7], 0, v1
	s_add_i32 s1, s1, s0
	s_mul_i32 s0, s20, s67
	s_lshl_b64 s[16:17], s[30:31], 7
	s_and_b64 s[48:49], s[28:29], s[6:7]
	s_lshl_b64 s[0:1], s[0:1], 2
	s_lshl_b64 s[10:11], s[62:63], 9
	s_add_u32 s0, s0, s10
	s_addc_u32 s1, s1, s11
	s_add_u32 s0, s44, s0
	s_movk_i32 s2, 0x100
	s_addc_u32 s1, s45, s1
	s_mov_b32 s35, 0
	s_mov_b32 s64, 0xc2d00000
	v_cmp_gt_u32_e64 s[2:3], s2, v0
	v_or_b32_e32 v48, 0x1000, v47
	v_or_b32_e32 v51, 0x1800, v47
	v_or_b32_e32 v52, 0x800, v47
	s_mov_b32 s26, s56
	s_mov_b32 s27, s56
	v_lshlrev_b32_e32 v53, 4, v1
	v_lshl_add_u64 v[30:31], v[2:3], 2, s[0:1]
	s_lshl_b64 s[20:21], s[30:31], 9
	s_mov_b32 s31, 0xf800000
	v_mov_b32_e32 v54, 0x260
	s_mov_b32 s56, 0x800000
	v_mov_b32_e32 v55, 0x3e638e39
	s_mov_b32 s60, 0x7f800000
	v_mov_b32_e32 v32, -1.0
	v_not_b32_e32 v56, 22
	v_mov_b32_e32 v57, 0xff800000
	v_mov_b32_e32 v58, 0x7f800000
	v_mov_b32_e32 v59, 0x7fc00000
	s_mov_b32 s62, s33
	s_mov_b32 s63, 0
	s_branch .LBB0_5
.LBB0_4:
	s_add_i32 s63, s63, 1
	s_add_i32 s62, s62, -8
	s_add_i32 s35, s35, 8
	s_cmp_eq_u32 s63, s66
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_24
.LBB0_5:
	s_lshl_b32 s67, s63, 3
	v_or_b32_e32 v60, s67, v35
	v_cmp_gt_i32_e32 vcc, s33, v60
	s_and_b64 s[0:1], s[2:3], vcc
	s_and_saveexec_b64 s[44:45], s[0:1]
	s_cbranch_execz .LBB0_11
	v_add_u32_e32 v34, s34, v60
	v_ashrrev_i32_e32 v33, 31, v34
	v_mul_lo_u32 v2, s38, v33
	v_mul_lo_u32 v3, s39, v34
	v_mad_u64_u32 v[0:1], s[0:1], s38, v34, 0
	v_mul_lo_u32 v61, s36, v33
	v_mul_lo_u32 v62, s37, v34
	v_add3_u32 v1, v1, v2, v3
	v_mad_u64_u32 v[2:3], s[0:1], s36, v34, 0
	v_lshl_add_u64 v[0:1], v[0:1], 1, v[22:23]
	v_add3_u32 v3, v3, v61, v62
	global_load_dwordx2 v[0:1], v[0:1], off
	v_lshl_add_u64 v[2:3], v[2:3], 1, v[20:21]
	global_load_dwordx2 v[2:3], v[2:3], off
	s_waitcnt vmcnt(1)
	v_lshlrev_b32_e32 v61, 16, v0
	v_and_b32_e32 v0, 0xffff0000, v0
	v_and_b32_e32 v62, 0xffff0000, v1
	v_lshlrev_b32_e32 v63, 16, v1
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v65, 0xffff0000, v2
	v_mul_f32_e32 v1, v0, v0
	v_lshlrev_b32_e32 v64, 16, v2
	v_mul_f32_e32 v2, v65, v65
	v_fmac_f32_e32 v1, v61, v61
	v_lshlrev_b32_e32 v67, 16, v3
	v_fmac_f32_e32 v2, v64, v64
	v_fmac_f32_e32 v1, v63, v63
	v_and_b32_e32 v66, 0xffff0000, v3
	v_fmac_f32_e32 v2, v67, v67
	v_fmac_f32_e32 v1, v62, v62
	v_fmac_f32_e32 v2, v66, v66
	ds_bpermute_b32 v3, v42, v1
	ds_bpermute_b32 v68, v42, v2
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v1, v1, v3
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, v2, v68
	ds_bpermute_b32 v3, v43, v1
	ds_bpermute_b32 v68, v43, v2
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v1, v1, v3
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, v2, v68
	ds_bpermute_b32 v3, v44, v1
	ds_bpermute_b32 v68, v44, v2
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v1, v1, v3
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, v2, v68
	ds_bpermute_b32 v3, v45, v1
	ds_bpermute_b32 v68, v45, v2
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v1, v1, v3
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, v2, v68
	ds_bpermute_b32 v3, v46, v1
	ds_bpermute_b32 v68, v46, v2
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v1, v1, v3
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, v2, v68
	v_add_f32_e32 v1, 0x358637bd, v1
	v_add_f32_e32 v2, 0x358637bd, v2
	v_mul_f32_e32 v3, 0x4f800000, v1
	v_cmp_gt_f32_e32 vcc, s31, v1
	v_mul_f32_e32 v68, 0x4f800000, v2
	v_cmp_gt_f32_e64 s[0:1], s31, v2
	v_cndmask_b32_e32 v1, v1, v3, vcc
	v_sqrt_f32_e32 v3, v1
	v_cndmask_b32_e64 v2, v2, v68, s[0:1]
	v_sqrt_f32_e32 v68, v2
	v_add_u32_e32 v69, -1, v3
	v_fma_f32 v73, -v69, v3, v1
	v_add_u32_e32 v71, -1, v68
	v_add_u32_e32 v70, 1, v3
	v_fma_f32 v75, -v71, v68, v2
	v_cmp_ge_f32_e64 s[10:11], 0, v73
	v_add_u32_e32 v72, 1, v68
	v_fma_f32 v74, -v70, v3, v1
	v_cndmask_b32_e64 v3, v3, v69, s[10:11]
	v_cmp_ge_f32_e64 s[10:11], 0, v75
	v_fma_f32 v76, -v72, v68, v2
	s_nop 0
	v_cndmask_b32_e64 v68, v68, v71, s[10:11]
	v_cmp_lt_f32_e64 s[10:11], 0, v74
	s_nop 1
	v_cndmask_b32_e64 v3, v3, v70, s[10:11]
	v_cmp_lt_f32_e64 s[10:11], 0, v76
	v_mul_f32_e32 v69, 0x37800000, v3
	v_cndmask_b32_e32 v3, v3, v69, vcc
	v_cndmask_b32_e64 v68, v68, v72, s[10:11]
	v_cmp_class_f32_e32 vcc, v1, v54
	v_mul_f32_e32 v70, 0x37800000, v68
	v_cndmask_b32_e64 v68, v68, v70, s[0:1]
	v_cndmask_b32_e32 v69, v3, v1, vcc
	v_div_scale_f32 v1, s[0:1], v69, v69, v0
	v_div_scale_f32 v3, s[0:1], v69, v69, v61
	v_rcp_f32_e32 v77, v1
	v_div_scale_f32 v71, s[10:11], v69, v69, v62
	v_rcp_f32_e32 v78, v3
	v_div_scale_f32 v73, s[12:13], v69, v69, v63
	v_rcp_f32_e32 v79, v71
	v_rcp_f32_e32 v80, v73
	v_cmp_class_f32_e32 vcc, v2, v54
	v_fma_f32 v82, -v1, v77, 1.0
	v_fma_f32 v83, -v3, v78, 1.0
	v_cndmask_b32_e32 v68, v68, v2, vcc
	v_div_scale_f32 v2, vcc, v0, v69, v0
	v_fmac_f32_e32 v77, v82, v77
	v_div_scale_f32 v70, s[0:1], v61, v69, v61
	v_div_scale_f32 v75, s[14:15], v68, v68, v65
	v_fma_f32 v84, -v71, v79, 1.0
	v_fmac_f32_e32 v78, v83, v78
	v_mul_f32_e32 v82, v2, v77
	v_div_scale_f32 v72, s[10:11], v62, v69, v62
	v_rcp_f32_e32 v81, v75
	v_fma_f32 v85, -v73, v80, 1.0
	v_fmac_f32_e32 v79, v84, v79
	v_mul_f32_e32 v83, v70, v78
	v_fma_f32 v87, -v1, v82, v2
	v_div_scale_f32 v74, s[12:13], v63, v69, v63
	v_fmac_f32_e32 v80, v85, v80
	v_mul_f32_e32 v84, v72, v79
	v_fma_f32 v88, -v3, v83, v70
	v_fmac_f32_e32 v82, v87, v77
	v_mul_f32_e32 v85, v74, v80
	v_fma_f32 v89, -v71, v84, v72
	v_fmac_f32_e32 v83, v88, v78
	v_fma_f32 v1, -v1, v82, v2
	v_fma_f32 v90, -v73, v85, v74
	v_fmac_f32_e32 v84, v89, v79
	v_fma_f32 v2, -v3, v83, v70
	v_div_fmas_f32 v1, v1, v77, v82
	s_mov_b64 vcc, s[0:1]
	v_fma_f32 v86, -v75, v81, 1.0
	v_fmac_f32_e32 v85, v90, v80
	v_fma_f32 v3, -v71, v84, v72
	v_div_fixup_f32 v1, v1, v69, v0
	v_div_fmas_f32 v0, v2, v78, v83
	s_mov_b64 vcc, s[10:11]
	v_div_scale_f32 v76, s[14:15], v65, v68, v65
	v_fmac_f32_e32 v81, v86, v81
	v_fma_f32 v70, -v73, v85, v74
	v_div_fmas_f32 v2, v3, v79, v84
	s_mov_b64 vcc, s[12:13]
	v_mul_f32_e32 v86, v76, v81
	v_div_fixup_f32 v3, v2, v69, v62
	v_div_fmas_f32 v2, v70, v80, v85
	v_div_scale_f32 v62, s[0:1], v68, v68, v64
	v_div_fixup_f32 v0, v0, v69, v61
	v_div_fixup_f32 v2, v2, v69, v63
	v_fma_f32 v61, -v75, v86, v76
	v_rcp_f32_e32 v69, v62
	v_fmac_f32_e32 v86, v61, v81
	v_fma_f32 v61, -v75, v86, v76
	s_mov_b64 vcc, s[14:15]
	v_div_fmas_f32 v61, v61, v81, v86
	v_div_fixup_f32 v63, v61, v68, v65
	v_fma_f32 v61, -v62, v69, 1.0
	v_fmac_f32_e32 v69, v61, v69
	v_div_scale_f32 v61, vcc, v64, v68, v64
	v_mul_f32_e32 v65, v61, v69
	v_fma_f32 v70, -v62, v65, v61
	v_fmac_f32_e32 v65, v70, v69
	v_div_scale_f32 v70, s[0:1], v68, v68, v66
	v_rcp_f32_e32 v71, v70
	v_fma_f32 v61, -v62, v65, v61
	v_div_fmas_f32 v61, v61, v69, v65
	v_div_fixup_f32 v62, v61, v68, v64
	v_fma_f32 v61, -v70, v71, 1.0
	v_fmac_f32_e32 v71, v61, v71
	v_div_scale_f32 v61, vcc, v66, v68, v66
	v_mul_f32_e32 v64, v61, v71
	v_fma_f32 v65, -v70, v64, v61
	v_fmac_f32_e32 v64, v65, v71
	v_div_scale_f32 v69, s[0:1], v68, v68, v67
	v_fma_f32 v61, -v70, v64, v61
	v_rcp_f32_e32 v70, v69
	v_div_fmas_f32 v61, v61, v71, v64
	v_div_fixup_f32 v65, v61, v68, v66
	v_pk_mul_f32 v[62:63], s[26:27], v[62:63]
	v_fma_f32 v61, -v69, v70, 1.0
	v_fmac_f32_e32 v70, v61, v70
	v_div_scale_f32 v61, vcc, v67, v68, v67
	v_mul_f32_e32 v64, v61, v70
	v_fma_f32 v66, -v69, v64, v61
	v_fmac_f32_e32 v64, v66, v70
	v_fma_f32 v61, -v69, v64, v61
	v_div_fmas_f32 v61, v61, v70, v64
	v_cmp_gt_i32_e32 vcc, s61, v60
	v_div_fixup_f32 v64, v61, v68, v67
	s_and_b64 s[0:1], s[28:29], vcc
	v_pk_mul_f32 v[64:65], s[26:27], v[64:65]
	s_and_b64 s[12:13], s[54:55], s[0:1]
	ds_write_b128 v48, v[62:65]
	ds_write_b128 v47, v[0:3]
	s_and_saveexec_b64 s[10:11], s[12:13]
	s_cbranch_execz .LBB0_8
	v_ashrrev_i32_e32 v61, 31, v60
	v_mul_lo_u32 v64, s23, v60
	v_mul_lo_u32 v61, s22, v61
	v_mad_u64_u32 v[62:63], s[12:13], s22, v60, 0
	v_add3_u32 v63, v63, v61, v64
	v_lshl_add_u64 v[62:63], v[62:63], 2, v[24:25]
	global_store_dwordx4 v[62:63], v[0:3], off
.LBB0_8:
	s_or_b64 exec, exec, s[10:11]
	s_and_saveexec_b64 s[10:11], s[8:9]
	s_xor_b64 s[10:11], exec, s[10:11]
	s_cbranch_execz .LBB0_11
	v_mul_lo_u32 v2, s43, v34
	v_mul_lo_u32 v3, s42, v33
	v_mad_u64_u32 v[0:1], s[10:11], s42, v34, 0
	v_add3_u32 v1, v1, v3, v2
	v_lshl_add_u64 v[0:1], v[0:1], 1, s[18:19]
	global_load_ushort v2, v[0:1], off
	v_mul_lo_u32 v3, s53, v34
	v_mul_lo_u32 v33, s52, v33
	v_mad_u64_u32 v[0:1], s[10:11], s52, v34, 0
	v_add3_u32 v1, v1, v33, v3
	v_lshl_add_u64 v[0:1], v[0:1], 1, s[24:25]
	global_load_ushort v0, v[0:1], off
	s_and_b64 s[0:1], s[50:51], s[0:1]
	s_waitcnt vmcnt(1)
	v_lshlrev_b32_e32 v1, 16, v2
	v_add_f32_e32 v2, s59, v1
	v_mul_f32_e32 v34, s57, v2
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v0, 16, v0
	v_sub_f32_e32 v1, 0, v0
	v_cmp_nlt_f32_e64 vcc, -v0, s64
	s_nop 1
	v_cndmask_b32_e32 v0, v36, v1, vcc
	v_cmp_ngt_f32_e32 vcc, s64, v34
	s_nop 1
	v_cndmask_b32_e32 v1, v36, v34, vcc
	v_cmp_nlt_f32_e32 vcc, s65, v1
	s_nop 1
	v_cndmask_b32_e32 v33, v37, v1, vcc
	v_fmamk_f32 v1, v33, 0x3fb8aa3b, v38
	v_add_f32_e32 v3, 0xcb400000, v1
	v_fmac_f32_e32 v33, 0xbf317218, v3
	v_mul_f32_e32 v1, 0x3102e308, v3
	v_cmp_o_f32_e32 vcc, v3, v3
	s_nop 1
	v_cndmask_b32_e32 v61, 0, v3, vcc
	v_add_f32_e32 v3, v33, v1
	v_cvt_i32_f32_e32 v61, v61
	v_fmamk_f32 v64, v3, 0x39500d01, v39
	v_cmp_nlt_f32_e32 vcc, s65, v0
	v_pk_add_f32 v[62:63], v[2:3], v[32:33] neg_lo:[0,1] neg_hi:[0,1]
	v_mul_f32_e32 v66, v3, v3
	v_cndmask_b32_e32 v33, v37, v0, vcc
	v_fmaak_f32 v0, v64, v3, 0x3c088889
	v_fmamk_f32 v62, v33, 0x3fb8aa3b, v38
	v_fmaak_f32 v0, v0, v3, 0x3d2aaaab
	v_add_f32_e32 v62, 0xcb400000, v62
	v_fmaak_f32 v0, v0, v3, 0x3e2aaaab
	v_ashrrev_i32_e32 v64, 1, v61
	v_fmac_f32_e32 v33, 0xbf317218, v62
	v_mul_f32_e32 v65, 0x3102e308, v62
	v_cmp_o_f32_e32 vcc, v62, v62
	v_fma_f32 v0, v0, v3, 0.5
	v_lshl_add_u32 v69, v64, 23, 1.0
	v_cndmask_b32_e32 v68, 0, v62, vcc
	v_sub_u32_e32 v62, v61, v64
	v_add_f32_e32 v61, v33, v65
	v_mul_f32_e32 v64, v66, v0
	v_pk_add_f32 v[66:67], v[60:61], v[32:33] neg_lo:[0,1] neg_hi:[0,1]
	v_add_f32_e32 v0, v3, v64
	v_lshl_add_u32 v70, v62, 23, 1.0
	v_fmamk_f32 v62, v61, 0x39500d01, v39
	v_add_f32_e32 v66, 1.0, v0
	v_fmaak_f32 v33, v62, v61, 0x3c088889
	v_sub_f32_e32 v3, v0, v3
	v_add_f32_e32 v62, -1.0, v66
	v_fmaak_f32 v33, v33, v61, 0x3d2aaaab
	v_sub_f32_e32 v3, v64, v3
	v_pk_add_f32 v[0:1], v[0:1], v[62:63] neg_lo:[0,1] neg_hi:[0,1]
	v_fmaak_f32 v33, v33, v61, 0x3e2aaaab
	v_add_f32_e32 v1, v1, v3
	v_mul_f32_e32 v71, v61, v61
	v_fma_f32 v33, v33, v61, 0.5
	v_add_f32_e32 v0, v0, v1
	v_mul_f32_e32 v3, v71, v33
	v_add_f32_e32 v0, v66, v0
	v_add_f32_e32 v64, v61, v3
	v_mul_f32_e32 v0, v0, v69
	v_sub_f32_e32 v1, v64, v61
	v_mul_f32_e32 v61, v0, v70
	v_add_f32_e32 v61, 1.0, v61
	v_add_f32_e32 v33, 1.0, v64
	v_mul_f32_e32 v62, 0x4b000000, v61
	v_cmp_gt_f32_e32 vcc, s56, v61
	v_add_f32_e32 v66, -1.0, v33
	v_sub_f32_e32 v3, v3, v1
	v_cndmask_b32_e32 v62, v61, v62, vcc
	v_pk_add_f32 v[0:1], v[64:65], v[66:67] neg_lo:[0,1] neg_hi:[0,1]
	v_add_u32_e32 v64, 0xc0cafb0d, v62
	v_ashrrev_i32_e32 v65, 23, v64
	v_and_b32_e32 v64, 0xff800000, v64
	v_sub_u32_e32 v62, v62, v64
	v_add_f32_e32 v62, -1.0, v62
	v_cndmask_b32_e32 v63, 0, v56, vcc
	v_add_f32_e32 v64, 2.0, v62
	v_add_u32_e32 v63, v65, v63
	v_div_scale_f32 v65, s[10:11], v64, v64, v62
	v_rcp_f32_e32 v66, v65
	v_div_scale_f32 v67, vcc, v62, v64, v62
	v_cvt_f32_i32_e32 v63, v63
	v_fma_f32 v69, -v65, v66, 1.0
	v_fmac_f32_e32 v66, v69, v66
	v_mul_f32_e32 v69, v67, v66
	v_fma_f32 v70, -v65, v69, v67
	v_fmac_f32_e32 v69, v70, v66
	v_fma_f32 v65, -v65, v69, v67
	v_div_fmas_f32 v65, v65, v66, v69
	v_div_fixup_f32 v64, v65, v64, v62
	v_mul_f32_e32 v65, v64, v64
	v_fmamk_f32 v66, v65, 0x3e3a2e8c, v55
	v_fmaak_f32 v66, v66, v65, 0x3e924925
	v_fmaak_f32 v66, v66, v65, 0x3ecccccd
	v_fmaak_f32 v66, v66, v65, 0x3f2aaaab
	v_mul_f32_e32 v65, v65, v66
	v_sub_f32_e32 v65, v62, v65
	v_fma_f32 v62, -v64, v65, v62
	v_fmac_f32_e32 v62, 0xb102e308, v63
	v_fmac_f32_e32 v62, 0x3f317218, v63
	v_cmp_neq_f32_e32 vcc, 0, v61
	v_add_f32_e32 v1, v1, v3
	v_add_f32_e32 v0, v0, v1
	v_cndmask_b32_e32 v62, v57, v62, vcc
	v_cmp_neq_f32_e32 vcc, s60, v61
	v_add_f32_e32 v0, v33, v0
	s_nop 0
	v_cndmask_b32_e32 v62, v58, v62, vcc
	v_cmp_ngt_f32_e32 vcc, 0, v61
	s_nop 1
	v_cndmask_b32_e32 v62, v59, v62, vcc
	v_cmp_u_f32_e32 vcc, v61, v61
	s_nop 1
	v_cndmask_b32_e32 v61, v62, v61, vcc
	v_mul_f32_e32 v61, v41, v61
	v_cmp_ge_f32_e32 vcc, s58, v34
	s_nop 1
	v_cndmask_b32_e32 v2, v2, v61, vcc
	v_mul_f32_e32 v2, v40, v2
	v_cmp_ngt_f32_e32 vcc, s64, v2
	s_nop 1
	v_cndmask_b32_e32 v2, v36, v2, vcc
	v_cmp_nlt_f32_e32 vcc, s65, v2
	s_nop 1
	v_cndmask_b32_e32 v2, v37, v2, vcc
	v_fmamk_f32 v34, v2, 0x3fb8aa3b, v38
	v_add_f32_e32 v34, 0xcb400000, v34
	v_fmac_f32_e32 v2, 0xbf317218, v34
	v_mul_f32_e32 v61, 0x3102e308, v34
	v_add_f32_e32 v62, v2, v61
	v_sub_f32_e32 v2, v62, v2
	v_fmamk_f32 v63, v62, 0x39500d01, v39
	v_sub_f32_e32 v2, v61, v2
	v_fmaak_f32 v61, v63, v62, 0x3c088889
	v_fmaak_f32 v61, v61, v62, 0x3d2aaaab
	v_fmaak_f32 v61, v61, v62, 0x3e2aaaab
	v_mul_f32_e32 v64, v62, v62
	v_fma_f32 v61, v61, v62, 0.5
	v_mul_f32_e32 v61, v64, v61
	v_add_f32_e32 v64, v62, v61
	v_sub_f32_e32 v62, v64, v62
	v_add_f32_e32 v65, 1.0, v64
	v_sub_f32_e32 v61, v61, v62
	v_add_f32_e32 v62, -1.0, v65
	v_add_f32_e32 v2, v2, v61
	v_sub_f32_e32 v61, v64, v62
	v_add_f32_e32 v2, v61, v2
	v_cvt_i32_f32_e32 v61, v68
	v_cmp_o_f32_e32 vcc, v34, v34
	v_add_f32_e32 v2, v65, v2
	v_ashrrev_i32_e32 v1, 1, v61
	v_sub_u32_e32 v3, v61, v1
	v_lshl_add_u32 v1, v1, 23, 1.0
	v_cndmask_b32_e32 v34, 0, v34, vcc
	v_lshl_add_u32 v3, v3, 23, 1.0
	v_mul_f32_e32 v0, v0, v1
	v_cvt_i32_f32_e32 v34, v34
	v_mul_f32_e32 v0, v0, v3
	v_add_f32_e32 v1, 1.0, v0
	v_div_scale_f32 v3, s[10:11], v1, v1, 1.0
	v_rcp_f32_e32 v33, v3
	v_ashrrev_i32_e32 v63, 1, v34
	v_sub_u32_e32 v34, v34, v63
	v_lshl_add_u32 v63, v63, 23, 1.0
	v_lshl_add_u32 v0, v34, 23, 1.0
	v_mul_f32_e32 v2, v2, v63
	v_mul_f32_e32 v0, v2, v0
	v_fma_f32 v2, -v3, v33, 1.0
	v_fmac_f32_e32 v33, v2, v33
	v_div_scale_f32 v2, vcc, 1.0, v1, 1.0
	v_mul_f32_e32 v34, v2, v33
	v_fma_f32 v61, -v3, v34, v2
	v_fmac_f32_e32 v34, v61, v33
	v_fma_f32 v2, -v3, v34, v2
	v_div_fmas_f32 v2, v2, v33, v34
	v_div_fixup_f32 v1, v2, v1, 1.0
	ds_write_b32 v49, v0
	ds_write_b32 v50, v1
	s_and_saveexec_b64 s[10:11], s[0:1]
	s_xor_b64 s[10:11], exec, s[10:11]
	s_cbranch_execz .LBB0_11
	v_mad_i64_i32 v[2:3], s[0:1], v60, s30, 0
	v_lshl_add_u64 v[2:3], v[2:3], 2, s[46:47]
	global_store_dword v[2:3], v0, off
.LBB0_11:
	s_or_b64 exec, exec, s[44:45]
	v_add_u32_e32 v60, 4, v60
	v_cmp_gt_i32_e32 vcc, s33, v60
	s_and_b64 s[0:1], s[4:5], vcc
	s_and_saveexec_b64 s[44:45], s[0:1]
	s_cbranch_execz .LBB0_17
	v_add_u32_e32 v34, s34, v60
	v_ashrrev_i32_e32 v33, 31, v34
	v_mul_lo_u32 v2, s38, v33
	v_mul_lo_u32 v3, s39, v34
	v_mad_u64_u32 v[0:1], s[0:1], s38, v34, 0
	v_mul_lo_u32 v61, s36, v33
	v_mul_lo_u32 v62, s37, v34
	v_add3_u32 v1, v1, v2, v3
	v_mad_u64_u32 v[2:3], s[0:1], s36, v34, 0
	v_lshl_add_u64 v[0:1], v[0:1], 1, v[22:23]
	v_add3_u32 v3, v3, v61, v62
	global_load_dwordx2 v[0:1], v[0:1], off
	v_lshl_add_u64 v[2:3], v[2:3], 1, v[20:21]
	global_load_dwordx2 v[2:3], v[2:3], off
	s_waitcnt vmcnt(1)
	v_lshlrev_b32_e32 v61, 16, v0
	v_and_b32_e32 v0, 0xffff0000, v0
	v_and_b32_e32 v62, 0xffff0000, v1
	v_lshlrev_b32_e32 v63, 16, v1
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v65, 0xffff0000, v2
	v_mul_f32_e32 v1, v0, v0
	v_lshlrev_b32_e32 v64, 16, v2
	v_mul_f32_e32 v2, v65, v65
	v_fmac_f32_e32 v1, v61, v61
	v_lshlrev_b32_e32 v67, 16, v3
	v_fmac_f32_e32 v2, v64, v64
	v_fmac_f32_e32 v1, v63, v63
	v_and_b32_e32 v66, 0xffff0000, v3
	v_fmac_f32_e32 v2, v67, v67
	v_fmac_f32_e32 v1, v62, v62
	v_fmac_f32_e32 v2, v66, v66
	ds_bpermute_b32 v3, v42, v1
	ds_bpermute_b32 v68, v42, v2
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v1, v1, v3
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, v2, v68
	ds_bpermute_b32 v3, v43, v1
	ds_bpermute_b32 v68, v43, v2
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v1, v1, v3
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, v2, v68
	ds_bpermute_b32 v3, v44, v1
	ds_bpermute_b32 v68, v44, v2
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v1, v1, v3
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, v2, v68
	ds_bpermute_b32 v3, v45, v1
	ds_bpermute_b32 v68, v45, v2
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v1, v1, v3
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, v2, v68
	ds_bpermute_b32 v3, v46, v1
	ds_bpermute_b32 v68, v46, v2
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v1, v1, v3
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, v2, v68
	v_add_f32_e32 v1, 0x358637bd, v1
	v_add_f32_e32 v2, 0x358637bd, v2
	v_mul_f32_e32 v3, 0x4f800000, v1
	v_cmp_gt_f32_e32 vcc, s31, v1
	v_mul_f32_e32 v68, 0x4f800000, v2
	v_cmp_gt_f32_e64 s[0:1], s31, v2
	v_cndmask_b32_e32 v1, v1, v3, vcc
	v_sqrt_f32_e32 v3, v1
	v_cndmask_b32_e64 v2, v2, v68, s[0:1]
	v_sqrt_f32_e32 v68, v2
	v_add_u32_e32 v69, -1, v3
	v_fma_f32 v73, -v69, v3, v1
	v_add_u32_e32 v71, -1, v68
	v_add_u32_e32 v70, 1, v3
	v_fma_f32 v75, -v71, v68, v2
	v_cmp_ge_f32_e64 s[10:11], 0, v73
	v_add_u32_e32 v72, 1, v68
	v_fma_f32 v74, -v70, v3, v1
	v_cndmask_b32_e64 v3, v3, v69, s[10:11]
	v_cmp_ge_f32_e64 s[10:11], 0, v75
	v_fma_f32 v76, -v72, v68, v2
	s_nop 0
	v_cndmask_b32_e64 v68, v68, v71, s[10:11]
	v_cmp_lt_f32_e64 s[10:11], 0, v74
	s_nop 1
	v_cndmask_b32_e64 v3, v3, v70, s[10:11]
	v_cmp_lt_f32_e64 s[10:11], 0, v76
	v_mul_f32_e32 v69, 0x37800000, v3
	v_cndmask_b32_e32 v3, v3, v69, vcc
	v_cndmask_b32_e64 v68, v68, v72, s[10:11]
	v_cmp_class_f32_e32 vcc, v1, v54
	v_mul_f32_e32 v70, 0x37800000, v68
	v_cndmask_b32_e64 v68, v68, v70, s[0:1]
	v_cndmask_b32_e32 v69, v3, v1, vcc
	v_div_scale_f32 v1, s[0:1], v69, v69, v0
	v_div_scale_f32 v3, s[0:1], v69, v69, v61
	v_rcp_f32_e32 v77, v1
	v_div_scale_f32 v71, s[10:11], v69, v69, v62
	v_rcp_f32_e32 v78, v3
	v_div_scale_f32 v73, s[12:13], v69, v69, v63
	v_rcp_f32_e32 v79, v71
	v_rcp_f32_e32 v80, v73
	v_cmp_class_f32_e32 vcc, v2, v54
	v_fma_f32 v82, -v1, v77, 1.0
	v_fma_f32 v83, -v3, v78, 1.0
	v_cndmask_b32_e32 v68, v68, v2, vcc
	v_div_scale_f32 v2, vcc, v0, v69, v0
	v_fmac_f32_e32 v77, v82, v77
	v_div_scale_f32 v70, s[0:1], v61, v69, v61
	v_div_scale_f32 v75, s[14:15], v68, v68, v65
	v_fma_f32 v84, -v71, v79, 1.0
	v_fmac_f32_e32 v78, v83, v78
	v_mul_f32_e32 v82, v2, v77
	v_div_scale_f32 v72, s[10:11], v62, v69, v62
	v_rcp_f32_e32 v81, v75
	v_fma_f32 v85, -v73, v80, 1.0
	v_fmac_f32_e32 v79, v84, v79
	v_mul_f32_e32 v83, v70, v78
	v_fma_f32 v87, -v1, v82, v2
	v_div_scale_f32 v74, s[12:13], v63, v69, v63
	v_fmac_f32_e32 v80, v85, v80
	v_mul_f32_e32 v84, v72, v79
	v_fma_f32 v88, -v3, v83, v70
	v_fmac_f32_e32 v82, v87, v77
	v_mul_f32_e32 v85, v74, v80
	v_fma_f32 v89, -v71, v84, v72
	v_fmac_f32_e32 v83, v88, v78
	v_fma_f32 v1, -v1, v82, v2
	v_fma_f32 v90, -v73, v85, v74
	v_fmac_f32_e32 v84, v89, v79
	v_fma_f32 v2, -v3, v83, v70
	v_div_fmas_f32 v1, v1, v77, v82
	s_mov_b64 vcc, s[0:1]
	v_fma_f32 v86, -v75, v81, 1.0
	v_fmac_f32_e32 v85, v90, v80
	v_fma_f32 v3, -v71, v84, v72
	v_div_fixup_f32 v1, v1, v69, v0
	v_div_fmas_f32 v0, v2, v78, v83
	s_mov_b64 vcc, s[10:11]
	v_div_scale_f32 v76, s[14:15], v65, v68, v65
	v_fmac_f32_e32 v81, v86, v81
	v_fma_f32 v70, -v73, v85, v74
	v_div_fmas_f32 v2, v3, v79, v84
	s_mov_b64 vcc, s[12:13]
	v_mul_f32_e32 v86, v76, v81
	v_div_fixup_f32 v3, v2, v69, v62
	v_div_fmas_f32 v2, v70, v80, v85
	v_div_scale_f32 v62, s[0:1], v68, v68, v64
	v_div_fixup_f32 v0, v0, v69, v61
	v_div_fixup_f32 v2, v2, v69, v63
	v_fma_f32 v61, -v75, v86, v76
	v_rcp_f32_e32 v69, v62
	v_fmac_f32_e32 v86, v61, v81
	v_fma_f32 v61, -v75, v86, v76
	s_mov_b64 vcc, s[14:15]
	v_div_fmas_f32 v61, v61, v81, v86
	v_div_fixup_f32 v63, v61, v68, v65
	v_fma_f32 v61, -v62, v69, 1.0
	v_fmac_f32_e32 v69, v61, v69
	v_div_scale_f32 v61, vcc, v64, v68, v64
	v_mul_f32_e32 v65, v61, v69
	v_fma_f32 v70, -v62, v65, v61
	v_fmac_f32_e32 v65, v70, v69
	v_div_scale_f32 v70, s[0:1], v68, v68, v66
	v_rcp_f32_e32 v71, v70
	v_fma_f32 v61, -v62, v65, v61
	v_div_fmas_f32 v61, v61, v69, v65
	v_div_fixup_f32 v62, v61, v68, v64
	v_fma_f32 v61, -v70, v71, 1.0
	v_fmac_f32_e32 v71, v61, v71
	v_div_scale_f32 v61, vcc, v66, v68, v66
	v_mul_f32_e32 v64, v61, v71
	v_fma_f32 v65, -v70, v64, v61
	v_fmac_f32_e32 v64, v65, v71
	v_div_scale_f32 v69, s[0:1], v68, v68, v67
	v_fma_f32 v61, -v70, v64, v61
	v_rcp_f32_e32 v70, v69
	v_div_fmas_f32 v61, v61, v71, v64
	v_div_fixup_f32 v65, v61, v68, v66
	v_pk_mul_f32 v[62:63], s[26:27], v[62:63]
	v_fma_f32 v61, -v69, v70, 1.0
	v_fmac_f32_e32 v70, v61, v70
	v_div_scale_f32 v61, vcc, v67, v68, v67
	v_mul_f32_e32 v64, v61, v70
	v_fma_f32 v66, -v69, v64, v61
	v_fmac_f32_e32 v64, v66, v70
	v_fma_f32 v61, -v69, v64, v61
	v_div_fmas_f32 v61, v61, v70, v64
	v_cmp_gt_i32_e32 vcc, s61, v60
	v_div_fixup_f32 v64, v61, v68, v67
	s_and_b64 s[0:1], s[28:29], vcc
	v_pk_mul_f32 v[64:65], s[26:27], v[64:65]
	s_and_b64 s[12:13], s[54:55], s[0:1]
	ds_write_b128 v51, v[62:65]
	ds_write_b128 v52, v[0:3]
	s_and_saveexec_b64 s[10:11], s[12:13]
	s_cbranch_execz .LBB0_14
	v_ashrrev_i32_e32 v61, 31, v60
	v_mul_lo_u32 v64, s23, v60
	v_mul_lo_u32 v61, s22, v61
	v_mad_u64_u32 v[62:63], s[12:13], s22, v60, 0
	v_add3_u32 v63, v63, v61, v64
	v_lshl_add_u64 v[62:63], v[62:63], 2, v[24:25]
	global_store_dwordx4 v[62:63], v[0:3], off
.LBB0_14:
	s_or_b64 exec, exec, s[10:11]
	s_and_saveexec_b64 s[10:11], s[8:9]
	s_xor_b64 s[10:11], exec, s[10:11]
	s_cbranch_execz .LBB0_17
	v_mul_lo_u32 v2, s43, v34
	v_mul_lo_u32 v3, s42, v33
	v_mad_u64_u32 v[0:1], s[10:11], s42, v34, 0
	v_add3_u32 v1, v1, v3, v2
	v_lshl_add_u64 v[0:1], v[0:1], 1, s[18:19]
	global_load_ushort v2, v[0:1], off
	v_mul_lo_u32 v3, s53, v34
	v_mul_lo_u32 v33, s52, v33
	v_mad_u64_u32 v[0:1], s[10:11], s52, v34, 0
	v_add3_u32 v1, v1, v33, v3
	v_lshl_add_u64 v[0:1], v[0:1], 1, s[24:25]
	global_load_ushort v0, v[0:1], off
	s_and_b64 s[0:1], s[50:51], s[0:1]
	s_waitcnt vmcnt(1)
	v_lshlrev_b32_e32 v1, 16, v2
	v_add_f32_e32 v2, s59, v1
	v_mul_f32_e32 v34, s57, v2
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v0, 16, v0
	v_sub_f32_e32 v1, 0, v0
	v_cmp_nlt_f32_e64 vcc, -v0, s64
	s_nop 1
	v_cndmask_b32_e32 v0, v36, v1, vcc
	v_cmp_ngt_f32_e32 vcc, s64, v34
	s_nop 1
	v_cndmask_b32_e32 v1, v36, v34, vcc
	v_cmp_nlt_f32_e32 vcc, s65, v1
	s_nop 1
	v_cndmask_b32_e32 v33, v37, v1, vcc
	v_fmamk_f32 v1, v33, 0x3fb8aa3b, v38
	v_add_f32_e32 v3, 0xcb400000, v1
	v_fmac_f32_e32 v33, 0xbf317218, v3
	v_mul_f32_e32 v1, 0x3102e308, v3
	v_cmp_o_f32_e32 vcc, v3, v3
	s_nop 1
	v_cndmask_b32_e32 v61, 0, v3, vcc
	v_add_f32_e32 v3, v33, v1
	v_cvt_i32_f32_e32 v61, v61
	v_fmamk_f32 v64, v3, 0x39500d01, v39
	v_cmp_nlt_f32_e32 vcc, s65, v0
	v_pk_add_f32 v[62:63], v[2:3], v[32:33] neg_lo:[0,1] neg_hi:[0,1]
	v_mul_f32_e32 v66, v3, v3
	v_cndmask_b32_e32 v33, v37, v0, vcc
	v_fmaak_f32 v0, v64, v3, 0x3c088889
	v_fmamk_f32 v62, v33, 0x3fb8aa3b, v38
	v_fmaak_f32 v0, v0, v3, 0x3d2aaaab
	v_add_f32_e32 v62, 0xcb400000, v62
	v_fmaak_f32 v0, v0, v3, 0x3e2aaaab
	v_ashrrev_i32_e32 v64, 1, v61
	v_fmac_f32_e32 v33, 0xbf317218, v62
	v_mul_f32_e32 v65, 0x3102e308, v62
	v_cmp_o_f32_e32 vcc, v62, v62
	v_fma_f32 v0, v0, v3, 0.5
	v_lshl_add_u32 v69, v64, 23, 1.0
	v_cndmask_b32_e32 v68, 0, v62, vcc
	v_sub_u32_e32 v62, v61, v64
	v_add_f32_e32 v61, v33, v65
	v_mul_f32_e32 v64, v66, v0
	v_pk_add_f32 v[66:67], v[60:61], v[32:33] neg_lo:[0,1] neg_hi:[0,1]
	v_add_f32_e32 v0, v3, v64
	v_lshl_add_u32 v70, v62, 23, 1.0
	v_fmamk_f32 v62, v61, 0x39500d01, v39
	v_add_f32_e32 v66, 1.0, v0
	v_fmaak_f32 v33, v62, v61, 0x3c088889
	v_sub_f32_e32 v3, v0, v3
	v_add_f32_e32 v62, -1.0, v66
	v_fmaak_f32 v33, v33, v61, 0x3d2aaaab
	v_sub_f32_e32 v3, v64, v3
	v_pk_add_f32 v[0:1], v[0:1], v[62:63] neg_lo:[0,1] neg_hi:[0,1]
	v_fmaak_f32 v33, v33, v61, 0x3e2aaaab
	v_add_f32_e32 v1, v1, v3
	v_mul_f32_e32 v71, v61, v61
	v_fma_f32 v33, v33, v61, 0.5
	v_add_f32_e32 v0, v0, v1
	v_mul_f32_e32 v3, v71, v33
	v_add_f32_e32 v0, v66, v0
	v_add_f32_e32 v64, v61, v3
	v_mul_f32_e32 v0, v0, v69
	v_sub_f32_e32 v1, v64, v61
	v_mul_f32_e32 v61, v0, v70
	v_add_f32_e32 v61, 1.0, v61
	v_add_f32_e32 v33, 1.0, v64
	v_mul_f32_e32 v62, 0x4b000000, v61
	v_cmp_gt_f32_e32 vcc, s56, v61
	v_add_f32_e32 v66, -1.0, v33
	v_sub_f32_e32 v3, v3, v1
	v_cndmask_b32_e32 v62, v61, v62, vcc
	v_pk_add_f32 v[0:1], v[64:65], v[66:67] neg_lo:[0,1] neg_hi:[0,1]
	v_add_u32_e32 v64, 0xc0cafb0d, v62
	v_ashrrev_i32_e32 v65, 23, v64
	v_and_b32_e32 v64, 0xff800000, v64
	v_sub_u32_e32 v62, v62, v64
	v_add_f32_e32 v62, -1.0, v62
	v_cndmask_b32_e32 v63, 0, v56, vcc
	v_add_f32_e32 v64, 2.0, v62
	v_add_u32_e32 v63, v65, v63
	v_div_scale_f32 v65, s[10:11], v64, v64, v62
	v_rcp_f32_e32 v66, v65
	v_div_scale_f32 v67, vcc, v62, v64, v62
	v_cvt_f32_i32_e32 v63, v63
	v_fma_f32 v69, -v65, v66, 1.0
	v_fmac_f32_e32 v66, v69, v66
	v_mul_f32_e32 v69, v67, v66
	v_fma_f32 v70, -v65, v69, v67
	v_fmac_f32_e32 v69, v70, v66
	v_fma_f32 v65, -v65, v69, v67
	v_div_fmas_f32 v65, v65, v66, v69
	v_div_fixup_f32 v64, v65, v64, v62
	v_mul_f32_e32 v65, v64, v64
	v_fmamk_f32 v66, v65, 0x3e3a2e8c, v55
	v_fmaak_f32 v66, v66, v65, 0x3e924925
	v_fmaak_f32 v66, v66, v65, 0x3ecccccd
	v_fmaak_f32 v66, v66, v65, 0x3f2aaaab
	v_mul_f32_e32 v65, v65, v66
	v_sub_f32_e32 v65, v62, v65
	v_fma_f32 v62, -v64, v65, v62
	v_fmac_f32_e32 v62, 0xb102e308, v63
	v_fmac_f32_e32 v62, 0x3f317218, v63
	v_cmp_neq_f32_e32 vcc, 0, v61
	v_add_f32_e32 v1, v1, v3
	v_add_f32_e32 v0, v0, v1
	v_cndmask_b32_e32 v62, v57, v62, vcc
	v_cmp_neq_f32_e32 vcc, s60, v61
	v_add_f32_e32 v0, v33, v0
	s_nop 0
	v_cndmask_b32_e32 v62, v58, v62, vcc
	v_cmp_ngt_f32_e32 vcc, 0, v61
	s_nop 1
	v_cndmask_b32_e32 v62, v59, v62, vcc
	v_cmp_u_f32_e32 vcc, v61, v61
	s_nop 1
	v_cndmask_b32_e32 v61, v62, v61, vcc
	v_mul_f32_e32 v61, v41, v61
	v_cmp_ge_f32_e32 vcc, s58, v34
	s_nop 1
	v_cndmask_b32_e32 v2, v2, v61, vcc
	v_mul_f32_e32 v2, v40, v2
	v_cmp_ngt_f32_e32 vcc, s64, v2
	s_nop 1
	v_cndmask_b32_e32 v2, v36, v2, vcc
	v_cmp_nlt_f32_e32 vcc, s65, v2
	s_nop 1
	v_cndmask_b32_e32 v2, v37, v2, vcc
	v_fmamk_f32 v34, v2, 0x3fb8aa3b, v38
	v_add_f32_e32 v34, 0xcb400000, v34
	v_fmac_f32_e32 v2, 0xbf317218, v34
	v_mul_f32_e32 v61, 0x3102e308, v34
	v_add_f32_e32 v62, v2, v61
	v_sub_f32_e32 v2, v62, v2
	v_fmamk_f32 v63, v62, 0x39500d01, v39
	v_sub_f32_e32 v2, v61, v2
	v_fmaak_f32 v61, v63, v62, 0x3c088889
	v_fmaak_f32 v61, v61, v62, 0x3d2aaaab
	v_fmaak_f32 v61, v61, v62, 0x3e2aaaab
	v_mul_f32_e32 v64, v62, v62
	v_fma_f32 v61, v61, v62, 0.5
	v_mul_f32_e32 v61, v64, v61
	v_add_f32_e32 v64, v62, v61
	v_sub_f32_e32 v62, v64, v62
	v_add_f32_e32 v65, 1.0, v64
	v_sub_f32_e32 v61, v61, v62
	v_add_f32_e32 v62, -1.0, v65
	v_add_f32_e32 v2, v2, v61
	v_sub_f32_e32 v61, v64, v62
	v_add_f32_e32 v2, v61, v2
	v_cvt_i32_f32_e32 v61, v68
	v_cmp_o_f32_e32 vcc, v34, v34
	v_add_f32_e32 v2, v65, v2
	v_ashrrev_i32_e32 v1, 1, v61
	v_sub_u32_e32 v3, v61, v1
	v_lshl_add_u32 v1, v1, 23, 1.0
	v_cndmask_b32_e32 v34, 0, v34, vcc
	v_lshl_add_u32 v3, v3, 23, 1.0
	v_mul_f32_e32 v0, v0, v1
	v_cvt_i32_f32_e32 v34, v34
	v_mul_f32_e32 v0, v0, v3
	v_add_f32_e32 v1, 1.0, v0
	v_div_scale_f32 v3, s[10:11], v1, v1, 1.0
	v_rcp_f32_e32 v33, v3
	v_ashrrev_i32_e32 v63, 1, v34
	v_sub_u32_e32 v34, v34, v63
	v_lshl_add_u32 v63, v63, 23, 1.0
	v_lshl_add_u32 v0, v34, 23, 1.0
	v_mul_f32_e32 v2, v2, v63
	v_mul_f32_e32 v0, v2, v0
	v_fma_f32 v2, -v3, v33, 1.0
	v_fmac_f32_e32 v33, v2, v33
	v_div_scale_f32 v2, vcc, 1.0, v1, 1.0
	v_mul_f32_e32 v34, v2, v33
	v_fma_f32 v61, -v3, v34, v2
	v_fmac_f32_e32 v34, v61, v33
	v_fma_f32 v2, -v3, v34, v2
	v_div_fmas_f32 v2, v2, v33, v34
	v_div_fixup_f32 v1, v2, v1, 1.0
	ds_write_b32 v49, v0 offset:16
	ds_write_b32 v50, v1 offset:16
	s_and_saveexec_b64 s[10:11], s[0:1]
	s_xor_b64 s[10:11], exec, s[10:11]
	s_cbranch_execz .LBB0_17
	v_mad_i64_i32 v[2:3], s[0:1], v60, s30, 0
	v_lshl_add_u64 v[2:3], v[2:3], 2, s[46:47]
	global_store_dword v[2:3], v0, off
.LBB0_17:
	s_or_b64 exec, exec, s[44:45]
	s_sub_i32 s0, s33, s67
	s_cmp_lt_i32 s0, 1
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_4
	s_ashr_i32 s0, s35, 31
	s_mul_i32 s1, s21, s35
	s_mul_i32 s0, s20, s0
	v_mov_b32_e32 v0, s35
	s_add_i32 s10, s0, s1
	v_mad_u64_u32 v[0:1], s[0:1], s20, v0, v[30:31]
	v_med3_i32 v3, s62, 1, 8
	v_add_u32_e32 v1, s10, v1
	s_movk_i32 s10, 0x2000
	s_mov_b32 s11, s35
	v_mov_b32_e32 v33, v53
	s_branch .LBB0_20
.LBB0_19:
	s_or_b64 exec, exec, s[0:1]
	v_add_u32_e32 v3, -1, v3
	v_cmp_eq_u32_e32 vcc, 0, v3
	v_add_u32_e32 v33, 0x200, v33
	s_add_i32 s10, s10, 4
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[20:21]
	s_add_i32 s11, s11, 1
	s_cbranch_vccnz .LBB0_4
.LBB0_20:
	s_add_i32 s12, s34, s11
	s_ashr_i32 s13, s12, 31
	s_mul_i32 s0, s40, s13
	s_mul_hi_u32 s1, s40, s12
	s_add_i32 s0, s1, s0
	s_mul_i32 s1, s41, s12
	s_add_i32 s1, s0, s1
	s_mul_i32 s0, s40, s12
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[60:61], s[0:1], 1, v[26:27]
	global_load_ushort v34, v[60:61], off
	v_mov_b32_e32 v2, s10
	ds_read_b128 v[60:63], v33
	ds_read_b128 v[64:67], v33 offset:128
	ds_read_b128 v[68:71], v33 offset:256
	ds_read_b128 v[72:75], v33 offset:384
	ds_read2_b32 v[92:93], v2 offset1:8
	s_waitcnt lgkmcnt(4)
	v_mov_b32_e32 v76, v61
	s_waitcnt lgkmcnt(3)
	v_mov_b32_e32 v77, v65
	s_waitcnt lgkmcnt(2)
	v_mov_b32_e32 v84, v69
	s_waitcnt lgkmcnt(1)
	v_mov_b32_e32 v85, v73
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v2, v93
	v_pk_mul_f32 v[4:5], v[4:5], v[2:3] op_sel_hi:[1,0]
	v_pk_mul_f32 v[8:9], v[8:9], v[2:3] op_sel_hi:[1,0]
	v_pk_mul_f32 v[12:13], v[12:13], v[2:3] op_sel_hi:[1,0]
	v_pk_mul_f32 v[16:17], v[16:17], v[2:3] op_sel_hi:[1,0]
	v_mov_b32_e32 v94, v5
	v_mov_b32_e32 v95, v9
	v_mov_b32_e32 v102, v13
	v_mov_b32_e32 v103, v17
	v_mov_b32_e32 v78, v60
	v_mov_b32_e32 v79, v64
	v_mov_b32_e32 v86, v68
	v_mov_b32_e32 v87, v72
	v_pk_mul_f32 v[6:7], v[6:7], v[2:3] op_sel_hi:[1,0]
	v_pk_mul_f32 v[10:11], v[10:11], v[2:3] op_sel_hi:[1,0]
	v_pk_mul_f32 v[14:15], v[14:15], v[2:3] op_sel_hi:[1,0]
	v_pk_mul_f32 v[18:19], v[18:19], v[2:3] op_sel_hi:[1,0]
	v_mov_b32_e32 v96, v4
	v_mov_b32_e32 v97, v8
	v_mov_b32_e32 v104, v12
	v_mov_b32_e32 v105, v16
	v_pk_mul_f32 v[76:77], v[94:95], v[76:77]
	v_pk_mul_f32 v[84:85], v[102:103], v[84:85]
	v_mov_b32_e32 v80, v62
	v_mov_b32_e32 v81, v66
	v_mov_b32_e32 v88, v70
	v_mov_b32_e32 v89, v74
	v_mov_b32_e32 v98, v6
	v_mov_b32_e32 v99, v10
	v_mov_b32_e32 v106, v14
	v_mov_b32_e32 v107, v18
	v_pk_fma_f32 v[76:77], v[78:79], v[96:97], v[76:77]
	v_pk_fma_f32 v[78:79], v[86:87], v[104:105], v[84:85]
	v_mov_b32_e32 v82, v63
	v_mov_b32_e32 v83, v67
	v_mov_b32_e32 v90, v71
	v_mov_b32_e32 v91, v75
	v_mov_b32_e32 v100, v7
	v_mov_b32_e32 v101, v11
	v_mov_b32_e32 v108, v15
	v_mov_b32_e32 v109, v19
	v_pk_fma_f32 v[76:77], v[80:81], v[98:99], v[76:77]
	v_pk_fma_f32 v[78:79], v[88:89], v[106:107], v[78:79]
	v_pk_fma_f32 v[76:77], v[82:83], v[100:101], v[76:77]
	v_pk_fma_f32 v[78:79], v[90:91], v[108:109], v[78:79]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v34, 16, v34
	v_pk_add_f32 v[76:77], v[76:77], v[78:79]
	s_nop 0
	v_add_f32_e32 v2, v76, v77
	ds_bpermute_b32 v76, v44, v2
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, v2, v76
	ds_bpermute_b32 v76, v45, v2
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, v2, v76
	ds_bpermute_b32 v93, v46, v2
	ds_read_b128 v[76:79], v33 offset:4096
	ds_read_b128 v[80:83], v33 offset:4224
	ds_read_b128 v[84:87], v33 offset:4352
	ds_read_b128 v[88:91], v33 offset:4480
	s_waitcnt lgkmcnt(4)
	v_add_f32_e32 v2, v2, v93
	v_sub_f32_e32 v2, v34, v2
	v_mul_f32_e32 v2, v92, v2
	v_pk_fma_f32 v[4:5], v[60:61], v[2:3], v[4:5] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[8:9], v[64:65], v[2:3], v[8:9] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[12:13], v[68:69], v[2:3], v[12:13] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[16:17], v[72:73], v[2:3], v[16:17] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[6:7], v[62:63], v[2:3], v[6:7] op_sel_hi:[1,0,1]
	s_waitcnt lgkmcnt(3)
	v_mul_f32_e32 v34, v77, v5
	s_waitcnt lgkmcnt(2)
	v_mul_f32_e32 v60, v81, v9
	s_waitcnt lgkmcnt(1)
	v_mul_f32_e32 v61, v13, v85
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v62, v17, v89
	v_pk_fma_f32 v[10:11], v[66:67], v[2:3], v[10:11] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[14:15], v[70:71], v[2:3], v[14:15] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[18:19], v[74:75], v[2:3], v[18:19] op_sel_hi:[1,0,1]
	v_fmac_f32_e32 v34, v76, v4
	v_fmac_f32_e32 v60, v80, v8
	v_fmac_f32_e32 v61, v84, v12
	v_fmac_f32_e32 v62, v88, v16
	v_fmac_f32_e32 v34, v78, v6
	v_fmac_f32_e32 v60, v82, v10
	v_fmac_f32_e32 v61, v86, v14
	v_fmac_f32_e32 v62, v90, v18
	v_fmac_f32_e32 v34, v79, v7
	v_fmac_f32_e32 v60, v83, v11
	v_fmac_f32_e32 v61, v87, v15
	v_fmac_f32_e32 v62, v91, v19
	v_add_f32_e32 v34, v34, v61
	v_add_f32_e32 v60, v60, v62
	v_add_f32_e32 v34, v34, v60
	ds_bpermute_b32 v60, v44, v34
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v34, v34, v60
	ds_bpermute_b32 v60, v45, v34
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v34, v34, v60
	ds_bpermute_b32 v60, v46, v34
	s_and_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execz .LBB0_22
	s_mul_i32 s13, s16, s13
	s_mul_hi_u32 s14, s16, s12
	s_add_i32 s13, s14, s13
	s_mul_i32 s14, s17, s12
	s_add_i32 s13, s13, s14
	s_mul_i32 s12, s16, s12
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v34, v34, v60
	v_cvt_pk_bf16_f32 v34, v34, s0
	v_lshl_add_u64 v[60:61], s[12:13], 1, v[28:29]
	global_store_short v[60:61], v34, off
.LBB0_22:
	s_or_b64 exec, exec, s[0:1]
	s_cmp_lt_i32 s11, s61
	s_cselect_b64 s[0:1], -1, 0
	s_and_b64 s[12:13], s[0:1], s[48:49]
	s_and_saveexec_b64 s[0:1], s[12:13]
	s_cbranch_execz .LBB0_19
	global_store_dword v[0:1], v2, off
	s_branch .LBB0_19
.LBB0_24:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel gdn_verify_tuple_act_bf16_dt_f32_pool_bf16_bv16w2
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
		.amdhsa_next_free_vgpr 110
		.amdhsa_next_free_sgpr 72
		.amdhsa_accum_offset 112
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
	.size	gdn_verify_tuple_act_bf16_dt_f32_pool_bf16_bv16w2, .Lfunc_end0-gdn_verify_tuple_act_bf16_dt_f32_pool_bf16_bv16w2

	.set gdn_verify_tuple_act_bf16_dt_f32_pool_bf16_bv16w2.num_vgpr, 110
	.set gdn_verify_tuple_act_bf16_dt_f32_pool_bf16_bv16w2.num_agpr, 0
	.set gdn_verify_tuple_act_bf16_dt_f32_pool_bf16_bv16w2.numbered_sgpr, 72
	.set gdn_verify_tuple_act_bf16_dt_f32_pool_bf16_bv16w2.num_named_barrier, 0
	.set gdn_verify_tuple_act_bf16_dt_f32_pool_bf16_bv16w2.private_seg_size, 0
	.set gdn_verify_tuple_act_bf16_dt_f32_pool_bf16_bv16w2.uses_vcc, 1
	.set gdn_verify_tuple_act_bf16_dt_f32_pool_bf16_bv16w2.uses_flat_scratch, 0
	.set gdn_verify_tuple_act_bf16_dt_f32_pool_bf16_bv16w2.has_dyn_sized_stack, 0
	.set gdn_verify_tuple_act_bf16_dt_f32_pool_bf16_bv16w2.has_recursion, 0
	.set gdn_verify_tuple_act_bf16_dt_f32_pool_bf16_bv16w2.has_indirect_call, 0
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
    .max_flat_workgroup_size: 128
    .name:           gdn_verify_tuple_act_bf16_dt_f32_pool_bf16_bv16w2
    .private_segment_fixed_size: 0
    .sgpr_count:     78
    .sgpr_spill_count: 0
    .symbol:         gdn_verify_tuple_act_bf16_dt_f32_pool_bf16_bv16w2.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     110
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx950
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
