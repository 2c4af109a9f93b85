; deltagen generated file: do not edit. Regenerate with `cargo xtask gen`.
; kernel: gdn_verify  instance: gdn_verify_decode_act_bf16_dt_f32_pool_bf16_bv16w2  arch: gfx950
; profile=portable  mode=decode  act_dtype=bf16  dt_bias_dtype=f32  pool_dtype=bf16  tile=bv16w2  lanes_per_column=8  requests=>1
; ir-sha256: 4a0b5adc158db97d2f2724ebc3bc330950df1cccd406c8de52f7af0d23995f9e
; llvm: 22.1  pipeline: default<O3>  ld.lld: LLVM 22.1
	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 6
	.text
	.globl	gdn_verify_decode_act_bf16_dt_f32_pool_bf16_bv16w2
	.p2align	8
	.type	gdn_verify_decode_act_bf16_dt_f32_pool_bf16_bv16w2,@function
gdn_verify_decode_act_bf16_dt_f32_pool_bf16_bv16w2:
	s_load_dwordx4 s[44:47], s[0:1], 0x5c
	s_load_dwordx4 s[28:31], s[0:1], 0x88
	s_mov_b32 s4, s3
	s_ashr_i32 s3, s2, 31
	s_lshr_b32 s3, s3, 29
	s_waitcnt lgkmcnt(0)
	s_max_i32 s5, s45, 1
	v_cvt_f32_u32_e32 v1, s5
	s_add_i32 s3, s2, s3
	s_and_b32 s6, s3, 0xffffff8
	s_sub_i32 s10, s2, s6
	v_rcp_iflag_f32_e32 v1, v1
	s_sub_i32 s6, 0, s5
	s_abs_i32 s2, s46
	s_ashr_i32 s48, s3, 3
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	s_ashr_i32 s47, s46, 31
	v_lshrrev_b32_e32 v2, 3, v0
	v_lshl_or_b32 v26, s10, 4, v2
	v_readfirstlane_b32 s7, v1
	s_mul_i32 s6, s6, s7
	s_mul_hi_u32 s6, s7, s6
	s_add_i32 s7, s7, s6
	s_mul_hi_u32 s6, s2, s7
	s_mul_i32 s7, s6, s5
	s_sub_i32 s2, s2, s7
	s_add_i32 s7, s6, 1
	s_sub_i32 s8, s2, s5
	s_cmp_ge_u32 s2, s5
	s_cselect_b32 s6, s7, s6
	s_cselect_b32 s2, s8, s2
	s_add_i32 s7, s6, 1
	s_cmp_ge_u32 s2, s5
	s_cselect_b32 s2, s7, s6
	s_load_dwordx4 s[36:39], s[0:1], 0x40
	s_load_dwordx2 s[6:7], s[0:1], 0x50
	s_xor_b32 s2, s2, s47
	s_sub_i32 s2, s2, s47
	s_ashr_i32 s5, s4, 31
	s_max_i32 s2, s2, 1
	s_ashr_i32 s49, s48, 31
	s_lshl_b64 s[8:9], s[4:5], 2
	s_waitcnt lgkmcnt(0)
	s_add_u32 s4, s38, s8
	v_cvt_f32_u32_e32 v1, s2
	s_addc_u32 s5, s39, s9
	s_load_dword s5, s[4:5], 0x0
	v_ashrrev_i32_e32 v27, 31, v26
	v_rcp_iflag_f32_e32 v1, v1
	v_mov_b32_e32 v2, 0
	v_and_b32_e32 v19, 7, v0
	s_waitcnt lgkmcnt(0)
	s_cmp_gt_i32 s5, -1
	s_cselect_b64 s[10:11], -1, 0
	s_cmp_lt_i32 s5, s44
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	s_cselect_b64 s[12:13], -1, 0
	v_cvt_u32_f32_e32 v1, v1
	s_and_b64 s[34:35], s[10:11], s[12:13]
	s_add_u32 s6, s6, s8
	s_addc_u32 s7, s7, s9
	s_lshl_b64 s[44:45], s[48:49], 7
	s_load_dwordx2 s[38:39], s[6:7], 0x0
	v_lshl_add_u64 v[4:5], s[44:45], 0, v[26:27]
	s_ashr_i32 s6, s5, 31
	v_readfirstlane_b32 s4, v1
	v_lshlrev_b64 v[4:5], 7, v[4:5]
	s_mul_i32 s6, s30, s6
	s_mul_i32 s7, s31, s5
	v_mov_b32_e32 v1, s5
	s_add_i32 s8, s6, s7
	v_mad_u64_u32 v[20:21], s[6:7], s30, v1, v[4:5]
	v_mov_b32_e32 v4, v2
	v_mov_b32_e32 v5, v2
	v_mov_b32_e32 v3, v2
	v_mov_b64_e32 v[16:17], v[4:5]
	v_mov_b64_e32 v[8:9], v[4:5]
	v_mov_b64_e32 v[12:13], v[4:5]
	v_lshlrev_b32_e32 v18, 2, v19
	v_add_u32_e32 v21, s8, v21
	s_andn2_b64 vcc, exec, s[34:35]
	v_mov_b64_e32 v[14:15], v[2:3]
	v_mov_b64_e32 v[6:7], v[2:3]
	v_mov_b64_e32 v[10:11], v[2:3]
	s_cbranch_vccnz .LBB0_2
	v_lshl_add_u64 v[4:5], v[20:21], 1, s[36:37]
	v_lshlrev_b32_e32 v6, 1, v18
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
	v_and_b32_e32 v7, 0xffff0000, v8
	v_lshlrev_b32_e32 v6, 16, v8
	v_and_b32_e32 v23, 0xffff0000, v9
	v_lshlrev_b32_e32 v22, 16, v9
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v25, 0xffff0000, v10
	v_lshlrev_b32_e32 v24, 16, v10
	v_and_b32_e32 v29, 0xffff0000, v11
	v_lshlrev_b32_e32 v28, 16, v11
	v_pk_add_f32 v[4:5], v[12:13], 0 op_sel_hi:[1,0]
	v_pk_add_f32 v[2:3], v[2:3], 0 op_sel_hi:[1,0]
	v_pk_add_f32 v[16:17], v[16:17], 0 op_sel_hi:[1,0]
	v_pk_add_f32 v[14:15], v[14:15], 0 op_sel_hi:[1,0]
	v_pk_add_f32 v[8:9], v[22:23], 0 op_sel_hi:[1,0]
	v_pk_add_f32 v[6:7], v[6:7], 0 op_sel_hi:[1,0]
	v_pk_add_f32 v[12:13], v[28:29], 0 op_sel_hi:[1,0]
	v_pk_add_f32 v[10:11], v[24:25], 0 op_sel_hi:[1,0]
