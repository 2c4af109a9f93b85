; deltagen generated file: do not edit. Regenerate with `cargo xtask gen`.
; kernel: gdn_verify  instance: gdn_verify_tuple_act_bf16_dt_f32_pool_f32_bv16w2_tree  arch: gfx950
; profile=portable  mode=tuple  act_dtype=bf16  dt_bias_dtype=f32  pool_dtype=f32  tile=bv16w2  lanes_per_column=8  requests=>1  tree=true
; ir-sha256: d5049d6b0b3c9d0d55346079143fae23122236909ed5206671e5ecb0def635b4
; llvm: 22.1  pipeline: default<O3>  ld.lld: LLVM 22.1
	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 6
	.text
	.globl	gdn_verify_tuple_act_bf16_dt_f32_pool_f32_bv16w2_tree
	.p2align	8
	.type	gdn_verify_tuple_act_bf16_dt_f32_pool_f32_bv16w2_tree,@function
gdn_verify_tuple_act_bf16_dt_f32_pool_f32_bv16w2_tree:
	s_load_dwordx8 s[20:27], s[0:1], 0x4
	s_mov_b32 s28, s3
	s_ashr_i32 s3, s2, 31
	s_lshr_b32 s3, s3, 29
	s_add_i32 s3, s2, s3
	s_waitcnt lgkmcnt(0)
	s_max_i32 s4, s22, 1
	v_cvt_f32_u32_e32 v1, s4
	s_sub_i32 s6, 0, s4
	s_abs_i32 s5, s23
	s_ashr_i32 s62, s3, 3
	v_rcp_iflag_f32_e32 v1, v1
	s_ashr_i32 s27, s23, 31
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
	s_xor_b32 s4, s4, s27
	s_sub_i32 s4, s4, s27
	s_max_i32 s71, s4, 1
	v_cvt_f32_u32_e32 v1, s71
	s_load_dwordx16 s[4:19], s[0:1], 0x20
	s_load_dwordx16 s[44:59], s[0:1], 0x60
	s_sub_i32 s29, 0, s71
	s_ashr_i32 s63, s62, 31
	v_rcp_iflag_f32_e32 v1, v1
	s_abs_i32 s72, s62
	s_lshl_b64 s[60:61], s[62:63], 2
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	s_nop 0
	v_readfirstlane_b32 s30, v1
	s_mul_i32 s29, s29, s30
	s_mul_hi_u32 s29, s30, s29
	s_add_i32 s39, s30, s29
	s_waitcnt lgkmcnt(0)
	s_add_u32 s30, s50, s60
	s_addc_u32 s31, s51, s61
	s_add_u32 s36, s52, s60
	s_addc_u32 s37, s53, s61
	s_ashr_i32 s29, s28, 31
	s_lshl_b64 s[40:41], s[28:29], 2
	s_add_u32 s4, s4, s40
	s_addc_u32 s5, s5, s41
	s_add_u32 s6, s6, s40
	s_addc_u32 s7, s7, s41
	s_load_dwordx2 s[34:35], s[6:7], 0x0
	s_load_dword s29, s[0:1], 0x108
	s_load_dword s33, s[30:31], 0x0
	s_load_dword s68, s[36:37], 0x0
	s_load_dword s38, s[4:5], 0x0
	s_waitcnt lgkmcnt(0)
	s_cmp_gt_i32 s34, -1
	s_cselect_b64 s[4:5], -1, 0
	s_cmp_ge_i32 s35, s34
	s_cselect_b64 s[6:7], -1, 0
	s_cmp_le_i32 s35, s20
	s_cselect_b64 s[30:31], -1, 0
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_sub_i32 s20, s35, s34
	s_and_b64 s[4:5], s[30:31], s[4:5]
	s_cmp_le_i32 s20, s25
	s_cselect_b64 s[6:7], -1, 0
	s_and_b64 s[30:31], s[6:7], s[4:5]
	s_and_b64 s[36:37], s[30:31], exec
	s_cselect_b32 s35, s20, 0
	s_add_u32 s8, s8, s40
	s_addc_u32 s9, s9, s41
	s_load_dword s70, s[8:9], 0x0
	s_cmp_lg_u32 s29, 0
	s_cselect_b64 s[52:53], -1, 0
	s_cmp_eq_u32 s29, 0
	s_mul_hi_u32 s73, s72, s39
	s_cbranch_scc1 .LBB0_8
	v_cmp_eq_u32_e32 vcc, 0, v0
	s_and_saveexec_b64 s[8:9], vcc
	v_mov_b32_e32 v1, 1
	v_mov_b32_e32 v2, 0
	ds_write_b32 v2, v1 offset:26752
	s_or_b64 exec, exec, s[8:9]
	s_cmp_gt_i32 s35, 16
	s_cselect_b32 s20, 2, 0
	s_cmp_lt_i32 s35, 2
	s_cbranch_scc1 .LBB0_9
	s_load_dwordx2 s[8:9], s[0:1], 0x100
	s_mul_hi_i32 s29, s28, s25
	s_mul_i32 s28, s28, s25
	s_lshl_b64 s[28:29], s[28:29], 2
	s_mov_b32 s39, 1
	s_waitcnt lgkmcnt(0)
	s_add_u32 s8, s8, s28
	s_addc_u32 s9, s9, s29
	s_add_u32 s8, s8, 4
	s_addc_u32 s9, s9, 0
	s_movk_i32 s40, 0x6884
	s_branch .LBB0_6
.LBB0_5:
	s_or_b64 exec, exec, s[36:37]
	s_and_b64 s[28:29], s[28:29], exec
	s_cselect_b32 s28, 0, 16
	s_or_b32 s20, s28, s20
	s_add_i32 s39, s39, 1
	s_add_i32 s40, s40, 4
	s_add_u32 s8, s8, 4
	s_addc_u32 s9, s9, 0
	s_cmp_eq_u32 s35, s39
	s_cbranch_scc1 .LBB0_9
.LBB0_6:
	s_load_dword s41, s[8:9], 0x0
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_u32 s41, s39
	s_cselect_b64 s[28:29], -1, 0
	s_cmp_lt_u32 s39, 16
	s_cselect_b64 s[36:37], -1, 0
	s_and_b64 s[42:43], vcc, s[36:37]
	s_and_saveexec_b64 s[36:37], s[42:43]
	s_cbranch_execz .LBB0_5
	s_lshl_b32 s50, 1, s39
	s_and_b64 s[42:43], s[28:29], exec
	s_cselect_b32 s42, s41, 0
	s_lshl_b32 s42, s42, 2
	v_mov_b32_e32 v1, s42
	ds_read_b32 v1, v1 offset:26752
	v_mov_b32_e32 v2, s40
	v_mov_b32_e32 v3, s41
	s_waitcnt lgkmcnt(0)
	v_or_b32_e32 v1, s50, v1
	ds_write2_b32 v2, v1, v3 offset1:32
	s_branch .LBB0_5
.LBB0_8:
	s_mov_b32 s20, 0
.LBB0_9:
	s_ashr_i32 s75, s3, 31
	s_lshl_b32 s3, s62, 3
	s_sub_i32 s74, s2, s3
	s_cmp_gt_i32 s38, -1
	s_cselect_b64 s[2:3], -1, 0
	s_cmp_lt_i32 s38, s21
	s_cselect_b64 s[8:9], -1, 0
	s_and_b64 s[2:3], s[2:3], s[8:9]
	s_and_b64 s[28:29], s[2:3], s[30:31]
	s_cmp_eq_u32 s20, 0
	v_lshrrev_b32_e32 v8, 3, v0
	v_and_b32_e32 v45, 7, v0
	s_cselect_b64 s[2:3], -1, 0
	v_mov_b32_e32 v20, 0
	v_lshl_or_b32 v2, s74, 4, v8
	s_and_b64 s[28:29], s[28:29], s[2:3]
	v_lshlrev_b32_e32 v1, 2, v45
	v_mov_b32_e32 v21, v20
	v_ashrrev_i32_e32 v3, 31, v2
	s_lshl_b64 s[64:65], s[62:63], 7
	s_and_b64 vcc, exec, s[28:29]
	v_lshlrev_b32_e32 v18, 2, v1
	v_mov_b64_e32 v[22:23], v[20:21]
	v_mov_b64_e32 v[24:25], v[20:21]
	v_mov_b64_e32 v[26:27], v[20:21]
	v_mov_b64_e32 v[14:15], v[20:21]
	v_mov_b64_e32 v[16:17], v[20:21]
	v_mov_b64_e32 v[28:29], v[20:21]
	v_mov_b64_e32 v[30:31], v[20:21]
	s_cbranch_vccz .LBB0_11
	s_mul_i32 s13, s13, s38
	s_mul_hi_u32 s21, s12, s38
	s_add_i32 s13, s21, s13
	s_mul_i32 s12, s12, s38
	s_lshl_b64 s[12:13], s[12:13], 2
	v_lshl_add_u64 v[4:5], s[64:65], 0, v[2:3]
	s_add_u32 s10, s10, s12
	s_addc_u32 s11, s11, s13
	v_lshlrev_b64 v[4:5], 9, v[4:5]
	v_lshl_add_u64 v[4:5], s[10:11], 0, v[4:5]
	v_mov_b32_e32 v19, v20
	v_lshl_add_u64 v[20:21], v[4:5], 0, v[18:19]
	global_load_dwordx4 v[4:7], v[20:21], off
	global_load_dwordx4 v[10:13], v[20:21], off offset:128
	global_load_dwordx4 v[14:17], v[20:21], off offset:256
	global_load_dwordx4 v[28:31], v[20:21], off offset:384
	s_waitcnt vmcnt(3)
	v_pk_add_f32 v[20:21], v[4:5], 0 op_sel_hi:[1,0]
	v_pk_add_f32 v[22:23], v[6:7], 0 op_sel_hi:[1,0]
	s_waitcnt vmcnt(2)
	v_pk_add_f32 v[24:25], v[10:11], 0 op_sel_hi:[1,0]
	v_pk_add_f32 v[26:27], v[12:13], 0 op_sel_hi:[1,0]
	s_waitcnt vmcnt(1)
	v_pk_add_f32 v[14:15], v[14:15], 0 op_sel_hi:[1,0]
	v_pk_add_f32 v[16:17], v[16:17], 0 op_sel_hi:[1,0]
	s_waitcnt vmcnt(0)
	v_pk_add_f32 v[28:29], v[28:29], 0 op_sel_hi:[1,0]
	v_pk_add_f32 v[30:31], v[30:31], 0 op_sel_hi:[1,0]
.LBB0_11:
	s_xor_b64 s[6:7], s[6:7], -1
	s_xor_b64 s[10:11], s[4:5], -1
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_and_b64 s[4:5], s[4:5], exec
	s_cselect_b32 s6, 2, 0
	s_and_b64 s[4:5], s[8:9], exec
	s_cselect_b32 s7, 0, 4
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_i32 s70, s24
	s_cselect_b64 s[66:67], -1, 0
	s_and_b64 s[4:5], s[66:67], exec
	v_cndmask_b32_e64 v1, 0, 1, s[10:11]
	s_cselect_b32 s4, 0, 8
	s_or_b32 s4, s4, s7
	v_readfirstlane_b32 s7, v1
	s_or_b32 s4, s4, s7
	s_and_b32 s5, s20, 18
	s_or_b32 s4, s4, s6
	s_or_b32 s6, s4, s5
	s_cmp_eq_u32 s6, 0
	s_cselect_b64 s[4:5], -1, 0
	s_cmp_eq_u32 s26, 0
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
	v_mov_b32_e32 v4, s6
	global_atomic_or v1, v4, s[14:15]
.LBB0_14:
	s_or_b64 exec, exec, s[4:5]
.LBB0_15:
	s_and_b64 s[2:3], s[2:3], exec
	s_cselect_b32 s24, s35, 0
	s_andn2_b64 vcc, exec, s[52:53]
	s_cbranch_vccnz .LBB0_26
	v_cmp_gt_i32_e32 vcc, s24, v0
	s_barrier
	s_and_saveexec_b64 s[20:21], vcc
	s_cbranch_execz .LBB0_25
	v_lshlrev_b32_e32 v1, 2, v0
	ds_read_b32 v4, v1 offset:26752
	s_cmp_lt_u32 s24, 2
	s_mov_b32 s26, 0
	s_cbranch_scc1 .LBB0_21
	s_and_b32 s26, s24, -2
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v1, v4
	v_mov_b32_e32 v5, v0
	s_mov_b32 s28, 1
	v_mov_b32_e32 v6, 0
	s_movk_i32 s29, 0x6880
	s_mov_b32 s30, s26
	v_mov_b32_e32 v7, 0
	v_mov_b32_e32 v9, 0
