; deltagen generated file: do not edit. Regenerate with `cargo xtask gen`.
; kernel: kda_verify  instance: kda_verify_decode_act_bf16_dt_f32_pool_bf16_bv16w2  arch: gfx950
; profile=portable  mode=decode  act_dtype=bf16  dt_bias_dtype=f32  pool_dtype=bf16  tile=bv16w2  lanes_per_column=8  requests=>1
; ir-sha256: cdd001418523e0ee4af445d728463147ed95bea150e5639eaeccaeac2ec36b1d
; llvm: 22.1  pipeline: default<O3>  ld.lld: LLVM 22.1
	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 6
	.text
	.globl	kda_verify_decode_act_bf16_dt_f32_pool_bf16_bv16w2
	.p2align	8
	.type	kda_verify_decode_act_bf16_dt_f32_pool_bf16_bv16w2,@function
kda_verify_decode_act_bf16_dt_f32_pool_bf16_bv16w2:
	s_load_dwordx4 s[4:7], s[0:1], 0x4
	s_load_dword s33, s[0:1], 0x14
	s_load_dwordx16 s[16:31], s[0:1], 0x58
	s_mov_b32 s10, s3
	s_load_dwordx16 s[36:51], s[0:1], 0x18
	s_waitcnt lgkmcnt(0)
	s_max_i32 s3, s6, 1
	v_cvt_f32_u32_e32 v1, s3
	s_ashr_i32 s6, s2, 31
	s_lshr_b32 s6, s6, 29
	s_add_i32 s8, s2, s6
	v_rcp_iflag_f32_e32 v1, v1
	s_and_b32 s6, s8, 0xffffff8
	s_sub_i32 s34, s2, s6
	s_sub_i32 s6, 0, s3
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	s_abs_i32 s2, s7
	s_ashr_i32 s12, s8, 3
	s_ashr_i32 s9, s7, 31
	v_readfirstlane_b32 s11, v1
	s_mul_i32 s6, s6, s11
	s_mul_hi_u32 s6, s11, s6
	s_add_i32 s11, s11, s6
	s_mul_hi_u32 s6, s2, s11
	s_mul_i32 s11, s6, s3
	s_sub_i32 s2, s2, s11
	s_add_i32 s11, s6, 1
	s_sub_i32 s13, s2, s3
	s_cmp_ge_u32 s2, s3
	s_cselect_b32 s6, s11, s6
	s_cselect_b32 s2, s13, s2
	s_add_i32 s11, s6, 1
	s_cmp_ge_u32 s2, s3
	s_cselect_b32 s2, s11, s6
	s_xor_b32 s2, s2, s9
	s_sub_i32 s2, s2, s9
	s_ashr_i32 s13, s12, 31
	s_max_i32 s6, s2, 1
	s_lshl_b64 s[2:3], s[12:13], 2
	s_add_u32 s20, s20, s2
	v_lshlrev_b32_e32 v1, 2, v0
	s_addc_u32 s21, s21, s3
	s_lshl_b64 s[2:3], s[12:13], 7
	s_lshl_b64 s[14:15], s[12:13], 9
	v_and_b32_e32 v36, 0x7c, v1
	s_add_u32 s14, s22, s14
	s_addc_u32 s15, s23, s15
	v_lshlrev_b32_e32 v2, 2, v36
	global_load_dwordx4 v[2:5], v2, s[14:15]
	s_ashr_i32 s11, s10, 31
	s_lshl_b64 s[10:11], s[10:11], 2
	s_add_u32 s14, s36, s10
	s_addc_u32 s15, s37, s11
	s_load_dword s35, s[14:15], 0x0
	v_cvt_f32_u32_e32 v6, s6
	v_lshrrev_b32_e32 v29, 3, v0
	v_lshl_or_b32 v26, s34, 4, v29
	v_ashrrev_i32_e32 v27, 31, v26
	s_waitcnt lgkmcnt(0)
	s_cmp_gt_i32 s35, -1
	s_cselect_b64 s[14:15], -1, 0
	s_cmp_lt_i32 s35, s5
	s_cselect_b64 s[22:23], -1, 0
	s_and_b64 s[36:37], s[14:15], s[22:23]
	s_add_u32 s10, s38, s10
	s_addc_u32 s11, s39, s11
	s_load_dwordx2 s[14:15], s[10:11], 0x0
	v_rcp_iflag_f32_e32 v6, v6
	v_lshl_add_u64 v[8:9], s[2:3], 0, v[26:27]
	v_lshlrev_b64 v[8:9], 7, v[8:9]
	v_mov_b32_e32 v7, s35
	v_mul_f32_e32 v6, 0x4f7ffffe, v6
	s_waitcnt lgkmcnt(0)
	s_cmp_gt_i32 s14, -1
	v_cvt_u32_f32_e32 v6, v6
	s_cselect_b64 s[10:11], -1, 0
	s_cmp_ge_i32 s15, s14
	s_cselect_b64 s[38:39], -1, 0
	s_cmp_le_i32 s15, s4
	s_cselect_b64 s[4:5], -1, 0
	s_and_b64 s[10:11], s[10:11], s[38:39]
	s_and_b64 s[4:5], s[4:5], s[10:11]
	s_ashr_i32 s10, s35, 31
	v_readfirstlane_b32 s34, v6
	v_mov_b32_e32 v6, 0
	s_mul_i32 s10, s42, s10
	s_mul_i32 s11, s43, s35
	s_and_b64 s[36:37], s[36:37], s[4:5]
	s_add_i32 s38, s10, s11
	v_mad_u64_u32 v[24:25], s[10:11], s42, v7, v[8:9]
	v_mov_b32_e32 v8, v6
	v_mov_b32_e32 v9, v6
	v_cndmask_b32_e64 v10, 0, 1, s[36:37]
	v_and_b32_e32 v23, 7, v0
	v_mov_b32_e32 v7, v6
	v_cmp_ne_u32_e64 s[10:11], 1, v10
	v_mov_b64_e32 v[20:21], v[8:9]
	v_mov_b64_e32 v[16:17], v[8:9]
	v_mov_b64_e32 v[12:13], v[8:9]
	v_lshlrev_b32_e32 v22, 2, v23
	v_add_u32_e32 v25, s38, v25
	s_andn2_b64 vcc, exec, s[36:37]
	v_mov_b64_e32 v[18:19], v[6:7]
	v_mov_b64_e32 v[14:15], v[6:7]
	v_mov_b64_e32 v[10:11], v[6:7]
	s_cbranch_vccnz .LBB0_2
	v_lshl_add_u64 v[8:9], v[24:25], 1, s[40:41]
	v_lshlrev_b32_e32 v10, 1, v22
	v_mov_b32_e32 v11, v6
	v_lshl_add_u64 v[6:7], v[8:9], 0, v[10:11]
	global_load_dwordx2 v[8:9], v[6:7], off
	global_load_dwordx2 v[10:11], v[6:7], off offset:64
	global_load_dwordx2 v[12:13], v[6:7], off offset:128
	global_load_dwordx2 v[14:15], v[6:7], off offset:192
	s_waitcnt vmcnt(3)
	v_and_b32_e32 v7, 0xffff0000, v8
	v_lshlrev_b32_e32 v6, 16, v8
	v_and_b32_e32 v17, 0xffff0000, v9
	v_lshlrev_b32_e32 v16, 16, v9
	s_waitcnt vmcnt(2)
	v_and_b32_e32 v19, 0xffff0000, v10
	v_lshlrev_b32_e32 v18, 16, v10
	v_and_b32_e32 v21, 0xffff0000, v11
	v_lshlrev_b32_e32 v20, 16, v11
	s_waitcnt vmcnt(1)
	v_and_b32_e32 v11, 0xffff0000, v12
	v_lshlrev_b32_e32 v10, 16, v12
	v_and_b32_e32 v31, 0xffff0000, v13
	v_lshlrev_b32_e32 v30, 16, v13
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v33, 0xffff0000, v14
	v_lshlrev_b32_e32 v32, 16, v14
	v_and_b32_e32 v13, 0xffff0000, v15
	v_lshlrev_b32_e32 v12, 16, v15
	v_pk_add_f32 v[8:9], v[16:17], 0 op_sel_hi:[1,0]
	v_pk_add_f32 v[6:7], v[6:7], 0 op_sel_hi:[1,0]
	v_pk_add_f32 v[20:21], v[20:21], 0 op_sel_hi:[1,0]
	v_pk_add_f32 v[18:19], v[18:19], 0 op_sel_hi:[1,0]
	v_pk_add_f32 v[16:17], v[30:31], 0 op_sel_hi:[1,0]
	v_pk_add_f32 v[14:15], v[10:11], 0 op_sel_hi:[1,0]
	v_pk_add_f32 v[12:13], v[12:13], 0 op_sel_hi:[1,0]
	v_pk_add_f32 v[10:11], v[32:33], 0 op_sel_hi:[1,0]
.LBB0_2:
	s_load_dword s36, s[20:21], 0x0
	s_xor_b64 s[20:21], s[4:5], -1
	v_cndmask_b32_e64 v28, 0, 1, s[20:21]
	s_and_b64 s[20:21], s[22:23], exec
	s_cselect_b32 s20, 0, 4
	v_or_b32_e32 v28, s20, v28
	s_cmp_eq_u32 s33, 0
	v_cmp_eq_u32_e32 vcc, 0, v28
	s_cselect_b64 s[20:21], -1, 0
	s_or_b64 s[20:21], s[20:21], vcc
	s_and_b64 vcc, exec, s[20:21]
	s_cbranch_vccnz .LBB0_6
	v_mbcnt_lo_u32_b32 v30, exec_lo, 0
	v_mbcnt_hi_u32_b32 v30, exec_hi, v30
	v_cmp_eq_u32_e32 vcc, 0, v30
	s_and_saveexec_b64 s[20:21], vcc
	s_cbranch_execz .LBB0_5
	v_mov_b32_e32 v30, 0
	global_atomic_or v30, v28, s[44:45]
.LBB0_5:
	s_or_b64 exec, exec, s[20:21]
