; deltagen generated file: do not edit. Regenerate with `cargo xtask gen`.
; kernel: kda_verify  instance: kda_verify_snapshot_act_bf16_dt_f32_pool_bf16_bv16w2_tree  arch: gfx942
; profile=portable  mode=snapshot  act_dtype=bf16  dt_bias_dtype=f32  pool_dtype=bf16  tile=bv16w2  lanes_per_column=8  requests=any  tree=true
; ir-sha256: c55c79767221496b526e06ee657f0baba33bb00bf477be1ca2f875d107d960e3
; llvm: 22.1  pipeline: default<O3>  ld.lld: LLVM 22.1
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 6
	.text
	.globl	kda_verify_snapshot_act_bf16_dt_f32_pool_bf16_bv16w2_tree
	.p2align	8
	.type	kda_verify_snapshot_act_bf16_dt_f32_pool_bf16_bv16w2_tree,@function
kda_verify_snapshot_act_bf16_dt_f32_pool_bf16_bv16w2_tree:
	s_load_dwordx8 s[52:59], s[0:1], 0x4
	s_mov_b32 s12, s3
	s_ashr_i32 s3, s2, 31
	s_lshr_b32 s3, s3, 29
	s_add_i32 s3, s2, s3
	s_waitcnt lgkmcnt(0)
	s_max_i32 s4, s54, 1
	v_cvt_f32_u32_e32 v1, s4
	s_sub_i32 s6, 0, s4
	s_abs_i32 s5, s55
	s_ashr_i32 s60, s3, 3
	v_rcp_iflag_f32_e32 v1, v1
	s_ashr_i32 s59, s55, 31
	s_load_dwordx16 s[16:31], s[0:1], 0x60
	v_lshlrev_b32_e32 v35, 2, v0
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	v_and_b32_e32 v10, 0x7c, v35
	s_load_dwordx16 s[36:51], s[0:1], 0x20
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
	s_xor_b32 s4, s4, s59
	s_sub_i32 s4, s4, s59
	s_max_i32 s54, s4, 1
	v_cvt_f32_u32_e32 v1, s54
	s_sub_i32 s6, 0, s54
	s_ashr_i32 s61, s60, 31
	s_abs_i32 s63, s60
	v_rcp_iflag_f32_e32 v1, v1
	s_lshl_b64 s[4:5], s[60:61], 2
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	s_nop 0
	v_readfirstlane_b32 s7, v1
	s_mul_i32 s6, s6, s7
	s_mul_hi_u32 s6, s7, s6
	s_add_i32 s64, s7, s6
	s_waitcnt lgkmcnt(0)
	s_add_u32 s4, s22, s4
	s_addc_u32 s5, s23, s5
	s_lshl_b64 s[6:7], s[60:61], 9
	s_add_u32 s6, s24, s6
	s_addc_u32 s7, s25, s7
	v_lshlrev_b32_e32 v1, 2, v10
	global_load_dwordx4 v[2:5], v1, s[6:7]
	s_ashr_i32 s13, s12, 31
	s_lshl_b64 s[10:11], s[12:13], 2
	s_add_u32 s22, s36, s10
	s_addc_u32 s23, s37, s11
	s_add_u32 s6, s38, s10
	s_addc_u32 s7, s39, s11
	s_load_dwordx2 s[34:35], s[6:7], 0x0
	s_waitcnt lgkmcnt(0)
	s_cmp_gt_i32 s34, -1
	s_cselect_b64 s[6:7], -1, 0
	s_cmp_ge_i32 s35, s34
	s_cselect_b64 s[8:9], -1, 0
	s_cmp_le_i32 s35, s52
	s_cselect_b64 s[14:15], -1, 0
	s_and_b64 s[6:7], s[6:7], s[8:9]
	s_sub_i32 s13, s35, s34
	s_and_b64 s[6:7], s[14:15], s[6:7]
	s_cmp_le_i32 s13, s57
	s_cselect_b64 s[8:9], -1, 0
	s_and_b64 s[14:15], s[8:9], s[6:7]
	s_and_b64 s[24:25], s[14:15], exec
	s_cselect_b32 s33, s13, 0
	s_add_u32 s10, s40, s10
	s_addc_u32 s11, s41, s11
	s_load_dword s62, s[10:11], 0x0
	s_load_dword s13, s[0:1], 0xe8
	s_load_dword s52, s[4:5], 0x0
	s_load_dword s38, s[22:23], 0x0
	s_mov_b32 s35, 0
	s_waitcnt lgkmcnt(0)
	s_cmp_gt_i32 s62, -1
	s_cselect_b64 s[4:5], -1, 0
	s_cmp_lt_i32 s62, s56
	s_cselect_b64 s[10:11], -1, 0
	s_and_b64 s[22:23], s[4:5], s[10:11]
	s_cmp_lg_u32 s13, 0
	s_cselect_b64 s[40:41], -1, 0
	s_cmp_eq_u32 s13, 0
	s_mul_hi_u32 s56, s63, s64
	s_cbranch_scc1 .LBB0_8
	v_cmp_eq_u32_e64 s[4:5], 0, v0
	s_and_saveexec_b64 s[24:25], s[4:5]
	v_mov_b32_e32 v1, 1
	v_mov_b32_e32 v6, 0
	ds_write_b32 v6, v1 offset:34880
	s_or_b64 exec, exec, s[24:25]
	s_cmp_lt_i32 s33, 2
	s_cselect_b64 s[24:25], -1, 0
	s_or_b64 s[36:37], s[22:23], s[24:25]
	s_and_b64 s[36:37], s[36:37], exec
	s_cselect_b32 s13, 0, 8
	s_cmp_gt_i32 s33, 16
	s_cselect_b32 s35, 2, 0
	s_or_b32 s35, s13, s35
	s_and_b64 vcc, exec, s[24:25]
	s_cbranch_vccnz .LBB0_8
	s_load_dwordx2 s[24:25], s[0:1], 0xe0
	s_mul_hi_i32 s13, s12, s57
	s_mul_i32 s12, s12, s57
	s_lshl_b64 s[12:13], s[12:13], 2
	s_mov_b32 s39, 1
	s_waitcnt lgkmcnt(0)
	s_add_u32 s12, s24, s12
	s_addc_u32 s13, s25, s13
	s_add_u32 s12, s12, 4
	s_addc_u32 s13, s13, 0
	s_mov_b32 s64, 0x8844
	s_branch .LBB0_6
.LBB0_5:
	s_or_b64 exec, exec, s[36:37]
	s_and_b64 s[24:25], s[24:25], exec
	s_cselect_b32 s24, 0, 16
	s_or_b32 s35, s24, s35
	s_add_i32 s39, s39, 1
	s_add_i32 s64, s64, 4
	s_add_u32 s12, s12, 4
	s_addc_u32 s13, s13, 0
	s_cmp_eq_u32 s33, s39
	s_cbranch_scc1 .LBB0_8
.LBB0_6:
	s_load_dword s65, s[12:13], 0x0
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_u32 s65, s39
	s_cselect_b64 s[24:25], -1, 0
	s_cmp_lt_u32 s39, 16
	s_cselect_b64 s[36:37], -1, 0
	s_and_b64 s[66:67], s[4:5], s[36:37]
	s_and_saveexec_b64 s[36:37], s[66:67]
	s_cbranch_execz .LBB0_5
	s_lshl_b32 s68, 1, s39
	s_and_b64 s[66:67], s[24:25], exec
	s_cselect_b32 s66, s65, 0
	s_lshl_b32 s66, s66, 2
	v_mov_b32_e32 v1, s66
	ds_read_b32 v1, v1 offset:34880
	v_mov_b32_e32 v6, s64
	v_mov_b32_e32 v7, s65
	s_waitcnt lgkmcnt(0)
	v_or_b32_e32 v1, s68, v1
	ds_write2_b32 v6, v1, v7 offset1:32
	s_branch .LBB0_5
.LBB0_8:
	s_ashr_i32 s64, s3, 31
	s_lshl_b32 s3, s60, 3
	s_lshl_b64 s[24:25], s[60:61], 7
	s_sub_i32 s2, s2, s3
	v_lshrrev_b32_e32 v36, 3, v0
	s_cmp_gt_i32 s38, -1
	v_lshl_or_b32 v16, s2, 4, v36
	s_cselect_b64 s[2:3], -1, 0
	s_cmp_lt_i32 s38, s53
	s_cselect_b64 s[4:5], -1, 0
	s_and_b64 s[2:3], s[2:3], s[4:5]
	s_and_b64 s[12:13], s[2:3], s[14:15]
	s_cmp_eq_u32 s35, 0
	v_and_b32_e32 v23, 7, v0
	v_ashrrev_i32_e32 v17, 31, v16
	s_cselect_b64 s[2:3], -1, 0
	v_mov_b32_e32 v6, 0
	s_and_b64 s[12:13], s[12:13], s[2:3]
	v_lshlrev_b32_e32 v22, 2, v23
	v_lshl_add_u64 v[8:9], s[24:25], 0, v[16:17]
	v_mov_b32_e32 v7, v6
	v_lshlrev_b64 v[14:15], 7, v[8:9]
	s_and_b64 vcc, exec, s[12:13]
	v_lshlrev_b32_e32 v12, 1, v22
	v_mov_b64_e32 v[8:9], v[6:7]
	v_mov_b64_e32 v[18:19], v[6:7]
	v_mov_b64_e32 v[20:21], v[6:7]
	v_mov_b64_e32 v[24:25], v[6:7]
	v_mov_b64_e32 v[26:27], v[6:7]
	v_mov_b64_e32 v[28:29], v[6:7]
	v_mov_b64_e32 v[30:31], v[6:7]
	s_cbranch_vccz .LBB0_10
	s_mul_i32 s12, s45, s38
	s_mul_hi_u32 s13, s44, s38
	s_add_i32 s13, s13, s12
	s_mul_i32 s12, s44, s38
	s_lshl_b64 s[12:13], s[12:13], 1
	s_add_u32 s12, s42, s12
	s_addc_u32 s13, s43, s13
	v_lshl_add_u64 v[8:9], v[14:15], 1, s[12:13]
	v_mov_b32_e32 v13, v6
	v_lshl_add_u64 v[6:7], v[8:9], 0, v[12:13]
	global_load_dwordx2 v[8:9], v[6:7], off
	global_load_dwordx2 v[18:19], v[6:7], off offset:64
	global_load_dwordx2 v[20:21], v[6:7], off offset:128
	s_nop 0
	global_load_dwordx2 v[6:7], v[6:7], off offset:192
	s_waitcnt vmcnt(3)
	v_and_b32_e32 v25, 0xffff0000, v8
	v_lshlrev_b32_e32 v24, 16, v8
	v_and_b32_e32 v27, 0xffff0000, v9
	v_lshlrev_b32_e32 v26, 16, v9
	s_waitcnt vmcnt(2)
	v_and_b32_e32 v29, 0xffff0000, v18
	v_lshlrev_b32_e32 v28, 16, v18
	v_and_b32_e32 v31, 0xffff0000, v19
	v_lshlrev_b32_e32 v30, 16, v19
	s_waitcnt vmcnt(1)
	v_and_b32_e32 v33, 0xffff0000, v20
	v_lshlrev_b32_e32 v32, 16, v20
	v_and_b32_e32 v39, 0xffff0000, v21
	v_lshlrev_b32_e32 v38, 16, v21
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v41, 0xffff0000, v6
	v_lshlrev_b32_e32 v40, 16, v6
	v_and_b32_e32 v43, 0xffff0000, v7
	v_lshlrev_b32_e32 v42, 16, v7
	v_pk_add_f32 v[6:7], v[24:25], 0 op_sel_hi:[1,0]
	v_pk_add_f32 v[8:9], v[26:27], 0 op_sel_hi:[1,0]
	v_pk_add_f32 v[18:19], v[28:29], 0 op_sel_hi:[1,0]
	v_pk_add_f32 v[20:21], v[30:31], 0 op_sel_hi:[1,0]
	v_pk_add_f32 v[24:25], v[32:33], 0 op_sel_hi:[1,0]
	v_pk_add_f32 v[26:27], v[38:39], 0 op_sel_hi:[1,0]
	v_pk_add_f32 v[28:29], v[40:41], 0 op_sel_hi:[1,0]
	v_pk_add_f32 v[30:31], v[42:43], 0 op_sel_hi:[1,0]
.LBB0_10:
	s_xor_b64 s[8:9], s[8:9], -1
	s_and_b64 s[8:9], s[6:7], s[8:9]
	s_xor_b64 s[6:7], s[6:7], -1
	v_cndmask_b32_e64 v1, 0, 1, s[6:7]
	s_and_b64 s[6:7], s[8:9], exec
	s_cselect_b32 s6, 2, 0
	s_and_b64 s[4:5], s[4:5], exec
	s_cselect_b32 s7, 0, 4
	s_and_b64 s[4:5], s[10:11], exec
	s_cselect_b32 s4, 0, 8
	s_or_b32 s4, s4, s7
	v_readfirstlane_b32 s7, v1
	s_or_b32 s4, s4, s7
	s_and_b32 s5, s35, 26
	s_or_b32 s4, s4, s6
	s_or_b32 s6, s4, s5
	s_cmp_eq_u32 s6, 0
	s_cselect_b64 s[4:5], -1, 0
	s_cmp_eq_u32 s58, 0
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
	v_mov_b32_e32 v11, s6
	global_atomic_or v1, v11, s[46:47]
.LBB0_13:
	s_or_b64 exec, exec, s[4:5]
.LBB0_14:
	s_and_b64 s[2:3], s[2:3], exec
	s_cselect_b32 s35, s33, 0
	s_andn2_b64 vcc, exec, s[40:41]
	s_cbranch_vccnz .LBB0_25
	v_cmp_gt_i32_e32 vcc, s35, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[36:37], vcc
	s_cbranch_execz .LBB0_24
	ds_read_b32 v32, v35 offset:34880
	s_cmp_lt_u32 s35, 2
	s_mov_b32 s38, 0
	s_cbranch_scc1 .LBB0_20
	s_and_b32 s38, s35, -2
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v1, v32
	v_mov_b32_e32 v11, v0
	s_mov_b32 s39, 1
	v_mov_b32_e32 v34, 0
	s_mov_b32 s42, 0x8840
	s_mov_b32 s43, s38
	v_mov_b32_e32 v13, 0
	v_mov_b32_e32 v33, 0
.LBB0_18:
	v_mov_b32_e32 v37, s42
	ds_read_b64 v[38:39], v37
	v_cmp_ne_u32_e32 vcc, s39, v11
	v_cmp_ne_u32_e64 s[2:3], v33, v0
	s_add_i32 s39, s39, 2
	s_add_i32 s43, s43, -2
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v37, v39, v1
	v_xor_b32_e32 v40, v38, v32
	v_and_b32_e32 v39, v37, v39
	v_and_b32_e32 v38, v40, v38
	v_and_b32_e32 v37, v37, v1
	v_and_b32_e32 v40, v40, v32
	v_sub_u32_e32 v41, 0, v39
	v_sub_u32_e32 v42, 0, v38
	v_sub_u32_e32 v43, 0, v37
	v_sub_u32_e32 v44, 0, v40
	v_cmp_eq_u32_e64 s[4:5], 0, v38
	v_cmp_eq_u32_e64 s[6:7], 0, v39
	v_cmp_ne_u32_e64 s[8:9], 0, v37
	v_cmp_ne_u32_e64 s[10:11], 0, v40
	v_and_b32_e32 v39, v39, v41
	v_and_b32_e32 v38, v38, v42
	v_and_b32_e32 v37, v37, v43
	v_and_b32_e32 v40, v40, v44
	v_cmp_lt_i32_e64 s[12:13], v39, v37
	v_cmp_lt_i32_e64 s[14:15], v38, v40
	s_and_b64 s[10:11], s[10:11], s[14:15]
	s_and_b64 s[8:9], s[8:9], s[12:13]
	s_or_b64 s[6:7], s[6:7], s[8:9]
	s_or_b64 s[4:5], s[4:5], s[10:11]
	s_add_i32 s42, s42, 8
	s_and_b64 s[2:3], s[2:3], s[4:5]
	s_and_b64 vcc, vcc, s[6:7]
	v_add_u32_e32 v33, 2, v33
	v_addc_co_u32_e32 v13, vcc, 0, v13, vcc
	s_cmp_lg_u32 s43, 0
	v_addc_co_u32_e64 v34, vcc, 0, v34, s[2:3]
	s_cbranch_scc1 .LBB0_18
	s_cmp_lg_u32 s35, s38
	v_add_u32_e32 v1, v34, v13
	s_cselect_b64 s[2:3], -1, 0
	s_and_b64 vcc, exec, s[2:3]
	s_cbranch_vccnz .LBB0_21
	s_branch .LBB0_23
.LBB0_20:
	v_mov_b32_e32 v1, 0
	s_cbranch_execz .LBB0_23
.LBB0_21:
	s_sub_i32 s8, s35, s38
	v_subrev_u32_e32 v11, s38, v0
	s_lshl2_add_u32 s9, s38, 0x8840
.LBB0_22:
	v_mov_b32_e32 v13, s9
	ds_read_b32 v13, v13
	v_add_co_u32_e32 v11, vcc, -1, v11
	s_add_i32 s8, s8, -1
	s_add_i32 s9, s9, 4
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v33, v13, v32
	v_and_b32_e32 v13, v33, v13
	v_and_b32_e32 v33, v33, v32
	v_sub_co_u32_e64 v34, s[4:5], 0, v33
	v_sub_u32_e32 v37, 0, v13
	v_cmp_eq_u32_e64 s[2:3], 0, v13
	v_and_b32_e32 v13, v13, v37
	v_and_b32_e32 v33, v33, v34
	v_cmp_lt_i32_e64 s[6:7], v13, v33
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_or_b64 s[2:3], s[2:3], s[4:5]
	s_and_b64 vcc, vcc, s[2:3]
	s_cmp_lg_u32 s8, 0
	v_addc_co_u32_e32 v1, vcc, 0, v1, vcc
	s_cbranch_scc1 .LBB0_22
.LBB0_23:
	v_lshlrev_b32_e32 v1, 2, v1
	ds_write_b32 v1, v0 offset:34944
.LBB0_24:
	s_or_b64 exec, exec, s[36:37]
	ds_write2st64_b32 v35, v6, v7 offset0:96 offset1:98
	ds_write2st64_b32 v35, v8, v9 offset0:100 offset1:102
	ds_write2st64_b32 v35, v18, v19 offset0:104 offset1:106
	ds_write2st64_b32 v35, v20, v21 offset0:108 offset1:110
	ds_write2st64_b32 v35, v24, v25 offset0:112 offset1:114
	ds_write2st64_b32 v35, v26, v27 offset0:116 offset1:118
	ds_write2st64_b32 v35, v28, v29 offset0:120 offset1:122
	ds_write2st64_b32 v35, v30, v31 offset0:124 offset1:126
.LBB0_25:
	s_add_i32 s2, s35, 15
	s_cmp_lt_i32 s2, 16
	s_cbranch_scc1 .LBB0_160
	s_ashr_i32 s3, s2, 31
	s_lshr_b32 s3, s3, 28
	s_add_i32 s2, s2, s3
	s_ashr_i32 s43, s2, 4
	s_lshl_b64 s[2:3], s[24:25], 1
	s_add_u32 s4, s16, s2
	s_addc_u32 s5, s17, s3
	v_lshlrev_b64 v[16:17], 1, v[16:17]
	s_waitcnt lgkmcnt(9)
	v_lshl_add_u64 v[32:33], s[4:5], 0, v[16:17]
	s_lshl_b64 s[4:5], s[60:61], 1
	s_add_u32 s14, s20, s4
	s_mul_i32 s6, s56, s54
	s_addc_u32 s15, s21, s5
	s_sub_i32 s6, s63, s6
	s_load_dwordx2 s[4:5], s[0:1], 0xc0
	s_load_dwordx4 s[36:39], s[0:1], 0xc8
	s_add_i32 s7, s56, 1
	s_sub_i32 s8, s6, s54
	s_cmp_ge_u32 s6, s54
	s_cselect_b32 s7, s7, s56
	s_cselect_b32 s6, s8, s6
	s_add_i32 s8, s7, 1
	s_cmp_ge_u32 s6, s54
	s_cselect_b32 s8, s8, s7
	s_waitcnt lgkmcnt(0)
	v_div_scale_f32 v1, s[6:7], s37, s37, 1.0
	v_rcp_f32_e32 v11, v1
	v_mov_b32_e32 v65, 0xc2d00000
	v_mov_b32_e32 v39, s29
	s_mov_b32 s29, 0x42b20000
	v_fma_f32 v13, -v1, v11, 1.0
	v_fmac_f32_e32 v11, v13, v11
	v_div_scale_f32 v13, vcc, 1.0, s37, 1.0
	v_mul_f32_e32 v34, v13, v11
	v_fma_f32 v37, -v1, v34, v13
	v_fmac_f32_e32 v34, v37, v11
	v_fma_f32 v1, -v1, v34, v13
	v_div_fmas_f32 v1, v1, v11, v34
	v_mov_b32_e32 v11, s52
	v_cmp_nlt_f32_e32 vcc, s52, v65
	v_mov_b32_e32 v66, 0x42b20000
	v_mov_b32_e32 v67, 0x4b400000
	v_cndmask_b32_e32 v11, v65, v11, vcc
	v_cmp_nlt_f32_e32 vcc, s29, v11
	v_mov_b32_e32 v68, 0x3ab60b61
	s_xor_b32 s6, s8, s64
	v_cndmask_b32_e32 v11, v66, v11, vcc
	v_fmamk_f32 v13, v11, 0x3fb8aa3b, v67
	v_add_f32_e32 v13, 0xcb400000, v13
	v_fmac_f32_e32 v11, 0xbf317218, v13
	v_mul_f32_e32 v40, 0x3102e308, v13
	v_add_f32_e32 v41, v11, v40
	v_sub_f32_e32 v11, v41, v11
	v_sub_f32_e32 v11, v40, v11
	v_fmamk_f32 v40, v41, 0x39500d01, v68
	v_fmaak_f32 v40, v40, v41, 0x3c088889
	v_fmaak_f32 v40, v40, v41, 0x3d2aaaab
	v_fmaak_f32 v40, v40, v41, 0x3e2aaaab
	v_fma_f32 v40, v40, v41, 0.5
	v_mul_f32_e32 v42, v41, v41
	v_mul_f32_e32 v40, v42, v40
	v_add_f32_e32 v42, v41, v40
	v_sub_f32_e32 v41, v42, v41
	v_cmp_o_f32_e32 vcc, v13, v13
	v_sub_f32_e32 v40, v40, v41
	v_add_f32_e32 v11, v11, v40
	v_cndmask_b32_e32 v13, 0, v13, vcc
	v_add_f32_e32 v40, 1.0, v42
	v_cvt_i32_f32_e32 v13, v13
	v_add_f32_e32 v41, -1.0, v40
	v_sub_f32_e32 v41, v42, v41
	s_sub_i32 s6, s6, s64
	v_add_f32_e32 v11, v41, v11
	s_ashr_i32 s7, s6, 31
	v_add_f32_e32 v11, v40, v11
	v_ashrrev_i32_e32 v40, 1, v13
	s_lshl_b64 s[6:7], s[6:7], 7
	v_sub_u32_e32 v13, v13, v40
	v_lshlrev_b32_e32 v40, 23, v40
	v_mov_b32_e32 v38, s28
	v_add_u32_e32 v40, 1.0, v40
	v_lshlrev_b32_e32 v13, 23, v13
	s_add_u32 s2, s26, s2
	v_lshl_add_u64 v[14:15], v[14:15], 1, v[38:39]
	v_mov_b32_e32 v39, s25
	v_or_b32_e32 v38, s24, v10
	v_add_u32_e32 v13, 1.0, v13
	v_mul_f32_e32 v11, v11, v40
	s_addc_u32 s3, s27, s3
	s_xor_b64 s[86:87], s[22:23], -1
	s_load_dwordx8 s[20:27], s[0:1], 0xa0
	v_lshrrev_b32_e32 v57, 5, v0
	v_mul_f32_e32 v11, v11, v13
	v_lshl_add_u64 v[42:43], s[2:3], 0, v[16:17]
	s_mul_i32 s2, s5, s62
	s_mul_hi_u32 s3, s4, s62
	v_div_fixup_f32 v34, v1, s37, 1.0
	v_lshlrev_b32_e32 v1, 2, v36
	v_or_b32_e32 v60, 8, v23
	v_or_b32_e32 v36, s6, v10
	v_or_b32_e32 v64, 4, v57
	v_sub_f32_e32 v40, 0, v11
	v_and_b32_e32 v11, 0xfc, v35
	v_lshlrev_b32_e32 v10, 2, v10
	v_or_b32_e32 v80, 8, v57
	v_or_b32_e32 v81, 12, v57
	s_add_i32 s3, s3, s2
	s_mul_i32 s2, s4, s62
	s_mov_b32 s58, s55
	v_or_b32_e32 v58, 0x8400, v1
	v_add_u32_e32 v59, s34, v23
	v_xor_b32_e32 v69, 64, v11
	v_xor_b32_e32 v70, 32, v11
	v_xor_b32_e32 v71, 16, v11
	v_xor_b32_e32 v72, 8, v11
	v_xor_b32_e32 v73, 4, v11
	v_lshl_or_b32 v74, v57, 9, v10
	v_lshl_or_b32 v77, v64, 9, v10
	v_lshl_or_b32 v82, v80, 9, v10
	v_lshl_or_b32 v85, v81, 9, v10
	v_lshlrev_b32_e32 v47, 6, v23
	v_lshlrev_b32_e32 v48, 6, v60
	v_cmp_eq_u32_e64 s[10:11], 0, v23
	v_lshl_add_u64 v[10:11], s[2:3], 1, v[14:15]
	v_mov_b32_e32 v13, 0
	v_add_u32_e32 v61, 8, v59
	v_add_u32_e32 v62, s34, v0
	v_add_u32_e32 v63, s34, v57
	v_mov_b32_e32 v37, s7
	s_mov_b32 s17, 0xc2d00000
	s_mov_b32 s16, 0x3fb8aa3b
	s_mov_b32 s28, 0xcb400000
	s_mov_b32 s42, 0xbf317218
	s_mov_b32 s44, 0x3102e308
	s_mov_b32 s46, 0x39500d01
	s_mov_b32 s39, 0
	v_or_b32_e32 v75, 0x4000, v74
	v_or_b32_e32 v76, 0x2000, v74
	v_or_b32_e32 v78, 0x4000, v77
	v_or_b32_e32 v79, 0x2000, v77
	v_or_b32_e32 v83, 0x4000, v82
	v_or_b32_e32 v84, 0x2000, v82
	v_or_b32_e32 v86, 0x4000, v85
	v_or_b32_e32 v87, 0x2000, v85
	v_or_b32_e32 v88, 0x8800, v35
	v_or_b32_e32 v89, 0x8000, v1
	v_or_b32_e32 v90, 0x6000, v35
	s_and_b64 s[52:53], s[10:11], s[40:41]
	s_lshl_b64 s[54:55], s[58:59], 7
	s_lshl_b64 s[58:59], s[58:59], 14
	s_mov_b32 s60, s36
	s_mov_b32 s61, s36
	v_mov_b32_e32 v41, v40
	s_mov_b32 s36, s37
	s_mov_b32 s45, s38
	v_mov_b32_e32 v35, v34
	v_lshl_add_u64 v[44:45], v[10:11], 0, v[12:13]
	v_lshlrev_b32_e32 v91, 4, v23
	s_mov_b32 s47, 0xf800000
	v_mov_b32_e32 v92, 0x260
	s_mov_b32 s56, 0x4b400000
	s_mov_b32 s62, 0x3ab60b61
	s_mov_b32 s64, 0x3c088889
	s_mov_b32 s66, 0x3d2aaaab
	s_mov_b32 s68, 0x3e2aaaab
	v_mov_b32_e32 v46, -1.0
	s_mov_b32 s63, 0x800000
	s_mov_b32 s70, 0x4b000000
	s_mov_b32 s72, 0x3e638e39
	s_mov_b32 s74, 0x3e3a2e8c
	s_mov_b32 s76, 0x3e924925
	s_mov_b32 s78, 0x3ecccccd
	s_mov_b32 s80, 0x3f2aaaab
	s_mov_b32 s82, 0xb102e308
	s_mov_b32 s84, 0x3f317218
	s_mov_b32 s65, 0x7f800000
	v_add_u32_e32 v93, v58, v47
	v_add_u32_e32 v94, v58, v48
	s_movk_i32 s67, 0x7fff
	s_mov_b32 s69, 0x7060302
	v_not_b32_e32 v95, 22
	v_mov_b32_e32 v96, 0xff800000
	v_mov_b32_e32 v97, 0x7f800000
	v_mov_b32_e32 v98, 0x7fc00000
	s_branch .LBB0_28
