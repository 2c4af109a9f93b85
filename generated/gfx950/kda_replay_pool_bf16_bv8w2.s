; deltagen generated file: do not edit. Regenerate with `cargo xtask gen`.
; kernel: kda_replay  instance: kda_replay_pool_bf16_bv8w2  arch: gfx950
; profile=portable  pool_dtype=bf16  tile=bv8w2  lanes_per_column=16
; ir-sha256: e60d24d058c1d441bd1ff36e711a313ea1822a1dc163395741a8eacdb68ef8f2
; llvm: 22.1  pipeline: default<O3>  ld.lld: LLVM 22.1
	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 6
	.text
	.globl	kda_replay_pool_bf16_bv8w2
	.p2align	8
	.type	kda_replay_pool_bf16_bv8w2,@function
kda_replay_pool_bf16_bv8w2:
	s_load_dwordx16 s[16:31], s[0:1], 0x0
	s_load_dwordx2 s[8:9], s[0:1], 0x40
	s_load_dwordx4 s[36:39], s[0:1], 0x5c
	s_mov_b32 s6, s3
	s_ashr_i32 s7, s3, 31
	s_lshl_b64 s[6:7], s[6:7], 2
	s_waitcnt lgkmcnt(0)
	s_add_u32 s10, s24, s6
	s_addc_u32 s11, s25, s7
	s_load_dword s3, s[10:11], 0x0
	s_add_u32 s10, s26, s6
	s_addc_u32 s11, s27, s7
	s_load_dword s5, s[10:11], 0x0
	s_add_u32 s10, s28, s6
	s_addc_u32 s11, s29, s7
	s_load_dword s65, s[10:11], 0x0
	s_add_u32 s10, s30, s6
	s_addc_u32 s11, s31, s7
	s_add_u32 s6, s8, s6
	s_addc_u32 s7, s9, s7
	s_waitcnt lgkmcnt(0)
	s_cmp_gt_i32 s65, -1
	s_load_dword s33, s[6:7], 0x0
	s_cselect_b64 s[6:7], -1, 0
	s_cmp_ge_i32 s65, s38
	s_cselect_b64 s[8:9], -1, 0
	s_cmp_gt_i32 s3, -1
	s_load_dword s66, s[10:11], 0x0
	s_cselect_b64 s[10:11], -1, 0
	s_cmp_lt_i32 s3, s36
	s_cselect_b64 s[12:13], -1, 0
	s_and_b64 s[10:11], s[10:11], s[12:13]
	s_cmp_gt_i32 s5, -1
	s_cselect_b64 s[12:13], -1, 0
	s_cmp_lt_i32 s5, s37
	s_cselect_b64 s[14:15], -1, 0
	s_and_b64 s[12:13], s[12:13], s[14:15]
	s_waitcnt lgkmcnt(0)
	s_cmp_gt_i32 s33, -1
	s_cselect_b64 s[14:15], -1, 0
	s_cmp_lt_i32 s66, 0
	s_cselect_b64 s[24:25], -1, 0
	s_cmp_ge_i32 s66, s36
	s_cselect_b64 s[26:27], -1, 0
	s_or_b64 s[24:25], s[24:25], s[26:27]
	s_cmp_gt_i32 s33, s65
	s_cselect_b64 s[26:27], -1, 0
	s_or_b64 s[24:25], s[24:25], s[26:27]
	s_and_b64 s[14:15], s[14:15], s[24:25]
	s_nor_b64 s[24:25], s[8:9], s[14:15]
	s_and_b64 s[24:25], s[6:7], s[24:25]
	s_and_b64 s[24:25], s[10:11], s[24:25]
	s_and_b64 s[24:25], s[12:13], s[24:25]
	s_andn2_b64 vcc, exec, s[24:25]
	s_mov_b64 s[24:25], -1
	s_cbranch_vccnz .LBB0_3
	s_andn2_b64 vcc, exec, s[24:25]
	s_cbranch_vccz .LBB0_21
.LBB0_2:
	s_endpgm
.LBB0_3:
	s_load_dword s28, s[0:1], 0xc0
	s_xor_b64 s[10:11], s[10:11], -1
	s_xor_b64 s[26:27], s[12:13], -1
	s_and_b64 s[24:25], s[6:7], s[8:9]
	s_and_b64 s[12:13], s[6:7], s[10:11]
	s_and_b64 s[10:11], s[6:7], s[26:27]
	s_and_b64 s[8:9], s[6:7], s[14:15]
	s_or_b64 s[6:7], s[24:25], s[12:13]
	s_or_b64 s[6:7], s[10:11], s[6:7]
	s_or_b64 s[6:7], s[6:7], s[8:9]
	s_waitcnt lgkmcnt(0)
	s_cmp_lg_u32 s28, 0
	s_cselect_b64 s[14:15], -1, 0
	s_and_b64 s[6:7], s[14:15], s[6:7]
	s_and_b64 vcc, exec, s[6:7]
	s_cbranch_vccz .LBB0_20
	s_load_dwordx2 s[6:7], s[0:1], 0xb8
	s_andn2_b64 vcc, exec, s[24:25]
	s_cbranch_vccz .LBB0_11
	s_andn2_b64 vcc, exec, s[12:13]
	s_cbranch_vccz .LBB0_14
.LBB0_6:
	s_andn2_b64 vcc, exec, s[10:11]
	s_cbranch_vccz .LBB0_17
.LBB0_7:
	s_andn2_b64 vcc, exec, s[8:9]
	s_cbranch_vccnz .LBB0_20
.LBB0_8:
	v_mbcnt_lo_u32_b32 v1, exec_lo, 0
	v_mbcnt_hi_u32_b32 v1, exec_hi, v1
	v_cmp_eq_u32_e32 vcc, 0, v1
	s_and_saveexec_b64 s[8:9], vcc
	s_xor_b64 s[8:9], exec, s[8:9]
	s_cbranch_execz .LBB0_10
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, 32
	s_waitcnt lgkmcnt(0)
	global_atomic_or v1, v2, s[6:7]
.LBB0_10:
	s_or_b64 exec, exec, s[8:9]
	s_cbranch_execnz .LBB0_2
	s_branch .LBB0_21
.LBB0_11:
	v_mbcnt_lo_u32_b32 v1, exec_lo, 0
	v_mbcnt_hi_u32_b32 v1, exec_hi, v1
	v_cmp_eq_u32_e32 vcc, 0, v1
	s_and_saveexec_b64 s[14:15], vcc
	s_cbranch_execz .LBB0_13
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, 16
	s_waitcnt lgkmcnt(0)
	global_atomic_or v1, v2, s[6:7]
.LBB0_13:
	s_or_b64 exec, exec, s[14:15]
	s_andn2_b64 vcc, exec, s[12:13]
	s_cbranch_vccnz .LBB0_6
.LBB0_14:
	v_mbcnt_lo_u32_b32 v1, exec_lo, 0
	v_mbcnt_hi_u32_b32 v1, exec_hi, v1
	v_cmp_eq_u32_e32 vcc, 0, v1
	s_and_saveexec_b64 s[12:13], vcc
	s_cbranch_execz .LBB0_16
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, 4
	s_waitcnt lgkmcnt(0)
	global_atomic_or v1, v2, s[6:7]
.LBB0_16:
	s_or_b64 exec, exec, s[12:13]
	s_andn2_b64 vcc, exec, s[10:11]
	s_cbranch_vccnz .LBB0_7
.LBB0_17:
	v_mbcnt_lo_u32_b32 v1, exec_lo, 0
	v_mbcnt_hi_u32_b32 v1, exec_hi, v1
	v_cmp_eq_u32_e32 vcc, 0, v1
	s_and_saveexec_b64 s[10:11], vcc
	s_cbranch_execz .LBB0_19
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, 8
	s_waitcnt lgkmcnt(0)
	global_atomic_or v1, v2, s[6:7]
.LBB0_19:
	s_or_b64 exec, exec, s[10:11]
	s_andn2_b64 vcc, exec, s[8:9]
	s_cbranch_vccz .LBB0_8
.LBB0_20:
	s_cbranch_execnz .LBB0_2
