; deltagen generated file: do not edit. Regenerate with `cargo xtask gen`.
; kernel: gdn_verify  instance: gdn_verify_fold_act_bf16_dt_f32_pool_bf16_bv16w2  arch: gfx942
; profile=portable  mode=fold  act_dtype=bf16  dt_bias_dtype=f32  pool_dtype=bf16  tile=bv16w2  lanes_per_column=8  requests=any
; ir-sha256: 86030ec89d2d44a18aa2ba4907c14efea1a3197815ba9c244301a771aeef89b3
; llvm: 22.1  pipeline: default<O3>  ld.lld: LLVM 22.1
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 6
	.text
	.globl	gdn_verify_fold_act_bf16_dt_f32_pool_bf16_bv16w2
	.p2align	8
	.type	gdn_verify_fold_act_bf16_dt_f32_pool_bf16_bv16w2,@function
gdn_verify_fold_act_bf16_dt_f32_pool_bf16_bv16w2:
	s_load_dwordx4 s[4:7], s[0:1], 0x7c
	s_load_dwordx2 s[16:17], s[0:1], 0x118
	s_load_dword s80, s[0:1], 0x120
	s_mov_b32 s20, s3
	s_ashr_i32 s3, s2, 31
	s_lshr_b32 s3, s3, 29
	s_waitcnt lgkmcnt(0)
	s_max_i32 s8, s6, 1
	v_cvt_f32_u32_e32 v1, s8
	s_sub_i32 s10, 0, s8
	s_abs_i32 s9, s7
	s_add_i32 s3, s2, s3
	v_rcp_iflag_f32_e32 v1, v1
	s_ashr_i32 s76, s3, 3
	s_ashr_i32 s81, s80, 31
	s_ashr_i32 s19, s7, 31
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	s_mov_b32 s18, s7
	s_load_dwordx8 s[68:75], s[0:1], 0x40
	s_load_dwordx8 s[60:67], s[0:1], 0xf8
	v_readfirstlane_b32 s11, v1
	s_mul_i32 s10, s10, s11
	s_mul_hi_u32 s10, s11, s10
	s_add_i32 s11, s11, s10
	s_mul_hi_u32 s10, s9, s11
	s_mul_i32 s11, s10, s8
	s_sub_i32 s9, s9, s11
	s_add_i32 s11, s10, 1
	s_sub_i32 s12, s9, s8
	s_cmp_ge_u32 s9, s8
	s_cselect_b32 s10, s11, s10
	s_cselect_b32 s9, s12, s9
	s_add_i32 s11, s10, 1
	s_cmp_ge_u32 s9, s8
	s_cselect_b32 s8, s11, s10
	s_xor_b32 s8, s8, s19
	s_sub_i32 s8, s8, s19
	s_max_i32 s94, s8, 1
	s_load_dwordx16 s[36:51], s[0:1], 0x0
	s_load_dwordx8 s[8:15], s[0:1], 0x60
	s_ashr_i32 s77, s76, 31
	s_sub_i32 s7, 0, s94
	s_lshl_b64 s[56:57], s[76:77], 2
	v_cvt_f32_u32_e32 v1, s94
	s_waitcnt lgkmcnt(0)
	v_writelane_b32 v90, s8, 0
	v_cmp_lt_i64_e64 s[28:29], s[80:81], 1
	v_cmp_gt_i64_e64 s[22:23], s[80:81], 0
	v_writelane_b32 v90, s9, 1
	v_writelane_b32 v90, s10, 2
	v_writelane_b32 v90, s11, 3
	v_writelane_b32 v90, s12, 4
	v_writelane_b32 v90, s13, 5
	v_writelane_b32 v90, s14, 6
	v_writelane_b32 v90, s15, 7
	s_add_u32 s10, s46, s56
	s_addc_u32 s11, s47, s57
	s_add_u32 s8, s48, s56
	s_addc_u32 s9, s49, s57
	s_ashr_i32 s21, s20, 31
	s_lshl_b64 s[30:31], s[20:21], 2
	v_rcp_iflag_f32_e32 v1, v1
	s_add_u32 s12, s70, s30
	s_addc_u32 s13, s71, s31
	s_load_dword s21, s[12:13], 0x0
	s_add_u32 s12, s72, s30
	s_addc_u32 s13, s73, s31
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	s_add_u32 s24, s74, s30
	v_cvt_u32_f32_e32 v1, v1
	s_addc_u32 s25, s75, s31
	s_load_dwordx2 s[34:35], s[12:13], 0x0
	s_add_u32 s12, s64, s30
	s_addc_u32 s13, s65, s31
	s_add_u32 s14, s66, s30
	v_readfirstlane_b32 s26, v1
	s_addc_u32 s15, s67, s31
	s_mul_i32 s7, s7, s26
	s_add_u32 s16, s16, s30
	s_mov_b32 s84, 0
	s_mul_hi_u32 s27, s26, s7
	s_addc_u32 s17, s17, s31
	s_mul_hi_i32 s87, s80, s20
	s_mul_i32 s86, s80, s20
	s_and_b64 vcc, exec, s[28:29]
	s_cbranch_vccnz .LBB0_129
	s_lshl_b64 s[28:29], s[86:87], 2
	s_add_u32 s28, s60, s28
	s_addc_u32 s29, s61, s29
	s_load_dword s85, s[28:29], 0x0
	s_abs_i32 s7, s76
	s_andn2_b64 vcc, exec, s[22:23]
	s_add_i32 s26, s26, s27
	s_cbranch_vccnz .LBB0_3
.LBB0_2:
	s_lshl_b64 s[22:23], s[86:87], 2
	s_add_u32 s22, s62, s22
	s_addc_u32 s23, s63, s23
	s_load_dword s84, s[22:23], 0x0
.LBB0_3:
	s_lshl_b32 s20, s76, 3
	s_sub_i32 s2, s2, s20
	v_writelane_b32 v90, s2, 8
	s_lshl_b32 s2, s2, 4
	s_waitcnt lgkmcnt(0)
	s_cmp_gt_i32 s21, -1
	s_cselect_b64 s[22:23], -1, 0
	s_cmp_lt_i32 s21, s5
	s_cselect_b64 s[48:49], -1, 0
	s_and_b64 s[22:23], s[22:23], s[48:49]
	s_load_dword s81, s[24:25], 0x0
	s_load_dwordx4 s[28:31], s[0:1], 0xb0
	s_load_dwordx2 s[46:47], s[0:1], 0xc0
	s_cmp_gt_i32 s34, -1
	s_cselect_b64 s[24:25], -1, 0
	s_cmp_ge_i32 s35, s34
	s_mul_hi_u32 s70, s7, s26
	s_cselect_b64 s[26:27], -1, 0
	s_cmp_le_i32 s35, s4
	s_cselect_b64 s[58:59], -1, 0
	s_and_b64 s[24:25], s[24:25], s[26:27]
	v_lshrrev_b32_e32 v1, 3, v0
	s_sub_i32 s33, s35, s34
	s_and_b64 s[58:59], s[58:59], s[24:25]
	v_or_b32_e32 v2, s2, v1
	s_waitcnt lgkmcnt(0)
	s_cmp_le_i32 s33, s47
	v_ashrrev_i32_e32 v3, 31, v2
	s_cselect_b64 s[64:65], -1, 0
	s_lshl_b64 s[52:53], s[76:77], 7
	v_lshl_add_u64 v[4:5], s[52:53], 0, v[2:3]
	s_ashr_i32 s4, s21, 31
	v_lshlrev_b64 v[30:31], 7, v[4:5]
	v_mov_b32_e32 v4, s21
	s_mul_i32 s20, s31, s21
	s_mul_i32 s4, s30, s4
	v_and_b32_e32 v36, 7, v0
	s_and_b64 s[26:27], s[64:65], s[58:59]
	v_mov_b32_e32 v6, 0
	v_mad_u64_u32 v[4:5], s[24:25], s30, v4, v[30:31]
	s_add_i32 s4, s4, s20
	v_lshlrev_b32_e32 v32, 2, v36
	v_add_u32_e32 v5, s4, v5
	v_mov_b32_e32 v7, v6
	v_writelane_b32 v90, s26, 9
	s_and_b64 s[54:55], s[22:23], s[26:27]
	s_andn2_b64 vcc, exec, s[54:55]
	v_lshl_add_u64 v[22:23], v[4:5], 1, s[68:69]
	v_lshlrev_b32_e32 v24, 1, v32
	v_mov_b64_e32 v[10:11], v[6:7]
	v_mov_b64_e32 v[8:9], v[6:7]
	v_mov_b64_e32 v[14:15], v[6:7]
	v_mov_b64_e32 v[18:19], v[6:7]
	v_mov_b64_e32 v[16:17], v[6:7]
	v_mov_b64_e32 v[12:13], v[6:7]
	v_mov_b64_e32 v[20:21], v[6:7]
	v_writelane_b32 v90, s27, 10
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
	v_and_b32_e32 v29, 0xffff0000, v4
	v_lshlrev_b32_e32 v28, 16, v4
	v_and_b32_e32 v35, 0xffff0000, v5
	v_lshlrev_b32_e32 v34, 16, v5
	v_pk_add_f32 v[6:7], v[12:13], 0 op_sel_hi:[1,0]
	v_pk_add_f32 v[10:11], v[14:15], 0 op_sel_hi:[1,0]
	v_pk_add_f32 v[8:9], v[16:17], 0 op_sel_hi:[1,0]
	v_pk_add_f32 v[14:15], v[18:19], 0 op_sel_hi:[1,0]
	v_pk_add_f32 v[18:19], v[20:21], 0 op_sel_hi:[1,0]
	v_pk_add_f32 v[16:17], v[26:27], 0 op_sel_hi:[1,0]
	v_pk_add_f32 v[12:13], v[28:29], 0 op_sel_hi:[1,0]
	v_pk_add_f32 v[20:21], v[34:35], 0 op_sel_hi:[1,0]
