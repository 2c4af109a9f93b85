; deltagen generated file: do not edit. Regenerate with `cargo xtask gen`.
; kernel: gdn_verify  instance: gdn_verify_tuple_act_bf16_dt_bf16_pool_f32_bv8w4  arch: gfx950
; profile=portable  mode=tuple  act_dtype=bf16  dt_bias_dtype=bf16  pool_dtype=f32  tile=bv8w4  lanes_per_column=32  requests=1
; ir-sha256: 9fe233ab70e3eff1b28604f298c1d7d7b7fc0631433bc4c1341e3089bb75f603
; llvm: 22.1  pipeline: default<O3>  ld.lld: LLVM 22.1
	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 6
	.text
	.globl	gdn_verify_tuple_act_bf16_dt_bf16_pool_f32_bv8w4
	.p2align	8
	.type	gdn_verify_tuple_act_bf16_dt_bf16_pool_f32_bv8w4,@function
gdn_verify_tuple_act_bf16_dt_bf16_pool_f32_bv8w4:
	s_load_dwordx8 s[20:27], s[0:1], 0x4
	s_mov_b32 s28, s3
	s_ashr_i32 s4, s2, 31
	s_lshr_b32 s4, s4, 28
	s_add_i32 s36, s2, s4
	s_waitcnt lgkmcnt(0)
	s_max_i32 s3, s22, 1
	v_cvt_f32_u32_e32 v1, s3
	s_and_b32 s4, s36, -16
	s_sub_i32 s34, s2, s4
	s_sub_i32 s4, 0, s3
	v_rcp_iflag_f32_e32 v1, v1
	s_abs_i32 s2, s23
	s_ashr_i32 s60, s36, 4
	s_ashr_i32 s27, s23, 31
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	v_lshrrev_b32_e32 v22, 5, v0
	v_mov_b32_e32 v2, 0
	v_and_b32_e32 v23, 31, v0
	v_readfirstlane_b32 s5, v1
	s_mul_i32 s4, s4, s5
	s_mul_hi_u32 s4, s5, s4
	s_add_i32 s5, s5, s4
	s_mul_hi_u32 s4, s2, s5
	s_mul_i32 s5, s4, s3
	s_sub_i32 s2, s2, s5
	s_add_i32 s6, s4, 1
	s_sub_i32 s5, s2, s3
	s_cmp_ge_u32 s2, s3
	s_cselect_b32 s4, s6, s4
	s_cselect_b32 s2, s5, s2
	s_add_i32 s5, s4, 1
	s_cmp_ge_u32 s2, s3
	s_cselect_b32 s2, s5, s4
	s_load_dwordx16 s[4:19], s[0:1], 0x20
	s_xor_b32 s2, s2, s27
	s_sub_i32 s2, s2, s27
	s_ashr_i32 s29, s28, 31
	s_max_i32 s35, s2, 1
	s_ashr_i32 s61, s60, 31
	s_lshl_b64 s[38:39], s[28:29], 2
	s_waitcnt lgkmcnt(0)
	s_add_u32 s2, s4, s38
	s_addc_u32 s3, s5, s39
	s_load_dword s33, s[2:3], 0x0
	v_cvt_f32_u32_e32 v1, s35
	v_lshl_or_b32 v6, s34, 3, v22
	v_mov_b32_e32 v3, v2
	v_ashrrev_i32_e32 v7, 31, v6
	s_waitcnt lgkmcnt(0)
	s_cmp_gt_i32 s33, -1
	s_cselect_b64 s[2:3], -1, 0
	s_cmp_lt_i32 s33, s21
	s_cselect_b64 s[30:31], -1, 0
	s_and_b64 s[4:5], s[2:3], s[30:31]
	s_add_u32 s2, s6, s38
	s_addc_u32 s3, s7, s39
	s_load_dwordx2 s[28:29], s[2:3], 0x0
	v_rcp_iflag_f32_e32 v1, v1
	v_lshlrev_b32_e32 v8, 2, v23
	v_mov_b64_e32 v[4:5], v[2:3]
	s_waitcnt lgkmcnt(0)
	s_cmp_gt_i32 s28, -1
	s_cselect_b64 s[2:3], -1, 0
	s_cmp_ge_i32 s29, s28
	s_cselect_b64 s[6:7], -1, 0
	s_cmp_le_i32 s29, s20
	s_cselect_b64 s[20:21], -1, 0
	s_and_b64 s[2:3], s[2:3], s[6:7]
	s_sub_i32 s29, s29, s28
	s_and_b64 s[6:7], s[20:21], s[2:3]
	s_cmp_le_i32 s29, s25
	s_cselect_b64 s[20:21], -1, 0
	s_and_b64 s[2:3], s[20:21], s[6:7]
	s_and_b64 s[40:41], s[4:5], s[2:3]
	s_add_u32 s4, s8, s38
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	s_addc_u32 s5, s9, s39
	v_cvt_u32_f32_e32 v1, v1
	s_load_dword s69, s[4:5], 0x0
	s_lshl_b64 s[4:5], s[60:61], 7
	s_andn2_b64 vcc, exec, s[40:41]
	v_readfirstlane_b32 s37, v1
	s_cbranch_vccnz .LBB0_2
	s_mul_i32 s8, s13, s33
	s_mul_hi_u32 s9, s12, s33
	s_add_i32 s9, s9, s8
	s_mul_i32 s8, s12, s33
	s_lshl_b64 s[8:9], s[8:9], 2
	v_lshl_add_u64 v[4:5], s[4:5], 0, v[6:7]
	s_add_u32 s8, s10, s8
	s_addc_u32 s9, s11, s9
	v_lshlrev_b64 v[4:5], 9, v[4:5]
	v_lshl_add_u64 v[4:5], s[8:9], 0, v[4:5]
	v_lshlrev_b32_e32 v10, 2, v8
	v_mov_b32_e32 v11, v2
	v_lshl_add_u64 v[2:3], v[4:5], 0, v[10:11]
	global_load_dwordx4 v[2:5], v[2:3], off
