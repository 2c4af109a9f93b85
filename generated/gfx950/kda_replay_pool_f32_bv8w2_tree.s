; deltagen generated file: do not edit. Regenerate with `cargo xtask gen`.
; kernel: kda_replay  instance: kda_replay_pool_f32_bv8w2_tree  arch: gfx950
; profile=portable  pool_dtype=f32  tile=bv8w2  lanes_per_column=16  tree=true
; ir-sha256: 6c8d53aecbbf8ee9fb27ca3012a3e090b436e40e6233158b9d5249eae7fd7a9d
; llvm: 22.1  pipeline: default<O3>  ld.lld: LLVM 22.1
	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 6
	.text
	.globl	kda_replay_pool_f32_bv8w2_tree
	.p2align	8
	.type	kda_replay_pool_f32_bv8w2_tree,@function
kda_replay_pool_f32_bv8w2_tree:
	s_load_dwordx2 s[24:25], s[0:1], 0x6c
	s_load_dwordx4 s[8:11], s[0:1], 0x5c
	s_mov_b32 s26, s3
	s_load_dwordx16 s[36:51], s[0:1], 0x0
	s_mov_b32 s6, 0
	s_waitcnt lgkmcnt(0)
	s_max_i32 s3, s24, 1
	v_cvt_f32_u32_e32 v1, s3
	s_sub_i32 s7, 0, s3
	s_abs_i32 s5, s25
	s_ashr_i32 s61, s25, 31
	v_rcp_iflag_f32_e32 v1, v1
	s_mov_b32 s35, -1
	s_mov_b64 s[30:31], -1
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	s_nop 0
	v_readfirstlane_b32 s12, v1
	s_mul_i32 s7, s7, s12
	s_mul_hi_u32 s7, s12, s7
	s_add_i32 s12, s12, s7
	s_mul_hi_u32 s7, s5, s12
	s_mul_i32 s12, s7, s3
	s_sub_i32 s5, s5, s12
	s_add_i32 s13, s7, 1
	s_sub_i32 s12, s5, s3
	s_cmp_ge_u32 s5, s3
	s_cselect_b32 s7, s13, s7
	s_cselect_b32 s5, s12, s5
	s_add_i32 s12, s7, 1
	s_cmp_ge_u32 s5, s3
	s_cselect_b32 s3, s12, s7
	s_xor_b32 s3, s3, s61
	s_sub_i32 s3, s3, s61
	s_ashr_i32 s27, s26, 31
	s_max_i32 s3, s3, 1
	s_lshl_b64 s[12:13], s[26:27], 2
	s_add_u32 s14, s44, s12
	s_addc_u32 s15, s45, s13
	s_load_dword s60, s[14:15], 0x0
	s_add_u32 s14, s46, s12
	s_addc_u32 s15, s47, s13
	s_load_dword s5, s[14:15], 0x0
	s_add_u32 s14, s48, s12
	s_load_dwordx4 s[20:23], s[0:1], 0x40
	s_load_dword s7, s[0:1], 0x50
	s_addc_u32 s15, s49, s13
	s_load_dword s93, s[14:15], 0x0
	s_add_u32 s14, s50, s12
	s_addc_u32 s15, s51, s13
	s_waitcnt lgkmcnt(0)
	s_add_u32 s12, s20, s12
	s_addc_u32 s13, s21, s13
	s_cmp_gt_i32 s93, -1
	s_load_dword s33, s[12:13], 0x0
	s_cselect_b64 s[12:13], -1, 0
	s_cmp_ge_i32 s93, s10
	s_load_dword s94, s[14:15], 0x0
	s_cselect_b64 s[14:15], -1, 0
	s_cmp_gt_i32 s60, -1
	s_cselect_b64 s[16:17], -1, 0
	s_cmp_lt_i32 s60, s8
	s_cselect_b64 s[18:19], -1, 0
	s_and_b64 s[16:17], s[16:17], s[18:19]
	s_cmp_gt_i32 s5, -1
	s_cselect_b64 s[18:19], -1, 0
	s_cmp_lt_i32 s5, s9
	s_cselect_b64 s[20:21], -1, 0
	s_and_b64 s[20:21], s[18:19], s[20:21]
	s_waitcnt lgkmcnt(0)
	s_cmp_gt_i32 s33, -1
	s_cselect_b64 s[18:19], -1, 0
	s_cmp_lt_i32 s94, 0
	s_cselect_b64 s[28:29], -1, 0
	s_cmp_ge_i32 s94, s8
	v_cvt_f32_u32_e32 v1, s3
	s_cselect_b64 s[8:9], -1, 0
	s_or_b64 s[8:9], s[28:29], s[8:9]
	s_cmp_gt_i32 s33, s93
	s_cselect_b64 s[28:29], -1, 0
	v_rcp_iflag_f32_e32 v1, v1
	s_or_b64 s[8:9], s[8:9], s[28:29]
	s_and_b64 s[8:9], s[18:19], s[8:9]
	s_nor_b64 s[18:19], s[14:15], s[8:9]
	s_and_b64 s[18:19], s[12:13], s[18:19]
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	s_and_b64 s[18:19], s[16:17], s[18:19]
	v_cvt_u32_f32_e32 v1, v1
	s_and_b64 s[28:29], s[20:21], s[18:19]
	s_cmp_lg_u32 s7, 0
	s_cselect_b64 s[18:19], -1, 0
	s_and_b64 s[44:45], s[18:19], s[28:29]
	v_readfirstlane_b32 s52, v1
	s_mul_hi_i32 s27, s11, s26
	s_mul_i32 s26, s11, s26
	s_andn2_b64 vcc, exec, s[44:45]
	s_mov_b64 s[44:45], -1
	s_cbranch_vccnz .LBB0_8
	s_add_i32 s11, s93, 1
	s_cmp_eq_u32 s93, 0
	s_cbranch_scc1 .LBB0_5
	s_lshl_b64 s[6:7], s[26:27], 2
	s_add_u32 s44, s22, s6
	s_addc_u32 s45, s23, s7
	s_and_b32 s6, s11, -2
	s_mov_b32 s7, s10
	s_mov_b64 s[46:47], -1
	s_mov_b32 s50, 1
	s_mov_b32 s51, 0
	s_mov_b32 s53, s6
	s_mov_b64 s[48:49], -1
.LBB0_3:
	s_mov_b32 s56, s35
	s_load_dwordx2 s[34:35], s[44:45], 0x0
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s35, 0
	s_cselect_b64 s[54:55], -1, 0
	s_cmp_eq_u32 s34, 0
	v_cndmask_b32_e64 v1, 0, 1, s[54:55]
	s_cselect_b64 s[54:55], -1, 0
	s_cmp_gt_i32 s35, s34
	v_cndmask_b32_e64 v2, 0, 1, s[54:55]
	s_cselect_b64 s[54:55], -1, 0
	s_cmp_gt_i32 s34, s56
	v_readfirstlane_b32 s57, v1
	v_cndmask_b32_e64 v1, 0, 1, s[54:55]
	s_cselect_b64 s[54:55], -1, 0
	v_readfirstlane_b32 s56, v2
	v_cndmask_b32_e64 v2, 0, 1, s[54:55]
	s_cmp_eq_u32 s51, 0
	v_readfirstlane_b32 s55, v2
	s_cselect_b32 s55, s56, s55
	s_and_b32 s56, 1, s55
	v_readfirstlane_b32 s54, v1
	s_cmp_eq_u32 s50, 0
	s_cselect_b32 s54, s57, s54
	s_bitcmp1_b32 s54, 0
	s_cselect_b64 s[54:55], -1, 0
	s_cmp_eq_u32 s56, 1
	s_cselect_b64 s[56:57], -1, 0
	s_cmp_lt_i32 s35, s7
	s_cselect_b64 s[58:59], -1, 0
	s_cmp_lt_i32 s34, s10
	s_cselect_b64 s[62:63], -1, 0
	s_and_b64 s[54:55], s[58:59], s[54:55]
	s_and_b64 s[56:57], s[62:63], s[56:57]
	s_add_i32 s51, s51, 2
	s_add_i32 s50, s50, 2
	s_add_i32 s53, s53, -2
	s_and_b64 s[48:49], s[48:49], s[54:55]
	s_and_b64 s[46:47], s[46:47], s[56:57]
	s_add_u32 s44, s44, 8
	s_addc_u32 s45, s45, 0
	s_cmp_lg_u32 s53, 0
	s_cbranch_scc1 .LBB0_3
	v_cndmask_b32_e64 v1, 0, 1, s[48:49]
	s_nop 0
	v_readfirstlane_b32 s7, v1
	v_cndmask_b32_e64 v1, 0, 1, s[46:47]
	s_lshl_b32 s7, s7, 1
	v_readfirstlane_b32 s34, v1
	s_or_b32 s7, s34, s7
	s_and_b32 s7, s7, 3
	s_cmp_eq_u32 s7, 3
	s_cselect_b64 s[44:45], -1, 0
	s_cmp_lg_u32 s11, s6
	s_cselect_b64 s[46:47], -1, 0
	s_and_b64 vcc, exec, s[46:47]
	s_cbranch_vccnz .LBB0_6
	s_branch .LBB0_8
.LBB0_5:
	s_cbranch_execz .LBB0_8
.LBB0_6:
	s_mov_b32 s7, 0
	s_lshl_b64 s[46:47], s[26:27], 2
	s_lshl_b64 s[48:49], s[6:7], 2
	s_add_u32 s7, s46, s48
	s_addc_u32 s34, s47, s49
	s_add_u32 s46, s22, s7
	s_addc_u32 s47, s23, s34
.LBB0_7:
	s_mov_b32 s7, s35
	s_load_dword s35, s[46:47], 0x0
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s35, 0
	s_cselect_b64 s[48:49], -1, 0
	s_cmp_gt_i32 s35, s7
	v_cndmask_b32_e64 v1, 0, 1, s[48:49]
	s_cselect_b64 s[48:49], -1, 0
	v_cndmask_b32_e64 v2, 0, 1, s[48:49]
	s_cmp_eq_u32 s6, 0
	v_readfirstlane_b32 s7, v1
	v_readfirstlane_b32 s34, v2
	s_cselect_b32 s7, s7, s34
	s_bitcmp1_b32 s7, 0
	s_cselect_b64 s[48:49], -1, 0
	s_cmp_lt_i32 s35, s10
	s_cselect_b64 s[50:51], -1, 0
	s_and_b64 s[48:49], s[50:51], s[48:49]
	s_add_i32 s6, s6, 1
	s_and_b64 s[44:45], s[44:45], s[48:49]
	s_add_u32 s46, s46, 4
	s_addc_u32 s47, s47, 0
	s_cmp_eq_u32 s11, s6
	s_cbranch_scc0 .LBB0_7
.LBB0_8:
	s_and_b64 s[6:7], s[28:29], s[44:45]
	s_andn2_b64 vcc, exec, s[6:7]
	s_cbranch_vccnz .LBB0_11
	s_andn2_b64 vcc, exec, s[30:31]
	s_cbranch_vccz .LBB0_33
.LBB0_10:
	s_endpgm
