; deltagen generated file: do not edit. Regenerate with `cargo xtask gen`.
; kernel: kda_verify  instance: kda_verify_snapshot_act_bf16_dt_f32_pool_f32_bv16w2  arch: gfx942
; profile=portable  mode=snapshot  act_dtype=bf16  dt_bias_dtype=f32  pool_dtype=f32  tile=bv16w2  lanes_per_column=8  requests=any
; ir-sha256: 41938b373a315ccad62fb674c9955b06cde92d1683c97c7ede37f02ac08f1ad8
; llvm: 22.1  pipeline: default<O3>  ld.lld: LLVM 22.1
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 6
	.text
	.globl	kda_verify_snapshot_act_bf16_dt_f32_pool_f32_bv16w2
	.p2align	8
	.type	kda_verify_snapshot_act_bf16_dt_f32_pool_f32_bv16w2,@function
kda_verify_snapshot_act_bf16_dt_f32_pool_f32_bv16w2:
	s_load_dwordx8 s[20:27], s[0:1], 0x4
	s_mov_b32 s28, s3
	s_ashr_i32 s3, s2, 31
	s_lshr_b32 s3, s3, 29
	v_and_b32_e32 v50, 7, v0
	s_waitcnt lgkmcnt(0)
	s_max_i32 s4, s22, 1
	v_cvt_f32_u32_e32 v1, s4
	s_sub_i32 s5, 0, s4
	s_add_i32 s22, s2, s3
	s_and_b32 s3, s22, 0xffffff8
	v_rcp_iflag_f32_e32 v1, v1
	s_sub_i32 s27, s2, s3
	s_abs_i32 s2, s23
	s_ashr_i32 s60, s22, 3
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	s_ashr_i32 s3, s23, 31
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
	s_ashr_i32 s61, s60, 31
	s_lshl_b64 s[38:39], s[28:29], 2
	s_waitcnt lgkmcnt(0)
	s_add_u32 s4, s4, s38
	s_addc_u32 s5, s5, s39
	s_load_dword s36, s[4:5], 0x0
	v_cvt_f32_u32_e32 v1, s2
	s_waitcnt lgkmcnt(0)
	s_cmp_gt_i32 s36, -1
	s_cselect_b64 s[4:5], -1, 0
	s_cmp_lt_i32 s36, s21
	s_cselect_b64 s[30:31], -1, 0
	s_and_b64 s[4:5], s[4:5], s[30:31]
	s_add_u32 s6, s6, s38
	s_addc_u32 s7, s7, s39
	s_load_dwordx2 s[28:29], s[6:7], 0x0
	v_rcp_iflag_f32_e32 v2, v1
	v_lshrrev_b32_e32 v1, 3, v0
	v_lshl_or_b32 v36, s27, 4, v1
	v_ashrrev_i32_e32 v37, 31, v36
	s_waitcnt lgkmcnt(0)
	s_cmp_gt_i32 s28, -1
	s_cselect_b64 s[6:7], -1, 0
	s_cmp_ge_i32 s29, s28
	s_cselect_b64 s[34:35], -1, 0
	s_cmp_le_i32 s29, s20
	s_cselect_b64 s[20:21], -1, 0
	s_and_b64 s[6:7], s[6:7], s[34:35]
	s_sub_i32 s27, s29, s28
	s_and_b64 s[6:7], s[20:21], s[6:7]
	s_cmp_le_i32 s27, s25
	s_cselect_b64 s[34:35], -1, 0
	s_and_b64 s[20:21], s[34:35], s[6:7]
	v_mul_f32_e32 v2, 0x4f7ffffe, v2
	s_and_b64 s[40:41], s[4:5], s[20:21]
	v_cvt_u32_f32_e32 v2, v2
	s_add_u32 s4, s8, s38
	s_addc_u32 s5, s9, s39
	s_load_dword s62, s[4:5], 0x0
	v_readfirstlane_b32 s33, v2
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, v2
	s_lshl_b64 s[4:5], s[60:61], 7
	s_andn2_b64 vcc, exec, s[40:41]
	v_mov_b64_e32 v[4:5], v[2:3]
	v_mov_b64_e32 v[10:11], v[2:3]
	v_mov_b64_e32 v[12:13], v[2:3]
	v_mov_b64_e32 v[6:7], v[2:3]
	v_mov_b64_e32 v[8:9], v[2:3]
	v_mov_b64_e32 v[14:15], v[2:3]
	v_mov_b64_e32 v[16:17], v[2:3]
	s_cbranch_vccnz .LBB0_2
	s_mul_i32 s8, s13, s36
	s_mul_hi_u32 s9, s12, s36
	s_add_i32 s9, s9, s8
	s_mul_i32 s8, s12, s36
	s_lshl_b64 s[8:9], s[8:9], 2
	v_lshl_add_u64 v[4:5], s[4:5], 0, v[36:37]
	s_add_u32 s8, s10, s8
	s_addc_u32 s9, s11, s9
	v_lshlrev_b64 v[4:5], 9, v[4:5]
	v_lshl_add_u64 v[4:5], s[8:9], 0, v[4:5]
	v_lshlrev_b32_e32 v6, 4, v50
	v_mov_b32_e32 v7, v2
	v_lshl_add_u64 v[18:19], v[4:5], 0, v[6:7]
	global_load_dwordx4 v[2:5], v[18:19], off
	global_load_dwordx4 v[10:13], v[18:19], off offset:128
	global_load_dwordx4 v[6:9], v[18:19], off offset:256
	global_load_dwordx4 v[14:17], v[18:19], off offset:384
.LBB0_2:
	s_xor_b64 s[10:11], s[34:35], -1
	s_xor_b64 s[8:9], s[6:7], -1
	s_and_b64 s[6:7], s[6:7], s[10:11]
	s_and_b64 s[6:7], s[6:7], exec
	s_cselect_b32 s10, 2, 0
	s_and_b64 s[6:7], s[30:31], exec
	s_cselect_b32 s11, 0, 4
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_i32 s62, s24
	s_cselect_b64 s[6:7], -1, 0
	v_cndmask_b32_e64 v18, 0, 1, s[8:9]
	s_and_b64 s[8:9], s[6:7], exec
	s_cselect_b32 s8, 0, 8
	s_or_b32 s8, s8, s11
	v_readfirstlane_b32 s9, v18
	s_or_b32 s8, s8, s9
	s_or_b32 s10, s8, s10
	s_cmp_eq_u32 s10, 0
	s_cselect_b64 s[8:9], -1, 0
	s_cmp_eq_u32 s26, 0
	s_cselect_b64 s[12:13], -1, 0
	s_or_b64 s[8:9], s[12:13], s[8:9]
	s_and_b64 vcc, exec, s[8:9]
	s_cbranch_vccnz .LBB0_6
	v_mbcnt_lo_u32_b32 v18, exec_lo, 0
	v_mbcnt_hi_u32_b32 v18, exec_hi, v18
	v_cmp_eq_u32_e32 vcc, 0, v18
	s_and_saveexec_b64 s[8:9], vcc
	s_cbranch_execz .LBB0_5
	v_mov_b32_e32 v18, 0
	v_mov_b32_e32 v19, s10
	global_atomic_or v18, v19, s[14:15]
.LBB0_5:
	s_or_b64 exec, exec, s[8:9]
.LBB0_6:
	s_and_b64 s[8:9], s[20:21], exec
	s_cselect_b32 s29, s27, 0
	s_add_i32 s8, s29, 7
	s_cmp_lt_i32 s8, 8
	s_mov_b32 s31, 0
	s_cbranch_scc1 .LBB0_76
	s_load_dwordx16 s[36:51], s[0:1], 0x60
	s_sub_i32 s9, 0, s2
	s_mul_i32 s9, s9, s33
	s_mul_hi_u32 s9, s33, s9
	s_abs_i32 s12, s60
	s_add_i32 s33, s33, s9
	s_ashr_i32 s14, s22, 31
	s_lshl_b64 s[10:11], s[4:5], 2
	s_waitcnt lgkmcnt(0)
	s_add_u32 s44, s44, s10
	s_addc_u32 s45, s45, s11
	s_ashr_i32 s9, s8, 31
	s_lshr_b32 s9, s9, 29
	s_add_i32 s8, s8, s9
	s_mul_hi_u32 s13, s12, s33
	s_ashr_i32 s33, s8, 3
	s_lshl_b64 s[8:9], s[4:5], 1
	s_add_u32 s36, s36, s8
	s_addc_u32 s37, s37, s9
	s_lshl_b64 s[10:11], s[60:61], 1
	s_add_u32 s20, s40, s10
	s_mul_i32 s10, s13, s2
	s_addc_u32 s21, s41, s11
	s_sub_i32 s10, s12, s10
	s_add_i32 s11, s13, 1
	s_sub_i32 s12, s10, s2
	s_cmp_ge_u32 s10, s2
	s_cselect_b32 s11, s11, s13
	s_cselect_b32 s10, s12, s10
	s_add_i32 s12, s11, 1
	s_cmp_ge_u32 s10, s2
	s_cselect_b32 s2, s12, s11
	s_xor_b32 s2, s2, s14
	s_sub_i32 s40, s2, s14
	s_ashr_i32 s41, s40, 31
	s_cmp_gt_i32 s62, -1
	s_cselect_b64 s[10:11], -1, 0
	s_lshl_b64 s[12:13], s[60:61], 2
	s_add_u32 s12, s42, s12
	s_addc_u32 s13, s43, s13
	v_mov_b32_e32 v23, 0
	global_load_dword v22, v23, s[12:13]
	v_lshlrev_b32_e32 v29, 2, v0
	v_and_b32_e32 v30, 0x7c, v29
	v_mov_b32_e32 v18, 0x3000
	v_lshlrev_b32_e32 v33, 2, v30
	v_lshl_or_b32 v58, v1, 2, v18
	global_load_dwordx4 v[18:21], v33, s[44:45]
	s_load_dwordx8 s[52:59], s[0:1], 0xa0
	s_load_dwordx2 s[42:43], s[0:1], 0xc0
	s_load_dwordx4 s[12:15], s[0:1], 0xc8
	s_waitcnt lgkmcnt(0)
	s_mov_b32 s15, 0xc2d00000
	v_mov_b32_e32 v54, 0xc2d00000
	s_mov_b32 s2, s23
	s_mov_b32 s23, 0x42b20000
	v_div_scale_f32 v28, s[0:1], s13, s13, 1.0
	v_rcp_f32_e32 v31, v28
	v_div_scale_f32 v32, vcc, 1.0, s13, 1.0
	v_mov_b32_e32 v55, 0x42b20000
	v_fma_f32 v26, -v28, v31, 1.0
	v_fmac_f32_e32 v31, v26, v31
	v_mul_f32_e32 v38, v32, v31
	v_fma_f32 v39, -v28, v38, v32
	v_fmac_f32_e32 v38, v39, v31
	v_fma_f32 v28, -v28, v38, v32
	v_div_fmas_f32 v28, v28, v31, v38
	v_mov_b32_e32 v56, 0x4b400000
	v_mov_b32_e32 v57, 0x3ab60b61
	s_lshl_b64 s[0:1], s[40:41], 7
	v_or_b32_e32 v24, s4, v30
	v_or_b32_e32 v30, s0, v30
	s_add_u32 s0, s46, s8
	v_mov_b32_e32 v25, s5
	v_mov_b32_e32 v31, s1
	s_addc_u32 s1, s47, s9
	s_and_b64 s[4:5], s[10:11], s[6:7]
	s_mul_i32 s6, s43, s62
	s_mul_hi_u32 s7, s42, s62
	v_lshlrev_b64 v[34:35], 1, v[36:37]
	s_add_i32 s7, s7, s6
	s_mul_i32 s6, s42, s62
	v_lshl_add_u64 v[26:27], s[36:37], 0, v[34:35]
	s_lshl_b64 s[36:37], s[2:3], 7
	s_lshl_b64 s[6:7], s[6:7], 2
	s_lshl_b64 s[8:9], s[60:61], 16
	s_add_u32 s6, s6, s8
	v_lshrrev_b32_e32 v51, 5, v0
	s_addc_u32 s7, s7, s9
	v_lshlrev_b64 v[36:37], 9, v[36:37]
	v_or_b32_e32 v60, 4, v51
	v_and_b32_e32 v1, 0xfc, v29
	v_lshl_add_u64 v[36:37], s[6:7], 0, v[36:37]
	v_div_fixup_f32 v28, v28, s13, 1.0
	v_xor_b32_e32 v61, 64, v1
	v_xor_b32_e32 v62, 32, v1
	v_xor_b32_e32 v63, 16, v1
	v_xor_b32_e32 v64, 8, v1
	v_xor_b32_e32 v65, 4, v1
	v_lshl_or_b32 v66, v51, 9, v33
	v_lshl_or_b32 v69, v60, 9, v33
	v_lshlrev_b32_e32 v1, 6, v50
	v_add_u32_e32 v52, s28, v50
	v_add_u32_e32 v53, s28, v0
	s_mov_b32 s22, 0x3fb8aa3b
	s_mov_b32 s24, 0xcb400000
	s_mov_b32 s26, 0xbf317218
	s_mov_b32 s30, 0x3102e308
	s_mov_b32 s34, 0x39500d01
	v_add_u32_e32 v59, s28, v51
	v_or_b32_e32 v67, 0x2000, v66
	v_or_b32_e32 v68, 0x1000, v66
	v_or_b32_e32 v70, 0x2000, v69
	v_or_b32_e32 v71, 0x1000, v69
	v_or_b32_e32 v72, 0x3200, v29
	v_lshl_add_u64 v[34:35], s[0:1], 0, v[34:35]
	v_cmp_eq_u32_e64 s[0:1], 0, v50
	s_mov_b32 s40, s12
	s_mov_b32 s41, s12
	s_mov_b32 s12, s13
	s_mov_b32 s35, s14
	v_mov_b32_e32 v29, v28
	s_waitcnt vmcnt(1)
	v_cmp_ngt_f32_e32 vcc, s15, v22
	s_lshl_b64 s[42:43], s[2:3], 16
	s_mov_b32 s45, 0xf800000
	v_cndmask_b32_e32 v22, v54, v22, vcc
	v_cmp_nlt_f32_e32 vcc, s23, v22
	s_mov_b32 s44, 0x4b400000
	s_mov_b32 s46, 0x3ab60b61
	v_cndmask_b32_e32 v22, v55, v22, vcc
	v_fmamk_f32 v32, v22, 0x3fb8aa3b, v56
	v_add_f32_e32 v32, 0xcb400000, v32
	v_fmac_f32_e32 v22, 0xbf317218, v32
	v_mul_f32_e32 v38, 0x3102e308, v32
	v_add_f32_e32 v39, v22, v38
	v_sub_f32_e32 v22, v39, v22
	v_fmamk_f32 v40, v39, 0x39500d01, v57
	v_sub_f32_e32 v22, v38, v22
	v_fmaak_f32 v38, v40, v39, 0x3c088889
	v_fmaak_f32 v38, v38, v39, 0x3d2aaaab
	v_cmp_o_f32_e32 vcc, v32, v32
	v_fmaak_f32 v38, v38, v39, 0x3e2aaaab
	v_mul_f32_e32 v41, v39, v39
	v_cndmask_b32_e32 v32, 0, v32, vcc
	v_fma_f32 v38, v38, v39, 0.5
	v_cvt_i32_f32_e32 v32, v32
	v_mul_f32_e32 v38, v41, v38
	v_add_f32_e32 v41, v39, v38
	v_sub_f32_e32 v39, v41, v39
	v_add_f32_e32 v42, 1.0, v41
	v_sub_f32_e32 v38, v38, v39
	v_add_f32_e32 v39, -1.0, v42
	v_ashrrev_i32_e32 v40, 1, v32
	v_add_f32_e32 v22, v22, v38
	v_sub_f32_e32 v38, v41, v39
	v_sub_u32_e32 v32, v32, v40
	v_lshlrev_b32_e32 v40, 23, v40
	v_add_f32_e32 v22, v38, v22
	v_add_u32_e32 v40, 1.0, v40
	v_lshlrev_b32_e32 v32, 23, v32
	v_add_f32_e32 v22, v42, v22
	v_add_u32_e32 v32, 1.0, v32
	v_mul_f32_e32 v22, v22, v40
	v_mul_f32_e32 v22, v22, v32
	v_sub_f32_e32 v32, 0, v22
	v_lshlrev_b32_e32 v22, 4, v50
	v_lshl_add_u64 v[36:37], v[36:37], 0, v[22:23]
	v_mov_b32_e32 v33, v32
	v_lshl_add_u64 v[36:37], s[48:49], 0, v[36:37]
	v_mov_b32_e32 v23, 0x260
	s_mov_b32 s48, 0x3c088889
	s_mov_b32 s60, 0x3d2aaaab
	s_mov_b32 s62, 0x3e2aaaab
	v_mov_b32_e32 v38, -1.0
	s_mov_b32 s47, 0x800000
	s_mov_b32 s64, 0x4b000000
	s_mov_b32 s66, 0x3e638e39
	s_mov_b32 s68, 0x3e3a2e8c
	s_mov_b32 s70, 0x3e924925
	s_mov_b32 s72, 0x3ecccccd
	s_mov_b32 s74, 0x3f2aaaab
	s_mov_b32 s76, 0xb102e308
	s_mov_b32 s78, 0x3f317218
	s_mov_b32 s49, 0x7f800000
	v_add_u32_e32 v73, v58, v1
	s_movk_i32 s61, 0x7fff
	s_xor_b64 s[80:81], s[4:5], -1
	v_not_b32_e32 v74, 22
	v_mov_b32_e32 v75, 0xff800000
	v_mov_b32_e32 v76, 0x7f800000
	v_mov_b32_e32 v77, 0x7fc00000
	v_bfrev_b32_e32 v78, 1
	s_mov_b32 s63, 0
	s_branch .LBB0_9
