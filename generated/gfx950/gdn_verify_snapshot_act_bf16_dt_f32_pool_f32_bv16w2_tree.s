; deltagen generated file: do not edit. Regenerate with `cargo xtask gen`.
; kernel: gdn_verify  instance: gdn_verify_snapshot_act_bf16_dt_f32_pool_f32_bv16w2_tree  arch: gfx950
; profile=portable  mode=snapshot  act_dtype=bf16  dt_bias_dtype=f32  pool_dtype=f32  tile=bv16w2  lanes_per_column=8  requests=>1  tree=true
; ir-sha256: 16113c20cacb198947952554e6954e89b45648ae1766ca4d2598dd15b3a61ae5
; llvm: 22.1  pipeline: default<O3>  ld.lld: LLVM 22.1
	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 6
	.text
	.globl	gdn_verify_snapshot_act_bf16_dt_f32_pool_f32_bv16w2_tree
	.p2align	8
	.type	gdn_verify_snapshot_act_bf16_dt_f32_pool_f32_bv16w2_tree,@function
gdn_verify_snapshot_act_bf16_dt_f32_pool_f32_bv16w2_tree:
	s_load_dwordx8 s[20:27], s[0:1], 0x4
	s_mov_b32 s52, s3
	s_ashr_i32 s3, s2, 31
	s_lshr_b32 s3, s3, 29
	s_waitcnt lgkmcnt(0)
	s_add_i32 s27, s2, s3
	s_max_i32 s22, s22, 1
	v_cvt_f32_u32_e32 v1, s22
	s_sub_i32 s29, 0, s22
	s_abs_i32 s28, s23
	s_ashr_i32 s54, s27, 3
	v_rcp_iflag_f32_e32 v1, v1
	s_ashr_i32 s3, s23, 31
	s_load_dwordx16 s[4:19], s[0:1], 0x20
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	s_nop 0
	v_readfirstlane_b32 s30, v1
	s_mul_i32 s29, s29, s30
	s_mul_hi_u32 s29, s30, s29
	s_add_i32 s30, s30, s29
	s_mul_hi_u32 s29, s28, s30
	s_mul_i32 s30, s29, s22
	s_sub_i32 s28, s28, s30
	s_add_i32 s31, s29, 1
	s_sub_i32 s30, s28, s22
	s_cmp_ge_u32 s28, s22
	s_cselect_b32 s29, s31, s29
	s_cselect_b32 s28, s30, s28
	s_add_i32 s30, s29, 1
	s_cmp_ge_u32 s28, s22
	s_cselect_b32 s22, s30, s29
	s_xor_b32 s22, s22, s3
	s_sub_i32 s22, s22, s3
	s_ashr_i32 s53, s52, 31
	s_max_i32 s33, s22, 1
	s_lshl_b64 s[36:37], s[52:53], 2
	s_waitcnt lgkmcnt(0)
	s_add_u32 s38, s4, s36
	s_addc_u32 s39, s5, s37
	s_add_u32 s6, s6, s36
	s_addc_u32 s7, s7, s37
	s_load_dwordx2 s[28:29], s[6:7], 0x0
	s_load_dwordx2 s[4:5], s[0:1], 0xe0
	s_load_dword s42, s[0:1], 0xe8
	v_cvt_f32_u32_e32 v1, s33
	s_load_dword s49, s[38:39], 0x0
	s_waitcnt lgkmcnt(0)
	s_cmp_gt_i32 s28, -1
	s_cselect_b64 s[6:7], -1, 0
	s_cmp_ge_i32 s29, s28
	s_cselect_b64 s[30:31], -1, 0
	s_cmp_le_i32 s29, s20
	s_cselect_b64 s[34:35], -1, 0
	s_and_b64 s[6:7], s[6:7], s[30:31]
	s_sub_i32 s20, s29, s28
	s_and_b64 s[30:31], s[34:35], s[6:7]
	s_cmp_le_i32 s20, s25
	s_cselect_b64 s[34:35], -1, 0
	s_and_b64 s[40:41], s[34:35], s[30:31]
	s_and_b64 s[6:7], s[40:41], exec
	s_cselect_b32 s29, s20, 0
	s_add_u32 s6, s8, s36
	s_addc_u32 s7, s9, s37
	s_load_dword s22, s[6:7], 0x0
	v_rcp_iflag_f32_e32 v1, v1
	s_mov_b32 s36, 0
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	s_waitcnt lgkmcnt(0)
	s_cmp_gt_i32 s22, -1
	v_cvt_u32_f32_e32 v1, v1
	s_cselect_b64 s[6:7], -1, 0
	s_cmp_lt_i32 s22, s24
	s_cselect_b64 s[38:39], -1, 0
	s_and_b64 s[6:7], s[6:7], s[38:39]
	s_cmp_lg_u32 s42, 0
	s_cselect_b64 s[8:9], -1, 0
	s_cmp_eq_u32 s42, 0
	v_readfirstlane_b32 s48, v1
	s_cbranch_scc1 .LBB0_9
	s_cmp_lt_i32 s29, 2
	s_cselect_b64 s[42:43], -1, 0
	s_or_b64 s[36:37], s[6:7], s[42:43]
	s_and_b64 s[36:37], s[36:37], exec
	s_cselect_b32 s36, 0, 8
	s_and_b64 vcc, exec, s[42:43]
	s_cbranch_vccnz .LBB0_9
	s_mul_hi_i32 s43, s25, s52
	s_mul_i32 s42, s25, s52
	s_cmp_eq_u32 s29, 2
	s_mov_b32 s24, 2
	s_cbranch_scc1 .LBB0_6
	s_lshl_b64 s[44:45], s[42:43], 2
	s_add_u32 s47, s4, s44
	s_addc_u32 s50, s5, s45
	s_add_i32 s20, s29, -1
	s_mov_b32 s37, 0
	s_and_b32 s46, s20, -2
	s_mov_b32 s51, 1
	s_mov_b32 s44, s37
.LBB0_4:
	s_ashr_i32 s45, s44, 31
	s_lshl_b64 s[56:57], s[44:45], 2
	s_add_u32 s56, s47, s56
	s_addc_u32 s57, s50, s57
	s_load_dwordx2 s[58:59], s[56:57], 0x4
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_u32 s59, s24
	s_cselect_b32 s57, 0, 16
	s_cmp_lt_u32 s58, s51
	s_cselect_b32 s56, 0, 16
	s_add_i32 s44, s44, 2
	s_add_i32 s51, s51, 2
	s_add_i32 s24, s24, 2
	s_or_b64 s[36:37], s[56:57], s[36:37]
	s_cmp_lg_u32 s46, s44
	s_cbranch_scc1 .LBB0_4
	s_mov_b32 s24, s37
	s_or_b32 s44, s20, 1
	s_or_b64 s[36:37], s[36:37], s[24:25]
	s_cmp_lg_u32 s20, s46
	s_cselect_b64 s[46:47], -1, 0
	s_and_b64 vcc, exec, s[46:47]
	s_cbranch_vccnz .LBB0_7
	s_branch .LBB0_9
.LBB0_6:
	s_mov_b32 s44, 1
	s_cbranch_execz .LBB0_9
.LBB0_7:
	s_mov_b32 s45, 0
	s_lshl_b64 s[42:43], s[42:43], 2
	s_lshl_b64 s[46:47], s[44:45], 2
	s_add_u32 s20, s42, s46
	s_addc_u32 s24, s43, s47
	s_add_u32 s42, s4, s20
	s_addc_u32 s43, s5, s24
.LBB0_8:
	s_load_dword s20, s[42:43], 0x0
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_u32 s20, s44
	s_cselect_b32 s20, 0, 16
	s_add_i32 s44, s44, 1
	s_or_b32 s36, s20, s36
	s_add_u32 s42, s42, 4
	s_addc_u32 s43, s43, 0
	s_cmp_eq_u32 s29, s44
	s_cbranch_scc0 .LBB0_8
