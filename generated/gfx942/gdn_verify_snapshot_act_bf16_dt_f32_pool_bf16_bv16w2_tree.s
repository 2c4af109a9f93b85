; deltagen generated file: do not edit. Regenerate with `cargo xtask gen`.
; kernel: gdn_verify  instance: gdn_verify_snapshot_act_bf16_dt_f32_pool_bf16_bv16w2_tree  arch: gfx942
; profile=portable  mode=snapshot  act_dtype=bf16  dt_bias_dtype=f32  pool_dtype=bf16  tile=bv16w2  lanes_per_column=8  requests=any  tree=true
; ir-sha256: f7e0d0b94239aaeb3064e967e8ded29f68e2590091806d76fca6779e33482250
; llvm: 22.1  pipeline: default<O3>  ld.lld: LLVM 22.1
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 6
	.text
	.globl	gdn_verify_snapshot_act_bf16_dt_f32_pool_bf16_bv16w2_tree
	.p2align	8
	.type	gdn_verify_snapshot_act_bf16_dt_f32_pool_bf16_bv16w2_tree,@function
gdn_verify_snapshot_act_bf16_dt_f32_pool_bf16_bv16w2_tree:
	s_load_dwordx8 s[20:27], s[0:1], 0x4
	s_mov_b32 s56, s3
	s_ashr_i32 s3, s2, 31
	s_lshr_b32 s3, s3, 29
	s_add_i32 s3, s2, s3
	s_waitcnt lgkmcnt(0)
	s_max_i32 s4, s22, 1
	v_cvt_f32_u32_e32 v1, s4
	s_sub_i32 s6, 0, s4
	s_abs_i32 s5, s23
	s_ashr_i32 s28, s3, 3
	v_rcp_iflag_f32_e32 v1, v1
	s_ashr_i32 s53, s23, 31
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	s_nop 0
	v_readfirstlane_b32 s7, v1
	s_mul_i32 s6, s6, s7
	s_mul_hi_u32 s6, s7, s6
	s_add_i32 s7, s7, s6
	s_mul_hi_u32 s6, s5, s7
	s_mul_i32 s7, s6, s4
	s_sub_i32 s5, s5, s7
	s_add_i32 s8, s6, 1
	s_sub_i32 s7, s5, s4
	s_cmp_ge_u32 s5, s4
	s_cselect_b32 s6, s8, s6
	s_cselect_b32 s5, s7, s5
	s_add_i32 s7, s6, 1
	s_cmp_ge_u32 s5, s4
	s_cselect_b32 s4, s7, s6
	s_xor_b32 s4, s4, s53
	s_sub_i32 s4, s4, s53
	s_max_i32 s22, s4, 1
	v_cvt_f32_u32_e32 v1, s22
	s_load_dwordx16 s[4:19], s[0:1], 0x20
	s_load_dwordx16 s[36:51], s[0:1], 0x60
	s_sub_i32 s27, 0, s22
	s_ashr_i32 s29, s28, 31
	v_rcp_iflag_f32_e32 v1, v1
	s_abs_i32 s52, s28
	s_lshl_b64 s[30:31], s[28:29], 2
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	s_nop 0
	v_readfirstlane_b32 s33, v1
	s_mul_i32 s27, s27, s33
	s_mul_hi_u32 s27, s33, s27
	s_add_i32 s64, s33, s27
	s_waitcnt lgkmcnt(0)
	s_add_u32 s54, s42, s30
	s_addc_u32 s55, s43, s31
	s_add_u32 s44, s44, s30
	s_addc_u32 s45, s45, s31
	s_ashr_i32 s57, s56, 31
	s_lshl_b64 s[58:59], s[56:57], 2
	s_add_u32 s4, s4, s58
	s_addc_u32 s5, s5, s59
	s_add_u32 s6, s6, s58
	s_addc_u32 s7, s7, s59
	s_load_dwordx2 s[34:35], s[6:7], 0x0
	s_mov_b32 s27, 0
	s_mul_hi_u32 s64, s52, s64
	s_waitcnt lgkmcnt(0)
	s_cmp_gt_i32 s34, -1
	s_cselect_b64 s[6:7], -1, 0
	s_cmp_ge_i32 s35, s34
	s_cselect_b64 s[30:31], -1, 0
	s_cmp_le_i32 s35, s20
	s_cselect_b64 s[42:43], -1, 0
	s_and_b64 s[6:7], s[6:7], s[30:31]
	s_sub_i32 s20, s35, s34
	s_and_b64 s[6:7], s[42:43], s[6:7]
	s_cmp_le_i32 s20, s25
	s_cselect_b64 s[30:31], -1, 0
	s_and_b64 s[42:43], s[30:31], s[6:7]
	s_and_b64 s[60:61], s[42:43], exec
	s_cselect_b32 s33, s20, 0
	s_add_u32 s8, s8, s58
	s_addc_u32 s9, s9, s59
	s_load_dword s63, s[8:9], 0x0
	s_load_dword s20, s[0:1], 0xe8
	s_load_dword s35, s[54:55], 0x0
	s_load_dword s62, s[44:45], 0x0
	s_load_dword s65, s[4:5], 0x0
	s_waitcnt lgkmcnt(0)
	s_cmp_gt_i32 s63, -1
	s_cselect_b64 s[4:5], -1, 0
	s_cmp_lt_i32 s63, s24
	s_cselect_b64 s[8:9], -1, 0
	s_and_b64 s[54:55], s[4:5], s[8:9]
	s_cmp_lg_u32 s20, 0
	s_cselect_b64 s[44:45], -1, 0
	s_cmp_eq_u32 s20, 0
	s_cbranch_scc1 .LBB0_8
	v_cmp_eq_u32_e64 s[4:5], 0, v0
	s_and_saveexec_b64 s[58:59], s[4:5]
	v_mov_b32_e32 v1, 1
	v_mov_b32_e32 v2, 0
	ds_write_b32 v2, v1 offset:26752
	s_or_b64 exec, exec, s[58:59]
	s_cmp_lt_i32 s33, 2
	s_cselect_b64 s[58:59], -1, 0
	s_or_b64 s[60:61], s[54:55], s[58:59]
	s_and_b64 s[60:61], s[60:61], exec
	s_cselect_b32 s20, 0, 8
	s_cmp_gt_i32 s33, 16
	s_cselect_b32 s24, 2, 0
	s_or_b32 s27, s20, s24
	s_and_b64 vcc, exec, s[58:59]
	s_cbranch_vccnz .LBB0_8
	s_load_dwordx2 s[58:59], s[0:1], 0xe0
	s_mul_hi_i32 s57, s56, s25
	s_mul_i32 s56, s56, s25
	s_lshl_b64 s[56:57], s[56:57], 2
	s_mov_b32 s20, 1
	s_waitcnt lgkmcnt(0)
	s_add_u32 s24, s58, s56
	s_addc_u32 s57, s59, s57
	s_add_u32 s56, s24, 4
	s_addc_u32 s57, s57, 0
	s_movk_i32 s24, 0x6884
	s_branch .LBB0_6
.LBB0_5:
	s_or_b64 exec, exec, s[60:61]
	s_and_b64 s[58:59], s[58:59], exec
	s_cselect_b32 s58, 0, 16
	s_or_b32 s27, s58, s27
	s_add_i32 s20, s20, 1
	s_add_i32 s24, s24, 4
	s_add_u32 s56, s56, 4
	s_addc_u32 s57, s57, 0
	s_cmp_eq_u32 s33, s20
	s_cbranch_scc1 .LBB0_8
.LBB0_6:
	s_load_dword s66, s[56:57], 0x0
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_u32 s66, s20
	s_cselect_b64 s[58:59], -1, 0
	s_cmp_lt_u32 s20, 16
	s_cselect_b64 s[60:61], -1, 0
	s_and_b64 s[68:69], s[4:5], s[60:61]
	s_and_saveexec_b64 s[60:61], s[68:69]
	s_cbranch_execz .LBB0_5
	s_lshl_b32 s67, 1, s20
	s_and_b64 s[68:69], s[58:59], exec
	s_cselect_b32 s68, s66, 0
	s_lshl_b32 s68, s68, 2
	v_mov_b32_e32 v1, s68
	ds_read_b32 v1, v1 offset:26752
	v_mov_b32_e32 v2, s24
	v_mov_b32_e32 v3, s66
	s_waitcnt lgkmcnt(0)
	v_or_b32_e32 v1, s67, v1
	ds_write2_b32 v2, v1, v3 offset1:32
	s_branch .LBB0_5
.LBB0_8:
	s_ashr_i32 s57, s3, 31
	s_lshl_b32 s3, s28, 3
	s_sub_i32 s2, s2, s3
	v_lshrrev_b32_e32 v11, 3, v0
	s_cmp_gt_i32 s65, -1
	v_lshl_or_b32 v8, s2, 4, v11
	s_cselect_b64 s[2:3], -1, 0
	s_cmp_lt_i32 s65, s21
	s_cselect_b64 s[4:5], -1, 0
	s_and_b64 s[2:3], s[2:3], s[4:5]
	s_and_b64 s[20:21], s[2:3], s[42:43]
	s_cmp_eq_u32 s27, 0
	s_cselect_b64 s[2:3], -1, 0
	v_and_b32_e32 v45, 7, v0
	v_ashrrev_i32_e32 v9, 31, v8
	s_and_b64 s[42:43], s[20:21], s[2:3]
	v_mov_b32_e32 v18, 0
	s_lshl_b64 s[20:21], s[28:29], 7
	v_lshlrev_b32_e32 v2, 2, v45
	v_lshl_add_u64 v[4:5], s[20:21], 0, v[8:9]
	v_mov_b32_e32 v19, v18
	v_lshlrev_b64 v[6:7], 7, v[4:5]
	s_and_b64 vcc, exec, s[42:43]
	v_lshlrev_b32_e32 v4, 1, v2
	v_mov_b64_e32 v[20:21], v[18:19]
	v_mov_b64_e32 v[22:23], v[18:19]
	v_mov_b64_e32 v[24:25], v[18:19]
	v_mov_b64_e32 v[14:15], v[18:19]
	v_mov_b64_e32 v[16:17], v[18:19]
	v_mov_b64_e32 v[26:27], v[18:19]
	v_mov_b64_e32 v[28:29], v[18:19]
	s_cbranch_vccz .LBB0_10
	s_mul_i32 s13, s13, s65
	s_mul_hi_u32 s24, s12, s65
	s_add_i32 s13, s24, s13
	s_mul_i32 s12, s12, s65
	s_lshl_b64 s[12:13], s[12:13], 1
	s_add_u32 s10, s10, s12
	s_addc_u32 s11, s11, s13
	v_lshl_add_u64 v[12:13], v[6:7], 1, s[10:11]
	v_mov_b32_e32 v5, v18
	v_lshl_add_u64 v[12:13], v[12:13], 0, v[4:5]
	global_load_dwordx2 v[14:15], v[12:13], off
	global_load_dwordx2 v[16:17], v[12:13], off offset:64
	global_load_dwordx2 v[18:19], v[12:13], off offset:128
	s_nop 0
	global_load_dwordx2 v[12:13], v[12:13], off offset:192
	s_waitcnt vmcnt(3)
	v_and_b32_e32 v21, 0xffff0000, v14
	v_lshlrev_b32_e32 v20, 16, v14
	v_and_b32_e32 v23, 0xffff0000, v15
	v_lshlrev_b32_e32 v22, 16, v15
	s_waitcnt vmcnt(2)
	v_and_b32_e32 v15, 0xffff0000, v16
	v_lshlrev_b32_e32 v14, 16, v16
	v_and_b32_e32 v25, 0xffff0000, v17
	v_lshlrev_b32_e32 v24, 16, v17
	s_waitcnt vmcnt(1)
	v_and_b32_e32 v17, 0xffff0000, v18
	v_lshlrev_b32_e32 v16, 16, v18
	v_and_b32_e32 v27, 0xffff0000, v19
	v_lshlrev_b32_e32 v26, 16, v19
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v29, 0xffff0000, v12
	v_lshlrev_b32_e32 v28, 16, v12
	v_and_b32_e32 v31, 0xffff0000, v13
	v_lshlrev_b32_e32 v30, 16, v13
	v_pk_add_f32 v[18:19], v[20:21], 0 op_sel_hi:[1,0]
	v_pk_add_f32 v[20:21], v[22:23], 0 op_sel_hi:[1,0]
	v_pk_add_f32 v[22:23], v[14:15], 0 op_sel_hi:[1,0]
	v_pk_add_f32 v[24:25], v[24:25], 0 op_sel_hi:[1,0]
	v_pk_add_f32 v[14:15], v[16:17], 0 op_sel_hi:[1,0]
	v_pk_add_f32 v[16:17], v[26:27], 0 op_sel_hi:[1,0]
	v_pk_add_f32 v[26:27], v[28:29], 0 op_sel_hi:[1,0]
	v_pk_add_f32 v[28:29], v[30:31], 0 op_sel_hi:[1,0]
.LBB0_10:
	s_xor_b64 s[10:11], s[30:31], -1
	s_and_b64 s[10:11], s[6:7], s[10:11]
	s_xor_b64 s[6:7], s[6:7], -1
	v_cndmask_b32_e64 v1, 0, 1, s[6:7]
	s_and_b64 s[6:7], s[10:11], exec
	s_cselect_b32 s6, 2, 0
	s_and_b64 s[4:5], s[4:5], exec
	s_cselect_b32 s7, 0, 4
	s_and_b64 s[4:5], s[8:9], exec
	s_cselect_b32 s4, 0, 8
	s_or_b32 s4, s4, s7
	v_readfirstlane_b32 s7, v1
	s_or_b32 s4, s4, s7
	s_and_b32 s5, s27, 26
	s_or_b32 s4, s4, s6
	s_or_b32 s6, s4, s5
	s_cmp_eq_u32 s6, 0
	s_cselect_b64 s[4:5], -1, 0
	s_cmp_eq_u32 s26, 0
	s_cselect_b64 s[8:9], -1, 0
	s_or_b64 s[4:5], s[8:9], s[4:5]
	s_and_b64 vcc, exec, s[4:5]
	s_cbranch_vccnz .LBB0_14
	v_mbcnt_lo_u32_b32 v1, exec_lo, 0
	v_mbcnt_hi_u32_b32 v1, exec_hi, v1
	v_cmp_eq_u32_e32 vcc, 0, v1
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_13
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v3, s6
	global_atomic_or v1, v3, s[14:15]
