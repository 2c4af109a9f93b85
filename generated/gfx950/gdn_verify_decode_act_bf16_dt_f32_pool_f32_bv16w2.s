; deltagen generated file: do not edit. Regenerate with `cargo xtask gen`.
; kernel: gdn_verify  instance: gdn_verify_decode_act_bf16_dt_f32_pool_f32_bv16w2  arch: gfx950
; profile=portable  mode=decode  act_dtype=bf16  dt_bias_dtype=f32  pool_dtype=f32  tile=bv16w2  lanes_per_column=8  requests=>1
; ir-sha256: 060acf696db182ddd539a075ef4cce5a2d203adc545198bc01f38877053e2f88
; llvm: 22.1  pipeline: default<O3>  ld.lld: LLVM 22.1
	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 6
	.text
	.globl	gdn_verify_decode_act_bf16_dt_f32_pool_f32_bv16w2
	.p2align	8
	.type	gdn_verify_decode_act_bf16_dt_f32_pool_f32_bv16w2,@function
gdn_verify_decode_act_bf16_dt_f32_pool_f32_bv16w2:
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
	v_lshl_or_b32 v26, s7, 4, v2
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
	v_ashrrev_i32_e32 v27, 31, v26
	v_rcp_iflag_f32_e32 v1, v1
	v_mov_b32_e32 v19, 0
	v_and_b32_e32 v28, 7, v0
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
	v_lshl_add_u64 v[2:3], s[44:45], 0, v[26:27]
	s_ashr_i32 s2, s12, 31
	v_readfirstlane_b32 s7, v1
	v_lshlrev_b64 v[2:3], 7, v[2:3]
	s_mul_i32 s2, s30, s2
	s_mul_i32 s3, s31, s12
	v_mov_b32_e32 v1, s12
	s_add_i32 s8, s2, s3
	v_mad_u64_u32 v[20:21], s[2:3], s30, v1, v[2:3]
	v_mov_b32_e32 v4, v19
	v_mov_b32_e32 v5, v19
	v_cndmask_b32_e64 v1, 0, 1, s[34:35]
	v_lshlrev_b32_e32 v18, 2, v28
	v_add_u32_e32 v21, s8, v21
	v_cmp_ne_u32_e64 s[2:3], 1, v1
	s_andn2_b64 vcc, exec, s[34:35]
	v_mov_b64_e32 v[2:3], v[4:5]
	s_cbranch_vccnz .LBB0_2
	v_lshl_add_u64 v[2:3], v[20:21], 2, s[36:37]
	v_lshlrev_b32_e32 v6, 2, v18
	v_mov_b32_e32 v7, v19
	v_lshl_add_u64 v[2:3], v[2:3], 0, v[6:7]
	global_load_dwordx2 v[2:3], v[2:3], off
	s_waitcnt vmcnt(0)
	v_pk_add_f32 v[2:3], v[2:3], 0 op_sel_hi:[1,0]
.LBB0_2:
	s_and_b64 vcc, exec, s[2:3]
	s_cbranch_vccnz .LBB0_4
	v_lshl_add_u64 v[4:5], v[20:21], 2, s[36:37]
	v_lshlrev_b32_e32 v6, 2, v18
	v_mov_b32_e32 v7, 0
	v_lshl_add_u64 v[4:5], v[4:5], 0, v[6:7]
	global_load_dwordx2 v[4:5], v[4:5], off offset:8
	s_waitcnt vmcnt(0)
	v_pk_add_f32 v[4:5], v[4:5], 0 op_sel_hi:[1,0]
.LBB0_4:
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v9, v8
	s_and_b64 vcc, exec, s[2:3]
	v_mov_b64_e32 v[6:7], v[8:9]
	s_cbranch_vccnz .LBB0_6
	v_lshl_add_u64 v[6:7], v[20:21], 2, s[36:37]
	v_lshlrev_b32_e32 v10, 2, v18
	v_mov_b32_e32 v11, v8
	v_lshl_add_u64 v[6:7], v[6:7], 0, v[10:11]
	global_load_dwordx2 v[6:7], v[6:7], off offset:128
	s_waitcnt vmcnt(0)
	v_pk_add_f32 v[6:7], v[6:7], 0 op_sel_hi:[1,0]
.LBB0_6:
	s_and_b64 vcc, exec, s[2:3]
	s_cbranch_vccnz .LBB0_8
	v_lshl_add_u64 v[8:9], v[20:21], 2, s[36:37]
	v_lshlrev_b32_e32 v10, 2, v18
	v_mov_b32_e32 v11, 0
	v_lshl_add_u64 v[8:9], v[8:9], 0, v[10:11]
	global_load_dwordx2 v[8:9], v[8:9], off offset:136
	s_waitcnt vmcnt(0)
	v_pk_add_f32 v[8:9], v[8:9], 0 op_sel_hi:[1,0]
.LBB0_8:
	v_mov_b32_e32 v12, 0
	v_mov_b32_e32 v13, v12
	s_and_b64 vcc, exec, s[2:3]
	v_mov_b64_e32 v[10:11], v[12:13]
	s_cbranch_vccnz .LBB0_10
	v_lshl_add_u64 v[10:11], v[20:21], 2, s[36:37]
	v_lshlrev_b32_e32 v14, 2, v18
	v_mov_b32_e32 v15, v12
	v_lshl_add_u64 v[10:11], v[10:11], 0, v[14:15]
	global_load_dwordx2 v[10:11], v[10:11], off offset:256
	s_waitcnt vmcnt(0)
	v_pk_add_f32 v[10:11], v[10:11], 0 op_sel_hi:[1,0]
.LBB0_10:
	s_and_b64 vcc, exec, s[2:3]
	s_cbranch_vccnz .LBB0_12
	v_lshl_add_u64 v[12:13], v[20:21], 2, s[36:37]
	v_lshlrev_b32_e32 v14, 2, v18
	v_mov_b32_e32 v15, 0
	v_lshl_add_u64 v[12:13], v[12:13], 0, v[14:15]
	global_load_dwordx2 v[12:13], v[12:13], off offset:264
	s_waitcnt vmcnt(0)
	v_pk_add_f32 v[12:13], v[12:13], 0 op_sel_hi:[1,0]
.LBB0_12:
	s_load_dwordx2 s[30:31], s[4:5], 0x0
	v_mov_b32_e32 v16, 0
	v_mov_b32_e32 v17, v16
	s_and_b64 vcc, exec, s[2:3]
	v_mov_b64_e32 v[14:15], v[16:17]
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
	v_lshl_add_u64 v[14:15], v[20:21], 2, s[36:37]
	v_lshlrev_b32_e32 v22, 2, v18
	v_mov_b32_e32 v23, v16
	v_lshl_add_u64 v[14:15], v[14:15], 0, v[22:23]
	global_load_dwordx2 v[14:15], v[14:15], off offset:384
	s_waitcnt vmcnt(0)
	v_pk_add_f32 v[14:15], v[14:15], 0 op_sel_hi:[1,0]
	s_and_b64 vcc, exec, s[2:3]
	s_cbranch_vccnz .LBB0_14
