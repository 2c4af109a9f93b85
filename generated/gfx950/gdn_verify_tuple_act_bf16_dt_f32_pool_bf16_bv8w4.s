; deltagen generated file: do not edit. Regenerate with `cargo xtask gen`.
; kernel: gdn_verify  instance: gdn_verify_tuple_act_bf16_dt_f32_pool_bf16_bv8w4  arch: gfx950
; profile=portable  mode=tuple  act_dtype=bf16  dt_bias_dtype=f32  pool_dtype=bf16  tile=bv8w4  lanes_per_column=32  requests=1
; ir-sha256: 634ba12483036b29425a1b68ae9c3b6d38ade76d708bcb7a26509dab10809748
; llvm: 22.1  pipeline: default<O3>  ld.lld: LLVM 22.1
	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 6
	.text
	.globl	gdn_verify_tuple_act_bf16_dt_f32_pool_bf16_bv8w4
	.p2align	8
	.type	gdn_verify_tuple_act_bf16_dt_f32_pool_bf16_bv8w4,@function
gdn_verify_tuple_act_bf16_dt_f32_pool_bf16_bv8w4:
	s_load_dwordx4 s[52:55], s[0:1], 0x7c
	s_mov_b32 s20, s3
	s_ashr_i32 s4, s2, 31
	s_lshr_b32 s4, s4, 28
	s_add_i32 s34, s2, s4
	s_waitcnt lgkmcnt(0)
	s_max_i32 s3, s54, 1
	v_cvt_f32_u32_e32 v1, s3
	s_and_b32 s4, s34, -16
	s_sub_i32 s66, s2, s4
	s_sub_i32 s4, 0, s3
	v_rcp_iflag_f32_e32 v1, v1
	s_abs_i32 s2, s55
	s_ashr_i32 s56, s34, 4
	s_ashr_i32 s35, s55, 31
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	v_lshrrev_b32_e32 v24, 5, v0
	v_mov_b32_e32 v6, 0
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
	s_load_dwordx16 s[4:19], s[0:1], 0x0
	s_load_dwordx8 s[36:43], s[0:1], 0x60
	s_load_dwordx8 s[44:51], s[0:1], 0x40
	s_sub_i32 s2, s2, s35
	s_ashr_i32 s57, s56, 31
	s_max_i32 s68, s2, 1
	s_lshl_b64 s[2:3], s[56:57], 2
	s_waitcnt lgkmcnt(0)
	s_add_u32 s58, s14, s2
	s_addc_u32 s59, s15, s3
	s_add_u32 s60, s16, s2
	s_addc_u32 s61, s17, s3
	s_ashr_i32 s21, s20, 31
	s_lshl_b64 s[20:21], s[20:21], 2
	s_add_u32 s14, s46, s20
	s_addc_u32 s15, s47, s21
	s_load_dword s33, s[14:15], 0x0
	s_load_dwordx4 s[28:31], s[0:1], 0xb0
	s_nop 0
	s_load_dwordx2 s[14:15], s[0:1], 0xc0
	v_cvt_f32_u32_e32 v1, s68
	v_lshl_or_b32 v2, s66, 3, v24
	s_waitcnt lgkmcnt(0)
	s_cmp_gt_i32 s33, -1
	s_cselect_b64 s[16:17], -1, 0
	s_cmp_lt_i32 s33, s53
	s_cselect_b64 s[62:63], -1, 0
	s_and_b64 s[22:23], s[16:17], s[62:63]
	s_add_u32 s24, s48, s20
	s_addc_u32 s25, s49, s21
	s_load_dwordx2 s[16:17], s[24:25], 0x0
	v_rcp_iflag_f32_e32 v1, v1
	v_mov_b32_e32 v7, v6
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b32_e32 v4, 2, v25
	s_waitcnt lgkmcnt(0)
	s_cmp_gt_i32 s16, -1
	s_cselect_b64 s[24:25], -1, 0
	s_cmp_ge_i32 s17, s16
	s_cselect_b64 s[26:27], -1, 0
	s_cmp_le_i32 s17, s52
	s_cselect_b64 s[42:43], -1, 0
	s_and_b64 s[24:25], s[24:25], s[26:27]
	s_sub_i32 s17, s17, s16
	s_and_b64 s[48:49], s[42:43], s[24:25]
	s_cmp_le_i32 s17, s15
	s_cselect_b64 s[52:53], -1, 0
	s_and_b64 s[46:47], s[52:53], s[48:49]
	s_and_b64 s[70:71], s[22:23], s[46:47]
	s_add_u32 s20, s50, s20
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	s_addc_u32 s21, s51, s21
	v_cvt_u32_f32_e32 v1, v1
	s_load_dword s67, s[20:21], 0x0
	s_lshl_b64 s[42:43], s[56:57], 7
	s_load_dwordx8 s[20:27], s[0:1], 0x90
	v_readfirstlane_b32 s65, v1
	s_andn2_b64 vcc, exec, s[70:71]
	v_mov_b64_e32 v[8:9], v[6:7]
	s_cbranch_vccnz .LBB0_2
	s_mul_i32 s31, s31, s33
	s_mul_hi_u32 s50, s30, s33
	s_add_i32 s31, s50, s31
	s_mul_i32 s30, s30, s33
	s_lshl_b64 s[30:31], s[30:31], 1
	v_lshl_add_u64 v[8:9], s[42:43], 0, v[2:3]
	s_add_u32 s30, s44, s30
	s_addc_u32 s31, s45, s31
	v_lshlrev_b64 v[8:9], 8, v[8:9]
	v_lshl_add_u64 v[8:9], s[30:31], 0, v[8:9]
	v_lshlrev_b32_e32 v10, 1, v4
	v_mov_b32_e32 v11, v6
	v_lshl_add_u64 v[6:7], v[8:9], 0, v[10:11]
	global_load_dwordx2 v[6:7], v[6:7], off
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v9, 0xffff0000, v6
	v_lshlrev_b32_e32 v8, 16, v6
	v_and_b32_e32 v11, 0xffff0000, v7
	v_lshlrev_b32_e32 v10, 16, v7
	v_pk_add_f32 v[6:7], v[8:9], 0 op_sel_hi:[1,0]
	v_pk_add_f32 v[8:9], v[10:11], 0 op_sel_hi:[1,0]
