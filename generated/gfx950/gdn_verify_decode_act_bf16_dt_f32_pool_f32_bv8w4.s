; deltagen generated file: do not edit. Regenerate with `cargo xtask gen`.
; kernel: gdn_verify  instance: gdn_verify_decode_act_bf16_dt_f32_pool_f32_bv8w4  arch: gfx950
; profile=portable  mode=decode  act_dtype=bf16  dt_bias_dtype=f32  pool_dtype=f32  tile=bv8w4  lanes_per_column=32  requests=1
; ir-sha256: 5d19a8b1c8683adc02e8c5551d19f7976e5d451560882fdd687cbf52c8e3bf59
; llvm: 22.1  pipeline: default<O3>  ld.lld: LLVM 22.1
	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 6
	.text
	.globl	gdn_verify_decode_act_bf16_dt_f32_pool_f32_bv8w4
	.p2align	8
	.type	gdn_verify_decode_act_bf16_dt_f32_pool_f32_bv8w4,@function
gdn_verify_decode_act_bf16_dt_f32_pool_f32_bv8w4:
	s_load_dwordx4 s[4:7], s[0:1], 0x4
	s_load_dword s27, s[0:1], 0x14
	s_mov_b32 s24, s3
	v_lshrrev_b32_e32 v7, 5, v0
	v_mov_b32_e32 v2, 0
	s_waitcnt lgkmcnt(0)
	s_max_i32 s3, s6, 1
	v_cvt_f32_u32_e32 v1, s3
	s_ashr_i32 s6, s2, 31
	s_lshr_b32 s6, s6, 28
	s_add_i32 s26, s2, s6
	v_rcp_iflag_f32_e32 v1, v1
	s_and_b32 s6, s26, 0x1ffffff0
	s_sub_i32 s28, s2, s6
	s_sub_i32 s6, 0, s3
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	s_abs_i32 s2, s7
	s_ashr_i32 s54, s26, 4
	s_ashr_i32 s53, s7, 31
	v_readfirstlane_b32 s8, v1
	s_mul_i32 s6, s6, s8
	s_mul_hi_u32 s6, s8, s6
	s_add_i32 s8, s8, s6
	s_mul_hi_u32 s6, s2, s8
	s_mul_i32 s8, s6, s3
	s_sub_i32 s2, s2, s8
	s_add_i32 s8, s6, 1
	s_sub_i32 s9, s2, s3
	s_cmp_ge_u32 s2, s3
	s_cselect_b32 s6, s8, s6
	s_cselect_b32 s2, s9, s2
	s_add_i32 s8, s6, 1
	s_cmp_ge_u32 s2, s3
	s_cselect_b32 s2, s8, s6
	s_load_dwordx16 s[8:23], s[0:1], 0x18
	s_xor_b32 s2, s2, s53
	s_sub_i32 s2, s2, s53
	s_ashr_i32 s25, s24, 31
	s_max_i32 s6, s2, 1
	s_ashr_i32 s55, s54, 31
	s_lshl_b64 s[2:3], s[24:25], 2
	s_waitcnt lgkmcnt(0)
	s_add_u32 s8, s8, s2
	s_addc_u32 s9, s9, s3
	s_load_dword s29, s[8:9], 0x0
	v_cvt_f32_u32_e32 v1, s6
	v_lshl_or_b32 v10, s28, 3, v7
	v_ashrrev_i32_e32 v11, 31, v10
	v_and_b32_e32 v19, 31, v0
	s_waitcnt lgkmcnt(0)
	s_cmp_gt_i32 s29, -1
	s_cselect_b64 s[8:9], -1, 0
	s_cmp_lt_i32 s29, s5
	s_cselect_b64 s[24:25], -1, 0
	s_and_b64 s[8:9], s[8:9], s[24:25]
	s_add_u32 s2, s10, s2
	s_addc_u32 s3, s11, s3
	s_load_dwordx2 s[34:35], s[2:3], 0x0
	v_rcp_iflag_f32_e32 v1, v1
	v_mov_b32_e32 v3, v2
	v_lshlrev_b32_e32 v6, 2, v19
	s_waitcnt lgkmcnt(0)
	s_cmp_gt_i32 s34, -1
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	s_cselect_b64 s[2:3], -1, 0
	s_cmp_ge_i32 s35, s34
	v_cvt_u32_f32_e32 v1, v1
	s_cselect_b64 s[10:11], -1, 0
	s_cmp_le_i32 s35, s4
	s_cselect_b64 s[4:5], -1, 0
	s_and_b64 s[2:3], s[2:3], s[10:11]
	s_and_b64 s[4:5], s[4:5], s[2:3]
	s_lshl_b64 s[2:3], s[54:55], 7
	v_lshl_add_u64 v[4:5], s[2:3], 0, v[10:11]
	s_ashr_i32 s10, s29, 31
	v_readfirstlane_b32 s28, v1
	v_lshlrev_b64 v[4:5], 7, v[4:5]
	s_mul_i32 s10, s14, s10
	s_mul_i32 s11, s15, s29
	v_mov_b32_e32 v1, s29
	s_add_i32 s15, s10, s11
	v_mad_u64_u32 v[8:9], s[10:11], s14, v1, v[4:5]
	s_and_b64 s[10:11], s[8:9], s[4:5]
	s_nop 0
	v_cndmask_b32_e64 v1, 0, 1, s[10:11]
	v_add_u32_e32 v9, s15, v9
	v_cmp_ne_u32_e64 s[8:9], 1, v1
	s_andn2_b64 vcc, exec, s[10:11]
	v_mov_b64_e32 v[4:5], v[2:3]
	s_cbranch_vccnz .LBB0_2
	v_lshl_add_u64 v[4:5], v[8:9], 2, s[12:13]
	v_lshlrev_b32_e32 v12, 2, v6
	v_mov_b32_e32 v13, v2
	v_lshl_add_u64 v[2:3], v[4:5], 0, v[12:13]
	global_load_dwordx4 v[2:5], v[2:3], off
