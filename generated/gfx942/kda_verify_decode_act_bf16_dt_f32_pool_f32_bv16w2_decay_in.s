; deltagen generated file: do not edit. Regenerate with `cargo xtask gen`.
; kernel: kda_verify  instance: kda_verify_decode_act_bf16_dt_f32_pool_f32_bv16w2_decay_in  arch: gfx942
; profile=portable  mode=decode  act_dtype=bf16  dt_bias_dtype=f32  pool_dtype=f32  tile=bv16w2  lanes_per_column=8  requests=any  decay_input=true
; ir-sha256: 29ce12b8b9813c0d849f277c2cfba93f4d1376d76b2fb858df308652fde73b02
; llvm: 22.1  pipeline: default<O3>  ld.lld: LLVM 22.1
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 6
	.text
	.globl	kda_verify_decode_act_bf16_dt_f32_pool_f32_bv16w2_decay_in
	.p2align	8
	.type	kda_verify_decode_act_bf16_dt_f32_pool_f32_bv16w2_decay_in,@function
kda_verify_decode_act_bf16_dt_f32_pool_f32_bv16w2_decay_in:
	s_load_dwordx4 s[4:7], s[0:1], 0x4
	s_load_dword s31, s[0:1], 0x14
	s_mov_b32 s10, s3
	s_load_dwordx16 s[12:27], s[0:1], 0x18
	v_and_b32_e32 v19, 7, v0
	s_waitcnt lgkmcnt(0)
	s_max_i32 s3, s6, 1
	v_cvt_f32_u32_e32 v1, s3
	s_ashr_i32 s6, s2, 31
	s_lshr_b32 s6, s6, 29
	s_add_i32 s30, s2, s6
	v_rcp_iflag_f32_e32 v1, v1
	s_and_b32 s6, s30, 0xffffff8
	s_sub_i32 s33, s2, s6
	s_sub_i32 s6, 0, s3
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	s_abs_i32 s2, s7
	s_ashr_i32 s8, s30, 3
	s_ashr_i32 s29, s7, 31
	v_readfirstlane_b32 s9, v1
	s_mul_i32 s6, s6, s9
	s_mul_hi_u32 s6, s9, s6
	s_add_i32 s9, s9, s6
	s_mul_hi_u32 s6, s2, s9
	s_mul_i32 s9, s6, s3
	s_sub_i32 s2, s2, s9
	s_add_i32 s9, s6, 1
	s_sub_i32 s11, s2, s3
	s_cmp_ge_u32 s2, s3
	s_cselect_b32 s6, s9, s6
	s_cselect_b32 s2, s11, s2
	s_add_i32 s9, s6, 1
	s_cmp_ge_u32 s2, s3
	s_cselect_b32 s2, s9, s6
	s_xor_b32 s2, s2, s29
	s_sub_i32 s2, s2, s29
	s_ashr_i32 s11, s10, 31
	s_max_i32 s34, s2, 1
	s_ashr_i32 s9, s8, 31
	s_lshl_b64 s[2:3], s[10:11], 2
	s_add_u32 s10, s12, s2
	s_addc_u32 s11, s13, s3
	s_load_dword s13, s[10:11], 0x0
	s_mov_b32 s28, s7
	v_cvt_f32_u32_e32 v1, s34
	v_lshlrev_b32_e32 v18, 2, v19
	s_waitcnt lgkmcnt(0)
	s_cmp_gt_i32 s13, -1
	s_cselect_b64 s[10:11], -1, 0
	s_cmp_lt_i32 s13, s5
	s_cselect_b64 s[6:7], -1, 0
	s_and_b64 s[10:11], s[10:11], s[6:7]
	s_add_u32 s2, s14, s2
	s_addc_u32 s3, s15, s3
	s_load_dwordx2 s[14:15], s[2:3], 0x0
	v_rcp_iflag_f32_e32 v2, v1
	v_lshrrev_b32_e32 v1, 3, v0
	v_lshl_or_b32 v22, s33, 4, v1
	v_ashrrev_i32_e32 v23, 31, v22
	s_waitcnt lgkmcnt(0)
	s_cmp_gt_i32 s14, -1
	s_cselect_b64 s[2:3], -1, 0
	s_cmp_ge_i32 s15, s14
	s_cselect_b64 s[36:37], -1, 0
	s_cmp_le_i32 s15, s4
	v_mul_f32_e32 v2, 0x4f7ffffe, v2
	s_cselect_b64 s[4:5], -1, 0
	s_and_b64 s[2:3], s[2:3], s[36:37]
	v_cvt_u32_f32_e32 v2, v2
	s_and_b64 s[4:5], s[4:5], s[2:3]
	s_lshl_b64 s[2:3], s[8:9], 7
	v_lshl_add_u64 v[4:5], s[2:3], 0, v[22:23]
	s_ashr_i32 s33, s13, 31
	v_lshlrev_b64 v[4:5], 7, v[4:5]
	s_mul_i32 s33, s18, s33
	s_mul_i32 s19, s19, s13
	v_mov_b32_e32 v3, s13
	s_add_i32 s33, s33, s19
	v_mad_u64_u32 v[20:21], s[18:19], s18, v3, v[4:5]
	v_readfirstlane_b32 s12, v2
	v_mov_b32_e32 v2, 0
	s_and_b64 s[18:19], s[10:11], s[4:5]
	v_mov_b32_e32 v3, v2
	v_cndmask_b32_e64 v4, 0, 1, s[18:19]
	v_add_u32_e32 v21, s33, v21
	v_cmp_ne_u32_e64 s[10:11], 1, v4
	s_andn2_b64 vcc, exec, s[18:19]
	v_mov_b64_e32 v[4:5], v[2:3]
	v_mov_b64_e32 v[14:15], v[2:3]
	v_mov_b64_e32 v[16:17], v[2:3]
	v_mov_b64_e32 v[10:11], v[2:3]
	v_mov_b64_e32 v[12:13], v[2:3]
	v_mov_b64_e32 v[6:7], v[2:3]
	v_mov_b64_e32 v[8:9], v[2:3]
	s_cbranch_vccnz .LBB0_2
	v_lshl_add_u64 v[4:5], v[20:21], 2, s[16:17]
	v_lshlrev_b32_e32 v6, 2, v18
	v_mov_b32_e32 v7, v2
	v_lshl_add_u64 v[24:25], v[4:5], 0, v[6:7]
	global_load_dwordx4 v[2:5], v[24:25], off
	global_load_dwordx4 v[14:17], v[24:25], off offset:128
	global_load_dwordx4 v[10:13], v[24:25], off offset:256
	global_load_dwordx4 v[6:9], v[24:25], off offset:384
.LBB0_2:
	s_xor_b64 s[18:19], s[4:5], -1
	s_and_b64 s[6:7], s[6:7], exec
	v_cndmask_b32_e64 v24, 0, 1, s[18:19]
	s_cselect_b32 s6, 0, 4
	v_or_b32_e32 v24, s6, v24
	s_cmp_eq_u32 s31, 0
	v_cmp_eq_u32_e32 vcc, 0, v24
	s_cselect_b64 s[6:7], -1, 0
	s_or_b64 s[6:7], s[6:7], vcc
	s_and_b64 vcc, exec, s[6:7]
	s_cbranch_vccnz .LBB0_6
	v_mbcnt_lo_u32_b32 v25, exec_lo, 0
	v_mbcnt_hi_u32_b32 v25, exec_hi, v25
	v_cmp_eq_u32_e32 vcc, 0, v25
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_5
	v_mov_b32_e32 v25, 0
	global_atomic_or v25, v24, s[20:21]
