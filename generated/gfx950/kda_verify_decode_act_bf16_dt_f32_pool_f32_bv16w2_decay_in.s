; deltagen generated file: do not edit. Regenerate with `cargo xtask gen`.
; kernel: kda_verify  instance: kda_verify_decode_act_bf16_dt_f32_pool_f32_bv16w2_decay_in  arch: gfx950
; profile=portable  mode=decode  act_dtype=bf16  dt_bias_dtype=f32  pool_dtype=f32  tile=bv16w2  lanes_per_column=8  requests=>1  decay_input=true
; ir-sha256: 29ce12b8b9813c0d849f277c2cfba93f4d1376d76b2fb858df308652fde73b02
; llvm: 22.1  pipeline: default<O3>  ld.lld: LLVM 22.1
	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 6
	.text
	.globl	kda_verify_decode_act_bf16_dt_f32_pool_f32_bv16w2_decay_in
	.p2align	8
	.type	kda_verify_decode_act_bf16_dt_f32_pool_f32_bv16w2_decay_in,@function
kda_verify_decode_act_bf16_dt_f32_pool_f32_bv16w2_decay_in:
	s_load_dwordx4 s[4:7], s[0:1], 0x4
	s_load_dword s33, s[0:1], 0x14
	s_mov_b32 s10, s3
	s_load_dwordx16 s[12:27], s[0:1], 0x18
	v_and_b32_e32 v19, 7, v0
	s_waitcnt lgkmcnt(0)
	s_max_i32 s3, s6, 1
	v_cvt_f32_u32_e32 v1, s3
	s_ashr_i32 s6, s2, 31
	s_lshr_b32 s6, s6, 29
	s_add_i32 s9, s2, s6
	v_rcp_iflag_f32_e32 v1, v1
	s_and_b32 s6, s9, 0xffffff8
	s_sub_i32 s34, s2, s6
	s_sub_i32 s6, 0, s3
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	s_abs_i32 s2, s7
	s_ashr_i32 s28, s9, 3
	s_ashr_i32 s31, s7, 31
	v_readfirstlane_b32 s8, v1
	s_mul_i32 s6, s6, s8
	s_mul_hi_u32 s6, s8, s6
	s_add_i32 s8, s8, s6
	s_mul_hi_u32 s6, s2, s8
	s_mul_i32 s8, s6, s3
	s_sub_i32 s2, s2, s8
	s_add_i32 s8, s6, 1
	s_sub_i32 s11, s2, s3
	s_cmp_ge_u32 s2, s3
	s_cselect_b32 s6, s8, s6
	s_cselect_b32 s2, s11, s2
	s_add_i32 s8, s6, 1
	s_cmp_ge_u32 s2, s3
	s_cselect_b32 s2, s8, s6
	s_xor_b32 s2, s2, s31
	s_sub_i32 s2, s2, s31
	s_ashr_i32 s11, s10, 31
	s_max_i32 s8, s2, 1
	s_ashr_i32 s29, s28, 31
	s_lshl_b64 s[2:3], s[10:11], 2
	s_add_u32 s10, s12, s2
	s_addc_u32 s11, s13, s3
	s_load_dword s13, s[10:11], 0x0
	s_mov_b32 s30, s7
	v_cvt_f32_u32_e32 v1, s8
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
	v_lshl_or_b32 v22, s34, 4, v1
	v_ashrrev_i32_e32 v23, 31, v22
	s_waitcnt lgkmcnt(0)
	s_cmp_gt_i32 s14, -1
	s_cselect_b64 s[2:3], -1, 0
	s_cmp_ge_i32 s15, s14
	s_cselect_b64 s[34:35], -1, 0
	s_cmp_le_i32 s15, s4
	v_mul_f32_e32 v2, 0x4f7ffffe, v2
	s_cselect_b64 s[4:5], -1, 0
	s_and_b64 s[2:3], s[2:3], s[34:35]
	v_cvt_u32_f32_e32 v2, v2
	s_and_b64 s[4:5], s[4:5], s[2:3]
	s_lshl_b64 s[2:3], s[28:29], 7
	v_lshl_add_u64 v[4:5], s[2:3], 0, v[22:23]
	s_ashr_i32 s34, s13, 31
	v_lshlrev_b64 v[4:5], 7, v[4:5]
	s_mul_i32 s34, s18, s34
	s_mul_i32 s19, s19, s13
	v_mov_b32_e32 v3, s13
	s_add_i32 s34, s34, s19
	v_mad_u64_u32 v[20:21], s[18:19], s18, v3, v[4:5]
	v_readfirstlane_b32 s12, v2
	v_mov_b32_e32 v2, 0
	s_and_b64 s[18:19], s[10:11], s[4:5]
	v_mov_b32_e32 v3, v2
	v_cndmask_b32_e64 v4, 0, 1, s[18:19]
	v_add_u32_e32 v21, s34, v21
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
	s_cmp_eq_u32 s33, 0
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
	s_mov_b32 s46, 0
	s_cbranch_scc1 .LBB0_74
	s_sub_i32 s5, 0, s8
	s_mul_i32 s5, s5, s12
	s_mul_hi_u32 s5, s12, s5
	s_add_i32 s12, s12, s5
	s_ashr_i32 s5, s4, 31
	s_lshr_b32 s5, s5, 29
	s_add_i32 s4, s4, s5
	s_load_dwordx2 s[6:7], s[0:1], 0x60
	s_abs_i32 s13, s28
	s_ashr_i32 s9, s9, 31
	s_ashr_i32 s47, s4, 3
	s_lshl_b64 s[2:3], s[2:3], 1
	s_add_u32 s4, s26, s2
	s_addc_u32 s5, s27, s3
	v_lshlrev_b64 v[28:29], 1, v[22:23]
	s_mul_hi_u32 s12, s13, s12
	v_lshl_add_u64 v[22:23], s[4:5], 0, v[28:29]
	s_lshl_b64 s[4:5], s[28:29], 1
	s_load_dwordx8 s[36:43], s[0:1], 0x78
	s_waitcnt lgkmcnt(0)
	s_add_u32 s18, s6, s4
	s_load_dwordx2 s[20:21], s[0:1], 0xa0
	s_load_dword s26, s[0:1], 0xa8
	s_load_dwordx2 s[34:35], s[0:1], 0xb8
	s_mul_i32 s0, s12, s8
	s_addc_u32 s19, s7, s5
	s_sub_i32 s0, s13, s0
	s_add_i32 s1, s12, 1
	s_sub_i32 s4, s0, s8
	s_cmp_ge_u32 s0, s8
	s_cselect_b32 s1, s1, s12
	s_cselect_b32 s0, s4, s0
	s_add_i32 s4, s1, 1
	s_cmp_ge_u32 s0, s8
	s_cselect_b32 s0, s4, s1
	s_xor_b32 s0, s0, s9
	s_sub_i32 s0, s0, s9
	v_mov_b32_e32 v24, 0x3000
	s_ashr_i32 s1, s0, 31
	v_lshl_or_b32 v34, v1, 2, v24
	v_lshlrev_b32_e32 v1, 2, v0
	v_and_b32_e32 v24, 0x7c, v1
	s_lshl_b64 s[0:1], s[0:1], 7
	v_lshrrev_b32_e32 v25, 5, v0
	v_or_b32_e32 v26, s0, v24
	v_bfrev_b32_e32 v30, 0.5
	s_add_u32 s0, s36, s2
	v_mov_b32_e32 v27, s1
	v_or_b32_e32 v38, 4, v25
	v_bitop3_b32 v39, v1, 64, v30 bitop3:0x6c
	v_bitop3_b32 v40, v1, 32, v30 bitop3:0x6c
	v_bitop3_b32 v41, v1, 16, v30 bitop3:0x6c
	v_bitop3_b32 v42, v1, 8, v30 bitop3:0x6c
	v_bitop3_b32 v43, v1, 4, v30 bitop3:0x6c
	v_lshlrev_b32_e32 v30, 2, v24
	v_or_b32_e32 v46, 0x3200, v1
	v_lshlrev_b32_e32 v1, 6, v19
	s_addc_u32 s1, s37, s3
	v_add_u32_e32 v35, s14, v19
	v_add_u32_e32 v36, s14, v0
	v_add_u32_e32 v37, s14, v25
	v_lshl_or_b32 v44, v25, 9, v30
	v_lshl_or_b32 v45, v38, 9, v30
	v_lshl_add_u64 v[28:29], s[0:1], 0, v[28:29]
	v_cmp_eq_u32_e64 s[2:3], 0, v19
	s_lshl_b64 s[36:37], s[30:31], 7
	s_waitcnt lgkmcnt(0)
	s_mov_b32 s27, s26
	s_mov_b32 s31, 0xf800000
	v_mov_b32_e32 v47, 0x260
	s_mov_b32 s48, 0xc2d00000
	s_mov_b32 s49, 0x42b20000
	v_add_u32_e32 v48, v34, v1
	v_mov_b32_e32 v49, 0x42b20000
	v_bfrev_b32_e32 v50, 1
	s_branch .LBB0_9