.LBB0_5:
	s_load_dwordx8 s[20:27], s[0:1], 0x90
	s_load_dword s4, s[10:11], 0x0
	s_xor_b64 s[10:11], s[64:65], -1
	s_load_dword s91, s[16:17], 0x0
	s_and_b64 s[10:11], s[58:59], s[10:11]
	s_waitcnt lgkmcnt(0)
	v_writelane_b32 v90, s4, 11
	s_ashr_i32 s4, s3, 31
	s_load_dword s78, s[8:9], 0x0
	s_load_dword s3, s[12:13], 0x0
	s_load_dword s35, s[14:15], 0x0
	s_load_dwordx2 s[16:17], s[0:1], 0x128
	s_nop 0
	s_load_dword s12, s[0:1], 0x130
	s_xor_b64 s[8:9], s[58:59], -1
	s_and_b64 s[10:11], s[10:11], exec
	s_cselect_b32 s13, 2, 0
	s_and_b64 s[10:11], s[48:49], exec
	s_cselect_b32 s10, 0, 4
	s_cmp_lt_i32 s81, s46
	s_cselect_b64 s[14:15], -1, 0
	v_cndmask_b32_e64 v4, 0, 1, s[8:9]
	v_writelane_b32 v90, s14, 12
	s_and_b64 s[8:9], s[14:15], exec
	s_cselect_b32 s8, 0, 8
	s_or_b32 s8, s8, s10
	v_readfirstlane_b32 s9, v4
	s_or_b32 s8, s8, s9
	s_or_b32 s10, s8, s13
	s_cmp_eq_u32 s10, 0
	s_cselect_b64 s[8:9], -1, 0
	s_waitcnt lgkmcnt(0)
	s_cmp_lg_u32 s12, 0
	v_writelane_b32 v90, s15, 13
	s_cselect_b64 s[14:15], -1, 0
	s_cmp_eq_u32 s12, 0
	s_cselect_b64 s[12:13], -1, 0
	s_or_b64 s[8:9], s[12:13], s[8:9]
	v_writelane_b32 v90, s14, 14
	s_and_b64 vcc, exec, s[8:9]
	s_nop 0
	v_writelane_b32 v90, s15, 15
	s_cbranch_vccnz .LBB0_9
	v_mbcnt_lo_u32_b32 v4, exec_lo, 0
	v_mbcnt_hi_u32_b32 v4, exec_hi, v4
	v_cmp_eq_u32_e32 vcc, 0, v4
	s_and_saveexec_b64 s[8:9], vcc
	s_cbranch_execz .LBB0_8
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v5, s10
	global_atomic_or v4, v5, s[16:17]
.LBB0_8:
	s_or_b64 exec, exec, s[8:9]
.LBB0_9:
	s_mul_i32 s8, s70, s94
	s_sub_i32 s7, s7, s8
	s_add_i32 s8, s70, 1
	s_sub_i32 s9, s7, s94
	s_cmp_ge_u32 s7, s94
	s_cselect_b32 s8, s8, s70
	s_cselect_b32 s7, s9, s7
	s_add_i32 s9, s8, 1
	s_cmp_ge_u32 s7, s94
	s_cselect_b32 s7, s9, s8
	s_xor_b32 s7, s7, s4
	s_sub_i32 s14, s7, s4
	s_ashr_i32 s15, s14, 31
	s_ashr_i32 s7, s6, 31
	s_cmp_gt_i32 s3, -1
	s_cselect_b64 s[8:9], -1, 0
	s_cmp_le_i32 s3, s80
	s_cselect_b64 s[10:11], -1, 0
	s_and_b64 s[8:9], s[8:9], s[10:11]
	s_and_b64 s[10:11], s[8:9], s[54:55]
	s_and_b64 s[12:13], s[10:11], exec
	s_cselect_b32 s72, s3, 0
	s_xor_b64 s[8:9], s[8:9], -1
	v_writelane_b32 v90, s54, 16
	s_and_b64 s[8:9], s[54:55], s[8:9]
	s_cmp_gt_i32 s91, -1
	s_cselect_b64 s[96:97], -1, 0
	v_sub_co_u32_e64 v4, s[12:13], s72, 1
	s_and_b64 s[12:13], s[96:97], s[12:13]
	s_and_b64 s[10:11], s[10:11], s[12:13]
	s_load_dwordx4 s[64:67], s[0:1], 0xc8
	s_load_dwordx2 s[74:75], s[0:1], 0xd8
	s_and_b64 s[8:9], s[8:9], exec
	s_cselect_b32 s3, 16, 0
	s_and_b64 s[8:9], s[10:11], exec
	s_cselect_b32 s4, 32, 0
	v_writelane_b32 v90, s55, 17
	s_or_b32 s73, s4, s3
	s_lshl_b64 s[48:49], s[18:19], 7
	s_lshl_b64 s[58:59], s[6:7], 7
	s_mov_b32 s4, s14
	s_lshl_b64 s[82:83], s[14:15], 7
	s_mov_b32 s70, 0
	v_readfirstlane_b32 s71, v4
	v_writelane_b32 v90, s4, 18
	s_cmp_lt_i32 s72, 1
	v_lshlrev_b32_e32 v4, 2, v0
	v_writelane_b32 v90, s5, 19
	s_cbranch_scc1 .LBB0_63
	s_load_dwordx8 s[8:15], s[0:1], 0x60
	s_mul_i32 s31, s31, s35
	v_mov_b32_e32 v5, 0
	v_and_b32_e32 v25, 15, v0
	v_lshl_add_u64 v[30:31], v[30:31], 1, s[68:69]
	s_waitcnt lgkmcnt(0)
	s_add_u32 s3, s12, s56
	v_writelane_b32 v90, s3, 20
	s_addc_u32 s3, s13, s57
	v_writelane_b32 v90, s3, 21
	v_writelane_b32 v90, s52, 22
	s_lshl_b64 s[6:7], s[52:53], 2
	s_add_u32 s4, s8, s6
	s_addc_u32 s6, s9, s7
	s_ashr_i32 s3, s2, 31
	s_lshl_b64 s[2:3], s[2:3], 2
	v_writelane_b32 v90, s53, 23
	s_add_u32 s16, s4, s2
	s_addc_u32 s17, s6, s3
	v_writelane_b32 v90, s82, 24
	s_lshl_b64 s[2:3], s[82:83], 2
	s_add_u32 s2, s10, s2
	s_addc_u32 s3, s11, s3
	s_cmp_lt_i32 s35, 0
	s_cselect_b64 s[6:7], -1, 0
	s_cmp_ge_i32 s35, s5
	s_cselect_b64 s[4:5], -1, 0
	s_ashr_i32 s52, s35, 31
	s_mul_hi_u32 s53, s30, s35
	s_mul_i32 s52, s30, s52
	s_add_i32 s52, s53, s52
	s_add_i32 s31, s52, s31
	s_mul_i32 s30, s30, s35
	v_lshlrev_b32_e32 v28, 2, v25
	v_lshl_add_u64 v[30:31], s[30:31], 1, v[30:31]
	v_mov_b32_e32 v25, v5
	s_or_b64 s[98:99], s[6:7], s[4:5]
	v_lshl_add_u64 v[26:27], s[2:3], 0, v[4:5]
	s_movk_i32 s2, 0x380
	s_movk_i32 s4, 0x300
	s_movk_i32 s6, 0x280
	s_movk_i32 s8, 0x200
	s_movk_i32 s10, 0x180
	s_movk_i32 s12, 0x100
	s_movk_i32 s14, 0x80
	v_mov_b32_e32 v29, v5
	v_lshl_add_u64 v[30:31], v[30:31], 0, v[24:25]
	v_lshlrev_b32_e32 v25, 2, v32
	v_mov_b32_e32 v32, 0x2000
	s_mov_b32 s55, s78
	v_writelane_b32 v90, s83, 25
	v_cmp_gt_u32_e64 s[2:3], s2, v0
	v_cmp_gt_u32_e64 s[4:5], s4, v0
	v_cmp_gt_u32_e64 s[6:7], s6, v0
	v_cmp_gt_u32_e64 s[8:9], s8, v0
	v_cmp_gt_u32_e64 s[10:11], s10, v0
	v_cmp_gt_u32_e64 s[12:13], s12, v0
	v_cmp_gt_u32_e64 s[14:15], s14, v0
	v_lshrrev_b32_e32 v37, 4, v0
	v_lshl_add_u64 v[28:29], s[16:17], 0, v[28:29]
	v_cmp_gt_u32_e64 s[16:17], 8, v0
	v_lshl_or_b32 v38, v1, 2, v32
	s_movk_i32 s83, 0x7fff
	s_mov_b32 s35, 0x7060302
	s_branch .LBB0_13
.LBB0_11:
	v_bfe_u32 v32, v6, 16, 1
	v_add3_u32 v32, v32, v6, s83
	v_or_b32_e32 v33, 0x400000, v6
	v_cmp_u_f32_e32 vcc, v6, v6
	s_nop 1
	v_cndmask_b32_e32 v6, v32, v33, vcc
	v_bfe_u32 v32, v7, 16, 1
	v_add3_u32 v32, v32, v7, s83
	v_or_b32_e32 v33, 0x400000, v7
	v_cmp_u_f32_e32 vcc, v7, v7
	v_and_b32_e32 v6, 0xffff0000, v6
	s_nop 0
	v_cndmask_b32_e32 v7, v32, v33, vcc
	v_bfe_u32 v32, v10, 16, 1
	v_add3_u32 v32, v32, v10, s83
	v_or_b32_e32 v33, 0x400000, v10
	v_cmp_u_f32_e32 vcc, v10, v10
	v_and_b32_e32 v7, 0xffff0000, v7
	v_pk_add_f32 v[6:7], v[6:7], 0 op_sel_hi:[1,0]
	v_cndmask_b32_e32 v10, v32, v33, vcc
	v_bfe_u32 v32, v11, 16, 1
	v_add3_u32 v32, v32, v11, s83
	v_or_b32_e32 v33, 0x400000, v11
	v_cmp_u_f32_e32 vcc, v11, v11
	v_and_b32_e32 v10, 0xffff0000, v10
	s_nop 0
	v_cndmask_b32_e32 v11, v32, v33, vcc
	v_bfe_u32 v32, v8, 16, 1
	v_add3_u32 v32, v32, v8, s83
	v_or_b32_e32 v33, 0x400000, v8
	v_cmp_u_f32_e32 vcc, v8, v8
	v_and_b32_e32 v11, 0xffff0000, v11
	v_pk_add_f32 v[10:11], v[10:11], 0 op_sel_hi:[1,0]
	v_cndmask_b32_e32 v8, v32, v33, vcc
	v_bfe_u32 v32, v9, 16, 1
	v_add3_u32 v32, v32, v9, s83
	v_or_b32_e32 v33, 0x400000, v9
	v_cmp_u_f32_e32 vcc, v9, v9
	v_and_b32_e32 v8, 0xffff0000, v8
	s_nop 0
	v_cndmask_b32_e32 v9, v32, v33, vcc
	v_bfe_u32 v32, v14, 16, 1
	v_add3_u32 v32, v32, v14, s83
	v_or_b32_e32 v33, 0x400000, v14
	v_cmp_u_f32_e32 vcc, v14, v14
	v_and_b32_e32 v9, 0xffff0000, v9
	v_pk_add_f32 v[8:9], v[8:9], 0 op_sel_hi:[1,0]
	v_cndmask_b32_e32 v14, v32, v33, vcc
	v_bfe_u32 v32, v15, 16, 1
	v_add3_u32 v32, v32, v15, s83
	v_or_b32_e32 v33, 0x400000, v15
	v_cmp_u_f32_e32 vcc, v15, v15
	v_and_b32_e32 v14, 0xffff0000, v14
	s_nop 0
	v_cndmask_b32_e32 v15, v32, v33, vcc
	v_bfe_u32 v32, v18, 16, 1
	v_add3_u32 v32, v32, v18, s83
	v_or_b32_e32 v33, 0x400000, v18
	v_cmp_u_f32_e32 vcc, v18, v18
	v_and_b32_e32 v15, 0xffff0000, v15
	v_pk_add_f32 v[14:15], v[14:15], 0 op_sel_hi:[1,0]
	v_cndmask_b32_e32 v18, v32, v33, vcc
	v_bfe_u32 v32, v19, 16, 1
	v_add3_u32 v32, v32, v19, s83
	v_or_b32_e32 v33, 0x400000, v19
	v_cmp_u_f32_e32 vcc, v19, v19
	v_and_b32_e32 v18, 0xffff0000, v18
	s_nop 0
	v_cndmask_b32_e32 v19, v32, v33, vcc
	v_bfe_u32 v32, v16, 16, 1
	v_add3_u32 v32, v32, v16, s83
	v_or_b32_e32 v33, 0x400000, v16
	v_cmp_u_f32_e32 vcc, v16, v16
	v_and_b32_e32 v19, 0xffff0000, v19
	v_pk_add_f32 v[18:19], v[18:19], 0 op_sel_hi:[1,0]
	v_cndmask_b32_e32 v16, v32, v33, vcc
	v_bfe_u32 v32, v17, 16, 1
	v_add3_u32 v32, v32, v17, s83
	v_or_b32_e32 v33, 0x400000, v17
	v_cmp_u_f32_e32 vcc, v17, v17
	v_and_b32_e32 v16, 0xffff0000, v16
	s_nop 0
	v_cndmask_b32_e32 v17, v32, v33, vcc
	v_bfe_u32 v32, v12, 16, 1
	v_add3_u32 v32, v32, v12, s83
	v_or_b32_e32 v33, 0x400000, v12
	v_cmp_u_f32_e32 vcc, v12, v12
	v_and_b32_e32 v17, 0xffff0000, v17
	v_pk_add_f32 v[16:17], v[16:17], 0 op_sel_hi:[1,0]
	v_cndmask_b32_e32 v12, v32, v33, vcc
	v_bfe_u32 v32, v13, 16, 1
	v_add3_u32 v32, v32, v13, s83
	v_or_b32_e32 v33, 0x400000, v13
	v_cmp_u_f32_e32 vcc, v13, v13
	v_and_b32_e32 v12, 0xffff0000, v12
	s_nop 0
	v_cndmask_b32_e32 v13, v32, v33, vcc
	v_bfe_u32 v32, v20, 16, 1
	v_add3_u32 v32, v32, v20, s83
	v_or_b32_e32 v33, 0x400000, v20
	v_cmp_u_f32_e32 vcc, v20, v20
	v_and_b32_e32 v13, 0xffff0000, v13
	v_pk_add_f32 v[12:13], v[12:13], 0 op_sel_hi:[1,0]
	v_cndmask_b32_e32 v20, v32, v33, vcc
	v_bfe_u32 v32, v21, 16, 1
	v_add3_u32 v32, v32, v21, s83
	v_or_b32_e32 v33, 0x400000, v21
	v_cmp_u_f32_e32 vcc, v21, v21
	v_and_b32_e32 v20, 0xffff0000, v20
	s_nop 0
	v_cndmask_b32_e32 v21, v32, v33, vcc
	v_and_b32_e32 v21, 0xffff0000, v21
	v_pk_add_f32 v[20:21], v[20:21], 0 op_sel_hi:[1,0]
