; deltagen generated file: do not edit. Regenerate with `cargo xtask gen`.
; kernel: kda_verify  instance: kda_verify_fold_act_bf16_dt_f32_pool_f32_bv16w2  arch: gfx950
; profile=portable  mode=fold  act_dtype=bf16  dt_bias_dtype=f32  pool_dtype=f32  tile=bv16w2  lanes_per_column=8  requests=>1
; ir-sha256: ab2d452ad25687411da3a59e4d4a48ca16dc16bdac4f85566d222984e072aae9
; llvm: 22.1  pipeline: default<O3>  ld.lld: LLVM 22.1
	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 6
	.text
	.globl	kda_verify_fold_act_bf16_dt_f32_pool_f32_bv16w2
	.p2align	8
	.type	kda_verify_fold_act_bf16_dt_f32_pool_f32_bv16w2,@function
kda_verify_fold_act_bf16_dt_f32_pool_f32_bv16w2:
	s_load_dwordx8 s[56:63], s[0:1], 0x4
	s_mov_b64 s[72:73], s[0:1]
	s_mov_b32 s28, s3
	s_ashr_i32 s0, s2, 31
	s_lshr_b32 s0, s0, 29
	s_waitcnt lgkmcnt(0)
	s_max_i32 s1, s58, 1
	v_cvt_f32_u32_e32 v1, s1
	s_sub_i32 s4, 0, s1
	s_abs_i32 s3, s59
	s_add_i32 s0, s2, s0
	v_rcp_iflag_f32_e32 v1, v1
	s_ashr_i32 s64, s0, 3
	s_ashr_i32 s75, s59, 31
	s_load_dwordx16 s[12:27], s[72:73], 0xa8
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	v_lshlrev_b32_e32 v24, 2, v0
	v_and_b32_e32 v22, 0x7c, v24
	s_load_dwordx16 s[40:55], s[72:73], 0x28
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
	s_xor_b32 s1, s1, s75
	s_sub_i32 s1, s1, s75
	s_max_i32 s79, s1, 1
	s_ashr_i32 s65, s64, 31
	s_sub_i32 s1, 0, s79
	s_lshl_b64 s[4:5], s[64:65], 2
	s_waitcnt lgkmcnt(0)
	s_add_u32 s4, s12, s4
	s_addc_u32 s5, s13, s5
	s_lshl_b64 s[8:9], s[64:65], 9
	s_add_u32 s6, s14, s8
	v_writelane_b32 v119, s8, 0
	s_addc_u32 s7, s15, s9
	v_lshlrev_b32_e32 v1, 2, v22
	global_load_dwordx4 v[2:5], v1, s[6:7]
	v_cvt_f32_u32_e32 v1, s79
	s_ashr_i32 s29, s28, 31
	s_lshl_b64 s[10:11], s[28:29], 2
	s_add_u32 s6, s40, s10
	s_addc_u32 s7, s41, s11
	v_rcp_iflag_f32_e32 v1, v1
	s_load_dword s30, s[6:7], 0x0
	s_add_u32 s6, s42, s10
	s_addc_u32 s7, s43, s11
	s_add_u32 s12, s44, s10
	s_addc_u32 s13, s45, s11
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	s_load_dwordx2 s[34:35], s[6:7], 0x0
	s_add_u32 s6, s46, s10
	v_cvt_u32_f32_e32 v1, v1
	s_addc_u32 s7, s47, s11
	v_writelane_b32 v119, s9, 1
	s_add_u32 s8, s48, s10
	s_addc_u32 s9, s49, s11
	s_mov_b32 s3, 0
	s_add_u32 s10, s50, s10
	v_writelane_b32 v119, s3, 2
	v_readfirstlane_b32 s3, v1
	s_addc_u32 s11, s51, s11
	s_mul_i32 s1, s1, s3
	s_cmp_gt_i32 s62, 0
	s_mov_b32 s74, s59
	s_mul_hi_u32 s31, s3, s1
	s_cselect_b64 s[14:15], -1, 0
	s_cmp_lt_i32 s62, 1
	s_mul_hi_i32 s87, s62, s28
	s_mul_i32 s86, s62, s28
	s_cbranch_scc1 .LBB0_2
	s_lshl_b64 s[28:29], s[86:87], 2
	s_add_u32 s28, s52, s28
	s_addc_u32 s29, s53, s29
	s_load_dword s1, s[28:29], 0x0
	s_branch .LBB0_3
.LBB0_2:
	s_mov_b32 s1, 0
.LBB0_3:
	s_waitcnt lgkmcnt(0)
	v_writelane_b32 v119, s1, 3
	s_abs_i32 s1, s64
	s_add_i32 s3, s3, s31
	s_andn2_b64 vcc, exec, s[14:15]
	s_lshl_b64 s[76:77], s[64:65], 7
	s_cbranch_vccnz .LBB0_5
	s_lshl_b64 s[14:15], s[86:87], 2
	s_add_u32 s14, s54, s14
	s_addc_u32 s15, s55, s15
	s_load_dword s14, s[14:15], 0x0
	s_waitcnt lgkmcnt(0)
	v_writelane_b32 v119, s14, 2
.LBB0_5:
	s_load_dword s78, s[12:13], 0x0
	s_load_dwordx16 s[36:51], s[72:73], 0x68
	v_writelane_b32 v119, s64, 4
	s_lshl_b32 s12, s64, 3
	s_sub_i32 s2, s2, s12
	v_writelane_b32 v119, s65, 5
	v_writelane_b32 v119, s2, 6
	s_lshl_b32 s2, s2, 4
	s_cmp_gt_i32 s30, -1
	s_cselect_b64 s[14:15], -1, 0
	s_cmp_lt_i32 s30, s57
	s_cselect_b64 s[12:13], -1, 0
	s_and_b64 s[64:65], s[14:15], s[12:13]
	s_cmp_gt_i32 s34, -1
	s_cselect_b64 s[14:15], -1, 0
	s_cmp_ge_i32 s35, s34
	s_cselect_b64 s[28:29], -1, 0
	s_cmp_le_i32 s35, s56
	v_lshrrev_b32_e32 v59, 3, v0
	s_cselect_b64 s[66:67], -1, 0
	s_and_b64 s[14:15], s[14:15], s[28:29]
	v_or_b32_e32 v42, s2, v59
	s_sub_i32 s33, s35, s34
	s_and_b64 s[14:15], s[66:67], s[14:15]
	v_ashrrev_i32_e32 v43, 31, v42
	s_cmp_le_i32 s33, s61
	s_cselect_b64 s[28:29], -1, 0
	v_lshl_add_u64 v[10:11], s[76:77], 0, v[42:43]
	s_ashr_i32 s31, s30, 31
	s_and_b64 s[68:69], s[28:29], s[14:15]
	v_lshlrev_b64 v[36:37], 7, v[10:11]
	v_mov_b32_e32 v1, s30
	s_waitcnt lgkmcnt(0)
	s_mul_i32 s30, s39, s30
	s_mul_i32 s31, s38, s31
	v_and_b32_e32 v55, 7, v0
	v_mov_b32_e32 v6, 0
	v_mad_u64_u32 v[10:11], s[66:67], s38, v1, v[36:37]
	s_add_i32 s31, s31, s30
	v_writelane_b32 v119, s68, 7
	v_lshlrev_b32_e32 v8, 2, v55
	v_add_u32_e32 v11, s31, v11
	v_mov_b32_e32 v7, v6
	v_writelane_b32 v119, s69, 8
	s_and_b64 s[30:31], s[64:65], s[68:69]
	s_mul_hi_u32 s3, s1, s3
	v_writelane_b32 v119, s30, 9
	s_andn2_b64 vcc, exec, s[30:31]
	v_lshl_add_u64 v[26:27], v[10:11], 2, s[36:37]
	v_lshlrev_b32_e32 v28, 2, v8
	v_mov_b64_e32 v[8:9], v[6:7]
	v_mov_b64_e32 v[18:19], v[6:7]
	v_mov_b64_e32 v[20:21], v[6:7]
	v_mov_b64_e32 v[10:11], v[6:7]
	v_mov_b64_e32 v[12:13], v[6:7]
	v_mov_b64_e32 v[14:15], v[6:7]
	v_mov_b64_e32 v[16:17], v[6:7]
	v_writelane_b32 v119, s31, 10
	s_cbranch_vccnz .LBB0_7
	v_mov_b32_e32 v29, v6
	v_lshl_add_u64 v[18:19], v[26:27], 0, v[28:29]
	global_load_dwordx4 v[6:9], v[18:19], off
	global_load_dwordx4 v[10:13], v[18:19], off offset:128
	global_load_dwordx4 v[14:17], v[18:19], off offset:256
	global_load_dwordx4 v[30:33], v[18:19], off offset:384
	s_waitcnt vmcnt(3)
	v_pk_add_f32 v[6:7], v[6:7], 0 op_sel_hi:[1,0]
	v_pk_add_f32 v[8:9], v[8:9], 0 op_sel_hi:[1,0]
	s_waitcnt vmcnt(2)
	v_pk_add_f32 v[18:19], v[10:11], 0 op_sel_hi:[1,0]
	v_pk_add_f32 v[20:21], v[12:13], 0 op_sel_hi:[1,0]
	s_waitcnt vmcnt(1)
	v_pk_add_f32 v[10:11], v[14:15], 0 op_sel_hi:[1,0]
	v_pk_add_f32 v[12:13], v[16:17], 0 op_sel_hi:[1,0]
	s_waitcnt vmcnt(0)
	v_pk_add_f32 v[14:15], v[30:31], 0 op_sel_hi:[1,0]
	v_pk_add_f32 v[16:17], v[32:33], 0 op_sel_hi:[1,0]
.LBB0_7:
	s_load_dword s4, s[4:5], 0x0
	s_waitcnt lgkmcnt(0)
	v_writelane_b32 v119, s4, 11
	s_load_dword s35, s[10:11], 0x0
	s_ashr_i32 s10, s0, 31
	s_load_dword s6, s[6:7], 0x0
	s_nop 0
	s_load_dword s0, s[8:9], 0x0
	s_xor_b64 s[8:9], s[28:29], -1
	s_xor_b64 s[4:5], s[14:15], -1
	s_and_b64 s[8:9], s[14:15], s[8:9]
	s_and_b64 s[8:9], s[8:9], exec
	s_cselect_b32 s7, 2, 0
	s_and_b64 s[8:9], s[12:13], exec
	s_cselect_b32 s8, 0, 4
	s_cmp_lt_i32 s78, s60
	s_cselect_b64 s[12:13], -1, 0
	v_cndmask_b32_e64 v1, 0, 1, s[4:5]
	v_writelane_b32 v119, s12, 12
	s_and_b64 s[4:5], s[12:13], exec
	s_cselect_b32 s4, 0, 8
	s_or_b32 s4, s4, s8
	v_readfirstlane_b32 s5, v1
	s_or_b32 s4, s4, s5
	s_or_b32 s7, s4, s7
	s_cmp_eq_u32 s7, 0
	s_cselect_b64 s[4:5], -1, 0
	s_cmp_lg_u32 s63, 0
	v_writelane_b32 v119, s13, 13
	s_cselect_b64 s[8:9], -1, 0
	v_writelane_b32 v119, s8, 14
	s_cmp_eq_u32 s63, 0
	s_nop 0
	v_writelane_b32 v119, s9, 15
	s_cselect_b64 s[8:9], -1, 0
	s_or_b64 s[4:5], s[8:9], s[4:5]
	s_and_b64 vcc, exec, s[4:5]
	s_cbranch_vccnz .LBB0_11
	v_mbcnt_lo_u32_b32 v1, exec_lo, 0
	v_mbcnt_hi_u32_b32 v1, exec_hi, v1
	v_cmp_eq_u32_e32 vcc, 0, v1
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_10
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v23, s7
	global_atomic_or v1, v23, s[40:41]
.LBB0_10:
	s_or_b64 exec, exec, s[4:5]
.LBB0_11:
	s_mul_i32 s4, s3, s79
	s_sub_i32 s1, s1, s4
	s_add_i32 s4, s3, 1
	s_sub_i32 s5, s1, s79
	s_cmp_ge_u32 s1, s79
	s_cselect_b32 s3, s4, s3
	s_cselect_b32 s1, s5, s1
	s_add_i32 s4, s3, 1
	s_cmp_ge_u32 s1, s79
	s_cselect_b32 s1, s4, s3
	s_xor_b32 s1, s1, s10
	s_sub_i32 s14, s1, s10
	s_load_dwordx8 s[64:71], s[72:73], 0xe8
	v_writelane_b32 v119, s72, 16
	s_ashr_i32 s15, s14, 31
	s_ashr_i32 s59, s58, 31
	v_writelane_b32 v119, s73, 17
	s_waitcnt lgkmcnt(0)
	s_cmp_gt_i32 s6, -1
	v_writelane_b32 v119, s79, 18
	s_cselect_b64 s[4:5], -1, 0
	s_cmp_le_i32 s6, s62
	s_cselect_b64 s[8:9], -1, 0
	v_readlane_b32 s12, v119, 9
	s_and_b64 s[4:5], s[4:5], s[8:9]
	v_readlane_b32 s13, v119, 10
	s_and_b64 s[8:9], s[4:5], s[12:13]
	s_and_b64 s[10:11], s[8:9], exec
	s_cselect_b32 s63, s6, 0
	s_xor_b64 s[4:5], s[4:5], -1
	s_and_b64 s[4:5], s[12:13], s[4:5]
	v_sub_co_u32_e64 v1, s[6:7], s63, 1
	s_cmp_gt_i32 s35, -1
	v_readfirstlane_b32 s1, v1
	s_cselect_b64 s[10:11], -1, 0
	s_load_dwordx4 s[28:31], s[72:73], 0x108
	v_writelane_b32 v119, s1, 19
	v_writelane_b32 v119, s10, 20
	s_and_b64 s[6:7], s[10:11], s[6:7]
	s_and_b64 s[6:7], s[8:9], s[6:7]
	s_and_b64 s[4:5], s[4:5], exec
	s_cselect_b32 s1, 16, 0
	s_and_b64 s[4:5], s[6:7], exec
	s_cselect_b32 s3, 32, 0
	v_writelane_b32 v119, s11, 21
	s_or_b32 s90, s3, s1
	s_lshl_b64 s[72:73], s[74:75], 7
	s_lshl_b64 s[58:59], s[58:59], 7
	s_mov_b32 s4, s14
	s_lshl_b64 s[8:9], s[14:15], 7
	s_mov_b32 s91, 0
	v_writelane_b32 v119, s4, 22
	s_cmp_lt_i32 s63, 1
	v_lshlrev_b32_e32 v57, 4, v55
	v_writelane_b32 v119, s5, 23
	s_cbranch_scc1 .LBB0_92
	v_writelane_b32 v119, s74, 24
	v_mov_b32_e32 v25, 0
	v_lshl_add_u64 v[36:37], v[36:37], 2, s[36:37]
	v_writelane_b32 v119, s75, 25
	v_writelane_b32 v119, s76, 26
	s_lshl_b64 s[4:5], s[76:77], 2
	s_add_u32 s74, s22, s4
	s_addc_u32 s75, s23, s5
	s_add_u32 s1, s18, s4
	s_addc_u32 s4, s19, s5
	s_ashr_i32 s3, s2, 31
	s_lshl_b64 s[2:3], s[2:3], 2
	v_writelane_b32 v119, s77, 27
	s_add_u32 s76, s1, s2
	s_addc_u32 s77, s4, s3
	v_writelane_b32 v119, s8, 28
	s_lshl_b64 s[2:3], s[8:9], 2
	s_add_u32 s2, s20, s2
	s_addc_u32 s3, s21, s3
	s_cmp_lt_i32 s0, 0
	s_cselect_b64 s[4:5], -1, 0
	s_cmp_ge_i32 s0, s57
	s_cselect_b64 s[6:7], -1, 0
	v_writelane_b32 v119, s9, 29
	s_or_b64 s[4:5], s[4:5], s[6:7]
	s_movk_i32 s1, 0x380
	v_writelane_b32 v119, s4, 30
	v_lshl_add_u64 v[30:31], s[2:3], 0, v[24:25]
	v_cmp_gt_u32_e64 s[2:3], s1, v0
	s_movk_i32 s1, 0x300
	v_writelane_b32 v119, s5, 31
	v_cmp_gt_u32_e64 s[4:5], s1, v0
	s_movk_i32 s1, 0x280
	v_cmp_gt_u32_e64 s[6:7], s1, v0
	s_movk_i32 s1, 0x200
	v_cmp_gt_u32_e64 s[8:9], s1, v0
	s_movk_i32 s1, 0x180
	v_cmp_gt_u32_e64 s[10:11], s1, v0
	s_movk_i32 s1, 0x100
	v_cmp_gt_u32_e64 s[12:13], s1, v0
	s_movk_i32 s1, 0x80
	v_cmp_gt_u32_e64 s[14:15], s1, v0
	s_ashr_i32 s1, s0, 31
	s_mul_hi_u32 s36, s38, s0
	s_mul_i32 s1, s38, s1
	s_add_i32 s1, s36, s1
	s_mul_i32 s36, s39, s0
	v_and_b32_e32 v1, 15, v0
	s_add_i32 s1, s1, s36
	s_mul_i32 s0, s38, s0
	v_lshlrev_b32_e32 v32, 2, v1
	v_mov_b32_e32 v33, v25
	v_lshl_add_u64 v[36:37], s[0:1], 2, v[36:37]
	v_mov_b32_e32 v29, v25
	v_mov_b32_e32 v1, 0x3000
	v_lshrrev_b32_e32 v60, 4, v0
	v_lshl_add_u64 v[32:33], s[76:77], 0, v[32:33]
	v_lshl_add_u64 v[34:35], s[74:75], 0, v[24:25]
	v_or_b32_e32 v61, 0x1000, v24
	v_or_b32_e32 v62, 0x3000, v24
	v_lshl_add_u64 v[36:37], v[36:37], 0, v[28:29]
	v_lshl_or_b32 v63, v59, 2, v1
	v_writelane_b32 v119, s78, 32
	s_branch .LBB0_16
.LBB0_13:
	v_readlane_b32 s78, v119, 32
.LBB0_14:
	v_pk_add_f32 v[6:7], v[6:7], 0 op_sel_hi:[1,0]
	v_pk_add_f32 v[8:9], v[8:9], 0 op_sel_hi:[1,0]
	v_pk_add_f32 v[18:19], v[18:19], 0 op_sel_hi:[1,0]
	v_pk_add_f32 v[20:21], v[20:21], 0 op_sel_hi:[1,0]
	v_pk_add_f32 v[10:11], v[10:11], 0 op_sel_hi:[1,0]
	v_pk_add_f32 v[12:13], v[12:13], 0 op_sel_hi:[1,0]
	v_pk_add_f32 v[14:15], v[14:15], 0 op_sel_hi:[1,0]
	v_pk_add_f32 v[16:17], v[16:17], 0 op_sel_hi:[1,0]
.LBB0_15:
	s_add_i32 s91, s91, 1
	s_cmp_eq_u32 s91, s63
	s_cbranch_scc1 .LBB0_91
.LBB0_16:
	s_add_u32 s36, s86, s91
	s_addc_u32 s37, s87, 0
	s_cmp_lg_u32 s91, 0
	s_cselect_b64 s[38:39], -1, 0
	s_mov_b32 s56, 0
	s_and_b64 vcc, exec, s[38:39]
	s_cbranch_vccz .LBB0_18
	s_lshl_b64 s[0:1], s[36:37], 2
	s_add_u32 s0, s52, s0
	s_addc_u32 s1, s53, s1
	global_load_dword v1, v25, s[0:1]
	s_waitcnt vmcnt(0)
	v_readfirstlane_b32 s56, v1
