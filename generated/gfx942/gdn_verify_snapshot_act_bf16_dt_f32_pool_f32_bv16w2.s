; deltagen generated file: do not edit. Regenerate with `cargo xtask gen`.
; kernel: gdn_verify  instance: gdn_verify_snapshot_act_bf16_dt_f32_pool_f32_bv16w2  arch: gfx942
; profile=portable  mode=snapshot  act_dtype=bf16  dt_bias_dtype=f32  pool_dtype=f32  tile=bv16w2  lanes_per_column=8  requests=any
; ir-sha256: bb56c882dd82094cd19cc79c20ba024f5de800d49a13288ddf79d062c8d18333
; llvm: 22.1  pipeline: default<O3>  ld.lld: LLVM 22.1
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 6
	.text
	.globl	gdn_verify_snapshot_act_bf16_dt_f32_pool_f32_bv16w2
	.p2align	8
	.type	gdn_verify_snapshot_act_bf16_dt_f32_pool_f32_bv16w2,@function
gdn_verify_snapshot_act_bf16_dt_f32_pool_f32_bv16w2:
	s_load_dwordx4 s[48:51], s[0:1], 0x6c
	s_mov_b32 s12, s3
	s_ashr_i32 s3, s2, 31
	s_lshr_b32 s3, s3, 29
	s_add_i32 s14, s2, s3
	s_waitcnt lgkmcnt(0)
	s_max_i32 s4, s50, 1
	v_cvt_f32_u32_e32 v1, s4
	s_sub_i32 s5, 0, s4
	s_and_b32 s3, s14, 0xffffff8
	s_sub_i32 s15, s2, s3
	v_rcp_iflag_f32_e32 v1, v1
	s_abs_i32 s2, s51
	s_ashr_i32 s54, s14, 3
	s_ashr_i32 s3, s51, 31
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	v_and_b32_e32 v34, 7, v0
	v_readfirstlane_b32 s6, v1
	s_mul_i32 s5, s5, s6
	s_mul_hi_u32 s5, s6, s5
	s_add_i32 s6, s6, s5
	s_mul_hi_u32 s5, s2, s6
	s_mul_i32 s6, s5, s4
	s_sub_i32 s2, s2, s6
	s_add_i32 s7, s5, 1
	s_sub_i32 s6, s2, s4
	s_cmp_ge_u32 s2, s4
	s_cselect_b32 s5, s7, s5
	s_cselect_b32 s2, s6, s2
	s_add_i32 s6, s5, 1
	s_cmp_ge_u32 s2, s4
	s_cselect_b32 s2, s6, s5
	s_load_dwordx2 s[56:57], s[0:1], 0x60
	s_load_dwordx8 s[4:11], s[0:1], 0x40
	s_load_dwordx8 s[36:43], s[0:1], 0x80
	s_xor_b32 s2, s2, s3
	s_sub_i32 s2, s2, s3
	s_ashr_i32 s13, s12, 31
	s_max_i32 s2, s2, 1
	s_ashr_i32 s55, s54, 31
	s_lshl_b64 s[18:19], s[12:13], 2
	s_waitcnt lgkmcnt(0)
	s_add_u32 s6, s6, s18
	s_addc_u32 s7, s7, s19
	s_load_dword s16, s[6:7], 0x0
	s_load_dwordx4 s[28:31], s[0:1], 0xa0
	s_load_dwordx2 s[34:35], s[0:1], 0xb0
	v_cvt_f32_u32_e32 v1, s2
	s_waitcnt lgkmcnt(0)
	s_cmp_gt_i32 s16, -1
	s_cselect_b64 s[6:7], -1, 0
	s_cmp_lt_i32 s16, s49
	s_cselect_b64 s[12:13], -1, 0
	s_and_b64 s[6:7], s[6:7], s[12:13]
	s_add_u32 s8, s8, s18
	s_addc_u32 s9, s9, s19
	s_load_dwordx2 s[52:53], s[8:9], 0x0
	v_rcp_iflag_f32_e32 v2, v1
	v_lshrrev_b32_e32 v1, 3, v0
	v_lshl_or_b32 v26, s15, 4, v1
	v_ashrrev_i32_e32 v27, 31, v26
	s_waitcnt lgkmcnt(0)
	s_cmp_gt_i32 s52, -1
	s_cselect_b64 s[8:9], -1, 0
	s_cmp_ge_i32 s53, s52
	s_cselect_b64 s[12:13], -1, 0
	s_cmp_le_i32 s53, s48
	v_mul_f32_e32 v2, 0x4f7ffffe, v2
	s_cselect_b64 s[20:21], -1, 0
	s_and_b64 s[8:9], s[8:9], s[12:13]
	v_cvt_u32_f32_e32 v2, v2
	s_sub_i32 s33, s53, s52
	s_and_b64 s[8:9], s[20:21], s[8:9]
	s_cmp_le_i32 s33, s35
	s_cselect_b64 s[12:13], -1, 0
	s_and_b64 s[12:13], s[12:13], s[8:9]
	v_readfirstlane_b32 s15, v2
	s_and_b64 s[20:21], s[6:7], s[12:13]
	v_mov_b32_e32 v2, 0
	s_add_u32 s8, s10, s18
	v_mov_b32_e32 v3, v2
	s_addc_u32 s9, s11, s19
	s_lshl_b64 s[6:7], s[54:55], 7
	s_andn2_b64 vcc, exec, s[20:21]
	v_mov_b64_e32 v[4:5], v[2:3]
	v_mov_b64_e32 v[6:7], v[2:3]
	v_mov_b64_e32 v[8:9], v[2:3]
	v_mov_b64_e32 v[10:11], v[2:3]
	v_mov_b64_e32 v[12:13], v[2:3]
	v_mov_b64_e32 v[14:15], v[2:3]
	v_mov_b64_e32 v[16:17], v[2:3]
	s_cbranch_vccnz .LBB0_2
	s_mul_i32 s10, s31, s16
	s_mul_hi_u32 s11, s30, s16
	s_add_i32 s11, s11, s10
	s_mul_i32 s10, s30, s16
	s_lshl_b64 s[10:11], s[10:11], 2
	v_lshl_add_u64 v[4:5], s[6:7], 0, v[26:27]
	s_add_u32 s4, s4, s10
	s_addc_u32 s5, s5, s11
	v_lshlrev_b64 v[4:5], 9, v[4:5]
	v_lshl_add_u64 v[4:5], s[4:5], 0, v[4:5]
	v_lshlrev_b32_e32 v6, 4, v34
	v_mov_b32_e32 v7, v2
	v_lshl_add_u64 v[18:19], v[4:5], 0, v[6:7]
	global_load_dwordx4 v[2:5], v[18:19], off
	global_load_dwordx4 v[6:9], v[18:19], off offset:128
	global_load_dwordx4 v[10:13], v[18:19], off offset:256
	global_load_dwordx4 v[14:17], v[18:19], off offset:384
	s_waitcnt vmcnt(3)
	v_pk_add_f32 v[2:3], v[2:3], 0 op_sel_hi:[1,0]
	v_pk_add_f32 v[4:5], v[4:5], 0 op_sel_hi:[1,0]
	s_waitcnt vmcnt(2)
	v_pk_add_f32 v[6:7], v[6:7], 0 op_sel_hi:[1,0]
	v_pk_add_f32 v[8:9], v[8:9], 0 op_sel_hi:[1,0]
	s_waitcnt vmcnt(1)
	v_pk_add_f32 v[10:11], v[10:11], 0 op_sel_hi:[1,0]
	v_pk_add_f32 v[12:13], v[12:13], 0 op_sel_hi:[1,0]
	s_waitcnt vmcnt(0)
	v_pk_add_f32 v[14:15], v[14:15], 0 op_sel_hi:[1,0]
	v_pk_add_f32 v[16:17], v[16:17], 0 op_sel_hi:[1,0]