.LBB0_11:
	s_xor_b64 s[6:7], s[44:45], -1
	s_xor_b64 s[10:11], s[16:17], -1
	s_and_b64 s[6:7], s[28:29], s[6:7]
	s_load_dword s30, s[0:1], 0xc0
	s_xor_b64 s[28:29], s[20:21], -1
	s_and_b64 s[20:21], s[12:13], s[14:15]
	s_and_b64 s[16:17], s[12:13], s[10:11]
	s_and_b64 s[14:15], s[12:13], s[28:29]
	s_and_b64 s[10:11], s[12:13], s[8:9]
	s_or_b64 s[8:9], s[20:21], s[16:17]
	s_or_b64 s[8:9], s[14:15], s[8:9]
	s_or_b64 s[8:9], s[8:9], s[10:11]
	s_or_b64 s[8:9], s[8:9], s[6:7]
	s_waitcnt lgkmcnt(0)
	s_cmp_lg_u32 s30, 0
	s_cselect_b64 s[12:13], -1, 0
	s_and_b64 s[8:9], s[12:13], s[8:9]
	s_and_b64 vcc, exec, s[8:9]
	s_cbranch_vccz .LBB0_32
	s_load_dwordx2 s[8:9], s[0:1], 0xb8
	s_andn2_b64 vcc, exec, s[20:21]
	s_cbranch_vccz .LBB0_20
	s_andn2_b64 vcc, exec, s[16:17]
	s_cbranch_vccz .LBB0_23
.LBB0_14:
	s_andn2_b64 vcc, exec, s[14:15]
	s_cbranch_vccz .LBB0_26
.LBB0_15:
	s_andn2_b64 vcc, exec, s[10:11]
	s_cbranch_vccz .LBB0_29
.LBB0_16:
	s_andn2_b64 vcc, exec, s[6:7]
	s_cbranch_vccnz .LBB0_32
.LBB0_17:
	v_mbcnt_lo_u32_b32 v1, exec_lo, 0
	v_mbcnt_hi_u32_b32 v1, exec_hi, v1
	v_cmp_eq_u32_e32 vcc, 0, v1
	s_and_saveexec_b64 s[6:7], vcc
	s_xor_b64 s[6:7], exec, s[6:7]
	s_cbranch_execz .LBB0_19
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, 16
	s_waitcnt lgkmcnt(0)
	global_atomic_or v1, v2, s[8:9]
.LBB0_19:
	s_or_b64 exec, exec, s[6:7]
	s_cbranch_execnz .LBB0_10
	s_branch .LBB0_33
.LBB0_20:
	v_mbcnt_lo_u32_b32 v1, exec_lo, 0
	v_mbcnt_hi_u32_b32 v1, exec_hi, v1
	v_cmp_eq_u32_e32 vcc, 0, v1
	s_and_saveexec_b64 s[12:13], vcc
	s_cbranch_execz .LBB0_22
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, 16
	s_waitcnt lgkmcnt(0)
	global_atomic_or v1, v2, s[8:9]
.LBB0_22:
	s_or_b64 exec, exec, s[12:13]
	s_andn2_b64 vcc, exec, s[16:17]
	s_cbranch_vccnz .LBB0_14
.LBB0_23:
	v_mbcnt_lo_u32_b32 v1, exec_lo, 0
	v_mbcnt_hi_u32_b32 v1, exec_hi, v1
	v_cmp_eq_u32_e32 vcc, 0, v1
	s_and_saveexec_b64 s[12:13], vcc
	s_cbranch_execz .LBB0_25
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, 4
	s_waitcnt lgkmcnt(0)
	global_atomic_or v1, v2, s[8:9]
.LBB0_25:
	s_or_b64 exec, exec, s[12:13]
	s_andn2_b64 vcc, exec, s[14:15]
	s_cbranch_vccnz .LBB0_15
.LBB0_26:
	v_mbcnt_lo_u32_b32 v1, exec_lo, 0
	v_mbcnt_hi_u32_b32 v1, exec_hi, v1
	v_cmp_eq_u32_e32 vcc, 0, v1
	s_and_saveexec_b64 s[12:13], vcc
	s_cbranch_execz .LBB0_28
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, 8
	s_waitcnt lgkmcnt(0)
	global_atomic_or v1, v2, s[8:9]
.LBB0_28:
	s_or_b64 exec, exec, s[12:13]
	s_andn2_b64 vcc, exec, s[10:11]
	s_cbranch_vccnz .LBB0_16
.LBB0_29:
	v_mbcnt_lo_u32_b32 v1, exec_lo, 0
	v_mbcnt_hi_u32_b32 v1, exec_hi, v1
	v_cmp_eq_u32_e32 vcc, 0, v1
	s_and_saveexec_b64 s[10:11], vcc
	s_cbranch_execz .LBB0_31
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, 32
	s_waitcnt lgkmcnt(0)
	global_atomic_or v1, v2, s[8:9]
.LBB0_31:
	s_or_b64 exec, exec, s[10:11]
	s_andn2_b64 vcc, exec, s[6:7]
	s_cbranch_vccz .LBB0_17
.LBB0_32:
	s_cbranch_execnz .LBB0_10
.LBB0_33:
	s_sub_i32 s7, 0, s3
	s_mul_i32 s7, s7, s52
	s_ashr_i32 s6, s2, 31
	s_waitcnt lgkmcnt(0)
	s_mul_hi_u32 s9, s52, s7
	s_lshr_b32 s6, s6, 28
	s_add_i32 s10, s52, s9
	s_load_dwordx16 s[44:59], s[0:1], 0x78
	s_add_i32 s6, s2, s6
	s_ashr_i32 s8, s6, 4
	s_lshl_b32 s0, s8, 4
	s_sub_i32 s0, s2, s0
	s_ashr_i32 s97, s4, 31
	s_lshl_b32 s98, s0, 3
	s_waitcnt lgkmcnt(0)
	s_mul_hi_u32 s0, s44, s4
	s_mul_i32 s1, s44, s97
	s_ashr_i32 s9, s8, 31
	s_add_i32 s0, s0, s1
	s_mul_i32 s1, s45, s4
	s_abs_i32 s7, s8
	s_lshl_b64 s[28:29], s[8:9], 7
	s_add_i32 s1, s0, s1
	s_mul_i32 s0, s44, s4
	s_mul_i32 s2, s47, s60
	s_mul_hi_u32 s8, s46, s60
	s_ashr_i32 s6, s6, 31
	v_lshrrev_b32_e32 v1, 4, v0
	s_add_i32 s9, s8, s2
	s_lshl_b64 s[0:1], s[0:1], 2
	v_or_b32_e32 v2, s98, v1
	s_mul_i32 s8, s46, s60
	s_add_u32 s95, s36, s0
	v_ashrrev_i32_e32 v3, 31, v2
	s_addc_u32 s96, s37, s1
	s_lshl_b64 s[0:1], s[8:9], 2
	v_lshl_add_u64 v[14:15], s[28:29], 0, v[2:3]
	v_lshlrev_b32_e32 v13, 2, v0
	s_add_u32 s0, s95, s0
	v_and_b32_e32 v12, 60, v13
	s_addc_u32 s1, s96, s1
	v_lshlrev_b64 v[2:3], 9, v[14:15]
	v_mov_b32_e32 v17, 0
	v_lshl_add_u64 v[2:3], s[0:1], 0, v[2:3]
	v_lshlrev_b32_e32 v16, 2, v12
	v_lshl_add_u64 v[10:11], v[2:3], 0, v[16:17]
	global_load_dwordx4 v[6:9], v[10:11], off
	global_load_dwordx4 v[2:5], v[10:11], off offset:256
	s_add_i32 s92, s93, 1
	s_min_i32 s36, s92, 8
	s_cmp_gt_i32 s36, 0
	s_cselect_b64 s[62:63], -1, 0
	s_mul_hi_u32 s2, s7, s10
	v_mov_b64_e32 v[18:19], s[26:27]
	s_and_b64 s[64:65], s[18:19], s[62:63]
	v_mov_b32_e32 v16, 0
	s_and_saveexec_b64 s[0:1], s[64:65]
	s_cbranch_execz .LBB0_35
	v_mov_b64_e32 v[20:21], s[22:23]
	v_lshl_add_u64 v[20:21], s[26:27], 2, v[20:21]
	global_load_dword v16, v[20:21], off
.LBB0_35:
	s_or_b64 exec, exec, s[0:1]
	s_mul_i32 s0, s2, s3
	s_sub_i32 s0, s7, s0
	s_add_i32 s1, s2, 1
	s_sub_i32 s7, s0, s3
	s_cmp_ge_u32 s0, s3
	s_cselect_b32 s1, s1, s2
	s_cselect_b32 s0, s7, s0
	s_add_i32 s2, s1, 1
	s_cmp_ge_u32 s0, s3
	s_cselect_b32 s0, s2, s1
	s_xor_b32 s0, s0, s6
	s_mul_i32 s2, s52, s97
	s_mul_hi_u32 s3, s52, s4
	s_sub_i32 s0, s0, s6
	s_add_i32 s2, s3, s2
	s_mul_i32 s3, s53, s4
	s_mul_i32 s6, s55, s5
	s_mul_hi_u32 s7, s54, s5
	s_ashr_i32 s1, s0, 31
	s_add_i32 s2, s2, s3
	s_mul_i32 s3, s52, s4
	s_add_i32 s7, s7, s6
	s_mul_i32 s6, s54, s5
	s_add_u32 s30, s6, s3
	s_addc_u32 s31, s7, s2
	s_ashr_i32 s3, s24, 31
	s_mov_b32 s2, s24
	v_mov_b32_e32 v22, 0
	s_lshl_b64 s[20:21], s[2:3], 7
	s_lshl_b64 s[34:35], s[0:1], 7
	v_mov_b32_e32 v36, v22
	s_and_saveexec_b64 s[0:1], s[62:63]
	s_cbranch_execz .LBB0_37
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e64 v16, 0, v16, s[18:19]
	v_ashrrev_i32_e32 v20, 31, v16
	v_mul_lo_u32 v23, s20, v20
	v_mad_u64_u32 v[20:21], s[2:3], s20, v16, 0
	s_lshl_b64 s[2:3], s[30:31], 2
	v_mul_lo_u32 v24, s21, v16
	s_add_u32 s2, s40, s2
	v_add3_u32 v21, v21, v23, v24
	s_addc_u32 s3, s41, s3
	v_lshl_add_u64 v[20:21], v[20:21], 2, s[2:3]
	v_lshl_add_u64 v[20:21], s[34:35], 2, v[20:21]
	v_lshlrev_b32_e32 v16, 2, v0
	v_lshl_add_u64 v[16:17], v[20:21], 0, v[16:17]
	global_load_dword v36, v[16:17], off
.LBB0_37:
	s_or_b64 exec, exec, s[0:1]
	s_movk_i32 s0, 0x380
	s_cmp_gt_i32 s36, 1
	v_cmp_gt_u32_e64 s[2:3], s0, v0
	s_cselect_b64 s[0:1], -1, 0
	s_and_b64 s[52:53], s[2:3], s[0:1]
	s_add_u32 s0, s26, 1
	s_addc_u32 s1, s27, 0
	v_mov_b64_e32 v[20:21], s[0:1]
	s_and_b64 s[66:67], s[18:19], s[52:53]
	s_and_saveexec_b64 s[0:1], s[66:67]
	s_cbranch_execz .LBB0_39
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[16:17], v[20:21], 2, s[22:23]
	global_load_dword v22, v[16:17], off
