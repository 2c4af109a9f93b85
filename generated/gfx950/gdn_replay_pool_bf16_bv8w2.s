; deltagen generated file: do not edit. Regenerate with `cargo xtask gen`.
; kernel: gdn_replay  instance: gdn_replay_pool_bf16_bv8w2  arch: gfx950
; profile=portable  pool_dtype=bf16  tile=bv8w2  lanes_per_column=16
; ir-sha256: fd91ccad3b1278739efce2f8f323aba8a2387e69a59719f3cb89a3c99eabc748
; llvm: 22.1  pipeline: default<O3>  ld.lld: LLVM 22.1
	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 6
	.text
	.globl	gdn_replay_pool_bf16_bv8w2
	.p2align	8
	.type	gdn_replay_pool_bf16_bv8w2,@function
gdn_replay_pool_bf16_bv8w2:
	s_load_dwordx16 s[36:51], s[0:1], 0x0
	s_load_dwordx2 s[8:9], s[0:1], 0x40
	s_load_dwordx4 s[16:19], s[0:1], 0x5c
	s_mov_b32 s6, s3
	s_ashr_i32 s7, s3, 31
	s_lshl_b64 s[6:7], s[6:7], 2
	s_waitcnt lgkmcnt(0)
	s_add_u32 s10, s44, s6
	s_addc_u32 s11, s45, s7
	s_load_dword s3, s[10:11], 0x0
	s_add_u32 s10, s46, s6
	s_addc_u32 s11, s47, s7
	s_load_dword s5, s[10:11], 0x0
	s_add_u32 s10, s48, s6
	s_addc_u32 s11, s49, s7
	s_load_dword s60, s[10:11], 0x0
	s_add_u32 s10, s50, s6
	s_addc_u32 s11, s51, s7
	s_add_u32 s6, s8, s6
	s_addc_u32 s7, s9, s7
	s_waitcnt lgkmcnt(0)
	s_cmp_gt_i32 s60, -1
	s_load_dword s33, s[6:7], 0x0
	s_cselect_b64 s[6:7], -1, 0
	s_cmp_ge_i32 s60, s18
	s_cselect_b64 s[8:9], -1, 0
	s_cmp_gt_i32 s3, -1
	s_load_dword s61, s[10:11], 0x0
	s_cselect_b64 s[10:11], -1, 0
	s_cmp_lt_i32 s3, s16
	s_cselect_b64 s[12:13], -1, 0
	s_and_b64 s[10:11], s[10:11], s[12:13]
	s_cmp_gt_i32 s5, -1
	s_cselect_b64 s[12:13], -1, 0
	s_cmp_lt_i32 s5, s17
	s_cselect_b64 s[14:15], -1, 0
	s_and_b64 s[12:13], s[12:13], s[14:15]
	s_waitcnt lgkmcnt(0)
	s_cmp_gt_i32 s33, -1
	s_cselect_b64 s[14:15], -1, 0
	s_cmp_lt_i32 s61, 0
	s_cselect_b64 s[18:19], -1, 0
	s_cmp_ge_i32 s61, s16
	s_cselect_b64 s[16:17], -1, 0
	s_or_b64 s[16:17], s[18:19], s[16:17]
	s_cmp_gt_i32 s33, s60
	s_cselect_b64 s[18:19], -1, 0
	s_or_b64 s[16:17], s[16:17], s[18:19]
	s_and_b64 s[14:15], s[14:15], s[16:17]
	s_nor_b64 s[16:17], s[8:9], s[14:15]
	s_and_b64 s[16:17], s[6:7], s[16:17]
	s_and_b64 s[16:17], s[10:11], s[16:17]
	s_and_b64 s[16:17], s[12:13], s[16:17]
	s_andn2_b64 vcc, exec, s[16:17]
	s_mov_b64 s[16:17], -1
	s_cbranch_vccnz .LBB0_3
	s_andn2_b64 vcc, exec, s[16:17]
	s_cbranch_vccz .LBB0_21
.LBB0_2:
	s_endpgm
