; deltagen generated file: do not edit. Regenerate with `cargo xtask gen`.
; kernel: gdn_verify  instance: gdn_verify_snapshot_act_bf16_dt_f32_pool_bf16_bv16w2  arch: gfx942
; profile=portable  mode=snapshot  act_dtype=bf16  dt_bias_dtype=f32  pool_dtype=bf16  tile=bv16w2  lanes_per_column=8  requests=any
; ir-sha256: 70ca7c16c4cd1dbf910a8d0773f893b470ade09451c191086744448d086bc1ca
; llvm: 22.1  pipeline: default<O3>  ld.lld: LLVM 22.1
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 6
	.text
	.globl	gdn_verify_snapshot_act_bf16_dt_f32_pool_bf16_bv16w2
	.p2align	8
	.type	gdn_verify_snapshot_act_bf16_dt_f32_pool_bf16_bv16w2,@function
gdn_verify_snapshot_act_bf16_dt_f32_pool_bf16_bv16w2:
	s_load_dwordx4 s[44:47], s[0:1], 0x6c
	s_mov_b32 s14, s3
	s_ashr_i32 s4, s2, 31
	s_lshr_b32 s4, s4, 29
	s_add_i32 s12, s2, s4
	s_waitcnt lgkmcnt(0)
	s_max_i32 s3, s45, 1
	v_cvt_f32_u32_e32 v1, s3
	s_and_b32 s4, s12, 0xffffff8
	s_sub_i32 s13, s2, s4
	s_sub_i32 s4, 0, s3
	v_rcp_iflag_f32_e32 v1, v1
	s_abs_i32 s2, s46
	s_ashr_i32 s48, s12, 3
	s_ashr_i32 s47, s46, 31
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	s_load_dwordx8 s[20:27], s[0:1], 0x78
	s_load_dwordx4 s[28:31], s[0:1], 0x98
	v_lshrrev_b32_e32 v2, 3, v0
	v_lshl_or_b32 v24, s13, 4, v2
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
	s_load_dwordx2 s[50:51], s[0:1], 0x60
	s_load_dwordx8 s[4:11], s[0:1], 0x40
	s_xor_b32 s2, s2, s47
	s_sub_i32 s2, s2, s47
	s_ashr_i32 s15, s14, 31
	s_max_i32 s55, s2, 1
	s_ashr_i32 s49, s48, 31
	s_lshl_b64 s[2:3], s[14:15], 2
	s_waitcnt lgkmcnt(0)
	s_add_u32 s6, s6, s2
	s_addc_u32 s7, s7, s3
	v_cvt_f32_u32_e32 v1, s55
	s_load_dword s7, s[6:7], 0x0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, v2
	v_rcp_iflag_f32_e32 v1, v1
	v_and_b32_e32 v26, 7, v0
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_i32 s7, 0
	s_cselect_b64 s[14:15], -1, 0
	s_cmp_ge_i32 s7, s44
	s_cselect_b64 s[16:17], -1, 0
	s_add_u32 s8, s8, s2
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	s_addc_u32 s9, s9, s3
	v_cvt_u32_f32_e32 v1, v1
	s_load_dwordx2 s[34:35], s[8:9], 0x0
	s_add_u32 s2, s10, s2
	s_addc_u32 s3, s11, s3
	s_or_b64 s[8:9], s[14:15], s[16:17]
	v_readfirstlane_b32 s6, v1
	v_ashrrev_i32_e32 v25, 31, v24
	s_lshl_b64 s[44:45], s[48:49], 7
	s_and_b64 vcc, exec, s[8:9]
	v_mov_b64_e32 v[4:5], v[2:3]
	v_mov_b64_e32 v[6:7], v[2:3]
	v_mov_b64_e32 v[8:9], v[2:3]
	v_mov_b64_e32 v[10:11], v[2:3]
	v_mov_b64_e32 v[12:13], v[2:3]
	v_mov_b64_e32 v[14:15], v[2:3]
	v_mov_b64_e32 v[16:17], v[2:3]
	s_cbranch_vccnz .LBB0_2
	s_mul_i32 s8, s31, s7
	s_mul_hi_u32 s9, s30, s7
	s_add_i32 s9, s9, s8
	s_mul_i32 s8, s30, s7
	s_lshl_b64 s[8:9], s[8:9], 1
	v_lshl_add_u64 v[4:5], s[44:45], 0, v[24:25]
	s_add_u32 s4, s4, s8
	s_addc_u32 s5, s5, s9
	v_lshlrev_b64 v[4:5], 8, v[4:5]
	v_lshl_add_u64 v[4:5], s[4:5], 0, v[4:5]
	v_lshlrev_b32_e32 v6, 3, v26
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
	v_and_b32_e32 v15, 0xffff0000, v6
	v_lshlrev_b32_e32 v14, 16, v6
	v_and_b32_e32 v17, 0xffff0000, v7
	v_lshlrev_b32_e32 v16, 16, v7
	s_waitcnt vmcnt(1)
	v_and_b32_e32 v19, 0xffff0000, v8
	v_lshlrev_b32_e32 v18, 16, v8
	v_and_b32_e32 v21, 0xffff0000, v9
	v_lshlrev_b32_e32 v20, 16, v9
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v23, 0xffff0000, v10
	v_lshlrev_b32_e32 v22, 16, v10
	v_and_b32_e32 v29, 0xffff0000, v11
	v_lshlrev_b32_e32 v28, 16, v11
	v_pk_add_f32 v[2:3], v[2:3], 0 op_sel_hi:[1,0]
	v_pk_add_f32 v[4:5], v[12:13], 0 op_sel_hi:[1,0]
	v_pk_add_f32 v[6:7], v[14:15], 0 op_sel_hi:[1,0]
	v_pk_add_f32 v[8:9], v[16:17], 0 op_sel_hi:[1,0]
	v_pk_add_f32 v[10:11], v[18:19], 0 op_sel_hi:[1,0]
	v_pk_add_f32 v[12:13], v[20:21], 0 op_sel_hi:[1,0]
	v_pk_add_f32 v[14:15], v[22:23], 0 op_sel_hi:[1,0]
	v_pk_add_f32 v[16:17], v[28:29], 0 op_sel_hi:[1,0]
