; deltagen generated file: do not edit. Regenerate with `cargo xtask gen`.
; kernel: gdn_verify  instance: gdn_verify_fold_act_bf16_dt_f32_pool_f32_bv8w4  arch: gfx950
; profile=portable  mode=fold  act_dtype=bf16  dt_bias_dtype=f32  pool_dtype=f32  tile=bv8w4  lanes_per_column=32  requests=1
; ir-sha256: 3c869125e572d40ae10433c42ca80d7f05d6876f444a426077c35fa81fd6b2c1
; llvm: 22.1  pipeline: default<O3>  ld.lld: LLVM 22.1
	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 6
	.text
	.globl	gdn_verify_fold_act_bf16_dt_f32_pool_f32_bv8w4
	.p2align	8
	.type	gdn_verify_fold_act_bf16_dt_f32_pool_f32_bv8w4,@function
gdn_verify_fold_act_bf16_dt_f32_pool_f32_bv8w4:
	s_load_dwordx4 s[4:7], s[0:1], 0x7c
	s_load_dword s68, s[0:1], 0x120
	s_mov_b32 s28, s3
	s_ashr_i32 s3, s2, 31
	s_lshr_b32 s3, s3, 28
	s_waitcnt lgkmcnt(0)
	s_max_i32 s8, s6, 1
	v_cvt_f32_u32_e32 v1, s8
	s_sub_i32 s10, 0, s8
	s_abs_i32 s9, s7
	s_add_i32 s3, s2, s3
	v_rcp_iflag_f32_e32 v1, v1
	s_ashr_i32 s58, s3, 4
	s_ashr_i32 s69, s68, 31
	s_ashr_i32 s35, s7, 31
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	s_load_dwordx2 s[30:31], s[0:1], 0x118
	s_load_dwordx8 s[44:51], s[0:1], 0x40
	s_load_dwordx8 s[36:43], s[0:1], 0x60
	s_mov_b32 s34, s7
	v_cmp_lt_i64_e64 s[52:53], s[68:69], 1
	v_readfirstlane_b32 s11, v1
	s_mul_i32 s10, s10, s11
	s_mul_hi_u32 s10, s11, s10
	s_add_i32 s11, s11, s10
	s_mul_hi_u32 s10, s9, s11
	s_mul_i32 s11, s10, s8
	s_sub_i32 s9, s9, s11
	s_add_i32 s12, s10, 1
	s_sub_i32 s11, s9, s8
	s_cmp_ge_u32 s9, s8
	s_cselect_b32 s10, s12, s10
	s_cselect_b32 s9, s11, s9
	s_add_i32 s11, s10, 1
	s_cmp_ge_u32 s9, s8
	s_cselect_b32 s8, s11, s10
	s_xor_b32 s8, s8, s35
	s_sub_i32 s8, s8, s35
	s_max_i32 s83, s8, 1
	v_cvt_f32_u32_e32 v1, s83
	s_ashr_i32 s29, s28, 31
	s_sub_i32 s7, 0, s83
	s_lshl_b64 s[54:55], s[28:29], 2
	v_rcp_iflag_f32_e32 v1, v1
	s_waitcnt lgkmcnt(0)
	s_add_u32 s8, s46, s54
	s_load_dwordx8 s[12:19], s[0:1], 0xf8
	s_addc_u32 s9, s47, s55
	s_load_dword s24, s[8:9], 0x0
	s_add_u32 s8, s48, s54
	s_addc_u32 s9, s49, s55
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	s_add_u32 s20, s50, s54
	v_cvt_u32_f32_e32 v1, v1
	s_addc_u32 s21, s51, s55
	s_load_dwordx2 s[42:43], s[8:9], 0x0
	s_waitcnt lgkmcnt(0)
	s_add_u32 s8, s16, s54
	s_addc_u32 s9, s17, s55
	s_add_u32 s10, s18, s54
	v_readfirstlane_b32 s25, v1
	s_addc_u32 s11, s19, s55
	s_mul_i32 s7, s7, s25
	s_add_u32 s48, s30, s54
	v_cmp_gt_i64_e64 s[22:23], s[68:69], 0
	s_mov_b32 s84, 0
	s_mul_hi_u32 s26, s25, s7
	s_addc_u32 s49, s31, s55
	s_mul_hi_i32 s17, s68, s28
	s_mul_i32 s16, s68, s28
	s_and_b64 vcc, exec, s[52:53]
	s_cbranch_vccnz .LBB0_79
	s_lshl_b64 s[18:19], s[16:17], 2
	s_add_u32 s18, s12, s18
	s_addc_u32 s19, s13, s19
	s_load_dword s85, s[18:19], 0x0
	s_abs_i32 s7, s58
	s_andn2_b64 vcc, exec, s[22:23]
	s_add_i32 s25, s25, s26
	s_cbranch_vccnz .LBB0_3
.LBB0_2:
	s_lshl_b64 s[18:19], s[16:17], 2
	s_add_u32 s18, s14, s18
	s_addc_u32 s19, s15, s19
	s_load_dword s84, s[18:19], 0x0