.LBB0_2:
	s_waitcnt lgkmcnt(0)
	s_sub_i32 s33, s39, s38
	s_add_i32 s30, s33, 7
	s_cmp_lt_i32 s30, 8
	s_cbranch_scc1 .LBB0_16
	s_sub_i32 s5, 0, s2
	s_mul_i32 s5, s5, s4
	s_mul_hi_u32 s5, s4, s5
	s_abs_i32 s53, s48
	s_add_i32 s4, s4, s5
	s_mul_hi_u32 s54, s53, s4
	s_load_dwordx16 s[4:19], s[0:1], 0x0
	s_load_dwordx4 s[40:43], s[0:1], 0x98
	s_ashr_i32 s3, s3, 31
	s_lshl_b64 s[50:51], s[48:49], 2
	v_mov_b32_e32 v32, 0xc2d00000
	s_waitcnt lgkmcnt(0)
	s_add_u32 s14, s14, s50
	s_addc_u32 s15, s15, s51
	s_load_dword s31, s[14:15], 0x0
	s_add_u32 s14, s16, s50
	s_addc_u32 s15, s17, s51
	s_mov_b32 s51, 0x42b20000
	v_mov_b32_e32 v33, 0x42b20000
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v22, s31
	v_cmp_nlt_f32_e32 vcc, s31, v32
	v_mov_b32_e32 v34, 0x4b400000
	v_mov_b32_e32 v35, 0x3ab60b61
	v_cndmask_b32_e32 v22, v32, v22, vcc
	v_cmp_nlt_f32_e32 vcc, s51, v22
	s_load_dword s43, s[14:15], 0x0
	v_and_b32_e32 v1, 31, v0
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
	v_mul_f32_e32 v28, v25, v25
	v_mul_f32_e32 v24, v28, v24
	v_add_f32_e32 v28, v25, v24
	v_sub_f32_e32 v25, v28, v25
	v_sub_f32_e32 v24, v24, v25
	v_add_f32_e32 v22, v22, v24
	v_add_f32_e32 v24, 1.0, v28
	v_add_f32_e32 v25, -1.0, v24
	v_sub_f32_e32 v25, v28, v25
	v_add_f32_e32 v22, v25, v22
	v_div_scale_f32 v25, s[14:15], s41, s41, 1.0
	s_ashr_i32 s14, s30, 31
	s_lshr_b32 s14, s14, 29
	v_cmp_o_f32_e32 vcc, v23, v23
	s_add_i32 s30, s30, s14
	s_ashr_i32 s52, s30, 3
	v_cndmask_b32_e32 v23, 0, v23, vcc
	s_lshl_b64 s[14:15], s[48:49], 1
	v_cvt_i32_f32_e32 v23, v23
	s_add_u32 s16, s10, s14
	s_addc_u32 s17, s11, s15
	s_add_u32 s30, s12, s14
	s_mul_i32 s10, s54, s2
	s_addc_u32 s31, s13, s15
	s_sub_i32 s10, s53, s10
	v_add_f32_e32 v22, v24, v22
	v_ashrrev_i32_e32 v24, 1, v23
	s_add_i32 s11, s54, 1
	s_sub_i32 s12, s10, s2
	v_sub_u32_e32 v23, v23, v24
	v_lshlrev_b32_e32 v24, 23, v24
	v_rcp_f32_e32 v28, v25
	s_cmp_ge_u32 s10, s2
	v_add_u32_e32 v24, 1.0, v24
	v_lshlrev_b32_e32 v23, 23, v23
	s_cselect_b32 s11, s11, s54
	v_add_u32_e32 v23, 1.0, v23
	v_mul_f32_e32 v22, v22, v24
	s_cselect_b32 s10, s12, s10
	s_add_i32 s12, s11, 1
	v_mul_f32_e32 v22, v22, v23
	s_cmp_ge_u32 s10, s2
	v_sub_f32_e32 v36, 0, v22
	v_fma_f32 v22, -v25, v28, 1.0
	s_cselect_b32 s2, s12, s11
	v_fmac_f32_e32 v28, v22, v28
	v_div_scale_f32 v22, vcc, 1.0, s41, 1.0
	s_xor_b32 s2, s2, s3
	v_mul_f32_e32 v23, v22, v28
	s_sub_i32 s10, s2, s3
	v_fma_f32 v24, -v25, v23, v22
	s_ashr_i32 s11, s10, 31
	v_fmac_f32_e32 v23, v24, v28
	s_lshl_b64 s[10:11], s[10:11], 8
	v_fma_f32 v22, -v25, v23, v22
	s_add_u32 s4, s4, s10
	v_div_fmas_f32 v22, v22, v28, v23
	s_addc_u32 s5, s5, s11
	v_lshlrev_b32_e32 v24, 3, v1
	v_mov_b32_e32 v25, 0
	v_div_fixup_f32 v37, v22, s41, 1.0
	v_lshl_add_u64 v[22:23], s[4:5], 0, v[24:25]
	s_add_u32 s4, s6, s10
	s_addc_u32 s5, s7, s11
	s_lshl_b64 s[6:7], s[44:45], 1
	s_load_dwordx8 s[20:27], s[0:1], 0x68
	s_add_u32 s8, s8, s6
	s_addc_u32 s9, s9, s7
	v_lshrrev_b32_e32 v31, 5, v0
	v_cmp_eq_u32_e64 s[0:1], 0, v1
	v_lshlrev_b32_e32 v1, 4, v1
	s_add_u32 s6, s18, s6
	s_movk_i32 s2, 0x100
	v_lshlrev_b32_e32 v28, 2, v0
	v_bfrev_b32_e32 v29, 0.5
	v_lshl_add_u64 v[24:25], s[4:5], 0, v[24:25]
	v_lshl_or_b32 v43, v31, 9, v1
	v_lshlrev_b32_e32 v1, 2, v31
	s_movk_i32 s4, 0x80
	v_lshlrev_b64 v[26:27], 1, v[26:27]
	s_addc_u32 s7, s19, s7
	s_mov_b32 s39, 0
	s_mov_b32 s50, 0xc2d00000
	v_cmp_gt_u32_e64 s[2:3], s2, v0
	v_bitop3_b32 v38, v28, 64, v29 bitop3:0x6c
	v_bitop3_b32 v39, v28, 32, v29 bitop3:0x6c
	v_bitop3_b32 v40, v28, 16, v29 bitop3:0x6c
	v_bitop3_b32 v41, v28, 8, v29 bitop3:0x6c
	v_bitop3_b32 v42, v28, 4, v29 bitop3:0x6c
	v_or_b32_e32 v44, 0x1000, v43
	v_or_b32_e32 v45, 0x2020, v1
	v_or_b32_e32 v46, 0x2000, v1
	v_cmp_gt_u32_e64 s[4:5], s4, v0
	v_or_b32_e32 v47, 0x1800, v43
	v_or_b32_e32 v48, 0x800, v43
	v_lshl_add_u64 v[0:1], s[8:9], 0, v[26:27]
	v_lshl_add_u64 v[26:27], s[6:7], 0, v[26:27]
	v_cmp_eq_u32_e64 s[6:7], 0, v19
	s_lshl_b64 s[18:19], s[46:47], 7
	s_mov_b32 s44, s40
	s_mov_b32 s45, s40
	v_lshlrev_b32_e32 v49, 4, v19
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
	s_mov_b32 s53, s38
	s_mov_b32 s54, s33
	s_branch .LBB0_5