.LBB0_2:
	s_waitcnt lgkmcnt(0)
	s_sub_i32 s33, s35, s34
	s_add_i32 s30, s33, 7
	s_cmp_lt_i32 s30, 8
	s_cbranch_scc1 .LBB0_18
	s_sub_i32 s4, 0, s55
	s_mul_i32 s4, s4, s6
	s_mul_hi_u32 s4, s6, s4
	s_abs_i32 s56, s48
	s_add_i32 s6, s6, s4
	s_mul_hi_u32 s57, s56, s6
	s_ashr_i32 s58, s12, 31
	s_load_dword s59, s[2:3], 0x0
	s_load_dwordx16 s[4:19], s[0:1], 0x0
	s_load_dwordx8 s[36:43], s[0:1], 0xa8
	s_lshl_b64 s[2:3], s[48:49], 2
	v_mov_b32_e32 v31, 0xc2d00000
	s_waitcnt lgkmcnt(0)
	s_add_u32 s14, s14, s2
	s_addc_u32 s15, s15, s3
	s_load_dword s14, s[14:15], 0x0
	s_mov_b32 s53, 0x42b20000
	v_mov_b32_e32 v32, 0x42b20000
	v_mov_b32_e32 v33, 0x4b400000
	v_mov_b32_e32 v34, 0x3ab60b61
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v18, s14
	v_cmp_nlt_f32_e32 vcc, s14, v31
	s_add_u32 s2, s16, s2
	s_addc_u32 s3, s17, s3
	v_cndmask_b32_e32 v18, v31, v18, vcc
	v_cmp_nlt_f32_e32 vcc, s53, v18
	s_load_dword s43, s[2:3], 0x0
	v_and_b32_e32 v1, 31, v0
	v_cndmask_b32_e32 v18, v32, v18, vcc
	v_fmamk_f32 v19, v18, 0x3fb8aa3b, v33
	v_add_f32_e32 v19, 0xcb400000, v19
	v_fmac_f32_e32 v18, 0xbf317218, v19
	v_mul_f32_e32 v20, 0x3102e308, v19
	v_add_f32_e32 v21, v18, v20
	v_sub_f32_e32 v18, v21, v18
	v_sub_f32_e32 v18, v20, v18
	v_fmamk_f32 v20, v21, 0x39500d01, v34
	v_fmaak_f32 v20, v20, v21, 0x3c088889
	v_fmaak_f32 v20, v20, v21, 0x3d2aaaab
	v_fmaak_f32 v20, v20, v21, 0x3e2aaaab
	v_fma_f32 v20, v20, v21, 0.5
	v_mul_f32_e32 v22, v21, v21
	v_mul_f32_e32 v20, v22, v20
	v_add_f32_e32 v22, v21, v20
	v_sub_f32_e32 v21, v22, v21
	v_sub_f32_e32 v20, v20, v21
	v_add_f32_e32 v18, v18, v20
	v_add_f32_e32 v20, 1.0, v22
	v_add_f32_e32 v21, -1.0, v20
	v_sub_f32_e32 v21, v22, v21
	v_add_f32_e32 v18, v21, v18
	v_div_scale_f32 v21, s[2:3], s41, s41, 1.0
	s_ashr_i32 s2, s30, 31
	s_lshr_b32 s2, s2, 29
	s_add_i32 s30, s30, s2
	s_ashr_i32 s54, s30, 3
	s_lshl_b64 s[2:3], s[48:49], 1
	s_add_u32 s16, s10, s2
	v_cmp_o_f32_e32 vcc, v19, v19
	s_addc_u32 s17, s11, s3
	s_add_u32 s30, s12, s2
	v_cndmask_b32_e32 v19, 0, v19, vcc
	s_mul_i32 s2, s57, s55
	v_cvt_i32_f32_e32 v19, v19
	s_addc_u32 s31, s13, s3
	s_sub_i32 s2, s56, s2
	s_add_i32 s3, s57, 1
	s_sub_i32 s10, s2, s55
	s_cmp_ge_u32 s2, s55
	s_cselect_b32 s3, s3, s57
	v_add_f32_e32 v18, v20, v18
	v_ashrrev_i32_e32 v20, 1, v19
	s_cselect_b32 s2, s10, s2
	s_add_i32 s10, s3, 1
	v_sub_u32_e32 v19, v19, v20
	v_lshlrev_b32_e32 v20, 23, v20
	v_rcp_f32_e32 v22, v21
	s_cmp_ge_u32 s2, s55
	v_add_u32_e32 v20, 1.0, v20
	v_lshlrev_b32_e32 v19, 23, v19
	s_cselect_b32 s2, s10, s3
	v_add_u32_e32 v19, 1.0, v19
	v_mul_f32_e32 v18, v18, v20
	s_xor_b32 s2, s2, s58
	v_mul_f32_e32 v18, v18, v19
	s_sub_i32 s10, s2, s58
	v_sub_f32_e32 v35, 0, v18
	v_fma_f32 v18, -v21, v22, 1.0
	s_ashr_i32 s11, s10, 31
	v_fmac_f32_e32 v22, v18, v22
	v_div_scale_f32 v18, vcc, 1.0, s41, 1.0
	s_cmp_gt_i32 s59, -1
	v_mul_f32_e32 v19, v18, v22
	s_cselect_b64 s[2:3], -1, 0
	s_cmp_lt_i32 s59, s36
	v_fma_f32 v20, -v21, v19, v18
	s_cselect_b64 s[12:13], -1, 0
	v_fmac_f32_e32 v19, v20, v22
	s_and_b64 s[12:13], s[2:3], s[12:13]
	s_lshl_b64 s[10:11], s[10:11], 8
	v_fma_f32 v18, -v21, v19, v18
	s_add_u32 s4, s4, s10
	v_div_fmas_f32 v18, v18, v22, v19
	s_addc_u32 s5, s5, s11
	v_lshlrev_b32_e32 v28, 3, v1
	v_mov_b32_e32 v29, 0
	v_div_fixup_f32 v36, v18, s41, 1.0
	v_lshl_add_u64 v[18:19], s[4:5], 0, v[28:29]
	s_add_u32 s4, s6, s10
	v_lshlrev_b32_e32 v20, 2, v0
	s_addc_u32 s5, s7, s11
	s_lshl_b64 s[6:7], s[44:45], 1
	v_lshrrev_b32_e32 v30, 5, v0
	v_cmp_eq_u32_e64 s[0:1], 0, v1
	v_and_b32_e32 v20, 0xfc, v20
	v_lshlrev_b32_e32 v1, 4, v1
	s_add_u32 s8, s8, s6
	s_movk_i32 s2, 0x100
	v_xor_b32_e32 v37, 64, v20
	v_xor_b32_e32 v38, 32, v20
	v_xor_b32_e32 v39, 16, v20
	v_xor_b32_e32 v40, 8, v20
	v_xor_b32_e32 v41, 4, v20
	v_lshl_add_u64 v[20:21], s[4:5], 0, v[28:29]
	v_lshl_or_b32 v42, v30, 9, v1
	v_lshlrev_b32_e32 v1, 2, v30
	s_movk_i32 s4, 0x80
	s_addc_u32 s9, s9, s7
	v_lshlrev_b64 v[22:23], 1, v[24:25]
	v_cmp_gt_u32_e64 s[2:3], s2, v0
	v_or_b32_e32 v44, 0x2020, v1
	v_or_b32_e32 v45, 0x2000, v1
	v_cmp_gt_u32_e64 s[4:5], s4, v0
	v_lshl_add_u64 v[0:1], s[8:9], 0, v[22:23]
	s_add_u32 s6, s18, s6
	s_mul_i32 s8, s39, s59
	s_mul_hi_u32 s9, s38, s59
	s_addc_u32 s7, s19, s7
	s_add_i32 s9, s9, s8
	s_mul_i32 s8, s38, s59
	s_lshl_b64 s[18:19], s[46:47], 7
	s_lshl_b64 s[8:9], s[8:9], 1
	s_lshl_b64 s[10:11], s[48:49], 15
	s_add_u32 s8, s8, s10
	s_addc_u32 s9, s9, s11
	v_lshlrev_b64 v[24:25], 8, v[24:25]
	v_lshl_add_u64 v[24:25], s[8:9], 0, v[24:25]
	v_lshlrev_b32_e32 v28, 3, v26
	v_lshl_add_u64 v[22:23], s[6:7], 0, v[22:23]
	v_cmp_eq_u32_e64 s[6:7], 0, v26
	v_lshlrev_b32_e32 v48, 4, v26
	v_lshl_add_u64 v[24:25], v[24:25], 0, v[28:29]
	s_mov_b32 s35, 0
	s_mov_b32 s52, 0xc2d00000
	v_or_b32_e32 v43, 0x1000, v42
	v_or_b32_e32 v46, 0x1800, v42
	v_or_b32_e32 v47, 0x800, v42
	s_mov_b32 s44, s40
	s_mov_b32 s45, s40
	v_lshl_add_u64 v[24:25], s[50:51], 0, v[24:25]
	s_lshl_b64 s[38:39], s[46:47], 15
	s_mov_b32 s36, 0xf800000
	v_mov_b32_e32 v49, 0x260
	s_mov_b32 s40, 0x800000
	v_mov_b32_e32 v50, 0x3e638e39
	s_mov_b32 s50, 0x7f800000
	s_movk_i32 s51, 0x7fff
	s_xor_b64 s[46:47], s[12:13], -1
	s_mov_b32 s55, 0x7060302
	v_mov_b32_e32 v26, -1.0
	v_not_b32_e32 v51, 22
	v_mov_b32_e32 v52, 0xff800000
	v_mov_b32_e32 v53, 0x7f800000
	v_mov_b32_e32 v54, 0x7fc00000
	s_mov_b32 s56, s33
	s_mov_b32 s57, 0
	s_branch .LBB0_5