.LBB0_39:
	s_or_b64 exec, exec, s[0:1]
	v_mov_b32_e32 v24, 0
	v_mov_b32_e32 v17, 0
	v_mov_b32_e32 v37, v24
	s_and_saveexec_b64 s[0:1], s[52:53]
	s_cbranch_execz .LBB0_41
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e64 v16, 1, v22, s[18:19]
	v_ashrrev_i32_e32 v22, 31, v16
	v_mul_lo_u32 v25, s20, v22
	v_mad_u64_u32 v[22:23], s[6:7], s20, v16, 0
	s_lshl_b64 s[6:7], s[30:31], 2
	v_mul_lo_u32 v26, s21, v16
	s_add_u32 s6, s40, s6
	v_add3_u32 v23, v23, v25, v26
	s_addc_u32 s7, s41, s7
	v_lshl_add_u64 v[22:23], v[22:23], 2, s[6:7]
	v_lshl_add_u64 v[22:23], s[34:35], 2, v[22:23]
	v_lshlrev_b32_e32 v16, 2, v0
	v_lshl_add_u64 v[16:17], v[22:23], 0, v[16:17]
	global_load_dword v37, v[16:17], off
.LBB0_41:
	s_or_b64 exec, exec, s[0:1]
	s_movk_i32 s0, 0x300
	s_cmp_gt_i32 s36, 2
	v_cmp_gt_u32_e64 s[0:1], s0, v0
	s_cselect_b64 s[6:7], -1, 0
	s_and_b64 s[54:55], s[0:1], s[6:7]
	s_add_u32 s6, s26, 2
	s_addc_u32 s7, s27, 0
	s_waitcnt vmcnt(0)
	v_mov_b64_e32 v[22:23], s[6:7]
	s_and_b64 s[70:71], s[18:19], s[54:55]
	s_and_saveexec_b64 s[8:9], s[70:71]
	s_cbranch_execz .LBB0_43
	v_mov_b64_e32 v[16:17], s[22:23]
	v_lshl_add_u64 v[16:17], s[6:7], 2, v[16:17]
	global_load_dword v24, v[16:17], off
.LBB0_43:
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32_e32 v26, 0
	v_mov_b32_e32 v17, 0
	v_mov_b32_e32 v38, v26
	s_and_saveexec_b64 s[6:7], s[54:55]
	s_cbranch_execz .LBB0_45
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e64 v16, 2, v24, s[18:19]
	v_ashrrev_i32_e32 v24, 31, v16
	v_mul_lo_u32 v27, s20, v24
	v_mad_u64_u32 v[24:25], s[8:9], s20, v16, 0
	s_lshl_b64 s[8:9], s[30:31], 2
	v_mul_lo_u32 v28, s21, v16
	s_add_u32 s8, s40, s8
	v_add3_u32 v25, v25, v27, v28
	s_addc_u32 s9, s41, s9
	v_lshl_add_u64 v[24:25], v[24:25], 2, s[8:9]
	v_lshl_add_u64 v[24:25], s[34:35], 2, v[24:25]
	v_lshlrev_b32_e32 v16, 2, v0
	v_lshl_add_u64 v[16:17], v[24:25], 0, v[16:17]
	global_load_dword v38, v[16:17], off
.LBB0_45:
	s_or_b64 exec, exec, s[6:7]
	s_movk_i32 s6, 0x280
	s_cmp_gt_i32 s36, 3
	v_cmp_gt_u32_e64 s[6:7], s6, v0
	s_cselect_b64 s[8:9], -1, 0
	s_and_b64 s[68:69], s[6:7], s[8:9]
	s_add_u32 s8, s26, 3
	s_addc_u32 s9, s27, 0
	s_waitcnt vmcnt(0)
	v_mov_b64_e32 v[24:25], s[8:9]
	s_and_b64 s[74:75], s[18:19], s[68:69]
	s_and_saveexec_b64 s[8:9], s[74:75]
	s_cbranch_execz .LBB0_47
	v_lshl_add_u64 v[16:17], v[24:25], 2, s[22:23]
	global_load_dword v26, v[16:17], off
.LBB0_47:
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32_e32 v28, 0
	v_mov_b32_e32 v17, 0
	v_mov_b32_e32 v39, v28
	s_and_saveexec_b64 s[8:9], s[68:69]
	s_cbranch_execz .LBB0_49
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e64 v16, 3, v26, s[18:19]
	v_ashrrev_i32_e32 v26, 31, v16
	v_mul_lo_u32 v29, s20, v26
	v_mad_u64_u32 v[26:27], s[10:11], s20, v16, 0
	s_lshl_b64 s[10:11], s[30:31], 2
	v_mul_lo_u32 v30, s21, v16
	s_add_u32 s10, s40, s10
	v_add3_u32 v27, v27, v29, v30
	s_addc_u32 s11, s41, s11
	v_lshl_add_u64 v[26:27], v[26:27], 2, s[10:11]
	v_lshl_add_u64 v[26:27], s[34:35], 2, v[26:27]
	v_lshlrev_b32_e32 v16, 2, v0
	v_lshl_add_u64 v[16:17], v[26:27], 0, v[16:17]
	global_load_dword v39, v[16:17], off
.LBB0_49:
	s_or_b64 exec, exec, s[8:9]
	s_movk_i32 s8, 0x200
	s_cmp_gt_i32 s36, 4
	v_cmp_gt_u32_e64 s[8:9], s8, v0
	s_cselect_b64 s[10:11], -1, 0
	s_and_b64 s[72:73], s[8:9], s[10:11]
	s_add_u32 s10, s26, 4
	s_addc_u32 s11, s27, 0
	s_waitcnt vmcnt(0)
	v_mov_b64_e32 v[26:27], s[10:11]
	s_and_b64 s[78:79], s[18:19], s[72:73]
	s_and_saveexec_b64 s[10:11], s[78:79]
	s_cbranch_execz .LBB0_51
	v_lshl_add_u64 v[16:17], v[26:27], 2, s[22:23]
	global_load_dword v28, v[16:17], off
.LBB0_51:
	s_or_b64 exec, exec, s[10:11]
	v_mov_b32_e32 v30, 0
	v_mov_b32_e32 v17, 0
	v_mov_b32_e32 v40, v30
	s_and_saveexec_b64 s[10:11], s[72:73]
	s_cbranch_execz .LBB0_53
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e64 v16, 4, v28, s[18:19]
	v_ashrrev_i32_e32 v28, 31, v16
	v_mul_lo_u32 v31, s20, v28
	v_mad_u64_u32 v[28:29], s[12:13], s20, v16, 0
	s_lshl_b64 s[12:13], s[30:31], 2
	v_mul_lo_u32 v32, s21, v16
	s_add_u32 s12, s40, s12
	v_add3_u32 v29, v29, v31, v32
	s_addc_u32 s13, s41, s13
	v_lshl_add_u64 v[28:29], v[28:29], 2, s[12:13]
	v_lshl_add_u64 v[28:29], s[34:35], 2, v[28:29]
	v_lshlrev_b32_e32 v16, 2, v0
	v_lshl_add_u64 v[16:17], v[28:29], 0, v[16:17]
	global_load_dword v40, v[16:17], off
.LBB0_53:
	s_or_b64 exec, exec, s[10:11]
	s_movk_i32 s10, 0x180
	s_cmp_gt_i32 s36, 5
	v_cmp_gt_u32_e64 s[10:11], s10, v0
	s_cselect_b64 s[12:13], -1, 0
	s_and_b64 s[76:77], s[10:11], s[12:13]
	s_add_u32 s12, s26, 5
	s_addc_u32 s13, s27, 0
	s_waitcnt vmcnt(0)
	v_mov_b64_e32 v[28:29], s[12:13]
	s_and_b64 s[82:83], s[18:19], s[76:77]
	s_and_saveexec_b64 s[12:13], s[82:83]
	s_cbranch_execz .LBB0_55
	v_lshl_add_u64 v[16:17], v[28:29], 2, s[22:23]
	global_load_dword v30, v[16:17], off
.LBB0_55:
	s_or_b64 exec, exec, s[12:13]
	v_mov_b32_e32 v32, 0
	v_mov_b32_e32 v17, 0
	v_mov_b32_e32 v41, v32
	s_and_saveexec_b64 s[12:13], s[76:77]
	s_cbranch_execz .LBB0_57
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e64 v16, 5, v30, s[18:19]
	v_ashrrev_i32_e32 v30, 31, v16
	v_mul_lo_u32 v33, s20, v30
	v_mad_u64_u32 v[30:31], s[14:15], s20, v16, 0
	s_lshl_b64 s[14:15], s[30:31], 2
	v_mul_lo_u32 v34, s21, v16
	s_add_u32 s14, s40, s14
	v_add3_u32 v31, v31, v33, v34
	s_addc_u32 s15, s41, s15
	v_lshl_add_u64 v[30:31], v[30:31], 2, s[14:15]
	v_lshl_add_u64 v[30:31], s[34:35], 2, v[30:31]
	v_lshlrev_b32_e32 v16, 2, v0
	v_lshl_add_u64 v[16:17], v[30:31], 0, v[16:17]
	global_load_dword v41, v[16:17], off
.LBB0_57:
	s_or_b64 exec, exec, s[12:13]
	s_movk_i32 s12, 0x100
	s_cmp_gt_i32 s36, 6
	v_cmp_gt_u32_e64 s[12:13], s12, v0
	s_cselect_b64 s[14:15], -1, 0
	s_and_b64 s[80:81], s[12:13], s[14:15]
	s_add_u32 s14, s26, 6
	s_addc_u32 s15, s27, 0
	s_waitcnt vmcnt(0)
	v_mov_b64_e32 v[30:31], s[14:15]
	s_and_b64 s[86:87], s[18:19], s[80:81]
	s_and_saveexec_b64 s[14:15], s[86:87]
	s_cbranch_execz .LBB0_59
	v_lshl_add_u64 v[16:17], v[30:31], 2, s[22:23]
	global_load_dword v32, v[16:17], off
.LBB0_59:
	s_or_b64 exec, exec, s[14:15]
	v_mov_b32_e32 v35, 0
	v_mov_b32_e32 v17, 0
	v_mov_b32_e32 v42, v35
	s_and_saveexec_b64 s[14:15], s[80:81]
	s_cbranch_execz .LBB0_61
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e64 v16, 6, v32, s[18:19]
	v_ashrrev_i32_e32 v32, 31, v16
	v_mul_lo_u32 v34, s20, v32
	v_mad_u64_u32 v[32:33], s[16:17], s20, v16, 0
	s_lshl_b64 s[16:17], s[30:31], 2
	v_mul_lo_u32 v42, s21, v16
	s_add_u32 s16, s40, s16
	v_add3_u32 v33, v33, v34, v42
	s_addc_u32 s17, s41, s17
	v_lshl_add_u64 v[32:33], v[32:33], 2, s[16:17]
	v_lshl_add_u64 v[32:33], s[34:35], 2, v[32:33]
	v_lshlrev_b32_e32 v16, 2, v0
	v_lshl_add_u64 v[16:17], v[32:33], 0, v[16:17]
	global_load_dword v42, v[16:17], off
