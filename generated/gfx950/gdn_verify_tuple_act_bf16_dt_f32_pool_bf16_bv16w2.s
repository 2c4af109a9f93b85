; deltagen generated file: do not edit. Regenerate with `cargo xtask gen`.
; kernel: gdn_verify  instance: gdn_verify_tuple_act_bf16_dt_f32_pool_bf16_bv16w2  arch: gfx950
; profile=portable  mode=tuple  act_dtype=bf16  dt_bias_dtype=f32  pool_dtype=bf16  tile=bv16w2  lanes_per_column=8  requests=>1
; ir-sha256: 964a9f9b7ace4bf8284e494f5d3b231c61b3b29c9e8156d6cf3a9ca4488c74d4
; llvm: 22.1  pipeline: default<O3>  ld.lld: LLVM 22.1
	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 6
	.text
	.globl	gdn_verify_tuple_act_bf16_dt_f32_pool_bf16_bv16w2
	.p2align	8
	.type	gdn_verify_tuple_act_bf16_dt_f32_pool_bf16_bv16w2,@function
gdn_verify_tuple_act_bf16_dt_f32_pool_bf16_bv16w2:
	s_load_dwordx8 s[20:27], s[0:1], 0x4
	s_mov_b32 s28, s3
	s_ashr_i32 s4, s2, 31
	s_lshr_b32 s4, s4, 29
	s_add_i32 s40, s2, s4
	s_waitcnt lgkmcnt(0)
	s_max_i32 s3, s22, 1
	v_cvt_f32_u32_e32 v1, s3
	s_and_b32 s4, s40, -8
	s_sub_i32 s65, s2, s4
	s_sub_i32 s4, 0, s3
	v_rcp_iflag_f32_e32 v1, v1
	s_abs_i32 s2, s23
	s_ashr_i32 s60, s40, 3
	s_ashr_i32 s27, s23, 31
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v7, v6
	v_and_b32_e32 v34, 7, v0
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
	s_load_dwordx16 s[44:59], s[0:1], 0x60
	s_load_dwordx16 s[4:19], s[0:1], 0x20
	s_xor_b32 s2, s2, s27
	s_sub_i32 s2, s2, s27
	s_ashr_i32 s61, s60, 31
	s_max_i32 s67, s2, 1
	s_lshl_b64 s[2:3], s[60:61], 2
	s_waitcnt lgkmcnt(0)
	s_add_u32 s30, s50, s2
	s_addc_u32 s31, s51, s3
	s_add_u32 s34, s52, s2
	s_addc_u32 s35, s53, s3
	s_ashr_i32 s29, s28, 31
	s_lshl_b64 s[42:43], s[28:29], 2
	s_add_u32 s4, s4, s42
	s_addc_u32 s5, s5, s43
	s_load_dword s33, s[4:5], 0x0
	v_cvt_f32_u32_e32 v1, s67
	v_mov_b64_e32 v[10:11], v[6:7]
	v_mov_b64_e32 v[8:9], v[6:7]
	v_mov_b64_e32 v[16:17], v[6:7]
	s_waitcnt lgkmcnt(0)
	s_cmp_gt_i32 s33, -1
	s_cselect_b64 s[4:5], -1, 0
	s_cmp_lt_i32 s33, s21
	s_cselect_b64 s[36:37], -1, 0
	s_and_b64 s[4:5], s[4:5], s[36:37]
	s_add_u32 s6, s6, s42
	s_addc_u32 s7, s7, s43
	s_load_dwordx2 s[28:29], s[6:7], 0x0
	v_rcp_iflag_f32_e32 v2, v1
	v_lshrrev_b32_e32 v1, 3, v0
	v_mov_b64_e32 v[14:15], v[6:7]
	v_mov_b64_e32 v[18:19], v[6:7]
	s_waitcnt lgkmcnt(0)
	s_cmp_gt_i32 s28, -1
	s_cselect_b64 s[6:7], -1, 0
	s_cmp_ge_i32 s29, s28
	s_cselect_b64 s[38:39], -1, 0
	s_cmp_le_i32 s29, s20
	s_cselect_b64 s[20:21], -1, 0
	s_and_b64 s[6:7], s[6:7], s[38:39]
	s_sub_i32 s29, s29, s28
	s_and_b64 s[20:21], s[20:21], s[6:7]
	s_cmp_le_i32 s29, s25
	s_cselect_b64 s[38:39], -1, 0
	s_and_b64 s[6:7], s[38:39], s[20:21]
	s_and_b64 s[50:51], s[4:5], s[6:7]
	s_add_u32 s4, s8, s42
	v_mul_f32_e32 v2, 0x4f7ffffe, v2
	s_addc_u32 s5, s9, s43
	v_cvt_u32_f32_e32 v3, v2
	s_load_dword s66, s[4:5], 0x0
	v_lshl_or_b32 v2, s65, 4, v1
	s_lshl_b64 s[4:5], s[60:61], 7
	v_readfirstlane_b32 s41, v3
	v_ashrrev_i32_e32 v3, 31, v2
	s_andn2_b64 vcc, exec, s[50:51]
	v_mov_b64_e32 v[12:13], v[6:7]
	v_mov_b64_e32 v[20:21], v[6:7]
	s_cbranch_vccnz .LBB0_2
	s_mul_i32 s8, s13, s33
	s_mul_hi_u32 s9, s12, s33
	s_add_i32 s9, s9, s8
	s_mul_i32 s8, s12, s33
	s_lshl_b64 s[8:9], s[8:9], 1
	v_lshl_add_u64 v[4:5], s[4:5], 0, v[2:3]
	s_add_u32 s8, s10, s8
	s_addc_u32 s9, s11, s9
	v_lshlrev_b64 v[4:5], 8, v[4:5]
	v_lshl_add_u64 v[4:5], s[8:9], 0, v[4:5]
	v_lshlrev_b32_e32 v8, 3, v34
	v_mov_b32_e32 v9, v6
	v_lshl_add_u64 v[4:5], v[4:5], 0, v[8:9]
	global_load_dwordx2 v[6:7], v[4:5], off
	global_load_dwordx2 v[8:9], v[4:5], off offset:64
	global_load_dwordx2 v[10:11], v[4:5], off offset:128
	s_nop 0
	global_load_dwordx2 v[4:5], v[4:5], off offset:192
	s_waitcnt vmcnt(3)
	v_and_b32_e32 v13, 0xffff0000, v6
	v_lshlrev_b32_e32 v12, 16, v6
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
	v_and_b32_e32 v25, 0xffff0000, v4
	v_lshlrev_b32_e32 v24, 16, v4
	v_and_b32_e32 v27, 0xffff0000, v5
	v_lshlrev_b32_e32 v26, 16, v5
	v_pk_add_f32 v[6:7], v[12:13], 0 op_sel_hi:[1,0]
	v_pk_add_f32 v[10:11], v[14:15], 0 op_sel_hi:[1,0]
	v_pk_add_f32 v[8:9], v[16:17], 0 op_sel_hi:[1,0]
	v_pk_add_f32 v[16:17], v[18:19], 0 op_sel_hi:[1,0]
	v_pk_add_f32 v[14:15], v[20:21], 0 op_sel_hi:[1,0]
	v_pk_add_f32 v[18:19], v[22:23], 0 op_sel_hi:[1,0]
	v_pk_add_f32 v[12:13], v[24:25], 0 op_sel_hi:[1,0]
	v_pk_add_f32 v[20:21], v[26:27], 0 op_sel_hi:[1,0]
.LBB0_2:
	s_xor_b64 s[8:9], s[38:39], -1
	s_xor_b64 s[10:11], s[20:21], -1
	s_and_b64 s[8:9], s[20:21], s[8:9]
	s_and_b64 s[8:9], s[8:9], exec
	s_cselect_b32 s12, 2, 0
	s_and_b64 s[8:9], s[36:37], exec
	s_cselect_b32 s13, 0, 4
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_i32 s66, s24
	s_cselect_b64 s[8:9], -1, 0
	v_cndmask_b32_e64 v4, 0, 1, s[10:11]
	s_and_b64 s[10:11], s[8:9], exec
	s_cselect_b32 s10, 0, 8
	s_or_b32 s10, s10, s13
	v_readfirstlane_b32 s11, v4
	s_or_b32 s10, s10, s11
	s_or_b32 s12, s10, s12
	s_load_dword s33, s[30:31], 0x0
	s_load_dword s62, s[34:35], 0x0
	s_cmp_eq_u32 s12, 0
	s_cselect_b64 s[10:11], -1, 0
	s_cmp_eq_u32 s26, 0
	s_cselect_b64 s[20:21], -1, 0
	s_or_b64 s[10:11], s[20:21], s[10:11]
	s_and_b64 vcc, exec, s[10:11]
	s_cbranch_vccnz .LBB0_6
	v_mbcnt_lo_u32_b32 v4, exec_lo, 0
	v_mbcnt_hi_u32_b32 v4, exec_hi, v4
	v_cmp_eq_u32_e32 vcc, 0, v4
	s_and_saveexec_b64 s[10:11], vcc
	s_cbranch_execz .LBB0_5
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v5, s12
	global_atomic_or v4, v5, s[14:15]