.LBB0_4:
	s_add_i32 s57, s57, 1
	s_add_i32 s56, s56, -8
	s_add_i32 s35, s35, 8
	s_cmp_eq_u32 s57, s54
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_18
.LBB0_5:
	s_lshl_b32 s58, s57, 3
	v_or_b32_e32 v29, s58, v30
	v_cmp_gt_i32_e32 vcc, s33, v29
	s_and_b64 s[8:9], s[2:3], vcc
	s_and_saveexec_b64 s[48:49], s[8:9]
	s_cbranch_execz .LBB0_8
	v_add_u32_e32 v28, s34, v29
	v_ashrrev_i32_e32 v27, 31, v28
	v_mul_lo_u32 v55, s20, v27
	v_mul_lo_u32 v58, s21, v28
	v_mad_u64_u32 v[56:57], s[8:9], s20, v28, 0
	v_add3_u32 v57, v57, v55, v58
	v_mul_lo_u32 v55, s22, v27
	v_mul_lo_u32 v60, s23, v28
	v_mad_u64_u32 v[58:59], s[8:9], s22, v28, 0
	v_lshl_add_u64 v[56:57], v[56:57], 1, v[18:19]
	v_add3_u32 v59, v59, v55, v60
	global_load_dwordx2 v[56:57], v[56:57], off
	v_lshl_add_u64 v[58:59], v[58:59], 1, v[20:21]
	global_load_dwordx2 v[58:59], v[58:59], off
	s_waitcnt vmcnt(1)
	v_lshlrev_b32_e32 v55, 16, v56
	v_and_b32_e32 v56, 0xffff0000, v56
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v60, 16, v58
	v_and_b32_e32 v61, 0xffff0000, v58
	v_and_b32_e32 v58, 0xffff0000, v57
	v_lshlrev_b32_e32 v62, 16, v57
	v_mul_f32_e32 v57, v56, v56
	v_and_b32_e32 v63, 0xffff0000, v59
	v_lshlrev_b32_e32 v64, 16, v59
	v_mul_f32_e32 v59, v61, v61
	v_fmac_f32_e32 v57, v55, v55
	v_fmac_f32_e32 v59, v60, v60
	v_fmac_f32_e32 v57, v62, v62
	v_fmac_f32_e32 v59, v64, v64
	v_fmac_f32_e32 v57, v58, v58
	v_fmac_f32_e32 v59, v63, v63
	ds_bpermute_b32 v65, v37, v57
	ds_bpermute_b32 v66, v37, v59
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v57, v57, v65
	v_add_f32_e32 v59, v59, v66
	ds_bpermute_b32 v65, v38, v57
	ds_bpermute_b32 v66, v38, v59
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v57, v57, v65
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v59, v59, v66
	ds_bpermute_b32 v65, v39, v57
	ds_bpermute_b32 v66, v39, v59
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v57, v57, v65
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v59, v59, v66
	ds_bpermute_b32 v65, v40, v57
	ds_bpermute_b32 v66, v40, v59
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v57, v57, v65
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v59, v59, v66
	ds_bpermute_b32 v65, v41, v57
	ds_bpermute_b32 v66, v41, v59
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v57, v57, v65
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v59, v59, v66
	v_add_f32_e32 v57, 0x358637bd, v57
	v_add_f32_e32 v59, 0x358637bd, v59
	v_mul_f32_e32 v65, 0x4f800000, v57
	v_cmp_gt_f32_e32 vcc, s36, v57
	v_mul_f32_e32 v66, 0x4f800000, v59
	v_cmp_gt_f32_e64 s[8:9], s36, v59
	v_cndmask_b32_e32 v57, v57, v65, vcc
	v_sqrt_f32_e32 v65, v57
	v_cndmask_b32_e64 v59, v59, v66, s[8:9]
	v_sqrt_f32_e32 v66, v59
	v_add_u32_e32 v67, -1, v65
	v_fma_f32 v71, -v67, v65, v57
	v_add_u32_e32 v69, -1, v66
	v_add_u32_e32 v68, 1, v65
	v_fma_f32 v73, -v69, v66, v59
	v_cmp_ge_f32_e64 s[10:11], 0, v71
	v_add_u32_e32 v70, 1, v66
	v_fma_f32 v72, -v68, v65, v57
	v_cndmask_b32_e64 v65, v65, v67, s[10:11]
	v_cmp_ge_f32_e64 s[10:11], 0, v73
	v_fma_f32 v74, -v70, v66, v59
	s_nop 0
	v_cndmask_b32_e64 v66, v66, v69, s[10:11]
	v_cmp_lt_f32_e64 s[10:11], 0, v72
	s_nop 1
	v_cndmask_b32_e64 v65, v65, v68, s[10:11]
	v_cmp_lt_f32_e64 s[10:11], 0, v74
	v_mul_f32_e32 v67, 0x37800000, v65
	v_cndmask_b32_e32 v65, v65, v67, vcc
	v_cndmask_b32_e64 v66, v66, v70, s[10:11]
	v_cmp_class_f32_e32 vcc, v57, v49
	v_mul_f32_e32 v68, 0x37800000, v66
	v_cndmask_b32_e64 v66, v66, v68, s[8:9]
	v_cndmask_b32_e32 v65, v65, v57, vcc
	v_cmp_class_f32_e32 vcc, v59, v49
	v_div_scale_f32 v57, s[8:9], v65, v65, v56
	s_nop 0
	v_cndmask_b32_e32 v66, v66, v59, vcc
	v_div_scale_f32 v67, s[8:9], v65, v65, v55
	v_rcp_f32_e32 v75, v57
	v_div_scale_f32 v69, s[10:11], v65, v65, v58
	v_div_scale_f32 v73, s[14:15], v66, v66, v61
	v_rcp_f32_e32 v76, v67
	v_div_scale_f32 v71, s[12:13], v65, v65, v62
	v_rcp_f32_e32 v77, v69
	v_rcp_f32_e32 v79, v73
	v_rcp_f32_e32 v78, v71
	v_fma_f32 v80, -v57, v75, 1.0
	v_div_scale_f32 v59, vcc, v56, v65, v56
	v_fma_f32 v81, -v67, v76, 1.0
	v_fmac_f32_e32 v75, v80, v75
	v_div_scale_f32 v68, s[8:9], v55, v65, v55
	v_fma_f32 v82, -v69, v77, 1.0
	v_fma_f32 v84, -v73, v79, 1.0
	v_fmac_f32_e32 v76, v81, v76
	v_mul_f32_e32 v80, v59, v75
	v_div_scale_f32 v70, s[10:11], v58, v65, v58
	v_fma_f32 v83, -v71, v78, 1.0
	v_fmac_f32_e32 v77, v82, v77
	v_fmac_f32_e32 v79, v84, v79
	v_mul_f32_e32 v81, v68, v76
	v_fma_f32 v84, -v57, v80, v59
	v_div_scale_f32 v72, s[12:13], v62, v65, v62
	v_fmac_f32_e32 v78, v83, v78
	v_mul_f32_e32 v82, v70, v77
	v_fma_f32 v85, -v67, v81, v68
	v_fmac_f32_e32 v80, v84, v75
	v_mul_f32_e32 v83, v72, v78
	v_fma_f32 v86, -v69, v82, v70
	v_fmac_f32_e32 v81, v85, v76
	v_fma_f32 v57, -v57, v80, v59
	v_fma_f32 v87, -v71, v83, v72
	v_fmac_f32_e32 v82, v86, v77
	v_fma_f32 v59, -v67, v81, v68
	v_div_fmas_f32 v57, v57, v75, v80
	s_mov_b64 vcc, s[8:9]
	v_fmac_f32_e32 v83, v87, v78
	v_fma_f32 v67, -v69, v82, v70
	v_div_fixup_f32 v57, v57, v65, v56
	v_div_fmas_f32 v56, v59, v76, v81
	s_mov_b64 vcc, s[10:11]
	v_fma_f32 v68, -v71, v83, v72
	v_div_fixup_f32 v56, v56, v65, v55
	v_div_fmas_f32 v55, v67, v77, v82
	s_mov_b64 vcc, s[12:13]
	v_div_fixup_f32 v59, v55, v65, v58
	v_div_fmas_f32 v55, v68, v78, v83
	v_div_fixup_f32 v58, v55, v65, v62
	v_div_scale_f32 v74, s[14:15], v61, v66, v61
	v_pk_mul_f32 v[56:57], s[44:45], v[56:57]
	v_pk_mul_f32 v[58:59], s[44:45], v[58:59]
	ds_write_b128 v43, v[56:59]
	v_mul_f32_e32 v55, v74, v79
	v_div_scale_f32 v58, s[8:9], v66, v66, v60
	v_fma_f32 v56, -v73, v55, v74
	v_rcp_f32_e32 v59, v58
	v_fmac_f32_e32 v55, v56, v79
	v_fma_f32 v56, -v73, v55, v74
	s_mov_b64 vcc, s[14:15]
	v_div_fmas_f32 v55, v56, v79, v55
	v_div_fixup_f32 v57, v55, v66, v61
	v_fma_f32 v55, -v58, v59, 1.0
	v_fmac_f32_e32 v59, v55, v59
	v_div_scale_f32 v55, vcc, v60, v66, v60
	v_mul_f32_e32 v56, v55, v59
	v_fma_f32 v61, -v58, v56, v55
	v_fmac_f32_e32 v56, v61, v59
	v_fma_f32 v55, -v58, v56, v55
	v_div_scale_f32 v58, s[8:9], v66, v66, v63
	v_rcp_f32_e32 v61, v58
	v_div_fmas_f32 v55, v55, v59, v56
	v_div_fixup_f32 v56, v55, v66, v60
	v_fma_f32 v55, -v58, v61, 1.0
	v_fmac_f32_e32 v61, v55, v61
	v_div_scale_f32 v55, vcc, v63, v66, v63
	v_mul_f32_e32 v59, v55, v61
	v_fma_f32 v60, -v58, v59, v55
	v_fmac_f32_e32 v59, v60, v61
	v_fma_f32 v55, -v58, v59, v55
	v_div_scale_f32 v58, s[8:9], v66, v66, v64
	v_rcp_f32_e32 v60, v58
	v_div_fmas_f32 v55, v55, v61, v59
	v_div_fixup_f32 v59, v55, v66, v63
	v_fma_f32 v55, -v58, v60, 1.0
	v_fmac_f32_e32 v60, v55, v60
	v_div_scale_f32 v55, vcc, v64, v66, v64
	v_mul_f32_e32 v61, v55, v60
	v_fma_f32 v62, -v58, v61, v55
	v_fmac_f32_e32 v61, v62, v60
	v_fma_f32 v55, -v58, v61, v55
	v_div_fmas_f32 v55, v55, v60, v61
	v_div_fixup_f32 v58, v55, v66, v64
	ds_write_b128 v42, v[56:59]
	s_and_b64 exec, exec, s[0:1]
	s_cbranch_execz .LBB0_8
	v_mul_lo_u32 v55, s27, v28
	v_mul_lo_u32 v58, s26, v27
	v_mad_u64_u32 v[56:57], s[8:9], s26, v28, 0
	v_add3_u32 v57, v57, v58, v55
	v_lshl_add_u64 v[56:57], v[56:57], 1, s[16:17]
	global_load_ushort v55, v[56:57], off
	v_mul_lo_u32 v58, s29, v28
	v_mul_lo_u32 v27, s28, v27
	v_mad_u64_u32 v[56:57], s[8:9], s28, v28, 0
	v_add3_u32 v57, v57, v27, v58
	v_lshl_add_u64 v[56:57], v[56:57], 1, s[30:31]
	global_load_ushort v27, v[56:57], off
	s_waitcnt vmcnt(1)
	v_lshlrev_b32_e32 v28, 16, v55
	v_add_f32_e32 v28, s43, v28
	v_mul_f32_e32 v60, s41, v28
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v27, 16, v27
	v_sub_f32_e32 v55, 0, v27
	v_cmp_nlt_f32_e64 vcc, -v27, s52
	s_nop 1
	v_cndmask_b32_e32 v61, v31, v55, vcc
	v_cmp_ngt_f32_e32 vcc, s52, v60
	s_nop 1
	v_cndmask_b32_e32 v27, v31, v60, vcc
	v_cmp_nlt_f32_e32 vcc, s53, v27
	s_nop 1
	v_cndmask_b32_e32 v27, v32, v27, vcc
	v_fmamk_f32 v55, v27, 0x3fb8aa3b, v33
	v_add_f32_e32 v55, 0xcb400000, v55
	v_fmac_f32_e32 v27, 0xbf317218, v55
	v_mul_f32_e32 v57, 0x3102e308, v55
	v_cmp_o_f32_e32 vcc, v55, v55
	s_nop 1
	v_cndmask_b32_e32 v56, 0, v55, vcc
	v_add_f32_e32 v55, v27, v57
	v_cvt_i32_f32_e32 v56, v56
	v_fmamk_f32 v62, v55, 0x39500d01, v34
	v_pk_add_f32 v[58:59], v[54:55], v[26:27] neg_lo:[0,1] neg_hi:[0,1]
	v_fmaak_f32 v27, v62, v55, 0x3c088889
	v_fmaak_f32 v27, v27, v55, 0x3d2aaaab
	v_fmaak_f32 v27, v27, v55, 0x3e2aaaab
	v_mul_f32_e32 v63, v55, v55
	v_ashrrev_i32_e32 v58, 1, v56
	v_fma_f32 v27, v27, v55, 0.5
	v_sub_u32_e32 v56, v56, v58
	v_mul_f32_e32 v27, v63, v27
	v_lshl_add_u32 v63, v56, 23, 1.0
	v_add_f32_e32 v56, v55, v27
	v_add_f32_e32 v64, 1.0, v56
	v_lshl_add_u32 v62, v58, 23, 1.0
	v_sub_f32_e32 v55, v56, v55
	v_add_f32_e32 v58, -1.0, v64
	v_sub_f32_e32 v27, v27, v55
	v_pk_add_f32 v[56:57], v[56:57], v[58:59] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_add_f32_e32 v27, v57, v27
	v_add_f32_e32 v27, v56, v27
	v_add_f32_e32 v27, v64, v27
	v_mul_f32_e32 v27, v27, v62
	v_mul_f32_e32 v27, v27, v63
	v_add_f32_e32 v27, 1.0, v27
	v_mul_f32_e32 v55, 0x4b000000, v27
	v_cmp_gt_f32_e32 vcc, s40, v27
	s_nop 1
	v_cndmask_b32_e32 v55, v27, v55, vcc
	v_add_u32_e32 v57, 0xc0cafb0d, v55
	v_ashrrev_i32_e32 v58, 23, v57
	v_and_b32_e32 v57, 0xff800000, v57
	v_sub_u32_e32 v55, v55, v57
	v_add_f32_e32 v55, -1.0, v55
	v_cndmask_b32_e32 v56, 0, v51, vcc
	v_add_f32_e32 v57, 2.0, v55
	v_add_u32_e32 v56, v58, v56
	v_div_scale_f32 v58, s[8:9], v57, v57, v55
	v_rcp_f32_e32 v59, v58
	v_div_scale_f32 v62, vcc, v55, v57, v55
	v_cvt_f32_i32_e32 v56, v56
	v_fma_f32 v63, -v58, v59, 1.0
	v_fmac_f32_e32 v59, v63, v59
	v_mul_f32_e32 v63, v62, v59
	v_fma_f32 v64, -v58, v63, v62
	v_fmac_f32_e32 v63, v64, v59
	v_fma_f32 v58, -v58, v63, v62
	v_div_fmas_f32 v58, v58, v59, v63
	v_div_fixup_f32 v57, v58, v57, v55
	v_mul_f32_e32 v58, v57, v57
	v_fmamk_f32 v59, v58, 0x3e3a2e8c, v50
	v_fmaak_f32 v59, v59, v58, 0x3e924925
	v_fmaak_f32 v59, v59, v58, 0x3ecccccd
	v_fmaak_f32 v59, v59, v58, 0x3f2aaaab
	v_mul_f32_e32 v58, v58, v59
	v_sub_f32_e32 v58, v55, v58
	v_fma_f32 v55, -v57, v58, v55
	v_fmac_f32_e32 v55, 0xb102e308, v56
	v_fmac_f32_e32 v55, 0x3f317218, v56
	v_cmp_neq_f32_e32 vcc, 0, v27
	s_nop 1
	v_cndmask_b32_e32 v55, v52, v55, vcc
	v_cmp_neq_f32_e32 vcc, s50, v27
	s_nop 1
	v_cndmask_b32_e32 v55, v53, v55, vcc
	v_cmp_ngt_f32_e32 vcc, 0, v27
	s_nop 1
	v_cndmask_b32_e32 v55, v54, v55, vcc
	v_cmp_u_f32_e32 vcc, v27, v27
	s_nop 1
	v_cndmask_b32_e32 v27, v55, v27, vcc
	v_mul_f32_e32 v27, v36, v27
	v_cmp_ge_f32_e32 vcc, s42, v60
	s_nop 1
	v_cndmask_b32_e32 v27, v28, v27, vcc
	v_mul_f32_e32 v27, v35, v27
	v_cmp_ngt_f32_e32 vcc, s52, v27
	s_nop 1
	v_cndmask_b32_e32 v27, v31, v27, vcc
	v_cmp_nlt_f32_e32 vcc, s53, v27
	s_nop 1
	v_cndmask_b32_e32 v27, v32, v27, vcc
	v_fmamk_f32 v28, v27, 0x3fb8aa3b, v33
	v_add_f32_e32 v28, 0xcb400000, v28
	v_fmac_f32_e32 v27, 0xbf317218, v28
	v_mul_f32_e32 v57, 0x3102e308, v28
	v_cmp_o_f32_e32 vcc, v28, v28
	v_add_f32_e32 v55, v27, v57
	v_fmamk_f32 v56, v55, 0x39500d01, v34
	v_cndmask_b32_e32 v28, 0, v28, vcc
	v_cmp_nlt_f32_e32 vcc, s53, v61
	v_cvt_i32_f32_e32 v28, v28
	v_pk_add_f32 v[58:59], v[54:55], v[26:27] neg_lo:[0,1] neg_hi:[0,1]
	v_cndmask_b32_e32 v27, v32, v61, vcc
	v_fmaak_f32 v56, v56, v55, 0x3c088889
	v_fmamk_f32 v58, v27, 0x3fb8aa3b, v33
	v_fmaak_f32 v56, v56, v55, 0x3d2aaaab
	v_add_f32_e32 v58, 0xcb400000, v58
	v_fmaak_f32 v56, v56, v55, 0x3e2aaaab
	v_fmac_f32_e32 v27, 0xbf317218, v58
	v_mul_f32_e32 v61, 0x3102e308, v58
	v_cmp_o_f32_e32 vcc, v58, v58
	v_mul_f32_e32 v60, v55, v55
	v_ashrrev_i32_e32 v62, 1, v28
	v_cndmask_b32_e32 v58, 0, v58, vcc
	v_fma_f32 v56, v56, v55, 0.5
	v_add_f32_e32 v63, v27, v61
	v_sub_u32_e32 v28, v28, v62
	v_lshl_add_u32 v62, v62, 23, 1.0
	v_cvt_i32_f32_e32 v66, v58
	v_mul_f32_e32 v58, v60, v56
	v_fmamk_f32 v60, v63, 0x39500d01, v34
	v_pk_add_f32 v[64:65], v[62:63], v[26:27] neg_lo:[0,1] neg_hi:[0,1]
	v_fmaak_f32 v27, v60, v63, 0x3c088889
	v_add_f32_e32 v56, v55, v58
	v_fmaak_f32 v27, v27, v63, 0x3d2aaaab
	v_sub_f32_e32 v55, v56, v55
	v_add_f32_e32 v64, 1.0, v56
	v_fmaak_f32 v27, v27, v63, 0x3e2aaaab
	v_mul_f32_e32 v67, v63, v63
	v_sub_f32_e32 v55, v58, v55
	v_add_f32_e32 v58, -1.0, v64
	v_fma_f32 v27, v27, v63, 0.5
	v_pk_add_f32 v[56:57], v[56:57], v[58:59] neg_lo:[0,1] neg_hi:[0,1]
	v_mul_f32_e32 v27, v67, v27
	v_add_f32_e32 v55, v57, v55
	v_add_f32_e32 v60, v63, v27
	v_add_f32_e32 v55, v56, v55
	v_add_f32_e32 v59, 1.0, v60
	v_add_f32_e32 v55, v64, v55
	v_sub_f32_e32 v56, v60, v63
	v_add_f32_e32 v64, -1.0, v59
	v_sub_f32_e32 v27, v27, v56
	v_pk_add_f32 v[56:57], v[60:61], v[64:65] neg_lo:[0,1] neg_hi:[0,1]
	v_ashrrev_i32_e32 v68, 1, v66
	v_add_f32_e32 v27, v57, v27
	v_add_f32_e32 v27, v56, v27
	v_sub_u32_e32 v58, v66, v68
	v_add_f32_e32 v27, v59, v27
	v_lshl_add_u32 v56, v68, 23, 1.0
	v_lshl_add_u32 v57, v58, 23, 1.0
	v_mul_f32_e32 v27, v27, v56
	v_mul_f32_e32 v27, v27, v57
	v_add_f32_e32 v27, 1.0, v27
	v_div_scale_f32 v56, s[8:9], v27, v27, 1.0
	v_rcp_f32_e32 v57, v56
	v_lshl_add_u32 v28, v28, 23, 1.0
	v_mul_f32_e32 v55, v55, v62
	v_mul_f32_e32 v28, v55, v28
	v_fma_f32 v55, -v56, v57, 1.0
	v_fmac_f32_e32 v57, v55, v57
	v_div_scale_f32 v55, vcc, 1.0, v27, 1.0
	v_mul_f32_e32 v58, v55, v57
	v_fma_f32 v59, -v56, v58, v55
	v_fmac_f32_e32 v58, v59, v57
	v_fma_f32 v55, -v56, v58, v55
	v_div_fmas_f32 v55, v55, v57, v58
	v_div_fixup_f32 v27, v55, v27, 1.0
	ds_write_b32 v44, v28
	ds_write_b32 v45, v27
