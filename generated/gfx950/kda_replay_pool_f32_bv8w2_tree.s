; deltagen generated file: do not edit. Regenerate with `cargo xtask gen`.
; kernel: kda_replay  instance: kda_replay_pool_f32_bv8w2_tree  arch: gfx950
; profile=portable  pool_dtype=f32  tile=bv8w2  lanes_per_column=16  tree=true
; ir-sha256: 3ebb711a06d0a927af2e8e89917cda47235ba1a2d2a904d3a8fee72444cdec3f
; llvm: 22.1  pipeline: default<O3>  ld.lld: LLVM 22.1
	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 6
	.text
	.globl	kda_replay_pool_f32_bv8w2_tree
	.p2align	8
	.type	kda_replay_pool_f32_bv8w2_tree,@function
kda_replay_pool_f32_bv8w2_tree:
	s_load_dwordx2 s[34:35], s[0:1], 0x6c
	s_load_dwordx4 s[24:27], s[0:1], 0x5c
	s_mov_b32 s40, s3
	s_load_dwordx16 s[8:23], s[0:1], 0x0
	s_mov_b32 s28, 0
	s_waitcnt lgkmcnt(0)
	s_max_i32 s5, s34, 1
	v_cvt_f32_u32_e32 v1, s5
	s_sub_i32 s7, 0, s5
	s_abs_i32 s6, s35
	s_ashr_i32 s3, s35, 31
	v_rcp_iflag_f32_e32 v1, v1
	s_mov_b32 s43, -1
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	s_nop 0
	v_readfirstlane_b32 s29, v1
	s_mul_i32 s7, s7, s29
	s_mul_hi_u32 s7, s29, s7
	s_add_i32 s29, s29, s7
	s_mul_hi_u32 s7, s6, s29
	s_mul_i32 s29, s7, s5
	s_sub_i32 s6, s6, s29
	s_add_i32 s30, s7, 1
	s_sub_i32 s29, s6, s5
	s_cmp_ge_u32 s6, s5
	s_cselect_b32 s7, s30, s7
	s_cselect_b32 s6, s29, s6
	s_add_i32 s29, s7, 1
	s_cmp_ge_u32 s6, s5
	s_cselect_b32 s5, s29, s7
	s_xor_b32 s5, s5, s3
	s_sub_i32 s5, s5, s3
	s_ashr_i32 s41, s40, 31
	s_max_i32 s53, s5, 1
	s_lshl_b64 s[6:7], s[40:41], 2
	s_add_u32 s16, s16, s6
	s_addc_u32 s17, s17, s7
	s_load_dword s52, s[16:17], 0x0
	s_add_u32 s16, s18, s6
	s_addc_u32 s17, s19, s7
	s_load_dword s51, s[16:17], 0x0
	s_add_u32 s16, s20, s6
	s_load_dwordx4 s[36:39], s[0:1], 0x40
	s_load_dword s29, s[0:1], 0x50
	s_addc_u32 s17, s21, s7
	s_load_dword s50, s[16:17], 0x0
	s_add_u32 s16, s22, s6
	s_addc_u32 s17, s23, s7
	s_waitcnt lgkmcnt(0)
	s_add_u32 s6, s36, s6
	s_addc_u32 s7, s37, s7
	s_cmp_gt_i32 s50, -1
	s_load_dword s5, s[16:17], 0x0
	s_cselect_b64 s[16:17], -1, 0
	s_cmp_ge_i32 s50, s26
	s_cselect_b64 s[18:19], -1, 0
	s_cmp_gt_i32 s52, -1
	s_load_dword s33, s[6:7], 0x0
	s_cselect_b64 s[6:7], -1, 0
	s_cmp_lt_i32 s52, s24
	s_cselect_b64 s[20:21], -1, 0
	s_and_b64 s[20:21], s[6:7], s[20:21]
	s_cmp_gt_i32 s51, -1
	s_cselect_b64 s[6:7], -1, 0
	s_cmp_lt_i32 s51, s25
	s_cselect_b64 s[22:23], -1, 0
	s_and_b64 s[22:23], s[6:7], s[22:23]
	s_waitcnt lgkmcnt(0)
	s_cmp_gt_i32 s33, -1
	s_cselect_b64 s[6:7], -1, 0
	s_cmp_lt_i32 s5, 0
	s_cselect_b64 s[30:31], -1, 0
	s_cmp_ge_i32 s5, s24
	v_cvt_f32_u32_e32 v1, s53
	s_cselect_b64 s[24:25], -1, 0
	s_or_b64 s[24:25], s[30:31], s[24:25]
	s_cmp_gt_i32 s33, s50
	s_cselect_b64 s[30:31], -1, 0
	v_rcp_iflag_f32_e32 v1, v1
	s_or_b64 s[24:25], s[24:25], s[30:31]
	s_and_b64 s[24:25], s[6:7], s[24:25]
	s_nor_b64 s[6:7], s[18:19], s[24:25]
	s_and_b64 s[6:7], s[16:17], s[6:7]
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	s_and_b64 s[6:7], s[20:21], s[6:7]
	v_cvt_u32_f32_e32 v1, v1
	s_and_b64 s[30:31], s[22:23], s[6:7]
	s_cmp_lg_u32 s29, 0
	s_cselect_b64 s[6:7], -1, 0
	s_and_b64 s[44:45], s[6:7], s[30:31]
	v_readfirstlane_b32 s54, v1
	s_mul_hi_i32 s37, s27, s40
	s_mul_i32 s36, s27, s40
	s_mov_b64 s[40:41], -1
	s_andn2_b64 vcc, exec, s[44:45]
	s_mov_b64 s[44:45], -1
	s_cbranch_vccnz .LBB0_8
	s_add_i32 s27, s50, 1
	s_cmp_eq_u32 s50, 0
	s_cbranch_scc1 .LBB0_5
	s_lshl_b64 s[28:29], s[36:37], 2
	s_add_u32 s44, s38, s28
	s_addc_u32 s45, s39, s29
	s_and_b32 s28, s27, -2
	s_mov_b32 s29, s26
	s_mov_b64 s[46:47], -1
	s_mov_b32 s55, 1
	s_mov_b32 s56, 0
	s_mov_b32 s57, s28
	s_mov_b64 s[48:49], -1