.LBB0_13:
	s_or_b64 exec, exec, s[4:5]
.LBB0_14:
	s_and_b64 s[2:3], s[2:3], exec
	s_cselect_b32 s24, s33, 0
	s_andn2_b64 vcc, exec, s[44:45]
	s_cbranch_vccnz .LBB0_25
	v_cmp_gt_i32_e32 vcc, s24, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[26:27], vcc
	s_cbranch_execz .LBB0_24
	v_lshlrev_b32_e32 v1, 2, v0
	ds_read_b32 v10, v1 offset:26752
	s_cmp_lt_u32 s24, 2
	s_mov_b32 s30, 0
	s_cbranch_scc1 .LBB0_20
	s_and_b32 s30, s24, -2
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v1, v10
	v_mov_b32_e32 v3, v0
	s_mov_b32 s31, 1
	v_mov_b32_e32 v12, 0
	s_movk_i32 s42, 0x6880
	s_mov_b32 s43, s30
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v13, 0
.LBB0_18:
	v_mov_b32_e32 v30, s42
	ds_read_b64 v[30:31], v30
	v_cmp_ne_u32_e32 vcc, s31, v3
	v_cmp_ne_u32_e64 s[2:3], v13, v0
	s_add_i32 s31, s31, 2
	s_add_i32 s43, s43, -2
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v32, v31, v1
	v_xor_b32_e32 v33, v30, v10
	v_and_b32_e32 v31, v32, v31
	v_and_b32_e32 v30, v33, v30
	v_and_b32_e32 v32, v32, v1
	v_and_b32_e32 v33, v33, v10
	v_sub_u32_e32 v34, 0, v31
	v_sub_u32_e32 v35, 0, v30
	v_sub_u32_e32 v36, 0, v32
	v_sub_u32_e32 v37, 0, v33
	v_cmp_eq_u32_e64 s[4:5], 0, v30
	v_cmp_eq_u32_e64 s[6:7], 0, v31
	v_cmp_ne_u32_e64 s[8:9], 0, v32
	v_cmp_ne_u32_e64 s[10:11], 0, v33
	v_and_b32_e32 v31, v31, v34
	v_and_b32_e32 v30, v30, v35
	v_and_b32_e32 v32, v32, v36
	v_and_b32_e32 v33, v33, v37
	v_cmp_lt_i32_e64 s[12:13], v31, v32
	v_cmp_lt_i32_e64 s[14:15], v30, v33
	s_and_b64 s[10:11], s[10:11], s[14:15]
	s_and_b64 s[8:9], s[8:9], s[12:13]
	s_or_b64 s[6:7], s[6:7], s[8:9]
	s_or_b64 s[4:5], s[4:5], s[10:11]
	s_add_i32 s42, s42, 8
	s_and_b64 s[2:3], s[2:3], s[4:5]
	s_and_b64 vcc, vcc, s[6:7]
	v_add_u32_e32 v13, 2, v13
	v_addc_co_u32_e32 v5, vcc, 0, v5, vcc
	s_cmp_lg_u32 s43, 0
	v_addc_co_u32_e64 v12, vcc, 0, v12, s[2:3]
	s_cbranch_scc1 .LBB0_18
	s_cmp_lg_u32 s24, s30
	v_add_u32_e32 v1, v12, v5
	s_cselect_b64 s[2:3], -1, 0
	s_and_b64 vcc, exec, s[2:3]
	s_cbranch_vccnz .LBB0_21
	s_branch .LBB0_23
.LBB0_20:
	v_mov_b32_e32 v1, 0
	s_cbranch_execz .LBB0_23
.LBB0_21:
	s_sub_i32 s8, s24, s30
	v_subrev_u32_e32 v3, s30, v0
	s_lshl2_add_u32 s9, s30, 0x6880
.LBB0_22:
	v_mov_b32_e32 v5, s9
	ds_read_b32 v5, v5
	v_add_co_u32_e32 v3, vcc, -1, v3
	s_add_i32 s8, s8, -1
	s_add_i32 s9, s9, 4
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v12, v5, v10
	v_and_b32_e32 v5, v12, v5
	v_and_b32_e32 v12, v12, v10
	v_sub_co_u32_e64 v13, s[4:5], 0, v12
	v_sub_u32_e32 v30, 0, v5
	v_cmp_eq_u32_e64 s[2:3], 0, v5
	v_and_b32_e32 v5, v5, v30
	v_and_b32_e32 v12, v12, v13
	v_cmp_lt_i32_e64 s[6:7], v5, v12
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_or_b64 s[2:3], s[2:3], s[4:5]
	s_and_b64 vcc, vcc, s[2:3]
	s_cmp_lg_u32 s8, 0
	v_addc_co_u32_e32 v1, vcc, 0, v1, vcc
	s_cbranch_scc1 .LBB0_22
.LBB0_23:
	v_lshlrev_b32_e32 v1, 2, v1
	ds_write_b32 v1, v0 offset:26816
.LBB0_24:
	s_or_b64 exec, exec, s[26:27]
	v_lshlrev_b32_e32 v1, 2, v0
	ds_write2st64_b32 v1, v18, v19 offset0:64 offset1:66
	ds_write2st64_b32 v1, v20, v21 offset0:68 offset1:70
	ds_write2st64_b32 v1, v22, v23 offset0:72 offset1:74
	ds_write2st64_b32 v1, v24, v25 offset0:76 offset1:78
	ds_write2st64_b32 v1, v14, v15 offset0:80 offset1:82
	ds_write2st64_b32 v1, v16, v17 offset0:84 offset1:86
	ds_write2st64_b32 v1, v26, v27 offset0:88 offset1:90
	ds_write2st64_b32 v1, v28, v29 offset0:92 offset1:94
.LBB0_25:
	s_add_i32 s2, s24, 15
	s_cmp_lt_i32 s2, 16
	s_cbranch_scc1 .LBB0_130
	s_ashr_i32 s3, s2, 31
	s_lshr_b32 s3, s3, 28
	s_add_i32 s2, s2, s3
	s_ashr_i32 s56, s2, 4
	s_lshl_b64 s[2:3], s[20:21], 1
	s_add_u32 s4, s36, s2
	s_addc_u32 s5, s37, s3
	v_lshlrev_b64 v[8:9], 1, v[8:9]
	v_lshl_add_u64 v[30:31], s[4:5], 0, v[8:9]
	s_lshl_b64 s[4:5], s[28:29], 1
	s_add_u32 s14, s38, s4
	s_addc_u32 s15, s39, s5
	s_add_u32 s20, s40, s4
	s_addc_u32 s21, s41, s5
	s_load_dwordx8 s[36:43], s[0:1], 0xa0
	s_load_dwordx2 s[4:5], s[0:1], 0xc0
	s_load_dwordx4 s[28:31], s[0:1], 0xc8
	s_mul_i32 s0, s64, s22
	s_sub_i32 s0, s52, s0
	s_add_i32 s1, s64, 1
	s_sub_i32 s6, s0, s22
	s_cmp_ge_u32 s0, s22
	s_cselect_b32 s1, s1, s64
	s_cselect_b32 s0, s6, s0
	s_add_i32 s6, s1, 1
	s_cmp_ge_u32 s0, s22
	s_cselect_b32 s6, s6, s1
	s_waitcnt lgkmcnt(0)
	v_div_scale_f32 v1, s[0:1], s29, s29, 1.0
	v_rcp_f32_e32 v3, v1
	s_xor_b32 s0, s6, s57
	s_sub_i32 s0, s0, s57
	s_ashr_i32 s1, s0, 31
	v_fma_f32 v5, -v1, v3, 1.0
	v_fmac_f32_e32 v3, v5, v3
	v_div_scale_f32 v5, vcc, 1.0, s29, 1.0
	v_mul_f32_e32 v10, v5, v3
	v_fma_f32 v32, -v1, v10, v5
	v_fmac_f32_e32 v10, v32, v3
	v_fma_f32 v1, -v1, v10, v5
	v_div_fmas_f32 v1, v1, v3, v10
	v_lshlrev_b32_e32 v3, 2, v0
	v_and_b32_e32 v5, 0x7c, v3
	s_lshl_b64 s[0:1], s[0:1], 7
	v_or_b32_e32 v32, s0, v5
	s_add_u32 s0, s46, s2
	v_lshrrev_b32_e32 v46, 5, v0
	v_mov_b32_e32 v12, s48
	v_mov_b32_e32 v13, s49
	v_mov_b32_e32 v33, s1
	s_addc_u32 s1, s47, s3
	s_mul_i32 s2, s5, s63
	s_mul_hi_u32 s3, s4, s63
	v_div_fixup_f32 v47, v1, s29, 1.0
	v_lshl_add_u64 v[6:7], v[6:7], 1, v[12:13]
	v_lshlrev_b32_e32 v1, 2, v11
	v_or_b32_e32 v50, 8, v45
	v_or_b32_e32 v54, 4, v46
	v_and_b32_e32 v10, 0xfc, v3
	v_lshlrev_b32_e32 v5, 2, v5
	v_or_b32_e32 v64, 8, v46
	v_or_b32_e32 v65, 12, v46
	s_add_i32 s3, s3, s2
	s_mul_i32 s2, s4, s63
	s_mov_b32 s52, s23
	v_or_b32_e32 v48, 0x6400, v1
	v_add_u32_e32 v49, s34, v45
	v_xor_b32_e32 v55, 64, v10
	v_xor_b32_e32 v56, 32, v10
	v_xor_b32_e32 v57, 16, v10
	v_xor_b32_e32 v58, 8, v10
	v_xor_b32_e32 v59, 4, v10
	v_lshl_or_b32 v60, v46, 9, v5
	v_lshl_or_b32 v62, v54, 9, v5
	v_lshl_or_b32 v66, v64, 9, v5
	v_lshl_or_b32 v68, v65, 9, v5
	v_lshlrev_b32_e32 v10, 6, v45
	v_lshlrev_b32_e32 v11, 6, v50
	v_lshl_add_u64 v[34:35], s[0:1], 0, v[8:9]
	v_cmp_eq_u32_e64 s[0:1], 0, v45
	v_lshl_add_u64 v[6:7], s[2:3], 1, v[6:7]
	v_mov_b32_e32 v5, 0
	v_add_u32_e32 v51, 8, v49
	v_add_u32_e32 v52, s34, v0
	v_add_u32_e32 v53, s34, v46
	v_or_b32_e32 v61, 0x2000, v60
	v_or_b32_e32 v63, 0x2000, v62
	v_or_b32_e32 v67, 0x2000, v66
	v_or_b32_e32 v69, 0x2000, v68
	v_add_u32_e32 v70, 0x6840, v3
	v_or_b32_e32 v71, 0x6800, v3
	v_or_b32_e32 v72, 0x6000, v1
	v_or_b32_e32 v73, 0x4000, v3
	s_mov_b32 s31, 0
	s_and_b64 s[22:23], s[0:1], s[44:45]
	s_lshl_b64 s[26:27], s[52:53], 7
	s_lshl_b64 s[46:47], s[52:53], 14
	s_mov_b32 s48, s28
	s_mov_b32 s49, s28
	v_lshlrev_b32_e32 v74, 2, v2
	v_lshl_add_u64 v[36:37], v[6:7], 0, v[4:5]
	s_mov_b32 s28, 0xf800000
	v_mov_b32_e32 v75, 0x260
	s_mov_b32 s57, 0xc2d00000
	s_mov_b32 s58, 0x42b20000
	v_mov_b32_e32 v76, 0x4b400000
	v_mov_b32_e32 v77, 0x3ab60b61
	s_mov_b32 s59, 0x800000
	v_mov_b32_e32 v78, 0x3e638e39
	s_mov_b32 s60, 0x7f800000
	v_add_u32_e32 v79, v48, v10
	v_add_u32_e32 v80, v48, v11
	s_movk_i32 s61, 0x7fff
	s_xor_b64 s[52:53], s[54:55], -1
	s_mov_b32 s63, 0x7060302
	v_bfrev_b32_e32 v81, 1
	v_mov_b32_e32 v82, 0xc2d00000
	v_mov_b32_e32 v83, 0x42b20000
	v_mov_b32_e32 v38, -1.0
	v_not_b32_e32 v84, 22
	v_mov_b32_e32 v85, 0xff800000
	v_mov_b32_e32 v86, 0x7f800000
	v_mov_b32_e32 v87, 0x7fc00000
	s_branch .LBB0_28
.LBB0_27:
	s_add_i32 s31, s31, 1
	s_add_i32 s33, s33, -16
	s_cmp_eq_u32 s31, s56
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_130
.LBB0_28:
	s_lshl_b32 s64, s31, 4
	s_sub_i32 s65, s24, s64
	v_mov_b32_e32 v8, 0
	v_cmp_gt_i32_e64 s[2:3], s65, v45
	v_mov_b32_e32 v9, v8
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_30
	v_add_u32_e32 v1, s64, v49
	v_ashrrev_i32_e32 v2, 31, v1
	v_mul_lo_u32 v4, s38, v2
	v_mul_lo_u32 v5, s39, v1
	v_mad_u64_u32 v[2:3], s[6:7], s38, v1, 0
	v_add3_u32 v3, v3, v4, v5
	v_lshl_add_u64 v[2:3], v[2:3], 1, v[30:31]
	global_load_ushort v1, v[2:3], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v9, 16, v1
.LBB0_30:
	s_or_b64 exec, exec, s[4:5]
	s_min_i32 s66, s65, 16
	v_cmp_gt_i32_e64 s[4:5], s66, v50
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB0_32
	v_add_u32_e32 v1, s64, v51
	v_ashrrev_i32_e32 v2, 31, v1
	v_mul_lo_u32 v4, s38, v2
	v_mul_lo_u32 v5, s39, v1
	v_mad_u64_u32 v[2:3], s[8:9], s38, v1, 0
	v_add3_u32 v3, v3, v4, v5
	v_lshl_add_u64 v[2:3], v[2:3], 1, v[30:31]
	global_load_ushort v1, v[2:3], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v8, 16, v1