.LBB0_16:
	v_lshl_add_u64 v[16:17], v[20:21], 2, s[36:37]
	v_lshlrev_b32_e32 v22, 2, v18
	v_mov_b32_e32 v23, 0
	v_lshl_add_u64 v[16:17], v[16:17], 0, v[22:23]
	global_load_dwordx2 v[16:17], v[16:17], off offset:392
	s_waitcnt vmcnt(0)
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
	v_mov_b32_e32 v32, 0xc2d00000
	s_mov_b32 s51, 0x42b20000
	s_waitcnt lgkmcnt(0)
	s_add_u32 s14, s14, s38
	s_addc_u32 s15, s15, s39
	s_load_dword s3, s[14:15], 0x0
	v_mov_b32_e32 v33, 0x42b20000
	v_mov_b32_e32 v34, 0x4b400000
	v_mov_b32_e32 v35, 0x3ab60b61
	s_add_u32 s14, s16, s38
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v22, s3
	v_cmp_nlt_f32_e32 vcc, s3, v32
	s_addc_u32 s15, s17, s39
	s_ashr_i32 s3, s2, 31
	v_cndmask_b32_e32 v22, v32, v22, vcc
	v_cmp_nlt_f32_e32 vcc, s51, v22
	s_lshr_b32 s3, s3, 29
	s_add_i32 s2, s2, s3
	v_cndmask_b32_e32 v22, v33, v22, vcc
	v_fmamk_f32 v23, v22, 0x3fb8aa3b, v34
	v_add_f32_e32 v23, 0xcb400000, v23
	v_fmac_f32_e32 v22, 0xbf317218, v23
	v_mul_f32_e32 v24, 0x3102e308, v23
	v_add_f32_e32 v25, v22, v24
	v_sub_f32_e32 v22, v25, v22
	v_sub_f32_e32 v22, v24, v22
	v_fmamk_f32 v24, v25, 0x39500d01, v35
	v_fmaak_f32 v24, v24, v25, 0x3c088889
	v_fmaak_f32 v24, v24, v25, 0x3d2aaaab
	v_fmaak_f32 v24, v24, v25, 0x3e2aaaab
	v_fma_f32 v24, v24, v25, 0.5
	v_mul_f32_e32 v29, v25, v25
	v_mul_f32_e32 v24, v29, v24
	v_add_f32_e32 v29, v25, v24
	v_sub_f32_e32 v25, v29, v25
	v_cmp_o_f32_e32 vcc, v23, v23
	v_sub_f32_e32 v24, v24, v25
	s_ashr_i32 s52, s2, 3
	v_cndmask_b32_e32 v23, 0, v23, vcc
	s_lshl_b64 s[2:3], s[48:49], 1
	v_add_f32_e32 v22, v22, v24
	v_add_f32_e32 v24, 1.0, v29
	v_cvt_i32_f32_e32 v23, v23
	s_add_u32 s16, s10, s2
	v_add_f32_e32 v25, -1.0, v24
	s_addc_u32 s17, s11, s3
	v_sub_f32_e32 v25, v29, v25
	s_add_u32 s38, s12, s2
	s_mul_i32 s2, s55, s53
	v_add_f32_e32 v22, v25, v22
	s_addc_u32 s39, s13, s3
	s_sub_i32 s2, s54, s2
	s_load_dword s43, s[14:15], 0x0
	v_add_f32_e32 v22, v24, v22
	v_ashrrev_i32_e32 v24, 1, v23
	v_div_scale_f32 v25, s[14:15], s41, s41, 1.0
	s_add_i32 s3, s55, 1
	s_sub_i32 s10, s2, s53
	v_sub_u32_e32 v23, v23, v24
	v_lshlrev_b32_e32 v24, 23, v24
	v_rcp_f32_e32 v29, v25
	s_cmp_ge_u32 s2, s53
	v_add_u32_e32 v24, 1.0, v24
	v_lshlrev_b32_e32 v23, 23, v23
	s_cselect_b32 s3, s3, s55
	v_add_u32_e32 v23, 1.0, v23
	v_mul_f32_e32 v22, v22, v24
	s_cselect_b32 s2, s10, s2
	s_add_i32 s10, s3, 1
	v_mul_f32_e32 v22, v22, v23
	s_cmp_ge_u32 s2, s53
	v_sub_f32_e32 v36, 0, v22
	v_fma_f32 v22, -v25, v29, 1.0
	s_cselect_b32 s2, s10, s3
	v_fmac_f32_e32 v29, v22, v29
	v_div_scale_f32 v22, vcc, 1.0, s41, 1.0
	s_xor_b32 s2, s2, s56
	v_mul_f32_e32 v23, v22, v29
	s_sub_i32 s10, s2, s56
	v_fma_f32 v24, -v25, v23, v22
	s_ashr_i32 s11, s10, 31
	v_fmac_f32_e32 v23, v24, v29
	s_lshl_b64 s[10:11], s[10:11], 8
	v_and_b32_e32 v1, 31, v0
	v_fma_f32 v22, -v25, v23, v22
	s_add_u32 s4, s4, s10
	v_div_fmas_f32 v22, v22, v29, v23
	s_addc_u32 s5, s5, s11
	v_lshlrev_b32_e32 v24, 3, v1
	v_mov_b32_e32 v25, 0
	v_div_fixup_f32 v37, v22, s41, 1.0
	v_lshl_add_u64 v[22:23], s[4:5], 0, v[24:25]
	s_add_u32 s4, s6, s10
	s_addc_u32 s5, s7, s11
	s_lshl_b64 s[6:7], s[44:45], 1
	s_add_u32 s8, s8, s6
	s_load_dwordx8 s[20:27], s[0:1], 0x68
	s_addc_u32 s9, s9, s7
	v_lshrrev_b32_e32 v31, 5, v0
	v_cmp_eq_u32_e64 s[0:1], 0, v1
	v_lshlrev_b32_e32 v1, 4, v1
	s_add_u32 s6, s18, s6
	s_movk_i32 s2, 0x100
	v_lshl_add_u64 v[24:25], s[4:5], 0, v[24:25]
	v_lshl_or_b32 v43, v31, 9, v1
	v_lshlrev_b32_e32 v1, 2, v31
	s_movk_i32 s4, 0x80
	v_lshlrev_b64 v[26:27], 1, v[26:27]
	s_addc_u32 s7, s19, s7
	v_cmp_gt_u32_e64 s[2:3], s2, v0
	v_lshlrev_b32_e32 v29, 2, v0
	v_bfrev_b32_e32 v30, 0.5
	v_or_b32_e32 v45, 0x2020, v1
	v_or_b32_e32 v46, 0x2000, v1
	v_cmp_gt_u32_e64 s[4:5], s4, v0
	v_lshl_add_u64 v[0:1], s[8:9], 0, v[26:27]
	v_lshl_add_u64 v[26:27], s[6:7], 0, v[26:27]
	v_cmp_eq_u32_e64 s[6:7], 0, v28
	v_lshlrev_b32_e32 v49, 4, v28
	s_mov_b32 s33, 0
	s_mov_b32 s50, 0xc2d00000
	v_bitop3_b32 v38, v29, 64, v30 bitop3:0x6c
	v_bitop3_b32 v39, v29, 32, v30 bitop3:0x6c
	v_bitop3_b32 v40, v29, 16, v30 bitop3:0x6c
	v_bitop3_b32 v41, v29, 8, v30 bitop3:0x6c
	v_bitop3_b32 v42, v29, 4, v30 bitop3:0x6c
	v_or_b32_e32 v44, 0x1000, v43
	v_or_b32_e32 v47, 0x1800, v43
	v_or_b32_e32 v48, 0x800, v43
	s_lshl_b64 s[18:19], s[46:47], 7
	s_mov_b32 s44, s40
	s_mov_b32 s45, s40
	s_mov_b32 s40, 0xf800000
	v_mov_b32_e32 v50, 0x260
	s_mov_b32 s48, 0x800000
	v_mov_b32_e32 v51, 0x3e638e39
	s_mov_b32 s49, 0x7f800000
	v_mov_b32_e32 v28, -1.0
	v_not_b32_e32 v52, 22
	v_mov_b32_e32 v53, 0xff800000
	v_mov_b32_e32 v54, 0x7f800000
	v_mov_b32_e32 v55, 0x7fc00000
	s_mov_b32 s53, s30
	s_mov_b32 s54, s31
	s_branch .LBB0_19
