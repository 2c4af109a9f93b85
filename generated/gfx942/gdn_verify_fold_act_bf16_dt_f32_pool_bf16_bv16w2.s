; deltagen generated file: do not edit. Regenerate with `cargo xtask gen`.
; kernel: gdn_verify  instance: gdn_verify_fold_act_bf16_dt_f32_pool_bf16_bv16w2  arch: gfx942
; profile=portable  mode=fold  act_dtype=bf16  dt_bias_dtype=f32  pool_dtype=bf16  tile=bv16w2  lanes_per_column=8  requests=any
; ir-sha256: d6b6c9a2795244cbd9dd50fa9a7a48a53ced272cf1b4c324f39937ca57ee8551
; llvm: 22.1  pipeline: default<O3>  ld.lld: LLVM 22.1
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 6
	.text
	.globl	gdn_verify_fold_act_bf16_dt_f32_pool_bf16_bv16w2
	.p2align	8
	.type	gdn_verify_fold_act_bf16_dt_f32_pool_bf16_bv16w2,@function
gdn_verify_fold_act_bf16_dt_f32_pool_bf16_bv16w2:
	s_load_dwordx8 s[68:75], s[0:1], 0x4
	s_mov_b64 s[84:85], s[0:1]
	s_mov_b32 s28, s3
	s_ashr_i32 s0, s2, 31
	s_lshr_b32 s0, s0, 29
	s_waitcnt lgkmcnt(0)
	s_max_i32 s1, s70, 1
	v_cvt_f32_u32_e32 v1, s1
	s_sub_i32 s4, 0, s1
	s_abs_i32 s3, s71
	s_add_i32 s0, s2, s0
	v_rcp_iflag_f32_e32 v1, v1
	s_ashr_i32 s76, s0, 3
	s_ashr_i32 s35, s71, 31
	s_load_dwordx16 s[12:27], s[84:85], 0x28
	s_load_dwordx16 s[36:51], s[84:85], 0xa8
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	s_mov_b32 s98, 0
	s_mov_b32 s34, s71
	s_mul_hi_i32 s95, s74, s28
	v_readfirstlane_b32 s5, v1
	s_mul_i32 s4, s4, s5
	s_mul_hi_u32 s4, s5, s4
	s_add_i32 s5, s5, s4
	s_mul_hi_u32 s4, s3, s5
	s_mul_i32 s5, s4, s1
	s_sub_i32 s3, s3, s5
	s_add_i32 s6, s4, 1
	s_sub_i32 s5, s3, s1
	s_cmp_ge_u32 s3, s1
	s_cselect_b32 s4, s6, s4
	s_cselect_b32 s3, s5, s3
	s_add_i32 s5, s4, 1
	s_cmp_ge_u32 s3, s1
	s_cselect_b32 s1, s5, s4
	s_xor_b32 s1, s1, s35
	s_sub_i32 s1, s1, s35
	s_max_i32 s86, s1, 1
	s_ashr_i32 s77, s76, 31
	s_lshl_b64 s[8:9], s[76:77], 2
	s_sub_i32 s3, 0, s86
	s_waitcnt lgkmcnt(0)
	s_add_u32 s6, s36, s8
	s_addc_u32 s7, s37, s9
	s_add_u32 s4, s38, s8
	v_cvt_f32_u32_e32 v1, s86
	v_writelane_b32 v90, s8, 0
	s_addc_u32 s5, s39, s9
	s_ashr_i32 s29, s28, 31
	s_lshl_b64 s[30:31], s[28:29], 2
	v_writelane_b32 v90, s9, 1
	s_add_u32 s8, s12, s30
	s_addc_u32 s9, s13, s31
	v_rcp_iflag_f32_e32 v1, v1
	s_load_dword s29, s[8:9], 0x0
	s_add_u32 s8, s14, s30
	s_addc_u32 s9, s15, s31
	s_add_u32 s14, s16, s30
	s_addc_u32 s15, s17, s31
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	s_load_dwordx2 s[36:37], s[8:9], 0x0
	s_add_u32 s8, s18, s30
	v_cvt_u32_f32_e32 v1, v1
	s_addc_u32 s9, s19, s31
	s_add_u32 s10, s20, s30
	s_addc_u32 s11, s21, s31
	s_add_u32 s12, s22, s30
	v_readfirstlane_b32 s1, v1
	s_addc_u32 s13, s23, s31
	s_mul_i32 s3, s3, s1
	s_cmp_gt_i32 s74, 0
	s_mul_hi_u32 s3, s1, s3
	s_cselect_b64 s[16:17], -1, 0
	s_cmp_lt_i32 s74, 1
	s_mul_i32 s94, s74, s28
	s_cbranch_scc1 .LBB0_160
	s_lshl_b64 s[18:19], s[94:95], 2
	s_add_u32 s18, s24, s18
	s_addc_u32 s19, s25, s19
	s_load_dword s99, s[18:19], 0x0
	s_abs_i32 s18, s76
	s_andn2_b64 vcc, exec, s[16:17]
	s_add_i32 s1, s1, s3
	s_cbranch_vccnz .LBB0_3
.LBB0_2:
	s_lshl_b64 s[16:17], s[94:95], 2
	s_add_u32 s16, s26, s16
	s_addc_u32 s17, s27, s17
	s_load_dword s98, s[16:17], 0x0
.LBB0_3:
	s_mul_hi_u32 s19, s18, s1
	s_lshl_b32 s1, s76, 3
	s_sub_i32 s1, s2, s1
	v_writelane_b32 v90, s1, 2
	s_lshl_b32 s1, s1, 4
	s_waitcnt lgkmcnt(0)
	s_cmp_gt_i32 s29, -1
	s_load_dword s88, s[14:15], 0x0
	s_load_dwordx16 s[52:67], s[84:85], 0x68
	s_cselect_b64 s[14:15], -1, 0
	s_cmp_lt_i32 s29, s69
	s_cselect_b64 s[2:3], -1, 0
	s_and_b64 s[20:21], s[14:15], s[2:3]
	s_cmp_gt_i32 s36, -1
	s_cselect_b64 s[14:15], -1, 0
	s_cmp_ge_i32 s37, s36
	s_cselect_b64 s[16:17], -1, 0
	s_cmp_le_i32 s37, s68
	s_cselect_b64 s[22:23], -1, 0
	s_and_b64 s[14:15], s[14:15], s[16:17]
	v_lshrrev_b32_e32 v1, 3, v0
	s_sub_i32 s33, s37, s36
	s_and_b64 s[14:15], s[22:23], s[14:15]
	v_or_b32_e32 v2, s1, v1
	s_cmp_le_i32 s33, s73
	v_ashrrev_i32_e32 v3, 31, v2
	s_cselect_b64 s[16:17], -1, 0
	s_lshl_b64 s[22:23], s[76:77], 7
	v_writelane_b32 v90, s22, 3
	s_ashr_i32 s28, s29, 31
	v_and_b32_e32 v46, 7, v0
	v_lshl_add_u64 v[4:5], s[22:23], 0, v[2:3]
	v_lshlrev_b64 v[38:39], 7, v[4:5]
	v_mov_b32_e32 v4, s29
	v_writelane_b32 v90, s23, 4
	s_waitcnt lgkmcnt(0)
	v_mad_u64_u32 v[4:5], s[22:23], s54, v4, v[38:39]
	s_mul_i32 s22, s55, s29
	s_mul_i32 s23, s54, s28
	s_and_b64 s[30:31], s[16:17], s[14:15]
	v_mov_b32_e32 v6, 0
	s_add_i32 s23, s23, s22
	v_lshlrev_b32_e32 v42, 2, v46
	v_add_u32_e32 v5, s23, v5
	v_mov_b32_e32 v7, v6
	v_writelane_b32 v90, s30, 5
	s_and_b64 s[20:21], s[20:21], s[30:31]
	s_andn2_b64 vcc, exec, s[20:21]
	v_lshl_add_u64 v[22:23], v[4:5], 1, s[52:53]
	v_lshlrev_b32_e32 v24, 1, v42
	v_mov_b64_e32 v[12:13], v[6:7]
	v_mov_b64_e32 v[8:9], v[6:7]
	v_mov_b64_e32 v[14:15], v[6:7]
	v_mov_b64_e32 v[20:21], v[6:7]
	v_mov_b64_e32 v[16:17], v[6:7]
	v_mov_b64_e32 v[10:11], v[6:7]
	v_mov_b64_e32 v[18:19], v[6:7]
	v_writelane_b32 v90, s31, 6
	s_cbranch_vccnz .LBB0_5
	v_mov_b32_e32 v25, v6
	v_lshl_add_u64 v[4:5], v[22:23], 0, v[24:25]
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
	v_and_b32_e32 v27, 0xffff0000, v11
	v_lshlrev_b32_e32 v26, 16, v11
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v11, 0xffff0000, v4
	v_lshlrev_b32_e32 v10, 16, v4
	v_and_b32_e32 v29, 0xffff0000, v5
	v_lshlrev_b32_e32 v28, 16, v5
	v_pk_add_f32 v[6:7], v[12:13], 0 op_sel_hi:[1,0]
	v_pk_add_f32 v[12:13], v[14:15], 0 op_sel_hi:[1,0]
	v_pk_add_f32 v[8:9], v[16:17], 0 op_sel_hi:[1,0]
	v_pk_add_f32 v[14:15], v[18:19], 0 op_sel_hi:[1,0]
	v_pk_add_f32 v[20:21], v[20:21], 0 op_sel_hi:[1,0]
	v_pk_add_f32 v[16:17], v[26:27], 0 op_sel_hi:[1,0]
	v_pk_add_f32 v[10:11], v[10:11], 0 op_sel_hi:[1,0]
	v_pk_add_f32 v[18:19], v[28:29], 0 op_sel_hi:[1,0]
.LBB0_5:
	s_load_dword s6, s[6:7], 0x0
	s_waitcnt lgkmcnt(0)
	v_writelane_b32 v90, s6, 7
	s_ashr_i32 s6, s0, 31
	s_load_dword s68, s[4:5], 0x0
	s_nop 0
	s_load_dword s4, s[8:9], 0x0
	s_load_dword s0, s[10:11], 0x0
	s_xor_b64 s[10:11], s[16:17], -1
	s_xor_b64 s[8:9], s[14:15], -1
	s_and_b64 s[10:11], s[14:15], s[10:11]
	s_and_b64 s[10:11], s[10:11], exec
	s_cselect_b32 s5, 2, 0
	s_and_b64 s[2:3], s[2:3], exec
	s_cselect_b32 s7, 0, 4
	s_cmp_lt_i32 s88, s72
	s_cselect_b64 s[2:3], -1, 0
	v_writelane_b32 v90, s2, 8
	v_cndmask_b32_e64 v4, 0, 1, s[8:9]
	s_load_dword s37, s[12:13], 0x0
	v_writelane_b32 v90, s3, 9
	s_and_b64 s[2:3], s[2:3], exec
	s_cselect_b32 s2, 0, 8
	s_or_b32 s2, s2, s7
	v_readfirstlane_b32 s3, v4
	s_or_b32 s2, s2, s3
	s_or_b32 s5, s2, s5
	s_cmp_eq_u32 s5, 0
	s_cselect_b64 s[2:3], -1, 0
	s_cmp_lg_u32 s75, 0
	s_cselect_b64 s[8:9], -1, 0
	v_writelane_b32 v90, s8, 10
	s_cmp_eq_u32 s75, 0
	s_nop 0
	v_writelane_b32 v90, s9, 11
	s_cselect_b64 s[8:9], -1, 0
	s_or_b64 s[2:3], s[8:9], s[2:3]
	s_and_b64 vcc, exec, s[2:3]
	s_cbranch_vccnz .LBB0_9
	v_mbcnt_lo_u32_b32 v4, exec_lo, 0
	v_mbcnt_hi_u32_b32 v4, exec_hi, v4
	v_cmp_eq_u32_e32 vcc, 0, v4
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_8
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v5, s5
	global_atomic_or v4, v5, s[56:57]
.LBB0_8:
	s_or_b64 exec, exec, s[2:3]
.LBB0_9:
	s_mul_i32 s2, s19, s86
	s_sub_i32 s2, s18, s2
	s_add_i32 s3, s19, 1
	s_sub_i32 s5, s2, s86
	s_cmp_ge_u32 s2, s86
	s_cselect_b32 s3, s3, s19
	s_cselect_b32 s2, s5, s2
	s_add_i32 s5, s3, 1
	s_cmp_ge_u32 s2, s86
	s_cselect_b32 s2, s5, s3
	s_xor_b32 s2, s2, s6
	s_sub_i32 s10, s2, s6
	s_ashr_i32 s11, s10, 31
	s_ashr_i32 s71, s70, 31
	s_waitcnt lgkmcnt(0)
	s_cmp_gt_i32 s4, -1
	s_cselect_b64 s[2:3], -1, 0
	s_cmp_le_i32 s4, s74
	v_writelane_b32 v90, s76, 12
	s_cselect_b64 s[6:7], -1, 0
	s_and_b64 s[2:3], s[2:3], s[6:7]
	v_writelane_b32 v90, s77, 13
	s_load_dwordx8 s[76:83], s[84:85], 0xe8
	v_writelane_b32 v90, s84, 14
	s_and_b64 s[6:7], s[2:3], s[20:21]
	s_and_b64 s[8:9], s[6:7], exec
	v_writelane_b32 v90, s85, 15
	v_writelane_b32 v90, s86, 16
	s_cselect_b32 s75, s4, 0
	s_xor_b64 s[2:3], s[2:3], -1
	v_writelane_b32 v90, s20, 17
	s_and_b64 s[2:3], s[20:21], s[2:3]
	s_cmp_gt_i32 s37, -1
	s_cselect_b64 s[92:93], -1, 0
	v_sub_co_u32_e64 v4, s[4:5], s75, 1
	s_and_b64 s[4:5], s[92:93], s[4:5]
	s_and_b64 s[4:5], s[6:7], s[4:5]
	s_load_dwordx4 s[28:31], s[84:85], 0x108
	s_and_b64 s[2:3], s[2:3], exec
	s_cselect_b32 s6, 16, 0
	s_and_b64 s[2:3], s[4:5], exec
	s_cselect_b32 s2, 32, 0
	v_writelane_b32 v90, s21, 18
	s_or_b32 s96, s2, s6
	s_lshl_b64 s[22:23], s[34:35], 7
	s_lshl_b64 s[38:39], s[70:71], 7
	s_mov_b32 s2, s10
	s_lshl_b64 s[8:9], s[10:11], 7
	s_mov_b32 s97, 0
	v_readfirstlane_b32 s86, v4
	v_writelane_b32 v90, s2, 19
	s_cmp_lt_i32 s75, 1
	v_lshlrev_b32_e32 v4, 2, v0
	v_writelane_b32 v90, s3, 20
	s_cbranch_scc1 .LBB0_94
	v_writelane_b32 v90, s68, 21
	v_mov_b32_e32 v5, 0
	v_readlane_b32 s16, v90, 0
	v_readlane_b32 s17, v90, 1
	s_add_u32 s2, s46, s16
	v_writelane_b32 v90, s2, 22
	s_addc_u32 s2, s47, s17
	v_writelane_b32 v90, s2, 23
	s_ashr_i32 s3, s1, 31
	v_readlane_b32 s4, v90, 3
	v_readlane_b32 s5, v90, 4
	s_add_u32 s2, s4, s1
	s_addc_u32 s3, s5, s3
	s_lshl_b64 s[10:11], s[2:3], 2
	s_add_u32 s20, s42, s10
	s_addc_u32 s21, s43, s11
	v_writelane_b32 v90, s8, 24
	s_lshl_b64 s[12:13], s[8:9], 2
	s_add_u32 s4, s44, s12
	s_addc_u32 s5, s45, s13
	s_cmp_lt_i32 s0, 0
	s_cselect_b64 s[2:3], -1, 0
	s_cmp_ge_i32 s0, s69
	s_cselect_b64 s[6:7], -1, 0
	s_movk_i32 s1, 0x200
	s_or_b64 s[68:69], s[2:3], s[6:7]
	v_cmp_gt_u32_e64 s[2:3], s1, v0
	s_movk_i32 s1, 0x180
	s_lshl_b64 s[6:7], s[38:39], 2
	v_lshl_add_u64 v[26:27], s[4:5], 0, v[4:5]
	v_cmp_gt_u32_e64 s[4:5], s1, v0
	s_add_u32 s1, s44, s6
	s_addc_u32 s7, s45, s7
	s_add_u32 s6, s1, s12
	v_writelane_b32 v90, s9, 25
	s_addc_u32 s7, s7, s13
	s_movk_i32 s1, 0x100
	s_lshl_b64 s[8:9], s[38:39], 3
	v_lshl_add_u64 v[28:29], s[6:7], 0, v[4:5]
	v_cmp_gt_u32_e64 s[6:7], s1, v0
	s_add_u32 s1, s44, s8
	s_addc_u32 s9, s45, s9
	s_add_u32 s8, s1, s12
	s_addc_u32 s9, s9, s13
	s_movk_i32 s1, 0x80
	v_lshl_add_u64 v[30:31], s[8:9], 0, v[4:5]
	v_cmp_gt_u32_e64 s[8:9], s1, v0
	s_mul_i32 s1, s39, 12
	s_mul_hi_u32 s14, s38, 12
	s_add_i32 s14, s14, s1
	s_mul_i32 s1, s38, 12
	s_add_u32 s1, s44, s1
	s_addc_u32 s14, s45, s14
	s_add_u32 s12, s1, s12
	s_addc_u32 s13, s14, s13
	v_lshl_add_u64 v[32:33], s[12:13], 0, v[4:5]
	v_cmp_gt_u32_e64 s[12:13], 64, v0
	v_lshrrev_b32_e32 v47, 4, v0
	s_ashr_i32 s1, s0, 31
	v_writelane_b32 v90, s12, 26
	s_mul_i32 s1, s54, s1
	v_lshl_add_u64 v[38:39], v[38:39], 1, s[52:53]
	v_writelane_b32 v90, s13, 27
	v_mad_u64_u32 v[34:35], s[12:13], s22, v47, 0
	v_mad_i32_i24 v35, s23, v47, v35
	v_lshl_add_u64 v[34:35], v[34:35], 2, s[42:43]
	v_lshl_add_u64 v[34:35], v[34:35], 0, s[10:11]
	v_cmp_gt_u32_e64 s[10:11], 4, v0
	v_and_b32_e32 v25, 15, v0
	v_lshlrev_b32_e32 v40, 2, v25
	v_writelane_b32 v90, s10, 28
	v_mov_b32_e32 v25, v5
	v_mov_b32_e32 v41, v5
	v_writelane_b32 v90, s11, 29
	v_mad_i64_i32 v[36:37], s[10:11], s34, v0, 0
	s_mul_hi_u32 s10, s54, s0
	s_add_i32 s1, s10, s1
	s_mul_i32 s10, s55, s0
	s_add_i32 s1, s1, s10
	s_mul_i32 s0, s54, s0
	v_lshl_add_u64 v[38:39], s[0:1], 1, v[38:39]
	s_movk_i32 s0, 0x380
	v_lshl_add_u64 v[36:37], v[36:37], 2, s[46:47]
	v_cmp_gt_u32_e64 s[14:15], s0, v0
	s_movk_i32 s0, 0x300
	v_lshl_add_u64 v[36:37], v[36:37], 0, s[16:17]
	v_lshl_add_u64 v[38:39], v[38:39], 0, v[24:25]
	v_cmp_gt_u32_e64 s[16:17], s0, v0
	s_movk_i32 s0, 0x280
	v_lshlrev_b32_e32 v25, 2, v42
	v_mov_b32_e32 v42, 0x2000
	v_lshl_add_u64 v[34:35], v[34:35], 0, v[40:41]
	v_cmp_gt_u32_e64 s[18:19], s0, v0
	v_lshl_add_u64 v[40:41], s[20:21], 0, v[40:41]
	v_cmp_gt_u32_e64 s[20:21], 8, v0
	v_lshl_or_b32 v48, v1, 2, v42
	s_movk_i32 s87, 0x7fff
	s_mov_b32 s0, 0x7060302
	s_branch .LBB0_13