.LBB0_8:
	s_add_i32 s46, s46, 1
	s_add_i32 s33, s33, -8
	s_add_i32 s14, s14, 8
	s_cmp_eq_u32 s46, s47
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_74
.LBB0_9:
	s_lshl_b32 s51, s46, 3
	s_sub_i32 s50, s15, s51
	v_mov_b32_e32 v52, 0
	v_cmp_gt_i32_e64 s[4:5], s50, v19
	v_mov_b32_e32 v51, v52
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_11
	v_add_u32_e32 v1, s51, v35
	v_ashrrev_i32_e32 v30, 31, v1
	v_mul_lo_u32 v32, s42, v30
	v_mul_lo_u32 v33, s43, v1
	v_mad_u64_u32 v[30:31], s[6:7], s42, v1, 0
	v_add3_u32 v31, v31, v32, v33
	v_lshl_add_u64 v[30:31], v[30:31], 1, v[22:23]
	global_load_ushort v1, v[30:31], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v51, 16, v1
.LBB0_11:
	s_or_b64 exec, exec, s[0:1]
	s_min_i32 s8, s50, 8
	v_cmp_gt_i32_e64 s[6:7], s8, v0
	s_and_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execz .LBB0_13
	v_add_u32_e32 v1, s51, v36
	v_ashrrev_i32_e32 v30, 31, v1
	v_mul_lo_u32 v32, s20, v30
	v_mul_lo_u32 v33, s21, v1
	v_mad_u64_u32 v[30:31], s[12:13], s20, v1, 0
	v_add3_u32 v31, v31, v32, v33
	v_lshl_add_u64 v[30:31], v[30:31], 1, s[18:19]
	global_load_ushort v1, v[30:31], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v52, 16, v1
.LBB0_13:
	s_or_b64 exec, exec, s[0:1]
	v_add_u32_e32 v30, s51, v37
	v_ashrrev_i32_e32 v1, 31, v30
	v_mul_lo_u32 v31, s38, v1
	v_mul_lo_u32 v53, s39, v30
	v_mad_u64_u32 v[32:33], s[0:1], s38, v30, v[26:27]
	v_mov_b32_e32 v65, 0
	v_cmp_gt_i32_e32 vcc, s8, v25
	v_add3_u32 v33, v53, v33, v31
	v_mov_b32_e32 v63, v65
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_15
	v_lshl_add_u64 v[54:55], v[32:33], 1, s[22:23]
	global_load_ushort v31, v[54:55], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v63, 16, v31
.LBB0_15:
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_17
	v_lshl_add_u64 v[54:55], v[32:33], 1, s[22:23]
	global_load_ushort v31, v[54:55], off offset:2
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v65, 16, v31
.LBB0_17:
	s_or_b64 exec, exec, s[0:1]
	v_mov_b32_e32 v60, 0
	v_mov_b32_e32 v57, v60
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_19
	v_lshl_add_u64 v[54:55], v[32:33], 1, s[22:23]
	global_load_ushort v31, v[54:55], off offset:4
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v57, 16, v31
.LBB0_19:
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_21
	v_lshl_add_u64 v[32:33], v[32:33], 1, s[22:23]
	global_load_ushort v31, v[32:33], off offset:6
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v60, 16, v31
.LBB0_21:
	s_or_b64 exec, exec, s[0:1]
	v_mad_u64_u32 v[32:33], s[0:1], s40, v30, v[26:27]
	v_mul_lo_u32 v1, s40, v1
	v_mul_lo_u32 v31, s41, v30
	v_mov_b32_e32 v67, 0
	v_add3_u32 v33, v31, v33, v1
	v_mov_b32_e32 v66, v67
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_23
	v_lshl_add_u64 v[54:55], v[32:33], 1, s[24:25]
	global_load_ushort v1, v[54:55], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v66, 16, v1