.LBB0_9:
	s_lshl_b32 s20, s54, 3
	s_sub_i32 s2, s2, s20
	s_ashr_i32 s55, s54, 31
	s_cmp_gt_i32 s49, -1
	s_cselect_b64 s[44:45], -1, 0
	s_cmp_lt_i32 s49, s21
	s_cselect_b64 s[42:43], -1, 0
	s_and_b64 s[20:21], s[44:45], s[42:43]
	v_lshrrev_b32_e32 v1, 3, v0
	s_and_b64 s[40:41], s[20:21], s[40:41]
	v_lshl_or_b32 v28, s2, 4, v1
	s_cmp_eq_u32 s36, 0
	v_ashrrev_i32_e32 v29, 31, v28
	s_cselect_b64 s[20:21], -1, 0
	v_mov_b32_e32 v2, 0
	s_lshl_b64 s[56:57], s[54:55], 7
	v_and_b32_e32 v36, 7, v0
	s_and_b64 s[40:41], s[40:41], s[20:21]
	v_lshl_add_u64 v[4:5], s[56:57], 0, v[28:29]
	v_mov_b32_e32 v3, v2
	v_lshlrev_b32_e32 v18, 2, v36
	v_lshlrev_b64 v[22:23], 7, v[4:5]
	s_and_b64 vcc, exec, s[40:41]
	v_mov_b64_e32 v[4:5], v[2:3]
	v_mov_b64_e32 v[6:7], v[2:3]
	v_mov_b64_e32 v[8:9], v[2:3]
	v_mov_b64_e32 v[10:11], v[2:3]
	v_mov_b64_e32 v[12:13], v[2:3]
	v_mov_b64_e32 v[14:15], v[2:3]
	v_mov_b64_e32 v[16:17], v[2:3]
	s_cbranch_vccz .LBB0_11
	s_mul_i32 s2, s13, s49
	s_mul_hi_u32 s13, s12, s49
	s_add_i32 s13, s13, s2
	s_mul_i32 s12, s12, s49
	s_lshl_b64 s[12:13], s[12:13], 2
	s_add_u32 s10, s10, s12
	s_addc_u32 s11, s11, s13
	v_lshl_add_u64 v[4:5], v[22:23], 2, s[10:11]
	v_lshlrev_b32_e32 v6, 2, v18
	v_mov_b32_e32 v7, v2
	v_lshl_add_u64 v[20:21], v[4:5], 0, v[6:7]
	global_load_dwordx4 v[2:5], v[20:21], off
	global_load_dwordx4 v[6:9], v[20:21], off offset:128
	global_load_dwordx4 v[10:13], v[20:21], off offset:256
	global_load_dwordx4 v[14:17], v[20:21], off offset:384
.LBB0_11:
	s_xor_b64 s[10:11], s[34:35], -1
	s_and_b64 s[10:11], s[30:31], s[10:11]
	s_xor_b64 s[12:13], s[30:31], -1
	s_and_b64 s[10:11], s[10:11], exec
	s_cselect_b32 s2, 2, 0
	s_and_b64 s[10:11], s[42:43], exec
	v_cndmask_b32_e64 v19, 0, 1, s[12:13]
	s_cselect_b32 s12, 0, 4
	s_and_b64 s[10:11], s[38:39], exec
	s_cselect_b32 s10, 0, 8
	s_or_b32 s10, s10, s12
	v_readfirstlane_b32 s12, v19
	s_or_b32 s10, s10, s12
	s_and_b32 s11, s36, 24
	s_or_b32 s2, s10, s2
	s_or_b32 s2, s2, s11
	s_cmp_eq_u32 s2, 0
	s_cselect_b64 s[10:11], -1, 0
	s_cmp_eq_u32 s26, 0
	s_cselect_b64 s[12:13], -1, 0
	s_or_b64 s[10:11], s[12:13], s[10:11]
	s_and_b64 vcc, exec, s[10:11]
	s_cbranch_vccnz .LBB0_15
	v_mbcnt_lo_u32_b32 v19, exec_lo, 0
	v_mbcnt_hi_u32_b32 v19, exec_hi, v19
	v_cmp_eq_u32_e32 vcc, 0, v19
	s_and_saveexec_b64 s[10:11], vcc
	s_cbranch_execz .LBB0_14
	v_mov_b32_e32 v19, 0
	v_mov_b32_e32 v20, s2
	global_atomic_or v19, v20, s[14:15]
.LBB0_14:
	s_or_b64 exec, exec, s[10:11]
.LBB0_15:
	s_and_b64 s[10:11], s[20:21], exec
	s_cselect_b32 s24, s29, 0
	s_add_i32 s2, s24, 7
	s_cmp_lt_i32 s2, 8
	s_mov_b32 s21, 0
	s_cbranch_scc1 .LBB0_73
	s_sub_i32 s10, 0, s33
	s_mul_i32 s10, s10, s48
	s_mul_hi_u32 s10, s48, s10
	s_abs_i32 s20, s54
	s_add_i32 s48, s48, s10
	s_mul_hi_u32 s53, s20, s48
	s_load_dwordx16 s[36:51], s[0:1], 0x60
	s_ashr_i32 s58, s27, 31
	s_lshl_b64 s[10:11], s[54:55], 2
	v_mov_b32_e32 v19, 0
	s_load_dwordx4 s[12:15], s[0:1], 0xc8
	s_load_dwordx2 s[34:35], s[0:1], 0xc0
	s_waitcnt lgkmcnt(0)
	s_add_u32 s26, s42, s10
	s_addc_u32 s27, s43, s11
	s_add_u32 s10, s44, s10
	s_addc_u32 s11, s45, s11
	global_load_dword v38, v19, s[26:27]
	global_load_dword v39, v19, s[10:11]
	v_div_scale_f32 v20, s[30:31], s13, s13, 1.0
	v_rcp_f32_e32 v21, v20
	s_ashr_i32 s10, s2, 31
	s_lshr_b32 s10, s10, 29
	s_add_i32 s2, s2, s10
	v_fma_f32 v24, -v20, v21, 1.0
	v_fmac_f32_e32 v21, v24, v21
	v_div_scale_f32 v24, vcc, 1.0, s13, 1.0
	v_mul_f32_e32 v25, v24, v21
	v_fma_f32 v26, -v20, v25, v24
	v_fmac_f32_e32 v25, v26, v21
	s_ashr_i32 s15, s2, 3
	s_lshl_b64 s[10:11], s[56:57], 1
	v_fma_f32 v20, -v20, v25, v24
	s_add_u32 s26, s36, s10
	v_div_fmas_f32 v20, v20, v21, v25
	s_addc_u32 s27, s37, s11
	v_lshlrev_b64 v[24:25], 1, v[28:29]
	s_lshl_b64 s[30:31], s[54:55], 1
	v_div_fixup_f32 v40, v20, s13, 1.0
	v_lshl_add_u64 v[20:21], s[26:27], 0, v[24:25]
	s_add_u32 s26, s38, s30
	s_addc_u32 s27, s39, s31
	s_add_u32 s30, s40, s30
	s_addc_u32 s31, s41, s31
	s_load_dwordx8 s[36:43], s[0:1], 0xa0
	s_mul_i32 s0, s53, s33
	s_sub_i32 s0, s20, s0
	s_add_i32 s1, s53, 1
	s_sub_i32 s2, s0, s33
	s_cmp_ge_u32 s0, s33
	s_cselect_b32 s1, s1, s53
	s_cselect_b32 s0, s2, s0
	s_add_i32 s2, s1, 1
	s_cmp_ge_u32 s0, s33
	s_cselect_b32 s0, s2, s1
	s_xor_b32 s0, s0, s58
	s_sub_i32 s0, s0, s58
	v_lshl_add_u64 v[26:27], v[22:23], 2, s[48:49]
	v_mov_b32_e32 v22, 0x2000
	s_ashr_i32 s1, s0, 31
	v_lshl_or_b32 v41, v1, 2, v22
	v_lshlrev_b32_e32 v1, 2, v0
	v_and_b32_e32 v30, 0x7c, v1
	s_lshl_b64 s[0:1], s[0:1], 7
	v_or_b32_e32 v22, s0, v30
	s_add_u32 s0, s46, s10
	v_mov_b32_e32 v23, s1
	s_addc_u32 s1, s47, s11
	v_lshl_add_u64 v[24:25], s[0:1], 0, v[24:25]
	s_mul_i32 s0, s35, s22
	s_mul_hi_u32 s1, s34, s22
	s_mov_b32 s2, s23
	s_add_i32 s1, s1, s0
	s_mul_i32 s0, s34, s22
	s_lshl_b64 s[22:23], s[2:3], 14
	s_lshl_b64 s[10:11], s[0:1], 2
	s_lshl_b64 s[34:35], s[2:3], 7
	s_and_b64 s[46:47], s[8:9], s[6:7]
	s_lshl_b64 s[8:9], s[54:55], 16
	s_add_u32 s8, s10, s8
	v_lshl_add_u64 v[26:27], v[26:27], 0, s[10:11]
	v_lshlrev_b32_e32 v18, 2, v18
	s_addc_u32 s9, s11, s9
	v_lshlrev_b64 v[28:29], 9, v[28:29]
	v_lshl_add_u64 v[26:27], v[26:27], 0, v[18:19]
	v_lshlrev_b32_e32 v18, 4, v36
	v_lshl_add_u64 v[28:29], s[8:9], 0, v[28:29]
	v_lshl_add_u64 v[28:29], v[28:29], 0, v[18:19]
	v_lshrrev_b32_e32 v37, 5, v0
	v_lshl_add_u64 v[28:29], s[48:49], 0, v[28:29]
	s_lshl_b64 s[48:49], s[2:3], 16
	s_mul_hi_i32 s3, s52, s25
	s_mul_i32 s2, s52, s25
	v_or_b32_e32 v45, 4, v37
	v_bfrev_b32_e32 v31, 0.5
	v_lshlrev_b32_e32 v30, 2, v30
	s_lshl_b64 s[2:3], s[2:3], 2
	v_bitop3_b32 v46, v1, 64, v31 bitop3:0x6c
	v_bitop3_b32 v47, v1, 32, v31 bitop3:0x6c
	v_bitop3_b32 v48, v1, 16, v31 bitop3:0x6c
	v_bitop3_b32 v49, v1, 8, v31 bitop3:0x6c
	v_bitop3_b32 v50, v1, 4, v31 bitop3:0x6c
	v_lshl_or_b32 v51, v37, 9, v30
	v_lshl_or_b32 v53, v45, 9, v30
	v_add_u32_e32 v55, 0x2220, v1
	v_or_b32_e32 v56, 0x2200, v1
	v_lshlrev_b32_e32 v1, 6, v36
	s_mov_b32 s44, s12
	s_mov_b32 s45, s12
	s_add_u32 s12, s4, s2
	v_add_u32_e32 v42, s28, v36
	v_add_u32_e32 v43, s28, v0
	v_add_u32_e32 v44, s28, v37
	v_or_b32_e32 v52, 0x1000, v51
	v_or_b32_e32 v54, 0x1000, v53
	v_cmp_eq_u32_e64 s[0:1], 0, v36
	s_addc_u32 s33, s5, s3
	s_mov_b32 s56, 0xf800000
	v_mov_b32_e32 v57, 0x260
	s_mov_b32 s57, 0xc2d00000
	s_mov_b32 s58, 0x42b20000
	v_mov_b32_e32 v58, 0x4b400000
	v_mov_b32_e32 v59, 0x3ab60b61
	s_mov_b32 s59, 0x800000
	v_mov_b32_e32 v60, 0x3e638e39
	s_mov_b32 s60, 0x7f800000
	v_add_u32_e32 v61, v41, v1
	s_xor_b64 s[52:53], s[6:7], -1
	v_bfrev_b32_e32 v62, 1
	v_mov_b32_e32 v63, 0xc2d00000
	v_mov_b32_e32 v64, 0x42b20000
	v_mov_b32_e32 v30, -1.0
	v_not_b32_e32 v65, 22
	v_mov_b32_e32 v66, 0xff800000
	v_mov_b32_e32 v67, 0x7f800000
	v_mov_b32_e32 v68, 0x7fc00000
	s_mov_b32 s20, s21
	s_mov_b32 s61, s21
	s_branch .LBB0_18