.LBB0_2:
	s_and_b64 s[4:5], s[12:13], exec
	s_cselect_b32 s48, s33, 0
	s_add_i32 s5, s48, 7
	s_cmp_lt_i32 s5, 8
	s_cbranch_scc1 .LBB0_58
	s_sub_i32 s4, 0, s2
	s_mul_i32 s4, s4, s15
	s_mul_hi_u32 s4, s15, s4
	s_abs_i32 s30, s54
	s_add_i32 s15, s15, s4
	s_mul_hi_u32 s31, s30, s15
	s_ashr_i32 s59, s14, 31
	s_load_dwordx16 s[12:27], s[0:1], 0x0
	s_load_dword s4, s[8:9], 0x0
	s_load_dwordx4 s[44:47], s[0:1], 0xc0
	s_lshl_b64 s[8:9], s[54:55], 2
	s_waitcnt lgkmcnt(0)
	s_add_u32 s10, s22, s8
	s_addc_u32 s11, s23, s9
	s_load_dword s10, s[10:11], 0x0
	v_mov_b32_e32 v36, 0xc2d00000
	s_mov_b32 s50, 0x42b20000
	v_mov_b32_e32 v37, 0x42b20000
	v_mov_b32_e32 v38, 0x4b400000
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v18, s10
	v_cmp_nlt_f32_e32 vcc, s10, v36
	v_mov_b32_e32 v39, 0x3ab60b61
	s_add_u32 s8, s24, s8
	v_cndmask_b32_e32 v18, v36, v18, vcc
	v_cmp_nlt_f32_e32 vcc, s50, v18
	s_addc_u32 s9, s25, s9
	s_load_dword s47, s[8:9], 0x0
	v_cndmask_b32_e32 v18, v37, v18, vcc
	v_fmamk_f32 v19, v18, 0x3fb8aa3b, v38
	v_add_f32_e32 v19, 0xcb400000, v19
	v_fmac_f32_e32 v18, 0xbf317218, v19
	v_mul_f32_e32 v20, 0x3102e308, v19
	v_add_f32_e32 v21, v18, v20
	v_sub_f32_e32 v18, v21, v18
	v_sub_f32_e32 v18, v20, v18
	v_fmamk_f32 v20, v21, 0x39500d01, v39
	v_fmaak_f32 v20, v20, v21, 0x3c088889
	v_fmaak_f32 v20, v20, v21, 0x3d2aaaab
	v_fmaak_f32 v20, v20, v21, 0x3e2aaaab
	v_fma_f32 v20, v20, v21, 0.5
	v_mul_f32_e32 v22, v21, v21
	v_mul_f32_e32 v20, v22, v20
	v_add_f32_e32 v22, v21, v20
	v_sub_f32_e32 v21, v22, v21
	v_cmp_o_f32_e32 vcc, v19, v19
	v_sub_f32_e32 v20, v20, v21
	v_add_f32_e32 v18, v18, v20
	v_cndmask_b32_e32 v19, 0, v19, vcc
	v_add_f32_e32 v20, 1.0, v22
	v_cvt_i32_f32_e32 v19, v19
	v_add_f32_e32 v21, -1.0, v20
	v_sub_f32_e32 v21, v22, v21
	v_add_f32_e32 v18, v21, v18
	v_add_f32_e32 v18, v20, v18
	v_ashrrev_i32_e32 v20, 1, v19
	s_load_dwordx2 s[8:9], s[0:1], 0xb8
	v_div_scale_f32 v21, s[0:1], s45, s45, 1.0
	v_sub_u32_e32 v19, v19, v20
	v_lshlrev_b32_e32 v20, 23, v20
	v_rcp_f32_e32 v22, v21
	v_add_u32_e32 v20, 1.0, v20
	v_lshlrev_b32_e32 v19, 23, v19
	v_add_u32_e32 v19, 1.0, v19
	v_mul_f32_e32 v18, v18, v20
	v_mul_f32_e32 v18, v18, v19
	v_sub_f32_e32 v40, 0, v18
	v_fma_f32 v18, -v21, v22, 1.0
	v_fmac_f32_e32 v22, v18, v22
	v_div_scale_f32 v18, vcc, 1.0, s45, 1.0
	s_ashr_i32 s0, s5, 31
	v_mul_f32_e32 v19, v18, v22
	s_lshr_b32 s0, s0, 29
	v_fma_f32 v20, -v21, v19, v18
	s_add_i32 s5, s5, s0
	v_fmac_f32_e32 v19, v20, v22
	s_ashr_i32 s58, s5, 3
	s_lshl_b64 s[0:1], s[6:7], 1
	v_fma_f32 v18, -v21, v19, v18
	s_add_u32 s6, s16, s0
	v_div_fmas_f32 v18, v18, v22, v19
	s_addc_u32 s7, s17, s1
	v_lshlrev_b64 v[22:23], 1, v[26:27]
	v_div_fixup_f32 v41, v18, s45, 1.0
	v_lshl_add_u64 v[18:19], s[6:7], 0, v[22:23]
	s_lshl_b64 s[6:7], s[54:55], 1
	s_add_u32 s16, s18, s6
	s_addc_u32 s17, s19, s7
	s_add_u32 s18, s20, s6
	s_mul_i32 s5, s31, s2
	s_addc_u32 s19, s21, s7
	s_sub_i32 s5, s30, s5
	s_add_i32 s6, s31, 1
	s_sub_i32 s7, s5, s2
	s_cmp_ge_u32 s5, s2
	s_cselect_b32 s6, s6, s31
	s_cselect_b32 s5, s7, s5
	s_add_i32 s7, s6, 1
	s_cmp_ge_u32 s5, s2
	s_cselect_b32 s2, s7, s6
	s_xor_b32 s2, s2, s59
	s_sub_i32 s6, s2, s59
	s_ashr_i32 s7, s6, 31
	s_cmp_gt_i32 s4, -1
	s_cselect_b64 s[10:11], -1, 0
	s_cmp_lt_i32 s4, s34
	v_mov_b32_e32 v20, 0x2000
	s_cselect_b64 s[20:21], -1, 0
	v_lshl_or_b32 v42, v1, 2, v20
	v_lshlrev_b32_e32 v1, 2, v0
	s_and_b64 s[10:11], s[10:11], s[20:21]
	v_and_b32_e32 v24, 0x7c, v1
	s_lshl_b64 s[6:7], s[6:7], 7
	v_or_b32_e32 v20, s6, v24
	s_add_u32 s0, s26, s0
	s_waitcnt lgkmcnt(0)
	s_mul_i32 s5, s9, s4
	s_mul_hi_u32 s6, s8, s4
	s_mov_b32 s2, s51
	s_addc_u32 s1, s27, s1
	s_add_i32 s5, s6, s5
	s_mul_i32 s4, s8, s4
	v_mov_b32_e32 v21, s7
	s_lshl_b64 s[20:21], s[2:3], 7
	s_lshl_b64 s[4:5], s[4:5], 2
	s_lshl_b64 s[6:7], s[54:55], 16
	v_lshrrev_b32_e32 v35, 5, v0
	s_add_u32 s4, s4, s6
	v_or_b32_e32 v46, 4, v35
	v_and_b32_e32 v25, 0xfc, v1
	v_lshlrev_b32_e32 v24, 2, v24
	s_addc_u32 s5, s5, s7
	v_lshlrev_b64 v[26:27], 9, v[26:27]
	v_xor_b32_e32 v47, 64, v25
	v_xor_b32_e32 v48, 32, v25
	v_xor_b32_e32 v49, 16, v25
	v_xor_b32_e32 v50, 8, v25
	v_xor_b32_e32 v51, 4, v25
	v_lshl_or_b32 v52, v35, 9, v24
	v_lshl_or_b32 v54, v46, 9, v24
	v_lshlrev_b32_e32 v24, 4, v34
	v_lshl_add_u64 v[26:27], s[4:5], 0, v[26:27]
	v_mov_b32_e32 v25, 0
	v_add_u32_e32 v56, 0x2220, v1
	v_or_b32_e32 v57, 0x2200, v1
	v_lshlrev_b32_e32 v1, 6, v34
	v_lshl_add_u64 v[26:27], v[26:27], 0, v[24:25]
	s_mov_b32 s49, 0xc2d00000
	s_mov_b32 s53, 0
	v_add_u32_e32 v43, s52, v34
	v_add_u32_e32 v44, s52, v0
	v_add_u32_e32 v45, s52, v35
	v_or_b32_e32 v53, 0x1000, v52
	v_or_b32_e32 v55, 0x1000, v54
	v_lshl_add_u64 v[22:23], s[0:1], 0, v[22:23]
	v_cmp_eq_u32_e64 s[0:1], 0, v34
	s_mov_b32 s22, s44
	s_mov_b32 s23, s44
	v_lshl_add_u64 v[26:27], s[56:57], 0, v[26:27]
	s_lshl_b64 s[24:25], s[2:3], 16
	s_mov_b32 s34, 0xf800000
	v_mov_b32_e32 v25, 0x260
	s_mov_b32 s44, 0x800000
	v_mov_b32_e32 v58, 0x3e638e39
	s_mov_b32 s51, 0x7f800000
	v_add_u32_e32 v59, v42, v1
	s_movk_i32 s54, 0x7fff
	s_xor_b64 s[26:27], s[10:11], -1
	v_mov_b32_e32 v28, -1.0
	v_not_b32_e32 v60, 22
	v_mov_b32_e32 v61, 0xff800000
	v_mov_b32_e32 v62, 0x7f800000
	v_mov_b32_e32 v63, 0x7fc00000
	s_mov_b32 s55, 0
	s_branch .LBB0_5
