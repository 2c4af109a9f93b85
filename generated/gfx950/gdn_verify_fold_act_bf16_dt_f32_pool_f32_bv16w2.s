; deltagen generated file: do not edit. Regenerate with `cargo xtask gen`.
; kernel: gdn_verify  instance: gdn_verify_fold_act_bf16_dt_f32_pool_f32_bv16w2  arch: gfx950
; profile=portable  mode=fold  act_dtype=bf16  dt_bias_dtype=f32  pool_dtype=f32  tile=bv16w2  lanes_per_column=8  requests=>1
; ir-sha256: 098a37442a29c50e3496397316a72982a774af3e0fa09dfaf96f3f3b451b43db
; llvm: 22.1  pipeline: default<O3>  ld.lld: LLVM 22.1
	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 6
	.text
	.globl	gdn_verify_fold_act_bf16_dt_f32_pool_f32_bv16w2
	.p2align	8
	.type	gdn_verify_fold_act_bf16_dt_f32_pool_f32_bv16w2,@function
gdn_verify_fold_act_bf16_dt_f32_pool_f32_bv16w2:
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
	s_load_dwordx16 s[36:51], s[0:1], 0x0
	s_load_dwordx8 s[68:75], s[0:1], 0x40
	s_mov_b32 s18, s7
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
	s_ashr_i32 s77, s76, 31
	s_sub_i32 s7, 0, s94
	s_lshl_b64 s[84:85], s[76:77], 2
	s_waitcnt lgkmcnt(0)
	s_add_u32 s10, s46, s84
	s_addc_u32 s11, s47, s85
	v_cvt_f32_u32_e32 v1, s94
	s_add_u32 s8, s48, s84
	s_addc_u32 s9, s49, s85
	s_ashr_i32 s21, s20, 31
	s_lshl_b64 s[26:27], s[20:21], 2
	s_add_u32 s30, s70, s26
	v_rcp_iflag_f32_e32 v1, v1
	s_addc_u32 s31, s71, s27
	s_add_u32 s46, s72, s26
	s_addc_u32 s47, s73, s27
	s_add_u32 s24, s74, s26
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	s_addc_u32 s25, s75, s27
	v_cvt_u32_f32_e32 v1, v1
	s_add_u32 s12, s64, s26
	s_addc_u32 s13, s65, s27
	s_add_u32 s14, s66, s26
	s_load_dword s21, s[30:31], 0x0
	s_load_dwordx2 s[34:35], s[46:47], 0x0
	s_load_dwordx8 s[52:59], s[0:1], 0x60
	s_addc_u32 s15, s67, s27
	s_add_u32 s16, s16, s26
	v_readfirstlane_b32 s26, v1
	v_cmp_lt_i64_e64 s[28:29], s[80:81], 1
	s_mul_i32 s7, s7, s26
	v_cmp_gt_i64_e64 s[22:23], s[80:81], 0
	s_addc_u32 s17, s17, s27
	s_mov_b32 s86, 0
	s_mul_hi_u32 s27, s26, s7
	s_mul_hi_i32 s83, s80, s20
	s_mul_i32 s82, s80, s20
	s_and_b64 vcc, exec, s[28:29]
	s_cbranch_vccnz .LBB0_129
	s_lshl_b64 s[28:29], s[82:83], 2
	s_add_u32 s28, s60, s28
	s_addc_u32 s29, s61, s29
	s_load_dword s87, s[28:29], 0x0
	s_abs_i32 s7, s76
	s_andn2_b64 vcc, exec, s[22:23]
	s_add_i32 s26, s26, s27
	s_cbranch_vccnz .LBB0_3
.LBB0_2:
	s_lshl_b64 s[22:23], s[82:83], 2
	s_add_u32 s22, s62, s22
	s_addc_u32 s23, s63, s23
	s_load_dword s86, s[22:23], 0x0
.LBB0_3:
	s_lshl_b32 s20, s76, 3
	s_sub_i32 s2, s2, s20
	s_load_dword s81, s[24:25], 0x0
	s_load_dwordx4 s[28:31], s[0:1], 0xb0
	s_load_dwordx2 s[46:47], s[0:1], 0xc0
	v_writelane_b32 v90, s2, 0
	s_lshl_b32 s2, s2, 4
	s_waitcnt lgkmcnt(0)
	s_cmp_gt_i32 s21, -1
	s_cselect_b64 s[22:23], -1, 0
	s_cmp_lt_i32 s21, s5
	s_cselect_b64 s[48:49], -1, 0
	s_and_b64 s[22:23], s[22:23], s[48:49]
	s_cmp_gt_i32 s34, -1
	s_cselect_b64 s[24:25], -1, 0
	s_cmp_ge_i32 s35, s34
	s_mul_hi_u32 s72, s7, s26
	s_cselect_b64 s[26:27], -1, 0
	s_cmp_le_i32 s35, s4
	s_cselect_b64 s[58:59], -1, 0
	s_and_b64 s[24:25], s[24:25], s[26:27]
	v_lshrrev_b32_e32 v1, 3, v0
	s_sub_i32 s33, s35, s34
	s_and_b64 s[58:59], s[58:59], s[24:25]
	v_or_b32_e32 v18, s2, v1
	s_cmp_le_i32 s33, s47
	v_ashrrev_i32_e32 v19, 31, v18
	s_cselect_b64 s[64:65], -1, 0
	s_lshl_b64 s[90:91], s[76:77], 7
	v_lshl_add_u64 v[6:7], s[90:91], 0, v[18:19]
	s_ashr_i32 s4, s21, 31
	v_lshlrev_b64 v[30:31], 7, v[6:7]
	v_mov_b32_e32 v3, s21
	s_mul_i32 s20, s31, s21
	s_mul_i32 s4, s30, s4
	v_and_b32_e32 v36, 7, v0
	s_and_b64 s[26:27], s[64:65], s[58:59]
	v_mov_b32_e32 v2, 0
	v_mad_u64_u32 v[6:7], s[24:25], s30, v3, v[30:31]
	s_add_i32 s4, s4, s20
	v_lshlrev_b32_e32 v4, 2, v36
	v_add_u32_e32 v7, s4, v7
	v_mov_b32_e32 v3, v2
	v_writelane_b32 v90, s26, 1
	s_and_b64 s[92:93], s[22:23], s[26:27]
	s_andn2_b64 vcc, exec, s[92:93]
	v_lshl_add_u64 v[22:23], v[6:7], 2, s[68:69]
	v_lshlrev_b32_e32 v24, 2, v4
	v_mov_b64_e32 v[4:5], v[2:3]
	v_mov_b64_e32 v[6:7], v[2:3]
	v_mov_b64_e32 v[8:9], v[2:3]
	v_mov_b64_e32 v[10:11], v[2:3]
	v_mov_b64_e32 v[12:13], v[2:3]
	v_mov_b64_e32 v[14:15], v[2:3]
	v_mov_b64_e32 v[16:17], v[2:3]
	v_writelane_b32 v90, s27, 2
	s_cbranch_vccnz .LBB0_5
	v_mov_b32_e32 v25, v2
	v_lshl_add_u64 v[14:15], v[22:23], 0, v[24:25]
	global_load_dwordx4 v[2:5], v[14:15], off
	global_load_dwordx4 v[6:9], v[14:15], off offset:128
	global_load_dwordx4 v[10:13], v[14:15], off offset:256
	s_nop 0
	global_load_dwordx4 v[14:17], v[14:15], off offset:384
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
.LBB0_5:
	s_load_dwordx8 s[20:27], s[0:1], 0x90
	s_load_dword s4, s[10:11], 0x0
	s_xor_b64 s[10:11], s[64:65], -1
	s_load_dword s88, s[16:17], 0x0
	s_and_b64 s[10:11], s[58:59], s[10:11]
	s_waitcnt lgkmcnt(0)
	v_writelane_b32 v90, s4, 3
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
	v_cndmask_b32_e64 v20, 0, 1, s[8:9]
	v_writelane_b32 v90, s14, 4
	s_and_b64 s[8:9], s[14:15], exec
	s_cselect_b32 s8, 0, 8
	s_or_b32 s8, s8, s10
	v_readfirstlane_b32 s9, v20
	s_or_b32 s8, s8, s9
	s_or_b32 s10, s8, s13
	s_cmp_eq_u32 s10, 0
	s_cselect_b64 s[8:9], -1, 0
	s_waitcnt lgkmcnt(0)
	s_cmp_lg_u32 s12, 0
	v_writelane_b32 v90, s15, 5
	s_cselect_b64 s[14:15], -1, 0
	s_cmp_eq_u32 s12, 0
	s_cselect_b64 s[12:13], -1, 0
	s_or_b64 s[8:9], s[12:13], s[8:9]
	v_writelane_b32 v90, s14, 6
	s_and_b64 vcc, exec, s[8:9]
	s_nop 0
	v_writelane_b32 v90, s15, 7
	s_cbranch_vccnz .LBB0_9
	v_mbcnt_lo_u32_b32 v20, exec_lo, 0
	v_mbcnt_hi_u32_b32 v20, exec_hi, v20
	v_cmp_eq_u32_e32 vcc, 0, v20
	s_and_saveexec_b64 s[8:9], vcc
	s_cbranch_execz .LBB0_8
	v_mov_b32_e32 v20, 0
	v_mov_b32_e32 v21, s10
	global_atomic_or v20, v21, s[16:17]
.LBB0_8:
	s_or_b64 exec, exec, s[8:9]