.LBB0_27:
	s_add_i32 s39, s39, 1
	s_add_i32 s33, s33, -16
	s_cmp_eq_u32 s39, s43
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_160
.LBB0_28:
	s_lshl_b32 s71, s39, 4
	s_sub_i32 s73, s35, s71
	v_mov_b32_e32 v52, 0
	v_cmp_gt_i32_e64 s[2:3], s73, v23
	v_mov_b32_e32 v53, v52
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_30
	v_add_u32_e32 v1, s71, v59
	v_ashrrev_i32_e32 v10, 31, v1
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v12, s22, v10
	v_mul_lo_u32 v13, s23, v1
	v_mad_u64_u32 v[10:11], s[4:5], s22, v1, 0
	v_add3_u32 v11, v11, v12, v13
	v_lshl_add_u64 v[10:11], v[10:11], 1, v[32:33]
	global_load_ushort v1, v[10:11], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v53, 16, v1
.LBB0_30:
	s_or_b64 exec, exec, s[0:1]
	s_min_i32 s75, s73, 16
	v_cmp_gt_i32_e64 s[4:5], s75, v60
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_32
	v_add_u32_e32 v1, s71, v61
	v_ashrrev_i32_e32 v10, 31, v1
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v12, s22, v10
	v_mul_lo_u32 v13, s23, v1
	v_mad_u64_u32 v[10:11], s[6:7], s22, v1, 0
	v_add3_u32 v11, v11, v12, v13
	v_lshl_add_u64 v[10:11], v[10:11], 1, v[32:33]
	global_load_ushort v1, v[10:11], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v52, 16, v1
.LBB0_32:
	s_or_b64 exec, exec, s[0:1]
	v_mov_b32_e32 v105, 0
	v_cmp_gt_i32_e64 s[6:7], s75, v0
	v_mov_b32_e32 v54, v105
	s_and_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execz .LBB0_34
	v_add_u32_e32 v1, s71, v62
	v_ashrrev_i32_e32 v10, 31, v1
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v12, s26, v10
	v_mul_lo_u32 v13, s27, v1
	v_mad_u64_u32 v[10:11], s[8:9], s26, v1, 0
	v_add3_u32 v11, v11, v12, v13
	v_lshl_add_u64 v[10:11], v[10:11], 1, s[14:15]
	global_load_ushort v1, v[10:11], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v54, 16, v1
.LBB0_34:
	s_or_b64 exec, exec, s[0:1]
	v_add_u32_e32 v10, s71, v63
	v_ashrrev_i32_e32 v1, 31, v10
	v_mul_lo_u32 v11, s30, v1
	v_mul_lo_u32 v14, s31, v10
	v_mad_u64_u32 v[12:13], s[0:1], s30, v10, v[36:37]
	v_add3_u32 v13, v14, v13, v11
	v_cmp_gt_i32_e32 vcc, s75, v57
	v_lshl_add_u64 v[12:13], v[12:13], 1, s[48:49]
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_36
	global_load_ushort v11, v[12:13], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v105, 16, v11
.LBB0_36:
	s_or_b64 exec, exec, s[0:1]
	v_mov_b32_e32 v47, 0
	v_mov_b32_e32 v109, v47
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_38
	global_load_ushort v11, v[12:13], off offset:2
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v109, 16, v11
.LBB0_38:
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_40
	global_load_ushort v11, v[12:13], off offset:4
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v47, 16, v11
.LBB0_40:
	s_or_b64 exec, exec, s[0:1]
	v_mov_b32_e32 v107, 0
	v_mov_b32_e32 v106, v107
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_42
	global_load_ushort v11, v[12:13], off offset:6
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v106, 16, v11
.LBB0_42:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	v_mad_u64_u32 v[12:13], s[0:1], s20, v10, v[36:37]
	v_mul_lo_u32 v11, s20, v1
	v_mul_lo_u32 v14, s21, v10
	v_add3_u32 v13, v14, v13, v11
	v_lshl_add_u64 v[12:13], v[12:13], 1, s[50:51]
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_44
	global_load_ushort v11, v[12:13], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v107, 16, v11
.LBB0_44:
	s_or_b64 exec, exec, s[0:1]
	v_mov_b32_e32 v104, 0
	v_mov_b32_e32 v110, v104
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_46
	global_load_ushort v11, v[12:13], off offset:2
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v110, 16, v11
.LBB0_46:
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_48
	global_load_ushort v11, v[12:13], off offset:4
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v104, 16, v11
.LBB0_48:
	s_or_b64 exec, exec, s[0:1]
	v_mov_b32_e32 v48, 0
	v_mov_b32_e32 v108, v48
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_50
	global_load_ushort v11, v[12:13], off offset:6
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v108, 16, v11
.LBB0_50:
	s_or_b64 exec, exec, s[0:1]
	v_mad_u64_u32 v[12:13], s[0:1], s24, v10, v[38:39]
	v_mul_lo_u32 v1, s24, v1
	v_mul_lo_u32 v11, s25, v10
	v_add3_u32 v13, v11, v13, v1
	v_lshl_add_u64 v[12:13], v[12:13], 1, s[18:19]
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_52
	global_load_ushort v1, v[12:13], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v48, 16, v1
.LBB0_52:
	s_or_b64 exec, exec, s[0:1]
	v_mov_b32_e32 v16, 0
	v_mov_b32_e32 v49, v16
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_54
	global_load_ushort v1, v[12:13], off offset:2
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v49, 16, v1
.LBB0_54:
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_56
	global_load_ushort v1, v[12:13], off offset:4
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v16, 16, v1
.LBB0_56:
	s_or_b64 exec, exec, s[0:1]
	v_mov_b32_e32 v56, 0
	v_mov_b32_e32 v17, v56
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_58
	global_load_ushort v1, v[12:13], off offset:6
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v17, 16, v1
.LBB0_58:
	s_or_b64 exec, exec, s[0:1]
	v_add_u32_e32 v12, 4, v10
	v_ashrrev_i32_e32 v1, 31, v12
	v_mul_lo_u32 v11, s30, v1
	v_mul_lo_u32 v13, s31, v12
	v_mad_u64_u32 v[14:15], s[0:1], s30, v12, v[36:37]
	v_add3_u32 v15, v13, v15, v11
	v_cmp_gt_i32_e64 s[8:9], s75, v64
	v_lshl_add_u64 v[14:15], v[14:15], 1, s[48:49]
	s_and_saveexec_b64 s[0:1], s[8:9]
	s_cbranch_execz .LBB0_60
	global_load_ushort v11, v[14:15], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v56, 16, v11
.LBB0_60:
	s_or_b64 exec, exec, s[0:1]
	v_mov_b32_e32 v11, 0
	v_mov_b32_e32 v102, v11
	s_and_saveexec_b64 s[0:1], s[8:9]
	s_cbranch_execz .LBB0_62
	global_load_ushort v13, v[14:15], off offset:2
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v102, 16, v13
.LBB0_62:
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[0:1], s[8:9]
	s_cbranch_execz .LBB0_64
	global_load_ushort v11, v[14:15], off offset:4
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v11, 16, v11
.LBB0_64:
	s_or_b64 exec, exec, s[0:1]
	v_mov_b32_e32 v100, 0
	v_mov_b32_e32 v99, v100
	s_and_saveexec_b64 s[0:1], s[8:9]
	s_cbranch_execz .LBB0_66
	global_load_ushort v13, v[14:15], off offset:6
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v99, 16, v13
.LBB0_66:
	s_or_b64 exec, exec, s[0:1]
	v_mad_u64_u32 v[14:15], s[0:1], s20, v12, v[36:37]
	v_mul_lo_u32 v13, s20, v1
	v_mul_lo_u32 v50, s21, v12
	v_add3_u32 v15, v50, v15, v13
	v_lshl_add_u64 v[50:51], v[14:15], 1, s[50:51]
	s_and_saveexec_b64 s[0:1], s[8:9]
	s_cbranch_execz .LBB0_68
	global_load_ushort v13, v[50:51], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v100, 16, v13
.LBB0_68:
	s_or_b64 exec, exec, s[0:1]
	v_mov_b32_e32 v55, 0
	v_mov_b32_e32 v103, v55
	s_and_saveexec_b64 s[0:1], s[8:9]
	s_cbranch_execz .LBB0_70
	global_load_ushort v13, v[50:51], off offset:2
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v103, 16, v13
.LBB0_70:
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[0:1], s[8:9]
	s_cbranch_execz .LBB0_72
	global_load_ushort v13, v[50:51], off offset:4
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v55, 16, v13
.LBB0_72:
	s_or_b64 exec, exec, s[0:1]
	v_mov_b32_e32 v14, 0
	v_mov_b32_e32 v101, v14
	s_and_saveexec_b64 s[0:1], s[8:9]
	s_cbranch_execz .LBB0_74
	global_load_ushort v13, v[50:51], off offset:6
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v101, 16, v13
.LBB0_74:
	s_or_b64 exec, exec, s[0:1]
	v_mad_u64_u32 v[50:51], s[0:1], s24, v12, v[38:39]
	v_mul_lo_u32 v1, s24, v1
	v_mul_lo_u32 v12, s25, v12
	v_add3_u32 v51, v12, v51, v1
	v_lshl_add_u64 v[50:51], v[50:51], 1, s[18:19]
	s_and_saveexec_b64 s[0:1], s[8:9]
	s_cbranch_execz .LBB0_76
	global_load_ushort v1, v[50:51], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v14, 16, v1
.LBB0_76:
	s_or_b64 exec, exec, s[0:1]
	v_mov_b32_e32 v12, 0
	v_mov_b32_e32 v15, v12
	s_and_saveexec_b64 s[0:1], s[8:9]
	s_cbranch_execnz .LBB0_150
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[0:1], s[8:9]
	s_cbranch_execnz .LBB0_151
.LBB0_78:
	s_or_b64 exec, exec, s[0:1]
	v_mov_b32_e32 v13, 0
	s_and_saveexec_b64 s[0:1], s[8:9]
	s_cbranch_execnz .LBB0_152
.LBB0_79:
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[88:89], vcc
	s_cbranch_execnz .LBB0_153
.LBB0_80:
	s_or_b64 exec, exec, s[88:89]
	s_and_saveexec_b64 s[12:13], s[8:9]
	s_cbranch_execz .LBB0_82