.LBB0_5:
	s_or_b64 exec, exec, s[10:11]
.LBB0_6:
	s_and_b64 s[6:7], s[6:7], exec
	s_cselect_b32 s24, s29, 0
	s_add_i32 s6, s24, 7
	s_cmp_lt_i32 s6, 8
	s_mov_b32 s63, 0
	s_cbranch_scc1 .LBB0_65
	s_sub_i32 s7, 0, s67
	s_mul_i32 s7, s7, s41
	s_mul_hi_u32 s7, s41, s7
	s_add_i32 s41, s41, s7
	s_ashr_i32 s7, s6, 31
	s_lshr_b32 s7, s7, 29
	s_add_i32 s6, s6, s7
	s_abs_i32 s10, s60
	s_ashr_i32 s26, s40, 31
	s_ashr_i32 s64, s6, 3
	s_lshl_b64 s[4:5], s[4:5], 1
	s_add_u32 s6, s44, s4
	s_addc_u32 s7, s45, s5
	v_lshlrev_b64 v[4:5], 1, v[2:3]
	v_lshl_add_u64 v[22:23], s[6:7], 0, v[4:5]
	s_lshl_b64 s[6:7], s[60:61], 1
	s_add_u32 s20, s46, s6
	s_addc_u32 s21, s47, s7
	s_mul_hi_u32 s11, s10, s41
	s_add_u32 s30, s48, s6
	s_addc_u32 s31, s49, s7
	s_load_dwordx16 s[36:51], s[0:1], 0xa0
	s_load_dwordx2 s[6:7], s[0:1], 0xe0
	s_load_dwordx4 s[12:15], s[0:1], 0xe8
	s_mul_i32 s0, s11, s67
	s_sub_i32 s0, s10, s0
	s_add_i32 s1, s11, 1
	s_sub_i32 s10, s0, s67
	s_cmp_ge_u32 s0, s67
	s_cselect_b32 s1, s1, s11
	s_cselect_b32 s0, s10, s0
	s_add_i32 s10, s1, 1
	s_cmp_ge_u32 s0, s67
	s_cselect_b32 s10, s10, s1
	s_waitcnt lgkmcnt(0)
	v_div_scale_f32 v24, s[0:1], s13, s13, 1.0
	v_rcp_f32_e32 v25, v24
	s_xor_b32 s0, s10, s26
	s_sub_i32 s0, s0, s26
	s_ashr_i32 s1, s0, 31
	v_fma_f32 v26, -v24, v25, 1.0
	v_fmac_f32_e32 v25, v26, v25
	v_div_scale_f32 v26, vcc, 1.0, s13, 1.0
	s_mov_b32 s26, s23
	s_ashr_i32 s23, s22, 31
	v_mul_f32_e32 v27, v26, v25
	s_cmp_gt_i32 s66, -1
	v_fma_f32 v28, -v24, v27, v26
	s_cselect_b64 s[10:11], -1, 0
	v_fmac_f32_e32 v27, v28, v25
	s_and_b64 s[8:9], s[10:11], s[8:9]
	s_mul_i32 s10, s0, s67
	v_fma_f32 v24, -v24, v27, v26
	s_sub_i32 s10, s60, s10
	v_div_fmas_f32 v24, v24, v25, v27
	s_or_b32 s10, s10, s65
	v_div_fixup_f32 v36, v24, s13, 1.0
	s_cmp_eq_u32 s10, 0
	v_mov_b32_e32 v24, 0x2000
	s_cselect_b64 s[10:11], -1, 0
	s_cmp_eq_u32 s65, 0
	v_lshl_or_b32 v37, v1, 2, v24
	v_lshlrev_b32_e32 v1, 2, v0
	s_cselect_b64 s[68:69], -1, 0
	v_and_b32_e32 v26, 0x7c, v1
	s_lshl_b64 s[34:35], s[0:1], 7
	v_or_b32_e32 v24, s34, v26
	s_mul_i32 s15, s51, s66
	s_mul_hi_u32 s34, s50, s66
	v_mov_b32_e32 v25, s35
	s_add_i32 s35, s34, s15
	s_mul_i32 s34, s50, s66
	s_lshl_b64 s[22:23], s[22:23], 7
	s_lshl_b64 s[34:35], s[34:35], 2
	s_add_u32 s15, s58, s34
	s_addc_u32 s34, s59, s35
	s_lshl_b64 s[0:1], s[0:1], 9
	s_add_u32 s0, s15, s0
	v_bfrev_b32_e32 v27, 0.5
	v_lshlrev_b32_e32 v28, 2, v26
	s_addc_u32 s1, s34, s1
	v_mov_b32_e32 v29, 0
	v_bitop3_b32 v39, v1, 64, v27 bitop3:0x6c
	v_bitop3_b32 v40, v1, 32, v27 bitop3:0x6c
	v_bitop3_b32 v41, v1, 16, v27 bitop3:0x6c
	v_bitop3_b32 v42, v1, 8, v27 bitop3:0x6c
	v_bitop3_b32 v43, v1, 4, v27 bitop3:0x6c
	v_lshl_add_u64 v[26:27], s[0:1], 0, v[28:29]
	s_mul_i32 s0, s7, s66
	s_mul_hi_u32 s1, s6, s66
	s_add_i32 s1, s1, s0
	s_mul_i32 s0, s6, s66
	s_lshl_b64 s[0:1], s[0:1], 2
	s_add_u32 s0, s36, s0
	s_addc_u32 s1, s37, s1
	s_add_u32 s34, s0, s2
	s_addc_u32 s35, s1, s3
	v_lshrrev_b32_e32 v35, 5, v0
	s_add_u32 s0, s54, s4
	v_or_b32_e32 v38, 4, v35
	s_addc_u32 s1, s55, s5
	s_mul_i32 s2, s49, s66
	s_mul_hi_u32 s3, s48, s66
	v_lshl_or_b32 v44, v35, 9, v28
	v_lshl_or_b32 v45, v38, 9, v28
	v_lshl_add_u64 v[28:29], s[0:1], 0, v[4:5]
	v_cmp_eq_u32_e64 s[0:1], 0, v34
	s_add_i32 s3, s3, s2
	s_mul_i32 s2, s48, s66
	s_lshl_b64 s[36:37], s[26:27], 7
	s_and_b64 s[52:53], s[8:9], s[10:11]
	s_and_b64 s[54:55], s[68:69], s[8:9]
	s_and_b64 s[58:59], s[8:9], s[0:1]
	s_lshl_b64 s[2:3], s[2:3], 2
	s_lshl_b64 s[4:5], s[60:61], 9
	s_add_u32 s2, s2, s4
	s_addc_u32 s3, s3, s5
	s_add_u32 s2, s56, s2
	v_add_u32_e32 v46, 0x2220, v1
	v_or_b32_e32 v47, 0x2200, v1
	v_lshlrev_b32_e32 v1, 6, v34
	s_addc_u32 s3, s57, s3
	s_mov_b32 s50, s12
	s_mov_b32 s51, s12
	v_lshl_add_u64 v[30:31], v[2:3], 2, s[2:3]
	s_lshl_b64 s[48:49], s[26:27], 9
	s_mov_b32 s12, 0xf800000
	v_mov_b32_e32 v48, 0x260
	s_mov_b32 s15, 0xc2d00000
	s_mov_b32 s27, 0x42b20000
	v_mov_b32_e32 v49, 0x4b400000
	v_mov_b32_e32 v50, 0x3ab60b61
	s_mov_b32 s60, 0x800000
	s_mov_b32 s61, 0x7f800000
	v_add_u32_e32 v51, v37, v1
	v_mov_b32_e32 v52, 0xc2d00000
	v_mov_b32_e32 v53, 0x42b20000
	v_mov_b32_e32 v32, -1.0
	s_mov_b32 s65, 0
	s_branch .LBB0_9