.LBB0_3:
	s_mov_b32 s60, s43
	s_load_dwordx2 s[42:43], s[44:45], 0x0
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s43, 0
	s_cselect_b64 s[58:59], -1, 0
	s_cmp_eq_u32 s42, 0
	v_cndmask_b32_e64 v1, 0, 1, s[58:59]
	s_cselect_b64 s[58:59], -1, 0
	s_cmp_gt_i32 s43, s42
	v_cndmask_b32_e64 v2, 0, 1, s[58:59]
	s_cselect_b64 s[58:59], -1, 0
	s_cmp_gt_i32 s42, s60
	v_readfirstlane_b32 s61, v1
	v_cndmask_b32_e64 v1, 0, 1, s[58:59]
	s_cselect_b64 s[58:59], -1, 0
	v_readfirstlane_b32 s60, v2
	v_cndmask_b32_e64 v2, 0, 1, s[58:59]
	s_cmp_eq_u32 s56, 0
	v_readfirstlane_b32 s59, v2
	s_cselect_b32 s59, s60, s59
	s_and_b32 s60, 1, s59
	v_readfirstlane_b32 s58, v1
	s_cmp_eq_u32 s55, 0
	s_cselect_b32 s58, s61, s58
	s_bitcmp1_b32 s58, 0
	s_cselect_b64 s[58:59], -1, 0
	s_cmp_eq_u32 s60, 1
	s_cselect_b64 s[60:61], -1, 0
	s_cmp_lt_i32 s43, s29
	s_cselect_b64 s[62:63], -1, 0
	s_cmp_lt_i32 s42, s26
	s_cselect_b64 s[64:65], -1, 0
	s_and_b64 s[58:59], s[62:63], s[58:59]
	s_and_b64 s[60:61], s[64:65], s[60:61]
	s_add_i32 s56, s56, 2
	s_add_i32 s55, s55, 2
	s_add_i32 s57, s57, -2
	s_and_b64 s[48:49], s[48:49], s[58:59]
	s_and_b64 s[46:47], s[46:47], s[60:61]
	s_add_u32 s44, s44, 8
	s_addc_u32 s45, s45, 0
	s_cmp_lg_u32 s57, 0
	s_cbranch_scc1 .LBB0_3
	v_cndmask_b32_e64 v1, 0, 1, s[48:49]
	s_nop 0
	v_readfirstlane_b32 s29, v1
	v_cndmask_b32_e64 v1, 0, 1, s[46:47]
	s_lshl_b32 s29, s29, 1
	v_readfirstlane_b32 s42, v1
	s_or_b32 s29, s42, s29
	s_and_b32 s29, s29, 3
	s_cmp_eq_u32 s29, 3
	s_cselect_b64 s[44:45], -1, 0
	s_cmp_lg_u32 s27, s28
	s_cselect_b64 s[46:47], -1, 0
	s_and_b64 vcc, exec, s[46:47]
	s_cbranch_vccnz .LBB0_6
	s_branch .LBB0_8