.LBB0_2:
	s_xor_b64 s[10:11], s[20:21], -1
	s_xor_b64 s[8:9], s[6:7], -1
	s_and_b64 s[6:7], s[6:7], s[10:11]
	s_and_b64 s[6:7], s[6:7], exec
	s_cselect_b32 s10, 2, 0
	s_and_b64 s[6:7], s[30:31], exec
	s_cselect_b32 s11, 0, 4
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_i32 s69, s24
	s_cselect_b64 s[12:13], -1, 0
	s_and_b64 s[6:7], s[12:13], exec
	v_cndmask_b32_e64 v1, 0, 1, s[8:9]
	s_cselect_b32 s6, 0, 8
	s_or_b32 s6, s6, s11
	v_readfirstlane_b32 s7, v1
	s_or_b32 s6, s6, s7
	s_or_b32 s8, s6, s10
	s_cmp_eq_u32 s8, 0
	s_cselect_b64 s[6:7], -1, 0
	s_cmp_eq_u32 s26, 0
	s_cselect_b64 s[10:11], -1, 0
	s_or_b64 s[6:7], s[10:11], s[6:7]
	s_and_b64 vcc, exec, s[6:7]
	s_cbranch_vccnz .LBB0_6
	v_mbcnt_lo_u32_b32 v1, exec_lo, 0
	v_mbcnt_hi_u32_b32 v1, exec_hi, v1
	v_cmp_eq_u32_e32 vcc, 0, v1
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_5
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v9, s8
	global_atomic_or v1, v9, s[14:15]
.LBB0_5:
	s_or_b64 exec, exec, s[6:7]
.LBB0_6:
	s_and_b64 s[2:3], s[2:3], exec
	s_cselect_b32 s24, s29, 0
	s_add_i32 s8, s24, 7
	s_cmp_lt_i32 s8, 8
	s_mov_b32 s33, 0
	s_cbranch_scc1 .LBB0_46
	s_load_dwordx16 s[44:59], s[0:1], 0x60
	s_sub_i32 s2, 0, s35
	s_mul_i32 s2, s2, s37
	s_mul_hi_u32 s2, s37, s2
	s_abs_i32 s26, s60
	s_add_i32 s37, s37, s2
	s_ashr_i32 s31, s36, 31
	s_lshl_b64 s[2:3], s[60:61], 2
	s_waitcnt lgkmcnt(0)
	s_add_u32 s6, s50, s2
	s_addc_u32 s7, s51, s3
	s_ashr_i32 s9, s8, 31
	s_lshr_b32 s9, s9, 29
	s_add_i32 s8, s8, s9
	s_ashr_i32 s68, s8, 3
	s_lshl_b64 s[4:5], s[4:5], 1
	s_add_u32 s8, s44, s4
	s_addc_u32 s9, s45, s5
	s_lshl_b64 s[14:15], s[60:61], 1
	s_add_u32 s10, s46, s14
	s_mul_hi_u32 s30, s26, s37
	s_addc_u32 s11, s47, s15
	s_add_u32 s20, s48, s14
	s_mul_i32 s36, s30, s35
	s_addc_u32 s21, s49, s15
	s_sub_i32 s26, s26, s36
	s_add_i32 s36, s30, 1
	s_sub_i32 s37, s26, s35
	s_cmp_ge_u32 s26, s35
	s_cselect_b32 s30, s36, s30
	s_cselect_b32 s26, s37, s26
	s_add_i32 s36, s30, 1
	s_cmp_ge_u32 s26, s35
	s_cselect_b32 s26, s36, s30
	s_xor_b32 s26, s26, s31
	s_sub_i32 s30, s26, s31
	s_ashr_i32 s31, s30, 31
	s_mov_b32 s26, s23
	s_ashr_i32 s23, s22, 31
	s_cmp_gt_i32 s69, -1
	s_cselect_b64 s[36:37], -1, 0
	s_and_b64 s[62:63], s[36:37], s[12:13]
	s_mul_i32 s12, s30, s35
	s_sub_i32 s12, s60, s12
	s_or_b32 s12, s12, s34
	s_cmp_eq_u32 s12, 0
	s_cselect_b64 s[64:65], -1, 0
	s_cmp_eq_u32 s34, 0
	s_cselect_b64 s[66:67], -1, 0
	s_add_u32 s12, s52, s14
	v_mov_b32_e32 v15, 0
	s_addc_u32 s13, s53, s15
	global_load_ushort v1, v15, s[12:13]
	global_load_dword v33, v15, s[6:7]
	s_load_dwordx16 s[36:51], s[0:1], 0xa0
	s_load_dwordx4 s[12:15], s[0:1], 0xe8
	s_nop 0
	s_load_dwordx2 s[0:1], s[0:1], 0xe0
	v_mov_b32_e32 v9, 0x2000
	v_lshl_or_b32 v24, v22, 2, v9
	v_lshlrev_b64 v[16:17], 1, v[6:7]
	s_waitcnt lgkmcnt(0)
	v_div_scale_f32 v9, s[6:7], s13, s13, 1.0
	v_rcp_f32_e32 v13, v9
	v_div_scale_f32 v12, vcc, 1.0, s13, 1.0
	s_mul_i32 s15, s51, s69
	v_fma_f32 v18, -v9, v13, 1.0
	v_fmac_f32_e32 v13, v18, v13
	s_mul_hi_u32 s35, s50, s69
	v_mul_f32_e32 v18, v12, v13
	v_lshlrev_b32_e32 v10, 2, v0
	v_bfrev_b32_e32 v11, 0.5
	s_mul_i32 s34, s50, s69
	v_fma_f32 v19, -v9, v18, v12
	s_add_i32 s35, s35, s15
	v_bitop3_b32 v25, v10, 64, v11 bitop3:0x6c
	v_bitop3_b32 v26, v10, 32, v11 bitop3:0x6c
	v_bitop3_b32 v27, v10, 16, v11 bitop3:0x6c
	v_bitop3_b32 v28, v10, 8, v11 bitop3:0x6c
	v_bitop3_b32 v29, v10, 4, v11 bitop3:0x6c
	v_add_u32_e32 v31, 0x2120, v10
	v_add_u32_e32 v32, 0x2100, v10
	v_lshl_add_u64 v[10:11], s[8:9], 0, v[16:17]
	v_fmac_f32_e32 v18, v19, v13
	s_lshl_b64 s[6:7], s[30:31], 7
	s_lshl_b64 s[22:23], s[22:23], 7
	s_lshl_b64 s[8:9], s[34:35], 2
	v_fma_f32 v9, -v9, v18, v12
	s_add_u32 s8, s58, s8
	v_div_fmas_f32 v9, v9, v13, v18
	v_mov_b32_e32 v13, s7
	v_or_b32_e32 v12, s6, v8
	s_addc_u32 s9, s59, s9
	s_lshl_b64 s[6:7], s[30:31], 9
	s_mul_i32 s1, s1, s69
	s_mul_hi_u32 s50, s0, s69
	s_add_u32 s6, s8, s6
	s_mul_i32 s0, s0, s69
	s_addc_u32 s7, s9, s7
	s_add_i32 s1, s50, s1
	s_lshl_b64 s[0:1], s[0:1], 2
	s_add_u32 s0, s36, s0
	s_addc_u32 s1, s37, s1
	s_add_u32 s30, s0, s2
	s_addc_u32 s31, s1, s3
	s_add_u32 s0, s54, s4
	s_addc_u32 s1, s55, s5
	s_mul_i32 s2, s49, s69
	s_mul_hi_u32 s3, s48, s69
	v_lshl_add_u64 v[16:17], s[0:1], 0, v[16:17]
	v_cmp_eq_u32_e64 s[0:1], 0, v23
	s_add_i32 s3, s3, s2
	s_mul_i32 s2, s48, s69
	s_lshl_b64 s[34:35], s[26:27], 7
	s_and_b64 s[50:51], s[64:65], s[62:63]
	s_and_b64 s[52:53], s[66:67], s[62:63]
	s_and_b64 s[54:55], s[62:63], s[0:1]
	s_lshl_b64 s[2:3], s[2:3], 2
	s_lshl_b64 s[4:5], s[60:61], 9
	s_add_u32 s2, s2, s4
	s_addc_u32 s3, s3, s5
	s_add_u32 s2, s56, s2
	v_lshlrev_b32_e32 v14, 2, v8
	v_lshlrev_b32_e32 v20, 5, v23
	s_addc_u32 s3, s57, s3
	v_lshl_or_b32 v30, v22, 9, v14
	v_div_fixup_f32 v34, v9, s13, 1.0
	v_lshl_add_u64 v[14:15], s[6:7], 0, v[14:15]
	s_mov_b32 s36, s12
	s_mov_b32 s37, s12
	v_lshlrev_b32_e32 v36, 4, v23
	v_lshl_add_u64 v[18:19], v[6:7], 2, s[2:3]
	s_lshl_b64 s[48:49], s[26:27], 9
	s_waitcnt vmcnt(1)
	v_lshlrev_b32_e32 v35, 16, v1
	s_mov_b32 s12, 0xf800000
	v_mov_b32_e32 v37, 0x260
	s_mov_b32 s15, 0xc2d00000
	s_mov_b32 s27, 0x42b20000
	v_mov_b32_e32 v38, 0x4b400000
	v_mov_b32_e32 v39, 0x3ab60b61
	s_mov_b32 s58, 0x800000
	v_mov_b32_e32 v40, 0x3e638e39
	s_mov_b32 s59, 0x7f800000
	v_add_u32_e32 v41, v24, v20
	v_bfrev_b32_e32 v42, 1
	v_mov_b32_e32 v43, 0xc2d00000
	v_mov_b32_e32 v44, 0x42b20000
	v_mov_b32_e32 v20, -1.0
	v_not_b32_e32 v45, 22
	v_mov_b32_e32 v46, 0xff800000
	v_mov_b32_e32 v47, 0x7f800000
	v_mov_b32_e32 v48, 0x7fc00000
	s_mov_b32 s60, 0
	s_branch .LBB0_9