.LBB0_3:
	s_load_dword s20, s[0:1], 0xc0
	s_xor_b64 s[10:11], s[10:11], -1
	s_xor_b64 s[18:19], s[12:13], -1
	s_and_b64 s[16:17], s[6:7], s[8:9]
	s_and_b64 s[12:13], s[6:7], s[10:11]
	s_and_b64 s[10:11], s[6:7], s[18:19]
	s_and_b64 s[8:9], s[6:7], s[14:15]
	s_or_b64 s[6:7], s[16:17], s[12:13]
	s_or_b64 s[6:7], s[10:11], s[6:7]
	s_or_b64 s[6:7], s[6:7], s[8:9]
	s_waitcnt lgkmcnt(0)
	s_cmp_lg_u32 s20, 0
	s_cselect_b64 s[14:15], -1, 0
	s_and_b64 s[6:7], s[14:15], s[6:7]
	s_and_b64 vcc, exec, s[6:7]
	s_cbranch_vccz .LBB0_20
	s_load_dwordx2 s[6:7], s[0:1], 0xb8
	s_andn2_b64 vcc, exec, s[16:17]
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
	s_load_dwordx2 s[14:15], s[0:1], 0x6c
	s_waitcnt lgkmcnt(0)
	s_ashr_i32 s7, s2, 31
	s_lshr_b32 s7, s7, 28
	s_add_i32 s7, s2, s7
	s_ashr_i32 s26, s7, 4
	s_max_i32 s6, s14, 1
	v_cvt_f32_u32_e32 v1, s6
	s_sub_i32 s9, 0, s6
	s_abs_i32 s8, s15
	s_ashr_i32 s21, s15, 31
	v_rcp_iflag_f32_e32 v1, v1
	s_load_dwordx16 s[44:59], s[0:1], 0x78
	v_lshrrev_b32_e32 v19, 4, v0
	v_mov_b32_e32 v7, 0
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	s_mov_b32 s20, s15
	v_mov_b32_e32 v11, 0
	v_mov_b32_e32 v12, v11
	v_readfirstlane_b32 s10, v1
	s_mul_i32 s9, s9, s10
	s_mul_hi_u32 s9, s10, s9
	s_add_i32 s10, s10, s9
	s_mul_hi_u32 s9, s8, s10
	s_mul_i32 s10, s9, s6
	s_sub_i32 s8, s8, s10
	s_add_i32 s11, s9, 1
	s_sub_i32 s10, s8, s6
	s_cmp_ge_u32 s8, s6
	s_cselect_b32 s9, s11, s9
	s_cselect_b32 s8, s10, s8
	s_add_i32 s10, s9, 1
	s_cmp_ge_u32 s8, s6
	s_cselect_b32 s6, s10, s9
	s_xor_b32 s6, s6, s21
	s_sub_i32 s6, s6, s21
	s_max_i32 s6, s6, 1
	v_cvt_f32_u32_e32 v1, s6
	s_sub_i32 s8, 0, s6
	s_abs_i32 s1, s26
	s_ashr_i32 s0, s7, 31
	v_rcp_iflag_f32_e32 v1, v1
	s_nop 0
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	s_nop 0
	v_readfirstlane_b32 s9, v1
	s_mul_i32 s8, s8, s9
	s_mul_hi_u32 s8, s9, s8
	s_add_i32 s9, s9, s8
	s_mul_hi_u32 s8, s1, s9
	s_mul_i32 s9, s8, s6
	s_sub_i32 s1, s1, s9
	s_add_i32 s10, s8, 1
	s_sub_i32 s9, s1, s6
	s_cmp_ge_u32 s1, s6
	s_cselect_b32 s8, s10, s8
	s_cselect_b32 s1, s9, s1
	s_add_i32 s9, s8, 1
	s_cmp_ge_u32 s1, s6
	s_cselect_b32 s1, s9, s8
	s_and_b32 s6, s7, 0x1ffffff0
	s_ashr_i32 s64, s4, 31
	s_sub_i32 s2, s2, s6
	s_lshl_b32 s65, s2, 3
	s_waitcnt lgkmcnt(0)
	s_mul_hi_u32 s2, s44, s4
	s_mul_i32 s6, s44, s64
	s_xor_b32 s1, s1, s0
	s_add_i32 s2, s2, s6
	s_mul_i32 s6, s45, s4
	s_ashr_i32 s27, s26, 31
	s_sub_i32 s0, s1, s0
	s_add_i32 s7, s2, s6
	s_mul_i32 s6, s44, s4
	s_mul_i32 s2, s47, s3
	s_mul_hi_u32 s8, s46, s3
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[16:17], s[26:27], 7
	s_add_i32 s9, s8, s2
	s_mul_i32 s8, s46, s3
	s_lshl_b64 s[2:3], s[6:7], 1
	v_or_b32_e32 v2, s65, v19
	s_add_u32 s62, s36, s2
	v_ashrrev_i32_e32 v3, 31, v2
	s_addc_u32 s63, s37, s3
	s_lshl_b64 s[2:3], s[8:9], 1
	v_lshl_add_u64 v[14:15], s[16:17], 0, v[2:3]
	v_lshlrev_b32_e32 v1, 2, v0
	s_add_u32 s2, s62, s2
	v_and_b32_e32 v10, 60, v1
	s_addc_u32 s3, s63, s3
	v_lshlrev_b64 v[2:3], 8, v[14:15]
	v_lshl_add_u64 v[2:3], s[2:3], 0, v[2:3]
	v_lshlrev_b32_e32 v6, 1, v10
	v_lshl_add_u64 v[2:3], v[2:3], 0, v[6:7]
	global_load_dwordx2 v[4:5], v[2:3], off
	global_load_dwordx2 v[8:9], v[2:3], off offset:128
	s_mul_hi_u32 s2, s52, s4
	s_mul_i32 s3, s52, s64
	s_add_i32 s2, s2, s3
	s_mul_i32 s3, s53, s4
	s_mul_i32 s6, s55, s5
	s_mul_hi_u32 s7, s54, s5
	s_add_i32 s2, s2, s3
	s_mul_i32 s3, s52, s4
	s_add_i32 s7, s7, s6
	s_mul_i32 s6, s54, s5
	s_add_u32 s28, s6, s3
	s_addc_u32 s29, s7, s2
	s_add_i32 s52, s60, 1
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[30:31], s[0:1], 7
	s_min_u32 s44, s52, 8
	s_cmp_lg_u32 s44, 0
	s_cselect_b64 s[2:3], -1, 0
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_23
	s_lshl_b64 s[2:3], s[28:29], 2
	s_add_u32 s6, s40, s2
	s_addc_u32 s7, s41, s3
	s_lshl_b64 s[2:3], s[30:31], 2
	s_add_u32 s2, s6, s2
	s_addc_u32 s3, s7, s3
	v_lshlrev_b32_e32 v6, 2, v0
	global_load_dword v12, v6, s[2:3]
.LBB0_23:
	s_or_b64 exec, exec, s[0:1]
	s_lshl_b64 s[22:23], s[14:15], 7
	s_movk_i32 s0, 0x380
	s_cmp_gt_u32 s44, 1
	v_cmp_gt_u32_e64 s[0:1], s0, v0
	s_cselect_b64 s[2:3], -1, 0
	s_and_b64 s[6:7], s[0:1], s[2:3]
	s_and_saveexec_b64 s[2:3], s[6:7]
	s_cbranch_execz .LBB0_25
	s_lshl_b64 s[6:7], s[28:29], 2
	s_add_u32 s6, s40, s6
	v_mul_i32_i24_e64 v17, s23, 1
	v_mul_lo_u32 v16, s22, 1
	s_addc_u32 s7, s41, s7
	v_lshl_add_u64 v[16:17], v[16:17], 2, s[6:7]
	v_lshl_add_u64 v[16:17], s[30:31], 2, v[16:17]
	v_lshlrev_b32_e32 v6, 2, v0
	v_lshl_add_u64 v[6:7], v[16:17], 0, v[6:7]
	global_load_dword v11, v[6:7], off
