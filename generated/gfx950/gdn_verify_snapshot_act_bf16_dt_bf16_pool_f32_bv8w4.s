; deltagen generated file: do not edit. Regenerate with `cargo xtask gen`.
; kernel: gdn_verify  instance: gdn_verify_snapshot_act_bf16_dt_bf16_pool_f32_bv8w4  arch: gfx950
; profile=portable  mode=snapshot  act_dtype=bf16  dt_bias_dtype=bf16  pool_dtype=f32  tile=bv8w4  lanes_per_column=32  requests=1
; ir-sha256: ea25a34d93eae897265ef17e6947dad61a6ed92d1adb82aac2e072b95e9e95ae
; llvm: 22.1  pipeline: default<O3>  ld.lld: LLVM 22.1
	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 6
	.text
	.globl	gdn_verify_snapshot_act_bf16_dt_bf16_pool_f32_bv8w4
	.p2align	8
	.type	gdn_verify_snapshot_act_bf16_dt_bf16_pool_f32_bv8w4,@function
gdn_verify_snapshot_act_bf16_dt_bf16_pool_f32_bv8w4:
	s_load_dwordx4 s[44:47], s[0:1], 0x6c
	s_mov_b32 s12, s3
	s_ashr_i32 s4, s2, 31
	s_lshr_b32 s4, s4, 28
	s_add_i32 s36, s2, s4
	s_waitcnt lgkmcnt(0)
	s_max_i32 s3, s45, 1
	v_cvt_f32_u32_e32 v1, s3
	s_and_b32 s4, s36, 0x1ffffff0
	s_sub_i32 s14, s2, s4
	s_sub_i32 s4, 0, s3
	v_rcp_iflag_f32_e32 v1, v1
	s_abs_i32 s2, s46
	s_ashr_i32 s48, s36, 4
	s_ashr_i32 s47, s46, 31
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	v_lshrrev_b32_e32 v20, 5, v0
	v_lshl_or_b32 v14, s14, 3, v20
	s_load_dwordx8 s[20:27], s[0:1], 0x78
	s_load_dwordx4 s[28:31], s[0:1], 0x98
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
	s_ashr_i32 s13, s12, 31
	s_max_i32 s54, s2, 1
	s_ashr_i32 s49, s48, 31
	s_lshl_b64 s[2:3], s[12:13], 2
	s_waitcnt lgkmcnt(0)
	s_add_u32 s6, s6, s2
	s_addc_u32 s7, s7, s3
	v_cvt_f32_u32_e32 v1, s54
	s_load_dword s6, s[6:7], 0x0
	v_mov_b32_e32 v2, 0
	v_and_b32_e32 v16, 31, v0
	v_rcp_iflag_f32_e32 v1, v1
	v_mov_b32_e32 v3, v2
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_i32 s6, 0
	s_cselect_b64 s[12:13], -1, 0
	s_cmp_ge_i32 s6, s44
	s_cselect_b64 s[14:15], -1, 0
	s_add_u32 s8, s8, s2
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	s_addc_u32 s9, s9, s3
	v_cvt_u32_f32_e32 v1, v1
	s_load_dwordx2 s[34:35], s[8:9], 0x0
	s_add_u32 s2, s10, s2
	s_addc_u32 s3, s11, s3
	s_or_b64 s[8:9], s[12:13], s[14:15]
	v_readfirstlane_b32 s37, v1
	v_ashrrev_i32_e32 v15, 31, v14
	v_lshlrev_b32_e32 v10, 2, v16
	s_lshl_b64 s[44:45], s[48:49], 7
	s_and_b64 vcc, exec, s[8:9]
	v_mov_b64_e32 v[4:5], v[2:3]
	s_cbranch_vccnz .LBB0_2
	s_mul_i32 s7, s31, s6
	s_mul_hi_u32 s8, s30, s6
	s_add_i32 s7, s8, s7
	s_mul_i32 s6, s30, s6
	s_lshl_b64 s[6:7], s[6:7], 2
	v_lshl_add_u64 v[4:5], s[44:45], 0, v[14:15]
	s_add_u32 s4, s4, s6
	s_addc_u32 s5, s5, s7
	v_lshlrev_b64 v[4:5], 9, v[4:5]
	v_lshl_add_u64 v[4:5], s[4:5], 0, v[4:5]
	v_lshlrev_b32_e32 v6, 2, v10
	v_mov_b32_e32 v7, v2
	v_lshl_add_u64 v[2:3], v[4:5], 0, v[6:7]
	global_load_dwordx4 v[2:5], v[2:3], off
	s_waitcnt vmcnt(0)
	v_pk_add_f32 v[2:3], v[2:3], 0 op_sel_hi:[1,0]
	v_pk_add_f32 v[4:5], v[4:5], 0 op_sel_hi:[1,0]
