; deltagen generated file: do not edit. Regenerate with `cargo xtask gen`.
; kernel: kda_verify  instance: kda_verify_tuple_act_bf16_dt_f32_pool_f32_bv16w2_tree  arch: gfx942
; profile=portable  mode=tuple  act_dtype=bf16  dt_bias_dtype=f32  pool_dtype=f32  tile=bv16w2  lanes_per_column=8  requests=any  tree=true
; ir-sha256: 82f3e60b665a314fb60c050b0ba18fb441976f040af4ede991318c4ace53f540
; llvm: 22.1  pipeline: default<O3>  ld.lld: LLVM 22.1
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 6
	.text
	.globl	kda_verify_tuple_act_bf16_dt_f32_pool_f32_bv16w2_tree
	.p2align	8
	.type	kda_verify_tuple_act_bf16_dt_f32_pool_f32_bv16w2_tree,@function
kda_verify_tuple_act_bf16_dt_f32_pool_f32_bv16w2_tree:
	s_load_dwordx8 s[68:75], s[0:1], 0x4
	s_mov_b32 s8, s3
	s_ashr_i32 s3, s2, 31
	s_lshr_b32 s3, s3, 29
	s_add_i32 s3, s2, s3
	s_waitcnt lgkmcnt(0)
	s_max_i32 s4, s70, 1
	v_cvt_f32_u32_e32 v1, s4
	s_sub_i32 s6, 0, s4
	s_abs_i32 s5, s71
	s_ashr_i32 s52, s3, 3
	v_rcp_iflag_f32_e32 v1, v1
	s_ashr_i32 s75, s71, 31
	s_load_dwordx16 s[16:31], s[0:1], 0x60
	v_lshlrev_b32_e32 v13, 2, v0
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	v_and_b32_e32 v6, 0x7c, v13
	s_load_dwordx16 s[36:51], s[0:1], 0x20
	v_readfirstlane_b32 s7, v1
	s_mul_i32 s6, s6, s7
	s_mul_hi_u32 s6, s7, s6
	s_add_i32 s7, s7, s6
	s_mul_hi_u32 s6, s5, s7
	s_mul_i32 s7, s6, s4
	s_sub_i32 s5, s5, s7
	s_add_i32 s9, s6, 1
	s_sub_i32 s7, s5, s4
	s_cmp_ge_u32 s5, s4
	s_cselect_b32 s6, s9, s6
	s_cselect_b32 s5, s7, s5
	s_add_i32 s7, s6, 1
	s_cmp_ge_u32 s5, s4
	s_cselect_b32 s4, s7, s6
	s_xor_b32 s4, s4, s75
	s_sub_i32 s4, s4, s75
	s_max_i32 s54, s4, 1
	v_cvt_f32_u32_e32 v1, s54
	s_sub_i32 s6, 0, s54
	s_ashr_i32 s53, s52, 31
	s_abs_i32 s55, s52
	v_rcp_iflag_f32_e32 v1, v1
	s_lshl_b64 s[4:5], s[52:53], 2
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	s_nop 0
	v_readfirstlane_b32 s7, v1
	s_mul_i32 s6, s6, s7
	s_mul_hi_u32 s6, s7, s6
	s_add_i32 s33, s7, s6
	s_waitcnt lgkmcnt(0)
	s_add_u32 s4, s22, s4
	s_addc_u32 s5, s23, s5
	s_lshl_b64 s[6:7], s[52:53], 9
	s_add_u32 s6, s24, s6
	s_addc_u32 s7, s25, s7
	v_lshlrev_b32_e32 v1, 2, v6
	global_load_dwordx4 v[2:5], v1, s[6:7]
	s_ashr_i32 s9, s8, 31
	s_lshl_b64 s[12:13], s[8:9], 2
	s_add_u32 s6, s36, s12
	s_addc_u32 s7, s37, s13
	s_add_u32 s10, s38, s12
	s_addc_u32 s11, s39, s13
	s_load_dwordx2 s[22:23], s[10:11], 0x0
	s_load_dword s9, s[0:1], 0x108
	s_load_dword s76, s[4:5], 0x0
	s_load_dword s34, s[6:7], 0x0
	s_mul_hi_u32 s36, s55, s33
	s_waitcnt lgkmcnt(0)
	s_cmp_gt_i32 s22, -1
	s_cselect_b64 s[4:5], -1, 0
	s_cmp_ge_i32 s23, s22
	s_cselect_b64 s[6:7], -1, 0
	s_cmp_le_i32 s23, s68
	s_cselect_b64 s[10:11], -1, 0
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_sub_i32 s23, s23, s22
	s_and_b64 s[4:5], s[10:11], s[4:5]
	s_cmp_le_i32 s23, s73
	s_cselect_b64 s[6:7], -1, 0
	s_and_b64 s[10:11], s[6:7], s[4:5]
	s_and_b64 s[14:15], s[10:11], exec
	s_cselect_b32 s23, s23, 0
	s_add_u32 s12, s40, s12
	s_addc_u32 s13, s41, s13
	s_load_dword s68, s[12:13], 0x0
	s_cmp_lg_u32 s9, 0
	s_cselect_b64 s[24:25], -1, 0
	s_cmp_eq_u32 s9, 0
	s_cbranch_scc1 .LBB0_8
	v_cmp_eq_u32_e32 vcc, 0, v0
	s_and_saveexec_b64 s[12:13], vcc
	v_mov_b32_e32 v1, 1
	v_mov_b32_e32 v7, 0
	ds_write_b32 v7, v1 offset:34880
	s_or_b64 exec, exec, s[12:13]
	s_cmp_gt_i32 s23, 16
	s_cselect_b32 s33, 2, 0
	s_cmp_lt_i32 s23, 2
	s_cbranch_scc1 .LBB0_9
	s_load_dwordx2 s[12:13], s[0:1], 0x100
	s_mul_hi_i32 s9, s8, s73
	s_mul_i32 s8, s8, s73
	s_lshl_b64 s[8:9], s[8:9], 2
	s_mov_b32 s35, 1
	s_waitcnt lgkmcnt(0)
	s_add_u32 s8, s12, s8
	s_addc_u32 s9, s13, s9
	s_add_u32 s8, s8, 4
	s_addc_u32 s9, s9, 0
	s_mov_b32 s37, 0x8844
	s_branch .LBB0_6
.LBB0_5:
	s_or_b64 exec, exec, s[14:15]
	s_and_b64 s[12:13], s[12:13], exec
	s_cselect_b32 s12, 0, 16
	s_or_b32 s33, s12, s33
	s_add_i32 s35, s35, 1
	s_add_i32 s37, s37, 4
	s_add_u32 s8, s8, 4
	s_addc_u32 s9, s9, 0
	s_cmp_eq_u32 s23, s35
	s_cbranch_scc1 .LBB0_9
.LBB0_6:
	s_load_dword s38, s[8:9], 0x0
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_u32 s38, s35
	s_cselect_b64 s[12:13], -1, 0
	s_cmp_lt_u32 s35, 16
	s_cselect_b64 s[14:15], -1, 0
	s_and_b64 s[40:41], vcc, s[14:15]
	s_and_saveexec_b64 s[14:15], s[40:41]
	s_cbranch_execz .LBB0_5
	s_lshl_b32 s39, 1, s35
	s_and_b64 s[40:41], s[12:13], exec
	s_cselect_b32 s40, s38, 0
	s_lshl_b32 s40, s40, 2
	v_mov_b32_e32 v1, s40
	ds_read_b32 v1, v1 offset:34880
	v_mov_b32_e32 v7, s37
	v_mov_b32_e32 v8, s38
	s_waitcnt lgkmcnt(0)
	v_or_b32_e32 v1, s39, v1
	ds_write2_b32 v7, v1, v8 offset1:32
	s_branch .LBB0_5
.LBB0_8:
	s_mov_b32 s33, 0
.LBB0_9:
	s_ashr_i32 s38, s3, 31
	s_lshl_b32 s3, s52, 3
	s_lshl_b64 s[40:41], s[52:53], 7
	s_sub_i32 s37, s2, s3
	s_cmp_gt_i32 s34, -1
	s_cselect_b64 s[2:3], -1, 0
	s_cmp_lt_i32 s34, s69
	s_cselect_b64 s[8:9], -1, 0
	s_and_b64 s[2:3], s[2:3], s[8:9]
	s_and_b64 s[10:11], s[2:3], s[10:11]
	s_cmp_eq_u32 s33, 0
	v_lshrrev_b32_e32 v14, 3, v0
	v_and_b32_e32 v61, 7, v0
	s_cselect_b64 s[2:3], -1, 0
	v_mov_b32_e32 v24, 0
	v_lshl_or_b32 v8, s37, 4, v14
	s_and_b64 s[10:11], s[10:11], s[2:3]
	v_lshlrev_b32_e32 v1, 2, v61
	v_mov_b32_e32 v25, v24
	v_ashrrev_i32_e32 v9, 31, v8
	s_and_b64 vcc, exec, s[10:11]
	v_lshlrev_b32_e32 v22, 2, v1
	v_mov_b64_e32 v[26:27], v[24:25]
	v_mov_b64_e32 v[18:19], v[24:25]
	v_mov_b64_e32 v[20:21], v[24:25]
	v_mov_b64_e32 v[28:29], v[24:25]
	v_mov_b64_e32 v[30:31], v[24:25]
	v_mov_b64_e32 v[32:33], v[24:25]
	v_mov_b64_e32 v[34:35], v[24:25]
	s_cbranch_vccz .LBB0_11
	s_mul_i32 s10, s45, s34
	s_mul_hi_u32 s11, s44, s34
	s_add_i32 s11, s11, s10
	s_mul_i32 s10, s44, s34
	s_lshl_b64 s[10:11], s[10:11], 2
	v_lshl_add_u64 v[10:11], s[40:41], 0, v[8:9]
	s_add_u32 s10, s42, s10
	s_addc_u32 s11, s43, s11
	v_lshlrev_b64 v[10:11], 9, v[10:11]
	v_lshl_add_u64 v[10:11], s[10:11], 0, v[10:11]
	v_mov_b32_e32 v23, v24
	v_lshl_add_u64 v[10:11], v[10:11], 0, v[22:23]
	global_load_dwordx4 v[16:19], v[10:11], off
	global_load_dwordx4 v[28:31], v[10:11], off offset:128
	global_load_dwordx4 v[32:35], v[10:11], off offset:256
	global_load_dwordx4 v[36:39], v[10:11], off offset:384
	s_waitcnt vmcnt(3)
	v_pk_add_f32 v[24:25], v[16:17], 0 op_sel_hi:[1,0]
	v_pk_add_f32 v[26:27], v[18:19], 0 op_sel_hi:[1,0]
	s_waitcnt vmcnt(2)
	v_pk_add_f32 v[18:19], v[28:29], 0 op_sel_hi:[1,0]
	v_pk_add_f32 v[20:21], v[30:31], 0 op_sel_hi:[1,0]
	s_waitcnt vmcnt(1)
	v_pk_add_f32 v[28:29], v[32:33], 0 op_sel_hi:[1,0]
	v_pk_add_f32 v[30:31], v[34:35], 0 op_sel_hi:[1,0]
	s_waitcnt vmcnt(0)
	v_pk_add_f32 v[32:33], v[36:37], 0 op_sel_hi:[1,0]
	v_pk_add_f32 v[34:35], v[38:39], 0 op_sel_hi:[1,0]
.LBB0_11:
	s_xor_b64 s[6:7], s[6:7], -1
	s_xor_b64 s[10:11], s[4:5], -1
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_and_b64 s[4:5], s[4:5], exec
	s_cselect_b32 s6, 2, 0
	s_and_b64 s[4:5], s[8:9], exec
	s_cselect_b32 s7, 0, 4
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_i32 s68, s72
	s_cselect_b64 s[42:43], -1, 0
	s_and_b64 s[4:5], s[42:43], exec
	v_cndmask_b32_e64 v1, 0, 1, s[10:11]
	s_cselect_b32 s4, 0, 8
	s_or_b32 s4, s4, s7
	v_readfirstlane_b32 s7, v1
	s_or_b32 s4, s4, s7
	s_and_b32 s5, s33, 18
	s_or_b32 s4, s4, s6
	s_or_b32 s6, s4, s5
	s_cmp_eq_u32 s6, 0
	s_cselect_b64 s[4:5], -1, 0
	s_cmp_eq_u32 s74, 0
	s_cselect_b64 s[8:9], -1, 0
	s_or_b64 s[4:5], s[8:9], s[4:5]
	s_and_b64 vcc, exec, s[4:5]
	s_cbranch_vccnz .LBB0_15
	v_mbcnt_lo_u32_b32 v1, exec_lo, 0
	v_mbcnt_hi_u32_b32 v1, exec_hi, v1
	v_cmp_eq_u32_e32 vcc, 0, v1
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_14
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v7, s6
	global_atomic_or v1, v7, s[46:47]
.LBB0_14:
	s_or_b64 exec, exec, s[4:5]
.LBB0_15:
	s_and_b64 s[2:3], s[2:3], exec
	s_cselect_b32 s33, s23, 0
	s_andn2_b64 vcc, exec, s[24:25]
	s_cbranch_vccnz .LBB0_26
	v_cmp_gt_i32_e32 vcc, s33, v0
	s_barrier
	s_and_saveexec_b64 s[34:35], vcc
	s_cbranch_execz .LBB0_25
	ds_read_b32 v10, v13 offset:34880
	s_cmp_lt_u32 s33, 2
	s_mov_b32 s39, 0
	s_cbranch_scc1 .LBB0_21
	s_and_b32 s39, s33, -2
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v1, v10
	v_mov_b32_e32 v7, v0
	s_mov_b32 s44, 1
	v_mov_b32_e32 v12, 0
	s_mov_b32 s45, 0x8840
	s_mov_b32 s46, s39
	v_mov_b32_e32 v11, 0
	v_mov_b32_e32 v15, 0
.LBB0_19:
	v_mov_b32_e32 v16, s45
	ds_read_b64 v[16:17], v16
	v_cmp_ne_u32_e32 vcc, s44, v7
	v_cmp_ne_u32_e64 s[2:3], v15, v0
	s_add_i32 s44, s44, 2
	s_add_i32 s46, s46, -2
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v23, v17, v1
	v_xor_b32_e32 v36, v16, v10
	v_and_b32_e32 v17, v23, v17
	v_and_b32_e32 v16, v36, v16
	v_and_b32_e32 v23, v23, v1
	v_and_b32_e32 v36, v36, v10
	v_sub_u32_e32 v37, 0, v17
	v_sub_u32_e32 v38, 0, v16
	v_sub_u32_e32 v39, 0, v23
	v_sub_u32_e32 v40, 0, v36
	v_cmp_eq_u32_e64 s[4:5], 0, v16
	v_cmp_eq_u32_e64 s[6:7], 0, v17
	v_cmp_ne_u32_e64 s[8:9], 0, v23
	v_cmp_ne_u32_e64 s[10:11], 0, v36
	v_and_b32_e32 v17, v17, v37
	v_and_b32_e32 v16, v16, v38
	v_and_b32_e32 v23, v23, v39
	v_and_b32_e32 v36, v36, v40
	v_cmp_lt_i32_e64 s[12:13], v17, v23
	v_cmp_lt_i32_e64 s[14:15], v16, v36
	s_and_b64 s[10:11], s[10:11], s[14:15]
	s_and_b64 s[8:9], s[8:9], s[12:13]
	s_or_b64 s[6:7], s[6:7], s[8:9]
	s_or_b64 s[4:5], s[4:5], s[10:11]
	s_add_i32 s45, s45, 8
	s_and_b64 s[2:3], s[2:3], s[4:5]
	s_and_b64 vcc, vcc, s[6:7]
	v_add_u32_e32 v15, 2, v15
	v_addc_co_u32_e32 v11, vcc, 0, v11, vcc
	s_cmp_lg_u32 s46, 0
	v_addc_co_u32_e64 v12, vcc, 0, v12, s[2:3]
	s_cbranch_scc1 .LBB0_19
	s_cmp_lg_u32 s33, s39
	v_add_u32_e32 v1, v12, v11
	s_cselect_b64 s[2:3], -1, 0
	s_and_b64 vcc, exec, s[2:3]
	s_cbranch_vccnz .LBB0_22
	s_branch .LBB0_24
.LBB0_21:
	v_mov_b32_e32 v1, 0
	s_cbranch_execz .LBB0_24
.LBB0_22:
	s_sub_i32 s8, s33, s39
	v_subrev_u32_e32 v7, s39, v0
	s_lshl2_add_u32 s9, s39, 0x8840
.LBB0_23:
	v_mov_b32_e32 v11, s9
	ds_read_b32 v11, v11
	v_add_co_u32_e32 v7, vcc, -1, v7
	s_add_i32 s8, s8, -1
	s_add_i32 s9, s9, 4
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v12, v11, v10
	v_and_b32_e32 v11, v12, v11
	v_and_b32_e32 v12, v12, v10
	v_sub_co_u32_e64 v15, s[4:5], 0, v12
	v_sub_u32_e32 v16, 0, v11
	v_cmp_eq_u32_e64 s[2:3], 0, v11
	v_and_b32_e32 v11, v11, v16
	v_and_b32_e32 v12, v12, v15
	v_cmp_lt_i32_e64 s[6:7], v11, v12
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_or_b64 s[2:3], s[2:3], s[4:5]
	s_and_b64 vcc, vcc, s[2:3]
	s_cmp_lg_u32 s8, 0
	v_addc_co_u32_e32 v1, vcc, 0, v1, vcc
	s_cbranch_scc1 .LBB0_23
.LBB0_24:
	v_lshlrev_b32_e32 v1, 2, v1
	ds_write_b32 v1, v0 offset:34944
.LBB0_25:
	s_or_b64 exec, exec, s[34:35]
	ds_write2st64_b32 v13, v24, v25 offset0:96 offset1:98
	ds_write2st64_b32 v13, v26, v27 offset0:100 offset1:102
	ds_write2st64_b32 v13, v18, v19 offset0:104 offset1:106
	ds_write2st64_b32 v13, v20, v21 offset0:108 offset1:110
	ds_write2st64_b32 v13, v28, v29 offset0:112 offset1:114
	ds_write2st64_b32 v13, v30, v31 offset0:116 offset1:118
	ds_write2st64_b32 v13, v32, v33 offset0:120 offset1:122
	ds_write2st64_b32 v13, v34, v35 offset0:124 offset1:126
.LBB0_26:
	s_add_i32 s2, s33, 15
	s_cmp_lt_i32 s2, 16
	s_cbranch_scc1 .LBB0_173
	s_mul_i32 s3, s36, s54
	s_sub_i32 s3, s55, s3
	s_add_i32 s4, s36, 1
	s_sub_i32 s5, s3, s54
	s_cmp_ge_u32 s3, s54
	s_cselect_b32 s4, s4, s36
	s_cselect_b32 s3, s5, s3
	s_add_i32 s5, s4, 1
	s_cmp_ge_u32 s3, s54
	s_cselect_b32 s3, s5, s4
	s_xor_b32 s3, s3, s38
	s_sub_i32 s4, s3, s38
	s_ashr_i32 s5, s4, 31
	s_cmp_eq_u32 s37, 0
	s_mul_i32 s3, s4, s54
	s_cselect_b64 s[14:15], -1, 0
	s_sub_i32 s3, s52, s3
	s_or_b32 s3, s3, s37
	s_load_dwordx2 s[6:7], s[0:1], 0xe0
	s_load_dwordx4 s[36:39], s[0:1], 0xe8
	v_mov_b32_e32 v68, 0xc2d00000
	s_waitcnt lgkmcnt(0)
	s_mov_b32 s39, 0x42b20000
	v_mov_b32_e32 v69, 0x42b20000
	v_mov_b32_e32 v70, 0x4b400000
	v_div_scale_f32 v1, s[10:11], s37, s37, 1.0
	v_rcp_f32_e32 v7, v1
	s_cmp_eq_u32 s3, 0
	s_cselect_b64 s[34:35], -1, 0
	s_ashr_i32 s3, s2, 31
	v_fma_f32 v12, -v1, v7, 1.0
	v_fmac_f32_e32 v7, v12, v7
	v_div_scale_f32 v12, vcc, 1.0, s37, 1.0
	v_mul_f32_e32 v15, v12, v7
	v_fma_f32 v16, -v1, v15, v12
	v_fmac_f32_e32 v15, v16, v7
	v_fma_f32 v1, -v1, v15, v12
	v_div_fmas_f32 v1, v1, v7, v15
	v_mov_b32_e32 v7, s76
	v_cmp_nlt_f32_e32 vcc, s76, v68
	v_div_fixup_f32 v38, v1, s37, 1.0
	v_lshlrev_b32_e32 v1, 2, v14
	v_cndmask_b32_e32 v7, v68, v7, vcc
	v_cmp_nlt_f32_e32 vcc, s39, v7
	s_lshr_b32 s3, s3, 28
	v_mov_b32_e32 v71, 0x3ab60b61
	v_cndmask_b32_e32 v7, v69, v7, vcc
	v_fmamk_f32 v12, v7, 0x3fb8aa3b, v70
	v_add_f32_e32 v12, 0xcb400000, v12
	v_fmac_f32_e32 v7, 0xbf317218, v12
	v_mul_f32_e32 v14, 0x3102e308, v12
	v_add_f32_e32 v15, v7, v14
	v_sub_f32_e32 v7, v15, v7
	s_add_i32 s2, s2, s3
	v_sub_f32_e32 v7, v14, v7
	v_fmamk_f32 v14, v15, 0x39500d01, v71
	s_ashr_i32 s47, s2, 4
	s_lshl_b64 s[2:3], s[40:41], 1
	v_fmaak_f32 v14, v14, v15, 0x3c088889
	s_add_u32 s8, s16, s2
	v_fmaak_f32 v14, v14, v15, 0x3d2aaaab
	s_addc_u32 s9, s17, s3
	v_lshlrev_b64 v[10:11], 1, v[8:9]
	v_fmaak_f32 v14, v14, v15, 0x3e2aaaab
	v_lshl_add_u64 v[36:37], s[8:9], 0, v[10:11]
	s_lshl_b64 s[8:9], s[52:53], 1
	v_fma_f32 v14, v14, v15, 0.5
	v_mul_f32_e32 v16, v15, v15
	s_add_u32 s16, s20, s8
	v_mul_f32_e32 v14, v16, v14
	s_addc_u32 s17, s21, s9
	s_mov_b32 s74, s71
	s_ashr_i32 s71, s70, 31
	v_add_f32_e32 v16, v15, v14
	s_cmp_gt_i32 s68, -1
	v_sub_f32_e32 v15, v16, v15
	v_cmp_o_f32_e32 vcc, v12, v12
	s_load_dwordx16 s[52:67], s[0:1], 0xa0
	s_cselect_b64 s[0:1], -1, 0
	v_sub_f32_e32 v14, v14, v15
	v_cndmask_b32_e32 v12, 0, v12, vcc
	s_and_b64 s[20:21], s[0:1], s[42:43]
	s_lshl_b64 s[0:1], s[40:41], 2
	v_add_f32_e32 v7, v7, v14
	v_add_f32_e32 v14, 1.0, v16
	v_cvt_i32_f32_e32 v12, v12
	s_add_u32 s8, s28, s0
	v_add_f32_e32 v15, -1.0, v14
	s_addc_u32 s9, s29, s1
	v_sub_f32_e32 v15, v16, v15
	v_lshl_add_u64 v[8:9], v[8:9], 2, s[8:9]
	s_lshl_b64 s[8:9], s[4:5], 7
	v_add_f32_e32 v7, v15, v7
	v_mov_b32_e32 v41, s9
	v_or_b32_e32 v40, s8, v6
	v_add_f32_e32 v7, v14, v7
	v_ashrrev_i32_e32 v14, 1, v12
	s_waitcnt lgkmcnt(0)
	s_mul_i32 s8, s67, s68
	s_mul_hi_u32 s9, s66, s68
	v_sub_u32_e32 v12, v12, v14
	v_lshlrev_b32_e32 v14, 23, v14
	s_add_i32 s9, s9, s8
	s_mul_i32 s8, s66, s68
	v_add_u32_e32 v14, 1.0, v14
	v_lshlrev_b32_e32 v12, 23, v12
	s_lshl_b64 s[66:67], s[70:71], 7
	s_lshl_b64 s[8:9], s[8:9], 2
	v_add_u32_e32 v12, 1.0, v12
	v_mul_f32_e32 v7, v7, v14
	s_add_u32 s8, s30, s8
	v_mul_f32_e32 v7, v7, v12
	s_addc_u32 s9, s31, s9
	s_lshl_b64 s[4:5], s[4:5], 9
	v_sub_f32_e32 v44, 0, v7
	v_and_b32_e32 v7, 0xfc, v13
	s_add_u32 s4, s8, s4
	v_or_b32_e32 v42, s40, v6
	v_xor_b32_e32 v72, 64, v7
	v_xor_b32_e32 v73, 32, v7
	v_xor_b32_e32 v74, 16, v7
	v_xor_b32_e32 v75, 8, v7
	v_xor_b32_e32 v76, 4, v7
	v_lshlrev_b32_e32 v6, 2, v6
	s_addc_u32 s5, s9, s5
	v_mov_b32_e32 v7, 0
	v_lshl_add_u64 v[46:47], s[4:5], 0, v[6:7]
	s_mul_i32 s4, s7, s68
	s_mul_hi_u32 s5, s6, s68
	s_add_i32 s5, s5, s4
	s_mul_i32 s4, s6, s68
	s_lshl_b64 s[30:31], s[74:75], 7
	s_lshl_b64 s[4:5], s[4:5], 2
	s_add_u32 s4, s52, s4
	s_addc_u32 s5, s53, s5
	s_add_u32 s0, s4, s0
	s_addc_u32 s1, s5, s1
	v_lshrrev_b32_e32 v23, 5, v0
	v_lshl_add_u64 v[48:49], s[0:1], 0, v[6:7]
	s_add_u32 s0, s26, s2
	v_or_b32_e32 v64, 8, v61
	v_or_b32_e32 v67, 4, v23
	v_or_b32_e32 v83, 8, v23
	v_or_b32_e32 v84, 12, v23
	s_addc_u32 s1, s27, s3
	s_mul_i32 s2, s65, s68
	s_mul_hi_u32 s3, s64, s68
	v_or_b32_e32 v62, 0x8400, v1
	v_add_u32_e32 v63, s22, v61
	v_lshl_or_b32 v77, v23, 9, v6
	v_lshl_or_b32 v80, v67, 9, v6
	v_lshl_or_b32 v85, v83, 9, v6
	v_lshl_or_b32 v88, v84, 9, v6
	v_lshlrev_b32_e32 v6, 6, v61
	v_lshlrev_b32_e32 v7, 6, v64
	v_lshl_add_u64 v[50:51], s[0:1], 0, v[10:11]
	v_cmp_eq_u32_e64 s[0:1], 0, v61
	s_add_i32 s3, s3, s2
	s_mul_i32 s2, s64, s68
	s_mov_b32 s45, 0
	v_add_u32_e32 v65, 8, v63
	v_add_u32_e32 v66, s22, v0
	v_mov_b32_e32 v43, s41
	s_mov_b32 s29, 0xc2d00000
	s_mov_b32 s28, 0x3fb8aa3b
	s_mov_b32 s40, 0xcb400000
	s_mov_b32 s42, 0xbf317218
	s_mov_b32 s44, 0x3102e308
	s_mov_b32 s46, 0x39500d01
	v_or_b32_e32 v78, 0x4000, v77
	v_or_b32_e32 v79, 0x2000, v77
	v_or_b32_e32 v81, 0x4000, v80
	v_or_b32_e32 v82, 0x2000, v80
	v_or_b32_e32 v86, 0x4000, v85
	v_or_b32_e32 v87, 0x2000, v85
	v_or_b32_e32 v89, 0x4000, v88
	v_or_b32_e32 v90, 0x2000, v88
	v_or_b32_e32 v91, 0x8800, v13
	v_or_b32_e32 v92, 0x8000, v1
	v_or_b32_e32 v93, 0x6000, v13
	s_and_b64 s[26:27], s[0:1], s[24:25]
	v_lshl_add_u64 v[52:53], s[2:3], 2, v[8:9]
	v_mov_b32_e32 v45, v44
	s_mov_b32 s52, s37
	s_mov_b32 s53, s37
	s_mov_b32 s41, s38
	v_mov_b32_e32 v39, v38
	s_mov_b32 s37, s36
	s_and_b64 s[64:65], s[20:21], s[0:1]
	v_lshlrev_b32_e32 v94, 4, v61
	s_mov_b32 s43, 0xf800000
	v_mov_b32_e32 v95, 0x260
	s_mov_b32 s68, 0x4b400000
	s_mov_b32 s70, 0x3ab60b61
	s_mov_b32 s72, 0x3c088889
	s_mov_b32 s74, 0x3d2aaaab
	v_mov_b32_e32 v54, -1.0
	s_mov_b32 s69, 0x800000
	s_mov_b32 s71, 0x7f800000
	v_add_u32_e32 v96, v62, v6
	v_add_u32_e32 v97, v62, v7
	s_movk_i32 s75, 0x7fff
	v_not_b32_e32 v98, 22
	v_mov_b32_e32 v99, 0xff800000
	v_mov_b32_e32 v100, 0x7f800000
	v_mov_b32_e32 v101, 0x7fc00000
	s_mov_b32 s76, 0x3e2aaaab
	s_mov_b32 s78, 0x4b000000
	s_mov_b32 s80, 0x3e638e39
	s_mov_b32 s82, 0x3e3a2e8c
	s_mov_b32 s84, 0x3e924925
	s_mov_b32 s86, 0x3ecccccd
	s_mov_b32 s88, 0x3f2aaaab
	s_mov_b32 s90, 0xb102e308
	s_mov_b32 s92, 0x3f317218
	s_branch .LBB0_29
