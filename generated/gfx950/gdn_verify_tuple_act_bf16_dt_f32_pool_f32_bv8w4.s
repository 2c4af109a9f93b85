; deltagen generated file: do not edit. Regenerate with `cargo xtask gen`.
; kernel: gdn_verify  instance: gdn_verify_tuple_act_bf16_dt_f32_pool_f32_bv8w4  arch: gfx950
; profile=portable  mode=tuple  act_dtype=bf16  dt_bias_dtype=f32  pool_dtype=f32  tile=bv8w4  lanes_per_column=32  requests=1
; ir-sha256: 1c69f75db8b824163d91738fc15c2dc01a5a1f3691d6eac3d5585e82401a9345
; llvm: 22.1  pipeline: default<O3>  ld.lld: LLVM 22.1
	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 6
	.text
	.globl	gdn_verify_tuple_act_bf16_dt_f32_pool_f32_bv8w4
	.p2align	8
	.type	gdn_verify_tuple_act_bf16_dt_f32_pool_f32_bv8w4,@function
gdn_verify_tuple_act_bf16_dt_f32_pool_f32_bv8w4:
	s_load_dwordx4 s[48:51], s[0:1], 0x7c
	s_mov_b32 s12, s3
	s_ashr_i32 s4, s2, 31
	s_lshr_b32 s4, s4, 28
	s_add_i32 s34, s2, s4
	s_waitcnt lgkmcnt(0)
	s_max_i32 s3, s50, 1
	v_cvt_f32_u32_e32 v1, s3
	s_and_b32 s4, s34, -16
	s_sub_i32 s62, s2, s4
	s_sub_i32 s4, 0, s3
	v_rcp_iflag_f32_e32 v1, v1
	s_abs_i32 s2, s51
	s_ashr_i32 s56, s34, 4
	s_ashr_i32 s35, s51, 31
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	v_lshrrev_b32_e32 v24, 5, v0
	v_mov_b32_e32 v2, 0
	v_and_b32_e32 v25, 31, v0
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
	s_xor_b32 s2, s2, s35
	s_load_dwordx8 s[4:11], s[0:1], 0x40
	s_load_dwordx8 s[36:43], s[0:1], 0x60
	s_load_dwordx8 s[20:27], s[0:1], 0x90
	s_sub_i32 s2, s2, s35
	s_ashr_i32 s13, s12, 31
	s_max_i32 s60, s2, 1
	s_ashr_i32 s57, s56, 31
	s_lshl_b64 s[16:17], s[12:13], 2
	s_waitcnt lgkmcnt(0)
	s_add_u32 s2, s6, s16
	s_addc_u32 s3, s7, s17
	s_load_dword s14, s[2:3], 0x0
	s_load_dwordx4 s[28:31], s[0:1], 0xb0
	s_load_dwordx2 s[42:43], s[0:1], 0xc0
	v_cvt_f32_u32_e32 v1, s60
	v_lshl_or_b32 v6, s62, 3, v24
	s_waitcnt lgkmcnt(0)
	s_cmp_gt_i32 s14, -1
	s_cselect_b64 s[2:3], -1, 0
	s_cmp_lt_i32 s14, s49
	s_cselect_b64 s[6:7], -1, 0
	s_and_b64 s[18:19], s[2:3], s[6:7]
	s_add_u32 s2, s8, s16
	s_addc_u32 s3, s9, s17
	s_load_dwordx2 s[52:53], s[2:3], 0x0
	v_rcp_iflag_f32_e32 v1, v1
	v_mov_b32_e32 v3, v2
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshlrev_b32_e32 v8, 2, v25
	s_waitcnt lgkmcnt(0)
	s_cmp_gt_i32 s52, -1
	s_cselect_b64 s[2:3], -1, 0
	s_cmp_ge_i32 s53, s52
	s_cselect_b64 s[8:9], -1, 0
	s_cmp_le_i32 s53, s48
	s_cselect_b64 s[12:13], -1, 0
	s_and_b64 s[2:3], s[2:3], s[8:9]
	s_sub_i32 s33, s53, s52
	s_and_b64 s[8:9], s[12:13], s[2:3]
	s_cmp_le_i32 s33, s43
	s_cselect_b64 s[12:13], -1, 0
	s_and_b64 s[2:3], s[12:13], s[8:9]
	s_and_b64 s[18:19], s[18:19], s[2:3]
	s_add_u32 s10, s10, s16
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	s_addc_u32 s11, s11, s17
	v_cvt_u32_f32_e32 v1, v1
	s_load_dword s68, s[10:11], 0x0
	s_lshl_b64 s[46:47], s[56:57], 7
	s_andn2_b64 vcc, exec, s[18:19]
	v_readfirstlane_b32 s49, v1
	v_mov_b64_e32 v[4:5], v[2:3]
	s_cbranch_vccnz .LBB0_2
	s_mul_i32 s10, s31, s14
	s_mul_hi_u32 s11, s30, s14
	s_add_i32 s11, s11, s10
	s_mul_i32 s10, s30, s14
	s_lshl_b64 s[10:11], s[10:11], 2
	v_lshl_add_u64 v[4:5], s[46:47], 0, v[6:7]
	s_add_u32 s4, s4, s10
	s_addc_u32 s5, s5, s11
	v_lshlrev_b64 v[4:5], 9, v[4:5]
	v_lshl_add_u64 v[4:5], s[4:5], 0, v[4:5]
	v_lshlrev_b32_e32 v10, 2, v8
	v_mov_b32_e32 v11, v2
	v_lshl_add_u64 v[2:3], v[4:5], 0, v[10:11]
	global_load_dwordx4 v[2:5], v[2:3], off
.LBB0_2:
	s_xor_b64 s[10:11], s[12:13], -1
	s_xor_b64 s[4:5], s[8:9], -1
	s_and_b64 s[8:9], s[8:9], s[10:11]
	s_and_b64 s[8:9], s[8:9], exec
	s_cselect_b32 s8, 2, 0
	s_and_b64 s[6:7], s[6:7], exec
	s_cselect_b32 s6, 0, 4
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_i32 s68, s42
	s_cselect_b64 s[44:45], -1, 0
	v_cndmask_b32_e64 v1, 0, 1, s[4:5]
	s_and_b64 s[4:5], s[44:45], exec
	s_load_dword s14, s[0:1], 0x110
	s_cselect_b32 s4, 0, 8
	s_or_b32 s4, s4, s6
	v_readfirstlane_b32 s5, v1
	s_or_b32 s4, s4, s5
	s_or_b32 s6, s4, s8
	s_cmp_eq_u32 s6, 0
	s_cselect_b64 s[4:5], -1, 0
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s14, 0
	s_cselect_b64 s[8:9], -1, 0
	s_or_b64 s[4:5], s[8:9], s[4:5]
	s_and_b64 vcc, exec, s[4:5]
	s_cbranch_vccnz .LBB0_6
	v_mbcnt_lo_u32_b32 v1, exec_lo, 0
	v_mbcnt_hi_u32_b32 v1, exec_hi, v1
	v_cmp_eq_u32_e32 vcc, 0, v1
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_5
	s_load_dwordx2 s[8:9], s[0:1], 0x108
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v9, s6
	s_waitcnt lgkmcnt(0)
	global_atomic_or v1, v9, s[8:9]