.LBB0_11:
	s_waitcnt vmcnt(0)
	v_bfe_u32 v42, v6, 16, 1
	v_add3_u32 v42, v42, v6, s87
	v_or_b32_e32 v43, 0x400000, v6
	v_cmp_u_f32_e32 vcc, v6, v6
	s_nop 1
	v_cndmask_b32_e32 v6, v42, v43, vcc
	v_bfe_u32 v42, v7, 16, 1
	v_add3_u32 v42, v42, v7, s87
	v_or_b32_e32 v43, 0x400000, v7
	v_cmp_u_f32_e32 vcc, v7, v7
	v_and_b32_e32 v6, 0xffff0000, v6
	s_nop 0
	v_cndmask_b32_e32 v7, v42, v43, vcc
	v_bfe_u32 v42, v12, 16, 1
	v_add3_u32 v42, v42, v12, s87
	v_or_b32_e32 v43, 0x400000, v12
	v_cmp_u_f32_e32 vcc, v12, v12
	v_and_b32_e32 v7, 0xffff0000, v7
	v_pk_add_f32 v[6:7], v[6:7], 0 op_sel_hi:[1,0]
	v_cndmask_b32_e32 v12, v42, v43, vcc
	v_bfe_u32 v42, v13, 16, 1
	v_add3_u32 v42, v42, v13, s87
	v_or_b32_e32 v43, 0x400000, v13
	v_cmp_u_f32_e32 vcc, v13, v13
	v_and_b32_e32 v12, 0xffff0000, v12
	s_nop 0
	v_cndmask_b32_e32 v13, v42, v43, vcc
	v_bfe_u32 v42, v8, 16, 1
	v_add3_u32 v42, v42, v8, s87
	v_or_b32_e32 v43, 0x400000, v8
	v_cmp_u_f32_e32 vcc, v8, v8
	v_and_b32_e32 v13, 0xffff0000, v13
	v_pk_add_f32 v[12:13], v[12:13], 0 op_sel_hi:[1,0]
	v_cndmask_b32_e32 v8, v42, v43, vcc
	v_bfe_u32 v42, v9, 16, 1
	v_add3_u32 v42, v42, v9, s87
	v_or_b32_e32 v43, 0x400000, v9
	v_cmp_u_f32_e32 vcc, v9, v9
	v_and_b32_e32 v8, 0xffff0000, v8
	s_nop 0
	v_cndmask_b32_e32 v9, v42, v43, vcc
	v_bfe_u32 v42, v14, 16, 1
	v_add3_u32 v42, v42, v14, s87
	v_or_b32_e32 v43, 0x400000, v14
	v_cmp_u_f32_e32 vcc, v14, v14
	v_and_b32_e32 v9, 0xffff0000, v9
	v_pk_add_f32 v[8:9], v[8:9], 0 op_sel_hi:[1,0]
	v_cndmask_b32_e32 v14, v42, v43, vcc
	v_bfe_u32 v42, v15, 16, 1
	v_add3_u32 v42, v42, v15, s87
	v_or_b32_e32 v43, 0x400000, v15
	v_cmp_u_f32_e32 vcc, v15, v15
	v_and_b32_e32 v14, 0xffff0000, v14
	s_nop 0
	v_cndmask_b32_e32 v15, v42, v43, vcc
	v_bfe_u32 v42, v20, 16, 1
	v_add3_u32 v42, v42, v20, s87
	v_or_b32_e32 v43, 0x400000, v20
	v_cmp_u_f32_e32 vcc, v20, v20
	v_and_b32_e32 v15, 0xffff0000, v15
	v_pk_add_f32 v[14:15], v[14:15], 0 op_sel_hi:[1,0]
	v_cndmask_b32_e32 v20, v42, v43, vcc
	v_bfe_u32 v42, v21, 16, 1
	v_add3_u32 v42, v42, v21, s87
	v_or_b32_e32 v43, 0x400000, v21
	v_cmp_u_f32_e32 vcc, v21, v21
	v_and_b32_e32 v20, 0xffff0000, v20
	s_nop 0
	v_cndmask_b32_e32 v21, v42, v43, vcc
	v_bfe_u32 v42, v16, 16, 1
	v_add3_u32 v42, v42, v16, s87
	v_or_b32_e32 v43, 0x400000, v16
	v_cmp_u_f32_e32 vcc, v16, v16
	v_and_b32_e32 v21, 0xffff0000, v21
	v_pk_add_f32 v[20:21], v[20:21], 0 op_sel_hi:[1,0]
	v_cndmask_b32_e32 v16, v42, v43, vcc
	v_bfe_u32 v42, v17, 16, 1
	v_add3_u32 v42, v42, v17, s87
	v_or_b32_e32 v43, 0x400000, v17
	v_cmp_u_f32_e32 vcc, v17, v17
	v_and_b32_e32 v16, 0xffff0000, v16
	s_nop 0
	v_cndmask_b32_e32 v17, v42, v43, vcc
	v_bfe_u32 v42, v10, 16, 1
	v_add3_u32 v42, v42, v10, s87
	v_or_b32_e32 v43, 0x400000, v10
	v_cmp_u_f32_e32 vcc, v10, v10
	v_and_b32_e32 v17, 0xffff0000, v17
	v_pk_add_f32 v[16:17], v[16:17], 0 op_sel_hi:[1,0]
	v_cndmask_b32_e32 v10, v42, v43, vcc
	v_bfe_u32 v42, v11, 16, 1
	v_add3_u32 v42, v42, v11, s87
	v_or_b32_e32 v43, 0x400000, v11
	v_cmp_u_f32_e32 vcc, v11, v11
	v_and_b32_e32 v10, 0xffff0000, v10
	s_nop 0
	v_cndmask_b32_e32 v11, v42, v43, vcc
	v_bfe_u32 v42, v18, 16, 1
	v_add3_u32 v42, v42, v18, s87
	v_or_b32_e32 v43, 0x400000, v18
	v_cmp_u_f32_e32 vcc, v18, v18
	v_and_b32_e32 v11, 0xffff0000, v11
	v_pk_add_f32 v[10:11], v[10:11], 0 op_sel_hi:[1,0]
	v_cndmask_b32_e32 v18, v42, v43, vcc
	v_bfe_u32 v42, v19, 16, 1
	v_add3_u32 v42, v42, v19, s87
	v_or_b32_e32 v43, 0x400000, v19
	v_cmp_u_f32_e32 vcc, v19, v19
	v_and_b32_e32 v18, 0xffff0000, v18
	s_nop 0
	v_cndmask_b32_e32 v19, v42, v43, vcc
	v_and_b32_e32 v19, 0xffff0000, v19
	v_pk_add_f32 v[18:19], v[18:19], 0 op_sel_hi:[1,0]
.LBB0_12:
	s_add_i32 s97, s97, 1
	s_cmp_eq_u32 s97, s75
	s_cbranch_scc1 .LBB0_93
.LBB0_13:
	s_add_u32 s52, s94, s97
	s_addc_u32 s53, s95, 0
	s_cmp_lg_u32 s97, 0
	s_cselect_b64 s[54:55], -1, 0
	s_mov_b32 s11, 0
	s_and_b64 vcc, exec, s[54:55]
	s_cbranch_vccz .LBB0_15
	s_lshl_b64 s[10:11], s[52:53], 2
	s_add_u32 s10, s24, s10
	s_addc_u32 s11, s25, s11
	global_load_dword v42, v5, s[10:11]
	s_waitcnt vmcnt(0)
	v_readfirstlane_b32 s11, v42
.LBB0_15:
	s_andn2_b64 vcc, exec, s[54:55]
	s_mov_b32 s1, s98
	s_mov_b32 s10, s99
	s_cbranch_vccnz .LBB0_17
	s_lshl_b64 s[52:53], s[52:53], 2
	s_add_u32 s52, s26, s52
	s_addc_u32 s53, s27, s53
	global_load_dword v42, v5, s[52:53]
	s_mov_b32 s10, s11
	s_waitcnt vmcnt(0)
	v_readfirstlane_b32 s1, v42
.LBB0_17:
	s_cmp_lt_i32 s10, 0
	s_cselect_b64 s[52:53], -1, 0
	s_cmp_ge_i32 s10, s72
	s_cselect_b64 s[54:55], -1, 0
	s_or_b64 s[52:53], s[52:53], s[54:55]
	s_cmp_eq_u32 s10, s88
	s_cselect_b64 s[54:55], -1, 0
	s_or_b64 s[54:55], s[54:55], s[52:53]
	s_cmp_lt_i32 s1, 0
	s_cselect_b64 s[52:53], -1, 0
	s_cmp_ge_i32 s1, s73
	s_cselect_b64 s[70:71], -1, 0
	s_or_b64 s[70:71], s[52:53], s[70:71]
	s_cmp_eq_u32 s97, s86
	s_cselect_b64 s[52:53], -1, 0
	s_and_b64 s[52:53], s[92:93], s[52:53]
	s_cmp_gt_i32 s37, s1
	s_cselect_b64 s[84:85], -1, 0
	s_or_b64 s[84:85], s[68:69], s[84:85]
	s_and_b64 s[84:85], s[52:53], s[84:85]
	s_and_b64 s[54:55], s[54:55], exec
	s_cselect_b32 s11, 8, 0
	s_and_b64 s[54:55], s[70:71], exec
	s_cselect_b32 s70, 16, 0
	s_and_b64 s[54:55], s[84:85], exec
	s_cselect_b32 s54, 32, 0
	s_or_b32 s55, s70, s96
	s_or_b32 s54, s55, s54
	s_or_b32 s96, s54, s11
	s_cbranch_scc1 .LBB0_12
	s_ashr_i32 s11, s10, 31
	s_waitcnt lgkmcnt(0)
	s_mul_hi_u32 s70, s28, s10
	s_mul_i32 s71, s28, s11
	s_add_i32 s70, s70, s71
	s_mul_i32 s71, s29, s10
	s_mul_hi_u32 s54, s82, s10
	s_mul_i32 s55, s82, s11
	s_add_i32 s91, s70, s71
	s_mul_hi_u32 s70, s30, s10
	s_mul_i32 s11, s30, s11
	s_add_i32 s54, s54, s55
	s_mul_i32 s55, s83, s10
	s_add_i32 s11, s70, s11
	s_mul_i32 s70, s31, s10
	s_add_i32 s55, s54, s55
	s_add_i32 s71, s11, s70
	s_add_i32 s84, s1, 1
	s_mul_i32 s54, s82, s10
	s_mul_i32 s90, s28, s10
	s_cmp_lt_i32 s84, 5
	s_mul_i32 s70, s30, s10
	s_cbranch_scc0 .LBB0_45
	s_cmp_gt_i32 s84, 0
	s_cselect_b64 s[10:11], -1, 0
	v_mov_b32_e32 v42, 0
	s_and_b64 s[10:11], s[2:3], s[10:11]
	v_mov_b32_e32 v43, v42
	s_and_saveexec_b64 vcc, s[10:11]
	s_cbranch_execz .LBB0_21
	v_lshl_add_u64 v[44:45], s[90:91], 2, v[26:27]
	global_load_dword v43, v[44:45], off
.LBB0_21:
	s_or_b64 exec, exec, vcc
	v_cmp_lt_i32_e64 s[10:11], 1, s84
	s_and_b64 s[10:11], s[4:5], s[10:11]
	s_and_saveexec_b64 vcc, s[10:11]
	s_cbranch_execz .LBB0_23
	v_lshl_add_u64 v[44:45], s[90:91], 2, v[28:29]
	global_load_dword v42, v[44:45], off
.LBB0_23:
	s_or_b64 exec, exec, vcc
	v_cmp_lt_i32_e64 s[10:11], 2, s84
	v_mov_b32_e32 v44, 0
	s_and_b64 s[10:11], s[6:7], s[10:11]
	v_mov_b32_e32 v45, v44
	s_and_saveexec_b64 vcc, s[10:11]
	s_cbranch_execz .LBB0_25
	v_lshl_add_u64 v[50:51], s[90:91], 2, v[30:31]
	global_load_dword v45, v[50:51], off
.LBB0_25:
	s_or_b64 exec, exec, vcc
	v_cmp_lt_i32_e64 s[10:11], 3, s84
	s_and_b64 s[10:11], s[8:9], s[10:11]
	s_and_saveexec_b64 vcc, s[10:11]
	s_cbranch_execz .LBB0_27
	v_lshl_add_u64 v[50:51], s[90:91], 2, v[32:33]
	global_load_dword v44, v[50:51], off
.LBB0_27:
	s_or_b64 exec, exec, vcc
	v_readlane_b32 s10, v90, 26
	v_cmp_gt_i32_e32 vcc, s84, v47
	v_readlane_b32 s11, v90, 27
	v_mov_b32_e32 v49, 0
	s_and_b64 s[10:11], s[10:11], vcc
	v_mov_b32_e32 v50, v49
	s_and_saveexec_b64 vcc, s[10:11]
	s_cbranch_execz .LBB0_29
	v_lshl_add_u64 v[50:51], s[54:55], 2, v[34:35]
	global_load_dword v50, v[50:51], off
.LBB0_29:
	s_or_b64 exec, exec, vcc
	v_readlane_b32 s10, v90, 28
	v_cmp_gt_i32_e32 vcc, s84, v0
	v_readlane_b32 s11, v90, 29
	s_and_b64 s[10:11], s[10:11], vcc
	s_and_saveexec_b64 vcc, s[10:11]
	s_cbranch_execnz .LBB0_89
	s_or_b64 exec, exec, vcc
	s_and_saveexec_b64 vcc, s[2:3]
	s_cbranch_execnz .LBB0_90