.LBB0_5:
	s_or_b64 exec, exec, s[6:7]
.LBB0_6:
	s_sub_i32 s33, s15, s14
	s_and_b64 s[4:5], s[4:5], exec
	s_cselect_b32 s15, s33, 0
	s_add_i32 s4, s15, 7
	s_cmp_lt_i32 s4, 8
	s_mov_b32 s44, 0
	s_cbranch_scc1 .LBB0_74
	s_sub_i32 s5, 0, s34
	s_mul_i32 s5, s5, s12
	s_mul_hi_u32 s5, s12, s5
	s_add_i32 s12, s12, s5
	s_ashr_i32 s5, s4, 31
	s_lshr_b32 s5, s5, 29
	s_add_i32 s4, s4, s5
	s_load_dwordx2 s[6:7], s[0:1], 0x60
	s_abs_i32 s13, s8
	s_ashr_i32 s35, s30, 31
	s_ashr_i32 s45, s4, 3
	s_lshl_b64 s[2:3], s[2:3], 1
	s_add_u32 s4, s26, s2
	s_addc_u32 s5, s27, s3
	v_lshlrev_b64 v[28:29], 1, v[22:23]
	s_mul_hi_u32 s12, s13, s12
	v_lshl_add_u64 v[22:23], s[4:5], 0, v[28:29]
	s_lshl_b64 s[4:5], s[8:9], 1
	s_load_dwordx8 s[36:43], s[0:1], 0x78
	s_waitcnt lgkmcnt(0)
	s_add_u32 s18, s6, s4
	s_load_dwordx2 s[20:21], s[0:1], 0xa0
	s_load_dword s26, s[0:1], 0xa8
	s_load_dwordx2 s[30:31], s[0:1], 0xb8
	s_mul_i32 s0, s12, s34
	s_addc_u32 s19, s7, s5
	s_sub_i32 s0, s13, s0
	s_add_i32 s1, s12, 1
	s_sub_i32 s4, s0, s34
	s_cmp_ge_u32 s0, s34
	s_cselect_b32 s1, s1, s12
	s_cselect_b32 s0, s4, s0
	s_add_i32 s4, s1, 1
	s_cmp_ge_u32 s0, s34
	s_cselect_b32 s0, s4, s1
	s_xor_b32 s0, s0, s35
	s_sub_i32 s0, s0, s35
	v_mov_b32_e32 v24, 0x3000
	s_ashr_i32 s1, s0, 31
	v_lshl_or_b32 v36, v1, 2, v24
	v_lshlrev_b32_e32 v1, 2, v0
	v_lshrrev_b32_e32 v25, 5, v0
	v_and_b32_e32 v24, 0x7c, v1
	s_lshl_b64 s[0:1], s[0:1], 7
	v_and_b32_e32 v30, 0xfc, v1
	v_or_b32_e32 v26, s0, v24
	v_or_b32_e32 v40, 4, v25
	v_xor_b32_e32 v41, 64, v30
	v_xor_b32_e32 v42, 32, v30
	v_xor_b32_e32 v43, 16, v30
	v_xor_b32_e32 v44, 8, v30
	v_xor_b32_e32 v45, 4, v30
	v_lshlrev_b32_e32 v30, 2, v24
	s_add_u32 s0, s36, s2
	v_mov_b32_e32 v27, s1
	v_lshl_or_b32 v46, v25, 9, v30
	v_lshl_or_b32 v49, v40, 9, v30
	v_or_b32_e32 v52, 0x3200, v1
	v_lshlrev_b32_e32 v1, 6, v19
	s_addc_u32 s1, s37, s3
	v_add_u32_e32 v37, s14, v19
	v_add_u32_e32 v38, s14, v0
	v_add_u32_e32 v39, s14, v25
	v_or_b32_e32 v47, 0x2000, v46
	v_or_b32_e32 v48, 0x1000, v46
	v_or_b32_e32 v50, 0x2000, v49
	v_or_b32_e32 v51, 0x1000, v49
	v_lshl_add_u64 v[28:29], s[0:1], 0, v[28:29]
	v_cmp_eq_u32_e64 s[2:3], 0, v19
	s_lshl_b64 s[34:35], s[28:29], 7
	s_waitcnt lgkmcnt(0)
	s_mov_b32 s27, s26
	v_lshlrev_b32_e32 v53, 4, v19
	v_mov_b64_e32 v[30:31], s[8:9]
	s_mov_b32 s29, 0xf800000
	v_mov_b32_e32 v54, 0x260
	s_mov_b32 s46, 0xc2d00000
	s_mov_b32 s47, 0x42b20000
	v_mov_b32_e32 v55, 0x4b400000
	v_mov_b32_e32 v56, 0x3ab60b61
	v_add_u32_e32 v57, v36, v1
	s_movk_i32 s48, 0x7fff
	v_mov_b32_e32 v58, 0xc2d00000
	v_mov_b32_e32 v59, 0x42b20000
	v_bfrev_b32_e32 v60, 1
	s_branch .LBB0_9
.LBB0_8:
	s_add_i32 s44, s44, 1
	s_add_i32 s33, s33, -8
	s_add_i32 s14, s14, 8
	s_cmp_eq_u32 s44, s45
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_74
.LBB0_9:
	s_lshl_b32 s50, s44, 3
	s_sub_i32 s49, s15, s50
	v_mov_b32_e32 v62, 0
	v_cmp_gt_i32_e64 s[4:5], s49, v19
	v_mov_b32_e32 v61, v62
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_11
	v_add_u32_e32 v1, s50, v37
	v_ashrrev_i32_e32 v32, 31, v1
	v_mul_lo_u32 v34, s42, v32
	v_mul_lo_u32 v35, s43, v1
	v_mad_u64_u32 v[32:33], s[6:7], s42, v1, 0
	v_add3_u32 v33, v33, v34, v35
	v_lshl_add_u64 v[32:33], v[32:33], 1, v[22:23]
	global_load_ushort v1, v[32:33], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v61, 16, v1
.LBB0_11:
	s_or_b64 exec, exec, s[0:1]
	s_min_i32 s8, s49, 8
	v_cmp_gt_i32_e64 s[6:7], s8, v0
	s_and_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execz .LBB0_13
	v_add_u32_e32 v1, s50, v38
	v_ashrrev_i32_e32 v32, 31, v1
	v_mul_lo_u32 v34, s20, v32
	v_mul_lo_u32 v35, s21, v1
	v_mad_u64_u32 v[32:33], s[12:13], s20, v1, 0
	v_add3_u32 v33, v33, v34, v35
	v_lshl_add_u64 v[32:33], v[32:33], 1, s[18:19]
	global_load_ushort v1, v[32:33], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v62, 16, v1
