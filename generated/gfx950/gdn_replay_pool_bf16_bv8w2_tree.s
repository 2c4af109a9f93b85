; deltagen generated file: do not edit. Regenerate with `cargo xtask gen`.
; kernel: gdn_replay  instance: gdn_replay_pool_bf16_bv8w2_tree  arch: gfx950
; profile=portable  pool_dtype=bf16  tile=bv8w2  lanes_per_column=16  tree=true
; ir-sha256: 218d593fd1058102d754c2e8e4784e3deaae774dc1d2445b3a26ba26a5b21b66
; llvm: 22.1  pipeline: default<O3>  ld.lld: LLVM 22.1
	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 6
	.text
	.globl	gdn_replay_pool_bf16_bv8w2_tree
	.p2align	8
	.type	gdn_replay_pool_bf16_bv8w2_tree,@function
gdn_replay_pool_bf16_bv8w2_tree:
	s_load_dwordx2 s[6:7], s[0:1], 0x6c
	s_load_dwordx4 s[8:11], s[0:1], 0x5c
	s_mov_b32 s28, s3
	s_load_dwordx16 s[36:51], s[0:1], 0x0
	s_mov_b32 s12, 0
	s_waitcnt lgkmcnt(0)
	s_max_i32 s3, s6, 1
	v_cvt_f32_u32_e32 v1, s3
	s_sub_i32 s13, 0, s3
	s_abs_i32 s5, s7
	s_ashr_i32 s25, s7, 31
	v_rcp_iflag_f32_e32 v1, v1
	s_mov_b32 s24, s7
	s_mov_b64 s[34:35], -1
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	s_nop 0
	v_readfirstlane_b32 s14, v1
	s_mul_i32 s13, s13, s14
	s_mul_hi_u32 s13, s14, s13
	s_add_i32 s14, s14, s13
	s_mul_hi_u32 s13, s5, s14
	s_mul_i32 s14, s13, s3
	s_sub_i32 s5, s5, s14
	s_add_i32 s15, s13, 1
	s_sub_i32 s14, s5, s3
	s_cmp_ge_u32 s5, s3
	s_cselect_b32 s13, s15, s13
	s_cselect_b32 s5, s14, s5
	s_add_i32 s14, s13, 1
	s_cmp_ge_u32 s5, s3
	s_cselect_b32 s3, s14, s13
	s_xor_b32 s3, s3, s25
	s_sub_i32 s3, s3, s25
	s_ashr_i32 s29, s28, 31
	s_max_i32 s68, s3, 1
	s_lshl_b64 s[14:15], s[28:29], 2
	s_add_u32 s16, s44, s14
	s_addc_u32 s17, s45, s15
	s_load_dword s3, s[16:17], 0x0
	s_add_u32 s16, s46, s14
	s_addc_u32 s17, s47, s15
	s_load_dword s5, s[16:17], 0x0
	s_add_u32 s16, s48, s14
	s_load_dwordx4 s[20:23], s[0:1], 0x40
	s_load_dword s13, s[0:1], 0x50
	s_addc_u32 s17, s49, s15
	s_load_dword s61, s[16:17], 0x0
	s_add_u32 s16, s50, s14
	s_addc_u32 s17, s51, s15
	s_waitcnt lgkmcnt(0)
	s_add_u32 s14, s20, s14
	s_addc_u32 s15, s21, s15
	s_cmp_gt_i32 s61, -1
	s_load_dword s33, s[14:15], 0x0
	s_cselect_b64 s[14:15], -1, 0
	s_cmp_ge_i32 s61, s10
	s_load_dword s62, s[16:17], 0x0
	s_cselect_b64 s[16:17], -1, 0
	s_cmp_gt_i32 s3, -1
	s_cselect_b64 s[18:19], -1, 0
	s_cmp_lt_i32 s3, s8
	s_cselect_b64 s[20:21], -1, 0
	s_and_b64 s[18:19], s[18:19], s[20:21]
	s_cmp_gt_i32 s5, -1
	s_cselect_b64 s[20:21], -1, 0
	s_cmp_lt_i32 s5, s9
	s_cselect_b64 s[26:27], -1, 0
	s_and_b64 s[26:27], s[20:21], s[26:27]
	s_waitcnt lgkmcnt(0)
	s_cmp_gt_i32 s33, -1
	s_cselect_b64 s[20:21], -1, 0
	s_cmp_lt_i32 s62, 0
	s_cselect_b64 s[30:31], -1, 0
	s_cmp_ge_i32 s62, s8
	v_cvt_f32_u32_e32 v1, s68
	s_cselect_b64 s[8:9], -1, 0
	s_or_b64 s[8:9], s[30:31], s[8:9]
	s_cmp_gt_i32 s33, s61
	s_cselect_b64 s[30:31], -1, 0
	v_rcp_iflag_f32_e32 v1, v1
	s_or_b64 s[8:9], s[8:9], s[30:31]
	s_and_b64 s[8:9], s[20:21], s[8:9]
	s_nor_b64 s[20:21], s[16:17], s[8:9]
	s_and_b64 s[20:21], s[14:15], s[20:21]
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	s_and_b64 s[20:21], s[18:19], s[20:21]
	v_cvt_u32_f32_e32 v1, v1
	s_and_b64 s[30:31], s[26:27], s[20:21]
	s_cmp_lg_u32 s13, 0
	s_cselect_b64 s[20:21], -1, 0
	s_and_b64 s[46:47], s[20:21], s[30:31]
	v_readfirstlane_b32 s7, v1
	s_mov_b32 s45, -1
	s_mul_hi_i32 s29, s11, s28
	s_mul_i32 s28, s11, s28
	s_andn2_b64 vcc, exec, s[46:47]
	s_mov_b64 s[46:47], -1
	s_cbranch_vccnz .LBB0_8
	s_add_i32 s11, s61, 1
	s_cmp_eq_u32 s61, 0
	s_cbranch_scc1 .LBB0_5
	s_lshl_b64 s[12:13], s[28:29], 2
	s_add_u32 s46, s22, s12
	s_addc_u32 s47, s23, s13
	s_and_b32 s12, s11, -2
	s_mov_b32 s13, s10
	s_mov_b64 s[48:49], -1
	s_mov_b32 s52, 1
	s_mov_b32 s53, 0
	s_mov_b32 s54, s12
	s_mov_b64 s[50:51], -1
.LBB0_3:
	s_mov_b32 s55, s45
	s_load_dwordx2 s[44:45], s[46:47], 0x0
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s45, 0
	s_cselect_b64 s[56:57], -1, 0
	s_cmp_eq_u32 s44, 0
	v_cndmask_b32_e64 v1, 0, 1, s[56:57]
	s_cselect_b64 s[56:57], -1, 0
	s_cmp_gt_i32 s45, s44
	v_cndmask_b32_e64 v2, 0, 1, s[56:57]
	s_cselect_b64 s[56:57], -1, 0
	s_cmp_gt_i32 s44, s55
	v_readfirstlane_b32 s58, v1
	v_cndmask_b32_e64 v1, 0, 1, s[56:57]
	s_cselect_b64 s[56:57], -1, 0
	v_readfirstlane_b32 s55, v2
	v_cndmask_b32_e64 v2, 0, 1, s[56:57]
	s_cmp_eq_u32 s53, 0
	v_readfirstlane_b32 s57, v2
	s_cselect_b32 s55, s55, s57
	s_and_b32 s55, 1, s55
	v_readfirstlane_b32 s56, v1
	s_cmp_eq_u32 s52, 0
	s_cselect_b32 s56, s58, s56
	s_bitcmp1_b32 s56, 0
	s_cselect_b64 s[56:57], -1, 0
	s_cmp_eq_u32 s55, 1
	s_cselect_b64 s[58:59], -1, 0
	s_cmp_lt_i32 s45, s13
	s_cselect_b64 s[64:65], -1, 0
	s_cmp_lt_i32 s44, s10
	s_cselect_b64 s[66:67], -1, 0
	s_and_b64 s[56:57], s[64:65], s[56:57]
	s_and_b64 s[58:59], s[66:67], s[58:59]
	s_add_i32 s53, s53, 2
	s_add_i32 s52, s52, 2
	s_add_i32 s54, s54, -2
	s_and_b64 s[50:51], s[50:51], s[56:57]
	s_and_b64 s[48:49], s[48:49], s[58:59]
	s_add_u32 s46, s46, 8
	s_addc_u32 s47, s47, 0
	s_cmp_lg_u32 s54, 0
	s_cbranch_scc1 .LBB0_3
	v_cndmask_b32_e64 v1, 0, 1, s[50:51]
	s_nop 0
	v_readfirstlane_b32 s13, v1
	v_cndmask_b32_e64 v1, 0, 1, s[48:49]
	s_lshl_b32 s13, s13, 1
	v_readfirstlane_b32 s44, v1
	s_or_b32 s13, s44, s13
	s_and_b32 s13, s13, 3
	s_cmp_eq_u32 s13, 3
	s_cselect_b64 s[46:47], -1, 0
	s_cmp_lg_u32 s11, s12
	s_cselect_b64 s[48:49], -1, 0
	s_and_b64 vcc, exec, s[48:49]
	s_cbranch_vccnz .LBB0_6
	s_branch .LBB0_8