.LBB0_8:
	s_or_b64 exec, exec, s[48:49]
	v_add_u32_e32 v27, 4, v29
	v_cmp_gt_i32_e32 vcc, s33, v27
	s_and_b64 s[8:9], s[4:5], vcc
	s_and_saveexec_b64 s[48:49], s[8:9]
	s_cbranch_execz .LBB0_11
	v_add_u32_e32 v28, s34, v27
	v_ashrrev_i32_e32 v27, 31, v28
	v_mul_lo_u32 v29, s20, v27
	v_mul_lo_u32 v55, s21, v28
	v_mad_u64_u32 v[56:57], s[8:9], s20, v28, 0
	v_add3_u32 v57, v57, v29, v55
	v_mul_lo_u32 v29, s22, v27
	v_mul_lo_u32 v55, s23, v28
	v_mad_u64_u32 v[58:59], s[8:9], s22, v28, 0
	v_lshl_add_u64 v[56:57], v[56:57], 1, v[18:19]
	v_add3_u32 v59, v59, v29, v55
	global_load_dwordx2 v[56:57], v[56:57], off
	v_lshl_add_u64 v[58:59], v[58:59], 1, v[20:21]
	global_load_dwordx2 v[58:59], v[58:59], off
	s_waitcnt vmcnt(1)
	v_and_b32_e32 v55, 0xffff0000, v56
	v_lshlrev_b32_e32 v29, 16, v56
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v61, 0xffff0000, v58
	v_mul_f32_e32 v56, v55, v55
	v_lshlrev_b32_e32 v60, 16, v58
	v_and_b32_e32 v58, 0xffff0000, v57
	v_lshlrev_b32_e32 v62, 16, v57
	v_mul_f32_e32 v57, v61, v61
	v_fmac_f32_e32 v56, v29, v29
	v_lshlrev_b32_e32 v64, 16, v59
	v_fmac_f32_e32 v57, v60, v60
	v_fmac_f32_e32 v56, v62, v62
	v_and_b32_e32 v63, 0xffff0000, v59
	v_fmac_f32_e32 v57, v64, v64
	v_fmac_f32_e32 v56, v58, v58
	v_fmac_f32_e32 v57, v63, v63
	ds_bpermute_b32 v59, v37, v56
	ds_bpermute_b32 v65, v37, v57
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v56, v56, v59
	v_add_f32_e32 v57, v57, v65
	ds_bpermute_b32 v59, v38, v56
	ds_bpermute_b32 v65, v38, v57
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v56, v56, v59
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v57, v57, v65
	ds_bpermute_b32 v59, v39, v56
	ds_bpermute_b32 v65, v39, v57
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v56, v56, v59
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v57, v57, v65
	ds_bpermute_b32 v59, v40, v56
	ds_bpermute_b32 v65, v40, v57
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v56, v56, v59
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v57, v57, v65
	ds_bpermute_b32 v59, v41, v56
	ds_bpermute_b32 v65, v41, v57
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v56, v56, v59
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v57, v57, v65
	v_add_f32_e32 v56, 0x358637bd, v56
	v_add_f32_e32 v57, 0x358637bd, v57
	v_mul_f32_e32 v59, 0x4f800000, v56
	v_cmp_gt_f32_e32 vcc, s36, v56
	v_mul_f32_e32 v65, 0x4f800000, v57
	v_cmp_gt_f32_e64 s[8:9], s36, v57
	v_cndmask_b32_e32 v56, v56, v59, vcc
	v_sqrt_f32_e32 v59, v56
	v_cndmask_b32_e64 v57, v57, v65, s[8:9]
	v_sqrt_f32_e32 v65, v57
	v_add_u32_e32 v66, -1, v59
	v_fma_f32 v70, -v66, v59, v56
	v_add_u32_e32 v68, -1, v65
	v_add_u32_e32 v67, 1, v59
	v_fma_f32 v72, -v68, v65, v57
	v_cmp_ge_f32_e64 s[10:11], 0, v70
	v_add_u32_e32 v69, 1, v65
	v_fma_f32 v71, -v67, v59, v56
	v_cndmask_b32_e64 v59, v59, v66, s[10:11]
	v_cmp_ge_f32_e64 s[10:11], 0, v72
	v_fma_f32 v73, -v69, v65, v57
	s_nop 0
	v_cndmask_b32_e64 v65, v65, v68, s[10:11]
	v_cmp_lt_f32_e64 s[10:11], 0, v71
	s_nop 1
	v_cndmask_b32_e64 v59, v59, v67, s[10:11]
	v_cmp_lt_f32_e64 s[10:11], 0, v73
	v_mul_f32_e32 v66, 0x37800000, v59
	v_cndmask_b32_e32 v59, v59, v66, vcc
	v_cndmask_b32_e64 v65, v65, v69, s[10:11]
	v_cmp_class_f32_e32 vcc, v56, v49
	v_mul_f32_e32 v67, 0x37800000, v65
	v_cndmask_b32_e64 v65, v65, v67, s[8:9]
	v_cndmask_b32_e32 v66, v59, v56, vcc
	v_cmp_class_f32_e32 vcc, v57, v49
	v_div_scale_f32 v56, s[8:9], v66, v66, v55
	s_nop 0
	v_cndmask_b32_e32 v65, v65, v57, vcc
	v_div_scale_f32 v59, s[8:9], v66, v66, v29
	v_rcp_f32_e32 v74, v56
	v_div_scale_f32 v68, s[10:11], v66, v66, v58
	v_div_scale_f32 v72, s[14:15], v65, v65, v61
	v_rcp_f32_e32 v75, v59
	v_div_scale_f32 v70, s[12:13], v66, v66, v62
	v_rcp_f32_e32 v76, v68
	v_rcp_f32_e32 v78, v72
	v_rcp_f32_e32 v77, v70
	v_fma_f32 v79, -v56, v74, 1.0
	v_div_scale_f32 v57, vcc, v55, v66, v55
	v_fma_f32 v80, -v59, v75, 1.0
	v_fmac_f32_e32 v74, v79, v74
	v_div_scale_f32 v67, s[8:9], v29, v66, v29
	v_fma_f32 v81, -v68, v76, 1.0
	v_fma_f32 v83, -v72, v78, 1.0
	v_fmac_f32_e32 v75, v80, v75
	v_mul_f32_e32 v79, v57, v74
	v_div_scale_f32 v69, s[10:11], v58, v66, v58
	v_fma_f32 v82, -v70, v77, 1.0
	v_fmac_f32_e32 v76, v81, v76
	v_fmac_f32_e32 v78, v83, v78
	v_mul_f32_e32 v80, v67, v75
	v_fma_f32 v83, -v56, v79, v57
	v_div_scale_f32 v71, s[12:13], v62, v66, v62
	v_fmac_f32_e32 v77, v82, v77
	v_mul_f32_e32 v81, v69, v76
	v_fma_f32 v84, -v59, v80, v67
	v_fmac_f32_e32 v79, v83, v74
	v_mul_f32_e32 v82, v71, v77
	v_fma_f32 v85, -v68, v81, v69
	v_fmac_f32_e32 v80, v84, v75
	v_fma_f32 v56, -v56, v79, v57
	v_fma_f32 v86, -v70, v82, v71
	v_fmac_f32_e32 v81, v85, v76
	v_fma_f32 v59, -v59, v80, v67
	v_div_fmas_f32 v56, v56, v74, v79
	s_mov_b64 vcc, s[8:9]
	v_fmac_f32_e32 v82, v86, v77
	v_fma_f32 v67, -v68, v81, v69
	v_div_fixup_f32 v57, v56, v66, v55
	v_div_fmas_f32 v55, v59, v75, v80
	s_mov_b64 vcc, s[10:11]
	v_fma_f32 v68, -v70, v82, v71
	v_div_fixup_f32 v56, v55, v66, v29
	v_div_fmas_f32 v29, v67, v76, v81
	s_mov_b64 vcc, s[12:13]
	v_div_fixup_f32 v59, v29, v66, v58
	v_div_fmas_f32 v29, v68, v77, v82
	v_div_fixup_f32 v58, v29, v66, v62
	v_div_scale_f32 v73, s[14:15], v61, v65, v61
	v_pk_mul_f32 v[56:57], s[44:45], v[56:57]
	v_pk_mul_f32 v[58:59], s[44:45], v[58:59]
	ds_write_b128 v46, v[56:59]
	v_mul_f32_e32 v29, v73, v78
	v_div_scale_f32 v56, s[8:9], v65, v65, v60
	v_fma_f32 v55, -v72, v29, v73
	v_rcp_f32_e32 v58, v56
	v_fmac_f32_e32 v29, v55, v78
	v_fma_f32 v55, -v72, v29, v73
	s_mov_b64 vcc, s[14:15]
	v_div_fmas_f32 v29, v55, v78, v29
	v_div_fixup_f32 v57, v29, v65, v61
	v_fma_f32 v29, -v56, v58, 1.0
	v_fmac_f32_e32 v58, v29, v58
	v_div_scale_f32 v29, vcc, v60, v65, v60
	v_mul_f32_e32 v55, v29, v58
	v_fma_f32 v59, -v56, v55, v29
	v_fmac_f32_e32 v55, v59, v58
	v_div_scale_f32 v59, s[8:9], v65, v65, v63
	v_rcp_f32_e32 v61, v59
	v_fma_f32 v29, -v56, v55, v29
	v_div_fmas_f32 v29, v29, v58, v55
	v_div_fixup_f32 v56, v29, v65, v60
	v_fma_f32 v29, -v59, v61, 1.0
	v_fmac_f32_e32 v61, v29, v61
	v_div_scale_f32 v29, vcc, v63, v65, v63
	v_mul_f32_e32 v55, v29, v61
	v_fma_f32 v58, -v59, v55, v29
	v_fmac_f32_e32 v55, v58, v61
	v_div_scale_f32 v58, s[8:9], v65, v65, v64
	v_rcp_f32_e32 v60, v58
	v_fma_f32 v29, -v59, v55, v29
	v_div_fmas_f32 v29, v29, v61, v55
	v_div_fixup_f32 v59, v29, v65, v63
	v_fma_f32 v29, -v58, v60, 1.0
	v_fmac_f32_e32 v60, v29, v60
	v_div_scale_f32 v29, vcc, v64, v65, v64
	v_mul_f32_e32 v55, v29, v60
	v_fma_f32 v61, -v58, v55, v29
	v_fmac_f32_e32 v55, v61, v60
	v_fma_f32 v29, -v58, v55, v29
	v_div_fmas_f32 v29, v29, v60, v55
	v_div_fixup_f32 v58, v29, v65, v64
	ds_write_b128 v47, v[56:59]
	s_and_b64 exec, exec, s[0:1]
	s_cbranch_execz .LBB0_11
	v_mul_lo_u32 v29, s27, v28
	v_mul_lo_u32 v55, s26, v27
	v_mad_u64_u32 v[56:57], s[8:9], s26, v28, 0
	v_add3_u32 v57, v57, v55, v29
	v_lshl_add_u64 v[56:57], v[56:57], 1, s[16:17]
	global_load_ushort v55, v[56:57], off
	v_mul_lo_u32 v56, s29, v28
	v_mul_lo_u32 v27, s28, v27
	v_mad_u64_u32 v[28:29], s[8:9], s28, v28, 0
	v_add3_u32 v29, v29, v27, v56
	v_lshl_add_u64 v[28:29], v[28:29], 1, s[30:31]
	global_load_ushort v27, v[28:29], off
	s_waitcnt vmcnt(1)
	v_lshlrev_b32_e32 v28, 16, v55
	v_add_f32_e32 v58, s43, v28
	v_mul_f32_e32 v59, s41, v58
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v27, 16, v27
	v_sub_f32_e32 v28, 0, v27
	v_cmp_nlt_f32_e64 vcc, -v27, s52
	s_nop 1
	v_cndmask_b32_e32 v60, v31, v28, vcc
	v_cmp_ngt_f32_e32 vcc, s52, v59
	s_nop 1
	v_cndmask_b32_e32 v27, v31, v59, vcc
	v_cmp_nlt_f32_e32 vcc, s53, v27
	s_nop 1
	v_cndmask_b32_e32 v27, v32, v27, vcc
	v_fmamk_f32 v28, v27, 0x3fb8aa3b, v33
	v_add_f32_e32 v28, 0xcb400000, v28
	v_fmac_f32_e32 v27, 0xbf317218, v28
	v_mul_f32_e32 v29, 0x3102e308, v28
	v_cmp_o_f32_e32 vcc, v28, v28
	v_add_f32_e32 v55, v27, v29
	v_fmamk_f32 v61, v55, 0x39500d01, v34
	v_cndmask_b32_e32 v28, 0, v28, vcc
	v_cvt_i32_f32_e32 v28, v28
	v_pk_add_f32 v[56:57], v[54:55], v[26:27] neg_lo:[0,1] neg_hi:[0,1]
	v_fmaak_f32 v27, v61, v55, 0x3c088889
	v_fmaak_f32 v27, v27, v55, 0x3d2aaaab
	v_fmaak_f32 v27, v27, v55, 0x3e2aaaab
	v_mul_f32_e32 v62, v55, v55
	v_ashrrev_i32_e32 v56, 1, v28
	v_fma_f32 v27, v27, v55, 0.5
	v_sub_u32_e32 v28, v28, v56
	v_mul_f32_e32 v27, v62, v27
	v_lshl_add_u32 v62, v28, 23, 1.0
	v_add_f32_e32 v28, v55, v27
	v_add_f32_e32 v63, 1.0, v28
	v_lshl_add_u32 v61, v56, 23, 1.0
	v_sub_f32_e32 v55, v28, v55
	v_add_f32_e32 v56, -1.0, v63
	v_sub_f32_e32 v27, v27, v55
	v_pk_add_f32 v[28:29], v[28:29], v[56:57] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_add_f32_e32 v27, v29, v27
	v_add_f32_e32 v27, v28, v27
	v_add_f32_e32 v27, v63, v27
	v_mul_f32_e32 v27, v27, v61
	v_mul_f32_e32 v27, v27, v62
	v_add_f32_e32 v27, 1.0, v27
	v_mul_f32_e32 v28, 0x4b000000, v27
	v_cmp_gt_f32_e32 vcc, s40, v27
	s_nop 1
	v_cndmask_b32_e32 v28, v27, v28, vcc
	v_add_u32_e32 v55, 0xc0cafb0d, v28
	v_ashrrev_i32_e32 v56, 23, v55
	v_and_b32_e32 v55, 0xff800000, v55
	v_sub_u32_e32 v28, v28, v55
	v_add_f32_e32 v28, -1.0, v28
	v_cndmask_b32_e32 v29, 0, v51, vcc
	v_add_f32_e32 v55, 2.0, v28
	v_add_u32_e32 v29, v56, v29
	v_div_scale_f32 v56, s[8:9], v55, v55, v28
	v_rcp_f32_e32 v57, v56
	v_div_scale_f32 v61, vcc, v28, v55, v28
	v_cvt_f32_i32_e32 v29, v29
	v_fma_f32 v62, -v56, v57, 1.0
	v_fmac_f32_e32 v57, v62, v57
	v_mul_f32_e32 v62, v61, v57
	v_fma_f32 v63, -v56, v62, v61
	v_fmac_f32_e32 v62, v63, v57
	v_fma_f32 v56, -v56, v62, v61
	v_div_fmas_f32 v56, v56, v57, v62
	v_div_fixup_f32 v55, v56, v55, v28
	v_mul_f32_e32 v56, v55, v55
	v_fmamk_f32 v57, v56, 0x3e3a2e8c, v50
	v_fmaak_f32 v57, v57, v56, 0x3e924925
	v_fmaak_f32 v57, v57, v56, 0x3ecccccd
	v_fmaak_f32 v57, v57, v56, 0x3f2aaaab
	v_mul_f32_e32 v56, v56, v57
	v_sub_f32_e32 v56, v28, v56
	v_fma_f32 v28, -v55, v56, v28
	v_fmac_f32_e32 v28, 0xb102e308, v29
	v_fmac_f32_e32 v28, 0x3f317218, v29
	v_cmp_neq_f32_e32 vcc, 0, v27
	s_nop 1
	v_cndmask_b32_e32 v28, v52, v28, vcc
	v_cmp_neq_f32_e32 vcc, s50, v27
	s_nop 1
	v_cndmask_b32_e32 v28, v53, v28, vcc
	v_cmp_ngt_f32_e32 vcc, 0, v27
	s_nop 1
	v_cndmask_b32_e32 v28, v54, v28, vcc
	v_cmp_u_f32_e32 vcc, v27, v27
	s_nop 1
	v_cndmask_b32_e32 v27, v28, v27, vcc
	v_mul_f32_e32 v27, v36, v27
	v_cmp_ge_f32_e32 vcc, s42, v59
	s_nop 1
	v_cndmask_b32_e32 v27, v58, v27, vcc
	v_mul_f32_e32 v27, v35, v27
	v_cmp_ngt_f32_e32 vcc, s52, v27
	s_nop 1
	v_cndmask_b32_e32 v27, v31, v27, vcc
	v_cmp_nlt_f32_e32 vcc, s53, v27
	s_nop 1
	v_cndmask_b32_e32 v27, v32, v27, vcc
	v_fmamk_f32 v28, v27, 0x3fb8aa3b, v33
	v_add_f32_e32 v28, 0xcb400000, v28
	v_fmac_f32_e32 v27, 0xbf317218, v28
	v_mul_f32_e32 v29, 0x3102e308, v28
	v_cmp_o_f32_e32 vcc, v28, v28
	v_add_f32_e32 v55, v27, v29
	v_fmamk_f32 v58, v55, 0x39500d01, v34
	v_cndmask_b32_e32 v28, 0, v28, vcc
	v_cmp_nlt_f32_e32 vcc, s53, v60
	v_cvt_i32_f32_e32 v28, v28
	v_pk_add_f32 v[56:57], v[54:55], v[26:27] neg_lo:[0,1] neg_hi:[0,1]
	v_cndmask_b32_e32 v27, v32, v60, vcc
	v_fmaak_f32 v56, v58, v55, 0x3c088889
	v_fmamk_f32 v58, v27, 0x3fb8aa3b, v33
	v_add_f32_e32 v58, 0xcb400000, v58
	v_fmaak_f32 v56, v56, v55, 0x3d2aaaab
	v_fmac_f32_e32 v27, 0xbf317218, v58
	v_mul_f32_e32 v59, 0x3102e308, v58
	v_fmaak_f32 v56, v56, v55, 0x3e2aaaab
	v_ashrrev_i32_e32 v60, 1, v28
	v_cmp_o_f32_e32 vcc, v58, v58
	v_add_f32_e32 v61, v27, v59
	v_mul_f32_e32 v62, v55, v55
	v_cndmask_b32_e32 v58, 0, v58, vcc
	v_fma_f32 v56, v56, v55, 0.5
	v_sub_u32_e32 v64, v28, v60
	v_lshl_add_u32 v60, v60, 23, 1.0
	v_fmamk_f32 v65, v61, 0x39500d01, v34
	v_cvt_i32_f32_e32 v58, v58
	v_mul_f32_e32 v56, v62, v56
	v_pk_add_f32 v[62:63], v[60:61], v[26:27] neg_lo:[0,1] neg_hi:[0,1]
	v_fmaak_f32 v27, v65, v61, 0x3c088889
	v_add_f32_e32 v28, v55, v56
	v_fmaak_f32 v27, v27, v61, 0x3d2aaaab
	v_sub_f32_e32 v55, v28, v55
	v_add_f32_e32 v62, 1.0, v28
	v_fmaak_f32 v27, v27, v61, 0x3e2aaaab
	v_mul_f32_e32 v66, v61, v61
	v_sub_f32_e32 v55, v56, v55
	v_add_f32_e32 v56, -1.0, v62
	v_fma_f32 v27, v27, v61, 0.5
	v_ashrrev_i32_e32 v65, 1, v58
	v_pk_add_f32 v[28:29], v[28:29], v[56:57] neg_lo:[0,1] neg_hi:[0,1]
	v_mul_f32_e32 v27, v66, v27
	v_sub_u32_e32 v56, v58, v65
	v_add_f32_e32 v29, v29, v55
	v_add_f32_e32 v58, v61, v27
	v_add_f32_e32 v28, v28, v29
	v_add_f32_e32 v57, 1.0, v58
	v_add_f32_e32 v55, v62, v28
	v_sub_f32_e32 v28, v58, v61
	v_add_f32_e32 v62, -1.0, v57
	v_sub_f32_e32 v27, v27, v28
	v_pk_add_f32 v[28:29], v[58:59], v[62:63] neg_lo:[0,1] neg_hi:[0,1]
	v_mul_f32_e32 v55, v55, v60
	v_add_f32_e32 v27, v29, v27
	v_add_f32_e32 v27, v28, v27
	v_add_f32_e32 v27, v57, v27
	v_lshl_add_u32 v28, v65, 23, 1.0
	v_lshl_add_u32 v29, v56, 23, 1.0
	v_mul_f32_e32 v27, v27, v28
	v_mul_f32_e32 v27, v27, v29
	v_add_f32_e32 v27, 1.0, v27
	v_div_scale_f32 v28, s[8:9], v27, v27, 1.0
	v_rcp_f32_e32 v29, v28
	v_lshl_add_u32 v56, v64, 23, 1.0
	v_mul_f32_e32 v55, v55, v56
	v_fma_f32 v56, -v28, v29, 1.0
	v_fmac_f32_e32 v29, v56, v29
	v_div_scale_f32 v56, vcc, 1.0, v27, 1.0
	v_mul_f32_e32 v57, v56, v29
	v_fma_f32 v58, -v28, v57, v56
	v_fmac_f32_e32 v57, v58, v29
	v_fma_f32 v28, -v28, v57, v56
	v_div_fmas_f32 v28, v28, v29, v57
	v_div_fixup_f32 v27, v28, v27, 1.0
	ds_write_b32 v44, v55 offset:16
	ds_write_b32 v45, v27 offset:16
