; deltagen generated file: do not edit. Regenerate with `cargo xtask gen`.
; kernel: gdn_verify  instance: gdn_verify_snapshot_act_bf16_dt_f32_pool_f32_bv8w4  arch: gfx950
; profile=portable  mode=snapshot  act_dtype=bf16  dt_bias_dtype=f32  pool_dtype=f32  tile=bv8w4  lanes_per_column=32  requests=1
; ir-sha256: cfb527c300be648fdb56d92e554f1e82067608ef12eca221e7d2a5c3fab1de5b
; llvm: 22.1  pipeline: default<O3>  ld.lld: LLVM 22.1
	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 6
	.text
	.globl	gdn_verify_snapshot_act_bf16_dt_f32_pool_f32_bv8w4
	.p2align	8
	.type	gdn_verify_snapshot_act_bf16_dt_f32_pool_f32_bv8w4,@function
gdn_verify_snapshot_act_bf16_dt_f32_pool_f32_bv8w4:
	s_load_dwordx8 s[20:27], s[0:1], 0x4
	s_mov_b32 s28, s3
	s_ashr_i32 s3, s2, 31
	s_lshr_b32 s3, s3, 28
	v_lshrrev_b32_e32 v22, 5, v0
	s_waitcnt lgkmcnt(0)
	s_max_i32 s4, s22, 1
	v_cvt_f32_u32_e32 v1, s4
	s_sub_i32 s5, 0, s4
	s_add_i32 s22, s2, s3
	s_and_b32 s3, s22, 0x1ffffff0
	v_rcp_iflag_f32_e32 v1, v1
	s_sub_i32 s27, s2, s3
	s_abs_i32 s2, s23
	s_ashr_i32 s30, s22, 4
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	s_ashr_i32 s3, s23, 31
	v_mov_b32_e32 v2, 0
	v_and_b32_e32 v23, 31, v0
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
	s_load_dwordx16 s[4:19], s[0:1], 0x20
	s_xor_b32 s2, s2, s3
	s_sub_i32 s2, s2, s3
	s_ashr_i32 s29, s28, 31
	s_max_i32 s2, s2, 1
	s_ashr_i32 s31, s30, 31
	s_lshl_b64 s[38:39], s[28:29], 2
	s_waitcnt lgkmcnt(0)
	s_add_u32 s4, s4, s38
	s_addc_u32 s5, s5, s39
	s_load_dword s33, s[4:5], 0x0
	v_cvt_f32_u32_e32 v1, s2
	v_lshl_or_b32 v14, s27, 3, v22
	v_mov_b32_e32 v3, v2
	v_ashrrev_i32_e32 v15, 31, v14
	s_waitcnt lgkmcnt(0)
	s_cmp_gt_i32 s33, -1
	s_cselect_b64 s[28:29], -1, 0
	s_cmp_lt_i32 s33, s21
	s_cselect_b64 s[4:5], -1, 0
	s_and_b64 s[40:41], s[28:29], s[4:5]
	s_add_u32 s6, s6, s38
	s_addc_u32 s7, s7, s39
	s_load_dwordx2 s[28:29], s[6:7], 0x0
	v_rcp_iflag_f32_e32 v1, v1
	v_lshlrev_b32_e32 v6, 2, v23
	v_mov_b64_e32 v[4:5], v[2:3]
	s_waitcnt lgkmcnt(0)
	s_cmp_gt_i32 s28, -1
	s_cselect_b64 s[6:7], -1, 0
	s_cmp_ge_i32 s29, s28
	s_cselect_b64 s[34:35], -1, 0
	s_cmp_le_i32 s29, s20
	s_cselect_b64 s[20:21], -1, 0
	s_and_b64 s[6:7], s[6:7], s[34:35]
	s_sub_i32 s29, s29, s28
	s_and_b64 s[34:35], s[20:21], s[6:7]
	s_cmp_le_i32 s29, s25
	s_cselect_b64 s[36:37], -1, 0
	s_and_b64 s[20:21], s[36:37], s[34:35]
	s_and_b64 s[40:41], s[40:41], s[20:21]
	s_add_u32 s6, s8, s38
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	s_addc_u32 s7, s9, s39
	v_cvt_u32_f32_e32 v1, v1
	s_load_dword s52, s[6:7], 0x0
	s_lshl_b64 s[6:7], s[30:31], 7
	s_andn2_b64 vcc, exec, s[40:41]
	v_readfirstlane_b32 s27, v1
	s_cbranch_vccnz .LBB0_2
	s_mul_i32 s8, s13, s33
	s_mul_hi_u32 s9, s12, s33
	s_add_i32 s9, s9, s8
	s_mul_i32 s8, s12, s33
	s_lshl_b64 s[8:9], s[8:9], 2
	v_lshl_add_u64 v[4:5], s[6:7], 0, v[14:15]
	s_add_u32 s8, s10, s8
	s_addc_u32 s9, s11, s9
	v_lshlrev_b64 v[4:5], 9, v[4:5]
	v_lshl_add_u64 v[4:5], s[8:9], 0, v[4:5]
	v_lshlrev_b32_e32 v8, 2, v6
	v_mov_b32_e32 v9, v2
	v_lshl_add_u64 v[2:3], v[4:5], 0, v[8:9]
	global_load_dwordx4 v[2:5], v[2:3], off
.LBB0_2:
	s_xor_b64 s[10:11], s[36:37], -1
	s_xor_b64 s[8:9], s[34:35], -1
	s_and_b64 s[10:11], s[34:35], s[10:11]
	s_and_b64 s[10:11], s[10:11], exec
	s_cselect_b32 s10, 2, 0
	s_and_b64 s[4:5], s[4:5], exec
	s_cselect_b32 s11, 0, 4
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_i32 s52, s24
	s_cselect_b64 s[4:5], -1, 0
	v_cndmask_b32_e64 v1, 0, 1, s[8:9]
	s_and_b64 s[8:9], s[4:5], exec
	s_cselect_b32 s8, 0, 8
	s_or_b32 s8, s8, s11
	v_readfirstlane_b32 s9, v1
	s_or_b32 s8, s8, s9
	s_or_b32 s10, s8, s10
	s_cmp_eq_u32 s10, 0
	s_cselect_b64 s[8:9], -1, 0
	s_cmp_eq_u32 s26, 0
	s_cselect_b64 s[12:13], -1, 0
	s_or_b64 s[8:9], s[12:13], s[8:9]
	s_and_b64 vcc, exec, s[8:9]
	s_cbranch_vccnz .LBB0_6
	v_mbcnt_lo_u32_b32 v1, exec_lo, 0
	v_mbcnt_hi_u32_b32 v1, exec_hi, v1
	v_cmp_eq_u32_e32 vcc, 0, v1
	s_and_saveexec_b64 s[8:9], vcc
	s_cbranch_execz .LBB0_5
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v7, s10
	global_atomic_or v1, v7, s[14:15]
