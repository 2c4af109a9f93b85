; deltagen generated file: do not edit. Regenerate with `cargo xtask gen`.
; kernel: kda_verify  instance: kda_verify_tuple_act_bf16_dt_f32_pool_bf16_bv16w2  arch: gfx950
; profile=portable  mode=tuple  act_dtype=bf16  dt_bias_dtype=f32  pool_dtype=bf16  tile=bv16w2  lanes_per_column=8  requests=>1
; ir-sha256: 2fe97d74756270078d15f6351dbb5d19e3102d54824c778370904e216fabd71e
; llvm: 22.1  pipeline: default<O3>  ld.lld: LLVM 22.1
	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 6
	.text
	.globl	kda_verify_tuple_act_bf16_dt_f32_pool_bf16_bv16w2
	.p2align	8
	.type	kda_verify_tuple_act_bf16_dt_f32_pool_bf16_bv16w2,@function
kda_verify_tuple_act_bf16_dt_f32_pool_bf16_bv16w2:
	s_load_dwordx8 s[68:75], s[0:1], 0x4
	s_load_dwordx16 s[12:27], s[0:1], 0x60
	s_mov_b32 s28, s3
	s_ashr_i32 s3, s2, 31
	s_lshr_b32 s3, s3, 29
	s_waitcnt lgkmcnt(0)
	s_max_i32 s4, s70, 1
	v_cvt_f32_u32_e32 v1, s4
	s_sub_i32 s6, 0, s4
	s_abs_i32 s5, s71
	s_add_i32 s52, s2, s3
	v_rcp_iflag_f32_e32 v1, v1
	s_and_b32 s3, s52, -8
	s_ashr_i32 s8, s52, 3
	s_sub_i32 s2, s2, s3
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	s_ashr_i32 s3, s71, 31
	s_load_dwordx16 s[36:51], s[0:1], 0x20
	v_lshrrev_b32_e32 v9, 3, v0
	v_readfirstlane_b32 s7, v1
	s_mul_i32 s6, s6, s7
	s_mul_hi_u32 s6, s7, s6
	s_add_i32 s7, s7, s6
	s_mul_hi_u32 s6, s5, s7
	s_mul_i32 s7, s6, s4
	s_sub_i32 s5, s5, s7
	s_add_i32 s7, s6, 1
	s_sub_i32 s9, s5, s4
	s_cmp_ge_u32 s5, s4
	s_cselect_b32 s6, s7, s6
	s_cselect_b32 s5, s9, s5
	s_add_i32 s7, s6, 1
	s_cmp_ge_u32 s5, s4
	s_cselect_b32 s4, s7, s6
	s_xor_b32 s4, s4, s3
	s_sub_i32 s4, s4, s3
	s_ashr_i32 s9, s8, 31
	s_max_i32 s53, s4, 1
	s_lshl_b64 s[4:5], s[8:9], 2
	s_add_u32 s10, s18, s4
	v_lshlrev_b32_e32 v1, 2, v0
	s_addc_u32 s11, s19, s5
	s_lshl_b64 s[6:7], s[8:9], 7
	s_lshl_b64 s[4:5], s[8:9], 9
	v_and_b32_e32 v8, 0x7c, v1
	s_add_u32 s18, s20, s4
	s_addc_u32 s19, s21, s5
	v_lshlrev_b32_e32 v2, 2, v8
	global_load_dwordx4 v[2:5], v2, s[18:19]
	s_ashr_i32 s29, s28, 31
	s_lshl_b64 s[54:55], s[28:29], 2
	s_waitcnt lgkmcnt(0)
	s_add_u32 s18, s36, s54
	s_addc_u32 s19, s37, s55
	s_load_dword s33, s[18:19], 0x0
	v_cvt_f32_u32_e32 v6, s53
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v11, v10
	v_and_b32_e32 v54, 7, v0
	s_waitcnt lgkmcnt(0)
	s_cmp_gt_i32 s33, -1
	s_cselect_b64 s[18:19], -1, 0
	s_cmp_lt_i32 s33, s69
	s_cselect_b64 s[28:29], -1, 0
	s_and_b64 s[36:37], s[18:19], s[28:29]
	s_add_u32 s20, s38, s54
	s_addc_u32 s21, s39, s55
	s_load_dwordx2 s[18:19], s[20:21], 0x0
	v_rcp_iflag_f32_e32 v6, v6
	v_mov_b64_e32 v[20:21], v[10:11]
	v_mov_b64_e32 v[18:19], v[10:11]
	v_mov_b64_e32 v[24:25], v[10:11]
	s_waitcnt lgkmcnt(0)
	s_cmp_gt_i32 s18, -1
	s_cselect_b64 s[20:21], -1, 0
	s_cmp_ge_i32 s19, s18
	s_cselect_b64 s[30:31], -1, 0
	s_cmp_le_i32 s19, s68
	s_cselect_b64 s[34:35], -1, 0
	s_and_b64 s[20:21], s[20:21], s[30:31]
	s_sub_i32 s19, s19, s18
	s_and_b64 s[30:31], s[34:35], s[20:21]
	s_cmp_le_i32 s19, s73
	s_cselect_b64 s[34:35], -1, 0
	s_and_b64 s[20:21], s[34:35], s[30:31]
	s_and_b64 s[36:37], s[36:37], s[20:21]
	s_add_u32 s40, s40, s54
	v_mul_f32_e32 v6, 0x4f7ffffe, v6
	s_addc_u32 s41, s41, s55
	v_cvt_u32_f32_e32 v7, v6
	s_load_dword s76, s[40:41], 0x0
	v_lshl_or_b32 v6, s2, 4, v9
	s_andn2_b64 vcc, exec, s[36:37]
	v_readfirstlane_b32 s38, v7
	v_ashrrev_i32_e32 v7, 31, v6
	v_mov_b64_e32 v[14:15], v[10:11]
	v_mov_b64_e32 v[16:17], v[10:11]
	v_mov_b64_e32 v[12:13], v[10:11]
	v_mov_b64_e32 v[22:23], v[10:11]
	s_cbranch_vccnz .LBB0_2
	s_mul_i32 s36, s45, s33
	s_mul_hi_u32 s37, s44, s33
	s_add_i32 s37, s37, s36
	s_mul_i32 s36, s44, s33
	s_lshl_b64 s[36:37], s[36:37], 1
	v_lshl_add_u64 v[12:13], s[6:7], 0, v[6:7]
	s_add_u32 s36, s42, s36
	s_addc_u32 s37, s43, s37
	v_lshlrev_b64 v[12:13], 8, v[12:13]
	v_lshl_add_u64 v[12:13], s[36:37], 0, v[12:13]
	v_lshlrev_b32_e32 v14, 3, v54
	v_mov_b32_e32 v15, v10
	v_lshl_add_u64 v[10:11], v[12:13], 0, v[14:15]
	global_load_dwordx2 v[12:13], v[10:11], off
	global_load_dwordx2 v[14:15], v[10:11], off offset:64
	global_load_dwordx2 v[16:17], v[10:11], off offset:128
	global_load_dwordx2 v[18:19], v[10:11], off offset:192
	s_waitcnt vmcnt(3)
	v_and_b32_e32 v11, 0xffff0000, v12
	v_lshlrev_b32_e32 v10, 16, v12
	v_and_b32_e32 v21, 0xffff0000, v13
	v_lshlrev_b32_e32 v20, 16, v13
	s_waitcnt vmcnt(2)
	v_and_b32_e32 v13, 0xffff0000, v14
	v_lshlrev_b32_e32 v12, 16, v14
	v_and_b32_e32 v23, 0xffff0000, v15
	v_lshlrev_b32_e32 v22, 16, v15
	s_waitcnt vmcnt(1)
	v_and_b32_e32 v15, 0xffff0000, v16
	v_lshlrev_b32_e32 v14, 16, v16
	v_and_b32_e32 v27, 0xffff0000, v17
	v_lshlrev_b32_e32 v26, 16, v17
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v29, 0xffff0000, v18
	v_lshlrev_b32_e32 v28, 16, v18
	v_and_b32_e32 v31, 0xffff0000, v19
	v_lshlrev_b32_e32 v30, 16, v19
	v_pk_add_f32 v[10:11], v[10:11], 0 op_sel_hi:[1,0]
	v_pk_add_f32 v[20:21], v[20:21], 0 op_sel_hi:[1,0]
	v_pk_add_f32 v[18:19], v[12:13], 0 op_sel_hi:[1,0]
	v_pk_add_f32 v[24:25], v[22:23], 0 op_sel_hi:[1,0]
	v_pk_add_f32 v[14:15], v[14:15], 0 op_sel_hi:[1,0]
	v_pk_add_f32 v[16:17], v[26:27], 0 op_sel_hi:[1,0]
	v_pk_add_f32 v[12:13], v[28:29], 0 op_sel_hi:[1,0]
	v_pk_add_f32 v[22:23], v[30:31], 0 op_sel_hi:[1,0]
.LBB0_2:
	s_xor_b64 s[34:35], s[34:35], -1
	s_load_dword s40, s[10:11], 0x0
	s_xor_b64 s[10:11], s[30:31], -1
	s_and_b64 s[30:31], s[30:31], s[34:35]
	s_and_b64 s[30:31], s[30:31], exec
	s_cselect_b32 s30, 2, 0
	s_and_b64 s[28:29], s[28:29], exec
	s_cselect_b32 s28, 0, 4
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_i32 s76, s72
	s_cselect_b64 s[36:37], -1, 0
	v_cndmask_b32_e64 v26, 0, 1, s[10:11]
	s_and_b64 s[10:11], s[36:37], exec
	s_cselect_b32 s10, 0, 8
	s_or_b32 s10, s10, s28
	v_readfirstlane_b32 s11, v26
	s_or_b32 s10, s10, s11
	s_or_b32 s28, s10, s30
	s_cmp_eq_u32 s28, 0
	s_cselect_b64 s[10:11], -1, 0
	s_cmp_eq_u32 s74, 0
	s_cselect_b64 s[30:31], -1, 0
	s_or_b64 s[10:11], s[30:31], s[10:11]
	s_and_b64 vcc, exec, s[10:11]
	s_cbranch_vccnz .LBB0_6
	v_mbcnt_lo_u32_b32 v26, exec_lo, 0
	v_mbcnt_hi_u32_b32 v26, exec_hi, v26
	v_cmp_eq_u32_e32 vcc, 0, v26
	s_and_saveexec_b64 s[10:11], vcc
	s_cbranch_execz .LBB0_5
	v_mov_b32_e32 v26, 0
	v_mov_b32_e32 v27, s28
	global_atomic_or v26, v27, s[46:47]
.LBB0_5:
	s_or_b64 exec, exec, s[10:11]