.LBB0_5:
	s_cbranch_execz .LBB0_8
.LBB0_6:
	s_mov_b32 s13, 0
	s_lshl_b64 s[48:49], s[28:29], 2
	s_lshl_b64 s[50:51], s[12:13], 2
	s_add_u32 s13, s48, s50
	s_addc_u32 s44, s49, s51
	s_add_u32 s48, s22, s13
	s_addc_u32 s49, s23, s44
.LBB0_7:
	s_mov_b32 s13, s45
	s_load_dword s45, s[48:49], 0x0
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s45, 0
	s_cselect_b64 s[50:51], -1, 0
	s_cmp_gt_i32 s45, s13
	v_cndmask_b32_e64 v1, 0, 1, s[50:51]
	s_cselect_b64 s[50:51], -1, 0
	v_cndmask_b32_e64 v2, 0, 1, s[50:51]
	s_cmp_eq_u32 s12, 0
	v_readfirstlane_b32 s13, v1
	v_readfirstlane_b32 s44, v2
	s_cselect_b32 s13, s13, s44
	s_bitcmp1_b32 s13, 0
	s_cselect_b64 s[50:51], -1, 0
	s_cmp_lt_i32 s45, s10
	s_cselect_b64 s[52:53], -1, 0
	s_and_b64 s[50:51], s[52:53], s[50:51]
	s_add_i32 s12, s12, 1
	s_and_b64 s[46:47], s[46:47], s[50:51]
	s_add_u32 s48, s48, 4
	s_addc_u32 s49, s49, 0
	s_cmp_eq_u32 s11, s12
	s_cbranch_scc0 .LBB0_7
.LBB0_8:
	s_and_b64 s[10:11], s[30:31], s[46:47]
	s_andn2_b64 vcc, exec, s[10:11]
	s_cbranch_vccnz .LBB0_11
	s_andn2_b64 vcc, exec, s[34:35]
	s_cbranch_vccz .LBB0_33
.LBB0_10:
	s_endpgm
.LBB0_11:
	s_xor_b64 s[10:11], s[46:47], -1
	s_xor_b64 s[12:13], s[18:19], -1
	s_and_b64 s[10:11], s[30:31], s[10:11]
	s_load_dword s34, s[0:1], 0xc0
	s_xor_b64 s[30:31], s[26:27], -1
	s_and_b64 s[26:27], s[14:15], s[16:17]
	s_and_b64 s[18:19], s[14:15], s[12:13]
	s_and_b64 s[16:17], s[14:15], s[30:31]
	s_and_b64 s[12:13], s[14:15], s[8:9]
	s_or_b64 s[8:9], s[26:27], s[18:19]
	s_or_b64 s[8:9], s[16:17], s[8:9]
	s_or_b64 s[8:9], s[8:9], s[12:13]
	s_or_b64 s[8:9], s[8:9], s[10:11]
	s_waitcnt lgkmcnt(0)
	s_cmp_lg_u32 s34, 0
	s_cselect_b64 s[14:15], -1, 0
	s_and_b64 s[8:9], s[14:15], s[8:9]
	s_and_b64 vcc, exec, s[8:9]
	s_cbranch_vccz .LBB0_32
	s_load_dwordx2 s[8:9], s[0:1], 0xb8
	s_andn2_b64 vcc, exec, s[26:27]
	s_cbranch_vccz .LBB0_20
	s_andn2_b64 vcc, exec, s[18:19]
	s_cbranch_vccz .LBB0_23
.LBB0_14:
	s_andn2_b64 vcc, exec, s[16:17]
	s_cbranch_vccz .LBB0_26
.LBB0_15:
	s_andn2_b64 vcc, exec, s[12:13]
	s_cbranch_vccz .LBB0_29
.LBB0_16:
	s_andn2_b64 vcc, exec, s[10:11]
	s_cbranch_vccnz .LBB0_32
.LBB0_17:
	v_mbcnt_lo_u32_b32 v1, exec_lo, 0
	v_mbcnt_hi_u32_b32 v1, exec_hi, v1
	v_cmp_eq_u32_e32 vcc, 0, v1
	s_and_saveexec_b64 s[10:11], vcc
	s_xor_b64 s[10:11], exec, s[10:11]
	s_cbranch_execz .LBB0_19
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, 16
	s_waitcnt lgkmcnt(0)
	global_atomic_or v1, v2, s[8:9]
.LBB0_19:
	s_or_b64 exec, exec, s[10:11]
	s_cbranch_execnz .LBB0_10
	s_branch .LBB0_33
.LBB0_20:
	v_mbcnt_lo_u32_b32 v1, exec_lo, 0
	v_mbcnt_hi_u32_b32 v1, exec_hi, v1
	v_cmp_eq_u32_e32 vcc, 0, v1
	s_and_saveexec_b64 s[14:15], vcc
	s_cbranch_execz .LBB0_22
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, 16
	s_waitcnt lgkmcnt(0)
	global_atomic_or v1, v2, s[8:9]
.LBB0_22:
	s_or_b64 exec, exec, s[14:15]
	s_andn2_b64 vcc, exec, s[18:19]
	s_cbranch_vccnz .LBB0_14
.LBB0_23:
	v_mbcnt_lo_u32_b32 v1, exec_lo, 0
	v_mbcnt_hi_u32_b32 v1, exec_hi, v1
	v_cmp_eq_u32_e32 vcc, 0, v1
	s_and_saveexec_b64 s[14:15], vcc
	s_cbranch_execz .LBB0_25
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, 4
	s_waitcnt lgkmcnt(0)
	global_atomic_or v1, v2, s[8:9]
.LBB0_25:
	s_or_b64 exec, exec, s[14:15]
	s_andn2_b64 vcc, exec, s[16:17]
	s_cbranch_vccnz .LBB0_15
.LBB0_26:
	v_mbcnt_lo_u32_b32 v1, exec_lo, 0
	v_mbcnt_hi_u32_b32 v1, exec_hi, v1
	v_cmp_eq_u32_e32 vcc, 0, v1
	s_and_saveexec_b64 s[14:15], vcc
	s_cbranch_execz .LBB0_28
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, 8
	s_waitcnt lgkmcnt(0)
	global_atomic_or v1, v2, s[8:9]
.LBB0_28:
	s_or_b64 exec, exec, s[14:15]
	s_andn2_b64 vcc, exec, s[12:13]
	s_cbranch_vccnz .LBB0_16
.LBB0_29:
	v_mbcnt_lo_u32_b32 v1, exec_lo, 0
	v_mbcnt_hi_u32_b32 v1, exec_hi, v1
	v_cmp_eq_u32_e32 vcc, 0, v1
	s_and_saveexec_b64 s[12:13], vcc
	s_cbranch_execz .LBB0_31
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, 32
	s_waitcnt lgkmcnt(0)
	global_atomic_or v1, v2, s[8:9]
.LBB0_31:
	s_or_b64 exec, exec, s[12:13]
	s_andn2_b64 vcc, exec, s[10:11]
	s_cbranch_vccz .LBB0_17
.LBB0_32:
	s_cbranch_execnz .LBB0_10
.LBB0_33:
	s_waitcnt lgkmcnt(0)
	s_ashr_i32 s8, s2, 31
	s_lshr_b32 s8, s8, 28
	s_load_dwordx16 s[44:59], s[0:1], 0x78
	s_add_i32 s10, s2, s8
	s_ashr_i32 s34, s10, 4
	s_lshl_b32 s0, s34, 4
	s_sub_i32 s9, 0, s68
	s_sub_i32 s0, s2, s0
	s_ashr_i32 s65, s4, 31
	s_mul_i32 s9, s9, s7
	s_lshl_b32 s66, s0, 3
	s_waitcnt lgkmcnt(0)
	s_mul_hi_u32 s0, s44, s4
	s_mul_i32 s1, s44, s65
	s_mul_hi_u32 s9, s7, s9
	s_add_i32 s0, s0, s1
	s_mul_i32 s1, s45, s4
	s_add_i32 s9, s7, s9
	s_ashr_i32 s7, s10, 31
	s_ashr_i32 s35, s34, 31
	s_add_i32 s1, s0, s1
	s_mul_i32 s0, s44, s4
	s_mul_i32 s2, s47, s3
	s_mul_hi_u32 s10, s46, s3
	s_abs_i32 s8, s34
	v_lshrrev_b32_e32 v18, 4, v0
	s_lshl_b64 s[18:19], s[34:35], 7
	s_add_i32 s11, s10, s2
	s_lshl_b64 s[0:1], s[0:1], 1
	v_or_b32_e32 v2, s66, v18
	s_mul_i32 s10, s46, s3
	s_add_u32 s63, s36, s0
	v_ashrrev_i32_e32 v3, 31, v2
	s_addc_u32 s64, s37, s1
	s_lshl_b64 s[0:1], s[10:11], 1
	v_lshl_add_u64 v[6:7], s[18:19], 0, v[2:3]
	v_lshlrev_b32_e32 v1, 2, v0
	s_add_u32 s0, s63, s0
	v_and_b32_e32 v4, 60, v1
	s_addc_u32 s1, s64, s1
	v_lshlrev_b64 v[2:3], 8, v[6:7]
	v_mov_b32_e32 v11, 0
	v_lshl_add_u64 v[2:3], s[0:1], 0, v[2:3]
	v_lshlrev_b32_e32 v10, 1, v4
	v_lshl_add_u64 v[2:3], v[2:3], 0, v[10:11]
	global_load_dwordx2 v[8:9], v[2:3], off
	global_load_dwordx2 v[12:13], v[2:3], off offset:128
	s_add_i32 s60, s61, 1
	s_min_i32 s67, s60, 8
	s_cmp_gt_i32 s67, 0
	s_cselect_b64 s[0:1], -1, 0
	s_mul_hi_u32 s9, s8, s9
	s_and_b64 s[10:11], s[20:21], s[0:1]
	v_mov_b32_e32 v10, 0
	s_and_saveexec_b64 s[2:3], s[10:11]
	s_cbranch_execz .LBB0_35
	s_lshl_b64 s[10:11], s[28:29], 2
	s_add_u32 s10, s22, s10
	s_addc_u32 s11, s23, s11
	global_load_dword v10, v11, s[10:11]