.LBB0_81:
	v_mul_f32_e32 v1, v102, v102
	v_fmac_f32_e32 v1, v56, v56
	v_mul_f32_e32 v17, v103, v103
	v_fmac_f32_e32 v1, v11, v11
	v_fmac_f32_e32 v17, v100, v100
	v_fmac_f32_e32 v1, v99, v99
	v_fmac_f32_e32 v17, v55, v55
	ds_bpermute_b32 v16, v69, v1
	v_fmac_f32_e32 v17, v101, v101
	ds_bpermute_b32 v47, v69, v17
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v1, v1, v16
	ds_bpermute_b32 v16, v70, v1
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v17, v17, v47
	ds_bpermute_b32 v47, v70, v17
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v1, v1, v16
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v16, v17, v47
	ds_bpermute_b32 v17, v71, v1
	ds_bpermute_b32 v47, v71, v16
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v1, v1, v17
	ds_bpermute_b32 v17, v72, v1
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v16, v16, v47
	ds_bpermute_b32 v47, v72, v16
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v1, v1, v17
	ds_bpermute_b32 v17, v73, v1
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v16, v16, v47
	ds_bpermute_b32 v47, v73, v16
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v1, v1, v17
	v_add_f32_e32 v1, 0x358637bd, v1
	v_mul_f32_e32 v17, 0x4f800000, v1
	v_cmp_gt_f32_e32 vcc, s47, v1
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v16, v16, v47
	v_add_f32_e32 v16, 0x358637bd, v16
	v_cndmask_b32_e32 v1, v1, v17, vcc
	v_sqrt_f32_e32 v17, v1
	v_mul_f32_e32 v47, 0x4f800000, v16
	v_cmp_gt_f32_e64 s[0:1], s47, v16
	v_add_u32_e32 v48, 1, v17
	s_nop 0
	v_cndmask_b32_e64 v16, v16, v47, s[0:1]
	v_add_u32_e32 v47, -1, v17
	v_fma_f32 v49, -v47, v17, v1
	v_fma_f32 v50, -v48, v17, v1
	v_cmp_ge_f32_e64 s[8:9], 0, v49
	s_nop 1
	v_cndmask_b32_e64 v17, v17, v47, s[8:9]
	v_cmp_lt_f32_e64 s[8:9], 0, v50
	s_nop 1
	v_cndmask_b32_e64 v17, v17, v48, s[8:9]
	v_sqrt_f32_e32 v48, v16
	v_mul_f32_e32 v47, 0x37800000, v17
	v_cndmask_b32_e32 v17, v17, v47, vcc
	v_cmp_class_f32_e32 vcc, v1, v92
	s_nop 1
	v_cndmask_b32_e32 v1, v17, v1, vcc
	v_add_u32_e32 v17, -1, v48
	v_fma_f32 v47, -v17, v48, v16
	v_cmp_ge_f32_e32 vcc, 0, v47
	v_add_u32_e32 v47, 1, v48
	s_nop 0
	v_cndmask_b32_e32 v17, v48, v17, vcc
	v_fma_f32 v48, -v47, v48, v16
	v_cmp_lt_f32_e32 vcc, 0, v48
	v_div_scale_f32 v48, s[8:9], v1, v1, v102
	v_rcp_f32_e32 v49, v48
	v_cndmask_b32_e32 v17, v17, v47, vcc
	v_mul_f32_e32 v47, 0x37800000, v17
	v_cndmask_b32_e64 v17, v17, v47, s[0:1]
	v_cmp_class_f32_e32 vcc, v16, v92
	s_nop 1
	v_cndmask_b32_e32 v47, v17, v16, vcc
	v_fma_f32 v16, -v48, v49, 1.0
	v_fmac_f32_e32 v49, v16, v49
	v_div_scale_f32 v16, vcc, v102, v1, v102
	v_mul_f32_e32 v17, v16, v49
	v_fma_f32 v50, -v48, v17, v16
	v_fmac_f32_e32 v17, v50, v49
	v_fma_f32 v16, -v48, v17, v16
	v_div_scale_f32 v48, s[0:1], v1, v1, v56
	v_rcp_f32_e32 v50, v48
	v_div_fmas_f32 v16, v16, v49, v17
	v_div_fixup_f32 v17, v16, v1, v102
	v_fma_f32 v16, -v48, v50, 1.0
	v_fmac_f32_e32 v50, v16, v50
	v_div_scale_f32 v16, vcc, v56, v1, v56
	v_mul_f32_e32 v49, v16, v50
	v_fma_f32 v51, -v48, v49, v16
	v_fmac_f32_e32 v49, v51, v50
	v_div_scale_f32 v51, s[0:1], v47, v47, v103
	v_rcp_f32_e32 v102, v51
	v_fma_f32 v16, -v48, v49, v16
	v_div_fmas_f32 v16, v16, v50, v49
	v_div_fixup_f32 v16, v16, v1, v56
	v_pk_mul_f32 v[48:49], s[60:61], v[16:17]
	v_fma_f32 v16, -v51, v102, 1.0
	v_fmac_f32_e32 v102, v16, v102
	v_div_scale_f32 v16, vcc, v103, v47, v103
	v_mul_f32_e32 v17, v16, v102
	v_fma_f32 v50, -v51, v17, v16
	v_fmac_f32_e32 v17, v50, v102
	v_div_scale_f32 v50, s[0:1], v47, v47, v100
	v_fma_f32 v16, -v51, v17, v16
	v_rcp_f32_e32 v51, v50
	v_div_fmas_f32 v16, v16, v102, v17
	v_div_fixup_f32 v103, v16, v47, v103
	v_fma_f32 v16, -v50, v51, 1.0
	v_fmac_f32_e32 v51, v16, v51
	v_div_scale_f32 v16, vcc, v100, v47, v100
	v_mul_f32_e32 v17, v16, v51
	v_fma_f32 v56, -v50, v17, v16
	v_fmac_f32_e32 v17, v56, v51
	v_fma_f32 v16, -v50, v17, v16
	v_div_scale_f32 v50, s[0:1], v1, v1, v99
	v_rcp_f32_e32 v56, v50
	v_div_fmas_f32 v16, v16, v51, v17
	v_div_fixup_f32 v102, v16, v47, v100
	v_fma_f32 v16, -v50, v56, 1.0
	v_fmac_f32_e32 v56, v16, v56
	v_div_scale_f32 v16, vcc, v99, v1, v99
	v_mul_f32_e32 v17, v16, v56
	v_fma_f32 v51, -v50, v17, v16
	v_fmac_f32_e32 v17, v51, v56
	v_fma_f32 v16, -v50, v17, v16
	v_div_scale_f32 v50, s[0:1], v1, v1, v11
	v_rcp_f32_e32 v51, v50
	v_div_fmas_f32 v16, v16, v56, v17
	v_div_fixup_f32 v17, v16, v1, v99
	v_fma_f32 v16, -v50, v51, 1.0
	v_fmac_f32_e32 v51, v16, v51
	v_div_scale_f32 v16, vcc, v11, v1, v11
	v_mul_f32_e32 v56, v16, v51
	v_fma_f32 v99, -v50, v56, v16
	v_fmac_f32_e32 v56, v99, v51
	v_fma_f32 v16, -v50, v56, v16
	v_div_fmas_f32 v16, v16, v51, v56
	v_div_scale_f32 v56, s[0:1], v47, v47, v101
	v_rcp_f32_e32 v99, v56
	v_div_fixup_f32 v16, v16, v1, v11
	v_pk_mul_f32 v[50:51], s[60:61], v[16:17]
	ds_write_b128 v78, v[48:51]
	v_fma_f32 v1, -v56, v99, 1.0
	v_fmac_f32_e32 v99, v1, v99
	v_div_scale_f32 v1, vcc, v101, v47, v101
	v_mul_f32_e32 v11, v1, v99
	v_fma_f32 v16, -v56, v11, v1
	v_fmac_f32_e32 v11, v16, v99
	v_div_scale_f32 v16, s[0:1], v47, v47, v55
	v_rcp_f32_e32 v17, v16
	v_fma_f32 v1, -v56, v11, v1
	v_div_fmas_f32 v1, v1, v99, v11
	v_div_fixup_f32 v105, v1, v47, v101
	v_fma_f32 v1, -v16, v17, 1.0
	v_fmac_f32_e32 v17, v1, v17
	v_div_scale_f32 v1, vcc, v55, v47, v55
	v_mul_f32_e32 v11, v1, v17
	v_fma_f32 v48, -v16, v11, v1
	v_fmac_f32_e32 v11, v48, v17
	s_waitcnt vmcnt(0)
	v_pk_add_f32 v[48:49], v[2:3], v[14:15]
	v_fma_f32 v1, -v16, v11, v1
	v_pk_mul_f32 v[50:51], s[36:37], v[48:49]
	v_div_fmas_f32 v1, v1, v17, v11
	v_cmp_ngt_f32_e32 vcc, s17, v50
	v_div_fixup_f32 v104, v1, v47, v55
	ds_write_b128 v79, v[102:105]
	v_cndmask_b32_e32 v11, v65, v50, vcc
	v_cmp_ngt_f32_e32 vcc, s17, v51
	s_nop 1
	v_cndmask_b32_e32 v14, v65, v51, vcc
	v_cmp_nlt_f32_e32 vcc, s29, v14
	s_nop 1
	v_cndmask_b32_e32 v17, v66, v14, vcc
	v_cmp_nlt_f32_e32 vcc, s29, v11
	v_mov_b64_e32 v[14:15], s[56:57]
	s_nop 0
	v_cndmask_b32_e32 v16, v66, v11, vcc
	v_pk_fma_f32 v[100:101], v[16:17], s[16:17], v[14:15] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_add_f32 v[100:101], v[100:101], s[28:29] op_sel_hi:[1,0]
	s_nop 0
	v_cmp_o_f32_e32 vcc, v101, v101
	v_pk_fma_f32 v[104:105], v[100:101], s[42:43], v[16:17] op_sel_hi:[1,0,1]
	v_mov_b64_e32 v[16:17], s[62:63]
	v_cndmask_b32_e32 v11, 0, v101, vcc
	v_cmp_o_f32_e32 vcc, v100, v100
	v_cvt_i32_f32_e32 v11, v11
	v_ashrrev_i32_e32 v1, 1, v11
	v_cndmask_b32_e32 v56, 0, v100, vcc
	v_pk_mul_f32 v[100:101], v[100:101], s[44:45] op_sel_hi:[1,0]
	v_cvt_i32_f32_e32 v56, v56
	v_pk_add_f32 v[106:107], v[104:105], v[100:101]
	v_sub_u32_e32 v11, v11, v1
	v_pk_fma_f32 v[112:113], v[106:107], s[46:47], v[16:17] op_sel_hi:[1,0,0]
	v_pk_mul_f32 v[114:115], v[106:107], v[106:107]
	v_pk_fma_f32 v[112:113], v[112:113], v[106:107], s[64:65] op_sel_hi:[1,1,0]
	v_pk_add_f32 v[108:109], v[106:107], v[104:105] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_fma_f32 v[112:113], v[112:113], v[106:107], s[66:67] op_sel_hi:[1,1,0]
	v_pk_add_f32 v[110:111], v[100:101], v[108:109] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_fma_f32 v[112:113], v[112:113], v[106:107], s[68:69] op_sel_hi:[1,1,0]
	v_ashrrev_i32_e32 v55, 1, v56
	v_pk_fma_f32 v[112:113], v[112:113], v[106:107], 0.5 op_sel_hi:[1,1,0]
	v_lshl_add_u32 v102, v55, 23, 1.0
	v_pk_mul_f32 v[112:113], v[114:115], v[112:113]
	v_lshl_add_u32 v103, v1, 23, 1.0
	v_pk_add_f32 v[114:115], v[106:107], v[112:113]
	s_nop 0
	v_pk_add_f32 v[106:107], v[114:115], v[106:107] neg_lo:[0,1] neg_hi:[0,1]
	v_mov_b32_e32 v100, v115
	v_pk_add_f32 v[106:107], v[112:113], v[106:107] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[112:113], v[114:115], 1.0 op_sel_hi:[1,0]
	s_nop 0
	v_add_f32_e32 v47, -1.0, v112
	v_sub_f32_e32 v104, v114, v47
	v_mov_b32_e32 v47, v105
	v_pk_add_f32 v[116:117], v[112:113], v[46:47] op_sel:[1,0] op_sel_hi:[0,1]
	v_mov_b32_e32 v117, v109
	v_pk_add_f32 v[100:101], v[100:101], v[116:117] neg_lo:[0,1] neg_hi:[0,1]
	v_sub_u32_e32 v47, v56, v55
	v_mov_b32_e32 v111, v101
	v_pk_add_f32 v[106:107], v[110:111], v[106:107]
	v_mov_b32_e32 v105, v100
	v_pk_add_f32 v[100:101], v[104:105], v[106:107]
	v_lshl_add_u32 v105, v11, 23, 1.0
	v_pk_add_f32 v[100:101], v[112:113], v[100:101]
	v_lshl_add_u32 v104, v47, 23, 1.0
	v_pk_mul_f32 v[100:101], v[100:101], v[102:103]
	v_mov_b64_e32 v[110:111], s[72:73]
	v_pk_mul_f32 v[100:101], v[100:101], v[104:105]
	s_nop 0
	v_pk_add_f32 v[100:101], v[100:101], 1.0 op_sel_hi:[1,0]
	s_nop 0
	v_pk_mul_f32 v[102:103], v[100:101], s[70:71] op_sel_hi:[1,0]
	v_cmp_gt_f32_e32 vcc, s63, v100
	v_cmp_gt_f32_e64 s[0:1], s63, v101
	s_nop 0
	v_cndmask_b32_e32 v1, v100, v102, vcc
	v_cndmask_b32_e64 v11, v101, v103, s[0:1]
	v_add_u32_e32 v47, 0xc0cafb0d, v11
	v_add_u32_e32 v55, 0xc0cafb0d, v1
	v_and_b32_e32 v56, 0xff800000, v47
	v_and_b32_e32 v99, 0xff800000, v55
	v_sub_u32_e32 v103, v11, v56
	v_sub_u32_e32 v102, v1, v99
	v_pk_add_f32 v[102:103], v[102:103], -1.0 op_sel_hi:[1,0]
	v_cndmask_b32_e32 v11, 0, v95, vcc
	v_ashrrev_i32_e32 v55, 23, v55
	v_pk_add_f32 v[104:105], v[102:103], 2.0 op_sel_hi:[1,0]
	v_cndmask_b32_e64 v1, 0, v95, s[0:1]
	v_add_u32_e32 v11, v55, v11
	v_div_scale_f32 v55, s[0:1], v105, v105, v103
	v_rcp_f32_e32 v56, v55
	v_ashrrev_i32_e32 v47, 23, v47
	v_add_u32_e32 v1, v47, v1
	v_cvt_f32_i32_e32 v107, v1
	v_fma_f32 v1, -v55, v56, 1.0
	v_fmac_f32_e32 v56, v1, v56
	v_div_scale_f32 v1, vcc, v103, v105, v103
	v_cvt_f32_i32_e32 v106, v11
	v_mul_f32_e32 v11, v1, v56
	v_fma_f32 v47, -v55, v11, v1
	v_fmac_f32_e32 v11, v47, v56
	v_div_scale_f32 v47, s[0:1], v104, v104, v102
	v_fma_f32 v1, -v55, v11, v1
	v_rcp_f32_e32 v55, v47
	v_div_fmas_f32 v1, v1, v56, v11
	v_div_fixup_f32 v105, v1, v105, v103
	v_fma_f32 v1, -v47, v55, 1.0
	v_fmac_f32_e32 v55, v1, v55
	v_div_scale_f32 v1, vcc, v102, v104, v102
	v_mul_f32_e32 v11, v1, v55
	v_fma_f32 v56, -v47, v11, v1
	v_fmac_f32_e32 v11, v56, v55
	v_fma_f32 v1, -v47, v11, v1
	v_div_fmas_f32 v1, v1, v55, v11
	v_div_fixup_f32 v104, v1, v104, v102
	v_pk_mul_f32 v[108:109], v[104:105], v[104:105]
	v_cmp_neq_f32_e32 vcc, 0, v100
	v_pk_fma_f32 v[112:113], v[108:109], s[74:75], v[110:111] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_fma_f32 v[112:113], v[112:113], v[108:109], s[76:77] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[112:113], v[112:113], v[108:109], s[78:79] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[112:113], v[112:113], v[108:109], s[80:81] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_mul_f32 v[108:109], v[108:109], v[112:113] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_pk_add_f32 v[108:109], v[102:103], v[108:109]
	s_nop 0
	v_pk_fma_f32 v[102:103], v[104:105], v[108:109], v[102:103] neg_lo:[1,0,0] neg_hi:[1,0,0]
	s_nop 0
	v_pk_fma_f32 v[102:103], v[106:107], s[82:83], v[102:103] op_sel_hi:[1,0,1]
	s_nop 0
	v_pk_fma_f32 v[102:103], v[106:107], s[84:85], v[102:103] op_sel_hi:[1,0,1]
	s_nop 0
	v_cndmask_b32_e32 v1, v96, v102, vcc
	v_cmp_neq_f32_e32 vcc, 0, v101
	s_nop 1
	v_cndmask_b32_e32 v11, v96, v103, vcc
	v_cmp_neq_f32_e32 vcc, s65, v101
	s_nop 1
	v_cndmask_b32_e32 v11, v97, v11, vcc
	v_cmp_neq_f32_e32 vcc, s65, v100
	s_nop 1
	v_cndmask_b32_e32 v1, v97, v1, vcc
	v_cmp_ngt_f32_e32 vcc, 0, v100
	s_nop 1
	v_cndmask_b32_e32 v1, v98, v1, vcc
	v_cmp_ngt_f32_e32 vcc, 0, v101
	s_nop 1
	v_cndmask_b32_e32 v11, v98, v11, vcc
	v_cmp_u_f32_e32 vcc, v101, v101
	s_nop 1
	v_cndmask_b32_e32 v101, v11, v101, vcc
	v_cmp_u_f32_e32 vcc, v100, v100
	s_nop 1
	v_cndmask_b32_e32 v100, v1, v100, vcc
	v_pk_mul_f32 v[100:101], v[34:35], v[100:101]
	v_cmp_ge_f32_e32 vcc, s45, v51
	s_nop 1
	v_cndmask_b32_e32 v49, v49, v101, vcc
	v_cmp_ge_f32_e32 vcc, s38, v50
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v100, vcc
	v_pk_mul_f32 v[48:49], v[40:41], v[48:49]
	s_nop 0
	v_cmp_ngt_f32_e32 vcc, s17, v48
	s_nop 1
	v_cndmask_b32_e32 v1, v65, v48, vcc
	v_cmp_ngt_f32_e32 vcc, s17, v49
	s_nop 1
	v_cndmask_b32_e32 v11, v65, v49, vcc
	v_cmp_nlt_f32_e32 vcc, s29, v11
	s_nop 1
	v_cndmask_b32_e32 v49, v66, v11, vcc
	v_cmp_nlt_f32_e32 vcc, s29, v1
	s_nop 1
	v_cndmask_b32_e32 v48, v66, v1, vcc
	v_pk_fma_f32 v[50:51], v[48:49], s[16:17], v[14:15] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_add_f32 v[50:51], v[50:51], s[28:29] op_sel_hi:[1,0]
	s_nop 0
	v_pk_fma_f32 v[48:49], v[50:51], s[42:43], v[48:49] op_sel_hi:[1,0,1]
	v_pk_mul_f32 v[100:101], v[50:51], s[44:45] op_sel_hi:[1,0]
	v_cmp_o_f32_e32 vcc, v51, v51
	v_pk_add_f32 v[102:103], v[48:49], v[100:101]
	s_nop 0
	v_pk_add_f32 v[48:49], v[102:103], v[48:49] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_mul_f32 v[104:105], v[102:103], v[102:103]
	v_pk_add_f32 v[48:49], v[100:101], v[48:49] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_fma_f32 v[100:101], v[102:103], s[46:47], v[16:17] op_sel_hi:[1,0,0]
	v_cndmask_b32_e32 v1, 0, v51, vcc
	v_pk_fma_f32 v[100:101], v[100:101], v[102:103], s[64:65] op_sel_hi:[1,1,0]
	v_cmp_o_f32_e32 vcc, v50, v50
	v_pk_fma_f32 v[100:101], v[100:101], v[102:103], s[66:67] op_sel_hi:[1,1,0]
	v_cvt_i32_f32_e32 v1, v1
	v_pk_fma_f32 v[100:101], v[100:101], v[102:103], s[68:69] op_sel_hi:[1,1,0]
	v_cndmask_b32_e32 v11, 0, v50, vcc
	v_pk_fma_f32 v[100:101], v[100:101], v[102:103], 0.5 op_sel_hi:[1,1,0]
	v_cvt_i32_f32_e32 v11, v11
	v_pk_mul_f32 v[100:101], v[104:105], v[100:101]
	v_ashrrev_i32_e32 v47, 1, v1
	v_pk_add_f32 v[104:105], v[102:103], v[100:101]
	v_ashrrev_i32_e32 v50, 1, v11
	v_pk_add_f32 v[102:103], v[104:105], v[102:103] neg_lo:[0,1] neg_hi:[0,1]
	v_sub_u32_e32 v1, v1, v47
	v_pk_add_f32 v[100:101], v[100:101], v[102:103] neg_lo:[0,1] neg_hi:[0,1]
	v_sub_u32_e32 v11, v11, v50
	v_pk_add_f32 v[48:49], v[48:49], v[100:101]
	v_pk_add_f32 v[100:101], v[104:105], 1.0 op_sel_hi:[1,0]
	v_lshl_add_u32 v51, v47, 23, 1.0
	v_pk_add_f32 v[102:103], v[100:101], -1.0 op_sel_hi:[1,0]
	v_lshl_add_u32 v50, v50, 23, 1.0
	v_pk_add_f32 v[102:103], v[104:105], v[102:103] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_pk_add_f32 v[48:49], v[102:103], v[48:49]
	v_pk_add_f32 v[102:103], v[4:5], v[12:13]
	v_pk_add_f32 v[48:49], v[100:101], v[48:49]
	v_pk_mul_f32 v[104:105], s[36:37], v[102:103]
	v_lshl_add_u32 v101, v1, 23, 1.0
	v_cmp_ngt_f32_e32 vcc, s17, v104
	v_lshl_add_u32 v100, v11, 23, 1.0
	s_nop 0
	v_cndmask_b32_e32 v1, v65, v104, vcc
	v_cmp_ngt_f32_e32 vcc, s17, v105
	s_nop 1
	v_cndmask_b32_e32 v11, v65, v105, vcc
	v_cmp_nlt_f32_e32 vcc, s29, v11
	s_nop 1
	v_cndmask_b32_e32 v107, v66, v11, vcc
	v_cmp_nlt_f32_e32 vcc, s29, v1
	s_nop 1
	v_cndmask_b32_e32 v106, v66, v1, vcc
	v_pk_fma_f32 v[12:13], v[106:107], s[16:17], v[14:15] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_add_f32 v[108:109], v[12:13], s[28:29] op_sel_hi:[1,0]
	v_pk_mul_f32 v[12:13], v[48:49], v[50:51]
	v_pk_fma_f32 v[50:51], v[108:109], s[42:43], v[106:107] op_sel_hi:[1,0,1]
	v_pk_mul_f32 v[12:13], v[12:13], v[100:101]
	v_pk_mul_f32 v[100:101], v[108:109], s[44:45] op_sel_hi:[1,0]
	v_cmp_o_f32_e32 vcc, v109, v109
	v_pk_add_f32 v[106:107], v[50:51], v[100:101]
	s_nop 0
	v_pk_fma_f32 v[114:115], v[106:107], s[46:47], v[16:17] op_sel_hi:[1,0,0]
	v_pk_mul_f32 v[116:117], v[106:107], v[106:107]
	v_pk_fma_f32 v[114:115], v[114:115], v[106:107], s[64:65] op_sel_hi:[1,1,0]
	v_cndmask_b32_e32 v1, 0, v109, vcc
	v_pk_fma_f32 v[114:115], v[114:115], v[106:107], s[66:67] op_sel_hi:[1,1,0]
	v_cmp_o_f32_e32 vcc, v108, v108
	v_pk_fma_f32 v[114:115], v[114:115], v[106:107], s[68:69] op_sel_hi:[1,1,0]
	v_cvt_i32_f32_e32 v1, v1
	v_pk_fma_f32 v[114:115], v[114:115], v[106:107], 0.5 op_sel_hi:[1,1,0]
	v_cndmask_b32_e32 v11, 0, v108, vcc
	v_pk_mul_f32 v[114:115], v[116:117], v[114:115]
	v_pk_add_f32 v[108:109], v[106:107], v[50:51] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[116:117], v[106:107], v[114:115]
	v_cvt_i32_f32_e32 v11, v11
	v_pk_add_f32 v[106:107], v[116:117], v[106:107] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[112:113], v[100:101], v[108:109] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[106:107], v[114:115], v[106:107] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[114:115], v[116:117], 1.0 op_sel_hi:[1,0]
	v_mov_b32_e32 v100, v117
	v_add_f32_e32 v47, -1.0, v114
	v_sub_f32_e32 v50, v116, v47
	v_mov_b32_e32 v47, v51
	v_pk_add_f32 v[118:119], v[114:115], v[46:47] op_sel:[1,0] op_sel_hi:[0,1]
	v_mov_b32_e32 v119, v109
	v_pk_add_f32 v[100:101], v[100:101], v[118:119] neg_lo:[0,1] neg_hi:[0,1]
	v_ashrrev_i32_e32 v49, 1, v1
	v_mov_b32_e32 v113, v101
	v_pk_add_f32 v[106:107], v[112:113], v[106:107]
	v_mov_b32_e32 v51, v100
	v_ashrrev_i32_e32 v55, 1, v11
	v_pk_add_f32 v[50:51], v[50:51], v[106:107]
	v_lshl_add_u32 v48, v55, 23, 1.0
	v_pk_add_f32 v[50:51], v[114:115], v[50:51]
	v_sub_u32_e32 v11, v11, v55
	v_sub_u32_e32 v1, v1, v49
	v_lshl_add_u32 v49, v49, 23, 1.0
	v_lshl_add_u32 v101, v1, 23, 1.0
	v_lshl_add_u32 v100, v11, 23, 1.0
	v_pk_mul_f32 v[48:49], v[50:51], v[48:49]
	s_nop 0
	v_pk_mul_f32 v[48:49], v[48:49], v[100:101]
	s_nop 0
	v_pk_add_f32 v[48:49], v[48:49], 1.0 op_sel_hi:[1,0]
	s_nop 0
	v_pk_mul_f32 v[50:51], v[48:49], s[70:71] op_sel_hi:[1,0]
	v_cmp_gt_f32_e32 vcc, s63, v48
	v_cmp_gt_f32_e64 s[0:1], s63, v49
	s_nop 0
	v_cndmask_b32_e32 v1, v48, v50, vcc
	v_cndmask_b32_e64 v11, v49, v51, s[0:1]
	v_add_u32_e32 v47, 0xc0cafb0d, v11
	v_add_u32_e32 v55, 0xc0cafb0d, v1
	v_and_b32_e32 v50, 0xff800000, v47
	v_and_b32_e32 v56, 0xff800000, v55
	v_sub_u32_e32 v51, v11, v50
	v_sub_u32_e32 v50, v1, v56
	v_pk_add_f32 v[50:51], v[50:51], -1.0 op_sel_hi:[1,0]
	v_cndmask_b32_e32 v11, 0, v95, vcc
	v_ashrrev_i32_e32 v55, 23, v55
	v_pk_add_f32 v[100:101], v[50:51], 2.0 op_sel_hi:[1,0]
	v_cndmask_b32_e64 v1, 0, v95, s[0:1]
	v_add_u32_e32 v11, v55, v11
	v_div_scale_f32 v55, s[0:1], v101, v101, v51
	v_rcp_f32_e32 v56, v55
	v_ashrrev_i32_e32 v47, 23, v47
	v_add_u32_e32 v1, v47, v1
	v_cvt_f32_i32_e32 v107, v1
	v_fma_f32 v1, -v55, v56, 1.0
	v_fmac_f32_e32 v56, v1, v56
	v_div_scale_f32 v1, vcc, v51, v101, v51
	v_cvt_f32_i32_e32 v106, v11
	v_mul_f32_e32 v11, v1, v56
	v_fma_f32 v47, -v55, v11, v1
	v_fmac_f32_e32 v11, v47, v56
	v_div_scale_f32 v47, s[0:1], v100, v100, v50
	v_fma_f32 v1, -v55, v11, v1
	v_rcp_f32_e32 v55, v47
	v_div_fmas_f32 v1, v1, v56, v11
	v_div_fixup_f32 v101, v1, v101, v51
	v_fma_f32 v1, -v47, v55, 1.0
	v_fmac_f32_e32 v55, v1, v55
	v_div_scale_f32 v1, vcc, v50, v100, v50
	v_mul_f32_e32 v11, v1, v55
	v_fma_f32 v56, -v47, v11, v1
	v_fmac_f32_e32 v11, v56, v55
	v_fma_f32 v1, -v47, v11, v1
	v_div_fmas_f32 v1, v1, v55, v11
	v_div_fixup_f32 v100, v1, v100, v50
	v_pk_mul_f32 v[108:109], v[100:101], v[100:101]
	v_cmp_neq_f32_e32 vcc, 0, v48
	v_pk_fma_f32 v[110:111], v[108:109], s[74:75], v[110:111] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_fma_f32 v[110:111], v[110:111], v[108:109], s[76:77] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[110:111], v[110:111], v[108:109], s[78:79] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[110:111], v[110:111], v[108:109], s[80:81] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_mul_f32 v[108:109], v[108:109], v[110:111] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_pk_add_f32 v[108:109], v[50:51], v[108:109]
	s_nop 0
	v_pk_fma_f32 v[50:51], v[100:101], v[108:109], v[50:51] neg_lo:[1,0,0] neg_hi:[1,0,0]
	s_nop 0
	v_pk_fma_f32 v[50:51], v[106:107], s[82:83], v[50:51] op_sel_hi:[1,0,1]
	s_nop 0
	v_pk_fma_f32 v[50:51], v[106:107], s[84:85], v[50:51] op_sel_hi:[1,0,1]
	s_nop 0
	v_cndmask_b32_e32 v1, v96, v50, vcc
	v_cmp_neq_f32_e32 vcc, 0, v49
	s_nop 1
	v_cndmask_b32_e32 v11, v96, v51, vcc
	v_cmp_neq_f32_e32 vcc, s65, v49
	s_nop 1
	v_cndmask_b32_e32 v11, v97, v11, vcc
	v_cmp_neq_f32_e32 vcc, s65, v48
	s_nop 1
	v_cndmask_b32_e32 v1, v97, v1, vcc
	v_cmp_ngt_f32_e32 vcc, 0, v48
	s_nop 1
	v_cndmask_b32_e32 v1, v98, v1, vcc
	v_cmp_ngt_f32_e32 vcc, 0, v49
	s_nop 1
	v_cndmask_b32_e32 v11, v98, v11, vcc
	v_cmp_u_f32_e32 vcc, v49, v49
	s_nop 1
	v_cndmask_b32_e32 v49, v11, v49, vcc
	v_cmp_u_f32_e32 vcc, v48, v48
	s_nop 1
	v_cndmask_b32_e32 v48, v1, v48, vcc
	v_pk_mul_f32 v[48:49], v[34:35], v[48:49]
	v_cmp_ge_f32_e32 vcc, s45, v105
	s_nop 1
	v_cndmask_b32_e32 v49, v103, v49, vcc
	v_cmp_ge_f32_e32 vcc, s38, v104
	s_nop 1
	v_cndmask_b32_e32 v48, v102, v48, vcc
	v_pk_mul_f32 v[48:49], v[40:41], v[48:49]
	s_nop 0
	v_cmp_ngt_f32_e32 vcc, s17, v48
	s_nop 1
	v_cndmask_b32_e32 v1, v65, v48, vcc
	v_cmp_ngt_f32_e32 vcc, s17, v49
	s_nop 1
	v_cndmask_b32_e32 v11, v65, v49, vcc
	v_cmp_nlt_f32_e32 vcc, s29, v11
	s_nop 1
	v_cndmask_b32_e32 v49, v66, v11, vcc
	v_cmp_nlt_f32_e32 vcc, s29, v1
	s_nop 1
	v_cndmask_b32_e32 v48, v66, v1, vcc
	v_pk_fma_f32 v[14:15], v[48:49], s[16:17], v[14:15] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_add_f32 v[14:15], v[14:15], s[28:29] op_sel_hi:[1,0]
	s_nop 0
	v_pk_fma_f32 v[48:49], v[14:15], s[42:43], v[48:49] op_sel_hi:[1,0,1]
	v_pk_mul_f32 v[50:51], v[14:15], s[44:45] op_sel_hi:[1,0]
	v_cmp_o_f32_e32 vcc, v15, v15
	v_pk_add_f32 v[100:101], v[48:49], v[50:51]
	s_nop 0
	v_pk_fma_f32 v[16:17], v[100:101], s[46:47], v[16:17] op_sel_hi:[1,0,0]
	v_pk_add_f32 v[48:49], v[100:101], v[48:49] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_fma_f32 v[16:17], v[16:17], v[100:101], s[64:65] op_sel_hi:[1,1,0]
	v_pk_add_f32 v[48:49], v[50:51], v[48:49] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_fma_f32 v[16:17], v[16:17], v[100:101], s[66:67] op_sel_hi:[1,1,0]
	v_pk_mul_f32 v[50:51], v[100:101], v[100:101]
	v_pk_fma_f32 v[16:17], v[16:17], v[100:101], s[68:69] op_sel_hi:[1,1,0]
	v_cndmask_b32_e32 v1, 0, v15, vcc
	v_pk_fma_f32 v[16:17], v[16:17], v[100:101], 0.5 op_sel_hi:[1,1,0]
	v_cmp_o_f32_e32 vcc, v14, v14
	v_pk_mul_f32 v[16:17], v[50:51], v[16:17]
	v_cvt_i32_f32_e32 v1, v1
	v_pk_add_f32 v[50:51], v[100:101], v[16:17]
	v_cndmask_b32_e32 v11, 0, v14, vcc
	v_pk_add_f32 v[100:101], v[50:51], v[100:101] neg_lo:[0,1] neg_hi:[0,1]
	v_cvt_i32_f32_e32 v11, v11
	v_pk_add_f32 v[16:17], v[16:17], v[100:101] neg_lo:[0,1] neg_hi:[0,1]
	v_ashrrev_i32_e32 v47, 1, v11
	v_pk_add_f32 v[16:17], v[48:49], v[16:17]
	v_pk_add_f32 v[48:49], v[50:51], 1.0 op_sel_hi:[1,0]
	v_sub_u32_e32 v11, v11, v47
	v_pk_add_f32 v[100:101], v[48:49], -1.0 op_sel_hi:[1,0]
	s_nop 0
	v_pk_add_f32 v[50:51], v[50:51], v[100:101] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_pk_add_f32 v[14:15], v[50:51], v[16:17]
	v_ashrrev_i32_e32 v16, 1, v1
	v_pk_add_f32 v[14:15], v[48:49], v[14:15]
	v_sub_u32_e32 v1, v1, v16
	v_lshl_add_u32 v17, v16, 23, 1.0
	v_lshl_add_u32 v16, v47, 23, 1.0
	v_lshl_add_u32 v49, v1, 23, 1.0
	v_lshl_add_u32 v48, v11, 23, 1.0
	v_pk_mul_f32 v[14:15], v[14:15], v[16:17]
	s_nop 0
	v_pk_mul_f32 v[14:15], v[14:15], v[48:49]
	ds_write_b128 v77, v[12:15]
.LBB0_82:
	s_or_b64 exec, exec, s[12:13]
	v_add_u32_e32 v12, 8, v10
	v_ashrrev_i32_e32 v1, 31, v12
	v_mul_lo_u32 v11, s30, v1
	v_mul_lo_u32 v13, s31, v12
	v_mad_u64_u32 v[14:15], s[0:1], s30, v12, v[36:37]
	v_add3_u32 v15, v13, v15, v11
	v_mov_b32_e32 v107, 0
	v_cmp_gt_i32_e32 vcc, s75, v80
	v_lshl_add_u64 v[14:15], v[14:15], 1, s[48:49]
	v_mov_b32_e32 v106, v107
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_84
	global_load_ushort v11, v[14:15], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v106, 16, v11
.LBB0_84:
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_86
	global_load_ushort v11, v[14:15], off offset:2
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v107, 16, v11
.LBB0_86:
	s_or_b64 exec, exec, s[0:1]
	v_mov_b32_e32 v104, 0
	v_mov_b32_e32 v47, v104
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_88
	global_load_ushort v11, v[14:15], off offset:4
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v47, 16, v11
.LBB0_88:
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_90
	global_load_ushort v11, v[14:15], off offset:6
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v104, 16, v11
.LBB0_90:
	s_or_b64 exec, exec, s[0:1]
	v_mad_u64_u32 v[14:15], s[0:1], s20, v12, v[36:37]
	v_mul_lo_u32 v11, s20, v1
	v_mul_lo_u32 v13, s21, v12
	v_add3_u32 v15, v13, v15, v11
	v_mov_b32_e32 v109, 0
	v_lshl_add_u64 v[14:15], v[14:15], 1, s[50:51]
	v_mov_b32_e32 v108, v109
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_92
	global_load_ushort v11, v[14:15], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v108, 16, v11
.LBB0_92:
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_94
	global_load_ushort v11, v[14:15], off offset:2
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v109, 16, v11
.LBB0_94:
	s_or_b64 exec, exec, s[0:1]
	v_mov_b32_e32 v105, 0
	v_mov_b32_e32 v103, v105
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_96
	global_load_ushort v11, v[14:15], off offset:4
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v103, 16, v11
.LBB0_96:
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_98
	global_load_ushort v11, v[14:15], off offset:6
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v105, 16, v11
.LBB0_98:
	s_or_b64 exec, exec, s[0:1]
	v_mad_u64_u32 v[14:15], s[0:1], s24, v12, v[38:39]
	v_mul_lo_u32 v1, s24, v1
	v_mul_lo_u32 v11, s25, v12
	v_add3_u32 v15, v11, v15, v1
	v_mov_b32_e32 v17, 0
	v_lshl_add_u64 v[12:13], v[14:15], 1, s[18:19]
	v_mov_b32_e32 v16, v17
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_100
	global_load_ushort v1, v[12:13], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v16, 16, v1
.LBB0_100:
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_102
	global_load_ushort v1, v[12:13], off offset:2
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v17, 16, v1
.LBB0_102:
	s_or_b64 exec, exec, s[0:1]
	v_mov_b32_e32 v15, 0
	v_mov_b32_e32 v14, v15
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_104
	global_load_ushort v1, v[12:13], off offset:4
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v14, 16, v1
.LBB0_104:
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_106
	global_load_ushort v1, v[12:13], off offset:6
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v15, 16, v1
.LBB0_106:
	s_or_b64 exec, exec, s[0:1]
	v_add_u32_e32 v10, 12, v10
	v_ashrrev_i32_e32 v1, 31, v10
	v_mul_lo_u32 v11, s30, v1
	v_mul_lo_u32 v48, s31, v10
	v_mad_u64_u32 v[12:13], s[0:1], s30, v10, v[36:37]
	v_add3_u32 v13, v48, v13, v11
	v_mov_b32_e32 v100, 0
	v_cmp_gt_i32_e64 s[8:9], s75, v81
	v_lshl_add_u64 v[12:13], v[12:13], 1, s[48:49]
	v_mov_b32_e32 v99, v100
	s_and_saveexec_b64 s[0:1], s[8:9]
	s_cbranch_execz .LBB0_108
	global_load_ushort v11, v[12:13], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v99, 16, v11
.LBB0_108:
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[0:1], s[8:9]
	s_cbranch_execz .LBB0_110
	global_load_ushort v11, v[12:13], off offset:2
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v100, 16, v11
.LBB0_110:
	s_or_b64 exec, exec, s[0:1]
	v_mov_b32_e32 v51, 0
	v_mov_b32_e32 v50, v51
	s_and_saveexec_b64 s[0:1], s[8:9]
	s_cbranch_execz .LBB0_112
	global_load_ushort v11, v[12:13], off offset:4
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v50, 16, v11
.LBB0_112:
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[0:1], s[8:9]
	s_cbranch_execz .LBB0_114
	global_load_ushort v11, v[12:13], off offset:6
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v51, 16, v11
.LBB0_114:
	s_or_b64 exec, exec, s[0:1]
	v_mad_u64_u32 v[12:13], s[0:1], s20, v10, v[36:37]
	v_mul_lo_u32 v11, s20, v1
	v_mul_lo_u32 v48, s21, v10
	v_add3_u32 v13, v48, v13, v11
	v_mov_b32_e32 v102, 0
	v_lshl_add_u64 v[12:13], v[12:13], 1, s[50:51]
	v_mov_b32_e32 v101, v102
	s_and_saveexec_b64 s[0:1], s[8:9]
	s_cbranch_execz .LBB0_116
	global_load_ushort v11, v[12:13], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v101, 16, v11
.LBB0_116:
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[0:1], s[8:9]
	s_cbranch_execz .LBB0_118
	global_load_ushort v11, v[12:13], off offset:2
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v102, 16, v11
.LBB0_118:
	s_or_b64 exec, exec, s[0:1]
	v_mov_b32_e32 v56, 0
	v_mov_b32_e32 v55, v56
	s_and_saveexec_b64 s[0:1], s[8:9]
	s_cbranch_execz .LBB0_120
	global_load_ushort v11, v[12:13], off offset:4
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v55, 16, v11
.LBB0_120:
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[0:1], s[8:9]
	s_cbranch_execz .LBB0_122
	global_load_ushort v11, v[12:13], off offset:6
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v56, 16, v11
.LBB0_122:
	s_or_b64 exec, exec, s[0:1]
	v_mad_u64_u32 v[12:13], s[0:1], s24, v10, v[38:39]
	v_mul_lo_u32 v1, s24, v1
	v_mul_lo_u32 v10, s25, v10
	v_add3_u32 v13, v10, v13, v1
	v_mov_b32_e32 v11, 0
	v_lshl_add_u64 v[48:49], v[12:13], 1, s[18:19]
	v_mov_b32_e32 v10, v11
	s_and_saveexec_b64 s[0:1], s[8:9]
	s_cbranch_execz .LBB0_124
	global_load_ushort v1, v[48:49], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v10, 16, v1