.LBB0_28:
	s_add_i32 s45, s45, 1
	s_add_i32 s23, s23, -16
	s_cmp_eq_u32 s45, s47
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_173
.LBB0_29:
	s_lshl_b32 s77, s45, 4
	s_sub_i32 s79, s33, s77
	v_mov_b32_e32 v58, 0
	v_cmp_gt_i32_e64 s[2:3], s79, v61
	v_mov_b32_e32 v59, v58
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_31
	v_add_u32_e32 v1, s77, v63
	v_ashrrev_i32_e32 v6, 31, v1
	v_mul_lo_u32 v8, s58, v6
	v_mul_lo_u32 v9, s59, v1
	v_mad_u64_u32 v[6:7], s[6:7], s58, v1, 0
	v_add3_u32 v7, v7, v8, v9
	v_lshl_add_u64 v[6:7], v[6:7], 1, v[36:37]
	global_load_ushort v1, v[6:7], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v59, 16, v1
.LBB0_31:
	s_or_b64 exec, exec, s[4:5]
	s_min_i32 s81, s79, 16
	v_cmp_gt_i32_e64 s[4:5], s81, v64
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB0_33
	v_add_u32_e32 v1, s77, v65
	v_ashrrev_i32_e32 v6, 31, v1
	v_mul_lo_u32 v8, s58, v6
	v_mul_lo_u32 v9, s59, v1
	v_mad_u64_u32 v[6:7], s[8:9], s58, v1, 0
	v_add3_u32 v7, v7, v8, v9
	v_lshl_add_u64 v[6:7], v[6:7], 1, v[36:37]
	global_load_ushort v1, v[6:7], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v58, 16, v1
.LBB0_33:
	s_or_b64 exec, exec, s[6:7]
	v_mov_b32_e32 v55, 0
	v_cmp_gt_i32_e64 s[6:7], s81, v0
	v_mov_b32_e32 v60, v55
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB0_35
	v_add_u32_e32 v1, s77, v66
	v_ashrrev_i32_e32 v6, 31, v1
	v_mul_lo_u32 v8, s62, v6
	v_mul_lo_u32 v9, s63, v1
	v_mad_u64_u32 v[6:7], s[10:11], s62, v1, 0
	v_add3_u32 v7, v7, v8, v9
	v_lshl_add_u64 v[6:7], v[6:7], 1, s[16:17]
	global_load_ushort v1, v[6:7], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v60, 16, v1
.LBB0_35:
	s_or_b64 exec, exec, s[8:9]
	v_add_u32_e32 v102, s77, v23
	v_add_u32_e32 v10, s22, v102
	v_ashrrev_i32_e32 v1, 31, v10
	v_mul_lo_u32 v8, s54, v1
	v_mul_lo_u32 v9, s55, v10
	v_mad_u64_u32 v[6:7], s[8:9], s54, v10, v[40:41]
	v_add3_u32 v7, v9, v7, v8
	v_cmp_gt_i32_e32 vcc, s81, v23
	v_lshl_add_u64 v[6:7], v[6:7], 1, s[48:49]
	s_and_saveexec_b64 s[8:9], vcc
	s_cbranch_execz .LBB0_37
	global_load_ushort v8, v[6:7], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v55, 16, v8
.LBB0_37:
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32_e32 v110, 0
	v_mov_b32_e32 v112, v110
	s_and_saveexec_b64 s[8:9], vcc
	s_cbranch_execz .LBB0_39
	global_load_ushort v8, v[6:7], off offset:2
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v112, 16, v8
.LBB0_39:
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[8:9], vcc
	s_cbranch_execz .LBB0_41
	global_load_ushort v8, v[6:7], off offset:4
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v110, 16, v8
.LBB0_41:
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32_e32 v113, 0
	v_mov_b32_e32 v111, v113
	s_and_saveexec_b64 s[8:9], vcc
	s_cbranch_execz .LBB0_43
	global_load_ushort v6, v[6:7], off offset:6
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v111, 16, v6
.LBB0_43:
	s_or_b64 exec, exec, s[8:9]
	v_mad_u64_u32 v[6:7], s[8:9], s56, v10, v[40:41]
	v_mul_lo_u32 v8, s56, v1
	v_mul_lo_u32 v9, s57, v10
	v_add3_u32 v7, v9, v7, v8
	v_lshl_add_u64 v[6:7], v[6:7], 1, s[50:51]
	s_and_saveexec_b64 s[8:9], vcc
	s_cbranch_execz .LBB0_45
	global_load_ushort v8, v[6:7], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v113, 16, v8
.LBB0_45:
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32_e32 v114, 0
	v_mov_b32_e32 v116, v114
	s_and_saveexec_b64 s[8:9], vcc
	s_cbranch_execz .LBB0_47
	global_load_ushort v8, v[6:7], off offset:2
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v116, 16, v8
.LBB0_47:
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[8:9], vcc
	s_cbranch_execz .LBB0_49
	global_load_ushort v8, v[6:7], off offset:4
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v114, 16, v8
.LBB0_49:
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32_e32 v56, 0
	v_mov_b32_e32 v115, v56
	s_and_saveexec_b64 s[8:9], vcc
	s_cbranch_execz .LBB0_51
	global_load_ushort v6, v[6:7], off offset:6
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v115, 16, v6
.LBB0_51:
	s_or_b64 exec, exec, s[8:9]
	v_mad_u64_u32 v[6:7], s[8:9], s60, v10, v[42:43]
	v_mul_lo_u32 v1, s60, v1
	v_mul_lo_u32 v8, s61, v10
	v_add3_u32 v7, v8, v7, v1
	v_lshl_add_u64 v[6:7], v[6:7], 1, s[18:19]
	s_and_saveexec_b64 s[8:9], vcc
	s_cbranch_execz .LBB0_53
	global_load_ushort v1, v[6:7], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v56, 16, v1
.LBB0_53:
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32_e32 v16, 0
	v_mov_b32_e32 v57, v16
	s_and_saveexec_b64 s[8:9], vcc
	s_cbranch_execz .LBB0_55
	global_load_ushort v1, v[6:7], off offset:2
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v57, 16, v1
.LBB0_55:
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[8:9], vcc
	s_cbranch_execz .LBB0_57
	global_load_ushort v1, v[6:7], off offset:4
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v16, 16, v1
.LBB0_57:
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32_e32 v11, 0
	v_mov_b32_e32 v17, v11
	s_and_saveexec_b64 s[8:9], vcc
	s_cbranch_execz .LBB0_59
	global_load_ushort v1, v[6:7], off offset:6
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v17, 16, v1
.LBB0_59:
	s_or_b64 exec, exec, s[8:9]
	v_add_u32_e32 v6, 4, v10
	v_ashrrev_i32_e32 v1, 31, v6
	v_mul_lo_u32 v7, s54, v1
	v_mul_lo_u32 v12, s55, v6
	v_mad_u64_u32 v[8:9], s[10:11], s54, v6, v[40:41]
	v_add3_u32 v9, v12, v9, v7
	v_cmp_gt_i32_e64 s[8:9], s81, v67
	v_lshl_add_u64 v[8:9], v[8:9], 1, s[48:49]
	s_and_saveexec_b64 s[10:11], s[8:9]
	s_cbranch_execz .LBB0_61
	global_load_ushort v7, v[8:9], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v11, 16, v7
.LBB0_61:
	s_or_b64 exec, exec, s[10:11]
	v_mov_b32_e32 v103, 0
	v_mov_b32_e32 v105, v103
	s_and_saveexec_b64 s[10:11], s[8:9]
	s_cbranch_execz .LBB0_63
	global_load_ushort v7, v[8:9], off offset:2
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v105, 16, v7
.LBB0_63:
	s_or_b64 exec, exec, s[10:11]
	s_and_saveexec_b64 s[10:11], s[8:9]
	s_cbranch_execz .LBB0_65
	global_load_ushort v7, v[8:9], off offset:4
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v103, 16, v7
.LBB0_65:
	s_or_b64 exec, exec, s[10:11]
	v_mov_b32_e32 v106, 0
	v_mov_b32_e32 v104, v106
	s_and_saveexec_b64 s[10:11], s[8:9]
	s_cbranch_execz .LBB0_67
	global_load_ushort v7, v[8:9], off offset:6
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v104, 16, v7
.LBB0_67:
	s_or_b64 exec, exec, s[10:11]
	v_mad_u64_u32 v[8:9], s[10:11], s56, v6, v[40:41]
	v_mul_lo_u32 v7, s56, v1
	v_mul_lo_u32 v12, s57, v6
	v_add3_u32 v9, v12, v9, v7
	v_lshl_add_u64 v[8:9], v[8:9], 1, s[50:51]
	s_and_saveexec_b64 s[10:11], s[8:9]
	s_cbranch_execz .LBB0_69
	global_load_ushort v7, v[8:9], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v106, 16, v7
.LBB0_69:
	s_or_b64 exec, exec, s[10:11]
	v_mov_b32_e32 v107, 0
	v_mov_b32_e32 v109, v107
	s_and_saveexec_b64 s[10:11], s[8:9]
	s_cbranch_execz .LBB0_71
	global_load_ushort v7, v[8:9], off offset:2
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v109, 16, v7
.LBB0_71:
	s_or_b64 exec, exec, s[10:11]
	s_and_saveexec_b64 s[10:11], s[8:9]
	s_cbranch_execz .LBB0_73
	global_load_ushort v7, v[8:9], off offset:4
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v107, 16, v7
.LBB0_73:
	s_or_b64 exec, exec, s[10:11]
	v_mov_b32_e32 v14, 0
	v_mov_b32_e32 v108, v14
	s_and_saveexec_b64 s[10:11], s[8:9]
	s_cbranch_execz .LBB0_75
	global_load_ushort v7, v[8:9], off offset:6
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v108, 16, v7
.LBB0_75:
	s_or_b64 exec, exec, s[10:11]
	v_mad_u64_u32 v[8:9], s[10:11], s60, v6, v[42:43]
	v_mul_lo_u32 v1, s60, v1
	v_mul_lo_u32 v6, s61, v6
	v_add3_u32 v9, v6, v9, v1
	v_lshl_add_u64 v[6:7], v[8:9], 1, s[18:19]
	s_and_saveexec_b64 s[10:11], s[8:9]
	s_cbranch_execz .LBB0_77
	global_load_ushort v1, v[6:7], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v14, 16, v1
.LBB0_77:
	s_or_b64 exec, exec, s[10:11]
	v_mov_b32_e32 v12, 0
	v_mov_b32_e32 v15, v12
	s_and_saveexec_b64 s[10:11], s[8:9]
	s_cbranch_execnz .LBB0_81
	s_or_b64 exec, exec, s[10:11]
	s_and_saveexec_b64 s[10:11], s[8:9]
	s_cbranch_execnz .LBB0_82
.LBB0_79:
	s_or_b64 exec, exec, s[10:11]
	v_mov_b32_e32 v13, 0
	s_and_saveexec_b64 s[10:11], s[8:9]
	s_cbranch_execnz .LBB0_83
.LBB0_80:
	s_or_b64 exec, exec, s[10:11]
	s_and_saveexec_b64 s[94:95], vcc
	s_cbranch_execnz .LBB0_84
	s_branch .LBB0_88
.LBB0_81:
	global_load_ushort v1, v[6:7], off offset:2
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v15, 16, v1
	s_or_b64 exec, exec, s[10:11]
	s_and_saveexec_b64 s[10:11], s[8:9]
	s_cbranch_execz .LBB0_79
.LBB0_82:
	global_load_ushort v1, v[6:7], off offset:4
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v12, 16, v1
	s_or_b64 exec, exec, s[10:11]
	v_mov_b32_e32 v13, 0
	s_and_saveexec_b64 s[10:11], s[8:9]
	s_cbranch_execz .LBB0_80
.LBB0_83:
	global_load_ushort v1, v[6:7], off offset:6
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v13, 16, v1
	s_or_b64 exec, exec, s[10:11]
	s_and_saveexec_b64 s[94:95], vcc
	s_cbranch_execz .LBB0_88
.LBB0_84:
	v_mul_f32_e32 v1, v112, v112
	v_fmac_f32_e32 v1, v55, v55
	v_mul_f32_e32 v7, v116, v116
	v_fmac_f32_e32 v1, v110, v110
	v_fmac_f32_e32 v7, v113, v113
	v_fmac_f32_e32 v1, v111, v111
	v_fmac_f32_e32 v7, v114, v114
	ds_bpermute_b32 v6, v72, v1
	v_fmac_f32_e32 v7, v115, v115
	ds_bpermute_b32 v8, v72, v7
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v1, v1, v6
	ds_bpermute_b32 v6, v73, v1
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v7, v7, v8
	ds_bpermute_b32 v8, v73, v7
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v1, v1, v6
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v6, v7, v8
	ds_bpermute_b32 v7, v74, v1
	ds_bpermute_b32 v8, v74, v6
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v1, v1, v7
	ds_bpermute_b32 v7, v75, v1
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v6, v6, v8
	ds_bpermute_b32 v8, v75, v6
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v1, v1, v7
	ds_bpermute_b32 v7, v76, v1
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v6, v6, v8
	ds_bpermute_b32 v8, v76, v6
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v1, v1, v7
	v_add_f32_e32 v1, 0x358637bd, v1
	v_mul_f32_e32 v7, 0x4f800000, v1
	v_cmp_gt_f32_e32 vcc, s43, v1
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v6, v6, v8
	v_add_f32_e32 v6, 0x358637bd, v6
	v_cndmask_b32_e32 v1, v1, v7, vcc
	v_sqrt_f32_e32 v7, v1
	v_mul_f32_e32 v8, 0x4f800000, v6
	v_cmp_gt_f32_e64 s[10:11], s43, v6
	v_add_u32_e32 v9, -1, v7
	s_nop 0
	v_cndmask_b32_e64 v6, v6, v8, s[10:11]
	v_sqrt_f32_e32 v8, v6
	v_add_u32_e32 v117, 1, v7
	v_fma_f32 v118, -v9, v7, v1
	v_fma_f32 v119, -v117, v7, v1
	v_cmp_ge_f32_e64 s[12:13], 0, v118
	s_nop 1
	v_cndmask_b32_e64 v7, v7, v9, s[12:13]
	v_cmp_lt_f32_e64 s[12:13], 0, v119
	s_nop 1
	v_cndmask_b32_e64 v7, v7, v117, s[12:13]
	v_add_u32_e32 v117, -1, v8
	v_fma_f32 v118, -v117, v8, v6
	v_cmp_ge_f32_e64 s[12:13], 0, v118
	v_add_u32_e32 v118, 1, v8
	v_mul_f32_e32 v9, 0x37800000, v7
	v_cndmask_b32_e64 v117, v8, v117, s[12:13]
	v_fma_f32 v8, -v118, v8, v6
	v_cmp_lt_f32_e64 s[12:13], 0, v8
	v_cndmask_b32_e32 v7, v7, v9, vcc
	v_cmp_class_f32_e32 vcc, v1, v95
	v_cndmask_b32_e64 v8, v117, v118, s[12:13]
	v_mul_f32_e32 v117, 0x37800000, v8
	v_cndmask_b32_e64 v8, v8, v117, s[10:11]
	v_cmp_class_f32_e64 s[10:11], v6, v95
	v_cndmask_b32_e32 v1, v7, v1, vcc
	s_nop 0
	v_cndmask_b32_e64 v8, v8, v6, s[10:11]
	v_div_scale_f32 v6, s[10:11], v8, v8, v116
	v_rcp_f32_e32 v117, v6
	s_nop 0
	v_fma_f32 v7, -v6, v117, 1.0
	v_fmac_f32_e32 v117, v7, v117
	v_div_scale_f32 v7, vcc, v116, v8, v116
	v_mul_f32_e32 v9, v7, v117
	v_fma_f32 v118, -v6, v9, v7
	v_fmac_f32_e32 v9, v118, v117
	v_div_scale_f32 v118, s[10:11], v8, v8, v113
	v_rcp_f32_e32 v119, v118
	v_fma_f32 v6, -v6, v9, v7
	v_div_fmas_f32 v6, v6, v117, v9
	v_div_fixup_f32 v7, v6, v8, v116
	v_fma_f32 v6, -v118, v119, 1.0
	v_fmac_f32_e32 v119, v6, v119
	v_div_scale_f32 v6, vcc, v113, v8, v113
	v_mul_f32_e32 v9, v6, v119
	v_fma_f32 v116, -v118, v9, v6
	v_fmac_f32_e32 v9, v116, v119
	v_div_scale_f32 v116, s[10:11], v8, v8, v115
	v_rcp_f32_e32 v117, v116
	v_fma_f32 v6, -v118, v9, v6
	v_div_fmas_f32 v6, v6, v119, v9
	v_div_fixup_f32 v6, v6, v8, v113
	v_fma_f32 v9, -v116, v117, 1.0
	v_fmac_f32_e32 v117, v9, v117
	v_div_scale_f32 v9, vcc, v115, v8, v115
	v_mul_f32_e32 v113, v9, v117
	v_fma_f32 v118, -v116, v113, v9
	v_fmac_f32_e32 v113, v118, v117
	v_fma_f32 v9, -v116, v113, v9
	v_div_scale_f32 v116, s[10:11], v8, v8, v114
	v_rcp_f32_e32 v118, v116
	v_div_fmas_f32 v9, v9, v117, v113
	v_div_fixup_f32 v9, v9, v8, v115
	v_fma_f32 v113, -v116, v118, 1.0
	v_fmac_f32_e32 v118, v113, v118
	v_div_scale_f32 v113, vcc, v114, v8, v114
	v_mul_f32_e32 v115, v113, v118
	v_fma_f32 v117, -v116, v115, v113
	v_fmac_f32_e32 v115, v117, v118
	v_fma_f32 v113, -v116, v115, v113
	v_div_scale_f32 v116, s[10:11], v1, v1, v112
	v_rcp_f32_e32 v117, v116
	v_div_fmas_f32 v113, v113, v118, v115
	v_div_fixup_f32 v8, v113, v8, v114
	v_fma_f32 v113, -v116, v117, 1.0
	v_fmac_f32_e32 v117, v113, v117
	v_div_scale_f32 v113, vcc, v112, v1, v112
	v_mul_f32_e32 v114, v113, v117
	v_fma_f32 v115, -v116, v114, v113
	v_fmac_f32_e32 v114, v115, v117
	v_div_scale_f32 v115, s[10:11], v1, v1, v55
	v_fma_f32 v113, -v116, v114, v113
	v_rcp_f32_e32 v116, v115
	v_div_fmas_f32 v113, v113, v117, v114
	v_div_fixup_f32 v113, v113, v1, v112
	v_fma_f32 v112, -v115, v116, 1.0
	v_fmac_f32_e32 v116, v112, v116
	v_div_scale_f32 v112, vcc, v55, v1, v55
	v_mul_f32_e32 v114, v112, v116
	v_fma_f32 v117, -v115, v114, v112
	v_fmac_f32_e32 v114, v117, v116
	v_fma_f32 v112, -v115, v114, v112
	v_div_scale_f32 v115, s[10:11], v1, v1, v111
	v_rcp_f32_e32 v117, v115
	v_div_fmas_f32 v112, v112, v116, v114
	v_div_fixup_f32 v112, v112, v1, v55
	v_pk_mul_f32 v[112:113], s[36:37], v[112:113]
	v_fma_f32 v55, -v115, v117, 1.0
	v_fmac_f32_e32 v117, v55, v117
	v_div_scale_f32 v55, vcc, v111, v1, v111
	v_mul_f32_e32 v114, v55, v117
	v_fma_f32 v116, -v115, v114, v55
	v_fmac_f32_e32 v114, v116, v117
	v_fma_f32 v55, -v115, v114, v55
	v_div_scale_f32 v115, s[10:11], v1, v1, v110
	v_rcp_f32_e32 v116, v115
	v_div_fmas_f32 v55, v55, v117, v114
	v_div_fixup_f32 v111, v55, v1, v111
	v_fma_f32 v55, -v115, v116, 1.0
	v_fmac_f32_e32 v116, v55, v116
	v_div_scale_f32 v55, vcc, v110, v1, v110
	v_mul_f32_e32 v114, v55, v116
	v_fma_f32 v117, -v115, v114, v55
	v_fmac_f32_e32 v114, v117, v116
	v_fma_f32 v55, -v115, v114, v55
	v_div_fmas_f32 v55, v55, v116, v114
	v_cmp_gt_i32_e32 vcc, s73, v102
	v_div_fixup_f32 v110, v55, v1, v110
	s_and_b64 s[12:13], s[20:21], vcc
	v_pk_mul_f32 v[114:115], s[36:37], v[110:111]
	s_and_b64 s[96:97], s[34:35], s[12:13]
	v_ashrrev_i32_e32 v1, 31, v102
	ds_write_b128 v78, v[112:115]
	ds_write_b128 v79, v[6:9]
	s_and_saveexec_b64 s[10:11], s[96:97]
	s_cbranch_execz .LBB0_86
	v_mul_lo_u32 v55, s67, v102
	v_mul_lo_u32 v112, s66, v1
	v_mad_u64_u32 v[110:111], s[96:97], s66, v102, 0
	v_add3_u32 v111, v111, v112, v55
	v_lshl_add_u64 v[110:111], v[110:111], 2, v[46:47]
	global_store_dwordx4 v[110:111], v[6:9], off