.LBB0_2:
	s_xor_b64 s[10:11], s[4:5], -1
	v_cndmask_b32_e64 v1, 0, 1, s[10:11]
	s_and_b64 s[10:11], s[24:25], exec
	s_cselect_b32 s10, 0, 4
	v_or_b32_e32 v1, s10, v1
	s_cmp_eq_u32 s27, 0
	v_cmp_eq_u32_e32 vcc, 0, v1
	s_cselect_b64 s[10:11], -1, 0
	s_or_b64 s[10:11], s[10:11], vcc
	s_and_b64 vcc, exec, s[10:11]
	s_cbranch_vccnz .LBB0_6
	v_mbcnt_lo_u32_b32 v12, exec_lo, 0
	v_mbcnt_hi_u32_b32 v12, exec_hi, v12
	v_cmp_eq_u32_e32 vcc, 0, v12
	s_and_saveexec_b64 s[10:11], vcc
	s_cbranch_execz .LBB0_5
	v_mov_b32_e32 v12, 0
	global_atomic_or v12, v1, s[16:17]
.LBB0_5:
	s_or_b64 exec, exec, s[10:11]
.LBB0_6:
	s_sub_i32 s35, s35, s34
	s_and_b64 s[4:5], s[4:5], exec
	s_cselect_b32 s33, s35, 0
	s_add_i32 s4, s33, 7
	s_cmp_lt_i32 s4, 8
	s_mov_b32 s56, 0
	s_cbranch_scc1 .LBB0_42
	s_sub_i32 s5, 0, s6
	s_load_dwordx16 s[36:51], s[0:1], 0x58
	s_mul_i32 s5, s5, s28
	s_mul_hi_u32 s5, s28, s5
	s_abs_i32 s52, s54
	s_add_i32 s28, s28, s5
	s_mul_hi_u32 s5, s52, s28
	s_ashr_i32 s57, s26, 31
	s_load_dwordx8 s[24:31], s[0:1], 0x98
	s_lshl_b64 s[0:1], s[54:55], 2
	s_waitcnt lgkmcnt(0)
	s_add_u32 s10, s40, s0
	s_addc_u32 s11, s41, s1
	v_mov_b32_e32 v1, 0
	s_add_u32 s0, s42, s0
	s_addc_u32 s1, s43, s1
	global_load_dword v22, v1, s[10:11]
	global_load_dword v23, v1, s[0:1]
	v_div_scale_f32 v12, s[14:15], s29, s29, 1.0
	v_rcp_f32_e32 v13, v12
	s_ashr_i32 s0, s4, 31
	s_lshr_b32 s0, s0, 29
	s_add_i32 s4, s4, s0
	v_fma_f32 v1, -v12, v13, 1.0
	v_fmac_f32_e32 v13, v1, v13
	v_div_scale_f32 v1, vcc, 1.0, s29, 1.0
	v_mul_f32_e32 v14, v1, v13
	v_fma_f32 v15, -v12, v14, v1
	v_fmac_f32_e32 v14, v15, v13
	s_ashr_i32 s31, s4, 3
	s_lshl_b64 s[0:1], s[2:3], 1
	v_fma_f32 v1, -v12, v14, v1
	s_add_u32 s2, s22, s0
	v_div_fmas_f32 v1, v1, v13, v14
	s_addc_u32 s3, s23, s1
	v_lshlrev_b64 v[14:15], 1, v[10:11]
	v_lshl_add_u64 v[10:11], s[2:3], 0, v[14:15]
	s_lshl_b64 s[2:3], s[54:55], 1
	s_add_u32 s14, s36, s2
	s_addc_u32 s15, s37, s3
	s_add_u32 s16, s38, s2
	s_mul_i32 s2, s5, s6
	s_addc_u32 s17, s39, s3
	s_sub_i32 s2, s52, s2
	s_add_i32 s3, s5, 1
	s_sub_i32 s4, s2, s6
	s_cmp_ge_u32 s2, s6
	s_cselect_b32 s3, s3, s5
	s_cselect_b32 s2, s4, s2
	s_add_i32 s4, s3, 1
	s_cmp_ge_u32 s2, s6
	s_cselect_b32 s2, s4, s3
	s_xor_b32 s2, s2, s57
	s_sub_i32 s2, s2, s57
	v_div_fixup_f32 v24, v1, s29, 1.0
	s_ashr_i32 s3, s2, 31
	v_mov_b32_e32 v1, 0x2000
	v_lshl_or_b32 v25, v7, 2, v1
	s_lshl_b64 s[2:3], s[2:3], 7
	v_lshlrev_b32_e32 v1, 2, v0
	v_bfrev_b32_e32 v16, 0.5
	v_bitop3_b32 v29, v1, 64, v16 bitop3:0x6c
	v_bitop3_b32 v30, v1, 32, v16 bitop3:0x6c
	v_bitop3_b32 v31, v1, 16, v16 bitop3:0x6c
	v_bitop3_b32 v32, v1, 8, v16 bitop3:0x6c
	v_bitop3_b32 v33, v1, 4, v16 bitop3:0x6c
	v_lshlrev_b32_e32 v16, 2, v6
	s_add_u32 s0, s44, s0
	s_mov_b32 s52, s7
	v_lshl_or_b32 v34, v7, 9, v16
	v_add_u32_e32 v35, 0x2120, v1
	v_add_u32_e32 v36, 0x2100, v1
	v_lshlrev_b32_e32 v1, 5, v19
	s_addc_u32 s1, s45, s1
	v_add_u32_e32 v26, s34, v19
	v_add_u32_e32 v27, s34, v0
	v_add_u32_e32 v28, s34, v7
	v_mov_b32_e32 v13, s3
	v_or_b32_e32 v12, s2, v6
	v_lshl_add_u64 v[14:15], s[0:1], 0, v[14:15]
	v_cmp_eq_u32_e64 s[2:3], 0, v19
	s_lshl_b64 s[22:23], s[52:53], 7
	s_mov_b32 s36, s28
	s_mov_b32 s37, s28
	v_lshlrev_b32_e32 v37, 4, v19
	s_mov_b32 s28, 0xf800000
	v_mov_b32_e32 v38, 0x260
	s_mov_b32 s40, 0xc2d00000
	s_mov_b32 s41, 0x42b20000
	v_mov_b32_e32 v39, 0x4b400000
	v_mov_b32_e32 v40, 0x3ab60b61
	s_mov_b32 s42, 0x800000
	v_mov_b32_e32 v41, 0x3e638e39
	s_mov_b32 s43, 0x7f800000
	v_add_u32_e32 v42, v25, v1
	v_bfrev_b32_e32 v43, 1
	v_mov_b32_e32 v44, 0xc2d00000
	v_mov_b32_e32 v45, 0x42b20000
	v_mov_b32_e32 v16, -1.0
	v_not_b32_e32 v46, 22
	v_mov_b32_e32 v47, 0xff800000
	v_mov_b32_e32 v48, 0x7f800000
	v_mov_b32_e32 v49, 0x7fc00000
	s_branch .LBB0_9