.LBB0_8:
	s_add_i32 s65, s65, 1
	s_add_i32 s29, s29, -8
	s_add_i32 s63, s63, 8
	s_cmp_eq_u32 s65, s64
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_65
.LBB0_9:
	s_lshl_b32 s67, s65, 3
	s_sub_i32 s66, s24, s67
	v_mov_b32_e32 v33, 0
	v_cmp_gt_i32_e64 s[2:3], s66, v34
	v_mov_b32_e32 v54, v33
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_11
	v_add_u32_e32 v1, s28, v34
	v_add_u32_e32 v1, s67, v1
	v_ashrrev_i32_e32 v2, 31, v1
	v_mul_lo_u32 v4, s42, v2
	v_mul_lo_u32 v5, s43, v1
	v_mad_u64_u32 v[2:3], s[6:7], s42, v1, 0
	v_add3_u32 v3, v3, v4, v5
	v_lshl_add_u64 v[2:3], v[2:3], 1, v[22:23]
	global_load_ushort v1, v[2:3], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v54, 16, v1
.LBB0_11:
	s_or_b64 exec, exec, s[4:5]
	v_add_u32_e32 v55, s67, v0
	s_min_i32 s8, s66, 8
	v_add_u32_e32 v2, s28, v55
	v_cmp_gt_i32_e64 s[4:5], s8, v0
	v_ashrrev_i32_e32 v1, 31, v2
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB0_13
	v_mul_lo_u32 v3, s45, v2
	v_mul_lo_u32 v33, s44, v1
	v_mad_u64_u32 v[4:5], s[10:11], s44, v2, 0
	v_add3_u32 v5, v5, v33, v3
	v_lshl_add_u64 v[4:5], v[4:5], 1, s[20:21]
	global_load_ushort v3, v[4:5], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v33, 16, v3
.LBB0_13:
	s_or_b64 exec, exec, s[6:7]
	v_mov_b32_e32 v62, 0
	v_mov_b32_e32 v56, v62
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB0_15
	v_mul_lo_u32 v4, s47, v2
	v_mul_lo_u32 v1, s46, v1
	v_mad_u64_u32 v[2:3], s[10:11], s46, v2, 0
	v_add3_u32 v3, v3, v1, v4
	v_lshl_add_u64 v[2:3], v[2:3], 1, s[30:31]
	global_load_ushort v1, v[2:3], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v56, 16, v1
.LBB0_15:
	s_or_b64 exec, exec, s[6:7]
	v_add_u32_e32 v59, s67, v35
	v_add_u32_e32 v2, s28, v59
	v_ashrrev_i32_e32 v1, 31, v2
	v_mul_lo_u32 v3, s38, v1
	v_mul_lo_u32 v57, s39, v2
	v_mad_u64_u32 v[4:5], s[6:7], s38, v2, v[24:25]
	v_cmp_gt_i32_e32 vcc, s8, v35
	v_add3_u32 v5, v57, v5, v3
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_17
	v_lshl_add_u64 v[60:61], v[4:5], 1, s[16:17]
	global_load_ushort v3, v[60:61], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v62, 16, v3
.LBB0_17:
	s_or_b64 exec, exec, s[6:7]
	v_mov_b32_e32 v64, 0
	v_mov_b32_e32 v68, v64
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_19
	v_lshl_add_u64 v[60:61], v[4:5], 1, s[16:17]
	global_load_ushort v3, v[60:61], off offset:2
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v68, 16, v3
.LBB0_19:
	s_or_b64 exec, exec, s[6:7]
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_21
	v_lshl_add_u64 v[60:61], v[4:5], 1, s[16:17]
	global_load_ushort v3, v[60:61], off offset:4
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v64, 16, v3
.LBB0_21:
	s_or_b64 exec, exec, s[6:7]
	v_mov_b32_e32 v69, 0
	v_mov_b32_e32 v66, v69
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_23
	v_lshl_add_u64 v[4:5], v[4:5], 1, s[16:17]
	global_load_ushort v3, v[4:5], off offset:6
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v66, 16, v3
.LBB0_23:
	s_or_b64 exec, exec, s[6:7]
	v_mad_u64_u32 v[4:5], s[6:7], s40, v2, v[24:25]
	v_mul_lo_u32 v1, s40, v1
	v_mul_lo_u32 v3, s41, v2
	v_add3_u32 v5, v3, v5, v1
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_25
	v_lshl_add_u64 v[60:61], v[4:5], 1, s[18:19]
	global_load_ushort v1, v[60:61], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v69, 16, v1
.LBB0_25:
	s_or_b64 exec, exec, s[6:7]
	v_mov_b32_e32 v70, 0
	v_mov_b32_e32 v3, v70
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_27
	v_lshl_add_u64 v[60:61], v[4:5], 1, s[18:19]
	global_load_ushort v1, v[60:61], off offset:2
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v3, 16, v1
.LBB0_27:
	s_or_b64 exec, exec, s[6:7]
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_29
	v_lshl_add_u64 v[60:61], v[4:5], 1, s[18:19]
	global_load_ushort v1, v[60:61], off offset:4
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v70, 16, v1
.LBB0_29:
	s_or_b64 exec, exec, s[6:7]
	v_mov_b32_e32 v57, 0
	v_mov_b32_e32 v71, v57
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_31
	v_lshl_add_u64 v[4:5], v[4:5], 1, s[18:19]
	global_load_ushort v1, v[4:5], off offset:6
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v71, 16, v1
.LBB0_31:
	s_or_b64 exec, exec, s[6:7]
	v_add_u32_e32 v2, 4, v2
	v_ashrrev_i32_e32 v1, 31, v2
	v_cmp_gt_i32_e64 s[6:7], s8, v38
	v_mul_lo_u32 v58, s38, v1
	v_mul_lo_u32 v60, s39, v2
	v_mad_u64_u32 v[4:5], s[8:9], s38, v2, v[24:25]
	v_add3_u32 v5, v60, v5, v58
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB0_33
	v_lshl_add_u64 v[60:61], v[4:5], 1, s[16:17]
	global_load_ushort v57, v[60:61], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v57, 16, v57
.LBB0_33:
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32_e32 v58, 0
	v_mov_b32_e32 v61, v58
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB0_35
	v_lshl_add_u64 v[60:61], v[4:5], 1, s[16:17]
	global_load_ushort v60, v[60:61], off offset:2
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v61, 16, v60
.LBB0_35:
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB0_37
	v_lshl_add_u64 v[72:73], v[4:5], 1, s[16:17]
	global_load_ushort v58, v[72:73], off offset:4
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v58, 16, v58
.LBB0_37:
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32_e32 v63, 0
	v_mov_b32_e32 v60, v63
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB0_39
	v_lshl_add_u64 v[4:5], v[4:5], 1, s[16:17]
	global_load_ushort v4, v[4:5], off offset:6
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v60, 16, v4
.LBB0_39:
	s_or_b64 exec, exec, s[8:9]
	v_mad_u64_u32 v[4:5], s[8:9], s40, v2, v[24:25]
	v_mul_lo_u32 v1, s40, v1
	v_mul_lo_u32 v2, s41, v2
	v_add3_u32 v5, v2, v5, v1
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB0_41
	v_lshl_add_u64 v[72:73], v[4:5], 1, s[18:19]
	global_load_ushort v1, v[72:73], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v63, 16, v1
.LBB0_41:
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v67, v1
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execnz .LBB0_45
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execnz .LBB0_46
.LBB0_43:
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32_e32 v65, 0
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execnz .LBB0_47
.LBB0_44:
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[56:57], vcc
	s_cbranch_execnz .LBB0_48
	s_branch .LBB0_50
.LBB0_45:
	v_lshl_add_u64 v[72:73], v[4:5], 1, s[18:19]
	global_load_ushort v2, v[72:73], off offset:2
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v67, 16, v2
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB0_43
.LBB0_46:
	v_lshl_add_u64 v[72:73], v[4:5], 1, s[18:19]
	global_load_ushort v1, v[72:73], off offset:4
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v1, 16, v1
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32_e32 v65, 0
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB0_44
.LBB0_47:
	v_lshl_add_u64 v[4:5], v[4:5], 1, s[18:19]
	global_load_ushort v2, v[4:5], off offset:6
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v65, 16, v2
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[56:57], vcc
	s_cbranch_execz .LBB0_50