.LBB0_86:
	s_or_b64 exec, exec, s[10:11]
	s_waitcnt vmcnt(0)
	v_pk_add_f32 v[6:7], v[2:3], v[56:57]
	v_pk_add_f32 v[16:17], v[4:5], v[16:17]
	v_pk_mul_f32 v[110:111], s[52:53], v[6:7]
	s_nop 0
	v_cmp_ngt_f32_e32 vcc, s29, v110
	s_nop 1
	v_cndmask_b32_e32 v8, v68, v110, vcc
	v_cmp_ngt_f32_e32 vcc, s29, v111
	s_nop 1
	v_cndmask_b32_e32 v9, v68, v111, vcc
	v_cmp_nlt_f32_e32 vcc, s39, v9
	s_nop 1
	v_cndmask_b32_e32 v57, v69, v9, vcc
	v_cmp_nlt_f32_e32 vcc, s39, v8
	s_nop 1
	v_cndmask_b32_e32 v56, v69, v8, vcc
	v_mov_b64_e32 v[8:9], s[68:69]
	v_pk_fma_f32 v[112:113], v[56:57], s[28:29], v[8:9] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_add_f32 v[112:113], v[112:113], s[40:41] op_sel_hi:[1,0]
	s_nop 0
	v_cmp_o_f32_e32 vcc, v113, v113
	v_pk_fma_f32 v[116:117], v[112:113], s[42:43], v[56:57] op_sel_hi:[1,0,1]
	v_mov_b64_e32 v[56:57], s[70:71]
	v_cndmask_b32_e32 v55, 0, v113, vcc
	v_cmp_o_f32_e32 vcc, v112, v112
	v_cvt_i32_f32_e32 v115, v55
	v_ashrrev_i32_e32 v131, 1, v115
	v_cndmask_b32_e32 v114, 0, v112, vcc
	v_pk_mul_f32 v[112:113], v[112:113], s[44:45] op_sel_hi:[1,0]
	v_cvt_i32_f32_e32 v130, v114
	v_pk_add_f32 v[118:119], v[116:117], v[112:113]
	v_ashrrev_i32_e32 v132, 1, v130
	v_pk_fma_f32 v[124:125], v[118:119], s[46:47], v[56:57] op_sel_hi:[1,0,0]
	v_pk_mul_f32 v[126:127], v[118:119], v[118:119]
	v_pk_fma_f32 v[124:125], v[124:125], v[118:119], s[72:73] op_sel_hi:[1,1,0]
	v_pk_add_f32 v[120:121], v[118:119], v[116:117] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_fma_f32 v[124:125], v[124:125], v[118:119], s[74:75] op_sel_hi:[1,1,0]
	v_pk_add_f32 v[122:123], v[112:113], v[120:121] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_fma_f32 v[124:125], v[124:125], v[118:119], s[76:77] op_sel_hi:[1,1,0]
	v_lshl_add_u32 v114, v132, 23, 1.0
	v_pk_fma_f32 v[124:125], v[124:125], v[118:119], 0.5 op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_mul_f32 v[124:125], v[126:127], v[124:125]
	s_nop 0
	v_pk_add_f32 v[126:127], v[118:119], v[124:125]
	s_nop 0
	v_pk_add_f32 v[118:119], v[126:127], v[118:119] neg_lo:[0,1] neg_hi:[0,1]
	v_mov_b32_e32 v112, v127
	v_pk_add_f32 v[118:119], v[124:125], v[118:119] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[124:125], v[126:127], 1.0 op_sel_hi:[1,0]
	s_nop 0
	v_add_f32_e32 v55, -1.0, v124
	v_sub_f32_e32 v116, v126, v55
	v_mov_b32_e32 v55, v117
	v_pk_add_f32 v[128:129], v[124:125], v[54:55] op_sel:[1,0] op_sel_hi:[0,1]
	v_mov_b32_e32 v129, v121
	v_pk_add_f32 v[112:113], v[112:113], v[128:129] neg_lo:[0,1] neg_hi:[0,1]
	v_sub_u32_e32 v55, v130, v132
	v_mov_b32_e32 v123, v113
	v_pk_add_f32 v[118:119], v[122:123], v[118:119]
	v_mov_b32_e32 v117, v112
	v_pk_add_f32 v[112:113], v[116:117], v[118:119]
	v_sub_u32_e32 v116, v115, v131
	v_pk_add_f32 v[112:113], v[124:125], v[112:113]
	v_lshl_add_u32 v115, v131, 23, 1.0
	v_lshl_add_u32 v117, v116, 23, 1.0
	v_lshl_add_u32 v116, v55, 23, 1.0
	v_pk_mul_f32 v[112:113], v[112:113], v[114:115]
	s_nop 0
	v_pk_mul_f32 v[112:113], v[112:113], v[116:117]
	s_nop 0
	v_pk_add_f32 v[112:113], v[112:113], 1.0 op_sel_hi:[1,0]
	s_nop 0
	v_pk_mul_f32 v[114:115], v[112:113], s[78:79] op_sel_hi:[1,0]
	v_cmp_gt_f32_e32 vcc, s69, v112
	v_cmp_gt_f32_e64 s[10:11], s69, v113
	s_nop 0
	v_cndmask_b32_e32 v55, v112, v114, vcc
	v_cndmask_b32_e64 v114, v113, v115, s[10:11]
	v_add_u32_e32 v116, 0xc0cafb0d, v114
	v_add_u32_e32 v117, 0xc0cafb0d, v55
	v_and_b32_e32 v115, 0xff800000, v116
	v_and_b32_e32 v118, 0xff800000, v117
	v_sub_u32_e32 v115, v114, v115
	v_sub_u32_e32 v114, v55, v118
	v_cndmask_b32_e32 v118, 0, v98, vcc
	v_ashrrev_i32_e32 v119, 23, v116
	v_ashrrev_i32_e32 v116, 23, v117
	v_pk_add_f32 v[114:115], v[114:115], -1.0 op_sel_hi:[1,0]
	v_add_u32_e32 v118, v116, v118
	v_pk_add_f32 v[116:117], v[114:115], 2.0 op_sel_hi:[1,0]
	v_cndmask_b32_e64 v55, 0, v98, s[10:11]
	v_div_scale_f32 v120, s[10:11], v117, v117, v115
	v_rcp_f32_e32 v121, v120
	v_add_u32_e32 v55, v119, v55
	v_cvt_f32_i32_e32 v119, v55
	v_cvt_f32_i32_e32 v118, v118
	v_fma_f32 v55, -v120, v121, 1.0
	v_fmac_f32_e32 v121, v55, v121
	v_div_scale_f32 v55, vcc, v115, v117, v115
	v_mul_f32_e32 v122, v55, v121
	v_fma_f32 v123, -v120, v122, v55
	v_fmac_f32_e32 v122, v123, v121
	v_fma_f32 v55, -v120, v122, v55
	v_div_scale_f32 v120, s[10:11], v116, v116, v114
	v_rcp_f32_e32 v123, v120
	v_div_fmas_f32 v55, v55, v121, v122
	v_div_fixup_f32 v117, v55, v117, v115
	v_fma_f32 v55, -v120, v123, 1.0
	v_fmac_f32_e32 v123, v55, v123
	v_div_scale_f32 v55, vcc, v114, v116, v114
	v_mul_f32_e32 v121, v55, v123
	v_fma_f32 v122, -v120, v121, v55
	v_fmac_f32_e32 v121, v122, v123
	v_fma_f32 v55, -v120, v121, v55
	v_div_fmas_f32 v55, v55, v123, v121
	v_div_fixup_f32 v116, v55, v116, v114
	v_pk_mul_f32 v[120:121], v[116:117], v[116:117]
	v_mov_b64_e32 v[122:123], s[80:81]
	v_pk_fma_f32 v[124:125], v[120:121], s[82:83], v[122:123] op_sel_hi:[1,0,0]
	v_cmp_neq_f32_e32 vcc, 0, v112
	v_pk_fma_f32 v[124:125], v[124:125], v[120:121], s[84:85] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[124:125], v[124:125], v[120:121], s[86:87] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[124:125], v[124:125], v[120:121], s[88:89] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_mul_f32 v[120:121], v[120:121], v[124:125] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_pk_add_f32 v[120:121], v[114:115], v[120:121]
	s_nop 0
	v_pk_fma_f32 v[114:115], v[116:117], v[120:121], v[114:115] neg_lo:[1,0,0] neg_hi:[1,0,0]
	s_nop 0
	v_pk_fma_f32 v[114:115], v[118:119], s[90:91], v[114:115] op_sel_hi:[1,0,1]
	s_nop 0
	v_pk_fma_f32 v[114:115], v[118:119], s[92:93], v[114:115] op_sel_hi:[1,0,1]
	s_nop 0
	v_cndmask_b32_e32 v55, v99, v114, vcc
	v_cmp_neq_f32_e32 vcc, 0, v113
	s_nop 1
	v_cndmask_b32_e32 v114, v99, v115, vcc
	v_cmp_neq_f32_e32 vcc, s71, v113
	s_nop 1
	v_cndmask_b32_e32 v114, v100, v114, vcc
	v_cmp_neq_f32_e32 vcc, s71, v112
	s_nop 1
	v_cndmask_b32_e32 v55, v100, v55, vcc
	v_cmp_ngt_f32_e32 vcc, 0, v112
	s_nop 1
	v_cndmask_b32_e32 v55, v101, v55, vcc
	v_cmp_ngt_f32_e32 vcc, 0, v113
	s_nop 1
	v_cndmask_b32_e32 v114, v101, v114, vcc
	v_cmp_u_f32_e32 vcc, v113, v113
	s_nop 1
	v_cndmask_b32_e32 v113, v114, v113, vcc
	v_cmp_u_f32_e32 vcc, v112, v112
	s_nop 1
	v_cndmask_b32_e32 v112, v55, v112, vcc
	v_pk_mul_f32 v[112:113], v[38:39], v[112:113]
	v_cmp_ge_f32_e32 vcc, s41, v111
	s_nop 1
	v_cndmask_b32_e32 v7, v7, v113, vcc
	v_cmp_ge_f32_e32 vcc, s38, v110
	s_nop 1
	v_cndmask_b32_e32 v6, v6, v112, vcc
	v_pk_mul_f32 v[6:7], v[44:45], v[6:7]
	s_nop 0
	v_cmp_ngt_f32_e32 vcc, s29, v6
	s_nop 1
	v_cndmask_b32_e32 v6, v68, v6, vcc
	v_cmp_ngt_f32_e32 vcc, s29, v7
	s_nop 1
	v_cndmask_b32_e32 v7, v68, v7, vcc
	v_cmp_nlt_f32_e32 vcc, s39, v7
	s_nop 1
	v_cndmask_b32_e32 v7, v69, v7, vcc
	v_cmp_nlt_f32_e32 vcc, s39, v6
	s_nop 1
	v_cndmask_b32_e32 v6, v69, v6, vcc
	v_pk_fma_f32 v[110:111], v[6:7], s[28:29], v[8:9] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_add_f32 v[110:111], v[110:111], s[40:41] op_sel_hi:[1,0]
	s_nop 0
	v_pk_fma_f32 v[6:7], v[110:111], s[42:43], v[6:7] op_sel_hi:[1,0,1]
	v_pk_mul_f32 v[112:113], v[110:111], s[44:45] op_sel_hi:[1,0]
	v_cmp_o_f32_e32 vcc, v111, v111
	v_pk_add_f32 v[114:115], v[6:7], v[112:113]
	s_nop 0
	v_pk_add_f32 v[6:7], v[114:115], v[6:7] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_mul_f32 v[116:117], v[114:115], v[114:115]
	v_pk_add_f32 v[6:7], v[112:113], v[6:7] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_fma_f32 v[112:113], v[114:115], s[46:47], v[56:57] op_sel_hi:[1,0,0]
	v_cndmask_b32_e32 v55, 0, v111, vcc
	v_pk_fma_f32 v[112:113], v[112:113], v[114:115], s[72:73] op_sel_hi:[1,1,0]
	v_cmp_o_f32_e32 vcc, v110, v110
	v_pk_fma_f32 v[112:113], v[112:113], v[114:115], s[74:75] op_sel_hi:[1,1,0]
	v_cvt_i32_f32_e32 v55, v55
	v_pk_fma_f32 v[112:113], v[112:113], v[114:115], s[76:77] op_sel_hi:[1,1,0]
	v_cndmask_b32_e32 v110, 0, v110, vcc
	v_pk_fma_f32 v[112:113], v[112:113], v[114:115], 0.5 op_sel_hi:[1,1,0]
	v_cvt_i32_f32_e32 v110, v110
	v_pk_mul_f32 v[112:113], v[116:117], v[112:113]
	v_ashrrev_i32_e32 v111, 1, v55
	v_pk_add_f32 v[116:117], v[114:115], v[112:113]
	v_sub_u32_e32 v55, v55, v111
	v_pk_add_f32 v[114:115], v[116:117], v[114:115] neg_lo:[0,1] neg_hi:[0,1]
	v_lshl_add_u32 v111, v111, 23, 1.0
	v_pk_add_f32 v[112:113], v[112:113], v[114:115] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_pk_add_f32 v[6:7], v[6:7], v[112:113]
	v_pk_add_f32 v[112:113], v[116:117], 1.0 op_sel_hi:[1,0]
	s_nop 0
	v_pk_add_f32 v[114:115], v[112:113], -1.0 op_sel_hi:[1,0]
	s_nop 0
	v_pk_add_f32 v[114:115], v[116:117], v[114:115] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_pk_add_f32 v[6:7], v[114:115], v[6:7]
	s_nop 0
	v_pk_add_f32 v[6:7], v[112:113], v[6:7]
	v_ashrrev_i32_e32 v112, 1, v110
	v_sub_u32_e32 v114, v110, v112
	v_lshl_add_u32 v110, v112, 23, 1.0
	v_lshl_add_u32 v112, v114, 23, 1.0
	v_pk_mul_f32 v[114:115], s[52:53], v[16:17]
	v_lshl_add_u32 v113, v55, 23, 1.0
	v_cmp_ngt_f32_e32 vcc, s29, v114
	v_pk_mul_f32 v[6:7], v[6:7], v[110:111]
	s_nop 0
	v_cndmask_b32_e32 v55, v68, v114, vcc
	v_cmp_ngt_f32_e32 vcc, s29, v115
	v_pk_mul_f32 v[6:7], v[6:7], v[112:113]
	s_nop 0
	v_cndmask_b32_e32 v116, v68, v115, vcc
	v_cmp_nlt_f32_e32 vcc, s39, v116
	s_nop 1
	v_cndmask_b32_e32 v117, v69, v116, vcc
	v_cmp_nlt_f32_e32 vcc, s39, v55
	s_nop 1
	v_cndmask_b32_e32 v116, v69, v55, vcc
	v_pk_fma_f32 v[118:119], v[116:117], s[28:29], v[8:9] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_add_f32 v[118:119], v[118:119], s[40:41] op_sel_hi:[1,0]
	s_nop 0
	v_cmp_o_f32_e32 vcc, v119, v119
	v_pk_fma_f32 v[112:113], v[118:119], s[42:43], v[116:117] op_sel_hi:[1,0,1]
	v_pk_mul_f32 v[116:117], v[118:119], s[44:45] op_sel_hi:[1,0]
	v_cndmask_b32_e32 v55, 0, v119, vcc
	v_cmp_o_f32_e32 vcc, v118, v118
	v_cvt_i32_f32_e32 v132, v55
	v_ashrrev_i32_e32 v111, 1, v132
	v_cndmask_b32_e32 v120, 0, v118, vcc
	v_pk_add_f32 v[118:119], v[112:113], v[116:117]
	v_cvt_i32_f32_e32 v133, v120
	v_pk_fma_f32 v[126:127], v[118:119], s[46:47], v[56:57] op_sel_hi:[1,0,0]
	v_pk_mul_f32 v[128:129], v[118:119], v[118:119]
	v_pk_fma_f32 v[126:127], v[126:127], v[118:119], s[72:73] op_sel_hi:[1,1,0]
	v_pk_add_f32 v[120:121], v[118:119], v[112:113] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_fma_f32 v[126:127], v[126:127], v[118:119], s[74:75] op_sel_hi:[1,1,0]
	v_pk_add_f32 v[124:125], v[116:117], v[120:121] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_fma_f32 v[126:127], v[126:127], v[118:119], s[76:77] op_sel_hi:[1,1,0]
	v_ashrrev_i32_e32 v134, 1, v133
	v_pk_fma_f32 v[126:127], v[126:127], v[118:119], 0.5 op_sel_hi:[1,1,0]
	v_lshl_add_u32 v110, v134, 23, 1.0
	v_pk_mul_f32 v[126:127], v[128:129], v[126:127]
	s_nop 0
	v_pk_add_f32 v[128:129], v[118:119], v[126:127]
	s_nop 0
	v_pk_add_f32 v[118:119], v[128:129], v[118:119] neg_lo:[0,1] neg_hi:[0,1]
	v_mov_b32_e32 v116, v129
	v_pk_add_f32 v[118:119], v[126:127], v[118:119] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[126:127], v[128:129], 1.0 op_sel_hi:[1,0]
	s_nop 0
	v_add_f32_e32 v55, -1.0, v126
	v_sub_f32_e32 v112, v128, v55
	v_mov_b32_e32 v55, v113
	v_pk_add_f32 v[130:131], v[126:127], v[54:55] op_sel:[1,0] op_sel_hi:[0,1]
	v_mov_b32_e32 v131, v121
	v_pk_add_f32 v[116:117], v[116:117], v[130:131] neg_lo:[0,1] neg_hi:[0,1]
	v_sub_u32_e32 v55, v133, v134
	v_mov_b32_e32 v125, v117
	v_pk_add_f32 v[118:119], v[124:125], v[118:119]
	v_mov_b32_e32 v113, v116
	v_pk_add_f32 v[112:113], v[112:113], v[118:119]
	v_sub_u32_e32 v116, v132, v111
	v_pk_add_f32 v[112:113], v[126:127], v[112:113]
	v_lshl_add_u32 v111, v111, 23, 1.0
	v_lshl_add_u32 v117, v116, 23, 1.0
	v_lshl_add_u32 v116, v55, 23, 1.0
	v_pk_mul_f32 v[110:111], v[112:113], v[110:111]
	s_nop 0
	v_pk_mul_f32 v[110:111], v[110:111], v[116:117]
	s_nop 0
	v_pk_add_f32 v[110:111], v[110:111], 1.0 op_sel_hi:[1,0]
	s_nop 0
	v_pk_mul_f32 v[112:113], v[110:111], s[78:79] op_sel_hi:[1,0]
	v_cmp_gt_f32_e32 vcc, s69, v110
	v_cmp_gt_f32_e64 s[10:11], s69, v111
	s_nop 0
	v_cndmask_b32_e32 v55, v110, v112, vcc
	v_cndmask_b32_e64 v112, v111, v113, s[10:11]
	v_add_u32_e32 v116, 0xc0cafb0d, v112
	v_add_u32_e32 v117, 0xc0cafb0d, v55
	v_and_b32_e32 v113, 0xff800000, v116
	v_and_b32_e32 v118, 0xff800000, v117
	v_sub_u32_e32 v113, v112, v113
	v_sub_u32_e32 v112, v55, v118
	v_cndmask_b32_e32 v118, 0, v98, vcc
	v_ashrrev_i32_e32 v119, 23, v116
	v_ashrrev_i32_e32 v116, 23, v117
	v_pk_add_f32 v[112:113], v[112:113], -1.0 op_sel_hi:[1,0]
	v_add_u32_e32 v118, v116, v118
	v_pk_add_f32 v[116:117], v[112:113], 2.0 op_sel_hi:[1,0]
	v_cndmask_b32_e64 v55, 0, v98, s[10:11]
	v_div_scale_f32 v120, s[10:11], v117, v117, v113
	v_rcp_f32_e32 v121, v120
	v_add_u32_e32 v55, v119, v55
	v_cvt_f32_i32_e32 v119, v55
	v_cvt_f32_i32_e32 v118, v118
	v_fma_f32 v55, -v120, v121, 1.0
	v_fmac_f32_e32 v121, v55, v121
	v_div_scale_f32 v55, vcc, v113, v117, v113
	v_mul_f32_e32 v124, v55, v121
	v_fma_f32 v125, -v120, v124, v55
	v_fmac_f32_e32 v124, v125, v121
	v_fma_f32 v55, -v120, v124, v55
	v_div_scale_f32 v120, s[10:11], v116, v116, v112
	v_rcp_f32_e32 v125, v120
	v_div_fmas_f32 v55, v55, v121, v124
	v_div_fixup_f32 v117, v55, v117, v113
	s_and_b64 s[10:11], s[14:15], s[12:13]
	v_fma_f32 v55, -v120, v125, 1.0
	v_fmac_f32_e32 v125, v55, v125
	v_div_scale_f32 v55, vcc, v112, v116, v112
	v_mul_f32_e32 v121, v55, v125
	v_fma_f32 v124, -v120, v121, v55
	v_fmac_f32_e32 v121, v124, v125
	v_fma_f32 v55, -v120, v121, v55
	v_div_fmas_f32 v55, v55, v125, v121
	v_div_fixup_f32 v116, v55, v116, v112
	v_pk_mul_f32 v[120:121], v[116:117], v[116:117]
	v_cmp_neq_f32_e32 vcc, 0, v110
	v_pk_fma_f32 v[122:123], v[120:121], s[82:83], v[122:123] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_fma_f32 v[122:123], v[122:123], v[120:121], s[84:85] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[122:123], v[122:123], v[120:121], s[86:87] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[122:123], v[122:123], v[120:121], s[88:89] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_mul_f32 v[120:121], v[120:121], v[122:123] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_pk_add_f32 v[120:121], v[112:113], v[120:121]
	s_nop 0
	v_pk_fma_f32 v[112:113], v[116:117], v[120:121], v[112:113] neg_lo:[1,0,0] neg_hi:[1,0,0]
	s_nop 0
	v_pk_fma_f32 v[112:113], v[118:119], s[90:91], v[112:113] op_sel_hi:[1,0,1]
	s_nop 0
	v_pk_fma_f32 v[112:113], v[118:119], s[92:93], v[112:113] op_sel_hi:[1,0,1]
	s_nop 0
	v_cndmask_b32_e32 v55, v99, v112, vcc
	v_cmp_neq_f32_e32 vcc, 0, v111
	s_nop 1
	v_cndmask_b32_e32 v112, v99, v113, vcc
	v_cmp_neq_f32_e32 vcc, s71, v111
	s_nop 1
	v_cndmask_b32_e32 v112, v100, v112, vcc
	v_cmp_neq_f32_e32 vcc, s71, v110
	s_nop 1
	v_cndmask_b32_e32 v55, v100, v55, vcc
	v_cmp_ngt_f32_e32 vcc, 0, v110
	s_nop 1
	v_cndmask_b32_e32 v55, v101, v55, vcc
	v_cmp_ngt_f32_e32 vcc, 0, v111
	s_nop 1
	v_cndmask_b32_e32 v112, v101, v112, vcc
	v_cmp_u_f32_e32 vcc, v111, v111
	s_nop 1
	v_cndmask_b32_e32 v111, v112, v111, vcc
	v_cmp_u_f32_e32 vcc, v110, v110
	s_nop 1
	v_cndmask_b32_e32 v110, v55, v110, vcc
	v_pk_mul_f32 v[110:111], v[38:39], v[110:111]
	v_cmp_ge_f32_e32 vcc, s41, v115
	s_nop 1
	v_cndmask_b32_e32 v17, v17, v111, vcc
	v_cmp_ge_f32_e32 vcc, s38, v114
	s_nop 1
	v_cndmask_b32_e32 v16, v16, v110, vcc
	v_pk_mul_f32 v[16:17], v[44:45], v[16:17]
	s_nop 0
	v_cmp_ngt_f32_e32 vcc, s29, v16
	s_nop 1
	v_cndmask_b32_e32 v16, v68, v16, vcc
	v_cmp_ngt_f32_e32 vcc, s29, v17
	s_nop 1
	v_cndmask_b32_e32 v17, v68, v17, vcc
	v_cmp_nlt_f32_e32 vcc, s39, v17
	s_nop 1
	v_cndmask_b32_e32 v17, v69, v17, vcc
	v_cmp_nlt_f32_e32 vcc, s39, v16
	s_nop 1
	v_cndmask_b32_e32 v16, v69, v16, vcc
	v_pk_fma_f32 v[8:9], v[16:17], s[28:29], v[8:9] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_add_f32 v[8:9], v[8:9], s[40:41] op_sel_hi:[1,0]
	s_nop 0
	v_pk_fma_f32 v[16:17], v[8:9], s[42:43], v[16:17] op_sel_hi:[1,0,1]
	v_pk_mul_f32 v[110:111], v[8:9], s[44:45] op_sel_hi:[1,0]
	v_cmp_o_f32_e32 vcc, v9, v9
	v_pk_add_f32 v[112:113], v[16:17], v[110:111]
	s_nop 0
	v_pk_fma_f32 v[56:57], v[112:113], s[46:47], v[56:57] op_sel_hi:[1,0,0]
	v_pk_add_f32 v[16:17], v[112:113], v[16:17] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_fma_f32 v[56:57], v[56:57], v[112:113], s[72:73] op_sel_hi:[1,1,0]
	v_pk_add_f32 v[16:17], v[110:111], v[16:17] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_fma_f32 v[56:57], v[56:57], v[112:113], s[74:75] op_sel_hi:[1,1,0]
	v_pk_mul_f32 v[110:111], v[112:113], v[112:113]
	v_pk_fma_f32 v[56:57], v[56:57], v[112:113], s[76:77] op_sel_hi:[1,1,0]
	v_cndmask_b32_e32 v9, 0, v9, vcc
	v_pk_fma_f32 v[56:57], v[56:57], v[112:113], 0.5 op_sel_hi:[1,1,0]
	v_cmp_o_f32_e32 vcc, v8, v8
	v_pk_mul_f32 v[56:57], v[110:111], v[56:57]
	v_cvt_i32_f32_e32 v55, v9
	v_pk_add_f32 v[110:111], v[112:113], v[56:57]
	v_cndmask_b32_e32 v8, 0, v8, vcc
	v_pk_add_f32 v[112:113], v[110:111], v[112:113] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_pk_add_f32 v[56:57], v[56:57], v[112:113] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_pk_add_f32 v[16:17], v[16:17], v[56:57]
	v_pk_add_f32 v[56:57], v[110:111], 1.0 op_sel_hi:[1,0]
	s_nop 0
	v_pk_add_f32 v[112:113], v[56:57], -1.0 op_sel_hi:[1,0]
	s_nop 0
	v_pk_add_f32 v[110:111], v[110:111], v[112:113] neg_lo:[0,1] neg_hi:[0,1]
	v_cvt_i32_f32_e32 v112, v8
	v_pk_add_f32 v[8:9], v[110:111], v[16:17]
	v_ashrrev_i32_e32 v16, 1, v55
	v_pk_add_f32 v[8:9], v[56:57], v[8:9]
	v_ashrrev_i32_e32 v56, 1, v112
	v_sub_u32_e32 v110, v112, v56
	v_sub_u32_e32 v55, v55, v16
	v_lshl_add_u32 v17, v16, 23, 1.0
	v_lshl_add_u32 v16, v56, 23, 1.0
	v_lshl_add_u32 v57, v55, 23, 1.0
	v_lshl_add_u32 v56, v110, 23, 1.0
	v_pk_mul_f32 v[8:9], v[8:9], v[16:17]
	s_nop 0
	v_pk_mul_f32 v[8:9], v[8:9], v[56:57]
	ds_write_b128 v77, v[6:9]
	s_and_saveexec_b64 s[12:13], s[10:11]
	s_xor_b64 s[12:13], exec, s[12:13]
	s_cbranch_execz .LBB0_88
	v_mul_lo_u32 v55, s31, v102
	v_mul_lo_u32 v1, s30, v1
	v_mad_u64_u32 v[16:17], s[10:11], s30, v102, 0
	v_add3_u32 v17, v17, v1, v55
	v_lshl_add_u64 v[16:17], v[16:17], 2, v[48:49]
	global_store_dwordx4 v[16:17], v[6:9], off
