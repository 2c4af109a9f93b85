; deltagen generated file: do not edit. Regenerate with `cargo xtask gen`.
; kernel: gdn_verify  instance: gdn_verify_decode_act_bf16_dt_f32_pool_bf16_bv16w2  arch: gfx942
; profile=portable  mode=decode  act_dtype=bf16  dt_bias_dtype=f32  pool_dtype=bf16  tile=bv16w2  lanes_per_column=8  requests=any
; ir-sha256: bb915f904fc29dc4af1bebe0cc50016c7a7c110d914b480d984d594107b537e2
; llvm: 22.1  pipeline: default<O3>  ld.lld: LLVM 22.1
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 6
	.text
	.globl	gdn_verify_decode_act_bf16_dt_f32_pool_bf16_bv16w2
	.p2align	8
	.type	gdn_verify_decode_act_bf16_dt_f32_pool_bf16_bv16w2,@function
gdn_verify_decode_act_bf16_dt_f32_pool_bf16_bv16w2:
	s_load_dwordx4 s[44:47], s[0:1], 0x5c
	s_load_dwordx4 s[28:31], s[0:1], 0x88
	s_mov_b32 s4, s3
	s_ashr_i32 s5, s2, 31
	s_lshr_b32 s5, s5, 29
	s_waitcnt lgkmcnt(0)
	s_max_i32 s3, s45, 1
	v_cvt_f32_u32_e32 v1, s3
	s_add_i32 s6, s2, s5
	s_and_b32 s5, s6, 0xffffff8
	s_sub_i32 s7, s2, s5
	v_rcp_iflag_f32_e32 v1, v1
	s_sub_i32 s5, 0, s3
	s_abs_i32 s2, s46
	s_ashr_i32 s48, s6, 3
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	s_ashr_i32 s47, s46, 31
	v_lshrrev_b32_e32 v2, 3, v0
	v_lshl_or_b32 v24, s7, 4, v2
	v_readfirstlane_b32 s8, v1
	s_mul_i32 s5, s5, s8
	s_mul_hi_u32 s5, s8, s5
	s_add_i32 s8, s8, s5
	s_mul_hi_u32 s5, s2, s8
	s_mul_i32 s8, s5, s3
	s_sub_i32 s2, s2, s8
	s_add_i32 s8, s5, 1
	s_sub_i32 s9, s2, s3
	s_cmp_ge_u32 s2, s3
	s_cselect_b32 s5, s8, s5
	s_cselect_b32 s2, s9, s2
	s_add_i32 s8, s5, 1
	s_cmp_ge_u32 s2, s3
	s_cselect_b32 s2, s8, s5
	s_xor_b32 s2, s2, s47
	s_sub_i32 s2, s2, s47
	s_max_i32 s53, s2, 1
	s_load_dwordx4 s[36:39], s[0:1], 0x40
	s_load_dwordx2 s[2:3], s[0:1], 0x50
	s_ashr_i32 s5, s4, 31
	s_ashr_i32 s49, s48, 31
	s_lshl_b64 s[4:5], s[4:5], 2
	s_waitcnt lgkmcnt(0)
	s_add_u32 s8, s38, s4
	v_cvt_f32_u32_e32 v1, s53
	s_addc_u32 s9, s39, s5
	s_load_dword s12, s[8:9], 0x0
	v_ashrrev_i32_e32 v25, 31, v24
	v_rcp_iflag_f32_e32 v1, v1
	v_and_b32_e32 v26, 7, v0
	v_lshlrev_b32_e32 v4, 2, v26
	s_waitcnt lgkmcnt(0)
	s_cmp_gt_i32 s12, -1
	s_cselect_b64 s[8:9], -1, 0
	s_cmp_lt_i32 s12, s44
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	s_cselect_b64 s[10:11], -1, 0
	v_cvt_u32_f32_e32 v1, v1
	s_and_b64 s[34:35], s[8:9], s[10:11]
	s_add_u32 s4, s2, s4
	s_addc_u32 s5, s3, s5
	s_lshl_b64 s[44:45], s[48:49], 7
	v_lshl_add_u64 v[2:3], s[44:45], 0, v[24:25]
	s_ashr_i32 s2, s12, 31
	v_readfirstlane_b32 s7, v1
	v_lshlrev_b64 v[2:3], 7, v[2:3]
	s_mul_i32 s2, s30, s2
	s_mul_i32 s3, s31, s12
	v_mov_b32_e32 v1, s12
	s_add_i32 s8, s2, s3
	v_mad_u64_u32 v[2:3], s[2:3], s30, v1, v[2:3]
	v_mov_b32_e32 v5, 0
	v_add_u32_e32 v3, s8, v3
	v_lshl_add_u64 v[2:3], v[2:3], 0, v[4:5]
	v_mov_b32_e32 v4, v5
	v_cndmask_b32_e64 v1, 0, 1, s[34:35]
	v_cmp_ne_u32_e64 s[2:3], 1, v1
	s_andn2_b64 vcc, exec, s[34:35]
	v_mov_b64_e32 v[8:9], v[4:5]
	s_cbranch_vccnz .LBB0_2
	v_lshl_add_u64 v[6:7], v[2:3], 1, s[36:37]
	global_load_dword v1, v[6:7], off
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v7, 0xffff0000, v1
	v_lshlrev_b32_e32 v6, 16, v1
	v_pk_add_f32 v[8:9], v[6:7], 0 op_sel_hi:[1,0]
.LBB0_2:
	s_and_b64 vcc, exec, s[2:3]
	s_cbranch_vccnz .LBB0_4
	v_lshl_add_u64 v[4:5], v[2:3], 1, s[36:37]
	global_load_dword v1, v[4:5], off offset:4
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v5, 0xffff0000, v1
	v_lshlrev_b32_e32 v4, 16, v1
	v_pk_add_f32 v[4:5], v[4:5], 0 op_sel_hi:[1,0]
.LBB0_4:
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v7, v6
	s_and_b64 vcc, exec, s[2:3]
	v_mov_b64_e32 v[12:13], v[6:7]
	s_cbranch_vccnz .LBB0_6
	v_lshl_add_u64 v[10:11], v[2:3], 1, s[36:37]
	global_load_dword v1, v[10:11], off offset:64
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v11, 0xffff0000, v1
	v_lshlrev_b32_e32 v10, 16, v1
	v_pk_add_f32 v[12:13], v[10:11], 0 op_sel_hi:[1,0]
.LBB0_6:
	s_and_b64 vcc, exec, s[2:3]
	s_cbranch_vccnz .LBB0_8
	v_lshl_add_u64 v[6:7], v[2:3], 1, s[36:37]
	global_load_dword v1, v[6:7], off offset:68
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v7, 0xffff0000, v1
	v_lshlrev_b32_e32 v6, 16, v1
	v_pk_add_f32 v[6:7], v[6:7], 0 op_sel_hi:[1,0]
.LBB0_8:
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v11, v10
	s_and_b64 vcc, exec, s[2:3]
	v_mov_b64_e32 v[14:15], v[10:11]
	s_cbranch_vccnz .LBB0_10
	v_lshl_add_u64 v[14:15], v[2:3], 1, s[36:37]
	global_load_dword v1, v[14:15], off offset:128
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v15, 0xffff0000, v1
	v_lshlrev_b32_e32 v14, 16, v1
	v_pk_add_f32 v[14:15], v[14:15], 0 op_sel_hi:[1,0]
.LBB0_10:
	s_and_b64 vcc, exec, s[2:3]
	s_cbranch_vccnz .LBB0_12
	v_lshl_add_u64 v[10:11], v[2:3], 1, s[36:37]
	global_load_dword v1, v[10:11], off offset:132
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v11, 0xffff0000, v1
	v_lshlrev_b32_e32 v10, 16, v1
	v_pk_add_f32 v[10:11], v[10:11], 0 op_sel_hi:[1,0]