.LBB0_8:
	s_add_i32 s60, s60, 1
	s_add_i32 s29, s29, -8
	s_add_i32 s33, s33, 8
	s_cmp_eq_u32 s60, s68
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_46
.LBB0_9:
	s_lshl_b32 s62, s60, 3
	s_sub_i32 s61, s24, s62
	s_min_i32 s8, s61, 8
	v_mov_b32_e32 v21, 0
	v_cmp_gt_i32_e64 s[2:3], s8, v23
	v_mov_b32_e32 v49, v21
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_11
	v_add_u32_e32 v1, s28, v23
	v_add_u32_e32 v1, s62, v1
	v_ashrrev_i32_e32 v6, 31, v1
	v_mul_lo_u32 v8, s42, v6
	v_mul_lo_u32 v9, s43, v1
	v_mad_u64_u32 v[6:7], s[6:7], s42, v1, 0
	v_add3_u32 v7, v7, v8, v9
	v_lshl_add_u64 v[6:7], v[6:7], 1, v[10:11]
	global_load_ushort v1, v[6:7], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v49, 16, v1
.LBB0_11:
	s_or_b64 exec, exec, s[4:5]
	v_add_u32_e32 v50, s62, v0
	v_add_u32_e32 v6, s28, v50
	v_cmp_gt_i32_e64 s[4:5], s8, v0
	v_ashrrev_i32_e32 v1, 31, v6
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB0_13
	v_mul_lo_u32 v7, s45, v6
	v_mul_lo_u32 v21, s44, v1
	v_mad_u64_u32 v[8:9], s[56:57], s44, v6, 0
	v_add3_u32 v9, v9, v21, v7
	v_lshl_add_u64 v[8:9], v[8:9], 1, s[10:11]
	global_load_ushort v7, v[8:9], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v21, 16, v7
.LBB0_13:
	s_or_b64 exec, exec, s[6:7]
	v_mov_b32_e32 v53, 0
	v_mov_b32_e32 v51, v53
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB0_15
	v_mul_lo_u32 v8, s47, v6
	v_mul_lo_u32 v1, s46, v1
	v_mad_u64_u32 v[6:7], s[56:57], s46, v6, 0
	v_add3_u32 v7, v7, v1, v8
	v_lshl_add_u64 v[6:7], v[6:7], 1, s[20:21]
	global_load_ushort v1, v[6:7], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v51, 16, v1
.LBB0_15:
	s_or_b64 exec, exec, s[6:7]
	v_add_u32_e32 v52, s62, v22
	v_add_u32_e32 v6, s28, v52
	v_ashrrev_i32_e32 v1, 31, v6
	v_mul_lo_u32 v7, s38, v1
	v_mul_lo_u32 v54, s39, v6
	v_mad_u64_u32 v[8:9], s[6:7], s38, v6, v[12:13]
	v_cmp_gt_i32_e32 vcc, s8, v22
	v_add3_u32 v9, v54, v9, v7
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_17
	v_lshl_add_u64 v[54:55], v[8:9], 1, s[16:17]
	global_load_ushort v7, v[54:55], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v53, 16, v7