.LBB0_17:
	s_add_i32 s61, s61, 1
	s_add_i32 s29, s29, -8
	s_add_i32 s20, s20, 8
	s_cmp_eq_u32 s61, s15
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_73
.LBB0_18:
	s_lshl_b32 s63, s61, 3
	s_sub_i32 s62, s24, s63
	v_mov_b32_e32 v31, 0
	v_cmp_gt_i32_e64 s[2:3], s62, v36
	v_mov_b32_e32 v33, v31
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_20
	v_add_u32_e32 v1, s63, v42
	v_ashrrev_i32_e32 v32, 31, v1
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v34, s38, v32
	v_mul_lo_u32 v35, s39, v1
	v_mad_u64_u32 v[32:33], s[6:7], s38, v1, 0
	v_add3_u32 v33, v33, v34, v35
	v_lshl_add_u64 v[32:33], v[32:33], 1, v[20:21]
	global_load_ushort v1, v[32:33], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v33, 16, v1
.LBB0_20:
	s_or_b64 exec, exec, s[4:5]
	s_min_i32 s8, s62, 8
	v_add_u32_e32 v32, s63, v43
	v_cmp_gt_i32_e64 s[4:5], s8, v0
	v_ashrrev_i32_e32 v1, 31, v32
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB0_22
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v31, s41, v32
	v_mul_lo_u32 v69, s40, v1
	v_mad_u64_u32 v[34:35], s[10:11], s40, v32, 0
	v_add3_u32 v35, v35, v69, v31
	v_lshl_add_u64 v[34:35], v[34:35], 1, s[26:27]
	global_load_ushort v31, v[34:35], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v31, 16, v31
.LBB0_22:
	s_or_b64 exec, exec, s[6:7]
	v_mov_b32_e32 v77, 0
	v_mov_b32_e32 v69, v77
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB0_24
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v69, s43, v32
	v_mul_lo_u32 v1, s42, v1
	v_mad_u64_u32 v[34:35], s[10:11], s42, v32, 0
	v_add3_u32 v35, v35, v1, v69
	v_lshl_add_u64 v[34:35], v[34:35], 1, s[30:31]
	global_load_ushort v1, v[34:35], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v69, 16, v1
.LBB0_24:
	s_or_b64 exec, exec, s[6:7]
	v_add_u32_e32 v32, s63, v44
	v_ashrrev_i32_e32 v1, 31, v32
	v_mul_lo_u32 v70, s50, v1
	v_mul_lo_u32 v71, s51, v32
	v_mad_u64_u32 v[34:35], s[6:7], s50, v32, v[22:23]
	v_cmp_gt_i32_e32 vcc, s8, v37
	v_add3_u32 v35, v71, v35, v70
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_26
	v_lshl_add_u64 v[70:71], v[34:35], 1, s[16:17]
	global_load_ushort v70, v[70:71], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v77, 16, v70
.LBB0_26:
	s_or_b64 exec, exec, s[6:7]
	v_mov_b32_e32 v75, 0
	v_mov_b32_e32 v82, v75
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_28
	v_lshl_add_u64 v[70:71], v[34:35], 1, s[16:17]
	global_load_ushort v70, v[70:71], off offset:2
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v82, 16, v70
.LBB0_28:
	s_or_b64 exec, exec, s[6:7]
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_30
	v_lshl_add_u64 v[70:71], v[34:35], 1, s[16:17]
	global_load_ushort v70, v[70:71], off offset:4
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v75, 16, v70
.LBB0_30:
	s_or_b64 exec, exec, s[6:7]
	v_mov_b32_e32 v80, 0
	v_mov_b32_e32 v79, v80
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_32
	v_lshl_add_u64 v[34:35], v[34:35], 1, s[16:17]
	global_load_ushort v34, v[34:35], off offset:6
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v79, 16, v34
.LBB0_32:
	s_or_b64 exec, exec, s[6:7]
	s_waitcnt lgkmcnt(0)
	v_mad_u64_u32 v[34:35], s[6:7], s36, v32, v[22:23]
	v_mul_lo_u32 v1, s36, v1
	v_mul_lo_u32 v70, s37, v32
	v_add3_u32 v35, v70, v35, v1
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_34
	v_lshl_add_u64 v[70:71], v[34:35], 1, s[18:19]
	global_load_ushort v1, v[70:71], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v80, 16, v1
.LBB0_34:
	s_or_b64 exec, exec, s[6:7]
	v_mov_b32_e32 v78, 0
	v_mov_b32_e32 v83, v78
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_36
	v_lshl_add_u64 v[70:71], v[34:35], 1, s[18:19]
	global_load_ushort v1, v[70:71], off offset:2
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v83, 16, v1
.LBB0_36:
	s_or_b64 exec, exec, s[6:7]
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_38
	v_lshl_add_u64 v[70:71], v[34:35], 1, s[18:19]
	global_load_ushort v1, v[70:71], off offset:4
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v78, 16, v1
.LBB0_38:
	s_or_b64 exec, exec, s[6:7]
	v_mov_b32_e32 v71, 0
	v_mov_b32_e32 v81, v71
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_40
	v_lshl_add_u64 v[34:35], v[34:35], 1, s[18:19]
	global_load_ushort v1, v[34:35], off offset:6
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v81, 16, v1
.LBB0_40:
	s_or_b64 exec, exec, s[6:7]
	v_add_u32_e32 v32, 4, v32
	v_ashrrev_i32_e32 v1, 31, v32
	v_cmp_gt_i32_e64 s[6:7], s8, v45
	v_mul_lo_u32 v70, s50, v1
	v_mul_lo_u32 v72, s51, v32
	v_mad_u64_u32 v[34:35], s[8:9], s50, v32, v[22:23]
	v_add3_u32 v35, v72, v35, v70
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB0_42
	v_lshl_add_u64 v[70:71], v[34:35], 1, s[16:17]
	global_load_ushort v70, v[70:71], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v71, 16, v70
.LBB0_42:
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32_e32 v70, 0
	v_mov_b32_e32 v74, v70
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB0_44
	v_lshl_add_u64 v[72:73], v[34:35], 1, s[16:17]
	global_load_ushort v72, v[72:73], off offset:2
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v74, 16, v72
.LBB0_44:
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB0_46
	v_lshl_add_u64 v[72:73], v[34:35], 1, s[16:17]
	global_load_ushort v70, v[72:73], off offset:4
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v70, 16, v70
.LBB0_46:
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32_e32 v73, 0
	v_mov_b32_e32 v72, v73
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB0_48
	v_lshl_add_u64 v[34:35], v[34:35], 1, s[16:17]
	global_load_ushort v34, v[34:35], off offset:6
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v72, 16, v34
.LBB0_48:
	s_or_b64 exec, exec, s[8:9]
	v_mad_u64_u32 v[34:35], s[8:9], s36, v32, v[22:23]
	v_mul_lo_u32 v1, s36, v1
	v_mul_lo_u32 v32, s37, v32
	v_add3_u32 v35, v32, v35, v1
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB0_50
	v_lshl_add_u64 v[84:85], v[34:35], 1, s[18:19]
	global_load_ushort v1, v[84:85], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v73, 16, v1
.LBB0_50:
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v76, v1
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execnz .LBB0_69
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execnz .LBB0_70
.LBB0_52:
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32_e32 v32, 0
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execnz .LBB0_71
.LBB0_53:
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[54:55], vcc
	s_cbranch_execnz .LBB0_72
