; deltagen generated file: do not edit. Regenerate with `cargo xtask gen`.
; kernel: gdn_verify  instance: gdn_verify_fold_act_bf16_dt_f32_pool_f32_bv8w4  arch: gfx950
; profile=portable  mode=fold  act_dtype=bf16  dt_bias_dtype=f32  pool_dtype=f32  tile=bv8w4  lanes_per_column=32  requests=1
; ir-sha256: c5d91fe698e35871965d7f3372447a33ea895002d50b2145d1fd69ea2656f545
; llvm: 22.1  pipeline: default<O3>  ld.lld: LLVM 22.1
	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 6
	.text
	.globl	gdn_verify_fold_act_bf16_dt_f32_pool_f32_bv8w4
	.p2align	8
	.type	gdn_verify_fold_act_bf16_dt_f32_pool_f32_bv8w4,@function
gdn_verify_fold_act_bf16_dt_f32_pool_f32_bv8w4:
	s_load_dwordx8 s[56:63], s[0:1], 0x4
	s_mov_b32 s28, s3
	s_ashr_i32 s4, s2, 31
	s_lshr_b32 s4, s4, 28
	s_add_i32 s66, s2, s4
	s_waitcnt lgkmcnt(0)
	s_max_i32 s3, s58, 1
	v_cvt_f32_u32_e32 v1, s3
	s_sub_i32 s5, 0, s3
	s_abs_i32 s4, s59
	s_ashr_i32 s80, s66, 4
	v_rcp_iflag_f32_e32 v1, v1
	s_ashr_i32 s35, s59, 31
	s_load_dwordx16 s[40:55], s[0:1], 0x28
	s_load_dwordx16 s[12:27], s[0:1], 0xa8
	s_mov_b32 s88, 0
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	s_mov_b32 s34, s59
	v_readfirstlane_b32 s6, v1
	s_mul_i32 s5, s5, s6
	s_mul_hi_u32 s5, s6, s5
	s_add_i32 s6, s6, s5
	s_mul_hi_u32 s5, s4, s6
	s_mul_i32 s6, s5, s3
	s_sub_i32 s4, s4, s6
	s_add_i32 s7, s5, 1
	s_sub_i32 s6, s4, s3
	s_cmp_ge_u32 s4, s3
	s_cselect_b32 s5, s7, s5
	s_cselect_b32 s4, s6, s4
	s_add_i32 s6, s5, 1
	s_cmp_ge_u32 s4, s3
	s_cselect_b32 s3, s6, s5
	s_xor_b32 s3, s3, s35
	s_sub_i32 s3, s3, s35
	s_max_i32 s85, s3, 1
	v_cvt_f32_u32_e32 v1, s85
	s_ashr_i32 s81, s80, 31
	s_lshl_b64 s[8:9], s[80:81], 2
	s_sub_i32 s5, 0, s85
	v_rcp_iflag_f32_e32 v1, v1
	s_waitcnt lgkmcnt(0)
	s_add_u32 s6, s12, s8
	s_addc_u32 s7, s13, s9
	s_add_u32 s4, s14, s8
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	v_writelane_b32 v85, s8, 0
	v_readfirstlane_b32 s3, v1
	s_mul_i32 s5, s5, s3
	s_mul_hi_u32 s33, s3, s5
	s_addc_u32 s5, s15, s9
	s_ashr_i32 s29, s28, 31
	s_lshl_b64 s[12:13], s[28:29], 2
	v_writelane_b32 v85, s9, 1
	s_add_u32 s8, s40, s12
	s_addc_u32 s9, s41, s13
	s_load_dword s67, s[8:9], 0x0
	s_add_u32 s8, s42, s12
	s_addc_u32 s9, s43, s13
	s_add_u32 s14, s44, s12
	s_addc_u32 s15, s45, s13
	s_load_dwordx2 s[76:77], s[8:9], 0x0
	s_add_u32 s8, s46, s12
	s_addc_u32 s9, s47, s13
	s_add_u32 s10, s48, s12
	s_addc_u32 s11, s49, s13
	s_add_u32 s12, s50, s12
	s_addc_u32 s13, s51, s13
	s_cmp_gt_i32 s62, 0
	s_cselect_b64 s[30:31], -1, 0
	s_cmp_lt_i32 s62, 1
	s_mul_hi_i32 s29, s62, s28
	s_mul_i32 s28, s62, s28
	s_cbranch_scc1 .LBB0_103
	s_lshl_b64 s[36:37], s[28:29], 2
	s_add_u32 s36, s52, s36
	s_addc_u32 s37, s53, s37
	s_load_dword s89, s[36:37], 0x0
	s_abs_i32 s59, s80
	s_andn2_b64 vcc, exec, s[30:31]
	s_add_i32 s3, s3, s33
	s_cbranch_vccnz .LBB0_3
.LBB0_2:
	s_lshl_b64 s[30:31], s[28:29], 2
	s_add_u32 s30, s54, s30
	s_addc_u32 s31, s55, s31
	s_load_dword s88, s[30:31], 0x0
.LBB0_3:
	s_mul_hi_u32 s30, s59, s3
	s_lshl_b32 s3, s80, 4
	s_sub_i32 s2, s2, s3
	s_lshl_b32 s90, s2, 3
	s_waitcnt lgkmcnt(0)
	s_cmp_gt_i32 s67, -1
	s_load_dword s84, s[14:15], 0x0
	s_load_dwordx16 s[36:51], s[0:1], 0x68
	s_cselect_b64 s[14:15], -1, 0
	s_cmp_lt_i32 s67, s57
	v_writelane_b32 v85, s2, 2
	s_cselect_b64 s[2:3], -1, 0
	s_and_b64 s[68:69], s[14:15], s[2:3]
	s_cmp_gt_i32 s76, -1
	s_cselect_b64 s[14:15], -1, 0
	s_cmp_ge_i32 s77, s76
	s_cselect_b64 s[64:65], -1, 0
	s_cmp_le_i32 s77, s56
	s_cselect_b64 s[70:71], -1, 0
	s_and_b64 s[14:15], s[14:15], s[64:65]
	v_lshrrev_b32_e32 v34, 5, v0
	s_sub_i32 s33, s77, s76
	s_and_b64 s[14:15], s[70:71], s[14:15]
	v_or_b32_e32 v6, s90, v34
	s_cmp_le_i32 s33, s61
	v_ashrrev_i32_e32 v7, 31, v6
	s_cselect_b64 s[64:65], -1, 0
	s_lshl_b64 s[82:83], s[80:81], 7
	v_lshl_add_u64 v[4:5], s[82:83], 0, v[6:7]
	s_ashr_i32 s31, s67, 31
	v_lshlrev_b64 v[24:25], 7, v[4:5]
	v_mov_b32_e32 v1, s67
	s_waitcnt lgkmcnt(0)
	s_mul_i32 s56, s39, s67
	s_mul_i32 s31, s38, s31
	v_and_b32_e32 v35, 31, v0
	s_and_b64 s[72:73], s[64:65], s[14:15]
	v_mov_b32_e32 v2, 0
	v_mad_u64_u32 v[4:5], s[70:71], s38, v1, v[24:25]
	s_add_i32 s31, s31, s56
	v_lshlrev_b32_e32 v12, 2, v35
	v_add_u32_e32 v5, s31, v5
	v_mov_b32_e32 v3, v2
	v_writelane_b32 v85, s72, 3
	s_and_b64 s[78:79], s[68:69], s[72:73]
	s_andn2_b64 vcc, exec, s[78:79]
	v_lshl_add_u64 v[10:11], v[4:5], 2, s[36:37]
	v_lshlrev_b32_e32 v8, 2, v12
	v_mov_b64_e32 v[4:5], v[2:3]
	v_writelane_b32 v85, s73, 4
	s_cbranch_vccnz .LBB0_5
	v_mov_b32_e32 v9, v2
	v_lshl_add_u64 v[2:3], v[10:11], 0, v[8:9]
	global_load_dwordx4 v[2:5], v[2:3], off
	s_waitcnt vmcnt(0)
	v_pk_add_f32 v[2:3], v[2:3], 0 op_sel_hi:[1,0]
	v_pk_add_f32 v[4:5], v[4:5], 0 op_sel_hi:[1,0]
.LBB0_5:
	s_load_dword s6, s[6:7], 0x0
	s_nop 0
	s_load_dword s77, s[4:5], 0x0
	s_nop 0
	s_load_dword s4, s[8:9], 0x0
	s_nop 0
	s_load_dword s10, s[10:11], 0x0
	s_xor_b64 s[8:9], s[14:15], -1
	s_load_dword s86, s[12:13], 0x0
	s_xor_b64 s[12:13], s[64:65], -1
	s_waitcnt lgkmcnt(0)
	v_writelane_b32 v85, s6, 5
	s_ashr_i32 s6, s66, 31
	s_and_b64 s[12:13], s[14:15], s[12:13]
	s_and_b64 s[12:13], s[12:13], exec
	s_cselect_b32 s5, 2, 0
	s_and_b64 s[2:3], s[2:3], exec
	s_cselect_b32 s7, 0, 4
	s_cmp_lt_i32 s84, s60
	s_cselect_b64 s[2:3], -1, 0
	v_writelane_b32 v85, s2, 6
	v_cndmask_b32_e64 v1, 0, 1, s[8:9]
	s_nop 0
	v_writelane_b32 v85, s3, 7
	s_and_b64 s[2:3], s[2:3], exec
	s_cselect_b32 s2, 0, 8
	s_or_b32 s2, s2, s7
	v_readfirstlane_b32 s3, v1
	s_or_b32 s2, s2, s3
	s_or_b32 s5, s2, s5
	s_cmp_eq_u32 s5, 0
	s_cselect_b64 s[2:3], -1, 0
	s_cmp_lg_u32 s63, 0
	s_cselect_b64 s[8:9], -1, 0
	v_writelane_b32 v85, s8, 8
	s_cmp_eq_u32 s63, 0
	s_nop 0
	v_writelane_b32 v85, s9, 9
	s_cselect_b64 s[8:9], -1, 0
	s_or_b64 s[2:3], s[8:9], s[2:3]
	s_and_b64 vcc, exec, s[2:3]
	s_cbranch_vccnz .LBB0_9
	v_mbcnt_lo_u32_b32 v1, exec_lo, 0
	v_mbcnt_hi_u32_b32 v1, exec_hi, v1
	v_cmp_eq_u32_e32 vcc, 0, v1
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_8
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v9, s5
	global_atomic_or v1, v9, s[40:41]