.LBB0_25:
	s_or_b64 exec, exec, s[2:3]
	s_movk_i32 s2, 0x300
	s_cmp_gt_u32 s44, 2
	v_cmp_gt_u32_e64 s[2:3], s2, v0
	s_cselect_b64 s[6:7], -1, 0
	v_mov_b32_e32 v13, 0
	s_and_b64 s[8:9], s[2:3], s[6:7]
	v_mov_b32_e32 v7, 0
	v_mov_b32_e32 v17, v13
	s_and_saveexec_b64 s[6:7], s[8:9]
	s_cbranch_execz .LBB0_27
	v_mad_u64_u32 v[16:17], s[8:9], s22, 2, 0
	s_lshl_b64 s[8:9], s[28:29], 2
	s_add_u32 s8, s40, s8
	v_mad_i32_i24 v17, s23, 2, v17
	s_addc_u32 s9, s41, s9
	v_lshl_add_u64 v[16:17], v[16:17], 2, s[8:9]
	v_lshl_add_u64 v[16:17], s[30:31], 2, v[16:17]
	v_lshlrev_b32_e32 v6, 2, v0
	v_lshl_add_u64 v[16:17], v[16:17], 0, v[6:7]
	global_load_dword v17, v[16:17], off
.LBB0_27:
	s_or_b64 exec, exec, s[6:7]
	s_movk_i32 s6, 0x280
	s_cmp_gt_u32 s44, 3
	v_cmp_gt_u32_e64 s[18:19], s6, v0
	s_cselect_b64 s[6:7], -1, 0
	s_and_b64 s[8:9], s[18:19], s[6:7]
	s_and_saveexec_b64 s[6:7], s[8:9]
	s_cbranch_execz .LBB0_29
	v_mad_u64_u32 v[20:21], s[8:9], s22, 3, 0
	s_lshl_b64 s[8:9], s[28:29], 2
	s_add_u32 s8, s40, s8
	v_mad_i32_i24 v21, s23, 3, v21
	s_addc_u32 s9, s41, s9
	v_lshl_add_u64 v[20:21], v[20:21], 2, s[8:9]
	v_lshl_add_u64 v[20:21], s[30:31], 2, v[20:21]
	v_lshlrev_b32_e32 v6, 2, v0
	v_lshl_add_u64 v[6:7], v[20:21], 0, v[6:7]
	global_load_dword v13, v[6:7], off
.LBB0_29:
	s_or_b64 exec, exec, s[6:7]
	s_movk_i32 s6, 0x200
	s_cmp_gt_u32 s44, 4
	v_cmp_gt_u32_e64 s[6:7], s6, v0
	s_cselect_b64 s[8:9], -1, 0
	v_mov_b32_e32 v20, 0
	s_and_b64 s[10:11], s[6:7], s[8:9]
	v_mov_b32_e32 v7, 0
	v_mov_b32_e32 v21, v20
	s_and_saveexec_b64 s[8:9], s[10:11]
	s_cbranch_execz .LBB0_31
	v_mad_u64_u32 v[22:23], s[10:11], s22, 4, 0
	s_lshl_b64 s[10:11], s[28:29], 2
	s_add_u32 s10, s40, s10
	v_mad_i32_i24 v23, s23, 4, v23
	s_addc_u32 s11, s41, s11
	v_lshl_add_u64 v[22:23], v[22:23], 2, s[10:11]
	v_lshl_add_u64 v[22:23], s[30:31], 2, v[22:23]
	v_lshlrev_b32_e32 v6, 2, v0
	v_lshl_add_u64 v[22:23], v[22:23], 0, v[6:7]
	global_load_dword v21, v[22:23], off
.LBB0_31:
	s_or_b64 exec, exec, s[8:9]
	s_movk_i32 s8, 0x180
	s_cmp_gt_u32 s44, 5
	v_cmp_gt_u32_e64 s[8:9], s8, v0
	s_cselect_b64 s[10:11], -1, 0
	s_and_b64 s[12:13], s[8:9], s[10:11]
	s_and_saveexec_b64 s[10:11], s[12:13]
	s_cbranch_execz .LBB0_33
	v_mad_u64_u32 v[22:23], s[12:13], s22, 5, 0
	s_lshl_b64 s[12:13], s[28:29], 2
	s_add_u32 s12, s40, s12
	v_mad_i32_i24 v23, s23, 5, v23
	s_addc_u32 s13, s41, s13
	v_lshl_add_u64 v[22:23], v[22:23], 2, s[12:13]
	v_lshl_add_u64 v[22:23], s[30:31], 2, v[22:23]
	v_lshlrev_b32_e32 v6, 2, v0
	v_lshl_add_u64 v[6:7], v[22:23], 0, v[6:7]
	global_load_dword v20, v[6:7], off
.LBB0_33:
	s_or_b64 exec, exec, s[10:11]
	s_movk_i32 s10, 0x100
	s_cmp_gt_u32 s44, 6
	v_cmp_gt_u32_e64 s[10:11], s10, v0
	s_cselect_b64 s[12:13], -1, 0
	v_mov_b32_e32 v22, 0
	s_and_b64 s[24:25], s[10:11], s[12:13]
	v_mov_b32_e32 v7, 0
	v_mov_b32_e32 v23, v22
	s_and_saveexec_b64 s[12:13], s[24:25]
	s_cbranch_execz .LBB0_35
	v_mad_u64_u32 v[24:25], s[24:25], s22, 6, 0
	s_lshl_b64 s[24:25], s[28:29], 2
	s_add_u32 s24, s40, s24
	v_mad_i32_i24 v25, s23, 6, v25
	s_addc_u32 s25, s41, s25
	v_lshl_add_u64 v[24:25], v[24:25], 2, s[24:25]
	v_lshl_add_u64 v[24:25], s[30:31], 2, v[24:25]
	v_lshlrev_b32_e32 v6, 2, v0
	v_lshl_add_u64 v[6:7], v[24:25], 0, v[6:7]
	global_load_dword v23, v[6:7], off