.LBB0_3:
	s_lshl_b32 s18, s58, 4
	s_sub_i32 s82, s2, s18
	s_lshl_b32 s2, s82, 3
	s_ashr_i32 s59, s58, 31
	s_cmp_gt_i32 s24, -1
	s_cselect_b64 s[18:19], -1, 0
	s_cmp_lt_i32 s24, s5
	s_cselect_b64 s[50:51], -1, 0
	s_load_dword s69, s[20:21], 0x0
	s_load_dwordx4 s[28:31], s[0:1], 0xb0
	s_load_dwordx2 s[52:53], s[0:1], 0xc0
	s_and_b64 s[20:21], s[18:19], s[50:51]
	s_cmp_gt_i32 s42, -1
	s_cselect_b64 s[18:19], -1, 0
	s_cmp_ge_i32 s43, s42
	s_cselect_b64 s[22:23], -1, 0
	s_cmp_le_i32 s43, s4
	s_cselect_b64 s[26:27], -1, 0
	s_and_b64 s[18:19], s[18:19], s[22:23]
	v_lshrrev_b32_e32 v26, 5, v0
	s_sub_i32 s33, s43, s42
	s_and_b64 s[54:55], s[26:27], s[18:19]
	v_or_b32_e32 v6, s2, v26
	s_waitcnt lgkmcnt(0)
	s_cmp_le_i32 s33, s53
	v_ashrrev_i32_e32 v7, 31, v6
	s_cselect_b64 s[56:57], -1, 0
	s_lshl_b64 s[62:63], s[58:59], 7
	v_lshl_add_u64 v[4:5], s[62:63], 0, v[6:7]
	v_lshlrev_b64 v[20:21], 7, v[4:5]
	v_mov_b32_e32 v1, s24
	s_ashr_i32 s4, s24, 31
	v_mad_u64_u32 v[4:5], s[22:23], s30, v1, v[20:21]
	s_mul_i32 s22, s31, s24
	s_mul_i32 s4, s30, s4
	v_and_b32_e32 v27, 31, v0
	s_and_b64 s[18:19], s[56:57], s[54:55]
	v_mov_b32_e32 v2, 0
	s_add_i32 s4, s4, s22
	v_lshlrev_b32_e32 v10, 2, v27
	v_add_u32_e32 v5, s4, v5
	v_mov_b32_e32 v3, v2
	s_and_b64 s[46:47], s[20:21], s[18:19]
	s_mul_hi_u32 s66, s7, s25
	s_andn2_b64 vcc, exec, s[46:47]
	v_lshl_add_u64 v[12:13], v[4:5], 2, s[44:45]
	v_lshlrev_b32_e32 v8, 2, v10
	v_mov_b64_e32 v[4:5], v[2:3]
	s_cbranch_vccnz .LBB0_5
	v_mov_b32_e32 v9, v2
	v_lshl_add_u64 v[2:3], v[12:13], 0, v[8:9]
	global_load_dwordx4 v[2:5], v[2:3], off
	s_waitcnt vmcnt(0)
	v_pk_add_f32 v[2:3], v[2:3], 0 op_sel_hi:[1,0]
	v_pk_add_f32 v[4:5], v[4:5], 0 op_sel_hi:[1,0]
.LBB0_5:
	s_load_dwordx8 s[20:27], s[0:1], 0x90
	s_load_dword s43, s[48:49], 0x0
	s_ashr_i32 s4, s3, 31
	s_load_dword s3, s[8:9], 0x0
	s_load_dword s80, s[10:11], 0x0
	s_load_dwordx2 s[72:73], s[0:1], 0x128
	s_load_dword s48, s[0:1], 0x130
	s_xor_b64 s[10:11], s[56:57], -1
	s_xor_b64 s[8:9], s[54:55], -1
	s_and_b64 s[10:11], s[54:55], s[10:11]
	s_and_b64 s[10:11], s[10:11], exec
	s_cselect_b32 s49, 2, 0
	s_and_b64 s[10:11], s[50:51], exec
	s_cselect_b32 s10, 0, 4
	s_cmp_lt_i32 s69, s52
	s_cselect_b64 s[64:65], -1, 0
	v_cndmask_b32_e64 v1, 0, 1, s[8:9]
	s_and_b64 s[8:9], s[64:65], exec
	s_cselect_b32 s8, 0, 8
	s_or_b32 s8, s8, s10
	v_readfirstlane_b32 s9, v1
	s_or_b32 s8, s8, s9
	s_or_b32 s10, s8, s49
	s_cmp_eq_u32 s10, 0
	s_cselect_b64 s[8:9], -1, 0
	s_waitcnt lgkmcnt(0)
	s_cmp_lg_u32 s48, 0
	s_cselect_b64 s[74:75], -1, 0
	s_cmp_eq_u32 s48, 0
	s_cselect_b64 s[48:49], -1, 0
	s_or_b64 s[8:9], s[48:49], s[8:9]
	s_and_b64 vcc, exec, s[8:9]
	s_cbranch_vccnz .LBB0_9
	v_mbcnt_lo_u32_b32 v1, exec_lo, 0
	v_mbcnt_hi_u32_b32 v1, exec_hi, v1
	v_cmp_eq_u32_e32 vcc, 0, v1
	s_and_saveexec_b64 s[8:9], vcc
	s_cbranch_execz .LBB0_8
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v9, s10
	global_atomic_or v1, v9, s[72:73]
.LBB0_8:
	s_or_b64 exec, exec, s[8:9]