.LBB0_21:
	s_waitcnt lgkmcnt(0)
	s_load_dwordx2 s[6:7], s[0:1], 0x6c
	s_ashr_i32 s8, s2, 31
	s_lshr_b32 s8, s8, 28
	s_add_i32 s10, s2, s8
	s_ashr_i32 s8, s10, 4
	s_waitcnt lgkmcnt(0)
	s_max_i32 s9, s6, 1
	v_cvt_f32_u32_e32 v1, s9
	s_sub_i32 s12, 0, s9
	s_abs_i32 s11, s7
	s_ashr_i32 s15, s7, 31
	v_rcp_iflag_f32_e32 v1, v1
	s_load_dwordx16 s[36:51], s[0:1], 0x78
	v_lshlrev_b32_e32 v5, 2, v0
	v_and_b32_e32 v4, 60, v5
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	v_mov_b32_e32 v9, 0
	v_lshlrev_b32_e32 v8, 1, v4
	v_mov_b32_e32 v14, 0
	v_readfirstlane_b32 s13, v1
	s_mul_i32 s12, s12, s13
	s_mul_hi_u32 s12, s13, s12
	s_add_i32 s13, s13, s12
	s_mul_hi_u32 s12, s11, s13
	s_mul_i32 s13, s12, s9
	s_sub_i32 s11, s11, s13
	s_add_i32 s14, s12, 1
	s_sub_i32 s13, s11, s9
	s_cmp_ge_u32 s11, s9
	s_cselect_b32 s12, s14, s12
	s_cselect_b32 s11, s13, s11
	s_add_i32 s13, s12, 1
	s_cmp_ge_u32 s11, s9
	s_cselect_b32 s9, s13, s12
	s_xor_b32 s9, s9, s15
	s_sub_i32 s9, s9, s15
	s_max_i32 s9, s9, 1
	v_cvt_f32_u32_e32 v1, s9
	s_sub_i32 s11, 0, s9
	s_abs_i32 s1, s8
	s_ashr_i32 s0, s10, 31
	v_rcp_iflag_f32_e32 v2, v1
	v_lshrrev_b32_e32 v1, 4, v0
	s_mov_b32 s14, s7
	s_waitcnt lgkmcnt(0)
	s_mul_i32 s7, s47, s5
	v_mul_f32_e32 v2, 0x4f7ffffe, v2
	v_cvt_u32_f32_e32 v2, v2
	v_mov_b32_e32 v15, v14
	v_readfirstlane_b32 s12, v2
	s_mul_i32 s11, s11, s12
	s_mul_hi_u32 s11, s12, s11
	s_add_i32 s12, s12, s11
	s_mul_hi_u32 s11, s1, s12
	s_mul_i32 s12, s11, s9
	s_sub_i32 s1, s1, s12
	s_add_i32 s13, s11, 1
	s_sub_i32 s12, s1, s9
	s_cmp_ge_u32 s1, s9
	s_cselect_b32 s11, s13, s11
	s_cselect_b32 s1, s12, s1
	s_add_i32 s12, s11, 1
	s_cmp_ge_u32 s1, s9
	s_cselect_b32 s1, s12, s11
	s_and_b32 s10, s10, 0x1ffffff0
	s_ashr_i32 s69, s4, 31
	s_ashr_i32 s9, s8, 31
	s_sub_i32 s2, s2, s10
	s_lshl_b32 s70, s2, 3
	s_lshl_b64 s[28:29], s[8:9], 7
	s_mul_hi_u32 s2, s36, s4
	s_mul_i32 s8, s36, s69
	s_xor_b32 s1, s1, s0
	s_add_i32 s2, s2, s8
	s_mul_i32 s8, s37, s4
	s_sub_i32 s0, s1, s0
	s_add_i32 s9, s2, s8
	s_mul_i32 s8, s36, s4
	s_mul_i32 s2, s39, s3
	s_mul_hi_u32 s10, s38, s3
	s_ashr_i32 s1, s0, 31
	s_add_i32 s11, s10, s2
	s_mul_i32 s10, s38, s3
	s_lshl_b64 s[2:3], s[8:9], 1
	v_or_b32_e32 v2, s70, v1
	s_add_u32 s67, s16, s2
	v_ashrrev_i32_e32 v3, 31, v2
	s_addc_u32 s68, s17, s3
	s_lshl_b64 s[2:3], s[10:11], 1
	v_lshl_add_u64 v[10:11], s[28:29], 0, v[2:3]
	s_add_u32 s2, s67, s2
	s_addc_u32 s3, s68, s3
	v_lshlrev_b64 v[2:3], 8, v[10:11]
	v_lshl_add_u64 v[2:3], s[2:3], 0, v[2:3]
	v_lshl_add_u64 v[2:3], v[2:3], 0, v[8:9]
	global_load_dwordx2 v[6:7], v[2:3], off
	global_load_dwordx2 v[12:13], v[2:3], off offset:128
	s_mul_hi_u32 s2, s44, s4
	s_mul_i32 s3, s44, s69
	s_add_i32 s2, s2, s3
	s_mul_i32 s3, s45, s4
	s_mul_hi_u32 s8, s46, s5
	s_add_i32 s2, s2, s3
	s_mul_i32 s3, s44, s4
	s_add_i32 s8, s8, s7
	s_mul_i32 s7, s46, s5
	s_add_u32 s30, s7, s3
	s_addc_u32 s31, s8, s2
	s_add_i32 s64, s65, 1
	s_ashr_i32 s7, s6, 31
	s_lshl_b64 s[34:35], s[0:1], 7
	s_min_u32 s71, s64, 8
	s_cmp_lg_u32 s71, 0
	s_cselect_b64 s[44:45], -1, 0
	s_and_saveexec_b64 s[0:1], s[44:45]
	s_cbranch_execz .LBB0_23
	s_lshl_b64 s[2:3], s[30:31], 2
	s_add_u32 s8, s20, s2
	s_addc_u32 s9, s21, s3
	s_lshl_b64 s[2:3], s[34:35], 2
	s_add_u32 s2, s8, s2
	s_addc_u32 s3, s9, s3
	v_lshlrev_b32_e32 v8, 2, v0
	global_load_dword v15, v8, s[2:3]
.LBB0_23:
	s_or_b64 exec, exec, s[0:1]
	s_lshl_b64 s[24:25], s[6:7], 7
	s_movk_i32 s0, 0x380
	s_cmp_gt_u32 s71, 1
	v_cmp_gt_u32_e64 s[0:1], s0, v0
	s_cselect_b64 s[2:3], -1, 0
	s_and_b64 s[46:47], s[0:1], s[2:3]
	s_and_saveexec_b64 s[2:3], s[46:47]
	s_cbranch_execz .LBB0_25
	s_lshl_b64 s[6:7], s[30:31], 2
	s_add_u32 s6, s20, s6
	v_mul_i32_i24_e64 v17, s25, 1
	v_mul_lo_u32 v16, s24, 1
	s_addc_u32 s7, s21, s7
	v_lshl_add_u64 v[16:17], v[16:17], 2, s[6:7]
	v_lshl_add_u64 v[16:17], s[34:35], 2, v[16:17]
	v_lshlrev_b32_e32 v8, 2, v0
	v_lshl_add_u64 v[8:9], v[16:17], 0, v[8:9]
	global_load_dword v14, v[8:9], off
.LBB0_25:
	s_or_b64 exec, exec, s[2:3]
	s_movk_i32 s2, 0x300
	s_cmp_gt_u32 s71, 2
	v_cmp_gt_u32_e64 s[2:3], s2, v0
	s_cselect_b64 s[6:7], -1, 0
	v_mov_b32_e32 v17, 0
	s_and_b64 s[52:53], s[2:3], s[6:7]
	v_mov_b32_e32 v9, 0
	v_mov_b32_e32 v18, v17
	s_and_saveexec_b64 s[6:7], s[52:53]
	s_cbranch_execz .LBB0_27
	v_mad_u64_u32 v[18:19], s[8:9], s24, 2, 0
	s_lshl_b64 s[8:9], s[30:31], 2
	s_add_u32 s8, s20, s8
	v_mad_i32_i24 v19, s25, 2, v19
	s_addc_u32 s9, s21, s9
	v_lshl_add_u64 v[18:19], v[18:19], 2, s[8:9]
	v_lshl_add_u64 v[18:19], s[34:35], 2, v[18:19]
	v_lshlrev_b32_e32 v8, 2, v0
	v_lshl_add_u64 v[18:19], v[18:19], 0, v[8:9]
	global_load_dword v18, v[18:19], off