.LBB0_8:
	s_add_i32 s56, s56, 1
	s_add_i32 s35, s35, -8
	s_add_i32 s34, s34, 8
	s_cmp_eq_u32 s56, s31
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_42
.LBB0_9:
	s_lshl_b32 s45, s56, 3
	s_sub_i32 s44, s33, s45
	s_min_i32 s10, s44, 8
	v_mov_b32_e32 v17, 0
	v_cmp_gt_i32_e64 s[4:5], s10, v19
	v_mov_b32_e32 v50, v17
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_11
	v_add_u32_e32 v1, s45, v26
	v_ashrrev_i32_e32 v18, 31, v1
	v_mul_lo_u32 v18, s50, v18
	v_mul_lo_u32 v50, s51, v1
	v_mad_u64_u32 v[20:21], s[6:7], s50, v1, 0
	v_add3_u32 v21, v21, v18, v50
	v_lshl_add_u64 v[20:21], v[20:21], 1, v[10:11]
	global_load_ushort v1, v[20:21], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v50, 16, v1
.LBB0_11:
	s_or_b64 exec, exec, s[0:1]
	v_add_u32_e32 v18, s45, v27
	v_cmp_gt_i32_e64 s[6:7], s10, v0
	v_ashrrev_i32_e32 v1, 31, v18
	s_and_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execz .LBB0_13
	v_mul_lo_u32 v17, s25, v18
	v_mul_lo_u32 v51, s24, v1
	v_mad_u64_u32 v[20:21], s[38:39], s24, v18, 0
	v_add3_u32 v21, v21, v51, v17
	v_lshl_add_u64 v[20:21], v[20:21], 1, s[14:15]
	global_load_ushort v17, v[20:21], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v17, 16, v17