.LBB0_9:
	s_mul_i32 s8, s66, s83
	s_sub_i32 s7, s7, s8
	s_add_i32 s8, s66, 1
	s_sub_i32 s9, s7, s83
	s_cmp_ge_u32 s7, s83
	s_cselect_b32 s8, s8, s66
	s_cselect_b32 s7, s9, s7
	s_add_i32 s9, s8, 1
	s_cmp_ge_u32 s7, s83
	s_cselect_b32 s7, s9, s8
	s_xor_b32 s7, s7, s4
	s_sub_i32 s70, s7, s4
	s_ashr_i32 s71, s70, 31
	s_ashr_i32 s7, s6, 31
	s_cmp_gt_i32 s3, -1
	s_cselect_b64 s[8:9], -1, 0
	s_cmp_le_i32 s3, s68
	s_cselect_b64 s[10:11], -1, 0
	s_and_b64 s[8:9], s[8:9], s[10:11]
	s_and_b64 s[10:11], s[8:9], s[46:47]
	s_and_b64 s[54:55], s[10:11], exec
	s_cselect_b32 s86, s3, 0
	s_xor_b64 s[8:9], s[8:9], -1
	s_and_b64 s[8:9], s[46:47], s[8:9]
	s_cmp_gt_i32 s43, -1
	s_cselect_b64 s[76:77], -1, 0
	v_sub_co_u32_e64 v1, s[54:55], s86, 1
	s_and_b64 s[54:55], s[76:77], s[54:55]
	s_and_b64 s[10:11], s[10:11], s[54:55]
	s_load_dwordx4 s[48:51], s[0:1], 0xc8
	s_load_dwordx2 s[60:61], s[0:1], 0xd8
	s_and_b64 s[8:9], s[8:9], exec
	s_cselect_b32 s3, 16, 0
	s_and_b64 s[8:9], s[10:11], exec
	s_cselect_b32 s4, 32, 0
	s_or_b32 s87, s4, s3
	s_lshl_b64 s[54:55], s[34:35], 7
	s_lshl_b64 s[56:57], s[6:7], 7
	s_lshl_b64 s[66:67], s[70:71], 7
	s_mov_b32 s88, 0
	v_readfirstlane_b32 s89, v1
	s_cmp_lt_i32 s86, 1
	v_lshlrev_b32_e32 v1, 2, v0
	s_cbranch_scc1 .LBB0_48
	s_lshl_b64 s[6:7], s[58:59], 2
	s_add_u32 s71, s40, s6
	s_addc_u32 s90, s41, s7
	s_lshl_b64 s[6:7], s[62:63], 2
	s_add_u32 s4, s36, s6
	s_addc_u32 s6, s37, s7
	s_ashr_i32 s3, s2, 31
	s_lshl_b64 s[2:3], s[2:3], 2
	s_add_u32 s10, s4, s2
	s_addc_u32 s11, s6, s3
	s_lshl_b64 s[2:3], s[66:67], 2
	s_add_u32 s2, s38, s2
	s_addc_u32 s3, s39, s3
	s_cmp_lt_i32 s80, 0
	s_cselect_b64 s[6:7], -1, 0
	s_cmp_ge_i32 s80, s5
	v_and_b32_e32 v9, 0x7f, v0
	s_cselect_b64 s[4:5], -1, 0
	v_lshlrev_b32_e32 v14, 2, v9
	v_or_b32_e32 v9, 0x100, v0
	v_lshl_add_u64 v[20:21], v[20:21], 2, s[44:45]
	s_ashr_i32 s44, s80, 31
	v_lshrrev_b32_e32 v28, 7, v9
	v_or_b32_e32 v9, 0x200, v0
	s_mul_hi_u32 s45, s30, s80
	s_mul_i32 s44, s30, s44
	v_lshrrev_b32_e32 v29, 7, v9
	v_or_b32_e32 v9, 0x300, v0
	s_add_i32 s44, s45, s44
	s_mul_i32 s31, s31, s80
	v_mov_b32_e32 v15, 0
	v_lshrrev_b32_e32 v30, 7, v9
	v_and_b32_e32 v9, 7, v0
	s_add_i32 s31, s44, s31
	s_mul_i32 s30, s30, s80
	v_lshl_add_u64 v[16:17], s[2:3], 0, v[14:15]
	v_lshlrev_b32_e32 v14, 2, v9
	v_lshl_add_u64 v[20:21], s[30:31], 2, v[20:21]
	v_mov_b32_e32 v9, v15
	s_or_b64 s[78:79], s[6:7], s[4:5]
	s_movk_i32 s6, 0x100
	s_movk_i32 s2, 0x300
	s_movk_i32 s4, 0x200
	v_lshl_add_u64 v[20:21], v[20:21], 0, v[8:9]
	v_mov_b32_e32 v9, 0x2000
	v_lshrrev_b32_e32 v11, 7, v0
	v_cmp_gt_u32_e64 s[2:3], s2, v0
	v_cmp_gt_u32_e64 s[4:5], s4, v0
	v_cmp_gt_u32_e64 s[6:7], s6, v0
	v_cmp_gt_u32_e64 s[8:9], 64, v0
	v_lshrrev_b32_e32 v31, 3, v0
	v_lshl_add_u64 v[18:19], s[10:11], 0, v[14:15]
	v_cmp_gt_u32_e64 s[10:11], 8, v0
	v_lshl_or_b32 v9, v26, 2, v9
	s_branch .LBB0_13
.LBB0_11:
	v_pk_add_f32 v[2:3], v[2:3], 0 op_sel_hi:[1,0]
	v_pk_add_f32 v[4:5], v[4:5], 0 op_sel_hi:[1,0]
.LBB0_12:
	s_add_i32 s88, s88, 1
	s_cmp_eq_u32 s88, s86
	s_cbranch_scc1 .LBB0_48
.LBB0_13:
	s_add_u32 s30, s16, s88
	s_addc_u32 s31, s17, 0
	s_cmp_lg_u32 s88, 0
	s_cselect_b64 s[44:45], -1, 0
	s_mov_b32 s80, 0
	s_and_b64 vcc, exec, s[44:45]
	s_cbranch_vccz .LBB0_15
	s_lshl_b64 s[80:81], s[30:31], 2
	s_add_u32 s80, s12, s80
	s_addc_u32 s81, s13, s81
	global_load_dword v14, v15, s[80:81]
	s_waitcnt vmcnt(0)
	v_readfirstlane_b32 s80, v14
.LBB0_15:
	s_andn2_b64 vcc, exec, s[44:45]
	s_mov_b32 s45, s84
	s_mov_b32 s44, s85
	s_cbranch_vccnz .LBB0_17
	s_lshl_b64 s[30:31], s[30:31], 2
	s_add_u32 s30, s14, s30
	s_addc_u32 s31, s15, s31
	global_load_dword v14, v15, s[30:31]
	s_mov_b32 s44, s80
	s_waitcnt vmcnt(0)
	v_readfirstlane_b32 s45, v14
.LBB0_17:
	s_cmp_lt_i32 s44, 0
	s_cselect_b64 s[30:31], -1, 0
	s_cmp_ge_i32 s44, s52
	s_cselect_b64 s[80:81], -1, 0
	s_or_b64 s[30:31], s[30:31], s[80:81]
	s_cmp_eq_u32 s44, s69
	s_cselect_b64 s[80:81], -1, 0
	s_or_b64 s[80:81], s[80:81], s[30:31]
	s_cmp_lt_i32 s45, 0
	s_cselect_b64 s[30:31], -1, 0
	s_cmp_ge_i32 s45, s53
	s_cselect_b64 s[92:93], -1, 0
	s_or_b64 s[92:93], s[30:31], s[92:93]
	s_cmp_eq_u32 s88, s89
	s_cselect_b64 s[30:31], -1, 0
	s_and_b64 s[30:31], s[76:77], s[30:31]
	s_cmp_gt_i32 s43, s45
	s_cselect_b64 s[94:95], -1, 0
	s_or_b64 s[94:95], s[78:79], s[94:95]
	s_and_b64 s[94:95], s[30:31], s[94:95]
	s_and_b64 s[80:81], s[80:81], exec
	s_cselect_b32 s91, 8, 0
	s_and_b64 s[80:81], s[92:93], exec
	s_cselect_b32 s92, 16, 0
	s_and_b64 s[80:81], s[94:95], exec
	s_cselect_b32 s80, 32, 0
	s_or_b32 s81, s92, s87
	s_or_b32 s80, s81, s80
	s_or_b32 s87, s80, s91
	s_cbranch_scc1 .LBB0_12
	s_cmp_gt_u32 s45, 0x7ffffff7
	s_cbranch_scc1 .LBB0_11
	s_add_i32 s91, s45, 1
	s_add_i32 s45, s45, 8
	s_lshr_b32 s92, s45, 3
	s_ashr_i32 s45, s44, 31
	s_waitcnt lgkmcnt(0)
	s_mul_hi_u32 s93, s50, s44
	s_mul_i32 s94, s50, s45
	s_add_i32 s93, s93, s94
	s_mul_i32 s94, s51, s44
	s_mul_hi_u32 s80, s60, s44
	s_mul_i32 s81, s60, s45
	s_add_i32 s95, s93, s94
	s_mul_hi_u32 s93, s48, s44
	s_mul_i32 s45, s48, s45
	s_add_i32 s80, s80, s81
	s_mul_i32 s81, s61, s44
	s_add_i32 s45, s93, s45
	s_mul_i32 s93, s49, s44
	s_add_i32 s81, s80, s81
	s_mul_i32 s80, s60, s44
	s_mul_i32 s94, s50, s44
	s_add_i32 s45, s45, s93
	s_mul_i32 s44, s48, s44
	v_lshl_add_u64 v[24:25], s[44:45], 2, v[18:19]
	s_lshl_b64 s[44:45], s[80:81], 2
	s_add_u32 s44, s71, s44
	v_lshl_add_u64 v[22:23], s[94:95], 2, v[16:17]
	s_addc_u32 s45, s90, s45
	s_mov_b32 s93, 0
	s_mov_b32 s94, s43
	s_mov_b32 s95, s91
	s_branch .LBB0_21