.LBB0_31:
	s_or_b64 exec, exec, vcc
	s_and_saveexec_b64 vcc, s[4:5]
	s_cbranch_execnz .LBB0_91
.LBB0_32:
	s_or_b64 exec, exec, vcc
	s_and_saveexec_b64 vcc, s[6:7]
	s_cbranch_execnz .LBB0_92
.LBB0_33:
	s_or_b64 exec, exec, vcc
	s_and_saveexec_b64 vcc, s[8:9]
	s_cbranch_execz .LBB0_35
.LBB0_34:
	s_waitcnt vmcnt(0)
	ds_write_b32 v4, v44 offset:1536
.LBB0_35:
	s_or_b64 exec, exec, vcc
	s_mov_b64 vcc, exec
	v_readlane_b32 s10, v90, 26
	v_readlane_b32 s11, v90, 27
	s_and_b64 s[10:11], vcc, s[10:11]
	s_mov_b64 exec, s[10:11]
	s_cbranch_execz .LBB0_37
	s_waitcnt vmcnt(0)
	ds_write_b32 v4, v50 offset:8192
.LBB0_37:
	s_or_b64 exec, exec, vcc
	s_mov_b64 vcc, exec
	v_readlane_b32 s10, v90, 28
	v_readlane_b32 s11, v90, 29
	s_and_b64 s[10:11], vcc, s[10:11]
	s_mov_b64 exec, s[10:11]
	s_cbranch_execz .LBB0_39
	s_waitcnt vmcnt(0)
	ds_write_b32 v4, v49 offset:8736
.LBB0_39:
	s_or_b64 exec, exec, vcc
	s_cmp_gt_u32 s1, 0x7ffffffe
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_44
	s_movk_i32 s10, 0x2220
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v42, s37
	v_mov_b32_e32 v43, v48
	v_mov_b32_e32 v44, v25
	s_mov_b32 s11, s84
	s_branch .LBB0_42
.LBB0_41:
	s_add_i32 s11, s11, -1
	s_add_i32 s10, s10, 4
	v_add_u32_e32 v44, 0x200, v44
	s_cmp_eq_u32 s11, 0
	v_add_u32_e32 v43, 64, v43
	s_cbranch_scc1 .LBB0_44
.LBB0_42:
	v_mov_b32_e32 v45, s10
	ds_read_b32 v58, v45
	ds_read_b32 v60, v43
	ds_read_b128 v[50:53], v44
	ds_read_b128 v[54:57], v44 offset:128
	v_subrev_co_u32_e32 v42, vcc, 1, v42
	s_waitcnt lgkmcnt(3)
	v_pk_mul_f32 v[6:7], v[6:7], v[58:59] op_sel_hi:[1,0]
	v_pk_mul_f32 v[12:13], v[12:13], v[58:59] op_sel_hi:[1,0]
	v_pk_mul_f32 v[8:9], v[8:9], v[58:59] op_sel_hi:[1,0]
	v_pk_mul_f32 v[14:15], v[14:15], v[58:59] op_sel_hi:[1,0]
	s_waitcnt lgkmcnt(1)
	v_pk_fma_f32 v[6:7], v[50:51], v[60:61], v[6:7] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[12:13], v[52:53], v[60:61], v[12:13] op_sel_hi:[1,0,1]
	s_waitcnt lgkmcnt(0)
	v_pk_fma_f32 v[8:9], v[54:55], v[60:61], v[8:9] op_sel_hi:[1,0,1]
	ds_read_b128 v[50:53], v44 offset:256
	v_pk_fma_f32 v[14:15], v[56:57], v[60:61], v[14:15] op_sel_hi:[1,0,1]
	ds_read_b128 v[54:57], v44 offset:384
	v_pk_mul_f32 v[20:21], v[20:21], v[58:59] op_sel_hi:[1,0]
	v_pk_mul_f32 v[16:17], v[16:17], v[58:59] op_sel_hi:[1,0]
	v_pk_mul_f32 v[10:11], v[10:11], v[58:59] op_sel_hi:[1,0]
	v_pk_mul_f32 v[18:19], v[18:19], v[58:59] op_sel_hi:[1,0]
	s_and_b64 vcc, s[52:53], vcc
	s_waitcnt lgkmcnt(1)
	v_pk_fma_f32 v[20:21], v[50:51], v[60:61], v[20:21] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[16:17], v[52:53], v[60:61], v[16:17] op_sel_hi:[1,0,1]
	s_waitcnt lgkmcnt(0)
	v_pk_fma_f32 v[10:11], v[54:55], v[60:61], v[10:11] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[18:19], v[56:57], v[60:61], v[18:19] op_sel_hi:[1,0,1]
	s_and_b64 vcc, exec, vcc
	s_cbranch_vccz .LBB0_41
	v_bfe_u32 v45, v6, 16, 1
	v_add3_u32 v45, v45, v6, s87
	v_or_b32_e32 v49, 0x400000, v6
	v_cmp_u_f32_e32 vcc, v6, v6
	v_or_b32_e32 v50, 0x400000, v7
	v_or_b32_e32 v51, 0x400000, v12
	v_cndmask_b32_e32 v45, v45, v49, vcc
	v_bfe_u32 v49, v7, 16, 1
	v_add3_u32 v49, v49, v7, s87
	v_cmp_u_f32_e32 vcc, v7, v7
	v_or_b32_e32 v52, 0x400000, v13
	s_nop 0
	v_cndmask_b32_e32 v49, v49, v50, vcc
	v_bfe_u32 v50, v12, 16, 1
	v_add3_u32 v50, v50, v12, s87
	v_cmp_u_f32_e32 vcc, v12, v12
	s_nop 1
	v_cndmask_b32_e32 v50, v50, v51, vcc
	v_bfe_u32 v51, v13, 16, 1
	v_add3_u32 v51, v51, v13, s87
	v_cmp_u_f32_e32 vcc, v13, v13
	s_nop 1
	v_cndmask_b32_e32 v51, v51, v52, vcc
	v_perm_b32 v51, v51, v50, s0
	v_perm_b32 v50, v49, v45, s0
	v_bfe_u32 v45, v8, 16, 1
	v_add3_u32 v45, v45, v8, s87
	v_or_b32_e32 v49, 0x400000, v8
	v_cmp_u_f32_e32 vcc, v8, v8
	global_store_dwordx2 v[38:39], v[50:51], off
	v_or_b32_e32 v50, 0x400000, v9
	v_cndmask_b32_e32 v45, v45, v49, vcc
	v_bfe_u32 v49, v9, 16, 1
	v_add3_u32 v49, v49, v9, s87
	v_cmp_u_f32_e32 vcc, v9, v9
	v_or_b32_e32 v51, 0x400000, v14
	v_or_b32_e32 v52, 0x400000, v15
	v_cndmask_b32_e32 v49, v49, v50, vcc
	v_bfe_u32 v50, v14, 16, 1
	v_add3_u32 v50, v50, v14, s87
	v_cmp_u_f32_e32 vcc, v14, v14
	s_nop 1
	v_cndmask_b32_e32 v50, v50, v51, vcc
	v_bfe_u32 v51, v15, 16, 1
	v_add3_u32 v51, v51, v15, s87
	v_cmp_u_f32_e32 vcc, v15, v15
	s_nop 1
	v_cndmask_b32_e32 v51, v51, v52, vcc
	v_perm_b32 v51, v51, v50, s0
	v_perm_b32 v50, v49, v45, s0
	v_bfe_u32 v45, v20, 16, 1
	v_add3_u32 v45, v45, v20, s87
	v_or_b32_e32 v49, 0x400000, v20
	v_cmp_u_f32_e32 vcc, v20, v20
	global_store_dwordx2 v[38:39], v[50:51], off offset:64
	v_or_b32_e32 v50, 0x400000, v21
	v_cndmask_b32_e32 v45, v45, v49, vcc
	v_bfe_u32 v49, v21, 16, 1
	v_add3_u32 v49, v49, v21, s87
	v_cmp_u_f32_e32 vcc, v21, v21
	v_or_b32_e32 v51, 0x400000, v16
	v_or_b32_e32 v52, 0x400000, v17
	v_cndmask_b32_e32 v49, v49, v50, vcc
	v_bfe_u32 v50, v16, 16, 1
	v_add3_u32 v50, v50, v16, s87
	v_cmp_u_f32_e32 vcc, v16, v16
	s_nop 1
	v_cndmask_b32_e32 v50, v50, v51, vcc
	v_bfe_u32 v51, v17, 16, 1
	v_add3_u32 v51, v51, v17, s87
	v_cmp_u_f32_e32 vcc, v17, v17
	s_nop 1
	v_cndmask_b32_e32 v51, v51, v52, vcc
	v_perm_b32 v51, v51, v50, s0
	v_perm_b32 v50, v49, v45, s0
	v_bfe_u32 v45, v10, 16, 1
	v_add3_u32 v45, v45, v10, s87
	v_or_b32_e32 v49, 0x400000, v10
	v_cmp_u_f32_e32 vcc, v10, v10
	global_store_dwordx2 v[38:39], v[50:51], off offset:128
	v_or_b32_e32 v50, 0x400000, v11
	v_cndmask_b32_e32 v45, v45, v49, vcc
	v_bfe_u32 v49, v11, 16, 1
	v_add3_u32 v49, v49, v11, s87
	v_cmp_u_f32_e32 vcc, v11, v11
	v_or_b32_e32 v51, 0x400000, v18
	v_or_b32_e32 v52, 0x400000, v19
	v_cndmask_b32_e32 v49, v49, v50, vcc
	v_bfe_u32 v50, v18, 16, 1
	v_add3_u32 v50, v50, v18, s87
	v_cmp_u_f32_e32 vcc, v18, v18
	s_nop 1
	v_cndmask_b32_e32 v50, v50, v51, vcc
	v_bfe_u32 v51, v19, 16, 1
	v_add3_u32 v51, v51, v19, s87
	v_cmp_u_f32_e32 vcc, v19, v19
	s_nop 1
	v_cndmask_b32_e32 v51, v51, v52, vcc
	v_perm_b32 v51, v51, v50, s0
	v_perm_b32 v50, v49, v45, s0
	global_store_dwordx2 v[38:39], v[50:51], off offset:192
	s_branch .LBB0_41
.LBB0_44:
	s_barrier
.LBB0_45:
	s_add_i32 s10, s1, -4
	s_cmp_lt_u32 s10, 0x7ffffff4
	s_cbranch_scc0 .LBB0_11
	s_add_i32 s1, s1, 8
	s_lshl_b64 s[10:11], s[90:91], 2
	s_lshr_b32 s89, s1, 3
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[42:43], v[26:27], 0, s[10:11]
	s_lshl_b64 s[10:11], s[70:71], 2
	v_readlane_b32 s1, v90, 22
	v_lshl_add_u64 v[44:45], s[54:55], 2, v[40:41]
	s_add_u32 s54, s1, s10
	v_readlane_b32 s1, v90, 23
	s_addc_u32 s55, s1, s11
	s_mov_b32 s90, 0
	s_mov_b32 s91, s37
	s_mov_b32 s1, s84
	s_branch .LBB0_48
.LBB0_47:
	s_add_i32 s90, s90, 1
	s_add_i32 s1, s1, -8
	s_add_i32 s91, s91, -8
	s_cmp_eq_u32 s90, s89
	s_barrier
	s_cbranch_scc1 .LBB0_11
.LBB0_48:
	s_lshl_b32 s10, s90, 3
	s_sub_i32 s85, s84, s10
	s_min_i32 s11, s85, 8
	s_cmp_gt_i32 s11, 0
	v_mov_b32_e32 v51, 0
	s_cselect_b64 vcc, -1, 0
	v_mov_b32_e32 v52, v51
	s_and_saveexec_b64 s[70:71], vcc
	s_cbranch_execz .LBB0_50
	s_ashr_i32 vcc_lo, s10, 31
	s_mul_hi_u32 vcc_hi, s38, s10
	s_mul_i32 vcc_lo, s38, vcc_lo
	s_add_i32 vcc_lo, vcc_hi, vcc_lo
	s_mul_i32 vcc_hi, s39, s10
	s_add_i32 vcc_hi, vcc_lo, vcc_hi
	s_mul_i32 vcc_lo, s38, s10
	v_lshl_add_u64 v[52:53], vcc, 2, v[42:43]
	global_load_dword v52, v[52:53], off
.LBB0_50:
	s_or_b64 exec, exec, s[70:71]
	v_cmp_lt_i32_e64 s[70:71], 1, s11
	s_and_b64 vcc, s[14:15], s[70:71]
	s_and_saveexec_b64 s[70:71], vcc
	s_cbranch_execz .LBB0_52
	v_add_u32_e64 v49, s10, 1
	v_ashrrev_i32_e32 v50, 31, v49
	v_mul_lo_u32 v53, s38, v50
	v_mul_lo_u32 v54, s39, v49
	v_mad_u64_u32 v[50:51], vcc, s38, v49, 0
	v_add3_u32 v51, v51, v53, v54
	v_lshl_add_u64 v[50:51], v[50:51], 2, v[42:43]
	global_load_dword v51, v[50:51], off
.LBB0_52:
	s_or_b64 exec, exec, s[70:71]
	v_cmp_lt_i32_e64 s[70:71], 2, s11
	v_mov_b32_e32 v53, 0
	s_and_b64 vcc, s[16:17], s[70:71]
	v_mov_b32_e32 v54, v53
	s_and_saveexec_b64 s[70:71], vcc
	s_cbranch_execz .LBB0_54
	v_add_u32_e64 v49, s10, 2
	v_ashrrev_i32_e32 v50, 31, v49
	v_mul_lo_u32 v50, s38, v50
	v_mul_lo_u32 v56, s39, v49
	v_mad_u64_u32 v[54:55], vcc, s38, v49, 0
	v_add3_u32 v55, v55, v50, v56
	v_lshl_add_u64 v[54:55], v[54:55], 2, v[42:43]
	global_load_dword v54, v[54:55], off
.LBB0_54:
	s_or_b64 exec, exec, s[70:71]
	v_cmp_lt_i32_e64 s[70:71], 3, s11
	s_and_b64 vcc, s[18:19], s[70:71]
	s_and_saveexec_b64 s[70:71], vcc
	s_cbranch_execz .LBB0_56
	v_add_u32_e64 v49, s10, 3
	v_ashrrev_i32_e32 v50, 31, v49
	v_mul_lo_u32 v50, s38, v50
	v_mul_lo_u32 v53, s39, v49
	v_mad_u64_u32 v[56:57], vcc, s38, v49, 0
	v_add3_u32 v57, v57, v50, v53
	v_lshl_add_u64 v[56:57], v[56:57], 2, v[42:43]
	global_load_dword v53, v[56:57], off
.LBB0_56:
	s_or_b64 exec, exec, s[70:71]
	v_cmp_lt_i32_e64 s[70:71], 4, s11
	v_mov_b32_e32 v55, 0
	s_and_b64 vcc, s[2:3], s[70:71]
	v_mov_b32_e32 v56, v55
	s_and_saveexec_b64 s[70:71], vcc
	s_cbranch_execz .LBB0_58
	v_or_b32_e64 v49, s10, 4
	s_ashr_i32 vcc_lo, s10, 31
	v_mul_lo_u32 v50, s39, v49
	s_mul_i32 s12, s38, vcc_lo
	v_mad_u64_u32 v[56:57], vcc, s38, v49, 0
	v_add3_u32 v57, v57, s12, v50
	v_lshl_add_u64 v[56:57], v[56:57], 2, v[42:43]
	global_load_dword v56, v[56:57], off
.LBB0_58:
	s_or_b64 exec, exec, s[70:71]
	v_cmp_lt_i32_e64 s[70:71], 5, s11
	s_and_b64 vcc, s[4:5], s[70:71]
	s_and_saveexec_b64 s[70:71], vcc
	s_cbranch_execz .LBB0_60
	v_add_u32_e64 v49, s10, 5
	v_ashrrev_i32_e32 v50, 31, v49
	v_mul_lo_u32 v50, s38, v50
	v_mul_lo_u32 v55, s39, v49
	s_waitcnt vmcnt(0)
	v_mad_u64_u32 v[58:59], vcc, s38, v49, 0
	v_add3_u32 v59, v59, v50, v55
	v_lshl_add_u64 v[58:59], v[58:59], 2, v[42:43]
	global_load_dword v55, v[58:59], off