.LBB0_88:
	s_or_b64 exec, exec, s[94:95]
	s_and_saveexec_b64 s[12:13], s[8:9]
	s_cbranch_execz .LBB0_93
	v_mul_f32_e32 v1, v105, v105
	v_fmac_f32_e32 v1, v11, v11
	v_mul_f32_e32 v7, v109, v109
	v_fmac_f32_e32 v1, v103, v103
	v_fmac_f32_e32 v7, v106, v106
	v_fmac_f32_e32 v1, v104, v104
	v_fmac_f32_e32 v7, v107, v107
	ds_bpermute_b32 v6, v72, v1
	v_fmac_f32_e32 v7, v108, v108
	ds_bpermute_b32 v8, v72, v7
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v1, v1, v6
	ds_bpermute_b32 v6, v73, v1
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v7, v7, v8
	ds_bpermute_b32 v8, v73, v7
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v1, v1, v6
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v6, v7, v8
	ds_bpermute_b32 v7, v74, v1
	ds_bpermute_b32 v8, v74, v6
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v1, v1, v7
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v6, v6, v8
	ds_bpermute_b32 v7, v75, v1
	ds_bpermute_b32 v8, v75, v6
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v7, v1, v7
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v6, v6, v8
	ds_bpermute_b32 v8, v76, v7
	ds_bpermute_b32 v9, v76, v6
	v_add_u32_e32 v1, 4, v102
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v7, v7, v8
	v_add_f32_e32 v7, 0x358637bd, v7
	v_mul_f32_e32 v8, 0x4f800000, v7
	v_cmp_gt_f32_e32 vcc, s43, v7
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v6, v6, v9
	v_add_f32_e32 v6, 0x358637bd, v6
	v_cndmask_b32_e32 v7, v7, v8, vcc
	v_sqrt_f32_e32 v8, v7
	v_mul_f32_e32 v9, 0x4f800000, v6
	v_cmp_gt_f32_e64 s[8:9], s43, v6
	v_add_u32_e32 v16, 1, v8
	s_nop 0
	v_cndmask_b32_e64 v6, v6, v9, s[8:9]
	v_add_u32_e32 v9, -1, v8
	v_fma_f32 v17, -v9, v8, v7
	v_cmp_ge_f32_e64 s[10:11], 0, v17
	v_fma_f32 v55, -v16, v8, v7
	s_nop 0
	v_cndmask_b32_e64 v8, v8, v9, s[10:11]
	v_sqrt_f32_e32 v9, v6
	v_cmp_lt_f32_e64 s[10:11], 0, v55
	v_add_u32_e32 v17, -1, v9
	v_fma_f32 v55, -v17, v9, v6
	v_cndmask_b32_e64 v8, v8, v16, s[10:11]
	v_cmp_ge_f32_e64 s[10:11], 0, v55
	v_add_u32_e32 v55, 1, v9
	v_mul_f32_e32 v16, 0x37800000, v8
	v_cndmask_b32_e64 v17, v9, v17, s[10:11]
	v_fma_f32 v9, -v55, v9, v6
	v_cmp_lt_f32_e64 s[10:11], 0, v9
	v_cndmask_b32_e32 v8, v8, v16, vcc
	v_cmp_class_f32_e32 vcc, v7, v95
	v_cndmask_b32_e64 v9, v17, v55, s[10:11]
	v_mul_f32_e32 v17, 0x37800000, v9
	v_cndmask_b32_e64 v9, v9, v17, s[8:9]
	v_cmp_class_f32_e64 s[8:9], v6, v95
	v_cndmask_b32_e32 v55, v8, v7, vcc
	s_nop 0
	v_cndmask_b32_e64 v17, v9, v6, s[8:9]
	v_div_scale_f32 v6, s[8:9], v17, v17, v109
	v_rcp_f32_e32 v9, v6
	s_nop 0
	v_fma_f32 v7, -v6, v9, 1.0
	v_fmac_f32_e32 v9, v7, v9
	v_div_scale_f32 v7, vcc, v109, v17, v109
	v_mul_f32_e32 v8, v7, v9
	v_fma_f32 v16, -v6, v8, v7
	v_fmac_f32_e32 v8, v16, v9
	v_div_scale_f32 v16, s[8:9], v17, v17, v106
	v_rcp_f32_e32 v56, v16
	v_fma_f32 v6, -v6, v8, v7
	v_div_fmas_f32 v6, v6, v9, v8
	v_div_fixup_f32 v7, v6, v17, v109
	v_fma_f32 v6, -v16, v56, 1.0
	v_fmac_f32_e32 v56, v6, v56
	v_div_scale_f32 v6, vcc, v106, v17, v106
	v_mul_f32_e32 v8, v6, v56
	v_fma_f32 v9, -v16, v8, v6
	v_fmac_f32_e32 v8, v9, v56
	v_div_scale_f32 v9, s[8:9], v17, v17, v108
	v_fma_f32 v6, -v16, v8, v6
	v_rcp_f32_e32 v16, v9
	v_div_fmas_f32 v6, v6, v56, v8
	v_div_fixup_f32 v6, v6, v17, v106
	v_fma_f32 v8, -v9, v16, 1.0
	v_fmac_f32_e32 v16, v8, v16
	v_div_scale_f32 v8, vcc, v108, v17, v108
	v_mul_f32_e32 v56, v8, v16
	v_fma_f32 v57, -v9, v56, v8
	v_fmac_f32_e32 v56, v57, v16
	v_div_scale_f32 v57, s[8:9], v17, v17, v107
	v_rcp_f32_e32 v106, v57
	v_fma_f32 v8, -v9, v56, v8
	v_div_fmas_f32 v8, v8, v16, v56
	v_div_fixup_f32 v9, v8, v17, v108
	v_fma_f32 v8, -v57, v106, 1.0
	v_fmac_f32_e32 v106, v8, v106
	v_div_scale_f32 v8, vcc, v107, v17, v107
	v_mul_f32_e32 v16, v8, v106
	v_fma_f32 v56, -v57, v16, v8
	v_fmac_f32_e32 v16, v56, v106
	v_div_scale_f32 v56, s[8:9], v55, v55, v105
	v_fma_f32 v8, -v57, v16, v8
	v_rcp_f32_e32 v57, v56
	v_div_fmas_f32 v8, v8, v106, v16
	v_div_fixup_f32 v8, v8, v17, v107
	v_fma_f32 v16, -v56, v57, 1.0
	v_fmac_f32_e32 v57, v16, v57
	v_div_scale_f32 v16, vcc, v105, v55, v105
	v_mul_f32_e32 v17, v16, v57
	v_fma_f32 v106, -v56, v17, v16
	v_fmac_f32_e32 v17, v106, v57
	v_fma_f32 v16, -v56, v17, v16
	v_div_scale_f32 v56, s[8:9], v55, v55, v11
	v_rcp_f32_e32 v106, v56
	v_div_fmas_f32 v16, v16, v57, v17
	v_div_fixup_f32 v17, v16, v55, v105
	v_fma_f32 v16, -v56, v106, 1.0
	v_fmac_f32_e32 v106, v16, v106
	v_div_scale_f32 v16, vcc, v11, v55, v11
	v_mul_f32_e32 v57, v16, v106
	v_fma_f32 v105, -v56, v57, v16
	v_fmac_f32_e32 v57, v105, v106
	v_fma_f32 v16, -v56, v57, v16
	v_div_scale_f32 v56, s[8:9], v55, v55, v104
	v_rcp_f32_e32 v105, v56
	v_div_fmas_f32 v16, v16, v106, v57
	v_div_fixup_f32 v16, v16, v55, v11
	v_pk_mul_f32 v[106:107], s[36:37], v[16:17]
	v_fma_f32 v11, -v56, v105, 1.0
	v_fmac_f32_e32 v105, v11, v105
	v_div_scale_f32 v11, vcc, v104, v55, v104
	v_mul_f32_e32 v16, v11, v105
	v_fma_f32 v17, -v56, v16, v11
	v_fmac_f32_e32 v16, v17, v105
	v_fma_f32 v11, -v56, v16, v11
	v_div_scale_f32 v56, s[8:9], v55, v55, v103
	v_rcp_f32_e32 v57, v56
	v_div_fmas_f32 v11, v11, v105, v16
	v_div_fixup_f32 v17, v11, v55, v104
	v_fma_f32 v11, -v56, v57, 1.0
	v_fmac_f32_e32 v57, v11, v57
	v_div_scale_f32 v11, vcc, v103, v55, v103
	v_mul_f32_e32 v16, v11, v57
	v_fma_f32 v104, -v56, v16, v11
	v_fmac_f32_e32 v16, v104, v57
	v_fma_f32 v11, -v56, v16, v11
	v_div_fmas_f32 v11, v11, v57, v16
	v_cmp_gt_i32_e32 vcc, s73, v1
	v_div_fixup_f32 v16, v11, v55, v103
	s_and_b64 s[10:11], s[20:21], vcc
	v_pk_mul_f32 v[108:109], s[36:37], v[16:17]
	s_and_b64 s[94:95], s[34:35], s[10:11]
	v_ashrrev_i32_e32 v11, 31, v1
	ds_write_b128 v81, v[106:109]
	ds_write_b128 v82, v[6:9]
	s_and_saveexec_b64 s[8:9], s[94:95]
	s_cbranch_execz .LBB0_91
	v_mul_lo_u32 v55, s67, v1
	v_mul_lo_u32 v56, s66, v11
	v_mad_u64_u32 v[16:17], s[94:95], s66, v1, 0
	v_add3_u32 v17, v17, v56, v55
	v_lshl_add_u64 v[16:17], v[16:17], 2, v[46:47]
	global_store_dwordx4 v[16:17], v[6:9], off
.LBB0_91:
	s_or_b64 exec, exec, s[8:9]
	s_waitcnt vmcnt(0)
	v_pk_add_f32 v[6:7], v[2:3], v[14:15]
	v_pk_add_f32 v[12:13], v[4:5], v[12:13]
	v_pk_mul_f32 v[16:17], s[52:53], v[6:7]
	s_nop 0
	v_cmp_ngt_f32_e32 vcc, s29, v16
	s_nop 1
	v_cndmask_b32_e32 v8, v68, v16, vcc
	v_cmp_ngt_f32_e32 vcc, s29, v17
	s_nop 1
	v_cndmask_b32_e32 v9, v68, v17, vcc
	v_cmp_nlt_f32_e32 vcc, s39, v9
	s_nop 1
	v_cndmask_b32_e32 v15, v69, v9, vcc
	v_cmp_nlt_f32_e32 vcc, s39, v8
	s_nop 1
	v_cndmask_b32_e32 v14, v69, v8, vcc
	v_mov_b64_e32 v[8:9], s[68:69]
	v_pk_fma_f32 v[56:57], v[14:15], s[28:29], v[8:9] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_add_f32 v[56:57], v[56:57], s[40:41] op_sel_hi:[1,0]
	s_nop 0
	v_cmp_o_f32_e32 vcc, v57, v57
	v_pk_fma_f32 v[106:107], v[56:57], s[42:43], v[14:15] op_sel_hi:[1,0,1]
	v_mov_b64_e32 v[14:15], s[70:71]
	v_cndmask_b32_e32 v55, 0, v57, vcc
	v_cmp_o_f32_e32 vcc, v56, v56
	v_cvt_i32_f32_e32 v105, v55
	v_ashrrev_i32_e32 v120, 1, v105
	v_cndmask_b32_e32 v103, 0, v56, vcc
	v_pk_mul_f32 v[56:57], v[56:57], s[44:45] op_sel_hi:[1,0]
	v_cvt_i32_f32_e32 v103, v103
	v_pk_add_f32 v[108:109], v[106:107], v[56:57]
	v_ashrrev_i32_e32 v121, 1, v103
	v_pk_fma_f32 v[114:115], v[108:109], s[46:47], v[14:15] op_sel_hi:[1,0,0]
	v_pk_mul_f32 v[116:117], v[108:109], v[108:109]
	v_pk_fma_f32 v[114:115], v[114:115], v[108:109], s[72:73] op_sel_hi:[1,1,0]
	v_pk_add_f32 v[110:111], v[108:109], v[106:107] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_fma_f32 v[114:115], v[114:115], v[108:109], s[74:75] op_sel_hi:[1,1,0]
	v_pk_add_f32 v[112:113], v[56:57], v[110:111] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_fma_f32 v[114:115], v[114:115], v[108:109], s[76:77] op_sel_hi:[1,1,0]
	v_lshl_add_u32 v104, v121, 23, 1.0
	v_pk_fma_f32 v[114:115], v[114:115], v[108:109], 0.5 op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_mul_f32 v[114:115], v[116:117], v[114:115]
	s_nop 0
	v_pk_add_f32 v[116:117], v[108:109], v[114:115]
	s_nop 0
	v_pk_add_f32 v[108:109], v[116:117], v[108:109] neg_lo:[0,1] neg_hi:[0,1]
	v_mov_b32_e32 v56, v117
	v_pk_add_f32 v[108:109], v[114:115], v[108:109] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[114:115], v[116:117], 1.0 op_sel_hi:[1,0]
	s_nop 0
	v_add_f32_e32 v55, -1.0, v114
	v_sub_f32_e32 v106, v116, v55
	v_mov_b32_e32 v55, v107
	v_pk_add_f32 v[118:119], v[114:115], v[54:55] op_sel:[1,0] op_sel_hi:[0,1]
	v_mov_b32_e32 v119, v111
	v_pk_add_f32 v[56:57], v[56:57], v[118:119] neg_lo:[0,1] neg_hi:[0,1]
	v_sub_u32_e32 v55, v103, v121
	v_mov_b32_e32 v113, v57
	v_pk_add_f32 v[108:109], v[112:113], v[108:109]
	v_mov_b32_e32 v107, v56
	v_pk_add_f32 v[56:57], v[106:107], v[108:109]
	v_sub_u32_e32 v103, v105, v120
	v_pk_add_f32 v[56:57], v[114:115], v[56:57]
	v_lshl_add_u32 v105, v120, 23, 1.0
	v_lshl_add_u32 v107, v103, 23, 1.0
	v_lshl_add_u32 v106, v55, 23, 1.0
	v_pk_mul_f32 v[56:57], v[56:57], v[104:105]
	s_nop 0
	v_pk_mul_f32 v[56:57], v[56:57], v[106:107]
	s_nop 0
	v_pk_add_f32 v[56:57], v[56:57], 1.0 op_sel_hi:[1,0]
	s_nop 0
	v_pk_mul_f32 v[104:105], v[56:57], s[78:79] op_sel_hi:[1,0]
	v_cmp_gt_f32_e32 vcc, s69, v56
	v_cmp_gt_f32_e64 s[8:9], s69, v57
	s_nop 0
	v_cndmask_b32_e32 v55, v56, v104, vcc
	v_cndmask_b32_e64 v103, v57, v105, s[8:9]
	v_add_u32_e32 v106, 0xc0cafb0d, v103
	v_add_u32_e32 v107, 0xc0cafb0d, v55
	v_and_b32_e32 v104, 0xff800000, v106
	v_and_b32_e32 v108, 0xff800000, v107
	v_sub_u32_e32 v105, v103, v104
	v_sub_u32_e32 v104, v55, v108
	v_cndmask_b32_e32 v103, 0, v98, vcc
	v_ashrrev_i32_e32 v108, 23, v106
	v_ashrrev_i32_e32 v106, 23, v107
	v_pk_add_f32 v[104:105], v[104:105], -1.0 op_sel_hi:[1,0]
	v_add_u32_e32 v103, v106, v103
	v_pk_add_f32 v[106:107], v[104:105], 2.0 op_sel_hi:[1,0]
	v_cndmask_b32_e64 v55, 0, v98, s[8:9]
	v_div_scale_f32 v110, s[8:9], v107, v107, v105
	v_rcp_f32_e32 v111, v110
	v_add_u32_e32 v55, v108, v55
	v_cvt_f32_i32_e32 v109, v55
	v_cvt_f32_i32_e32 v108, v103
	v_fma_f32 v55, -v110, v111, 1.0
	v_fmac_f32_e32 v111, v55, v111
	v_div_scale_f32 v55, vcc, v105, v107, v105
	v_mul_f32_e32 v103, v55, v111
	v_fma_f32 v112, -v110, v103, v55
	v_fmac_f32_e32 v103, v112, v111
	v_fma_f32 v55, -v110, v103, v55
	v_div_scale_f32 v110, s[8:9], v106, v106, v104
	v_rcp_f32_e32 v112, v110
	v_div_fmas_f32 v55, v55, v111, v103
	v_div_fixup_f32 v107, v55, v107, v105
	v_fma_f32 v55, -v110, v112, 1.0
	v_fmac_f32_e32 v112, v55, v112
	v_div_scale_f32 v55, vcc, v104, v106, v104
	v_mul_f32_e32 v103, v55, v112
	v_fma_f32 v111, -v110, v103, v55
	v_fmac_f32_e32 v103, v111, v112
	v_fma_f32 v55, -v110, v103, v55
	v_div_fmas_f32 v55, v55, v112, v103
	v_div_fixup_f32 v106, v55, v106, v104
	v_pk_mul_f32 v[110:111], v[106:107], v[106:107]
	v_mov_b64_e32 v[112:113], s[80:81]
	v_pk_fma_f32 v[114:115], v[110:111], s[82:83], v[112:113] op_sel_hi:[1,0,0]
	v_cmp_neq_f32_e32 vcc, 0, v56
	v_pk_fma_f32 v[114:115], v[114:115], v[110:111], s[84:85] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[114:115], v[114:115], v[110:111], s[86:87] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[114:115], v[114:115], v[110:111], s[88:89] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_mul_f32 v[110:111], v[110:111], v[114:115] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_pk_add_f32 v[110:111], v[104:105], v[110:111]
	s_nop 0
	v_pk_fma_f32 v[104:105], v[106:107], v[110:111], v[104:105] neg_lo:[1,0,0] neg_hi:[1,0,0]
	s_nop 0
	v_pk_fma_f32 v[104:105], v[108:109], s[90:91], v[104:105] op_sel_hi:[1,0,1]
	s_nop 0
	v_pk_fma_f32 v[104:105], v[108:109], s[92:93], v[104:105] op_sel_hi:[1,0,1]
	s_nop 0
	v_cndmask_b32_e32 v55, v99, v104, vcc
	v_cmp_neq_f32_e32 vcc, 0, v57
	s_nop 1
	v_cndmask_b32_e32 v103, v99, v105, vcc
	v_cmp_neq_f32_e32 vcc, s71, v57
	s_nop 1
	v_cndmask_b32_e32 v103, v100, v103, vcc
	v_cmp_neq_f32_e32 vcc, s71, v56
	s_nop 1
	v_cndmask_b32_e32 v55, v100, v55, vcc
	v_cmp_ngt_f32_e32 vcc, 0, v56
	s_nop 1
	v_cndmask_b32_e32 v55, v101, v55, vcc
	v_cmp_ngt_f32_e32 vcc, 0, v57
	s_nop 1
	v_cndmask_b32_e32 v103, v101, v103, vcc
	v_cmp_u_f32_e32 vcc, v57, v57
	s_nop 1
	v_cndmask_b32_e32 v57, v103, v57, vcc
	v_cmp_u_f32_e32 vcc, v56, v56
	s_nop 1
	v_cndmask_b32_e32 v56, v55, v56, vcc
	v_pk_mul_f32 v[56:57], v[38:39], v[56:57]
	v_cmp_ge_f32_e32 vcc, s41, v17
	s_nop 1
	v_cndmask_b32_e32 v7, v7, v57, vcc
	v_cmp_ge_f32_e32 vcc, s38, v16
	s_nop 1
	v_cndmask_b32_e32 v6, v6, v56, vcc
	v_pk_mul_f32 v[6:7], v[44:45], v[6:7]
	s_nop 0
	v_cmp_ngt_f32_e32 vcc, s29, v6
	s_nop 1
	v_cndmask_b32_e32 v6, v68, v6, vcc
	v_cmp_ngt_f32_e32 vcc, s29, v7
	s_nop 1
	v_cndmask_b32_e32 v7, v68, v7, vcc
	v_cmp_nlt_f32_e32 vcc, s39, v7
	s_nop 1
	v_cndmask_b32_e32 v7, v69, v7, vcc
	v_cmp_nlt_f32_e32 vcc, s39, v6
	s_nop 1
	v_cndmask_b32_e32 v6, v69, v6, vcc
	v_pk_fma_f32 v[16:17], v[6:7], s[28:29], v[8:9] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_add_f32 v[16:17], v[16:17], s[40:41] op_sel_hi:[1,0]
	s_nop 0
	v_pk_fma_f32 v[6:7], v[16:17], s[42:43], v[6:7] op_sel_hi:[1,0,1]
	v_pk_mul_f32 v[56:57], v[16:17], s[44:45] op_sel_hi:[1,0]
	v_cmp_o_f32_e32 vcc, v17, v17
	v_pk_add_f32 v[104:105], v[6:7], v[56:57]
	s_nop 0
	v_pk_add_f32 v[6:7], v[104:105], v[6:7] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_mul_f32 v[106:107], v[104:105], v[104:105]
	v_pk_add_f32 v[6:7], v[56:57], v[6:7] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_fma_f32 v[56:57], v[104:105], s[46:47], v[14:15] op_sel_hi:[1,0,0]
	v_cndmask_b32_e32 v17, 0, v17, vcc
	v_pk_fma_f32 v[56:57], v[56:57], v[104:105], s[72:73] op_sel_hi:[1,1,0]
	v_cmp_o_f32_e32 vcc, v16, v16
	v_pk_fma_f32 v[56:57], v[56:57], v[104:105], s[74:75] op_sel_hi:[1,1,0]
	v_cvt_i32_f32_e32 v17, v17
	v_pk_fma_f32 v[56:57], v[56:57], v[104:105], s[76:77] op_sel_hi:[1,1,0]
	v_cndmask_b32_e32 v16, 0, v16, vcc
	v_pk_fma_f32 v[56:57], v[56:57], v[104:105], 0.5 op_sel_hi:[1,1,0]
	v_cvt_i32_f32_e32 v16, v16
	v_pk_mul_f32 v[56:57], v[106:107], v[56:57]
	v_ashrrev_i32_e32 v55, 1, v17
	v_pk_add_f32 v[106:107], v[104:105], v[56:57]
	s_nop 0
	v_pk_add_f32 v[104:105], v[106:107], v[104:105] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_pk_add_f32 v[56:57], v[56:57], v[104:105] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_pk_add_f32 v[6:7], v[6:7], v[56:57]
	v_pk_add_f32 v[56:57], v[106:107], 1.0 op_sel_hi:[1,0]
	s_nop 0
	v_pk_add_f32 v[104:105], v[56:57], -1.0 op_sel_hi:[1,0]
	s_nop 0
	v_pk_add_f32 v[104:105], v[106:107], v[104:105] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_pk_add_f32 v[6:7], v[104:105], v[6:7]
	v_pk_mul_f32 v[104:105], s[52:53], v[12:13]
	v_pk_add_f32 v[6:7], v[56:57], v[6:7]
	v_ashrrev_i32_e32 v56, 1, v16
	v_cmp_ngt_f32_e32 vcc, s29, v104
	v_sub_u32_e32 v103, v16, v56
	v_sub_u32_e32 v57, v17, v55
	v_lshl_add_u32 v17, v55, 23, 1.0
	v_cndmask_b32_e32 v55, v68, v104, vcc
	v_cmp_ngt_f32_e32 vcc, s29, v105
	v_lshl_add_u32 v16, v56, 23, 1.0
	v_lshl_add_u32 v56, v103, 23, 1.0
	v_cndmask_b32_e32 v103, v68, v105, vcc
	v_cmp_nlt_f32_e32 vcc, s39, v103
	v_lshl_add_u32 v57, v57, 23, 1.0
	v_pk_mul_f32 v[6:7], v[6:7], v[16:17]
	v_cndmask_b32_e32 v107, v69, v103, vcc
	v_cmp_nlt_f32_e32 vcc, s39, v55
	v_pk_mul_f32 v[6:7], v[6:7], v[56:57]
	s_nop 0
	v_cndmask_b32_e32 v106, v69, v55, vcc
	v_pk_fma_f32 v[108:109], v[106:107], s[28:29], v[8:9] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_add_f32 v[108:109], v[108:109], s[40:41] op_sel_hi:[1,0]
	s_nop 0
	v_cmp_o_f32_e32 vcc, v109, v109
	v_pk_fma_f32 v[56:57], v[108:109], s[42:43], v[106:107] op_sel_hi:[1,0,1]
	v_pk_mul_f32 v[106:107], v[108:109], s[44:45] op_sel_hi:[1,0]
	v_cndmask_b32_e32 v55, 0, v109, vcc
	v_cmp_o_f32_e32 vcc, v108, v108
	v_cvt_i32_f32_e32 v122, v55
	v_ashrrev_i32_e32 v17, 1, v122
	v_cndmask_b32_e32 v103, 0, v108, vcc
	v_pk_add_f32 v[108:109], v[56:57], v[106:107]
	v_cvt_i32_f32_e32 v103, v103
	v_pk_fma_f32 v[116:117], v[108:109], s[46:47], v[14:15] op_sel_hi:[1,0,0]
	v_pk_mul_f32 v[118:119], v[108:109], v[108:109]
	v_pk_fma_f32 v[116:117], v[116:117], v[108:109], s[72:73] op_sel_hi:[1,1,0]
	v_pk_add_f32 v[110:111], v[108:109], v[56:57] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_fma_f32 v[116:117], v[116:117], v[108:109], s[74:75] op_sel_hi:[1,1,0]
	v_pk_add_f32 v[114:115], v[106:107], v[110:111] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_fma_f32 v[116:117], v[116:117], v[108:109], s[76:77] op_sel_hi:[1,1,0]
	v_ashrrev_i32_e32 v123, 1, v103
	v_pk_fma_f32 v[116:117], v[116:117], v[108:109], 0.5 op_sel_hi:[1,1,0]
	v_lshl_add_u32 v16, v123, 23, 1.0
	v_pk_mul_f32 v[116:117], v[118:119], v[116:117]
	s_nop 0
	v_pk_add_f32 v[118:119], v[108:109], v[116:117]
	s_nop 0
	v_pk_add_f32 v[108:109], v[118:119], v[108:109] neg_lo:[0,1] neg_hi:[0,1]
	v_mov_b32_e32 v106, v119
	v_pk_add_f32 v[108:109], v[116:117], v[108:109] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[116:117], v[118:119], 1.0 op_sel_hi:[1,0]
	s_nop 0
	v_add_f32_e32 v55, -1.0, v116
	v_sub_f32_e32 v56, v118, v55
	v_mov_b32_e32 v55, v57
	v_pk_add_f32 v[120:121], v[116:117], v[54:55] op_sel:[1,0] op_sel_hi:[0,1]
	v_mov_b32_e32 v121, v111
	v_pk_add_f32 v[106:107], v[106:107], v[120:121] neg_lo:[0,1] neg_hi:[0,1]
	v_sub_u32_e32 v55, v103, v123
	v_mov_b32_e32 v115, v107
	v_pk_add_f32 v[108:109], v[114:115], v[108:109]
	v_mov_b32_e32 v57, v106
	v_pk_add_f32 v[56:57], v[56:57], v[108:109]
	v_sub_u32_e32 v103, v122, v17
	v_pk_add_f32 v[56:57], v[116:117], v[56:57]
	v_lshl_add_u32 v17, v17, 23, 1.0
	v_lshl_add_u32 v107, v103, 23, 1.0
	v_lshl_add_u32 v106, v55, 23, 1.0
	v_pk_mul_f32 v[16:17], v[56:57], v[16:17]
	s_nop 0
	v_pk_mul_f32 v[16:17], v[16:17], v[106:107]
	s_nop 0
	v_pk_add_f32 v[16:17], v[16:17], 1.0 op_sel_hi:[1,0]
	s_nop 0
	v_pk_mul_f32 v[56:57], v[16:17], s[78:79] op_sel_hi:[1,0]
	v_cmp_gt_f32_e32 vcc, s69, v16
	v_cmp_gt_f32_e64 s[8:9], s69, v17
	s_nop 0
	v_cndmask_b32_e32 v55, v16, v56, vcc
	v_cndmask_b32_e64 v56, v17, v57, s[8:9]
	v_add_u32_e32 v103, 0xc0cafb0d, v56
	v_add_u32_e32 v106, 0xc0cafb0d, v55
	v_and_b32_e32 v57, 0xff800000, v103
	v_and_b32_e32 v107, 0xff800000, v106
	v_sub_u32_e32 v57, v56, v57
	v_sub_u32_e32 v56, v55, v107
	v_cndmask_b32_e32 v107, 0, v98, vcc
	v_ashrrev_i32_e32 v106, 23, v106
	v_pk_add_f32 v[56:57], v[56:57], -1.0 op_sel_hi:[1,0]
	v_add_u32_e32 v108, v106, v107
	v_pk_add_f32 v[106:107], v[56:57], 2.0 op_sel_hi:[1,0]
	v_cndmask_b32_e64 v55, 0, v98, s[8:9]
	v_div_scale_f32 v110, s[8:9], v107, v107, v57
	v_rcp_f32_e32 v111, v110
	v_ashrrev_i32_e32 v103, 23, v103
	v_add_u32_e32 v55, v103, v55
	v_cvt_f32_i32_e32 v109, v55
	v_fma_f32 v55, -v110, v111, 1.0
	v_fmac_f32_e32 v111, v55, v111
	v_div_scale_f32 v55, vcc, v57, v107, v57
	v_mul_f32_e32 v103, v55, v111
	v_fma_f32 v114, -v110, v103, v55
	v_fmac_f32_e32 v103, v114, v111
	v_fma_f32 v55, -v110, v103, v55
	v_div_scale_f32 v110, s[8:9], v106, v106, v56
	v_rcp_f32_e32 v114, v110
	v_div_fmas_f32 v55, v55, v111, v103
	v_div_fixup_f32 v107, v55, v107, v57
	v_cvt_f32_i32_e32 v108, v108
	v_fma_f32 v55, -v110, v114, 1.0
	v_fmac_f32_e32 v114, v55, v114
	v_div_scale_f32 v55, vcc, v56, v106, v56
	v_mul_f32_e32 v103, v55, v114
	v_fma_f32 v111, -v110, v103, v55
	v_fmac_f32_e32 v103, v111, v114
	v_fma_f32 v55, -v110, v103, v55
	v_div_fmas_f32 v55, v55, v114, v103
	v_div_fixup_f32 v106, v55, v106, v56
	v_pk_mul_f32 v[110:111], v[106:107], v[106:107]
	v_cmp_neq_f32_e32 vcc, 0, v16
	v_pk_fma_f32 v[112:113], v[110:111], s[82:83], v[112:113] op_sel_hi:[1,0,0]
	s_and_b64 s[8:9], s[14:15], s[10:11]
	v_pk_fma_f32 v[112:113], v[112:113], v[110:111], s[84:85] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[112:113], v[112:113], v[110:111], s[86:87] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[112:113], v[112:113], v[110:111], s[88:89] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_mul_f32 v[110:111], v[110:111], v[112:113] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_pk_add_f32 v[110:111], v[56:57], v[110:111]
	s_nop 0
	v_pk_fma_f32 v[56:57], v[106:107], v[110:111], v[56:57] neg_lo:[1,0,0] neg_hi:[1,0,0]
	s_nop 0
	v_pk_fma_f32 v[56:57], v[108:109], s[90:91], v[56:57] op_sel_hi:[1,0,1]
	s_nop 0
	v_pk_fma_f32 v[56:57], v[108:109], s[92:93], v[56:57] op_sel_hi:[1,0,1]
	s_nop 0
	v_cndmask_b32_e32 v55, v99, v56, vcc
	v_cmp_neq_f32_e32 vcc, 0, v17
	s_nop 1
	v_cndmask_b32_e32 v56, v99, v57, vcc
	v_cmp_neq_f32_e32 vcc, s71, v17
	s_nop 1
	v_cndmask_b32_e32 v56, v100, v56, vcc
	v_cmp_neq_f32_e32 vcc, s71, v16
	s_nop 1
	v_cndmask_b32_e32 v55, v100, v55, vcc
	v_cmp_ngt_f32_e32 vcc, 0, v16
	s_nop 1
	v_cndmask_b32_e32 v55, v101, v55, vcc
	v_cmp_ngt_f32_e32 vcc, 0, v17
	s_nop 1
	v_cndmask_b32_e32 v56, v101, v56, vcc
	v_cmp_u_f32_e32 vcc, v17, v17
	s_nop 1
	v_cndmask_b32_e32 v17, v56, v17, vcc
	v_cmp_u_f32_e32 vcc, v16, v16
	s_nop 1
	v_cndmask_b32_e32 v16, v55, v16, vcc
	v_pk_mul_f32 v[16:17], v[38:39], v[16:17]
	v_cmp_ge_f32_e32 vcc, s41, v105
	s_nop 1
	v_cndmask_b32_e32 v13, v13, v17, vcc
	v_cmp_ge_f32_e32 vcc, s38, v104
	s_nop 1
	v_cndmask_b32_e32 v12, v12, v16, vcc
	v_pk_mul_f32 v[12:13], v[44:45], v[12:13]
	s_nop 0
	v_cmp_ngt_f32_e32 vcc, s29, v12
	s_nop 1
	v_cndmask_b32_e32 v12, v68, v12, vcc
	v_cmp_ngt_f32_e32 vcc, s29, v13
	s_nop 1
	v_cndmask_b32_e32 v13, v68, v13, vcc
	v_cmp_nlt_f32_e32 vcc, s39, v13
	s_nop 1
	v_cndmask_b32_e32 v13, v69, v13, vcc
	v_cmp_nlt_f32_e32 vcc, s39, v12
	s_nop 1
	v_cndmask_b32_e32 v12, v69, v12, vcc
	v_pk_fma_f32 v[8:9], v[12:13], s[28:29], v[8:9] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_add_f32 v[8:9], v[8:9], s[40:41] op_sel_hi:[1,0]
	s_nop 0
	v_pk_fma_f32 v[12:13], v[8:9], s[42:43], v[12:13] op_sel_hi:[1,0,1]
	v_pk_mul_f32 v[16:17], v[8:9], s[44:45] op_sel_hi:[1,0]
	v_cmp_o_f32_e32 vcc, v9, v9
	v_pk_add_f32 v[56:57], v[12:13], v[16:17]
	s_nop 0
	v_pk_fma_f32 v[14:15], v[56:57], s[46:47], v[14:15] op_sel_hi:[1,0,0]
	v_pk_add_f32 v[12:13], v[56:57], v[12:13] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_fma_f32 v[14:15], v[14:15], v[56:57], s[72:73] op_sel_hi:[1,1,0]
	v_pk_add_f32 v[12:13], v[16:17], v[12:13] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_fma_f32 v[14:15], v[14:15], v[56:57], s[74:75] op_sel_hi:[1,1,0]
	v_pk_mul_f32 v[16:17], v[56:57], v[56:57]
	v_pk_fma_f32 v[14:15], v[14:15], v[56:57], s[76:77] op_sel_hi:[1,1,0]
	v_cndmask_b32_e32 v9, 0, v9, vcc
	v_pk_fma_f32 v[14:15], v[14:15], v[56:57], 0.5 op_sel_hi:[1,1,0]
	v_cmp_o_f32_e32 vcc, v8, v8
	v_pk_mul_f32 v[14:15], v[16:17], v[14:15]
	v_cvt_i32_f32_e32 v55, v9
	v_pk_add_f32 v[16:17], v[56:57], v[14:15]
	v_cndmask_b32_e32 v8, 0, v8, vcc
	v_pk_add_f32 v[56:57], v[16:17], v[56:57] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_pk_add_f32 v[14:15], v[14:15], v[56:57] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_pk_add_f32 v[12:13], v[12:13], v[14:15]
	v_pk_add_f32 v[14:15], v[16:17], 1.0 op_sel_hi:[1,0]
	s_nop 0
	v_pk_add_f32 v[56:57], v[14:15], -1.0 op_sel_hi:[1,0]
	s_nop 0
	v_pk_add_f32 v[16:17], v[16:17], v[56:57] neg_lo:[0,1] neg_hi:[0,1]
	v_cvt_i32_f32_e32 v56, v8
	v_pk_add_f32 v[8:9], v[16:17], v[12:13]
	v_ashrrev_i32_e32 v12, 1, v55
	v_pk_add_f32 v[8:9], v[14:15], v[8:9]
	v_ashrrev_i32_e32 v14, 1, v56
	v_sub_u32_e32 v16, v56, v14
	v_sub_u32_e32 v15, v55, v12
	v_lshl_add_u32 v13, v12, 23, 1.0
	v_lshl_add_u32 v12, v14, 23, 1.0
	v_lshl_add_u32 v15, v15, 23, 1.0
	v_lshl_add_u32 v14, v16, 23, 1.0
	v_pk_mul_f32 v[8:9], v[8:9], v[12:13]
	s_nop 0
	v_pk_mul_f32 v[8:9], v[8:9], v[14:15]
	ds_write_b128 v80, v[6:9]
	s_and_saveexec_b64 s[10:11], s[8:9]
	s_xor_b64 s[10:11], exec, s[10:11]
	s_cbranch_execz .LBB0_93
	v_mul_lo_u32 v14, s31, v1
	v_mul_lo_u32 v11, s30, v11
	v_mad_u64_u32 v[12:13], s[8:9], s30, v1, 0
	v_add3_u32 v13, v13, v11, v14
	v_lshl_add_u64 v[12:13], v[12:13], 2, v[48:49]
	global_store_dwordx4 v[12:13], v[6:9], off