.LBB0_18:
	s_add_i32 s33, s33, 1
	s_add_i32 s54, s54, -8
	s_add_i32 s53, s53, 8
	s_cmp_eq_u32 s33, s52
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_30
.LBB0_19:
	s_lshl_b32 s55, s33, 3
	v_or_b32_e32 v56, s55, v31
	v_cmp_gt_i32_e32 vcc, s31, v56
	s_and_b64 s[8:9], s[2:3], vcc
	s_and_saveexec_b64 s[46:47], s[8:9]
	s_cbranch_execz .LBB0_22
	v_add_u32_e32 v30, s30, v56
	v_ashrrev_i32_e32 v29, 31, v30
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v57, s20, v29
	v_mul_lo_u32 v60, s21, v30
	v_mad_u64_u32 v[58:59], s[8:9], s20, v30, 0
	v_add3_u32 v59, v59, v57, v60
	v_mul_lo_u32 v57, s22, v29
	v_mul_lo_u32 v62, s23, v30
	v_mad_u64_u32 v[60:61], s[8:9], s22, v30, 0
	v_lshl_add_u64 v[58:59], v[58:59], 1, v[22:23]
	v_add3_u32 v61, v61, v57, v62
	global_load_dwordx2 v[58:59], v[58:59], off
	v_lshl_add_u64 v[60:61], v[60:61], 1, v[24:25]
	global_load_dwordx2 v[60:61], v[60:61], off
	s_waitcnt vmcnt(1)
	v_lshlrev_b32_e32 v57, 16, v58
	v_and_b32_e32 v58, 0xffff0000, v58
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v62, 16, v60
	v_and_b32_e32 v63, 0xffff0000, v60
	v_and_b32_e32 v60, 0xffff0000, v59
	v_lshlrev_b32_e32 v64, 16, v59
	v_mul_f32_e32 v59, v58, v58
	v_and_b32_e32 v65, 0xffff0000, v61
	v_lshlrev_b32_e32 v66, 16, v61
	v_mul_f32_e32 v61, v63, v63
	v_fmac_f32_e32 v59, v57, v57
	v_fmac_f32_e32 v61, v62, v62
	v_fmac_f32_e32 v59, v64, v64
	v_fmac_f32_e32 v61, v66, v66
	v_fmac_f32_e32 v59, v60, v60
	v_fmac_f32_e32 v61, v65, v65
	ds_bpermute_b32 v67, v38, v59
	ds_bpermute_b32 v68, v38, v61
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v59, v59, v67
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v61, v61, v68
	ds_bpermute_b32 v67, v39, v59
	ds_bpermute_b32 v68, v39, v61
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v59, v59, v67
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v61, v61, v68
	ds_bpermute_b32 v67, v40, v59
	ds_bpermute_b32 v68, v40, v61
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v59, v59, v67
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v61, v61, v68
	ds_bpermute_b32 v67, v41, v59
	ds_bpermute_b32 v68, v41, v61
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v59, v59, v67
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v61, v61, v68
	ds_bpermute_b32 v67, v42, v59
	ds_bpermute_b32 v68, v42, v61
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v59, v59, v67
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v61, v61, v68
	v_add_f32_e32 v59, 0x358637bd, v59
	v_add_f32_e32 v61, 0x358637bd, v61
	v_mul_f32_e32 v67, 0x4f800000, v59
	v_cmp_gt_f32_e32 vcc, s40, v59
	v_mul_f32_e32 v68, 0x4f800000, v61
	v_cmp_gt_f32_e64 s[8:9], s40, v61
	v_cndmask_b32_e32 v59, v59, v67, vcc
	v_sqrt_f32_e32 v67, v59
	v_cndmask_b32_e64 v61, v61, v68, s[8:9]
	v_sqrt_f32_e32 v68, v61
	v_add_u32_e32 v69, -1, v67
	v_fma_f32 v73, -v69, v67, v59
	v_add_u32_e32 v71, -1, v68
	v_add_u32_e32 v70, 1, v67
	v_fma_f32 v75, -v71, v68, v61
	v_cmp_ge_f32_e64 s[10:11], 0, v73
	v_add_u32_e32 v72, 1, v68
	v_fma_f32 v74, -v70, v67, v59
	v_cndmask_b32_e64 v67, v67, v69, s[10:11]
	v_cmp_ge_f32_e64 s[10:11], 0, v75
	v_fma_f32 v76, -v72, v68, v61
	s_nop 0
	v_cndmask_b32_e64 v68, v68, v71, s[10:11]
	v_cmp_lt_f32_e64 s[10:11], 0, v74
	s_nop 1
	v_cndmask_b32_e64 v67, v67, v70, s[10:11]
	v_cmp_lt_f32_e64 s[10:11], 0, v76
	v_mul_f32_e32 v69, 0x37800000, v67
	v_cndmask_b32_e32 v67, v67, v69, vcc
	v_cndmask_b32_e64 v68, v68, v72, s[10:11]
	v_cmp_class_f32_e32 vcc, v59, v50
	v_mul_f32_e32 v70, 0x37800000, v68
	v_cndmask_b32_e64 v68, v68, v70, s[8:9]
	v_cndmask_b32_e32 v67, v67, v59, vcc
	v_cmp_class_f32_e32 vcc, v61, v50
	v_div_scale_f32 v59, s[8:9], v67, v67, v58
	s_nop 0
	v_cndmask_b32_e32 v68, v68, v61, vcc
	v_div_scale_f32 v69, s[8:9], v67, v67, v57
	v_rcp_f32_e32 v77, v59
	v_div_scale_f32 v71, s[10:11], v67, v67, v60
	v_div_scale_f32 v75, s[14:15], v68, v68, v63
	v_rcp_f32_e32 v78, v69
	v_div_scale_f32 v73, s[12:13], v67, v67, v64
	v_rcp_f32_e32 v79, v71
	v_rcp_f32_e32 v81, v75
	v_rcp_f32_e32 v80, v73
	v_fma_f32 v82, -v59, v77, 1.0
	v_div_scale_f32 v61, vcc, v58, v67, v58
	v_fma_f32 v83, -v69, v78, 1.0
	v_fmac_f32_e32 v77, v82, v77
	v_div_scale_f32 v70, s[8:9], v57, v67, v57
	v_fma_f32 v84, -v71, v79, 1.0
	v_fma_f32 v86, -v75, v81, 1.0
	v_fmac_f32_e32 v78, v83, v78
	v_mul_f32_e32 v82, v61, v77
	v_div_scale_f32 v72, s[10:11], v60, v67, v60
	v_fma_f32 v85, -v73, v80, 1.0
	v_fmac_f32_e32 v79, v84, v79
	v_fmac_f32_e32 v81, v86, v81
	v_mul_f32_e32 v83, v70, v78
	v_fma_f32 v86, -v59, v82, v61
	v_div_scale_f32 v74, s[12:13], v64, v67, v64
	v_fmac_f32_e32 v80, v85, v80
	v_mul_f32_e32 v84, v72, v79
	v_fma_f32 v87, -v69, v83, v70
	v_fmac_f32_e32 v82, v86, v77
	v_mul_f32_e32 v85, v74, v80
	v_fma_f32 v88, -v71, v84, v72
	v_fmac_f32_e32 v83, v87, v78
	v_fma_f32 v59, -v59, v82, v61
	v_fma_f32 v89, -v73, v85, v74
	v_fmac_f32_e32 v84, v88, v79
	v_fma_f32 v61, -v69, v83, v70
	v_div_fmas_f32 v59, v59, v77, v82
	s_mov_b64 vcc, s[8:9]
	v_fmac_f32_e32 v85, v89, v80
	v_fma_f32 v69, -v71, v84, v72
	v_div_fixup_f32 v59, v59, v67, v58
	v_div_fmas_f32 v58, v61, v78, v83
	s_mov_b64 vcc, s[10:11]
	v_fma_f32 v70, -v73, v85, v74
	v_div_fixup_f32 v58, v58, v67, v57
	v_div_fmas_f32 v57, v69, v79, v84
	s_mov_b64 vcc, s[12:13]
	v_div_fixup_f32 v61, v57, v67, v60
	v_div_fmas_f32 v57, v70, v80, v85
	v_div_fixup_f32 v60, v57, v67, v64
	v_div_scale_f32 v76, s[14:15], v63, v68, v63
	v_pk_mul_f32 v[58:59], s[44:45], v[58:59]
	v_pk_mul_f32 v[60:61], s[44:45], v[60:61]
	ds_write_b128 v44, v[58:61]
	v_mul_f32_e32 v57, v76, v81
	v_div_scale_f32 v60, s[8:9], v68, v68, v62
	v_fma_f32 v58, -v75, v57, v76
	v_rcp_f32_e32 v61, v60
	v_fmac_f32_e32 v57, v58, v81
	v_fma_f32 v58, -v75, v57, v76
	s_mov_b64 vcc, s[14:15]
	v_div_fmas_f32 v57, v58, v81, v57
	v_div_fixup_f32 v59, v57, v68, v63
	v_fma_f32 v57, -v60, v61, 1.0
	v_fmac_f32_e32 v61, v57, v61
	v_div_scale_f32 v57, vcc, v62, v68, v62
	v_mul_f32_e32 v58, v57, v61
	v_fma_f32 v63, -v60, v58, v57
	v_fmac_f32_e32 v58, v63, v61
	v_fma_f32 v57, -v60, v58, v57
	v_div_scale_f32 v60, s[8:9], v68, v68, v65
	v_rcp_f32_e32 v63, v60
	v_div_fmas_f32 v57, v57, v61, v58
	v_div_fixup_f32 v58, v57, v68, v62
	v_fma_f32 v57, -v60, v63, 1.0
	v_fmac_f32_e32 v63, v57, v63
	v_div_scale_f32 v57, vcc, v65, v68, v65
	v_mul_f32_e32 v61, v57, v63
	v_fma_f32 v62, -v60, v61, v57
	v_fmac_f32_e32 v61, v62, v63
	v_fma_f32 v57, -v60, v61, v57
	v_div_scale_f32 v60, s[8:9], v68, v68, v66
	v_rcp_f32_e32 v62, v60
	v_div_fmas_f32 v57, v57, v63, v61
	v_div_fixup_f32 v61, v57, v68, v65
	v_fma_f32 v57, -v60, v62, 1.0
	v_fmac_f32_e32 v62, v57, v62
	v_div_scale_f32 v57, vcc, v66, v68, v66
	v_mul_f32_e32 v63, v57, v62
	v_fma_f32 v64, -v60, v63, v57
	v_fmac_f32_e32 v63, v64, v62
	v_fma_f32 v57, -v60, v63, v57
	v_div_fmas_f32 v57, v57, v62, v63
	v_div_fixup_f32 v60, v57, v68, v66
	ds_write_b128 v43, v[58:61]
	s_and_b64 exec, exec, s[0:1]
	s_cbranch_execz .LBB0_22
	v_mul_lo_u32 v57, s27, v30
	v_mul_lo_u32 v60, s26, v29
	v_mad_u64_u32 v[58:59], s[8:9], s26, v30, 0
	v_add3_u32 v59, v59, v60, v57
	v_lshl_add_u64 v[58:59], v[58:59], 1, s[16:17]
	global_load_ushort v57, v[58:59], off
	v_mul_lo_u32 v60, s29, v30
	v_mul_lo_u32 v29, s28, v29
	v_mad_u64_u32 v[58:59], s[8:9], s28, v30, 0
	v_add3_u32 v59, v59, v29, v60
	v_lshl_add_u64 v[58:59], v[58:59], 1, s[38:39]
	global_load_ushort v29, v[58:59], off
	s_waitcnt vmcnt(1)
	v_lshlrev_b32_e32 v30, 16, v57
	v_add_f32_e32 v30, s43, v30
	v_mul_f32_e32 v62, s41, v30
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v29, 16, v29
	v_sub_f32_e32 v57, 0, v29
	v_cmp_nlt_f32_e64 vcc, -v29, s50
	s_nop 1
	v_cndmask_b32_e32 v63, v32, v57, vcc
	v_cmp_ngt_f32_e32 vcc, s50, v62
	s_nop 1
	v_cndmask_b32_e32 v29, v32, v62, vcc
	v_cmp_nlt_f32_e32 vcc, s51, v29
	s_nop 1
	v_cndmask_b32_e32 v29, v33, v29, vcc
	v_fmamk_f32 v57, v29, 0x3fb8aa3b, v34
	v_add_f32_e32 v57, 0xcb400000, v57
	v_fmac_f32_e32 v29, 0xbf317218, v57
	v_mul_f32_e32 v59, 0x3102e308, v57
	v_cmp_o_f32_e32 vcc, v57, v57
	s_nop 1
	v_cndmask_b32_e32 v58, 0, v57, vcc
	v_add_f32_e32 v57, v29, v59
	v_cvt_i32_f32_e32 v58, v58
	v_fmamk_f32 v64, v57, 0x39500d01, v35
	v_pk_add_f32 v[60:61], v[56:57], v[28:29] neg_lo:[0,1] neg_hi:[0,1]
	v_fmaak_f32 v29, v64, v57, 0x3c088889
	v_fmaak_f32 v29, v29, v57, 0x3d2aaaab
	v_fmaak_f32 v29, v29, v57, 0x3e2aaaab
	v_mul_f32_e32 v65, v57, v57
	v_ashrrev_i32_e32 v60, 1, v58
	v_fma_f32 v29, v29, v57, 0.5
	v_sub_u32_e32 v58, v58, v60
	v_mul_f32_e32 v29, v65, v29
	v_lshl_add_u32 v65, v58, 23, 1.0
	v_add_f32_e32 v58, v57, v29
	v_add_f32_e32 v66, 1.0, v58
	v_lshl_add_u32 v64, v60, 23, 1.0
	v_sub_f32_e32 v57, v58, v57
	v_add_f32_e32 v60, -1.0, v66
	v_sub_f32_e32 v29, v29, v57
	v_pk_add_f32 v[58:59], v[58:59], v[60:61] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_add_f32_e32 v29, v59, v29
	v_add_f32_e32 v29, v58, v29
	v_add_f32_e32 v29, v66, v29
	v_mul_f32_e32 v29, v29, v64
	v_mul_f32_e32 v29, v29, v65
	v_add_f32_e32 v29, 1.0, v29
	v_mul_f32_e32 v57, 0x4b000000, v29
	v_cmp_gt_f32_e32 vcc, s48, v29
	s_nop 1
	v_cndmask_b32_e32 v57, v29, v57, vcc
	v_add_u32_e32 v59, 0xc0cafb0d, v57
	v_ashrrev_i32_e32 v60, 23, v59
	v_and_b32_e32 v59, 0xff800000, v59
	v_sub_u32_e32 v57, v57, v59
	v_add_f32_e32 v57, -1.0, v57
	v_cndmask_b32_e32 v58, 0, v52, vcc
	v_add_f32_e32 v59, 2.0, v57
	v_add_u32_e32 v58, v60, v58
	v_div_scale_f32 v60, s[8:9], v59, v59, v57
	v_rcp_f32_e32 v61, v60
	v_div_scale_f32 v64, vcc, v57, v59, v57
	v_cvt_f32_i32_e32 v58, v58
	v_fma_f32 v65, -v60, v61, 1.0
	v_fmac_f32_e32 v61, v65, v61
	v_mul_f32_e32 v65, v64, v61
	v_fma_f32 v66, -v60, v65, v64
	v_fmac_f32_e32 v65, v66, v61
	v_fma_f32 v60, -v60, v65, v64
	v_div_fmas_f32 v60, v60, v61, v65
	v_div_fixup_f32 v59, v60, v59, v57
	v_mul_f32_e32 v60, v59, v59
	v_fmamk_f32 v61, v60, 0x3e3a2e8c, v51
	v_fmaak_f32 v61, v61, v60, 0x3e924925
	v_fmaak_f32 v61, v61, v60, 0x3ecccccd
	v_fmaak_f32 v61, v61, v60, 0x3f2aaaab
	v_mul_f32_e32 v60, v60, v61
	v_sub_f32_e32 v60, v57, v60
	v_fma_f32 v57, -v59, v60, v57
	v_fmac_f32_e32 v57, 0xb102e308, v58
	v_fmac_f32_e32 v57, 0x3f317218, v58
	v_cmp_neq_f32_e32 vcc, 0, v29
	s_nop 1
	v_cndmask_b32_e32 v57, v53, v57, vcc
	v_cmp_neq_f32_e32 vcc, s49, v29
	s_nop 1
	v_cndmask_b32_e32 v57, v54, v57, vcc
	v_cmp_ngt_f32_e32 vcc, 0, v29
	s_nop 1
	v_cndmask_b32_e32 v57, v55, v57, vcc
	v_cmp_u_f32_e32 vcc, v29, v29
	s_nop 1
	v_cndmask_b32_e32 v29, v57, v29, vcc
	v_mul_f32_e32 v29, v37, v29
	v_cmp_ge_f32_e32 vcc, s42, v62
	s_nop 1
	v_cndmask_b32_e32 v29, v30, v29, vcc
	v_mul_f32_e32 v29, v36, v29
	v_cmp_ngt_f32_e32 vcc, s50, v29
	s_nop 1
	v_cndmask_b32_e32 v29, v32, v29, vcc
	v_cmp_nlt_f32_e32 vcc, s51, v29
	s_nop 1
	v_cndmask_b32_e32 v29, v33, v29, vcc
	v_fmamk_f32 v30, v29, 0x3fb8aa3b, v34
	v_add_f32_e32 v30, 0xcb400000, v30
	v_fmac_f32_e32 v29, 0xbf317218, v30
	v_mul_f32_e32 v59, 0x3102e308, v30
	v_cmp_o_f32_e32 vcc, v30, v30
	v_add_f32_e32 v57, v29, v59
	v_fmamk_f32 v58, v57, 0x39500d01, v35
	v_cndmask_b32_e32 v30, 0, v30, vcc
	v_cmp_nlt_f32_e32 vcc, s51, v63
	v_cvt_i32_f32_e32 v30, v30
	v_pk_add_f32 v[60:61], v[56:57], v[28:29] neg_lo:[0,1] neg_hi:[0,1]
	v_cndmask_b32_e32 v29, v33, v63, vcc
	v_fmaak_f32 v58, v58, v57, 0x3c088889
	v_fmamk_f32 v60, v29, 0x3fb8aa3b, v34
	v_fmaak_f32 v58, v58, v57, 0x3d2aaaab
	v_add_f32_e32 v60, 0xcb400000, v60
	v_fmaak_f32 v58, v58, v57, 0x3e2aaaab
	v_fmac_f32_e32 v29, 0xbf317218, v60
	v_mul_f32_e32 v63, 0x3102e308, v60
	v_cmp_o_f32_e32 vcc, v60, v60
	v_mul_f32_e32 v62, v57, v57
	v_ashrrev_i32_e32 v64, 1, v30
	v_cndmask_b32_e32 v60, 0, v60, vcc
	v_fma_f32 v58, v58, v57, 0.5
	v_add_f32_e32 v65, v29, v63
	v_sub_u32_e32 v30, v30, v64
	v_lshl_add_u32 v64, v64, 23, 1.0
	v_cvt_i32_f32_e32 v68, v60
	v_mul_f32_e32 v60, v62, v58
	v_fmamk_f32 v62, v65, 0x39500d01, v35
	v_pk_add_f32 v[66:67], v[64:65], v[28:29] neg_lo:[0,1] neg_hi:[0,1]
	v_fmaak_f32 v29, v62, v65, 0x3c088889
	v_add_f32_e32 v58, v57, v60
	v_fmaak_f32 v29, v29, v65, 0x3d2aaaab
	v_sub_f32_e32 v57, v58, v57
	v_add_f32_e32 v66, 1.0, v58
	v_fmaak_f32 v29, v29, v65, 0x3e2aaaab
	v_mul_f32_e32 v69, v65, v65
	v_sub_f32_e32 v57, v60, v57
	v_add_f32_e32 v60, -1.0, v66
	v_fma_f32 v29, v29, v65, 0.5
	v_pk_add_f32 v[58:59], v[58:59], v[60:61] neg_lo:[0,1] neg_hi:[0,1]
	v_mul_f32_e32 v29, v69, v29
	v_add_f32_e32 v57, v59, v57
	v_add_f32_e32 v62, v65, v29
	v_add_f32_e32 v57, v58, v57
	v_add_f32_e32 v61, 1.0, v62
	v_add_f32_e32 v57, v66, v57
	v_sub_f32_e32 v58, v62, v65
	v_add_f32_e32 v66, -1.0, v61
	v_sub_f32_e32 v29, v29, v58
	v_pk_add_f32 v[58:59], v[62:63], v[66:67] neg_lo:[0,1] neg_hi:[0,1]
	v_ashrrev_i32_e32 v70, 1, v68
	v_add_f32_e32 v29, v59, v29
	v_add_f32_e32 v29, v58, v29
	v_sub_u32_e32 v60, v68, v70
	v_add_f32_e32 v29, v61, v29
	v_lshl_add_u32 v58, v70, 23, 1.0
	v_lshl_add_u32 v59, v60, 23, 1.0
	v_mul_f32_e32 v29, v29, v58
	v_mul_f32_e32 v29, v29, v59
	v_add_f32_e32 v29, 1.0, v29
	v_div_scale_f32 v58, s[8:9], v29, v29, 1.0
	v_rcp_f32_e32 v59, v58
	v_lshl_add_u32 v30, v30, 23, 1.0
	v_mul_f32_e32 v57, v57, v64
	v_mul_f32_e32 v30, v57, v30
	v_fma_f32 v57, -v58, v59, 1.0
	v_fmac_f32_e32 v59, v57, v59
	v_div_scale_f32 v57, vcc, 1.0, v29, 1.0
	v_mul_f32_e32 v60, v57, v59
	v_fma_f32 v61, -v58, v60, v57
	v_fmac_f32_e32 v60, v61, v59
	v_fma_f32 v57, -v58, v60, v57
	v_div_fmas_f32 v57, v57, v59, v60
	v_div_fixup_f32 v29, v57, v29, 1.0
	ds_write_b32 v45, v30
	ds_write_b32 v46, v29