.LBB0_18:
	s_andn2_b64 vcc, exec, s[38:39]
	v_readlane_b32 s0, v119, 2
	v_readlane_b32 s1, v119, 3
	s_cbranch_vccnz .LBB0_20
	s_lshl_b64 s[0:1], s[36:37], 2
	s_add_u32 s0, s54, s0
	s_addc_u32 s1, s55, s1
	s_nop 0
	global_load_dword v1, v25, s[0:1]
	s_mov_b32 s1, s56
	s_waitcnt vmcnt(0)
	v_readfirstlane_b32 s0, v1
.LBB0_20:
	s_cmp_lt_i32 s1, 0
	s_cselect_b64 s[36:37], -1, 0
	s_cmp_ge_i32 s1, s60
	s_cselect_b64 s[38:39], -1, 0
	s_or_b64 s[36:37], s[36:37], s[38:39]
	s_cmp_eq_u32 s1, s78
	s_cselect_b64 s[38:39], -1, 0
	s_or_b64 s[38:39], s[38:39], s[36:37]
	s_cmp_lt_i32 s0, 0
	s_cselect_b64 s[36:37], -1, 0
	s_cmp_ge_i32 s0, s61
	s_cselect_b64 s[56:57], -1, 0
	s_or_b64 s[56:57], s[36:37], s[56:57]
	v_readlane_b32 s36, v119, 19
	s_cmp_eq_u32 s91, s36
	v_readlane_b32 s74, v119, 20
	s_cselect_b64 s[36:37], -1, 0
	v_readlane_b32 s75, v119, 21
	s_and_b64 s[36:37], s[74:75], s[36:37]
	s_cmp_gt_i32 s35, s0
	v_readlane_b32 s76, v119, 30
	s_cselect_b64 s[74:75], -1, 0
	v_readlane_b32 s77, v119, 31
	s_or_b64 s[74:75], s[76:77], s[74:75]
	s_and_b64 s[74:75], s[36:37], s[74:75]
	s_and_b64 s[38:39], s[38:39], exec
	s_cselect_b32 s76, 8, 0
	s_and_b64 s[38:39], s[56:57], exec
	s_cselect_b32 s56, 16, 0
	s_and_b64 s[38:39], s[74:75], exec
	s_cselect_b32 s38, 32, 0
	s_or_b32 s39, s56, s90
	s_or_b32 s38, s39, s38
	s_or_b32 s90, s38, s76
	s_cbranch_scc1 .LBB0_15
	s_cmp_gt_u32 s0, 0x7ffffff7
	s_cbranch_scc1 .LBB0_14
	s_ashr_i32 s74, s1, 31
	s_waitcnt lgkmcnt(0)
	s_mul_hi_u32 s38, s30, s1
	s_mul_i32 s39, s30, s74
	s_mul_hi_u32 s56, s28, s1
	s_mul_i32 s57, s28, s74
	s_mul_hi_u32 s76, s70, s1
	s_mul_i32 s74, s70, s74
	s_add_i32 s38, s38, s39
	s_mul_i32 s39, s31, s1
	s_add_i32 s56, s56, s57
	s_mul_i32 s57, s29, s1
	s_add_i32 s74, s76, s74
	s_mul_i32 s76, s71, s1
	s_add_i32 s75, s0, 1
	s_add_i32 s0, s0, 8
	s_add_i32 s39, s38, s39
	s_mul_i32 s38, s30, s1
	s_add_i32 s57, s56, s57
	s_mul_i32 s56, s28, s1
	s_add_i32 s77, s74, s76
	s_mul_i32 s76, s70, s1
	s_lshr_b32 s0, s0, 3
	v_lshl_add_u64 v[38:39], s[56:57], 2, v[30:31]
	v_lshl_add_u64 v[40:41], s[76:77], 2, v[32:33]
	v_lshl_add_u64 v[44:45], s[38:39], 2, v[34:35]
	s_mov_b32 s80, 0
	s_mov_b32 s81, s35
	s_mov_b32 s1, s75
	s_branch .LBB0_24
.LBB0_23:
	s_add_i32 s80, s80, 1
	s_add_i32 s1, s1, -8
	s_add_i32 s81, s81, -8
	s_cmp_eq_u32 s80, s0
	s_barrier
	s_cbranch_scc1 .LBB0_13
.LBB0_24:
	s_lshl_b32 s92, s80, 3
	s_sub_i32 s74, s75, s92
	s_min_i32 s56, s74, 8
	s_cmp_gt_i32 s56, 0
	v_mov_b32_e32 v64, 0
	s_cselect_b64 s[38:39], -1, 0
	s_ashr_i32 s93, s92, 31
	v_mov_b32_e32 v65, v64
	s_and_saveexec_b64 s[76:77], s[38:39]
	s_cbranch_execz .LBB0_26
	v_mov_b32_e32 v1, s92
	v_mov_b32_e32 v29, s93
	v_mul_lo_u32 v23, s59, v1
	v_mul_lo_u32 v29, s58, v29
	s_waitcnt vmcnt(0)
	v_mad_u64_u32 v[46:47], s[78:79], s58, v1, 0
	v_add3_u32 v47, v47, v29, v23
	v_lshl_add_u64 v[46:47], v[46:47], 2, v[38:39]
	global_load_dword v65, v[46:47], off
.LBB0_26:
	s_or_b64 exec, exec, s[76:77]
	v_cmp_lt_i32_e64 s[76:77], 1, s56
	v_add_u32_e64 v46, s92, 1
	s_and_b64 s[98:99], s[2:3], s[76:77]
	v_ashrrev_i32_e32 v1, 31, v46
	s_and_saveexec_b64 s[76:77], s[98:99]
	s_cbranch_execz .LBB0_28
	v_mul_lo_u32 v23, s59, v46
	v_mul_lo_u32 v29, s58, v1
	v_mad_u64_u32 v[48:49], s[78:79], s58, v46, 0
	v_add3_u32 v49, v49, v29, v23
	v_lshl_add_u64 v[48:49], v[48:49], 2, v[38:39]
	global_load_dword v64, v[48:49], off
.LBB0_28:
	s_or_b64 exec, exec, s[76:77]
	v_cmp_lt_i32_e64 s[76:77], 2, s56
	v_add_u32_e64 v48, s92, 2
	v_mov_b32_e32 v66, 0
	s_and_b64 s[94:95], s[4:5], s[76:77]
	v_ashrrev_i32_e32 v23, 31, v48
	v_mov_b32_e32 v67, v66
	s_and_saveexec_b64 s[76:77], s[94:95]
	s_cbranch_execz .LBB0_30
	v_mul_lo_u32 v29, s59, v48
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v47, s58, v23
	v_mad_u64_u32 v[50:51], s[78:79], s58, v48, 0
	v_add3_u32 v51, v51, v47, v29
	v_lshl_add_u64 v[50:51], v[50:51], 2, v[38:39]
	global_load_dword v67, v[50:51], off
.LBB0_30:
	s_or_b64 exec, exec, s[76:77]
	v_cmp_lt_i32_e64 s[76:77], 3, s56
	v_add_u32_e64 v50, s92, 3
	s_and_b64 s[88:89], s[6:7], s[76:77]
	v_ashrrev_i32_e32 v29, 31, v50
	s_and_saveexec_b64 s[76:77], s[88:89]
	s_cbranch_execz .LBB0_32
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v47, s59, v50
	v_mul_lo_u32 v49, s58, v29
	v_mad_u64_u32 v[52:53], s[78:79], s58, v50, 0
	v_add3_u32 v53, v53, v49, v47
	v_lshl_add_u64 v[52:53], v[52:53], 2, v[38:39]
	global_load_dword v66, v[52:53], off
.LBB0_32:
	s_or_b64 exec, exec, s[76:77]
	v_cmp_lt_i32_e64 s[76:77], 4, s56
	v_add_u32_e64 v52, s92, 4
	v_mov_b32_e32 v68, 0
	s_and_b64 s[82:83], s[8:9], s[76:77]
	s_waitcnt vmcnt(0)
	v_ashrrev_i32_e32 v47, 31, v52
	v_mov_b32_e32 v69, v68
	s_and_saveexec_b64 s[76:77], s[82:83]
	s_cbranch_execz .LBB0_34
	v_mul_lo_u32 v49, s59, v52
	v_mul_lo_u32 v51, s58, v47
	v_mad_u64_u32 v[70:71], s[78:79], s58, v52, 0
	v_add3_u32 v71, v71, v51, v49
	v_lshl_add_u64 v[70:71], v[70:71], 2, v[38:39]
	global_load_dword v69, v[70:71], off
.LBB0_34:
	s_or_b64 exec, exec, s[76:77]
	v_cmp_lt_i32_e64 s[76:77], 5, s56
	v_add_u32_e64 v54, s92, 5
	s_and_b64 s[84:85], s[10:11], s[76:77]
	v_ashrrev_i32_e32 v49, 31, v54
	s_and_saveexec_b64 s[76:77], s[84:85]
	s_cbranch_execz .LBB0_36
	v_mul_lo_u32 v51, s59, v54
	v_mul_lo_u32 v53, s58, v49
	v_mad_u64_u32 v[70:71], s[78:79], s58, v54, 0
	v_add3_u32 v71, v71, v53, v51
	v_lshl_add_u64 v[70:71], v[70:71], 2, v[38:39]
	global_load_dword v68, v[70:71], off
.LBB0_36:
	s_or_b64 exec, exec, s[76:77]
	v_cmp_lt_i32_e64 s[76:77], 6, s56
	v_add_u32_e64 v56, s92, 6
	v_mov_b32_e32 v70, 0
	s_and_b64 s[76:77], s[12:13], s[76:77]
	v_ashrrev_i32_e32 v51, 31, v56
	v_mov_b32_e32 v71, v70
	s_and_saveexec_b64 s[78:79], s[76:77]
	s_cbranch_execz .LBB0_38
	v_mul_lo_u32 v53, s59, v56
	v_mul_lo_u32 v58, s58, v51
	v_mad_u64_u32 v[72:73], vcc, s58, v56, 0
	v_add3_u32 v73, v73, v58, v53
	v_lshl_add_u64 v[72:73], v[72:73], 2, v[38:39]
	global_load_dword v71, v[72:73], off
.LBB0_38:
	s_or_b64 exec, exec, s[78:79]
	v_cmp_lt_i32_e64 s[78:79], 7, s56
	v_add_u32_e64 v58, s92, 7
	s_and_b64 s[78:79], s[14:15], s[78:79]
	v_ashrrev_i32_e32 v53, 31, v58
	s_and_saveexec_b64 vcc, s[78:79]
	s_cbranch_execz .LBB0_40
	v_mul_lo_u32 v70, s59, v58
	v_mul_lo_u32 v74, s58, v53
	v_mad_u64_u32 v[72:73], s[96:97], s58, v58, 0
	v_add3_u32 v73, v73, v74, v70
	v_lshl_add_u64 v[72:73], v[72:73], 2, v[38:39]
	global_load_dword v70, v[72:73], off
.LBB0_40:
	s_or_b64 exec, exec, vcc
	v_cmp_gt_i32_e32 vcc, s56, v60
	v_mov_b32_e32 v72, 0
	s_and_b64 s[56:57], s[14:15], vcc
	v_mov_b32_e32 v73, v72
	s_and_saveexec_b64 vcc, s[56:57]
	s_cbranch_execz .LBB0_42
	v_or_b32_e32 v73, s92, v60
	v_mul_lo_u32 v76, s73, v73
	s_mul_i32 s96, s72, s93
	v_mad_u64_u32 v[74:75], s[56:57], s72, v73, 0
	v_add3_u32 v75, v75, s96, v76
	v_lshl_add_u64 v[74:75], v[74:75], 2, v[40:41]
	global_load_dword v73, v[74:75], off
.LBB0_42:
	s_or_b64 exec, exec, vcc
	s_and_saveexec_b64 vcc, s[38:39]
	s_cbranch_execz .LBB0_44
	v_mov_b32_e32 v72, s92
	v_mov_b32_e32 v74, s93
	v_mul_lo_u32 v76, s73, v72
	v_mul_lo_u32 v77, s72, v74
	v_mad_u64_u32 v[74:75], s[38:39], s72, v72, 0
	v_add3_u32 v75, v75, v77, v76
	v_lshl_add_u64 v[74:75], v[74:75], 2, v[44:45]
	global_load_dword v72, v[74:75], off
.LBB0_44:
	s_or_b64 exec, exec, vcc
	v_mov_b32_e32 v74, 0
	v_mov_b32_e32 v75, v74
	s_and_saveexec_b64 s[38:39], s[98:99]
	s_cbranch_execz .LBB0_46
	v_mul_lo_u32 v75, s73, v46
	v_mul_lo_u32 v1, s72, v1
	v_mad_u64_u32 v[76:77], s[56:57], s72, v46, 0
	v_add3_u32 v77, v77, v1, v75
	v_lshl_add_u64 v[76:77], v[76:77], 2, v[44:45]
	global_load_dword v75, v[76:77], off
.LBB0_46:
	s_or_b64 exec, exec, s[38:39]
	s_and_saveexec_b64 s[38:39], s[94:95]
	s_cbranch_execz .LBB0_48
	v_mul_lo_u32 v1, s73, v48
	v_mul_lo_u32 v23, s72, v23
	v_mad_u64_u32 v[76:77], s[56:57], s72, v48, 0
	v_add3_u32 v77, v77, v23, v1
	v_lshl_add_u64 v[76:77], v[76:77], 2, v[44:45]
	global_load_dword v74, v[76:77], off
.LBB0_48:
	s_or_b64 exec, exec, s[38:39]
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v23, v1
	s_and_saveexec_b64 s[38:39], s[88:89]
	s_cbranch_execz .LBB0_50
	v_mul_lo_u32 v23, s73, v50
	v_mul_lo_u32 v29, s72, v29
	v_mad_u64_u32 v[76:77], s[56:57], s72, v50, 0
	v_add3_u32 v77, v77, v29, v23
	v_lshl_add_u64 v[76:77], v[76:77], 2, v[44:45]
	global_load_dword v23, v[76:77], off
.LBB0_50:
	s_or_b64 exec, exec, s[38:39]
	s_and_saveexec_b64 s[38:39], s[82:83]
	s_cbranch_execz .LBB0_52
	v_mul_lo_u32 v1, s73, v52
	v_mul_lo_u32 v29, s72, v47
	v_mad_u64_u32 v[46:47], s[56:57], s72, v52, 0
	v_add3_u32 v47, v47, v29, v1
	v_lshl_add_u64 v[46:47], v[46:47], 2, v[44:45]
	global_load_dword v1, v[46:47], off
.LBB0_52:
	s_or_b64 exec, exec, s[38:39]
	v_mov_b32_e32 v29, 0
	v_mov_b32_e32 v46, v29
	s_and_saveexec_b64 s[38:39], s[84:85]
	s_cbranch_execnz .LBB0_75
	s_or_b64 exec, exec, s[38:39]
	s_and_saveexec_b64 s[38:39], s[76:77]
	s_cbranch_execnz .LBB0_76
.LBB0_54:
	s_or_b64 exec, exec, s[38:39]
	v_mov_b32_e32 v47, 0
	s_and_saveexec_b64 s[38:39], s[78:79]
	s_cbranch_execnz .LBB0_77
.LBB0_55:
	s_or_b64 exec, exec, s[38:39]
	s_waitcnt vmcnt(0)
	ds_write_b32 v61, v65
	s_and_saveexec_b64 s[38:39], s[2:3]
	s_cbranch_execnz .LBB0_78
.LBB0_56:
	s_or_b64 exec, exec, s[38:39]
	s_and_saveexec_b64 s[38:39], s[4:5]
	s_cbranch_execnz .LBB0_79
.LBB0_57:
	s_or_b64 exec, exec, s[38:39]
	s_and_saveexec_b64 s[38:39], s[6:7]
	s_cbranch_execnz .LBB0_80
.LBB0_58:
	s_or_b64 exec, exec, s[38:39]
	s_and_saveexec_b64 s[38:39], s[8:9]
	s_cbranch_execnz .LBB0_81
.LBB0_59:
	s_or_b64 exec, exec, s[38:39]
	s_and_saveexec_b64 s[38:39], s[10:11]
	s_cbranch_execnz .LBB0_82
.LBB0_60:
	s_or_b64 exec, exec, s[38:39]
	s_and_saveexec_b64 s[38:39], s[12:13]
	s_cbranch_execnz .LBB0_83
.LBB0_61:
	s_or_b64 exec, exec, s[38:39]
	s_and_saveexec_b64 s[38:39], s[14:15]
	s_cbranch_execnz .LBB0_84
.LBB0_62:
	s_or_b64 exec, exec, s[38:39]
	ds_write_b32 v24, v72
	s_and_saveexec_b64 s[38:39], s[2:3]
	s_cbranch_execnz .LBB0_85
.LBB0_63:
	s_or_b64 exec, exec, s[38:39]
	s_and_saveexec_b64 s[38:39], s[4:5]
	s_cbranch_execnz .LBB0_86
.LBB0_64:
	s_or_b64 exec, exec, s[38:39]
	s_and_saveexec_b64 s[38:39], s[6:7]
	s_cbranch_execnz .LBB0_87
.LBB0_65:
	s_or_b64 exec, exec, s[38:39]
	s_and_saveexec_b64 s[38:39], s[8:9]
	s_cbranch_execnz .LBB0_88
.LBB0_66:
	s_or_b64 exec, exec, s[38:39]
	s_and_saveexec_b64 s[38:39], s[10:11]
	s_cbranch_execnz .LBB0_89
.LBB0_67:
	s_or_b64 exec, exec, s[38:39]
	s_and_saveexec_b64 s[38:39], s[12:13]
	s_cbranch_execnz .LBB0_90
.LBB0_68:
	s_or_b64 exec, exec, s[38:39]
	s_and_saveexec_b64 s[38:39], s[14:15]
	s_cbranch_execz .LBB0_70
.LBB0_69:
	s_waitcnt vmcnt(0)
	ds_write_b32 v24, v47 offset:3584
.LBB0_70:
	s_or_b64 exec, exec, s[38:39]
	s_cmp_lt_i32 s74, 1
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_23
	v_med3_i32 v1, s1, 1, 8
	v_mov_b32_e32 v23, s81
	v_mov_b32_e32 v29, v57
	v_mov_b32_e32 v46, v63
	s_branch .LBB0_73
.LBB0_72:
	v_add_u32_e32 v1, -1, v1
	v_cmp_eq_u32_e32 vcc, 0, v1
	v_add_u32_e32 v46, 64, v46
	v_add_u32_e32 v29, 0x200, v29
	s_cbranch_vccnz .LBB0_23