.LBB0_4:
	s_add_i32 s55, s55, 1
	s_add_i32 s33, s33, -8
	s_add_i32 s53, s53, 8
	s_cmp_eq_u32 s55, s58
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_58
.LBB0_5:
	s_lshl_b32 s9, s55, 3
	s_sub_i32 s56, s48, s9
	v_mov_b32_e32 v29, 0
	v_cmp_gt_i32_e64 s[2:3], s56, v34
	v_mov_b32_e32 v31, v29
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_7
	v_add_u32_e32 v1, s9, v43
	v_ashrrev_i32_e32 v30, 31, v1
	v_mul_lo_u32 v32, s40, v30
	v_mul_lo_u32 v33, s41, v1
	v_mad_u64_u32 v[30:31], s[6:7], s40, v1, 0
	v_add3_u32 v31, v31, v32, v33
	v_lshl_add_u64 v[30:31], v[30:31], 1, v[18:19]
	global_load_ushort v1, v[30:31], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v31, 16, v1
.LBB0_7:
	s_or_b64 exec, exec, s[4:5]
	s_min_i32 s8, s56, 8
	v_add_u32_e32 v30, s9, v44
	v_cmp_gt_i32_e64 s[4:5], s8, v0
	v_ashrrev_i32_e32 v1, 31, v30
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB0_9
	v_mul_lo_u32 v29, s43, v30
	v_mul_lo_u32 v64, s42, v1
	v_mad_u64_u32 v[32:33], s[10:11], s42, v30, 0
	v_add3_u32 v33, v33, v64, v29
	v_lshl_add_u64 v[32:33], v[32:33], 1, s[16:17]
	global_load_ushort v29, v[32:33], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v29, 16, v29
.LBB0_9:
	s_or_b64 exec, exec, s[6:7]
	v_mov_b32_e32 v72, 0
	v_mov_b32_e32 v64, v72
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB0_11
	v_mul_lo_u32 v64, s29, v30
	v_mul_lo_u32 v1, s28, v1
	v_mad_u64_u32 v[32:33], s[10:11], s28, v30, 0
	v_add3_u32 v33, v33, v1, v64
	v_lshl_add_u64 v[32:33], v[32:33], 1, s[18:19]
	global_load_ushort v1, v[32:33], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v64, 16, v1
.LBB0_11:
	s_or_b64 exec, exec, s[6:7]
	v_add_u32_e32 v30, s9, v45
	v_ashrrev_i32_e32 v1, 31, v30
	v_mul_lo_u32 v65, s36, v1
	v_mul_lo_u32 v66, s37, v30
	v_mad_u64_u32 v[32:33], s[6:7], s36, v30, v[20:21]
	v_cmp_gt_i32_e32 vcc, s8, v35
	v_add3_u32 v33, v66, v33, v65
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_13
	v_lshl_add_u64 v[66:67], v[32:33], 1, s[12:13]
	global_load_ushort v65, v[66:67], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v72, 16, v65
.LBB0_13:
	s_or_b64 exec, exec, s[6:7]
	v_mov_b32_e32 v70, 0
	v_mov_b32_e32 v77, v70
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_15
	v_lshl_add_u64 v[66:67], v[32:33], 1, s[12:13]
	global_load_ushort v65, v[66:67], off offset:2
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v77, 16, v65
.LBB0_15:
	s_or_b64 exec, exec, s[6:7]
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_17
	v_lshl_add_u64 v[66:67], v[32:33], 1, s[12:13]
	global_load_ushort v65, v[66:67], off offset:4
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v70, 16, v65
.LBB0_17:
	s_or_b64 exec, exec, s[6:7]
	v_mov_b32_e32 v75, 0
	v_mov_b32_e32 v74, v75
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_19
	v_lshl_add_u64 v[32:33], v[32:33], 1, s[12:13]
	global_load_ushort v32, v[32:33], off offset:6
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v74, 16, v32
.LBB0_19:
	s_or_b64 exec, exec, s[6:7]
	v_mad_u64_u32 v[32:33], s[6:7], s38, v30, v[20:21]
	v_mul_lo_u32 v1, s38, v1
	v_mul_lo_u32 v65, s39, v30
	v_add3_u32 v33, v65, v33, v1
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_21
	v_lshl_add_u64 v[66:67], v[32:33], 1, s[14:15]
	global_load_ushort v1, v[66:67], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v75, 16, v1
.LBB0_21:
	s_or_b64 exec, exec, s[6:7]
	v_mov_b32_e32 v73, 0
	v_mov_b32_e32 v78, v73
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_23
	v_lshl_add_u64 v[66:67], v[32:33], 1, s[14:15]
	global_load_ushort v1, v[66:67], off offset:2
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v78, 16, v1
.LBB0_23:
	s_or_b64 exec, exec, s[6:7]
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_25
	v_lshl_add_u64 v[66:67], v[32:33], 1, s[14:15]
	global_load_ushort v1, v[66:67], off offset:4
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v73, 16, v1
.LBB0_25:
	s_or_b64 exec, exec, s[6:7]
	v_mov_b32_e32 v66, 0
	v_mov_b32_e32 v76, v66
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_27
	v_lshl_add_u64 v[32:33], v[32:33], 1, s[14:15]
	global_load_ushort v1, v[32:33], off offset:6
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v76, 16, v1
.LBB0_27:
	s_or_b64 exec, exec, s[6:7]
	v_add_u32_e32 v30, 4, v30
	v_ashrrev_i32_e32 v1, 31, v30
	v_cmp_gt_i32_e64 s[6:7], s8, v46
	v_mul_lo_u32 v65, s36, v1
	v_mul_lo_u32 v67, s37, v30
	v_mad_u64_u32 v[32:33], s[8:9], s36, v30, v[20:21]
	v_add3_u32 v33, v67, v33, v65
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB0_29
	v_lshl_add_u64 v[66:67], v[32:33], 1, s[12:13]
	global_load_ushort v65, v[66:67], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v66, 16, v65
.LBB0_29:
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32_e32 v65, 0
	v_mov_b32_e32 v69, v65
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB0_31
	v_lshl_add_u64 v[68:69], v[32:33], 1, s[12:13]
	global_load_ushort v67, v[68:69], off offset:2
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v69, 16, v67
.LBB0_31:
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB0_33
	v_lshl_add_u64 v[80:81], v[32:33], 1, s[12:13]
	global_load_ushort v65, v[80:81], off offset:4
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v65, 16, v65
.LBB0_33:
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32_e32 v68, 0
	v_mov_b32_e32 v67, v68
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB0_35
	v_lshl_add_u64 v[32:33], v[32:33], 1, s[12:13]
	global_load_ushort v32, v[32:33], off offset:6
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v67, 16, v32
.LBB0_35:
	s_or_b64 exec, exec, s[8:9]
	v_mad_u64_u32 v[32:33], s[8:9], s38, v30, v[20:21]
	v_mul_lo_u32 v1, s38, v1
	v_mul_lo_u32 v30, s39, v30
	v_add3_u32 v33, v30, v33, v1
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB0_37
	v_lshl_add_u64 v[80:81], v[32:33], 1, s[14:15]
	global_load_ushort v1, v[80:81], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v68, 16, v1
.LBB0_37:
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v71, v1
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execnz .LBB0_52
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execnz .LBB0_53
.LBB0_39:
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32_e32 v30, 0
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execnz .LBB0_54
.LBB0_40:
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[30:31], vcc
	s_cbranch_execnz .LBB0_55
.LBB0_41:
	s_or_b64 exec, exec, s[30:31]
	s_and_saveexec_b64 s[10:11], s[6:7]
	s_cbranch_execnz .LBB0_56
.LBB0_42:
	s_or_b64 exec, exec, s[10:11]
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execnz .LBB0_57
.LBB0_43:
	s_or_b64 exec, exec, s[6:7]
	s_and_saveexec_b64 s[4:5], s[2:3]