.LBB0_6:
	s_sub_i32 s15, s15, s14
	s_and_b64 s[4:5], s[4:5], exec
	s_cselect_b32 s21, s15, 0
	s_add_i32 s4, s21, 7
	s_cmp_lt_i32 s4, 8
	s_mov_b32 s23, 0
	s_cbranch_scc1 .LBB0_74
	s_sub_i32 s5, 0, s6
	s_mul_i32 s5, s5, s34
	s_mul_hi_u32 s5, s34, s5
	s_add_i32 s34, s34, s5
	s_ashr_i32 s5, s4, 31
	s_lshr_b32 s5, s5, 29
	s_add_i32 s4, s4, s5
	s_abs_i32 s20, s12
	s_ashr_i32 s8, s8, 31
	s_ashr_i32 s33, s4, 3
	s_lshl_b64 s[4:5], s[2:3], 1
	s_mul_hi_u32 s22, s20, s34
	s_add_u32 s34, s50, s4
	s_addc_u32 s35, s51, s5
	s_lshl_b64 s[12:13], s[12:13], 1
	s_add_u32 s18, s18, s12
	s_load_dwordx8 s[52:59], s[0:1], 0x98
	s_mul_i32 s0, s22, s6
	s_addc_u32 s19, s19, s13
	s_sub_i32 s0, s20, s0
	s_add_i32 s1, s22, 1
	s_sub_i32 s12, s0, s6
	s_cmp_ge_u32 s0, s6
	s_cselect_b32 s1, s1, s22
	s_cselect_b32 s0, s12, s0
	s_add_i32 s12, s1, 1
	s_cmp_ge_u32 s0, s6
	s_cselect_b32 s6, s12, s1
	s_waitcnt lgkmcnt(0)
	v_div_scale_f32 v28, s[0:1], s57, s57, 1.0
	v_rcp_f32_e32 v30, v28
	v_mov_b32_e32 v56, 0xc2d00000
	s_mov_b32 s37, 0x42b20000
	v_mov_b32_e32 v57, 0x42b20000
	v_fma_f32 v31, -v28, v30, 1.0
	v_fmac_f32_e32 v30, v31, v30
	v_div_scale_f32 v31, vcc, 1.0, s57, 1.0
	v_mul_f32_e32 v32, v31, v30
	v_fma_f32 v33, -v28, v32, v31
	v_fmac_f32_e32 v32, v33, v30
	v_fma_f32 v28, -v28, v32, v31
	v_div_fmas_f32 v28, v28, v30, v32
	v_mov_b32_e32 v30, 0x3000
	v_lshl_or_b32 v51, v29, 2, v30
	v_mov_b32_e32 v29, s36
	v_cmp_nlt_f32_e32 vcc, s36, v56
	v_mov_b32_e32 v58, 0x4b400000
	v_mov_b32_e32 v59, 0x3ab60b61
	v_cndmask_b32_e32 v29, v56, v29, vcc
	v_cmp_nlt_f32_e32 vcc, s37, v29
	s_xor_b32 s0, s6, s8
	s_sub_i32 s0, s0, s8
	v_cndmask_b32_e32 v29, v57, v29, vcc
	v_fmamk_f32 v34, v29, 0x3fb8aa3b, v58
	v_add_f32_e32 v34, 0xcb400000, v34
	v_fmac_f32_e32 v29, 0xbf317218, v34
	v_mul_f32_e32 v35, 0x3102e308, v34
	v_add_f32_e32 v37, v29, v35
	v_sub_f32_e32 v29, v37, v29
	v_sub_f32_e32 v29, v35, v29
	v_fmamk_f32 v35, v37, 0x39500d01, v59
	v_fmaak_f32 v35, v35, v37, 0x3c088889
	v_fmaak_f32 v35, v35, v37, 0x3d2aaaab
	v_fmaak_f32 v35, v35, v37, 0x3e2aaaab
	v_fma_f32 v35, v35, v37, 0.5
	v_mul_f32_e32 v40, v37, v37
	v_mul_f32_e32 v35, v40, v35
	v_add_f32_e32 v40, v37, v35
	v_sub_f32_e32 v37, v40, v37
	v_cmp_o_f32_e32 vcc, v34, v34
	v_sub_f32_e32 v35, v35, v37
	v_add_f32_e32 v29, v29, v35
	v_cndmask_b32_e32 v34, 0, v34, vcc
	v_add_f32_e32 v35, 1.0, v40
	v_cvt_i32_f32_e32 v34, v34
	v_add_f32_e32 v37, -1.0, v35
	v_sub_f32_e32 v37, v40, v37
	v_add_f32_e32 v29, v37, v29
	v_add_f32_e32 v29, v35, v29
	v_ashrrev_i32_e32 v35, 1, v34
	v_sub_u32_e32 v34, v34, v35
	v_lshlrev_b32_e32 v35, 23, v35
	v_add_u32_e32 v35, 1.0, v35
	v_lshlrev_b32_e32 v34, 23, v34
	v_add_u32_e32 v34, 1.0, v34
	v_mul_f32_e32 v29, v29, v35
	v_mul_f32_e32 v29, v29, v34
	v_lshrrev_b32_e32 v50, 5, v0
	s_ashr_i32 s1, s0, 31
	v_sub_f32_e32 v34, 0, v29
	v_bfrev_b32_e32 v29, 0.5
	s_lshl_b64 s[0:1], s[0:1], 7
	v_or_b32_e32 v55, 4, v50
	v_bitop3_b32 v60, v1, 64, v29 bitop3:0x6c
	v_bitop3_b32 v61, v1, 32, v29 bitop3:0x6c
	v_bitop3_b32 v62, v1, 16, v29 bitop3:0x6c
	v_bitop3_b32 v63, v1, 8, v29 bitop3:0x6c
	v_bitop3_b32 v64, v1, 4, v29 bitop3:0x6c
	v_lshlrev_b32_e32 v1, 2, v36
	v_or_b32_e32 v30, s0, v36
	v_lshl_or_b32 v65, v50, 9, v1
	v_lshl_or_b32 v68, v55, 9, v1
	v_mov_b32_e32 v1, 0x3200
	s_add_u32 s0, s24, s4
	v_lshlrev_b64 v[38:39], 1, v[26:27]
	v_div_fixup_f32 v28, v28, s57, 1.0
	s_mov_b32 s8, s7
	v_mov_b32_e32 v31, s1
	v_lshl_or_b32 v71, v0, 2, v1
	v_lshlrev_b32_e32 v1, 6, v23
	s_addc_u32 s1, s25, s5
	v_lshl_add_u64 v[26:27], s[34:35], 0, v[38:39]
	v_add_u32_e32 v52, s14, v23
	v_add_u32_e32 v53, s14, v0
	v_add_u32_e32 v54, s14, v50
	v_mov_b32_e32 v33, s3
	v_or_b32_e32 v32, s2, v36
	s_mov_b32 s35, 0xc2d00000
	s_mov_b32 s20, 0x3fb8aa3b
	s_mov_b32 s22, 0xcb400000
	s_mov_b32 s34, 0xbf317218
	s_mov_b32 s36, 0x3102e308
	s_mov_b32 s38, 0x39500d01
	v_or_b32_e32 v66, 0x2000, v65
	v_or_b32_e32 v67, 0x1000, v65
	v_or_b32_e32 v69, 0x2000, v68
	v_or_b32_e32 v70, 0x1000, v68
	v_lshl_add_u64 v[36:37], s[0:1], 0, v[38:39]
	v_cmp_eq_u32_e64 s[2:3], 0, v23
	s_lshl_b64 s[24:25], s[8:9], 7
	s_mov_b32 s42, s56
	s_mov_b32 s43, s56
	v_mov_b32_e32 v35, v34
	s_mov_b32 s56, s57
	s_mov_b32 s39, s58
	v_mov_b32_e32 v29, v28
	v_lshlrev_b32_e32 v72, 4, v23
	s_mov_b32 s45, 0xf800000
	v_mov_b32_e32 v73, 0x260
	s_mov_b32 s44, 0x4b400000
	s_mov_b32 s50, 0x3ab60b61
	s_mov_b32 s60, 0x3c088889
	s_mov_b32 s62, 0x3d2aaaab
	s_mov_b32 s64, 0x3e2aaaab
	v_mov_b32_e32 v38, -1.0
	s_mov_b32 s51, 0x800000
	s_mov_b32 s66, 0x4b000000
	s_mov_b32 s68, 0x3e638e39
	s_mov_b32 s70, 0x3e3a2e8c
	s_mov_b32 s72, 0x3e924925
	s_mov_b32 s74, 0x3ecccccd
	s_mov_b32 s76, 0x3f2aaaab
	s_mov_b32 s78, 0xb102e308
	s_mov_b32 s80, 0x3f317218
	s_mov_b32 s59, 0x7f800000
	v_add_u32_e32 v74, v51, v1
	v_not_b32_e32 v75, 22
	v_mov_b32_e32 v76, 0xff800000
	v_mov_b32_e32 v77, 0x7f800000
	v_mov_b32_e32 v78, 0x7fc00000
	s_branch .LBB0_9
.LBB0_8:
	s_add_i32 s23, s23, 1
	s_add_i32 s15, s15, -8
	s_add_i32 s14, s14, 8
	s_cmp_eq_u32 s23, s33
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_74
.LBB0_9:
	s_lshl_b32 s9, s23, 3
	s_sub_i32 s61, s21, s9
	v_mov_b32_e32 v80, 0
	v_cmp_gt_i32_e64 s[4:5], s61, v23
	v_mov_b32_e32 v79, v80
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_11
	v_add_u32_e32 v1, s9, v52
	v_ashrrev_i32_e32 v39, 31, v1
	v_mul_lo_u32 v39, s30, v39
	v_mul_lo_u32 v42, s31, v1
	v_mad_u64_u32 v[40:41], s[6:7], s30, v1, 0
	v_add3_u32 v41, v41, v39, v42
	v_lshl_add_u64 v[40:41], v[40:41], 1, v[26:27]
	global_load_ushort v1, v[40:41], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v79, 16, v1
.LBB0_11:
	s_or_b64 exec, exec, s[0:1]
	s_min_i32 s8, s61, 8
	v_cmp_gt_i32_e64 s[6:7], s8, v0
	s_and_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execz .LBB0_13
	v_add_u32_e32 v1, s9, v53
	v_ashrrev_i32_e32 v39, 31, v1
	v_mul_lo_u32 v39, s54, v39
	v_mul_lo_u32 v42, s55, v1
	v_mad_u64_u32 v[40:41], s[12:13], s54, v1, 0
	v_add3_u32 v41, v41, v39, v42
	v_lshl_add_u64 v[40:41], v[40:41], 1, s[18:19]
	global_load_ushort v1, v[40:41], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v80, 16, v1
.LBB0_13:
	s_or_b64 exec, exec, s[0:1]
	v_add_u32_e32 v40, s9, v54
	v_ashrrev_i32_e32 v1, 31, v40
	v_mul_lo_u32 v39, s26, v1
	v_mul_lo_u32 v41, s27, v40
	v_mad_u64_u32 v[42:43], s[0:1], s26, v40, v[30:31]
	v_mov_b32_e32 v93, 0
	v_cmp_gt_i32_e32 vcc, s8, v50
	v_add3_u32 v43, v41, v43, v39
	v_mov_b32_e32 v91, v93
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_15
	v_lshl_add_u64 v[44:45], v[42:43], 1, s[46:47]
	global_load_ushort v39, v[44:45], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v91, 16, v39