.LBB0_20:
	s_add_i32 s93, s93, 1
	s_add_i32 s95, s95, -8
	s_add_i32 s94, s94, -8
	s_cmp_eq_u32 s93, s92
	s_barrier
	s_cbranch_scc1 .LBB0_11
.LBB0_21:
	s_lshl_b32 s97, s93, 3
	s_sub_i32 s96, s91, s97
	s_min_i32 s98, s96, 8
	v_mov_b32_e32 v14, 0
	v_cmp_gt_i32_e32 vcc, s98, v11
	v_mov_b32_e32 v32, v14
	s_and_saveexec_b64 s[80:81], vcc
	s_cbranch_execz .LBB0_23
	v_or_b32_e32 v32, s97, v11
	s_ashr_i32 s99, s97, 31
	v_mul_lo_u32 v34, s57, v32
	s_mul_i32 s99, s56, s99
	v_mad_u64_u32 v[32:33], vcc, s56, v32, 0
	v_add3_u32 v33, v33, s99, v34
	v_lshl_add_u64 v[32:33], v[32:33], 2, v[22:23]
	global_load_dword v32, v[32:33], off
.LBB0_23:
	s_or_b64 exec, exec, s[80:81]
	v_cmp_gt_i32_e32 vcc, s98, v28
	s_and_b64 vcc, s[2:3], vcc
	s_and_saveexec_b64 s[80:81], vcc
	s_cbranch_execz .LBB0_25
	v_add_u32_e32 v14, s97, v28
	v_ashrrev_i32_e32 v33, 31, v14
	v_mul_lo_u32 v33, s56, v33
	v_mul_lo_u32 v36, s57, v14
	s_waitcnt vmcnt(0)
	v_mad_u64_u32 v[34:35], vcc, s56, v14, 0
	v_add3_u32 v35, v35, v33, v36
	v_lshl_add_u64 v[34:35], v[34:35], 2, v[22:23]
	global_load_dword v14, v[34:35], off
.LBB0_25:
	s_or_b64 exec, exec, s[80:81]
	v_cmp_gt_i32_e32 vcc, s98, v29
	v_mov_b32_e32 v33, 0
	s_and_b64 vcc, s[4:5], vcc
	v_mov_b32_e32 v34, v33
	s_and_saveexec_b64 s[80:81], vcc
	s_cbranch_execz .LBB0_27
	v_or_b32_e32 v34, s97, v29
	s_ashr_i32 s99, s97, 31
	v_mul_lo_u32 v36, s57, v34
	s_mul_i32 s99, s56, s99
	s_waitcnt vmcnt(0)
	v_mad_u64_u32 v[34:35], vcc, s56, v34, 0
	v_add3_u32 v35, v35, s99, v36
	v_lshl_add_u64 v[34:35], v[34:35], 2, v[22:23]
	global_load_dword v34, v[34:35], off
.LBB0_27:
	s_or_b64 exec, exec, s[80:81]
	v_cmp_gt_i32_e32 vcc, s98, v30
	s_and_b64 vcc, s[6:7], vcc
	s_and_saveexec_b64 s[80:81], vcc
	s_cbranch_execz .LBB0_29
	v_or_b32_e32 v33, s97, v30
	s_ashr_i32 s99, s97, 31
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v35, s57, v33
	s_mul_i32 s99, s56, s99
	v_mad_u64_u32 v[36:37], vcc, s56, v33, 0
	v_add3_u32 v37, v37, s99, v35
	v_lshl_add_u64 v[36:37], v[36:37], 2, v[22:23]
	global_load_dword v33, v[36:37], off
.LBB0_29:
	s_or_b64 exec, exec, s[80:81]
	v_cmp_gt_i32_e32 vcc, s98, v31
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v35, 0
	s_and_b64 vcc, s[8:9], vcc
	v_mov_b32_e32 v36, v35
	s_and_saveexec_b64 s[80:81], vcc
	s_cbranch_execnz .LBB0_42
	s_or_b64 exec, exec, s[80:81]
	v_cmp_gt_i32_e32 vcc, s98, v0
	s_and_saveexec_b64 s[80:81], vcc
	s_cbranch_execnz .LBB0_43
.LBB0_31:
	s_or_b64 exec, exec, s[80:81]
	s_waitcnt vmcnt(0)
	ds_write_b32 v1, v32
	s_and_saveexec_b64 s[80:81], s[2:3]
	s_cbranch_execnz .LBB0_44
.LBB0_32:
	s_or_b64 exec, exec, s[80:81]
	s_and_saveexec_b64 s[80:81], s[4:5]
	s_cbranch_execnz .LBB0_45
.LBB0_33:
	s_or_b64 exec, exec, s[80:81]
	s_and_saveexec_b64 s[80:81], s[6:7]
	s_cbranch_execnz .LBB0_46
.LBB0_34:
	s_or_b64 exec, exec, s[80:81]
	s_and_saveexec_b64 s[80:81], s[8:9]
	s_cbranch_execnz .LBB0_47
.LBB0_35:
	s_or_b64 exec, exec, s[80:81]
	s_and_saveexec_b64 s[80:81], s[10:11]
	s_cbranch_execz .LBB0_37
.LBB0_36:
	s_waitcnt vmcnt(0)
	ds_write_b32 v1, v35 offset:8480