.LBB0_2:
	s_waitcnt lgkmcnt(0)
	s_sub_i32 s33, s35, s34
	s_add_i32 s31, s33, 7
	s_cmp_lt_i32 s31, 8
	s_cbranch_scc1 .LBB0_15
	s_sub_i32 s4, 0, s54
	s_mul_i32 s4, s4, s37
	s_mul_hi_u32 s30, s37, s4
	s_load_dwordx16 s[4:19], s[0:1], 0x0
	s_abs_i32 s55, s48
	s_add_i32 s53, s37, s30
	s_ashr_i32 s58, s36, 31
	s_lshl_b64 s[36:37], s[48:49], 2
	s_waitcnt lgkmcnt(0)
	s_add_u32 s14, s14, s36
	s_addc_u32 s15, s15, s37
	s_lshl_b64 s[56:57], s[48:49], 1
	s_add_u32 s16, s16, s56
	s_addc_u32 s17, s17, s57
	v_mov_b32_e32 v7, 0
	global_load_ushort v1, v7, s[16:17]
	s_load_dword s30, s[2:3], 0x0
	s_load_dwordx8 s[36:43], s[0:1], 0xa8
	v_mov_b32_e32 v21, 0xc2d00000
	s_mov_b32 s52, 0x42b20000
	v_mov_b32_e32 v22, 0x42b20000
	v_mov_b32_e32 v23, 0x4b400000
	s_waitcnt lgkmcnt(0)
	v_div_scale_f32 v6, s[2:3], s41, s41, 1.0
	v_rcp_f32_e32 v9, v6
	s_load_dword s2, s[14:15], 0x0
	s_ashr_i32 s3, s31, 31
	s_lshr_b32 s3, s3, 29
	v_fma_f32 v11, -v6, v9, 1.0
	s_add_i32 s31, s31, s3
	v_fmac_f32_e32 v9, v11, v9
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v11, s2
	v_cmp_nlt_f32_e64 s[2:3], s2, v21
	v_div_scale_f32 v8, vcc, 1.0, s41, 1.0
	s_nop 0
	v_cndmask_b32_e64 v11, v21, v11, s[2:3]
	v_mul_f32_e32 v12, v8, v9
	v_cmp_nlt_f32_e64 s[2:3], s52, v11
	s_mul_hi_u32 s16, s55, s53
	s_ashr_i32 s53, s31, 3
	v_fma_f32 v13, -v6, v12, v8
	v_cndmask_b32_e64 v11, v22, v11, s[2:3]
	s_add_u32 s14, s10, s56
	v_fmac_f32_e32 v12, v13, v9
	v_fmamk_f32 v13, v11, 0x3fb8aa3b, v23
	s_addc_u32 s15, s11, s57
	v_fma_f32 v6, -v6, v12, v8
	v_add_f32_e32 v8, 0xcb400000, v13
	s_add_u32 s12, s12, s56
	v_div_fmas_f32 v6, v6, v9, v12
	v_fmac_f32_e32 v11, 0xbf317218, v8
	v_mul_f32_e32 v9, 0x3102e308, v8
	s_mul_i32 s2, s16, s54
	v_mov_b32_e32 v24, 0x3ab60b61
	s_addc_u32 s13, s13, s57
	v_div_fixup_f32 v25, v6, s41, 1.0
	v_add_f32_e32 v6, v11, v9
	s_sub_i32 s2, s55, s2
	v_sub_f32_e32 v11, v6, v11
	v_fmamk_f32 v12, v6, 0x39500d01, v24
	s_add_i32 s3, s16, 1
	s_sub_i32 s10, s2, s54
	v_sub_f32_e32 v9, v9, v11
	v_fmaak_f32 v11, v12, v6, 0x3c088889
	s_cmp_ge_u32 s2, s54
	v_fmaak_f32 v11, v11, v6, 0x3d2aaaab
	s_cselect_b32 s3, s3, s16
	v_cmp_o_f32_e32 vcc, v8, v8
	v_fmaak_f32 v11, v11, v6, 0x3e2aaaab
	s_cselect_b32 s2, s10, s2
	s_add_i32 s10, s3, 1
	v_cndmask_b32_e32 v8, 0, v8, vcc
	v_mul_f32_e32 v13, v6, v6
	v_fma_f32 v11, v11, v6, 0.5
	s_cmp_ge_u32 s2, s54
	v_cvt_i32_f32_e32 v8, v8
	v_mul_f32_e32 v11, v13, v11
	s_cselect_b32 s2, s10, s3
	v_add_f32_e32 v13, v6, v11
	s_xor_b32 s2, s2, s58
	v_sub_f32_e32 v6, v13, v6
	v_add_f32_e32 v17, 1.0, v13
	s_sub_i32 s10, s2, s58
	v_sub_f32_e32 v6, v11, v6
	v_add_f32_e32 v11, -1.0, v17
	s_ashr_i32 s11, s10, 31
	v_ashrrev_i32_e32 v12, 1, v8
	v_add_f32_e32 v6, v9, v6
	v_sub_f32_e32 v9, v13, v11
	s_cmp_gt_i32 s30, -1
	v_sub_u32_e32 v8, v8, v12
	v_lshlrev_b32_e32 v12, 23, v12
	v_add_f32_e32 v6, v9, v6
	s_cselect_b64 s[2:3], -1, 0
	s_cmp_lt_i32 s30, s36
	v_add_u32_e32 v12, 1.0, v12
	v_lshlrev_b32_e32 v8, 23, v8
	v_add_f32_e32 v6, v17, v6
	s_cselect_b64 s[16:17], -1, 0
	v_add_u32_e32 v8, 1.0, v8
	v_mul_f32_e32 v6, v6, v12
	s_and_b64 s[54:55], s[2:3], s[16:17]
	s_lshl_b64 s[10:11], s[10:11], 8
	v_mul_f32_e32 v6, v6, v8
	s_add_u32 s4, s4, s10
	v_sub_f32_e32 v26, 0, v6
	s_addc_u32 s5, s5, s11
	v_lshlrev_b32_e32 v6, 1, v10
	s_movk_i32 s2, 0x100
	v_lshl_add_u64 v[8:9], s[4:5], 0, v[6:7]
	s_add_u32 s4, s6, s10
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v27, 16, v1
	v_cmp_gt_u32_e64 s[2:3], s2, v0
	v_lshlrev_b32_e32 v0, 2, v0
	v_bfrev_b32_e32 v1, 0.5
	s_addc_u32 s5, s7, s11
	v_bitop3_b32 v28, v0, 64, v1 bitop3:0x6c
	v_bitop3_b32 v29, v0, 32, v1 bitop3:0x6c
	v_bitop3_b32 v30, v0, 16, v1 bitop3:0x6c
	v_bitop3_b32 v31, v0, 8, v1 bitop3:0x6c
	v_bitop3_b32 v32, v0, 4, v1 bitop3:0x6c
	v_lshl_add_u64 v[0:1], s[4:5], 0, v[6:7]
	s_lshl_b64 s[4:5], s[44:45], 1
	s_add_u32 s6, s8, s4
	s_addc_u32 s7, s9, s5
	s_add_u32 s4, s18, s4
	v_lshlrev_b64 v[12:13], 1, v[14:15]
	s_addc_u32 s5, s19, s5
	v_lshlrev_b32_e32 v6, 2, v10
	v_lshl_add_u64 v[10:11], s[6:7], 0, v[12:13]
	v_lshl_add_u64 v[12:13], s[4:5], 0, v[12:13]
	s_mul_i32 s4, s39, s30
	s_mul_hi_u32 s5, s38, s30
	s_add_i32 s5, s5, s4
	s_mul_i32 s4, s38, s30
	s_lshl_b64 s[16:17], s[46:47], 7
	s_lshl_b64 s[4:5], s[4:5], 2
	s_lshl_b64 s[6:7], s[48:49], 16
	s_add_u32 s4, s4, s6
	v_lshl_or_b32 v33, v20, 9, v6
	v_lshlrev_b32_e32 v6, 2, v20
	s_addc_u32 s5, s5, s7
	v_lshlrev_b64 v[14:15], 9, v[14:15]
	v_or_b32_e32 v34, 0x2020, v6
	v_or_b32_e32 v35, 0x2000, v6
	v_lshlrev_b32_e32 v6, 4, v16
	v_lshl_add_u64 v[14:15], s[4:5], 0, v[14:15]
	v_lshl_add_u64 v[14:15], v[14:15], 0, v[6:7]
	v_lshl_add_u64 v[14:15], s[50:51], 0, v[14:15]
	s_mov_b32 s35, 0
	v_cmp_eq_u32_e64 s[0:1], 0, v16
	s_mov_b32 s43, 0xc2d00000
	s_mov_b32 s18, s40
	s_mov_b32 s19, s40
	v_lshl_add_u64 v[14:15], v[14:15], 0, 8
	s_lshl_b64 s[30:31], s[46:47], 16
	s_mov_b32 s36, 0xf800000
	v_mov_b32_e32 v36, 0x260
	s_mov_b32 s40, 0x800000
	s_mov_b32 s46, 0x7f800000
	s_xor_b64 s[38:39], s[54:55], -1
	v_mov_b32_e32 v16, -1.0
	v_not_b32_e32 v37, 22
	v_mov_b32_e32 v38, 0xff800000
	v_mov_b32_e32 v39, 0x7f800000
	v_mov_b32_e32 v40, 0x7fc00000
	s_mov_b32 s47, s33
	s_mov_b32 s48, 0
	s_branch .LBB0_5