.LBB0_27:
	s_or_b64 exec, exec, s[6:7]
	s_movk_i32 s6, 0x280
	s_cmp_gt_u32 s71, 3
	v_cmp_gt_u32_e64 s[16:17], s6, v0
	s_cselect_b64 s[6:7], -1, 0
	s_and_b64 s[54:55], s[16:17], s[6:7]
	s_and_saveexec_b64 s[6:7], s[54:55]
	s_cbranch_execz .LBB0_29
	v_mad_u64_u32 v[16:17], s[8:9], s24, 3, 0
	s_lshl_b64 s[8:9], s[30:31], 2
	s_add_u32 s8, s20, s8
	v_mad_i32_i24 v17, s25, 3, v17
	s_addc_u32 s9, s21, s9
	v_lshl_add_u64 v[16:17], v[16:17], 2, s[8:9]
	v_lshl_add_u64 v[16:17], s[34:35], 2, v[16:17]
	v_lshlrev_b32_e32 v8, 2, v0
	v_lshl_add_u64 v[8:9], v[16:17], 0, v[8:9]
	global_load_dword v17, v[8:9], off
.LBB0_29:
	s_or_b64 exec, exec, s[6:7]
	s_movk_i32 s6, 0x200
	s_cmp_gt_u32 s71, 4
	v_cmp_gt_u32_e64 s[6:7], s6, v0
	s_cselect_b64 s[8:9], -1, 0
	v_mov_b32_e32 v19, 0
	s_and_b64 s[56:57], s[6:7], s[8:9]
	v_mov_b32_e32 v9, 0
	v_mov_b32_e32 v20, v19
	s_and_saveexec_b64 s[8:9], s[56:57]
	s_cbranch_execz .LBB0_31
	v_mad_u64_u32 v[20:21], s[10:11], s24, 4, 0
	s_lshl_b64 s[10:11], s[30:31], 2
	s_add_u32 s10, s20, s10
	v_mad_i32_i24 v21, s25, 4, v21
	s_addc_u32 s11, s21, s11
	v_lshl_add_u64 v[20:21], v[20:21], 2, s[10:11]
	v_lshl_add_u64 v[20:21], s[34:35], 2, v[20:21]
	v_lshlrev_b32_e32 v8, 2, v0
	v_lshl_add_u64 v[20:21], v[20:21], 0, v[8:9]
	global_load_dword v20, v[20:21], off
.LBB0_31:
	s_or_b64 exec, exec, s[8:9]
	s_movk_i32 s8, 0x180
	s_cmp_gt_u32 s71, 5
	v_cmp_gt_u32_e64 s[8:9], s8, v0
	s_cselect_b64 s[10:11], -1, 0
	s_and_b64 s[58:59], s[8:9], s[10:11]
	s_and_saveexec_b64 s[10:11], s[58:59]
	s_cbranch_execz .LBB0_33
	v_mad_u64_u32 v[22:23], s[12:13], s24, 5, 0
	s_lshl_b64 s[12:13], s[30:31], 2
	s_add_u32 s12, s20, s12
	v_mad_i32_i24 v23, s25, 5, v23
	s_addc_u32 s13, s21, s13
	v_lshl_add_u64 v[22:23], v[22:23], 2, s[12:13]
	v_lshl_add_u64 v[22:23], s[34:35], 2, v[22:23]
	v_lshlrev_b32_e32 v8, 2, v0
	v_lshl_add_u64 v[8:9], v[22:23], 0, v[8:9]
	global_load_dword v19, v[8:9], off
.LBB0_33:
	s_or_b64 exec, exec, s[10:11]
	s_movk_i32 s10, 0x100
	s_cmp_gt_u32 s71, 6
	v_cmp_gt_u32_e64 s[10:11], s10, v0
	s_cselect_b64 s[12:13], -1, 0
	v_mov_b32_e32 v21, 0
	s_and_b64 s[60:61], s[10:11], s[12:13]
	v_mov_b32_e32 v9, 0
	v_mov_b32_e32 v22, v21
	s_and_saveexec_b64 s[12:13], s[60:61]
	s_cbranch_execz .LBB0_35
	v_mad_u64_u32 v[22:23], s[26:27], s24, 6, 0
	s_lshl_b64 s[26:27], s[30:31], 2
	s_add_u32 s26, s20, s26
	v_mad_i32_i24 v23, s25, 6, v23
	s_addc_u32 s27, s21, s27
	v_lshl_add_u64 v[22:23], v[22:23], 2, s[26:27]
	v_lshl_add_u64 v[22:23], s[34:35], 2, v[22:23]
	v_lshlrev_b32_e32 v8, 2, v0
	v_lshl_add_u64 v[22:23], v[22:23], 0, v[8:9]
	global_load_dword v22, v[22:23], off
.LBB0_35:
	s_or_b64 exec, exec, s[12:13]
	s_movk_i32 s12, 0x80
	s_cmp_gt_u32 s71, 7
	v_cmp_gt_u32_e64 s[12:13], s12, v0
	s_cselect_b64 s[26:27], -1, 0
	s_and_b64 s[62:63], s[12:13], s[26:27]
	s_and_saveexec_b64 s[26:27], s[62:63]
	s_cbranch_execz .LBB0_37
	v_mad_u64_u32 v[24:25], s[36:37], s24, 7, 0
	s_lshl_b64 s[36:37], s[30:31], 2
	s_add_u32 s36, s20, s36
	v_mad_i32_i24 v25, s25, 7, v25
	s_addc_u32 s37, s21, s37
	v_lshl_add_u64 v[24:25], v[24:25], 2, s[36:37]
	v_lshl_add_u64 v[24:25], s[34:35], 2, v[24:25]
	v_lshlrev_b32_e32 v8, 2, v0
	v_lshl_add_u64 v[8:9], v[24:25], 0, v[8:9]
	global_load_dword v21, v[8:9], off
.LBB0_37:
	s_or_b64 exec, exec, s[26:27]
	s_mul_i32 s26, s40, s69
	s_mul_hi_u32 s27, s40, s4
	s_add_i32 s26, s27, s26
	s_mul_i32 s27, s41, s4
	s_mul_i32 s36, s43, s5
	s_mul_hi_u32 s37, s42, s5
	s_add_i32 s26, s26, s27
	s_mul_i32 s27, s40, s4
	s_add_i32 s37, s37, s36
	s_mul_i32 s36, s42, s5
	s_add_u32 s36, s36, s27
	s_addc_u32 s37, s37, s26
	s_lshl_b64 s[26:27], s[14:15], 7
	s_ashr_i32 s14, s70, 31
	s_add_u32 s40, s28, s70
	v_lshrrev_b32_e32 v32, 3, v0
	s_addc_u32 s41, s29, s14
	v_cmp_gt_u32_e64 s[14:15], 64, v0
	v_cmp_gt_u32_e32 vcc, s71, v32
	v_mov_b32_e32 v23, 0
	v_and_b32_e32 v16, 7, v0
	s_and_b64 s[70:71], s[14:15], vcc
	v_mov_b32_e32 v9, 0
	v_mov_b32_e32 v24, v23
	s_and_saveexec_b64 s[42:43], s[70:71]
	s_cbranch_execz .LBB0_39
	v_mad_u64_u32 v[24:25], s[70:71], s26, v32, 0
	s_lshl_b64 s[70:71], s[36:37], 2
	s_add_u32 s70, s18, s70
	v_mad_i32_i24 v25, s27, v32, v25
	s_addc_u32 s71, s19, s71
	v_lshl_add_u64 v[24:25], v[24:25], 2, s[70:71]
	v_lshl_add_u64 v[24:25], s[40:41], 2, v[24:25]
	v_lshlrev_b32_e32 v8, 2, v16
	v_lshl_add_u64 v[8:9], v[24:25], 0, v[8:9]
	global_load_dword v24, v[8:9], off