.LBB0_44:
	ds_write_b32 v59, v31
.LBB0_45:
	s_or_b64 exec, exec, s[4:5]
	s_cmp_lt_i32 s56, 1
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_4
	s_ashr_i32 s2, s53, 31
	s_mul_i32 s3, s25, s53
	s_mul_i32 s2, s24, s2
	v_mov_b32_e32 v29, s53
	s_add_i32 s4, s2, s3
	v_mad_u64_u32 v[30:31], s[2:3], s24, v29, v[26:27]
	v_med3_i32 v1, s33, 1, 8
	v_add_u32_e32 v31, s4, v31
	s_movk_i32 s4, 0x2200
	s_mov_b32 s5, s53
	v_mov_b32_e32 v29, v24
	v_mov_b32_e32 v32, v42
	s_branch .LBB0_48
.LBB0_47:
	v_add_u32_e32 v1, -1, v1
	v_cmp_eq_u32_e32 vcc, 0, v1
	v_add_u32_e32 v32, 64, v32
	v_add_u32_e32 v29, 0x200, v29
	s_add_i32 s4, s4, 4
	s_add_i32 s5, s5, 1
	v_lshl_add_u64 v[30:31], v[30:31], 0, s[24:25]
	s_cbranch_vccnz .LBB0_4
.LBB0_48:
	v_mov_b32_e32 v33, s4
	ds_read2_b32 v[76:77], v33 offset1:8
	s_waitcnt lgkmcnt(1)
	ds_read_b128 v[64:67], v29
	ds_read_b128 v[68:71], v29 offset:128
	s_waitcnt lgkmcnt(2)
	v_mov_b32_e32 v78, v77
	v_pk_mul_f32 v[2:3], v[2:3], v[78:79] op_sel_hi:[1,0]
	v_pk_mul_f32 v[6:7], v[6:7], v[78:79] op_sel_hi:[1,0]
	v_pk_mul_f32 v[80:81], v[10:11], v[78:79] op_sel_hi:[1,0]
	v_pk_mul_f32 v[82:83], v[12:13], v[78:79] op_sel_hi:[1,0]
	ds_read_b128 v[10:13], v29 offset:256
	ds_read_b128 v[72:75], v29 offset:384
	v_pk_mul_f32 v[4:5], v[4:5], v[78:79] op_sel_hi:[1,0]
	v_pk_mul_f32 v[8:9], v[8:9], v[78:79] op_sel_hi:[1,0]
	v_pk_mul_f32 v[14:15], v[14:15], v[78:79] op_sel_hi:[1,0]
	v_pk_mul_f32 v[16:17], v[16:17], v[78:79] op_sel_hi:[1,0]
	v_mov_b32_e32 v78, v3
	v_mov_b32_e32 v79, v7
	s_waitcnt lgkmcnt(3)
	v_mov_b32_e32 v84, v65
	s_waitcnt lgkmcnt(2)
	v_mov_b32_e32 v85, v69
	v_pk_mul_f32 v[78:79], v[78:79], v[84:85]
	v_mov_b32_e32 v84, v64
	v_mov_b32_e32 v85, v68
	v_mov_b32_e32 v86, v2
	v_mov_b32_e32 v87, v6
	v_pk_fma_f32 v[78:79], v[84:85], v[86:87], v[78:79]
	v_mov_b32_e32 v84, v66
	v_mov_b32_e32 v85, v70
	v_mov_b32_e32 v86, v4
	v_mov_b32_e32 v87, v8
	v_pk_fma_f32 v[78:79], v[84:85], v[86:87], v[78:79]
	v_mov_b32_e32 v84, v67
	v_mov_b32_e32 v85, v71
	v_mov_b32_e32 v86, v5
	v_mov_b32_e32 v87, v9
	v_pk_fma_f32 v[78:79], v[84:85], v[86:87], v[78:79]
	v_mov_b32_e32 v84, v81
	v_mov_b32_e32 v85, v15
	s_waitcnt lgkmcnt(1)
	v_mov_b32_e32 v86, v11
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v87, v73
	v_pk_mul_f32 v[84:85], v[84:85], v[86:87]
	v_mov_b32_e32 v86, v10
	v_mov_b32_e32 v87, v72
	v_mov_b32_e32 v88, v80
	v_mov_b32_e32 v89, v14
	v_pk_fma_f32 v[84:85], v[86:87], v[88:89], v[84:85]
	v_mov_b32_e32 v86, v12
	v_mov_b32_e32 v87, v74
	v_mov_b32_e32 v88, v82
	v_mov_b32_e32 v89, v16
	v_pk_fma_f32 v[84:85], v[86:87], v[88:89], v[84:85]
	v_mov_b32_e32 v86, v13
	v_mov_b32_e32 v87, v75
	v_mov_b32_e32 v88, v83
	v_mov_b32_e32 v89, v17
	v_pk_fma_f32 v[84:85], v[86:87], v[88:89], v[84:85]
	s_nop 0
	v_pk_add_f32 v[78:79], v[78:79], v[84:85]
	s_nop 0
	v_add_f32_e32 v33, v78, v79
	ds_bpermute_b32 v77, v49, v33
	ds_read_b32 v78, v32
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v33, v33, v77
	ds_bpermute_b32 v77, v50, v33
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v33, v33, v77
	ds_bpermute_b32 v77, v51, v33
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v33, v33, v77
	v_sub_f32_e32 v33, v78, v33
	v_mul_f32_e32 v76, v76, v33
	v_pk_fma_f32 v[2:3], v[64:65], v[76:77], v[2:3] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[4:5], v[66:67], v[76:77], v[4:5] op_sel_hi:[1,0,1]
	ds_read_b128 v[64:67], v29 offset:4096
	v_pk_fma_f32 v[6:7], v[68:69], v[76:77], v[6:7] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[8:9], v[70:71], v[76:77], v[8:9] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[10:11], v[10:11], v[76:77], v[80:81] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[12:13], v[12:13], v[76:77], v[82:83] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[14:15], v[72:73], v[76:77], v[14:15] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[16:17], v[74:75], v[76:77], v[16:17] op_sel_hi:[1,0,1]
	ds_read_b128 v[68:71], v29 offset:4224
	ds_read_b128 v[72:75], v29 offset:4352
	ds_read_b128 v[76:79], v29 offset:4480
	s_waitcnt lgkmcnt(3)
	v_mul_f32_e32 v33, v65, v3
	v_fmac_f32_e32 v33, v64, v2
	v_fmac_f32_e32 v33, v66, v4
	s_waitcnt lgkmcnt(2)
	v_mul_f32_e32 v64, v69, v7
	s_waitcnt lgkmcnt(1)
	v_mul_f32_e32 v65, v11, v73
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v66, v15, v77
	v_fmac_f32_e32 v64, v68, v6
	v_fmac_f32_e32 v65, v72, v10
	v_fmac_f32_e32 v66, v76, v14
	v_fmac_f32_e32 v64, v70, v8
	v_fmac_f32_e32 v65, v74, v12
	v_fmac_f32_e32 v66, v78, v16
	v_fmac_f32_e32 v33, v67, v5
	v_fmac_f32_e32 v64, v71, v9
	v_fmac_f32_e32 v65, v75, v13
	v_fmac_f32_e32 v66, v79, v17
	v_add_f32_e32 v33, v33, v65
	v_add_f32_e32 v64, v64, v66
	v_add_f32_e32 v33, v33, v64
	ds_bpermute_b32 v64, v49, v33
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v33, v33, v64
	ds_bpermute_b32 v64, v50, v33
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v33, v33, v64
	ds_bpermute_b32 v64, v51, v33
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_50
	s_add_i32 s6, s52, s5
	s_ashr_i32 s7, s6, 31
	s_mul_i32 s7, s20, s7
	s_mul_hi_u32 s8, s20, s6
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v33, v33, v64
	s_add_i32 s7, s8, s7
	s_mul_i32 s8, s21, s6
	v_bfe_u32 v64, v33, 16, 1
	s_add_i32 s7, s7, s8
	s_mul_i32 s6, s20, s6
	v_add3_u32 v64, v64, v33, s54
	v_or_b32_e32 v65, 0x400000, v33
	v_cmp_u_f32_e32 vcc, v33, v33
	s_nop 1
	v_cndmask_b32_e32 v33, v64, v65, vcc
	v_lshl_add_u64 v[64:65], s[6:7], 1, v[22:23]
	global_store_short_d16_hi v[64:65], v33, off