.LBB0_5:
	s_cbranch_execz .LBB0_8
.LBB0_6:
	s_mov_b32 s29, 0
	s_lshl_b64 s[46:47], s[36:37], 2
	s_lshl_b64 s[48:49], s[28:29], 2
	s_add_u32 s29, s46, s48
	s_addc_u32 s42, s47, s49
	s_add_u32 s46, s38, s29
	s_addc_u32 s47, s39, s42
.LBB0_7:
	s_mov_b32 s29, s43
	s_load_dword s43, s[46:47], 0x0
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s43, 0
	s_cselect_b64 s[48:49], -1, 0
	s_cmp_gt_i32 s43, s29
	v_cndmask_b32_e64 v1, 0, 1, s[48:49]
	s_cselect_b64 s[48:49], -1, 0
	v_cndmask_b32_e64 v2, 0, 1, s[48:49]
	s_cmp_eq_u32 s28, 0
	v_readfirstlane_b32 s29, v1
	v_readfirstlane_b32 s42, v2
	s_cselect_b32 s29, s29, s42
	s_bitcmp1_b32 s29, 0
	s_cselect_b64 s[48:49], -1, 0
	s_cmp_lt_i32 s43, s26
	s_cselect_b64 s[56:57], -1, 0
	s_and_b64 s[48:49], s[56:57], s[48:49]
	s_add_i32 s28, s28, 1
	s_and_b64 s[44:45], s[44:45], s[48:49]
	s_add_u32 s46, s46, 4
	s_addc_u32 s47, s47, 0
	s_cmp_eq_u32 s27, s28
	s_cbranch_scc0 .LBB0_7
.LBB0_8:
	s_and_b64 s[26:27], s[30:31], s[44:45]
	s_andn2_b64 vcc, exec, s[26:27]
	s_cbranch_vccnz .LBB0_11
	s_andn2_b64 vcc, exec, s[40:41]
	s_cbranch_vccz .LBB0_33
.LBB0_10:
	s_endpgm
.LBB0_11:
	s_xor_b64 s[26:27], s[44:45], -1
	s_xor_b64 s[20:21], s[20:21], -1
	s_and_b64 s[26:27], s[30:31], s[26:27]
	s_load_dword s40, s[0:1], 0xc0
	s_xor_b64 s[30:31], s[22:23], -1
	s_and_b64 s[28:29], s[16:17], s[18:19]
	s_and_b64 s[22:23], s[16:17], s[20:21]
	s_and_b64 s[20:21], s[16:17], s[30:31]
	s_and_b64 s[18:19], s[16:17], s[24:25]
	s_or_b64 s[16:17], s[28:29], s[22:23]
	s_or_b64 s[16:17], s[20:21], s[16:17]
	s_or_b64 s[16:17], s[16:17], s[18:19]
	s_or_b64 s[16:17], s[16:17], s[26:27]
	s_waitcnt lgkmcnt(0)
	s_cmp_lg_u32 s40, 0
	s_cselect_b64 s[24:25], -1, 0
	s_and_b64 s[16:17], s[24:25], s[16:17]
	s_and_b64 vcc, exec, s[16:17]
	s_cbranch_vccz .LBB0_32
	s_load_dwordx2 s[16:17], s[0:1], 0xb8
	s_andn2_b64 vcc, exec, s[28:29]
	s_cbranch_vccz .LBB0_20
	s_andn2_b64 vcc, exec, s[22:23]
	s_cbranch_vccz .LBB0_23