.LBB0_60:
	s_or_b64 exec, exec, s[70:71]
	v_cmp_lt_i32_e64 s[70:71], 6, s11
	v_mov_b32_e32 v49, 0
	s_and_b64 vcc, s[6:7], s[70:71]
	v_mov_b32_e32 v57, v49
	s_and_saveexec_b64 s[70:71], vcc
	s_cbranch_execz .LBB0_62
	v_or_b32_e64 v50, s10, 6
	s_ashr_i32 s12, s10, 31
	v_mul_lo_u32 v57, s39, v50
	s_mul_i32 s12, s38, s12
	s_waitcnt vmcnt(0)
	v_mad_u64_u32 v[58:59], vcc, s38, v50, 0
	v_add3_u32 v59, v59, s12, v57
	v_lshl_add_u64 v[58:59], v[58:59], 2, v[42:43]
	global_load_dword v57, v[58:59], off
.LBB0_62:
	s_or_b64 exec, exec, s[70:71]
	v_cmp_lt_i32_e64 s[70:71], 7, s11
	s_and_b64 vcc, s[8:9], s[70:71]
	s_and_saveexec_b64 s[70:71], vcc
	s_cbranch_execz .LBB0_64
	s_or_b32 s12, s10, 7
	s_ashr_i32 s13, s10, 31
	s_mul_hi_u32 vcc_lo, s38, s12
	s_mul_i32 s13, s38, s13
	s_add_i32 s13, vcc_lo, s13
	s_mul_i32 vcc_lo, s39, s12
	s_add_i32 vcc_hi, s13, vcc_lo
	s_mul_i32 vcc_lo, s38, s12
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[58:59], vcc, 2, v[42:43]
	global_load_dword v49, v[58:59], off
.LBB0_64:
	s_or_b64 exec, exec, s[70:71]
	v_cmp_gt_i32_e32 vcc, s11, v47
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v58, 0
	s_and_b64 vcc, s[8:9], vcc
	v_mov_b32_e32 v50, v58
	s_and_saveexec_b64 s[70:71], vcc
	s_cbranch_execnz .LBB0_80
	s_or_b64 exec, exec, s[70:71]
	v_cmp_gt_i32_e32 vcc, s11, v0
	s_and_saveexec_b64 s[70:71], vcc
	s_cbranch_execnz .LBB0_81
.LBB0_66:
	s_or_b64 exec, exec, s[70:71]
	s_waitcnt vmcnt(0)
	ds_write_b32 v4, v52
	s_and_saveexec_b64 s[70:71], s[14:15]
	s_cbranch_execnz .LBB0_82
.LBB0_67:
	s_or_b64 exec, exec, s[70:71]
	s_and_saveexec_b64 s[70:71], s[16:17]
	s_cbranch_execnz .LBB0_83
.LBB0_68:
	s_or_b64 exec, exec, s[70:71]
	s_and_saveexec_b64 s[70:71], s[18:19]
	s_cbranch_execnz .LBB0_84
.LBB0_69:
	s_or_b64 exec, exec, s[70:71]
	s_and_saveexec_b64 s[70:71], s[2:3]
	s_cbranch_execnz .LBB0_85
.LBB0_70:
	s_or_b64 exec, exec, s[70:71]
	s_and_saveexec_b64 s[70:71], s[4:5]
	s_cbranch_execnz .LBB0_86
.LBB0_71:
	s_or_b64 exec, exec, s[70:71]
	s_and_saveexec_b64 s[70:71], s[6:7]
	s_cbranch_execnz .LBB0_87
.LBB0_72:
	s_or_b64 exec, exec, s[70:71]
	s_and_saveexec_b64 s[70:71], s[8:9]
	s_cbranch_execnz .LBB0_88
.LBB0_73:
	s_or_b64 exec, exec, s[70:71]
	s_and_saveexec_b64 s[70:71], s[20:21]
	s_cbranch_execz .LBB0_75
.LBB0_74:
	s_waitcnt vmcnt(0)
	ds_write_b32 v4, v58 offset:8736
.LBB0_75:
	s_or_b64 exec, exec, s[70:71]
	s_cmp_lt_i32 s85, 1
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_47
	v_med3_i32 v49, s1, 1, 8
	s_movk_i32 s10, 0x2220
	v_mov_b32_e32 v50, s91
	v_mov_b32_e32 v51, v48
	v_mov_b32_e32 v52, v25
	s_waitcnt vmcnt(0)
	s_branch .LBB0_78
.LBB0_77:
	v_add_u32_e32 v49, -1, v49
	v_cmp_eq_u32_e32 vcc, 0, v49
	v_add_u32_e32 v52, 0x200, v52
	s_add_i32 s10, s10, 4
	v_add_u32_e32 v51, 64, v51
	s_cbranch_vccnz .LBB0_47
.LBB0_78:
	v_mov_b32_e32 v53, s10
	ds_read_b32 v62, v53
	ds_read_b32 v64, v51
	ds_read_b128 v[54:57], v52
	ds_read_b128 v[58:61], v52 offset:128
	v_subrev_co_u32_e32 v50, vcc, 1, v50
	s_waitcnt lgkmcnt(3)
	v_pk_mul_f32 v[6:7], v[6:7], v[62:63] op_sel_hi:[1,0]
	v_pk_mul_f32 v[12:13], v[12:13], v[62:63] op_sel_hi:[1,0]
	v_pk_mul_f32 v[8:9], v[8:9], v[62:63] op_sel_hi:[1,0]
	v_pk_mul_f32 v[14:15], v[14:15], v[62:63] op_sel_hi:[1,0]
	s_waitcnt lgkmcnt(1)
	v_pk_fma_f32 v[6:7], v[54:55], v[64:65], v[6:7] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[12:13], v[56:57], v[64:65], v[12:13] op_sel_hi:[1,0,1]
	s_waitcnt lgkmcnt(0)
	v_pk_fma_f32 v[8:9], v[58:59], v[64:65], v[8:9] op_sel_hi:[1,0,1]
	ds_read_b128 v[54:57], v52 offset:256
	v_pk_fma_f32 v[14:15], v[60:61], v[64:65], v[14:15] op_sel_hi:[1,0,1]
	ds_read_b128 v[58:61], v52 offset:384
	v_pk_mul_f32 v[20:21], v[20:21], v[62:63] op_sel_hi:[1,0]
	v_pk_mul_f32 v[16:17], v[16:17], v[62:63] op_sel_hi:[1,0]
	v_pk_mul_f32 v[10:11], v[10:11], v[62:63] op_sel_hi:[1,0]
	v_pk_mul_f32 v[18:19], v[18:19], v[62:63] op_sel_hi:[1,0]
	s_and_b64 s[70:71], s[52:53], vcc
	s_waitcnt lgkmcnt(1)
	v_pk_fma_f32 v[20:21], v[54:55], v[64:65], v[20:21] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[16:17], v[56:57], v[64:65], v[16:17] op_sel_hi:[1,0,1]
	s_waitcnt lgkmcnt(0)
	v_pk_fma_f32 v[10:11], v[58:59], v[64:65], v[10:11] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[18:19], v[60:61], v[64:65], v[18:19] op_sel_hi:[1,0,1]
	s_and_b64 vcc, exec, s[70:71]
	s_cbranch_vccz .LBB0_77
	v_bfe_u32 v53, v6, 16, 1
	v_add3_u32 v53, v53, v6, s87
	v_or_b32_e32 v54, 0x400000, v6
	v_cmp_u_f32_e32 vcc, v6, v6
	v_or_b32_e32 v55, 0x400000, v7
	v_or_b32_e32 v56, 0x400000, v12
	v_cndmask_b32_e32 v53, v53, v54, vcc
	v_bfe_u32 v54, v7, 16, 1
	v_add3_u32 v54, v54, v7, s87
	v_cmp_u_f32_e32 vcc, v7, v7
	v_or_b32_e32 v57, 0x400000, v13
	s_nop 0
	v_cndmask_b32_e32 v54, v54, v55, vcc
	v_bfe_u32 v55, v12, 16, 1
	v_add3_u32 v55, v55, v12, s87
	v_cmp_u_f32_e32 vcc, v12, v12
	v_perm_b32 v54, v54, v53, s0
	v_bfe_u32 v53, v8, 16, 1
	v_cndmask_b32_e32 v55, v55, v56, vcc
	v_bfe_u32 v56, v13, 16, 1
	v_add3_u32 v56, v56, v13, s87
	v_cmp_u_f32_e32 vcc, v13, v13
	v_add3_u32 v53, v53, v8, s87
	s_nop 0
	v_cndmask_b32_e32 v56, v56, v57, vcc
	v_perm_b32 v55, v56, v55, s0
	global_store_dwordx2 v[38:39], v[54:55], off
	v_or_b32_e32 v54, 0x400000, v8
	v_cmp_u_f32_e32 vcc, v8, v8
	v_or_b32_e32 v55, 0x400000, v9
	v_or_b32_e32 v56, 0x400000, v14
	v_cndmask_b32_e32 v53, v53, v54, vcc
	v_bfe_u32 v54, v9, 16, 1
	v_add3_u32 v54, v54, v9, s87
	v_cmp_u_f32_e32 vcc, v9, v9
	v_or_b32_e32 v57, 0x400000, v15
	s_nop 0
	v_cndmask_b32_e32 v54, v54, v55, vcc
	v_bfe_u32 v55, v14, 16, 1
	v_add3_u32 v55, v55, v14, s87
	v_cmp_u_f32_e32 vcc, v14, v14
	v_perm_b32 v54, v54, v53, s0
	v_bfe_u32 v53, v20, 16, 1
	v_cndmask_b32_e32 v55, v55, v56, vcc
	v_bfe_u32 v56, v15, 16, 1
	v_add3_u32 v56, v56, v15, s87
	v_cmp_u_f32_e32 vcc, v15, v15
	v_add3_u32 v53, v53, v20, s87
	s_nop 0
	v_cndmask_b32_e32 v56, v56, v57, vcc
	v_perm_b32 v55, v56, v55, s0
	global_store_dwordx2 v[38:39], v[54:55], off offset:64
	v_or_b32_e32 v54, 0x400000, v20
	v_cmp_u_f32_e32 vcc, v20, v20
	v_or_b32_e32 v55, 0x400000, v21
	v_or_b32_e32 v56, 0x400000, v16
	v_cndmask_b32_e32 v53, v53, v54, vcc
	v_bfe_u32 v54, v21, 16, 1
	v_add3_u32 v54, v54, v21, s87
	v_cmp_u_f32_e32 vcc, v21, v21
	v_or_b32_e32 v57, 0x400000, v17
	s_nop 0
	v_cndmask_b32_e32 v54, v54, v55, vcc
	v_bfe_u32 v55, v16, 16, 1
	v_add3_u32 v55, v55, v16, s87
	v_cmp_u_f32_e32 vcc, v16, v16
	v_perm_b32 v54, v54, v53, s0
	v_bfe_u32 v53, v10, 16, 1
	v_cndmask_b32_e32 v55, v55, v56, vcc
	v_bfe_u32 v56, v17, 16, 1
	v_add3_u32 v56, v56, v17, s87
	v_cmp_u_f32_e32 vcc, v17, v17
	v_add3_u32 v53, v53, v10, s87
	s_nop 0
	v_cndmask_b32_e32 v56, v56, v57, vcc
	v_perm_b32 v55, v56, v55, s0
	global_store_dwordx2 v[38:39], v[54:55], off offset:128
	v_or_b32_e32 v54, 0x400000, v10
	v_cmp_u_f32_e32 vcc, v10, v10
	v_or_b32_e32 v55, 0x400000, v11
	v_or_b32_e32 v56, 0x400000, v18
	v_cndmask_b32_e32 v53, v53, v54, vcc
	v_bfe_u32 v54, v11, 16, 1
	v_add3_u32 v54, v54, v11, s87
	v_cmp_u_f32_e32 vcc, v11, v11
	v_or_b32_e32 v57, 0x400000, v19
	s_nop 0
	v_cndmask_b32_e32 v54, v54, v55, vcc
	v_bfe_u32 v55, v18, 16, 1
	v_add3_u32 v55, v55, v18, s87
	v_cmp_u_f32_e32 vcc, v18, v18
	v_perm_b32 v54, v54, v53, s0
	s_nop 0
	v_cndmask_b32_e32 v55, v55, v56, vcc
	v_bfe_u32 v56, v19, 16, 1
	v_add3_u32 v56, v56, v19, s87
	v_cmp_u_f32_e32 vcc, v19, v19
	s_nop 1
	v_cndmask_b32_e32 v56, v56, v57, vcc
	v_perm_b32 v55, v56, v55, s0
	global_store_dwordx2 v[38:39], v[54:55], off offset:192
	s_branch .LBB0_77
.LBB0_80:
	v_or_b32_e32 v50, s10, v47
	s_ashr_i32 s12, s10, 31
	v_mul_lo_u32 v59, s23, v50
	s_mul_i32 s12, s22, s12
	v_mad_u64_u32 v[60:61], vcc, s22, v50, 0
	v_add3_u32 v61, v61, s12, v59
	v_lshl_add_u64 v[60:61], v[60:61], 2, v[44:45]
	global_load_dword v50, v[60:61], off
	s_or_b64 exec, exec, s[70:71]
	v_cmp_gt_i32_e32 vcc, s11, v0
	s_and_saveexec_b64 s[70:71], vcc
	s_cbranch_execz .LBB0_66
.LBB0_81:
	v_add_u32_e32 v58, s10, v0
	v_mad_i64_i32 v[58:59], s[10:11], v58, s34, 0
	v_lshl_add_u64 v[58:59], v[58:59], 2, s[54:55]
	global_load_dword v58, v[58:59], off
	s_or_b64 exec, exec, s[70:71]
	s_waitcnt vmcnt(1)
	ds_write_b32 v4, v52
	s_and_saveexec_b64 s[70:71], s[14:15]
	s_cbranch_execz .LBB0_67
.LBB0_82:
	ds_write_b32 v4, v51 offset:512
	s_or_b64 exec, exec, s[70:71]
	s_and_saveexec_b64 s[70:71], s[16:17]
	s_cbranch_execz .LBB0_68
.LBB0_83:
	ds_write_b32 v4, v54 offset:1024
	s_or_b64 exec, exec, s[70:71]
	s_and_saveexec_b64 s[70:71], s[18:19]
	s_cbranch_execz .LBB0_69
.LBB0_84:
	ds_write_b32 v4, v53 offset:1536
	s_or_b64 exec, exec, s[70:71]
	s_and_saveexec_b64 s[70:71], s[2:3]
	s_cbranch_execz .LBB0_70
.LBB0_85:
	ds_write_b32 v4, v56 offset:2048
	s_or_b64 exec, exec, s[70:71]
	s_and_saveexec_b64 s[70:71], s[4:5]
	s_cbranch_execz .LBB0_71
.LBB0_86:
	ds_write_b32 v4, v55 offset:2560
	s_or_b64 exec, exec, s[70:71]
	s_and_saveexec_b64 s[70:71], s[6:7]
	s_cbranch_execz .LBB0_72
.LBB0_87:
	ds_write_b32 v4, v57 offset:3072
	s_or_b64 exec, exec, s[70:71]
	s_and_saveexec_b64 s[70:71], s[8:9]
	s_cbranch_execz .LBB0_73
.LBB0_88:
	ds_write2st64_b32 v4, v49, v50 offset0:14 offset1:32
	s_or_b64 exec, exec, s[70:71]
	s_and_saveexec_b64 s[70:71], s[20:21]
	s_cbranch_execnz .LBB0_74
	s_branch .LBB0_75
.LBB0_89:
	v_lshl_add_u64 v[52:53], s[70:71], 2, v[36:37]
	global_load_dword v49, v[52:53], off
	s_or_b64 exec, exec, vcc
	s_and_saveexec_b64 vcc, s[2:3]
	s_cbranch_execz .LBB0_31
.LBB0_90:
	s_waitcnt vmcnt(0)
	ds_write_b32 v4, v43
	s_or_b64 exec, exec, vcc
	s_and_saveexec_b64 vcc, s[4:5]
	s_cbranch_execz .LBB0_32
.LBB0_91:
	s_waitcnt vmcnt(0)
	ds_write_b32 v4, v42 offset:512
	s_or_b64 exec, exec, vcc
	s_and_saveexec_b64 vcc, s[6:7]
	s_cbranch_execz .LBB0_33
.LBB0_92:
	s_waitcnt vmcnt(0)
	ds_write_b32 v4, v45 offset:1024
	s_or_b64 exec, exec, vcc
	s_and_saveexec_b64 vcc, s[8:9]
	s_cbranch_execnz .LBB0_34
	s_branch .LBB0_35
.LBB0_93:
	v_readlane_b32 s8, v90, 24
	v_readlane_b32 s68, v90, 21
	v_readlane_b32 s9, v90, 25