.LBB0_35:
	s_or_b64 exec, exec, s[12:13]
	s_movk_i32 s12, 0x80
	s_cmp_gt_u32 s44, 7
	v_cmp_gt_u32_e64 s[12:13], s12, v0
	s_cselect_b64 s[24:25], -1, 0
	s_and_b64 s[34:35], s[12:13], s[24:25]
	s_and_saveexec_b64 s[24:25], s[34:35]
	s_cbranch_execz .LBB0_37
	s_lshl_b64 s[34:35], s[28:29], 2
	s_add_u32 s15, s40, s34
	s_addc_u32 s34, s41, s35
	s_mul_hi_i32 s35, s14, 0xe00
	s_mulk_i32 s14, 0xe00
	s_add_u32 s36, s15, s14
	s_addc_u32 s34, s34, s35
	s_lshl_b64 s[14:15], s[30:31], 2
	s_add_u32 s14, s36, s14
	s_addc_u32 s15, s34, s15
	v_lshlrev_b32_e32 v6, 2, v0
	global_load_dword v22, v6, s[14:15]
.LBB0_37:
	s_or_b64 exec, exec, s[24:25]
	s_mul_i32 s14, s48, s64
	s_mul_hi_u32 s15, s48, s4
	s_add_i32 s14, s15, s14
	s_mul_i32 s15, s49, s4
	s_mul_i32 s24, s51, s5
	s_mul_hi_u32 s25, s50, s5
	s_add_i32 s14, s14, s15
	s_mul_i32 s15, s48, s4
	s_add_i32 s25, s25, s24
	s_mul_i32 s24, s50, s5
	s_add_u32 s34, s24, s15
	s_addc_u32 s35, s25, s14
	s_lshl_b64 s[24:25], s[20:21], 7
	s_ashr_i32 s14, s65, 31
	s_add_u32 s36, s16, s65
	v_lshrrev_b32_e32 v18, 3, v0
	s_addc_u32 s37, s17, s14
	v_cmp_gt_u32_e64 s[14:15], 64, v0
	v_cmp_gt_u32_e32 vcc, s44, v18
	v_mov_b32_e32 v24, 0
	v_and_b32_e32 v16, 7, v0
	s_and_b64 s[48:49], s[14:15], vcc
	v_mov_b32_e32 v7, 0
	v_mov_b32_e32 v6, v24
	s_and_saveexec_b64 s[16:17], s[48:49]
	s_cbranch_execz .LBB0_39
	v_mad_u64_u32 v[26:27], s[48:49], s24, v18, 0
	s_lshl_b64 s[48:49], s[34:35], 2
	s_add_u32 s48, s38, s48
	v_mad_i32_i24 v27, s25, v18, v27
	s_addc_u32 s49, s39, s49
	v_lshl_add_u64 v[26:27], v[26:27], 2, s[48:49]
	v_lshl_add_u64 v[26:27], s[36:37], 2, v[26:27]
	v_lshlrev_b32_e32 v6, 2, v16
	v_lshl_add_u64 v[6:7], v[26:27], 0, v[6:7]
	global_load_dword v6, v[6:7], off
.LBB0_39:
	s_or_b64 exec, exec, s[16:17]
	s_mul_i32 s16, s56, s64
	s_mul_hi_u32 s17, s56, s4
	s_add_i32 s16, s17, s16
	s_mul_i32 s17, s57, s4
	s_add_i32 s16, s16, s17
	s_mul_i32 s17, s59, s5
	s_mul_hi_u32 s21, s58, s5
	s_mul_i32 s4, s56, s4
	s_add_i32 s21, s21, s17
	s_mul_i32 s5, s58, s5
	s_add_u32 s4, s5, s4
	s_addc_u32 s5, s21, s16
	v_cmp_gt_u32_e32 vcc, s44, v0
	s_and_saveexec_b64 s[16:17], vcc
	s_cbranch_execnz .LBB0_99
	s_or_b64 exec, exec, s[16:17]
	s_waitcnt vmcnt(0)
	ds_write_b32 v1, v12
	s_and_saveexec_b64 s[16:17], s[0:1]
	s_cbranch_execnz .LBB0_100
.LBB0_41:
	s_or_b64 exec, exec, s[16:17]
	s_and_saveexec_b64 s[16:17], s[2:3]
	s_cbranch_execnz .LBB0_101
.LBB0_42:
	s_or_b64 exec, exec, s[16:17]
	s_and_saveexec_b64 s[16:17], s[18:19]
	s_cbranch_execnz .LBB0_102
.LBB0_43:
	s_or_b64 exec, exec, s[16:17]
	s_and_saveexec_b64 s[16:17], s[6:7]
	s_cbranch_execnz .LBB0_103
.LBB0_44:
	s_or_b64 exec, exec, s[16:17]
	s_and_saveexec_b64 s[16:17], s[8:9]
	s_cbranch_execnz .LBB0_104
.LBB0_45:
	s_or_b64 exec, exec, s[16:17]
	s_and_saveexec_b64 s[16:17], s[10:11]
	s_cbranch_execnz .LBB0_105
.LBB0_46:
	s_or_b64 exec, exec, s[16:17]
	s_and_saveexec_b64 s[16:17], s[12:13]
	s_cbranch_execnz .LBB0_106
.LBB0_47:
	s_or_b64 exec, exec, s[16:17]
	s_and_saveexec_b64 s[16:17], s[14:15]
	s_cbranch_execnz .LBB0_107
.LBB0_48:
	s_or_b64 exec, exec, s[16:17]
	v_cmp_gt_u32_e64 s[16:17], 8, v0
	s_and_saveexec_b64 s[44:45], s[16:17]
	s_cbranch_execz .LBB0_50