.LBB0_9:
	s_mul_i32 s8, s72, s94
	s_sub_i32 s7, s7, s8
	s_add_i32 s8, s72, 1
	s_sub_i32 s9, s7, s94
	s_cmp_ge_u32 s7, s94
	s_cselect_b32 s8, s8, s72
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
	s_and_b64 s[10:11], s[8:9], s[92:93]
	s_and_b64 s[12:13], s[10:11], exec
	s_cselect_b32 s74, s3, 0
	s_xor_b64 s[8:9], s[8:9], -1
	v_writelane_b32 v90, s92, 8
	s_and_b64 s[8:9], s[92:93], s[8:9]
	s_cmp_gt_i32 s88, -1
	s_cselect_b64 s[96:97], -1, 0
	v_sub_co_u32_e64 v20, s[12:13], s74, 1
	s_and_b64 s[12:13], s[96:97], s[12:13]
	s_and_b64 s[10:11], s[10:11], s[12:13]
	s_load_dwordx4 s[64:67], s[0:1], 0xc8
	s_load_dwordx2 s[70:71], s[0:1], 0xd8
	s_and_b64 s[8:9], s[8:9], exec
	s_cselect_b32 s3, 16, 0
	s_and_b64 s[8:9], s[10:11], exec
	s_cselect_b32 s4, 32, 0
	v_writelane_b32 v90, s93, 9
	s_or_b32 s75, s4, s3
	s_lshl_b64 s[48:49], s[18:19], 7
	s_lshl_b64 s[58:59], s[6:7], 7
	s_mov_b32 s4, s14
	s_lshl_b64 s[92:93], s[14:15], 7
	s_mov_b32 s72, 0
	v_readfirstlane_b32 s73, v20
	v_writelane_b32 v90, s4, 10
	s_cmp_lt_i32 s74, 1
	v_lshlrev_b32_e32 v20, 2, v0
	v_writelane_b32 v90, s5, 11
	s_cbranch_scc1 .LBB0_63
	v_writelane_b32 v90, s78, 12
	s_add_u32 s3, s56, s84
	v_writelane_b32 v90, s3, 13
	v_writelane_b32 v90, s84, 14
	s_addc_u32 s3, s57, s85
	v_lshl_add_u64 v[30:31], v[30:31], 2, s[68:69]
	v_writelane_b32 v90, s85, 15
	v_writelane_b32 v90, s3, 16
	v_writelane_b32 v90, s90, 17
	s_lshl_b64 s[6:7], s[90:91], 2
	s_add_u32 s4, s52, s6
	s_addc_u32 s6, s53, s7
	s_ashr_i32 s3, s2, 31
	s_lshl_b64 s[2:3], s[2:3], 2
	v_writelane_b32 v90, s91, 18
	s_add_u32 s16, s4, s2
	s_addc_u32 s17, s6, s3
	v_writelane_b32 v90, s92, 19
	s_lshl_b64 s[2:3], s[92:93], 2
	s_add_u32 s2, s54, s2
	s_addc_u32 s3, s55, s3
	s_cmp_lt_i32 s35, 0
	s_cselect_b64 s[6:7], -1, 0
	s_cmp_ge_i32 s35, s5
	s_cselect_b64 s[4:5], -1, 0
	s_ashr_i32 s68, s35, 31
	s_mul_hi_u32 s69, s30, s35
	s_mul_i32 s68, s30, s68
	s_add_i32 s68, s69, s68
	s_mul_i32 s31, s31, s35
	v_mov_b32_e32 v21, 0
	v_and_b32_e32 v25, 15, v0
	s_add_i32 s31, s68, s31
	s_mul_i32 s30, s30, s35
	v_lshlrev_b32_e32 v28, 2, v25
	v_lshl_add_u64 v[30:31], s[30:31], 2, v[30:31]
	v_mov_b32_e32 v25, v21
	s_or_b64 s[98:99], s[6:7], s[4:5]
	v_lshl_add_u64 v[26:27], s[2:3], 0, v[20:21]
	s_movk_i32 s2, 0x380
	s_movk_i32 s4, 0x300
	s_movk_i32 s6, 0x280
	s_movk_i32 s8, 0x200
	s_movk_i32 s10, 0x180
	s_movk_i32 s12, 0x100
	s_movk_i32 s14, 0x80
	v_mov_b32_e32 v29, v21
	v_lshl_add_u64 v[30:31], v[30:31], 0, v[24:25]
	v_mov_b32_e32 v25, 0x2000
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
	v_lshl_or_b32 v25, v1, 2, v25
	v_writelane_b32 v90, s93, 20
	s_branch .LBB0_13
.LBB0_11:
	v_pk_add_f32 v[2:3], v[2:3], 0 op_sel_hi:[1,0]
	v_pk_add_f32 v[4:5], v[4:5], 0 op_sel_hi:[1,0]
	v_pk_add_f32 v[6:7], v[6:7], 0 op_sel_hi:[1,0]
	v_pk_add_f32 v[8:9], v[8:9], 0 op_sel_hi:[1,0]
	v_pk_add_f32 v[10:11], v[10:11], 0 op_sel_hi:[1,0]
	v_pk_add_f32 v[12:13], v[12:13], 0 op_sel_hi:[1,0]
	v_pk_add_f32 v[14:15], v[14:15], 0 op_sel_hi:[1,0]
	v_pk_add_f32 v[16:17], v[16:17], 0 op_sel_hi:[1,0]
.LBB0_12:
	s_add_i32 s72, s72, 1
	s_cmp_eq_u32 s72, s74
	s_cbranch_scc1 .LBB0_62
.LBB0_13:
	s_add_u32 s30, s82, s72
	s_addc_u32 s31, s83, 0
	s_cmp_lg_u32 s72, 0
	s_cselect_b64 s[68:69], -1, 0
	s_mov_b32 s84, 0
	s_and_b64 vcc, exec, s[68:69]
	s_cbranch_vccz .LBB0_15
	s_lshl_b64 s[84:85], s[30:31], 2
	s_add_u32 s84, s60, s84
	s_addc_u32 s85, s61, s85
	global_load_dword v32, v21, s[84:85]
	s_waitcnt vmcnt(0)
	v_readfirstlane_b32 s84, v32
.LBB0_15:
	s_andn2_b64 vcc, exec, s[68:69]
	s_mov_b32 s35, s86
	s_mov_b32 s68, s87
	s_cbranch_vccnz .LBB0_17
	s_lshl_b64 s[30:31], s[30:31], 2
	s_add_u32 s30, s62, s30
	s_addc_u32 s31, s63, s31
	global_load_dword v32, v21, s[30:31]
	s_mov_b32 s68, s84
	s_waitcnt vmcnt(0)
	v_readfirstlane_b32 s35, v32
.LBB0_17:
	s_cmp_lt_i32 s68, 0
	s_cselect_b64 s[30:31], -1, 0
	s_cmp_ge_i32 s68, s46
	s_cselect_b64 s[84:85], -1, 0
	s_or_b64 s[30:31], s[30:31], s[84:85]
	s_cmp_eq_u32 s68, s81
	s_cselect_b64 s[84:85], -1, 0
	s_or_b64 s[84:85], s[84:85], s[30:31]
	s_cmp_lt_i32 s35, 0
	s_cselect_b64 s[30:31], -1, 0
	s_cmp_ge_i32 s35, s47
	s_cselect_b64 s[90:91], -1, 0
	s_or_b64 s[90:91], s[30:31], s[90:91]
	s_cmp_eq_u32 s72, s73
	s_cselect_b64 s[30:31], -1, 0
	s_and_b64 s[30:31], s[96:97], s[30:31]
	s_cmp_gt_i32 s88, s35
	s_cselect_b64 s[92:93], -1, 0
	s_or_b64 s[92:93], s[98:99], s[92:93]
	s_and_b64 s[92:93], s[30:31], s[92:93]
	s_and_b64 s[84:85], s[84:85], exec
	s_cselect_b32 s69, 8, 0
	s_and_b64 s[84:85], s[90:91], exec
	s_cselect_b32 s78, 16, 0
	s_and_b64 s[84:85], s[92:93], exec
	s_cselect_b32 s79, 32, 0
	s_or_b32 s75, s78, s75
	s_or_b32 s75, s75, s79
	s_or_b32 s75, s75, s69
	s_cbranch_scc1 .LBB0_12
	s_cmp_gt_u32 s35, 0x7ffffff7
	s_cbranch_scc1 .LBB0_11
	s_ashr_i32 s69, s68, 31
	s_waitcnt lgkmcnt(0)
	s_mul_hi_u32 s78, s70, s68
	s_mul_i32 s79, s70, s69
	s_add_i32 s78, s78, s79
	s_mul_i32 s79, s71, s68
	s_add_i32 s91, s78, s79
	s_mul_hi_u32 s78, s66, s68
	s_mul_i32 s79, s66, s69
	s_add_i32 s78, s78, s79
	s_mul_i32 s79, s67, s68
	s_add_i32 s93, s78, s79
	s_mul_hi_u32 s78, s64, s68
	s_mul_i32 s69, s64, s69
	s_add_i32 s69, s78, s69
	s_mul_i32 s78, s65, s68
	s_add_i32 s85, s35, 1
	s_add_i32 s35, s35, 8
	s_mul_i32 s90, s70, s68
	s_mul_i32 s92, s66, s68
	s_add_i32 s69, s69, s78
	s_mul_i32 s68, s64, s68
	s_lshr_b32 s35, s35, 3
	s_lshl_b64 s[92:93], s[92:93], 2
	v_lshl_add_u64 v[34:35], s[68:69], 2, v[28:29]
	s_lshl_b64 s[68:69], s[90:91], 2
	v_readlane_b32 s78, v90, 13
	s_add_u32 s68, s78, s68
	v_readlane_b32 s78, v90, 16
	v_lshl_add_u64 v[32:33], v[26:27], 0, s[92:93]
	s_addc_u32 s69, s78, s69
	s_mov_b32 s90, 0
	s_mov_b32 s95, s88
	s_mov_b32 s89, s85
	s_branch .LBB0_21
.LBB0_20:
	s_add_i32 s90, s90, 1
	s_add_i32 s89, s89, -8
	s_add_i32 s95, s95, -8
	s_cmp_eq_u32 s90, s35
	s_barrier
	s_cbranch_scc1 .LBB0_11
.LBB0_21:
	s_lshl_b32 s84, s90, 3
	s_sub_i32 s91, s85, s84
	s_min_i32 s92, s91, 8
	s_cmp_gt_i32 s92, 0
	v_mov_b32_e32 v40, 0
	s_cselect_b64 s[78:79], -1, 0
	v_mov_b32_e32 v41, v40
	s_and_saveexec_b64 vcc, s[78:79]
	s_cbranch_execz .LBB0_23
	s_ashr_i32 s78, s84, 31
	s_mul_hi_u32 s79, s58, s84
	s_mul_i32 s78, s58, s78
	s_add_i32 s78, s79, s78
	s_mul_i32 s79, s59, s84
	s_add_i32 s79, s78, s79
	s_mul_i32 s78, s58, s84
	v_lshl_add_u64 v[38:39], s[78:79], 2, v[32:33]
	global_load_dword v41, v[38:39], off
.LBB0_23:
	s_or_b64 exec, exec, vcc
	v_cmp_lt_i32_e64 s[78:79], 1, s92
	s_and_b64 s[78:79], s[2:3], s[78:79]
	s_and_saveexec_b64 vcc, s[78:79]
	s_cbranch_execz .LBB0_25
	v_add_u32_e64 v38, s84, 1
	v_ashrrev_i32_e32 v39, 31, v38
	v_mul_lo_u32 v40, s58, v39
	v_mul_lo_u32 v42, s59, v38
	v_mad_u64_u32 v[38:39], s[78:79], s58, v38, 0
	v_add3_u32 v39, v39, v40, v42
	v_lshl_add_u64 v[38:39], v[38:39], 2, v[32:33]
	global_load_dword v40, v[38:39], off
