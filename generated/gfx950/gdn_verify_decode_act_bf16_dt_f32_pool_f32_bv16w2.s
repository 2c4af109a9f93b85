; deltagen generated file: do not edit. Regenerate with `cargo xtask gen`.
; kernel: gdn_verify  instance: gdn_verify_decode_act_bf16_dt_f32_pool_f32_bv16w2  arch: gfx950
; profile=portable  mode=decode  act_dtype=bf16  dt_bias_dtype=f32  pool_dtype=f32  tile=bv16w2  lanes_per_column=8  requests=>1
; ir-sha256: 4060b7db8394104c160c25dfde0b8a0161b14fba6627c327bdb04702aa578214
; llvm: 22.1  pipeline: default<O3>  ld.lld: LLVM 22.1
	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 6
	.text
	.globl	gdn_verify_decode_act_bf16_dt_f32_pool_f32_bv16w2
	.p2align	8
	.type	gdn_verify_decode_act_bf16_dt_f32_pool_f32_bv16w2,@function
gdn_verify_decode_act_bf16_dt_f32_pool_f32_bv16w2:
	s_load_dwordx4 s[4:7], s[0:1], 0x4
	s_load_dword s30, s[0:1], 0x14
	s_mov_b32 s10, s3
	v_and_b32_e32 v19, 7, v0
	v_lshlrev_b32_e32 v18, 2, v19
	s_waitcnt lgkmcnt(0)
	s_max_i32 s3, s6, 1
	v_cvt_f32_u32_e32 v1, s3
	s_ashr_i32 s6, s2, 31
	s_lshr_b32 s6, s6, 29
	s_add_i32 s8, s2, s6
	v_rcp_iflag_f32_e32 v1, v1
	s_and_b32 s6, s8, 0xffffff8
	s_sub_i32 s31, s2, s6
	s_sub_i32 s6, 0, s3
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	s_abs_i32 s2, s7
	s_ashr_i32 s28, s8, 3
	s_ashr_i32 s9, s7, 31
	v_readfirstlane_b32 s11, v1
	s_mul_i32 s6, s6, s11
	s_mul_hi_u32 s6, s11, s6
	s_add_i32 s11, s11, s6
	s_mul_hi_u32 s6, s2, s11
	s_mul_i32 s11, s6, s3
	s_sub_i32 s2, s2, s11
	s_add_i32 s11, s6, 1
	s_sub_i32 s12, s2, s3
	s_cmp_ge_u32 s2, s3
	s_cselect_b32 s6, s11, s6
	s_cselect_b32 s2, s12, s2
	s_add_i32 s11, s6, 1
	s_cmp_ge_u32 s2, s3
	s_load_dwordx16 s[12:27], s[0:1], 0x18
	s_cselect_b32 s2, s11, s6
	s_xor_b32 s2, s2, s9
	s_sub_i32 s2, s2, s9
	s_ashr_i32 s11, s10, 31
	s_max_i32 s6, s2, 1
	s_ashr_i32 s29, s28, 31
	s_lshl_b64 s[2:3], s[10:11], 2
	s_waitcnt lgkmcnt(0)
	s_add_u32 s10, s12, s2
	s_addc_u32 s11, s13, s3
	s_load_dword s33, s[10:11], 0x0
	v_cvt_f32_u32_e32 v1, s6
	s_waitcnt lgkmcnt(0)
	s_cmp_gt_i32 s33, -1
	s_cselect_b64 s[10:11], -1, 0
	s_cmp_lt_i32 s33, s5
	s_cselect_b64 s[12:13], -1, 0
	s_and_b64 s[10:11], s[10:11], s[12:13]
	s_add_u32 s2, s14, s2
	s_addc_u32 s3, s15, s3
	s_load_dwordx2 s[14:15], s[2:3], 0x0
	v_rcp_iflag_f32_e32 v2, v1
	v_lshrrev_b32_e32 v1, 3, v0
	v_lshl_or_b32 v22, s31, 4, v1
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
	s_ashr_i32 s34, s33, 31
	v_lshlrev_b64 v[4:5], 7, v[4:5]
	s_mul_i32 s34, s18, s34
	s_mul_i32 s19, s19, s33
	v_mov_b32_e32 v3, s33
	s_add_i32 s34, s34, s19
	v_mad_u64_u32 v[20:21], s[18:19], s18, v3, v[4:5]
	v_readfirstlane_b32 s31, v2
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
	s_and_b64 s[12:13], s[12:13], exec
	v_cndmask_b32_e64 v24, 0, 1, s[18:19]
	s_cselect_b32 s12, 0, 4
	v_or_b32_e32 v24, s12, v24
	s_cmp_eq_u32 s30, 0
	v_cmp_eq_u32_e32 vcc, 0, v24
	s_cselect_b64 s[12:13], -1, 0
	s_or_b64 s[12:13], s[12:13], vcc
	s_and_b64 vcc, exec, s[12:13]
	s_cbranch_vccnz .LBB0_6
	v_mbcnt_lo_u32_b32 v25, exec_lo, 0
	v_mbcnt_hi_u32_b32 v25, exec_hi, v25
	v_cmp_eq_u32_e32 vcc, 0, v25
	s_and_saveexec_b64 s[12:13], vcc
	s_cbranch_execz .LBB0_5
	v_mov_b32_e32 v25, 0
	global_atomic_or v25, v24, s[20:21]
.LBB0_5:
	s_or_b64 exec, exec, s[12:13]