.LBB0_12:
	s_add_i32 s70, s70, 1
	s_cmp_eq_u32 s70, s72
	s_cbranch_scc1 .LBB0_62
.LBB0_13:
	s_add_u32 s30, s86, s70
	s_addc_u32 s31, s87, 0
	s_cmp_lg_u32 s70, 0
	s_cselect_b64 s[68:69], -1, 0
	s_mov_b32 s78, 0
	s_and_b64 vcc, exec, s[68:69]
	s_cbranch_vccz .LBB0_15
	s_lshl_b64 s[78:79], s[30:31], 2
	s_add_u32 s78, s60, s78
	s_addc_u32 s79, s61, s79
	global_load_dword v32, v5, s[78:79]
	s_waitcnt vmcnt(0)
	v_readfirstlane_b32 s78, v32
.LBB0_15:
	s_andn2_b64 vcc, exec, s[68:69]
	s_mov_b32 s69, s84
	s_mov_b32 s68, s85
	s_cbranch_vccnz .LBB0_17
	s_lshl_b64 s[30:31], s[30:31], 2
	s_add_u32 s30, s62, s30
	s_addc_u32 s31, s63, s31
	global_load_dword v32, v5, s[30:31]
	s_mov_b32 s68, s78
	s_waitcnt vmcnt(0)
	v_readfirstlane_b32 s69, v32
.LBB0_17:
	s_cmp_lt_i32 s68, 0
	s_cselect_b64 s[30:31], -1, 0
	s_cmp_ge_i32 s68, s46
	s_cselect_b64 s[78:79], -1, 0
	s_or_b64 s[30:31], s[30:31], s[78:79]
	s_cmp_eq_u32 s68, s81
	s_cselect_b64 s[78:79], -1, 0
	s_or_b64 s[78:79], s[78:79], s[30:31]
	s_cmp_lt_i32 s69, 0
	s_cselect_b64 s[30:31], -1, 0
	s_cmp_ge_i32 s69, s47
	s_cselect_b64 s[88:89], -1, 0
	s_or_b64 s[88:89], s[30:31], s[88:89]
	s_cmp_eq_u32 s70, s71
	s_cselect_b64 s[30:31], -1, 0
	s_and_b64 s[30:31], s[96:97], s[30:31]
	s_cmp_gt_i32 s91, s69
	s_cselect_b64 s[92:93], -1, 0
	s_or_b64 s[92:93], s[98:99], s[92:93]
	s_and_b64 s[92:93], s[30:31], s[92:93]
	s_and_b64 s[78:79], s[78:79], exec
	s_cselect_b32 s52, 8, 0
	s_and_b64 s[78:79], s[88:89], exec
	s_cselect_b32 s53, 16, 0
	s_and_b64 s[78:79], s[92:93], exec
	s_cselect_b32 s54, 32, 0
	s_or_b32 s53, s53, s73
	s_or_b32 s53, s53, s54
	s_or_b32 s73, s53, s52
	s_cbranch_scc1 .LBB0_12
	s_cmp_gt_u32 s69, 0x7ffffff7
	s_cbranch_scc1 .LBB0_11
	s_add_i32 s52, s69, 8
	s_lshr_b32 s88, s52, 3
	s_ashr_i32 s52, s68, 31
	s_mul_hi_u32 s53, s74, s68
	s_mul_i32 s54, s74, s52
	s_add_i32 s53, s53, s54
	s_mul_i32 s54, s75, s68
	s_add_i32 s79, s53, s54
	s_mul_hi_u32 s53, s66, s68
	s_mul_i32 s54, s66, s52
	s_add_i32 s53, s53, s54
	s_mul_i32 s54, s67, s68
	s_add_i32 s93, s53, s54
	s_mul_hi_u32 s53, s64, s68
	s_mul_i32 s52, s64, s52
	s_add_i32 s52, s53, s52
	s_mul_i32 s53, s65, s68
	s_add_i32 s82, s69, 1
	s_mul_i32 s78, s74, s68
	s_mul_i32 s92, s66, s68
	s_add_i32 s69, s52, s53
	s_mul_i32 s68, s64, s68
	s_lshl_b64 s[92:93], s[92:93], 2
	v_lshl_add_u64 v[34:35], s[68:69], 2, v[28:29]
	s_lshl_b64 s[68:69], s[78:79], 2
	v_readlane_b32 s52, v90, 20
	s_add_u32 s68, s52, s68
	v_readlane_b32 s52, v90, 21
	v_lshl_add_u64 v[32:33], v[26:27], 0, s[92:93]
	s_addc_u32 s69, s52, s69
	s_mov_b32 s89, 0
	s_mov_b32 s95, s91
	s_mov_b32 s90, s82
	s_branch .LBB0_21
.LBB0_20:
	s_add_i32 s89, s89, 1
	s_add_i32 s90, s90, -8
	s_add_i32 s95, s95, -8
	s_cmp_eq_u32 s89, s88
	s_barrier
	s_cbranch_scc1 .LBB0_11
.LBB0_21:
	s_lshl_b32 s79, s89, 3
	s_sub_i32 s78, s82, s79
	s_min_i32 s92, s78, 8
	s_cmp_gt_i32 s92, 0
	v_mov_b32_e32 v41, 0
	s_cselect_b64 s[52:53], -1, 0
	v_mov_b32_e32 v42, v41
	s_and_saveexec_b64 vcc, s[52:53]
	s_cbranch_execz .LBB0_23
	s_ashr_i32 s52, s79, 31
	s_mul_hi_u32 s53, s58, s79
	s_mul_i32 s52, s58, s52
	s_add_i32 s52, s53, s52
	s_mul_i32 s53, s59, s79
	s_add_i32 s53, s52, s53
	s_mul_i32 s52, s58, s79
	v_lshl_add_u64 v[42:43], s[52:53], 2, v[32:33]
	global_load_dword v42, v[42:43], off
.LBB0_23:
	s_or_b64 exec, exec, vcc
	v_cmp_lt_i32_e64 s[52:53], 1, s92
	s_and_b64 s[52:53], s[2:3], s[52:53]
	s_and_saveexec_b64 vcc, s[52:53]
	s_cbranch_execz .LBB0_25
	v_add_u32_e64 v39, s79, 1
	v_ashrrev_i32_e32 v40, 31, v39
	v_mul_lo_u32 v43, s58, v40
	v_mul_lo_u32 v44, s59, v39
	v_mad_u64_u32 v[40:41], s[52:53], s58, v39, 0
	v_add3_u32 v41, v41, v43, v44
	v_lshl_add_u64 v[40:41], v[40:41], 2, v[32:33]
	global_load_dword v41, v[40:41], off
.LBB0_25:
	s_or_b64 exec, exec, vcc
	v_cmp_lt_i32_e64 s[52:53], 2, s92
	v_mov_b32_e32 v43, 0
	s_and_b64 s[52:53], s[4:5], s[52:53]
	v_mov_b32_e32 v44, v43
	s_and_saveexec_b64 vcc, s[52:53]
	s_cbranch_execz .LBB0_27
	v_add_u32_e64 v39, s79, 2
	v_ashrrev_i32_e32 v40, 31, v39
	v_mul_lo_u32 v40, s58, v40
	v_mul_lo_u32 v46, s59, v39
	v_mad_u64_u32 v[44:45], s[52:53], s58, v39, 0
	v_add3_u32 v45, v45, v40, v46
	v_lshl_add_u64 v[44:45], v[44:45], 2, v[32:33]
	global_load_dword v44, v[44:45], off
.LBB0_27:
	s_or_b64 exec, exec, vcc
	v_cmp_lt_i32_e64 s[52:53], 3, s92
	s_and_b64 s[52:53], s[6:7], s[52:53]
	s_and_saveexec_b64 vcc, s[52:53]
	s_cbranch_execz .LBB0_29
	v_add_u32_e64 v39, s79, 3
	v_ashrrev_i32_e32 v40, 31, v39
	v_mul_lo_u32 v40, s58, v40
	v_mul_lo_u32 v43, s59, v39
	v_mad_u64_u32 v[46:47], s[52:53], s58, v39, 0
	v_add3_u32 v47, v47, v40, v43
	v_lshl_add_u64 v[46:47], v[46:47], 2, v[32:33]
	global_load_dword v43, v[46:47], off