.LBB0_93:
	s_or_b64 exec, exec, s[12:13]
	s_nop 0
	v_add_u32_e32 v6, 8, v10
	v_ashrrev_i32_e32 v1, 31, v6
	v_mul_lo_u32 v7, s54, v1
	v_mul_lo_u32 v11, s55, v6
	v_mad_u64_u32 v[8:9], s[8:9], s54, v6, v[40:41]
	v_add3_u32 v9, v11, v9, v7
	v_mov_b32_e32 v111, 0
	v_cmp_gt_i32_e32 vcc, s81, v83
	v_lshl_add_u64 v[8:9], v[8:9], 1, s[48:49]
	v_mov_b32_e32 v109, v111
	s_and_saveexec_b64 s[8:9], vcc
	s_cbranch_execz .LBB0_95
	global_load_ushort v7, v[8:9], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v109, 16, v7
.LBB0_95:
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[8:9], vcc
	s_cbranch_execz .LBB0_97
	global_load_ushort v7, v[8:9], off offset:2
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v111, 16, v7
.LBB0_97:
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32_e32 v110, 0
	v_mov_b32_e32 v55, v110
	s_and_saveexec_b64 s[8:9], vcc
	s_cbranch_execz .LBB0_99
	global_load_ushort v7, v[8:9], off offset:4
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v55, 16, v7
.LBB0_99:
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[8:9], vcc
	s_cbranch_execz .LBB0_101
	global_load_ushort v7, v[8:9], off offset:6
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v110, 16, v7
.LBB0_101:
	s_or_b64 exec, exec, s[8:9]
	v_mad_u64_u32 v[8:9], s[8:9], s56, v6, v[40:41]
	v_mul_lo_u32 v7, s56, v1
	v_mul_lo_u32 v11, s57, v6
	v_add3_u32 v9, v11, v9, v7
	v_mov_b32_e32 v115, 0
	v_lshl_add_u64 v[8:9], v[8:9], 1, s[50:51]
	v_mov_b32_e32 v113, v115
	s_and_saveexec_b64 s[8:9], vcc
	s_cbranch_execz .LBB0_103
	global_load_ushort v7, v[8:9], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v113, 16, v7
.LBB0_103:
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[8:9], vcc
	s_cbranch_execz .LBB0_105
	global_load_ushort v7, v[8:9], off offset:2
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v115, 16, v7
.LBB0_105:
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32_e32 v114, 0
	v_mov_b32_e32 v112, v114
	s_and_saveexec_b64 s[8:9], vcc
	s_cbranch_execz .LBB0_107
	global_load_ushort v7, v[8:9], off offset:4
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v112, 16, v7
.LBB0_107:
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[8:9], vcc
	s_cbranch_execz .LBB0_109
	global_load_ushort v7, v[8:9], off offset:6
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v114, 16, v7
.LBB0_109:
	s_or_b64 exec, exec, s[8:9]
	v_mad_u64_u32 v[8:9], s[8:9], s60, v6, v[42:43]
	v_mul_lo_u32 v1, s60, v1
	v_mul_lo_u32 v6, s61, v6
	v_add3_u32 v9, v6, v9, v1
	v_mov_b32_e32 v17, 0
	v_lshl_add_u64 v[6:7], v[8:9], 1, s[18:19]
	v_mov_b32_e32 v16, v17
	s_and_saveexec_b64 s[8:9], vcc
	s_cbranch_execz .LBB0_111
	global_load_ushort v1, v[6:7], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v16, 16, v1
.LBB0_111:
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[8:9], vcc
	s_cbranch_execz .LBB0_113
	global_load_ushort v1, v[6:7], off offset:2
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v17, 16, v1
.LBB0_113:
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32_e32 v15, 0
	v_mov_b32_e32 v14, v15
	s_and_saveexec_b64 s[8:9], vcc
	s_cbranch_execz .LBB0_115
	global_load_ushort v1, v[6:7], off offset:4
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v14, 16, v1
.LBB0_115:
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[8:9], vcc
	s_cbranch_execz .LBB0_117
	global_load_ushort v1, v[6:7], off offset:6
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v15, 16, v1
.LBB0_117:
	s_or_b64 exec, exec, s[8:9]
	v_add_u32_e32 v6, 12, v10
	v_ashrrev_i32_e32 v1, 31, v6
	v_mul_lo_u32 v7, s54, v1
	v_mul_lo_u32 v10, s55, v6
	v_mad_u64_u32 v[8:9], s[10:11], s54, v6, v[40:41]
	v_add3_u32 v9, v10, v9, v7
	v_mov_b32_e32 v104, 0
	v_cmp_gt_i32_e64 s[8:9], s81, v84
	v_lshl_add_u64 v[8:9], v[8:9], 1, s[48:49]
	v_mov_b32_e32 v57, v104
	s_and_saveexec_b64 s[10:11], s[8:9]
	s_cbranch_execz .LBB0_119
	global_load_ushort v7, v[8:9], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v57, 16, v7
.LBB0_119:
	s_or_b64 exec, exec, s[10:11]
	s_and_saveexec_b64 s[10:11], s[8:9]
	s_cbranch_execz .LBB0_121
	global_load_ushort v7, v[8:9], off offset:2
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v104, 16, v7
.LBB0_121:
	s_or_b64 exec, exec, s[10:11]
	v_mov_b32_e32 v103, 0
	v_mov_b32_e32 v56, v103
	s_and_saveexec_b64 s[10:11], s[8:9]
	s_cbranch_execz .LBB0_123
	global_load_ushort v7, v[8:9], off offset:4
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v56, 16, v7
.LBB0_123:
	s_or_b64 exec, exec, s[10:11]
	s_and_saveexec_b64 s[10:11], s[8:9]
	s_cbranch_execz .LBB0_125
	global_load_ushort v7, v[8:9], off offset:6
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v103, 16, v7
.LBB0_125:
	s_or_b64 exec, exec, s[10:11]
	v_mad_u64_u32 v[8:9], s[10:11], s56, v6, v[40:41]
	v_mul_lo_u32 v7, s56, v1
	v_mul_lo_u32 v10, s57, v6
	v_add3_u32 v9, v10, v9, v7
	v_mov_b32_e32 v108, 0
	v_lshl_add_u64 v[8:9], v[8:9], 1, s[50:51]
	v_mov_b32_e32 v106, v108
	s_and_saveexec_b64 s[10:11], s[8:9]
	s_cbranch_execz .LBB0_127
	global_load_ushort v7, v[8:9], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v106, 16, v7
.LBB0_127:
	s_or_b64 exec, exec, s[10:11]
	s_and_saveexec_b64 s[10:11], s[8:9]
	s_cbranch_execz .LBB0_129
	global_load_ushort v7, v[8:9], off offset:2
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v108, 16, v7
.LBB0_129:
	s_or_b64 exec, exec, s[10:11]
	v_mov_b32_e32 v107, 0
	v_mov_b32_e32 v105, v107
	s_and_saveexec_b64 s[10:11], s[8:9]
	s_cbranch_execz .LBB0_131
	global_load_ushort v7, v[8:9], off offset:4
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v105, 16, v7
.LBB0_131:
	s_or_b64 exec, exec, s[10:11]
	s_and_saveexec_b64 s[10:11], s[8:9]
	s_cbranch_execz .LBB0_133
	global_load_ushort v7, v[8:9], off offset:6
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v107, 16, v7
.LBB0_133:
	s_or_b64 exec, exec, s[10:11]
	v_mad_u64_u32 v[8:9], s[10:11], s60, v6, v[42:43]
	v_mul_lo_u32 v1, s60, v1
	v_mul_lo_u32 v6, s61, v6
	v_add3_u32 v9, v6, v9, v1
	v_mov_b32_e32 v13, 0
	v_lshl_add_u64 v[6:7], v[8:9], 1, s[18:19]
	v_mov_b32_e32 v12, v13
	s_and_saveexec_b64 s[10:11], s[8:9]
	s_cbranch_execz .LBB0_135
	global_load_ushort v1, v[6:7], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v12, 16, v1
.LBB0_135:
	s_or_b64 exec, exec, s[10:11]
	s_and_saveexec_b64 s[10:11], s[8:9]
	s_cbranch_execz .LBB0_137
	global_load_ushort v1, v[6:7], off offset:2
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v13, 16, v1
.LBB0_137:
	s_or_b64 exec, exec, s[10:11]
	v_mov_b32_e32 v11, 0
	v_mov_b32_e32 v10, v11
	s_and_saveexec_b64 s[10:11], s[8:9]
	s_cbranch_execnz .LBB0_140
	s_or_b64 exec, exec, s[10:11]
	s_and_saveexec_b64 s[10:11], s[8:9]
	s_cbranch_execnz .LBB0_141
.LBB0_139:
	s_or_b64 exec, exec, s[10:11]
	s_and_saveexec_b64 s[94:95], vcc
	s_cbranch_execnz .LBB0_142
	s_branch .LBB0_146
.LBB0_140:
	global_load_ushort v1, v[6:7], off offset:4
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v10, 16, v1
	s_or_b64 exec, exec, s[10:11]
	s_and_saveexec_b64 s[10:11], s[8:9]
	s_cbranch_execz .LBB0_139
.LBB0_141:
	global_load_ushort v1, v[6:7], off offset:6
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v11, 16, v1
	s_or_b64 exec, exec, s[10:11]
	s_and_saveexec_b64 s[94:95], vcc
	s_cbranch_execz .LBB0_146
.LBB0_142:
	v_mul_f32_e32 v1, v111, v111
	v_fmac_f32_e32 v1, v109, v109
	v_mul_f32_e32 v7, v115, v115
	v_fmac_f32_e32 v1, v55, v55
	v_fmac_f32_e32 v7, v113, v113
	v_fmac_f32_e32 v1, v110, v110
	v_fmac_f32_e32 v7, v112, v112
	ds_bpermute_b32 v6, v72, v1
	v_fmac_f32_e32 v7, v114, v114
	ds_bpermute_b32 v8, v72, v7
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v1, v1, v6
	ds_bpermute_b32 v6, v73, v1
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v7, v7, v8
	ds_bpermute_b32 v8, v73, v7
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v1, v1, v6
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v6, v7, v8
	ds_bpermute_b32 v7, v74, v1
	ds_bpermute_b32 v8, v74, v6
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v1, v1, v7
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v6, v6, v8
	ds_bpermute_b32 v7, v75, v1
	ds_bpermute_b32 v8, v75, v6
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v7, v1, v7
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v6, v6, v8
	ds_bpermute_b32 v8, v76, v7
	ds_bpermute_b32 v9, v76, v6
	v_add_u32_e32 v1, 8, v102
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v7, v7, v8
	v_add_f32_e32 v7, 0x358637bd, v7
	v_mul_f32_e32 v8, 0x4f800000, v7
	v_cmp_gt_f32_e32 vcc, s43, v7
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v6, v6, v9
	v_add_f32_e32 v6, 0x358637bd, v6
	v_cndmask_b32_e32 v7, v7, v8, vcc
	v_sqrt_f32_e32 v8, v7
	v_mul_f32_e32 v9, 0x4f800000, v6
	v_cmp_gt_f32_e64 s[10:11], s43, v6
	v_add_u32_e32 v116, 1, v8
	s_nop 0
	v_cndmask_b32_e64 v6, v6, v9, s[10:11]
	v_add_u32_e32 v9, -1, v8
	v_fma_f32 v117, -v9, v8, v7
	v_cmp_ge_f32_e64 s[12:13], 0, v117
	v_fma_f32 v118, -v116, v8, v7
	s_nop 0
	v_cndmask_b32_e64 v8, v8, v9, s[12:13]
	v_sqrt_f32_e32 v9, v6
	v_cmp_lt_f32_e64 s[12:13], 0, v118
	v_add_u32_e32 v117, -1, v9
	v_fma_f32 v118, -v117, v9, v6
	v_cndmask_b32_e64 v8, v8, v116, s[12:13]
	v_cmp_ge_f32_e64 s[12:13], 0, v118
	v_add_u32_e32 v118, 1, v9
	v_mul_f32_e32 v116, 0x37800000, v8
	v_cndmask_b32_e64 v117, v9, v117, s[12:13]
	v_fma_f32 v9, -v118, v9, v6
	v_cmp_lt_f32_e64 s[12:13], 0, v9
	v_cndmask_b32_e32 v8, v8, v116, vcc
	v_cmp_class_f32_e32 vcc, v7, v95
	v_cndmask_b32_e64 v9, v117, v118, s[12:13]
	v_mul_f32_e32 v117, 0x37800000, v9
	v_cndmask_b32_e64 v9, v9, v117, s[10:11]
	v_cmp_class_f32_e64 s[10:11], v6, v95
	v_cndmask_b32_e32 v116, v8, v7, vcc
	s_nop 0
	v_cndmask_b32_e64 v117, v9, v6, s[10:11]
	v_div_scale_f32 v6, s[10:11], v117, v117, v115
	v_rcp_f32_e32 v9, v6
	s_nop 0
	v_fma_f32 v7, -v6, v9, 1.0
	v_fmac_f32_e32 v9, v7, v9
	v_div_scale_f32 v7, vcc, v115, v117, v115
	v_mul_f32_e32 v8, v7, v9
	v_fma_f32 v118, -v6, v8, v7
	v_fmac_f32_e32 v8, v118, v9
	v_div_scale_f32 v118, s[10:11], v117, v117, v113
	v_rcp_f32_e32 v119, v118
	v_fma_f32 v6, -v6, v8, v7
	v_div_fmas_f32 v6, v6, v9, v8
	v_div_fixup_f32 v7, v6, v117, v115
	v_fma_f32 v6, -v118, v119, 1.0
	v_fmac_f32_e32 v119, v6, v119
	v_div_scale_f32 v6, vcc, v113, v117, v113
	v_mul_f32_e32 v8, v6, v119
	v_fma_f32 v9, -v118, v8, v6
	v_fmac_f32_e32 v8, v9, v119
	v_div_scale_f32 v9, s[10:11], v117, v117, v114
	v_rcp_f32_e32 v115, v9
	v_fma_f32 v6, -v118, v8, v6
	v_div_fmas_f32 v6, v6, v119, v8
	v_div_fixup_f32 v6, v6, v117, v113
	v_fma_f32 v8, -v9, v115, 1.0
	v_fmac_f32_e32 v115, v8, v115
	v_div_scale_f32 v8, vcc, v114, v117, v114
	v_mul_f32_e32 v113, v8, v115
	v_fma_f32 v118, -v9, v113, v8
	v_fmac_f32_e32 v113, v118, v115
	v_div_scale_f32 v118, s[10:11], v117, v117, v112
	v_rcp_f32_e32 v119, v118
	v_fma_f32 v8, -v9, v113, v8
	v_div_fmas_f32 v8, v8, v115, v113
	v_div_fixup_f32 v9, v8, v117, v114
	v_fma_f32 v8, -v118, v119, 1.0
	v_fmac_f32_e32 v119, v8, v119
	v_div_scale_f32 v8, vcc, v112, v117, v112
	v_mul_f32_e32 v113, v8, v119
	v_fma_f32 v114, -v118, v113, v8
	v_fmac_f32_e32 v113, v114, v119
	v_div_scale_f32 v114, s[10:11], v116, v116, v111
	v_rcp_f32_e32 v115, v114
	v_fma_f32 v8, -v118, v113, v8
	v_div_fmas_f32 v8, v8, v119, v113
	v_div_fixup_f32 v8, v8, v117, v112
	v_fma_f32 v112, -v114, v115, 1.0
	v_fmac_f32_e32 v115, v112, v115
	v_div_scale_f32 v112, vcc, v111, v116, v111
	v_mul_f32_e32 v113, v112, v115
	v_fma_f32 v117, -v114, v113, v112
	v_fmac_f32_e32 v113, v117, v115
	v_fma_f32 v112, -v114, v113, v112
	v_div_scale_f32 v114, s[10:11], v116, v116, v109
	v_rcp_f32_e32 v117, v114
	v_div_fmas_f32 v112, v112, v115, v113
	v_div_fixup_f32 v113, v112, v116, v111
	v_fma_f32 v111, -v114, v117, 1.0
	v_fmac_f32_e32 v117, v111, v117
	v_div_scale_f32 v111, vcc, v109, v116, v109
	v_mul_f32_e32 v112, v111, v117
	v_fma_f32 v115, -v114, v112, v111
	v_fmac_f32_e32 v112, v115, v117
	v_fma_f32 v111, -v114, v112, v111
	v_div_scale_f32 v114, s[10:11], v116, v116, v110
	v_rcp_f32_e32 v115, v114
	v_div_fmas_f32 v111, v111, v117, v112
	v_div_fixup_f32 v112, v111, v116, v109
	v_pk_mul_f32 v[112:113], s[36:37], v[112:113]
	v_fma_f32 v109, -v114, v115, 1.0
	v_fmac_f32_e32 v115, v109, v115
	v_div_scale_f32 v109, vcc, v110, v116, v110
	v_mul_f32_e32 v111, v109, v115
	v_fma_f32 v117, -v114, v111, v109
	v_fmac_f32_e32 v111, v117, v115
	v_fma_f32 v109, -v114, v111, v109
	v_div_scale_f32 v114, s[10:11], v116, v116, v55
	v_rcp_f32_e32 v117, v114
	v_div_fmas_f32 v109, v109, v115, v111
	v_div_fixup_f32 v111, v109, v116, v110
	v_fma_f32 v109, -v114, v117, 1.0
	v_fmac_f32_e32 v117, v109, v117
	v_div_scale_f32 v109, vcc, v55, v116, v55
	v_mul_f32_e32 v110, v109, v117
	v_fma_f32 v115, -v114, v110, v109
	v_fmac_f32_e32 v110, v115, v117
	v_fma_f32 v109, -v114, v110, v109
	v_div_fmas_f32 v109, v109, v117, v110
	v_cmp_gt_i32_e32 vcc, s73, v1
	v_div_fixup_f32 v110, v109, v116, v55
	s_and_b64 s[12:13], s[20:21], vcc
	v_pk_mul_f32 v[114:115], s[36:37], v[110:111]
	s_and_b64 s[96:97], s[34:35], s[12:13]
	v_ashrrev_i32_e32 v109, 31, v1
	ds_write_b128 v86, v[112:115]
	ds_write_b128 v87, v[6:9]
	s_and_saveexec_b64 s[10:11], s[96:97]
	s_cbranch_execz .LBB0_144
	v_mul_lo_u32 v55, s67, v1
	v_mul_lo_u32 v112, s66, v109
	v_mad_u64_u32 v[110:111], s[96:97], s66, v1, 0
	v_add3_u32 v111, v111, v112, v55
	v_lshl_add_u64 v[110:111], v[110:111], 2, v[46:47]
	global_store_dwordx4 v[110:111], v[6:9], off