.LBB0_6:
	s_sub_i32 s33, s15, s14
	s_and_b64 s[4:5], s[4:5], exec
	s_cselect_b32 s15, s33, 0
	s_add_i32 s4, s15, 7
	s_cmp_lt_i32 s4, 8
	s_mov_b32 s34, 0
	s_cbranch_scc1 .LBB0_60
	s_load_dwordx16 s[36:51], s[0:1], 0x58
	s_sub_i32 s5, 0, s6
	s_mul_i32 s5, s5, s31
	s_mul_hi_u32 s5, s31, s5
	s_abs_i32 s30, s28
	s_add_i32 s31, s31, s5
	s_ashr_i32 s8, s8, 31
	s_load_dwordx8 s[52:59], s[0:1], 0x98
	s_lshl_b64 s[0:1], s[28:29], 2
	s_waitcnt lgkmcnt(0)
	s_add_u32 s12, s40, s0
	s_addc_u32 s13, s41, s1
	v_mov_b32_e32 v24, 0
	s_add_u32 s0, s42, s0
	s_addc_u32 s1, s43, s1
	global_load_dword v34, v24, s[12:13]
	global_load_dword v35, v24, s[0:1]
	v_div_scale_f32 v25, s[18:19], s57, s57, 1.0
	v_rcp_f32_e32 v26, v25
	s_ashr_i32 s0, s4, 31
	s_lshr_b32 s0, s0, 29
	s_add_i32 s4, s4, s0
	v_fma_f32 v24, -v25, v26, 1.0
	v_fmac_f32_e32 v26, v24, v26
	v_div_scale_f32 v24, vcc, 1.0, s57, 1.0
	v_mul_f32_e32 v27, v24, v26
	v_fma_f32 v28, -v25, v27, v24
	v_fmac_f32_e32 v27, v28, v26
	s_ashr_i32 s35, s4, 3
	s_lshl_b64 s[0:1], s[2:3], 1
	v_fma_f32 v24, -v25, v27, v24
	s_add_u32 s2, s26, s0
	v_div_fmas_f32 v24, v24, v26, v27
	s_addc_u32 s3, s27, s1
	v_lshlrev_b64 v[26:27], 1, v[22:23]
	v_lshl_add_u64 v[22:23], s[2:3], 0, v[26:27]
	s_lshl_b64 s[2:3], s[28:29], 1
	s_add_u32 s18, s36, s2
	s_mul_hi_u32 s5, s30, s31
	s_addc_u32 s19, s37, s3
	s_add_u32 s20, s38, s2
	s_mul_i32 s2, s5, s6
	s_addc_u32 s21, s39, s3
	s_sub_i32 s2, s30, s2
	s_add_i32 s3, s5, 1
	s_sub_i32 s4, s2, s6
	s_cmp_ge_u32 s2, s6
	s_cselect_b32 s3, s3, s5
	s_cselect_b32 s2, s4, s2
	s_add_i32 s4, s3, 1
	s_cmp_ge_u32 s2, s6
	s_cselect_b32 s2, s4, s3
	s_xor_b32 s2, s2, s8
	v_div_fixup_f32 v36, v24, s57, 1.0
	s_sub_i32 s2, s2, s8
	v_mov_b32_e32 v24, 0x2000
	s_ashr_i32 s3, s2, 31
	v_lshl_or_b32 v37, v1, 2, v24
	v_lshlrev_b32_e32 v1, 2, v0
	v_lshrrev_b32_e32 v31, 5, v0
	v_and_b32_e32 v28, 0x7c, v1
	s_lshl_b64 s[2:3], s[2:3], 7
	v_or_b32_e32 v24, s2, v28
	v_or_b32_e32 v41, 4, v31
	v_bfrev_b32_e32 v29, 0.5
	v_lshlrev_b32_e32 v28, 2, v28
	s_add_u32 s0, s44, s0
	s_mov_b32 s8, s7
	v_bitop3_b32 v42, v1, 64, v29 bitop3:0x6c
	v_bitop3_b32 v43, v1, 32, v29 bitop3:0x6c
	v_bitop3_b32 v44, v1, 16, v29 bitop3:0x6c
	v_bitop3_b32 v45, v1, 8, v29 bitop3:0x6c
	v_bitop3_b32 v46, v1, 4, v29 bitop3:0x6c
	v_lshl_or_b32 v47, v31, 9, v28
	v_lshl_or_b32 v49, v41, 9, v28
	v_add_u32_e32 v51, 0x2220, v1
	v_or_b32_e32 v52, 0x2200, v1
	v_lshlrev_b32_e32 v1, 6, v19
	s_addc_u32 s1, s45, s1
	v_add_u32_e32 v38, s14, v19
	v_add_u32_e32 v39, s14, v0
	v_add_u32_e32 v40, s14, v31
	v_mov_b32_e32 v25, s3
	v_or_b32_e32 v48, 0x1000, v47
	v_or_b32_e32 v50, 0x1000, v49
	v_lshl_add_u64 v[26:27], s[0:1], 0, v[26:27]
	v_cmp_eq_u32_e64 s[2:3], 0, v19
	s_lshl_b64 s[26:27], s[8:9], 7
	s_mov_b32 s28, s56
	s_mov_b32 s29, s56
	v_lshlrev_b32_e32 v53, 4, v19
	s_mov_b32 s36, 0xf800000
	v_mov_b32_e32 v54, 0x260
	s_mov_b32 s37, 0xc2d00000
	s_mov_b32 s38, 0x42b20000
	v_mov_b32_e32 v55, 0x4b400000
	v_mov_b32_e32 v56, 0x3ab60b61
	s_mov_b32 s39, 0x800000
	v_mov_b32_e32 v57, 0x3e638e39
	s_mov_b32 s40, 0x7f800000
	v_add_u32_e32 v58, v37, v1
	v_bfrev_b32_e32 v59, 1
	v_mov_b32_e32 v60, 0xc2d00000
	v_mov_b32_e32 v61, 0x42b20000
	v_mov_b32_e32 v28, -1.0
	v_not_b32_e32 v62, 22
	v_mov_b32_e32 v63, 0xff800000
	v_mov_b32_e32 v64, 0x7f800000
	v_mov_b32_e32 v65, 0x7fc00000
	s_branch .LBB0_9
.LBB0_8:
	s_add_i32 s34, s34, 1
	s_add_i32 s33, s33, -8
	s_add_i32 s14, s14, 8
	s_cmp_eq_u32 s34, s35
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_60
.LBB0_9:
	s_lshl_b32 s42, s34, 3
	s_sub_i32 s41, s15, s42
	v_mov_b32_e32 v29, 0
	v_cmp_gt_i32_e64 s[4:5], s41, v19
	v_mov_b32_e32 v66, v29
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_11
	v_add_u32_e32 v1, s42, v38
	v_ashrrev_i32_e32 v30, 31, v1
	v_mul_lo_u32 v30, s50, v30
	v_mul_lo_u32 v66, s51, v1
	v_mad_u64_u32 v[32:33], s[6:7], s50, v1, 0
	v_add3_u32 v33, v33, v30, v66
	v_lshl_add_u64 v[32:33], v[32:33], 1, v[22:23]
	global_load_ushort v1, v[32:33], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v66, 16, v1
.LBB0_11:
	s_or_b64 exec, exec, s[0:1]
	s_min_i32 s8, s41, 8
	v_add_u32_e32 v30, s42, v39
	v_cmp_gt_i32_e64 s[6:7], s8, v0
	v_ashrrev_i32_e32 v1, 31, v30
	s_and_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execz .LBB0_13
	v_mul_lo_u32 v29, s53, v30
	v_mul_lo_u32 v67, s52, v1
	v_mad_u64_u32 v[32:33], s[12:13], s52, v30, 0
	v_add3_u32 v33, v33, v67, v29
	v_lshl_add_u64 v[32:33], v[32:33], 1, s[18:19]
	global_load_ushort v29, v[32:33], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v29, 16, v29
.LBB0_13:
	s_or_b64 exec, exec, s[0:1]
	v_mov_b32_e32 v75, 0
	v_mov_b32_e32 v67, v75
	s_and_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execz .LBB0_15
	v_mul_lo_u32 v67, s55, v30
	v_mul_lo_u32 v1, s54, v1
	v_mad_u64_u32 v[32:33], s[12:13], s54, v30, 0
	v_add3_u32 v33, v33, v1, v67
	v_lshl_add_u64 v[32:33], v[32:33], 1, s[20:21]
	global_load_ushort v1, v[32:33], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v67, 16, v1
.LBB0_15:
	s_or_b64 exec, exec, s[0:1]
	v_add_u32_e32 v30, s42, v40
	v_ashrrev_i32_e32 v1, 31, v30
	v_mul_lo_u32 v68, s46, v1
	v_mul_lo_u32 v69, s47, v30
	v_mad_u64_u32 v[32:33], s[0:1], s46, v30, v[24:25]
	v_cmp_gt_i32_e32 vcc, s8, v31
	v_add3_u32 v33, v69, v33, v68
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_17
	v_lshl_add_u64 v[68:69], v[32:33], 1, s[22:23]
	global_load_ushort v68, v[68:69], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v75, 16, v68
.LBB0_17:
	s_or_b64 exec, exec, s[0:1]
	v_mov_b32_e32 v73, 0
	v_mov_b32_e32 v80, v73
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_19
	v_lshl_add_u64 v[68:69], v[32:33], 1, s[22:23]
	global_load_ushort v68, v[68:69], off offset:2
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v80, 16, v68
.LBB0_19:
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_21
	v_lshl_add_u64 v[68:69], v[32:33], 1, s[22:23]
	global_load_ushort v68, v[68:69], off offset:4
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v73, 16, v68
.LBB0_21:
	s_or_b64 exec, exec, s[0:1]
	v_mov_b32_e32 v78, 0
	v_mov_b32_e32 v77, v78
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_23
	v_lshl_add_u64 v[32:33], v[32:33], 1, s[22:23]
	global_load_ushort v32, v[32:33], off offset:6
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v77, 16, v32
.LBB0_23:
	s_or_b64 exec, exec, s[0:1]
	v_mad_u64_u32 v[32:33], s[0:1], s48, v30, v[24:25]
	v_mul_lo_u32 v1, s48, v1
	v_mul_lo_u32 v68, s49, v30
	v_add3_u32 v33, v68, v33, v1
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_25
	v_lshl_add_u64 v[68:69], v[32:33], 1, s[24:25]
	global_load_ushort v1, v[68:69], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v78, 16, v1