.LBB0_5:
	s_or_b64 exec, exec, s[8:9]
.LBB0_6:
	s_and_b64 s[8:9], s[20:21], exec
	s_cselect_b32 s24, s29, 0
	s_add_i32 s8, s24, 7
	s_cmp_lt_i32 s8, 8
	s_mov_b32 s33, 0
	s_cbranch_scc1 .LBB0_44
	s_load_dwordx16 s[36:51], s[0:1], 0x60
	s_sub_i32 s9, 0, s2
	s_mul_i32 s9, s9, s27
	s_mul_hi_u32 s9, s27, s9
	s_abs_i32 s53, s30
	s_add_i32 s27, s27, s9
	s_ashr_i32 s22, s22, 31
	s_lshl_b64 s[10:11], s[30:31], 2
	s_waitcnt lgkmcnt(0)
	s_add_u32 s20, s42, s10
	s_addc_u32 s21, s43, s11
	v_mov_b32_e32 v7, 0
	s_add_u32 s10, s44, s10
	s_addc_u32 s11, s45, s11
	global_load_dword v24, v7, s[20:21]
	global_load_dword v25, v7, s[10:11]
	s_load_dwordx4 s[12:15], s[0:1], 0xc8
	s_load_dwordx2 s[34:35], s[0:1], 0xc0
	s_mul_hi_u32 s54, s53, s27
	s_ashr_i32 s9, s8, 31
	s_lshr_b32 s9, s9, 29
	s_waitcnt lgkmcnt(0)
	v_div_scale_f32 v1, s[26:27], s13, s13, 1.0
	v_rcp_f32_e32 v8, v1
	s_add_i32 s8, s8, s9
	s_ashr_i32 s15, s8, 3
	s_lshl_b64 s[6:7], s[6:7], 1
	v_fma_f32 v9, -v1, v8, 1.0
	v_fmac_f32_e32 v8, v9, v8
	v_div_scale_f32 v9, vcc, 1.0, s13, 1.0
	v_mul_f32_e32 v10, v9, v8
	v_fma_f32 v11, -v1, v10, v9
	v_fmac_f32_e32 v10, v11, v8
	s_add_u32 s8, s36, s6
	v_fma_f32 v1, -v1, v10, v9
	s_addc_u32 s9, s37, s7
	v_lshlrev_b64 v[12:13], 1, v[14:15]
	v_div_fmas_f32 v1, v1, v8, v10
	v_lshl_add_u64 v[8:9], s[8:9], 0, v[12:13]
	s_lshl_b64 s[8:9], s[30:31], 1
	s_add_u32 s10, s38, s8
	s_addc_u32 s11, s39, s9
	s_add_u32 s20, s40, s8
	s_addc_u32 s21, s41, s9
	s_load_dwordx8 s[36:43], s[0:1], 0xa0
	s_mul_i32 s0, s54, s2
	s_sub_i32 s0, s53, s0
	s_add_i32 s1, s54, 1
	s_sub_i32 s8, s0, s2
	s_cmp_ge_u32 s0, s2
	s_cselect_b32 s1, s1, s54
	s_cselect_b32 s0, s8, s0
	s_add_i32 s8, s1, 1
	s_cmp_ge_u32 s0, s2
	s_cselect_b32 s0, s8, s1
	s_xor_b32 s0, s0, s22
	s_sub_i32 s0, s0, s22
	s_ashr_i32 s1, s0, 31
	s_cmp_gt_i32 s52, -1
	s_cselect_b64 s[8:9], -1, 0
	s_lshl_b64 s[0:1], s[0:1], 7
	v_or_b32_e32 v10, s0, v6
	s_add_u32 s0, s46, s6
	v_mov_b32_e32 v11, s1
	s_addc_u32 s1, s47, s7
	s_mul_i32 s6, s35, s52
	s_mul_hi_u32 s7, s34, s52
	s_mov_b32 s2, s23
	s_add_i32 s7, s7, s6
	s_mul_i32 s6, s34, s52
	s_lshl_b64 s[22:23], s[2:3], 7
	s_and_b64 s[4:5], s[8:9], s[4:5]
	s_lshl_b64 s[6:7], s[6:7], 2
	s_lshl_b64 s[8:9], s[30:31], 16
	s_add_u32 s6, s6, s8
	v_lshlrev_b32_e32 v6, 2, v6
	s_addc_u32 s7, s7, s9
	v_lshlrev_b64 v[14:15], 9, v[14:15]
	v_div_fixup_f32 v26, v1, s13, 1.0
	v_mov_b32_e32 v1, 0x2000
	v_lshl_or_b32 v36, v22, 9, v6
	v_lshlrev_b32_e32 v6, 4, v23
	v_lshl_add_u64 v[14:15], s[6:7], 0, v[14:15]
	v_lshl_or_b32 v27, v22, 2, v1
	v_lshlrev_b32_e32 v1, 2, v0
	v_bfrev_b32_e32 v16, 0.5
	v_lshl_add_u64 v[14:15], v[14:15], 0, v[6:7]
	v_bitop3_b32 v31, v1, 64, v16 bitop3:0x6c
	v_bitop3_b32 v32, v1, 32, v16 bitop3:0x6c
	v_bitop3_b32 v33, v1, 16, v16 bitop3:0x6c
	v_bitop3_b32 v34, v1, 8, v16 bitop3:0x6c
	v_bitop3_b32 v35, v1, 4, v16 bitop3:0x6c
	v_add_u32_e32 v38, 0x2120, v1
	v_add_u32_e32 v39, 0x2100, v1
	v_lshlrev_b32_e32 v1, 5, v23
	v_lshl_add_u64 v[14:15], s[48:49], 0, v[14:15]
	v_add_u32_e32 v28, s28, v23
	v_add_u32_e32 v29, s28, v0
	v_add_u32_e32 v30, s28, v22
	v_or_b32_e32 v37, 0x1000, v36
	v_lshl_add_u64 v[12:13], s[0:1], 0, v[12:13]
	v_cmp_eq_u32_e64 s[0:1], 0, v23
	s_mov_b32 s26, s12
	s_mov_b32 s27, s12
	v_lshl_add_u64 v[14:15], v[14:15], 0, 8
	s_lshl_b64 s[30:31], s[2:3], 16
	s_mov_b32 s12, 0xf800000
	v_mov_b32_e32 v7, 0x260
	s_mov_b32 s46, 0xc2d00000
	s_mov_b32 s47, 0x42b20000
	v_mov_b32_e32 v40, 0x4b400000
	v_mov_b32_e32 v41, 0x3ab60b61
	s_mov_b32 s48, 0x800000
	v_mov_b32_e32 v42, 0x3e638e39
	s_mov_b32 s49, 0x7f800000
	v_add_u32_e32 v43, v27, v1
	s_xor_b64 s[34:35], s[4:5], -1
	v_bfrev_b32_e32 v44, 1
	v_mov_b32_e32 v45, 0xc2d00000
	v_mov_b32_e32 v46, 0x42b20000
	v_mov_b32_e32 v16, -1.0
	v_not_b32_e32 v47, 22
	v_mov_b32_e32 v48, 0xff800000
	v_mov_b32_e32 v49, 0x7f800000
	v_mov_b32_e32 v50, 0x7fc00000
	s_mov_b32 s52, 0
	s_branch .LBB0_9