.LBB0_13:
	s_or_b64 exec, exec, s[0:1]
	v_add_u32_e32 v32, s50, v39
	v_ashrrev_i32_e32 v1, 31, v32
	v_mul_lo_u32 v33, s38, v1
	v_mul_lo_u32 v63, s39, v32
	v_mad_u64_u32 v[34:35], s[0:1], s38, v32, v[26:27]
	v_mov_b32_e32 v75, 0
	v_cmp_gt_i32_e32 vcc, s8, v25
	v_add3_u32 v35, v63, v35, v33
	v_mov_b32_e32 v73, v75
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_15
	v_lshl_add_u64 v[64:65], v[34:35], 1, s[22:23]
	global_load_ushort v33, v[64:65], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v73, 16, v33
.LBB0_15:
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_17
	v_lshl_add_u64 v[64:65], v[34:35], 1, s[22:23]
	global_load_ushort v33, v[64:65], off offset:2
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v75, 16, v33
.LBB0_17:
	s_or_b64 exec, exec, s[0:1]
	v_mov_b32_e32 v70, 0
	v_mov_b32_e32 v67, v70
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_19
	v_lshl_add_u64 v[64:65], v[34:35], 1, s[22:23]
	global_load_ushort v33, v[64:65], off offset:4
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v67, 16, v33
.LBB0_19:
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_21
	v_lshl_add_u64 v[34:35], v[34:35], 1, s[22:23]
	global_load_ushort v33, v[34:35], off offset:6
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v70, 16, v33
.LBB0_21:
	s_or_b64 exec, exec, s[0:1]
	v_mad_u64_u32 v[34:35], s[0:1], s40, v32, v[26:27]
	v_mul_lo_u32 v1, s40, v1
	v_mul_lo_u32 v33, s41, v32
	v_mov_b32_e32 v77, 0
	v_add3_u32 v35, v33, v35, v1
	v_mov_b32_e32 v76, v77
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_23
	v_lshl_add_u64 v[64:65], v[34:35], 1, s[24:25]
	global_load_ushort v1, v[64:65], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v76, 16, v1
.LBB0_23:
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_25
	v_lshl_add_u64 v[64:65], v[34:35], 1, s[24:25]
	global_load_ushort v1, v[64:65], off offset:2
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v77, 16, v1
.LBB0_25:
	s_or_b64 exec, exec, s[0:1]
	v_mov_b32_e32 v74, 0
	v_mov_b32_e32 v71, v74
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_27
	v_lshl_add_u64 v[64:65], v[34:35], 1, s[24:25]
	global_load_ushort v1, v[64:65], off offset:4
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v71, 16, v1
.LBB0_27:
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_29
	v_lshl_add_u64 v[34:35], v[34:35], 1, s[24:25]
	global_load_ushort v1, v[34:35], off offset:6
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v74, 16, v1
.LBB0_29:
	s_or_b64 exec, exec, s[0:1]
	v_mad_i64_i32 v[34:35], s[0:1], v32, s28, v[30:31]
	v_lshlrev_b64 v[34:35], 7, v[34:35]
	v_mov_b32_e32 v83, 0
	v_or_b32_e32 v34, v34, v24
	v_mov_b32_e32 v82, v83
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_31
	v_lshl_add_u64 v[64:65], v[34:35], 2, s[30:31]
	global_load_dword v82, v[64:65], off
.LBB0_31:
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_33
	v_lshl_add_u64 v[64:65], v[34:35], 2, s[30:31]
	global_load_dword v83, v[64:65], off offset:4
.LBB0_33:
	s_or_b64 exec, exec, s[0:1]
	v_mov_b32_e32 v85, 0
	v_mov_b32_e32 v84, v85
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_35
	v_lshl_add_u64 v[64:65], v[34:35], 2, s[30:31]
	global_load_dword v84, v[64:65], off offset:8
.LBB0_35:
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_37
	v_lshl_add_u64 v[34:35], v[34:35], 2, s[30:31]
	global_load_dword v85, v[34:35], off offset:12
.LBB0_37:
	s_or_b64 exec, exec, s[0:1]
	v_add_u32_e32 v32, 4, v32
	v_ashrrev_i32_e32 v1, 31, v32
	v_mul_lo_u32 v33, s38, v1
	v_mul_lo_u32 v63, s39, v32
	v_mad_u64_u32 v[34:35], s[0:1], s38, v32, v[26:27]
	v_mov_b32_e32 v68, 0
	v_cmp_gt_i32_e64 s[8:9], s8, v40
	v_add3_u32 v35, v63, v35, v33
	v_mov_b32_e32 v65, v68
	s_and_saveexec_b64 s[0:1], s[8:9]
	s_cbranch_execz .LBB0_39
	v_lshl_add_u64 v[64:65], v[34:35], 1, s[22:23]
	global_load_ushort v33, v[64:65], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v65, 16, v33
.LBB0_39:
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[0:1], s[8:9]
	s_cbranch_execz .LBB0_41
	v_lshl_add_u64 v[68:69], v[34:35], 1, s[22:23]
	global_load_ushort v33, v[68:69], off offset:2
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v68, 16, v33
.LBB0_41:
	s_or_b64 exec, exec, s[0:1]
	v_mov_b32_e32 v64, 0
	v_mov_b32_e32 v63, v64
	s_and_saveexec_b64 s[0:1], s[8:9]
	s_cbranch_execz .LBB0_43
	v_lshl_add_u64 v[78:79], v[34:35], 1, s[22:23]
	global_load_ushort v33, v[78:79], off offset:4
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v63, 16, v33
.LBB0_43:
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[0:1], s[8:9]
	s_cbranch_execz .LBB0_45
	v_lshl_add_u64 v[34:35], v[34:35], 1, s[22:23]
	global_load_ushort v33, v[34:35], off offset:6
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v64, 16, v33
.LBB0_45:
	s_or_b64 exec, exec, s[0:1]
	v_mad_u64_u32 v[34:35], s[0:1], s40, v32, v[26:27]
	v_mul_lo_u32 v1, s40, v1
	v_mul_lo_u32 v33, s41, v32
	v_mov_b32_e32 v72, 0
	v_add3_u32 v35, v33, v35, v1
	v_mov_b32_e32 v69, v72
	s_and_saveexec_b64 s[0:1], s[8:9]
	s_cbranch_execz .LBB0_47
	v_lshl_add_u64 v[78:79], v[34:35], 1, s[24:25]
	global_load_ushort v1, v[78:79], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v69, 16, v1
.LBB0_47:
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[0:1], s[8:9]
	s_cbranch_execz .LBB0_49
	v_lshl_add_u64 v[78:79], v[34:35], 1, s[24:25]
	global_load_ushort v1, v[78:79], off offset:2
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v72, 16, v1
.LBB0_49:
	s_or_b64 exec, exec, s[0:1]
	v_mov_b32_e32 v66, 0
	v_mov_b32_e32 v1, v66
	s_and_saveexec_b64 s[0:1], s[8:9]
	s_cbranch_execz .LBB0_51
	v_lshl_add_u64 v[78:79], v[34:35], 1, s[24:25]
	global_load_ushort v1, v[78:79], off offset:4
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v1, 16, v1
.LBB0_51:
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[0:1], s[8:9]
	s_cbranch_execz .LBB0_53
	v_lshl_add_u64 v[34:35], v[34:35], 1, s[24:25]
	global_load_ushort v33, v[34:35], off offset:6
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v66, 16, v33
.LBB0_53:
	s_or_b64 exec, exec, s[0:1]
	v_mad_i64_i32 v[32:33], s[0:1], v32, s28, v[30:31]
	v_lshlrev_b64 v[32:33], 7, v[32:33]
	v_mov_b32_e32 v79, 0
	v_or_b32_e32 v32, v32, v24
	v_mov_b32_e32 v78, v79
	s_and_saveexec_b64 s[0:1], s[8:9]
	s_cbranch_execz .LBB0_55
	v_lshl_add_u64 v[34:35], v[32:33], 2, s[30:31]
	global_load_dword v78, v[34:35], off