.LBB0_94:
	s_cmp_lg_u32 s96, 0
	v_readlane_b32 s2, v90, 10
	s_cselect_b64 s[0:1], -1, 0
	v_readlane_b32 s3, v90, 11
	s_and_b64 s[0:1], s[2:3], s[0:1]
	s_and_b64 vcc, exec, s[0:1]
	s_cbranch_vccz .LBB0_98
	v_mbcnt_lo_u32_b32 v5, exec_lo, 0
	v_mbcnt_hi_u32_b32 v5, exec_hi, v5
	v_cmp_eq_u32_e32 vcc, 0, v5
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_97
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v25, s96
	global_atomic_or v5, v25, s[56:57]
.LBB0_97:
	s_or_b64 exec, exec, s[2:3]
.LBB0_98:
	s_cmp_eq_u32 s96, 0
	s_cselect_b64 s[2:3], -1, 0
	s_cmp_eq_u32 s75, s74
	s_cselect_b64 s[0:1], -1, 0
	v_readlane_b32 s4, v90, 17
	s_and_b64 s[0:1], s[0:1], s[2:3]
	v_readlane_b32 s5, v90, 18
	s_and_b64 s[0:1], s[4:5], s[0:1]
	s_andn2_b64 vcc, exec, s[0:1]
	s_cbranch_vccnz .LBB0_100
	v_mov_b32_e32 v25, 0
	v_bfe_u32 v5, v13, 16, 1
	s_movk_i32 s0, 0x7fff
	v_lshl_add_u64 v[22:23], v[22:23], 0, v[24:25]
	v_add3_u32 v5, v5, v13, s0
	v_or_b32_e32 v24, 0x400000, v13
	v_cmp_u_f32_e32 vcc, v13, v13
	v_or_b32_e32 v25, 0x400000, v12
	v_or_b32_e32 v26, 0x400000, v7
	v_cndmask_b32_e32 v5, v5, v24, vcc
	v_bfe_u32 v24, v12, 16, 1
	v_add3_u32 v24, v24, v12, s0
	v_cmp_u_f32_e32 vcc, v12, v12
	v_or_b32_e32 v27, 0x400000, v6
	s_mov_b32 s1, 0x7060302
	v_cndmask_b32_e32 v24, v24, v25, vcc
	v_bfe_u32 v25, v7, 16, 1
	v_add3_u32 v25, v25, v7, s0
	v_cmp_u_f32_e32 vcc, v7, v7
	s_nop 1
	v_cndmask_b32_e32 v26, v25, v26, vcc
	v_bfe_u32 v25, v6, 16, 1
	v_add3_u32 v25, v25, v6, s0
	v_cmp_u_f32_e32 vcc, v6, v6
	s_nop 1
	v_cndmask_b32_e32 v27, v25, v27, vcc
	v_perm_b32 v25, v5, v24, s1
	v_perm_b32 v24, v26, v27, s1
	v_bfe_u32 v5, v15, 16, 1
	global_store_dwordx2 v[22:23], v[24:25], off
	v_add3_u32 v5, v5, v15, s0
	v_or_b32_e32 v24, 0x400000, v15
	v_cmp_u_f32_e32 vcc, v15, v15
	v_or_b32_e32 v25, 0x400000, v14
	v_or_b32_e32 v26, 0x400000, v9
	v_cndmask_b32_e32 v5, v5, v24, vcc
	v_bfe_u32 v24, v14, 16, 1
	v_add3_u32 v24, v24, v14, s0
	v_cmp_u_f32_e32 vcc, v14, v14
	v_or_b32_e32 v27, 0x400000, v8
	s_nop 0
	v_cndmask_b32_e32 v24, v24, v25, vcc
	v_bfe_u32 v25, v9, 16, 1
	v_add3_u32 v25, v25, v9, s0
	v_cmp_u_f32_e32 vcc, v9, v9
	s_nop 1
	v_cndmask_b32_e32 v26, v25, v26, vcc
	v_bfe_u32 v25, v8, 16, 1
	v_add3_u32 v25, v25, v8, s0
	v_cmp_u_f32_e32 vcc, v8, v8
	s_nop 1
	v_cndmask_b32_e32 v27, v25, v27, vcc
	v_perm_b32 v25, v5, v24, s1
	v_perm_b32 v24, v26, v27, s1
	v_bfe_u32 v5, v17, 16, 1
	global_store_dwordx2 v[22:23], v[24:25], off offset:64
	v_add3_u32 v5, v5, v17, s0
	v_or_b32_e32 v24, 0x400000, v17
	v_cmp_u_f32_e32 vcc, v17, v17
	v_or_b32_e32 v25, 0x400000, v16
	v_or_b32_e32 v26, 0x400000, v21
	v_cndmask_b32_e32 v5, v5, v24, vcc
	v_bfe_u32 v24, v16, 16, 1
	v_add3_u32 v24, v24, v16, s0
	v_cmp_u_f32_e32 vcc, v16, v16
	v_or_b32_e32 v27, 0x400000, v20
	s_nop 0
	v_cndmask_b32_e32 v24, v24, v25, vcc
	v_bfe_u32 v25, v21, 16, 1
	v_add3_u32 v25, v25, v21, s0
	v_cmp_u_f32_e32 vcc, v21, v21
	s_nop 1
	v_cndmask_b32_e32 v26, v25, v26, vcc
	v_bfe_u32 v25, v20, 16, 1
	v_add3_u32 v25, v25, v20, s0
	v_cmp_u_f32_e32 vcc, v20, v20
	s_nop 1
	v_cndmask_b32_e32 v27, v25, v27, vcc
	v_perm_b32 v25, v5, v24, s1
	v_perm_b32 v24, v26, v27, s1
	v_bfe_u32 v5, v19, 16, 1
	global_store_dwordx2 v[22:23], v[24:25], off offset:128
	v_add3_u32 v5, v5, v19, s0
	v_or_b32_e32 v24, 0x400000, v19
	v_cmp_u_f32_e32 vcc, v19, v19
	v_or_b32_e32 v25, 0x400000, v18
	v_or_b32_e32 v26, 0x400000, v11
	v_cndmask_b32_e32 v5, v5, v24, vcc
	v_bfe_u32 v24, v18, 16, 1
	v_add3_u32 v24, v24, v18, s0
	v_cmp_u_f32_e32 vcc, v18, v18
	v_or_b32_e32 v27, 0x400000, v10
	s_nop 0
	v_cndmask_b32_e32 v24, v24, v25, vcc
	v_bfe_u32 v25, v11, 16, 1
	v_add3_u32 v25, v25, v11, s0
	v_cmp_u_f32_e32 vcc, v11, v11
	s_nop 1
	v_cndmask_b32_e32 v26, v25, v26, vcc
	v_bfe_u32 v25, v10, 16, 1
	v_add3_u32 v25, v25, v10, s0
	v_cmp_u_f32_e32 vcc, v10, v10
	s_nop 1
	v_cndmask_b32_e32 v27, v25, v27, vcc
	v_perm_b32 v25, v5, v24, s1
	v_perm_b32 v24, v26, v27, s1
	global_store_dwordx2 v[22:23], v[24:25], off offset:192
.LBB0_100:
	v_readlane_b32 s0, v90, 5
	v_readlane_b32 s1, v90, 6
	s_and_b64 s[0:1], s[2:3], s[0:1]
	s_and_b64 s[0:1], s[0:1], exec
	s_cselect_b32 s52, s33, 0
	s_add_i32 s0, s52, 7
	v_readlane_b32 s4, v90, 14
	s_cmp_lt_i32 s0, 8
	s_mov_b32 s53, 0
	v_readlane_b32 s5, v90, 15
	v_readlane_b32 s6, v90, 16
	s_cbranch_scc1 .LBB0_159
	s_ashr_i32 s1, s0, 31
	s_lshr_b32 s1, s1, 29
	s_add_i32 s0, s0, s1
	s_ashr_i32 s54, s0, 3
	v_readlane_b32 s0, v90, 3
	v_readlane_b32 s1, v90, 4
	s_lshl_b64 s[2:3], s[0:1], 1
	s_add_u32 s0, s62, s2
	v_readlane_b32 s56, v90, 12
	s_addc_u32 s1, s63, s3
	v_lshlrev_b64 v[28:29], 1, v[2:3]
	v_readlane_b32 s57, v90, 13
	v_lshl_add_u64 v[22:23], s[0:1], 0, v[28:29]
	s_lshl_b64 s[0:1], s[56:57], 1
	s_add_u32 s16, s64, s0
	s_load_dwordx4 s[12:15], s[4:5], 0x118
	s_addc_u32 s17, s65, s1
	s_add_u32 s18, s66, s0
	s_addc_u32 s19, s67, s1
	v_readlane_b32 s7, v90, 2
	v_readlane_b32 s0, v90, 19
	s_cmp_eq_u32 s7, 0
	v_readlane_b32 s1, v90, 20
	s_mul_i32 s0, s0, s6
	s_cselect_b64 s[4:5], -1, 0
	s_sub_i32 s6, s56, s0
	s_waitcnt lgkmcnt(0)
	v_div_scale_f32 v5, s[0:1], s13, s13, 1.0
	v_rcp_f32_e32 v24, v5
	s_or_b32 s0, s6, s7
	s_cmp_eq_u32 s0, 0
	s_cselect_b64 s[6:7], -1, 0
	v_fma_f32 v25, -v5, v24, 1.0
	v_fmac_f32_e32 v24, v25, v24
	v_div_scale_f32 v25, vcc, 1.0, s13, 1.0
	v_mul_f32_e32 v26, v25, v24
	v_fma_f32 v27, -v5, v26, v25
	v_fmac_f32_e32 v26, v27, v24
	v_fma_f32 v5, -v5, v26, v25
	s_cmp_gt_i32 s88, -1
	s_mov_b64 s[20:21], s[8:9]
	v_readlane_b32 s8, v90, 8
	v_div_fmas_f32 v5, v5, v24, v26
	s_cselect_b64 s[0:1], -1, 0
	v_readlane_b32 s9, v90, 9
	v_div_fixup_f32 v35, v5, s13, 1.0
	s_and_b64 s[8:9], s[0:1], s[8:9]
	v_mov_b32_e32 v5, 0x2000
	v_mov_b32_e32 v39, 0xc2d00000
	v_readlane_b32 s0, v90, 7
	v_lshl_or_b32 v36, v1, 2, v5
	s_mov_b32 s37, 0x42b20000
	v_mov_b32_e32 v5, s0
	v_cmp_nlt_f32_e32 vcc, s0, v39
	v_mov_b32_e32 v40, 0x42b20000
	v_mov_b32_e32 v41, 0x4b400000
	v_cndmask_b32_e32 v5, v39, v5, vcc
	v_cmp_nlt_f32_e32 vcc, s37, v5
	v_mov_b32_e32 v42, 0x3ab60b61
	s_mul_i32 s0, s29, s88
	v_cndmask_b32_e32 v5, v40, v5, vcc
	v_fmamk_f32 v26, v5, 0x3fb8aa3b, v41
	v_add_f32_e32 v26, 0xcb400000, v26
	v_fmac_f32_e32 v5, 0xbf317218, v26
	v_mul_f32_e32 v27, 0x3102e308, v26
	v_add_f32_e32 v30, v5, v27
	v_sub_f32_e32 v5, v30, v5
	v_sub_f32_e32 v5, v27, v5
	v_fmamk_f32 v27, v30, 0x39500d01, v42
	v_fmaak_f32 v27, v27, v30, 0x3c088889
	v_fmaak_f32 v27, v27, v30, 0x3d2aaaab
	v_fmaak_f32 v27, v27, v30, 0x3e2aaaab
	v_fma_f32 v27, v27, v30, 0.5
	v_mul_f32_e32 v31, v30, v30
	v_mul_f32_e32 v27, v31, v27
	v_add_f32_e32 v31, v30, v27
	v_sub_f32_e32 v30, v31, v30
	v_cmp_o_f32_e32 vcc, v26, v26
	v_sub_f32_e32 v27, v27, v30
	v_add_f32_e32 v5, v5, v27
	v_cndmask_b32_e32 v26, 0, v26, vcc
	v_add_f32_e32 v27, 1.0, v31
	v_cvt_i32_f32_e32 v26, v26
	v_add_f32_e32 v30, -1.0, v27
	s_mul_hi_u32 s1, s28, s88
	v_sub_f32_e32 v30, v31, v30
	s_add_i32 s1, s1, s0
	s_mul_i32 s0, s28, s88
	v_add_f32_e32 v5, v30, v5
	s_lshl_b64 s[0:1], s[0:1], 2
	v_add_f32_e32 v5, v27, v5
	v_ashrrev_i32_e32 v27, 1, v26
	s_add_u32 s10, s44, s0
	v_sub_u32_e32 v26, v26, v27
	v_lshlrev_b32_e32 v27, 23, v27
	s_addc_u32 s11, s45, s1
	s_lshl_b64 s[0:1], s[20:21], 2
	v_and_b32_e32 v1, 0x7c, v4
	v_add_u32_e32 v27, 1.0, v27
	v_lshlrev_b32_e32 v26, 23, v26
	s_add_u32 s0, s10, s0
	v_add_u32_e32 v26, 1.0, v26
	v_mul_f32_e32 v5, v5, v27
	v_lshlrev_b32_e32 v30, 2, v1
	s_addc_u32 s1, s11, s1
	v_mov_b32_e32 v31, 0
	v_mul_f32_e32 v5, v5, v26
	v_lshl_add_u64 v[26:27], s[0:1], 0, v[30:31]
	s_mul_i32 s0, s31, s88
	s_mul_hi_u32 s1, s30, s88
	s_add_i32 s1, s1, s0
	s_mul_i32 s0, s30, s88
	s_lshl_b64 s[0:1], s[0:1], 2
	s_add_u32 s0, s46, s0
	s_addc_u32 s1, s47, s1
	v_readlane_b32 s10, v90, 0
	v_or_b32_e32 v24, s20, v1
	v_readlane_b32 s11, v90, 1
	s_add_u32 s20, s0, s10
	v_mov_b32_e32 v25, s21
	s_addc_u32 s21, s1, s11
	s_add_u32 s0, s40, s2
	s_addc_u32 s1, s41, s3
	s_mul_i32 s2, s83, s88
	s_mul_hi_u32 s3, s82, s88
	v_lshl_add_u64 v[28:29], s[0:1], 0, v[28:29]
	v_cmp_eq_u32_e64 s[0:1], 0, v46
	s_add_i32 s3, s3, s2
	s_mul_i32 s2, s82, s88
	s_and_b64 s[26:27], s[8:9], s[6:7]
	s_and_b64 s[28:29], s[4:5], s[8:9]
	s_and_b64 s[30:31], s[8:9], s[0:1]
	s_lshl_b64 s[2:3], s[2:3], 2
	s_lshl_b64 s[4:5], s[56:57], 9
	s_add_u32 s2, s2, s4
	v_lshrrev_b32_e32 v34, 5, v0
	s_addc_u32 s3, s3, s5
	v_or_b32_e32 v38, 4, v34
	s_add_u32 s2, s42, s2
	v_sub_f32_e32 v43, 0, v5
	v_and_b32_e32 v5, 0xfc, v4
	v_lshl_or_b32 v50, v34, 9, v30
	v_lshl_or_b32 v52, v38, 9, v30
	v_lshlrev_b32_e32 v1, 6, v46
	s_addc_u32 s3, s43, s3
	v_add_u32_e32 v37, s36, v46
	s_mov_b32 s15, 0xc2d00000
	v_xor_b32_e32 v44, 64, v5
	v_xor_b32_e32 v45, 32, v5
	v_xor_b32_e32 v47, 16, v5
	v_xor_b32_e32 v48, 8, v5
	v_xor_b32_e32 v49, 4, v5
	v_or_b32_e32 v51, 0x1000, v50
	v_or_b32_e32 v53, 0x1000, v52
	v_add_u32_e32 v54, 0x2220, v4
	v_or_b32_e32 v55, 0x2200, v4
	s_mov_b32 s24, s12
	s_mov_b32 s25, s12
	v_lshlrev_b32_e32 v56, 4, v46
	v_lshl_add_u64 v[30:31], v[2:3], 2, s[2:3]
	s_lshl_b64 s[40:41], s[34:35], 9
	s_mov_b32 s12, 0xf800000
	v_mov_b32_e32 v57, 0x260
	s_mov_b32 s35, 0x800000
	v_mov_b32_e32 v58, 0x3e638e39
	s_mov_b32 s44, 0x7f800000
	v_add_u32_e32 v59, v36, v1
	s_movk_i32 s45, 0x7fff
	v_mov_b32_e32 v32, -1.0
	v_not_b32_e32 v60, 22
	v_mov_b32_e32 v61, 0xff800000
	v_mov_b32_e32 v62, 0x7f800000
	v_mov_b32_e32 v63, 0x7fc00000
	s_mov_b32 s46, 0
	s_branch .LBB0_103