.LBB0_25:
	s_or_b64 exec, exec, s[0:1]
	v_mov_b32_e32 v76, 0
	v_mov_b32_e32 v81, v76
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_27
	v_lshl_add_u64 v[68:69], v[32:33], 1, s[24:25]
	global_load_ushort v1, v[68:69], off offset:2
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v81, 16, v1
.LBB0_27:
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_29
	v_lshl_add_u64 v[68:69], v[32:33], 1, s[24:25]
	global_load_ushort v1, v[68:69], off offset:4
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v76, 16, v1
.LBB0_29:
	s_or_b64 exec, exec, s[0:1]
	v_mov_b32_e32 v69, 0
	v_mov_b32_e32 v79, v69
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_31
	v_lshl_add_u64 v[32:33], v[32:33], 1, s[24:25]
	global_load_ushort v1, v[32:33], off offset:6
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v79, 16, v1
.LBB0_31:
	s_or_b64 exec, exec, s[0:1]
	v_add_u32_e32 v30, 4, v30
	v_ashrrev_i32_e32 v1, 31, v30
	v_mul_lo_u32 v68, s46, v1
	v_mul_lo_u32 v70, s47, v30
	v_mad_u64_u32 v[32:33], s[0:1], s46, v30, v[24:25]
	v_cmp_gt_i32_e64 s[8:9], s8, v41
	v_add3_u32 v33, v70, v33, v68
	s_and_saveexec_b64 s[0:1], s[8:9]
	s_cbranch_execz .LBB0_33
	v_lshl_add_u64 v[68:69], v[32:33], 1, s[22:23]
	global_load_ushort v68, v[68:69], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v69, 16, v68
.LBB0_33:
	s_or_b64 exec, exec, s[0:1]
	v_mov_b32_e32 v68, 0
	v_mov_b32_e32 v72, v68
	s_and_saveexec_b64 s[0:1], s[8:9]
	s_cbranch_execz .LBB0_35
	v_lshl_add_u64 v[70:71], v[32:33], 1, s[22:23]
	global_load_ushort v70, v[70:71], off offset:2
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v72, 16, v70
.LBB0_35:
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[0:1], s[8:9]
	s_cbranch_execz .LBB0_37
	v_lshl_add_u64 v[70:71], v[32:33], 1, s[22:23]
	global_load_ushort v68, v[70:71], off offset:4
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v68, 16, v68
.LBB0_37:
	s_or_b64 exec, exec, s[0:1]
	v_mov_b32_e32 v71, 0
	v_mov_b32_e32 v70, v71
	s_and_saveexec_b64 s[0:1], s[8:9]
	s_cbranch_execz .LBB0_39
	v_lshl_add_u64 v[32:33], v[32:33], 1, s[22:23]
	global_load_ushort v32, v[32:33], off offset:6
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v70, 16, v32
.LBB0_39:
	s_or_b64 exec, exec, s[0:1]
	v_mad_u64_u32 v[32:33], s[0:1], s48, v30, v[24:25]
	v_mul_lo_u32 v1, s48, v1
	v_mul_lo_u32 v30, s49, v30
	v_add3_u32 v33, v30, v33, v1
	s_and_saveexec_b64 s[0:1], s[8:9]
	s_cbranch_execz .LBB0_41
	v_lshl_add_u64 v[82:83], v[32:33], 1, s[24:25]
	global_load_ushort v1, v[82:83], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v71, 16, v1
.LBB0_41:
	s_or_b64 exec, exec, s[0:1]
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v74, v1
	s_and_saveexec_b64 s[0:1], s[8:9]
	s_cbranch_execnz .LBB0_56
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[0:1], s[8:9]
	s_cbranch_execnz .LBB0_57
.LBB0_43:
	s_or_b64 exec, exec, s[0:1]
	v_mov_b32_e32 v30, 0
	s_and_saveexec_b64 s[0:1], s[8:9]
	s_cbranch_execnz .LBB0_58
.LBB0_44:
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[30:31], vcc
	s_cbranch_execnz .LBB0_59
.LBB0_45:
	s_or_b64 exec, exec, s[30:31]
	s_and_saveexec_b64 s[12:13], s[8:9]
	s_cbranch_execz .LBB0_47