.LBB0_19:
	v_mov_b32_e32 v10, s29
	ds_read_b64 v[10:11], v10
	v_cmp_ne_u32_e32 vcc, s28, v5
	v_cmp_ne_u32_e64 s[2:3], v9, v0
	s_add_i32 s28, s28, 2
	s_add_i32 s30, s30, -2
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v12, v11, v1
	v_xor_b32_e32 v13, v10, v4
	v_and_b32_e32 v11, v12, v11
	v_and_b32_e32 v10, v13, v10
	v_and_b32_e32 v12, v12, v1
	v_and_b32_e32 v13, v13, v4
	v_sub_u32_e32 v19, 0, v11
	v_sub_u32_e32 v32, 0, v10
	v_sub_u32_e32 v33, 0, v12
	v_sub_u32_e32 v34, 0, v13
	v_cmp_eq_u32_e64 s[4:5], 0, v10
	v_cmp_eq_u32_e64 s[6:7], 0, v11
	v_cmp_ne_u32_e64 s[8:9], 0, v12
	v_cmp_ne_u32_e64 s[10:11], 0, v13
	v_and_b32_e32 v11, v11, v19
	v_and_b32_e32 v10, v10, v32
	v_and_b32_e32 v12, v12, v33
	v_and_b32_e32 v13, v13, v34
	v_cmp_lt_i32_e64 s[12:13], v11, v12
	v_cmp_lt_i32_e64 s[14:15], v10, v13
	s_and_b64 s[10:11], s[10:11], s[14:15]
	s_and_b64 s[8:9], s[8:9], s[12:13]
	s_or_b64 s[6:7], s[6:7], s[8:9]
	s_or_b64 s[4:5], s[4:5], s[10:11]
	s_add_i32 s29, s29, 8
	s_and_b64 s[2:3], s[2:3], s[4:5]
	s_and_b64 vcc, vcc, s[6:7]
	v_add_u32_e32 v9, 2, v9
	v_addc_co_u32_e32 v7, vcc, 0, v7, vcc
	s_cmp_lg_u32 s30, 0
	v_addc_co_u32_e64 v6, vcc, 0, v6, s[2:3]
	s_cbranch_scc1 .LBB0_19
	s_cmp_lg_u32 s24, s26
	v_add_u32_e32 v1, v6, v7
	s_cselect_b64 s[2:3], -1, 0
	s_and_b64 vcc, exec, s[2:3]
	s_cbranch_vccnz .LBB0_22
	s_branch .LBB0_24
.LBB0_21:
	v_mov_b32_e32 v1, 0
	s_cbranch_execz .LBB0_24
.LBB0_22:
	s_sub_i32 s8, s24, s26
	v_subrev_u32_e32 v5, s26, v0
	s_lshl2_add_u32 s9, s26, 0x6880
.LBB0_23:
	v_mov_b32_e32 v6, s9
	ds_read_b32 v6, v6
	v_add_co_u32_e32 v5, vcc, -1, v5
	s_add_i32 s8, s8, -1
	s_add_i32 s9, s9, 4
	s_waitcnt lgkmcnt(0)
	v_bitop3_b32 v9, v6, v6, v4 bitop3:0x48
	v_bitop3_b32 v10, v6, v4, v6 bitop3:0xc
	v_xor_b32_e32 v7, v6, v4
	v_cmp_eq_u32_e64 s[2:3], 0, v9
	v_sub_co_u32_e64 v10, s[4:5], 0, v10
	v_sub_u32_e32 v9, 0, v9
	v_bitop3_b32 v7, v7, v9, v6 bitop3:0x80
	v_bitop3_b32 v6, v6, v10, v4 bitop3:8
	v_cmp_lt_i32_e64 s[6:7], v7, v6
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_or_b64 s[2:3], s[2:3], s[4:5]
	s_and_b64 vcc, vcc, s[2:3]
	s_cmp_lg_u32 s8, 0
	v_addc_co_u32_e32 v1, vcc, 0, v1, vcc
	s_cbranch_scc1 .LBB0_23
.LBB0_24:
	v_lshlrev_b32_e32 v1, 2, v1
	ds_write_b32 v1, v0 offset:26816
.LBB0_25:
	s_or_b64 exec, exec, s[20:21]
	v_lshlrev_b32_e32 v1, 2, v0
	ds_write2st64_b32 v1, v20, v21 offset0:64 offset1:66
	ds_write2st64_b32 v1, v22, v23 offset0:68 offset1:70
	ds_write2st64_b32 v1, v24, v25 offset0:72 offset1:74
	ds_write2st64_b32 v1, v26, v27 offset0:76 offset1:78
	ds_write2st64_b32 v1, v14, v15 offset0:80 offset1:82
	ds_write2st64_b32 v1, v16, v17 offset0:84 offset1:86
	ds_write2st64_b32 v1, v28, v29 offset0:88 offset1:90
	ds_write2st64_b32 v1, v30, v31 offset0:92 offset1:94
.LBB0_26:
	s_add_i32 s2, s24, 15
	s_cmp_lt_i32 s2, 16
	s_cbranch_scc1 .LBB0_136
	s_ashr_i32 s3, s2, 31
	s_lshr_b32 s3, s3, 28
	s_add_i32 s2, s2, s3
	s_ashr_i32 s69, s2, 4
	s_lshl_b64 s[2:3], s[64:65], 1
	s_add_u32 s4, s44, s2
	s_addc_u32 s5, s45, s3
	s_waitcnt lgkmcnt(9)
	v_lshlrev_b64 v[4:5], 1, v[2:3]
	v_lshl_add_u64 v[32:33], s[4:5], 0, v[4:5]
	s_lshl_b64 s[4:5], s[62:63], 1
	s_add_u32 s14, s46, s4
	s_addc_u32 s15, s47, s5
	s_add_u32 s20, s48, s4
	s_addc_u32 s21, s49, s5
	s_load_dwordx16 s[36:51], s[0:1], 0xa0
	s_load_dwordx2 s[4:5], s[0:1], 0xe0
	s_load_dwordx4 s[28:31], s[0:1], 0xe8
	s_mul_i32 s0, s73, s71
	s_sub_i32 s0, s72, s0
	s_add_i32 s1, s73, 1
	s_sub_i32 s6, s0, s71
	s_cmp_ge_u32 s0, s71
	s_cselect_b32 s1, s1, s73
	s_cselect_b32 s0, s6, s0
	s_add_i32 s6, s1, 1
	s_cmp_ge_u32 s0, s71
	s_cselect_b32 s6, s6, s1
	s_waitcnt lgkmcnt(0)
	v_div_scale_f32 v1, s[0:1], s29, s29, 1.0
	v_rcp_f32_e32 v6, v1
	s_xor_b32 s0, s6, s75
	s_sub_i32 s0, s0, s75
	s_ashr_i32 s1, s0, 31
	s_mov_b32 s26, s23
	s_ashr_i32 s23, s22, 31
	v_fma_f32 v7, -v1, v6, 1.0
	s_cmp_gt_i32 s70, -1
	s_mul_i32 s8, s0, s71
	v_fmac_f32_e32 v6, v7, v6
	v_div_scale_f32 v7, vcc, 1.0, s29, 1.0
	s_cselect_b64 s[6:7], -1, 0
	s_sub_i32 s8, s62, s8
	v_mul_f32_e32 v9, v7, v6
	s_and_b64 s[6:7], s[6:7], s[66:67]
	s_or_b32 s8, s8, s74
	v_fma_f32 v10, -v1, v9, v7
	s_cmp_eq_u32 s8, 0
	v_fmac_f32_e32 v9, v10, v6
	s_cselect_b64 s[8:9], -1, 0
	s_cmp_eq_u32 s74, 0
	v_fma_f32 v1, -v1, v9, v7
	s_cselect_b64 s[10:11], -1, 0
	s_lshl_b64 s[12:13], s[64:65], 2
	v_div_fmas_f32 v1, v1, v6, v9
	s_add_u32 s12, s56, s12
	v_div_fixup_f32 v50, v1, s29, 1.0
	s_addc_u32 s13, s57, s13
	v_lshlrev_b32_e32 v1, 2, v8
	v_lshlrev_b32_e32 v8, 2, v0
	v_lshl_add_u64 v[2:3], v[2:3], 2, s[12:13]
	v_and_b32_e32 v6, 0x7c, v8
	s_lshl_b64 s[12:13], s[0:1], 7
	v_or_b32_e32 v34, s12, v6
	v_mov_b32_e32 v35, s13
	s_mul_i32 s12, s51, s70
	s_mul_hi_u32 s13, s50, s70
	s_add_i32 s13, s13, s12
	s_mul_i32 s12, s50, s70
	s_lshl_b64 s[22:23], s[22:23], 7
	s_lshl_b64 s[12:13], s[12:13], 2
	s_add_u32 s12, s58, s12
	s_addc_u32 s13, s59, s13
	s_lshl_b64 s[0:1], s[0:1], 9
	v_bfrev_b32_e32 v7, 0.5
	s_add_u32 s0, s12, s0
	v_bitop3_b32 v56, v8, 64, v7 bitop3:0x6c
	v_bitop3_b32 v57, v8, 32, v7 bitop3:0x6c
	v_bitop3_b32 v58, v8, 16, v7 bitop3:0x6c
	v_bitop3_b32 v59, v8, 8, v7 bitop3:0x6c
	v_bitop3_b32 v60, v8, 4, v7 bitop3:0x6c
	v_lshlrev_b32_e32 v6, 2, v6
	s_addc_u32 s1, s13, s1
	v_mov_b32_e32 v7, 0
	v_lshl_add_u64 v[36:37], s[0:1], 0, v[6:7]
	s_mul_i32 s0, s5, s70
	s_mul_hi_u32 s1, s4, s70
	s_add_i32 s1, s1, s0
	s_mul_i32 s0, s4, s70
	s_lshl_b64 s[0:1], s[0:1], 2
	s_add_u32 s0, s36, s0
	s_addc_u32 s1, s37, s1
	s_add_u32 s36, s0, s60
	s_addc_u32 s37, s1, s61
	v_lshrrev_b32_e32 v19, 5, v0
	s_add_u32 s0, s54, s2
	v_or_b32_e32 v53, 8, v45
	v_or_b32_e32 v55, 4, v19
	v_or_b32_e32 v65, 8, v19
	v_or_b32_e32 v66, 12, v19
	s_addc_u32 s1, s55, s3
	s_mul_i32 s2, s49, s70
	s_mul_hi_u32 s3, s48, s70
	v_or_b32_e32 v51, 0x6400, v1
	v_add_u32_e32 v52, s34, v45
	v_lshl_or_b32 v61, v19, 9, v6
	v_lshl_or_b32 v63, v55, 9, v6
	v_lshl_or_b32 v67, v65, 9, v6
	v_lshl_or_b32 v69, v66, 9, v6
	v_lshlrev_b32_e32 v6, 6, v45
	v_lshlrev_b32_e32 v7, 6, v53
	v_lshl_add_u64 v[38:39], s[0:1], 0, v[4:5]
	v_cmp_eq_u32_e64 s[0:1], 0, v45
	s_add_i32 s3, s3, s2
	s_mul_i32 s2, s48, s70
	s_mov_b32 s31, 0
	v_add_u32_e32 v54, 8, v52
	v_or_b32_e32 v62, 0x2000, v61
	v_or_b32_e32 v64, 0x2000, v63
	v_or_b32_e32 v68, 0x2000, v67
	v_or_b32_e32 v70, 0x2000, v69
	v_add_u32_e32 v71, 0x6840, v8
	v_or_b32_e32 v72, 0x6800, v8
	v_or_b32_e32 v73, 0x6000, v1
	v_or_b32_e32 v74, 0x4000, v8
	s_and_b64 s[50:51], s[0:1], s[52:53]
	s_lshl_b64 s[54:55], s[26:27], 7
	v_lshl_add_u64 v[40:41], s[2:3], 2, v[2:3]
	s_mov_b32 s48, s28
	s_mov_b32 s49, s28
	s_and_b64 s[56:57], s[6:7], s[8:9]
	s_and_b64 s[58:59], s[10:11], s[6:7]
	s_and_b64 s[60:61], s[6:7], s[0:1]
	s_mov_b32 s27, 0xf800000
	v_mov_b32_e32 v75, 0x260
	s_mov_b32 s28, 0xc2d00000
	s_mov_b32 s64, 0x42b20000
	v_mov_b32_e32 v76, 0x4b400000
	v_mov_b32_e32 v77, 0x3ab60b61
	s_mov_b32 s65, 0x800000
	v_mov_b32_e32 v78, 0x3e638e39
	s_mov_b32 s66, 0x7f800000
	v_add_u32_e32 v79, v51, v6
	v_add_u32_e32 v80, v51, v7
	v_bfrev_b32_e32 v81, 1
	v_mov_b32_e32 v82, 0xc2d00000
	v_mov_b32_e32 v83, 0x42b20000
	v_mov_b32_e32 v42, -1.0
	v_not_b32_e32 v84, 22
	v_mov_b32_e32 v85, 0xff800000
	v_mov_b32_e32 v86, 0x7f800000
	v_mov_b32_e32 v87, 0x7fc00000
	s_branch .LBB0_29
.LBB0_28:
	s_add_i32 s31, s31, 1
	s_add_i32 s35, s35, -16
	s_cmp_eq_u32 s31, s69
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_136
.LBB0_29:
	s_lshl_b32 s67, s31, 4
	s_sub_i32 s70, s24, s67
	v_mov_b32_e32 v7, 0
	v_cmp_gt_i32_e64 s[2:3], s70, v45
	v_mov_b32_e32 v8, v7
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_31
	v_add_u32_e32 v1, s67, v52
	v_ashrrev_i32_e32 v2, 31, v1
	v_mul_lo_u32 v4, s42, v2
	v_mul_lo_u32 v5, s43, v1
	v_mad_u64_u32 v[2:3], s[6:7], s42, v1, 0
	v_add3_u32 v3, v3, v4, v5
	v_lshl_add_u64 v[2:3], v[2:3], 1, v[32:33]
	global_load_ushort v1, v[2:3], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v8, 16, v1