.LBB0_23:
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_25
	v_lshl_add_u64 v[54:55], v[32:33], 1, s[24:25]
	global_load_ushort v1, v[54:55], off offset:2
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v67, 16, v1
.LBB0_25:
	s_or_b64 exec, exec, s[0:1]
	v_mov_b32_e32 v64, 0
	v_mov_b32_e32 v61, v64
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_27
	v_lshl_add_u64 v[54:55], v[32:33], 1, s[24:25]
	global_load_ushort v1, v[54:55], off offset:4
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v61, 16, v1
.LBB0_27:
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_29
	v_lshl_add_u64 v[32:33], v[32:33], 1, s[24:25]
	global_load_ushort v1, v[32:33], off offset:6
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v64, 16, v1
.LBB0_29:
	s_or_b64 exec, exec, s[0:1]
	v_mov_b64_e32 v[32:33], s[28:29]
	v_mad_i64_i32 v[32:33], s[0:1], v30, s30, v[32:33]
	v_lshlrev_b64 v[32:33], 7, v[32:33]
	v_mov_b32_e32 v73, 0
	v_or_b32_e32 v32, v32, v24
	v_mov_b32_e32 v72, v73
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_31
	v_lshl_add_u64 v[54:55], v[32:33], 2, s[34:35]
	global_load_dword v72, v[54:55], off
.LBB0_31:
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_33
	v_lshl_add_u64 v[54:55], v[32:33], 2, s[34:35]
	global_load_dword v73, v[54:55], off offset:4
.LBB0_33:
	s_or_b64 exec, exec, s[0:1]
	v_mov_b32_e32 v75, 0
	v_mov_b32_e32 v74, v75
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_35
	v_lshl_add_u64 v[54:55], v[32:33], 2, s[34:35]
	global_load_dword v74, v[54:55], off offset:8
.LBB0_35:
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_37
	v_lshl_add_u64 v[32:33], v[32:33], 2, s[34:35]
	global_load_dword v75, v[32:33], off offset:12
.LBB0_37:
	s_or_b64 exec, exec, s[0:1]
	v_add_u32_e32 v30, 4, v30
	v_ashrrev_i32_e32 v1, 31, v30
	v_mul_lo_u32 v31, s38, v1
	v_mul_lo_u32 v53, s39, v30
	v_mad_u64_u32 v[32:33], s[0:1], s38, v30, v[26:27]
	v_mov_b32_e32 v58, 0
	v_cmp_gt_i32_e64 s[8:9], s8, v38
	v_add3_u32 v33, v53, v33, v31
	v_mov_b32_e32 v55, v58
	s_and_saveexec_b64 s[0:1], s[8:9]
	s_cbranch_execz .LBB0_39
	v_lshl_add_u64 v[54:55], v[32:33], 1, s[22:23]
	global_load_ushort v31, v[54:55], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v55, 16, v31
.LBB0_39:
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[0:1], s[8:9]
	s_cbranch_execz .LBB0_41
	v_lshl_add_u64 v[58:59], v[32:33], 1, s[22:23]
	global_load_ushort v31, v[58:59], off offset:2
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v58, 16, v31
.LBB0_41:
	s_or_b64 exec, exec, s[0:1]
	v_mov_b32_e32 v54, 0
	v_mov_b32_e32 v53, v54
	s_and_saveexec_b64 s[0:1], s[8:9]
	s_cbranch_execz .LBB0_43
	v_lshl_add_u64 v[68:69], v[32:33], 1, s[22:23]
	global_load_ushort v31, v[68:69], off offset:4
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v53, 16, v31
.LBB0_43:
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[0:1], s[8:9]
	s_cbranch_execz .LBB0_45
	v_lshl_add_u64 v[32:33], v[32:33], 1, s[22:23]
	global_load_ushort v31, v[32:33], off offset:6
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v54, 16, v31
.LBB0_45:
	s_or_b64 exec, exec, s[0:1]
	v_mad_u64_u32 v[32:33], s[0:1], s40, v30, v[26:27]
	v_mul_lo_u32 v1, s40, v1
	v_mul_lo_u32 v31, s41, v30
	v_mov_b32_e32 v62, 0
	v_add3_u32 v33, v31, v33, v1
	v_mov_b32_e32 v59, v62
	s_and_saveexec_b64 s[0:1], s[8:9]
	s_cbranch_execz .LBB0_47
	v_lshl_add_u64 v[68:69], v[32:33], 1, s[24:25]
	global_load_ushort v1, v[68:69], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v59, 16, v1
.LBB0_47:
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[0:1], s[8:9]
	s_cbranch_execz .LBB0_49
	v_lshl_add_u64 v[68:69], v[32:33], 1, s[24:25]
	global_load_ushort v1, v[68:69], off offset:2
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v62, 16, v1
.LBB0_49:
	s_or_b64 exec, exec, s[0:1]
	v_mov_b32_e32 v56, 0
	v_mov_b32_e32 v1, v56
	s_and_saveexec_b64 s[0:1], s[8:9]
	s_cbranch_execz .LBB0_51
	v_lshl_add_u64 v[68:69], v[32:33], 1, s[24:25]
	global_load_ushort v1, v[68:69], off offset:4
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v1, 16, v1
.LBB0_51:
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[0:1], s[8:9]
	s_cbranch_execz .LBB0_53
	v_lshl_add_u64 v[32:33], v[32:33], 1, s[24:25]
	global_load_ushort v31, v[32:33], off offset:6
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v56, 16, v31
.LBB0_53:
	s_or_b64 exec, exec, s[0:1]
	v_mov_b64_e32 v[32:33], s[28:29]
	v_mad_i64_i32 v[30:31], s[0:1], v30, s30, v[32:33]
	v_lshlrev_b64 v[30:31], 7, v[30:31]
	v_mov_b32_e32 v69, 0
	v_or_b32_e32 v30, v30, v24
	v_mov_b32_e32 v68, v69
	s_and_saveexec_b64 s[0:1], s[8:9]
	s_cbranch_execz .LBB0_55
	v_lshl_add_u64 v[32:33], v[30:31], 2, s[34:35]
	global_load_dword v68, v[32:33], off
.LBB0_55:
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[0:1], s[8:9]
	s_cbranch_execz .LBB0_57
	v_lshl_add_u64 v[32:33], v[30:31], 2, s[34:35]
	global_load_dword v69, v[32:33], off offset:4