.LBB0_8:
	s_or_b64 exec, exec, s[2:3]
.LBB0_9:
	s_mul_i32 s2, s30, s85
	s_sub_i32 s2, s59, s2
	s_add_i32 s3, s30, 1
	s_sub_i32 s5, s2, s85
	s_cmp_ge_u32 s2, s85
	s_cselect_b32 s3, s3, s30
	s_cselect_b32 s2, s5, s2
	s_add_i32 s5, s3, 1
	s_cmp_ge_u32 s2, s85
	s_cselect_b32 s2, s5, s3
	s_xor_b32 s2, s2, s6
	s_sub_i32 s12, s2, s6
	s_ashr_i32 s13, s12, 31
	s_ashr_i32 s59, s58, 31
	s_cmp_gt_i32 s4, -1
	s_cselect_b64 s[2:3], -1, 0
	s_cmp_le_i32 s4, s62
	s_cselect_b64 s[6:7], -1, 0
	s_and_b64 s[2:3], s[2:3], s[6:7]
	s_and_b64 s[6:7], s[2:3], s[78:79]
	s_and_b64 s[8:9], s[6:7], exec
	s_cselect_b32 s63, s4, 0
	s_xor_b64 s[2:3], s[2:3], -1
	v_writelane_b32 v85, s78, 10
	s_and_b64 s[2:3], s[78:79], s[2:3]
	s_cmp_gt_i32 s86, -1
	s_cselect_b64 s[96:97], -1, 0
	v_sub_co_u32_e64 v1, s[4:5], s63, 1
	s_and_b64 s[4:5], s[96:97], s[4:5]
	s_and_b64 s[4:5], s[6:7], s[4:5]
	s_load_dwordx8 s[64:71], s[0:1], 0xe8
	s_load_dwordx4 s[72:75], s[0:1], 0x108
	s_and_b64 s[2:3], s[2:3], exec
	s_cselect_b32 s6, 16, 0
	s_and_b64 s[2:3], s[4:5], exec
	s_cselect_b32 s2, 32, 0
	v_writelane_b32 v85, s79, 11
	s_or_b32 s87, s2, s6
	s_lshl_b64 s[78:79], s[34:35], 7
	s_lshl_b64 s[58:59], s[58:59], 7
	s_mov_b32 s2, s12
	s_lshl_b64 s[12:13], s[12:13], 7
	s_mov_b32 s30, 0
	v_readfirstlane_b32 s31, v1
	v_writelane_b32 v85, s2, 12
	s_cmp_lt_i32 s63, 1
	v_lshlrev_b32_e32 v1, 2, v0
	v_writelane_b32 v85, s3, 13
	s_cbranch_scc1 .LBB0_72
	v_writelane_b32 v85, s77, 14
	v_lshrrev_b32_e32 v13, 7, v0
	v_readlane_b32 s92, v85, 0
	v_readlane_b32 s93, v85, 1
	s_add_u32 s2, s22, s92
	v_writelane_b32 v85, s2, 15
	s_addc_u32 s2, s23, s93
	s_ashr_i32 s3, s90, 31
	v_writelane_b32 v85, s2, 16
	s_add_u32 s2, s82, s90
	v_writelane_b32 v85, s82, 17
	s_addc_u32 s3, s83, s3
	s_lshl_b64 s[8:9], s[2:3], 2
	v_writelane_b32 v85, s83, 18
	s_add_u32 s14, s18, s8
	s_addc_u32 s15, s19, s9
	v_writelane_b32 v85, s12, 19
	s_lshl_b64 s[6:7], s[12:13], 2
	v_mul_i32_i24_e32 v15, s59, v13
	v_writelane_b32 v85, s13, 20
	s_add_u32 s12, s20, s6
	s_addc_u32 s13, s21, s7
	v_mul_lo_u32 v14, s58, v13
	s_cmp_lt_i32 s10, 0
	v_and_b32_e32 v9, 0x7f, v0
	v_lshl_add_u64 v[14:15], v[14:15], 2, s[20:21]
	s_cselect_b64 s[2:3], -1, 0
	s_cmp_ge_i32 s10, s57
	v_lshl_add_u64 v[16:17], v[14:15], 0, s[6:7]
	v_lshlrev_b32_e32 v14, 2, v9
	v_or_b32_e32 v9, 0x100, v0
	s_cselect_b64 s[4:5], -1, 0
	v_lshrrev_b32_e32 v36, 7, v9
	s_ashr_i32 s11, s10, 31
	v_mad_u64_u32 v[18:19], s[82:83], s58, v36, 0
	v_lshrrev_b32_e32 v37, 3, v0
	v_lshl_add_u64 v[24:25], v[24:25], 2, s[36:37]
	s_mul_hi_u32 s36, s38, s10
	s_mul_i32 s11, s38, s11
	v_mad_i32_i24 v19, s59, v36, v19
	v_mad_u64_u32 v[20:21], s[82:83], s78, v37, 0
	s_add_i32 s11, s36, s11
	s_mul_i32 s36, s39, s10
	v_mov_b32_e32 v15, 0
	v_lshl_add_u64 v[18:19], v[18:19], 2, s[20:21]
	v_mad_i32_i24 v21, s79, v37, v21
	v_and_b32_e32 v9, 7, v0
	s_add_i32 s11, s11, s36
	s_mul_i32 s10, s38, s10
	v_lshl_add_u64 v[18:19], v[18:19], 0, s[6:7]
	v_lshl_add_u64 v[20:21], v[20:21], 2, s[18:19]
	v_lshlrev_b32_e32 v28, 2, v9
	v_mad_i64_i32 v[22:23], s[82:83], s34, v0, 0
	v_lshl_add_u64 v[24:25], s[10:11], 2, v[24:25]
	v_mov_b32_e32 v9, v15
	s_or_b64 s[56:57], s[2:3], s[4:5]
	s_movk_i32 s2, 0x200
	v_lshl_add_u64 v[16:17], v[16:17], 0, v[14:15]
	s_movk_i32 s4, 0x100
	v_lshl_add_u64 v[18:19], v[18:19], 0, v[14:15]
	v_lshl_add_u64 v[20:21], v[20:21], 0, s[8:9]
	v_mov_b32_e32 v29, v15
	v_lshl_add_u64 v[22:23], v[22:23], 2, s[22:23]
	v_lshl_add_u64 v[24:25], v[24:25], 0, v[8:9]
	v_lshl_add_u64 v[26:27], s[12:13], 0, v[14:15]
	s_movk_i32 s10, 0x300
	v_or_b32_e32 v9, 0x200, v0
	v_or_b32_e32 v14, 0x300, v0
	v_mov_b32_e32 v30, 0x2000
	v_cmp_gt_u32_e64 s[2:3], s2, v0
	v_cmp_gt_u32_e64 s[4:5], s4, v0
	v_cmp_gt_u32_e64 s[6:7], 32, v0
	v_lshl_add_u64 v[20:21], v[20:21], 0, v[28:29]
	v_cmp_gt_u32_e64 s[8:9], 4, v0
	v_lshl_add_u64 v[22:23], v[22:23], 0, s[92:93]
	v_cmp_gt_u32_e64 s[10:11], s10, v0
	v_lshrrev_b32_e32 v9, 7, v9
	v_lshrrev_b32_e32 v14, 7, v14
	v_cmp_gt_u32_e64 s[12:13], 64, v0
	v_lshl_add_u64 v[28:29], s[14:15], 0, v[28:29]
	v_cmp_gt_u32_e64 s[14:15], 8, v0
	v_lshl_or_b32 v38, v34, 2, v30
	s_branch .LBB0_13
.LBB0_11:
	v_pk_add_f32 v[2:3], v[2:3], 0 op_sel_hi:[1,0]
	v_pk_add_f32 v[4:5], v[4:5], 0 op_sel_hi:[1,0]
.LBB0_12:
	s_add_i32 s30, s30, 1
	s_cmp_eq_u32 s30, s63
	s_cbranch_scc1 .LBB0_71
.LBB0_13:
	s_add_u32 s36, s28, s30
	s_addc_u32 s37, s29, 0
	s_cmp_lg_u32 s30, 0
	s_cselect_b64 s[38:39], -1, 0
	s_mov_b32 s82, 0
	s_and_b64 vcc, exec, s[38:39]
	s_cbranch_vccz .LBB0_15
	s_lshl_b64 s[82:83], s[36:37], 2
	s_add_u32 s82, s52, s82
	s_addc_u32 s83, s53, s83
	global_load_dword v30, v15, s[82:83]
	s_waitcnt vmcnt(0)
	v_readfirstlane_b32 s82, v30
.LBB0_15:
	s_andn2_b64 vcc, exec, s[38:39]
	s_mov_b32 s90, s88
	s_mov_b32 s77, s89
	s_cbranch_vccnz .LBB0_17
	s_lshl_b64 s[36:37], s[36:37], 2
	s_add_u32 s36, s54, s36
	s_addc_u32 s37, s55, s37
	global_load_dword v30, v15, s[36:37]
	s_mov_b32 s77, s82
	s_waitcnt vmcnt(0)
	v_readfirstlane_b32 s90, v30