.LBB0_14:
	s_andn2_b64 vcc, exec, s[20:21]
	s_cbranch_vccz .LBB0_26
.LBB0_15:
	s_andn2_b64 vcc, exec, s[18:19]
	s_cbranch_vccz .LBB0_29
.LBB0_16:
	s_andn2_b64 vcc, exec, s[26:27]
	s_cbranch_vccnz .LBB0_32
.LBB0_17:
	v_mbcnt_lo_u32_b32 v1, exec_lo, 0
	v_mbcnt_hi_u32_b32 v1, exec_hi, v1
	v_cmp_eq_u32_e32 vcc, 0, v1
	s_and_saveexec_b64 s[18:19], vcc
	s_xor_b64 s[18:19], exec, s[18:19]
	s_cbranch_execz .LBB0_19
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, 16
	s_waitcnt lgkmcnt(0)
	global_atomic_or v1, v2, s[16:17]
.LBB0_19:
	s_or_b64 exec, exec, s[18:19]
	s_cbranch_execnz .LBB0_10
	s_branch .LBB0_33
.LBB0_20:
	v_mbcnt_lo_u32_b32 v1, exec_lo, 0
	v_mbcnt_hi_u32_b32 v1, exec_hi, v1
	v_cmp_eq_u32_e32 vcc, 0, v1
	s_and_saveexec_b64 s[24:25], vcc
	s_cbranch_execz .LBB0_22
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, 16
	s_waitcnt lgkmcnt(0)
	global_atomic_or v1, v2, s[16:17]
.LBB0_22:
	s_or_b64 exec, exec, s[24:25]
	s_andn2_b64 vcc, exec, s[22:23]
	s_cbranch_vccnz .LBB0_14
.LBB0_23:
	v_mbcnt_lo_u32_b32 v1, exec_lo, 0
	v_mbcnt_hi_u32_b32 v1, exec_hi, v1
	v_cmp_eq_u32_e32 vcc, 0, v1
	s_and_saveexec_b64 s[22:23], vcc
	s_cbranch_execz .LBB0_25
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, 4
	s_waitcnt lgkmcnt(0)
	global_atomic_or v1, v2, s[16:17]
.LBB0_25:
	s_or_b64 exec, exec, s[22:23]
	s_andn2_b64 vcc, exec, s[20:21]
	s_cbranch_vccnz .LBB0_15
.LBB0_26:
	v_mbcnt_lo_u32_b32 v1, exec_lo, 0
	v_mbcnt_hi_u32_b32 v1, exec_hi, v1
	v_cmp_eq_u32_e32 vcc, 0, v1
	s_and_saveexec_b64 s[20:21], vcc
	s_cbranch_execz .LBB0_28
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, 8
	s_waitcnt lgkmcnt(0)
	global_atomic_or v1, v2, s[16:17]
.LBB0_28:
	s_or_b64 exec, exec, s[20:21]
	s_andn2_b64 vcc, exec, s[18:19]
	s_cbranch_vccnz .LBB0_16
.LBB0_29:
	v_mbcnt_lo_u32_b32 v1, exec_lo, 0
	v_mbcnt_hi_u32_b32 v1, exec_hi, v1
	v_cmp_eq_u32_e32 vcc, 0, v1
	s_and_saveexec_b64 s[18:19], vcc
	s_cbranch_execz .LBB0_31
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, 32
	s_waitcnt lgkmcnt(0)
	global_atomic_or v1, v2, s[16:17]
.LBB0_31:
	s_or_b64 exec, exec, s[18:19]
	s_andn2_b64 vcc, exec, s[26:27]
	s_cbranch_vccz .LBB0_17