.LBB0_35:
	s_or_b64 exec, exec, s[2:3]
	s_mul_i32 s2, s9, s68
	s_sub_i32 s2, s8, s2
	s_add_i32 s3, s9, 1
	s_sub_i32 s8, s2, s68
	s_cmp_ge_u32 s2, s68
	s_cselect_b32 s3, s3, s9
	s_cselect_b32 s2, s8, s2
	s_add_i32 s8, s3, 1
	s_cmp_ge_u32 s2, s68
	s_cselect_b32 s2, s8, s3
	s_xor_b32 s2, s2, s7
	s_sub_i32 s2, s2, s7
	s_mul_i32 s7, s52, s65
	s_mul_hi_u32 s8, s52, s4
	s_add_i32 s7, s8, s7
	s_mul_i32 s8, s53, s4
	s_mul_i32 s9, s55, s5
	s_mul_hi_u32 s10, s54, s5
	s_ashr_i32 s3, s2, 31
	s_add_i32 s7, s7, s8
	s_mul_i32 s8, s52, s4
	s_add_i32 s10, s10, s9
	s_mul_i32 s9, s54, s5
	s_add_u32 s36, s9, s8
	s_addc_u32 s37, s10, s7
	s_ashr_i32 s7, s6, 31
	v_mov_b32_e32 v5, 0
	s_lshl_b64 s[26:27], s[6:7], 7
	s_lshl_b64 s[44:45], s[2:3], 7
	v_mov_b32_e32 v17, v5
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_37
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e64 v10, 0, v10, s[20:21]
	v_ashrrev_i32_e32 v14, 31, v10
	v_mul_lo_u32 v16, s26, v14
	v_mad_u64_u32 v[14:15], s[0:1], s26, v10, 0
	s_lshl_b64 s[0:1], s[36:37], 2
	v_mul_lo_u32 v17, s27, v10
	s_add_u32 s0, s40, s0
	v_add3_u32 v15, v15, v16, v17
	s_addc_u32 s1, s41, s1
	v_lshl_add_u64 v[14:15], v[14:15], 2, s[0:1]
	v_lshl_add_u64 v[14:15], s[44:45], 2, v[14:15]
	v_lshlrev_b32_e32 v10, 2, v0
	v_lshl_add_u64 v[10:11], v[14:15], 0, v[10:11]
	global_load_dword v17, v[10:11], off
.LBB0_37:
	s_or_b64 exec, exec, s[2:3]
	s_movk_i32 s0, 0x380
	s_cmp_gt_i32 s67, 1
	v_cmp_gt_u32_e64 s[2:3], s0, v0
	s_cselect_b64 s[0:1], -1, 0
	s_and_b64 s[6:7], s[2:3], s[0:1]
	s_and_b64 s[8:9], s[20:21], s[6:7]
	s_and_saveexec_b64 s[0:1], s[8:9]
	s_cbranch_execz .LBB0_39
	s_lshl_b64 s[8:9], s[28:29], 2
	s_add_u32 s8, s22, s8
	s_addc_u32 s9, s23, s9
	v_mov_b32_e32 v5, 4
	global_load_dword v5, v5, s[8:9]
.LBB0_39:
	s_or_b64 exec, exec, s[0:1]
	v_mov_b32_e32 v14, 0
	v_mov_b32_e32 v11, 0
	v_mov_b32_e32 v19, v14
	s_and_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execz .LBB0_41
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e64 v5, 1, v5, s[20:21]
	v_mad_u64_u32 v[20:21], s[6:7], s26, v5, 0
	v_ashrrev_i32_e32 v10, 31, v5
	s_lshl_b64 s[6:7], s[36:37], 2
	v_mul_lo_u32 v10, s26, v10
	v_mul_lo_u32 v15, s27, v5
	s_add_u32 s6, s40, s6
	v_add3_u32 v21, v21, v10, v15
	s_addc_u32 s7, s41, s7
	v_lshl_add_u64 v[20:21], v[20:21], 2, s[6:7]
	v_lshl_add_u64 v[20:21], s[44:45], 2, v[20:21]
	v_lshlrev_b32_e32 v10, 2, v0
	v_lshl_add_u64 v[10:11], v[20:21], 0, v[10:11]
	global_load_dword v19, v[10:11], off
.LBB0_41:
	s_or_b64 exec, exec, s[0:1]
	s_movk_i32 s0, 0x300
	s_cmp_gt_i32 s67, 2
	v_cmp_gt_u32_e64 s[0:1], s0, v0
	s_cselect_b64 s[6:7], -1, 0
	s_and_b64 s[8:9], s[0:1], s[6:7]
	s_and_b64 s[10:11], s[20:21], s[8:9]
	s_and_saveexec_b64 s[6:7], s[10:11]
	s_cbranch_execz .LBB0_43
	s_lshl_b64 s[10:11], s[28:29], 2
	s_add_u32 s10, s22, s10
	s_addc_u32 s11, s23, s11
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v5, 8
	global_load_dword v14, v5, s[10:11]
.LBB0_43:
	s_or_b64 exec, exec, s[6:7]
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v11, 0
	v_mov_b32_e32 v21, v5
	s_and_saveexec_b64 s[6:7], s[8:9]
	s_cbranch_execz .LBB0_45
	v_cndmask_b32_e64 v10, 2, v14, s[20:21]
	v_ashrrev_i32_e32 v14, 31, v10
	v_mul_lo_u32 v16, s26, v14
	v_mad_u64_u32 v[14:15], s[8:9], s26, v10, 0
	s_lshl_b64 s[8:9], s[36:37], 2
	v_mul_lo_u32 v20, s27, v10
	s_add_u32 s8, s40, s8
	v_add3_u32 v15, v15, v16, v20
	s_addc_u32 s9, s41, s9
	v_lshl_add_u64 v[14:15], v[14:15], 2, s[8:9]
	v_lshl_add_u64 v[14:15], s[44:45], 2, v[14:15]
	v_lshlrev_b32_e32 v10, 2, v0
	v_lshl_add_u64 v[10:11], v[14:15], 0, v[10:11]
	global_load_dword v21, v[10:11], off
.LBB0_45:
	s_or_b64 exec, exec, s[6:7]
	s_movk_i32 s6, 0x280
	s_cmp_gt_i32 s67, 3
	v_cmp_gt_u32_e64 s[6:7], s6, v0
	s_cselect_b64 s[8:9], -1, 0
	s_and_b64 s[10:11], s[6:7], s[8:9]
	s_and_b64 s[12:13], s[20:21], s[10:11]
	s_and_saveexec_b64 s[8:9], s[12:13]
	s_cbranch_execz .LBB0_47
	s_lshl_b64 s[12:13], s[28:29], 2
	s_add_u32 s12, s22, s12
	s_addc_u32 s13, s23, s13
	v_mov_b32_e32 v5, 12
	global_load_dword v5, v5, s[12:13]