.LBB0_2:
	s_xor_b64 s[44:45], s[52:53], -1
	s_xor_b64 s[30:31], s[48:49], -1
	s_and_b64 s[44:45], s[48:49], s[44:45]
	s_and_b64 s[44:45], s[44:45], exec
	s_cselect_b32 s51, 2, 0
	s_and_b64 s[44:45], s[62:63], exec
	s_cselect_b32 s44, 0, 4
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_i32 s67, s14
	s_cselect_b64 s[48:49], -1, 0
	v_cndmask_b32_e64 v1, 0, 1, s[30:31]
	s_and_b64 s[30:31], s[48:49], exec
	s_load_dword s69, s[58:59], 0x0
	s_load_dword s33, s[60:61], 0x0
	s_load_dword s50, s[0:1], 0x110
	s_cselect_b32 s14, 0, 8
	s_or_b32 s14, s14, s44
	v_readfirstlane_b32 s30, v1
	s_or_b32 s14, s14, s30
	s_or_b32 s14, s14, s51
	s_cmp_eq_u32 s14, 0
	s_cselect_b64 s[30:31], -1, 0
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s50, 0
	s_cselect_b64 s[44:45], -1, 0
	s_or_b64 s[30:31], s[44:45], s[30:31]
	s_and_b64 vcc, exec, s[30:31]
	s_cbranch_vccnz .LBB0_6
	v_mbcnt_lo_u32_b32 v1, exec_lo, 0
	v_mbcnt_hi_u32_b32 v1, exec_hi, v1
	v_cmp_eq_u32_e32 vcc, 0, v1
	s_and_saveexec_b64 s[30:31], vcc
	s_cbranch_execz .LBB0_5
	s_load_dwordx2 s[44:45], s[0:1], 0x108
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v5, s14
	s_waitcnt lgkmcnt(0)
	global_atomic_or v1, v5, s[44:45]
.LBB0_5:
	s_or_b64 exec, exec, s[30:31]