.LBB0_32:
	s_or_b64 exec, exec, s[6:7]
	v_add_u32_e32 v2, s64, v52
	v_mov_b32_e32 v10, 0
	v_cmp_gt_i32_e64 s[6:7], s66, v0
	v_ashrrev_i32_e32 v1, 31, v2
	v_mov_b32_e32 v11, v10
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB0_34
	v_mul_lo_u32 v3, s41, v2
	v_mul_lo_u32 v6, s40, v1
	v_mad_u64_u32 v[4:5], s[10:11], s40, v2, 0
	v_add3_u32 v5, v5, v6, v3
	v_lshl_add_u64 v[4:5], v[4:5], 1, s[14:15]
	global_load_ushort v3, v[4:5], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v11, 16, v3
.LBB0_34:
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB0_36
	v_mul_lo_u32 v4, s43, v2
	v_mul_lo_u32 v1, s42, v1
	v_mad_u64_u32 v[2:3], s[10:11], s42, v2, 0
	v_add3_u32 v3, v3, v1, v4
	v_lshl_add_u64 v[2:3], v[2:3], 1, s[20:21]
	global_load_ushort v1, v[2:3], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v10, 16, v1
.LBB0_36:
	s_or_b64 exec, exec, s[8:9]
	v_add_u32_e32 v2, s64, v53
	v_ashrrev_i32_e32 v1, 31, v2
	v_mul_lo_u32 v3, s50, v1
	v_mul_lo_u32 v6, s51, v2
	v_mad_u64_u32 v[4:5], s[8:9], s50, v2, v[32:33]
	v_add3_u32 v5, v6, v5, v3
	v_mov_b32_e32 v89, 0
	v_cmp_gt_i32_e32 vcc, s66, v46
	v_lshl_add_u64 v[4:5], v[4:5], 1, s[16:17]
	v_mov_b32_e32 v88, v89
	s_and_saveexec_b64 s[8:9], vcc
	s_cbranch_execz .LBB0_38
	global_load_ushort v3, v[4:5], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v88, 16, v3
.LBB0_38:
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[8:9], vcc
	s_cbranch_execz .LBB0_40
	global_load_ushort v3, v[4:5], off offset:2
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v89, 16, v3
.LBB0_40:
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32_e32 v42, 0
	v_mov_b32_e32 v41, v42
	s_and_saveexec_b64 s[8:9], vcc
	s_cbranch_execz .LBB0_42
	global_load_ushort v3, v[4:5], off offset:4
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v41, 16, v3
.LBB0_42:
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[8:9], vcc
	s_cbranch_execz .LBB0_44
	global_load_ushort v3, v[4:5], off offset:6
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v42, 16, v3
.LBB0_44:
	s_or_b64 exec, exec, s[8:9]
	v_mad_u64_u32 v[4:5], s[8:9], s36, v2, v[32:33]
	v_mul_lo_u32 v1, s36, v1
	v_mul_lo_u32 v3, s37, v2
	v_add3_u32 v5, v3, v5, v1
	v_mov_b32_e32 v91, 0
	v_lshl_add_u64 v[4:5], v[4:5], 1, s[18:19]
	v_mov_b32_e32 v90, v91
	s_and_saveexec_b64 s[8:9], vcc
	s_cbranch_execz .LBB0_46
	global_load_ushort v1, v[4:5], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v90, 16, v1
.LBB0_46:
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[8:9], vcc
	s_cbranch_execz .LBB0_48
	global_load_ushort v1, v[4:5], off offset:2
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v91, 16, v1
.LBB0_48:
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32_e32 v44, 0
	v_mov_b32_e32 v43, v44
	s_and_saveexec_b64 s[8:9], vcc
	s_cbranch_execz .LBB0_50
	global_load_ushort v1, v[4:5], off offset:4
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v43, 16, v1
.LBB0_50:
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[8:9], vcc
	s_cbranch_execz .LBB0_52
	global_load_ushort v1, v[4:5], off offset:6
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v44, 16, v1
.LBB0_52:
	s_or_b64 exec, exec, s[8:9]
	v_add_u32_e32 v4, 4, v2
	v_ashrrev_i32_e32 v1, 31, v4
	v_mul_lo_u32 v3, s50, v1
	v_mul_lo_u32 v5, s51, v4
	v_mad_u64_u32 v[6:7], s[10:11], s50, v4, v[32:33]
	v_add3_u32 v7, v5, v7, v3
	v_mov_b32_e32 v39, 0
	v_cmp_gt_i32_e64 s[8:9], s66, v54
	v_lshl_add_u64 v[6:7], v[6:7], 1, s[16:17]
	v_mov_b32_e32 v13, v39
	s_and_saveexec_b64 s[10:11], s[8:9]
	s_cbranch_execz .LBB0_54
	global_load_ushort v3, v[6:7], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v13, 16, v3
.LBB0_54:
	s_or_b64 exec, exec, s[10:11]
	s_and_saveexec_b64 s[10:11], s[8:9]
	s_cbranch_execz .LBB0_56
	global_load_ushort v3, v[6:7], off offset:2
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v39, 16, v3
.LBB0_56:
	s_or_b64 exec, exec, s[10:11]
	v_mov_b32_e32 v12, 0
	v_mov_b32_e32 v3, v12
	s_and_saveexec_b64 s[10:11], s[8:9]
	s_cbranch_execz .LBB0_58
	global_load_ushort v3, v[6:7], off offset:4
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v3, 16, v3
.LBB0_58:
	s_or_b64 exec, exec, s[10:11]
	s_and_saveexec_b64 s[10:11], s[8:9]
	s_cbranch_execz .LBB0_60
	global_load_ushort v5, v[6:7], off offset:6
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v12, 16, v5
.LBB0_60:
	s_or_b64 exec, exec, s[10:11]
	v_mad_u64_u32 v[6:7], s[10:11], s36, v4, v[32:33]
	v_mul_lo_u32 v1, s36, v1
	v_mul_lo_u32 v4, s37, v4
	v_add3_u32 v7, v4, v7, v1
	v_mov_b32_e32 v40, 0
	v_lshl_add_u64 v[4:5], v[6:7], 1, s[18:19]
	v_mov_b32_e32 v7, v40
	s_and_saveexec_b64 s[10:11], s[8:9]
	s_cbranch_execz .LBB0_62
	global_load_ushort v1, v[4:5], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v7, 16, v1
.LBB0_62:
	s_or_b64 exec, exec, s[10:11]
	s_and_saveexec_b64 s[10:11], s[8:9]
	s_cbranch_execz .LBB0_64
	global_load_ushort v1, v[4:5], off offset:2
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v40, 16, v1
.LBB0_64:
	s_or_b64 exec, exec, s[10:11]
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v1, v6
	s_and_saveexec_b64 s[10:11], s[8:9]
	s_cbranch_execnz .LBB0_121
	s_or_b64 exec, exec, s[10:11]
	s_and_saveexec_b64 s[10:11], s[8:9]
	s_cbranch_execnz .LBB0_122
.LBB0_66:
	s_or_b64 exec, exec, s[10:11]
	s_and_saveexec_b64 s[54:55], vcc
	s_cbranch_execnz .LBB0_123
.LBB0_67:
	s_or_b64 exec, exec, s[54:55]
	s_and_saveexec_b64 s[12:13], s[8:9]
	s_cbranch_execz .LBB0_69
.LBB0_68:
	v_mul_f32_e32 v4, v39, v39
	v_fmac_f32_e32 v4, v13, v13
	v_mul_f32_e32 v41, v40, v40
	v_fmac_f32_e32 v4, v3, v3
	v_fmac_f32_e32 v41, v7, v7
	v_fmac_f32_e32 v4, v12, v12
	v_fmac_f32_e32 v41, v1, v1
	ds_bpermute_b32 v5, v55, v4
	v_fmac_f32_e32 v41, v6, v6
	ds_bpermute_b32 v42, v55, v41
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v4, v4, v5
	ds_bpermute_b32 v5, v56, v4
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v41, v41, v42
	ds_bpermute_b32 v42, v56, v41
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v4, v4, v5
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v5, v41, v42
	ds_bpermute_b32 v41, v57, v4
	ds_bpermute_b32 v42, v57, v5
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v4, v4, v41
	ds_bpermute_b32 v41, v58, v4
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v5, v5, v42
	ds_bpermute_b32 v42, v58, v5
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v4, v4, v41
	ds_bpermute_b32 v41, v59, v4
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v5, v5, v42
	ds_bpermute_b32 v42, v59, v5
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v4, v4, v41
	v_add_f32_e32 v4, 0x358637bd, v4
	v_mul_f32_e32 v41, 0x4f800000, v4
	v_cmp_gt_f32_e32 vcc, s28, v4
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v5, v5, v42
	v_add_f32_e32 v5, 0x358637bd, v5
	v_cndmask_b32_e32 v4, v4, v41, vcc
	v_sqrt_f32_e32 v41, v4
	v_mul_f32_e32 v42, 0x4f800000, v5
	v_cmp_gt_f32_e64 s[8:9], s28, v5
	v_add_u32_e32 v43, 1, v41
	s_nop 0
	v_cndmask_b32_e64 v5, v5, v42, s[8:9]
	v_add_u32_e32 v42, -1, v41
	v_fma_f32 v44, -v42, v41, v4
	v_fma_f32 v88, -v43, v41, v4
	v_cmp_ge_f32_e64 s[10:11], 0, v44
	s_nop 1
	v_cndmask_b32_e64 v41, v41, v42, s[10:11]
	v_cmp_lt_f32_e64 s[10:11], 0, v88
	s_nop 1
	v_cndmask_b32_e64 v41, v41, v43, s[10:11]
	v_sqrt_f32_e32 v43, v5
	v_mul_f32_e32 v42, 0x37800000, v41
	v_cndmask_b32_e32 v41, v41, v42, vcc
	v_cmp_class_f32_e32 vcc, v4, v75
	s_nop 1
	v_cndmask_b32_e32 v41, v41, v4, vcc
	v_add_u32_e32 v4, -1, v43
	v_fma_f32 v42, -v4, v43, v5
	v_cmp_ge_f32_e32 vcc, 0, v42
	v_add_u32_e32 v42, 1, v43
	s_nop 0
	v_cndmask_b32_e32 v4, v43, v4, vcc
	v_fma_f32 v43, -v42, v43, v5
	v_cmp_lt_f32_e32 vcc, 0, v43
	v_div_scale_f32 v43, s[10:11], v41, v41, v39
	v_rcp_f32_e32 v44, v43
	v_cndmask_b32_e32 v4, v4, v42, vcc
	v_mul_f32_e32 v42, 0x37800000, v4
	v_cndmask_b32_e64 v4, v4, v42, s[8:9]
	v_cmp_class_f32_e32 vcc, v5, v75
	s_nop 1
	v_cndmask_b32_e32 v42, v4, v5, vcc
	v_fma_f32 v4, -v43, v44, 1.0
	v_fmac_f32_e32 v44, v4, v44
	v_div_scale_f32 v4, vcc, v39, v41, v39
	v_mul_f32_e32 v5, v4, v44
	v_fma_f32 v88, -v43, v5, v4
	v_fmac_f32_e32 v5, v88, v44
	v_fma_f32 v4, -v43, v5, v4
	v_div_scale_f32 v43, s[8:9], v41, v41, v13
	v_rcp_f32_e32 v88, v43
	v_div_fmas_f32 v4, v4, v44, v5
	v_div_fixup_f32 v5, v4, v41, v39
	v_fma_f32 v4, -v43, v88, 1.0
	v_fmac_f32_e32 v88, v4, v88
	v_div_scale_f32 v4, vcc, v13, v41, v13
	v_mul_f32_e32 v39, v4, v88
	v_fma_f32 v44, -v43, v39, v4
	v_fmac_f32_e32 v39, v44, v88
	v_fma_f32 v4, -v43, v39, v4
	v_div_scale_f32 v43, s[8:9], v42, v42, v40
	v_rcp_f32_e32 v44, v43
	v_div_fmas_f32 v4, v4, v88, v39
	v_div_fixup_f32 v4, v4, v41, v13
	v_pk_mul_f32 v[88:89], s[48:49], v[4:5]
	v_fma_f32 v4, -v43, v44, 1.0
	v_fmac_f32_e32 v44, v4, v44
	v_div_scale_f32 v4, vcc, v40, v42, v40
	v_mul_f32_e32 v5, v4, v44
	v_fma_f32 v13, -v43, v5, v4
	v_fmac_f32_e32 v5, v13, v44
	v_div_scale_f32 v13, s[8:9], v42, v42, v7
	v_rcp_f32_e32 v39, v13
	v_fma_f32 v4, -v43, v5, v4
	v_div_fmas_f32 v4, v4, v44, v5
	v_div_fixup_f32 v5, v4, v42, v40
	v_fma_f32 v4, -v13, v39, 1.0
	v_fmac_f32_e32 v39, v4, v39
	v_div_scale_f32 v4, vcc, v7, v42, v7
	v_mul_f32_e32 v40, v4, v39
	v_fma_f32 v43, -v13, v40, v4
	v_fmac_f32_e32 v40, v43, v39
	v_fma_f32 v4, -v13, v40, v4
	v_div_scale_f32 v13, s[8:9], v41, v41, v12
	v_rcp_f32_e32 v43, v13
	v_div_fmas_f32 v4, v4, v39, v40
	v_div_fixup_f32 v4, v4, v42, v7
	v_fma_f32 v7, -v13, v43, 1.0
	v_fmac_f32_e32 v43, v7, v43
	v_div_scale_f32 v7, vcc, v12, v41, v12
	v_mul_f32_e32 v39, v7, v43
	v_fma_f32 v40, -v13, v39, v7
	v_fmac_f32_e32 v39, v40, v43
	v_div_scale_f32 v40, s[8:9], v41, v41, v3
	v_rcp_f32_e32 v44, v40
	v_fma_f32 v7, -v13, v39, v7
	v_div_fmas_f32 v7, v7, v43, v39
	v_div_fixup_f32 v13, v7, v41, v12
	v_fma_f32 v7, -v40, v44, 1.0
	v_fmac_f32_e32 v44, v7, v44
	v_div_scale_f32 v7, vcc, v3, v41, v3
	v_mul_f32_e32 v12, v7, v44
	v_fma_f32 v39, -v40, v12, v7
	v_fmac_f32_e32 v12, v39, v44
	v_div_scale_f32 v39, s[8:9], v42, v42, v6
	v_fma_f32 v7, -v40, v12, v7
	v_rcp_f32_e32 v40, v39
	v_div_fmas_f32 v7, v7, v44, v12
	v_div_fixup_f32 v12, v7, v41, v3
	v_pk_mul_f32 v[90:91], s[48:49], v[12:13]
	v_fma_f32 v3, -v39, v40, 1.0
	v_fmac_f32_e32 v40, v3, v40
	v_div_scale_f32 v3, vcc, v6, v42, v6
	v_mul_f32_e32 v7, v3, v40
	v_fma_f32 v12, -v39, v7, v3
	v_fmac_f32_e32 v7, v12, v40
	v_div_scale_f32 v12, s[8:9], v42, v42, v1
	v_rcp_f32_e32 v13, v12
	v_fma_f32 v3, -v39, v7, v3
	v_div_fmas_f32 v3, v3, v40, v7
	v_div_fixup_f32 v7, v3, v42, v6
	v_fma_f32 v3, -v12, v13, 1.0
	v_fmac_f32_e32 v13, v3, v13
	v_div_scale_f32 v3, vcc, v1, v42, v1
	v_mul_f32_e32 v6, v3, v13
	v_fma_f32 v39, -v12, v6, v3
	v_fmac_f32_e32 v6, v39, v13
	v_fma_f32 v3, -v12, v6, v3
	v_div_fmas_f32 v3, v3, v13, v6
	v_div_fixup_f32 v6, v3, v42, v1
	ds_write_b128 v63, v[88:91]
	ds_write_b128 v62, v[4:7]