.LBB0_5:
	s_or_b64 exec, exec, s[4:5]
.LBB0_6:
	s_and_b64 s[2:3], s[2:3], exec
	s_cselect_b32 s42, s33, 0
	s_add_i32 s30, s42, 7
	s_cmp_lt_i32 s30, 8
	s_mov_b32 s53, 0
	s_cbranch_scc1 .LBB0_30
	s_load_dwordx16 s[4:19], s[0:1], 0x0
	s_sub_i32 s2, 0, s60
	s_mul_i32 s2, s2, s49
	s_mul_hi_u32 s2, s49, s2
	s_abs_i32 s54, s56
	s_add_i32 s49, s49, s2
	s_ashr_i32 s34, s34, 31
	s_lshl_b64 s[2:3], s[56:57], 2
	s_waitcnt lgkmcnt(0)
	s_add_u32 s58, s16, s2
	s_addc_u32 s59, s17, s3
	s_ashr_i32 s16, s30, 31
	s_lshr_b32 s16, s16, 29
	s_add_i32 s30, s30, s16
	s_mul_hi_u32 s55, s54, s49
	s_ashr_i32 s66, s30, 3
	s_lshl_b64 s[48:49], s[46:47], 1
	s_add_u32 s64, s8, s48
	s_addc_u32 s65, s9, s49
	s_lshl_b64 s[8:9], s[56:57], 1
	s_add_u32 s16, s10, s8
	s_addc_u32 s17, s11, s9
	s_add_u32 s30, s12, s8
	s_mul_i32 s8, s55, s60
	s_addc_u32 s31, s13, s9
	s_sub_i32 s8, s54, s8
	s_add_i32 s9, s55, 1
	s_sub_i32 s10, s8, s60
	s_cmp_ge_u32 s8, s60
	s_cselect_b32 s9, s9, s55
	s_cselect_b32 s8, s10, s8
	s_add_i32 s10, s9, 1
	s_cmp_ge_u32 s8, s60
	s_cselect_b32 s8, s10, s9
	s_xor_b32 s8, s8, s34
	s_sub_i32 s12, s8, s34
	s_ashr_i32 s13, s12, 31
	s_mov_b32 s34, s51
	s_ashr_i32 s51, s50, 31
	s_cmp_gt_i32 s68, -1
	s_cselect_b64 s[8:9], -1, 0
	s_and_b64 s[54:55], s[8:9], s[44:45]
	s_mul_i32 s8, s12, s60
	s_sub_i32 s8, s56, s8
	s_or_b32 s8, s8, s62
	s_cmp_eq_u32 s8, 0
	s_cselect_b64 s[60:61], -1, 0
	s_cmp_eq_u32 s62, 0
	s_cselect_b64 s[62:63], -1, 0
	s_add_u32 s8, s14, s2
	v_mov_b32_e32 v13, 0
	s_addc_u32 s9, s15, s3
	global_load_dword v1, v13, s[8:9]
	global_load_dword v38, v13, s[58:59]
	s_load_dwordx4 s[44:47], s[0:1], 0xe0
	v_mov_b32_e32 v9, 0x2000
	v_lshl_or_b32 v30, v24, 2, v9
	v_lshlrev_b32_e32 v16, 2, v0
	v_bfrev_b32_e32 v10, 0.5
	s_waitcnt lgkmcnt(0)
	v_div_scale_f32 v9, s[14:15], s45, s45, 1.0
	v_rcp_f32_e32 v18, v9
	v_bitop3_b32 v31, v16, 64, v10 bitop3:0x6c
	v_bitop3_b32 v32, v16, 32, v10 bitop3:0x6c
	v_bitop3_b32 v33, v16, 16, v10 bitop3:0x6c
	v_bitop3_b32 v34, v16, 8, v10 bitop3:0x6c
	v_bitop3_b32 v35, v16, 4, v10 bitop3:0x6c
	v_fma_f32 v10, -v9, v18, 1.0
	v_div_scale_f32 v17, vcc, 1.0, s45, 1.0
	v_fmac_f32_e32 v18, v10, v18
	v_mul_f32_e32 v19, v17, v18
	v_fma_f32 v20, -v9, v19, v17
	v_fmac_f32_e32 v19, v20, v18
	s_mov_b32 s47, 0xc2d00000
	v_fma_f32 v9, -v9, v19, v17
	v_mov_b32_e32 v26, 0xc2d00000
	v_div_fmas_f32 v9, v9, v18, v19
	s_load_dwordx4 s[8:11], s[0:1], 0xc8
	s_nop 0
	s_load_dwordx2 s[0:1], s[0:1], 0xd8
	s_mov_b32 s67, 0x42b20000
	v_mov_b32_e32 v27, 0x42b20000
	v_mov_b32_e32 v28, 0x4b400000
	v_div_fixup_f32 v37, v9, s45, 1.0
	s_waitcnt lgkmcnt(0)
	s_mul_i32 s11, s11, s68
	s_mul_hi_u32 s14, s10, s68
	s_mul_i32 s10, s10, s68
	s_add_i32 s11, s14, s11
	v_mov_b32_e32 v29, 0x3ab60b61
	s_lshl_b64 s[14:15], s[50:51], 7
	s_lshl_b64 s[10:11], s[10:11], 2
	s_add_u32 s38, s38, s10
	s_addc_u32 s39, s39, s11
	s_lshl_b64 s[10:11], s[12:13], 9
	s_add_u32 s10, s38, s10
	v_lshlrev_b32_e32 v12, 2, v8
	s_addc_u32 s11, s39, s11
	v_lshl_or_b32 v36, v24, 9, v12
	v_lshl_add_u64 v[12:13], s[10:11], 0, v[12:13]
	s_mul_i32 s1, s1, s68
	s_mul_hi_u32 s10, s0, s68
	s_add_i32 s1, s10, s1
	s_mul_i32 s0, s0, s68
	s_lshl_b64 s[0:1], s[0:1], 2
	s_add_u32 s0, s40, s0
	s_addc_u32 s1, s41, s1
	s_add_u32 s38, s0, s2
	s_addc_u32 s39, s1, s3
	s_add_u32 s0, s18, s48
	s_addc_u32 s1, s19, s49
	s_lshl_b64 s[2:3], s[12:13], 8
	v_lshlrev_b64 v[14:15], 1, v[6:7]
	v_lshl_or_b32 v8, v8, 1, s2
	s_mul_i32 s2, s9, s68
	v_lshl_add_u64 v[10:11], s[64:65], 0, v[14:15]
	v_lshl_add_u64 v[14:15], s[0:1], 0, v[14:15]
	v_cmp_eq_u32_e64 s[0:1], 0, v25
	v_add_u32_e32 v40, 0x2120, v16
	v_add_u32_e32 v41, 0x2100, v16
	s_lshl_b64 s[18:19], s[34:35], 7
	s_and_b64 s[48:49], s[60:61], s[54:55]
	s_and_b64 s[50:51], s[62:63], s[54:55]
	s_and_b64 s[54:55], s[54:55], s[0:1]
	s_mov_b32 s40, s44
	s_mov_b32 s41, s44
	v_mov_b32_e32 v42, 0x260
	s_mov_b32 s44, 0x800000
	s_mov_b32 s58, 0x7f800000
	v_mov_b32_e32 v22, -1.0
	v_mov_b32_e32 v44, 0x7f800000
	v_mov_b32_e32 v45, 0x7fc00000
	v_bfrev_b32_e32 v46, 1
	s_mov_b32 s59, 0
	s_waitcnt vmcnt(1)
	v_cmp_ngt_f32_e32 vcc, s47, v1
	s_nop 1
	v_cndmask_b32_e32 v1, v26, v1, vcc
	v_cmp_nlt_f32_e32 vcc, s67, v1
	s_nop 1
	v_cndmask_b32_e32 v1, v27, v1, vcc
	v_fmamk_f32 v9, v1, 0x3fb8aa3b, v28
	v_add_f32_e32 v9, 0xcb400000, v9
	v_fmac_f32_e32 v1, 0xbf317218, v9
	v_mul_f32_e32 v17, 0x3102e308, v9
	v_add_f32_e32 v18, v1, v17
	v_sub_f32_e32 v1, v18, v1
	v_fmamk_f32 v19, v18, 0x39500d01, v29
	v_sub_f32_e32 v1, v17, v1
	v_fmaak_f32 v17, v19, v18, 0x3c088889
	v_fmaak_f32 v17, v17, v18, 0x3d2aaaab
	v_cmp_o_f32_e32 vcc, v9, v9
	v_fmaak_f32 v17, v17, v18, 0x3e2aaaab
	v_mul_f32_e32 v20, v18, v18
	v_cndmask_b32_e32 v9, 0, v9, vcc
	v_fma_f32 v17, v17, v18, 0.5
	v_cvt_i32_f32_e32 v9, v9
	v_mul_f32_e32 v17, v20, v17
	v_add_f32_e32 v20, v18, v17
	v_sub_f32_e32 v18, v20, v18
	v_add_f32_e32 v21, 1.0, v20
	v_sub_f32_e32 v17, v17, v18
	v_add_f32_e32 v18, -1.0, v21
	v_ashrrev_i32_e32 v19, 1, v9
	v_add_f32_e32 v1, v1, v17
	v_sub_f32_e32 v17, v20, v18
	v_sub_u32_e32 v9, v9, v19
	v_lshlrev_b32_e32 v19, 23, v19
	v_add_f32_e32 v1, v17, v1
	v_add_u32_e32 v19, 1.0, v19
	v_lshlrev_b32_e32 v9, 23, v9
	v_add_f32_e32 v1, v21, v1
	v_add_u32_e32 v9, 1.0, v9
	v_mul_f32_e32 v1, v1, v19
	v_mul_f32_e32 v1, v1, v9
	v_mov_b32_e32 v9, s3
	s_mul_hi_u32 s3, s8, s68
	s_add_i32 s3, s3, s2
	s_mul_i32 s2, s8, s68
	v_lshl_add_u64 v[16:17], s[4:5], 0, v[8:9]
	s_lshl_b64 s[2:3], s[2:3], 2
	s_lshl_b64 s[4:5], s[56:57], 9
	s_add_u32 s2, s2, s4
	s_addc_u32 s3, s3, s5
	s_add_u32 s2, s36, s2
	v_sub_f32_e32 v39, 0, v1
	v_lshlrev_b32_e32 v1, 5, v25
	s_addc_u32 s3, s37, s3
	v_lshl_add_u64 v[18:19], s[6:7], 0, v[8:9]
	v_lshl_add_u64 v[20:21], v[6:7], 2, s[2:3]
	s_lshl_b64 s[36:37], s[34:35], 9
	s_mov_b32 s35, 0xf800000
	v_add_u32_e32 v43, v30, v1
	s_branch .LBB0_9