.LBB0_57:
	s_or_b64 exec, exec, s[0:1]
	v_mov_b32_e32 v71, 0
	v_mov_b32_e32 v70, v71
	s_and_saveexec_b64 s[0:1], s[8:9]
	s_cbranch_execnz .LBB0_69
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[0:1], s[8:9]
	s_cbranch_execnz .LBB0_70
.LBB0_59:
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[44:45], vcc
	s_cbranch_execnz .LBB0_71
.LBB0_60:
	s_or_b64 exec, exec, s[44:45]
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
	ds_write_b32 v48, v51
.LBB0_64:
	s_or_b64 exec, exec, s[0:1]
	s_cmp_eq_u32 s51, 0
	s_cselect_b64 s[0:1], -1, 0
	v_cndmask_b32_e64 v30, v50, 0, s[0:1]
	s_waitcnt vmcnt(3)
	v_pk_add_f32 v[2:3], v[2:3], v[30:31] op_sel_hi:[1,0]
	v_pk_add_f32 v[4:5], v[4:5], v[30:31] op_sel_hi:[1,0]
	s_waitcnt vmcnt(2)
	v_pk_add_f32 v[14:15], v[14:15], v[30:31] op_sel_hi:[1,0]
	v_pk_add_f32 v[16:17], v[16:17], v[30:31] op_sel_hi:[1,0]
	s_waitcnt vmcnt(1)
	v_pk_add_f32 v[10:11], v[10:11], v[30:31] op_sel_hi:[1,0]
	v_pk_add_f32 v[12:13], v[12:13], v[30:31] op_sel_hi:[1,0]
	s_waitcnt vmcnt(0)
	v_pk_add_f32 v[6:7], v[6:7], v[30:31] op_sel_hi:[1,0]
	v_pk_add_f32 v[8:9], v[8:9], v[30:31] op_sel_hi:[1,0]
	s_cmp_lt_i32 s50, 1
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_8
	v_med3_i32 v1, s33, 1, 8
	s_movk_i32 s4, 0x3200
	v_lshlrev_b32_e32 v30, 4, v19
	v_mov_b32_e32 v31, v34
	s_mov_b32 s5, s14
	s_branch .LBB0_67
.LBB0_66:
	s_or_b64 exec, exec, s[0:1]
	v_add_u32_e32 v1, -1, v1
	v_cmp_eq_u32_e32 vcc, 0, v1
	s_add_i32 s5, s5, 1
	v_add_u32_e32 v31, 64, v31
	v_add_u32_e32 v30, 0x200, v30
	s_add_i32 s4, s4, 4
	s_cbranch_vccnz .LBB0_8
.LBB0_67:
	ds_read_b128 v[52:55], v30
	ds_read_b128 v[56:59], v30 offset:128
	ds_read_b128 v[60:63], v30 offset:256
	s_waitcnt lgkmcnt(2)
	v_pk_mul_f32 v[32:33], v[2:3], v[52:53]
	v_pk_mul_f32 v[64:65], v[4:5], v[54:55]
	ds_read_b128 v[2:5], v30 offset:4096
	ds_read_b128 v[52:55], v30 offset:4224
	s_waitcnt lgkmcnt(3)
	v_pk_mul_f32 v[66:67], v[14:15], v[56:57]
	v_pk_mul_f32 v[68:69], v[16:17], v[58:59]
	ds_read_b128 v[14:17], v30 offset:384
	s_waitcnt lgkmcnt(3)
	v_pk_mul_f32 v[60:61], v[10:11], v[60:61]
	v_pk_mul_f32 v[62:63], v[12:13], v[62:63]
	ds_read_b128 v[10:13], v30 offset:4352
	ds_read_b128 v[56:59], v30 offset:4480
	v_mov_b32_e32 v70, v32
	s_waitcnt lgkmcnt(2)
	v_pk_mul_f32 v[6:7], v[6:7], v[14:15]
	v_pk_mul_f32 v[8:9], v[8:9], v[16:17]
	v_mov_b32_e32 v14, v3
	v_mov_b32_e32 v15, v53
	v_mov_b32_e32 v16, v33
	v_mov_b32_e32 v17, v67
	v_pk_mul_f32 v[14:15], v[14:15], v[16:17]
	v_mov_b32_e32 v16, v2
	v_mov_b32_e32 v17, v52
	v_mov_b32_e32 v71, v66
	v_pk_fma_f32 v[14:15], v[16:17], v[70:71], v[14:15]
	v_mov_b32_e32 v16, v4
	v_mov_b32_e32 v17, v54
	v_mov_b32_e32 v70, v64
	v_mov_b32_e32 v71, v68
	v_pk_fma_f32 v[14:15], v[16:17], v[70:71], v[14:15]
	v_mov_b32_e32 v16, v5
	v_mov_b32_e32 v17, v55
	v_mov_b32_e32 v70, v65
	v_mov_b32_e32 v71, v69
	v_pk_fma_f32 v[14:15], v[16:17], v[70:71], v[14:15]
	s_waitcnt lgkmcnt(1)
	v_mov_b32_e32 v16, v11
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v17, v57
	v_mov_b32_e32 v70, v61
	v_mov_b32_e32 v71, v7
	v_pk_mul_f32 v[16:17], v[16:17], v[70:71]
	v_mov_b32_e32 v70, v10
	v_mov_b32_e32 v71, v56
	v_mov_b32_e32 v72, v60
	v_mov_b32_e32 v73, v6
	v_pk_fma_f32 v[16:17], v[70:71], v[72:73], v[16:17]
	v_mov_b32_e32 v70, v12
	v_mov_b32_e32 v71, v58
	v_mov_b32_e32 v72, v62
	v_mov_b32_e32 v73, v8
	v_pk_fma_f32 v[16:17], v[70:71], v[72:73], v[16:17]
	v_mov_b32_e32 v70, v13
	v_mov_b32_e32 v71, v59
	v_mov_b32_e32 v72, v63
	v_mov_b32_e32 v73, v9
	v_pk_fma_f32 v[16:17], v[70:71], v[72:73], v[16:17]
	s_nop 0
	v_pk_add_f32 v[14:15], v[14:15], v[16:17]
	v_mov_b32_e32 v16, s4
	v_add_f32_e32 v14, v14, v15
	ds_bpermute_b32 v15, v41, v14
	ds_read_b32 v17, v31
	ds_read_b32 v16, v16
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v14, v14, v15
	ds_bpermute_b32 v15, v42, v14
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v14, v14, v15
	ds_bpermute_b32 v15, v43, v14
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v14, v14, v15
	v_sub_f32_e32 v14, v17, v14
	v_mul_f32_e32 v70, v16, v14
	v_pk_fma_f32 v[14:15], v[52:53], v[70:71], v[66:67] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[16:17], v[54:55], v[70:71], v[68:69] op_sel_hi:[1,0,1]
	ds_read_b128 v[52:55], v30 offset:8192
	v_pk_fma_f32 v[4:5], v[4:5], v[70:71], v[64:65] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[10:11], v[10:11], v[70:71], v[60:61] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[12:13], v[12:13], v[70:71], v[62:63] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[6:7], v[56:57], v[70:71], v[6:7] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[8:9], v[58:59], v[70:71], v[8:9] op_sel_hi:[1,0,1]
	ds_read_b128 v[56:59], v30 offset:8320
	ds_read_b128 v[60:63], v30 offset:8448
	ds_read_b128 v[64:67], v30 offset:8576
	v_pk_fma_f32 v[2:3], v[2:3], v[70:71], v[32:33] op_sel_hi:[1,0,1]
	s_waitcnt lgkmcnt(2)
	v_mul_f32_e32 v33, v57, v15
	v_mul_f32_e32 v32, v53, v3
	v_fmac_f32_e32 v32, v52, v2
	s_waitcnt lgkmcnt(1)
	v_mul_f32_e32 v51, v11, v61
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v52, v7, v65
	v_fmac_f32_e32 v33, v56, v14
	v_fmac_f32_e32 v51, v60, v10
	v_fmac_f32_e32 v52, v64, v6
	v_fmac_f32_e32 v32, v54, v4
	v_fmac_f32_e32 v33, v58, v16
	v_fmac_f32_e32 v51, v62, v12
	v_fmac_f32_e32 v52, v66, v8
	v_fmac_f32_e32 v32, v55, v5
	v_fmac_f32_e32 v33, v59, v17
	v_fmac_f32_e32 v51, v63, v13
	v_fmac_f32_e32 v52, v67, v9
	v_add_f32_e32 v32, v32, v51
	v_add_f32_e32 v33, v33, v52
	v_add_f32_e32 v32, v32, v33
	ds_bpermute_b32 v33, v41, v32
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v32, v32, v33
	ds_bpermute_b32 v33, v42, v32
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v32, v32, v33
	ds_bpermute_b32 v33, v43, v32
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_66
	s_ashr_i32 s6, s5, 31
	s_mul_hi_u32 s7, s36, s5
	s_mul_i32 s6, s36, s6
	s_add_i32 s6, s7, s6
	s_mul_i32 s7, s37, s5
	s_add_i32 s7, s6, s7
	s_mul_i32 s6, s36, s5
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v32, v32, v33
	v_cvt_pk_bf16_f32 v51, v32, s0
	v_lshl_add_u64 v[32:33], s[6:7], 1, v[28:29]
	global_store_short v[32:33], v51, off
	s_branch .LBB0_66