.LBB0_29:
	s_or_b64 exec, exec, vcc
	v_cmp_lt_i32_e64 s[52:53], 4, s92
	v_mov_b32_e32 v45, 0
	s_and_b64 s[52:53], s[8:9], s[52:53]
	v_mov_b32_e32 v46, v45
	s_and_saveexec_b64 vcc, s[52:53]
	s_cbranch_execz .LBB0_31
	v_or_b32_e64 v39, s79, 4
	s_ashr_i32 s52, s79, 31
	v_mul_lo_u32 v40, s59, v39
	s_mul_i32 s54, s58, s52
	v_mad_u64_u32 v[46:47], s[52:53], s58, v39, 0
	v_add3_u32 v47, v47, s54, v40
	v_lshl_add_u64 v[46:47], v[46:47], 2, v[32:33]
	global_load_dword v46, v[46:47], off
.LBB0_31:
	s_or_b64 exec, exec, vcc
	v_cmp_lt_i32_e64 s[52:53], 5, s92
	s_and_b64 s[52:53], s[10:11], s[52:53]
	s_and_saveexec_b64 vcc, s[52:53]
	s_cbranch_execz .LBB0_33
	v_add_u32_e64 v39, s79, 5
	v_ashrrev_i32_e32 v40, 31, v39
	v_mul_lo_u32 v40, s58, v40
	v_mul_lo_u32 v45, s59, v39
	s_waitcnt vmcnt(0)
	v_mad_u64_u32 v[48:49], s[52:53], s58, v39, 0
	v_add3_u32 v49, v49, v40, v45
	v_lshl_add_u64 v[48:49], v[48:49], 2, v[32:33]
	global_load_dword v45, v[48:49], off
.LBB0_33:
	s_or_b64 exec, exec, vcc
	v_cmp_lt_i32_e64 s[52:53], 6, s92
	v_mov_b32_e32 v39, 0
	s_and_b64 s[52:53], s[12:13], s[52:53]
	v_mov_b32_e32 v47, v39
	s_and_saveexec_b64 vcc, s[52:53]
	s_cbranch_execz .LBB0_35
	v_or_b32_e64 v40, s79, 6
	s_ashr_i32 s52, s79, 31
	v_mul_lo_u32 v47, s59, v40
	s_mul_i32 s54, s58, s52
	s_waitcnt vmcnt(0)
	v_mad_u64_u32 v[48:49], s[52:53], s58, v40, 0
	v_add3_u32 v49, v49, s54, v47
	v_lshl_add_u64 v[48:49], v[48:49], 2, v[32:33]
	global_load_dword v47, v[48:49], off
.LBB0_35:
	s_or_b64 exec, exec, vcc
	v_cmp_lt_i32_e64 s[52:53], 7, s92
	s_and_b64 s[52:53], s[14:15], s[52:53]
	s_and_saveexec_b64 vcc, s[52:53]
	s_cbranch_execz .LBB0_37
	s_or_b32 s52, s79, 7
	s_ashr_i32 s53, s79, 31
	s_mul_hi_u32 s54, s58, s52
	s_mul_i32 s53, s58, s53
	s_add_i32 s53, s54, s53
	s_mul_i32 s54, s59, s52
	s_add_i32 s53, s53, s54
	s_mul_i32 s52, s58, s52
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[48:49], s[52:53], 2, v[32:33]
	global_load_dword v39, v[48:49], off
.LBB0_37:
	s_or_b64 exec, exec, vcc
	v_cmp_gt_i32_e32 vcc, s92, v37
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v48, 0
	s_and_b64 s[52:53], s[14:15], vcc
	v_mov_b32_e32 v40, v48
	s_and_saveexec_b64 vcc, s[52:53]
	s_cbranch_execnz .LBB0_53
	s_or_b64 exec, exec, vcc
	v_cmp_gt_i32_e32 vcc, s92, v0
	s_and_saveexec_b64 s[92:93], vcc
	s_cbranch_execnz .LBB0_54
.LBB0_39:
	s_or_b64 exec, exec, s[92:93]
	s_waitcnt vmcnt(0)
	ds_write_b32 v4, v42
	s_and_saveexec_b64 s[92:93], s[2:3]
	s_cbranch_execnz .LBB0_55
.LBB0_40:
	s_or_b64 exec, exec, s[92:93]
	s_and_saveexec_b64 s[92:93], s[4:5]
	s_cbranch_execnz .LBB0_56
.LBB0_41:
	s_or_b64 exec, exec, s[92:93]
	s_and_saveexec_b64 s[92:93], s[6:7]
	s_cbranch_execnz .LBB0_57
.LBB0_42:
	s_or_b64 exec, exec, s[92:93]
	s_and_saveexec_b64 s[92:93], s[8:9]
	s_cbranch_execnz .LBB0_58
.LBB0_43:
	s_or_b64 exec, exec, s[92:93]
	s_and_saveexec_b64 s[92:93], s[10:11]
	s_cbranch_execnz .LBB0_59
.LBB0_44:
	s_or_b64 exec, exec, s[92:93]
	s_and_saveexec_b64 s[92:93], s[12:13]
	s_cbranch_execnz .LBB0_60
.LBB0_45:
	s_or_b64 exec, exec, s[92:93]
	s_and_saveexec_b64 s[92:93], s[14:15]
	s_cbranch_execnz .LBB0_61
.LBB0_46:
	s_or_b64 exec, exec, s[92:93]
	s_and_saveexec_b64 s[92:93], s[16:17]
	s_cbranch_execz .LBB0_48
.LBB0_47:
	s_waitcnt vmcnt(0)
	ds_write_b32 v4, v48 offset:8736
.LBB0_48:
	s_or_b64 exec, exec, s[92:93]
	s_cmp_lt_i32 s78, 1
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_20
	v_med3_i32 v39, s90, 1, 8
	s_movk_i32 s78, 0x2220
	v_mov_b32_e32 v40, s95
	v_mov_b32_e32 v41, v38
	v_mov_b32_e32 v42, v25
	s_waitcnt vmcnt(0)
	s_branch .LBB0_51
.LBB0_50:
	v_add_u32_e32 v39, -1, v39
	v_cmp_eq_u32_e32 vcc, 0, v39
	v_add_u32_e32 v42, 0x200, v42
	s_add_i32 s78, s78, 4
	v_add_u32_e32 v41, 64, v41
	s_cbranch_vccnz .LBB0_20
.LBB0_51:
	v_mov_b32_e32 v43, s78
	ds_read_b32 v52, v43
	ds_read_b32 v54, v41
	ds_read_b128 v[44:47], v42
	ds_read_b128 v[48:51], v42 offset:128
	v_subrev_co_u32_e32 v40, vcc, 1, v40
	s_waitcnt lgkmcnt(3)
	v_pk_mul_f32 v[6:7], v[6:7], v[52:53] op_sel_hi:[1,0]
	v_pk_mul_f32 v[10:11], v[10:11], v[52:53] op_sel_hi:[1,0]
	v_pk_mul_f32 v[8:9], v[8:9], v[52:53] op_sel_hi:[1,0]
	v_pk_mul_f32 v[14:15], v[14:15], v[52:53] op_sel_hi:[1,0]
	s_waitcnt lgkmcnt(1)
	v_pk_fma_f32 v[6:7], v[44:45], v[54:55], v[6:7] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[10:11], v[46:47], v[54:55], v[10:11] op_sel_hi:[1,0,1]
	s_waitcnt lgkmcnt(0)
	v_pk_fma_f32 v[8:9], v[48:49], v[54:55], v[8:9] op_sel_hi:[1,0,1]
	ds_read_b128 v[44:47], v42 offset:256
	v_pk_fma_f32 v[14:15], v[50:51], v[54:55], v[14:15] op_sel_hi:[1,0,1]
	ds_read_b128 v[48:51], v42 offset:384
	v_pk_mul_f32 v[18:19], v[18:19], v[52:53] op_sel_hi:[1,0]
	v_pk_mul_f32 v[16:17], v[16:17], v[52:53] op_sel_hi:[1,0]
	v_pk_mul_f32 v[12:13], v[12:13], v[52:53] op_sel_hi:[1,0]
	v_pk_mul_f32 v[20:21], v[20:21], v[52:53] op_sel_hi:[1,0]
	s_and_b64 s[52:53], s[30:31], vcc
	s_waitcnt lgkmcnt(1)
	v_pk_fma_f32 v[18:19], v[44:45], v[54:55], v[18:19] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[16:17], v[46:47], v[54:55], v[16:17] op_sel_hi:[1,0,1]
	s_waitcnt lgkmcnt(0)
	v_pk_fma_f32 v[12:13], v[48:49], v[54:55], v[12:13] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[20:21], v[50:51], v[54:55], v[20:21] op_sel_hi:[1,0,1]
	s_and_b64 vcc, exec, s[52:53]
	s_cbranch_vccz .LBB0_50
	v_bfe_u32 v43, v11, 16, 1
	v_add3_u32 v43, v43, v11, s83
	v_or_b32_e32 v44, 0x400000, v11
	v_cmp_u_f32_e32 vcc, v11, v11
	v_or_b32_e32 v45, 0x400000, v10
	v_or_b32_e32 v46, 0x400000, v7
	v_cndmask_b32_e32 v43, v43, v44, vcc
	v_bfe_u32 v44, v10, 16, 1
	v_add3_u32 v44, v44, v10, s83
	v_cmp_u_f32_e32 vcc, v10, v10
	v_or_b32_e32 v47, 0x400000, v6
	s_nop 0
	v_cndmask_b32_e32 v44, v44, v45, vcc
	v_bfe_u32 v45, v7, 16, 1
	v_add3_u32 v45, v45, v7, s83
	v_cmp_u_f32_e32 vcc, v7, v7
	s_nop 1
	v_cndmask_b32_e32 v46, v45, v46, vcc
	v_bfe_u32 v45, v6, 16, 1
	v_add3_u32 v45, v45, v6, s83
	v_cmp_u_f32_e32 vcc, v6, v6
	s_nop 1
	v_cndmask_b32_e32 v47, v45, v47, vcc
	v_perm_b32 v45, v43, v44, s35
	v_perm_b32 v44, v46, v47, s35
	v_bfe_u32 v43, v15, 16, 1
	global_store_dwordx2 v[30:31], v[44:45], off
	v_add3_u32 v43, v43, v15, s83
	v_or_b32_e32 v44, 0x400000, v15
	v_cmp_u_f32_e32 vcc, v15, v15
	v_or_b32_e32 v45, 0x400000, v14
	v_or_b32_e32 v46, 0x400000, v9
	v_cndmask_b32_e32 v43, v43, v44, vcc
	v_bfe_u32 v44, v14, 16, 1
	v_add3_u32 v44, v44, v14, s83
	v_cmp_u_f32_e32 vcc, v14, v14
	v_or_b32_e32 v47, 0x400000, v8
	s_nop 0
	v_cndmask_b32_e32 v44, v44, v45, vcc
	v_bfe_u32 v45, v9, 16, 1
	v_add3_u32 v45, v45, v9, s83
	v_cmp_u_f32_e32 vcc, v9, v9
	s_nop 1
	v_cndmask_b32_e32 v46, v45, v46, vcc
	v_bfe_u32 v45, v8, 16, 1
	v_add3_u32 v45, v45, v8, s83
	v_cmp_u_f32_e32 vcc, v8, v8
	s_nop 1
	v_cndmask_b32_e32 v47, v45, v47, vcc
	v_perm_b32 v45, v43, v44, s35
	v_perm_b32 v44, v46, v47, s35
	v_bfe_u32 v43, v17, 16, 1
	global_store_dwordx2 v[30:31], v[44:45], off offset:64
	v_add3_u32 v43, v43, v17, s83
	v_or_b32_e32 v44, 0x400000, v17
	v_cmp_u_f32_e32 vcc, v17, v17
	v_or_b32_e32 v45, 0x400000, v16
	v_or_b32_e32 v46, 0x400000, v19
	v_cndmask_b32_e32 v43, v43, v44, vcc
	v_bfe_u32 v44, v16, 16, 1
	v_add3_u32 v44, v44, v16, s83
	v_cmp_u_f32_e32 vcc, v16, v16
	v_or_b32_e32 v47, 0x400000, v18
	s_nop 0
	v_cndmask_b32_e32 v44, v44, v45, vcc
	v_bfe_u32 v45, v19, 16, 1
	v_add3_u32 v45, v45, v19, s83
	v_cmp_u_f32_e32 vcc, v19, v19
	s_nop 1
	v_cndmask_b32_e32 v46, v45, v46, vcc
	v_bfe_u32 v45, v18, 16, 1
	v_add3_u32 v45, v45, v18, s83
	v_cmp_u_f32_e32 vcc, v18, v18
	s_nop 1
	v_cndmask_b32_e32 v47, v45, v47, vcc
	v_perm_b32 v45, v43, v44, s35
	v_perm_b32 v44, v46, v47, s35
	v_bfe_u32 v43, v21, 16, 1
	global_store_dwordx2 v[30:31], v[44:45], off offset:128
	v_add3_u32 v43, v43, v21, s83
	v_or_b32_e32 v44, 0x400000, v21
	v_cmp_u_f32_e32 vcc, v21, v21
	v_or_b32_e32 v45, 0x400000, v20
	v_or_b32_e32 v46, 0x400000, v13
	v_cndmask_b32_e32 v43, v43, v44, vcc
	v_bfe_u32 v44, v20, 16, 1
	v_add3_u32 v44, v44, v20, s83
	v_cmp_u_f32_e32 vcc, v20, v20
	v_or_b32_e32 v47, 0x400000, v12
	s_nop 0
	v_cndmask_b32_e32 v44, v44, v45, vcc
	v_bfe_u32 v45, v13, 16, 1
	v_add3_u32 v45, v45, v13, s83
	v_cmp_u_f32_e32 vcc, v13, v13
	s_nop 1
	v_cndmask_b32_e32 v46, v45, v46, vcc
	v_bfe_u32 v45, v12, 16, 1
	v_add3_u32 v45, v45, v12, s83
	v_cmp_u_f32_e32 vcc, v12, v12
	s_nop 1
	v_cndmask_b32_e32 v47, v45, v47, vcc
	v_perm_b32 v45, v43, v44, s35
	v_perm_b32 v44, v46, v47, s35
	global_store_dwordx2 v[30:31], v[44:45], off offset:192
	s_branch .LBB0_50