.LBB0_55:
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[0:1], s[8:9]
	s_cbranch_execz .LBB0_57
	v_lshl_add_u64 v[34:35], v[32:33], 2, s[30:31]
	global_load_dword v79, v[34:35], off offset:4
.LBB0_57:
	s_or_b64 exec, exec, s[0:1]
	v_mov_b32_e32 v81, 0
	v_mov_b32_e32 v80, v81
	s_and_saveexec_b64 s[0:1], s[8:9]
	s_cbranch_execnz .LBB0_69
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[0:1], s[8:9]
	s_cbranch_execnz .LBB0_70
.LBB0_59:
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[36:37], vcc
	s_cbranch_execnz .LBB0_71
.LBB0_60:
	s_or_b64 exec, exec, s[36:37]
	s_and_saveexec_b64 s[12:13], s[8:9]
	s_cbranch_execnz .LBB0_72
.LBB0_61:
	s_or_b64 exec, exec, s[12:13]
	s_and_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execnz .LBB0_73
.LBB0_62:
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[0:1], s[4:5]
.LBB0_63:
	ds_write_b32 v57, v61
.LBB0_64:
	s_or_b64 exec, exec, s[0:1]
	s_cmp_eq_u32 s50, 0
	s_cselect_b64 s[0:1], -1, 0
	v_cndmask_b32_e64 v32, v60, 0, s[0:1]
	s_waitcnt vmcnt(3)
	v_pk_add_f32 v[2:3], v[2:3], v[32:33] op_sel_hi:[1,0]
	v_pk_add_f32 v[4:5], v[4:5], v[32:33] op_sel_hi:[1,0]
	s_waitcnt vmcnt(2)
	v_pk_add_f32 v[14:15], v[14:15], v[32:33] op_sel_hi:[1,0]
	v_pk_add_f32 v[16:17], v[16:17], v[32:33] op_sel_hi:[1,0]
	s_waitcnt vmcnt(1)
	v_pk_add_f32 v[10:11], v[10:11], v[32:33] op_sel_hi:[1,0]
	v_pk_add_f32 v[12:13], v[12:13], v[32:33] op_sel_hi:[1,0]
	s_waitcnt vmcnt(0)
	v_pk_add_f32 v[6:7], v[6:7], v[32:33] op_sel_hi:[1,0]
	v_pk_add_f32 v[8:9], v[8:9], v[32:33] op_sel_hi:[1,0]
	s_cmp_lt_i32 s49, 1
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_8
	v_med3_i32 v1, s33, 1, 8
	s_movk_i32 s4, 0x3200
	v_mov_b32_e32 v32, v53
	v_mov_b32_e32 v33, v36
	s_mov_b32 s5, s14
	s_branch .LBB0_67
.LBB0_66:
	s_or_b64 exec, exec, s[0:1]
	v_add_u32_e32 v1, -1, v1
	v_cmp_eq_u32_e32 vcc, 0, v1
	s_add_i32 s5, s5, 1
	v_add_u32_e32 v33, 64, v33
	v_add_u32_e32 v32, 0x200, v32
	s_add_i32 s4, s4, 4
	s_cbranch_vccnz .LBB0_8
.LBB0_67:
	ds_read_b128 v[62:65], v32
	ds_read_b128 v[66:69], v32 offset:128
	ds_read_b128 v[70:73], v32 offset:256
	s_waitcnt lgkmcnt(2)
	v_pk_mul_f32 v[34:35], v[2:3], v[62:63]
	v_pk_mul_f32 v[74:75], v[4:5], v[64:65]
	ds_read_b128 v[2:5], v32 offset:4096
	ds_read_b128 v[62:65], v32 offset:4224
	s_waitcnt lgkmcnt(3)
	v_pk_mul_f32 v[76:77], v[14:15], v[66:67]
	v_pk_mul_f32 v[78:79], v[16:17], v[68:69]
	ds_read_b128 v[14:17], v32 offset:384
	s_waitcnt lgkmcnt(3)
	v_pk_mul_f32 v[70:71], v[10:11], v[70:71]
	v_pk_mul_f32 v[72:73], v[12:13], v[72:73]
	ds_read_b128 v[10:13], v32 offset:4352
	ds_read_b128 v[66:69], v32 offset:4480
	v_mov_b32_e32 v80, v34
	s_waitcnt lgkmcnt(2)
	v_pk_mul_f32 v[6:7], v[6:7], v[14:15]
	v_pk_mul_f32 v[8:9], v[8:9], v[16:17]
	v_mov_b32_e32 v14, v3
	v_mov_b32_e32 v15, v63
	v_mov_b32_e32 v16, v35
	v_mov_b32_e32 v17, v77
	v_pk_mul_f32 v[14:15], v[14:15], v[16:17]
	v_mov_b32_e32 v16, v2
	v_mov_b32_e32 v17, v62
	v_mov_b32_e32 v81, v76
	v_pk_fma_f32 v[14:15], v[16:17], v[80:81], v[14:15]
	v_mov_b32_e32 v16, v4
	v_mov_b32_e32 v17, v64
	v_mov_b32_e32 v80, v74
	v_mov_b32_e32 v81, v78
	v_pk_fma_f32 v[14:15], v[16:17], v[80:81], v[14:15]
	v_mov_b32_e32 v16, v5
	v_mov_b32_e32 v17, v65
	v_mov_b32_e32 v80, v75
	v_mov_b32_e32 v81, v79
	v_pk_fma_f32 v[14:15], v[16:17], v[80:81], v[14:15]
	s_waitcnt lgkmcnt(1)
	v_mov_b32_e32 v16, v11
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v17, v67
	v_mov_b32_e32 v80, v71
	v_mov_b32_e32 v81, v7
	v_pk_mul_f32 v[16:17], v[16:17], v[80:81]
	v_mov_b32_e32 v80, v10
	v_mov_b32_e32 v81, v66
	v_mov_b32_e32 v82, v70
	v_mov_b32_e32 v83, v6
	v_pk_fma_f32 v[16:17], v[80:81], v[82:83], v[16:17]
	v_mov_b32_e32 v80, v12
	v_mov_b32_e32 v81, v68
	v_mov_b32_e32 v82, v72
	v_mov_b32_e32 v83, v8
	v_pk_fma_f32 v[16:17], v[80:81], v[82:83], v[16:17]
	v_mov_b32_e32 v80, v13
	v_mov_b32_e32 v81, v69
	v_mov_b32_e32 v82, v73
	v_mov_b32_e32 v83, v9
	v_pk_fma_f32 v[16:17], v[80:81], v[82:83], v[16:17]
	s_nop 0
	v_pk_add_f32 v[14:15], v[14:15], v[16:17]
	v_mov_b32_e32 v16, s4
	v_add_f32_e32 v14, v14, v15
	ds_bpermute_b32 v15, v43, v14
	ds_read_b32 v17, v33
	ds_read_b32 v16, v16
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v14, v14, v15
	ds_bpermute_b32 v15, v44, v14
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v14, v14, v15
	ds_bpermute_b32 v15, v45, v14
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v14, v14, v15
	v_sub_f32_e32 v14, v17, v14
	v_mul_f32_e32 v80, v16, v14
	v_pk_fma_f32 v[14:15], v[62:63], v[80:81], v[76:77] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[16:17], v[64:65], v[80:81], v[78:79] op_sel_hi:[1,0,1]
	ds_read_b128 v[62:65], v32 offset:8192
	v_pk_fma_f32 v[4:5], v[4:5], v[80:81], v[74:75] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[10:11], v[10:11], v[80:81], v[70:71] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[12:13], v[12:13], v[80:81], v[72:73] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[6:7], v[66:67], v[80:81], v[6:7] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[8:9], v[68:69], v[80:81], v[8:9] op_sel_hi:[1,0,1]
	ds_read_b128 v[66:69], v32 offset:8320
	ds_read_b128 v[70:73], v32 offset:8448
	ds_read_b128 v[74:77], v32 offset:8576
	v_pk_fma_f32 v[2:3], v[2:3], v[80:81], v[34:35] op_sel_hi:[1,0,1]
	s_waitcnt lgkmcnt(2)
	v_mul_f32_e32 v35, v67, v15
	v_mul_f32_e32 v34, v63, v3
	v_fmac_f32_e32 v34, v62, v2
	s_waitcnt lgkmcnt(1)
	v_mul_f32_e32 v61, v11, v71
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v62, v7, v75
	v_fmac_f32_e32 v35, v66, v14
	v_fmac_f32_e32 v61, v70, v10
	v_fmac_f32_e32 v62, v74, v6
	v_fmac_f32_e32 v34, v64, v4
	v_fmac_f32_e32 v35, v68, v16
	v_fmac_f32_e32 v61, v72, v12
	v_fmac_f32_e32 v62, v76, v8
	v_fmac_f32_e32 v34, v65, v5
	v_fmac_f32_e32 v35, v69, v17
	v_fmac_f32_e32 v61, v73, v13
	v_fmac_f32_e32 v62, v77, v9
	v_add_f32_e32 v34, v34, v61
	v_add_f32_e32 v35, v35, v62
	v_add_f32_e32 v34, v34, v35
	ds_bpermute_b32 v35, v43, v34
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v34, v34, v35
	ds_bpermute_b32 v35, v44, v34
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v34, v34, v35
	ds_bpermute_b32 v35, v45, v34
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_66
	s_ashr_i32 s6, s5, 31
	s_mul_hi_u32 s7, s34, s5
	s_mul_i32 s6, s34, s6
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v34, v34, v35
	s_add_i32 s6, s7, s6
	s_mul_i32 s7, s35, s5
	v_bfe_u32 v35, v34, 16, 1
	s_add_i32 s7, s6, s7
	s_mul_i32 s6, s34, s5
	v_add3_u32 v35, v35, v34, s48
	v_or_b32_e32 v61, 0x400000, v34
	v_cmp_u_f32_e32 vcc, v34, v34
	s_nop 1
	v_cndmask_b32_e32 v61, v35, v61, vcc
	v_lshl_add_u64 v[34:35], s[6:7], 1, v[28:29]
	global_store_short_d16_hi v[34:35], v61, off
	s_branch .LBB0_66