.LBB0_6:
	s_and_b64 s[30:31], s[46:47], exec
	s_cselect_b32 s14, s17, 0
	s_add_i32 s30, s14, 7
	s_cmp_lt_i32 s30, 8
	s_mov_b32 s64, 0
	s_cbranch_scc1 .LBB0_30
	s_sub_i32 s31, 0, s68
	s_mul_i32 s31, s31, s65
	s_mul_hi_u32 s31, s65, s31
	s_add_i32 s65, s65, s31
	s_ashr_i32 s31, s30, 31
	s_lshr_b32 s31, s31, 29
	s_abs_i32 s52, s56
	s_add_i32 s30, s30, s31
	s_mul_hi_u32 s53, s52, s65
	s_ashr_i32 s34, s34, 31
	s_ashr_i32 s65, s30, 3
	s_lshl_b64 s[50:51], s[42:43], 1
	s_add_u32 s8, s8, s50
	s_addc_u32 s9, s9, s51
	v_lshlrev_b64 v[14:15], 1, v[2:3]
	v_lshl_add_u64 v[10:11], s[8:9], 0, v[14:15]
	s_lshl_b64 s[8:9], s[56:57], 1
	s_add_u32 s30, s10, s8
	s_addc_u32 s31, s11, s9
	s_add_u32 s42, s12, s8
	s_addc_u32 s43, s13, s9
	s_load_dwordx4 s[8:11], s[0:1], 0xc8
	s_load_dwordx2 s[12:13], s[0:1], 0xd8
	s_load_dwordx4 s[44:47], s[0:1], 0xe0
	s_mul_i32 s0, s53, s68
	s_sub_i32 s0, s52, s0
	s_add_i32 s1, s53, 1
	s_waitcnt lgkmcnt(0)
	s_sub_i32 s47, s0, s68
	s_cmp_ge_u32 s0, s68
	s_cselect_b32 s1, s1, s53
	s_cselect_b32 s0, s47, s0
	s_add_i32 s47, s1, 1
	s_cmp_ge_u32 s0, s68
	s_cselect_b32 s47, s47, s1
	v_div_scale_f32 v1, s[0:1], s45, s45, 1.0
	v_rcp_f32_e32 v5, v1
	s_xor_b32 s0, s47, s34
	s_sub_i32 s52, s0, s34
	s_ashr_i32 s53, s52, 31
	v_fma_f32 v12, -v1, v5, 1.0
	v_fmac_f32_e32 v5, v12, v5
	v_div_scale_f32 v12, vcc, 1.0, s45, 1.0
	v_mul_f32_e32 v13, v12, v5
	s_mov_b32 s34, s55
	s_ashr_i32 s55, s54, 31
	v_fma_f32 v16, -v1, v13, v12
	s_cmp_gt_i32 s67, -1
	v_fmac_f32_e32 v13, v16, v5
	s_cselect_b64 s[0:1], -1, 0
	v_fma_f32 v1, -v1, v13, v12
	s_and_b64 s[58:59], s[0:1], s[48:49]
	s_mul_i32 s0, s52, s68
	v_div_fmas_f32 v1, v1, v5, v13
	s_sub_i32 s0, s56, s0
	v_div_fixup_f32 v26, v1, s45, 1.0
	s_or_b32 s0, s0, s66
	v_mov_b32_e32 v1, 0x2000
	v_mov_b32_e32 v28, 0xc2d00000
	s_cmp_eq_u32 s0, 0
	v_lshl_or_b32 v27, v24, 2, v1
	v_mov_b32_e32 v1, s69
	v_cmp_nlt_f32_e32 vcc, s69, v28
	s_cselect_b64 s[60:61], -1, 0
	s_cmp_eq_u32 s66, 0
	v_cndmask_b32_e32 v1, v28, v1, vcc
	s_mov_b32 s66, 0x42b20000
	v_mov_b32_e32 v29, 0x42b20000
	v_cmp_nlt_f32_e32 vcc, s66, v1
	v_mov_b32_e32 v30, 0x4b400000
	v_mov_b32_e32 v31, 0x3ab60b61
	v_cndmask_b32_e32 v1, v29, v1, vcc
	v_fmamk_f32 v5, v1, 0x3fb8aa3b, v30
	v_add_f32_e32 v5, 0xcb400000, v5
	v_fmac_f32_e32 v1, 0xbf317218, v5
	v_mul_f32_e32 v12, 0x3102e308, v5
	v_add_f32_e32 v13, v1, v12
	v_sub_f32_e32 v1, v13, v1
	v_sub_f32_e32 v1, v12, v1
	v_fmamk_f32 v12, v13, 0x39500d01, v31
	v_fmaak_f32 v12, v12, v13, 0x3c088889
	v_fmaak_f32 v12, v12, v13, 0x3d2aaaab
	v_fmaak_f32 v12, v12, v13, 0x3e2aaaab
	v_fma_f32 v12, v12, v13, 0.5
	v_mul_f32_e32 v16, v13, v13
	v_mul_f32_e32 v12, v16, v12
	v_add_f32_e32 v16, v13, v12
	v_sub_f32_e32 v13, v16, v13
	v_cmp_o_f32_e32 vcc, v5, v5
	v_sub_f32_e32 v12, v12, v13
	v_add_f32_e32 v1, v1, v12
	v_cndmask_b32_e32 v5, 0, v5, vcc
	v_add_f32_e32 v12, 1.0, v16
	v_cvt_i32_f32_e32 v5, v5
	v_add_f32_e32 v13, -1.0, v12
	s_mul_i32 s0, s11, s67
	s_mul_hi_u32 s1, s10, s67
	s_cselect_b64 s[62:63], -1, 0
	v_sub_f32_e32 v13, v16, v13
	s_add_i32 s1, s1, s0
	s_mul_i32 s0, s10, s67
	v_add_f32_e32 v1, v13, v1
	s_lshl_b64 s[48:49], s[54:55], 7
	s_lshl_b64 s[0:1], s[0:1], 2
	v_add_f32_e32 v1, v12, v1
	v_ashrrev_i32_e32 v12, 1, v5
	s_add_u32 s10, s38, s0
	v_sub_u32_e32 v5, v5, v12
	v_lshlrev_b32_e32 v12, 23, v12
	s_addc_u32 s11, s39, s1
	s_lshl_b64 s[0:1], s[52:53], 9
	v_add_u32_e32 v12, 1.0, v12
	s_add_u32 s0, s10, s0
	v_mul_f32_e32 v1, v1, v12
	v_lshlrev_b32_e32 v12, 2, v4
	s_addc_u32 s1, s11, s1
	v_mov_b32_e32 v13, 0
	v_lshl_or_b32 v38, v24, 9, v12
	v_lshl_add_u64 v[12:13], s[0:1], 0, v[12:13]
	s_mul_i32 s0, s13, s67
	s_mul_hi_u32 s1, s12, s67
	s_add_i32 s1, s1, s0
	s_mul_i32 s0, s12, s67
	s_lshl_b64 s[0:1], s[0:1], 2
	s_add_u32 s0, s40, s0
	s_addc_u32 s1, s41, s1
	v_lshlrev_b32_e32 v5, 23, v5
	s_add_u32 s38, s0, s2
	v_add_u32_e32 v5, 1.0, v5
	s_addc_u32 s39, s1, s3
	v_mul_f32_e32 v1, v1, v5
	s_add_u32 s0, s18, s50
	v_sub_f32_e32 v32, 0, v1
	v_lshlrev_b32_e32 v1, 2, v0
	v_bfrev_b32_e32 v5, 0.5
	s_addc_u32 s1, s19, s51
	s_lshl_b64 s[2:3], s[52:53], 8
	v_bitop3_b32 v33, v1, 64, v5 bitop3:0x6c
	v_bitop3_b32 v34, v1, 32, v5 bitop3:0x6c
	v_bitop3_b32 v35, v1, 16, v5 bitop3:0x6c
	v_bitop3_b32 v36, v1, 8, v5 bitop3:0x6c
	v_bitop3_b32 v37, v1, 4, v5 bitop3:0x6c
	v_lshl_or_b32 v4, v4, 1, s2
	v_mov_b32_e32 v5, s3
	s_mul_i32 s2, s9, s67
	s_mul_hi_u32 s3, s8, s67
	v_lshl_add_u64 v[14:15], s[0:1], 0, v[14:15]
	v_cmp_eq_u32_e64 s[0:1], 0, v25
	s_add_i32 s3, s3, s2
	s_mul_i32 s2, s8, s67
	s_lshl_b64 s[18:19], s[34:35], 7
	v_lshl_add_u64 v[16:17], s[4:5], 0, v[4:5]
	s_and_b64 s[50:51], s[60:61], s[58:59]
	s_and_b64 s[52:53], s[62:63], s[58:59]
	s_and_b64 s[54:55], s[58:59], s[0:1]
	s_lshl_b64 s[2:3], s[2:3], 2
	s_lshl_b64 s[4:5], s[56:57], 9
	s_add_u32 s2, s2, s4
	s_addc_u32 s3, s3, s5
	s_add_u32 s2, s36, s2
	v_add_u32_e32 v39, 0x2120, v1
	v_add_u32_e32 v40, 0x2100, v1
	v_lshlrev_b32_e32 v1, 5, v25
	s_addc_u32 s3, s37, s3
	s_mov_b32 s47, 0xc2d00000
	v_lshl_add_u64 v[18:19], s[6:7], 0, v[4:5]
	s_mov_b32 s40, s44
	s_mov_b32 s41, s44
	v_lshl_add_u64 v[20:21], v[2:3], 2, s[2:3]
	s_lshl_b64 s[36:37], s[34:35], 9
	s_mov_b32 s35, 0xf800000
	v_mov_b32_e32 v41, 0x260
	s_mov_b32 s44, 0x800000
	s_mov_b32 s58, 0x7f800000
	v_add_u32_e32 v42, v27, v1
	v_mov_b32_e32 v22, -1.0
	v_mov_b32_e32 v43, 0xff800000
	v_mov_b32_e32 v44, 0x7f800000
	v_mov_b32_e32 v45, 0x7fc00000
	s_mov_b32 s59, 0
	s_branch .LBB0_9