.LBB0_8:
	s_add_i32 s59, s59, 1
	s_add_i32 s33, s33, -8
	s_add_i32 s53, s53, 8
	s_cmp_eq_u32 s59, s66
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_30
.LBB0_9:
	s_lshl_b32 s61, s59, 3
	s_sub_i32 s60, s42, s61
	s_min_i32 s8, s60, 8
	v_mov_b32_e32 v23, 0
	v_cmp_gt_i32_e64 s[2:3], s8, v25
	v_mov_b32_e32 v47, v23
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_11
	v_add_u32_e32 v1, s52, v25
	v_add_u32_e32 v1, s61, v1
	v_ashrrev_i32_e32 v6, 31, v1
	v_mul_lo_u32 v8, s24, v6
	v_mul_lo_u32 v9, s25, v1
	v_mad_u64_u32 v[6:7], s[6:7], s24, v1, 0
	v_add3_u32 v7, v7, v8, v9
	v_lshl_add_u64 v[6:7], v[6:7], 1, v[10:11]
	global_load_ushort v1, v[6:7], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v47, 16, v1
.LBB0_11:
	s_or_b64 exec, exec, s[4:5]
	v_add_u32_e32 v48, s61, v0
	v_add_u32_e32 v6, s52, v48
	v_cmp_gt_i32_e64 s[4:5], s8, v0
	v_ashrrev_i32_e32 v1, 31, v6
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execnz .LBB0_14
	s_or_b64 exec, exec, s[6:7]
	v_mov_b32_e32 v49, 0
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execnz .LBB0_15
.LBB0_13:
	s_or_b64 exec, exec, s[6:7]
	v_cmp_gt_i32_e32 vcc, s8, v24
	s_and_saveexec_b64 s[56:57], vcc
	s_cbranch_execnz .LBB0_16
	s_branch .LBB0_18