.LBB0_25:
	s_or_b64 exec, exec, vcc
	v_cmp_lt_i32_e64 s[78:79], 2, s92
	v_mov_b32_e32 v42, 0
	s_and_b64 s[78:79], s[4:5], s[78:79]
	v_mov_b32_e32 v43, v42
	s_and_saveexec_b64 vcc, s[78:79]
	s_cbranch_execz .LBB0_27
	v_add_u32_e64 v38, s84, 2
	v_ashrrev_i32_e32 v39, 31, v38
	v_mul_lo_u32 v43, s58, v39
	v_mul_lo_u32 v44, s59, v38
	v_mad_u64_u32 v[38:39], s[78:79], s58, v38, 0
	v_add3_u32 v39, v39, v43, v44
	v_lshl_add_u64 v[38:39], v[38:39], 2, v[32:33]
	global_load_dword v43, v[38:39], off
.LBB0_27:
	s_or_b64 exec, exec, vcc
	v_cmp_lt_i32_e64 s[78:79], 3, s92
	s_and_b64 s[78:79], s[6:7], s[78:79]
	s_and_saveexec_b64 vcc, s[78:79]
	s_cbranch_execz .LBB0_29
	v_add_u32_e64 v38, s84, 3
	v_ashrrev_i32_e32 v39, 31, v38
	v_mul_lo_u32 v42, s58, v39
	v_mul_lo_u32 v44, s59, v38
	v_mad_u64_u32 v[38:39], s[78:79], s58, v38, 0
	v_add3_u32 v39, v39, v42, v44
	v_lshl_add_u64 v[38:39], v[38:39], 2, v[32:33]
	global_load_dword v42, v[38:39], off
.LBB0_29:
	s_or_b64 exec, exec, vcc
	v_cmp_lt_i32_e64 s[78:79], 4, s92
	v_mov_b32_e32 v44, 0
	s_and_b64 s[78:79], s[8:9], s[78:79]
	v_mov_b32_e32 v45, v44
	s_and_saveexec_b64 vcc, s[78:79]
	s_cbranch_execz .LBB0_31
	v_or_b32_e64 v38, s84, 4
	s_ashr_i32 s78, s84, 31
	v_mul_lo_u32 v45, s59, v38
	s_mul_i32 s93, s58, s78
	v_mad_u64_u32 v[38:39], s[78:79], s58, v38, 0
	v_add3_u32 v39, v39, s93, v45
	v_lshl_add_u64 v[38:39], v[38:39], 2, v[32:33]
	global_load_dword v45, v[38:39], off
.LBB0_31:
	s_or_b64 exec, exec, vcc
	v_cmp_lt_i32_e64 s[78:79], 5, s92
	s_and_b64 s[78:79], s[10:11], s[78:79]
	s_and_saveexec_b64 vcc, s[78:79]
	s_cbranch_execz .LBB0_33
	v_add_u32_e64 v38, s84, 5
	v_ashrrev_i32_e32 v39, 31, v38
	v_mul_lo_u32 v44, s58, v39
	v_mul_lo_u32 v46, s59, v38
	v_mad_u64_u32 v[38:39], s[78:79], s58, v38, 0
	v_add3_u32 v39, v39, v44, v46
	v_lshl_add_u64 v[38:39], v[38:39], 2, v[32:33]
	global_load_dword v44, v[38:39], off
.LBB0_33:
	s_or_b64 exec, exec, vcc
	v_cmp_lt_i32_e64 s[78:79], 6, s92
	v_mov_b32_e32 v38, 0
	s_and_b64 s[78:79], s[12:13], s[78:79]
	v_mov_b32_e32 v46, v38
	s_and_saveexec_b64 vcc, s[78:79]
	s_cbranch_execz .LBB0_35
	v_or_b32_e64 v39, s84, 6
	s_ashr_i32 s78, s84, 31
	v_mul_lo_u32 v48, s59, v39
	s_mul_i32 s93, s58, s78
	s_waitcnt vmcnt(0)
	v_mad_u64_u32 v[46:47], s[78:79], s58, v39, 0
	v_add3_u32 v47, v47, s93, v48
	v_lshl_add_u64 v[46:47], v[46:47], 2, v[32:33]
	global_load_dword v46, v[46:47], off
.LBB0_35:
	s_or_b64 exec, exec, vcc
	v_cmp_lt_i32_e64 s[78:79], 7, s92
	s_and_b64 s[78:79], s[14:15], s[78:79]
	s_and_saveexec_b64 vcc, s[78:79]
	s_cbranch_execz .LBB0_37
	s_or_b32 s78, s84, 7
	s_ashr_i32 s79, s84, 31
	s_mul_hi_u32 s93, s58, s78
	s_mul_i32 s79, s58, s79
	s_add_i32 s79, s93, s79
	s_mul_i32 s93, s59, s78
	s_add_i32 s79, s79, s93
	s_mul_i32 s78, s58, s78
	v_lshl_add_u64 v[38:39], s[78:79], 2, v[32:33]
	global_load_dword v38, v[38:39], off
.LBB0_37:
	s_or_b64 exec, exec, vcc
	v_cmp_gt_i32_e32 vcc, s92, v37
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v47, 0
	s_and_b64 s[78:79], s[14:15], vcc
	v_mov_b32_e32 v39, v47
	s_and_saveexec_b64 vcc, s[78:79]
	s_cbranch_execnz .LBB0_53
	s_or_b64 exec, exec, vcc
	v_cmp_gt_i32_e32 vcc, s92, v0
	s_and_saveexec_b64 s[92:93], vcc
	s_cbranch_execnz .LBB0_54
.LBB0_39:
	s_or_b64 exec, exec, s[92:93]
	s_waitcnt vmcnt(0)
	ds_write_b32 v20, v41
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
	ds_write_b32 v20, v47 offset:8736
.LBB0_48:
	s_or_b64 exec, exec, s[92:93]
	s_cmp_lt_i32 s91, 1
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_20
	v_med3_i32 v38, s89, 1, 8
	s_movk_i32 s84, 0x2220
	v_mov_b32_e32 v39, s95
	v_mov_b32_e32 v40, v25
	v_mov_b32_e32 v41, v24
	s_waitcnt vmcnt(0)
	s_branch .LBB0_51
.LBB0_50:
	v_add_u32_e32 v38, -1, v38
	v_cmp_eq_u32_e32 vcc, 0, v38
	v_add_u32_e32 v41, 0x200, v41
	s_add_i32 s84, s84, 4
	v_add_u32_e32 v40, 64, v40
	s_cbranch_vccnz .LBB0_20
.LBB0_51:
	v_mov_b32_e32 v42, s84
	ds_read_b32 v50, v42
	ds_read_b32 v52, v40
	ds_read_b128 v[42:45], v41
	ds_read_b128 v[46:49], v41 offset:128
	v_subrev_co_u32_e32 v39, vcc, 1, v39
	s_waitcnt lgkmcnt(3)
	v_pk_mul_f32 v[2:3], v[2:3], v[50:51] op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[4:5], v[50:51] op_sel_hi:[1,0]
	v_pk_mul_f32 v[6:7], v[6:7], v[50:51] op_sel_hi:[1,0]
	v_pk_mul_f32 v[8:9], v[8:9], v[50:51] op_sel_hi:[1,0]
	s_waitcnt lgkmcnt(1)
	v_pk_fma_f32 v[2:3], v[42:43], v[52:53], v[2:3] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[4:5], v[44:45], v[52:53], v[4:5] op_sel_hi:[1,0,1]
	s_waitcnt lgkmcnt(0)
	v_pk_fma_f32 v[6:7], v[46:47], v[52:53], v[6:7] op_sel_hi:[1,0,1]
	ds_read_b128 v[42:45], v41 offset:256
	v_pk_fma_f32 v[8:9], v[48:49], v[52:53], v[8:9] op_sel_hi:[1,0,1]
	ds_read_b128 v[46:49], v41 offset:384
	v_pk_mul_f32 v[10:11], v[10:11], v[50:51] op_sel_hi:[1,0]
	v_pk_mul_f32 v[12:13], v[12:13], v[50:51] op_sel_hi:[1,0]
	v_pk_mul_f32 v[14:15], v[14:15], v[50:51] op_sel_hi:[1,0]
	v_pk_mul_f32 v[16:17], v[16:17], v[50:51] op_sel_hi:[1,0]
	s_and_b64 s[78:79], s[30:31], vcc
	s_waitcnt lgkmcnt(1)
	v_pk_fma_f32 v[10:11], v[42:43], v[52:53], v[10:11] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[12:13], v[44:45], v[52:53], v[12:13] op_sel_hi:[1,0,1]
	s_waitcnt lgkmcnt(0)
	v_pk_fma_f32 v[14:15], v[46:47], v[52:53], v[14:15] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[16:17], v[48:49], v[52:53], v[16:17] op_sel_hi:[1,0,1]
	s_and_b64 vcc, exec, s[78:79]
	s_cbranch_vccz .LBB0_50
	global_store_dwordx4 v[30:31], v[2:5], off
	global_store_dwordx4 v[30:31], v[6:9], off offset:128
	global_store_dwordx4 v[30:31], v[10:13], off offset:256
	global_store_dwordx4 v[30:31], v[14:17], off offset:384
	s_branch .LBB0_50
.LBB0_53:
	v_or_b32_e32 v39, s84, v37
	s_ashr_i32 s78, s84, 31
	v_mul_lo_u32 v50, s49, v39
	s_mul_i32 s93, s48, s78
	v_mad_u64_u32 v[48:49], s[78:79], s48, v39, 0
	v_add3_u32 v49, v49, s93, v50
	v_lshl_add_u64 v[48:49], v[48:49], 2, v[34:35]
	global_load_dword v39, v[48:49], off
	s_or_b64 exec, exec, vcc
	v_cmp_gt_i32_e32 vcc, s92, v0
	s_and_saveexec_b64 s[92:93], vcc
	s_cbranch_execz .LBB0_39
.LBB0_54:
	v_add_u32_e32 v47, s84, v0
	v_mad_i64_i32 v[48:49], s[78:79], v47, s18, 0
	v_lshl_add_u64 v[48:49], v[48:49], 2, s[68:69]
	global_load_dword v47, v[48:49], off
	s_or_b64 exec, exec, s[92:93]
	s_waitcnt vmcnt(1)
	ds_write_b32 v20, v41
	s_and_saveexec_b64 s[92:93], s[2:3]
	s_cbranch_execz .LBB0_40