.LBB0_12:
	s_load_dwordx2 s[30:31], s[4:5], 0x0
	v_mov_b32_e32 v16, 0
	v_mov_b32_e32 v17, v16
	s_and_b64 vcc, exec, s[2:3]
	v_mov_b64_e32 v[18:19], v[16:17]
	s_cbranch_vccz .LBB0_15
	s_and_b64 vcc, exec, s[2:3]
	s_cbranch_vccz .LBB0_16
.LBB0_14:
	s_waitcnt lgkmcnt(0)
	s_sub_i32 s31, s31, s30
	s_add_i32 s2, s31, 7
	s_cmp_lt_i32 s2, 8
	s_cbranch_scc0 .LBB0_17
	s_branch .LBB0_30
.LBB0_15:
	v_lshl_add_u64 v[18:19], v[2:3], 1, s[36:37]
	global_load_dword v1, v[18:19], off offset:192
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v19, 0xffff0000, v1
	v_lshlrev_b32_e32 v18, 16, v1
	v_pk_add_f32 v[18:19], v[18:19], 0 op_sel_hi:[1,0]
	s_and_b64 vcc, exec, s[2:3]
	s_cbranch_vccnz .LBB0_14
.LBB0_16:
	v_lshl_add_u64 v[16:17], v[2:3], 1, s[36:37]
	global_load_dword v1, v[16:17], off offset:196
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v17, 0xffff0000, v1
	v_lshlrev_b32_e32 v16, 16, v1
	v_pk_add_f32 v[16:17], v[16:17], 0 op_sel_hi:[1,0]
	s_waitcnt lgkmcnt(0)
	s_sub_i32 s31, s31, s30
	s_add_i32 s2, s31, 7
	s_cmp_lt_i32 s2, 8
	s_cbranch_scc1 .LBB0_30
.LBB0_17:
	s_sub_i32 s3, 0, s53
	s_mul_i32 s3, s3, s7
	s_mul_hi_u32 s3, s7, s3
	s_abs_i32 s54, s48
	s_add_i32 s7, s7, s3
	s_mul_hi_u32 s55, s54, s7
	s_ashr_i32 s56, s6, 31
	s_load_dwordx16 s[4:19], s[0:1], 0x0
	s_load_dwordx4 s[40:43], s[0:1], 0x98
	s_lshl_b64 s[38:39], s[48:49], 2
	v_mov_b32_e32 v30, 0xc2d00000
	s_mov_b32 s51, 0x42b20000
	s_waitcnt lgkmcnt(0)
	s_add_u32 s14, s14, s38
	s_addc_u32 s15, s15, s39
	s_load_dword s3, s[14:15], 0x0
	v_mov_b32_e32 v31, 0x42b20000
	v_mov_b32_e32 v32, 0x4b400000
	v_mov_b32_e32 v33, 0x3ab60b61
	s_add_u32 s14, s16, s38
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v20, s3
	v_cmp_nlt_f32_e32 vcc, s3, v30
	s_addc_u32 s15, s17, s39
	s_ashr_i32 s3, s2, 31
	v_cndmask_b32_e32 v20, v30, v20, vcc
	v_cmp_nlt_f32_e32 vcc, s51, v20
	s_lshr_b32 s3, s3, 29
	s_add_i32 s2, s2, s3
	v_cndmask_b32_e32 v20, v31, v20, vcc
	v_fmamk_f32 v21, v20, 0x3fb8aa3b, v32
	v_add_f32_e32 v21, 0xcb400000, v21
	v_fmac_f32_e32 v20, 0xbf317218, v21
	v_mul_f32_e32 v22, 0x3102e308, v21
	v_add_f32_e32 v23, v20, v22
	v_sub_f32_e32 v20, v23, v20
	v_sub_f32_e32 v20, v22, v20
	v_fmamk_f32 v22, v23, 0x39500d01, v33
	v_fmaak_f32 v22, v22, v23, 0x3c088889
	v_fmaak_f32 v22, v22, v23, 0x3d2aaaab
	v_fmaak_f32 v22, v22, v23, 0x3e2aaaab
	v_fma_f32 v22, v22, v23, 0.5
	v_mul_f32_e32 v27, v23, v23
	v_mul_f32_e32 v22, v27, v22
	v_add_f32_e32 v27, v23, v22
	v_sub_f32_e32 v23, v27, v23
	v_cmp_o_f32_e32 vcc, v21, v21
	v_sub_f32_e32 v22, v22, v23
	s_ashr_i32 s52, s2, 3
	v_cndmask_b32_e32 v21, 0, v21, vcc
	s_lshl_b64 s[2:3], s[48:49], 1
	v_add_f32_e32 v20, v20, v22
	v_add_f32_e32 v22, 1.0, v27
	v_cvt_i32_f32_e32 v21, v21
	s_add_u32 s16, s10, s2
	v_add_f32_e32 v23, -1.0, v22
	s_addc_u32 s17, s11, s3
	v_sub_f32_e32 v23, v27, v23
	s_add_u32 s38, s12, s2
	s_mul_i32 s2, s55, s53
	v_add_f32_e32 v20, v23, v20
	s_addc_u32 s39, s13, s3
	s_sub_i32 s2, s54, s2
	s_load_dword s43, s[14:15], 0x0
	v_add_f32_e32 v20, v22, v20
	v_ashrrev_i32_e32 v22, 1, v21
	v_div_scale_f32 v23, s[14:15], s41, s41, 1.0
	s_add_i32 s3, s55, 1
	s_sub_i32 s10, s2, s53
	v_sub_u32_e32 v21, v21, v22
	v_lshlrev_b32_e32 v22, 23, v22
	v_rcp_f32_e32 v27, v23
	s_cmp_ge_u32 s2, s53
	v_add_u32_e32 v22, 1.0, v22
	v_lshlrev_b32_e32 v21, 23, v21
	s_cselect_b32 s3, s3, s55
	v_add_u32_e32 v21, 1.0, v21
	v_mul_f32_e32 v20, v20, v22
	s_cselect_b32 s2, s10, s2
	s_add_i32 s10, s3, 1
	v_mul_f32_e32 v20, v20, v21
	s_cmp_ge_u32 s2, s53
	v_sub_f32_e32 v34, 0, v20
	v_fma_f32 v20, -v23, v27, 1.0
	s_cselect_b32 s2, s10, s3
	v_fmac_f32_e32 v27, v20, v27
	v_div_scale_f32 v20, vcc, 1.0, s41, 1.0
	s_xor_b32 s2, s2, s56
	v_mul_f32_e32 v21, v20, v27
	s_sub_i32 s10, s2, s56
	v_fma_f32 v22, -v23, v21, v20
	s_ashr_i32 s11, s10, 31
	v_fmac_f32_e32 v21, v22, v27
	s_lshl_b64 s[10:11], s[10:11], 8
	v_and_b32_e32 v1, 31, v0
	v_fma_f32 v20, -v23, v21, v20
	s_add_u32 s4, s4, s10
	v_div_fmas_f32 v20, v20, v27, v21
	s_addc_u32 s5, s5, s11
	v_lshlrev_b32_e32 v22, 3, v1
	v_mov_b32_e32 v23, 0
	v_div_fixup_f32 v35, v20, s41, 1.0
	v_lshl_add_u64 v[20:21], s[4:5], 0, v[22:23]
	s_add_u32 s4, s6, s10
	s_addc_u32 s5, s7, s11
	s_lshl_b64 s[6:7], s[44:45], 1
	s_add_u32 s8, s8, s6
	s_load_dwordx8 s[20:27], s[0:1], 0x68
	s_addc_u32 s9, s9, s7
	v_lshrrev_b32_e32 v29, 5, v0
	v_cmp_eq_u32_e64 s[0:1], 0, v1
	v_lshlrev_b32_e32 v1, 4, v1
	s_add_u32 s6, s18, s6
	s_movk_i32 s2, 0x100
	v_lshlrev_b32_e32 v27, 2, v0
	v_lshl_add_u64 v[22:23], s[4:5], 0, v[22:23]
	v_lshl_or_b32 v41, v29, 9, v1
	v_lshlrev_b32_e32 v1, 2, v29
	s_movk_i32 s4, 0x80
	v_lshlrev_b64 v[24:25], 1, v[24:25]
	s_addc_u32 s7, s19, s7
	v_cmp_gt_u32_e64 s[2:3], s2, v0
	v_and_b32_e32 v27, 0xfc, v27
	v_or_b32_e32 v43, 0x2020, v1
	v_or_b32_e32 v44, 0x2000, v1
	v_cmp_gt_u32_e64 s[4:5], s4, v0
	v_lshl_add_u64 v[0:1], s[8:9], 0, v[24:25]
	v_lshl_add_u64 v[24:25], s[6:7], 0, v[24:25]
	v_cmp_eq_u32_e64 s[6:7], 0, v26
	v_lshlrev_b32_e32 v47, 4, v26
	s_mov_b32 s33, 0
	s_mov_b32 s50, 0xc2d00000
	v_xor_b32_e32 v36, 64, v27
	v_xor_b32_e32 v37, 32, v27
	v_xor_b32_e32 v38, 16, v27
	v_xor_b32_e32 v39, 8, v27
	v_xor_b32_e32 v40, 4, v27
	v_or_b32_e32 v42, 0x1000, v41
	v_or_b32_e32 v45, 0x1800, v41
	v_or_b32_e32 v46, 0x800, v41
	s_lshl_b64 s[18:19], s[46:47], 7
	s_mov_b32 s44, s40
	s_mov_b32 s45, s40
	s_mov_b32 s40, 0xf800000
	v_mov_b32_e32 v48, 0x260
	s_mov_b32 s48, 0x800000
	v_mov_b32_e32 v49, 0x3e638e39
	s_mov_b32 s49, 0x7f800000
	s_movk_i32 s53, 0x7fff
	v_mov_b32_e32 v26, -1.0
	v_not_b32_e32 v50, 22
	v_mov_b32_e32 v51, 0xff800000
	v_mov_b32_e32 v52, 0x7f800000
	v_mov_b32_e32 v53, 0x7fc00000
	s_mov_b32 s54, s30
	s_mov_b32 s55, s31
	s_branch .LBB0_19