.LBB0_46:
	v_mul_f32_e32 v32, v72, v72
	v_fmac_f32_e32 v32, v69, v69
	v_mul_f32_e32 v73, v74, v74
	v_fmac_f32_e32 v32, v68, v68
	v_fmac_f32_e32 v73, v71, v71
	v_fmac_f32_e32 v32, v70, v70
	v_fmac_f32_e32 v73, v1, v1
	ds_bpermute_b32 v33, v42, v32
	v_fmac_f32_e32 v73, v30, v30
	ds_bpermute_b32 v75, v42, v73
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v32, v32, v33
	ds_bpermute_b32 v33, v43, v32
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v73, v73, v75
	ds_bpermute_b32 v75, v43, v73
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v32, v32, v33
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v33, v73, v75
	ds_bpermute_b32 v73, v44, v32
	ds_bpermute_b32 v75, v44, v33
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v32, v32, v73
	ds_bpermute_b32 v73, v45, v32
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v33, v33, v75
	ds_bpermute_b32 v75, v45, v33
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v32, v32, v73
	ds_bpermute_b32 v73, v46, v32
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v33, v33, v75
	ds_bpermute_b32 v75, v46, v33
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v32, v32, v73
	v_add_f32_e32 v32, 0x358637bd, v32
	v_mul_f32_e32 v73, 0x4f800000, v32
	v_cmp_gt_f32_e32 vcc, s36, v32
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v33, v33, v75
	v_add_f32_e32 v33, 0x358637bd, v33
	v_cndmask_b32_e32 v32, v32, v73, vcc
	v_sqrt_f32_e32 v73, v32
	v_mul_f32_e32 v75, 0x4f800000, v33
	v_cmp_gt_f32_e64 s[0:1], s36, v33
	v_add_u32_e32 v76, 1, v73
	s_nop 0
	v_cndmask_b32_e64 v33, v33, v75, s[0:1]
	v_add_u32_e32 v75, -1, v73
	v_fma_f32 v77, -v75, v73, v32
	v_fma_f32 v78, -v76, v73, v32
	v_cmp_ge_f32_e64 s[8:9], 0, v77
	s_nop 1
	v_cndmask_b32_e64 v73, v73, v75, s[8:9]
	v_cmp_lt_f32_e64 s[8:9], 0, v78
	s_nop 1
	v_cndmask_b32_e64 v73, v73, v76, s[8:9]
	v_sqrt_f32_e32 v76, v33
	v_mul_f32_e32 v75, 0x37800000, v73
	v_cndmask_b32_e32 v73, v73, v75, vcc
	v_cmp_class_f32_e32 vcc, v32, v54
	s_nop 1
	v_cndmask_b32_e32 v75, v73, v32, vcc
	v_add_u32_e32 v32, -1, v76
	v_fma_f32 v73, -v32, v76, v33
	v_cmp_ge_f32_e32 vcc, 0, v73
	v_add_u32_e32 v73, 1, v76
	s_nop 0
	v_cndmask_b32_e32 v32, v76, v32, vcc
	v_fma_f32 v76, -v73, v76, v33
	v_cmp_lt_f32_e32 vcc, 0, v76
	v_div_scale_f32 v76, s[8:9], v75, v75, v72
	v_rcp_f32_e32 v77, v76
	v_cndmask_b32_e32 v32, v32, v73, vcc
	v_mul_f32_e32 v73, 0x37800000, v32
	v_cndmask_b32_e64 v32, v32, v73, s[0:1]
	v_cmp_class_f32_e32 vcc, v33, v54
	s_nop 1
	v_cndmask_b32_e32 v78, v32, v33, vcc
	v_fma_f32 v32, -v76, v77, 1.0
	v_fmac_f32_e32 v77, v32, v77
	v_div_scale_f32 v32, vcc, v72, v75, v72
	v_mul_f32_e32 v33, v32, v77
	v_fma_f32 v73, -v76, v33, v32
	v_fmac_f32_e32 v33, v73, v77
	v_div_scale_f32 v73, s[0:1], v75, v75, v69
	v_fma_f32 v32, -v76, v33, v32
	v_rcp_f32_e32 v76, v73
	v_div_fmas_f32 v32, v32, v77, v33
	v_div_fixup_f32 v33, v32, v75, v72
	v_fma_f32 v32, -v73, v76, 1.0
	v_fmac_f32_e32 v76, v32, v76
	v_div_scale_f32 v32, vcc, v69, v75, v69
	v_mul_f32_e32 v72, v32, v76
	v_fma_f32 v77, -v73, v72, v32
	v_fmac_f32_e32 v72, v77, v76
	v_div_scale_f32 v77, s[0:1], v78, v78, v74
	v_rcp_f32_e32 v79, v77
	v_fma_f32 v32, -v73, v72, v32
	v_div_fmas_f32 v32, v32, v76, v72
	v_div_fixup_f32 v32, v32, v75, v69
	v_pk_mul_f32 v[72:73], s[28:29], v[32:33]
	v_fma_f32 v32, -v77, v79, 1.0
	v_fmac_f32_e32 v79, v32, v79
	v_div_scale_f32 v32, vcc, v74, v78, v74
	v_mul_f32_e32 v33, v32, v79
	v_fma_f32 v69, -v77, v33, v32
	v_fmac_f32_e32 v33, v69, v79
	v_div_scale_f32 v69, s[0:1], v78, v78, v71
	v_rcp_f32_e32 v76, v69
	v_fma_f32 v32, -v77, v33, v32
	v_div_fmas_f32 v32, v32, v79, v33
	v_div_fixup_f32 v77, v32, v78, v74
	v_fma_f32 v32, -v69, v76, 1.0
	v_fmac_f32_e32 v76, v32, v76
	v_div_scale_f32 v32, vcc, v71, v78, v71
	v_mul_f32_e32 v33, v32, v76
	v_fma_f32 v74, -v69, v33, v32
	v_fmac_f32_e32 v33, v74, v76
	v_fma_f32 v32, -v69, v33, v32
	v_div_scale_f32 v69, s[0:1], v75, v75, v70
	v_rcp_f32_e32 v74, v69
	v_div_fmas_f32 v32, v32, v76, v33
	v_div_fixup_f32 v76, v32, v78, v71
	v_fma_f32 v32, -v69, v74, 1.0
	v_fmac_f32_e32 v74, v32, v74
	v_div_scale_f32 v32, vcc, v70, v75, v70
	v_mul_f32_e32 v33, v32, v74
	v_fma_f32 v71, -v69, v33, v32
	v_fmac_f32_e32 v33, v71, v74
	v_fma_f32 v32, -v69, v33, v32
	v_div_scale_f32 v69, s[0:1], v75, v75, v68
	v_rcp_f32_e32 v71, v69
	v_div_fmas_f32 v32, v32, v74, v33
	v_div_fixup_f32 v33, v32, v75, v70
	v_fma_f32 v32, -v69, v71, 1.0
	v_fmac_f32_e32 v71, v32, v71
	v_div_scale_f32 v32, vcc, v68, v75, v68
	v_mul_f32_e32 v70, v32, v71
	v_fma_f32 v74, -v69, v70, v32
	v_fmac_f32_e32 v70, v74, v71
	v_fma_f32 v32, -v69, v70, v32
	v_div_scale_f32 v69, s[0:1], v78, v78, v30
	v_div_fmas_f32 v32, v32, v71, v70
	v_rcp_f32_e32 v70, v69
	v_div_fixup_f32 v32, v32, v75, v68
	v_pk_mul_f32 v[74:75], s[28:29], v[32:33]
	ds_write_b128 v50, v[72:75]
	v_fma_f32 v32, -v69, v70, 1.0
	v_fmac_f32_e32 v70, v32, v70
	v_div_scale_f32 v32, vcc, v30, v78, v30
	v_mul_f32_e32 v33, v32, v70
	v_fma_f32 v68, -v69, v33, v32
	v_fmac_f32_e32 v33, v68, v70
	v_div_scale_f32 v68, s[0:1], v78, v78, v1
	v_fma_f32 v32, -v69, v33, v32
	v_rcp_f32_e32 v69, v68
	v_div_fmas_f32 v32, v32, v70, v33
	v_div_fixup_f32 v79, v32, v78, v30
	v_fma_f32 v30, -v68, v69, 1.0
	v_fmac_f32_e32 v69, v30, v69
	v_div_scale_f32 v30, vcc, v1, v78, v1
	v_mul_f32_e32 v32, v30, v69
	v_fma_f32 v33, -v68, v32, v30
	v_fmac_f32_e32 v32, v33, v69
	v_fma_f32 v30, -v68, v32, v30
	v_div_fmas_f32 v30, v30, v69, v32
	v_div_fixup_f32 v78, v30, v78, v1
	ds_write_b128 v49, v[76:79]