.LBB0_55:
	ds_write_b32 v20, v40 offset:512
	s_or_b64 exec, exec, s[92:93]
	s_and_saveexec_b64 s[92:93], s[4:5]
	s_cbranch_execz .LBB0_41
.LBB0_56:
	ds_write_b32 v20, v43 offset:1024
	s_or_b64 exec, exec, s[92:93]
	s_and_saveexec_b64 s[92:93], s[6:7]
	s_cbranch_execz .LBB0_42
.LBB0_57:
	ds_write_b32 v20, v42 offset:1536
	s_or_b64 exec, exec, s[92:93]
	s_and_saveexec_b64 s[92:93], s[8:9]
	s_cbranch_execz .LBB0_43
.LBB0_58:
	ds_write_b32 v20, v45 offset:2048
	s_or_b64 exec, exec, s[92:93]
	s_and_saveexec_b64 s[92:93], s[10:11]
	s_cbranch_execz .LBB0_44
.LBB0_59:
	ds_write_b32 v20, v44 offset:2560
	s_or_b64 exec, exec, s[92:93]
	s_and_saveexec_b64 s[92:93], s[12:13]
	s_cbranch_execz .LBB0_45
.LBB0_60:
	ds_write_b32 v20, v46 offset:3072
	s_or_b64 exec, exec, s[92:93]
	s_and_saveexec_b64 s[92:93], s[14:15]
	s_cbranch_execz .LBB0_46
.LBB0_61:
	ds_write2st64_b32 v20, v38, v39 offset0:14 offset1:32
	s_or_b64 exec, exec, s[92:93]
	s_and_saveexec_b64 s[92:93], s[16:17]
	s_cbranch_execnz .LBB0_47
	s_branch .LBB0_48
.LBB0_62:
	v_readlane_b32 s84, v90, 14
	v_readlane_b32 s90, v90, 17
	v_readlane_b32 s92, v90, 19
	v_readlane_b32 s78, v90, 12
	v_readlane_b32 s85, v90, 15
	v_readlane_b32 s91, v90, 18
	v_readlane_b32 s93, v90, 20
.LBB0_63:
	s_cmp_lg_u32 s75, 0
	v_readlane_b32 s4, v90, 6
	s_cselect_b64 s[2:3], -1, 0
	v_readlane_b32 s5, v90, 7
	s_and_b64 s[2:3], s[4:5], s[2:3]
	s_and_b64 vcc, exec, s[2:3]
	s_cbranch_vccz .LBB0_67
	v_mbcnt_lo_u32_b32 v21, exec_lo, 0
	v_mbcnt_hi_u32_b32 v21, exec_hi, v21
	v_cmp_eq_u32_e32 vcc, 0, v21
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_66
	s_load_dwordx2 s[4:5], s[0:1], 0x128
	v_mov_b32_e32 v21, 0
	v_mov_b32_e32 v25, s75
	s_waitcnt lgkmcnt(0)
	global_atomic_or v21, v25, s[4:5]
.LBB0_66:
	s_or_b64 exec, exec, s[2:3]
.LBB0_67:
	s_cmp_eq_u32 s75, 0
	s_cselect_b64 s[2:3], -1, 0
	s_cmp_eq_u32 s74, s80
	s_cselect_b64 s[4:5], -1, 0
	v_readlane_b32 s6, v90, 8
	s_and_b64 s[4:5], s[4:5], s[2:3]
	v_readlane_b32 s7, v90, 9
	s_and_b64 s[4:5], s[6:7], s[4:5]
	s_andn2_b64 vcc, exec, s[4:5]
	s_cbranch_vccnz .LBB0_69
	v_mov_b32_e32 v25, 0
	v_lshl_add_u64 v[22:23], v[22:23], 0, v[24:25]
	global_store_dwordx4 v[22:23], v[2:5], off
	global_store_dwordx4 v[22:23], v[6:9], off offset:128
	global_store_dwordx4 v[22:23], v[10:13], off offset:256
	global_store_dwordx4 v[22:23], v[14:17], off offset:384
.LBB0_69:
	v_readlane_b32 s4, v90, 1
	v_readlane_b32 s5, v90, 2
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
	s_lshl_b64 s[2:3], s[90:91], 1
	s_add_u32 s4, s40, s2
	s_addc_u32 s5, s41, s3
	v_lshlrev_b64 v[28:29], 1, v[18:19]
	v_lshl_add_u64 v[22:23], s[4:5], 0, v[28:29]
	s_lshl_b64 s[4:5], s[76:77], 1
	s_add_u32 s16, s42, s4
	s_load_dwordx4 s[12:15], s[0:1], 0xe0
	s_addc_u32 s17, s43, s5
	s_add_u32 s30, s44, s4
	s_addc_u32 s31, s45, s5
	v_readlane_b32 s7, v90, 0
	v_readlane_b32 s0, v90, 10
	s_cmp_eq_u32 s7, 0
	v_readlane_b32 s1, v90, 11
	s_mul_i32 s0, s0, s94
	s_cselect_b64 s[4:5], -1, 0
	s_sub_i32 s6, s76, s0
	s_waitcnt lgkmcnt(0)
	v_div_scale_f32 v21, s[0:1], s13, s13, 1.0
	v_rcp_f32_e32 v24, v21
	s_or_b32 s0, s6, s7
	s_cmp_eq_u32 s0, 0
	s_cselect_b64 s[6:7], -1, 0
	v_fma_f32 v25, -v21, v24, 1.0
	v_fmac_f32_e32 v24, v25, v24
	v_div_scale_f32 v25, vcc, 1.0, s13, 1.0
	v_mul_f32_e32 v26, v25, v24
	v_fma_f32 v27, -v21, v26, v25
	v_fmac_f32_e32 v26, v27, v24
	v_fma_f32 v21, -v21, v26, v25
	s_cmp_gt_i32 s81, -1
	v_readlane_b32 s8, v90, 4
	v_div_fmas_f32 v21, v21, v24, v26
	s_cselect_b64 s[0:1], -1, 0
	v_readlane_b32 s9, v90, 5
	v_div_fixup_f32 v35, v21, s13, 1.0
	s_and_b64 s[8:9], s[0:1], s[8:9]
	v_mov_b32_e32 v21, 0x2000
	v_mov_b32_e32 v40, 0xc2d00000
	v_readlane_b32 s0, v90, 3
	v_lshl_or_b32 v37, v1, 2, v21
	s_mov_b32 s62, 0x42b20000
	v_mov_b32_e32 v21, s0
	v_cmp_nlt_f32_e32 vcc, s0, v40
	v_mov_b32_e32 v41, 0x42b20000
	v_mov_b32_e32 v42, 0x4b400000
	v_cndmask_b32_e32 v21, v40, v21, vcc
	v_cmp_nlt_f32_e32 vcc, s62, v21
	v_mov_b32_e32 v43, 0x3ab60b61
	s_mul_i32 s0, s67, s81
	v_cndmask_b32_e32 v21, v41, v21, vcc
	v_fmamk_f32 v26, v21, 0x3fb8aa3b, v42
	v_add_f32_e32 v26, 0xcb400000, v26
	v_fmac_f32_e32 v21, 0xbf317218, v26
	v_mul_f32_e32 v27, 0x3102e308, v26
	v_add_f32_e32 v30, v21, v27
	v_sub_f32_e32 v21, v30, v21
	v_sub_f32_e32 v21, v27, v21
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
	v_add_f32_e32 v21, v21, v27
	v_cndmask_b32_e32 v26, 0, v26, vcc
	v_add_f32_e32 v27, 1.0, v31
	v_cvt_i32_f32_e32 v26, v26
	v_add_f32_e32 v30, -1.0, v27
	s_mul_hi_u32 s1, s66, s81
	v_sub_f32_e32 v30, v31, v30
	s_add_i32 s1, s1, s0
	s_mul_i32 s0, s66, s81
	v_add_f32_e32 v21, v30, v21
	s_lshl_b64 s[0:1], s[0:1], 2
	v_add_f32_e32 v21, v27, v21
	v_ashrrev_i32_e32 v27, 1, v26
	s_add_u32 s10, s54, s0
	v_sub_u32_e32 v26, v26, v27
	v_lshlrev_b32_e32 v27, 23, v27
	s_addc_u32 s11, s55, s1
	s_lshl_b64 s[0:1], s[92:93], 2
	v_and_b32_e32 v1, 0x7c, v20
	v_add_u32_e32 v27, 1.0, v27
	v_lshlrev_b32_e32 v26, 23, v26
	s_add_u32 s0, s10, s0
	v_add_u32_e32 v26, 1.0, v26
	v_mul_f32_e32 v21, v21, v27
	v_lshlrev_b32_e32 v30, 2, v1
	s_addc_u32 s1, s11, s1
	v_mov_b32_e32 v31, 0
	v_mul_f32_e32 v21, v21, v26
	v_lshl_add_u64 v[26:27], s[0:1], 0, v[30:31]
	s_mul_i32 s0, s71, s81
	s_mul_hi_u32 s1, s70, s81
	s_add_i32 s1, s1, s0
	s_mul_i32 s0, s70, s81
	s_lshl_b64 s[0:1], s[0:1], 2
	s_add_u32 s0, s56, s0
	s_addc_u32 s1, s57, s1
	s_add_u32 s40, s0, s84
	s_addc_u32 s41, s1, s85
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
	v_or_b32_e32 v24, s92, v1
	v_sub_f32_e32 v44, 0, v21
	v_bfrev_b32_e32 v21, 0.5
	v_lshl_or_b32 v50, v34, 9, v30
	v_lshl_or_b32 v52, v39, 9, v30
	v_lshlrev_b32_e32 v1, 6, v36
	s_addc_u32 s3, s53, s3
	v_add_u32_e32 v38, s34, v36
	v_mov_b32_e32 v25, s93
	s_mov_b32 s15, 0xc2d00000
	v_bitop3_b32 v45, v20, 64, v21 bitop3:0x6c
	v_bitop3_b32 v46, v20, 32, v21 bitop3:0x6c
	s_waitcnt vmcnt(0)
	v_bitop3_b32 v47, v20, 16, v21 bitop3:0x6c
	v_bitop3_b32 v48, v20, 8, v21 bitop3:0x6c
	v_bitop3_b32 v49, v20, 4, v21 bitop3:0x6c
	v_or_b32_e32 v51, 0x1000, v50
	v_or_b32_e32 v53, 0x1000, v52
	v_add_u32_e32 v54, 0x2220, v20
	v_or_b32_e32 v55, 0x2200, v20
	s_mov_b32 s42, s12
	s_mov_b32 s43, s12
	v_lshlrev_b32_e32 v56, 4, v36
	v_lshl_add_u64 v[30:31], v[18:19], 2, s[2:3]
	s_lshl_b64 s[52:53], s[18:19], 9
	s_mov_b32 s12, 0xf800000
	v_mov_b32_e32 v57, 0x260
	s_mov_b32 s19, 0x800000
	v_mov_b32_e32 v58, 0x3e638e39
	s_mov_b32 s63, 0x7f800000
	v_add_u32_e32 v59, v37, v1
	v_mov_b32_e32 v32, -1.0
	v_not_b32_e32 v60, 22
	v_mov_b32_e32 v61, 0xff800000
	v_mov_b32_e32 v62, 0x7f800000
	v_mov_b32_e32 v63, 0x7fc00000
	s_mov_b32 s64, 0
	s_branch .LBB0_72