.LBB0_31:
	s_or_b64 exec, exec, s[4:5]
	s_min_i32 s71, s70, 16
	v_cmp_gt_i32_e64 s[4:5], s71, v53
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB0_33
	v_add_u32_e32 v1, s67, v54
	v_ashrrev_i32_e32 v2, 31, v1
	v_mul_lo_u32 v4, s42, v2
	v_mul_lo_u32 v5, s43, v1
	v_mad_u64_u32 v[2:3], s[8:9], s42, v1, 0
	v_add3_u32 v3, v3, v4, v5
	v_lshl_add_u64 v[2:3], v[2:3], 1, v[32:33]
	global_load_ushort v1, v[2:3], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v7, 16, v1
.LBB0_33:
	s_or_b64 exec, exec, s[6:7]
	v_add_u32_e32 v9, s67, v0
	v_add_u32_e32 v2, s34, v9
	v_mov_b32_e32 v10, 0
	v_cmp_gt_i32_e64 s[6:7], s71, v0
	v_ashrrev_i32_e32 v1, 31, v2
	v_mov_b32_e32 v11, v10
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB0_35
	v_mul_lo_u32 v3, s45, v2
	v_mul_lo_u32 v6, s44, v1
	v_mad_u64_u32 v[4:5], s[10:11], s44, v2, 0
	v_add3_u32 v5, v5, v6, v3
	v_lshl_add_u64 v[4:5], v[4:5], 1, s[14:15]
	global_load_ushort v3, v[4:5], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v11, 16, v3
.LBB0_35:
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB0_37
	v_mul_lo_u32 v4, s47, v2
	v_mul_lo_u32 v1, s46, v1
	v_mad_u64_u32 v[2:3], s[10:11], s46, v2, 0
	v_add3_u32 v3, v3, v1, v4
	v_lshl_add_u64 v[2:3], v[2:3], 1, s[20:21]
	global_load_ushort v1, v[2:3], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v10, 16, v1
.LBB0_37:
	s_or_b64 exec, exec, s[8:9]
	v_add_u32_e32 v12, s67, v19
	v_add_u32_e32 v6, s34, v12
	v_ashrrev_i32_e32 v1, 31, v6
	v_mul_lo_u32 v4, s38, v1
	v_mul_lo_u32 v5, s39, v6
	v_mad_u64_u32 v[2:3], s[8:9], s38, v6, v[34:35]
	v_add3_u32 v3, v5, v3, v4
	v_mov_b32_e32 v91, 0
	v_cmp_gt_i32_e32 vcc, s71, v19
	v_lshl_add_u64 v[2:3], v[2:3], 1, s[16:17]
	v_mov_b32_e32 v49, v91
	s_and_saveexec_b64 s[8:9], vcc
	s_cbranch_execz .LBB0_39
	global_load_ushort v4, v[2:3], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v49, 16, v4
.LBB0_39:
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[8:9], vcc
	s_cbranch_execz .LBB0_41
	global_load_ushort v4, v[2:3], off offset:2
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v91, 16, v4
.LBB0_41:
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32_e32 v90, 0
	v_mov_b32_e32 v48, v90
	s_and_saveexec_b64 s[8:9], vcc
	s_cbranch_execz .LBB0_43
	global_load_ushort v4, v[2:3], off offset:4
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v48, 16, v4
.LBB0_43:
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[8:9], vcc
	s_cbranch_execz .LBB0_45
	global_load_ushort v2, v[2:3], off offset:6
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v90, 16, v2
.LBB0_45:
	s_or_b64 exec, exec, s[8:9]
	v_mad_u64_u32 v[2:3], s[8:9], s40, v6, v[34:35]
	v_mul_lo_u32 v1, s40, v1
	v_mul_lo_u32 v4, s41, v6
	v_add3_u32 v3, v4, v3, v1
	v_mov_b32_e32 v95, 0
	v_lshl_add_u64 v[2:3], v[2:3], 1, s[18:19]
	v_mov_b32_e32 v93, v95
	s_and_saveexec_b64 s[8:9], vcc
	s_cbranch_execz .LBB0_47
	global_load_ushort v1, v[2:3], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v93, 16, v1
.LBB0_47:
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[8:9], vcc
	s_cbranch_execz .LBB0_49
	global_load_ushort v1, v[2:3], off offset:2
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v95, 16, v1
.LBB0_49:
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32_e32 v94, 0
	v_mov_b32_e32 v92, v94
	s_and_saveexec_b64 s[8:9], vcc
	s_cbranch_execz .LBB0_51
	global_load_ushort v1, v[2:3], off offset:4
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v92, 16, v1
.LBB0_51:
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[8:9], vcc
	s_cbranch_execz .LBB0_53
	global_load_ushort v1, v[2:3], off offset:6
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v94, 16, v1
.LBB0_53:
	s_or_b64 exec, exec, s[8:9]
	v_add_u32_e32 v2, 4, v6
	v_ashrrev_i32_e32 v1, 31, v2
	v_mul_lo_u32 v3, s38, v1
	v_mul_lo_u32 v13, s39, v2
	v_mad_u64_u32 v[4:5], s[10:11], s38, v2, v[34:35]
	v_add3_u32 v5, v13, v5, v3
	v_mov_b32_e32 v46, 0
	v_cmp_gt_i32_e64 s[8:9], s71, v55
	v_lshl_add_u64 v[4:5], v[4:5], 1, s[16:17]
	v_mov_b32_e32 v43, v46
	s_and_saveexec_b64 s[10:11], s[8:9]
	s_cbranch_execz .LBB0_55
	global_load_ushort v3, v[4:5], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v43, 16, v3
.LBB0_55:
	s_or_b64 exec, exec, s[10:11]
	s_and_saveexec_b64 s[10:11], s[8:9]
	s_cbranch_execz .LBB0_57
	global_load_ushort v3, v[4:5], off offset:2
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v46, 16, v3
.LBB0_57:
	s_or_b64 exec, exec, s[10:11]
	v_mov_b32_e32 v44, 0
	v_mov_b32_e32 v13, v44
	s_and_saveexec_b64 s[10:11], s[8:9]
	s_cbranch_execz .LBB0_59
	global_load_ushort v3, v[4:5], off offset:4
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v13, 16, v3
.LBB0_59:
	s_or_b64 exec, exec, s[10:11]
	s_and_saveexec_b64 s[10:11], s[8:9]
	s_cbranch_execz .LBB0_61
	global_load_ushort v3, v[4:5], off offset:6
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v44, 16, v3
.LBB0_61:
	s_or_b64 exec, exec, s[10:11]
	v_mad_u64_u32 v[4:5], s[10:11], s40, v2, v[34:35]
	v_mul_lo_u32 v1, s40, v1
	v_mul_lo_u32 v2, s41, v2
	v_add3_u32 v5, v2, v5, v1
	v_mov_b32_e32 v89, 0
	v_lshl_add_u64 v[2:3], v[4:5], 1, s[18:19]
	v_mov_b32_e32 v47, v89
	s_and_saveexec_b64 s[10:11], s[8:9]
	s_cbranch_execz .LBB0_63
	global_load_ushort v1, v[2:3], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v47, 16, v1
.LBB0_63:
	s_or_b64 exec, exec, s[10:11]
	s_and_saveexec_b64 s[10:11], s[8:9]
	s_cbranch_execz .LBB0_65
	global_load_ushort v1, v[2:3], off offset:2
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v89, 16, v1
.LBB0_65:
	s_or_b64 exec, exec, s[10:11]
	v_mov_b32_e32 v88, 0
	v_mov_b32_e32 v1, v88
	s_and_saveexec_b64 s[10:11], s[8:9]
	s_cbranch_execnz .LBB0_68
	s_or_b64 exec, exec, s[10:11]
	s_and_saveexec_b64 s[10:11], s[8:9]
	s_cbranch_execnz .LBB0_69
.LBB0_67:
	s_or_b64 exec, exec, s[10:11]
	s_and_saveexec_b64 s[62:63], vcc
	s_cbranch_execnz .LBB0_70
	s_branch .LBB0_72
.LBB0_68:
	global_load_ushort v1, v[2:3], off offset:4
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v1, 16, v1
	s_or_b64 exec, exec, s[10:11]
	s_and_saveexec_b64 s[10:11], s[8:9]
	s_cbranch_execz .LBB0_67
.LBB0_69:
	global_load_ushort v2, v[2:3], off offset:6
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v88, 16, v2
	s_or_b64 exec, exec, s[10:11]
	s_and_saveexec_b64 s[62:63], vcc
	s_cbranch_execz .LBB0_72