.LBB0_18:
	s_add_i32 s33, s33, 1
	s_add_i32 s55, s55, -8
	s_add_i32 s54, s54, 8
	s_cmp_eq_u32 s33, s52
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_30
.LBB0_19:
	s_lshl_b32 s56, s33, 3
	v_or_b32_e32 v54, s56, v29
	v_cmp_gt_i32_e32 vcc, s31, v54
	s_and_b64 s[8:9], s[2:3], vcc
	s_and_saveexec_b64 s[46:47], s[8:9]
	s_cbranch_execz .LBB0_22
	v_add_u32_e32 v28, s30, v54
	v_ashrrev_i32_e32 v27, 31, v28
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v55, s20, v27
	v_mul_lo_u32 v58, s21, v28
	v_mad_u64_u32 v[56:57], s[8:9], s20, v28, 0
	v_add3_u32 v57, v57, v55, v58
	v_mul_lo_u32 v55, s22, v27
	v_mul_lo_u32 v60, s23, v28
	v_mad_u64_u32 v[58:59], s[8:9], s22, v28, 0
	v_lshl_add_u64 v[56:57], v[56:57], 1, v[20:21]
	v_add3_u32 v59, v59, v55, v60
	global_load_dwordx2 v[56:57], v[56:57], off
	v_lshl_add_u64 v[58:59], v[58:59], 1, v[22:23]
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
	ds_bpermute_b32 v65, v36, v57
	ds_bpermute_b32 v66, v36, v59
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v57, v57, v65
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v59, v59, v66
	ds_bpermute_b32 v65, v37, v57
	ds_bpermute_b32 v66, v37, v59
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v57, v57, v65
	s_waitcnt lgkmcnt(0)
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
	v_add_f32_e32 v57, 0x358637bd, v57
	v_add_f32_e32 v59, 0x358637bd, v59
	v_mul_f32_e32 v65, 0x4f800000, v57
	v_cmp_gt_f32_e32 vcc, s40, v57
	v_mul_f32_e32 v66, 0x4f800000, v59
	v_cmp_gt_f32_e64 s[8:9], s40, v59
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
	v_cmp_class_f32_e32 vcc, v57, v48
	v_mul_f32_e32 v68, 0x37800000, v66
	v_cndmask_b32_e64 v66, v66, v68, s[8:9]
	v_cndmask_b32_e32 v65, v65, v57, vcc
	v_cmp_class_f32_e32 vcc, v59, v48
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
	ds_write_b128 v42, v[56:59]
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
	ds_write_b128 v41, v[56:59]
	s_and_b64 exec, exec, s[0:1]
	s_cbranch_execz .LBB0_22
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
	v_lshl_add_u64 v[56:57], v[56:57], 1, s[38:39]
	global_load_ushort v27, v[56:57], off
	s_waitcnt vmcnt(1)
	v_lshlrev_b32_e32 v28, 16, v55
	v_add_f32_e32 v28, s43, v28
	v_mul_f32_e32 v60, s41, v28
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v27, 16, v27
	v_sub_f32_e32 v55, 0, v27
	v_cmp_nlt_f32_e64 vcc, -v27, s50
	s_nop 1
	v_cndmask_b32_e32 v61, v30, v55, vcc
	v_cmp_ngt_f32_e32 vcc, s50, v60
	s_nop 1
	v_cndmask_b32_e32 v27, v30, v60, vcc
	v_cmp_nlt_f32_e32 vcc, s51, v27
	s_nop 1
	v_cndmask_b32_e32 v27, v31, v27, vcc
	v_fmamk_f32 v55, v27, 0x3fb8aa3b, v32
	v_add_f32_e32 v55, 0xcb400000, v55
	v_fmac_f32_e32 v27, 0xbf317218, v55
	v_mul_f32_e32 v57, 0x3102e308, v55
	v_cmp_o_f32_e32 vcc, v55, v55
	s_nop 1
	v_cndmask_b32_e32 v56, 0, v55, vcc
	v_add_f32_e32 v55, v27, v57
	v_cvt_i32_f32_e32 v56, v56
	v_fmamk_f32 v62, v55, 0x39500d01, v33
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
	v_cmp_gt_f32_e32 vcc, s48, v27
	s_nop 1
	v_cndmask_b32_e32 v55, v27, v55, vcc
	v_add_u32_e32 v57, 0xc0cafb0d, v55
	v_ashrrev_i32_e32 v58, 23, v57
	v_and_b32_e32 v57, 0xff800000, v57
	v_sub_u32_e32 v55, v55, v57
	v_add_f32_e32 v55, -1.0, v55
	v_cndmask_b32_e32 v56, 0, v50, vcc
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
	v_fmamk_f32 v59, v58, 0x3e3a2e8c, v49
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
	v_cndmask_b32_e32 v55, v51, v55, vcc
	v_cmp_neq_f32_e32 vcc, s49, v27
	s_nop 1
	v_cndmask_b32_e32 v55, v52, v55, vcc
	v_cmp_ngt_f32_e32 vcc, 0, v27
	s_nop 1
	v_cndmask_b32_e32 v55, v53, v55, vcc
	v_cmp_u_f32_e32 vcc, v27, v27
	s_nop 1
	v_cndmask_b32_e32 v27, v55, v27, vcc
	v_mul_f32_e32 v27, v35, v27
	v_cmp_ge_f32_e32 vcc, s42, v60
	s_nop 1
	v_cndmask_b32_e32 v27, v28, v27, vcc
	v_mul_f32_e32 v27, v34, v27
	v_cmp_ngt_f32_e32 vcc, s50, v27
	s_nop 1
	v_cndmask_b32_e32 v27, v30, v27, vcc
	v_cmp_nlt_f32_e32 vcc, s51, v27
	s_nop 1
	v_cndmask_b32_e32 v27, v31, v27, vcc
	v_fmamk_f32 v28, v27, 0x3fb8aa3b, v32
	v_add_f32_e32 v28, 0xcb400000, v28
	v_fmac_f32_e32 v27, 0xbf317218, v28
	v_mul_f32_e32 v57, 0x3102e308, v28
	v_cmp_o_f32_e32 vcc, v28, v28
	v_add_f32_e32 v55, v27, v57
	v_fmamk_f32 v56, v55, 0x39500d01, v33
	v_cndmask_b32_e32 v28, 0, v28, vcc
	v_cmp_nlt_f32_e32 vcc, s51, v61
	v_cvt_i32_f32_e32 v28, v28
	v_pk_add_f32 v[58:59], v[54:55], v[26:27] neg_lo:[0,1] neg_hi:[0,1]
	v_cndmask_b32_e32 v27, v31, v61, vcc
	v_fmaak_f32 v56, v56, v55, 0x3c088889
	v_fmamk_f32 v58, v27, 0x3fb8aa3b, v32
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
	v_fmamk_f32 v60, v63, 0x39500d01, v33
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
	ds_write_b32 v43, v28
	ds_write_b32 v44, v27
