; deltagen generated file: do not edit. Regenerate with `cargo xtask gen`.
; kernel: gdn_verify  instance: gdn_verify_snapshot_act_bf16_dt_f32_pool_bf16_bv8w4  arch: gfx950
; profile=portable  mode=snapshot  act_dtype=bf16  dt_bias_dtype=f32  pool_dtype=bf16  tile=bv8w4  lanes_per_column=32  requests=1
; ir-sha256: 4b22ca3e4344b6050c2cfc15f31bb320af093d1345fad41e5269f313b9474946
; llvm: 22.1  pipeline: default<O3>  ld.lld: LLVM 22.1
	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 6
	.text
	.globl	gdn_verify_snapshot_act_bf16_dt_f32_pool_bf16_bv8w4
	.p2align	8
	.type	gdn_verify_snapshot_act_bf16_dt_f32_pool_bf16_bv8w4,@function
gdn_verify_snapshot_act_bf16_dt_f32_pool_bf16_bv8w4:
	s_load_dwordx8 s[20:27], s[0:1], 0x4
	s_mov_b32 s52, s3
	s_ashr_i32 s3, s2, 31
	s_lshr_b32 s3, s3, 28
	v_lshrrev_b32_e32 v20, 5, v0
	s_waitcnt lgkmcnt(0)
	s_max_i32 s4, s22, 1
	v_cvt_f32_u32_e32 v1, s4
	s_sub_i32 s5, 0, s4
	s_add_i32 s22, s2, s3
	s_and_b32 s3, s22, 0x1ffffff0
	v_rcp_iflag_f32_e32 v1, v1
	s_sub_i32 s33, s2, s3
	s_abs_i32 s2, s23
	s_ashr_i32 s34, s22, 4
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	s_ashr_i32 s3, s23, 31
	v_mov_b32_e32 v2, 0
	v_and_b32_e32 v21, 31, v0
	v_readfirstlane_b32 s6, v1
	s_mul_i32 s5, s5, s6
	s_mul_hi_u32 s5, s6, s5
	s_add_i32 s6, s6, s5
	s_mul_hi_u32 s5, s2, s6
	s_mul_i32 s6, s5, s4
	s_sub_i32 s2, s2, s6
	s_add_i32 s7, s5, 1
	s_sub_i32 s6, s2, s4
	s_cmp_ge_u32 s2, s4
	s_cselect_b32 s5, s7, s5
	s_cselect_b32 s2, s6, s2
	s_add_i32 s6, s5, 1
	s_cmp_ge_u32 s2, s4
	s_cselect_b32 s2, s6, s5
	s_load_dwordx16 s[4:19], s[0:1], 0x60
	s_load_dwordx16 s[36:51], s[0:1], 0x20
	s_xor_b32 s2, s2, s3
	s_sub_i32 s2, s2, s3
	s_ashr_i32 s35, s34, 31
	s_max_i32 s2, s2, 1
	s_lshl_b64 s[30:31], s[34:35], 2
	s_waitcnt lgkmcnt(0)
	s_add_u32 s28, s10, s30
	s_addc_u32 s29, s11, s31
	s_add_u32 s30, s12, s30
	s_addc_u32 s31, s13, s31
	s_ashr_i32 s53, s52, 31
	s_lshl_b64 s[12:13], s[52:53], 2
	s_add_u32 s10, s36, s12
	s_addc_u32 s11, s37, s13
	s_load_dword s27, s[10:11], 0x0
	v_cvt_f32_u32_e32 v1, s2
	v_lshl_or_b32 v12, s33, 3, v20
	v_mov_b32_e32 v3, v2
	v_ashrrev_i32_e32 v13, 31, v12
	s_waitcnt lgkmcnt(0)
	s_cmp_gt_i32 s27, -1
	s_cselect_b64 s[10:11], -1, 0
	s_cmp_lt_i32 s27, s21
	s_cselect_b64 s[36:37], -1, 0
	s_and_b64 s[54:55], s[10:11], s[36:37]
	s_add_u32 s38, s38, s12
	s_addc_u32 s39, s39, s13
	s_load_dwordx2 s[10:11], s[38:39], 0x0
	v_rcp_iflag_f32_e32 v1, v1
	v_lshlrev_b32_e32 v10, 2, v21
	v_mov_b64_e32 v[4:5], v[2:3]
	s_waitcnt lgkmcnt(0)
	s_cmp_gt_i32 s10, -1
	s_cselect_b64 s[38:39], -1, 0
	s_cmp_ge_i32 s11, s10
	s_cselect_b64 s[52:53], -1, 0
	s_cmp_le_i32 s11, s20
	s_cselect_b64 s[20:21], -1, 0
	s_and_b64 s[38:39], s[38:39], s[52:53]
	s_sub_i32 s11, s11, s10
	s_and_b64 s[38:39], s[20:21], s[38:39]
	s_cmp_le_i32 s11, s25
	s_cselect_b64 s[52:53], -1, 0
	s_and_b64 s[20:21], s[52:53], s[38:39]
	s_and_b64 s[58:59], s[54:55], s[20:21]
	s_add_u32 s12, s40, s12
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	s_addc_u32 s13, s41, s13
	v_cvt_u32_f32_e32 v1, v1
	s_load_dword s55, s[12:13], 0x0
	s_lshl_b64 s[12:13], s[34:35], 7
	s_andn2_b64 vcc, exec, s[58:59]
	v_readfirstlane_b32 s56, v1
	s_cbranch_vccnz .LBB0_2
	s_mul_i32 s33, s45, s27
	s_mul_hi_u32 s40, s44, s27
	s_add_i32 s41, s40, s33
	s_mul_i32 s40, s44, s27
	s_lshl_b64 s[40:41], s[40:41], 1
	v_lshl_add_u64 v[4:5], s[12:13], 0, v[12:13]
	s_add_u32 s40, s42, s40
	s_addc_u32 s41, s43, s41
	v_lshlrev_b64 v[4:5], 8, v[4:5]
	v_lshl_add_u64 v[4:5], s[40:41], 0, v[4:5]
	v_lshlrev_b32_e32 v6, 1, v10
	v_mov_b32_e32 v7, v2
	v_lshl_add_u64 v[2:3], v[4:5], 0, v[6:7]
	global_load_dwordx2 v[2:3], v[2:3], off
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v5, 0xffff0000, v2
	v_lshlrev_b32_e32 v4, 16, v2
	v_and_b32_e32 v7, 0xffff0000, v3
	v_lshlrev_b32_e32 v6, 16, v3
	v_pk_add_f32 v[2:3], v[4:5], 0 op_sel_hi:[1,0]
	v_pk_add_f32 v[4:5], v[6:7], 0 op_sel_hi:[1,0]