.LBB0_14:
	v_mul_lo_u32 v7, s27, v6
	v_mul_lo_u32 v23, s26, v1
	v_mad_u64_u32 v[8:9], s[10:11], s26, v6, 0
	v_add3_u32 v9, v9, v23, v7
	v_lshl_add_u64 v[8:9], v[8:9], 1, s[16:17]
	global_load_ushort v7, v[8:9], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v23, 16, v7
	s_or_b64 exec, exec, s[6:7]
	v_mov_b32_e32 v49, 0
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB0_13
.LBB0_15:
	v_mul_lo_u32 v8, s29, v6
	v_mul_lo_u32 v1, s28, v1
	v_mad_u64_u32 v[6:7], s[10:11], s28, v6, 0
	v_add3_u32 v7, v7, v1, v8
	v_lshl_add_u64 v[6:7], v[6:7], 1, s[30:31]
	global_load_ushort v1, v[6:7], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v49, 16, v1
	s_or_b64 exec, exec, s[6:7]
	v_cmp_gt_i32_e32 vcc, s8, v24
	s_and_saveexec_b64 s[56:57], vcc
	s_cbranch_execz .LBB0_18
.LBB0_16:
	v_add_u32_e32 v1, s61, v24
	v_add_u32_e32 v8, s52, v1
	v_ashrrev_i32_e32 v6, 31, v8
	v_mul_lo_u32 v50, s20, v6
	v_mul_lo_u32 v9, s22, v6
	v_mul_lo_u32 v52, s23, v8
	v_mad_u64_u32 v[6:7], s[6:7], s22, v8, 0
	v_mul_lo_u32 v51, s21, v8
	v_add3_u32 v7, v7, v9, v52
	v_mad_u64_u32 v[8:9], s[6:7], s20, v8, 0
	v_lshl_add_u64 v[6:7], v[6:7], 1, v[18:19]
	v_add3_u32 v9, v9, v50, v51
	global_load_dwordx2 v[6:7], v[6:7], off
	v_lshl_add_u64 v[8:9], v[8:9], 1, v[16:17]
	global_load_dwordx2 v[8:9], v[8:9], off
	s_waitcnt vmcnt(1)
	v_lshlrev_b32_e32 v50, 16, v6
	v_and_b32_e32 v6, 0xffff0000, v6
	v_and_b32_e32 v51, 0xffff0000, v7
	v_lshlrev_b32_e32 v52, 16, v7
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v54, 0xffff0000, v8
	v_mul_f32_e32 v7, v6, v6
	v_lshlrev_b32_e32 v53, 16, v8
	v_mul_f32_e32 v8, v54, v54
	v_fmac_f32_e32 v7, v50, v50
	v_lshlrev_b32_e32 v56, 16, v9
	v_fmac_f32_e32 v8, v53, v53
	v_fmac_f32_e32 v7, v52, v52
	v_and_b32_e32 v55, 0xffff0000, v9
	v_fmac_f32_e32 v8, v56, v56
	v_fmac_f32_e32 v7, v51, v51
	v_fmac_f32_e32 v8, v55, v55
	ds_bpermute_b32 v9, v31, v7
	ds_bpermute_b32 v57, v31, v8
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v7, v7, v9
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v8, v8, v57
	ds_bpermute_b32 v9, v32, v7
	ds_bpermute_b32 v57, v32, v8
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v7, v7, v9
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v8, v8, v57
	ds_bpermute_b32 v9, v33, v7
	ds_bpermute_b32 v57, v33, v8
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v7, v7, v9
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v8, v8, v57
	ds_bpermute_b32 v9, v34, v7
	ds_bpermute_b32 v57, v34, v8
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v7, v7, v9
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v8, v8, v57
	ds_bpermute_b32 v9, v35, v7
	ds_bpermute_b32 v57, v35, v8
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v7, v7, v9
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v8, v8, v57
	v_add_f32_e32 v7, 0x358637bd, v7
	v_add_f32_e32 v8, 0x358637bd, v8
	v_mul_f32_e32 v9, 0x4f800000, v7
	v_cmp_gt_f32_e32 vcc, s35, v7
	v_mul_f32_e32 v57, 0x4f800000, v8
	v_cmp_gt_f32_e64 s[6:7], s35, v8
	v_cndmask_b32_e32 v7, v7, v9, vcc
	v_sqrt_f32_e32 v9, v7
	v_cndmask_b32_e64 v8, v8, v57, s[6:7]
	v_sqrt_f32_e32 v57, v8
	v_add_u32_e32 v58, -1, v9
	v_fma_f32 v62, -v58, v9, v7
	v_add_u32_e32 v60, -1, v57
	v_add_u32_e32 v59, 1, v9
	v_fma_f32 v64, -v60, v57, v8
	v_cmp_ge_f32_e64 s[8:9], 0, v62
	v_add_u32_e32 v61, 1, v57
	v_fma_f32 v63, -v59, v9, v7
	v_cndmask_b32_e64 v9, v9, v58, s[8:9]
	v_cmp_ge_f32_e64 s[8:9], 0, v64
	v_fma_f32 v65, -v61, v57, v8
	s_nop 0
	v_cndmask_b32_e64 v57, v57, v60, s[8:9]
	v_cmp_lt_f32_e64 s[8:9], 0, v63
	s_nop 1
	v_cndmask_b32_e64 v9, v9, v59, s[8:9]
	v_cmp_lt_f32_e64 s[8:9], 0, v65
	v_mul_f32_e32 v58, 0x37800000, v9
	v_cndmask_b32_e32 v9, v9, v58, vcc
	v_cndmask_b32_e64 v57, v57, v61, s[8:9]
	v_cmp_class_f32_e32 vcc, v7, v42
	v_mul_f32_e32 v59, 0x37800000, v57
	v_cndmask_b32_e64 v57, v57, v59, s[6:7]
	v_cndmask_b32_e32 v58, v9, v7, vcc
	v_div_scale_f32 v7, s[6:7], v58, v58, v6
	v_div_scale_f32 v9, s[6:7], v58, v58, v50
	v_rcp_f32_e32 v66, v7
	v_div_scale_f32 v60, s[8:9], v58, v58, v51
	v_rcp_f32_e32 v67, v9
	v_div_scale_f32 v62, s[10:11], v58, v58, v52
	v_rcp_f32_e32 v68, v60
	v_rcp_f32_e32 v69, v62
	v_cmp_class_f32_e32 vcc, v8, v42
	v_fma_f32 v71, -v7, v66, 1.0
	v_fma_f32 v72, -v9, v67, 1.0
	v_cndmask_b32_e32 v57, v57, v8, vcc
	v_div_scale_f32 v8, vcc, v6, v58, v6
	v_fmac_f32_e32 v66, v71, v66
	v_div_scale_f32 v59, s[6:7], v50, v58, v50
	v_fma_f32 v73, -v60, v68, 1.0
	v_fmac_f32_e32 v67, v72, v67
	v_mul_f32_e32 v71, v8, v66
	v_div_scale_f32 v61, s[8:9], v51, v58, v51
	v_div_scale_f32 v64, s[12:13], v57, v57, v54
	v_fma_f32 v74, -v62, v69, 1.0
	v_fmac_f32_e32 v68, v73, v68
	v_mul_f32_e32 v72, v59, v67
	v_fma_f32 v76, -v7, v71, v8
	v_div_scale_f32 v63, s[10:11], v52, v58, v52
	v_rcp_f32_e32 v70, v64
	v_fmac_f32_e32 v69, v74, v69
	v_mul_f32_e32 v73, v61, v68
	v_fma_f32 v77, -v9, v72, v59
	v_fmac_f32_e32 v71, v76, v66
	v_mul_f32_e32 v74, v63, v69
	v_fma_f32 v78, -v60, v73, v61
	v_fmac_f32_e32 v72, v77, v67
	v_fma_f32 v7, -v7, v71, v8
	v_fma_f32 v79, -v62, v74, v63
	v_fmac_f32_e32 v73, v78, v68
	v_fma_f32 v8, -v9, v72, v59
	v_div_fmas_f32 v7, v7, v66, v71
	s_mov_b64 vcc, s[6:7]
	v_fmac_f32_e32 v74, v79, v69
	v_fma_f32 v9, -v60, v73, v61
	v_div_fixup_f32 v7, v7, v58, v6
	v_div_fmas_f32 v6, v8, v67, v72
	s_mov_b64 vcc, s[8:9]
	v_fma_f32 v75, -v64, v70, 1.0
	v_fma_f32 v59, -v62, v74, v63
	v_div_fmas_f32 v8, v9, v68, v73
	s_mov_b64 vcc, s[10:11]
	v_div_scale_f32 v65, s[12:13], v54, v57, v54
	v_fmac_f32_e32 v70, v75, v70
	v_div_fixup_f32 v9, v8, v58, v51
	v_div_fmas_f32 v8, v59, v69, v74
	v_mul_f32_e32 v75, v65, v70
	v_div_fixup_f32 v8, v8, v58, v52
	v_div_scale_f32 v52, s[6:7], v57, v57, v53
	v_div_fixup_f32 v6, v6, v58, v50
	v_fma_f32 v50, -v64, v75, v65
	v_rcp_f32_e32 v58, v52
	v_fmac_f32_e32 v75, v50, v70
	v_fma_f32 v50, -v64, v75, v65
	s_mov_b64 vcc, s[12:13]
	v_div_fmas_f32 v50, v50, v70, v75
	v_div_fixup_f32 v51, v50, v57, v54
	v_fma_f32 v50, -v52, v58, 1.0
	v_fmac_f32_e32 v58, v50, v58
	v_div_scale_f32 v50, vcc, v53, v57, v53
	v_mul_f32_e32 v54, v50, v58
	v_fma_f32 v59, -v52, v54, v50
	v_fmac_f32_e32 v54, v59, v58
	v_fma_f32 v50, -v52, v54, v50
	v_div_scale_f32 v52, s[6:7], v57, v57, v55
	v_rcp_f32_e32 v59, v52
	v_div_fmas_f32 v50, v50, v58, v54
	v_div_fixup_f32 v50, v50, v57, v53
	v_pk_mul_f32 v[50:51], s[40:41], v[50:51]
	v_fma_f32 v53, -v52, v59, 1.0
	v_fmac_f32_e32 v59, v53, v59
	v_div_scale_f32 v53, vcc, v55, v57, v55
	v_mul_f32_e32 v54, v53, v59
	v_fma_f32 v58, -v52, v54, v53
	v_fmac_f32_e32 v54, v58, v59
	v_div_scale_f32 v58, s[6:7], v57, v57, v56
	v_rcp_f32_e32 v60, v58
	v_fma_f32 v52, -v52, v54, v53
	v_div_fmas_f32 v52, v52, v59, v54
	v_div_fixup_f32 v53, v52, v57, v55
	v_fma_f32 v52, -v58, v60, 1.0
	v_fmac_f32_e32 v60, v52, v60
	v_div_scale_f32 v52, vcc, v56, v57, v56
	v_mul_f32_e32 v54, v52, v60
	v_fma_f32 v55, -v58, v54, v52
	v_fmac_f32_e32 v54, v55, v60
	v_fma_f32 v52, -v58, v54, v52
	v_div_fmas_f32 v52, v52, v60, v54
	v_div_fixup_f32 v52, v52, v57, v56
	v_cmp_gt_i32_e32 vcc, s43, v1
	v_pk_mul_f32 v[52:53], s[40:41], v[52:53]
	v_or_b32_e32 v54, 0x1000, v36
	s_and_b64 s[6:7], vcc, s[48:49]
	ds_write_b128 v54, v[50:53]
	ds_write_b128 v36, v[6:9]
	s_and_b64 exec, exec, s[6:7]
	s_cbranch_execz .LBB0_18
	v_ashrrev_i32_e32 v50, 31, v1
	v_mul_lo_u32 v52, s15, v1
	v_mul_lo_u32 v53, s14, v50
	v_mad_u64_u32 v[50:51], s[6:7], s14, v1, 0
	v_add3_u32 v51, v51, v53, v52
	v_lshl_add_u64 v[50:51], v[50:51], 2, v[12:13]
	global_store_dwordx4 v[50:51], v[6:9], off