.LBB0_8:
	s_add_i32 s52, s52, 1
	s_add_i32 s29, s29, -8
	s_add_i32 s33, s33, 8
	s_cmp_eq_u32 s52, s15
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_44
.LBB0_9:
	s_lshl_b32 s54, s52, 3
	s_sub_i32 s53, s24, s54
	s_min_i32 s8, s53, 8
	v_mov_b32_e32 v17, 0
	v_cmp_gt_i32_e64 s[2:3], s8, v23
	v_mov_b32_e32 v19, v17
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_11
	v_add_u32_e32 v1, s54, v28
	v_ashrrev_i32_e32 v18, 31, v1
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v20, s38, v18
	v_mul_lo_u32 v21, s39, v1
	v_mad_u64_u32 v[18:19], s[6:7], s38, v1, 0
	v_add3_u32 v19, v19, v20, v21
	v_lshl_add_u64 v[18:19], v[18:19], 1, v[8:9]
	global_load_ushort v1, v[18:19], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v19, 16, v1
.LBB0_11:
	s_or_b64 exec, exec, s[4:5]
	v_add_u32_e32 v18, s54, v29
	v_cmp_gt_i32_e64 s[4:5], s8, v0
	v_ashrrev_i32_e32 v1, 31, v18
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB0_13
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v17, s41, v18
	v_mul_lo_u32 v51, s40, v1
	v_mad_u64_u32 v[20:21], s[44:45], s40, v18, 0
	v_add3_u32 v21, v21, v51, v17
	v_lshl_add_u64 v[20:21], v[20:21], 1, s[10:11]
	global_load_ushort v17, v[20:21], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v17, 16, v17
.LBB0_13:
	s_or_b64 exec, exec, s[6:7]
	v_mov_b32_e32 v53, 0
	v_mov_b32_e32 v51, v53
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB0_15
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v51, s43, v18
	v_mul_lo_u32 v1, s42, v1
	v_mad_u64_u32 v[20:21], s[44:45], s42, v18, 0
	v_add3_u32 v21, v21, v1, v51
	v_lshl_add_u64 v[20:21], v[20:21], 1, s[20:21]
	global_load_ushort v1, v[20:21], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v51, 16, v1
.LBB0_15:
	s_or_b64 exec, exec, s[6:7]
	v_add_u32_e32 v18, s54, v30
	v_ashrrev_i32_e32 v1, 31, v18
	v_mul_lo_u32 v52, s50, v1
	v_mul_lo_u32 v54, s51, v18
	v_mad_u64_u32 v[20:21], s[6:7], s50, v18, v[10:11]
	v_cmp_gt_i32_e32 vcc, s8, v22
	v_add3_u32 v21, v54, v21, v52
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_17
	v_lshl_add_u64 v[52:53], v[20:21], 1, s[16:17]
	global_load_ushort v52, v[52:53], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v53, 16, v52
.LBB0_17:
	s_or_b64 exec, exec, s[6:7]
	v_mov_b32_e32 v52, 0
	v_mov_b32_e32 v56, v52
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_19
	v_lshl_add_u64 v[54:55], v[20:21], 1, s[16:17]
	global_load_ushort v54, v[54:55], off offset:2
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v56, 16, v54
.LBB0_19:
	s_or_b64 exec, exec, s[6:7]
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_21
	v_lshl_add_u64 v[54:55], v[20:21], 1, s[16:17]
	global_load_ushort v52, v[54:55], off offset:4
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v52, 16, v52
.LBB0_21:
	s_or_b64 exec, exec, s[6:7]
	v_mov_b32_e32 v55, 0
	v_mov_b32_e32 v54, v55
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_23
	v_lshl_add_u64 v[20:21], v[20:21], 1, s[16:17]
	global_load_ushort v20, v[20:21], off offset:6
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v54, 16, v20
.LBB0_23:
	s_or_b64 exec, exec, s[6:7]
	s_waitcnt lgkmcnt(0)
	v_mad_u64_u32 v[20:21], s[6:7], s36, v18, v[10:11]
	v_mul_lo_u32 v1, s36, v1
	v_mul_lo_u32 v18, s37, v18
	v_add3_u32 v21, v18, v21, v1
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_25
	v_lshl_add_u64 v[58:59], v[20:21], 1, s[18:19]
	global_load_ushort v1, v[58:59], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v55, 16, v1