.LBB0_70:
	v_mul_f32_e32 v2, v91, v91
	v_fmac_f32_e32 v2, v49, v49
	v_mul_f32_e32 v4, v95, v95
	v_fmac_f32_e32 v2, v48, v48
	v_fmac_f32_e32 v4, v93, v93
	v_fmac_f32_e32 v2, v90, v90
	v_fmac_f32_e32 v4, v92, v92
	ds_bpermute_b32 v3, v56, v2
	v_fmac_f32_e32 v4, v94, v94
	ds_bpermute_b32 v5, v56, v4
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v2, v2, v3
	ds_bpermute_b32 v3, v57, v2
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v4, v4, v5
	ds_bpermute_b32 v5, v57, v4
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v2, v2, v3
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v3, v4, v5
	ds_bpermute_b32 v4, v58, v2
	ds_bpermute_b32 v5, v58, v3
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v2, v2, v4
	ds_bpermute_b32 v4, v59, v2
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v3, v3, v5
	ds_bpermute_b32 v5, v59, v3
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v2, v2, v4
	ds_bpermute_b32 v4, v60, v2
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v3, v3, v5
	ds_bpermute_b32 v5, v60, v3
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v2, v2, v4
	v_add_f32_e32 v2, 0x358637bd, v2
	v_mul_f32_e32 v4, 0x4f800000, v2
	v_cmp_gt_f32_e32 vcc, s27, v2
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v3, v3, v5
	v_add_f32_e32 v3, 0x358637bd, v3
	v_cndmask_b32_e32 v2, v2, v4, vcc
	v_sqrt_f32_e32 v4, v2
	v_mul_f32_e32 v5, 0x4f800000, v3
	v_cmp_gt_f32_e64 s[10:11], s27, v3
	v_add_u32_e32 v96, -1, v4
	s_nop 0
	v_cndmask_b32_e64 v3, v3, v5, s[10:11]
	v_sqrt_f32_e32 v5, v3
	v_add_u32_e32 v97, 1, v4
	v_fma_f32 v98, -v96, v4, v2
	v_fma_f32 v99, -v97, v4, v2
	v_cmp_ge_f32_e64 s[12:13], 0, v98
	s_nop 1
	v_cndmask_b32_e64 v4, v4, v96, s[12:13]
	v_cmp_lt_f32_e64 s[12:13], 0, v99
	s_nop 1
	v_cndmask_b32_e64 v4, v4, v97, s[12:13]
	v_add_u32_e32 v97, -1, v5
	v_fma_f32 v98, -v97, v5, v3
	v_cmp_ge_f32_e64 s[12:13], 0, v98
	v_add_u32_e32 v98, 1, v5
	v_mul_f32_e32 v96, 0x37800000, v4
	v_cndmask_b32_e64 v97, v5, v97, s[12:13]
	v_fma_f32 v5, -v98, v5, v3
	v_cmp_lt_f32_e64 s[12:13], 0, v5
	v_cndmask_b32_e32 v4, v4, v96, vcc
	v_cmp_class_f32_e32 vcc, v2, v75
	v_cndmask_b32_e64 v5, v97, v98, s[12:13]
	v_mul_f32_e32 v97, 0x37800000, v5
	v_cndmask_b32_e64 v5, v5, v97, s[10:11]
	v_cmp_class_f32_e64 s[10:11], v3, v75
	v_cndmask_b32_e32 v96, v4, v2, vcc
	s_nop 0
	v_cndmask_b32_e64 v97, v5, v3, s[10:11]
	v_div_scale_f32 v3, s[10:11], v97, v97, v95
	v_rcp_f32_e32 v5, v3
	s_nop 0
	v_fma_f32 v2, -v3, v5, 1.0
	v_fmac_f32_e32 v5, v2, v5
	v_div_scale_f32 v2, vcc, v95, v97, v95
	v_mul_f32_e32 v4, v2, v5
	v_fma_f32 v98, -v3, v4, v2
	v_fmac_f32_e32 v4, v98, v5
	v_div_scale_f32 v98, s[10:11], v97, v97, v93
	v_rcp_f32_e32 v99, v98
	v_fma_f32 v2, -v3, v4, v2
	v_div_fmas_f32 v2, v2, v5, v4
	v_div_fixup_f32 v3, v2, v97, v95
	v_fma_f32 v2, -v98, v99, 1.0
	v_fmac_f32_e32 v99, v2, v99
	v_div_scale_f32 v2, vcc, v93, v97, v93
	v_mul_f32_e32 v4, v2, v99
	v_fma_f32 v5, -v98, v4, v2
	v_fmac_f32_e32 v4, v5, v99
	v_div_scale_f32 v5, s[10:11], v97, v97, v94
	v_rcp_f32_e32 v95, v5
	v_fma_f32 v2, -v98, v4, v2
	v_div_fmas_f32 v2, v2, v99, v4
	v_div_fixup_f32 v2, v2, v97, v93
	v_fma_f32 v4, -v5, v95, 1.0
	v_fmac_f32_e32 v95, v4, v95
	v_div_scale_f32 v4, vcc, v94, v97, v94
	v_mul_f32_e32 v93, v4, v95
	v_fma_f32 v98, -v5, v93, v4
	v_fmac_f32_e32 v93, v98, v95
	v_div_scale_f32 v98, s[10:11], v97, v97, v92
	v_rcp_f32_e32 v99, v98
	v_fma_f32 v4, -v5, v93, v4
	v_div_fmas_f32 v4, v4, v95, v93
	v_div_fixup_f32 v5, v4, v97, v94
	v_fma_f32 v4, -v98, v99, 1.0
	v_fmac_f32_e32 v99, v4, v99
	v_div_scale_f32 v4, vcc, v92, v97, v92
	v_mul_f32_e32 v93, v4, v99
	v_fma_f32 v94, -v98, v93, v4
	v_fmac_f32_e32 v93, v94, v99
	v_div_scale_f32 v94, s[10:11], v96, v96, v91
	v_rcp_f32_e32 v95, v94
	v_fma_f32 v4, -v98, v93, v4
	v_div_fmas_f32 v4, v4, v99, v93
	v_div_fixup_f32 v4, v4, v97, v92
	v_fma_f32 v92, -v94, v95, 1.0
	v_fmac_f32_e32 v95, v92, v95
	v_div_scale_f32 v92, vcc, v91, v96, v91
	v_mul_f32_e32 v93, v92, v95
	v_fma_f32 v97, -v94, v93, v92
	v_fmac_f32_e32 v93, v97, v95
	v_fma_f32 v92, -v94, v93, v92
	v_div_scale_f32 v94, s[10:11], v96, v96, v49
	v_rcp_f32_e32 v97, v94
	v_div_fmas_f32 v92, v92, v95, v93
	v_div_fixup_f32 v93, v92, v96, v91
	v_fma_f32 v91, -v94, v97, 1.0
	v_fmac_f32_e32 v97, v91, v97
	v_div_scale_f32 v91, vcc, v49, v96, v49
	v_mul_f32_e32 v92, v91, v97
	v_fma_f32 v95, -v94, v92, v91
	v_fmac_f32_e32 v92, v95, v97
	v_fma_f32 v91, -v94, v92, v91
	v_div_scale_f32 v94, s[10:11], v96, v96, v90
	v_rcp_f32_e32 v95, v94
	v_div_fmas_f32 v91, v91, v97, v92
	v_div_fixup_f32 v92, v91, v96, v49
	v_pk_mul_f32 v[92:93], s[48:49], v[92:93]
	v_fma_f32 v49, -v94, v95, 1.0
	v_fmac_f32_e32 v95, v49, v95
	v_div_scale_f32 v49, vcc, v90, v96, v90
	v_mul_f32_e32 v91, v49, v95
	v_fma_f32 v97, -v94, v91, v49
	v_fmac_f32_e32 v91, v97, v95
	v_fma_f32 v49, -v94, v91, v49
	v_div_scale_f32 v94, s[10:11], v96, v96, v48
	v_rcp_f32_e32 v97, v94
	v_div_fmas_f32 v49, v49, v95, v91
	v_div_fixup_f32 v49, v49, v96, v90
	v_fma_f32 v90, -v94, v97, 1.0
	v_fmac_f32_e32 v97, v90, v97
	v_div_scale_f32 v90, vcc, v48, v96, v48
	v_mul_f32_e32 v91, v90, v97
	v_fma_f32 v95, -v94, v91, v90
	v_fmac_f32_e32 v91, v95, v97
	v_fma_f32 v90, -v94, v91, v90
	v_div_fmas_f32 v90, v90, v97, v91
	v_div_fixup_f32 v48, v90, v96, v48
	v_cmp_gt_i32_e32 vcc, s25, v12
	v_pk_mul_f32 v[94:95], s[48:49], v[48:49]
	s_and_b64 s[10:11], vcc, s[56:57]
	ds_write_b128 v62, v[92:95]
	ds_write_b128 v61, v[2:5]
	s_and_b64 exec, exec, s[10:11]
	s_cbranch_execz .LBB0_72
	v_ashrrev_i32_e32 v48, 31, v12
	v_mul_lo_u32 v90, s23, v12
	v_mul_lo_u32 v91, s22, v48
	v_mad_u64_u32 v[48:49], s[10:11], s22, v12, 0
	v_add3_u32 v49, v49, v91, v90
	v_lshl_add_u64 v[48:49], v[48:49], 2, v[36:37]
	global_store_dwordx4 v[48:49], v[2:5], off
.LBB0_72:
	s_or_b64 exec, exec, s[62:63]
	s_and_saveexec_b64 s[12:13], s[8:9]
	s_cbranch_execz .LBB0_75
	v_mul_f32_e32 v2, v46, v46
	v_fmac_f32_e32 v2, v43, v43
	v_mul_f32_e32 v4, v89, v89
	v_fmac_f32_e32 v2, v13, v13
	v_fmac_f32_e32 v4, v47, v47
	v_fmac_f32_e32 v2, v44, v44
	v_fmac_f32_e32 v4, v1, v1
	ds_bpermute_b32 v3, v56, v2
	v_fmac_f32_e32 v4, v88, v88
	ds_bpermute_b32 v5, v56, v4
	v_add_u32_e32 v48, 4, v12
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v2, v2, v3
	ds_bpermute_b32 v3, v57, v2
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v4, v4, v5
	ds_bpermute_b32 v5, v57, v4
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v2, v2, v3
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v3, v4, v5
	ds_bpermute_b32 v4, v58, v2
	ds_bpermute_b32 v5, v58, v3
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v2, v2, v4
	ds_bpermute_b32 v4, v59, v2
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v3, v3, v5
	ds_bpermute_b32 v5, v59, v3
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v2, v2, v4
	ds_bpermute_b32 v4, v60, v2
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v3, v3, v5
	ds_bpermute_b32 v5, v60, v3
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v2, v2, v4
	v_add_f32_e32 v2, 0x358637bd, v2
	v_mul_f32_e32 v4, 0x4f800000, v2
	v_cmp_gt_f32_e32 vcc, s27, v2
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v3, v3, v5
	v_add_f32_e32 v3, 0x358637bd, v3
	v_cndmask_b32_e32 v2, v2, v4, vcc
	v_sqrt_f32_e32 v4, v2
	v_mul_f32_e32 v5, 0x4f800000, v3
	v_cmp_gt_f32_e64 s[8:9], s27, v3
	v_add_u32_e32 v49, 1, v4
	s_nop 0
	v_cndmask_b32_e64 v3, v3, v5, s[8:9]
	v_add_u32_e32 v5, -1, v4
	v_fma_f32 v90, -v5, v4, v2
	v_cmp_ge_f32_e64 s[10:11], 0, v90
	v_fma_f32 v91, -v49, v4, v2
	s_nop 0
	v_cndmask_b32_e64 v4, v4, v5, s[10:11]
	v_sqrt_f32_e32 v5, v3
	v_cmp_lt_f32_e64 s[10:11], 0, v91
	v_add_u32_e32 v90, -1, v5
	v_fma_f32 v91, -v90, v5, v3
	v_cndmask_b32_e64 v4, v4, v49, s[10:11]
	v_cmp_ge_f32_e64 s[10:11], 0, v91
	v_add_u32_e32 v91, 1, v5
	v_mul_f32_e32 v49, 0x37800000, v4
	v_cndmask_b32_e64 v90, v5, v90, s[10:11]
	v_fma_f32 v5, -v91, v5, v3
	v_cmp_lt_f32_e64 s[10:11], 0, v5
	v_cndmask_b32_e32 v4, v4, v49, vcc
	v_cmp_class_f32_e32 vcc, v2, v75
	v_cndmask_b32_e64 v5, v90, v91, s[10:11]
	v_mul_f32_e32 v90, 0x37800000, v5
	v_cndmask_b32_e64 v5, v5, v90, s[8:9]
	v_cmp_class_f32_e64 s[8:9], v3, v75
	v_cndmask_b32_e32 v49, v4, v2, vcc
	s_nop 0
	v_cndmask_b32_e64 v90, v5, v3, s[8:9]
	v_div_scale_f32 v3, s[8:9], v90, v90, v89
	v_rcp_f32_e32 v5, v3
	s_nop 0
	v_fma_f32 v2, -v3, v5, 1.0
	v_fmac_f32_e32 v5, v2, v5
	v_div_scale_f32 v2, vcc, v89, v90, v89
	v_mul_f32_e32 v4, v2, v5
	v_fma_f32 v91, -v3, v4, v2
	v_fmac_f32_e32 v4, v91, v5
	v_div_scale_f32 v91, s[8:9], v90, v90, v47
	v_rcp_f32_e32 v92, v91
	v_fma_f32 v2, -v3, v4, v2
	v_div_fmas_f32 v2, v2, v5, v4
	v_div_fixup_f32 v3, v2, v90, v89
	v_fma_f32 v2, -v91, v92, 1.0
	v_fmac_f32_e32 v92, v2, v92
	v_div_scale_f32 v2, vcc, v47, v90, v47
	v_mul_f32_e32 v4, v2, v92
	v_fma_f32 v5, -v91, v4, v2
	v_fmac_f32_e32 v4, v5, v92
	v_div_scale_f32 v5, s[8:9], v90, v90, v88
	v_rcp_f32_e32 v89, v5
	v_fma_f32 v2, -v91, v4, v2
	v_div_fmas_f32 v2, v2, v92, v4
	v_div_fixup_f32 v2, v2, v90, v47
	v_fma_f32 v4, -v5, v89, 1.0
	v_fmac_f32_e32 v89, v4, v89
	v_div_scale_f32 v4, vcc, v88, v90, v88
	v_mul_f32_e32 v47, v4, v89
	v_fma_f32 v91, -v5, v47, v4
	v_fmac_f32_e32 v47, v91, v89
	v_div_scale_f32 v91, s[8:9], v90, v90, v1
	v_rcp_f32_e32 v92, v91
	v_fma_f32 v4, -v5, v47, v4
	v_div_fmas_f32 v4, v4, v89, v47
	v_div_fixup_f32 v5, v4, v90, v88
	v_fma_f32 v4, -v91, v92, 1.0
	v_fmac_f32_e32 v92, v4, v92
	v_div_scale_f32 v4, vcc, v1, v90, v1
	v_mul_f32_e32 v47, v4, v92
	v_fma_f32 v88, -v91, v47, v4
	v_fmac_f32_e32 v47, v88, v92
	v_div_scale_f32 v88, s[8:9], v49, v49, v46
	v_rcp_f32_e32 v89, v88
	v_fma_f32 v4, -v91, v47, v4
	v_div_fmas_f32 v4, v4, v92, v47
	v_div_fixup_f32 v4, v4, v90, v1
	v_fma_f32 v1, -v88, v89, 1.0
	v_fmac_f32_e32 v89, v1, v89
	v_div_scale_f32 v1, vcc, v46, v49, v46
	v_mul_f32_e32 v47, v1, v89
	v_fma_f32 v90, -v88, v47, v1
	v_fmac_f32_e32 v47, v90, v89
	v_fma_f32 v1, -v88, v47, v1
	v_div_scale_f32 v88, s[8:9], v49, v49, v43
	v_rcp_f32_e32 v90, v88
	v_div_fmas_f32 v1, v1, v89, v47
	v_div_fixup_f32 v47, v1, v49, v46
	v_div_scale_f32 v91, s[8:9], v49, v49, v44
	v_fma_f32 v1, -v88, v90, 1.0
	v_fmac_f32_e32 v90, v1, v90
	v_div_scale_f32 v1, vcc, v43, v49, v43
	v_mul_f32_e32 v46, v1, v90
	v_fma_f32 v89, -v88, v46, v1
	v_rcp_f32_e32 v92, v91
	v_fmac_f32_e32 v46, v89, v90
	v_fma_f32 v1, -v88, v46, v1
	v_div_fmas_f32 v1, v1, v90, v46
	v_div_fixup_f32 v46, v1, v49, v43
	v_fma_f32 v1, -v91, v92, 1.0
	v_fmac_f32_e32 v92, v1, v92
	v_div_scale_f32 v1, vcc, v44, v49, v44
	v_mul_f32_e32 v43, v1, v92
	v_pk_mul_f32 v[88:89], s[48:49], v[46:47]
	v_fma_f32 v46, -v91, v43, v1
	v_fmac_f32_e32 v43, v46, v92
	v_div_scale_f32 v46, s[8:9], v49, v49, v13
	v_rcp_f32_e32 v90, v46
	v_fma_f32 v1, -v91, v43, v1
	v_div_fmas_f32 v1, v1, v92, v43
	v_div_fixup_f32 v47, v1, v49, v44
	v_fma_f32 v1, -v46, v90, 1.0
	v_fmac_f32_e32 v90, v1, v90
	v_div_scale_f32 v1, vcc, v13, v49, v13
	v_mul_f32_e32 v43, v1, v90
	v_fma_f32 v44, -v46, v43, v1
	v_fmac_f32_e32 v43, v44, v90
	v_fma_f32 v1, -v46, v43, v1
	v_div_fmas_f32 v1, v1, v90, v43
	v_div_fixup_f32 v46, v1, v49, v13
	v_cmp_gt_i32_e32 vcc, s25, v48
	v_pk_mul_f32 v[90:91], s[48:49], v[46:47]
	s_and_b64 s[8:9], vcc, s[56:57]
	ds_write_b128 v64, v[88:91]
	ds_write_b128 v63, v[2:5]
	s_and_b64 exec, exec, s[8:9]
	s_cbranch_execz .LBB0_75
	v_ashrrev_i32_e32 v1, 31, v48
	v_mul_lo_u32 v13, s23, v48
	v_mul_lo_u32 v1, s22, v1
	v_mad_u64_u32 v[46:47], s[8:9], s22, v48, 0
	v_add3_u32 v47, v47, v1, v13
	v_lshl_add_u64 v[46:47], v[46:47], 2, v[36:37]
	global_store_dwordx4 v[46:47], v[2:5], off