.LBB0_22:
	s_or_b64 exec, exec, s[46:47]
	v_add_u32_e32 v29, 4, v56
	v_cmp_gt_i32_e32 vcc, s31, v29
	s_and_b64 s[8:9], s[4:5], vcc
	s_and_saveexec_b64 s[46:47], s[8:9]
	s_cbranch_execz .LBB0_25
	v_add_u32_e32 v30, s30, v29
	v_ashrrev_i32_e32 v29, 31, v30
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v58, s20, v29
	v_mul_lo_u32 v59, s21, v30
	v_mad_u64_u32 v[56:57], s[8:9], s20, v30, 0
	v_add3_u32 v57, v57, v58, v59
	v_mul_lo_u32 v60, s22, v29
	v_mul_lo_u32 v61, s23, v30
	v_mad_u64_u32 v[58:59], s[8:9], s22, v30, 0
	v_lshl_add_u64 v[56:57], v[56:57], 1, v[22:23]
	v_add3_u32 v59, v59, v60, v61
	global_load_dwordx2 v[56:57], v[56:57], off
	v_lshl_add_u64 v[58:59], v[58:59], 1, v[24:25]
	global_load_dwordx2 v[58:59], v[58:59], off
	s_waitcnt vmcnt(1)
	v_lshlrev_b32_e32 v60, 16, v56
	v_and_b32_e32 v56, 0xffff0000, v56
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v61, 16, v58
	v_and_b32_e32 v62, 0xffff0000, v58
	v_and_b32_e32 v58, 0xffff0000, v57
	v_lshlrev_b32_e32 v63, 16, v57
	v_mul_f32_e32 v57, v56, v56
	v_and_b32_e32 v64, 0xffff0000, v59
	v_lshlrev_b32_e32 v65, 16, v59
	v_mul_f32_e32 v59, v62, v62
	v_fmac_f32_e32 v57, v60, v60
	v_fmac_f32_e32 v59, v61, v61
	v_fmac_f32_e32 v57, v63, v63
	v_fmac_f32_e32 v59, v65, v65
	v_fmac_f32_e32 v57, v58, v58
	v_fmac_f32_e32 v59, v64, v64
	ds_bpermute_b32 v66, v38, v57
	ds_bpermute_b32 v67, v38, v59
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v57, v57, v66
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v59, v59, v67
	ds_bpermute_b32 v66, v39, v57
	ds_bpermute_b32 v67, v39, v59
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v57, v57, v66
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v59, v59, v67
	ds_bpermute_b32 v66, v40, v57
	ds_bpermute_b32 v67, v40, v59
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v57, v57, v66
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v59, v59, v67
	ds_bpermute_b32 v66, v41, v57
	ds_bpermute_b32 v67, v41, v59
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v57, v57, v66
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v59, v59, v67
	ds_bpermute_b32 v66, v42, v57
	ds_bpermute_b32 v67, v42, v59
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v57, v57, v66
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v59, v59, v67
	v_add_f32_e32 v57, 0x358637bd, v57
	v_add_f32_e32 v59, 0x358637bd, v59
	v_mul_f32_e32 v66, 0x4f800000, v57
	v_cmp_gt_f32_e32 vcc, s40, v57
	v_mul_f32_e32 v67, 0x4f800000, v59
	v_cmp_gt_f32_e64 s[8:9], s40, v59
	v_cndmask_b32_e32 v57, v57, v66, vcc
	v_sqrt_f32_e32 v66, v57
	v_cndmask_b32_e64 v59, v59, v67, s[8:9]
	v_sqrt_f32_e32 v67, v59
	v_add_u32_e32 v68, -1, v66
	v_fma_f32 v72, -v68, v66, v57
	v_add_u32_e32 v70, -1, v67
	v_add_u32_e32 v69, 1, v66
	v_fma_f32 v74, -v70, v67, v59
	v_cmp_ge_f32_e64 s[10:11], 0, v72
	v_add_u32_e32 v71, 1, v67
	v_fma_f32 v73, -v69, v66, v57
	v_cndmask_b32_e64 v66, v66, v68, s[10:11]
	v_cmp_ge_f32_e64 s[10:11], 0, v74
	v_fma_f32 v75, -v71, v67, v59
	s_nop 0
	v_cndmask_b32_e64 v67, v67, v70, s[10:11]
	v_cmp_lt_f32_e64 s[10:11], 0, v73
	s_nop 1
	v_cndmask_b32_e64 v66, v66, v69, s[10:11]
	v_cmp_lt_f32_e64 s[10:11], 0, v75
	v_mul_f32_e32 v68, 0x37800000, v66
	v_cndmask_b32_e32 v66, v66, v68, vcc
	v_cndmask_b32_e64 v67, v67, v71, s[10:11]
	v_cmp_class_f32_e32 vcc, v57, v50
	v_mul_f32_e32 v69, 0x37800000, v67
	v_cndmask_b32_e64 v67, v67, v69, s[8:9]
	v_cndmask_b32_e32 v66, v66, v57, vcc
	v_cmp_class_f32_e32 vcc, v59, v50
	v_div_scale_f32 v57, s[8:9], v66, v66, v56
	s_nop 0
	v_cndmask_b32_e32 v67, v67, v59, vcc
	v_div_scale_f32 v68, s[8:9], v66, v66, v60
	v_rcp_f32_e32 v76, v57
	v_div_scale_f32 v70, s[10:11], v66, v66, v58
	v_div_scale_f32 v74, s[14:15], v67, v67, v62
	v_rcp_f32_e32 v77, v68
	v_div_scale_f32 v72, s[12:13], v66, v66, v63
	v_rcp_f32_e32 v78, v70
	v_rcp_f32_e32 v80, v74
	v_rcp_f32_e32 v79, v72
	v_fma_f32 v81, -v57, v76, 1.0
	v_div_scale_f32 v59, vcc, v56, v66, v56
	v_fma_f32 v82, -v68, v77, 1.0
	v_fmac_f32_e32 v76, v81, v76
	v_div_scale_f32 v69, s[8:9], v60, v66, v60
	v_fma_f32 v83, -v70, v78, 1.0
	v_fma_f32 v85, -v74, v80, 1.0
	v_fmac_f32_e32 v77, v82, v77
	v_mul_f32_e32 v81, v59, v76
	v_div_scale_f32 v71, s[10:11], v58, v66, v58
	v_fma_f32 v84, -v72, v79, 1.0
	v_fmac_f32_e32 v78, v83, v78
	v_fmac_f32_e32 v80, v85, v80
	v_mul_f32_e32 v82, v69, v77
	v_fma_f32 v85, -v57, v81, v59
	v_div_scale_f32 v73, s[12:13], v63, v66, v63
	v_fmac_f32_e32 v79, v84, v79
	v_mul_f32_e32 v83, v71, v78
	v_fma_f32 v86, -v68, v82, v69
	v_fmac_f32_e32 v81, v85, v76
	v_mul_f32_e32 v84, v73, v79
	v_fma_f32 v87, -v70, v83, v71
	v_fmac_f32_e32 v82, v86, v77
	v_fma_f32 v57, -v57, v81, v59
	v_fma_f32 v88, -v72, v84, v73
	v_fmac_f32_e32 v83, v87, v78
	v_fma_f32 v59, -v68, v82, v69
	v_div_fmas_f32 v57, v57, v76, v81
	s_mov_b64 vcc, s[8:9]
	v_fmac_f32_e32 v84, v88, v79
	v_fma_f32 v68, -v70, v83, v71
	v_div_fixup_f32 v57, v57, v66, v56
	v_div_fmas_f32 v56, v59, v77, v82
	s_mov_b64 vcc, s[10:11]
	v_fma_f32 v69, -v72, v84, v73
	v_div_fmas_f32 v59, v68, v78, v83
	s_mov_b64 vcc, s[12:13]
	v_div_fixup_f32 v59, v59, v66, v58
	v_div_fmas_f32 v58, v69, v79, v84
	v_div_fixup_f32 v56, v56, v66, v60
	v_div_fixup_f32 v58, v58, v66, v63
	v_div_scale_f32 v75, s[14:15], v62, v67, v62
	v_pk_mul_f32 v[56:57], s[44:45], v[56:57]
	v_pk_mul_f32 v[58:59], s[44:45], v[58:59]
	ds_write_b128 v47, v[56:59]
	v_mul_f32_e32 v56, v75, v80
	v_div_scale_f32 v58, s[8:9], v67, v67, v61
	v_fma_f32 v57, -v74, v56, v75
	v_rcp_f32_e32 v59, v58
	v_fmac_f32_e32 v56, v57, v80
	v_fma_f32 v57, -v74, v56, v75
	s_mov_b64 vcc, s[14:15]
	v_div_fmas_f32 v56, v57, v80, v56
	v_div_fixup_f32 v57, v56, v67, v62
	v_fma_f32 v56, -v58, v59, 1.0
	v_fmac_f32_e32 v59, v56, v59
	v_div_scale_f32 v56, vcc, v61, v67, v61
	v_mul_f32_e32 v60, v56, v59
	v_fma_f32 v62, -v58, v60, v56
	v_fmac_f32_e32 v60, v62, v59
	v_fma_f32 v56, -v58, v60, v56
	v_div_scale_f32 v58, s[8:9], v67, v67, v64
	v_rcp_f32_e32 v62, v58
	v_div_fmas_f32 v56, v56, v59, v60
	v_div_fixup_f32 v56, v56, v67, v61
	v_fma_f32 v59, -v58, v62, 1.0
	v_fmac_f32_e32 v62, v59, v62
	v_div_scale_f32 v59, vcc, v64, v67, v64
	v_mul_f32_e32 v60, v59, v62
	v_fma_f32 v61, -v58, v60, v59
	v_fmac_f32_e32 v60, v61, v62
	v_div_scale_f32 v61, s[8:9], v67, v67, v65
	v_rcp_f32_e32 v63, v61
	v_fma_f32 v58, -v58, v60, v59
	v_div_fmas_f32 v58, v58, v62, v60
	v_div_fixup_f32 v59, v58, v67, v64
	v_fma_f32 v58, -v61, v63, 1.0
	v_fmac_f32_e32 v63, v58, v63
	v_div_scale_f32 v58, vcc, v65, v67, v65
	v_mul_f32_e32 v60, v58, v63
	v_fma_f32 v62, -v61, v60, v58
	v_fmac_f32_e32 v60, v62, v63
	v_fma_f32 v58, -v61, v60, v58
	v_div_fmas_f32 v58, v58, v63, v60
	v_div_fixup_f32 v58, v58, v67, v65
	ds_write_b128 v48, v[56:59]
	s_and_b64 exec, exec, s[0:1]
	s_cbranch_execz .LBB0_25
	v_mul_lo_u32 v58, s27, v30
	v_mul_lo_u32 v59, s26, v29
	v_mad_u64_u32 v[56:57], s[8:9], s26, v30, 0
	v_add3_u32 v57, v57, v59, v58
	v_lshl_add_u64 v[56:57], v[56:57], 1, s[16:17]
	global_load_ushort v58, v[56:57], off
	v_mul_lo_u32 v59, s29, v30
	v_mul_lo_u32 v29, s28, v29
	v_mad_u64_u32 v[56:57], s[8:9], s28, v30, 0
	v_add3_u32 v57, v57, v29, v59
	v_lshl_add_u64 v[56:57], v[56:57], 1, s[38:39]
	global_load_ushort v29, v[56:57], off
	s_waitcnt vmcnt(1)
	v_lshlrev_b32_e32 v30, 16, v58
	v_add_f32_e32 v30, s43, v30
	v_mul_f32_e32 v58, s41, v30
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v29, 16, v29
	v_sub_f32_e32 v56, 0, v29
	v_cmp_nlt_f32_e64 vcc, -v29, s50
	s_nop 1
	v_cndmask_b32_e32 v62, v32, v56, vcc
	v_cmp_ngt_f32_e32 vcc, s50, v58
	s_nop 1
	v_cndmask_b32_e32 v29, v32, v58, vcc
	v_cmp_nlt_f32_e32 vcc, s51, v29
	s_nop 1
	v_cndmask_b32_e32 v29, v33, v29, vcc
	v_fmamk_f32 v56, v29, 0x3fb8aa3b, v34
	v_add_f32_e32 v56, 0xcb400000, v56
	v_fmac_f32_e32 v29, 0xbf317218, v56
	v_mul_f32_e32 v57, 0x3102e308, v56
	v_cmp_o_f32_e32 vcc, v56, v56
	v_add_f32_e32 v59, v29, v57
	v_fmamk_f32 v63, v59, 0x39500d01, v35
	v_cndmask_b32_e32 v56, 0, v56, vcc
	v_cvt_i32_f32_e32 v56, v56
	v_pk_add_f32 v[60:61], v[58:59], v[28:29] neg_lo:[0,1] neg_hi:[0,1]
	v_fmaak_f32 v29, v63, v59, 0x3c088889
	v_fmaak_f32 v29, v29, v59, 0x3d2aaaab
	v_fmaak_f32 v29, v29, v59, 0x3e2aaaab
	v_mul_f32_e32 v64, v59, v59
	v_ashrrev_i32_e32 v60, 1, v56
	v_fma_f32 v29, v29, v59, 0.5
	v_sub_u32_e32 v56, v56, v60
	v_mul_f32_e32 v29, v64, v29
	v_lshl_add_u32 v64, v56, 23, 1.0
	v_add_f32_e32 v56, v59, v29
	v_add_f32_e32 v65, 1.0, v56
	v_lshl_add_u32 v63, v60, 23, 1.0
	v_sub_f32_e32 v59, v56, v59
	v_add_f32_e32 v60, -1.0, v65
	v_sub_f32_e32 v29, v29, v59
	v_pk_add_f32 v[56:57], v[56:57], v[60:61] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_add_f32_e32 v29, v57, v29
	v_add_f32_e32 v29, v56, v29
	v_add_f32_e32 v29, v65, v29
	v_mul_f32_e32 v29, v29, v63
	v_mul_f32_e32 v29, v29, v64
	v_add_f32_e32 v29, 1.0, v29
	v_mul_f32_e32 v56, 0x4b000000, v29
	v_cmp_gt_f32_e32 vcc, s48, v29
	s_nop 1
	v_cndmask_b32_e32 v56, v29, v56, vcc
	v_add_u32_e32 v59, 0xc0cafb0d, v56
	v_ashrrev_i32_e32 v60, 23, v59
	v_and_b32_e32 v59, 0xff800000, v59
	v_sub_u32_e32 v56, v56, v59
	v_add_f32_e32 v56, -1.0, v56
	v_cndmask_b32_e32 v57, 0, v52, vcc
	v_add_f32_e32 v59, 2.0, v56
	v_add_u32_e32 v57, v60, v57
	v_div_scale_f32 v60, s[8:9], v59, v59, v56
	v_rcp_f32_e32 v61, v60
	v_div_scale_f32 v63, vcc, v56, v59, v56
	v_cvt_f32_i32_e32 v57, v57
	v_fma_f32 v64, -v60, v61, 1.0
	v_fmac_f32_e32 v61, v64, v61
	v_mul_f32_e32 v64, v63, v61
	v_fma_f32 v65, -v60, v64, v63
	v_fmac_f32_e32 v64, v65, v61
	v_fma_f32 v60, -v60, v64, v63
	v_div_fmas_f32 v60, v60, v61, v64
	v_div_fixup_f32 v59, v60, v59, v56
	v_mul_f32_e32 v60, v59, v59
	v_fmamk_f32 v61, v60, 0x3e3a2e8c, v51
	v_fmaak_f32 v61, v61, v60, 0x3e924925
	v_fmaak_f32 v61, v61, v60, 0x3ecccccd
	v_fmaak_f32 v61, v61, v60, 0x3f2aaaab
	v_mul_f32_e32 v60, v60, v61
	v_sub_f32_e32 v60, v56, v60
	v_fma_f32 v56, -v59, v60, v56
	v_fmac_f32_e32 v56, 0xb102e308, v57
	v_fmac_f32_e32 v56, 0x3f317218, v57
	v_cmp_neq_f32_e32 vcc, 0, v29
	s_nop 1
	v_cndmask_b32_e32 v56, v53, v56, vcc
	v_cmp_neq_f32_e32 vcc, s49, v29
	s_nop 1
	v_cndmask_b32_e32 v56, v54, v56, vcc
	v_cmp_ngt_f32_e32 vcc, 0, v29
	s_nop 1
	v_cndmask_b32_e32 v56, v55, v56, vcc
	v_cmp_u_f32_e32 vcc, v29, v29
	s_nop 1
	v_cndmask_b32_e32 v29, v56, v29, vcc
	v_mul_f32_e32 v29, v37, v29
	v_cmp_ge_f32_e32 vcc, s42, v58
	s_nop 1
	v_cndmask_b32_e32 v29, v30, v29, vcc
	v_mul_f32_e32 v29, v36, v29
	v_cmp_ngt_f32_e32 vcc, s50, v29
	s_nop 1
	v_cndmask_b32_e32 v29, v32, v29, vcc
	v_cmp_nlt_f32_e32 vcc, s51, v29
	s_nop 1
	v_cndmask_b32_e32 v29, v33, v29, vcc
	v_fmamk_f32 v30, v29, 0x3fb8aa3b, v34
	v_add_f32_e32 v30, 0xcb400000, v30
	v_fmac_f32_e32 v29, 0xbf317218, v30
	v_mul_f32_e32 v57, 0x3102e308, v30
	v_cmp_o_f32_e32 vcc, v30, v30
	v_add_f32_e32 v59, v29, v57
	v_mul_f32_e32 v58, v59, v59
	v_cndmask_b32_e32 v30, 0, v30, vcc
	v_cmp_nlt_f32_e32 vcc, s51, v62
	v_cvt_i32_f32_e32 v30, v30
	v_pk_add_f32 v[60:61], v[58:59], v[28:29] neg_lo:[0,1] neg_hi:[0,1]
	v_cndmask_b32_e32 v29, v33, v62, vcc
	v_fmamk_f32 v56, v59, 0x39500d01, v35
	v_fmamk_f32 v60, v29, 0x3fb8aa3b, v34
	v_fmaak_f32 v56, v56, v59, 0x3c088889
	v_add_f32_e32 v60, 0xcb400000, v60
	v_fmaak_f32 v56, v56, v59, 0x3d2aaaab
	v_fmac_f32_e32 v29, 0xbf317218, v60
	v_mul_f32_e32 v63, 0x3102e308, v60
	v_cmp_o_f32_e32 vcc, v60, v60
	v_fmaak_f32 v56, v56, v59, 0x3e2aaaab
	v_ashrrev_i32_e32 v62, 1, v30
	v_cndmask_b32_e32 v60, 0, v60, vcc
	v_add_f32_e32 v65, v29, v63
	v_fma_f32 v56, v56, v59, 0.5
	v_sub_u32_e32 v30, v30, v62
	v_lshl_add_u32 v64, v62, 23, 1.0
	v_cvt_i32_f32_e32 v62, v60
	v_fmamk_f32 v60, v65, 0x39500d01, v35
	v_mul_f32_e32 v58, v58, v56
	v_pk_add_f32 v[66:67], v[64:65], v[28:29] neg_lo:[0,1] neg_hi:[0,1]
	v_fmaak_f32 v29, v60, v65, 0x3c088889
	v_add_f32_e32 v56, v59, v58
	v_fmaak_f32 v29, v29, v65, 0x3d2aaaab
	v_add_f32_e32 v66, 1.0, v56
	v_fmaak_f32 v29, v29, v65, 0x3e2aaaab
	v_mul_f32_e32 v68, v65, v65
	v_sub_f32_e32 v59, v56, v59
	v_add_f32_e32 v60, -1.0, v66
	v_fma_f32 v29, v29, v65, 0.5
	v_sub_f32_e32 v58, v58, v59
	v_ashrrev_i32_e32 v59, 1, v62
	v_pk_add_f32 v[56:57], v[56:57], v[60:61] neg_lo:[0,1] neg_hi:[0,1]
	v_mul_f32_e32 v29, v68, v29
	v_sub_u32_e32 v60, v62, v59
	v_add_f32_e32 v57, v57, v58
	v_add_f32_e32 v62, v65, v29
	v_add_f32_e32 v56, v56, v57
	v_add_f32_e32 v61, 1.0, v62
	v_add_f32_e32 v58, v66, v56
	v_sub_f32_e32 v56, v62, v65
	v_add_f32_e32 v66, -1.0, v61
	v_sub_f32_e32 v29, v29, v56
	v_pk_add_f32 v[56:57], v[62:63], v[66:67] neg_lo:[0,1] neg_hi:[0,1]
	v_lshl_add_u32 v30, v30, 23, 1.0
	v_add_f32_e32 v29, v57, v29
	v_add_f32_e32 v29, v56, v29
	v_add_f32_e32 v29, v61, v29
	v_lshl_add_u32 v56, v59, 23, 1.0
	v_lshl_add_u32 v57, v60, 23, 1.0
	v_mul_f32_e32 v29, v29, v56
	v_mul_f32_e32 v29, v29, v57
	v_add_f32_e32 v29, 1.0, v29
	v_div_scale_f32 v56, s[8:9], v29, v29, 1.0
	v_rcp_f32_e32 v57, v56
	v_mul_f32_e32 v58, v58, v64
	v_mul_f32_e32 v30, v58, v30
	v_fma_f32 v58, -v56, v57, 1.0
	v_fmac_f32_e32 v57, v58, v57
	v_div_scale_f32 v58, vcc, 1.0, v29, 1.0
	v_mul_f32_e32 v59, v58, v57
	v_fma_f32 v60, -v56, v59, v58
	v_fmac_f32_e32 v59, v60, v57
	v_fma_f32 v56, -v56, v59, v58
	v_div_fmas_f32 v56, v56, v57, v59
	v_div_fixup_f32 v29, v56, v29, 1.0
	ds_write_b32 v45, v30 offset:16
	ds_write_b32 v46, v29 offset:16