.LBB0_15:
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_17
	v_lshl_add_u64 v[44:45], v[42:43], 1, s[46:47]
	global_load_ushort v39, v[44:45], off offset:2
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v93, 16, v39
.LBB0_17:
	s_or_b64 exec, exec, s[0:1]
	v_mov_b32_e32 v90, 0
	v_mov_b32_e32 v39, v90
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_19
	v_lshl_add_u64 v[44:45], v[42:43], 1, s[46:47]
	global_load_ushort v39, v[44:45], off offset:4
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v39, 16, v39
.LBB0_19:
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_21
	v_lshl_add_u64 v[42:43], v[42:43], 1, s[46:47]
	global_load_ushort v41, v[42:43], off offset:6
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v90, 16, v41
.LBB0_21:
	s_or_b64 exec, exec, s[0:1]
	v_mad_u64_u32 v[42:43], s[0:1], s28, v40, v[30:31]
	v_mul_lo_u32 v41, s28, v1
	v_mul_lo_u32 v44, s29, v40
	v_mov_b32_e32 v95, 0
	v_add3_u32 v43, v44, v43, v41
	v_mov_b32_e32 v94, v95
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_23
	v_lshl_add_u64 v[44:45], v[42:43], 1, s[48:49]
	global_load_ushort v41, v[44:45], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v94, 16, v41
.LBB0_23:
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_25
	v_lshl_add_u64 v[44:45], v[42:43], 1, s[48:49]
	global_load_ushort v41, v[44:45], off offset:2
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v95, 16, v41
.LBB0_25:
	s_or_b64 exec, exec, s[0:1]
	v_mov_b32_e32 v92, 0
	v_mov_b32_e32 v89, v92
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_27
	v_lshl_add_u64 v[44:45], v[42:43], 1, s[48:49]
	global_load_ushort v41, v[44:45], off offset:4
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v89, 16, v41
.LBB0_27:
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_29
	v_lshl_add_u64 v[42:43], v[42:43], 1, s[48:49]
	global_load_ushort v41, v[42:43], off offset:6
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v92, 16, v41
.LBB0_29:
	s_or_b64 exec, exec, s[0:1]
	v_mad_u64_u32 v[42:43], s[0:1], s52, v40, v[32:33]
	v_mul_lo_u32 v1, s52, v1
	v_mul_lo_u32 v41, s53, v40
	v_mov_b32_e32 v47, 0
	v_add3_u32 v43, v41, v43, v1
	v_mov_b32_e32 v46, v47
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_31
	v_lshl_add_u64 v[44:45], v[42:43], 1, s[16:17]
	global_load_ushort v1, v[44:45], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v46, 16, v1
.LBB0_31:
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_33
	v_lshl_add_u64 v[44:45], v[42:43], 1, s[16:17]
	global_load_ushort v1, v[44:45], off offset:2
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v47, 16, v1
.LBB0_33:
	s_or_b64 exec, exec, s[0:1]
	v_mov_b32_e32 v45, 0
	v_mov_b32_e32 v44, v45
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_35
	v_lshl_add_u64 v[48:49], v[42:43], 1, s[16:17]
	global_load_ushort v1, v[48:49], off offset:4
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v44, 16, v1
.LBB0_35:
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_37
	v_lshl_add_u64 v[42:43], v[42:43], 1, s[16:17]
	global_load_ushort v1, v[42:43], off offset:6
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v45, 16, v1
.LBB0_37:
	s_or_b64 exec, exec, s[0:1]
	v_add_u32_e32 v40, 4, v40
	v_ashrrev_i32_e32 v1, 31, v40
	v_mul_lo_u32 v41, s26, v1
	v_mul_lo_u32 v48, s27, v40
	v_mad_u64_u32 v[42:43], s[0:1], s26, v40, v[30:31]
	v_mov_b32_e32 v86, 0
	v_cmp_gt_i32_e64 s[8:9], s8, v55
	v_add3_u32 v43, v48, v43, v41
	v_mov_b32_e32 v84, v86
	s_and_saveexec_b64 s[0:1], s[8:9]
	s_cbranch_execz .LBB0_39
	v_lshl_add_u64 v[48:49], v[42:43], 1, s[46:47]
	global_load_ushort v41, v[48:49], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v84, 16, v41
.LBB0_39:
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[0:1], s[8:9]
	s_cbranch_execz .LBB0_41
	v_lshl_add_u64 v[48:49], v[42:43], 1, s[46:47]
	global_load_ushort v41, v[48:49], off offset:2
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v86, 16, v41
.LBB0_41:
	s_or_b64 exec, exec, s[0:1]
	v_mov_b32_e32 v82, 0
	v_mov_b32_e32 v81, v82
	s_and_saveexec_b64 s[0:1], s[8:9]
	s_cbranch_execz .LBB0_43
	v_lshl_add_u64 v[48:49], v[42:43], 1, s[46:47]
	global_load_ushort v41, v[48:49], off offset:4
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v81, 16, v41
.LBB0_43:
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[0:1], s[8:9]
	s_cbranch_execz .LBB0_45
	v_lshl_add_u64 v[42:43], v[42:43], 1, s[46:47]
	global_load_ushort v41, v[42:43], off offset:6
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v82, 16, v41
.LBB0_45:
	s_or_b64 exec, exec, s[0:1]
	v_mad_u64_u32 v[42:43], s[0:1], s28, v40, v[30:31]
	v_mul_lo_u32 v41, s28, v1
	v_mul_lo_u32 v48, s29, v40
	v_mov_b32_e32 v88, 0
	v_add3_u32 v43, v48, v43, v41
	v_mov_b32_e32 v87, v88
	s_and_saveexec_b64 s[0:1], s[8:9]
	s_cbranch_execz .LBB0_47
	v_lshl_add_u64 v[48:49], v[42:43], 1, s[48:49]
	global_load_ushort v41, v[48:49], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v87, 16, v41
.LBB0_47:
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[0:1], s[8:9]
	s_cbranch_execz .LBB0_49
	v_lshl_add_u64 v[48:49], v[42:43], 1, s[48:49]
	global_load_ushort v41, v[48:49], off offset:2
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v88, 16, v41
.LBB0_49:
	s_or_b64 exec, exec, s[0:1]
	v_mov_b32_e32 v85, 0
	v_mov_b32_e32 v83, v85
	s_and_saveexec_b64 s[0:1], s[8:9]
	s_cbranch_execz .LBB0_51
	v_lshl_add_u64 v[48:49], v[42:43], 1, s[48:49]
	global_load_ushort v41, v[48:49], off offset:4
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v83, 16, v41
.LBB0_51:
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[0:1], s[8:9]
	s_cbranch_execz .LBB0_53
	v_lshl_add_u64 v[42:43], v[42:43], 1, s[48:49]
	global_load_ushort v41, v[42:43], off offset:6
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v85, 16, v41
.LBB0_53:
	s_or_b64 exec, exec, s[0:1]
	v_mad_u64_u32 v[48:49], s[0:1], s52, v40, v[32:33]
	v_mul_lo_u32 v1, s52, v1
	v_mul_lo_u32 v40, s53, v40
	v_mov_b32_e32 v41, 0
	v_add3_u32 v49, v40, v49, v1
	v_mov_b32_e32 v40, v41
	s_and_saveexec_b64 s[0:1], s[8:9]
	s_cbranch_execz .LBB0_55
	v_lshl_add_u64 v[42:43], v[48:49], 1, s[16:17]
	global_load_ushort v1, v[42:43], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v40, 16, v1
.LBB0_55:
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[0:1], s[8:9]
	s_cbranch_execz .LBB0_57
	v_lshl_add_u64 v[42:43], v[48:49], 1, s[16:17]
	global_load_ushort v1, v[42:43], off offset:2
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v41, 16, v1
.LBB0_57:
	s_or_b64 exec, exec, s[0:1]
	v_mov_b32_e32 v43, 0
	v_mov_b32_e32 v42, v43
	s_and_saveexec_b64 s[0:1], s[8:9]
	s_cbranch_execnz .LBB0_69
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[0:1], s[8:9]
	s_cbranch_execnz .LBB0_70
.LBB0_59:
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[82:83], vcc
	s_cbranch_execnz .LBB0_71
.LBB0_60:
	s_or_b64 exec, exec, s[82:83]
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
	ds_write_b32 v74, v79
.LBB0_64:
	s_or_b64 exec, exec, s[0:1]
	s_cmp_lt_i32 s61, 1
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_8
	v_med3_i32 v1, s15, 1, 8
	s_movk_i32 s4, 0x3200
	v_mov_b32_e32 v39, v72
	v_mov_b32_e32 v40, v51
	s_mov_b32 s5, s14
	s_branch .LBB0_67
.LBB0_66:
	s_or_b64 exec, exec, s[0:1]
	v_add_u32_e32 v1, -1, v1
	v_cmp_eq_u32_e32 vcc, 0, v1
	s_add_i32 s5, s5, 1
	v_add_u32_e32 v40, 64, v40
	v_add_u32_e32 v39, 0x200, v39
	s_add_i32 s4, s4, 4
	s_cbranch_vccnz .LBB0_8