.LBB0_2:
	s_load_dword s33, s[28:29], 0x0
	s_load_dword s54, s[30:31], 0x0
	s_xor_b64 s[30:31], s[52:53], -1
	s_xor_b64 s[28:29], s[38:39], -1
	s_and_b64 s[30:31], s[38:39], s[30:31]
	s_and_b64 s[30:31], s[30:31], exec
	s_cselect_b32 s27, 2, 0
	s_and_b64 s[30:31], s[36:37], exec
	s_cselect_b32 s30, 0, 4
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_i32 s55, s24
	s_cselect_b64 s[44:45], -1, 0
	v_cndmask_b32_e64 v1, 0, 1, s[28:29]
	s_and_b64 s[28:29], s[44:45], exec
	s_cselect_b32 s24, 0, 8
	s_or_b32 s24, s24, s30
	v_readfirstlane_b32 s28, v1
	s_or_b32 s24, s24, s28
	s_or_b32 s24, s24, s27
	s_cmp_eq_u32 s24, 0
	s_cselect_b64 s[28:29], -1, 0
	s_cmp_eq_u32 s26, 0
	s_cselect_b64 s[26:27], -1, 0
	s_or_b64 s[26:27], s[26:27], s[28:29]
	s_and_b64 vcc, exec, s[26:27]
	s_cbranch_vccnz .LBB0_6
	v_mbcnt_lo_u32_b32 v1, exec_lo, 0
	v_mbcnt_hi_u32_b32 v1, exec_hi, v1
	v_cmp_eq_u32_e32 vcc, 0, v1
	s_and_saveexec_b64 s[26:27], vcc
	s_cbranch_execz .LBB0_5
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v6, s24
	global_atomic_or v1, v6, s[46:47]
.LBB0_5:
	s_or_b64 exec, exec, s[26:27]
.LBB0_6:
	s_and_b64 s[20:21], s[20:21], exec
	s_cselect_b32 s24, s11, 0
	s_add_i32 s20, s24, 7
	s_cmp_lt_i32 s20, 8
	s_mov_b32 s46, 0
	s_cbranch_scc1 .LBB0_44
	s_sub_i32 s21, 0, s2
	s_mul_i32 s21, s21, s56
	s_mul_hi_u32 s21, s56, s21
	s_add_i32 s56, s56, s21
	s_ashr_i32 s21, s20, 31
	s_lshr_b32 s21, s21, 29
	s_add_i32 s20, s20, s21
	s_abs_i32 s52, s34
	s_ashr_i32 s22, s22, 31
	s_ashr_i32 s47, s20, 3
	s_lshl_b64 s[26:27], s[12:13], 1
	s_add_u32 s4, s4, s26
	s_addc_u32 s5, s5, s27
	v_lshlrev_b64 v[14:15], 1, v[12:13]
	v_lshl_add_u64 v[6:7], s[4:5], 0, v[14:15]
	s_lshl_b64 s[4:5], s[34:35], 1
	s_add_u32 s12, s6, s4
	s_addc_u32 s13, s7, s5
	s_mul_hi_u32 s53, s52, s56
	s_add_u32 s20, s8, s4
	s_addc_u32 s21, s9, s5
	s_load_dwordx8 s[36:43], s[0:1], 0xa0
	s_load_dwordx2 s[4:5], s[0:1], 0xc0
	s_load_dwordx4 s[28:31], s[0:1], 0xc8
	s_mul_i32 s0, s53, s2
	s_sub_i32 s0, s52, s0
	s_add_i32 s1, s53, 1
	s_sub_i32 s6, s0, s2
	s_cmp_ge_u32 s0, s2
	s_cselect_b32 s1, s1, s53
	s_cselect_b32 s0, s6, s0
	s_add_i32 s6, s1, 1
	s_cmp_ge_u32 s0, s2
	s_cselect_b32 s2, s6, s1
	s_waitcnt lgkmcnt(0)
	v_div_scale_f32 v1, s[0:1], s29, s29, 1.0
	v_rcp_f32_e32 v8, v1
	s_xor_b32 s0, s2, s22
	s_sub_i32 s0, s0, s22
	s_ashr_i32 s1, s0, 31
	v_fma_f32 v9, -v1, v8, 1.0
	v_fmac_f32_e32 v8, v9, v8
	v_div_scale_f32 v9, vcc, 1.0, s29, 1.0
	v_mul_f32_e32 v11, v9, v8
	v_fma_f32 v16, -v1, v11, v9
	v_fmac_f32_e32 v11, v16, v8
	s_cmp_gt_i32 s55, -1
	v_fma_f32 v1, -v1, v11, v9
	s_cselect_b64 s[6:7], -1, 0
	s_lshl_b64 s[0:1], s[0:1], 7
	v_div_fmas_f32 v1, v1, v8, v11
	v_or_b32_e32 v8, s0, v10
	s_add_u32 s0, s14, s26
	s_mul_i32 s5, s5, s55
	s_mul_hi_u32 s8, s4, s55
	s_mov_b32 s2, s23
	v_mov_b32_e32 v9, s1
	s_addc_u32 s1, s15, s27
	s_add_i32 s5, s8, s5
	s_mul_i32 s4, s4, s55
	s_lshl_b64 s[14:15], s[2:3], 7
	s_and_b64 s[6:7], s[6:7], s[44:45]
	s_lshl_b64 s[4:5], s[4:5], 1
	s_lshl_b64 s[8:9], s[34:35], 15
	v_div_fixup_f32 v22, v1, s29, 1.0
	v_mov_b32_e32 v1, 0x2000
	s_add_u32 s4, s4, s8
	v_lshl_or_b32 v23, v20, 2, v1
	v_lshlrev_b32_e32 v1, 2, v0
	v_bfrev_b32_e32 v11, 0.5
	v_lshlrev_b32_e32 v10, 2, v10
	s_addc_u32 s5, s5, s9
	v_lshlrev_b64 v[12:13], 8, v[12:13]
	v_bitop3_b32 v27, v1, 64, v11 bitop3:0x6c
	v_bitop3_b32 v28, v1, 32, v11 bitop3:0x6c
	v_bitop3_b32 v29, v1, 16, v11 bitop3:0x6c
	v_bitop3_b32 v30, v1, 8, v11 bitop3:0x6c
	v_bitop3_b32 v31, v1, 4, v11 bitop3:0x6c
	v_lshl_or_b32 v32, v20, 9, v10
	v_lshl_add_u64 v[10:11], s[0:1], 0, v[14:15]
	v_lshl_add_u64 v[12:13], s[4:5], 0, v[12:13]
	v_lshlrev_b32_e32 v14, 3, v21
	v_mov_b32_e32 v15, 0
	v_add_u32_e32 v34, 0x2120, v1
	v_add_u32_e32 v35, 0x2100, v1
	v_lshlrev_b32_e32 v1, 5, v21
	v_lshl_add_u64 v[12:13], v[12:13], 0, v[14:15]
	v_add_u32_e32 v24, s10, v21
	v_add_u32_e32 v25, s10, v0
	v_add_u32_e32 v26, s10, v20
	v_or_b32_e32 v33, 0x1000, v32
	v_cmp_eq_u32_e64 s[0:1], 0, v21
	s_mov_b32 s22, s28
	s_mov_b32 s23, s28
	v_lshlrev_b32_e32 v36, 4, v21
	v_lshl_add_u64 v[12:13], s[16:17], 0, v[12:13]
	s_lshl_b64 s[16:17], s[2:3], 15
	s_mov_b32 s28, 0xf800000
	v_mov_b32_e32 v37, 0x260
	s_mov_b32 s31, 0xc2d00000
	s_mov_b32 s44, 0x42b20000
	v_mov_b32_e32 v38, 0x4b400000
	v_mov_b32_e32 v39, 0x3ab60b61
	s_mov_b32 s45, 0x800000
	v_mov_b32_e32 v40, 0x3e638e39
	s_mov_b32 s52, 0x7f800000
	v_add_u32_e32 v41, v23, v1
	s_xor_b64 s[26:27], s[6:7], -1
	v_bfrev_b32_e32 v42, 1
	v_mov_b32_e32 v43, 0xc2d00000
	v_mov_b32_e32 v44, 0x42b20000
	v_mov_b32_e32 v14, -1.0
	v_not_b32_e32 v45, 22
	v_mov_b32_e32 v46, 0xff800000
	v_mov_b32_e32 v47, 0x7f800000
	v_mov_b32_e32 v48, 0x7fc00000
	s_mov_b32 s53, 0
	s_branch .LBB0_9