.LBB0_25:
	s_or_b64 exec, exec, s[46:47]
	s_sub_i32 s8, s31, s55
	s_cmp_lt_i32 s8, 1
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_18
	v_med3_i32 v29, s54, 1, 8
	s_movk_i32 s10, 0x2000
	s_mov_b32 s11, s53
	v_mov_b32_e32 v30, v49
	s_branch .LBB0_28
.LBB0_27:
	s_or_b64 exec, exec, s[8:9]
	v_add_u32_e32 v29, -1, v29
	v_cmp_eq_u32_e32 vcc, 0, v29
	v_add_u32_e32 v30, 0x200, v30
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
	v_lshl_add_u64 v[56:57], s[8:9], 1, v[0:1]
	global_load_ushort v106, v[56:57], off
	v_mov_b32_e32 v72, s10
	ds_read_b128 v[56:59], v30
	ds_read_b128 v[60:63], v30 offset:128
	ds_read_b128 v[64:67], v30 offset:256
	ds_read_b128 v[68:71], v30 offset:384
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
	ds_bpermute_b32 v73, v40, v72
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v72, v72, v73
	ds_bpermute_b32 v73, v41, v72
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v89, v72, v73
	ds_bpermute_b32 v90, v42, v89
	ds_read_b128 v[72:75], v30 offset:4096
	ds_read_b128 v[76:79], v30 offset:4224
	ds_read_b128 v[80:83], v30 offset:4352
	ds_read_b128 v[84:87], v30 offset:4480
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
	ds_bpermute_b32 v57, v40, v56
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v56, v56, v57
	ds_bpermute_b32 v57, v41, v56
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v56, v56, v57
	ds_bpermute_b32 v57, v42, v56
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB0_27
	s_mul_i32 s12, s18, s12
	s_mul_hi_u32 s13, s18, s11
	s_add_i32 s12, s13, s12
	s_mul_i32 s13, s19, s11
	s_add_i32 s13, s12, s13
	s_mul_i32 s12, s18, s11
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v56, v56, v57
	v_cvt_pk_bf16_f32 v58, v56, s0
	v_lshl_add_u64 v[56:57], s[12:13], 1, v[26:27]
	global_store_short v[56:57], v58, off
	s_branch .LBB0_27