.LBB0_6:
	s_and_b64 s[10:11], s[20:21], exec
	s_cselect_b32 s33, s19, 0
	s_add_i32 s10, s33, 7
	s_cmp_lt_i32 s10, 8
	s_mov_b32 s39, 0
	s_cbranch_scc1 .LBB0_82
	s_sub_i32 s11, 0, s53
	s_mul_i32 s11, s11, s38
	s_mul_hi_u32 s11, s38, s11
	s_abs_i32 s20, s8
	s_add_i32 s38, s38, s11
	s_mul_hi_u32 s11, s20, s38
	s_mul_i32 s28, s11, s53
	s_sub_i32 s20, s20, s28
	s_ashr_i32 s21, s52, 31
	s_add_i32 s28, s11, 1
	s_sub_i32 s29, s20, s53
	s_cmp_ge_u32 s20, s53
	s_cselect_b32 s11, s28, s11
	s_cselect_b32 s20, s29, s20
	s_add_i32 s28, s11, 1
	s_cmp_ge_u32 s20, s53
	s_cselect_b32 s11, s28, s11
	s_xor_b32 s11, s11, s21
	s_sub_i32 s68, s11, s21
	s_ashr_i32 s69, s68, 31
	s_cmp_eq_u32 s2, 0
	s_mul_i32 s11, s68, s53
	s_cselect_b64 s[20:21], -1, 0
	s_sub_i32 s11, s8, s11
	s_or_b32 s2, s11, s2
	s_cmp_eq_u32 s2, 0
	s_cselect_b64 s[34:35], -1, 0
	s_ashr_i32 s2, s10, 31
	s_lshr_b32 s2, s2, 29
	s_load_dwordx2 s[74:75], s[0:1], 0xe0
	s_load_dwordx4 s[28:31], s[0:1], 0xe8
	s_add_i32 s10, s10, s2
	s_ashr_i32 s41, s10, 3
	s_lshl_b64 s[10:11], s[6:7], 1
	s_add_u32 s12, s12, s10
	s_addc_u32 s13, s13, s11
	v_lshlrev_b64 v[40:41], 1, v[6:7]
	v_lshl_add_u64 v[26:27], s[12:13], 0, v[40:41]
	s_waitcnt lgkmcnt(0)
	v_div_scale_f32 v28, s[12:13], s29, s29, 1.0
	v_rcp_f32_e32 v29, v28
	s_lshl_b64 s[8:9], s[8:9], 1
	s_add_u32 s12, s16, s8
	s_addc_u32 s13, s17, s9
	v_fma_f32 v30, -v28, v29, 1.0
	v_fmac_f32_e32 v29, v30, v29
	v_div_scale_f32 v30, vcc, 1.0, s29, 1.0
	v_mul_f32_e32 v31, v30, v29
	v_fma_f32 v32, -v28, v31, v30
	v_fmac_f32_e32 v31, v32, v29
	v_fma_f32 v28, -v28, v31, v30
	s_mov_b32 s2, s71
	s_ashr_i32 s71, s70, 31
	v_div_fmas_f32 v28, v28, v29, v31
	s_cmp_gt_i32 s76, -1
	v_mov_b32_e32 v29, 0x3000
	v_mov_b32_e32 v60, 0xc2d00000
	s_load_dwordx16 s[52:67], s[0:1], 0xa0
	s_cselect_b64 s[0:1], -1, 0
	v_lshl_or_b32 v56, v9, 2, v29
	v_mov_b32_e32 v9, s40
	v_cmp_nlt_f32_e32 vcc, s40, v60
	s_and_b64 s[16:17], s[0:1], s[36:37]
	s_mov_b32 s37, 0x42b20000
	v_cndmask_b32_e32 v9, v60, v9, vcc
	v_mov_b32_e32 v61, 0x42b20000
	v_cmp_nlt_f32_e32 vcc, s37, v9
	v_mov_b32_e32 v62, 0x4b400000
	v_mov_b32_e32 v63, 0x3ab60b61
	v_cndmask_b32_e32 v9, v61, v9, vcc
	v_fmamk_f32 v29, v9, 0x3fb8aa3b, v62
	v_add_f32_e32 v29, 0xcb400000, v29
	v_fmac_f32_e32 v9, 0xbf317218, v29
	v_mul_f32_e32 v34, 0x3102e308, v29
	v_add_f32_e32 v35, v9, v34
	v_sub_f32_e32 v9, v35, v9
	v_sub_f32_e32 v9, v34, v9
	v_fmamk_f32 v34, v35, 0x39500d01, v63
	v_fmaak_f32 v34, v34, v35, 0x3c088889
	v_fmaak_f32 v34, v34, v35, 0x3d2aaaab
	v_fmaak_f32 v34, v34, v35, 0x3e2aaaab
	v_fma_f32 v34, v34, v35, 0.5
	v_mul_f32_e32 v36, v35, v35
	v_mul_f32_e32 v34, v36, v34
	v_add_f32_e32 v36, v35, v34
	v_sub_f32_e32 v35, v36, v35
	v_cmp_o_f32_e32 vcc, v29, v29
	v_sub_f32_e32 v34, v34, v35
	v_add_f32_e32 v9, v9, v34
	v_cndmask_b32_e32 v29, 0, v29, vcc
	v_add_f32_e32 v34, 1.0, v36
	v_cvt_i32_f32_e32 v29, v29
	v_add_f32_e32 v35, -1.0, v34
	v_sub_f32_e32 v35, v36, v35
	s_lshl_b64 s[0:1], s[68:69], 7
	v_add_f32_e32 v9, v35, v9
	v_mov_b32_e32 v31, s1
	v_or_b32_e32 v30, s0, v8
	v_add_f32_e32 v9, v34, v9
	v_ashrrev_i32_e32 v34, 1, v29
	s_waitcnt lgkmcnt(0)
	s_mul_i32 s0, s67, s76
	s_mul_hi_u32 s1, s66, s76
	v_sub_u32_e32 v29, v29, v34
	v_lshlrev_b32_e32 v34, 23, v34
	s_add_i32 s1, s1, s0
	s_mul_i32 s0, s66, s76
	v_add_u32_e32 v34, 1.0, v34
	v_lshlrev_b32_e32 v29, 23, v29
	s_lshl_b64 s[46:47], s[70:71], 7
	s_lshl_b64 s[0:1], s[0:1], 2
	v_add_u32_e32 v29, 1.0, v29
	v_mul_f32_e32 v9, v9, v34
	s_add_u32 s8, s26, s0
	v_mul_f32_e32 v9, v9, v29
	s_addc_u32 s9, s27, s1
	s_lshl_b64 s[0:1], s[68:69], 9
	v_sub_f32_e32 v34, 0, v9
	v_bfrev_b32_e32 v9, 0.5
	s_add_u32 s0, s8, s0
	v_or_b32_e32 v32, s6, v8
	v_bitop3_b32 v64, v1, 64, v9 bitop3:0x6c
	v_bitop3_b32 v65, v1, 32, v9 bitop3:0x6c
	v_bitop3_b32 v66, v1, 16, v9 bitop3:0x6c
	v_bitop3_b32 v67, v1, 8, v9 bitop3:0x6c
	v_bitop3_b32 v68, v1, 4, v9 bitop3:0x6c
	v_lshlrev_b32_e32 v8, 2, v8
	s_addc_u32 s1, s9, s1
	v_mov_b32_e32 v9, 0
	v_lshl_add_u64 v[36:37], s[0:1], 0, v[8:9]
	s_mul_i32 s0, s75, s76
	s_mul_hi_u32 s1, s74, s76
	s_add_i32 s1, s1, s0
	s_mul_i32 s0, s74, s76
	s_lshl_b64 s[26:27], s[2:3], 7
	s_lshl_b64 s[0:1], s[0:1], 2
	s_add_u32 s8, s52, s0
	s_addc_u32 s9, s53, s1
	s_lshl_b64 s[0:1], s[6:7], 2
	s_add_u32 s0, s8, s0
	s_addc_u32 s1, s9, s1
	v_lshl_add_u64 v[38:39], s[0:1], 0, v[8:9]
	s_add_u32 s0, s22, s10
	v_mov_b32_e32 v33, s7
	s_addc_u32 s1, s23, s11
	s_mul_i32 s6, s65, s76
	s_mul_hi_u32 s7, s64, s76
	v_lshl_add_u64 v[40:41], s[0:1], 0, v[40:41]
	v_cmp_eq_u32_e64 s[0:1], 0, v54
	s_add_i32 s7, s7, s6
	s_mul_i32 s6, s64, s76
	s_and_b64 s[52:53], s[16:17], s[0:1]
	s_lshl_b64 s[6:7], s[6:7], 2
	s_add_u32 s4, s6, s4
	v_lshrrev_b32_e32 v55, 5, v0
	s_addc_u32 s5, s7, s5
	v_or_b32_e32 v59, 4, v55
	v_mov_b32_e32 v1, 0x3200
	s_add_u32 s4, s24, s4
	v_div_fixup_f32 v28, v28, s29, 1.0
	v_lshl_or_b32 v69, v55, 9, v8
	v_lshl_or_b32 v72, v59, 9, v8
	v_lshl_or_b32 v75, v0, 2, v1
	v_lshlrev_b32_e32 v1, 6, v54
	s_addc_u32 s5, s25, s5
	v_add_u32_e32 v57, s18, v54
	v_add_u32_e32 v58, s18, v0
	s_mov_b32 s31, 0xc2d00000
	s_mov_b32 s36, 0x3fb8aa3b
	s_mov_b32 s38, 0xcb400000
	s_mov_b32 s40, 0xbf317218
	s_mov_b32 s42, 0x3102e308
	s_mov_b32 s44, 0x39500d01
	v_or_b32_e32 v70, 0x2000, v69
	v_or_b32_e32 v71, 0x1000, v69
	v_or_b32_e32 v73, 0x2000, v72
	v_or_b32_e32 v74, 0x1000, v72
	v_mov_b32_e32 v35, v34
	s_mov_b32 s22, s29
	s_mov_b32 s23, s29
	s_mov_b32 s43, s30
	v_mov_b32_e32 v29, v28
	s_mov_b32 s29, s28
	v_lshlrev_b32_e32 v76, 4, v54
	v_lshl_add_u64 v[42:43], v[6:7], 2, s[4:5]
	s_lshl_b64 s[24:25], s[2:3], 9
	s_mov_b32 s45, 0xf800000
	v_mov_b32_e32 v77, 0x260
	s_mov_b32 s64, 0x4b400000
	s_mov_b32 s66, 0x3ab60b61
	s_mov_b32 s68, 0x3c088889
	s_mov_b32 s70, 0x3d2aaaab
	s_mov_b32 s72, 0x3e2aaaab
	v_mov_b32_e32 v44, -1.0
	s_mov_b32 s65, 0x800000
	s_mov_b32 s74, 0x4b000000
	s_mov_b32 s67, 0x7f800000
	v_add_u32_e32 v78, v56, v1
	v_not_b32_e32 v79, 22
	v_mov_b32_e32 v80, 0xff800000
	v_mov_b32_e32 v81, 0x7f800000
	v_mov_b32_e32 v82, 0x7fc00000
	s_mov_b32 s69, 0
	s_mov_b32 s76, 0x3e638e39
	s_mov_b32 s78, 0x3e3a2e8c
	s_mov_b32 s80, 0x3e924925
	s_mov_b32 s82, 0x3ecccccd
	s_mov_b32 s84, 0x3f2aaaab
	s_mov_b32 s86, 0xb102e308
	s_mov_b32 s88, 0x3f317218
	s_branch .LBB0_9
.LBB0_8:
	s_add_i32 s69, s69, 1
	s_add_i32 s19, s19, -8
	s_add_i32 s39, s39, 8
	s_cmp_eq_u32 s69, s41
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_82
.LBB0_9:
	s_lshl_b32 s9, s69, 3
	s_sub_i32 s71, s33, s9
	v_mov_b32_e32 v84, 0
	v_cmp_gt_i32_e64 s[2:3], s71, v54
	v_mov_b32_e32 v83, v84
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_11
	v_add_u32_e32 v1, s9, v57
	v_ashrrev_i32_e32 v6, 31, v1
	v_mul_lo_u32 v8, s58, v6
	v_mul_lo_u32 v9, s59, v1
	v_mad_u64_u32 v[6:7], s[6:7], s58, v1, 0
	v_add3_u32 v7, v7, v8, v9
	v_lshl_add_u64 v[6:7], v[6:7], 1, v[26:27]
	global_load_ushort v1, v[6:7], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v83, 16, v1
.LBB0_11:
	s_or_b64 exec, exec, s[4:5]
	s_min_i32 s8, s71, 8
	v_cmp_gt_i32_e64 s[4:5], s8, v0
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB0_13
	v_add_u32_e32 v1, s9, v58
	v_ashrrev_i32_e32 v6, 31, v1
	v_mul_lo_u32 v8, s62, v6
	v_mul_lo_u32 v9, s63, v1
	v_mad_u64_u32 v[6:7], s[10:11], s62, v1, 0
	v_add3_u32 v7, v7, v8, v9
	v_lshl_add_u64 v[6:7], v[6:7], 1, s[12:13]
	global_load_ushort v1, v[6:7], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v84, 16, v1
.LBB0_13:
	s_or_b64 exec, exec, s[6:7]
	v_add_u32_e32 v85, s9, v55
	v_add_u32_e32 v6, s18, v85
	v_ashrrev_i32_e32 v1, 31, v6
	v_mul_lo_u32 v7, s54, v1
	v_mul_lo_u32 v45, s55, v6
	v_mad_u64_u32 v[8:9], s[6:7], s54, v6, v[30:31]
	v_mov_b32_e32 v96, 0
	v_cmp_gt_i32_e32 vcc, s8, v55
	v_add3_u32 v9, v45, v9, v7
	v_mov_b32_e32 v45, v96
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_15
	v_lshl_add_u64 v[46:47], v[8:9], 1, s[48:49]
	global_load_ushort v7, v[46:47], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v45, 16, v7
.LBB0_15:
	s_or_b64 exec, exec, s[6:7]
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_17
	v_lshl_add_u64 v[46:47], v[8:9], 1, s[48:49]
	global_load_ushort v7, v[46:47], off offset:2
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v96, 16, v7
.LBB0_17:
	s_or_b64 exec, exec, s[6:7]
	v_mov_b32_e32 v95, 0
	v_mov_b32_e32 v94, v95
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_19
	v_lshl_add_u64 v[46:47], v[8:9], 1, s[48:49]
	global_load_ushort v7, v[46:47], off offset:4
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v94, 16, v7
.LBB0_19:
	s_or_b64 exec, exec, s[6:7]
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_21
	v_lshl_add_u64 v[8:9], v[8:9], 1, s[48:49]
	global_load_ushort v7, v[8:9], off offset:6
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v95, 16, v7
.LBB0_21:
	s_or_b64 exec, exec, s[6:7]
	v_mad_u64_u32 v[8:9], s[6:7], s56, v6, v[30:31]
	v_mul_lo_u32 v7, s56, v1
	v_mul_lo_u32 v46, s57, v6
	v_add3_u32 v9, v46, v9, v7
	v_mov_b32_e32 v7, 0
	v_mov_b32_e32 v98, v7
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_23
	v_lshl_add_u64 v[46:47], v[8:9], 1, s[50:51]
	global_load_ushort v46, v[46:47], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v98, 16, v46
.LBB0_23:
	s_or_b64 exec, exec, s[6:7]
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_25
	v_lshl_add_u64 v[46:47], v[8:9], 1, s[50:51]
	global_load_ushort v7, v[46:47], off offset:2
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v7, 16, v7
.LBB0_25:
	s_or_b64 exec, exec, s[6:7]
	v_mov_b32_e32 v99, 0
	v_mov_b32_e32 v97, v99
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_27
	v_lshl_add_u64 v[46:47], v[8:9], 1, s[50:51]
	global_load_ushort v46, v[46:47], off offset:4
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v97, 16, v46
.LBB0_27:
	s_or_b64 exec, exec, s[6:7]
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_29
	v_lshl_add_u64 v[8:9], v[8:9], 1, s[50:51]
	global_load_ushort v8, v[8:9], off offset:6
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v99, 16, v8
.LBB0_29:
	s_or_b64 exec, exec, s[6:7]
	v_mad_u64_u32 v[8:9], s[6:7], s60, v6, v[32:33]
	v_mul_lo_u32 v1, s60, v1
	v_mul_lo_u32 v46, s61, v6
	v_mov_b32_e32 v53, 0
	v_add3_u32 v9, v46, v9, v1
	v_mov_b32_e32 v52, v53
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_31
	v_lshl_add_u64 v[46:47], v[8:9], 1, s[14:15]
	global_load_ushort v1, v[46:47], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v52, 16, v1
.LBB0_31:
	s_or_b64 exec, exec, s[6:7]
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_33
	v_lshl_add_u64 v[46:47], v[8:9], 1, s[14:15]
	global_load_ushort v1, v[46:47], off offset:2
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v53, 16, v1
.LBB0_33:
	s_or_b64 exec, exec, s[6:7]
	v_mov_b32_e32 v51, 0
	v_mov_b32_e32 v50, v51
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_35
	v_lshl_add_u64 v[46:47], v[8:9], 1, s[14:15]
	global_load_ushort v1, v[46:47], off offset:4
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v50, 16, v1
.LBB0_35:
	s_or_b64 exec, exec, s[6:7]
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_37
	v_lshl_add_u64 v[8:9], v[8:9], 1, s[14:15]
	global_load_ushort v1, v[8:9], off offset:6
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v51, 16, v1
.LBB0_37:
	s_or_b64 exec, exec, s[6:7]
	v_add_u32_e32 v6, 4, v6
	v_ashrrev_i32_e32 v1, 31, v6
	v_cmp_gt_i32_e64 s[6:7], s8, v59
	v_mul_lo_u32 v46, s54, v1
	v_mul_lo_u32 v47, s55, v6
	v_mad_u64_u32 v[8:9], s[8:9], s54, v6, v[30:31]
	v_mov_b32_e32 v89, 0
	v_add3_u32 v9, v47, v9, v46
	v_mov_b32_e32 v86, v89
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB0_39
	v_lshl_add_u64 v[46:47], v[8:9], 1, s[48:49]
	global_load_ushort v46, v[46:47], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v86, 16, v46
.LBB0_39:
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB0_41
	v_lshl_add_u64 v[46:47], v[8:9], 1, s[48:49]
	global_load_ushort v46, v[46:47], off offset:2
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v89, 16, v46
.LBB0_41:
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32_e32 v88, 0
	v_mov_b32_e32 v87, v88
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB0_43
	v_lshl_add_u64 v[46:47], v[8:9], 1, s[48:49]
	global_load_ushort v46, v[46:47], off offset:4
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v87, 16, v46
.LBB0_43:
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB0_45
	v_lshl_add_u64 v[8:9], v[8:9], 1, s[48:49]
	global_load_ushort v8, v[8:9], off offset:6
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v88, 16, v8
.LBB0_45:
	s_or_b64 exec, exec, s[8:9]
	v_mad_u64_u32 v[8:9], s[8:9], s56, v6, v[30:31]
	v_mul_lo_u32 v46, s56, v1
	v_mul_lo_u32 v47, s57, v6
	v_mov_b32_e32 v93, 0
	v_add3_u32 v9, v47, v9, v46
	v_mov_b32_e32 v91, v93
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB0_47
	v_lshl_add_u64 v[46:47], v[8:9], 1, s[50:51]
	global_load_ushort v46, v[46:47], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v91, 16, v46