.LBB0_8:
	s_add_i32 s59, s59, 1
	s_add_i32 s17, s17, -8
	s_add_i32 s64, s64, 8
	s_cmp_eq_u32 s59, s65
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_30
.LBB0_9:
	s_lshl_b32 s8, s59, 3
	s_sub_i32 s60, s14, s8
	s_min_i32 s9, s60, 8
	v_mov_b32_e32 v23, 0
	v_cmp_gt_i32_e64 s[2:3], s9, v25
	v_mov_b32_e32 v46, v23
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_11
	v_add_u32_e32 v1, s16, v25
	v_add_u32_e32 v1, s8, v1
	v_ashrrev_i32_e32 v2, 31, v1
	v_mul_lo_u32 v4, s24, v2
	v_mul_lo_u32 v5, s25, v1
	v_mad_u64_u32 v[2:3], s[6:7], s24, v1, 0
	v_add3_u32 v3, v3, v4, v5
	v_lshl_add_u64 v[2:3], v[2:3], 1, v[10:11]
	global_load_ushort v1, v[2:3], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v46, 16, v1
.LBB0_11:
	s_or_b64 exec, exec, s[4:5]
	v_add_u32_e32 v47, s8, v0
	v_add_u32_e32 v2, s16, v47
	v_cmp_gt_i32_e64 s[4:5], s9, v0
	v_ashrrev_i32_e32 v1, 31, v2
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execnz .LBB0_14
	s_or_b64 exec, exec, s[6:7]
	v_mov_b32_e32 v48, 0
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execnz .LBB0_15
.LBB0_13:
	s_or_b64 exec, exec, s[6:7]
	v_cmp_gt_i32_e32 vcc, s9, v24
	s_and_saveexec_b64 s[56:57], vcc
	s_cbranch_execnz .LBB0_16
	s_branch .LBB0_18
.LBB0_14:
	v_mul_lo_u32 v3, s27, v2
	v_mul_lo_u32 v23, s26, v1
	v_mad_u64_u32 v[4:5], s[10:11], s26, v2, 0
	v_add3_u32 v5, v5, v23, v3
	v_lshl_add_u64 v[4:5], v[4:5], 1, s[30:31]
	global_load_ushort v3, v[4:5], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v23, 16, v3
	s_or_b64 exec, exec, s[6:7]
	v_mov_b32_e32 v48, 0
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB0_13
.LBB0_15:
	v_mul_lo_u32 v4, s29, v2
	v_mul_lo_u32 v1, s28, v1
	v_mad_u64_u32 v[2:3], s[10:11], s28, v2, 0
	v_add3_u32 v3, v3, v1, v4
	v_lshl_add_u64 v[2:3], v[2:3], 1, s[42:43]
	global_load_ushort v1, v[2:3], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v48, 16, v1
	s_or_b64 exec, exec, s[6:7]
	v_cmp_gt_i32_e32 vcc, s9, v24
	s_and_saveexec_b64 s[56:57], vcc
	s_cbranch_execz .LBB0_18