.LBB0_53:
	v_or_b32_e32 v40, s79, v37
	s_ashr_i32 s52, s79, 31
	v_mul_lo_u32 v49, s49, v40
	s_mul_i32 s54, s48, s52
	v_mad_u64_u32 v[50:51], s[52:53], s48, v40, 0
	v_add3_u32 v51, v51, s54, v49
	v_lshl_add_u64 v[50:51], v[50:51], 2, v[34:35]
	global_load_dword v40, v[50:51], off
	s_or_b64 exec, exec, vcc
	v_cmp_gt_i32_e32 vcc, s92, v0
	s_and_saveexec_b64 s[92:93], vcc
	s_cbranch_execz .LBB0_39
.LBB0_54:
	v_add_u32_e32 v48, s79, v0
	v_mad_i64_i32 v[48:49], s[52:53], v48, s18, 0
	v_lshl_add_u64 v[48:49], v[48:49], 2, s[68:69]
	global_load_dword v48, v[48:49], off
	s_or_b64 exec, exec, s[92:93]
	s_waitcnt vmcnt(1)
	ds_write_b32 v4, v42
	s_and_saveexec_b64 s[92:93], s[2:3]
	s_cbranch_execz .LBB0_40
.LBB0_55:
	ds_write_b32 v4, v41 offset:512
	s_or_b64 exec, exec, s[92:93]
	s_and_saveexec_b64 s[92:93], s[4:5]
	s_cbranch_execz .LBB0_41
.LBB0_56:
	ds_write_b32 v4, v44 offset:1024
	s_or_b64 exec, exec, s[92:93]
	s_and_saveexec_b64 s[92:93], s[6:7]
	s_cbranch_execz .LBB0_42
.LBB0_57:
	ds_write_b32 v4, v43 offset:1536
	s_or_b64 exec, exec, s[92:93]
	s_and_saveexec_b64 s[92:93], s[8:9]
	s_cbranch_execz .LBB0_43
.LBB0_58:
	ds_write_b32 v4, v46 offset:2048
	s_or_b64 exec, exec, s[92:93]
	s_and_saveexec_b64 s[92:93], s[10:11]
	s_cbranch_execz .LBB0_44
.LBB0_59:
	ds_write_b32 v4, v45 offset:2560
	s_or_b64 exec, exec, s[92:93]
	s_and_saveexec_b64 s[92:93], s[12:13]
	s_cbranch_execz .LBB0_45
.LBB0_60:
	ds_write_b32 v4, v47 offset:3072
	s_or_b64 exec, exec, s[92:93]
	s_and_saveexec_b64 s[92:93], s[14:15]
	s_cbranch_execz .LBB0_46
.LBB0_61:
	ds_write2st64_b32 v4, v39, v40 offset0:14 offset1:32
	s_or_b64 exec, exec, s[92:93]
	s_and_saveexec_b64 s[92:93], s[16:17]
	s_cbranch_execnz .LBB0_47
	s_branch .LBB0_48
.LBB0_62:
	v_readlane_b32 s52, v90, 22
	v_readlane_b32 s82, v90, 24
	s_mov_b32 s78, s55
	v_readlane_b32 s53, v90, 23
	v_readlane_b32 s83, v90, 25
.LBB0_63:
	s_cmp_lg_u32 s73, 0
	v_readlane_b32 s4, v90, 14
	s_cselect_b64 s[2:3], -1, 0
	v_readlane_b32 s5, v90, 15
	s_and_b64 s[2:3], s[4:5], s[2:3]
	s_and_b64 vcc, exec, s[2:3]
	s_cbranch_vccz .LBB0_67
	v_mbcnt_lo_u32_b32 v5, exec_lo, 0
	v_mbcnt_hi_u32_b32 v5, exec_hi, v5
	v_cmp_eq_u32_e32 vcc, 0, v5
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_66
	s_load_dwordx2 s[4:5], s[0:1], 0x128
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v25, s73
	s_waitcnt lgkmcnt(0)
	global_atomic_or v5, v25, s[4:5]
.LBB0_66:
	s_or_b64 exec, exec, s[2:3]
.LBB0_67:
	s_cmp_eq_u32 s73, 0
	s_cselect_b64 s[2:3], -1, 0
	s_cmp_eq_u32 s72, s80
	s_cselect_b64 s[4:5], -1, 0
	v_readlane_b32 s6, v90, 16
	s_and_b64 s[4:5], s[4:5], s[2:3]
	v_readlane_b32 s7, v90, 17
	s_and_b64 s[4:5], s[6:7], s[4:5]
	s_andn2_b64 vcc, exec, s[4:5]
	s_cbranch_vccnz .LBB0_69
	v_mov_b32_e32 v25, 0
	v_bfe_u32 v5, v11, 16, 1
	s_movk_i32 s4, 0x7fff
	v_lshl_add_u64 v[22:23], v[22:23], 0, v[24:25]
	v_add3_u32 v5, v5, v11, s4
	v_or_b32_e32 v24, 0x400000, v11
	v_cmp_u_f32_e32 vcc, v11, v11
	v_or_b32_e32 v25, 0x400000, v10
	v_or_b32_e32 v26, 0x400000, v7
	v_cndmask_b32_e32 v5, v5, v24, vcc
	v_bfe_u32 v24, v10, 16, 1
	v_add3_u32 v24, v24, v10, s4
	v_cmp_u_f32_e32 vcc, v10, v10
	v_or_b32_e32 v27, 0x400000, v6
	s_mov_b32 s5, 0x7060302
	v_cndmask_b32_e32 v24, v24, v25, vcc
	v_bfe_u32 v25, v7, 16, 1
	v_add3_u32 v25, v25, v7, s4
	v_cmp_u_f32_e32 vcc, v7, v7
	s_nop 1
	v_cndmask_b32_e32 v26, v25, v26, vcc
	v_bfe_u32 v25, v6, 16, 1
	v_add3_u32 v25, v25, v6, s4
	v_cmp_u_f32_e32 vcc, v6, v6
	s_nop 1
	v_cndmask_b32_e32 v27, v25, v27, vcc
	v_perm_b32 v25, v5, v24, s5
	v_perm_b32 v24, v26, v27, s5
	v_bfe_u32 v5, v15, 16, 1
	global_store_dwordx2 v[22:23], v[24:25], off
	v_add3_u32 v5, v5, v15, s4
	v_or_b32_e32 v24, 0x400000, v15
	v_cmp_u_f32_e32 vcc, v15, v15
	v_or_b32_e32 v25, 0x400000, v14
	v_or_b32_e32 v26, 0x400000, v9
	v_cndmask_b32_e32 v5, v5, v24, vcc
	v_bfe_u32 v24, v14, 16, 1
	v_add3_u32 v24, v24, v14, s4
	v_cmp_u_f32_e32 vcc, v14, v14
	v_or_b32_e32 v27, 0x400000, v8
	s_nop 0
	v_cndmask_b32_e32 v24, v24, v25, vcc
	v_bfe_u32 v25, v9, 16, 1
	v_add3_u32 v25, v25, v9, s4
	v_cmp_u_f32_e32 vcc, v9, v9
	s_nop 1
	v_cndmask_b32_e32 v26, v25, v26, vcc
	v_bfe_u32 v25, v8, 16, 1
	v_add3_u32 v25, v25, v8, s4
	v_cmp_u_f32_e32 vcc, v8, v8
	s_nop 1
	v_cndmask_b32_e32 v27, v25, v27, vcc
	v_perm_b32 v25, v5, v24, s5
	v_perm_b32 v24, v26, v27, s5
	v_bfe_u32 v5, v17, 16, 1
	global_store_dwordx2 v[22:23], v[24:25], off offset:64
	v_add3_u32 v5, v5, v17, s4
	v_or_b32_e32 v24, 0x400000, v17
	v_cmp_u_f32_e32 vcc, v17, v17
	v_or_b32_e32 v25, 0x400000, v16
	v_or_b32_e32 v26, 0x400000, v19
	v_cndmask_b32_e32 v5, v5, v24, vcc
	v_bfe_u32 v24, v16, 16, 1
	v_add3_u32 v24, v24, v16, s4
	v_cmp_u_f32_e32 vcc, v16, v16
	v_or_b32_e32 v27, 0x400000, v18
	s_nop 0
	v_cndmask_b32_e32 v24, v24, v25, vcc
	v_bfe_u32 v25, v19, 16, 1
	v_add3_u32 v25, v25, v19, s4
	v_cmp_u_f32_e32 vcc, v19, v19
	s_nop 1
	v_cndmask_b32_e32 v26, v25, v26, vcc
	v_bfe_u32 v25, v18, 16, 1
	v_add3_u32 v25, v25, v18, s4
	v_cmp_u_f32_e32 vcc, v18, v18
	s_nop 1
	v_cndmask_b32_e32 v27, v25, v27, vcc
	v_perm_b32 v25, v5, v24, s5
	v_perm_b32 v24, v26, v27, s5
	v_bfe_u32 v5, v21, 16, 1
	global_store_dwordx2 v[22:23], v[24:25], off offset:128
	v_add3_u32 v5, v5, v21, s4
	v_or_b32_e32 v24, 0x400000, v21
	v_cmp_u_f32_e32 vcc, v21, v21
	v_or_b32_e32 v25, 0x400000, v20
	v_or_b32_e32 v26, 0x400000, v13
	v_cndmask_b32_e32 v5, v5, v24, vcc
	v_bfe_u32 v24, v20, 16, 1
	v_add3_u32 v24, v24, v20, s4
	v_cmp_u_f32_e32 vcc, v20, v20
	v_or_b32_e32 v27, 0x400000, v12
	s_nop 0
	v_cndmask_b32_e32 v24, v24, v25, vcc
	v_bfe_u32 v25, v13, 16, 1
	v_add3_u32 v25, v25, v13, s4
	v_cmp_u_f32_e32 vcc, v13, v13
	s_nop 1
	v_cndmask_b32_e32 v26, v25, v26, vcc
	v_bfe_u32 v25, v12, 16, 1
	v_add3_u32 v25, v25, v12, s4
	v_cmp_u_f32_e32 vcc, v12, v12
	s_nop 1
	v_cndmask_b32_e32 v27, v25, v27, vcc
	v_perm_b32 v25, v5, v24, s5
	v_perm_b32 v24, v26, v27, s5
	global_store_dwordx2 v[22:23], v[24:25], off offset:192