.LBB0_54:
	s_or_b64 exec, exec, s[54:55]
	s_and_saveexec_b64 s[10:11], s[6:7]
	s_cbranch_execz .LBB0_56
.LBB0_55:
	v_mul_f32_e32 v34, v74, v74
	v_fmac_f32_e32 v34, v71, v71
	v_mul_f32_e32 v75, v76, v76
	v_fmac_f32_e32 v34, v70, v70
	v_fmac_f32_e32 v75, v73, v73
	v_fmac_f32_e32 v34, v72, v72
	v_fmac_f32_e32 v75, v1, v1
	ds_bpermute_b32 v35, v46, v34
	v_fmac_f32_e32 v75, v32, v32
	ds_bpermute_b32 v77, v46, v75
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v34, v34, v35
	ds_bpermute_b32 v35, v47, v34
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v75, v75, v77
	ds_bpermute_b32 v77, v47, v75
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v34, v34, v35
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v35, v75, v77
	ds_bpermute_b32 v75, v48, v34
	ds_bpermute_b32 v77, v48, v35
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v34, v34, v75
	ds_bpermute_b32 v75, v49, v34
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v35, v35, v77
	ds_bpermute_b32 v77, v49, v35
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v34, v34, v75
	ds_bpermute_b32 v75, v50, v34
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v35, v35, v77
	ds_bpermute_b32 v77, v50, v35
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v34, v34, v75
	v_add_f32_e32 v34, 0x358637bd, v34
	v_mul_f32_e32 v75, 0x4f800000, v34
	v_cmp_gt_f32_e32 vcc, s56, v34
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v35, v35, v77
	v_add_f32_e32 v35, 0x358637bd, v35
	v_cndmask_b32_e32 v34, v34, v75, vcc
	v_sqrt_f32_e32 v75, v34
	v_mul_f32_e32 v77, 0x4f800000, v35
	v_cmp_gt_f32_e64 s[6:7], s56, v35
	v_add_u32_e32 v78, 1, v75
	s_nop 0
	v_cndmask_b32_e64 v35, v35, v77, s[6:7]
	v_add_u32_e32 v77, -1, v75
	v_fma_f32 v79, -v77, v75, v34
	v_fma_f32 v80, -v78, v75, v34
	v_cmp_ge_f32_e64 s[8:9], 0, v79
	s_nop 1
	v_cndmask_b32_e64 v75, v75, v77, s[8:9]
	v_cmp_lt_f32_e64 s[8:9], 0, v80
	s_nop 1
	v_cndmask_b32_e64 v75, v75, v78, s[8:9]
	v_sqrt_f32_e32 v78, v35
	v_mul_f32_e32 v77, 0x37800000, v75
	v_cndmask_b32_e32 v75, v75, v77, vcc
	v_cmp_class_f32_e32 vcc, v34, v57
	s_nop 1
	v_cndmask_b32_e32 v77, v75, v34, vcc
	v_add_u32_e32 v34, -1, v78
	v_fma_f32 v75, -v34, v78, v35
	v_cmp_ge_f32_e32 vcc, 0, v75
	v_add_u32_e32 v75, 1, v78
	s_nop 0
	v_cndmask_b32_e32 v34, v78, v34, vcc
	v_fma_f32 v78, -v75, v78, v35
	v_cmp_lt_f32_e32 vcc, 0, v78
	v_div_scale_f32 v78, s[8:9], v77, v77, v74
	v_rcp_f32_e32 v79, v78
	v_cndmask_b32_e32 v34, v34, v75, vcc
	v_mul_f32_e32 v75, 0x37800000, v34
	v_cndmask_b32_e64 v34, v34, v75, s[6:7]
	v_cmp_class_f32_e32 vcc, v35, v57
	s_nop 1
	v_cndmask_b32_e32 v80, v34, v35, vcc
	v_fma_f32 v34, -v78, v79, 1.0
	v_fmac_f32_e32 v79, v34, v79
	v_div_scale_f32 v34, vcc, v74, v77, v74
	v_mul_f32_e32 v35, v34, v79
	v_fma_f32 v75, -v78, v35, v34
	v_fmac_f32_e32 v35, v75, v79
	v_div_scale_f32 v75, s[6:7], v77, v77, v71
	v_fma_f32 v34, -v78, v35, v34
	v_rcp_f32_e32 v78, v75
	v_div_fmas_f32 v34, v34, v79, v35
	v_div_fixup_f32 v35, v34, v77, v74
	v_fma_f32 v34, -v75, v78, 1.0
	v_fmac_f32_e32 v78, v34, v78
	v_div_scale_f32 v34, vcc, v71, v77, v71
	v_mul_f32_e32 v74, v34, v78
	v_fma_f32 v79, -v75, v74, v34
	v_fmac_f32_e32 v74, v79, v78
	v_div_scale_f32 v79, s[6:7], v80, v80, v76
	v_rcp_f32_e32 v81, v79
	v_fma_f32 v34, -v75, v74, v34
	v_div_fmas_f32 v34, v34, v78, v74
	v_div_fixup_f32 v34, v34, v77, v71
	v_pk_mul_f32 v[74:75], s[44:45], v[34:35]
	v_fma_f32 v34, -v79, v81, 1.0
	v_fmac_f32_e32 v81, v34, v81
	v_div_scale_f32 v34, vcc, v76, v80, v76
	v_mul_f32_e32 v35, v34, v81
	v_fma_f32 v71, -v79, v35, v34
	v_fmac_f32_e32 v35, v71, v81
	v_div_scale_f32 v71, s[6:7], v80, v80, v73
	v_rcp_f32_e32 v78, v71
	v_fma_f32 v34, -v79, v35, v34
	v_div_fmas_f32 v34, v34, v81, v35
	v_div_fixup_f32 v79, v34, v80, v76
	v_fma_f32 v34, -v71, v78, 1.0
	v_fmac_f32_e32 v78, v34, v78
	v_div_scale_f32 v34, vcc, v73, v80, v73
	v_mul_f32_e32 v35, v34, v78
	v_fma_f32 v76, -v71, v35, v34
	v_fmac_f32_e32 v35, v76, v78
	v_fma_f32 v34, -v71, v35, v34
	v_div_scale_f32 v71, s[6:7], v77, v77, v72
	v_rcp_f32_e32 v76, v71
	v_div_fmas_f32 v34, v34, v78, v35
	v_div_fixup_f32 v78, v34, v80, v73
	v_fma_f32 v34, -v71, v76, 1.0
	v_fmac_f32_e32 v76, v34, v76
	v_div_scale_f32 v34, vcc, v72, v77, v72
	v_mul_f32_e32 v35, v34, v76
	v_fma_f32 v73, -v71, v35, v34
	v_fmac_f32_e32 v35, v73, v76
	v_fma_f32 v34, -v71, v35, v34
	v_div_scale_f32 v71, s[6:7], v77, v77, v70
	v_rcp_f32_e32 v73, v71
	v_div_fmas_f32 v34, v34, v76, v35
	v_div_fixup_f32 v35, v34, v77, v72
	v_fma_f32 v34, -v71, v73, 1.0
	v_fmac_f32_e32 v73, v34, v73
	v_div_scale_f32 v34, vcc, v70, v77, v70
	v_mul_f32_e32 v72, v34, v73
	v_fma_f32 v76, -v71, v72, v34
	v_fmac_f32_e32 v72, v76, v73
	v_fma_f32 v34, -v71, v72, v34
	v_div_scale_f32 v71, s[6:7], v80, v80, v32
	v_div_fmas_f32 v34, v34, v73, v72
	v_rcp_f32_e32 v72, v71
	v_div_fixup_f32 v34, v34, v77, v70
	v_pk_mul_f32 v[76:77], s[44:45], v[34:35]
	ds_write_b128 v54, v[74:77]
	v_fma_f32 v34, -v71, v72, 1.0
	v_fmac_f32_e32 v72, v34, v72
	v_div_scale_f32 v34, vcc, v32, v80, v32
	v_mul_f32_e32 v35, v34, v72
	v_fma_f32 v70, -v71, v35, v34
	v_fmac_f32_e32 v35, v70, v72
	v_div_scale_f32 v70, s[6:7], v80, v80, v1
	v_fma_f32 v34, -v71, v35, v34
	v_rcp_f32_e32 v71, v70
	v_div_fmas_f32 v34, v34, v72, v35
	v_div_fixup_f32 v81, v34, v80, v32
	v_fma_f32 v32, -v70, v71, 1.0
	v_fmac_f32_e32 v71, v32, v71
	v_div_scale_f32 v32, vcc, v1, v80, v1
	v_mul_f32_e32 v34, v32, v71
	v_fma_f32 v35, -v70, v34, v32
	v_fmac_f32_e32 v34, v35, v71
	v_fma_f32 v32, -v70, v34, v32
	v_div_fmas_f32 v32, v32, v71, v34
	v_div_fixup_f32 v80, v32, v80, v1
	ds_write_b128 v53, v[78:81]