.LBB0_69:
	s_or_b64 exec, exec, s[12:13]
	v_add_u32_e32 v4, 8, v2
	v_ashrrev_i32_e32 v1, 31, v4
	v_mul_lo_u32 v3, s50, v1
	v_mul_lo_u32 v5, s51, v4
	v_mad_u64_u32 v[6:7], s[8:9], s50, v4, v[32:33]
	v_add3_u32 v7, v5, v7, v3
	v_mov_b32_e32 v88, 0
	v_cmp_gt_i32_e32 vcc, s66, v64
	v_lshl_add_u64 v[6:7], v[6:7], 1, s[16:17]
	v_mov_b32_e32 v44, v88
	s_and_saveexec_b64 s[8:9], vcc
	s_cbranch_execz .LBB0_71
	global_load_ushort v3, v[6:7], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v44, 16, v3
.LBB0_71:
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[8:9], vcc
	s_cbranch_execz .LBB0_73
	global_load_ushort v3, v[6:7], off offset:2
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v88, 16, v3
.LBB0_73:
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32_e32 v41, 0
	v_mov_b32_e32 v40, v41
	s_and_saveexec_b64 s[8:9], vcc
	s_cbranch_execz .LBB0_75
	global_load_ushort v3, v[6:7], off offset:4
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v40, 16, v3
.LBB0_75:
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[8:9], vcc
	s_cbranch_execz .LBB0_77
	global_load_ushort v3, v[6:7], off offset:6
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v41, 16, v3
.LBB0_77:
	s_or_b64 exec, exec, s[8:9]
	v_mad_u64_u32 v[6:7], s[8:9], s36, v4, v[32:33]
	v_mul_lo_u32 v1, s36, v1
	v_mul_lo_u32 v3, s37, v4
	v_add3_u32 v7, v3, v7, v1
	v_mov_b32_e32 v90, 0
	v_lshl_add_u64 v[4:5], v[6:7], 1, s[18:19]
	v_mov_b32_e32 v89, v90
	s_and_saveexec_b64 s[8:9], vcc
	s_cbranch_execz .LBB0_79
	global_load_ushort v1, v[4:5], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v89, 16, v1
.LBB0_79:
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[8:9], vcc
	s_cbranch_execz .LBB0_81
	global_load_ushort v1, v[4:5], off offset:2
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v90, 16, v1
.LBB0_81:
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32_e32 v43, 0
	v_mov_b32_e32 v42, v43
	s_and_saveexec_b64 s[8:9], vcc
	s_cbranch_execz .LBB0_83
	global_load_ushort v1, v[4:5], off offset:4
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v42, 16, v1
.LBB0_83:
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[8:9], vcc
	s_cbranch_execz .LBB0_85
	global_load_ushort v1, v[4:5], off offset:6
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v43, 16, v1
.LBB0_85:
	s_or_b64 exec, exec, s[8:9]
	v_add_u32_e32 v2, 12, v2
	v_ashrrev_i32_e32 v1, 31, v2
	v_mul_lo_u32 v3, s50, v1
	v_mul_lo_u32 v6, s51, v2
	v_mad_u64_u32 v[4:5], s[10:11], s50, v2, v[32:33]
	v_add3_u32 v5, v6, v5, v3
	v_mov_b32_e32 v13, 0
	v_cmp_gt_i32_e64 s[8:9], s66, v65
	v_lshl_add_u64 v[4:5], v[4:5], 1, s[16:17]
	v_mov_b32_e32 v12, v13
	s_and_saveexec_b64 s[10:11], s[8:9]
	s_cbranch_execz .LBB0_87
	global_load_ushort v3, v[4:5], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v12, 16, v3
.LBB0_87:
	s_or_b64 exec, exec, s[10:11]
	s_and_saveexec_b64 s[10:11], s[8:9]
	s_cbranch_execz .LBB0_89
	global_load_ushort v3, v[4:5], off offset:2
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v13, 16, v3
.LBB0_89:
	s_or_b64 exec, exec, s[10:11]
	v_mov_b32_e32 v7, 0
	v_mov_b32_e32 v6, v7
	s_and_saveexec_b64 s[10:11], s[8:9]
	s_cbranch_execz .LBB0_91
	global_load_ushort v3, v[4:5], off offset:4
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v6, 16, v3
.LBB0_91:
	s_or_b64 exec, exec, s[10:11]
	s_and_saveexec_b64 s[10:11], s[8:9]
	s_cbranch_execz .LBB0_93
	global_load_ushort v3, v[4:5], off offset:6
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v7, 16, v3
.LBB0_93:
	s_or_b64 exec, exec, s[10:11]
	v_mad_u64_u32 v[4:5], s[10:11], s36, v2, v[32:33]
	v_mul_lo_u32 v1, s36, v1
	v_mul_lo_u32 v2, s37, v2
	v_add3_u32 v5, v2, v5, v1
	v_mov_b32_e32 v39, 0
	v_lshl_add_u64 v[2:3], v[4:5], 1, s[18:19]
	v_mov_b32_e32 v5, v39
	s_and_saveexec_b64 s[10:11], s[8:9]
	s_cbranch_execz .LBB0_95
	global_load_ushort v1, v[2:3], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v5, 16, v1
.LBB0_95:
	s_or_b64 exec, exec, s[10:11]
	s_and_saveexec_b64 s[10:11], s[8:9]
	s_cbranch_execz .LBB0_97
	global_load_ushort v1, v[2:3], off offset:2
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v39, 16, v1
.LBB0_97:
	s_or_b64 exec, exec, s[10:11]
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v1, v4
	s_and_saveexec_b64 s[10:11], s[8:9]
	s_cbranch_execnz .LBB0_124
	s_or_b64 exec, exec, s[10:11]
	s_and_saveexec_b64 s[10:11], s[8:9]
	s_cbranch_execnz .LBB0_125
.LBB0_99:
	s_or_b64 exec, exec, s[10:11]
	s_and_saveexec_b64 s[54:55], vcc
	s_cbranch_execnz .LBB0_126
.LBB0_100:
	s_or_b64 exec, exec, s[54:55]
	s_and_saveexec_b64 s[12:13], s[8:9]
	s_cbranch_execnz .LBB0_127
.LBB0_101:
	s_or_b64 exec, exec, s[12:13]
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execnz .LBB0_128
.LBB0_102:
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execnz .LBB0_129
.LBB0_103:
	s_or_b64 exec, exec, s[6:7]
	s_and_saveexec_b64 s[2:3], s[4:5]
.LBB0_104:
	ds_write_b32 v80, v8
.LBB0_105:
	s_or_b64 exec, exec, s[2:3]
	s_cmp_lt_i32 s65, 1
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_27
	v_med3_i32 v1, s33, 1, 16
	s_mov_b32 s4, 0
	s_branch .LBB0_108
.LBB0_107:
	s_add_i32 s4, s4, 1
	v_cmp_eq_u32_e32 vcc, s4, v1
	s_cbranch_vccnz .LBB0_27
.LBB0_108:
	s_lshl_b32 s3, s4, 2
	v_mov_b32_e32 v2, s3
	ds_read_b32 v2, v2 offset:26816
	s_and_b64 s[6:7], s[44:45], exec
	s_waitcnt lgkmcnt(0)
	v_readfirstlane_b32 s2, v2
	s_cselect_b32 s2, s2, s4
	s_add_i32 s5, s2, s64
	s_cmp_lg_u32 s4, 0
	s_cselect_b64 s[6:7], -1, 0
	s_and_b64 s[6:7], s[44:45], s[6:7]
	s_and_b64 vcc, exec, s[6:7]
	s_cbranch_vccz .LBB0_115
	s_addk_i32 s3, 0x68c0
	s_lshl_b32 s6, s5, 2
	s_add_i32 s3, s3, -4
	v_mov_b32_e32 v2, s6
	v_mov_b32_e32 v3, s3
	ds_read_b32 v2, v2 offset:26880
	ds_read_b32 v3, v3
	s_waitcnt lgkmcnt(1)
	v_readfirstlane_b32 s3, v2
	s_waitcnt lgkmcnt(0)
	v_cmp_ne_u32_e32 vcc, v2, v3
	s_cbranch_vccz .LBB0_115
	s_barrier
	ds_read2st64_b32 v[18:19], v73 offset1:2
	ds_read2st64_b32 v[20:21], v73 offset0:4 offset1:6
	ds_read2st64_b32 v[22:23], v73 offset0:8 offset1:10
	ds_read2st64_b32 v[24:25], v73 offset0:12 offset1:14
	ds_read2st64_b32 v[14:15], v73 offset0:16 offset1:18
	ds_read2st64_b32 v[16:17], v73 offset0:20 offset1:22
	ds_read2st64_b32 v[26:27], v73 offset0:24 offset1:26
	ds_read2st64_b32 v[28:29], v73 offset0:28 offset1:30
	s_cmp_gt_u32 s3, 0x7ffffffe
	s_cbranch_scc1 .LBB0_115
	s_lshl_b32 s6, s3, 2
	v_mov_b32_e32 v2, s6
	ds_read_b32 v3, v2 offset:26752
	s_add_i32 s3, s3, 1
	s_mov_b32 s6, 0
	s_movk_i32 s7, 0x6840
	v_mov_b32_e32 v2, v72
	s_waitcnt lgkmcnt(0)
	v_readfirstlane_b32 s8, v3
	v_mov_b32_e32 v3, v74
	s_branch .LBB0_113
.LBB0_112:
	s_add_i32 s6, s6, 1
	s_add_i32 s7, s7, 4
	v_add_u32_e32 v3, 0x200, v3
	s_cmp_eq_u32 s3, s6
	v_add_u32_e32 v2, 64, v2
	s_cbranch_scc1 .LBB0_115
.LBB0_113:
	s_lshr_b32 s9, s8, s6
	s_bitcmp0_b32 s9, 0
	s_cbranch_scc1 .LBB0_112
	v_mov_b32_e32 v4, s7
	ds_read_b32 v12, v4
	ds_read_b32 v40, v2
	ds_read_b128 v[4:7], v3
	ds_read_b128 v[8:11], v3 offset:128
	s_waitcnt lgkmcnt(3)
	v_pk_mul_f32 v[18:19], v[18:19], v[12:13] op_sel_hi:[1,0]
	v_pk_mul_f32 v[20:21], v[20:21], v[12:13] op_sel_hi:[1,0]
	s_waitcnt lgkmcnt(1)
	v_pk_fma_f32 v[18:19], v[4:5], v[40:41], v[18:19] op_sel_hi:[1,0,1]
	v_pk_mul_f32 v[4:5], v[22:23], v[12:13] op_sel_hi:[1,0]
	v_pk_fma_f32 v[20:21], v[6:7], v[40:41], v[20:21] op_sel_hi:[1,0,1]
	s_waitcnt lgkmcnt(0)
	v_pk_fma_f32 v[22:23], v[8:9], v[40:41], v[4:5] op_sel_hi:[1,0,1]
	ds_read_b128 v[4:7], v3 offset:256
	v_pk_mul_f32 v[8:9], v[24:25], v[12:13] op_sel_hi:[1,0]
	v_pk_mul_f32 v[14:15], v[14:15], v[12:13] op_sel_hi:[1,0]
	v_pk_fma_f32 v[24:25], v[10:11], v[40:41], v[8:9] op_sel_hi:[1,0,1]
	ds_read_b128 v[8:11], v3 offset:384
	s_waitcnt lgkmcnt(1)
	v_pk_fma_f32 v[14:15], v[4:5], v[40:41], v[14:15] op_sel_hi:[1,0,1]
	v_pk_mul_f32 v[4:5], v[16:17], v[12:13] op_sel_hi:[1,0]
	s_nop 0
	v_pk_fma_f32 v[16:17], v[6:7], v[40:41], v[4:5] op_sel_hi:[1,0,1]
	v_pk_mul_f32 v[4:5], v[26:27], v[12:13] op_sel_hi:[1,0]
	s_waitcnt lgkmcnt(0)
	v_pk_fma_f32 v[26:27], v[8:9], v[40:41], v[4:5] op_sel_hi:[1,0,1]
	v_pk_mul_f32 v[4:5], v[28:29], v[12:13] op_sel_hi:[1,0]
	s_nop 0
	v_pk_fma_f32 v[28:29], v[10:11], v[40:41], v[4:5] op_sel_hi:[1,0,1]
	s_branch .LBB0_112