.LBB0_75:
	s_or_b64 exec, exec, s[12:13]
	s_nop 0
	v_add_u32_e32 v2, 8, v6
	v_ashrrev_i32_e32 v1, 31, v2
	v_mul_lo_u32 v3, s38, v1
	v_mul_lo_u32 v13, s39, v2
	v_mad_u64_u32 v[4:5], s[8:9], s38, v2, v[34:35]
	v_add3_u32 v5, v13, v5, v3
	v_mov_b32_e32 v90, 0
	v_cmp_gt_i32_e32 vcc, s71, v65
	v_lshl_add_u64 v[4:5], v[4:5], 1, s[16:17]
	v_mov_b32_e32 v48, v90
	s_and_saveexec_b64 s[8:9], vcc
	s_cbranch_execz .LBB0_77
	global_load_ushort v3, v[4:5], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v48, 16, v3
.LBB0_77:
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[8:9], vcc
	s_cbranch_execz .LBB0_79
	global_load_ushort v3, v[4:5], off offset:2
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v90, 16, v3
.LBB0_79:
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32_e32 v89, 0
	v_mov_b32_e32 v47, v89
	s_and_saveexec_b64 s[8:9], vcc
	s_cbranch_execz .LBB0_81
	global_load_ushort v3, v[4:5], off offset:4
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v47, 16, v3
.LBB0_81:
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[8:9], vcc
	s_cbranch_execz .LBB0_83
	global_load_ushort v3, v[4:5], off offset:6
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v89, 16, v3
.LBB0_83:
	s_or_b64 exec, exec, s[8:9]
	v_mad_u64_u32 v[4:5], s[8:9], s40, v2, v[34:35]
	v_mul_lo_u32 v1, s40, v1
	v_mul_lo_u32 v2, s41, v2
	v_add3_u32 v5, v2, v5, v1
	v_mov_b32_e32 v94, 0
	v_lshl_add_u64 v[2:3], v[4:5], 1, s[18:19]
	v_mov_b32_e32 v92, v94
	s_and_saveexec_b64 s[8:9], vcc
	s_cbranch_execz .LBB0_85
	global_load_ushort v1, v[2:3], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v92, 16, v1
.LBB0_85:
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[8:9], vcc
	s_cbranch_execz .LBB0_87
	global_load_ushort v1, v[2:3], off offset:2
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v94, 16, v1
.LBB0_87:
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32_e32 v93, 0
	v_mov_b32_e32 v91, v93
	s_and_saveexec_b64 s[8:9], vcc
	s_cbranch_execz .LBB0_89
	global_load_ushort v1, v[2:3], off offset:4
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v91, 16, v1
.LBB0_89:
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[8:9], vcc
	s_cbranch_execz .LBB0_91
	global_load_ushort v1, v[2:3], off offset:6
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v93, 16, v1
.LBB0_91:
	s_or_b64 exec, exec, s[8:9]
	v_add_u32_e32 v2, 12, v6
	v_ashrrev_i32_e32 v1, 31, v2
	v_mul_lo_u32 v3, s38, v1
	v_mul_lo_u32 v6, s39, v2
	v_mad_u64_u32 v[4:5], s[10:11], s38, v2, v[34:35]
	v_add3_u32 v5, v6, v5, v3
	v_mov_b32_e32 v44, 0
	v_cmp_gt_i32_e64 s[8:9], s71, v66
	v_lshl_add_u64 v[4:5], v[4:5], 1, s[16:17]
	v_mov_b32_e32 v13, v44
	s_and_saveexec_b64 s[10:11], s[8:9]
	s_cbranch_execz .LBB0_93
	global_load_ushort v3, v[4:5], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v13, 16, v3
.LBB0_93:
	s_or_b64 exec, exec, s[10:11]
	s_and_saveexec_b64 s[10:11], s[8:9]
	s_cbranch_execz .LBB0_95
	global_load_ushort v3, v[4:5], off offset:2
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v44, 16, v3
.LBB0_95:
	s_or_b64 exec, exec, s[10:11]
	v_mov_b32_e32 v43, 0
	v_mov_b32_e32 v6, v43
	s_and_saveexec_b64 s[10:11], s[8:9]
	s_cbranch_execz .LBB0_97
	global_load_ushort v3, v[4:5], off offset:4
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v6, 16, v3
.LBB0_97:
	s_or_b64 exec, exec, s[10:11]
	s_and_saveexec_b64 s[10:11], s[8:9]
	s_cbranch_execz .LBB0_99
	global_load_ushort v3, v[4:5], off offset:6
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v43, 16, v3
.LBB0_99:
	s_or_b64 exec, exec, s[10:11]
	v_mad_u64_u32 v[4:5], s[10:11], s40, v2, v[34:35]
	v_mul_lo_u32 v1, s40, v1
	v_mul_lo_u32 v2, s41, v2
	v_add3_u32 v5, v2, v5, v1
	v_mov_b32_e32 v88, 0
	v_lshl_add_u64 v[2:3], v[4:5], 1, s[18:19]
	v_mov_b32_e32 v46, v88
	s_and_saveexec_b64 s[10:11], s[8:9]
	s_cbranch_execz .LBB0_101
	global_load_ushort v1, v[2:3], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v46, 16, v1
.LBB0_101:
	s_or_b64 exec, exec, s[10:11]
	s_and_saveexec_b64 s[10:11], s[8:9]
	s_cbranch_execz .LBB0_103
	global_load_ushort v1, v[2:3], off offset:2
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v88, 16, v1
.LBB0_103:
	s_or_b64 exec, exec, s[10:11]
	v_mov_b32_e32 v49, 0
	v_mov_b32_e32 v1, v49
	s_and_saveexec_b64 s[10:11], s[8:9]
	s_cbranch_execnz .LBB0_106
	s_or_b64 exec, exec, s[10:11]
	s_and_saveexec_b64 s[10:11], s[8:9]
	s_cbranch_execnz .LBB0_107
.LBB0_105:
	s_or_b64 exec, exec, s[10:11]
	s_and_saveexec_b64 s[62:63], vcc
	s_cbranch_execnz .LBB0_108
	s_branch .LBB0_110
.LBB0_106:
	global_load_ushort v1, v[2:3], off offset:4
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v1, 16, v1
	s_or_b64 exec, exec, s[10:11]
	s_and_saveexec_b64 s[10:11], s[8:9]
	s_cbranch_execz .LBB0_105
.LBB0_107:
	global_load_ushort v2, v[2:3], off offset:6
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v49, 16, v2
	s_or_b64 exec, exec, s[10:11]
	s_and_saveexec_b64 s[62:63], vcc
	s_cbranch_execz .LBB0_110
.LBB0_108:
	v_mul_f32_e32 v2, v90, v90
	v_fmac_f32_e32 v2, v48, v48
	v_mul_f32_e32 v4, v94, v94
	v_fmac_f32_e32 v2, v47, v47
	v_fmac_f32_e32 v4, v92, v92
	v_fmac_f32_e32 v2, v89, v89
	v_fmac_f32_e32 v4, v91, v91
	ds_bpermute_b32 v3, v56, v2
	v_fmac_f32_e32 v4, v93, v93
	ds_bpermute_b32 v5, v56, v4
	v_add_u32_e32 v95, 8, v12
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v2, v2, v3
	ds_bpermute_b32 v3, v57, v2
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v4, v4, v5
	ds_bpermute_b32 v5, v57, v4
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v2, v2, v3
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v3, v4, v5
	ds_bpermute_b32 v4, v58, v2
	ds_bpermute_b32 v5, v58, v3
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v2, v2, v4
	ds_bpermute_b32 v4, v59, v2
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v3, v3, v5
	ds_bpermute_b32 v5, v59, v3
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v2, v2, v4
	ds_bpermute_b32 v4, v60, v2
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v3, v3, v5
	ds_bpermute_b32 v5, v60, v3
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v2, v2, v4
	v_add_f32_e32 v2, 0x358637bd, v2
	v_mul_f32_e32 v4, 0x4f800000, v2
	v_cmp_gt_f32_e32 vcc, s27, v2
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v3, v3, v5
	v_add_f32_e32 v3, 0x358637bd, v3
	v_cndmask_b32_e32 v2, v2, v4, vcc
	v_sqrt_f32_e32 v4, v2
	v_mul_f32_e32 v5, 0x4f800000, v3
	v_cmp_gt_f32_e64 s[10:11], s27, v3
	v_add_u32_e32 v96, 1, v4
	s_nop 0
	v_cndmask_b32_e64 v3, v3, v5, s[10:11]
	v_add_u32_e32 v5, -1, v4
	v_fma_f32 v97, -v5, v4, v2
	v_cmp_ge_f32_e64 s[12:13], 0, v97
	v_fma_f32 v98, -v96, v4, v2
	s_nop 0
	v_cndmask_b32_e64 v4, v4, v5, s[12:13]
	v_sqrt_f32_e32 v5, v3
	v_cmp_lt_f32_e64 s[12:13], 0, v98
	v_add_u32_e32 v97, -1, v5
	v_fma_f32 v98, -v97, v5, v3
	v_cndmask_b32_e64 v4, v4, v96, s[12:13]
	v_cmp_ge_f32_e64 s[12:13], 0, v98
	v_add_u32_e32 v98, 1, v5
	v_mul_f32_e32 v96, 0x37800000, v4
	v_cndmask_b32_e64 v97, v5, v97, s[12:13]
	v_fma_f32 v5, -v98, v5, v3
	v_cmp_lt_f32_e64 s[12:13], 0, v5
	v_cndmask_b32_e32 v4, v4, v96, vcc
	v_cmp_class_f32_e32 vcc, v2, v75
	v_cndmask_b32_e64 v5, v97, v98, s[12:13]
	v_mul_f32_e32 v97, 0x37800000, v5
	v_cndmask_b32_e64 v5, v5, v97, s[10:11]
	v_cmp_class_f32_e64 s[10:11], v3, v75
	v_cndmask_b32_e32 v96, v4, v2, vcc
	s_nop 0
	v_cndmask_b32_e64 v97, v5, v3, s[10:11]
	v_div_scale_f32 v3, s[10:11], v97, v97, v94
	v_rcp_f32_e32 v5, v3
	s_nop 0
	v_fma_f32 v2, -v3, v5, 1.0
	v_fmac_f32_e32 v5, v2, v5
	v_div_scale_f32 v2, vcc, v94, v97, v94
	v_mul_f32_e32 v4, v2, v5
	v_fma_f32 v98, -v3, v4, v2
	v_fmac_f32_e32 v4, v98, v5
	v_div_scale_f32 v98, s[10:11], v97, v97, v92
	v_rcp_f32_e32 v99, v98
	v_fma_f32 v2, -v3, v4, v2
	v_div_fmas_f32 v2, v2, v5, v4
	v_div_fixup_f32 v3, v2, v97, v94
	v_fma_f32 v2, -v98, v99, 1.0
	v_fmac_f32_e32 v99, v2, v99
	v_div_scale_f32 v2, vcc, v92, v97, v92
	v_mul_f32_e32 v4, v2, v99
	v_fma_f32 v5, -v98, v4, v2
	v_fmac_f32_e32 v4, v5, v99
	v_div_scale_f32 v5, s[10:11], v97, v97, v93
	v_rcp_f32_e32 v94, v5
	v_fma_f32 v2, -v98, v4, v2
	v_div_fmas_f32 v2, v2, v99, v4
	v_div_fixup_f32 v2, v2, v97, v92
	v_fma_f32 v4, -v5, v94, 1.0
	v_fmac_f32_e32 v94, v4, v94
	v_div_scale_f32 v4, vcc, v93, v97, v93
	v_mul_f32_e32 v92, v4, v94
	v_fma_f32 v98, -v5, v92, v4
	v_fmac_f32_e32 v92, v98, v94
	v_div_scale_f32 v98, s[10:11], v97, v97, v91
	v_rcp_f32_e32 v99, v98
	v_fma_f32 v4, -v5, v92, v4
	v_div_fmas_f32 v4, v4, v94, v92
	v_div_fixup_f32 v5, v4, v97, v93
	v_fma_f32 v4, -v98, v99, 1.0
	v_fmac_f32_e32 v99, v4, v99
	v_div_scale_f32 v4, vcc, v91, v97, v91
	v_mul_f32_e32 v92, v4, v99
	v_fma_f32 v93, -v98, v92, v4
	v_fmac_f32_e32 v92, v93, v99
	v_div_scale_f32 v93, s[10:11], v96, v96, v90
	v_rcp_f32_e32 v94, v93
	v_fma_f32 v4, -v98, v92, v4
	v_div_fmas_f32 v4, v4, v99, v92
	v_div_fixup_f32 v4, v4, v97, v91
	v_fma_f32 v91, -v93, v94, 1.0
	v_fmac_f32_e32 v94, v91, v94
	v_div_scale_f32 v91, vcc, v90, v96, v90
	v_mul_f32_e32 v92, v91, v94
	v_fma_f32 v97, -v93, v92, v91
	v_fmac_f32_e32 v92, v97, v94
	v_fma_f32 v91, -v93, v92, v91
	v_div_scale_f32 v93, s[10:11], v96, v96, v48
	v_rcp_f32_e32 v97, v93
	v_div_fmas_f32 v91, v91, v94, v92
	v_div_fixup_f32 v91, v91, v96, v90
	v_fma_f32 v90, -v93, v97, 1.0
	v_fmac_f32_e32 v97, v90, v97
	v_div_scale_f32 v90, vcc, v48, v96, v48
	v_mul_f32_e32 v92, v90, v97
	v_fma_f32 v94, -v93, v92, v90
	v_fmac_f32_e32 v92, v94, v97
	v_fma_f32 v90, -v93, v92, v90
	v_div_scale_f32 v93, s[10:11], v96, v96, v89
	v_rcp_f32_e32 v94, v93
	v_div_fmas_f32 v90, v90, v97, v92
	v_div_fixup_f32 v90, v90, v96, v48
	v_pk_mul_f32 v[90:91], s[48:49], v[90:91]
	v_fma_f32 v48, -v93, v94, 1.0
	v_fmac_f32_e32 v94, v48, v94
	v_div_scale_f32 v48, vcc, v89, v96, v89
	v_mul_f32_e32 v92, v48, v94
	v_fma_f32 v97, -v93, v92, v48
	v_fmac_f32_e32 v92, v97, v94
	v_div_scale_f32 v97, s[10:11], v96, v96, v47
	v_rcp_f32_e32 v98, v97
	v_fma_f32 v48, -v93, v92, v48
	v_div_fmas_f32 v48, v48, v94, v92
	v_div_fixup_f32 v93, v48, v96, v89
	v_fma_f32 v48, -v97, v98, 1.0
	v_fmac_f32_e32 v98, v48, v98
	v_div_scale_f32 v48, vcc, v47, v96, v47
	v_mul_f32_e32 v89, v48, v98
	v_fma_f32 v92, -v97, v89, v48
	v_fmac_f32_e32 v89, v92, v98
	v_fma_f32 v48, -v97, v89, v48
	v_div_fmas_f32 v48, v48, v98, v89
	v_div_fixup_f32 v92, v48, v96, v47
	v_cmp_gt_i32_e32 vcc, s25, v95
	v_pk_mul_f32 v[92:93], s[48:49], v[92:93]
	s_and_b64 s[10:11], vcc, s[56:57]
	ds_write_b128 v68, v[90:93]
	ds_write_b128 v67, v[2:5]
	s_and_b64 exec, exec, s[10:11]
	s_cbranch_execz .LBB0_110
	v_ashrrev_i32_e32 v47, 31, v95
	v_mul_lo_u32 v48, s23, v95
	v_mul_lo_u32 v47, s22, v47
	v_mad_u64_u32 v[90:91], s[10:11], s22, v95, 0
	v_add3_u32 v91, v91, v47, v48
	v_lshl_add_u64 v[90:91], v[90:91], 2, v[36:37]
	global_store_dwordx4 v[90:91], v[2:5], off