.LBB0_32:
	s_cbranch_execnz .LBB0_10
.LBB0_33:
	s_waitcnt lgkmcnt(0)
	s_ashr_i32 s16, s2, 31
	s_lshr_b32 s16, s16, 28
	s_sub_i32 s17, 0, s53
	s_add_i32 s16, s2, s16
	s_mul_i32 s17, s17, s54
	s_ashr_i32 s40, s16, 4
	s_mul_hi_u32 s17, s54, s17
	s_abs_i32 s41, s40
	s_add_i32 s54, s54, s17
	s_ashr_i32 s43, s16, 31
	s_load_dwordx16 s[16:31], s[0:1], 0x78
	s_lshl_b32 s0, s40, 4
	s_mul_hi_u32 s42, s41, s54
	s_sub_i32 s0, s2, s0
	v_lshrrev_b32_e32 v1, 4, v0
	v_lshl_or_b32 v2, s0, 3, v1
	s_mul_i32 s0, s42, s53
	s_sub_i32 s0, s41, s0
	s_add_i32 s1, s42, 1
	s_sub_i32 s2, s0, s53
	s_cmp_ge_u32 s0, s53
	s_cselect_b32 s1, s1, s42
	s_cselect_b32 s0, s2, s0
	s_add_i32 s2, s1, 1
	s_cmp_ge_u32 s0, s53
	s_cselect_b32 s0, s2, s1
	s_xor_b32 s0, s0, s43
	s_ashr_i32 s41, s40, 31
	s_sub_i32 s42, s0, s43
	s_ashr_i32 s43, s4, 31
	v_ashrrev_i32_e32 v3, 31, v2
	s_lshl_b64 s[0:1], s[40:41], 7
	v_lshl_add_u64 v[16:17], s[0:1], 0, v[2:3]
	s_waitcnt lgkmcnt(0)
	s_mul_hi_u32 s0, s16, s4
	s_mul_i32 s1, s16, s43
	s_add_i32 s0, s0, s1
	s_mul_i32 s1, s17, s4
	s_add_i32 s1, s0, s1
	s_mul_i32 s0, s16, s4
	s_mul_i32 s2, s19, s52
	s_mul_hi_u32 s16, s18, s52
	s_add_i32 s17, s16, s2
	s_lshl_b64 s[0:1], s[0:1], 2
	s_mul_i32 s16, s18, s52
	s_add_u32 s48, s8, s0
	s_addc_u32 s49, s9, s1
	s_lshl_b64 s[0:1], s[16:17], 2
	s_add_u32 s0, s48, s0
	s_addc_u32 s1, s49, s1
	v_lshlrev_b64 v[18:19], 9, v[16:17]
	v_lshlrev_b32_e32 v0, 4, v0
	v_lshl_add_u64 v[2:3], s[0:1], 0, v[18:19]
	v_and_b32_e32 v10, 0xf0, v0
	v_mov_b32_e32 v11, 0
	v_lshl_add_u64 v[8:9], v[2:3], 0, v[10:11]
	global_load_dwordx4 v[0:3], v[8:9], off
	global_load_dwordx4 v[12:15], v[8:9], off offset:256
	s_mov_b32 s2, s35
	s_mul_i32 s0, s31, s51
	s_mul_hi_u32 s1, s30, s51
	s_mul_i32 s16, s30, s51
	s_mul_hi_u32 s31, s28, s4
	s_mul_i32 s29, s29, s4
	s_mul_i32 s30, s28, s4
	s_mul_i32 s27, s27, s51
	s_mul_hi_u32 s35, s26, s51
	s_mul_i32 s26, s26, s51
	s_mul_hi_u32 s45, s24, s4
	s_mul_i32 s25, s25, s4
	s_mul_i32 s44, s24, s4
	s_mul_i32 s23, s23, s51
	s_mul_hi_u32 s47, s22, s51
	s_mul_i32 s22, s22, s51
	s_mul_hi_u32 s51, s20, s4
	s_mul_i32 s21, s21, s4
	s_mul_i32 s46, s20, s4
	s_mul_i32 s4, s24, s43
	s_ashr_i32 s24, s5, 31
	s_mul_hi_u32 s9, s18, s5
	s_mul_i32 s8, s18, s5
	s_add_i32 s17, s1, s0
	s_mul_i32 s0, s28, s43
	s_mul_i32 s20, s20, s43
	s_mul_i32 s18, s18, s24
	s_mul_i32 s19, s19, s5
	s_add_i32 s27, s35, s27
	s_add_i32 s28, s31, s0
	s_ashr_i32 s35, s34, 31
	s_add_i32 s45, s45, s4
	s_add_i32 s20, s51, s20
	s_add_i32 s9, s9, s18
	s_lshl_b64 s[0:1], s[2:3], 7
	s_add_i32 s23, s47, s23
	s_ashr_i32 s43, s42, 31
	s_lshl_b64 s[4:5], s[36:37], 2
	s_lshl_b64 s[2:3], s[34:35], 7
	s_add_i32 s31, s28, s29
	s_add_i32 s45, s45, s25
	s_add_i32 s47, s20, s21
	s_add_i32 s9, s9, s19
	s_add_u32 s4, s38, s4
	s_addc_u32 s5, s39, s5
	s_lshl_b64 s[18:19], s[46:47], 2
	s_add_u32 s18, s10, s18
	s_addc_u32 s19, s11, s19
	s_lshl_b64 s[10:11], s[22:23], 2
	s_add_u32 s10, s18, s10
	s_addc_u32 s11, s19, s11
	s_waitcnt vmcnt(1)
	v_pk_add_f32 v[4:5], v[0:1], 0 op_sel_hi:[1,0]
	s_waitcnt vmcnt(0)
	v_pk_add_f32 v[0:1], v[12:13], 0 op_sel_hi:[1,0]
	v_lshl_add_u64 v[12:13], v[16:17], 2, s[10:11]
	s_lshl_b64 s[10:11], s[44:45], 2
	s_add_u32 s12, s12, s10
	s_addc_u32 s13, s13, s11
	s_lshl_b64 s[10:11], s[26:27], 2
	s_add_u32 s12, s12, s10
	s_addc_u32 s13, s13, s11
	s_lshl_b64 s[10:11], s[42:43], 9
	s_add_u32 s10, s12, s10
	s_addc_u32 s11, s13, s11
	s_lshl_b64 s[12:13], s[30:31], 2
	s_add_u32 s14, s14, s12
	s_addc_u32 s15, s15, s13
	s_lshl_b64 s[12:13], s[16:17], 2
	s_add_u32 s14, s14, s12
	s_addc_u32 s15, s15, s13
	s_lshl_b64 s[12:13], s[40:41], 9
	s_add_u32 s12, s14, s12
	s_addc_u32 s13, s15, s13
	s_lshl_b64 s[8:9], s[8:9], 2
	s_add_u32 s8, s48, s8
	s_addc_u32 s9, s49, s9
	v_pk_add_f32 v[6:7], v[2:3], 0 op_sel_hi:[1,0]
	v_pk_add_f32 v[2:3], v[14:15], 0 op_sel_hi:[1,0]
	v_lshl_add_u64 v[14:15], s[8:9], 0, v[18:19]
	v_lshl_add_u64 v[14:15], v[14:15], 0, v[10:11]
	v_lshl_add_u64 v[16:17], s[10:11], 0, v[10:11]
	v_lshl_add_u64 v[18:19], s[12:13], 0, v[10:11]
	s_add_i32 s50, s50, 1
	s_mov_b32 s8, 0
	s_branch .LBB0_35