.LBB0_115:
	s_lshl_b32 s3, s2, 2
	v_mov_b32_e32 v2, s3
	v_add_u32_e32 v2, 0x6800, v2
	ds_read2_b32 v[88:89], v2 offset1:16
	v_lshl_or_b32 v39, s2, 9, v74
	ds_read_b128 v[2:5], v39
	ds_read_b128 v[6:9], v39 offset:128
	s_waitcnt lgkmcnt(2)
	v_mov_b32_e32 v44, v89
	v_pk_mul_f32 v[18:19], v[18:19], v[44:45] op_sel_hi:[1,0]
	v_pk_mul_f32 v[22:23], v[22:23], v[44:45] op_sel_hi:[1,0]
	v_pk_mul_f32 v[40:41], v[14:15], v[44:45] op_sel_hi:[1,0]
	v_pk_mul_f32 v[42:43], v[16:17], v[44:45] op_sel_hi:[1,0]
	ds_read_b128 v[14:17], v39 offset:256
	ds_read_b128 v[10:13], v39 offset:384
	v_mov_b32_e32 v90, v19
	v_mov_b32_e32 v91, v23
	s_waitcnt lgkmcnt(3)
	v_mov_b32_e32 v92, v3
	s_waitcnt lgkmcnt(2)
	v_mov_b32_e32 v93, v7
	v_pk_mul_f32 v[20:21], v[20:21], v[44:45] op_sel_hi:[1,0]
	v_pk_mul_f32 v[24:25], v[24:25], v[44:45] op_sel_hi:[1,0]
	v_pk_mul_f32 v[90:91], v[90:91], v[92:93]
	v_mov_b32_e32 v92, v2
	v_mov_b32_e32 v93, v6
	v_mov_b32_e32 v94, v18
	v_mov_b32_e32 v95, v22
	v_pk_fma_f32 v[90:91], v[92:93], v[94:95], v[90:91]
	v_mov_b32_e32 v92, v4
	v_mov_b32_e32 v93, v8
	v_mov_b32_e32 v94, v20
	v_mov_b32_e32 v95, v24
	v_pk_mul_f32 v[26:27], v[26:27], v[44:45] op_sel_hi:[1,0]
	v_pk_fma_f32 v[90:91], v[92:93], v[94:95], v[90:91]
	v_mov_b32_e32 v92, v5
	v_mov_b32_e32 v93, v9
	v_mov_b32_e32 v94, v21
	v_mov_b32_e32 v95, v25
	v_pk_fma_f32 v[90:91], v[92:93], v[94:95], v[90:91]
	v_mov_b32_e32 v92, v41
	v_mov_b32_e32 v93, v27
	s_waitcnt lgkmcnt(1)
	v_mov_b32_e32 v94, v15
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v95, v11
	v_pk_mul_f32 v[28:29], v[28:29], v[44:45] op_sel_hi:[1,0]
	v_pk_mul_f32 v[92:93], v[92:93], v[94:95]
	v_mov_b32_e32 v94, v14
	v_mov_b32_e32 v95, v10
	v_mov_b32_e32 v96, v40
	v_mov_b32_e32 v97, v26
	v_pk_fma_f32 v[92:93], v[94:95], v[96:97], v[92:93]
	v_mov_b32_e32 v94, v16
	v_mov_b32_e32 v95, v12
	v_mov_b32_e32 v96, v42
	v_mov_b32_e32 v97, v28
	v_pk_fma_f32 v[92:93], v[94:95], v[96:97], v[92:93]
	v_mov_b32_e32 v94, v17
	v_mov_b32_e32 v95, v13
	v_mov_b32_e32 v96, v43
	v_mov_b32_e32 v97, v29
	v_pk_fma_f32 v[92:93], v[94:95], v[96:97], v[92:93]
	s_nop 0
	v_pk_add_f32 v[90:91], v[90:91], v[92:93]
	s_nop 0
	v_add_f32_e32 v44, v90, v91
	ds_bpermute_b32 v89, v57, v44
	v_lshl_add_u32 v90, s2, 6, v48
	ds_read_b32 v90, v90
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v44, v44, v89
	ds_bpermute_b32 v89, v58, v44
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v44, v44, v89
	ds_bpermute_b32 v89, v59, v44
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v44, v44, v89
	v_sub_f32_e32 v44, v90, v44
	v_mul_f32_e32 v44, v88, v44
	s_and_saveexec_b64 s[2:3], s[22:23]
	v_lshl_add_u32 v88, s5, 6, v72
	ds_write_b32 v88, v44
	s_or_b64 exec, exec, s[2:3]
	v_pk_fma_f32 v[18:19], v[2:3], v[44:45], v[18:19] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[20:21], v[4:5], v[44:45], v[20:21] op_sel_hi:[1,0,1]
	ds_read_b128 v[2:5], v39 offset:8192
	v_pk_fma_f32 v[22:23], v[6:7], v[44:45], v[22:23] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[24:25], v[8:9], v[44:45], v[24:25] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[14:15], v[14:15], v[44:45], v[40:41] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[16:17], v[16:17], v[44:45], v[42:43] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[26:27], v[10:11], v[44:45], v[26:27] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[28:29], v[12:13], v[44:45], v[28:29] op_sel_hi:[1,0,1]
	ds_read_b128 v[6:9], v39 offset:8320
	ds_read_b128 v[10:13], v39 offset:8448
	ds_read_b128 v[40:43], v39 offset:8576
	s_waitcnt lgkmcnt(3)
	v_mul_f32_e32 v3, v19, v3
	v_fmac_f32_e32 v3, v2, v18
	v_fmac_f32_e32 v3, v4, v20
	v_fmac_f32_e32 v3, v5, v21
	s_waitcnt lgkmcnt(2)
	v_mul_f32_e32 v2, v23, v7
	s_waitcnt lgkmcnt(1)
	v_mul_f32_e32 v4, v15, v11
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v5, v27, v41
	v_fmac_f32_e32 v2, v6, v22
	v_fmac_f32_e32 v4, v10, v14
	v_fmac_f32_e32 v5, v40, v26
	v_fmac_f32_e32 v2, v8, v24
	v_fmac_f32_e32 v4, v12, v16
	v_fmac_f32_e32 v5, v42, v28
	v_fmac_f32_e32 v2, v9, v25
	v_fmac_f32_e32 v4, v13, v17
	v_fmac_f32_e32 v5, v43, v29
	v_add_f32_e32 v3, v3, v4
	v_add_f32_e32 v2, v2, v5
	v_add_f32_e32 v2, v3, v2
	ds_bpermute_b32 v3, v57, v2
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, v2, v3
	ds_bpermute_b32 v3, v58, v2
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, v2, v3
	ds_bpermute_b32 v3, v59, v2
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_119
	s_add_i32 s6, s5, s34
	s_ashr_i32 s7, s6, 31
	s_mul_i32 s7, s26, s7
	s_mul_hi_u32 s8, s26, s6
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, v2, v3
	s_add_i32 s7, s8, s7
	s_mul_i32 s8, s27, s6
	v_bfe_u32 v3, v2, 16, 1
	s_add_i32 s7, s7, s8
	s_mul_i32 s6, s26, s6
	v_add3_u32 v3, v3, v2, s61
	v_or_b32_e32 v4, 0x400000, v2
	v_cmp_u_f32_e32 vcc, v2, v2
	s_nop 1
	v_cndmask_b32_e32 v4, v3, v4, vcc
	v_lshl_add_u64 v[2:3], s[6:7], 1, v[34:35]
	global_store_short_d16_hi v[2:3], v4, off
.LBB0_119:
	s_or_b64 exec, exec, s[2:3]
	s_cmp_ge_i32 s5, s25
	s_cselect_b64 s[2:3], -1, 0
	s_or_b64 s[2:3], s[52:53], s[2:3]
	s_and_b64 vcc, exec, s[2:3]
	s_cbranch_vccnz .LBB0_107
	v_bfe_u32 v4, v21, 16, 1
	v_add3_u32 v4, v4, v21, s61
	v_or_b32_e32 v5, 0x400000, v21
	v_cmp_u_f32_e32 vcc, v21, v21
	v_or_b32_e32 v6, 0x400000, v20
	s_ashr_i32 s2, s5, 31
	v_cndmask_b32_e32 v4, v4, v5, vcc
	v_bfe_u32 v5, v20, 16, 1
	v_add3_u32 v5, v5, v20, s61
	v_cmp_u_f32_e32 vcc, v20, v20
	v_or_b32_e32 v7, 0x400000, v19
	s_mul_hi_u32 s3, s46, s5
	v_cndmask_b32_e32 v5, v5, v6, vcc
	v_bfe_u32 v6, v19, 16, 1
	v_add3_u32 v6, v6, v19, s61
	v_cmp_u_f32_e32 vcc, v19, v19
	s_mul_i32 s2, s46, s2
	s_add_i32 s2, s3, s2
	v_cndmask_b32_e32 v6, v6, v7, vcc
	v_bfe_u32 v7, v18, 16, 1
	s_mul_i32 s3, s47, s5
	v_add3_u32 v7, v7, v18, s61
	v_or_b32_e32 v8, 0x400000, v18
	v_cmp_u_f32_e32 vcc, v18, v18
	s_add_i32 s3, s2, s3
	s_mul_i32 s2, s46, s5
	v_cndmask_b32_e32 v7, v7, v8, vcc
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[2:3], s[2:3], 1, v[36:37]
	v_perm_b32 v5, v4, v5, s63
	v_perm_b32 v4, v6, v7, s63
	global_store_dwordx2 v[2:3], v[4:5], off
	v_bfe_u32 v4, v25, 16, 1
	v_add3_u32 v4, v4, v25, s61
	v_or_b32_e32 v5, 0x400000, v25
	v_cmp_u_f32_e32 vcc, v25, v25
	v_or_b32_e32 v6, 0x400000, v24
	v_or_b32_e32 v7, 0x400000, v23
	v_cndmask_b32_e32 v4, v4, v5, vcc
	v_bfe_u32 v5, v24, 16, 1
	v_add3_u32 v5, v5, v24, s61
	v_cmp_u_f32_e32 vcc, v24, v24
	v_or_b32_e32 v8, 0x400000, v22
	s_nop 0
	v_cndmask_b32_e32 v5, v5, v6, vcc
	v_bfe_u32 v6, v23, 16, 1
	v_add3_u32 v6, v6, v23, s61
	v_cmp_u_f32_e32 vcc, v23, v23
	v_perm_b32 v5, v4, v5, s63
	s_nop 0
	v_cndmask_b32_e32 v6, v6, v7, vcc
	v_bfe_u32 v7, v22, 16, 1
	v_add3_u32 v7, v7, v22, s61
	v_cmp_u_f32_e32 vcc, v22, v22
	s_nop 1
	v_cndmask_b32_e32 v7, v7, v8, vcc
	v_perm_b32 v4, v6, v7, s63
	global_store_dwordx2 v[2:3], v[4:5], off offset:64
	v_bfe_u32 v4, v17, 16, 1
	v_add3_u32 v4, v4, v17, s61
	v_or_b32_e32 v5, 0x400000, v17
	v_cmp_u_f32_e32 vcc, v17, v17
	v_or_b32_e32 v6, 0x400000, v16
	v_or_b32_e32 v7, 0x400000, v15
	v_cndmask_b32_e32 v4, v4, v5, vcc
	v_bfe_u32 v5, v16, 16, 1
	v_add3_u32 v5, v5, v16, s61
	v_cmp_u_f32_e32 vcc, v16, v16
	v_or_b32_e32 v8, 0x400000, v14
	s_nop 0
	v_cndmask_b32_e32 v5, v5, v6, vcc
	v_bfe_u32 v6, v15, 16, 1
	v_add3_u32 v6, v6, v15, s61
	v_cmp_u_f32_e32 vcc, v15, v15
	v_perm_b32 v5, v4, v5, s63
	s_nop 0
	v_cndmask_b32_e32 v6, v6, v7, vcc
	v_bfe_u32 v7, v14, 16, 1
	v_add3_u32 v7, v7, v14, s61
	v_cmp_u_f32_e32 vcc, v14, v14
	s_nop 1
	v_cndmask_b32_e32 v7, v7, v8, vcc
	v_perm_b32 v4, v6, v7, s63
	global_store_dwordx2 v[2:3], v[4:5], off offset:128
	v_bfe_u32 v4, v29, 16, 1
	v_add3_u32 v4, v4, v29, s61
	v_or_b32_e32 v5, 0x400000, v29
	v_cmp_u_f32_e32 vcc, v29, v29
	v_or_b32_e32 v6, 0x400000, v28
	v_or_b32_e32 v7, 0x400000, v27
	v_cndmask_b32_e32 v4, v4, v5, vcc
	v_bfe_u32 v5, v28, 16, 1
	v_add3_u32 v5, v5, v28, s61
	v_cmp_u_f32_e32 vcc, v28, v28
	v_or_b32_e32 v8, 0x400000, v26
	s_nop 0
	v_cndmask_b32_e32 v5, v5, v6, vcc
	v_bfe_u32 v6, v27, 16, 1
	v_add3_u32 v6, v6, v27, s61
	v_cmp_u_f32_e32 vcc, v27, v27
	v_perm_b32 v5, v4, v5, s63
	s_nop 0
	v_cndmask_b32_e32 v6, v6, v7, vcc
	v_bfe_u32 v7, v26, 16, 1
	v_add3_u32 v7, v7, v26, s61
	v_cmp_u_f32_e32 vcc, v26, v26
	s_nop 1
	v_cndmask_b32_e32 v7, v7, v8, vcc
	v_perm_b32 v4, v6, v7, s63
	global_store_dwordx2 v[2:3], v[4:5], off offset:192
	s_branch .LBB0_107
.LBB0_121:
	global_load_ushort v1, v[4:5], off offset:4
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v1, 16, v1
	s_or_b64 exec, exec, s[10:11]
	s_and_saveexec_b64 s[10:11], s[8:9]
	s_cbranch_execz .LBB0_66
.LBB0_122:
	global_load_ushort v4, v[4:5], off offset:6
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v6, 16, v4
	s_or_b64 exec, exec, s[10:11]
	s_and_saveexec_b64 s[54:55], vcc
	s_cbranch_execz .LBB0_67