.LBB0_56:
	s_or_b64 exec, exec, s[10:11]
	s_cmp_eq_u32 s63, 0
	s_cselect_b64 s[6:7], -1, 0
	v_cndmask_b32_e64 v32, v62, 0, s[6:7]
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB0_58
	s_waitcnt vmcnt(1)
	v_add_f32_e32 v1, v38, v32
	v_cmp_ngt_f32_e32 vcc, s57, v1
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v75, v39, v31
	v_mul_f32_e32 v76, s13, v75
	v_cndmask_b32_e32 v1, v63, v1, vcc
	v_cmp_nlt_f32_e32 vcc, s58, v1
	s_nop 1
	v_cndmask_b32_e32 v1, v64, v1, vcc
	v_fmamk_f32 v34, v1, 0x3fb8aa3b, v58
	v_add_f32_e32 v34, 0xcb400000, v34
	v_fmac_f32_e32 v1, 0xbf317218, v34
	v_mul_f32_e32 v35, 0x3102e308, v34
	v_add_f32_e32 v70, v1, v35
	v_sub_f32_e32 v1, v70, v1
	v_sub_f32_e32 v1, v35, v1
	v_fmamk_f32 v35, v70, 0x39500d01, v59
	v_fmaak_f32 v35, v35, v70, 0x3c088889
	v_fmaak_f32 v35, v35, v70, 0x3d2aaaab
	v_fmaak_f32 v35, v35, v70, 0x3e2aaaab
	v_fma_f32 v35, v35, v70, 0.5
	v_mul_f32_e32 v71, v70, v70
	v_mul_f32_e32 v35, v71, v35
	v_add_f32_e32 v71, v70, v35
	v_sub_f32_e32 v70, v71, v70
	v_cmp_o_f32_e32 vcc, v34, v34
	v_sub_f32_e32 v35, v35, v70
	v_add_f32_e32 v1, v1, v35
	v_cndmask_b32_e32 v34, 0, v34, vcc
	v_add_f32_e32 v35, 1.0, v71
	v_cvt_i32_f32_e32 v34, v34
	v_add_f32_e32 v70, -1.0, v35
	v_sub_f32_e32 v70, v71, v70
	v_add_f32_e32 v1, v70, v1
	v_add_f32_e32 v1, v35, v1
	v_ashrrev_i32_e32 v35, 1, v34
	v_sub_u32_e32 v34, v34, v35
	v_lshlrev_b32_e32 v35, 23, v35
	v_add_u32_e32 v35, 1.0, v35
	v_lshlrev_b32_e32 v34, 23, v34
	v_add_u32_e32 v34, 1.0, v34
	v_mul_f32_e32 v1, v1, v35
	v_cmp_ngt_f32_e32 vcc, s57, v76
	v_mul_f32_e32 v74, v1, v34
	s_nop 0
	v_cndmask_b32_e32 v1, v63, v76, vcc
	v_cmp_nlt_f32_e32 vcc, s58, v1
	s_nop 1
	v_cndmask_b32_e32 v31, v64, v1, vcc
	v_fmamk_f32 v1, v31, 0x3fb8aa3b, v58
	v_add_f32_e32 v77, 0xcb400000, v1
	v_fmac_f32_e32 v31, 0xbf317218, v77
	v_mul_f32_e32 v35, 0x3102e308, v77
	v_add_f32_e32 v1, v31, v35
	v_fmamk_f32 v34, v1, 0x39500d01, v59
	v_fmaak_f32 v34, v34, v1, 0x3c088889
	v_fmaak_f32 v34, v34, v1, 0x3d2aaaab
	v_fmaak_f32 v34, v34, v1, 0x3e2aaaab
	v_fma_f32 v34, v34, v1, 0.5
	v_mul_f32_e32 v70, v1, v1
	v_mul_f32_e32 v70, v70, v34
	v_add_f32_e32 v34, v1, v70
	v_cmp_o_f32_e32 vcc, v77, v77
	v_sub_f32_e32 v71, v34, v1
	v_pk_add_f32 v[72:73], v[0:1], v[30:31] neg_lo:[0,1] neg_hi:[0,1]
	v_cndmask_b32_e32 v1, 0, v77, vcc
	v_add_f32_e32 v79, 1.0, v34
	v_cvt_i32_f32_e32 v1, v1
	v_sub_f32_e32 v78, v70, v71
	v_add_f32_e32 v70, -1.0, v79
	v_mov_b32_e32 v71, v73
	v_pk_add_f32 v[34:35], v[34:35], v[70:71] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_add_f32_e32 v31, v35, v78
	v_add_f32_e32 v31, v34, v31
	v_ashrrev_i32_e32 v34, 1, v1
	v_add_f32_e32 v31, v79, v31
	v_sub_u32_e32 v1, v1, v34
	v_lshl_add_u32 v34, v34, 23, 1.0
	v_lshl_add_u32 v1, v1, 23, 1.0
	v_mul_f32_e32 v31, v31, v34
	v_mul_f32_e32 v1, v31, v1
	v_add_f32_e32 v1, 1.0, v1
	v_mul_f32_e32 v31, 0x4b000000, v1
	v_cmp_gt_f32_e32 vcc, s59, v1
	s_nop 1
	v_cndmask_b32_e32 v31, v1, v31, vcc
	v_add_u32_e32 v35, 0xc0cafb0d, v31
	v_and_b32_e32 v70, 0xff800000, v35
	v_sub_u32_e32 v31, v31, v70
	v_add_f32_e32 v31, -1.0, v31
	v_add_f32_e32 v70, 2.0, v31
	v_div_scale_f32 v71, s[4:5], v70, v70, v31
	v_rcp_f32_e32 v72, v71
	v_cndmask_b32_e32 v34, 0, v65, vcc
	v_ashrrev_i32_e32 v35, 23, v35
	v_add_u32_e32 v34, v35, v34
	v_fma_f32 v35, -v71, v72, 1.0
	v_fmac_f32_e32 v72, v35, v72
	v_div_scale_f32 v35, vcc, v31, v70, v31
	v_mul_f32_e32 v73, v35, v72
	v_fma_f32 v77, -v71, v73, v35
	v_fmac_f32_e32 v73, v77, v72
	v_fma_f32 v35, -v71, v73, v35
	v_div_fmas_f32 v35, v35, v72, v73
	v_div_fixup_f32 v35, v35, v70, v31
	v_mul_f32_e32 v70, v35, v35
	v_fmamk_f32 v71, v70, 0x3e3a2e8c, v60
	v_fmaak_f32 v71, v71, v70, 0x3e924925
	v_fmaak_f32 v71, v71, v70, 0x3ecccccd
	v_cvt_f32_i32_e32 v34, v34
	v_fmaak_f32 v71, v71, v70, 0x3f2aaaab
	v_mul_f32_e32 v70, v70, v71
	v_sub_f32_e32 v70, v31, v70
	v_fma_f32 v31, -v35, v70, v31
	v_fmac_f32_e32 v31, 0xb102e308, v34
	v_fmac_f32_e32 v31, 0x3f317218, v34
	v_cmp_neq_f32_e32 vcc, 0, v1
	s_nop 1
	v_cndmask_b32_e32 v31, v66, v31, vcc
	v_cmp_neq_f32_e32 vcc, s60, v1
	s_nop 1
	v_cndmask_b32_e32 v31, v67, v31, vcc
	v_cmp_ngt_f32_e32 vcc, 0, v1
	s_nop 1
	v_cndmask_b32_e32 v31, v68, v31, vcc
	v_cmp_u_f32_e32 vcc, v1, v1
	s_nop 1
	v_cndmask_b32_e32 v1, v31, v1, vcc
	v_mul_f32_e32 v1, v40, v1
	v_cmp_ge_f32_e32 vcc, s14, v76
	s_nop 1
	v_cndmask_b32_e32 v1, v75, v1, vcc
	v_mul_f32_e64 v1, -v74, v1
	v_cmp_ngt_f32_e32 vcc, s57, v1
	s_nop 1
	v_cndmask_b32_e32 v1, v63, v1, vcc
	v_cmp_nlt_f32_e32 vcc, s58, v1
	s_nop 1
	v_cndmask_b32_e32 v31, v64, v1, vcc
	v_fmamk_f32 v1, v31, 0x3fb8aa3b, v58
	v_add_f32_e32 v74, 0xcb400000, v1
	v_fmac_f32_e32 v31, 0xbf317218, v74
	v_mul_f32_e32 v35, 0x3102e308, v74
	v_add_f32_e32 v1, v31, v35
	v_fmamk_f32 v34, v1, 0x39500d01, v59
	v_fmaak_f32 v34, v34, v1, 0x3c088889
	v_fmaak_f32 v34, v34, v1, 0x3d2aaaab
	v_fmaak_f32 v34, v34, v1, 0x3e2aaaab
	v_fma_f32 v34, v34, v1, 0.5
	v_mul_f32_e32 v70, v1, v1
	v_mul_f32_e32 v70, v70, v34
	v_add_f32_e32 v34, v1, v70
	v_cmp_o_f32_e32 vcc, v74, v74
	v_sub_f32_e32 v71, v34, v1
	v_add_f32_e32 v76, 1.0, v34
	v_pk_add_f32 v[72:73], v[0:1], v[30:31] neg_lo:[0,1] neg_hi:[0,1]
	v_cndmask_b32_e32 v1, 0, v74, vcc
	v_sub_f32_e32 v75, v70, v71
	v_add_f32_e32 v70, -1.0, v76
	v_mov_b32_e32 v71, v73
	v_cvt_i32_f32_e32 v1, v1
	v_pk_add_f32 v[34:35], v[34:35], v[70:71] neg_lo:[0,1] neg_hi:[0,1]
	v_cmp_nlt_f32_e64 vcc, -v69, s57
	v_add_f32_e32 v31, v35, v75
	v_add_f32_e32 v31, v34, v31
	v_add_f32_e32 v74, v76, v31
	v_ashrrev_i32_e32 v31, 1, v1
	v_sub_u32_e32 v75, v1, v31
	v_sub_f32_e32 v1, 0, v69
	v_cndmask_b32_e32 v1, v63, v1, vcc
	v_cmp_nlt_f32_e32 vcc, s58, v1
	v_lshl_add_u32 v76, v31, 23, 1.0
	s_nop 0
	v_cndmask_b32_e32 v31, v64, v1, vcc
	v_fmamk_f32 v1, v31, 0x3fb8aa3b, v58
	v_add_f32_e32 v69, 0xcb400000, v1
	v_fmac_f32_e32 v31, 0xbf317218, v69
	v_mul_f32_e32 v35, 0x3102e308, v69
	v_add_f32_e32 v1, v31, v35
	v_fmamk_f32 v34, v1, 0x39500d01, v59
	v_fmaak_f32 v34, v34, v1, 0x3c088889
	v_fmaak_f32 v34, v34, v1, 0x3d2aaaab
	v_fmaak_f32 v34, v34, v1, 0x3e2aaaab
	v_fma_f32 v34, v34, v1, 0.5
	v_mul_f32_e32 v70, v1, v1
	v_mul_f32_e32 v70, v70, v34
	v_add_f32_e32 v34, v1, v70
	v_cmp_o_f32_e32 vcc, v69, v69
	v_sub_f32_e32 v71, v34, v1
	v_pk_add_f32 v[72:73], v[0:1], v[30:31] neg_lo:[0,1] neg_hi:[0,1]
	v_cndmask_b32_e32 v1, 0, v69, vcc
	v_add_f32_e32 v78, 1.0, v34
	v_cvt_i32_f32_e32 v1, v1
	v_sub_f32_e32 v77, v70, v71
	v_add_f32_e32 v70, -1.0, v78
	v_mov_b32_e32 v71, v73
	v_pk_add_f32 v[34:35], v[34:35], v[70:71] neg_lo:[0,1] neg_hi:[0,1]
	v_mul_f32_e32 v69, v74, v76
	v_add_f32_e32 v31, v35, v77
	v_add_f32_e32 v31, v34, v31
	v_ashrrev_i32_e32 v34, 1, v1
	v_add_f32_e32 v31, v78, v31
	v_sub_u32_e32 v1, v1, v34
	v_lshl_add_u32 v34, v34, 23, 1.0
	v_lshl_add_u32 v1, v1, 23, 1.0
	v_mul_f32_e32 v31, v31, v34
	v_mul_f32_e32 v1, v31, v1
	v_add_f32_e32 v1, 1.0, v1
	v_div_scale_f32 v31, s[4:5], v1, v1, 1.0
	v_rcp_f32_e32 v34, v31
	v_lshl_add_u32 v35, v75, 23, 1.0
	v_mul_f32_e32 v35, v69, v35
	v_fma_f32 v69, -v31, v34, 1.0
	v_fmac_f32_e32 v34, v69, v34
	v_div_scale_f32 v69, vcc, 1.0, v1, 1.0
	v_mul_f32_e32 v70, v69, v34
	v_fma_f32 v71, -v31, v70, v69
	v_fmac_f32_e32 v70, v71, v34
	v_fma_f32 v31, -v31, v70, v69
	v_div_fmas_f32 v31, v31, v34, v70
	v_div_fixup_f32 v1, v31, v1, 1.0
	ds_write_b32 v55, v35
	ds_write_b32 v56, v1