.LBB0_37:
	s_or_b64 exec, exec, s[80:81]
	s_cmp_lt_i32 s96, 1
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_20
	v_med3_i32 v14, s95, 1, 8
	s_movk_i32 s80, 0x2120
	v_mov_b32_e32 v32, s94
	v_mov_b32_e32 v33, v9
	v_mov_b32_e32 v34, v8
	s_waitcnt vmcnt(0)
	s_branch .LBB0_40
.LBB0_39:
	v_add_u32_e32 v14, -1, v14
	v_cmp_eq_u32_e32 vcc, 0, v14
	v_add_u32_e32 v34, 0x200, v34
	s_add_i32 s80, s80, 4
	v_add_u32_e32 v33, 32, v33
	s_cbranch_vccnz .LBB0_20
.LBB0_40:
	v_mov_b32_e32 v35, s80
	ds_read_b32 v40, v35
	ds_read_b32 v42, v33
	ds_read_b128 v[36:39], v34
	v_subrev_co_u32_e32 v32, vcc, 1, v32
	s_waitcnt lgkmcnt(2)
	v_pk_mul_f32 v[2:3], v[2:3], v[40:41] op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[4:5], v[40:41] op_sel_hi:[1,0]
	s_and_b64 s[96:97], s[30:31], vcc
	s_waitcnt lgkmcnt(0)
	v_pk_fma_f32 v[2:3], v[36:37], v[42:43], v[2:3] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[4:5], v[38:39], v[42:43], v[4:5] op_sel_hi:[1,0,1]
	s_and_b64 vcc, exec, s[96:97]
	s_cbranch_vccz .LBB0_39
	global_store_dwordx4 v[20:21], v[2:5], off
	s_branch .LBB0_39
.LBB0_42:
	v_or_b32_e32 v36, s97, v31
	s_ashr_i32 s99, s97, 31
	v_mul_lo_u32 v38, s55, v36
	s_mul_i32 s99, s54, s99
	v_mad_u64_u32 v[36:37], vcc, s54, v36, 0
	v_add3_u32 v37, v37, s99, v38
	v_lshl_add_u64 v[36:37], v[36:37], 2, v[24:25]
	global_load_dword v36, v[36:37], off
	s_or_b64 exec, exec, s[80:81]
	v_cmp_gt_i32_e32 vcc, s98, v0
	s_and_saveexec_b64 s[80:81], vcc
	s_cbranch_execz .LBB0_31
.LBB0_43:
	v_add_u32_e32 v35, s97, v0
	v_mad_i64_i32 v[38:39], s[98:99], v35, s34, 0
	v_lshl_add_u64 v[38:39], v[38:39], 2, s[44:45]
	global_load_dword v35, v[38:39], off
	s_or_b64 exec, exec, s[80:81]
	s_waitcnt vmcnt(1)
	ds_write_b32 v1, v32
	s_and_saveexec_b64 s[80:81], s[2:3]
	s_cbranch_execz .LBB0_32
.LBB0_44:
	ds_write_b32 v1, v14 offset:1024
	s_or_b64 exec, exec, s[80:81]
	s_and_saveexec_b64 s[80:81], s[4:5]
	s_cbranch_execz .LBB0_33
.LBB0_45:
	ds_write_b32 v1, v34 offset:2048
	s_or_b64 exec, exec, s[80:81]
	s_and_saveexec_b64 s[80:81], s[6:7]
	s_cbranch_execz .LBB0_34
.LBB0_46:
	ds_write_b32 v1, v33 offset:3072
	s_or_b64 exec, exec, s[80:81]
	s_and_saveexec_b64 s[80:81], s[8:9]
	s_cbranch_execz .LBB0_35
.LBB0_47:
	ds_write_b32 v1, v36 offset:8192
	s_or_b64 exec, exec, s[80:81]
	s_and_saveexec_b64 s[80:81], s[10:11]
	s_cbranch_execnz .LBB0_36
	s_branch .LBB0_37
.LBB0_48:
	s_cmp_lg_u32 s87, 0
	s_cselect_b64 s[2:3], -1, 0
	s_and_b64 s[2:3], s[74:75], s[2:3]
	s_and_b64 vcc, exec, s[2:3]
	s_cbranch_vccz .LBB0_52
	v_mbcnt_lo_u32_b32 v9, exec_lo, 0
	v_mbcnt_hi_u32_b32 v9, exec_hi, v9
	v_cmp_eq_u32_e32 vcc, 0, v9
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_51
	v_mov_b32_e32 v9, 0
	v_mov_b32_e32 v11, s87
	global_atomic_or v9, v11, s[72:73]
.LBB0_51:
	s_or_b64 exec, exec, s[2:3]
.LBB0_52:
	s_cmp_eq_u32 s87, 0
	s_cselect_b64 s[2:3], -1, 0
	s_cmp_eq_u32 s86, s68
	s_cselect_b64 s[4:5], -1, 0
	s_and_b64 s[4:5], s[4:5], s[2:3]
	s_and_b64 s[4:5], s[46:47], s[4:5]
	s_andn2_b64 vcc, exec, s[4:5]
	s_cbranch_vccnz .LBB0_54
	v_mov_b32_e32 v9, 0
	v_lshl_add_u64 v[12:13], v[12:13], 0, v[8:9]
	global_store_dwordx4 v[12:13], v[2:5], off