.LBB0_50:
	s_or_b64 exec, exec, s[2:3]
	s_cmp_ge_i32 s5, s35
	s_cselect_b64 s[2:3], -1, 0
	s_or_b64 s[2:3], s[26:27], s[2:3]
	s_and_b64 vcc, exec, s[2:3]
	s_cbranch_vccnz .LBB0_47
	global_store_dwordx4 v[30:31], v[2:5], off
	global_store_dwordx4 v[30:31], v[6:9], off offset:128
	global_store_dwordx4 v[30:31], v[10:13], off offset:256
	global_store_dwordx4 v[30:31], v[14:17], off offset:384
	s_branch .LBB0_47
.LBB0_52:
	v_lshl_add_u64 v[80:81], v[32:33], 1, s[14:15]
	global_load_ushort v30, v[80:81], off offset:2
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v71, 16, v30
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB0_39
.LBB0_53:
	v_lshl_add_u64 v[80:81], v[32:33], 1, s[14:15]
	global_load_ushort v1, v[80:81], off offset:4
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v1, 16, v1
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32_e32 v30, 0
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB0_40
.LBB0_54:
	v_lshl_add_u64 v[32:33], v[32:33], 1, s[14:15]
	global_load_ushort v30, v[32:33], off offset:6
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v30, 16, v30
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[30:31], vcc
	s_cbranch_execz .LBB0_41
.LBB0_55:
	v_mul_f32_e32 v32, v77, v77
	v_fmac_f32_e32 v32, v72, v72
	v_mul_f32_e32 v79, v78, v78
	v_fmac_f32_e32 v32, v70, v70
	v_fmac_f32_e32 v79, v75, v75
	v_fmac_f32_e32 v32, v74, v74
	v_fmac_f32_e32 v79, v73, v73
	ds_bpermute_b32 v33, v47, v32
	v_fmac_f32_e32 v79, v76, v76
	ds_bpermute_b32 v80, v47, v79
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v32, v32, v33
	ds_bpermute_b32 v33, v48, v32
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v79, v79, v80
	ds_bpermute_b32 v80, v48, v79
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v32, v32, v33
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v33, v79, v80
	ds_bpermute_b32 v79, v49, v32
	ds_bpermute_b32 v80, v49, v33
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v32, v32, v79
	ds_bpermute_b32 v79, v50, v32
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v33, v33, v80
	ds_bpermute_b32 v80, v50, v33
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v32, v32, v79
	ds_bpermute_b32 v79, v51, v32
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v33, v33, v80
	ds_bpermute_b32 v80, v51, v33
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v32, v32, v79
	v_add_f32_e32 v32, 0x358637bd, v32
	v_mul_f32_e32 v79, 0x4f800000, v32
	v_cmp_gt_f32_e32 vcc, s34, v32
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v33, v33, v80
	v_add_f32_e32 v33, 0x358637bd, v33
	v_cndmask_b32_e32 v32, v32, v79, vcc
	v_sqrt_f32_e32 v79, v32
	v_mul_f32_e32 v80, 0x4f800000, v33
	v_cmp_gt_f32_e64 s[8:9], s34, v33
	v_add_u32_e32 v81, 1, v79
	s_nop 0
	v_cndmask_b32_e64 v33, v33, v80, s[8:9]
	v_add_u32_e32 v80, -1, v79
	v_fma_f32 v82, -v80, v79, v32
	v_fma_f32 v83, -v81, v79, v32
	v_cmp_ge_f32_e64 s[10:11], 0, v82
	s_nop 1
	v_cndmask_b32_e64 v79, v79, v80, s[10:11]
	v_cmp_lt_f32_e64 s[10:11], 0, v83
	s_nop 1
	v_cndmask_b32_e64 v79, v79, v81, s[10:11]
	v_sqrt_f32_e32 v81, v33
	v_mul_f32_e32 v80, 0x37800000, v79
	v_cndmask_b32_e32 v79, v79, v80, vcc
	v_cmp_class_f32_e32 vcc, v32, v25
	s_nop 1
	v_cndmask_b32_e32 v82, v79, v32, vcc
	v_add_u32_e32 v32, -1, v81
	v_fma_f32 v79, -v32, v81, v33
	v_cmp_ge_f32_e32 vcc, 0, v79
	v_add_u32_e32 v79, 1, v81
	v_fma_f32 v80, -v79, v81, v33
	v_cndmask_b32_e32 v32, v81, v32, vcc
	v_cmp_lt_f32_e32 vcc, 0, v80
	v_div_scale_f32 v80, s[10:11], v82, v82, v77
	v_rcp_f32_e32 v81, v80
	v_cndmask_b32_e32 v32, v32, v79, vcc
	v_mul_f32_e32 v79, 0x37800000, v32
	v_cndmask_b32_e64 v32, v32, v79, s[8:9]
	v_cmp_class_f32_e32 vcc, v33, v25
	s_nop 1
	v_cndmask_b32_e32 v84, v32, v33, vcc
	v_fma_f32 v32, -v80, v81, 1.0
	v_fmac_f32_e32 v81, v32, v81
	v_div_scale_f32 v32, vcc, v77, v82, v77
	v_mul_f32_e32 v33, v32, v81
	v_fma_f32 v79, -v80, v33, v32
	v_fmac_f32_e32 v33, v79, v81
	v_div_scale_f32 v79, s[8:9], v82, v82, v72
	v_fma_f32 v32, -v80, v33, v32
	v_rcp_f32_e32 v80, v79
	v_div_fmas_f32 v32, v32, v81, v33
	v_div_fixup_f32 v33, v32, v82, v77
	v_fma_f32 v32, -v79, v80, 1.0
	v_fmac_f32_e32 v80, v32, v80
	v_div_scale_f32 v32, vcc, v72, v82, v72
	v_mul_f32_e32 v77, v32, v80
	v_fma_f32 v81, -v79, v77, v32
	v_fmac_f32_e32 v77, v81, v80
	v_fma_f32 v32, -v79, v77, v32
	v_div_scale_f32 v79, s[8:9], v84, v84, v78
	v_rcp_f32_e32 v83, v79
	v_div_fmas_f32 v32, v32, v80, v77
	v_div_fixup_f32 v32, v32, v82, v72
	v_pk_mul_f32 v[80:81], s[22:23], v[32:33]
	v_fma_f32 v32, -v79, v83, 1.0
	v_fmac_f32_e32 v83, v32, v83
	v_div_scale_f32 v32, vcc, v78, v84, v78
	v_mul_f32_e32 v33, v32, v83
	v_fma_f32 v72, -v79, v33, v32
	v_fmac_f32_e32 v33, v72, v83
	v_div_scale_f32 v72, s[8:9], v84, v84, v75
	v_rcp_f32_e32 v77, v72
	v_fma_f32 v32, -v79, v33, v32
	v_div_fmas_f32 v32, v32, v83, v33
	v_div_fixup_f32 v79, v32, v84, v78
	v_fma_f32 v32, -v72, v77, 1.0
	v_fmac_f32_e32 v77, v32, v77
	v_div_scale_f32 v32, vcc, v75, v84, v75
	v_mul_f32_e32 v33, v32, v77
	v_fma_f32 v78, -v72, v33, v32
	v_fmac_f32_e32 v33, v78, v77
	v_fma_f32 v32, -v72, v33, v32
	v_div_scale_f32 v72, s[8:9], v82, v82, v74
	v_rcp_f32_e32 v83, v72
	v_div_fmas_f32 v32, v32, v77, v33
	v_div_fixup_f32 v78, v32, v84, v75
	v_fma_f32 v32, -v72, v83, 1.0
	v_fmac_f32_e32 v83, v32, v83
	v_div_scale_f32 v32, vcc, v74, v82, v74
	v_mul_f32_e32 v33, v32, v83
	v_fma_f32 v75, -v72, v33, v32
	v_fmac_f32_e32 v33, v75, v83
	v_fma_f32 v32, -v72, v33, v32
	v_div_scale_f32 v72, s[8:9], v82, v82, v70
	v_rcp_f32_e32 v75, v72
	v_div_fmas_f32 v32, v32, v83, v33
	v_div_fixup_f32 v33, v32, v82, v74
	v_fma_f32 v32, -v72, v75, 1.0
	v_fmac_f32_e32 v75, v32, v75
	v_div_scale_f32 v32, vcc, v70, v82, v70
	v_mul_f32_e32 v74, v32, v75
	v_fma_f32 v77, -v72, v74, v32
	v_fmac_f32_e32 v74, v77, v75
	v_fma_f32 v32, -v72, v74, v32
	v_div_scale_f32 v72, s[8:9], v84, v84, v76
	v_div_fmas_f32 v32, v32, v75, v74
	v_rcp_f32_e32 v74, v72
	v_div_fixup_f32 v32, v32, v82, v70
	v_pk_mul_f32 v[82:83], s[22:23], v[32:33]
	ds_write_b128 v53, v[80:83]
	v_fma_f32 v32, -v72, v74, 1.0
	v_fmac_f32_e32 v74, v32, v74
	v_div_scale_f32 v32, vcc, v76, v84, v76
	v_mul_f32_e32 v33, v32, v74
	v_fma_f32 v70, -v72, v33, v32
	v_fmac_f32_e32 v33, v70, v74
	v_div_scale_f32 v70, s[8:9], v84, v84, v73
	v_fma_f32 v32, -v72, v33, v32
	v_rcp_f32_e32 v72, v70
	v_div_fmas_f32 v32, v32, v74, v33
	v_div_fixup_f32 v81, v32, v84, v76
	v_fma_f32 v32, -v70, v72, 1.0
	v_fmac_f32_e32 v72, v32, v72
	v_div_scale_f32 v32, vcc, v73, v84, v73
	v_mul_f32_e32 v33, v32, v72
	v_fma_f32 v74, -v70, v33, v32
	v_fmac_f32_e32 v33, v74, v72
	v_fma_f32 v32, -v70, v33, v32
	v_div_fmas_f32 v32, v32, v72, v33
	v_div_fixup_f32 v80, v32, v84, v73
	ds_write_b128 v52, v[78:81]
	s_or_b64 exec, exec, s[30:31]
	s_and_saveexec_b64 s[10:11], s[6:7]
	s_cbranch_execz .LBB0_42