.LBB0_47:
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB0_49
	v_lshl_add_u64 v[46:47], v[8:9], 1, s[50:51]
	global_load_ushort v46, v[46:47], off offset:2
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v93, 16, v46
.LBB0_49:
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32_e32 v92, 0
	v_mov_b32_e32 v90, v92
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB0_51
	v_lshl_add_u64 v[46:47], v[8:9], 1, s[50:51]
	global_load_ushort v46, v[46:47], off offset:4
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v90, 16, v46
.LBB0_51:
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB0_53
	v_lshl_add_u64 v[8:9], v[8:9], 1, s[50:51]
	global_load_ushort v8, v[8:9], off offset:6
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v92, 16, v8
.LBB0_53:
	s_or_b64 exec, exec, s[8:9]
	v_mad_u64_u32 v[8:9], s[8:9], s60, v6, v[32:33]
	v_mul_lo_u32 v1, s60, v1
	v_mul_lo_u32 v6, s61, v6
	v_mov_b32_e32 v49, 0
	v_add3_u32 v9, v6, v9, v1
	v_mov_b32_e32 v48, v49
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB0_55
	v_lshl_add_u64 v[46:47], v[8:9], 1, s[14:15]
	global_load_ushort v1, v[46:47], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v48, 16, v1
.LBB0_55:
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB0_57
	v_lshl_add_u64 v[46:47], v[8:9], 1, s[14:15]
	global_load_ushort v1, v[46:47], off offset:2
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v49, 16, v1
.LBB0_57:
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32_e32 v47, 0
	v_mov_b32_e32 v46, v47
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execnz .LBB0_60
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execnz .LBB0_61
.LBB0_59:
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[90:91], vcc
	s_cbranch_execnz .LBB0_62
	s_branch .LBB0_66
.LBB0_60:
	v_lshl_add_u64 v[100:101], v[8:9], 1, s[14:15]
	global_load_ushort v1, v[100:101], off offset:4
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v46, 16, v1
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB0_59
.LBB0_61:
	v_lshl_add_u64 v[8:9], v[8:9], 1, s[14:15]
	global_load_ushort v1, v[8:9], off offset:6
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v47, 16, v1
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[90:91], vcc
	s_cbranch_execz .LBB0_66
.LBB0_62:
	v_mul_f32_e32 v1, v96, v96
	v_fmac_f32_e32 v1, v45, v45
	v_mul_f32_e32 v8, v7, v7
	v_fmac_f32_e32 v1, v94, v94
	v_fmac_f32_e32 v8, v98, v98
	v_fmac_f32_e32 v1, v95, v95
	v_fmac_f32_e32 v8, v97, v97
	ds_bpermute_b32 v6, v64, v1
	v_fmac_f32_e32 v8, v99, v99
	ds_bpermute_b32 v9, v64, v8
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v1, v1, v6
	ds_bpermute_b32 v6, v65, v1
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v8, v8, v9
	ds_bpermute_b32 v9, v65, v8
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v1, v1, v6
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v6, v8, v9
	ds_bpermute_b32 v8, v66, v1
	ds_bpermute_b32 v9, v66, v6
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v1, v1, v8
	ds_bpermute_b32 v8, v67, v1
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v6, v6, v9
	ds_bpermute_b32 v9, v67, v6
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v1, v1, v8
	ds_bpermute_b32 v8, v68, v1
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v6, v6, v9
	ds_bpermute_b32 v9, v68, v6
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v1, v1, v8
	v_add_f32_e32 v1, 0x358637bd, v1
	v_mul_f32_e32 v8, 0x4f800000, v1
	v_cmp_gt_f32_e32 vcc, s45, v1
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v6, v6, v9
	v_add_f32_e32 v6, 0x358637bd, v6
	v_cndmask_b32_e32 v1, v1, v8, vcc
	v_sqrt_f32_e32 v8, v1
	v_mul_f32_e32 v9, 0x4f800000, v6
	v_cmp_gt_f32_e64 s[8:9], s45, v6
	v_add_u32_e32 v100, -1, v8
	s_nop 0
	v_cndmask_b32_e64 v6, v6, v9, s[8:9]
	v_sqrt_f32_e32 v9, v6
	v_add_u32_e32 v101, 1, v8
	v_fma_f32 v102, -v100, v8, v1
	v_fma_f32 v103, -v101, v8, v1
	v_cmp_ge_f32_e64 s[10:11], 0, v102
	s_nop 1
	v_cndmask_b32_e64 v8, v8, v100, s[10:11]
	v_cmp_lt_f32_e64 s[10:11], 0, v103
	s_nop 1
	v_cndmask_b32_e64 v8, v8, v101, s[10:11]
	v_add_u32_e32 v101, -1, v9
	v_fma_f32 v102, -v101, v9, v6
	v_cmp_ge_f32_e64 s[10:11], 0, v102
	v_add_u32_e32 v102, 1, v9
	v_mul_f32_e32 v100, 0x37800000, v8
	v_cndmask_b32_e64 v101, v9, v101, s[10:11]
	v_fma_f32 v9, -v102, v9, v6
	v_cmp_lt_f32_e64 s[10:11], 0, v9
	v_cndmask_b32_e32 v8, v8, v100, vcc
	v_cmp_class_f32_e32 vcc, v1, v77
	v_cndmask_b32_e64 v9, v101, v102, s[10:11]
	v_mul_f32_e32 v101, 0x37800000, v9
	v_cndmask_b32_e64 v9, v9, v101, s[8:9]
	v_cmp_class_f32_e64 s[8:9], v6, v77
	v_cndmask_b32_e32 v1, v8, v1, vcc
	s_nop 0
	v_cndmask_b32_e64 v101, v9, v6, s[8:9]
	v_div_scale_f32 v6, s[8:9], v101, v101, v7
	v_rcp_f32_e32 v9, v6
	s_nop 0
	v_fma_f32 v8, -v6, v9, 1.0
	v_fmac_f32_e32 v9, v8, v9
	v_div_scale_f32 v8, vcc, v7, v101, v7
	v_mul_f32_e32 v100, v8, v9
	v_fma_f32 v102, -v6, v100, v8
	v_fmac_f32_e32 v100, v102, v9
	v_fma_f32 v6, -v6, v100, v8
	v_div_scale_f32 v8, s[8:9], v101, v101, v98
	v_rcp_f32_e32 v102, v8
	v_div_fmas_f32 v6, v6, v9, v100
	v_div_fixup_f32 v7, v6, v101, v7
	v_fma_f32 v6, -v8, v102, 1.0
	v_fmac_f32_e32 v102, v6, v102
	v_div_scale_f32 v6, vcc, v98, v101, v98
	v_mul_f32_e32 v9, v6, v102
	v_fma_f32 v100, -v8, v9, v6
	v_fmac_f32_e32 v9, v100, v102
	v_fma_f32 v6, -v8, v9, v6
	v_div_scale_f32 v8, s[8:9], v101, v101, v99
	v_rcp_f32_e32 v100, v8
	v_div_fmas_f32 v6, v6, v102, v9
	v_div_fixup_f32 v6, v6, v101, v98
	v_fma_f32 v9, -v8, v100, 1.0
	v_fmac_f32_e32 v100, v9, v100
	v_div_scale_f32 v9, vcc, v99, v101, v99
	v_mul_f32_e32 v98, v9, v100
	v_fma_f32 v102, -v8, v98, v9
	v_fmac_f32_e32 v98, v102, v100
	v_div_scale_f32 v102, s[8:9], v101, v101, v97
	v_rcp_f32_e32 v103, v102
	v_fma_f32 v8, -v8, v98, v9
	v_div_fmas_f32 v8, v8, v100, v98
	v_div_fixup_f32 v9, v8, v101, v99
	v_fma_f32 v8, -v102, v103, 1.0
	v_fmac_f32_e32 v103, v8, v103
	v_div_scale_f32 v8, vcc, v97, v101, v97
	v_mul_f32_e32 v98, v8, v103
	v_fma_f32 v99, -v102, v98, v8
	v_fmac_f32_e32 v98, v99, v103
	v_div_scale_f32 v99, s[8:9], v1, v1, v96
	v_rcp_f32_e32 v100, v99
	v_fma_f32 v8, -v102, v98, v8
	v_div_fmas_f32 v8, v8, v103, v98
	v_div_fixup_f32 v8, v8, v101, v97
	v_fma_f32 v97, -v99, v100, 1.0
	v_fmac_f32_e32 v100, v97, v100
	v_div_scale_f32 v97, vcc, v96, v1, v96
	v_mul_f32_e32 v98, v97, v100
	v_fma_f32 v101, -v99, v98, v97
	v_fmac_f32_e32 v98, v101, v100
	v_fma_f32 v97, -v99, v98, v97
	v_div_scale_f32 v99, s[8:9], v1, v1, v45
	v_rcp_f32_e32 v101, v99
	v_div_fmas_f32 v97, v97, v100, v98
	v_div_fixup_f32 v97, v97, v1, v96
	v_fma_f32 v96, -v99, v101, 1.0
	v_fmac_f32_e32 v101, v96, v101
	v_div_scale_f32 v96, vcc, v45, v1, v45
	v_mul_f32_e32 v98, v96, v101
	v_fma_f32 v100, -v99, v98, v96
	v_fmac_f32_e32 v98, v100, v101
	v_fma_f32 v96, -v99, v98, v96
	v_div_scale_f32 v99, s[8:9], v1, v1, v95
	v_rcp_f32_e32 v100, v99
	v_div_fmas_f32 v96, v96, v101, v98
	v_div_fixup_f32 v96, v96, v1, v45
	v_pk_mul_f32 v[96:97], s[28:29], v[96:97]
	v_fma_f32 v45, -v99, v100, 1.0
	v_fmac_f32_e32 v100, v45, v100
	v_div_scale_f32 v45, vcc, v95, v1, v95
	v_mul_f32_e32 v98, v45, v100
	v_fma_f32 v101, -v99, v98, v45
	v_fmac_f32_e32 v98, v101, v100
	v_fma_f32 v45, -v99, v98, v45
	v_div_scale_f32 v99, s[8:9], v1, v1, v94
	v_rcp_f32_e32 v101, v99
	v_div_fmas_f32 v45, v45, v100, v98
	v_div_fixup_f32 v95, v45, v1, v95
	v_fma_f32 v45, -v99, v101, 1.0
	v_fmac_f32_e32 v101, v45, v101
	v_div_scale_f32 v45, vcc, v94, v1, v94
	v_mul_f32_e32 v98, v45, v101
	v_fma_f32 v100, -v99, v98, v45
	v_fmac_f32_e32 v98, v100, v101
	v_fma_f32 v45, -v99, v98, v45
	v_div_fmas_f32 v45, v45, v101, v98
	v_cmp_gt_i32_e32 vcc, s73, v85
	v_div_fixup_f32 v94, v45, v1, v94
	s_and_b64 s[10:11], s[16:17], vcc
	v_pk_mul_f32 v[98:99], s[28:29], v[94:95]
	s_and_b64 s[92:93], s[34:35], s[10:11]
	ds_write_b128 v70, v[96:99]
	ds_write_b128 v71, v[6:9]
	s_and_saveexec_b64 s[8:9], s[92:93]
	s_cbranch_execz .LBB0_64
	v_ashrrev_i32_e32 v1, 31, v85
	v_mul_lo_u32 v45, s47, v85
	v_mul_lo_u32 v1, s46, v1
	v_mad_u64_u32 v[94:95], s[92:93], s46, v85, 0
	v_add3_u32 v95, v95, v1, v45
	v_lshl_add_u64 v[94:95], v[94:95], 2, v[36:37]
	global_store_dwordx4 v[94:95], v[6:9], off