.LBB0_54:
	s_and_b64 s[2:3], s[2:3], s[18:19]
	s_and_b64 s[2:3], s[2:3], exec
	s_cselect_b32 s43, s33, 0
	s_add_i32 s30, s43, 7
	s_cmp_lt_i32 s30, 8
	s_mov_b32 s52, 0
	s_cbranch_scc1 .LBB0_78
	s_load_dwordx16 s[4:19], s[0:1], 0x0
	s_lshl_b64 s[2:3], s[58:59], 2
	v_mov_b32_e32 v17, 0
	s_load_dwordx4 s[44:47], s[0:1], 0xe0
	v_lshlrev_b32_e32 v16, 1, v10
	s_waitcnt lgkmcnt(0)
	s_add_u32 s14, s14, s2
	s_addc_u32 s15, s15, s3
	global_load_dword v9, v17, s[14:15]
	s_add_u32 s14, s16, s2
	s_addc_u32 s15, s17, s3
	global_load_dword v35, v17, s[14:15]
	v_div_scale_f32 v12, s[0:1], s45, s45, 1.0
	v_rcp_f32_e32 v14, v12
	s_ashr_i32 s16, s30, 31
	s_lshr_b32 s14, s16, 29
	s_add_i32 s30, s30, s14
	v_mov_b32_e32 v10, 0x2000
	s_lshl_b64 s[0:1], s[62:63], 1
	s_ashr_i32 s62, s30, 3
	v_lshl_or_b32 v30, v26, 2, v10
	v_fma_f32 v10, -v12, v14, 1.0
	s_add_u32 s8, s8, s0
	v_div_scale_f32 v13, vcc, 1.0, s45, 1.0
	v_fmac_f32_e32 v14, v10, v14
	s_addc_u32 s9, s9, s1
	s_lshl_b64 s[16:17], s[58:59], 1
	v_mul_f32_e32 v15, v13, v14
	s_add_u32 s14, s10, s16
	v_fma_f32 v10, -v12, v15, v13
	s_addc_u32 s15, s11, s17
	v_lshlrev_b64 v[18:19], 1, v[6:7]
	v_fmac_f32_e32 v15, v10, v14
	s_add_u32 s16, s12, s16
	s_mov_b32 s47, 0xc2d00000
	v_lshl_add_u64 v[10:11], s[8:9], 0, v[18:19]
	v_fma_f32 v12, -v12, v15, v13
	s_addc_u32 s17, s13, s17
	s_lshl_b64 s[8:9], s[66:67], 1
	v_mov_b32_e32 v24, 0xc2d00000
	v_div_fmas_f32 v12, v12, v14, v15
	s_add_u32 s4, s4, s8
	s_mov_b32 s68, 0x42b20000
	s_addc_u32 s5, s5, s9
	v_mov_b32_e32 v25, 0x42b20000
	v_div_fixup_f32 v36, v12, s45, 1.0
	v_lshl_add_u64 v[12:13], s[4:5], 0, v[16:17]
	s_add_u32 s4, s6, s8
	v_mov_b32_e32 v28, 0x4b400000
	s_addc_u32 s5, s7, s9
	v_lshl_add_u64 v[14:15], s[4:5], 0, v[16:17]
	v_mov_b32_e32 v29, 0x3ab60b61
	s_mul_i32 s31, s70, s83
	s_cmp_eq_u32 s82, 0
	s_cselect_b64 s[4:5], -1, 0
	s_sub_i32 s6, s58, s31
	s_or_b32 s6, s6, s82
	s_cmp_eq_u32 s6, 0
	s_cselect_b64 s[6:7], -1, 0
	s_cmp_gt_i32 s69, -1
	s_mul_i32 s10, s51, s69
	s_mul_hi_u32 s11, s50, s69
	s_cselect_b64 s[8:9], -1, 0
	s_add_i32 s11, s11, s10
	s_mul_i32 s10, s50, s69
	s_and_b64 s[8:9], s[8:9], s[64:65]
	s_lshl_b64 s[10:11], s[10:11], 2
	s_add_u32 s12, s38, s10
	s_addc_u32 s13, s39, s11
	s_lshl_b64 s[10:11], s[66:67], 2
	s_add_u32 s10, s12, s10
	s_addc_u32 s11, s13, s11
	v_bfrev_b32_e32 v20, 0.5
	v_bitop3_b32 v31, v1, 64, v20 bitop3:0x6c
	v_bitop3_b32 v32, v1, 32, v20 bitop3:0x6c
	v_bitop3_b32 v33, v1, 16, v20 bitop3:0x6c
	v_bitop3_b32 v34, v1, 8, v20 bitop3:0x6c
	v_add_u32_e32 v40, 0x2120, v1
	v_add_u32_e32 v41, 0x2100, v1
	v_lshl_or_b32 v39, v26, 9, v8
	v_mov_b32_e32 v42, 0x260
	v_mov_b32_e32 v44, 0xff800000
	v_mov_b32_e32 v45, 0x7f800000
	v_mov_b32_e32 v46, 0x7fc00000
	s_waitcnt vmcnt(1)
	v_cmp_ngt_f32_e32 vcc, s47, v9
	s_nop 1
	v_cndmask_b32_e32 v9, v24, v9, vcc
	v_cmp_nlt_f32_e32 vcc, s68, v9
	s_nop 1
	v_cndmask_b32_e32 v9, v25, v9, vcc
	v_fmamk_f32 v16, v9, 0x3fb8aa3b, v28
	v_add_f32_e32 v16, 0xcb400000, v16
	v_fmac_f32_e32 v9, 0xbf317218, v16
	v_mul_f32_e32 v21, 0x3102e308, v16
	v_add_f32_e32 v22, v9, v21
	v_sub_f32_e32 v9, v22, v9
	v_fmamk_f32 v23, v22, 0x39500d01, v29
	v_sub_f32_e32 v9, v21, v9
	v_fmaak_f32 v21, v23, v22, 0x3c088889
	v_fmaak_f32 v21, v21, v22, 0x3d2aaaab
	v_cmp_o_f32_e32 vcc, v16, v16
	v_fmaak_f32 v21, v21, v22, 0x3e2aaaab
	v_mul_f32_e32 v37, v22, v22
	v_cndmask_b32_e32 v16, 0, v16, vcc
	v_fma_f32 v21, v21, v22, 0.5
	v_cvt_i32_f32_e32 v16, v16
	v_mul_f32_e32 v21, v37, v21
	v_add_f32_e32 v37, v22, v21
	v_sub_f32_e32 v22, v37, v22
	v_add_f32_e32 v38, 1.0, v37
	v_sub_f32_e32 v21, v21, v22
	v_add_f32_e32 v22, -1.0, v38
	v_ashrrev_i32_e32 v23, 1, v16
	v_add_f32_e32 v9, v9, v21
	v_sub_f32_e32 v21, v37, v22
	v_sub_u32_e32 v16, v16, v23
	v_lshlrev_b32_e32 v23, 23, v23
	v_add_f32_e32 v9, v21, v9
	v_add_u32_e32 v23, 1.0, v23
	v_lshlrev_b32_e32 v16, 23, v16
	v_add_f32_e32 v9, v38, v9
	v_add_u32_e32 v16, 1.0, v16
	v_mul_f32_e32 v9, v9, v23
	v_mul_f32_e32 v9, v9, v16
	v_sub_f32_e32 v37, 0, v9
	v_mov_b32_e32 v9, v17
	v_lshl_add_u64 v[16:17], s[10:11], 0, v[8:9]
	s_mul_i32 s10, s61, s69
	s_mul_hi_u32 s11, s60, s69
	s_add_i32 s11, s11, s10
	s_mul_i32 s10, s60, s69
	s_lshl_b64 s[10:11], s[10:11], 2
	s_add_u32 s10, s40, s10
	s_addc_u32 s11, s41, s11
	s_add_u32 s30, s10, s2
	s_addc_u32 s31, s11, s3
	s_add_u32 s0, s18, s0
	s_addc_u32 s1, s19, s1
	s_mul_i32 s2, s49, s69
	s_mul_hi_u32 s3, s48, s69
	v_lshl_add_u64 v[18:19], s[0:1], 0, v[18:19]
	v_cmp_eq_u32_e64 s[0:1], 0, v27
	s_add_i32 s3, s3, s2
	s_mul_i32 s2, s48, s69
	s_and_b64 s[38:39], s[6:7], s[8:9]
	s_and_b64 s[40:41], s[4:5], s[8:9]
	s_and_b64 s[50:51], s[8:9], s[0:1]
	s_lshl_b64 s[2:3], s[2:3], 2
	s_lshl_b64 s[4:5], s[58:59], 9
	s_add_u32 s2, s2, s4
	s_addc_u32 s3, s3, s5
	s_add_u32 s2, s36, s2
	v_bitop3_b32 v38, v1, 4, v20 bitop3:0x6c
	v_lshlrev_b32_e32 v1, 5, v27
	s_addc_u32 s3, s37, s3
	s_mov_b32 s18, s44
	s_mov_b32 s19, s44
	v_lshl_add_u64 v[20:21], v[6:7], 2, s[2:3]
	s_lshl_b64 s[36:37], s[34:35], 9
	s_mov_b32 s35, 0xf800000
	s_mov_b32 s44, 0x800000
	s_mov_b32 s58, 0x7f800000
	v_add_u32_e32 v43, v30, v1
	v_mov_b32_e32 v22, -1.0
	s_mov_b32 s59, 0
	s_branch .LBB0_57