.LBB0_49:
	s_waitcnt vmcnt(0)
	ds_write_b32 v1, v24 offset:4352
.LBB0_50:
	s_or_b64 exec, exec, s[44:45]
	v_and_b32_e32 v13, 0xffff0000, v5
	v_lshlrev_b32_e32 v12, 16, v5
	v_and_b32_e32 v7, 0xffff0000, v4
	v_lshlrev_b32_e32 v6, 16, v4
	v_pk_add_f32 v[4:5], v[12:13], 0 op_sel_hi:[1,0]
	v_and_b32_e32 v13, 0xffff0000, v8
	v_lshlrev_b32_e32 v12, 16, v8
	v_and_b32_e32 v21, 0xffff0000, v9
	v_lshlrev_b32_e32 v20, 16, v9
	v_pk_add_f32 v[6:7], v[6:7], 0 op_sel_hi:[1,0]
	v_pk_add_f32 v[8:9], v[20:21], 0 op_sel_hi:[1,0]
	s_cmp_gt_u32 s60, 0x7ffffff7
	v_pk_add_f32 v[12:13], v[12:13], 0 op_sel_hi:[1,0]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_98
	s_ashr_i32 s21, s61, 31
	s_mul_hi_u32 s44, s46, s61
	s_mul_i32 s21, s46, s21
	s_add_i32 s21, s44, s21
	s_mul_i32 s44, s47, s61
	s_add_i32 s45, s21, s44
	s_add_i32 s21, s60, 8
	s_mul_i32 s44, s46, s61
	s_ashr_i32 s46, s21, 31
	s_lshr_b32 s46, s46, 29
	s_add_i32 s21, s21, s46
	s_ashr_i32 s21, s21, 3
	s_lshl_b64 s[28:29], s[28:29], 2
	s_add_u32 s40, s40, s28
	s_addc_u32 s41, s41, s29
	s_lshl_b64 s[28:29], s[30:31], 2
	s_add_u32 s28, s40, s28
	s_addc_u32 s29, s41, s29
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v24, 2, v0
	v_mov_b32_e32 v25, 0
	v_lshlrev_b64 v[22:23], 7, v[14:15]
	v_lshl_add_u64 v[14:15], s[28:29], 0, v[24:25]
	s_lshl_b64 s[28:29], s[34:35], 2
	s_add_u32 s30, s38, s28
	s_addc_u32 s31, s39, s29
	s_lshl_b64 s[28:29], s[36:37], 2
	s_add_u32 s28, s30, s28
	s_addc_u32 s29, s31, s29
	v_lshlrev_b32_e32 v24, 2, v16
	s_lshl_b64 s[4:5], s[4:5], 2
	v_lshl_add_u64 v[16:17], s[28:29], 0, v[24:25]
	s_add_u32 s28, s42, s4
	s_addc_u32 s29, s43, s5
	s_lshl_b64 s[4:5], s[26:27], 2
	s_add_u32 s4, s28, s4
	s_addc_u32 s5, s29, s5
	s_lshl_b64 s[26:27], s[44:45], 1
	s_add_u32 s26, s62, s26
	s_addc_u32 s27, s63, s27
	v_lshl_add_u64 v[22:23], v[22:23], 1, s[26:27]
	v_lshlrev_b32_e32 v24, 1, v10
	v_mov_b32_e32 v21, 0x1000
	v_lshlrev_b32_e32 v20, 2, v10
	v_lshl_add_u64 v[10:11], v[22:23], 0, v[24:25]
	s_max_i32 s21, s21, 1
	v_lshl_or_b32 v19, v19, 2, v21
	s_mov_b32 s28, 0
	s_mov_b32 s29, s52
	s_branch .LBB0_53
.LBB0_52:
	s_add_i32 s28, s28, 1
	s_add_i32 s29, s29, -8
	s_add_i32 s33, s33, -8
	s_cmp_eq_u32 s28, s21
	s_barrier
	s_cbranch_scc1 .LBB0_98
.LBB0_53:
	s_lshl_b32 s31, s28, 3
	s_sub_i32 s30, s52, s31
	s_cmp_lg_u32 s28, 0
	s_cbranch_scc0 .LBB0_83
	s_min_i32 s34, s30, 8
	s_cmp_gt_i32 s34, 0
	v_mov_b32_e32 v21, 0
	s_cselect_b64 s[36:37], -1, 0
	v_mov_b32_e32 v22, v21
	s_and_saveexec_b64 s[26:27], s[36:37]
	s_cbranch_execz .LBB0_56
	s_ashr_i32 s35, s31, 31
	s_mul_hi_u32 s36, s22, s31
	s_mul_i32 s35, s22, s35
	s_add_i32 s35, s36, s35
	s_mul_i32 s36, s23, s31
	s_add_i32 s37, s35, s36
	s_mul_i32 s36, s22, s31
	v_lshl_add_u64 v[22:23], s[36:37], 2, v[14:15]
	global_load_dword v22, v[22:23], off
.LBB0_56:
	s_or_b64 exec, exec, s[26:27]
	v_cmp_lt_i32_e64 s[26:27], 1, s34
	s_and_b64 s[36:37], s[0:1], s[26:27]
	s_and_saveexec_b64 s[26:27], s[36:37]
	s_cbranch_execz .LBB0_58
	v_add_u32_e64 v21, s31, 1
	v_ashrrev_i32_e32 v23, 31, v21
	v_mul_lo_u32 v23, s22, v23
	v_mul_lo_u32 v26, s23, v21
	v_mad_u64_u32 v[24:25], s[36:37], s22, v21, 0
	v_add3_u32 v25, v25, v23, v26
	v_lshl_add_u64 v[24:25], v[24:25], 2, v[14:15]
	global_load_dword v21, v[24:25], off