.LBB0_4:
	s_add_i32 s48, s48, 1
	s_add_i32 s47, s47, -8
	s_add_i32 s35, s35, 8
	s_cmp_eq_u32 s48, s53
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_15
.LBB0_5:
	s_lshl_b32 s49, s48, 3
	v_or_b32_e32 v7, s49, v20
	v_cmp_gt_i32_e32 vcc, s33, v7
	s_and_b64 s[4:5], s[2:3], vcc
	s_and_saveexec_b64 s[44:45], s[4:5]
	s_cbranch_execz .LBB0_8
	v_add_u32_e32 v18, s34, v7
	v_ashrrev_i32_e32 v7, 31, v18
	v_mul_lo_u32 v17, s20, v7
	v_mul_lo_u32 v19, s21, v18
	v_mad_u64_u32 v[42:43], s[4:5], s20, v18, 0
	v_add3_u32 v43, v43, v17, v19
	v_mul_lo_u32 v17, s22, v7
	v_mul_lo_u32 v19, s23, v18
	v_mad_u64_u32 v[44:45], s[4:5], s22, v18, 0
	v_lshl_add_u64 v[42:43], v[42:43], 1, v[8:9]
	v_add3_u32 v45, v45, v17, v19
	global_load_dwordx2 v[42:43], v[42:43], off
	v_lshl_add_u64 v[44:45], v[44:45], 1, v[0:1]
	global_load_dwordx2 v[44:45], v[44:45], off
	s_waitcnt vmcnt(1)
	v_and_b32_e32 v19, 0xffff0000, v42
	v_lshlrev_b32_e32 v17, 16, v42
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v46, 0xffff0000, v44
	v_mul_f32_e32 v42, v19, v19
	v_lshlrev_b32_e32 v41, 16, v44
	v_and_b32_e32 v44, 0xffff0000, v43
	v_lshlrev_b32_e32 v47, 16, v43
	v_mul_f32_e32 v43, v46, v46
	v_fmac_f32_e32 v42, v17, v17
	v_lshlrev_b32_e32 v49, 16, v45
	v_fmac_f32_e32 v43, v41, v41
	v_fmac_f32_e32 v42, v47, v47
	v_and_b32_e32 v48, 0xffff0000, v45
	v_fmac_f32_e32 v43, v49, v49
	v_fmac_f32_e32 v42, v44, v44
	v_fmac_f32_e32 v43, v48, v48
	ds_bpermute_b32 v45, v28, v42
	ds_bpermute_b32 v50, v28, v43
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v42, v42, v45
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v43, v43, v50
	ds_bpermute_b32 v45, v29, v42
	ds_bpermute_b32 v50, v29, v43
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v42, v42, v45
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v43, v43, v50
	ds_bpermute_b32 v45, v30, v42
	ds_bpermute_b32 v50, v30, v43
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v42, v42, v45
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v43, v43, v50
	ds_bpermute_b32 v45, v31, v42
	ds_bpermute_b32 v50, v31, v43
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v42, v42, v45
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v43, v43, v50
	ds_bpermute_b32 v45, v32, v42
	ds_bpermute_b32 v50, v32, v43
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v42, v42, v45
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v43, v43, v50
	v_add_f32_e32 v42, 0x358637bd, v42
	v_add_f32_e32 v43, 0x358637bd, v43
	v_mul_f32_e32 v45, 0x4f800000, v42
	v_cmp_gt_f32_e32 vcc, s36, v42
	v_mul_f32_e32 v50, 0x4f800000, v43
	v_cmp_gt_f32_e64 s[4:5], s36, v43
	v_cndmask_b32_e32 v42, v42, v45, vcc
	v_sqrt_f32_e32 v45, v42
	v_cndmask_b32_e64 v43, v43, v50, s[4:5]
	v_sqrt_f32_e32 v50, v43
	v_add_u32_e32 v51, -1, v45
	v_fma_f32 v55, -v51, v45, v42
	v_add_u32_e32 v53, -1, v50
	v_add_u32_e32 v52, 1, v45
	v_fma_f32 v57, -v53, v50, v43
	v_cmp_ge_f32_e64 s[6:7], 0, v55
	v_add_u32_e32 v54, 1, v50
	v_fma_f32 v56, -v52, v45, v42
	v_cndmask_b32_e64 v45, v45, v51, s[6:7]
	v_cmp_ge_f32_e64 s[6:7], 0, v57
	v_fma_f32 v58, -v54, v50, v43
	s_nop 0
	v_cndmask_b32_e64 v50, v50, v53, s[6:7]
	v_cmp_lt_f32_e64 s[6:7], 0, v56
	s_nop 1
	v_cndmask_b32_e64 v45, v45, v52, s[6:7]
	v_cmp_lt_f32_e64 s[6:7], 0, v58
	v_mul_f32_e32 v51, 0x37800000, v45
	v_cndmask_b32_e32 v45, v45, v51, vcc
	v_cndmask_b32_e64 v50, v50, v54, s[6:7]
	v_cmp_class_f32_e32 vcc, v42, v36
	v_mul_f32_e32 v52, 0x37800000, v50
	v_cndmask_b32_e64 v50, v50, v52, s[4:5]
	v_cndmask_b32_e32 v51, v45, v42, vcc
	v_cmp_class_f32_e32 vcc, v43, v36
	v_div_scale_f32 v42, s[4:5], v51, v51, v19
	s_nop 0
	v_cndmask_b32_e32 v50, v50, v43, vcc
	v_div_scale_f32 v45, s[4:5], v51, v51, v17
	v_rcp_f32_e32 v59, v42
	v_div_scale_f32 v53, s[6:7], v51, v51, v44
	v_div_scale_f32 v57, s[10:11], v50, v50, v46
	v_rcp_f32_e32 v60, v45
	v_div_scale_f32 v55, s[8:9], v51, v51, v47
	v_rcp_f32_e32 v61, v53
	v_rcp_f32_e32 v63, v57
	v_rcp_f32_e32 v62, v55
	v_fma_f32 v64, -v42, v59, 1.0
	v_div_scale_f32 v43, vcc, v19, v51, v19
	v_fma_f32 v65, -v45, v60, 1.0
	v_fmac_f32_e32 v59, v64, v59
	v_div_scale_f32 v52, s[4:5], v17, v51, v17
	v_fma_f32 v66, -v53, v61, 1.0
	v_fma_f32 v68, -v57, v63, 1.0
	v_fmac_f32_e32 v60, v65, v60
	v_mul_f32_e32 v64, v43, v59
	v_div_scale_f32 v54, s[6:7], v44, v51, v44
	v_fma_f32 v67, -v55, v62, 1.0
	v_fmac_f32_e32 v61, v66, v61
	v_fmac_f32_e32 v63, v68, v63
	v_mul_f32_e32 v65, v52, v60
	v_fma_f32 v68, -v42, v64, v43
	v_div_scale_f32 v56, s[8:9], v47, v51, v47
	v_fmac_f32_e32 v62, v67, v62
	v_mul_f32_e32 v66, v54, v61
	v_fma_f32 v69, -v45, v65, v52
	v_fmac_f32_e32 v64, v68, v59
	v_mul_f32_e32 v67, v56, v62
	v_fma_f32 v70, -v53, v66, v54
	v_fmac_f32_e32 v65, v69, v60
	v_fma_f32 v42, -v42, v64, v43
	v_fma_f32 v71, -v55, v67, v56
	v_fmac_f32_e32 v66, v70, v61
	v_fma_f32 v45, -v45, v65, v52
	v_div_fmas_f32 v42, v42, v59, v64
	s_mov_b64 vcc, s[4:5]
	v_fmac_f32_e32 v67, v71, v62
	v_fma_f32 v52, -v53, v66, v54
	v_div_fixup_f32 v43, v42, v51, v19
	v_div_fmas_f32 v19, v45, v60, v65
	s_mov_b64 vcc, s[6:7]
	v_fma_f32 v53, -v55, v67, v56
	v_div_fixup_f32 v42, v19, v51, v17
	v_div_fmas_f32 v17, v52, v61, v66
	s_mov_b64 vcc, s[8:9]
	v_div_fixup_f32 v45, v17, v51, v44
	v_div_fmas_f32 v17, v53, v62, v67
	v_div_fixup_f32 v44, v17, v51, v47
	v_div_scale_f32 v58, s[10:11], v46, v50, v46
	v_pk_mul_f32 v[42:43], s[18:19], v[42:43]
	v_pk_mul_f32 v[44:45], s[18:19], v[44:45]
	v_or_b32_e32 v17, 0x1000, v33
	ds_write_b128 v17, v[42:45]
	v_mul_f32_e32 v17, v58, v63
	v_div_scale_f32 v42, s[4:5], v50, v50, v41
	v_fma_f32 v19, -v57, v17, v58
	v_rcp_f32_e32 v44, v42
	v_fmac_f32_e32 v17, v19, v63
	v_fma_f32 v19, -v57, v17, v58
	s_mov_b64 vcc, s[10:11]
	v_div_fmas_f32 v17, v19, v63, v17
	v_div_fixup_f32 v43, v17, v50, v46
	v_fma_f32 v17, -v42, v44, 1.0
	v_fmac_f32_e32 v44, v17, v44
	v_div_scale_f32 v17, vcc, v41, v50, v41
	v_mul_f32_e32 v19, v17, v44
	v_fma_f32 v45, -v42, v19, v17
	v_fmac_f32_e32 v19, v45, v44
	v_div_scale_f32 v45, s[4:5], v50, v50, v48
	v_rcp_f32_e32 v46, v45
	v_fma_f32 v17, -v42, v19, v17
	v_div_fmas_f32 v17, v17, v44, v19
	v_div_fixup_f32 v42, v17, v50, v41
	v_fma_f32 v17, -v45, v46, 1.0
	v_fmac_f32_e32 v46, v17, v46
	v_div_scale_f32 v17, vcc, v48, v50, v48
	v_mul_f32_e32 v19, v17, v46
	v_fma_f32 v41, -v45, v19, v17
	v_fmac_f32_e32 v19, v41, v46
	v_div_scale_f32 v41, s[4:5], v50, v50, v49
	v_rcp_f32_e32 v44, v41
	v_fma_f32 v17, -v45, v19, v17
	v_div_fmas_f32 v17, v17, v46, v19
	v_div_fixup_f32 v45, v17, v50, v48
	v_fma_f32 v17, -v41, v44, 1.0
	v_fmac_f32_e32 v44, v17, v44
	v_div_scale_f32 v17, vcc, v49, v50, v49
	v_mul_f32_e32 v19, v17, v44
	v_fma_f32 v46, -v41, v19, v17
	v_fmac_f32_e32 v19, v46, v44
	v_fma_f32 v17, -v41, v19, v17
	v_div_fmas_f32 v17, v17, v44, v19
	v_div_fixup_f32 v44, v17, v50, v49
	ds_write_b128 v33, v[42:45]
	s_and_b64 exec, exec, s[0:1]
	s_cbranch_execz .LBB0_8
	v_mul_lo_u32 v17, s27, v18
	v_mul_lo_u32 v19, s26, v7
	v_mad_u64_u32 v[42:43], s[4:5], s26, v18, 0
	v_add3_u32 v43, v43, v19, v17
	v_mul_lo_u32 v41, s29, v18
	v_mul_lo_u32 v7, s28, v7
	v_mad_u64_u32 v[18:19], s[4:5], s28, v18, 0
	v_lshl_add_u64 v[42:43], v[42:43], 1, s[14:15]
	v_add3_u32 v19, v19, v7, v41
	global_load_ushort v17, v[42:43], off
	v_lshl_add_u64 v[18:19], v[18:19], 1, s[12:13]
	global_load_ushort v7, v[18:19], off
	v_mov_b32_e32 v41, 0x3e638e39
	s_waitcnt vmcnt(1)
	v_lshlrev_b32_e32 v17, 16, v17
	v_add_f32_e32 v44, v27, v17
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v7, 16, v7
	v_sub_f32_e32 v17, 0, v7
	v_mul_f32_e32 v45, s41, v44
	v_cmp_nlt_f32_e64 vcc, -v7, s43
	s_nop 1
	v_cndmask_b32_e32 v46, v21, v17, vcc
	v_cmp_ngt_f32_e32 vcc, s43, v45
	s_nop 1
	v_cndmask_b32_e32 v7, v21, v45, vcc
	v_cmp_nlt_f32_e32 vcc, s52, v7
	s_nop 1
	v_cndmask_b32_e32 v17, v22, v7, vcc
	v_fmamk_f32 v7, v17, 0x3fb8aa3b, v23
	v_add_f32_e32 v7, 0xcb400000, v7
	v_fmac_f32_e32 v17, 0xbf317218, v7
	v_mul_f32_e32 v19, 0x3102e308, v7
	v_cmp_o_f32_e32 vcc, v7, v7
	s_nop 1
	v_cndmask_b32_e32 v18, 0, v7, vcc
	v_add_f32_e32 v7, v17, v19
	v_cvt_i32_f32_e32 v18, v18
	v_fmamk_f32 v47, v7, 0x39500d01, v24
	v_pk_add_f32 v[42:43], v[6:7], v[16:17] neg_lo:[0,1] neg_hi:[0,1]
	v_fmaak_f32 v17, v47, v7, 0x3c088889
	v_fmaak_f32 v17, v17, v7, 0x3d2aaaab
	v_fmaak_f32 v17, v17, v7, 0x3e2aaaab
	v_mul_f32_e32 v48, v7, v7
	v_ashrrev_i32_e32 v42, 1, v18
	v_fma_f32 v17, v17, v7, 0.5
	v_sub_u32_e32 v18, v18, v42
	v_mul_f32_e32 v17, v48, v17
	v_lshl_add_u32 v48, v18, 23, 1.0
	v_add_f32_e32 v18, v7, v17
	v_add_f32_e32 v49, 1.0, v18
	v_lshl_add_u32 v47, v42, 23, 1.0
	v_sub_f32_e32 v7, v18, v7
	v_add_f32_e32 v42, -1.0, v49
	v_sub_f32_e32 v7, v17, v7
	v_pk_add_f32 v[18:19], v[18:19], v[42:43] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_add_f32_e32 v7, v19, v7
	v_add_f32_e32 v7, v18, v7
	v_add_f32_e32 v7, v49, v7
	v_mul_f32_e32 v7, v7, v47
	v_mul_f32_e32 v7, v7, v48
	v_add_f32_e32 v7, 1.0, v7
	v_mul_f32_e32 v17, 0x4b000000, v7
	v_cmp_gt_f32_e32 vcc, s40, v7
	s_nop 1
	v_cndmask_b32_e32 v17, v7, v17, vcc
	v_add_u32_e32 v19, 0xc0cafb0d, v17
	v_ashrrev_i32_e32 v42, 23, v19
	v_and_b32_e32 v19, 0xff800000, v19
	v_sub_u32_e32 v17, v17, v19
	v_add_f32_e32 v17, -1.0, v17
	v_cndmask_b32_e32 v18, 0, v37, vcc
	v_add_f32_e32 v19, 2.0, v17
	v_add_u32_e32 v18, v42, v18
	v_div_scale_f32 v42, s[4:5], v19, v19, v17
	v_rcp_f32_e32 v43, v42
	v_div_scale_f32 v47, vcc, v17, v19, v17
	v_cvt_f32_i32_e32 v18, v18
	v_fma_f32 v48, -v42, v43, 1.0
	v_fmac_f32_e32 v43, v48, v43
	v_mul_f32_e32 v48, v47, v43
	v_fma_f32 v49, -v42, v48, v47
	v_fmac_f32_e32 v48, v49, v43
	v_fma_f32 v42, -v42, v48, v47
	v_div_fmas_f32 v42, v42, v43, v48
	v_div_fixup_f32 v19, v42, v19, v17
	v_mul_f32_e32 v42, v19, v19
	v_fmamk_f32 v41, v42, 0x3e3a2e8c, v41
	v_fmaak_f32 v41, v41, v42, 0x3e924925
	v_fmaak_f32 v41, v41, v42, 0x3ecccccd
	v_fmaak_f32 v41, v41, v42, 0x3f2aaaab
	v_mul_f32_e32 v41, v42, v41
	v_sub_f32_e32 v41, v17, v41
	v_fma_f32 v17, -v19, v41, v17
	v_fmac_f32_e32 v17, 0xb102e308, v18
	v_fmac_f32_e32 v17, 0x3f317218, v18
	v_cmp_neq_f32_e32 vcc, 0, v7
	s_nop 1
	v_cndmask_b32_e32 v17, v38, v17, vcc
	v_cmp_neq_f32_e32 vcc, s46, v7
	s_nop 1
	v_cndmask_b32_e32 v17, v39, v17, vcc
	v_cmp_ngt_f32_e32 vcc, 0, v7
	s_nop 1
	v_cndmask_b32_e32 v17, v40, v17, vcc
	v_cmp_u_f32_e32 vcc, v7, v7
	s_nop 1
	v_cndmask_b32_e32 v7, v17, v7, vcc
	v_mul_f32_e32 v7, v25, v7
	v_cmp_ge_f32_e32 vcc, s42, v45
	s_nop 1
	v_cndmask_b32_e32 v7, v44, v7, vcc
	v_mul_f32_e32 v7, v26, v7
	v_cmp_ngt_f32_e32 vcc, s43, v7
	s_nop 1
	v_cndmask_b32_e32 v7, v21, v7, vcc
	v_cmp_nlt_f32_e32 vcc, s52, v7
	s_nop 1
	v_cndmask_b32_e32 v17, v22, v7, vcc
	v_fmamk_f32 v7, v17, 0x3fb8aa3b, v23
	v_add_f32_e32 v7, 0xcb400000, v7
	v_fmac_f32_e32 v17, 0xbf317218, v7
	v_mul_f32_e32 v19, 0x3102e308, v7
	v_cmp_o_f32_e32 vcc, v7, v7
	s_nop 1
	v_cndmask_b32_e32 v18, 0, v7, vcc
	v_add_f32_e32 v7, v17, v19
	v_cmp_nlt_f32_e32 vcc, s52, v46
	v_fmamk_f32 v41, v7, 0x39500d01, v24
	v_pk_add_f32 v[42:43], v[6:7], v[16:17] neg_lo:[0,1] neg_hi:[0,1]
	v_cndmask_b32_e32 v17, v22, v46, vcc
	v_cvt_i32_f32_e32 v18, v18
	v_fmaak_f32 v41, v41, v7, 0x3c088889
	v_fmamk_f32 v42, v17, 0x3fb8aa3b, v23
	v_fmaak_f32 v41, v41, v7, 0x3d2aaaab
	v_add_f32_e32 v42, 0xcb400000, v42
	v_fmaak_f32 v41, v41, v7, 0x3e2aaaab
	v_fmac_f32_e32 v17, 0xbf317218, v42
	v_mul_f32_e32 v45, 0x3102e308, v42
	v_cmp_o_f32_e32 vcc, v42, v42
	v_mul_f32_e32 v44, v7, v7
	v_fma_f32 v47, v41, v7, 0.5
	v_cndmask_b32_e32 v42, 0, v42, vcc
	v_add_f32_e32 v41, v17, v45
	v_ashrrev_i32_e32 v46, 1, v18
	v_cvt_i32_f32_e32 v50, v42
	v_mul_f32_e32 v42, v44, v47
	v_fmamk_f32 v44, v41, 0x39500d01, v24
	v_sub_u32_e32 v48, v18, v46
	v_lshl_add_u32 v49, v46, 23, 1.0
	v_pk_add_f32 v[46:47], v[40:41], v[16:17] neg_lo:[0,1] neg_hi:[0,1]
	v_fmaak_f32 v17, v44, v41, 0x3c088889
	v_add_f32_e32 v18, v7, v42
	v_fmaak_f32 v17, v17, v41, 0x3d2aaaab
	v_sub_f32_e32 v7, v18, v7
	v_add_f32_e32 v46, 1.0, v18
	v_fmaak_f32 v17, v17, v41, 0x3e2aaaab
	v_mul_f32_e32 v51, v41, v41
	v_sub_f32_e32 v7, v42, v7
	v_add_f32_e32 v42, -1.0, v46
	v_fma_f32 v17, v17, v41, 0.5
	v_pk_add_f32 v[18:19], v[18:19], v[42:43] neg_lo:[0,1] neg_hi:[0,1]
	v_mul_f32_e32 v17, v51, v17
	v_add_f32_e32 v7, v19, v7
	v_add_f32_e32 v44, v41, v17
	v_add_f32_e32 v7, v18, v7
	v_sub_f32_e32 v18, v44, v41
	v_add_f32_e32 v41, 1.0, v44
	v_add_f32_e32 v7, v46, v7
	v_add_f32_e32 v46, -1.0, v41
	v_sub_f32_e32 v17, v17, v18
	v_pk_add_f32 v[18:19], v[44:45], v[46:47] neg_lo:[0,1] neg_hi:[0,1]
	v_ashrrev_i32_e32 v52, 1, v50
	v_add_f32_e32 v17, v19, v17
	v_add_f32_e32 v17, v18, v17
	v_sub_u32_e32 v42, v50, v52
	v_add_f32_e32 v17, v41, v17
	v_lshl_add_u32 v18, v52, 23, 1.0
	v_lshl_add_u32 v19, v42, 23, 1.0
	v_mul_f32_e32 v17, v17, v18
	v_mul_f32_e32 v17, v17, v19
	v_add_f32_e32 v17, 1.0, v17
	v_div_scale_f32 v18, s[4:5], v17, v17, 1.0
	v_rcp_f32_e32 v19, v18
	v_lshl_add_u32 v41, v48, 23, 1.0
	v_mul_f32_e32 v7, v7, v49
	v_mul_f32_e32 v7, v7, v41
	v_fma_f32 v41, -v18, v19, 1.0
	v_fmac_f32_e32 v19, v41, v19
	v_div_scale_f32 v41, vcc, 1.0, v17, 1.0
	v_mul_f32_e32 v42, v41, v19
	v_fma_f32 v43, -v18, v42, v41
	v_fmac_f32_e32 v42, v43, v19
	v_fma_f32 v18, -v18, v42, v41
	v_div_fmas_f32 v18, v18, v19, v42
	v_div_fixup_f32 v17, v18, v17, 1.0
	ds_write_b32 v34, v7
	ds_write_b32 v35, v17