.LBB0_11:
	s_or_b64 exec, exec, s[48:49]
	s_sub_i32 s8, s33, s58
	s_cmp_lt_i32 s8, 1
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_4
	s_ashr_i32 s8, s35, 31
	s_mul_i32 s9, s39, s35
	s_mul_i32 s8, s38, s8
	v_mov_b32_e32 v28, s35
	s_add_i32 s10, s8, s9
	v_mad_u64_u32 v[28:29], s[8:9], s38, v28, v[24:25]
	v_med3_i32 v27, s56, 1, 8
	v_add_u32_e32 v29, s10, v29
	s_movk_i32 s10, 0x2000
	s_mov_b32 s11, s35
	v_mov_b32_e32 v55, v48
	s_branch .LBB0_14
.LBB0_13:
	v_add_u32_e32 v27, -1, v27
	v_cmp_eq_u32_e32 vcc, 0, v27
	v_add_u32_e32 v55, 0x200, v55
	s_add_i32 s10, s10, 4
	s_add_i32 s11, s11, 1
	v_lshl_add_u64 v[28:29], v[28:29], 0, s[38:39]
	s_cbranch_vccnz .LBB0_4
.LBB0_14:
	s_add_i32 s12, s34, s11
	s_ashr_i32 s13, s12, 31
	s_mul_i32 s8, s24, s13
	s_mul_hi_u32 s9, s24, s12
	s_add_i32 s8, s9, s8
	s_mul_i32 s9, s25, s12
	s_add_i32 s9, s8, s9
	s_mul_i32 s8, s24, s12
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[56:57], s[8:9], 1, v[0:1]
	global_load_ushort v106, v[56:57], off
	v_mov_b32_e32 v72, s10
	ds_read_b128 v[56:59], v55
	ds_read_b128 v[60:63], v55 offset:128
	ds_read_b128 v[64:67], v55 offset:256
	ds_read_b128 v[68:71], v55 offset:384
	ds_read2_b32 v[88:89], v72 offset1:8
	s_waitcnt lgkmcnt(4)
	v_mov_b32_e32 v72, v57
	s_waitcnt lgkmcnt(3)
	v_mov_b32_e32 v73, v61
	s_waitcnt lgkmcnt(2)
	v_mov_b32_e32 v80, v65
	s_waitcnt lgkmcnt(1)
	v_mov_b32_e32 v81, v69
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v90, v89
	v_pk_mul_f32 v[2:3], v[2:3], v[90:91] op_sel_hi:[1,0]
	v_pk_mul_f32 v[6:7], v[6:7], v[90:91] op_sel_hi:[1,0]
	v_pk_mul_f32 v[10:11], v[10:11], v[90:91] op_sel_hi:[1,0]
	v_pk_mul_f32 v[14:15], v[14:15], v[90:91] op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[4:5], v[90:91] op_sel_hi:[1,0]
	v_pk_mul_f32 v[8:9], v[8:9], v[90:91] op_sel_hi:[1,0]
	v_pk_mul_f32 v[12:13], v[12:13], v[90:91] op_sel_hi:[1,0]
	v_pk_mul_f32 v[16:17], v[16:17], v[90:91] op_sel_hi:[1,0]
	v_mov_b32_e32 v90, v3
	v_mov_b32_e32 v91, v7
	v_mov_b32_e32 v98, v11
	v_mov_b32_e32 v99, v15
	v_mov_b32_e32 v74, v56
	v_mov_b32_e32 v75, v60
	v_mov_b32_e32 v82, v64
	v_mov_b32_e32 v83, v68
	v_mov_b32_e32 v92, v2
	v_mov_b32_e32 v93, v6
	v_mov_b32_e32 v100, v10
	v_mov_b32_e32 v101, v14
	v_pk_mul_f32 v[72:73], v[90:91], v[72:73]
	v_pk_mul_f32 v[80:81], v[98:99], v[80:81]
	v_mov_b32_e32 v76, v58
	v_mov_b32_e32 v77, v62
	v_mov_b32_e32 v84, v66
	v_mov_b32_e32 v85, v70
	v_mov_b32_e32 v94, v4
	v_mov_b32_e32 v95, v8
	v_mov_b32_e32 v102, v12
	v_mov_b32_e32 v103, v16
	v_pk_fma_f32 v[72:73], v[74:75], v[92:93], v[72:73]
	v_pk_fma_f32 v[74:75], v[82:83], v[100:101], v[80:81]
	v_mov_b32_e32 v78, v59
	v_mov_b32_e32 v79, v63
	v_mov_b32_e32 v86, v67
	v_mov_b32_e32 v87, v71
	v_mov_b32_e32 v96, v5
	v_mov_b32_e32 v97, v9
	v_mov_b32_e32 v104, v13
	v_mov_b32_e32 v105, v17
	v_pk_fma_f32 v[72:73], v[76:77], v[94:95], v[72:73]
	v_pk_fma_f32 v[74:75], v[84:85], v[102:103], v[74:75]
	v_pk_fma_f32 v[72:73], v[78:79], v[96:97], v[72:73]
	v_pk_fma_f32 v[74:75], v[86:87], v[104:105], v[74:75]
	s_nop 0
	v_pk_add_f32 v[72:73], v[72:73], v[74:75]
	s_nop 0
	v_add_f32_e32 v72, v72, v73
	ds_bpermute_b32 v73, v39, v72
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v72, v72, v73
	ds_bpermute_b32 v73, v40, v72
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v89, v72, v73
	ds_bpermute_b32 v90, v41, v89
	ds_read_b128 v[72:75], v55 offset:4096
	ds_read_b128 v[76:79], v55 offset:4224
	ds_read_b128 v[80:83], v55 offset:4352
	ds_read_b128 v[84:87], v55 offset:4480
	s_waitcnt lgkmcnt(4)
	v_add_f32_e32 v89, v89, v90
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v90, 16, v106
	v_sub_f32_e32 v89, v90, v89
	v_mul_f32_e32 v88, v88, v89
	v_pk_fma_f32 v[2:3], v[56:57], v[88:89], v[2:3] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[6:7], v[60:61], v[88:89], v[6:7] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[10:11], v[64:65], v[88:89], v[10:11] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[14:15], v[68:69], v[88:89], v[14:15] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[4:5], v[58:59], v[88:89], v[4:5] op_sel_hi:[1,0,1]
	s_waitcnt lgkmcnt(3)
	v_mul_f32_e32 v56, v73, v3
	s_waitcnt lgkmcnt(2)
	v_mul_f32_e32 v57, v77, v7
	s_waitcnt lgkmcnt(1)
	v_mul_f32_e32 v58, v11, v81
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v59, v15, v85
	v_pk_fma_f32 v[8:9], v[62:63], v[88:89], v[8:9] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[12:13], v[66:67], v[88:89], v[12:13] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[16:17], v[70:71], v[88:89], v[16:17] op_sel_hi:[1,0,1]
	v_fmac_f32_e32 v56, v72, v2
	v_fmac_f32_e32 v57, v76, v6
	v_fmac_f32_e32 v58, v80, v10
	v_fmac_f32_e32 v59, v84, v14
	v_fmac_f32_e32 v56, v74, v4
	v_fmac_f32_e32 v57, v78, v8
	v_fmac_f32_e32 v58, v82, v12
	v_fmac_f32_e32 v59, v86, v16
	v_fmac_f32_e32 v56, v75, v5
	v_fmac_f32_e32 v57, v79, v9
	v_fmac_f32_e32 v58, v83, v13
	v_fmac_f32_e32 v59, v87, v17
	v_add_f32_e32 v56, v56, v58
	v_add_f32_e32 v57, v57, v59
	v_add_f32_e32 v56, v56, v57
	ds_bpermute_b32 v57, v39, v56
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v56, v56, v57
	ds_bpermute_b32 v57, v40, v56
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v56, v56, v57
	ds_bpermute_b32 v57, v41, v56
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB0_16
	s_mul_i32 s13, s18, s13
	s_mul_hi_u32 s14, s18, s12
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v56, v56, v57
	s_add_i32 s13, s14, s13
	s_mul_i32 s14, s19, s12
	v_bfe_u32 v57, v56, 16, 1
	s_add_i32 s13, s13, s14
	s_mul_i32 s12, s18, s12
	v_add3_u32 v57, v57, v56, s51
	v_or_b32_e32 v58, 0x400000, v56
	v_cmp_u_f32_e32 vcc, v56, v56
	s_nop 1
	v_cndmask_b32_e32 v58, v57, v58, vcc
	v_lshl_add_u64 v[56:57], s[12:13], 1, v[22:23]
	global_store_short_d16_hi v[56:57], v58, off