.LBB0_58:
	s_or_b64 exec, exec, s[26:27]
	v_cmp_lt_i32_e64 s[26:27], 2, s34
	v_mov_b32_e32 v23, 0
	s_and_b64 s[36:37], s[2:3], s[26:27]
	v_mov_b32_e32 v24, v23
	s_and_saveexec_b64 s[26:27], s[36:37]
	s_cbranch_execz .LBB0_60
	v_add_u32_e64 v24, s31, 2
	v_ashrrev_i32_e32 v25, 31, v24
	v_mul_lo_u32 v26, s22, v25
	v_mul_lo_u32 v27, s23, v24
	v_mad_u64_u32 v[24:25], s[36:37], s22, v24, 0
	v_add3_u32 v25, v25, v26, v27
	v_lshl_add_u64 v[24:25], v[24:25], 2, v[14:15]
	global_load_dword v24, v[24:25], off
.LBB0_60:
	s_or_b64 exec, exec, s[26:27]
	v_cmp_lt_i32_e64 s[26:27], 3, s34
	s_and_b64 s[36:37], s[18:19], s[26:27]
	s_and_saveexec_b64 s[26:27], s[36:37]
	s_cbranch_execz .LBB0_62
	v_add_u32_e64 v23, s31, 3
	v_ashrrev_i32_e32 v25, 31, v23
	v_mul_lo_u32 v25, s22, v25
	v_mul_lo_u32 v28, s23, v23
	v_mad_u64_u32 v[26:27], s[36:37], s22, v23, 0
	v_add3_u32 v27, v27, v25, v28
	v_lshl_add_u64 v[26:27], v[26:27], 2, v[14:15]
	global_load_dword v23, v[26:27], off
.LBB0_62:
	s_or_b64 exec, exec, s[26:27]
	v_cmp_lt_i32_e64 s[26:27], 4, s34
	v_mov_b32_e32 v25, 0
	s_and_b64 s[36:37], s[6:7], s[26:27]
	v_mov_b32_e32 v26, v25
	s_and_saveexec_b64 s[26:27], s[36:37]
	s_cbranch_execz .LBB0_64
	v_or_b32_e64 v26, s31, 4
	s_ashr_i32 s35, s31, 31
	v_mul_lo_u32 v28, s23, v26
	s_mul_i32 s35, s22, s35
	v_mad_u64_u32 v[26:27], s[36:37], s22, v26, 0
	v_add3_u32 v27, v27, s35, v28
	v_lshl_add_u64 v[26:27], v[26:27], 2, v[14:15]
	global_load_dword v26, v[26:27], off
.LBB0_64:
	s_or_b64 exec, exec, s[26:27]
	v_cmp_lt_i32_e64 s[26:27], 5, s34
	s_and_b64 s[36:37], s[8:9], s[26:27]
	s_and_saveexec_b64 s[26:27], s[36:37]
	s_cbranch_execz .LBB0_66
	v_add_u32_e64 v25, s31, 5
	v_ashrrev_i32_e32 v27, 31, v25
	v_mul_lo_u32 v27, s22, v27
	v_mul_lo_u32 v30, s23, v25
	s_waitcnt vmcnt(0)
	v_mad_u64_u32 v[28:29], s[36:37], s22, v25, 0
	v_add3_u32 v29, v29, v27, v30
	v_lshl_add_u64 v[28:29], v[28:29], 2, v[14:15]
	global_load_dword v25, v[28:29], off
.LBB0_66:
	s_or_b64 exec, exec, s[26:27]
	v_cmp_lt_i32_e64 s[26:27], 6, s34
	v_mov_b32_e32 v27, 0
	s_and_b64 s[36:37], s[10:11], s[26:27]
	v_mov_b32_e32 v28, v27
	s_and_saveexec_b64 s[26:27], s[36:37]
	s_cbranch_execz .LBB0_68
	v_or_b32_e64 v28, s31, 6
	s_ashr_i32 s35, s31, 31
	v_mul_lo_u32 v30, s23, v28
	s_mul_i32 s35, s22, s35
	s_waitcnt vmcnt(0)
	v_mad_u64_u32 v[28:29], s[36:37], s22, v28, 0
	v_add3_u32 v29, v29, s35, v30
	v_lshl_add_u64 v[28:29], v[28:29], 2, v[14:15]
	global_load_dword v28, v[28:29], off
.LBB0_68:
	s_or_b64 exec, exec, s[26:27]
	v_cmp_lt_i32_e64 s[26:27], 7, s34
	s_and_b64 s[36:37], s[12:13], s[26:27]
	s_and_saveexec_b64 s[26:27], s[36:37]
	s_cbranch_execz .LBB0_70
	s_or_b32 s35, s31, 7
	s_ashr_i32 s36, s31, 31
	s_mul_hi_u32 s37, s22, s35
	s_mul_i32 s36, s22, s36
	s_add_i32 s36, s37, s36
	s_mul_i32 s37, s23, s35
	s_add_i32 s37, s36, s37
	s_mul_i32 s36, s22, s35
	v_lshl_add_u64 v[30:31], s[36:37], 2, v[14:15]
	global_load_dword v27, v[30:31], off
.LBB0_70:
	s_or_b64 exec, exec, s[26:27]
	v_cmp_gt_i32_e32 vcc, s34, v18
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v29, 0
	s_and_b64 s[36:37], s[14:15], vcc
	v_mov_b32_e32 v30, v29
	s_and_saveexec_b64 s[26:27], s[36:37]
	s_cbranch_execnz .LBB0_88
	s_or_b64 exec, exec, s[26:27]
	v_cmp_gt_i32_e32 vcc, s34, v0
	s_and_saveexec_b64 s[26:27], vcc
	s_cbranch_execnz .LBB0_89
.LBB0_72:
	s_or_b64 exec, exec, s[26:27]
	s_waitcnt vmcnt(0)
	ds_write_b32 v1, v22
	s_and_saveexec_b64 s[26:27], s[0:1]
	s_cbranch_execnz .LBB0_90