.LBB0_102:
	s_add_i32 s46, s46, 1
	s_add_i32 s33, s33, -8
	s_add_i32 s53, s53, 8
	s_cmp_eq_u32 s46, s54
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_159
.LBB0_103:
	s_lshl_b32 s9, s46, 3
	s_sub_i32 s47, s52, s9
	v_mov_b32_e32 v33, 0
	v_cmp_gt_i32_e64 s[2:3], s47, v46
	v_mov_b32_e32 v64, v33
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_105
	v_add_u32_e32 v1, s9, v37
	v_ashrrev_i32_e32 v2, 31, v1
	v_mul_lo_u32 v4, s76, v2
	v_mul_lo_u32 v5, s77, v1
	v_mad_u64_u32 v[2:3], s[6:7], s76, v1, 0
	v_add3_u32 v3, v3, v4, v5
	v_lshl_add_u64 v[2:3], v[2:3], 1, v[22:23]
	global_load_ushort v1, v[2:3], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v64, 16, v1
.LBB0_105:
	s_or_b64 exec, exec, s[4:5]
	v_add_u32_e32 v65, s9, v0
	s_min_i32 s8, s47, 8
	v_add_u32_e32 v2, s36, v65
	v_cmp_gt_i32_e64 s[4:5], s8, v0
	v_ashrrev_i32_e32 v1, 31, v2
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB0_107
	v_mul_lo_u32 v3, s79, v2
	v_mul_lo_u32 v33, s78, v1
	v_mad_u64_u32 v[4:5], s[10:11], s78, v2, 0
	v_add3_u32 v5, v5, v33, v3
	v_lshl_add_u64 v[4:5], v[4:5], 1, s[16:17]
	global_load_ushort v3, v[4:5], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v33, 16, v3
.LBB0_107:
	s_or_b64 exec, exec, s[6:7]
	v_mov_b32_e32 v72, 0
	v_mov_b32_e32 v66, v72
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB0_109
	v_mul_lo_u32 v4, s81, v2
	v_mul_lo_u32 v1, s80, v1
	v_mad_u64_u32 v[2:3], s[10:11], s80, v2, 0
	v_add3_u32 v3, v3, v1, v4
	v_lshl_add_u64 v[2:3], v[2:3], 1, s[18:19]
	global_load_ushort v1, v[2:3], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v66, 16, v1
.LBB0_109:
	s_or_b64 exec, exec, s[6:7]
	v_add_u32_e32 v69, s9, v34
	v_add_u32_e32 v2, s36, v69
	v_ashrrev_i32_e32 v1, 31, v2
	v_mul_lo_u32 v3, s48, v1
	v_mul_lo_u32 v67, s49, v2
	v_mad_u64_u32 v[4:5], s[6:7], s48, v2, v[24:25]
	v_cmp_gt_i32_e32 vcc, s8, v34
	v_add3_u32 v5, v67, v5, v3
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_111
	v_lshl_add_u64 v[70:71], v[4:5], 1, s[58:59]
	global_load_ushort v3, v[70:71], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v72, 16, v3
.LBB0_111:
	s_or_b64 exec, exec, s[6:7]
	v_mov_b32_e32 v74, 0
	v_mov_b32_e32 v78, v74
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_113
	v_lshl_add_u64 v[70:71], v[4:5], 1, s[58:59]
	global_load_ushort v3, v[70:71], off offset:2
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v78, 16, v3
.LBB0_113:
	s_or_b64 exec, exec, s[6:7]
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_115
	v_lshl_add_u64 v[70:71], v[4:5], 1, s[58:59]
	global_load_ushort v3, v[70:71], off offset:4
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v74, 16, v3
.LBB0_115:
	s_or_b64 exec, exec, s[6:7]
	v_mov_b32_e32 v79, 0
	v_mov_b32_e32 v76, v79
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_117
	v_lshl_add_u64 v[4:5], v[4:5], 1, s[58:59]
	global_load_ushort v3, v[4:5], off offset:6
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v76, 16, v3
.LBB0_117:
	s_or_b64 exec, exec, s[6:7]
	v_mad_u64_u32 v[4:5], s[6:7], s50, v2, v[24:25]
	v_mul_lo_u32 v1, s50, v1
	v_mul_lo_u32 v3, s51, v2
	v_add3_u32 v5, v3, v5, v1
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_119
	v_lshl_add_u64 v[70:71], v[4:5], 1, s[60:61]
	global_load_ushort v1, v[70:71], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v79, 16, v1
.LBB0_119:
	s_or_b64 exec, exec, s[6:7]
	v_mov_b32_e32 v80, 0
	v_mov_b32_e32 v3, v80
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_121
	v_lshl_add_u64 v[70:71], v[4:5], 1, s[60:61]
	global_load_ushort v1, v[70:71], off offset:2
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v3, 16, v1
.LBB0_121:
	s_or_b64 exec, exec, s[6:7]
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_123
	v_lshl_add_u64 v[70:71], v[4:5], 1, s[60:61]
	global_load_ushort v1, v[70:71], off offset:4
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v80, 16, v1
.LBB0_123:
	s_or_b64 exec, exec, s[6:7]
	v_mov_b32_e32 v67, 0
	v_mov_b32_e32 v81, v67
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_125
	v_lshl_add_u64 v[4:5], v[4:5], 1, s[60:61]
	global_load_ushort v1, v[4:5], off offset:6
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v81, 16, v1
.LBB0_125:
	s_or_b64 exec, exec, s[6:7]
	v_add_u32_e32 v2, 4, v2
	v_ashrrev_i32_e32 v1, 31, v2
	v_cmp_gt_i32_e64 s[6:7], s8, v38
	v_mul_lo_u32 v68, s48, v1
	v_mul_lo_u32 v70, s49, v2
	v_mad_u64_u32 v[4:5], s[8:9], s48, v2, v[24:25]
	v_add3_u32 v5, v70, v5, v68
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB0_127
	v_lshl_add_u64 v[70:71], v[4:5], 1, s[58:59]
	global_load_ushort v67, v[70:71], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v67, 16, v67
.LBB0_127:
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32_e32 v68, 0
	v_mov_b32_e32 v71, v68
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB0_129
	v_lshl_add_u64 v[70:71], v[4:5], 1, s[58:59]
	global_load_ushort v70, v[70:71], off offset:2
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v71, 16, v70
.LBB0_129:
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB0_131
	v_lshl_add_u64 v[82:83], v[4:5], 1, s[58:59]
	global_load_ushort v68, v[82:83], off offset:4
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v68, 16, v68
.LBB0_131:
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32_e32 v73, 0
	v_mov_b32_e32 v70, v73
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB0_133
	v_lshl_add_u64 v[4:5], v[4:5], 1, s[58:59]
	global_load_ushort v4, v[4:5], off offset:6
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v70, 16, v4
.LBB0_133:
	s_or_b64 exec, exec, s[8:9]
	v_mad_u64_u32 v[4:5], s[8:9], s50, v2, v[24:25]
	v_mul_lo_u32 v1, s50, v1
	v_mul_lo_u32 v2, s51, v2
	v_add3_u32 v5, v2, v5, v1
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB0_135
	v_lshl_add_u64 v[82:83], v[4:5], 1, s[60:61]
	global_load_ushort v1, v[82:83], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v73, 16, v1
.LBB0_135:
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v77, v1
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execnz .LBB0_139
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execnz .LBB0_140
.LBB0_137:
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32_e32 v75, 0
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execnz .LBB0_141
.LBB0_138:
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[42:43], vcc
	s_cbranch_execnz .LBB0_142
	s_branch .LBB0_144
.LBB0_139:
	v_lshl_add_u64 v[82:83], v[4:5], 1, s[60:61]
	global_load_ushort v2, v[82:83], off offset:2
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v77, 16, v2
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB0_137
.LBB0_140:
	v_lshl_add_u64 v[82:83], v[4:5], 1, s[60:61]
	global_load_ushort v1, v[82:83], off offset:4
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v1, 16, v1
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32_e32 v75, 0
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB0_138
.LBB0_141:
	v_lshl_add_u64 v[4:5], v[4:5], 1, s[60:61]
	global_load_ushort v2, v[4:5], off offset:6
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v75, 16, v2
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[42:43], vcc
	s_cbranch_execz .LBB0_144
.LBB0_142:
	v_mul_f32_e32 v2, v78, v78
	v_fmac_f32_e32 v2, v72, v72
	v_mul_f32_e32 v5, v3, v3
	v_fmac_f32_e32 v2, v74, v74
	v_fmac_f32_e32 v5, v79, v79
	v_fmac_f32_e32 v2, v76, v76
	v_fmac_f32_e32 v5, v80, v80
	ds_bpermute_b32 v4, v44, v2
	v_fmac_f32_e32 v5, v81, v81
	ds_bpermute_b32 v82, v44, v5
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v2, v2, v4
	ds_bpermute_b32 v4, v45, v2
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v5, v5, v82
	ds_bpermute_b32 v82, v45, v5
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v2, v2, v4
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v4, v5, v82
	ds_bpermute_b32 v5, v47, v2
	ds_bpermute_b32 v82, v47, v4
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v2, v2, v5
	ds_bpermute_b32 v5, v48, v2
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v4, v4, v82
	ds_bpermute_b32 v82, v48, v4
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v2, v2, v5
	ds_bpermute_b32 v5, v49, v2
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v4, v4, v82
	ds_bpermute_b32 v82, v49, v4
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v2, v2, v5
	v_add_f32_e32 v2, 0x358637bd, v2
	v_mul_f32_e32 v5, 0x4f800000, v2
	v_cmp_gt_f32_e32 vcc, s12, v2
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v4, v4, v82
	v_add_f32_e32 v4, 0x358637bd, v4
	v_cndmask_b32_e32 v2, v2, v5, vcc
	v_sqrt_f32_e32 v5, v2
	v_mul_f32_e32 v82, 0x4f800000, v4
	v_cmp_gt_f32_e64 s[8:9], s12, v4
	v_add_u32_e32 v83, -1, v5
	s_nop 0
	v_cndmask_b32_e64 v4, v4, v82, s[8:9]
	v_sqrt_f32_e32 v82, v4
	v_add_u32_e32 v84, 1, v5
	v_fma_f32 v85, -v83, v5, v2
	v_fma_f32 v86, -v84, v5, v2
	v_cmp_ge_f32_e64 s[10:11], 0, v85
	s_nop 1
	v_cndmask_b32_e64 v5, v5, v83, s[10:11]
	v_cmp_lt_f32_e64 s[10:11], 0, v86
	s_nop 1
	v_cndmask_b32_e64 v5, v5, v84, s[10:11]
	v_add_u32_e32 v84, -1, v82
	v_fma_f32 v85, -v84, v82, v4
	v_cmp_ge_f32_e64 s[10:11], 0, v85
	v_add_u32_e32 v85, 1, v82
	v_mul_f32_e32 v83, 0x37800000, v5
	v_cndmask_b32_e64 v84, v82, v84, s[10:11]
	v_fma_f32 v82, -v85, v82, v4
	v_cmp_lt_f32_e64 s[10:11], 0, v82
	v_cndmask_b32_e32 v5, v5, v83, vcc
	v_cmp_class_f32_e32 vcc, v2, v57
	v_cndmask_b32_e64 v82, v84, v85, s[10:11]
	v_mul_f32_e32 v84, 0x37800000, v82
	v_cndmask_b32_e64 v82, v82, v84, s[8:9]
	v_cmp_class_f32_e64 s[8:9], v4, v57
	v_cndmask_b32_e32 v83, v5, v2, vcc
	s_nop 0
	v_cndmask_b32_e64 v4, v82, v4, s[8:9]
	v_div_scale_f32 v82, s[8:9], v4, v4, v3
	v_rcp_f32_e32 v84, v82
	s_nop 0
	v_fma_f32 v2, -v82, v84, 1.0
	v_fmac_f32_e32 v84, v2, v84
	v_div_scale_f32 v2, vcc, v3, v4, v3
	v_mul_f32_e32 v5, v2, v84
	v_fma_f32 v85, -v82, v5, v2
	v_fmac_f32_e32 v5, v85, v84
	v_fma_f32 v2, -v82, v5, v2
	v_div_scale_f32 v82, s[8:9], v4, v4, v79
	v_rcp_f32_e32 v85, v82
	v_div_fmas_f32 v2, v2, v84, v5
	v_div_fixup_f32 v3, v2, v4, v3
	v_fma_f32 v2, -v82, v85, 1.0
	v_fmac_f32_e32 v85, v2, v85
	v_div_scale_f32 v2, vcc, v79, v4, v79
	v_mul_f32_e32 v5, v2, v85
	v_fma_f32 v84, -v82, v5, v2
	v_fmac_f32_e32 v5, v84, v85
	v_fma_f32 v2, -v82, v5, v2
	v_div_scale_f32 v82, s[8:9], v4, v4, v81
	v_rcp_f32_e32 v84, v82
	v_div_fmas_f32 v2, v2, v85, v5
	v_div_fixup_f32 v2, v2, v4, v79
	v_fma_f32 v5, -v82, v84, 1.0
	v_fmac_f32_e32 v84, v5, v84
	v_div_scale_f32 v5, vcc, v81, v4, v81
	v_mul_f32_e32 v79, v5, v84
	v_fma_f32 v85, -v82, v79, v5
	v_fmac_f32_e32 v79, v85, v84
	v_fma_f32 v5, -v82, v79, v5
	v_div_scale_f32 v82, s[8:9], v4, v4, v80
	v_rcp_f32_e32 v85, v82
	v_div_fmas_f32 v5, v5, v84, v79
	v_div_fixup_f32 v5, v5, v4, v81
	v_fma_f32 v79, -v82, v85, 1.0
	v_fmac_f32_e32 v85, v79, v85
	v_div_scale_f32 v79, vcc, v80, v4, v80
	v_mul_f32_e32 v81, v79, v85
	v_fma_f32 v84, -v82, v81, v79
	v_fmac_f32_e32 v81, v84, v85
	v_fma_f32 v79, -v82, v81, v79
	v_div_scale_f32 v82, s[8:9], v83, v83, v78
	v_rcp_f32_e32 v84, v82
	v_div_fmas_f32 v79, v79, v85, v81
	v_div_fixup_f32 v4, v79, v4, v80
	v_fma_f32 v79, -v82, v84, 1.0
	v_fmac_f32_e32 v84, v79, v84
	v_div_scale_f32 v79, vcc, v78, v83, v78
	v_mul_f32_e32 v80, v79, v84
	v_fma_f32 v81, -v82, v80, v79
	v_fmac_f32_e32 v80, v81, v84
	v_div_scale_f32 v81, s[8:9], v83, v83, v72
	v_fma_f32 v79, -v82, v80, v79
	v_rcp_f32_e32 v82, v81
	v_div_fmas_f32 v79, v79, v84, v80
	v_div_fixup_f32 v79, v79, v83, v78
	v_fma_f32 v78, -v81, v82, 1.0
	v_fmac_f32_e32 v82, v78, v82
	v_div_scale_f32 v78, vcc, v72, v83, v72
	v_mul_f32_e32 v80, v78, v82
	v_fma_f32 v84, -v81, v80, v78
	v_fmac_f32_e32 v80, v84, v82
	v_fma_f32 v78, -v81, v80, v78
	v_div_scale_f32 v81, s[8:9], v83, v83, v76
	v_rcp_f32_e32 v84, v81
	v_div_fmas_f32 v78, v78, v82, v80
	v_div_fixup_f32 v78, v78, v83, v72
	v_pk_mul_f32 v[78:79], s[24:25], v[78:79]
	v_fma_f32 v72, -v81, v84, 1.0
	v_fmac_f32_e32 v84, v72, v84
	v_div_scale_f32 v72, vcc, v76, v83, v76
	v_mul_f32_e32 v80, v72, v84
	v_fma_f32 v82, -v81, v80, v72
	v_fmac_f32_e32 v80, v82, v84
	v_div_scale_f32 v82, s[8:9], v83, v83, v74
	v_rcp_f32_e32 v85, v82
	v_fma_f32 v72, -v81, v80, v72
	v_div_fmas_f32 v72, v72, v84, v80
	v_div_fixup_f32 v81, v72, v83, v76
	v_fma_f32 v72, -v82, v85, 1.0
	v_fmac_f32_e32 v85, v72, v85
	v_div_scale_f32 v72, vcc, v74, v83, v74
	v_mul_f32_e32 v76, v72, v85
	v_fma_f32 v80, -v82, v76, v72
	v_fmac_f32_e32 v76, v80, v85
	v_fma_f32 v72, -v82, v76, v72
	v_div_fmas_f32 v72, v72, v85, v76
	v_div_fixup_f32 v80, v72, v83, v74
	v_cmp_gt_i32_e32 vcc, s73, v69
	v_pk_mul_f32 v[80:81], s[24:25], v[80:81]
	s_and_b64 s[8:9], vcc, s[26:27]
	ds_write_b128 v51, v[78:81]
	ds_write_b128 v50, v[2:5]
	s_and_b64 exec, exec, s[8:9]
	s_cbranch_execz .LBB0_144
	v_ashrrev_i32_e32 v72, 31, v69
	v_mul_lo_u32 v74, s39, v69
	v_mul_lo_u32 v72, s38, v72
	v_mad_u64_u32 v[78:79], s[8:9], s38, v69, 0
	v_add3_u32 v79, v79, v72, v74
	v_lshl_add_u64 v[78:79], v[78:79], 2, v[26:27]
	global_store_dwordx4 v[78:79], v[2:5], off
