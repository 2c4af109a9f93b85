; deltagen generated file: do not edit. Regenerate with `cargo xtask gen`.
; kernel: gdn_verify  instance: gdn_verify_decode_act_bf16_dt_f32_pool_bf16_bv8w4  arch: gfx950
; profile=portable  mode=decode  act_dtype=bf16  dt_bias_dtype=f32  pool_dtype=bf16  tile=bv8w4  lanes_per_column=32  requests=1
; ir-sha256: cd956df8d38dc39ed48a2fac773966e89f07a493f40a0848d490f7a853752f95
; llvm: 22.1  pipeline: default<O3>  ld.lld: LLVM 22.1
	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 6
	.text
	.globl	gdn_verify_decode_act_bf16_dt_f32_pool_bf16_bv8w4
	.p2align	8
	.type	gdn_verify_decode_act_bf16_dt_f32_pool_bf16_bv8w4,@function
gdn_verify_decode_act_bf16_dt_f32_pool_bf16_bv8w4:
	s_load_dwordx4 s[44:47], s[0:1], 0x5c
	s_load_dwordx4 s[28:31], s[0:1], 0x88
	s_mov_b32 s4, s3
	s_ashr_i32 s3, s2, 31
	s_lshr_b32 s3, s3, 28
	s_waitcnt lgkmcnt(0)
	s_max_i32 s5, s45, 1
	v_cvt_f32_u32_e32 v1, s5
	s_add_i32 s3, s2, s3
	s_and_b32 s6, s3, 0x1ffffff0
	s_sub_i32 s10, s2, s6
	v_rcp_iflag_f32_e32 v1, v1
	s_sub_i32 s6, 0, s5
	s_abs_i32 s2, s46
	s_ashr_i32 s48, s3, 4
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	s_ashr_i32 s47, s46, 31
	v_lshrrev_b32_e32 v19, 5, v0
	v_lshl_or_b32 v12, s10, 3, v19
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
	s_addc_u32 s5, s39, s9
	v_cvt_f32_u32_e32 v1, s2
	s_load_dword s5, s[4:5], 0x0
	v_ashrrev_i32_e32 v13, 31, v12
	v_and_b32_e32 v3, 31, v0
	v_rcp_iflag_f32_e32 v1, v1
	v_mov_b32_e32 v6, 0
	s_waitcnt lgkmcnt(0)
	s_cmp_gt_i32 s5, -1
	s_cselect_b64 s[10:11], -1, 0
	s_cmp_lt_i32 s5, s44
	s_cselect_b64 s[12:13], -1, 0
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	s_and_b64 s[34:35], s[10:11], s[12:13]
	v_cvt_u32_f32_e32 v1, v1
	s_add_u32 s6, s6, s8
	s_addc_u32 s7, s7, s9
	s_load_dwordx2 s[38:39], s[6:7], 0x0
	s_lshl_b64 s[44:45], s[48:49], 7
	v_lshl_add_u64 v[4:5], s[44:45], 0, v[12:13]
	s_ashr_i32 s6, s5, 31
	v_readfirstlane_b32 s4, v1
	v_lshlrev_b64 v[4:5], 7, v[4:5]
	s_mul_i32 s6, s30, s6
	s_mul_i32 s7, s31, s5
	v_mov_b32_e32 v1, s5
	s_add_i32 s8, s6, s7
	v_mad_u64_u32 v[4:5], s[6:7], s30, v1, v[4:5]
	v_lshlrev_b32_e32 v2, 2, v3
	v_add_u32_e32 v5, s8, v5
	v_mov_b32_e32 v7, v6
	v_mov_b32_e32 v8, v6
	s_andn2_b64 vcc, exec, s[34:35]
	v_mov_b32_e32 v9, v6
	s_cbranch_vccnz .LBB0_2
	v_lshl_add_u64 v[8:9], v[4:5], 1, s[36:37]
	v_lshlrev_b32_e32 v10, 1, v2
	v_mov_b32_e32 v11, v6
	v_lshl_add_u64 v[6:7], v[8:9], 0, v[10:11]
	global_load_dwordx2 v[6:7], v[6:7], off
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v11, 0xffff0000, v6
	v_lshlrev_b32_e32 v10, 16, v6
	v_and_b32_e32 v9, 0xffff0000, v7
	v_lshlrev_b32_e32 v8, 16, v7
	v_pk_add_f32 v[8:9], v[8:9], 0 op_sel_hi:[1,0]
	v_pk_add_f32 v[6:7], v[10:11], 0 op_sel_hi:[1,0]