.LBB0_61:
	s_or_b64 exec, exec, s[14:15]
	s_movk_i32 s14, 0x80
	s_cmp_gt_i32 s36, 7
	v_cmp_gt_u32_e64 s[14:15], s14, v0
	s_cselect_b64 s[16:17], -1, 0
	s_and_b64 s[84:85], s[14:15], s[16:17]
	s_add_u32 s16, s26, 7
	s_addc_u32 s17, s27, 0
	s_waitcnt vmcnt(0)
	v_mov_b64_e32 v[32:33], s[16:17]
	s_and_b64 s[88:89], s[18:19], s[84:85]
	s_and_saveexec_b64 s[16:17], s[88:89]
	s_cbranch_execz .LBB0_63
	v_lshl_add_u64 v[16:17], v[32:33], 2, s[22:23]
	global_load_dword v35, v[16:17], off
.LBB0_63:
	s_or_b64 exec, exec, s[16:17]
	v_mov_b32_e32 v34, 0
	v_mov_b32_e32 v17, 0
	v_mov_b32_e32 v43, v34
	s_and_saveexec_b64 s[16:17], s[84:85]
	s_cbranch_execz .LBB0_65
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e64 v16, 7, v35, s[18:19]
	v_mad_u64_u32 v[44:45], s[44:45], s20, v16, 0
	v_ashrrev_i32_e32 v35, 31, v16
	s_lshl_b64 s[44:45], s[30:31], 2
	v_mul_lo_u32 v35, s20, v35
	v_mul_lo_u32 v43, s21, v16
	s_add_u32 s44, s40, s44
	v_add3_u32 v45, v45, v35, v43
	s_addc_u32 s45, s41, s45
	v_lshl_add_u64 v[44:45], v[44:45], 2, s[44:45]
	v_lshl_add_u64 v[44:45], s[34:35], 2, v[44:45]
	v_lshlrev_b32_e32 v16, 2, v0
	v_lshl_add_u64 v[16:17], v[44:45], 0, v[16:17]
	global_load_dword v43, v[16:17], off
.LBB0_65:
	s_or_b64 exec, exec, s[16:17]
	v_lshrrev_b32_e32 v50, 3, v0
	v_cmp_gt_u32_e64 s[16:17], 64, v0
	v_cmp_gt_i32_e32 vcc, s36, v50
	s_and_b64 s[90:91], s[16:17], vcc
	s_and_b64 s[44:45], s[18:19], s[90:91]
	s_and_saveexec_b64 s[36:37], s[44:45]
	s_cbranch_execz .LBB0_67
	s_lshl_b64 s[44:45], s[26:27], 2
	s_add_u32 s44, s22, s44
	s_addc_u32 s45, s23, s45
	v_lshlrev_b32_e32 v16, 2, v50
	global_load_dword v34, v16, s[44:45]
.LBB0_67:
	s_or_b64 exec, exec, s[36:37]
	s_mul_i32 s24, s48, s97
	s_mul_hi_u32 s36, s48, s4
	s_add_i32 s24, s36, s24
	s_mul_i32 s36, s49, s4
	s_mul_i32 s37, s51, s5
	s_mul_hi_u32 s44, s50, s5
	s_add_i32 s24, s24, s36
	s_mul_i32 s36, s48, s4
	s_add_i32 s44, s44, s37
	s_mul_i32 s37, s50, s5
	s_add_u32 s36, s37, s36
	s_mov_b32 s60, s25
	s_addc_u32 s37, s44, s24
	s_lshl_b64 s[24:25], s[60:61], 7
	s_ashr_i32 s45, s98, 31
	s_add_u32 s44, s28, s98
	v_mov_b32_e32 v17, 0
	v_and_b32_e32 v16, 7, v0
	s_addc_u32 s45, s29, s45
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v35, 0
	v_mov_b32_e32 v44, v17
	s_and_saveexec_b64 s[48:49], s[90:91]
	s_cbranch_execz .LBB0_69
	v_cndmask_b32_e64 v34, v50, v34, s[18:19]
	v_ashrrev_i32_e32 v44, 31, v34
	v_mul_lo_u32 v46, s24, v44
	v_mad_u64_u32 v[44:45], s[50:51], s24, v34, 0
	s_lshl_b64 s[50:51], s[36:37], 2
	v_mul_lo_u32 v47, s25, v34
	s_add_u32 s50, s38, s50
	v_add3_u32 v45, v45, v46, v47
	s_addc_u32 s51, s39, s51
	v_lshl_add_u64 v[44:45], v[44:45], 2, s[50:51]
	v_lshl_add_u64 v[44:45], s[44:45], 2, v[44:45]
	v_lshlrev_b32_e32 v34, 2, v16
	v_lshl_add_u64 v[34:35], v[44:45], 0, v[34:35]
	global_load_dword v44, v[34:35], off
.LBB0_69:
	s_or_b64 exec, exec, s[48:49]
	s_and_saveexec_b64 s[48:49], s[64:65]
	s_cbranch_execz .LBB0_71
	v_lshl_add_u64 v[18:19], v[18:19], 2, s[22:23]
	global_load_dword v17, v[18:19], off
.LBB0_71:
	s_or_b64 exec, exec, s[48:49]
	s_mul_i32 s48, s56, s97
	s_mul_hi_u32 s49, s56, s4
	s_add_i32 s48, s49, s48
	s_mul_i32 s49, s57, s4
	s_add_i32 s49, s48, s49
	s_mul_i32 s48, s59, s5
	s_mul_hi_u32 s50, s58, s5
	s_mul_i32 s4, s56, s4
	s_add_i32 s50, s50, s48
	s_mul_i32 s5, s58, s5
	s_add_u32 s48, s5, s4
	v_mov_b32_e32 v34, 0
	s_addc_u32 s49, s50, s49
	v_mov_b32_e32 v19, 0
	v_mov_b32_e32 v35, v34
	s_and_saveexec_b64 s[4:5], s[62:63]
	s_cbranch_execz .LBB0_73
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e64 v17, 0, v17, s[18:19]
	v_mad_u64_u32 v[46:47], s[50:51], s24, v17, 0
	v_ashrrev_i32_e32 v18, 31, v17
	s_lshl_b64 s[50:51], s[48:49], 2
	v_mul_lo_u32 v18, s24, v18
	v_mul_lo_u32 v35, s25, v17
	s_add_u32 s50, s42, s50
	v_add3_u32 v47, v47, v18, v35
	s_addc_u32 s51, s43, s51
	v_lshl_add_u64 v[46:47], v[46:47], 2, s[50:51]
	v_lshl_add_u64 v[46:47], s[28:29], 2, v[46:47]
	v_lshlrev_b32_e32 v18, 2, v0
	v_lshl_add_u64 v[18:19], v[46:47], 0, v[18:19]
	global_load_dword v35, v[18:19], off
.LBB0_73:
	s_or_b64 exec, exec, s[4:5]
	s_and_saveexec_b64 s[4:5], s[66:67]
	s_cbranch_execz .LBB0_75
	v_lshl_add_u64 v[18:19], v[20:21], 2, s[22:23]
	global_load_dword v34, v[18:19], off
.LBB0_75:
	s_or_b64 exec, exec, s[4:5]
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v17, 0
	v_mov_b32_e32 v19, 0
	v_mov_b32_e32 v21, v17
	s_and_saveexec_b64 s[4:5], s[52:53]
	s_cbranch_execz .LBB0_77
	v_cndmask_b32_e64 v18, 1, v34, s[18:19]
	v_ashrrev_i32_e32 v20, 31, v18
	v_mul_lo_u32 v34, s24, v20
	v_mad_u64_u32 v[20:21], s[50:51], s24, v18, 0
	s_lshl_b64 s[50:51], s[48:49], 2
	v_mul_lo_u32 v45, s25, v18
	s_add_u32 s50, s42, s50
	v_add3_u32 v21, v21, v34, v45
	s_addc_u32 s51, s43, s51
	v_lshl_add_u64 v[20:21], v[20:21], 2, s[50:51]
	v_lshl_add_u64 v[20:21], s[28:29], 2, v[20:21]
	v_lshlrev_b32_e32 v18, 2, v0
	v_lshl_add_u64 v[18:19], v[20:21], 0, v[18:19]
	global_load_dword v21, v[18:19], off
.LBB0_77:
	s_or_b64 exec, exec, s[4:5]
	s_and_saveexec_b64 s[4:5], s[70:71]
	s_cbranch_execz .LBB0_79
	v_lshl_add_u64 v[18:19], v[22:23], 2, s[22:23]
	global_load_dword v17, v[18:19], off
.LBB0_79:
	s_or_b64 exec, exec, s[4:5]
	v_mov_b32_e32 v20, 0
	v_mov_b32_e32 v19, 0
	v_mov_b32_e32 v22, v20
	s_and_saveexec_b64 s[4:5], s[54:55]
	s_cbranch_execz .LBB0_81
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e64 v17, 2, v17, s[18:19]
	v_mad_u64_u32 v[22:23], s[50:51], s24, v17, 0
	v_ashrrev_i32_e32 v18, 31, v17
	s_lshl_b64 s[50:51], s[48:49], 2
	v_mul_lo_u32 v18, s24, v18
	v_mul_lo_u32 v34, s25, v17
	s_add_u32 s50, s42, s50
	v_add3_u32 v23, v23, v18, v34
	s_addc_u32 s51, s43, s51
	v_lshl_add_u64 v[22:23], v[22:23], 2, s[50:51]
	v_lshl_add_u64 v[22:23], s[28:29], 2, v[22:23]
	v_lshlrev_b32_e32 v18, 2, v0
	v_lshl_add_u64 v[18:19], v[22:23], 0, v[18:19]
	global_load_dword v22, v[18:19], off
.LBB0_81:
	s_or_b64 exec, exec, s[4:5]
	s_and_saveexec_b64 s[4:5], s[74:75]
	s_cbranch_execz .LBB0_83
	v_lshl_add_u64 v[18:19], v[24:25], 2, s[22:23]
	global_load_dword v20, v[18:19], off
.LBB0_83:
	s_or_b64 exec, exec, s[4:5]
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v17, 0
	v_mov_b32_e32 v19, 0
	v_mov_b32_e32 v23, v17
	s_and_saveexec_b64 s[4:5], s[68:69]
	s_cbranch_execz .LBB0_85
	v_cndmask_b32_e64 v18, 3, v20, s[18:19]
	v_mad_u64_u32 v[24:25], s[50:51], s24, v18, 0
	v_ashrrev_i32_e32 v20, 31, v18
	s_lshl_b64 s[50:51], s[48:49], 2
	v_mul_lo_u32 v20, s24, v20
	v_mul_lo_u32 v23, s25, v18
	s_add_u32 s50, s42, s50
	v_add3_u32 v25, v25, v20, v23
	s_addc_u32 s51, s43, s51
	v_lshl_add_u64 v[24:25], v[24:25], 2, s[50:51]
	v_lshl_add_u64 v[24:25], s[28:29], 2, v[24:25]
	v_lshlrev_b32_e32 v18, 2, v0
	v_lshl_add_u64 v[18:19], v[24:25], 0, v[18:19]
	global_load_dword v23, v[18:19], off