.LBB0_18:
	s_or_b64 exec, exec, s[56:57]
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB0_21
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v52, v38, v23
	v_mul_f32_e32 v53, s45, v52
	v_cmp_ngt_f32_e32 vcc, s47, v53
	s_nop 1
	v_cndmask_b32_e32 v1, v26, v53, vcc
	v_cmp_nlt_f32_e32 vcc, s67, v1
	s_nop 1
	v_cndmask_b32_e32 v23, v27, v1, vcc
	v_fmamk_f32 v1, v23, 0x3fb8aa3b, v28
	v_add_f32_e32 v54, 0xcb400000, v1
	v_fmac_f32_e32 v23, 0xbf317218, v54
	v_mul_f32_e32 v7, 0x3102e308, v54
	v_add_f32_e32 v1, v23, v7
	v_fmamk_f32 v6, v1, 0x39500d01, v29
	v_fmaak_f32 v6, v6, v1, 0x3c088889
	v_fmaak_f32 v6, v6, v1, 0x3d2aaaab
	v_fmaak_f32 v6, v6, v1, 0x3e2aaaab
	v_fma_f32 v6, v6, v1, 0.5
	v_mul_f32_e32 v8, v1, v1
	v_mul_f32_e32 v8, v8, v6
	v_add_f32_e32 v6, v1, v8
	v_cmp_o_f32_e32 vcc, v54, v54
	v_sub_f32_e32 v9, v6, v1
	v_pk_add_f32 v[50:51], v[0:1], v[22:23] neg_lo:[0,1] neg_hi:[0,1]
	v_cndmask_b32_e32 v1, 0, v54, vcc
	v_add_f32_e32 v56, 1.0, v6
	v_cvt_i32_f32_e32 v1, v1
	v_sub_f32_e32 v55, v8, v9
	v_add_f32_e32 v8, -1.0, v56
	v_mov_b32_e32 v9, v51
	v_pk_add_f32 v[6:7], v[6:7], v[8:9] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_add_f32_e32 v7, v7, v55
	v_add_f32_e32 v6, v6, v7
	v_ashrrev_i32_e32 v7, 1, v1
	v_add_f32_e32 v6, v56, v6
	v_sub_u32_e32 v1, v1, v7
	v_lshl_add_u32 v7, v7, 23, 1.0
	v_lshl_add_u32 v1, v1, 23, 1.0
	v_mul_f32_e32 v6, v6, v7
	v_mul_f32_e32 v1, v6, v1
	v_add_f32_e32 v1, 1.0, v1
	v_mul_f32_e32 v6, 0x4b000000, v1
	v_cmp_gt_f32_e32 vcc, s44, v1
	v_not_b32_e32 v7, 22
	s_nop 0
	v_cndmask_b32_e32 v6, v1, v6, vcc
	v_add_u32_e32 v8, 0xc0cafb0d, v6
	v_and_b32_e32 v9, 0xff800000, v8
	v_sub_u32_e32 v6, v6, v9
	v_add_f32_e32 v6, -1.0, v6
	v_add_f32_e32 v9, 2.0, v6
	v_div_scale_f32 v23, s[4:5], v9, v9, v6
	v_rcp_f32_e32 v50, v23
	v_cndmask_b32_e32 v7, 0, v7, vcc
	v_ashrrev_i32_e32 v8, 23, v8
	v_add_u32_e32 v7, v8, v7
	v_fma_f32 v8, -v23, v50, 1.0
	v_fmac_f32_e32 v50, v8, v50
	v_div_scale_f32 v8, vcc, v6, v9, v6
	v_mul_f32_e32 v51, v8, v50
	v_fma_f32 v54, -v23, v51, v8
	v_fmac_f32_e32 v51, v54, v50
	v_fma_f32 v8, -v23, v51, v8
	v_div_fmas_f32 v8, v8, v50, v51
	v_div_fixup_f32 v8, v8, v9, v6
	v_mul_f32_e32 v9, v8, v8
	v_mov_b32_e32 v23, 0x3e638e39
	v_fmamk_f32 v23, v9, 0x3e3a2e8c, v23
	v_fmaak_f32 v23, v23, v9, 0x3e924925
	v_fmaak_f32 v23, v23, v9, 0x3ecccccd
	v_cvt_f32_i32_e32 v7, v7
	v_fmaak_f32 v23, v23, v9, 0x3f2aaaab
	v_mul_f32_e32 v9, v9, v23
	v_sub_f32_e32 v9, v6, v9
	v_fma_f32 v6, -v8, v9, v6
	v_fmac_f32_e32 v6, 0xb102e308, v7
	v_fmac_f32_e32 v6, 0x3f317218, v7
	v_mov_b32_e32 v7, 0xff800000
	v_cmp_neq_f32_e32 vcc, 0, v1
	s_nop 1
	v_cndmask_b32_e32 v6, v7, v6, vcc
	v_cmp_neq_f32_e32 vcc, s58, v1
	s_nop 1
	v_cndmask_b32_e32 v6, v44, v6, vcc
	v_cmp_ngt_f32_e32 vcc, 0, v1
	s_nop 1
	v_cndmask_b32_e32 v6, v45, v6, vcc
	v_cmp_u_f32_e32 vcc, v1, v1
	s_nop 1
	v_cndmask_b32_e32 v1, v6, v1, vcc
	v_mul_f32_e32 v1, v37, v1
	v_cmp_ge_f32_e32 vcc, s46, v53
	s_nop 1
	v_cndmask_b32_e32 v1, v52, v1, vcc
	v_mul_f32_e32 v1, v39, v1
	v_cmp_ngt_f32_e32 vcc, s47, v1
	s_nop 1
	v_cndmask_b32_e32 v1, v26, v1, vcc
	v_cmp_nlt_f32_e32 vcc, s67, v1
	s_nop 1
	v_cndmask_b32_e32 v1, v27, v1, vcc
	v_fmamk_f32 v6, v1, 0x3fb8aa3b, v28
	v_add_f32_e32 v6, 0xcb400000, v6
	v_fmac_f32_e32 v1, 0xbf317218, v6
	v_mul_f32_e32 v7, 0x3102e308, v6
	v_add_f32_e32 v8, v1, v7
	v_sub_f32_e32 v1, v8, v1
	v_sub_f32_e32 v1, v7, v1
	v_fmamk_f32 v7, v8, 0x39500d01, v29
	v_fmaak_f32 v7, v7, v8, 0x3c088889
	v_fmaak_f32 v7, v7, v8, 0x3d2aaaab
	v_fmaak_f32 v7, v7, v8, 0x3e2aaaab
	v_fma_f32 v7, v7, v8, 0.5
	v_mul_f32_e32 v9, v8, v8
	v_mul_f32_e32 v7, v9, v7
	v_add_f32_e32 v9, v8, v7
	v_sub_f32_e32 v8, v9, v8
	v_cmp_o_f32_e32 vcc, v6, v6
	v_sub_f32_e32 v7, v7, v8
	v_add_f32_e32 v1, v1, v7
	v_cndmask_b32_e32 v6, 0, v6, vcc
	v_add_f32_e32 v7, 1.0, v9
	v_cvt_i32_f32_e32 v6, v6
	v_add_f32_e32 v8, -1.0, v7
	v_sub_f32_e32 v8, v9, v8
	v_add_f32_e32 v1, v8, v1
	v_add_f32_e32 v52, v7, v1
	v_ashrrev_i32_e32 v1, 1, v6
	v_sub_u32_e32 v53, v6, v1
	v_lshl_add_u32 v54, v1, 23, 1.0
	v_sub_f32_e32 v1, 0, v49
	v_cmp_nlt_f32_e64 vcc, -v49, s47
	s_nop 1
	v_cndmask_b32_e32 v1, v26, v1, vcc
	v_cmp_nlt_f32_e32 vcc, s67, v1
	s_nop 1
	v_cndmask_b32_e32 v23, v27, v1, vcc
	v_fmamk_f32 v1, v23, 0x3fb8aa3b, v28
	v_add_f32_e32 v49, 0xcb400000, v1
	v_fmac_f32_e32 v23, 0xbf317218, v49
	v_mul_f32_e32 v7, 0x3102e308, v49
	v_add_f32_e32 v1, v23, v7
	v_fmamk_f32 v6, v1, 0x39500d01, v29
	v_fmaak_f32 v6, v6, v1, 0x3c088889
	v_fmaak_f32 v6, v6, v1, 0x3d2aaaab
	v_fmaak_f32 v6, v6, v1, 0x3e2aaaab
	v_fma_f32 v6, v6, v1, 0.5
	v_mul_f32_e32 v8, v1, v1
	v_mul_f32_e32 v8, v8, v6
	v_add_f32_e32 v6, v1, v8
	v_cmp_o_f32_e32 vcc, v49, v49
	v_sub_f32_e32 v9, v6, v1
	v_pk_add_f32 v[50:51], v[0:1], v[22:23] neg_lo:[0,1] neg_hi:[0,1]
	v_cndmask_b32_e32 v1, 0, v49, vcc
	v_add_f32_e32 v56, 1.0, v6
	v_cvt_i32_f32_e32 v1, v1
	v_sub_f32_e32 v55, v8, v9
	v_add_f32_e32 v8, -1.0, v56
	v_mov_b32_e32 v9, v51
	v_pk_add_f32 v[6:7], v[6:7], v[8:9] neg_lo:[0,1] neg_hi:[0,1]
	v_mul_f32_e32 v9, v52, v54
	v_add_f32_e32 v7, v7, v55
	v_add_f32_e32 v6, v6, v7
	v_ashrrev_i32_e32 v7, 1, v1
	v_add_f32_e32 v6, v56, v6
	v_sub_u32_e32 v1, v1, v7
	v_lshl_add_u32 v7, v7, 23, 1.0
	v_lshl_add_u32 v1, v1, 23, 1.0
	v_mul_f32_e32 v6, v6, v7
	v_mul_f32_e32 v1, v6, v1
	v_add_f32_e32 v6, 1.0, v1
	v_div_scale_f32 v7, s[4:5], v6, v6, 1.0
	v_rcp_f32_e32 v8, v7
	v_lshl_add_u32 v1, v53, 23, 1.0
	v_mul_f32_e32 v1, v9, v1
	v_fma_f32 v9, -v7, v8, 1.0
	v_fmac_f32_e32 v8, v9, v8
	v_div_scale_f32 v9, vcc, 1.0, v6, 1.0
	v_mul_f32_e32 v23, v9, v8
	v_fma_f32 v49, -v7, v23, v9
	v_fmac_f32_e32 v23, v49, v8
	v_fma_f32 v7, -v7, v23, v9
	v_div_fmas_f32 v7, v7, v8, v23
	v_cmp_gt_i32_e32 vcc, s43, v48
	s_and_b64 s[4:5], vcc, s[50:51]
	v_div_fixup_f32 v6, v7, v6, 1.0
	ds_write_b32 v40, v1
	ds_write_b32 v41, v6
	s_and_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB0_21
	v_mad_i64_i32 v[6:7], s[4:5], v48, s34, 0
	v_lshl_add_u64 v[6:7], v[6:7], 2, s[38:39]
	global_store_dword v[6:7], v1, off