.LBB0_56:
	v_mul_f32_e32 v32, v69, v69
	v_fmac_f32_e32 v32, v66, v66
	v_mul_f32_e32 v70, v71, v71
	v_fmac_f32_e32 v32, v65, v65
	v_fmac_f32_e32 v70, v68, v68
	v_fmac_f32_e32 v32, v67, v67
	v_fmac_f32_e32 v70, v1, v1
	ds_bpermute_b32 v33, v47, v32
	v_fmac_f32_e32 v70, v30, v30
	ds_bpermute_b32 v72, v47, v70
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v32, v32, v33
	ds_bpermute_b32 v33, v48, v32
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v70, v70, v72
	ds_bpermute_b32 v72, v48, v70
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v32, v32, v33
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v33, v70, v72
	ds_bpermute_b32 v70, v49, v32
	ds_bpermute_b32 v72, v49, v33
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v32, v32, v70
	ds_bpermute_b32 v70, v50, v32
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v33, v33, v72
	ds_bpermute_b32 v72, v50, v33
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v32, v32, v70
	ds_bpermute_b32 v70, v51, v32
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v33, v33, v72
	ds_bpermute_b32 v72, v51, v33
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v32, v32, v70
	v_add_f32_e32 v32, 0x358637bd, v32
	v_mul_f32_e32 v70, 0x4f800000, v32
	v_cmp_gt_f32_e32 vcc, s34, v32
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v33, v33, v72
	v_add_f32_e32 v33, 0x358637bd, v33
	v_cndmask_b32_e32 v32, v32, v70, vcc
	v_sqrt_f32_e32 v70, v32
	v_mul_f32_e32 v72, 0x4f800000, v33
	v_cmp_gt_f32_e64 s[6:7], s34, v33
	v_add_u32_e32 v73, 1, v70
	s_nop 0
	v_cndmask_b32_e64 v33, v33, v72, s[6:7]
	v_add_u32_e32 v72, -1, v70
	v_fma_f32 v74, -v72, v70, v32
	v_fma_f32 v75, -v73, v70, v32
	v_cmp_ge_f32_e64 s[8:9], 0, v74
	s_nop 1
	v_cndmask_b32_e64 v70, v70, v72, s[8:9]
	v_cmp_lt_f32_e64 s[8:9], 0, v75
	s_nop 1
	v_cndmask_b32_e64 v70, v70, v73, s[8:9]
	v_sqrt_f32_e32 v73, v33
	v_mul_f32_e32 v72, 0x37800000, v70
	v_cndmask_b32_e32 v70, v70, v72, vcc
	v_cmp_class_f32_e32 vcc, v32, v25
	s_nop 1
	v_cndmask_b32_e32 v70, v70, v32, vcc
	v_add_u32_e32 v32, -1, v73
	v_fma_f32 v72, -v32, v73, v33
	v_cmp_ge_f32_e32 vcc, 0, v72
	v_add_u32_e32 v72, 1, v73
	s_nop 0
	v_cndmask_b32_e32 v32, v73, v32, vcc
	v_fma_f32 v73, -v72, v73, v33
	v_cmp_lt_f32_e32 vcc, 0, v73
	v_div_scale_f32 v73, s[8:9], v70, v70, v69
	v_rcp_f32_e32 v74, v73
	v_cndmask_b32_e32 v32, v32, v72, vcc
	v_mul_f32_e32 v72, 0x37800000, v32
	v_cndmask_b32_e64 v32, v32, v72, s[6:7]
	v_cmp_class_f32_e32 vcc, v33, v25
	s_nop 1
	v_cndmask_b32_e32 v76, v32, v33, vcc
	v_fma_f32 v32, -v73, v74, 1.0
	v_fmac_f32_e32 v74, v32, v74
	v_div_scale_f32 v32, vcc, v69, v70, v69
	v_mul_f32_e32 v33, v32, v74
	v_fma_f32 v72, -v73, v33, v32
	v_fmac_f32_e32 v33, v72, v74
	v_div_scale_f32 v72, s[6:7], v70, v70, v66
	v_fma_f32 v32, -v73, v33, v32
	v_rcp_f32_e32 v73, v72
	v_div_fmas_f32 v32, v32, v74, v33
	v_div_fixup_f32 v33, v32, v70, v69
	v_fma_f32 v32, -v72, v73, 1.0
	v_fmac_f32_e32 v73, v32, v73
	v_div_scale_f32 v32, vcc, v66, v70, v66
	v_mul_f32_e32 v69, v32, v73
	v_fma_f32 v74, -v72, v69, v32
	v_fmac_f32_e32 v69, v74, v73
	v_div_scale_f32 v74, s[6:7], v76, v76, v71
	v_rcp_f32_e32 v75, v74
	v_fma_f32 v32, -v72, v69, v32
	v_div_fmas_f32 v32, v32, v73, v69
	v_div_fixup_f32 v32, v32, v70, v66
	v_pk_mul_f32 v[72:73], s[22:23], v[32:33]
	v_fma_f32 v32, -v74, v75, 1.0
	v_fmac_f32_e32 v75, v32, v75
	v_div_scale_f32 v32, vcc, v71, v76, v71
	v_mul_f32_e32 v33, v32, v75
	v_fma_f32 v66, -v74, v33, v32
	v_fmac_f32_e32 v33, v66, v75
	v_div_scale_f32 v66, s[6:7], v76, v76, v68
	v_fma_f32 v32, -v74, v33, v32
	v_rcp_f32_e32 v74, v66
	v_div_fmas_f32 v32, v32, v75, v33
	v_div_fixup_f32 v69, v32, v76, v71
	v_fma_f32 v32, -v66, v74, 1.0
	v_fmac_f32_e32 v74, v32, v74
	v_div_scale_f32 v32, vcc, v68, v76, v68
	v_mul_f32_e32 v33, v32, v74
	v_fma_f32 v71, -v66, v33, v32
	v_fmac_f32_e32 v33, v71, v74
	v_fma_f32 v32, -v66, v33, v32
	v_div_scale_f32 v66, s[6:7], v70, v70, v67
	v_rcp_f32_e32 v71, v66
	v_div_fmas_f32 v32, v32, v74, v33
	v_div_fixup_f32 v68, v32, v76, v68
	v_fma_f32 v32, -v66, v71, 1.0
	v_fmac_f32_e32 v71, v32, v71
	v_div_scale_f32 v32, vcc, v67, v70, v67
	v_mul_f32_e32 v33, v32, v71
	v_fma_f32 v74, -v66, v33, v32
	v_fmac_f32_e32 v33, v74, v71
	v_fma_f32 v32, -v66, v33, v32
	v_div_scale_f32 v66, s[6:7], v70, v70, v65
	v_rcp_f32_e32 v74, v66
	v_div_fmas_f32 v32, v32, v71, v33
	v_div_fixup_f32 v33, v32, v70, v67
	v_fma_f32 v32, -v66, v74, 1.0
	v_fmac_f32_e32 v74, v32, v74
	v_div_scale_f32 v32, vcc, v65, v70, v65
	v_mul_f32_e32 v67, v32, v74
	v_fma_f32 v71, -v66, v67, v32
	v_fmac_f32_e32 v67, v71, v74
	v_fma_f32 v32, -v66, v67, v32
	v_div_scale_f32 v66, s[6:7], v76, v76, v30
	v_div_fmas_f32 v32, v32, v74, v67
	v_rcp_f32_e32 v67, v66
	v_div_fixup_f32 v32, v32, v70, v65
	v_pk_mul_f32 v[74:75], s[22:23], v[32:33]
	ds_write_b128 v55, v[72:75]
	v_fma_f32 v32, -v66, v67, 1.0
	v_fmac_f32_e32 v67, v32, v67
	v_div_scale_f32 v32, vcc, v30, v76, v30
	v_mul_f32_e32 v33, v32, v67
	v_fma_f32 v65, -v66, v33, v32
	v_fmac_f32_e32 v33, v65, v67
	v_div_scale_f32 v65, s[6:7], v76, v76, v1
	v_fma_f32 v32, -v66, v33, v32
	v_rcp_f32_e32 v66, v65
	v_div_fmas_f32 v32, v32, v67, v33
	v_div_fixup_f32 v71, v32, v76, v30
	v_fma_f32 v30, -v65, v66, 1.0
	v_fmac_f32_e32 v66, v30, v66
	v_div_scale_f32 v30, vcc, v1, v76, v1
	v_mul_f32_e32 v32, v30, v66
	v_fma_f32 v33, -v65, v32, v30
	v_fmac_f32_e32 v32, v33, v66
	v_fma_f32 v30, -v65, v32, v30
	v_div_fmas_f32 v30, v30, v66, v32
	v_div_fixup_f32 v70, v30, v76, v1
	ds_write_b128 v54, v[68:71]
	s_or_b64 exec, exec, s[10:11]
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB0_43
.LBB0_57:
	v_add_f32_e32 v30, s47, v29
	v_mul_f32_e32 v65, s45, v30
	v_cmp_ngt_f32_e32 vcc, s49, v65
	s_nop 1
	v_cndmask_b32_e32 v1, v36, v65, vcc
	v_cmp_nlt_f32_e32 vcc, s50, v1
	s_nop 1
	v_cndmask_b32_e32 v29, v37, v1, vcc
	v_fmamk_f32 v1, v29, 0x3fb8aa3b, v38
	v_add_f32_e32 v70, 0xcb400000, v1
	v_fmac_f32_e32 v29, 0xbf317218, v70
	v_mul_f32_e32 v33, 0x3102e308, v70
	v_add_f32_e32 v1, v29, v33
	v_fmamk_f32 v32, v1, 0x39500d01, v39
	v_fmaak_f32 v32, v32, v1, 0x3c088889
	v_fmaak_f32 v32, v32, v1, 0x3d2aaaab
	v_fmaak_f32 v32, v32, v1, 0x3e2aaaab
	v_fma_f32 v32, v32, v1, 0.5
	v_mul_f32_e32 v66, v1, v1
	v_mul_f32_e32 v66, v66, v32
	v_add_f32_e32 v32, v1, v66
	v_cmp_o_f32_e32 vcc, v70, v70
	v_sub_f32_e32 v67, v32, v1
	v_pk_add_f32 v[68:69], v[0:1], v[28:29] neg_lo:[0,1] neg_hi:[0,1]
	v_cndmask_b32_e32 v1, 0, v70, vcc
	v_add_f32_e32 v72, 1.0, v32
	v_cvt_i32_f32_e32 v1, v1
	v_sub_f32_e32 v71, v66, v67
	v_add_f32_e32 v66, -1.0, v72
	v_mov_b32_e32 v67, v69
	v_pk_add_f32 v[32:33], v[32:33], v[66:67] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_add_f32_e32 v29, v33, v71
	v_add_f32_e32 v29, v32, v29
	v_ashrrev_i32_e32 v32, 1, v1
	v_add_f32_e32 v29, v72, v29
	v_sub_u32_e32 v1, v1, v32
	v_lshl_add_u32 v32, v32, 23, 1.0
	v_lshl_add_u32 v1, v1, 23, 1.0
	v_mul_f32_e32 v29, v29, v32
	v_mul_f32_e32 v1, v29, v1
	v_add_f32_e32 v1, 1.0, v1
	v_mul_f32_e32 v29, 0x4b000000, v1
	v_cmp_gt_f32_e32 vcc, s44, v1
	s_nop 1
	v_cndmask_b32_e32 v29, v1, v29, vcc
	v_add_u32_e32 v33, 0xc0cafb0d, v29
	v_and_b32_e32 v66, 0xff800000, v33
	v_sub_u32_e32 v29, v29, v66
	v_add_f32_e32 v29, -1.0, v29
	v_add_f32_e32 v66, 2.0, v29
	v_div_scale_f32 v67, s[4:5], v66, v66, v29
	v_rcp_f32_e32 v68, v67
	v_cndmask_b32_e32 v32, 0, v60, vcc
	v_ashrrev_i32_e32 v33, 23, v33
	v_add_u32_e32 v32, v33, v32
	v_fma_f32 v33, -v67, v68, 1.0
	v_fmac_f32_e32 v68, v33, v68
	v_div_scale_f32 v33, vcc, v29, v66, v29
	v_mul_f32_e32 v69, v33, v68
	v_fma_f32 v70, -v67, v69, v33
	v_fmac_f32_e32 v69, v70, v68
	v_fma_f32 v33, -v67, v69, v33
	v_div_fmas_f32 v33, v33, v68, v69
	v_div_fixup_f32 v33, v33, v66, v29
	v_mul_f32_e32 v66, v33, v33
	v_fmamk_f32 v67, v66, 0x3e3a2e8c, v58
	v_fmaak_f32 v67, v67, v66, 0x3e924925
	v_fmaak_f32 v67, v67, v66, 0x3ecccccd
	v_cvt_f32_i32_e32 v32, v32
	v_fmaak_f32 v67, v67, v66, 0x3f2aaaab
	v_mul_f32_e32 v66, v66, v67
	v_sub_f32_e32 v66, v29, v66
	v_fma_f32 v29, -v33, v66, v29
	v_fmac_f32_e32 v29, 0xb102e308, v32
	v_fmac_f32_e32 v29, 0x3f317218, v32
	v_cmp_neq_f32_e32 vcc, 0, v1
	s_nop 1
	v_cndmask_b32_e32 v29, v61, v29, vcc
	v_cmp_neq_f32_e32 vcc, s51, v1
	s_nop 1
	v_cndmask_b32_e32 v29, v62, v29, vcc
	v_cmp_ngt_f32_e32 vcc, 0, v1
	s_nop 1
	v_cndmask_b32_e32 v29, v63, v29, vcc
	v_cmp_u_f32_e32 vcc, v1, v1
	s_nop 1
	v_cndmask_b32_e32 v1, v29, v1, vcc
	v_mul_f32_e32 v1, v41, v1
	v_cmp_ge_f32_e32 vcc, s46, v65
	s_nop 1
	v_cndmask_b32_e32 v1, v30, v1, vcc
	v_mul_f32_e32 v1, v40, v1
	v_cmp_ngt_f32_e32 vcc, s49, v1
	s_nop 1
	v_cndmask_b32_e32 v1, v36, v1, vcc
	v_cmp_nlt_f32_e32 vcc, s50, v1
	s_nop 1
	v_cndmask_b32_e32 v29, v37, v1, vcc
	v_fmamk_f32 v1, v29, 0x3fb8aa3b, v38
	v_add_f32_e32 v30, 0xcb400000, v1
	v_fmac_f32_e32 v29, 0xbf317218, v30
	v_mul_f32_e32 v33, 0x3102e308, v30
	v_add_f32_e32 v1, v29, v33
	v_fmamk_f32 v32, v1, 0x39500d01, v39
	v_fmaak_f32 v32, v32, v1, 0x3c088889
	v_fmaak_f32 v32, v32, v1, 0x3d2aaaab
	v_fmaak_f32 v32, v32, v1, 0x3e2aaaab
	v_fma_f32 v32, v32, v1, 0.5
	v_mul_f32_e32 v65, v1, v1
	v_mul_f32_e32 v65, v65, v32
	v_add_f32_e32 v32, v1, v65
	v_cmp_o_f32_e32 vcc, v30, v30
	v_sub_f32_e32 v66, v32, v1
	v_add_f32_e32 v70, 1.0, v32
	v_pk_add_f32 v[68:69], v[0:1], v[28:29] neg_lo:[0,1] neg_hi:[0,1]
	v_cndmask_b32_e32 v1, 0, v30, vcc
	v_sub_f32_e32 v65, v65, v66
	v_add_f32_e32 v66, -1.0, v70
	v_mov_b32_e32 v67, v69
	v_cvt_i32_f32_e32 v1, v1
	v_pk_add_f32 v[32:33], v[32:33], v[66:67] neg_lo:[0,1] neg_hi:[0,1]
	v_cmp_nlt_f32_e64 vcc, -v64, s49
	v_add_f32_e32 v29, v33, v65
	v_add_f32_e32 v29, v32, v29
	v_add_f32_e32 v30, v70, v29
	v_ashrrev_i32_e32 v29, 1, v1
	v_sub_u32_e32 v68, v1, v29
	v_sub_f32_e32 v1, 0, v64
	v_cndmask_b32_e32 v1, v36, v1, vcc
	v_cmp_nlt_f32_e32 vcc, s50, v1
	v_lshl_add_u32 v69, v29, 23, 1.0
	v_mul_f32_e32 v30, v30, v69
	v_cndmask_b32_e32 v29, v37, v1, vcc
	v_fmamk_f32 v1, v29, 0x3fb8aa3b, v38
	v_add_f32_e32 v70, 0xcb400000, v1
	v_fmac_f32_e32 v29, 0xbf317218, v70
	v_mul_f32_e32 v33, 0x3102e308, v70
	v_add_f32_e32 v1, v29, v33
	v_fmamk_f32 v32, v1, 0x39500d01, v39
	v_fmaak_f32 v32, v32, v1, 0x3c088889
	v_fmaak_f32 v32, v32, v1, 0x3d2aaaab
	v_fmaak_f32 v32, v32, v1, 0x3e2aaaab
	v_fma_f32 v32, v32, v1, 0.5
	v_mul_f32_e32 v64, v1, v1
	v_mul_f32_e32 v64, v64, v32
	v_add_f32_e32 v32, v1, v64
	v_cmp_o_f32_e32 vcc, v70, v70
	v_sub_f32_e32 v65, v32, v1
	v_pk_add_f32 v[66:67], v[0:1], v[28:29] neg_lo:[0,1] neg_hi:[0,1]
	v_cndmask_b32_e32 v1, 0, v70, vcc
	v_add_f32_e32 v72, 1.0, v32
	v_cvt_i32_f32_e32 v1, v1
	v_sub_f32_e32 v71, v64, v65
	v_add_f32_e32 v64, -1.0, v72
	v_mov_b32_e32 v65, v67
	v_pk_add_f32 v[32:33], v[32:33], v[64:65] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_add_f32_e32 v29, v33, v71
	v_add_f32_e32 v29, v32, v29
	v_ashrrev_i32_e32 v32, 1, v1
	v_add_f32_e32 v29, v72, v29
	v_sub_u32_e32 v1, v1, v32
	v_lshl_add_u32 v32, v32, 23, 1.0
	v_lshl_add_u32 v1, v1, 23, 1.0
	v_mul_f32_e32 v29, v29, v32
	v_mul_f32_e32 v1, v29, v1
	v_add_f32_e32 v1, 1.0, v1
	v_div_scale_f32 v29, s[4:5], v1, v1, 1.0
	v_rcp_f32_e32 v32, v29
	v_lshl_add_u32 v33, v68, 23, 1.0
	v_mul_f32_e32 v30, v30, v33
	v_fma_f32 v33, -v29, v32, 1.0
	v_fmac_f32_e32 v32, v33, v32
	v_div_scale_f32 v33, vcc, 1.0, v1, 1.0
	v_mul_f32_e32 v64, v33, v32
	v_fma_f32 v65, -v29, v64, v33
	v_fmac_f32_e32 v64, v65, v32
	v_fma_f32 v29, -v29, v64, v33
	v_div_fmas_f32 v29, v29, v32, v64
	v_div_fixup_f32 v1, v29, v1, 1.0
	ds_write_b32 v56, v30
	ds_write_b32 v57, v1
	s_or_b64 exec, exec, s[6:7]
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execnz .LBB0_44
	s_branch .LBB0_45