.LBB0_47:
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32_e32 v14, 0
	v_mov_b32_e32 v11, 0
	v_mov_b32_e32 v22, v14
	s_and_saveexec_b64 s[8:9], s[10:11]
	s_cbranch_execz .LBB0_49
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e64 v5, 3, v5, s[20:21]
	v_mad_u64_u32 v[22:23], s[10:11], s26, v5, 0
	v_ashrrev_i32_e32 v10, 31, v5
	s_lshl_b64 s[10:11], s[36:37], 2
	v_mul_lo_u32 v10, s26, v10
	v_mul_lo_u32 v15, s27, v5
	s_add_u32 s10, s40, s10
	v_add3_u32 v23, v23, v10, v15
	s_addc_u32 s11, s41, s11
	v_lshl_add_u64 v[22:23], v[22:23], 2, s[10:11]
	v_lshl_add_u64 v[22:23], s[44:45], 2, v[22:23]
	v_lshlrev_b32_e32 v10, 2, v0
	v_lshl_add_u64 v[10:11], v[22:23], 0, v[10:11]
	global_load_dword v22, v[10:11], off
.LBB0_49:
	s_or_b64 exec, exec, s[8:9]
	s_movk_i32 s8, 0x200
	s_cmp_gt_i32 s67, 4
	v_cmp_gt_u32_e64 s[8:9], s8, v0
	s_cselect_b64 s[10:11], -1, 0
	s_and_b64 s[12:13], s[8:9], s[10:11]
	s_and_b64 s[14:15], s[20:21], s[12:13]
	s_and_saveexec_b64 s[10:11], s[14:15]
	s_cbranch_execz .LBB0_51
	s_lshl_b64 s[14:15], s[28:29], 2
	s_add_u32 s14, s22, s14
	s_addc_u32 s15, s23, s15
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v5, 16
	global_load_dword v14, v5, s[14:15]
.LBB0_51:
	s_or_b64 exec, exec, s[10:11]
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v11, 0
	v_mov_b32_e32 v23, v5
	s_and_saveexec_b64 s[10:11], s[12:13]
	s_cbranch_execz .LBB0_53
	v_cndmask_b32_e64 v10, 4, v14, s[20:21]
	v_ashrrev_i32_e32 v14, 31, v10
	v_mul_lo_u32 v16, s26, v14
	v_mad_u64_u32 v[14:15], s[12:13], s26, v10, 0
	s_lshl_b64 s[12:13], s[36:37], 2
	v_mul_lo_u32 v20, s27, v10
	s_add_u32 s12, s40, s12
	v_add3_u32 v15, v15, v16, v20
	s_addc_u32 s13, s41, s13
	v_lshl_add_u64 v[14:15], v[14:15], 2, s[12:13]
	v_lshl_add_u64 v[14:15], s[44:45], 2, v[14:15]
	v_lshlrev_b32_e32 v10, 2, v0
	v_lshl_add_u64 v[10:11], v[14:15], 0, v[10:11]
	global_load_dword v23, v[10:11], off
.LBB0_53:
	s_or_b64 exec, exec, s[10:11]
	s_movk_i32 s10, 0x180
	s_cmp_gt_i32 s67, 5
	v_cmp_gt_u32_e64 s[10:11], s10, v0
	s_cselect_b64 s[12:13], -1, 0
	s_and_b64 s[14:15], s[10:11], s[12:13]
	s_and_b64 s[16:17], s[20:21], s[14:15]
	s_and_saveexec_b64 s[12:13], s[16:17]
	s_cbranch_execz .LBB0_55
	s_lshl_b64 s[16:17], s[28:29], 2
	s_add_u32 s16, s22, s16
	s_addc_u32 s17, s23, s17
	v_mov_b32_e32 v5, 20
	global_load_dword v5, v5, s[16:17]
.LBB0_55:
	s_or_b64 exec, exec, s[12:13]
	v_mov_b32_e32 v14, 0
	v_mov_b32_e32 v11, 0
	v_mov_b32_e32 v24, v14
	s_and_saveexec_b64 s[12:13], s[14:15]
	s_cbranch_execz .LBB0_57
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e64 v5, 5, v5, s[20:21]
	v_mad_u64_u32 v[24:25], s[14:15], s26, v5, 0
	v_ashrrev_i32_e32 v10, 31, v5
	s_lshl_b64 s[14:15], s[36:37], 2
	v_mul_lo_u32 v10, s26, v10
	v_mul_lo_u32 v15, s27, v5
	s_add_u32 s14, s40, s14
	v_add3_u32 v25, v25, v10, v15
	s_addc_u32 s15, s41, s15
	v_lshl_add_u64 v[24:25], v[24:25], 2, s[14:15]
	v_lshl_add_u64 v[24:25], s[44:45], 2, v[24:25]
	v_lshlrev_b32_e32 v10, 2, v0
	v_lshl_add_u64 v[10:11], v[24:25], 0, v[10:11]
	global_load_dword v24, v[10:11], off
.LBB0_57:
	s_or_b64 exec, exec, s[12:13]
	s_movk_i32 s12, 0x100
	s_cmp_gt_i32 s67, 6
	v_cmp_gt_u32_e64 s[12:13], s12, v0
	s_cselect_b64 s[14:15], -1, 0
	s_and_b64 s[16:17], s[12:13], s[14:15]
	s_and_b64 s[30:31], s[20:21], s[16:17]
	s_and_saveexec_b64 s[14:15], s[30:31]
	s_cbranch_execz .LBB0_59
	s_lshl_b64 s[30:31], s[28:29], 2
	s_add_u32 s30, s22, s30
	s_addc_u32 s31, s23, s31
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v5, 24
	global_load_dword v14, v5, s[30:31]
.LBB0_59:
	s_or_b64 exec, exec, s[14:15]
	v_mov_b32_e32 v15, 0
	v_mov_b32_e32 v11, 0
	v_mov_b32_e32 v25, v15
	s_and_saveexec_b64 s[14:15], s[16:17]
	s_cbranch_execz .LBB0_61
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e64 v5, 6, v14, s[20:21]
	v_mad_u64_u32 v[26:27], s[16:17], s26, v5, 0
	v_ashrrev_i32_e32 v10, 31, v5
	s_lshl_b64 s[16:17], s[36:37], 2
	v_mul_lo_u32 v10, s26, v10
	v_mul_lo_u32 v14, s27, v5
	s_add_u32 s16, s40, s16
	v_add3_u32 v27, v27, v10, v14
	s_addc_u32 s17, s41, s17
	v_lshl_add_u64 v[26:27], v[26:27], 2, s[16:17]
	v_lshl_add_u64 v[26:27], s[44:45], 2, v[26:27]
	v_lshlrev_b32_e32 v10, 2, v0
	v_lshl_add_u64 v[26:27], v[26:27], 0, v[10:11]
	global_load_dword v25, v[26:27], off
.LBB0_61:
	s_or_b64 exec, exec, s[14:15]
	s_movk_i32 s14, 0x80
	s_cmp_gt_i32 s67, 7
	v_cmp_gt_u32_e64 s[14:15], s14, v0
	s_cselect_b64 s[16:17], -1, 0
	s_and_b64 s[30:31], s[14:15], s[16:17]
	s_and_b64 s[52:53], s[20:21], s[30:31]
	s_and_saveexec_b64 s[16:17], s[52:53]
	s_cbranch_execz .LBB0_63
	s_lshl_b64 s[52:53], s[28:29], 2
	s_add_u32 s52, s22, s52
	s_addc_u32 s53, s23, s53
	global_load_dword v15, v11, s[52:53] offset:28
.LBB0_63:
	s_or_b64 exec, exec, s[16:17]
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v11, 0
	v_mov_b32_e32 v26, v5
	s_and_saveexec_b64 s[16:17], s[30:31]
	s_cbranch_execz .LBB0_65
	v_cndmask_b32_e64 v10, 7, v15, s[20:21]
	v_ashrrev_i32_e32 v14, 31, v10
	v_mul_lo_u32 v16, s26, v14
	v_mad_u64_u32 v[14:15], s[30:31], s26, v10, 0
	s_lshl_b64 s[30:31], s[36:37], 2
	v_mul_lo_u32 v20, s27, v10
	s_add_u32 s30, s40, s30
	v_add3_u32 v15, v15, v16, v20
	s_addc_u32 s31, s41, s31
	v_lshl_add_u64 v[14:15], v[14:15], 2, s[30:31]
	v_lshl_add_u64 v[14:15], s[44:45], 2, v[14:15]
	v_lshlrev_b32_e32 v10, 2, v0
	v_lshl_add_u64 v[10:11], v[14:15], 0, v[10:11]
	global_load_dword v26, v[10:11], off
.LBB0_65:
	s_or_b64 exec, exec, s[16:17]
	v_lshrrev_b32_e32 v20, 3, v0
	v_cmp_gt_u32_e64 s[16:17], 64, v0
	v_cmp_gt_i32_e32 vcc, s67, v20
	s_and_b64 s[52:53], s[16:17], vcc
	s_and_b64 s[54:55], s[20:21], s[52:53]
	s_and_saveexec_b64 s[30:31], s[54:55]
	s_cbranch_execz .LBB0_67
	s_lshl_b64 s[54:55], s[28:29], 2
	s_add_u32 s54, s22, s54
	s_addc_u32 s55, s23, s55
	v_lshlrev_b32_e32 v5, 2, v20
	global_load_dword v5, v5, s[54:55]