.LBB0_17:
	s_cmp_lt_i32 s77, 0
	s_cselect_b64 s[36:37], -1, 0
	s_cmp_ge_i32 s77, s60
	s_cselect_b64 s[38:39], -1, 0
	s_or_b64 s[36:37], s[36:37], s[38:39]
	s_cmp_eq_u32 s77, s84
	s_cselect_b64 s[38:39], -1, 0
	s_or_b64 s[38:39], s[38:39], s[36:37]
	s_cmp_lt_i32 s90, 0
	s_cselect_b64 s[36:37], -1, 0
	s_cmp_ge_i32 s90, s61
	s_cselect_b64 s[82:83], -1, 0
	s_or_b64 s[82:83], s[36:37], s[82:83]
	s_cmp_eq_u32 s30, s31
	s_cselect_b64 s[36:37], -1, 0
	s_and_b64 s[36:37], s[96:97], s[36:37]
	s_cmp_gt_i32 s86, s90
	s_cselect_b64 s[92:93], -1, 0
	s_or_b64 s[92:93], s[56:57], s[92:93]
	s_and_b64 s[92:93], s[36:37], s[92:93]
	s_and_b64 s[38:39], s[38:39], exec
	s_cselect_b32 s91, 8, 0
	s_and_b64 s[38:39], s[82:83], exec
	s_cselect_b32 s82, 16, 0
	s_and_b64 s[38:39], s[92:93], exec
	s_cselect_b32 s38, 32, 0
	s_or_b32 s39, s82, s87
	s_or_b32 s38, s39, s38
	s_or_b32 s87, s38, s91
	s_cbranch_scc1 .LBB0_12
	s_ashr_i32 s82, s77, 31
	s_waitcnt lgkmcnt(0)
	s_mul_hi_u32 s83, s72, s77
	s_mul_i32 s91, s72, s82
	s_add_i32 s83, s83, s91
	s_mul_i32 s91, s73, s77
	s_mul_hi_u32 s38, s70, s77
	s_mul_i32 s39, s70, s82
	s_add_i32 s99, s83, s91
	s_mul_hi_u32 s83, s74, s77
	s_mul_i32 s82, s74, s82
	s_add_i32 s38, s38, s39
	s_mul_i32 s39, s71, s77
	s_add_i32 s82, s83, s82
	s_mul_i32 s83, s75, s77
	s_add_i32 s39, s38, s39
	s_add_i32 s95, s82, s83
	s_add_i32 s92, s90, 1
	s_mul_i32 s38, s70, s77
	s_mul_i32 s98, s72, s77
	s_cmp_lt_i32 s92, 5
	s_mul_i32 s94, s74, s77
	s_cbranch_scc0 .LBB0_37
	v_cmp_gt_i32_e32 vcc, s92, v13
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v30, 0
	s_and_b64 s[82:83], s[2:3], vcc
	v_mov_b32_e32 v31, v30
	s_and_saveexec_b64 vcc, s[82:83]
	s_cbranch_execz .LBB0_21
	v_lshl_add_u64 v[32:33], s[98:99], 2, v[16:17]
	global_load_dword v31, v[32:33], off
.LBB0_21:
	s_or_b64 exec, exec, vcc
	v_cmp_gt_i32_e32 vcc, s92, v36
	s_and_b64 s[82:83], s[4:5], vcc
	s_and_saveexec_b64 vcc, s[82:83]
	s_cbranch_execz .LBB0_23
	v_lshl_add_u64 v[32:33], s[98:99], 2, v[18:19]
	global_load_dword v30, v[32:33], off
.LBB0_23:
	s_or_b64 exec, exec, vcc
	v_cmp_gt_i32_e32 vcc, s92, v37
	v_mov_b32_e32 v32, 0
	s_and_b64 s[82:83], s[6:7], vcc
	v_mov_b32_e32 v33, v32
	s_and_saveexec_b64 vcc, s[82:83]
	s_cbranch_execz .LBB0_25
	v_lshl_add_u64 v[40:41], s[38:39], 2, v[20:21]
	global_load_dword v33, v[40:41], off
.LBB0_25:
	s_or_b64 exec, exec, vcc
	v_cmp_gt_i32_e32 vcc, s92, v0
	s_and_b64 s[82:83], s[8:9], vcc
	s_and_saveexec_b64 vcc, s[82:83]
	s_cbranch_execnz .LBB0_67
	s_or_b64 exec, exec, vcc
	s_and_saveexec_b64 vcc, s[2:3]
	s_cbranch_execnz .LBB0_68
.LBB0_27:
	s_or_b64 exec, exec, vcc
	s_and_saveexec_b64 vcc, s[4:5]
	s_cbranch_execnz .LBB0_69
.LBB0_28:
	s_or_b64 exec, exec, vcc
	s_and_saveexec_b64 vcc, s[6:7]
	s_cbranch_execnz .LBB0_70
.LBB0_29:
	s_or_b64 exec, exec, vcc
	s_and_saveexec_b64 vcc, s[8:9]
	s_cbranch_execz .LBB0_31
.LBB0_30:
	s_waitcnt vmcnt(0)
	ds_write_b32 v1, v32 offset:8480
.LBB0_31:
	s_or_b64 exec, exec, vcc
	s_cmp_gt_u32 s90, 0x7ffffffe
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_36
	s_movk_i32 s77, 0x2120
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v30, s86
	v_mov_b32_e32 v31, v38
	v_mov_b32_e32 v32, v8
	s_mov_b32 s82, s92
	s_branch .LBB0_34
.LBB0_33:
	s_add_i32 s82, s82, -1
	s_add_i32 s77, s77, 4
	v_add_u32_e32 v32, 0x200, v32
	s_cmp_eq_u32 s82, 0
	v_add_u32_e32 v31, 32, v31
	s_cbranch_scc1 .LBB0_36
.LBB0_34:
	v_mov_b32_e32 v33, s77
	ds_read_b32 v44, v33
	ds_read_b32 v46, v31
	ds_read_b128 v[40:43], v32
	v_subrev_co_u32_e32 v30, vcc, 1, v30
	s_waitcnt lgkmcnt(2)
	v_pk_mul_f32 v[2:3], v[2:3], v[44:45] op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[4:5], v[44:45] op_sel_hi:[1,0]
	s_and_b64 vcc, s[36:37], vcc
	s_waitcnt lgkmcnt(0)
	v_pk_fma_f32 v[2:3], v[40:41], v[46:47], v[2:3] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[4:5], v[42:43], v[46:47], v[4:5] op_sel_hi:[1,0,1]
	s_and_b64 vcc, exec, vcc
	s_cbranch_vccz .LBB0_33
	global_store_dwordx4 v[24:25], v[2:5], off
	s_branch .LBB0_33
.LBB0_36:
	s_barrier
.LBB0_37:
	s_add_i32 s77, s90, -4
	s_cmp_lt_u32 s77, 0x7ffffff4
	s_cbranch_scc0 .LBB0_11
	s_add_i32 s90, s90, 8
	s_lshr_b32 s90, s90, 3
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[32:33], s[38:39], 2, v[28:29]
	s_lshl_b64 s[38:39], s[94:95], 2
	v_readlane_b32 s77, v85, 15
	s_add_u32 s38, s77, s38
	v_readlane_b32 s77, v85, 16
	v_lshl_add_u64 v[30:31], s[98:99], 2, v[26:27]
	s_addc_u32 s39, s77, s39
	s_mov_b32 s91, 0
	s_mov_b32 s98, s86
	s_mov_b32 s99, s92
	s_branch .LBB0_40
.LBB0_39:
	s_add_i32 s91, s91, 1
	s_add_i32 s99, s99, -8
	s_add_i32 s98, s98, -8
	s_cmp_eq_u32 s91, s90
	s_barrier
	s_cbranch_scc1 .LBB0_11
.LBB0_40:
	s_lshl_b32 s77, s91, 3
	s_sub_i32 s93, s92, s77
	s_min_i32 s82, s93, 8
	v_mov_b32_e32 v39, 0
	v_cmp_gt_i32_e32 vcc, s82, v13
	v_mov_b32_e32 v40, v39
	s_and_saveexec_b64 s[94:95], vcc
	s_cbranch_execz .LBB0_42
	v_or_b32_e32 v40, s77, v13
	s_ashr_i32 s83, s77, 31
	v_mul_lo_u32 v42, s59, v40
	s_mul_i32 s83, s58, s83
	v_mad_u64_u32 v[40:41], vcc, s58, v40, 0
	v_add3_u32 v41, v41, s83, v42
	v_lshl_add_u64 v[40:41], v[40:41], 2, v[30:31]
	global_load_dword v40, v[40:41], off
.LBB0_42:
	s_or_b64 exec, exec, s[94:95]
	v_cmp_gt_i32_e32 vcc, s82, v36
	s_and_b64 vcc, s[10:11], vcc
	s_and_saveexec_b64 s[94:95], vcc
	s_cbranch_execz .LBB0_44
	v_add_u32_e32 v39, s77, v36
	v_ashrrev_i32_e32 v41, 31, v39
	v_mul_lo_u32 v41, s58, v41
	v_mul_lo_u32 v44, s59, v39
	s_waitcnt vmcnt(0)
	v_mad_u64_u32 v[42:43], vcc, s58, v39, 0
	v_add3_u32 v43, v43, v41, v44
	v_lshl_add_u64 v[42:43], v[42:43], 2, v[30:31]
	global_load_dword v39, v[42:43], off
.LBB0_44:
	s_or_b64 exec, exec, s[94:95]
	v_cmp_gt_i32_e32 vcc, s82, v9
	v_mov_b32_e32 v41, 0
	s_and_b64 vcc, s[2:3], vcc
	v_mov_b32_e32 v42, v41
	s_and_saveexec_b64 s[94:95], vcc
	s_cbranch_execz .LBB0_46
	v_or_b32_e32 v42, s77, v9
	s_ashr_i32 s83, s77, 31
	v_mul_lo_u32 v44, s59, v42
	s_mul_i32 s83, s58, s83
	s_waitcnt vmcnt(0)
	v_mad_u64_u32 v[42:43], vcc, s58, v42, 0
	v_add3_u32 v43, v43, s83, v44
	v_lshl_add_u64 v[42:43], v[42:43], 2, v[30:31]
	global_load_dword v42, v[42:43], off