.LBB0_69:
	v_readlane_b32 s4, v90, 9
	v_readlane_b32 s5, v90, 10
	s_and_b64 s[2:3], s[2:3], s[4:5]
	s_and_b64 s[2:3], s[2:3], exec
	s_cselect_b32 s46, s33, 0
	s_add_i32 s2, s46, 7
	s_cmp_lt_i32 s2, 8
	s_mov_b32 s60, 0
	s_cbranch_scc1 .LBB0_128
	s_ashr_i32 s3, s2, 31
	s_lshr_b32 s3, s3, 29
	s_add_i32 s2, s2, s3
	s_ashr_i32 s61, s2, 3
	s_lshl_b64 s[2:3], s[52:53], 1
	s_add_u32 s4, s40, s2
	s_addc_u32 s5, s41, s3
	v_lshlrev_b64 v[28:29], 1, v[2:3]
	v_lshl_add_u64 v[22:23], s[4:5], 0, v[28:29]
	s_lshl_b64 s[4:5], s[76:77], 1
	s_add_u32 s16, s42, s4
	s_load_dwordx4 s[12:15], s[0:1], 0xe0
	s_addc_u32 s17, s43, s5
	s_add_u32 s30, s44, s4
	s_addc_u32 s31, s45, s5
	v_readlane_b32 s7, v90, 8
	v_readlane_b32 s0, v90, 18
	s_cmp_eq_u32 s7, 0
	v_readlane_b32 s1, v90, 19
	s_mul_i32 s0, s0, s94
	s_cselect_b64 s[4:5], -1, 0
	s_sub_i32 s6, s76, s0
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
	s_cmp_gt_i32 s81, -1
	v_readlane_b32 s8, v90, 12
	v_div_fmas_f32 v5, v5, v24, v26
	s_cselect_b64 s[0:1], -1, 0
	v_readlane_b32 s9, v90, 13
	v_div_fixup_f32 v35, v5, s13, 1.0
	s_and_b64 s[8:9], s[0:1], s[8:9]
	v_mov_b32_e32 v5, 0x2000
	v_mov_b32_e32 v40, 0xc2d00000
	v_readlane_b32 s0, v90, 11
	v_lshl_or_b32 v37, v1, 2, v5
	s_mov_b32 s62, 0x42b20000
	v_mov_b32_e32 v5, s0
	v_cmp_nlt_f32_e32 vcc, s0, v40
	v_mov_b32_e32 v41, 0x42b20000
	v_mov_b32_e32 v42, 0x4b400000
	v_cndmask_b32_e32 v5, v40, v5, vcc
	v_cmp_nlt_f32_e32 vcc, s62, v5
	v_mov_b32_e32 v43, 0x3ab60b61
	v_readlane_b32 s84, v90, 0
	v_cndmask_b32_e32 v5, v41, v5, vcc
	v_fmamk_f32 v26, v5, 0x3fb8aa3b, v42
	v_add_f32_e32 v26, 0xcb400000, v26
	v_fmac_f32_e32 v5, 0xbf317218, v26
	v_mul_f32_e32 v27, 0x3102e308, v26
	v_add_f32_e32 v30, v5, v27
	v_sub_f32_e32 v5, v30, v5
	v_sub_f32_e32 v5, v27, v5
	v_fmamk_f32 v27, v30, 0x39500d01, v43
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
	s_mul_i32 s0, s67, s81
	s_mul_hi_u32 s1, s66, s81
	v_readlane_b32 s85, v90, 1
	v_sub_f32_e32 v30, v31, v30
	s_add_i32 s1, s1, s0
	s_mul_i32 s0, s66, s81
	v_readlane_b32 s86, v90, 2
	v_readlane_b32 s87, v90, 3
	v_readlane_b32 s88, v90, 4
	v_readlane_b32 s89, v90, 5
	s_mov_b64 s[40:41], s[56:57]
	s_mov_b64 s[52:53], s[84:85]
	v_add_f32_e32 v5, v30, v5
	s_lshl_b64 s[0:1], s[0:1], 2
	s_mov_b64 s[54:55], s[86:87]
	v_add_f32_e32 v5, v27, v5
	v_ashrrev_i32_e32 v27, 1, v26
	s_add_u32 s10, s54, s0
	v_sub_u32_e32 v26, v26, v27
	v_lshlrev_b32_e32 v27, 23, v27
	s_addc_u32 s11, s55, s1
	s_lshl_b64 s[0:1], s[82:83], 2
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
	s_mul_i32 s0, s75, s81
	s_mul_hi_u32 s1, s74, s81
	s_add_i32 s1, s1, s0
	s_mul_i32 s0, s74, s81
	s_mov_b64 s[56:57], s[88:89]
	s_lshl_b64 s[0:1], s[0:1], 2
	s_add_u32 s0, s56, s0
	s_addc_u32 s1, s57, s1
	s_add_u32 s40, s0, s40
	s_addc_u32 s41, s1, s41
	s_add_u32 s0, s50, s2
	s_addc_u32 s1, s51, s3
	s_mul_i32 s2, s65, s81
	s_mul_hi_u32 s3, s64, s81
	v_lshl_add_u64 v[28:29], s[0:1], 0, v[28:29]
	v_cmp_eq_u32_e64 s[0:1], 0, v36
	s_add_i32 s3, s3, s2
	s_mul_i32 s2, s64, s81
	s_and_b64 s[44:45], s[8:9], s[6:7]
	s_and_b64 s[50:51], s[4:5], s[8:9]
	s_and_b64 s[54:55], s[8:9], s[0:1]
	s_lshl_b64 s[2:3], s[2:3], 2
	s_lshl_b64 s[4:5], s[76:77], 9
	s_add_u32 s2, s2, s4
	v_lshrrev_b32_e32 v34, 5, v0
	s_addc_u32 s3, s3, s5
	v_or_b32_e32 v39, 4, v34
	s_add_u32 s2, s52, s2
	v_or_b32_e32 v24, s82, v1
	v_sub_f32_e32 v44, 0, v5
	v_and_b32_e32 v5, 0xfc, v4
	v_lshl_or_b32 v50, v34, 9, v30
	v_lshl_or_b32 v52, v39, 9, v30
	v_lshlrev_b32_e32 v1, 6, v36
	s_addc_u32 s3, s53, s3
	v_add_u32_e32 v38, s34, v36
	v_mov_b32_e32 v25, s83
	s_mov_b32 s15, 0xc2d00000
	v_xor_b32_e32 v45, 64, v5
	v_xor_b32_e32 v46, 32, v5
	v_xor_b32_e32 v47, 16, v5
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v48, 8, v5
	v_xor_b32_e32 v49, 4, v5
	v_or_b32_e32 v51, 0x1000, v50
	v_or_b32_e32 v53, 0x1000, v52
	v_add_u32_e32 v54, 0x2220, v4
	v_or_b32_e32 v55, 0x2200, v4
	s_mov_b32 s42, s12
	s_mov_b32 s43, s12
	v_lshlrev_b32_e32 v56, 4, v36
	v_lshl_add_u64 v[30:31], v[2:3], 2, s[2:3]
	s_lshl_b64 s[52:53], s[18:19], 9
	s_mov_b32 s12, 0xf800000
	v_mov_b32_e32 v57, 0x260
	s_mov_b32 s19, 0x800000
	v_mov_b32_e32 v58, 0x3e638e39
	s_mov_b32 s63, 0x7f800000
	v_add_u32_e32 v59, v37, v1
	s_movk_i32 s64, 0x7fff
	v_mov_b32_e32 v32, -1.0
	v_not_b32_e32 v60, 22
	v_mov_b32_e32 v61, 0xff800000
	v_mov_b32_e32 v62, 0x7f800000
	v_mov_b32_e32 v63, 0x7fc00000
	s_mov_b32 s65, 0
	v_readlane_b32 s90, v90, 6
	v_readlane_b32 s91, v90, 7
	s_branch .LBB0_72
.LBB0_71:
	s_add_i32 s65, s65, 1
	s_add_i32 s33, s33, -8
	s_add_i32 s60, s60, 8
	s_cmp_eq_u32 s65, s61
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_128
.LBB0_72:
	s_lshl_b32 s9, s65, 3
	s_sub_i32 s66, s46, s9
	v_mov_b32_e32 v33, 0
	v_cmp_gt_i32_e64 s[2:3], s66, v36
	v_mov_b32_e32 v64, v33
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_74
	v_add_u32_e32 v1, s9, v38
	v_ashrrev_i32_e32 v2, 31, v1
	v_mul_lo_u32 v4, s24, v2
	v_mul_lo_u32 v5, s25, v1
	v_mad_u64_u32 v[2:3], s[6:7], s24, v1, 0
	v_add3_u32 v3, v3, v4, v5
	v_lshl_add_u64 v[2:3], v[2:3], 1, v[22:23]
	global_load_ushort v1, v[2:3], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v64, 16, v1