.LBB0_85:
	s_or_b64 exec, exec, s[4:5]
	s_and_saveexec_b64 s[4:5], s[78:79]
	s_cbranch_execz .LBB0_87
	v_lshl_add_u64 v[18:19], v[26:27], 2, s[22:23]
	global_load_dword v17, v[18:19], off
.LBB0_87:
	s_or_b64 exec, exec, s[4:5]
	v_mov_b32_e32 v20, 0
	v_mov_b32_e32 v19, 0
	v_mov_b32_e32 v24, v20
	s_and_saveexec_b64 s[4:5], s[72:73]
	s_cbranch_execz .LBB0_89
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e64 v17, 4, v17, s[18:19]
	v_mad_u64_u32 v[24:25], s[50:51], s24, v17, 0
	v_ashrrev_i32_e32 v18, 31, v17
	s_lshl_b64 s[50:51], s[48:49], 2
	v_mul_lo_u32 v18, s24, v18
	v_mul_lo_u32 v26, s25, v17
	s_add_u32 s50, s42, s50
	v_add3_u32 v25, v25, v18, v26
	s_addc_u32 s51, s43, s51
	v_lshl_add_u64 v[24:25], v[24:25], 2, s[50:51]
	v_lshl_add_u64 v[24:25], s[28:29], 2, v[24:25]
	v_lshlrev_b32_e32 v18, 2, v0
	v_lshl_add_u64 v[18:19], v[24:25], 0, v[18:19]
	global_load_dword v24, v[18:19], off
.LBB0_89:
	s_or_b64 exec, exec, s[4:5]
	s_and_saveexec_b64 s[4:5], s[82:83]
	s_cbranch_execz .LBB0_91
	v_lshl_add_u64 v[18:19], v[28:29], 2, s[22:23]
	global_load_dword v20, v[18:19], off
.LBB0_91:
	s_or_b64 exec, exec, s[4:5]
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v17, 0
	v_mov_b32_e32 v19, 0
	v_mov_b32_e32 v25, v17
	s_and_saveexec_b64 s[4:5], s[76:77]
	s_cbranch_execz .LBB0_93
	v_cndmask_b32_e64 v18, 5, v20, s[18:19]
	v_mad_u64_u32 v[26:27], s[50:51], s24, v18, 0
	v_ashrrev_i32_e32 v20, 31, v18
	s_lshl_b64 s[50:51], s[48:49], 2
	v_mul_lo_u32 v20, s24, v20
	v_mul_lo_u32 v25, s25, v18
	s_add_u32 s50, s42, s50
	v_add3_u32 v27, v27, v20, v25
	s_addc_u32 s51, s43, s51
	v_lshl_add_u64 v[26:27], v[26:27], 2, s[50:51]
	v_lshl_add_u64 v[26:27], s[28:29], 2, v[26:27]
	v_lshlrev_b32_e32 v18, 2, v0
	v_lshl_add_u64 v[18:19], v[26:27], 0, v[18:19]
	global_load_dword v25, v[18:19], off
.LBB0_93:
	s_or_b64 exec, exec, s[4:5]
	s_and_saveexec_b64 s[4:5], s[86:87]
	s_cbranch_execz .LBB0_95
	v_lshl_add_u64 v[18:19], v[30:31], 2, s[22:23]
	global_load_dword v17, v[18:19], off
.LBB0_95:
	s_or_b64 exec, exec, s[4:5]
	v_mov_b32_e32 v20, 0
	v_mov_b32_e32 v19, 0
	v_mov_b32_e32 v26, v20
	s_and_saveexec_b64 s[4:5], s[80:81]
	s_cbranch_execz .LBB0_97
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e64 v17, 6, v17, s[18:19]
	v_mad_u64_u32 v[26:27], s[50:51], s24, v17, 0
	v_ashrrev_i32_e32 v18, 31, v17
	s_lshl_b64 s[50:51], s[48:49], 2
	v_mul_lo_u32 v18, s24, v18
	v_mul_lo_u32 v28, s25, v17
	s_add_u32 s50, s42, s50
	v_add3_u32 v27, v27, v18, v28
	s_addc_u32 s51, s43, s51
	v_lshl_add_u64 v[26:27], v[26:27], 2, s[50:51]
	v_lshl_add_u64 v[26:27], s[28:29], 2, v[26:27]
	v_lshlrev_b32_e32 v18, 2, v0
	v_lshl_add_u64 v[18:19], v[26:27], 0, v[18:19]
	global_load_dword v26, v[18:19], off
.LBB0_97:
	s_or_b64 exec, exec, s[4:5]
	s_and_saveexec_b64 s[4:5], s[88:89]
	s_cbranch_execz .LBB0_99
	v_lshl_add_u64 v[18:19], v[32:33], 2, s[22:23]
	global_load_dword v20, v[18:19], off
.LBB0_99:
	s_or_b64 exec, exec, s[4:5]
	v_mov_b32_e32 v19, 0
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v17, 0
	s_and_saveexec_b64 s[4:5], s[84:85]
	s_cbranch_execz .LBB0_101
	v_cndmask_b32_e64 v17, 7, v20, s[18:19]
	v_mad_u64_u32 v[28:29], s[50:51], s24, v17, 0
	v_ashrrev_i32_e32 v18, 31, v17
	s_lshl_b64 s[50:51], s[48:49], 2
	v_mul_lo_u32 v18, s24, v18
	v_mul_lo_u32 v20, s25, v17
	s_add_u32 s50, s42, s50
	v_add3_u32 v29, v29, v18, v20
	s_addc_u32 s51, s43, s51
	v_lshl_add_u64 v[28:29], v[28:29], 2, s[50:51]
	v_lshl_add_u64 v[28:29], s[28:29], 2, v[28:29]
	v_lshlrev_b32_e32 v18, 2, v0
	v_lshl_add_u64 v[18:19], v[28:29], 0, v[18:19]
	global_load_dword v17, v[18:19], off
.LBB0_101:
	s_or_b64 exec, exec, s[4:5]
	v_or_b32_e32 v51, 0x1000, v13
	ds_write_b32 v13, v36 offset:4096
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execnz .LBB0_227
	s_or_b64 exec, exec, s[4:5]
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execnz .LBB0_228
.LBB0_103:
	s_or_b64 exec, exec, s[4:5]
	s_and_saveexec_b64 s[4:5], s[6:7]
	s_cbranch_execnz .LBB0_229
.LBB0_104:
	s_or_b64 exec, exec, s[4:5]
	s_and_saveexec_b64 s[4:5], s[8:9]
	s_cbranch_execnz .LBB0_230
.LBB0_105:
	s_or_b64 exec, exec, s[4:5]
	s_and_saveexec_b64 s[4:5], s[10:11]
	s_cbranch_execnz .LBB0_231
.LBB0_106:
	s_or_b64 exec, exec, s[4:5]
	s_and_saveexec_b64 s[4:5], s[12:13]
	s_cbranch_execnz .LBB0_232
.LBB0_107:
	s_or_b64 exec, exec, s[4:5]
	s_and_saveexec_b64 s[4:5], s[14:15]
	s_cbranch_execnz .LBB0_233
.LBB0_108:
	s_or_b64 exec, exec, s[4:5]
	s_and_saveexec_b64 s[4:5], s[16:17]
.LBB0_109:
	ds_write_b32 v51, v44 offset:4096
.LBB0_110:
	s_or_b64 exec, exec, s[4:5]
	v_add_u32_e32 v52, 0xfffff000, v51
	ds_write_b32 v52, v35
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execnz .LBB0_234
	s_or_b64 exec, exec, s[4:5]
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execnz .LBB0_235
.LBB0_112:
	s_or_b64 exec, exec, s[4:5]
	s_and_saveexec_b64 s[4:5], s[6:7]
	s_cbranch_execnz .LBB0_236
.LBB0_113:
	s_or_b64 exec, exec, s[4:5]
	s_and_saveexec_b64 s[4:5], s[8:9]
	s_cbranch_execnz .LBB0_237
.LBB0_114:
	s_or_b64 exec, exec, s[4:5]
	s_and_saveexec_b64 s[4:5], s[10:11]
	s_cbranch_execnz .LBB0_238
.LBB0_115:
	s_or_b64 exec, exec, s[4:5]
	s_and_saveexec_b64 s[4:5], s[12:13]
	s_cbranch_execnz .LBB0_239
.LBB0_116:
	s_or_b64 exec, exec, s[4:5]
	s_and_saveexec_b64 s[4:5], s[14:15]
	s_cbranch_execz .LBB0_118
.LBB0_117:
	s_waitcnt vmcnt(0)
	ds_write_b32 v52, v17 offset:3584
.LBB0_118:
	s_or_b64 exec, exec, s[4:5]
	v_pk_add_f32 v[6:7], v[6:7], 0 op_sel_hi:[1,0]
	v_pk_add_f32 v[8:9], v[8:9], 0 op_sel_hi:[1,0]
	v_pk_add_f32 v[2:3], v[2:3], 0 op_sel_hi:[1,0]
	s_cmp_gt_u32 s93, 0x7ffffff7
	v_pk_add_f32 v[4:5], v[4:5], 0 op_sel_hi:[1,0]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_226
	s_ashr_i32 s4, s94, 31
	s_mul_hi_u32 s5, s46, s94
	s_mul_i32 s4, s46, s4
	s_add_i32 s4, s5, s4
	s_mul_i32 s5, s47, s94
	s_add_i32 s47, s4, s5
	s_add_i32 s4, s93, 8
	s_ashr_i32 s5, s4, 31
	s_lshr_b32 s5, s5, 29
	s_add_i32 s4, s4, s5
	s_ashr_i32 s50, s4, 3
	s_lshl_b64 s[4:5], s[30:31], 2
	s_add_u32 s30, s40, s4
	s_addc_u32 s31, s41, s5
	s_lshl_b64 s[4:5], s[34:35], 2
	s_add_u32 s4, s30, s4
	s_addc_u32 s5, s31, s5
	v_lshlrev_b32_e32 v22, 2, v0
	v_mov_b32_e32 v23, 0
	v_lshlrev_b64 v[20:21], 7, v[14:15]
	v_lshl_add_u64 v[14:15], s[4:5], 0, v[22:23]
	s_lshl_b64 s[4:5], s[26:27], 2
	s_add_u32 s4, s22, s4
	s_addc_u32 s5, s23, s5
	s_lshl_b64 s[22:23], s[36:37], 2
	s_add_u32 s26, s38, s22
	s_addc_u32 s27, s39, s23
	s_lshl_b64 s[22:23], s[44:45], 2
	s_add_u32 s22, s26, s22
	s_addc_u32 s23, s27, s23
	v_lshlrev_b32_e32 v16, 2, v16
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v17, v23
	v_lshl_add_u64 v[16:17], s[22:23], 0, v[16:17]
	s_lshl_b64 s[22:23], s[48:49], 2
	s_add_u32 s26, s42, s22
	s_addc_u32 s27, s43, s23
	s_lshl_b64 s[22:23], s[28:29], 2
	s_add_u32 s22, s26, s22
	s_mul_i32 s46, s46, s94
	s_addc_u32 s23, s27, s23
	v_lshl_add_u64 v[18:19], s[22:23], 0, v[22:23]
	s_lshl_b64 s[22:23], s[46:47], 2
	s_add_u32 s22, s95, s22
	s_addc_u32 s23, s96, s23
	v_lshl_add_u64 v[20:21], v[20:21], 2, s[22:23]
	v_lshlrev_b32_e32 v22, 2, v12
	v_lshl_add_u64 v[12:13], v[20:21], 0, v[22:23]
	v_mov_b32_e32 v20, 0x2000
	v_and_b32_e32 v0, 15, v0
	s_max_i32 s62, s50, 1
	v_lshl_or_b32 v53, v1, 2, v20
	v_lshlrev_b32_e32 v54, 4, v0
	s_mov_b32 s63, 0
	s_mov_b32 s64, s92
	s_branch .LBB0_121