.LBB0_39:
	s_or_b64 exec, exec, s[42:43]
	s_mul_i32 s42, s48, s69
	s_mul_hi_u32 s43, s48, s4
	s_add_i32 s42, s43, s42
	s_mul_i32 s43, s49, s4
	s_add_i32 s42, s42, s43
	s_mul_i32 s4, s48, s4
	s_mul_i32 s43, s51, s5
	s_mul_hi_u32 s48, s50, s5
	s_add_i32 s48, s48, s43
	s_mul_i32 s5, s50, s5
	s_add_u32 s4, s5, s4
	s_addc_u32 s5, s48, s42
	s_and_saveexec_b64 s[42:43], s[44:45]
	s_cbranch_execz .LBB0_41
	s_lshl_b64 s[44:45], s[4:5], 2
	s_add_u32 s48, s22, s44
	s_addc_u32 s49, s23, s45
	s_lshl_b64 s[44:45], s[28:29], 2
	s_add_u32 s44, s48, s44
	s_addc_u32 s45, s49, s45
	v_lshlrev_b32_e32 v8, 2, v0
	global_load_dword v23, v8, s[44:45]
.LBB0_41:
	s_or_b64 exec, exec, s[42:43]
	v_mov_b32_e32 v25, 0
	v_mov_b32_e32 v9, 0
	v_mov_b32_e32 v26, v25
	s_and_saveexec_b64 s[42:43], s[46:47]
	s_cbranch_execz .LBB0_43
	s_lshl_b64 s[44:45], s[4:5], 2
	s_add_u32 s44, s22, s44
	v_mul_i32_i24_e64 v27, s27, 1
	v_mul_lo_u32 v26, s26, 1
	s_addc_u32 s45, s23, s45
	v_lshl_add_u64 v[26:27], v[26:27], 2, s[44:45]
	v_lshl_add_u64 v[26:27], s[28:29], 2, v[26:27]
	v_lshlrev_b32_e32 v8, 2, v0
	v_lshl_add_u64 v[26:27], v[26:27], 0, v[8:9]
	global_load_dword v26, v[26:27], off
.LBB0_43:
	s_or_b64 exec, exec, s[42:43]
	s_and_saveexec_b64 s[42:43], s[52:53]
	s_cbranch_execz .LBB0_45
	v_mad_u64_u32 v[28:29], s[44:45], s26, 2, 0
	s_lshl_b64 s[44:45], s[4:5], 2
	s_add_u32 s44, s22, s44
	v_mad_i32_i24 v29, s27, 2, v29
	s_addc_u32 s45, s23, s45
	v_lshl_add_u64 v[28:29], v[28:29], 2, s[44:45]
	v_lshl_add_u64 v[28:29], s[28:29], 2, v[28:29]
	v_lshlrev_b32_e32 v8, 2, v0
	v_lshl_add_u64 v[8:9], v[28:29], 0, v[8:9]
	global_load_dword v25, v[8:9], off
.LBB0_45:
	s_or_b64 exec, exec, s[42:43]
	v_mov_b32_e32 v27, 0
	v_mov_b32_e32 v9, 0
	v_mov_b32_e32 v28, v27
	s_and_saveexec_b64 s[42:43], s[54:55]
	s_cbranch_execz .LBB0_47
	v_mad_u64_u32 v[28:29], s[44:45], s26, 3, 0
	s_lshl_b64 s[44:45], s[4:5], 2
	s_add_u32 s44, s22, s44
	v_mad_i32_i24 v29, s27, 3, v29
	s_addc_u32 s45, s23, s45
	v_lshl_add_u64 v[28:29], v[28:29], 2, s[44:45]
	v_lshl_add_u64 v[28:29], s[28:29], 2, v[28:29]
	v_lshlrev_b32_e32 v8, 2, v0
	v_lshl_add_u64 v[28:29], v[28:29], 0, v[8:9]
	global_load_dword v28, v[28:29], off
.LBB0_47:
	s_or_b64 exec, exec, s[42:43]
	s_and_saveexec_b64 s[42:43], s[56:57]
	s_cbranch_execz .LBB0_49
	v_mad_u64_u32 v[30:31], s[44:45], s26, 4, 0
	s_lshl_b64 s[44:45], s[4:5], 2
	s_add_u32 s44, s22, s44
	v_mad_i32_i24 v31, s27, 4, v31
	s_addc_u32 s45, s23, s45
	v_lshl_add_u64 v[30:31], v[30:31], 2, s[44:45]
	v_lshl_add_u64 v[30:31], s[28:29], 2, v[30:31]
	v_lshlrev_b32_e32 v8, 2, v0
	v_lshl_add_u64 v[8:9], v[30:31], 0, v[8:9]
	global_load_dword v27, v[8:9], off
.LBB0_49:
	s_or_b64 exec, exec, s[42:43]
	v_mov_b32_e32 v29, 0
	v_mov_b32_e32 v9, 0
	v_mov_b32_e32 v30, v29
	s_and_saveexec_b64 s[42:43], s[58:59]
	s_cbranch_execz .LBB0_51
	v_mad_u64_u32 v[30:31], s[44:45], s26, 5, 0
	s_lshl_b64 s[44:45], s[4:5], 2
	s_add_u32 s44, s22, s44
	v_mad_i32_i24 v31, s27, 5, v31
	s_addc_u32 s45, s23, s45
	v_lshl_add_u64 v[30:31], v[30:31], 2, s[44:45]
	v_lshl_add_u64 v[30:31], s[28:29], 2, v[30:31]
	v_lshlrev_b32_e32 v8, 2, v0
	v_lshl_add_u64 v[30:31], v[30:31], 0, v[8:9]
	global_load_dword v30, v[30:31], off
.LBB0_51:
	s_or_b64 exec, exec, s[42:43]
	s_and_saveexec_b64 s[42:43], s[60:61]
	s_cbranch_execz .LBB0_53
	v_mad_u64_u32 v[34:35], s[44:45], s26, 6, 0
	s_lshl_b64 s[44:45], s[4:5], 2
	s_add_u32 s44, s22, s44
	v_mad_i32_i24 v35, s27, 6, v35
	s_addc_u32 s45, s23, s45
	v_lshl_add_u64 v[34:35], v[34:35], 2, s[44:45]
	v_lshl_add_u64 v[34:35], s[28:29], 2, v[34:35]
	v_lshlrev_b32_e32 v8, 2, v0
	v_lshl_add_u64 v[8:9], v[34:35], 0, v[8:9]
	global_load_dword v29, v[8:9], off
.LBB0_53:
	s_or_b64 exec, exec, s[42:43]
	v_mov_b32_e32 v9, 0
	v_mov_b32_e32 v8, 0
	s_and_saveexec_b64 s[42:43], s[62:63]
	s_cbranch_execz .LBB0_55
	v_mad_u64_u32 v[34:35], s[44:45], s26, 7, 0
	s_lshl_b64 s[44:45], s[4:5], 2
	s_add_u32 s44, s22, s44
	v_mad_i32_i24 v35, s27, 7, v35
	s_addc_u32 s45, s23, s45
	v_lshl_add_u64 v[34:35], v[34:35], 2, s[44:45]
	v_lshl_add_u64 v[34:35], s[28:29], 2, v[34:35]
	v_lshlrev_b32_e32 v8, 2, v0
	v_lshl_add_u64 v[8:9], v[34:35], 0, v[8:9]
	global_load_dword v8, v[8:9], off
.LBB0_55:
	s_or_b64 exec, exec, s[42:43]
	v_or_b32_e32 v33, 0x1000, v5
	s_waitcnt vmcnt(0)
	ds_write_b32 v5, v15 offset:4096
	s_and_saveexec_b64 s[42:43], s[0:1]
	s_cbranch_execnz .LBB0_147
	s_or_b64 exec, exec, s[42:43]
	s_and_saveexec_b64 s[42:43], s[2:3]
	s_cbranch_execnz .LBB0_148
.LBB0_57:
	s_or_b64 exec, exec, s[42:43]
	s_and_saveexec_b64 s[42:43], s[16:17]
	s_cbranch_execnz .LBB0_149