.LBB0_8:
	s_or_b64 exec, exec, s[44:45]
	s_sub_i32 s4, s33, s49
	s_cmp_lt_i32 s4, 1
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_4
	s_ashr_i32 s4, s35, 31
	s_mul_i32 s5, s31, s35
	s_mul_i32 s4, s30, s4
	v_mov_b32_e32 v17, s35
	s_add_i32 s6, s4, s5
	v_mad_u64_u32 v[18:19], s[4:5], s30, v17, v[14:15]
	v_med3_i32 v7, s47, 1, 8
	v_add_u32_e32 v19, s6, v19
	s_movk_i32 s6, 0x2000
	s_mov_b32 s7, s35
	v_mov_b32_e32 v17, v6
	s_branch .LBB0_11
.LBB0_10:
	v_add_u32_e32 v7, -1, v7
	v_cmp_eq_u32_e32 vcc, 0, v7
	v_add_u32_e32 v17, 0x200, v17
	s_add_i32 s6, s6, 4
	s_add_i32 s7, s7, 1
	v_lshl_add_u64 v[18:19], v[18:19], 0, s[30:31]
	s_cbranch_vccnz .LBB0_4
.LBB0_11:
	s_add_i32 s8, s34, s7
	s_ashr_i32 s9, s8, 31
	s_mul_i32 s4, s24, s9
	s_mul_hi_u32 s5, s24, s8
	s_add_i32 s4, s5, s4
	s_mul_i32 s5, s25, s8
	s_add_i32 s5, s4, s5
	s_mul_i32 s4, s24, s8
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[42:43], s[4:5], 1, v[10:11]
	global_load_ushort v41, v[42:43], off
	v_mov_b32_e32 v42, s6
	ds_read2_b32 v[50:51], v42 offset1:8
	ds_read_b128 v[42:45], v17
	ds_read_b128 v[46:49], v17 offset:4096
	s_waitcnt lgkmcnt(2)
	v_mov_b32_e32 v52, v51
	v_pk_mul_f32 v[2:3], v[2:3], v[52:53] op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[4:5], v[52:53] op_sel_hi:[1,0]
	s_waitcnt lgkmcnt(1)
	v_mul_f32_e32 v51, v3, v43
	v_fmac_f32_e32 v51, v42, v2
	v_fmac_f32_e32 v51, v44, v4
	v_fmac_f32_e32 v51, v45, v5
	ds_bpermute_b32 v52, v28, v51
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v51, v51, v52
	ds_bpermute_b32 v52, v29, v51
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v51, v51, v52
	ds_bpermute_b32 v52, v30, v51
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v51, v51, v52
	ds_bpermute_b32 v52, v31, v51
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v51, v51, v52
	ds_bpermute_b32 v52, v32, v51
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v51, v51, v52
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v41, 16, v41
	v_sub_f32_e32 v41, v41, v51
	v_mul_f32_e32 v50, v50, v41
	v_pk_fma_f32 v[2:3], v[42:43], v[50:51], v[2:3] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[4:5], v[44:45], v[50:51], v[4:5] op_sel_hi:[1,0,1]
	v_mul_f32_e32 v41, v47, v3
	v_fmac_f32_e32 v41, v46, v2
	v_fmac_f32_e32 v41, v48, v4
	v_fmac_f32_e32 v41, v49, v5
	ds_bpermute_b32 v42, v28, v41
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v41, v41, v42
	ds_bpermute_b32 v42, v29, v41
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v41, v41, v42
	ds_bpermute_b32 v42, v30, v41
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v41, v41, v42
	ds_bpermute_b32 v42, v31, v41
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v41, v41, v42
	ds_bpermute_b32 v42, v32, v41
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_13
	s_mul_i32 s9, s16, s9
	s_mul_hi_u32 s10, s16, s8
	s_add_i32 s9, s10, s9
	s_mul_i32 s10, s17, s8
	s_add_i32 s9, s9, s10
	s_mul_i32 s8, s16, s8
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v41, v41, v42
	v_cvt_pk_bf16_f32 v41, v41, s0
	v_lshl_add_u64 v[42:43], s[8:9], 1, v[12:13]
	global_store_short v[42:43], v41, off