.LBB0_71:
	s_add_i32 s64, s64, 1
	s_add_i32 s33, s33, -8
	s_add_i32 s60, s60, 8
	s_cmp_eq_u32 s64, s61
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_128
.LBB0_72:
	s_lshl_b32 s9, s64, 3
	s_sub_i32 s65, s46, s9
	v_mov_b32_e32 v33, 0
	v_cmp_gt_i32_e64 s[2:3], s65, v36
	v_mov_b32_e32 v64, v33
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_74
	v_add_u32_e32 v1, s9, v38
	v_ashrrev_i32_e32 v18, 31, v1
	v_mul_lo_u32 v20, s24, v18
	v_mul_lo_u32 v21, s25, v1
	v_mad_u64_u32 v[18:19], s[6:7], s24, v1, 0
	v_add3_u32 v19, v19, v20, v21
	v_lshl_add_u64 v[18:19], v[18:19], 1, v[22:23]
	global_load_ushort v1, v[18:19], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v64, 16, v1
.LBB0_74:
	s_or_b64 exec, exec, s[4:5]
	v_add_u32_e32 v65, s9, v0
	s_min_i32 s8, s65, 8
	v_add_u32_e32 v18, s34, v65
	v_cmp_gt_i32_e64 s[4:5], s8, v0
	v_ashrrev_i32_e32 v1, 31, v18
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB0_76
	v_mul_lo_u32 v19, s27, v18
	v_mul_lo_u32 v33, s26, v1
	v_mad_u64_u32 v[20:21], s[10:11], s26, v18, 0
	v_add3_u32 v21, v21, v33, v19
	v_lshl_add_u64 v[20:21], v[20:21], 1, s[16:17]
	global_load_ushort v19, v[20:21], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v33, 16, v19
.LBB0_76:
	s_or_b64 exec, exec, s[6:7]
	v_mov_b32_e32 v72, 0
	v_mov_b32_e32 v66, v72
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB0_78
	v_mul_lo_u32 v20, s29, v18
	v_mul_lo_u32 v1, s28, v1
	v_mad_u64_u32 v[18:19], s[10:11], s28, v18, 0
	v_add3_u32 v19, v19, v1, v20
	v_lshl_add_u64 v[18:19], v[18:19], 1, s[30:31]
	global_load_ushort v1, v[18:19], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v66, 16, v1
.LBB0_78:
	s_or_b64 exec, exec, s[6:7]
	v_add_u32_e32 v69, s9, v34
	v_add_u32_e32 v18, s34, v69
	v_ashrrev_i32_e32 v1, 31, v18
	v_mul_lo_u32 v19, s20, v1
	v_mul_lo_u32 v67, s21, v18
	v_mad_u64_u32 v[20:21], s[6:7], s20, v18, v[24:25]
	v_cmp_gt_i32_e32 vcc, s8, v34
	v_add3_u32 v21, v67, v21, v19
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_80
	v_lshl_add_u64 v[70:71], v[20:21], 1, s[36:37]
	global_load_ushort v19, v[70:71], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v72, 16, v19
.LBB0_80:
	s_or_b64 exec, exec, s[6:7]
	v_mov_b32_e32 v74, 0
	v_mov_b32_e32 v78, v74
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_82
	v_lshl_add_u64 v[70:71], v[20:21], 1, s[36:37]
	global_load_ushort v19, v[70:71], off offset:2
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v78, 16, v19
.LBB0_82:
	s_or_b64 exec, exec, s[6:7]
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_84
	v_lshl_add_u64 v[70:71], v[20:21], 1, s[36:37]
	global_load_ushort v19, v[70:71], off offset:4
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v74, 16, v19
.LBB0_84:
	s_or_b64 exec, exec, s[6:7]
	v_mov_b32_e32 v79, 0
	v_mov_b32_e32 v76, v79
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_86
	v_lshl_add_u64 v[20:21], v[20:21], 1, s[36:37]
	global_load_ushort v19, v[20:21], off offset:6
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v76, 16, v19
.LBB0_86:
	s_or_b64 exec, exec, s[6:7]
	v_mad_u64_u32 v[20:21], s[6:7], s22, v18, v[24:25]
	v_mul_lo_u32 v1, s22, v1
	v_mul_lo_u32 v19, s23, v18
	v_add3_u32 v21, v19, v21, v1
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_88
	v_lshl_add_u64 v[70:71], v[20:21], 1, s[38:39]
	global_load_ushort v1, v[70:71], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v79, 16, v1
.LBB0_88:
	s_or_b64 exec, exec, s[6:7]
	v_mov_b32_e32 v80, 0
	v_mov_b32_e32 v19, v80
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_90
	v_lshl_add_u64 v[70:71], v[20:21], 1, s[38:39]
	global_load_ushort v1, v[70:71], off offset:2
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v19, 16, v1
.LBB0_90:
	s_or_b64 exec, exec, s[6:7]
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_92
	v_lshl_add_u64 v[70:71], v[20:21], 1, s[38:39]
	global_load_ushort v1, v[70:71], off offset:4
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v80, 16, v1
.LBB0_92:
	s_or_b64 exec, exec, s[6:7]
	v_mov_b32_e32 v67, 0
	v_mov_b32_e32 v81, v67
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_94
	v_lshl_add_u64 v[20:21], v[20:21], 1, s[38:39]
	global_load_ushort v1, v[20:21], off offset:6
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v81, 16, v1
.LBB0_94:
	s_or_b64 exec, exec, s[6:7]
	v_add_u32_e32 v18, 4, v18
	v_ashrrev_i32_e32 v1, 31, v18
	v_cmp_gt_i32_e64 s[6:7], s8, v39
	v_mul_lo_u32 v68, s20, v1
	v_mul_lo_u32 v70, s21, v18
	v_mad_u64_u32 v[20:21], s[8:9], s20, v18, v[24:25]
	v_add3_u32 v21, v70, v21, v68
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB0_96
	v_lshl_add_u64 v[70:71], v[20:21], 1, s[36:37]
	global_load_ushort v67, v[70:71], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v67, 16, v67
.LBB0_96:
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32_e32 v68, 0
	v_mov_b32_e32 v71, v68
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB0_98
	v_lshl_add_u64 v[70:71], v[20:21], 1, s[36:37]
	global_load_ushort v70, v[70:71], off offset:2
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v71, 16, v70
.LBB0_98:
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB0_100
	v_lshl_add_u64 v[82:83], v[20:21], 1, s[36:37]
	global_load_ushort v68, v[82:83], off offset:4
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v68, 16, v68
.LBB0_100:
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32_e32 v73, 0
	v_mov_b32_e32 v70, v73
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB0_102
	v_lshl_add_u64 v[20:21], v[20:21], 1, s[36:37]
	global_load_ushort v20, v[20:21], off offset:6
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v70, 16, v20
.LBB0_102:
	s_or_b64 exec, exec, s[8:9]
	v_mad_u64_u32 v[20:21], s[8:9], s22, v18, v[24:25]
	v_mul_lo_u32 v1, s22, v1
	v_mul_lo_u32 v18, s23, v18
	v_add3_u32 v21, v18, v21, v1
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB0_104
	v_lshl_add_u64 v[82:83], v[20:21], 1, s[38:39]
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
	v_lshl_add_u64 v[82:83], v[20:21], 1, s[38:39]
	global_load_ushort v18, v[82:83], off offset:2
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v77, 16, v18
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB0_106
.LBB0_109:
	v_lshl_add_u64 v[82:83], v[20:21], 1, s[38:39]
	global_load_ushort v1, v[82:83], off offset:4
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v1, 16, v1
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32_e32 v75, 0
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB0_107
.LBB0_110:
	v_lshl_add_u64 v[20:21], v[20:21], 1, s[38:39]
	global_load_ushort v18, v[20:21], off offset:6
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v75, 16, v18
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[56:57], vcc
	s_cbranch_execz .LBB0_113