.LBB0_48:
	v_mul_f32_e32 v2, v68, v68
	v_fmac_f32_e32 v2, v62, v62
	v_mul_f32_e32 v5, v3, v3
	v_fmac_f32_e32 v2, v64, v64
	v_fmac_f32_e32 v5, v69, v69
	v_fmac_f32_e32 v2, v66, v66
	v_fmac_f32_e32 v5, v70, v70
	ds_bpermute_b32 v4, v39, v2
	v_fmac_f32_e32 v5, v71, v71
	ds_bpermute_b32 v72, v39, v5
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v2, v2, v4
	ds_bpermute_b32 v4, v40, v2
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v5, v5, v72
	ds_bpermute_b32 v72, v40, v5
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v2, v2, v4
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v4, v5, v72
	ds_bpermute_b32 v5, v41, v2
	ds_bpermute_b32 v72, v41, v4
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v2, v2, v5
	ds_bpermute_b32 v5, v42, v2
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v4, v4, v72
	ds_bpermute_b32 v72, v42, v4
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v2, v2, v5
	ds_bpermute_b32 v5, v43, v2
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v4, v4, v72
	ds_bpermute_b32 v72, v43, v4
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v2, v2, v5
	v_add_f32_e32 v2, 0x358637bd, v2
	v_mul_f32_e32 v5, 0x4f800000, v2
	v_cmp_gt_f32_e32 vcc, s12, v2
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v4, v4, v72
	v_add_f32_e32 v4, 0x358637bd, v4
	v_cndmask_b32_e32 v2, v2, v5, vcc
	v_sqrt_f32_e32 v5, v2
	v_mul_f32_e32 v72, 0x4f800000, v4
	v_cmp_gt_f32_e64 s[8:9], s12, v4
	v_add_u32_e32 v73, -1, v5
	s_nop 0
	v_cndmask_b32_e64 v4, v4, v72, s[8:9]
	v_sqrt_f32_e32 v72, v4
	v_add_u32_e32 v74, 1, v5
	v_fma_f32 v75, -v73, v5, v2
	v_fma_f32 v76, -v74, v5, v2
	v_cmp_ge_f32_e64 s[10:11], 0, v75
	s_nop 1
	v_cndmask_b32_e64 v5, v5, v73, s[10:11]
	v_cmp_lt_f32_e64 s[10:11], 0, v76
	s_nop 1
	v_cndmask_b32_e64 v5, v5, v74, s[10:11]
	v_add_u32_e32 v74, -1, v72
	v_fma_f32 v75, -v74, v72, v4
	v_cmp_ge_f32_e64 s[10:11], 0, v75
	v_add_u32_e32 v75, 1, v72
	v_mul_f32_e32 v73, 0x37800000, v5
	v_cndmask_b32_e64 v74, v72, v74, s[10:11]
	v_fma_f32 v72, -v75, v72, v4
	v_cmp_lt_f32_e64 s[10:11], 0, v72
	v_cndmask_b32_e32 v5, v5, v73, vcc
	v_cmp_class_f32_e32 vcc, v2, v48
	v_cndmask_b32_e64 v72, v74, v75, s[10:11]
	v_mul_f32_e32 v74, 0x37800000, v72
	v_cndmask_b32_e64 v72, v72, v74, s[8:9]
	v_cmp_class_f32_e64 s[8:9], v4, v48
	v_cndmask_b32_e32 v73, v5, v2, vcc
	s_nop 0
	v_cndmask_b32_e64 v4, v72, v4, s[8:9]
	v_div_scale_f32 v72, s[8:9], v4, v4, v3
	v_rcp_f32_e32 v74, v72
	s_nop 0
	v_fma_f32 v2, -v72, v74, 1.0
	v_fmac_f32_e32 v74, v2, v74
	v_div_scale_f32 v2, vcc, v3, v4, v3
	v_mul_f32_e32 v5, v2, v74
	v_fma_f32 v75, -v72, v5, v2
	v_fmac_f32_e32 v5, v75, v74
	v_fma_f32 v2, -v72, v5, v2
	v_div_scale_f32 v72, s[8:9], v4, v4, v69
	v_rcp_f32_e32 v75, v72
	v_div_fmas_f32 v2, v2, v74, v5
	v_div_fixup_f32 v3, v2, v4, v3
	v_fma_f32 v2, -v72, v75, 1.0
	v_fmac_f32_e32 v75, v2, v75
	v_div_scale_f32 v2, vcc, v69, v4, v69
	v_mul_f32_e32 v5, v2, v75
	v_fma_f32 v74, -v72, v5, v2
	v_fmac_f32_e32 v5, v74, v75
	v_fma_f32 v2, -v72, v5, v2
	v_div_scale_f32 v72, s[8:9], v4, v4, v71
	v_rcp_f32_e32 v74, v72
	v_div_fmas_f32 v2, v2, v75, v5
	v_div_fixup_f32 v2, v2, v4, v69
	v_fma_f32 v5, -v72, v74, 1.0
	v_fmac_f32_e32 v74, v5, v74
	v_div_scale_f32 v5, vcc, v71, v4, v71
	v_mul_f32_e32 v69, v5, v74
	v_fma_f32 v75, -v72, v69, v5
	v_fmac_f32_e32 v69, v75, v74
	v_fma_f32 v5, -v72, v69, v5
	v_div_scale_f32 v72, s[8:9], v4, v4, v70
	v_rcp_f32_e32 v75, v72
	v_div_fmas_f32 v5, v5, v74, v69
	v_div_fixup_f32 v5, v5, v4, v71
	v_fma_f32 v69, -v72, v75, 1.0
	v_fmac_f32_e32 v75, v69, v75
	v_div_scale_f32 v69, vcc, v70, v4, v70
	v_mul_f32_e32 v71, v69, v75
	v_fma_f32 v74, -v72, v71, v69
	v_fmac_f32_e32 v71, v74, v75
	v_fma_f32 v69, -v72, v71, v69
	v_div_scale_f32 v72, s[8:9], v73, v73, v68
	v_rcp_f32_e32 v74, v72
	v_div_fmas_f32 v69, v69, v75, v71
	v_div_fixup_f32 v4, v69, v4, v70
	v_fma_f32 v69, -v72, v74, 1.0
	v_fmac_f32_e32 v74, v69, v74
	v_div_scale_f32 v69, vcc, v68, v73, v68
	v_mul_f32_e32 v70, v69, v74
	v_fma_f32 v71, -v72, v70, v69
	v_fmac_f32_e32 v70, v71, v74
	v_div_scale_f32 v71, s[8:9], v73, v73, v62
	v_fma_f32 v69, -v72, v70, v69
	v_rcp_f32_e32 v72, v71
	v_div_fmas_f32 v69, v69, v74, v70
	v_div_fixup_f32 v69, v69, v73, v68
	v_fma_f32 v68, -v71, v72, 1.0
	v_fmac_f32_e32 v72, v68, v72
	v_div_scale_f32 v68, vcc, v62, v73, v62
	v_mul_f32_e32 v70, v68, v72
	v_fma_f32 v74, -v71, v70, v68
	v_fmac_f32_e32 v70, v74, v72
	v_fma_f32 v68, -v71, v70, v68
	v_div_scale_f32 v71, s[8:9], v73, v73, v66
	v_rcp_f32_e32 v74, v71
	v_div_fmas_f32 v68, v68, v72, v70
	v_div_fixup_f32 v68, v68, v73, v62
	v_pk_mul_f32 v[68:69], s[50:51], v[68:69]
	v_fma_f32 v62, -v71, v74, 1.0
	v_fmac_f32_e32 v74, v62, v74
	v_div_scale_f32 v62, vcc, v66, v73, v66
	v_mul_f32_e32 v70, v62, v74
	v_fma_f32 v72, -v71, v70, v62
	v_fmac_f32_e32 v70, v72, v74
	v_div_scale_f32 v72, s[8:9], v73, v73, v64
	v_rcp_f32_e32 v75, v72
	v_fma_f32 v62, -v71, v70, v62
	v_div_fmas_f32 v62, v62, v74, v70
	v_div_fixup_f32 v71, v62, v73, v66
	v_fma_f32 v62, -v72, v75, 1.0
	v_fmac_f32_e32 v75, v62, v75
	v_div_scale_f32 v62, vcc, v64, v73, v64
	v_mul_f32_e32 v66, v62, v75
	v_fma_f32 v70, -v72, v66, v62
	v_fmac_f32_e32 v66, v70, v75
	v_fma_f32 v62, -v72, v66, v62
	v_div_fmas_f32 v62, v62, v75, v66
	v_div_fixup_f32 v70, v62, v73, v64
	v_cmp_gt_i32_e32 vcc, s25, v59
	v_pk_mul_f32 v[70:71], s[50:51], v[70:71]
	v_or_b32_e32 v62, 0x1000, v44
	s_and_b64 s[8:9], vcc, s[52:53]
	ds_write_b128 v62, v[68:71]
	ds_write_b128 v44, v[2:5]
	s_and_b64 exec, exec, s[8:9]
	s_cbranch_execz .LBB0_50
	v_ashrrev_i32_e32 v62, 31, v59
	v_mul_lo_u32 v64, s23, v59
	v_mul_lo_u32 v62, s22, v62
	v_mad_u64_u32 v[68:69], s[8:9], s22, v59, 0
	v_add3_u32 v69, v69, v62, v64
	v_lshl_add_u64 v[68:69], v[68:69], 2, v[26:27]
	global_store_dwordx4 v[68:69], v[2:5], off