.LBB0_69:
	v_lshl_add_u64 v[34:35], v[32:33], 2, s[30:31]
	global_load_dword v80, v[34:35], off offset:8
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[0:1], s[8:9]
	s_cbranch_execz .LBB0_59
.LBB0_70:
	v_lshl_add_u64 v[32:33], v[32:33], 2, s[30:31]
	global_load_dword v81, v[32:33], off offset:12
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[36:37], vcc
	s_cbranch_execz .LBB0_60
.LBB0_71:
	v_mul_f32_e32 v32, v75, v75
	v_fmac_f32_e32 v32, v73, v73
	v_mul_f32_e32 v34, v77, v77
	v_fmac_f32_e32 v32, v67, v67
	v_fmac_f32_e32 v34, v76, v76
	v_fmac_f32_e32 v32, v70, v70
	v_fmac_f32_e32 v34, v71, v71
	ds_bpermute_b32 v33, v41, v32
	v_fmac_f32_e32 v34, v74, v74
	ds_bpermute_b32 v35, v41, v34
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v32, v32, v33
	ds_bpermute_b32 v33, v42, v32
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v34, v34, v35
	ds_bpermute_b32 v35, v42, v34
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v32, v32, v33
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v33, v34, v35
	ds_bpermute_b32 v34, v43, v32
	ds_bpermute_b32 v35, v43, v33
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v32, v32, v34
	ds_bpermute_b32 v34, v44, v32
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v33, v33, v35
	ds_bpermute_b32 v35, v44, v33
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v32, v32, v34
	ds_bpermute_b32 v34, v45, v32
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v33, v33, v35
	ds_bpermute_b32 v35, v45, v33
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v32, v32, v34
	v_add_f32_e32 v32, 0x358637bd, v32
	v_mul_f32_e32 v34, 0x4f800000, v32
	v_cmp_gt_f32_e32 vcc, s29, v32
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v33, v33, v35
	v_add_f32_e32 v33, 0x358637bd, v33
	v_cndmask_b32_e32 v32, v32, v34, vcc
	v_sqrt_f32_e32 v34, v32
	v_mul_f32_e32 v35, 0x4f800000, v33
	v_cmp_gt_f32_e64 s[0:1], s29, v33
	v_add_u32_e32 v86, 1, v34
	s_nop 0
	v_cndmask_b32_e64 v33, v33, v35, s[0:1]
	v_add_u32_e32 v35, -1, v34
	v_fma_f32 v87, -v35, v34, v32
	v_fma_f32 v88, -v86, v34, v32
	v_cmp_ge_f32_e64 s[12:13], 0, v87
	s_nop 1
	v_cndmask_b32_e64 v34, v34, v35, s[12:13]
	v_cmp_lt_f32_e64 s[12:13], 0, v88
	s_nop 1
	v_cndmask_b32_e64 v34, v34, v86, s[12:13]
	v_sqrt_f32_e32 v86, v33
	v_mul_f32_e32 v35, 0x37800000, v34
	v_cndmask_b32_e32 v34, v34, v35, vcc
	v_cmp_class_f32_e32 vcc, v32, v54
	s_nop 1
	v_cndmask_b32_e32 v34, v34, v32, vcc
	v_add_u32_e32 v32, -1, v86
	v_fma_f32 v35, -v32, v86, v33
	v_cmp_ge_f32_e32 vcc, 0, v35
	v_add_u32_e32 v35, 1, v86
	s_nop 0
	v_cndmask_b32_e32 v32, v86, v32, vcc
	v_fma_f32 v86, -v35, v86, v33
	v_cmp_lt_f32_e32 vcc, 0, v86
	v_div_scale_f32 v86, s[12:13], v34, v34, v75
	v_rcp_f32_e32 v87, v86
	v_cndmask_b32_e32 v32, v32, v35, vcc
	v_mul_f32_e32 v35, 0x37800000, v32
	v_cndmask_b32_e64 v32, v32, v35, s[0:1]
	v_cmp_class_f32_e32 vcc, v33, v54
	s_nop 1
	v_cndmask_b32_e32 v88, v32, v33, vcc
	v_fma_f32 v32, -v86, v87, 1.0
	v_fmac_f32_e32 v87, v32, v87
	v_div_scale_f32 v32, vcc, v75, v34, v75
	v_mul_f32_e32 v33, v32, v87
	v_fma_f32 v35, -v86, v33, v32
	v_fmac_f32_e32 v33, v35, v87
	v_div_scale_f32 v35, s[0:1], v34, v34, v73
	v_fma_f32 v32, -v86, v33, v32
	v_rcp_f32_e32 v86, v35
	v_div_fmas_f32 v32, v32, v87, v33
	v_div_fixup_f32 v33, v32, v34, v75
	v_fma_f32 v32, -v35, v86, 1.0
	v_fmac_f32_e32 v86, v32, v86
	v_div_scale_f32 v32, vcc, v73, v34, v73
	v_mul_f32_e32 v75, v32, v86
	v_fma_f32 v87, -v35, v75, v32
	v_fmac_f32_e32 v75, v87, v86
	v_fma_f32 v32, -v35, v75, v32
	v_div_scale_f32 v35, s[0:1], v88, v88, v77
	v_rcp_f32_e32 v87, v35
	v_div_fmas_f32 v32, v32, v86, v75
	v_div_fixup_f32 v32, v32, v34, v73
	v_pk_mul_f32 v[32:33], s[26:27], v[32:33]
	v_fma_f32 v73, -v35, v87, 1.0
	v_fmac_f32_e32 v87, v73, v87
	v_div_scale_f32 v73, vcc, v77, v88, v77
	v_mul_f32_e32 v75, v73, v87
	v_fma_f32 v86, -v35, v75, v73
	v_fmac_f32_e32 v75, v86, v87
	v_fma_f32 v35, -v35, v75, v73
	v_div_scale_f32 v73, s[0:1], v88, v88, v76
	v_rcp_f32_e32 v86, v73
	v_div_fmas_f32 v35, v35, v87, v75
	v_div_fixup_f32 v87, v35, v88, v77
	v_fma_f32 v35, -v73, v86, 1.0
	v_fmac_f32_e32 v86, v35, v86
	v_div_scale_f32 v35, vcc, v76, v88, v76
	v_mul_f32_e32 v75, v35, v86
	v_fma_f32 v77, -v73, v75, v35
	v_fmac_f32_e32 v75, v77, v86
	v_fma_f32 v35, -v73, v75, v35
	v_div_scale_f32 v73, s[0:1], v34, v34, v70
	v_rcp_f32_e32 v77, v73
	v_div_fmas_f32 v35, v35, v86, v75
	v_div_fixup_f32 v86, v35, v88, v76
	v_fma_f32 v35, -v73, v77, 1.0
	v_fmac_f32_e32 v77, v35, v77
	v_div_scale_f32 v35, vcc, v70, v34, v70
	v_mul_f32_e32 v75, v35, v77
	v_fma_f32 v76, -v73, v75, v35
	v_fmac_f32_e32 v75, v76, v77
	v_fma_f32 v35, -v73, v75, v35
	v_div_scale_f32 v73, s[0:1], v34, v34, v67
	v_rcp_f32_e32 v76, v73
	v_div_fmas_f32 v35, v35, v77, v75
	v_div_fixup_f32 v35, v35, v34, v70
	v_fma_f32 v70, -v73, v76, 1.0
	v_fmac_f32_e32 v76, v70, v76
	v_div_scale_f32 v70, vcc, v67, v34, v67
	v_mul_f32_e32 v75, v70, v76
	v_fma_f32 v77, -v73, v75, v70
	v_fmac_f32_e32 v75, v77, v76
	v_fma_f32 v70, -v73, v75, v70
	v_div_scale_f32 v73, s[0:1], v88, v88, v74
	v_div_fmas_f32 v70, v70, v76, v75
	v_rcp_f32_e32 v75, v73
	v_div_fixup_f32 v34, v70, v34, v67
	v_pk_mul_f32 v[34:35], s[26:27], v[34:35]
	ds_write_b128 v47, v[32:35]
	v_fma_f32 v32, -v73, v75, 1.0
	v_fmac_f32_e32 v75, v32, v75
	v_div_scale_f32 v32, vcc, v74, v88, v74
	v_mul_f32_e32 v33, v32, v75
	v_fma_f32 v34, -v73, v33, v32
	v_fmac_f32_e32 v33, v34, v75
	v_div_scale_f32 v34, s[0:1], v88, v88, v71
	v_rcp_f32_e32 v35, v34
	v_fma_f32 v32, -v73, v33, v32
	v_div_fmas_f32 v32, v32, v75, v33
	v_div_fixup_f32 v89, v32, v88, v74
	v_fma_f32 v32, -v34, v35, 1.0
	v_fmac_f32_e32 v35, v32, v35
	v_div_scale_f32 v32, vcc, v71, v88, v71
	v_mul_f32_e32 v33, v32, v35
	v_fma_f32 v67, -v34, v33, v32
	v_fmac_f32_e32 v33, v67, v35
	v_fma_f32 v32, -v34, v33, v32
	v_div_fmas_f32 v32, v32, v35, v33
	v_div_fixup_f32 v88, v32, v88, v71
	ds_write_b128 v48, v[86:89]
	s_waitcnt vmcnt(0)
	ds_write_b128 v46, v[82:85]
	s_or_b64 exec, exec, s[36:37]
	s_and_saveexec_b64 s[12:13], s[8:9]
	s_cbranch_execz .LBB0_61