.LBB0_13:
	s_or_b64 exec, exec, s[0:1]
	v_mov_b32_e32 v53, 0
	v_mov_b32_e32 v51, v53
	s_and_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execz .LBB0_15
	v_mul_lo_u32 v51, s27, v18
	v_mul_lo_u32 v1, s26, v1
	v_mad_u64_u32 v[20:21], s[38:39], s26, v18, 0
	v_add3_u32 v21, v21, v1, v51
	v_lshl_add_u64 v[20:21], v[20:21], 1, s[16:17]
	global_load_ushort v1, v[20:21], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v51, 16, v1
.LBB0_15:
	s_or_b64 exec, exec, s[0:1]
	v_add_u32_e32 v18, s45, v28
	v_ashrrev_i32_e32 v1, 31, v18
	v_mul_lo_u32 v52, s46, v1
	v_mul_lo_u32 v54, s47, v18
	v_mad_u64_u32 v[20:21], s[0:1], s46, v18, v[12:13]
	v_cmp_gt_i32_e32 vcc, s10, v7
	v_add3_u32 v21, v54, v21, v52
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_17
	v_lshl_add_u64 v[52:53], v[20:21], 1, s[18:19]
	global_load_ushort v52, v[52:53], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v53, 16, v52
.LBB0_17:
	s_or_b64 exec, exec, s[0:1]
	v_mov_b32_e32 v52, 0
	v_mov_b32_e32 v56, v52
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_19
	v_lshl_add_u64 v[54:55], v[20:21], 1, s[18:19]
	global_load_ushort v54, v[54:55], off offset:2
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v56, 16, v54
.LBB0_19:
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_21
	v_lshl_add_u64 v[54:55], v[20:21], 1, s[18:19]
	global_load_ushort v52, v[54:55], off offset:4
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v52, 16, v52
.LBB0_21:
	s_or_b64 exec, exec, s[0:1]
	v_mov_b32_e32 v55, 0
	v_mov_b32_e32 v54, v55
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_23
	v_lshl_add_u64 v[20:21], v[20:21], 1, s[18:19]
	global_load_ushort v20, v[20:21], off offset:6
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v54, 16, v20
.LBB0_23:
	s_or_b64 exec, exec, s[0:1]
	v_mad_u64_u32 v[20:21], s[0:1], s48, v18, v[12:13]
	v_mul_lo_u32 v1, s48, v1
	v_mul_lo_u32 v18, s49, v18
	v_add3_u32 v21, v18, v21, v1
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_25
	v_lshl_add_u64 v[58:59], v[20:21], 1, s[20:21]
	global_load_ushort v1, v[58:59], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v55, 16, v1
.LBB0_25:
	s_or_b64 exec, exec, s[0:1]
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v57, v1
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execnz .LBB0_39
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execnz .LBB0_40
.LBB0_27:
	s_or_b64 exec, exec, s[0:1]
	v_mov_b32_e32 v18, 0
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execnz .LBB0_41
.LBB0_28:
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[38:39], vcc
	s_cbranch_execz .LBB0_30