.LBB0_67:
	s_or_b64 exec, exec, s[30:31]
	s_mul_i32 s30, s48, s65
	s_mul_hi_u32 s31, s48, s4
	s_add_i32 s30, s31, s30
	s_mul_i32 s31, s49, s4
	s_add_i32 s30, s30, s31
	s_mul_i32 s31, s48, s4
	s_mul_i32 s48, s51, s5
	s_mul_hi_u32 s49, s50, s5
	s_add_i32 s49, s49, s48
	s_mul_i32 s48, s50, s5
	s_add_u32 s48, s48, s31
	s_addc_u32 s49, s49, s30
	s_lshl_b64 s[30:31], s[24:25], 7
	s_ashr_i32 s25, s66, 31
	s_add_u32 s50, s18, s66
	v_mov_b32_e32 v14, 0
	v_and_b32_e32 v16, 7, v0
	s_addc_u32 s51, s19, s25
	v_mov_b32_e32 v11, 0
	v_mov_b32_e32 v10, v14
	s_and_saveexec_b64 s[18:19], s[52:53]
	s_cbranch_execz .LBB0_69
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e64 v5, v20, v5, s[20:21]
	v_mad_u64_u32 v[28:29], s[52:53], s30, v5, 0
	v_ashrrev_i32_e32 v10, 31, v5
	s_lshl_b64 s[52:53], s[48:49], 2
	v_mul_lo_u32 v10, s30, v10
	v_mul_lo_u32 v15, s31, v5
	s_add_u32 s52, s38, s52
	v_add3_u32 v29, v29, v10, v15
	s_addc_u32 s53, s39, s53
	v_lshl_add_u64 v[28:29], v[28:29], 2, s[52:53]
	v_lshl_add_u64 v[28:29], s[50:51], 2, v[28:29]
	v_lshlrev_b32_e32 v10, 2, v16
	v_lshl_add_u64 v[10:11], v[28:29], 0, v[10:11]
	global_load_dword v10, v[10:11], off
.LBB0_69:
	s_or_b64 exec, exec, s[18:19]
	v_cmp_gt_i32_e32 vcc, s67, v0
	s_and_b64 s[52:53], s[20:21], vcc
	s_and_saveexec_b64 s[18:19], s[52:53]
	s_cbranch_execz .LBB0_71
	s_lshl_b64 s[52:53], s[28:29], 2
	s_add_u32 s52, s22, s52
	s_addc_u32 s53, s23, s53
	global_load_dword v14, v1, s[52:53]
.LBB0_71:
	s_or_b64 exec, exec, s[18:19]
	s_mul_i32 s18, s56, s65
	s_mul_hi_u32 s19, s56, s4
	s_add_i32 s18, s19, s18
	s_mul_i32 s19, s57, s4
	s_add_i32 s18, s18, s19
	s_mul_i32 s19, s59, s5
	s_mul_hi_u32 s25, s58, s5
	s_mul_i32 s4, s56, s4
	s_add_i32 s25, s25, s19
	s_mul_i32 s5, s58, s5
	s_add_u32 s52, s5, s4
	s_addc_u32 s53, s25, s18
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v5, 0
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execnz .LBB0_151
	s_or_b64 exec, exec, s[4:5]
	ds_write_b32 v1, v17
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execnz .LBB0_152
.LBB0_73:
	s_or_b64 exec, exec, s[4:5]
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execnz .LBB0_153
.LBB0_74:
	s_or_b64 exec, exec, s[4:5]
	s_and_saveexec_b64 s[4:5], s[6:7]
	s_cbranch_execnz .LBB0_154
.LBB0_75:
	s_or_b64 exec, exec, s[4:5]
	s_and_saveexec_b64 s[4:5], s[8:9]
	s_cbranch_execnz .LBB0_155
.LBB0_76:
	s_or_b64 exec, exec, s[4:5]
	s_and_saveexec_b64 s[4:5], s[10:11]
	s_cbranch_execnz .LBB0_156
.LBB0_77:
	s_or_b64 exec, exec, s[4:5]
	s_and_saveexec_b64 s[4:5], s[12:13]
	s_cbranch_execnz .LBB0_157
.LBB0_78:
	s_or_b64 exec, exec, s[4:5]
	s_and_saveexec_b64 s[4:5], s[14:15]
	s_cbranch_execnz .LBB0_158
.LBB0_79:
	s_or_b64 exec, exec, s[4:5]
	s_and_saveexec_b64 s[4:5], s[16:17]
	s_cbranch_execnz .LBB0_159
.LBB0_80:
	s_or_b64 exec, exec, s[4:5]
	v_cmp_gt_u32_e64 s[18:19], 8, v0
	s_and_saveexec_b64 s[4:5], s[18:19]
	s_cbranch_execz .LBB0_82
.LBB0_81:
	s_waitcnt vmcnt(0)
	ds_write_b32 v1, v5 offset:4352
.LBB0_82:
	s_or_b64 exec, exec, s[4:5]
	v_and_b32_e32 v15, 0xffff0000, v9
	v_lshlrev_b32_e32 v14, 16, v9
	v_and_b32_e32 v11, 0xffff0000, v8
	v_lshlrev_b32_e32 v10, 16, v8
	v_pk_add_f32 v[8:9], v[14:15], 0 op_sel_hi:[1,0]
	v_and_b32_e32 v15, 0xffff0000, v12
	v_lshlrev_b32_e32 v14, 16, v12
	v_and_b32_e32 v23, 0xffff0000, v13
	v_lshlrev_b32_e32 v22, 16, v13
	v_pk_add_f32 v[10:11], v[10:11], 0 op_sel_hi:[1,0]
	v_pk_add_f32 v[12:13], v[22:23], 0 op_sel_hi:[1,0]
	s_cmp_gt_u32 s61, 0x7ffffff7
	v_pk_add_f32 v[14:15], v[14:15], 0 op_sel_hi:[1,0]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_150
	s_ashr_i32 s4, s62, 31
	s_mul_hi_u32 s5, s46, s62
	s_mul_i32 s4, s46, s4
	s_add_i32 s4, s5, s4
	s_mul_i32 s5, s47, s62
	s_add_i32 s47, s4, s5
	s_add_i32 s4, s61, 8
	s_ashr_i32 s5, s4, 31
	s_lshr_b32 s5, s5, 29
	s_add_i32 s4, s4, s5
	s_ashr_i32 s25, s4, 3
	s_lshl_b64 s[4:5], s[28:29], 2
	s_add_u32 s4, s22, s4
	s_addc_u32 s5, s23, s5
	s_lshl_b64 s[22:23], s[36:37], 2
	s_add_u32 s28, s40, s22
	s_addc_u32 s29, s41, s23
	s_lshl_b64 s[22:23], s[44:45], 2
	s_add_u32 s22, s28, s22
	s_addc_u32 s23, s29, s23
	v_lshlrev_b32_e32 v24, 2, v0
	v_mov_b32_e32 v25, 0
	v_lshlrev_b64 v[22:23], 7, v[6:7]
	v_lshl_add_u64 v[6:7], s[22:23], 0, v[24:25]
	s_lshl_b64 s[22:23], s[48:49], 2
	s_add_u32 s28, s38, s22
	s_addc_u32 s29, s39, s23
	s_lshl_b64 s[22:23], s[50:51], 2
	s_add_u32 s22, s28, s22
	s_addc_u32 s23, s29, s23
	v_lshlrev_b32_e32 v24, 2, v16
	v_lshl_add_u64 v[16:17], s[22:23], 0, v[24:25]
	s_lshl_b64 s[22:23], s[52:53], 2
	s_add_u32 s28, s42, s22
	s_addc_u32 s29, s43, s23
	s_lshl_b64 s[22:23], s[34:35], 2
	s_mul_i32 s46, s46, s62
	s_add_u32 s22, s28, s22
	s_addc_u32 s23, s29, s23
	s_lshl_b64 s[28:29], s[46:47], 1
	s_add_u32 s28, s63, s28
	s_addc_u32 s29, s64, s29
	v_lshl_add_u64 v[22:23], v[22:23], 1, s[28:29]
	v_lshlrev_b32_e32 v24, 1, v4
	v_mov_b32_e32 v19, 0x1000
	v_lshlrev_b32_e32 v21, 2, v4
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[4:5], v[22:23], 0, v[24:25]
	s_max_i32 s25, s25, 1
	v_lshl_or_b32 v22, v18, 2, v19
	s_mov_b32 s36, 0
	s_mov_b32 s37, s60
	s_branch .LBB0_85
.LBB0_84:
	s_add_i32 s36, s36, 1
	s_add_i32 s37, s37, -8
	s_add_i32 s33, s33, -8
	s_cmp_eq_u32 s36, s25
	s_barrier
	s_cbranch_scc1 .LBB0_150