.LBB0_46:
	s_or_b64 exec, exec, s[94:95]
	v_cmp_gt_i32_e32 vcc, s82, v14
	s_and_b64 vcc, s[4:5], vcc
	s_and_saveexec_b64 s[94:95], vcc
	s_cbranch_execz .LBB0_48
	v_or_b32_e32 v41, s77, v14
	s_ashr_i32 s83, s77, 31
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v43, s59, v41
	s_mul_i32 s83, s58, s83
	v_mad_u64_u32 v[44:45], vcc, s58, v41, 0
	v_add3_u32 v45, v45, s83, v43
	v_lshl_add_u64 v[44:45], v[44:45], 2, v[30:31]
	global_load_dword v41, v[44:45], off
.LBB0_48:
	s_or_b64 exec, exec, s[94:95]
	v_cmp_gt_i32_e32 vcc, s82, v37
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v43, 0
	s_and_b64 vcc, s[12:13], vcc
	v_mov_b32_e32 v44, v43
	s_and_saveexec_b64 s[94:95], vcc
	s_cbranch_execnz .LBB0_61
	s_or_b64 exec, exec, s[94:95]
	v_cmp_gt_i32_e32 vcc, s82, v0
	s_and_saveexec_b64 s[94:95], vcc
	s_cbranch_execnz .LBB0_62
.LBB0_50:
	s_or_b64 exec, exec, s[94:95]
	s_waitcnt vmcnt(0)
	ds_write_b32 v1, v40
	s_and_saveexec_b64 s[94:95], s[10:11]
	s_cbranch_execnz .LBB0_63
.LBB0_51:
	s_or_b64 exec, exec, s[94:95]
	s_and_saveexec_b64 s[94:95], s[2:3]
	s_cbranch_execnz .LBB0_64
.LBB0_52:
	s_or_b64 exec, exec, s[94:95]
	s_and_saveexec_b64 s[94:95], s[4:5]
	s_cbranch_execnz .LBB0_65
.LBB0_53:
	s_or_b64 exec, exec, s[94:95]
	s_and_saveexec_b64 s[94:95], s[12:13]
	s_cbranch_execnz .LBB0_66
.LBB0_54:
	s_or_b64 exec, exec, s[94:95]
	s_and_saveexec_b64 s[94:95], s[14:15]
	s_cbranch_execz .LBB0_56
.LBB0_55:
	s_waitcnt vmcnt(0)
	ds_write_b32 v1, v43 offset:8480
.LBB0_56:
	s_or_b64 exec, exec, s[94:95]
	s_cmp_lt_i32 s93, 1
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_39
	v_med3_i32 v39, s99, 1, 8
	s_movk_i32 s77, 0x2120
	v_mov_b32_e32 v40, s98
	v_mov_b32_e32 v41, v38
	v_mov_b32_e32 v42, v8
	s_waitcnt vmcnt(0)
	s_branch .LBB0_59
.LBB0_58:
	v_add_u32_e32 v39, -1, v39
	v_cmp_eq_u32_e32 vcc, 0, v39
	v_add_u32_e32 v42, 0x200, v42
	s_add_i32 s77, s77, 4
	v_add_u32_e32 v41, 32, v41
	s_cbranch_vccnz .LBB0_39
.LBB0_59:
	v_mov_b32_e32 v43, s77
	ds_read_b32 v48, v43
	ds_read_b32 v50, v41
	ds_read_b128 v[44:47], v42
	v_subrev_co_u32_e32 v40, vcc, 1, v40
	s_waitcnt lgkmcnt(2)
	v_pk_mul_f32 v[2:3], v[2:3], v[48:49] op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[4:5], v[48:49] op_sel_hi:[1,0]
	s_and_b64 s[82:83], s[36:37], vcc
	s_waitcnt lgkmcnt(0)
	v_pk_fma_f32 v[2:3], v[44:45], v[50:51], v[2:3] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[4:5], v[46:47], v[50:51], v[4:5] op_sel_hi:[1,0,1]
	s_and_b64 vcc, exec, s[82:83]
	s_cbranch_vccz .LBB0_58
	global_store_dwordx4 v[24:25], v[2:5], off
	s_branch .LBB0_58
.LBB0_61:
	v_or_b32_e32 v44, s77, v37
	s_ashr_i32 s83, s77, 31
	v_mul_lo_u32 v46, s79, v44
	s_mul_i32 s83, s78, s83
	v_mad_u64_u32 v[44:45], vcc, s78, v44, 0
	v_add3_u32 v45, v45, s83, v46
	v_lshl_add_u64 v[44:45], v[44:45], 2, v[32:33]
	global_load_dword v44, v[44:45], off
	s_or_b64 exec, exec, s[94:95]
	v_cmp_gt_i32_e32 vcc, s82, v0
	s_and_saveexec_b64 s[94:95], vcc
	s_cbranch_execz .LBB0_50
.LBB0_62:
	v_add_u32_e32 v43, s77, v0
	v_mad_i64_i32 v[46:47], s[82:83], v43, s34, 0
	v_lshl_add_u64 v[46:47], v[46:47], 2, s[38:39]
	global_load_dword v43, v[46:47], off
	s_or_b64 exec, exec, s[94:95]
	s_waitcnt vmcnt(1)
	ds_write_b32 v1, v40
	s_and_saveexec_b64 s[94:95], s[10:11]
	s_cbranch_execz .LBB0_51
.LBB0_63:
	ds_write_b32 v1, v39 offset:1024
	s_or_b64 exec, exec, s[94:95]
	s_and_saveexec_b64 s[94:95], s[2:3]
	s_cbranch_execz .LBB0_52
.LBB0_64:
	ds_write_b32 v1, v42 offset:2048
	s_or_b64 exec, exec, s[94:95]
	s_and_saveexec_b64 s[94:95], s[4:5]
	s_cbranch_execz .LBB0_53
.LBB0_65:
	ds_write_b32 v1, v41 offset:3072
	s_or_b64 exec, exec, s[94:95]
	s_and_saveexec_b64 s[94:95], s[12:13]
	s_cbranch_execz .LBB0_54
.LBB0_66:
	ds_write_b32 v1, v44 offset:8192
	s_or_b64 exec, exec, s[94:95]
	s_and_saveexec_b64 s[94:95], s[14:15]
	s_cbranch_execnz .LBB0_55
	s_branch .LBB0_56
.LBB0_67:
	v_lshl_add_u64 v[40:41], s[94:95], 2, v[22:23]
	global_load_dword v32, v[40:41], off
	s_or_b64 exec, exec, vcc
	s_and_saveexec_b64 vcc, s[2:3]
	s_cbranch_execz .LBB0_27
.LBB0_68:
	s_waitcnt vmcnt(0)
	ds_write_b32 v1, v31
	s_or_b64 exec, exec, vcc
	s_and_saveexec_b64 vcc, s[4:5]
	s_cbranch_execz .LBB0_28
.LBB0_69:
	s_waitcnt vmcnt(0)
	ds_write_b32 v1, v30 offset:1024
	s_or_b64 exec, exec, vcc
	s_and_saveexec_b64 vcc, s[6:7]
	s_cbranch_execz .LBB0_29
.LBB0_70:
	s_waitcnt vmcnt(0)
	ds_write_b32 v1, v33 offset:8192
	s_or_b64 exec, exec, vcc
	s_and_saveexec_b64 vcc, s[8:9]
	s_cbranch_execnz .LBB0_30
	s_branch .LBB0_31
.LBB0_71:
	v_readlane_b32 s82, v85, 17
	v_readlane_b32 s12, v85, 19
	v_readlane_b32 s77, v85, 14
	v_readlane_b32 s83, v85, 18
	v_readlane_b32 s13, v85, 20
.LBB0_72:
	s_cmp_lg_u32 s87, 0
	v_readlane_b32 s4, v85, 8
	s_cselect_b64 s[2:3], -1, 0
	v_readlane_b32 s5, v85, 9
	s_and_b64 s[2:3], s[4:5], s[2:3]
	s_and_b64 vcc, exec, s[2:3]
	s_cbranch_vccz .LBB0_76
	v_mbcnt_lo_u32_b32 v9, exec_lo, 0
	v_mbcnt_hi_u32_b32 v9, exec_hi, v9
	v_cmp_eq_u32_e32 vcc, 0, v9
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_75
	v_mov_b32_e32 v9, 0
	v_mov_b32_e32 v13, s87
	global_atomic_or v9, v13, s[40:41]
.LBB0_75:
	s_or_b64 exec, exec, s[2:3]
.LBB0_76:
	s_cmp_eq_u32 s87, 0
	s_cselect_b64 s[2:3], -1, 0
	s_cmp_eq_u32 s63, s62
	s_cselect_b64 s[4:5], -1, 0
	v_readlane_b32 s6, v85, 10
	s_and_b64 s[4:5], s[4:5], s[2:3]
	v_readlane_b32 s7, v85, 11
	s_and_b64 s[4:5], s[6:7], s[4:5]
	s_andn2_b64 vcc, exec, s[4:5]
	s_cbranch_vccnz .LBB0_78
	v_mov_b32_e32 v9, 0
	v_lshl_add_u64 v[10:11], v[10:11], 0, v[8:9]
	global_store_dwordx4 v[10:11], v[2:5], off