.LBB0_17:
	s_or_b64 exec, exec, s[6:7]
	v_mov_b32_e32 v54, 0
	v_mov_b32_e32 v56, v54
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_19
	v_lshl_add_u64 v[56:57], v[8:9], 1, s[16:17]
	global_load_ushort v7, v[56:57], off offset:2
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v56, 16, v7
.LBB0_19:
	s_or_b64 exec, exec, s[6:7]
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_21
	v_lshl_add_u64 v[54:55], v[8:9], 1, s[16:17]
	global_load_ushort v7, v[54:55], off offset:4
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v54, 16, v7
.LBB0_21:
	s_or_b64 exec, exec, s[6:7]
	v_mov_b32_e32 v57, 0
	v_mov_b32_e32 v55, v57
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_23
	v_lshl_add_u64 v[8:9], v[8:9], 1, s[16:17]
	global_load_ushort v7, v[8:9], off offset:6
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v55, 16, v7
.LBB0_23:
	s_or_b64 exec, exec, s[6:7]
	v_mad_u64_u32 v[8:9], s[6:7], s40, v6, v[12:13]
	v_mul_lo_u32 v1, s40, v1
	v_mul_lo_u32 v6, s41, v6
	v_add3_u32 v9, v6, v9, v1
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_25
	v_lshl_add_u64 v[6:7], v[8:9], 1, s[18:19]
	global_load_ushort v1, v[6:7], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v57, 16, v1
.LBB0_25:
	s_or_b64 exec, exec, s[6:7]
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v6, v1
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execnz .LBB0_29
	s_or_b64 exec, exec, s[6:7]
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execnz .LBB0_30
.LBB0_27:
	s_or_b64 exec, exec, s[6:7]
	v_mov_b32_e32 v58, 0
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execnz .LBB0_31
.LBB0_28:
	s_or_b64 exec, exec, s[6:7]
	s_and_saveexec_b64 s[56:57], vcc
	s_cbranch_execnz .LBB0_32
	s_branch .LBB0_34
.LBB0_29:
	v_lshl_add_u64 v[6:7], v[8:9], 1, s[18:19]
	global_load_ushort v6, v[6:7], off offset:2
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v6, 16, v6
	s_or_b64 exec, exec, s[6:7]
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_27
.LBB0_30:
	v_lshl_add_u64 v[58:59], v[8:9], 1, s[18:19]
	global_load_ushort v1, v[58:59], off offset:4
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v1, 16, v1
	s_or_b64 exec, exec, s[6:7]
	v_mov_b32_e32 v58, 0
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_28
.LBB0_31:
	v_lshl_add_u64 v[8:9], v[8:9], 1, s[18:19]
	global_load_ushort v7, v[8:9], off offset:6
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v58, 16, v7
	s_or_b64 exec, exec, s[6:7]
	s_and_saveexec_b64 s[56:57], vcc
	s_cbranch_execz .LBB0_34