.LBB0_58:
	s_or_b64 exec, exec, s[6:7]
	s_and_saveexec_b64 s[4:5], s[2:3]
	ds_write_b32 v61, v33
	s_or_b64 exec, exec, s[4:5]
	s_waitcnt vmcnt(5)
	v_pk_add_f32 v[2:3], v[2:3], v[32:33] op_sel_hi:[1,0]
	v_pk_add_f32 v[4:5], v[4:5], v[32:33] op_sel_hi:[1,0]
	s_waitcnt vmcnt(4)
	v_pk_add_f32 v[6:7], v[6:7], v[32:33] op_sel_hi:[1,0]
	v_pk_add_f32 v[8:9], v[8:9], v[32:33] op_sel_hi:[1,0]
	s_waitcnt vmcnt(3)
	v_pk_add_f32 v[10:11], v[10:11], v[32:33] op_sel_hi:[1,0]
	v_pk_add_f32 v[12:13], v[12:13], v[32:33] op_sel_hi:[1,0]
	s_waitcnt vmcnt(2)
	v_pk_add_f32 v[14:15], v[14:15], v[32:33] op_sel_hi:[1,0]
	v_pk_add_f32 v[16:17], v[16:17], v[32:33] op_sel_hi:[1,0]
	s_cmp_lt_i32 s62, 1
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_17
	s_ashr_i32 s2, s20, 31
	s_mul_i32 s3, s49, s20
	s_mul_i32 s2, s48, s2
	v_mov_b32_e32 v31, s20
	s_add_i32 s4, s2, s3
	v_mad_u64_u32 v[32:33], s[2:3], s48, v31, v[28:29]
	s_lshl_b64 s[2:3], s[20:21], 2
	s_add_u32 s2, s12, s2
	v_med3_i32 v1, s29, 1, 8
	v_add_u32_e32 v33, s4, v33
	s_addc_u32 s3, s33, s3
	s_movk_i32 s6, 0x2200
	s_mov_b32 s7, s20
	v_mov_b32_e32 v31, v18
	v_mov_b32_e32 v34, v41
	s_branch .LBB0_63
.LBB0_62:
	v_add_u32_e32 v1, -1, v1
	s_add_i32 s6, s6, 4
	s_add_i32 s7, s7, 1
	s_add_u32 s2, s2, 4
	v_cmp_eq_u32_e32 vcc, 0, v1
	v_add_u32_e32 v34, 64, v34
	v_add_u32_e32 v31, 0x200, v31
	s_addc_u32 s3, s3, 0
	v_lshl_add_u64 v[32:33], v[32:33], 0, s[48:49]
	s_cbranch_vccnz .LBB0_17
.LBB0_63:
	s_cmp_lg_u32 s7, 0
	s_cselect_b64 s[4:5], -1, 0
	s_and_b64 s[4:5], s[4:5], s[46:47]
	s_and_b64 vcc, exec, s[4:5]
	s_cbranch_vccz .LBB0_65
	global_load_dword v2, v19, s[2:3]
	s_waitcnt vmcnt(0)
	v_ashrrev_i32_e32 v3, 31, v2
	v_mul_hi_u32 v4, s22, v2
	v_mul_lo_u32 v3, s22, v3
	v_mul_lo_u32 v5, s23, v2
	v_add_u32_e32 v3, v4, v3
	v_mul_lo_u32 v2, s22, v2
	v_add_u32_e32 v3, v3, v5
	v_lshl_add_u64 v[14:15], v[2:3], 2, v[26:27]
	global_load_dwordx4 v[2:5], v[14:15], off
	global_load_dwordx4 v[6:9], v[14:15], off offset:128
	global_load_dwordx4 v[10:13], v[14:15], off offset:256
	s_nop 0
	global_load_dwordx4 v[14:17], v[14:15], off offset:384