.LBB0_4:
	s_add_i32 s39, s39, 1
	s_add_i32 s54, s54, -8
	s_add_i32 s53, s53, 8
	s_cmp_eq_u32 s39, s52
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_16
.LBB0_5:
	s_lshl_b32 s55, s39, 3
	v_or_b32_e32 v56, s55, v31
	v_cmp_gt_i32_e32 vcc, s33, v56
	s_and_b64 s[8:9], s[2:3], vcc
	s_and_saveexec_b64 s[46:47], s[8:9]
	s_cbranch_execz .LBB0_8
	v_add_u32_e32 v30, s38, v56
	v_ashrrev_i32_e32 v19, 31, v30
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v29, s20, v19
	v_mul_lo_u32 v57, s21, v30
	v_mad_u64_u32 v[58:59], s[8:9], s20, v30, 0
	v_add3_u32 v59, v59, v29, v57
	v_mul_lo_u32 v29, s22, v19
	v_mul_lo_u32 v57, s23, v30
	v_mad_u64_u32 v[60:61], s[8:9], s22, v30, 0
	v_lshl_add_u64 v[58:59], v[58:59], 1, v[22:23]
	v_add3_u32 v61, v61, v29, v57
	global_load_dwordx2 v[58:59], v[58:59], off
	v_lshl_add_u64 v[60:61], v[60:61], 1, v[24:25]
	global_load_dwordx2 v[60:61], v[60:61], off
	s_waitcnt vmcnt(1)
	v_and_b32_e32 v57, 0xffff0000, v58
	v_lshlrev_b32_e32 v29, 16, v58
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v63, 0xffff0000, v60
	v_mul_f32_e32 v58, v57, v57
	v_lshlrev_b32_e32 v62, 16, v60
	v_and_b32_e32 v60, 0xffff0000, v59
	v_lshlrev_b32_e32 v64, 16, v59
	v_mul_f32_e32 v59, v63, v63
	v_fmac_f32_e32 v58, v29, v29
	v_lshlrev_b32_e32 v66, 16, v61
	v_fmac_f32_e32 v59, v62, v62
	v_fmac_f32_e32 v58, v64, v64
	v_and_b32_e32 v65, 0xffff0000, v61
	v_fmac_f32_e32 v59, v66, v66
	v_fmac_f32_e32 v58, v60, v60
	v_fmac_f32_e32 v59, v65, v65
	ds_bpermute_b32 v61, v38, v58
	ds_bpermute_b32 v67, v38, v59
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v58, v58, v61
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v59, v59, v67
	ds_bpermute_b32 v61, v39, v58
	ds_bpermute_b32 v67, v39, v59
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v58, v58, v61
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v59, v59, v67
	ds_bpermute_b32 v61, v40, v58
	ds_bpermute_b32 v67, v40, v59
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v58, v58, v61
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v59, v59, v67
	ds_bpermute_b32 v61, v41, v58
	ds_bpermute_b32 v67, v41, v59
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v58, v58, v61
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v59, v59, v67
	ds_bpermute_b32 v61, v42, v58
	ds_bpermute_b32 v67, v42, v59
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v58, v58, v61
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v59, v59, v67
	v_add_f32_e32 v58, 0x358637bd, v58
	v_add_f32_e32 v59, 0x358637bd, v59
	v_mul_f32_e32 v61, 0x4f800000, v58
	v_cmp_gt_f32_e32 vcc, s40, v58
	v_mul_f32_e32 v67, 0x4f800000, v59
	v_cmp_gt_f32_e64 s[8:9], s40, v59
	v_cndmask_b32_e32 v58, v58, v61, vcc
	v_sqrt_f32_e32 v61, v58
	v_cndmask_b32_e64 v59, v59, v67, s[8:9]
	v_sqrt_f32_e32 v67, v59
	v_add_u32_e32 v68, -1, v61
	v_fma_f32 v72, -v68, v61, v58
	v_add_u32_e32 v70, -1, v67
	v_add_u32_e32 v69, 1, v61
	v_fma_f32 v74, -v70, v67, v59
	v_cmp_ge_f32_e64 s[10:11], 0, v72
	v_add_u32_e32 v71, 1, v67
	v_fma_f32 v73, -v69, v61, v58
	v_cndmask_b32_e64 v61, v61, v68, s[10:11]
	v_cmp_ge_f32_e64 s[10:11], 0, v74
	v_fma_f32 v75, -v71, v67, v59
	s_nop 0
	v_cndmask_b32_e64 v67, v67, v70, s[10:11]
	v_cmp_lt_f32_e64 s[10:11], 0, v73
	s_nop 1
	v_cndmask_b32_e64 v61, v61, v69, s[10:11]
	v_cmp_lt_f32_e64 s[10:11], 0, v75
	v_mul_f32_e32 v68, 0x37800000, v61
	v_cndmask_b32_e32 v61, v61, v68, vcc
	v_cndmask_b32_e64 v67, v67, v71, s[10:11]
	v_cmp_class_f32_e32 vcc, v58, v50
	v_mul_f32_e32 v69, 0x37800000, v67
	v_cndmask_b32_e64 v67, v67, v69, s[8:9]
	v_cndmask_b32_e32 v68, v61, v58, vcc
	v_cmp_class_f32_e32 vcc, v59, v50
	v_div_scale_f32 v58, s[8:9], v68, v68, v57
	s_nop 0
	v_cndmask_b32_e32 v67, v67, v59, vcc
	v_div_scale_f32 v61, s[8:9], v68, v68, v29
	v_rcp_f32_e32 v76, v58
	v_div_scale_f32 v70, s[10:11], v68, v68, v60
	v_div_scale_f32 v74, s[14:15], v67, v67, v63
	v_rcp_f32_e32 v77, v61
	v_div_scale_f32 v72, s[12:13], v68, v68, v64
	v_rcp_f32_e32 v78, v70
	v_rcp_f32_e32 v80, v74
	v_rcp_f32_e32 v79, v72
	v_fma_f32 v81, -v58, v76, 1.0
	v_div_scale_f32 v59, vcc, v57, v68, v57
	v_fma_f32 v82, -v61, v77, 1.0
	v_fmac_f32_e32 v76, v81, v76
	v_div_scale_f32 v69, s[8:9], v29, v68, v29
	v_fma_f32 v83, -v70, v78, 1.0
	v_fma_f32 v85, -v74, v80, 1.0
	v_fmac_f32_e32 v77, v82, v77
	v_mul_f32_e32 v81, v59, v76
	v_div_scale_f32 v71, s[10:11], v60, v68, v60
	v_fma_f32 v84, -v72, v79, 1.0
	v_fmac_f32_e32 v78, v83, v78
	v_fmac_f32_e32 v80, v85, v80
	v_mul_f32_e32 v82, v69, v77
	v_fma_f32 v85, -v58, v81, v59
	v_div_scale_f32 v73, s[12:13], v64, v68, v64
	v_fmac_f32_e32 v79, v84, v79
	v_mul_f32_e32 v83, v71, v78
	v_fma_f32 v86, -v61, v82, v69
	v_fmac_f32_e32 v81, v85, v76
	v_mul_f32_e32 v84, v73, v79
	v_fma_f32 v87, -v70, v83, v71
	v_fmac_f32_e32 v82, v86, v77
	v_fma_f32 v58, -v58, v81, v59
	v_fma_f32 v88, -v72, v84, v73
	v_fmac_f32_e32 v83, v87, v78
	v_fma_f32 v61, -v61, v82, v69
	v_div_fmas_f32 v58, v58, v76, v81
	s_mov_b64 vcc, s[8:9]
	v_fmac_f32_e32 v84, v88, v79
	v_fma_f32 v69, -v70, v83, v71
	v_div_fixup_f32 v59, v58, v68, v57
	v_div_fmas_f32 v57, v61, v77, v82
	s_mov_b64 vcc, s[10:11]
	v_fma_f32 v70, -v72, v84, v73
	v_div_fixup_f32 v58, v57, v68, v29
	v_div_fmas_f32 v29, v69, v78, v83
	s_mov_b64 vcc, s[12:13]
	v_div_fixup_f32 v61, v29, v68, v60
	v_div_fmas_f32 v29, v70, v79, v84
	v_div_fixup_f32 v60, v29, v68, v64
	v_div_scale_f32 v75, s[14:15], v63, v67, v63
	v_pk_mul_f32 v[58:59], s[44:45], v[58:59]
	v_pk_mul_f32 v[60:61], s[44:45], v[60:61]
	ds_write_b128 v44, v[58:61]
	v_mul_f32_e32 v29, v75, v80
	v_div_scale_f32 v58, s[8:9], v67, v67, v62
	v_fma_f32 v57, -v74, v29, v75
	v_rcp_f32_e32 v60, v58
	v_fmac_f32_e32 v29, v57, v80
	v_fma_f32 v57, -v74, v29, v75
	s_mov_b64 vcc, s[14:15]
	v_div_fmas_f32 v29, v57, v80, v29
	v_div_fixup_f32 v59, v29, v67, v63
	v_fma_f32 v29, -v58, v60, 1.0
	v_fmac_f32_e32 v60, v29, v60
	v_div_scale_f32 v29, vcc, v62, v67, v62
	v_mul_f32_e32 v57, v29, v60
	v_fma_f32 v61, -v58, v57, v29
	v_fmac_f32_e32 v57, v61, v60
	v_div_scale_f32 v61, s[8:9], v67, v67, v65
	v_rcp_f32_e32 v63, v61
	v_fma_f32 v29, -v58, v57, v29
	v_div_fmas_f32 v29, v29, v60, v57
	v_div_fixup_f32 v58, v29, v67, v62
	v_fma_f32 v29, -v61, v63, 1.0
	v_fmac_f32_e32 v63, v29, v63
	v_div_scale_f32 v29, vcc, v65, v67, v65
	v_mul_f32_e32 v57, v29, v63
	v_fma_f32 v60, -v61, v57, v29
	v_fmac_f32_e32 v57, v60, v63
	v_div_scale_f32 v60, s[8:9], v67, v67, v66
	v_rcp_f32_e32 v62, v60
	v_fma_f32 v29, -v61, v57, v29
	v_div_fmas_f32 v29, v29, v63, v57
	v_div_fixup_f32 v61, v29, v67, v65
	v_fma_f32 v29, -v60, v62, 1.0
	v_fmac_f32_e32 v62, v29, v62
	v_div_scale_f32 v29, vcc, v66, v67, v66
	v_mul_f32_e32 v57, v29, v62
	v_fma_f32 v63, -v60, v57, v29
	v_fmac_f32_e32 v57, v63, v62
	v_fma_f32 v29, -v60, v57, v29
	v_div_fmas_f32 v29, v29, v62, v57
	v_div_fixup_f32 v60, v29, v67, v66
	ds_write_b128 v43, v[58:61]
	s_and_b64 exec, exec, s[0:1]
	s_cbranch_execz .LBB0_8
	v_mul_lo_u32 v29, s27, v30
	v_mul_lo_u32 v57, s26, v19
	v_mad_u64_u32 v[58:59], s[8:9], s26, v30, 0
	v_add3_u32 v59, v59, v57, v29
	v_lshl_add_u64 v[58:59], v[58:59], 1, s[16:17]
	global_load_ushort v29, v[58:59], off
	v_mul_lo_u32 v57, s29, v30
	v_mul_lo_u32 v19, s28, v19
	v_mad_u64_u32 v[58:59], s[8:9], s28, v30, 0
	v_add3_u32 v59, v59, v19, v57
	v_lshl_add_u64 v[58:59], v[58:59], 1, s[30:31]
	global_load_ushort v19, v[58:59], off
	s_waitcnt vmcnt(1)
	v_lshlrev_b32_e32 v29, 16, v29
	v_add_f32_e32 v30, s43, v29
	v_mul_f32_e32 v57, s41, v30
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v19, 16, v19
	v_sub_f32_e32 v29, 0, v19
	v_cmp_nlt_f32_e64 vcc, -v19, s50
	s_nop 1
	v_cndmask_b32_e32 v62, v32, v29, vcc
	v_cmp_ngt_f32_e32 vcc, s50, v57
	s_nop 1
	v_cndmask_b32_e32 v19, v32, v57, vcc
	v_cmp_nlt_f32_e32 vcc, s51, v19
	s_nop 1
	v_cndmask_b32_e32 v29, v33, v19, vcc
	v_fmamk_f32 v19, v29, 0x3fb8aa3b, v34
	v_add_f32_e32 v19, 0xcb400000, v19
	v_fmac_f32_e32 v29, 0xbf317218, v19
	v_mul_f32_e32 v59, 0x3102e308, v19
	v_cmp_o_f32_e32 vcc, v19, v19
	s_nop 1
	v_cndmask_b32_e32 v58, 0, v19, vcc
	v_add_f32_e32 v19, v29, v59
	v_cvt_i32_f32_e32 v58, v58
	v_fmamk_f32 v63, v19, 0x39500d01, v35
	v_pk_add_f32 v[60:61], v[18:19], v[28:29] neg_lo:[0,1] neg_hi:[0,1]
	v_fmaak_f32 v29, v63, v19, 0x3c088889
	v_fmaak_f32 v29, v29, v19, 0x3d2aaaab
	v_fmaak_f32 v29, v29, v19, 0x3e2aaaab
	v_mul_f32_e32 v64, v19, v19
	v_ashrrev_i32_e32 v60, 1, v58
	v_fma_f32 v29, v29, v19, 0.5
	v_sub_u32_e32 v58, v58, v60
	v_mul_f32_e32 v29, v64, v29
	v_lshl_add_u32 v64, v58, 23, 1.0
	v_add_f32_e32 v58, v19, v29
	v_add_f32_e32 v65, 1.0, v58
	v_lshl_add_u32 v63, v60, 23, 1.0
	v_sub_f32_e32 v19, v58, v19
	v_add_f32_e32 v60, -1.0, v65
	v_sub_f32_e32 v19, v29, v19
	v_pk_add_f32 v[58:59], v[58:59], v[60:61] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_add_f32_e32 v19, v59, v19
	v_add_f32_e32 v19, v58, v19
	v_add_f32_e32 v19, v65, v19
	v_mul_f32_e32 v19, v19, v63
	v_mul_f32_e32 v19, v19, v64
	v_add_f32_e32 v19, 1.0, v19
	v_mul_f32_e32 v29, 0x4b000000, v19
	v_cmp_gt_f32_e32 vcc, s48, v19
	s_nop 1
	v_cndmask_b32_e32 v29, v19, v29, vcc
	v_add_u32_e32 v59, 0xc0cafb0d, v29
	v_ashrrev_i32_e32 v60, 23, v59
	v_and_b32_e32 v59, 0xff800000, v59
	v_sub_u32_e32 v29, v29, v59
	v_add_f32_e32 v29, -1.0, v29
	v_cndmask_b32_e32 v58, 0, v52, vcc
	v_add_f32_e32 v59, 2.0, v29
	v_add_u32_e32 v58, v60, v58
	v_div_scale_f32 v60, s[8:9], v59, v59, v29
	v_rcp_f32_e32 v61, v60
	v_div_scale_f32 v63, vcc, v29, v59, v29
	v_cvt_f32_i32_e32 v58, v58
	v_fma_f32 v64, -v60, v61, 1.0
	v_fmac_f32_e32 v61, v64, v61
	v_mul_f32_e32 v64, v63, v61
	v_fma_f32 v65, -v60, v64, v63
	v_fmac_f32_e32 v64, v65, v61
	v_fma_f32 v60, -v60, v64, v63
	v_div_fmas_f32 v60, v60, v61, v64
	v_div_fixup_f32 v59, v60, v59, v29
	v_mul_f32_e32 v60, v59, v59
	v_fmamk_f32 v61, v60, 0x3e3a2e8c, v51
	v_fmaak_f32 v61, v61, v60, 0x3e924925
	v_fmaak_f32 v61, v61, v60, 0x3ecccccd
	v_fmaak_f32 v61, v61, v60, 0x3f2aaaab
	v_mul_f32_e32 v60, v60, v61
	v_sub_f32_e32 v60, v29, v60
	v_fma_f32 v29, -v59, v60, v29
	v_fmac_f32_e32 v29, 0xb102e308, v58
	v_fmac_f32_e32 v29, 0x3f317218, v58
	v_cmp_neq_f32_e32 vcc, 0, v19
	s_nop 1
	v_cndmask_b32_e32 v29, v53, v29, vcc
	v_cmp_neq_f32_e32 vcc, s49, v19
	s_nop 1
	v_cndmask_b32_e32 v29, v54, v29, vcc
	v_cmp_ngt_f32_e32 vcc, 0, v19
	s_nop 1
	v_cndmask_b32_e32 v29, v55, v29, vcc
	v_cmp_u_f32_e32 vcc, v19, v19
	s_nop 1
	v_cndmask_b32_e32 v19, v29, v19, vcc
	v_mul_f32_e32 v19, v37, v19
	v_cmp_ge_f32_e32 vcc, s42, v57
	s_nop 1
	v_cndmask_b32_e32 v19, v30, v19, vcc
	v_mul_f32_e32 v19, v36, v19
	v_cmp_ngt_f32_e32 vcc, s50, v19
	s_nop 1
	v_cndmask_b32_e32 v19, v32, v19, vcc
	v_cmp_nlt_f32_e32 vcc, s51, v19
	s_nop 1
	v_cndmask_b32_e32 v29, v33, v19, vcc
	v_fmamk_f32 v19, v29, 0x3fb8aa3b, v34
	v_add_f32_e32 v19, 0xcb400000, v19
	v_fmac_f32_e32 v29, 0xbf317218, v19
	v_mul_f32_e32 v59, 0x3102e308, v19
	v_cmp_o_f32_e32 vcc, v19, v19
	s_nop 1
	v_cndmask_b32_e32 v30, 0, v19, vcc
	v_add_f32_e32 v19, v29, v59
	v_cmp_nlt_f32_e32 vcc, s51, v62
	v_fmamk_f32 v57, v19, 0x39500d01, v35
	v_pk_add_f32 v[60:61], v[18:19], v[28:29] neg_lo:[0,1] neg_hi:[0,1]
	v_cndmask_b32_e32 v29, v33, v62, vcc
	v_cvt_i32_f32_e32 v30, v30
	v_fmaak_f32 v57, v57, v19, 0x3c088889
	v_fmamk_f32 v60, v29, 0x3fb8aa3b, v34
	v_fmaak_f32 v57, v57, v19, 0x3d2aaaab
	v_add_f32_e32 v60, 0xcb400000, v60
	v_fmaak_f32 v57, v57, v19, 0x3e2aaaab
	v_fmac_f32_e32 v29, 0xbf317218, v60
	v_mul_f32_e32 v63, 0x3102e308, v60
	v_cmp_o_f32_e32 vcc, v60, v60
	v_fma_f32 v64, v57, v19, 0.5
	v_add_f32_e32 v57, v29, v63
	v_mul_f32_e32 v58, v19, v19
	v_ashrrev_i32_e32 v62, 1, v30
	v_cndmask_b32_e32 v60, 0, v60, vcc
	v_fmamk_f32 v67, v57, 0x39500d01, v35
	v_sub_u32_e32 v30, v30, v62
	v_lshl_add_u32 v66, v62, 23, 1.0
	v_cvt_i32_f32_e32 v62, v60
	v_mul_f32_e32 v60, v58, v64
	v_pk_add_f32 v[64:65], v[56:57], v[28:29] neg_lo:[0,1] neg_hi:[0,1]
	v_fmaak_f32 v29, v67, v57, 0x3c088889
	v_add_f32_e32 v58, v19, v60
	v_fmaak_f32 v29, v29, v57, 0x3d2aaaab
	v_sub_f32_e32 v19, v58, v19
	v_add_f32_e32 v64, 1.0, v58
	v_fmaak_f32 v29, v29, v57, 0x3e2aaaab
	v_mul_f32_e32 v68, v57, v57
	v_sub_f32_e32 v19, v60, v19
	v_add_f32_e32 v60, -1.0, v64
	v_fma_f32 v29, v29, v57, 0.5
	v_ashrrev_i32_e32 v67, 1, v62
	v_pk_add_f32 v[58:59], v[58:59], v[60:61] neg_lo:[0,1] neg_hi:[0,1]
	v_mul_f32_e32 v29, v68, v29
	v_sub_u32_e32 v60, v62, v67
	v_add_f32_e32 v19, v59, v19
	v_add_f32_e32 v62, v57, v29
	v_add_f32_e32 v19, v58, v19
	v_add_f32_e32 v61, 1.0, v62
	v_add_f32_e32 v19, v64, v19
	v_sub_f32_e32 v57, v62, v57
	v_add_f32_e32 v64, -1.0, v61
	v_sub_f32_e32 v29, v29, v57
	v_pk_add_f32 v[58:59], v[62:63], v[64:65] neg_lo:[0,1] neg_hi:[0,1]
	v_lshl_add_u32 v57, v67, 23, 1.0
	v_add_f32_e32 v29, v59, v29
	v_add_f32_e32 v29, v58, v29
	v_add_f32_e32 v29, v61, v29
	v_lshl_add_u32 v58, v60, 23, 1.0
	v_mul_f32_e32 v29, v29, v57
	v_mul_f32_e32 v29, v29, v58
	v_add_f32_e32 v29, 1.0, v29
	v_div_scale_f32 v57, s[8:9], v29, v29, 1.0
	v_rcp_f32_e32 v58, v57
	v_lshl_add_u32 v30, v30, 23, 1.0
	v_mul_f32_e32 v19, v19, v66
	v_mul_f32_e32 v19, v19, v30
	v_fma_f32 v30, -v57, v58, 1.0
	v_fmac_f32_e32 v58, v30, v58
	v_div_scale_f32 v30, vcc, 1.0, v29, 1.0
	v_mul_f32_e32 v59, v30, v58
	v_fma_f32 v60, -v57, v59, v30
	v_fmac_f32_e32 v59, v60, v58
	v_fma_f32 v30, -v57, v59, v30
	v_div_fmas_f32 v30, v30, v58, v59
	v_div_fixup_f32 v29, v30, v29, 1.0
	ds_write_b32 v45, v19
	ds_write_b32 v46, v29