.LBB0_85:
	s_lshl_b32 s39, s36, 3
	s_sub_i32 s38, s60, s39
	s_cmp_lg_u32 s36, 0
	s_cbranch_scc0 .LBB0_135
	s_min_i32 s40, s38, 8
	s_cmp_gt_i32 s40, 0
	s_cselect_b64 s[28:29], -1, 0
	v_mov_b32_e32 v18, s39
	s_and_b64 s[42:43], s[20:21], s[28:29]
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v23, 0
	s_and_saveexec_b64 s[34:35], s[42:43]
	s_cbranch_execz .LBB0_88
	v_ashrrev_i32_e64 v19, 31, s39
	v_lshl_add_u64 v[24:25], v[18:19], 2, s[4:5]
	global_load_dword v23, v[24:25], off
.LBB0_88:
	s_or_b64 exec, exec, s[34:35]
	v_mov_b32_e32 v19, 0
	v_mov_b32_e32 v24, v19
	s_and_saveexec_b64 s[34:35], s[28:29]
	s_cbranch_execz .LBB0_90
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e64 v18, v18, v23, s[20:21]
	v_ashrrev_i32_e32 v23, 31, v18
	v_mul_lo_u32 v23, s26, v23
	v_mul_lo_u32 v26, s27, v18
	v_mad_u64_u32 v[24:25], s[28:29], s26, v18, 0
	v_add3_u32 v25, v25, v23, v26
	v_lshl_add_u64 v[24:25], v[24:25], 2, v[6:7]
	global_load_dword v24, v[24:25], off
.LBB0_90:
	s_or_b64 exec, exec, s[34:35]
	v_cmp_lt_i32_e64 s[28:29], 1, s40
	s_and_b64 s[28:29], s[2:3], s[28:29]
	v_add_u32_e64 v18, s39, 1
	s_and_b64 s[42:43], s[20:21], s[28:29]
	s_and_saveexec_b64 s[34:35], s[42:43]
	s_cbranch_execz .LBB0_92
	v_ashrrev_i32_e32 v19, 31, v18
	v_lshl_add_u64 v[26:27], v[18:19], 2, s[4:5]
	global_load_dword v19, v[26:27], off
.LBB0_92:
	s_or_b64 exec, exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v23, 0
	v_mov_b32_e32 v25, v23
	s_and_saveexec_b64 s[34:35], s[28:29]
	s_cbranch_execz .LBB0_94
	v_cndmask_b32_e64 v18, v18, v19, s[20:21]
	v_ashrrev_i32_e32 v19, 31, v18
	v_mul_lo_u32 v25, s26, v19
	v_mul_lo_u32 v26, s27, v18
	v_mad_u64_u32 v[18:19], s[28:29], s26, v18, 0
	v_add3_u32 v19, v19, v25, v26
	v_lshl_add_u64 v[18:19], v[18:19], 2, v[6:7]
	global_load_dword v25, v[18:19], off
.LBB0_94:
	s_or_b64 exec, exec, s[34:35]
	v_cmp_lt_i32_e64 s[28:29], 2, s40
	s_and_b64 s[28:29], s[0:1], s[28:29]
	v_add_u32_e64 v18, s39, 2
	s_and_b64 s[42:43], s[20:21], s[28:29]
	s_and_saveexec_b64 s[34:35], s[42:43]
	s_cbranch_execz .LBB0_96
	v_ashrrev_i32_e32 v19, 31, v18
	v_lshl_add_u64 v[26:27], v[18:19], 2, s[4:5]
	global_load_dword v23, v[26:27], off
.LBB0_96:
	s_or_b64 exec, exec, s[34:35]
	v_mov_b32_e32 v19, 0
	v_mov_b32_e32 v26, v19
	s_and_saveexec_b64 s[34:35], s[28:29]
	s_cbranch_execz .LBB0_98
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e64 v18, v18, v23, s[20:21]
	v_ashrrev_i32_e32 v23, 31, v18
	v_mul_lo_u32 v23, s26, v23
	v_mul_lo_u32 v28, s27, v18
	v_mad_u64_u32 v[26:27], s[28:29], s26, v18, 0
	v_add3_u32 v27, v27, v23, v28
	v_lshl_add_u64 v[26:27], v[26:27], 2, v[6:7]
	global_load_dword v26, v[26:27], off
.LBB0_98:
	s_or_b64 exec, exec, s[34:35]
	v_cmp_lt_i32_e64 s[28:29], 3, s40
	s_and_b64 s[28:29], s[6:7], s[28:29]
	v_add_u32_e64 v18, s39, 3
	s_and_b64 s[42:43], s[20:21], s[28:29]
	s_and_saveexec_b64 s[34:35], s[42:43]
	s_cbranch_execz .LBB0_100
	v_ashrrev_i32_e32 v19, 31, v18
	v_lshl_add_u64 v[28:29], v[18:19], 2, s[4:5]
	global_load_dword v19, v[28:29], off
.LBB0_100:
	s_or_b64 exec, exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v23, 0
	v_mov_b32_e32 v27, v23
	s_and_saveexec_b64 s[34:35], s[28:29]
	s_cbranch_execz .LBB0_102
	v_cndmask_b32_e64 v18, v18, v19, s[20:21]
	v_ashrrev_i32_e32 v19, 31, v18
	v_mul_lo_u32 v27, s26, v19
	v_mul_lo_u32 v28, s27, v18
	v_mad_u64_u32 v[18:19], s[28:29], s26, v18, 0
	v_add3_u32 v19, v19, v27, v28
	v_lshl_add_u64 v[18:19], v[18:19], 2, v[6:7]
	global_load_dword v27, v[18:19], off
.LBB0_102:
	s_or_b64 exec, exec, s[34:35]
	v_cmp_lt_i32_e64 s[28:29], 4, s40
	s_and_b64 s[28:29], s[8:9], s[28:29]
	v_add_u32_e64 v18, s39, 4
	s_and_b64 s[42:43], s[20:21], s[28:29]
	s_and_saveexec_b64 s[34:35], s[42:43]
	s_cbranch_execz .LBB0_104
	v_ashrrev_i32_e32 v19, 31, v18
	v_lshl_add_u64 v[28:29], v[18:19], 2, s[4:5]
	global_load_dword v23, v[28:29], off
.LBB0_104:
	s_or_b64 exec, exec, s[34:35]
	v_mov_b32_e32 v19, 0
	v_mov_b32_e32 v28, v19
	s_and_saveexec_b64 s[34:35], s[28:29]
	s_cbranch_execz .LBB0_106
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e64 v18, v18, v23, s[20:21]
	v_ashrrev_i32_e32 v23, 31, v18
	v_mul_lo_u32 v23, s26, v23
	v_mul_lo_u32 v30, s27, v18
	v_mad_u64_u32 v[28:29], s[28:29], s26, v18, 0
	v_add3_u32 v29, v29, v23, v30
	v_lshl_add_u64 v[28:29], v[28:29], 2, v[6:7]
	global_load_dword v28, v[28:29], off
.LBB0_106:
	s_or_b64 exec, exec, s[34:35]
	v_cmp_lt_i32_e64 s[28:29], 5, s40
	s_and_b64 s[28:29], s[10:11], s[28:29]
	v_add_u32_e64 v18, s39, 5
	s_and_b64 s[42:43], s[20:21], s[28:29]
	s_and_saveexec_b64 s[34:35], s[42:43]
	s_cbranch_execz .LBB0_108
	v_ashrrev_i32_e32 v19, 31, v18
	v_lshl_add_u64 v[30:31], v[18:19], 2, s[4:5]
	global_load_dword v19, v[30:31], off
.LBB0_108:
	s_or_b64 exec, exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v23, 0
	v_mov_b32_e32 v29, v23
	s_and_saveexec_b64 s[34:35], s[28:29]
	s_cbranch_execz .LBB0_110
	v_cndmask_b32_e64 v18, v18, v19, s[20:21]
	v_ashrrev_i32_e32 v19, 31, v18
	v_mul_lo_u32 v29, s26, v19
	v_mul_lo_u32 v30, s27, v18
	v_mad_u64_u32 v[18:19], s[28:29], s26, v18, 0
	v_add3_u32 v19, v19, v29, v30
	v_lshl_add_u64 v[18:19], v[18:19], 2, v[6:7]
	global_load_dword v29, v[18:19], off
.LBB0_110:
	s_or_b64 exec, exec, s[34:35]
	v_cmp_lt_i32_e64 s[28:29], 6, s40
	s_and_b64 s[28:29], s[12:13], s[28:29]
	v_add_u32_e64 v18, s39, 6
	s_and_b64 s[42:43], s[20:21], s[28:29]
	s_and_saveexec_b64 s[34:35], s[42:43]
	s_cbranch_execz .LBB0_112
	v_ashrrev_i32_e32 v19, 31, v18
	v_lshl_add_u64 v[30:31], v[18:19], 2, s[4:5]
	global_load_dword v23, v[30:31], off