.LBB0_58:
	s_or_b64 exec, exec, s[42:43]
	s_and_saveexec_b64 s[42:43], s[6:7]
	s_cbranch_execnz .LBB0_150
.LBB0_59:
	s_or_b64 exec, exec, s[42:43]
	s_and_saveexec_b64 s[42:43], s[8:9]
	s_cbranch_execnz .LBB0_151
.LBB0_60:
	s_or_b64 exec, exec, s[42:43]
	s_and_saveexec_b64 s[42:43], s[10:11]
	s_cbranch_execnz .LBB0_152
.LBB0_61:
	s_or_b64 exec, exec, s[42:43]
	s_and_saveexec_b64 s[42:43], s[12:13]
	s_cbranch_execnz .LBB0_153
.LBB0_62:
	s_or_b64 exec, exec, s[42:43]
	s_and_saveexec_b64 s[42:43], s[14:15]
.LBB0_63:
	ds_write_b32 v33, v24 offset:4096
.LBB0_64:
	s_or_b64 exec, exec, s[42:43]
	v_add_u32_e32 v34, 0xfffff000, v33
	ds_write_b32 v34, v23
	s_and_saveexec_b64 s[42:43], s[0:1]
	s_cbranch_execnz .LBB0_154
	s_or_b64 exec, exec, s[42:43]
	s_and_saveexec_b64 s[42:43], s[2:3]
	s_cbranch_execnz .LBB0_155
.LBB0_66:
	s_or_b64 exec, exec, s[42:43]
	s_and_saveexec_b64 s[42:43], s[16:17]
	s_cbranch_execnz .LBB0_156
.LBB0_67:
	s_or_b64 exec, exec, s[42:43]
	s_and_saveexec_b64 s[42:43], s[6:7]
	s_cbranch_execnz .LBB0_157
.LBB0_68:
	s_or_b64 exec, exec, s[42:43]
	s_and_saveexec_b64 s[42:43], s[8:9]
	s_cbranch_execnz .LBB0_158
.LBB0_69:
	s_or_b64 exec, exec, s[42:43]
	s_and_saveexec_b64 s[42:43], s[10:11]
	s_cbranch_execnz .LBB0_159
.LBB0_70:
	s_or_b64 exec, exec, s[42:43]
	s_and_saveexec_b64 s[42:43], s[12:13]
.LBB0_71:
	ds_write_b32 v34, v8 offset:3584
.LBB0_72:
	s_or_b64 exec, exec, s[42:43]
	v_and_b32_e32 v15, 0xffff0000, v7
	v_lshlrev_b32_e32 v14, 16, v7
	v_and_b32_e32 v9, 0xffff0000, v6
	v_lshlrev_b32_e32 v8, 16, v6
	v_pk_add_f32 v[6:7], v[14:15], 0 op_sel_hi:[1,0]
	v_and_b32_e32 v15, 0xffff0000, v12
	v_lshlrev_b32_e32 v14, 16, v12
	v_and_b32_e32 v19, 0xffff0000, v13
	v_lshlrev_b32_e32 v18, 16, v13
	v_pk_add_f32 v[8:9], v[8:9], 0 op_sel_hi:[1,0]
	v_pk_add_f32 v[12:13], v[18:19], 0 op_sel_hi:[1,0]
	s_cmp_gt_u32 s65, 0x7ffffff7
	v_pk_add_f32 v[14:15], v[14:15], 0 op_sel_hi:[1,0]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_146
	s_ashr_i32 s42, s66, 31
	s_mul_hi_u32 s43, s38, s66
	s_mul_i32 s42, s38, s42
	s_add_i32 s42, s43, s42
	s_mul_i32 s39, s39, s66
	s_add_i32 s39, s42, s39
	s_add_i32 s42, s65, 8
	s_ashr_i32 s43, s42, 31
	s_lshr_b32 s43, s43, 29
	s_add_i32 s42, s42, s43
	s_ashr_i32 s42, s42, 3
	s_lshl_b64 s[30:31], s[30:31], 2
	s_add_u32 s30, s20, s30
	s_addc_u32 s31, s21, s31
	s_lshl_b64 s[20:21], s[34:35], 2
	s_add_u32 s20, s30, s20
	s_addc_u32 s21, s31, s21
	v_lshlrev_b32_e32 v22, 2, v0
	v_mov_b32_e32 v23, 0
	v_lshlrev_b64 v[20:21], 7, v[10:11]
	v_lshl_add_u64 v[10:11], s[20:21], 0, v[22:23]
	s_lshl_b64 s[20:21], s[36:37], 2
	s_add_u32 s20, s18, s20
	s_addc_u32 s21, s19, s21
	s_lshl_b64 s[18:19], s[40:41], 2
	s_add_u32 s18, s20, s18
	s_addc_u32 s19, s21, s19
	v_lshlrev_b32_e32 v16, 2, v16
	v_mov_b32_e32 v17, v23
	s_lshl_b64 s[4:5], s[4:5], 2
	v_lshl_add_u64 v[16:17], s[18:19], 0, v[16:17]
	s_add_u32 s18, s22, s4
	s_addc_u32 s19, s23, s5
	s_lshl_b64 s[4:5], s[28:29], 2
	s_add_u32 s4, s18, s4
	s_mul_i32 s38, s38, s66
	s_addc_u32 s5, s19, s5
	v_lshl_add_u64 v[18:19], s[4:5], 0, v[22:23]
	s_lshl_b64 s[4:5], s[38:39], 1
	s_add_u32 s4, s67, s4
	s_addc_u32 s5, s68, s5
	v_lshl_add_u64 v[20:21], v[20:21], 1, s[4:5]
	v_lshlrev_b32_e32 v22, 1, v4
	v_lshl_add_u64 v[4:5], v[20:21], 0, v[22:23]
	v_mov_b32_e32 v20, 0x2000
	v_and_b32_e32 v0, 15, v0
	s_max_i32 s40, s42, 1
	v_lshl_or_b32 v35, v1, 2, v20
	v_lshlrev_b32_e32 v36, 4, v0
	s_mov_b32 s41, 0
	s_mov_b32 s42, s64
	s_branch .LBB0_75
.LBB0_74:
	s_add_i32 s41, s41, 1
	s_add_i32 s42, s42, -8
	s_add_i32 s33, s33, -8
	s_cmp_eq_u32 s41, s40
	s_barrier
	s_cbranch_scc1 .LBB0_146
.LBB0_75:
	s_lshl_b32 s44, s41, 3
	s_sub_i32 s43, s64, s44
	s_cmp_lg_u32 s41, 0
	s_cbranch_scc0 .LBB0_124
	s_min_i32 s46, s43, 8
	s_cmp_gt_i32 s46, 0
	v_mov_b32_e32 v37, 0
	s_cselect_b64 s[4:5], -1, 0
	s_ashr_i32 s45, s44, 31
	v_mov_b32_e32 v38, v37
	s_and_saveexec_b64 s[18:19], s[4:5]
	s_cbranch_execz .LBB0_78
	v_mov_b32_e32 v0, s44
	v_mov_b32_e32 v1, s45
	v_mul_lo_u32 v20, s25, v0
	v_mul_lo_u32 v21, s24, v1
	v_mad_u64_u32 v[0:1], s[20:21], s24, v0, 0
	v_add3_u32 v1, v1, v21, v20
	v_lshl_add_u64 v[0:1], v[0:1], 2, v[10:11]
	global_load_dword v38, v[0:1], off
.LBB0_78:
	s_or_b64 exec, exec, s[18:19]
	v_cmp_lt_i32_e64 s[18:19], 1, s46
	v_add_u32_e64 v0, s44, 1
	s_and_b64 s[18:19], s[0:1], s[18:19]
	v_ashrrev_i32_e32 v1, 31, v0
	s_and_saveexec_b64 s[20:21], s[18:19]
	s_cbranch_execz .LBB0_80
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v22, s25, v0
	v_mul_lo_u32 v23, s24, v1
	v_mad_u64_u32 v[20:21], s[22:23], s24, v0, 0
	v_add3_u32 v21, v21, v23, v22
	v_lshl_add_u64 v[20:21], v[20:21], 2, v[10:11]
	global_load_dword v37, v[20:21], off