.LBB0_73:
	ds_read_b32 v52, v46
	ds_read_b128 v[48:51], v29
	ds_read_b128 v[64:67], v29 offset:4096
	ds_read_b128 v[68:71], v29 offset:4224
	ds_read_b128 v[72:75], v29 offset:128
	v_subrev_co_u32_e32 v23, vcc, 1, v23
	s_waitcnt lgkmcnt(3)
	v_pk_mul_f32 v[6:7], v[6:7], v[48:49]
	v_pk_mul_f32 v[8:9], v[8:9], v[50:51]
	s_waitcnt lgkmcnt(0)
	v_pk_mul_f32 v[18:19], v[18:19], v[72:73]
	v_pk_mul_f32 v[20:21], v[20:21], v[74:75]
	v_pk_fma_f32 v[18:19], v[68:69], v[52:53], v[18:19] op_sel_hi:[1,0,1]
	ds_read_b128 v[48:51], v29 offset:256
	v_pk_fma_f32 v[20:21], v[70:71], v[52:53], v[20:21] op_sel_hi:[1,0,1]
	ds_read_b128 v[68:71], v29 offset:384
	v_pk_fma_f32 v[6:7], v[64:65], v[52:53], v[6:7] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[8:9], v[66:67], v[52:53], v[8:9] op_sel_hi:[1,0,1]
	ds_read_b128 v[64:67], v29 offset:4352
	ds_read_b128 v[72:75], v29 offset:4480
	s_waitcnt lgkmcnt(3)
	v_pk_mul_f32 v[10:11], v[10:11], v[48:49]
	v_pk_mul_f32 v[12:13], v[12:13], v[50:51]
	s_waitcnt lgkmcnt(2)
	v_pk_mul_f32 v[14:15], v[14:15], v[68:69]
	v_pk_mul_f32 v[16:17], v[16:17], v[70:71]
	s_and_b64 s[38:39], s[36:37], vcc
	s_waitcnt lgkmcnt(1)
	v_pk_fma_f32 v[10:11], v[64:65], v[52:53], v[10:11] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[12:13], v[66:67], v[52:53], v[12:13] op_sel_hi:[1,0,1]
	s_waitcnt lgkmcnt(0)
	v_pk_fma_f32 v[14:15], v[72:73], v[52:53], v[14:15] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[16:17], v[74:75], v[52:53], v[16:17] op_sel_hi:[1,0,1]
	s_and_b64 vcc, exec, s[38:39]
	s_cbranch_vccz .LBB0_72
	global_store_dwordx4 v[36:37], v[6:9], off
	global_store_dwordx4 v[36:37], v[18:21], off offset:128
	global_store_dwordx4 v[36:37], v[10:13], off offset:256
	global_store_dwordx4 v[36:37], v[14:17], off offset:384
	s_branch .LBB0_72
.LBB0_75:
	v_mul_lo_u32 v48, s73, v54
	v_mul_lo_u32 v49, s72, v49
	v_mad_u64_u32 v[46:47], s[56:57], s72, v54, 0
	v_add3_u32 v47, v47, v49, v48
	v_lshl_add_u64 v[46:47], v[46:47], 2, v[44:45]
	global_load_dword v46, v[46:47], off
	s_or_b64 exec, exec, s[38:39]
	s_and_saveexec_b64 s[38:39], s[76:77]
	s_cbranch_execz .LBB0_54
.LBB0_76:
	v_mul_lo_u32 v29, s73, v56
	v_mul_lo_u32 v47, s72, v51
	v_mad_u64_u32 v[48:49], s[56:57], s72, v56, 0
	v_add3_u32 v49, v49, v47, v29
	v_lshl_add_u64 v[48:49], v[48:49], 2, v[44:45]
	global_load_dword v29, v[48:49], off
	s_or_b64 exec, exec, s[38:39]
	v_mov_b32_e32 v47, 0
	s_and_saveexec_b64 s[38:39], s[78:79]
	s_cbranch_execz .LBB0_55
.LBB0_77:
	v_mul_lo_u32 v47, s73, v58
	v_mul_lo_u32 v50, s72, v53
	v_mad_u64_u32 v[48:49], s[56:57], s72, v58, 0
	v_add3_u32 v49, v49, v50, v47
	v_lshl_add_u64 v[48:49], v[48:49], 2, v[44:45]
	global_load_dword v47, v[48:49], off
	s_or_b64 exec, exec, s[38:39]
	s_waitcnt vmcnt(1)
	ds_write_b32 v61, v65
	s_and_saveexec_b64 s[38:39], s[2:3]
	s_cbranch_execz .LBB0_56
.LBB0_78:
	ds_write_b32 v61, v64 offset:512
	s_or_b64 exec, exec, s[38:39]
	s_and_saveexec_b64 s[38:39], s[4:5]
	s_cbranch_execz .LBB0_57
.LBB0_79:
	ds_write_b32 v61, v67 offset:1024
	s_or_b64 exec, exec, s[38:39]
	s_and_saveexec_b64 s[38:39], s[6:7]
	s_cbranch_execz .LBB0_58
.LBB0_80:
	ds_write_b32 v61, v66 offset:1536
	s_or_b64 exec, exec, s[38:39]
	s_and_saveexec_b64 s[38:39], s[8:9]
	s_cbranch_execz .LBB0_59
.LBB0_81:
	ds_write_b32 v61, v69 offset:2048
	s_or_b64 exec, exec, s[38:39]
	s_and_saveexec_b64 s[38:39], s[10:11]
	s_cbranch_execz .LBB0_60
.LBB0_82:
	ds_write_b32 v61, v68 offset:2560
	s_or_b64 exec, exec, s[38:39]
	s_and_saveexec_b64 s[38:39], s[12:13]
	s_cbranch_execz .LBB0_61
.LBB0_83:
	ds_write_b32 v61, v71 offset:3072
	s_or_b64 exec, exec, s[38:39]
	s_and_saveexec_b64 s[38:39], s[14:15]
	s_cbranch_execz .LBB0_62
.LBB0_84:
	ds_write_b32 v61, v70 offset:3584
	ds_write_b32 v62, v73
	s_or_b64 exec, exec, s[38:39]
	ds_write_b32 v24, v72
	s_and_saveexec_b64 s[38:39], s[2:3]
	s_cbranch_execz .LBB0_63
.LBB0_85:
	ds_write_b32 v24, v75 offset:512
	s_or_b64 exec, exec, s[38:39]
	s_and_saveexec_b64 s[38:39], s[4:5]
	s_cbranch_execz .LBB0_64
.LBB0_86:
	ds_write_b32 v24, v74 offset:1024
	s_or_b64 exec, exec, s[38:39]
	s_and_saveexec_b64 s[38:39], s[6:7]
	s_cbranch_execz .LBB0_65
.LBB0_87:
	ds_write_b32 v24, v23 offset:1536
	s_or_b64 exec, exec, s[38:39]
	s_and_saveexec_b64 s[38:39], s[8:9]
	s_cbranch_execz .LBB0_66
.LBB0_88:
	ds_write_b32 v24, v1 offset:2048
	s_or_b64 exec, exec, s[38:39]
	s_and_saveexec_b64 s[38:39], s[10:11]
	s_cbranch_execz .LBB0_67
.LBB0_89:
	ds_write_b32 v24, v46 offset:2560
	s_or_b64 exec, exec, s[38:39]
	s_and_saveexec_b64 s[38:39], s[12:13]
	s_cbranch_execz .LBB0_68
.LBB0_90:
	ds_write_b32 v24, v29 offset:3072
	s_or_b64 exec, exec, s[38:39]
	s_and_saveexec_b64 s[38:39], s[14:15]
	s_cbranch_execnz .LBB0_69
	s_branch .LBB0_70
.LBB0_91:
	v_readlane_b32 s74, v119, 24
	v_readlane_b32 s76, v119, 26
	v_readlane_b32 s8, v119, 28
	v_readlane_b32 s75, v119, 25
	v_readlane_b32 s77, v119, 27
	v_readlane_b32 s9, v119, 29
.LBB0_92:
	s_cmp_lg_u32 s90, 0
	v_readlane_b32 s2, v119, 14
	s_cselect_b64 s[0:1], -1, 0
	v_readlane_b32 s3, v119, 15
	s_and_b64 s[0:1], s[2:3], s[0:1]
	s_and_b64 vcc, exec, s[0:1]
	s_cbranch_vccz .LBB0_96
	v_mbcnt_lo_u32_b32 v1, exec_lo, 0
	v_mbcnt_hi_u32_b32 v1, exec_hi, v1
	v_cmp_eq_u32_e32 vcc, 0, v1
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_95
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v23, s90
	global_atomic_or v1, v23, s[40:41]
.LBB0_95:
	s_or_b64 exec, exec, s[2:3]
.LBB0_96:
	s_cmp_eq_u32 s90, 0
	s_cselect_b64 s[2:3], -1, 0
	s_cmp_eq_u32 s63, s62
	s_cselect_b64 s[0:1], -1, 0
	v_readlane_b32 s4, v119, 9
	s_and_b64 s[0:1], s[0:1], s[2:3]
	v_readlane_b32 s5, v119, 10
	s_and_b64 s[0:1], s[4:5], s[0:1]
	s_andn2_b64 vcc, exec, s[0:1]
	s_cbranch_vccnz .LBB0_98
	v_mov_b32_e32 v29, 0
	v_lshl_add_u64 v[26:27], v[26:27], 0, v[28:29]
	global_store_dwordx4 v[26:27], v[6:9], off
	global_store_dwordx4 v[26:27], v[18:21], off offset:128
	global_store_dwordx4 v[26:27], v[10:13], off offset:256
	global_store_dwordx4 v[26:27], v[14:17], off offset:384
.LBB0_98:
	v_readlane_b32 s0, v119, 7
	v_readlane_b32 s1, v119, 8
	s_and_b64 s[0:1], s[2:3], s[0:1]
	s_and_b64 s[0:1], s[0:1], exec
	s_cselect_b32 s35, s33, 0
	s_add_i32 s0, s35, 7
	s_cmp_lt_i32 s0, 8
	s_mov_b32 s53, 0
	v_readlane_b32 s6, v119, 18
	s_cbranch_scc1 .LBB0_174
	s_ashr_i32 s1, s0, 31
	s_lshr_b32 s1, s1, 29
	s_add_i32 s0, s0, s1
	s_ashr_i32 s55, s0, 3
	s_lshl_b64 s[2:3], s[76:77], 1
	s_add_u32 s0, s46, s2
	v_readlane_b32 s4, v119, 4
	s_addc_u32 s1, s47, s3
	v_lshlrev_b64 v[40:41], 1, v[42:43]
	v_readlane_b32 s5, v119, 5
	v_lshl_add_u64 v[26:27], s[0:1], 0, v[40:41]
	s_lshl_b64 s[0:1], s[4:5], 1
	s_add_u32 s36, s50, s0
	s_addc_u32 s37, s51, s1
	v_readlane_b32 s0, v119, 16
	v_readlane_b32 s1, v119, 17
	s_load_dwordx4 s[12:15], s[0:1], 0x118
	v_readlane_b32 s5, v119, 6
	v_readlane_b32 s0, v119, 22
	s_cmp_eq_u32 s5, 0
	v_readlane_b32 s1, v119, 23
	s_mul_i32 s0, s0, s6
	s_cselect_b64 s[38:39], -1, 0
	s_sub_i32 s4, s4, s0
	s_waitcnt lgkmcnt(0)
	v_div_scale_f32 v1, s[0:1], s13, s13, 1.0
	v_rcp_f32_e32 v23, v1
	s_or_b32 s0, s4, s5
	s_cmp_eq_u32 s0, 0
	s_cselect_b64 s[40:41], -1, 0
	v_fma_f32 v25, -v1, v23, 1.0
	v_fmac_f32_e32 v23, v25, v23
	v_div_scale_f32 v25, vcc, 1.0, s13, 1.0
	v_mul_f32_e32 v28, v25, v23
	v_fma_f32 v29, -v1, v28, v25
	v_fmac_f32_e32 v28, v29, v23
	v_fma_f32 v1, -v1, v28, v25
	s_cmp_gt_i32 s78, -1
	v_readlane_b32 s4, v119, 12
	v_div_fmas_f32 v1, v1, v23, v28
	s_cselect_b64 s[0:1], -1, 0
	v_readlane_b32 s5, v119, 13
	v_div_fixup_f32 v28, v1, s13, 1.0
	s_and_b64 s[46:47], s[0:1], s[4:5]
	v_mov_b32_e32 v1, 0x3000
	v_mov_b32_e32 v61, 0xc2d00000
	v_readlane_b32 s0, v119, 11
	v_lshl_or_b32 v56, v59, 2, v1
	s_mov_b32 s51, 0x42b20000
	v_mov_b32_e32 v1, s0
	v_cmp_nlt_f32_e32 vcc, s0, v61
	v_mov_b32_e32 v62, 0x42b20000
	v_mov_b32_e32 v63, 0x4b400000
	v_cndmask_b32_e32 v1, v61, v1, vcc
	v_cmp_nlt_f32_e32 vcc, s51, v1
	v_mov_b32_e32 v64, 0x3ab60b61
	s_mul_i32 s0, s29, s78
	v_cndmask_b32_e32 v1, v62, v1, vcc
	v_fmamk_f32 v23, v1, 0x3fb8aa3b, v63
	v_add_f32_e32 v23, 0xcb400000, v23
	v_fmac_f32_e32 v1, 0xbf317218, v23
	v_mul_f32_e32 v25, 0x3102e308, v23
	v_add_f32_e32 v29, v1, v25
	v_sub_f32_e32 v1, v29, v1
	v_sub_f32_e32 v1, v25, v1
	v_fmamk_f32 v25, v29, 0x39500d01, v64
	v_fmaak_f32 v25, v25, v29, 0x3c088889
	v_fmaak_f32 v25, v25, v29, 0x3d2aaaab
	v_fmaak_f32 v25, v25, v29, 0x3e2aaaab
	v_fma_f32 v25, v25, v29, 0.5
	v_mul_f32_e32 v34, v29, v29
	v_mul_f32_e32 v25, v34, v25
	v_add_f32_e32 v34, v29, v25
	v_sub_f32_e32 v29, v34, v29
	v_cmp_o_f32_e32 vcc, v23, v23
	v_sub_f32_e32 v25, v25, v29
	v_add_f32_e32 v1, v1, v25
	v_cndmask_b32_e32 v23, 0, v23, vcc
	v_add_f32_e32 v25, 1.0, v34
	v_cvt_i32_f32_e32 v23, v23
	v_add_f32_e32 v29, -1.0, v25
	v_sub_f32_e32 v29, v34, v29
	s_mul_hi_u32 s1, s28, s78
	v_add_f32_e32 v1, v29, v1
	s_add_i32 s1, s1, s0
	s_mul_i32 s0, s28, s78
	v_add_f32_e32 v1, v25, v1
	v_ashrrev_i32_e32 v25, 1, v23
	s_lshl_b64 s[0:1], s[0:1], 2
	v_sub_u32_e32 v23, v23, v25
	v_lshlrev_b32_e32 v25, 23, v25
	s_add_u32 s4, s20, s0
	v_add_u32_e32 v25, 1.0, v25
	v_lshlrev_b32_e32 v23, 23, v23
	s_addc_u32 s5, s21, s1
	s_lshl_b64 s[0:1], s[8:9], 2
	v_add_u32_e32 v23, 1.0, v23
	v_mul_f32_e32 v1, v1, v25
	s_add_u32 s0, s4, s0
	v_or_b32_e32 v30, s8, v22
	v_or_b32_e32 v32, s76, v22
	v_mul_f32_e32 v1, v1, v23
	v_lshlrev_b32_e32 v22, 2, v22
	s_addc_u32 s1, s5, s1
	v_mov_b32_e32 v23, 0
	v_lshl_add_u64 v[36:37], s[0:1], 0, v[22:23]
	s_mul_i32 s0, s31, s78
	s_mul_hi_u32 s1, s30, s78
	s_add_i32 s1, s1, s0
	s_mul_i32 s0, s30, s78
	s_lshl_b64 s[0:1], s[0:1], 2
	s_add_u32 s4, s22, s0
	s_addc_u32 s5, s23, s1
	s_lshl_b64 s[0:1], s[76:77], 2
	s_add_u32 s0, s4, s0
	s_addc_u32 s1, s5, s1
	v_lshl_add_u64 v[38:39], s[0:1], 0, v[22:23]
	s_add_u32 s0, s16, s2
	s_addc_u32 s1, s17, s3
	s_mul_i32 s2, s71, s78
	s_mul_hi_u32 s3, s70, s78
	v_lshl_add_u64 v[40:41], s[0:1], 0, v[40:41]
	v_cmp_eq_u32_e64 s[0:1], 0, v55
	s_add_i32 s3, s3, s2
	s_mul_i32 s2, s70, s78
	s_and_b64 s[20:21], s[46:47], s[0:1]
	s_lshl_b64 s[2:3], s[2:3], 2
	v_readlane_b32 s4, v119, 0
	v_readlane_b32 s5, v119, 1
	s_add_u32 s2, s2, s4
	v_lshrrev_b32_e32 v54, 5, v0
	v_sub_f32_e32 v34, 0, v1
	v_bfrev_b32_e32 v1, 0.5
	s_addc_u32 s3, s3, s5
	v_or_b32_e32 v60, 4, v54
	v_bitop3_b32 v65, v24, 64, v1 bitop3:0x6c
	v_bitop3_b32 v66, v24, 32, v1 bitop3:0x6c
	v_bitop3_b32 v67, v24, 16, v1 bitop3:0x6c
	v_bitop3_b32 v68, v24, 8, v1 bitop3:0x6c
	v_bitop3_b32 v69, v24, 4, v1 bitop3:0x6c
	v_mov_b32_e32 v1, 0x3200
	s_add_u32 s2, s18, s2
	v_lshl_or_b32 v70, v54, 9, v22
	v_lshl_or_b32 v73, v60, 9, v22
	v_lshl_or_b32 v76, v0, 2, v1
	v_lshlrev_b32_e32 v1, 6, v55
	s_addc_u32 s3, s19, s3
	v_add_u32_e32 v58, s34, v55
	v_add_u32_e32 v59, s34, v0
	v_mov_b32_e32 v31, s9
	v_mov_b32_e32 v33, s77
	s_mov_b32 s15, 0xc2d00000
	s_mov_b32 s50, 0x3fb8aa3b
	s_mov_b32 s52, 0xcb400000
	s_mov_b32 s54, 0xbf317218
	s_mov_b32 s56, 0x3102e308
	s_mov_b32 s60, 0x39500d01
	v_or_b32_e32 v71, 0x2000, v70
	v_or_b32_e32 v72, 0x1000, v70
	v_or_b32_e32 v74, 0x2000, v73
	v_or_b32_e32 v75, 0x1000, v73
	v_mov_b32_e32 v35, v34
	s_mov_b32 s16, s13
	s_mov_b32 s17, s13
	s_mov_b32 s23, s14
	v_mov_b32_e32 v29, v28
	s_mov_b32 s13, s12
	v_lshl_add_u64 v[42:43], v[42:43], 2, s[2:3]
	s_lshl_b64 s[18:19], s[74:75], 9
	s_mov_b32 s29, 0xf800000
	v_mov_b32_e32 v77, 0x260
	s_mov_b32 s22, 0x4b400000
	s_mov_b32 s28, 0x3ab60b61
	s_mov_b32 s30, 0x3c088889
	s_mov_b32 s62, 0x3d2aaaab
	s_mov_b32 s70, 0x3e2aaaab
	v_mov_b32_e32 v44, -1.0
	s_mov_b32 s31, 0x800000
	s_mov_b32 s74, 0x4b000000
	s_mov_b32 s76, 0x3e638e39
	s_mov_b32 s78, 0x3e3a2e8c
	s_mov_b32 s57, 0x7f800000
	v_add_u32_e32 v78, v56, v1
	v_not_b32_e32 v79, 22
	v_mov_b32_e32 v80, 0xff800000
	v_mov_b32_e32 v81, 0x7f800000
	v_mov_b32_e32 v82, 0x7fc00000
	s_mov_b32 s63, 0
	s_mov_b32 s80, 0x3e924925
	s_mov_b32 s82, 0x3ecccccd
	s_mov_b32 s84, 0x3f2aaaab
	s_mov_b32 s86, 0xb102e308
	s_mov_b32 s88, 0x3f317218
	s_branch .LBB0_101