.LBB0_29:
	v_mul_f32_e32 v20, v56, v56
	v_fmac_f32_e32 v20, v53, v53
	v_mul_f32_e32 v58, v57, v57
	v_fmac_f32_e32 v20, v52, v52
	v_fmac_f32_e32 v58, v55, v55
	v_fmac_f32_e32 v20, v54, v54
	v_fmac_f32_e32 v58, v1, v1
	ds_bpermute_b32 v21, v29, v20
	v_fmac_f32_e32 v58, v18, v18
	ds_bpermute_b32 v59, v29, v58
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v20, v20, v21
	ds_bpermute_b32 v21, v30, v20
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v58, v58, v59
	ds_bpermute_b32 v59, v30, v58
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v20, v20, v21
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v21, v58, v59
	ds_bpermute_b32 v58, v31, v20
	ds_bpermute_b32 v59, v31, v21
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v20, v20, v58
	ds_bpermute_b32 v58, v32, v20
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v21, v21, v59
	ds_bpermute_b32 v59, v32, v21
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v20, v20, v58
	ds_bpermute_b32 v58, v33, v20
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v21, v21, v59
	ds_bpermute_b32 v59, v33, v21
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v20, v20, v58
	v_add_f32_e32 v20, 0x358637bd, v20
	v_mul_f32_e32 v58, 0x4f800000, v20
	v_cmp_gt_f32_e32 vcc, s28, v20
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v21, v21, v59
	v_add_f32_e32 v21, 0x358637bd, v21
	v_cndmask_b32_e32 v20, v20, v58, vcc
	v_sqrt_f32_e32 v58, v20
	v_mul_f32_e32 v59, 0x4f800000, v21
	v_cmp_gt_f32_e64 s[0:1], s28, v21
	v_add_u32_e32 v60, 1, v58
	s_nop 0
	v_cndmask_b32_e64 v21, v21, v59, s[0:1]
	v_add_u32_e32 v59, -1, v58
	v_fma_f32 v61, -v59, v58, v20
	v_fma_f32 v62, -v60, v58, v20
	v_cmp_ge_f32_e64 s[10:11], 0, v61
	s_nop 1
	v_cndmask_b32_e64 v58, v58, v59, s[10:11]
	v_cmp_lt_f32_e64 s[10:11], 0, v62
	s_nop 1
	v_cndmask_b32_e64 v58, v58, v60, s[10:11]
	v_sqrt_f32_e32 v60, v21
	v_mul_f32_e32 v59, 0x37800000, v58
	v_cndmask_b32_e32 v58, v58, v59, vcc
	v_cmp_class_f32_e32 vcc, v20, v38
	s_nop 1
	v_cndmask_b32_e32 v61, v58, v20, vcc
	v_add_u32_e32 v20, -1, v60
	v_fma_f32 v58, -v20, v60, v21
	v_cmp_ge_f32_e32 vcc, 0, v58
	v_add_u32_e32 v58, 1, v60
	v_fma_f32 v59, -v58, v60, v21
	v_cndmask_b32_e32 v20, v60, v20, vcc
	v_cmp_lt_f32_e32 vcc, 0, v59
	v_div_scale_f32 v59, s[10:11], v61, v61, v56
	v_rcp_f32_e32 v60, v59
	v_cndmask_b32_e32 v20, v20, v58, vcc
	v_mul_f32_e32 v58, 0x37800000, v20
	v_cndmask_b32_e64 v20, v20, v58, s[0:1]
	v_cmp_class_f32_e32 vcc, v21, v38
	s_nop 1
	v_cndmask_b32_e32 v62, v20, v21, vcc
	v_fma_f32 v20, -v59, v60, 1.0
	v_fmac_f32_e32 v60, v20, v60
	v_div_scale_f32 v20, vcc, v56, v61, v56
	v_mul_f32_e32 v21, v20, v60
	v_fma_f32 v58, -v59, v21, v20
	v_fmac_f32_e32 v21, v58, v60
	v_div_scale_f32 v58, s[0:1], v61, v61, v53
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
	v_div_scale_f32 v60, s[0:1], v62, v62, v57
	v_rcp_f32_e32 v63, v60
	v_fma_f32 v20, -v58, v56, v20
	v_div_fmas_f32 v20, v20, v59, v56
	v_div_fixup_f32 v20, v20, v61, v53
	v_pk_mul_f32 v[58:59], s[36:37], v[20:21]
	v_fma_f32 v20, -v60, v63, 1.0
	v_fmac_f32_e32 v63, v20, v63
	v_div_scale_f32 v20, vcc, v57, v62, v57
	v_mul_f32_e32 v21, v20, v63
	v_fma_f32 v53, -v60, v21, v20
	v_fmac_f32_e32 v21, v53, v63
	v_div_scale_f32 v53, s[0:1], v62, v62, v55
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
	v_div_scale_f32 v53, s[0:1], v61, v61, v54
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
	v_div_scale_f32 v53, s[0:1], v61, v61, v52
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
	v_div_scale_f32 v53, s[0:1], v62, v62, v18
	v_div_fmas_f32 v20, v20, v55, v54
	v_rcp_f32_e32 v54, v53
	v_div_fixup_f32 v20, v20, v61, v52
	v_pk_mul_f32 v[60:61], s[36:37], v[20:21]
	v_or_b32_e32 v20, 0x1000, v34
	ds_write_b128 v20, v[58:61]
	v_fma_f32 v20, -v53, v54, 1.0
	v_fmac_f32_e32 v54, v20, v54
	v_div_scale_f32 v20, vcc, v18, v62, v18
	v_mul_f32_e32 v21, v20, v54
	v_fma_f32 v52, -v53, v21, v20
	v_fmac_f32_e32 v21, v52, v54
	v_div_scale_f32 v52, s[0:1], v62, v62, v1
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
	ds_write_b128 v34, v[56:59]