.LBB0_64:
	s_or_b64 exec, exec, s[8:9]
	s_waitcnt vmcnt(0)
	v_pk_add_f32 v[6:7], v[2:3], v[52:53]
	v_pk_add_f32 v[50:51], v[4:5], v[50:51]
	v_pk_mul_f32 v[94:95], s[22:23], v[6:7]
	s_nop 0
	v_cmp_ngt_f32_e32 vcc, s31, v94
	s_nop 1
	v_cndmask_b32_e32 v1, v60, v94, vcc
	v_cmp_ngt_f32_e32 vcc, s31, v95
	s_nop 1
	v_cndmask_b32_e32 v8, v60, v95, vcc
	v_cmp_nlt_f32_e32 vcc, s37, v8
	s_nop 1
	v_cndmask_b32_e32 v53, v61, v8, vcc
	v_cmp_nlt_f32_e32 vcc, s37, v1
	v_mov_b64_e32 v[8:9], s[64:65]
	s_nop 0
	v_cndmask_b32_e32 v52, v61, v1, vcc
	v_pk_fma_f32 v[96:97], v[52:53], s[36:37], v[8:9] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_add_f32 v[96:97], v[96:97], s[38:39] op_sel_hi:[1,0]
	s_nop 0
	v_cmp_o_f32_e32 vcc, v97, v97
	v_pk_fma_f32 v[100:101], v[96:97], s[40:41], v[52:53] op_sel_hi:[1,0,1]
	v_mov_b64_e32 v[52:53], s[66:67]
	v_cndmask_b32_e32 v1, 0, v97, vcc
	v_cmp_o_f32_e32 vcc, v96, v96
	v_cvt_i32_f32_e32 v1, v1
	v_ashrrev_i32_e32 v114, 1, v1
	v_cndmask_b32_e32 v45, 0, v96, vcc
	v_pk_mul_f32 v[96:97], v[96:97], s[42:43] op_sel_hi:[1,0]
	v_cvt_i32_f32_e32 v99, v45
	v_pk_add_f32 v[102:103], v[100:101], v[96:97]
	v_sub_u32_e32 v1, v1, v114
	v_pk_fma_f32 v[108:109], v[102:103], s[44:45], v[52:53] op_sel_hi:[1,0,0]
	v_pk_mul_f32 v[110:111], v[102:103], v[102:103]
	v_pk_fma_f32 v[108:109], v[108:109], v[102:103], s[68:69] op_sel_hi:[1,1,0]
	v_pk_add_f32 v[104:105], v[102:103], v[100:101] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_fma_f32 v[108:109], v[108:109], v[102:103], s[70:71] op_sel_hi:[1,1,0]
	v_pk_add_f32 v[106:107], v[96:97], v[104:105] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_fma_f32 v[108:109], v[108:109], v[102:103], s[72:73] op_sel_hi:[1,1,0]
	v_ashrrev_i32_e32 v115, 1, v99
	v_pk_fma_f32 v[108:109], v[108:109], v[102:103], 0.5 op_sel_hi:[1,1,0]
	v_lshl_add_u32 v98, v115, 23, 1.0
	v_pk_mul_f32 v[108:109], v[110:111], v[108:109]
	s_nop 0
	v_pk_add_f32 v[110:111], v[102:103], v[108:109]
	s_nop 0
	v_pk_add_f32 v[102:103], v[110:111], v[102:103] neg_lo:[0,1] neg_hi:[0,1]
	v_mov_b32_e32 v96, v111
	v_pk_add_f32 v[102:103], v[108:109], v[102:103] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[108:109], v[110:111], 1.0 op_sel_hi:[1,0]
	s_nop 0
	v_add_f32_e32 v45, -1.0, v108
	v_sub_f32_e32 v100, v110, v45
	v_mov_b32_e32 v45, v101
	v_pk_add_f32 v[112:113], v[108:109], v[44:45] op_sel:[1,0] op_sel_hi:[0,1]
	v_mov_b32_e32 v113, v105
	v_pk_add_f32 v[96:97], v[96:97], v[112:113] neg_lo:[0,1] neg_hi:[0,1]
	v_sub_u32_e32 v45, v99, v115
	v_mov_b32_e32 v107, v97
	v_pk_add_f32 v[102:103], v[106:107], v[102:103]
	v_mov_b32_e32 v101, v96
	v_pk_add_f32 v[96:97], v[100:101], v[102:103]
	v_lshl_add_u32 v99, v114, 23, 1.0
	v_pk_add_f32 v[96:97], v[108:109], v[96:97]
	v_lshl_add_u32 v101, v1, 23, 1.0
	v_lshl_add_u32 v100, v45, 23, 1.0
	v_pk_mul_f32 v[96:97], v[96:97], v[98:99]
	s_nop 0
	v_pk_mul_f32 v[96:97], v[96:97], v[100:101]
	s_nop 0
	v_pk_add_f32 v[96:97], v[96:97], 1.0 op_sel_hi:[1,0]
	s_nop 0
	v_pk_mul_f32 v[98:99], v[96:97], s[74:75] op_sel_hi:[1,0]
	v_cmp_gt_f32_e32 vcc, s65, v96
	v_cmp_gt_f32_e64 s[8:9], s65, v97
	s_nop 0
	v_cndmask_b32_e32 v1, v96, v98, vcc
	v_cndmask_b32_e64 v45, v97, v99, s[8:9]
	v_add_u32_e32 v100, 0xc0cafb0d, v45
	v_add_u32_e32 v101, 0xc0cafb0d, v1
	v_and_b32_e32 v98, 0xff800000, v100
	v_and_b32_e32 v102, 0xff800000, v101
	v_sub_u32_e32 v99, v45, v98
	v_sub_u32_e32 v98, v1, v102
	v_cndmask_b32_e32 v45, 0, v79, vcc
	v_ashrrev_i32_e32 v102, 23, v100
	v_ashrrev_i32_e32 v100, 23, v101
	v_pk_add_f32 v[98:99], v[98:99], -1.0 op_sel_hi:[1,0]
	v_add_u32_e32 v45, v100, v45
	v_pk_add_f32 v[100:101], v[98:99], 2.0 op_sel_hi:[1,0]
	v_cndmask_b32_e64 v1, 0, v79, s[8:9]
	v_div_scale_f32 v104, s[8:9], v101, v101, v99
	v_rcp_f32_e32 v105, v104
	v_add_u32_e32 v1, v102, v1
	v_cvt_f32_i32_e32 v103, v1
	v_cvt_f32_i32_e32 v102, v45
	v_fma_f32 v1, -v104, v105, 1.0
	v_fmac_f32_e32 v105, v1, v105
	v_div_scale_f32 v1, vcc, v99, v101, v99
	v_mul_f32_e32 v45, v1, v105
	v_fma_f32 v106, -v104, v45, v1
	v_fmac_f32_e32 v45, v106, v105
	v_fma_f32 v1, -v104, v45, v1
	v_div_scale_f32 v104, s[8:9], v100, v100, v98
	v_rcp_f32_e32 v106, v104
	v_div_fmas_f32 v1, v1, v105, v45
	v_div_fixup_f32 v101, v1, v101, v99
	v_fma_f32 v1, -v104, v106, 1.0
	v_fmac_f32_e32 v106, v1, v106
	v_div_scale_f32 v1, vcc, v98, v100, v98
	v_mul_f32_e32 v45, v1, v106
	v_fma_f32 v105, -v104, v45, v1
	v_fmac_f32_e32 v45, v105, v106
	v_fma_f32 v1, -v104, v45, v1
	v_div_fmas_f32 v1, v1, v106, v45
	v_div_fixup_f32 v100, v1, v100, v98
	v_pk_mul_f32 v[104:105], v[100:101], v[100:101]
	v_mov_b64_e32 v[106:107], s[76:77]
	v_pk_fma_f32 v[108:109], v[104:105], s[78:79], v[106:107] op_sel_hi:[1,0,0]
	v_cmp_neq_f32_e32 vcc, 0, v96
	v_pk_fma_f32 v[108:109], v[108:109], v[104:105], s[80:81] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[108:109], v[108:109], v[104:105], s[82:83] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[108:109], v[108:109], v[104:105], s[84:85] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_mul_f32 v[104:105], v[104:105], v[108:109] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_pk_add_f32 v[104:105], v[98:99], v[104:105]
	s_nop 0
	v_pk_fma_f32 v[98:99], v[100:101], v[104:105], v[98:99] neg_lo:[1,0,0] neg_hi:[1,0,0]
	s_nop 0
	v_pk_fma_f32 v[98:99], v[102:103], s[86:87], v[98:99] op_sel_hi:[1,0,1]
	s_nop 0
	v_pk_fma_f32 v[98:99], v[102:103], s[88:89], v[98:99] op_sel_hi:[1,0,1]
	s_nop 0
	v_cndmask_b32_e32 v1, v80, v98, vcc
	v_cmp_neq_f32_e32 vcc, 0, v97
	s_nop 1
	v_cndmask_b32_e32 v45, v80, v99, vcc
	v_cmp_neq_f32_e32 vcc, s67, v97
	s_nop 1
	v_cndmask_b32_e32 v45, v81, v45, vcc
	v_cmp_neq_f32_e32 vcc, s67, v96
	s_nop 1
	v_cndmask_b32_e32 v1, v81, v1, vcc
	v_cmp_ngt_f32_e32 vcc, 0, v96
	s_nop 1
	v_cndmask_b32_e32 v1, v82, v1, vcc
	v_cmp_ngt_f32_e32 vcc, 0, v97
	s_nop 1
	v_cndmask_b32_e32 v45, v82, v45, vcc
	v_cmp_u_f32_e32 vcc, v97, v97
	s_nop 1
	v_cndmask_b32_e32 v97, v45, v97, vcc
	v_cmp_u_f32_e32 vcc, v96, v96
	s_nop 1
	v_cndmask_b32_e32 v96, v1, v96, vcc
	v_pk_mul_f32 v[96:97], v[28:29], v[96:97]
	v_cmp_ge_f32_e32 vcc, s43, v95
	s_nop 1
	v_cndmask_b32_e32 v7, v7, v97, vcc
	v_cmp_ge_f32_e32 vcc, s30, v94
	s_nop 1
	v_cndmask_b32_e32 v6, v6, v96, vcc
	v_pk_mul_f32 v[6:7], v[34:35], v[6:7]
	s_nop 0
	v_cmp_ngt_f32_e32 vcc, s31, v6
	s_nop 1
	v_cndmask_b32_e32 v1, v60, v6, vcc
	v_cmp_ngt_f32_e32 vcc, s31, v7
	s_nop 1
	v_cndmask_b32_e32 v6, v60, v7, vcc
	v_cmp_nlt_f32_e32 vcc, s37, v6
	s_nop 1
	v_cndmask_b32_e32 v7, v61, v6, vcc
	v_cmp_nlt_f32_e32 vcc, s37, v1
	s_nop 1
	v_cndmask_b32_e32 v6, v61, v1, vcc
	v_pk_fma_f32 v[94:95], v[6:7], s[36:37], v[8:9] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_add_f32 v[94:95], v[94:95], s[38:39] op_sel_hi:[1,0]
	s_nop 0
	v_pk_fma_f32 v[6:7], v[94:95], s[40:41], v[6:7] op_sel_hi:[1,0,1]
	v_pk_mul_f32 v[96:97], v[94:95], s[42:43] op_sel_hi:[1,0]
	v_cmp_o_f32_e32 vcc, v95, v95
	v_pk_add_f32 v[98:99], v[6:7], v[96:97]
	s_nop 0
	v_pk_add_f32 v[6:7], v[98:99], v[6:7] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_mul_f32 v[100:101], v[98:99], v[98:99]
	v_pk_add_f32 v[6:7], v[96:97], v[6:7] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_fma_f32 v[96:97], v[98:99], s[44:45], v[52:53] op_sel_hi:[1,0,0]
	v_cndmask_b32_e32 v1, 0, v95, vcc
	v_pk_fma_f32 v[96:97], v[96:97], v[98:99], s[68:69] op_sel_hi:[1,1,0]
	v_cmp_o_f32_e32 vcc, v94, v94
	v_pk_fma_f32 v[96:97], v[96:97], v[98:99], s[70:71] op_sel_hi:[1,1,0]
	v_cvt_i32_f32_e32 v1, v1
	v_pk_fma_f32 v[96:97], v[96:97], v[98:99], s[72:73] op_sel_hi:[1,1,0]
	v_cndmask_b32_e32 v45, 0, v94, vcc
	v_pk_fma_f32 v[96:97], v[96:97], v[98:99], 0.5 op_sel_hi:[1,1,0]
	v_cvt_i32_f32_e32 v45, v45
	v_pk_mul_f32 v[96:97], v[100:101], v[96:97]
	v_ashrrev_i32_e32 v94, 1, v1
	v_pk_add_f32 v[100:101], v[98:99], v[96:97]
	v_sub_u32_e32 v1, v1, v94
	v_pk_add_f32 v[98:99], v[100:101], v[98:99] neg_lo:[0,1] neg_hi:[0,1]
	v_lshl_add_u32 v95, v94, 23, 1.0
	v_pk_add_f32 v[96:97], v[96:97], v[98:99] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_pk_add_f32 v[6:7], v[6:7], v[96:97]
	v_pk_add_f32 v[96:97], v[100:101], 1.0 op_sel_hi:[1,0]
	s_nop 0
	v_pk_add_f32 v[98:99], v[96:97], -1.0 op_sel_hi:[1,0]
	s_nop 0
	v_pk_add_f32 v[98:99], v[100:101], v[98:99] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_pk_add_f32 v[6:7], v[98:99], v[6:7]
	v_pk_mul_f32 v[98:99], s[22:23], v[50:51]
	v_pk_add_f32 v[6:7], v[96:97], v[6:7]
	v_ashrrev_i32_e32 v96, 1, v45
	v_cmp_ngt_f32_e32 vcc, s31, v98
	v_sub_u32_e32 v45, v45, v96
	v_lshl_add_u32 v97, v1, 23, 1.0
	v_cndmask_b32_e32 v1, v60, v98, vcc
	v_cmp_ngt_f32_e32 vcc, s31, v99
	v_lshl_add_u32 v94, v96, 23, 1.0
	v_lshl_add_u32 v96, v45, 23, 1.0
	v_cndmask_b32_e32 v45, v60, v99, vcc
	v_cmp_nlt_f32_e32 vcc, s37, v45
	v_pk_mul_f32 v[6:7], v[6:7], v[94:95]
	s_nop 0
	v_cndmask_b32_e32 v101, v61, v45, vcc
	v_cmp_nlt_f32_e32 vcc, s37, v1
	v_pk_mul_f32 v[6:7], v[6:7], v[96:97]
	s_nop 0
	v_cndmask_b32_e32 v100, v61, v1, vcc
	v_pk_fma_f32 v[102:103], v[100:101], s[36:37], v[8:9] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_add_f32 v[102:103], v[102:103], s[38:39] op_sel_hi:[1,0]
	s_nop 0
	v_cmp_o_f32_e32 vcc, v103, v103
	v_pk_fma_f32 v[96:97], v[102:103], s[40:41], v[100:101] op_sel_hi:[1,0,1]
	v_pk_mul_f32 v[100:101], v[102:103], s[42:43] op_sel_hi:[1,0]
	v_cndmask_b32_e32 v1, 0, v103, vcc
	v_cmp_o_f32_e32 vcc, v102, v102
	v_cvt_i32_f32_e32 v1, v1
	v_ashrrev_i32_e32 v95, 1, v1
	v_cndmask_b32_e32 v45, 0, v102, vcc
	v_pk_add_f32 v[102:103], v[96:97], v[100:101]
	v_cvt_i32_f32_e32 v116, v45
	v_pk_fma_f32 v[110:111], v[102:103], s[44:45], v[52:53] op_sel_hi:[1,0,0]
	v_pk_mul_f32 v[112:113], v[102:103], v[102:103]
	v_pk_fma_f32 v[110:111], v[110:111], v[102:103], s[68:69] op_sel_hi:[1,1,0]
	v_pk_add_f32 v[104:105], v[102:103], v[96:97] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_fma_f32 v[110:111], v[110:111], v[102:103], s[70:71] op_sel_hi:[1,1,0]
	v_pk_add_f32 v[108:109], v[100:101], v[104:105] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_fma_f32 v[110:111], v[110:111], v[102:103], s[72:73] op_sel_hi:[1,1,0]
	v_ashrrev_i32_e32 v117, 1, v116
	v_pk_fma_f32 v[110:111], v[110:111], v[102:103], 0.5 op_sel_hi:[1,1,0]
	v_lshl_add_u32 v94, v117, 23, 1.0
	v_pk_mul_f32 v[110:111], v[112:113], v[110:111]
	v_sub_u32_e32 v1, v1, v95
	v_pk_add_f32 v[112:113], v[102:103], v[110:111]
	v_lshl_add_u32 v95, v95, 23, 1.0
	v_pk_add_f32 v[102:103], v[112:113], v[102:103] neg_lo:[0,1] neg_hi:[0,1]
	v_mov_b32_e32 v100, v113
	v_pk_add_f32 v[102:103], v[110:111], v[102:103] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[110:111], v[112:113], 1.0 op_sel_hi:[1,0]
	s_nop 0
	v_add_f32_e32 v45, -1.0, v110
	v_sub_f32_e32 v96, v112, v45
	v_mov_b32_e32 v45, v97
	v_pk_add_f32 v[114:115], v[110:111], v[44:45] op_sel:[1,0] op_sel_hi:[0,1]
	v_mov_b32_e32 v115, v105
	v_pk_add_f32 v[100:101], v[100:101], v[114:115] neg_lo:[0,1] neg_hi:[0,1]
	v_sub_u32_e32 v45, v116, v117
	v_mov_b32_e32 v109, v101
	v_pk_add_f32 v[102:103], v[108:109], v[102:103]
	v_mov_b32_e32 v97, v100
	v_pk_add_f32 v[96:97], v[96:97], v[102:103]
	v_lshl_add_u32 v101, v1, 23, 1.0
	v_pk_add_f32 v[96:97], v[110:111], v[96:97]
	v_lshl_add_u32 v100, v45, 23, 1.0
	v_pk_mul_f32 v[94:95], v[96:97], v[94:95]
	s_nop 0
	v_pk_mul_f32 v[94:95], v[94:95], v[100:101]
	s_nop 0
	v_pk_add_f32 v[94:95], v[94:95], 1.0 op_sel_hi:[1,0]
	s_nop 0
	v_pk_mul_f32 v[96:97], v[94:95], s[74:75] op_sel_hi:[1,0]
	v_cmp_gt_f32_e32 vcc, s65, v94
	v_cmp_gt_f32_e64 s[8:9], s65, v95
	s_nop 0
	v_cndmask_b32_e32 v1, v94, v96, vcc
	v_cndmask_b32_e64 v45, v95, v97, s[8:9]
	v_add_u32_e32 v100, 0xc0cafb0d, v45
	v_add_u32_e32 v101, 0xc0cafb0d, v1
	v_and_b32_e32 v96, 0xff800000, v100
	v_and_b32_e32 v102, 0xff800000, v101
	v_sub_u32_e32 v97, v45, v96
	v_sub_u32_e32 v96, v1, v102
	v_cndmask_b32_e32 v45, 0, v79, vcc
	v_ashrrev_i32_e32 v102, 23, v100
	v_ashrrev_i32_e32 v100, 23, v101
	v_pk_add_f32 v[96:97], v[96:97], -1.0 op_sel_hi:[1,0]
	v_add_u32_e32 v45, v100, v45
	v_pk_add_f32 v[100:101], v[96:97], 2.0 op_sel_hi:[1,0]
	v_cndmask_b32_e64 v1, 0, v79, s[8:9]
	v_div_scale_f32 v104, s[8:9], v101, v101, v97
	v_rcp_f32_e32 v105, v104
	v_add_u32_e32 v1, v102, v1
	v_cvt_f32_i32_e32 v103, v1
	v_cvt_f32_i32_e32 v102, v45
	v_fma_f32 v1, -v104, v105, 1.0
	v_fmac_f32_e32 v105, v1, v105
	v_div_scale_f32 v1, vcc, v97, v101, v97
	v_mul_f32_e32 v45, v1, v105
	v_fma_f32 v108, -v104, v45, v1
	v_fmac_f32_e32 v45, v108, v105
	v_fma_f32 v1, -v104, v45, v1
	v_div_scale_f32 v104, s[8:9], v100, v100, v96
	v_rcp_f32_e32 v108, v104
	v_div_fmas_f32 v1, v1, v105, v45
	v_div_fixup_f32 v101, v1, v101, v97
	s_and_b64 s[8:9], s[20:21], s[10:11]
	v_fma_f32 v1, -v104, v108, 1.0
	v_fmac_f32_e32 v108, v1, v108
	v_div_scale_f32 v1, vcc, v96, v100, v96
	v_mul_f32_e32 v45, v1, v108
	v_fma_f32 v105, -v104, v45, v1
	v_fmac_f32_e32 v45, v105, v108
	v_fma_f32 v1, -v104, v45, v1
	v_div_fmas_f32 v1, v1, v108, v45
	v_div_fixup_f32 v100, v1, v100, v96
	v_pk_mul_f32 v[104:105], v[100:101], v[100:101]
	v_cmp_neq_f32_e32 vcc, 0, v94
	v_pk_fma_f32 v[106:107], v[104:105], s[78:79], v[106:107] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_fma_f32 v[106:107], v[106:107], v[104:105], s[80:81] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[106:107], v[106:107], v[104:105], s[82:83] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[106:107], v[106:107], v[104:105], s[84:85] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_mul_f32 v[104:105], v[104:105], v[106:107] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_pk_add_f32 v[104:105], v[96:97], v[104:105]
	s_nop 0
	v_pk_fma_f32 v[96:97], v[100:101], v[104:105], v[96:97] neg_lo:[1,0,0] neg_hi:[1,0,0]
	s_nop 0
	v_pk_fma_f32 v[96:97], v[102:103], s[86:87], v[96:97] op_sel_hi:[1,0,1]
	s_nop 0
	v_pk_fma_f32 v[96:97], v[102:103], s[88:89], v[96:97] op_sel_hi:[1,0,1]
	s_nop 0
	v_cndmask_b32_e32 v1, v80, v96, vcc
	v_cmp_neq_f32_e32 vcc, 0, v95
	s_nop 1
	v_cndmask_b32_e32 v45, v80, v97, vcc
	v_cmp_neq_f32_e32 vcc, s67, v95
	s_nop 1
	v_cndmask_b32_e32 v45, v81, v45, vcc
	v_cmp_neq_f32_e32 vcc, s67, v94
	s_nop 1
	v_cndmask_b32_e32 v1, v81, v1, vcc
	v_cmp_ngt_f32_e32 vcc, 0, v94
	s_nop 1
	v_cndmask_b32_e32 v1, v82, v1, vcc
	v_cmp_ngt_f32_e32 vcc, 0, v95
	s_nop 1
	v_cndmask_b32_e32 v45, v82, v45, vcc
	v_cmp_u_f32_e32 vcc, v95, v95
	s_nop 1
	v_cndmask_b32_e32 v95, v45, v95, vcc
	v_cmp_u_f32_e32 vcc, v94, v94
	s_nop 1
	v_cndmask_b32_e32 v94, v1, v94, vcc
	v_pk_mul_f32 v[94:95], v[28:29], v[94:95]
	v_cmp_ge_f32_e32 vcc, s43, v99
	s_nop 1
	v_cndmask_b32_e32 v51, v51, v95, vcc
	v_cmp_ge_f32_e32 vcc, s30, v98
	s_nop 1
	v_cndmask_b32_e32 v50, v50, v94, vcc
	v_pk_mul_f32 v[50:51], v[34:35], v[50:51]
	s_nop 0
	v_cmp_ngt_f32_e32 vcc, s31, v50
	s_nop 1
	v_cndmask_b32_e32 v1, v60, v50, vcc
	v_cmp_ngt_f32_e32 vcc, s31, v51
	s_nop 1
	v_cndmask_b32_e32 v45, v60, v51, vcc
	v_cmp_nlt_f32_e32 vcc, s37, v45
	s_nop 1
	v_cndmask_b32_e32 v51, v61, v45, vcc
	v_cmp_nlt_f32_e32 vcc, s37, v1
	s_nop 1
	v_cndmask_b32_e32 v50, v61, v1, vcc
	v_pk_fma_f32 v[8:9], v[50:51], s[36:37], v[8:9] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_add_f32 v[8:9], v[8:9], s[38:39] op_sel_hi:[1,0]
	s_nop 0
	v_pk_fma_f32 v[50:51], v[8:9], s[40:41], v[50:51] op_sel_hi:[1,0,1]
	v_pk_mul_f32 v[94:95], v[8:9], s[42:43] op_sel_hi:[1,0]
	v_cmp_o_f32_e32 vcc, v9, v9
	v_pk_add_f32 v[96:97], v[50:51], v[94:95]
	s_nop 0
	v_pk_fma_f32 v[52:53], v[96:97], s[44:45], v[52:53] op_sel_hi:[1,0,0]
	v_pk_add_f32 v[50:51], v[96:97], v[50:51] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_fma_f32 v[52:53], v[52:53], v[96:97], s[68:69] op_sel_hi:[1,1,0]
	v_pk_add_f32 v[50:51], v[94:95], v[50:51] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_fma_f32 v[52:53], v[52:53], v[96:97], s[70:71] op_sel_hi:[1,1,0]
	v_pk_mul_f32 v[94:95], v[96:97], v[96:97]
	v_pk_fma_f32 v[52:53], v[52:53], v[96:97], s[72:73] op_sel_hi:[1,1,0]
	v_cndmask_b32_e32 v1, 0, v9, vcc
	v_pk_fma_f32 v[52:53], v[52:53], v[96:97], 0.5 op_sel_hi:[1,1,0]
	v_cmp_o_f32_e32 vcc, v8, v8
	v_pk_mul_f32 v[52:53], v[94:95], v[52:53]
	v_cvt_i32_f32_e32 v1, v1
	v_pk_add_f32 v[94:95], v[96:97], v[52:53]
	v_cndmask_b32_e32 v8, 0, v8, vcc
	v_pk_add_f32 v[96:97], v[94:95], v[96:97] neg_lo:[0,1] neg_hi:[0,1]
	v_cvt_i32_f32_e32 v45, v8
	v_pk_add_f32 v[52:53], v[52:53], v[96:97] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_pk_add_f32 v[50:51], v[50:51], v[52:53]
	v_pk_add_f32 v[52:53], v[94:95], 1.0 op_sel_hi:[1,0]
	s_nop 0
	v_pk_add_f32 v[96:97], v[52:53], -1.0 op_sel_hi:[1,0]
	s_nop 0
	v_pk_add_f32 v[94:95], v[94:95], v[96:97] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_pk_add_f32 v[8:9], v[94:95], v[50:51]
	v_ashrrev_i32_e32 v50, 1, v1
	v_pk_add_f32 v[8:9], v[52:53], v[8:9]
	v_ashrrev_i32_e32 v52, 1, v45
	v_sub_u32_e32 v45, v45, v52
	v_sub_u32_e32 v1, v1, v50
	v_lshl_add_u32 v51, v50, 23, 1.0
	v_lshl_add_u32 v50, v52, 23, 1.0
	v_lshl_add_u32 v53, v1, 23, 1.0
	v_lshl_add_u32 v52, v45, 23, 1.0
	v_pk_mul_f32 v[8:9], v[8:9], v[50:51]
	s_nop 0
	v_pk_mul_f32 v[8:9], v[8:9], v[52:53]
	ds_write_b128 v69, v[6:9]
	s_and_saveexec_b64 s[10:11], s[8:9]
	s_xor_b64 s[10:11], exec, s[10:11]
	s_cbranch_execz .LBB0_66
	v_ashrrev_i32_e32 v1, 31, v85
	v_mul_lo_u32 v45, s27, v85
	v_mul_lo_u32 v1, s26, v1
	v_mad_u64_u32 v[50:51], s[8:9], s26, v85, 0
	v_add3_u32 v51, v51, v1, v45
	v_lshl_add_u64 v[50:51], v[50:51], 2, v[38:39]
	global_store_dwordx4 v[50:51], v[6:9], off