.LBB0_47:
	s_or_b64 exec, exec, s[12:13]
	s_cmp_eq_u32 s42, 0
	s_cselect_b64 s[0:1], -1, 0
	v_cndmask_b32_e64 v30, v59, 0, s[0:1]
	s_and_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execz .LBB0_49
	s_waitcnt vmcnt(1)
	v_add_f32_e32 v1, v34, v30
	v_cmp_ngt_f32_e32 vcc, s37, v1
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v73, v35, v29
	v_mul_f32_e32 v74, s57, v73
	v_cndmask_b32_e32 v1, v60, v1, vcc
	v_cmp_nlt_f32_e32 vcc, s38, v1
	s_nop 1
	v_cndmask_b32_e32 v1, v61, v1, vcc
	v_fmamk_f32 v32, v1, 0x3fb8aa3b, v55
	v_add_f32_e32 v32, 0xcb400000, v32
	v_fmac_f32_e32 v1, 0xbf317218, v32
	v_mul_f32_e32 v33, 0x3102e308, v32
	v_add_f32_e32 v68, v1, v33
	v_sub_f32_e32 v1, v68, v1
	v_sub_f32_e32 v1, v33, v1
	v_fmamk_f32 v33, v68, 0x39500d01, v56
	v_fmaak_f32 v33, v33, v68, 0x3c088889
	v_fmaak_f32 v33, v33, v68, 0x3d2aaaab
	v_fmaak_f32 v33, v33, v68, 0x3e2aaaab
	v_fma_f32 v33, v33, v68, 0.5
	v_mul_f32_e32 v69, v68, v68
	v_mul_f32_e32 v33, v69, v33
	v_add_f32_e32 v69, v68, v33
	v_sub_f32_e32 v68, v69, v68
	v_cmp_o_f32_e32 vcc, v32, v32
	v_sub_f32_e32 v33, v33, v68
	v_add_f32_e32 v1, v1, v33
	v_cndmask_b32_e32 v32, 0, v32, vcc
	v_add_f32_e32 v33, 1.0, v69
	v_cvt_i32_f32_e32 v32, v32
	v_add_f32_e32 v68, -1.0, v33
	v_sub_f32_e32 v68, v69, v68
	v_add_f32_e32 v1, v68, v1
	v_add_f32_e32 v1, v33, v1
	v_ashrrev_i32_e32 v33, 1, v32
	v_sub_u32_e32 v32, v32, v33
	v_lshlrev_b32_e32 v33, 23, v33
	v_add_u32_e32 v33, 1.0, v33
	v_lshlrev_b32_e32 v32, 23, v32
	v_add_u32_e32 v32, 1.0, v32
	v_mul_f32_e32 v1, v1, v33
	v_cmp_ngt_f32_e32 vcc, s37, v74
	v_mul_f32_e32 v72, v1, v32
	s_nop 0
	v_cndmask_b32_e32 v1, v60, v74, vcc
	v_cmp_nlt_f32_e32 vcc, s38, v1
	s_nop 1
	v_cndmask_b32_e32 v29, v61, v1, vcc
	v_fmamk_f32 v1, v29, 0x3fb8aa3b, v55
	v_add_f32_e32 v75, 0xcb400000, v1
	v_fmac_f32_e32 v29, 0xbf317218, v75
	v_mul_f32_e32 v33, 0x3102e308, v75
	v_add_f32_e32 v1, v29, v33
	v_fmamk_f32 v32, v1, 0x39500d01, v56
	v_fmaak_f32 v32, v32, v1, 0x3c088889
	v_fmaak_f32 v32, v32, v1, 0x3d2aaaab
	v_fmaak_f32 v32, v32, v1, 0x3e2aaaab
	v_fma_f32 v32, v32, v1, 0.5
	v_mul_f32_e32 v68, v1, v1
	v_mul_f32_e32 v68, v68, v32
	v_add_f32_e32 v32, v1, v68
	v_cmp_o_f32_e32 vcc, v75, v75
	v_sub_f32_e32 v69, v32, v1
	v_pk_add_f32 v[70:71], v[0:1], v[28:29] neg_lo:[0,1] neg_hi:[0,1]
	v_cndmask_b32_e32 v1, 0, v75, vcc
	v_add_f32_e32 v77, 1.0, v32
	v_cvt_i32_f32_e32 v1, v1
	v_sub_f32_e32 v76, v68, v69
	v_add_f32_e32 v68, -1.0, v77
	v_mov_b32_e32 v69, v71
	v_pk_add_f32 v[32:33], v[32:33], v[68:69] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_add_f32_e32 v29, v33, v76
	v_add_f32_e32 v29, v32, v29
	v_ashrrev_i32_e32 v32, 1, v1
	v_add_f32_e32 v29, v77, v29
	v_sub_u32_e32 v1, v1, v32
	v_lshl_add_u32 v32, v32, 23, 1.0
	v_lshl_add_u32 v1, v1, 23, 1.0
	v_mul_f32_e32 v29, v29, v32
	v_mul_f32_e32 v1, v29, v1
	v_add_f32_e32 v1, 1.0, v1
	v_mul_f32_e32 v29, 0x4b000000, v1
	v_cmp_gt_f32_e32 vcc, s39, v1
	s_nop 1
	v_cndmask_b32_e32 v29, v1, v29, vcc
	v_add_u32_e32 v33, 0xc0cafb0d, v29
	v_and_b32_e32 v68, 0xff800000, v33
	v_sub_u32_e32 v29, v29, v68
	v_add_f32_e32 v29, -1.0, v29
	v_add_f32_e32 v68, 2.0, v29
	v_div_scale_f32 v69, s[6:7], v68, v68, v29
	v_rcp_f32_e32 v70, v69
	v_cndmask_b32_e32 v32, 0, v62, vcc
	v_ashrrev_i32_e32 v33, 23, v33
	v_add_u32_e32 v32, v33, v32
	v_fma_f32 v33, -v69, v70, 1.0
	v_fmac_f32_e32 v70, v33, v70
	v_div_scale_f32 v33, vcc, v29, v68, v29
	v_mul_f32_e32 v71, v33, v70
	v_fma_f32 v75, -v69, v71, v33
	v_fmac_f32_e32 v71, v75, v70
	v_fma_f32 v33, -v69, v71, v33
	v_div_fmas_f32 v33, v33, v70, v71
	v_div_fixup_f32 v33, v33, v68, v29
	v_mul_f32_e32 v68, v33, v33
	v_fmamk_f32 v69, v68, 0x3e3a2e8c, v57
	v_fmaak_f32 v69, v69, v68, 0x3e924925
	v_fmaak_f32 v69, v69, v68, 0x3ecccccd
	v_cvt_f32_i32_e32 v32, v32
	v_fmaak_f32 v69, v69, v68, 0x3f2aaaab
	v_mul_f32_e32 v68, v68, v69
	v_sub_f32_e32 v68, v29, v68
	v_fma_f32 v29, -v33, v68, v29
	v_fmac_f32_e32 v29, 0xb102e308, v32
	v_fmac_f32_e32 v29, 0x3f317218, v32
	v_cmp_neq_f32_e32 vcc, 0, v1
	s_nop 1
	v_cndmask_b32_e32 v29, v63, v29, vcc
	v_cmp_neq_f32_e32 vcc, s40, v1
	s_nop 1
	v_cndmask_b32_e32 v29, v64, v29, vcc
	v_cmp_ngt_f32_e32 vcc, 0, v1
	s_nop 1
	v_cndmask_b32_e32 v29, v65, v29, vcc
	v_cmp_u_f32_e32 vcc, v1, v1
	s_nop 1
	v_cndmask_b32_e32 v1, v29, v1, vcc
	v_mul_f32_e32 v1, v36, v1
	v_cmp_ge_f32_e32 vcc, s58, v74
	s_nop 1
	v_cndmask_b32_e32 v1, v73, v1, vcc
	v_mul_f32_e64 v1, -v72, v1
	v_cmp_ngt_f32_e32 vcc, s37, v1
	s_nop 1
	v_cndmask_b32_e32 v1, v60, v1, vcc
	v_cmp_nlt_f32_e32 vcc, s38, v1
	s_nop 1
	v_cndmask_b32_e32 v29, v61, v1, vcc
	v_fmamk_f32 v1, v29, 0x3fb8aa3b, v55
	v_add_f32_e32 v72, 0xcb400000, v1
	v_fmac_f32_e32 v29, 0xbf317218, v72
	v_mul_f32_e32 v33, 0x3102e308, v72
	v_add_f32_e32 v1, v29, v33
	v_fmamk_f32 v32, v1, 0x39500d01, v56
	v_fmaak_f32 v32, v32, v1, 0x3c088889
	v_fmaak_f32 v32, v32, v1, 0x3d2aaaab
	v_fmaak_f32 v32, v32, v1, 0x3e2aaaab
	v_fma_f32 v32, v32, v1, 0.5
	v_mul_f32_e32 v68, v1, v1
	v_mul_f32_e32 v68, v68, v32
	v_add_f32_e32 v32, v1, v68
	v_cmp_o_f32_e32 vcc, v72, v72
	v_sub_f32_e32 v69, v32, v1
	v_add_f32_e32 v74, 1.0, v32
	v_pk_add_f32 v[70:71], v[0:1], v[28:29] neg_lo:[0,1] neg_hi:[0,1]
	v_cndmask_b32_e32 v1, 0, v72, vcc
	v_sub_f32_e32 v73, v68, v69
	v_add_f32_e32 v68, -1.0, v74
	v_mov_b32_e32 v69, v71
	v_cvt_i32_f32_e32 v1, v1
	v_pk_add_f32 v[32:33], v[32:33], v[68:69] neg_lo:[0,1] neg_hi:[0,1]
	v_cmp_nlt_f32_e64 vcc, -v67, s37
	v_add_f32_e32 v29, v33, v73
	v_add_f32_e32 v29, v32, v29
	v_add_f32_e32 v72, v74, v29
	v_ashrrev_i32_e32 v29, 1, v1
	v_sub_u32_e32 v73, v1, v29
	v_sub_f32_e32 v1, 0, v67
	v_cndmask_b32_e32 v1, v60, v1, vcc
	v_cmp_nlt_f32_e32 vcc, s38, v1
	v_lshl_add_u32 v74, v29, 23, 1.0
	s_nop 0
	v_cndmask_b32_e32 v29, v61, v1, vcc
	v_fmamk_f32 v1, v29, 0x3fb8aa3b, v55
	v_add_f32_e32 v67, 0xcb400000, v1
	v_fmac_f32_e32 v29, 0xbf317218, v67
	v_mul_f32_e32 v33, 0x3102e308, v67
	v_add_f32_e32 v1, v29, v33
	v_fmamk_f32 v32, v1, 0x39500d01, v56
	v_fmaak_f32 v32, v32, v1, 0x3c088889
	v_fmaak_f32 v32, v32, v1, 0x3d2aaaab
	v_fmaak_f32 v32, v32, v1, 0x3e2aaaab
	v_fma_f32 v32, v32, v1, 0.5
	v_mul_f32_e32 v68, v1, v1
	v_mul_f32_e32 v68, v68, v32
	v_add_f32_e32 v32, v1, v68
	v_cmp_o_f32_e32 vcc, v67, v67
	v_sub_f32_e32 v69, v32, v1
	v_pk_add_f32 v[70:71], v[0:1], v[28:29] neg_lo:[0,1] neg_hi:[0,1]
	v_cndmask_b32_e32 v1, 0, v67, vcc
	v_add_f32_e32 v76, 1.0, v32
	v_cvt_i32_f32_e32 v1, v1
	v_sub_f32_e32 v75, v68, v69
	v_add_f32_e32 v68, -1.0, v76
	v_mov_b32_e32 v69, v71
	v_pk_add_f32 v[32:33], v[32:33], v[68:69] neg_lo:[0,1] neg_hi:[0,1]
	v_mul_f32_e32 v67, v72, v74
	v_add_f32_e32 v29, v33, v75
	v_add_f32_e32 v29, v32, v29
	v_ashrrev_i32_e32 v32, 1, v1
	v_add_f32_e32 v29, v76, v29
	v_sub_u32_e32 v1, v1, v32
	v_lshl_add_u32 v32, v32, 23, 1.0
	v_lshl_add_u32 v1, v1, 23, 1.0
	v_mul_f32_e32 v29, v29, v32
	v_mul_f32_e32 v1, v29, v1
	v_add_f32_e32 v1, 1.0, v1
	v_div_scale_f32 v29, s[6:7], v1, v1, 1.0
	v_rcp_f32_e32 v32, v29
	v_lshl_add_u32 v33, v73, 23, 1.0
	v_mul_f32_e32 v33, v67, v33
	v_fma_f32 v67, -v29, v32, 1.0
	v_fmac_f32_e32 v32, v67, v32
	v_div_scale_f32 v67, vcc, 1.0, v1, 1.0
	v_mul_f32_e32 v68, v67, v32
	v_fma_f32 v69, -v29, v68, v67
	v_fmac_f32_e32 v68, v69, v32
	v_fma_f32 v29, -v29, v68, v67
	v_div_fmas_f32 v29, v29, v32, v68
	v_div_fixup_f32 v1, v29, v1, 1.0
	ds_write_b32 v51, v33
	ds_write_b32 v52, v1