.LBB0_32:
	v_mul_f32_e32 v7, v56, v56
	v_fmac_f32_e32 v7, v53, v53
	v_mul_f32_e32 v9, v6, v6
	v_fmac_f32_e32 v7, v54, v54
	v_fmac_f32_e32 v9, v57, v57
	v_fmac_f32_e32 v7, v55, v55
	v_fmac_f32_e32 v9, v1, v1
	ds_bpermute_b32 v8, v25, v7
	v_fmac_f32_e32 v9, v58, v58
	ds_bpermute_b32 v59, v25, v9
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v7, v7, v8
	ds_bpermute_b32 v8, v26, v7
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v9, v9, v59
	ds_bpermute_b32 v59, v26, v9
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v7, v7, v8
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v8, v9, v59
	ds_bpermute_b32 v9, v27, v7
	ds_bpermute_b32 v59, v27, v8
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v7, v7, v9
	ds_bpermute_b32 v9, v28, v7
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v8, v8, v59
	ds_bpermute_b32 v59, v28, v8
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v7, v7, v9
	ds_bpermute_b32 v9, v29, v7
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v8, v8, v59
	ds_bpermute_b32 v59, v29, v8
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v7, v7, v9
	v_add_f32_e32 v7, 0x358637bd, v7
	v_mul_f32_e32 v9, 0x4f800000, v7
	v_cmp_gt_f32_e32 vcc, s12, v7
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v8, v8, v59
	v_add_f32_e32 v8, 0x358637bd, v8
	v_cndmask_b32_e32 v7, v7, v9, vcc
	v_sqrt_f32_e32 v9, v7
	v_mul_f32_e32 v59, 0x4f800000, v8
	v_cmp_gt_f32_e64 s[6:7], s12, v8
	v_add_u32_e32 v60, -1, v9
	s_nop 0
	v_cndmask_b32_e64 v8, v8, v59, s[6:7]
	v_sqrt_f32_e32 v59, v8
	v_add_u32_e32 v61, 1, v9
	v_fma_f32 v62, -v60, v9, v7
	v_fma_f32 v63, -v61, v9, v7
	v_cmp_ge_f32_e64 s[8:9], 0, v62
	s_nop 1
	v_cndmask_b32_e64 v9, v9, v60, s[8:9]
	v_cmp_lt_f32_e64 s[8:9], 0, v63
	s_nop 1
	v_cndmask_b32_e64 v9, v9, v61, s[8:9]
	v_add_u32_e32 v61, -1, v59
	v_fma_f32 v62, -v61, v59, v8
	v_cmp_ge_f32_e64 s[8:9], 0, v62
	v_add_u32_e32 v62, 1, v59
	v_mul_f32_e32 v60, 0x37800000, v9
	v_cndmask_b32_e64 v61, v59, v61, s[8:9]
	v_fma_f32 v59, -v62, v59, v8
	v_cmp_lt_f32_e64 s[8:9], 0, v59
	v_cndmask_b32_e32 v9, v9, v60, vcc
	v_cmp_class_f32_e32 vcc, v7, v37
	v_cndmask_b32_e64 v59, v61, v62, s[8:9]
	v_mul_f32_e32 v61, 0x37800000, v59
	v_cndmask_b32_e64 v59, v59, v61, s[6:7]
	v_cmp_class_f32_e64 s[6:7], v8, v37
	v_cndmask_b32_e32 v60, v9, v7, vcc
	s_nop 0
	v_cndmask_b32_e64 v8, v59, v8, s[6:7]
	v_div_scale_f32 v59, s[6:7], v8, v8, v6
	v_rcp_f32_e32 v61, v59
	s_nop 0
	v_fma_f32 v7, -v59, v61, 1.0
	v_fmac_f32_e32 v61, v7, v61
	v_div_scale_f32 v7, vcc, v6, v8, v6
	v_mul_f32_e32 v9, v7, v61
	v_fma_f32 v62, -v59, v9, v7
	v_fmac_f32_e32 v9, v62, v61
	v_fma_f32 v7, -v59, v9, v7
	v_div_scale_f32 v59, s[6:7], v8, v8, v57
	v_rcp_f32_e32 v62, v59
	v_div_fmas_f32 v7, v7, v61, v9
	v_div_fixup_f32 v7, v7, v8, v6
	v_fma_f32 v6, -v59, v62, 1.0
	v_fmac_f32_e32 v62, v6, v62
	v_div_scale_f32 v6, vcc, v57, v8, v57
	v_mul_f32_e32 v9, v6, v62
	v_fma_f32 v61, -v59, v9, v6
	v_fmac_f32_e32 v9, v61, v62
	v_fma_f32 v6, -v59, v9, v6
	v_div_scale_f32 v59, s[6:7], v8, v8, v58
	v_rcp_f32_e32 v61, v59
	v_div_fmas_f32 v6, v6, v62, v9
	v_div_fixup_f32 v6, v6, v8, v57
	v_fma_f32 v9, -v59, v61, 1.0
	v_fmac_f32_e32 v61, v9, v61
	v_div_scale_f32 v9, vcc, v58, v8, v58
	v_mul_f32_e32 v57, v9, v61
	v_fma_f32 v62, -v59, v57, v9
	v_fmac_f32_e32 v57, v62, v61
	v_fma_f32 v9, -v59, v57, v9
	v_div_scale_f32 v59, s[6:7], v8, v8, v1
	v_rcp_f32_e32 v62, v59
	v_div_fmas_f32 v9, v9, v61, v57
	v_div_fixup_f32 v9, v9, v8, v58
	v_fma_f32 v57, -v59, v62, 1.0
	v_fmac_f32_e32 v62, v57, v62
	v_div_scale_f32 v57, vcc, v1, v8, v1
	v_mul_f32_e32 v58, v57, v62
	v_fma_f32 v61, -v59, v58, v57
	v_fmac_f32_e32 v58, v61, v62
	v_fma_f32 v57, -v59, v58, v57
	v_div_scale_f32 v59, s[6:7], v60, v60, v56
	v_rcp_f32_e32 v61, v59
	v_div_fmas_f32 v57, v57, v62, v58
	v_div_fixup_f32 v8, v57, v8, v1
	v_fma_f32 v1, -v59, v61, 1.0
	v_fmac_f32_e32 v61, v1, v61
	v_div_scale_f32 v1, vcc, v56, v60, v56
	v_mul_f32_e32 v57, v1, v61
	v_fma_f32 v58, -v59, v57, v1
	v_fmac_f32_e32 v57, v58, v61
	v_div_scale_f32 v58, s[6:7], v60, v60, v53
	v_fma_f32 v1, -v59, v57, v1
	v_rcp_f32_e32 v59, v58
	v_div_fmas_f32 v1, v1, v61, v57
	v_div_fixup_f32 v57, v1, v60, v56
	v_fma_f32 v1, -v58, v59, 1.0
	v_fmac_f32_e32 v59, v1, v59
	v_div_scale_f32 v1, vcc, v53, v60, v53
	v_mul_f32_e32 v56, v1, v59
	v_fma_f32 v61, -v58, v56, v1
	v_fmac_f32_e32 v56, v61, v59
	v_fma_f32 v1, -v58, v56, v1
	v_div_scale_f32 v58, s[6:7], v60, v60, v55
	v_rcp_f32_e32 v61, v58
	v_div_fmas_f32 v1, v1, v59, v56
	v_div_fixup_f32 v56, v1, v60, v53
	v_pk_mul_f32 v[56:57], s[36:37], v[56:57]
	v_fma_f32 v1, -v58, v61, 1.0
	v_fmac_f32_e32 v61, v1, v61
	v_div_scale_f32 v1, vcc, v55, v60, v55
	v_mul_f32_e32 v53, v1, v61
	v_fma_f32 v59, -v58, v53, v1
	v_fmac_f32_e32 v53, v59, v61
	v_fma_f32 v1, -v58, v53, v1
	v_div_scale_f32 v58, s[6:7], v60, v60, v54
	v_rcp_f32_e32 v59, v58
	v_div_fmas_f32 v1, v1, v61, v53
	v_div_fixup_f32 v55, v1, v60, v55
	v_fma_f32 v1, -v58, v59, 1.0
	v_fmac_f32_e32 v59, v1, v59
	v_div_scale_f32 v1, vcc, v54, v60, v54
	v_mul_f32_e32 v53, v1, v59
	v_fma_f32 v61, -v58, v53, v1
	v_fmac_f32_e32 v53, v61, v59
	v_fma_f32 v1, -v58, v53, v1
	v_div_fmas_f32 v1, v1, v59, v53
	v_div_fixup_f32 v54, v1, v60, v54
	v_cmp_gt_i32_e32 vcc, s25, v52
	v_pk_mul_f32 v[58:59], s[36:37], v[54:55]
	v_or_b32_e32 v1, 0x1000, v30
	s_and_b64 s[6:7], vcc, s[50:51]
	ds_write_b128 v1, v[56:59]
	ds_write_b128 v30, v[6:9]
	s_and_b64 exec, exec, s[6:7]
	s_cbranch_execz .LBB0_34
	v_ashrrev_i32_e32 v1, 31, v52
	v_mul_lo_u32 v54, s23, v52
	v_mul_lo_u32 v1, s22, v1
	v_mad_u64_u32 v[52:53], s[6:7], s22, v52, 0
	v_add3_u32 v53, v53, v1, v54
	v_lshl_add_u64 v[52:53], v[52:53], 2, v[14:15]
	global_store_dwordx4 v[52:53], v[6:9], off