.LBB0_8:
	s_add_i32 s63, s63, 1
	s_add_i32 s27, s27, -8
	s_add_i32 s31, s31, 8
	s_cmp_eq_u32 s63, s33
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_76
.LBB0_9:
	s_lshl_b32 s67, s63, 3
	s_sub_i32 s65, s29, s67
	v_mov_b32_e32 v80, 0
	v_cmp_gt_i32_e64 s[2:3], s65, v50
	v_mov_b32_e32 v79, v80
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_11
	v_add_u32_e32 v1, s67, v52
	v_ashrrev_i32_e32 v39, 31, v1
	v_mul_lo_u32 v39, s54, v39
	v_mul_lo_u32 v42, s55, v1
	v_mad_u64_u32 v[40:41], s[6:7], s54, v1, 0
	v_add3_u32 v41, v41, v39, v42
	v_lshl_add_u64 v[40:41], v[40:41], 1, v[26:27]
	global_load_ushort v1, v[40:41], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v79, 16, v1
.LBB0_11:
	s_or_b64 exec, exec, s[4:5]
	s_min_i32 s8, s65, 8
	v_cmp_gt_i32_e64 s[4:5], s8, v0
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB0_13
	v_add_u32_e32 v1, s67, v53
	v_ashrrev_i32_e32 v39, 31, v1
	v_mul_lo_u32 v39, s58, v39
	v_mul_lo_u32 v42, s59, v1
	v_mad_u64_u32 v[40:41], s[10:11], s58, v1, 0
	v_add3_u32 v41, v41, v39, v42
	v_lshl_add_u64 v[40:41], v[40:41], 1, s[20:21]
	global_load_ushort v1, v[40:41], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v80, 16, v1
.LBB0_13:
	s_or_b64 exec, exec, s[6:7]
	v_add_u32_e32 v40, s67, v59
	v_ashrrev_i32_e32 v1, 31, v40
	v_mul_lo_u32 v39, s50, v1
	v_mul_lo_u32 v41, s51, v40
	v_mad_u64_u32 v[42:43], s[6:7], s50, v40, v[30:31]
	v_mov_b32_e32 v93, 0
	v_cmp_gt_i32_e32 vcc, s8, v51
	v_add3_u32 v43, v41, v43, v39
	v_mov_b32_e32 v91, v93
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_15
	v_lshl_add_u64 v[44:45], v[42:43], 1, s[16:17]
	global_load_ushort v39, v[44:45], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v91, 16, v39
.LBB0_15:
	s_or_b64 exec, exec, s[6:7]
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_17
	v_lshl_add_u64 v[44:45], v[42:43], 1, s[16:17]
	global_load_ushort v39, v[44:45], off offset:2
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v93, 16, v39
.LBB0_17:
	s_or_b64 exec, exec, s[6:7]
	v_mov_b32_e32 v90, 0
	v_mov_b32_e32 v39, v90
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_19
	v_lshl_add_u64 v[44:45], v[42:43], 1, s[16:17]
	global_load_ushort v39, v[44:45], off offset:4
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v39, 16, v39
.LBB0_19:
	s_or_b64 exec, exec, s[6:7]
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_21
	v_lshl_add_u64 v[42:43], v[42:43], 1, s[16:17]
	global_load_ushort v41, v[42:43], off offset:6
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v90, 16, v41
.LBB0_21:
	s_or_b64 exec, exec, s[6:7]
	v_mad_u64_u32 v[42:43], s[6:7], s52, v40, v[30:31]
	v_mul_lo_u32 v41, s52, v1
	v_mul_lo_u32 v44, s53, v40
	v_mov_b32_e32 v95, 0
	v_add3_u32 v43, v44, v43, v41
	v_mov_b32_e32 v94, v95
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_23
	v_lshl_add_u64 v[44:45], v[42:43], 1, s[18:19]
	global_load_ushort v41, v[44:45], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v94, 16, v41
.LBB0_23:
	s_or_b64 exec, exec, s[6:7]
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_25
	v_lshl_add_u64 v[44:45], v[42:43], 1, s[18:19]
	global_load_ushort v41, v[44:45], off offset:2
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v95, 16, v41
.LBB0_25:
	s_or_b64 exec, exec, s[6:7]
	v_mov_b32_e32 v92, 0
	v_mov_b32_e32 v89, v92
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_27
	v_lshl_add_u64 v[44:45], v[42:43], 1, s[18:19]
	global_load_ushort v41, v[44:45], off offset:4
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v89, 16, v41
.LBB0_27:
	s_or_b64 exec, exec, s[6:7]
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_29
	v_lshl_add_u64 v[42:43], v[42:43], 1, s[18:19]
	global_load_ushort v41, v[42:43], off offset:6
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v92, 16, v41
.LBB0_29:
	s_or_b64 exec, exec, s[6:7]
	v_mad_u64_u32 v[42:43], s[6:7], s56, v40, v[24:25]
	v_mul_lo_u32 v1, s56, v1
	v_mul_lo_u32 v41, s57, v40
	v_mov_b32_e32 v47, 0
	v_add3_u32 v43, v41, v43, v1
	v_mov_b32_e32 v46, v47
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_31
	v_lshl_add_u64 v[44:45], v[42:43], 1, s[38:39]
	global_load_ushort v1, v[44:45], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v46, 16, v1
.LBB0_31:
	s_or_b64 exec, exec, s[6:7]
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_33
	v_lshl_add_u64 v[44:45], v[42:43], 1, s[38:39]
	global_load_ushort v1, v[44:45], off offset:2
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v47, 16, v1
.LBB0_33:
	s_or_b64 exec, exec, s[6:7]
	v_mov_b32_e32 v45, 0
	v_mov_b32_e32 v44, v45
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_35
	v_lshl_add_u64 v[48:49], v[42:43], 1, s[38:39]
	global_load_ushort v1, v[48:49], off offset:4
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v44, 16, v1
.LBB0_35:
	s_or_b64 exec, exec, s[6:7]
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_37
	v_lshl_add_u64 v[42:43], v[42:43], 1, s[38:39]
	global_load_ushort v1, v[42:43], off offset:6
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v45, 16, v1
.LBB0_37:
	s_or_b64 exec, exec, s[6:7]
	v_add_u32_e32 v40, 4, v40
	v_ashrrev_i32_e32 v1, 31, v40
	v_cmp_gt_i32_e64 s[6:7], s8, v60
	v_mul_lo_u32 v41, s50, v1
	v_mul_lo_u32 v48, s51, v40
	v_mad_u64_u32 v[42:43], s[8:9], s50, v40, v[30:31]
	v_mov_b32_e32 v86, 0
	v_add3_u32 v43, v48, v43, v41
	v_mov_b32_e32 v84, v86
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB0_39
	v_lshl_add_u64 v[48:49], v[42:43], 1, s[16:17]
	global_load_ushort v41, v[48:49], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v84, 16, v41
.LBB0_39:
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB0_41
	v_lshl_add_u64 v[48:49], v[42:43], 1, s[16:17]
	global_load_ushort v41, v[48:49], off offset:2
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v86, 16, v41
.LBB0_41:
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32_e32 v82, 0
	v_mov_b32_e32 v81, v82
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB0_43
	v_lshl_add_u64 v[48:49], v[42:43], 1, s[16:17]
	global_load_ushort v41, v[48:49], off offset:4
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v81, 16, v41
.LBB0_43:
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB0_45
	v_lshl_add_u64 v[42:43], v[42:43], 1, s[16:17]
	global_load_ushort v41, v[42:43], off offset:6
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v82, 16, v41
.LBB0_45:
	s_or_b64 exec, exec, s[8:9]
	v_mad_u64_u32 v[42:43], s[8:9], s52, v40, v[30:31]
	v_mul_lo_u32 v41, s52, v1
	v_mul_lo_u32 v48, s53, v40
	v_mov_b32_e32 v88, 0
	v_add3_u32 v43, v48, v43, v41
	v_mov_b32_e32 v87, v88
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB0_47
	v_lshl_add_u64 v[48:49], v[42:43], 1, s[18:19]
	global_load_ushort v41, v[48:49], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v87, 16, v41
.LBB0_47:
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB0_49
	v_lshl_add_u64 v[48:49], v[42:43], 1, s[18:19]
	global_load_ushort v41, v[48:49], off offset:2
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v88, 16, v41
.LBB0_49:
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32_e32 v85, 0
	v_mov_b32_e32 v83, v85
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB0_51
	v_lshl_add_u64 v[48:49], v[42:43], 1, s[18:19]
	global_load_ushort v41, v[48:49], off offset:4
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v83, 16, v41
.LBB0_51:
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB0_53
	v_lshl_add_u64 v[42:43], v[42:43], 1, s[18:19]
	global_load_ushort v41, v[42:43], off offset:6
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v85, 16, v41
.LBB0_53:
	s_or_b64 exec, exec, s[8:9]
	v_mad_u64_u32 v[48:49], s[8:9], s56, v40, v[24:25]
	v_mul_lo_u32 v1, s56, v1
	v_mul_lo_u32 v40, s57, v40
	v_mov_b32_e32 v41, 0
	v_add3_u32 v49, v40, v49, v1
	v_mov_b32_e32 v40, v41
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB0_55
	v_lshl_add_u64 v[42:43], v[48:49], 1, s[38:39]
	global_load_ushort v1, v[42:43], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v40, 16, v1
.LBB0_55:
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB0_57
	v_lshl_add_u64 v[42:43], v[48:49], 1, s[38:39]
	global_load_ushort v1, v[42:43], off offset:2
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v41, 16, v1
.LBB0_57:
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32_e32 v43, 0
	v_mov_b32_e32 v42, v43
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execnz .LBB0_71
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execnz .LBB0_72
.LBB0_59:
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[82:83], vcc
	s_cbranch_execnz .LBB0_73
.LBB0_60:
	s_or_b64 exec, exec, s[82:83]
	s_and_saveexec_b64 s[10:11], s[6:7]
	s_cbranch_execnz .LBB0_74
.LBB0_61:
	s_or_b64 exec, exec, s[10:11]
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execnz .LBB0_75
.LBB0_62:
	s_or_b64 exec, exec, s[6:7]
	s_and_saveexec_b64 s[4:5], s[2:3]
.LBB0_63:
	ds_write_b32 v73, v79
.LBB0_64:
	s_or_b64 exec, exec, s[4:5]
	s_cmp_eq_u32 s67, 0
	s_cselect_b64 s[2:3], -1, 0
	v_cndmask_b32_e64 v40, v78, 0, s[2:3]
	v_pk_add_f32 v[2:3], v[2:3], v[40:41] op_sel_hi:[1,0]
	v_pk_add_f32 v[4:5], v[4:5], v[40:41] op_sel_hi:[1,0]
	v_pk_add_f32 v[10:11], v[10:11], v[40:41] op_sel_hi:[1,0]
	v_pk_add_f32 v[12:13], v[12:13], v[40:41] op_sel_hi:[1,0]
	v_pk_add_f32 v[6:7], v[6:7], v[40:41] op_sel_hi:[1,0]
	v_pk_add_f32 v[8:9], v[8:9], v[40:41] op_sel_hi:[1,0]
	v_pk_add_f32 v[14:15], v[14:15], v[40:41] op_sel_hi:[1,0]
	v_pk_add_f32 v[16:17], v[16:17], v[40:41] op_sel_hi:[1,0]
	s_cmp_lt_i32 s65, 1
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_8
	s_ashr_i32 s2, s31, 31
	s_mul_i32 s3, s43, s31
	s_mul_i32 s2, s42, s2
	v_mov_b32_e32 v39, s31
	s_add_i32 s4, s2, s3
	v_mad_u64_u32 v[40:41], s[2:3], s42, v39, v[36:37]
	v_med3_i32 v1, s27, 1, 8
	v_add_u32_e32 v41, s4, v41
	s_movk_i32 s4, 0x3200
	s_mov_b32 s5, s31
	v_mov_b32_e32 v39, v22
	v_mov_b32_e32 v42, v58
	s_branch .LBB0_67