.LBB0_66:
	s_or_b64 exec, exec, s[90:91]
	s_and_saveexec_b64 s[10:11], s[6:7]
	s_cbranch_execz .LBB0_71
	v_mul_f32_e32 v1, v89, v89
	v_fmac_f32_e32 v1, v86, v86
	v_mul_f32_e32 v7, v93, v93
	v_fmac_f32_e32 v1, v87, v87
	v_fmac_f32_e32 v7, v91, v91
	v_fmac_f32_e32 v1, v88, v88
	v_fmac_f32_e32 v7, v90, v90
	ds_bpermute_b32 v6, v64, v1
	v_fmac_f32_e32 v7, v92, v92
	ds_bpermute_b32 v8, v64, v7
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v1, v1, v6
	ds_bpermute_b32 v6, v65, v1
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v7, v7, v8
	ds_bpermute_b32 v8, v65, v7
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v1, v1, v6
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v6, v7, v8
	ds_bpermute_b32 v7, v66, v1
	ds_bpermute_b32 v8, v66, v6
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v1, v1, v7
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v6, v6, v8
	ds_bpermute_b32 v7, v67, v1
	ds_bpermute_b32 v8, v67, v6
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v7, v1, v7
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v6, v6, v8
	ds_bpermute_b32 v8, v68, v7
	ds_bpermute_b32 v9, v68, v6
	v_add_u32_e32 v1, 4, v85
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v7, v7, v8
	v_add_f32_e32 v7, 0x358637bd, v7
	v_mul_f32_e32 v8, 0x4f800000, v7
	v_cmp_gt_f32_e32 vcc, s45, v7
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v6, v6, v9
	v_add_f32_e32 v6, 0x358637bd, v6
	v_cndmask_b32_e32 v7, v7, v8, vcc
	v_sqrt_f32_e32 v8, v7
	v_mul_f32_e32 v9, 0x4f800000, v6
	v_cmp_gt_f32_e64 s[6:7], s45, v6
	v_add_u32_e32 v45, 1, v8
	s_nop 0
	v_cndmask_b32_e64 v6, v6, v9, s[6:7]
	v_add_u32_e32 v9, -1, v8
	v_fma_f32 v50, -v9, v8, v7
	v_cmp_ge_f32_e64 s[8:9], 0, v50
	v_fma_f32 v51, -v45, v8, v7
	s_nop 0
	v_cndmask_b32_e64 v8, v8, v9, s[8:9]
	v_sqrt_f32_e32 v9, v6
	v_cmp_lt_f32_e64 s[8:9], 0, v51
	v_add_u32_e32 v50, -1, v9
	v_fma_f32 v51, -v50, v9, v6
	v_cndmask_b32_e64 v8, v8, v45, s[8:9]
	v_cmp_ge_f32_e64 s[8:9], 0, v51
	v_add_u32_e32 v51, 1, v9
	v_mul_f32_e32 v45, 0x37800000, v8
	v_cndmask_b32_e64 v50, v9, v50, s[8:9]
	v_fma_f32 v9, -v51, v9, v6
	v_cmp_lt_f32_e64 s[8:9], 0, v9
	v_cndmask_b32_e32 v8, v8, v45, vcc
	v_cmp_class_f32_e32 vcc, v7, v77
	v_cndmask_b32_e64 v9, v50, v51, s[8:9]
	v_mul_f32_e32 v50, 0x37800000, v9
	v_cndmask_b32_e64 v9, v9, v50, s[6:7]
	v_cmp_class_f32_e64 s[6:7], v6, v77
	v_cndmask_b32_e32 v45, v8, v7, vcc
	s_nop 0
	v_cndmask_b32_e64 v50, v9, v6, s[6:7]
	v_div_scale_f32 v6, s[6:7], v50, v50, v93
	v_rcp_f32_e32 v9, v6
	s_nop 0
	v_fma_f32 v7, -v6, v9, 1.0
	v_fmac_f32_e32 v9, v7, v9
	v_div_scale_f32 v7, vcc, v93, v50, v93
	v_mul_f32_e32 v8, v7, v9
	v_fma_f32 v51, -v6, v8, v7
	v_fmac_f32_e32 v8, v51, v9
	v_div_scale_f32 v51, s[6:7], v50, v50, v91
	v_rcp_f32_e32 v52, v51
	v_fma_f32 v6, -v6, v8, v7
	v_div_fmas_f32 v6, v6, v9, v8
	v_div_fixup_f32 v7, v6, v50, v93
	v_fma_f32 v6, -v51, v52, 1.0
	v_fmac_f32_e32 v52, v6, v52
	v_div_scale_f32 v6, vcc, v91, v50, v91
	v_mul_f32_e32 v8, v6, v52
	v_fma_f32 v9, -v51, v8, v6
	v_fmac_f32_e32 v8, v9, v52
	v_div_scale_f32 v9, s[6:7], v50, v50, v92
	v_fma_f32 v6, -v51, v8, v6
	v_rcp_f32_e32 v51, v9
	v_div_fmas_f32 v6, v6, v52, v8
	v_div_fixup_f32 v6, v6, v50, v91
	v_fma_f32 v8, -v9, v51, 1.0
	v_fmac_f32_e32 v51, v8, v51
	v_div_scale_f32 v8, vcc, v92, v50, v92
	v_mul_f32_e32 v52, v8, v51
	v_fma_f32 v53, -v9, v52, v8
	v_fmac_f32_e32 v52, v53, v51
	v_div_scale_f32 v53, s[6:7], v50, v50, v90
	v_rcp_f32_e32 v85, v53
	v_fma_f32 v8, -v9, v52, v8
	v_div_fmas_f32 v8, v8, v51, v52
	v_div_fixup_f32 v9, v8, v50, v92
	v_fma_f32 v8, -v53, v85, 1.0
	v_fmac_f32_e32 v85, v8, v85
	v_div_scale_f32 v8, vcc, v90, v50, v90
	v_mul_f32_e32 v51, v8, v85
	v_fma_f32 v52, -v53, v51, v8
	v_fmac_f32_e32 v51, v52, v85
	v_div_scale_f32 v52, s[6:7], v45, v45, v89
	v_fma_f32 v8, -v53, v51, v8
	v_rcp_f32_e32 v53, v52
	v_div_fmas_f32 v8, v8, v85, v51
	v_div_fixup_f32 v8, v8, v50, v90
	v_fma_f32 v50, -v52, v53, 1.0
	v_fmac_f32_e32 v53, v50, v53
	v_div_scale_f32 v50, vcc, v89, v45, v89
	v_mul_f32_e32 v51, v50, v53
	v_fma_f32 v85, -v52, v51, v50
	v_fmac_f32_e32 v51, v85, v53
	v_fma_f32 v50, -v52, v51, v50
	v_div_scale_f32 v52, s[6:7], v45, v45, v86
	v_rcp_f32_e32 v85, v52
	v_div_fmas_f32 v50, v50, v53, v51
	v_div_fixup_f32 v51, v50, v45, v89
	v_fma_f32 v50, -v52, v85, 1.0
	v_fmac_f32_e32 v85, v50, v85
	v_div_scale_f32 v50, vcc, v86, v45, v86
	v_mul_f32_e32 v53, v50, v85
	v_fma_f32 v89, -v52, v53, v50
	v_fmac_f32_e32 v53, v89, v85
	v_fma_f32 v50, -v52, v53, v50
	v_div_scale_f32 v52, s[6:7], v45, v45, v88
	v_rcp_f32_e32 v89, v52
	v_div_fmas_f32 v50, v50, v85, v53
	v_div_fixup_f32 v50, v50, v45, v86
	v_pk_mul_f32 v[50:51], s[28:29], v[50:51]
	v_fma_f32 v53, -v52, v89, 1.0
	v_fmac_f32_e32 v89, v53, v89
	v_div_scale_f32 v53, vcc, v88, v45, v88
	v_mul_f32_e32 v85, v53, v89
	v_fma_f32 v86, -v52, v85, v53
	v_fmac_f32_e32 v85, v86, v89
	v_div_scale_f32 v86, s[6:7], v45, v45, v87
	v_rcp_f32_e32 v90, v86
	v_fma_f32 v52, -v52, v85, v53
	v_div_fmas_f32 v52, v52, v89, v85
	v_div_fixup_f32 v53, v52, v45, v88
	v_fma_f32 v52, -v86, v90, 1.0
	v_fmac_f32_e32 v90, v52, v90
	v_div_scale_f32 v52, vcc, v87, v45, v87
	v_mul_f32_e32 v85, v52, v90
	v_fma_f32 v88, -v86, v85, v52
	v_fmac_f32_e32 v85, v88, v90
	v_fma_f32 v52, -v86, v85, v52
	v_div_fmas_f32 v52, v52, v90, v85
	v_cmp_gt_i32_e32 vcc, s73, v1
	v_div_fixup_f32 v52, v52, v45, v87
	s_and_b64 s[8:9], s[16:17], vcc
	v_pk_mul_f32 v[52:53], s[28:29], v[52:53]
	s_and_b64 s[90:91], s[34:35], s[8:9]
	ds_write_b128 v73, v[50:53]
	ds_write_b128 v74, v[6:9]
	s_and_saveexec_b64 s[6:7], s[90:91]
	s_cbranch_execz .LBB0_69
	v_ashrrev_i32_e32 v45, 31, v1
	v_mul_lo_u32 v52, s47, v1
	v_mul_lo_u32 v45, s46, v45
	v_mad_u64_u32 v[50:51], s[90:91], s46, v1, 0
	v_add3_u32 v51, v51, v45, v52
	v_lshl_add_u64 v[50:51], v[50:51], 2, v[36:37]
	global_store_dwordx4 v[50:51], v[6:9], off