.LBB0_34:
	s_or_b64 exec, exec, s[56:57]
	s_cmp_eq_u32 s62, 0
	s_cselect_b64 s[6:7], -1, 0
	v_cndmask_b32_e64 v6, v42, 0, s[6:7]
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB0_37
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v1, v33, v6
	v_cmp_ngt_f32_e32 vcc, s15, v1
	v_add_f32_e32 v56, v21, v35
	v_mul_f32_e32 v57, s13, v56
	v_cndmask_b32_e32 v1, v43, v1, vcc
	v_cmp_nlt_f32_e32 vcc, s27, v1
	s_nop 1
	v_cndmask_b32_e32 v1, v44, v1, vcc
	v_fmamk_f32 v7, v1, 0x3fb8aa3b, v38
	v_add_f32_e32 v7, 0xcb400000, v7
	v_fmac_f32_e32 v1, 0xbf317218, v7
	v_mul_f32_e32 v8, 0x3102e308, v7
	v_add_f32_e32 v9, v1, v8
	v_sub_f32_e32 v1, v9, v1
	v_sub_f32_e32 v1, v8, v1
	v_fmamk_f32 v8, v9, 0x39500d01, v39
	v_fmaak_f32 v8, v8, v9, 0x3c088889
	v_fmaak_f32 v8, v8, v9, 0x3d2aaaab
	v_fmaak_f32 v8, v8, v9, 0x3e2aaaab
	v_fma_f32 v8, v8, v9, 0.5
	v_mul_f32_e32 v52, v9, v9
	v_mul_f32_e32 v8, v52, v8
	v_add_f32_e32 v52, v9, v8
	v_sub_f32_e32 v9, v52, v9
	v_cmp_o_f32_e32 vcc, v7, v7
	v_sub_f32_e32 v8, v8, v9
	v_add_f32_e32 v1, v1, v8
	v_cndmask_b32_e32 v7, 0, v7, vcc
	v_add_f32_e32 v8, 1.0, v52
	v_cvt_i32_f32_e32 v7, v7
	v_add_f32_e32 v9, -1.0, v8
	v_sub_f32_e32 v9, v52, v9
	v_add_f32_e32 v1, v9, v1
	v_add_f32_e32 v1, v8, v1
	v_ashrrev_i32_e32 v8, 1, v7
	v_sub_u32_e32 v7, v7, v8
	v_lshlrev_b32_e32 v8, 23, v8
	v_add_u32_e32 v8, 1.0, v8
	v_lshlrev_b32_e32 v7, 23, v7
	v_add_u32_e32 v7, 1.0, v7
	v_mul_f32_e32 v1, v1, v8
	v_cmp_ngt_f32_e32 vcc, s15, v57
	v_mul_f32_e32 v7, v1, v7
	s_nop 0
	v_cndmask_b32_e32 v1, v43, v57, vcc
	v_cmp_nlt_f32_e32 vcc, s27, v1
	s_nop 1
	v_cndmask_b32_e32 v21, v44, v1, vcc
	v_fmamk_f32 v1, v21, 0x3fb8aa3b, v38
	v_add_f32_e32 v58, 0xcb400000, v1
	v_fmac_f32_e32 v21, 0xbf317218, v58
	v_mul_f32_e32 v9, 0x3102e308, v58
	v_add_f32_e32 v1, v21, v9
	v_fmamk_f32 v8, v1, 0x39500d01, v39
	v_fmaak_f32 v8, v8, v1, 0x3c088889
	v_fmaak_f32 v8, v8, v1, 0x3d2aaaab
	v_fmaak_f32 v8, v8, v1, 0x3e2aaaab
	v_fma_f32 v8, v8, v1, 0.5
	v_mul_f32_e32 v52, v1, v1
	v_mul_f32_e32 v52, v52, v8
	v_add_f32_e32 v8, v1, v52
	v_cmp_o_f32_e32 vcc, v58, v58
	v_sub_f32_e32 v53, v8, v1
	v_pk_add_f32 v[54:55], v[0:1], v[20:21] neg_lo:[0,1] neg_hi:[0,1]
	v_cndmask_b32_e32 v1, 0, v58, vcc
	v_add_f32_e32 v60, 1.0, v8
	v_cvt_i32_f32_e32 v1, v1
	v_sub_f32_e32 v59, v52, v53
	v_add_f32_e32 v52, -1.0, v60
	v_mov_b32_e32 v53, v55
	v_pk_add_f32 v[8:9], v[8:9], v[52:53] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_add_f32_e32 v9, v9, v59
	v_add_f32_e32 v8, v8, v9
	v_ashrrev_i32_e32 v9, 1, v1
	v_add_f32_e32 v8, v60, v8
	v_sub_u32_e32 v1, v1, v9
	v_lshl_add_u32 v9, v9, 23, 1.0
	v_lshl_add_u32 v1, v1, 23, 1.0
	v_mul_f32_e32 v8, v8, v9
	v_mul_f32_e32 v1, v8, v1
	v_add_f32_e32 v1, 1.0, v1
	v_mul_f32_e32 v8, 0x4b000000, v1
	v_cmp_gt_f32_e32 vcc, s58, v1
	s_nop 1
	v_cndmask_b32_e32 v8, v1, v8, vcc
	v_add_u32_e32 v21, 0xc0cafb0d, v8
	v_and_b32_e32 v52, 0xff800000, v21
	v_sub_u32_e32 v8, v8, v52
	v_add_f32_e32 v8, -1.0, v8
	v_add_f32_e32 v52, 2.0, v8
	v_div_scale_f32 v53, s[4:5], v52, v52, v8
	v_rcp_f32_e32 v54, v53
	v_cndmask_b32_e32 v9, 0, v45, vcc
	v_ashrrev_i32_e32 v21, 23, v21
	v_add_u32_e32 v9, v21, v9
	v_fma_f32 v21, -v53, v54, 1.0
	v_fmac_f32_e32 v54, v21, v54
	v_div_scale_f32 v21, vcc, v8, v52, v8
	v_mul_f32_e32 v55, v21, v54
	v_fma_f32 v58, -v53, v55, v21
	v_fmac_f32_e32 v55, v58, v54
	v_fma_f32 v21, -v53, v55, v21
	v_div_fmas_f32 v21, v21, v54, v55
	v_div_fixup_f32 v21, v21, v52, v8
	v_mul_f32_e32 v52, v21, v21
	v_fmamk_f32 v53, v52, 0x3e3a2e8c, v40
	v_fmaak_f32 v53, v53, v52, 0x3e924925
	v_fmaak_f32 v53, v53, v52, 0x3ecccccd
	v_cvt_f32_i32_e32 v9, v9
	v_fmaak_f32 v53, v53, v52, 0x3f2aaaab
	v_mul_f32_e32 v52, v52, v53
	v_sub_f32_e32 v52, v8, v52
	v_fma_f32 v8, -v21, v52, v8
	v_fmac_f32_e32 v8, 0xb102e308, v9
	v_fmac_f32_e32 v8, 0x3f317218, v9
	v_cmp_neq_f32_e32 vcc, 0, v1
	s_nop 1
	v_cndmask_b32_e32 v8, v46, v8, vcc
	v_cmp_neq_f32_e32 vcc, s59, v1
	s_nop 1
	v_cndmask_b32_e32 v8, v47, v8, vcc
	v_cmp_ngt_f32_e32 vcc, 0, v1
	s_nop 1
	v_cndmask_b32_e32 v8, v48, v8, vcc
	v_cmp_u_f32_e32 vcc, v1, v1
	s_nop 1
	v_cndmask_b32_e32 v1, v8, v1, vcc
	v_mul_f32_e32 v1, v34, v1
	v_cmp_ge_f32_e32 vcc, s14, v57
	s_nop 1
	v_cndmask_b32_e32 v1, v56, v1, vcc
	v_mul_f32_e64 v1, -v7, v1
	v_cmp_ngt_f32_e32 vcc, s15, v1
	s_nop 1
	v_cndmask_b32_e32 v1, v43, v1, vcc
	v_cmp_nlt_f32_e32 vcc, s27, v1
	s_nop 1
	v_cndmask_b32_e32 v1, v44, v1, vcc
	v_fmamk_f32 v7, v1, 0x3fb8aa3b, v38
	v_add_f32_e32 v7, 0xcb400000, v7
	v_fmac_f32_e32 v1, 0xbf317218, v7
	v_mul_f32_e32 v8, 0x3102e308, v7
	v_add_f32_e32 v9, v1, v8
	v_sub_f32_e32 v1, v9, v1
	v_sub_f32_e32 v1, v8, v1
	v_fmamk_f32 v8, v9, 0x39500d01, v39
	v_fmaak_f32 v8, v8, v9, 0x3c088889
	v_fmaak_f32 v8, v8, v9, 0x3d2aaaab
	v_fmaak_f32 v8, v8, v9, 0x3e2aaaab
	v_fma_f32 v8, v8, v9, 0.5
	v_mul_f32_e32 v21, v9, v9
	v_mul_f32_e32 v8, v21, v8
	v_add_f32_e32 v21, v9, v8
	v_sub_f32_e32 v9, v21, v9
	v_cmp_o_f32_e32 vcc, v7, v7
	v_sub_f32_e32 v8, v8, v9
	v_add_f32_e32 v1, v1, v8
	v_cndmask_b32_e32 v7, 0, v7, vcc
	v_add_f32_e32 v8, 1.0, v21
	v_cvt_i32_f32_e32 v7, v7
	v_add_f32_e32 v9, -1.0, v8
	v_sub_f32_e32 v9, v21, v9
	v_add_f32_e32 v1, v9, v1
	v_add_f32_e32 v56, v8, v1
	v_ashrrev_i32_e32 v1, 1, v7
	v_sub_u32_e32 v7, v7, v1
	v_lshl_add_u32 v57, v1, 23, 1.0
	v_sub_f32_e32 v1, 0, v51
	v_cmp_nlt_f32_e64 vcc, -v51, s15
	s_nop 1
	v_cndmask_b32_e32 v1, v43, v1, vcc
	v_cmp_nlt_f32_e32 vcc, s27, v1
	s_nop 1
	v_cndmask_b32_e32 v21, v44, v1, vcc
	v_fmamk_f32 v1, v21, 0x3fb8aa3b, v38
	v_add_f32_e32 v51, 0xcb400000, v1
	v_fmac_f32_e32 v21, 0xbf317218, v51
	v_mul_f32_e32 v9, 0x3102e308, v51
	v_add_f32_e32 v1, v21, v9
	v_fmamk_f32 v8, v1, 0x39500d01, v39
	v_fmaak_f32 v8, v8, v1, 0x3c088889
	v_fmaak_f32 v8, v8, v1, 0x3d2aaaab
	v_fmaak_f32 v8, v8, v1, 0x3e2aaaab
	v_fma_f32 v8, v8, v1, 0.5
	v_mul_f32_e32 v52, v1, v1
	v_mul_f32_e32 v52, v52, v8
	v_add_f32_e32 v8, v1, v52
	v_cmp_o_f32_e32 vcc, v51, v51
	v_sub_f32_e32 v53, v8, v1
	v_pk_add_f32 v[54:55], v[0:1], v[20:21] neg_lo:[0,1] neg_hi:[0,1]
	v_cndmask_b32_e32 v1, 0, v51, vcc
	v_add_f32_e32 v59, 1.0, v8
	v_cvt_i32_f32_e32 v1, v1
	v_sub_f32_e32 v58, v52, v53
	v_add_f32_e32 v52, -1.0, v59
	v_mov_b32_e32 v53, v55
	v_pk_add_f32 v[8:9], v[8:9], v[52:53] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_add_f32_e32 v9, v9, v58
	v_add_f32_e32 v8, v8, v9
	v_ashrrev_i32_e32 v9, 1, v1
	v_add_f32_e32 v8, v59, v8
	v_sub_u32_e32 v1, v1, v9
	v_lshl_add_u32 v9, v9, 23, 1.0
	v_lshl_add_u32 v1, v1, 23, 1.0
	v_mul_f32_e32 v8, v8, v9
	v_mul_f32_e32 v1, v8, v1
	v_add_f32_e32 v8, 1.0, v1
	v_div_scale_f32 v9, s[4:5], v8, v8, 1.0
	v_rcp_f32_e32 v21, v9
	v_lshl_add_u32 v1, v7, 23, 1.0
	v_mul_f32_e32 v7, v56, v57
	v_mul_f32_e32 v1, v7, v1
	v_fma_f32 v7, -v9, v21, 1.0
	v_fmac_f32_e32 v21, v7, v21
	v_div_scale_f32 v7, vcc, 1.0, v8, 1.0
	v_mul_f32_e32 v51, v7, v21
	v_fma_f32 v52, -v9, v51, v7
	v_fmac_f32_e32 v51, v52, v21
	v_fma_f32 v7, -v9, v51, v7
	v_div_fmas_f32 v7, v7, v21, v51
	v_cmp_gt_i32_e32 vcc, s25, v50
	s_and_b64 s[4:5], vcc, s[52:53]
	v_div_fixup_f32 v7, v7, v8, 1.0
	ds_write_b32 v31, v1
	ds_write_b32 v32, v7
	s_and_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB0_37
	v_mad_i64_i32 v[8:9], s[4:5], v50, s26, 0
	v_lshl_add_u64 v[8:9], v[8:9], 2, s[30:31]
	global_store_dword v[8:9], v1, off