.LBB0_25:
	s_or_b64 exec, exec, s[6:7]
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v57, v1
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execnz .LBB0_41
	s_or_b64 exec, exec, s[6:7]
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execnz .LBB0_42
.LBB0_27:
	s_or_b64 exec, exec, s[6:7]
	v_mov_b32_e32 v18, 0
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execnz .LBB0_43
.LBB0_28:
	s_or_b64 exec, exec, s[6:7]
	s_and_saveexec_b64 s[44:45], vcc
	s_cbranch_execz .LBB0_30
.LBB0_29:
	v_mul_f32_e32 v20, v56, v56
	v_fmac_f32_e32 v20, v53, v53
	v_mul_f32_e32 v58, v57, v57
	v_fmac_f32_e32 v20, v52, v52
	v_fmac_f32_e32 v58, v55, v55
	v_fmac_f32_e32 v20, v54, v54
	v_fmac_f32_e32 v58, v1, v1
	ds_bpermute_b32 v21, v31, v20
	v_fmac_f32_e32 v58, v18, v18
	ds_bpermute_b32 v59, v31, v58
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v20, v20, v21
	ds_bpermute_b32 v21, v32, v20
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v58, v58, v59
	ds_bpermute_b32 v59, v32, v58
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v20, v20, v21
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v21, v58, v59
	ds_bpermute_b32 v58, v33, v20
	ds_bpermute_b32 v59, v33, v21
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v20, v20, v58
	ds_bpermute_b32 v58, v34, v20
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v21, v21, v59
	ds_bpermute_b32 v59, v34, v21
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v20, v20, v58
	ds_bpermute_b32 v58, v35, v20
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v21, v21, v59
	ds_bpermute_b32 v59, v35, v21
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v20, v20, v58
	v_add_f32_e32 v20, 0x358637bd, v20
	v_mul_f32_e32 v58, 0x4f800000, v20
	v_cmp_gt_f32_e32 vcc, s12, v20
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v21, v21, v59
	v_add_f32_e32 v21, 0x358637bd, v21
	v_cndmask_b32_e32 v20, v20, v58, vcc
	v_sqrt_f32_e32 v58, v20
	v_mul_f32_e32 v59, 0x4f800000, v21
	v_cmp_gt_f32_e64 s[6:7], s12, v21
	v_add_u32_e32 v60, 1, v58
	s_nop 0
	v_cndmask_b32_e64 v21, v21, v59, s[6:7]
	v_add_u32_e32 v59, -1, v58
	v_fma_f32 v61, -v59, v58, v20
	v_fma_f32 v62, -v60, v58, v20
	v_cmp_ge_f32_e64 s[8:9], 0, v61
	s_nop 1
	v_cndmask_b32_e64 v58, v58, v59, s[8:9]
	v_cmp_lt_f32_e64 s[8:9], 0, v62
	s_nop 1
	v_cndmask_b32_e64 v58, v58, v60, s[8:9]
	v_sqrt_f32_e32 v60, v21
	v_mul_f32_e32 v59, 0x37800000, v58
	v_cndmask_b32_e32 v58, v58, v59, vcc
	v_cmp_class_f32_e32 vcc, v20, v7
	s_nop 1
	v_cndmask_b32_e32 v61, v58, v20, vcc
	v_add_u32_e32 v20, -1, v60
	v_fma_f32 v58, -v20, v60, v21
	v_cmp_ge_f32_e32 vcc, 0, v58
	v_add_u32_e32 v58, 1, v60
	v_fma_f32 v59, -v58, v60, v21
	v_cndmask_b32_e32 v20, v60, v20, vcc
	v_cmp_lt_f32_e32 vcc, 0, v59
	v_div_scale_f32 v59, s[8:9], v61, v61, v56
	v_rcp_f32_e32 v60, v59
	v_cndmask_b32_e32 v20, v20, v58, vcc
	v_mul_f32_e32 v58, 0x37800000, v20
	v_cndmask_b32_e64 v20, v20, v58, s[6:7]
	v_cmp_class_f32_e32 vcc, v21, v7
	s_nop 1
	v_cndmask_b32_e32 v62, v20, v21, vcc
	v_fma_f32 v20, -v59, v60, 1.0
	v_fmac_f32_e32 v60, v20, v60
	v_div_scale_f32 v20, vcc, v56, v61, v56
	v_mul_f32_e32 v21, v20, v60
	v_fma_f32 v58, -v59, v21, v20
	v_fmac_f32_e32 v21, v58, v60
	v_div_scale_f32 v58, s[6:7], v61, v61, v53
	v_fma_f32 v20, -v59, v21, v20
	v_rcp_f32_e32 v59, v58
	v_div_fmas_f32 v20, v20, v60, v21
	v_div_fixup_f32 v21, v20, v61, v56
	v_fma_f32 v20, -v58, v59, 1.0
	v_fmac_f32_e32 v59, v20, v59
	v_div_scale_f32 v20, vcc, v53, v61, v53
	v_mul_f32_e32 v56, v20, v59
	v_fma_f32 v60, -v58, v56, v20
	v_fmac_f32_e32 v56, v60, v59
	v_div_scale_f32 v60, s[6:7], v62, v62, v57
	v_rcp_f32_e32 v63, v60
	v_fma_f32 v20, -v58, v56, v20
	v_div_fmas_f32 v20, v20, v59, v56
	v_div_fixup_f32 v20, v20, v61, v53
	v_pk_mul_f32 v[58:59], s[26:27], v[20:21]
	v_fma_f32 v20, -v60, v63, 1.0
	v_fmac_f32_e32 v63, v20, v63
	v_div_scale_f32 v20, vcc, v57, v62, v57
	v_mul_f32_e32 v21, v20, v63
	v_fma_f32 v53, -v60, v21, v20
	v_fmac_f32_e32 v21, v53, v63
	v_div_scale_f32 v53, s[6:7], v62, v62, v55
	v_rcp_f32_e32 v56, v53
	v_fma_f32 v20, -v60, v21, v20
	v_div_fmas_f32 v20, v20, v63, v21
	v_div_fixup_f32 v57, v20, v62, v57
	v_fma_f32 v20, -v53, v56, 1.0
	v_fmac_f32_e32 v56, v20, v56
	v_div_scale_f32 v20, vcc, v55, v62, v55
	v_mul_f32_e32 v21, v20, v56
	v_fma_f32 v60, -v53, v21, v20
	v_fmac_f32_e32 v21, v60, v56
	v_fma_f32 v20, -v53, v21, v20
	v_div_scale_f32 v53, s[6:7], v61, v61, v54
	v_rcp_f32_e32 v60, v53
	v_div_fmas_f32 v20, v20, v56, v21
	v_div_fixup_f32 v56, v20, v62, v55
	v_fma_f32 v20, -v53, v60, 1.0
	v_fmac_f32_e32 v60, v20, v60
	v_div_scale_f32 v20, vcc, v54, v61, v54
	v_mul_f32_e32 v21, v20, v60
	v_fma_f32 v55, -v53, v21, v20
	v_fmac_f32_e32 v21, v55, v60
	v_fma_f32 v20, -v53, v21, v20
	v_div_scale_f32 v53, s[6:7], v61, v61, v52
	v_rcp_f32_e32 v55, v53
	v_div_fmas_f32 v20, v20, v60, v21
	v_div_fixup_f32 v21, v20, v61, v54
	v_fma_f32 v20, -v53, v55, 1.0
	v_fmac_f32_e32 v55, v20, v55
	v_div_scale_f32 v20, vcc, v52, v61, v52
	v_mul_f32_e32 v54, v20, v55
	v_fma_f32 v60, -v53, v54, v20
	v_fmac_f32_e32 v54, v60, v55
	v_fma_f32 v20, -v53, v54, v20
	v_div_scale_f32 v53, s[6:7], v62, v62, v18
	v_div_fmas_f32 v20, v20, v55, v54
	v_rcp_f32_e32 v54, v53
	v_div_fixup_f32 v20, v20, v61, v52
	v_pk_mul_f32 v[60:61], s[26:27], v[20:21]
	ds_write_b128 v37, v[58:61]
	v_fma_f32 v20, -v53, v54, 1.0
	v_fmac_f32_e32 v54, v20, v54
	v_div_scale_f32 v20, vcc, v18, v62, v18
	v_mul_f32_e32 v21, v20, v54
	v_fma_f32 v52, -v53, v21, v20
	v_fmac_f32_e32 v21, v52, v54
	v_div_scale_f32 v52, s[6:7], v62, v62, v1
	v_fma_f32 v20, -v53, v21, v20
	v_rcp_f32_e32 v53, v52
	v_div_fmas_f32 v20, v20, v54, v21
	v_div_fixup_f32 v59, v20, v62, v18
	v_fma_f32 v18, -v52, v53, 1.0
	v_fmac_f32_e32 v53, v18, v53
	v_div_scale_f32 v18, vcc, v1, v62, v1
	v_mul_f32_e32 v20, v18, v53
	v_fma_f32 v21, -v52, v20, v18
	v_fmac_f32_e32 v20, v21, v53
	v_fma_f32 v18, -v52, v20, v18
	v_div_fmas_f32 v18, v18, v53, v20
	v_div_fixup_f32 v58, v18, v62, v1
	ds_write_b128 v36, v[56:59]