.LBB0_67:
	s_waitcnt lgkmcnt(0)
	ds_read_b128 v[42:45], v39
	ds_read_b128 v[46:49], v39 offset:128
	ds_read_b128 v[80:83], v39 offset:256
	s_waitcnt lgkmcnt(2)
	v_pk_mul_f32 v[84:85], v[8:9], v[44:45]
	v_pk_mul_f32 v[86:87], v[6:7], v[42:43]
	ds_read_b128 v[6:9], v39 offset:4096
	ds_read_b128 v[42:45], v39 offset:4224
	s_waitcnt lgkmcnt(3)
	v_pk_mul_f32 v[88:89], v[20:21], v[48:49]
	v_pk_mul_f32 v[90:91], v[18:19], v[46:47]
	ds_read_b128 v[18:21], v39 offset:384
	s_waitcnt lgkmcnt(3)
	v_pk_mul_f32 v[82:83], v[16:17], v[82:83]
	v_pk_mul_f32 v[80:81], v[14:15], v[80:81]
	ds_read_b128 v[14:17], v39 offset:4352
	ds_read_b128 v[46:49], v39 offset:4480
	v_mov_b32_e32 v92, v86
	s_waitcnt lgkmcnt(2)
	v_pk_mul_f32 v[12:13], v[12:13], v[20:21]
	v_pk_mul_f32 v[10:11], v[10:11], v[18:19]
	v_mov_b32_e32 v18, v7
	v_mov_b32_e32 v19, v43
	v_mov_b32_e32 v20, v87
	v_mov_b32_e32 v21, v91
	v_pk_mul_f32 v[18:19], v[18:19], v[20:21]
	v_mov_b32_e32 v20, v6
	v_mov_b32_e32 v21, v42
	v_mov_b32_e32 v93, v90
	v_pk_fma_f32 v[18:19], v[20:21], v[92:93], v[18:19]
	v_mov_b32_e32 v20, v8
	v_mov_b32_e32 v21, v44
	v_mov_b32_e32 v92, v84
	v_mov_b32_e32 v93, v88
	v_pk_fma_f32 v[18:19], v[20:21], v[92:93], v[18:19]
	v_mov_b32_e32 v20, v9
	v_mov_b32_e32 v21, v45
	v_mov_b32_e32 v92, v85
	v_mov_b32_e32 v93, v89
	v_pk_fma_f32 v[18:19], v[20:21], v[92:93], v[18:19]
	s_waitcnt lgkmcnt(1)
	v_mov_b32_e32 v20, v15
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v21, v47
	v_mov_b32_e32 v92, v81
	v_mov_b32_e32 v93, v11
	v_pk_mul_f32 v[20:21], v[20:21], v[92:93]
	v_mov_b32_e32 v92, v14
	v_mov_b32_e32 v93, v46
	v_mov_b32_e32 v94, v80
	v_mov_b32_e32 v95, v10
	v_pk_fma_f32 v[20:21], v[92:93], v[94:95], v[20:21]
	v_mov_b32_e32 v92, v16
	v_mov_b32_e32 v93, v48
	v_mov_b32_e32 v94, v82
	v_mov_b32_e32 v95, v12
	v_pk_fma_f32 v[20:21], v[92:93], v[94:95], v[20:21]
	v_mov_b32_e32 v92, v17
	v_mov_b32_e32 v93, v49
	v_mov_b32_e32 v94, v83
	v_mov_b32_e32 v95, v13
	v_pk_fma_f32 v[20:21], v[92:93], v[94:95], v[20:21]
	s_nop 0
	v_pk_add_f32 v[18:19], v[18:19], v[20:21]
	v_mov_b32_e32 v20, s4
	v_add_f32_e32 v18, v18, v19
	ds_bpermute_b32 v19, v62, v18
	ds_read_b32 v21, v40
	ds_read_b32 v20, v20
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v18, v18, v19
	ds_bpermute_b32 v19, v63, v18
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v18, v18, v19
	ds_bpermute_b32 v19, v64, v18
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v18, v18, v19
	v_sub_f32_e32 v18, v21, v18
	v_mul_f32_e32 v92, v20, v18
	v_pk_fma_f32 v[20:21], v[44:45], v[92:93], v[88:89] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[18:19], v[42:43], v[92:93], v[90:91] op_sel_hi:[1,0,1]
	ds_read_b128 v[42:45], v39 offset:8192
	v_pk_fma_f32 v[8:9], v[8:9], v[92:93], v[84:85] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[6:7], v[6:7], v[92:93], v[86:87] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[16:17], v[16:17], v[92:93], v[82:83] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[14:15], v[14:15], v[92:93], v[80:81] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[12:13], v[48:49], v[92:93], v[12:13] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[10:11], v[46:47], v[92:93], v[10:11] op_sel_hi:[1,0,1]
	ds_read_b128 v[46:49], v39 offset:8320
	ds_read_b128 v[80:83], v39 offset:8448
	ds_read_b128 v[84:87], v39 offset:8576
	s_waitcnt lgkmcnt(3)
	v_mul_f32_e32 v41, v43, v7
	v_fmac_f32_e32 v41, v42, v6
	v_fmac_f32_e32 v41, v44, v8
	s_waitcnt lgkmcnt(2)
	v_mul_f32_e32 v42, v47, v19
	s_waitcnt lgkmcnt(1)
	v_mul_f32_e32 v43, v15, v81
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v44, v11, v85
	v_fmac_f32_e32 v42, v46, v18
	v_fmac_f32_e32 v43, v80, v14
	v_fmac_f32_e32 v44, v84, v10
	v_fmac_f32_e32 v42, v48, v20
	v_fmac_f32_e32 v43, v82, v16
	v_fmac_f32_e32 v44, v86, v12
	v_fmac_f32_e32 v41, v45, v9
	v_fmac_f32_e32 v42, v49, v21
	v_fmac_f32_e32 v43, v83, v17
	v_fmac_f32_e32 v44, v87, v13
	v_add_f32_e32 v41, v41, v43
	v_add_f32_e32 v42, v42, v44
	v_add_f32_e32 v41, v41, v42
	ds_bpermute_b32 v42, v62, v41
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v41, v41, v42
	ds_bpermute_b32 v42, v63, v41
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v41, v41, v42
	ds_bpermute_b32 v42, v64, v41
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_66
	s_ashr_i32 s6, s5, 31
	s_mul_hi_u32 s7, s24, s5
	s_mul_i32 s6, s24, s6
	s_add_i32 s6, s7, s6
	s_mul_i32 s7, s25, s5
	s_add_i32 s7, s6, s7
	s_mul_i32 s6, s24, s5
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v41, v41, v42
	v_cvt_pk_bf16_f32 v41, v41, s0
	v_lshl_add_u64 v[42:43], s[6:7], 1, v[36:37]
	global_store_short v[42:43], v41, off
	s_branch .LBB0_66
.LBB0_69:
	v_lshl_add_u64 v[96:97], v[48:49], 1, s[16:17]
	global_load_ushort v1, v[96:97], off offset:4
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v42, 16, v1
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[0:1], s[8:9]
	s_cbranch_execz .LBB0_59
.LBB0_70:
	v_lshl_add_u64 v[48:49], v[48:49], 1, s[16:17]
	global_load_ushort v1, v[48:49], off offset:6
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v43, 16, v1
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[82:83], vcc
	s_cbranch_execz .LBB0_60