.LBB0_8:
	s_add_i32 s53, s53, 1
	s_add_i32 s11, s11, -8
	s_add_i32 s46, s46, 8
	s_cmp_eq_u32 s53, s47
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_44
.LBB0_9:
	s_lshl_b32 s56, s53, 3
	s_sub_i32 s55, s24, s56
	s_min_i32 s8, s55, 8
	v_mov_b32_e32 v15, 0
	v_cmp_gt_i32_e64 s[2:3], s8, v21
	v_mov_b32_e32 v17, v15
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_11
	v_add_u32_e32 v1, s56, v24
	v_ashrrev_i32_e32 v16, 31, v1
	v_mul_lo_u32 v18, s38, v16
	v_mul_lo_u32 v19, s39, v1
	v_mad_u64_u32 v[16:17], s[6:7], s38, v1, 0
	v_add3_u32 v17, v17, v18, v19
	v_lshl_add_u64 v[16:17], v[16:17], 1, v[6:7]
	global_load_ushort v1, v[16:17], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v17, 16, v1
.LBB0_11:
	s_or_b64 exec, exec, s[4:5]
	v_add_u32_e32 v16, s56, v25
	v_cmp_gt_i32_e64 s[4:5], s8, v0
	v_ashrrev_i32_e32 v1, 31, v16
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB0_13
	v_mul_lo_u32 v15, s41, v16
	v_mul_lo_u32 v49, s40, v1
	v_mad_u64_u32 v[18:19], s[34:35], s40, v16, 0
	v_add3_u32 v19, v19, v49, v15
	v_lshl_add_u64 v[18:19], v[18:19], 1, s[12:13]
	global_load_ushort v15, v[18:19], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v15, 16, v15
.LBB0_13:
	s_or_b64 exec, exec, s[6:7]
	v_mov_b32_e32 v51, 0
	v_mov_b32_e32 v49, v51
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB0_15
	v_mul_lo_u32 v49, s43, v16
	v_mul_lo_u32 v1, s42, v1
	v_mad_u64_u32 v[18:19], s[34:35], s42, v16, 0
	v_add3_u32 v19, v19, v1, v49
	v_lshl_add_u64 v[18:19], v[18:19], 1, s[20:21]
	global_load_ushort v1, v[18:19], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v49, 16, v1
.LBB0_15:
	s_or_b64 exec, exec, s[6:7]
	v_add_u32_e32 v16, s56, v26
	v_ashrrev_i32_e32 v1, 31, v16
	v_mul_lo_u32 v50, s18, v1
	v_mul_lo_u32 v52, s19, v16
	v_mad_u64_u32 v[18:19], s[6:7], s18, v16, v[8:9]
	v_cmp_gt_i32_e32 vcc, s8, v20
	v_add3_u32 v19, v52, v19, v50
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_17
	v_lshl_add_u64 v[50:51], v[18:19], 1, s[48:49]
	global_load_ushort v50, v[50:51], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v51, 16, v50