.LBB0_123:
	v_mul_f32_e32 v4, v89, v89
	v_fmac_f32_e32 v4, v88, v88
	v_mul_f32_e32 v92, v91, v91
	v_fmac_f32_e32 v4, v41, v41
	v_fmac_f32_e32 v92, v90, v90
	v_fmac_f32_e32 v4, v42, v42
	v_fmac_f32_e32 v92, v43, v43
	ds_bpermute_b32 v5, v55, v4
	v_fmac_f32_e32 v92, v44, v44
	ds_bpermute_b32 v93, v55, v92
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v4, v4, v5
	ds_bpermute_b32 v5, v56, v4
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v92, v92, v93
	ds_bpermute_b32 v93, v56, v92
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v4, v4, v5
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v5, v92, v93
	ds_bpermute_b32 v92, v57, v4
	ds_bpermute_b32 v93, v57, v5
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v4, v4, v92
	ds_bpermute_b32 v92, v58, v4
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v5, v5, v93
	ds_bpermute_b32 v93, v58, v5
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v4, v4, v92
	ds_bpermute_b32 v92, v59, v4
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v5, v5, v93
	ds_bpermute_b32 v93, v59, v5
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v4, v4, v92
	v_add_f32_e32 v4, 0x358637bd, v4
	v_mul_f32_e32 v92, 0x4f800000, v4
	v_cmp_gt_f32_e32 vcc, s28, v4
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v5, v5, v93
	v_add_f32_e32 v5, 0x358637bd, v5
	v_cndmask_b32_e32 v4, v4, v92, vcc
	v_sqrt_f32_e32 v92, v4
	v_mul_f32_e32 v93, 0x4f800000, v5
	v_cmp_gt_f32_e64 s[10:11], s28, v5
	v_add_u32_e32 v94, 1, v92
	s_nop 0
	v_cndmask_b32_e64 v5, v5, v93, s[10:11]
	v_add_u32_e32 v93, -1, v92
	v_fma_f32 v95, -v93, v92, v4
	v_fma_f32 v96, -v94, v92, v4
	v_cmp_ge_f32_e64 s[12:13], 0, v95
	s_nop 1
	v_cndmask_b32_e64 v92, v92, v93, s[12:13]
	v_cmp_lt_f32_e64 s[12:13], 0, v96
	s_nop 1
	v_cndmask_b32_e64 v92, v92, v94, s[12:13]
	v_sqrt_f32_e32 v94, v5
	v_mul_f32_e32 v93, 0x37800000, v92
	v_cndmask_b32_e32 v92, v92, v93, vcc
	v_cmp_class_f32_e32 vcc, v4, v75
	s_nop 1
	v_cndmask_b32_e32 v95, v92, v4, vcc
	v_add_u32_e32 v4, -1, v94
	v_fma_f32 v92, -v4, v94, v5
	v_cmp_ge_f32_e32 vcc, 0, v92
	v_add_u32_e32 v92, 1, v94
	v_fma_f32 v93, -v92, v94, v5
	v_cndmask_b32_e32 v4, v94, v4, vcc
	v_cmp_lt_f32_e32 vcc, 0, v93
	v_div_scale_f32 v93, s[12:13], v95, v95, v89
	v_rcp_f32_e32 v94, v93
	v_cndmask_b32_e32 v4, v4, v92, vcc
	v_mul_f32_e32 v92, 0x37800000, v4
	v_cndmask_b32_e64 v4, v4, v92, s[10:11]
	v_cmp_class_f32_e32 vcc, v5, v75
	s_nop 1
	v_cndmask_b32_e32 v96, v4, v5, vcc
	v_fma_f32 v4, -v93, v94, 1.0
	v_fmac_f32_e32 v94, v4, v94
	v_div_scale_f32 v4, vcc, v89, v95, v89
	v_mul_f32_e32 v5, v4, v94
	v_fma_f32 v92, -v93, v5, v4
	v_fmac_f32_e32 v5, v92, v94
	v_div_scale_f32 v92, s[10:11], v95, v95, v88
	v_fma_f32 v4, -v93, v5, v4
	v_rcp_f32_e32 v93, v92
	v_div_fmas_f32 v4, v4, v94, v5
	v_div_fixup_f32 v5, v4, v95, v89
	v_fma_f32 v4, -v92, v93, 1.0
	v_fmac_f32_e32 v93, v4, v93
	v_div_scale_f32 v4, vcc, v88, v95, v88
	v_mul_f32_e32 v89, v4, v93
	v_fma_f32 v94, -v92, v89, v4
	v_fmac_f32_e32 v89, v94, v93
	v_fma_f32 v4, -v92, v89, v4
	v_div_scale_f32 v92, s[10:11], v96, v96, v91
	v_rcp_f32_e32 v94, v92
	v_div_fmas_f32 v4, v4, v93, v89
	v_div_fixup_f32 v4, v4, v95, v88
	v_pk_mul_f32 v[88:89], s[48:49], v[4:5]
	v_fma_f32 v4, -v92, v94, 1.0
	v_fmac_f32_e32 v94, v4, v94
	v_div_scale_f32 v4, vcc, v91, v96, v91
	v_mul_f32_e32 v5, v4, v94
	v_fma_f32 v93, -v92, v5, v4
	v_fmac_f32_e32 v5, v93, v94
	v_fma_f32 v4, -v92, v5, v4
	v_div_scale_f32 v92, s[10:11], v96, v96, v90
	v_rcp_f32_e32 v97, v92
	v_div_fmas_f32 v4, v4, v94, v5
	v_div_fixup_f32 v93, v4, v96, v91
	v_fma_f32 v4, -v92, v97, 1.0
	v_fmac_f32_e32 v97, v4, v97
	v_div_scale_f32 v4, vcc, v90, v96, v90
	v_mul_f32_e32 v5, v4, v97
	v_fma_f32 v91, -v92, v5, v4
	v_fmac_f32_e32 v5, v91, v97
	v_div_scale_f32 v91, s[10:11], v95, v95, v42
	v_rcp_f32_e32 v94, v91
	v_fma_f32 v4, -v92, v5, v4
	v_div_fmas_f32 v4, v4, v97, v5
	v_div_fixup_f32 v92, v4, v96, v90
	v_fma_f32 v4, -v91, v94, 1.0
	v_fmac_f32_e32 v94, v4, v94
	v_div_scale_f32 v4, vcc, v42, v95, v42
	v_mul_f32_e32 v5, v4, v94
	v_fma_f32 v90, -v91, v5, v4
	v_fmac_f32_e32 v5, v90, v94
	v_div_scale_f32 v90, s[10:11], v95, v95, v41
	v_fma_f32 v4, -v91, v5, v4
	v_rcp_f32_e32 v91, v90
	v_div_fmas_f32 v4, v4, v94, v5
	v_div_fixup_f32 v5, v4, v95, v42
	v_fma_f32 v4, -v90, v91, 1.0
	v_fmac_f32_e32 v91, v4, v91
	v_div_scale_f32 v4, vcc, v41, v95, v41
	v_mul_f32_e32 v42, v4, v91
	v_fma_f32 v94, -v90, v42, v4
	v_fmac_f32_e32 v42, v94, v91
	v_fma_f32 v4, -v90, v42, v4
	v_div_fmas_f32 v4, v4, v91, v42
	v_div_scale_f32 v42, s[10:11], v96, v96, v44
	v_rcp_f32_e32 v94, v42
	v_div_fixup_f32 v4, v4, v95, v41
	v_pk_mul_f32 v[90:91], s[48:49], v[4:5]
	ds_write_b128 v61, v[88:91]
	v_fma_f32 v4, -v42, v94, 1.0
	v_fmac_f32_e32 v94, v4, v94
	v_div_scale_f32 v4, vcc, v44, v96, v44
	v_mul_f32_e32 v5, v4, v94
	v_fma_f32 v41, -v42, v5, v4
	v_fmac_f32_e32 v5, v41, v94
	v_div_scale_f32 v41, s[10:11], v96, v96, v43
	v_fma_f32 v4, -v42, v5, v4
	v_rcp_f32_e32 v42, v41
	v_div_fmas_f32 v4, v4, v94, v5
	v_div_fixup_f32 v95, v4, v96, v44
	v_fma_f32 v4, -v41, v42, 1.0
	v_fmac_f32_e32 v42, v4, v42
	v_div_scale_f32 v4, vcc, v43, v96, v43
	v_mul_f32_e32 v5, v4, v42
	v_fma_f32 v44, -v41, v5, v4
	v_fmac_f32_e32 v5, v44, v42
	v_fma_f32 v4, -v41, v5, v4
	v_div_fmas_f32 v4, v4, v42, v5
	v_div_fixup_f32 v94, v4, v96, v43
	ds_write_b128 v60, v[92:95]
	s_or_b64 exec, exec, s[54:55]
	s_and_saveexec_b64 s[12:13], s[8:9]
	s_cbranch_execnz .LBB0_68
	s_branch .LBB0_69
.LBB0_124:
	global_load_ushort v1, v[2:3], off offset:4
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v1, 16, v1
	s_or_b64 exec, exec, s[10:11]
	s_and_saveexec_b64 s[10:11], s[8:9]
	s_cbranch_execz .LBB0_99
.LBB0_125:
	global_load_ushort v2, v[2:3], off offset:6
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v4, 16, v2
	s_or_b64 exec, exec, s[10:11]
	s_and_saveexec_b64 s[54:55], vcc
	s_cbranch_execz .LBB0_100
.LBB0_126:
	v_mul_f32_e32 v2, v88, v88
	v_fmac_f32_e32 v2, v44, v44
	v_mul_f32_e32 v91, v90, v90
	v_fmac_f32_e32 v2, v40, v40
	v_fmac_f32_e32 v91, v89, v89
	v_fmac_f32_e32 v2, v41, v41
	v_fmac_f32_e32 v91, v42, v42
	ds_bpermute_b32 v3, v55, v2
	v_fmac_f32_e32 v91, v43, v43
	ds_bpermute_b32 v92, v55, v91
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v2, v2, v3
	ds_bpermute_b32 v3, v56, v2
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v91, v91, v92
	ds_bpermute_b32 v92, v56, v91
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v2, v2, v3
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v3, v91, v92
	ds_bpermute_b32 v91, v57, v2
	ds_bpermute_b32 v92, v57, v3
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v2, v2, v91
	ds_bpermute_b32 v91, v58, v2
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v3, v3, v92
	ds_bpermute_b32 v92, v58, v3
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v2, v2, v91
	ds_bpermute_b32 v91, v59, v2
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v3, v3, v92
	ds_bpermute_b32 v92, v59, v3
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v2, v2, v91
	v_add_f32_e32 v2, 0x358637bd, v2
	v_mul_f32_e32 v91, 0x4f800000, v2
	v_cmp_gt_f32_e32 vcc, s28, v2
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v3, v3, v92
	v_add_f32_e32 v3, 0x358637bd, v3
	v_cndmask_b32_e32 v2, v2, v91, vcc
	v_sqrt_f32_e32 v91, v2
	v_mul_f32_e32 v92, 0x4f800000, v3
	v_cmp_gt_f32_e64 s[10:11], s28, v3
	v_add_u32_e32 v93, 1, v91
	s_nop 0
	v_cndmask_b32_e64 v3, v3, v92, s[10:11]
	v_add_u32_e32 v92, -1, v91
	v_fma_f32 v94, -v92, v91, v2
	v_fma_f32 v95, -v93, v91, v2
	v_cmp_ge_f32_e64 s[12:13], 0, v94
	s_nop 1
	v_cndmask_b32_e64 v91, v91, v92, s[12:13]
	v_cmp_lt_f32_e64 s[12:13], 0, v95
	s_nop 1
	v_cndmask_b32_e64 v91, v91, v93, s[12:13]
	v_sqrt_f32_e32 v93, v3
	v_mul_f32_e32 v92, 0x37800000, v91
	v_cndmask_b32_e32 v91, v91, v92, vcc
	v_cmp_class_f32_e32 vcc, v2, v75
	s_nop 1
	v_cndmask_b32_e32 v94, v91, v2, vcc
	v_add_u32_e32 v2, -1, v93
	v_fma_f32 v91, -v2, v93, v3
	v_cmp_ge_f32_e32 vcc, 0, v91
	v_add_u32_e32 v91, 1, v93
	v_fma_f32 v92, -v91, v93, v3
	v_cndmask_b32_e32 v2, v93, v2, vcc
	v_cmp_lt_f32_e32 vcc, 0, v92
	v_div_scale_f32 v92, s[12:13], v94, v94, v88
	v_rcp_f32_e32 v93, v92
	v_cndmask_b32_e32 v2, v2, v91, vcc
	v_mul_f32_e32 v91, 0x37800000, v2
	v_cndmask_b32_e64 v2, v2, v91, s[10:11]
	v_cmp_class_f32_e32 vcc, v3, v75
	s_nop 1
	v_cndmask_b32_e32 v96, v2, v3, vcc
	v_fma_f32 v2, -v92, v93, 1.0
	v_fmac_f32_e32 v93, v2, v93
	v_div_scale_f32 v2, vcc, v88, v94, v88
	v_mul_f32_e32 v3, v2, v93
	v_fma_f32 v91, -v92, v3, v2
	v_fmac_f32_e32 v3, v91, v93
	v_div_scale_f32 v91, s[10:11], v94, v94, v44
	v_fma_f32 v2, -v92, v3, v2
	v_rcp_f32_e32 v92, v91
	v_div_fmas_f32 v2, v2, v93, v3
	v_div_fixup_f32 v3, v2, v94, v88
	v_fma_f32 v2, -v91, v92, 1.0
	v_fmac_f32_e32 v92, v2, v92
	v_div_scale_f32 v2, vcc, v44, v94, v44
	v_mul_f32_e32 v88, v2, v92
	v_fma_f32 v93, -v91, v88, v2
	v_fmac_f32_e32 v88, v93, v92
	v_fma_f32 v2, -v91, v88, v2
	v_div_scale_f32 v91, s[10:11], v96, v96, v90
	v_rcp_f32_e32 v95, v91
	v_div_fmas_f32 v2, v2, v92, v88
	v_div_fixup_f32 v2, v2, v94, v44
	v_pk_mul_f32 v[92:93], s[48:49], v[2:3]
	v_fma_f32 v2, -v91, v95, 1.0
	v_fmac_f32_e32 v95, v2, v95
	v_div_scale_f32 v2, vcc, v90, v96, v90
	v_mul_f32_e32 v3, v2, v95
	v_fma_f32 v44, -v91, v3, v2
	v_fmac_f32_e32 v3, v44, v95
	v_div_scale_f32 v44, s[10:11], v96, v96, v89
	v_rcp_f32_e32 v88, v44
	v_fma_f32 v2, -v91, v3, v2
	v_div_fmas_f32 v2, v2, v95, v3
	v_div_fixup_f32 v91, v2, v96, v90
	v_fma_f32 v2, -v44, v88, 1.0
	v_fmac_f32_e32 v88, v2, v88
	v_div_scale_f32 v2, vcc, v89, v96, v89
	v_mul_f32_e32 v3, v2, v88
	v_fma_f32 v90, -v44, v3, v2
	v_fmac_f32_e32 v3, v90, v88
	v_fma_f32 v2, -v44, v3, v2
	v_div_scale_f32 v44, s[10:11], v94, v94, v41
	v_rcp_f32_e32 v95, v44
	v_div_fmas_f32 v2, v2, v88, v3
	v_div_fixup_f32 v90, v2, v96, v89
	v_fma_f32 v2, -v44, v95, 1.0
	v_fmac_f32_e32 v95, v2, v95
	v_div_scale_f32 v2, vcc, v41, v94, v41
	v_mul_f32_e32 v3, v2, v95
	v_fma_f32 v88, -v44, v3, v2
	v_fmac_f32_e32 v3, v88, v95
	v_fma_f32 v2, -v44, v3, v2
	v_div_scale_f32 v44, s[10:11], v94, v94, v40
	v_rcp_f32_e32 v88, v44
	v_div_fmas_f32 v2, v2, v95, v3
	v_div_fixup_f32 v3, v2, v94, v41
	v_fma_f32 v2, -v44, v88, 1.0
	v_fmac_f32_e32 v88, v2, v88
	v_div_scale_f32 v2, vcc, v40, v94, v40
	v_mul_f32_e32 v41, v2, v88
	v_fma_f32 v89, -v44, v41, v2
	v_fmac_f32_e32 v41, v89, v88
	v_fma_f32 v2, -v44, v41, v2
	v_div_fmas_f32 v2, v2, v88, v41
	v_div_scale_f32 v41, s[10:11], v96, v96, v43
	v_rcp_f32_e32 v44, v41
	v_div_fixup_f32 v2, v2, v94, v40
	v_pk_mul_f32 v[94:95], s[48:49], v[2:3]
	ds_write_b128 v67, v[92:95]
	v_fma_f32 v2, -v41, v44, 1.0
	v_fmac_f32_e32 v44, v2, v44
	v_div_scale_f32 v2, vcc, v43, v96, v43
	v_mul_f32_e32 v3, v2, v44
	v_fma_f32 v40, -v41, v3, v2
	v_fmac_f32_e32 v3, v40, v44
	v_div_scale_f32 v40, s[10:11], v96, v96, v42
	v_fma_f32 v2, -v41, v3, v2
	v_rcp_f32_e32 v41, v40
	v_div_fmas_f32 v2, v2, v44, v3
	v_div_fixup_f32 v93, v2, v96, v43
	v_fma_f32 v2, -v40, v41, 1.0
	v_fmac_f32_e32 v41, v2, v41
	v_div_scale_f32 v2, vcc, v42, v96, v42
	v_mul_f32_e32 v3, v2, v41
	v_fma_f32 v43, -v40, v3, v2
	v_fmac_f32_e32 v3, v43, v41
	v_fma_f32 v2, -v40, v3, v2
	v_div_fmas_f32 v2, v2, v41, v3
	v_div_fixup_f32 v92, v2, v96, v42
	ds_write_b128 v66, v[90:93]
	s_or_b64 exec, exec, s[54:55]
	s_and_saveexec_b64 s[12:13], s[8:9]
	s_cbranch_execz .LBB0_101