.LBB0_69:
	v_lshl_add_u64 v[32:33], v[30:31], 2, s[34:35]
	global_load_dword v70, v[32:33], off offset:8
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[0:1], s[8:9]
	s_cbranch_execz .LBB0_59
.LBB0_70:
	v_lshl_add_u64 v[30:31], v[30:31], 2, s[34:35]
	global_load_dword v71, v[30:31], off offset:12
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[44:45], vcc
	s_cbranch_execz .LBB0_60
.LBB0_71:
	v_mul_f32_e32 v30, v65, v65
	v_fmac_f32_e32 v30, v63, v63
	v_mul_f32_e32 v32, v67, v67
	v_fmac_f32_e32 v30, v57, v57
	v_fmac_f32_e32 v32, v66, v66
	v_fmac_f32_e32 v30, v60, v60
	v_fmac_f32_e32 v32, v61, v61
	ds_bpermute_b32 v31, v39, v30
	v_fmac_f32_e32 v32, v64, v64
	ds_bpermute_b32 v33, v39, v32
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v30, v30, v31
	ds_bpermute_b32 v31, v40, v30
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v32, v32, v33
	ds_bpermute_b32 v33, v40, v32
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v30, v30, v31
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v31, v32, v33
	ds_bpermute_b32 v32, v41, v30
	ds_bpermute_b32 v33, v41, v31
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v30, v30, v32
	ds_bpermute_b32 v32, v42, v30
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v31, v31, v33
	ds_bpermute_b32 v33, v42, v31
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v30, v30, v32
	ds_bpermute_b32 v32, v43, v30
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v31, v31, v33
	ds_bpermute_b32 v33, v43, v31
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v30, v30, v32
	v_add_f32_e32 v30, 0x358637bd, v30
	v_mul_f32_e32 v32, 0x4f800000, v30
	v_cmp_gt_f32_e32 vcc, s31, v30
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v31, v31, v33
	v_add_f32_e32 v31, 0x358637bd, v31
	v_cndmask_b32_e32 v30, v30, v32, vcc
	v_sqrt_f32_e32 v32, v30
	v_mul_f32_e32 v33, 0x4f800000, v31
	v_cmp_gt_f32_e64 s[0:1], s31, v31
	v_add_u32_e32 v76, 1, v32
	s_nop 0
	v_cndmask_b32_e64 v31, v31, v33, s[0:1]
	v_add_u32_e32 v33, -1, v32
	v_fma_f32 v77, -v33, v32, v30
	v_fma_f32 v78, -v76, v32, v30
	v_cmp_ge_f32_e64 s[12:13], 0, v77
	s_nop 1
	v_cndmask_b32_e64 v32, v32, v33, s[12:13]
	v_cmp_lt_f32_e64 s[12:13], 0, v78
	s_nop 1
	v_cndmask_b32_e64 v32, v32, v76, s[12:13]
	v_sqrt_f32_e32 v76, v31
	v_mul_f32_e32 v33, 0x37800000, v32
	v_cndmask_b32_e32 v32, v32, v33, vcc
	v_cmp_class_f32_e32 vcc, v30, v47
	s_nop 1
	v_cndmask_b32_e32 v32, v32, v30, vcc
	v_add_u32_e32 v30, -1, v76
	v_fma_f32 v33, -v30, v76, v31
	v_cmp_ge_f32_e32 vcc, 0, v33
	v_add_u32_e32 v33, 1, v76
	s_nop 0
	v_cndmask_b32_e32 v30, v76, v30, vcc
	v_fma_f32 v76, -v33, v76, v31
	v_cmp_lt_f32_e32 vcc, 0, v76
	v_div_scale_f32 v76, s[12:13], v32, v32, v65
	v_rcp_f32_e32 v77, v76
	v_cndmask_b32_e32 v30, v30, v33, vcc
	v_mul_f32_e32 v33, 0x37800000, v30
	v_cndmask_b32_e64 v30, v30, v33, s[0:1]
	v_cmp_class_f32_e32 vcc, v31, v47
	s_nop 1
	v_cndmask_b32_e32 v78, v30, v31, vcc
	v_fma_f32 v30, -v76, v77, 1.0
	v_fmac_f32_e32 v77, v30, v77
	v_div_scale_f32 v30, vcc, v65, v32, v65
	v_mul_f32_e32 v31, v30, v77
	v_fma_f32 v33, -v76, v31, v30
	v_fmac_f32_e32 v31, v33, v77
	v_div_scale_f32 v33, s[0:1], v32, v32, v63
	v_fma_f32 v30, -v76, v31, v30
	v_rcp_f32_e32 v76, v33
	v_div_fmas_f32 v30, v30, v77, v31
	v_div_fixup_f32 v31, v30, v32, v65
	v_fma_f32 v30, -v33, v76, 1.0
	v_fmac_f32_e32 v76, v30, v76
	v_div_scale_f32 v30, vcc, v63, v32, v63
	v_mul_f32_e32 v65, v30, v76
	v_fma_f32 v77, -v33, v65, v30
	v_fmac_f32_e32 v65, v77, v76
	v_fma_f32 v30, -v33, v65, v30
	v_div_scale_f32 v33, s[0:1], v78, v78, v67
	v_rcp_f32_e32 v77, v33
	v_div_fmas_f32 v30, v30, v76, v65
	v_div_fixup_f32 v30, v30, v32, v63
	v_pk_mul_f32 v[30:31], s[26:27], v[30:31]
	v_fma_f32 v63, -v33, v77, 1.0
	v_fmac_f32_e32 v77, v63, v77
	v_div_scale_f32 v63, vcc, v67, v78, v67
	v_mul_f32_e32 v65, v63, v77
	v_fma_f32 v76, -v33, v65, v63
	v_fmac_f32_e32 v65, v76, v77
	v_fma_f32 v33, -v33, v65, v63
	v_div_scale_f32 v63, s[0:1], v78, v78, v66
	v_rcp_f32_e32 v76, v63
	v_div_fmas_f32 v33, v33, v77, v65
	v_div_fixup_f32 v77, v33, v78, v67
	v_fma_f32 v33, -v63, v76, 1.0
	v_fmac_f32_e32 v76, v33, v76
	v_div_scale_f32 v33, vcc, v66, v78, v66
	v_mul_f32_e32 v65, v33, v76
	v_fma_f32 v67, -v63, v65, v33
	v_fmac_f32_e32 v65, v67, v76
	v_fma_f32 v33, -v63, v65, v33
	v_div_scale_f32 v63, s[0:1], v32, v32, v60
	v_rcp_f32_e32 v67, v63
	v_div_fmas_f32 v33, v33, v76, v65
	v_div_fixup_f32 v76, v33, v78, v66
	v_fma_f32 v33, -v63, v67, 1.0
	v_fmac_f32_e32 v67, v33, v67
	v_div_scale_f32 v33, vcc, v60, v32, v60
	v_mul_f32_e32 v65, v33, v67
	v_fma_f32 v66, -v63, v65, v33
	v_fmac_f32_e32 v65, v66, v67
	v_fma_f32 v33, -v63, v65, v33
	v_div_scale_f32 v63, s[0:1], v32, v32, v57
	v_rcp_f32_e32 v66, v63
	v_div_fmas_f32 v33, v33, v67, v65
	v_div_fixup_f32 v33, v33, v32, v60
	v_fma_f32 v60, -v63, v66, 1.0
	v_fmac_f32_e32 v66, v60, v66
	v_div_scale_f32 v60, vcc, v57, v32, v57
	v_mul_f32_e32 v65, v60, v66
	v_fma_f32 v67, -v63, v65, v60
	v_fmac_f32_e32 v65, v67, v66
	v_fma_f32 v60, -v63, v65, v60
	v_div_scale_f32 v63, s[0:1], v78, v78, v64
	v_div_fmas_f32 v60, v60, v66, v65
	v_rcp_f32_e32 v65, v63
	v_div_fixup_f32 v32, v60, v32, v57
	v_pk_mul_f32 v[32:33], s[26:27], v[32:33]
	v_or_b32_e32 v57, 0x2000, v44
	ds_write_b128 v57, v[30:33]
	v_fma_f32 v30, -v63, v65, 1.0
	v_fmac_f32_e32 v65, v30, v65
	v_div_scale_f32 v30, vcc, v64, v78, v64
	v_mul_f32_e32 v31, v30, v65
	v_fma_f32 v32, -v63, v31, v30
	v_fmac_f32_e32 v31, v32, v65
	v_div_scale_f32 v32, s[0:1], v78, v78, v61
	v_rcp_f32_e32 v33, v32
	v_fma_f32 v30, -v63, v31, v30
	v_div_fmas_f32 v30, v30, v65, v31
	v_div_fixup_f32 v79, v30, v78, v64
	v_fma_f32 v30, -v32, v33, 1.0
	v_fmac_f32_e32 v33, v30, v33
	v_div_scale_f32 v30, vcc, v61, v78, v61
	v_mul_f32_e32 v31, v30, v33
	v_fma_f32 v57, -v32, v31, v30
	v_fmac_f32_e32 v31, v57, v33
	v_fma_f32 v30, -v32, v31, v30
	v_div_fmas_f32 v30, v30, v33, v31
	v_div_fixup_f32 v78, v30, v78, v61
	v_or_b32_e32 v30, 0x1000, v44
	ds_write_b128 v30, v[76:79]
	s_waitcnt vmcnt(0)
	ds_write_b128 v44, v[72:75]
	s_or_b64 exec, exec, s[44:45]
	s_and_saveexec_b64 s[12:13], s[8:9]
	s_cbranch_execz .LBB0_61