.LBB0_78:
	v_readlane_b32 s4, v85, 3
	v_readlane_b32 s5, v85, 4
	s_and_b64 s[2:3], s[2:3], s[4:5]
	s_and_b64 s[2:3], s[2:3], exec
	s_cselect_b32 s52, s33, 0
	s_add_i32 s2, s52, 7
	s_cmp_lt_i32 s2, 8
	s_mov_b32 s53, 0
	s_cbranch_scc1 .LBB0_102
	s_ashr_i32 s3, s2, 31
	s_lshr_b32 s3, s3, 29
	s_add_i32 s2, s2, s3
	s_ashr_i32 s54, s2, 3
	s_lshl_b64 s[2:3], s[82:83], 1
	s_add_u32 s4, s46, s2
	s_addc_u32 s5, s47, s3
	v_lshlrev_b64 v[14:15], 1, v[6:7]
	v_lshl_add_u64 v[10:11], s[4:5], 0, v[14:15]
	s_lshl_b64 s[4:5], s[80:81], 1
	s_add_u32 s36, s48, s4
	s_load_dwordx4 s[28:31], s[0:1], 0x118
	s_addc_u32 s37, s49, s5
	s_add_u32 s38, s50, s4
	s_addc_u32 s39, s51, s5
	v_readlane_b32 s7, v85, 2
	v_readlane_b32 s0, v85, 12
	s_cmp_eq_u32 s7, 0
	v_readlane_b32 s1, v85, 13
	s_mul_i32 s0, s0, s85
	s_cselect_b64 s[4:5], -1, 0
	s_sub_i32 s6, s80, s0
	s_waitcnt lgkmcnt(0)
	v_div_scale_f32 v9, s[0:1], s29, s29, 1.0
	v_rcp_f32_e32 v13, v9
	s_or_b32 s0, s6, s7
	s_cmp_eq_u32 s0, 0
	s_cselect_b64 s[6:7], -1, 0
	v_fma_f32 v16, -v9, v13, 1.0
	v_fmac_f32_e32 v13, v16, v13
	v_div_scale_f32 v16, vcc, 1.0, s29, 1.0
	v_mul_f32_e32 v17, v16, v13
	v_fma_f32 v18, -v9, v17, v16
	v_fmac_f32_e32 v17, v18, v13
	v_fma_f32 v9, -v9, v17, v16
	s_cmp_gt_i32 s84, -1
	v_readlane_b32 s8, v85, 6
	v_div_fmas_f32 v9, v9, v13, v17
	s_cselect_b64 s[0:1], -1, 0
	v_readlane_b32 s9, v85, 7
	v_div_fixup_f32 v24, v9, s29, 1.0
	s_and_b64 s[8:9], s[0:1], s[8:9]
	v_mov_b32_e32 v9, 0x2000
	v_mov_b32_e32 v27, 0xc2d00000
	v_readlane_b32 s0, v85, 5
	v_lshl_or_b32 v25, v34, 2, v9
	s_mov_b32 s50, 0x42b20000
	v_mov_b32_e32 v9, s0
	v_cmp_nlt_f32_e32 vcc, s0, v27
	v_mov_b32_e32 v28, 0x42b20000
	v_mov_b32_e32 v29, 0x4b400000
	v_cndmask_b32_e32 v9, v27, v9, vcc
	v_cmp_nlt_f32_e32 vcc, s50, v9
	v_or_b32_e32 v16, s12, v12
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v30, 0x3ab60b61
	v_cndmask_b32_e32 v9, v28, v9, vcc
	v_fmamk_f32 v12, v9, 0x3fb8aa3b, v29
	v_add_f32_e32 v12, 0xcb400000, v12
	v_fmac_f32_e32 v9, 0xbf317218, v12
	v_mul_f32_e32 v13, 0x3102e308, v12
	v_add_f32_e32 v18, v9, v13
	v_sub_f32_e32 v9, v18, v9
	v_sub_f32_e32 v9, v13, v9
	v_fmamk_f32 v13, v18, 0x39500d01, v30
	v_fmaak_f32 v13, v13, v18, 0x3c088889
	v_fmaak_f32 v13, v13, v18, 0x3d2aaaab
	v_fmaak_f32 v13, v13, v18, 0x3e2aaaab
	v_fma_f32 v13, v13, v18, 0.5
	v_mul_f32_e32 v19, v18, v18
	v_mul_f32_e32 v13, v19, v13
	v_add_f32_e32 v19, v18, v13
	v_sub_f32_e32 v18, v19, v18
	v_cmp_o_f32_e32 vcc, v12, v12
	v_sub_f32_e32 v13, v13, v18
	v_add_f32_e32 v9, v9, v13
	v_cndmask_b32_e32 v12, 0, v12, vcc
	v_add_f32_e32 v13, 1.0, v19
	v_cvt_i32_f32_e32 v12, v12
	v_add_f32_e32 v18, -1.0, v13
	v_sub_f32_e32 v18, v19, v18
	v_add_f32_e32 v9, v18, v9
	v_add_f32_e32 v9, v13, v9
	v_ashrrev_i32_e32 v13, 1, v12
	s_mul_i32 s0, s73, s84
	s_mul_hi_u32 s1, s72, s84
	v_sub_u32_e32 v12, v12, v13
	v_lshlrev_b32_e32 v13, 23, v13
	s_add_i32 s1, s1, s0
	s_mul_i32 s0, s72, s84
	v_add_u32_e32 v13, 1.0, v13
	v_lshlrev_b32_e32 v12, 23, v12
	s_lshl_b64 s[0:1], s[0:1], 2
	v_add_u32_e32 v12, 1.0, v12
	v_mul_f32_e32 v9, v9, v13
	s_add_u32 s10, s20, s0
	v_mul_f32_e32 v9, v9, v12
	s_addc_u32 s11, s21, s1
	s_lshl_b64 s[0:1], s[12:13], 2
	v_sub_f32_e32 v31, 0, v9
	v_bfrev_b32_e32 v9, 0.5
	s_add_u32 s0, s10, s0
	v_bitop3_b32 v32, v1, 64, v9 bitop3:0x6c
	v_bitop3_b32 v33, v1, 32, v9 bitop3:0x6c
	v_bitop3_b32 v36, v1, 16, v9 bitop3:0x6c
	v_bitop3_b32 v37, v1, 8, v9 bitop3:0x6c
	v_bitop3_b32 v38, v1, 4, v9 bitop3:0x6c
	s_addc_u32 s1, s11, s1
	v_mov_b32_e32 v9, 0
	v_lshl_add_u64 v[12:13], s[0:1], 0, v[8:9]
	s_mul_i32 s0, s75, s84
	s_mul_hi_u32 s1, s74, s84
	s_add_i32 s1, s1, s0
	s_mul_i32 s0, s74, s84
	s_lshl_b64 s[0:1], s[0:1], 2
	s_add_u32 s0, s22, s0
	s_addc_u32 s1, s23, s1
	v_readlane_b32 s10, v85, 0
	v_readlane_b32 s11, v85, 1
	s_add_u32 s20, s0, s10
	s_addc_u32 s21, s1, s11
	s_add_u32 s0, s16, s2
	v_mov_b32_e32 v17, s13
	s_addc_u32 s1, s17, s3
	s_mul_i32 s2, s71, s84
	s_mul_hi_u32 s3, s70, s84
	v_lshl_or_b32 v39, v34, 9, v8
	v_lshl_add_u64 v[14:15], s[0:1], 0, v[14:15]
	v_cmp_eq_u32_e64 s[0:1], 0, v35
	v_lshlrev_b64 v[8:9], 1, v[16:17]
	s_add_i32 s3, s3, s2
	s_mul_i32 s2, s70, s84
	v_lshl_add_u64 v[16:17], s[42:43], 0, v[8:9]
	v_lshl_add_u64 v[18:19], s[44:45], 0, v[8:9]
	s_and_b64 s[40:41], s[6:7], s[8:9]
	s_and_b64 s[42:43], s[4:5], s[8:9]
	s_and_b64 s[44:45], s[8:9], s[0:1]
	s_lshl_b64 s[2:3], s[2:3], 2
	s_lshl_b64 s[4:5], s[80:81], 9
	s_add_u32 s2, s2, s4
	s_addc_u32 s3, s3, s5
	s_add_u32 s2, s18, s2
	v_add_u32_e32 v41, 0x2120, v1
	v_add_u32_e32 v42, 0x2100, v1
	v_lshlrev_b32_e32 v1, 5, v35
	s_addc_u32 s3, s19, s3
	v_add_u32_e32 v26, s76, v35
	s_mov_b32 s31, 0xc2d00000
	v_or_b32_e32 v40, 0x1000, v39
	s_mov_b32 s22, s28
	s_mov_b32 s23, s28
	v_lshlrev_b32_e32 v43, 4, v35
	v_lshl_add_u64 v[20:21], v[6:7], 2, s[2:3]
	s_lshl_b64 s[46:47], s[34:35], 9
	s_mov_b32 s28, 0xf800000
	v_mov_b32_e32 v44, 0x260
	s_mov_b32 s35, 0x800000
	v_mov_b32_e32 v45, 0x3e638e39
	s_mov_b32 s51, 0x7f800000
	v_add_u32_e32 v46, v25, v1
	v_mov_b32_e32 v22, -1.0
	v_not_b32_e32 v47, 22
	v_mov_b32_e32 v48, 0xff800000
	v_mov_b32_e32 v49, 0x7f800000
	v_mov_b32_e32 v50, 0x7fc00000
	s_mov_b32 s55, 0
	s_branch .LBB0_81
.LBB0_80:
	s_add_i32 s55, s55, 1
	s_add_i32 s33, s33, -8
	s_add_i32 s53, s53, 8
	s_cmp_eq_u32 s55, s54
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_102
.LBB0_81:
	s_lshl_b32 s8, s55, 3
	s_sub_i32 s56, s52, s8
	s_min_i32 s9, s56, 8
	v_mov_b32_e32 v23, 0
	v_cmp_gt_i32_e64 s[2:3], s9, v35
	v_mov_b32_e32 v51, v23
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_83
	v_add_u32_e32 v1, s8, v26
	v_ashrrev_i32_e32 v6, 31, v1
	v_mul_lo_u32 v8, s64, v6
	v_mul_lo_u32 v9, s65, v1
	v_mad_u64_u32 v[6:7], s[6:7], s64, v1, 0
	v_add3_u32 v7, v7, v8, v9
	v_lshl_add_u64 v[6:7], v[6:7], 1, v[10:11]
	global_load_ushort v1, v[6:7], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v51, 16, v1