.LBB0_30:
	s_or_b64 exec, exec, s[38:39]
	s_cmp_eq_u32 s45, 0
	s_cselect_b64 s[0:1], -1, 0
	v_cndmask_b32_e64 v18, v43, 0, s[0:1]
	s_and_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execz .LBB0_32
	s_waitcnt vmcnt(1)
	v_add_f32_e32 v1, v22, v18
	v_cmp_ngt_f32_e32 vcc, s40, v1
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v57, v23, v17
	v_mul_f32_e32 v58, s29, v57
	v_cndmask_b32_e32 v1, v44, v1, vcc
	v_cmp_nlt_f32_e32 vcc, s41, v1
	s_nop 1
	v_cndmask_b32_e32 v1, v45, v1, vcc
	v_fmamk_f32 v20, v1, 0x3fb8aa3b, v39
	v_add_f32_e32 v20, 0xcb400000, v20
	v_fmac_f32_e32 v1, 0xbf317218, v20
	v_mul_f32_e32 v21, 0x3102e308, v20
	v_add_f32_e32 v52, v1, v21
	v_sub_f32_e32 v1, v52, v1
	v_sub_f32_e32 v1, v21, v1
	v_fmamk_f32 v21, v52, 0x39500d01, v40
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
	v_cmp_ngt_f32_e32 vcc, s40, v58
	v_mul_f32_e32 v56, v1, v20
	s_nop 0
	v_cndmask_b32_e32 v1, v44, v58, vcc
	v_cmp_nlt_f32_e32 vcc, s41, v1
	s_nop 1
	v_cndmask_b32_e32 v17, v45, v1, vcc
	v_fmamk_f32 v1, v17, 0x3fb8aa3b, v39
	v_add_f32_e32 v59, 0xcb400000, v1
	v_fmac_f32_e32 v17, 0xbf317218, v59
	v_mul_f32_e32 v21, 0x3102e308, v59
	v_add_f32_e32 v1, v17, v21
	v_fmamk_f32 v20, v1, 0x39500d01, v40
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
	v_cmp_gt_f32_e32 vcc, s42, v1
	s_nop 1
	v_cndmask_b32_e32 v17, v1, v17, vcc
	v_add_u32_e32 v21, 0xc0cafb0d, v17
	v_and_b32_e32 v52, 0xff800000, v21
	v_sub_u32_e32 v17, v17, v52
	v_add_f32_e32 v17, -1.0, v17
	v_add_f32_e32 v52, 2.0, v17
	v_div_scale_f32 v53, s[6:7], v52, v52, v17
	v_rcp_f32_e32 v54, v53
	v_cndmask_b32_e32 v20, 0, v46, vcc
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
	v_fmamk_f32 v53, v52, 0x3e3a2e8c, v41
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
	v_cndmask_b32_e32 v17, v47, v17, vcc
	v_cmp_neq_f32_e32 vcc, s43, v1
	s_nop 1
	v_cndmask_b32_e32 v17, v48, v17, vcc
	v_cmp_ngt_f32_e32 vcc, 0, v1
	s_nop 1
	v_cndmask_b32_e32 v17, v49, v17, vcc
	v_cmp_u_f32_e32 vcc, v1, v1
	s_nop 1
	v_cndmask_b32_e32 v1, v17, v1, vcc
	v_mul_f32_e32 v1, v24, v1
	v_cmp_ge_f32_e32 vcc, s30, v58
	s_nop 1
	v_cndmask_b32_e32 v1, v57, v1, vcc
	v_mul_f32_e64 v1, -v56, v1
	v_cmp_ngt_f32_e32 vcc, s40, v1
	s_nop 1
	v_cndmask_b32_e32 v1, v44, v1, vcc
	v_cmp_nlt_f32_e32 vcc, s41, v1
	s_nop 1
	v_cndmask_b32_e32 v17, v45, v1, vcc
	v_fmamk_f32 v1, v17, 0x3fb8aa3b, v39
	v_add_f32_e32 v56, 0xcb400000, v1
	v_fmac_f32_e32 v17, 0xbf317218, v56
	v_mul_f32_e32 v21, 0x3102e308, v56
	v_add_f32_e32 v1, v17, v21
	v_fmamk_f32 v20, v1, 0x39500d01, v40
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
	v_cmp_nlt_f32_e64 vcc, -v51, s40
	v_add_f32_e32 v17, v21, v57
	v_add_f32_e32 v17, v20, v17
	v_add_f32_e32 v56, v58, v17
	v_ashrrev_i32_e32 v17, 1, v1
	v_sub_u32_e32 v57, v1, v17
	v_sub_f32_e32 v1, 0, v51
	v_cndmask_b32_e32 v1, v44, v1, vcc
	v_cmp_nlt_f32_e32 vcc, s41, v1
	v_lshl_add_u32 v58, v17, 23, 1.0
	s_nop 0
	v_cndmask_b32_e32 v17, v45, v1, vcc
	v_fmamk_f32 v1, v17, 0x3fb8aa3b, v39
	v_add_f32_e32 v51, 0xcb400000, v1
	v_fmac_f32_e32 v17, 0xbf317218, v51
	v_mul_f32_e32 v21, 0x3102e308, v51
	v_add_f32_e32 v1, v17, v21
	v_fmamk_f32 v20, v1, 0x39500d01, v40
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
	v_div_scale_f32 v17, s[6:7], v1, v1, 1.0
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
	ds_write_b32 v35, v21
	ds_write_b32 v36, v1