.LBB0_72:
	v_mul_f32_e32 v32, v68, v68
	v_fmac_f32_e32 v32, v65, v65
	v_mul_f32_e32 v34, v72, v72
	v_fmac_f32_e32 v32, v63, v63
	v_fmac_f32_e32 v34, v69, v69
	v_fmac_f32_e32 v32, v64, v64
	v_fmac_f32_e32 v34, v1, v1
	ds_bpermute_b32 v33, v41, v32
	v_fmac_f32_e32 v34, v66, v66
	ds_bpermute_b32 v35, v41, v34
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v32, v32, v33
	ds_bpermute_b32 v33, v42, v32
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v34, v34, v35
	ds_bpermute_b32 v35, v42, v34
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v32, v32, v33
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v33, v34, v35
	ds_bpermute_b32 v34, v43, v32
	ds_bpermute_b32 v35, v43, v33
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v32, v32, v34
	ds_bpermute_b32 v34, v44, v32
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v33, v33, v35
	ds_bpermute_b32 v35, v44, v33
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v32, v32, v34
	ds_bpermute_b32 v34, v45, v32
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v33, v33, v35
	ds_bpermute_b32 v35, v45, v33
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v32, v32, v34
	v_add_f32_e32 v32, 0x358637bd, v32
	v_mul_f32_e32 v34, 0x4f800000, v32
	v_cmp_gt_f32_e32 vcc, s29, v32
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v33, v33, v35
	v_add_f32_e32 v33, 0x358637bd, v33
	v_cndmask_b32_e32 v32, v32, v34, vcc
	v_sqrt_f32_e32 v34, v32
	v_mul_f32_e32 v35, 0x4f800000, v33
	v_cmp_gt_f32_e64 s[0:1], s29, v33
	v_add_u32_e32 v67, 1, v34
	s_nop 0
	v_cndmask_b32_e64 v33, v33, v35, s[0:1]
	v_add_u32_e32 v35, -1, v34
	v_fma_f32 v70, -v35, v34, v32
	v_fma_f32 v71, -v67, v34, v32
	v_cmp_ge_f32_e64 s[8:9], 0, v70
	s_nop 1
	v_cndmask_b32_e64 v34, v34, v35, s[8:9]
	v_cmp_lt_f32_e64 s[8:9], 0, v71
	s_nop 1
	v_cndmask_b32_e64 v34, v34, v67, s[8:9]
	v_sqrt_f32_e32 v67, v33
	v_mul_f32_e32 v35, 0x37800000, v34
	v_cndmask_b32_e32 v34, v34, v35, vcc
	v_cmp_class_f32_e32 vcc, v32, v54
	s_nop 1
	v_cndmask_b32_e32 v34, v34, v32, vcc
	v_add_u32_e32 v32, -1, v67
	v_fma_f32 v35, -v32, v67, v33
	v_cmp_ge_f32_e32 vcc, 0, v35
	v_add_u32_e32 v35, 1, v67
	s_nop 0
	v_cndmask_b32_e32 v32, v67, v32, vcc
	v_fma_f32 v67, -v35, v67, v33
	v_cmp_lt_f32_e32 vcc, 0, v67
	v_div_scale_f32 v67, s[8:9], v34, v34, v68
	v_rcp_f32_e32 v70, v67
	v_cndmask_b32_e32 v32, v32, v35, vcc
	v_mul_f32_e32 v35, 0x37800000, v32
	v_cndmask_b32_e64 v32, v32, v35, s[0:1]
	v_cmp_class_f32_e32 vcc, v33, v54
	s_nop 1
	v_cndmask_b32_e32 v74, v32, v33, vcc
	v_fma_f32 v32, -v67, v70, 1.0
	v_fmac_f32_e32 v70, v32, v70
	v_div_scale_f32 v32, vcc, v68, v34, v68
	v_mul_f32_e32 v33, v32, v70
	v_fma_f32 v35, -v67, v33, v32
	v_fmac_f32_e32 v33, v35, v70
	v_div_scale_f32 v35, s[0:1], v34, v34, v65
	v_fma_f32 v32, -v67, v33, v32
	v_rcp_f32_e32 v67, v35
	v_div_fmas_f32 v32, v32, v70, v33
	v_div_fixup_f32 v33, v32, v34, v68
	v_fma_f32 v32, -v35, v67, 1.0
	v_fmac_f32_e32 v67, v32, v67
	v_div_scale_f32 v32, vcc, v65, v34, v65
	v_mul_f32_e32 v68, v32, v67
	v_fma_f32 v70, -v35, v68, v32
	v_fmac_f32_e32 v68, v70, v67
	v_fma_f32 v32, -v35, v68, v32
	v_div_scale_f32 v35, s[0:1], v74, v74, v72
	v_rcp_f32_e32 v70, v35
	v_div_fmas_f32 v32, v32, v67, v68
	v_div_fixup_f32 v32, v32, v34, v65
	v_pk_mul_f32 v[32:33], s[26:27], v[32:33]
	v_fma_f32 v65, -v35, v70, 1.0
	v_fmac_f32_e32 v70, v65, v70
	v_div_scale_f32 v65, vcc, v72, v74, v72
	v_mul_f32_e32 v67, v65, v70
	v_fma_f32 v68, -v35, v67, v65
	v_fmac_f32_e32 v67, v68, v70
	v_fma_f32 v35, -v35, v67, v65
	v_div_scale_f32 v65, s[0:1], v74, v74, v69
	v_rcp_f32_e32 v68, v65
	v_div_fmas_f32 v35, v35, v70, v67
	v_div_fixup_f32 v71, v35, v74, v72
	v_fma_f32 v35, -v65, v68, 1.0
	v_fmac_f32_e32 v68, v35, v68
	v_div_scale_f32 v35, vcc, v69, v74, v69
	v_mul_f32_e32 v67, v35, v68
	v_fma_f32 v70, -v65, v67, v35
	v_fmac_f32_e32 v67, v70, v68
	v_fma_f32 v35, -v65, v67, v35
	v_div_scale_f32 v65, s[0:1], v34, v34, v64
	v_rcp_f32_e32 v72, v65
	v_div_fmas_f32 v35, v35, v68, v67
	v_div_fixup_f32 v70, v35, v74, v69
	v_fma_f32 v35, -v65, v72, 1.0
	v_fmac_f32_e32 v72, v35, v72
	v_div_scale_f32 v35, vcc, v64, v34, v64
	v_mul_f32_e32 v67, v35, v72
	v_fma_f32 v68, -v65, v67, v35
	v_fmac_f32_e32 v67, v68, v72
	v_fma_f32 v35, -v65, v67, v35
	v_div_scale_f32 v65, s[0:1], v34, v34, v63
	v_rcp_f32_e32 v68, v65
	v_div_fmas_f32 v35, v35, v72, v67
	v_div_fixup_f32 v35, v35, v34, v64
	v_fma_f32 v64, -v65, v68, 1.0
	v_fmac_f32_e32 v68, v64, v68
	v_div_scale_f32 v64, vcc, v63, v34, v63
	v_mul_f32_e32 v67, v64, v68
	v_fma_f32 v69, -v65, v67, v64
	v_fmac_f32_e32 v67, v69, v68
	v_fma_f32 v64, -v65, v67, v64
	v_div_scale_f32 v65, s[0:1], v74, v74, v66
	v_div_fmas_f32 v64, v64, v68, v67
	v_rcp_f32_e32 v67, v65
	v_div_fixup_f32 v34, v64, v34, v63
	v_pk_mul_f32 v[34:35], s[26:27], v[34:35]
	ds_write_b128 v50, v[32:35]
	v_fma_f32 v32, -v65, v67, 1.0
	v_fmac_f32_e32 v67, v32, v67
	v_div_scale_f32 v32, vcc, v66, v74, v66
	v_mul_f32_e32 v33, v32, v67
	v_fma_f32 v34, -v65, v33, v32
	v_fmac_f32_e32 v33, v34, v67
	v_div_scale_f32 v34, s[0:1], v74, v74, v1
	v_rcp_f32_e32 v35, v34
	v_fma_f32 v32, -v65, v33, v32
	v_div_fmas_f32 v32, v32, v67, v33
	v_div_fixup_f32 v73, v32, v74, v66
	v_fma_f32 v32, -v34, v35, 1.0
	v_fmac_f32_e32 v35, v32, v35
	v_div_scale_f32 v32, vcc, v1, v74, v1
	v_mul_f32_e32 v33, v32, v35
	v_fma_f32 v63, -v34, v33, v32
	v_fmac_f32_e32 v33, v63, v35
	v_fma_f32 v32, -v34, v33, v32
	v_div_fmas_f32 v32, v32, v35, v33
	v_div_fixup_f32 v72, v32, v74, v1
	ds_write_b128 v51, v[70:73]
	s_waitcnt vmcnt(0)
	ds_write_b128 v49, v[78:81]
	s_or_b64 exec, exec, s[12:13]
	s_and_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execz .LBB0_62