.LBB0_111:
	v_mul_f32_e32 v18, v78, v78
	v_fmac_f32_e32 v18, v72, v72
	v_mul_f32_e32 v21, v19, v19
	v_fmac_f32_e32 v18, v74, v74
	v_fmac_f32_e32 v21, v79, v79
	v_fmac_f32_e32 v18, v76, v76
	v_fmac_f32_e32 v21, v80, v80
	ds_bpermute_b32 v20, v45, v18
	v_fmac_f32_e32 v21, v81, v81
	ds_bpermute_b32 v82, v45, v21
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v18, v18, v20
	ds_bpermute_b32 v20, v46, v18
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v21, v21, v82
	ds_bpermute_b32 v82, v46, v21
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v18, v18, v20
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v20, v21, v82
	ds_bpermute_b32 v21, v47, v18
	ds_bpermute_b32 v82, v47, v20
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v18, v18, v21
	ds_bpermute_b32 v21, v48, v18
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v20, v20, v82
	ds_bpermute_b32 v82, v48, v20
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v18, v18, v21
	ds_bpermute_b32 v21, v49, v18
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v20, v20, v82
	ds_bpermute_b32 v82, v49, v20
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v18, v18, v21
	v_add_f32_e32 v18, 0x358637bd, v18
	v_mul_f32_e32 v21, 0x4f800000, v18
	v_cmp_gt_f32_e32 vcc, s12, v18
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v20, v20, v82
	v_add_f32_e32 v20, 0x358637bd, v20
	v_cndmask_b32_e32 v18, v18, v21, vcc
	v_sqrt_f32_e32 v21, v18
	v_mul_f32_e32 v82, 0x4f800000, v20
	v_cmp_gt_f32_e64 s[8:9], s12, v20
	v_add_u32_e32 v83, -1, v21
	s_nop 0
	v_cndmask_b32_e64 v20, v20, v82, s[8:9]
	v_sqrt_f32_e32 v82, v20
	v_add_u32_e32 v84, 1, v21
	v_fma_f32 v85, -v83, v21, v18
	v_fma_f32 v86, -v84, v21, v18
	v_cmp_ge_f32_e64 s[10:11], 0, v85
	s_nop 1
	v_cndmask_b32_e64 v21, v21, v83, s[10:11]
	v_cmp_lt_f32_e64 s[10:11], 0, v86
	s_nop 1
	v_cndmask_b32_e64 v21, v21, v84, s[10:11]
	v_add_u32_e32 v84, -1, v82
	v_fma_f32 v85, -v84, v82, v20
	v_cmp_ge_f32_e64 s[10:11], 0, v85
	v_add_u32_e32 v85, 1, v82
	v_mul_f32_e32 v83, 0x37800000, v21
	v_cndmask_b32_e64 v84, v82, v84, s[10:11]
	v_fma_f32 v82, -v85, v82, v20
	v_cmp_lt_f32_e64 s[10:11], 0, v82
	v_cndmask_b32_e32 v21, v21, v83, vcc
	v_cmp_class_f32_e32 vcc, v18, v57
	v_cndmask_b32_e64 v82, v84, v85, s[10:11]
	v_mul_f32_e32 v84, 0x37800000, v82
	v_cndmask_b32_e64 v82, v82, v84, s[8:9]
	v_cmp_class_f32_e64 s[8:9], v20, v57
	v_cndmask_b32_e32 v83, v21, v18, vcc
	s_nop 0
	v_cndmask_b32_e64 v20, v82, v20, s[8:9]
	v_div_scale_f32 v82, s[8:9], v20, v20, v19
	v_rcp_f32_e32 v84, v82
	s_nop 0
	v_fma_f32 v18, -v82, v84, 1.0
	v_fmac_f32_e32 v84, v18, v84
	v_div_scale_f32 v18, vcc, v19, v20, v19
	v_mul_f32_e32 v21, v18, v84
	v_fma_f32 v85, -v82, v21, v18
	v_fmac_f32_e32 v21, v85, v84
	v_fma_f32 v18, -v82, v21, v18
	v_div_scale_f32 v82, s[8:9], v20, v20, v79
	v_rcp_f32_e32 v85, v82
	v_div_fmas_f32 v18, v18, v84, v21
	v_div_fixup_f32 v19, v18, v20, v19
	v_fma_f32 v18, -v82, v85, 1.0
	v_fmac_f32_e32 v85, v18, v85
	v_div_scale_f32 v18, vcc, v79, v20, v79
	v_mul_f32_e32 v21, v18, v85
	v_fma_f32 v84, -v82, v21, v18
	v_fmac_f32_e32 v21, v84, v85
	v_fma_f32 v18, -v82, v21, v18
	v_div_scale_f32 v82, s[8:9], v20, v20, v81
	v_rcp_f32_e32 v84, v82
	v_div_fmas_f32 v18, v18, v85, v21
	v_div_fixup_f32 v18, v18, v20, v79
	v_fma_f32 v21, -v82, v84, 1.0
	v_fmac_f32_e32 v84, v21, v84
	v_div_scale_f32 v21, vcc, v81, v20, v81
	v_mul_f32_e32 v79, v21, v84
	v_fma_f32 v85, -v82, v79, v21
	v_fmac_f32_e32 v79, v85, v84
	v_fma_f32 v21, -v82, v79, v21
	v_div_scale_f32 v82, s[8:9], v20, v20, v80
	v_rcp_f32_e32 v85, v82
	v_div_fmas_f32 v21, v21, v84, v79
	v_div_fixup_f32 v21, v21, v20, v81
	v_fma_f32 v79, -v82, v85, 1.0
	v_fmac_f32_e32 v85, v79, v85
	v_div_scale_f32 v79, vcc, v80, v20, v80
	v_mul_f32_e32 v81, v79, v85
	v_fma_f32 v84, -v82, v81, v79
	v_fmac_f32_e32 v81, v84, v85
	v_fma_f32 v79, -v82, v81, v79
	v_div_scale_f32 v82, s[8:9], v83, v83, v78
	v_rcp_f32_e32 v84, v82
	v_div_fmas_f32 v79, v79, v85, v81
	v_div_fixup_f32 v20, v79, v20, v80
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
	ds_write_b128 v50, v[18:21]
	s_and_b64 exec, exec, s[8:9]
	s_cbranch_execz .LBB0_113
	v_ashrrev_i32_e32 v72, 31, v69
	v_mul_lo_u32 v74, s59, v69
	v_mul_lo_u32 v72, s58, v72
	v_mad_u64_u32 v[78:79], s[8:9], s58, v69, 0
	v_add3_u32 v79, v79, v72, v74
	v_lshl_add_u64 v[78:79], v[78:79], 2, v[26:27]
	global_store_dwordx4 v[78:79], v[18:21], off