.LBB0_16:
	v_add_u32_e32 v1, s8, v24
	v_add_u32_e32 v4, s16, v1
	v_ashrrev_i32_e32 v2, 31, v4
	v_mul_lo_u32 v49, s20, v2
	v_mul_lo_u32 v5, s22, v2
	v_mul_lo_u32 v51, s23, v4
	v_mad_u64_u32 v[2:3], s[6:7], s22, v4, 0
	v_mul_lo_u32 v50, s21, v4
	v_add3_u32 v3, v3, v5, v51
	v_mad_u64_u32 v[4:5], s[6:7], s20, v4, 0
	v_lshl_add_u64 v[2:3], v[2:3], 1, v[18:19]
	v_add3_u32 v5, v5, v49, v50
	global_load_dwordx2 v[2:3], v[2:3], off
	v_lshl_add_u64 v[4:5], v[4:5], 1, v[16:17]
	global_load_dwordx2 v[4:5], v[4:5], off
	s_waitcnt vmcnt(1)
	v_lshlrev_b32_e32 v49, 16, v2
	v_and_b32_e32 v2, 0xffff0000, v2
	v_and_b32_e32 v50, 0xffff0000, v3
	v_lshlrev_b32_e32 v51, 16, v3
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v53, 0xffff0000, v4
	v_mul_f32_e32 v3, v2, v2
	v_lshlrev_b32_e32 v52, 16, v4
	v_mul_f32_e32 v4, v53, v53
	v_fmac_f32_e32 v3, v49, v49
	v_lshlrev_b32_e32 v55, 16, v5
	v_fmac_f32_e32 v4, v52, v52
	v_fmac_f32_e32 v3, v51, v51
	v_and_b32_e32 v54, 0xffff0000, v5
	v_fmac_f32_e32 v4, v55, v55
	v_fmac_f32_e32 v3, v50, v50
	v_fmac_f32_e32 v4, v54, v54
	ds_bpermute_b32 v5, v33, v3
	ds_bpermute_b32 v56, v33, v4
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v3, v3, v5
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v4, v4, v56
	ds_bpermute_b32 v5, v34, v3
	ds_bpermute_b32 v56, v34, v4
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v3, v3, v5
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v4, v4, v56
	ds_bpermute_b32 v5, v35, v3
	ds_bpermute_b32 v56, v35, v4
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v3, v3, v5
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v4, v4, v56
	ds_bpermute_b32 v5, v36, v3
	ds_bpermute_b32 v56, v36, v4
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v3, v3, v5
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v4, v4, v56
	ds_bpermute_b32 v5, v37, v3
	ds_bpermute_b32 v56, v37, v4
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v3, v3, v5
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v4, v4, v56
	v_add_f32_e32 v3, 0x358637bd, v3
	v_add_f32_e32 v4, 0x358637bd, v4
	v_mul_f32_e32 v5, 0x4f800000, v3
	v_cmp_gt_f32_e32 vcc, s35, v3
	v_mul_f32_e32 v56, 0x4f800000, v4
	v_cmp_gt_f32_e64 s[6:7], s35, v4
	v_cndmask_b32_e32 v3, v3, v5, vcc
	v_sqrt_f32_e32 v5, v3
	v_cndmask_b32_e64 v4, v4, v56, s[6:7]
	v_sqrt_f32_e32 v56, v4
	v_add_u32_e32 v57, -1, v5
	v_fma_f32 v61, -v57, v5, v3
	v_add_u32_e32 v59, -1, v56
	v_add_u32_e32 v58, 1, v5
	v_fma_f32 v63, -v59, v56, v4
	v_cmp_ge_f32_e64 s[8:9], 0, v61
	v_add_u32_e32 v60, 1, v56
	v_fma_f32 v62, -v58, v5, v3
	v_cndmask_b32_e64 v5, v5, v57, s[8:9]
	v_cmp_ge_f32_e64 s[8:9], 0, v63
	v_fma_f32 v64, -v60, v56, v4
	s_nop 0
	v_cndmask_b32_e64 v56, v56, v59, s[8:9]
	v_cmp_lt_f32_e64 s[8:9], 0, v62
	s_nop 1
	v_cndmask_b32_e64 v5, v5, v58, s[8:9]
	v_cmp_lt_f32_e64 s[8:9], 0, v64
	v_mul_f32_e32 v57, 0x37800000, v5
	v_cndmask_b32_e32 v5, v5, v57, vcc
	v_cndmask_b32_e64 v56, v56, v60, s[8:9]
	v_cmp_class_f32_e32 vcc, v3, v41
	v_mul_f32_e32 v58, 0x37800000, v56
	v_cndmask_b32_e64 v56, v56, v58, s[6:7]
	v_cndmask_b32_e32 v57, v5, v3, vcc
	v_div_scale_f32 v3, s[6:7], v57, v57, v2
	v_div_scale_f32 v5, s[6:7], v57, v57, v49
	v_rcp_f32_e32 v65, v3
	v_div_scale_f32 v59, s[8:9], v57, v57, v50
	v_rcp_f32_e32 v66, v5
	v_div_scale_f32 v61, s[10:11], v57, v57, v51
	v_rcp_f32_e32 v67, v59
	v_rcp_f32_e32 v68, v61
	v_cmp_class_f32_e32 vcc, v4, v41
	v_fma_f32 v70, -v3, v65, 1.0
	v_fma_f32 v71, -v5, v66, 1.0
	v_cndmask_b32_e32 v56, v56, v4, vcc
	v_div_scale_f32 v4, vcc, v2, v57, v2
	v_fmac_f32_e32 v65, v70, v65
	v_div_scale_f32 v58, s[6:7], v49, v57, v49
	v_div_scale_f32 v63, s[12:13], v56, v56, v53
	v_fma_f32 v72, -v59, v67, 1.0
	v_fmac_f32_e32 v66, v71, v66
	v_mul_f32_e32 v70, v4, v65
	v_div_scale_f32 v60, s[8:9], v50, v57, v50
	v_rcp_f32_e32 v69, v63
	v_fma_f32 v73, -v61, v68, 1.0
	v_fmac_f32_e32 v67, v72, v67
	v_mul_f32_e32 v71, v58, v66
	v_fma_f32 v75, -v3, v70, v4
	v_div_scale_f32 v62, s[10:11], v51, v57, v51
	v_fmac_f32_e32 v68, v73, v68
	v_mul_f32_e32 v72, v60, v67
	v_fma_f32 v76, -v5, v71, v58
	v_fmac_f32_e32 v70, v75, v65
	v_mul_f32_e32 v73, v62, v68
	v_fma_f32 v77, -v59, v72, v60
	v_fmac_f32_e32 v71, v76, v66
	v_fma_f32 v3, -v3, v70, v4
	v_fma_f32 v78, -v61, v73, v62
	v_fmac_f32_e32 v72, v77, v67
	v_fma_f32 v4, -v5, v71, v58
	v_div_fmas_f32 v3, v3, v65, v70
	s_mov_b64 vcc, s[6:7]
	v_fma_f32 v74, -v63, v69, 1.0
	v_fmac_f32_e32 v73, v78, v68
	v_fma_f32 v5, -v59, v72, v60
	v_div_fixup_f32 v3, v3, v57, v2
	v_div_fmas_f32 v2, v4, v66, v71
	s_mov_b64 vcc, s[8:9]
	v_div_scale_f32 v64, s[12:13], v53, v56, v53
	v_fmac_f32_e32 v69, v74, v69
	v_fma_f32 v58, -v61, v73, v62
	v_div_fmas_f32 v4, v5, v67, v72
	s_mov_b64 vcc, s[10:11]
	v_mul_f32_e32 v74, v64, v69
	v_div_fixup_f32 v5, v4, v57, v50
	v_div_fmas_f32 v4, v58, v68, v73
	v_div_scale_f32 v50, s[6:7], v56, v56, v52
	v_fma_f32 v79, -v63, v74, v64
	v_div_fixup_f32 v2, v2, v57, v49
	v_div_fixup_f32 v4, v4, v57, v51
	v_rcp_f32_e32 v57, v50
	v_fmac_f32_e32 v74, v79, v69
	v_fma_f32 v49, -v63, v74, v64
	s_mov_b64 vcc, s[12:13]
	v_div_fmas_f32 v49, v49, v69, v74
	v_div_fixup_f32 v51, v49, v56, v53
	v_fma_f32 v49, -v50, v57, 1.0
	v_fmac_f32_e32 v57, v49, v57
	v_div_scale_f32 v49, vcc, v52, v56, v52
	v_mul_f32_e32 v53, v49, v57
	v_fma_f32 v58, -v50, v53, v49
	v_fmac_f32_e32 v53, v58, v57
	v_div_scale_f32 v58, s[6:7], v56, v56, v54
	v_rcp_f32_e32 v59, v58
	v_fma_f32 v49, -v50, v53, v49
	v_div_fmas_f32 v49, v49, v57, v53
	v_div_fixup_f32 v50, v49, v56, v52
	v_fma_f32 v49, -v58, v59, 1.0
	v_fmac_f32_e32 v59, v49, v59
	v_div_scale_f32 v49, vcc, v54, v56, v54
	v_mul_f32_e32 v52, v49, v59
	v_fma_f32 v53, -v58, v52, v49
	v_fmac_f32_e32 v52, v53, v59
	v_div_scale_f32 v57, s[6:7], v56, v56, v55
	v_fma_f32 v49, -v58, v52, v49
	v_rcp_f32_e32 v58, v57
	v_div_fmas_f32 v49, v49, v59, v52
	v_div_fixup_f32 v53, v49, v56, v54
	v_pk_mul_f32 v[50:51], s[40:41], v[50:51]
	v_fma_f32 v49, -v57, v58, 1.0
	v_fmac_f32_e32 v58, v49, v58
	v_div_scale_f32 v49, vcc, v55, v56, v55
	v_mul_f32_e32 v52, v49, v58
	v_fma_f32 v54, -v57, v52, v49
	v_fmac_f32_e32 v52, v54, v58
	v_fma_f32 v49, -v57, v52, v49
	v_div_fmas_f32 v49, v49, v58, v52
	v_div_fixup_f32 v52, v49, v56, v55
	v_cmp_gt_i32_e32 vcc, s15, v1
	v_pk_mul_f32 v[52:53], s[40:41], v[52:53]
	v_or_b32_e32 v49, 0x1000, v38
	s_and_b64 s[6:7], vcc, s[50:51]
	ds_write_b128 v49, v[50:53]
	ds_write_b128 v38, v[2:5]
	s_and_b64 exec, exec, s[6:7]
	s_cbranch_execz .LBB0_18
	v_ashrrev_i32_e32 v49, 31, v1
	v_mul_lo_u32 v52, s49, v1
	v_mul_lo_u32 v49, s48, v49
	v_mad_u64_u32 v[50:51], s[6:7], s48, v1, 0
	v_add3_u32 v51, v51, v49, v52
	v_lshl_add_u64 v[50:51], v[50:51], 2, v[12:13]
	global_store_dwordx4 v[50:51], v[2:5], off