.LBB0_120:
	s_add_i32 s63, s63, 1
	s_add_i32 s64, s64, -8
	s_add_i32 s33, s33, -8
	s_cmp_eq_u32 s63, s62
	s_barrier
	s_cbranch_scc1 .LBB0_226
.LBB0_121:
	s_lshl_b32 s66, s63, 3
	s_sub_i32 s65, s92, s66
	s_cmp_lg_u32 s63, 0
	s_cbranch_scc0 .LBB0_204
	s_min_i32 s60, s65, 8
	s_cmp_gt_i32 s60, 0
	s_cselect_b64 s[22:23], -1, 0
	s_ashr_i32 s26, s66, 31
	v_mov_b32_e32 v20, s66
	v_mov_b32_e32 v21, s26
	s_and_b64 s[30:31], s[18:19], s[22:23]
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v0, 0
	v_lshl_add_u64 v[22:23], v[20:21], 2, s[4:5]
	s_and_saveexec_b64 s[26:27], s[30:31]
	s_cbranch_execz .LBB0_124
	global_load_dword v0, v[22:23], off
.LBB0_124:
	s_or_b64 exec, exec, s[26:27]
	v_mov_b32_e32 v20, 0
	v_mov_b32_e32 v55, v20
	s_and_saveexec_b64 s[26:27], s[22:23]
	s_cbranch_execz .LBB0_126
	v_mov_b32_e32 v1, s66
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e64 v0, v1, v0, s[18:19]
	v_ashrrev_i32_e32 v1, 31, v0
	v_mul_lo_u32 v21, s20, v1
	v_mul_lo_u32 v24, s21, v0
	v_mad_u64_u32 v[0:1], s[28:29], s20, v0, 0
	v_add3_u32 v1, v1, v21, v24
	v_lshl_add_u64 v[0:1], v[0:1], 2, v[14:15]
	global_load_dword v55, v[0:1], off
.LBB0_126:
	s_or_b64 exec, exec, s[26:27]
	v_cmp_lt_i32_e64 s[26:27], 1, s60
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v0, s66, 1
	s_and_b64 s[26:27], s[2:3], s[26:27]
	v_ashrrev_i32_e32 v1, 31, v0
	s_and_b64 s[36:37], s[18:19], s[26:27]
	v_lshl_add_u64 v[26:27], v[0:1], 2, s[4:5]
	s_and_saveexec_b64 s[28:29], s[36:37]
	s_cbranch_execz .LBB0_128
	global_load_dword v20, v[26:27], off
.LBB0_128:
	s_or_b64 exec, exec, s[28:29]
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v56, v1
	s_and_saveexec_b64 s[28:29], s[26:27]
	s_cbranch_execz .LBB0_130
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e64 v20, v0, v20, s[18:19]
	v_ashrrev_i32_e32 v21, 31, v20
	v_mul_lo_u32 v24, s20, v21
	v_mul_lo_u32 v25, s21, v20
	v_mad_u64_u32 v[20:21], s[34:35], s20, v20, 0
	v_add3_u32 v21, v21, v24, v25
	v_lshl_add_u64 v[20:21], v[20:21], 2, v[14:15]
	global_load_dword v56, v[20:21], off
.LBB0_130:
	s_or_b64 exec, exec, s[28:29]
	v_cmp_lt_i32_e64 s[28:29], 2, s60
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v20, s66, 2
	s_and_b64 s[28:29], s[0:1], s[28:29]
	v_ashrrev_i32_e32 v21, 31, v20
	s_and_b64 s[40:41], s[18:19], s[28:29]
	v_lshl_add_u64 v[30:31], v[20:21], 2, s[4:5]
	s_and_saveexec_b64 s[34:35], s[40:41]
	s_cbranch_execz .LBB0_132
	global_load_dword v1, v[30:31], off
.LBB0_132:
	s_or_b64 exec, exec, s[34:35]
	v_mov_b32_e32 v21, 0
	v_mov_b32_e32 v57, v21
	s_and_saveexec_b64 s[34:35], s[28:29]
	s_cbranch_execz .LBB0_134
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e64 v1, v20, v1, s[18:19]
	v_ashrrev_i32_e32 v24, 31, v1
	v_mul_lo_u32 v28, s20, v24
	v_mul_lo_u32 v29, s21, v1
	v_mad_u64_u32 v[24:25], s[38:39], s20, v1, 0
	v_add3_u32 v25, v25, v28, v29
	v_lshl_add_u64 v[24:25], v[24:25], 2, v[14:15]
	global_load_dword v57, v[24:25], off
.LBB0_134:
	s_or_b64 exec, exec, s[34:35]
	v_cmp_lt_i32_e64 s[34:35], 3, s60
	v_add_u32_e64 v24, s66, 3
	s_and_b64 s[34:35], s[6:7], s[34:35]
	v_ashrrev_i32_e32 v25, 31, v24
	s_and_b64 s[44:45], s[18:19], s[34:35]
	v_lshl_add_u64 v[34:35], v[24:25], 2, s[4:5]
	s_and_saveexec_b64 s[38:39], s[44:45]
	s_cbranch_execz .LBB0_136
	global_load_dword v21, v[34:35], off
.LBB0_136:
	s_or_b64 exec, exec, s[38:39]
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v25, v1
	s_and_saveexec_b64 s[38:39], s[34:35]
	s_cbranch_execz .LBB0_138
	v_cndmask_b32_e64 v21, v24, v21, s[18:19]
	v_ashrrev_i32_e32 v25, 31, v21
	v_mul_lo_u32 v25, s20, v25
	v_mul_lo_u32 v32, s21, v21
	v_mad_u64_u32 v[28:29], s[42:43], s20, v21, 0
	v_add3_u32 v29, v29, v25, v32
	v_lshl_add_u64 v[28:29], v[28:29], 2, v[14:15]
	global_load_dword v25, v[28:29], off
.LBB0_138:
	s_or_b64 exec, exec, s[38:39]
	v_cmp_lt_i32_e64 s[38:39], 4, s60
	v_add_u32_e64 v28, s66, 4
	s_and_b64 s[38:39], s[8:9], s[38:39]
	v_ashrrev_i32_e32 v29, 31, v28
	s_and_b64 s[48:49], s[18:19], s[38:39]
	v_lshl_add_u64 v[38:39], v[28:29], 2, s[4:5]
	s_and_saveexec_b64 s[42:43], s[48:49]
	s_cbranch_execz .LBB0_140
	global_load_dword v1, v[38:39], off
.LBB0_140:
	s_or_b64 exec, exec, s[42:43]
	v_mov_b32_e32 v21, 0
	v_mov_b32_e32 v29, v21
	s_and_saveexec_b64 s[42:43], s[38:39]
	s_cbranch_execz .LBB0_142
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e64 v1, v28, v1, s[18:19]
	v_ashrrev_i32_e32 v29, 31, v1
	v_mul_lo_u32 v29, s20, v29
	v_mul_lo_u32 v36, s21, v1
	v_mad_u64_u32 v[32:33], s[46:47], s20, v1, 0
	v_add3_u32 v33, v33, v29, v36
	v_lshl_add_u64 v[32:33], v[32:33], 2, v[14:15]
	global_load_dword v29, v[32:33], off
.LBB0_142:
	s_or_b64 exec, exec, s[42:43]
	v_cmp_lt_i32_e64 s[42:43], 5, s60
	v_add_u32_e64 v32, s66, 5
	s_and_b64 s[42:43], s[10:11], s[42:43]
	v_ashrrev_i32_e32 v33, 31, v32
	s_and_b64 s[52:53], s[18:19], s[42:43]
	v_lshl_add_u64 v[42:43], v[32:33], 2, s[4:5]
	s_and_saveexec_b64 s[46:47], s[52:53]
	s_cbranch_execz .LBB0_144
	global_load_dword v21, v[42:43], off
.LBB0_144:
	s_or_b64 exec, exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v33, v1
	s_and_saveexec_b64 s[46:47], s[42:43]
	s_cbranch_execz .LBB0_146
	v_cndmask_b32_e64 v21, v32, v21, s[18:19]
	v_ashrrev_i32_e32 v33, 31, v21
	v_mul_lo_u32 v33, s20, v33
	v_mul_lo_u32 v40, s21, v21
	v_mad_u64_u32 v[36:37], s[50:51], s20, v21, 0
	v_add3_u32 v37, v37, v33, v40
	v_lshl_add_u64 v[36:37], v[36:37], 2, v[14:15]
	global_load_dword v33, v[36:37], off
.LBB0_146:
	s_or_b64 exec, exec, s[46:47]
	v_cmp_lt_i32_e64 s[46:47], 6, s60
	v_add_u32_e64 v36, s66, 6
	s_and_b64 s[46:47], s[12:13], s[46:47]
	v_ashrrev_i32_e32 v37, 31, v36
	s_and_b64 s[54:55], s[18:19], s[46:47]
	v_lshl_add_u64 v[44:45], v[36:37], 2, s[4:5]
	s_and_saveexec_b64 s[50:51], s[54:55]
	s_cbranch_execz .LBB0_148
	global_load_dword v1, v[44:45], off
.LBB0_148:
	s_or_b64 exec, exec, s[50:51]
	v_mov_b32_e32 v21, 0
	v_mov_b32_e32 v37, v21
	s_and_saveexec_b64 s[50:51], s[46:47]
	s_cbranch_execz .LBB0_150
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e64 v1, v36, v1, s[18:19]
	v_ashrrev_i32_e32 v37, 31, v1
	v_mul_lo_u32 v37, s20, v37
	v_mul_lo_u32 v46, s21, v1
	v_mad_u64_u32 v[40:41], s[56:57], s20, v1, 0
	v_add3_u32 v41, v41, v37, v46
	v_lshl_add_u64 v[40:41], v[40:41], 2, v[14:15]
	global_load_dword v37, v[40:41], off
.LBB0_150:
	s_or_b64 exec, exec, s[50:51]
	v_cmp_lt_i32_e64 s[50:51], 7, s60
	v_add_u32_e64 v40, s66, 7
	s_and_b64 s[50:51], s[14:15], s[50:51]
	v_ashrrev_i32_e32 v41, 31, v40
	s_and_b64 s[56:57], s[18:19], s[50:51]
	v_lshl_add_u64 v[46:47], v[40:41], 2, s[4:5]
	s_and_saveexec_b64 s[58:59], s[56:57]
	s_cbranch_execz .LBB0_152
	global_load_dword v21, v[46:47], off