.LBB0_49:
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[0:1], s[4:5]
	ds_write_b32 v58, v66
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt vmcnt(5)
	v_pk_add_f32 v[2:3], v[2:3], v[30:31] op_sel_hi:[1,0]
	v_pk_add_f32 v[4:5], v[4:5], v[30:31] op_sel_hi:[1,0]
	s_waitcnt vmcnt(4)
	v_pk_add_f32 v[14:15], v[14:15], v[30:31] op_sel_hi:[1,0]
	v_pk_add_f32 v[16:17], v[16:17], v[30:31] op_sel_hi:[1,0]
	s_waitcnt vmcnt(3)
	v_pk_add_f32 v[10:11], v[10:11], v[30:31] op_sel_hi:[1,0]
	v_pk_add_f32 v[12:13], v[12:13], v[30:31] op_sel_hi:[1,0]
	s_waitcnt vmcnt(2)
	v_pk_add_f32 v[6:7], v[6:7], v[30:31] op_sel_hi:[1,0]
	v_pk_add_f32 v[8:9], v[8:9], v[30:31] op_sel_hi:[1,0]
	s_cmp_lt_i32 s41, 1
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_8
	v_med3_i32 v1, s33, 1, 8
	s_movk_i32 s4, 0x2200
	v_mov_b32_e32 v29, v53
	v_mov_b32_e32 v30, v37
	s_mov_b32 s5, s14
	s_branch .LBB0_54
.LBB0_53:
	s_or_b64 exec, exec, s[0:1]
	v_add_u32_e32 v1, -1, v1
	v_cmp_eq_u32_e32 vcc, 0, v1
	s_add_i32 s5, s5, 1
	v_add_u32_e32 v30, 64, v30
	v_add_u32_e32 v29, 0x200, v29
	s_add_i32 s4, s4, 4
	s_cbranch_vccnz .LBB0_8