.LBB0_2:
	s_waitcnt lgkmcnt(0)
	s_sub_i32 s33, s39, s38
	s_add_i32 s30, s33, 7
	s_cmp_lt_i32 s30, 8
	s_cbranch_scc1 .LBB0_13
	s_sub_i32 s5, 0, s2
	s_mul_i32 s5, s5, s4
	s_mul_hi_u32 s5, s4, s5
	s_abs_i32 s31, s48
	s_add_i32 s4, s4, s5
	s_mul_hi_u32 s53, s31, s4
	s_load_dwordx16 s[4:19], s[0:1], 0x0
	s_load_dwordx4 s[40:43], s[0:1], 0x98
	s_ashr_i32 s3, s3, 31
	s_lshl_b64 s[50:51], s[48:49], 2
	v_mov_b32_e32 v20, 0xc2d00000
	s_waitcnt lgkmcnt(0)
	s_add_u32 s14, s14, s50
	s_addc_u32 s15, s15, s51
	s_load_dword s52, s[14:15], 0x0
	s_add_u32 s14, s16, s50
	s_addc_u32 s15, s17, s51
	s_mov_b32 s51, 0x42b20000
	v_mov_b32_e32 v21, 0x42b20000
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v1, s52
	v_cmp_nlt_f32_e32 vcc, s52, v20
	v_mov_b32_e32 v22, 0x4b400000
	v_mov_b32_e32 v23, 0x3ab60b61
	v_cndmask_b32_e32 v1, v20, v1, vcc
	v_cmp_nlt_f32_e32 vcc, s51, v1
	s_load_dword s43, s[14:15], 0x0
	s_lshl_b64 s[16:17], s[48:49], 1
	v_cndmask_b32_e32 v1, v21, v1, vcc
	v_fmamk_f32 v10, v1, 0x3fb8aa3b, v22
	v_add_f32_e32 v10, 0xcb400000, v10
	v_fmac_f32_e32 v1, 0xbf317218, v10
	v_mul_f32_e32 v11, 0x3102e308, v10
	v_add_f32_e32 v14, v1, v11
	v_sub_f32_e32 v1, v14, v1
	v_sub_f32_e32 v1, v11, v1
	v_fmamk_f32 v11, v14, 0x39500d01, v23
	v_fmaak_f32 v11, v11, v14, 0x3c088889
	v_fmaak_f32 v11, v11, v14, 0x3d2aaaab
	v_fmaak_f32 v11, v11, v14, 0x3e2aaaab
	v_fma_f32 v11, v11, v14, 0.5
	v_mul_f32_e32 v15, v14, v14
	v_mul_f32_e32 v11, v15, v11
	v_add_f32_e32 v15, v14, v11
	v_sub_f32_e32 v14, v15, v14
	v_sub_f32_e32 v11, v11, v14
	v_add_f32_e32 v1, v1, v11
	v_add_f32_e32 v11, 1.0, v15
	v_add_f32_e32 v14, -1.0, v11
	v_sub_f32_e32 v14, v15, v14
	v_add_f32_e32 v1, v14, v1
	v_div_scale_f32 v14, s[14:15], s41, s41, 1.0
	s_ashr_i32 s14, s30, 31
	s_lshr_b32 s14, s14, 29
	v_cmp_o_f32_e32 vcc, v10, v10
	s_add_i32 s30, s30, s14
	s_ashr_i32 s52, s30, 3
	v_cndmask_b32_e32 v10, 0, v10, vcc
	v_cvt_i32_f32_e32 v10, v10
	s_add_u32 s14, s10, s16
	s_addc_u32 s15, s11, s17
	s_add_u32 s12, s12, s16
	s_mul_i32 s10, s53, s2
	s_addc_u32 s13, s13, s17
	s_sub_i32 s10, s31, s10
	v_add_f32_e32 v1, v11, v1
	v_ashrrev_i32_e32 v11, 1, v10
	s_add_i32 s11, s53, 1
	s_sub_i32 s16, s10, s2
	v_sub_u32_e32 v10, v10, v11
	v_lshlrev_b32_e32 v11, 23, v11
	v_rcp_f32_e32 v15, v14
	s_cmp_ge_u32 s10, s2
	v_add_u32_e32 v11, 1.0, v11
	v_lshlrev_b32_e32 v10, 23, v10
	s_cselect_b32 s11, s11, s53
	v_add_u32_e32 v10, 1.0, v10
	v_mul_f32_e32 v1, v1, v11
	s_cselect_b32 s10, s16, s10
	s_add_i32 s16, s11, 1
	v_mul_f32_e32 v1, v1, v10
	s_cmp_ge_u32 s10, s2
	v_sub_f32_e32 v24, 0, v1
	v_fma_f32 v1, -v14, v15, 1.0
	s_cselect_b32 s2, s16, s11
	v_fmac_f32_e32 v15, v1, v15
	v_div_scale_f32 v1, vcc, 1.0, s41, 1.0
	s_xor_b32 s2, s2, s3
	v_mul_f32_e32 v10, v1, v15
	s_sub_i32 s10, s2, s3
	v_fma_f32 v11, -v14, v10, v1
	s_ashr_i32 s11, s10, 31
	v_fmac_f32_e32 v10, v11, v15
	s_lshl_b64 s[10:11], s[10:11], 8
	v_fma_f32 v1, -v14, v10, v1
	s_add_u32 s4, s4, s10
	v_div_fmas_f32 v1, v1, v15, v10
	s_addc_u32 s5, s5, s11
	v_lshlrev_b32_e32 v14, 1, v2
	v_mov_b32_e32 v15, 0
	s_movk_i32 s2, 0x100
	v_lshl_add_u64 v[10:11], s[4:5], 0, v[14:15]
	s_add_u32 s4, s6, s10
	v_div_fixup_f32 v25, v1, s41, 1.0
	v_cmp_gt_u32_e64 s[2:3], s2, v0
	v_lshlrev_b32_e32 v0, 2, v0
	v_bfrev_b32_e32 v1, 0.5
	s_addc_u32 s5, s7, s11
	v_bitop3_b32 v26, v0, 64, v1 bitop3:0x6c
	v_bitop3_b32 v27, v0, 32, v1 bitop3:0x6c
	v_bitop3_b32 v28, v0, 16, v1 bitop3:0x6c
	v_bitop3_b32 v29, v0, 8, v1 bitop3:0x6c
	v_bitop3_b32 v30, v0, 4, v1 bitop3:0x6c
	v_lshl_add_u64 v[0:1], s[4:5], 0, v[14:15]
	s_lshl_b64 s[4:5], s[44:45], 1
	s_load_dwordx8 s[20:27], s[0:1], 0x68
	s_add_u32 s6, s8, s4
	v_lshlrev_b32_e32 v14, 2, v2
	s_addc_u32 s7, s9, s5
	v_lshl_or_b32 v31, v19, 9, v14
	v_lshlrev_b32_e32 v14, 2, v19
	s_add_u32 s4, s18, s4
	v_or_b32_e32 v32, 0x2020, v14
	v_or_b32_e32 v33, 0x2000, v14
	v_lshlrev_b64 v[14:15], 1, v[12:13]
	s_addc_u32 s5, s19, s5
	s_mov_b32 s39, 0
	v_cmp_eq_u32_e64 s[0:1], 0, v3
	s_mov_b32 s50, 0xc2d00000
	v_lshl_add_u64 v[12:13], s[6:7], 0, v[14:15]
	v_lshl_add_u64 v[14:15], s[4:5], 0, v[14:15]
	s_lshl_b64 s[16:17], s[46:47], 7
	s_mov_b32 s18, s40
	s_mov_b32 s19, s40
	v_lshlrev_b32_e32 v34, 4, v3
	s_mov_b32 s40, 0xf800000
	v_mov_b32_e32 v35, 0x260
	s_mov_b32 s44, 0x800000
	s_mov_b32 s45, 0x7f800000
	v_mov_b32_e32 v16, -1.0
	v_not_b32_e32 v36, 22
	v_mov_b32_e32 v37, 0xff800000
	v_mov_b32_e32 v38, 0x7f800000
	v_mov_b32_e32 v39, 0x7fc00000
	s_mov_b32 s46, s38
	s_mov_b32 s47, s33
	s_branch .LBB0_5