.LBB0_73:
	v_sub_f32_e32 v1, 0, v62
	v_cmp_nlt_f32_e64 vcc, -v62, s46
	s_nop 1
	v_cndmask_b32_e32 v1, v58, v1, vcc
	v_cmp_nlt_f32_e32 vcc, s47, v1
	s_nop 1
	v_cndmask_b32_e32 v1, v59, v1, vcc
	v_fmamk_f32 v32, v1, 0x3fb8aa3b, v55
	v_add_f32_e32 v62, 0xcb400000, v32
	v_fmac_f32_e32 v1, 0xbf317218, v62
	v_mul_f32_e32 v33, 0x3102e308, v62
	v_add_f32_e32 v35, v1, v33
	v_fmamk_f32 v32, v35, 0x39500d01, v56
	v_fmaak_f32 v32, v32, v35, 0x3c088889
	v_fmaak_f32 v32, v32, v35, 0x3d2aaaab
	v_fmaak_f32 v32, v32, v35, 0x3e2aaaab
	v_fma_f32 v32, v32, v35, 0.5
	v_mul_f32_e32 v34, v35, v35
	v_mul_f32_e32 v34, v34, v32
	v_add_f32_e32 v32, v35, v34
	v_cmp_o_f32_e32 vcc, v62, v62
	v_sub_f32_e32 v63, v32, v35
	v_sub_f32_e32 v35, v35, v1
	v_cndmask_b32_e32 v1, 0, v62, vcc
	v_add_f32_e32 v64, 1.0, v32
	v_cvt_i32_f32_e32 v1, v1
	v_sub_f32_e32 v63, v34, v63
	v_add_f32_e32 v34, -1.0, v64
	v_pk_add_f32 v[32:33], v[32:33], v[34:35] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_add_f32_e32 v33, v33, v63
	v_add_f32_e32 v32, v32, v33
	v_ashrrev_i32_e32 v33, 1, v1
	v_add_f32_e32 v32, v64, v32
	v_sub_u32_e32 v1, v1, v33
	v_lshl_add_u32 v33, v33, 23, 1.0
	v_lshl_add_u32 v1, v1, 23, 1.0
	v_mul_f32_e32 v32, v32, v33
	v_mul_f32_e32 v1, v32, v1
	v_add_f32_e32 v1, 1.0, v1
	v_div_scale_f32 v32, s[6:7], v1, v1, 1.0
	v_rcp_f32_e32 v33, v32
	s_nop 0
	v_fma_f32 v34, -v32, v33, 1.0
	v_fmac_f32_e32 v33, v34, v33
	v_div_scale_f32 v34, vcc, 1.0, v1, 1.0
	v_mul_f32_e32 v35, v34, v33
	v_fma_f32 v62, -v32, v35, v34
	v_fmac_f32_e32 v35, v62, v33
	v_fma_f32 v32, -v32, v35, v34
	v_div_fmas_f32 v32, v32, v33, v35
	v_div_fixup_f32 v1, v32, v1, 1.0
	ds_write_b32 v52, v1
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execnz .LBB0_63
	s_branch .LBB0_64