.LBB0_13:
	s_or_b64 exec, exec, s[4:5]
	s_cmp_ge_i32 s7, s37
	s_cselect_b64 s[4:5], -1, 0
	s_or_b64 s[4:5], s[38:39], s[4:5]
	s_and_b64 vcc, exec, s[4:5]
	s_cbranch_vccnz .LBB0_10
	global_store_dwordx4 v[18:19], v[2:5], off offset:-8
	s_branch .LBB0_10
.LBB0_15:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel gdn_verify_snapshot_act_bf16_dt_bf16_pool_f32_bv8w4
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
		.amdhsa_next_free_vgpr 72
		.amdhsa_next_free_sgpr 59
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
	.size	gdn_verify_snapshot_act_bf16_dt_bf16_pool_f32_bv8w4, .Lfunc_end0-gdn_verify_snapshot_act_bf16_dt_bf16_pool_f32_bv8w4

	.set gdn_verify_snapshot_act_bf16_dt_bf16_pool_f32_bv8w4.num_vgpr, 72
	.set gdn_verify_snapshot_act_bf16_dt_bf16_pool_f32_bv8w4.num_agpr, 0
	.set gdn_verify_snapshot_act_bf16_dt_bf16_pool_f32_bv8w4.numbered_sgpr, 59
	.set gdn_verify_snapshot_act_bf16_dt_bf16_pool_f32_bv8w4.num_named_barrier, 0
	.set gdn_verify_snapshot_act_bf16_dt_bf16_pool_f32_bv8w4.private_seg_size, 0
	.set gdn_verify_snapshot_act_bf16_dt_bf16_pool_f32_bv8w4.uses_vcc, 1
	.set gdn_verify_snapshot_act_bf16_dt_bf16_pool_f32_bv8w4.uses_flat_scratch, 0
	.set gdn_verify_snapshot_act_bf16_dt_bf16_pool_f32_bv8w4.has_dyn_sized_stack, 0
	.set gdn_verify_snapshot_act_bf16_dt_bf16_pool_f32_bv8w4.has_recursion, 0
	.set gdn_verify_snapshot_act_bf16_dt_bf16_pool_f32_bv8w4.has_indirect_call, 0
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
    .max_flat_workgroup_size: 256
    .name:           gdn_verify_snapshot_act_bf16_dt_bf16_pool_f32_bv8w4
    .private_segment_fixed_size: 0
    .sgpr_count:     65
    .sgpr_spill_count: 0
    .symbol:         gdn_verify_snapshot_act_bf16_dt_bf16_pool_f32_bv8w4.kd
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