.LBB0_69:
	s_or_b64 exec, exec, s[6:7]
	s_waitcnt vmcnt(0)
	v_pk_add_f32 v[6:7], v[2:3], v[48:49]
	v_pk_add_f32 v[46:47], v[4:5], v[46:47]
	v_pk_mul_f32 v[50:51], s[22:23], v[6:7]
	s_nop 0
	v_cmp_ngt_f32_e32 vcc, s31, v50
	s_nop 1
	v_cndmask_b32_e32 v8, v60, v50, vcc
	v_cmp_ngt_f32_e32 vcc, s31, v51
	s_nop 1
	v_cndmask_b32_e32 v9, v60, v51, vcc
	v_cmp_nlt_f32_e32 vcc, s37, v9
	s_nop 1
	v_cndmask_b32_e32 v49, v61, v9, vcc
	v_cmp_nlt_f32_e32 vcc, s37, v8
	s_nop 1
	v_cndmask_b32_e32 v48, v61, v8, vcc
	v_mov_b64_e32 v[8:9], s[64:65]
	v_pk_fma_f32 v[52:53], v[48:49], s[36:37], v[8:9] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_add_f32 v[52:53], v[52:53], s[38:39] op_sel_hi:[1,0]
	s_nop 0
	v_cmp_o_f32_e32 vcc, v53, v53
	v_pk_fma_f32 v[88:89], v[52:53], s[40:41], v[48:49] op_sel_hi:[1,0,1]
	v_mov_b64_e32 v[48:49], s[66:67]
	v_cndmask_b32_e32 v45, 0, v53, vcc
	v_cmp_o_f32_e32 vcc, v52, v52
	v_cvt_i32_f32_e32 v87, v45
	v_ashrrev_i32_e32 v102, 1, v87
	v_cndmask_b32_e32 v85, 0, v52, vcc
	v_pk_mul_f32 v[52:53], v[52:53], s[42:43] op_sel_hi:[1,0]
	v_cvt_i32_f32_e32 v85, v85
	v_pk_add_f32 v[90:91], v[88:89], v[52:53]
	v_ashrrev_i32_e32 v103, 1, v85
	v_pk_fma_f32 v[96:97], v[90:91], s[44:45], v[48:49] op_sel_hi:[1,0,0]
	v_pk_mul_f32 v[98:99], v[90:91], v[90:91]
	v_pk_fma_f32 v[96:97], v[96:97], v[90:91], s[68:69] op_sel_hi:[1,1,0]
	v_pk_add_f32 v[92:93], v[90:91], v[88:89] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_fma_f32 v[96:97], v[96:97], v[90:91], s[70:71] op_sel_hi:[1,1,0]
	v_pk_add_f32 v[94:95], v[52:53], v[92:93] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_fma_f32 v[96:97], v[96:97], v[90:91], s[72:73] op_sel_hi:[1,1,0]
	v_lshl_add_u32 v86, v103, 23, 1.0
	v_pk_fma_f32 v[96:97], v[96:97], v[90:91], 0.5 op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_mul_f32 v[96:97], v[98:99], v[96:97]
	s_nop 0
	v_pk_add_f32 v[98:99], v[90:91], v[96:97]
	s_nop 0
	v_pk_add_f32 v[90:91], v[98:99], v[90:91] neg_lo:[0,1] neg_hi:[0,1]
	v_mov_b32_e32 v52, v99
	v_pk_add_f32 v[90:91], v[96:97], v[90:91] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[96:97], v[98:99], 1.0 op_sel_hi:[1,0]
	s_nop 0
	v_add_f32_e32 v45, -1.0, v96
	v_sub_f32_e32 v88, v98, v45
	v_mov_b32_e32 v45, v89
	v_pk_add_f32 v[100:101], v[96:97], v[44:45] op_sel:[1,0] op_sel_hi:[0,1]
	v_mov_b32_e32 v101, v93
	v_pk_add_f32 v[52:53], v[52:53], v[100:101] neg_lo:[0,1] neg_hi:[0,1]
	v_sub_u32_e32 v45, v85, v103
	v_mov_b32_e32 v95, v53
	v_pk_add_f32 v[90:91], v[94:95], v[90:91]
	v_mov_b32_e32 v89, v52
	v_pk_add_f32 v[52:53], v[88:89], v[90:91]
	v_sub_u32_e32 v85, v87, v102
	v_pk_add_f32 v[52:53], v[96:97], v[52:53]
	v_lshl_add_u32 v87, v102, 23, 1.0
	v_lshl_add_u32 v89, v85, 23, 1.0
	v_lshl_add_u32 v88, v45, 23, 1.0
	v_pk_mul_f32 v[52:53], v[52:53], v[86:87]
	s_nop 0
	v_pk_mul_f32 v[52:53], v[52:53], v[88:89]
	s_nop 0
	v_pk_add_f32 v[52:53], v[52:53], 1.0 op_sel_hi:[1,0]
	s_nop 0
	v_pk_mul_f32 v[86:87], v[52:53], s[74:75] op_sel_hi:[1,0]
	v_cmp_gt_f32_e32 vcc, s65, v52
	v_cmp_gt_f32_e64 s[6:7], s65, v53
	s_nop 0
	v_cndmask_b32_e32 v45, v52, v86, vcc
	v_cndmask_b32_e64 v85, v53, v87, s[6:7]
	v_add_u32_e32 v88, 0xc0cafb0d, v85
	v_add_u32_e32 v89, 0xc0cafb0d, v45
	v_and_b32_e32 v86, 0xff800000, v88
	v_and_b32_e32 v90, 0xff800000, v89
	v_sub_u32_e32 v87, v85, v86
	v_sub_u32_e32 v86, v45, v90
	v_cndmask_b32_e32 v85, 0, v79, vcc
	v_ashrrev_i32_e32 v90, 23, v88
	v_ashrrev_i32_e32 v88, 23, v89
	v_pk_add_f32 v[86:87], v[86:87], -1.0 op_sel_hi:[1,0]
	v_add_u32_e32 v85, v88, v85
	v_pk_add_f32 v[88:89], v[86:87], 2.0 op_sel_hi:[1,0]
	v_cndmask_b32_e64 v45, 0, v79, s[6:7]
	v_div_scale_f32 v92, s[6:7], v89, v89, v87
	v_rcp_f32_e32 v93, v92
	v_add_u32_e32 v45, v90, v45
	v_cvt_f32_i32_e32 v91, v45
	v_cvt_f32_i32_e32 v90, v85
	v_fma_f32 v45, -v92, v93, 1.0
	v_fmac_f32_e32 v93, v45, v93
	v_div_scale_f32 v45, vcc, v87, v89, v87
	v_mul_f32_e32 v85, v45, v93
	v_fma_f32 v94, -v92, v85, v45
	v_fmac_f32_e32 v85, v94, v93
	v_fma_f32 v45, -v92, v85, v45
	v_div_scale_f32 v92, s[6:7], v88, v88, v86
	v_rcp_f32_e32 v94, v92
	v_div_fmas_f32 v45, v45, v93, v85
	v_div_fixup_f32 v89, v45, v89, v87
	v_fma_f32 v45, -v92, v94, 1.0
	v_fmac_f32_e32 v94, v45, v94
	v_div_scale_f32 v45, vcc, v86, v88, v86
	v_mul_f32_e32 v85, v45, v94
	v_fma_f32 v93, -v92, v85, v45
	v_fmac_f32_e32 v85, v93, v94
	v_fma_f32 v45, -v92, v85, v45
	v_div_fmas_f32 v45, v45, v94, v85
	v_div_fixup_f32 v88, v45, v88, v86
	v_pk_mul_f32 v[92:93], v[88:89], v[88:89]
	v_mov_b64_e32 v[94:95], s[76:77]
	v_pk_fma_f32 v[96:97], v[92:93], s[78:79], v[94:95] op_sel_hi:[1,0,0]
	v_cmp_neq_f32_e32 vcc, 0, v52
	v_pk_fma_f32 v[96:97], v[96:97], v[92:93], s[80:81] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[96:97], v[96:97], v[92:93], s[82:83] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[96:97], v[96:97], v[92:93], s[84:85] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_mul_f32 v[92:93], v[92:93], v[96:97] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_pk_add_f32 v[92:93], v[86:87], v[92:93]
	s_nop 0
	v_pk_fma_f32 v[86:87], v[88:89], v[92:93], v[86:87] neg_lo:[1,0,0] neg_hi:[1,0,0]
	s_nop 0
	v_pk_fma_f32 v[86:87], v[90:91], s[86:87], v[86:87] op_sel_hi:[1,0,1]
	s_nop 0
	v_pk_fma_f32 v[86:87], v[90:91], s[88:89], v[86:87] op_sel_hi:[1,0,1]
	s_nop 0
	v_cndmask_b32_e32 v45, v80, v86, vcc
	v_cmp_neq_f32_e32 vcc, 0, v53
	s_nop 1
	v_cndmask_b32_e32 v85, v80, v87, vcc
	v_cmp_neq_f32_e32 vcc, s67, v53
	s_nop 1
	v_cndmask_b32_e32 v85, v81, v85, vcc
	v_cmp_neq_f32_e32 vcc, s67, v52
	s_nop 1
	v_cndmask_b32_e32 v45, v81, v45, vcc
	v_cmp_ngt_f32_e32 vcc, 0, v52
	s_nop 1
	v_cndmask_b32_e32 v45, v82, v45, vcc
	v_cmp_ngt_f32_e32 vcc, 0, v53
	s_nop 1
	v_cndmask_b32_e32 v85, v82, v85, vcc
	v_cmp_u_f32_e32 vcc, v53, v53
	s_nop 1
	v_cndmask_b32_e32 v53, v85, v53, vcc
	v_cmp_u_f32_e32 vcc, v52, v52
	s_nop 1
	v_cndmask_b32_e32 v52, v45, v52, vcc
	v_pk_mul_f32 v[52:53], v[28:29], v[52:53]
	v_cmp_ge_f32_e32 vcc, s43, v51
	s_nop 1
	v_cndmask_b32_e32 v7, v7, v53, vcc
	v_cmp_ge_f32_e32 vcc, s30, v50
	s_nop 1
	v_cndmask_b32_e32 v6, v6, v52, vcc
	v_pk_mul_f32 v[6:7], v[34:35], v[6:7]
	s_nop 0
	v_cmp_ngt_f32_e32 vcc, s31, v6
	s_nop 1
	v_cndmask_b32_e32 v6, v60, v6, vcc
	v_cmp_ngt_f32_e32 vcc, s31, v7
	s_nop 1
	v_cndmask_b32_e32 v7, v60, v7, vcc
	v_cmp_nlt_f32_e32 vcc, s37, v7
	s_nop 1
	v_cndmask_b32_e32 v7, v61, v7, vcc
	v_cmp_nlt_f32_e32 vcc, s37, v6
	s_nop 1
	v_cndmask_b32_e32 v6, v61, v6, vcc
	v_pk_fma_f32 v[50:51], v[6:7], s[36:37], v[8:9] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_add_f32 v[50:51], v[50:51], s[38:39] op_sel_hi:[1,0]
	s_nop 0
	v_pk_fma_f32 v[6:7], v[50:51], s[40:41], v[6:7] op_sel_hi:[1,0,1]
	v_pk_mul_f32 v[52:53], v[50:51], s[42:43] op_sel_hi:[1,0]
	v_cmp_o_f32_e32 vcc, v51, v51
	v_pk_add_f32 v[86:87], v[6:7], v[52:53]
	s_nop 0
	v_pk_add_f32 v[6:7], v[86:87], v[6:7] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_mul_f32 v[88:89], v[86:87], v[86:87]
	v_pk_add_f32 v[6:7], v[52:53], v[6:7] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_fma_f32 v[52:53], v[86:87], s[44:45], v[48:49] op_sel_hi:[1,0,0]
	v_cndmask_b32_e32 v45, 0, v51, vcc
	v_pk_fma_f32 v[52:53], v[52:53], v[86:87], s[68:69] op_sel_hi:[1,1,0]
	v_cmp_o_f32_e32 vcc, v50, v50
	v_pk_fma_f32 v[52:53], v[52:53], v[86:87], s[70:71] op_sel_hi:[1,1,0]
	v_cvt_i32_f32_e32 v45, v45
	v_pk_fma_f32 v[52:53], v[52:53], v[86:87], s[72:73] op_sel_hi:[1,1,0]
	v_cndmask_b32_e32 v50, 0, v50, vcc
	v_pk_fma_f32 v[52:53], v[52:53], v[86:87], 0.5 op_sel_hi:[1,1,0]
	v_cvt_i32_f32_e32 v50, v50
	v_pk_mul_f32 v[52:53], v[88:89], v[52:53]
	v_ashrrev_i32_e32 v51, 1, v45
	v_pk_add_f32 v[88:89], v[86:87], v[52:53]
	v_sub_u32_e32 v45, v45, v51
	v_pk_add_f32 v[86:87], v[88:89], v[86:87] neg_lo:[0,1] neg_hi:[0,1]
	v_lshl_add_u32 v51, v51, 23, 1.0
	v_pk_add_f32 v[52:53], v[52:53], v[86:87] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_pk_add_f32 v[6:7], v[6:7], v[52:53]
	v_pk_add_f32 v[52:53], v[88:89], 1.0 op_sel_hi:[1,0]
	s_nop 0
	v_pk_add_f32 v[86:87], v[52:53], -1.0 op_sel_hi:[1,0]
	s_nop 0
	v_pk_add_f32 v[86:87], v[88:89], v[86:87] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_pk_add_f32 v[6:7], v[86:87], v[6:7]
	v_pk_mul_f32 v[86:87], s[22:23], v[46:47]
	v_pk_add_f32 v[6:7], v[52:53], v[6:7]
	v_ashrrev_i32_e32 v52, 1, v50
	v_cmp_ngt_f32_e32 vcc, s31, v86
	v_sub_u32_e32 v85, v50, v52
	v_lshl_add_u32 v53, v45, 23, 1.0
	v_cndmask_b32_e32 v45, v60, v86, vcc
	v_cmp_ngt_f32_e32 vcc, s31, v87
	v_lshl_add_u32 v50, v52, 23, 1.0
	v_lshl_add_u32 v52, v85, 23, 1.0
	v_cndmask_b32_e32 v85, v60, v87, vcc
	v_cmp_nlt_f32_e32 vcc, s37, v85
	v_pk_mul_f32 v[6:7], v[6:7], v[50:51]
	s_nop 0
	v_cndmask_b32_e32 v89, v61, v85, vcc
	v_cmp_nlt_f32_e32 vcc, s37, v45
	v_pk_mul_f32 v[6:7], v[6:7], v[52:53]
	s_nop 0
	v_cndmask_b32_e32 v88, v61, v45, vcc
	v_pk_fma_f32 v[90:91], v[88:89], s[36:37], v[8:9] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_add_f32 v[90:91], v[90:91], s[38:39] op_sel_hi:[1,0]
	s_nop 0
	v_cmp_o_f32_e32 vcc, v91, v91
	v_pk_fma_f32 v[52:53], v[90:91], s[40:41], v[88:89] op_sel_hi:[1,0,1]
	v_pk_mul_f32 v[88:89], v[90:91], s[42:43] op_sel_hi:[1,0]
	v_cndmask_b32_e32 v45, 0, v91, vcc
	v_cmp_o_f32_e32 vcc, v90, v90
	v_cvt_i32_f32_e32 v104, v45
	v_ashrrev_i32_e32 v51, 1, v104
	v_cndmask_b32_e32 v85, 0, v90, vcc
	v_pk_add_f32 v[90:91], v[52:53], v[88:89]
	v_cvt_i32_f32_e32 v85, v85
	v_pk_fma_f32 v[98:99], v[90:91], s[44:45], v[48:49] op_sel_hi:[1,0,0]
	v_pk_mul_f32 v[100:101], v[90:91], v[90:91]
	v_pk_fma_f32 v[98:99], v[98:99], v[90:91], s[68:69] op_sel_hi:[1,1,0]
	v_pk_add_f32 v[92:93], v[90:91], v[52:53] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_fma_f32 v[98:99], v[98:99], v[90:91], s[70:71] op_sel_hi:[1,1,0]
	v_pk_add_f32 v[96:97], v[88:89], v[92:93] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_fma_f32 v[98:99], v[98:99], v[90:91], s[72:73] op_sel_hi:[1,1,0]
	v_ashrrev_i32_e32 v105, 1, v85
	v_pk_fma_f32 v[98:99], v[98:99], v[90:91], 0.5 op_sel_hi:[1,1,0]
	v_lshl_add_u32 v50, v105, 23, 1.0
	v_pk_mul_f32 v[98:99], v[100:101], v[98:99]
	s_nop 0
	v_pk_add_f32 v[100:101], v[90:91], v[98:99]
	s_nop 0
	v_pk_add_f32 v[90:91], v[100:101], v[90:91] neg_lo:[0,1] neg_hi:[0,1]
	v_mov_b32_e32 v88, v101
	v_pk_add_f32 v[90:91], v[98:99], v[90:91] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[98:99], v[100:101], 1.0 op_sel_hi:[1,0]
	s_nop 0
	v_add_f32_e32 v45, -1.0, v98
	v_sub_f32_e32 v52, v100, v45
	v_mov_b32_e32 v45, v53
	v_pk_add_f32 v[102:103], v[98:99], v[44:45] op_sel:[1,0] op_sel_hi:[0,1]
	v_mov_b32_e32 v103, v93
	v_pk_add_f32 v[88:89], v[88:89], v[102:103] neg_lo:[0,1] neg_hi:[0,1]
	v_sub_u32_e32 v45, v85, v105
	v_mov_b32_e32 v97, v89
	v_pk_add_f32 v[90:91], v[96:97], v[90:91]
	v_mov_b32_e32 v53, v88
	v_pk_add_f32 v[52:53], v[52:53], v[90:91]
	v_sub_u32_e32 v85, v104, v51
	v_pk_add_f32 v[52:53], v[98:99], v[52:53]
	v_lshl_add_u32 v51, v51, 23, 1.0
	v_lshl_add_u32 v89, v85, 23, 1.0
	v_lshl_add_u32 v88, v45, 23, 1.0
	v_pk_mul_f32 v[50:51], v[52:53], v[50:51]
	s_nop 0
	v_pk_mul_f32 v[50:51], v[50:51], v[88:89]
	s_nop 0
	v_pk_add_f32 v[50:51], v[50:51], 1.0 op_sel_hi:[1,0]
	s_nop 0
	v_pk_mul_f32 v[52:53], v[50:51], s[74:75] op_sel_hi:[1,0]
	v_cmp_gt_f32_e32 vcc, s65, v50
	v_cmp_gt_f32_e64 s[6:7], s65, v51
	s_nop 0
	v_cndmask_b32_e32 v45, v50, v52, vcc
	v_cndmask_b32_e64 v52, v51, v53, s[6:7]
	v_add_u32_e32 v85, 0xc0cafb0d, v52
	v_add_u32_e32 v88, 0xc0cafb0d, v45
	v_and_b32_e32 v53, 0xff800000, v85
	v_and_b32_e32 v89, 0xff800000, v88
	v_sub_u32_e32 v53, v52, v53
	v_sub_u32_e32 v52, v45, v89
	v_cndmask_b32_e32 v89, 0, v79, vcc
	v_ashrrev_i32_e32 v88, 23, v88
	v_pk_add_f32 v[52:53], v[52:53], -1.0 op_sel_hi:[1,0]
	v_add_u32_e32 v90, v88, v89
	v_pk_add_f32 v[88:89], v[52:53], 2.0 op_sel_hi:[1,0]
	v_cndmask_b32_e64 v45, 0, v79, s[6:7]
	v_div_scale_f32 v92, s[6:7], v89, v89, v53
	v_rcp_f32_e32 v93, v92
	v_ashrrev_i32_e32 v85, 23, v85
	v_add_u32_e32 v45, v85, v45
	v_cvt_f32_i32_e32 v91, v45
	v_fma_f32 v45, -v92, v93, 1.0
	v_fmac_f32_e32 v93, v45, v93
	v_div_scale_f32 v45, vcc, v53, v89, v53
	v_mul_f32_e32 v85, v45, v93
	v_fma_f32 v96, -v92, v85, v45
	v_fmac_f32_e32 v85, v96, v93
	v_fma_f32 v45, -v92, v85, v45
	v_div_scale_f32 v92, s[6:7], v88, v88, v52
	v_rcp_f32_e32 v96, v92
	v_div_fmas_f32 v45, v45, v93, v85
	v_div_fixup_f32 v89, v45, v89, v53
	v_cvt_f32_i32_e32 v90, v90
	v_fma_f32 v45, -v92, v96, 1.0
	v_fmac_f32_e32 v96, v45, v96
	v_div_scale_f32 v45, vcc, v52, v88, v52
	v_mul_f32_e32 v85, v45, v96
	v_fma_f32 v93, -v92, v85, v45
	v_fmac_f32_e32 v85, v93, v96
	v_fma_f32 v45, -v92, v85, v45
	v_div_fmas_f32 v45, v45, v96, v85
	v_div_fixup_f32 v88, v45, v88, v52
	v_pk_mul_f32 v[92:93], v[88:89], v[88:89]
	v_cmp_neq_f32_e32 vcc, 0, v50
	v_pk_fma_f32 v[94:95], v[92:93], s[78:79], v[94:95] op_sel_hi:[1,0,0]
	s_and_b64 s[6:7], s[20:21], s[8:9]
	v_pk_fma_f32 v[94:95], v[94:95], v[92:93], s[80:81] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[94:95], v[94:95], v[92:93], s[82:83] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[94:95], v[94:95], v[92:93], s[84:85] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_mul_f32 v[92:93], v[92:93], v[94:95] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_pk_add_f32 v[92:93], v[52:53], v[92:93]
	s_nop 0
	v_pk_fma_f32 v[52:53], v[88:89], v[92:93], v[52:53] neg_lo:[1,0,0] neg_hi:[1,0,0]
	s_nop 0
	v_pk_fma_f32 v[52:53], v[90:91], s[86:87], v[52:53] op_sel_hi:[1,0,1]
	s_nop 0
	v_pk_fma_f32 v[52:53], v[90:91], s[88:89], v[52:53] op_sel_hi:[1,0,1]
	s_nop 0
	v_cndmask_b32_e32 v45, v80, v52, vcc
	v_cmp_neq_f32_e32 vcc, 0, v51
	s_nop 1
	v_cndmask_b32_e32 v52, v80, v53, vcc
	v_cmp_neq_f32_e32 vcc, s67, v51
	s_nop 1
	v_cndmask_b32_e32 v52, v81, v52, vcc
	v_cmp_neq_f32_e32 vcc, s67, v50
	s_nop 1
	v_cndmask_b32_e32 v45, v81, v45, vcc
	v_cmp_ngt_f32_e32 vcc, 0, v50
	s_nop 1
	v_cndmask_b32_e32 v45, v82, v45, vcc
	v_cmp_ngt_f32_e32 vcc, 0, v51
	s_nop 1
	v_cndmask_b32_e32 v52, v82, v52, vcc
	v_cmp_u_f32_e32 vcc, v51, v51
	s_nop 1
	v_cndmask_b32_e32 v51, v52, v51, vcc
	v_cmp_u_f32_e32 vcc, v50, v50
	s_nop 1
	v_cndmask_b32_e32 v50, v45, v50, vcc
	v_pk_mul_f32 v[50:51], v[28:29], v[50:51]
	v_cmp_ge_f32_e32 vcc, s43, v87
	s_nop 1
	v_cndmask_b32_e32 v47, v47, v51, vcc
	v_cmp_ge_f32_e32 vcc, s30, v86
	s_nop 1
	v_cndmask_b32_e32 v46, v46, v50, vcc
	v_pk_mul_f32 v[46:47], v[34:35], v[46:47]
	s_nop 0
	v_cmp_ngt_f32_e32 vcc, s31, v46
	s_nop 1
	v_cndmask_b32_e32 v45, v60, v46, vcc
	v_cmp_ngt_f32_e32 vcc, s31, v47
	s_nop 1
	v_cndmask_b32_e32 v46, v60, v47, vcc
	v_cmp_nlt_f32_e32 vcc, s37, v46
	s_nop 1
	v_cndmask_b32_e32 v47, v61, v46, vcc
	v_cmp_nlt_f32_e32 vcc, s37, v45
	s_nop 1
	v_cndmask_b32_e32 v46, v61, v45, vcc
	v_pk_fma_f32 v[8:9], v[46:47], s[36:37], v[8:9] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_add_f32 v[8:9], v[8:9], s[38:39] op_sel_hi:[1,0]
	s_nop 0
	v_pk_fma_f32 v[46:47], v[8:9], s[40:41], v[46:47] op_sel_hi:[1,0,1]
	v_pk_mul_f32 v[50:51], v[8:9], s[42:43] op_sel_hi:[1,0]
	v_cmp_o_f32_e32 vcc, v9, v9
	v_pk_add_f32 v[52:53], v[46:47], v[50:51]
	s_nop 0
	v_pk_fma_f32 v[48:49], v[52:53], s[44:45], v[48:49] op_sel_hi:[1,0,0]
	v_pk_add_f32 v[46:47], v[52:53], v[46:47] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_fma_f32 v[48:49], v[48:49], v[52:53], s[68:69] op_sel_hi:[1,1,0]
	v_pk_add_f32 v[46:47], v[50:51], v[46:47] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_fma_f32 v[48:49], v[48:49], v[52:53], s[70:71] op_sel_hi:[1,1,0]
	v_pk_mul_f32 v[50:51], v[52:53], v[52:53]
	v_pk_fma_f32 v[48:49], v[48:49], v[52:53], s[72:73] op_sel_hi:[1,1,0]
	v_cndmask_b32_e32 v9, 0, v9, vcc
	v_pk_fma_f32 v[48:49], v[48:49], v[52:53], 0.5 op_sel_hi:[1,1,0]
	v_cmp_o_f32_e32 vcc, v8, v8
	v_pk_mul_f32 v[48:49], v[50:51], v[48:49]
	v_cvt_i32_f32_e32 v45, v9
	v_pk_add_f32 v[50:51], v[52:53], v[48:49]
	v_cndmask_b32_e32 v8, 0, v8, vcc
	v_pk_add_f32 v[52:53], v[50:51], v[52:53] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_pk_add_f32 v[48:49], v[48:49], v[52:53] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_pk_add_f32 v[46:47], v[46:47], v[48:49]
	v_pk_add_f32 v[48:49], v[50:51], 1.0 op_sel_hi:[1,0]
	s_nop 0
	v_pk_add_f32 v[52:53], v[48:49], -1.0 op_sel_hi:[1,0]
	s_nop 0
	v_pk_add_f32 v[50:51], v[50:51], v[52:53] neg_lo:[0,1] neg_hi:[0,1]
	v_cvt_i32_f32_e32 v52, v8
	v_pk_add_f32 v[8:9], v[50:51], v[46:47]
	v_ashrrev_i32_e32 v46, 1, v45
	v_pk_add_f32 v[8:9], v[48:49], v[8:9]
	v_ashrrev_i32_e32 v48, 1, v52
	v_sub_u32_e32 v50, v52, v48
	v_sub_u32_e32 v45, v45, v46
	v_lshl_add_u32 v47, v46, 23, 1.0
	v_lshl_add_u32 v46, v48, 23, 1.0
	v_lshl_add_u32 v49, v45, 23, 1.0
	v_lshl_add_u32 v48, v50, 23, 1.0
	v_pk_mul_f32 v[8:9], v[8:9], v[46:47]
	s_nop 0
	v_pk_mul_f32 v[8:9], v[8:9], v[48:49]
	ds_write_b128 v72, v[6:9]
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_xor_b64 s[8:9], exec, s[8:9]
	s_cbranch_execz .LBB0_71
	v_ashrrev_i32_e32 v45, 31, v1
	v_mul_lo_u32 v48, s27, v1
	v_mul_lo_u32 v45, s26, v45
	v_mad_u64_u32 v[46:47], s[6:7], s26, v1, 0
	v_add3_u32 v47, v47, v45, v48
	v_lshl_add_u64 v[46:47], v[46:47], 2, v[38:39]
	global_store_dwordx4 v[46:47], v[6:9], off