.LBB0_56:
	s_add_i32 s59, s59, 1
	s_add_i32 s33, s33, -8
	s_add_i32 s52, s52, 8
	s_cmp_eq_u32 s59, s62
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_78
.LBB0_57:
	s_lshl_b32 s8, s59, 3
	s_sub_i32 s60, s43, s8
	s_min_i32 s9, s60, 8
	v_mov_b32_e32 v23, 0
	v_cmp_gt_i32_e64 s[2:3], s9, v27
	v_mov_b32_e32 v47, v23
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_59
	v_add_u32_e32 v1, s42, v27
	v_add_u32_e32 v1, s8, v1
	v_ashrrev_i32_e32 v6, 31, v1
	v_mul_lo_u32 v8, s24, v6
	v_mul_lo_u32 v9, s25, v1
	v_mad_u64_u32 v[6:7], s[6:7], s24, v1, 0
	v_add3_u32 v7, v7, v8, v9
	v_lshl_add_u64 v[6:7], v[6:7], 1, v[10:11]
	global_load_ushort v1, v[6:7], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v47, 16, v1
.LBB0_59:
	s_or_b64 exec, exec, s[4:5]
	v_add_u32_e32 v48, s8, v0
	v_add_u32_e32 v6, s42, v48
	v_cmp_gt_i32_e64 s[4:5], s9, v0
	v_ashrrev_i32_e32 v1, 31, v6
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execnz .LBB0_62
	s_or_b64 exec, exec, s[6:7]
	v_mov_b32_e32 v49, 0
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execnz .LBB0_63
.LBB0_61:
	s_or_b64 exec, exec, s[6:7]
	v_cmp_gt_i32_e32 vcc, s9, v26
	s_and_saveexec_b64 s[48:49], vcc
	s_cbranch_execnz .LBB0_64
	s_branch .LBB0_66
.LBB0_62:
	v_mul_lo_u32 v7, s27, v6
	v_mul_lo_u32 v23, s26, v1
	v_mad_u64_u32 v[8:9], s[10:11], s26, v6, 0
	v_add3_u32 v9, v9, v23, v7
	v_lshl_add_u64 v[8:9], v[8:9], 1, s[14:15]
	global_load_ushort v7, v[8:9], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v23, 16, v7
	s_or_b64 exec, exec, s[6:7]
	v_mov_b32_e32 v49, 0
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB0_61
.LBB0_63:
	v_mul_lo_u32 v8, s29, v6
	v_mul_lo_u32 v1, s28, v1
	v_mad_u64_u32 v[6:7], s[10:11], s28, v6, 0
	v_add3_u32 v7, v7, v1, v8
	v_lshl_add_u64 v[6:7], v[6:7], 1, s[16:17]
	global_load_ushort v1, v[6:7], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v49, 16, v1
	s_or_b64 exec, exec, s[6:7]
	v_cmp_gt_i32_e32 vcc, s9, v26
	s_and_saveexec_b64 s[48:49], vcc
	s_cbranch_execz .LBB0_66
.LBB0_64:
	v_add_u32_e32 v1, s8, v26
	v_add_u32_e32 v8, s42, v1
	v_ashrrev_i32_e32 v6, 31, v8
	v_mul_lo_u32 v50, s20, v6
	v_mul_lo_u32 v9, s22, v6
	v_mul_lo_u32 v52, s23, v8
	v_mad_u64_u32 v[6:7], s[6:7], s22, v8, 0
	v_mul_lo_u32 v51, s21, v8
	v_add3_u32 v7, v7, v9, v52
	v_mad_u64_u32 v[8:9], s[6:7], s20, v8, 0
	v_lshl_add_u64 v[6:7], v[6:7], 1, v[14:15]
	v_add3_u32 v9, v9, v50, v51
	global_load_dwordx2 v[6:7], v[6:7], off
	v_lshl_add_u64 v[8:9], v[8:9], 1, v[12:13]
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
	ds_bpermute_b32 v9, v38, v7
	ds_bpermute_b32 v57, v38, v8
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
	v_pk_mul_f32 v[50:51], s[18:19], v[50:51]
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
	v_cmp_gt_i32_e32 vcc, s53, v1
	v_pk_mul_f32 v[52:53], s[18:19], v[52:53]
	v_or_b32_e32 v54, 0x1000, v39
	s_and_b64 s[6:7], vcc, s[38:39]
	ds_write_b128 v54, v[50:53]
	ds_write_b128 v39, v[6:9]
	s_and_b64 exec, exec, s[6:7]
	s_cbranch_execz .LBB0_66
	v_ashrrev_i32_e32 v50, 31, v1
	v_mul_lo_u32 v52, s57, v1
	v_mul_lo_u32 v53, s56, v50
	v_mad_u64_u32 v[50:51], s[6:7], s56, v1, 0
	v_add3_u32 v51, v51, v53, v52
	v_lshl_add_u64 v[50:51], v[50:51], 2, v[16:17]
	global_store_dwordx4 v[50:51], v[6:9], off