.LBB0_112:
	s_or_b64 exec, exec, s[34:35]
	v_mov_b32_e32 v19, 0
	v_mov_b32_e32 v30, v19
	s_and_saveexec_b64 s[34:35], s[28:29]
	s_cbranch_execz .LBB0_114
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e64 v18, v18, v23, s[20:21]
	v_ashrrev_i32_e32 v23, 31, v18
	v_mul_lo_u32 v23, s26, v23
	v_mul_lo_u32 v32, s27, v18
	v_mad_u64_u32 v[30:31], s[28:29], s26, v18, 0
	v_add3_u32 v31, v31, v23, v32
	v_lshl_add_u64 v[30:31], v[30:31], 2, v[6:7]
	global_load_dword v30, v[30:31], off
.LBB0_114:
	s_or_b64 exec, exec, s[34:35]
	v_cmp_lt_i32_e64 s[28:29], 7, s40
	s_and_b64 s[28:29], s[14:15], s[28:29]
	v_add_u32_e64 v18, s39, 7
	s_and_b64 s[42:43], s[20:21], s[28:29]
	s_and_saveexec_b64 s[34:35], s[42:43]
	s_cbranch_execz .LBB0_116
	v_ashrrev_i32_e32 v19, 31, v18
	v_lshl_add_u64 v[32:33], v[18:19], 2, s[4:5]
	global_load_dword v19, v[32:33], off
.LBB0_116:
	s_or_b64 exec, exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v23, 0
	v_mov_b32_e32 v31, v23
	s_and_saveexec_b64 s[34:35], s[28:29]
	s_cbranch_execz .LBB0_118
	v_cndmask_b32_e64 v18, v18, v19, s[20:21]
	v_ashrrev_i32_e32 v19, 31, v18
	v_mul_lo_u32 v31, s26, v19
	v_mul_lo_u32 v32, s27, v18
	v_mad_u64_u32 v[18:19], s[28:29], s26, v18, 0
	v_add3_u32 v19, v19, v31, v32
	v_lshl_add_u64 v[18:19], v[18:19], 2, v[6:7]
	global_load_dword v31, v[18:19], off
.LBB0_118:
	s_or_b64 exec, exec, s[34:35]
	v_cmp_gt_i32_e32 vcc, s40, v20
	s_and_b64 s[28:29], s[16:17], vcc
	v_add_u32_e32 v18, s39, v20
	s_and_b64 s[42:43], s[20:21], s[28:29]
	s_and_saveexec_b64 s[34:35], s[42:43]
	s_cbranch_execz .LBB0_120
	v_ashrrev_i32_e32 v19, 31, v18
	v_lshl_add_u64 v[32:33], v[18:19], 2, s[4:5]
	global_load_dword v23, v[32:33], off
.LBB0_120:
	s_or_b64 exec, exec, s[34:35]
	v_mov_b32_e32 v19, 0
	v_mov_b32_e32 v32, v19
	s_and_saveexec_b64 s[34:35], s[28:29]
	s_cbranch_execz .LBB0_122
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e64 v18, v18, v23, s[20:21]
	v_ashrrev_i32_e32 v23, 31, v18
	v_mul_lo_u32 v23, s30, v23
	v_mul_lo_u32 v34, s31, v18
	v_mad_u64_u32 v[32:33], s[28:29], s30, v18, 0
	v_add3_u32 v33, v33, v23, v34
	v_lshl_add_u64 v[32:33], v[32:33], 2, v[16:17]
	global_load_dword v32, v[32:33], off
.LBB0_122:
	s_or_b64 exec, exec, s[34:35]
	v_cmp_gt_i32_e32 vcc, s40, v0
	v_add_u32_e32 v18, s39, v0
	s_and_b64 s[34:35], s[20:21], vcc
	s_and_saveexec_b64 s[28:29], s[34:35]
	s_cbranch_execnz .LBB0_140
	s_or_b64 exec, exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v23, 0
	s_and_saveexec_b64 s[28:29], vcc
	s_cbranch_execnz .LBB0_141
.LBB0_124:
	s_or_b64 exec, exec, s[28:29]
	ds_write_b32 v1, v24
	s_and_saveexec_b64 s[28:29], s[2:3]
	s_cbranch_execnz .LBB0_142
.LBB0_125:
	s_or_b64 exec, exec, s[28:29]
	s_and_saveexec_b64 s[28:29], s[0:1]
	s_cbranch_execnz .LBB0_143
.LBB0_126:
	s_or_b64 exec, exec, s[28:29]
	s_and_saveexec_b64 s[28:29], s[6:7]
	s_cbranch_execnz .LBB0_144
.LBB0_127:
	s_or_b64 exec, exec, s[28:29]
	s_and_saveexec_b64 s[28:29], s[8:9]
	s_cbranch_execnz .LBB0_145
.LBB0_128:
	s_or_b64 exec, exec, s[28:29]
	s_and_saveexec_b64 s[28:29], s[10:11]
	s_cbranch_execnz .LBB0_146
.LBB0_129:
	s_or_b64 exec, exec, s[28:29]
	s_and_saveexec_b64 s[28:29], s[12:13]
	s_cbranch_execnz .LBB0_147
.LBB0_130:
	s_or_b64 exec, exec, s[28:29]
	s_and_saveexec_b64 s[28:29], s[14:15]
	s_cbranch_execnz .LBB0_148
.LBB0_131:
	s_or_b64 exec, exec, s[28:29]
	s_and_saveexec_b64 s[28:29], s[16:17]
	s_cbranch_execnz .LBB0_149
.LBB0_132:
	s_or_b64 exec, exec, s[28:29]
	s_and_saveexec_b64 s[28:29], s[18:19]
	s_cbranch_execz .LBB0_134
.LBB0_133:
	s_waitcnt vmcnt(0)
	ds_write_b32 v1, v23 offset:4352
.LBB0_134:
	s_or_b64 exec, exec, s[28:29]
	s_waitcnt lgkmcnt(0)
	s_barrier
.LBB0_135:
	s_cmp_lt_i32 s38, 1
	s_cbranch_scc1 .LBB0_84
	v_med3_i32 v18, s37, 1, 8
	s_movk_i32 s28, 0x1100
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v19, s33
	v_mov_b32_e32 v23, v22
	v_mov_b32_e32 v24, v21
	s_branch .LBB0_138
.LBB0_137:
	v_add_u32_e32 v18, -1, v18
	v_cmp_eq_u32_e32 vcc, 0, v18
	v_add_u32_e32 v24, 0x200, v24
	s_add_i32 s28, s28, 4
	v_add_u32_e32 v23, 32, v23
	s_cbranch_vccnz .LBB0_84
.LBB0_138:
	v_mov_b32_e32 v25, s28
	ds_read_b32 v34, v25
	ds_read_b32 v36, v23
	ds_read_b128 v[26:29], v24
	ds_read_b128 v[30:33], v24 offset:256
	v_subrev_co_u32_e32 v19, vcc, 1, v19
	s_waitcnt lgkmcnt(3)
	v_pk_mul_f32 v[8:9], v[8:9], v[34:35] op_sel_hi:[1,0]
	v_pk_mul_f32 v[10:11], v[10:11], v[34:35] op_sel_hi:[1,0]
	v_pk_mul_f32 v[12:13], v[12:13], v[34:35] op_sel_hi:[1,0]
	v_pk_mul_f32 v[14:15], v[14:15], v[34:35] op_sel_hi:[1,0]
	s_waitcnt lgkmcnt(1)
	v_pk_fma_f32 v[8:9], v[28:29], v[36:37], v[8:9] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[10:11], v[26:27], v[36:37], v[10:11] op_sel_hi:[1,0,1]
	s_waitcnt lgkmcnt(0)
	v_pk_fma_f32 v[12:13], v[32:33], v[36:37], v[12:13] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[14:15], v[30:31], v[36:37], v[14:15] op_sel_hi:[1,0,1]
	s_and_b64 vcc, exec, vcc
	s_cbranch_vccz .LBB0_137
	v_cvt_pk_bf16_f32 v27, v8, v9
	v_cvt_pk_bf16_f32 v26, v10, v11
	global_store_dwordx2 v[4:5], v[26:27], off
	v_cvt_pk_bf16_f32 v27, v12, v13
	v_cvt_pk_bf16_f32 v26, v14, v15
	global_store_dwordx2 v[4:5], v[26:27], off offset:128
	s_branch .LBB0_137
.LBB0_140:
	v_ashrrev_i32_e32 v19, 31, v18
	v_lshl_add_u64 v[34:35], v[18:19], 2, s[4:5]
	global_load_dword v19, v[34:35], off
	s_or_b64 exec, exec, s[28:29]
	s_waitcnt vmcnt(1)
	v_mov_b32_e32 v23, 0
	s_and_saveexec_b64 s[28:29], vcc
	s_cbranch_execz .LBB0_124
.LBB0_141:
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e64 v18, v18, v19, s[20:21]
	v_mad_i64_i32 v[18:19], s[34:35], v18, s24, 0
	v_lshl_add_u64 v[18:19], v[18:19], 2, s[22:23]
	global_load_dword v23, v[18:19], off
	s_or_b64 exec, exec, s[28:29]
	ds_write_b32 v1, v24
	s_and_saveexec_b64 s[28:29], s[2:3]
	s_cbranch_execz .LBB0_125