.LBB0_124:
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[0:1], s[8:9]
	s_cbranch_execz .LBB0_126
	global_load_ushort v1, v[48:49], off offset:2
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v11, 16, v1
.LBB0_126:
	s_or_b64 exec, exec, s[0:1]
	v_mov_b32_e32 v13, 0
	v_mov_b32_e32 v12, v13
	s_and_saveexec_b64 s[0:1], s[8:9]
	s_cbranch_execnz .LBB0_154
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[0:1], s[8:9]
	s_cbranch_execnz .LBB0_155
.LBB0_128:
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[88:89], vcc
	s_cbranch_execnz .LBB0_156
.LBB0_129:
	s_or_b64 exec, exec, s[88:89]
	s_and_saveexec_b64 s[12:13], s[8:9]
	s_cbranch_execnz .LBB0_157
.LBB0_130:
	s_or_b64 exec, exec, s[12:13]
	s_and_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execnz .LBB0_158
.LBB0_131:
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execnz .LBB0_159
.LBB0_132:
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[0:1], s[4:5]
.LBB0_133:
	ds_write_b32 v94, v52
.LBB0_134:
	s_or_b64 exec, exec, s[0:1]
	s_cmp_lt_i32 s73, 1
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_27
	v_med3_i32 v1, s33, 1, 16
	s_mov_b32 s2, 0
	s_branch .LBB0_137
.LBB0_136:
	s_add_i32 s2, s2, 1
	v_cmp_eq_u32_e32 vcc, s2, v1
	s_cbranch_vccnz .LBB0_27
.LBB0_137:
	s_lshl_b32 s1, s2, 2
	v_mov_b32_e32 v10, s1
	ds_read_b32 v10, v10 offset:34944
	s_and_b64 s[4:5], s[40:41], exec
	s_waitcnt lgkmcnt(0)
	v_readfirstlane_b32 s0, v10
	s_cselect_b32 s0, s0, s2
	s_add_i32 s3, s0, s71
	s_cmp_lg_u32 s2, 0
	s_cselect_b64 s[4:5], -1, 0
	s_and_b64 s[4:5], s[40:41], s[4:5]
	s_and_b64 vcc, exec, s[4:5]
	s_cbranch_vccz .LBB0_144
	s_add_i32 s1, s1, 0x8880
	s_lshl_b32 s4, s3, 2
	s_add_i32 s1, s1, -4
	v_mov_b32_e32 v10, s4
	v_mov_b32_e32 v11, s1
	ds_read_b32 v10, v10 offset:35008
	ds_read_b32 v11, v11
	s_waitcnt lgkmcnt(1)
	v_readfirstlane_b32 s1, v10
	s_waitcnt lgkmcnt(0)
	v_cmp_ne_u32_e32 vcc, v10, v11
	s_cbranch_vccz .LBB0_144
	s_barrier
	ds_read2st64_b32 v[6:7], v90 offset1:2
	ds_read2st64_b32 v[8:9], v90 offset0:4 offset1:6
	ds_read2st64_b32 v[18:19], v90 offset0:8 offset1:10
	ds_read2st64_b32 v[20:21], v90 offset0:12 offset1:14
	ds_read2st64_b32 v[24:25], v90 offset0:16 offset1:18
	ds_read2st64_b32 v[26:27], v90 offset0:20 offset1:22
	ds_read2st64_b32 v[28:29], v90 offset0:24 offset1:26
	ds_read2st64_b32 v[30:31], v90 offset0:28 offset1:30
	s_cmp_gt_u32 s1, 0x7ffffffe
	s_cbranch_scc1 .LBB0_144
	s_lshl_b32 s4, s1, 2
	v_mov_b32_e32 v10, s4
	ds_read_b32 v11, v10 offset:34880
	s_add_i32 s1, s1, 1
	s_mov_b32 s4, 0
	v_mov_b32_e32 v10, v91
	s_waitcnt lgkmcnt(0)
	v_readfirstlane_b32 s5, v11
	v_mov_b32_e32 v11, v89
	s_branch .LBB0_142
.LBB0_141:
	s_add_i32 s4, s4, 1
	v_add_u32_e32 v11, 64, v11
	s_cmp_eq_u32 s1, s4
	v_add_u32_e32 v10, 0x200, v10
	s_cbranch_scc1 .LBB0_144
.LBB0_142:
	s_lshr_b32 s6, s5, s4
	s_bitcmp0_b32 s6, 0
	s_cbranch_scc1 .LBB0_141
	ds_read_b32 v16, v11
	ds_read_b128 v[12:15], v10
	ds_read_b128 v[48:51], v10 offset:8192
	ds_read_b128 v[52:55], v10 offset:8320
	ds_read_b128 v[100:103], v10 offset:128
	s_waitcnt lgkmcnt(3)
	v_pk_mul_f32 v[6:7], v[6:7], v[12:13]
	v_pk_mul_f32 v[8:9], v[8:9], v[14:15]
	s_waitcnt lgkmcnt(2)
	v_pk_fma_f32 v[6:7], v[48:49], v[16:17], v[6:7] op_sel_hi:[1,0,1]
	s_waitcnt lgkmcnt(0)
	v_pk_mul_f32 v[12:13], v[18:19], v[100:101]
	v_pk_fma_f32 v[8:9], v[50:51], v[16:17], v[8:9] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[18:19], v[52:53], v[16:17], v[12:13] op_sel_hi:[1,0,1]
	ds_read_b128 v[12:15], v10 offset:256
	v_pk_mul_f32 v[20:21], v[20:21], v[102:103]
	ds_read_b128 v[48:51], v10 offset:8448
	ds_read_b128 v[100:103], v10 offset:8576
	v_pk_fma_f32 v[20:21], v[54:55], v[16:17], v[20:21] op_sel_hi:[1,0,1]
	ds_read_b128 v[52:55], v10 offset:384
	s_waitcnt lgkmcnt(3)
	v_pk_mul_f32 v[12:13], v[24:25], v[12:13]
	s_waitcnt lgkmcnt(2)
	v_pk_fma_f32 v[24:25], v[48:49], v[16:17], v[12:13] op_sel_hi:[1,0,1]
	v_pk_mul_f32 v[12:13], v[26:27], v[14:15]
	s_nop 0
	v_pk_fma_f32 v[26:27], v[50:51], v[16:17], v[12:13] op_sel_hi:[1,0,1]
	s_waitcnt lgkmcnt(0)
	v_pk_mul_f32 v[12:13], v[28:29], v[52:53]
	s_nop 0
	v_pk_fma_f32 v[28:29], v[100:101], v[16:17], v[12:13] op_sel_hi:[1,0,1]
	v_pk_mul_f32 v[12:13], v[30:31], v[54:55]
	s_nop 0
	v_pk_fma_f32 v[30:31], v[102:103], v[16:17], v[12:13] op_sel_hi:[1,0,1]
	s_branch .LBB0_141
.LBB0_144:
	v_lshlrev_b32_e32 v10, 2, v22
	v_lshl_or_b32 v47, s0, 9, v10
	ds_read_b128 v[10:13], v47
	ds_read_b128 v[14:17], v47 offset:128
	ds_read_b128 v[100:103], v47 offset:256
	v_lshl_add_u32 v56, s0, 6, v58
	s_lshl_b32 s0, s0, 2
	s_waitcnt lgkmcnt(2)
	v_pk_mul_f32 v[48:49], v[6:7], v[10:11]
	v_pk_mul_f32 v[50:51], v[8:9], v[12:13]
	s_waitcnt lgkmcnt(1)
	v_pk_mul_f32 v[52:53], v[18:19], v[14:15]
	v_pk_mul_f32 v[54:55], v[20:21], v[16:17]
	ds_read_b128 v[6:9], v47 offset:8192
	ds_read_b128 v[104:107], v47 offset:384
	ds_read_b128 v[18:21], v47 offset:8320
	ds_read_b128 v[14:17], v47 offset:8448
	ds_read_b128 v[10:13], v47 offset:8576
	ds_read_b32 v56, v56
	s_waitcnt lgkmcnt(6)
	v_pk_mul_f32 v[24:25], v[24:25], v[100:101]
	v_pk_mul_f32 v[26:27], v[26:27], v[102:103]
	s_waitcnt lgkmcnt(5)
	v_mov_b32_e32 v100, v7
	s_waitcnt lgkmcnt(3)
	v_mov_b32_e32 v101, v19
	v_mov_b32_e32 v102, v49
	v_mov_b32_e32 v103, v53
	v_pk_mul_f32 v[28:29], v[28:29], v[104:105]
	v_pk_mul_f32 v[100:101], v[100:101], v[102:103]
	v_mov_b32_e32 v102, v6
	v_mov_b32_e32 v103, v18
	v_mov_b32_e32 v104, v48
	v_mov_b32_e32 v105, v52
	v_pk_fma_f32 v[100:101], v[102:103], v[104:105], v[100:101]
	v_mov_b32_e32 v102, v8
	v_mov_b32_e32 v103, v20
	v_mov_b32_e32 v104, v50
	v_mov_b32_e32 v105, v54
	v_pk_fma_f32 v[100:101], v[102:103], v[104:105], v[100:101]
	v_mov_b32_e32 v102, v9
	v_mov_b32_e32 v103, v21
	v_mov_b32_e32 v104, v51
	v_mov_b32_e32 v105, v55
	v_pk_fma_f32 v[100:101], v[102:103], v[104:105], v[100:101]
	s_waitcnt lgkmcnt(2)
	v_mov_b32_e32 v102, v15
	s_waitcnt lgkmcnt(1)
	v_mov_b32_e32 v103, v11
	v_mov_b32_e32 v104, v25
	v_mov_b32_e32 v105, v29
	v_pk_mul_f32 v[30:31], v[30:31], v[106:107]
	v_pk_mul_f32 v[102:103], v[102:103], v[104:105]
	v_mov_b32_e32 v104, v14
	v_mov_b32_e32 v105, v10
	v_mov_b32_e32 v106, v24
	v_mov_b32_e32 v107, v28
	v_pk_fma_f32 v[102:103], v[104:105], v[106:107], v[102:103]
	v_mov_b32_e32 v104, v16
	v_mov_b32_e32 v105, v12
	v_mov_b32_e32 v106, v26
	v_mov_b32_e32 v107, v30
	v_pk_fma_f32 v[102:103], v[104:105], v[106:107], v[102:103]
	v_mov_b32_e32 v104, v17
	v_mov_b32_e32 v105, v13
	v_mov_b32_e32 v106, v27
	v_mov_b32_e32 v107, v31
	v_pk_fma_f32 v[102:103], v[104:105], v[106:107], v[102:103]
	s_nop 0
	v_pk_add_f32 v[100:101], v[100:101], v[102:103]
	s_nop 0
	v_add_f32_e32 v99, v100, v101
	ds_bpermute_b32 v100, v71, v99
	v_mov_b32_e32 v101, s0
	ds_read_b32 v101, v101 offset:34816
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v99, v99, v100
	ds_bpermute_b32 v100, v72, v99
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v99, v99, v100
	ds_bpermute_b32 v100, v73, v99
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v99, v99, v100
	v_sub_f32_e32 v56, v56, v99
	v_mul_f32_e32 v56, v101, v56
	s_and_saveexec_b64 s[0:1], s[52:53]
	v_lshl_add_u32 v99, s3, 6, v89
	ds_write_b32 v99, v56
	s_or_b64 exec, exec, s[0:1]
	v_add_u32_e32 v47, 0x2000, v47
	v_pk_fma_f32 v[6:7], v[6:7], v[56:57], v[48:49] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[8:9], v[8:9], v[56:57], v[50:51] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[18:19], v[18:19], v[56:57], v[52:53] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[20:21], v[20:21], v[56:57], v[54:55] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[24:25], v[14:15], v[56:57], v[24:25] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[26:27], v[16:17], v[56:57], v[26:27] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[28:29], v[10:11], v[56:57], v[28:29] op_sel_hi:[1,0,1]
	ds_read_b128 v[14:17], v47 offset:8192
	v_pk_fma_f32 v[30:31], v[12:13], v[56:57], v[30:31] op_sel_hi:[1,0,1]
	ds_read_b128 v[10:13], v47 offset:8320
	ds_read_b128 v[48:51], v47 offset:8448
	ds_read_b128 v[52:55], v47 offset:8576
	s_waitcnt lgkmcnt(2)
	v_mul_f32_e32 v11, v19, v11
	v_fmac_f32_e32 v11, v10, v18
	v_mul_f32_e32 v15, v7, v15
	v_fmac_f32_e32 v11, v12, v20
	s_waitcnt lgkmcnt(1)
	v_mul_f32_e32 v10, v25, v49
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v12, v29, v53
	v_fmac_f32_e32 v15, v14, v6
	v_fmac_f32_e32 v10, v48, v24
	v_fmac_f32_e32 v12, v52, v28
	v_fmac_f32_e32 v15, v16, v8
	v_fmac_f32_e32 v10, v50, v26
	v_fmac_f32_e32 v12, v54, v30
	v_fmac_f32_e32 v15, v17, v9
	v_fmac_f32_e32 v11, v13, v21
	v_fmac_f32_e32 v10, v51, v27
	v_fmac_f32_e32 v12, v55, v31
	v_add_f32_e32 v10, v15, v10
	v_add_f32_e32 v11, v11, v12
	v_add_f32_e32 v10, v10, v11
	ds_bpermute_b32 v11, v71, v10
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v10, v10, v11
	ds_bpermute_b32 v11, v72, v10
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v10, v10, v11
	ds_bpermute_b32 v11, v73, v10
	s_and_saveexec_b64 s[0:1], s[10:11]
	s_cbranch_execz .LBB0_148
	s_add_i32 s4, s3, s34
	s_ashr_i32 s5, s4, 31
	s_mul_i32 s5, s54, s5
	s_mul_hi_u32 s6, s54, s4
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v10, v10, v11
	s_add_i32 s5, s6, s5
	s_mul_i32 s6, s55, s4
	v_bfe_u32 v11, v10, 16, 1
	s_add_i32 s5, s5, s6
	s_mul_i32 s4, s54, s4
	v_add3_u32 v11, v11, v10, s67
	v_or_b32_e32 v12, 0x400000, v10
	v_cmp_u_f32_e32 vcc, v10, v10
	s_nop 1
	v_cndmask_b32_e32 v12, v11, v12, vcc
	v_lshl_add_u64 v[10:11], s[4:5], 1, v[42:43]
	global_store_short_d16_hi v[10:11], v12, off
.LBB0_148:
	s_or_b64 exec, exec, s[0:1]
	s_cmp_ge_i32 s3, s57
	s_cselect_b64 s[0:1], -1, 0
	s_or_b64 s[0:1], s[86:87], s[0:1]
	s_and_b64 vcc, exec, s[0:1]
	s_cbranch_vccnz .LBB0_136
	v_bfe_u32 v12, v9, 16, 1
	v_add3_u32 v12, v12, v9, s67
	v_or_b32_e32 v13, 0x400000, v9
	v_cmp_u_f32_e32 vcc, v9, v9
	v_or_b32_e32 v14, 0x400000, v8
	s_ashr_i32 s0, s3, 31
	v_cndmask_b32_e32 v12, v12, v13, vcc
	v_bfe_u32 v13, v8, 16, 1
	v_add3_u32 v13, v13, v8, s67
	v_cmp_u_f32_e32 vcc, v8, v8
	v_or_b32_e32 v15, 0x400000, v7
	s_mul_hi_u32 s1, s58, s3
	v_cndmask_b32_e32 v13, v13, v14, vcc
	v_bfe_u32 v14, v7, 16, 1
	v_add3_u32 v14, v14, v7, s67
	v_cmp_u_f32_e32 vcc, v7, v7
	s_mul_i32 s0, s58, s0
	s_add_i32 s0, s1, s0
	v_cndmask_b32_e32 v14, v14, v15, vcc
	v_bfe_u32 v15, v6, 16, 1
	s_mul_i32 s1, s59, s3
	v_add3_u32 v15, v15, v6, s67
	v_or_b32_e32 v16, 0x400000, v6
	v_cmp_u_f32_e32 vcc, v6, v6
	s_add_i32 s1, s0, s1
	s_mul_i32 s0, s58, s3
	v_cndmask_b32_e32 v15, v15, v16, vcc
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[10:11], s[0:1], 1, v[44:45]
	v_perm_b32 v13, v12, v13, s69
	v_perm_b32 v12, v14, v15, s69
	global_store_dwordx2 v[10:11], v[12:13], off
	v_bfe_u32 v12, v21, 16, 1
	v_add3_u32 v12, v12, v21, s67
	v_or_b32_e32 v13, 0x400000, v21
	v_cmp_u_f32_e32 vcc, v21, v21
	v_or_b32_e32 v14, 0x400000, v20
	v_or_b32_e32 v15, 0x400000, v19
	v_cndmask_b32_e32 v12, v12, v13, vcc
	v_bfe_u32 v13, v20, 16, 1
	v_add3_u32 v13, v13, v20, s67
	v_cmp_u_f32_e32 vcc, v20, v20
	v_or_b32_e32 v16, 0x400000, v18
	s_nop 0
	v_cndmask_b32_e32 v13, v13, v14, vcc
	v_bfe_u32 v14, v19, 16, 1
	v_add3_u32 v14, v14, v19, s67
	v_cmp_u_f32_e32 vcc, v19, v19
	v_perm_b32 v13, v12, v13, s69
	s_nop 0
	v_cndmask_b32_e32 v14, v14, v15, vcc
	v_bfe_u32 v15, v18, 16, 1
	v_add3_u32 v15, v15, v18, s67
	v_cmp_u_f32_e32 vcc, v18, v18
	s_nop 1
	v_cndmask_b32_e32 v15, v15, v16, vcc
	v_perm_b32 v12, v14, v15, s69
	global_store_dwordx2 v[10:11], v[12:13], off offset:64
	v_bfe_u32 v12, v27, 16, 1
	v_add3_u32 v12, v12, v27, s67
	v_or_b32_e32 v13, 0x400000, v27
	v_cmp_u_f32_e32 vcc, v27, v27
	v_or_b32_e32 v14, 0x400000, v26
	v_or_b32_e32 v15, 0x400000, v25
	v_cndmask_b32_e32 v12, v12, v13, vcc
	v_bfe_u32 v13, v26, 16, 1
	v_add3_u32 v13, v13, v26, s67
	v_cmp_u_f32_e32 vcc, v26, v26
	v_or_b32_e32 v16, 0x400000, v24
	s_nop 0
	v_cndmask_b32_e32 v13, v13, v14, vcc
	v_bfe_u32 v14, v25, 16, 1
	v_add3_u32 v14, v14, v25, s67
	v_cmp_u_f32_e32 vcc, v25, v25
	v_perm_b32 v13, v12, v13, s69
	s_nop 0
	v_cndmask_b32_e32 v14, v14, v15, vcc
	v_bfe_u32 v15, v24, 16, 1
	v_add3_u32 v15, v15, v24, s67
	v_cmp_u_f32_e32 vcc, v24, v24
	s_nop 1
	v_cndmask_b32_e32 v15, v15, v16, vcc
	v_perm_b32 v12, v14, v15, s69
	global_store_dwordx2 v[10:11], v[12:13], off offset:128
	v_bfe_u32 v12, v31, 16, 1
	v_add3_u32 v12, v12, v31, s67
	v_or_b32_e32 v13, 0x400000, v31
	v_cmp_u_f32_e32 vcc, v31, v31
	v_or_b32_e32 v14, 0x400000, v30
	v_or_b32_e32 v15, 0x400000, v29
	v_cndmask_b32_e32 v12, v12, v13, vcc
	v_bfe_u32 v13, v30, 16, 1
	v_add3_u32 v13, v13, v30, s67
	v_cmp_u_f32_e32 vcc, v30, v30
	v_or_b32_e32 v16, 0x400000, v28
	s_nop 0
	v_cndmask_b32_e32 v13, v13, v14, vcc
	v_bfe_u32 v14, v29, 16, 1
	v_add3_u32 v14, v14, v29, s67
	v_cmp_u_f32_e32 vcc, v29, v29
	v_perm_b32 v13, v12, v13, s69
	s_nop 0
	v_cndmask_b32_e32 v14, v14, v15, vcc
	v_bfe_u32 v15, v28, 16, 1
	v_add3_u32 v15, v15, v28, s67
	v_cmp_u_f32_e32 vcc, v28, v28
	s_nop 1
	v_cndmask_b32_e32 v15, v15, v16, vcc
	v_perm_b32 v12, v14, v15, s69
	global_store_dwordx2 v[10:11], v[12:13], off offset:192
	s_branch .LBB0_136
.LBB0_150:
	global_load_ushort v1, v[50:51], off offset:2
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v15, 16, v1
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[0:1], s[8:9]
	s_cbranch_execz .LBB0_78
.LBB0_151:
	global_load_ushort v1, v[50:51], off offset:4
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v12, 16, v1
	s_or_b64 exec, exec, s[0:1]
	v_mov_b32_e32 v13, 0
	s_and_saveexec_b64 s[0:1], s[8:9]
	s_cbranch_execz .LBB0_79
.LBB0_152:
	global_load_ushort v1, v[50:51], off offset:6
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v13, 16, v1
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[88:89], vcc
	s_cbranch_execz .LBB0_80