.LBB0_8:
	s_or_b64 exec, exec, s[46:47]
	v_add_u32_e32 v19, 4, v56
	v_cmp_gt_i32_e32 vcc, s33, v19
	s_and_b64 s[8:9], s[4:5], vcc
	s_and_saveexec_b64 s[46:47], s[8:9]
	s_cbranch_execz .LBB0_11
	v_add_u32_e32 v30, s38, v19
	v_ashrrev_i32_e32 v19, 31, v30
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v29, s20, v19
	v_mul_lo_u32 v58, s21, v30
	v_mad_u64_u32 v[56:57], s[8:9], s20, v30, 0
	v_add3_u32 v57, v57, v29, v58
	v_mul_lo_u32 v29, s22, v19
	v_mul_lo_u32 v60, s23, v30
	v_mad_u64_u32 v[58:59], s[8:9], s22, v30, 0
	v_lshl_add_u64 v[56:57], v[56:57], 1, v[22:23]
	v_add3_u32 v59, v59, v29, v60
	global_load_dwordx2 v[56:57], v[56:57], off
	v_lshl_add_u64 v[58:59], v[58:59], 1, v[24:25]
	global_load_dwordx2 v[58:59], v[58:59], off
	s_waitcnt vmcnt(1)
	v_lshlrev_b32_e32 v29, 16, v56
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
	v_fmac_f32_e32 v57, v29, v29
	v_fmac_f32_e32 v59, v60, v60
	v_fmac_f32_e32 v57, v62, v62
	v_fmac_f32_e32 v59, v64, v64
	v_fmac_f32_e32 v57, v58, v58
	v_fmac_f32_e32 v59, v63, v63
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
	ds_bpermute_b32 v65, v42, v57
	ds_bpermute_b32 v66, v42, v59
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
	v_cmp_class_f32_e32 vcc, v57, v50
	v_mul_f32_e32 v68, 0x37800000, v66
	v_cndmask_b32_e64 v66, v66, v68, s[8:9]
	v_cndmask_b32_e32 v65, v65, v57, vcc
	v_cmp_class_f32_e32 vcc, v59, v50
	v_div_scale_f32 v57, s[8:9], v65, v65, v56
	s_nop 0
	v_cndmask_b32_e32 v66, v66, v59, vcc
	v_div_scale_f32 v67, s[8:9], v65, v65, v29
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
	v_div_scale_f32 v68, s[8:9], v29, v65, v29
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
	v_div_fixup_f32 v56, v56, v65, v29
	v_div_fmas_f32 v29, v67, v77, v82
	s_mov_b64 vcc, s[12:13]
	v_div_fixup_f32 v59, v29, v65, v58
	v_div_fmas_f32 v29, v68, v78, v83
	v_div_fixup_f32 v58, v29, v65, v62
	v_div_scale_f32 v74, s[14:15], v61, v66, v61
	v_pk_mul_f32 v[56:57], s[44:45], v[56:57]
	v_pk_mul_f32 v[58:59], s[44:45], v[58:59]
	ds_write_b128 v47, v[56:59]
	v_mul_f32_e32 v29, v74, v79
	v_div_scale_f32 v58, s[8:9], v66, v66, v60
	v_fma_f32 v56, -v73, v29, v74
	v_rcp_f32_e32 v59, v58
	v_fmac_f32_e32 v29, v56, v79
	v_fma_f32 v56, -v73, v29, v74
	s_mov_b64 vcc, s[14:15]
	v_div_fmas_f32 v29, v56, v79, v29
	v_div_fixup_f32 v57, v29, v66, v61
	v_fma_f32 v29, -v58, v59, 1.0
	v_fmac_f32_e32 v59, v29, v59
	v_div_scale_f32 v29, vcc, v60, v66, v60
	v_mul_f32_e32 v56, v29, v59
	v_fma_f32 v61, -v58, v56, v29
	v_fmac_f32_e32 v56, v61, v59
	v_fma_f32 v29, -v58, v56, v29
	v_div_scale_f32 v58, s[8:9], v66, v66, v63
	v_rcp_f32_e32 v61, v58
	v_div_fmas_f32 v29, v29, v59, v56
	v_div_fixup_f32 v56, v29, v66, v60
	v_fma_f32 v29, -v58, v61, 1.0
	v_fmac_f32_e32 v61, v29, v61
	v_div_scale_f32 v29, vcc, v63, v66, v63
	v_mul_f32_e32 v59, v29, v61
	v_fma_f32 v60, -v58, v59, v29
	v_fmac_f32_e32 v59, v60, v61
	v_fma_f32 v29, -v58, v59, v29
	v_div_scale_f32 v58, s[8:9], v66, v66, v64
	v_rcp_f32_e32 v60, v58
	v_div_fmas_f32 v29, v29, v61, v59
	v_div_fixup_f32 v59, v29, v66, v63
	v_fma_f32 v29, -v58, v60, 1.0
	v_fmac_f32_e32 v60, v29, v60
	v_div_scale_f32 v29, vcc, v64, v66, v64
	v_mul_f32_e32 v61, v29, v60
	v_fma_f32 v62, -v58, v61, v29
	v_fmac_f32_e32 v61, v62, v60
	v_fma_f32 v29, -v58, v61, v29
	v_div_fmas_f32 v29, v29, v60, v61
	v_div_fixup_f32 v58, v29, v66, v64
	ds_write_b128 v48, v[56:59]
	s_and_b64 exec, exec, s[0:1]
	s_cbranch_execz .LBB0_11
	v_mul_lo_u32 v29, s27, v30
	v_mul_lo_u32 v58, s26, v19
	v_mad_u64_u32 v[56:57], s[8:9], s26, v30, 0
	v_add3_u32 v57, v57, v58, v29
	v_lshl_add_u64 v[56:57], v[56:57], 1, s[16:17]
	global_load_ushort v29, v[56:57], off
	v_mul_lo_u32 v58, s29, v30
	v_mul_lo_u32 v19, s28, v19
	v_mad_u64_u32 v[56:57], s[8:9], s28, v30, 0
	v_add3_u32 v57, v57, v19, v58
	v_lshl_add_u64 v[56:57], v[56:57], 1, s[30:31]
	global_load_ushort v19, v[56:57], off
	s_waitcnt vmcnt(1)
	v_lshlrev_b32_e32 v29, 16, v29
	v_add_f32_e32 v30, s43, v29
	v_mul_f32_e32 v60, s41, v30
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v19, 16, v19
	v_sub_f32_e32 v29, 0, v19
	v_cmp_nlt_f32_e64 vcc, -v19, s50
	s_nop 1
	v_cndmask_b32_e32 v61, v32, v29, vcc
	v_cmp_ngt_f32_e32 vcc, s50, v60
	s_nop 1
	v_cndmask_b32_e32 v19, v32, v60, vcc
	v_cmp_nlt_f32_e32 vcc, s51, v19
	s_nop 1
	v_cndmask_b32_e32 v29, v33, v19, vcc
	v_fmamk_f32 v19, v29, 0x3fb8aa3b, v34
	v_add_f32_e32 v19, 0xcb400000, v19
	v_fmac_f32_e32 v29, 0xbf317218, v19
	v_mul_f32_e32 v57, 0x3102e308, v19
	v_cmp_o_f32_e32 vcc, v19, v19
	s_nop 1
	v_cndmask_b32_e32 v56, 0, v19, vcc
	v_add_f32_e32 v19, v29, v57
	v_cvt_i32_f32_e32 v56, v56
	v_fmamk_f32 v62, v19, 0x39500d01, v35
	v_pk_add_f32 v[58:59], v[18:19], v[28:29] neg_lo:[0,1] neg_hi:[0,1]
	v_fmaak_f32 v29, v62, v19, 0x3c088889
	v_fmaak_f32 v29, v29, v19, 0x3d2aaaab
	v_fmaak_f32 v29, v29, v19, 0x3e2aaaab
	v_mul_f32_e32 v63, v19, v19
	v_ashrrev_i32_e32 v58, 1, v56
	v_fma_f32 v29, v29, v19, 0.5
	v_sub_u32_e32 v56, v56, v58
	v_mul_f32_e32 v29, v63, v29
	v_lshl_add_u32 v63, v56, 23, 1.0
	v_add_f32_e32 v56, v19, v29
	v_add_f32_e32 v64, 1.0, v56
	v_lshl_add_u32 v62, v58, 23, 1.0
	v_sub_f32_e32 v19, v56, v19
	v_add_f32_e32 v58, -1.0, v64
	v_sub_f32_e32 v19, v29, v19
	v_pk_add_f32 v[56:57], v[56:57], v[58:59] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_add_f32_e32 v19, v57, v19
	v_add_f32_e32 v19, v56, v19
	v_add_f32_e32 v19, v64, v19
	v_mul_f32_e32 v19, v19, v62
	v_mul_f32_e32 v19, v19, v63
	v_add_f32_e32 v19, 1.0, v19
	v_mul_f32_e32 v29, 0x4b000000, v19
	v_cmp_gt_f32_e32 vcc, s48, v19
	s_nop 1
	v_cndmask_b32_e32 v29, v19, v29, vcc
	v_add_u32_e32 v57, 0xc0cafb0d, v29
	v_ashrrev_i32_e32 v58, 23, v57
	v_and_b32_e32 v57, 0xff800000, v57
	v_sub_u32_e32 v29, v29, v57
	v_add_f32_e32 v29, -1.0, v29
	v_cndmask_b32_e32 v56, 0, v52, vcc
	v_add_f32_e32 v57, 2.0, v29
	v_add_u32_e32 v56, v58, v56
	v_div_scale_f32 v58, s[8:9], v57, v57, v29
	v_rcp_f32_e32 v59, v58
	v_div_scale_f32 v62, vcc, v29, v57, v29
	v_cvt_f32_i32_e32 v56, v56
	v_fma_f32 v63, -v58, v59, 1.0
	v_fmac_f32_e32 v59, v63, v59
	v_mul_f32_e32 v63, v62, v59
	v_fma_f32 v64, -v58, v63, v62
	v_fmac_f32_e32 v63, v64, v59
	v_fma_f32 v58, -v58, v63, v62
	v_div_fmas_f32 v58, v58, v59, v63
	v_div_fixup_f32 v57, v58, v57, v29
	v_mul_f32_e32 v58, v57, v57
	v_fmamk_f32 v59, v58, 0x3e3a2e8c, v51
	v_fmaak_f32 v59, v59, v58, 0x3e924925
	v_fmaak_f32 v59, v59, v58, 0x3ecccccd
	v_fmaak_f32 v59, v59, v58, 0x3f2aaaab
	v_mul_f32_e32 v58, v58, v59
	v_sub_f32_e32 v58, v29, v58
	v_fma_f32 v29, -v57, v58, v29
	v_fmac_f32_e32 v29, 0xb102e308, v56
	v_fmac_f32_e32 v29, 0x3f317218, v56
	v_cmp_neq_f32_e32 vcc, 0, v19
	s_nop 1
	v_cndmask_b32_e32 v29, v53, v29, vcc
	v_cmp_neq_f32_e32 vcc, s49, v19
	s_nop 1
	v_cndmask_b32_e32 v29, v54, v29, vcc
	v_cmp_ngt_f32_e32 vcc, 0, v19
	s_nop 1
	v_cndmask_b32_e32 v29, v55, v29, vcc
	v_cmp_u_f32_e32 vcc, v19, v19
	s_nop 1
	v_cndmask_b32_e32 v19, v29, v19, vcc
	v_mul_f32_e32 v19, v37, v19
	v_cmp_ge_f32_e32 vcc, s42, v60
	s_nop 1
	v_cndmask_b32_e32 v19, v30, v19, vcc
	v_mul_f32_e32 v19, v36, v19
	v_cmp_ngt_f32_e32 vcc, s50, v19
	s_nop 1
	v_cndmask_b32_e32 v19, v32, v19, vcc
	v_cmp_nlt_f32_e32 vcc, s51, v19
	s_nop 1
	v_cndmask_b32_e32 v29, v33, v19, vcc
	v_fmamk_f32 v19, v29, 0x3fb8aa3b, v34
	v_add_f32_e32 v19, 0xcb400000, v19
	v_fmac_f32_e32 v29, 0xbf317218, v19
	v_mul_f32_e32 v57, 0x3102e308, v19
	v_cmp_o_f32_e32 vcc, v19, v19
	s_nop 1
	v_cndmask_b32_e32 v30, 0, v19, vcc
	v_add_f32_e32 v19, v29, v57
	v_cmp_nlt_f32_e32 vcc, s51, v61
	v_cvt_i32_f32_e32 v30, v30
	v_fmamk_f32 v56, v19, 0x39500d01, v35
	v_pk_add_f32 v[58:59], v[18:19], v[28:29] neg_lo:[0,1] neg_hi:[0,1]
	v_cndmask_b32_e32 v29, v33, v61, vcc
	v_fmaak_f32 v56, v56, v19, 0x3c088889
	v_fmamk_f32 v58, v29, 0x3fb8aa3b, v34
	v_fmaak_f32 v56, v56, v19, 0x3d2aaaab
	v_add_f32_e32 v58, 0xcb400000, v58
	v_fmaak_f32 v56, v56, v19, 0x3e2aaaab
	v_fmac_f32_e32 v29, 0xbf317218, v58
	v_mul_f32_e32 v61, 0x3102e308, v58
	v_cmp_o_f32_e32 vcc, v58, v58
	v_mul_f32_e32 v60, v19, v19
	v_ashrrev_i32_e32 v62, 1, v30
	v_cndmask_b32_e32 v58, 0, v58, vcc
	v_fma_f32 v56, v56, v19, 0.5
	v_add_f32_e32 v63, v29, v61
	v_sub_u32_e32 v30, v30, v62
	v_lshl_add_u32 v62, v62, 23, 1.0
	v_cvt_i32_f32_e32 v66, v58
	v_mul_f32_e32 v58, v60, v56
	v_fmamk_f32 v60, v63, 0x39500d01, v35
	v_pk_add_f32 v[64:65], v[62:63], v[28:29] neg_lo:[0,1] neg_hi:[0,1]
	v_fmaak_f32 v29, v60, v63, 0x3c088889
	v_add_f32_e32 v56, v19, v58
	v_fmaak_f32 v29, v29, v63, 0x3d2aaaab
	v_sub_f32_e32 v19, v56, v19
	v_add_f32_e32 v64, 1.0, v56
	v_fmaak_f32 v29, v29, v63, 0x3e2aaaab
	v_mul_f32_e32 v67, v63, v63
	v_sub_f32_e32 v19, v58, v19
	v_add_f32_e32 v58, -1.0, v64
	v_fma_f32 v29, v29, v63, 0.5
	v_pk_add_f32 v[56:57], v[56:57], v[58:59] neg_lo:[0,1] neg_hi:[0,1]
	v_mul_f32_e32 v29, v67, v29
	v_add_f32_e32 v19, v57, v19
	v_add_f32_e32 v60, v63, v29
	v_add_f32_e32 v19, v56, v19
	v_add_f32_e32 v59, 1.0, v60
	v_add_f32_e32 v19, v64, v19
	v_sub_f32_e32 v56, v60, v63
	v_add_f32_e32 v64, -1.0, v59
	v_sub_f32_e32 v29, v29, v56
	v_pk_add_f32 v[56:57], v[60:61], v[64:65] neg_lo:[0,1] neg_hi:[0,1]
	v_ashrrev_i32_e32 v68, 1, v66
	v_add_f32_e32 v29, v57, v29
	v_add_f32_e32 v29, v56, v29
	v_sub_u32_e32 v58, v66, v68
	v_add_f32_e32 v29, v59, v29
	v_lshl_add_u32 v56, v68, 23, 1.0
	v_lshl_add_u32 v57, v58, 23, 1.0
	v_mul_f32_e32 v29, v29, v56
	v_mul_f32_e32 v29, v29, v57
	v_add_f32_e32 v29, 1.0, v29
	v_div_scale_f32 v56, s[8:9], v29, v29, 1.0
	v_rcp_f32_e32 v57, v56
	v_lshl_add_u32 v30, v30, 23, 1.0
	v_mul_f32_e32 v19, v19, v62
	v_mul_f32_e32 v19, v19, v30
	v_fma_f32 v30, -v56, v57, 1.0
	v_fmac_f32_e32 v57, v30, v57
	v_div_scale_f32 v30, vcc, 1.0, v29, 1.0
	v_mul_f32_e32 v58, v30, v57
	v_fma_f32 v59, -v56, v58, v30
	v_fmac_f32_e32 v58, v59, v57
	v_fma_f32 v30, -v56, v58, v30
	v_div_fmas_f32 v30, v30, v57, v58
	v_div_fixup_f32 v29, v30, v29, 1.0
	ds_write_b32 v45, v19 offset:16
	ds_write_b32 v46, v29 offset:16