.LBB0_17:
	s_or_b64 exec, exec, s[6:7]
	v_mov_b32_e32 v50, 0
	v_mov_b32_e32 v54, v50
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_19
	v_lshl_add_u64 v[52:53], v[18:19], 1, s[48:49]
	global_load_ushort v52, v[52:53], off offset:2
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v54, 16, v52
.LBB0_19:
	s_or_b64 exec, exec, s[6:7]
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_21
	v_lshl_add_u64 v[52:53], v[18:19], 1, s[48:49]
	global_load_ushort v50, v[52:53], off offset:4
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v50, 16, v50
.LBB0_21:
	s_or_b64 exec, exec, s[6:7]
	v_mov_b32_e32 v53, 0
	v_mov_b32_e32 v52, v53
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_23
	v_lshl_add_u64 v[18:19], v[18:19], 1, s[48:49]
	global_load_ushort v18, v[18:19], off offset:6
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v52, 16, v18
.LBB0_23:
	s_or_b64 exec, exec, s[6:7]
	v_mad_u64_u32 v[18:19], s[6:7], s36, v16, v[8:9]
	v_mul_lo_u32 v1, s36, v1
	v_mul_lo_u32 v16, s37, v16
	v_add3_u32 v19, v16, v19, v1
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_25
	v_lshl_add_u64 v[56:57], v[18:19], 1, s[50:51]
	global_load_ushort v1, v[56:57], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v53, 16, v1
.LBB0_25:
	s_or_b64 exec, exec, s[6:7]
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v55, v1
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execnz .LBB0_39
	s_or_b64 exec, exec, s[6:7]
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execnz .LBB0_40
.LBB0_27:
	s_or_b64 exec, exec, s[6:7]
	v_mov_b32_e32 v16, 0
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execnz .LBB0_41
.LBB0_28:
	s_or_b64 exec, exec, s[6:7]
	s_and_saveexec_b64 s[34:35], vcc
	s_cbranch_execnz .LBB0_42
.LBB0_29:
	s_or_b64 exec, exec, s[34:35]
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execnz .LBB0_43
.LBB0_30:
	s_or_b64 exec, exec, s[6:7]
	s_and_saveexec_b64 s[4:5], s[2:3]
.LBB0_31:
	ds_write_b32 v41, v17
.LBB0_32:
	s_or_b64 exec, exec, s[4:5]
	s_cmp_lt_i32 s55, 1
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_8
	s_ashr_i32 s2, s46, 31
	s_mul_i32 s3, s17, s46
	s_mul_i32 s2, s16, s2
	v_mov_b32_e32 v15, s46
	s_add_i32 s4, s2, s3
	v_mad_u64_u32 v[16:17], s[2:3], s16, v15, v[12:13]
	v_med3_i32 v1, s11, 1, 8
	v_add_u32_e32 v17, s4, v17
	s_movk_i32 s4, 0x2100
	s_mov_b32 s5, s46
	v_mov_b32_e32 v15, v36
	v_mov_b32_e32 v18, v23
	s_branch .LBB0_35
.LBB0_34:
	v_add_u32_e32 v1, -1, v1
	v_cmp_eq_u32_e32 vcc, 0, v1
	v_add_u32_e32 v18, 32, v18
	v_add_u32_e32 v15, 0x200, v15
	s_add_i32 s4, s4, 4
	v_lshl_add_u64 v[16:17], v[16:17], 0, s[16:17]
	s_add_i32 s5, s5, 1
	s_cbranch_vccnz .LBB0_8
.LBB0_35:
	v_mov_b32_e32 v19, s4
	ds_read2_b32 v[58:59], v19 offset1:8
	ds_read_b128 v[50:53], v15
	ds_read_b128 v[54:57], v15 offset:4096
	s_waitcnt lgkmcnt(2)
	v_mov_b32_e32 v60, v59
	v_pk_mul_f32 v[2:3], v[2:3], v[60:61] op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[4:5], v[60:61] op_sel_hi:[1,0]
	s_waitcnt lgkmcnt(1)
	v_mul_f32_e32 v19, v3, v51
	v_fmac_f32_e32 v19, v50, v2
	v_fmac_f32_e32 v19, v52, v4
	v_fmac_f32_e32 v19, v53, v5
	ds_bpermute_b32 v49, v27, v19
	ds_read_b32 v59, v18
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v19, v19, v49
	ds_bpermute_b32 v49, v28, v19
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v19, v19, v49
	ds_bpermute_b32 v49, v29, v19
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v19, v19, v49
	ds_bpermute_b32 v49, v30, v19
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v19, v19, v49
	ds_bpermute_b32 v49, v31, v19
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v19, v19, v49
	v_sub_f32_e32 v19, v59, v19
	v_mul_f32_e32 v58, v58, v19
	v_pk_fma_f32 v[2:3], v[50:51], v[58:59], v[2:3] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[4:5], v[52:53], v[58:59], v[4:5] op_sel_hi:[1,0,1]
	v_mul_f32_e32 v19, v55, v3
	v_fmac_f32_e32 v19, v54, v2
	v_fmac_f32_e32 v19, v56, v4
	v_fmac_f32_e32 v19, v57, v5
	ds_bpermute_b32 v49, v27, v19
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v19, v19, v49
	ds_bpermute_b32 v49, v28, v19
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v19, v19, v49
	ds_bpermute_b32 v49, v29, v19
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v19, v19, v49
	ds_bpermute_b32 v49, v30, v19
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v19, v19, v49
	ds_bpermute_b32 v49, v31, v19
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_37
	s_add_i32 s6, s10, s5
	s_ashr_i32 s7, s6, 31
	s_mul_i32 s7, s14, s7
	s_mul_hi_u32 s8, s14, s6
	s_add_i32 s7, s8, s7
	s_mul_i32 s8, s15, s6
	s_add_i32 s7, s7, s8
	s_mul_i32 s6, s14, s6
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v19, v19, v49
	v_cvt_pk_bf16_f32 v19, v19, s0
	v_lshl_add_u64 v[50:51], s[6:7], 1, v[10:11]
	global_store_short v[50:51], v19, off
.LBB0_37:
	s_or_b64 exec, exec, s[2:3]
	s_cmp_ge_i32 s5, s25
	s_cselect_b64 s[2:3], -1, 0
	s_or_b64 s[2:3], s[2:3], s[26:27]
	s_and_b64 vcc, exec, s[2:3]
	s_cbranch_vccnz .LBB0_34
	v_cvt_pk_bf16_f32 v51, v4, v5
	v_cvt_pk_bf16_f32 v50, v2, v3
	global_store_dwordx2 v[16:17], v[50:51], off
	s_branch .LBB0_34