.LBB0_100:
	s_add_i32 s63, s63, 1
	s_add_i32 s33, s33, -8
	s_add_i32 s53, s53, 8
	s_cmp_eq_u32 s63, s55
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_174
.LBB0_101:
	s_lshl_b32 s9, s63, 3
	s_sub_i32 s71, s35, s9
	v_mov_b32_e32 v84, 0
	v_cmp_gt_i32_e64 s[2:3], s71, v55
	v_mov_b32_e32 v83, v84
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_103
	v_add_u32_e32 v1, s9, v58
	v_ashrrev_i32_e32 v22, 31, v1
	v_mul_lo_u32 v24, s64, v22
	v_mul_lo_u32 v25, s65, v1
	v_mad_u64_u32 v[22:23], s[6:7], s64, v1, 0
	v_add3_u32 v23, v23, v24, v25
	v_lshl_add_u64 v[22:23], v[22:23], 1, v[26:27]
	global_load_ushort v1, v[22:23], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v83, 16, v1
.LBB0_103:
	s_or_b64 exec, exec, s[4:5]
	s_min_i32 s8, s71, 8
	v_cmp_gt_i32_e64 s[4:5], s8, v0
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB0_105
	v_add_u32_e32 v1, s9, v59
	v_ashrrev_i32_e32 v22, 31, v1
	v_mul_lo_u32 v24, s68, v22
	v_mul_lo_u32 v25, s69, v1
	v_mad_u64_u32 v[22:23], s[10:11], s68, v1, 0
	v_add3_u32 v23, v23, v24, v25
	v_lshl_add_u64 v[22:23], v[22:23], 1, s[36:37]
	global_load_ushort v1, v[22:23], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v84, 16, v1
.LBB0_105:
	s_or_b64 exec, exec, s[6:7]
	v_add_u32_e32 v85, s9, v54
	v_add_u32_e32 v22, s34, v85
	v_ashrrev_i32_e32 v1, 31, v22
	v_mul_lo_u32 v23, s24, v1
	v_mul_lo_u32 v45, s25, v22
	v_mad_u64_u32 v[24:25], s[6:7], s24, v22, v[30:31]
	v_mov_b32_e32 v96, 0
	v_cmp_gt_i32_e32 vcc, s8, v54
	v_add3_u32 v25, v45, v25, v23
	v_mov_b32_e32 v45, v96
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_107
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[46:47], v[24:25], 1, s[42:43]
	global_load_ushort v23, v[46:47], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v45, 16, v23
.LBB0_107:
	s_or_b64 exec, exec, s[6:7]
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_109
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[46:47], v[24:25], 1, s[42:43]
	global_load_ushort v23, v[46:47], off offset:2
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v96, 16, v23
.LBB0_109:
	s_or_b64 exec, exec, s[6:7]
	v_mov_b32_e32 v95, 0
	v_mov_b32_e32 v94, v95
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_111
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[46:47], v[24:25], 1, s[42:43]
	global_load_ushort v23, v[46:47], off offset:4
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v94, 16, v23
.LBB0_111:
	s_or_b64 exec, exec, s[6:7]
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_113
	v_lshl_add_u64 v[24:25], v[24:25], 1, s[42:43]
	global_load_ushort v23, v[24:25], off offset:6
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v95, 16, v23
.LBB0_113:
	s_or_b64 exec, exec, s[6:7]
	v_mad_u64_u32 v[24:25], s[6:7], s26, v22, v[30:31]
	v_mul_lo_u32 v23, s26, v1
	v_mul_lo_u32 v46, s27, v22
	v_add3_u32 v25, v46, v25, v23
	v_mov_b32_e32 v23, 0
	v_mov_b32_e32 v98, v23
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_115
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[46:47], v[24:25], 1, s[44:45]
	global_load_ushort v46, v[46:47], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v98, 16, v46
.LBB0_115:
	s_or_b64 exec, exec, s[6:7]
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_117
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[46:47], v[24:25], 1, s[44:45]
	global_load_ushort v23, v[46:47], off offset:2
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v23, 16, v23
.LBB0_117:
	s_or_b64 exec, exec, s[6:7]
	v_mov_b32_e32 v99, 0
	v_mov_b32_e32 v97, v99
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_119
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[46:47], v[24:25], 1, s[44:45]
	global_load_ushort v46, v[46:47], off offset:4
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v97, 16, v46
.LBB0_119:
	s_or_b64 exec, exec, s[6:7]
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_121
	v_lshl_add_u64 v[24:25], v[24:25], 1, s[44:45]
	global_load_ushort v24, v[24:25], off offset:6
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v99, 16, v24
.LBB0_121:
	s_or_b64 exec, exec, s[6:7]
	v_mad_u64_u32 v[24:25], s[6:7], s66, v22, v[32:33]
	v_mul_lo_u32 v1, s66, v1
	v_mul_lo_u32 v46, s67, v22
	v_mov_b32_e32 v53, 0
	v_add3_u32 v25, v46, v25, v1
	v_mov_b32_e32 v52, v53
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_123
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[46:47], v[24:25], 1, s[48:49]
	global_load_ushort v1, v[46:47], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v52, 16, v1
.LBB0_123:
	s_or_b64 exec, exec, s[6:7]
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_125
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[46:47], v[24:25], 1, s[48:49]
	global_load_ushort v1, v[46:47], off offset:2
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v53, 16, v1
.LBB0_125:
	s_or_b64 exec, exec, s[6:7]
	v_mov_b32_e32 v51, 0
	v_mov_b32_e32 v50, v51
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_127
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[46:47], v[24:25], 1, s[48:49]
	global_load_ushort v1, v[46:47], off offset:4
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v50, 16, v1
.LBB0_127:
	s_or_b64 exec, exec, s[6:7]
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_129
	v_lshl_add_u64 v[24:25], v[24:25], 1, s[48:49]
	global_load_ushort v1, v[24:25], off offset:6
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v51, 16, v1
.LBB0_129:
	s_or_b64 exec, exec, s[6:7]
	v_add_u32_e32 v22, 4, v22
	v_ashrrev_i32_e32 v1, 31, v22
	v_cmp_gt_i32_e64 s[6:7], s8, v60
	v_mul_lo_u32 v46, s24, v1
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v47, s25, v22
	v_mad_u64_u32 v[24:25], s[8:9], s24, v22, v[30:31]
	v_mov_b32_e32 v89, 0
	v_add3_u32 v25, v47, v25, v46
	v_mov_b32_e32 v86, v89
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB0_131
	v_lshl_add_u64 v[46:47], v[24:25], 1, s[42:43]
	global_load_ushort v46, v[46:47], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v86, 16, v46
.LBB0_131:
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB0_133
	v_lshl_add_u64 v[46:47], v[24:25], 1, s[42:43]
	global_load_ushort v46, v[46:47], off offset:2
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v89, 16, v46
.LBB0_133:
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32_e32 v88, 0
	v_mov_b32_e32 v87, v88
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB0_135
	v_lshl_add_u64 v[46:47], v[24:25], 1, s[42:43]
	global_load_ushort v46, v[46:47], off offset:4
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v87, 16, v46
.LBB0_135:
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB0_137
	v_lshl_add_u64 v[24:25], v[24:25], 1, s[42:43]
	global_load_ushort v24, v[24:25], off offset:6
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v88, 16, v24
.LBB0_137:
	s_or_b64 exec, exec, s[8:9]
	v_mad_u64_u32 v[24:25], s[8:9], s26, v22, v[30:31]
	v_mul_lo_u32 v46, s26, v1
	v_mul_lo_u32 v47, s27, v22
	v_mov_b32_e32 v93, 0
	v_add3_u32 v25, v47, v25, v46
	v_mov_b32_e32 v91, v93
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB0_139
	v_lshl_add_u64 v[46:47], v[24:25], 1, s[44:45]
	global_load_ushort v46, v[46:47], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v91, 16, v46
.LBB0_139:
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB0_141
	v_lshl_add_u64 v[46:47], v[24:25], 1, s[44:45]
	global_load_ushort v46, v[46:47], off offset:2
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v93, 16, v46
.LBB0_141:
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32_e32 v92, 0
	v_mov_b32_e32 v90, v92
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB0_143
	v_lshl_add_u64 v[46:47], v[24:25], 1, s[44:45]
	global_load_ushort v46, v[46:47], off offset:4
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v90, 16, v46
.LBB0_143:
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB0_145
	v_lshl_add_u64 v[24:25], v[24:25], 1, s[44:45]
	global_load_ushort v24, v[24:25], off offset:6
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v92, 16, v24
.LBB0_145:
	s_or_b64 exec, exec, s[8:9]
	v_mad_u64_u32 v[24:25], s[8:9], s66, v22, v[32:33]
	v_mul_lo_u32 v1, s66, v1
	v_mul_lo_u32 v22, s67, v22
	v_mov_b32_e32 v49, 0
	v_add3_u32 v25, v22, v25, v1
	v_mov_b32_e32 v48, v49
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB0_147
	v_lshl_add_u64 v[46:47], v[24:25], 1, s[48:49]
	global_load_ushort v1, v[46:47], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v48, 16, v1
.LBB0_147:
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB0_149
	v_lshl_add_u64 v[46:47], v[24:25], 1, s[48:49]
	global_load_ushort v1, v[46:47], off offset:2
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v49, 16, v1
.LBB0_149:
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32_e32 v47, 0
	v_mov_b32_e32 v46, v47
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execnz .LBB0_152
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execnz .LBB0_153
.LBB0_151:
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[90:91], vcc
	s_cbranch_execnz .LBB0_154
	s_branch .LBB0_158
.LBB0_152:
	v_lshl_add_u64 v[100:101], v[24:25], 1, s[48:49]
	global_load_ushort v1, v[100:101], off offset:4
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v46, 16, v1
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB0_151
.LBB0_153:
	v_lshl_add_u64 v[24:25], v[24:25], 1, s[48:49]
	global_load_ushort v1, v[24:25], off offset:6
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v47, 16, v1
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[90:91], vcc
	s_cbranch_execz .LBB0_158
.LBB0_154:
	v_mul_f32_e32 v1, v96, v96
	v_fmac_f32_e32 v1, v45, v45
	v_mul_f32_e32 v24, v23, v23
	v_fmac_f32_e32 v1, v94, v94
	v_fmac_f32_e32 v24, v98, v98
	v_fmac_f32_e32 v1, v95, v95
	v_fmac_f32_e32 v24, v97, v97
	ds_bpermute_b32 v22, v65, v1
	v_fmac_f32_e32 v24, v99, v99
	ds_bpermute_b32 v25, v65, v24
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v1, v1, v22
	ds_bpermute_b32 v22, v66, v1
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v24, v24, v25
	ds_bpermute_b32 v25, v66, v24
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v1, v1, v22
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v22, v24, v25
	ds_bpermute_b32 v24, v67, v1
	ds_bpermute_b32 v25, v67, v22
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v1, v1, v24
	ds_bpermute_b32 v24, v68, v1
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v22, v22, v25
	ds_bpermute_b32 v25, v68, v22
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v1, v1, v24
	ds_bpermute_b32 v24, v69, v1
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v22, v22, v25
	ds_bpermute_b32 v25, v69, v22
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v1, v1, v24
	v_add_f32_e32 v1, 0x358637bd, v1
	v_mul_f32_e32 v24, 0x4f800000, v1
	v_cmp_gt_f32_e32 vcc, s29, v1
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v22, v22, v25
	v_add_f32_e32 v22, 0x358637bd, v22
	v_cndmask_b32_e32 v1, v1, v24, vcc
	v_sqrt_f32_e32 v24, v1
	v_mul_f32_e32 v25, 0x4f800000, v22
	v_cmp_gt_f32_e64 s[8:9], s29, v22
	v_add_u32_e32 v100, -1, v24
	s_nop 0
	v_cndmask_b32_e64 v22, v22, v25, s[8:9]
	v_sqrt_f32_e32 v25, v22
	v_add_u32_e32 v101, 1, v24
	v_fma_f32 v102, -v100, v24, v1
	v_fma_f32 v103, -v101, v24, v1
	v_cmp_ge_f32_e64 s[10:11], 0, v102
	s_nop 1
	v_cndmask_b32_e64 v24, v24, v100, s[10:11]
	v_cmp_lt_f32_e64 s[10:11], 0, v103
	s_nop 1
	v_cndmask_b32_e64 v24, v24, v101, s[10:11]
	v_add_u32_e32 v101, -1, v25
	v_fma_f32 v102, -v101, v25, v22
	v_cmp_ge_f32_e64 s[10:11], 0, v102
	v_add_u32_e32 v102, 1, v25
	v_mul_f32_e32 v100, 0x37800000, v24
	v_cndmask_b32_e64 v101, v25, v101, s[10:11]
	v_fma_f32 v25, -v102, v25, v22
	v_cmp_lt_f32_e64 s[10:11], 0, v25
	v_cndmask_b32_e32 v24, v24, v100, vcc
	v_cmp_class_f32_e32 vcc, v1, v77
	v_cndmask_b32_e64 v25, v101, v102, s[10:11]
	v_mul_f32_e32 v101, 0x37800000, v25
	v_cndmask_b32_e64 v25, v25, v101, s[8:9]
	v_cmp_class_f32_e64 s[8:9], v22, v77
	v_cndmask_b32_e32 v1, v24, v1, vcc
	s_nop 0
	v_cndmask_b32_e64 v101, v25, v22, s[8:9]
	v_div_scale_f32 v22, s[8:9], v101, v101, v23
	v_rcp_f32_e32 v25, v22
	s_nop 0
	v_fma_f32 v24, -v22, v25, 1.0
	v_fmac_f32_e32 v25, v24, v25
	v_div_scale_f32 v24, vcc, v23, v101, v23
	v_mul_f32_e32 v100, v24, v25
	v_fma_f32 v102, -v22, v100, v24
	v_fmac_f32_e32 v100, v102, v25
	v_fma_f32 v22, -v22, v100, v24
	v_div_scale_f32 v24, s[8:9], v101, v101, v98
	v_rcp_f32_e32 v102, v24
	v_div_fmas_f32 v22, v22, v25, v100
	v_div_fixup_f32 v23, v22, v101, v23
	v_fma_f32 v22, -v24, v102, 1.0
	v_fmac_f32_e32 v102, v22, v102
	v_div_scale_f32 v22, vcc, v98, v101, v98
	v_mul_f32_e32 v25, v22, v102
	v_fma_f32 v100, -v24, v25, v22
	v_fmac_f32_e32 v25, v100, v102
	v_fma_f32 v22, -v24, v25, v22
	v_div_scale_f32 v24, s[8:9], v101, v101, v99
	v_rcp_f32_e32 v100, v24
	v_div_fmas_f32 v22, v22, v102, v25
	v_div_fixup_f32 v22, v22, v101, v98
	v_fma_f32 v25, -v24, v100, 1.0
	v_fmac_f32_e32 v100, v25, v100
	v_div_scale_f32 v25, vcc, v99, v101, v99
	v_mul_f32_e32 v98, v25, v100
	v_fma_f32 v102, -v24, v98, v25
	v_fmac_f32_e32 v98, v102, v100
	v_div_scale_f32 v102, s[8:9], v101, v101, v97
	v_rcp_f32_e32 v103, v102
	v_fma_f32 v24, -v24, v98, v25
	v_div_fmas_f32 v24, v24, v100, v98
	v_div_fixup_f32 v25, v24, v101, v99
	v_fma_f32 v24, -v102, v103, 1.0
	v_fmac_f32_e32 v103, v24, v103
	v_div_scale_f32 v24, vcc, v97, v101, v97
	v_mul_f32_e32 v98, v24, v103
	v_fma_f32 v99, -v102, v98, v24
	v_fmac_f32_e32 v98, v99, v103
	v_div_scale_f32 v99, s[8:9], v1, v1, v96
	v_rcp_f32_e32 v100, v99
	v_fma_f32 v24, -v102, v98, v24
	v_div_fmas_f32 v24, v24, v103, v98
	v_div_fixup_f32 v24, v24, v101, v97
	v_fma_f32 v97, -v99, v100, 1.0
	v_fmac_f32_e32 v100, v97, v100
	v_div_scale_f32 v97, vcc, v96, v1, v96
	v_mul_f32_e32 v98, v97, v100
	v_fma_f32 v101, -v99, v98, v97
	v_fmac_f32_e32 v98, v101, v100
	v_fma_f32 v97, -v99, v98, v97
	v_div_scale_f32 v99, s[8:9], v1, v1, v45
	v_rcp_f32_e32 v101, v99
	v_div_fmas_f32 v97, v97, v100, v98
	v_div_fixup_f32 v97, v97, v1, v96
	v_fma_f32 v96, -v99, v101, 1.0
	v_fmac_f32_e32 v101, v96, v101
	v_div_scale_f32 v96, vcc, v45, v1, v45
	v_mul_f32_e32 v98, v96, v101
	v_fma_f32 v100, -v99, v98, v96
	v_fmac_f32_e32 v98, v100, v101
	v_fma_f32 v96, -v99, v98, v96
	v_div_scale_f32 v99, s[8:9], v1, v1, v95
	v_rcp_f32_e32 v100, v99
	v_div_fmas_f32 v96, v96, v101, v98
	v_div_fixup_f32 v96, v96, v1, v45
	v_pk_mul_f32 v[96:97], s[12:13], v[96:97]
	v_fma_f32 v45, -v99, v100, 1.0
	v_fmac_f32_e32 v100, v45, v100
	v_div_scale_f32 v45, vcc, v95, v1, v95
	v_mul_f32_e32 v98, v45, v100
	v_fma_f32 v101, -v99, v98, v45
	v_fmac_f32_e32 v98, v101, v100
	v_fma_f32 v45, -v99, v98, v45
	v_div_scale_f32 v99, s[8:9], v1, v1, v94
	v_rcp_f32_e32 v101, v99
	v_div_fmas_f32 v45, v45, v100, v98
	v_div_fixup_f32 v95, v45, v1, v95
	v_fma_f32 v45, -v99, v101, 1.0
	v_fmac_f32_e32 v101, v45, v101
	v_div_scale_f32 v45, vcc, v94, v1, v94
	v_mul_f32_e32 v98, v45, v101
	v_fma_f32 v100, -v99, v98, v45
	v_fmac_f32_e32 v98, v100, v101
	v_fma_f32 v45, -v99, v98, v45
	v_div_fmas_f32 v45, v45, v101, v98
	v_cmp_gt_i32_e32 vcc, s61, v85
	v_div_fixup_f32 v94, v45, v1, v94
	s_and_b64 s[10:11], s[46:47], vcc
	v_pk_mul_f32 v[98:99], s[12:13], v[94:95]
	s_and_b64 s[92:93], s[40:41], s[10:11]
	v_ashrrev_i32_e32 v1, 31, v85
	ds_write_b128 v71, v[96:99]
	ds_write_b128 v72, v[22:25]
	s_and_saveexec_b64 s[8:9], s[92:93]
	s_cbranch_execz .LBB0_156
	v_mul_lo_u32 v45, s59, v85
	v_mul_lo_u32 v96, s58, v1
	v_mad_u64_u32 v[94:95], s[92:93], s58, v85, 0
	v_add3_u32 v95, v95, v96, v45
	v_lshl_add_u64 v[94:95], v[94:95], 2, v[36:37]
	global_store_dwordx4 v[94:95], v[22:25], off