.LBB0_144:
	s_or_b64 exec, exec, s[42:43]
	s_and_saveexec_b64 s[10:11], s[6:7]
	s_cbranch_execz .LBB0_147
	v_mul_f32_e32 v2, v71, v71
	v_fmac_f32_e32 v2, v67, v67
	v_mul_f32_e32 v4, v77, v77
	v_fmac_f32_e32 v2, v68, v68
	v_fmac_f32_e32 v4, v73, v73
	v_fmac_f32_e32 v2, v70, v70
	v_fmac_f32_e32 v4, v1, v1
	ds_bpermute_b32 v3, v44, v2
	v_fmac_f32_e32 v4, v75, v75
	ds_bpermute_b32 v5, v44, v4
	v_add_u32_e32 v69, 4, v69
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v2, v2, v3
	ds_bpermute_b32 v3, v45, v2
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v4, v4, v5
	ds_bpermute_b32 v5, v45, v4
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v2, v2, v3
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v3, v4, v5
	ds_bpermute_b32 v4, v47, v2
	ds_bpermute_b32 v5, v47, v3
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v2, v2, v4
	ds_bpermute_b32 v4, v48, v2
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v3, v3, v5
	ds_bpermute_b32 v5, v48, v3
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v2, v2, v4
	ds_bpermute_b32 v4, v49, v2
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v3, v3, v5
	ds_bpermute_b32 v5, v49, v3
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
	v_add_u32_e32 v72, 1, v4
	s_nop 0
	v_cndmask_b32_e64 v3, v3, v5, s[6:7]
	v_add_u32_e32 v5, -1, v4
	v_fma_f32 v74, -v5, v4, v2
	v_cmp_ge_f32_e64 s[8:9], 0, v74
	v_fma_f32 v76, -v72, v4, v2
	s_nop 0
	v_cndmask_b32_e64 v4, v4, v5, s[8:9]
	v_sqrt_f32_e32 v5, v3
	v_cmp_lt_f32_e64 s[8:9], 0, v76
	v_add_u32_e32 v74, -1, v5
	v_fma_f32 v76, -v74, v5, v3
	v_cndmask_b32_e64 v4, v4, v72, s[8:9]
	v_cmp_ge_f32_e64 s[8:9], 0, v76
	v_add_u32_e32 v76, 1, v5
	v_mul_f32_e32 v72, 0x37800000, v4
	v_cndmask_b32_e64 v74, v5, v74, s[8:9]
	v_fma_f32 v5, -v76, v5, v3
	v_cmp_lt_f32_e64 s[8:9], 0, v5
	v_cndmask_b32_e32 v4, v4, v72, vcc
	v_cmp_class_f32_e32 vcc, v2, v57
	v_cndmask_b32_e64 v5, v74, v76, s[8:9]
	v_mul_f32_e32 v74, 0x37800000, v5
	v_cndmask_b32_e64 v5, v5, v74, s[6:7]
	v_cmp_class_f32_e64 s[6:7], v3, v57
	v_cndmask_b32_e32 v76, v4, v2, vcc
	s_nop 0
	v_cndmask_b32_e64 v74, v5, v3, s[6:7]
	v_div_scale_f32 v3, s[6:7], v74, v74, v77
	v_rcp_f32_e32 v5, v3
	s_nop 0
	v_fma_f32 v2, -v3, v5, 1.0
	v_fmac_f32_e32 v5, v2, v5
	v_div_scale_f32 v2, vcc, v77, v74, v77
	v_mul_f32_e32 v4, v2, v5
	v_fma_f32 v72, -v3, v4, v2
	v_fmac_f32_e32 v4, v72, v5
	v_div_scale_f32 v72, s[6:7], v74, v74, v73
	v_rcp_f32_e32 v78, v72
	v_fma_f32 v2, -v3, v4, v2
	v_div_fmas_f32 v2, v2, v5, v4
	v_div_fixup_f32 v3, v2, v74, v77
	v_fma_f32 v2, -v72, v78, 1.0
	v_fmac_f32_e32 v78, v2, v78
	v_div_scale_f32 v2, vcc, v73, v74, v73
	v_mul_f32_e32 v4, v2, v78
	v_fma_f32 v5, -v72, v4, v2
	v_fmac_f32_e32 v4, v5, v78
	v_div_scale_f32 v5, s[6:7], v74, v74, v75
	v_fma_f32 v2, -v72, v4, v2
	v_rcp_f32_e32 v72, v5
	v_div_fmas_f32 v2, v2, v78, v4
	v_div_fixup_f32 v2, v2, v74, v73
	v_fma_f32 v4, -v5, v72, 1.0
	v_fmac_f32_e32 v72, v4, v72
	v_div_scale_f32 v4, vcc, v75, v74, v75
	v_mul_f32_e32 v73, v4, v72
	v_fma_f32 v77, -v5, v73, v4
	v_fmac_f32_e32 v73, v77, v72
	v_div_scale_f32 v77, s[6:7], v74, v74, v1
	v_rcp_f32_e32 v78, v77
	v_fma_f32 v4, -v5, v73, v4
	v_div_fmas_f32 v4, v4, v72, v73
	v_div_fixup_f32 v5, v4, v74, v75
	v_fma_f32 v4, -v77, v78, 1.0
	v_fmac_f32_e32 v78, v4, v78
	v_div_scale_f32 v4, vcc, v1, v74, v1
	v_mul_f32_e32 v72, v4, v78
	v_fma_f32 v73, -v77, v72, v4
	v_fmac_f32_e32 v72, v73, v78
	v_div_scale_f32 v73, s[6:7], v76, v76, v71
	v_rcp_f32_e32 v75, v73
	v_fma_f32 v4, -v77, v72, v4
	v_div_fmas_f32 v4, v4, v78, v72
	v_div_fixup_f32 v4, v4, v74, v1
	v_fma_f32 v1, -v73, v75, 1.0
	v_fmac_f32_e32 v75, v1, v75
	v_div_scale_f32 v1, vcc, v71, v76, v71
	v_mul_f32_e32 v72, v1, v75
	v_fma_f32 v74, -v73, v72, v1
	v_fmac_f32_e32 v72, v74, v75
	v_div_scale_f32 v74, s[6:7], v76, v76, v67
	v_rcp_f32_e32 v77, v74
	v_fma_f32 v1, -v73, v72, v1
	v_div_fmas_f32 v1, v1, v75, v72
	v_div_fixup_f32 v73, v1, v76, v71
	v_fma_f32 v1, -v74, v77, 1.0
	v_fmac_f32_e32 v77, v1, v77
	v_div_scale_f32 v1, vcc, v67, v76, v67
	v_mul_f32_e32 v71, v1, v77
	v_fma_f32 v72, -v74, v71, v1
	v_fmac_f32_e32 v71, v72, v77
	v_fma_f32 v1, -v74, v71, v1
	v_div_scale_f32 v74, s[6:7], v76, v76, v70
	v_rcp_f32_e32 v75, v74
	v_div_fmas_f32 v1, v1, v77, v71
	v_div_fixup_f32 v72, v1, v76, v67
	v_pk_mul_f32 v[72:73], s[24:25], v[72:73]
	v_fma_f32 v1, -v74, v75, 1.0
	v_fmac_f32_e32 v75, v1, v75
	v_div_scale_f32 v1, vcc, v70, v76, v70
	v_mul_f32_e32 v67, v1, v75
	v_fma_f32 v71, -v74, v67, v1
	v_fmac_f32_e32 v67, v71, v75
	v_fma_f32 v1, -v74, v67, v1
	v_div_scale_f32 v74, s[6:7], v76, v76, v68
	v_rcp_f32_e32 v77, v74
	v_div_fmas_f32 v1, v1, v75, v67
	v_div_fixup_f32 v71, v1, v76, v70
	v_fma_f32 v1, -v74, v77, 1.0
	v_fmac_f32_e32 v77, v1, v77
	v_div_scale_f32 v1, vcc, v68, v76, v68
	v_mul_f32_e32 v67, v1, v77
	v_fma_f32 v70, -v74, v67, v1
	v_fmac_f32_e32 v67, v70, v77
	v_fma_f32 v1, -v74, v67, v1
	v_div_fmas_f32 v1, v1, v77, v67
	v_div_fixup_f32 v70, v1, v76, v68
	v_cmp_gt_i32_e32 vcc, s73, v69
	v_pk_mul_f32 v[74:75], s[24:25], v[70:71]
	s_and_b64 s[6:7], vcc, s[26:27]
	ds_write_b128 v53, v[72:75]
	ds_write_b128 v52, v[2:5]
	s_and_b64 exec, exec, s[6:7]
	s_cbranch_execz .LBB0_147
	v_ashrrev_i32_e32 v1, 31, v69
	v_mul_lo_u32 v67, s39, v69
	v_mul_lo_u32 v1, s38, v1
	v_mad_u64_u32 v[68:69], s[6:7], s38, v69, 0
	v_add3_u32 v69, v69, v1, v67
	v_lshl_add_u64 v[68:69], v[68:69], 2, v[26:27]
	global_store_dwordx4 v[68:69], v[2:5], off
.LBB0_147:
	s_or_b64 exec, exec, s[10:11]
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB0_150
	v_add_f32_e32 v67, s68, v33
	v_mul_f32_e32 v70, s13, v67
	v_cmp_ngt_f32_e32 vcc, s15, v70
	s_nop 1
	v_cndmask_b32_e32 v1, v39, v70, vcc
	v_cmp_nlt_f32_e32 vcc, s37, v1
	s_nop 1
	v_cndmask_b32_e32 v33, v40, v1, vcc
	v_fmamk_f32 v1, v33, 0x3fb8aa3b, v41
	v_add_f32_e32 v71, 0xcb400000, v1
	v_fmac_f32_e32 v33, 0xbf317218, v71
	v_mul_f32_e32 v3, 0x3102e308, v71
	v_add_f32_e32 v1, v33, v3
	v_fmamk_f32 v2, v1, 0x39500d01, v42
	v_fmaak_f32 v2, v2, v1, 0x3c088889
	v_fmaak_f32 v2, v2, v1, 0x3d2aaaab
	v_fmaak_f32 v2, v2, v1, 0x3e2aaaab
	v_fma_f32 v2, v2, v1, 0.5
	v_mul_f32_e32 v4, v1, v1
	v_mul_f32_e32 v4, v4, v2
	v_add_f32_e32 v2, v1, v4
	v_cmp_o_f32_e32 vcc, v71, v71
	v_sub_f32_e32 v5, v2, v1
	v_pk_add_f32 v[68:69], v[0:1], v[32:33] neg_lo:[0,1] neg_hi:[0,1]
	v_cndmask_b32_e32 v1, 0, v71, vcc
	v_add_f32_e32 v73, 1.0, v2
	v_cvt_i32_f32_e32 v1, v1
	v_sub_f32_e32 v72, v4, v5
	v_add_f32_e32 v4, -1.0, v73
	v_mov_b32_e32 v5, v69
	v_pk_add_f32 v[2:3], v[2:3], v[4:5] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_add_f32_e32 v3, v3, v72
	v_add_f32_e32 v2, v2, v3
	v_ashrrev_i32_e32 v3, 1, v1
	v_add_f32_e32 v2, v73, v2
	v_sub_u32_e32 v1, v1, v3
	v_lshl_add_u32 v3, v3, 23, 1.0
	v_lshl_add_u32 v1, v1, 23, 1.0
	v_mul_f32_e32 v2, v2, v3
	v_mul_f32_e32 v1, v2, v1
	v_add_f32_e32 v1, 1.0, v1
	v_mul_f32_e32 v2, 0x4b000000, v1
	v_cmp_gt_f32_e32 vcc, s35, v1
	s_nop 1
	v_cndmask_b32_e32 v2, v1, v2, vcc
	v_add_u32_e32 v4, 0xc0cafb0d, v2
	v_and_b32_e32 v5, 0xff800000, v4
	v_sub_u32_e32 v2, v2, v5
	v_add_f32_e32 v2, -1.0, v2
	v_add_f32_e32 v5, 2.0, v2
	v_div_scale_f32 v33, s[4:5], v5, v5, v2
	v_rcp_f32_e32 v68, v33
	v_cndmask_b32_e32 v3, 0, v60, vcc
	v_ashrrev_i32_e32 v4, 23, v4
	v_add_u32_e32 v3, v4, v3
	v_fma_f32 v4, -v33, v68, 1.0
	v_fmac_f32_e32 v68, v4, v68
	v_div_scale_f32 v4, vcc, v2, v5, v2
	v_mul_f32_e32 v69, v4, v68
	v_fma_f32 v71, -v33, v69, v4
	v_fmac_f32_e32 v69, v71, v68
	v_fma_f32 v4, -v33, v69, v4
	v_div_fmas_f32 v4, v4, v68, v69
	v_div_fixup_f32 v4, v4, v5, v2
	v_mul_f32_e32 v5, v4, v4
	v_fmamk_f32 v33, v5, 0x3e3a2e8c, v58
	v_fmaak_f32 v33, v33, v5, 0x3e924925
	v_fmaak_f32 v33, v33, v5, 0x3ecccccd
	v_cvt_f32_i32_e32 v3, v3
	v_fmaak_f32 v33, v33, v5, 0x3f2aaaab
	v_mul_f32_e32 v5, v5, v33
	v_sub_f32_e32 v5, v2, v5
	v_fma_f32 v2, -v4, v5, v2
	v_fmac_f32_e32 v2, 0xb102e308, v3
	v_fmac_f32_e32 v2, 0x3f317218, v3
	v_cmp_neq_f32_e32 vcc, 0, v1
	s_nop 1
	v_cndmask_b32_e32 v2, v61, v2, vcc
	v_cmp_neq_f32_e32 vcc, s44, v1
	s_nop 1
	v_cndmask_b32_e32 v2, v62, v2, vcc
	v_cmp_ngt_f32_e32 vcc, 0, v1
	s_nop 1
	v_cndmask_b32_e32 v2, v63, v2, vcc
	v_cmp_u_f32_e32 vcc, v1, v1
	s_nop 1
	v_cndmask_b32_e32 v1, v2, v1, vcc
	v_mul_f32_e32 v1, v35, v1
	v_cmp_ge_f32_e32 vcc, s14, v70
	s_nop 1
	v_cndmask_b32_e32 v1, v67, v1, vcc
	v_mul_f32_e32 v1, v43, v1
	v_cmp_ngt_f32_e32 vcc, s15, v1
	s_nop 1
	v_cndmask_b32_e32 v1, v39, v1, vcc
	v_cmp_nlt_f32_e32 vcc, s37, v1
	s_nop 1
	v_cndmask_b32_e32 v1, v40, v1, vcc
	v_fmamk_f32 v2, v1, 0x3fb8aa3b, v41
	v_add_f32_e32 v2, 0xcb400000, v2
	v_fmac_f32_e32 v1, 0xbf317218, v2
	v_mul_f32_e32 v3, 0x3102e308, v2
	v_add_f32_e32 v4, v1, v3
	v_sub_f32_e32 v1, v4, v1
	v_sub_f32_e32 v1, v3, v1
	v_fmamk_f32 v3, v4, 0x39500d01, v42
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
	v_add_f32_e32 v68, v3, v1
	v_ashrrev_i32_e32 v1, 1, v2
	v_sub_u32_e32 v69, v2, v1
	v_lshl_add_u32 v70, v1, 23, 1.0
	v_sub_f32_e32 v1, 0, v66
	v_cmp_nlt_f32_e64 vcc, -v66, s15
	s_nop 1
	v_cndmask_b32_e32 v1, v39, v1, vcc
	v_cmp_nlt_f32_e32 vcc, s37, v1
	s_nop 1
	v_cndmask_b32_e32 v33, v40, v1, vcc
	v_fmamk_f32 v1, v33, 0x3fb8aa3b, v41
	v_add_f32_e32 v71, 0xcb400000, v1
	v_fmac_f32_e32 v33, 0xbf317218, v71
	v_mul_f32_e32 v3, 0x3102e308, v71
	v_add_f32_e32 v1, v33, v3
	v_fmamk_f32 v2, v1, 0x39500d01, v42
	v_fmaak_f32 v2, v2, v1, 0x3c088889
	v_fmaak_f32 v2, v2, v1, 0x3d2aaaab
	v_fmaak_f32 v2, v2, v1, 0x3e2aaaab
	v_fma_f32 v2, v2, v1, 0.5
	v_mul_f32_e32 v4, v1, v1
	v_mul_f32_e32 v4, v4, v2
	v_add_f32_e32 v2, v1, v4
	v_cmp_o_f32_e32 vcc, v71, v71
	v_sub_f32_e32 v5, v2, v1
	v_pk_add_f32 v[66:67], v[0:1], v[32:33] neg_lo:[0,1] neg_hi:[0,1]
	v_cndmask_b32_e32 v1, 0, v71, vcc
	v_add_f32_e32 v73, 1.0, v2
	v_cvt_i32_f32_e32 v1, v1
	v_sub_f32_e32 v72, v4, v5
	v_add_f32_e32 v4, -1.0, v73
	v_mov_b32_e32 v5, v67
	v_pk_add_f32 v[2:3], v[2:3], v[4:5] neg_lo:[0,1] neg_hi:[0,1]
	v_mul_f32_e32 v5, v68, v70
	v_add_f32_e32 v3, v3, v72
	v_add_f32_e32 v2, v2, v3
	v_ashrrev_i32_e32 v3, 1, v1
	v_add_f32_e32 v2, v73, v2
	v_sub_u32_e32 v1, v1, v3
	v_lshl_add_u32 v3, v3, 23, 1.0
	v_lshl_add_u32 v1, v1, 23, 1.0
	v_mul_f32_e32 v2, v2, v3
	v_mul_f32_e32 v1, v2, v1
	v_add_f32_e32 v2, 1.0, v1
	v_div_scale_f32 v3, s[4:5], v2, v2, 1.0
	v_rcp_f32_e32 v4, v3
	v_lshl_add_u32 v1, v69, 23, 1.0
	v_mul_f32_e32 v1, v5, v1
	v_fma_f32 v5, -v3, v4, 1.0
	v_fmac_f32_e32 v4, v5, v4
	v_div_scale_f32 v5, vcc, 1.0, v2, 1.0
	v_mul_f32_e32 v33, v5, v4
	v_fma_f32 v66, -v3, v33, v5
	v_fmac_f32_e32 v33, v66, v4
	v_fma_f32 v3, -v3, v33, v5
	v_div_fmas_f32 v3, v3, v4, v33
	v_cmp_gt_i32_e32 vcc, s73, v65
	s_and_b64 s[4:5], vcc, s[28:29]
	v_div_fixup_f32 v2, v3, v2, 1.0
	ds_write_b32 v54, v1
	ds_write_b32 v55, v2
	s_and_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB0_150
	v_mad_i64_i32 v[2:3], s[4:5], v65, s34, 0
	v_lshl_add_u64 v[2:3], v[2:3], 2, s[20:21]
	global_store_dword v[2:3], v1, off