.LBB0_153:
	v_mul_f32_e32 v1, v109, v109
	v_fmac_f32_e32 v1, v105, v105
	v_mul_f32_e32 v51, v110, v110
	v_fmac_f32_e32 v1, v47, v47
	v_fmac_f32_e32 v51, v107, v107
	v_fmac_f32_e32 v1, v106, v106
	v_fmac_f32_e32 v51, v104, v104
	ds_bpermute_b32 v50, v69, v1
	v_fmac_f32_e32 v51, v108, v108
	ds_bpermute_b32 v111, v69, v51
	s_waitcnt vmcnt(0)
	v_pk_add_f32 v[16:17], v[4:5], v[16:17]
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v1, v1, v50
	ds_bpermute_b32 v50, v70, v1
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v51, v51, v111
	ds_bpermute_b32 v111, v70, v51
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v1, v1, v50
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v50, v51, v111
	ds_bpermute_b32 v51, v71, v1
	ds_bpermute_b32 v111, v71, v50
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v1, v1, v51
	ds_bpermute_b32 v51, v72, v1
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v50, v50, v111
	ds_bpermute_b32 v111, v72, v50
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v1, v1, v51
	ds_bpermute_b32 v51, v73, v1
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v50, v50, v111
	ds_bpermute_b32 v111, v73, v50
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v1, v1, v51
	v_add_f32_e32 v1, 0x358637bd, v1
	v_mul_f32_e32 v51, 0x4f800000, v1
	v_cmp_gt_f32_e32 vcc, s47, v1
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v50, v50, v111
	v_add_f32_e32 v50, 0x358637bd, v50
	v_cndmask_b32_e32 v1, v1, v51, vcc
	v_sqrt_f32_e32 v51, v1
	v_mul_f32_e32 v111, 0x4f800000, v50
	v_cmp_gt_f32_e64 s[0:1], s47, v50
	v_add_u32_e32 v112, 1, v51
	s_nop 0
	v_cndmask_b32_e64 v50, v50, v111, s[0:1]
	v_add_u32_e32 v111, -1, v51
	v_fma_f32 v113, -v111, v51, v1
	v_fma_f32 v114, -v112, v51, v1
	v_cmp_ge_f32_e64 s[12:13], 0, v113
	s_nop 1
	v_cndmask_b32_e64 v51, v51, v111, s[12:13]
	v_cmp_lt_f32_e64 s[12:13], 0, v114
	s_nop 1
	v_cndmask_b32_e64 v51, v51, v112, s[12:13]
	v_sqrt_f32_e32 v112, v50
	v_mul_f32_e32 v111, 0x37800000, v51
	v_cndmask_b32_e32 v51, v51, v111, vcc
	v_cmp_class_f32_e32 vcc, v1, v92
	s_nop 1
	v_cndmask_b32_e32 v1, v51, v1, vcc
	v_add_u32_e32 v51, -1, v112
	v_fma_f32 v111, -v51, v112, v50
	v_cmp_ge_f32_e32 vcc, 0, v111
	v_add_u32_e32 v111, 1, v112
	s_nop 0
	v_cndmask_b32_e32 v51, v112, v51, vcc
	v_fma_f32 v112, -v111, v112, v50
	v_cmp_lt_f32_e32 vcc, 0, v112
	v_div_scale_f32 v112, s[12:13], v1, v1, v109
	v_rcp_f32_e32 v113, v112
	v_cndmask_b32_e32 v51, v51, v111, vcc
	v_mul_f32_e32 v111, 0x37800000, v51
	v_cndmask_b32_e64 v51, v51, v111, s[0:1]
	v_cmp_class_f32_e32 vcc, v50, v92
	s_nop 1
	v_cndmask_b32_e32 v116, v51, v50, vcc
	v_fma_f32 v50, -v112, v113, 1.0
	v_fmac_f32_e32 v113, v50, v113
	v_div_scale_f32 v50, vcc, v109, v1, v109
	v_mul_f32_e32 v51, v50, v113
	v_fma_f32 v111, -v112, v51, v50
	v_fmac_f32_e32 v51, v111, v113
	v_div_scale_f32 v111, s[0:1], v1, v1, v105
	v_fma_f32 v50, -v112, v51, v50
	v_rcp_f32_e32 v112, v111
	v_div_fmas_f32 v50, v50, v113, v51
	v_div_fixup_f32 v51, v50, v1, v109
	v_fma_f32 v50, -v111, v112, 1.0
	v_fmac_f32_e32 v112, v50, v112
	v_div_scale_f32 v50, vcc, v105, v1, v105
	v_mul_f32_e32 v109, v50, v112
	v_fma_f32 v113, -v111, v109, v50
	v_fmac_f32_e32 v109, v113, v112
	v_fma_f32 v50, -v111, v109, v50
	v_div_scale_f32 v111, s[0:1], v116, v116, v110
	v_rcp_f32_e32 v114, v111
	v_div_fmas_f32 v50, v50, v112, v109
	v_div_fixup_f32 v50, v50, v1, v105
	v_pk_mul_f32 v[112:113], s[60:61], v[50:51]
	v_fma_f32 v50, -v111, v114, 1.0
	v_fmac_f32_e32 v114, v50, v114
	v_div_scale_f32 v50, vcc, v110, v116, v110
	v_mul_f32_e32 v51, v50, v114
	v_fma_f32 v105, -v111, v51, v50
	v_fmac_f32_e32 v51, v105, v114
	v_div_scale_f32 v105, s[0:1], v116, v116, v107
	v_rcp_f32_e32 v109, v105
	v_fma_f32 v50, -v111, v51, v50
	v_div_fmas_f32 v50, v50, v114, v51
	v_div_fixup_f32 v111, v50, v116, v110
	v_fma_f32 v50, -v105, v109, 1.0
	v_fmac_f32_e32 v109, v50, v109
	v_div_scale_f32 v50, vcc, v107, v116, v107
	v_mul_f32_e32 v51, v50, v109
	v_fma_f32 v110, -v105, v51, v50
	v_fmac_f32_e32 v51, v110, v109
	v_fma_f32 v50, -v105, v51, v50
	v_div_scale_f32 v105, s[0:1], v1, v1, v106
	v_rcp_f32_e32 v114, v105
	v_div_fmas_f32 v50, v50, v109, v51
	v_div_fixup_f32 v110, v50, v116, v107
	v_fma_f32 v50, -v105, v114, 1.0
	v_fmac_f32_e32 v114, v50, v114
	v_div_scale_f32 v50, vcc, v106, v1, v106
	v_mul_f32_e32 v51, v50, v114
	v_fma_f32 v107, -v105, v51, v50
	v_fmac_f32_e32 v51, v107, v114
	v_fma_f32 v50, -v105, v51, v50
	v_div_scale_f32 v105, s[0:1], v1, v1, v47
	v_rcp_f32_e32 v107, v105
	v_div_fmas_f32 v50, v50, v114, v51
	v_div_fixup_f32 v51, v50, v1, v106
	v_fma_f32 v50, -v105, v107, 1.0
	v_fmac_f32_e32 v107, v50, v107
	v_div_scale_f32 v50, vcc, v47, v1, v47
	v_mul_f32_e32 v106, v50, v107
	v_fma_f32 v109, -v105, v106, v50
	v_fmac_f32_e32 v106, v109, v107
	v_fma_f32 v50, -v105, v106, v50
	v_div_scale_f32 v105, s[0:1], v116, v116, v108
	v_div_fmas_f32 v50, v50, v107, v106
	v_rcp_f32_e32 v106, v105
	v_div_fixup_f32 v50, v50, v1, v47
	v_pk_mul_f32 v[114:115], s[60:61], v[50:51]
	ds_write_b128 v75, v[112:115]
	v_fma_f32 v1, -v105, v106, 1.0
	v_fmac_f32_e32 v106, v1, v106
	v_div_scale_f32 v1, vcc, v108, v116, v108
	v_mul_f32_e32 v47, v1, v106
	v_fma_f32 v50, -v105, v47, v1
	v_fmac_f32_e32 v47, v50, v106
	v_div_scale_f32 v50, s[0:1], v116, v116, v104
	v_rcp_f32_e32 v51, v50
	v_fma_f32 v1, -v105, v47, v1
	v_div_fmas_f32 v1, v1, v106, v47
	v_div_fixup_f32 v113, v1, v116, v108
	v_fma_f32 v1, -v50, v51, 1.0
	v_fmac_f32_e32 v51, v1, v51
	v_div_scale_f32 v1, vcc, v104, v116, v104
	v_mul_f32_e32 v47, v1, v51
	v_fma_f32 v105, -v50, v47, v1
	v_fmac_f32_e32 v47, v105, v51
	v_pk_add_f32 v[106:107], v[2:3], v[48:49]
	v_fma_f32 v1, -v50, v47, v1
	v_pk_mul_f32 v[108:109], s[36:37], v[106:107]
	v_div_fmas_f32 v1, v1, v51, v47
	v_cmp_ngt_f32_e32 vcc, s17, v108
	v_div_fixup_f32 v112, v1, v116, v104
	ds_write_b128 v76, v[110:113]
	v_cndmask_b32_e32 v47, v65, v108, vcc
	v_cmp_ngt_f32_e32 vcc, s17, v109
	s_nop 1
	v_cndmask_b32_e32 v48, v65, v109, vcc
	v_cmp_nlt_f32_e32 vcc, s29, v48
	s_nop 1
	v_cndmask_b32_e32 v51, v66, v48, vcc
	v_cmp_nlt_f32_e32 vcc, s29, v47
	v_mov_b64_e32 v[48:49], s[56:57]
	s_nop 0
	v_cndmask_b32_e32 v50, v66, v47, vcc
	v_pk_fma_f32 v[114:115], v[50:51], s[16:17], v[48:49] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_add_f32 v[114:115], v[114:115], s[28:29] op_sel_hi:[1,0]
	s_nop 0
	v_cmp_o_f32_e32 vcc, v115, v115
	v_pk_fma_f32 v[110:111], v[114:115], s[42:43], v[50:51] op_sel_hi:[1,0,1]
	v_pk_mul_f32 v[112:113], v[114:115], s[44:45] op_sel_hi:[1,0]
	v_cndmask_b32_e32 v47, 0, v115, vcc
	v_cmp_o_f32_e32 vcc, v114, v114
	v_mov_b64_e32 v[50:51], s[62:63]
	v_cvt_i32_f32_e32 v126, v47
	v_cndmask_b32_e32 v105, 0, v114, vcc
	v_pk_add_f32 v[114:115], v[110:111], v[112:113]
	v_cvt_i32_f32_e32 v105, v105
	v_pk_fma_f32 v[120:121], v[114:115], s[46:47], v[50:51] op_sel_hi:[1,0,0]
	v_pk_mul_f32 v[122:123], v[114:115], v[114:115]
	v_pk_fma_f32 v[120:121], v[120:121], v[114:115], s[64:65] op_sel_hi:[1,1,0]
	v_pk_add_f32 v[116:117], v[114:115], v[110:111] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_fma_f32 v[120:121], v[120:121], v[114:115], s[66:67] op_sel_hi:[1,1,0]
	v_pk_add_f32 v[118:119], v[112:113], v[116:117] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_fma_f32 v[120:121], v[120:121], v[114:115], s[68:69] op_sel_hi:[1,1,0]
	v_ashrrev_i32_e32 v1, 1, v126
	v_pk_fma_f32 v[120:121], v[120:121], v[114:115], 0.5 op_sel_hi:[1,1,0]
	v_ashrrev_i32_e32 v127, 1, v105
	v_pk_mul_f32 v[120:121], v[122:123], v[120:121]
	v_lshl_add_u32 v104, v127, 23, 1.0
	v_pk_add_f32 v[122:123], v[114:115], v[120:121]
	s_nop 0
	v_pk_add_f32 v[114:115], v[122:123], v[114:115] neg_lo:[0,1] neg_hi:[0,1]
	v_mov_b32_e32 v112, v123
	v_pk_add_f32 v[114:115], v[120:121], v[114:115] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[120:121], v[122:123], 1.0 op_sel_hi:[1,0]
	s_nop 0
	v_add_f32_e32 v47, -1.0, v120
	v_sub_f32_e32 v110, v122, v47
	v_mov_b32_e32 v47, v111
	v_pk_add_f32 v[124:125], v[120:121], v[46:47] op_sel:[1,0] op_sel_hi:[0,1]
	v_mov_b32_e32 v125, v117
	v_pk_add_f32 v[112:113], v[112:113], v[124:125] neg_lo:[0,1] neg_hi:[0,1]
	v_sub_u32_e32 v47, v105, v127
	v_mov_b32_e32 v119, v113
	v_pk_add_f32 v[114:115], v[118:119], v[114:115]
	v_mov_b32_e32 v111, v112
	v_pk_add_f32 v[110:111], v[110:111], v[114:115]
	v_sub_u32_e32 v112, v126, v1
	v_pk_add_f32 v[110:111], v[120:121], v[110:111]
	v_lshl_add_u32 v105, v1, 23, 1.0
	v_lshl_add_u32 v113, v112, 23, 1.0
	v_lshl_add_u32 v112, v47, 23, 1.0
	v_pk_mul_f32 v[104:105], v[110:111], v[104:105]
	s_nop 0
	v_pk_mul_f32 v[104:105], v[104:105], v[112:113]
	s_nop 0
	v_pk_add_f32 v[104:105], v[104:105], 1.0 op_sel_hi:[1,0]
	s_nop 0
	v_pk_mul_f32 v[110:111], v[104:105], s[70:71] op_sel_hi:[1,0]
	v_cmp_gt_f32_e32 vcc, s63, v104
	v_cmp_gt_f32_e64 s[0:1], s63, v105
	s_nop 0
	v_cndmask_b32_e32 v1, v104, v110, vcc
	v_cndmask_b32_e64 v47, v105, v111, s[0:1]
	v_add_u32_e32 v112, 0xc0cafb0d, v47
	v_add_u32_e32 v113, 0xc0cafb0d, v1
	v_and_b32_e32 v110, 0xff800000, v112
	v_and_b32_e32 v114, 0xff800000, v113
	v_sub_u32_e32 v111, v47, v110
	v_sub_u32_e32 v110, v1, v114
	v_cndmask_b32_e32 v47, 0, v95, vcc
	v_ashrrev_i32_e32 v114, 23, v112
	v_ashrrev_i32_e32 v112, 23, v113
	v_pk_add_f32 v[110:111], v[110:111], -1.0 op_sel_hi:[1,0]
	v_add_u32_e32 v47, v112, v47
	v_pk_add_f32 v[112:113], v[110:111], 2.0 op_sel_hi:[1,0]
	v_cndmask_b32_e64 v1, 0, v95, s[0:1]
	v_div_scale_f32 v116, s[0:1], v113, v113, v111
	v_rcp_f32_e32 v117, v116
	v_add_u32_e32 v1, v114, v1
	v_cvt_f32_i32_e32 v115, v1
	v_cvt_f32_i32_e32 v114, v47
	v_fma_f32 v1, -v116, v117, 1.0
	v_fmac_f32_e32 v117, v1, v117
	v_div_scale_f32 v1, vcc, v111, v113, v111
	v_mul_f32_e32 v47, v1, v117
	v_fma_f32 v118, -v116, v47, v1
	v_fmac_f32_e32 v47, v118, v117
	v_fma_f32 v1, -v116, v47, v1
	v_div_scale_f32 v116, s[0:1], v112, v112, v110
	v_rcp_f32_e32 v118, v116
	v_div_fmas_f32 v1, v1, v117, v47
	v_div_fixup_f32 v113, v1, v113, v111
	v_fma_f32 v1, -v116, v118, 1.0
	v_fmac_f32_e32 v118, v1, v118
	v_div_scale_f32 v1, vcc, v110, v112, v110
	v_mul_f32_e32 v47, v1, v118
	v_fma_f32 v117, -v116, v47, v1
	v_fmac_f32_e32 v47, v117, v118
	v_fma_f32 v1, -v116, v47, v1
	v_div_fmas_f32 v1, v1, v118, v47
	v_div_fixup_f32 v112, v1, v112, v110
	v_pk_mul_f32 v[116:117], v[112:113], v[112:113]
	v_mov_b64_e32 v[118:119], s[72:73]
	v_pk_fma_f32 v[120:121], v[116:117], s[74:75], v[118:119] op_sel_hi:[1,0,0]
	v_cmp_neq_f32_e32 vcc, 0, v104
	v_pk_fma_f32 v[120:121], v[120:121], v[116:117], s[76:77] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[120:121], v[120:121], v[116:117], s[78:79] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[120:121], v[120:121], v[116:117], s[80:81] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_mul_f32 v[116:117], v[116:117], v[120:121] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_pk_add_f32 v[116:117], v[110:111], v[116:117]
	s_nop 0
	v_pk_fma_f32 v[110:111], v[112:113], v[116:117], v[110:111] neg_lo:[1,0,0] neg_hi:[1,0,0]
	s_nop 0
	v_pk_fma_f32 v[110:111], v[114:115], s[82:83], v[110:111] op_sel_hi:[1,0,1]
	s_nop 0
	v_pk_fma_f32 v[110:111], v[114:115], s[84:85], v[110:111] op_sel_hi:[1,0,1]
	s_nop 0
	v_cndmask_b32_e32 v1, v96, v110, vcc
	v_cmp_neq_f32_e32 vcc, 0, v105
	s_nop 1
	v_cndmask_b32_e32 v47, v96, v111, vcc
	v_cmp_neq_f32_e32 vcc, s65, v105
	s_nop 1
	v_cndmask_b32_e32 v47, v97, v47, vcc
	v_cmp_neq_f32_e32 vcc, s65, v104
	s_nop 1
	v_cndmask_b32_e32 v1, v97, v1, vcc
	v_cmp_ngt_f32_e32 vcc, 0, v104
	s_nop 1
	v_cndmask_b32_e32 v1, v98, v1, vcc
	v_cmp_ngt_f32_e32 vcc, 0, v105
	s_nop 1
	v_cndmask_b32_e32 v47, v98, v47, vcc
	v_cmp_u_f32_e32 vcc, v105, v105
	s_nop 1
	v_cndmask_b32_e32 v105, v47, v105, vcc
	v_cmp_u_f32_e32 vcc, v104, v104
	s_nop 1
	v_cndmask_b32_e32 v104, v1, v104, vcc
	v_pk_mul_f32 v[104:105], v[34:35], v[104:105]
	v_cmp_ge_f32_e32 vcc, s45, v109
	s_nop 1
	v_cndmask_b32_e32 v105, v107, v105, vcc
	v_cmp_ge_f32_e32 vcc, s38, v108
	s_nop 1
	v_cndmask_b32_e32 v104, v106, v104, vcc
	v_pk_mul_f32 v[104:105], v[40:41], v[104:105]
	s_nop 0
	v_cmp_ngt_f32_e32 vcc, s17, v104
	s_nop 1
	v_cndmask_b32_e32 v1, v65, v104, vcc
	v_cmp_ngt_f32_e32 vcc, s17, v105
	s_nop 1
	v_cndmask_b32_e32 v47, v65, v105, vcc
	v_cmp_nlt_f32_e32 vcc, s29, v47
	s_nop 1
	v_cndmask_b32_e32 v105, v66, v47, vcc
	v_cmp_nlt_f32_e32 vcc, s29, v1
	s_nop 1
	v_cndmask_b32_e32 v104, v66, v1, vcc
	v_pk_fma_f32 v[106:107], v[104:105], s[16:17], v[48:49] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_add_f32 v[106:107], v[106:107], s[28:29] op_sel_hi:[1,0]
	s_nop 0
	v_pk_fma_f32 v[104:105], v[106:107], s[42:43], v[104:105] op_sel_hi:[1,0,1]
	v_pk_mul_f32 v[108:109], v[106:107], s[44:45] op_sel_hi:[1,0]
	v_cmp_o_f32_e32 vcc, v107, v107
	v_pk_add_f32 v[110:111], v[104:105], v[108:109]
	s_nop 0
	v_pk_add_f32 v[104:105], v[110:111], v[104:105] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_mul_f32 v[112:113], v[110:111], v[110:111]
	v_pk_add_f32 v[104:105], v[108:109], v[104:105] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_fma_f32 v[108:109], v[110:111], s[46:47], v[50:51] op_sel_hi:[1,0,0]
	v_cndmask_b32_e32 v1, 0, v107, vcc
	v_pk_fma_f32 v[108:109], v[108:109], v[110:111], s[64:65] op_sel_hi:[1,1,0]
	v_cmp_o_f32_e32 vcc, v106, v106
	v_pk_fma_f32 v[108:109], v[108:109], v[110:111], s[66:67] op_sel_hi:[1,1,0]
	v_cvt_i32_f32_e32 v1, v1
	v_pk_fma_f32 v[108:109], v[108:109], v[110:111], s[68:69] op_sel_hi:[1,1,0]
	v_cndmask_b32_e32 v47, 0, v106, vcc
	v_pk_fma_f32 v[108:109], v[108:109], v[110:111], 0.5 op_sel_hi:[1,1,0]
	v_cvt_i32_f32_e32 v47, v47
	v_pk_mul_f32 v[108:109], v[112:113], v[108:109]
	v_ashrrev_i32_e32 v106, 1, v1
	v_pk_add_f32 v[112:113], v[110:111], v[108:109]
	v_sub_u32_e32 v1, v1, v106
	v_pk_add_f32 v[110:111], v[112:113], v[110:111] neg_lo:[0,1] neg_hi:[0,1]
	v_lshl_add_u32 v107, v106, 23, 1.0
	v_pk_add_f32 v[108:109], v[108:109], v[110:111] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_pk_add_f32 v[104:105], v[104:105], v[108:109]
	v_pk_add_f32 v[108:109], v[112:113], 1.0 op_sel_hi:[1,0]
	s_nop 0
	v_pk_add_f32 v[110:111], v[108:109], -1.0 op_sel_hi:[1,0]
	s_nop 0
	v_pk_add_f32 v[110:111], v[112:113], v[110:111] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_pk_add_f32 v[104:105], v[110:111], v[104:105]
	v_pk_mul_f32 v[110:111], s[36:37], v[16:17]
	v_pk_add_f32 v[104:105], v[108:109], v[104:105]
	v_ashrrev_i32_e32 v108, 1, v47
	v_cmp_ngt_f32_e32 vcc, s17, v110
	v_sub_u32_e32 v47, v47, v108
	v_lshl_add_u32 v109, v1, 23, 1.0
	v_cndmask_b32_e32 v1, v65, v110, vcc
	v_cmp_ngt_f32_e32 vcc, s17, v111
	v_lshl_add_u32 v106, v108, 23, 1.0
	v_lshl_add_u32 v108, v47, 23, 1.0
	v_cndmask_b32_e32 v47, v65, v111, vcc
	v_cmp_nlt_f32_e32 vcc, s29, v47
	v_pk_mul_f32 v[104:105], v[104:105], v[106:107]
	s_nop 0
	v_cndmask_b32_e32 v113, v66, v47, vcc
	v_cmp_nlt_f32_e32 vcc, s29, v1
	v_pk_mul_f32 v[104:105], v[104:105], v[108:109]
	s_nop 0
	v_cndmask_b32_e32 v112, v66, v1, vcc
	v_pk_fma_f32 v[114:115], v[112:113], s[16:17], v[48:49] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_add_f32 v[114:115], v[114:115], s[28:29] op_sel_hi:[1,0]
	s_nop 0
	v_cmp_o_f32_e32 vcc, v115, v115
	v_pk_fma_f32 v[108:109], v[114:115], s[42:43], v[112:113] op_sel_hi:[1,0,1]
	v_pk_mul_f32 v[112:113], v[114:115], s[44:45] op_sel_hi:[1,0]
	v_cndmask_b32_e32 v1, 0, v115, vcc
	v_cmp_o_f32_e32 vcc, v114, v114
	v_cvt_i32_f32_e32 v1, v1
	v_ashrrev_i32_e32 v107, 1, v1
	v_cndmask_b32_e32 v47, 0, v114, vcc
	v_pk_add_f32 v[114:115], v[108:109], v[112:113]
	v_cvt_i32_f32_e32 v128, v47
	v_pk_fma_f32 v[122:123], v[114:115], s[46:47], v[50:51] op_sel_hi:[1,0,0]
	v_pk_mul_f32 v[124:125], v[114:115], v[114:115]
	v_pk_fma_f32 v[122:123], v[122:123], v[114:115], s[64:65] op_sel_hi:[1,1,0]
	v_pk_add_f32 v[116:117], v[114:115], v[108:109] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_fma_f32 v[122:123], v[122:123], v[114:115], s[66:67] op_sel_hi:[1,1,0]
	v_pk_add_f32 v[120:121], v[112:113], v[116:117] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_fma_f32 v[122:123], v[122:123], v[114:115], s[68:69] op_sel_hi:[1,1,0]
	v_ashrrev_i32_e32 v129, 1, v128
	v_pk_fma_f32 v[122:123], v[122:123], v[114:115], 0.5 op_sel_hi:[1,1,0]
	v_lshl_add_u32 v106, v129, 23, 1.0
	v_pk_mul_f32 v[122:123], v[124:125], v[122:123]
	v_sub_u32_e32 v1, v1, v107
	v_pk_add_f32 v[124:125], v[114:115], v[122:123]
	v_lshl_add_u32 v107, v107, 23, 1.0
	v_pk_add_f32 v[114:115], v[124:125], v[114:115] neg_lo:[0,1] neg_hi:[0,1]
	v_mov_b32_e32 v112, v125
	v_pk_add_f32 v[114:115], v[122:123], v[114:115] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[122:123], v[124:125], 1.0 op_sel_hi:[1,0]
	s_nop 0
	v_add_f32_e32 v47, -1.0, v122
	v_sub_f32_e32 v108, v124, v47
	v_mov_b32_e32 v47, v109
	v_pk_add_f32 v[126:127], v[122:123], v[46:47] op_sel:[1,0] op_sel_hi:[0,1]
	v_mov_b32_e32 v127, v117
	v_pk_add_f32 v[112:113], v[112:113], v[126:127] neg_lo:[0,1] neg_hi:[0,1]
	v_sub_u32_e32 v47, v128, v129
	v_mov_b32_e32 v121, v113
	v_pk_add_f32 v[114:115], v[120:121], v[114:115]
	v_mov_b32_e32 v109, v112
	v_pk_add_f32 v[108:109], v[108:109], v[114:115]
	v_lshl_add_u32 v113, v1, 23, 1.0
	v_pk_add_f32 v[108:109], v[122:123], v[108:109]
	v_lshl_add_u32 v112, v47, 23, 1.0
	v_pk_mul_f32 v[106:107], v[108:109], v[106:107]
	s_nop 0
	v_pk_mul_f32 v[106:107], v[106:107], v[112:113]
	s_nop 0
	v_pk_add_f32 v[106:107], v[106:107], 1.0 op_sel_hi:[1,0]
	s_nop 0
	v_pk_mul_f32 v[108:109], v[106:107], s[70:71] op_sel_hi:[1,0]
	v_cmp_gt_f32_e32 vcc, s63, v106
	v_cmp_gt_f32_e64 s[0:1], s63, v107
	s_nop 0
	v_cndmask_b32_e32 v1, v106, v108, vcc
	v_cndmask_b32_e64 v47, v107, v109, s[0:1]
	v_add_u32_e32 v112, 0xc0cafb0d, v47
	v_add_u32_e32 v113, 0xc0cafb0d, v1
	v_and_b32_e32 v108, 0xff800000, v112
	v_and_b32_e32 v114, 0xff800000, v113
	v_sub_u32_e32 v109, v47, v108
	v_sub_u32_e32 v108, v1, v114
	v_cndmask_b32_e32 v47, 0, v95, vcc
	v_ashrrev_i32_e32 v114, 23, v112
	v_ashrrev_i32_e32 v112, 23, v113
	v_pk_add_f32 v[108:109], v[108:109], -1.0 op_sel_hi:[1,0]
	v_add_u32_e32 v47, v112, v47
	v_pk_add_f32 v[112:113], v[108:109], 2.0 op_sel_hi:[1,0]
	v_cndmask_b32_e64 v1, 0, v95, s[0:1]
	v_div_scale_f32 v116, s[0:1], v113, v113, v109
	v_rcp_f32_e32 v117, v116
	v_add_u32_e32 v1, v114, v1
	v_cvt_f32_i32_e32 v115, v1
	v_cvt_f32_i32_e32 v114, v47
	v_fma_f32 v1, -v116, v117, 1.0
	v_fmac_f32_e32 v117, v1, v117
	v_div_scale_f32 v1, vcc, v109, v113, v109
	v_mul_f32_e32 v47, v1, v117
	v_fma_f32 v120, -v116, v47, v1
	v_fmac_f32_e32 v47, v120, v117
	v_fma_f32 v1, -v116, v47, v1
	v_div_scale_f32 v116, s[0:1], v112, v112, v108
	v_rcp_f32_e32 v120, v116
	v_div_fmas_f32 v1, v1, v117, v47
	v_div_fixup_f32 v113, v1, v113, v109
	v_fma_f32 v1, -v116, v120, 1.0
	v_fmac_f32_e32 v120, v1, v120
	v_div_scale_f32 v1, vcc, v108, v112, v108
	v_mul_f32_e32 v47, v1, v120
	v_fma_f32 v117, -v116, v47, v1
	v_fmac_f32_e32 v47, v117, v120
	v_fma_f32 v1, -v116, v47, v1
	v_div_fmas_f32 v1, v1, v120, v47
	v_div_fixup_f32 v112, v1, v112, v108
	v_pk_mul_f32 v[116:117], v[112:113], v[112:113]
	v_cmp_neq_f32_e32 vcc, 0, v106
	v_pk_fma_f32 v[118:119], v[116:117], s[74:75], v[118:119] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_fma_f32 v[118:119], v[118:119], v[116:117], s[76:77] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[118:119], v[118:119], v[116:117], s[78:79] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[118:119], v[118:119], v[116:117], s[80:81] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_mul_f32 v[116:117], v[116:117], v[118:119] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_pk_add_f32 v[116:117], v[108:109], v[116:117]
	s_nop 0
	v_pk_fma_f32 v[108:109], v[112:113], v[116:117], v[108:109] neg_lo:[1,0,0] neg_hi:[1,0,0]
	s_nop 0
	v_pk_fma_f32 v[108:109], v[114:115], s[82:83], v[108:109] op_sel_hi:[1,0,1]
	s_nop 0
	v_pk_fma_f32 v[108:109], v[114:115], s[84:85], v[108:109] op_sel_hi:[1,0,1]
	s_nop 0
	v_cndmask_b32_e32 v1, v96, v108, vcc
	v_cmp_neq_f32_e32 vcc, 0, v107
	s_nop 1
	v_cndmask_b32_e32 v47, v96, v109, vcc
	v_cmp_neq_f32_e32 vcc, s65, v107
	s_nop 1
	v_cndmask_b32_e32 v47, v97, v47, vcc
	v_cmp_neq_f32_e32 vcc, s65, v106
	s_nop 1
	v_cndmask_b32_e32 v1, v97, v1, vcc
	v_cmp_ngt_f32_e32 vcc, 0, v106
	s_nop 1
	v_cndmask_b32_e32 v1, v98, v1, vcc
	v_cmp_ngt_f32_e32 vcc, 0, v107
	s_nop 1
	v_cndmask_b32_e32 v47, v98, v47, vcc
	v_cmp_u_f32_e32 vcc, v107, v107
	s_nop 1
	v_cndmask_b32_e32 v107, v47, v107, vcc
	v_cmp_u_f32_e32 vcc, v106, v106
	s_nop 1
	v_cndmask_b32_e32 v106, v1, v106, vcc
	v_pk_mul_f32 v[106:107], v[34:35], v[106:107]
	v_cmp_ge_f32_e32 vcc, s45, v111
	s_nop 1
	v_cndmask_b32_e32 v17, v17, v107, vcc
	v_cmp_ge_f32_e32 vcc, s38, v110
	s_nop 1
	v_cndmask_b32_e32 v16, v16, v106, vcc
	v_pk_mul_f32 v[16:17], v[40:41], v[16:17]
	s_nop 0
	v_cmp_ngt_f32_e32 vcc, s17, v16
	s_nop 1
	v_cndmask_b32_e32 v1, v65, v16, vcc
	v_cmp_ngt_f32_e32 vcc, s17, v17
	s_nop 1
	v_cndmask_b32_e32 v16, v65, v17, vcc
	v_cmp_nlt_f32_e32 vcc, s29, v16
	s_nop 1
	v_cndmask_b32_e32 v17, v66, v16, vcc
	v_cmp_nlt_f32_e32 vcc, s29, v1
	s_nop 1
	v_cndmask_b32_e32 v16, v66, v1, vcc
	v_pk_fma_f32 v[48:49], v[16:17], s[16:17], v[48:49] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_add_f32 v[48:49], v[48:49], s[28:29] op_sel_hi:[1,0]
	s_nop 0
	v_pk_fma_f32 v[16:17], v[48:49], s[42:43], v[16:17] op_sel_hi:[1,0,1]
	v_pk_mul_f32 v[106:107], v[48:49], s[44:45] op_sel_hi:[1,0]
	v_cmp_o_f32_e32 vcc, v49, v49
	v_pk_add_f32 v[108:109], v[16:17], v[106:107]
	s_nop 0
	v_pk_fma_f32 v[50:51], v[108:109], s[46:47], v[50:51] op_sel_hi:[1,0,0]
	v_pk_add_f32 v[16:17], v[108:109], v[16:17] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_fma_f32 v[50:51], v[50:51], v[108:109], s[64:65] op_sel_hi:[1,1,0]
	v_pk_add_f32 v[16:17], v[106:107], v[16:17] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_fma_f32 v[50:51], v[50:51], v[108:109], s[66:67] op_sel_hi:[1,1,0]
	v_pk_mul_f32 v[106:107], v[108:109], v[108:109]
	v_pk_fma_f32 v[50:51], v[50:51], v[108:109], s[68:69] op_sel_hi:[1,1,0]
	v_cndmask_b32_e32 v1, 0, v49, vcc
	v_pk_fma_f32 v[50:51], v[50:51], v[108:109], 0.5 op_sel_hi:[1,1,0]
	v_cmp_o_f32_e32 vcc, v48, v48
	v_pk_mul_f32 v[50:51], v[106:107], v[50:51]
	v_cvt_i32_f32_e32 v1, v1
	v_pk_add_f32 v[106:107], v[108:109], v[50:51]
	v_cndmask_b32_e32 v47, 0, v48, vcc
	v_pk_add_f32 v[108:109], v[106:107], v[108:109] neg_lo:[0,1] neg_hi:[0,1]
	v_cvt_i32_f32_e32 v47, v47
	v_pk_add_f32 v[50:51], v[50:51], v[108:109] neg_lo:[0,1] neg_hi:[0,1]
	v_ashrrev_i32_e32 v48, 1, v1
	v_pk_add_f32 v[16:17], v[16:17], v[50:51]
	v_pk_add_f32 v[50:51], v[106:107], 1.0 op_sel_hi:[1,0]
	v_sub_u32_e32 v1, v1, v48
	v_pk_add_f32 v[108:109], v[50:51], -1.0 op_sel_hi:[1,0]
	v_lshl_add_u32 v49, v48, 23, 1.0
	v_pk_add_f32 v[106:107], v[106:107], v[108:109] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_pk_add_f32 v[16:17], v[106:107], v[16:17]
	s_nop 0
	v_pk_add_f32 v[16:17], v[50:51], v[16:17]
	v_ashrrev_i32_e32 v50, 1, v47
	v_sub_u32_e32 v47, v47, v50
	v_lshl_add_u32 v48, v50, 23, 1.0
	v_lshl_add_u32 v51, v1, 23, 1.0
	v_lshl_add_u32 v50, v47, 23, 1.0
	v_pk_mul_f32 v[16:17], v[16:17], v[48:49]
	s_nop 0
	v_pk_mul_f32 v[106:107], v[16:17], v[50:51]
	ds_write_b128 v74, v[104:107]
	s_or_b64 exec, exec, s[88:89]
	s_and_saveexec_b64 s[12:13], s[8:9]
	s_cbranch_execnz .LBB0_81
	s_branch .LBB0_82