.LBB0_58:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel gdn_verify_snapshot_act_bf16_dt_f32_pool_f32_bv16w2
		.amdhsa_group_segment_fixed_size 8768
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 204
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
		.amdhsa_next_free_vgpr 97
		.amdhsa_next_free_sgpr 96
		.amdhsa_accum_offset 92
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
	.size	gdn_verify_snapshot_act_bf16_dt_f32_pool_f32_bv16w2, .Lfunc_end0-gdn_verify_snapshot_act_bf16_dt_f32_pool_f32_bv16w2

	.set gdn_verify_snapshot_act_bf16_dt_f32_pool_f32_bv16w2.num_vgpr, 90
	.set gdn_verify_snapshot_act_bf16_dt_f32_pool_f32_bv16w2.num_agpr, 0
	.set gdn_verify_snapshot_act_bf16_dt_f32_pool_f32_bv16w2.numbered_sgpr, 60
	.set gdn_verify_snapshot_act_bf16_dt_f32_pool_f32_bv16w2.num_named_barrier, 0
	.set gdn_verify_snapshot_act_bf16_dt_f32_pool_f32_bv16w2.private_seg_size, 0
	.set gdn_verify_snapshot_act_bf16_dt_f32_pool_f32_bv16w2.uses_vcc, 1
	.set gdn_verify_snapshot_act_bf16_dt_f32_pool_f32_bv16w2.uses_flat_scratch, 0
	.set gdn_verify_snapshot_act_bf16_dt_f32_pool_f32_bv16w2.has_dyn_sized_stack, 0
	.set gdn_verify_snapshot_act_bf16_dt_f32_pool_f32_bv16w2.has_recursion, 0
	.set gdn_verify_snapshot_act_bf16_dt_f32_pool_f32_bv16w2.has_indirect_call, 0
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
      - .name:           num_tokens
        .offset:         108
        .size:           4
        .value_kind:     by_value
      - .name:           num_slots
        .offset:         112
        .size:           4
        .value_kind:     by_value
      - .name:           num_k_heads
        .offset:         116
        .size:           4
        .value_kind:     by_value
      - .name:           num_v_heads
        .offset:         120
        .size:           4
        .value_kind:     by_value
      - .name:           stride_q
        .offset:         128
        .size:           8
        .value_kind:     by_value
      - .name:           stride_k
        .offset:         136
        .size:           8
        .value_kind:     by_value
      - .name:           stride_v
        .offset:         144
        .size:           8
        .value_kind:     by_value
      - .name:           stride_a
        .offset:         152
        .size:           8
        .value_kind:     by_value
      - .name:           stride_b
        .offset:         160
        .size:           8
        .value_kind:     by_value
      - .name:           pool_slot_pitch
        .offset:         168
        .size:           8
        .value_kind:     by_value
      - .name:           num_rows
        .offset:         176
        .size:           4
        .value_kind:     by_value
      - .name:           num_steps_alloc
        .offset:         180
        .size:           4
        .value_kind:     by_value
      - .name:           inter_row_pitch
        .offset:         184
        .size:           8
        .value_kind:     by_value
      - .name:           scale
        .offset:         192
        .size:           4
        .value_kind:     by_value
      - .name:           softplus_beta
        .offset:         196
        .size:           4
        .value_kind:     by_value
      - .name:           softplus_threshold
        .offset:         200
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 8768
    .kernarg_segment_align: 8
    .kernarg_segment_size: 204
    .max_flat_workgroup_size: 128
    .name:           gdn_verify_snapshot_act_bf16_dt_f32_pool_f32_bv16w2
    .private_segment_fixed_size: 0
    .sgpr_count:     66
    .sgpr_spill_count: 0
    .symbol:         gdn_verify_snapshot_act_bf16_dt_f32_pool_f32_bv16w2.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     90
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