.LBB0_110:
	s_or_b64 exec, exec, s[62:63]
	s_and_saveexec_b64 s[12:13], s[8:9]
	s_cbranch_execz .LBB0_113
	v_mul_f32_e32 v2, v44, v44
	v_fmac_f32_e32 v2, v13, v13
	v_mul_f32_e32 v4, v88, v88
	v_fmac_f32_e32 v2, v6, v6
	v_fmac_f32_e32 v4, v46, v46
	v_fmac_f32_e32 v2, v43, v43
	v_fmac_f32_e32 v4, v1, v1
	ds_bpermute_b32 v3, v56, v2
	v_fmac_f32_e32 v4, v49, v49
	ds_bpermute_b32 v5, v56, v4
	v_add_u32_e32 v12, 12, v12
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v2, v2, v3
	ds_bpermute_b32 v3, v57, v2
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v4, v4, v5
	ds_bpermute_b32 v5, v57, v4
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v2, v2, v3
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v3, v4, v5
	ds_bpermute_b32 v4, v58, v2
	ds_bpermute_b32 v5, v58, v3
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v2, v2, v4
	ds_bpermute_b32 v4, v59, v2
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v3, v3, v5
	ds_bpermute_b32 v5, v59, v3
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v2, v2, v4
	ds_bpermute_b32 v4, v60, v2
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v3, v3, v5
	ds_bpermute_b32 v5, v60, v3
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v2, v2, v4
	v_add_f32_e32 v2, 0x358637bd, v2
	v_mul_f32_e32 v4, 0x4f800000, v2
	v_cmp_gt_f32_e32 vcc, s27, v2
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v3, v3, v5
	v_add_f32_e32 v3, 0x358637bd, v3
	v_cndmask_b32_e32 v2, v2, v4, vcc
	v_sqrt_f32_e32 v4, v2
	v_mul_f32_e32 v5, 0x4f800000, v3
	v_cmp_gt_f32_e64 s[8:9], s27, v3
	v_add_u32_e32 v47, 1, v4
	s_nop 0
	v_cndmask_b32_e64 v3, v3, v5, s[8:9]
	v_add_u32_e32 v5, -1, v4
	v_fma_f32 v48, -v5, v4, v2
	v_cmp_ge_f32_e64 s[10:11], 0, v48
	v_fma_f32 v89, -v47, v4, v2
	s_nop 0
	v_cndmask_b32_e64 v4, v4, v5, s[10:11]
	v_sqrt_f32_e32 v5, v3
	v_cmp_lt_f32_e64 s[10:11], 0, v89
	v_add_u32_e32 v48, -1, v5
	v_fma_f32 v89, -v48, v5, v3
	v_cndmask_b32_e64 v4, v4, v47, s[10:11]
	v_cmp_ge_f32_e64 s[10:11], 0, v89
	v_add_u32_e32 v89, 1, v5
	v_mul_f32_e32 v47, 0x37800000, v4
	v_cndmask_b32_e64 v48, v5, v48, s[10:11]
	v_fma_f32 v5, -v89, v5, v3
	v_cmp_lt_f32_e64 s[10:11], 0, v5
	v_cndmask_b32_e32 v4, v4, v47, vcc
	v_cmp_class_f32_e32 vcc, v2, v75
	v_cndmask_b32_e64 v5, v48, v89, s[10:11]
	v_mul_f32_e32 v48, 0x37800000, v5
	v_cndmask_b32_e64 v5, v5, v48, s[8:9]
	v_cmp_class_f32_e64 s[8:9], v3, v75
	v_cndmask_b32_e32 v89, v4, v2, vcc
	s_nop 0
	v_cndmask_b32_e64 v48, v5, v3, s[8:9]
	v_div_scale_f32 v3, s[8:9], v48, v48, v88
	v_rcp_f32_e32 v5, v3
	s_nop 0
	v_fma_f32 v2, -v3, v5, 1.0
	v_fmac_f32_e32 v5, v2, v5
	v_div_scale_f32 v2, vcc, v88, v48, v88
	v_mul_f32_e32 v4, v2, v5
	v_fma_f32 v47, -v3, v4, v2
	v_fmac_f32_e32 v4, v47, v5
	v_div_scale_f32 v47, s[8:9], v48, v48, v46
	v_rcp_f32_e32 v90, v47
	v_fma_f32 v2, -v3, v4, v2
	v_div_fmas_f32 v2, v2, v5, v4
	v_div_fixup_f32 v3, v2, v48, v88
	v_fma_f32 v2, -v47, v90, 1.0
	v_fmac_f32_e32 v90, v2, v90
	v_div_scale_f32 v2, vcc, v46, v48, v46
	v_mul_f32_e32 v4, v2, v90
	v_fma_f32 v5, -v47, v4, v2
	v_fmac_f32_e32 v4, v5, v90
	v_div_scale_f32 v5, s[8:9], v48, v48, v49
	v_fma_f32 v2, -v47, v4, v2
	v_rcp_f32_e32 v47, v5
	v_div_fmas_f32 v2, v2, v90, v4
	v_div_fixup_f32 v2, v2, v48, v46
	v_fma_f32 v4, -v5, v47, 1.0
	v_fmac_f32_e32 v47, v4, v47
	v_div_scale_f32 v4, vcc, v49, v48, v49
	v_mul_f32_e32 v46, v4, v47
	v_fma_f32 v88, -v5, v46, v4
	v_fmac_f32_e32 v46, v88, v47
	v_div_scale_f32 v88, s[8:9], v48, v48, v1
	v_rcp_f32_e32 v90, v88
	v_fma_f32 v4, -v5, v46, v4
	v_div_fmas_f32 v4, v4, v47, v46
	v_div_fixup_f32 v5, v4, v48, v49
	v_fma_f32 v4, -v88, v90, 1.0
	v_fmac_f32_e32 v90, v4, v90
	v_div_scale_f32 v4, vcc, v1, v48, v1
	v_mul_f32_e32 v46, v4, v90
	v_fma_f32 v47, -v88, v46, v4
	v_fmac_f32_e32 v46, v47, v90
	v_div_scale_f32 v47, s[8:9], v89, v89, v44
	v_rcp_f32_e32 v49, v47
	v_fma_f32 v4, -v88, v46, v4
	v_div_fmas_f32 v4, v4, v90, v46
	v_div_fixup_f32 v4, v4, v48, v1
	v_fma_f32 v1, -v47, v49, 1.0
	v_fmac_f32_e32 v49, v1, v49
	v_div_scale_f32 v1, vcc, v44, v89, v44
	v_mul_f32_e32 v46, v1, v49
	v_fma_f32 v48, -v47, v46, v1
	v_fmac_f32_e32 v46, v48, v49
	v_div_scale_f32 v48, s[8:9], v89, v89, v13
	v_rcp_f32_e32 v88, v48
	v_fma_f32 v1, -v47, v46, v1
	v_div_fmas_f32 v1, v1, v49, v46
	v_div_fixup_f32 v47, v1, v89, v44
	v_fma_f32 v1, -v48, v88, 1.0
	v_fmac_f32_e32 v88, v1, v88
	v_div_scale_f32 v1, vcc, v13, v89, v13
	v_mul_f32_e32 v44, v1, v88
	v_fma_f32 v46, -v48, v44, v1
	v_fmac_f32_e32 v44, v46, v88
	v_fma_f32 v1, -v48, v44, v1
	v_div_scale_f32 v48, s[8:9], v89, v89, v43
	v_rcp_f32_e32 v49, v48
	v_div_fmas_f32 v1, v1, v88, v44
	v_div_fixup_f32 v46, v1, v89, v13
	v_pk_mul_f32 v[46:47], s[48:49], v[46:47]
	v_fma_f32 v1, -v48, v49, 1.0
	v_fmac_f32_e32 v49, v1, v49
	v_div_scale_f32 v1, vcc, v43, v89, v43
	v_mul_f32_e32 v13, v1, v49
	v_fma_f32 v44, -v48, v13, v1
	v_fmac_f32_e32 v13, v44, v49
	v_div_scale_f32 v44, s[8:9], v89, v89, v6
	v_fma_f32 v1, -v48, v13, v1
	v_rcp_f32_e32 v48, v44
	v_div_fmas_f32 v1, v1, v49, v13
	v_div_fixup_f32 v49, v1, v89, v43
	v_fma_f32 v1, -v44, v48, 1.0
	v_fmac_f32_e32 v48, v1, v48
	v_div_scale_f32 v1, vcc, v6, v89, v6
	v_mul_f32_e32 v13, v1, v48
	v_fma_f32 v43, -v44, v13, v1
	v_fmac_f32_e32 v13, v43, v48
	v_fma_f32 v1, -v44, v13, v1
	v_div_fmas_f32 v1, v1, v48, v13
	v_div_fixup_f32 v48, v1, v89, v6
	v_cmp_gt_i32_e32 vcc, s25, v12
	v_pk_mul_f32 v[48:49], s[48:49], v[48:49]
	s_and_b64 s[8:9], vcc, s[56:57]
	ds_write_b128 v70, v[46:49]
	ds_write_b128 v69, v[2:5]
	s_and_b64 exec, exec, s[8:9]
	s_cbranch_execz .LBB0_113
	v_ashrrev_i32_e32 v1, 31, v12
	v_mul_lo_u32 v6, s23, v12
	v_mul_lo_u32 v1, s22, v1
	v_mad_u64_u32 v[12:13], s[8:9], s22, v12, 0
	v_add3_u32 v13, v13, v1, v6
	v_lshl_add_u64 v[12:13], v[12:13], 2, v[36:37]
	global_store_dwordx4 v[12:13], v[2:5], off