.LBB0_30:
	s_or_b64 exec, exec, s[44:45]
	s_cmp_eq_u32 s54, 0
	s_cselect_b64 s[6:7], -1, 0
	v_cndmask_b32_e64 v18, v44, 0, s[6:7]
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB0_32
	s_waitcnt vmcnt(1)
	v_add_f32_e32 v1, v24, v18
	v_cmp_ngt_f32_e32 vcc, s46, v1
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v57, v25, v17
	v_mul_f32_e32 v58, s13, v57
	v_cndmask_b32_e32 v1, v45, v1, vcc
	v_cmp_nlt_f32_e32 vcc, s47, v1
	s_nop 1
	v_cndmask_b32_e32 v1, v46, v1, vcc
	v_fmamk_f32 v20, v1, 0x3fb8aa3b, v40
	v_add_f32_e32 v20, 0xcb400000, v20
	v_fmac_f32_e32 v1, 0xbf317218, v20
	v_mul_f32_e32 v21, 0x3102e308, v20
	v_add_f32_e32 v52, v1, v21
	v_sub_f32_e32 v1, v52, v1
	v_sub_f32_e32 v1, v21, v1
	v_fmamk_f32 v21, v52, 0x39500d01, v41
	v_fmaak_f32 v21, v21, v52, 0x3c088889
	v_fmaak_f32 v21, v21, v52, 0x3d2aaaab
	v_fmaak_f32 v21, v21, v52, 0x3e2aaaab
	v_fma_f32 v21, v21, v52, 0.5
	v_mul_f32_e32 v53, v52, v52
	v_mul_f32_e32 v21, v53, v21
	v_add_f32_e32 v53, v52, v21
	v_sub_f32_e32 v52, v53, v52
	v_cmp_o_f32_e32 vcc, v20, v20
	v_sub_f32_e32 v21, v21, v52
	v_add_f32_e32 v1, v1, v21
	v_cndmask_b32_e32 v20, 0, v20, vcc
	v_add_f32_e32 v21, 1.0, v53
	v_cvt_i32_f32_e32 v20, v20
	v_add_f32_e32 v52, -1.0, v21
	v_sub_f32_e32 v52, v53, v52
	v_add_f32_e32 v1, v52, v1
	v_add_f32_e32 v1, v21, v1
	v_ashrrev_i32_e32 v21, 1, v20
	v_sub_u32_e32 v20, v20, v21
	v_lshlrev_b32_e32 v21, 23, v21
	v_add_u32_e32 v21, 1.0, v21
	v_lshlrev_b32_e32 v20, 23, v20
	v_add_u32_e32 v20, 1.0, v20
	v_mul_f32_e32 v1, v1, v21
	v_cmp_ngt_f32_e32 vcc, s46, v58
	v_mul_f32_e32 v56, v1, v20
	s_nop 0
	v_cndmask_b32_e32 v1, v45, v58, vcc
	v_cmp_nlt_f32_e32 vcc, s47, v1
	s_nop 1
	v_cndmask_b32_e32 v17, v46, v1, vcc
	v_fmamk_f32 v1, v17, 0x3fb8aa3b, v40
	v_add_f32_e32 v59, 0xcb400000, v1
	v_fmac_f32_e32 v17, 0xbf317218, v59
	v_mul_f32_e32 v21, 0x3102e308, v59
	v_add_f32_e32 v1, v17, v21
	v_fmamk_f32 v20, v1, 0x39500d01, v41
	v_fmaak_f32 v20, v20, v1, 0x3c088889
	v_fmaak_f32 v20, v20, v1, 0x3d2aaaab
	v_fmaak_f32 v20, v20, v1, 0x3e2aaaab
	v_fma_f32 v20, v20, v1, 0.5
	v_mul_f32_e32 v52, v1, v1
	v_mul_f32_e32 v52, v52, v20
	v_add_f32_e32 v20, v1, v52
	v_cmp_o_f32_e32 vcc, v59, v59
	v_sub_f32_e32 v53, v20, v1
	v_pk_add_f32 v[54:55], v[0:1], v[16:17] neg_lo:[0,1] neg_hi:[0,1]
	v_cndmask_b32_e32 v1, 0, v59, vcc
	v_add_f32_e32 v61, 1.0, v20
	v_cvt_i32_f32_e32 v1, v1
	v_sub_f32_e32 v60, v52, v53
	v_add_f32_e32 v52, -1.0, v61
	v_mov_b32_e32 v53, v55
	v_pk_add_f32 v[20:21], v[20:21], v[52:53] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_add_f32_e32 v17, v21, v60
	v_add_f32_e32 v17, v20, v17
	v_ashrrev_i32_e32 v20, 1, v1
	v_add_f32_e32 v17, v61, v17
	v_sub_u32_e32 v1, v1, v20
	v_lshl_add_u32 v20, v20, 23, 1.0
	v_lshl_add_u32 v1, v1, 23, 1.0
	v_mul_f32_e32 v17, v17, v20
	v_mul_f32_e32 v1, v17, v1
	v_add_f32_e32 v1, 1.0, v1
	v_mul_f32_e32 v17, 0x4b000000, v1
	v_cmp_gt_f32_e32 vcc, s48, v1
	s_nop 1
	v_cndmask_b32_e32 v17, v1, v17, vcc
	v_add_u32_e32 v21, 0xc0cafb0d, v17
	v_and_b32_e32 v52, 0xff800000, v21
	v_sub_u32_e32 v17, v17, v52
	v_add_f32_e32 v17, -1.0, v17
	v_add_f32_e32 v52, 2.0, v17
	v_div_scale_f32 v53, s[4:5], v52, v52, v17
	v_rcp_f32_e32 v54, v53
	v_cndmask_b32_e32 v20, 0, v47, vcc
	v_ashrrev_i32_e32 v21, 23, v21
	v_add_u32_e32 v20, v21, v20
	v_fma_f32 v21, -v53, v54, 1.0
	v_fmac_f32_e32 v54, v21, v54
	v_div_scale_f32 v21, vcc, v17, v52, v17
	v_mul_f32_e32 v55, v21, v54
	v_fma_f32 v59, -v53, v55, v21
	v_fmac_f32_e32 v55, v59, v54
	v_fma_f32 v21, -v53, v55, v21
	v_div_fmas_f32 v21, v21, v54, v55
	v_div_fixup_f32 v21, v21, v52, v17
	v_mul_f32_e32 v52, v21, v21
	v_fmamk_f32 v53, v52, 0x3e3a2e8c, v42
	v_fmaak_f32 v53, v53, v52, 0x3e924925
	v_fmaak_f32 v53, v53, v52, 0x3ecccccd
	v_cvt_f32_i32_e32 v20, v20
	v_fmaak_f32 v53, v53, v52, 0x3f2aaaab
	v_mul_f32_e32 v52, v52, v53
	v_sub_f32_e32 v52, v17, v52
	v_fma_f32 v17, -v21, v52, v17
	v_fmac_f32_e32 v17, 0xb102e308, v20
	v_fmac_f32_e32 v17, 0x3f317218, v20
	v_cmp_neq_f32_e32 vcc, 0, v1
	s_nop 1
	v_cndmask_b32_e32 v17, v48, v17, vcc
	v_cmp_neq_f32_e32 vcc, s49, v1
	s_nop 1
	v_cndmask_b32_e32 v17, v49, v17, vcc
	v_cmp_ngt_f32_e32 vcc, 0, v1
	s_nop 1
	v_cndmask_b32_e32 v17, v50, v17, vcc
	v_cmp_u_f32_e32 vcc, v1, v1
	s_nop 1
	v_cndmask_b32_e32 v1, v17, v1, vcc
	v_mul_f32_e32 v1, v26, v1
	v_cmp_ge_f32_e32 vcc, s14, v58
	s_nop 1
	v_cndmask_b32_e32 v1, v57, v1, vcc
	v_mul_f32_e64 v1, -v56, v1
	v_cmp_ngt_f32_e32 vcc, s46, v1
	s_nop 1
	v_cndmask_b32_e32 v1, v45, v1, vcc
	v_cmp_nlt_f32_e32 vcc, s47, v1
	s_nop 1
	v_cndmask_b32_e32 v17, v46, v1, vcc
	v_fmamk_f32 v1, v17, 0x3fb8aa3b, v40
	v_add_f32_e32 v56, 0xcb400000, v1
	v_fmac_f32_e32 v17, 0xbf317218, v56
	v_mul_f32_e32 v21, 0x3102e308, v56
	v_add_f32_e32 v1, v17, v21
	v_fmamk_f32 v20, v1, 0x39500d01, v41
	v_fmaak_f32 v20, v20, v1, 0x3c088889
	v_fmaak_f32 v20, v20, v1, 0x3d2aaaab
	v_fmaak_f32 v20, v20, v1, 0x3e2aaaab
	v_fma_f32 v20, v20, v1, 0.5
	v_mul_f32_e32 v52, v1, v1
	v_mul_f32_e32 v52, v52, v20
	v_add_f32_e32 v20, v1, v52
	v_cmp_o_f32_e32 vcc, v56, v56
	v_sub_f32_e32 v53, v20, v1
	v_add_f32_e32 v58, 1.0, v20
	v_pk_add_f32 v[54:55], v[0:1], v[16:17] neg_lo:[0,1] neg_hi:[0,1]
	v_cndmask_b32_e32 v1, 0, v56, vcc
	v_sub_f32_e32 v57, v52, v53
	v_add_f32_e32 v52, -1.0, v58
	v_mov_b32_e32 v53, v55
	v_cvt_i32_f32_e32 v1, v1
	v_pk_add_f32 v[20:21], v[20:21], v[52:53] neg_lo:[0,1] neg_hi:[0,1]
	v_cmp_nlt_f32_e64 vcc, -v51, s46
	v_add_f32_e32 v17, v21, v57
	v_add_f32_e32 v17, v20, v17
	v_add_f32_e32 v56, v58, v17
	v_ashrrev_i32_e32 v17, 1, v1
	v_sub_u32_e32 v57, v1, v17
	v_sub_f32_e32 v1, 0, v51
	v_cndmask_b32_e32 v1, v45, v1, vcc
	v_cmp_nlt_f32_e32 vcc, s47, v1
	v_lshl_add_u32 v58, v17, 23, 1.0
	s_nop 0
	v_cndmask_b32_e32 v17, v46, v1, vcc
	v_fmamk_f32 v1, v17, 0x3fb8aa3b, v40
	v_add_f32_e32 v51, 0xcb400000, v1
	v_fmac_f32_e32 v17, 0xbf317218, v51
	v_mul_f32_e32 v21, 0x3102e308, v51
	v_add_f32_e32 v1, v17, v21
	v_fmamk_f32 v20, v1, 0x39500d01, v41
	v_fmaak_f32 v20, v20, v1, 0x3c088889
	v_fmaak_f32 v20, v20, v1, 0x3d2aaaab
	v_fmaak_f32 v20, v20, v1, 0x3e2aaaab
	v_fma_f32 v20, v20, v1, 0.5
	v_mul_f32_e32 v52, v1, v1
	v_mul_f32_e32 v52, v52, v20
	v_add_f32_e32 v20, v1, v52
	v_cmp_o_f32_e32 vcc, v51, v51
	v_sub_f32_e32 v53, v20, v1
	v_pk_add_f32 v[54:55], v[0:1], v[16:17] neg_lo:[0,1] neg_hi:[0,1]
	v_cndmask_b32_e32 v1, 0, v51, vcc
	v_add_f32_e32 v60, 1.0, v20
	v_cvt_i32_f32_e32 v1, v1
	v_sub_f32_e32 v59, v52, v53
	v_add_f32_e32 v52, -1.0, v60
	v_mov_b32_e32 v53, v55
	v_pk_add_f32 v[20:21], v[20:21], v[52:53] neg_lo:[0,1] neg_hi:[0,1]
	v_mul_f32_e32 v51, v56, v58
	v_add_f32_e32 v17, v21, v59
	v_add_f32_e32 v17, v20, v17
	v_ashrrev_i32_e32 v20, 1, v1
	v_add_f32_e32 v17, v60, v17
	v_sub_u32_e32 v1, v1, v20
	v_lshl_add_u32 v20, v20, 23, 1.0
	v_lshl_add_u32 v1, v1, 23, 1.0
	v_mul_f32_e32 v17, v17, v20
	v_mul_f32_e32 v1, v17, v1
	v_add_f32_e32 v1, 1.0, v1
	v_div_scale_f32 v17, s[4:5], v1, v1, 1.0
	v_rcp_f32_e32 v20, v17
	v_lshl_add_u32 v21, v57, 23, 1.0
	v_mul_f32_e32 v21, v51, v21
	v_fma_f32 v51, -v17, v20, 1.0
	v_fmac_f32_e32 v20, v51, v20
	v_div_scale_f32 v51, vcc, 1.0, v1, 1.0
	v_mul_f32_e32 v52, v51, v20
	v_fma_f32 v53, -v17, v52, v51
	v_fmac_f32_e32 v52, v53, v20
	v_fma_f32 v17, -v17, v52, v51
	v_div_fmas_f32 v17, v17, v20, v52
	v_div_fixup_f32 v1, v17, v1, 1.0
	ds_write_b32 v38, v21
	ds_write_b32 v39, v1