.LBB0_80:
	s_or_b64 exec, exec, s[20:21]
	v_cmp_lt_i32_e64 s[20:21], 2, s46
	v_add_u32_e64 v20, s44, 2
	v_mov_b32_e32 v39, 0
	s_and_b64 s[20:21], s[2:3], s[20:21]
	v_ashrrev_i32_e32 v21, 31, v20
	v_mov_b32_e32 v40, v39
	s_and_saveexec_b64 s[22:23], s[20:21]
	s_cbranch_execz .LBB0_82
	v_mul_lo_u32 v24, s25, v20
	v_mul_lo_u32 v25, s24, v21
	s_waitcnt vmcnt(0)
	v_mad_u64_u32 v[22:23], s[28:29], s24, v20, 0
	v_add3_u32 v23, v23, v25, v24
	v_lshl_add_u64 v[22:23], v[22:23], 2, v[10:11]
	global_load_dword v40, v[22:23], off
.LBB0_82:
	s_or_b64 exec, exec, s[22:23]
	v_cmp_lt_i32_e64 s[22:23], 3, s46
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v22, s44, 3
	s_and_b64 s[22:23], s[16:17], s[22:23]
	v_ashrrev_i32_e32 v23, 31, v22
	s_and_saveexec_b64 s[28:29], s[22:23]
	s_cbranch_execz .LBB0_84
	v_mul_lo_u32 v26, s25, v22
	v_mul_lo_u32 v27, s24, v23
	v_mad_u64_u32 v[24:25], s[30:31], s24, v22, 0
	v_add3_u32 v25, v25, v27, v26
	v_lshl_add_u64 v[24:25], v[24:25], 2, v[10:11]
	global_load_dword v39, v[24:25], off
.LBB0_84:
	s_or_b64 exec, exec, s[28:29]
	v_cmp_lt_i32_e64 s[28:29], 4, s46
	v_add_u32_e64 v24, s44, 4
	v_mov_b32_e32 v41, 0
	s_and_b64 s[28:29], s[6:7], s[28:29]
	v_ashrrev_i32_e32 v25, 31, v24
	v_mov_b32_e32 v42, v41
	s_and_saveexec_b64 s[30:31], s[28:29]
	s_cbranch_execz .LBB0_86
	v_mul_lo_u32 v28, s25, v24
	v_mul_lo_u32 v29, s24, v25
	v_mad_u64_u32 v[26:27], s[34:35], s24, v24, 0
	v_add3_u32 v27, v27, v29, v28
	v_lshl_add_u64 v[26:27], v[26:27], 2, v[10:11]
	global_load_dword v42, v[26:27], off
.LBB0_86:
	s_or_b64 exec, exec, s[30:31]
	v_cmp_lt_i32_e64 s[30:31], 5, s46
	v_add_u32_e64 v26, s44, 5
	s_and_b64 s[30:31], s[8:9], s[30:31]
	v_ashrrev_i32_e32 v27, 31, v26
	s_and_saveexec_b64 s[34:35], s[30:31]
	s_cbranch_execz .LBB0_88
	v_mul_lo_u32 v30, s25, v26
	v_mul_lo_u32 v31, s24, v27
	v_mad_u64_u32 v[28:29], s[36:37], s24, v26, 0
	v_add3_u32 v29, v29, v31, v30
	v_lshl_add_u64 v[28:29], v[28:29], 2, v[10:11]
	global_load_dword v41, v[28:29], off
.LBB0_88:
	s_or_b64 exec, exec, s[34:35]
	v_cmp_lt_i32_e64 s[34:35], 6, s46
	v_add_u32_e64 v28, s44, 6
	v_mov_b32_e32 v43, 0
	s_and_b64 s[34:35], s[10:11], s[34:35]
	v_ashrrev_i32_e32 v29, 31, v28
	v_mov_b32_e32 v44, v43
	s_and_saveexec_b64 s[36:37], s[34:35]
	s_cbranch_execz .LBB0_90
	v_mul_lo_u32 v44, s25, v28
	v_mul_lo_u32 v45, s24, v29
	v_mad_u64_u32 v[30:31], s[38:39], s24, v28, 0
	v_add3_u32 v31, v31, v45, v44
	v_lshl_add_u64 v[30:31], v[30:31], 2, v[10:11]
	global_load_dword v44, v[30:31], off
.LBB0_90:
	s_or_b64 exec, exec, s[36:37]
	v_cmp_lt_i32_e64 s[36:37], 7, s46
	v_add_u32_e64 v30, s44, 7
	s_and_b64 s[36:37], s[12:13], s[36:37]
	v_ashrrev_i32_e32 v31, 31, v30
	s_and_saveexec_b64 s[38:39], s[36:37]
	s_cbranch_execz .LBB0_92
	v_mul_lo_u32 v43, s25, v30
	v_mul_lo_u32 v45, s24, v31
	v_mad_u64_u32 v[46:47], s[48:49], s24, v30, 0
	v_add3_u32 v47, v47, v45, v43
	v_lshl_add_u64 v[46:47], v[46:47], 2, v[10:11]
	global_load_dword v43, v[46:47], off
.LBB0_92:
	s_or_b64 exec, exec, s[38:39]
	v_cmp_gt_i32_e32 vcc, s46, v32
	v_mov_b32_e32 v45, 0
	s_and_b64 s[46:47], s[14:15], vcc
	v_mov_b32_e32 v46, v45
	s_and_saveexec_b64 s[38:39], s[46:47]
	s_cbranch_execz .LBB0_94
	v_or_b32_e32 v46, s44, v32
	v_mul_lo_u32 v48, s27, v46
	s_mul_i32 s48, s26, s45
	v_mad_u64_u32 v[46:47], s[46:47], s26, v46, 0
	v_add3_u32 v47, v47, s48, v48
	v_lshl_add_u64 v[46:47], v[46:47], 2, v[16:17]
	global_load_dword v46, v[46:47], off
.LBB0_94:
	s_or_b64 exec, exec, s[38:39]
	s_and_saveexec_b64 s[38:39], s[4:5]
	s_cbranch_execz .LBB0_96
	v_mov_b32_e32 v45, s44
	v_mov_b32_e32 v48, s45
	v_mul_lo_u32 v47, s27, v45
	v_mul_lo_u32 v50, s26, v48
	v_mad_u64_u32 v[48:49], s[4:5], s26, v45, 0
	v_add3_u32 v49, v49, v50, v47
	v_lshl_add_u64 v[48:49], v[48:49], 2, v[18:19]
	global_load_dword v45, v[48:49], off
.LBB0_96:
	s_or_b64 exec, exec, s[38:39]
	v_mov_b32_e32 v47, 0
	v_mov_b32_e32 v48, v47
	s_and_saveexec_b64 s[4:5], s[18:19]
	s_cbranch_execz .LBB0_98
	v_mul_lo_u32 v48, s27, v0
	v_mul_lo_u32 v49, s26, v1
	v_mad_u64_u32 v[0:1], s[18:19], s26, v0, 0
	v_add3_u32 v1, v1, v49, v48
	v_lshl_add_u64 v[0:1], v[0:1], 2, v[18:19]
	global_load_dword v48, v[0:1], off
.LBB0_98:
	s_or_b64 exec, exec, s[4:5]
	s_and_saveexec_b64 s[4:5], s[20:21]
	s_cbranch_execz .LBB0_100
	v_mul_lo_u32 v47, s27, v20
	v_mul_lo_u32 v21, s26, v21
	v_mad_u64_u32 v[0:1], s[18:19], s26, v20, 0
	v_add3_u32 v1, v1, v21, v47
	v_lshl_add_u64 v[0:1], v[0:1], 2, v[18:19]
	global_load_dword v47, v[0:1], off
.LBB0_100:
	s_or_b64 exec, exec, s[4:5]
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v1, v0
	s_and_saveexec_b64 s[4:5], s[22:23]
	s_cbranch_execz .LBB0_102
	v_mul_lo_u32 v1, s27, v22
	v_mul_lo_u32 v23, s26, v23
	v_mad_u64_u32 v[20:21], s[18:19], s26, v22, 0
	v_add3_u32 v21, v21, v23, v1
	v_lshl_add_u64 v[20:21], v[20:21], 2, v[18:19]
	global_load_dword v1, v[20:21], off