.LBB0_83:
	s_or_b64 exec, exec, s[4:5]
	v_add_u32_e32 v52, s8, v0
	v_add_u32_e32 v6, s76, v52
	v_cmp_gt_i32_e64 s[4:5], s9, v0
	v_ashrrev_i32_e32 v1, 31, v6
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execnz .LBB0_86
	s_or_b64 exec, exec, s[6:7]
	v_mov_b32_e32 v53, 0
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execnz .LBB0_87
.LBB0_85:
	s_or_b64 exec, exec, s[6:7]
	v_cmp_gt_i32_e32 vcc, s9, v34
	s_and_saveexec_b64 s[48:49], vcc
	s_cbranch_execnz .LBB0_88
	s_branch .LBB0_90
.LBB0_86:
	v_mul_lo_u32 v7, s67, v6
	v_mul_lo_u32 v23, s66, v1
	v_mad_u64_u32 v[8:9], s[10:11], s66, v6, 0
	v_add3_u32 v9, v9, v23, v7
	v_lshl_add_u64 v[8:9], v[8:9], 1, s[36:37]
	global_load_ushort v7, v[8:9], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v23, 16, v7
	s_or_b64 exec, exec, s[6:7]
	v_mov_b32_e32 v53, 0
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB0_85
.LBB0_87:
	v_mul_lo_u32 v8, s69, v6
	v_mul_lo_u32 v1, s68, v1
	v_mad_u64_u32 v[6:7], s[10:11], s68, v6, 0
	v_add3_u32 v7, v7, v1, v8
	v_lshl_add_u64 v[6:7], v[6:7], 1, s[38:39]
	global_load_ushort v1, v[6:7], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v53, 16, v1
	s_or_b64 exec, exec, s[6:7]
	v_cmp_gt_i32_e32 vcc, s9, v34
	s_and_saveexec_b64 s[48:49], vcc
	s_cbranch_execz .LBB0_90
.LBB0_88:
	v_add_u32_e32 v1, s8, v34
	v_add_u32_e32 v8, s76, v1
	v_ashrrev_i32_e32 v6, 31, v8
	v_mul_lo_u32 v54, s24, v6
	v_mul_lo_u32 v9, s26, v6
	v_mul_lo_u32 v56, s27, v8
	v_mad_u64_u32 v[6:7], s[6:7], s26, v8, 0
	v_add3_u32 v7, v7, v9, v56
	v_mul_lo_u32 v55, s25, v8
	v_lshl_add_u64 v[6:7], v[6:7], 1, v[18:19]
	v_mad_u64_u32 v[8:9], s[6:7], s24, v8, 0
	global_load_dwordx2 v[6:7], v[6:7], off
	v_add3_u32 v9, v9, v54, v55
	v_lshl_add_u64 v[8:9], v[8:9], 1, v[16:17]
	global_load_dwordx2 v[8:9], v[8:9], off
	s_waitcnt vmcnt(1)
	v_lshlrev_b32_e32 v54, 16, v6
	v_and_b32_e32 v6, 0xffff0000, v6
	v_and_b32_e32 v55, 0xffff0000, v7
	v_lshlrev_b32_e32 v56, 16, v7
	v_mul_f32_e32 v7, v6, v6
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v58, 0xffff0000, v8
	v_fmac_f32_e32 v7, v54, v54
	v_lshlrev_b32_e32 v57, 16, v8
	v_mul_f32_e32 v8, v58, v58
	v_fmac_f32_e32 v7, v56, v56
	v_lshlrev_b32_e32 v60, 16, v9
	v_fmac_f32_e32 v8, v57, v57
	v_fmac_f32_e32 v7, v55, v55
	v_and_b32_e32 v59, 0xffff0000, v9
	v_fmac_f32_e32 v8, v60, v60
	ds_bpermute_b32 v9, v32, v7
	v_fmac_f32_e32 v8, v59, v59
	ds_bpermute_b32 v61, v32, v8
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v7, v7, v9
	ds_bpermute_b32 v9, v33, v7
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v8, v8, v61
	ds_bpermute_b32 v61, v33, v8
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v7, v7, v9
	ds_bpermute_b32 v9, v36, v7
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v8, v8, v61
	ds_bpermute_b32 v61, v36, v8
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v7, v7, v9
	ds_bpermute_b32 v9, v37, v7
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v8, v8, v61
	ds_bpermute_b32 v61, v37, v8
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v7, v7, v9
	ds_bpermute_b32 v9, v38, v7
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v8, v8, v61
	ds_bpermute_b32 v61, v38, v8
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v7, v7, v9
	v_add_f32_e32 v7, 0x358637bd, v7
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v8, v8, v61
	v_mul_f32_e32 v9, 0x4f800000, v7
	v_cmp_gt_f32_e32 vcc, s28, v7
	v_add_f32_e32 v8, 0x358637bd, v8
	v_mul_f32_e32 v61, 0x4f800000, v8
	v_cndmask_b32_e32 v7, v7, v9, vcc
	v_cmp_gt_f32_e64 s[6:7], s28, v8
	v_sqrt_f32_e32 v9, v7
	v_cmp_class_f32_e64 s[8:9], v7, v44
	v_cndmask_b32_e64 v8, v8, v61, s[6:7]
	v_sqrt_f32_e32 v61, v8
	v_add_u32_e32 v62, -1, v9
	v_add_u32_e32 v63, 1, v9
	v_fma_f32 v66, -v62, v9, v7
	v_add_u32_e32 v64, -1, v61
	v_fma_f32 v67, -v63, v9, v7
	v_cmp_ge_f32_e64 s[12:13], 0, v66
	v_add_u32_e32 v65, 1, v61
	v_fma_f32 v68, -v64, v61, v8
	v_cmp_lt_f32_e64 s[16:17], 0, v67
	v_cndmask_b32_e64 v9, v9, v62, s[12:13]
	v_fma_f32 v69, -v65, v61, v8
	v_cmp_ge_f32_e64 s[14:15], 0, v68
	v_cndmask_b32_e64 v9, v9, v63, s[16:17]
	v_cmp_lt_f32_e64 s[18:19], 0, v69
	v_cndmask_b32_e64 v61, v61, v64, s[14:15]
	v_mul_f32_e32 v62, 0x37800000, v9
	v_cndmask_b32_e64 v61, v61, v65, s[18:19]
	v_cndmask_b32_e32 v9, v9, v62, vcc
	v_mul_f32_e32 v63, 0x37800000, v61
	v_cndmask_b32_e64 v62, v9, v7, s[8:9]
	v_cndmask_b32_e64 v61, v61, v63, s[6:7]
	v_div_scale_f32 v7, s[6:7], v62, v62, v6
	v_div_scale_f32 v9, s[6:7], v62, v62, v54
	v_rcp_f32_e32 v70, v7
	v_cmp_class_f32_e64 s[10:11], v8, v44
	v_div_scale_f32 v64, s[8:9], v62, v62, v55
	v_rcp_f32_e32 v71, v9
	v_cndmask_b32_e64 v61, v61, v8, s[10:11]
	v_div_scale_f32 v66, s[10:11], v62, v62, v56
	v_rcp_f32_e32 v72, v64
	v_rcp_f32_e32 v73, v66
	v_fma_f32 v75, -v7, v70, 1.0
	v_div_scale_f32 v8, vcc, v6, v62, v6
	v_fma_f32 v76, -v9, v71, 1.0
	v_fmac_f32_e32 v70, v75, v70
	v_div_scale_f32 v63, s[6:7], v54, v62, v54
	v_fma_f32 v77, -v64, v72, 1.0
	v_fmac_f32_e32 v71, v76, v71
	v_mul_f32_e32 v75, v8, v70
	v_div_scale_f32 v65, s[8:9], v55, v62, v55
	v_div_scale_f32 v68, s[12:13], v61, v61, v58
	v_fma_f32 v78, -v66, v73, 1.0
	v_fmac_f32_e32 v72, v77, v72
	v_mul_f32_e32 v76, v63, v71
	v_fma_f32 v80, -v7, v75, v8
	v_div_scale_f32 v67, s[10:11], v56, v62, v56
	v_rcp_f32_e32 v74, v68
	v_fmac_f32_e32 v73, v78, v73
	v_mul_f32_e32 v77, v65, v72
	v_fma_f32 v81, -v9, v76, v63
	v_fmac_f32_e32 v75, v80, v70
	v_mul_f32_e32 v78, v67, v73
	v_fma_f32 v82, -v64, v77, v65
	v_fmac_f32_e32 v76, v81, v71
	v_fma_f32 v7, -v7, v75, v8
	v_fma_f32 v83, -v66, v78, v67
	v_fmac_f32_e32 v77, v82, v72
	v_fma_f32 v8, -v9, v76, v63
	v_div_fmas_f32 v7, v7, v70, v75
	s_mov_b64 vcc, s[6:7]
	v_fmac_f32_e32 v78, v83, v73
	v_fma_f32 v9, -v64, v77, v65
	v_div_fixup_f32 v7, v7, v62, v6
	v_div_fmas_f32 v6, v8, v71, v76
	s_mov_b64 vcc, s[8:9]
	v_fma_f32 v79, -v68, v74, 1.0
	v_fma_f32 v63, -v66, v78, v67
	v_div_fmas_f32 v8, v9, v72, v77
	s_mov_b64 vcc, s[10:11]
	v_div_scale_f32 v69, s[12:13], v58, v61, v58
	v_fmac_f32_e32 v74, v79, v74
	v_div_fixup_f32 v9, v8, v62, v55
	v_div_fmas_f32 v8, v63, v73, v78
	v_mul_f32_e32 v79, v69, v74
	v_div_fixup_f32 v8, v8, v62, v56
	v_div_scale_f32 v56, s[6:7], v61, v61, v57
	v_fma_f32 v84, -v68, v79, v69
	v_div_fixup_f32 v6, v6, v62, v54
	v_rcp_f32_e32 v62, v56
	v_fmac_f32_e32 v79, v84, v74
	v_fma_f32 v54, -v68, v79, v69
	s_mov_b64 vcc, s[12:13]
	v_div_fmas_f32 v54, v54, v74, v79
	v_div_fixup_f32 v55, v54, v61, v58
	v_fma_f32 v54, -v56, v62, 1.0
	v_fmac_f32_e32 v62, v54, v62
	v_div_scale_f32 v54, vcc, v57, v61, v57
	v_mul_f32_e32 v58, v54, v62
	v_fma_f32 v63, -v56, v58, v54
	v_fmac_f32_e32 v58, v63, v62
	v_fma_f32 v54, -v56, v58, v54
	v_div_scale_f32 v56, s[6:7], v61, v61, v59
	v_rcp_f32_e32 v63, v56
	v_div_fmas_f32 v54, v54, v62, v58
	v_div_fixup_f32 v54, v54, v61, v57
	v_pk_mul_f32 v[54:55], s[22:23], v[54:55]
	v_fma_f32 v57, -v56, v63, 1.0
	v_fmac_f32_e32 v63, v57, v63
	v_div_scale_f32 v57, vcc, v59, v61, v59
	v_mul_f32_e32 v58, v57, v63
	v_fma_f32 v62, -v56, v58, v57
	v_fmac_f32_e32 v58, v62, v63
	v_div_scale_f32 v62, s[6:7], v61, v61, v60
	v_rcp_f32_e32 v64, v62
	v_fma_f32 v56, -v56, v58, v57
	v_div_fmas_f32 v56, v56, v63, v58
	v_div_fixup_f32 v57, v56, v61, v59
	v_fma_f32 v56, -v62, v64, 1.0
	v_fmac_f32_e32 v64, v56, v64
	v_div_scale_f32 v56, vcc, v60, v61, v60
	v_mul_f32_e32 v58, v56, v64
	v_fma_f32 v59, -v62, v58, v56
	v_fmac_f32_e32 v58, v59, v64
	v_fma_f32 v56, -v62, v58, v56
	v_div_fmas_f32 v56, v56, v64, v58
	v_div_fixup_f32 v56, v56, v61, v60
	v_cmp_gt_i32_e32 vcc, s61, v1
	v_pk_mul_f32 v[56:57], s[22:23], v[56:57]
	s_and_b64 s[6:7], vcc, s[40:41]
	ds_write_b128 v40, v[54:57]
	ds_write_b128 v39, v[6:9]
	s_and_b64 exec, exec, s[6:7]
	s_cbranch_execz .LBB0_90
	v_ashrrev_i32_e32 v54, 31, v1
	v_mul_lo_u32 v56, s59, v1
	v_mul_lo_u32 v57, s58, v54
	v_mad_u64_u32 v[54:55], s[6:7], s58, v1, 0
	v_add3_u32 v55, v55, v57, v56
	v_lshl_add_u64 v[54:55], v[54:55], 2, v[12:13]
	global_store_dwordx4 v[54:55], v[6:9], off