.LBB0_74:
	s_and_b64 vcc, exec, s[10:11]
	s_cbranch_vccnz .LBB0_76
	s_add_i32 s15, s15, 14
	s_cmp_lt_u32 s15, 15
	v_bfrev_b32_e32 v0, 1
	s_cselect_b64 s[0:1], -1, 0
	v_cndmask_b32_e64 v22, v0, 0, s[0:1]
	v_lshl_add_u64 v[0:1], v[20:21], 2, s[16:17]
	v_lshlrev_b32_e32 v18, 2, v18
	v_mov_b32_e32 v19, 0
	v_lshl_add_u64 v[18:19], v[0:1], 0, v[18:19]
	s_waitcnt vmcnt(3)
	v_pk_add_f32 v[0:1], v[22:23], v[2:3] op_sel_hi:[0,1]
	v_pk_add_f32 v[2:3], v[22:23], v[4:5] op_sel_hi:[0,1]
	global_store_dwordx4 v[18:19], v[0:3], off
	s_waitcnt vmcnt(3)
	s_nop 0
	v_pk_add_f32 v[0:1], v[22:23], v[14:15] op_sel_hi:[0,1]
	v_pk_add_f32 v[2:3], v[22:23], v[16:17] op_sel_hi:[0,1]
	global_store_dwordx4 v[18:19], v[0:3], off offset:128
	s_waitcnt vmcnt(3)
	s_nop 0
	v_pk_add_f32 v[0:1], v[22:23], v[10:11] op_sel_hi:[0,1]
	v_pk_add_f32 v[2:3], v[22:23], v[12:13] op_sel_hi:[0,1]
	global_store_dwordx4 v[18:19], v[0:3], off offset:256
	s_waitcnt vmcnt(3)
	s_nop 0
	v_pk_add_f32 v[0:1], v[22:23], v[6:7] op_sel_hi:[0,1]
	v_pk_add_f32 v[2:3], v[22:23], v[8:9] op_sel_hi:[0,1]
	global_store_dwordx4 v[18:19], v[0:3], off offset:384
.LBB0_76:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel kda_verify_decode_act_bf16_dt_f32_pool_f32_bv16w2_decay_in
		.amdhsa_group_segment_fixed_size 12832
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
		.amdhsa_next_free_vgpr 129
		.amdhsa_next_free_sgpr 96
		.amdhsa_accum_offset 92
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
	.size	kda_verify_decode_act_bf16_dt_f32_pool_f32_bv16w2_decay_in, .Lfunc_end0-kda_verify_decode_act_bf16_dt_f32_pool_f32_bv16w2_decay_in

	.set kda_verify_decode_act_bf16_dt_f32_pool_f32_bv16w2_decay_in.num_vgpr, 90
	.set kda_verify_decode_act_bf16_dt_f32_pool_f32_bv16w2_decay_in.num_agpr, 0
	.set kda_verify_decode_act_bf16_dt_f32_pool_f32_bv16w2_decay_in.numbered_sgpr, 51
	.set kda_verify_decode_act_bf16_dt_f32_pool_f32_bv16w2_decay_in.num_named_barrier, 0
	.set kda_verify_decode_act_bf16_dt_f32_pool_f32_bv16w2_decay_in.private_seg_size, 0
	.set kda_verify_decode_act_bf16_dt_f32_pool_f32_bv16w2_decay_in.uses_vcc, 1
	.set kda_verify_decode_act_bf16_dt_f32_pool_f32_bv16w2_decay_in.uses_flat_scratch, 0
	.set kda_verify_decode_act_bf16_dt_f32_pool_f32_bv16w2_decay_in.has_dyn_sized_stack, 0
	.set kda_verify_decode_act_bf16_dt_f32_pool_f32_bv16w2_decay_in.has_recursion, 0
	.set kda_verify_decode_act_bf16_dt_f32_pool_f32_bv16w2_decay_in.has_indirect_call, 0
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
    .group_segment_fixed_size: 12832
    .kernarg_segment_align: 8
    .kernarg_segment_size: 192
    .max_flat_workgroup_size: 128
    .name:           kda_verify_decode_act_bf16_dt_f32_pool_f32_bv16w2_decay_in
    .private_segment_fixed_size: 0
    .sgpr_count:     57
    .sgpr_spill_count: 0
    .symbol:         kda_verify_decode_act_bf16_dt_f32_pool_f32_bv16w2_decay_in.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     90
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