.LBB0_73:
	s_or_b64 exec, exec, s[26:27]
	s_and_saveexec_b64 s[26:27], s[2:3]
	s_cbranch_execnz .LBB0_91
.LBB0_74:
	s_or_b64 exec, exec, s[26:27]
	s_and_saveexec_b64 s[26:27], s[18:19]
	s_cbranch_execnz .LBB0_92
.LBB0_75:
	s_or_b64 exec, exec, s[26:27]
	s_and_saveexec_b64 s[26:27], s[6:7]
	s_cbranch_execnz .LBB0_93
.LBB0_76:
	s_or_b64 exec, exec, s[26:27]
	s_and_saveexec_b64 s[26:27], s[8:9]
	s_cbranch_execnz .LBB0_94
.LBB0_77:
	s_or_b64 exec, exec, s[26:27]
	s_and_saveexec_b64 s[26:27], s[10:11]
	s_cbranch_execnz .LBB0_95
.LBB0_78:
	s_or_b64 exec, exec, s[26:27]
	s_and_saveexec_b64 s[26:27], s[12:13]
	s_cbranch_execnz .LBB0_96
.LBB0_79:
	s_or_b64 exec, exec, s[26:27]
	s_and_saveexec_b64 s[26:27], s[14:15]
	s_cbranch_execnz .LBB0_97
.LBB0_80:
	s_or_b64 exec, exec, s[26:27]
	s_and_saveexec_b64 s[26:27], s[16:17]
	s_cbranch_execz .LBB0_82
.LBB0_81:
	s_waitcnt vmcnt(0)
	ds_write_b32 v1, v29 offset:4352
.LBB0_82:
	s_or_b64 exec, exec, s[26:27]
	s_waitcnt lgkmcnt(0)
	s_barrier
.LBB0_83:
	s_cmp_lt_i32 s30, 1
	s_cbranch_scc1 .LBB0_52
	v_med3_i32 v21, s29, 1, 8
	s_movk_i32 s26, 0x1100
	v_mov_b32_e32 v22, s33
	v_mov_b32_e32 v23, v19
	v_mov_b32_e32 v24, v20
	s_waitcnt vmcnt(0)
	s_branch .LBB0_86
.LBB0_85:
	v_add_u32_e32 v21, -1, v21
	v_cmp_eq_u32_e32 vcc, 0, v21
	v_add_u32_e32 v24, 0x200, v24
	s_add_i32 s26, s26, 4
	v_add_u32_e32 v23, 32, v23
	s_cbranch_vccnz .LBB0_52
.LBB0_86:
	v_mov_b32_e32 v25, s26
	ds_read_b32 v34, v25
	ds_read_b32 v36, v23
	ds_read_b128 v[26:29], v24
	ds_read_b128 v[30:33], v24 offset:256
	v_subrev_co_u32_e32 v22, vcc, 1, v22
	s_waitcnt lgkmcnt(3)
	v_pk_mul_f32 v[4:5], v[4:5], v[34:35] op_sel_hi:[1,0]
	v_pk_mul_f32 v[6:7], v[6:7], v[34:35] op_sel_hi:[1,0]
	v_pk_mul_f32 v[8:9], v[8:9], v[34:35] op_sel_hi:[1,0]
	v_pk_mul_f32 v[12:13], v[12:13], v[34:35] op_sel_hi:[1,0]
	s_waitcnt lgkmcnt(1)
	v_pk_fma_f32 v[4:5], v[28:29], v[36:37], v[4:5] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[6:7], v[26:27], v[36:37], v[6:7] op_sel_hi:[1,0,1]
	s_waitcnt lgkmcnt(0)
	v_pk_fma_f32 v[8:9], v[32:33], v[36:37], v[8:9] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[12:13], v[30:31], v[36:37], v[12:13] op_sel_hi:[1,0,1]
	s_and_b64 vcc, exec, vcc
	s_cbranch_vccz .LBB0_85
	v_cvt_pk_bf16_f32 v27, v4, v5
	v_cvt_pk_bf16_f32 v26, v6, v7
	global_store_dwordx2 v[10:11], v[26:27], off
	v_cvt_pk_bf16_f32 v27, v8, v9
	v_cvt_pk_bf16_f32 v26, v12, v13
	global_store_dwordx2 v[10:11], v[26:27], off offset:128
	s_branch .LBB0_85
.LBB0_88:
	v_or_b32_e32 v30, s31, v18
	s_ashr_i32 s35, s31, 31
	v_mul_lo_u32 v32, s25, v30
	s_mul_i32 s35, s24, s35
	v_mad_u64_u32 v[30:31], s[36:37], s24, v30, 0
	v_add3_u32 v31, v31, s35, v32
	v_lshl_add_u64 v[30:31], v[30:31], 2, v[16:17]
	global_load_dword v30, v[30:31], off
	s_or_b64 exec, exec, s[26:27]
	v_cmp_gt_i32_e32 vcc, s34, v0
	s_and_saveexec_b64 s[26:27], vcc
	s_cbranch_execz .LBB0_72
.LBB0_89:
	v_add_u32_e32 v29, s31, v0
	v_mad_i64_i32 v[32:33], s[34:35], v29, s20, 0
	v_lshl_add_u64 v[32:33], v[32:33], 2, s[4:5]
	global_load_dword v29, v[32:33], off
	s_or_b64 exec, exec, s[26:27]
	s_waitcnt vmcnt(1)
	ds_write_b32 v1, v22
	s_and_saveexec_b64 s[26:27], s[0:1]
	s_cbranch_execz .LBB0_73
.LBB0_90:
	ds_write_b32 v1, v21 offset:512
	s_or_b64 exec, exec, s[26:27]
	s_and_saveexec_b64 s[26:27], s[2:3]
	s_cbranch_execz .LBB0_74
.LBB0_91:
	ds_write_b32 v1, v24 offset:1024
	s_or_b64 exec, exec, s[26:27]
	s_and_saveexec_b64 s[26:27], s[18:19]
	s_cbranch_execz .LBB0_75