.LBB0_90:
	s_or_b64 exec, exec, s[48:49]
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB0_93
	v_add_f32_e32 v56, s77, v23
	v_mul_f32_e32 v57, s29, v56
	v_cmp_ngt_f32_e32 vcc, s31, v57
	s_nop 1
	v_cndmask_b32_e32 v1, v27, v57, vcc
	v_cmp_nlt_f32_e32 vcc, s50, v1
	s_nop 1
	v_cndmask_b32_e32 v23, v28, v1, vcc
	v_fmamk_f32 v1, v23, 0x3fb8aa3b, v29
	v_add_f32_e32 v58, 0xcb400000, v1
	v_fmac_f32_e32 v23, 0xbf317218, v58
	v_mul_f32_e32 v7, 0x3102e308, v58
	v_add_f32_e32 v1, v23, v7
	v_fmamk_f32 v6, v1, 0x39500d01, v30
	v_fmaak_f32 v6, v6, v1, 0x3c088889
	v_fmaak_f32 v6, v6, v1, 0x3d2aaaab
	v_fmaak_f32 v6, v6, v1, 0x3e2aaaab
	v_fma_f32 v6, v6, v1, 0.5
	v_mul_f32_e32 v8, v1, v1
	v_mul_f32_e32 v8, v8, v6
	v_add_f32_e32 v6, v1, v8
	v_cmp_o_f32_e32 vcc, v58, v58
	v_sub_f32_e32 v9, v6, v1
	v_pk_add_f32 v[54:55], v[0:1], v[22:23] neg_lo:[0,1] neg_hi:[0,1]
	v_cndmask_b32_e32 v1, 0, v58, vcc
	v_add_f32_e32 v60, 1.0, v6
	v_cvt_i32_f32_e32 v1, v1
	v_sub_f32_e32 v59, v8, v9
	v_add_f32_e32 v8, -1.0, v60
	v_mov_b32_e32 v9, v55
	v_pk_add_f32 v[6:7], v[6:7], v[8:9] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_add_f32_e32 v7, v7, v59
	v_add_f32_e32 v6, v6, v7
	v_ashrrev_i32_e32 v7, 1, v1
	v_add_f32_e32 v6, v60, v6
	v_sub_u32_e32 v1, v1, v7
	v_lshl_add_u32 v7, v7, 23, 1.0
	v_lshl_add_u32 v1, v1, 23, 1.0
	v_mul_f32_e32 v6, v6, v7
	v_mul_f32_e32 v1, v6, v1
	v_add_f32_e32 v1, 1.0, v1
	v_mul_f32_e32 v6, 0x4b000000, v1
	v_cmp_gt_f32_e32 vcc, s35, v1
	s_nop 1
	v_cndmask_b32_e32 v6, v1, v6, vcc
	v_add_u32_e32 v8, 0xc0cafb0d, v6
	v_and_b32_e32 v9, 0xff800000, v8
	v_sub_u32_e32 v6, v6, v9
	v_add_f32_e32 v6, -1.0, v6
	v_add_f32_e32 v9, 2.0, v6
	v_div_scale_f32 v23, s[4:5], v9, v9, v6
	v_rcp_f32_e32 v54, v23
	v_cndmask_b32_e32 v7, 0, v47, vcc
	v_ashrrev_i32_e32 v8, 23, v8
	v_add_u32_e32 v7, v8, v7
	v_fma_f32 v8, -v23, v54, 1.0
	v_fmac_f32_e32 v54, v8, v54
	v_div_scale_f32 v8, vcc, v6, v9, v6
	v_mul_f32_e32 v55, v8, v54
	v_fma_f32 v58, -v23, v55, v8
	v_fmac_f32_e32 v55, v58, v54
	v_fma_f32 v8, -v23, v55, v8
	v_div_fmas_f32 v8, v8, v54, v55
	v_div_fixup_f32 v8, v8, v9, v6
	v_mul_f32_e32 v9, v8, v8
	v_fmamk_f32 v23, v9, 0x3e3a2e8c, v45
	v_fmaak_f32 v23, v23, v9, 0x3e924925
	v_fmaak_f32 v23, v23, v9, 0x3ecccccd
	v_cvt_f32_i32_e32 v7, v7
	v_fmaak_f32 v23, v23, v9, 0x3f2aaaab
	v_mul_f32_e32 v9, v9, v23
	v_sub_f32_e32 v9, v6, v9
	v_fma_f32 v6, -v8, v9, v6
	v_fmac_f32_e32 v6, 0xb102e308, v7
	v_fmac_f32_e32 v6, 0x3f317218, v7
	v_cmp_neq_f32_e32 vcc, 0, v1
	s_nop 1
	v_cndmask_b32_e32 v6, v48, v6, vcc
	v_cmp_neq_f32_e32 vcc, s51, v1
	s_nop 1
	v_cndmask_b32_e32 v6, v49, v6, vcc
	v_cmp_ngt_f32_e32 vcc, 0, v1
	s_nop 1
	v_cndmask_b32_e32 v6, v50, v6, vcc
	v_cmp_u_f32_e32 vcc, v1, v1
	s_nop 1
	v_cndmask_b32_e32 v1, v6, v1, vcc
	v_mul_f32_e32 v1, v24, v1
	v_cmp_ge_f32_e32 vcc, s30, v57
	s_nop 1
	v_cndmask_b32_e32 v1, v56, v1, vcc
	v_mul_f32_e32 v1, v31, v1
	v_cmp_ngt_f32_e32 vcc, s31, v1
	s_nop 1
	v_cndmask_b32_e32 v1, v27, v1, vcc
	v_cmp_nlt_f32_e32 vcc, s50, v1
	s_nop 1
	v_cndmask_b32_e32 v1, v28, v1, vcc
	v_fmamk_f32 v6, v1, 0x3fb8aa3b, v29
	v_add_f32_e32 v6, 0xcb400000, v6
	v_fmac_f32_e32 v1, 0xbf317218, v6
	v_mul_f32_e32 v7, 0x3102e308, v6
	v_add_f32_e32 v8, v1, v7
	v_sub_f32_e32 v1, v8, v1
	v_sub_f32_e32 v1, v7, v1
	v_fmamk_f32 v7, v8, 0x39500d01, v30
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
	v_add_f32_e32 v56, v7, v1
	v_ashrrev_i32_e32 v1, 1, v6
	v_sub_u32_e32 v57, v6, v1
	v_lshl_add_u32 v58, v1, 23, 1.0
	v_sub_f32_e32 v1, 0, v53
	v_cmp_nlt_f32_e64 vcc, -v53, s31
	s_nop 1
	v_cndmask_b32_e32 v1, v27, v1, vcc
	v_cmp_nlt_f32_e32 vcc, s50, v1
	s_nop 1
	v_cndmask_b32_e32 v23, v28, v1, vcc
	v_fmamk_f32 v1, v23, 0x3fb8aa3b, v29
	v_add_f32_e32 v53, 0xcb400000, v1
	v_fmac_f32_e32 v23, 0xbf317218, v53
	v_mul_f32_e32 v7, 0x3102e308, v53
	v_add_f32_e32 v1, v23, v7
	v_fmamk_f32 v6, v1, 0x39500d01, v30
	v_fmaak_f32 v6, v6, v1, 0x3c088889
	v_fmaak_f32 v6, v6, v1, 0x3d2aaaab
	v_fmaak_f32 v6, v6, v1, 0x3e2aaaab
	v_fma_f32 v6, v6, v1, 0.5
	v_mul_f32_e32 v8, v1, v1
	v_mul_f32_e32 v8, v8, v6
	v_add_f32_e32 v6, v1, v8
	v_cmp_o_f32_e32 vcc, v53, v53
	v_sub_f32_e32 v9, v6, v1
	v_pk_add_f32 v[54:55], v[0:1], v[22:23] neg_lo:[0,1] neg_hi:[0,1]
	v_cndmask_b32_e32 v1, 0, v53, vcc
	v_add_f32_e32 v60, 1.0, v6
	v_cvt_i32_f32_e32 v1, v1
	v_sub_f32_e32 v59, v8, v9
	v_add_f32_e32 v8, -1.0, v60
	v_mov_b32_e32 v9, v55
	v_pk_add_f32 v[6:7], v[6:7], v[8:9] neg_lo:[0,1] neg_hi:[0,1]
	v_mul_f32_e32 v9, v56, v58
	v_add_f32_e32 v7, v7, v59
	v_add_f32_e32 v6, v6, v7
	v_ashrrev_i32_e32 v7, 1, v1
	v_add_f32_e32 v6, v60, v6
	v_sub_u32_e32 v1, v1, v7
	v_lshl_add_u32 v7, v7, 23, 1.0
	v_lshl_add_u32 v1, v1, 23, 1.0
	v_mul_f32_e32 v6, v6, v7
	v_mul_f32_e32 v1, v6, v1
	v_add_f32_e32 v6, 1.0, v1
	v_div_scale_f32 v7, s[4:5], v6, v6, 1.0
	v_rcp_f32_e32 v8, v7
	v_lshl_add_u32 v1, v57, 23, 1.0
	v_mul_f32_e32 v1, v9, v1
	v_fma_f32 v9, -v7, v8, 1.0
	v_fmac_f32_e32 v8, v9, v8
	v_div_scale_f32 v9, vcc, 1.0, v6, 1.0
	v_mul_f32_e32 v23, v9, v8
	v_fma_f32 v53, -v7, v23, v9
	v_fmac_f32_e32 v23, v53, v8
	v_fma_f32 v7, -v7, v23, v9
	v_div_fmas_f32 v7, v7, v8, v23
	v_cmp_gt_i32_e32 vcc, s61, v52
	s_and_b64 s[4:5], vcc, s[42:43]
	v_div_fixup_f32 v6, v7, v6, 1.0
	ds_write_b32 v41, v1
	ds_write_b32 v42, v6
	s_and_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB0_93
	v_mad_i64_i32 v[6:7], s[4:5], v52, s34, 0
	v_lshl_add_u64 v[6:7], v[6:7], 2, s[20:21]
	global_store_dword v[6:7], v1, off