.LBB0_32:
	s_or_b64 exec, exec, s[6:7]
	s_and_saveexec_b64 s[4:5], s[2:3]
	ds_write_b32 v43, v19
	s_or_b64 exec, exec, s[4:5]
	s_waitcnt vmcnt(2)
	v_pk_add_f32 v[2:3], v[2:3], v[18:19] op_sel_hi:[1,0]
	v_pk_add_f32 v[4:5], v[4:5], v[18:19] op_sel_hi:[1,0]
	s_cmp_lt_i32 s53, 1
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_8
	s_ashr_i32 s2, s33, 31
	s_mul_i32 s3, s31, s33
	s_mul_i32 s2, s30, s2
	v_mov_b32_e32 v17, s33
	s_add_i32 s4, s2, s3
	v_mad_u64_u32 v[18:19], s[2:3], s30, v17, v[14:15]
	v_med3_i32 v1, s29, 1, 8
	v_add_u32_e32 v19, s4, v19
	s_movk_i32 s4, 0x2100
	s_mov_b32 s5, s33
	v_mov_b32_e32 v17, v6
	v_mov_b32_e32 v20, v27
	s_branch .LBB0_37
.LBB0_36:
	v_add_u32_e32 v1, -1, v1
	v_cmp_eq_u32_e32 vcc, 0, v1
	v_add_u32_e32 v20, 32, v20
	v_add_u32_e32 v17, 0x200, v17
	s_add_i32 s4, s4, 4
	s_add_i32 s5, s5, 1
	v_lshl_add_u64 v[18:19], v[18:19], 0, s[30:31]
	s_cbranch_vccnz .LBB0_8