.LBB0_156:
	s_or_b64 exec, exec, s[8:9]
	s_nop 0
	v_pk_add_f32 v[22:23], v[2:3], v[52:53]
	v_pk_add_f32 v[50:51], v[4:5], v[50:51]
	v_pk_mul_f32 v[94:95], s[16:17], v[22:23]
	s_nop 0
	v_cmp_ngt_f32_e32 vcc, s15, v94
	s_nop 1
	v_cndmask_b32_e32 v24, v61, v94, vcc
	v_cmp_ngt_f32_e32 vcc, s15, v95
	s_nop 1
	v_cndmask_b32_e32 v25, v61, v95, vcc
	v_cmp_nlt_f32_e32 vcc, s51, v25
	s_nop 1
	v_cndmask_b32_e32 v53, v62, v25, vcc
	v_cmp_nlt_f32_e32 vcc, s51, v24
	s_nop 1
	v_cndmask_b32_e32 v52, v62, v24, vcc
	v_mov_b64_e32 v[24:25], s[22:23]
	v_pk_fma_f32 v[96:97], v[52:53], s[50:51], v[24:25] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_add_f32 v[96:97], v[96:97], s[52:53] op_sel_hi:[1,0]
	s_nop 0
	v_cmp_o_f32_e32 vcc, v97, v97
	v_pk_fma_f32 v[100:101], v[96:97], s[54:55], v[52:53] op_sel_hi:[1,0,1]
	v_mov_b64_e32 v[52:53], s[28:29]
	v_cndmask_b32_e32 v45, 0, v97, vcc
	v_cmp_o_f32_e32 vcc, v96, v96
	v_cvt_i32_f32_e32 v99, v45
	v_ashrrev_i32_e32 v115, 1, v99
	v_cndmask_b32_e32 v98, 0, v96, vcc
	v_pk_mul_f32 v[96:97], v[96:97], s[56:57] op_sel_hi:[1,0]
	v_cvt_i32_f32_e32 v114, v98
	v_pk_add_f32 v[102:103], v[100:101], v[96:97]
	v_ashrrev_i32_e32 v116, 1, v114
	v_pk_fma_f32 v[108:109], v[102:103], s[60:61], v[52:53] op_sel_hi:[1,0,0]
	v_pk_mul_f32 v[110:111], v[102:103], v[102:103]
	v_pk_fma_f32 v[108:109], v[108:109], v[102:103], s[30:31] op_sel_hi:[1,1,0]
	v_pk_add_f32 v[104:105], v[102:103], v[100:101] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_fma_f32 v[108:109], v[108:109], v[102:103], s[62:63] op_sel_hi:[1,1,0]
	v_pk_add_f32 v[106:107], v[96:97], v[104:105] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_fma_f32 v[108:109], v[108:109], v[102:103], s[70:71] op_sel_hi:[1,1,0]
	v_lshl_add_u32 v98, v116, 23, 1.0
	v_pk_fma_f32 v[108:109], v[108:109], v[102:103], 0.5 op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_mul_f32 v[108:109], v[110:111], v[108:109]
	s_nop 0
	v_pk_add_f32 v[110:111], v[102:103], v[108:109]
	s_nop 0
	v_pk_add_f32 v[102:103], v[110:111], v[102:103] neg_lo:[0,1] neg_hi:[0,1]
	v_mov_b32_e32 v96, v111
	v_pk_add_f32 v[102:103], v[108:109], v[102:103] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[108:109], v[110:111], 1.0 op_sel_hi:[1,0]
	s_nop 0
	v_add_f32_e32 v45, -1.0, v108
	v_sub_f32_e32 v100, v110, v45
	v_mov_b32_e32 v45, v101
	v_pk_add_f32 v[112:113], v[108:109], v[44:45] op_sel:[1,0] op_sel_hi:[0,1]
	v_mov_b32_e32 v113, v105
	v_pk_add_f32 v[96:97], v[96:97], v[112:113] neg_lo:[0,1] neg_hi:[0,1]
	v_sub_u32_e32 v45, v114, v116
	v_mov_b32_e32 v107, v97
	v_pk_add_f32 v[102:103], v[106:107], v[102:103]
	v_mov_b32_e32 v101, v96
	v_pk_add_f32 v[96:97], v[100:101], v[102:103]
	v_sub_u32_e32 v100, v99, v115
	v_pk_add_f32 v[96:97], v[108:109], v[96:97]
	v_lshl_add_u32 v99, v115, 23, 1.0
	v_lshl_add_u32 v101, v100, 23, 1.0
	v_lshl_add_u32 v100, v45, 23, 1.0
	v_pk_mul_f32 v[96:97], v[96:97], v[98:99]
	s_nop 0
	v_pk_mul_f32 v[96:97], v[96:97], v[100:101]
	s_nop 0
	v_pk_add_f32 v[96:97], v[96:97], 1.0 op_sel_hi:[1,0]
	s_nop 0
	v_pk_mul_f32 v[98:99], v[96:97], s[74:75] op_sel_hi:[1,0]
	v_cmp_gt_f32_e32 vcc, s31, v96
	v_cmp_gt_f32_e64 s[8:9], s31, v97
	s_nop 0
	v_cndmask_b32_e32 v45, v96, v98, vcc
	v_cndmask_b32_e64 v98, v97, v99, s[8:9]
	v_add_u32_e32 v100, 0xc0cafb0d, v98
	v_add_u32_e32 v101, 0xc0cafb0d, v45
	v_and_b32_e32 v99, 0xff800000, v100
	v_and_b32_e32 v102, 0xff800000, v101
	v_sub_u32_e32 v99, v98, v99
	v_sub_u32_e32 v98, v45, v102
	v_cndmask_b32_e32 v102, 0, v79, vcc
	v_ashrrev_i32_e32 v103, 23, v100
	v_ashrrev_i32_e32 v100, 23, v101
	v_pk_add_f32 v[98:99], v[98:99], -1.0 op_sel_hi:[1,0]
	v_add_u32_e32 v102, v100, v102
	v_pk_add_f32 v[100:101], v[98:99], 2.0 op_sel_hi:[1,0]
	v_cndmask_b32_e64 v45, 0, v79, s[8:9]
	v_div_scale_f32 v104, s[8:9], v101, v101, v99
	v_rcp_f32_e32 v105, v104
	v_add_u32_e32 v45, v103, v45
	v_cvt_f32_i32_e32 v103, v45
	v_cvt_f32_i32_e32 v102, v102
	v_fma_f32 v45, -v104, v105, 1.0
	v_fmac_f32_e32 v105, v45, v105
	v_div_scale_f32 v45, vcc, v99, v101, v99
	v_mul_f32_e32 v106, v45, v105
	v_fma_f32 v107, -v104, v106, v45
	v_fmac_f32_e32 v106, v107, v105
	v_fma_f32 v45, -v104, v106, v45
	v_div_scale_f32 v104, s[8:9], v100, v100, v98
	v_rcp_f32_e32 v107, v104
	v_div_fmas_f32 v45, v45, v105, v106
	v_div_fixup_f32 v101, v45, v101, v99
	v_fma_f32 v45, -v104, v107, 1.0
	v_fmac_f32_e32 v107, v45, v107
	v_div_scale_f32 v45, vcc, v98, v100, v98
	v_mul_f32_e32 v105, v45, v107
	v_fma_f32 v106, -v104, v105, v45
	v_fmac_f32_e32 v105, v106, v107
	v_fma_f32 v45, -v104, v105, v45
	v_div_fmas_f32 v45, v45, v107, v105
	v_div_fixup_f32 v100, v45, v100, v98
	v_pk_mul_f32 v[104:105], v[100:101], v[100:101]
	v_mov_b64_e32 v[106:107], s[76:77]
	v_pk_fma_f32 v[108:109], v[104:105], s[78:79], v[106:107] op_sel_hi:[1,0,0]
	v_cmp_neq_f32_e32 vcc, 0, v96
	v_pk_fma_f32 v[108:109], v[108:109], v[104:105], s[80:81] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[108:109], v[108:109], v[104:105], s[82:83] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[108:109], v[108:109], v[104:105], s[84:85] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_mul_f32 v[104:105], v[104:105], v[108:109] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_pk_add_f32 v[104:105], v[98:99], v[104:105]
	s_nop 0
	v_pk_fma_f32 v[98:99], v[100:101], v[104:105], v[98:99] neg_lo:[1,0,0] neg_hi:[1,0,0]
	s_nop 0
	v_pk_fma_f32 v[98:99], v[102:103], s[86:87], v[98:99] op_sel_hi:[1,0,1]
	s_nop 0
	v_pk_fma_f32 v[98:99], v[102:103], s[88:89], v[98:99] op_sel_hi:[1,0,1]
	s_nop 0
	v_cndmask_b32_e32 v45, v80, v98, vcc
	v_cmp_neq_f32_e32 vcc, 0, v97
	s_nop 1
	v_cndmask_b32_e32 v98, v80, v99, vcc
	v_cmp_neq_f32_e32 vcc, s57, v97
	s_nop 1
	v_cndmask_b32_e32 v98, v81, v98, vcc
	v_cmp_neq_f32_e32 vcc, s57, v96
	s_nop 1
	v_cndmask_b32_e32 v45, v81, v45, vcc
	v_cmp_ngt_f32_e32 vcc, 0, v96
	s_nop 1
	v_cndmask_b32_e32 v45, v82, v45, vcc
	v_cmp_ngt_f32_e32 vcc, 0, v97
	s_nop 1
	v_cndmask_b32_e32 v98, v82, v98, vcc
	v_cmp_u_f32_e32 vcc, v97, v97
	s_nop 1
	v_cndmask_b32_e32 v97, v98, v97, vcc
	v_cmp_u_f32_e32 vcc, v96, v96
	s_nop 1
	v_cndmask_b32_e32 v96, v45, v96, vcc
	v_pk_mul_f32 v[96:97], v[28:29], v[96:97]
	v_cmp_ge_f32_e32 vcc, s23, v95
	s_nop 1
	v_cndmask_b32_e32 v23, v23, v97, vcc
	v_cmp_ge_f32_e32 vcc, s14, v94
	s_nop 1
	v_cndmask_b32_e32 v22, v22, v96, vcc
	v_pk_mul_f32 v[22:23], v[34:35], v[22:23]
	s_nop 0
	v_cmp_ngt_f32_e32 vcc, s15, v22
	s_nop 1
	v_cndmask_b32_e32 v22, v61, v22, vcc
	v_cmp_ngt_f32_e32 vcc, s15, v23
	s_nop 1
	v_cndmask_b32_e32 v23, v61, v23, vcc
	v_cmp_nlt_f32_e32 vcc, s51, v23
	s_nop 1
	v_cndmask_b32_e32 v23, v62, v23, vcc
	v_cmp_nlt_f32_e32 vcc, s51, v22
	s_nop 1
	v_cndmask_b32_e32 v22, v62, v22, vcc
	v_pk_fma_f32 v[94:95], v[22:23], s[50:51], v[24:25] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_add_f32 v[94:95], v[94:95], s[52:53] op_sel_hi:[1,0]
	s_nop 0
	v_pk_fma_f32 v[22:23], v[94:95], s[54:55], v[22:23] op_sel_hi:[1,0,1]
	v_pk_mul_f32 v[96:97], v[94:95], s[56:57] op_sel_hi:[1,0]
	v_cmp_o_f32_e32 vcc, v95, v95
	v_pk_add_f32 v[98:99], v[22:23], v[96:97]
	s_nop 0
	v_pk_add_f32 v[22:23], v[98:99], v[22:23] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_mul_f32 v[100:101], v[98:99], v[98:99]
	v_pk_add_f32 v[22:23], v[96:97], v[22:23] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_fma_f32 v[96:97], v[98:99], s[60:61], v[52:53] op_sel_hi:[1,0,0]
	v_cndmask_b32_e32 v45, 0, v95, vcc
	v_pk_fma_f32 v[96:97], v[96:97], v[98:99], s[30:31] op_sel_hi:[1,1,0]
	v_cmp_o_f32_e32 vcc, v94, v94
	v_pk_fma_f32 v[96:97], v[96:97], v[98:99], s[62:63] op_sel_hi:[1,1,0]
	v_cvt_i32_f32_e32 v45, v45
	v_pk_fma_f32 v[96:97], v[96:97], v[98:99], s[70:71] op_sel_hi:[1,1,0]
	v_cndmask_b32_e32 v94, 0, v94, vcc
	v_pk_fma_f32 v[96:97], v[96:97], v[98:99], 0.5 op_sel_hi:[1,1,0]
	v_cvt_i32_f32_e32 v94, v94
	v_pk_mul_f32 v[96:97], v[100:101], v[96:97]
	v_ashrrev_i32_e32 v95, 1, v45
	v_pk_add_f32 v[100:101], v[98:99], v[96:97]
	v_sub_u32_e32 v45, v45, v95
	v_pk_add_f32 v[98:99], v[100:101], v[98:99] neg_lo:[0,1] neg_hi:[0,1]
	v_lshl_add_u32 v95, v95, 23, 1.0
	v_pk_add_f32 v[96:97], v[96:97], v[98:99] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_pk_add_f32 v[22:23], v[22:23], v[96:97]
	v_pk_add_f32 v[96:97], v[100:101], 1.0 op_sel_hi:[1,0]
	s_nop 0
	v_pk_add_f32 v[98:99], v[96:97], -1.0 op_sel_hi:[1,0]
	s_nop 0
	v_pk_add_f32 v[98:99], v[100:101], v[98:99] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_pk_add_f32 v[22:23], v[98:99], v[22:23]
	s_nop 0
	v_pk_add_f32 v[22:23], v[96:97], v[22:23]
	v_ashrrev_i32_e32 v96, 1, v94
	v_sub_u32_e32 v98, v94, v96
	v_lshl_add_u32 v94, v96, 23, 1.0
	v_lshl_add_u32 v96, v98, 23, 1.0
	v_pk_mul_f32 v[98:99], s[16:17], v[50:51]
	v_lshl_add_u32 v97, v45, 23, 1.0
	v_cmp_ngt_f32_e32 vcc, s15, v98
	v_pk_mul_f32 v[22:23], v[22:23], v[94:95]
	s_nop 0
	v_cndmask_b32_e32 v45, v61, v98, vcc
	v_cmp_ngt_f32_e32 vcc, s15, v99
	v_pk_mul_f32 v[22:23], v[22:23], v[96:97]
	s_nop 0
	v_cndmask_b32_e32 v100, v61, v99, vcc
	v_cmp_nlt_f32_e32 vcc, s51, v100
	s_nop 1
	v_cndmask_b32_e32 v101, v62, v100, vcc
	v_cmp_nlt_f32_e32 vcc, s51, v45
	s_nop 1
	v_cndmask_b32_e32 v100, v62, v45, vcc
	v_pk_fma_f32 v[102:103], v[100:101], s[50:51], v[24:25] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_add_f32 v[102:103], v[102:103], s[52:53] op_sel_hi:[1,0]
	s_nop 0
	v_cmp_o_f32_e32 vcc, v103, v103
	v_pk_fma_f32 v[96:97], v[102:103], s[54:55], v[100:101] op_sel_hi:[1,0,1]
	v_pk_mul_f32 v[100:101], v[102:103], s[56:57] op_sel_hi:[1,0]
	v_cndmask_b32_e32 v45, 0, v103, vcc
	v_cmp_o_f32_e32 vcc, v102, v102
	v_cvt_i32_f32_e32 v116, v45
	v_ashrrev_i32_e32 v95, 1, v116
	v_cndmask_b32_e32 v104, 0, v102, vcc
	v_pk_add_f32 v[102:103], v[96:97], v[100:101]
	v_cvt_i32_f32_e32 v117, v104
	v_pk_fma_f32 v[110:111], v[102:103], s[60:61], v[52:53] op_sel_hi:[1,0,0]
	v_pk_mul_f32 v[112:113], v[102:103], v[102:103]
	v_pk_fma_f32 v[110:111], v[110:111], v[102:103], s[30:31] op_sel_hi:[1,1,0]
	v_pk_add_f32 v[104:105], v[102:103], v[96:97] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_fma_f32 v[110:111], v[110:111], v[102:103], s[62:63] op_sel_hi:[1,1,0]
	v_pk_add_f32 v[108:109], v[100:101], v[104:105] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_fma_f32 v[110:111], v[110:111], v[102:103], s[70:71] op_sel_hi:[1,1,0]
	v_ashrrev_i32_e32 v118, 1, v117
	v_pk_fma_f32 v[110:111], v[110:111], v[102:103], 0.5 op_sel_hi:[1,1,0]
	v_lshl_add_u32 v94, v118, 23, 1.0
	v_pk_mul_f32 v[110:111], v[112:113], v[110:111]
	s_nop 0
	v_pk_add_f32 v[112:113], v[102:103], v[110:111]
	s_nop 0
	v_pk_add_f32 v[102:103], v[112:113], v[102:103] neg_lo:[0,1] neg_hi:[0,1]
	v_mov_b32_e32 v100, v113
	v_pk_add_f32 v[102:103], v[110:111], v[102:103] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[110:111], v[112:113], 1.0 op_sel_hi:[1,0]
	s_nop 0
	v_add_f32_e32 v45, -1.0, v110
	v_sub_f32_e32 v96, v112, v45
	v_mov_b32_e32 v45, v97
	v_pk_add_f32 v[114:115], v[110:111], v[44:45] op_sel:[1,0] op_sel_hi:[0,1]
	v_mov_b32_e32 v115, v105
	v_pk_add_f32 v[100:101], v[100:101], v[114:115] neg_lo:[0,1] neg_hi:[0,1]
	v_sub_u32_e32 v45, v117, v118
	v_mov_b32_e32 v109, v101
	v_pk_add_f32 v[102:103], v[108:109], v[102:103]
	v_mov_b32_e32 v97, v100
	v_pk_add_f32 v[96:97], v[96:97], v[102:103]
	v_sub_u32_e32 v100, v116, v95
	v_pk_add_f32 v[96:97], v[110:111], v[96:97]
	v_lshl_add_u32 v95, v95, 23, 1.0
	v_lshl_add_u32 v101, v100, 23, 1.0
	v_lshl_add_u32 v100, v45, 23, 1.0
	v_pk_mul_f32 v[94:95], v[96:97], v[94:95]
	s_nop 0
	v_pk_mul_f32 v[94:95], v[94:95], v[100:101]
	s_nop 0
	v_pk_add_f32 v[94:95], v[94:95], 1.0 op_sel_hi:[1,0]
	s_nop 0
	v_pk_mul_f32 v[96:97], v[94:95], s[74:75] op_sel_hi:[1,0]
	v_cmp_gt_f32_e32 vcc, s31, v94
	v_cmp_gt_f32_e64 s[8:9], s31, v95
	s_nop 0
	v_cndmask_b32_e32 v45, v94, v96, vcc
	v_cndmask_b32_e64 v96, v95, v97, s[8:9]
	v_add_u32_e32 v100, 0xc0cafb0d, v96
	v_add_u32_e32 v101, 0xc0cafb0d, v45
	v_and_b32_e32 v97, 0xff800000, v100
	v_and_b32_e32 v102, 0xff800000, v101
	v_sub_u32_e32 v97, v96, v97
	v_sub_u32_e32 v96, v45, v102
	v_cndmask_b32_e32 v102, 0, v79, vcc
	v_ashrrev_i32_e32 v103, 23, v100
	v_ashrrev_i32_e32 v100, 23, v101
	v_pk_add_f32 v[96:97], v[96:97], -1.0 op_sel_hi:[1,0]
	v_add_u32_e32 v102, v100, v102
	v_pk_add_f32 v[100:101], v[96:97], 2.0 op_sel_hi:[1,0]
	v_cndmask_b32_e64 v45, 0, v79, s[8:9]
	v_div_scale_f32 v104, s[8:9], v101, v101, v97
	v_rcp_f32_e32 v105, v104
	v_add_u32_e32 v45, v103, v45
	v_cvt_f32_i32_e32 v103, v45
	v_cvt_f32_i32_e32 v102, v102
	v_fma_f32 v45, -v104, v105, 1.0
	v_fmac_f32_e32 v105, v45, v105
	v_div_scale_f32 v45, vcc, v97, v101, v97
	v_mul_f32_e32 v108, v45, v105
	v_fma_f32 v109, -v104, v108, v45
	v_fmac_f32_e32 v108, v109, v105
	v_fma_f32 v45, -v104, v108, v45
	v_div_scale_f32 v104, s[8:9], v100, v100, v96
	v_rcp_f32_e32 v109, v104
	v_div_fmas_f32 v45, v45, v105, v108
	v_div_fixup_f32 v101, v45, v101, v97
	s_and_b64 s[8:9], s[38:39], s[10:11]
	v_fma_f32 v45, -v104, v109, 1.0
	v_fmac_f32_e32 v109, v45, v109
	v_div_scale_f32 v45, vcc, v96, v100, v96
	v_mul_f32_e32 v105, v45, v109
	v_fma_f32 v108, -v104, v105, v45
	v_fmac_f32_e32 v105, v108, v109
	v_fma_f32 v45, -v104, v105, v45
	v_div_fmas_f32 v45, v45, v109, v105
	v_div_fixup_f32 v100, v45, v100, v96
	v_pk_mul_f32 v[104:105], v[100:101], v[100:101]
	v_cmp_neq_f32_e32 vcc, 0, v94
	v_pk_fma_f32 v[106:107], v[104:105], s[78:79], v[106:107] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_fma_f32 v[106:107], v[106:107], v[104:105], s[80:81] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[106:107], v[106:107], v[104:105], s[82:83] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[106:107], v[106:107], v[104:105], s[84:85] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_mul_f32 v[104:105], v[104:105], v[106:107] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_pk_add_f32 v[104:105], v[96:97], v[104:105]
	s_nop 0
	v_pk_fma_f32 v[96:97], v[100:101], v[104:105], v[96:97] neg_lo:[1,0,0] neg_hi:[1,0,0]
	s_nop 0
	v_pk_fma_f32 v[96:97], v[102:103], s[86:87], v[96:97] op_sel_hi:[1,0,1]
	s_nop 0
	v_pk_fma_f32 v[96:97], v[102:103], s[88:89], v[96:97] op_sel_hi:[1,0,1]
	s_nop 0
	v_cndmask_b32_e32 v45, v80, v96, vcc
	v_cmp_neq_f32_e32 vcc, 0, v95
	s_nop 1
	v_cndmask_b32_e32 v96, v80, v97, vcc
	v_cmp_neq_f32_e32 vcc, s57, v95
	s_nop 1
	v_cndmask_b32_e32 v96, v81, v96, vcc
	v_cmp_neq_f32_e32 vcc, s57, v94
	s_nop 1
	v_cndmask_b32_e32 v45, v81, v45, vcc
	v_cmp_ngt_f32_e32 vcc, 0, v94
	s_nop 1
	v_cndmask_b32_e32 v45, v82, v45, vcc
	v_cmp_ngt_f32_e32 vcc, 0, v95
	s_nop 1
	v_cndmask_b32_e32 v96, v82, v96, vcc
	v_cmp_u_f32_e32 vcc, v95, v95
	s_nop 1
	v_cndmask_b32_e32 v95, v96, v95, vcc
	v_cmp_u_f32_e32 vcc, v94, v94
	s_nop 1
	v_cndmask_b32_e32 v94, v45, v94, vcc
	v_pk_mul_f32 v[94:95], v[28:29], v[94:95]
	v_cmp_ge_f32_e32 vcc, s23, v99
	s_nop 1
	v_cndmask_b32_e32 v51, v51, v95, vcc
	v_cmp_ge_f32_e32 vcc, s14, v98
	s_nop 1
	v_cndmask_b32_e32 v50, v50, v94, vcc
	v_pk_mul_f32 v[50:51], v[34:35], v[50:51]
	s_nop 0
	v_cmp_ngt_f32_e32 vcc, s15, v50
	s_nop 1
	v_cndmask_b32_e32 v45, v61, v50, vcc
	v_cmp_ngt_f32_e32 vcc, s15, v51
	s_nop 1
	v_cndmask_b32_e32 v50, v61, v51, vcc
	v_cmp_nlt_f32_e32 vcc, s51, v50
	s_nop 1
	v_cndmask_b32_e32 v51, v62, v50, vcc
	v_cmp_nlt_f32_e32 vcc, s51, v45
	s_nop 1
	v_cndmask_b32_e32 v50, v62, v45, vcc
	v_pk_fma_f32 v[24:25], v[50:51], s[50:51], v[24:25] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_add_f32 v[24:25], v[24:25], s[52:53] op_sel_hi:[1,0]
	s_nop 0
	v_pk_fma_f32 v[50:51], v[24:25], s[54:55], v[50:51] op_sel_hi:[1,0,1]
	v_pk_mul_f32 v[94:95], v[24:25], s[56:57] op_sel_hi:[1,0]
	v_cmp_o_f32_e32 vcc, v25, v25
	v_pk_add_f32 v[96:97], v[50:51], v[94:95]
	s_nop 0
	v_pk_fma_f32 v[52:53], v[96:97], s[60:61], v[52:53] op_sel_hi:[1,0,0]
	v_pk_add_f32 v[50:51], v[96:97], v[50:51] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_fma_f32 v[52:53], v[52:53], v[96:97], s[30:31] op_sel_hi:[1,1,0]
	v_pk_add_f32 v[50:51], v[94:95], v[50:51] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_fma_f32 v[52:53], v[52:53], v[96:97], s[62:63] op_sel_hi:[1,1,0]
	v_pk_mul_f32 v[94:95], v[96:97], v[96:97]
	v_pk_fma_f32 v[52:53], v[52:53], v[96:97], s[70:71] op_sel_hi:[1,1,0]
	v_cndmask_b32_e32 v25, 0, v25, vcc
	v_pk_fma_f32 v[52:53], v[52:53], v[96:97], 0.5 op_sel_hi:[1,1,0]
	v_cmp_o_f32_e32 vcc, v24, v24
	v_pk_mul_f32 v[52:53], v[94:95], v[52:53]
	v_cvt_i32_f32_e32 v45, v25
	v_pk_add_f32 v[94:95], v[96:97], v[52:53]
	v_cndmask_b32_e32 v24, 0, v24, vcc
	v_pk_add_f32 v[96:97], v[94:95], v[96:97] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_pk_add_f32 v[52:53], v[52:53], v[96:97] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_pk_add_f32 v[50:51], v[50:51], v[52:53]
	v_pk_add_f32 v[52:53], v[94:95], 1.0 op_sel_hi:[1,0]
	s_nop 0
	v_pk_add_f32 v[96:97], v[52:53], -1.0 op_sel_hi:[1,0]
	s_nop 0
	v_pk_add_f32 v[94:95], v[94:95], v[96:97] neg_lo:[0,1] neg_hi:[0,1]
	v_cvt_i32_f32_e32 v96, v24
	v_pk_add_f32 v[24:25], v[94:95], v[50:51]
	v_ashrrev_i32_e32 v50, 1, v45
	v_pk_add_f32 v[24:25], v[52:53], v[24:25]
	v_ashrrev_i32_e32 v52, 1, v96
	v_sub_u32_e32 v94, v96, v52
	v_sub_u32_e32 v45, v45, v50
	v_lshl_add_u32 v51, v50, 23, 1.0
	v_lshl_add_u32 v50, v52, 23, 1.0
	v_lshl_add_u32 v53, v45, 23, 1.0
	v_lshl_add_u32 v52, v94, 23, 1.0
	v_pk_mul_f32 v[24:25], v[24:25], v[50:51]
	s_nop 0
	v_pk_mul_f32 v[24:25], v[24:25], v[52:53]
	ds_write_b128 v70, v[22:25]
	s_and_saveexec_b64 s[10:11], s[8:9]
	s_xor_b64 s[10:11], exec, s[10:11]
	s_cbranch_execz .LBB0_158
	v_mul_lo_u32 v45, s73, v85
	v_mul_lo_u32 v1, s72, v1
	v_mad_u64_u32 v[50:51], s[8:9], s72, v85, 0
	v_add3_u32 v51, v51, v1, v45
	v_lshl_add_u64 v[50:51], v[50:51], 2, v[38:39]
	global_store_dwordx4 v[50:51], v[22:25], off