.LBB0_32:
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[0:1], s[4:5]
	ds_write_b32 v42, v50
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt vmcnt(2)
	v_pk_add_f32 v[2:3], v[2:3], v[18:19] op_sel_hi:[1,0]
	v_pk_add_f32 v[4:5], v[4:5], v[18:19] op_sel_hi:[1,0]
	s_cmp_lt_i32 s44, 1
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_8
	v_med3_i32 v1, s35, 1, 8
	s_movk_i32 s4, 0x2100
	v_mov_b32_e32 v17, v37
	v_mov_b32_e32 v18, v25
	s_mov_b32 s5, s34
	s_branch .LBB0_37
.LBB0_36:
	s_or_b64 exec, exec, s[0:1]
	v_add_u32_e32 v1, -1, v1
	v_cmp_eq_u32_e32 vcc, 0, v1
	s_add_i32 s5, s5, 1
	v_add_u32_e32 v18, 32, v18
	v_add_u32_e32 v17, 0x200, v17
	s_add_i32 s4, s4, 4
	s_cbranch_vccnz .LBB0_8
.LBB0_37:
	v_mov_b32_e32 v20, s4
	s_waitcnt lgkmcnt(0)
	ds_read2_b32 v[20:21], v20 offset1:8
	ds_read_b128 v[50:53], v17
	ds_read_b128 v[54:57], v17 offset:4096
	s_waitcnt lgkmcnt(2)
	v_mov_b32_e32 v58, v21
	v_pk_mul_f32 v[2:3], v[2:3], v[58:59] op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[4:5], v[58:59] op_sel_hi:[1,0]
	s_waitcnt lgkmcnt(1)
	v_mul_f32_e32 v21, v3, v51
	v_fmac_f32_e32 v21, v50, v2
	v_fmac_f32_e32 v21, v52, v4
	v_fmac_f32_e32 v21, v53, v5
	ds_bpermute_b32 v58, v29, v21
	ds_read_b32 v59, v18
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v21, v21, v58
	ds_bpermute_b32 v58, v30, v21
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v21, v21, v58
	ds_bpermute_b32 v58, v31, v21
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v21, v21, v58
	ds_bpermute_b32 v58, v32, v21
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v21, v21, v58
	ds_bpermute_b32 v58, v33, v21
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v21, v21, v58
	v_sub_f32_e32 v21, v59, v21
	v_mul_f32_e32 v20, v20, v21
	v_pk_fma_f32 v[2:3], v[50:51], v[20:21], v[2:3] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[4:5], v[52:53], v[20:21], v[4:5] op_sel_hi:[1,0,1]
	v_mul_f32_e32 v20, v55, v3
	v_fmac_f32_e32 v20, v54, v2
	v_fmac_f32_e32 v20, v56, v4
	v_fmac_f32_e32 v20, v57, v5
	ds_bpermute_b32 v21, v29, v20
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v20, v20, v21
	ds_bpermute_b32 v21, v30, v20
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v20, v20, v21
	ds_bpermute_b32 v21, v31, v20
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v20, v20, v21
	ds_bpermute_b32 v21, v32, v20
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v20, v20, v21
	ds_bpermute_b32 v21, v33, v20
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_36
	s_ashr_i32 s6, s5, 31
	s_mul_hi_u32 s7, s22, s5
	s_mul_i32 s6, s22, s6
	s_add_i32 s6, s7, s6
	s_mul_i32 s7, s23, s5
	s_add_i32 s7, s6, s7
	s_mul_i32 s6, s22, s5
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v20, v20, v21
	v_cvt_pk_bf16_f32 v50, v20, s0
	v_lshl_add_u64 v[20:21], s[6:7], 1, v[14:15]
	global_store_short v[20:21], v50, off
	s_branch .LBB0_36
.LBB0_39:
	v_lshl_add_u64 v[58:59], v[20:21], 1, s[20:21]
	global_load_ushort v18, v[58:59], off offset:2
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v57, 16, v18
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_27
.LBB0_40:
	v_lshl_add_u64 v[58:59], v[20:21], 1, s[20:21]
	global_load_ushort v1, v[58:59], off offset:4
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v1, 16, v1
	s_or_b64 exec, exec, s[0:1]
	v_mov_b32_e32 v18, 0
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_28
.LBB0_41:
	v_lshl_add_u64 v[20:21], v[20:21], 1, s[20:21]
	global_load_ushort v18, v[20:21], off offset:6
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v18, 16, v18
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[38:39], vcc
	s_cbranch_execnz .LBB0_29
	s_branch .LBB0_30