.LBB0_30:
	s_and_b64 vcc, exec, s[34:35]
	s_cbranch_vccz .LBB0_32
	v_lshl_add_u64 v[0:1], v[20:21], 0, v[18:19]
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[36:37]
	global_store_dwordx4 v[0:1], v[2:5], off
	global_store_dwordx4 v[0:1], v[6:9], off offset:128
	global_store_dwordx4 v[0:1], v[10:13], off offset:256
	global_store_dwordx4 v[0:1], v[14:17], off offset:384
.LBB0_32:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel gdn_verify_decode_act_bf16_dt_f32_pool_f32_bv16w2
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
		.amdhsa_next_free_vgpr 107
		.amdhsa_next_free_sgpr 57
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
	.size	gdn_verify_decode_act_bf16_dt_f32_pool_f32_bv16w2, .Lfunc_end0-gdn_verify_decode_act_bf16_dt_f32_pool_f32_bv16w2

	.set gdn_verify_decode_act_bf16_dt_f32_pool_f32_bv16w2.num_vgpr, 107
	.set gdn_verify_decode_act_bf16_dt_f32_pool_f32_bv16w2.num_agpr, 0
	.set gdn_verify_decode_act_bf16_dt_f32_pool_f32_bv16w2.numbered_sgpr, 57
	.set gdn_verify_decode_act_bf16_dt_f32_pool_f32_bv16w2.num_named_barrier, 0
	.set gdn_verify_decode_act_bf16_dt_f32_pool_f32_bv16w2.private_seg_size, 0
	.set gdn_verify_decode_act_bf16_dt_f32_pool_f32_bv16w2.uses_vcc, 1
	.set gdn_verify_decode_act_bf16_dt_f32_pool_f32_bv16w2.uses_flat_scratch, 0
	.set gdn_verify_decode_act_bf16_dt_f32_pool_f32_bv16w2.has_dyn_sized_stack, 0
	.set gdn_verify_decode_act_bf16_dt_f32_pool_f32_bv16w2.has_recursion, 0
	.set gdn_verify_decode_act_bf16_dt_f32_pool_f32_bv16w2.has_indirect_call, 0
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
    .name:           gdn_verify_decode_act_bf16_dt_f32_pool_f32_bv16w2
    .private_segment_fixed_size: 0
    .sgpr_count:     63
    .sgpr_spill_count: 0
    .symbol:         gdn_verify_decode_act_bf16_dt_f32_pool_f32_bv16w2.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     107
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx950
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