.LBB0_22:
	s_or_b64 exec, exec, s[46:47]
	v_add_u32_e32 v27, 4, v54
	v_cmp_gt_i32_e32 vcc, s31, v27
	s_and_b64 s[8:9], s[4:5], vcc
	s_and_saveexec_b64 s[46:47], s[8:9]
	s_cbranch_execz .LBB0_25
	v_add_u32_e32 v28, s30, v27
	v_ashrrev_i32_e32 v27, 31, v28
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v56, s20, v27
	v_mul_lo_u32 v57, s21, v28
	v_mad_u64_u32 v[54:55], s[8:9], s20, v28, 0
	v_add3_u32 v55, v55, v56, v57
	v_mul_lo_u32 v58, s22, v27
	v_mul_lo_u32 v59, s23, v28
	v_mad_u64_u32 v[56:57], s[8:9], s22, v28, 0
	v_lshl_add_u64 v[54:55], v[54:55], 1, v[20:21]
	v_add3_u32 v57, v57, v58, v59
	global_load_dwordx2 v[54:55], v[54:55], off
	v_lshl_add_u64 v[56:57], v[56:57], 1, v[22:23]
	global_load_dwordx2 v[56:57], v[56:57], off
	s_waitcnt vmcnt(1)
	v_lshlrev_b32_e32 v58, 16, v54
	v_and_b32_e32 v54, 0xffff0000, v54
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v59, 16, v56
	v_and_b32_e32 v60, 0xffff0000, v56
	v_and_b32_e32 v56, 0xffff0000, v55
	v_lshlrev_b32_e32 v61, 16, v55
	v_mul_f32_e32 v55, v54, v54
	v_and_b32_e32 v62, 0xffff0000, v57
	v_lshlrev_b32_e32 v63, 16, v57
	v_mul_f32_e32 v57, v60, v60
	v_fmac_f32_e32 v55, v58, v58
	v_fmac_f32_e32 v57, v59, v59
	v_fmac_f32_e32 v55, v61, v61
	v_fmac_f32_e32 v57, v63, v63
	v_fmac_f32_e32 v55, v56, v56
	v_fmac_f32_e32 v57, v62, v62
	ds_bpermute_b32 v64, v36, v55
	ds_bpermute_b32 v65, v36, v57
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v55, v55, v64
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v57, v57, v65
	ds_bpermute_b32 v64, v37, v55
	ds_bpermute_b32 v65, v37, v57
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v55, v55, v64
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v57, v57, v65
	ds_bpermute_b32 v64, v38, v55
	ds_bpermute_b32 v65, v38, v57
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v55, v55, v64
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v57, v57, v65
	ds_bpermute_b32 v64, v39, v55
	ds_bpermute_b32 v65, v39, v57
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v55, v55, v64
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v57, v57, v65
	ds_bpermute_b32 v64, v40, v55
	ds_bpermute_b32 v65, v40, v57
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v55, v55, v64
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v57, v57, v65
	v_add_f32_e32 v55, 0x358637bd, v55
	v_add_f32_e32 v57, 0x358637bd, v57
	v_mul_f32_e32 v64, 0x4f800000, v55
	v_cmp_gt_f32_e32 vcc, s40, v55
	v_mul_f32_e32 v65, 0x4f800000, v57
	v_cmp_gt_f32_e64 s[8:9], s40, v57
	v_cndmask_b32_e32 v55, v55, v64, vcc
	v_sqrt_f32_e32 v64, v55
	v_cndmask_b32_e64 v57, v57, v65, s[8:9]
	v_sqrt_f32_e32 v65, v57
	v_add_u32_e32 v66, -1, v64
	v_fma_f32 v70, -v66, v64, v55
	v_add_u32_e32 v68, -1, v65
	v_add_u32_e32 v67, 1, v64
	v_fma_f32 v72, -v68, v65, v57
	v_cmp_ge_f32_e64 s[10:11], 0, v70
	v_add_u32_e32 v69, 1, v65
	v_fma_f32 v71, -v67, v64, v55
	v_cndmask_b32_e64 v64, v64, v66, s[10:11]
	v_cmp_ge_f32_e64 s[10:11], 0, v72
	v_fma_f32 v73, -v69, v65, v57
	s_nop 0
	v_cndmask_b32_e64 v65, v65, v68, s[10:11]
	v_cmp_lt_f32_e64 s[10:11], 0, v71
	s_nop 1
	v_cndmask_b32_e64 v64, v64, v67, s[10:11]
	v_cmp_lt_f32_e64 s[10:11], 0, v73
	v_mul_f32_e32 v66, 0x37800000, v64
	v_cndmask_b32_e32 v64, v64, v66, vcc
	v_cndmask_b32_e64 v65, v65, v69, s[10:11]
	v_cmp_class_f32_e32 vcc, v55, v48
	v_mul_f32_e32 v67, 0x37800000, v65
	v_cndmask_b32_e64 v65, v65, v67, s[8:9]
	v_cndmask_b32_e32 v64, v64, v55, vcc
	v_cmp_class_f32_e32 vcc, v57, v48
	v_div_scale_f32 v55, s[8:9], v64, v64, v54
	s_nop 0
	v_cndmask_b32_e32 v65, v65, v57, vcc
	v_div_scale_f32 v66, s[8:9], v64, v64, v58
	v_rcp_f32_e32 v74, v55
	v_div_scale_f32 v68, s[10:11], v64, v64, v56
	v_div_scale_f32 v72, s[14:15], v65, v65, v60
	v_rcp_f32_e32 v75, v66
	v_div_scale_f32 v70, s[12:13], v64, v64, v61
	v_rcp_f32_e32 v76, v68
	v_rcp_f32_e32 v78, v72
	v_rcp_f32_e32 v77, v70
	v_fma_f32 v79, -v55, v74, 1.0
	v_div_scale_f32 v57, vcc, v54, v64, v54
	v_fma_f32 v80, -v66, v75, 1.0
	v_fmac_f32_e32 v74, v79, v74
	v_div_scale_f32 v67, s[8:9], v58, v64, v58
	v_fma_f32 v81, -v68, v76, 1.0
	v_fma_f32 v83, -v72, v78, 1.0
	v_fmac_f32_e32 v75, v80, v75
	v_mul_f32_e32 v79, v57, v74
	v_div_scale_f32 v69, s[10:11], v56, v64, v56
	v_fma_f32 v82, -v70, v77, 1.0
	v_fmac_f32_e32 v76, v81, v76
	v_fmac_f32_e32 v78, v83, v78
	v_mul_f32_e32 v80, v67, v75
	v_fma_f32 v83, -v55, v79, v57
	v_div_scale_f32 v71, s[12:13], v61, v64, v61
	v_fmac_f32_e32 v77, v82, v77
	v_mul_f32_e32 v81, v69, v76
	v_fma_f32 v84, -v66, v80, v67
	v_fmac_f32_e32 v79, v83, v74
	v_mul_f32_e32 v82, v71, v77
	v_fma_f32 v85, -v68, v81, v69
	v_fmac_f32_e32 v80, v84, v75
	v_fma_f32 v55, -v55, v79, v57
	v_fma_f32 v86, -v70, v82, v71
	v_fmac_f32_e32 v81, v85, v76
	v_fma_f32 v57, -v66, v80, v67
	v_div_fmas_f32 v55, v55, v74, v79
	s_mov_b64 vcc, s[8:9]
	v_fmac_f32_e32 v82, v86, v77
	v_fma_f32 v66, -v68, v81, v69
	v_div_fixup_f32 v55, v55, v64, v54
	v_div_fmas_f32 v54, v57, v75, v80
	s_mov_b64 vcc, s[10:11]
	v_fma_f32 v67, -v70, v82, v71
	v_div_fmas_f32 v57, v66, v76, v81
	s_mov_b64 vcc, s[12:13]
	v_div_fixup_f32 v57, v57, v64, v56
	v_div_fmas_f32 v56, v67, v77, v82
	v_div_fixup_f32 v54, v54, v64, v58
	v_div_fixup_f32 v56, v56, v64, v61
	v_div_scale_f32 v73, s[14:15], v60, v65, v60
	v_pk_mul_f32 v[54:55], s[44:45], v[54:55]
	v_pk_mul_f32 v[56:57], s[44:45], v[56:57]
	ds_write_b128 v45, v[54:57]
	v_mul_f32_e32 v54, v73, v78
	v_div_scale_f32 v56, s[8:9], v65, v65, v59
	v_fma_f32 v55, -v72, v54, v73
	v_rcp_f32_e32 v57, v56
	v_fmac_f32_e32 v54, v55, v78
	v_fma_f32 v55, -v72, v54, v73
	s_mov_b64 vcc, s[14:15]
	v_div_fmas_f32 v54, v55, v78, v54
	v_div_fixup_f32 v55, v54, v65, v60
	v_fma_f32 v54, -v56, v57, 1.0
	v_fmac_f32_e32 v57, v54, v57
	v_div_scale_f32 v54, vcc, v59, v65, v59
	v_mul_f32_e32 v58, v54, v57
	v_fma_f32 v60, -v56, v58, v54
	v_fmac_f32_e32 v58, v60, v57
	v_fma_f32 v54, -v56, v58, v54
	v_div_scale_f32 v56, s[8:9], v65, v65, v62
	v_rcp_f32_e32 v60, v56
	v_div_fmas_f32 v54, v54, v57, v58
	v_div_fixup_f32 v54, v54, v65, v59
	v_fma_f32 v57, -v56, v60, 1.0
	v_fmac_f32_e32 v60, v57, v60
	v_div_scale_f32 v57, vcc, v62, v65, v62
	v_mul_f32_e32 v58, v57, v60
	v_fma_f32 v59, -v56, v58, v57
	v_fmac_f32_e32 v58, v59, v60
	v_div_scale_f32 v59, s[8:9], v65, v65, v63
	v_rcp_f32_e32 v61, v59
	v_fma_f32 v56, -v56, v58, v57
	v_div_fmas_f32 v56, v56, v60, v58
	v_div_fixup_f32 v57, v56, v65, v62
	v_fma_f32 v56, -v59, v61, 1.0
	v_fmac_f32_e32 v61, v56, v61
	v_div_scale_f32 v56, vcc, v63, v65, v63
	v_mul_f32_e32 v58, v56, v61
	v_fma_f32 v60, -v59, v58, v56
	v_fmac_f32_e32 v58, v60, v61
	v_fma_f32 v56, -v59, v58, v56
	v_div_fmas_f32 v56, v56, v61, v58
	v_div_fixup_f32 v56, v56, v65, v63
	ds_write_b128 v46, v[54:57]
	s_and_b64 exec, exec, s[0:1]
	s_cbranch_execz .LBB0_25
	v_mul_lo_u32 v56, s27, v28
	v_mul_lo_u32 v57, s26, v27
	v_mad_u64_u32 v[54:55], s[8:9], s26, v28, 0
	v_add3_u32 v55, v55, v57, v56
	v_lshl_add_u64 v[54:55], v[54:55], 1, s[16:17]
	global_load_ushort v56, v[54:55], off
	v_mul_lo_u32 v57, s29, v28
	v_mul_lo_u32 v27, s28, v27
	v_mad_u64_u32 v[54:55], s[8:9], s28, v28, 0
	v_add3_u32 v55, v55, v27, v57
	v_lshl_add_u64 v[54:55], v[54:55], 1, s[38:39]
	global_load_ushort v27, v[54:55], off
	s_waitcnt vmcnt(1)
	v_lshlrev_b32_e32 v28, 16, v56
	v_add_f32_e32 v28, s43, v28
	v_mul_f32_e32 v56, s41, v28
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v27, 16, v27
	v_sub_f32_e32 v54, 0, v27
	v_cmp_nlt_f32_e64 vcc, -v27, s50
	s_nop 1
	v_cndmask_b32_e32 v60, v30, v54, vcc
	v_cmp_ngt_f32_e32 vcc, s50, v56
	s_nop 1
	v_cndmask_b32_e32 v27, v30, v56, vcc
	v_cmp_nlt_f32_e32 vcc, s51, v27
	s_nop 1
	v_cndmask_b32_e32 v27, v31, v27, vcc
	v_fmamk_f32 v54, v27, 0x3fb8aa3b, v32
	v_add_f32_e32 v54, 0xcb400000, v54
	v_fmac_f32_e32 v27, 0xbf317218, v54
	v_mul_f32_e32 v55, 0x3102e308, v54
	v_cmp_o_f32_e32 vcc, v54, v54
	v_add_f32_e32 v57, v27, v55
	v_fmamk_f32 v61, v57, 0x39500d01, v33
	v_cndmask_b32_e32 v54, 0, v54, vcc
	v_cvt_i32_f32_e32 v54, v54
	v_pk_add_f32 v[58:59], v[56:57], v[26:27] neg_lo:[0,1] neg_hi:[0,1]
	v_fmaak_f32 v27, v61, v57, 0x3c088889
	v_fmaak_f32 v27, v27, v57, 0x3d2aaaab
	v_fmaak_f32 v27, v27, v57, 0x3e2aaaab
	v_mul_f32_e32 v62, v57, v57
	v_ashrrev_i32_e32 v58, 1, v54
	v_fma_f32 v27, v27, v57, 0.5
	v_sub_u32_e32 v54, v54, v58
	v_mul_f32_e32 v27, v62, v27
	v_lshl_add_u32 v62, v54, 23, 1.0
	v_add_f32_e32 v54, v57, v27
	v_add_f32_e32 v63, 1.0, v54
	v_lshl_add_u32 v61, v58, 23, 1.0
	v_sub_f32_e32 v57, v54, v57
	v_add_f32_e32 v58, -1.0, v63
	v_sub_f32_e32 v27, v27, v57
	v_pk_add_f32 v[54:55], v[54:55], v[58:59] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_add_f32_e32 v27, v55, v27
	v_add_f32_e32 v27, v54, v27
	v_add_f32_e32 v27, v63, v27
	v_mul_f32_e32 v27, v27, v61
	v_mul_f32_e32 v27, v27, v62
	v_add_f32_e32 v27, 1.0, v27
	v_mul_f32_e32 v54, 0x4b000000, v27
	v_cmp_gt_f32_e32 vcc, s48, v27
	s_nop 1
	v_cndmask_b32_e32 v54, v27, v54, vcc
	v_add_u32_e32 v57, 0xc0cafb0d, v54
	v_ashrrev_i32_e32 v58, 23, v57
	v_and_b32_e32 v57, 0xff800000, v57
	v_sub_u32_e32 v54, v54, v57
	v_add_f32_e32 v54, -1.0, v54
	v_cndmask_b32_e32 v55, 0, v50, vcc
	v_add_f32_e32 v57, 2.0, v54
	v_add_u32_e32 v55, v58, v55
	v_div_scale_f32 v58, s[8:9], v57, v57, v54
	v_rcp_f32_e32 v59, v58
	v_div_scale_f32 v61, vcc, v54, v57, v54
	v_cvt_f32_i32_e32 v55, v55
	v_fma_f32 v62, -v58, v59, 1.0
	v_fmac_f32_e32 v59, v62, v59
	v_mul_f32_e32 v62, v61, v59
	v_fma_f32 v63, -v58, v62, v61
	v_fmac_f32_e32 v62, v63, v59
	v_fma_f32 v58, -v58, v62, v61
	v_div_fmas_f32 v58, v58, v59, v62
	v_div_fixup_f32 v57, v58, v57, v54
	v_mul_f32_e32 v58, v57, v57
	v_fmamk_f32 v59, v58, 0x3e3a2e8c, v49
	v_fmaak_f32 v59, v59, v58, 0x3e924925
	v_fmaak_f32 v59, v59, v58, 0x3ecccccd
	v_fmaak_f32 v59, v59, v58, 0x3f2aaaab
	v_mul_f32_e32 v58, v58, v59
	v_sub_f32_e32 v58, v54, v58
	v_fma_f32 v54, -v57, v58, v54
	v_fmac_f32_e32 v54, 0xb102e308, v55
	v_fmac_f32_e32 v54, 0x3f317218, v55
	v_cmp_neq_f32_e32 vcc, 0, v27
	s_nop 1
	v_cndmask_b32_e32 v54, v51, v54, vcc
	v_cmp_neq_f32_e32 vcc, s49, v27
	s_nop 1
	v_cndmask_b32_e32 v54, v52, v54, vcc
	v_cmp_ngt_f32_e32 vcc, 0, v27
	s_nop 1
	v_cndmask_b32_e32 v54, v53, v54, vcc
	v_cmp_u_f32_e32 vcc, v27, v27
	s_nop 1
	v_cndmask_b32_e32 v27, v54, v27, vcc
	v_mul_f32_e32 v27, v35, v27
	v_cmp_ge_f32_e32 vcc, s42, v56
	s_nop 1
	v_cndmask_b32_e32 v27, v28, v27, vcc
	v_mul_f32_e32 v27, v34, v27
	v_cmp_ngt_f32_e32 vcc, s50, v27
	s_nop 1
	v_cndmask_b32_e32 v27, v30, v27, vcc
	v_cmp_nlt_f32_e32 vcc, s51, v27
	s_nop 1
	v_cndmask_b32_e32 v27, v31, v27, vcc
	v_fmamk_f32 v28, v27, 0x3fb8aa3b, v32
	v_add_f32_e32 v28, 0xcb400000, v28
	v_fmac_f32_e32 v27, 0xbf317218, v28
	v_mul_f32_e32 v55, 0x3102e308, v28
	v_cmp_o_f32_e32 vcc, v28, v28
	v_add_f32_e32 v57, v27, v55
	v_mul_f32_e32 v56, v57, v57
	v_cndmask_b32_e32 v28, 0, v28, vcc
	v_cmp_nlt_f32_e32 vcc, s51, v60
	v_cvt_i32_f32_e32 v28, v28
	v_pk_add_f32 v[58:59], v[56:57], v[26:27] neg_lo:[0,1] neg_hi:[0,1]
	v_cndmask_b32_e32 v27, v31, v60, vcc
	v_fmamk_f32 v54, v57, 0x39500d01, v33
	v_fmamk_f32 v58, v27, 0x3fb8aa3b, v32
	v_fmaak_f32 v54, v54, v57, 0x3c088889
	v_add_f32_e32 v58, 0xcb400000, v58
	v_fmaak_f32 v54, v54, v57, 0x3d2aaaab
	v_fmac_f32_e32 v27, 0xbf317218, v58
	v_mul_f32_e32 v61, 0x3102e308, v58
	v_cmp_o_f32_e32 vcc, v58, v58
	v_fmaak_f32 v54, v54, v57, 0x3e2aaaab
	v_ashrrev_i32_e32 v60, 1, v28
	v_cndmask_b32_e32 v58, 0, v58, vcc
	v_add_f32_e32 v63, v27, v61
	v_fma_f32 v54, v54, v57, 0.5
	v_sub_u32_e32 v28, v28, v60
	v_lshl_add_u32 v62, v60, 23, 1.0
	v_cvt_i32_f32_e32 v60, v58
	v_fmamk_f32 v58, v63, 0x39500d01, v33
	v_mul_f32_e32 v56, v56, v54
	v_pk_add_f32 v[64:65], v[62:63], v[26:27] neg_lo:[0,1] neg_hi:[0,1]
	v_fmaak_f32 v27, v58, v63, 0x3c088889
	v_add_f32_e32 v54, v57, v56
	v_fmaak_f32 v27, v27, v63, 0x3d2aaaab
	v_add_f32_e32 v64, 1.0, v54
	v_fmaak_f32 v27, v27, v63, 0x3e2aaaab
	v_mul_f32_e32 v66, v63, v63
	v_sub_f32_e32 v57, v54, v57
	v_add_f32_e32 v58, -1.0, v64
	v_fma_f32 v27, v27, v63, 0.5
	v_sub_f32_e32 v56, v56, v57
	v_ashrrev_i32_e32 v57, 1, v60
	v_pk_add_f32 v[54:55], v[54:55], v[58:59] neg_lo:[0,1] neg_hi:[0,1]
	v_mul_f32_e32 v27, v66, v27
	v_sub_u32_e32 v58, v60, v57
	v_add_f32_e32 v55, v55, v56
	v_add_f32_e32 v60, v63, v27
	v_add_f32_e32 v54, v54, v55
	v_add_f32_e32 v59, 1.0, v60
	v_add_f32_e32 v56, v64, v54
	v_sub_f32_e32 v54, v60, v63
	v_add_f32_e32 v64, -1.0, v59
	v_sub_f32_e32 v27, v27, v54
	v_pk_add_f32 v[54:55], v[60:61], v[64:65] neg_lo:[0,1] neg_hi:[0,1]
	v_lshl_add_u32 v28, v28, 23, 1.0
	v_add_f32_e32 v27, v55, v27
	v_add_f32_e32 v27, v54, v27
	v_add_f32_e32 v27, v59, v27
	v_lshl_add_u32 v54, v57, 23, 1.0
	v_lshl_add_u32 v55, v58, 23, 1.0
	v_mul_f32_e32 v27, v27, v54
	v_mul_f32_e32 v27, v27, v55
	v_add_f32_e32 v27, 1.0, v27
	v_div_scale_f32 v54, s[8:9], v27, v27, 1.0
	v_rcp_f32_e32 v55, v54
	v_mul_f32_e32 v56, v56, v62
	v_mul_f32_e32 v28, v56, v28
	v_fma_f32 v56, -v54, v55, 1.0
	v_fmac_f32_e32 v55, v56, v55
	v_div_scale_f32 v56, vcc, 1.0, v27, 1.0
	v_mul_f32_e32 v57, v56, v55
	v_fma_f32 v58, -v54, v57, v56
	v_fmac_f32_e32 v57, v58, v55
	v_fma_f32 v54, -v54, v57, v56
	v_div_fmas_f32 v54, v54, v55, v57
	v_div_fixup_f32 v27, v54, v27, 1.0
	ds_write_b32 v43, v28 offset:16
	ds_write_b32 v44, v27 offset:16