.LBB0_142:
	ds_write_b32 v1, v25 offset:512
	s_or_b64 exec, exec, s[28:29]
	s_and_saveexec_b64 s[28:29], s[0:1]
	s_cbranch_execz .LBB0_126
.LBB0_143:
	ds_write_b32 v1, v26 offset:1024
	s_or_b64 exec, exec, s[28:29]
	s_and_saveexec_b64 s[28:29], s[6:7]
	s_cbranch_execz .LBB0_127
.LBB0_144:
	ds_write_b32 v1, v27 offset:1536
	s_or_b64 exec, exec, s[28:29]
	s_and_saveexec_b64 s[28:29], s[8:9]
	s_cbranch_execz .LBB0_128
.LBB0_145:
	ds_write_b32 v1, v28 offset:2048
	s_or_b64 exec, exec, s[28:29]
	s_and_saveexec_b64 s[28:29], s[10:11]
	s_cbranch_execz .LBB0_129
.LBB0_146:
	ds_write_b32 v1, v29 offset:2560
	s_or_b64 exec, exec, s[28:29]
	s_and_saveexec_b64 s[28:29], s[12:13]
	s_cbranch_execz .LBB0_130
.LBB0_147:
	ds_write_b32 v1, v30 offset:3072
	s_or_b64 exec, exec, s[28:29]
	s_and_saveexec_b64 s[28:29], s[14:15]
	s_cbranch_execz .LBB0_131
.LBB0_148:
	ds_write_b32 v1, v31 offset:3584
	s_or_b64 exec, exec, s[28:29]
	s_and_saveexec_b64 s[28:29], s[16:17]
	s_cbranch_execz .LBB0_132
.LBB0_149:
	ds_write_b32 v1, v32 offset:4096
	s_or_b64 exec, exec, s[28:29]
	s_and_saveexec_b64 s[28:29], s[18:19]
	s_cbranch_execnz .LBB0_133
	s_branch .LBB0_134
.LBB0_150:
	v_cvt_pk_bf16_f32 v1, v8, v9
	v_cvt_pk_bf16_f32 v0, v10, v11
	global_store_dwordx2 v[2:3], v[0:1], off
	v_cvt_pk_bf16_f32 v1, v12, v13
	v_cvt_pk_bf16_f32 v0, v14, v15
	global_store_dwordx2 v[2:3], v[0:1], off offset:128
	s_endpgm
.LBB0_151:
	v_cndmask_b32_e64 v5, v0, v14, s[20:21]
	v_mad_i64_i32 v[14:15], s[18:19], v5, s24, 0
	s_lshl_b64 s[18:19], s[52:53], 2
	s_add_u32 s18, s42, s18
	s_addc_u32 s19, s43, s19
	v_lshl_add_u64 v[14:15], v[14:15], 2, s[18:19]
	v_lshl_add_u64 v[14:15], s[34:35], 2, v[14:15]
	global_load_dword v5, v[14:15], off
	s_or_b64 exec, exec, s[4:5]
	ds_write_b32 v1, v17
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_73
.LBB0_152:
	ds_write_b32 v1, v19 offset:512
	s_or_b64 exec, exec, s[4:5]
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_74
.LBB0_153:
	ds_write_b32 v1, v21 offset:1024
	s_or_b64 exec, exec, s[4:5]
	s_and_saveexec_b64 s[4:5], s[6:7]
	s_cbranch_execz .LBB0_75
.LBB0_154:
	ds_write_b32 v1, v22 offset:1536
	s_or_b64 exec, exec, s[4:5]
	s_and_saveexec_b64 s[4:5], s[8:9]
	s_cbranch_execz .LBB0_76
.LBB0_155:
	ds_write_b32 v1, v23 offset:2048
	s_or_b64 exec, exec, s[4:5]
	s_and_saveexec_b64 s[4:5], s[10:11]
	s_cbranch_execz .LBB0_77
.LBB0_156:
	ds_write_b32 v1, v24 offset:2560
	s_or_b64 exec, exec, s[4:5]
	s_and_saveexec_b64 s[4:5], s[12:13]
	s_cbranch_execz .LBB0_78
.LBB0_157:
	ds_write_b32 v1, v25 offset:3072
	s_or_b64 exec, exec, s[4:5]
	s_and_saveexec_b64 s[4:5], s[14:15]
	s_cbranch_execz .LBB0_79
.LBB0_158:
	ds_write_b32 v1, v26 offset:3584
	s_or_b64 exec, exec, s[4:5]
	s_and_saveexec_b64 s[4:5], s[16:17]
	s_cbranch_execz .LBB0_80
.LBB0_159:
	ds_write_b32 v1, v10 offset:4096
	s_or_b64 exec, exec, s[4:5]
	v_cmp_gt_u32_e64 s[18:19], 8, v0
	s_and_saveexec_b64 s[4:5], s[18:19]
	s_cbranch_execnz .LBB0_81
	s_branch .LBB0_82
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel gdn_replay_pool_bf16_bv8w2_tree
		.amdhsa_group_segment_fixed_size 4384
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 196
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
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 38
		.amdhsa_next_free_sgpr 69
		.amdhsa_accum_offset 40
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
	.size	gdn_replay_pool_bf16_bv8w2_tree, .Lfunc_end0-gdn_replay_pool_bf16_bv8w2_tree

	.set gdn_replay_pool_bf16_bv8w2_tree.num_vgpr, 38
	.set gdn_replay_pool_bf16_bv8w2_tree.num_agpr, 0
	.set gdn_replay_pool_bf16_bv8w2_tree.numbered_sgpr, 69
	.set gdn_replay_pool_bf16_bv8w2_tree.num_named_barrier, 0
	.set gdn_replay_pool_bf16_bv8w2_tree.private_seg_size, 0
	.set gdn_replay_pool_bf16_bv8w2_tree.uses_vcc, 1
	.set gdn_replay_pool_bf16_bv8w2_tree.uses_flat_scratch, 0
	.set gdn_replay_pool_bf16_bv8w2_tree.has_dyn_sized_stack, 0
	.set gdn_replay_pool_bf16_bv8w2_tree.has_recursion, 0
	.set gdn_replay_pool_bf16_bv8w2_tree.has_indirect_call, 0
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
        .name:           pool
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           ring_u
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           ring_k
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           ring_decay
        .offset:         24
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           slot_indices
        .offset:         32
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           row_indices
        .offset:         40
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           accepted_steps
        .offset:         48
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           track_slots
        .offset:         56
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           track_steps
        .offset:         64
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           path
        .offset:         72
        .size:           8
        .value_kind:     global_buffer
      - .name:           path_on
        .offset:         80
        .size:           4
        .value_kind:     by_value
      - .name:           num_layers
        .offset:         84
        .size:           4
        .value_kind:     by_value
      - .name:           num_requests
        .offset:         88
        .size:           4
        .value_kind:     by_value
      - .name:           num_slots
        .offset:         92
        .size:           4
        .value_kind:     by_value
      - .name:           num_rows
        .offset:         96
        .size:           4
        .value_kind:     by_value
      - .name:           num_steps
        .offset:         100
        .size:           4
        .value_kind:     by_value
      - .name:           num_steps_alloc
        .offset:         104
        .size:           4
        .value_kind:     by_value
      - .name:           num_k_heads
        .offset:         108
        .size:           4
        .value_kind:     by_value
      - .name:           num_v_heads
        .offset:         112
        .size:           4
        .value_kind:     by_value
      - .name:           pool_layer_pitch
        .offset:         120
        .size:           8
        .value_kind:     by_value
      - .name:           pool_slot_pitch
        .offset:         128
        .size:           8
        .value_kind:     by_value
      - .name:           u_layer_pitch
        .offset:         136
        .size:           8
        .value_kind:     by_value
      - .name:           u_row_pitch
        .offset:         144
        .size:           8
        .value_kind:     by_value
      - .name:           k_layer_pitch
        .offset:         152
        .size:           8
        .value_kind:     by_value
      - .name:           k_row_pitch
        .offset:         160
        .size:           8
        .value_kind:     by_value
      - .name:           decay_layer_pitch
        .offset:         168
        .size:           8
        .value_kind:     by_value
      - .name:           decay_row_pitch
        .offset:         176
        .size:           8
        .value_kind:     by_value
      - .address_space:  global
        .name:           diagnostics
        .offset:         184
        .size:           8
        .value_kind:     global_buffer
      - .name:           diagnostics_on
        .offset:         192
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 4384
    .kernarg_segment_align: 8
    .kernarg_segment_size: 196
    .max_flat_workgroup_size: 128
    .name:           gdn_replay_pool_bf16_bv8w2_tree
    .private_segment_fixed_size: 0
    .sgpr_count:     75
    .sgpr_spill_count: 0
    .symbol:         gdn_replay_pool_bf16_bv8w2_tree.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     38
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx950
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