.LBB0_34:
	s_add_i32 s8, s8, 1
	s_add_u32 s4, s4, 4
	s_addc_u32 s5, s5, 0
	s_cmp_eq_u32 s50, s8
	s_cbranch_scc1 .LBB0_39
.LBB0_35:
	s_and_b64 vcc, exec, s[6:7]
	s_mov_b32 s9, s8
	s_cbranch_vccz .LBB0_37
	global_load_dword v10, v11, s[4:5]
	s_waitcnt vmcnt(0)
	v_readfirstlane_b32 s9, v10
.LBB0_37:
	s_ashr_i32 s12, s9, 31
	s_mul_hi_u32 s10, s0, s9
	s_mul_i32 s11, s0, s12
	s_add_i32 s10, s10, s11
	s_mul_i32 s11, s1, s9
	s_add_i32 s11, s10, s11
	s_mul_i32 s10, s0, s9
	s_mul_hi_u32 s13, s2, s9
	s_mul_i32 s12, s2, s12
	s_lshl_b64 s[10:11], s[10:11], 2
	s_add_i32 s12, s13, s12
	s_mul_i32 s13, s3, s9
	v_lshl_add_u64 v[20:21], v[12:13], 0, s[10:11]
	s_add_i32 s13, s12, s13
	v_lshl_add_u64 v[24:25], v[18:19], 0, s[10:11]
	s_mul_i32 s12, s2, s9
	global_load_dword v10, v[20:21], off
	v_lshl_add_u64 v[36:37], s[12:13], 2, v[16:17]
	global_load_dwordx4 v[20:23], v[24:25], off
	global_load_dwordx4 v[28:31], v[36:37], off
	global_load_dwordx4 v[32:35], v[36:37], off offset:256
	s_cmp_lg_u32 s33, s8
	global_load_dwordx4 v[24:27], v[24:25], off offset:256
	s_waitcnt vmcnt(3)
	v_pk_mul_f32 v[4:5], v[4:5], v[20:21]
	v_pk_mul_f32 v[6:7], v[6:7], v[22:23]
	s_waitcnt vmcnt(2)
	v_pk_fma_f32 v[4:5], v[28:29], v[10:11], v[4:5] op_sel_hi:[1,0,1]
	s_waitcnt vmcnt(0)
	v_pk_mul_f32 v[0:1], v[0:1], v[24:25]
	v_pk_mul_f32 v[2:3], v[2:3], v[26:27]
	v_pk_fma_f32 v[6:7], v[30:31], v[10:11], v[6:7] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[0:1], v[32:33], v[10:11], v[0:1] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[2:3], v[34:35], v[10:11], v[2:3] op_sel_hi:[1,0,1]
	s_cbranch_scc1 .LBB0_34
	global_store_dwordx4 v[14:15], v[4:7], off
	global_store_dwordx4 v[14:15], v[0:3], off offset:256
	s_branch .LBB0_34