.LBB0_11:
	s_or_b64 exec, exec, s[46:47]
	s_sub_i32 s8, s33, s55
	s_cmp_lt_i32 s8, 1
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_4
	v_med3_i32 v19, s54, 1, 8
	s_movk_i32 s10, 0x2000
	s_mov_b32 s11, s53
	v_mov_b32_e32 v29, v49
	s_branch .LBB0_14
.LBB0_13:
	s_or_b64 exec, exec, s[8:9]
	v_add_u32_e32 v19, -1, v19
	v_cmp_eq_u32_e32 vcc, 0, v19
	v_add_u32_e32 v29, 0x200, v29
	s_add_i32 s10, s10, 4
	s_add_i32 s11, s11, 1
	s_cbranch_vccnz .LBB0_4
.LBB0_14:
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
	v_mov_b32_e32 v30, s10
	ds_read_b128 v[56:59], v29
	ds_read_b128 v[60:63], v29 offset:128
	ds_read_b128 v[64:67], v29 offset:256
	ds_read_b128 v[68:71], v29 offset:384
	ds_read2_b32 v[88:89], v30 offset1:8
	s_waitcnt lgkmcnt(4)
	v_mov_b32_e32 v72, v57
	s_waitcnt lgkmcnt(3)
	v_mov_b32_e32 v73, v61
	s_waitcnt lgkmcnt(2)
	v_mov_b32_e32 v80, v65
	s_waitcnt lgkmcnt(1)
	v_mov_b32_e32 v81, v69
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v30, v89
	v_pk_mul_f32 v[2:3], v[2:3], v[30:31] op_sel_hi:[1,0]
	v_pk_mul_f32 v[14:15], v[14:15], v[30:31] op_sel_hi:[1,0]
	v_pk_mul_f32 v[6:7], v[6:7], v[30:31] op_sel_hi:[1,0]
	v_pk_mul_f32 v[10:11], v[10:11], v[30:31] op_sel_hi:[1,0]
	v_mov_b32_e32 v90, v3
	v_mov_b32_e32 v91, v15
	v_mov_b32_e32 v98, v7
	v_mov_b32_e32 v99, v11
	v_mov_b32_e32 v74, v56
	v_mov_b32_e32 v75, v60
	v_mov_b32_e32 v82, v64
	v_mov_b32_e32 v83, v68
	v_pk_mul_f32 v[4:5], v[4:5], v[30:31] op_sel_hi:[1,0]
	v_pk_mul_f32 v[16:17], v[16:17], v[30:31] op_sel_hi:[1,0]
	v_pk_mul_f32 v[8:9], v[8:9], v[30:31] op_sel_hi:[1,0]
	v_pk_mul_f32 v[12:13], v[12:13], v[30:31] op_sel_hi:[1,0]
	v_mov_b32_e32 v92, v2
	v_mov_b32_e32 v93, v14
	v_mov_b32_e32 v100, v6
	v_mov_b32_e32 v101, v10
	v_pk_mul_f32 v[72:73], v[90:91], v[72:73]
	v_pk_mul_f32 v[80:81], v[98:99], v[80:81]
	v_mov_b32_e32 v76, v58
	v_mov_b32_e32 v77, v62
	v_mov_b32_e32 v84, v66
	v_mov_b32_e32 v85, v70
	v_mov_b32_e32 v94, v4
	v_mov_b32_e32 v95, v16
	v_mov_b32_e32 v102, v8
	v_mov_b32_e32 v103, v12
	v_pk_fma_f32 v[72:73], v[74:75], v[92:93], v[72:73]
	v_pk_fma_f32 v[74:75], v[82:83], v[100:101], v[80:81]
	v_mov_b32_e32 v78, v59
	v_mov_b32_e32 v79, v63
	v_mov_b32_e32 v86, v67
	v_mov_b32_e32 v87, v71
	v_mov_b32_e32 v96, v5
	v_mov_b32_e32 v97, v17
	v_mov_b32_e32 v104, v9
	v_mov_b32_e32 v105, v13
	v_pk_fma_f32 v[72:73], v[76:77], v[94:95], v[72:73]
	v_pk_fma_f32 v[74:75], v[84:85], v[102:103], v[74:75]
	v_pk_fma_f32 v[72:73], v[78:79], v[96:97], v[72:73]
	v_pk_fma_f32 v[74:75], v[86:87], v[104:105], v[74:75]
	s_nop 0
	v_pk_add_f32 v[72:73], v[72:73], v[74:75]
	s_nop 0
	v_add_f32_e32 v30, v72, v73
	ds_bpermute_b32 v72, v40, v30
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v30, v30, v72
	ds_bpermute_b32 v72, v41, v30
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v30, v30, v72
	ds_bpermute_b32 v89, v42, v30
	ds_read_b128 v[72:75], v29 offset:4096
	ds_read_b128 v[76:79], v29 offset:4224
	ds_read_b128 v[80:83], v29 offset:4352
	ds_read_b128 v[84:87], v29 offset:4480
	s_waitcnt lgkmcnt(4)
	v_add_f32_e32 v30, v30, v89
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v89, 16, v106
	v_sub_f32_e32 v30, v89, v30
	v_mul_f32_e32 v30, v88, v30
	v_pk_fma_f32 v[2:3], v[56:57], v[30:31], v[2:3] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[14:15], v[60:61], v[30:31], v[14:15] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[6:7], v[64:65], v[30:31], v[6:7] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[10:11], v[68:69], v[30:31], v[10:11] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[4:5], v[58:59], v[30:31], v[4:5] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[16:17], v[62:63], v[30:31], v[16:17] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[8:9], v[66:67], v[30:31], v[8:9] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[12:13], v[70:71], v[30:31], v[12:13] op_sel_hi:[1,0,1]
	s_waitcnt lgkmcnt(3)
	v_mul_f32_e32 v30, v73, v3
	s_waitcnt lgkmcnt(2)
	v_mul_f32_e32 v56, v77, v15
	s_waitcnt lgkmcnt(1)
	v_mul_f32_e32 v57, v7, v81
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v58, v11, v85
	v_fmac_f32_e32 v30, v72, v2
	v_fmac_f32_e32 v56, v76, v14
	v_fmac_f32_e32 v57, v80, v6
	v_fmac_f32_e32 v58, v84, v10
	v_fmac_f32_e32 v30, v74, v4
	v_fmac_f32_e32 v56, v78, v16
	v_fmac_f32_e32 v57, v82, v8
	v_fmac_f32_e32 v58, v86, v12
	v_fmac_f32_e32 v30, v75, v5
	v_fmac_f32_e32 v56, v79, v17
	v_fmac_f32_e32 v57, v83, v9
	v_fmac_f32_e32 v58, v87, v13
	v_add_f32_e32 v30, v30, v57
	v_add_f32_e32 v56, v56, v58
	v_add_f32_e32 v30, v30, v56
	ds_bpermute_b32 v56, v40, v30
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v30, v30, v56
	ds_bpermute_b32 v56, v41, v30
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v30, v30, v56
	ds_bpermute_b32 v56, v42, v30
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB0_13
	s_mul_i32 s12, s18, s12
	s_mul_hi_u32 s13, s18, s11
	s_add_i32 s12, s13, s12
	s_mul_i32 s13, s19, s11
	s_add_i32 s13, s12, s13
	s_mul_i32 s12, s18, s11
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v30, v30, v56
	v_cvt_pk_bf16_f32 v30, v30, s0
	v_lshl_add_u64 v[56:57], s[12:13], 1, v[26:27]
	global_store_short v[56:57], v30, off
	s_branch .LBB0_13