.LBB0_66:
	s_or_b64 exec, exec, s[48:49]
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB0_69
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v52, v35, v23
	v_mul_f32_e32 v53, s45, v52
	v_cmp_ngt_f32_e32 vcc, s47, v53
	s_nop 1
	v_cndmask_b32_e32 v1, v24, v53, vcc
	v_cmp_nlt_f32_e32 vcc, s68, v1
	s_nop 1
	v_cndmask_b32_e32 v23, v25, v1, vcc
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
	v_cmp_neq_f32_e32 vcc, 0, v1
	s_nop 1
	v_cndmask_b32_e32 v6, v44, v6, vcc
	v_cmp_neq_f32_e32 vcc, s58, v1
	s_nop 1
	v_cndmask_b32_e32 v6, v45, v6, vcc
	v_cmp_ngt_f32_e32 vcc, 0, v1
	s_nop 1
	v_cndmask_b32_e32 v6, v46, v6, vcc
	v_cmp_u_f32_e32 vcc, v1, v1
	s_nop 1
	v_cndmask_b32_e32 v1, v6, v1, vcc
	v_mul_f32_e32 v1, v36, v1
	v_cmp_ge_f32_e32 vcc, s46, v53
	s_nop 1
	v_cndmask_b32_e32 v1, v52, v1, vcc
	v_mul_f32_e32 v1, v37, v1
	v_cmp_ngt_f32_e32 vcc, s47, v1
	s_nop 1
	v_cndmask_b32_e32 v1, v24, v1, vcc
	v_cmp_nlt_f32_e32 vcc, s68, v1
	s_nop 1
	v_cndmask_b32_e32 v1, v25, v1, vcc
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
	v_cndmask_b32_e32 v1, v24, v1, vcc
	v_cmp_nlt_f32_e32 vcc, s68, v1
	s_nop 1
	v_cndmask_b32_e32 v23, v25, v1, vcc
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
	v_cmp_gt_i32_e32 vcc, s53, v48
	s_and_b64 s[4:5], vcc, s[40:41]
	v_div_fixup_f32 v6, v7, v6, 1.0
	ds_write_b32 v40, v1
	ds_write_b32 v41, v6
	s_and_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB0_69
	v_mad_i64_i32 v[6:7], s[4:5], v48, s34, 0
	v_lshl_add_u64 v[6:7], v[6:7], 2, s[30:31]
	global_store_dword v[6:7], v1, off
.LBB0_69:
	s_or_b64 exec, exec, s[6:7]
	s_and_saveexec_b64 s[4:5], s[2:3]
	ds_write_b32 v43, v47
	s_or_b64 exec, exec, s[4:5]
	s_cmp_lt_i32 s60, 1
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_56
	s_ashr_i32 s2, s52, 31
	s_mul_i32 s3, s37, s52
	s_mul_i32 s2, s36, s2
	v_mov_b32_e32 v6, s52
	s_add_i32 s4, s2, s3
	v_mad_u64_u32 v[6:7], s[2:3], s36, v6, v[20:21]
	v_med3_i32 v1, s33, 1, 8
	v_add_u32_e32 v7, s4, v7
	s_movk_i32 s4, 0x2100
	s_mov_b32 s5, s52
	v_lshlrev_b32_e32 v9, 4, v27
	v_mov_b32_e32 v23, v30
	s_branch .LBB0_74
.LBB0_73:
	s_or_b64 exec, exec, s[2:3]
	v_add_u32_e32 v1, -1, v1
	v_cmp_eq_u32_e32 vcc, 0, v1
	v_add_u32_e32 v23, 32, v23
	v_add_u32_e32 v9, 0x200, v9
	s_add_i32 s4, s4, 4
	v_lshl_add_u64 v[6:7], v[6:7], 0, s[36:37]
	s_add_i32 s5, s5, 1
	s_cbranch_vccnz .LBB0_56
.LBB0_74:
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
	ds_bpermute_b32 v47, v38, v8
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
	ds_bpermute_b32 v48, v38, v47
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_76
	s_add_i32 s6, s42, s5
	s_ashr_i32 s7, s6, 31
	s_mul_i32 s7, s54, s7
	s_mul_hi_u32 s8, s54, s6
	s_add_i32 s7, s8, s7
	s_mul_i32 s8, s55, s6
	s_add_i32 s7, s7, s8
	s_mul_i32 s6, s54, s6
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v47, v47, v48
	v_cvt_pk_bf16_f32 v47, v47, s0
	v_lshl_add_u64 v[48:49], s[6:7], 1, v[18:19]
	global_store_short v[48:49], v47, off
.LBB0_76:
	s_or_b64 exec, exec, s[2:3]
	s_cmp_lt_i32 s5, s53
	s_cselect_b64 s[2:3], -1, 0
	s_and_b64 s[6:7], s[2:3], s[50:51]
	s_and_saveexec_b64 s[2:3], s[6:7]
	s_cbranch_execz .LBB0_73
	global_store_dword v[6:7], v8, off
	s_branch .LBB0_73
.LBB0_78:
	s_endpgm
.LBB0_79:
	s_mov_b32 s85, 0
	s_abs_i32 s7, s58
	s_andn2_b64 vcc, exec, s[22:23]
	s_add_i32 s25, s25, s26
	s_cbranch_vccz .LBB0_2
	s_branch .LBB0_3
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel gdn_verify_fold_act_bf16_dt_f32_pool_f32_bv8w4
		.amdhsa_group_segment_fixed_size 8512
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
		.amdhsa_next_free_vgpr 80
		.amdhsa_next_free_sgpr 100
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
	.size	gdn_verify_fold_act_bf16_dt_f32_pool_f32_bv8w4, .Lfunc_end0-gdn_verify_fold_act_bf16_dt_f32_pool_f32_bv8w4

	.set gdn_verify_fold_act_bf16_dt_f32_pool_f32_bv8w4.num_vgpr, 80
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
    .group_segment_fixed_size: 8512
    .kernarg_segment_align: 8
    .kernarg_segment_size: 308
    .max_flat_workgroup_size: 256
    .name:           gdn_verify_fold_act_bf16_dt_f32_pool_f32_bv8w4
    .private_segment_fixed_size: 0
    .sgpr_count:     106
    .sgpr_spill_count: 0
    .symbol:         gdn_verify_fold_act_bf16_dt_f32_pool_f32_bv8w4.kd
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