.LBB0_37:
	s_or_b64 exec, exec, s[6:7]
	s_and_saveexec_b64 s[4:5], s[2:3]
	ds_write_b32 v41, v49
	s_or_b64 exec, exec, s[4:5]
	v_pk_add_f32 v[2:3], v[2:3], v[6:7] op_sel_hi:[1,0]
	v_pk_add_f32 v[4:5], v[4:5], v[6:7] op_sel_hi:[1,0]
	s_cmp_lt_i32 s61, 1
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_8
	s_ashr_i32 s2, s33, 31
	s_mul_i32 s3, s49, s33
	s_mul_i32 s2, s48, s2
	v_mov_b32_e32 v6, s33
	s_add_i32 s4, s2, s3
	v_mad_u64_u32 v[6:7], s[2:3], s48, v6, v[18:19]
	v_med3_i32 v1, s29, 1, 8
	v_add_u32_e32 v7, s4, v7
	s_movk_i32 s4, 0x2100
	s_mov_b32 s5, s33
	v_mov_b32_e32 v9, v36
	v_mov_b32_e32 v21, v24
	s_branch .LBB0_42
.LBB0_41:
	s_or_b64 exec, exec, s[2:3]
	v_add_u32_e32 v1, -1, v1
	v_cmp_eq_u32_e32 vcc, 0, v1
	v_add_u32_e32 v21, 32, v21
	v_add_u32_e32 v9, 0x200, v9
	s_add_i32 s4, s4, 4
	v_lshl_add_u64 v[6:7], v[6:7], 0, s[48:49]
	s_add_i32 s5, s5, 1
	s_cbranch_vccnz .LBB0_8