.LBB0_16:
	s_and_b64 vcc, exec, s[34:35]
	s_cbranch_vccz .LBB0_18
	v_cvt_pk_bf16_f32 v1, v4, v5
	v_cvt_pk_bf16_f32 v0, v2, v3
	v_lshl_add_u64 v[2:3], v[20:21], 1, s[36:37]
	v_lshlrev_b32_e32 v4, 1, v18
	v_mov_b32_e32 v5, 0
	v_lshl_add_u64 v[2:3], v[2:3], 0, v[4:5]
	global_store_dwordx2 v[2:3], v[0:1], off
	v_cvt_pk_bf16_f32 v1, v16, v17
	v_cvt_pk_bf16_f32 v0, v14, v15
	global_store_dwordx2 v[2:3], v[0:1], off offset:64
	v_cvt_pk_bf16_f32 v1, v8, v9
	v_cvt_pk_bf16_f32 v0, v6, v7
	global_store_dwordx2 v[2:3], v[0:1], off offset:128
	v_cvt_pk_bf16_f32 v1, v12, v13
	v_cvt_pk_bf16_f32 v0, v10, v11
	global_store_dwordx2 v[2:3], v[0:1], off offset:192
.LBB0_18:
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
		.amdhsa_next_free_vgpr 107
		.amdhsa_next_free_sgpr 56
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

	.set gdn_verify_decode_act_bf16_dt_f32_pool_bf16_bv16w2.num_vgpr, 107
	.set gdn_verify_decode_act_bf16_dt_f32_pool_bf16_bv16w2.num_agpr, 0
	.set gdn_verify_decode_act_bf16_dt_f32_pool_bf16_bv16w2.numbered_sgpr, 56
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
    .sgpr_count:     62
    .sgpr_spill_count: 0
    .symbol:         gdn_verify_decode_act_bf16_dt_f32_pool_bf16_bv16w2.kd
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