.LBB0_16:
	s_or_b64 exec, exec, s[8:9]
	s_cmp_ge_i32 s11, s37
	s_cselect_b64 s[8:9], -1, 0
	s_or_b64 s[8:9], s[46:47], s[8:9]
	s_and_b64 vcc, exec, s[8:9]
	s_cbranch_vccnz .LBB0_13
	v_bfe_u32 v56, v5, 16, 1
	v_add3_u32 v56, v56, v5, s51
	s_waitcnt lgkmcnt(0)
	v_or_b32_e32 v57, 0x400000, v5
	v_cmp_u_f32_e32 vcc, v5, v5
	v_or_b32_e32 v58, 0x400000, v4
	v_or_b32_e32 v59, 0x400000, v3
	v_cndmask_b32_e32 v56, v56, v57, vcc
	v_bfe_u32 v57, v4, 16, 1
	v_add3_u32 v57, v57, v4, s51
	v_cmp_u_f32_e32 vcc, v4, v4
	v_or_b32_e32 v60, 0x400000, v2
	s_nop 0
	v_cndmask_b32_e32 v57, v57, v58, vcc
	v_bfe_u32 v58, v3, 16, 1
	v_add3_u32 v58, v58, v3, s51
	v_cmp_u_f32_e32 vcc, v3, v3
	v_perm_b32 v57, v56, v57, s55
	s_nop 0
	v_cndmask_b32_e32 v58, v58, v59, vcc
	v_bfe_u32 v59, v2, 16, 1
	v_add3_u32 v59, v59, v2, s51
	v_cmp_u_f32_e32 vcc, v2, v2
	s_nop 1
	v_cndmask_b32_e32 v59, v59, v60, vcc
	v_perm_b32 v56, v58, v59, s55
	global_store_dwordx2 v[28:29], v[56:57], off
	v_bfe_u32 v56, v9, 16, 1
	v_add3_u32 v56, v56, v9, s51
	v_or_b32_e32 v57, 0x400000, v9
	v_cmp_u_f32_e32 vcc, v9, v9
	v_or_b32_e32 v58, 0x400000, v8
	v_or_b32_e32 v59, 0x400000, v7
	v_cndmask_b32_e32 v56, v56, v57, vcc
	v_bfe_u32 v57, v8, 16, 1
	v_add3_u32 v57, v57, v8, s51
	v_cmp_u_f32_e32 vcc, v8, v8
	v_or_b32_e32 v60, 0x400000, v6
	s_nop 0
	v_cndmask_b32_e32 v57, v57, v58, vcc
	v_bfe_u32 v58, v7, 16, 1
	v_add3_u32 v58, v58, v7, s51
	v_cmp_u_f32_e32 vcc, v7, v7
	v_perm_b32 v57, v56, v57, s55
	s_nop 0
	v_cndmask_b32_e32 v58, v58, v59, vcc
	v_bfe_u32 v59, v6, 16, 1
	v_add3_u32 v59, v59, v6, s51
	v_cmp_u_f32_e32 vcc, v6, v6
	s_nop 1
	v_cndmask_b32_e32 v59, v59, v60, vcc
	v_perm_b32 v56, v58, v59, s55
	global_store_dwordx2 v[28:29], v[56:57], off offset:64
	v_bfe_u32 v56, v13, 16, 1
	v_add3_u32 v56, v56, v13, s51
	v_or_b32_e32 v57, 0x400000, v13
	v_cmp_u_f32_e32 vcc, v13, v13
	v_or_b32_e32 v58, 0x400000, v12
	v_or_b32_e32 v59, 0x400000, v11
	v_cndmask_b32_e32 v56, v56, v57, vcc
	v_bfe_u32 v57, v12, 16, 1
	v_add3_u32 v57, v57, v12, s51
	v_cmp_u_f32_e32 vcc, v12, v12
	v_or_b32_e32 v60, 0x400000, v10
	s_nop 0
	v_cndmask_b32_e32 v57, v57, v58, vcc
	v_bfe_u32 v58, v11, 16, 1
	v_add3_u32 v58, v58, v11, s51
	v_cmp_u_f32_e32 vcc, v11, v11
	v_perm_b32 v57, v56, v57, s55
	s_nop 0
	v_cndmask_b32_e32 v58, v58, v59, vcc
	v_bfe_u32 v59, v10, 16, 1
	v_add3_u32 v59, v59, v10, s51
	v_cmp_u_f32_e32 vcc, v10, v10
	s_nop 1
	v_cndmask_b32_e32 v59, v59, v60, vcc
	v_perm_b32 v56, v58, v59, s55
	global_store_dwordx2 v[28:29], v[56:57], off offset:128
	v_bfe_u32 v56, v17, 16, 1
	v_add3_u32 v56, v56, v17, s51
	v_or_b32_e32 v57, 0x400000, v17
	v_cmp_u_f32_e32 vcc, v17, v17
	v_or_b32_e32 v58, 0x400000, v16
	v_or_b32_e32 v59, 0x400000, v15
	v_cndmask_b32_e32 v56, v56, v57, vcc
	v_bfe_u32 v57, v16, 16, 1
	v_add3_u32 v57, v57, v16, s51
	v_cmp_u_f32_e32 vcc, v16, v16
	v_or_b32_e32 v60, 0x400000, v14
	s_nop 0
	v_cndmask_b32_e32 v57, v57, v58, vcc
	v_bfe_u32 v58, v15, 16, 1
	v_add3_u32 v58, v58, v15, s51
	v_cmp_u_f32_e32 vcc, v15, v15
	v_perm_b32 v57, v56, v57, s55
	s_nop 0
	v_cndmask_b32_e32 v58, v58, v59, vcc
	v_bfe_u32 v59, v14, 16, 1
	v_add3_u32 v59, v59, v14, s51
	v_cmp_u_f32_e32 vcc, v14, v14
	s_nop 1
	v_cndmask_b32_e32 v59, v59, v60, vcc
	v_perm_b32 v56, v58, v59, s55
	global_store_dwordx2 v[28:29], v[56:57], off offset:192
	s_branch .LBB0_13