.LBB0_54:
	v_mov_b32_e32 v32, s4
	s_waitcnt lgkmcnt(0)
	ds_read2_b32 v[32:33], v32 offset1:8
	ds_read_b128 v[66:69], v29
	ds_read_b128 v[70:73], v29 offset:128
	s_waitcnt lgkmcnt(2)
	v_mov_b32_e32 v78, v33
	v_pk_mul_f32 v[2:3], v[2:3], v[78:79] op_sel_hi:[1,0]
	v_pk_mul_f32 v[14:15], v[14:15], v[78:79] op_sel_hi:[1,0]
	v_pk_mul_f32 v[80:81], v[10:11], v[78:79] op_sel_hi:[1,0]
	v_pk_mul_f32 v[82:83], v[12:13], v[78:79] op_sel_hi:[1,0]
	ds_read_b128 v[10:13], v29 offset:256
	ds_read_b128 v[74:77], v29 offset:384
	v_pk_mul_f32 v[4:5], v[4:5], v[78:79] op_sel_hi:[1,0]
	v_pk_mul_f32 v[16:17], v[16:17], v[78:79] op_sel_hi:[1,0]
	v_pk_mul_f32 v[6:7], v[6:7], v[78:79] op_sel_hi:[1,0]
	v_pk_mul_f32 v[8:9], v[8:9], v[78:79] op_sel_hi:[1,0]
	v_mov_b32_e32 v78, v3
	v_mov_b32_e32 v79, v15
	s_waitcnt lgkmcnt(3)
	v_mov_b32_e32 v84, v67
	s_waitcnt lgkmcnt(2)
	v_mov_b32_e32 v85, v71
	v_pk_mul_f32 v[78:79], v[78:79], v[84:85]
	v_mov_b32_e32 v84, v66
	v_mov_b32_e32 v85, v70
	v_mov_b32_e32 v86, v2
	v_mov_b32_e32 v87, v14
	v_pk_fma_f32 v[78:79], v[84:85], v[86:87], v[78:79]
	v_mov_b32_e32 v84, v68
	v_mov_b32_e32 v85, v72
	v_mov_b32_e32 v86, v4
	v_mov_b32_e32 v87, v16
	v_pk_fma_f32 v[78:79], v[84:85], v[86:87], v[78:79]
	v_mov_b32_e32 v84, v69
	v_mov_b32_e32 v85, v73
	v_mov_b32_e32 v86, v5
	v_mov_b32_e32 v87, v17
	v_pk_fma_f32 v[78:79], v[84:85], v[86:87], v[78:79]
	v_mov_b32_e32 v84, v81
	v_mov_b32_e32 v85, v7
	s_waitcnt lgkmcnt(1)
	v_mov_b32_e32 v86, v11
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v87, v75
	v_pk_mul_f32 v[84:85], v[84:85], v[86:87]
	v_mov_b32_e32 v86, v10
	v_mov_b32_e32 v87, v74
	v_mov_b32_e32 v88, v80
	v_mov_b32_e32 v89, v6
	v_pk_fma_f32 v[84:85], v[86:87], v[88:89], v[84:85]
	v_mov_b32_e32 v86, v12
	v_mov_b32_e32 v87, v76
	v_mov_b32_e32 v88, v82
	v_mov_b32_e32 v89, v8
	v_pk_fma_f32 v[84:85], v[86:87], v[88:89], v[84:85]
	v_mov_b32_e32 v86, v13
	v_mov_b32_e32 v87, v77
	v_mov_b32_e32 v88, v83
	v_mov_b32_e32 v89, v9
	v_pk_fma_f32 v[84:85], v[86:87], v[88:89], v[84:85]
	s_nop 0
	v_pk_add_f32 v[78:79], v[78:79], v[84:85]
	s_nop 0
	v_add_f32_e32 v33, v78, v79
	ds_bpermute_b32 v78, v44, v33
	ds_read_b32 v79, v30
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v33, v33, v78
	ds_bpermute_b32 v78, v45, v33
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v33, v33, v78
	ds_bpermute_b32 v78, v46, v33
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v33, v33, v78
	v_sub_f32_e32 v33, v79, v33
	v_mul_f32_e32 v32, v32, v33
	v_pk_fma_f32 v[2:3], v[66:67], v[32:33], v[2:3] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[4:5], v[68:69], v[32:33], v[4:5] op_sel_hi:[1,0,1]
	ds_read_b128 v[66:69], v29 offset:4096
	v_pk_fma_f32 v[14:15], v[70:71], v[32:33], v[14:15] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[16:17], v[72:73], v[32:33], v[16:17] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[10:11], v[10:11], v[32:33], v[80:81] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[6:7], v[74:75], v[32:33], v[6:7] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[8:9], v[76:77], v[32:33], v[8:9] op_sel_hi:[1,0,1]
	ds_read_b128 v[70:73], v29 offset:4224
	ds_read_b128 v[74:77], v29 offset:4352
	ds_read_b128 v[78:81], v29 offset:4480
	v_pk_fma_f32 v[12:13], v[12:13], v[32:33], v[82:83] op_sel_hi:[1,0,1]
	s_waitcnt lgkmcnt(3)
	v_mul_f32_e32 v32, v67, v3
	v_fmac_f32_e32 v32, v66, v2
	s_waitcnt lgkmcnt(2)
	v_mul_f32_e32 v33, v71, v15
	s_waitcnt lgkmcnt(1)
	v_mul_f32_e32 v66, v11, v75
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v67, v7, v79
	v_fmac_f32_e32 v33, v70, v14
	v_fmac_f32_e32 v66, v74, v10
	v_fmac_f32_e32 v67, v78, v6
	v_fmac_f32_e32 v32, v68, v4
	v_fmac_f32_e32 v33, v72, v16
	v_fmac_f32_e32 v66, v76, v12
	v_fmac_f32_e32 v67, v80, v8
	v_fmac_f32_e32 v32, v69, v5
	v_fmac_f32_e32 v33, v73, v17
	v_fmac_f32_e32 v66, v77, v13
	v_fmac_f32_e32 v67, v81, v9
	v_add_f32_e32 v32, v32, v66
	v_add_f32_e32 v33, v33, v67
	v_add_f32_e32 v32, v32, v33
	ds_bpermute_b32 v33, v44, v32
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v32, v32, v33
	ds_bpermute_b32 v33, v45, v32
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v32, v32, v33
	ds_bpermute_b32 v33, v46, v32
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_53
	s_ashr_i32 s6, s5, 31
	s_mul_hi_u32 s7, s26, s5
	s_mul_i32 s6, s26, s6
	s_add_i32 s6, s7, s6
	s_mul_i32 s7, s27, s5
	s_add_i32 s7, s6, s7
	s_mul_i32 s6, s26, s5
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v32, v32, v33
	v_cvt_pk_bf16_f32 v66, v32, s0
	v_lshl_add_u64 v[32:33], s[6:7], 1, v[26:27]
	global_store_short v[32:33], v66, off
	s_branch .LBB0_53
.LBB0_56:
	v_lshl_add_u64 v[82:83], v[32:33], 1, s[24:25]
	global_load_ushort v30, v[82:83], off offset:2
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v74, 16, v30
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[0:1], s[8:9]
	s_cbranch_execz .LBB0_43
.LBB0_57:
	v_lshl_add_u64 v[82:83], v[32:33], 1, s[24:25]
	global_load_ushort v1, v[82:83], off offset:4
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v1, 16, v1
	s_or_b64 exec, exec, s[0:1]
	v_mov_b32_e32 v30, 0
	s_and_saveexec_b64 s[0:1], s[8:9]
	s_cbranch_execz .LBB0_44
.LBB0_58:
	v_lshl_add_u64 v[32:33], v[32:33], 1, s[24:25]
	global_load_ushort v30, v[32:33], off offset:6
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v30, 16, v30
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[30:31], vcc
	s_cbranch_execz .LBB0_45