.LBB0_71:
	s_or_b64 exec, exec, s[10:11]
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB0_73
	v_sub_f32_e32 v1, 0, v84
	v_cmp_nlt_f32_e64 vcc, -v84, s31
	s_nop 1
	v_cndmask_b32_e32 v1, v60, v1, vcc
	v_cmp_nlt_f32_e32 vcc, s37, v1
	s_nop 1
	v_cndmask_b32_e32 v1, v61, v1, vcc
	v_fmamk_f32 v6, v1, 0x3fb8aa3b, v62
	v_add_f32_e32 v45, 0xcb400000, v6
	v_fmac_f32_e32 v1, 0xbf317218, v45
	v_mul_f32_e32 v7, 0x3102e308, v45
	v_add_f32_e32 v9, v1, v7
	v_fmamk_f32 v6, v9, 0x39500d01, v63
	v_fmaak_f32 v6, v6, v9, 0x3c088889
	v_fmaak_f32 v6, v6, v9, 0x3d2aaaab
	v_fmaak_f32 v6, v6, v9, 0x3e2aaaab
	v_fma_f32 v6, v6, v9, 0.5
	v_mul_f32_e32 v8, v9, v9
	v_mul_f32_e32 v8, v8, v6
	v_add_f32_e32 v6, v9, v8
	v_cmp_o_f32_e32 vcc, v45, v45
	v_sub_f32_e32 v46, v6, v9
	v_sub_f32_e32 v9, v9, v1
	v_cndmask_b32_e32 v1, 0, v45, vcc
	v_add_f32_e32 v47, 1.0, v6
	v_cvt_i32_f32_e32 v1, v1
	v_sub_f32_e32 v46, v8, v46
	v_add_f32_e32 v8, -1.0, v47
	v_pk_add_f32 v[6:7], v[6:7], v[8:9] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_add_f32_e32 v7, v7, v46
	v_add_f32_e32 v6, v6, v7
	v_ashrrev_i32_e32 v7, 1, v1
	v_add_f32_e32 v6, v47, v6
	v_sub_u32_e32 v1, v1, v7
	v_lshl_add_u32 v7, v7, 23, 1.0
	v_lshl_add_u32 v1, v1, 23, 1.0
	v_mul_f32_e32 v6, v6, v7
	v_mul_f32_e32 v1, v6, v1
	v_add_f32_e32 v1, 1.0, v1
	v_div_scale_f32 v6, s[4:5], v1, v1, 1.0
	v_rcp_f32_e32 v7, v6
	s_nop 0
	v_fma_f32 v8, -v6, v7, 1.0
	v_fmac_f32_e32 v7, v8, v7
	v_div_scale_f32 v8, vcc, 1.0, v1, 1.0
	v_mul_f32_e32 v9, v8, v7
	v_fma_f32 v45, -v6, v9, v8
	v_fmac_f32_e32 v9, v45, v7
	v_fma_f32 v6, -v6, v9, v8
	v_div_fmas_f32 v6, v6, v7, v9
	v_div_fixup_f32 v1, v6, v1, 1.0
	ds_write_b32 v75, v1