.LBB0_37:
	v_mov_b32_e32 v21, s4
	ds_read2_b32 v[60:61], v21 offset1:8
	ds_read_b128 v[52:55], v17
	ds_read_b128 v[56:59], v17 offset:4096
	s_waitcnt lgkmcnt(2)
	v_mov_b32_e32 v62, v61
	v_pk_mul_f32 v[2:3], v[2:3], v[62:63] op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[4:5], v[62:63] op_sel_hi:[1,0]
	s_waitcnt lgkmcnt(1)
	v_mul_f32_e32 v21, v3, v53
	v_fmac_f32_e32 v21, v52, v2
	v_fmac_f32_e32 v21, v54, v4
	v_fmac_f32_e32 v21, v55, v5
	ds_bpermute_b32 v51, v31, v21
	ds_read_b32 v61, v20
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v21, v21, v51
	ds_bpermute_b32 v51, v32, v21
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v21, v21, v51
	ds_bpermute_b32 v51, v33, v21
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v21, v21, v51
	ds_bpermute_b32 v51, v34, v21
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v21, v21, v51
	ds_bpermute_b32 v51, v35, v21
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v21, v21, v51
	v_sub_f32_e32 v21, v61, v21
	v_mul_f32_e32 v60, v60, v21
	v_pk_fma_f32 v[2:3], v[52:53], v[60:61], v[2:3] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[4:5], v[54:55], v[60:61], v[4:5] op_sel_hi:[1,0,1]
	v_mul_f32_e32 v21, v57, v3
	v_fmac_f32_e32 v21, v56, v2
	v_fmac_f32_e32 v21, v58, v4
	v_fmac_f32_e32 v21, v59, v5
	ds_bpermute_b32 v51, v31, v21
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v21, v21, v51
	ds_bpermute_b32 v51, v32, v21
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v21, v21, v51
	ds_bpermute_b32 v51, v33, v21
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v21, v21, v51
	ds_bpermute_b32 v51, v34, v21
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v21, v21, v51
	ds_bpermute_b32 v51, v35, v21
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_39
	s_add_i32 s6, s28, s5
	s_ashr_i32 s7, s6, 31
	s_mul_i32 s7, s22, s7
	s_mul_hi_u32 s8, s22, s6
	s_add_i32 s7, s8, s7
	s_mul_i32 s8, s23, s6
	s_add_i32 s7, s7, s8
	s_mul_i32 s6, s22, s6
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v21, v21, v51
	v_cvt_pk_bf16_f32 v21, v21, s0
	v_lshl_add_u64 v[52:53], s[6:7], 1, v[12:13]
	global_store_short v[52:53], v21, off