.LBB0_92:
	ds_write_b32 v1, v23 offset:1536
	s_or_b64 exec, exec, s[26:27]
	s_and_saveexec_b64 s[26:27], s[6:7]
	s_cbranch_execz .LBB0_76
.LBB0_93:
	ds_write_b32 v1, v26 offset:2048
	s_or_b64 exec, exec, s[26:27]
	s_and_saveexec_b64 s[26:27], s[8:9]
	s_cbranch_execz .LBB0_77
.LBB0_94:
	ds_write_b32 v1, v25 offset:2560
	s_or_b64 exec, exec, s[26:27]
	s_and_saveexec_b64 s[26:27], s[10:11]
	s_cbranch_execz .LBB0_78
.LBB0_95:
	ds_write_b32 v1, v28 offset:3072
	s_or_b64 exec, exec, s[26:27]
	s_and_saveexec_b64 s[26:27], s[12:13]
	s_cbranch_execz .LBB0_79
.LBB0_96:
	ds_write_b32 v1, v27 offset:3584
	s_or_b64 exec, exec, s[26:27]
	s_and_saveexec_b64 s[26:27], s[14:15]
	s_cbranch_execz .LBB0_80
.LBB0_97:
	ds_write_b32 v1, v30 offset:4096
	s_or_b64 exec, exec, s[26:27]
	s_and_saveexec_b64 s[26:27], s[16:17]
	s_cbranch_execnz .LBB0_81
	s_branch .LBB0_82
.LBB0_98:
	v_cvt_pk_bf16_f32 v1, v4, v5
	v_cvt_pk_bf16_f32 v0, v6, v7
	global_store_dwordx2 v[2:3], v[0:1], off
	v_cvt_pk_bf16_f32 v1, v8, v9
	v_cvt_pk_bf16_f32 v0, v12, v13
	global_store_dwordx2 v[2:3], v[0:1], off offset:128
	s_endpgm
.LBB0_99:
	v_mad_i64_i32 v[24:25], s[44:45], s20, v0, 0
	s_lshl_b64 s[44:45], s[4:5], 2
	s_add_u32 s44, s42, s44
	s_addc_u32 s45, s43, s45
	v_lshl_add_u64 v[24:25], v[24:25], 2, s[44:45]
	v_lshl_add_u64 v[24:25], s[26:27], 2, v[24:25]
	global_load_dword v24, v[24:25], off
	s_or_b64 exec, exec, s[16:17]
	s_waitcnt vmcnt(1)
	ds_write_b32 v1, v12
	s_and_saveexec_b64 s[16:17], s[0:1]
	s_cbranch_execz .LBB0_41
.LBB0_100:
	ds_write_b32 v1, v11 offset:512
	s_or_b64 exec, exec, s[16:17]
	s_and_saveexec_b64 s[16:17], s[2:3]
	s_cbranch_execz .LBB0_42
.LBB0_101:
	ds_write_b32 v1, v17 offset:1024
	s_or_b64 exec, exec, s[16:17]
	s_and_saveexec_b64 s[16:17], s[18:19]
	s_cbranch_execz .LBB0_43
.LBB0_102:
	ds_write_b32 v1, v13 offset:1536
	s_or_b64 exec, exec, s[16:17]
	s_and_saveexec_b64 s[16:17], s[6:7]
	s_cbranch_execz .LBB0_44
.LBB0_103:
	ds_write_b32 v1, v21 offset:2048
	s_or_b64 exec, exec, s[16:17]
	s_and_saveexec_b64 s[16:17], s[8:9]
	s_cbranch_execz .LBB0_45
.LBB0_104:
	ds_write_b32 v1, v20 offset:2560
	s_or_b64 exec, exec, s[16:17]
	s_and_saveexec_b64 s[16:17], s[10:11]
	s_cbranch_execz .LBB0_46
.LBB0_105:
	ds_write_b32 v1, v23 offset:3072
	s_or_b64 exec, exec, s[16:17]
	s_and_saveexec_b64 s[16:17], s[12:13]
	s_cbranch_execz .LBB0_47
.LBB0_106:
	ds_write_b32 v1, v22 offset:3584
	s_or_b64 exec, exec, s[16:17]
	s_and_saveexec_b64 s[16:17], s[14:15]
	s_cbranch_execz .LBB0_48
.LBB0_107:
	ds_write_b32 v1, v6 offset:4096
	s_or_b64 exec, exec, s[16:17]
	v_cmp_gt_u32_e64 s[16:17], 8, v0
	s_and_saveexec_b64 s[44:45], s[16:17]
	s_cbranch_execnz .LBB0_49
	s_branch .LBB0_50
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel gdn_replay_pool_bf16_bv8w2
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
	.size	gdn_replay_pool_bf16_bv8w2, .Lfunc_end0-gdn_replay_pool_bf16_bv8w2

	.set gdn_replay_pool_bf16_bv8w2.num_vgpr, 38
	.set gdn_replay_pool_bf16_bv8w2.num_agpr, 0
	.set gdn_replay_pool_bf16_bv8w2.numbered_sgpr, 66
	.set gdn_replay_pool_bf16_bv8w2.num_named_barrier, 0
	.set gdn_replay_pool_bf16_bv8w2.private_seg_size, 0
	.set gdn_replay_pool_bf16_bv8w2.uses_vcc, 1
	.set gdn_replay_pool_bf16_bv8w2.uses_flat_scratch, 0
	.set gdn_replay_pool_bf16_bv8w2.has_dyn_sized_stack, 0
	.set gdn_replay_pool_bf16_bv8w2.has_recursion, 0
	.set gdn_replay_pool_bf16_bv8w2.has_indirect_call, 0
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
    .name:           gdn_replay_pool_bf16_bv8w2
    .private_segment_fixed_size: 0
    .sgpr_count:     72
    .sgpr_spill_count: 0
    .symbol:         gdn_replay_pool_bf16_bv8w2.kd
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