.LBB0_144:
	s_or_b64 exec, exec, s[10:11]
	s_waitcnt vmcnt(0)
	v_pk_add_f32 v[6:7], v[2:3], v[16:17]
	v_pk_add_f32 v[14:15], v[4:5], v[14:15]
	v_pk_mul_f32 v[110:111], s[52:53], v[6:7]
	s_nop 0
	v_cmp_ngt_f32_e32 vcc, s29, v110
	s_nop 1
	v_cndmask_b32_e32 v8, v68, v110, vcc
	v_cmp_ngt_f32_e32 vcc, s29, v111
	s_nop 1
	v_cndmask_b32_e32 v9, v68, v111, vcc
	v_cmp_nlt_f32_e32 vcc, s39, v9
	s_nop 1
	v_cndmask_b32_e32 v17, v69, v9, vcc
	v_cmp_nlt_f32_e32 vcc, s39, v8
	s_nop 1
	v_cndmask_b32_e32 v16, v69, v8, vcc
	v_mov_b64_e32 v[8:9], s[68:69]
	v_pk_fma_f32 v[112:113], v[16:17], s[28:29], v[8:9] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_add_f32 v[112:113], v[112:113], s[40:41] op_sel_hi:[1,0]
	s_nop 0
	v_cmp_o_f32_e32 vcc, v113, v113
	v_pk_fma_f32 v[116:117], v[112:113], s[42:43], v[16:17] op_sel_hi:[1,0,1]
	v_mov_b64_e32 v[16:17], s[70:71]
	v_cndmask_b32_e32 v55, 0, v113, vcc
	v_cmp_o_f32_e32 vcc, v112, v112
	v_cvt_i32_f32_e32 v115, v55
	v_ashrrev_i32_e32 v131, 1, v115
	v_cndmask_b32_e32 v114, 0, v112, vcc
	v_pk_mul_f32 v[112:113], v[112:113], s[44:45] op_sel_hi:[1,0]
	v_cvt_i32_f32_e32 v130, v114
	v_pk_add_f32 v[118:119], v[116:117], v[112:113]
	v_ashrrev_i32_e32 v132, 1, v130
	v_pk_fma_f32 v[124:125], v[118:119], s[46:47], v[16:17] op_sel_hi:[1,0,0]
	v_pk_mul_f32 v[126:127], v[118:119], v[118:119]
	v_pk_fma_f32 v[124:125], v[124:125], v[118:119], s[72:73] op_sel_hi:[1,1,0]
	v_pk_add_f32 v[120:121], v[118:119], v[116:117] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_fma_f32 v[124:125], v[124:125], v[118:119], s[74:75] op_sel_hi:[1,1,0]
	v_pk_add_f32 v[122:123], v[112:113], v[120:121] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_fma_f32 v[124:125], v[124:125], v[118:119], s[76:77] op_sel_hi:[1,1,0]
	v_lshl_add_u32 v114, v132, 23, 1.0
	v_pk_fma_f32 v[124:125], v[124:125], v[118:119], 0.5 op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_mul_f32 v[124:125], v[126:127], v[124:125]
	s_nop 0
	v_pk_add_f32 v[126:127], v[118:119], v[124:125]
	s_nop 0
	v_pk_add_f32 v[118:119], v[126:127], v[118:119] neg_lo:[0,1] neg_hi:[0,1]
	v_mov_b32_e32 v112, v127
	v_pk_add_f32 v[118:119], v[124:125], v[118:119] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[124:125], v[126:127], 1.0 op_sel_hi:[1,0]
	s_nop 0
	v_add_f32_e32 v55, -1.0, v124
	v_sub_f32_e32 v116, v126, v55
	v_mov_b32_e32 v55, v117
	v_pk_add_f32 v[128:129], v[124:125], v[54:55] op_sel:[1,0] op_sel_hi:[0,1]
	v_mov_b32_e32 v129, v121
	v_pk_add_f32 v[112:113], v[112:113], v[128:129] neg_lo:[0,1] neg_hi:[0,1]
	v_sub_u32_e32 v55, v130, v132
	v_mov_b32_e32 v123, v113
	v_pk_add_f32 v[118:119], v[122:123], v[118:119]
	v_mov_b32_e32 v117, v112
	v_pk_add_f32 v[112:113], v[116:117], v[118:119]
	v_sub_u32_e32 v116, v115, v131
	v_pk_add_f32 v[112:113], v[124:125], v[112:113]
	v_lshl_add_u32 v115, v131, 23, 1.0
	v_lshl_add_u32 v117, v116, 23, 1.0
	v_lshl_add_u32 v116, v55, 23, 1.0
	v_pk_mul_f32 v[112:113], v[112:113], v[114:115]
	s_nop 0
	v_pk_mul_f32 v[112:113], v[112:113], v[116:117]
	s_nop 0
	v_pk_add_f32 v[112:113], v[112:113], 1.0 op_sel_hi:[1,0]
	s_nop 0
	v_pk_mul_f32 v[114:115], v[112:113], s[78:79] op_sel_hi:[1,0]
	v_cmp_gt_f32_e32 vcc, s69, v112
	v_cmp_gt_f32_e64 s[10:11], s69, v113
	s_nop 0
	v_cndmask_b32_e32 v55, v112, v114, vcc
	v_cndmask_b32_e64 v114, v113, v115, s[10:11]
	v_add_u32_e32 v116, 0xc0cafb0d, v114
	v_add_u32_e32 v117, 0xc0cafb0d, v55
	v_and_b32_e32 v115, 0xff800000, v116
	v_and_b32_e32 v118, 0xff800000, v117
	v_sub_u32_e32 v115, v114, v115
	v_sub_u32_e32 v114, v55, v118
	v_cndmask_b32_e32 v118, 0, v98, vcc
	v_ashrrev_i32_e32 v119, 23, v116
	v_ashrrev_i32_e32 v116, 23, v117
	v_pk_add_f32 v[114:115], v[114:115], -1.0 op_sel_hi:[1,0]
	v_add_u32_e32 v118, v116, v118
	v_pk_add_f32 v[116:117], v[114:115], 2.0 op_sel_hi:[1,0]
	v_cndmask_b32_e64 v55, 0, v98, s[10:11]
	v_div_scale_f32 v120, s[10:11], v117, v117, v115
	v_rcp_f32_e32 v121, v120
	v_add_u32_e32 v55, v119, v55
	v_cvt_f32_i32_e32 v119, v55
	v_cvt_f32_i32_e32 v118, v118
	v_fma_f32 v55, -v120, v121, 1.0
	v_fmac_f32_e32 v121, v55, v121
	v_div_scale_f32 v55, vcc, v115, v117, v115
	v_mul_f32_e32 v122, v55, v121
	v_fma_f32 v123, -v120, v122, v55
	v_fmac_f32_e32 v122, v123, v121
	v_fma_f32 v55, -v120, v122, v55
	v_div_scale_f32 v120, s[10:11], v116, v116, v114
	v_rcp_f32_e32 v123, v120
	v_div_fmas_f32 v55, v55, v121, v122
	v_div_fixup_f32 v117, v55, v117, v115
	v_fma_f32 v55, -v120, v123, 1.0
	v_fmac_f32_e32 v123, v55, v123
	v_div_scale_f32 v55, vcc, v114, v116, v114
	v_mul_f32_e32 v121, v55, v123
	v_fma_f32 v122, -v120, v121, v55
	v_fmac_f32_e32 v121, v122, v123
	v_fma_f32 v55, -v120, v121, v55
	v_div_fmas_f32 v55, v55, v123, v121
	v_div_fixup_f32 v116, v55, v116, v114
	v_pk_mul_f32 v[120:121], v[116:117], v[116:117]
	v_mov_b64_e32 v[122:123], s[80:81]
	v_pk_fma_f32 v[124:125], v[120:121], s[82:83], v[122:123] op_sel_hi:[1,0,0]
	v_cmp_neq_f32_e32 vcc, 0, v112
	v_pk_fma_f32 v[124:125], v[124:125], v[120:121], s[84:85] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[124:125], v[124:125], v[120:121], s[86:87] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[124:125], v[124:125], v[120:121], s[88:89] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_mul_f32 v[120:121], v[120:121], v[124:125] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_pk_add_f32 v[120:121], v[114:115], v[120:121]
	s_nop 0
	v_pk_fma_f32 v[114:115], v[116:117], v[120:121], v[114:115] neg_lo:[1,0,0] neg_hi:[1,0,0]
	s_nop 0
	v_pk_fma_f32 v[114:115], v[118:119], s[90:91], v[114:115] op_sel_hi:[1,0,1]
	s_nop 0
	v_pk_fma_f32 v[114:115], v[118:119], s[92:93], v[114:115] op_sel_hi:[1,0,1]
	s_nop 0
	v_cndmask_b32_e32 v55, v99, v114, vcc
	v_cmp_neq_f32_e32 vcc, 0, v113
	s_nop 1
	v_cndmask_b32_e32 v114, v99, v115, vcc
	v_cmp_neq_f32_e32 vcc, s71, v113
	s_nop 1
	v_cndmask_b32_e32 v114, v100, v114, vcc
	v_cmp_neq_f32_e32 vcc, s71, v112
	s_nop 1
	v_cndmask_b32_e32 v55, v100, v55, vcc
	v_cmp_ngt_f32_e32 vcc, 0, v112
	s_nop 1
	v_cndmask_b32_e32 v55, v101, v55, vcc
	v_cmp_ngt_f32_e32 vcc, 0, v113
	s_nop 1
	v_cndmask_b32_e32 v114, v101, v114, vcc
	v_cmp_u_f32_e32 vcc, v113, v113
	s_nop 1
	v_cndmask_b32_e32 v113, v114, v113, vcc
	v_cmp_u_f32_e32 vcc, v112, v112
	s_nop 1
	v_cndmask_b32_e32 v112, v55, v112, vcc
	v_pk_mul_f32 v[112:113], v[38:39], v[112:113]
	v_cmp_ge_f32_e32 vcc, s41, v111
	s_nop 1
	v_cndmask_b32_e32 v7, v7, v113, vcc
	v_cmp_ge_f32_e32 vcc, s38, v110
	s_nop 1
	v_cndmask_b32_e32 v6, v6, v112, vcc
	v_pk_mul_f32 v[6:7], v[44:45], v[6:7]
	s_nop 0
	v_cmp_ngt_f32_e32 vcc, s29, v6
	s_nop 1
	v_cndmask_b32_e32 v6, v68, v6, vcc
	v_cmp_ngt_f32_e32 vcc, s29, v7
	s_nop 1
	v_cndmask_b32_e32 v7, v68, v7, vcc
	v_cmp_nlt_f32_e32 vcc, s39, v7
	s_nop 1
	v_cndmask_b32_e32 v7, v69, v7, vcc
	v_cmp_nlt_f32_e32 vcc, s39, v6
	s_nop 1
	v_cndmask_b32_e32 v6, v69, v6, vcc
	v_pk_fma_f32 v[110:111], v[6:7], s[28:29], v[8:9] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_add_f32 v[110:111], v[110:111], s[40:41] op_sel_hi:[1,0]
	s_nop 0
	v_pk_fma_f32 v[6:7], v[110:111], s[42:43], v[6:7] op_sel_hi:[1,0,1]
	v_pk_mul_f32 v[112:113], v[110:111], s[44:45] op_sel_hi:[1,0]
	v_cmp_o_f32_e32 vcc, v111, v111
	v_pk_add_f32 v[114:115], v[6:7], v[112:113]
	s_nop 0
	v_pk_add_f32 v[6:7], v[114:115], v[6:7] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_mul_f32 v[116:117], v[114:115], v[114:115]
	v_pk_add_f32 v[6:7], v[112:113], v[6:7] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_fma_f32 v[112:113], v[114:115], s[46:47], v[16:17] op_sel_hi:[1,0,0]
	v_cndmask_b32_e32 v55, 0, v111, vcc
	v_pk_fma_f32 v[112:113], v[112:113], v[114:115], s[72:73] op_sel_hi:[1,1,0]
	v_cmp_o_f32_e32 vcc, v110, v110
	v_pk_fma_f32 v[112:113], v[112:113], v[114:115], s[74:75] op_sel_hi:[1,1,0]
	v_cvt_i32_f32_e32 v55, v55
	v_pk_fma_f32 v[112:113], v[112:113], v[114:115], s[76:77] op_sel_hi:[1,1,0]
	v_cndmask_b32_e32 v110, 0, v110, vcc
	v_pk_fma_f32 v[112:113], v[112:113], v[114:115], 0.5 op_sel_hi:[1,1,0]
	v_cvt_i32_f32_e32 v110, v110
	v_pk_mul_f32 v[112:113], v[116:117], v[112:113]
	v_ashrrev_i32_e32 v111, 1, v55
	v_pk_add_f32 v[116:117], v[114:115], v[112:113]
	v_sub_u32_e32 v55, v55, v111
	v_pk_add_f32 v[114:115], v[116:117], v[114:115] neg_lo:[0,1] neg_hi:[0,1]
	v_lshl_add_u32 v111, v111, 23, 1.0
	v_pk_add_f32 v[112:113], v[112:113], v[114:115] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_pk_add_f32 v[6:7], v[6:7], v[112:113]
	v_pk_add_f32 v[112:113], v[116:117], 1.0 op_sel_hi:[1,0]
	s_nop 0
	v_pk_add_f32 v[114:115], v[112:113], -1.0 op_sel_hi:[1,0]
	s_nop 0
	v_pk_add_f32 v[114:115], v[116:117], v[114:115] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_pk_add_f32 v[6:7], v[114:115], v[6:7]
	s_nop 0
	v_pk_add_f32 v[6:7], v[112:113], v[6:7]
	v_ashrrev_i32_e32 v112, 1, v110
	v_sub_u32_e32 v114, v110, v112
	v_lshl_add_u32 v110, v112, 23, 1.0
	v_lshl_add_u32 v112, v114, 23, 1.0
	v_pk_mul_f32 v[114:115], s[52:53], v[14:15]
	v_lshl_add_u32 v113, v55, 23, 1.0
	v_cmp_ngt_f32_e32 vcc, s29, v114
	v_pk_mul_f32 v[6:7], v[6:7], v[110:111]
	s_nop 0
	v_cndmask_b32_e32 v55, v68, v114, vcc
	v_cmp_ngt_f32_e32 vcc, s29, v115
	v_pk_mul_f32 v[6:7], v[6:7], v[112:113]
	s_nop 0
	v_cndmask_b32_e32 v116, v68, v115, vcc
	v_cmp_nlt_f32_e32 vcc, s39, v116
	s_nop 1
	v_cndmask_b32_e32 v117, v69, v116, vcc
	v_cmp_nlt_f32_e32 vcc, s39, v55
	s_nop 1
	v_cndmask_b32_e32 v116, v69, v55, vcc
	v_pk_fma_f32 v[118:119], v[116:117], s[28:29], v[8:9] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_add_f32 v[118:119], v[118:119], s[40:41] op_sel_hi:[1,0]
	s_nop 0
	v_cmp_o_f32_e32 vcc, v119, v119
	v_pk_fma_f32 v[112:113], v[118:119], s[42:43], v[116:117] op_sel_hi:[1,0,1]
	v_pk_mul_f32 v[116:117], v[118:119], s[44:45] op_sel_hi:[1,0]
	v_cndmask_b32_e32 v55, 0, v119, vcc
	v_cmp_o_f32_e32 vcc, v118, v118
	v_cvt_i32_f32_e32 v132, v55
	v_ashrrev_i32_e32 v111, 1, v132
	v_cndmask_b32_e32 v120, 0, v118, vcc
	v_pk_add_f32 v[118:119], v[112:113], v[116:117]
	v_cvt_i32_f32_e32 v133, v120
	v_pk_fma_f32 v[126:127], v[118:119], s[46:47], v[16:17] op_sel_hi:[1,0,0]
	v_pk_mul_f32 v[128:129], v[118:119], v[118:119]
	v_pk_fma_f32 v[126:127], v[126:127], v[118:119], s[72:73] op_sel_hi:[1,1,0]
	v_pk_add_f32 v[120:121], v[118:119], v[112:113] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_fma_f32 v[126:127], v[126:127], v[118:119], s[74:75] op_sel_hi:[1,1,0]
	v_pk_add_f32 v[124:125], v[116:117], v[120:121] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_fma_f32 v[126:127], v[126:127], v[118:119], s[76:77] op_sel_hi:[1,1,0]
	v_ashrrev_i32_e32 v134, 1, v133
	v_pk_fma_f32 v[126:127], v[126:127], v[118:119], 0.5 op_sel_hi:[1,1,0]
	v_lshl_add_u32 v110, v134, 23, 1.0
	v_pk_mul_f32 v[126:127], v[128:129], v[126:127]
	s_nop 0
	v_pk_add_f32 v[128:129], v[118:119], v[126:127]
	s_nop 0
	v_pk_add_f32 v[118:119], v[128:129], v[118:119] neg_lo:[0,1] neg_hi:[0,1]
	v_mov_b32_e32 v116, v129
	v_pk_add_f32 v[118:119], v[126:127], v[118:119] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[126:127], v[128:129], 1.0 op_sel_hi:[1,0]
	s_nop 0
	v_add_f32_e32 v55, -1.0, v126
	v_sub_f32_e32 v112, v128, v55
	v_mov_b32_e32 v55, v113
	v_pk_add_f32 v[130:131], v[126:127], v[54:55] op_sel:[1,0] op_sel_hi:[0,1]
	v_mov_b32_e32 v131, v121
	v_pk_add_f32 v[116:117], v[116:117], v[130:131] neg_lo:[0,1] neg_hi:[0,1]
	v_sub_u32_e32 v55, v133, v134
	v_mov_b32_e32 v125, v117
	v_pk_add_f32 v[118:119], v[124:125], v[118:119]
	v_mov_b32_e32 v113, v116
	v_pk_add_f32 v[112:113], v[112:113], v[118:119]
	v_sub_u32_e32 v116, v132, v111
	v_pk_add_f32 v[112:113], v[126:127], v[112:113]
	v_lshl_add_u32 v111, v111, 23, 1.0
	v_lshl_add_u32 v117, v116, 23, 1.0
	v_lshl_add_u32 v116, v55, 23, 1.0
	v_pk_mul_f32 v[110:111], v[112:113], v[110:111]
	s_nop 0
	v_pk_mul_f32 v[110:111], v[110:111], v[116:117]
	s_nop 0
	v_pk_add_f32 v[110:111], v[110:111], 1.0 op_sel_hi:[1,0]
	s_nop 0
	v_pk_mul_f32 v[112:113], v[110:111], s[78:79] op_sel_hi:[1,0]
	v_cmp_gt_f32_e32 vcc, s69, v110
	v_cmp_gt_f32_e64 s[10:11], s69, v111
	s_nop 0
	v_cndmask_b32_e32 v55, v110, v112, vcc
	v_cndmask_b32_e64 v112, v111, v113, s[10:11]
	v_add_u32_e32 v116, 0xc0cafb0d, v112
	v_add_u32_e32 v117, 0xc0cafb0d, v55
	v_and_b32_e32 v113, 0xff800000, v116
	v_and_b32_e32 v118, 0xff800000, v117
	v_sub_u32_e32 v113, v112, v113
	v_sub_u32_e32 v112, v55, v118
	v_cndmask_b32_e32 v118, 0, v98, vcc
	v_ashrrev_i32_e32 v119, 23, v116
	v_ashrrev_i32_e32 v116, 23, v117
	v_pk_add_f32 v[112:113], v[112:113], -1.0 op_sel_hi:[1,0]
	v_add_u32_e32 v118, v116, v118
	v_pk_add_f32 v[116:117], v[112:113], 2.0 op_sel_hi:[1,0]
	v_cndmask_b32_e64 v55, 0, v98, s[10:11]
	v_div_scale_f32 v120, s[10:11], v117, v117, v113
	v_rcp_f32_e32 v121, v120
	v_add_u32_e32 v55, v119, v55
	v_cvt_f32_i32_e32 v119, v55
	v_cvt_f32_i32_e32 v118, v118
	v_fma_f32 v55, -v120, v121, 1.0
	v_fmac_f32_e32 v121, v55, v121
	v_div_scale_f32 v55, vcc, v113, v117, v113
	v_mul_f32_e32 v124, v55, v121
	v_fma_f32 v125, -v120, v124, v55
	v_fmac_f32_e32 v124, v125, v121
	v_fma_f32 v55, -v120, v124, v55
	v_div_scale_f32 v120, s[10:11], v116, v116, v112
	v_rcp_f32_e32 v125, v120
	v_div_fmas_f32 v55, v55, v121, v124
	v_div_fixup_f32 v117, v55, v117, v113
	s_and_b64 s[10:11], s[14:15], s[12:13]
	v_fma_f32 v55, -v120, v125, 1.0
	v_fmac_f32_e32 v125, v55, v125
	v_div_scale_f32 v55, vcc, v112, v116, v112
	v_mul_f32_e32 v121, v55, v125
	v_fma_f32 v124, -v120, v121, v55
	v_fmac_f32_e32 v121, v124, v125
	v_fma_f32 v55, -v120, v121, v55
	v_div_fmas_f32 v55, v55, v125, v121
	v_div_fixup_f32 v116, v55, v116, v112
	v_pk_mul_f32 v[120:121], v[116:117], v[116:117]
	v_cmp_neq_f32_e32 vcc, 0, v110
	v_pk_fma_f32 v[122:123], v[120:121], s[82:83], v[122:123] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_fma_f32 v[122:123], v[122:123], v[120:121], s[84:85] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[122:123], v[122:123], v[120:121], s[86:87] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[122:123], v[122:123], v[120:121], s[88:89] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_mul_f32 v[120:121], v[120:121], v[122:123] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_pk_add_f32 v[120:121], v[112:113], v[120:121]
	s_nop 0
	v_pk_fma_f32 v[112:113], v[116:117], v[120:121], v[112:113] neg_lo:[1,0,0] neg_hi:[1,0,0]
	s_nop 0
	v_pk_fma_f32 v[112:113], v[118:119], s[90:91], v[112:113] op_sel_hi:[1,0,1]
	s_nop 0
	v_pk_fma_f32 v[112:113], v[118:119], s[92:93], v[112:113] op_sel_hi:[1,0,1]
	s_nop 0
	v_cndmask_b32_e32 v55, v99, v112, vcc
	v_cmp_neq_f32_e32 vcc, 0, v111
	s_nop 1
	v_cndmask_b32_e32 v112, v99, v113, vcc
	v_cmp_neq_f32_e32 vcc, s71, v111
	s_nop 1
	v_cndmask_b32_e32 v112, v100, v112, vcc
	v_cmp_neq_f32_e32 vcc, s71, v110
	s_nop 1
	v_cndmask_b32_e32 v55, v100, v55, vcc
	v_cmp_ngt_f32_e32 vcc, 0, v110
	s_nop 1
	v_cndmask_b32_e32 v55, v101, v55, vcc
	v_cmp_ngt_f32_e32 vcc, 0, v111
	s_nop 1
	v_cndmask_b32_e32 v112, v101, v112, vcc
	v_cmp_u_f32_e32 vcc, v111, v111
	s_nop 1
	v_cndmask_b32_e32 v111, v112, v111, vcc
	v_cmp_u_f32_e32 vcc, v110, v110
	s_nop 1
	v_cndmask_b32_e32 v110, v55, v110, vcc
	v_pk_mul_f32 v[110:111], v[38:39], v[110:111]
	v_cmp_ge_f32_e32 vcc, s41, v115
	s_nop 1
	v_cndmask_b32_e32 v15, v15, v111, vcc
	v_cmp_ge_f32_e32 vcc, s38, v114
	s_nop 1
	v_cndmask_b32_e32 v14, v14, v110, vcc
	v_pk_mul_f32 v[14:15], v[44:45], v[14:15]
	s_nop 0
	v_cmp_ngt_f32_e32 vcc, s29, v14
	s_nop 1
	v_cndmask_b32_e32 v14, v68, v14, vcc
	v_cmp_ngt_f32_e32 vcc, s29, v15
	s_nop 1
	v_cndmask_b32_e32 v15, v68, v15, vcc
	v_cmp_nlt_f32_e32 vcc, s39, v15
	s_nop 1
	v_cndmask_b32_e32 v15, v69, v15, vcc
	v_cmp_nlt_f32_e32 vcc, s39, v14
	s_nop 1
	v_cndmask_b32_e32 v14, v69, v14, vcc
	v_pk_fma_f32 v[8:9], v[14:15], s[28:29], v[8:9] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_add_f32 v[8:9], v[8:9], s[40:41] op_sel_hi:[1,0]
	s_nop 0
	v_pk_fma_f32 v[14:15], v[8:9], s[42:43], v[14:15] op_sel_hi:[1,0,1]
	v_pk_mul_f32 v[110:111], v[8:9], s[44:45] op_sel_hi:[1,0]
	v_cmp_o_f32_e32 vcc, v9, v9
	v_pk_add_f32 v[112:113], v[14:15], v[110:111]
	s_nop 0
	v_pk_fma_f32 v[16:17], v[112:113], s[46:47], v[16:17] op_sel_hi:[1,0,0]
	v_pk_add_f32 v[14:15], v[112:113], v[14:15] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_fma_f32 v[16:17], v[16:17], v[112:113], s[72:73] op_sel_hi:[1,1,0]
	v_pk_add_f32 v[14:15], v[110:111], v[14:15] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_fma_f32 v[16:17], v[16:17], v[112:113], s[74:75] op_sel_hi:[1,1,0]
	v_pk_mul_f32 v[110:111], v[112:113], v[112:113]
	v_pk_fma_f32 v[16:17], v[16:17], v[112:113], s[76:77] op_sel_hi:[1,1,0]
	v_cndmask_b32_e32 v9, 0, v9, vcc
	v_pk_fma_f32 v[16:17], v[16:17], v[112:113], 0.5 op_sel_hi:[1,1,0]
	v_cmp_o_f32_e32 vcc, v8, v8
	v_pk_mul_f32 v[16:17], v[110:111], v[16:17]
	v_cvt_i32_f32_e32 v55, v9
	v_pk_add_f32 v[110:111], v[112:113], v[16:17]
	v_cndmask_b32_e32 v8, 0, v8, vcc
	v_pk_add_f32 v[112:113], v[110:111], v[112:113] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_pk_add_f32 v[16:17], v[16:17], v[112:113] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_pk_add_f32 v[14:15], v[14:15], v[16:17]
	v_pk_add_f32 v[16:17], v[110:111], 1.0 op_sel_hi:[1,0]
	s_nop 0
	v_pk_add_f32 v[112:113], v[16:17], -1.0 op_sel_hi:[1,0]
	s_nop 0
	v_pk_add_f32 v[110:111], v[110:111], v[112:113] neg_lo:[0,1] neg_hi:[0,1]
	v_cvt_i32_f32_e32 v112, v8
	v_pk_add_f32 v[8:9], v[110:111], v[14:15]
	v_ashrrev_i32_e32 v14, 1, v55
	v_pk_add_f32 v[8:9], v[16:17], v[8:9]
	v_ashrrev_i32_e32 v16, 1, v112
	v_sub_u32_e32 v110, v112, v16
	v_sub_u32_e32 v17, v55, v14
	v_lshl_add_u32 v15, v14, 23, 1.0
	v_lshl_add_u32 v14, v16, 23, 1.0
	v_lshl_add_u32 v17, v17, 23, 1.0
	v_lshl_add_u32 v16, v110, 23, 1.0
	v_pk_mul_f32 v[8:9], v[8:9], v[14:15]
	s_nop 0
	v_pk_mul_f32 v[8:9], v[8:9], v[16:17]
	ds_write_b128 v85, v[6:9]
	s_and_saveexec_b64 s[12:13], s[10:11]
	s_xor_b64 s[12:13], exec, s[12:13]
	s_cbranch_execz .LBB0_146
	v_mul_lo_u32 v16, s31, v1
	v_mul_lo_u32 v17, s30, v109
	v_mad_u64_u32 v[14:15], s[10:11], s30, v1, 0
	v_add3_u32 v15, v15, v17, v16
	v_lshl_add_u64 v[14:15], v[14:15], 2, v[48:49]
	global_store_dwordx4 v[14:15], v[6:9], off