.LBB0_50:
	s_or_b64 exec, exec, s[56:57]
	s_and_saveexec_b64 s[10:11], s[6:7]
	s_cbranch_execz .LBB0_53
	v_mul_f32_e32 v2, v61, v61
	v_fmac_f32_e32 v2, v57, v57
	v_mul_f32_e32 v4, v67, v67
	v_fmac_f32_e32 v2, v58, v58
	v_fmac_f32_e32 v4, v63, v63
	v_fmac_f32_e32 v2, v60, v60
	v_fmac_f32_e32 v4, v1, v1
	ds_bpermute_b32 v3, v39, v2
	v_fmac_f32_e32 v4, v65, v65
	ds_bpermute_b32 v5, v39, v4
	v_add_u32_e32 v59, 4, v59
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v2, v2, v3
	ds_bpermute_b32 v3, v40, v2
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v4, v4, v5
	ds_bpermute_b32 v5, v40, v4
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v2, v2, v3
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v3, v4, v5
	ds_bpermute_b32 v4, v41, v2
	ds_bpermute_b32 v5, v41, v3
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v2, v2, v4
	ds_bpermute_b32 v4, v42, v2
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v3, v3, v5
	ds_bpermute_b32 v5, v42, v3
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v2, v2, v4
	ds_bpermute_b32 v4, v43, v2
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v3, v3, v5
	ds_bpermute_b32 v5, v43, v3
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v2, v2, v4
	v_add_f32_e32 v2, 0x358637bd, v2
	v_mul_f32_e32 v4, 0x4f800000, v2
	v_cmp_gt_f32_e32 vcc, s12, v2
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v3, v3, v5
	v_add_f32_e32 v3, 0x358637bd, v3
	v_cndmask_b32_e32 v2, v2, v4, vcc
	v_sqrt_f32_e32 v4, v2
	v_mul_f32_e32 v5, 0x4f800000, v3
	v_cmp_gt_f32_e64 s[6:7], s12, v3
	v_add_u32_e32 v62, 1, v4
	s_nop 0
	v_cndmask_b32_e64 v3, v3, v5, s[6:7]
	v_add_u32_e32 v5, -1, v4
	v_fma_f32 v64, -v5, v4, v2
	v_cmp_ge_f32_e64 s[8:9], 0, v64
	v_fma_f32 v66, -v62, v4, v2
	s_nop 0
	v_cndmask_b32_e64 v4, v4, v5, s[8:9]
	v_sqrt_f32_e32 v5, v3
	v_cmp_lt_f32_e64 s[8:9], 0, v66
	v_add_u32_e32 v64, -1, v5
	v_fma_f32 v66, -v64, v5, v3
	v_cndmask_b32_e64 v4, v4, v62, s[8:9]
	v_cmp_ge_f32_e64 s[8:9], 0, v66
	v_add_u32_e32 v66, 1, v5
	v_mul_f32_e32 v62, 0x37800000, v4
	v_cndmask_b32_e64 v64, v5, v64, s[8:9]
	v_fma_f32 v5, -v66, v5, v3
	v_cmp_lt_f32_e64 s[8:9], 0, v5
	v_cndmask_b32_e32 v4, v4, v62, vcc
	v_cmp_class_f32_e32 vcc, v2, v48
	v_cndmask_b32_e64 v5, v64, v66, s[8:9]
	v_mul_f32_e32 v64, 0x37800000, v5
	v_cndmask_b32_e64 v5, v5, v64, s[6:7]
	v_cmp_class_f32_e64 s[6:7], v3, v48
	v_cndmask_b32_e32 v66, v4, v2, vcc
	s_nop 0
	v_cndmask_b32_e64 v64, v5, v3, s[6:7]
	v_div_scale_f32 v3, s[6:7], v64, v64, v67
	v_rcp_f32_e32 v5, v3
	s_nop 0
	v_fma_f32 v2, -v3, v5, 1.0
	v_fmac_f32_e32 v5, v2, v5
	v_div_scale_f32 v2, vcc, v67, v64, v67
	v_mul_f32_e32 v4, v2, v5
	v_fma_f32 v62, -v3, v4, v2
	v_fmac_f32_e32 v4, v62, v5
	v_div_scale_f32 v62, s[6:7], v64, v64, v63
	v_rcp_f32_e32 v68, v62
	v_fma_f32 v2, -v3, v4, v2
	v_div_fmas_f32 v2, v2, v5, v4
	v_div_fixup_f32 v3, v2, v64, v67
	v_fma_f32 v2, -v62, v68, 1.0
	v_fmac_f32_e32 v68, v2, v68
	v_div_scale_f32 v2, vcc, v63, v64, v63
	v_mul_f32_e32 v4, v2, v68
	v_fma_f32 v5, -v62, v4, v2
	v_fmac_f32_e32 v4, v5, v68
	v_div_scale_f32 v5, s[6:7], v64, v64, v65
	v_fma_f32 v2, -v62, v4, v2
	v_rcp_f32_e32 v62, v5
	v_div_fmas_f32 v2, v2, v68, v4
	v_div_fixup_f32 v2, v2, v64, v63
	v_fma_f32 v4, -v5, v62, 1.0
	v_fmac_f32_e32 v62, v4, v62
	v_div_scale_f32 v4, vcc, v65, v64, v65
	v_mul_f32_e32 v63, v4, v62
	v_fma_f32 v67, -v5, v63, v4
	v_fmac_f32_e32 v63, v67, v62
	v_div_scale_f32 v67, s[6:7], v64, v64, v1
	v_rcp_f32_e32 v68, v67
	v_fma_f32 v4, -v5, v63, v4
	v_div_fmas_f32 v4, v4, v62, v63
	v_div_fixup_f32 v5, v4, v64, v65
	v_fma_f32 v4, -v67, v68, 1.0
	v_fmac_f32_e32 v68, v4, v68
	v_div_scale_f32 v4, vcc, v1, v64, v1
	v_mul_f32_e32 v62, v4, v68
	v_fma_f32 v63, -v67, v62, v4
	v_fmac_f32_e32 v62, v63, v68
	v_div_scale_f32 v63, s[6:7], v66, v66, v61
	v_rcp_f32_e32 v65, v63
	v_fma_f32 v4, -v67, v62, v4
	v_div_fmas_f32 v4, v4, v68, v62
	v_div_fixup_f32 v4, v4, v64, v1
	v_fma_f32 v1, -v63, v65, 1.0
	v_fmac_f32_e32 v65, v1, v65
	v_div_scale_f32 v1, vcc, v61, v66, v61
	v_mul_f32_e32 v62, v1, v65
	v_fma_f32 v64, -v63, v62, v1
	v_fmac_f32_e32 v62, v64, v65
	v_div_scale_f32 v64, s[6:7], v66, v66, v57
	v_rcp_f32_e32 v67, v64
	v_fma_f32 v1, -v63, v62, v1
	v_div_fmas_f32 v1, v1, v65, v62
	v_div_fixup_f32 v63, v1, v66, v61
	v_fma_f32 v1, -v64, v67, 1.0
	v_fmac_f32_e32 v67, v1, v67
	v_div_scale_f32 v1, vcc, v57, v66, v57
	v_mul_f32_e32 v61, v1, v67
	v_fma_f32 v62, -v64, v61, v1
	v_fmac_f32_e32 v61, v62, v67
	v_fma_f32 v1, -v64, v61, v1
	v_div_scale_f32 v64, s[6:7], v66, v66, v60
	v_rcp_f32_e32 v65, v64
	v_div_fmas_f32 v1, v1, v67, v61
	v_div_fixup_f32 v62, v1, v66, v57
	v_pk_mul_f32 v[62:63], s[50:51], v[62:63]
	v_fma_f32 v1, -v64, v65, 1.0
	v_fmac_f32_e32 v65, v1, v65
	v_div_scale_f32 v1, vcc, v60, v66, v60
	v_mul_f32_e32 v57, v1, v65
	v_fma_f32 v61, -v64, v57, v1
	v_fmac_f32_e32 v57, v61, v65
	v_fma_f32 v1, -v64, v57, v1
	v_div_scale_f32 v64, s[6:7], v66, v66, v58
	v_rcp_f32_e32 v67, v64
	v_div_fmas_f32 v1, v1, v65, v57
	v_div_fixup_f32 v61, v1, v66, v60
	v_fma_f32 v1, -v64, v67, 1.0
	v_fmac_f32_e32 v67, v1, v67
	v_div_scale_f32 v1, vcc, v58, v66, v58
	v_mul_f32_e32 v57, v1, v67
	v_fma_f32 v60, -v64, v57, v1
	v_fmac_f32_e32 v57, v60, v67
	v_fma_f32 v1, -v64, v57, v1
	v_div_fmas_f32 v1, v1, v67, v57
	v_div_fixup_f32 v60, v1, v66, v58
	v_cmp_gt_i32_e32 vcc, s25, v59
	v_pk_mul_f32 v[64:65], s[50:51], v[60:61]
	v_or_b32_e32 v1, 0x1000, v45
	s_and_b64 s[6:7], vcc, s[52:53]
	ds_write_b128 v1, v[62:65]
	ds_write_b128 v45, v[2:5]
	s_and_b64 exec, exec, s[6:7]
	s_cbranch_execz .LBB0_53
	v_ashrrev_i32_e32 v1, 31, v59
	v_mul_lo_u32 v57, s23, v59
	v_mul_lo_u32 v1, s22, v1
	v_mad_u64_u32 v[58:59], s[6:7], s22, v59, 0
	v_add3_u32 v59, v59, v1, v57
	v_lshl_add_u64 v[58:59], v[58:59], 2, v[26:27]
	global_store_dwordx4 v[58:59], v[2:5], off