.LBB0_21:
	s_or_b64 exec, exec, s[6:7]
	s_and_saveexec_b64 s[4:5], s[2:3]
	ds_write_b32 v43, v47
	s_or_b64 exec, exec, s[4:5]
	s_cmp_eq_u32 s61, 0
	s_cselect_b64 s[2:3], -1, 0
	v_cndmask_b32_e64 v6, v46, 0, s[2:3]
	v_pk_add_f32 v[2:3], v[2:3], v[6:7] op_sel_hi:[1,0]
	v_pk_add_f32 v[4:5], v[4:5], v[6:7] op_sel_hi:[1,0]
	s_cmp_lt_i32 s60, 1
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_8
	s_ashr_i32 s2, s53, 31
	s_mul_i32 s3, s37, s53
	s_mul_i32 s2, s36, s2
	v_mov_b32_e32 v6, s53
	s_add_i32 s4, s2, s3
	v_mad_u64_u32 v[6:7], s[2:3], s36, v6, v[20:21]
	v_med3_i32 v1, s33, 1, 8
	v_add_u32_e32 v7, s4, v7
	s_movk_i32 s4, 0x2100
	s_mov_b32 s5, s53
	v_lshlrev_b32_e32 v9, 4, v25
	v_mov_b32_e32 v23, v30
	s_branch .LBB0_26