.LBB0_39:
	v_lshl_add_u64 v[56:57], v[18:19], 1, s[50:51]
	global_load_ushort v16, v[56:57], off offset:2
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v55, 16, v16
	s_or_b64 exec, exec, s[6:7]
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_27
.LBB0_40:
	v_lshl_add_u64 v[56:57], v[18:19], 1, s[50:51]
	global_load_ushort v1, v[56:57], off offset:4
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v1, 16, v1
	s_or_b64 exec, exec, s[6:7]
	v_mov_b32_e32 v16, 0
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_28
.LBB0_41:
	v_lshl_add_u64 v[18:19], v[18:19], 1, s[50:51]
	global_load_ushort v16, v[18:19], off offset:6
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v16, 16, v16
	s_or_b64 exec, exec, s[6:7]
	s_and_saveexec_b64 s[34:35], vcc
	s_cbranch_execz .LBB0_29
.LBB0_42:
	v_mul_f32_e32 v18, v54, v54
	v_fmac_f32_e32 v18, v51, v51
	v_mul_f32_e32 v56, v55, v55
	v_fmac_f32_e32 v18, v50, v50
	v_fmac_f32_e32 v56, v53, v53
	v_fmac_f32_e32 v18, v52, v52
	v_fmac_f32_e32 v56, v1, v1
	ds_bpermute_b32 v19, v27, v18
	v_fmac_f32_e32 v56, v16, v16
	ds_bpermute_b32 v57, v27, v56
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v18, v18, v19
	ds_bpermute_b32 v19, v28, v18
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v56, v56, v57
	ds_bpermute_b32 v57, v28, v56
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v18, v18, v19
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v19, v56, v57
	ds_bpermute_b32 v56, v29, v18
	ds_bpermute_b32 v57, v29, v19
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v18, v18, v56
	ds_bpermute_b32 v56, v30, v18
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v19, v19, v57
	ds_bpermute_b32 v57, v30, v19
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v18, v18, v56
	ds_bpermute_b32 v56, v31, v18
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v19, v19, v57
	ds_bpermute_b32 v57, v31, v19
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v18, v18, v56
	v_add_f32_e32 v18, 0x358637bd, v18
	v_mul_f32_e32 v56, 0x4f800000, v18
	v_cmp_gt_f32_e32 vcc, s28, v18
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v19, v19, v57
	v_add_f32_e32 v19, 0x358637bd, v19
	v_cndmask_b32_e32 v18, v18, v56, vcc
	v_sqrt_f32_e32 v56, v18
	v_mul_f32_e32 v57, 0x4f800000, v19
	v_cmp_gt_f32_e64 s[6:7], s28, v19
	v_add_u32_e32 v58, 1, v56
	s_nop 0
	v_cndmask_b32_e64 v19, v19, v57, s[6:7]
	v_add_u32_e32 v57, -1, v56
	v_fma_f32 v59, -v57, v56, v18
	v_fma_f32 v60, -v58, v56, v18
	v_cmp_ge_f32_e64 s[8:9], 0, v59
	s_nop 1
	v_cndmask_b32_e64 v56, v56, v57, s[8:9]
	v_cmp_lt_f32_e64 s[8:9], 0, v60
	s_nop 1
	v_cndmask_b32_e64 v56, v56, v58, s[8:9]
	v_sqrt_f32_e32 v58, v19
	v_mul_f32_e32 v57, 0x37800000, v56
	v_cndmask_b32_e32 v56, v56, v57, vcc
	v_cmp_class_f32_e32 vcc, v18, v37
	s_nop 1
	v_cndmask_b32_e32 v59, v56, v18, vcc
	v_add_u32_e32 v18, -1, v58
	v_fma_f32 v56, -v18, v58, v19
	v_cmp_ge_f32_e32 vcc, 0, v56
	v_add_u32_e32 v56, 1, v58
	v_fma_f32 v57, -v56, v58, v19
	v_cndmask_b32_e32 v18, v58, v18, vcc
	v_cmp_lt_f32_e32 vcc, 0, v57
	v_div_scale_f32 v57, s[8:9], v59, v59, v54
	v_rcp_f32_e32 v58, v57
	v_cndmask_b32_e32 v18, v18, v56, vcc
	v_mul_f32_e32 v56, 0x37800000, v18
	v_cndmask_b32_e64 v18, v18, v56, s[6:7]
	v_cmp_class_f32_e32 vcc, v19, v37
	s_nop 1
	v_cndmask_b32_e32 v60, v18, v19, vcc
	v_fma_f32 v18, -v57, v58, 1.0
	v_fmac_f32_e32 v58, v18, v58
	v_div_scale_f32 v18, vcc, v54, v59, v54
	v_mul_f32_e32 v19, v18, v58
	v_fma_f32 v56, -v57, v19, v18
	v_fmac_f32_e32 v19, v56, v58
	v_div_scale_f32 v56, s[6:7], v59, v59, v51
	v_fma_f32 v18, -v57, v19, v18
	v_rcp_f32_e32 v57, v56
	v_div_fmas_f32 v18, v18, v58, v19
	v_div_fixup_f32 v19, v18, v59, v54
	v_fma_f32 v18, -v56, v57, 1.0
	v_fmac_f32_e32 v57, v18, v57
	v_div_scale_f32 v18, vcc, v51, v59, v51
	v_mul_f32_e32 v54, v18, v57
	v_fma_f32 v58, -v56, v54, v18
	v_fmac_f32_e32 v54, v58, v57
	v_div_scale_f32 v58, s[6:7], v60, v60, v55
	v_rcp_f32_e32 v61, v58
	v_fma_f32 v18, -v56, v54, v18
	v_div_fmas_f32 v18, v18, v57, v54
	v_div_fixup_f32 v18, v18, v59, v51
	v_pk_mul_f32 v[56:57], s[22:23], v[18:19]
	v_fma_f32 v18, -v58, v61, 1.0
	v_fmac_f32_e32 v61, v18, v61
	v_div_scale_f32 v18, vcc, v55, v60, v55
	v_mul_f32_e32 v19, v18, v61
	v_fma_f32 v51, -v58, v19, v18
	v_fmac_f32_e32 v19, v51, v61
	v_div_scale_f32 v51, s[6:7], v60, v60, v53
	v_rcp_f32_e32 v54, v51
	v_fma_f32 v18, -v58, v19, v18
	v_div_fmas_f32 v18, v18, v61, v19
	v_div_fixup_f32 v55, v18, v60, v55
	v_fma_f32 v18, -v51, v54, 1.0
	v_fmac_f32_e32 v54, v18, v54
	v_div_scale_f32 v18, vcc, v53, v60, v53
	v_mul_f32_e32 v19, v18, v54
	v_fma_f32 v58, -v51, v19, v18
	v_fmac_f32_e32 v19, v58, v54
	v_fma_f32 v18, -v51, v19, v18
	v_div_scale_f32 v51, s[6:7], v59, v59, v52
	v_rcp_f32_e32 v58, v51
	v_div_fmas_f32 v18, v18, v54, v19
	v_div_fixup_f32 v54, v18, v60, v53
	v_fma_f32 v18, -v51, v58, 1.0
	v_fmac_f32_e32 v58, v18, v58
	v_div_scale_f32 v18, vcc, v52, v59, v52
	v_mul_f32_e32 v19, v18, v58
	v_fma_f32 v53, -v51, v19, v18
	v_fmac_f32_e32 v19, v53, v58
	v_fma_f32 v18, -v51, v19, v18
	v_div_scale_f32 v51, s[6:7], v59, v59, v50
	v_rcp_f32_e32 v53, v51
	v_div_fmas_f32 v18, v18, v58, v19
	v_div_fixup_f32 v19, v18, v59, v52
	v_fma_f32 v18, -v51, v53, 1.0
	v_fmac_f32_e32 v53, v18, v53
	v_div_scale_f32 v18, vcc, v50, v59, v50
	v_mul_f32_e32 v52, v18, v53
	v_fma_f32 v58, -v51, v52, v18
	v_fmac_f32_e32 v52, v58, v53
	v_fma_f32 v18, -v51, v52, v18
	v_div_scale_f32 v51, s[6:7], v60, v60, v16
	v_div_fmas_f32 v18, v18, v53, v52
	v_rcp_f32_e32 v52, v51
	v_div_fixup_f32 v18, v18, v59, v50
	v_pk_mul_f32 v[58:59], s[22:23], v[18:19]
	ds_write_b128 v33, v[56:59]
	v_fma_f32 v18, -v51, v52, 1.0
	v_fmac_f32_e32 v52, v18, v52
	v_div_scale_f32 v18, vcc, v16, v60, v16
	v_mul_f32_e32 v19, v18, v52
	v_fma_f32 v50, -v51, v19, v18
	v_fmac_f32_e32 v19, v50, v52
	v_div_scale_f32 v50, s[6:7], v60, v60, v1
	v_fma_f32 v18, -v51, v19, v18
	v_rcp_f32_e32 v51, v50
	v_div_fmas_f32 v18, v18, v52, v19
	v_div_fixup_f32 v57, v18, v60, v16
	v_fma_f32 v16, -v50, v51, 1.0
	v_fmac_f32_e32 v51, v16, v51
	v_div_scale_f32 v16, vcc, v1, v60, v1
	v_mul_f32_e32 v18, v16, v51
	v_fma_f32 v19, -v50, v18, v16
	v_fmac_f32_e32 v18, v19, v51
	v_fma_f32 v16, -v50, v18, v16
	v_div_fmas_f32 v16, v16, v51, v18
	v_div_fixup_f32 v56, v16, v60, v1
	ds_write_b128 v32, v[54:57]
	s_or_b64 exec, exec, s[34:35]
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB0_30
.LBB0_43:
	s_cmp_eq_u32 s56, 0
	s_cselect_b64 s[4:5], -1, 0
	v_cndmask_b32_e64 v1, v42, 0, s[4:5]
	v_add_f32_e32 v1, s33, v1
	v_cmp_ngt_f32_e32 vcc, s31, v1
	v_add_f32_e32 v54, s54, v15
	v_mul_f32_e32 v55, s29, v54
	v_cndmask_b32_e32 v1, v43, v1, vcc
	v_cmp_nlt_f32_e32 vcc, s44, v1
	s_nop 1
	v_cndmask_b32_e32 v1, v44, v1, vcc
	v_fmamk_f32 v16, v1, 0x3fb8aa3b, v38
	v_add_f32_e32 v16, 0xcb400000, v16
	v_fmac_f32_e32 v1, 0xbf317218, v16
	v_mul_f32_e32 v18, 0x3102e308, v16
	v_add_f32_e32 v19, v1, v18
	v_sub_f32_e32 v1, v19, v1
	v_sub_f32_e32 v1, v18, v1
	v_fmamk_f32 v18, v19, 0x39500d01, v39
	v_fmaak_f32 v18, v18, v19, 0x3c088889
	v_fmaak_f32 v18, v18, v19, 0x3d2aaaab
	v_fmaak_f32 v18, v18, v19, 0x3e2aaaab
	v_fma_f32 v18, v18, v19, 0.5
	v_mul_f32_e32 v50, v19, v19
	v_mul_f32_e32 v18, v50, v18
	v_add_f32_e32 v50, v19, v18
	v_sub_f32_e32 v19, v50, v19
	v_cmp_o_f32_e32 vcc, v16, v16
	v_sub_f32_e32 v18, v18, v19
	v_add_f32_e32 v1, v1, v18
	v_cndmask_b32_e32 v16, 0, v16, vcc
	v_add_f32_e32 v18, 1.0, v50
	v_cvt_i32_f32_e32 v16, v16
	v_add_f32_e32 v19, -1.0, v18
	v_sub_f32_e32 v19, v50, v19
	v_add_f32_e32 v1, v19, v1
	v_add_f32_e32 v1, v18, v1
	v_ashrrev_i32_e32 v18, 1, v16
	v_sub_u32_e32 v16, v16, v18
	v_lshlrev_b32_e32 v18, 23, v18
	v_add_u32_e32 v18, 1.0, v18
	v_lshlrev_b32_e32 v16, 23, v16
	v_add_u32_e32 v16, 1.0, v16
	v_mul_f32_e32 v1, v1, v18
	v_cmp_ngt_f32_e32 vcc, s31, v55
	v_mul_f32_e32 v16, v1, v16
	s_nop 0
	v_cndmask_b32_e32 v1, v43, v55, vcc
	v_cmp_nlt_f32_e32 vcc, s44, v1
	s_nop 1
	v_cndmask_b32_e32 v15, v44, v1, vcc
	v_fmamk_f32 v1, v15, 0x3fb8aa3b, v38
	v_add_f32_e32 v56, 0xcb400000, v1
	v_fmac_f32_e32 v15, 0xbf317218, v56
	v_mul_f32_e32 v19, 0x3102e308, v56
	v_add_f32_e32 v1, v15, v19
	v_fmamk_f32 v18, v1, 0x39500d01, v39
	v_fmaak_f32 v18, v18, v1, 0x3c088889
	v_fmaak_f32 v18, v18, v1, 0x3d2aaaab
	v_fmaak_f32 v18, v18, v1, 0x3e2aaaab
	v_fma_f32 v18, v18, v1, 0.5
	v_mul_f32_e32 v50, v1, v1
	v_mul_f32_e32 v50, v50, v18
	v_add_f32_e32 v18, v1, v50
	v_cmp_o_f32_e32 vcc, v56, v56
	v_sub_f32_e32 v51, v18, v1
	v_pk_add_f32 v[52:53], v[0:1], v[14:15] neg_lo:[0,1] neg_hi:[0,1]
	v_cndmask_b32_e32 v1, 0, v56, vcc
	v_add_f32_e32 v58, 1.0, v18
	v_cvt_i32_f32_e32 v1, v1
	v_sub_f32_e32 v57, v50, v51
	v_add_f32_e32 v50, -1.0, v58
	v_mov_b32_e32 v51, v53
	v_pk_add_f32 v[18:19], v[18:19], v[50:51] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_add_f32_e32 v15, v19, v57
	v_add_f32_e32 v15, v18, v15
	v_ashrrev_i32_e32 v18, 1, v1
	v_add_f32_e32 v15, v58, v15
	v_sub_u32_e32 v1, v1, v18
	v_lshl_add_u32 v18, v18, 23, 1.0
	v_lshl_add_u32 v1, v1, 23, 1.0
	v_mul_f32_e32 v15, v15, v18
	v_mul_f32_e32 v1, v15, v1
	v_add_f32_e32 v1, 1.0, v1
	v_mul_f32_e32 v15, 0x4b000000, v1
	v_cmp_gt_f32_e32 vcc, s45, v1
	s_nop 1
	v_cndmask_b32_e32 v15, v1, v15, vcc
	v_add_u32_e32 v19, 0xc0cafb0d, v15
	v_and_b32_e32 v50, 0xff800000, v19
	v_sub_u32_e32 v15, v15, v50
	v_add_f32_e32 v15, -1.0, v15
	v_add_f32_e32 v50, 2.0, v15
	v_div_scale_f32 v51, s[4:5], v50, v50, v15
	v_rcp_f32_e32 v52, v51
	v_cndmask_b32_e32 v18, 0, v45, vcc
	v_ashrrev_i32_e32 v19, 23, v19
	v_add_u32_e32 v18, v19, v18
	v_fma_f32 v19, -v51, v52, 1.0
	v_fmac_f32_e32 v52, v19, v52
	v_div_scale_f32 v19, vcc, v15, v50, v15
	v_mul_f32_e32 v53, v19, v52
	v_fma_f32 v56, -v51, v53, v19
	v_fmac_f32_e32 v53, v56, v52
	v_fma_f32 v19, -v51, v53, v19
	v_div_fmas_f32 v19, v19, v52, v53
	v_div_fixup_f32 v19, v19, v50, v15
	v_mul_f32_e32 v50, v19, v19
	v_fmamk_f32 v51, v50, 0x3e3a2e8c, v40
	v_fmaak_f32 v51, v51, v50, 0x3e924925
	v_fmaak_f32 v51, v51, v50, 0x3ecccccd
	v_cvt_f32_i32_e32 v18, v18
	v_fmaak_f32 v51, v51, v50, 0x3f2aaaab
	v_mul_f32_e32 v50, v50, v51
	v_sub_f32_e32 v50, v15, v50
	v_fma_f32 v15, -v19, v50, v15
	v_fmac_f32_e32 v15, 0xb102e308, v18
	v_fmac_f32_e32 v15, 0x3f317218, v18
	v_cmp_neq_f32_e32 vcc, 0, v1
	s_nop 1
	v_cndmask_b32_e32 v15, v46, v15, vcc
	v_cmp_neq_f32_e32 vcc, s52, v1
	s_nop 1
	v_cndmask_b32_e32 v15, v47, v15, vcc
	v_cmp_ngt_f32_e32 vcc, 0, v1
	s_nop 1
	v_cndmask_b32_e32 v15, v48, v15, vcc
	v_cmp_u_f32_e32 vcc, v1, v1
	s_nop 1
	v_cndmask_b32_e32 v1, v15, v1, vcc
	v_mul_f32_e32 v1, v22, v1
	v_cmp_ge_f32_e32 vcc, s30, v55
	s_nop 1
	v_cndmask_b32_e32 v1, v54, v1, vcc
	v_mul_f32_e64 v1, -v16, v1
	v_cmp_ngt_f32_e32 vcc, s31, v1
	s_nop 1
	v_cndmask_b32_e32 v1, v43, v1, vcc
	v_cmp_nlt_f32_e32 vcc, s44, v1
	s_nop 1
	v_cndmask_b32_e32 v15, v44, v1, vcc
	v_fmamk_f32 v1, v15, 0x3fb8aa3b, v38
	v_add_f32_e32 v16, 0xcb400000, v1
	v_fmac_f32_e32 v15, 0xbf317218, v16
	v_mul_f32_e32 v19, 0x3102e308, v16
	v_add_f32_e32 v1, v15, v19
	v_fmamk_f32 v18, v1, 0x39500d01, v39
	v_fmaak_f32 v18, v18, v1, 0x3c088889
	v_fmaak_f32 v18, v18, v1, 0x3d2aaaab
	v_fmaak_f32 v18, v18, v1, 0x3e2aaaab
	v_fma_f32 v18, v18, v1, 0.5
	v_mul_f32_e32 v50, v1, v1
	v_mul_f32_e32 v50, v50, v18
	v_add_f32_e32 v18, v1, v50
	v_cmp_o_f32_e32 vcc, v16, v16
	v_sub_f32_e32 v51, v18, v1
	v_add_f32_e32 v55, 1.0, v18
	v_pk_add_f32 v[52:53], v[0:1], v[14:15] neg_lo:[0,1] neg_hi:[0,1]
	v_cndmask_b32_e32 v1, 0, v16, vcc
	v_sub_f32_e32 v54, v50, v51
	v_add_f32_e32 v50, -1.0, v55
	v_mov_b32_e32 v51, v53
	v_cvt_i32_f32_e32 v1, v1
	v_pk_add_f32 v[18:19], v[18:19], v[50:51] neg_lo:[0,1] neg_hi:[0,1]
	v_cmp_nlt_f32_e64 vcc, -v49, s31
	v_add_f32_e32 v15, v19, v54
	v_add_f32_e32 v15, v18, v15
	v_add_f32_e32 v16, v55, v15
	v_ashrrev_i32_e32 v15, 1, v1
	v_sub_u32_e32 v54, v1, v15
	v_sub_f32_e32 v1, 0, v49
	v_cndmask_b32_e32 v1, v43, v1, vcc
	v_cmp_nlt_f32_e32 vcc, s44, v1
	v_lshl_add_u32 v55, v15, 23, 1.0
	v_mul_f32_e32 v16, v16, v55
	v_cndmask_b32_e32 v15, v44, v1, vcc
	v_fmamk_f32 v1, v15, 0x3fb8aa3b, v38
	v_add_f32_e32 v49, 0xcb400000, v1
	v_fmac_f32_e32 v15, 0xbf317218, v49
	v_mul_f32_e32 v19, 0x3102e308, v49
	v_add_f32_e32 v1, v15, v19
	v_fmamk_f32 v18, v1, 0x39500d01, v39
	v_fmaak_f32 v18, v18, v1, 0x3c088889
	v_fmaak_f32 v18, v18, v1, 0x3d2aaaab
	v_fmaak_f32 v18, v18, v1, 0x3e2aaaab
	v_fma_f32 v18, v18, v1, 0.5
	v_mul_f32_e32 v50, v1, v1
	v_mul_f32_e32 v50, v50, v18
	v_add_f32_e32 v18, v1, v50
	v_cmp_o_f32_e32 vcc, v49, v49
	v_sub_f32_e32 v51, v18, v1
	v_pk_add_f32 v[52:53], v[0:1], v[14:15] neg_lo:[0,1] neg_hi:[0,1]
	v_cndmask_b32_e32 v1, 0, v49, vcc
	v_add_f32_e32 v57, 1.0, v18
	v_cvt_i32_f32_e32 v1, v1
	v_sub_f32_e32 v56, v50, v51
	v_add_f32_e32 v50, -1.0, v57
	v_mov_b32_e32 v51, v53
	v_pk_add_f32 v[18:19], v[18:19], v[50:51] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_add_f32_e32 v15, v19, v56
	v_add_f32_e32 v15, v18, v15
	v_ashrrev_i32_e32 v18, 1, v1
	v_add_f32_e32 v15, v57, v15
	v_sub_u32_e32 v1, v1, v18
	v_lshl_add_u32 v18, v18, 23, 1.0
	v_lshl_add_u32 v1, v1, 23, 1.0
	v_mul_f32_e32 v15, v15, v18
	v_mul_f32_e32 v1, v15, v1
	v_add_f32_e32 v1, 1.0, v1
	v_div_scale_f32 v15, s[4:5], v1, v1, 1.0
	v_rcp_f32_e32 v18, v15
	v_lshl_add_u32 v19, v54, 23, 1.0
	v_mul_f32_e32 v16, v16, v19
	v_fma_f32 v19, -v15, v18, 1.0
	v_fmac_f32_e32 v18, v19, v18
	v_div_scale_f32 v19, vcc, 1.0, v1, 1.0
	v_mul_f32_e32 v49, v19, v18
	v_fma_f32 v50, -v15, v49, v19
	v_fmac_f32_e32 v49, v50, v18
	v_fma_f32 v15, -v15, v49, v19
	v_div_fmas_f32 v15, v15, v18, v49
	v_div_fixup_f32 v1, v15, v1, 1.0
	ds_write_b32 v34, v16
	ds_write_b32 v35, v1
	s_or_b64 exec, exec, s[6:7]
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execnz .LBB0_31
	s_branch .LBB0_32