.LBB0_18:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel gdn_verify_snapshot_act_bf16_dt_f32_pool_bf16_bv16w2
		.amdhsa_group_segment_fixed_size 8256
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 196
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
		.amdhsa_next_free_vgpr 107
		.amdhsa_next_free_sgpr 96
		.amdhsa_accum_offset 108
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

	.set gdn_verify_snapshot_act_bf16_dt_f32_pool_bf16_bv16w2.num_vgpr, 107
	.set gdn_verify_snapshot_act_bf16_dt_f32_pool_bf16_bv16w2.num_agpr, 0
	.set gdn_verify_snapshot_act_bf16_dt_f32_pool_bf16_bv16w2.numbered_sgpr, 60
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
        .name:           inter
        .offset:         96
        .size:           8
        .value_kind:     global_buffer
      - .name:           num_requests
        .offset:         104
        .size:           4
        .value_kind:     by_value
      - .name:           num_slots
        .offset:         108
        .size:           4
        .value_kind:     by_value
      - .name:           num_k_heads
        .offset:         112
        .size:           4
        .value_kind:     by_value
      - .name:           num_v_heads
        .offset:         116
        .size:           4
        .value_kind:     by_value
      - .name:           stride_q
        .offset:         120
        .size:           8
        .value_kind:     by_value
      - .name:           stride_k
        .offset:         128
        .size:           8
        .value_kind:     by_value
      - .name:           stride_v
        .offset:         136
        .size:           8
        .value_kind:     by_value
      - .name:           stride_a
        .offset:         144
        .size:           8
        .value_kind:     by_value
      - .name:           stride_b
        .offset:         152
        .size:           8
        .value_kind:     by_value
      - .name:           pool_slot_pitch
        .offset:         160
        .size:           8
        .value_kind:     by_value
      - .name:           num_rows
        .offset:         168
        .size:           4
        .value_kind:     by_value
      - .name:           num_steps_alloc
        .offset:         172
        .size:           4
        .value_kind:     by_value
      - .name:           inter_row_pitch
        .offset:         176
        .size:           8
        .value_kind:     by_value
      - .name:           scale
        .offset:         184
        .size:           4
        .value_kind:     by_value
      - .name:           softplus_beta
        .offset:         188
        .size:           4
        .value_kind:     by_value
      - .name:           softplus_threshold
        .offset:         192
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 8256
    .kernarg_segment_align: 8
    .kernarg_segment_size: 196
    .max_flat_workgroup_size: 128
    .name:           gdn_verify_snapshot_act_bf16_dt_f32_pool_bf16_bv16w2
    .private_segment_fixed_size: 0
    .sgpr_count:     66
    .sgpr_spill_count: 0
    .symbol:         gdn_verify_snapshot_act_bf16_dt_f32_pool_bf16_bv16w2.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     107
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