.LBB0_25:
	s_or_b64 exec, exec, s[46:47]
	s_sub_i32 s8, s31, s56
	s_cmp_lt_i32 s8, 1
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_18
	v_med3_i32 v27, s55, 1, 8
	s_movk_i32 s10, 0x2000
	s_mov_b32 s11, s54
	v_mov_b32_e32 v28, v47
	s_branch .LBB0_28
.LBB0_27:
	s_or_b64 exec, exec, s[8:9]
	v_add_u32_e32 v27, -1, v27
	v_cmp_eq_u32_e32 vcc, 0, v27
	v_add_u32_e32 v28, 0x200, v28
	s_add_i32 s10, s10, 4
	s_add_i32 s11, s11, 1
	s_cbranch_vccnz .LBB0_18
.LBB0_28:
	s_ashr_i32 s12, s11, 31
	s_mul_hi_u32 s8, s24, s11
	s_mul_i32 s9, s24, s12
	s_add_i32 s8, s8, s9
	s_mul_i32 s9, s25, s11
	s_add_i32 s9, s8, s9
	s_mul_i32 s8, s24, s11
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[54:55], s[8:9], 1, v[0:1]
	global_load_ushort v104, v[54:55], off
	v_mov_b32_e32 v70, s10
	ds_read_b128 v[54:57], v28
	ds_read_b128 v[58:61], v28 offset:128
	ds_read_b128 v[62:65], v28 offset:256
	ds_read_b128 v[66:69], v28 offset:384
	ds_read2_b32 v[86:87], v70 offset1:8
	s_waitcnt lgkmcnt(4)
	v_mov_b32_e32 v70, v55
	s_waitcnt lgkmcnt(3)
	v_mov_b32_e32 v71, v59
	s_waitcnt lgkmcnt(2)
	v_mov_b32_e32 v78, v63
	s_waitcnt lgkmcnt(1)
	v_mov_b32_e32 v79, v67
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v88, v87
	v_pk_mul_f32 v[8:9], v[8:9], v[88:89] op_sel_hi:[1,0]
	v_pk_mul_f32 v[12:13], v[12:13], v[88:89] op_sel_hi:[1,0]
	v_pk_mul_f32 v[14:15], v[14:15], v[88:89] op_sel_hi:[1,0]
	v_pk_mul_f32 v[18:19], v[18:19], v[88:89] op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[4:5], v[88:89] op_sel_hi:[1,0]
	v_pk_mul_f32 v[6:7], v[6:7], v[88:89] op_sel_hi:[1,0]
	v_pk_mul_f32 v[10:11], v[10:11], v[88:89] op_sel_hi:[1,0]
	v_pk_mul_f32 v[16:17], v[16:17], v[88:89] op_sel_hi:[1,0]
	v_mov_b32_e32 v88, v9
	v_mov_b32_e32 v89, v13
	v_mov_b32_e32 v96, v15
	v_mov_b32_e32 v97, v19
	v_mov_b32_e32 v72, v54
	v_mov_b32_e32 v73, v58
	v_mov_b32_e32 v80, v62
	v_mov_b32_e32 v81, v66
	v_mov_b32_e32 v90, v8
	v_mov_b32_e32 v91, v12
	v_mov_b32_e32 v98, v14
	v_mov_b32_e32 v99, v18
	v_pk_mul_f32 v[70:71], v[88:89], v[70:71]
	v_pk_mul_f32 v[78:79], v[96:97], v[78:79]
	v_mov_b32_e32 v74, v56
	v_mov_b32_e32 v75, v60
	v_mov_b32_e32 v82, v64
	v_mov_b32_e32 v83, v68
	v_mov_b32_e32 v92, v4
	v_mov_b32_e32 v93, v6
	v_mov_b32_e32 v100, v10
	v_mov_b32_e32 v101, v16
	v_pk_fma_f32 v[70:71], v[72:73], v[90:91], v[70:71]
	v_pk_fma_f32 v[72:73], v[80:81], v[98:99], v[78:79]
	v_mov_b32_e32 v76, v57
	v_mov_b32_e32 v77, v61
	v_mov_b32_e32 v84, v65
	v_mov_b32_e32 v85, v69
	v_mov_b32_e32 v94, v5
	v_mov_b32_e32 v95, v7
	v_mov_b32_e32 v102, v11
	v_mov_b32_e32 v103, v17
	v_pk_fma_f32 v[70:71], v[74:75], v[92:93], v[70:71]
	v_pk_fma_f32 v[72:73], v[82:83], v[100:101], v[72:73]
	v_pk_fma_f32 v[70:71], v[76:77], v[94:95], v[70:71]
	v_pk_fma_f32 v[72:73], v[84:85], v[102:103], v[72:73]
	s_nop 0
	v_pk_add_f32 v[70:71], v[70:71], v[72:73]
	s_nop 0
	v_add_f32_e32 v70, v70, v71
	ds_bpermute_b32 v71, v38, v70
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v70, v70, v71
	ds_bpermute_b32 v71, v39, v70
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v87, v70, v71
	ds_bpermute_b32 v88, v40, v87
	ds_read_b128 v[70:73], v28 offset:4096
	ds_read_b128 v[74:77], v28 offset:4224
	ds_read_b128 v[78:81], v28 offset:4352
	ds_read_b128 v[82:85], v28 offset:4480
	s_waitcnt lgkmcnt(4)
	v_add_f32_e32 v87, v87, v88
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v88, 16, v104
	v_sub_f32_e32 v87, v88, v87
	v_mul_f32_e32 v86, v86, v87
	v_pk_fma_f32 v[8:9], v[54:55], v[86:87], v[8:9] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[12:13], v[58:59], v[86:87], v[12:13] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[14:15], v[62:63], v[86:87], v[14:15] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[18:19], v[66:67], v[86:87], v[18:19] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[4:5], v[56:57], v[86:87], v[4:5] op_sel_hi:[1,0,1]
	s_waitcnt lgkmcnt(3)
	v_mul_f32_e32 v54, v71, v9
	s_waitcnt lgkmcnt(2)
	v_mul_f32_e32 v55, v75, v13
	s_waitcnt lgkmcnt(1)
	v_mul_f32_e32 v56, v15, v79
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v57, v19, v83
	v_pk_fma_f32 v[6:7], v[60:61], v[86:87], v[6:7] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[10:11], v[64:65], v[86:87], v[10:11] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[16:17], v[68:69], v[86:87], v[16:17] op_sel_hi:[1,0,1]
	v_fmac_f32_e32 v54, v70, v8
	v_fmac_f32_e32 v55, v74, v12
	v_fmac_f32_e32 v56, v78, v14
	v_fmac_f32_e32 v57, v82, v18
	v_fmac_f32_e32 v54, v72, v4
	v_fmac_f32_e32 v55, v76, v6
	v_fmac_f32_e32 v56, v80, v10
	v_fmac_f32_e32 v57, v84, v16
	v_fmac_f32_e32 v54, v73, v5
	v_fmac_f32_e32 v55, v77, v7
	v_fmac_f32_e32 v56, v81, v11
	v_fmac_f32_e32 v57, v85, v17
	v_add_f32_e32 v54, v54, v56
	v_add_f32_e32 v55, v55, v57
	v_add_f32_e32 v54, v54, v55
	ds_bpermute_b32 v55, v38, v54
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v54, v54, v55
	ds_bpermute_b32 v55, v39, v54
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v54, v54, v55
	ds_bpermute_b32 v55, v40, v54
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB0_27
	s_mul_i32 s12, s18, s12
	s_mul_hi_u32 s13, s18, s11
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v54, v54, v55
	s_add_i32 s12, s13, s12
	s_mul_i32 s13, s19, s11
	v_bfe_u32 v55, v54, 16, 1
	s_add_i32 s13, s12, s13
	s_mul_i32 s12, s18, s11
	v_add3_u32 v55, v55, v54, s53
	v_or_b32_e32 v56, 0x400000, v54
	v_cmp_u_f32_e32 vcc, v54, v54
	s_nop 1
	v_cndmask_b32_e32 v56, v55, v56, vcc
	v_lshl_add_u64 v[54:55], s[12:13], 1, v[24:25]
	global_store_short_d16_hi v[54:55], v56, off
	s_branch .LBB0_27