.LBB0_158:
	s_or_b64 exec, exec, s[90:91]
	s_and_saveexec_b64 s[10:11], s[6:7]
	s_cbranch_execz .LBB0_163
	v_mul_f32_e32 v1, v89, v89
	v_fmac_f32_e32 v1, v86, v86
	v_mul_f32_e32 v23, v93, v93
	v_fmac_f32_e32 v1, v87, v87
	v_fmac_f32_e32 v23, v91, v91
	v_fmac_f32_e32 v1, v88, v88
	v_fmac_f32_e32 v23, v90, v90
	ds_bpermute_b32 v22, v65, v1
	v_fmac_f32_e32 v23, v92, v92
	ds_bpermute_b32 v24, v65, v23
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v1, v1, v22
	ds_bpermute_b32 v22, v66, v1
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v23, v23, v24
	ds_bpermute_b32 v24, v66, v23
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v1, v1, v22
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v22, v23, v24
	ds_bpermute_b32 v23, v67, v1
	ds_bpermute_b32 v24, v67, v22
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v1, v1, v23
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v22, v22, v24
	ds_bpermute_b32 v23, v68, v1
	ds_bpermute_b32 v24, v68, v22
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v23, v1, v23
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v22, v22, v24
	ds_bpermute_b32 v24, v69, v23
	ds_bpermute_b32 v25, v69, v22
	v_add_u32_e32 v1, 4, v85
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v23, v23, v24
	v_add_f32_e32 v23, 0x358637bd, v23
	v_mul_f32_e32 v24, 0x4f800000, v23
	v_cmp_gt_f32_e32 vcc, s29, v23
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v22, v22, v25
	v_add_f32_e32 v22, 0x358637bd, v22
	v_cndmask_b32_e32 v23, v23, v24, vcc
	v_sqrt_f32_e32 v24, v23
	v_mul_f32_e32 v25, 0x4f800000, v22
	v_cmp_gt_f32_e64 s[6:7], s29, v22
	v_add_u32_e32 v45, 1, v24
	s_nop 0
	v_cndmask_b32_e64 v22, v22, v25, s[6:7]
	v_add_u32_e32 v25, -1, v24
	v_fma_f32 v50, -v25, v24, v23
	v_cmp_ge_f32_e64 s[8:9], 0, v50
	v_fma_f32 v51, -v45, v24, v23
	s_nop 0
	v_cndmask_b32_e64 v24, v24, v25, s[8:9]
	v_sqrt_f32_e32 v25, v22
	v_cmp_lt_f32_e64 s[8:9], 0, v51
	v_add_u32_e32 v50, -1, v25
	v_fma_f32 v51, -v50, v25, v22
	v_cndmask_b32_e64 v24, v24, v45, s[8:9]
	v_cmp_ge_f32_e64 s[8:9], 0, v51
	v_add_u32_e32 v51, 1, v25
	v_mul_f32_e32 v45, 0x37800000, v24
	v_cndmask_b32_e64 v50, v25, v50, s[8:9]
	v_fma_f32 v25, -v51, v25, v22
	v_cmp_lt_f32_e64 s[8:9], 0, v25
	v_cndmask_b32_e32 v24, v24, v45, vcc
	v_cmp_class_f32_e32 vcc, v23, v77
	v_cndmask_b32_e64 v25, v50, v51, s[8:9]
	v_mul_f32_e32 v50, 0x37800000, v25
	v_cndmask_b32_e64 v25, v25, v50, s[6:7]
	v_cmp_class_f32_e64 s[6:7], v22, v77
	v_cndmask_b32_e32 v45, v24, v23, vcc
	s_nop 0
	v_cndmask_b32_e64 v50, v25, v22, s[6:7]
	v_div_scale_f32 v22, s[6:7], v50, v50, v93
	v_rcp_f32_e32 v25, v22
	s_nop 0
	v_fma_f32 v23, -v22, v25, 1.0
	v_fmac_f32_e32 v25, v23, v25
	v_div_scale_f32 v23, vcc, v93, v50, v93
	v_mul_f32_e32 v24, v23, v25
	v_fma_f32 v51, -v22, v24, v23
	v_fmac_f32_e32 v24, v51, v25
	v_div_scale_f32 v51, s[6:7], v50, v50, v91
	v_rcp_f32_e32 v52, v51
	v_fma_f32 v22, -v22, v24, v23
	v_div_fmas_f32 v22, v22, v25, v24
	v_div_fixup_f32 v23, v22, v50, v93
	v_fma_f32 v22, -v51, v52, 1.0
	v_fmac_f32_e32 v52, v22, v52
	v_div_scale_f32 v22, vcc, v91, v50, v91
	v_mul_f32_e32 v24, v22, v52
	v_fma_f32 v25, -v51, v24, v22
	v_fmac_f32_e32 v24, v25, v52
	v_div_scale_f32 v25, s[6:7], v50, v50, v92
	v_fma_f32 v22, -v51, v24, v22
	v_rcp_f32_e32 v51, v25
	v_div_fmas_f32 v22, v22, v52, v24
	v_div_fixup_f32 v22, v22, v50, v91
	v_fma_f32 v24, -v25, v51, 1.0
	v_fmac_f32_e32 v51, v24, v51
	v_div_scale_f32 v24, vcc, v92, v50, v92
	v_mul_f32_e32 v52, v24, v51
	v_fma_f32 v53, -v25, v52, v24
	v_fmac_f32_e32 v52, v53, v51
	v_div_scale_f32 v53, s[6:7], v50, v50, v90
	v_rcp_f32_e32 v85, v53
	v_fma_f32 v24, -v25, v52, v24
	v_div_fmas_f32 v24, v24, v51, v52
	v_div_fixup_f32 v25, v24, v50, v92
	v_fma_f32 v24, -v53, v85, 1.0
	v_fmac_f32_e32 v85, v24, v85
	v_div_scale_f32 v24, vcc, v90, v50, v90
	v_mul_f32_e32 v51, v24, v85
	v_fma_f32 v52, -v53, v51, v24
	v_fmac_f32_e32 v51, v52, v85
	v_div_scale_f32 v52, s[6:7], v45, v45, v89
	v_fma_f32 v24, -v53, v51, v24
	v_rcp_f32_e32 v53, v52
	v_div_fmas_f32 v24, v24, v85, v51
	v_div_fixup_f32 v24, v24, v50, v90
	v_fma_f32 v50, -v52, v53, 1.0
	v_fmac_f32_e32 v53, v50, v53
	v_div_scale_f32 v50, vcc, v89, v45, v89
	v_mul_f32_e32 v51, v50, v53
	v_fma_f32 v85, -v52, v51, v50
	v_fmac_f32_e32 v51, v85, v53
	v_fma_f32 v50, -v52, v51, v50
	v_div_scale_f32 v52, s[6:7], v45, v45, v86
	v_rcp_f32_e32 v85, v52
	v_div_fmas_f32 v50, v50, v53, v51
	v_div_fixup_f32 v51, v50, v45, v89
	v_fma_f32 v50, -v52, v85, 1.0
	v_fmac_f32_e32 v85, v50, v85
	v_div_scale_f32 v50, vcc, v86, v45, v86
	v_mul_f32_e32 v53, v50, v85
	v_fma_f32 v89, -v52, v53, v50
	v_fmac_f32_e32 v53, v89, v85
	v_fma_f32 v50, -v52, v53, v50
	v_div_scale_f32 v52, s[6:7], v45, v45, v88
	v_rcp_f32_e32 v89, v52
	v_div_fmas_f32 v50, v50, v85, v53
	v_div_fixup_f32 v50, v50, v45, v86
	v_pk_mul_f32 v[50:51], s[12:13], v[50:51]
	v_fma_f32 v53, -v52, v89, 1.0
	v_fmac_f32_e32 v89, v53, v89
	v_div_scale_f32 v53, vcc, v88, v45, v88
	v_mul_f32_e32 v85, v53, v89
	v_fma_f32 v86, -v52, v85, v53
	v_fmac_f32_e32 v85, v86, v89
	v_div_scale_f32 v86, s[6:7], v45, v45, v87
	v_rcp_f32_e32 v90, v86
	v_fma_f32 v52, -v52, v85, v53
	v_div_fmas_f32 v52, v52, v89, v85
	v_div_fixup_f32 v53, v52, v45, v88
	v_fma_f32 v52, -v86, v90, 1.0
	v_fmac_f32_e32 v90, v52, v90
	v_div_scale_f32 v52, vcc, v87, v45, v87
	v_mul_f32_e32 v85, v52, v90
	v_fma_f32 v88, -v86, v85, v52
	v_fmac_f32_e32 v85, v88, v90
	v_fma_f32 v52, -v86, v85, v52
	v_div_fmas_f32 v52, v52, v90, v85
	v_div_fixup_f32 v52, v52, v45, v87
	v_cmp_gt_i32_e32 vcc, s61, v1
	v_pk_mul_f32 v[52:53], s[12:13], v[52:53]
	s_and_b64 s[8:9], s[46:47], vcc
	ds_write_b128 v74, v[50:53]
	ds_write_b128 v75, v[22:25]
	s_and_b64 s[90:91], s[40:41], s[8:9]
	v_ashrrev_i32_e32 v50, 31, v1
	s_and_saveexec_b64 s[6:7], s[90:91]
	s_cbranch_execz .LBB0_161
	v_mul_lo_u32 v45, s59, v1
	v_mul_lo_u32 v51, s58, v50
	v_mad_u64_u32 v[52:53], s[90:91], s58, v1, 0
	v_add3_u32 v53, v53, v51, v45
	v_lshl_add_u64 v[52:53], v[52:53], 2, v[36:37]
	global_store_dwordx4 v[52:53], v[22:25], off