.LBB0_127:
	v_mul_f32_e32 v2, v13, v13
	v_fmac_f32_e32 v2, v12, v12
	v_mul_f32_e32 v40, v39, v39
	v_fmac_f32_e32 v2, v6, v6
	v_fmac_f32_e32 v40, v5, v5
	v_fmac_f32_e32 v2, v7, v7
	v_fmac_f32_e32 v40, v1, v1
	ds_bpermute_b32 v3, v55, v2
	v_fmac_f32_e32 v40, v4, v4
	ds_bpermute_b32 v41, v55, v40
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v2, v2, v3
	ds_bpermute_b32 v3, v56, v2
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v40, v40, v41
	ds_bpermute_b32 v41, v56, v40
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v2, v2, v3
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v3, v40, v41
	ds_bpermute_b32 v40, v57, v2
	ds_bpermute_b32 v41, v57, v3
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v2, v2, v40
	ds_bpermute_b32 v40, v58, v2
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v3, v3, v41
	ds_bpermute_b32 v41, v58, v3
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v2, v2, v40
	ds_bpermute_b32 v40, v59, v2
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v3, v3, v41
	ds_bpermute_b32 v41, v59, v3
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v2, v2, v40
	v_add_f32_e32 v2, 0x358637bd, v2
	v_mul_f32_e32 v40, 0x4f800000, v2
	v_cmp_gt_f32_e32 vcc, s28, v2
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v3, v3, v41
	v_add_f32_e32 v3, 0x358637bd, v3
	v_cndmask_b32_e32 v2, v2, v40, vcc
	v_sqrt_f32_e32 v40, v2
	v_mul_f32_e32 v41, 0x4f800000, v3
	v_cmp_gt_f32_e64 s[8:9], s28, v3
	v_add_u32_e32 v42, 1, v40
	s_nop 0
	v_cndmask_b32_e64 v3, v3, v41, s[8:9]
	v_add_u32_e32 v41, -1, v40
	v_fma_f32 v43, -v41, v40, v2
	v_fma_f32 v44, -v42, v40, v2
	v_cmp_ge_f32_e64 s[10:11], 0, v43
	s_nop 1
	v_cndmask_b32_e64 v40, v40, v41, s[10:11]
	v_cmp_lt_f32_e64 s[10:11], 0, v44
	s_nop 1
	v_cndmask_b32_e64 v40, v40, v42, s[10:11]
	v_sqrt_f32_e32 v42, v3
	v_mul_f32_e32 v41, 0x37800000, v40
	v_cndmask_b32_e32 v40, v40, v41, vcc
	v_cmp_class_f32_e32 vcc, v2, v75
	s_nop 1
	v_cndmask_b32_e32 v43, v40, v2, vcc
	v_add_u32_e32 v2, -1, v42
	v_fma_f32 v40, -v2, v42, v3
	v_cmp_ge_f32_e32 vcc, 0, v40
	v_add_u32_e32 v40, 1, v42
	v_fma_f32 v41, -v40, v42, v3
	v_cndmask_b32_e32 v2, v42, v2, vcc
	v_cmp_lt_f32_e32 vcc, 0, v41
	v_div_scale_f32 v41, s[10:11], v43, v43, v13
	v_rcp_f32_e32 v42, v41
	v_cndmask_b32_e32 v2, v2, v40, vcc
	v_mul_f32_e32 v40, 0x37800000, v2
	v_cndmask_b32_e64 v2, v2, v40, s[8:9]
	v_cmp_class_f32_e32 vcc, v3, v75
	s_nop 1
	v_cndmask_b32_e32 v44, v2, v3, vcc
	v_fma_f32 v2, -v41, v42, 1.0
	v_fmac_f32_e32 v42, v2, v42
	v_div_scale_f32 v2, vcc, v13, v43, v13
	v_mul_f32_e32 v3, v2, v42
	v_fma_f32 v40, -v41, v3, v2
	v_fmac_f32_e32 v3, v40, v42
	v_div_scale_f32 v40, s[8:9], v43, v43, v12
	v_fma_f32 v2, -v41, v3, v2
	v_rcp_f32_e32 v41, v40
	v_div_fmas_f32 v2, v2, v42, v3
	v_div_fixup_f32 v3, v2, v43, v13
	v_fma_f32 v2, -v40, v41, 1.0
	v_fmac_f32_e32 v41, v2, v41
	v_div_scale_f32 v2, vcc, v12, v43, v12
	v_mul_f32_e32 v13, v2, v41
	v_fma_f32 v42, -v40, v13, v2
	v_fmac_f32_e32 v13, v42, v41
	v_div_scale_f32 v42, s[8:9], v44, v44, v39
	v_rcp_f32_e32 v88, v42
	v_fma_f32 v2, -v40, v13, v2
	v_div_fmas_f32 v2, v2, v41, v13
	v_div_fixup_f32 v2, v2, v43, v12
	v_pk_mul_f32 v[40:41], s[48:49], v[2:3]
	v_fma_f32 v2, -v42, v88, 1.0
	v_fmac_f32_e32 v88, v2, v88
	v_div_scale_f32 v2, vcc, v39, v44, v39
	v_mul_f32_e32 v3, v2, v88
	v_fma_f32 v12, -v42, v3, v2
	v_fmac_f32_e32 v3, v12, v88
	v_div_scale_f32 v12, s[8:9], v44, v44, v5
	v_rcp_f32_e32 v13, v12
	v_fma_f32 v2, -v42, v3, v2
	v_div_fmas_f32 v2, v2, v88, v3
	v_div_fixup_f32 v3, v2, v44, v39
	v_fma_f32 v2, -v12, v13, 1.0
	v_fmac_f32_e32 v13, v2, v13
	v_div_scale_f32 v2, vcc, v5, v44, v5
	v_mul_f32_e32 v39, v2, v13
	v_fma_f32 v42, -v12, v39, v2
	v_fmac_f32_e32 v39, v42, v13
	v_fma_f32 v2, -v12, v39, v2
	v_div_scale_f32 v12, s[8:9], v43, v43, v7
	v_rcp_f32_e32 v42, v12
	v_div_fmas_f32 v2, v2, v13, v39
	v_div_fixup_f32 v2, v2, v44, v5
	v_fma_f32 v5, -v12, v42, 1.0
	v_fmac_f32_e32 v42, v5, v42
	v_div_scale_f32 v5, vcc, v7, v43, v7
	v_mul_f32_e32 v13, v5, v42
	v_fma_f32 v39, -v12, v13, v5
	v_fmac_f32_e32 v13, v39, v42
	v_fma_f32 v5, -v12, v13, v5
	v_div_scale_f32 v12, s[8:9], v43, v43, v6
	v_rcp_f32_e32 v39, v12
	v_div_fmas_f32 v5, v5, v42, v13
	v_div_fixup_f32 v7, v5, v43, v7
	v_fma_f32 v5, -v12, v39, 1.0
	v_fmac_f32_e32 v39, v5, v39
	v_div_scale_f32 v5, vcc, v6, v43, v6
	v_mul_f32_e32 v13, v5, v39
	v_fma_f32 v42, -v12, v13, v5
	v_fmac_f32_e32 v13, v42, v39
	v_fma_f32 v5, -v12, v13, v5
	v_div_scale_f32 v12, s[8:9], v44, v44, v4
	v_div_fmas_f32 v5, v5, v39, v13
	v_rcp_f32_e32 v13, v12
	v_div_fixup_f32 v6, v5, v43, v6
	v_pk_mul_f32 v[42:43], s[48:49], v[6:7]
	ds_write_b128 v69, v[40:43]
	v_fma_f32 v5, -v12, v13, 1.0
	v_fmac_f32_e32 v13, v5, v13
	v_div_scale_f32 v5, vcc, v4, v44, v4
	v_mul_f32_e32 v6, v5, v13
	v_fma_f32 v7, -v12, v6, v5
	v_fmac_f32_e32 v6, v7, v13
	v_div_scale_f32 v7, s[8:9], v44, v44, v1
	v_fma_f32 v5, -v12, v6, v5
	v_rcp_f32_e32 v12, v7
	v_div_fmas_f32 v5, v5, v13, v6
	v_div_fixup_f32 v5, v5, v44, v4
	v_fma_f32 v4, -v7, v12, 1.0
	v_fmac_f32_e32 v12, v4, v12
	v_div_scale_f32 v4, vcc, v1, v44, v1
	v_mul_f32_e32 v6, v4, v12
	v_fma_f32 v13, -v7, v6, v4
	v_fmac_f32_e32 v6, v13, v12
	v_fma_f32 v4, -v7, v6, v4
	v_div_fmas_f32 v4, v4, v12, v6
	v_div_fixup_f32 v4, v4, v44, v1
	ds_write_b128 v68, v[2:5]
	s_or_b64 exec, exec, s[12:13]
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB0_102
.LBB0_128:
	s_cmp_eq_u32 s64, 0
	s_cselect_b64 s[6:7], -1, 0
	v_cndmask_b32_e64 v1, v81, 0, s[6:7]
	v_add_f32_e32 v1, s35, v1
	v_cmp_ngt_f32_e32 vcc, s57, v1
	v_add_f32_e32 v11, s62, v11
	v_mul_f32_e32 v13, s29, v11
	v_cndmask_b32_e32 v1, v82, v1, vcc
	v_cmp_nlt_f32_e32 vcc, s58, v1
	s_nop 1
	v_cndmask_b32_e32 v1, v83, v1, vcc
	v_fmamk_f32 v2, v1, 0x3fb8aa3b, v76
	v_add_f32_e32 v2, 0xcb400000, v2
	v_fmac_f32_e32 v1, 0xbf317218, v2
	v_mul_f32_e32 v3, 0x3102e308, v2
	v_add_f32_e32 v4, v1, v3
	v_sub_f32_e32 v1, v4, v1
	v_sub_f32_e32 v1, v3, v1
	v_fmamk_f32 v3, v4, 0x39500d01, v77
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
	v_cmp_ngt_f32_e32 vcc, s57, v13
	v_mul_f32_e32 v12, v1, v2
	s_nop 0
	v_cndmask_b32_e32 v1, v82, v13, vcc
	v_cmp_nlt_f32_e32 vcc, s58, v1
	s_nop 1
	v_cndmask_b32_e32 v39, v83, v1, vcc
	v_fmamk_f32 v1, v39, 0x3fb8aa3b, v76
	v_add_f32_e32 v40, 0xcb400000, v1
	v_fmac_f32_e32 v39, 0xbf317218, v40
	v_mul_f32_e32 v3, 0x3102e308, v40
	v_add_f32_e32 v1, v39, v3
	v_fmamk_f32 v2, v1, 0x39500d01, v77
	v_fmaak_f32 v2, v2, v1, 0x3c088889
	v_fmaak_f32 v2, v2, v1, 0x3d2aaaab
	v_fmaak_f32 v2, v2, v1, 0x3e2aaaab
	v_fma_f32 v2, v2, v1, 0.5
	v_mul_f32_e32 v4, v1, v1
	v_mul_f32_e32 v4, v4, v2
	v_add_f32_e32 v2, v1, v4
	v_cmp_o_f32_e32 vcc, v40, v40
	v_sub_f32_e32 v5, v2, v1
	v_pk_add_f32 v[6:7], v[0:1], v[38:39] neg_lo:[0,1] neg_hi:[0,1]
	v_cndmask_b32_e32 v1, 0, v40, vcc
	v_add_f32_e32 v42, 1.0, v2
	v_cvt_i32_f32_e32 v1, v1
	v_sub_f32_e32 v41, v4, v5
	v_add_f32_e32 v4, -1.0, v42
	v_mov_b32_e32 v5, v7
	v_pk_add_f32 v[2:3], v[2:3], v[4:5] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_add_f32_e32 v3, v3, v41
	v_add_f32_e32 v2, v2, v3
	v_ashrrev_i32_e32 v3, 1, v1
	v_add_f32_e32 v2, v42, v2
	v_sub_u32_e32 v1, v1, v3
	v_lshl_add_u32 v3, v3, 23, 1.0
	v_lshl_add_u32 v1, v1, 23, 1.0
	v_mul_f32_e32 v2, v2, v3
	v_mul_f32_e32 v1, v2, v1
	v_add_f32_e32 v1, 1.0, v1
	v_mul_f32_e32 v2, 0x4b000000, v1
	v_cmp_gt_f32_e32 vcc, s59, v1
	s_nop 1
	v_cndmask_b32_e32 v2, v1, v2, vcc
	v_add_u32_e32 v4, 0xc0cafb0d, v2
	v_and_b32_e32 v5, 0xff800000, v4
	v_sub_u32_e32 v2, v2, v5
	v_add_f32_e32 v2, -1.0, v2
	v_add_f32_e32 v5, 2.0, v2
	v_div_scale_f32 v6, s[6:7], v5, v5, v2
	v_rcp_f32_e32 v7, v6
	v_cndmask_b32_e32 v3, 0, v84, vcc
	v_ashrrev_i32_e32 v4, 23, v4
	v_add_u32_e32 v3, v4, v3
	v_fma_f32 v4, -v6, v7, 1.0
	v_fmac_f32_e32 v7, v4, v7
	v_div_scale_f32 v4, vcc, v2, v5, v2
	v_mul_f32_e32 v39, v4, v7
	v_fma_f32 v40, -v6, v39, v4
	v_fmac_f32_e32 v39, v40, v7
	v_fma_f32 v4, -v6, v39, v4
	v_div_fmas_f32 v4, v4, v7, v39
	v_div_fixup_f32 v4, v4, v5, v2
	v_mul_f32_e32 v5, v4, v4
	v_fmamk_f32 v6, v5, 0x3e3a2e8c, v78
	v_fmaak_f32 v6, v6, v5, 0x3e924925
	v_fmaak_f32 v6, v6, v5, 0x3ecccccd
	v_cvt_f32_i32_e32 v3, v3
	v_fmaak_f32 v6, v6, v5, 0x3f2aaaab
	v_mul_f32_e32 v5, v5, v6
	v_sub_f32_e32 v5, v2, v5
	v_fma_f32 v2, -v4, v5, v2
	v_fmac_f32_e32 v2, 0xb102e308, v3
	v_fmac_f32_e32 v2, 0x3f317218, v3
	v_cmp_neq_f32_e32 vcc, 0, v1
	s_nop 1
	v_cndmask_b32_e32 v2, v85, v2, vcc
	v_cmp_neq_f32_e32 vcc, s60, v1
	s_nop 1
	v_cndmask_b32_e32 v2, v86, v2, vcc
	v_cmp_ngt_f32_e32 vcc, 0, v1
	s_nop 1
	v_cndmask_b32_e32 v2, v87, v2, vcc
	v_cmp_u_f32_e32 vcc, v1, v1
	s_nop 1
	v_cndmask_b32_e32 v1, v2, v1, vcc
	v_mul_f32_e32 v1, v47, v1
	v_cmp_ge_f32_e32 vcc, s30, v13
	s_nop 1
	v_cndmask_b32_e32 v1, v11, v1, vcc
	v_mul_f32_e64 v1, -v12, v1
	v_cmp_ngt_f32_e32 vcc, s57, v1
	s_nop 1
	v_cndmask_b32_e32 v1, v82, v1, vcc
	v_cmp_nlt_f32_e32 vcc, s58, v1
	s_nop 1
	v_cndmask_b32_e32 v39, v83, v1, vcc
	v_fmamk_f32 v1, v39, 0x3fb8aa3b, v76
	v_add_f32_e32 v11, 0xcb400000, v1
	v_fmac_f32_e32 v39, 0xbf317218, v11
	v_mul_f32_e32 v3, 0x3102e308, v11
	v_add_f32_e32 v1, v39, v3
	v_fmamk_f32 v2, v1, 0x39500d01, v77
	v_fmaak_f32 v2, v2, v1, 0x3c088889
	v_fmaak_f32 v2, v2, v1, 0x3d2aaaab
	v_fmaak_f32 v2, v2, v1, 0x3e2aaaab
	v_fma_f32 v2, v2, v1, 0.5
	v_mul_f32_e32 v4, v1, v1
	v_mul_f32_e32 v4, v4, v2
	v_add_f32_e32 v2, v1, v4
	v_cmp_o_f32_e32 vcc, v11, v11
	v_sub_f32_e32 v5, v2, v1
	v_add_f32_e32 v13, 1.0, v2
	v_pk_add_f32 v[6:7], v[0:1], v[38:39] neg_lo:[0,1] neg_hi:[0,1]
	v_cndmask_b32_e32 v1, 0, v11, vcc
	v_sub_f32_e32 v12, v4, v5
	v_add_f32_e32 v4, -1.0, v13
	v_mov_b32_e32 v5, v7
	v_cvt_i32_f32_e32 v1, v1
	v_pk_add_f32 v[2:3], v[2:3], v[4:5] neg_lo:[0,1] neg_hi:[0,1]
	v_cmp_nlt_f32_e64 vcc, -v10, s57
	v_add_f32_e32 v3, v3, v12
	v_add_f32_e32 v2, v2, v3
	v_add_f32_e32 v11, v13, v2
	v_ashrrev_i32_e32 v2, 1, v1
	v_sub_u32_e32 v12, v1, v2
	v_sub_f32_e32 v1, 0, v10
	v_cndmask_b32_e32 v1, v82, v1, vcc
	v_cmp_nlt_f32_e32 vcc, s58, v1
	v_lshl_add_u32 v13, v2, 23, 1.0
	s_nop 0
	v_cndmask_b32_e32 v39, v83, v1, vcc
	v_fmamk_f32 v1, v39, 0x3fb8aa3b, v76
	v_add_f32_e32 v10, 0xcb400000, v1
	v_fmac_f32_e32 v39, 0xbf317218, v10
	v_mul_f32_e32 v3, 0x3102e308, v10
	v_add_f32_e32 v1, v39, v3
	v_fmamk_f32 v2, v1, 0x39500d01, v77
	v_fmaak_f32 v2, v2, v1, 0x3c088889
	v_fmaak_f32 v2, v2, v1, 0x3d2aaaab
	v_fmaak_f32 v2, v2, v1, 0x3e2aaaab
	v_fma_f32 v2, v2, v1, 0.5
	v_mul_f32_e32 v4, v1, v1
	v_mul_f32_e32 v4, v4, v2
	v_add_f32_e32 v2, v1, v4
	v_cmp_o_f32_e32 vcc, v10, v10
	v_sub_f32_e32 v5, v2, v1
	v_pk_add_f32 v[6:7], v[0:1], v[38:39] neg_lo:[0,1] neg_hi:[0,1]
	v_cndmask_b32_e32 v1, 0, v10, vcc
	v_add_f32_e32 v41, 1.0, v2
	v_cvt_i32_f32_e32 v1, v1
	v_sub_f32_e32 v40, v4, v5
	v_add_f32_e32 v4, -1.0, v41
	v_mov_b32_e32 v5, v7
	v_pk_add_f32 v[2:3], v[2:3], v[4:5] neg_lo:[0,1] neg_hi:[0,1]
	v_lshl_add_u32 v4, v12, 23, 1.0
	v_add_f32_e32 v3, v3, v40
	v_add_f32_e32 v2, v2, v3
	v_ashrrev_i32_e32 v3, 1, v1
	v_add_f32_e32 v2, v41, v2
	v_sub_u32_e32 v1, v1, v3
	v_lshl_add_u32 v3, v3, 23, 1.0
	v_lshl_add_u32 v1, v1, 23, 1.0
	v_mul_f32_e32 v2, v2, v3
	v_mul_f32_e32 v1, v2, v1
	v_add_f32_e32 v1, 1.0, v1
	v_div_scale_f32 v2, s[6:7], v1, v1, 1.0
	v_rcp_f32_e32 v3, v2
	v_mul_f32_e32 v5, v11, v13
	v_mul_f32_e32 v4, v5, v4
	v_fma_f32 v5, -v2, v3, 1.0
	v_fmac_f32_e32 v3, v5, v3
	v_div_scale_f32 v5, vcc, 1.0, v1, 1.0
	v_mul_f32_e32 v6, v5, v3
	v_fma_f32 v7, -v2, v6, v5
	v_fmac_f32_e32 v6, v7, v3
	v_fma_f32 v2, -v2, v6, v5
	v_div_fmas_f32 v2, v2, v3, v6
	v_div_fixup_f32 v1, v2, v1, 1.0
	ds_write_b32 v70, v4
	ds_write_b32 v71, v1
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_103
.LBB0_129:
	ds_write_b32 v79, v9
	s_or_b64 exec, exec, s[6:7]
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execnz .LBB0_104
	s_branch .LBB0_105