.LBB0_4:
	s_add_i32 s39, s39, 1
	s_add_i32 s47, s47, -8
	s_add_i32 s46, s46, 8
	s_cmp_eq_u32 s39, s52
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_13
.LBB0_5:
	s_lshl_b32 s48, s39, 3
	v_or_b32_e32 v3, s48, v19
	v_cmp_gt_i32_e32 vcc, s33, v3
	s_and_b64 s[4:5], s[2:3], vcc
	s_and_saveexec_b64 s[30:31], s[4:5]
	s_cbranch_execz .LBB0_8
	v_add_u32_e32 v18, s38, v3
	v_ashrrev_i32_e32 v3, 31, v18
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v17, s20, v3
	v_mul_lo_u32 v42, s21, v18
	v_mad_u64_u32 v[40:41], s[4:5], s20, v18, 0
	v_add3_u32 v41, v41, v17, v42
	v_mul_lo_u32 v17, s22, v3
	v_mul_lo_u32 v44, s23, v18
	v_mad_u64_u32 v[42:43], s[4:5], s22, v18, 0
	v_lshl_add_u64 v[40:41], v[40:41], 1, v[10:11]
	v_add3_u32 v43, v43, v17, v44
	global_load_dwordx2 v[40:41], v[40:41], off
	v_lshl_add_u64 v[42:43], v[42:43], 1, v[0:1]
	global_load_dwordx2 v[42:43], v[42:43], off
	s_waitcnt vmcnt(1)
	v_lshlrev_b32_e32 v17, 16, v40
	v_and_b32_e32 v40, 0xffff0000, v40
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v44, 16, v42
	v_and_b32_e32 v45, 0xffff0000, v42
	v_and_b32_e32 v42, 0xffff0000, v41
	v_lshlrev_b32_e32 v46, 16, v41
	v_mul_f32_e32 v41, v40, v40
	v_and_b32_e32 v47, 0xffff0000, v43
	v_lshlrev_b32_e32 v48, 16, v43
	v_mul_f32_e32 v43, v45, v45
	v_fmac_f32_e32 v41, v17, v17
	v_fmac_f32_e32 v43, v44, v44
	v_fmac_f32_e32 v41, v46, v46
	v_fmac_f32_e32 v43, v48, v48
	v_fmac_f32_e32 v41, v42, v42
	v_fmac_f32_e32 v43, v47, v47
	ds_bpermute_b32 v49, v26, v41
	ds_bpermute_b32 v50, v26, v43
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v41, v41, v49
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v43, v43, v50
	ds_bpermute_b32 v49, v27, v41
	ds_bpermute_b32 v50, v27, v43
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v41, v41, v49
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v43, v43, v50
	ds_bpermute_b32 v49, v28, v41
	ds_bpermute_b32 v50, v28, v43
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v41, v41, v49
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v43, v43, v50
	ds_bpermute_b32 v49, v29, v41
	ds_bpermute_b32 v50, v29, v43
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v41, v41, v49
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v43, v43, v50
	ds_bpermute_b32 v49, v30, v41
	ds_bpermute_b32 v50, v30, v43
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v41, v41, v49
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v43, v43, v50
	v_add_f32_e32 v41, 0x358637bd, v41
	v_add_f32_e32 v43, 0x358637bd, v43
	v_mul_f32_e32 v49, 0x4f800000, v41
	v_cmp_gt_f32_e32 vcc, s40, v41
	v_mul_f32_e32 v50, 0x4f800000, v43
	v_cmp_gt_f32_e64 s[4:5], s40, v43
	v_cndmask_b32_e32 v41, v41, v49, vcc
	v_sqrt_f32_e32 v49, v41
	v_cndmask_b32_e64 v43, v43, v50, s[4:5]
	v_sqrt_f32_e32 v50, v43
	v_add_u32_e32 v51, -1, v49
	v_fma_f32 v55, -v51, v49, v41
	v_add_u32_e32 v53, -1, v50
	v_add_u32_e32 v52, 1, v49
	v_fma_f32 v57, -v53, v50, v43
	v_cmp_ge_f32_e64 s[6:7], 0, v55
	v_add_u32_e32 v54, 1, v50
	v_fma_f32 v56, -v52, v49, v41
	v_cndmask_b32_e64 v49, v49, v51, s[6:7]
	v_cmp_ge_f32_e64 s[6:7], 0, v57
	v_fma_f32 v58, -v54, v50, v43
	s_nop 0
	v_cndmask_b32_e64 v50, v50, v53, s[6:7]
	v_cmp_lt_f32_e64 s[6:7], 0, v56
	s_nop 1
	v_cndmask_b32_e64 v49, v49, v52, s[6:7]
	v_cmp_lt_f32_e64 s[6:7], 0, v58
	v_mul_f32_e32 v51, 0x37800000, v49
	v_cndmask_b32_e32 v49, v49, v51, vcc
	v_cndmask_b32_e64 v50, v50, v54, s[6:7]
	v_cmp_class_f32_e32 vcc, v41, v35
	v_mul_f32_e32 v52, 0x37800000, v50
	v_cndmask_b32_e64 v50, v50, v52, s[4:5]
	v_cndmask_b32_e32 v49, v49, v41, vcc
	v_cmp_class_f32_e32 vcc, v43, v35
	v_div_scale_f32 v41, s[4:5], v49, v49, v40
	s_nop 0
	v_cndmask_b32_e32 v50, v50, v43, vcc
	v_div_scale_f32 v51, s[4:5], v49, v49, v17
	v_rcp_f32_e32 v59, v41
	v_div_scale_f32 v53, s[6:7], v49, v49, v42
	v_div_scale_f32 v57, s[10:11], v50, v50, v45
	v_rcp_f32_e32 v60, v51
	v_div_scale_f32 v55, s[8:9], v49, v49, v46
	v_rcp_f32_e32 v61, v53
	v_rcp_f32_e32 v63, v57
	v_rcp_f32_e32 v62, v55
	v_fma_f32 v64, -v41, v59, 1.0
	v_div_scale_f32 v43, vcc, v40, v49, v40
	v_fma_f32 v65, -v51, v60, 1.0
	v_fmac_f32_e32 v59, v64, v59
	v_div_scale_f32 v52, s[4:5], v17, v49, v17
	v_fma_f32 v66, -v53, v61, 1.0
	v_fma_f32 v68, -v57, v63, 1.0
	v_fmac_f32_e32 v60, v65, v60
	v_mul_f32_e32 v64, v43, v59
	v_div_scale_f32 v54, s[6:7], v42, v49, v42
	v_fma_f32 v67, -v55, v62, 1.0
	v_fmac_f32_e32 v61, v66, v61
	v_fmac_f32_e32 v63, v68, v63
	v_mul_f32_e32 v65, v52, v60
	v_fma_f32 v68, -v41, v64, v43
	v_div_scale_f32 v56, s[8:9], v46, v49, v46
	v_fmac_f32_e32 v62, v67, v62
	v_mul_f32_e32 v66, v54, v61
	v_fma_f32 v69, -v51, v65, v52
	v_fmac_f32_e32 v64, v68, v59
	v_mul_f32_e32 v67, v56, v62
	v_fma_f32 v70, -v53, v66, v54
	v_fmac_f32_e32 v65, v69, v60
	v_fma_f32 v41, -v41, v64, v43
	v_fma_f32 v71, -v55, v67, v56
	v_fmac_f32_e32 v66, v70, v61
	v_fma_f32 v43, -v51, v65, v52
	v_div_fmas_f32 v41, v41, v59, v64
	s_mov_b64 vcc, s[4:5]
	v_fmac_f32_e32 v67, v71, v62
	v_fma_f32 v51, -v53, v66, v54
	v_div_fixup_f32 v41, v41, v49, v40
	v_div_fmas_f32 v40, v43, v60, v65
	s_mov_b64 vcc, s[6:7]
	v_fma_f32 v52, -v55, v67, v56
	v_div_fixup_f32 v40, v40, v49, v17
	v_div_fmas_f32 v17, v51, v61, v66
	s_mov_b64 vcc, s[8:9]
	v_div_fixup_f32 v43, v17, v49, v42
	v_div_fmas_f32 v17, v52, v62, v67
	v_div_fixup_f32 v42, v17, v49, v46
	v_div_scale_f32 v58, s[10:11], v45, v50, v45
	v_pk_mul_f32 v[40:41], s[18:19], v[40:41]
	v_pk_mul_f32 v[42:43], s[18:19], v[42:43]
	v_or_b32_e32 v17, 0x1000, v31
	ds_write_b128 v17, v[40:43]
	v_mul_f32_e32 v17, v58, v63
	v_div_scale_f32 v42, s[4:5], v50, v50, v44
	v_fma_f32 v40, -v57, v17, v58
	v_rcp_f32_e32 v43, v42
	v_fmac_f32_e32 v17, v40, v63
	v_fma_f32 v40, -v57, v17, v58
	s_mov_b64 vcc, s[10:11]
	v_div_fmas_f32 v17, v40, v63, v17
	v_div_fixup_f32 v41, v17, v50, v45
	v_fma_f32 v17, -v42, v43, 1.0
	v_fmac_f32_e32 v43, v17, v43
	v_div_scale_f32 v17, vcc, v44, v50, v44
	v_mul_f32_e32 v40, v17, v43
	v_fma_f32 v45, -v42, v40, v17
	v_fmac_f32_e32 v40, v45, v43
	v_fma_f32 v17, -v42, v40, v17
	v_div_scale_f32 v42, s[4:5], v50, v50, v47
	v_rcp_f32_e32 v45, v42
	v_div_fmas_f32 v17, v17, v43, v40
	v_div_fixup_f32 v40, v17, v50, v44
	v_fma_f32 v17, -v42, v45, 1.0
	v_fmac_f32_e32 v45, v17, v45
	v_div_scale_f32 v17, vcc, v47, v50, v47
	v_mul_f32_e32 v43, v17, v45
	v_fma_f32 v44, -v42, v43, v17
	v_fmac_f32_e32 v43, v44, v45
	v_fma_f32 v17, -v42, v43, v17
	v_div_scale_f32 v42, s[4:5], v50, v50, v48
	v_rcp_f32_e32 v44, v42
	v_div_fmas_f32 v17, v17, v45, v43
	v_div_fixup_f32 v43, v17, v50, v47
	v_fma_f32 v17, -v42, v44, 1.0
	v_fmac_f32_e32 v44, v17, v44
	v_div_scale_f32 v17, vcc, v48, v50, v48
	v_mul_f32_e32 v45, v17, v44
	v_fma_f32 v46, -v42, v45, v17
	v_fmac_f32_e32 v45, v46, v44
	v_fma_f32 v17, -v42, v45, v17
	v_div_fmas_f32 v17, v17, v44, v45
	v_div_fixup_f32 v42, v17, v50, v48
	ds_write_b128 v31, v[40:43]
	s_and_b64 exec, exec, s[0:1]
	s_cbranch_execz .LBB0_8
	v_mul_lo_u32 v17, s27, v18
	v_mul_lo_u32 v42, s26, v3
	v_mad_u64_u32 v[40:41], s[4:5], s26, v18, 0
	v_add3_u32 v41, v41, v42, v17
	v_lshl_add_u64 v[40:41], v[40:41], 1, s[14:15]
	global_load_ushort v17, v[40:41], off
	v_mul_lo_u32 v42, s29, v18
	v_mul_lo_u32 v3, s28, v3
	v_mad_u64_u32 v[40:41], s[4:5], s28, v18, 0
	v_add3_u32 v41, v41, v3, v42
	v_lshl_add_u64 v[40:41], v[40:41], 1, s[12:13]
	global_load_ushort v3, v[40:41], off
	v_mov_b32_e32 v18, 0x3e638e39
	s_waitcnt vmcnt(1)
	v_lshlrev_b32_e32 v17, 16, v17
	v_add_f32_e32 v44, s43, v17
	v_mul_f32_e32 v45, s41, v44
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v3, 16, v3
	v_sub_f32_e32 v17, 0, v3
	v_cmp_nlt_f32_e64 vcc, -v3, s50
	s_nop 1
	v_cndmask_b32_e32 v46, v20, v17, vcc
	v_cmp_ngt_f32_e32 vcc, s50, v45
	s_nop 1
	v_cndmask_b32_e32 v3, v20, v45, vcc
	v_cmp_nlt_f32_e32 vcc, s51, v3
	s_nop 1
	v_cndmask_b32_e32 v17, v21, v3, vcc
	v_fmamk_f32 v3, v17, 0x3fb8aa3b, v22
	v_add_f32_e32 v3, 0xcb400000, v3
	v_fmac_f32_e32 v17, 0xbf317218, v3
	v_mul_f32_e32 v41, 0x3102e308, v3
	v_cmp_o_f32_e32 vcc, v3, v3
	s_nop 1
	v_cndmask_b32_e32 v40, 0, v3, vcc
	v_add_f32_e32 v3, v17, v41
	v_cvt_i32_f32_e32 v40, v40
	v_fmamk_f32 v47, v3, 0x39500d01, v23
	v_pk_add_f32 v[42:43], v[2:3], v[16:17] neg_lo:[0,1] neg_hi:[0,1]
	v_fmaak_f32 v17, v47, v3, 0x3c088889
	v_fmaak_f32 v17, v17, v3, 0x3d2aaaab
	v_fmaak_f32 v17, v17, v3, 0x3e2aaaab
	v_mul_f32_e32 v48, v3, v3
	v_ashrrev_i32_e32 v42, 1, v40
	v_fma_f32 v17, v17, v3, 0.5
	v_sub_u32_e32 v40, v40, v42
	v_mul_f32_e32 v17, v48, v17
	v_lshl_add_u32 v48, v40, 23, 1.0
	v_add_f32_e32 v40, v3, v17
	v_add_f32_e32 v49, 1.0, v40
	v_lshl_add_u32 v47, v42, 23, 1.0
	v_sub_f32_e32 v3, v40, v3
	v_add_f32_e32 v42, -1.0, v49
	v_sub_f32_e32 v3, v17, v3
	v_pk_add_f32 v[40:41], v[40:41], v[42:43] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_add_f32_e32 v3, v41, v3
	v_add_f32_e32 v3, v40, v3
	v_add_f32_e32 v3, v49, v3
	v_mul_f32_e32 v3, v3, v47
	v_mul_f32_e32 v3, v3, v48
	v_add_f32_e32 v3, 1.0, v3
	v_mul_f32_e32 v17, 0x4b000000, v3
	v_cmp_gt_f32_e32 vcc, s44, v3
	s_nop 1
	v_cndmask_b32_e32 v17, v3, v17, vcc
	v_add_u32_e32 v41, 0xc0cafb0d, v17
	v_ashrrev_i32_e32 v42, 23, v41
	v_and_b32_e32 v41, 0xff800000, v41
	v_sub_u32_e32 v17, v17, v41
	v_add_f32_e32 v17, -1.0, v17
	v_cndmask_b32_e32 v40, 0, v36, vcc
	v_add_f32_e32 v41, 2.0, v17
	v_add_u32_e32 v40, v42, v40
	v_div_scale_f32 v42, s[4:5], v41, v41, v17
	v_rcp_f32_e32 v43, v42
	v_div_scale_f32 v47, vcc, v17, v41, v17
	v_cvt_f32_i32_e32 v40, v40
	v_fma_f32 v48, -v42, v43, 1.0
	v_fmac_f32_e32 v43, v48, v43
	v_mul_f32_e32 v48, v47, v43
	v_fma_f32 v49, -v42, v48, v47
	v_fmac_f32_e32 v48, v49, v43
	v_fma_f32 v42, -v42, v48, v47
	v_div_fmas_f32 v42, v42, v43, v48
	v_div_fixup_f32 v41, v42, v41, v17
	v_mul_f32_e32 v42, v41, v41
	v_fmamk_f32 v18, v42, 0x3e3a2e8c, v18
	v_fmaak_f32 v18, v18, v42, 0x3e924925
	v_fmaak_f32 v18, v18, v42, 0x3ecccccd
	v_fmaak_f32 v18, v18, v42, 0x3f2aaaab
	v_mul_f32_e32 v18, v42, v18
	v_sub_f32_e32 v18, v17, v18
	v_fma_f32 v17, -v41, v18, v17
	v_fmac_f32_e32 v17, 0xb102e308, v40
	v_fmac_f32_e32 v17, 0x3f317218, v40
	v_cmp_neq_f32_e32 vcc, 0, v3
	s_nop 1
	v_cndmask_b32_e32 v17, v37, v17, vcc
	v_cmp_neq_f32_e32 vcc, s45, v3
	s_nop 1
	v_cndmask_b32_e32 v17, v38, v17, vcc
	v_cmp_ngt_f32_e32 vcc, 0, v3
	s_nop 1
	v_cndmask_b32_e32 v17, v39, v17, vcc
	v_cmp_u_f32_e32 vcc, v3, v3
	s_nop 1
	v_cndmask_b32_e32 v3, v17, v3, vcc
	v_mul_f32_e32 v3, v25, v3
	v_cmp_ge_f32_e32 vcc, s42, v45
	s_nop 1
	v_cndmask_b32_e32 v3, v44, v3, vcc
	v_mul_f32_e32 v3, v24, v3
	v_cmp_ngt_f32_e32 vcc, s50, v3
	s_nop 1
	v_cndmask_b32_e32 v3, v20, v3, vcc
	v_cmp_nlt_f32_e32 vcc, s51, v3
	s_nop 1
	v_cndmask_b32_e32 v17, v21, v3, vcc
	v_fmamk_f32 v3, v17, 0x3fb8aa3b, v22
	v_add_f32_e32 v3, 0xcb400000, v3
	v_fmac_f32_e32 v17, 0xbf317218, v3
	v_mul_f32_e32 v41, 0x3102e308, v3
	v_cmp_o_f32_e32 vcc, v3, v3
	s_nop 1
	v_cndmask_b32_e32 v18, 0, v3, vcc
	v_add_f32_e32 v3, v17, v41
	v_cmp_nlt_f32_e32 vcc, s51, v46
	v_cvt_i32_f32_e32 v18, v18
	v_fmamk_f32 v40, v3, 0x39500d01, v23
	v_pk_add_f32 v[42:43], v[2:3], v[16:17] neg_lo:[0,1] neg_hi:[0,1]
	v_cndmask_b32_e32 v17, v21, v46, vcc
	v_fmaak_f32 v40, v40, v3, 0x3c088889
	v_fmamk_f32 v42, v17, 0x3fb8aa3b, v22
	v_fmaak_f32 v40, v40, v3, 0x3d2aaaab
	v_add_f32_e32 v42, 0xcb400000, v42
	v_fmaak_f32 v40, v40, v3, 0x3e2aaaab
	v_fmac_f32_e32 v17, 0xbf317218, v42
	v_mul_f32_e32 v45, 0x3102e308, v42
	v_cmp_o_f32_e32 vcc, v42, v42
	v_mul_f32_e32 v44, v3, v3
	v_ashrrev_i32_e32 v46, 1, v18
	v_cndmask_b32_e32 v42, 0, v42, vcc
	v_fma_f32 v40, v40, v3, 0.5
	v_add_f32_e32 v47, v17, v45
	v_sub_u32_e32 v18, v18, v46
	v_lshl_add_u32 v46, v46, 23, 1.0
	v_cvt_i32_f32_e32 v50, v42
	v_mul_f32_e32 v42, v44, v40
	v_fmamk_f32 v44, v47, 0x39500d01, v23
	v_pk_add_f32 v[48:49], v[46:47], v[16:17] neg_lo:[0,1] neg_hi:[0,1]
	v_fmaak_f32 v17, v44, v47, 0x3c088889
	v_add_f32_e32 v40, v3, v42
	v_fmaak_f32 v17, v17, v47, 0x3d2aaaab
	v_sub_f32_e32 v3, v40, v3
	v_add_f32_e32 v48, 1.0, v40
	v_fmaak_f32 v17, v17, v47, 0x3e2aaaab
	v_mul_f32_e32 v51, v47, v47
	v_sub_f32_e32 v3, v42, v3
	v_add_f32_e32 v42, -1.0, v48
	v_fma_f32 v17, v17, v47, 0.5
	v_pk_add_f32 v[40:41], v[40:41], v[42:43] neg_lo:[0,1] neg_hi:[0,1]
	v_mul_f32_e32 v17, v51, v17
	v_add_f32_e32 v3, v41, v3
	v_add_f32_e32 v44, v47, v17
	v_add_f32_e32 v3, v40, v3
	v_add_f32_e32 v43, 1.0, v44
	v_add_f32_e32 v3, v48, v3
	v_sub_f32_e32 v40, v44, v47
	v_add_f32_e32 v48, -1.0, v43
	v_sub_f32_e32 v17, v17, v40
	v_pk_add_f32 v[40:41], v[44:45], v[48:49] neg_lo:[0,1] neg_hi:[0,1]
	v_ashrrev_i32_e32 v52, 1, v50
	v_add_f32_e32 v17, v41, v17
	v_add_f32_e32 v17, v40, v17
	v_sub_u32_e32 v42, v50, v52
	v_add_f32_e32 v17, v43, v17
	v_lshl_add_u32 v40, v52, 23, 1.0
	v_lshl_add_u32 v41, v42, 23, 1.0
	v_mul_f32_e32 v17, v17, v40
	v_mul_f32_e32 v17, v17, v41
	v_add_f32_e32 v17, 1.0, v17
	v_div_scale_f32 v40, s[4:5], v17, v17, 1.0
	v_rcp_f32_e32 v41, v40
	v_lshl_add_u32 v18, v18, 23, 1.0
	v_mul_f32_e32 v3, v3, v46
	v_mul_f32_e32 v3, v3, v18
	v_fma_f32 v18, -v40, v41, 1.0
	v_fmac_f32_e32 v41, v18, v41
	v_div_scale_f32 v18, vcc, 1.0, v17, 1.0
	v_mul_f32_e32 v42, v18, v41
	v_fma_f32 v43, -v40, v42, v18
	v_fmac_f32_e32 v42, v43, v41
	v_fma_f32 v18, -v40, v42, v18
	v_div_fmas_f32 v18, v18, v41, v42
	v_div_fixup_f32 v17, v18, v17, 1.0
	ds_write_b32 v32, v3
	ds_write_b32 v33, v17