.LBB0_74:
	s_or_b64 exec, exec, s[4:5]
	v_add_u32_e32 v65, s9, v0
	s_min_i32 s8, s66, 8
	v_add_u32_e32 v2, s34, v65
	v_cmp_gt_i32_e64 s[4:5], s8, v0
	v_ashrrev_i32_e32 v1, 31, v2
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB0_76
	v_mul_lo_u32 v3, s27, v2
	v_mul_lo_u32 v33, s26, v1
	v_mad_u64_u32 v[4:5], s[10:11], s26, v2, 0
	v_add3_u32 v5, v5, v33, v3
	v_lshl_add_u64 v[4:5], v[4:5], 1, s[16:17]
	global_load_ushort v3, v[4:5], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v33, 16, v3
.LBB0_76:
	s_or_b64 exec, exec, s[6:7]
	v_mov_b32_e32 v72, 0
	v_mov_b32_e32 v66, v72
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB0_78
	v_mul_lo_u32 v4, s29, v2
	v_mul_lo_u32 v1, s28, v1
	v_mad_u64_u32 v[2:3], s[10:11], s28, v2, 0
	v_add3_u32 v3, v3, v1, v4
	v_lshl_add_u64 v[2:3], v[2:3], 1, s[30:31]
	global_load_ushort v1, v[2:3], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v66, 16, v1
.LBB0_78:
	s_or_b64 exec, exec, s[6:7]
	v_add_u32_e32 v69, s9, v34
	v_add_u32_e32 v2, s34, v69
	v_ashrrev_i32_e32 v1, 31, v2
	v_mul_lo_u32 v3, s20, v1
	v_mul_lo_u32 v67, s21, v2
	v_mad_u64_u32 v[4:5], s[6:7], s20, v2, v[24:25]
	v_cmp_gt_i32_e32 vcc, s8, v34
	v_add3_u32 v5, v67, v5, v3
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_80
	v_lshl_add_u64 v[70:71], v[4:5], 1, s[36:37]
	global_load_ushort v3, v[70:71], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v72, 16, v3
.LBB0_80:
	s_or_b64 exec, exec, s[6:7]
	v_mov_b32_e32 v74, 0
	v_mov_b32_e32 v78, v74
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_82
	v_lshl_add_u64 v[70:71], v[4:5], 1, s[36:37]
	global_load_ushort v3, v[70:71], off offset:2
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v78, 16, v3
.LBB0_82:
	s_or_b64 exec, exec, s[6:7]
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_84
	v_lshl_add_u64 v[70:71], v[4:5], 1, s[36:37]
	global_load_ushort v3, v[70:71], off offset:4
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v74, 16, v3
.LBB0_84:
	s_or_b64 exec, exec, s[6:7]
	v_mov_b32_e32 v79, 0
	v_mov_b32_e32 v76, v79
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_86
	v_lshl_add_u64 v[4:5], v[4:5], 1, s[36:37]
	global_load_ushort v3, v[4:5], off offset:6
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v76, 16, v3
.LBB0_86:
	s_or_b64 exec, exec, s[6:7]
	v_mad_u64_u32 v[4:5], s[6:7], s22, v2, v[24:25]
	v_mul_lo_u32 v1, s22, v1
	v_mul_lo_u32 v3, s23, v2
	v_add3_u32 v5, v3, v5, v1
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_88
	v_lshl_add_u64 v[70:71], v[4:5], 1, s[38:39]
	global_load_ushort v1, v[70:71], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v79, 16, v1
.LBB0_88:
	s_or_b64 exec, exec, s[6:7]
	v_mov_b32_e32 v80, 0
	v_mov_b32_e32 v3, v80
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_90
	v_lshl_add_u64 v[70:71], v[4:5], 1, s[38:39]
	global_load_ushort v1, v[70:71], off offset:2
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v3, 16, v1
.LBB0_90:
	s_or_b64 exec, exec, s[6:7]
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_92
	v_lshl_add_u64 v[70:71], v[4:5], 1, s[38:39]
	global_load_ushort v1, v[70:71], off offset:4
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v80, 16, v1
.LBB0_92:
	s_or_b64 exec, exec, s[6:7]
	v_mov_b32_e32 v67, 0
	v_mov_b32_e32 v81, v67
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_94
	v_lshl_add_u64 v[4:5], v[4:5], 1, s[38:39]
	global_load_ushort v1, v[4:5], off offset:6
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v81, 16, v1
.LBB0_94:
	s_or_b64 exec, exec, s[6:7]
	v_add_u32_e32 v2, 4, v2
	v_ashrrev_i32_e32 v1, 31, v2
	v_cmp_gt_i32_e64 s[6:7], s8, v39
	v_mul_lo_u32 v68, s20, v1
	v_mul_lo_u32 v70, s21, v2
	v_mad_u64_u32 v[4:5], s[8:9], s20, v2, v[24:25]
	v_add3_u32 v5, v70, v5, v68
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB0_96
	v_lshl_add_u64 v[70:71], v[4:5], 1, s[36:37]
	global_load_ushort v67, v[70:71], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v67, 16, v67
.LBB0_96:
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32_e32 v68, 0
	v_mov_b32_e32 v71, v68
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB0_98
	v_lshl_add_u64 v[70:71], v[4:5], 1, s[36:37]
	global_load_ushort v70, v[70:71], off offset:2
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v71, 16, v70
.LBB0_98:
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB0_100
	v_lshl_add_u64 v[82:83], v[4:5], 1, s[36:37]
	global_load_ushort v68, v[82:83], off offset:4
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v68, 16, v68
.LBB0_100:
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32_e32 v73, 0
	v_mov_b32_e32 v70, v73
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB0_102
	v_lshl_add_u64 v[4:5], v[4:5], 1, s[36:37]
	global_load_ushort v4, v[4:5], off offset:6
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v70, 16, v4
.LBB0_102:
	s_or_b64 exec, exec, s[8:9]
	v_mad_u64_u32 v[4:5], s[8:9], s22, v2, v[24:25]
	v_mul_lo_u32 v1, s22, v1
	v_mul_lo_u32 v2, s23, v2
	v_add3_u32 v5, v2, v5, v1
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB0_104
	v_lshl_add_u64 v[82:83], v[4:5], 1, s[38:39]
	global_load_ushort v1, v[82:83], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v73, 16, v1
.LBB0_104:
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v77, v1
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execnz .LBB0_108
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execnz .LBB0_109
.LBB0_106:
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32_e32 v75, 0
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execnz .LBB0_110
.LBB0_107:
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[56:57], vcc
	s_cbranch_execnz .LBB0_111
	s_branch .LBB0_113
.LBB0_108:
	v_lshl_add_u64 v[82:83], v[4:5], 1, s[38:39]
	global_load_ushort v2, v[82:83], off offset:2
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v77, 16, v2
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB0_106
.LBB0_109:
	v_lshl_add_u64 v[82:83], v[4:5], 1, s[38:39]
	global_load_ushort v1, v[82:83], off offset:4
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v1, 16, v1
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32_e32 v75, 0
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB0_107
.LBB0_110:
	v_lshl_add_u64 v[4:5], v[4:5], 1, s[38:39]
	global_load_ushort v2, v[4:5], off offset:6
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v75, 16, v2
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[56:57], vcc
	s_cbranch_execz .LBB0_113
.LBB0_111:
	v_mul_f32_e32 v2, v78, v78
	v_fmac_f32_e32 v2, v72, v72
	v_mul_f32_e32 v5, v3, v3
	v_fmac_f32_e32 v2, v74, v74
	v_fmac_f32_e32 v5, v79, v79
	v_fmac_f32_e32 v2, v76, v76
	v_fmac_f32_e32 v5, v80, v80
	ds_bpermute_b32 v4, v45, v2
	v_fmac_f32_e32 v5, v81, v81
	ds_bpermute_b32 v82, v45, v5
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v2, v2, v4
	ds_bpermute_b32 v4, v46, v2
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v5, v5, v82
	ds_bpermute_b32 v82, v46, v5
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
	v_pk_mul_f32 v[78:79], s[42:43], v[78:79]
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
	v_cmp_gt_i32_e32 vcc, s47, v69
	v_pk_mul_f32 v[80:81], s[42:43], v[80:81]
	s_and_b64 s[8:9], vcc, s[44:45]
	ds_write_b128 v51, v[78:81]
	ds_write_b128 v50, v[2:5]
	s_and_b64 exec, exec, s[8:9]
	s_cbranch_execz .LBB0_113
	v_ashrrev_i32_e32 v72, 31, v69
	v_mul_lo_u32 v74, s59, v69
	v_mul_lo_u32 v72, s58, v72
	v_mad_u64_u32 v[78:79], s[8:9], s58, v69, 0
	v_add3_u32 v79, v79, v72, v74
	v_lshl_add_u64 v[78:79], v[78:79], 2, v[26:27]
	global_store_dwordx4 v[78:79], v[2:5], off
.LBB0_113:
	s_or_b64 exec, exec, s[56:57]
	s_and_saveexec_b64 s[10:11], s[6:7]
	s_cbranch_execz .LBB0_116
	v_mul_f32_e32 v2, v71, v71
	v_fmac_f32_e32 v2, v67, v67
	v_mul_f32_e32 v4, v77, v77
	v_fmac_f32_e32 v2, v68, v68
	v_fmac_f32_e32 v4, v73, v73
	v_fmac_f32_e32 v2, v70, v70
	v_fmac_f32_e32 v4, v1, v1
	ds_bpermute_b32 v3, v45, v2
	v_fmac_f32_e32 v4, v75, v75
	ds_bpermute_b32 v5, v45, v4
	v_add_u32_e32 v69, 4, v69
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v2, v2, v3
	ds_bpermute_b32 v3, v46, v2
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v4, v4, v5
	ds_bpermute_b32 v5, v46, v4
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
	v_pk_mul_f32 v[72:73], s[42:43], v[72:73]
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
	v_cmp_gt_i32_e32 vcc, s47, v69
	v_pk_mul_f32 v[74:75], s[42:43], v[70:71]
	s_and_b64 s[6:7], vcc, s[44:45]
	ds_write_b128 v53, v[72:75]
	ds_write_b128 v52, v[2:5]
	s_and_b64 exec, exec, s[6:7]
	s_cbranch_execz .LBB0_116
	v_ashrrev_i32_e32 v1, 31, v69
	v_mul_lo_u32 v67, s59, v69
	v_mul_lo_u32 v1, s58, v1
	v_mad_u64_u32 v[68:69], s[6:7], s58, v69, 0
	v_add3_u32 v69, v69, v1, v67
	v_lshl_add_u64 v[68:69], v[68:69], 2, v[26:27]
	global_store_dwordx4 v[68:69], v[2:5], off