.LBB0_25:
	s_or_b64 exec, exec, s[2:3]
	v_add_u32_e32 v1, -1, v1
	v_cmp_eq_u32_e32 vcc, 0, v1
	v_add_u32_e32 v23, 32, v23
	v_add_u32_e32 v9, 0x200, v9
	s_add_i32 s4, s4, 4
	v_lshl_add_u64 v[6:7], v[6:7], 0, s[36:37]
	s_add_i32 s5, s5, 1
	s_cbranch_vccnz .LBB0_8
.LBB0_26:
	v_mov_b32_e32 v8, s4
	ds_read2_b32 v[56:57], v8 offset1:8
	s_waitcnt lgkmcnt(1)
	ds_read_b128 v[48:51], v9
	ds_read_b128 v[52:55], v9 offset:4096
	s_waitcnt lgkmcnt(2)
	v_mov_b32_e32 v8, v57
	v_pk_mul_f32 v[2:3], v[2:3], v[8:9] op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[4:5], v[8:9] op_sel_hi:[1,0]
	s_waitcnt lgkmcnt(1)
	v_mul_f32_e32 v8, v3, v49
	v_fmac_f32_e32 v8, v48, v2
	v_fmac_f32_e32 v8, v50, v4
	v_fmac_f32_e32 v8, v51, v5
	ds_bpermute_b32 v47, v31, v8
	ds_read_b32 v57, v23
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v8, v8, v47
	ds_bpermute_b32 v47, v32, v8
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v8, v8, v47
	ds_bpermute_b32 v47, v33, v8
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v8, v8, v47
	ds_bpermute_b32 v47, v34, v8
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v8, v8, v47
	ds_bpermute_b32 v47, v35, v8
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v8, v8, v47
	v_sub_f32_e32 v8, v57, v8
	v_mul_f32_e32 v8, v56, v8
	v_pk_fma_f32 v[2:3], v[48:49], v[8:9], v[2:3] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[4:5], v[50:51], v[8:9], v[4:5] op_sel_hi:[1,0,1]
	v_mul_f32_e32 v47, v53, v3
	v_fmac_f32_e32 v47, v52, v2
	v_fmac_f32_e32 v47, v54, v4
	v_fmac_f32_e32 v47, v55, v5
	ds_bpermute_b32 v48, v31, v47
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v47, v47, v48
	ds_bpermute_b32 v48, v32, v47
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v47, v47, v48
	ds_bpermute_b32 v48, v33, v47
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v47, v47, v48
	ds_bpermute_b32 v48, v34, v47
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v47, v47, v48
	ds_bpermute_b32 v48, v35, v47
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_28
	s_add_i32 s6, s52, s5
	s_ashr_i32 s7, s6, 31
	s_mul_i32 s7, s18, s7
	s_mul_hi_u32 s8, s18, s6
	s_add_i32 s7, s8, s7
	s_mul_i32 s8, s19, s6
	s_add_i32 s7, s7, s8
	s_mul_i32 s6, s18, s6
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v47, v47, v48
	v_cvt_pk_bf16_f32 v47, v47, s0
	v_lshl_add_u64 v[48:49], s[6:7], 1, v[14:15]
	global_store_short v[48:49], v47, off