.LBB0_8:
	s_or_b64 exec, exec, s[30:31]
	s_sub_i32 s4, s33, s48
	s_cmp_lt_i32 s4, 1
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_4
	v_med3_i32 v3, s47, 1, 8
	s_movk_i32 s6, 0x2000
	s_mov_b32 s7, s46
	v_mov_b32_e32 v17, v34
	s_branch .LBB0_11
.LBB0_10:
	s_or_b64 exec, exec, s[4:5]
	v_add_u32_e32 v3, -1, v3
	v_cmp_eq_u32_e32 vcc, 0, v3
	v_add_u32_e32 v17, 0x200, v17
	s_add_i32 s6, s6, 4
	s_add_i32 s7, s7, 1
	s_cbranch_vccnz .LBB0_4
.LBB0_11:
	s_ashr_i32 s8, s7, 31
	s_mul_hi_u32 s4, s24, s7
	s_mul_i32 s5, s24, s8
	s_add_i32 s4, s4, s5
	s_mul_i32 s5, s25, s7
	s_add_i32 s5, s4, s5
	s_mul_i32 s4, s24, s7
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[40:41], s[4:5], 1, v[12:13]
	global_load_ushort v50, v[40:41], off
	v_mov_b32_e32 v18, s6
	ds_read2_b32 v[48:49], v18 offset1:8
	ds_read_b128 v[40:43], v17
	ds_read_b128 v[44:47], v17 offset:4096
	s_waitcnt lgkmcnt(2)
	v_mov_b32_e32 v18, v49
	v_pk_mul_f32 v[6:7], v[6:7], v[18:19] op_sel_hi:[1,0]
	v_pk_mul_f32 v[8:9], v[8:9], v[18:19] op_sel_hi:[1,0]
	s_waitcnt lgkmcnt(1)
	v_mul_f32_e32 v18, v7, v41
	v_fmac_f32_e32 v18, v40, v6
	v_fmac_f32_e32 v18, v42, v8
	v_fmac_f32_e32 v18, v43, v9
	ds_bpermute_b32 v49, v26, v18
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v18, v18, v49
	ds_bpermute_b32 v49, v27, v18
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v18, v18, v49
	ds_bpermute_b32 v49, v28, v18
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v18, v18, v49
	ds_bpermute_b32 v49, v29, v18
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v18, v18, v49
	ds_bpermute_b32 v49, v30, v18
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v18, v18, v49
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v49, 16, v50
	v_sub_f32_e32 v18, v49, v18
	v_mul_f32_e32 v18, v48, v18
	v_pk_fma_f32 v[6:7], v[40:41], v[18:19], v[6:7] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[8:9], v[42:43], v[18:19], v[8:9] op_sel_hi:[1,0,1]
	v_mul_f32_e32 v18, v45, v7
	v_fmac_f32_e32 v18, v44, v6
	v_fmac_f32_e32 v18, v46, v8
	v_fmac_f32_e32 v18, v47, v9
	ds_bpermute_b32 v40, v26, v18
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v18, v18, v40
	ds_bpermute_b32 v40, v27, v18
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v18, v18, v40
	ds_bpermute_b32 v40, v28, v18
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v18, v18, v40
	ds_bpermute_b32 v40, v29, v18
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v18, v18, v40
	ds_bpermute_b32 v40, v30, v18
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_10
	s_mul_i32 s8, s16, s8
	s_mul_hi_u32 s9, s16, s7
	s_add_i32 s8, s9, s8
	s_mul_i32 s9, s17, s7
	s_add_i32 s9, s8, s9
	s_mul_i32 s8, s16, s7
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v18, v18, v40
	v_cvt_pk_bf16_f32 v18, v18, s0
	v_lshl_add_u64 v[40:41], s[8:9], 1, v[14:15]
	global_store_short v[40:41], v18, off
	s_branch .LBB0_10