.LBB0_18:
	s_or_b64 exec, exec, s[56:57]
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB0_21
	v_add_f32_e32 v49, s33, v23
	v_mul_f32_e32 v52, s45, v49
	v_cmp_ngt_f32_e32 vcc, s47, v52
	s_nop 1
	v_cndmask_b32_e32 v1, v28, v52, vcc
	v_cmp_nlt_f32_e32 vcc, s66, v1
	s_nop 1
	v_cndmask_b32_e32 v23, v29, v1, vcc
	v_fmamk_f32 v1, v23, 0x3fb8aa3b, v30
	v_add_f32_e32 v53, 0xcb400000, v1
	v_fmac_f32_e32 v23, 0xbf317218, v53
	v_mul_f32_e32 v3, 0x3102e308, v53
	v_add_f32_e32 v1, v23, v3
	v_fmamk_f32 v2, v1, 0x39500d01, v31
	v_fmaak_f32 v2, v2, v1, 0x3c088889
	v_fmaak_f32 v2, v2, v1, 0x3d2aaaab
	v_fmaak_f32 v2, v2, v1, 0x3e2aaaab
	v_fma_f32 v2, v2, v1, 0.5
	v_mul_f32_e32 v4, v1, v1
	v_mul_f32_e32 v4, v4, v2
	v_add_f32_e32 v2, v1, v4
	v_cmp_o_f32_e32 vcc, v53, v53
	v_sub_f32_e32 v5, v2, v1
	v_pk_add_f32 v[50:51], v[0:1], v[22:23] neg_lo:[0,1] neg_hi:[0,1]
	v_cndmask_b32_e32 v1, 0, v53, vcc
	v_add_f32_e32 v55, 1.0, v2
	v_cvt_i32_f32_e32 v1, v1
	v_sub_f32_e32 v54, v4, v5
	v_add_f32_e32 v4, -1.0, v55
	v_mov_b32_e32 v5, v51
	v_pk_add_f32 v[2:3], v[2:3], v[4:5] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_add_f32_e32 v3, v3, v54
	v_add_f32_e32 v2, v2, v3
	v_ashrrev_i32_e32 v3, 1, v1
	v_add_f32_e32 v2, v55, v2
	v_sub_u32_e32 v1, v1, v3
	v_lshl_add_u32 v3, v3, 23, 1.0
	v_lshl_add_u32 v1, v1, 23, 1.0
	v_mul_f32_e32 v2, v2, v3
	v_mul_f32_e32 v1, v2, v1
	v_add_f32_e32 v1, 1.0, v1
	v_mul_f32_e32 v2, 0x4b000000, v1
	v_cmp_gt_f32_e32 vcc, s44, v1
	v_not_b32_e32 v3, 22
	s_nop 0
	v_cndmask_b32_e32 v2, v1, v2, vcc
	v_add_u32_e32 v4, 0xc0cafb0d, v2
	v_and_b32_e32 v5, 0xff800000, v4
	v_sub_u32_e32 v2, v2, v5
	v_add_f32_e32 v2, -1.0, v2
	v_add_f32_e32 v5, 2.0, v2
	v_div_scale_f32 v23, s[4:5], v5, v5, v2
	v_rcp_f32_e32 v50, v23
	v_cndmask_b32_e32 v3, 0, v3, vcc
	v_ashrrev_i32_e32 v4, 23, v4
	v_add_u32_e32 v3, v4, v3
	v_fma_f32 v4, -v23, v50, 1.0
	v_fmac_f32_e32 v50, v4, v50
	v_div_scale_f32 v4, vcc, v2, v5, v2
	v_mul_f32_e32 v51, v4, v50
	v_fma_f32 v53, -v23, v51, v4
	v_fmac_f32_e32 v51, v53, v50
	v_fma_f32 v4, -v23, v51, v4
	v_div_fmas_f32 v4, v4, v50, v51
	v_div_fixup_f32 v4, v4, v5, v2
	v_mul_f32_e32 v5, v4, v4
	v_mov_b32_e32 v23, 0x3e638e39
	v_fmamk_f32 v23, v5, 0x3e3a2e8c, v23
	v_fmaak_f32 v23, v23, v5, 0x3e924925
	v_fmaak_f32 v23, v23, v5, 0x3ecccccd
	v_cvt_f32_i32_e32 v3, v3
	v_fmaak_f32 v23, v23, v5, 0x3f2aaaab
	v_mul_f32_e32 v5, v5, v23
	v_sub_f32_e32 v5, v2, v5
	v_fma_f32 v2, -v4, v5, v2
	v_fmac_f32_e32 v2, 0xb102e308, v3
	v_fmac_f32_e32 v2, 0x3f317218, v3
	v_cmp_neq_f32_e32 vcc, 0, v1
	s_nop 1
	v_cndmask_b32_e32 v2, v43, v2, vcc
	v_cmp_neq_f32_e32 vcc, s58, v1
	s_nop 1
	v_cndmask_b32_e32 v2, v44, v2, vcc
	v_cmp_ngt_f32_e32 vcc, 0, v1
	s_nop 1
	v_cndmask_b32_e32 v2, v45, v2, vcc
	v_cmp_u_f32_e32 vcc, v1, v1
	s_nop 1
	v_cndmask_b32_e32 v1, v2, v1, vcc
	v_mul_f32_e32 v1, v26, v1
	v_cmp_ge_f32_e32 vcc, s46, v52
	s_nop 1
	v_cndmask_b32_e32 v1, v49, v1, vcc
	v_mul_f32_e32 v1, v32, v1
	v_cmp_ngt_f32_e32 vcc, s47, v1
	s_nop 1
	v_cndmask_b32_e32 v1, v28, v1, vcc
	v_cmp_nlt_f32_e32 vcc, s66, v1
	s_nop 1
	v_cndmask_b32_e32 v1, v29, v1, vcc
	v_fmamk_f32 v2, v1, 0x3fb8aa3b, v30
	v_add_f32_e32 v2, 0xcb400000, v2
	v_fmac_f32_e32 v1, 0xbf317218, v2
	v_mul_f32_e32 v3, 0x3102e308, v2
	v_add_f32_e32 v4, v1, v3
	v_sub_f32_e32 v1, v4, v1
	v_sub_f32_e32 v1, v3, v1
	v_fmamk_f32 v3, v4, 0x39500d01, v31
	v_fmaak_f32 v3, v3, v4, 0x3c088889
	v_fmaak_f32 v3, v3, v4, 0x3d2aaaab
	v_fmaak_f32 v3, v3, v4, 0x3e2aaaab
	v_fma_f32 v3, v3, v4, 0.5
	v_mul_f32_e32 v5, v4, v4
	v_mul_f32_e32 v3, v5, v3
	v_add_f32_e32 v5, v4, v3
	v_sub_f32_e32 v4, v5, v4
	v_cmp_o_f32_e32 vcc, v2, v2
	v_sub_f32_e32 v3, v3, v4
	v_add_f32_e32 v1, v1, v3
	v_cndmask_b32_e32 v2, 0, v2, vcc
	v_add_f32_e32 v3, 1.0, v5
	v_cvt_i32_f32_e32 v2, v2
	v_add_f32_e32 v4, -1.0, v3
	v_sub_f32_e32 v4, v5, v4
	v_add_f32_e32 v1, v4, v1
	v_add_f32_e32 v50, v3, v1
	v_ashrrev_i32_e32 v1, 1, v2
	v_sub_u32_e32 v51, v2, v1
	v_lshl_add_u32 v52, v1, 23, 1.0
	v_sub_f32_e32 v1, 0, v48
	v_cmp_nlt_f32_e64 vcc, -v48, s47
	s_nop 1
	v_cndmask_b32_e32 v1, v28, v1, vcc
	v_cmp_nlt_f32_e32 vcc, s66, v1
	s_nop 1
	v_cndmask_b32_e32 v23, v29, v1, vcc
	v_fmamk_f32 v1, v23, 0x3fb8aa3b, v30
	v_add_f32_e32 v53, 0xcb400000, v1
	v_fmac_f32_e32 v23, 0xbf317218, v53
	v_mul_f32_e32 v3, 0x3102e308, v53
	v_add_f32_e32 v1, v23, v3
	v_fmamk_f32 v2, v1, 0x39500d01, v31
	v_fmaak_f32 v2, v2, v1, 0x3c088889
	v_fmaak_f32 v2, v2, v1, 0x3d2aaaab
	v_fmaak_f32 v2, v2, v1, 0x3e2aaaab
	v_fma_f32 v2, v2, v1, 0.5
	v_mul_f32_e32 v4, v1, v1
	v_mul_f32_e32 v4, v4, v2
	v_add_f32_e32 v2, v1, v4
	v_cmp_o_f32_e32 vcc, v53, v53
	v_sub_f32_e32 v5, v2, v1
	v_pk_add_f32 v[48:49], v[0:1], v[22:23] neg_lo:[0,1] neg_hi:[0,1]
	v_cndmask_b32_e32 v1, 0, v53, vcc
	v_add_f32_e32 v55, 1.0, v2
	v_cvt_i32_f32_e32 v1, v1
	v_sub_f32_e32 v54, v4, v5
	v_add_f32_e32 v4, -1.0, v55
	v_mov_b32_e32 v5, v49
	v_pk_add_f32 v[2:3], v[2:3], v[4:5] neg_lo:[0,1] neg_hi:[0,1]
	v_mul_f32_e32 v5, v50, v52
	v_add_f32_e32 v3, v3, v54
	v_add_f32_e32 v2, v2, v3
	v_ashrrev_i32_e32 v3, 1, v1
	v_add_f32_e32 v2, v55, v2
	v_sub_u32_e32 v1, v1, v3
	v_lshl_add_u32 v3, v3, 23, 1.0
	v_lshl_add_u32 v1, v1, 23, 1.0
	v_mul_f32_e32 v2, v2, v3
	v_mul_f32_e32 v1, v2, v1
	v_add_f32_e32 v2, 1.0, v1
	v_div_scale_f32 v3, s[4:5], v2, v2, 1.0
	v_rcp_f32_e32 v4, v3
	v_lshl_add_u32 v1, v51, 23, 1.0
	v_mul_f32_e32 v1, v5, v1
	v_fma_f32 v5, -v3, v4, 1.0
	v_fmac_f32_e32 v4, v5, v4
	v_div_scale_f32 v5, vcc, 1.0, v2, 1.0
	v_mul_f32_e32 v23, v5, v4
	v_fma_f32 v48, -v3, v23, v5
	v_fmac_f32_e32 v23, v48, v4
	v_fma_f32 v3, -v3, v23, v5
	v_div_fmas_f32 v3, v3, v4, v23
	v_cmp_gt_i32_e32 vcc, s15, v47
	s_and_b64 s[4:5], vcc, s[52:53]
	v_div_fixup_f32 v2, v3, v2, 1.0
	ds_write_b32 v39, v1
	ds_write_b32 v40, v2
	s_and_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB0_21
	v_mad_i64_i32 v[2:3], s[4:5], v47, s34, 0
	v_lshl_add_u64 v[2:3], v[2:3], 2, s[38:39]
	global_store_dword v[2:3], v1, off