.LBB0_65:
	v_mov_b32_e32 v35, s6
	ds_read2_b32 v[82:83], v35 offset1:8
	ds_read_b128 v[70:73], v31
	ds_read_b128 v[74:77], v31 offset:128
	s_waitcnt lgkmcnt(2)
	v_mov_b32_e32 v84, v83
	s_waitcnt vmcnt(3)
	v_pk_mul_f32 v[2:3], v[2:3], v[84:85] op_sel_hi:[1,0]
	s_waitcnt vmcnt(2)
	v_pk_mul_f32 v[6:7], v[6:7], v[84:85] op_sel_hi:[1,0]
	s_waitcnt vmcnt(1)
	v_pk_mul_f32 v[86:87], v[10:11], v[84:85] op_sel_hi:[1,0]
	v_pk_mul_f32 v[88:89], v[12:13], v[84:85] op_sel_hi:[1,0]
	ds_read_b128 v[10:13], v31 offset:256
	ds_read_b128 v[78:81], v31 offset:384
	v_pk_mul_f32 v[4:5], v[4:5], v[84:85] op_sel_hi:[1,0]
	v_pk_mul_f32 v[8:9], v[8:9], v[84:85] op_sel_hi:[1,0]
	s_waitcnt vmcnt(0)
	v_pk_mul_f32 v[14:15], v[14:15], v[84:85] op_sel_hi:[1,0]
	v_pk_mul_f32 v[16:17], v[16:17], v[84:85] op_sel_hi:[1,0]
	v_mov_b32_e32 v84, v3
	v_mov_b32_e32 v85, v7
	s_waitcnt lgkmcnt(3)
	v_mov_b32_e32 v90, v71
	s_waitcnt lgkmcnt(2)
	v_mov_b32_e32 v91, v75
	v_pk_mul_f32 v[84:85], v[84:85], v[90:91]
	v_mov_b32_e32 v90, v70
	v_mov_b32_e32 v91, v74
	v_mov_b32_e32 v92, v2
	v_mov_b32_e32 v93, v6
	v_pk_fma_f32 v[84:85], v[90:91], v[92:93], v[84:85]
	v_mov_b32_e32 v90, v72
	v_mov_b32_e32 v91, v76
	v_mov_b32_e32 v92, v4
	v_mov_b32_e32 v93, v8
	v_pk_fma_f32 v[84:85], v[90:91], v[92:93], v[84:85]
	v_mov_b32_e32 v90, v73
	v_mov_b32_e32 v91, v77
	v_mov_b32_e32 v92, v5
	v_mov_b32_e32 v93, v9
	v_pk_fma_f32 v[84:85], v[90:91], v[92:93], v[84:85]
	v_mov_b32_e32 v90, v87
	v_mov_b32_e32 v91, v15
	s_waitcnt lgkmcnt(1)
	v_mov_b32_e32 v92, v11
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v93, v79
	v_pk_mul_f32 v[90:91], v[90:91], v[92:93]
	v_mov_b32_e32 v92, v10
	v_mov_b32_e32 v93, v78
	v_mov_b32_e32 v94, v86
	v_mov_b32_e32 v95, v14
	v_pk_fma_f32 v[90:91], v[92:93], v[94:95], v[90:91]
	v_mov_b32_e32 v92, v12
	v_mov_b32_e32 v93, v80
	v_mov_b32_e32 v94, v88
	v_mov_b32_e32 v95, v16
	v_pk_fma_f32 v[90:91], v[92:93], v[94:95], v[90:91]
	v_mov_b32_e32 v92, v13
	v_mov_b32_e32 v93, v81
	v_mov_b32_e32 v94, v89
	v_mov_b32_e32 v95, v17
	v_pk_fma_f32 v[90:91], v[92:93], v[94:95], v[90:91]
	ds_read_b32 v83, v34
	v_pk_add_f32 v[84:85], v[84:85], v[90:91]
	s_nop 0
	v_add_f32_e32 v35, v84, v85
	ds_bpermute_b32 v69, v48, v35
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v35, v35, v69
	ds_bpermute_b32 v69, v49, v35
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v35, v35, v69
	ds_bpermute_b32 v69, v50, v35
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v35, v35, v69
	v_sub_f32_e32 v35, v83, v35
	v_mul_f32_e32 v82, v82, v35
	v_pk_fma_f32 v[2:3], v[70:71], v[82:83], v[2:3] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[4:5], v[72:73], v[82:83], v[4:5] op_sel_hi:[1,0,1]
	ds_read_b128 v[70:73], v31 offset:4096
	v_pk_fma_f32 v[6:7], v[74:75], v[82:83], v[6:7] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[8:9], v[76:77], v[82:83], v[8:9] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[10:11], v[10:11], v[82:83], v[86:87] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[12:13], v[12:13], v[82:83], v[88:89] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[14:15], v[78:79], v[82:83], v[14:15] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[16:17], v[80:81], v[82:83], v[16:17] op_sel_hi:[1,0,1]
	ds_read_b128 v[74:77], v31 offset:4224
	ds_read_b128 v[78:81], v31 offset:4352
	ds_read_b128 v[82:85], v31 offset:4480
	s_waitcnt lgkmcnt(3)
	v_mul_f32_e32 v35, v71, v3
	v_fmac_f32_e32 v35, v70, v2
	s_waitcnt lgkmcnt(2)
	v_mul_f32_e32 v69, v75, v7
	s_waitcnt lgkmcnt(1)
	v_mul_f32_e32 v70, v11, v79
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v71, v15, v83
	v_fmac_f32_e32 v69, v74, v6
	v_fmac_f32_e32 v70, v78, v10
	v_fmac_f32_e32 v71, v82, v14
	v_fmac_f32_e32 v35, v72, v4
	v_fmac_f32_e32 v69, v76, v8
	v_fmac_f32_e32 v70, v80, v12
	v_fmac_f32_e32 v71, v84, v16
	v_fmac_f32_e32 v35, v73, v5
	v_fmac_f32_e32 v69, v77, v9
	v_fmac_f32_e32 v70, v81, v13
	v_fmac_f32_e32 v71, v85, v17
	v_add_f32_e32 v35, v35, v70
	v_add_f32_e32 v69, v69, v71
	v_add_f32_e32 v35, v35, v69
	ds_bpermute_b32 v69, v48, v35
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v35, v35, v69
	ds_bpermute_b32 v69, v49, v35
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v35, v35, v69
	ds_bpermute_b32 v69, v50, v35
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_67
	s_add_i32 s8, s28, s7
	s_ashr_i32 s9, s8, 31
	s_mul_i32 s9, s34, s9
	s_mul_hi_u32 s10, s34, s8
	s_add_i32 s9, s10, s9
	s_mul_i32 s10, s35, s8
	s_add_i32 s9, s9, s10
	s_mul_i32 s8, s34, s8
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v35, v35, v69
	v_cvt_pk_bf16_f32 v35, v35, s0
	v_lshl_add_u64 v[70:71], s[8:9], 1, v[24:25]
	global_store_short v[70:71], v35, off
.LBB0_67:
	s_or_b64 exec, exec, s[4:5]
	s_cmp_ge_i32 s7, s25
	s_cselect_b64 s[4:5], -1, 0
	s_or_b64 s[4:5], s[52:53], s[4:5]
	s_and_b64 vcc, exec, s[4:5]
	s_cbranch_vccnz .LBB0_62
	global_store_dwordx4 v[32:33], v[2:5], off
	global_store_dwordx4 v[32:33], v[6:9], off offset:128
	global_store_dwordx4 v[32:33], v[10:13], off offset:256
	global_store_dwordx4 v[32:33], v[14:17], off offset:384
	s_branch .LBB0_62
.LBB0_69:
	v_lshl_add_u64 v[84:85], v[34:35], 1, s[18:19]
	global_load_ushort v32, v[84:85], off offset:2
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v76, 16, v32
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB0_52
.LBB0_70:
	v_lshl_add_u64 v[84:85], v[34:35], 1, s[18:19]
	global_load_ushort v1, v[84:85], off offset:4
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v1, 16, v1
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32_e32 v32, 0
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB0_53
.LBB0_71:
	v_lshl_add_u64 v[34:35], v[34:35], 1, s[18:19]
	global_load_ushort v32, v[34:35], off offset:6
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v32, 16, v32
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[54:55], vcc
	s_cbranch_execz .LBB0_54