.LBB0_59:
	v_mul_f32_e32 v32, v80, v80
	v_fmac_f32_e32 v32, v75, v75
	v_mul_f32_e32 v82, v81, v81
	v_fmac_f32_e32 v32, v73, v73
	v_fmac_f32_e32 v82, v78, v78
	v_fmac_f32_e32 v32, v77, v77
	v_fmac_f32_e32 v82, v76, v76
	ds_bpermute_b32 v33, v42, v32
	v_fmac_f32_e32 v82, v79, v79
	ds_bpermute_b32 v83, v42, v82
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v32, v32, v33
	ds_bpermute_b32 v33, v43, v32
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v82, v82, v83
	ds_bpermute_b32 v83, v43, v82
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v32, v32, v33
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v33, v82, v83
	ds_bpermute_b32 v82, v44, v32
	ds_bpermute_b32 v83, v44, v33
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v32, v32, v82
	ds_bpermute_b32 v82, v45, v32
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v33, v33, v83
	ds_bpermute_b32 v83, v45, v33
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v32, v32, v82
	ds_bpermute_b32 v82, v46, v32
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v33, v33, v83
	ds_bpermute_b32 v83, v46, v33
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v32, v32, v82
	v_add_f32_e32 v32, 0x358637bd, v32
	v_mul_f32_e32 v82, 0x4f800000, v32
	v_cmp_gt_f32_e32 vcc, s36, v32
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v33, v33, v83
	v_add_f32_e32 v33, 0x358637bd, v33
	v_cndmask_b32_e32 v32, v32, v82, vcc
	v_sqrt_f32_e32 v82, v32
	v_mul_f32_e32 v83, 0x4f800000, v33
	v_cmp_gt_f32_e64 s[0:1], s36, v33
	v_add_u32_e32 v84, 1, v82
	s_nop 0
	v_cndmask_b32_e64 v33, v33, v83, s[0:1]
	v_add_u32_e32 v83, -1, v82
	v_fma_f32 v85, -v83, v82, v32
	v_fma_f32 v86, -v84, v82, v32
	v_cmp_ge_f32_e64 s[12:13], 0, v85
	s_nop 1
	v_cndmask_b32_e64 v82, v82, v83, s[12:13]
	v_cmp_lt_f32_e64 s[12:13], 0, v86
	s_nop 1
	v_cndmask_b32_e64 v82, v82, v84, s[12:13]
	v_sqrt_f32_e32 v84, v33
	v_mul_f32_e32 v83, 0x37800000, v82
	v_cndmask_b32_e32 v82, v82, v83, vcc
	v_cmp_class_f32_e32 vcc, v32, v54
	s_nop 1
	v_cndmask_b32_e32 v85, v82, v32, vcc
	v_add_u32_e32 v32, -1, v84
	v_fma_f32 v82, -v32, v84, v33
	v_cmp_ge_f32_e32 vcc, 0, v82
	v_add_u32_e32 v82, 1, v84
	v_fma_f32 v83, -v82, v84, v33
	v_cndmask_b32_e32 v32, v84, v32, vcc
	v_cmp_lt_f32_e32 vcc, 0, v83
	v_div_scale_f32 v83, s[12:13], v85, v85, v80
	v_rcp_f32_e32 v84, v83
	v_cndmask_b32_e32 v32, v32, v82, vcc
	v_mul_f32_e32 v82, 0x37800000, v32
	v_cndmask_b32_e64 v32, v32, v82, s[0:1]
	v_cmp_class_f32_e32 vcc, v33, v54
	s_nop 1
	v_cndmask_b32_e32 v86, v32, v33, vcc
	v_fma_f32 v32, -v83, v84, 1.0
	v_fmac_f32_e32 v84, v32, v84
	v_div_scale_f32 v32, vcc, v80, v85, v80
	v_mul_f32_e32 v33, v32, v84
	v_fma_f32 v82, -v83, v33, v32
	v_fmac_f32_e32 v33, v82, v84
	v_div_scale_f32 v82, s[0:1], v85, v85, v75
	v_fma_f32 v32, -v83, v33, v32
	v_rcp_f32_e32 v83, v82
	v_div_fmas_f32 v32, v32, v84, v33
	v_div_fixup_f32 v33, v32, v85, v80
	v_fma_f32 v32, -v82, v83, 1.0
	v_fmac_f32_e32 v83, v32, v83
	v_div_scale_f32 v32, vcc, v75, v85, v75
	v_mul_f32_e32 v80, v32, v83
	v_fma_f32 v84, -v82, v80, v32
	v_fmac_f32_e32 v80, v84, v83
	v_div_scale_f32 v84, s[0:1], v86, v86, v81
	v_rcp_f32_e32 v87, v84
	v_fma_f32 v32, -v82, v80, v32
	v_div_fmas_f32 v32, v32, v83, v80
	v_div_fixup_f32 v32, v32, v85, v75
	v_pk_mul_f32 v[82:83], s[28:29], v[32:33]
	v_fma_f32 v32, -v84, v87, 1.0
	v_fmac_f32_e32 v87, v32, v87
	v_div_scale_f32 v32, vcc, v81, v86, v81
	v_mul_f32_e32 v33, v32, v87
	v_fma_f32 v75, -v84, v33, v32
	v_fmac_f32_e32 v33, v75, v87
	v_div_scale_f32 v75, s[0:1], v86, v86, v78
	v_rcp_f32_e32 v80, v75
	v_fma_f32 v32, -v84, v33, v32
	v_div_fmas_f32 v32, v32, v87, v33
	v_div_fixup_f32 v81, v32, v86, v81
	v_fma_f32 v32, -v75, v80, 1.0
	v_fmac_f32_e32 v80, v32, v80
	v_div_scale_f32 v32, vcc, v78, v86, v78
	v_mul_f32_e32 v33, v32, v80
	v_fma_f32 v84, -v75, v33, v32
	v_fmac_f32_e32 v33, v84, v80
	v_fma_f32 v32, -v75, v33, v32
	v_div_scale_f32 v75, s[0:1], v85, v85, v77
	v_rcp_f32_e32 v84, v75
	v_div_fmas_f32 v32, v32, v80, v33
	v_div_fixup_f32 v80, v32, v86, v78
	v_fma_f32 v32, -v75, v84, 1.0
	v_fmac_f32_e32 v84, v32, v84
	v_div_scale_f32 v32, vcc, v77, v85, v77
	v_mul_f32_e32 v33, v32, v84
	v_fma_f32 v78, -v75, v33, v32
	v_fmac_f32_e32 v33, v78, v84
	v_fma_f32 v32, -v75, v33, v32
	v_div_scale_f32 v75, s[0:1], v85, v85, v73
	v_rcp_f32_e32 v78, v75
	v_div_fmas_f32 v32, v32, v84, v33
	v_div_fixup_f32 v33, v32, v85, v77
	v_fma_f32 v32, -v75, v78, 1.0
	v_fmac_f32_e32 v78, v32, v78
	v_div_scale_f32 v32, vcc, v73, v85, v73
	v_mul_f32_e32 v77, v32, v78
	v_fma_f32 v84, -v75, v77, v32
	v_fmac_f32_e32 v77, v84, v78
	v_fma_f32 v32, -v75, v77, v32
	v_div_scale_f32 v75, s[0:1], v86, v86, v79
	v_div_fmas_f32 v32, v32, v78, v77
	v_rcp_f32_e32 v77, v75
	v_div_fixup_f32 v32, v32, v85, v73
	v_pk_mul_f32 v[84:85], s[28:29], v[32:33]
	ds_write_b128 v48, v[82:85]
	v_fma_f32 v32, -v75, v77, 1.0
	v_fmac_f32_e32 v77, v32, v77
	v_div_scale_f32 v32, vcc, v79, v86, v79
	v_mul_f32_e32 v33, v32, v77
	v_fma_f32 v73, -v75, v33, v32
	v_fmac_f32_e32 v33, v73, v77
	v_div_scale_f32 v73, s[0:1], v86, v86, v76
	v_fma_f32 v32, -v75, v33, v32
	v_rcp_f32_e32 v75, v73
	v_div_fmas_f32 v32, v32, v77, v33
	v_div_fixup_f32 v83, v32, v86, v79
	v_fma_f32 v32, -v73, v75, 1.0
	v_fmac_f32_e32 v75, v32, v75
	v_div_scale_f32 v32, vcc, v76, v86, v76
	v_mul_f32_e32 v33, v32, v75
	v_fma_f32 v77, -v73, v33, v32
	v_fmac_f32_e32 v33, v77, v75
	v_fma_f32 v32, -v73, v33, v32
	v_div_fmas_f32 v32, v32, v75, v33
	v_div_fixup_f32 v82, v32, v86, v76
	ds_write_b128 v47, v[80:83]
	s_or_b64 exec, exec, s[30:31]
	s_and_saveexec_b64 s[12:13], s[8:9]
	s_cbranch_execnz .LBB0_46
	s_branch .LBB0_47
.LBB0_60:
	s_and_b64 vcc, exec, s[10:11]
	s_cbranch_vccnz .LBB0_62
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
.LBB0_62:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel gdn_verify_decode_act_bf16_dt_f32_pool_f32_bv16w2
		.amdhsa_group_segment_fixed_size 8768
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
		.amdhsa_next_free_vgpr 90
		.amdhsa_next_free_sgpr 60
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
	.size	gdn_verify_decode_act_bf16_dt_f32_pool_f32_bv16w2, .Lfunc_end0-gdn_verify_decode_act_bf16_dt_f32_pool_f32_bv16w2

	.set gdn_verify_decode_act_bf16_dt_f32_pool_f32_bv16w2.num_vgpr, 90
	.set gdn_verify_decode_act_bf16_dt_f32_pool_f32_bv16w2.num_agpr, 0
	.set gdn_verify_decode_act_bf16_dt_f32_pool_f32_bv16w2.numbered_sgpr, 60
	.set gdn_verify_decode_act_bf16_dt_f32_pool_f32_bv16w2.num_named_barrier, 0
	.set gdn_verify_decode_act_bf16_dt_f32_pool_f32_bv16w2.private_seg_size, 0
	.set gdn_verify_decode_act_bf16_dt_f32_pool_f32_bv16w2.uses_vcc, 1
	.set gdn_verify_decode_act_bf16_dt_f32_pool_f32_bv16w2.uses_flat_scratch, 0
	.set gdn_verify_decode_act_bf16_dt_f32_pool_f32_bv16w2.has_dyn_sized_stack, 0
	.set gdn_verify_decode_act_bf16_dt_f32_pool_f32_bv16w2.has_recursion, 0
	.set gdn_verify_decode_act_bf16_dt_f32_pool_f32_bv16w2.has_indirect_call, 0
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
    .group_segment_fixed_size: 8768
    .kernarg_segment_align: 8
    .kernarg_segment_size: 192
    .max_flat_workgroup_size: 128
    .name:           gdn_verify_decode_act_bf16_dt_f32_pool_f32_bv16w2
    .private_segment_fixed_size: 0
    .sgpr_count:     66
    .sgpr_spill_count: 0
    .symbol:         gdn_verify_decode_act_bf16_dt_f32_pool_f32_bv16w2.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     90
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx950
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