.LBB0_13:
	s_and_b64 vcc, exec, s[34:35]
	s_cbranch_vccz .LBB0_15
	v_lshl_add_u64 v[4:5], v[4:5], 1, s[36:37]
	v_lshlrev_b32_e32 v2, 1, v2
	v_mov_b32_e32 v3, 0
	v_cvt_pk_bf16_f32 v1, v8, v9
	v_cvt_pk_bf16_f32 v0, v6, v7
	v_lshl_add_u64 v[2:3], v[4:5], 0, v[2:3]
	global_store_dwordx2 v[2:3], v[0:1], off
.LBB0_15:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel gdn_verify_decode_act_bf16_dt_f32_pool_bf16_bv8w4
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
		.amdhsa_next_free_vgpr 72
		.amdhsa_next_free_sgpr 54
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
	.size	gdn_verify_decode_act_bf16_dt_f32_pool_bf16_bv8w4, .Lfunc_end0-gdn_verify_decode_act_bf16_dt_f32_pool_bf16_bv8w4

	.set gdn_verify_decode_act_bf16_dt_f32_pool_bf16_bv8w4.num_vgpr, 72
	.set gdn_verify_decode_act_bf16_dt_f32_pool_bf16_bv8w4.num_agpr, 0
	.set gdn_verify_decode_act_bf16_dt_f32_pool_bf16_bv8w4.numbered_sgpr, 54
	.set gdn_verify_decode_act_bf16_dt_f32_pool_bf16_bv8w4.num_named_barrier, 0
	.set gdn_verify_decode_act_bf16_dt_f32_pool_bf16_bv8w4.private_seg_size, 0
	.set gdn_verify_decode_act_bf16_dt_f32_pool_bf16_bv8w4.uses_vcc, 1
	.set gdn_verify_decode_act_bf16_dt_f32_pool_bf16_bv8w4.uses_flat_scratch, 0
	.set gdn_verify_decode_act_bf16_dt_f32_pool_bf16_bv8w4.has_dyn_sized_stack, 0
	.set gdn_verify_decode_act_bf16_dt_f32_pool_bf16_bv8w4.has_recursion, 0
	.set gdn_verify_decode_act_bf16_dt_f32_pool_bf16_bv8w4.has_indirect_call, 0
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
    .max_flat_workgroup_size: 256
    .name:           gdn_verify_decode_act_bf16_dt_f32_pool_bf16_bv8w4
    .private_segment_fixed_size: 0
    .sgpr_count:     60
    .sgpr_spill_count: 0
    .symbol:         gdn_verify_decode_act_bf16_dt_f32_pool_bf16_bv8w4.kd
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