.LBB0_116:
	s_or_b64 exec, exec, s[10:11]
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB0_119
	v_add_f32_e32 v67, s78, v33
	v_mul_f32_e32 v70, s13, v67
	v_cmp_ngt_f32_e32 vcc, s15, v70
	s_nop 1
	v_cndmask_b32_e32 v1, v40, v70, vcc
	v_cmp_nlt_f32_e32 vcc, s62, v1
	s_nop 1
	v_cndmask_b32_e32 v33, v41, v1, vcc
	v_fmamk_f32 v1, v33, 0x3fb8aa3b, v42
	v_add_f32_e32 v71, 0xcb400000, v1
	v_fmac_f32_e32 v33, 0xbf317218, v71
	v_mul_f32_e32 v3, 0x3102e308, v71
	v_add_f32_e32 v1, v33, v3
	v_fmamk_f32 v2, v1, 0x39500d01, v43
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
	v_cmp_gt_f32_e32 vcc, s19, v1
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
	v_cmp_neq_f32_e32 vcc, s63, v1
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
	v_mul_f32_e32 v1, v44, v1
	v_cmp_ngt_f32_e32 vcc, s15, v1
	s_nop 1
	v_cndmask_b32_e32 v1, v40, v1, vcc
	v_cmp_nlt_f32_e32 vcc, s62, v1
	s_nop 1
	v_cndmask_b32_e32 v1, v41, v1, vcc
	v_fmamk_f32 v2, v1, 0x3fb8aa3b, v42
	v_add_f32_e32 v2, 0xcb400000, v2
	v_fmac_f32_e32 v1, 0xbf317218, v2
	v_mul_f32_e32 v3, 0x3102e308, v2
	v_add_f32_e32 v4, v1, v3
	v_sub_f32_e32 v1, v4, v1
	v_sub_f32_e32 v1, v3, v1
	v_fmamk_f32 v3, v4, 0x39500d01, v43
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
	v_cndmask_b32_e32 v1, v40, v1, vcc
	v_cmp_nlt_f32_e32 vcc, s62, v1
	s_nop 1
	v_cndmask_b32_e32 v33, v41, v1, vcc
	v_fmamk_f32 v1, v33, 0x3fb8aa3b, v42
	v_add_f32_e32 v71, 0xcb400000, v1
	v_fmac_f32_e32 v33, 0xbf317218, v71
	v_mul_f32_e32 v3, 0x3102e308, v71
	v_add_f32_e32 v1, v33, v3
	v_fmamk_f32 v2, v1, 0x39500d01, v43
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
	v_cmp_gt_i32_e32 vcc, s47, v65
	s_and_b64 s[4:5], vcc, s[50:51]
	v_div_fixup_f32 v2, v3, v2, 1.0
	ds_write_b32 v54, v1
	ds_write_b32 v55, v2
	s_and_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB0_119
	v_mad_i64_i32 v[2:3], s[4:5], v65, s18, 0
	v_lshl_add_u64 v[2:3], v[2:3], 2, s[40:41]
	global_store_dword v[2:3], v1, off
.LBB0_119:
	s_or_b64 exec, exec, s[6:7]
	s_and_saveexec_b64 s[4:5], s[2:3]
	ds_write_b32 v59, v64
	s_or_b64 exec, exec, s[4:5]
	s_cmp_lt_i32 s66, 1
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_71
	s_ashr_i32 s2, s60, 31
	s_mul_i32 s3, s53, s60
	s_mul_i32 s2, s52, s2
	v_mov_b32_e32 v2, s60
	s_add_i32 s4, s2, s3
	v_mad_u64_u32 v[2:3], s[2:3], s52, v2, v[30:31]
	v_med3_i32 v1, s33, 1, 8
	v_add_u32_e32 v3, s4, v3
	s_movk_i32 s4, 0x2200
	s_mov_b32 s5, s60
	v_mov_b32_e32 v5, v56
	v_mov_b32_e32 v33, v37
	s_branch .LBB0_124
.LBB0_123:
	s_or_b64 exec, exec, s[2:3]
	v_add_u32_e32 v1, -1, v1
	v_cmp_eq_u32_e32 vcc, 0, v1
	v_add_u32_e32 v33, 64, v33
	v_add_u32_e32 v5, 0x200, v5
	s_add_i32 s4, s4, 4
	v_lshl_add_u64 v[2:3], v[2:3], 0, s[52:53]
	s_add_i32 s5, s5, 1
	s_cbranch_vccnz .LBB0_71
.LBB0_124:
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
	v_pk_mul_f32 v[10:11], v[10:11], v[4:5] op_sel_hi:[1,0]
	v_pk_mul_f32 v[14:15], v[14:15], v[4:5] op_sel_hi:[1,0]
	v_pk_mul_f32 v[82:83], v[82:83], v[84:85]
	v_mov_b32_e32 v84, v64
	v_mov_b32_e32 v85, v68
	v_mov_b32_e32 v86, v6
	v_mov_b32_e32 v87, v8
	v_pk_fma_f32 v[82:83], v[84:85], v[86:87], v[82:83]
	v_mov_b32_e32 v84, v66
	v_mov_b32_e32 v85, v70
	v_mov_b32_e32 v86, v10
	v_mov_b32_e32 v87, v14
	v_pk_mul_f32 v[18:19], v[18:19], v[4:5] op_sel_hi:[1,0]
	v_pk_mul_f32 v[12:13], v[12:13], v[4:5] op_sel_hi:[1,0]
	v_pk_fma_f32 v[82:83], v[84:85], v[86:87], v[82:83]
	v_mov_b32_e32 v84, v67
	v_mov_b32_e32 v85, v71
	v_mov_b32_e32 v86, v11
	v_mov_b32_e32 v87, v15
	v_pk_fma_f32 v[82:83], v[84:85], v[86:87], v[82:83]
	v_mov_b32_e32 v84, v19
	v_mov_b32_e32 v85, v13
	s_waitcnt lgkmcnt(1)
	v_mov_b32_e32 v86, v73
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v87, v77
	v_pk_mul_f32 v[16:17], v[16:17], v[4:5] op_sel_hi:[1,0]
	v_pk_mul_f32 v[20:21], v[20:21], v[4:5] op_sel_hi:[1,0]
	v_pk_mul_f32 v[84:85], v[84:85], v[86:87]
	v_mov_b32_e32 v86, v72
	v_mov_b32_e32 v87, v76
	v_mov_b32_e32 v88, v18
	v_mov_b32_e32 v89, v12
	v_pk_fma_f32 v[84:85], v[86:87], v[88:89], v[84:85]
	v_mov_b32_e32 v86, v74
	v_mov_b32_e32 v87, v78
	v_mov_b32_e32 v88, v16
	v_mov_b32_e32 v89, v20
	v_pk_fma_f32 v[84:85], v[86:87], v[88:89], v[84:85]
	v_mov_b32_e32 v86, v75
	v_mov_b32_e32 v87, v79
	v_mov_b32_e32 v88, v17
	v_mov_b32_e32 v89, v21
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
	v_pk_fma_f32 v[10:11], v[66:67], v[4:5], v[10:11] op_sel_hi:[1,0,1]
	ds_read_b128 v[64:67], v5 offset:4096
	v_pk_fma_f32 v[8:9], v[68:69], v[4:5], v[8:9] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[14:15], v[70:71], v[4:5], v[14:15] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[18:19], v[72:73], v[4:5], v[18:19] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[16:17], v[74:75], v[4:5], v[16:17] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[12:13], v[76:77], v[4:5], v[12:13] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[20:21], v[78:79], v[4:5], v[20:21] op_sel_hi:[1,0,1]
	ds_read_b128 v[68:71], v5 offset:4224
	ds_read_b128 v[72:75], v5 offset:4352
	ds_read_b128 v[76:79], v5 offset:4480
	s_waitcnt lgkmcnt(3)
	v_mul_f32_e32 v65, v65, v7
	v_fmac_f32_e32 v65, v64, v6
	v_fmac_f32_e32 v65, v66, v10
	v_fmac_f32_e32 v65, v67, v11
	s_waitcnt lgkmcnt(2)
	v_mul_f32_e32 v64, v69, v9
	s_waitcnt lgkmcnt(1)
	v_mul_f32_e32 v66, v19, v73
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v67, v13, v77
	v_fmac_f32_e32 v64, v68, v8
	v_fmac_f32_e32 v66, v72, v18
	v_fmac_f32_e32 v67, v76, v12
	v_fmac_f32_e32 v64, v70, v14
	v_fmac_f32_e32 v66, v74, v16
	v_fmac_f32_e32 v67, v78, v20
	v_fmac_f32_e32 v64, v71, v15
	v_fmac_f32_e32 v66, v75, v17
	v_fmac_f32_e32 v67, v79, v21
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
	s_cbranch_execz .LBB0_126
	s_add_i32 s6, s34, s5
	s_ashr_i32 s7, s6, 31
	s_mul_i32 s7, s48, s7
	s_mul_hi_u32 s8, s48, s6
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v64, v64, v65
	s_add_i32 s7, s8, s7
	s_mul_i32 s8, s49, s6
	v_bfe_u32 v65, v64, 16, 1
	s_add_i32 s7, s7, s8
	s_mul_i32 s6, s48, s6
	v_add3_u32 v65, v65, v64, s64
	v_or_b32_e32 v66, 0x400000, v64
	v_cmp_u_f32_e32 vcc, v64, v64
	s_nop 1
	v_cndmask_b32_e32 v66, v65, v66, vcc
	v_lshl_add_u64 v[64:65], s[6:7], 1, v[28:29]
	global_store_short_d16_hi v[64:65], v66, off
.LBB0_126:
	s_or_b64 exec, exec, s[2:3]
	s_cmp_lt_i32 s5, s47
	s_cselect_b64 s[2:3], -1, 0
	s_and_b64 s[6:7], s[2:3], s[54:55]
	s_and_saveexec_b64 s[2:3], s[6:7]
	s_cbranch_execz .LBB0_123
	global_store_dword v[2:3], v4, off
	s_branch .LBB0_123
.LBB0_128:
	s_endpgm
.LBB0_129:
	s_mov_b32 s85, 0
	s_abs_i32 s7, s76
	s_andn2_b64 vcc, exec, s[22:23]
	s_add_i32 s26, s26, s27
	s_cbranch_vccz .LBB0_2
	s_branch .LBB0_3
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel gdn_verify_fold_act_bf16_dt_f32_pool_bf16_bv16w2
		.amdhsa_group_segment_fixed_size 8768
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 308
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
        .name:           fold_rows
        .offset:         248
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           fold_steps
        .offset:         256
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           fold_counts
        .offset:         264
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           track_slots
        .offset:         272
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           track_steps
        .offset:         280
        .size:           8
        .value_kind:     global_buffer
      - .name:           fold_depth
        .offset:         288
        .size:           4
        .value_kind:     by_value
      - .address_space:  global
        .name:           diagnostics
        .offset:         296
        .size:           8
        .value_kind:     global_buffer
      - .name:           diagnostics_on
        .offset:         304
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 8768
    .kernarg_segment_align: 8
    .kernarg_segment_size: 308
    .max_flat_workgroup_size: 128
    .name:           gdn_verify_fold_act_bf16_dt_f32_pool_bf16_bv16w2
    .private_segment_fixed_size: 0
    .sgpr_count:     106
    .sgpr_spill_count: 26
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