.LBB0_21:
	s_or_b64 exec, exec, s[6:7]
	s_and_saveexec_b64 s[4:5], s[2:3]
	ds_write_b32 v42, v46
	s_or_b64 exec, exec, s[4:5]
	s_cmp_lt_i32 s60, 1
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_8
	s_ashr_i32 s2, s64, 31
	s_mul_i32 s3, s37, s64
	s_mul_i32 s2, s36, s2
	v_mov_b32_e32 v2, s64
	s_add_i32 s4, s2, s3
	v_mad_u64_u32 v[2:3], s[2:3], s36, v2, v[20:21]
	v_med3_i32 v1, s17, 1, 8
	v_add_u32_e32 v3, s4, v3
	s_movk_i32 s4, 0x2100
	s_mov_b32 s5, s64
	v_lshlrev_b32_e32 v5, 4, v25
	v_mov_b32_e32 v23, v27
	s_branch .LBB0_26
.LBB0_25:
	s_or_b64 exec, exec, s[2:3]
	v_add_u32_e32 v1, -1, v1
	v_cmp_eq_u32_e32 vcc, 0, v1
	v_add_u32_e32 v23, 32, v23
	v_add_u32_e32 v5, 0x200, v5
	s_add_i32 s4, s4, 4
	v_lshl_add_u64 v[2:3], v[2:3], 0, s[36:37]
	s_add_i32 s5, s5, 1
	s_cbranch_vccnz .LBB0_8