.LBB0_30:
	s_and_b64 vcc, exec, s[34:35]
	s_cbranch_vccz .LBB0_32
	v_bfe_u32 v0, v8, 16, 1
	s_movk_i32 s0, 0x7fff
	v_add3_u32 v0, v0, v8, s0
	v_or_b32_e32 v1, 0x400000, v8
	v_cmp_u_f32_e32 vcc, v8, v8
	s_mov_b32 s1, 0x7060302
	s_nop 0
	v_cndmask_b32_e32 v8, v0, v1, vcc
	v_lshl_add_u64 v[0:1], v[2:3], 1, s[36:37]
	v_bfe_u32 v2, v9, 16, 1
	v_add3_u32 v2, v2, v9, s0
	v_or_b32_e32 v3, 0x400000, v9
	v_cmp_u_f32_e32 vcc, v9, v9
	v_or_b32_e32 v9, 0x400000, v4
	s_nop 0
	v_cndmask_b32_e32 v2, v2, v3, vcc
	v_bfe_u32 v3, v4, 16, 1
	v_add3_u32 v3, v3, v4, s0
	v_cmp_u_f32_e32 vcc, v4, v4
	v_bfe_u32 v4, v5, 16, 1
	v_add3_u32 v4, v4, v5, s0
	v_cndmask_b32_e32 v3, v3, v9, vcc
	v_or_b32_e32 v9, 0x400000, v5
	v_cmp_u_f32_e32 vcc, v5, v5
	v_perm_b32 v2, v2, v8, s1
	v_or_b32_e32 v5, 0x400000, v6
	v_cndmask_b32_e32 v4, v4, v9, vcc
	v_perm_b32 v3, v4, v3, s1
	global_store_dwordx2 v[0:1], v[2:3], off
	v_bfe_u32 v2, v12, 16, 1
	v_add3_u32 v2, v2, v12, s0
	v_or_b32_e32 v3, 0x400000, v12
	v_cmp_u_f32_e32 vcc, v12, v12
	v_or_b32_e32 v4, 0x400000, v13
	s_nop 0
	v_cndmask_b32_e32 v2, v2, v3, vcc
	v_bfe_u32 v3, v13, 16, 1
	v_add3_u32 v3, v3, v13, s0
	v_cmp_u_f32_e32 vcc, v13, v13
	s_nop 1
	v_cndmask_b32_e32 v4, v3, v4, vcc
	v_bfe_u32 v3, v6, 16, 1
	v_add3_u32 v3, v3, v6, s0
	v_cmp_u_f32_e32 vcc, v6, v6
	v_or_b32_e32 v6, 0x400000, v7
	v_perm_b32 v2, v4, v2, s1
	v_cndmask_b32_e32 v3, v3, v5, vcc
	v_bfe_u32 v5, v7, 16, 1
	v_add3_u32 v5, v5, v7, s0
	v_cmp_u_f32_e32 vcc, v7, v7
	v_or_b32_e32 v4, 0x400000, v15
	s_nop 0
	v_cndmask_b32_e32 v5, v5, v6, vcc
	v_perm_b32 v3, v5, v3, s1
	global_store_dwordx2 v[0:1], v[2:3], off offset:64
	v_bfe_u32 v2, v14, 16, 1
	v_add3_u32 v2, v2, v14, s0
	v_or_b32_e32 v3, 0x400000, v14
	v_cmp_u_f32_e32 vcc, v14, v14
	v_or_b32_e32 v5, 0x400000, v10
	v_or_b32_e32 v6, 0x400000, v11
	v_cndmask_b32_e32 v2, v2, v3, vcc
	v_bfe_u32 v3, v15, 16, 1
	v_add3_u32 v3, v3, v15, s0
	v_cmp_u_f32_e32 vcc, v15, v15
	s_nop 1
	v_cndmask_b32_e32 v4, v3, v4, vcc
	v_bfe_u32 v3, v10, 16, 1
	v_add3_u32 v3, v3, v10, s0
	v_cmp_u_f32_e32 vcc, v10, v10
	v_perm_b32 v2, v4, v2, s1
	v_or_b32_e32 v4, 0x400000, v19
	v_cndmask_b32_e32 v3, v3, v5, vcc
	v_bfe_u32 v5, v11, 16, 1
	v_add3_u32 v5, v5, v11, s0
	v_cmp_u_f32_e32 vcc, v11, v11
	s_nop 1
	v_cndmask_b32_e32 v5, v5, v6, vcc
	v_perm_b32 v3, v5, v3, s1
	global_store_dwordx2 v[0:1], v[2:3], off offset:128
	v_bfe_u32 v2, v18, 16, 1
	v_add3_u32 v2, v2, v18, s0
	v_or_b32_e32 v3, 0x400000, v18
	v_cmp_u_f32_e32 vcc, v18, v18
	v_or_b32_e32 v5, 0x400000, v16
	v_or_b32_e32 v6, 0x400000, v17
	v_cndmask_b32_e32 v2, v2, v3, vcc
	v_bfe_u32 v3, v19, 16, 1
	v_add3_u32 v3, v3, v19, s0
	v_cmp_u_f32_e32 vcc, v19, v19
	s_nop 1
	v_cndmask_b32_e32 v4, v3, v4, vcc
	v_bfe_u32 v3, v16, 16, 1
	v_add3_u32 v3, v3, v16, s0
	v_cmp_u_f32_e32 vcc, v16, v16
	v_perm_b32 v2, v4, v2, s1
	s_nop 0
	v_cndmask_b32_e32 v3, v3, v5, vcc
	v_bfe_u32 v5, v17, 16, 1
	v_add3_u32 v5, v5, v17, s0
	v_cmp_u_f32_e32 vcc, v17, v17
	s_nop 1
	v_cndmask_b32_e32 v5, v5, v6, vcc
	v_perm_b32 v3, v5, v3, s1
	global_store_dwordx2 v[0:1], v[2:3], off offset:192