.LBB0_72:
	v_mul_f32_e32 v30, v58, v58
	v_fmac_f32_e32 v30, v55, v55
	v_mul_f32_e32 v32, v62, v62
	v_fmac_f32_e32 v30, v53, v53
	v_fmac_f32_e32 v32, v59, v59
	v_fmac_f32_e32 v30, v54, v54
	v_fmac_f32_e32 v32, v1, v1
	ds_bpermute_b32 v31, v39, v30
	v_fmac_f32_e32 v32, v56, v56
	ds_bpermute_b32 v33, v39, v32
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v30, v30, v31
	ds_bpermute_b32 v31, v40, v30
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v32, v32, v33
	ds_bpermute_b32 v33, v40, v32
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v30, v30, v31
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v31, v32, v33
	ds_bpermute_b32 v32, v41, v30
	ds_bpermute_b32 v33, v41, v31
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v30, v30, v32
	ds_bpermute_b32 v32, v42, v30
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v31, v31, v33
	ds_bpermute_b32 v33, v42, v31
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v30, v30, v32
	ds_bpermute_b32 v32, v43, v30
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v31, v31, v33
	ds_bpermute_b32 v33, v43, v31
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v30, v30, v32
	v_add_f32_e32 v30, 0x358637bd, v30
	v_mul_f32_e32 v32, 0x4f800000, v30
	v_cmp_gt_f32_e32 vcc, s31, v30
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v31, v31, v33
	v_add_f32_e32 v31, 0x358637bd, v31
	v_cndmask_b32_e32 v30, v30, v32, vcc
	v_sqrt_f32_e32 v32, v30
	v_mul_f32_e32 v33, 0x4f800000, v31
	v_cmp_gt_f32_e64 s[0:1], s31, v31
	v_add_u32_e32 v57, 1, v32
	s_nop 0
	v_cndmask_b32_e64 v31, v31, v33, s[0:1]
	v_add_u32_e32 v33, -1, v32
	v_fma_f32 v60, -v33, v32, v30
	v_fma_f32 v61, -v57, v32, v30
	v_cmp_ge_f32_e64 s[8:9], 0, v60
	s_nop 1
	v_cndmask_b32_e64 v32, v32, v33, s[8:9]
	v_cmp_lt_f32_e64 s[8:9], 0, v61
	s_nop 1
	v_cndmask_b32_e64 v32, v32, v57, s[8:9]
	v_sqrt_f32_e32 v57, v31
	v_mul_f32_e32 v33, 0x37800000, v32
	v_cndmask_b32_e32 v32, v32, v33, vcc
	v_cmp_class_f32_e32 vcc, v30, v47
	s_nop 1
	v_cndmask_b32_e32 v32, v32, v30, vcc
	v_add_u32_e32 v30, -1, v57
	v_fma_f32 v33, -v30, v57, v31
	v_cmp_ge_f32_e32 vcc, 0, v33
	v_add_u32_e32 v33, 1, v57
	s_nop 0
	v_cndmask_b32_e32 v30, v57, v30, vcc
	v_fma_f32 v57, -v33, v57, v31
	v_cmp_lt_f32_e32 vcc, 0, v57
	v_div_scale_f32 v57, s[8:9], v32, v32, v58
	v_rcp_f32_e32 v60, v57
	v_cndmask_b32_e32 v30, v30, v33, vcc
	v_mul_f32_e32 v33, 0x37800000, v30
	v_cndmask_b32_e64 v30, v30, v33, s[0:1]
	v_cmp_class_f32_e32 vcc, v31, v47
	s_nop 1
	v_cndmask_b32_e32 v64, v30, v31, vcc
	v_fma_f32 v30, -v57, v60, 1.0
	v_fmac_f32_e32 v60, v30, v60
	v_div_scale_f32 v30, vcc, v58, v32, v58
	v_mul_f32_e32 v31, v30, v60
	v_fma_f32 v33, -v57, v31, v30
	v_fmac_f32_e32 v31, v33, v60
	v_div_scale_f32 v33, s[0:1], v32, v32, v55
	v_fma_f32 v30, -v57, v31, v30
	v_rcp_f32_e32 v57, v33
	v_div_fmas_f32 v30, v30, v60, v31
	v_div_fixup_f32 v31, v30, v32, v58
	v_fma_f32 v30, -v33, v57, 1.0
	v_fmac_f32_e32 v57, v30, v57
	v_div_scale_f32 v30, vcc, v55, v32, v55
	v_mul_f32_e32 v58, v30, v57
	v_fma_f32 v60, -v33, v58, v30
	v_fmac_f32_e32 v58, v60, v57
	v_fma_f32 v30, -v33, v58, v30
	v_div_scale_f32 v33, s[0:1], v64, v64, v62
	v_rcp_f32_e32 v60, v33
	v_div_fmas_f32 v30, v30, v57, v58
	v_div_fixup_f32 v30, v30, v32, v55
	v_pk_mul_f32 v[30:31], s[26:27], v[30:31]
	v_fma_f32 v55, -v33, v60, 1.0
	v_fmac_f32_e32 v60, v55, v60
	v_div_scale_f32 v55, vcc, v62, v64, v62
	v_mul_f32_e32 v57, v55, v60
	v_fma_f32 v58, -v33, v57, v55
	v_fmac_f32_e32 v57, v58, v60
	v_fma_f32 v33, -v33, v57, v55
	v_div_scale_f32 v55, s[0:1], v64, v64, v59
	v_rcp_f32_e32 v58, v55
	v_div_fmas_f32 v33, v33, v60, v57
	v_div_fixup_f32 v61, v33, v64, v62
	v_fma_f32 v33, -v55, v58, 1.0
	v_fmac_f32_e32 v58, v33, v58
	v_div_scale_f32 v33, vcc, v59, v64, v59
	v_mul_f32_e32 v57, v33, v58
	v_fma_f32 v60, -v55, v57, v33
	v_fmac_f32_e32 v57, v60, v58
	v_fma_f32 v33, -v55, v57, v33
	v_div_scale_f32 v55, s[0:1], v32, v32, v54
	v_rcp_f32_e32 v62, v55
	v_div_fmas_f32 v33, v33, v58, v57
	v_div_fixup_f32 v60, v33, v64, v59
	v_fma_f32 v33, -v55, v62, 1.0
	v_fmac_f32_e32 v62, v33, v62
	v_div_scale_f32 v33, vcc, v54, v32, v54
	v_mul_f32_e32 v57, v33, v62
	v_fma_f32 v58, -v55, v57, v33
	v_fmac_f32_e32 v57, v58, v62
	v_fma_f32 v33, -v55, v57, v33
	v_div_scale_f32 v55, s[0:1], v32, v32, v53
	v_rcp_f32_e32 v58, v55
	v_div_fmas_f32 v33, v33, v62, v57
	v_div_fixup_f32 v33, v33, v32, v54
	v_fma_f32 v54, -v55, v58, 1.0
	v_fmac_f32_e32 v58, v54, v58
	v_div_scale_f32 v54, vcc, v53, v32, v53
	v_mul_f32_e32 v57, v54, v58
	v_fma_f32 v59, -v55, v57, v54
	v_fmac_f32_e32 v57, v59, v58
	v_fma_f32 v54, -v55, v57, v54
	v_div_scale_f32 v55, s[0:1], v64, v64, v56
	v_div_fmas_f32 v54, v54, v58, v57
	v_rcp_f32_e32 v57, v55
	v_div_fixup_f32 v32, v54, v32, v53
	v_pk_mul_f32 v[32:33], s[26:27], v[32:33]
	v_or_b32_e32 v53, 0x2000, v45
	ds_write_b128 v53, v[30:33]
	v_fma_f32 v30, -v55, v57, 1.0
	v_fmac_f32_e32 v57, v30, v57
	v_div_scale_f32 v30, vcc, v56, v64, v56
	v_mul_f32_e32 v31, v30, v57
	v_fma_f32 v32, -v55, v31, v30
	v_fmac_f32_e32 v31, v32, v57
	v_div_scale_f32 v32, s[0:1], v64, v64, v1
	v_rcp_f32_e32 v33, v32
	v_fma_f32 v30, -v55, v31, v30
	v_div_fmas_f32 v30, v30, v57, v31
	v_div_fixup_f32 v63, v30, v64, v56
	v_fma_f32 v30, -v32, v33, 1.0
	v_fmac_f32_e32 v33, v30, v33
	v_div_scale_f32 v30, vcc, v1, v64, v1
	v_mul_f32_e32 v31, v30, v33
	v_fma_f32 v53, -v32, v31, v30
	v_fmac_f32_e32 v31, v53, v33
	v_fma_f32 v30, -v32, v31, v30
	v_div_fmas_f32 v30, v30, v33, v31
	v_div_fixup_f32 v62, v30, v64, v1
	v_or_b32_e32 v1, 0x1000, v45
	ds_write_b128 v1, v[60:63]
	s_waitcnt vmcnt(0)
	ds_write_b128 v45, v[68:71]
	s_or_b64 exec, exec, s[12:13]
	s_and_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execz .LBB0_62