.LBB0_146:
	s_or_b64 exec, exec, s[94:95]
	s_and_saveexec_b64 s[12:13], s[8:9]
	s_cbranch_execz .LBB0_151
	v_mul_f32_e32 v1, v104, v104
	v_fmac_f32_e32 v1, v57, v57
	v_mul_f32_e32 v7, v108, v108
	v_fmac_f32_e32 v1, v56, v56
	v_fmac_f32_e32 v7, v106, v106
	v_fmac_f32_e32 v1, v103, v103
	v_fmac_f32_e32 v7, v105, v105
	ds_bpermute_b32 v6, v72, v1
	v_fmac_f32_e32 v7, v107, v107
	ds_bpermute_b32 v8, v72, v7
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v1, v1, v6
	ds_bpermute_b32 v6, v73, v1
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v7, v7, v8
	ds_bpermute_b32 v8, v73, v7
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v1, v1, v6
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v6, v7, v8
	ds_bpermute_b32 v7, v74, v1
	ds_bpermute_b32 v8, v74, v6
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v1, v1, v7
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v6, v6, v8
	ds_bpermute_b32 v7, v75, v1
	ds_bpermute_b32 v8, v75, v6
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v7, v1, v7
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v6, v6, v8
	ds_bpermute_b32 v8, v76, v7
	ds_bpermute_b32 v9, v76, v6
	v_add_u32_e32 v1, 12, v102
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v7, v7, v8
	v_add_f32_e32 v7, 0x358637bd, v7
	v_mul_f32_e32 v8, 0x4f800000, v7
	v_cmp_gt_f32_e32 vcc, s43, v7
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v6, v6, v9
	v_add_f32_e32 v6, 0x358637bd, v6
	v_cndmask_b32_e32 v7, v7, v8, vcc
	v_sqrt_f32_e32 v8, v7
	v_mul_f32_e32 v9, 0x4f800000, v6
	v_cmp_gt_f32_e64 s[8:9], s43, v6
	v_add_u32_e32 v14, 1, v8
	s_nop 0
	v_cndmask_b32_e64 v6, v6, v9, s[8:9]
	v_add_u32_e32 v9, -1, v8
	v_fma_f32 v15, -v9, v8, v7
	v_cmp_ge_f32_e64 s[10:11], 0, v15
	v_fma_f32 v16, -v14, v8, v7
	s_nop 0
	v_cndmask_b32_e64 v8, v8, v9, s[10:11]
	v_sqrt_f32_e32 v9, v6
	v_cmp_lt_f32_e64 s[10:11], 0, v16
	v_add_u32_e32 v15, -1, v9
	v_fma_f32 v16, -v15, v9, v6
	v_cndmask_b32_e64 v8, v8, v14, s[10:11]
	v_cmp_ge_f32_e64 s[10:11], 0, v16
	v_add_u32_e32 v16, 1, v9
	v_mul_f32_e32 v14, 0x37800000, v8
	v_cndmask_b32_e64 v15, v9, v15, s[10:11]
	v_fma_f32 v9, -v16, v9, v6
	v_cmp_lt_f32_e64 s[10:11], 0, v9
	v_cndmask_b32_e32 v8, v8, v14, vcc
	v_cmp_class_f32_e32 vcc, v7, v95
	v_cndmask_b32_e64 v9, v15, v16, s[10:11]
	v_mul_f32_e32 v15, 0x37800000, v9
	v_cndmask_b32_e64 v9, v9, v15, s[8:9]
	v_cmp_class_f32_e64 s[8:9], v6, v95
	v_cndmask_b32_e32 v16, v8, v7, vcc
	s_nop 0
	v_cndmask_b32_e64 v15, v9, v6, s[8:9]
	v_div_scale_f32 v6, s[8:9], v15, v15, v108
	v_rcp_f32_e32 v9, v6
	s_nop 0
	v_fma_f32 v7, -v6, v9, 1.0
	v_fmac_f32_e32 v9, v7, v9
	v_div_scale_f32 v7, vcc, v108, v15, v108
	v_mul_f32_e32 v8, v7, v9
	v_fma_f32 v14, -v6, v8, v7
	v_fmac_f32_e32 v8, v14, v9
	v_div_scale_f32 v14, s[8:9], v15, v15, v106
	v_rcp_f32_e32 v17, v14
	v_fma_f32 v6, -v6, v8, v7
	v_div_fmas_f32 v6, v6, v9, v8
	v_div_fixup_f32 v7, v6, v15, v108
	v_fma_f32 v6, -v14, v17, 1.0
	v_fmac_f32_e32 v17, v6, v17
	v_div_scale_f32 v6, vcc, v106, v15, v106
	v_mul_f32_e32 v8, v6, v17
	v_fma_f32 v9, -v14, v8, v6
	v_fmac_f32_e32 v8, v9, v17
	v_div_scale_f32 v9, s[8:9], v15, v15, v107
	v_fma_f32 v6, -v14, v8, v6
	v_rcp_f32_e32 v14, v9
	v_div_fmas_f32 v6, v6, v17, v8
	v_div_fixup_f32 v6, v6, v15, v106
	v_fma_f32 v8, -v9, v14, 1.0
	v_fmac_f32_e32 v14, v8, v14
	v_div_scale_f32 v8, vcc, v107, v15, v107
	v_mul_f32_e32 v17, v8, v14
	v_fma_f32 v55, -v9, v17, v8
	v_fmac_f32_e32 v17, v55, v14
	v_div_scale_f32 v55, s[8:9], v15, v15, v105
	v_rcp_f32_e32 v102, v55
	v_fma_f32 v8, -v9, v17, v8
	v_div_fmas_f32 v8, v8, v14, v17
	v_div_fixup_f32 v9, v8, v15, v107
	v_fma_f32 v8, -v55, v102, 1.0
	v_fmac_f32_e32 v102, v8, v102
	v_div_scale_f32 v8, vcc, v105, v15, v105
	v_mul_f32_e32 v14, v8, v102
	v_fma_f32 v17, -v55, v14, v8
	v_fmac_f32_e32 v14, v17, v102
	v_div_scale_f32 v17, s[8:9], v16, v16, v104
	v_fma_f32 v8, -v55, v14, v8
	v_rcp_f32_e32 v55, v17
	v_div_fmas_f32 v8, v8, v102, v14
	v_div_fixup_f32 v8, v8, v15, v105
	v_fma_f32 v14, -v17, v55, 1.0
	v_fmac_f32_e32 v55, v14, v55
	v_div_scale_f32 v14, vcc, v104, v16, v104
	v_mul_f32_e32 v15, v14, v55
	v_fma_f32 v102, -v17, v15, v14
	v_fmac_f32_e32 v15, v102, v55
	v_fma_f32 v14, -v17, v15, v14
	v_div_scale_f32 v17, s[8:9], v16, v16, v57
	v_rcp_f32_e32 v102, v17
	v_div_fmas_f32 v14, v14, v55, v15
	v_div_fixup_f32 v15, v14, v16, v104
	v_fma_f32 v14, -v17, v102, 1.0
	v_fmac_f32_e32 v102, v14, v102
	v_div_scale_f32 v14, vcc, v57, v16, v57
	v_mul_f32_e32 v55, v14, v102
	v_fma_f32 v104, -v17, v55, v14
	v_fmac_f32_e32 v55, v104, v102
	v_fma_f32 v14, -v17, v55, v14
	v_div_scale_f32 v17, s[8:9], v16, v16, v103
	v_rcp_f32_e32 v104, v17
	v_div_fmas_f32 v14, v14, v102, v55
	v_div_fixup_f32 v14, v14, v16, v57
	v_pk_mul_f32 v[14:15], s[36:37], v[14:15]
	v_fma_f32 v55, -v17, v104, 1.0
	v_fmac_f32_e32 v104, v55, v104
	v_div_scale_f32 v55, vcc, v103, v16, v103
	v_mul_f32_e32 v57, v55, v104
	v_fma_f32 v102, -v17, v57, v55
	v_fmac_f32_e32 v57, v102, v104
	v_fma_f32 v17, -v17, v57, v55
	v_div_scale_f32 v55, s[8:9], v16, v16, v56
	v_rcp_f32_e32 v102, v55
	v_div_fmas_f32 v17, v17, v104, v57
	v_div_fixup_f32 v17, v17, v16, v103
	v_fma_f32 v57, -v55, v102, 1.0
	v_fmac_f32_e32 v102, v57, v102
	v_div_scale_f32 v57, vcc, v56, v16, v56
	v_mul_f32_e32 v103, v57, v102
	v_fma_f32 v104, -v55, v103, v57
	v_fmac_f32_e32 v103, v104, v102
	v_fma_f32 v55, -v55, v103, v57
	v_div_fmas_f32 v55, v55, v102, v103
	v_div_fixup_f32 v16, v55, v16, v56
	v_cmp_gt_i32_e32 vcc, s73, v1
	v_pk_mul_f32 v[16:17], s[36:37], v[16:17]
	s_and_b64 s[10:11], s[20:21], vcc
	ds_write_b128 v89, v[14:17]
	ds_write_b128 v90, v[6:9]
	s_and_b64 s[94:95], s[34:35], s[10:11]
	v_ashrrev_i32_e32 v14, 31, v1
	s_and_saveexec_b64 s[8:9], s[94:95]
	s_cbranch_execz .LBB0_149
	v_mul_lo_u32 v15, s67, v1
	v_mul_lo_u32 v55, s66, v14
	v_mad_u64_u32 v[16:17], s[94:95], s66, v1, 0
	v_add3_u32 v17, v17, v55, v15
	v_lshl_add_u64 v[16:17], v[16:17], 2, v[46:47]
	global_store_dwordx4 v[16:17], v[6:9], off
.LBB0_149:
	s_or_b64 exec, exec, s[8:9]
	s_waitcnt vmcnt(0)
	v_pk_add_f32 v[6:7], v[2:3], v[12:13]
	v_pk_add_f32 v[10:11], v[4:5], v[10:11]
	v_pk_mul_f32 v[16:17], s[52:53], v[6:7]
	s_nop 0
	v_cmp_ngt_f32_e32 vcc, s29, v16
	s_nop 1
	v_cndmask_b32_e32 v8, v68, v16, vcc
	v_cmp_ngt_f32_e32 vcc, s29, v17
	s_nop 1
	v_cndmask_b32_e32 v9, v68, v17, vcc
	v_cmp_nlt_f32_e32 vcc, s39, v9
	s_nop 1
	v_cndmask_b32_e32 v13, v69, v9, vcc
	v_cmp_nlt_f32_e32 vcc, s39, v8
	s_nop 1
	v_cndmask_b32_e32 v12, v69, v8, vcc
	v_mov_b64_e32 v[8:9], s[68:69]
	v_pk_fma_f32 v[56:57], v[12:13], s[28:29], v[8:9] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_add_f32 v[56:57], v[56:57], s[40:41] op_sel_hi:[1,0]
	s_nop 0
	v_cmp_o_f32_e32 vcc, v57, v57
	v_pk_fma_f32 v[104:105], v[56:57], s[42:43], v[12:13] op_sel_hi:[1,0,1]
	v_mov_b64_e32 v[12:13], s[70:71]
	v_cndmask_b32_e32 v15, 0, v57, vcc
	v_cmp_o_f32_e32 vcc, v56, v56
	v_cvt_i32_f32_e32 v15, v15
	v_ashrrev_i32_e32 v118, 1, v15
	v_cndmask_b32_e32 v55, 0, v56, vcc
	v_pk_mul_f32 v[56:57], v[56:57], s[44:45] op_sel_hi:[1,0]
	v_cvt_i32_f32_e32 v103, v55
	v_pk_add_f32 v[106:107], v[104:105], v[56:57]
	v_sub_u32_e32 v15, v15, v118
	v_pk_fma_f32 v[112:113], v[106:107], s[46:47], v[12:13] op_sel_hi:[1,0,0]
	v_pk_mul_f32 v[114:115], v[106:107], v[106:107]
	v_pk_fma_f32 v[112:113], v[112:113], v[106:107], s[72:73] op_sel_hi:[1,1,0]
	v_pk_add_f32 v[108:109], v[106:107], v[104:105] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_fma_f32 v[112:113], v[112:113], v[106:107], s[74:75] op_sel_hi:[1,1,0]
	v_pk_add_f32 v[110:111], v[56:57], v[108:109] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_fma_f32 v[112:113], v[112:113], v[106:107], s[76:77] op_sel_hi:[1,1,0]
	v_ashrrev_i32_e32 v119, 1, v103
	v_pk_fma_f32 v[112:113], v[112:113], v[106:107], 0.5 op_sel_hi:[1,1,0]
	v_lshl_add_u32 v102, v119, 23, 1.0
	v_pk_mul_f32 v[112:113], v[114:115], v[112:113]
	s_nop 0
	v_pk_add_f32 v[114:115], v[106:107], v[112:113]
	s_nop 0
	v_pk_add_f32 v[106:107], v[114:115], v[106:107] neg_lo:[0,1] neg_hi:[0,1]
	v_mov_b32_e32 v56, v115
	v_pk_add_f32 v[106:107], v[112:113], v[106:107] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[112:113], v[114:115], 1.0 op_sel_hi:[1,0]
	s_nop 0
	v_add_f32_e32 v55, -1.0, v112
	v_sub_f32_e32 v104, v114, v55
	v_mov_b32_e32 v55, v105
	v_pk_add_f32 v[116:117], v[112:113], v[54:55] op_sel:[1,0] op_sel_hi:[0,1]
	v_mov_b32_e32 v117, v109
	v_pk_add_f32 v[56:57], v[56:57], v[116:117] neg_lo:[0,1] neg_hi:[0,1]
	v_sub_u32_e32 v55, v103, v119
	v_mov_b32_e32 v111, v57
	v_pk_add_f32 v[106:107], v[110:111], v[106:107]
	v_mov_b32_e32 v105, v56
	v_pk_add_f32 v[56:57], v[104:105], v[106:107]
	v_lshl_add_u32 v103, v118, 23, 1.0
	v_pk_add_f32 v[56:57], v[112:113], v[56:57]
	v_lshl_add_u32 v105, v15, 23, 1.0
	v_lshl_add_u32 v104, v55, 23, 1.0
	v_pk_mul_f32 v[56:57], v[56:57], v[102:103]
	s_nop 0
	v_pk_mul_f32 v[56:57], v[56:57], v[104:105]
	s_nop 0
	v_pk_add_f32 v[56:57], v[56:57], 1.0 op_sel_hi:[1,0]
	s_nop 0
	v_pk_mul_f32 v[102:103], v[56:57], s[78:79] op_sel_hi:[1,0]
	v_cmp_gt_f32_e32 vcc, s69, v56
	v_cmp_gt_f32_e64 s[8:9], s69, v57
	s_nop 0
	v_cndmask_b32_e32 v15, v56, v102, vcc
	v_cndmask_b32_e64 v55, v57, v103, s[8:9]
	v_add_u32_e32 v104, 0xc0cafb0d, v55
	v_add_u32_e32 v105, 0xc0cafb0d, v15
	v_and_b32_e32 v102, 0xff800000, v104
	v_and_b32_e32 v106, 0xff800000, v105
	v_sub_u32_e32 v103, v55, v102
	v_sub_u32_e32 v102, v15, v106
	v_cndmask_b32_e32 v55, 0, v98, vcc
	v_ashrrev_i32_e32 v106, 23, v104
	v_ashrrev_i32_e32 v104, 23, v105
	v_pk_add_f32 v[102:103], v[102:103], -1.0 op_sel_hi:[1,0]
	v_add_u32_e32 v55, v104, v55
	v_pk_add_f32 v[104:105], v[102:103], 2.0 op_sel_hi:[1,0]
	v_cndmask_b32_e64 v15, 0, v98, s[8:9]
	v_div_scale_f32 v108, s[8:9], v105, v105, v103
	v_rcp_f32_e32 v109, v108
	v_add_u32_e32 v15, v106, v15
	v_cvt_f32_i32_e32 v107, v15
	v_cvt_f32_i32_e32 v106, v55
	v_fma_f32 v15, -v108, v109, 1.0
	v_fmac_f32_e32 v109, v15, v109
	v_div_scale_f32 v15, vcc, v103, v105, v103
	v_mul_f32_e32 v55, v15, v109
	v_fma_f32 v110, -v108, v55, v15
	v_fmac_f32_e32 v55, v110, v109
	v_fma_f32 v15, -v108, v55, v15
	v_div_scale_f32 v108, s[8:9], v104, v104, v102
	v_rcp_f32_e32 v110, v108
	v_div_fmas_f32 v15, v15, v109, v55
	v_div_fixup_f32 v105, v15, v105, v103
	v_fma_f32 v15, -v108, v110, 1.0
	v_fmac_f32_e32 v110, v15, v110
	v_div_scale_f32 v15, vcc, v102, v104, v102
	v_mul_f32_e32 v55, v15, v110
	v_fma_f32 v109, -v108, v55, v15
	v_fmac_f32_e32 v55, v109, v110
	v_fma_f32 v15, -v108, v55, v15
	v_div_fmas_f32 v15, v15, v110, v55
	v_div_fixup_f32 v104, v15, v104, v102
	v_pk_mul_f32 v[108:109], v[104:105], v[104:105]
	v_mov_b64_e32 v[110:111], s[80:81]
	v_pk_fma_f32 v[112:113], v[108:109], s[82:83], v[110:111] op_sel_hi:[1,0,0]
	v_cmp_neq_f32_e32 vcc, 0, v56
	v_pk_fma_f32 v[112:113], v[112:113], v[108:109], s[84:85] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[112:113], v[112:113], v[108:109], s[86:87] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[112:113], v[112:113], v[108:109], s[88:89] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_mul_f32 v[108:109], v[108:109], v[112:113] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_pk_add_f32 v[108:109], v[102:103], v[108:109]
	s_nop 0
	v_pk_fma_f32 v[102:103], v[104:105], v[108:109], v[102:103] neg_lo:[1,0,0] neg_hi:[1,0,0]
	s_nop 0
	v_pk_fma_f32 v[102:103], v[106:107], s[90:91], v[102:103] op_sel_hi:[1,0,1]
	s_nop 0
	v_pk_fma_f32 v[102:103], v[106:107], s[92:93], v[102:103] op_sel_hi:[1,0,1]
	s_nop 0
	v_cndmask_b32_e32 v15, v99, v102, vcc
	v_cmp_neq_f32_e32 vcc, 0, v57
	s_nop 1
	v_cndmask_b32_e32 v55, v99, v103, vcc
	v_cmp_neq_f32_e32 vcc, s71, v57
	s_nop 1
	v_cndmask_b32_e32 v55, v100, v55, vcc
	v_cmp_neq_f32_e32 vcc, s71, v56
	s_nop 1
	v_cndmask_b32_e32 v15, v100, v15, vcc
	v_cmp_ngt_f32_e32 vcc, 0, v56
	s_nop 1
	v_cndmask_b32_e32 v15, v101, v15, vcc
	v_cmp_ngt_f32_e32 vcc, 0, v57
	s_nop 1
	v_cndmask_b32_e32 v55, v101, v55, vcc
	v_cmp_u_f32_e32 vcc, v57, v57
	s_nop 1
	v_cndmask_b32_e32 v57, v55, v57, vcc
	v_cmp_u_f32_e32 vcc, v56, v56
	s_nop 1
	v_cndmask_b32_e32 v56, v15, v56, vcc
	v_pk_mul_f32 v[56:57], v[38:39], v[56:57]
	v_cmp_ge_f32_e32 vcc, s41, v17
	s_nop 1
	v_cndmask_b32_e32 v7, v7, v57, vcc
	v_cmp_ge_f32_e32 vcc, s38, v16
	s_nop 1
	v_cndmask_b32_e32 v6, v6, v56, vcc
	v_pk_mul_f32 v[6:7], v[44:45], v[6:7]
	s_nop 0
	v_cmp_ngt_f32_e32 vcc, s29, v6
	s_nop 1
	v_cndmask_b32_e32 v6, v68, v6, vcc
	v_cmp_ngt_f32_e32 vcc, s29, v7
	s_nop 1
	v_cndmask_b32_e32 v7, v68, v7, vcc
	v_cmp_nlt_f32_e32 vcc, s39, v7
	s_nop 1
	v_cndmask_b32_e32 v7, v69, v7, vcc
	v_cmp_nlt_f32_e32 vcc, s39, v6
	s_nop 1
	v_cndmask_b32_e32 v6, v69, v6, vcc
	v_pk_fma_f32 v[16:17], v[6:7], s[28:29], v[8:9] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_add_f32 v[16:17], v[16:17], s[40:41] op_sel_hi:[1,0]
	s_nop 0
	v_pk_fma_f32 v[6:7], v[16:17], s[42:43], v[6:7] op_sel_hi:[1,0,1]
	v_pk_mul_f32 v[56:57], v[16:17], s[44:45] op_sel_hi:[1,0]
	v_cmp_o_f32_e32 vcc, v17, v17
	v_pk_add_f32 v[102:103], v[6:7], v[56:57]
	s_nop 0
	v_pk_add_f32 v[6:7], v[102:103], v[6:7] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_mul_f32 v[104:105], v[102:103], v[102:103]
	v_pk_add_f32 v[6:7], v[56:57], v[6:7] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_fma_f32 v[56:57], v[102:103], s[46:47], v[12:13] op_sel_hi:[1,0,0]
	v_cndmask_b32_e32 v15, 0, v17, vcc
	v_pk_fma_f32 v[56:57], v[56:57], v[102:103], s[72:73] op_sel_hi:[1,1,0]
	v_cmp_o_f32_e32 vcc, v16, v16
	v_pk_fma_f32 v[56:57], v[56:57], v[102:103], s[74:75] op_sel_hi:[1,1,0]
	v_cvt_i32_f32_e32 v15, v15
	v_pk_fma_f32 v[56:57], v[56:57], v[102:103], s[76:77] op_sel_hi:[1,1,0]
	v_cndmask_b32_e32 v16, 0, v16, vcc
	v_pk_fma_f32 v[56:57], v[56:57], v[102:103], 0.5 op_sel_hi:[1,1,0]
	v_cvt_i32_f32_e32 v16, v16
	v_pk_mul_f32 v[56:57], v[104:105], v[56:57]
	v_ashrrev_i32_e32 v17, 1, v15
	v_pk_add_f32 v[104:105], v[102:103], v[56:57]
	v_sub_u32_e32 v15, v15, v17
	v_pk_add_f32 v[102:103], v[104:105], v[102:103] neg_lo:[0,1] neg_hi:[0,1]
	v_ashrrev_i32_e32 v55, 1, v16
	v_pk_add_f32 v[56:57], v[56:57], v[102:103] neg_lo:[0,1] neg_hi:[0,1]
	v_lshl_add_u32 v17, v17, 23, 1.0
	v_pk_add_f32 v[6:7], v[6:7], v[56:57]
	v_pk_add_f32 v[56:57], v[104:105], 1.0 op_sel_hi:[1,0]
	s_nop 0
	v_pk_add_f32 v[102:103], v[56:57], -1.0 op_sel_hi:[1,0]
	s_nop 0
	v_pk_add_f32 v[102:103], v[104:105], v[102:103] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_pk_add_f32 v[6:7], v[102:103], v[6:7]
	v_pk_mul_f32 v[102:103], s[52:53], v[10:11]
	v_pk_add_f32 v[6:7], v[56:57], v[6:7]
	v_cmp_ngt_f32_e32 vcc, s29, v102
	v_lshl_add_u32 v57, v15, 23, 1.0
	v_sub_u32_e32 v56, v16, v55
	v_cndmask_b32_e32 v15, v68, v102, vcc
	v_cmp_ngt_f32_e32 vcc, s29, v103
	v_lshl_add_u32 v16, v55, 23, 1.0
	v_lshl_add_u32 v56, v56, 23, 1.0
	v_cndmask_b32_e32 v55, v68, v103, vcc
	v_cmp_nlt_f32_e32 vcc, s39, v55
	v_pk_mul_f32 v[6:7], v[6:7], v[16:17]
	s_nop 0
	v_cndmask_b32_e32 v105, v69, v55, vcc
	v_cmp_nlt_f32_e32 vcc, s39, v15
	v_pk_mul_f32 v[6:7], v[6:7], v[56:57]
	s_nop 0
	v_cndmask_b32_e32 v104, v69, v15, vcc
	v_pk_fma_f32 v[106:107], v[104:105], s[28:29], v[8:9] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_add_f32 v[106:107], v[106:107], s[40:41] op_sel_hi:[1,0]
	s_nop 0
	v_cmp_o_f32_e32 vcc, v107, v107
	v_pk_fma_f32 v[56:57], v[106:107], s[42:43], v[104:105] op_sel_hi:[1,0,1]
	v_pk_mul_f32 v[104:105], v[106:107], s[44:45] op_sel_hi:[1,0]
	v_cndmask_b32_e32 v15, 0, v107, vcc
	v_cmp_o_f32_e32 vcc, v106, v106
	v_cvt_i32_f32_e32 v15, v15
	v_ashrrev_i32_e32 v17, 1, v15
	v_cndmask_b32_e32 v55, 0, v106, vcc
	v_pk_add_f32 v[106:107], v[56:57], v[104:105]
	v_cvt_i32_f32_e32 v120, v55
	v_pk_fma_f32 v[114:115], v[106:107], s[46:47], v[12:13] op_sel_hi:[1,0,0]
	v_pk_mul_f32 v[116:117], v[106:107], v[106:107]
	v_pk_fma_f32 v[114:115], v[114:115], v[106:107], s[72:73] op_sel_hi:[1,1,0]
	v_pk_add_f32 v[108:109], v[106:107], v[56:57] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_fma_f32 v[114:115], v[114:115], v[106:107], s[74:75] op_sel_hi:[1,1,0]
	v_pk_add_f32 v[112:113], v[104:105], v[108:109] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_fma_f32 v[114:115], v[114:115], v[106:107], s[76:77] op_sel_hi:[1,1,0]
	v_ashrrev_i32_e32 v121, 1, v120
	v_pk_fma_f32 v[114:115], v[114:115], v[106:107], 0.5 op_sel_hi:[1,1,0]
	v_lshl_add_u32 v16, v121, 23, 1.0
	v_pk_mul_f32 v[114:115], v[116:117], v[114:115]
	v_sub_u32_e32 v15, v15, v17
	v_pk_add_f32 v[116:117], v[106:107], v[114:115]
	v_lshl_add_u32 v17, v17, 23, 1.0
	v_pk_add_f32 v[106:107], v[116:117], v[106:107] neg_lo:[0,1] neg_hi:[0,1]
	v_mov_b32_e32 v104, v117
	v_pk_add_f32 v[106:107], v[114:115], v[106:107] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[114:115], v[116:117], 1.0 op_sel_hi:[1,0]
	s_nop 0
	v_add_f32_e32 v55, -1.0, v114
	v_sub_f32_e32 v56, v116, v55
	v_mov_b32_e32 v55, v57
	v_pk_add_f32 v[118:119], v[114:115], v[54:55] op_sel:[1,0] op_sel_hi:[0,1]
	v_mov_b32_e32 v119, v109
	v_pk_add_f32 v[104:105], v[104:105], v[118:119] neg_lo:[0,1] neg_hi:[0,1]
	v_sub_u32_e32 v55, v120, v121
	v_mov_b32_e32 v113, v105
	v_pk_add_f32 v[106:107], v[112:113], v[106:107]
	v_mov_b32_e32 v57, v104
	v_pk_add_f32 v[56:57], v[56:57], v[106:107]
	v_lshl_add_u32 v105, v15, 23, 1.0
	v_pk_add_f32 v[56:57], v[114:115], v[56:57]
	v_lshl_add_u32 v104, v55, 23, 1.0
	v_pk_mul_f32 v[16:17], v[56:57], v[16:17]
	s_nop 0
	v_pk_mul_f32 v[16:17], v[16:17], v[104:105]
	s_nop 0
	v_pk_add_f32 v[16:17], v[16:17], 1.0 op_sel_hi:[1,0]
	s_nop 0
	v_pk_mul_f32 v[56:57], v[16:17], s[78:79] op_sel_hi:[1,0]
	v_cmp_gt_f32_e32 vcc, s69, v16
	v_cmp_gt_f32_e64 s[8:9], s69, v17
	s_nop 0
	v_cndmask_b32_e32 v15, v16, v56, vcc
	v_cndmask_b32_e64 v55, v17, v57, s[8:9]
	v_add_u32_e32 v104, 0xc0cafb0d, v55
	v_add_u32_e32 v105, 0xc0cafb0d, v15
	v_and_b32_e32 v56, 0xff800000, v104
	v_and_b32_e32 v106, 0xff800000, v105
	v_sub_u32_e32 v57, v55, v56
	v_sub_u32_e32 v56, v15, v106
	v_cndmask_b32_e32 v55, 0, v98, vcc
	v_ashrrev_i32_e32 v106, 23, v104
	v_ashrrev_i32_e32 v104, 23, v105
	v_pk_add_f32 v[56:57], v[56:57], -1.0 op_sel_hi:[1,0]
	v_add_u32_e32 v55, v104, v55
	v_pk_add_f32 v[104:105], v[56:57], 2.0 op_sel_hi:[1,0]
	v_cndmask_b32_e64 v15, 0, v98, s[8:9]
	v_div_scale_f32 v108, s[8:9], v105, v105, v57
	v_rcp_f32_e32 v109, v108
	v_add_u32_e32 v15, v106, v15
	v_cvt_f32_i32_e32 v107, v15
	v_cvt_f32_i32_e32 v106, v55
	v_fma_f32 v15, -v108, v109, 1.0
	v_fmac_f32_e32 v109, v15, v109
	v_div_scale_f32 v15, vcc, v57, v105, v57
	v_mul_f32_e32 v55, v15, v109
	v_fma_f32 v112, -v108, v55, v15
	v_fmac_f32_e32 v55, v112, v109
	v_fma_f32 v15, -v108, v55, v15
	v_div_scale_f32 v108, s[8:9], v104, v104, v56
	v_rcp_f32_e32 v112, v108
	v_div_fmas_f32 v15, v15, v109, v55
	v_div_fixup_f32 v105, v15, v105, v57
	s_and_b64 s[8:9], s[14:15], s[10:11]
	v_fma_f32 v15, -v108, v112, 1.0
	v_fmac_f32_e32 v112, v15, v112
	v_div_scale_f32 v15, vcc, v56, v104, v56
	v_mul_f32_e32 v55, v15, v112
	v_fma_f32 v109, -v108, v55, v15
	v_fmac_f32_e32 v55, v109, v112
	v_fma_f32 v15, -v108, v55, v15
	v_div_fmas_f32 v15, v15, v112, v55
	v_div_fixup_f32 v104, v15, v104, v56
	v_pk_mul_f32 v[108:109], v[104:105], v[104:105]
	v_cmp_neq_f32_e32 vcc, 0, v16
	v_pk_fma_f32 v[110:111], v[108:109], s[82:83], v[110:111] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_fma_f32 v[110:111], v[110:111], v[108:109], s[84:85] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[110:111], v[110:111], v[108:109], s[86:87] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[110:111], v[110:111], v[108:109], s[88:89] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_mul_f32 v[108:109], v[108:109], v[110:111] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_pk_add_f32 v[108:109], v[56:57], v[108:109]
	s_nop 0
	v_pk_fma_f32 v[56:57], v[104:105], v[108:109], v[56:57] neg_lo:[1,0,0] neg_hi:[1,0,0]
	s_nop 0
	v_pk_fma_f32 v[56:57], v[106:107], s[90:91], v[56:57] op_sel_hi:[1,0,1]
	s_nop 0
	v_pk_fma_f32 v[56:57], v[106:107], s[92:93], v[56:57] op_sel_hi:[1,0,1]
	s_nop 0
	v_cndmask_b32_e32 v15, v99, v56, vcc
	v_cmp_neq_f32_e32 vcc, 0, v17
	s_nop 1
	v_cndmask_b32_e32 v55, v99, v57, vcc
	v_cmp_neq_f32_e32 vcc, s71, v17
	s_nop 1
	v_cndmask_b32_e32 v55, v100, v55, vcc
	v_cmp_neq_f32_e32 vcc, s71, v16
	s_nop 1
	v_cndmask_b32_e32 v15, v100, v15, vcc
	v_cmp_ngt_f32_e32 vcc, 0, v16
	s_nop 1
	v_cndmask_b32_e32 v15, v101, v15, vcc
	v_cmp_ngt_f32_e32 vcc, 0, v17
	s_nop 1
	v_cndmask_b32_e32 v55, v101, v55, vcc
	v_cmp_u_f32_e32 vcc, v17, v17
	s_nop 1
	v_cndmask_b32_e32 v17, v55, v17, vcc
	v_cmp_u_f32_e32 vcc, v16, v16
	s_nop 1
	v_cndmask_b32_e32 v16, v15, v16, vcc
	v_pk_mul_f32 v[16:17], v[38:39], v[16:17]
	v_cmp_ge_f32_e32 vcc, s41, v103
	s_nop 1
	v_cndmask_b32_e32 v11, v11, v17, vcc
	v_cmp_ge_f32_e32 vcc, s38, v102
	s_nop 1
	v_cndmask_b32_e32 v10, v10, v16, vcc
	v_pk_mul_f32 v[10:11], v[44:45], v[10:11]
	s_nop 0
	v_cmp_ngt_f32_e32 vcc, s29, v10
	s_nop 1
	v_cndmask_b32_e32 v10, v68, v10, vcc
	v_cmp_ngt_f32_e32 vcc, s29, v11
	s_nop 1
	v_cndmask_b32_e32 v11, v68, v11, vcc
	v_cmp_nlt_f32_e32 vcc, s39, v11
	s_nop 1
	v_cndmask_b32_e32 v11, v69, v11, vcc
	v_cmp_nlt_f32_e32 vcc, s39, v10
	s_nop 1
	v_cndmask_b32_e32 v10, v69, v10, vcc
	v_pk_fma_f32 v[8:9], v[10:11], s[28:29], v[8:9] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_add_f32 v[8:9], v[8:9], s[40:41] op_sel_hi:[1,0]
	s_nop 0
	v_pk_fma_f32 v[10:11], v[8:9], s[42:43], v[10:11] op_sel_hi:[1,0,1]
	v_pk_mul_f32 v[16:17], v[8:9], s[44:45] op_sel_hi:[1,0]
	v_cmp_o_f32_e32 vcc, v9, v9
	v_pk_add_f32 v[56:57], v[10:11], v[16:17]
	s_nop 0
	v_pk_fma_f32 v[12:13], v[56:57], s[46:47], v[12:13] op_sel_hi:[1,0,0]
	v_pk_add_f32 v[10:11], v[56:57], v[10:11] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_fma_f32 v[12:13], v[12:13], v[56:57], s[72:73] op_sel_hi:[1,1,0]
	v_pk_add_f32 v[10:11], v[16:17], v[10:11] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_fma_f32 v[12:13], v[12:13], v[56:57], s[74:75] op_sel_hi:[1,1,0]
	v_pk_mul_f32 v[16:17], v[56:57], v[56:57]
	v_pk_fma_f32 v[12:13], v[12:13], v[56:57], s[76:77] op_sel_hi:[1,1,0]
	v_cndmask_b32_e32 v9, 0, v9, vcc
	v_pk_fma_f32 v[12:13], v[12:13], v[56:57], 0.5 op_sel_hi:[1,1,0]
	v_cmp_o_f32_e32 vcc, v8, v8
	v_pk_mul_f32 v[12:13], v[16:17], v[12:13]
	v_cvt_i32_f32_e32 v15, v9
	v_pk_add_f32 v[16:17], v[56:57], v[12:13]
	v_cndmask_b32_e32 v8, 0, v8, vcc
	v_pk_add_f32 v[56:57], v[16:17], v[56:57] neg_lo:[0,1] neg_hi:[0,1]
	v_cvt_i32_f32_e32 v55, v8
	v_pk_add_f32 v[12:13], v[12:13], v[56:57] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_pk_add_f32 v[10:11], v[10:11], v[12:13]
	v_pk_add_f32 v[12:13], v[16:17], 1.0 op_sel_hi:[1,0]
	s_nop 0
	v_pk_add_f32 v[56:57], v[12:13], -1.0 op_sel_hi:[1,0]
	s_nop 0
	v_pk_add_f32 v[16:17], v[16:17], v[56:57] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_pk_add_f32 v[8:9], v[16:17], v[10:11]
	v_ashrrev_i32_e32 v10, 1, v15
	v_pk_add_f32 v[8:9], v[12:13], v[8:9]
	v_ashrrev_i32_e32 v12, 1, v55
	v_sub_u32_e32 v16, v55, v12
	v_sub_u32_e32 v13, v15, v10
	v_lshl_add_u32 v11, v10, 23, 1.0
	v_lshl_add_u32 v10, v12, 23, 1.0
	v_lshl_add_u32 v13, v13, 23, 1.0
	v_lshl_add_u32 v12, v16, 23, 1.0
	v_pk_mul_f32 v[8:9], v[8:9], v[10:11]
	s_nop 0
	v_pk_mul_f32 v[8:9], v[8:9], v[12:13]
	ds_write_b128 v88, v[6:9]
	s_and_saveexec_b64 s[10:11], s[8:9]
	s_xor_b64 s[10:11], exec, s[10:11]
	s_cbranch_execz .LBB0_151
	v_mul_lo_u32 v12, s31, v1
	v_mul_lo_u32 v13, s30, v14
	v_mad_u64_u32 v[10:11], s[8:9], s30, v1, 0
	v_add3_u32 v11, v11, v13, v12
	v_lshl_add_u64 v[10:11], v[10:11], 2, v[48:49]
	global_store_dwordx4 v[10:11], v[6:9], off