.LBB0_130:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel gdn_verify_snapshot_act_bf16_dt_f32_pool_bf16_bv16w2_tree
		.amdhsa_group_segment_fixed_size 26944
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 236
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
		.amdhsa_next_free_vgpr 257
		.amdhsa_next_free_sgpr 96
		.amdhsa_accum_offset 100
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
	.size	gdn_verify_snapshot_act_bf16_dt_f32_pool_bf16_bv16w2_tree, .Lfunc_end0-gdn_verify_snapshot_act_bf16_dt_f32_pool_bf16_bv16w2_tree

	.set gdn_verify_snapshot_act_bf16_dt_f32_pool_bf16_bv16w2_tree.num_vgpr, 98
	.set gdn_verify_snapshot_act_bf16_dt_f32_pool_bf16_bv16w2_tree.num_agpr, 0
	.set gdn_verify_snapshot_act_bf16_dt_f32_pool_bf16_bv16w2_tree.numbered_sgpr, 70
	.set gdn_verify_snapshot_act_bf16_dt_f32_pool_bf16_bv16w2_tree.num_named_barrier, 0
	.set gdn_verify_snapshot_act_bf16_dt_f32_pool_bf16_bv16w2_tree.private_seg_size, 0
	.set gdn_verify_snapshot_act_bf16_dt_f32_pool_bf16_bv16w2_tree.uses_vcc, 1
	.set gdn_verify_snapshot_act_bf16_dt_f32_pool_bf16_bv16w2_tree.uses_flat_scratch, 0
	.set gdn_verify_snapshot_act_bf16_dt_f32_pool_bf16_bv16w2_tree.has_dyn_sized_stack, 0
	.set gdn_verify_snapshot_act_bf16_dt_f32_pool_bf16_bv16w2_tree.has_recursion, 0
	.set gdn_verify_snapshot_act_bf16_dt_f32_pool_bf16_bv16w2_tree.has_indirect_call, 0
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
        .name:           inter
        .offset:         144
        .size:           8
        .value_kind:     global_buffer
      - .name:           stride_q
        .offset:         152
        .size:           8
        .value_kind:     by_value
      - .name:           stride_k
        .offset:         160
        .size:           8
        .value_kind:     by_value
      - .name:           stride_v
        .offset:         168
        .size:           8
        .value_kind:     by_value
      - .name:           stride_a
        .offset:         176
        .size:           8
        .value_kind:     by_value
      - .name:           stride_b
        .offset:         184
        .size:           8
        .value_kind:     by_value
      - .name:           inter_row_pitch
        .offset:         192
        .size:           8
        .value_kind:     by_value
      - .name:           scale
        .offset:         200
        .size:           4
        .value_kind:     by_value
      - .name:           softplus_beta
        .offset:         204
        .size:           4
        .value_kind:     by_value
      - .name:           softplus_threshold
        .offset:         208
        .size:           4
        .value_kind:     by_value
      - .address_space:  global
        .name:           decay
        .offset:         216
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           parents
        .offset:         224
        .size:           8
        .value_kind:     global_buffer
      - .name:           parents_on
        .offset:         232
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 26944
    .kernarg_segment_align: 8
    .kernarg_segment_size: 236
    .max_flat_workgroup_size: 128
    .name:           gdn_verify_snapshot_act_bf16_dt_f32_pool_bf16_bv16w2_tree
    .private_segment_fixed_size: 0
    .sgpr_count:     76
    .sgpr_spill_count: 0
    .symbol:         gdn_verify_snapshot_act_bf16_dt_f32_pool_bf16_bv16w2_tree.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     98
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