.LBB0_42:
	s_and_b64 vcc, exec, s[8:9]
	s_cbranch_vccnz .LBB0_44
	s_add_i32 s33, s33, 14
	s_cmp_lt_u32 s33, 15
	v_bfrev_b32_e32 v0, 1
	s_cselect_b64 s[0:1], -1, 0
	v_cndmask_b32_e64 v10, v0, 0, s[0:1]
	v_lshl_add_u64 v[0:1], v[8:9], 2, s[12:13]
	v_lshlrev_b32_e32 v6, 2, v6
	v_mov_b32_e32 v7, 0
	v_lshl_add_u64 v[6:7], v[0:1], 0, v[6:7]
	s_waitcnt vmcnt(0)
	v_pk_add_f32 v[0:1], v[10:11], v[2:3] op_sel_hi:[0,1]
	v_pk_add_f32 v[2:3], v[10:11], v[4:5] op_sel_hi:[0,1]
	global_store_dwordx4 v[6:7], v[0:3], off
.LBB0_44:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel gdn_verify_decode_act_bf16_dt_f32_pool_f32_bv8w4
		.amdhsa_group_segment_fixed_size 8512
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 192
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
		.amdhsa_next_free_sgpr 58
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
	.size	gdn_verify_decode_act_bf16_dt_f32_pool_f32_bv8w4, .Lfunc_end0-gdn_verify_decode_act_bf16_dt_f32_pool_f32_bv8w4

	.set gdn_verify_decode_act_bf16_dt_f32_pool_f32_bv8w4.num_vgpr, 64
	.set gdn_verify_decode_act_bf16_dt_f32_pool_f32_bv8w4.num_agpr, 0
	.set gdn_verify_decode_act_bf16_dt_f32_pool_f32_bv8w4.numbered_sgpr, 58
	.set gdn_verify_decode_act_bf16_dt_f32_pool_f32_bv8w4.num_named_barrier, 0
	.set gdn_verify_decode_act_bf16_dt_f32_pool_f32_bv8w4.private_seg_size, 0
	.set gdn_verify_decode_act_bf16_dt_f32_pool_f32_bv8w4.uses_vcc, 1
	.set gdn_verify_decode_act_bf16_dt_f32_pool_f32_bv8w4.uses_flat_scratch, 0
	.set gdn_verify_decode_act_bf16_dt_f32_pool_f32_bv8w4.has_dyn_sized_stack, 0
	.set gdn_verify_decode_act_bf16_dt_f32_pool_f32_bv8w4.has_recursion, 0
	.set gdn_verify_decode_act_bf16_dt_f32_pool_f32_bv8w4.has_indirect_call, 0
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
      - .name:           diagnostics_on
        .offset:         20
        .size:           4
        .value_kind:     by_value
      - .address_space:  global
        .name:           h0_indices
        .offset:         24
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           cu_seqlens
        .offset:         32
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           pool
        .offset:         40
        .size:           8
        .value_kind:     global_buffer
      - .name:           pool_slot_pitch
        .offset:         48
        .size:           8
        .value_kind:     by_value
      - .address_space:  global
        .name:           diagnostics
        .offset:         56
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           q
        .offset:         64
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           k
        .offset:         72
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           v
        .offset:         80
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           a
        .offset:         88
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           b
        .offset:         96
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           A_log
        .offset:         104
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           dt_bias
        .offset:         112
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           o
        .offset:         120
        .size:           8
        .value_kind:     global_buffer
      - .name:           stride_q
        .offset:         128
        .size:           8
        .value_kind:     by_value
      - .name:           stride_k
        .offset:         136
        .size:           8
        .value_kind:     by_value
      - .name:           stride_v
        .offset:         144
        .size:           8
        .value_kind:     by_value
      - .name:           stride_a
        .offset:         152
        .size:           8
        .value_kind:     by_value
      - .name:           stride_b
        .offset:         160
        .size:           8
        .value_kind:     by_value
      - .name:           scale
        .offset:         168
        .size:           4
        .value_kind:     by_value
      - .name:           softplus_beta
        .offset:         172
        .size:           4
        .value_kind:     by_value
      - .name:           softplus_threshold
        .offset:         176
        .size:           4
        .value_kind:     by_value
      - .address_space:  global
        .name:           decay
        .offset:         184
        .size:           8
        .value_kind:     global_buffer
    .group_segment_fixed_size: 8512
    .kernarg_segment_align: 8
    .kernarg_segment_size: 192
    .max_flat_workgroup_size: 256
    .name:           gdn_verify_decode_act_bf16_dt_f32_pool_f32_bv8w4
    .private_segment_fixed_size: 0
    .sgpr_count:     64
    .sgpr_spill_count: 0
    .symbol:         gdn_verify_decode_act_bf16_dt_f32_pool_f32_bv8w4.kd
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