.LBB0_113:
	s_or_b64 exec, exec, s[12:13]
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB0_116
	s_cmp_eq_u32 s67, 0
	s_cselect_b64 s[6:7], -1, 0
	v_cndmask_b32_e64 v1, v81, 0, s[6:7]
	v_add_f32_e32 v1, s33, v1
	v_cmp_ngt_f32_e32 vcc, s28, v1
	v_add_f32_e32 v11, s68, v11
	v_mul_f32_e32 v44, s29, v11
	v_cndmask_b32_e32 v1, v82, v1, vcc
	v_cmp_nlt_f32_e32 vcc, s64, v1
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
	v_cmp_ngt_f32_e32 vcc, s28, v44
	v_mul_f32_e32 v6, v1, v2
	s_nop 0
	v_cndmask_b32_e32 v1, v82, v44, vcc
	v_cmp_nlt_f32_e32 vcc, s64, v1
	s_nop 1
	v_cndmask_b32_e32 v43, v83, v1, vcc
	v_fmamk_f32 v1, v43, 0x3fb8aa3b, v76
	v_add_f32_e32 v46, 0xcb400000, v1
	v_fmac_f32_e32 v43, 0xbf317218, v46
	v_mul_f32_e32 v3, 0x3102e308, v46
	v_add_f32_e32 v1, v43, v3
	v_fmamk_f32 v2, v1, 0x39500d01, v77
	v_fmaak_f32 v2, v2, v1, 0x3c088889
	v_fmaak_f32 v2, v2, v1, 0x3d2aaaab
	v_fmaak_f32 v2, v2, v1, 0x3e2aaaab
	v_fma_f32 v2, v2, v1, 0.5
	v_mul_f32_e32 v4, v1, v1
	v_mul_f32_e32 v4, v4, v2
	v_add_f32_e32 v2, v1, v4
	v_cmp_o_f32_e32 vcc, v46, v46
	v_sub_f32_e32 v5, v2, v1
	v_pk_add_f32 v[12:13], v[0:1], v[42:43] neg_lo:[0,1] neg_hi:[0,1]
	v_cndmask_b32_e32 v1, 0, v46, vcc
	v_add_f32_e32 v48, 1.0, v2
	v_cvt_i32_f32_e32 v1, v1
	v_sub_f32_e32 v47, v4, v5
	v_add_f32_e32 v4, -1.0, v48
	v_mov_b32_e32 v5, v13
	v_pk_add_f32 v[2:3], v[2:3], v[4:5] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_add_f32_e32 v3, v3, v47
	v_add_f32_e32 v2, v2, v3
	v_ashrrev_i32_e32 v3, 1, v1
	v_add_f32_e32 v2, v48, v2
	v_sub_u32_e32 v1, v1, v3
	v_lshl_add_u32 v3, v3, 23, 1.0
	v_lshl_add_u32 v1, v1, 23, 1.0
	v_mul_f32_e32 v2, v2, v3
	v_mul_f32_e32 v1, v2, v1
	v_add_f32_e32 v1, 1.0, v1
	v_mul_f32_e32 v2, 0x4b000000, v1
	v_cmp_gt_f32_e32 vcc, s65, v1
	s_nop 1
	v_cndmask_b32_e32 v2, v1, v2, vcc
	v_add_u32_e32 v4, 0xc0cafb0d, v2
	v_and_b32_e32 v5, 0xff800000, v4
	v_sub_u32_e32 v2, v2, v5
	v_add_f32_e32 v2, -1.0, v2
	v_add_f32_e32 v5, 2.0, v2
	v_div_scale_f32 v12, s[6:7], v5, v5, v2
	v_rcp_f32_e32 v13, v12
	v_cndmask_b32_e32 v3, 0, v84, vcc
	v_ashrrev_i32_e32 v4, 23, v4
	v_add_u32_e32 v3, v4, v3
	v_fma_f32 v4, -v12, v13, 1.0
	v_fmac_f32_e32 v13, v4, v13
	v_div_scale_f32 v4, vcc, v2, v5, v2
	v_mul_f32_e32 v43, v4, v13
	v_fma_f32 v46, -v12, v43, v4
	v_fmac_f32_e32 v43, v46, v13
	v_fma_f32 v4, -v12, v43, v4
	v_div_fmas_f32 v4, v4, v13, v43
	v_div_fixup_f32 v4, v4, v5, v2
	v_mul_f32_e32 v5, v4, v4
	v_fmamk_f32 v12, v5, 0x3e3a2e8c, v78
	v_fmaak_f32 v12, v12, v5, 0x3e924925
	v_fmaak_f32 v12, v12, v5, 0x3ecccccd
	v_cvt_f32_i32_e32 v3, v3
	v_fmaak_f32 v12, v12, v5, 0x3f2aaaab
	v_mul_f32_e32 v5, v5, v12
	v_sub_f32_e32 v5, v2, v5
	v_fma_f32 v2, -v4, v5, v2
	v_fmac_f32_e32 v2, 0xb102e308, v3
	v_fmac_f32_e32 v2, 0x3f317218, v3
	v_cmp_neq_f32_e32 vcc, 0, v1
	s_nop 1
	v_cndmask_b32_e32 v2, v85, v2, vcc
	v_cmp_neq_f32_e32 vcc, s66, v1
	s_nop 1
	v_cndmask_b32_e32 v2, v86, v2, vcc
	v_cmp_ngt_f32_e32 vcc, 0, v1
	s_nop 1
	v_cndmask_b32_e32 v2, v87, v2, vcc
	v_cmp_u_f32_e32 vcc, v1, v1
	s_nop 1
	v_cndmask_b32_e32 v1, v2, v1, vcc
	v_mul_f32_e32 v1, v50, v1
	v_cmp_ge_f32_e32 vcc, s30, v44
	s_nop 1
	v_cndmask_b32_e32 v1, v11, v1, vcc
	v_mul_f32_e64 v1, -v6, v1
	v_cmp_ngt_f32_e32 vcc, s28, v1
	s_nop 1
	v_cndmask_b32_e32 v1, v82, v1, vcc
	v_cmp_nlt_f32_e32 vcc, s64, v1
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
	v_add_f32_e32 v6, v3, v1
	v_ashrrev_i32_e32 v1, 1, v2
	v_sub_u32_e32 v12, v2, v1
	v_lshl_add_u32 v13, v1, 23, 1.0
	v_sub_f32_e32 v1, 0, v10
	v_cmp_nlt_f32_e64 vcc, -v10, s28
	s_nop 1
	v_cndmask_b32_e32 v1, v82, v1, vcc
	v_cmp_nlt_f32_e32 vcc, s64, v1
	s_nop 1
	v_cndmask_b32_e32 v43, v83, v1, vcc
	v_fmamk_f32 v1, v43, 0x3fb8aa3b, v76
	v_add_f32_e32 v44, 0xcb400000, v1
	v_fmac_f32_e32 v43, 0xbf317218, v44
	v_mul_f32_e32 v3, 0x3102e308, v44
	v_add_f32_e32 v1, v43, v3
	v_fmamk_f32 v2, v1, 0x39500d01, v77
	v_fmaak_f32 v2, v2, v1, 0x3c088889
	v_fmaak_f32 v2, v2, v1, 0x3d2aaaab
	v_fmaak_f32 v2, v2, v1, 0x3e2aaaab
	v_fma_f32 v2, v2, v1, 0.5
	v_mul_f32_e32 v4, v1, v1
	v_mul_f32_e32 v4, v4, v2
	v_add_f32_e32 v2, v1, v4
	v_cmp_o_f32_e32 vcc, v44, v44
	v_sub_f32_e32 v5, v2, v1
	v_pk_add_f32 v[10:11], v[0:1], v[42:43] neg_lo:[0,1] neg_hi:[0,1]
	v_cndmask_b32_e32 v1, 0, v44, vcc
	v_add_f32_e32 v47, 1.0, v2
	v_cvt_i32_f32_e32 v1, v1
	v_sub_f32_e32 v46, v4, v5
	v_add_f32_e32 v4, -1.0, v47
	v_mov_b32_e32 v5, v11
	v_pk_add_f32 v[2:3], v[2:3], v[4:5] neg_lo:[0,1] neg_hi:[0,1]
	v_mul_f32_e32 v5, v6, v13
	v_add_f32_e32 v3, v3, v46
	v_add_f32_e32 v2, v2, v3
	v_ashrrev_i32_e32 v3, 1, v1
	v_add_f32_e32 v2, v47, v2
	v_sub_u32_e32 v1, v1, v3
	v_lshl_add_u32 v3, v3, 23, 1.0
	v_lshl_add_u32 v1, v1, 23, 1.0
	v_mul_f32_e32 v2, v2, v3
	v_mul_f32_e32 v1, v2, v1
	v_add_f32_e32 v2, 1.0, v1
	v_div_scale_f32 v3, s[6:7], v2, v2, 1.0
	v_rcp_f32_e32 v4, v3
	v_lshl_add_u32 v1, v12, 23, 1.0
	v_mul_f32_e32 v1, v5, v1
	v_fma_f32 v5, -v3, v4, 1.0
	v_fmac_f32_e32 v4, v5, v4
	v_div_scale_f32 v5, vcc, 1.0, v2, 1.0
	v_mul_f32_e32 v6, v5, v4
	v_fma_f32 v10, -v3, v6, v5
	v_fmac_f32_e32 v6, v10, v4
	v_fma_f32 v3, -v3, v6, v5
	v_div_fmas_f32 v3, v3, v4, v6
	v_cmp_gt_i32_e32 vcc, s25, v9
	s_and_b64 s[6:7], vcc, s[58:59]
	v_div_fixup_f32 v2, v3, v2, 1.0
	ds_write_b32 v71, v1
	ds_write_b32 v72, v2
	s_and_b64 exec, exec, s[6:7]
	s_cbranch_execz .LBB0_116
	v_mad_i64_i32 v[2:3], s[6:7], v9, s26, 0
	v_lshl_add_u64 v[2:3], v[2:3], 2, s[36:37]
	global_store_dword v[2:3], v1, off
.LBB0_116:
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[6:7], s[2:3]
	ds_write_b32 v79, v8
	s_or_b64 exec, exec, s[6:7]
	s_and_saveexec_b64 s[2:3], s[4:5]
	ds_write_b32 v80, v7
	s_or_b64 exec, exec, s[2:3]
	s_cmp_lt_i32 s70, 1
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_28
	v_med3_i32 v1, s35, 1, 16
	s_mov_b32 s4, 0
	s_branch .LBB0_123
.LBB0_122:
	s_or_b64 exec, exec, s[2:3]
	s_add_i32 s4, s4, 1
	v_cmp_eq_u32_e32 vcc, s4, v1
	s_cbranch_vccnz .LBB0_28
.LBB0_123:
	s_lshl_b32 s3, s4, 2
	v_mov_b32_e32 v2, s3
	ds_read_b32 v2, v2 offset:26816
	s_and_b64 s[6:7], s[52:53], exec
	s_waitcnt lgkmcnt(0)
	v_readfirstlane_b32 s2, v2
	s_cselect_b32 s2, s2, s4
	s_add_i32 s5, s2, s67
	s_cmp_lg_u32 s4, 0
	s_cselect_b64 s[6:7], -1, 0
	s_and_b64 s[6:7], s[52:53], s[6:7]
	s_and_b64 vcc, exec, s[6:7]
	s_cbranch_vccz .LBB0_130
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
	s_cbranch_vccz .LBB0_130
	s_barrier
	ds_read2st64_b32 v[20:21], v74 offset1:2
	ds_read2st64_b32 v[22:23], v74 offset0:4 offset1:6
	ds_read2st64_b32 v[24:25], v74 offset0:8 offset1:10
	ds_read2st64_b32 v[26:27], v74 offset0:12 offset1:14
	ds_read2st64_b32 v[14:15], v74 offset0:16 offset1:18
	ds_read2st64_b32 v[16:17], v74 offset0:20 offset1:22
	ds_read2st64_b32 v[28:29], v74 offset0:24 offset1:26
	ds_read2st64_b32 v[30:31], v74 offset0:28 offset1:30
	s_cmp_gt_u32 s3, 0x7ffffffe
	s_cbranch_scc1 .LBB0_130
	s_lshl_b32 s6, s3, 2
	v_mov_b32_e32 v2, s6
	ds_read_b32 v3, v2 offset:26752
	s_add_i32 s3, s3, 1
	s_mov_b32 s6, 0
	s_movk_i32 s7, 0x6840
	v_mov_b32_e32 v2, v73
	s_waitcnt lgkmcnt(0)
	v_readfirstlane_b32 s8, v3
	v_mov_b32_e32 v3, v18
	s_branch .LBB0_128