.LBB0_93:
	s_or_b64 exec, exec, s[6:7]
	s_and_saveexec_b64 s[4:5], s[2:3]
	ds_write_b32 v46, v51
	s_or_b64 exec, exec, s[4:5]
	s_cmp_lt_i32 s56, 1
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_80
	s_ashr_i32 s2, s53, 31
	s_mul_i32 s3, s47, s53
	s_mul_i32 s2, s46, s2
	v_mov_b32_e32 v6, s53
	s_add_i32 s4, s2, s3
	v_mad_u64_u32 v[6:7], s[2:3], s46, v6, v[20:21]
	v_med3_i32 v1, s33, 1, 8
	v_add_u32_e32 v7, s4, v7
	s_movk_i32 s4, 0x2100
	s_mov_b32 s5, s53
	v_mov_b32_e32 v9, v43
	v_mov_b32_e32 v23, v25
	s_branch .LBB0_98
.LBB0_97:
	s_or_b64 exec, exec, s[2:3]
	v_add_u32_e32 v1, -1, v1
	v_cmp_eq_u32_e32 vcc, 0, v1
	v_add_u32_e32 v23, 32, v23
	v_add_u32_e32 v9, 0x200, v9
	s_add_i32 s4, s4, 4
	v_lshl_add_u64 v[6:7], v[6:7], 0, s[46:47]
	s_add_i32 s5, s5, 1
	s_cbranch_vccnz .LBB0_80
.LBB0_98:
	v_mov_b32_e32 v8, s4
	ds_read2_b32 v[60:61], v8 offset1:8
	s_waitcnt lgkmcnt(1)
	ds_read_b128 v[52:55], v9
	ds_read_b128 v[56:59], v9 offset:4096
	s_waitcnt lgkmcnt(2)
	v_mov_b32_e32 v8, v61
	v_pk_mul_f32 v[2:3], v[2:3], v[8:9] op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[4:5], v[8:9] op_sel_hi:[1,0]
	s_waitcnt lgkmcnt(1)
	v_mul_f32_e32 v8, v3, v53
	v_fmac_f32_e32 v8, v52, v2
	v_fmac_f32_e32 v8, v54, v4
	v_fmac_f32_e32 v8, v55, v5
	ds_bpermute_b32 v51, v32, v8
	ds_read_b32 v61, v23
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v8, v8, v51
	ds_bpermute_b32 v51, v33, v8
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v8, v8, v51
	ds_bpermute_b32 v51, v36, v8
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v8, v8, v51
	ds_bpermute_b32 v51, v37, v8
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v8, v8, v51
	ds_bpermute_b32 v51, v38, v8
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v8, v8, v51
	v_sub_f32_e32 v8, v61, v8
	v_mul_f32_e32 v8, v60, v8
	v_pk_fma_f32 v[2:3], v[52:53], v[8:9], v[2:3] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[4:5], v[54:55], v[8:9], v[4:5] op_sel_hi:[1,0,1]
	v_mul_f32_e32 v51, v57, v3
	v_fmac_f32_e32 v51, v56, v2
	v_fmac_f32_e32 v51, v58, v4
	v_fmac_f32_e32 v51, v59, v5
	ds_bpermute_b32 v52, v32, v51
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v51, v51, v52
	ds_bpermute_b32 v52, v33, v51
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v51, v51, v52
	ds_bpermute_b32 v52, v36, v51
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v51, v51, v52
	ds_bpermute_b32 v52, v37, v51
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v51, v51, v52
	ds_bpermute_b32 v52, v38, v51
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_100
	s_add_i32 s6, s76, s5
	s_ashr_i32 s7, s6, 31
	s_mul_i32 s7, s78, s7
	s_mul_hi_u32 s8, s78, s6
	s_add_i32 s7, s8, s7
	s_mul_i32 s8, s79, s6
	s_add_i32 s7, s7, s8
	s_mul_i32 s6, s78, s6
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v51, v51, v52
	v_cvt_pk_bf16_f32 v51, v51, s0
	v_lshl_add_u64 v[52:53], s[6:7], 1, v[14:15]
	global_store_short v[52:53], v51, off
.LBB0_100:
	s_or_b64 exec, exec, s[2:3]
	s_cmp_lt_i32 s5, s61
	s_cselect_b64 s[2:3], -1, 0
	s_and_b64 s[6:7], s[2:3], s[44:45]
	s_and_saveexec_b64 s[2:3], s[6:7]
	s_cbranch_execz .LBB0_97
	global_store_dword v[6:7], v8, off
	s_branch .LBB0_97
.LBB0_102:
	s_endpgm
.LBB0_103:
	s_mov_b32 s89, 0
	s_abs_i32 s59, s80
	s_andn2_b64 vcc, exec, s[30:31]
	s_add_i32 s3, s3, s33
	s_cbranch_vccz .LBB0_2
	s_branch .LBB0_3
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel gdn_verify_fold_act_bf16_dt_f32_pool_f32_bv8w4
		.amdhsa_group_segment_fixed_size 8512
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
		.amdhsa_next_free_vgpr 86
		.amdhsa_next_free_sgpr 100
		.amdhsa_accum_offset 88
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
	.size	gdn_verify_fold_act_bf16_dt_f32_pool_f32_bv8w4, .Lfunc_end0-gdn_verify_fold_act_bf16_dt_f32_pool_f32_bv8w4

	.set gdn_verify_fold_act_bf16_dt_f32_pool_f32_bv8w4.num_vgpr, 86
	.set gdn_verify_fold_act_bf16_dt_f32_pool_f32_bv8w4.num_agpr, 0
	.set gdn_verify_fold_act_bf16_dt_f32_pool_f32_bv8w4.numbered_sgpr, 100
	.set gdn_verify_fold_act_bf16_dt_f32_pool_f32_bv8w4.num_named_barrier, 0
	.set gdn_verify_fold_act_bf16_dt_f32_pool_f32_bv8w4.private_seg_size, 0
	.set gdn_verify_fold_act_bf16_dt_f32_pool_f32_bv8w4.uses_vcc, 1
	.set gdn_verify_fold_act_bf16_dt_f32_pool_f32_bv8w4.uses_flat_scratch, 0
	.set gdn_verify_fold_act_bf16_dt_f32_pool_f32_bv8w4.has_dyn_sized_stack, 0
	.set gdn_verify_fold_act_bf16_dt_f32_pool_f32_bv8w4.has_recursion, 0
	.set gdn_verify_fold_act_bf16_dt_f32_pool_f32_bv8w4.has_indirect_call, 0
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
    .group_segment_fixed_size: 8512
    .kernarg_segment_align: 8
    .kernarg_segment_size: 304
    .max_flat_workgroup_size: 256
    .name:           gdn_verify_fold_act_bf16_dt_f32_pool_f32_bv8w4
    .private_segment_fixed_size: 0
    .sgpr_count:     106
    .sgpr_spill_count: 21
    .symbol:         gdn_verify_fold_act_bf16_dt_f32_pool_f32_bv8w4.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     86
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx950
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