.LBB0_71:
	v_mul_f32_e32 v1, v93, v93
	v_fmac_f32_e32 v1, v91, v91
	v_mul_f32_e32 v49, v95, v95
	v_fmac_f32_e32 v1, v39, v39
	v_fmac_f32_e32 v49, v94, v94
	v_fmac_f32_e32 v1, v90, v90
	v_fmac_f32_e32 v49, v89, v89
	ds_bpermute_b32 v48, v60, v1
	v_fmac_f32_e32 v49, v92, v92
	ds_bpermute_b32 v96, v60, v49
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v1, v1, v48
	ds_bpermute_b32 v48, v61, v1
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v49, v49, v96
	ds_bpermute_b32 v96, v61, v49
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v1, v1, v48
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v48, v49, v96
	ds_bpermute_b32 v49, v62, v1
	ds_bpermute_b32 v96, v62, v48
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v1, v1, v49
	ds_bpermute_b32 v49, v63, v1
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v48, v48, v96
	ds_bpermute_b32 v96, v63, v48
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v1, v1, v49
	ds_bpermute_b32 v49, v64, v1
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v48, v48, v96
	ds_bpermute_b32 v96, v64, v48
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
	v_cmp_gt_f32_e64 s[0:1], s45, v48
	v_add_u32_e32 v97, 1, v49
	s_nop 0
	v_cndmask_b32_e64 v48, v48, v96, s[0:1]
	v_add_u32_e32 v96, -1, v49
	v_fma_f32 v98, -v96, v49, v1
	v_fma_f32 v99, -v97, v49, v1
	v_cmp_ge_f32_e64 s[12:13], 0, v98
	s_nop 1
	v_cndmask_b32_e64 v49, v49, v96, s[12:13]
	v_cmp_lt_f32_e64 s[12:13], 0, v99
	s_nop 1
	v_cndmask_b32_e64 v49, v49, v97, s[12:13]
	v_sqrt_f32_e32 v97, v48
	v_mul_f32_e32 v96, 0x37800000, v49
	v_cndmask_b32_e32 v49, v49, v96, vcc
	v_cmp_class_f32_e32 vcc, v1, v73
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
	v_div_scale_f32 v97, s[12:13], v1, v1, v93
	v_rcp_f32_e32 v98, v97
	v_cndmask_b32_e32 v49, v49, v96, vcc
	v_mul_f32_e32 v96, 0x37800000, v49
	v_cndmask_b32_e64 v49, v49, v96, s[0:1]
	v_cmp_class_f32_e32 vcc, v48, v73
	s_nop 1
	v_cndmask_b32_e32 v100, v49, v48, vcc
	v_fma_f32 v48, -v97, v98, 1.0
	v_fmac_f32_e32 v98, v48, v98
	v_div_scale_f32 v48, vcc, v93, v1, v93
	v_mul_f32_e32 v49, v48, v98
	v_fma_f32 v96, -v97, v49, v48
	v_fmac_f32_e32 v49, v96, v98
	v_div_scale_f32 v96, s[0:1], v1, v1, v91
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
	v_div_scale_f32 v98, s[0:1], v100, v100, v95
	v_rcp_f32_e32 v99, v98
	v_fma_f32 v48, -v96, v93, v48
	v_div_fmas_f32 v48, v48, v97, v93
	v_div_fixup_f32 v48, v48, v1, v91
	v_pk_mul_f32 v[96:97], s[42:43], v[48:49]
	v_fma_f32 v48, -v98, v99, 1.0
	v_fmac_f32_e32 v99, v48, v99
	v_div_scale_f32 v48, vcc, v95, v100, v95
	v_mul_f32_e32 v49, v48, v99
	v_fma_f32 v91, -v98, v49, v48
	v_fmac_f32_e32 v49, v91, v99
	v_div_scale_f32 v91, s[0:1], v100, v100, v94
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
	v_div_scale_f32 v91, s[0:1], v1, v1, v90
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
	v_div_scale_f32 v91, s[0:1], v1, v1, v39
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
	v_div_scale_f32 v90, s[0:1], v100, v100, v92
	v_rcp_f32_e32 v91, v90
	v_div_fixup_f32 v48, v48, v1, v39
	v_pk_mul_f32 v[98:99], s[42:43], v[48:49]
	ds_write_b128 v66, v[96:99]
	v_fma_f32 v1, -v90, v91, 1.0
	v_fmac_f32_e32 v91, v1, v91
	v_div_scale_f32 v1, vcc, v92, v100, v92
	v_mul_f32_e32 v39, v1, v91
	v_fma_f32 v48, -v90, v39, v1
	v_fmac_f32_e32 v39, v48, v91
	v_div_scale_f32 v48, s[0:1], v100, v100, v89
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
	v_pk_add_f32 v[90:91], v[2:3], v[46:47]
	v_fma_f32 v1, -v48, v39, v1
	v_pk_mul_f32 v[92:93], s[56:57], v[90:91]
	v_div_fmas_f32 v1, v1, v49, v39
	v_cmp_ngt_f32_e32 vcc, s35, v92
	s_nop 1
	v_cndmask_b32_e32 v39, v56, v92, vcc
	v_cmp_ngt_f32_e32 vcc, s35, v93
	s_nop 1
	v_cndmask_b32_e32 v46, v56, v93, vcc
	v_cmp_nlt_f32_e32 vcc, s37, v46
	s_nop 1
	v_cndmask_b32_e32 v49, v57, v46, vcc
	v_cmp_nlt_f32_e32 vcc, s37, v39
	v_mov_b64_e32 v[46:47], s[44:45]
	s_nop 0
	v_cndmask_b32_e32 v48, v57, v39, vcc
	v_pk_fma_f32 v[98:99], v[48:49], s[20:21], v[46:47] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_add_f32 v[98:99], v[98:99], s[22:23] op_sel_hi:[1,0]
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
	ds_write_b128 v67, v[94:97]
	v_pk_fma_f32 v[96:97], v[98:99], s[34:35], v[48:49] op_sel_hi:[1,0,1]
	v_pk_mul_f32 v[98:99], v[98:99], s[36:37] op_sel_hi:[1,0]
	v_mov_b64_e32 v[48:49], s[50:51]
	v_pk_add_f32 v[100:101], v[96:97], v[98:99]
	v_ashrrev_i32_e32 v1, 1, v112
	v_pk_fma_f32 v[106:107], v[100:101], s[38:39], v[48:49] op_sel_hi:[1,0,0]
	v_pk_mul_f32 v[108:109], v[100:101], v[100:101]
	v_pk_fma_f32 v[106:107], v[106:107], v[100:101], s[60:61] op_sel_hi:[1,1,0]
	v_pk_add_f32 v[102:103], v[100:101], v[96:97] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_fma_f32 v[106:107], v[106:107], v[100:101], s[62:63] op_sel_hi:[1,1,0]
	v_pk_add_f32 v[104:105], v[98:99], v[102:103] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_fma_f32 v[106:107], v[106:107], v[100:101], s[64:65] op_sel_hi:[1,1,0]
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
	v_mov_b64_e32 v[104:105], s[68:69]
	v_pk_mul_f32 v[94:95], v[94:95], v[98:99]
	s_nop 0
	v_pk_add_f32 v[94:95], v[94:95], 1.0 op_sel_hi:[1,0]
	s_nop 0
	v_pk_mul_f32 v[96:97], v[94:95], s[66:67] op_sel_hi:[1,0]
	v_cmp_gt_f32_e32 vcc, s51, v94
	v_cmp_gt_f32_e64 s[0:1], s51, v95
	s_nop 0
	v_cndmask_b32_e32 v1, v94, v96, vcc
	v_cndmask_b32_e64 v39, v95, v97, s[0:1]
	v_add_u32_e32 v89, 0xc0cafb0d, v39
	v_add_u32_e32 v98, 0xc0cafb0d, v1
	v_and_b32_e32 v96, 0xff800000, v89
	v_and_b32_e32 v99, 0xff800000, v98
	v_sub_u32_e32 v97, v39, v96
	v_sub_u32_e32 v96, v1, v99
	v_cndmask_b32_e32 v39, 0, v75, vcc
	v_ashrrev_i32_e32 v98, 23, v98
	v_pk_add_f32 v[96:97], v[96:97], -1.0 op_sel_hi:[1,0]
	v_add_u32_e32 v39, v98, v39
	v_pk_add_f32 v[98:99], v[96:97], 2.0 op_sel_hi:[1,0]
	v_cndmask_b32_e64 v1, 0, v75, s[0:1]
	v_div_scale_f32 v102, s[0:1], v99, v99, v97
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
	v_div_scale_f32 v89, s[0:1], v98, v98, v96
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
	v_pk_fma_f32 v[106:107], v[102:103], s[70:71], v[104:105] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_fma_f32 v[106:107], v[106:107], v[102:103], s[72:73] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[106:107], v[106:107], v[102:103], s[74:75] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[106:107], v[106:107], v[102:103], s[76:77] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_mul_f32 v[102:103], v[102:103], v[106:107] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_pk_add_f32 v[102:103], v[96:97], v[102:103]
	s_nop 0
	v_pk_fma_f32 v[96:97], v[98:99], v[102:103], v[96:97] neg_lo:[1,0,0] neg_hi:[1,0,0]
	s_nop 0
	v_pk_fma_f32 v[96:97], v[100:101], s[78:79], v[96:97] op_sel_hi:[1,0,1]
	s_nop 0
	v_pk_fma_f32 v[96:97], v[100:101], s[80:81], v[96:97] op_sel_hi:[1,0,1]
	s_nop 0
	v_cndmask_b32_e32 v1, v76, v96, vcc
	v_cmp_neq_f32_e32 vcc, 0, v95
	s_nop 1
	v_cndmask_b32_e32 v39, v76, v97, vcc
	v_cmp_neq_f32_e32 vcc, s59, v95
	s_nop 1
	v_cndmask_b32_e32 v39, v77, v39, vcc
	v_cmp_neq_f32_e32 vcc, s59, v94
	s_nop 1
	v_cndmask_b32_e32 v1, v77, v1, vcc
	v_cmp_ngt_f32_e32 vcc, 0, v94
	s_nop 1
	v_cndmask_b32_e32 v1, v78, v1, vcc
	v_cmp_ngt_f32_e32 vcc, 0, v95
	s_nop 1
	v_cndmask_b32_e32 v39, v78, v39, vcc
	v_cmp_u_f32_e32 vcc, v95, v95
	s_nop 1
	v_cndmask_b32_e32 v95, v39, v95, vcc
	v_cmp_u_f32_e32 vcc, v94, v94
	s_nop 1
	v_cndmask_b32_e32 v94, v1, v94, vcc
	v_pk_mul_f32 v[94:95], v[28:29], v[94:95]
	v_cmp_ge_f32_e32 vcc, s39, v93
	s_nop 1
	v_cndmask_b32_e32 v91, v91, v95, vcc
	v_cmp_ge_f32_e32 vcc, s58, v92
	s_nop 1
	v_cndmask_b32_e32 v90, v90, v94, vcc
	v_pk_mul_f32 v[90:91], v[34:35], v[90:91]
	s_nop 0
	v_cmp_ngt_f32_e32 vcc, s35, v90
	s_nop 1
	v_cndmask_b32_e32 v1, v56, v90, vcc
	v_cmp_ngt_f32_e32 vcc, s35, v91
	s_nop 1
	v_cndmask_b32_e32 v39, v56, v91, vcc
	v_cmp_nlt_f32_e32 vcc, s37, v39
	s_nop 1
	v_cndmask_b32_e32 v91, v57, v39, vcc
	v_cmp_nlt_f32_e32 vcc, s37, v1
	s_nop 1
	v_cndmask_b32_e32 v90, v57, v1, vcc
	v_pk_fma_f32 v[92:93], v[90:91], s[20:21], v[46:47] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_add_f32 v[92:93], v[92:93], s[22:23] op_sel_hi:[1,0]
	s_nop 0
	v_pk_fma_f32 v[90:91], v[92:93], s[34:35], v[90:91] op_sel_hi:[1,0,1]
	v_pk_mul_f32 v[94:95], v[92:93], s[36:37] op_sel_hi:[1,0]
	v_cmp_o_f32_e32 vcc, v93, v93
	v_pk_add_f32 v[96:97], v[90:91], v[94:95]
	s_nop 0
	v_pk_add_f32 v[90:91], v[96:97], v[90:91] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_mul_f32 v[98:99], v[96:97], v[96:97]
	v_pk_add_f32 v[90:91], v[94:95], v[90:91] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_fma_f32 v[94:95], v[96:97], s[38:39], v[48:49] op_sel_hi:[1,0,0]
	v_cndmask_b32_e32 v1, 0, v93, vcc
	v_pk_fma_f32 v[94:95], v[94:95], v[96:97], s[60:61] op_sel_hi:[1,1,0]
	v_cmp_o_f32_e32 vcc, v92, v92
	v_pk_fma_f32 v[94:95], v[94:95], v[96:97], s[62:63] op_sel_hi:[1,1,0]
	v_cvt_i32_f32_e32 v1, v1
	v_pk_fma_f32 v[94:95], v[94:95], v[96:97], s[64:65] op_sel_hi:[1,1,0]
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
	v_pk_add_f32 v[96:97], v[4:5], v[44:45]
	v_pk_add_f32 v[90:91], v[94:95], v[90:91]
	v_pk_mul_f32 v[98:99], s[56:57], v[96:97]
	v_lshl_add_u32 v95, v1, 23, 1.0
	v_cmp_ngt_f32_e32 vcc, s35, v98
	v_lshl_add_u32 v94, v39, 23, 1.0
	s_nop 0
	v_cndmask_b32_e32 v1, v56, v98, vcc
	v_cmp_ngt_f32_e32 vcc, s35, v99
	s_nop 1
	v_cndmask_b32_e32 v39, v56, v99, vcc
	v_cmp_nlt_f32_e32 vcc, s37, v39
	s_nop 1
	v_cndmask_b32_e32 v101, v57, v39, vcc
	v_cmp_nlt_f32_e32 vcc, s37, v1
	s_nop 1
	v_cndmask_b32_e32 v100, v57, v1, vcc
	v_pk_fma_f32 v[44:45], v[100:101], s[20:21], v[46:47] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_add_f32 v[102:103], v[44:45], s[22:23] op_sel_hi:[1,0]
	v_pk_mul_f32 v[44:45], v[90:91], v[92:93]
	v_pk_fma_f32 v[92:93], v[102:103], s[34:35], v[100:101] op_sel_hi:[1,0,1]
	v_pk_mul_f32 v[44:45], v[44:45], v[94:95]
	v_pk_mul_f32 v[94:95], v[102:103], s[36:37] op_sel_hi:[1,0]
	v_cmp_o_f32_e32 vcc, v103, v103
	v_pk_add_f32 v[100:101], v[92:93], v[94:95]
	s_nop 0
	v_pk_fma_f32 v[108:109], v[100:101], s[38:39], v[48:49] op_sel_hi:[1,0,0]
	v_pk_mul_f32 v[110:111], v[100:101], v[100:101]
	v_pk_fma_f32 v[108:109], v[108:109], v[100:101], s[60:61] op_sel_hi:[1,1,0]
	v_cndmask_b32_e32 v1, 0, v103, vcc
	v_pk_fma_f32 v[108:109], v[108:109], v[100:101], s[62:63] op_sel_hi:[1,1,0]
	v_cmp_o_f32_e32 vcc, v102, v102
	v_pk_fma_f32 v[108:109], v[108:109], v[100:101], s[64:65] op_sel_hi:[1,1,0]
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
	v_pk_mul_f32 v[92:93], v[90:91], s[66:67] op_sel_hi:[1,0]
	v_cmp_gt_f32_e32 vcc, s51, v90
	v_cmp_gt_f32_e64 s[0:1], s51, v91
	s_nop 0
	v_cndmask_b32_e32 v1, v90, v92, vcc
	v_cndmask_b32_e64 v39, v91, v93, s[0:1]
	v_add_u32_e32 v89, 0xc0cafb0d, v39
	v_add_u32_e32 v94, 0xc0cafb0d, v1
	v_and_b32_e32 v92, 0xff800000, v89
	v_and_b32_e32 v95, 0xff800000, v94
	v_sub_u32_e32 v93, v39, v92
	v_sub_u32_e32 v92, v1, v95
	v_cndmask_b32_e32 v39, 0, v75, vcc
	v_ashrrev_i32_e32 v94, 23, v94
	v_pk_add_f32 v[92:93], v[92:93], -1.0 op_sel_hi:[1,0]
	v_add_u32_e32 v39, v94, v39
	v_pk_add_f32 v[94:95], v[92:93], 2.0 op_sel_hi:[1,0]
	v_cndmask_b32_e64 v1, 0, v75, s[0:1]
	v_div_scale_f32 v102, s[0:1], v95, v95, v93
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
	v_div_scale_f32 v89, s[0:1], v94, v94, v92
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
	v_pk_fma_f32 v[104:105], v[102:103], s[70:71], v[104:105] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_fma_f32 v[104:105], v[104:105], v[102:103], s[72:73] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[104:105], v[104:105], v[102:103], s[74:75] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[104:105], v[104:105], v[102:103], s[76:77] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_mul_f32 v[102:103], v[102:103], v[104:105] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_pk_add_f32 v[102:103], v[92:93], v[102:103]
	s_nop 0
	v_pk_fma_f32 v[92:93], v[94:95], v[102:103], v[92:93] neg_lo:[1,0,0] neg_hi:[1,0,0]
	s_nop 0
	v_pk_fma_f32 v[92:93], v[100:101], s[78:79], v[92:93] op_sel_hi:[1,0,1]
	s_nop 0
	v_pk_fma_f32 v[92:93], v[100:101], s[80:81], v[92:93] op_sel_hi:[1,0,1]
	s_nop 0
	v_cndmask_b32_e32 v1, v76, v92, vcc
	v_cmp_neq_f32_e32 vcc, 0, v91
	s_nop 1
	v_cndmask_b32_e32 v39, v76, v93, vcc
	v_cmp_neq_f32_e32 vcc, s59, v91
	s_nop 1
	v_cndmask_b32_e32 v39, v77, v39, vcc
	v_cmp_neq_f32_e32 vcc, s59, v90
	s_nop 1
	v_cndmask_b32_e32 v1, v77, v1, vcc
	v_cmp_ngt_f32_e32 vcc, 0, v90
	s_nop 1
	v_cndmask_b32_e32 v1, v78, v1, vcc
	v_cmp_ngt_f32_e32 vcc, 0, v91
	s_nop 1
	v_cndmask_b32_e32 v39, v78, v39, vcc
	v_cmp_u_f32_e32 vcc, v91, v91
	s_nop 1
	v_cndmask_b32_e32 v91, v39, v91, vcc
	v_cmp_u_f32_e32 vcc, v90, v90
	s_nop 1
	v_cndmask_b32_e32 v90, v1, v90, vcc
	v_pk_mul_f32 v[90:91], v[28:29], v[90:91]
	v_cmp_ge_f32_e32 vcc, s39, v99
	s_nop 1
	v_cndmask_b32_e32 v91, v97, v91, vcc
	v_cmp_ge_f32_e32 vcc, s58, v98
	s_nop 1
	v_cndmask_b32_e32 v90, v96, v90, vcc
	v_pk_mul_f32 v[90:91], v[34:35], v[90:91]
	s_nop 0
	v_cmp_ngt_f32_e32 vcc, s35, v90
	s_nop 1
	v_cndmask_b32_e32 v1, v56, v90, vcc
	v_cmp_ngt_f32_e32 vcc, s35, v91
	s_nop 1
	v_cndmask_b32_e32 v39, v56, v91, vcc
	v_cmp_nlt_f32_e32 vcc, s37, v39
	s_nop 1
	v_cndmask_b32_e32 v91, v57, v39, vcc
	v_cmp_nlt_f32_e32 vcc, s37, v1
	s_nop 1
	v_cndmask_b32_e32 v90, v57, v1, vcc
	v_pk_fma_f32 v[46:47], v[90:91], s[20:21], v[46:47] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_add_f32 v[46:47], v[46:47], s[22:23] op_sel_hi:[1,0]
	s_nop 0
	v_pk_fma_f32 v[90:91], v[46:47], s[34:35], v[90:91] op_sel_hi:[1,0,1]
	v_pk_mul_f32 v[92:93], v[46:47], s[36:37] op_sel_hi:[1,0]
	v_cmp_o_f32_e32 vcc, v47, v47
	v_pk_add_f32 v[94:95], v[90:91], v[92:93]
	s_nop 0
	v_pk_fma_f32 v[48:49], v[94:95], s[38:39], v[48:49] op_sel_hi:[1,0,0]
	v_pk_add_f32 v[90:91], v[94:95], v[90:91] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_fma_f32 v[48:49], v[48:49], v[94:95], s[60:61] op_sel_hi:[1,1,0]
	v_pk_add_f32 v[90:91], v[92:93], v[90:91] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_fma_f32 v[48:49], v[48:49], v[94:95], s[62:63] op_sel_hi:[1,1,0]
	v_pk_mul_f32 v[92:93], v[94:95], v[94:95]
	v_pk_fma_f32 v[48:49], v[48:49], v[94:95], s[64:65] op_sel_hi:[1,1,0]
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
	ds_write_b128 v65, v[44:47]
	s_or_b64 exec, exec, s[82:83]
	s_and_saveexec_b64 s[12:13], s[8:9]
	s_cbranch_execz .LBB0_61