.LBB0_39:
	s_or_b64 exec, exec, s[2:3]
	s_cmp_ge_i32 s5, s25
	s_cselect_b64 s[2:3], -1, 0
	s_or_b64 s[2:3], s[2:3], s[34:35]
	s_and_b64 vcc, exec, s[2:3]
	s_cbranch_vccnz .LBB0_36
	global_store_dwordx4 v[18:19], v[2:5], off offset:-8
	s_branch .LBB0_36
.LBB0_41:
	v_lshl_add_u64 v[58:59], v[20:21], 1, s[18:19]
	global_load_ushort v18, v[58:59], off offset:2
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v57, 16, v18
	s_or_b64 exec, exec, s[6:7]
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_27
.LBB0_42:
	v_lshl_add_u64 v[58:59], v[20:21], 1, s[18:19]
	global_load_ushort v1, v[58:59], off offset:4
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v1, 16, v1
	s_or_b64 exec, exec, s[6:7]
	v_mov_b32_e32 v18, 0
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_28
.LBB0_43:
	v_lshl_add_u64 v[20:21], v[20:21], 1, s[18:19]
	global_load_ushort v18, v[20:21], off offset:6
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v18, 16, v18
	s_or_b64 exec, exec, s[6:7]
	s_and_saveexec_b64 s[44:45], vcc
	s_cbranch_execnz .LBB0_29
	s_branch .LBB0_30
.LBB0_44:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel gdn_verify_snapshot_act_bf16_dt_f32_pool_f32_bv8w4
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
		.amdhsa_next_free_vgpr 64
		.amdhsa_next_free_sgpr 55
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
	.size	gdn_verify_snapshot_act_bf16_dt_f32_pool_f32_bv8w4, .Lfunc_end0-gdn_verify_snapshot_act_bf16_dt_f32_pool_f32_bv8w4

	.set gdn_verify_snapshot_act_bf16_dt_f32_pool_f32_bv8w4.num_vgpr, 64
	.set gdn_verify_snapshot_act_bf16_dt_f32_pool_f32_bv8w4.num_agpr, 0
	.set gdn_verify_snapshot_act_bf16_dt_f32_pool_f32_bv8w4.numbered_sgpr, 55
	.set gdn_verify_snapshot_act_bf16_dt_f32_pool_f32_bv8w4.num_named_barrier, 0
	.set gdn_verify_snapshot_act_bf16_dt_f32_pool_f32_bv8w4.private_seg_size, 0
	.set gdn_verify_snapshot_act_bf16_dt_f32_pool_f32_bv8w4.uses_vcc, 1
	.set gdn_verify_snapshot_act_bf16_dt_f32_pool_f32_bv8w4.uses_flat_scratch, 0
	.set gdn_verify_snapshot_act_bf16_dt_f32_pool_f32_bv8w4.has_dyn_sized_stack, 0
	.set gdn_verify_snapshot_act_bf16_dt_f32_pool_f32_bv8w4.has_recursion, 0
	.set gdn_verify_snapshot_act_bf16_dt_f32_pool_f32_bv8w4.has_indirect_call, 0
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
    .name:           gdn_verify_snapshot_act_bf16_dt_f32_pool_f32_bv8w4
    .private_segment_fixed_size: 0
    .sgpr_count:     61
    .sgpr_spill_count: 0
    .symbol:         gdn_verify_snapshot_act_bf16_dt_f32_pool_f32_bv8w4.kd
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