.LBB0_154:
	global_load_ushort v1, v[48:49], off offset:4
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v12, 16, v1
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[0:1], s[8:9]
	s_cbranch_execz .LBB0_128
.LBB0_155:
	global_load_ushort v1, v[48:49], off offset:6
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v13, 16, v1
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[88:89], vcc
	s_cbranch_execz .LBB0_129
.LBB0_156:
	v_mul_f32_e32 v1, v107, v107
	v_fmac_f32_e32 v1, v106, v106
	v_mul_f32_e32 v49, v109, v109
	v_fmac_f32_e32 v1, v47, v47
	v_fmac_f32_e32 v49, v108, v108
	v_fmac_f32_e32 v1, v104, v104
	v_fmac_f32_e32 v49, v103, v103
	ds_bpermute_b32 v48, v69, v1
	v_fmac_f32_e32 v49, v105, v105
	ds_bpermute_b32 v110, v69, v49
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v1, v1, v48
	ds_bpermute_b32 v48, v70, v1
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v49, v49, v110
	ds_bpermute_b32 v110, v70, v49
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v1, v1, v48
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v48, v49, v110
	ds_bpermute_b32 v49, v71, v1
	ds_bpermute_b32 v110, v71, v48
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v1, v1, v49
	ds_bpermute_b32 v49, v72, v1
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v48, v48, v110
	ds_bpermute_b32 v110, v72, v48
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v1, v1, v49
	ds_bpermute_b32 v49, v73, v1
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v48, v48, v110
	ds_bpermute_b32 v110, v73, v48
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v1, v1, v49
	v_add_f32_e32 v1, 0x358637bd, v1
	v_mul_f32_e32 v49, 0x4f800000, v1
	v_cmp_gt_f32_e32 vcc, s47, v1
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v48, v48, v110
	v_add_f32_e32 v48, 0x358637bd, v48
	v_cndmask_b32_e32 v1, v1, v49, vcc
	v_sqrt_f32_e32 v49, v1
	v_mul_f32_e32 v110, 0x4f800000, v48
	v_cmp_gt_f32_e64 s[0:1], s47, v48
	v_add_u32_e32 v111, 1, v49
	s_nop 0
	v_cndmask_b32_e64 v48, v48, v110, s[0:1]
	v_add_u32_e32 v110, -1, v49
	v_fma_f32 v112, -v110, v49, v1
	v_fma_f32 v113, -v111, v49, v1
	v_cmp_ge_f32_e64 s[12:13], 0, v112
	s_nop 1
	v_cndmask_b32_e64 v49, v49, v110, s[12:13]
	v_cmp_lt_f32_e64 s[12:13], 0, v113
	s_nop 1
	v_cndmask_b32_e64 v49, v49, v111, s[12:13]
	v_sqrt_f32_e32 v111, v48
	v_mul_f32_e32 v110, 0x37800000, v49
	v_cndmask_b32_e32 v49, v49, v110, vcc
	v_cmp_class_f32_e32 vcc, v1, v92
	s_nop 1
	v_cndmask_b32_e32 v1, v49, v1, vcc
	v_add_u32_e32 v49, -1, v111
	v_fma_f32 v110, -v49, v111, v48
	v_cmp_ge_f32_e32 vcc, 0, v110
	v_add_u32_e32 v110, 1, v111
	s_nop 0
	v_cndmask_b32_e32 v49, v111, v49, vcc
	v_fma_f32 v111, -v110, v111, v48
	v_cmp_lt_f32_e32 vcc, 0, v111
	v_div_scale_f32 v111, s[12:13], v1, v1, v107
	v_rcp_f32_e32 v112, v111
	v_cndmask_b32_e32 v49, v49, v110, vcc
	v_mul_f32_e32 v110, 0x37800000, v49
	v_cndmask_b32_e64 v49, v49, v110, s[0:1]
	v_cmp_class_f32_e32 vcc, v48, v92
	s_nop 1
	v_cndmask_b32_e32 v114, v49, v48, vcc
	v_fma_f32 v48, -v111, v112, 1.0
	v_fmac_f32_e32 v112, v48, v112
	v_div_scale_f32 v48, vcc, v107, v1, v107
	v_mul_f32_e32 v49, v48, v112
	v_fma_f32 v110, -v111, v49, v48
	v_fmac_f32_e32 v49, v110, v112
	v_div_scale_f32 v110, s[0:1], v1, v1, v106
	v_fma_f32 v48, -v111, v49, v48
	v_rcp_f32_e32 v111, v110
	v_div_fmas_f32 v48, v48, v112, v49
	v_div_fixup_f32 v49, v48, v1, v107
	v_fma_f32 v48, -v110, v111, 1.0
	v_fmac_f32_e32 v111, v48, v111
	v_div_scale_f32 v48, vcc, v106, v1, v106
	v_mul_f32_e32 v107, v48, v111
	v_fma_f32 v112, -v110, v107, v48
	v_fmac_f32_e32 v107, v112, v111
	v_fma_f32 v48, -v110, v107, v48
	v_div_scale_f32 v110, s[0:1], v114, v114, v109
	v_rcp_f32_e32 v112, v110
	v_div_fmas_f32 v48, v48, v111, v107
	v_div_fixup_f32 v48, v48, v1, v106
	v_pk_mul_f32 v[106:107], s[60:61], v[48:49]
	v_fma_f32 v48, -v110, v112, 1.0
	v_fmac_f32_e32 v112, v48, v112
	v_div_scale_f32 v48, vcc, v109, v114, v109
	v_mul_f32_e32 v49, v48, v112
	v_fma_f32 v111, -v110, v49, v48
	v_fmac_f32_e32 v49, v111, v112
	v_fma_f32 v48, -v110, v49, v48
	v_div_scale_f32 v110, s[0:1], v114, v114, v108
	v_rcp_f32_e32 v113, v110
	v_div_fmas_f32 v48, v48, v112, v49
	v_div_fixup_f32 v111, v48, v114, v109
	v_fma_f32 v48, -v110, v113, 1.0
	v_fmac_f32_e32 v113, v48, v113
	v_div_scale_f32 v48, vcc, v108, v114, v108
	v_mul_f32_e32 v49, v48, v113
	v_fma_f32 v109, -v110, v49, v48
	v_fmac_f32_e32 v49, v109, v113
	v_div_scale_f32 v109, s[0:1], v1, v1, v104
	v_rcp_f32_e32 v112, v109
	v_fma_f32 v48, -v110, v49, v48
	v_div_fmas_f32 v48, v48, v113, v49
	v_div_fixup_f32 v110, v48, v114, v108
	v_fma_f32 v48, -v109, v112, 1.0
	v_fmac_f32_e32 v112, v48, v112
	v_div_scale_f32 v48, vcc, v104, v1, v104
	v_mul_f32_e32 v49, v48, v112
	v_fma_f32 v108, -v109, v49, v48
	v_fmac_f32_e32 v49, v108, v112
	v_div_scale_f32 v108, s[0:1], v1, v1, v47
	v_fma_f32 v48, -v109, v49, v48
	v_rcp_f32_e32 v109, v108
	v_div_fmas_f32 v48, v48, v112, v49
	v_div_fixup_f32 v49, v48, v1, v104
	v_fma_f32 v48, -v108, v109, 1.0
	v_fmac_f32_e32 v109, v48, v109
	v_div_scale_f32 v48, vcc, v47, v1, v47
	v_mul_f32_e32 v104, v48, v109
	v_fma_f32 v112, -v108, v104, v48
	v_fmac_f32_e32 v104, v112, v109
	v_fma_f32 v48, -v108, v104, v48
	v_div_fmas_f32 v48, v48, v109, v104
	v_div_scale_f32 v104, s[0:1], v114, v114, v105
	v_rcp_f32_e32 v112, v104
	v_div_fixup_f32 v48, v48, v1, v47
	v_pk_mul_f32 v[108:109], s[60:61], v[48:49]
	ds_write_b128 v83, v[106:109]
	v_fma_f32 v1, -v104, v112, 1.0
	v_fmac_f32_e32 v112, v1, v112
	v_div_scale_f32 v1, vcc, v105, v114, v105
	v_mul_f32_e32 v47, v1, v112
	v_fma_f32 v48, -v104, v47, v1
	v_fmac_f32_e32 v47, v48, v112
	v_div_scale_f32 v48, s[0:1], v114, v114, v103
	v_rcp_f32_e32 v49, v48
	v_fma_f32 v1, -v104, v47, v1
	v_div_fmas_f32 v1, v1, v112, v47
	v_div_fixup_f32 v113, v1, v114, v105
	v_fma_f32 v1, -v48, v49, 1.0
	v_fmac_f32_e32 v49, v1, v49
	v_div_scale_f32 v1, vcc, v103, v114, v103
	v_mul_f32_e32 v47, v1, v49
	v_fma_f32 v104, -v48, v47, v1
	v_fmac_f32_e32 v47, v104, v49
	s_waitcnt vmcnt(0)
	v_pk_add_f32 v[104:105], v[2:3], v[16:17]
	v_fma_f32 v1, -v48, v47, v1
	v_pk_mul_f32 v[106:107], s[36:37], v[104:105]
	v_div_fmas_f32 v1, v1, v49, v47
	v_cmp_ngt_f32_e32 vcc, s17, v106
	s_nop 1
	v_cndmask_b32_e32 v16, v65, v106, vcc
	v_cmp_ngt_f32_e32 vcc, s17, v107
	s_nop 1
	v_cndmask_b32_e32 v17, v65, v107, vcc
	v_cmp_nlt_f32_e32 vcc, s29, v17
	s_nop 1
	v_cndmask_b32_e32 v49, v66, v17, vcc
	v_cmp_nlt_f32_e32 vcc, s29, v16
	s_nop 1
	v_cndmask_b32_e32 v48, v66, v16, vcc
	v_mov_b64_e32 v[16:17], s[56:57]
	v_pk_fma_f32 v[108:109], v[48:49], s[16:17], v[16:17] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_add_f32 v[108:109], v[108:109], s[28:29] op_sel_hi:[1,0]
	s_nop 0
	v_cmp_o_f32_e32 vcc, v109, v109
	s_nop 1
	v_cndmask_b32_e32 v47, 0, v109, vcc
	v_cmp_o_f32_e32 vcc, v108, v108
	v_cvt_i32_f32_e32 v126, v47
	s_nop 0
	v_cndmask_b32_e32 v112, 0, v108, vcc
	v_cvt_i32_f32_e32 v127, v112
	v_div_fixup_f32 v112, v1, v114, v103
	ds_write_b128 v84, v[110:113]
	v_pk_fma_f32 v[112:113], v[108:109], s[42:43], v[48:49] op_sel_hi:[1,0,1]
	v_pk_mul_f32 v[108:109], v[108:109], s[44:45] op_sel_hi:[1,0]
	v_mov_b64_e32 v[48:49], s[62:63]
	v_pk_add_f32 v[114:115], v[112:113], v[108:109]
	v_ashrrev_i32_e32 v1, 1, v126
	v_pk_fma_f32 v[120:121], v[114:115], s[46:47], v[48:49] op_sel_hi:[1,0,0]
	v_pk_mul_f32 v[122:123], v[114:115], v[114:115]
	v_pk_fma_f32 v[120:121], v[120:121], v[114:115], s[64:65] op_sel_hi:[1,1,0]
	v_pk_add_f32 v[116:117], v[114:115], v[112:113] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_fma_f32 v[120:121], v[120:121], v[114:115], s[66:67] op_sel_hi:[1,1,0]
	v_pk_add_f32 v[118:119], v[108:109], v[116:117] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_fma_f32 v[120:121], v[120:121], v[114:115], s[68:69] op_sel_hi:[1,1,0]
	v_ashrrev_i32_e32 v103, 1, v127
	v_pk_fma_f32 v[120:121], v[120:121], v[114:115], 0.5 op_sel_hi:[1,1,0]
	v_lshl_add_u32 v110, v103, 23, 1.0
	v_pk_mul_f32 v[120:121], v[122:123], v[120:121]
	v_lshl_add_u32 v111, v1, 23, 1.0
	v_pk_add_f32 v[122:123], v[114:115], v[120:121]
	s_nop 0
	v_pk_add_f32 v[114:115], v[122:123], v[114:115] neg_lo:[0,1] neg_hi:[0,1]
	v_mov_b32_e32 v108, v123
	v_pk_add_f32 v[114:115], v[120:121], v[114:115] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[120:121], v[122:123], 1.0 op_sel_hi:[1,0]
	s_nop 0
	v_add_f32_e32 v47, -1.0, v120
	v_sub_f32_e32 v112, v122, v47
	v_mov_b32_e32 v47, v113
	v_pk_add_f32 v[124:125], v[120:121], v[46:47] op_sel:[1,0] op_sel_hi:[0,1]
	v_mov_b32_e32 v125, v117
	v_pk_add_f32 v[108:109], v[108:109], v[124:125] neg_lo:[0,1] neg_hi:[0,1]
	v_sub_u32_e32 v47, v127, v103
	v_mov_b32_e32 v119, v109
	v_pk_add_f32 v[114:115], v[118:119], v[114:115]
	v_mov_b32_e32 v113, v108
	v_pk_add_f32 v[108:109], v[112:113], v[114:115]
	v_sub_u32_e32 v103, v126, v1
	v_pk_add_f32 v[108:109], v[120:121], v[108:109]
	v_lshl_add_u32 v113, v103, 23, 1.0
	v_lshl_add_u32 v112, v47, 23, 1.0
	v_pk_mul_f32 v[108:109], v[108:109], v[110:111]
	v_mov_b64_e32 v[118:119], s[72:73]
	v_pk_mul_f32 v[108:109], v[108:109], v[112:113]
	s_nop 0
	v_pk_add_f32 v[108:109], v[108:109], 1.0 op_sel_hi:[1,0]
	s_nop 0
	v_pk_mul_f32 v[110:111], v[108:109], s[70:71] op_sel_hi:[1,0]
	v_cmp_gt_f32_e32 vcc, s63, v108
	v_cmp_gt_f32_e64 s[0:1], s63, v109
	s_nop 0
	v_cndmask_b32_e32 v1, v108, v110, vcc
	v_cndmask_b32_e64 v47, v109, v111, s[0:1]
	v_add_u32_e32 v103, 0xc0cafb0d, v47
	v_add_u32_e32 v112, 0xc0cafb0d, v1
	v_and_b32_e32 v110, 0xff800000, v103
	v_and_b32_e32 v113, 0xff800000, v112
	v_sub_u32_e32 v111, v47, v110
	v_sub_u32_e32 v110, v1, v113
	v_cndmask_b32_e32 v47, 0, v95, vcc
	v_ashrrev_i32_e32 v112, 23, v112
	v_pk_add_f32 v[110:111], v[110:111], -1.0 op_sel_hi:[1,0]
	v_add_u32_e32 v47, v112, v47
	v_pk_add_f32 v[112:113], v[110:111], 2.0 op_sel_hi:[1,0]
	v_cndmask_b32_e64 v1, 0, v95, s[0:1]
	v_div_scale_f32 v116, s[0:1], v113, v113, v111
	v_rcp_f32_e32 v117, v116
	v_ashrrev_i32_e32 v103, 23, v103
	v_add_u32_e32 v1, v103, v1
	v_cvt_f32_i32_e32 v115, v1
	v_fma_f32 v1, -v116, v117, 1.0
	v_fmac_f32_e32 v117, v1, v117
	v_div_scale_f32 v1, vcc, v111, v113, v111
	v_cvt_f32_i32_e32 v114, v47
	v_mul_f32_e32 v47, v1, v117
	v_fma_f32 v103, -v116, v47, v1
	v_fmac_f32_e32 v47, v103, v117
	v_div_scale_f32 v103, s[0:1], v112, v112, v110
	v_fma_f32 v1, -v116, v47, v1
	v_rcp_f32_e32 v116, v103
	v_div_fmas_f32 v1, v1, v117, v47
	v_div_fixup_f32 v113, v1, v113, v111
	v_fma_f32 v1, -v103, v116, 1.0
	v_fmac_f32_e32 v116, v1, v116
	v_div_scale_f32 v1, vcc, v110, v112, v110
	v_mul_f32_e32 v47, v1, v116
	v_fma_f32 v117, -v103, v47, v1
	v_fmac_f32_e32 v47, v117, v116
	v_fma_f32 v1, -v103, v47, v1
	v_div_fmas_f32 v1, v1, v116, v47
	v_div_fixup_f32 v112, v1, v112, v110
	v_pk_mul_f32 v[116:117], v[112:113], v[112:113]
	v_cmp_neq_f32_e32 vcc, 0, v108
	v_pk_fma_f32 v[120:121], v[116:117], s[74:75], v[118:119] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_fma_f32 v[120:121], v[120:121], v[116:117], s[76:77] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[120:121], v[120:121], v[116:117], s[78:79] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[120:121], v[120:121], v[116:117], s[80:81] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_mul_f32 v[116:117], v[116:117], v[120:121] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_pk_add_f32 v[116:117], v[110:111], v[116:117]
	s_nop 0
	v_pk_fma_f32 v[110:111], v[112:113], v[116:117], v[110:111] neg_lo:[1,0,0] neg_hi:[1,0,0]
	s_nop 0
	v_pk_fma_f32 v[110:111], v[114:115], s[82:83], v[110:111] op_sel_hi:[1,0,1]
	s_nop 0
	v_pk_fma_f32 v[110:111], v[114:115], s[84:85], v[110:111] op_sel_hi:[1,0,1]
	s_nop 0
	v_cndmask_b32_e32 v1, v96, v110, vcc
	v_cmp_neq_f32_e32 vcc, 0, v109
	s_nop 1
	v_cndmask_b32_e32 v47, v96, v111, vcc
	v_cmp_neq_f32_e32 vcc, s65, v109
	s_nop 1
	v_cndmask_b32_e32 v47, v97, v47, vcc
	v_cmp_neq_f32_e32 vcc, s65, v108
	s_nop 1
	v_cndmask_b32_e32 v1, v97, v1, vcc
	v_cmp_ngt_f32_e32 vcc, 0, v108
	s_nop 1
	v_cndmask_b32_e32 v1, v98, v1, vcc
	v_cmp_ngt_f32_e32 vcc, 0, v109
	s_nop 1
	v_cndmask_b32_e32 v47, v98, v47, vcc
	v_cmp_u_f32_e32 vcc, v109, v109
	s_nop 1
	v_cndmask_b32_e32 v109, v47, v109, vcc
	v_cmp_u_f32_e32 vcc, v108, v108
	s_nop 1
	v_cndmask_b32_e32 v108, v1, v108, vcc
	v_pk_mul_f32 v[108:109], v[34:35], v[108:109]
	v_cmp_ge_f32_e32 vcc, s45, v107
	s_nop 1
	v_cndmask_b32_e32 v105, v105, v109, vcc
	v_cmp_ge_f32_e32 vcc, s38, v106
	s_nop 1
	v_cndmask_b32_e32 v104, v104, v108, vcc
	v_pk_mul_f32 v[104:105], v[40:41], v[104:105]
	s_nop 0
	v_cmp_ngt_f32_e32 vcc, s17, v104
	s_nop 1
	v_cndmask_b32_e32 v1, v65, v104, vcc
	v_cmp_ngt_f32_e32 vcc, s17, v105
	s_nop 1
	v_cndmask_b32_e32 v47, v65, v105, vcc
	v_cmp_nlt_f32_e32 vcc, s29, v47
	s_nop 1
	v_cndmask_b32_e32 v105, v66, v47, vcc
	v_cmp_nlt_f32_e32 vcc, s29, v1
	s_nop 1
	v_cndmask_b32_e32 v104, v66, v1, vcc
	v_pk_fma_f32 v[106:107], v[104:105], s[16:17], v[16:17] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_add_f32 v[106:107], v[106:107], s[28:29] op_sel_hi:[1,0]
	s_nop 0
	v_pk_fma_f32 v[104:105], v[106:107], s[42:43], v[104:105] op_sel_hi:[1,0,1]
	v_pk_mul_f32 v[108:109], v[106:107], s[44:45] op_sel_hi:[1,0]
	v_cmp_o_f32_e32 vcc, v107, v107
	v_pk_add_f32 v[110:111], v[104:105], v[108:109]
	s_nop 0
	v_pk_add_f32 v[104:105], v[110:111], v[104:105] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_mul_f32 v[112:113], v[110:111], v[110:111]
	v_pk_add_f32 v[104:105], v[108:109], v[104:105] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_fma_f32 v[108:109], v[110:111], s[46:47], v[48:49] op_sel_hi:[1,0,0]
	v_cndmask_b32_e32 v1, 0, v107, vcc
	v_pk_fma_f32 v[108:109], v[108:109], v[110:111], s[64:65] op_sel_hi:[1,1,0]
	v_cvt_i32_f32_e32 v1, v1
	v_pk_fma_f32 v[108:109], v[108:109], v[110:111], s[66:67] op_sel_hi:[1,1,0]
	v_cmp_o_f32_e32 vcc, v106, v106
	v_pk_fma_f32 v[108:109], v[108:109], v[110:111], s[68:69] op_sel_hi:[1,1,0]
	v_ashrrev_i32_e32 v103, 1, v1
	v_pk_fma_f32 v[108:109], v[108:109], v[110:111], 0.5 op_sel_hi:[1,1,0]
	v_cndmask_b32_e32 v47, 0, v106, vcc
	v_pk_mul_f32 v[108:109], v[112:113], v[108:109]
	v_sub_u32_e32 v1, v1, v103
	v_pk_add_f32 v[112:113], v[110:111], v[108:109]
	v_cvt_i32_f32_e32 v47, v47
	v_pk_add_f32 v[110:111], v[112:113], v[110:111] neg_lo:[0,1] neg_hi:[0,1]
	v_lshl_add_u32 v107, v103, 23, 1.0
	v_pk_add_f32 v[108:109], v[108:109], v[110:111] neg_lo:[0,1] neg_hi:[0,1]
	v_ashrrev_i32_e32 v106, 1, v47
	v_pk_add_f32 v[104:105], v[104:105], v[108:109]
	v_pk_add_f32 v[108:109], v[112:113], 1.0 op_sel_hi:[1,0]
	v_sub_u32_e32 v47, v47, v106
	v_pk_add_f32 v[110:111], v[108:109], -1.0 op_sel_hi:[1,0]
	v_lshl_add_u32 v106, v106, 23, 1.0
	v_pk_add_f32 v[110:111], v[112:113], v[110:111] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_pk_add_f32 v[104:105], v[110:111], v[104:105]
	v_pk_add_f32 v[110:111], v[4:5], v[14:15]
	v_pk_add_f32 v[104:105], v[108:109], v[104:105]
	v_pk_mul_f32 v[112:113], s[36:37], v[110:111]
	v_lshl_add_u32 v109, v1, 23, 1.0
	v_cmp_ngt_f32_e32 vcc, s17, v112
	v_lshl_add_u32 v108, v47, 23, 1.0
	s_nop 0
	v_cndmask_b32_e32 v1, v65, v112, vcc
	v_cmp_ngt_f32_e32 vcc, s17, v113
	s_nop 1
	v_cndmask_b32_e32 v14, v65, v113, vcc
	v_cmp_nlt_f32_e32 vcc, s29, v14
	s_nop 1
	v_cndmask_b32_e32 v115, v66, v14, vcc
	v_cmp_nlt_f32_e32 vcc, s29, v1
	s_nop 1
	v_cndmask_b32_e32 v114, v66, v1, vcc
	v_pk_fma_f32 v[14:15], v[114:115], s[16:17], v[16:17] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_add_f32 v[116:117], v[14:15], s[28:29] op_sel_hi:[1,0]
	s_nop 0
	v_cmp_o_f32_e32 vcc, v117, v117
	s_nop 1
	v_cndmask_b32_e32 v1, 0, v117, vcc
	v_cmp_o_f32_e32 vcc, v116, v116
	v_cvt_i32_f32_e32 v1, v1
	s_nop 0
	v_cndmask_b32_e32 v14, 0, v116, vcc
	v_cvt_i32_f32_e32 v103, v14
	v_pk_mul_f32 v[14:15], v[104:105], v[106:107]
	v_pk_fma_f32 v[106:107], v[116:117], s[42:43], v[114:115] op_sel_hi:[1,0,1]
	v_pk_mul_f32 v[14:15], v[14:15], v[108:109]
	v_pk_mul_f32 v[108:109], v[116:117], s[44:45] op_sel_hi:[1,0]
	v_ashrrev_i32_e32 v105, 1, v1
	v_pk_add_f32 v[114:115], v[106:107], v[108:109]
	v_ashrrev_i32_e32 v128, 1, v103
	v_pk_fma_f32 v[122:123], v[114:115], s[46:47], v[48:49] op_sel_hi:[1,0,0]
	v_pk_mul_f32 v[124:125], v[114:115], v[114:115]
	v_pk_fma_f32 v[122:123], v[122:123], v[114:115], s[64:65] op_sel_hi:[1,1,0]
	v_pk_add_f32 v[116:117], v[114:115], v[106:107] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_fma_f32 v[122:123], v[122:123], v[114:115], s[66:67] op_sel_hi:[1,1,0]
	v_pk_add_f32 v[120:121], v[108:109], v[116:117] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_fma_f32 v[122:123], v[122:123], v[114:115], s[68:69] op_sel_hi:[1,1,0]
	v_lshl_add_u32 v104, v128, 23, 1.0
	v_pk_fma_f32 v[122:123], v[122:123], v[114:115], 0.5 op_sel_hi:[1,1,0]
	v_sub_u32_e32 v1, v1, v105
	v_pk_mul_f32 v[122:123], v[124:125], v[122:123]
	v_lshl_add_u32 v105, v105, 23, 1.0
	v_pk_add_f32 v[124:125], v[114:115], v[122:123]
	s_nop 0
	v_pk_add_f32 v[114:115], v[124:125], v[114:115] neg_lo:[0,1] neg_hi:[0,1]
	v_mov_b32_e32 v108, v125
	v_pk_add_f32 v[114:115], v[122:123], v[114:115] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[122:123], v[124:125], 1.0 op_sel_hi:[1,0]
	s_nop 0
	v_add_f32_e32 v47, -1.0, v122
	v_sub_f32_e32 v106, v124, v47
	v_mov_b32_e32 v47, v107
	v_pk_add_f32 v[126:127], v[122:123], v[46:47] op_sel:[1,0] op_sel_hi:[0,1]
	v_mov_b32_e32 v127, v117
	v_pk_add_f32 v[108:109], v[108:109], v[126:127] neg_lo:[0,1] neg_hi:[0,1]
	v_sub_u32_e32 v47, v103, v128
	v_mov_b32_e32 v121, v109
	v_pk_add_f32 v[114:115], v[120:121], v[114:115]
	v_mov_b32_e32 v107, v108
	v_pk_add_f32 v[106:107], v[106:107], v[114:115]
	v_lshl_add_u32 v109, v1, 23, 1.0
	v_pk_add_f32 v[106:107], v[122:123], v[106:107]
	v_lshl_add_u32 v108, v47, 23, 1.0
	v_pk_mul_f32 v[104:105], v[106:107], v[104:105]
	s_nop 0
	v_pk_mul_f32 v[104:105], v[104:105], v[108:109]
	s_nop 0
	v_pk_add_f32 v[104:105], v[104:105], 1.0 op_sel_hi:[1,0]
	s_nop 0
	v_pk_mul_f32 v[106:107], v[104:105], s[70:71] op_sel_hi:[1,0]
	v_cmp_gt_f32_e32 vcc, s63, v104
	v_cmp_gt_f32_e64 s[0:1], s63, v105
	s_nop 0
	v_cndmask_b32_e32 v1, v104, v106, vcc
	v_cndmask_b32_e64 v47, v105, v107, s[0:1]
	v_add_u32_e32 v103, 0xc0cafb0d, v47
	v_add_u32_e32 v108, 0xc0cafb0d, v1
	v_and_b32_e32 v106, 0xff800000, v103
	v_and_b32_e32 v109, 0xff800000, v108
	v_sub_u32_e32 v107, v47, v106
	v_sub_u32_e32 v106, v1, v109
	v_cndmask_b32_e32 v47, 0, v95, vcc
	v_ashrrev_i32_e32 v108, 23, v108
	v_pk_add_f32 v[106:107], v[106:107], -1.0 op_sel_hi:[1,0]
	v_add_u32_e32 v47, v108, v47
	v_pk_add_f32 v[108:109], v[106:107], 2.0 op_sel_hi:[1,0]
	v_cndmask_b32_e64 v1, 0, v95, s[0:1]
	v_div_scale_f32 v116, s[0:1], v109, v109, v107
	v_rcp_f32_e32 v117, v116
	v_ashrrev_i32_e32 v103, 23, v103
	v_add_u32_e32 v1, v103, v1
	v_cvt_f32_i32_e32 v115, v1
	v_fma_f32 v1, -v116, v117, 1.0
	v_fmac_f32_e32 v117, v1, v117
	v_div_scale_f32 v1, vcc, v107, v109, v107
	v_cvt_f32_i32_e32 v114, v47
	v_mul_f32_e32 v47, v1, v117
	v_fma_f32 v103, -v116, v47, v1
	v_fmac_f32_e32 v47, v103, v117
	v_div_scale_f32 v103, s[0:1], v108, v108, v106
	v_fma_f32 v1, -v116, v47, v1
	v_rcp_f32_e32 v116, v103
	v_div_fmas_f32 v1, v1, v117, v47
	v_div_fixup_f32 v109, v1, v109, v107
	v_fma_f32 v1, -v103, v116, 1.0
	v_fmac_f32_e32 v116, v1, v116
	v_div_scale_f32 v1, vcc, v106, v108, v106
	v_mul_f32_e32 v47, v1, v116
	v_fma_f32 v117, -v103, v47, v1
	v_fmac_f32_e32 v47, v117, v116
	v_fma_f32 v1, -v103, v47, v1
	v_div_fmas_f32 v1, v1, v116, v47
	v_div_fixup_f32 v108, v1, v108, v106
	v_pk_mul_f32 v[116:117], v[108:109], v[108:109]
	v_cmp_neq_f32_e32 vcc, 0, v104
	v_pk_fma_f32 v[118:119], v[116:117], s[74:75], v[118:119] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_fma_f32 v[118:119], v[118:119], v[116:117], s[76:77] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[118:119], v[118:119], v[116:117], s[78:79] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[118:119], v[118:119], v[116:117], s[80:81] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_mul_f32 v[116:117], v[116:117], v[118:119] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_pk_add_f32 v[116:117], v[106:107], v[116:117]
	s_nop 0
	v_pk_fma_f32 v[106:107], v[108:109], v[116:117], v[106:107] neg_lo:[1,0,0] neg_hi:[1,0,0]
	s_nop 0
	v_pk_fma_f32 v[106:107], v[114:115], s[82:83], v[106:107] op_sel_hi:[1,0,1]
	s_nop 0
	v_pk_fma_f32 v[106:107], v[114:115], s[84:85], v[106:107] op_sel_hi:[1,0,1]
	s_nop 0
	v_cndmask_b32_e32 v1, v96, v106, vcc
	v_cmp_neq_f32_e32 vcc, 0, v105
	s_nop 1
	v_cndmask_b32_e32 v47, v96, v107, vcc
	v_cmp_neq_f32_e32 vcc, s65, v105
	s_nop 1
	v_cndmask_b32_e32 v47, v97, v47, vcc
	v_cmp_neq_f32_e32 vcc, s65, v104
	s_nop 1
	v_cndmask_b32_e32 v1, v97, v1, vcc
	v_cmp_ngt_f32_e32 vcc, 0, v104
	s_nop 1
	v_cndmask_b32_e32 v1, v98, v1, vcc
	v_cmp_ngt_f32_e32 vcc, 0, v105
	s_nop 1
	v_cndmask_b32_e32 v47, v98, v47, vcc
	v_cmp_u_f32_e32 vcc, v105, v105
	s_nop 1
	v_cndmask_b32_e32 v105, v47, v105, vcc
	v_cmp_u_f32_e32 vcc, v104, v104
	s_nop 1
	v_cndmask_b32_e32 v104, v1, v104, vcc
	v_pk_mul_f32 v[104:105], v[34:35], v[104:105]
	v_cmp_ge_f32_e32 vcc, s45, v113
	s_nop 1
	v_cndmask_b32_e32 v105, v111, v105, vcc
	v_cmp_ge_f32_e32 vcc, s38, v112
	s_nop 1
	v_cndmask_b32_e32 v104, v110, v104, vcc
	v_pk_mul_f32 v[104:105], v[40:41], v[104:105]
	s_nop 0
	v_cmp_ngt_f32_e32 vcc, s17, v104
	s_nop 1
	v_cndmask_b32_e32 v1, v65, v104, vcc
	v_cmp_ngt_f32_e32 vcc, s17, v105
	s_nop 1
	v_cndmask_b32_e32 v47, v65, v105, vcc
	v_cmp_nlt_f32_e32 vcc, s29, v47
	s_nop 1
	v_cndmask_b32_e32 v105, v66, v47, vcc
	v_cmp_nlt_f32_e32 vcc, s29, v1
	s_nop 1
	v_cndmask_b32_e32 v104, v66, v1, vcc
	v_pk_fma_f32 v[16:17], v[104:105], s[16:17], v[16:17] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_add_f32 v[16:17], v[16:17], s[28:29] op_sel_hi:[1,0]
	s_nop 0
	v_pk_fma_f32 v[104:105], v[16:17], s[42:43], v[104:105] op_sel_hi:[1,0,1]
	v_pk_mul_f32 v[106:107], v[16:17], s[44:45] op_sel_hi:[1,0]
	v_cmp_o_f32_e32 vcc, v17, v17
	v_pk_add_f32 v[108:109], v[104:105], v[106:107]
	s_nop 0
	v_pk_fma_f32 v[48:49], v[108:109], s[46:47], v[48:49] op_sel_hi:[1,0,0]
	v_pk_add_f32 v[104:105], v[108:109], v[104:105] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_fma_f32 v[48:49], v[48:49], v[108:109], s[64:65] op_sel_hi:[1,1,0]
	v_pk_add_f32 v[104:105], v[106:107], v[104:105] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_fma_f32 v[48:49], v[48:49], v[108:109], s[66:67] op_sel_hi:[1,1,0]
	v_pk_mul_f32 v[106:107], v[108:109], v[108:109]
	v_pk_fma_f32 v[48:49], v[48:49], v[108:109], s[68:69] op_sel_hi:[1,1,0]
	v_cndmask_b32_e32 v1, 0, v17, vcc
	v_pk_fma_f32 v[48:49], v[48:49], v[108:109], 0.5 op_sel_hi:[1,1,0]
	v_cmp_o_f32_e32 vcc, v16, v16
	v_pk_mul_f32 v[48:49], v[106:107], v[48:49]
	v_cvt_i32_f32_e32 v1, v1
	v_pk_add_f32 v[106:107], v[108:109], v[48:49]
	v_cndmask_b32_e32 v16, 0, v16, vcc
	v_pk_add_f32 v[108:109], v[106:107], v[108:109] neg_lo:[0,1] neg_hi:[0,1]
	v_cvt_i32_f32_e32 v47, v16
	v_pk_add_f32 v[48:49], v[48:49], v[108:109] neg_lo:[0,1] neg_hi:[0,1]
	v_ashrrev_i32_e32 v103, 1, v47
	v_pk_add_f32 v[48:49], v[104:105], v[48:49]
	v_pk_add_f32 v[104:105], v[106:107], 1.0 op_sel_hi:[1,0]
	v_sub_u32_e32 v47, v47, v103
	v_pk_add_f32 v[108:109], v[104:105], -1.0 op_sel_hi:[1,0]
	s_nop 0
	v_pk_add_f32 v[106:107], v[106:107], v[108:109] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_pk_add_f32 v[16:17], v[106:107], v[48:49]
	v_ashrrev_i32_e32 v48, 1, v1
	v_pk_add_f32 v[16:17], v[104:105], v[16:17]
	v_sub_u32_e32 v1, v1, v48
	v_lshl_add_u32 v49, v48, 23, 1.0
	v_lshl_add_u32 v48, v103, 23, 1.0
	v_lshl_add_u32 v105, v1, 23, 1.0
	v_lshl_add_u32 v104, v47, 23, 1.0
	v_pk_mul_f32 v[16:17], v[16:17], v[48:49]
	s_nop 0
	v_pk_mul_f32 v[16:17], v[16:17], v[104:105]
	ds_write_b128 v82, v[14:17]
	s_or_b64 exec, exec, s[88:89]
	s_and_saveexec_b64 s[12:13], s[8:9]
	s_cbranch_execz .LBB0_130