.LBB0_66:
	v_add_u32_e32 v1, -1, v1
	v_cmp_eq_u32_e32 vcc, 0, v1
	v_add_u32_e32 v42, 64, v42
	v_add_u32_e32 v39, 0x200, v39
	s_add_i32 s4, s4, 4
	s_add_i32 s5, s5, 1
	v_lshl_add_u64 v[40:41], v[40:41], 0, s[42:43]
	s_cbranch_vccnz .LBB0_8
.LBB0_67:
	s_waitcnt lgkmcnt(0)
	ds_read_b128 v[44:47], v39
	ds_read_b128 v[80:83], v39 offset:128
	ds_read_b128 v[84:87], v39 offset:256
	s_waitcnt lgkmcnt(2)
	v_pk_mul_f32 v[48:49], v[2:3], v[44:45]
	v_pk_mul_f32 v[88:89], v[4:5], v[46:47]
	ds_read_b128 v[2:5], v39 offset:4096
	ds_read_b128 v[44:47], v39 offset:4224
	s_waitcnt lgkmcnt(3)
	v_pk_mul_f32 v[90:91], v[10:11], v[80:81]
	v_pk_mul_f32 v[92:93], v[12:13], v[82:83]
	ds_read_b128 v[10:13], v39 offset:384
	s_waitcnt lgkmcnt(3)
	v_pk_mul_f32 v[84:85], v[6:7], v[84:85]
	v_pk_mul_f32 v[86:87], v[8:9], v[86:87]
	ds_read_b128 v[6:9], v39 offset:4352
	ds_read_b128 v[80:83], v39 offset:4480
	v_mov_b32_e32 v94, v48
	s_waitcnt lgkmcnt(2)
	v_pk_mul_f32 v[14:15], v[14:15], v[10:11]
	v_pk_mul_f32 v[16:17], v[16:17], v[12:13]
	v_mov_b32_e32 v10, v3
	v_mov_b32_e32 v11, v45
	v_mov_b32_e32 v12, v49
	v_mov_b32_e32 v13, v91
	v_pk_mul_f32 v[10:11], v[10:11], v[12:13]
	v_mov_b32_e32 v12, v2
	v_mov_b32_e32 v13, v44
	v_mov_b32_e32 v95, v90
	v_pk_fma_f32 v[10:11], v[12:13], v[94:95], v[10:11]
	v_mov_b32_e32 v12, v4
	v_mov_b32_e32 v13, v46
	v_mov_b32_e32 v94, v88
	v_mov_b32_e32 v95, v92
	v_pk_fma_f32 v[10:11], v[12:13], v[94:95], v[10:11]
	v_mov_b32_e32 v12, v5
	v_mov_b32_e32 v13, v47
	v_mov_b32_e32 v94, v89
	v_mov_b32_e32 v95, v93
	v_pk_fma_f32 v[10:11], v[12:13], v[94:95], v[10:11]
	s_waitcnt lgkmcnt(1)
	v_mov_b32_e32 v12, v7
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v13, v81
	v_mov_b32_e32 v94, v85
	v_mov_b32_e32 v95, v15
	v_pk_mul_f32 v[12:13], v[12:13], v[94:95]
	v_mov_b32_e32 v94, v6
	v_mov_b32_e32 v95, v80
	v_mov_b32_e32 v96, v84
	v_mov_b32_e32 v97, v14
	v_pk_fma_f32 v[12:13], v[94:95], v[96:97], v[12:13]
	v_mov_b32_e32 v94, v8
	v_mov_b32_e32 v95, v82
	v_mov_b32_e32 v96, v86
	v_mov_b32_e32 v97, v16
	v_pk_fma_f32 v[12:13], v[94:95], v[96:97], v[12:13]
	v_mov_b32_e32 v94, v9
	v_mov_b32_e32 v95, v83
	v_mov_b32_e32 v96, v87
	v_mov_b32_e32 v97, v17
	v_pk_fma_f32 v[12:13], v[94:95], v[96:97], v[12:13]
	s_nop 0
	v_pk_add_f32 v[10:11], v[10:11], v[12:13]
	v_mov_b32_e32 v12, s4
	v_add_f32_e32 v10, v10, v11
	ds_bpermute_b32 v11, v63, v10
	ds_read_b32 v13, v42
	ds_read_b32 v12, v12
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v10, v10, v11
	ds_bpermute_b32 v11, v64, v10
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v10, v10, v11
	ds_bpermute_b32 v11, v65, v10
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v10, v10, v11
	v_sub_f32_e32 v10, v13, v10
	v_mul_f32_e32 v94, v12, v10
	v_pk_fma_f32 v[10:11], v[44:45], v[94:95], v[90:91] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[12:13], v[46:47], v[94:95], v[92:93] op_sel_hi:[1,0,1]
	ds_read_b128 v[44:47], v39 offset:8192
	v_pk_fma_f32 v[4:5], v[4:5], v[94:95], v[88:89] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[6:7], v[6:7], v[94:95], v[84:85] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[8:9], v[8:9], v[94:95], v[86:87] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[14:15], v[80:81], v[94:95], v[14:15] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[16:17], v[82:83], v[94:95], v[16:17] op_sel_hi:[1,0,1]
	ds_read_b128 v[80:83], v39 offset:8320
	ds_read_b128 v[84:87], v39 offset:8448
	ds_read_b128 v[88:91], v39 offset:8576
	v_pk_fma_f32 v[2:3], v[2:3], v[94:95], v[48:49] op_sel_hi:[1,0,1]
	s_waitcnt lgkmcnt(3)
	v_mul_f32_e32 v43, v45, v3
	v_fmac_f32_e32 v43, v44, v2
	v_fmac_f32_e32 v43, v46, v4
	s_waitcnt lgkmcnt(2)
	v_mul_f32_e32 v44, v81, v11
	s_waitcnt lgkmcnt(1)
	v_mul_f32_e32 v45, v7, v85
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v46, v15, v89
	v_fmac_f32_e32 v44, v80, v10
	v_fmac_f32_e32 v45, v84, v6
	v_fmac_f32_e32 v46, v88, v14
	v_fmac_f32_e32 v44, v82, v12
	v_fmac_f32_e32 v45, v86, v8
	v_fmac_f32_e32 v46, v90, v16
	v_fmac_f32_e32 v43, v47, v5
	v_fmac_f32_e32 v44, v83, v13
	v_fmac_f32_e32 v45, v87, v9
	v_fmac_f32_e32 v46, v91, v17
	v_add_f32_e32 v43, v43, v45
	v_add_f32_e32 v44, v44, v46
	v_add_f32_e32 v43, v43, v44
	ds_bpermute_b32 v44, v63, v43
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v43, v43, v44
	ds_bpermute_b32 v44, v64, v43
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v43, v43, v44
	ds_bpermute_b32 v44, v65, v43
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_69
	s_add_i32 s6, s28, s5
	s_ashr_i32 s7, s6, 31
	s_mul_i32 s7, s36, s7
	s_mul_hi_u32 s8, s36, s6
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v43, v43, v44
	s_add_i32 s7, s8, s7
	s_mul_i32 s8, s37, s6
	v_bfe_u32 v44, v43, 16, 1
	s_add_i32 s7, s7, s8
	s_mul_i32 s6, s36, s6
	v_add3_u32 v44, v44, v43, s61
	v_or_b32_e32 v45, 0x400000, v43
	v_cmp_u_f32_e32 vcc, v43, v43
	s_nop 1
	v_cndmask_b32_e32 v43, v44, v45, vcc
	v_lshl_add_u64 v[44:45], s[6:7], 1, v[34:35]
	global_store_short_d16_hi v[44:45], v43, off
.LBB0_69:
	s_or_b64 exec, exec, s[2:3]
	s_cmp_ge_i32 s5, s25
	s_cselect_b64 s[2:3], -1, 0
	s_or_b64 s[2:3], s[2:3], s[80:81]
	s_and_b64 vcc, exec, s[2:3]
	s_cbranch_vccnz .LBB0_66
	global_store_dwordx4 v[40:41], v[2:5], off
	global_store_dwordx4 v[40:41], v[10:13], off offset:128
	global_store_dwordx4 v[40:41], v[6:9], off offset:256
	global_store_dwordx4 v[40:41], v[14:17], off offset:384
	s_branch .LBB0_66
.LBB0_71:
	v_lshl_add_u64 v[96:97], v[48:49], 1, s[38:39]
	global_load_ushort v1, v[96:97], off offset:4
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v42, 16, v1
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB0_59
.LBB0_72:
	v_lshl_add_u64 v[48:49], v[48:49], 1, s[38:39]
	global_load_ushort v1, v[48:49], off offset:6
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v43, 16, v1
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[82:83], vcc
	s_cbranch_execz .LBB0_60