.LBB0_53:
	s_or_b64 exec, exec, s[10:11]
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB0_56
	s_cmp_eq_u32 s67, 0
	v_bfrev_b32_e32 v1, 1
	s_cselect_b64 s[4:5], -1, 0
	v_cndmask_b32_e64 v1, v1, 0, s[4:5]
	v_add_f32_e32 v1, s33, v1
	v_cmp_ngt_f32_e32 vcc, s15, v1
	v_add_f32_e32 v60, s62, v33
	v_mul_f32_e32 v61, s13, v60
	v_cndmask_b32_e32 v1, v52, v1, vcc
	v_cmp_nlt_f32_e32 vcc, s27, v1
	s_nop 1
	v_cndmask_b32_e32 v1, v53, v1, vcc
	v_fmamk_f32 v2, v1, 0x3fb8aa3b, v49
	v_add_f32_e32 v2, 0xcb400000, v2
	v_fmac_f32_e32 v1, 0xbf317218, v2
	v_mul_f32_e32 v3, 0x3102e308, v2
	v_add_f32_e32 v4, v1, v3
	v_sub_f32_e32 v1, v4, v1
	v_sub_f32_e32 v1, v3, v1
	v_fmamk_f32 v3, v4, 0x39500d01, v50
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
	v_add_f32_e32 v1, v3, v1
	v_ashrrev_i32_e32 v3, 1, v2
	v_sub_u32_e32 v2, v2, v3
	v_lshlrev_b32_e32 v3, 23, v3
	v_add_u32_e32 v3, 1.0, v3
	v_lshlrev_b32_e32 v2, 23, v2
	v_add_u32_e32 v2, 1.0, v2
	v_mul_f32_e32 v1, v1, v3
	v_cmp_ngt_f32_e32 vcc, s15, v61
	v_mul_f32_e32 v57, v1, v2
	s_nop 0
	v_cndmask_b32_e32 v1, v52, v61, vcc
	v_cmp_nlt_f32_e32 vcc, s27, v1
	s_nop 1
	v_cndmask_b32_e32 v33, v53, v1, vcc
	v_fmamk_f32 v1, v33, 0x3fb8aa3b, v49
	v_add_f32_e32 v62, 0xcb400000, v1
	v_fmac_f32_e32 v33, 0xbf317218, v62
	v_mul_f32_e32 v3, 0x3102e308, v62
	v_add_f32_e32 v1, v33, v3
	v_fmamk_f32 v2, v1, 0x39500d01, v50
	v_fmaak_f32 v2, v2, v1, 0x3c088889
	v_fmaak_f32 v2, v2, v1, 0x3d2aaaab
	v_fmaak_f32 v2, v2, v1, 0x3e2aaaab
	v_fma_f32 v2, v2, v1, 0.5
	v_mul_f32_e32 v4, v1, v1
	v_mul_f32_e32 v4, v4, v2
	v_add_f32_e32 v2, v1, v4
	v_cmp_o_f32_e32 vcc, v62, v62
	v_sub_f32_e32 v5, v2, v1
	v_pk_add_f32 v[58:59], v[0:1], v[32:33] neg_lo:[0,1] neg_hi:[0,1]
	v_cndmask_b32_e32 v1, 0, v62, vcc
	v_add_f32_e32 v64, 1.0, v2
	v_cvt_i32_f32_e32 v1, v1
	v_sub_f32_e32 v63, v4, v5
	v_add_f32_e32 v4, -1.0, v64
	v_mov_b32_e32 v5, v59
	v_pk_add_f32 v[2:3], v[2:3], v[4:5] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_add_f32_e32 v3, v3, v63
	v_add_f32_e32 v2, v2, v3
	v_ashrrev_i32_e32 v3, 1, v1
	v_add_f32_e32 v2, v64, v2
	v_sub_u32_e32 v1, v1, v3
	v_lshl_add_u32 v3, v3, 23, 1.0
	v_lshl_add_u32 v1, v1, 23, 1.0
	v_mul_f32_e32 v2, v2, v3
	v_mul_f32_e32 v1, v2, v1
	v_add_f32_e32 v1, 1.0, v1
	v_mul_f32_e32 v2, 0x4b000000, v1
	v_cmp_gt_f32_e32 vcc, s60, v1
	v_not_b32_e32 v3, 22
	s_nop 0
	v_cndmask_b32_e32 v2, v1, v2, vcc
	v_add_u32_e32 v4, 0xc0cafb0d, v2
	v_and_b32_e32 v5, 0xff800000, v4
	v_sub_u32_e32 v2, v2, v5
	v_add_f32_e32 v2, -1.0, v2
	v_add_f32_e32 v5, 2.0, v2
	v_div_scale_f32 v33, s[4:5], v5, v5, v2
	v_rcp_f32_e32 v58, v33
	v_cndmask_b32_e32 v3, 0, v3, vcc
	v_ashrrev_i32_e32 v4, 23, v4
	v_add_u32_e32 v3, v4, v3
	v_fma_f32 v4, -v33, v58, 1.0
	v_fmac_f32_e32 v58, v4, v58
	v_div_scale_f32 v4, vcc, v2, v5, v2
	v_mul_f32_e32 v59, v4, v58
	v_fma_f32 v62, -v33, v59, v4
	v_fmac_f32_e32 v59, v62, v58
	v_fma_f32 v4, -v33, v59, v4
	v_div_fmas_f32 v4, v4, v58, v59
	v_div_fixup_f32 v4, v4, v5, v2
	v_mul_f32_e32 v5, v4, v4
	v_mov_b32_e32 v33, 0x3e638e39
	v_fmamk_f32 v33, v5, 0x3e3a2e8c, v33
	v_fmaak_f32 v33, v33, v5, 0x3e924925
	v_fmaak_f32 v33, v33, v5, 0x3ecccccd
	v_cvt_f32_i32_e32 v3, v3
	v_fmaak_f32 v33, v33, v5, 0x3f2aaaab
	v_mul_f32_e32 v5, v5, v33
	v_sub_f32_e32 v5, v2, v5
	v_fma_f32 v2, -v4, v5, v2
	v_fmac_f32_e32 v2, 0xb102e308, v3
	v_fmac_f32_e32 v2, 0x3f317218, v3
	v_mov_b32_e32 v3, 0xff800000
	v_cmp_neq_f32_e32 vcc, 0, v1
	s_nop 1
	v_cndmask_b32_e32 v2, v3, v2, vcc
	v_mov_b32_e32 v3, 0x7f800000
	v_cmp_neq_f32_e32 vcc, s61, v1
	s_nop 1
	v_cndmask_b32_e32 v2, v3, v2, vcc
	v_mov_b32_e32 v3, 0x7fc00000
	v_cmp_ngt_f32_e32 vcc, 0, v1
	s_nop 1
	v_cndmask_b32_e32 v2, v3, v2, vcc
	v_cmp_u_f32_e32 vcc, v1, v1
	s_nop 1
	v_cndmask_b32_e32 v1, v2, v1, vcc
	v_mul_f32_e32 v1, v36, v1
	v_cmp_ge_f32_e32 vcc, s14, v61
	s_nop 1
	v_cndmask_b32_e32 v1, v60, v1, vcc
	v_mul_f32_e64 v1, -v57, v1
	v_cmp_ngt_f32_e32 vcc, s15, v1
	s_nop 1
	v_cndmask_b32_e32 v1, v52, v1, vcc
	v_cmp_nlt_f32_e32 vcc, s27, v1
	s_nop 1
	v_cndmask_b32_e32 v1, v53, v1, vcc
	v_fmamk_f32 v2, v1, 0x3fb8aa3b, v49
	v_add_f32_e32 v2, 0xcb400000, v2
	v_fmac_f32_e32 v1, 0xbf317218, v2
	v_mul_f32_e32 v3, 0x3102e308, v2
	v_add_f32_e32 v4, v1, v3
	v_sub_f32_e32 v1, v4, v1
	v_sub_f32_e32 v1, v3, v1
	v_fmamk_f32 v3, v4, 0x39500d01, v50
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
	v_add_f32_e32 v58, v3, v1
	v_ashrrev_i32_e32 v1, 1, v2
	v_sub_u32_e32 v59, v2, v1
	v_lshl_add_u32 v60, v1, 23, 1.0
	v_sub_f32_e32 v1, 0, v56
	v_cmp_nlt_f32_e64 vcc, -v56, s15
	s_nop 1
	v_cndmask_b32_e32 v1, v52, v1, vcc
	v_cmp_nlt_f32_e32 vcc, s27, v1
	s_nop 1
	v_cndmask_b32_e32 v33, v53, v1, vcc
	v_fmamk_f32 v1, v33, 0x3fb8aa3b, v49
	v_add_f32_e32 v61, 0xcb400000, v1
	v_fmac_f32_e32 v33, 0xbf317218, v61
	v_mul_f32_e32 v3, 0x3102e308, v61
	v_add_f32_e32 v1, v33, v3
	v_fmamk_f32 v2, v1, 0x39500d01, v50
	v_fmaak_f32 v2, v2, v1, 0x3c088889
	v_fmaak_f32 v2, v2, v1, 0x3d2aaaab
	v_fmaak_f32 v2, v2, v1, 0x3e2aaaab
	v_fma_f32 v2, v2, v1, 0.5
	v_mul_f32_e32 v4, v1, v1
	v_mul_f32_e32 v4, v4, v2
	v_add_f32_e32 v2, v1, v4
	v_cmp_o_f32_e32 vcc, v61, v61
	v_sub_f32_e32 v5, v2, v1
	v_pk_add_f32 v[56:57], v[0:1], v[32:33] neg_lo:[0,1] neg_hi:[0,1]
	v_cndmask_b32_e32 v1, 0, v61, vcc
	v_add_f32_e32 v63, 1.0, v2
	v_cvt_i32_f32_e32 v1, v1
	v_sub_f32_e32 v62, v4, v5
	v_add_f32_e32 v4, -1.0, v63
	v_mov_b32_e32 v5, v57
	v_pk_add_f32 v[2:3], v[2:3], v[4:5] neg_lo:[0,1] neg_hi:[0,1]
	v_mul_f32_e32 v5, v58, v60
	v_add_f32_e32 v3, v3, v62
	v_add_f32_e32 v2, v2, v3
	v_ashrrev_i32_e32 v3, 1, v1
	v_add_f32_e32 v2, v63, v2
	v_sub_u32_e32 v1, v1, v3
	v_lshl_add_u32 v3, v3, 23, 1.0
	v_lshl_add_u32 v1, v1, 23, 1.0
	v_mul_f32_e32 v2, v2, v3
	v_mul_f32_e32 v1, v2, v1
	v_add_f32_e32 v2, 1.0, v1
	v_div_scale_f32 v3, s[4:5], v2, v2, 1.0
	v_rcp_f32_e32 v4, v3
	v_lshl_add_u32 v1, v59, 23, 1.0
	v_mul_f32_e32 v1, v5, v1
	v_fma_f32 v5, -v3, v4, 1.0
	v_fmac_f32_e32 v4, v5, v4
	v_div_scale_f32 v5, vcc, 1.0, v2, 1.0
	v_mul_f32_e32 v33, v5, v4
	v_fma_f32 v56, -v3, v33, v5
	v_fmac_f32_e32 v33, v56, v4
	v_fma_f32 v3, -v3, v33, v5
	v_div_fmas_f32 v3, v3, v4, v33
	v_cmp_gt_i32_e32 vcc, s25, v55
	s_and_b64 s[4:5], vcc, s[54:55]
	v_div_fixup_f32 v2, v3, v2, 1.0
	ds_write_b32 v46, v1
	ds_write_b32 v47, v2
	s_and_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB0_56
	v_mad_i64_i32 v[2:3], s[4:5], v55, s26, 0
	v_lshl_add_u64 v[2:3], v[2:3], 2, s[34:35]
	global_store_dword v[2:3], v1, off