.LBB0_161:
	s_or_b64 exec, exec, s[6:7]
	s_nop 0
	v_pk_add_f32 v[22:23], v[2:3], v[48:49]
	v_pk_add_f32 v[46:47], v[4:5], v[46:47]
	v_pk_mul_f32 v[52:53], s[16:17], v[22:23]
	s_nop 0
	v_cmp_ngt_f32_e32 vcc, s15, v52
	s_nop 1
	v_cndmask_b32_e32 v24, v61, v52, vcc
	v_cmp_ngt_f32_e32 vcc, s15, v53
	s_nop 1
	v_cndmask_b32_e32 v25, v61, v53, vcc
	v_cmp_nlt_f32_e32 vcc, s51, v25
	s_nop 1
	v_cndmask_b32_e32 v49, v62, v25, vcc
	v_cmp_nlt_f32_e32 vcc, s51, v24
	s_nop 1
	v_cndmask_b32_e32 v48, v62, v24, vcc
	v_mov_b64_e32 v[24:25], s[22:23]
	v_pk_fma_f32 v[86:87], v[48:49], s[50:51], v[24:25] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_add_f32 v[86:87], v[86:87], s[52:53] op_sel_hi:[1,0]
	s_nop 0
	v_cmp_o_f32_e32 vcc, v87, v87
	v_pk_fma_f32 v[90:91], v[86:87], s[54:55], v[48:49] op_sel_hi:[1,0,1]
	v_mov_b64_e32 v[48:49], s[28:29]
	v_cndmask_b32_e32 v45, 0, v87, vcc
	v_cmp_o_f32_e32 vcc, v86, v86
	v_cvt_i32_f32_e32 v85, v45
	v_ashrrev_i32_e32 v89, 1, v85
	v_cndmask_b32_e32 v51, 0, v86, vcc
	v_pk_mul_f32 v[86:87], v[86:87], s[56:57] op_sel_hi:[1,0]
	v_cvt_i32_f32_e32 v51, v51
	v_pk_add_f32 v[92:93], v[90:91], v[86:87]
	v_ashrrev_i32_e32 v104, 1, v51
	v_pk_fma_f32 v[98:99], v[92:93], s[60:61], v[48:49] op_sel_hi:[1,0,0]
	v_pk_mul_f32 v[100:101], v[92:93], v[92:93]
	v_pk_fma_f32 v[98:99], v[98:99], v[92:93], s[30:31] op_sel_hi:[1,1,0]
	v_pk_add_f32 v[94:95], v[92:93], v[90:91] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_fma_f32 v[98:99], v[98:99], v[92:93], s[62:63] op_sel_hi:[1,1,0]
	v_pk_add_f32 v[96:97], v[86:87], v[94:95] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_fma_f32 v[98:99], v[98:99], v[92:93], s[70:71] op_sel_hi:[1,1,0]
	v_lshl_add_u32 v88, v104, 23, 1.0
	v_pk_fma_f32 v[98:99], v[98:99], v[92:93], 0.5 op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_mul_f32 v[98:99], v[100:101], v[98:99]
	s_nop 0
	v_pk_add_f32 v[100:101], v[92:93], v[98:99]
	s_nop 0
	v_pk_add_f32 v[92:93], v[100:101], v[92:93] neg_lo:[0,1] neg_hi:[0,1]
	v_mov_b32_e32 v86, v101
	v_pk_add_f32 v[92:93], v[98:99], v[92:93] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[98:99], v[100:101], 1.0 op_sel_hi:[1,0]
	s_nop 0
	v_add_f32_e32 v45, -1.0, v98
	v_sub_f32_e32 v90, v100, v45
	v_mov_b32_e32 v45, v91
	v_pk_add_f32 v[102:103], v[98:99], v[44:45] op_sel:[1,0] op_sel_hi:[0,1]
	v_mov_b32_e32 v103, v95
	v_pk_add_f32 v[86:87], v[86:87], v[102:103] neg_lo:[0,1] neg_hi:[0,1]
	v_sub_u32_e32 v45, v51, v104
	v_mov_b32_e32 v97, v87
	v_pk_add_f32 v[92:93], v[96:97], v[92:93]
	v_mov_b32_e32 v91, v86
	v_pk_add_f32 v[86:87], v[90:91], v[92:93]
	v_sub_u32_e32 v51, v85, v89
	v_pk_add_f32 v[86:87], v[98:99], v[86:87]
	v_lshl_add_u32 v89, v89, 23, 1.0
	v_lshl_add_u32 v91, v51, 23, 1.0
	v_lshl_add_u32 v90, v45, 23, 1.0
	v_pk_mul_f32 v[86:87], v[86:87], v[88:89]
	v_mov_b64_e32 v[96:97], s[76:77]
	v_pk_mul_f32 v[86:87], v[86:87], v[90:91]
	s_nop 0
	v_pk_add_f32 v[86:87], v[86:87], 1.0 op_sel_hi:[1,0]
	s_nop 0
	v_pk_mul_f32 v[88:89], v[86:87], s[74:75] op_sel_hi:[1,0]
	v_cmp_gt_f32_e32 vcc, s31, v86
	v_cmp_gt_f32_e64 s[6:7], s31, v87
	s_nop 0
	v_cndmask_b32_e32 v45, v86, v88, vcc
	v_cndmask_b32_e64 v51, v87, v89, s[6:7]
	v_add_u32_e32 v85, 0xc0cafb0d, v51
	v_add_u32_e32 v90, 0xc0cafb0d, v45
	v_and_b32_e32 v88, 0xff800000, v85
	v_and_b32_e32 v91, 0xff800000, v90
	v_sub_u32_e32 v89, v51, v88
	v_sub_u32_e32 v88, v45, v91
	v_cndmask_b32_e32 v51, 0, v79, vcc
	v_ashrrev_i32_e32 v90, 23, v90
	v_pk_add_f32 v[88:89], v[88:89], -1.0 op_sel_hi:[1,0]
	v_add_u32_e32 v51, v90, v51
	v_pk_add_f32 v[90:91], v[88:89], 2.0 op_sel_hi:[1,0]
	v_cndmask_b32_e64 v45, 0, v79, s[6:7]
	v_div_scale_f32 v94, s[6:7], v91, v91, v89
	v_rcp_f32_e32 v95, v94
	v_ashrrev_i32_e32 v85, 23, v85
	v_add_u32_e32 v45, v85, v45
	v_cvt_f32_i32_e32 v93, v45
	v_fma_f32 v45, -v94, v95, 1.0
	v_fmac_f32_e32 v95, v45, v95
	v_div_scale_f32 v45, vcc, v89, v91, v89
	v_cvt_f32_i32_e32 v92, v51
	v_mul_f32_e32 v51, v45, v95
	v_fma_f32 v85, -v94, v51, v45
	v_fmac_f32_e32 v51, v85, v95
	v_div_scale_f32 v85, s[6:7], v90, v90, v88
	v_fma_f32 v45, -v94, v51, v45
	v_rcp_f32_e32 v94, v85
	v_div_fmas_f32 v45, v45, v95, v51
	v_div_fixup_f32 v91, v45, v91, v89
	v_fma_f32 v45, -v85, v94, 1.0
	v_fmac_f32_e32 v94, v45, v94
	v_div_scale_f32 v45, vcc, v88, v90, v88
	v_mul_f32_e32 v51, v45, v94
	v_fma_f32 v95, -v85, v51, v45
	v_fmac_f32_e32 v51, v95, v94
	v_fma_f32 v45, -v85, v51, v45
	v_div_fmas_f32 v45, v45, v94, v51
	v_div_fixup_f32 v90, v45, v90, v88
	v_pk_mul_f32 v[94:95], v[90:91], v[90:91]
	v_cmp_neq_f32_e32 vcc, 0, v86
	v_pk_fma_f32 v[98:99], v[94:95], s[78:79], v[96:97] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_fma_f32 v[98:99], v[98:99], v[94:95], s[80:81] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[98:99], v[98:99], v[94:95], s[82:83] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[98:99], v[98:99], v[94:95], s[84:85] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_mul_f32 v[94:95], v[94:95], v[98:99] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_pk_add_f32 v[94:95], v[88:89], v[94:95]
	s_nop 0
	v_pk_fma_f32 v[88:89], v[90:91], v[94:95], v[88:89] neg_lo:[1,0,0] neg_hi:[1,0,0]
	s_nop 0
	v_pk_fma_f32 v[88:89], v[92:93], s[86:87], v[88:89] op_sel_hi:[1,0,1]
	s_nop 0
	v_pk_fma_f32 v[88:89], v[92:93], s[88:89], v[88:89] op_sel_hi:[1,0,1]
	s_nop 0
	v_cndmask_b32_e32 v45, v80, v88, vcc
	v_cmp_neq_f32_e32 vcc, 0, v87
	s_nop 1
	v_cndmask_b32_e32 v51, v80, v89, vcc
	v_cmp_neq_f32_e32 vcc, s57, v87
	s_nop 1
	v_cndmask_b32_e32 v51, v81, v51, vcc
	v_cmp_neq_f32_e32 vcc, s57, v86
	s_nop 1
	v_cndmask_b32_e32 v45, v81, v45, vcc
	v_cmp_ngt_f32_e32 vcc, 0, v86
	s_nop 1
	v_cndmask_b32_e32 v45, v82, v45, vcc
	v_cmp_ngt_f32_e32 vcc, 0, v87
	s_nop 1
	v_cndmask_b32_e32 v51, v82, v51, vcc
	v_cmp_u_f32_e32 vcc, v87, v87
	s_nop 1
	v_cndmask_b32_e32 v87, v51, v87, vcc
	v_cmp_u_f32_e32 vcc, v86, v86
	s_nop 1
	v_cndmask_b32_e32 v86, v45, v86, vcc
	v_pk_mul_f32 v[86:87], v[28:29], v[86:87]
	v_cmp_ge_f32_e32 vcc, s23, v53
	s_nop 1
	v_cndmask_b32_e32 v23, v23, v87, vcc
	v_cmp_ge_f32_e32 vcc, s14, v52
	s_nop 1
	v_cndmask_b32_e32 v22, v22, v86, vcc
	v_pk_mul_f32 v[22:23], v[34:35], v[22:23]
	s_nop 0
	v_cmp_ngt_f32_e32 vcc, s15, v22
	s_nop 1
	v_cndmask_b32_e32 v22, v61, v22, vcc
	v_cmp_ngt_f32_e32 vcc, s15, v23
	s_nop 1
	v_cndmask_b32_e32 v23, v61, v23, vcc
	v_cmp_nlt_f32_e32 vcc, s51, v23
	s_nop 1
	v_cndmask_b32_e32 v23, v62, v23, vcc
	v_cmp_nlt_f32_e32 vcc, s51, v22
	s_nop 1
	v_cndmask_b32_e32 v22, v62, v22, vcc
	v_pk_fma_f32 v[52:53], v[22:23], s[50:51], v[24:25] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_add_f32 v[52:53], v[52:53], s[52:53] op_sel_hi:[1,0]
	s_nop 0
	v_pk_fma_f32 v[22:23], v[52:53], s[54:55], v[22:23] op_sel_hi:[1,0,1]
	v_pk_mul_f32 v[86:87], v[52:53], s[56:57] op_sel_hi:[1,0]
	v_cmp_o_f32_e32 vcc, v53, v53
	v_pk_add_f32 v[88:89], v[22:23], v[86:87]
	s_nop 0
	v_pk_add_f32 v[22:23], v[88:89], v[22:23] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_mul_f32 v[90:91], v[88:89], v[88:89]
	v_pk_add_f32 v[22:23], v[86:87], v[22:23] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_fma_f32 v[86:87], v[88:89], s[60:61], v[48:49] op_sel_hi:[1,0,0]
	v_cndmask_b32_e32 v45, 0, v53, vcc
	v_pk_fma_f32 v[86:87], v[86:87], v[88:89], s[30:31] op_sel_hi:[1,1,0]
	v_cmp_o_f32_e32 vcc, v52, v52
	v_pk_fma_f32 v[86:87], v[86:87], v[88:89], s[62:63] op_sel_hi:[1,1,0]
	v_cvt_i32_f32_e32 v45, v45
	v_pk_fma_f32 v[86:87], v[86:87], v[88:89], s[70:71] op_sel_hi:[1,1,0]
	v_cndmask_b32_e32 v51, 0, v52, vcc
	v_pk_fma_f32 v[86:87], v[86:87], v[88:89], 0.5 op_sel_hi:[1,1,0]
	v_cvt_i32_f32_e32 v51, v51
	v_pk_mul_f32 v[86:87], v[90:91], v[86:87]
	v_ashrrev_i32_e32 v52, 1, v45
	v_pk_add_f32 v[90:91], v[88:89], v[86:87]
	v_ashrrev_i32_e32 v85, 1, v51
	v_pk_add_f32 v[88:89], v[90:91], v[88:89] neg_lo:[0,1] neg_hi:[0,1]
	v_sub_u32_e32 v45, v45, v52
	v_pk_add_f32 v[86:87], v[86:87], v[88:89] neg_lo:[0,1] neg_hi:[0,1]
	v_sub_u32_e32 v51, v51, v85
	v_pk_add_f32 v[22:23], v[22:23], v[86:87]
	v_pk_add_f32 v[86:87], v[90:91], 1.0 op_sel_hi:[1,0]
	v_lshl_add_u32 v53, v52, 23, 1.0
	v_pk_add_f32 v[88:89], v[86:87], -1.0 op_sel_hi:[1,0]
	v_lshl_add_u32 v52, v85, 23, 1.0
	v_pk_add_f32 v[88:89], v[90:91], v[88:89] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_pk_add_f32 v[22:23], v[88:89], v[22:23]
	v_pk_mul_f32 v[88:89], s[16:17], v[46:47]
	v_pk_add_f32 v[22:23], v[86:87], v[22:23]
	v_cmp_ngt_f32_e32 vcc, s15, v88
	v_lshl_add_u32 v87, v45, 23, 1.0
	v_lshl_add_u32 v86, v51, 23, 1.0
	v_cndmask_b32_e32 v45, v61, v88, vcc
	v_cmp_ngt_f32_e32 vcc, s15, v89
	v_pk_mul_f32 v[22:23], v[22:23], v[52:53]
	s_nop 0
	v_cndmask_b32_e32 v51, v61, v89, vcc
	v_cmp_nlt_f32_e32 vcc, s51, v51
	v_pk_mul_f32 v[22:23], v[22:23], v[86:87]
	s_nop 0
	v_cndmask_b32_e32 v91, v62, v51, vcc
	v_cmp_nlt_f32_e32 vcc, s51, v45
	s_nop 1
	v_cndmask_b32_e32 v90, v62, v45, vcc
	v_pk_fma_f32 v[92:93], v[90:91], s[50:51], v[24:25] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_add_f32 v[92:93], v[92:93], s[52:53] op_sel_hi:[1,0]
	s_nop 0
	v_cmp_o_f32_e32 vcc, v93, v93
	v_pk_fma_f32 v[86:87], v[92:93], s[54:55], v[90:91] op_sel_hi:[1,0,1]
	v_pk_mul_f32 v[90:91], v[92:93], s[56:57] op_sel_hi:[1,0]
	v_cndmask_b32_e32 v45, 0, v93, vcc
	v_cmp_o_f32_e32 vcc, v92, v92
	v_cvt_i32_f32_e32 v85, v45
	v_ashrrev_i32_e32 v53, 1, v85
	v_cndmask_b32_e32 v51, 0, v92, vcc
	v_pk_add_f32 v[92:93], v[86:87], v[90:91]
	v_cvt_i32_f32_e32 v51, v51
	v_pk_fma_f32 v[100:101], v[92:93], s[60:61], v[48:49] op_sel_hi:[1,0,0]
	v_pk_mul_f32 v[102:103], v[92:93], v[92:93]
	v_pk_fma_f32 v[100:101], v[100:101], v[92:93], s[30:31] op_sel_hi:[1,1,0]
	v_pk_add_f32 v[94:95], v[92:93], v[86:87] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_fma_f32 v[100:101], v[100:101], v[92:93], s[62:63] op_sel_hi:[1,1,0]
	v_pk_add_f32 v[98:99], v[90:91], v[94:95] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_fma_f32 v[100:101], v[100:101], v[92:93], s[70:71] op_sel_hi:[1,1,0]
	v_ashrrev_i32_e32 v106, 1, v51
	v_pk_fma_f32 v[100:101], v[100:101], v[92:93], 0.5 op_sel_hi:[1,1,0]
	v_lshl_add_u32 v52, v106, 23, 1.0
	v_pk_mul_f32 v[100:101], v[102:103], v[100:101]
	s_nop 0
	v_pk_add_f32 v[102:103], v[92:93], v[100:101]
	s_nop 0
	v_pk_add_f32 v[92:93], v[102:103], v[92:93] neg_lo:[0,1] neg_hi:[0,1]
	v_mov_b32_e32 v90, v103
	v_pk_add_f32 v[92:93], v[100:101], v[92:93] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[100:101], v[102:103], 1.0 op_sel_hi:[1,0]
	s_nop 0
	v_add_f32_e32 v45, -1.0, v100
	v_sub_f32_e32 v86, v102, v45
	v_mov_b32_e32 v45, v87
	v_pk_add_f32 v[104:105], v[100:101], v[44:45] op_sel:[1,0] op_sel_hi:[0,1]
	v_mov_b32_e32 v105, v95
	v_pk_add_f32 v[90:91], v[90:91], v[104:105] neg_lo:[0,1] neg_hi:[0,1]
	v_sub_u32_e32 v45, v51, v106
	v_mov_b32_e32 v99, v91
	v_pk_add_f32 v[92:93], v[98:99], v[92:93]
	v_mov_b32_e32 v87, v90
	v_pk_add_f32 v[86:87], v[86:87], v[92:93]
	v_sub_u32_e32 v51, v85, v53
	v_pk_add_f32 v[86:87], v[100:101], v[86:87]
	v_lshl_add_u32 v53, v53, 23, 1.0
	v_lshl_add_u32 v91, v51, 23, 1.0
	v_lshl_add_u32 v90, v45, 23, 1.0
	v_pk_mul_f32 v[52:53], v[86:87], v[52:53]
	s_nop 0
	v_pk_mul_f32 v[52:53], v[52:53], v[90:91]
	s_nop 0
	v_pk_add_f32 v[52:53], v[52:53], 1.0 op_sel_hi:[1,0]
	s_nop 0
	v_pk_mul_f32 v[86:87], v[52:53], s[74:75] op_sel_hi:[1,0]
	v_cmp_gt_f32_e32 vcc, s31, v52
	v_cmp_gt_f32_e64 s[6:7], s31, v53
	s_nop 0
	v_cndmask_b32_e32 v45, v52, v86, vcc
	v_cndmask_b32_e64 v51, v53, v87, s[6:7]
	v_add_u32_e32 v85, 0xc0cafb0d, v51
	v_add_u32_e32 v90, 0xc0cafb0d, v45
	v_and_b32_e32 v86, 0xff800000, v85
	v_and_b32_e32 v91, 0xff800000, v90
	v_sub_u32_e32 v87, v51, v86
	v_sub_u32_e32 v86, v45, v91
	v_cndmask_b32_e32 v51, 0, v79, vcc
	v_ashrrev_i32_e32 v90, 23, v90
	v_pk_add_f32 v[86:87], v[86:87], -1.0 op_sel_hi:[1,0]
	v_add_u32_e32 v51, v90, v51
	v_pk_add_f32 v[90:91], v[86:87], 2.0 op_sel_hi:[1,0]
	v_cndmask_b32_e64 v45, 0, v79, s[6:7]
	v_div_scale_f32 v94, s[6:7], v91, v91, v87
	v_rcp_f32_e32 v95, v94
	v_ashrrev_i32_e32 v85, 23, v85
	v_add_u32_e32 v45, v85, v45
	v_cvt_f32_i32_e32 v93, v45
	v_fma_f32 v45, -v94, v95, 1.0
	v_fmac_f32_e32 v95, v45, v95
	v_div_scale_f32 v45, vcc, v87, v91, v87
	v_cvt_f32_i32_e32 v92, v51
	v_mul_f32_e32 v51, v45, v95
	v_fma_f32 v85, -v94, v51, v45
	v_fmac_f32_e32 v51, v85, v95
	v_div_scale_f32 v85, s[6:7], v90, v90, v86
	v_fma_f32 v45, -v94, v51, v45
	v_rcp_f32_e32 v94, v85
	v_div_fmas_f32 v45, v45, v95, v51
	v_div_fixup_f32 v91, v45, v91, v87
	s_and_b64 s[6:7], s[38:39], s[8:9]
	v_fma_f32 v45, -v85, v94, 1.0
	v_fmac_f32_e32 v94, v45, v94
	v_div_scale_f32 v45, vcc, v86, v90, v86
	v_mul_f32_e32 v51, v45, v94
	v_fma_f32 v95, -v85, v51, v45
	v_fmac_f32_e32 v51, v95, v94
	v_fma_f32 v45, -v85, v51, v45
	v_div_fmas_f32 v45, v45, v94, v51
	v_div_fixup_f32 v90, v45, v90, v86
	v_pk_mul_f32 v[94:95], v[90:91], v[90:91]
	v_cmp_neq_f32_e32 vcc, 0, v52
	v_pk_fma_f32 v[96:97], v[94:95], s[78:79], v[96:97] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_fma_f32 v[96:97], v[96:97], v[94:95], s[80:81] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[96:97], v[96:97], v[94:95], s[82:83] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[96:97], v[96:97], v[94:95], s[84:85] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_mul_f32 v[94:95], v[94:95], v[96:97] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_pk_add_f32 v[94:95], v[86:87], v[94:95]
	s_nop 0
	v_pk_fma_f32 v[86:87], v[90:91], v[94:95], v[86:87] neg_lo:[1,0,0] neg_hi:[1,0,0]
	s_nop 0
	v_pk_fma_f32 v[86:87], v[92:93], s[86:87], v[86:87] op_sel_hi:[1,0,1]
	s_nop 0
	v_pk_fma_f32 v[86:87], v[92:93], s[88:89], v[86:87] op_sel_hi:[1,0,1]
	s_nop 0
	v_cndmask_b32_e32 v45, v80, v86, vcc
	v_cmp_neq_f32_e32 vcc, 0, v53
	s_nop 1
	v_cndmask_b32_e32 v51, v80, v87, vcc
	v_cmp_neq_f32_e32 vcc, s57, v53
	s_nop 1
	v_cndmask_b32_e32 v51, v81, v51, vcc
	v_cmp_neq_f32_e32 vcc, s57, v52
	s_nop 1
	v_cndmask_b32_e32 v45, v81, v45, vcc
	v_cmp_ngt_f32_e32 vcc, 0, v52
	s_nop 1
	v_cndmask_b32_e32 v45, v82, v45, vcc
	v_cmp_ngt_f32_e32 vcc, 0, v53
	s_nop 1
	v_cndmask_b32_e32 v51, v82, v51, vcc
	v_cmp_u_f32_e32 vcc, v53, v53
	s_nop 1
	v_cndmask_b32_e32 v53, v51, v53, vcc
	v_cmp_u_f32_e32 vcc, v52, v52
	s_nop 1
	v_cndmask_b32_e32 v52, v45, v52, vcc
	v_pk_mul_f32 v[52:53], v[28:29], v[52:53]
	v_cmp_ge_f32_e32 vcc, s23, v89
	s_nop 1
	v_cndmask_b32_e32 v47, v47, v53, vcc
	v_cmp_ge_f32_e32 vcc, s14, v88
	s_nop 1
	v_cndmask_b32_e32 v46, v46, v52, vcc
	v_pk_mul_f32 v[46:47], v[34:35], v[46:47]
	s_nop 0
	v_cmp_ngt_f32_e32 vcc, s15, v46
	s_nop 1
	v_cndmask_b32_e32 v45, v61, v46, vcc
	v_cmp_ngt_f32_e32 vcc, s15, v47
	s_nop 1
	v_cndmask_b32_e32 v46, v61, v47, vcc
	v_cmp_nlt_f32_e32 vcc, s51, v46
	s_nop 1
	v_cndmask_b32_e32 v47, v62, v46, vcc
	v_cmp_nlt_f32_e32 vcc, s51, v45
	s_nop 1
	v_cndmask_b32_e32 v46, v62, v45, vcc
	v_pk_fma_f32 v[24:25], v[46:47], s[50:51], v[24:25] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_add_f32 v[24:25], v[24:25], s[52:53] op_sel_hi:[1,0]
	s_nop 0
	v_pk_fma_f32 v[46:47], v[24:25], s[54:55], v[46:47] op_sel_hi:[1,0,1]
	v_pk_mul_f32 v[52:53], v[24:25], s[56:57] op_sel_hi:[1,0]
	v_cmp_o_f32_e32 vcc, v25, v25
	v_pk_add_f32 v[86:87], v[46:47], v[52:53]
	s_nop 0
	v_pk_fma_f32 v[48:49], v[86:87], s[60:61], v[48:49] op_sel_hi:[1,0,0]
	v_pk_add_f32 v[46:47], v[86:87], v[46:47] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_fma_f32 v[48:49], v[48:49], v[86:87], s[30:31] op_sel_hi:[1,1,0]
	v_pk_add_f32 v[46:47], v[52:53], v[46:47] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_fma_f32 v[48:49], v[48:49], v[86:87], s[62:63] op_sel_hi:[1,1,0]
	v_pk_mul_f32 v[52:53], v[86:87], v[86:87]
	v_pk_fma_f32 v[48:49], v[48:49], v[86:87], s[70:71] op_sel_hi:[1,1,0]
	v_cndmask_b32_e32 v25, 0, v25, vcc
	v_pk_fma_f32 v[48:49], v[48:49], v[86:87], 0.5 op_sel_hi:[1,1,0]
	v_cmp_o_f32_e32 vcc, v24, v24
	v_pk_mul_f32 v[48:49], v[52:53], v[48:49]
	v_cvt_i32_f32_e32 v45, v25
	v_pk_add_f32 v[52:53], v[86:87], v[48:49]
	v_cndmask_b32_e32 v24, 0, v24, vcc
	v_pk_add_f32 v[86:87], v[52:53], v[86:87] neg_lo:[0,1] neg_hi:[0,1]
	v_cvt_i32_f32_e32 v51, v24
	v_pk_add_f32 v[48:49], v[48:49], v[86:87] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_pk_add_f32 v[46:47], v[46:47], v[48:49]
	v_pk_add_f32 v[48:49], v[52:53], 1.0 op_sel_hi:[1,0]
	s_nop 0
	v_pk_add_f32 v[86:87], v[48:49], -1.0 op_sel_hi:[1,0]
	s_nop 0
	v_pk_add_f32 v[52:53], v[52:53], v[86:87] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_pk_add_f32 v[24:25], v[52:53], v[46:47]
	v_ashrrev_i32_e32 v46, 1, v45
	v_pk_add_f32 v[24:25], v[48:49], v[24:25]
	v_ashrrev_i32_e32 v48, 1, v51
	v_sub_u32_e32 v51, v51, v48
	v_sub_u32_e32 v45, v45, v46
	v_lshl_add_u32 v47, v46, 23, 1.0
	v_lshl_add_u32 v46, v48, 23, 1.0
	v_lshl_add_u32 v49, v45, 23, 1.0
	v_lshl_add_u32 v48, v51, 23, 1.0
	v_pk_mul_f32 v[24:25], v[24:25], v[46:47]
	s_nop 0
	v_pk_mul_f32 v[24:25], v[24:25], v[48:49]
	ds_write_b128 v73, v[22:25]
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_xor_b64 s[8:9], exec, s[8:9]
	s_cbranch_execz .LBB0_163
	v_mul_lo_u32 v45, s73, v1
	v_mul_lo_u32 v48, s72, v50
	v_mad_u64_u32 v[46:47], s[6:7], s72, v1, 0
	v_add3_u32 v47, v47, v48, v45
	v_lshl_add_u64 v[46:47], v[46:47], 2, v[38:39]
	global_store_dwordx4 v[46:47], v[22:25], off