.LBB0_32:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel gdn_verify_decode_act_bf16_dt_f32_pool_bf16_bv16w2
		.amdhsa_group_segment_fixed_size 8256
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 164
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
		.amdhsa_next_free_vgpr 105
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
	.size	gdn_verify_decode_act_bf16_dt_f32_pool_bf16_bv16w2, .Lfunc_end0-gdn_verify_decode_act_bf16_dt_f32_pool_bf16_bv16w2

	.set gdn_verify_decode_act_bf16_dt_f32_pool_bf16_bv16w2.num_vgpr, 105
	.set gdn_verify_decode_act_bf16_dt_f32_pool_bf16_bv16w2.num_agpr, 0
	.set gdn_verify_decode_act_bf16_dt_f32_pool_bf16_bv16w2.numbered_sgpr, 57
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
      - .name:           num_requests
        .offset:         88
        .size:           4
        .value_kind:     by_value
      - .name:           num_slots
        .offset:         92
        .size:           4
        .value_kind:     by_value
      - .name:           num_k_heads
        .offset:         96
        .size:           4
        .value_kind:     by_value
      - .name:           num_v_heads
        .offset:         100
        .size:           4
        .value_kind:     by_value
      - .name:           stride_q
        .offset:         104
        .size:           8
        .value_kind:     by_value
      - .name:           stride_k
        .offset:         112
        .size:           8
        .value_kind:     by_value
      - .name:           stride_v
        .offset:         120
        .size:           8
        .value_kind:     by_value
      - .name:           stride_a
        .offset:         128
        .size:           8
        .value_kind:     by_value
      - .name:           stride_b
        .offset:         136
        .size:           8
        .value_kind:     by_value
      - .name:           pool_slot_pitch
        .offset:         144
        .size:           8
        .value_kind:     by_value
      - .name:           scale
        .offset:         152
        .size:           4
        .value_kind:     by_value
      - .name:           softplus_beta
        .offset:         156
        .size:           4
        .value_kind:     by_value
      - .name:           softplus_threshold
        .offset:         160
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 8256
    .kernarg_segment_align: 8
    .kernarg_segment_size: 164
    .max_flat_workgroup_size: 128
    .name:           gdn_verify_decode_act_bf16_dt_f32_pool_bf16_bv16w2
    .private_segment_fixed_size: 0
    .sgpr_count:     63
    .sgpr_spill_count: 0
    .symbol:         gdn_verify_decode_act_bf16_dt_f32_pool_bf16_bv16w2.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     105
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