.LBB0_56:
	s_or_b64 exec, exec, s[6:7]
	s_and_saveexec_b64 s[4:5], s[2:3]
	ds_write_b32 v51, v54
	s_or_b64 exec, exec, s[4:5]
	s_cmp_lt_i32 s66, 1
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_8
	s_ashr_i32 s2, s63, 31
	s_mul_i32 s3, s49, s63
	s_mul_i32 s2, s48, s2
	v_mov_b32_e32 v2, s63
	s_add_i32 s4, s2, s3
	v_mad_u64_u32 v[2:3], s[2:3], s48, v2, v[30:31]
	v_med3_i32 v1, s29, 1, 8
	v_add_u32_e32 v3, s4, v3
	s_movk_i32 s4, 0x2200
	s_mov_b32 s5, s63
	v_lshlrev_b32_e32 v5, 4, v34
	v_mov_b32_e32 v33, v37
	s_branch .LBB0_61
.LBB0_60:
	s_or_b64 exec, exec, s[2:3]
	v_add_u32_e32 v1, -1, v1
	v_cmp_eq_u32_e32 vcc, 0, v1
	v_add_u32_e32 v33, 64, v33
	v_add_u32_e32 v5, 0x200, v5
	s_add_i32 s4, s4, 4
	v_lshl_add_u64 v[2:3], v[2:3], 0, s[48:49]
	s_add_i32 s5, s5, 1
	s_cbranch_vccnz .LBB0_8