.LBB0_102:
	s_or_b64 exec, exec, s[4:5]
	s_and_saveexec_b64 s[4:5], s[28:29]
	s_cbranch_execz .LBB0_104
	v_mul_lo_u32 v0, s27, v24
	v_mul_lo_u32 v22, s26, v25
	v_mad_u64_u32 v[20:21], s[18:19], s26, v24, 0
	v_add3_u32 v21, v21, v22, v0
	v_lshl_add_u64 v[20:21], v[20:21], 2, v[18:19]
	global_load_dword v0, v[20:21], off
.LBB0_104:
	s_or_b64 exec, exec, s[4:5]
	v_mov_b32_e32 v20, 0
	v_mov_b32_e32 v21, v20
	s_and_saveexec_b64 s[4:5], s[30:31]
	s_cbranch_execnz .LBB0_129
	s_or_b64 exec, exec, s[4:5]
	s_and_saveexec_b64 s[4:5], s[34:35]
	s_cbranch_execnz .LBB0_130
.LBB0_106:
	s_or_b64 exec, exec, s[4:5]
	v_mov_b32_e32 v22, 0
	s_and_saveexec_b64 s[4:5], s[36:37]
	s_cbranch_execnz .LBB0_131
.LBB0_107:
	s_or_b64 exec, exec, s[4:5]
	s_waitcnt vmcnt(0)
	ds_write_b32 v33, v38
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execnz .LBB0_132
.LBB0_108:
	s_or_b64 exec, exec, s[4:5]
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execnz .LBB0_133
.LBB0_109:
	s_or_b64 exec, exec, s[4:5]
	s_and_saveexec_b64 s[4:5], s[16:17]
	s_cbranch_execnz .LBB0_134
.LBB0_110:
	s_or_b64 exec, exec, s[4:5]
	s_and_saveexec_b64 s[4:5], s[6:7]
	s_cbranch_execnz .LBB0_135
.LBB0_111:
	s_or_b64 exec, exec, s[4:5]
	s_and_saveexec_b64 s[4:5], s[8:9]
	s_cbranch_execnz .LBB0_136
.LBB0_112:
	s_or_b64 exec, exec, s[4:5]
	s_and_saveexec_b64 s[4:5], s[10:11]
	s_cbranch_execnz .LBB0_137
.LBB0_113:
	s_or_b64 exec, exec, s[4:5]
	s_and_saveexec_b64 s[4:5], s[12:13]
	s_cbranch_execnz .LBB0_138
.LBB0_114:
	s_or_b64 exec, exec, s[4:5]
	s_and_saveexec_b64 s[4:5], s[14:15]
	s_cbranch_execnz .LBB0_139
.LBB0_115:
	s_or_b64 exec, exec, s[4:5]
	ds_write_b32 v34, v45
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execnz .LBB0_140
.LBB0_116:
	s_or_b64 exec, exec, s[4:5]
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execnz .LBB0_141
.LBB0_117:
	s_or_b64 exec, exec, s[4:5]
	s_and_saveexec_b64 s[4:5], s[16:17]
	s_cbranch_execnz .LBB0_142
.LBB0_118:
	s_or_b64 exec, exec, s[4:5]
	s_and_saveexec_b64 s[4:5], s[6:7]
	s_cbranch_execnz .LBB0_143
.LBB0_119:
	s_or_b64 exec, exec, s[4:5]
	s_and_saveexec_b64 s[4:5], s[8:9]
	s_cbranch_execnz .LBB0_144
.LBB0_120:
	s_or_b64 exec, exec, s[4:5]
	s_and_saveexec_b64 s[4:5], s[10:11]
	s_cbranch_execnz .LBB0_145
.LBB0_121:
	s_or_b64 exec, exec, s[4:5]
	s_and_saveexec_b64 s[4:5], s[12:13]
	s_cbranch_execz .LBB0_123
.LBB0_122:
	s_waitcnt vmcnt(0)
	ds_write_b32 v34, v22 offset:3584
.LBB0_123:
	s_or_b64 exec, exec, s[4:5]
	s_waitcnt lgkmcnt(0)
	s_barrier
.LBB0_124:
	s_cmp_lt_i32 s43, 1
	s_cbranch_scc1 .LBB0_74
	v_med3_i32 v0, s42, 1, 8
	v_mov_b32_e32 v1, s33
	v_mov_b32_e32 v20, v36
	v_mov_b32_e32 v21, v35
	s_waitcnt vmcnt(0)
	s_branch .LBB0_127
.LBB0_126:
	v_add_u32_e32 v0, -1, v0
	v_cmp_eq_u32_e32 vcc, 0, v0
	v_add_u32_e32 v21, 32, v21
	v_add_u32_e32 v20, 0x200, v20
	s_cbranch_vccnz .LBB0_74
.LBB0_127:
	ds_read_b128 v[22:25], v20
	ds_read_b32 v30, v21
	ds_read_b128 v[26:29], v20 offset:4096
	ds_read_b128 v[38:41], v20 offset:256
	v_subrev_co_u32_e32 v1, vcc, 1, v1
	s_waitcnt lgkmcnt(3)
	v_pk_mul_f32 v[6:7], v[6:7], v[24:25]
	v_pk_mul_f32 v[8:9], v[8:9], v[22:23]
	ds_read_b128 v[22:25], v20 offset:4352
	s_waitcnt lgkmcnt(1)
	v_pk_mul_f32 v[12:13], v[12:13], v[40:41]
	v_pk_mul_f32 v[14:15], v[14:15], v[38:39]
	v_pk_fma_f32 v[8:9], v[26:27], v[30:31], v[8:9] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[6:7], v[28:29], v[30:31], v[6:7] op_sel_hi:[1,0,1]
	s_waitcnt lgkmcnt(0)
	v_pk_fma_f32 v[14:15], v[22:23], v[30:31], v[14:15] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[12:13], v[24:25], v[30:31], v[12:13] op_sel_hi:[1,0,1]
	s_and_b64 vcc, exec, vcc
	s_cbranch_vccz .LBB0_126
	v_cvt_pk_bf16_f32 v23, v6, v7
	v_cvt_pk_bf16_f32 v22, v8, v9
	global_store_dwordx2 v[4:5], v[22:23], off
	v_cvt_pk_bf16_f32 v23, v12, v13
	v_cvt_pk_bf16_f32 v22, v14, v15
	global_store_dwordx2 v[4:5], v[22:23], off offset:128
	s_branch .LBB0_126
.LBB0_129:
	v_mul_lo_u32 v21, s27, v26
	v_mul_lo_u32 v24, s26, v27
	v_mad_u64_u32 v[22:23], s[18:19], s26, v26, 0
	v_add3_u32 v23, v23, v24, v21
	v_lshl_add_u64 v[22:23], v[22:23], 2, v[18:19]
	global_load_dword v21, v[22:23], off
	s_or_b64 exec, exec, s[4:5]
	s_and_saveexec_b64 s[4:5], s[34:35]
	s_cbranch_execz .LBB0_106
.LBB0_130:
	v_mul_lo_u32 v20, s27, v28
	v_mul_lo_u32 v24, s26, v29
	v_mad_u64_u32 v[22:23], s[18:19], s26, v28, 0
	v_add3_u32 v23, v23, v24, v20
	v_lshl_add_u64 v[22:23], v[22:23], 2, v[18:19]
	global_load_dword v20, v[22:23], off
	s_or_b64 exec, exec, s[4:5]
	v_mov_b32_e32 v22, 0
	s_and_saveexec_b64 s[4:5], s[36:37]
	s_cbranch_execz .LBB0_107