.LBB0_73:
	v_mul_f32_e32 v1, v93, v93
	v_fmac_f32_e32 v1, v91, v91
	v_mul_f32_e32 v49, v95, v95
	v_fmac_f32_e32 v1, v39, v39
	v_fmac_f32_e32 v49, v94, v94
	v_fmac_f32_e32 v1, v90, v90
	v_fmac_f32_e32 v49, v89, v89
	ds_bpermute_b32 v48, v61, v1
	v_fmac_f32_e32 v49, v92, v92
	ds_bpermute_b32 v96, v61, v49
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v1, v1, v48
	ds_bpermute_b32 v48, v62, v1
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v49, v49, v96
	ds_bpermute_b32 v96, v62, v49
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v1, v1, v48
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v48, v49, v96
	ds_bpermute_b32 v49, v63, v1
	ds_bpermute_b32 v96, v63, v48
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v1, v1, v49
	ds_bpermute_b32 v49, v64, v1
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v48, v48, v96
	ds_bpermute_b32 v96, v64, v48
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v1, v1, v49
	ds_bpermute_b32 v49, v65, v1
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v48, v48, v96
	ds_bpermute_b32 v96, v65, v48
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v1, v1, v49
	v_add_f32_e32 v1, 0x358637bd, v1
	v_mul_f32_e32 v49, 0x4f800000, v1
	v_cmp_gt_f32_e32 vcc, s45, v1
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v48, v48, v96
	v_add_f32_e32 v48, 0x358637bd, v48
	v_cndmask_b32_e32 v1, v1, v49, vcc
	v_sqrt_f32_e32 v49, v1
	v_mul_f32_e32 v96, 0x4f800000, v48
	v_cmp_gt_f32_e64 s[8:9], s45, v48
	v_add_u32_e32 v97, 1, v49
	s_nop 0
	v_cndmask_b32_e64 v48, v48, v96, s[8:9]
	v_add_u32_e32 v96, -1, v49
	v_fma_f32 v98, -v96, v49, v1
	v_fma_f32 v99, -v97, v49, v1
	v_cmp_ge_f32_e64 s[10:11], 0, v98
	s_nop 1
	v_cndmask_b32_e64 v49, v49, v96, s[10:11]
	v_cmp_lt_f32_e64 s[10:11], 0, v99
	s_nop 1
	v_cndmask_b32_e64 v49, v49, v97, s[10:11]
	v_sqrt_f32_e32 v97, v48
	v_mul_f32_e32 v96, 0x37800000, v49
	v_cndmask_b32_e32 v49, v49, v96, vcc
	v_cmp_class_f32_e32 vcc, v1, v23
	s_nop 1
	v_cndmask_b32_e32 v1, v49, v1, vcc
	v_add_u32_e32 v49, -1, v97
	v_fma_f32 v96, -v49, v97, v48
	v_cmp_ge_f32_e32 vcc, 0, v96
	v_add_u32_e32 v96, 1, v97
	s_nop 0
	v_cndmask_b32_e32 v49, v97, v49, vcc
	v_fma_f32 v97, -v96, v97, v48
	v_cmp_lt_f32_e32 vcc, 0, v97
	v_div_scale_f32 v97, s[10:11], v1, v1, v93
	v_rcp_f32_e32 v98, v97
	v_cndmask_b32_e32 v49, v49, v96, vcc
	v_mul_f32_e32 v96, 0x37800000, v49
	v_cndmask_b32_e64 v49, v49, v96, s[8:9]
	v_cmp_class_f32_e32 vcc, v48, v23
	s_nop 1
	v_cndmask_b32_e32 v100, v49, v48, vcc
	v_fma_f32 v48, -v97, v98, 1.0
	v_fmac_f32_e32 v98, v48, v98
	v_div_scale_f32 v48, vcc, v93, v1, v93
	v_mul_f32_e32 v49, v48, v98
	v_fma_f32 v96, -v97, v49, v48
	v_fmac_f32_e32 v49, v96, v98
	v_div_scale_f32 v96, s[8:9], v1, v1, v91
	v_fma_f32 v48, -v97, v49, v48
	v_rcp_f32_e32 v97, v96
	v_div_fmas_f32 v48, v48, v98, v49
	v_div_fixup_f32 v49, v48, v1, v93
	v_fma_f32 v48, -v96, v97, 1.0
	v_fmac_f32_e32 v97, v48, v97
	v_div_scale_f32 v48, vcc, v91, v1, v91
	v_mul_f32_e32 v93, v48, v97
	v_fma_f32 v98, -v96, v93, v48
	v_fmac_f32_e32 v93, v98, v97
	v_div_scale_f32 v98, s[8:9], v100, v100, v95
	v_rcp_f32_e32 v99, v98
	v_fma_f32 v48, -v96, v93, v48
	v_div_fmas_f32 v48, v48, v97, v93
	v_div_fixup_f32 v48, v48, v1, v91
	v_pk_mul_f32 v[96:97], s[40:41], v[48:49]
	v_fma_f32 v48, -v98, v99, 1.0
	v_fmac_f32_e32 v99, v48, v99
	v_div_scale_f32 v48, vcc, v95, v100, v95
	v_mul_f32_e32 v49, v48, v99
	v_fma_f32 v91, -v98, v49, v48
	v_fmac_f32_e32 v49, v91, v99
	v_div_scale_f32 v91, s[8:9], v100, v100, v94
	v_rcp_f32_e32 v93, v91
	v_fma_f32 v48, -v98, v49, v48
	v_div_fmas_f32 v48, v48, v99, v49
	v_div_fixup_f32 v95, v48, v100, v95
	v_fma_f32 v48, -v91, v93, 1.0
	v_fmac_f32_e32 v93, v48, v93
	v_div_scale_f32 v48, vcc, v94, v100, v94
	v_mul_f32_e32 v49, v48, v93
	v_fma_f32 v98, -v91, v49, v48
	v_fmac_f32_e32 v49, v98, v93
	v_fma_f32 v48, -v91, v49, v48
	v_div_scale_f32 v91, s[8:9], v1, v1, v90
	v_rcp_f32_e32 v98, v91
	v_div_fmas_f32 v48, v48, v93, v49
	v_div_fixup_f32 v94, v48, v100, v94
	v_fma_f32 v48, -v91, v98, 1.0
	v_fmac_f32_e32 v98, v48, v98
	v_div_scale_f32 v48, vcc, v90, v1, v90
	v_mul_f32_e32 v49, v48, v98
	v_fma_f32 v93, -v91, v49, v48
	v_fmac_f32_e32 v49, v93, v98
	v_fma_f32 v48, -v91, v49, v48
	v_div_scale_f32 v91, s[8:9], v1, v1, v39
	v_rcp_f32_e32 v93, v91
	v_div_fmas_f32 v48, v48, v98, v49
	v_div_fixup_f32 v49, v48, v1, v90
	v_fma_f32 v48, -v91, v93, 1.0
	v_fmac_f32_e32 v93, v48, v93
	v_div_scale_f32 v48, vcc, v39, v1, v39
	v_mul_f32_e32 v90, v48, v93
	v_fma_f32 v98, -v91, v90, v48
	v_fmac_f32_e32 v90, v98, v93
	v_fma_f32 v48, -v91, v90, v48
	v_div_fmas_f32 v48, v48, v93, v90
	v_div_scale_f32 v90, s[8:9], v100, v100, v92
	v_rcp_f32_e32 v91, v90
	v_div_fixup_f32 v48, v48, v1, v39
	v_pk_mul_f32 v[98:99], s[40:41], v[48:49]
	ds_write_b128 v67, v[96:99]
	v_fma_f32 v1, -v90, v91, 1.0
	v_fmac_f32_e32 v91, v1, v91
	v_div_scale_f32 v1, vcc, v92, v100, v92
	v_mul_f32_e32 v39, v1, v91
	v_fma_f32 v48, -v90, v39, v1
	v_fmac_f32_e32 v39, v48, v91
	v_div_scale_f32 v48, s[8:9], v100, v100, v89
	v_rcp_f32_e32 v49, v48
	v_fma_f32 v1, -v90, v39, v1
	v_div_fmas_f32 v1, v1, v91, v39
	v_div_fixup_f32 v97, v1, v100, v92
	v_fma_f32 v1, -v48, v49, 1.0
	v_fmac_f32_e32 v49, v1, v49
	v_div_scale_f32 v1, vcc, v89, v100, v89
	v_mul_f32_e32 v39, v1, v49
	v_fma_f32 v90, -v48, v39, v1
	v_fmac_f32_e32 v39, v90, v49
	s_waitcnt vmcnt(0)
	v_pk_add_f32 v[90:91], v[18:19], v[46:47]
	v_fma_f32 v1, -v48, v39, v1
	v_pk_mul_f32 v[92:93], s[12:13], v[90:91]
	v_div_fmas_f32 v1, v1, v49, v39
	v_cmp_ngt_f32_e32 vcc, s15, v92
	s_nop 1
	v_cndmask_b32_e32 v39, v54, v92, vcc
	v_cmp_ngt_f32_e32 vcc, s15, v93
	s_nop 1
	v_cndmask_b32_e32 v46, v54, v93, vcc
	v_cmp_nlt_f32_e32 vcc, s23, v46
	s_nop 1
	v_cndmask_b32_e32 v49, v55, v46, vcc
	v_cmp_nlt_f32_e32 vcc, s23, v39
	v_mov_b64_e32 v[46:47], s[44:45]
	s_nop 0
	v_cndmask_b32_e32 v48, v55, v39, vcc
	v_pk_fma_f32 v[98:99], v[48:49], s[22:23], v[46:47] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_add_f32 v[98:99], v[98:99], s[24:25] op_sel_hi:[1,0]
	s_nop 0
	v_cmp_o_f32_e32 vcc, v99, v99
	s_nop 1
	v_cndmask_b32_e32 v39, 0, v99, vcc
	v_cmp_o_f32_e32 vcc, v98, v98
	v_cvt_i32_f32_e32 v112, v39
	s_nop 0
	v_cndmask_b32_e32 v96, 0, v98, vcc
	v_cvt_i32_f32_e32 v113, v96
	v_div_fixup_f32 v96, v1, v100, v89
	ds_write_b128 v68, v[94:97]
	v_pk_fma_f32 v[96:97], v[98:99], s[26:27], v[48:49] op_sel_hi:[1,0,1]
	v_pk_mul_f32 v[98:99], v[98:99], s[30:31] op_sel_hi:[1,0]
	v_mov_b64_e32 v[48:49], s[46:47]
	v_pk_add_f32 v[100:101], v[96:97], v[98:99]
	v_ashrrev_i32_e32 v1, 1, v112
	v_pk_fma_f32 v[106:107], v[100:101], s[34:35], v[48:49] op_sel_hi:[1,0,0]
	v_pk_mul_f32 v[108:109], v[100:101], v[100:101]
	v_pk_fma_f32 v[106:107], v[106:107], v[100:101], s[48:49] op_sel_hi:[1,1,0]
	v_pk_add_f32 v[102:103], v[100:101], v[96:97] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_fma_f32 v[106:107], v[106:107], v[100:101], s[60:61] op_sel_hi:[1,1,0]
	v_pk_add_f32 v[104:105], v[98:99], v[102:103] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_fma_f32 v[106:107], v[106:107], v[100:101], s[62:63] op_sel_hi:[1,1,0]
	v_ashrrev_i32_e32 v89, 1, v113
	v_pk_fma_f32 v[106:107], v[106:107], v[100:101], 0.5 op_sel_hi:[1,1,0]
	v_lshl_add_u32 v94, v89, 23, 1.0
	v_pk_mul_f32 v[106:107], v[108:109], v[106:107]
	v_lshl_add_u32 v95, v1, 23, 1.0
	v_pk_add_f32 v[108:109], v[100:101], v[106:107]
	s_nop 0
	v_pk_add_f32 v[100:101], v[108:109], v[100:101] neg_lo:[0,1] neg_hi:[0,1]
	v_mov_b32_e32 v98, v109
	v_pk_add_f32 v[100:101], v[106:107], v[100:101] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[106:107], v[108:109], 1.0 op_sel_hi:[1,0]
	s_nop 0
	v_add_f32_e32 v39, -1.0, v106
	v_sub_f32_e32 v96, v108, v39
	v_mov_b32_e32 v39, v97
	v_pk_add_f32 v[110:111], v[106:107], v[38:39] op_sel:[1,0] op_sel_hi:[0,1]
	v_mov_b32_e32 v111, v103
	v_pk_add_f32 v[98:99], v[98:99], v[110:111] neg_lo:[0,1] neg_hi:[0,1]
	v_sub_u32_e32 v39, v113, v89
	v_mov_b32_e32 v105, v99
	v_pk_add_f32 v[100:101], v[104:105], v[100:101]
	v_mov_b32_e32 v97, v98
	v_pk_add_f32 v[96:97], v[96:97], v[100:101]
	v_sub_u32_e32 v89, v112, v1
	v_pk_add_f32 v[96:97], v[106:107], v[96:97]
	v_lshl_add_u32 v99, v89, 23, 1.0
	v_lshl_add_u32 v98, v39, 23, 1.0
	v_pk_mul_f32 v[94:95], v[96:97], v[94:95]
	v_mov_b64_e32 v[104:105], s[66:67]
	v_pk_mul_f32 v[94:95], v[94:95], v[98:99]
	s_nop 0
	v_pk_add_f32 v[94:95], v[94:95], 1.0 op_sel_hi:[1,0]
	s_nop 0
	v_pk_mul_f32 v[96:97], v[94:95], s[64:65] op_sel_hi:[1,0]
	v_cmp_gt_f32_e32 vcc, s47, v94
	v_cmp_gt_f32_e64 s[8:9], s47, v95
	s_nop 0
	v_cndmask_b32_e32 v1, v94, v96, vcc
	v_cndmask_b32_e64 v39, v95, v97, s[8:9]
	v_add_u32_e32 v89, 0xc0cafb0d, v39
	v_add_u32_e32 v98, 0xc0cafb0d, v1
	v_and_b32_e32 v96, 0xff800000, v89
	v_and_b32_e32 v99, 0xff800000, v98
	v_sub_u32_e32 v97, v39, v96
	v_sub_u32_e32 v96, v1, v99
	v_cndmask_b32_e32 v39, 0, v74, vcc
	v_ashrrev_i32_e32 v98, 23, v98
	v_pk_add_f32 v[96:97], v[96:97], -1.0 op_sel_hi:[1,0]
	v_add_u32_e32 v39, v98, v39
	v_pk_add_f32 v[98:99], v[96:97], 2.0 op_sel_hi:[1,0]
	v_cndmask_b32_e64 v1, 0, v74, s[8:9]
	v_div_scale_f32 v102, s[8:9], v99, v99, v97
	v_rcp_f32_e32 v103, v102
	v_ashrrev_i32_e32 v89, 23, v89
	v_add_u32_e32 v1, v89, v1
	v_cvt_f32_i32_e32 v101, v1
	v_fma_f32 v1, -v102, v103, 1.0
	v_fmac_f32_e32 v103, v1, v103
	v_div_scale_f32 v1, vcc, v97, v99, v97
	v_cvt_f32_i32_e32 v100, v39
	v_mul_f32_e32 v39, v1, v103
	v_fma_f32 v89, -v102, v39, v1
	v_fmac_f32_e32 v39, v89, v103
	v_div_scale_f32 v89, s[8:9], v98, v98, v96
	v_fma_f32 v1, -v102, v39, v1
	v_rcp_f32_e32 v102, v89
	v_div_fmas_f32 v1, v1, v103, v39
	v_div_fixup_f32 v99, v1, v99, v97
	v_fma_f32 v1, -v89, v102, 1.0
	v_fmac_f32_e32 v102, v1, v102
	v_div_scale_f32 v1, vcc, v96, v98, v96
	v_mul_f32_e32 v39, v1, v102
	v_fma_f32 v103, -v89, v39, v1
	v_fmac_f32_e32 v39, v103, v102
	v_fma_f32 v1, -v89, v39, v1
	v_div_fmas_f32 v1, v1, v102, v39
	v_div_fixup_f32 v98, v1, v98, v96
	v_pk_mul_f32 v[102:103], v[98:99], v[98:99]
	v_cmp_neq_f32_e32 vcc, 0, v94
	v_pk_fma_f32 v[106:107], v[102:103], s[68:69], v[104:105] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_fma_f32 v[106:107], v[106:107], v[102:103], s[70:71] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[106:107], v[106:107], v[102:103], s[72:73] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[106:107], v[106:107], v[102:103], s[74:75] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_mul_f32 v[102:103], v[102:103], v[106:107] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_pk_add_f32 v[102:103], v[96:97], v[102:103]
	s_nop 0
	v_pk_fma_f32 v[96:97], v[98:99], v[102:103], v[96:97] neg_lo:[1,0,0] neg_hi:[1,0,0]
	s_nop 0
	v_pk_fma_f32 v[96:97], v[100:101], s[76:77], v[96:97] op_sel_hi:[1,0,1]
	s_nop 0
	v_pk_fma_f32 v[96:97], v[100:101], s[78:79], v[96:97] op_sel_hi:[1,0,1]
	s_nop 0
	v_cndmask_b32_e32 v1, v75, v96, vcc
	v_cmp_neq_f32_e32 vcc, 0, v95
	s_nop 1
	v_cndmask_b32_e32 v39, v75, v97, vcc
	v_cmp_neq_f32_e32 vcc, s49, v95
	s_nop 1
	v_cndmask_b32_e32 v39, v76, v39, vcc
	v_cmp_neq_f32_e32 vcc, s49, v94
	s_nop 1
	v_cndmask_b32_e32 v1, v76, v1, vcc
	v_cmp_ngt_f32_e32 vcc, 0, v94
	s_nop 1
	v_cndmask_b32_e32 v1, v77, v1, vcc
	v_cmp_ngt_f32_e32 vcc, 0, v95
	s_nop 1
	v_cndmask_b32_e32 v39, v77, v39, vcc
	v_cmp_u_f32_e32 vcc, v95, v95
	s_nop 1
	v_cndmask_b32_e32 v95, v39, v95, vcc
	v_cmp_u_f32_e32 vcc, v94, v94
	s_nop 1
	v_cndmask_b32_e32 v94, v1, v94, vcc
	v_pk_mul_f32 v[94:95], v[28:29], v[94:95]
	v_cmp_ge_f32_e32 vcc, s35, v93
	s_nop 1
	v_cndmask_b32_e32 v91, v91, v95, vcc
	v_cmp_ge_f32_e32 vcc, s14, v92
	s_nop 1
	v_cndmask_b32_e32 v90, v90, v94, vcc
	v_pk_mul_f32 v[90:91], v[32:33], v[90:91]
	s_nop 0
	v_cmp_ngt_f32_e32 vcc, s15, v90
	s_nop 1
	v_cndmask_b32_e32 v1, v54, v90, vcc
	v_cmp_ngt_f32_e32 vcc, s15, v91
	s_nop 1
	v_cndmask_b32_e32 v39, v54, v91, vcc
	v_cmp_nlt_f32_e32 vcc, s23, v39
	s_nop 1
	v_cndmask_b32_e32 v91, v55, v39, vcc
	v_cmp_nlt_f32_e32 vcc, s23, v1
	s_nop 1
	v_cndmask_b32_e32 v90, v55, v1, vcc
	v_pk_fma_f32 v[92:93], v[90:91], s[22:23], v[46:47] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_add_f32 v[92:93], v[92:93], s[24:25] op_sel_hi:[1,0]
	s_nop 0
	v_pk_fma_f32 v[90:91], v[92:93], s[26:27], v[90:91] op_sel_hi:[1,0,1]
	v_pk_mul_f32 v[94:95], v[92:93], s[30:31] op_sel_hi:[1,0]
	v_cmp_o_f32_e32 vcc, v93, v93
	v_pk_add_f32 v[96:97], v[90:91], v[94:95]
	s_nop 0
	v_pk_add_f32 v[90:91], v[96:97], v[90:91] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_mul_f32 v[98:99], v[96:97], v[96:97]
	v_pk_add_f32 v[90:91], v[94:95], v[90:91] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_fma_f32 v[94:95], v[96:97], s[34:35], v[48:49] op_sel_hi:[1,0,0]
	v_cndmask_b32_e32 v1, 0, v93, vcc
	v_pk_fma_f32 v[94:95], v[94:95], v[96:97], s[48:49] op_sel_hi:[1,1,0]
	v_cmp_o_f32_e32 vcc, v92, v92
	v_pk_fma_f32 v[94:95], v[94:95], v[96:97], s[60:61] op_sel_hi:[1,1,0]
	v_cvt_i32_f32_e32 v1, v1
	v_pk_fma_f32 v[94:95], v[94:95], v[96:97], s[62:63] op_sel_hi:[1,1,0]
	v_cndmask_b32_e32 v39, 0, v92, vcc
	v_pk_fma_f32 v[94:95], v[94:95], v[96:97], 0.5 op_sel_hi:[1,1,0]
	v_cvt_i32_f32_e32 v39, v39
	v_pk_mul_f32 v[94:95], v[98:99], v[94:95]
	v_ashrrev_i32_e32 v89, 1, v1
	v_pk_add_f32 v[98:99], v[96:97], v[94:95]
	v_ashrrev_i32_e32 v92, 1, v39
	v_pk_add_f32 v[96:97], v[98:99], v[96:97] neg_lo:[0,1] neg_hi:[0,1]
	v_sub_u32_e32 v1, v1, v89
	v_pk_add_f32 v[94:95], v[94:95], v[96:97] neg_lo:[0,1] neg_hi:[0,1]
	v_sub_u32_e32 v39, v39, v92
	v_pk_add_f32 v[90:91], v[90:91], v[94:95]
	v_pk_add_f32 v[94:95], v[98:99], 1.0 op_sel_hi:[1,0]
	v_lshl_add_u32 v93, v89, 23, 1.0
	v_pk_add_f32 v[96:97], v[94:95], -1.0 op_sel_hi:[1,0]
	v_lshl_add_u32 v92, v92, 23, 1.0
	v_pk_add_f32 v[96:97], v[98:99], v[96:97] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_pk_add_f32 v[90:91], v[96:97], v[90:91]
	v_pk_add_f32 v[96:97], v[20:21], v[44:45]
	v_pk_add_f32 v[90:91], v[94:95], v[90:91]
	v_pk_mul_f32 v[98:99], s[12:13], v[96:97]
	v_lshl_add_u32 v95, v1, 23, 1.0
	v_cmp_ngt_f32_e32 vcc, s15, v98
	v_lshl_add_u32 v94, v39, 23, 1.0
	s_nop 0
	v_cndmask_b32_e32 v1, v54, v98, vcc
	v_cmp_ngt_f32_e32 vcc, s15, v99
	s_nop 1
	v_cndmask_b32_e32 v39, v54, v99, vcc
	v_cmp_nlt_f32_e32 vcc, s23, v39
	s_nop 1
	v_cndmask_b32_e32 v101, v55, v39, vcc
	v_cmp_nlt_f32_e32 vcc, s23, v1
	s_nop 1
	v_cndmask_b32_e32 v100, v55, v1, vcc
	v_pk_fma_f32 v[44:45], v[100:101], s[22:23], v[46:47] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_add_f32 v[102:103], v[44:45], s[24:25] op_sel_hi:[1,0]
	v_pk_mul_f32 v[44:45], v[90:91], v[92:93]
	v_pk_fma_f32 v[92:93], v[102:103], s[26:27], v[100:101] op_sel_hi:[1,0,1]
	v_pk_mul_f32 v[44:45], v[44:45], v[94:95]
	v_pk_mul_f32 v[94:95], v[102:103], s[30:31] op_sel_hi:[1,0]
	v_cmp_o_f32_e32 vcc, v103, v103
	v_pk_add_f32 v[100:101], v[92:93], v[94:95]
	s_nop 0
	v_pk_fma_f32 v[108:109], v[100:101], s[34:35], v[48:49] op_sel_hi:[1,0,0]
	v_pk_mul_f32 v[110:111], v[100:101], v[100:101]
	v_pk_fma_f32 v[108:109], v[108:109], v[100:101], s[48:49] op_sel_hi:[1,1,0]
	v_cndmask_b32_e32 v1, 0, v103, vcc
	v_pk_fma_f32 v[108:109], v[108:109], v[100:101], s[60:61] op_sel_hi:[1,1,0]
	v_cmp_o_f32_e32 vcc, v102, v102
	v_pk_fma_f32 v[108:109], v[108:109], v[100:101], s[62:63] op_sel_hi:[1,1,0]
	v_cvt_i32_f32_e32 v1, v1
	v_pk_fma_f32 v[108:109], v[108:109], v[100:101], 0.5 op_sel_hi:[1,1,0]
	v_cndmask_b32_e32 v39, 0, v102, vcc
	v_pk_mul_f32 v[108:109], v[110:111], v[108:109]
	v_pk_add_f32 v[102:103], v[100:101], v[92:93] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[110:111], v[100:101], v[108:109]
	v_cvt_i32_f32_e32 v89, v39
	v_pk_add_f32 v[100:101], v[110:111], v[100:101] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[106:107], v[94:95], v[102:103] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[100:101], v[108:109], v[100:101] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[108:109], v[110:111], 1.0 op_sel_hi:[1,0]
	v_mov_b32_e32 v94, v111
	v_add_f32_e32 v39, -1.0, v108
	v_sub_f32_e32 v92, v110, v39
	v_mov_b32_e32 v39, v93
	v_pk_add_f32 v[112:113], v[108:109], v[38:39] op_sel:[1,0] op_sel_hi:[0,1]
	v_mov_b32_e32 v113, v103
	v_pk_add_f32 v[94:95], v[94:95], v[112:113] neg_lo:[0,1] neg_hi:[0,1]
	v_ashrrev_i32_e32 v91, 1, v1
	v_mov_b32_e32 v107, v95
	v_pk_add_f32 v[100:101], v[106:107], v[100:101]
	v_mov_b32_e32 v93, v94
	v_ashrrev_i32_e32 v114, 1, v89
	v_pk_add_f32 v[92:93], v[92:93], v[100:101]
	v_lshl_add_u32 v90, v114, 23, 1.0
	v_pk_add_f32 v[92:93], v[108:109], v[92:93]
	v_sub_u32_e32 v39, v89, v114
	v_sub_u32_e32 v1, v1, v91
	v_lshl_add_u32 v91, v91, 23, 1.0
	v_lshl_add_u32 v95, v1, 23, 1.0
	v_lshl_add_u32 v94, v39, 23, 1.0
	v_pk_mul_f32 v[90:91], v[92:93], v[90:91]
	s_nop 0
	v_pk_mul_f32 v[90:91], v[90:91], v[94:95]
	s_nop 0
	v_pk_add_f32 v[90:91], v[90:91], 1.0 op_sel_hi:[1,0]
	s_nop 0
	v_pk_mul_f32 v[92:93], v[90:91], s[64:65] op_sel_hi:[1,0]
	v_cmp_gt_f32_e32 vcc, s47, v90
	v_cmp_gt_f32_e64 s[8:9], s47, v91
	s_nop 0
	v_cndmask_b32_e32 v1, v90, v92, vcc
	v_cndmask_b32_e64 v39, v91, v93, s[8:9]
	v_add_u32_e32 v89, 0xc0cafb0d, v39
	v_add_u32_e32 v94, 0xc0cafb0d, v1
	v_and_b32_e32 v92, 0xff800000, v89
	v_and_b32_e32 v95, 0xff800000, v94
	v_sub_u32_e32 v93, v39, v92
	v_sub_u32_e32 v92, v1, v95
	v_cndmask_b32_e32 v39, 0, v74, vcc
	v_ashrrev_i32_e32 v94, 23, v94
	v_pk_add_f32 v[92:93], v[92:93], -1.0 op_sel_hi:[1,0]
	v_add_u32_e32 v39, v94, v39
	v_pk_add_f32 v[94:95], v[92:93], 2.0 op_sel_hi:[1,0]
	v_cndmask_b32_e64 v1, 0, v74, s[8:9]
	v_div_scale_f32 v102, s[8:9], v95, v95, v93
	v_rcp_f32_e32 v103, v102
	v_ashrrev_i32_e32 v89, 23, v89
	v_add_u32_e32 v1, v89, v1
	v_cvt_f32_i32_e32 v101, v1
	v_fma_f32 v1, -v102, v103, 1.0
	v_fmac_f32_e32 v103, v1, v103
	v_div_scale_f32 v1, vcc, v93, v95, v93
	v_cvt_f32_i32_e32 v100, v39
	v_mul_f32_e32 v39, v1, v103
	v_fma_f32 v89, -v102, v39, v1
	v_fmac_f32_e32 v39, v89, v103
	v_div_scale_f32 v89, s[8:9], v94, v94, v92
	v_fma_f32 v1, -v102, v39, v1
	v_rcp_f32_e32 v102, v89
	v_div_fmas_f32 v1, v1, v103, v39
	v_div_fixup_f32 v95, v1, v95, v93
	v_fma_f32 v1, -v89, v102, 1.0
	v_fmac_f32_e32 v102, v1, v102
	v_div_scale_f32 v1, vcc, v92, v94, v92
	v_mul_f32_e32 v39, v1, v102
	v_fma_f32 v103, -v89, v39, v1
	v_fmac_f32_e32 v39, v103, v102
	v_fma_f32 v1, -v89, v39, v1
	v_div_fmas_f32 v1, v1, v102, v39
	v_div_fixup_f32 v94, v1, v94, v92
	v_pk_mul_f32 v[102:103], v[94:95], v[94:95]
	v_cmp_neq_f32_e32 vcc, 0, v90
	v_pk_fma_f32 v[104:105], v[102:103], s[68:69], v[104:105] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_fma_f32 v[104:105], v[104:105], v[102:103], s[70:71] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[104:105], v[104:105], v[102:103], s[72:73] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[104:105], v[104:105], v[102:103], s[74:75] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_mul_f32 v[102:103], v[102:103], v[104:105] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_pk_add_f32 v[102:103], v[92:93], v[102:103]
	s_nop 0
	v_pk_fma_f32 v[92:93], v[94:95], v[102:103], v[92:93] neg_lo:[1,0,0] neg_hi:[1,0,0]
	s_nop 0
	v_pk_fma_f32 v[92:93], v[100:101], s[76:77], v[92:93] op_sel_hi:[1,0,1]
	s_nop 0
	v_pk_fma_f32 v[92:93], v[100:101], s[78:79], v[92:93] op_sel_hi:[1,0,1]
	s_nop 0
	v_cndmask_b32_e32 v1, v75, v92, vcc
	v_cmp_neq_f32_e32 vcc, 0, v91
	s_nop 1
	v_cndmask_b32_e32 v39, v75, v93, vcc
	v_cmp_neq_f32_e32 vcc, s49, v91
	s_nop 1
	v_cndmask_b32_e32 v39, v76, v39, vcc
	v_cmp_neq_f32_e32 vcc, s49, v90
	s_nop 1
	v_cndmask_b32_e32 v1, v76, v1, vcc
	v_cmp_ngt_f32_e32 vcc, 0, v90
	s_nop 1
	v_cndmask_b32_e32 v1, v77, v1, vcc
	v_cmp_ngt_f32_e32 vcc, 0, v91
	s_nop 1
	v_cndmask_b32_e32 v39, v77, v39, vcc
	v_cmp_u_f32_e32 vcc, v91, v91
	s_nop 1
	v_cndmask_b32_e32 v91, v39, v91, vcc
	v_cmp_u_f32_e32 vcc, v90, v90
	s_nop 1
	v_cndmask_b32_e32 v90, v1, v90, vcc
	v_pk_mul_f32 v[90:91], v[28:29], v[90:91]
	v_cmp_ge_f32_e32 vcc, s35, v99
	s_nop 1
	v_cndmask_b32_e32 v91, v97, v91, vcc
	v_cmp_ge_f32_e32 vcc, s14, v98
	s_nop 1
	v_cndmask_b32_e32 v90, v96, v90, vcc
	v_pk_mul_f32 v[90:91], v[32:33], v[90:91]
	s_nop 0
	v_cmp_ngt_f32_e32 vcc, s15, v90
	s_nop 1
	v_cndmask_b32_e32 v1, v54, v90, vcc
	v_cmp_ngt_f32_e32 vcc, s15, v91
	s_nop 1
	v_cndmask_b32_e32 v39, v54, v91, vcc
	v_cmp_nlt_f32_e32 vcc, s23, v39
	s_nop 1
	v_cndmask_b32_e32 v91, v55, v39, vcc
	v_cmp_nlt_f32_e32 vcc, s23, v1
	s_nop 1
	v_cndmask_b32_e32 v90, v55, v1, vcc
	v_pk_fma_f32 v[46:47], v[90:91], s[22:23], v[46:47] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_add_f32 v[46:47], v[46:47], s[24:25] op_sel_hi:[1,0]
	s_nop 0
	v_pk_fma_f32 v[90:91], v[46:47], s[26:27], v[90:91] op_sel_hi:[1,0,1]
	v_pk_mul_f32 v[92:93], v[46:47], s[30:31] op_sel_hi:[1,0]
	v_cmp_o_f32_e32 vcc, v47, v47
	v_pk_add_f32 v[94:95], v[90:91], v[92:93]
	s_nop 0
	v_pk_fma_f32 v[48:49], v[94:95], s[34:35], v[48:49] op_sel_hi:[1,0,0]
	v_pk_add_f32 v[90:91], v[94:95], v[90:91] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_fma_f32 v[48:49], v[48:49], v[94:95], s[48:49] op_sel_hi:[1,1,0]
	v_pk_add_f32 v[90:91], v[92:93], v[90:91] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_fma_f32 v[48:49], v[48:49], v[94:95], s[60:61] op_sel_hi:[1,1,0]
	v_pk_mul_f32 v[92:93], v[94:95], v[94:95]
	v_pk_fma_f32 v[48:49], v[48:49], v[94:95], s[62:63] op_sel_hi:[1,1,0]
	v_cndmask_b32_e32 v1, 0, v47, vcc
	v_pk_fma_f32 v[48:49], v[48:49], v[94:95], 0.5 op_sel_hi:[1,1,0]
	v_cmp_o_f32_e32 vcc, v46, v46
	v_pk_mul_f32 v[48:49], v[92:93], v[48:49]
	v_cvt_i32_f32_e32 v1, v1
	v_pk_add_f32 v[92:93], v[94:95], v[48:49]
	v_cndmask_b32_e32 v39, 0, v46, vcc
	v_pk_add_f32 v[94:95], v[92:93], v[94:95] neg_lo:[0,1] neg_hi:[0,1]
	v_cvt_i32_f32_e32 v39, v39
	v_pk_add_f32 v[48:49], v[48:49], v[94:95] neg_lo:[0,1] neg_hi:[0,1]
	v_ashrrev_i32_e32 v89, 1, v39
	v_pk_add_f32 v[48:49], v[90:91], v[48:49]
	v_pk_add_f32 v[90:91], v[92:93], 1.0 op_sel_hi:[1,0]
	v_sub_u32_e32 v39, v39, v89
	v_pk_add_f32 v[94:95], v[90:91], -1.0 op_sel_hi:[1,0]
	s_nop 0
	v_pk_add_f32 v[92:93], v[92:93], v[94:95] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_pk_add_f32 v[46:47], v[92:93], v[48:49]
	v_ashrrev_i32_e32 v48, 1, v1
	v_pk_add_f32 v[46:47], v[90:91], v[46:47]
	v_sub_u32_e32 v1, v1, v48
	v_lshl_add_u32 v49, v48, 23, 1.0
	v_lshl_add_u32 v48, v89, 23, 1.0
	v_lshl_add_u32 v91, v1, 23, 1.0
	v_lshl_add_u32 v90, v39, 23, 1.0
	v_pk_mul_f32 v[46:47], v[46:47], v[48:49]
	s_nop 0
	v_pk_mul_f32 v[46:47], v[46:47], v[90:91]
	ds_write_b128 v66, v[44:47]
	s_or_b64 exec, exec, s[82:83]
	s_and_saveexec_b64 s[10:11], s[6:7]
	s_cbranch_execz .LBB0_61