.LBB0_73:
	s_or_b64 exec, exec, s[6:7]
	s_and_saveexec_b64 s[4:5], s[2:3]
	ds_write_b32 v78, v83
	s_or_b64 exec, exec, s[4:5]
	s_cmp_lt_i32 s71, 1
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_8
	s_ashr_i32 s2, s39, 31
	s_mul_i32 s3, s25, s39
	s_mul_i32 s2, s24, s2
	v_mov_b32_e32 v6, s39
	s_add_i32 s4, s2, s3
	v_mad_u64_u32 v[6:7], s[2:3], s24, v6, v[42:43]
	v_med3_i32 v1, s19, 1, 8
	v_add_u32_e32 v7, s4, v7
	s_movk_i32 s4, 0x3200
	s_mov_b32 s5, s39
	v_mov_b32_e32 v9, v76
	v_mov_b32_e32 v45, v56
	s_branch .LBB0_78
.LBB0_77:
	s_or_b64 exec, exec, s[2:3]
	v_add_u32_e32 v1, -1, v1
	v_cmp_eq_u32_e32 vcc, 0, v1
	v_add_u32_e32 v45, 64, v45
	v_add_u32_e32 v9, 0x200, v9
	s_add_i32 s4, s4, 4
	v_lshl_add_u64 v[6:7], v[6:7], 0, s[24:25]
	s_add_i32 s5, s5, 1
	s_cbranch_vccnz .LBB0_8
.LBB0_78:
	s_waitcnt lgkmcnt(0)
	ds_read_b128 v[46:49], v9
	ds_read_b128 v[50:53], v9 offset:128
	ds_read_b128 v[84:87], v9 offset:256
	s_waitcnt lgkmcnt(2)
	v_pk_mul_f32 v[10:11], v[10:11], v[46:47]
	v_pk_mul_f32 v[92:93], v[20:21], v[48:49]
	ds_read_b128 v[46:49], v9 offset:4096
	ds_read_b128 v[88:91], v9 offset:4224
	s_waitcnt lgkmcnt(3)
	v_pk_mul_f32 v[94:95], v[18:19], v[50:51]
	ds_read_b128 v[18:21], v9 offset:384
	v_pk_mul_f32 v[24:25], v[24:25], v[52:53]
	s_waitcnt lgkmcnt(3)
	v_pk_mul_f32 v[84:85], v[14:15], v[84:85]
	v_pk_mul_f32 v[86:87], v[16:17], v[86:87]
	ds_read_b128 v[14:17], v9 offset:4352
	ds_read_b128 v[50:53], v9 offset:4480
	s_waitcnt lgkmcnt(2)
	v_pk_mul_f32 v[12:13], v[12:13], v[18:19]
	v_pk_mul_f32 v[22:23], v[22:23], v[20:21]
	v_mov_b32_e32 v18, v47
	v_mov_b32_e32 v19, v89
	v_mov_b32_e32 v20, v11
	v_mov_b32_e32 v21, v95
	v_pk_mul_f32 v[18:19], v[18:19], v[20:21]
	v_mov_b32_e32 v20, v46
	v_mov_b32_e32 v21, v88
	v_mov_b32_e32 v96, v10
	v_mov_b32_e32 v97, v94
	v_pk_fma_f32 v[18:19], v[20:21], v[96:97], v[18:19]
	v_mov_b32_e32 v20, v48
	v_mov_b32_e32 v21, v90
	v_mov_b32_e32 v96, v92
	v_mov_b32_e32 v97, v24
	v_pk_fma_f32 v[18:19], v[20:21], v[96:97], v[18:19]
	v_mov_b32_e32 v20, v49
	v_mov_b32_e32 v21, v91
	v_mov_b32_e32 v96, v93
	v_mov_b32_e32 v97, v25
	v_pk_fma_f32 v[18:19], v[20:21], v[96:97], v[18:19]
	s_waitcnt lgkmcnt(1)
	v_mov_b32_e32 v20, v15
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v21, v51
	v_mov_b32_e32 v96, v85
	v_mov_b32_e32 v97, v13
	v_pk_mul_f32 v[20:21], v[20:21], v[96:97]
	v_mov_b32_e32 v96, v14
	v_mov_b32_e32 v97, v50
	v_mov_b32_e32 v98, v84
	v_mov_b32_e32 v99, v12
	v_pk_fma_f32 v[20:21], v[96:97], v[98:99], v[20:21]
	v_mov_b32_e32 v96, v16
	v_mov_b32_e32 v97, v52
	v_mov_b32_e32 v98, v86
	v_mov_b32_e32 v99, v22
	v_pk_fma_f32 v[20:21], v[96:97], v[98:99], v[20:21]
	v_mov_b32_e32 v96, v17
	v_mov_b32_e32 v97, v53
	v_mov_b32_e32 v98, v87
	v_mov_b32_e32 v99, v23
	v_pk_fma_f32 v[20:21], v[96:97], v[98:99], v[20:21]
	s_nop 0
	v_pk_add_f32 v[18:19], v[18:19], v[20:21]
	s_nop 0
	v_add_f32_e32 v8, v18, v19
	ds_bpermute_b32 v18, v66, v8
	v_mov_b32_e32 v19, s4
	ds_read_b32 v20, v45
	ds_read_b32 v19, v19
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v8, v8, v18
	ds_bpermute_b32 v18, v67, v8
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v8, v8, v18
	ds_bpermute_b32 v18, v68, v8
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v8, v8, v18
	v_sub_f32_e32 v8, v20, v8
	v_mul_f32_e32 v8, v19, v8
	v_pk_fma_f32 v[10:11], v[46:47], v[8:9], v[10:11] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[20:21], v[48:49], v[8:9], v[92:93] op_sel_hi:[1,0,1]
	ds_read_b128 v[46:49], v9 offset:8192
	v_pk_fma_f32 v[18:19], v[88:89], v[8:9], v[94:95] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[24:25], v[90:91], v[8:9], v[24:25] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[14:15], v[14:15], v[8:9], v[84:85] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[16:17], v[16:17], v[8:9], v[86:87] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[12:13], v[50:51], v[8:9], v[12:13] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[22:23], v[52:53], v[8:9], v[22:23] op_sel_hi:[1,0,1]
	ds_read_b128 v[50:53], v9 offset:8320
	ds_read_b128 v[84:87], v9 offset:8448
	ds_read_b128 v[88:91], v9 offset:8576
	s_waitcnt lgkmcnt(3)
	v_mul_f32_e32 v47, v47, v11
	v_fmac_f32_e32 v47, v46, v10
	v_fmac_f32_e32 v47, v48, v20
	v_fmac_f32_e32 v47, v49, v21
	s_waitcnt lgkmcnt(2)
	v_mul_f32_e32 v46, v51, v19
	s_waitcnt lgkmcnt(1)
	v_mul_f32_e32 v48, v15, v85
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v49, v13, v89
	v_fmac_f32_e32 v46, v50, v18
	v_fmac_f32_e32 v48, v84, v14
	v_fmac_f32_e32 v49, v88, v12
	v_fmac_f32_e32 v46, v52, v24
	v_fmac_f32_e32 v48, v86, v16
	v_fmac_f32_e32 v49, v90, v22
	v_fmac_f32_e32 v46, v53, v25
	v_fmac_f32_e32 v48, v87, v17
	v_fmac_f32_e32 v49, v91, v23
	v_add_f32_e32 v47, v47, v48
	v_add_f32_e32 v46, v46, v49
	v_add_f32_e32 v46, v47, v46
	ds_bpermute_b32 v47, v66, v46
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v46, v46, v47
	ds_bpermute_b32 v47, v67, v46
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v46, v46, v47
	ds_bpermute_b32 v47, v68, v46
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_80
	s_add_i32 s6, s18, s5
	s_ashr_i32 s7, s6, 31
	s_mul_i32 s7, s26, s7
	s_mul_hi_u32 s8, s26, s6
	s_add_i32 s7, s8, s7
	s_mul_i32 s8, s27, s6
	s_add_i32 s7, s7, s8
	s_mul_i32 s6, s26, s6
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v46, v46, v47
	v_cvt_pk_bf16_f32 v48, v46, s0
	v_lshl_add_u64 v[46:47], s[6:7], 1, v[40:41]
	global_store_short v[46:47], v48, off
.LBB0_80:
	s_or_b64 exec, exec, s[2:3]
	s_cmp_lt_i32 s5, s73
	s_cselect_b64 s[2:3], -1, 0
	s_and_b64 s[6:7], s[2:3], s[52:53]
	s_and_saveexec_b64 s[2:3], s[6:7]
	s_cbranch_execz .LBB0_77
	global_store_dword v[6:7], v8, off
	s_branch .LBB0_77
.LBB0_82:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel kda_verify_tuple_act_bf16_dt_f32_pool_bf16_bv16w2
		.amdhsa_group_segment_fixed_size 12832
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
		.amdhsa_next_free_vgpr 118
		.amdhsa_next_free_sgpr 94
		.amdhsa_accum_offset 120
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
	.size	kda_verify_tuple_act_bf16_dt_f32_pool_bf16_bv16w2, .Lfunc_end0-kda_verify_tuple_act_bf16_dt_f32_pool_bf16_bv16w2

	.set kda_verify_tuple_act_bf16_dt_f32_pool_bf16_bv16w2.num_vgpr, 118
	.set kda_verify_tuple_act_bf16_dt_f32_pool_bf16_bv16w2.num_agpr, 0
	.set kda_verify_tuple_act_bf16_dt_f32_pool_bf16_bv16w2.numbered_sgpr, 94
	.set kda_verify_tuple_act_bf16_dt_f32_pool_bf16_bv16w2.num_named_barrier, 0
	.set kda_verify_tuple_act_bf16_dt_f32_pool_bf16_bv16w2.private_seg_size, 0
	.set kda_verify_tuple_act_bf16_dt_f32_pool_bf16_bv16w2.uses_vcc, 1
	.set kda_verify_tuple_act_bf16_dt_f32_pool_bf16_bv16w2.uses_flat_scratch, 0
	.set kda_verify_tuple_act_bf16_dt_f32_pool_bf16_bv16w2.has_dyn_sized_stack, 0
	.set kda_verify_tuple_act_bf16_dt_f32_pool_bf16_bv16w2.has_recursion, 0
	.set kda_verify_tuple_act_bf16_dt_f32_pool_bf16_bv16w2.has_indirect_call, 0
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
    .group_segment_fixed_size: 12832
    .kernarg_segment_align: 8
    .kernarg_segment_size: 268
    .max_flat_workgroup_size: 128
    .name:           kda_verify_tuple_act_bf16_dt_f32_pool_bf16_bv16w2
    .private_segment_fixed_size: 0
    .sgpr_count:     100
    .sgpr_spill_count: 0
    .symbol:         kda_verify_tuple_act_bf16_dt_f32_pool_bf16_bv16w2.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     118
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx950
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