.LBB0_72:
	v_mul_f32_e32 v1, v86, v86
	v_fmac_f32_e32 v1, v84, v84
	v_mul_f32_e32 v44, v88, v88
	v_fmac_f32_e32 v1, v81, v81
	v_fmac_f32_e32 v44, v87, v87
	v_fmac_f32_e32 v1, v82, v82
	v_fmac_f32_e32 v44, v83, v83
	ds_bpermute_b32 v39, v60, v1
	v_fmac_f32_e32 v44, v85, v85
	ds_bpermute_b32 v45, v60, v44
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v1, v1, v39
	ds_bpermute_b32 v39, v61, v1
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v44, v44, v45
	ds_bpermute_b32 v45, v61, v44
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v1, v1, v39
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v39, v44, v45
	ds_bpermute_b32 v44, v62, v1
	ds_bpermute_b32 v45, v62, v39
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v1, v1, v44
	ds_bpermute_b32 v44, v63, v1
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v39, v39, v45
	ds_bpermute_b32 v45, v63, v39
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v1, v1, v44
	ds_bpermute_b32 v44, v64, v1
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v39, v39, v45
	ds_bpermute_b32 v45, v64, v39
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
	v_cmp_gt_f32_e64 s[0:1], s45, v39
	v_add_u32_e32 v46, 1, v44
	s_nop 0
	v_cndmask_b32_e64 v39, v39, v45, s[0:1]
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
	v_cmp_class_f32_e32 vcc, v1, v73
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
	v_cndmask_b32_e64 v44, v44, v45, s[0:1]
	v_cmp_class_f32_e32 vcc, v39, v73
	s_nop 1
	v_cndmask_b32_e32 v39, v44, v39, vcc
	v_fma_f32 v44, -v46, v47, 1.0
	v_fmac_f32_e32 v47, v44, v47
	v_div_scale_f32 v44, vcc, v86, v1, v86
	v_mul_f32_e32 v45, v44, v47
	v_fma_f32 v48, -v46, v45, v44
	v_fmac_f32_e32 v45, v48, v47
	v_fma_f32 v44, -v46, v45, v44
	v_div_scale_f32 v46, s[0:1], v1, v1, v84
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
	v_div_scale_f32 v46, s[0:1], v39, v39, v88
	v_rcp_f32_e32 v49, v46
	v_div_fmas_f32 v44, v44, v48, v47
	v_div_fixup_f32 v44, v44, v1, v84
	v_pk_mul_f32 v[44:45], s[42:43], v[44:45]
	v_fma_f32 v47, -v46, v49, 1.0
	v_fmac_f32_e32 v49, v47, v49
	v_div_scale_f32 v47, vcc, v88, v39, v88
	v_mul_f32_e32 v48, v47, v49
	v_fma_f32 v84, -v46, v48, v47
	v_fmac_f32_e32 v48, v84, v49
	v_fma_f32 v46, -v46, v48, v47
	v_div_scale_f32 v47, s[0:1], v39, v39, v87
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
	v_div_scale_f32 v47, s[0:1], v1, v1, v82
	v_rcp_f32_e32 v49, v47
	v_div_fmas_f32 v46, v46, v84, v48
	v_div_fixup_f32 v88, v46, v39, v87
	v_fma_f32 v46, -v47, v49, 1.0
	v_fmac_f32_e32 v49, v46, v49
	v_div_scale_f32 v46, vcc, v82, v1, v82
	v_mul_f32_e32 v48, v46, v49
	v_fma_f32 v84, -v47, v48, v46
	v_fmac_f32_e32 v48, v84, v49
	v_div_scale_f32 v84, s[0:1], v1, v1, v81
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
	v_div_scale_f32 v48, s[0:1], v39, v39, v85
	v_rcp_f32_e32 v49, v48
	v_div_fixup_f32 v46, v46, v1, v81
	v_pk_mul_f32 v[46:47], s[42:43], v[46:47]
	ds_write_b128 v69, v[44:47]
	v_fma_f32 v1, -v48, v49, 1.0
	v_fmac_f32_e32 v49, v1, v49
	v_div_scale_f32 v1, vcc, v85, v39, v85
	v_mul_f32_e32 v44, v1, v49
	v_fma_f32 v45, -v48, v44, v1
	v_fmac_f32_e32 v44, v45, v49
	v_div_scale_f32 v45, s[0:1], v39, v39, v83
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
	v_pk_add_f32 v[46:47], v[2:3], v[40:41]
	v_div_fixup_f32 v90, v1, v39, v83
	v_pk_mul_f32 v[48:49], s[56:57], v[46:47]
	v_mov_b64_e32 v[40:41], s[44:45]
	v_cmp_ngt_f32_e32 vcc, s35, v48
	ds_write_b128 v70, v[88:91]
	s_nop 0
	v_cndmask_b32_e32 v1, v56, v48, vcc
	v_cmp_ngt_f32_e32 vcc, s35, v49
	s_nop 1
	v_cndmask_b32_e32 v39, v56, v49, vcc
	v_cmp_nlt_f32_e32 vcc, s37, v39
	s_nop 1
	v_cndmask_b32_e32 v83, v57, v39, vcc
	v_cmp_nlt_f32_e32 vcc, s37, v1
	s_nop 1
	v_cndmask_b32_e32 v82, v57, v1, vcc
	v_pk_fma_f32 v[44:45], v[82:83], s[20:21], v[40:41] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_add_f32 v[84:85], v[44:45], s[22:23] op_sel_hi:[1,0]
	v_pk_add_f32 v[44:45], v[4:5], v[42:43]
	v_cmp_o_f32_e32 vcc, v85, v85
	v_pk_fma_f32 v[82:83], v[84:85], s[34:35], v[82:83] op_sel_hi:[1,0,1]
	v_mov_b64_e32 v[42:43], s[50:51]
	v_cndmask_b32_e32 v1, 0, v85, vcc
	v_cmp_o_f32_e32 vcc, v84, v84
	v_cvt_i32_f32_e32 v1, v1
	v_ashrrev_i32_e32 v87, 1, v1
	v_cndmask_b32_e32 v39, 0, v84, vcc
	v_pk_mul_f32 v[84:85], v[84:85], s[36:37] op_sel_hi:[1,0]
	v_cvt_i32_f32_e32 v81, v39
	v_pk_add_f32 v[88:89], v[82:83], v[84:85]
	v_sub_u32_e32 v1, v1, v87
	v_pk_fma_f32 v[94:95], v[88:89], s[38:39], v[42:43] op_sel_hi:[1,0,0]
	v_pk_mul_f32 v[96:97], v[88:89], v[88:89]
	v_pk_fma_f32 v[94:95], v[94:95], v[88:89], s[60:61] op_sel_hi:[1,1,0]
	v_pk_add_f32 v[90:91], v[88:89], v[82:83] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_fma_f32 v[94:95], v[94:95], v[88:89], s[62:63] op_sel_hi:[1,1,0]
	v_pk_add_f32 v[92:93], v[84:85], v[90:91] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_fma_f32 v[94:95], v[94:95], v[88:89], s[64:65] op_sel_hi:[1,1,0]
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
	v_mov_b64_e32 v[92:93], s[68:69]
	v_pk_mul_f32 v[82:83], v[82:83], v[84:85]
	s_nop 0
	v_pk_add_f32 v[82:83], v[82:83], 1.0 op_sel_hi:[1,0]
	s_nop 0
	v_pk_mul_f32 v[84:85], v[82:83], s[66:67] op_sel_hi:[1,0]
	v_cmp_gt_f32_e32 vcc, s51, v82
	v_cmp_gt_f32_e64 s[0:1], s51, v83
	s_nop 0
	v_cndmask_b32_e32 v1, v82, v84, vcc
	v_cndmask_b32_e64 v39, v83, v85, s[0:1]
	v_add_u32_e32 v81, 0xc0cafb0d, v39
	v_add_u32_e32 v86, 0xc0cafb0d, v1
	v_and_b32_e32 v84, 0xff800000, v81
	v_and_b32_e32 v87, 0xff800000, v86
	v_sub_u32_e32 v85, v39, v84
	v_sub_u32_e32 v84, v1, v87
	v_cndmask_b32_e32 v39, 0, v75, vcc
	v_ashrrev_i32_e32 v86, 23, v86
	v_pk_add_f32 v[84:85], v[84:85], -1.0 op_sel_hi:[1,0]
	v_add_u32_e32 v39, v86, v39
	v_pk_add_f32 v[86:87], v[84:85], 2.0 op_sel_hi:[1,0]
	v_cndmask_b32_e64 v1, 0, v75, s[0:1]
	v_div_scale_f32 v90, s[0:1], v87, v87, v85
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
	v_div_scale_f32 v81, s[0:1], v86, v86, v84
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
	v_pk_fma_f32 v[94:95], v[90:91], s[70:71], v[92:93] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_fma_f32 v[94:95], v[94:95], v[90:91], s[72:73] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[94:95], v[94:95], v[90:91], s[74:75] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[94:95], v[94:95], v[90:91], s[76:77] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_mul_f32 v[90:91], v[90:91], v[94:95] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_pk_add_f32 v[90:91], v[84:85], v[90:91]
	s_nop 0
	v_pk_fma_f32 v[84:85], v[86:87], v[90:91], v[84:85] neg_lo:[1,0,0] neg_hi:[1,0,0]
	s_nop 0
	v_pk_fma_f32 v[84:85], v[88:89], s[78:79], v[84:85] op_sel_hi:[1,0,1]
	s_nop 0
	v_pk_fma_f32 v[84:85], v[88:89], s[80:81], v[84:85] op_sel_hi:[1,0,1]
	s_nop 0
	v_cndmask_b32_e32 v1, v76, v84, vcc
	v_cmp_neq_f32_e32 vcc, 0, v83
	s_nop 1
	v_cndmask_b32_e32 v39, v76, v85, vcc
	v_cmp_neq_f32_e32 vcc, s59, v83
	s_nop 1
	v_cndmask_b32_e32 v39, v77, v39, vcc
	v_cmp_neq_f32_e32 vcc, s59, v82
	s_nop 1
	v_cndmask_b32_e32 v1, v77, v1, vcc
	v_cmp_ngt_f32_e32 vcc, 0, v82
	s_nop 1
	v_cndmask_b32_e32 v1, v78, v1, vcc
	v_cmp_ngt_f32_e32 vcc, 0, v83
	s_nop 1
	v_cndmask_b32_e32 v39, v78, v39, vcc
	v_cmp_u_f32_e32 vcc, v83, v83
	s_nop 1
	v_cndmask_b32_e32 v83, v39, v83, vcc
	v_cmp_u_f32_e32 vcc, v82, v82
	s_nop 1
	v_cndmask_b32_e32 v82, v1, v82, vcc
	v_pk_mul_f32 v[82:83], v[28:29], v[82:83]
	v_cmp_ge_f32_e32 vcc, s39, v49
	s_nop 1
	v_cndmask_b32_e32 v47, v47, v83, vcc
	v_cmp_ge_f32_e32 vcc, s58, v48
	s_nop 1
	v_cndmask_b32_e32 v46, v46, v82, vcc
	v_pk_mul_f32 v[46:47], v[34:35], v[46:47]
	s_nop 0
	v_cmp_ngt_f32_e32 vcc, s35, v46
	s_nop 1
	v_cndmask_b32_e32 v1, v56, v46, vcc
	v_cmp_ngt_f32_e32 vcc, s35, v47
	s_nop 1
	v_cndmask_b32_e32 v39, v56, v47, vcc
	v_cmp_nlt_f32_e32 vcc, s37, v39
	s_nop 1
	v_cndmask_b32_e32 v47, v57, v39, vcc
	v_cmp_nlt_f32_e32 vcc, s37, v1
	s_nop 1
	v_cndmask_b32_e32 v46, v57, v1, vcc
	v_pk_fma_f32 v[48:49], v[46:47], s[20:21], v[40:41] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_add_f32 v[48:49], v[48:49], s[22:23] op_sel_hi:[1,0]
	s_nop 0
	v_pk_fma_f32 v[46:47], v[48:49], s[34:35], v[46:47] op_sel_hi:[1,0,1]
	v_pk_mul_f32 v[82:83], v[48:49], s[36:37] op_sel_hi:[1,0]
	v_cmp_o_f32_e32 vcc, v49, v49
	v_pk_add_f32 v[84:85], v[46:47], v[82:83]
	s_nop 0
	v_pk_add_f32 v[46:47], v[84:85], v[46:47] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_mul_f32 v[86:87], v[84:85], v[84:85]
	v_pk_add_f32 v[46:47], v[82:83], v[46:47] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_fma_f32 v[82:83], v[84:85], s[38:39], v[42:43] op_sel_hi:[1,0,0]
	v_cndmask_b32_e32 v1, 0, v49, vcc
	v_pk_fma_f32 v[82:83], v[82:83], v[84:85], s[60:61] op_sel_hi:[1,1,0]
	v_cmp_o_f32_e32 vcc, v48, v48
	v_pk_fma_f32 v[82:83], v[82:83], v[84:85], s[62:63] op_sel_hi:[1,1,0]
	v_cvt_i32_f32_e32 v1, v1
	v_pk_fma_f32 v[82:83], v[82:83], v[84:85], s[64:65] op_sel_hi:[1,1,0]
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
	v_pk_mul_f32 v[84:85], s[56:57], v[44:45]
	v_pk_add_f32 v[46:47], v[82:83], v[46:47]
	v_cmp_ngt_f32_e32 vcc, s35, v84
	v_lshl_add_u32 v83, v1, 23, 1.0
	v_lshl_add_u32 v82, v39, 23, 1.0
	v_cndmask_b32_e32 v1, v56, v84, vcc
	v_cmp_ngt_f32_e32 vcc, s35, v85
	v_pk_mul_f32 v[46:47], v[46:47], v[48:49]
	s_nop 0
	v_cndmask_b32_e32 v39, v56, v85, vcc
	v_cmp_nlt_f32_e32 vcc, s37, v39
	v_pk_mul_f32 v[46:47], v[46:47], v[82:83]
	s_nop 0
	v_cndmask_b32_e32 v87, v57, v39, vcc
	v_cmp_nlt_f32_e32 vcc, s37, v1
	s_nop 1
	v_cndmask_b32_e32 v86, v57, v1, vcc
	v_pk_fma_f32 v[88:89], v[86:87], s[20:21], v[40:41] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_add_f32 v[88:89], v[88:89], s[22:23] op_sel_hi:[1,0]
	s_nop 0
	v_cmp_o_f32_e32 vcc, v89, v89
	v_pk_fma_f32 v[82:83], v[88:89], s[34:35], v[86:87] op_sel_hi:[1,0,1]
	v_pk_mul_f32 v[86:87], v[88:89], s[36:37] op_sel_hi:[1,0]
	v_cndmask_b32_e32 v1, 0, v89, vcc
	v_cmp_o_f32_e32 vcc, v88, v88
	v_cvt_i32_f32_e32 v1, v1
	v_ashrrev_i32_e32 v49, 1, v1
	v_cndmask_b32_e32 v39, 0, v88, vcc
	v_pk_add_f32 v[88:89], v[82:83], v[86:87]
	v_cvt_i32_f32_e32 v81, v39
	v_pk_fma_f32 v[96:97], v[88:89], s[38:39], v[42:43] op_sel_hi:[1,0,0]
	v_pk_mul_f32 v[98:99], v[88:89], v[88:89]
	v_pk_fma_f32 v[96:97], v[96:97], v[88:89], s[60:61] op_sel_hi:[1,1,0]
	v_pk_add_f32 v[90:91], v[88:89], v[82:83] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_fma_f32 v[96:97], v[96:97], v[88:89], s[62:63] op_sel_hi:[1,1,0]
	v_pk_add_f32 v[94:95], v[86:87], v[90:91] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_fma_f32 v[96:97], v[96:97], v[88:89], s[64:65] op_sel_hi:[1,1,0]
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
	v_pk_mul_f32 v[82:83], v[48:49], s[66:67] op_sel_hi:[1,0]
	v_cmp_gt_f32_e32 vcc, s51, v48
	v_cmp_gt_f32_e64 s[0:1], s51, v49
	s_nop 0
	v_cndmask_b32_e32 v1, v48, v82, vcc
	v_cndmask_b32_e64 v39, v49, v83, s[0:1]
	v_add_u32_e32 v81, 0xc0cafb0d, v39
	v_add_u32_e32 v86, 0xc0cafb0d, v1
	v_and_b32_e32 v82, 0xff800000, v81
	v_and_b32_e32 v87, 0xff800000, v86
	v_sub_u32_e32 v83, v39, v82
	v_sub_u32_e32 v82, v1, v87
	v_cndmask_b32_e32 v39, 0, v75, vcc
	v_ashrrev_i32_e32 v86, 23, v86
	v_pk_add_f32 v[82:83], v[82:83], -1.0 op_sel_hi:[1,0]
	v_add_u32_e32 v39, v86, v39
	v_pk_add_f32 v[86:87], v[82:83], 2.0 op_sel_hi:[1,0]
	v_cndmask_b32_e64 v1, 0, v75, s[0:1]
	v_div_scale_f32 v90, s[0:1], v87, v87, v83
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
	v_div_scale_f32 v81, s[0:1], v86, v86, v82
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
	v_pk_fma_f32 v[92:93], v[90:91], s[70:71], v[92:93] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_fma_f32 v[92:93], v[92:93], v[90:91], s[72:73] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[92:93], v[92:93], v[90:91], s[74:75] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[92:93], v[92:93], v[90:91], s[76:77] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_mul_f32 v[90:91], v[90:91], v[92:93] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_pk_add_f32 v[90:91], v[82:83], v[90:91]
	s_nop 0
	v_pk_fma_f32 v[82:83], v[86:87], v[90:91], v[82:83] neg_lo:[1,0,0] neg_hi:[1,0,0]
	s_nop 0
	v_pk_fma_f32 v[82:83], v[88:89], s[78:79], v[82:83] op_sel_hi:[1,0,1]
	s_nop 0
	v_pk_fma_f32 v[82:83], v[88:89], s[80:81], v[82:83] op_sel_hi:[1,0,1]
	s_nop 0
	v_cndmask_b32_e32 v1, v76, v82, vcc
	v_cmp_neq_f32_e32 vcc, 0, v49
	s_nop 1
	v_cndmask_b32_e32 v39, v76, v83, vcc
	v_cmp_neq_f32_e32 vcc, s59, v49
	s_nop 1
	v_cndmask_b32_e32 v39, v77, v39, vcc
	v_cmp_neq_f32_e32 vcc, s59, v48
	s_nop 1
	v_cndmask_b32_e32 v1, v77, v1, vcc
	v_cmp_ngt_f32_e32 vcc, 0, v48
	s_nop 1
	v_cndmask_b32_e32 v1, v78, v1, vcc
	v_cmp_ngt_f32_e32 vcc, 0, v49
	s_nop 1
	v_cndmask_b32_e32 v39, v78, v39, vcc
	v_cmp_u_f32_e32 vcc, v49, v49
	s_nop 1
	v_cndmask_b32_e32 v49, v39, v49, vcc
	v_cmp_u_f32_e32 vcc, v48, v48
	s_nop 1
	v_cndmask_b32_e32 v48, v1, v48, vcc
	v_pk_mul_f32 v[48:49], v[28:29], v[48:49]
	v_cmp_ge_f32_e32 vcc, s39, v85
	s_nop 1
	v_cndmask_b32_e32 v45, v45, v49, vcc
	v_cmp_ge_f32_e32 vcc, s58, v84
	s_nop 1
	v_cndmask_b32_e32 v44, v44, v48, vcc
	v_pk_mul_f32 v[44:45], v[34:35], v[44:45]
	s_nop 0
	v_cmp_ngt_f32_e32 vcc, s35, v44
	s_nop 1
	v_cndmask_b32_e32 v1, v56, v44, vcc
	v_cmp_ngt_f32_e32 vcc, s35, v45
	s_nop 1
	v_cndmask_b32_e32 v39, v56, v45, vcc
	v_cmp_nlt_f32_e32 vcc, s37, v39
	s_nop 1
	v_cndmask_b32_e32 v45, v57, v39, vcc
	v_cmp_nlt_f32_e32 vcc, s37, v1
	s_nop 1
	v_cndmask_b32_e32 v44, v57, v1, vcc
	v_pk_fma_f32 v[40:41], v[44:45], s[20:21], v[40:41] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_add_f32 v[40:41], v[40:41], s[22:23] op_sel_hi:[1,0]
	s_nop 0
	v_pk_fma_f32 v[44:45], v[40:41], s[34:35], v[44:45] op_sel_hi:[1,0,1]
	v_pk_mul_f32 v[48:49], v[40:41], s[36:37] op_sel_hi:[1,0]
	v_cmp_o_f32_e32 vcc, v41, v41
	v_pk_add_f32 v[82:83], v[44:45], v[48:49]
	s_nop 0
	v_pk_fma_f32 v[42:43], v[82:83], s[38:39], v[42:43] op_sel_hi:[1,0,0]
	v_pk_add_f32 v[44:45], v[82:83], v[44:45] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_fma_f32 v[42:43], v[42:43], v[82:83], s[60:61] op_sel_hi:[1,1,0]
	v_pk_add_f32 v[44:45], v[48:49], v[44:45] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_fma_f32 v[42:43], v[42:43], v[82:83], s[62:63] op_sel_hi:[1,1,0]
	v_pk_mul_f32 v[48:49], v[82:83], v[82:83]
	v_pk_fma_f32 v[42:43], v[42:43], v[82:83], s[64:65] op_sel_hi:[1,1,0]
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
	ds_write_b128 v68, v[46:49]
	s_or_b64 exec, exec, s[12:13]
	s_and_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execz .LBB0_62