.LBB0_28:
	s_or_b64 exec, exec, s[2:3]
	s_cmp_lt_i32 s5, s43
	s_cselect_b64 s[2:3], -1, 0
	s_and_b64 s[6:7], s[2:3], s[54:55]
	s_and_saveexec_b64 s[2:3], s[6:7]
	s_cbranch_execz .LBB0_25
	global_store_dword v[6:7], v8, off
	s_branch .LBB0_25
.LBB0_30:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel gdn_verify_tuple_act_bf16_dt_f32_pool_f32_bv8w4
		.amdhsa_group_segment_fixed_size 8512
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 276
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
		.amdhsa_next_free_vgpr 80
		.amdhsa_next_free_sgpr 69
		.amdhsa_accum_offset 80
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
	.size	gdn_verify_tuple_act_bf16_dt_f32_pool_f32_bv8w4, .Lfunc_end0-gdn_verify_tuple_act_bf16_dt_f32_pool_f32_bv8w4

	.set gdn_verify_tuple_act_bf16_dt_f32_pool_f32_bv8w4.num_vgpr, 80
	.set gdn_verify_tuple_act_bf16_dt_f32_pool_f32_bv8w4.num_agpr, 0
	.set gdn_verify_tuple_act_bf16_dt_f32_pool_f32_bv8w4.numbered_sgpr, 69
	.set gdn_verify_tuple_act_bf16_dt_f32_pool_f32_bv8w4.num_named_barrier, 0
	.set gdn_verify_tuple_act_bf16_dt_f32_pool_f32_bv8w4.private_seg_size, 0
	.set gdn_verify_tuple_act_bf16_dt_f32_pool_f32_bv8w4.uses_vcc, 1
	.set gdn_verify_tuple_act_bf16_dt_f32_pool_f32_bv8w4.uses_flat_scratch, 0
	.set gdn_verify_tuple_act_bf16_dt_f32_pool_f32_bv8w4.has_dyn_sized_stack, 0
	.set gdn_verify_tuple_act_bf16_dt_f32_pool_f32_bv8w4.has_recursion, 0
	.set gdn_verify_tuple_act_bf16_dt_f32_pool_f32_bv8w4.has_indirect_call, 0
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
      - .name:           num_tokens
        .offset:         124
        .size:           4
        .value_kind:     by_value
      - .name:           num_slots
        .offset:         128
        .size:           4
        .value_kind:     by_value
      - .name:           num_k_heads
        .offset:         132
        .size:           4
        .value_kind:     by_value
      - .name:           num_v_heads
        .offset:         136
        .size:           4
        .value_kind:     by_value
      - .name:           stride_q
        .offset:         144
        .size:           8
        .value_kind:     by_value
      - .name:           stride_k
        .offset:         152
        .size:           8
        .value_kind:     by_value
      - .name:           stride_v
        .offset:         160
        .size:           8
        .value_kind:     by_value
      - .name:           stride_a
        .offset:         168
        .size:           8
        .value_kind:     by_value
      - .name:           stride_b
        .offset:         176
        .size:           8
        .value_kind:     by_value
      - .name:           pool_slot_pitch
        .offset:         184
        .size:           8
        .value_kind:     by_value
      - .name:           num_rows
        .offset:         192
        .size:           4
        .value_kind:     by_value
      - .name:           num_steps_alloc
        .offset:         196
        .size:           4
        .value_kind:     by_value
      - .name:           u_row_pitch
        .offset:         200
        .size:           8
        .value_kind:     by_value
      - .name:           k_row_pitch
        .offset:         208
        .size:           8
        .value_kind:     by_value
      - .name:           decay_row_pitch
        .offset:         216
        .size:           8
        .value_kind:     by_value
      - .name:           scale
        .offset:         224
        .size:           4
        .value_kind:     by_value
      - .name:           softplus_beta
        .offset:         228
        .size:           4
        .value_kind:     by_value
      - .name:           softplus_threshold
        .offset:         232
        .size:           4
        .value_kind:     by_value
      - .address_space:  global
        .name:           decay
        .offset:         240
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           parents
        .offset:         248
        .size:           8
        .value_kind:     global_buffer
      - .name:           parents_on
        .offset:         256
        .size:           4
        .value_kind:     by_value
      - .address_space:  global
        .name:           diagnostics
        .offset:         264
        .size:           8
        .value_kind:     global_buffer
      - .name:           diagnostics_on
        .offset:         272
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 8512
    .kernarg_segment_align: 8
    .kernarg_segment_size: 276
    .max_flat_workgroup_size: 256
    .name:           gdn_verify_tuple_act_bf16_dt_f32_pool_f32_bv8w4
    .private_segment_fixed_size: 0
    .sgpr_count:     75
    .sgpr_spill_count: 0
    .symbol:         gdn_verify_tuple_act_bf16_dt_f32_pool_f32_bv8w4.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     80
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx950
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