.LBB0_127:
	s_add_i32 s6, s6, 1
	s_add_i32 s7, s7, 4
	v_add_u32_e32 v3, 0x200, v3
	s_cmp_eq_u32 s3, s6
	v_add_u32_e32 v2, 64, v2
	s_cbranch_scc1 .LBB0_130
.LBB0_128:
	s_lshr_b32 s9, s8, s6
	s_bitcmp0_b32 s9, 0
	s_cbranch_scc1 .LBB0_127
	v_mov_b32_e32 v4, s7
	ds_read_b32 v12, v4
	ds_read_b32 v44, v2
	ds_read_b128 v[4:7], v3
	ds_read_b128 v[8:11], v3 offset:128
	s_waitcnt lgkmcnt(3)
	v_pk_mul_f32 v[20:21], v[20:21], v[12:13] op_sel_hi:[1,0]
	v_pk_mul_f32 v[22:23], v[22:23], v[12:13] op_sel_hi:[1,0]
	s_waitcnt lgkmcnt(1)
	v_pk_fma_f32 v[20:21], v[4:5], v[44:45], v[20:21] op_sel_hi:[1,0,1]
	v_pk_mul_f32 v[4:5], v[24:25], v[12:13] op_sel_hi:[1,0]
	v_pk_fma_f32 v[22:23], v[6:7], v[44:45], v[22:23] op_sel_hi:[1,0,1]
	s_waitcnt lgkmcnt(0)
	v_pk_fma_f32 v[24:25], v[8:9], v[44:45], v[4:5] op_sel_hi:[1,0,1]
	ds_read_b128 v[4:7], v3 offset:256
	v_pk_mul_f32 v[8:9], v[26:27], v[12:13] op_sel_hi:[1,0]
	v_pk_mul_f32 v[14:15], v[14:15], v[12:13] op_sel_hi:[1,0]
	v_pk_fma_f32 v[26:27], v[10:11], v[44:45], v[8:9] op_sel_hi:[1,0,1]
	ds_read_b128 v[8:11], v3 offset:384
	s_waitcnt lgkmcnt(1)
	v_pk_fma_f32 v[14:15], v[4:5], v[44:45], v[14:15] op_sel_hi:[1,0,1]
	v_pk_mul_f32 v[4:5], v[16:17], v[12:13] op_sel_hi:[1,0]
	s_nop 0
	v_pk_fma_f32 v[16:17], v[6:7], v[44:45], v[4:5] op_sel_hi:[1,0,1]
	v_pk_mul_f32 v[4:5], v[28:29], v[12:13] op_sel_hi:[1,0]
	s_waitcnt lgkmcnt(0)
	v_pk_fma_f32 v[28:29], v[8:9], v[44:45], v[4:5] op_sel_hi:[1,0,1]
	v_pk_mul_f32 v[4:5], v[30:31], v[12:13] op_sel_hi:[1,0]
	s_nop 0
	v_pk_fma_f32 v[30:31], v[10:11], v[44:45], v[4:5] op_sel_hi:[1,0,1]
	s_branch .LBB0_127
.LBB0_130:
	s_lshl_b32 s3, s2, 2
	v_mov_b32_e32 v2, s3
	v_add_u32_e32 v2, 0x6800, v2
	ds_read2_b32 v[88:89], v2 offset1:16
	v_lshl_or_b32 v43, s2, 9, v18
	ds_read_b128 v[2:5], v43
	ds_read_b128 v[6:9], v43 offset:128
	s_waitcnt lgkmcnt(2)
	v_mov_b32_e32 v44, v89
	v_pk_mul_f32 v[20:21], v[20:21], v[44:45] op_sel_hi:[1,0]
	v_pk_mul_f32 v[24:25], v[24:25], v[44:45] op_sel_hi:[1,0]
	v_pk_mul_f32 v[46:47], v[14:15], v[44:45] op_sel_hi:[1,0]
	v_pk_mul_f32 v[48:49], v[16:17], v[44:45] op_sel_hi:[1,0]
	ds_read_b128 v[14:17], v43 offset:256
	ds_read_b128 v[10:13], v43 offset:384
	v_mov_b32_e32 v90, v21
	v_mov_b32_e32 v91, v25
	s_waitcnt lgkmcnt(3)
	v_mov_b32_e32 v92, v3
	s_waitcnt lgkmcnt(2)
	v_mov_b32_e32 v93, v7
	v_pk_mul_f32 v[22:23], v[22:23], v[44:45] op_sel_hi:[1,0]
	v_pk_mul_f32 v[26:27], v[26:27], v[44:45] op_sel_hi:[1,0]
	v_pk_mul_f32 v[90:91], v[90:91], v[92:93]
	v_mov_b32_e32 v92, v2
	v_mov_b32_e32 v93, v6
	v_mov_b32_e32 v94, v20
	v_mov_b32_e32 v95, v24
	v_pk_fma_f32 v[90:91], v[92:93], v[94:95], v[90:91]
	v_mov_b32_e32 v92, v4
	v_mov_b32_e32 v93, v8
	v_mov_b32_e32 v94, v22
	v_mov_b32_e32 v95, v26
	v_pk_mul_f32 v[28:29], v[28:29], v[44:45] op_sel_hi:[1,0]
	v_pk_fma_f32 v[90:91], v[92:93], v[94:95], v[90:91]
	v_mov_b32_e32 v92, v5
	v_mov_b32_e32 v93, v9
	v_mov_b32_e32 v94, v23
	v_mov_b32_e32 v95, v27
	v_pk_fma_f32 v[90:91], v[92:93], v[94:95], v[90:91]
	v_mov_b32_e32 v92, v47
	v_mov_b32_e32 v93, v29
	s_waitcnt lgkmcnt(1)
	v_mov_b32_e32 v94, v15
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v95, v11
	v_pk_mul_f32 v[30:31], v[30:31], v[44:45] op_sel_hi:[1,0]
	v_pk_mul_f32 v[92:93], v[92:93], v[94:95]
	v_mov_b32_e32 v94, v14
	v_mov_b32_e32 v95, v10
	v_mov_b32_e32 v96, v46
	v_mov_b32_e32 v97, v28
	v_pk_fma_f32 v[92:93], v[94:95], v[96:97], v[92:93]
	v_mov_b32_e32 v94, v16
	v_mov_b32_e32 v95, v12
	v_mov_b32_e32 v96, v48
	v_mov_b32_e32 v97, v30
	v_pk_fma_f32 v[92:93], v[94:95], v[96:97], v[92:93]
	v_mov_b32_e32 v94, v17
	v_mov_b32_e32 v95, v13
	v_mov_b32_e32 v96, v49
	v_mov_b32_e32 v97, v31
	v_pk_fma_f32 v[92:93], v[94:95], v[96:97], v[92:93]
	s_nop 0
	v_pk_add_f32 v[90:91], v[90:91], v[92:93]
	s_nop 0
	v_add_f32_e32 v44, v90, v91
	ds_bpermute_b32 v89, v58, v44
	v_lshl_add_u32 v90, s2, 6, v51
	ds_read_b32 v90, v90
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v44, v44, v89
	ds_bpermute_b32 v89, v59, v44
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v44, v44, v89
	ds_bpermute_b32 v89, v60, v44
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v44, v44, v89
	v_sub_f32_e32 v44, v90, v44
	v_mul_f32_e32 v44, v88, v44
	s_and_saveexec_b64 s[2:3], s[50:51]
	v_lshl_add_u32 v88, s5, 6, v73
	ds_write_b32 v88, v44
	s_or_b64 exec, exec, s[2:3]
	v_pk_fma_f32 v[20:21], v[2:3], v[44:45], v[20:21] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[22:23], v[4:5], v[44:45], v[22:23] op_sel_hi:[1,0,1]
	ds_read_b128 v[2:5], v43 offset:8192
	v_pk_fma_f32 v[24:25], v[6:7], v[44:45], v[24:25] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[26:27], v[8:9], v[44:45], v[26:27] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[14:15], v[14:15], v[44:45], v[46:47] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[16:17], v[16:17], v[44:45], v[48:49] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[28:29], v[10:11], v[44:45], v[28:29] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[30:31], v[12:13], v[44:45], v[30:31] op_sel_hi:[1,0,1]
	ds_read_b128 v[6:9], v43 offset:8320
	ds_read_b128 v[10:13], v43 offset:8448
	ds_read_b128 v[46:49], v43 offset:8576
	s_waitcnt lgkmcnt(3)
	v_mul_f32_e32 v3, v21, v3
	v_fmac_f32_e32 v3, v2, v20
	v_fmac_f32_e32 v3, v4, v22
	v_fmac_f32_e32 v3, v5, v23
	s_waitcnt lgkmcnt(2)
	v_mul_f32_e32 v2, v25, v7
	s_waitcnt lgkmcnt(1)
	v_mul_f32_e32 v4, v15, v11
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v5, v29, v47
	v_fmac_f32_e32 v2, v6, v24
	v_fmac_f32_e32 v4, v10, v14
	v_fmac_f32_e32 v5, v46, v28
	v_fmac_f32_e32 v2, v8, v26
	v_fmac_f32_e32 v4, v12, v16
	v_fmac_f32_e32 v5, v48, v30
	v_fmac_f32_e32 v2, v9, v27
	v_fmac_f32_e32 v4, v13, v17
	v_fmac_f32_e32 v5, v49, v31
	v_add_f32_e32 v3, v3, v4
	v_add_f32_e32 v2, v2, v5
	v_add_f32_e32 v2, v3, v2
	ds_bpermute_b32 v3, v58, v2
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, v2, v3
	ds_bpermute_b32 v3, v59, v2
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, v2, v3
	ds_bpermute_b32 v3, v60, v2
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_134
	s_add_i32 s6, s5, s34
	s_ashr_i32 s7, s6, 31
	s_mul_i32 s7, s54, s7
	s_mul_hi_u32 s8, s54, s6
	s_add_i32 s7, s8, s7
	s_mul_i32 s8, s55, s6
	s_add_i32 s7, s7, s8
	s_mul_i32 s6, s54, s6
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, v2, v3
	v_cvt_pk_bf16_f32 v4, v2, s0
	v_lshl_add_u64 v[2:3], s[6:7], 1, v[38:39]
	global_store_short v[2:3], v4, off
.LBB0_134:
	s_or_b64 exec, exec, s[2:3]
	s_cmp_lt_i32 s5, s25
	s_cselect_b64 s[2:3], -1, 0
	s_and_b64 s[6:7], s[2:3], s[60:61]
	s_and_saveexec_b64 s[2:3], s[6:7]
	s_cbranch_execz .LBB0_122
	s_ashr_i32 s6, s5, 31
	s_mul_hi_u32 s7, s54, s5
	s_mul_i32 s6, s54, s6
	s_add_i32 s6, s7, s6
	s_mul_i32 s7, s55, s5
	s_add_i32 s7, s6, s7
	s_mul_i32 s6, s54, s5
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[2:3], s[6:7], 2, v[40:41]
	global_store_dword v[2:3], v44, off
	s_branch .LBB0_122
.LBB0_136:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel gdn_verify_tuple_act_bf16_dt_f32_pool_f32_bv16w2_tree
		.amdhsa_group_segment_fixed_size 26944
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
		.amdhsa_next_free_vgpr 129
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
	.size	gdn_verify_tuple_act_bf16_dt_f32_pool_f32_bv16w2_tree, .Lfunc_end0-gdn_verify_tuple_act_bf16_dt_f32_pool_f32_bv16w2_tree

	.set gdn_verify_tuple_act_bf16_dt_f32_pool_f32_bv16w2_tree.num_vgpr, 100
	.set gdn_verify_tuple_act_bf16_dt_f32_pool_f32_bv16w2_tree.num_agpr, 0
	.set gdn_verify_tuple_act_bf16_dt_f32_pool_f32_bv16w2_tree.numbered_sgpr, 76
	.set gdn_verify_tuple_act_bf16_dt_f32_pool_f32_bv16w2_tree.num_named_barrier, 0
	.set gdn_verify_tuple_act_bf16_dt_f32_pool_f32_bv16w2_tree.private_seg_size, 0
	.set gdn_verify_tuple_act_bf16_dt_f32_pool_f32_bv16w2_tree.uses_vcc, 1
	.set gdn_verify_tuple_act_bf16_dt_f32_pool_f32_bv16w2_tree.uses_flat_scratch, 0
	.set gdn_verify_tuple_act_bf16_dt_f32_pool_f32_bv16w2_tree.has_dyn_sized_stack, 0
	.set gdn_verify_tuple_act_bf16_dt_f32_pool_f32_bv16w2_tree.has_recursion, 0
	.set gdn_verify_tuple_act_bf16_dt_f32_pool_f32_bv16w2_tree.has_indirect_call, 0
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
    .group_segment_fixed_size: 26944
    .kernarg_segment_align: 8
    .kernarg_segment_size: 268
    .max_flat_workgroup_size: 128
    .name:           gdn_verify_tuple_act_bf16_dt_f32_pool_f32_bv16w2_tree
    .private_segment_fixed_size: 0
    .sgpr_count:     82
    .sgpr_spill_count: 0
    .symbol:         gdn_verify_tuple_act_bf16_dt_f32_pool_f32_bv16w2_tree.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     100
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx950
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