.LBB0_73:
	v_sub_f32_e32 v1, 0, v80
	v_cmp_nlt_f32_e64 vcc, -v80, s35
	s_nop 1
	v_cndmask_b32_e32 v1, v56, v1, vcc
	v_cmp_nlt_f32_e32 vcc, s37, v1
	s_nop 1
	v_cndmask_b32_e32 v1, v57, v1, vcc
	v_fmamk_f32 v39, v1, 0x3fb8aa3b, v58
	v_add_f32_e32 v39, 0xcb400000, v39
	v_fmac_f32_e32 v1, 0xbf317218, v39
	v_mul_f32_e32 v41, 0x3102e308, v39
	v_add_f32_e32 v43, v1, v41
	v_fmamk_f32 v40, v43, 0x39500d01, v59
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
	v_div_scale_f32 v39, s[6:7], v1, v1, 1.0
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
	ds_write_b32 v71, v1
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execnz .LBB0_63
	s_branch .LBB0_64
.LBB0_74:
	s_and_b64 vcc, exec, s[10:11]
	s_cbranch_vccnz .LBB0_76
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[2:3], v[24:25], 1, s[40:41]
	v_lshlrev_b32_e32 v4, 1, v22
	v_mov_b32_e32 v5, 0
	v_cvt_pk_bf16_f32 v1, v8, v9
	v_cvt_pk_bf16_f32 v0, v6, v7
	v_lshl_add_u64 v[2:3], v[2:3], 0, v[4:5]
	global_store_dwordx2 v[2:3], v[0:1], off
	v_cvt_pk_bf16_f32 v1, v20, v21
	v_cvt_pk_bf16_f32 v0, v18, v19
	global_store_dwordx2 v[2:3], v[0:1], off offset:64
	v_cvt_pk_bf16_f32 v1, v16, v17
	v_cvt_pk_bf16_f32 v0, v14, v15
	global_store_dwordx2 v[2:3], v[0:1], off offset:128
	v_cvt_pk_bf16_f32 v1, v12, v13
	v_cvt_pk_bf16_f32 v0, v10, v11
	global_store_dwordx2 v[2:3], v[0:1], off offset:192