.LBB0_61:
	v_mov_b32_e32 v4, s4
	ds_read2_b32 v[70:71], v4 offset1:8
	s_waitcnt lgkmcnt(1)
	ds_read_b128 v[54:57], v5
	ds_read_b128 v[58:61], v5 offset:128
	ds_read_b128 v[62:65], v5 offset:256
	ds_read_b128 v[66:69], v5 offset:384
	s_waitcnt lgkmcnt(4)
	v_mov_b32_e32 v4, v71
	v_pk_mul_f32 v[6:7], v[6:7], v[4:5] op_sel_hi:[1,0]
	v_pk_mul_f32 v[8:9], v[8:9], v[4:5] op_sel_hi:[1,0]
	v_mov_b32_e32 v72, v7
	v_mov_b32_e32 v73, v9
	s_waitcnt lgkmcnt(3)
	v_mov_b32_e32 v74, v55
	s_waitcnt lgkmcnt(2)
	v_mov_b32_e32 v75, v59
	v_pk_mul_f32 v[10:11], v[10:11], v[4:5] op_sel_hi:[1,0]
	v_pk_mul_f32 v[16:17], v[16:17], v[4:5] op_sel_hi:[1,0]
	v_pk_mul_f32 v[72:73], v[72:73], v[74:75]
	v_mov_b32_e32 v74, v54
	v_mov_b32_e32 v75, v58
	v_mov_b32_e32 v76, v6
	v_mov_b32_e32 v77, v8
	v_pk_fma_f32 v[72:73], v[74:75], v[76:77], v[72:73]
	v_mov_b32_e32 v74, v56
	v_mov_b32_e32 v75, v60
	v_mov_b32_e32 v76, v10
	v_mov_b32_e32 v77, v16
	v_pk_mul_f32 v[14:15], v[14:15], v[4:5] op_sel_hi:[1,0]
	v_pk_mul_f32 v[12:13], v[12:13], v[4:5] op_sel_hi:[1,0]
	v_pk_fma_f32 v[72:73], v[74:75], v[76:77], v[72:73]
	v_mov_b32_e32 v74, v57
	v_mov_b32_e32 v75, v61
	v_mov_b32_e32 v76, v11
	v_mov_b32_e32 v77, v17
	v_pk_fma_f32 v[72:73], v[74:75], v[76:77], v[72:73]
	v_mov_b32_e32 v74, v15
	v_mov_b32_e32 v75, v13
	s_waitcnt lgkmcnt(1)
	v_mov_b32_e32 v76, v63
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v77, v67
	v_pk_mul_f32 v[18:19], v[18:19], v[4:5] op_sel_hi:[1,0]
	v_pk_mul_f32 v[20:21], v[20:21], v[4:5] op_sel_hi:[1,0]
	v_pk_mul_f32 v[74:75], v[74:75], v[76:77]
	v_mov_b32_e32 v76, v62
	v_mov_b32_e32 v77, v66
	v_mov_b32_e32 v78, v14
	v_mov_b32_e32 v79, v12
	v_pk_fma_f32 v[74:75], v[76:77], v[78:79], v[74:75]
	v_mov_b32_e32 v76, v64
	v_mov_b32_e32 v77, v68
	v_mov_b32_e32 v78, v18
	v_mov_b32_e32 v79, v20
	v_pk_fma_f32 v[74:75], v[76:77], v[78:79], v[74:75]
	v_mov_b32_e32 v76, v65
	v_mov_b32_e32 v77, v69
	v_mov_b32_e32 v78, v19
	v_mov_b32_e32 v79, v21
	v_pk_fma_f32 v[74:75], v[76:77], v[78:79], v[74:75]
	s_nop 0
	v_pk_add_f32 v[72:73], v[72:73], v[74:75]
	s_nop 0
	v_add_f32_e32 v4, v72, v73
	ds_bpermute_b32 v71, v41, v4
	ds_read_b32 v72, v33
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v4, v4, v71
	ds_bpermute_b32 v71, v42, v4
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v4, v4, v71
	ds_bpermute_b32 v71, v43, v4
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v4, v4, v71
	v_sub_f32_e32 v4, v72, v4
	v_mul_f32_e32 v4, v70, v4
	v_pk_fma_f32 v[6:7], v[54:55], v[4:5], v[6:7] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[10:11], v[56:57], v[4:5], v[10:11] op_sel_hi:[1,0,1]
	ds_read_b128 v[54:57], v5 offset:4096
	v_pk_fma_f32 v[8:9], v[58:59], v[4:5], v[8:9] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[16:17], v[60:61], v[4:5], v[16:17] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[14:15], v[62:63], v[4:5], v[14:15] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[18:19], v[64:65], v[4:5], v[18:19] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[12:13], v[66:67], v[4:5], v[12:13] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[20:21], v[68:69], v[4:5], v[20:21] op_sel_hi:[1,0,1]
	ds_read_b128 v[58:61], v5 offset:4224
	ds_read_b128 v[62:65], v5 offset:4352
	ds_read_b128 v[66:69], v5 offset:4480
	s_waitcnt lgkmcnt(3)
	v_mul_f32_e32 v55, v55, v7
	v_fmac_f32_e32 v55, v54, v6
	v_fmac_f32_e32 v55, v56, v10
	v_fmac_f32_e32 v55, v57, v11
	s_waitcnt lgkmcnt(2)
	v_mul_f32_e32 v54, v59, v9
	s_waitcnt lgkmcnt(1)
	v_mul_f32_e32 v56, v15, v63
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v57, v13, v67
	v_fmac_f32_e32 v54, v58, v8
	v_fmac_f32_e32 v56, v62, v14
	v_fmac_f32_e32 v57, v66, v12
	v_fmac_f32_e32 v54, v60, v16
	v_fmac_f32_e32 v56, v64, v18
	v_fmac_f32_e32 v57, v68, v20
	v_fmac_f32_e32 v54, v61, v17
	v_fmac_f32_e32 v56, v65, v19
	v_fmac_f32_e32 v57, v69, v21
	v_add_f32_e32 v55, v55, v56
	v_add_f32_e32 v54, v54, v57
	v_add_f32_e32 v54, v55, v54
	ds_bpermute_b32 v55, v41, v54
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v54, v54, v55
	ds_bpermute_b32 v55, v42, v54
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v54, v54, v55
	ds_bpermute_b32 v55, v43, v54
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_63
	s_add_i32 s6, s28, s5
	s_ashr_i32 s7, s6, 31
	s_mul_i32 s7, s36, s7
	s_mul_hi_u32 s8, s36, s6
	s_add_i32 s7, s8, s7
	s_mul_i32 s8, s37, s6
	s_add_i32 s7, s7, s8
	s_mul_i32 s6, s36, s6
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v54, v54, v55
	v_cvt_pk_bf16_f32 v56, v54, s0
	v_lshl_add_u64 v[54:55], s[6:7], 1, v[28:29]
	global_store_short v[54:55], v56, off
.LBB0_63:
	s_or_b64 exec, exec, s[2:3]
	s_cmp_lt_i32 s5, s25
	s_cselect_b64 s[2:3], -1, 0
	s_and_b64 s[6:7], s[2:3], s[58:59]
	s_and_saveexec_b64 s[2:3], s[6:7]
	s_cbranch_execz .LBB0_60
	global_store_dword v[2:3], v4, off
	s_branch .LBB0_60
.LBB0_65:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel gdn_verify_tuple_act_bf16_dt_f32_pool_bf16_bv16w2
		.amdhsa_group_segment_fixed_size 8768
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 268
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
		.amdhsa_next_free_sgpr 70
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
	.size	gdn_verify_tuple_act_bf16_dt_f32_pool_bf16_bv16w2, .Lfunc_end0-gdn_verify_tuple_act_bf16_dt_f32_pool_bf16_bv16w2

	.set gdn_verify_tuple_act_bf16_dt_f32_pool_bf16_bv16w2.num_vgpr, 80
	.set gdn_verify_tuple_act_bf16_dt_f32_pool_bf16_bv16w2.num_agpr, 0
	.set gdn_verify_tuple_act_bf16_dt_f32_pool_bf16_bv16w2.numbered_sgpr, 70
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
      - .name:           num_requests
        .offset:         0
        .size:           4
        .value_kind:     by_value
      - .name:           num_tokens
        .offset:         4
        .size:           4
        .value_kind:     by_value
      - .name:           num_slots
        .offset:         8
        .size:           4
        .value_kind:     by_value
      - .name:           num_k_heads
        .offset:         12
        .size:           4
        .value_kind:     by_value
      - .name:           num_v_heads
        .offset:         16
        .size:           4
        .value_kind:     by_value
      - .name:           num_rows
        .offset:         20
        .size:           4
        .value_kind:     by_value
      - .name:           num_steps_alloc
        .offset:         24
        .size:           4
        .value_kind:     by_value
      - .name:           diagnostics_on
        .offset:         28
        .size:           4
        .value_kind:     by_value
      - .address_space:  global
        .name:           h0_indices
        .offset:         32
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           cu_seqlens
        .offset:         40
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           inter_indices
        .offset:         48
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           pool
        .offset:         56
        .size:           8
        .value_kind:     global_buffer
      - .name:           pool_slot_pitch
        .offset:         64
        .size:           8
        .value_kind:     by_value
      - .address_space:  global
        .name:           diagnostics
        .offset:         72
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           q
        .offset:         80
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           k
        .offset:         88
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           v
        .offset:         96
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           a
        .offset:         104
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           b
        .offset:         112
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           A_log
        .offset:         120
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           dt_bias
        .offset:         128
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           o
        .offset:         136
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           ring_u
        .offset:         144
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           ring_k
        .offset:         152
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           ring_decay
        .offset:         160
        .size:           8
        .value_kind:     global_buffer
      - .name:           stride_q
        .offset:         168
        .size:           8
        .value_kind:     by_value
      - .name:           stride_k
        .offset:         176
        .size:           8
        .value_kind:     by_value
      - .name:           stride_v
        .offset:         184
        .size:           8
        .value_kind:     by_value
      - .name:           stride_a
        .offset:         192
        .size:           8
        .value_kind:     by_value
      - .name:           stride_b
        .offset:         200
        .size:           8
        .value_kind:     by_value
      - .name:           u_row_pitch
        .offset:         208
        .size:           8
        .value_kind:     by_value
      - .name:           k_row_pitch
        .offset:         216
        .size:           8
        .value_kind:     by_value
      - .name:           decay_row_pitch
        .offset:         224
        .size:           8
        .value_kind:     by_value
      - .name:           scale
        .offset:         232
        .size:           4
        .value_kind:     by_value
      - .name:           softplus_beta
        .offset:         236
        .size:           4
        .value_kind:     by_value
      - .name:           softplus_threshold
        .offset:         240
        .size:           4
        .value_kind:     by_value
      - .address_space:  global
        .name:           decay
        .offset:         248
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           parents
        .offset:         256
        .size:           8
        .value_kind:     global_buffer
      - .name:           parents_on
        .offset:         264
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 8768
    .kernarg_segment_align: 8
    .kernarg_segment_size: 268
    .max_flat_workgroup_size: 128
    .name:           gdn_verify_tuple_act_bf16_dt_f32_pool_bf16_bv16w2
    .private_segment_fixed_size: 0
    .sgpr_count:     76
    .sgpr_spill_count: 0
    .symbol:         gdn_verify_tuple_act_bf16_dt_f32_pool_bf16_bv16w2.kd
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