.LBB0_163:
	s_or_b64 exec, exec, s[10:11]
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB0_165
	v_sub_f32_e32 v1, 0, v84
	v_cmp_nlt_f32_e64 vcc, -v84, s15
	s_nop 1
	v_cndmask_b32_e32 v1, v61, v1, vcc
	v_cmp_nlt_f32_e32 vcc, s51, v1
	s_nop 1
	v_cndmask_b32_e32 v1, v62, v1, vcc
	v_fmamk_f32 v22, v1, 0x3fb8aa3b, v63
	v_add_f32_e32 v45, 0xcb400000, v22
	v_fmac_f32_e32 v1, 0xbf317218, v45
	v_mul_f32_e32 v23, 0x3102e308, v45
	v_add_f32_e32 v25, v1, v23
	v_fmamk_f32 v22, v25, 0x39500d01, v64
	v_fmaak_f32 v22, v22, v25, 0x3c088889
	v_fmaak_f32 v22, v22, v25, 0x3d2aaaab
	v_fmaak_f32 v22, v22, v25, 0x3e2aaaab
	v_fma_f32 v22, v22, v25, 0.5
	v_mul_f32_e32 v24, v25, v25
	v_mul_f32_e32 v24, v24, v22
	v_add_f32_e32 v22, v25, v24
	v_cmp_o_f32_e32 vcc, v45, v45
	v_sub_f32_e32 v46, v22, v25
	v_sub_f32_e32 v25, v25, v1
	v_cndmask_b32_e32 v1, 0, v45, vcc
	v_add_f32_e32 v47, 1.0, v22
	v_cvt_i32_f32_e32 v1, v1
	v_sub_f32_e32 v46, v24, v46
	v_add_f32_e32 v24, -1.0, v47
	v_pk_add_f32 v[22:23], v[22:23], v[24:25] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_add_f32_e32 v23, v23, v46
	v_add_f32_e32 v22, v22, v23
	v_ashrrev_i32_e32 v23, 1, v1
	v_add_f32_e32 v22, v47, v22
	v_sub_u32_e32 v1, v1, v23
	v_lshl_add_u32 v23, v23, 23, 1.0
	v_lshl_add_u32 v1, v1, 23, 1.0
	v_mul_f32_e32 v22, v22, v23
	v_mul_f32_e32 v1, v22, v1
	v_add_f32_e32 v1, 1.0, v1
	v_div_scale_f32 v22, s[4:5], v1, v1, 1.0
	v_rcp_f32_e32 v23, v22
	s_nop 0
	v_fma_f32 v24, -v22, v23, 1.0
	v_fmac_f32_e32 v23, v24, v23
	v_div_scale_f32 v24, vcc, 1.0, v1, 1.0
	v_mul_f32_e32 v25, v24, v23
	v_fma_f32 v45, -v22, v25, v24
	v_fmac_f32_e32 v25, v45, v23
	v_fma_f32 v22, -v22, v25, v24
	v_div_fmas_f32 v22, v22, v23, v25
	v_div_fixup_f32 v1, v22, v1, 1.0
	ds_write_b32 v76, v1
.LBB0_165:
	s_or_b64 exec, exec, s[6:7]
	s_and_saveexec_b64 s[4:5], s[2:3]
	ds_write_b32 v78, v83
	s_or_b64 exec, exec, s[4:5]
	s_cmp_lt_i32 s71, 1
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_100
	s_ashr_i32 s2, s53, 31
	s_mul_i32 s3, s19, s53
	s_mul_i32 s2, s18, s2
	v_mov_b32_e32 v22, s53
	s_add_i32 s4, s2, s3
	v_mad_u64_u32 v[22:23], s[2:3], s18, v22, v[42:43]
	v_med3_i32 v1, s33, 1, 8
	v_add_u32_e32 v23, s4, v23
	s_movk_i32 s4, 0x3200
	s_mov_b32 s5, s53
	v_mov_b32_e32 v25, v57
	v_mov_b32_e32 v45, v56
	s_branch .LBB0_170
.LBB0_169:
	s_or_b64 exec, exec, s[2:3]
	v_add_u32_e32 v1, -1, v1
	v_cmp_eq_u32_e32 vcc, 0, v1
	v_add_u32_e32 v45, 64, v45
	v_add_u32_e32 v25, 0x200, v25
	s_add_i32 s4, s4, 4
	v_lshl_add_u64 v[22:23], v[22:23], 0, s[18:19]
	s_add_i32 s5, s5, 1
	s_cbranch_vccnz .LBB0_100
.LBB0_170:
	s_waitcnt lgkmcnt(0)
	ds_read_b128 v[46:49], v25
	ds_read_b128 v[50:53], v25 offset:128
	ds_read_b128 v[84:87], v25 offset:256
	s_waitcnt lgkmcnt(2)
	v_pk_mul_f32 v[88:89], v[6:7], v[46:47]
	v_pk_mul_f32 v[90:91], v[8:9], v[48:49]
	ds_read_b128 v[6:9], v25 offset:4096
	ds_read_b128 v[46:49], v25 offset:4224
	s_waitcnt lgkmcnt(3)
	v_pk_mul_f32 v[92:93], v[18:19], v[50:51]
	v_pk_mul_f32 v[94:95], v[20:21], v[52:53]
	ds_read_b128 v[18:21], v25 offset:384
	s_waitcnt lgkmcnt(3)
	v_pk_mul_f32 v[84:85], v[10:11], v[84:85]
	v_pk_mul_f32 v[86:87], v[12:13], v[86:87]
	ds_read_b128 v[10:13], v25 offset:4352
	ds_read_b128 v[50:53], v25 offset:4480
	v_mov_b32_e32 v96, v88
	s_waitcnt lgkmcnt(2)
	v_pk_mul_f32 v[14:15], v[14:15], v[18:19]
	v_pk_mul_f32 v[16:17], v[16:17], v[20:21]
	v_mov_b32_e32 v18, v7
	v_mov_b32_e32 v19, v47
	v_mov_b32_e32 v20, v89
	v_mov_b32_e32 v21, v93
	v_pk_mul_f32 v[18:19], v[18:19], v[20:21]
	v_mov_b32_e32 v20, v6
	v_mov_b32_e32 v21, v46
	v_mov_b32_e32 v97, v92
	v_pk_fma_f32 v[18:19], v[20:21], v[96:97], v[18:19]
	v_mov_b32_e32 v20, v8
	v_mov_b32_e32 v21, v48
	v_mov_b32_e32 v96, v90
	v_mov_b32_e32 v97, v94
	v_pk_fma_f32 v[18:19], v[20:21], v[96:97], v[18:19]
	v_mov_b32_e32 v20, v9
	v_mov_b32_e32 v21, v49
	v_mov_b32_e32 v96, v91
	v_mov_b32_e32 v97, v95
	v_pk_fma_f32 v[18:19], v[20:21], v[96:97], v[18:19]
	s_waitcnt lgkmcnt(1)
	v_mov_b32_e32 v20, v11
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v21, v51
	v_mov_b32_e32 v96, v85
	v_mov_b32_e32 v97, v15
	v_pk_mul_f32 v[20:21], v[20:21], v[96:97]
	v_mov_b32_e32 v96, v10
	v_mov_b32_e32 v97, v50
	v_mov_b32_e32 v98, v84
	v_mov_b32_e32 v99, v14
	v_pk_fma_f32 v[20:21], v[96:97], v[98:99], v[20:21]
	v_mov_b32_e32 v96, v12
	v_mov_b32_e32 v97, v52
	v_mov_b32_e32 v98, v86
	v_mov_b32_e32 v99, v16
	v_pk_fma_f32 v[20:21], v[96:97], v[98:99], v[20:21]
	v_mov_b32_e32 v96, v13
	v_mov_b32_e32 v97, v53
	v_mov_b32_e32 v98, v87
	v_mov_b32_e32 v99, v17
	v_pk_fma_f32 v[20:21], v[96:97], v[98:99], v[20:21]
	s_nop 0
	v_pk_add_f32 v[18:19], v[18:19], v[20:21]
	v_mov_b32_e32 v20, s4
	v_add_f32_e32 v18, v18, v19
	ds_bpermute_b32 v19, v67, v18
	ds_read_b32 v21, v45
	ds_read_b32 v20, v20
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v18, v18, v19
	ds_bpermute_b32 v19, v68, v18
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v18, v18, v19
	ds_bpermute_b32 v19, v69, v18
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v18, v18, v19
	v_sub_f32_e32 v18, v21, v18
	v_mul_f32_e32 v24, v20, v18
	v_pk_fma_f32 v[18:19], v[46:47], v[24:25], v[92:93] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[20:21], v[48:49], v[24:25], v[94:95] op_sel_hi:[1,0,1]
	ds_read_b128 v[46:49], v25 offset:8192
	v_pk_fma_f32 v[6:7], v[6:7], v[24:25], v[88:89] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[8:9], v[8:9], v[24:25], v[90:91] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[10:11], v[10:11], v[24:25], v[84:85] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[12:13], v[12:13], v[24:25], v[86:87] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[14:15], v[50:51], v[24:25], v[14:15] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[16:17], v[52:53], v[24:25], v[16:17] op_sel_hi:[1,0,1]
	ds_read_b128 v[50:53], v25 offset:8320
	ds_read_b128 v[84:87], v25 offset:8448
	ds_read_b128 v[88:91], v25 offset:8576
	s_waitcnt lgkmcnt(3)
	v_mul_f32_e32 v47, v47, v7
	v_fmac_f32_e32 v47, v46, v6
	v_fmac_f32_e32 v47, v48, v8
	v_fmac_f32_e32 v47, v49, v9
	s_waitcnt lgkmcnt(2)
	v_mul_f32_e32 v46, v51, v19
	s_waitcnt lgkmcnt(1)
	v_mul_f32_e32 v48, v11, v85
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v49, v15, v89
	v_fmac_f32_e32 v46, v50, v18
	v_fmac_f32_e32 v48, v84, v10
	v_fmac_f32_e32 v49, v88, v14
	v_fmac_f32_e32 v46, v52, v20
	v_fmac_f32_e32 v48, v86, v12
	v_fmac_f32_e32 v49, v90, v16
	v_fmac_f32_e32 v46, v53, v21
	v_fmac_f32_e32 v48, v87, v13
	v_fmac_f32_e32 v49, v91, v17
	v_add_f32_e32 v47, v47, v48
	v_add_f32_e32 v46, v46, v49
	v_add_f32_e32 v46, v47, v46
	ds_bpermute_b32 v47, v67, v46
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v46, v46, v47
	ds_bpermute_b32 v47, v68, v46
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v46, v46, v47
	ds_bpermute_b32 v47, v69, v46
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_172
	s_add_i32 s6, s34, s5
	s_ashr_i32 s7, s6, 31
	s_mul_i32 s7, s72, s7
	s_mul_hi_u32 s8, s72, s6
	s_add_i32 s7, s8, s7
	s_mul_i32 s8, s73, s6
	s_add_i32 s7, s7, s8
	s_mul_i32 s6, s72, s6
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v46, v46, v47
	v_cvt_pk_bf16_f32 v48, v46, s0
	v_lshl_add_u64 v[46:47], s[6:7], 1, v[40:41]
	global_store_short v[46:47], v48, off
.LBB0_172:
	s_or_b64 exec, exec, s[2:3]
	s_cmp_lt_i32 s5, s61
	s_cselect_b64 s[2:3], -1, 0
	s_and_b64 s[6:7], s[2:3], s[20:21]
	s_and_saveexec_b64 s[2:3], s[6:7]
	s_cbranch_execz .LBB0_169
	global_store_dword v[22:23], v24, off
	s_branch .LBB0_169
.LBB0_174:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel kda_verify_fold_act_bf16_dt_f32_pool_f32_bv16w2
		.amdhsa_group_segment_fixed_size 12832
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
		.amdhsa_next_free_vgpr 120
		.amdhsa_next_free_sgpr 100
		.amdhsa_accum_offset 120
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
	.size	kda_verify_fold_act_bf16_dt_f32_pool_f32_bv16w2, .Lfunc_end0-kda_verify_fold_act_bf16_dt_f32_pool_f32_bv16w2

	.set kda_verify_fold_act_bf16_dt_f32_pool_f32_bv16w2.num_vgpr, 120
	.set kda_verify_fold_act_bf16_dt_f32_pool_f32_bv16w2.num_agpr, 0
	.set kda_verify_fold_act_bf16_dt_f32_pool_f32_bv16w2.numbered_sgpr, 100
	.set kda_verify_fold_act_bf16_dt_f32_pool_f32_bv16w2.num_named_barrier, 0
	.set kda_verify_fold_act_bf16_dt_f32_pool_f32_bv16w2.private_seg_size, 0
	.set kda_verify_fold_act_bf16_dt_f32_pool_f32_bv16w2.uses_vcc, 1
	.set kda_verify_fold_act_bf16_dt_f32_pool_f32_bv16w2.uses_flat_scratch, 0
	.set kda_verify_fold_act_bf16_dt_f32_pool_f32_bv16w2.has_dyn_sized_stack, 0
	.set kda_verify_fold_act_bf16_dt_f32_pool_f32_bv16w2.has_recursion, 0
	.set kda_verify_fold_act_bf16_dt_f32_pool_f32_bv16w2.has_indirect_call, 0
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
    .group_segment_fixed_size: 12832
    .kernarg_segment_align: 8
    .kernarg_segment_size: 304
    .max_flat_workgroup_size: 128
    .name:           kda_verify_fold_act_bf16_dt_f32_pool_f32_bv16w2
    .private_segment_fixed_size: 0
    .sgpr_count:     106
    .sgpr_spill_count: 35
    .symbol:         kda_verify_fold_act_bf16_dt_f32_pool_f32_bv16w2.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     120
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx950
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