.LBB0_113:
	s_or_b64 exec, exec, s[56:57]
	s_and_saveexec_b64 s[10:11], s[6:7]
	s_cbranch_execz .LBB0_116
	v_mul_f32_e32 v18, v71, v71
	v_fmac_f32_e32 v18, v67, v67
	v_mul_f32_e32 v20, v77, v77
	v_fmac_f32_e32 v18, v68, v68
	v_fmac_f32_e32 v20, v73, v73
	v_fmac_f32_e32 v18, v70, v70
	v_fmac_f32_e32 v20, v1, v1
	ds_bpermute_b32 v19, v45, v18
	v_fmac_f32_e32 v20, v75, v75
	ds_bpermute_b32 v21, v45, v20
	v_add_u32_e32 v69, 4, v69
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v18, v18, v19
	ds_bpermute_b32 v19, v46, v18
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v20, v20, v21
	ds_bpermute_b32 v21, v46, v20
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v18, v18, v19
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v19, v20, v21
	ds_bpermute_b32 v20, v47, v18
	ds_bpermute_b32 v21, v47, v19
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v18, v18, v20
	ds_bpermute_b32 v20, v48, v18
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v19, v19, v21
	ds_bpermute_b32 v21, v48, v19
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v18, v18, v20
	ds_bpermute_b32 v20, v49, v18
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v19, v19, v21
	ds_bpermute_b32 v21, v49, v19
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v18, v18, v20
	v_add_f32_e32 v18, 0x358637bd, v18
	v_mul_f32_e32 v20, 0x4f800000, v18
	v_cmp_gt_f32_e32 vcc, s12, v18
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v19, v19, v21
	v_add_f32_e32 v19, 0x358637bd, v19
	v_cndmask_b32_e32 v18, v18, v20, vcc
	v_sqrt_f32_e32 v20, v18
	v_mul_f32_e32 v21, 0x4f800000, v19
	v_cmp_gt_f32_e64 s[6:7], s12, v19
	v_add_u32_e32 v72, 1, v20
	s_nop 0
	v_cndmask_b32_e64 v19, v19, v21, s[6:7]
	v_add_u32_e32 v21, -1, v20
	v_fma_f32 v74, -v21, v20, v18
	v_cmp_ge_f32_e64 s[8:9], 0, v74
	v_fma_f32 v76, -v72, v20, v18
	s_nop 0
	v_cndmask_b32_e64 v20, v20, v21, s[8:9]
	v_sqrt_f32_e32 v21, v19
	v_cmp_lt_f32_e64 s[8:9], 0, v76
	v_add_u32_e32 v74, -1, v21
	v_fma_f32 v76, -v74, v21, v19
	v_cndmask_b32_e64 v20, v20, v72, s[8:9]
	v_cmp_ge_f32_e64 s[8:9], 0, v76
	v_add_u32_e32 v76, 1, v21
	v_mul_f32_e32 v72, 0x37800000, v20
	v_cndmask_b32_e64 v74, v21, v74, s[8:9]
	v_fma_f32 v21, -v76, v21, v19
	v_cmp_lt_f32_e64 s[8:9], 0, v21
	v_cndmask_b32_e32 v20, v20, v72, vcc
	v_cmp_class_f32_e32 vcc, v18, v57
	v_cndmask_b32_e64 v21, v74, v76, s[8:9]
	v_mul_f32_e32 v74, 0x37800000, v21
	v_cndmask_b32_e64 v21, v21, v74, s[6:7]
	v_cmp_class_f32_e64 s[6:7], v19, v57
	v_cndmask_b32_e32 v76, v20, v18, vcc
	s_nop 0
	v_cndmask_b32_e64 v74, v21, v19, s[6:7]
	v_div_scale_f32 v19, s[6:7], v74, v74, v77
	v_rcp_f32_e32 v21, v19
	s_nop 0
	v_fma_f32 v18, -v19, v21, 1.0
	v_fmac_f32_e32 v21, v18, v21
	v_div_scale_f32 v18, vcc, v77, v74, v77
	v_mul_f32_e32 v20, v18, v21
	v_fma_f32 v72, -v19, v20, v18
	v_fmac_f32_e32 v20, v72, v21
	v_div_scale_f32 v72, s[6:7], v74, v74, v73
	v_rcp_f32_e32 v78, v72
	v_fma_f32 v18, -v19, v20, v18
	v_div_fmas_f32 v18, v18, v21, v20
	v_div_fixup_f32 v19, v18, v74, v77
	v_fma_f32 v18, -v72, v78, 1.0
	v_fmac_f32_e32 v78, v18, v78
	v_div_scale_f32 v18, vcc, v73, v74, v73
	v_mul_f32_e32 v20, v18, v78
	v_fma_f32 v21, -v72, v20, v18
	v_fmac_f32_e32 v20, v21, v78
	v_div_scale_f32 v21, s[6:7], v74, v74, v75
	v_fma_f32 v18, -v72, v20, v18
	v_rcp_f32_e32 v72, v21
	v_div_fmas_f32 v18, v18, v78, v20
	v_div_fixup_f32 v18, v18, v74, v73
	v_fma_f32 v20, -v21, v72, 1.0
	v_fmac_f32_e32 v72, v20, v72
	v_div_scale_f32 v20, vcc, v75, v74, v75
	v_mul_f32_e32 v73, v20, v72
	v_fma_f32 v77, -v21, v73, v20
	v_fmac_f32_e32 v73, v77, v72
	v_div_scale_f32 v77, s[6:7], v74, v74, v1
	v_rcp_f32_e32 v78, v77
	v_fma_f32 v20, -v21, v73, v20
	v_div_fmas_f32 v20, v20, v72, v73
	v_div_fixup_f32 v21, v20, v74, v75
	v_fma_f32 v20, -v77, v78, 1.0
	v_fmac_f32_e32 v78, v20, v78
	v_div_scale_f32 v20, vcc, v1, v74, v1
	v_mul_f32_e32 v72, v20, v78
	v_fma_f32 v73, -v77, v72, v20
	v_fmac_f32_e32 v72, v73, v78
	v_div_scale_f32 v73, s[6:7], v76, v76, v71
	v_rcp_f32_e32 v75, v73
	v_fma_f32 v20, -v77, v72, v20
	v_div_fmas_f32 v20, v20, v78, v72
	v_div_fixup_f32 v20, v20, v74, v1
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
	ds_write_b128 v52, v[18:21]
	s_and_b64 exec, exec, s[6:7]
	s_cbranch_execz .LBB0_116
	v_ashrrev_i32_e32 v1, 31, v69
	v_mul_lo_u32 v67, s59, v69
	v_mul_lo_u32 v1, s58, v1
	v_mad_u64_u32 v[68:69], s[6:7], s58, v69, 0
	v_add3_u32 v69, v69, v1, v67
	v_lshl_add_u64 v[68:69], v[68:69], 2, v[26:27]
	global_store_dwordx4 v[68:69], v[18:21], off
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
	v_mul_f32_e32 v19, 0x3102e308, v71
	v_add_f32_e32 v1, v33, v19
	v_fmamk_f32 v18, v1, 0x39500d01, v43
	v_fmaak_f32 v18, v18, v1, 0x3c088889
	v_fmaak_f32 v18, v18, v1, 0x3d2aaaab
	v_fmaak_f32 v18, v18, v1, 0x3e2aaaab
	v_fma_f32 v18, v18, v1, 0.5
	v_mul_f32_e32 v20, v1, v1
	v_mul_f32_e32 v20, v20, v18
	v_add_f32_e32 v18, v1, v20
	v_cmp_o_f32_e32 vcc, v71, v71
	v_sub_f32_e32 v21, v18, v1
	v_pk_add_f32 v[68:69], v[0:1], v[32:33] neg_lo:[0,1] neg_hi:[0,1]
	v_cndmask_b32_e32 v1, 0, v71, vcc
	v_add_f32_e32 v73, 1.0, v18
	v_cvt_i32_f32_e32 v1, v1
	v_sub_f32_e32 v72, v20, v21
	v_add_f32_e32 v20, -1.0, v73
	v_mov_b32_e32 v21, v69
	v_pk_add_f32 v[18:19], v[18:19], v[20:21] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_add_f32_e32 v19, v19, v72
	v_add_f32_e32 v18, v18, v19
	v_ashrrev_i32_e32 v19, 1, v1
	v_add_f32_e32 v18, v73, v18
	v_sub_u32_e32 v1, v1, v19
	v_lshl_add_u32 v19, v19, 23, 1.0
	v_lshl_add_u32 v1, v1, 23, 1.0
	v_mul_f32_e32 v18, v18, v19
	v_mul_f32_e32 v1, v18, v1
	v_add_f32_e32 v1, 1.0, v1
	v_mul_f32_e32 v18, 0x4b000000, v1
	v_cmp_gt_f32_e32 vcc, s19, v1
	s_nop 1
	v_cndmask_b32_e32 v18, v1, v18, vcc
	v_add_u32_e32 v20, 0xc0cafb0d, v18
	v_and_b32_e32 v21, 0xff800000, v20
	v_sub_u32_e32 v18, v18, v21
	v_add_f32_e32 v18, -1.0, v18
	v_add_f32_e32 v21, 2.0, v18
	v_div_scale_f32 v33, s[4:5], v21, v21, v18
	v_rcp_f32_e32 v68, v33
	v_cndmask_b32_e32 v19, 0, v60, vcc
	v_ashrrev_i32_e32 v20, 23, v20
	v_add_u32_e32 v19, v20, v19
	v_fma_f32 v20, -v33, v68, 1.0
	v_fmac_f32_e32 v68, v20, v68
	v_div_scale_f32 v20, vcc, v18, v21, v18
	v_mul_f32_e32 v69, v20, v68
	v_fma_f32 v71, -v33, v69, v20
	v_fmac_f32_e32 v69, v71, v68
	v_fma_f32 v20, -v33, v69, v20
	v_div_fmas_f32 v20, v20, v68, v69
	v_div_fixup_f32 v20, v20, v21, v18
	v_mul_f32_e32 v21, v20, v20
	v_fmamk_f32 v33, v21, 0x3e3a2e8c, v58
	v_fmaak_f32 v33, v33, v21, 0x3e924925
	v_fmaak_f32 v33, v33, v21, 0x3ecccccd
	v_cvt_f32_i32_e32 v19, v19
	v_fmaak_f32 v33, v33, v21, 0x3f2aaaab
	v_mul_f32_e32 v21, v21, v33
	v_sub_f32_e32 v21, v18, v21
	v_fma_f32 v18, -v20, v21, v18
	v_fmac_f32_e32 v18, 0xb102e308, v19
	v_fmac_f32_e32 v18, 0x3f317218, v19
	v_cmp_neq_f32_e32 vcc, 0, v1
	s_nop 1
	v_cndmask_b32_e32 v18, v61, v18, vcc
	v_cmp_neq_f32_e32 vcc, s63, v1
	s_nop 1
	v_cndmask_b32_e32 v18, v62, v18, vcc
	v_cmp_ngt_f32_e32 vcc, 0, v1
	s_nop 1
	v_cndmask_b32_e32 v18, v63, v18, vcc
	v_cmp_u_f32_e32 vcc, v1, v1
	s_nop 1
	v_cndmask_b32_e32 v1, v18, v1, vcc
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
	v_fmamk_f32 v18, v1, 0x3fb8aa3b, v42
	v_add_f32_e32 v18, 0xcb400000, v18
	v_fmac_f32_e32 v1, 0xbf317218, v18
	v_mul_f32_e32 v19, 0x3102e308, v18
	v_add_f32_e32 v20, v1, v19
	v_sub_f32_e32 v1, v20, v1
	v_sub_f32_e32 v1, v19, v1
	v_fmamk_f32 v19, v20, 0x39500d01, v43
	v_fmaak_f32 v19, v19, v20, 0x3c088889
	v_fmaak_f32 v19, v19, v20, 0x3d2aaaab
	v_fmaak_f32 v19, v19, v20, 0x3e2aaaab
	v_fma_f32 v19, v19, v20, 0.5
	v_mul_f32_e32 v21, v20, v20
	v_mul_f32_e32 v19, v21, v19
	v_add_f32_e32 v21, v20, v19
	v_sub_f32_e32 v20, v21, v20
	v_cmp_o_f32_e32 vcc, v18, v18
	v_sub_f32_e32 v19, v19, v20
	v_add_f32_e32 v1, v1, v19
	v_cndmask_b32_e32 v18, 0, v18, vcc
	v_add_f32_e32 v19, 1.0, v21
	v_cvt_i32_f32_e32 v18, v18
	v_add_f32_e32 v20, -1.0, v19
	v_sub_f32_e32 v20, v21, v20
	v_add_f32_e32 v1, v20, v1
	v_add_f32_e32 v68, v19, v1
	v_ashrrev_i32_e32 v1, 1, v18
	v_sub_u32_e32 v69, v18, v1
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
	v_mul_f32_e32 v19, 0x3102e308, v71
	v_add_f32_e32 v1, v33, v19
	v_fmamk_f32 v18, v1, 0x39500d01, v43
	v_fmaak_f32 v18, v18, v1, 0x3c088889
	v_fmaak_f32 v18, v18, v1, 0x3d2aaaab
	v_fmaak_f32 v18, v18, v1, 0x3e2aaaab
	v_fma_f32 v18, v18, v1, 0.5
	v_mul_f32_e32 v20, v1, v1
	v_mul_f32_e32 v20, v20, v18
	v_add_f32_e32 v18, v1, v20
	v_cmp_o_f32_e32 vcc, v71, v71
	v_sub_f32_e32 v21, v18, v1
	v_pk_add_f32 v[66:67], v[0:1], v[32:33] neg_lo:[0,1] neg_hi:[0,1]
	v_cndmask_b32_e32 v1, 0, v71, vcc
	v_add_f32_e32 v73, 1.0, v18
	v_cvt_i32_f32_e32 v1, v1
	v_sub_f32_e32 v72, v20, v21
	v_add_f32_e32 v20, -1.0, v73
	v_mov_b32_e32 v21, v67
	v_pk_add_f32 v[18:19], v[18:19], v[20:21] neg_lo:[0,1] neg_hi:[0,1]
	v_mul_f32_e32 v21, v68, v70
	v_add_f32_e32 v19, v19, v72
	v_add_f32_e32 v18, v18, v19
	v_ashrrev_i32_e32 v19, 1, v1
	v_add_f32_e32 v18, v73, v18
	v_sub_u32_e32 v1, v1, v19
	v_lshl_add_u32 v19, v19, 23, 1.0
	v_lshl_add_u32 v1, v1, 23, 1.0
	v_mul_f32_e32 v18, v18, v19
	v_mul_f32_e32 v1, v18, v1
	v_add_f32_e32 v18, 1.0, v1
	v_div_scale_f32 v19, s[4:5], v18, v18, 1.0
	v_rcp_f32_e32 v20, v19
	v_lshl_add_u32 v1, v69, 23, 1.0
	v_mul_f32_e32 v1, v21, v1
	v_fma_f32 v21, -v19, v20, 1.0
	v_fmac_f32_e32 v20, v21, v20
	v_div_scale_f32 v21, vcc, 1.0, v18, 1.0
	v_mul_f32_e32 v33, v21, v20
	v_fma_f32 v66, -v19, v33, v21
	v_fmac_f32_e32 v33, v66, v20
	v_fma_f32 v19, -v19, v33, v21
	v_div_fmas_f32 v19, v19, v20, v33
	v_cmp_gt_i32_e32 vcc, s47, v65
	s_and_b64 s[4:5], vcc, s[50:51]
	v_div_fixup_f32 v18, v19, v18, 1.0
	ds_write_b32 v54, v1
	ds_write_b32 v55, v18
	s_and_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB0_119
	v_mad_i64_i32 v[18:19], s[4:5], v65, s18, 0
	v_lshl_add_u64 v[18:19], v[18:19], 2, s[40:41]
	global_store_dword v[18:19], v1, off