.LBB0_157:
	v_mul_f32_e32 v1, v100, v100
	v_fmac_f32_e32 v1, v99, v99
	v_mul_f32_e32 v15, v102, v102
	v_fmac_f32_e32 v1, v50, v50
	v_fmac_f32_e32 v15, v101, v101
	v_fmac_f32_e32 v1, v51, v51
	v_fmac_f32_e32 v15, v55, v55
	ds_bpermute_b32 v14, v69, v1
	v_fmac_f32_e32 v15, v56, v56
	ds_bpermute_b32 v16, v69, v15
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v1, v1, v14
	ds_bpermute_b32 v14, v70, v1
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v15, v15, v16
	ds_bpermute_b32 v16, v70, v15
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v1, v1, v14
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v14, v15, v16
	ds_bpermute_b32 v15, v71, v1
	ds_bpermute_b32 v16, v71, v14
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v1, v1, v15
	ds_bpermute_b32 v15, v72, v1
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v14, v14, v16
	ds_bpermute_b32 v16, v72, v14
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v1, v1, v15
	ds_bpermute_b32 v15, v73, v1
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v14, v14, v16
	ds_bpermute_b32 v16, v73, v14
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v1, v1, v15
	v_add_f32_e32 v1, 0x358637bd, v1
	v_mul_f32_e32 v15, 0x4f800000, v1
	v_cmp_gt_f32_e32 vcc, s47, v1
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v14, v14, v16
	v_add_f32_e32 v14, 0x358637bd, v14
	v_cndmask_b32_e32 v1, v1, v15, vcc
	v_sqrt_f32_e32 v15, v1
	v_mul_f32_e32 v16, 0x4f800000, v14
	v_cmp_gt_f32_e64 s[0:1], s47, v14
	v_add_u32_e32 v17, 1, v15
	s_nop 0
	v_cndmask_b32_e64 v14, v14, v16, s[0:1]
	v_add_u32_e32 v16, -1, v15
	v_fma_f32 v47, -v16, v15, v1
	v_fma_f32 v48, -v17, v15, v1
	v_cmp_ge_f32_e64 s[8:9], 0, v47
	s_nop 1
	v_cndmask_b32_e64 v15, v15, v16, s[8:9]
	v_cmp_lt_f32_e64 s[8:9], 0, v48
	s_nop 1
	v_cndmask_b32_e64 v15, v15, v17, s[8:9]
	v_sqrt_f32_e32 v17, v14
	v_mul_f32_e32 v16, 0x37800000, v15
	v_cndmask_b32_e32 v15, v15, v16, vcc
	v_cmp_class_f32_e32 vcc, v1, v92
	s_nop 1
	v_cndmask_b32_e32 v1, v15, v1, vcc
	v_add_u32_e32 v15, -1, v17
	v_fma_f32 v16, -v15, v17, v14
	v_cmp_ge_f32_e32 vcc, 0, v16
	v_add_u32_e32 v16, 1, v17
	s_nop 0
	v_cndmask_b32_e32 v15, v17, v15, vcc
	v_fma_f32 v17, -v16, v17, v14
	v_cmp_lt_f32_e32 vcc, 0, v17
	v_div_scale_f32 v17, s[8:9], v1, v1, v100
	v_rcp_f32_e32 v47, v17
	v_cndmask_b32_e32 v15, v15, v16, vcc
	v_mul_f32_e32 v16, 0x37800000, v15
	v_cndmask_b32_e64 v15, v15, v16, s[0:1]
	v_cmp_class_f32_e32 vcc, v14, v92
	s_nop 1
	v_cndmask_b32_e32 v103, v15, v14, vcc
	v_fma_f32 v14, -v17, v47, 1.0
	v_fmac_f32_e32 v47, v14, v47
	v_div_scale_f32 v14, vcc, v100, v1, v100
	v_mul_f32_e32 v15, v14, v47
	v_fma_f32 v16, -v17, v15, v14
	v_fmac_f32_e32 v15, v16, v47
	v_div_scale_f32 v16, s[0:1], v1, v1, v99
	v_fma_f32 v14, -v17, v15, v14
	v_rcp_f32_e32 v17, v16
	v_div_fmas_f32 v14, v14, v47, v15
	v_div_fixup_f32 v15, v14, v1, v100
	v_fma_f32 v14, -v16, v17, 1.0
	v_fmac_f32_e32 v17, v14, v17
	v_div_scale_f32 v14, vcc, v99, v1, v99
	v_mul_f32_e32 v47, v14, v17
	v_fma_f32 v48, -v16, v47, v14
	v_fmac_f32_e32 v47, v48, v17
	v_fma_f32 v14, -v16, v47, v14
	v_div_scale_f32 v16, s[0:1], v103, v103, v102
	v_rcp_f32_e32 v48, v16
	v_div_fmas_f32 v14, v14, v17, v47
	v_div_fixup_f32 v14, v14, v1, v99
	v_pk_mul_f32 v[14:15], s[60:61], v[14:15]
	v_fma_f32 v17, -v16, v48, 1.0
	v_fmac_f32_e32 v48, v17, v48
	v_div_scale_f32 v17, vcc, v102, v103, v102
	v_mul_f32_e32 v47, v17, v48
	v_fma_f32 v49, -v16, v47, v17
	v_fmac_f32_e32 v47, v49, v48
	v_fma_f32 v16, -v16, v47, v17
	v_div_scale_f32 v17, s[0:1], v103, v103, v101
	v_rcp_f32_e32 v99, v17
	v_div_fmas_f32 v16, v16, v48, v47
	v_div_fixup_f32 v49, v16, v103, v102
	v_fma_f32 v16, -v17, v99, 1.0
	v_fmac_f32_e32 v99, v16, v99
	v_div_scale_f32 v16, vcc, v101, v103, v101
	v_mul_f32_e32 v47, v16, v99
	v_fma_f32 v48, -v17, v47, v16
	v_fmac_f32_e32 v47, v48, v99
	v_fma_f32 v16, -v17, v47, v16
	v_div_scale_f32 v17, s[0:1], v1, v1, v51
	v_rcp_f32_e32 v100, v17
	v_div_fmas_f32 v16, v16, v99, v47
	v_div_fixup_f32 v48, v16, v103, v101
	v_fma_f32 v16, -v17, v100, 1.0
	v_fmac_f32_e32 v100, v16, v100
	v_div_scale_f32 v16, vcc, v51, v1, v51
	v_mul_f32_e32 v47, v16, v100
	v_fma_f32 v99, -v17, v47, v16
	v_fmac_f32_e32 v47, v99, v100
	v_div_scale_f32 v99, s[0:1], v1, v1, v50
	v_rcp_f32_e32 v101, v99
	v_fma_f32 v16, -v17, v47, v16
	v_div_fmas_f32 v16, v16, v100, v47
	v_div_fixup_f32 v17, v16, v1, v51
	v_fma_f32 v16, -v99, v101, 1.0
	v_fmac_f32_e32 v101, v16, v101
	v_div_scale_f32 v16, vcc, v50, v1, v50
	v_mul_f32_e32 v47, v16, v101
	v_fma_f32 v51, -v99, v47, v16
	v_fmac_f32_e32 v47, v51, v101
	v_fma_f32 v16, -v99, v47, v16
	v_div_fmas_f32 v16, v16, v101, v47
	v_div_scale_f32 v47, s[0:1], v103, v103, v56
	v_rcp_f32_e32 v51, v47
	v_div_fixup_f32 v16, v16, v1, v50
	v_pk_mul_f32 v[16:17], s[60:61], v[16:17]
	ds_write_b128 v86, v[14:17]
	v_fma_f32 v1, -v47, v51, 1.0
	v_fmac_f32_e32 v51, v1, v51
	v_div_scale_f32 v1, vcc, v56, v103, v56
	v_mul_f32_e32 v14, v1, v51
	v_fma_f32 v15, -v47, v14, v1
	v_fmac_f32_e32 v14, v15, v51
	v_div_scale_f32 v15, s[0:1], v103, v103, v55
	v_rcp_f32_e32 v16, v15
	v_fma_f32 v1, -v47, v14, v1
	v_div_fmas_f32 v1, v1, v51, v14
	v_div_fixup_f32 v51, v1, v103, v56
	v_fma_f32 v1, -v15, v16, 1.0
	v_fmac_f32_e32 v16, v1, v16
	v_div_scale_f32 v1, vcc, v55, v103, v55
	v_mul_f32_e32 v14, v1, v16
	v_fma_f32 v17, -v15, v14, v1
	v_fmac_f32_e32 v14, v17, v16
	v_fma_f32 v1, -v15, v14, v1
	v_div_fmas_f32 v1, v1, v16, v14
	s_waitcnt vmcnt(0)
	v_pk_add_f32 v[16:17], v[2:3], v[10:11]
	v_div_fixup_f32 v50, v1, v103, v55
	v_pk_mul_f32 v[100:101], s[36:37], v[16:17]
	ds_write_b128 v87, v[48:51]
	v_cmp_ngt_f32_e32 vcc, s17, v100
	s_nop 1
	v_cndmask_b32_e32 v1, v65, v100, vcc
	v_cmp_ngt_f32_e32 vcc, s17, v101
	s_nop 1
	v_cndmask_b32_e32 v10, v65, v101, vcc
	v_cmp_nlt_f32_e32 vcc, s29, v10
	s_nop 1
	v_cndmask_b32_e32 v103, v66, v10, vcc
	v_cmp_nlt_f32_e32 vcc, s29, v1
	v_mov_b64_e32 v[10:11], s[56:57]
	s_nop 0
	v_cndmask_b32_e32 v102, v66, v1, vcc
	v_pk_fma_f32 v[14:15], v[102:103], s[16:17], v[10:11] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_add_f32 v[104:105], v[14:15], s[28:29] op_sel_hi:[1,0]
	s_nop 0
	v_cmp_o_f32_e32 vcc, v105, v105
	v_pk_fma_f32 v[50:51], v[104:105], s[42:43], v[102:103] op_sel_hi:[1,0,1]
	v_pk_mul_f32 v[102:103], v[104:105], s[44:45] op_sel_hi:[1,0]
	v_cndmask_b32_e32 v1, 0, v105, vcc
	v_cmp_o_f32_e32 vcc, v104, v104
	v_cvt_i32_f32_e32 v1, v1
	v_ashrrev_i32_e32 v49, 1, v1
	v_cndmask_b32_e32 v14, 0, v104, vcc
	v_cvt_i32_f32_e32 v55, v14
	v_pk_add_f32 v[14:15], v[4:5], v[12:13]
	v_pk_add_f32 v[104:105], v[50:51], v[102:103]
	v_mov_b64_e32 v[12:13], s[62:63]
	v_pk_fma_f32 v[110:111], v[104:105], s[46:47], v[12:13] op_sel_hi:[1,0,0]
	v_pk_mul_f32 v[112:113], v[104:105], v[104:105]
	v_pk_fma_f32 v[110:111], v[110:111], v[104:105], s[64:65] op_sel_hi:[1,1,0]
	v_pk_add_f32 v[106:107], v[104:105], v[50:51] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_fma_f32 v[110:111], v[110:111], v[104:105], s[66:67] op_sel_hi:[1,1,0]
	v_pk_add_f32 v[108:109], v[102:103], v[106:107] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_fma_f32 v[110:111], v[110:111], v[104:105], s[68:69] op_sel_hi:[1,1,0]
	v_ashrrev_i32_e32 v56, 1, v55
	v_pk_fma_f32 v[110:111], v[110:111], v[104:105], 0.5 op_sel_hi:[1,1,0]
	v_lshl_add_u32 v48, v56, 23, 1.0
	v_pk_mul_f32 v[110:111], v[112:113], v[110:111]
	v_sub_u32_e32 v1, v1, v49
	v_pk_add_f32 v[112:113], v[104:105], v[110:111]
	v_lshl_add_u32 v49, v49, 23, 1.0
	v_pk_add_f32 v[104:105], v[112:113], v[104:105] neg_lo:[0,1] neg_hi:[0,1]
	v_mov_b32_e32 v102, v113
	v_pk_add_f32 v[104:105], v[110:111], v[104:105] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[110:111], v[112:113], 1.0 op_sel_hi:[1,0]
	s_nop 0
	v_add_f32_e32 v47, -1.0, v110
	v_sub_f32_e32 v50, v112, v47
	v_mov_b32_e32 v47, v51
	v_pk_add_f32 v[114:115], v[110:111], v[46:47] op_sel:[1,0] op_sel_hi:[0,1]
	v_mov_b32_e32 v115, v107
	v_pk_add_f32 v[102:103], v[102:103], v[114:115] neg_lo:[0,1] neg_hi:[0,1]
	v_sub_u32_e32 v47, v55, v56
	v_mov_b32_e32 v109, v103
	v_pk_add_f32 v[104:105], v[108:109], v[104:105]
	v_mov_b32_e32 v51, v102
	v_pk_add_f32 v[50:51], v[50:51], v[104:105]
	v_lshl_add_u32 v103, v1, 23, 1.0
	v_pk_add_f32 v[50:51], v[110:111], v[50:51]
	v_lshl_add_u32 v102, v47, 23, 1.0
	v_pk_mul_f32 v[48:49], v[50:51], v[48:49]
	v_mov_b64_e32 v[108:109], s[72:73]
	v_pk_mul_f32 v[48:49], v[48:49], v[102:103]
	s_nop 0
	v_pk_add_f32 v[48:49], v[48:49], 1.0 op_sel_hi:[1,0]
	s_nop 0
	v_pk_mul_f32 v[50:51], v[48:49], s[70:71] op_sel_hi:[1,0]
	v_cmp_gt_f32_e32 vcc, s63, v48
	v_cmp_gt_f32_e64 s[0:1], s63, v49
	s_nop 0
	v_cndmask_b32_e32 v1, v48, v50, vcc
	v_cndmask_b32_e64 v47, v49, v51, s[0:1]
	v_add_u32_e32 v55, 0xc0cafb0d, v47
	v_add_u32_e32 v56, 0xc0cafb0d, v1
	v_and_b32_e32 v50, 0xff800000, v55
	v_and_b32_e32 v99, 0xff800000, v56
	v_sub_u32_e32 v51, v47, v50
	v_sub_u32_e32 v50, v1, v99
	v_pk_add_f32 v[50:51], v[50:51], -1.0 op_sel_hi:[1,0]
	v_cndmask_b32_e32 v47, 0, v95, vcc
	v_ashrrev_i32_e32 v56, 23, v56
	v_pk_add_f32 v[102:103], v[50:51], 2.0 op_sel_hi:[1,0]
	v_cndmask_b32_e64 v1, 0, v95, s[0:1]
	v_add_u32_e32 v47, v56, v47
	v_div_scale_f32 v56, s[0:1], v103, v103, v51
	v_rcp_f32_e32 v99, v56
	v_ashrrev_i32_e32 v55, 23, v55
	v_add_u32_e32 v1, v55, v1
	v_cvt_f32_i32_e32 v105, v1
	v_fma_f32 v1, -v56, v99, 1.0
	v_fmac_f32_e32 v99, v1, v99
	v_div_scale_f32 v1, vcc, v51, v103, v51
	v_cvt_f32_i32_e32 v104, v47
	v_mul_f32_e32 v47, v1, v99
	v_fma_f32 v55, -v56, v47, v1
	v_fmac_f32_e32 v47, v55, v99
	v_div_scale_f32 v55, s[0:1], v102, v102, v50
	v_fma_f32 v1, -v56, v47, v1
	v_rcp_f32_e32 v56, v55
	v_div_fmas_f32 v1, v1, v99, v47
	v_div_fixup_f32 v103, v1, v103, v51
	v_fma_f32 v1, -v55, v56, 1.0
	v_fmac_f32_e32 v56, v1, v56
	v_div_scale_f32 v1, vcc, v50, v102, v50
	v_mul_f32_e32 v47, v1, v56
	v_fma_f32 v99, -v55, v47, v1
	v_fmac_f32_e32 v47, v99, v56
	v_fma_f32 v1, -v55, v47, v1
	v_div_fmas_f32 v1, v1, v56, v47
	v_div_fixup_f32 v102, v1, v102, v50
	v_pk_mul_f32 v[106:107], v[102:103], v[102:103]
	v_cmp_neq_f32_e32 vcc, 0, v48
	v_pk_fma_f32 v[110:111], v[106:107], s[74:75], v[108:109] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_fma_f32 v[110:111], v[110:111], v[106:107], s[76:77] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[110:111], v[110:111], v[106:107], s[78:79] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[110:111], v[110:111], v[106:107], s[80:81] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_mul_f32 v[106:107], v[106:107], v[110:111] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_pk_add_f32 v[106:107], v[50:51], v[106:107]
	s_nop 0
	v_pk_fma_f32 v[50:51], v[102:103], v[106:107], v[50:51] neg_lo:[1,0,0] neg_hi:[1,0,0]
	s_nop 0
	v_pk_fma_f32 v[50:51], v[104:105], s[82:83], v[50:51] op_sel_hi:[1,0,1]
	s_nop 0
	v_pk_fma_f32 v[50:51], v[104:105], s[84:85], v[50:51] op_sel_hi:[1,0,1]
	s_nop 0
	v_cndmask_b32_e32 v1, v96, v50, vcc
	v_cmp_neq_f32_e32 vcc, 0, v49
	s_nop 1
	v_cndmask_b32_e32 v47, v96, v51, vcc
	v_cmp_neq_f32_e32 vcc, s65, v49
	s_nop 1
	v_cndmask_b32_e32 v47, v97, v47, vcc
	v_cmp_neq_f32_e32 vcc, s65, v48
	s_nop 1
	v_cndmask_b32_e32 v1, v97, v1, vcc
	v_cmp_ngt_f32_e32 vcc, 0, v48
	s_nop 1
	v_cndmask_b32_e32 v1, v98, v1, vcc
	v_cmp_ngt_f32_e32 vcc, 0, v49
	s_nop 1
	v_cndmask_b32_e32 v47, v98, v47, vcc
	v_cmp_u_f32_e32 vcc, v49, v49
	s_nop 1
	v_cndmask_b32_e32 v49, v47, v49, vcc
	v_cmp_u_f32_e32 vcc, v48, v48
	s_nop 1
	v_cndmask_b32_e32 v48, v1, v48, vcc
	v_pk_mul_f32 v[48:49], v[34:35], v[48:49]
	v_cmp_ge_f32_e32 vcc, s45, v101
	s_nop 1
	v_cndmask_b32_e32 v17, v17, v49, vcc
	v_cmp_ge_f32_e32 vcc, s38, v100
	s_nop 1
	v_cndmask_b32_e32 v16, v16, v48, vcc
	v_pk_mul_f32 v[16:17], v[40:41], v[16:17]
	s_nop 0
	v_cmp_ngt_f32_e32 vcc, s17, v16
	s_nop 1
	v_cndmask_b32_e32 v1, v65, v16, vcc
	v_cmp_ngt_f32_e32 vcc, s17, v17
	s_nop 1
	v_cndmask_b32_e32 v16, v65, v17, vcc
	v_cmp_nlt_f32_e32 vcc, s29, v16
	s_nop 1
	v_cndmask_b32_e32 v17, v66, v16, vcc
	v_cmp_nlt_f32_e32 vcc, s29, v1
	s_nop 1
	v_cndmask_b32_e32 v16, v66, v1, vcc
	v_pk_fma_f32 v[48:49], v[16:17], s[16:17], v[10:11] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_add_f32 v[48:49], v[48:49], s[28:29] op_sel_hi:[1,0]
	s_nop 0
	v_pk_fma_f32 v[16:17], v[48:49], s[42:43], v[16:17] op_sel_hi:[1,0,1]
	v_pk_mul_f32 v[50:51], v[48:49], s[44:45] op_sel_hi:[1,0]
	v_cmp_o_f32_e32 vcc, v49, v49
	v_pk_add_f32 v[100:101], v[16:17], v[50:51]
	s_nop 0
	v_pk_add_f32 v[16:17], v[100:101], v[16:17] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_mul_f32 v[102:103], v[100:101], v[100:101]
	v_pk_add_f32 v[16:17], v[50:51], v[16:17] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_fma_f32 v[50:51], v[100:101], s[46:47], v[12:13] op_sel_hi:[1,0,0]
	v_cndmask_b32_e32 v1, 0, v49, vcc
	v_pk_fma_f32 v[50:51], v[50:51], v[100:101], s[64:65] op_sel_hi:[1,1,0]
	v_cmp_o_f32_e32 vcc, v48, v48
	v_pk_fma_f32 v[50:51], v[50:51], v[100:101], s[66:67] op_sel_hi:[1,1,0]
	v_cvt_i32_f32_e32 v1, v1
	v_pk_fma_f32 v[50:51], v[50:51], v[100:101], s[68:69] op_sel_hi:[1,1,0]
	v_cndmask_b32_e32 v47, 0, v48, vcc
	v_pk_fma_f32 v[50:51], v[50:51], v[100:101], 0.5 op_sel_hi:[1,1,0]
	v_cvt_i32_f32_e32 v47, v47
	v_pk_mul_f32 v[50:51], v[102:103], v[50:51]
	v_ashrrev_i32_e32 v48, 1, v1
	v_pk_add_f32 v[102:103], v[100:101], v[50:51]
	v_sub_u32_e32 v1, v1, v48
	v_pk_add_f32 v[100:101], v[102:103], v[100:101] neg_lo:[0,1] neg_hi:[0,1]
	v_lshl_add_u32 v49, v48, 23, 1.0
	v_pk_add_f32 v[50:51], v[50:51], v[100:101] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_pk_add_f32 v[16:17], v[16:17], v[50:51]
	v_pk_add_f32 v[50:51], v[102:103], 1.0 op_sel_hi:[1,0]
	s_nop 0
	v_pk_add_f32 v[100:101], v[50:51], -1.0 op_sel_hi:[1,0]
	s_nop 0
	v_pk_add_f32 v[100:101], v[102:103], v[100:101] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_pk_add_f32 v[16:17], v[100:101], v[16:17]
	v_pk_mul_f32 v[100:101], s[36:37], v[14:15]
	v_pk_add_f32 v[16:17], v[50:51], v[16:17]
	v_ashrrev_i32_e32 v50, 1, v47
	v_cmp_ngt_f32_e32 vcc, s17, v100
	v_sub_u32_e32 v47, v47, v50
	v_lshl_add_u32 v51, v1, 23, 1.0
	v_cndmask_b32_e32 v1, v65, v100, vcc
	v_cmp_ngt_f32_e32 vcc, s17, v101
	v_lshl_add_u32 v48, v50, 23, 1.0
	v_lshl_add_u32 v50, v47, 23, 1.0
	v_cndmask_b32_e32 v47, v65, v101, vcc
	v_cmp_nlt_f32_e32 vcc, s29, v47
	v_pk_mul_f32 v[16:17], v[16:17], v[48:49]
	s_nop 0
	v_cndmask_b32_e32 v103, v66, v47, vcc
	v_cmp_nlt_f32_e32 vcc, s29, v1
	v_pk_mul_f32 v[48:49], v[16:17], v[50:51]
	s_nop 0
	v_cndmask_b32_e32 v102, v66, v1, vcc
	v_pk_fma_f32 v[104:105], v[102:103], s[16:17], v[10:11] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_add_f32 v[104:105], v[104:105], s[28:29] op_sel_hi:[1,0]
	s_nop 0
	v_cmp_o_f32_e32 vcc, v105, v105
	v_pk_fma_f32 v[50:51], v[104:105], s[42:43], v[102:103] op_sel_hi:[1,0,1]
	v_pk_mul_f32 v[102:103], v[104:105], s[44:45] op_sel_hi:[1,0]
	v_cndmask_b32_e32 v1, 0, v105, vcc
	v_cmp_o_f32_e32 vcc, v104, v104
	v_cvt_i32_f32_e32 v1, v1
	v_ashrrev_i32_e32 v17, 1, v1
	v_cndmask_b32_e32 v47, 0, v104, vcc
	v_pk_add_f32 v[104:105], v[50:51], v[102:103]
	v_cvt_i32_f32_e32 v55, v47
	v_pk_fma_f32 v[112:113], v[104:105], s[46:47], v[12:13] op_sel_hi:[1,0,0]
	v_pk_mul_f32 v[114:115], v[104:105], v[104:105]
	v_pk_fma_f32 v[112:113], v[112:113], v[104:105], s[64:65] op_sel_hi:[1,1,0]
	v_pk_add_f32 v[106:107], v[104:105], v[50:51] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_fma_f32 v[112:113], v[112:113], v[104:105], s[66:67] op_sel_hi:[1,1,0]
	v_pk_add_f32 v[110:111], v[102:103], v[106:107] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_fma_f32 v[112:113], v[112:113], v[104:105], s[68:69] op_sel_hi:[1,1,0]
	v_ashrrev_i32_e32 v56, 1, v55
	v_pk_fma_f32 v[112:113], v[112:113], v[104:105], 0.5 op_sel_hi:[1,1,0]
	v_lshl_add_u32 v16, v56, 23, 1.0
	v_pk_mul_f32 v[112:113], v[114:115], v[112:113]
	v_sub_u32_e32 v1, v1, v17
	v_pk_add_f32 v[114:115], v[104:105], v[112:113]
	v_lshl_add_u32 v17, v17, 23, 1.0
	v_pk_add_f32 v[104:105], v[114:115], v[104:105] neg_lo:[0,1] neg_hi:[0,1]
	v_mov_b32_e32 v102, v115
	v_pk_add_f32 v[104:105], v[112:113], v[104:105] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[112:113], v[114:115], 1.0 op_sel_hi:[1,0]
	s_nop 0
	v_add_f32_e32 v47, -1.0, v112
	v_sub_f32_e32 v50, v114, v47
	v_mov_b32_e32 v47, v51
	v_pk_add_f32 v[116:117], v[112:113], v[46:47] op_sel:[1,0] op_sel_hi:[0,1]
	v_mov_b32_e32 v117, v107
	v_pk_add_f32 v[102:103], v[102:103], v[116:117] neg_lo:[0,1] neg_hi:[0,1]
	v_sub_u32_e32 v47, v55, v56
	v_mov_b32_e32 v111, v103
	v_pk_add_f32 v[104:105], v[110:111], v[104:105]
	v_mov_b32_e32 v51, v102
	v_pk_add_f32 v[50:51], v[50:51], v[104:105]
	v_lshl_add_u32 v103, v1, 23, 1.0
	v_pk_add_f32 v[50:51], v[112:113], v[50:51]
	v_lshl_add_u32 v102, v47, 23, 1.0
	v_pk_mul_f32 v[16:17], v[50:51], v[16:17]
	s_nop 0
	v_pk_mul_f32 v[16:17], v[16:17], v[102:103]
	s_nop 0
	v_pk_add_f32 v[16:17], v[16:17], 1.0 op_sel_hi:[1,0]
	s_nop 0
	v_pk_mul_f32 v[50:51], v[16:17], s[70:71] op_sel_hi:[1,0]
	v_cmp_gt_f32_e32 vcc, s63, v16
	v_cmp_gt_f32_e64 s[0:1], s63, v17
	s_nop 0
	v_cndmask_b32_e32 v1, v16, v50, vcc
	v_cndmask_b32_e64 v47, v17, v51, s[0:1]
	v_add_u32_e32 v55, 0xc0cafb0d, v47
	v_add_u32_e32 v56, 0xc0cafb0d, v1
	v_and_b32_e32 v50, 0xff800000, v55
	v_and_b32_e32 v99, 0xff800000, v56
	v_sub_u32_e32 v51, v47, v50
	v_sub_u32_e32 v50, v1, v99
	v_pk_add_f32 v[50:51], v[50:51], -1.0 op_sel_hi:[1,0]
	v_cndmask_b32_e32 v47, 0, v95, vcc
	v_ashrrev_i32_e32 v56, 23, v56
	v_pk_add_f32 v[102:103], v[50:51], 2.0 op_sel_hi:[1,0]
	v_cndmask_b32_e64 v1, 0, v95, s[0:1]
	v_add_u32_e32 v47, v56, v47
	v_div_scale_f32 v56, s[0:1], v103, v103, v51
	v_rcp_f32_e32 v99, v56
	v_ashrrev_i32_e32 v55, 23, v55
	v_add_u32_e32 v1, v55, v1
	v_cvt_f32_i32_e32 v105, v1
	v_fma_f32 v1, -v56, v99, 1.0
	v_fmac_f32_e32 v99, v1, v99
	v_div_scale_f32 v1, vcc, v51, v103, v51
	v_cvt_f32_i32_e32 v104, v47
	v_mul_f32_e32 v47, v1, v99
	v_fma_f32 v55, -v56, v47, v1
	v_fmac_f32_e32 v47, v55, v99
	v_div_scale_f32 v55, s[0:1], v102, v102, v50
	v_fma_f32 v1, -v56, v47, v1
	v_rcp_f32_e32 v56, v55
	v_div_fmas_f32 v1, v1, v99, v47
	v_div_fixup_f32 v103, v1, v103, v51
	v_fma_f32 v1, -v55, v56, 1.0
	v_fmac_f32_e32 v56, v1, v56
	v_div_scale_f32 v1, vcc, v50, v102, v50
	v_mul_f32_e32 v47, v1, v56
	v_fma_f32 v99, -v55, v47, v1
	v_fmac_f32_e32 v47, v99, v56
	v_fma_f32 v1, -v55, v47, v1
	v_div_fmas_f32 v1, v1, v56, v47
	v_div_fixup_f32 v102, v1, v102, v50
	v_pk_mul_f32 v[106:107], v[102:103], v[102:103]
	v_cmp_neq_f32_e32 vcc, 0, v16
	v_pk_fma_f32 v[108:109], v[106:107], s[74:75], v[108:109] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_fma_f32 v[108:109], v[108:109], v[106:107], s[76:77] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[108:109], v[108:109], v[106:107], s[78:79] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[108:109], v[108:109], v[106:107], s[80:81] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_mul_f32 v[106:107], v[106:107], v[108:109] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_pk_add_f32 v[106:107], v[50:51], v[106:107]
	s_nop 0
	v_pk_fma_f32 v[50:51], v[102:103], v[106:107], v[50:51] neg_lo:[1,0,0] neg_hi:[1,0,0]
	s_nop 0
	v_pk_fma_f32 v[50:51], v[104:105], s[82:83], v[50:51] op_sel_hi:[1,0,1]
	s_nop 0
	v_pk_fma_f32 v[50:51], v[104:105], s[84:85], v[50:51] op_sel_hi:[1,0,1]
	s_nop 0
	v_cndmask_b32_e32 v1, v96, v50, vcc
	v_cmp_neq_f32_e32 vcc, 0, v17
	s_nop 1
	v_cndmask_b32_e32 v47, v96, v51, vcc
	v_cmp_neq_f32_e32 vcc, s65, v17
	s_nop 1
	v_cndmask_b32_e32 v47, v97, v47, vcc
	v_cmp_neq_f32_e32 vcc, s65, v16
	s_nop 1
	v_cndmask_b32_e32 v1, v97, v1, vcc
	v_cmp_ngt_f32_e32 vcc, 0, v16
	s_nop 1
	v_cndmask_b32_e32 v1, v98, v1, vcc
	v_cmp_ngt_f32_e32 vcc, 0, v17
	s_nop 1
	v_cndmask_b32_e32 v47, v98, v47, vcc
	v_cmp_u_f32_e32 vcc, v17, v17
	s_nop 1
	v_cndmask_b32_e32 v17, v47, v17, vcc
	v_cmp_u_f32_e32 vcc, v16, v16
	s_nop 1
	v_cndmask_b32_e32 v16, v1, v16, vcc
	v_pk_mul_f32 v[16:17], v[34:35], v[16:17]
	v_cmp_ge_f32_e32 vcc, s45, v101
	s_nop 1
	v_cndmask_b32_e32 v15, v15, v17, vcc
	v_cmp_ge_f32_e32 vcc, s38, v100
	s_nop 1
	v_cndmask_b32_e32 v14, v14, v16, vcc
	v_pk_mul_f32 v[14:15], v[40:41], v[14:15]
	s_nop 0
	v_cmp_ngt_f32_e32 vcc, s17, v14
	s_nop 1
	v_cndmask_b32_e32 v1, v65, v14, vcc
	v_cmp_ngt_f32_e32 vcc, s17, v15
	s_nop 1
	v_cndmask_b32_e32 v14, v65, v15, vcc
	v_cmp_nlt_f32_e32 vcc, s29, v14
	s_nop 1
	v_cndmask_b32_e32 v15, v66, v14, vcc
	v_cmp_nlt_f32_e32 vcc, s29, v1
	s_nop 1
	v_cndmask_b32_e32 v14, v66, v1, vcc
	v_pk_fma_f32 v[10:11], v[14:15], s[16:17], v[10:11] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_add_f32 v[10:11], v[10:11], s[28:29] op_sel_hi:[1,0]
	s_nop 0
	v_pk_fma_f32 v[14:15], v[10:11], s[42:43], v[14:15] op_sel_hi:[1,0,1]
	v_pk_mul_f32 v[16:17], v[10:11], s[44:45] op_sel_hi:[1,0]
	v_cmp_o_f32_e32 vcc, v11, v11
	v_pk_add_f32 v[50:51], v[14:15], v[16:17]
	s_nop 0
	v_pk_fma_f32 v[12:13], v[50:51], s[46:47], v[12:13] op_sel_hi:[1,0,0]
	v_pk_add_f32 v[14:15], v[50:51], v[14:15] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_fma_f32 v[12:13], v[12:13], v[50:51], s[64:65] op_sel_hi:[1,1,0]
	v_pk_add_f32 v[14:15], v[16:17], v[14:15] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_fma_f32 v[12:13], v[12:13], v[50:51], s[66:67] op_sel_hi:[1,1,0]
	v_pk_mul_f32 v[16:17], v[50:51], v[50:51]
	v_pk_fma_f32 v[12:13], v[12:13], v[50:51], s[68:69] op_sel_hi:[1,1,0]
	v_cndmask_b32_e32 v1, 0, v11, vcc
	v_pk_fma_f32 v[12:13], v[12:13], v[50:51], 0.5 op_sel_hi:[1,1,0]
	v_cmp_o_f32_e32 vcc, v10, v10
	v_pk_mul_f32 v[12:13], v[16:17], v[12:13]
	v_cvt_i32_f32_e32 v1, v1
	v_pk_add_f32 v[16:17], v[50:51], v[12:13]
	v_cndmask_b32_e32 v10, 0, v10, vcc
	v_pk_add_f32 v[50:51], v[16:17], v[50:51] neg_lo:[0,1] neg_hi:[0,1]
	v_cvt_i32_f32_e32 v47, v10
	v_pk_add_f32 v[12:13], v[12:13], v[50:51] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_pk_add_f32 v[12:13], v[14:15], v[12:13]
	v_pk_add_f32 v[14:15], v[16:17], 1.0 op_sel_hi:[1,0]
	s_nop 0
	v_pk_add_f32 v[50:51], v[14:15], -1.0 op_sel_hi:[1,0]
	s_nop 0
	v_pk_add_f32 v[16:17], v[16:17], v[50:51] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_pk_add_f32 v[10:11], v[16:17], v[12:13]
	v_ashrrev_i32_e32 v12, 1, v1
	v_pk_add_f32 v[10:11], v[14:15], v[10:11]
	v_ashrrev_i32_e32 v14, 1, v47
	v_sub_u32_e32 v16, v47, v14
	v_sub_u32_e32 v1, v1, v12
	v_lshl_add_u32 v13, v12, 23, 1.0
	v_lshl_add_u32 v12, v14, 23, 1.0
	v_lshl_add_u32 v15, v1, 23, 1.0
	v_lshl_add_u32 v14, v16, 23, 1.0
	v_pk_mul_f32 v[10:11], v[10:11], v[12:13]
	s_nop 0
	v_pk_mul_f32 v[50:51], v[10:11], v[14:15]
	ds_write_b128 v85, v[48:51]
	s_or_b64 exec, exec, s[12:13]
	s_and_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execz .LBB0_131