.LBB0_26:
	v_mov_b32_e32 v4, s4
	ds_read2_b32 v[54:55], v4 offset1:8
	s_waitcnt lgkmcnt(1)
	ds_read_b128 v[46:49], v5
	ds_read_b128 v[50:53], v5 offset:4096
	ds_read_b32 v56, v23
	s_waitcnt lgkmcnt(3)
	v_mov_b32_e32 v4, v55
	v_pk_mul_f32 v[6:7], v[6:7], v[4:5] op_sel_hi:[1,0]
	v_pk_mul_f32 v[8:9], v[8:9], v[4:5] op_sel_hi:[1,0]
	s_waitcnt lgkmcnt(2)
	v_mul_f32_e32 v4, v7, v47
	v_fmac_f32_e32 v4, v46, v6
	v_fmac_f32_e32 v4, v48, v8
	v_fmac_f32_e32 v4, v49, v9
	ds_bpermute_b32 v55, v33, v4
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v4, v4, v55
	ds_bpermute_b32 v55, v34, v4
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v4, v4, v55
	ds_bpermute_b32 v55, v35, v4
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v4, v4, v55
	ds_bpermute_b32 v55, v36, v4
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v4, v4, v55
	ds_bpermute_b32 v55, v37, v4
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v4, v4, v55
	v_sub_f32_e32 v4, v56, v4
	v_mul_f32_e32 v4, v54, v4
	v_pk_fma_f32 v[6:7], v[46:47], v[4:5], v[6:7] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[8:9], v[48:49], v[4:5], v[8:9] op_sel_hi:[1,0,1]
	v_mul_f32_e32 v46, v51, v7
	v_fmac_f32_e32 v46, v50, v6
	v_fmac_f32_e32 v46, v52, v8
	v_fmac_f32_e32 v46, v53, v9
	ds_bpermute_b32 v47, v33, v46
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v46, v46, v47
	ds_bpermute_b32 v47, v34, v46
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v46, v46, v47
	ds_bpermute_b32 v47, v35, v46
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v46, v46, v47
	ds_bpermute_b32 v47, v36, v46
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v46, v46, v47
	ds_bpermute_b32 v47, v37, v46
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_28
	s_add_i32 s6, s16, s5
	s_ashr_i32 s7, s6, 31
	s_mul_i32 s7, s18, s7
	s_mul_hi_u32 s8, s18, s6
	s_add_i32 s7, s8, s7
	s_mul_i32 s8, s19, s6
	s_add_i32 s7, s7, s8
	s_mul_i32 s6, s18, s6
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v46, v46, v47
	v_cvt_pk_bf16_f32 v48, v46, s0
	v_lshl_add_u64 v[46:47], s[6:7], 1, v[14:15]
	global_store_short v[46:47], v48, off
.LBB0_28:
	s_or_b64 exec, exec, s[2:3]
	s_cmp_lt_i32 s5, s15
	s_cselect_b64 s[2:3], -1, 0
	s_and_b64 s[6:7], s[2:3], s[54:55]
	s_and_saveexec_b64 s[2:3], s[6:7]
	s_cbranch_execz .LBB0_25
	global_store_dword v[2:3], v4, off
	s_branch .LBB0_25
.LBB0_30:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel gdn_verify_tuple_act_bf16_dt_f32_pool_bf16_bv8w4
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
		.amdhsa_next_free_sgpr 72
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
	.size	gdn_verify_tuple_act_bf16_dt_f32_pool_bf16_bv8w4, .Lfunc_end0-gdn_verify_tuple_act_bf16_dt_f32_pool_bf16_bv8w4

	.set gdn_verify_tuple_act_bf16_dt_f32_pool_bf16_bv8w4.num_vgpr, 80
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
    .name:           gdn_verify_tuple_act_bf16_dt_f32_pool_bf16_bv8w4
    .private_segment_fixed_size: 0
    .sgpr_count:     78
    .sgpr_spill_count: 0
    .symbol:         gdn_verify_tuple_act_bf16_dt_f32_pool_bf16_bv8w4.kd
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