.LBB0_119:
	s_or_b64 exec, exec, s[6:7]
	s_and_saveexec_b64 s[4:5], s[2:3]
	ds_write_b32 v59, v64
	s_or_b64 exec, exec, s[4:5]
	s_cmp_lt_i32 s65, 1
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_71
	s_ashr_i32 s2, s60, 31
	s_mul_i32 s3, s53, s60
	s_mul_i32 s2, s52, s2
	v_mov_b32_e32 v18, s60
	s_add_i32 s4, s2, s3
	v_mad_u64_u32 v[18:19], s[2:3], s52, v18, v[30:31]
	v_med3_i32 v1, s33, 1, 8
	v_add_u32_e32 v19, s4, v19
	s_movk_i32 s4, 0x2200
	s_mov_b32 s5, s60
	v_mov_b32_e32 v21, v56
	v_mov_b32_e32 v33, v37
	s_branch .LBB0_124
.LBB0_123:
	s_or_b64 exec, exec, s[2:3]
	v_add_u32_e32 v1, -1, v1
	v_cmp_eq_u32_e32 vcc, 0, v1
	v_add_u32_e32 v33, 64, v33
	v_add_u32_e32 v21, 0x200, v21
	s_add_i32 s4, s4, 4
	v_lshl_add_u64 v[18:19], v[18:19], 0, s[52:53]
	s_add_i32 s5, s5, 1
	s_cbranch_vccnz .LBB0_71
.LBB0_124:
	v_mov_b32_e32 v20, s4
	ds_read2_b32 v[76:77], v20 offset1:8
	s_waitcnt lgkmcnt(1)
	ds_read_b128 v[64:67], v21
	ds_read_b128 v[68:71], v21 offset:128
	s_waitcnt lgkmcnt(2)
	v_mov_b32_e32 v20, v77
	v_pk_mul_f32 v[2:3], v[2:3], v[20:21] op_sel_hi:[1,0]
	v_pk_mul_f32 v[6:7], v[6:7], v[20:21] op_sel_hi:[1,0]
	v_pk_mul_f32 v[78:79], v[10:11], v[20:21] op_sel_hi:[1,0]
	v_pk_mul_f32 v[80:81], v[12:13], v[20:21] op_sel_hi:[1,0]
	ds_read_b128 v[10:13], v21 offset:256
	ds_read_b128 v[72:75], v21 offset:384
	v_mov_b32_e32 v82, v3
	v_mov_b32_e32 v83, v7
	s_waitcnt lgkmcnt(3)
	v_mov_b32_e32 v84, v65
	s_waitcnt lgkmcnt(2)
	v_mov_b32_e32 v85, v69
	v_pk_mul_f32 v[4:5], v[4:5], v[20:21] op_sel_hi:[1,0]
	v_pk_mul_f32 v[8:9], v[8:9], v[20:21] op_sel_hi:[1,0]
	v_pk_mul_f32 v[82:83], v[82:83], v[84:85]
	v_mov_b32_e32 v84, v64
	v_mov_b32_e32 v85, v68
	v_mov_b32_e32 v86, v2
	v_mov_b32_e32 v87, v6
	v_pk_fma_f32 v[82:83], v[84:85], v[86:87], v[82:83]
	v_mov_b32_e32 v84, v66
	v_mov_b32_e32 v85, v70
	v_mov_b32_e32 v86, v4
	v_mov_b32_e32 v87, v8
	v_pk_mul_f32 v[14:15], v[14:15], v[20:21] op_sel_hi:[1,0]
	v_pk_fma_f32 v[82:83], v[84:85], v[86:87], v[82:83]
	v_mov_b32_e32 v84, v67
	v_mov_b32_e32 v85, v71
	v_mov_b32_e32 v86, v5
	v_mov_b32_e32 v87, v9
	v_pk_fma_f32 v[82:83], v[84:85], v[86:87], v[82:83]
	v_mov_b32_e32 v84, v79
	v_mov_b32_e32 v85, v15
	s_waitcnt lgkmcnt(1)
	v_mov_b32_e32 v86, v11
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v87, v73
	v_pk_mul_f32 v[16:17], v[16:17], v[20:21] op_sel_hi:[1,0]
	v_pk_mul_f32 v[84:85], v[84:85], v[86:87]
	v_mov_b32_e32 v86, v10
	v_mov_b32_e32 v87, v72
	v_mov_b32_e32 v88, v78
	v_mov_b32_e32 v89, v14
	v_pk_fma_f32 v[84:85], v[86:87], v[88:89], v[84:85]
	v_mov_b32_e32 v86, v12
	v_mov_b32_e32 v87, v74
	v_mov_b32_e32 v88, v80
	v_mov_b32_e32 v89, v16
	v_pk_fma_f32 v[84:85], v[86:87], v[88:89], v[84:85]
	v_mov_b32_e32 v86, v13
	v_mov_b32_e32 v87, v75
	v_mov_b32_e32 v88, v81
	v_mov_b32_e32 v89, v17
	v_pk_fma_f32 v[84:85], v[86:87], v[88:89], v[84:85]
	s_nop 0
	v_pk_add_f32 v[82:83], v[82:83], v[84:85]
	s_nop 0
	v_add_f32_e32 v20, v82, v83
	ds_bpermute_b32 v77, v47, v20
	ds_read_b32 v82, v33
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v20, v20, v77
	ds_bpermute_b32 v77, v48, v20
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v20, v20, v77
	ds_bpermute_b32 v77, v49, v20
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v20, v20, v77
	v_sub_f32_e32 v20, v82, v20
	v_mul_f32_e32 v20, v76, v20
	v_pk_fma_f32 v[2:3], v[64:65], v[20:21], v[2:3] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[4:5], v[66:67], v[20:21], v[4:5] op_sel_hi:[1,0,1]
	ds_read_b128 v[64:67], v21 offset:4096
	v_pk_fma_f32 v[6:7], v[68:69], v[20:21], v[6:7] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[8:9], v[70:71], v[20:21], v[8:9] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[10:11], v[10:11], v[20:21], v[78:79] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[14:15], v[72:73], v[20:21], v[14:15] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[16:17], v[74:75], v[20:21], v[16:17] op_sel_hi:[1,0,1]
	ds_read_b128 v[68:71], v21 offset:4224
	ds_read_b128 v[72:75], v21 offset:4352
	ds_read_b128 v[76:79], v21 offset:4480
	s_waitcnt lgkmcnt(3)
	v_mul_f32_e32 v65, v65, v3
	v_fmac_f32_e32 v65, v64, v2
	v_fmac_f32_e32 v65, v66, v4
	v_fmac_f32_e32 v65, v67, v5
	s_waitcnt lgkmcnt(2)
	v_mul_f32_e32 v64, v69, v7
	s_waitcnt lgkmcnt(1)
	v_mul_f32_e32 v66, v11, v73
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v67, v15, v77
	v_pk_fma_f32 v[12:13], v[12:13], v[20:21], v[80:81] op_sel_hi:[1,0,1]
	v_fmac_f32_e32 v64, v68, v6
	v_fmac_f32_e32 v66, v72, v10
	v_fmac_f32_e32 v67, v76, v14
	v_fmac_f32_e32 v64, v70, v8
	v_fmac_f32_e32 v66, v74, v12
	v_fmac_f32_e32 v67, v78, v16
	v_fmac_f32_e32 v64, v71, v9
	v_fmac_f32_e32 v66, v75, v13
	v_fmac_f32_e32 v67, v79, v17
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
	s_add_i32 s7, s8, s7
	s_mul_i32 s8, s49, s6
	s_add_i32 s7, s7, s8
	s_mul_i32 s6, s48, s6
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v64, v64, v65
	v_cvt_pk_bf16_f32 v66, v64, s0
	v_lshl_add_u64 v[64:65], s[6:7], 1, v[28:29]
	global_store_short v[64:65], v66, off
.LBB0_126:
	s_or_b64 exec, exec, s[2:3]
	s_cmp_lt_i32 s5, s47
	s_cselect_b64 s[2:3], -1, 0
	s_and_b64 s[6:7], s[2:3], s[54:55]
	s_and_saveexec_b64 s[2:3], s[6:7]
	s_cbranch_execz .LBB0_123
	global_store_dword v[18:19], v20, off
	s_branch .LBB0_123
.LBB0_128:
	s_endpgm
.LBB0_129:
	s_mov_b32 s87, 0
	s_abs_i32 s7, s76
	s_andn2_b64 vcc, exec, s[22:23]
	s_add_i32 s26, s26, s27
	s_cbranch_vccz .LBB0_2
	s_branch .LBB0_3
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel gdn_verify_fold_act_bf16_dt_f32_pool_f32_bv16w2
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
		.amdhsa_next_free_vgpr 91
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
	.size	gdn_verify_fold_act_bf16_dt_f32_pool_f32_bv16w2, .Lfunc_end0-gdn_verify_fold_act_bf16_dt_f32_pool_f32_bv16w2

	.set gdn_verify_fold_act_bf16_dt_f32_pool_f32_bv16w2.num_vgpr, 91
	.set gdn_verify_fold_act_bf16_dt_f32_pool_f32_bv16w2.num_agpr, 0
	.set gdn_verify_fold_act_bf16_dt_f32_pool_f32_bv16w2.numbered_sgpr, 100
	.set gdn_verify_fold_act_bf16_dt_f32_pool_f32_bv16w2.num_named_barrier, 0
	.set gdn_verify_fold_act_bf16_dt_f32_pool_f32_bv16w2.private_seg_size, 0
	.set gdn_verify_fold_act_bf16_dt_f32_pool_f32_bv16w2.uses_vcc, 1
	.set gdn_verify_fold_act_bf16_dt_f32_pool_f32_bv16w2.uses_flat_scratch, 0
	.set gdn_verify_fold_act_bf16_dt_f32_pool_f32_bv16w2.has_dyn_sized_stack, 0
	.set gdn_verify_fold_act_bf16_dt_f32_pool_f32_bv16w2.has_recursion, 0
	.set gdn_verify_fold_act_bf16_dt_f32_pool_f32_bv16w2.has_indirect_call, 0
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
    .name:           gdn_verify_fold_act_bf16_dt_f32_pool_f32_bv16w2
    .private_segment_fixed_size: 0
    .sgpr_count:     106
    .sgpr_spill_count: 21
    .symbol:         gdn_verify_fold_act_bf16_dt_f32_pool_f32_bv16w2.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     91
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx950
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