.LBB0_42:
	v_mov_b32_e32 v8, s4
	ds_read2_b32 v[58:59], v8 offset1:8
	s_waitcnt lgkmcnt(1)
	ds_read_b128 v[50:53], v9
	ds_read_b128 v[54:57], v9 offset:4096
	s_waitcnt lgkmcnt(2)
	v_mov_b32_e32 v8, v59
	v_pk_mul_f32 v[2:3], v[2:3], v[8:9] op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[4:5], v[8:9] op_sel_hi:[1,0]
	s_waitcnt lgkmcnt(1)
	v_mul_f32_e32 v8, v3, v51
	v_fmac_f32_e32 v8, v50, v2
	v_fmac_f32_e32 v8, v52, v4
	v_fmac_f32_e32 v8, v53, v5
	ds_bpermute_b32 v49, v25, v8
	ds_read_b32 v59, v21
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v8, v8, v49
	ds_bpermute_b32 v49, v26, v8
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v8, v8, v49
	ds_bpermute_b32 v49, v27, v8
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v8, v8, v49
	ds_bpermute_b32 v49, v28, v8
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v8, v8, v49
	ds_bpermute_b32 v49, v29, v8
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v8, v8, v49
	v_sub_f32_e32 v8, v59, v8
	v_mul_f32_e32 v8, v58, v8
	v_pk_fma_f32 v[2:3], v[50:51], v[8:9], v[2:3] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[4:5], v[52:53], v[8:9], v[4:5] op_sel_hi:[1,0,1]
	v_mul_f32_e32 v49, v55, v3
	v_fmac_f32_e32 v49, v54, v2
	v_fmac_f32_e32 v49, v56, v4
	v_fmac_f32_e32 v49, v57, v5
	ds_bpermute_b32 v50, v25, v49
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v49, v49, v50
	ds_bpermute_b32 v50, v26, v49
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v49, v49, v50
	ds_bpermute_b32 v50, v27, v49
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v49, v49, v50
	ds_bpermute_b32 v50, v28, v49
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v49, v49, v50
	ds_bpermute_b32 v50, v29, v49
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_44
	s_add_i32 s6, s28, s5
	s_ashr_i32 s7, s6, 31
	s_mul_i32 s7, s34, s7
	s_mul_hi_u32 s8, s34, s6
	s_add_i32 s7, s8, s7
	s_mul_i32 s8, s35, s6
	s_add_i32 s7, s7, s8
	s_mul_i32 s6, s34, s6
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v49, v49, v50
	v_cvt_pk_bf16_f32 v49, v49, s0
	v_lshl_add_u64 v[50:51], s[6:7], 1, v[16:17]
	global_store_short v[50:51], v49, off
.LBB0_44:
	s_or_b64 exec, exec, s[2:3]
	s_cmp_lt_i32 s5, s25
	s_cselect_b64 s[2:3], -1, 0
	s_and_b64 s[6:7], s[2:3], s[54:55]
	s_and_saveexec_b64 s[2:3], s[6:7]
	s_cbranch_execz .LBB0_41
	global_store_dword v[6:7], v8, off
	s_branch .LBB0_41
.LBB0_46:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel gdn_verify_tuple_act_bf16_dt_bf16_pool_f32_bv8w4
		.amdhsa_group_segment_fixed_size 8512
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
		.amdhsa_next_free_vgpr 64
		.amdhsa_next_free_sgpr 70
		.amdhsa_accum_offset 64
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
	.size	gdn_verify_tuple_act_bf16_dt_bf16_pool_f32_bv8w4, .Lfunc_end0-gdn_verify_tuple_act_bf16_dt_bf16_pool_f32_bv8w4

	.set gdn_verify_tuple_act_bf16_dt_bf16_pool_f32_bv8w4.num_vgpr, 64
	.set gdn_verify_tuple_act_bf16_dt_bf16_pool_f32_bv8w4.num_agpr, 0
	.set gdn_verify_tuple_act_bf16_dt_bf16_pool_f32_bv8w4.numbered_sgpr, 70
	.set gdn_verify_tuple_act_bf16_dt_bf16_pool_f32_bv8w4.num_named_barrier, 0
	.set gdn_verify_tuple_act_bf16_dt_bf16_pool_f32_bv8w4.private_seg_size, 0
	.set gdn_verify_tuple_act_bf16_dt_bf16_pool_f32_bv8w4.uses_vcc, 1
	.set gdn_verify_tuple_act_bf16_dt_bf16_pool_f32_bv8w4.uses_flat_scratch, 0
	.set gdn_verify_tuple_act_bf16_dt_bf16_pool_f32_bv8w4.has_dyn_sized_stack, 0
	.set gdn_verify_tuple_act_bf16_dt_bf16_pool_f32_bv8w4.has_recursion, 0
	.set gdn_verify_tuple_act_bf16_dt_bf16_pool_f32_bv8w4.has_indirect_call, 0
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
    .group_segment_fixed_size: 8512
    .kernarg_segment_align: 8
    .kernarg_segment_size: 268
    .max_flat_workgroup_size: 256
    .name:           gdn_verify_tuple_act_bf16_dt_bf16_pool_f32_bv8w4
    .private_segment_fixed_size: 0
    .sgpr_count:     76
    .sgpr_spill_count: 0
    .symbol:         gdn_verify_tuple_act_bf16_dt_bf16_pool_f32_bv8w4.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     64
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx950
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