.LBB0_158:
	v_sub_f32_e32 v1, 0, v54
	v_cmp_nlt_f32_e64 vcc, -v54, s17
	s_nop 1
	v_cndmask_b32_e32 v1, v65, v1, vcc
	v_cmp_nlt_f32_e32 vcc, s29, v1
	s_nop 1
	v_cndmask_b32_e32 v1, v66, v1, vcc
	v_fmamk_f32 v10, v1, 0x3fb8aa3b, v67
	v_add_f32_e32 v14, 0xcb400000, v10
	v_fmac_f32_e32 v1, 0xbf317218, v14
	v_mul_f32_e32 v11, 0x3102e308, v14
	v_add_f32_e32 v13, v1, v11
	v_fmamk_f32 v10, v13, 0x39500d01, v68
	v_fmaak_f32 v10, v10, v13, 0x3c088889
	v_fmaak_f32 v10, v10, v13, 0x3d2aaaab
	v_fmaak_f32 v10, v10, v13, 0x3e2aaaab
	v_fma_f32 v10, v10, v13, 0.5
	v_mul_f32_e32 v12, v13, v13
	v_mul_f32_e32 v12, v12, v10
	v_add_f32_e32 v10, v13, v12
	v_cmp_o_f32_e32 vcc, v14, v14
	v_sub_f32_e32 v15, v10, v13
	v_sub_f32_e32 v13, v13, v1
	v_cndmask_b32_e32 v1, 0, v14, vcc
	v_add_f32_e32 v16, 1.0, v10
	v_cvt_i32_f32_e32 v1, v1
	v_sub_f32_e32 v15, v12, v15
	v_add_f32_e32 v12, -1.0, v16
	v_pk_add_f32 v[10:11], v[10:11], v[12:13] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_add_f32_e32 v11, v11, v15
	v_add_f32_e32 v10, v10, v11
	v_ashrrev_i32_e32 v11, 1, v1
	v_add_f32_e32 v10, v16, v10
	v_sub_u32_e32 v1, v1, v11
	v_lshl_add_u32 v11, v11, 23, 1.0
	v_lshl_add_u32 v1, v1, 23, 1.0
	v_mul_f32_e32 v10, v10, v11
	v_mul_f32_e32 v1, v10, v1
	v_add_f32_e32 v1, 1.0, v1
	v_div_scale_f32 v10, s[6:7], v1, v1, 1.0
	v_rcp_f32_e32 v11, v10
	s_nop 0
	v_fma_f32 v12, -v10, v11, 1.0
	v_fmac_f32_e32 v11, v12, v11
	v_div_scale_f32 v12, vcc, 1.0, v1, 1.0
	v_mul_f32_e32 v13, v12, v11
	v_fma_f32 v14, -v10, v13, v12
	v_fmac_f32_e32 v13, v14, v11
	v_fma_f32 v10, -v10, v13, v12
	v_div_fmas_f32 v10, v10, v11, v13
	v_div_fixup_f32 v1, v10, v1, 1.0
	ds_write_b32 v88, v1
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_132
.LBB0_159:
	ds_write_b32 v93, v53
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execnz .LBB0_133
	s_branch .LBB0_134
.LBB0_160:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel kda_verify_snapshot_act_bf16_dt_f32_pool_bf16_bv16w2_tree
		.amdhsa_group_segment_fixed_size 35072
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
		.amdhsa_accum_offset 132
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
	.size	kda_verify_snapshot_act_bf16_dt_f32_pool_bf16_bv16w2_tree, .Lfunc_end0-kda_verify_snapshot_act_bf16_dt_f32_pool_bf16_bv16w2_tree

	.set kda_verify_snapshot_act_bf16_dt_f32_pool_bf16_bv16w2_tree.num_vgpr, 130
	.set kda_verify_snapshot_act_bf16_dt_f32_pool_bf16_bv16w2_tree.num_agpr, 0
	.set kda_verify_snapshot_act_bf16_dt_f32_pool_bf16_bv16w2_tree.numbered_sgpr, 90
	.set kda_verify_snapshot_act_bf16_dt_f32_pool_bf16_bv16w2_tree.num_named_barrier, 0
	.set kda_verify_snapshot_act_bf16_dt_f32_pool_bf16_bv16w2_tree.private_seg_size, 0
	.set kda_verify_snapshot_act_bf16_dt_f32_pool_bf16_bv16w2_tree.uses_vcc, 1
	.set kda_verify_snapshot_act_bf16_dt_f32_pool_bf16_bv16w2_tree.uses_flat_scratch, 0
	.set kda_verify_snapshot_act_bf16_dt_f32_pool_bf16_bv16w2_tree.has_dyn_sized_stack, 0
	.set kda_verify_snapshot_act_bf16_dt_f32_pool_bf16_bv16w2_tree.has_recursion, 0
	.set kda_verify_snapshot_act_bf16_dt_f32_pool_bf16_bv16w2_tree.has_indirect_call, 0
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
    .group_segment_fixed_size: 35072
    .kernarg_segment_align: 8
    .kernarg_segment_size: 236
    .max_flat_workgroup_size: 128
    .name:           kda_verify_snapshot_act_bf16_dt_f32_pool_bf16_bv16w2_tree
    .private_segment_fixed_size: 0
    .sgpr_count:     96
    .sgpr_spill_count: 0
    .symbol:         kda_verify_snapshot_act_bf16_dt_f32_pool_bf16_bv16w2_tree.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     130
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