.LBB0_74:
	v_mul_f32_e32 v1, v86, v86
	v_fmac_f32_e32 v1, v84, v84
	v_mul_f32_e32 v44, v88, v88
	v_fmac_f32_e32 v1, v81, v81
	v_fmac_f32_e32 v44, v87, v87
	v_fmac_f32_e32 v1, v82, v82
	v_fmac_f32_e32 v44, v83, v83
	ds_bpermute_b32 v39, v61, v1
	v_fmac_f32_e32 v44, v85, v85
	ds_bpermute_b32 v45, v61, v44
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v1, v1, v39
	ds_bpermute_b32 v39, v62, v1
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v44, v44, v45
	ds_bpermute_b32 v45, v62, v44
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v1, v1, v39
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v39, v44, v45
	ds_bpermute_b32 v44, v63, v1
	ds_bpermute_b32 v45, v63, v39
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v1, v1, v44
	ds_bpermute_b32 v44, v64, v1
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v39, v39, v45
	ds_bpermute_b32 v45, v64, v39
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v1, v1, v44
	ds_bpermute_b32 v44, v65, v1
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v39, v39, v45
	ds_bpermute_b32 v45, v65, v39
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v1, v1, v44
	v_add_f32_e32 v1, 0x358637bd, v1
	v_mul_f32_e32 v44, 0x4f800000, v1
	v_cmp_gt_f32_e32 vcc, s45, v1
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v39, v39, v45
	v_add_f32_e32 v39, 0x358637bd, v39
	v_cndmask_b32_e32 v1, v1, v44, vcc
	v_sqrt_f32_e32 v44, v1
	v_mul_f32_e32 v45, 0x4f800000, v39
	v_cmp_gt_f32_e64 s[6:7], s45, v39
	v_add_u32_e32 v46, 1, v44
	s_nop 0
	v_cndmask_b32_e64 v39, v39, v45, s[6:7]
	v_add_u32_e32 v45, -1, v44
	v_fma_f32 v47, -v45, v44, v1
	v_fma_f32 v48, -v46, v44, v1
	v_cmp_ge_f32_e64 s[8:9], 0, v47
	s_nop 1
	v_cndmask_b32_e64 v44, v44, v45, s[8:9]
	v_cmp_lt_f32_e64 s[8:9], 0, v48
	s_nop 1
	v_cndmask_b32_e64 v44, v44, v46, s[8:9]
	v_sqrt_f32_e32 v46, v39
	v_mul_f32_e32 v45, 0x37800000, v44
	v_cndmask_b32_e32 v44, v44, v45, vcc
	v_cmp_class_f32_e32 vcc, v1, v23
	s_nop 1
	v_cndmask_b32_e32 v1, v44, v1, vcc
	v_add_u32_e32 v44, -1, v46
	v_fma_f32 v45, -v44, v46, v39
	v_cmp_ge_f32_e32 vcc, 0, v45
	v_add_u32_e32 v45, 1, v46
	s_nop 0
	v_cndmask_b32_e32 v44, v46, v44, vcc
	v_fma_f32 v46, -v45, v46, v39
	v_cmp_lt_f32_e32 vcc, 0, v46
	v_div_scale_f32 v46, s[8:9], v1, v1, v86
	v_rcp_f32_e32 v47, v46
	v_cndmask_b32_e32 v44, v44, v45, vcc
	v_mul_f32_e32 v45, 0x37800000, v44
	v_cndmask_b32_e64 v44, v44, v45, s[6:7]
	v_cmp_class_f32_e32 vcc, v39, v23
	s_nop 1
	v_cndmask_b32_e32 v39, v44, v39, vcc
	v_fma_f32 v44, -v46, v47, 1.0
	v_fmac_f32_e32 v47, v44, v47
	v_div_scale_f32 v44, vcc, v86, v1, v86
	v_mul_f32_e32 v45, v44, v47
	v_fma_f32 v48, -v46, v45, v44
	v_fmac_f32_e32 v45, v48, v47
	v_fma_f32 v44, -v46, v45, v44
	v_div_scale_f32 v46, s[6:7], v1, v1, v84
	v_rcp_f32_e32 v48, v46
	v_div_fmas_f32 v44, v44, v47, v45
	v_div_fixup_f32 v45, v44, v1, v86
	v_fma_f32 v44, -v46, v48, 1.0
	v_fmac_f32_e32 v48, v44, v48
	v_div_scale_f32 v44, vcc, v84, v1, v84
	v_mul_f32_e32 v47, v44, v48
	v_fma_f32 v49, -v46, v47, v44
	v_fmac_f32_e32 v47, v49, v48
	v_fma_f32 v44, -v46, v47, v44
	v_div_scale_f32 v46, s[6:7], v39, v39, v88
	v_rcp_f32_e32 v49, v46
	v_div_fmas_f32 v44, v44, v48, v47
	v_div_fixup_f32 v44, v44, v1, v84
	v_pk_mul_f32 v[44:45], s[40:41], v[44:45]
	v_fma_f32 v47, -v46, v49, 1.0
	v_fmac_f32_e32 v49, v47, v49
	v_div_scale_f32 v47, vcc, v88, v39, v88
	v_mul_f32_e32 v48, v47, v49
	v_fma_f32 v84, -v46, v48, v47
	v_fmac_f32_e32 v48, v84, v49
	v_fma_f32 v46, -v46, v48, v47
	v_div_scale_f32 v47, s[6:7], v39, v39, v87
	v_rcp_f32_e32 v84, v47
	v_div_fmas_f32 v46, v46, v49, v48
	v_div_fixup_f32 v89, v46, v39, v88
	v_fma_f32 v46, -v47, v84, 1.0
	v_fmac_f32_e32 v84, v46, v84
	v_div_scale_f32 v46, vcc, v87, v39, v87
	v_mul_f32_e32 v48, v46, v84
	v_fma_f32 v49, -v47, v48, v46
	v_fmac_f32_e32 v48, v49, v84
	v_fma_f32 v46, -v47, v48, v46
	v_div_scale_f32 v47, s[6:7], v1, v1, v82
	v_rcp_f32_e32 v49, v47
	v_div_fmas_f32 v46, v46, v84, v48
	v_div_fixup_f32 v88, v46, v39, v87
	v_fma_f32 v46, -v47, v49, 1.0
	v_fmac_f32_e32 v49, v46, v49
	v_div_scale_f32 v46, vcc, v82, v1, v82
	v_mul_f32_e32 v48, v46, v49
	v_fma_f32 v84, -v47, v48, v46
	v_fmac_f32_e32 v48, v84, v49
	v_div_scale_f32 v84, s[6:7], v1, v1, v81
	v_rcp_f32_e32 v86, v84
	v_fma_f32 v46, -v47, v48, v46
	v_div_fmas_f32 v46, v46, v49, v48
	v_div_fixup_f32 v47, v46, v1, v82
	v_fma_f32 v46, -v84, v86, 1.0
	v_fmac_f32_e32 v86, v46, v86
	v_div_scale_f32 v46, vcc, v81, v1, v81
	v_mul_f32_e32 v48, v46, v86
	v_fma_f32 v49, -v84, v48, v46
	v_fmac_f32_e32 v48, v49, v86
	v_fma_f32 v46, -v84, v48, v46
	v_div_fmas_f32 v46, v46, v86, v48
	v_div_scale_f32 v48, s[6:7], v39, v39, v85
	v_rcp_f32_e32 v49, v48
	v_div_fixup_f32 v46, v46, v1, v81
	v_pk_mul_f32 v[46:47], s[40:41], v[46:47]
	ds_write_b128 v70, v[44:47]
	v_fma_f32 v1, -v48, v49, 1.0
	v_fmac_f32_e32 v49, v1, v49
	v_div_scale_f32 v1, vcc, v85, v39, v85
	v_mul_f32_e32 v44, v1, v49
	v_fma_f32 v45, -v48, v44, v1
	v_fmac_f32_e32 v44, v45, v49
	v_div_scale_f32 v45, s[6:7], v39, v39, v83
	v_rcp_f32_e32 v46, v45
	v_fma_f32 v1, -v48, v44, v1
	v_div_fmas_f32 v1, v1, v49, v44
	v_div_fixup_f32 v91, v1, v39, v85
	v_fma_f32 v1, -v45, v46, 1.0
	v_fmac_f32_e32 v46, v1, v46
	v_div_scale_f32 v1, vcc, v83, v39, v83
	v_mul_f32_e32 v44, v1, v46
	v_fma_f32 v47, -v45, v44, v1
	v_fmac_f32_e32 v44, v47, v46
	v_fma_f32 v1, -v45, v44, v1
	v_div_fmas_f32 v1, v1, v46, v44
	s_waitcnt vmcnt(0)
	v_pk_add_f32 v[46:47], v[18:19], v[40:41]
	v_div_fixup_f32 v90, v1, v39, v83
	v_pk_mul_f32 v[48:49], s[12:13], v[46:47]
	v_mov_b64_e32 v[40:41], s[44:45]
	v_cmp_ngt_f32_e32 vcc, s15, v48
	ds_write_b128 v71, v[88:91]
	s_nop 0
	v_cndmask_b32_e32 v1, v54, v48, vcc
	v_cmp_ngt_f32_e32 vcc, s15, v49
	s_nop 1
	v_cndmask_b32_e32 v39, v54, v49, vcc
	v_cmp_nlt_f32_e32 vcc, s23, v39
	s_nop 1
	v_cndmask_b32_e32 v83, v55, v39, vcc
	v_cmp_nlt_f32_e32 vcc, s23, v1
	s_nop 1
	v_cndmask_b32_e32 v82, v55, v1, vcc
	v_pk_fma_f32 v[44:45], v[82:83], s[22:23], v[40:41] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_add_f32 v[84:85], v[44:45], s[24:25] op_sel_hi:[1,0]
	v_pk_add_f32 v[44:45], v[20:21], v[42:43]
	v_cmp_o_f32_e32 vcc, v85, v85
	v_pk_fma_f32 v[82:83], v[84:85], s[26:27], v[82:83] op_sel_hi:[1,0,1]
	v_mov_b64_e32 v[42:43], s[46:47]
	v_cndmask_b32_e32 v1, 0, v85, vcc
	v_cmp_o_f32_e32 vcc, v84, v84
	v_cvt_i32_f32_e32 v1, v1
	v_ashrrev_i32_e32 v87, 1, v1
	v_cndmask_b32_e32 v39, 0, v84, vcc
	v_pk_mul_f32 v[84:85], v[84:85], s[30:31] op_sel_hi:[1,0]
	v_cvt_i32_f32_e32 v81, v39
	v_pk_add_f32 v[88:89], v[82:83], v[84:85]
	v_sub_u32_e32 v1, v1, v87
	v_pk_fma_f32 v[94:95], v[88:89], s[34:35], v[42:43] op_sel_hi:[1,0,0]
	v_pk_mul_f32 v[96:97], v[88:89], v[88:89]
	v_pk_fma_f32 v[94:95], v[94:95], v[88:89], s[48:49] op_sel_hi:[1,1,0]
	v_pk_add_f32 v[90:91], v[88:89], v[82:83] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_fma_f32 v[94:95], v[94:95], v[88:89], s[60:61] op_sel_hi:[1,1,0]
	v_pk_add_f32 v[92:93], v[84:85], v[90:91] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_fma_f32 v[94:95], v[94:95], v[88:89], s[62:63] op_sel_hi:[1,1,0]
	v_ashrrev_i32_e32 v100, 1, v81
	v_pk_fma_f32 v[94:95], v[94:95], v[88:89], 0.5 op_sel_hi:[1,1,0]
	v_lshl_add_u32 v86, v100, 23, 1.0
	v_pk_mul_f32 v[94:95], v[96:97], v[94:95]
	v_lshl_add_u32 v87, v87, 23, 1.0
	v_pk_add_f32 v[96:97], v[88:89], v[94:95]
	s_nop 0
	v_pk_add_f32 v[88:89], v[96:97], v[88:89] neg_lo:[0,1] neg_hi:[0,1]
	v_mov_b32_e32 v84, v97
	v_pk_add_f32 v[88:89], v[94:95], v[88:89] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[94:95], v[96:97], 1.0 op_sel_hi:[1,0]
	s_nop 0
	v_add_f32_e32 v39, -1.0, v94
	v_sub_f32_e32 v82, v96, v39
	v_mov_b32_e32 v39, v83
	v_pk_add_f32 v[98:99], v[94:95], v[38:39] op_sel:[1,0] op_sel_hi:[0,1]
	v_mov_b32_e32 v99, v91
	v_pk_add_f32 v[84:85], v[84:85], v[98:99] neg_lo:[0,1] neg_hi:[0,1]
	v_sub_u32_e32 v39, v81, v100
	v_mov_b32_e32 v93, v85
	v_pk_add_f32 v[88:89], v[92:93], v[88:89]
	v_mov_b32_e32 v83, v84
	v_pk_add_f32 v[82:83], v[82:83], v[88:89]
	v_lshl_add_u32 v85, v1, 23, 1.0
	v_pk_add_f32 v[82:83], v[94:95], v[82:83]
	v_lshl_add_u32 v84, v39, 23, 1.0
	v_pk_mul_f32 v[82:83], v[82:83], v[86:87]
	v_mov_b64_e32 v[92:93], s[66:67]
	v_pk_mul_f32 v[82:83], v[82:83], v[84:85]
	s_nop 0
	v_pk_add_f32 v[82:83], v[82:83], 1.0 op_sel_hi:[1,0]
	s_nop 0
	v_pk_mul_f32 v[84:85], v[82:83], s[64:65] op_sel_hi:[1,0]
	v_cmp_gt_f32_e32 vcc, s47, v82
	v_cmp_gt_f32_e64 s[6:7], s47, v83
	s_nop 0
	v_cndmask_b32_e32 v1, v82, v84, vcc
	v_cndmask_b32_e64 v39, v83, v85, s[6:7]
	v_add_u32_e32 v81, 0xc0cafb0d, v39
	v_add_u32_e32 v86, 0xc0cafb0d, v1
	v_and_b32_e32 v84, 0xff800000, v81
	v_and_b32_e32 v87, 0xff800000, v86
	v_sub_u32_e32 v85, v39, v84
	v_sub_u32_e32 v84, v1, v87
	v_cndmask_b32_e32 v39, 0, v74, vcc
	v_ashrrev_i32_e32 v86, 23, v86
	v_pk_add_f32 v[84:85], v[84:85], -1.0 op_sel_hi:[1,0]
	v_add_u32_e32 v39, v86, v39
	v_pk_add_f32 v[86:87], v[84:85], 2.0 op_sel_hi:[1,0]
	v_cndmask_b32_e64 v1, 0, v74, s[6:7]
	v_div_scale_f32 v90, s[6:7], v87, v87, v85
	v_rcp_f32_e32 v91, v90
	v_ashrrev_i32_e32 v81, 23, v81
	v_add_u32_e32 v1, v81, v1
	v_cvt_f32_i32_e32 v89, v1
	v_fma_f32 v1, -v90, v91, 1.0
	v_fmac_f32_e32 v91, v1, v91
	v_div_scale_f32 v1, vcc, v85, v87, v85
	v_cvt_f32_i32_e32 v88, v39
	v_mul_f32_e32 v39, v1, v91
	v_fma_f32 v81, -v90, v39, v1
	v_fmac_f32_e32 v39, v81, v91
	v_div_scale_f32 v81, s[6:7], v86, v86, v84
	v_fma_f32 v1, -v90, v39, v1
	v_rcp_f32_e32 v90, v81
	v_div_fmas_f32 v1, v1, v91, v39
	v_div_fixup_f32 v87, v1, v87, v85
	v_fma_f32 v1, -v81, v90, 1.0
	v_fmac_f32_e32 v90, v1, v90
	v_div_scale_f32 v1, vcc, v84, v86, v84
	v_mul_f32_e32 v39, v1, v90
	v_fma_f32 v91, -v81, v39, v1
	v_fmac_f32_e32 v39, v91, v90
	v_fma_f32 v1, -v81, v39, v1
	v_div_fmas_f32 v1, v1, v90, v39
	v_div_fixup_f32 v86, v1, v86, v84
	v_pk_mul_f32 v[90:91], v[86:87], v[86:87]
	v_cmp_neq_f32_e32 vcc, 0, v82
	v_pk_fma_f32 v[94:95], v[90:91], s[68:69], v[92:93] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_fma_f32 v[94:95], v[94:95], v[90:91], s[70:71] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[94:95], v[94:95], v[90:91], s[72:73] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[94:95], v[94:95], v[90:91], s[74:75] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_mul_f32 v[90:91], v[90:91], v[94:95] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_pk_add_f32 v[90:91], v[84:85], v[90:91]
	s_nop 0
	v_pk_fma_f32 v[84:85], v[86:87], v[90:91], v[84:85] neg_lo:[1,0,0] neg_hi:[1,0,0]
	s_nop 0
	v_pk_fma_f32 v[84:85], v[88:89], s[76:77], v[84:85] op_sel_hi:[1,0,1]
	s_nop 0
	v_pk_fma_f32 v[84:85], v[88:89], s[78:79], v[84:85] op_sel_hi:[1,0,1]
	s_nop 0
	v_cndmask_b32_e32 v1, v75, v84, vcc
	v_cmp_neq_f32_e32 vcc, 0, v83
	s_nop 1
	v_cndmask_b32_e32 v39, v75, v85, vcc
	v_cmp_neq_f32_e32 vcc, s49, v83
	s_nop 1
	v_cndmask_b32_e32 v39, v76, v39, vcc
	v_cmp_neq_f32_e32 vcc, s49, v82
	s_nop 1
	v_cndmask_b32_e32 v1, v76, v1, vcc
	v_cmp_ngt_f32_e32 vcc, 0, v82
	s_nop 1
	v_cndmask_b32_e32 v1, v77, v1, vcc
	v_cmp_ngt_f32_e32 vcc, 0, v83
	s_nop 1
	v_cndmask_b32_e32 v39, v77, v39, vcc
	v_cmp_u_f32_e32 vcc, v83, v83
	s_nop 1
	v_cndmask_b32_e32 v83, v39, v83, vcc
	v_cmp_u_f32_e32 vcc, v82, v82
	s_nop 1
	v_cndmask_b32_e32 v82, v1, v82, vcc
	v_pk_mul_f32 v[82:83], v[28:29], v[82:83]
	v_cmp_ge_f32_e32 vcc, s35, v49
	s_nop 1
	v_cndmask_b32_e32 v47, v47, v83, vcc
	v_cmp_ge_f32_e32 vcc, s14, v48
	s_nop 1
	v_cndmask_b32_e32 v46, v46, v82, vcc
	v_pk_mul_f32 v[46:47], v[32:33], v[46:47]
	s_nop 0
	v_cmp_ngt_f32_e32 vcc, s15, v46
	s_nop 1
	v_cndmask_b32_e32 v1, v54, v46, vcc
	v_cmp_ngt_f32_e32 vcc, s15, v47
	s_nop 1
	v_cndmask_b32_e32 v39, v54, v47, vcc
	v_cmp_nlt_f32_e32 vcc, s23, v39
	s_nop 1
	v_cndmask_b32_e32 v47, v55, v39, vcc
	v_cmp_nlt_f32_e32 vcc, s23, v1
	s_nop 1
	v_cndmask_b32_e32 v46, v55, v1, vcc
	v_pk_fma_f32 v[48:49], v[46:47], s[22:23], v[40:41] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_add_f32 v[48:49], v[48:49], s[24:25] op_sel_hi:[1,0]
	s_nop 0
	v_pk_fma_f32 v[46:47], v[48:49], s[26:27], v[46:47] op_sel_hi:[1,0,1]
	v_pk_mul_f32 v[82:83], v[48:49], s[30:31] op_sel_hi:[1,0]
	v_cmp_o_f32_e32 vcc, v49, v49
	v_pk_add_f32 v[84:85], v[46:47], v[82:83]
	s_nop 0
	v_pk_add_f32 v[46:47], v[84:85], v[46:47] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_mul_f32 v[86:87], v[84:85], v[84:85]
	v_pk_add_f32 v[46:47], v[82:83], v[46:47] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_fma_f32 v[82:83], v[84:85], s[34:35], v[42:43] op_sel_hi:[1,0,0]
	v_cndmask_b32_e32 v1, 0, v49, vcc
	v_pk_fma_f32 v[82:83], v[82:83], v[84:85], s[48:49] op_sel_hi:[1,1,0]
	v_cmp_o_f32_e32 vcc, v48, v48
	v_pk_fma_f32 v[82:83], v[82:83], v[84:85], s[60:61] op_sel_hi:[1,1,0]
	v_cvt_i32_f32_e32 v1, v1
	v_pk_fma_f32 v[82:83], v[82:83], v[84:85], s[62:63] op_sel_hi:[1,1,0]
	v_cndmask_b32_e32 v39, 0, v48, vcc
	v_pk_fma_f32 v[82:83], v[82:83], v[84:85], 0.5 op_sel_hi:[1,1,0]
	v_cvt_i32_f32_e32 v39, v39
	v_pk_mul_f32 v[82:83], v[86:87], v[82:83]
	v_ashrrev_i32_e32 v48, 1, v1
	v_pk_add_f32 v[86:87], v[84:85], v[82:83]
	v_ashrrev_i32_e32 v81, 1, v39
	v_pk_add_f32 v[84:85], v[86:87], v[84:85] neg_lo:[0,1] neg_hi:[0,1]
	v_sub_u32_e32 v1, v1, v48
	v_pk_add_f32 v[82:83], v[82:83], v[84:85] neg_lo:[0,1] neg_hi:[0,1]
	v_sub_u32_e32 v39, v39, v81
	v_pk_add_f32 v[46:47], v[46:47], v[82:83]
	v_pk_add_f32 v[82:83], v[86:87], 1.0 op_sel_hi:[1,0]
	v_lshl_add_u32 v49, v48, 23, 1.0
	v_pk_add_f32 v[84:85], v[82:83], -1.0 op_sel_hi:[1,0]
	v_lshl_add_u32 v48, v81, 23, 1.0
	v_pk_add_f32 v[84:85], v[86:87], v[84:85] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_pk_add_f32 v[46:47], v[84:85], v[46:47]
	v_pk_mul_f32 v[84:85], s[12:13], v[44:45]
	v_pk_add_f32 v[46:47], v[82:83], v[46:47]
	v_cmp_ngt_f32_e32 vcc, s15, v84
	v_lshl_add_u32 v83, v1, 23, 1.0
	v_lshl_add_u32 v82, v39, 23, 1.0
	v_cndmask_b32_e32 v1, v54, v84, vcc
	v_cmp_ngt_f32_e32 vcc, s15, v85
	v_pk_mul_f32 v[46:47], v[46:47], v[48:49]
	s_nop 0
	v_cndmask_b32_e32 v39, v54, v85, vcc
	v_cmp_nlt_f32_e32 vcc, s23, v39
	v_pk_mul_f32 v[46:47], v[46:47], v[82:83]
	s_nop 0
	v_cndmask_b32_e32 v87, v55, v39, vcc
	v_cmp_nlt_f32_e32 vcc, s23, v1
	s_nop 1
	v_cndmask_b32_e32 v86, v55, v1, vcc
	v_pk_fma_f32 v[88:89], v[86:87], s[22:23], v[40:41] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_add_f32 v[88:89], v[88:89], s[24:25] op_sel_hi:[1,0]
	s_nop 0
	v_cmp_o_f32_e32 vcc, v89, v89
	v_pk_fma_f32 v[82:83], v[88:89], s[26:27], v[86:87] op_sel_hi:[1,0,1]
	v_pk_mul_f32 v[86:87], v[88:89], s[30:31] op_sel_hi:[1,0]
	v_cndmask_b32_e32 v1, 0, v89, vcc
	v_cmp_o_f32_e32 vcc, v88, v88
	v_cvt_i32_f32_e32 v1, v1
	v_ashrrev_i32_e32 v49, 1, v1
	v_cndmask_b32_e32 v39, 0, v88, vcc
	v_pk_add_f32 v[88:89], v[82:83], v[86:87]
	v_cvt_i32_f32_e32 v81, v39
	v_pk_fma_f32 v[96:97], v[88:89], s[34:35], v[42:43] op_sel_hi:[1,0,0]
	v_pk_mul_f32 v[98:99], v[88:89], v[88:89]
	v_pk_fma_f32 v[96:97], v[96:97], v[88:89], s[48:49] op_sel_hi:[1,1,0]
	v_pk_add_f32 v[90:91], v[88:89], v[82:83] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_fma_f32 v[96:97], v[96:97], v[88:89], s[60:61] op_sel_hi:[1,1,0]
	v_pk_add_f32 v[94:95], v[86:87], v[90:91] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_fma_f32 v[96:97], v[96:97], v[88:89], s[62:63] op_sel_hi:[1,1,0]
	v_ashrrev_i32_e32 v102, 1, v81
	v_pk_fma_f32 v[96:97], v[96:97], v[88:89], 0.5 op_sel_hi:[1,1,0]
	v_lshl_add_u32 v48, v102, 23, 1.0
	v_pk_mul_f32 v[96:97], v[98:99], v[96:97]
	v_sub_u32_e32 v1, v1, v49
	v_pk_add_f32 v[98:99], v[88:89], v[96:97]
	v_lshl_add_u32 v49, v49, 23, 1.0
	v_pk_add_f32 v[88:89], v[98:99], v[88:89] neg_lo:[0,1] neg_hi:[0,1]
	v_mov_b32_e32 v86, v99
	v_pk_add_f32 v[88:89], v[96:97], v[88:89] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[96:97], v[98:99], 1.0 op_sel_hi:[1,0]
	s_nop 0
	v_add_f32_e32 v39, -1.0, v96
	v_sub_f32_e32 v82, v98, v39
	v_mov_b32_e32 v39, v83
	v_pk_add_f32 v[100:101], v[96:97], v[38:39] op_sel:[1,0] op_sel_hi:[0,1]
	v_mov_b32_e32 v101, v91
	v_pk_add_f32 v[86:87], v[86:87], v[100:101] neg_lo:[0,1] neg_hi:[0,1]
	v_sub_u32_e32 v39, v81, v102
	v_mov_b32_e32 v95, v87
	v_pk_add_f32 v[88:89], v[94:95], v[88:89]
	v_mov_b32_e32 v83, v86
	v_pk_add_f32 v[82:83], v[82:83], v[88:89]
	v_lshl_add_u32 v87, v1, 23, 1.0
	v_pk_add_f32 v[82:83], v[96:97], v[82:83]
	v_lshl_add_u32 v86, v39, 23, 1.0
	v_pk_mul_f32 v[48:49], v[82:83], v[48:49]
	s_nop 0
	v_pk_mul_f32 v[48:49], v[48:49], v[86:87]
	s_nop 0
	v_pk_add_f32 v[48:49], v[48:49], 1.0 op_sel_hi:[1,0]
	s_nop 0
	v_pk_mul_f32 v[82:83], v[48:49], s[64:65] op_sel_hi:[1,0]
	v_cmp_gt_f32_e32 vcc, s47, v48
	v_cmp_gt_f32_e64 s[6:7], s47, v49
	s_nop 0
	v_cndmask_b32_e32 v1, v48, v82, vcc
	v_cndmask_b32_e64 v39, v49, v83, s[6:7]
	v_add_u32_e32 v81, 0xc0cafb0d, v39
	v_add_u32_e32 v86, 0xc0cafb0d, v1
	v_and_b32_e32 v82, 0xff800000, v81
	v_and_b32_e32 v87, 0xff800000, v86
	v_sub_u32_e32 v83, v39, v82
	v_sub_u32_e32 v82, v1, v87
	v_cndmask_b32_e32 v39, 0, v74, vcc
	v_ashrrev_i32_e32 v86, 23, v86
	v_pk_add_f32 v[82:83], v[82:83], -1.0 op_sel_hi:[1,0]
	v_add_u32_e32 v39, v86, v39
	v_pk_add_f32 v[86:87], v[82:83], 2.0 op_sel_hi:[1,0]
	v_cndmask_b32_e64 v1, 0, v74, s[6:7]
	v_div_scale_f32 v90, s[6:7], v87, v87, v83
	v_rcp_f32_e32 v91, v90
	v_ashrrev_i32_e32 v81, 23, v81
	v_add_u32_e32 v1, v81, v1
	v_cvt_f32_i32_e32 v89, v1
	v_fma_f32 v1, -v90, v91, 1.0
	v_fmac_f32_e32 v91, v1, v91
	v_div_scale_f32 v1, vcc, v83, v87, v83
	v_cvt_f32_i32_e32 v88, v39
	v_mul_f32_e32 v39, v1, v91
	v_fma_f32 v81, -v90, v39, v1
	v_fmac_f32_e32 v39, v81, v91
	v_div_scale_f32 v81, s[6:7], v86, v86, v82
	v_fma_f32 v1, -v90, v39, v1
	v_rcp_f32_e32 v90, v81
	v_div_fmas_f32 v1, v1, v91, v39
	v_div_fixup_f32 v87, v1, v87, v83
	v_fma_f32 v1, -v81, v90, 1.0
	v_fmac_f32_e32 v90, v1, v90
	v_div_scale_f32 v1, vcc, v82, v86, v82
	v_mul_f32_e32 v39, v1, v90
	v_fma_f32 v91, -v81, v39, v1
	v_fmac_f32_e32 v39, v91, v90
	v_fma_f32 v1, -v81, v39, v1
	v_div_fmas_f32 v1, v1, v90, v39
	v_div_fixup_f32 v86, v1, v86, v82
	v_pk_mul_f32 v[90:91], v[86:87], v[86:87]
	v_cmp_neq_f32_e32 vcc, 0, v48
	v_pk_fma_f32 v[92:93], v[90:91], s[68:69], v[92:93] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_fma_f32 v[92:93], v[92:93], v[90:91], s[70:71] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[92:93], v[92:93], v[90:91], s[72:73] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[92:93], v[92:93], v[90:91], s[74:75] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_mul_f32 v[90:91], v[90:91], v[92:93] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_pk_add_f32 v[90:91], v[82:83], v[90:91]
	s_nop 0
	v_pk_fma_f32 v[82:83], v[86:87], v[90:91], v[82:83] neg_lo:[1,0,0] neg_hi:[1,0,0]
	s_nop 0
	v_pk_fma_f32 v[82:83], v[88:89], s[76:77], v[82:83] op_sel_hi:[1,0,1]
	s_nop 0
	v_pk_fma_f32 v[82:83], v[88:89], s[78:79], v[82:83] op_sel_hi:[1,0,1]
	s_nop 0
	v_cndmask_b32_e32 v1, v75, v82, vcc
	v_cmp_neq_f32_e32 vcc, 0, v49
	s_nop 1
	v_cndmask_b32_e32 v39, v75, v83, vcc
	v_cmp_neq_f32_e32 vcc, s49, v49
	s_nop 1
	v_cndmask_b32_e32 v39, v76, v39, vcc
	v_cmp_neq_f32_e32 vcc, s49, v48
	s_nop 1
	v_cndmask_b32_e32 v1, v76, v1, vcc
	v_cmp_ngt_f32_e32 vcc, 0, v48
	s_nop 1
	v_cndmask_b32_e32 v1, v77, v1, vcc
	v_cmp_ngt_f32_e32 vcc, 0, v49
	s_nop 1
	v_cndmask_b32_e32 v39, v77, v39, vcc
	v_cmp_u_f32_e32 vcc, v49, v49
	s_nop 1
	v_cndmask_b32_e32 v49, v39, v49, vcc
	v_cmp_u_f32_e32 vcc, v48, v48
	s_nop 1
	v_cndmask_b32_e32 v48, v1, v48, vcc
	v_pk_mul_f32 v[48:49], v[28:29], v[48:49]
	v_cmp_ge_f32_e32 vcc, s35, v85
	s_nop 1
	v_cndmask_b32_e32 v45, v45, v49, vcc
	v_cmp_ge_f32_e32 vcc, s14, v84
	s_nop 1
	v_cndmask_b32_e32 v44, v44, v48, vcc
	v_pk_mul_f32 v[44:45], v[32:33], v[44:45]
	s_nop 0
	v_cmp_ngt_f32_e32 vcc, s15, v44
	s_nop 1
	v_cndmask_b32_e32 v1, v54, v44, vcc
	v_cmp_ngt_f32_e32 vcc, s15, v45
	s_nop 1
	v_cndmask_b32_e32 v39, v54, v45, vcc
	v_cmp_nlt_f32_e32 vcc, s23, v39
	s_nop 1
	v_cndmask_b32_e32 v45, v55, v39, vcc
	v_cmp_nlt_f32_e32 vcc, s23, v1
	s_nop 1
	v_cndmask_b32_e32 v44, v55, v1, vcc
	v_pk_fma_f32 v[40:41], v[44:45], s[22:23], v[40:41] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_add_f32 v[40:41], v[40:41], s[24:25] op_sel_hi:[1,0]
	s_nop 0
	v_pk_fma_f32 v[44:45], v[40:41], s[26:27], v[44:45] op_sel_hi:[1,0,1]
	v_pk_mul_f32 v[48:49], v[40:41], s[30:31] op_sel_hi:[1,0]
	v_cmp_o_f32_e32 vcc, v41, v41
	v_pk_add_f32 v[82:83], v[44:45], v[48:49]
	s_nop 0
	v_pk_fma_f32 v[42:43], v[82:83], s[34:35], v[42:43] op_sel_hi:[1,0,0]
	v_pk_add_f32 v[44:45], v[82:83], v[44:45] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_fma_f32 v[42:43], v[42:43], v[82:83], s[48:49] op_sel_hi:[1,1,0]
	v_pk_add_f32 v[44:45], v[48:49], v[44:45] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_fma_f32 v[42:43], v[42:43], v[82:83], s[60:61] op_sel_hi:[1,1,0]
	v_pk_mul_f32 v[48:49], v[82:83], v[82:83]
	v_pk_fma_f32 v[42:43], v[42:43], v[82:83], s[62:63] op_sel_hi:[1,1,0]
	v_cndmask_b32_e32 v1, 0, v41, vcc
	v_pk_fma_f32 v[42:43], v[42:43], v[82:83], 0.5 op_sel_hi:[1,1,0]
	v_cmp_o_f32_e32 vcc, v40, v40
	v_pk_mul_f32 v[42:43], v[48:49], v[42:43]
	v_cvt_i32_f32_e32 v1, v1
	v_pk_add_f32 v[48:49], v[82:83], v[42:43]
	v_cndmask_b32_e32 v39, 0, v40, vcc
	v_pk_add_f32 v[82:83], v[48:49], v[82:83] neg_lo:[0,1] neg_hi:[0,1]
	v_cvt_i32_f32_e32 v39, v39
	v_pk_add_f32 v[42:43], v[42:43], v[82:83] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_pk_add_f32 v[42:43], v[44:45], v[42:43]
	v_pk_add_f32 v[44:45], v[48:49], 1.0 op_sel_hi:[1,0]
	s_nop 0
	v_pk_add_f32 v[82:83], v[44:45], -1.0 op_sel_hi:[1,0]
	s_nop 0
	v_pk_add_f32 v[48:49], v[48:49], v[82:83] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_pk_add_f32 v[40:41], v[48:49], v[42:43]
	v_ashrrev_i32_e32 v42, 1, v1
	v_pk_add_f32 v[40:41], v[44:45], v[40:41]
	v_ashrrev_i32_e32 v44, 1, v39
	v_sub_u32_e32 v39, v39, v44
	v_sub_u32_e32 v1, v1, v42
	v_lshl_add_u32 v43, v42, 23, 1.0
	v_lshl_add_u32 v42, v44, 23, 1.0
	v_lshl_add_u32 v45, v1, 23, 1.0
	v_lshl_add_u32 v44, v39, 23, 1.0
	v_pk_mul_f32 v[40:41], v[40:41], v[42:43]
	s_nop 0
	v_pk_mul_f32 v[48:49], v[40:41], v[44:45]
	ds_write_b128 v69, v[46:49]
	s_or_b64 exec, exec, s[10:11]
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB0_62
.LBB0_75:
	v_sub_f32_e32 v1, 0, v80
	v_cmp_nlt_f32_e64 vcc, -v80, s15
	s_nop 1
	v_cndmask_b32_e32 v1, v54, v1, vcc
	v_cmp_nlt_f32_e32 vcc, s23, v1
	s_nop 1
	v_cndmask_b32_e32 v1, v55, v1, vcc
	v_fmamk_f32 v39, v1, 0x3fb8aa3b, v56
	v_add_f32_e32 v39, 0xcb400000, v39
	v_fmac_f32_e32 v1, 0xbf317218, v39
	v_mul_f32_e32 v41, 0x3102e308, v39
	v_add_f32_e32 v43, v1, v41
	v_fmamk_f32 v40, v43, 0x39500d01, v57
	v_fmaak_f32 v40, v40, v43, 0x3c088889
	v_fmaak_f32 v40, v40, v43, 0x3d2aaaab
	v_fmaak_f32 v40, v40, v43, 0x3e2aaaab
	v_fma_f32 v40, v40, v43, 0.5
	v_mul_f32_e32 v42, v43, v43
	v_mul_f32_e32 v42, v42, v40
	v_add_f32_e32 v40, v43, v42
	v_cmp_o_f32_e32 vcc, v39, v39
	v_sub_f32_e32 v44, v40, v43
	v_sub_f32_e32 v43, v43, v1
	v_cndmask_b32_e32 v1, 0, v39, vcc
	v_add_f32_e32 v45, 1.0, v40
	v_cvt_i32_f32_e32 v1, v1
	v_sub_f32_e32 v44, v42, v44
	v_add_f32_e32 v42, -1.0, v45
	v_pk_add_f32 v[40:41], v[40:41], v[42:43] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_add_f32_e32 v39, v41, v44
	v_add_f32_e32 v39, v40, v39
	v_ashrrev_i32_e32 v40, 1, v1
	v_add_f32_e32 v39, v45, v39
	v_sub_u32_e32 v1, v1, v40
	v_lshl_add_u32 v40, v40, 23, 1.0
	v_lshl_add_u32 v1, v1, 23, 1.0
	v_mul_f32_e32 v39, v39, v40
	v_mul_f32_e32 v1, v39, v1
	v_add_f32_e32 v1, 1.0, v1
	v_div_scale_f32 v39, s[4:5], v1, v1, 1.0
	v_rcp_f32_e32 v40, v39
	s_nop 0
	v_fma_f32 v41, -v39, v40, 1.0
	v_fmac_f32_e32 v40, v41, v40
	v_div_scale_f32 v41, vcc, 1.0, v1, 1.0
	v_mul_f32_e32 v42, v41, v40
	v_fma_f32 v43, -v39, v42, v41
	v_fmac_f32_e32 v42, v43, v40
	v_fma_f32 v39, -v39, v42, v41
	v_div_fmas_f32 v39, v39, v40, v42
	v_div_fixup_f32 v1, v39, v1, 1.0
	ds_write_b32 v72, v1
	s_or_b64 exec, exec, s[6:7]
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execnz .LBB0_63
	s_branch .LBB0_64