.LBB0_152:
	s_or_b64 exec, exec, s[58:59]
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v41, v1
	s_and_saveexec_b64 s[58:59], s[50:51]
	s_cbranch_execz .LBB0_154
	v_cndmask_b32_e64 v21, v40, v21, s[18:19]
	v_ashrrev_i32_e32 v41, 31, v21
	v_mul_lo_u32 v41, s20, v41
	v_mul_lo_u32 v58, s21, v21
	v_mad_u64_u32 v[48:49], s[68:69], s20, v21, 0
	v_add3_u32 v49, v49, v41, v58
	v_lshl_add_u64 v[48:49], v[48:49], 2, v[14:15]
	global_load_dword v41, v[48:49], off
.LBB0_154:
	s_or_b64 exec, exec, s[58:59]
	v_cmp_gt_i32_e32 vcc, s60, v50
	s_and_b64 s[58:59], s[16:17], vcc
	v_add_u32_e32 v48, s66, v50
	s_and_b64 s[68:69], s[18:19], s[58:59]
	s_and_saveexec_b64 s[60:61], s[68:69]
	s_cbranch_execz .LBB0_156
	v_ashrrev_i32_e32 v49, 31, v48
	v_lshl_add_u64 v[58:59], v[48:49], 2, s[4:5]
	global_load_dword v1, v[58:59], off
.LBB0_156:
	s_or_b64 exec, exec, s[60:61]
	v_mov_b32_e32 v21, 0
	v_mov_b32_e32 v49, v21
	s_and_saveexec_b64 s[60:61], s[58:59]
	s_cbranch_execz .LBB0_158
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e64 v1, v48, v1, s[18:19]
	v_ashrrev_i32_e32 v48, 31, v1
	v_mul_lo_u32 v58, s24, v48
	v_mul_lo_u32 v59, s25, v1
	v_mad_u64_u32 v[48:49], s[58:59], s24, v1, 0
	v_add3_u32 v49, v49, v58, v59
	v_lshl_add_u64 v[48:49], v[48:49], 2, v[16:17]
	global_load_dword v49, v[48:49], off
.LBB0_158:
	s_or_b64 exec, exec, s[60:61]
	s_and_saveexec_b64 s[58:59], s[30:31]
	s_cbranch_execz .LBB0_160
	global_load_dword v21, v[22:23], off
.LBB0_160:
	s_or_b64 exec, exec, s[58:59]
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v22, v1
	s_and_saveexec_b64 s[30:31], s[22:23]
	s_cbranch_execz .LBB0_162
	v_mov_b32_e32 v22, s66
	v_cndmask_b32_e64 v21, v22, v21, s[18:19]
	v_ashrrev_i32_e32 v22, 31, v21
	v_mul_lo_u32 v48, s24, v22
	v_mul_lo_u32 v58, s25, v21
	v_mad_u64_u32 v[22:23], s[22:23], s24, v21, 0
	v_add3_u32 v23, v23, v48, v58
	v_lshl_add_u64 v[22:23], v[22:23], 2, v[18:19]
	global_load_dword v22, v[22:23], off
.LBB0_162:
	s_or_b64 exec, exec, s[30:31]
	s_and_saveexec_b64 s[22:23], s[36:37]
	s_cbranch_execz .LBB0_164
	global_load_dword v1, v[26:27], off
.LBB0_164:
	s_or_b64 exec, exec, s[22:23]
	v_mov_b32_e32 v21, 0
	v_mov_b32_e32 v23, v21
	s_and_saveexec_b64 s[22:23], s[26:27]
	s_cbranch_execz .LBB0_166
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e64 v0, v0, v1, s[18:19]
	v_ashrrev_i32_e32 v1, 31, v0
	v_mul_lo_u32 v23, s24, v1
	v_mul_lo_u32 v26, s25, v0
	v_mad_u64_u32 v[0:1], s[26:27], s24, v0, 0
	v_add3_u32 v1, v1, v23, v26
	v_lshl_add_u64 v[0:1], v[0:1], 2, v[18:19]
	global_load_dword v23, v[0:1], off
.LBB0_166:
	s_or_b64 exec, exec, s[22:23]
	s_and_saveexec_b64 s[22:23], s[40:41]
	s_cbranch_execz .LBB0_168
	global_load_dword v21, v[30:31], off
.LBB0_168:
	s_or_b64 exec, exec, s[22:23]
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v26, v0
	s_and_saveexec_b64 s[22:23], s[28:29]
	s_cbranch_execz .LBB0_170
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e64 v1, v20, v21, s[18:19]
	v_ashrrev_i32_e32 v20, 31, v1
	v_mul_lo_u32 v26, s24, v20
	v_mul_lo_u32 v27, s25, v1
	v_mad_u64_u32 v[20:21], s[26:27], s24, v1, 0
	v_add3_u32 v21, v21, v26, v27
	v_lshl_add_u64 v[20:21], v[20:21], 2, v[18:19]
	global_load_dword v26, v[20:21], off
.LBB0_170:
	s_or_b64 exec, exec, s[22:23]
	s_and_saveexec_b64 s[22:23], s[44:45]
	s_cbranch_execz .LBB0_172
	global_load_dword v0, v[34:35], off
.LBB0_172:
	s_or_b64 exec, exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v20, v1
	s_and_saveexec_b64 s[22:23], s[34:35]
	s_cbranch_execz .LBB0_174
	v_cndmask_b32_e64 v0, v24, v0, s[18:19]
	v_ashrrev_i32_e32 v20, 31, v0
	v_mul_lo_u32 v24, s24, v20
	v_mul_lo_u32 v27, s25, v0
	v_mad_u64_u32 v[20:21], s[26:27], s24, v0, 0
	v_add3_u32 v21, v21, v24, v27
	v_lshl_add_u64 v[20:21], v[20:21], 2, v[18:19]
	global_load_dword v20, v[20:21], off
.LBB0_174:
	s_or_b64 exec, exec, s[22:23]
	s_and_saveexec_b64 s[22:23], s[48:49]
	s_cbranch_execz .LBB0_176
	global_load_dword v1, v[38:39], off
.LBB0_176:
	s_or_b64 exec, exec, s[22:23]
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v21, v0
	s_and_saveexec_b64 s[22:23], s[38:39]
	s_cbranch_execz .LBB0_178
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e64 v1, v28, v1, s[18:19]
	v_ashrrev_i32_e32 v21, 31, v1
	v_mul_lo_u32 v21, s24, v21
	v_mul_lo_u32 v24, s25, v1
	v_mad_u64_u32 v[30:31], s[26:27], s24, v1, 0
	v_add3_u32 v31, v31, v21, v24
	v_lshl_add_u64 v[30:31], v[30:31], 2, v[18:19]
	global_load_dword v21, v[30:31], off
.LBB0_178:
	s_or_b64 exec, exec, s[22:23]
	s_and_saveexec_b64 s[22:23], s[52:53]
	s_cbranch_execz .LBB0_180
	global_load_dword v0, v[42:43], off
.LBB0_180:
	s_or_b64 exec, exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v24, v1
	s_and_saveexec_b64 s[22:23], s[42:43]
	s_cbranch_execz .LBB0_182
	v_cndmask_b32_e64 v0, v32, v0, s[18:19]
	v_ashrrev_i32_e32 v24, 31, v0
	v_mul_lo_u32 v24, s24, v24
	v_mul_lo_u32 v27, s25, v0
	v_mad_u64_u32 v[30:31], s[26:27], s24, v0, 0
	v_add3_u32 v31, v31, v24, v27
	v_lshl_add_u64 v[30:31], v[30:31], 2, v[18:19]
	global_load_dword v24, v[30:31], off
.LBB0_182:
	s_or_b64 exec, exec, s[22:23]
	s_and_saveexec_b64 s[22:23], s[54:55]
	s_cbranch_execz .LBB0_184
	global_load_dword v1, v[44:45], off
.LBB0_184:
	s_or_b64 exec, exec, s[22:23]
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v27, v0
	s_and_saveexec_b64 s[22:23], s[46:47]
	s_cbranch_execnz .LBB0_209
	s_or_b64 exec, exec, s[22:23]
	s_and_saveexec_b64 s[22:23], s[56:57]
	s_cbranch_execnz .LBB0_210
.LBB0_186:
	s_or_b64 exec, exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v1, 0
	s_and_saveexec_b64 s[22:23], s[50:51]
	s_cbranch_execnz .LBB0_211
.LBB0_187:
	s_or_b64 exec, exec, s[22:23]
	ds_write_b32 v51, v55
	s_and_saveexec_b64 s[22:23], s[2:3]
	s_cbranch_execnz .LBB0_212
.LBB0_188:
	s_or_b64 exec, exec, s[22:23]
	s_and_saveexec_b64 s[22:23], s[0:1]
	s_cbranch_execnz .LBB0_213
.LBB0_189:
	s_or_b64 exec, exec, s[22:23]
	s_and_saveexec_b64 s[22:23], s[6:7]
	s_cbranch_execnz .LBB0_214
.LBB0_190:
	s_or_b64 exec, exec, s[22:23]
	s_and_saveexec_b64 s[22:23], s[8:9]
	s_cbranch_execnz .LBB0_215
.LBB0_191:
	s_or_b64 exec, exec, s[22:23]
	s_and_saveexec_b64 s[22:23], s[10:11]
	s_cbranch_execnz .LBB0_216
.LBB0_192:
	s_or_b64 exec, exec, s[22:23]
	s_and_saveexec_b64 s[22:23], s[12:13]
	s_cbranch_execnz .LBB0_217
.LBB0_193:
	s_or_b64 exec, exec, s[22:23]
	s_and_saveexec_b64 s[22:23], s[14:15]
	s_cbranch_execnz .LBB0_218
.LBB0_194:
	s_or_b64 exec, exec, s[22:23]
	s_and_saveexec_b64 s[22:23], s[16:17]
	s_cbranch_execnz .LBB0_219
.LBB0_195:
	s_or_b64 exec, exec, s[22:23]
	ds_write_b32 v52, v22
	s_and_saveexec_b64 s[22:23], s[2:3]
	s_cbranch_execnz .LBB0_220
.LBB0_196:
	s_or_b64 exec, exec, s[22:23]
	s_and_saveexec_b64 s[22:23], s[0:1]
	s_cbranch_execnz .LBB0_221
.LBB0_197:
	s_or_b64 exec, exec, s[22:23]
	s_and_saveexec_b64 s[22:23], s[6:7]
	s_cbranch_execnz .LBB0_222
.LBB0_198:
	s_or_b64 exec, exec, s[22:23]
	s_and_saveexec_b64 s[22:23], s[8:9]
	s_cbranch_execnz .LBB0_223
.LBB0_199:
	s_or_b64 exec, exec, s[22:23]
	s_and_saveexec_b64 s[22:23], s[10:11]
	s_cbranch_execnz .LBB0_224
.LBB0_200:
	s_or_b64 exec, exec, s[22:23]
	s_and_saveexec_b64 s[22:23], s[12:13]
	s_cbranch_execnz .LBB0_225
.LBB0_201:
	s_or_b64 exec, exec, s[22:23]
	s_and_saveexec_b64 s[22:23], s[14:15]
	s_cbranch_execz .LBB0_203