.LBB0_151:
	s_or_b64 exec, exec, s[12:13]
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execnz .LBB0_171
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execnz .LBB0_172
.LBB0_153:
	s_or_b64 exec, exec, s[6:7]
	s_and_saveexec_b64 s[2:3], s[4:5]
.LBB0_154:
	ds_write_b32 v97, v58
.LBB0_155:
	s_or_b64 exec, exec, s[2:3]
	s_cmp_lt_i32 s79, 1
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_28
	v_med3_i32 v1, s23, 1, 16
	s_mov_b32 s4, 0
	s_branch .LBB0_158
.LBB0_157:
	s_or_b64 exec, exec, s[2:3]
	s_add_i32 s4, s4, 1
	v_cmp_eq_u32_e32 vcc, s4, v1
	s_cbranch_vccnz .LBB0_28
.LBB0_158:
	s_lshl_b32 s3, s4, 2
	v_mov_b32_e32 v6, s3
	ds_read_b32 v6, v6 offset:34944
	s_and_b64 s[6:7], s[24:25], exec
	s_waitcnt lgkmcnt(0)
	v_readfirstlane_b32 s2, v6
	s_cselect_b32 s2, s2, s4
	s_add_i32 s5, s2, s77
	s_cmp_lg_u32 s4, 0
	s_cselect_b64 s[6:7], -1, 0
	s_and_b64 s[6:7], s[24:25], s[6:7]
	s_and_b64 vcc, exec, s[6:7]
	s_cbranch_vccz .LBB0_165
	s_add_i32 s3, s3, 0x8880
	s_lshl_b32 s6, s5, 2
	s_add_i32 s3, s3, -4
	v_mov_b32_e32 v6, s6
	v_mov_b32_e32 v7, s3
	ds_read_b32 v6, v6 offset:35008
	ds_read_b32 v7, v7
	s_waitcnt lgkmcnt(1)
	v_readfirstlane_b32 s3, v6
	s_waitcnt lgkmcnt(0)
	v_cmp_ne_u32_e32 vcc, v6, v7
	s_cbranch_vccz .LBB0_165
	s_barrier
	ds_read2st64_b32 v[24:25], v93 offset1:2
	ds_read2st64_b32 v[26:27], v93 offset0:4 offset1:6
	ds_read2st64_b32 v[18:19], v93 offset0:8 offset1:10
	ds_read2st64_b32 v[20:21], v93 offset0:12 offset1:14
	ds_read2st64_b32 v[28:29], v93 offset0:16 offset1:18
	ds_read2st64_b32 v[30:31], v93 offset0:20 offset1:22
	ds_read2st64_b32 v[32:33], v93 offset0:24 offset1:26
	ds_read2st64_b32 v[34:35], v93 offset0:28 offset1:30
	s_cmp_gt_u32 s3, 0x7ffffffe
	s_cbranch_scc1 .LBB0_165
	s_lshl_b32 s6, s3, 2
	v_mov_b32_e32 v6, s6
	ds_read_b32 v7, v6 offset:34880
	s_add_i32 s3, s3, 1
	s_mov_b32 s6, 0
	v_mov_b32_e32 v6, v94
	s_waitcnt lgkmcnt(0)
	v_readfirstlane_b32 s7, v7
	v_mov_b32_e32 v7, v92
	s_branch .LBB0_163
.LBB0_162:
	s_add_i32 s6, s6, 1
	v_add_u32_e32 v7, 64, v7
	s_cmp_eq_u32 s3, s6
	v_add_u32_e32 v6, 0x200, v6
	s_cbranch_scc1 .LBB0_165
.LBB0_163:
	s_lshr_b32 s8, s7, s6
	s_bitcmp0_b32 s8, 0
	s_cbranch_scc1 .LBB0_162
	ds_read_b32 v16, v7
	ds_read_b128 v[8:11], v6
	ds_read_b128 v[12:15], v6 offset:8192
	ds_read_b128 v[56:59], v6 offset:8320
	ds_read_b128 v[102:105], v6 offset:128
	s_waitcnt lgkmcnt(3)
	v_pk_mul_f32 v[8:9], v[24:25], v[8:9]
	s_waitcnt lgkmcnt(2)
	v_pk_fma_f32 v[24:25], v[12:13], v[16:17], v[8:9] op_sel_hi:[1,0,1]
	v_pk_mul_f32 v[8:9], v[26:27], v[10:11]
	s_waitcnt lgkmcnt(0)
	v_pk_mul_f32 v[20:21], v[20:21], v[104:105]
	v_pk_fma_f32 v[26:27], v[14:15], v[16:17], v[8:9] op_sel_hi:[1,0,1]
	v_pk_mul_f32 v[8:9], v[18:19], v[102:103]
	ds_read_b128 v[12:15], v6 offset:8448
	ds_read_b128 v[102:105], v6 offset:8576
	v_pk_fma_f32 v[18:19], v[56:57], v[16:17], v[8:9] op_sel_hi:[1,0,1]
	ds_read_b128 v[8:11], v6 offset:256
	v_pk_fma_f32 v[20:21], v[58:59], v[16:17], v[20:21] op_sel_hi:[1,0,1]
	ds_read_b128 v[56:59], v6 offset:384
	s_waitcnt lgkmcnt(1)
	v_pk_mul_f32 v[8:9], v[28:29], v[8:9]
	s_nop 0
	v_pk_fma_f32 v[28:29], v[12:13], v[16:17], v[8:9] op_sel_hi:[1,0,1]
	v_pk_mul_f32 v[8:9], v[30:31], v[10:11]
	s_nop 0
	v_pk_fma_f32 v[30:31], v[14:15], v[16:17], v[8:9] op_sel_hi:[1,0,1]
	s_waitcnt lgkmcnt(0)
	v_pk_mul_f32 v[8:9], v[32:33], v[56:57]
	s_nop 0
	v_pk_fma_f32 v[32:33], v[102:103], v[16:17], v[8:9] op_sel_hi:[1,0,1]
	v_pk_mul_f32 v[8:9], v[34:35], v[58:59]
	s_nop 0
	v_pk_fma_f32 v[34:35], v[104:105], v[16:17], v[8:9] op_sel_hi:[1,0,1]
	s_branch .LBB0_162
.LBB0_165:
	v_lshl_or_b32 v55, s2, 9, v22
	ds_read_b128 v[6:9], v55 offset:128
	ds_read_b128 v[10:13], v55
	ds_read_b128 v[102:105], v55 offset:256
	v_lshl_add_u32 v60, s2, 6, v62
	s_lshl_b32 s2, s2, 2
	s_waitcnt lgkmcnt(2)
	v_pk_mul_f32 v[56:57], v[18:19], v[6:7]
	v_pk_mul_f32 v[58:59], v[20:21], v[8:9]
	ds_read_b128 v[6:9], v55 offset:8192
	ds_read_b128 v[106:109], v55 offset:384
	ds_read_b128 v[18:21], v55 offset:8320
	ds_read_b128 v[14:17], v55 offset:8448
	s_waitcnt lgkmcnt(5)
	v_pk_mul_f32 v[24:25], v[24:25], v[10:11]
	v_pk_mul_f32 v[26:27], v[26:27], v[12:13]
	ds_read_b128 v[10:13], v55 offset:8576
	ds_read_b32 v60, v60
	s_waitcnt lgkmcnt(6)
	v_pk_mul_f32 v[28:29], v[28:29], v[102:103]
	v_pk_mul_f32 v[30:31], v[30:31], v[104:105]
	s_waitcnt lgkmcnt(5)
	v_mov_b32_e32 v102, v7
	s_waitcnt lgkmcnt(3)
	v_mov_b32_e32 v103, v19
	v_mov_b32_e32 v104, v25
	v_mov_b32_e32 v105, v57
	v_pk_mul_f32 v[32:33], v[32:33], v[106:107]
	v_pk_mul_f32 v[102:103], v[102:103], v[104:105]
	v_mov_b32_e32 v104, v6
	v_mov_b32_e32 v105, v18
	v_mov_b32_e32 v106, v24
	v_mov_b32_e32 v107, v56
	v_pk_fma_f32 v[102:103], v[104:105], v[106:107], v[102:103]
	v_mov_b32_e32 v104, v8
	v_mov_b32_e32 v105, v20
	v_mov_b32_e32 v106, v26
	v_mov_b32_e32 v107, v58
	v_pk_fma_f32 v[102:103], v[104:105], v[106:107], v[102:103]
	v_mov_b32_e32 v104, v9
	v_mov_b32_e32 v105, v21
	v_mov_b32_e32 v106, v27
	v_mov_b32_e32 v107, v59
	v_pk_fma_f32 v[102:103], v[104:105], v[106:107], v[102:103]
	s_waitcnt lgkmcnt(2)
	v_mov_b32_e32 v104, v15
	s_waitcnt lgkmcnt(1)
	v_mov_b32_e32 v105, v11
	v_mov_b32_e32 v106, v29
	v_mov_b32_e32 v107, v33
	v_pk_mul_f32 v[34:35], v[34:35], v[108:109]
	v_pk_mul_f32 v[104:105], v[104:105], v[106:107]
	v_mov_b32_e32 v106, v14
	v_mov_b32_e32 v107, v10
	v_mov_b32_e32 v108, v28
	v_mov_b32_e32 v109, v32
	v_pk_fma_f32 v[104:105], v[106:107], v[108:109], v[104:105]
	v_mov_b32_e32 v106, v16
	v_mov_b32_e32 v107, v12
	v_mov_b32_e32 v108, v30
	v_mov_b32_e32 v109, v34
	v_pk_fma_f32 v[104:105], v[106:107], v[108:109], v[104:105]
	v_mov_b32_e32 v106, v17
	v_mov_b32_e32 v107, v13
	v_mov_b32_e32 v108, v31
	v_mov_b32_e32 v109, v35
	v_pk_fma_f32 v[104:105], v[106:107], v[108:109], v[104:105]
	s_nop 0
	v_pk_add_f32 v[102:103], v[102:103], v[104:105]
	v_mov_b32_e32 v104, s2
	v_add_f32_e32 v102, v102, v103
	ds_bpermute_b32 v103, v74, v102
	ds_read_b32 v104, v104 offset:34816
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v102, v102, v103
	ds_bpermute_b32 v103, v75, v102
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v102, v102, v103
	ds_bpermute_b32 v103, v76, v102
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v102, v102, v103
	v_sub_f32_e32 v60, v60, v102
	v_mul_f32_e32 v60, v104, v60
	s_and_saveexec_b64 s[2:3], s[26:27]
	v_lshl_add_u32 v102, s5, 6, v92
	ds_write_b32 v102, v60
	s_or_b64 exec, exec, s[2:3]
	v_add_u32_e32 v55, 0x2000, v55
	v_pk_fma_f32 v[24:25], v[6:7], v[60:61], v[24:25] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[26:27], v[8:9], v[60:61], v[26:27] op_sel_hi:[1,0,1]
	ds_read_b128 v[6:9], v55 offset:8192
	v_pk_fma_f32 v[18:19], v[18:19], v[60:61], v[56:57] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[20:21], v[20:21], v[60:61], v[58:59] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[28:29], v[14:15], v[60:61], v[28:29] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[30:31], v[16:17], v[60:61], v[30:31] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[32:33], v[10:11], v[60:61], v[32:33] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[34:35], v[12:13], v[60:61], v[34:35] op_sel_hi:[1,0,1]
	ds_read_b128 v[10:13], v55 offset:8320
	ds_read_b128 v[14:17], v55 offset:8448
	ds_read_b128 v[56:59], v55 offset:8576
	s_waitcnt lgkmcnt(3)
	v_mul_f32_e32 v7, v25, v7
	v_fmac_f32_e32 v7, v6, v24
	v_fmac_f32_e32 v7, v8, v26
	v_fmac_f32_e32 v7, v9, v27
	s_waitcnt lgkmcnt(2)
	v_mul_f32_e32 v6, v19, v11
	s_waitcnt lgkmcnt(1)
	v_mul_f32_e32 v8, v29, v15
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v9, v33, v57
	v_fmac_f32_e32 v6, v10, v18
	v_fmac_f32_e32 v8, v14, v28
	v_fmac_f32_e32 v9, v56, v32
	v_fmac_f32_e32 v6, v12, v20
	v_fmac_f32_e32 v8, v16, v30
	v_fmac_f32_e32 v9, v58, v34
	v_fmac_f32_e32 v6, v13, v21
	v_fmac_f32_e32 v8, v17, v31
	v_fmac_f32_e32 v9, v59, v35
	v_add_f32_e32 v7, v7, v8
	v_add_f32_e32 v6, v6, v9
	v_add_f32_e32 v6, v7, v6
	ds_bpermute_b32 v7, v74, v6
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v6, v6, v7
	ds_bpermute_b32 v7, v75, v6
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v6, v6, v7
	ds_bpermute_b32 v7, v76, v6
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_169
	s_add_i32 s6, s5, s22
	s_ashr_i32 s7, s6, 31
	s_mul_i32 s7, s30, s7
	s_mul_hi_u32 s8, s30, s6
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v6, v6, v7
	s_add_i32 s7, s8, s7
	s_mul_i32 s8, s31, s6
	v_bfe_u32 v7, v6, 16, 1
	s_add_i32 s7, s7, s8
	s_mul_i32 s6, s30, s6
	v_add3_u32 v7, v7, v6, s75
	v_or_b32_e32 v8, 0x400000, v6
	v_cmp_u_f32_e32 vcc, v6, v6
	s_nop 1
	v_cndmask_b32_e32 v8, v7, v8, vcc
	v_lshl_add_u64 v[6:7], s[6:7], 1, v[50:51]
	global_store_short_d16_hi v[6:7], v8, off
.LBB0_169:
	s_or_b64 exec, exec, s[2:3]
	s_cmp_lt_i32 s5, s73
	s_cselect_b64 s[2:3], -1, 0
	s_and_b64 s[6:7], s[2:3], s[64:65]
	s_and_saveexec_b64 s[2:3], s[6:7]
	s_cbranch_execz .LBB0_157
	s_ashr_i32 s6, s5, 31
	s_mul_hi_u32 s7, s30, s5
	s_mul_i32 s6, s30, s6
	s_add_i32 s6, s7, s6
	s_mul_i32 s7, s31, s5
	s_add_i32 s7, s6, s7
	s_mul_i32 s6, s30, s5
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[6:7], s[6:7], 2, v[52:53]
	global_store_dword v[6:7], v60, off
	s_branch .LBB0_157
.LBB0_171:
	v_sub_f32_e32 v1, 0, v60
	v_cmp_nlt_f32_e64 vcc, -v60, s29
	s_nop 1
	v_cndmask_b32_e32 v1, v68, v1, vcc
	v_cmp_nlt_f32_e32 vcc, s39, v1
	s_nop 1
	v_cndmask_b32_e32 v1, v69, v1, vcc
	v_fmamk_f32 v6, v1, 0x3fb8aa3b, v70
	v_add_f32_e32 v10, 0xcb400000, v6
	v_fmac_f32_e32 v1, 0xbf317218, v10
	v_mul_f32_e32 v7, 0x3102e308, v10
	v_add_f32_e32 v9, v1, v7
	v_fmamk_f32 v6, v9, 0x39500d01, v71
	v_fmaak_f32 v6, v6, v9, 0x3c088889
	v_fmaak_f32 v6, v6, v9, 0x3d2aaaab
	v_fmaak_f32 v6, v6, v9, 0x3e2aaaab
	v_fma_f32 v6, v6, v9, 0.5
	v_mul_f32_e32 v8, v9, v9
	v_mul_f32_e32 v8, v8, v6
	v_add_f32_e32 v6, v9, v8
	v_cmp_o_f32_e32 vcc, v10, v10
	v_sub_f32_e32 v11, v6, v9
	v_sub_f32_e32 v9, v9, v1
	v_cndmask_b32_e32 v1, 0, v10, vcc
	v_add_f32_e32 v12, 1.0, v6
	v_cvt_i32_f32_e32 v1, v1
	v_sub_f32_e32 v11, v8, v11
	v_add_f32_e32 v8, -1.0, v12
	v_pk_add_f32 v[6:7], v[6:7], v[8:9] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_add_f32_e32 v7, v7, v11
	v_add_f32_e32 v6, v6, v7
	v_ashrrev_i32_e32 v7, 1, v1
	v_add_f32_e32 v6, v12, v6
	v_sub_u32_e32 v1, v1, v7
	v_lshl_add_u32 v7, v7, 23, 1.0
	v_lshl_add_u32 v1, v1, 23, 1.0
	v_mul_f32_e32 v6, v6, v7
	v_mul_f32_e32 v1, v6, v1
	v_add_f32_e32 v1, 1.0, v1
	v_div_scale_f32 v6, s[6:7], v1, v1, 1.0
	v_rcp_f32_e32 v7, v6
	s_nop 0
	v_fma_f32 v8, -v6, v7, 1.0
	v_fmac_f32_e32 v7, v8, v7
	v_div_scale_f32 v8, vcc, 1.0, v1, 1.0
	v_mul_f32_e32 v9, v8, v7
	v_fma_f32 v10, -v6, v9, v8
	v_fmac_f32_e32 v9, v10, v7
	v_fma_f32 v6, -v6, v9, v8
	v_div_fmas_f32 v6, v6, v7, v9
	v_div_fixup_f32 v1, v6, v1, 1.0
	ds_write_b32 v91, v1
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_153
.LBB0_172:
	ds_write_b32 v96, v59
	s_or_b64 exec, exec, s[6:7]
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execnz .LBB0_154
	s_branch .LBB0_155
.LBB0_173:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel kda_verify_tuple_act_bf16_dt_f32_pool_f32_bv16w2_tree
		.amdhsa_group_segment_fixed_size 35072
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
		.amdhsa_next_free_vgpr 257
		.amdhsa_next_free_sgpr 98
		.amdhsa_accum_offset 136
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
	.size	kda_verify_tuple_act_bf16_dt_f32_pool_f32_bv16w2_tree, .Lfunc_end0-kda_verify_tuple_act_bf16_dt_f32_pool_f32_bv16w2_tree

	.set kda_verify_tuple_act_bf16_dt_f32_pool_f32_bv16w2_tree.num_vgpr, 135
	.set kda_verify_tuple_act_bf16_dt_f32_pool_f32_bv16w2_tree.num_agpr, 0
	.set kda_verify_tuple_act_bf16_dt_f32_pool_f32_bv16w2_tree.numbered_sgpr, 98
	.set kda_verify_tuple_act_bf16_dt_f32_pool_f32_bv16w2_tree.num_named_barrier, 0
	.set kda_verify_tuple_act_bf16_dt_f32_pool_f32_bv16w2_tree.private_seg_size, 0
	.set kda_verify_tuple_act_bf16_dt_f32_pool_f32_bv16w2_tree.uses_vcc, 1
	.set kda_verify_tuple_act_bf16_dt_f32_pool_f32_bv16w2_tree.uses_flat_scratch, 0
	.set kda_verify_tuple_act_bf16_dt_f32_pool_f32_bv16w2_tree.has_dyn_sized_stack, 0
	.set kda_verify_tuple_act_bf16_dt_f32_pool_f32_bv16w2_tree.has_recursion, 0
	.set kda_verify_tuple_act_bf16_dt_f32_pool_f32_bv16w2_tree.has_indirect_call, 0
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
    .group_segment_fixed_size: 35072
    .kernarg_segment_align: 8
    .kernarg_segment_size: 268
    .max_flat_workgroup_size: 128
    .name:           kda_verify_tuple_act_bf16_dt_f32_pool_f32_bv16w2_tree
    .private_segment_fixed_size: 0
    .sgpr_count:     104
    .sgpr_spill_count: 0
    .symbol:         kda_verify_tuple_act_bf16_dt_f32_pool_f32_bv16w2_tree.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     135
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