.LBB0_150:
	s_or_b64 exec, exec, s[6:7]
	s_and_saveexec_b64 s[4:5], s[2:3]
	ds_write_b32 v59, v64
	s_or_b64 exec, exec, s[4:5]
	s_cmp_lt_i32 s47, 1
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_102
	s_ashr_i32 s2, s53, 31
	s_mul_i32 s3, s41, s53
	s_mul_i32 s2, s40, s2
	v_mov_b32_e32 v2, s53
	s_add_i32 s4, s2, s3
	v_mad_u64_u32 v[2:3], s[2:3], s40, v2, v[30:31]
	v_med3_i32 v1, s33, 1, 8
	v_add_u32_e32 v3, s4, v3
	s_movk_i32 s4, 0x2200
	s_mov_b32 s5, s53
	v_mov_b32_e32 v5, v56
	v_mov_b32_e32 v33, v36
	s_branch .LBB0_155
.LBB0_154:
	s_or_b64 exec, exec, s[2:3]
	v_add_u32_e32 v1, -1, v1
	v_cmp_eq_u32_e32 vcc, 0, v1
	v_add_u32_e32 v33, 64, v33
	v_add_u32_e32 v5, 0x200, v5
	s_add_i32 s4, s4, 4
	v_lshl_add_u64 v[2:3], v[2:3], 0, s[40:41]
	s_add_i32 s5, s5, 1
	s_cbranch_vccnz .LBB0_102
.LBB0_155:
	v_mov_b32_e32 v4, s4
	ds_read2_b32 v[80:81], v4 offset1:8
	s_waitcnt lgkmcnt(1)
	ds_read_b128 v[64:67], v5
	ds_read_b128 v[68:71], v5 offset:128
	ds_read_b128 v[72:75], v5 offset:256
	ds_read_b128 v[76:79], v5 offset:384
	s_waitcnt lgkmcnt(4)
	v_mov_b32_e32 v4, v81
	v_pk_mul_f32 v[6:7], v[6:7], v[4:5] op_sel_hi:[1,0]
	v_pk_mul_f32 v[8:9], v[8:9], v[4:5] op_sel_hi:[1,0]
	v_mov_b32_e32 v82, v7
	v_mov_b32_e32 v83, v9
	s_waitcnt lgkmcnt(3)
	v_mov_b32_e32 v84, v65
	s_waitcnt lgkmcnt(2)
	v_mov_b32_e32 v85, v69
	v_pk_mul_f32 v[12:13], v[12:13], v[4:5] op_sel_hi:[1,0]
	v_pk_mul_f32 v[14:15], v[14:15], v[4:5] op_sel_hi:[1,0]
	v_pk_mul_f32 v[82:83], v[82:83], v[84:85]
	v_mov_b32_e32 v84, v64
	v_mov_b32_e32 v85, v68
	v_mov_b32_e32 v86, v6
	v_mov_b32_e32 v87, v8
	v_pk_fma_f32 v[82:83], v[84:85], v[86:87], v[82:83]
	v_mov_b32_e32 v84, v66
	v_mov_b32_e32 v85, v70
	v_mov_b32_e32 v86, v12
	v_mov_b32_e32 v87, v14
	v_pk_mul_f32 v[20:21], v[20:21], v[4:5] op_sel_hi:[1,0]
	v_pk_mul_f32 v[10:11], v[10:11], v[4:5] op_sel_hi:[1,0]
	v_pk_fma_f32 v[82:83], v[84:85], v[86:87], v[82:83]
	v_mov_b32_e32 v84, v67
	v_mov_b32_e32 v85, v71
	v_mov_b32_e32 v86, v13
	v_mov_b32_e32 v87, v15
	v_pk_fma_f32 v[82:83], v[84:85], v[86:87], v[82:83]
	v_mov_b32_e32 v84, v21
	v_mov_b32_e32 v85, v11
	s_waitcnt lgkmcnt(1)
	v_mov_b32_e32 v86, v73
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v87, v77
	v_pk_mul_f32 v[16:17], v[16:17], v[4:5] op_sel_hi:[1,0]
	v_pk_mul_f32 v[18:19], v[18:19], v[4:5] op_sel_hi:[1,0]
	v_pk_mul_f32 v[84:85], v[84:85], v[86:87]
	v_mov_b32_e32 v86, v72
	v_mov_b32_e32 v87, v76
	v_mov_b32_e32 v88, v20
	v_mov_b32_e32 v89, v10
	v_pk_fma_f32 v[84:85], v[86:87], v[88:89], v[84:85]
	v_mov_b32_e32 v86, v74
	v_mov_b32_e32 v87, v78
	v_mov_b32_e32 v88, v16
	v_mov_b32_e32 v89, v18
	v_pk_fma_f32 v[84:85], v[86:87], v[88:89], v[84:85]
	v_mov_b32_e32 v86, v75
	v_mov_b32_e32 v87, v79
	v_mov_b32_e32 v88, v17
	v_mov_b32_e32 v89, v19
	v_pk_fma_f32 v[84:85], v[86:87], v[88:89], v[84:85]
	s_nop 0
	v_pk_add_f32 v[82:83], v[82:83], v[84:85]
	s_nop 0
	v_add_f32_e32 v4, v82, v83
	ds_bpermute_b32 v81, v47, v4
	ds_read_b32 v82, v33
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v4, v4, v81
	ds_bpermute_b32 v81, v48, v4
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v4, v4, v81
	ds_bpermute_b32 v81, v49, v4
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v4, v4, v81
	v_sub_f32_e32 v4, v82, v4
	v_mul_f32_e32 v4, v80, v4
	v_pk_fma_f32 v[6:7], v[64:65], v[4:5], v[6:7] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[12:13], v[66:67], v[4:5], v[12:13] op_sel_hi:[1,0,1]
	ds_read_b128 v[64:67], v5 offset:4096
	v_pk_fma_f32 v[8:9], v[68:69], v[4:5], v[8:9] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[14:15], v[70:71], v[4:5], v[14:15] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[20:21], v[72:73], v[4:5], v[20:21] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[16:17], v[74:75], v[4:5], v[16:17] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[10:11], v[76:77], v[4:5], v[10:11] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[18:19], v[78:79], v[4:5], v[18:19] op_sel_hi:[1,0,1]
	ds_read_b128 v[68:71], v5 offset:4224
	ds_read_b128 v[72:75], v5 offset:4352
	ds_read_b128 v[76:79], v5 offset:4480
	s_waitcnt lgkmcnt(3)
	v_mul_f32_e32 v65, v65, v7
	v_fmac_f32_e32 v65, v64, v6
	v_fmac_f32_e32 v65, v66, v12
	v_fmac_f32_e32 v65, v67, v13
	s_waitcnt lgkmcnt(2)
	v_mul_f32_e32 v64, v69, v9
	s_waitcnt lgkmcnt(1)
	v_mul_f32_e32 v66, v21, v73
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v67, v11, v77
	v_fmac_f32_e32 v64, v68, v8
	v_fmac_f32_e32 v66, v72, v20
	v_fmac_f32_e32 v67, v76, v10
	v_fmac_f32_e32 v64, v70, v14
	v_fmac_f32_e32 v66, v74, v16
	v_fmac_f32_e32 v67, v78, v18
	v_fmac_f32_e32 v64, v71, v15
	v_fmac_f32_e32 v66, v75, v17
	v_fmac_f32_e32 v67, v79, v19
	v_add_f32_e32 v65, v65, v66
	v_add_f32_e32 v64, v64, v67
	v_add_f32_e32 v64, v65, v64
	ds_bpermute_b32 v65, v47, v64
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v64, v64, v65
	ds_bpermute_b32 v65, v48, v64
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v64, v64, v65
	ds_bpermute_b32 v65, v49, v64
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_157
	s_add_i32 s6, s36, s5
	s_ashr_i32 s7, s6, 31
	s_mul_i32 s7, s22, s7
	s_mul_hi_u32 s8, s22, s6
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v64, v64, v65
	s_add_i32 s7, s8, s7
	s_mul_i32 s8, s23, s6
	v_bfe_u32 v65, v64, 16, 1
	s_add_i32 s7, s7, s8
	s_mul_i32 s6, s22, s6
	v_add3_u32 v65, v65, v64, s45
	v_or_b32_e32 v66, 0x400000, v64
	v_cmp_u_f32_e32 vcc, v64, v64
	s_nop 1
	v_cndmask_b32_e32 v66, v65, v66, vcc
	v_lshl_add_u64 v[64:65], s[6:7], 1, v[28:29]
	global_store_short_d16_hi v[64:65], v66, off
.LBB0_157:
	s_or_b64 exec, exec, s[2:3]
	s_cmp_lt_i32 s5, s73
	s_cselect_b64 s[2:3], -1, 0
	s_and_b64 s[6:7], s[2:3], s[30:31]
	s_and_saveexec_b64 s[2:3], s[6:7]
	s_cbranch_execz .LBB0_154
	global_store_dword v[2:3], v4, off
	s_branch .LBB0_154
.LBB0_159:
	s_endpgm
.LBB0_160:
	s_mov_b32 s99, 0
	s_abs_i32 s18, s76
	s_andn2_b64 vcc, exec, s[16:17]
	s_add_i32 s1, s1, s3
	s_cbranch_vccz .LBB0_2
	s_branch .LBB0_3
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel gdn_verify_fold_act_bf16_dt_f32_pool_bf16_bv16w2
		.amdhsa_group_segment_fixed_size 8768
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 304
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
		.amdhsa_next_free_sgpr 100
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
	.size	gdn_verify_fold_act_bf16_dt_f32_pool_bf16_bv16w2, .Lfunc_end0-gdn_verify_fold_act_bf16_dt_f32_pool_bf16_bv16w2

	.set gdn_verify_fold_act_bf16_dt_f32_pool_bf16_bv16w2.num_vgpr, 91
	.set gdn_verify_fold_act_bf16_dt_f32_pool_bf16_bv16w2.num_agpr, 0
	.set gdn_verify_fold_act_bf16_dt_f32_pool_bf16_bv16w2.numbered_sgpr, 100
	.set gdn_verify_fold_act_bf16_dt_f32_pool_bf16_bv16w2.num_named_barrier, 0
	.set gdn_verify_fold_act_bf16_dt_f32_pool_bf16_bv16w2.private_seg_size, 0
	.set gdn_verify_fold_act_bf16_dt_f32_pool_bf16_bv16w2.uses_vcc, 1
	.set gdn_verify_fold_act_bf16_dt_f32_pool_bf16_bv16w2.uses_flat_scratch, 0
	.set gdn_verify_fold_act_bf16_dt_f32_pool_bf16_bv16w2.has_dyn_sized_stack, 0
	.set gdn_verify_fold_act_bf16_dt_f32_pool_bf16_bv16w2.has_recursion, 0
	.set gdn_verify_fold_act_bf16_dt_f32_pool_bf16_bv16w2.has_indirect_call, 0
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
      - .name:           fold_depth
        .offset:         28
        .size:           4
        .value_kind:     by_value
      - .name:           diagnostics_on
        .offset:         32
        .size:           4
        .value_kind:     by_value
      - .address_space:  global
        .name:           h0_indices
        .offset:         40
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           cu_seqlens
        .offset:         48
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           inter_indices
        .offset:         56
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           fold_counts
        .offset:         64
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           track_slots
        .offset:         72
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           track_steps
        .offset:         80
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           fold_rows
        .offset:         88
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           fold_steps
        .offset:         96
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           pool
        .offset:         104
        .size:           8
        .value_kind:     global_buffer
      - .name:           pool_slot_pitch
        .offset:         112
        .size:           8
        .value_kind:     by_value
      - .address_space:  global
        .name:           diagnostics
        .offset:         120
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           q
        .offset:         128
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           k
        .offset:         136
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           v
        .offset:         144
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           a
        .offset:         152
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           b
        .offset:         160
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           A_log
        .offset:         168
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           dt_bias
        .offset:         176
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           o
        .offset:         184
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           ring_u
        .offset:         192
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           ring_k
        .offset:         200
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           ring_decay
        .offset:         208
        .size:           8
        .value_kind:     global_buffer
      - .name:           stride_q
        .offset:         216
        .size:           8
        .value_kind:     by_value
      - .name:           stride_k
        .offset:         224
        .size:           8
        .value_kind:     by_value
      - .name:           stride_v
        .offset:         232
        .size:           8
        .value_kind:     by_value
      - .name:           stride_a
        .offset:         240
        .size:           8
        .value_kind:     by_value
      - .name:           stride_b
        .offset:         248
        .size:           8
        .value_kind:     by_value
      - .name:           u_row_pitch
        .offset:         256
        .size:           8
        .value_kind:     by_value
      - .name:           k_row_pitch
        .offset:         264
        .size:           8
        .value_kind:     by_value
      - .name:           decay_row_pitch
        .offset:         272
        .size:           8
        .value_kind:     by_value
      - .name:           scale
        .offset:         280
        .size:           4
        .value_kind:     by_value
      - .name:           softplus_beta
        .offset:         284
        .size:           4
        .value_kind:     by_value
      - .name:           softplus_threshold
        .offset:         288
        .size:           4
        .value_kind:     by_value
      - .address_space:  global
        .name:           decay
        .offset:         296
        .size:           8
        .value_kind:     global_buffer
    .group_segment_fixed_size: 8768
    .kernarg_segment_align: 8
    .kernarg_segment_size: 304
    .max_flat_workgroup_size: 128
    .name:           gdn_verify_fold_act_bf16_dt_f32_pool_bf16_bv16w2
    .private_segment_fixed_size: 0
    .sgpr_count:     106
    .sgpr_spill_count: 30
    .symbol:         gdn_verify_fold_act_bf16_dt_f32_pool_bf16_bv16w2.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     91
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