.LBB0_131:
	v_mul_lo_u32 v24, s27, v30
	v_mul_lo_u32 v25, s26, v31
	v_mad_u64_u32 v[22:23], s[18:19], s26, v30, 0
	v_add3_u32 v23, v23, v25, v24
	v_lshl_add_u64 v[22:23], v[22:23], 2, v[18:19]
	global_load_dword v22, v[22:23], off
	s_or_b64 exec, exec, s[4:5]
	s_waitcnt vmcnt(1)
	ds_write_b32 v33, v38
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_108
.LBB0_132:
	ds_write_b32 v33, v37 offset:512
	s_or_b64 exec, exec, s[4:5]
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_109
.LBB0_133:
	ds_write_b32 v33, v40 offset:1024
	s_or_b64 exec, exec, s[4:5]
	s_and_saveexec_b64 s[4:5], s[16:17]
	s_cbranch_execz .LBB0_110
.LBB0_134:
	ds_write_b32 v33, v39 offset:1536
	s_or_b64 exec, exec, s[4:5]
	s_and_saveexec_b64 s[4:5], s[6:7]
	s_cbranch_execz .LBB0_111
.LBB0_135:
	ds_write_b32 v33, v42 offset:2048
	s_or_b64 exec, exec, s[4:5]
	s_and_saveexec_b64 s[4:5], s[8:9]
	s_cbranch_execz .LBB0_112
.LBB0_136:
	ds_write_b32 v33, v41 offset:2560
	s_or_b64 exec, exec, s[4:5]
	s_and_saveexec_b64 s[4:5], s[10:11]
	s_cbranch_execz .LBB0_113
.LBB0_137:
	ds_write_b32 v33, v44 offset:3072
	s_or_b64 exec, exec, s[4:5]
	s_and_saveexec_b64 s[4:5], s[12:13]
	s_cbranch_execz .LBB0_114
.LBB0_138:
	ds_write_b32 v33, v43 offset:3584
	s_or_b64 exec, exec, s[4:5]
	s_and_saveexec_b64 s[4:5], s[14:15]
	s_cbranch_execz .LBB0_115
.LBB0_139:
	ds_write_b32 v33, v46 offset:4096
	s_or_b64 exec, exec, s[4:5]
	ds_write_b32 v34, v45
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_116
.LBB0_140:
	ds_write_b32 v34, v48 offset:512
	s_or_b64 exec, exec, s[4:5]
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_117
.LBB0_141:
	ds_write_b32 v34, v47 offset:1024
	s_or_b64 exec, exec, s[4:5]
	s_and_saveexec_b64 s[4:5], s[16:17]
	s_cbranch_execz .LBB0_118
.LBB0_142:
	ds_write_b32 v34, v1 offset:1536
	s_or_b64 exec, exec, s[4:5]
	s_and_saveexec_b64 s[4:5], s[6:7]
	s_cbranch_execz .LBB0_119
.LBB0_143:
	ds_write_b32 v34, v0 offset:2048
	s_or_b64 exec, exec, s[4:5]
	s_and_saveexec_b64 s[4:5], s[8:9]
	s_cbranch_execz .LBB0_120
.LBB0_144:
	ds_write_b32 v34, v21 offset:2560
	s_or_b64 exec, exec, s[4:5]
	s_and_saveexec_b64 s[4:5], s[10:11]
	s_cbranch_execz .LBB0_121
.LBB0_145:
	ds_write_b32 v34, v20 offset:3072
	s_or_b64 exec, exec, s[4:5]
	s_and_saveexec_b64 s[4:5], s[12:13]
	s_cbranch_execnz .LBB0_122
	s_branch .LBB0_123
.LBB0_146:
	v_cvt_pk_bf16_f32 v1, v6, v7
	v_cvt_pk_bf16_f32 v0, v8, v9
	global_store_dwordx2 v[2:3], v[0:1], off
	v_cvt_pk_bf16_f32 v1, v12, v13
	v_cvt_pk_bf16_f32 v0, v14, v15
	global_store_dwordx2 v[2:3], v[0:1], off offset:128
	s_endpgm
.LBB0_147:
	ds_write_b32 v33, v14 offset:512
	s_or_b64 exec, exec, s[42:43]
	s_and_saveexec_b64 s[42:43], s[2:3]
	s_cbranch_execz .LBB0_57
.LBB0_148:
	ds_write_b32 v33, v18 offset:1024
	s_or_b64 exec, exec, s[42:43]
	s_and_saveexec_b64 s[42:43], s[16:17]
	s_cbranch_execz .LBB0_58
.LBB0_149:
	ds_write_b32 v33, v17 offset:1536
	s_or_b64 exec, exec, s[42:43]
	s_and_saveexec_b64 s[42:43], s[6:7]
	s_cbranch_execz .LBB0_59
.LBB0_150:
	ds_write_b32 v33, v20 offset:2048
	s_or_b64 exec, exec, s[42:43]
	s_and_saveexec_b64 s[42:43], s[8:9]
	s_cbranch_execz .LBB0_60
.LBB0_151:
	ds_write_b32 v33, v19 offset:2560
	s_or_b64 exec, exec, s[42:43]
	s_and_saveexec_b64 s[42:43], s[10:11]
	s_cbranch_execz .LBB0_61
.LBB0_152:
	ds_write_b32 v33, v22 offset:3072
	s_or_b64 exec, exec, s[42:43]
	s_and_saveexec_b64 s[42:43], s[12:13]
	s_cbranch_execz .LBB0_62
.LBB0_153:
	ds_write_b32 v33, v21 offset:3584
	s_or_b64 exec, exec, s[42:43]
	s_and_saveexec_b64 s[42:43], s[14:15]
	s_cbranch_execnz .LBB0_63
	s_branch .LBB0_64
.LBB0_154:
	ds_write_b32 v34, v26 offset:512
	s_or_b64 exec, exec, s[42:43]
	s_and_saveexec_b64 s[42:43], s[2:3]
	s_cbranch_execz .LBB0_66
.LBB0_155:
	ds_write_b32 v34, v25 offset:1024
	s_or_b64 exec, exec, s[42:43]
	s_and_saveexec_b64 s[42:43], s[16:17]
	s_cbranch_execz .LBB0_67
.LBB0_156:
	ds_write_b32 v34, v28 offset:1536
	s_or_b64 exec, exec, s[42:43]
	s_and_saveexec_b64 s[42:43], s[6:7]
	s_cbranch_execz .LBB0_68
.LBB0_157:
	ds_write_b32 v34, v27 offset:2048
	s_or_b64 exec, exec, s[42:43]
	s_and_saveexec_b64 s[42:43], s[8:9]
	s_cbranch_execz .LBB0_69
.LBB0_158:
	ds_write_b32 v34, v30 offset:2560
	s_or_b64 exec, exec, s[42:43]
	s_and_saveexec_b64 s[42:43], s[10:11]
	s_cbranch_execz .LBB0_70
.LBB0_159:
	ds_write_b32 v34, v29 offset:3072
	s_or_b64 exec, exec, s[42:43]
	s_and_saveexec_b64 s[42:43], s[12:13]
	s_cbranch_execnz .LBB0_71
	s_branch .LBB0_72
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel kda_replay_pool_bf16_bv8w2
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
		.amdhsa_next_free_vgpr 51
		.amdhsa_next_free_sgpr 72
		.amdhsa_accum_offset 52
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
	.size	kda_replay_pool_bf16_bv8w2, .Lfunc_end0-kda_replay_pool_bf16_bv8w2

	.set kda_replay_pool_bf16_bv8w2.num_vgpr, 51
	.set kda_replay_pool_bf16_bv8w2.num_agpr, 0
	.set kda_replay_pool_bf16_bv8w2.numbered_sgpr, 72
	.set kda_replay_pool_bf16_bv8w2.num_named_barrier, 0
	.set kda_replay_pool_bf16_bv8w2.private_seg_size, 0
	.set kda_replay_pool_bf16_bv8w2.uses_vcc, 1
	.set kda_replay_pool_bf16_bv8w2.uses_flat_scratch, 0
	.set kda_replay_pool_bf16_bv8w2.has_dyn_sized_stack, 0
	.set kda_replay_pool_bf16_bv8w2.has_recursion, 0
	.set kda_replay_pool_bf16_bv8w2.has_indirect_call, 0
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
    .name:           kda_replay_pool_bf16_bv8w2
    .private_segment_fixed_size: 0
    .sgpr_count:     78
    .sgpr_spill_count: 0
    .symbol:         kda_replay_pool_bf16_bv8w2.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     51
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx950
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