.LBB0_39:
	global_store_dwordx4 v[8:9], v[4:7], off
	global_store_dwordx4 v[8:9], v[0:3], off offset:256
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel kda_replay_pool_f32_bv8w2_tree
		.amdhsa_group_segment_fixed_size 0
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
		.amdhsa_next_free_sgpr 66
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
	.size	kda_replay_pool_f32_bv8w2_tree, .Lfunc_end0-kda_replay_pool_f32_bv8w2_tree

	.set kda_replay_pool_f32_bv8w2_tree.num_vgpr, 38
	.set kda_replay_pool_f32_bv8w2_tree.num_agpr, 0
	.set kda_replay_pool_f32_bv8w2_tree.numbered_sgpr, 66
	.set kda_replay_pool_f32_bv8w2_tree.num_named_barrier, 0
	.set kda_replay_pool_f32_bv8w2_tree.private_seg_size, 0
	.set kda_replay_pool_f32_bv8w2_tree.uses_vcc, 1
	.set kda_replay_pool_f32_bv8w2_tree.uses_flat_scratch, 0
	.set kda_replay_pool_f32_bv8w2_tree.has_dyn_sized_stack, 0
	.set kda_replay_pool_f32_bv8w2_tree.has_recursion, 0
	.set kda_replay_pool_f32_bv8w2_tree.has_indirect_call, 0
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 196
    .max_flat_workgroup_size: 128
    .name:           kda_replay_pool_f32_bv8w2_tree
    .private_segment_fixed_size: 0
    .sgpr_count:     72
    .sgpr_spill_count: 0
    .symbol:         kda_replay_pool_f32_bv8w2_tree.kd
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