.LBB0_73:
	v_sub_f32_e32 v1, 0, v52
	v_mov_b32_e32 v30, 0xc2d00000
	v_cmp_nlt_f32_e64 vcc, -v52, s48
	s_nop 1
	v_cndmask_b32_e32 v1, v30, v1, vcc
	v_cmp_nlt_f32_e32 vcc, s49, v1
	v_mov_b32_e32 v30, 0x4b400000
	s_nop 0
	v_cndmask_b32_e32 v1, v49, v1, vcc
	v_fmamk_f32 v30, v1, 0x3fb8aa3b, v30
	v_add_f32_e32 v52, 0xcb400000, v30
	v_fmac_f32_e32 v1, 0xbf317218, v52
	v_mul_f32_e32 v31, 0x3102e308, v52
	v_add_f32_e32 v33, v1, v31
	v_mov_b32_e32 v30, 0x3ab60b61
	v_fmamk_f32 v30, v33, 0x39500d01, v30
	v_fmaak_f32 v30, v30, v33, 0x3c088889
	v_fmaak_f32 v30, v30, v33, 0x3d2aaaab
	v_fmaak_f32 v30, v30, v33, 0x3e2aaaab
	v_fma_f32 v30, v30, v33, 0.5
	v_mul_f32_e32 v32, v33, v33
	v_mul_f32_e32 v32, v32, v30
	v_add_f32_e32 v30, v33, v32
	v_cmp_o_f32_e32 vcc, v52, v52
	v_sub_f32_e32 v53, v30, v33
	v_sub_f32_e32 v33, v33, v1
	v_cndmask_b32_e32 v1, 0, v52, vcc
	v_add_f32_e32 v54, 1.0, v30
	v_cvt_i32_f32_e32 v1, v1
	v_sub_f32_e32 v53, v32, v53
	v_add_f32_e32 v32, -1.0, v54
	v_pk_add_f32 v[30:31], v[30:31], v[32:33] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_add_f32_e32 v31, v31, v53
	v_add_f32_e32 v30, v30, v31
	v_ashrrev_i32_e32 v31, 1, v1
	v_add_f32_e32 v30, v54, v30
	v_sub_u32_e32 v1, v1, v31
	v_lshl_add_u32 v31, v31, 23, 1.0
	v_lshl_add_u32 v1, v1, 23, 1.0
	v_mul_f32_e32 v30, v30, v31
	v_mul_f32_e32 v1, v30, v1
	v_add_f32_e32 v1, 1.0, v1
	v_div_scale_f32 v30, s[6:7], v1, v1, 1.0
	v_rcp_f32_e32 v31, v30
	s_nop 0
	v_fma_f32 v32, -v30, v31, 1.0
	v_fmac_f32_e32 v31, v32, v31
	v_div_scale_f32 v32, vcc, 1.0, v1, 1.0
	v_mul_f32_e32 v33, v32, v31
	v_fma_f32 v52, -v30, v33, v32
	v_fmac_f32_e32 v33, v52, v31
	v_fma_f32 v30, -v30, v33, v32
	v_div_fmas_f32 v30, v30, v31, v33
	v_div_fixup_f32 v1, v30, v1, 1.0
	ds_write_b32 v46, v1
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
		.amdhsa_next_free_vgpr 80
		.amdhsa_next_free_sgpr 91
		.amdhsa_accum_offset 80
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

	.set kda_verify_decode_act_bf16_dt_f32_pool_f32_bv16w2_decay_in.num_vgpr, 80
	.set kda_verify_decode_act_bf16_dt_f32_pool_f32_bv16w2_decay_in.num_agpr, 0
	.set kda_verify_decode_act_bf16_dt_f32_pool_f32_bv16w2_decay_in.numbered_sgpr, 52
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
    .sgpr_count:     58
    .sgpr_spill_count: 0
    .symbol:         kda_verify_decode_act_bf16_dt_f32_pool_f32_bv16w2_decay_in.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     80
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx950
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