.LBB0_76:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel kda_verify_snapshot_act_bf16_dt_f32_pool_f32_bv16w2
		.amdhsa_group_segment_fixed_size 12832
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
		.amdhsa_next_free_vgpr 129
		.amdhsa_next_free_sgpr 96
		.amdhsa_accum_offset 116
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
	.size	kda_verify_snapshot_act_bf16_dt_f32_pool_f32_bv16w2, .Lfunc_end0-kda_verify_snapshot_act_bf16_dt_f32_pool_f32_bv16w2

	.set kda_verify_snapshot_act_bf16_dt_f32_pool_f32_bv16w2.num_vgpr, 115
	.set kda_verify_snapshot_act_bf16_dt_f32_pool_f32_bv16w2.num_agpr, 0
	.set kda_verify_snapshot_act_bf16_dt_f32_pool_f32_bv16w2.numbered_sgpr, 84
	.set kda_verify_snapshot_act_bf16_dt_f32_pool_f32_bv16w2.num_named_barrier, 0
	.set kda_verify_snapshot_act_bf16_dt_f32_pool_f32_bv16w2.private_seg_size, 0
	.set kda_verify_snapshot_act_bf16_dt_f32_pool_f32_bv16w2.uses_vcc, 1
	.set kda_verify_snapshot_act_bf16_dt_f32_pool_f32_bv16w2.uses_flat_scratch, 0
	.set kda_verify_snapshot_act_bf16_dt_f32_pool_f32_bv16w2.has_dyn_sized_stack, 0
	.set kda_verify_snapshot_act_bf16_dt_f32_pool_f32_bv16w2.has_recursion, 0
	.set kda_verify_snapshot_act_bf16_dt_f32_pool_f32_bv16w2.has_indirect_call, 0
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
    .group_segment_fixed_size: 12832
    .kernarg_segment_align: 8
    .kernarg_segment_size: 236
    .max_flat_workgroup_size: 128
    .name:           kda_verify_snapshot_act_bf16_dt_f32_pool_f32_bv16w2
    .private_segment_fixed_size: 0
    .sgpr_count:     90
    .sgpr_spill_count: 0
    .symbol:         kda_verify_snapshot_act_bf16_dt_f32_pool_f32_bv16w2.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     115
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