.LBB0_76:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel kda_verify_decode_act_bf16_dt_f32_pool_bf16_bv16w2
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
		.amdhsa_next_free_vgpr 115
		.amdhsa_next_free_sgpr 91
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
	.size	kda_verify_decode_act_bf16_dt_f32_pool_bf16_bv16w2, .Lfunc_end0-kda_verify_decode_act_bf16_dt_f32_pool_bf16_bv16w2

	.set kda_verify_decode_act_bf16_dt_f32_pool_bf16_bv16w2.num_vgpr, 115
	.set kda_verify_decode_act_bf16_dt_f32_pool_bf16_bv16w2.num_agpr, 0
	.set kda_verify_decode_act_bf16_dt_f32_pool_bf16_bv16w2.numbered_sgpr, 84
	.set kda_verify_decode_act_bf16_dt_f32_pool_bf16_bv16w2.num_named_barrier, 0
	.set kda_verify_decode_act_bf16_dt_f32_pool_bf16_bv16w2.private_seg_size, 0
	.set kda_verify_decode_act_bf16_dt_f32_pool_bf16_bv16w2.uses_vcc, 1
	.set kda_verify_decode_act_bf16_dt_f32_pool_bf16_bv16w2.uses_flat_scratch, 0
	.set kda_verify_decode_act_bf16_dt_f32_pool_bf16_bv16w2.has_dyn_sized_stack, 0
	.set kda_verify_decode_act_bf16_dt_f32_pool_bf16_bv16w2.has_recursion, 0
	.set kda_verify_decode_act_bf16_dt_f32_pool_bf16_bv16w2.has_indirect_call, 0
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
    .name:           kda_verify_decode_act_bf16_dt_f32_pool_bf16_bv16w2
    .private_segment_fixed_size: 0
    .sgpr_count:     90
    .sgpr_spill_count: 0
    .symbol:         kda_verify_decode_act_bf16_dt_f32_pool_bf16_bv16w2.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     115
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx950
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