.LBB0_202:
	s_waitcnt vmcnt(0)
	ds_write_b32 v52, v1 offset:3584
.LBB0_203:
	s_or_b64 exec, exec, s[22:23]
	s_waitcnt lgkmcnt(0)
	s_barrier
.LBB0_204:
	s_cmp_lt_i32 s65, 1
	s_cbranch_scc1 .LBB0_120
	s_waitcnt vmcnt(0)
	v_med3_i32 v0, s64, 1, 8
	v_mov_b32_e32 v1, s33
	v_mov_b32_e32 v20, v54
	v_mov_b32_e32 v21, v53
	s_branch .LBB0_207
.LBB0_206:
	v_add_u32_e32 v0, -1, v0
	v_cmp_eq_u32_e32 vcc, 0, v0
	v_add_u32_e32 v21, 32, v21
	v_add_u32_e32 v20, 0x200, v20
	s_cbranch_vccnz .LBB0_120
.LBB0_207:
	ds_read_b32 v38, v21
	ds_read_b128 v[22:25], v20
	ds_read_b128 v[26:29], v20 offset:4096
	ds_read_b128 v[30:33], v20 offset:4352
	ds_read_b128 v[34:37], v20 offset:256
	v_subrev_co_u32_e32 v1, vcc, 1, v1
	s_waitcnt lgkmcnt(3)
	v_pk_mul_f32 v[6:7], v[6:7], v[22:23]
	v_pk_mul_f32 v[8:9], v[8:9], v[24:25]
	s_waitcnt lgkmcnt(0)
	v_pk_mul_f32 v[2:3], v[2:3], v[34:35]
	v_pk_mul_f32 v[4:5], v[4:5], v[36:37]
	v_pk_fma_f32 v[6:7], v[26:27], v[38:39], v[6:7] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[8:9], v[28:29], v[38:39], v[8:9] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[2:3], v[30:31], v[38:39], v[2:3] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[4:5], v[32:33], v[38:39], v[4:5] op_sel_hi:[1,0,1]
	s_and_b64 vcc, exec, vcc
	s_cbranch_vccz .LBB0_206
	global_store_dwordx4 v[12:13], v[6:9], off
	global_store_dwordx4 v[12:13], v[2:5], off offset:256
	s_branch .LBB0_206
.LBB0_209:
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e64 v1, v36, v1, s[18:19]
	v_ashrrev_i32_e32 v27, 31, v1
	v_mul_lo_u32 v27, s24, v27
	v_mul_lo_u32 v28, s25, v1
	v_mad_u64_u32 v[30:31], s[26:27], s24, v1, 0
	v_add3_u32 v31, v31, v27, v28
	v_lshl_add_u64 v[30:31], v[30:31], 2, v[18:19]
	global_load_dword v27, v[30:31], off
	s_or_b64 exec, exec, s[22:23]
	s_and_saveexec_b64 s[22:23], s[56:57]
	s_cbranch_execz .LBB0_186
.LBB0_210:
	global_load_dword v0, v[46:47], off
	s_or_b64 exec, exec, s[22:23]
	s_waitcnt vmcnt(1)
	v_mov_b32_e32 v1, 0
	s_and_saveexec_b64 s[22:23], s[50:51]
	s_cbranch_execz .LBB0_187
.LBB0_211:
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e64 v0, v40, v0, s[18:19]
	v_ashrrev_i32_e32 v1, 31, v0
	v_mul_lo_u32 v28, s24, v1
	v_mul_lo_u32 v30, s25, v0
	v_mad_u64_u32 v[0:1], s[26:27], s24, v0, 0
	v_add3_u32 v1, v1, v28, v30
	v_lshl_add_u64 v[0:1], v[0:1], 2, v[18:19]
	global_load_dword v1, v[0:1], off
	s_or_b64 exec, exec, s[22:23]
	ds_write_b32 v51, v55
	s_and_saveexec_b64 s[22:23], s[2:3]
	s_cbranch_execz .LBB0_188
.LBB0_212:
	ds_write_b32 v51, v56 offset:512
	s_or_b64 exec, exec, s[22:23]
	s_and_saveexec_b64 s[22:23], s[0:1]
	s_cbranch_execz .LBB0_189
.LBB0_213:
	ds_write_b32 v51, v57 offset:1024
	s_or_b64 exec, exec, s[22:23]
	s_and_saveexec_b64 s[22:23], s[6:7]
	s_cbranch_execz .LBB0_190
.LBB0_214:
	ds_write_b32 v51, v25 offset:1536
	s_or_b64 exec, exec, s[22:23]
	s_and_saveexec_b64 s[22:23], s[8:9]
	s_cbranch_execz .LBB0_191
.LBB0_215:
	ds_write_b32 v51, v29 offset:2048
	s_or_b64 exec, exec, s[22:23]
	s_and_saveexec_b64 s[22:23], s[10:11]
	s_cbranch_execz .LBB0_192
.LBB0_216:
	ds_write_b32 v51, v33 offset:2560
	s_or_b64 exec, exec, s[22:23]
	s_and_saveexec_b64 s[22:23], s[12:13]
	s_cbranch_execz .LBB0_193
.LBB0_217:
	ds_write_b32 v51, v37 offset:3072
	s_or_b64 exec, exec, s[22:23]
	s_and_saveexec_b64 s[22:23], s[14:15]
	s_cbranch_execz .LBB0_194
.LBB0_218:
	ds_write_b32 v51, v41 offset:3584
	s_or_b64 exec, exec, s[22:23]
	s_and_saveexec_b64 s[22:23], s[16:17]
	s_cbranch_execz .LBB0_195
.LBB0_219:
	ds_write_b32 v51, v49 offset:4096
	s_or_b64 exec, exec, s[22:23]
	ds_write_b32 v52, v22
	s_and_saveexec_b64 s[22:23], s[2:3]
	s_cbranch_execz .LBB0_196
.LBB0_220:
	ds_write_b32 v52, v23 offset:512
	s_or_b64 exec, exec, s[22:23]
	s_and_saveexec_b64 s[22:23], s[0:1]
	s_cbranch_execz .LBB0_197
.LBB0_221:
	ds_write_b32 v52, v26 offset:1024
	s_or_b64 exec, exec, s[22:23]
	s_and_saveexec_b64 s[22:23], s[6:7]
	s_cbranch_execz .LBB0_198
.LBB0_222:
	ds_write_b32 v52, v20 offset:1536
	s_or_b64 exec, exec, s[22:23]
	s_and_saveexec_b64 s[22:23], s[8:9]
	s_cbranch_execz .LBB0_199
.LBB0_223:
	ds_write_b32 v52, v21 offset:2048
	s_or_b64 exec, exec, s[22:23]
	s_and_saveexec_b64 s[22:23], s[10:11]
	s_cbranch_execz .LBB0_200
.LBB0_224:
	ds_write_b32 v52, v24 offset:2560
	s_or_b64 exec, exec, s[22:23]
	s_and_saveexec_b64 s[22:23], s[12:13]
	s_cbranch_execz .LBB0_201
.LBB0_225:
	ds_write_b32 v52, v27 offset:3072
	s_or_b64 exec, exec, s[22:23]
	s_and_saveexec_b64 s[22:23], s[14:15]
	s_cbranch_execnz .LBB0_202
	s_branch .LBB0_203
.LBB0_226:
	global_store_dwordx4 v[10:11], v[6:9], off
	global_store_dwordx4 v[10:11], v[2:5], off offset:256
	s_endpgm
.LBB0_227:
	ds_write_b32 v51, v37 offset:512
	s_or_b64 exec, exec, s[4:5]
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_103
.LBB0_228:
	ds_write_b32 v51, v38 offset:1024
	s_or_b64 exec, exec, s[4:5]
	s_and_saveexec_b64 s[4:5], s[6:7]
	s_cbranch_execz .LBB0_104
.LBB0_229:
	ds_write_b32 v51, v39 offset:1536
	s_or_b64 exec, exec, s[4:5]
	s_and_saveexec_b64 s[4:5], s[8:9]
	s_cbranch_execz .LBB0_105
.LBB0_230:
	ds_write_b32 v51, v40 offset:2048
	s_or_b64 exec, exec, s[4:5]
	s_and_saveexec_b64 s[4:5], s[10:11]
	s_cbranch_execz .LBB0_106
.LBB0_231:
	ds_write_b32 v51, v41 offset:2560
	s_or_b64 exec, exec, s[4:5]
	s_and_saveexec_b64 s[4:5], s[12:13]
	s_cbranch_execz .LBB0_107
.LBB0_232:
	ds_write_b32 v51, v42 offset:3072
	s_or_b64 exec, exec, s[4:5]
	s_and_saveexec_b64 s[4:5], s[14:15]
	s_cbranch_execz .LBB0_108
.LBB0_233:
	ds_write_b32 v51, v43 offset:3584
	s_or_b64 exec, exec, s[4:5]
	s_and_saveexec_b64 s[4:5], s[16:17]
	s_cbranch_execnz .LBB0_109
	s_branch .LBB0_110
.LBB0_234:
	ds_write_b32 v52, v21 offset:512
	s_or_b64 exec, exec, s[4:5]
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_112
.LBB0_235:
	ds_write_b32 v52, v22 offset:1024
	s_or_b64 exec, exec, s[4:5]
	s_and_saveexec_b64 s[4:5], s[6:7]
	s_cbranch_execz .LBB0_113
.LBB0_236:
	ds_write_b32 v52, v23 offset:1536
	s_or_b64 exec, exec, s[4:5]
	s_and_saveexec_b64 s[4:5], s[8:9]
	s_cbranch_execz .LBB0_114
.LBB0_237:
	ds_write_b32 v52, v24 offset:2048
	s_or_b64 exec, exec, s[4:5]
	s_and_saveexec_b64 s[4:5], s[10:11]
	s_cbranch_execz .LBB0_115
.LBB0_238:
	ds_write_b32 v52, v25 offset:2560
	s_or_b64 exec, exec, s[4:5]
	s_and_saveexec_b64 s[4:5], s[12:13]
	s_cbranch_execz .LBB0_116
.LBB0_239:
	ds_write_b32 v52, v26 offset:3072
	s_or_b64 exec, exec, s[4:5]
	s_and_saveexec_b64 s[4:5], s[14:15]
	s_cbranch_execnz .LBB0_117
	s_branch .LBB0_118
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel kda_replay_pool_f32_bv8w2_tree
		.amdhsa_group_segment_fixed_size 8448
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
		.amdhsa_next_free_vgpr 60
		.amdhsa_next_free_sgpr 99
		.amdhsa_accum_offset 60
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

	.set kda_replay_pool_f32_bv8w2_tree.num_vgpr, 60
	.set kda_replay_pool_f32_bv8w2_tree.num_agpr, 0
	.set kda_replay_pool_f32_bv8w2_tree.numbered_sgpr, 99
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
    .group_segment_fixed_size: 8448
    .kernarg_segment_align: 8
    .kernarg_segment_size: 196
    .max_flat_workgroup_size: 128
    .name:           kda_replay_pool_f32_bv8w2_tree
    .private_segment_fixed_size: 0
    .sgpr_count:     105
    .sgpr_spill_count: 0
    .symbol:         kda_replay_pool_f32_bv8w2_tree.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     60
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx950
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