.LBB0_72:
	v_mul_f32_e32 v34, v82, v82
	v_fmac_f32_e32 v34, v77, v77
	v_mul_f32_e32 v84, v83, v83
	v_fmac_f32_e32 v34, v75, v75
	v_fmac_f32_e32 v84, v80, v80
	v_fmac_f32_e32 v34, v79, v79
	v_fmac_f32_e32 v84, v78, v78
	ds_bpermute_b32 v35, v46, v34
	v_fmac_f32_e32 v84, v81, v81
	ds_bpermute_b32 v85, v46, v84
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v34, v34, v35
	ds_bpermute_b32 v35, v47, v34
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v84, v84, v85
	ds_bpermute_b32 v85, v47, v84
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v34, v34, v35
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v35, v84, v85
	ds_bpermute_b32 v84, v48, v34
	ds_bpermute_b32 v85, v48, v35
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v34, v34, v84
	ds_bpermute_b32 v84, v49, v34
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v35, v35, v85
	ds_bpermute_b32 v85, v49, v35
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v34, v34, v84
	ds_bpermute_b32 v84, v50, v34
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v35, v35, v85
	ds_bpermute_b32 v85, v50, v35
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v34, v34, v84
	v_add_f32_e32 v34, 0x358637bd, v34
	v_mul_f32_e32 v84, 0x4f800000, v34
	v_cmp_gt_f32_e32 vcc, s56, v34
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v35, v35, v85
	v_add_f32_e32 v35, 0x358637bd, v35
	v_cndmask_b32_e32 v34, v34, v84, vcc
	v_sqrt_f32_e32 v84, v34
	v_mul_f32_e32 v85, 0x4f800000, v35
	v_cmp_gt_f32_e64 s[8:9], s56, v35
	v_add_u32_e32 v86, 1, v84
	s_nop 0
	v_cndmask_b32_e64 v35, v35, v85, s[8:9]
	v_add_u32_e32 v85, -1, v84
	v_fma_f32 v87, -v85, v84, v34
	v_fma_f32 v88, -v86, v84, v34
	v_cmp_ge_f32_e64 s[10:11], 0, v87
	s_nop 1
	v_cndmask_b32_e64 v84, v84, v85, s[10:11]
	v_cmp_lt_f32_e64 s[10:11], 0, v88
	s_nop 1
	v_cndmask_b32_e64 v84, v84, v86, s[10:11]
	v_sqrt_f32_e32 v86, v35
	v_mul_f32_e32 v85, 0x37800000, v84
	v_cndmask_b32_e32 v84, v84, v85, vcc
	v_cmp_class_f32_e32 vcc, v34, v57
	s_nop 1
	v_cndmask_b32_e32 v87, v84, v34, vcc
	v_add_u32_e32 v34, -1, v86
	v_fma_f32 v84, -v34, v86, v35
	v_cmp_ge_f32_e32 vcc, 0, v84
	v_add_u32_e32 v84, 1, v86
	v_fma_f32 v85, -v84, v86, v35
	v_cndmask_b32_e32 v34, v86, v34, vcc
	v_cmp_lt_f32_e32 vcc, 0, v85
	v_div_scale_f32 v85, s[10:11], v87, v87, v82
	v_rcp_f32_e32 v86, v85
	v_cndmask_b32_e32 v34, v34, v84, vcc
	v_mul_f32_e32 v84, 0x37800000, v34
	v_cndmask_b32_e64 v34, v34, v84, s[8:9]
	v_cmp_class_f32_e32 vcc, v35, v57
	s_nop 1
	v_cndmask_b32_e32 v88, v34, v35, vcc
	v_fma_f32 v34, -v85, v86, 1.0
	v_fmac_f32_e32 v86, v34, v86
	v_div_scale_f32 v34, vcc, v82, v87, v82
	v_mul_f32_e32 v35, v34, v86
	v_fma_f32 v84, -v85, v35, v34
	v_fmac_f32_e32 v35, v84, v86
	v_div_scale_f32 v84, s[8:9], v87, v87, v77
	v_fma_f32 v34, -v85, v35, v34
	v_rcp_f32_e32 v85, v84
	v_div_fmas_f32 v34, v34, v86, v35
	v_div_fixup_f32 v35, v34, v87, v82
	v_fma_f32 v34, -v84, v85, 1.0
	v_fmac_f32_e32 v85, v34, v85
	v_div_scale_f32 v34, vcc, v77, v87, v77
	v_mul_f32_e32 v82, v34, v85
	v_fma_f32 v86, -v84, v82, v34
	v_fmac_f32_e32 v82, v86, v85
	v_div_scale_f32 v86, s[8:9], v88, v88, v83
	v_rcp_f32_e32 v89, v86
	v_fma_f32 v34, -v84, v82, v34
	v_div_fmas_f32 v34, v34, v85, v82
	v_div_fixup_f32 v34, v34, v87, v77
	v_pk_mul_f32 v[84:85], s[44:45], v[34:35]
	v_fma_f32 v34, -v86, v89, 1.0
	v_fmac_f32_e32 v89, v34, v89
	v_div_scale_f32 v34, vcc, v83, v88, v83
	v_mul_f32_e32 v35, v34, v89
	v_fma_f32 v77, -v86, v35, v34
	v_fmac_f32_e32 v35, v77, v89
	v_div_scale_f32 v77, s[8:9], v88, v88, v80
	v_rcp_f32_e32 v82, v77
	v_fma_f32 v34, -v86, v35, v34
	v_div_fmas_f32 v34, v34, v89, v35
	v_div_fixup_f32 v83, v34, v88, v83
	v_fma_f32 v34, -v77, v82, 1.0
	v_fmac_f32_e32 v82, v34, v82
	v_div_scale_f32 v34, vcc, v80, v88, v80
	v_mul_f32_e32 v35, v34, v82
	v_fma_f32 v86, -v77, v35, v34
	v_fmac_f32_e32 v35, v86, v82
	v_fma_f32 v34, -v77, v35, v34
	v_div_scale_f32 v77, s[8:9], v87, v87, v79
	v_rcp_f32_e32 v86, v77
	v_div_fmas_f32 v34, v34, v82, v35
	v_div_fixup_f32 v82, v34, v88, v80
	v_fma_f32 v34, -v77, v86, 1.0
	v_fmac_f32_e32 v86, v34, v86
	v_div_scale_f32 v34, vcc, v79, v87, v79
	v_mul_f32_e32 v35, v34, v86
	v_fma_f32 v80, -v77, v35, v34
	v_fmac_f32_e32 v35, v80, v86
	v_fma_f32 v34, -v77, v35, v34
	v_div_scale_f32 v77, s[8:9], v87, v87, v75
	v_rcp_f32_e32 v80, v77
	v_div_fmas_f32 v34, v34, v86, v35
	v_div_fixup_f32 v35, v34, v87, v79
	v_fma_f32 v34, -v77, v80, 1.0
	v_fmac_f32_e32 v80, v34, v80
	v_div_scale_f32 v34, vcc, v75, v87, v75
	v_mul_f32_e32 v79, v34, v80
	v_fma_f32 v86, -v77, v79, v34
	v_fmac_f32_e32 v79, v86, v80
	v_fma_f32 v34, -v77, v79, v34
	v_div_scale_f32 v77, s[8:9], v88, v88, v81
	v_div_fmas_f32 v34, v34, v80, v79
	v_rcp_f32_e32 v79, v77
	v_div_fixup_f32 v34, v34, v87, v75
	v_pk_mul_f32 v[86:87], s[44:45], v[34:35]
	ds_write_b128 v52, v[84:87]
	v_fma_f32 v34, -v77, v79, 1.0
	v_fmac_f32_e32 v79, v34, v79
	v_div_scale_f32 v34, vcc, v81, v88, v81
	v_mul_f32_e32 v35, v34, v79
	v_fma_f32 v75, -v77, v35, v34
	v_fmac_f32_e32 v35, v75, v79
	v_div_scale_f32 v75, s[8:9], v88, v88, v78
	v_fma_f32 v34, -v77, v35, v34
	v_rcp_f32_e32 v77, v75
	v_div_fmas_f32 v34, v34, v79, v35
	v_div_fixup_f32 v85, v34, v88, v81
	v_fma_f32 v34, -v75, v77, 1.0
	v_fmac_f32_e32 v77, v34, v77
	v_div_scale_f32 v34, vcc, v78, v88, v78
	v_mul_f32_e32 v35, v34, v77
	v_fma_f32 v79, -v75, v35, v34
	v_fmac_f32_e32 v35, v79, v77
	v_fma_f32 v34, -v75, v35, v34
	v_div_fmas_f32 v34, v34, v77, v35
	v_div_fixup_f32 v84, v34, v88, v78
	ds_write_b128 v51, v[82:85]
	s_or_b64 exec, exec, s[54:55]
	s_and_saveexec_b64 s[10:11], s[6:7]
	s_cbranch_execnz .LBB0_55
	s_branch .LBB0_56
.LBB0_73:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel gdn_verify_snapshot_act_bf16_dt_f32_pool_f32_bv16w2_tree
		.amdhsa_group_segment_fixed_size 8768
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
		.amdhsa_next_free_vgpr 96
		.amdhsa_next_free_sgpr 64
		.amdhsa_accum_offset 96
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
	.size	gdn_verify_snapshot_act_bf16_dt_f32_pool_f32_bv16w2_tree, .Lfunc_end0-gdn_verify_snapshot_act_bf16_dt_f32_pool_f32_bv16w2_tree

	.set gdn_verify_snapshot_act_bf16_dt_f32_pool_f32_bv16w2_tree.num_vgpr, 96
	.set gdn_verify_snapshot_act_bf16_dt_f32_pool_f32_bv16w2_tree.num_agpr, 0
	.set gdn_verify_snapshot_act_bf16_dt_f32_pool_f32_bv16w2_tree.numbered_sgpr, 64
	.set gdn_verify_snapshot_act_bf16_dt_f32_pool_f32_bv16w2_tree.num_named_barrier, 0
	.set gdn_verify_snapshot_act_bf16_dt_f32_pool_f32_bv16w2_tree.private_seg_size, 0
	.set gdn_verify_snapshot_act_bf16_dt_f32_pool_f32_bv16w2_tree.uses_vcc, 1
	.set gdn_verify_snapshot_act_bf16_dt_f32_pool_f32_bv16w2_tree.uses_flat_scratch, 0
	.set gdn_verify_snapshot_act_bf16_dt_f32_pool_f32_bv16w2_tree.has_dyn_sized_stack, 0
	.set gdn_verify_snapshot_act_bf16_dt_f32_pool_f32_bv16w2_tree.has_recursion, 0
	.set gdn_verify_snapshot_act_bf16_dt_f32_pool_f32_bv16w2_tree.has_indirect_call, 0
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
    .group_segment_fixed_size: 8768
    .kernarg_segment_align: 8
    .kernarg_segment_size: 236
    .max_flat_workgroup_size: 128
    .name:           gdn_verify_snapshot_act_bf16_dt_f32_pool_f32_bv16w2_tree
    .private_segment_fixed_size: 0
    .sgpr_count:     70
    .sgpr_spill_count: 0
    .symbol:         gdn_verify_snapshot_act_bf16_dt_f32_pool_f32_bv16w2_tree.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     96
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx950
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