.LBB0_44:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel gdn_verify_snapshot_act_bf16_dt_f32_pool_bf16_bv8w4
		.amdhsa_group_segment_fixed_size 8512
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
		.amdhsa_next_free_vgpr 62
		.amdhsa_next_free_sgpr 60
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
	.size	gdn_verify_snapshot_act_bf16_dt_f32_pool_bf16_bv8w4, .Lfunc_end0-gdn_verify_snapshot_act_bf16_dt_f32_pool_bf16_bv8w4

	.set gdn_verify_snapshot_act_bf16_dt_f32_pool_bf16_bv8w4.num_vgpr, 62
	.set gdn_verify_snapshot_act_bf16_dt_f32_pool_bf16_bv8w4.num_agpr, 0
	.set gdn_verify_snapshot_act_bf16_dt_f32_pool_bf16_bv8w4.numbered_sgpr, 60
	.set gdn_verify_snapshot_act_bf16_dt_f32_pool_bf16_bv8w4.num_named_barrier, 0
	.set gdn_verify_snapshot_act_bf16_dt_f32_pool_bf16_bv8w4.private_seg_size, 0
	.set gdn_verify_snapshot_act_bf16_dt_f32_pool_bf16_bv8w4.uses_vcc, 1
	.set gdn_verify_snapshot_act_bf16_dt_f32_pool_bf16_bv8w4.uses_flat_scratch, 0
	.set gdn_verify_snapshot_act_bf16_dt_f32_pool_bf16_bv8w4.has_dyn_sized_stack, 0
	.set gdn_verify_snapshot_act_bf16_dt_f32_pool_bf16_bv8w4.has_recursion, 0
	.set gdn_verify_snapshot_act_bf16_dt_f32_pool_bf16_bv8w4.has_indirect_call, 0
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
    .group_segment_fixed_size: 8512
    .kernarg_segment_align: 8
    .kernarg_segment_size: 236
    .max_flat_workgroup_size: 256
    .name:           gdn_verify_snapshot_act_bf16_dt_f32_pool_bf16_bv8w4
    .private_segment_fixed_size: 0
    .sgpr_count:     66
    .sgpr_spill_count: 0
    .symbol:         gdn_verify_snapshot_act_bf16_dt_f32_pool_bf16_bv8w4.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     62
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx950
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
