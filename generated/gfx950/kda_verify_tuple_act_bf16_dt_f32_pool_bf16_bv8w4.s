; deltagen generated file: do not edit. Regenerate with `cargo xtask gen`.
; kernel: kda_verify  instance: kda_verify_tuple_act_bf16_dt_f32_pool_bf16_bv8w4  arch: gfx950
; profile=portable  mode=tuple  act_dtype=bf16  dt_bias_dtype=f32  pool_dtype=bf16  tile=bv8w4  lanes_per_column=32  requests=1
; ir-sha256: ea0f9fe2f9506264d153edd778e7412c5177ec3c60439a8050acc6d339d5891d
; llvm: 22.1  pipeline: default<O3>  ld.lld: LLVM 22.1
	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 6
	.text
	.globl	kda_verify_tuple_act_bf16_dt_f32_pool_bf16_bv8w4
	.p2align	8
	.type	kda_verify_tuple_act_bf16_dt_f32_pool_bf16_bv8w4,@function
kda_verify_tuple_act_bf16_dt_f32_pool_bf16_bv8w4:
	s_load_dwordx8 s[20:27], s[0:1], 0x4
	s_load_dwordx16 s[4:19], s[0:1], 0x60
	s_mov_b32 s28, s3
	s_ashr_i32 s3, s2, 31
	s_lshr_b32 s3, s3, 28
	s_waitcnt lgkmcnt(0)
	s_max_i32 s27, s22, 1
	v_cvt_f32_u32_e32 v1, s27
	s_sub_i32 s30, 0, s27
	s_abs_i32 s29, s23
	s_add_i32 s56, s2, s3
	v_rcp_iflag_f32_e32 v2, v1
	s_and_b32 s3, s56, -16
	s_ashr_i32 s34, s56, 4
	s_sub_i32 s2, s2, s3
	v_mul_f32_e32 v2, 0x4f7ffffe, v2
	v_cvt_u32_f32_e32 v2, v2
	s_ashr_i32 s3, s23, 31
	v_and_b32_e32 v1, 31, v0
	v_lshlrev_b32_e32 v38, 4, v1
	v_readfirstlane_b32 s31, v2
	s_mul_i32 s30, s30, s31
	s_mul_hi_u32 s30, s31, s30
	s_add_i32 s31, s31, s30
	s_mul_hi_u32 s30, s29, s31
	s_mul_i32 s31, s30, s27
	s_sub_i32 s29, s29, s31
	s_add_i32 s31, s30, 1
	s_sub_i32 s33, s29, s27
	s_cmp_ge_u32 s29, s27
	s_cselect_b32 s30, s31, s30
	s_cselect_b32 s29, s33, s29
	s_add_i32 s31, s30, 1
	s_cmp_ge_u32 s29, s27
	s_cselect_b32 s27, s31, s30
	s_xor_b32 s27, s27, s3
	s_sub_i32 s27, s27, s3
	s_ashr_i32 s35, s34, 31
	s_max_i32 s57, s27, 1
	s_lshl_b64 s[30:31], s[34:35], 2
	s_add_u32 s30, s10, s30
	s_addc_u32 s31, s11, s31
	s_lshl_b64 s[60:61], s[34:35], 7
	s_lshl_b64 s[10:11], s[34:35], 9
	s_add_u32 s12, s12, s10
	s_addc_u32 s13, s13, s11
	global_load_dwordx4 v[2:5], v38, s[12:13]
	s_load_dwordx16 s[40:55], s[0:1], 0x20
	s_ashr_i32 s29, s28, 31
	s_lshl_b64 s[58:59], s[28:29], 2
	v_cvt_f32_u32_e32 v6, s57
	v_lshrrev_b32_e32 v39, 5, v0
	s_waitcnt lgkmcnt(0)
	s_add_u32 s12, s40, s58
	s_addc_u32 s13, s41, s59
	s_load_dword s27, s[12:13], 0x0
	v_rcp_iflag_f32_e32 v7, v6
	v_mov_b32_e32 v10, 0
	v_lshl_or_b32 v6, s2, 3, v39
	v_mov_b32_e32 v11, v10
	s_waitcnt lgkmcnt(0)
	s_cmp_gt_i32 s27, -1
	s_cselect_b64 s[12:13], -1, 0
	s_cmp_lt_i32 s27, s21
	s_cselect_b64 s[36:37], -1, 0
	s_and_b64 s[62:63], s[12:13], s[36:37]
	s_add_u32 s12, s42, s58
	s_addc_u32 s13, s43, s59
	s_load_dwordx2 s[28:29], s[12:13], 0x0
	v_mul_f32_e32 v7, 0x4f7ffffe, v7
	v_cvt_u32_f32_e32 v7, v7
	v_lshlrev_b32_e32 v8, 2, v1
	v_mov_b64_e32 v[12:13], v[10:11]
	s_waitcnt lgkmcnt(0)
	s_cmp_gt_i32 s28, -1
	s_cselect_b64 s[12:13], -1, 0
	s_cmp_ge_i32 s29, s28
	s_cselect_b64 s[38:39], -1, 0
	s_cmp_le_i32 s29, s20
	s_cselect_b64 s[20:21], -1, 0
	s_and_b64 s[12:13], s[12:13], s[38:39]
	s_sub_i32 s29, s29, s28
	s_and_b64 s[20:21], s[20:21], s[12:13]
	s_cmp_le_i32 s29, s25
	s_cselect_b64 s[38:39], -1, 0
	s_and_b64 s[12:13], s[38:39], s[20:21]
	s_and_b64 s[42:43], s[62:63], s[12:13]
	s_add_u32 s44, s44, s58
	s_addc_u32 s45, s45, s59
	s_load_dword s64, s[44:45], 0x0
	v_readfirstlane_b32 s40, v7
	v_ashrrev_i32_e32 v7, 31, v6
	s_andn2_b64 vcc, exec, s[42:43]
	s_cbranch_vccnz .LBB0_2
	s_mul_i32 s33, s49, s27
	s_mul_hi_u32 s41, s48, s27
	s_add_i32 s43, s41, s33
	s_mul_i32 s42, s48, s27
	s_lshl_b64 s[42:43], s[42:43], 1
	v_lshl_add_u64 v[12:13], s[60:61], 0, v[6:7]
	s_add_u32 s42, s46, s42
	s_addc_u32 s43, s47, s43
	v_lshlrev_b64 v[12:13], 8, v[12:13]
	v_lshl_add_u64 v[12:13], s[42:43], 0, v[12:13]
	v_lshlrev_b32_e32 v14, 1, v8
	v_mov_b32_e32 v15, v10
	v_lshl_add_u64 v[10:11], v[12:13], 0, v[14:15]
	global_load_dwordx2 v[10:11], v[10:11], off
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v13, 0xffff0000, v10
	v_lshlrev_b32_e32 v12, 16, v10
	v_and_b32_e32 v15, 0xffff0000, v11
	v_lshlrev_b32_e32 v14, 16, v11
	v_pk_add_f32 v[10:11], v[12:13], 0 op_sel_hi:[1,0]
	v_pk_add_f32 v[12:13], v[14:15], 0 op_sel_hi:[1,0]
.LBB0_2:
	s_xor_b64 s[38:39], s[38:39], -1
	s_load_dword s65, s[30:31], 0x0
	s_xor_b64 s[30:31], s[20:21], -1
	s_and_b64 s[20:21], s[20:21], s[38:39]
	s_and_b64 s[20:21], s[20:21], exec
	s_cselect_b32 s27, 2, 0
	s_and_b64 s[20:21], s[36:37], exec
	s_cselect_b32 s33, 0, 4
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_i32 s64, s24
	s_cselect_b64 s[20:21], -1, 0
	v_cndmask_b32_e64 v9, 0, 1, s[30:31]
	s_and_b64 s[30:31], s[20:21], exec
	s_cselect_b32 s24, 0, 8
	s_or_b32 s24, s24, s33
	v_readfirstlane_b32 s30, v9
	s_or_b32 s24, s24, s30
	s_or_b32 s24, s24, s27
	s_cmp_eq_u32 s24, 0
	s_cselect_b64 s[30:31], -1, 0
	s_cmp_eq_u32 s26, 0
	s_cselect_b64 s[26:27], -1, 0
	s_or_b64 s[26:27], s[26:27], s[30:31]
	s_and_b64 vcc, exec, s[26:27]
	s_cbranch_vccnz .LBB0_6
	v_mbcnt_lo_u32_b32 v9, exec_lo, 0
	v_mbcnt_hi_u32_b32 v9, exec_hi, v9
	v_cmp_eq_u32_e32 vcc, 0, v9
	s_and_saveexec_b64 s[26:27], vcc
	s_cbranch_execz .LBB0_5
	v_mov_b32_e32 v9, 0
	v_mov_b32_e32 v14, s24
	global_atomic_or v9, v14, s[50:51]
.LBB0_5:
	s_or_b64 exec, exec, s[26:27]
.LBB0_6:
	s_and_b64 s[12:13], s[12:13], exec
	s_cselect_b32 s33, s29, 0
	s_add_i32 s12, s33, 7
	s_cmp_lt_i32 s12, 8
	s_mov_b32 s67, 0
	s_cbranch_scc1 .LBB0_29
	s_sub_i32 s13, 0, s57
	s_mul_i32 s13, s13, s40
	s_mul_hi_u32 s13, s40, s13
	s_abs_i32 s24, s34
	s_add_i32 s40, s40, s13
	s_mul_hi_u32 s13, s24, s40
	s_mul_i32 s27, s13, s57
	s_sub_i32 s24, s24, s27
	s_ashr_i32 s26, s56, 31
	s_add_i32 s27, s13, 1
	s_sub_i32 s30, s24, s57
	s_cmp_ge_u32 s24, s57
	s_cselect_b32 s13, s27, s13
	s_cselect_b32 s24, s30, s24
	s_add_i32 s27, s13, 1
	s_cmp_ge_u32 s24, s57
	s_cselect_b32 s13, s27, s13
	s_xor_b32 s13, s13, s26
	s_sub_i32 s62, s13, s26
	s_ashr_i32 s63, s62, 31
	s_cmp_eq_u32 s2, 0
	s_mul_i32 s13, s62, s57
	s_cselect_b64 s[26:27], -1, 0
	s_sub_i32 s13, s34, s13
	s_or_b32 s2, s13, s2
	s_cmp_eq_u32 s2, 0
	s_cselect_b64 s[30:31], -1, 0
	s_ashr_i32 s2, s12, 31
	s_lshr_b32 s2, s2, 29
	s_add_i32 s12, s12, s2
	s_ashr_i32 s69, s12, 3
	s_lshl_b64 s[12:13], s[60:61], 1
	s_add_u32 s4, s4, s12
	s_addc_u32 s5, s5, s13
	s_lshl_b64 s[34:35], s[34:35], 1
	s_load_dwordx16 s[36:51], s[0:1], 0xa0
	s_add_u32 s34, s8, s34
	s_addc_u32 s35, s9, s35
	s_mov_b32 s2, s23
	s_ashr_i32 s23, s22, 31
	s_cmp_gt_i32 s64, -1
	s_cselect_b64 s[8:9], -1, 0
	s_and_b64 s[56:57], s[8:9], s[20:21]
	s_waitcnt lgkmcnt(0)
	s_mul_i32 s8, s51, s64
	s_mul_hi_u32 s9, s50, s64
	s_add_i32 s9, s9, s8
	s_mul_i32 s8, s50, s64
	s_lshl_b64 s[8:9], s[8:9], 2
	s_lshl_b64 s[50:51], s[22:23], 7
	s_add_u32 s20, s18, s8
	s_addc_u32 s21, s19, s9
	s_load_dwordx2 s[8:9], s[0:1], 0xe0
	s_lshl_b64 s[18:19], s[62:63], 9
	s_add_u32 s18, s20, s18
	s_addc_u32 s19, s21, s19
	s_load_dwordx4 s[20:23], s[0:1], 0xe8
	s_waitcnt lgkmcnt(0)
	s_mul_i32 s0, s9, s64
	s_mul_hi_u32 s1, s8, s64
	s_add_i32 s1, s1, s0
	s_mul_i32 s0, s8, s64
	s_lshl_b64 s[0:1], s[0:1], 2
	s_lshl_b64 s[58:59], s[2:3], 7
	s_add_u32 s8, s36, s0
	s_addc_u32 s9, s37, s1
	s_lshl_b64 s[0:1], s[60:61], 2
	s_add_u32 s0, s8, s0
	s_addc_u32 s1, s9, s1
	v_lshlrev_b32_e32 v30, 2, v8
	v_mov_b32_e32 v31, 0
	s_add_u32 s8, s14, s12
	v_lshl_add_u64 v[14:15], s[18:19], 0, v[30:31]
	v_lshl_add_u64 v[16:17], s[0:1], 0, v[30:31]
	v_lshl_or_b32 v40, v39, 9, v30
	s_addc_u32 s9, s15, s13
	s_lshl_b64 s[0:1], s[62:63], 8
	v_lshlrev_b32_e32 v30, 1, v8
	v_or_b32_e32 v8, s0, v30
	v_mov_b32_e32 v9, s1
	v_div_scale_f32 v24, s[0:1], s21, s21, 1.0
	v_rcp_f32_e32 v25, v24
	v_mov_b32_e32 v44, 0xc2d00000
	v_lshl_add_u64 v[18:19], s[52:53], 0, v[8:9]
	s_mov_b32 s53, 0x42b20000
	v_fma_f32 v26, -v24, v25, 1.0
	v_fmac_f32_e32 v25, v26, v25
	v_div_scale_f32 v26, vcc, 1.0, s21, 1.0
	v_mul_f32_e32 v27, v26, v25
	v_fma_f32 v28, -v24, v27, v26
	v_fmac_f32_e32 v27, v28, v25
	v_fma_f32 v24, -v24, v27, v26
	v_div_fmas_f32 v24, v24, v25, v27
	v_mov_b32_e32 v25, 0x3000
	v_lshl_or_b32 v41, v39, 2, v25
	v_mov_b32_e32 v25, s65
	v_cmp_nlt_f32_e32 vcc, s65, v44
	v_mov_b32_e32 v45, 0x42b20000
	v_mov_b32_e32 v46, 0x4b400000
	v_cndmask_b32_e32 v25, v44, v25, vcc
	v_cmp_nlt_f32_e32 vcc, s53, v25
	v_mov_b32_e32 v47, 0x3ab60b61
	v_lshl_add_u64 v[20:21], s[54:55], 0, v[8:9]
	v_cndmask_b32_e32 v25, v45, v25, vcc
	v_fmamk_f32 v26, v25, 0x3fb8aa3b, v46
	v_add_f32_e32 v26, 0xcb400000, v26
	v_fmac_f32_e32 v25, 0xbf317218, v26
	v_mul_f32_e32 v27, 0x3102e308, v26
	v_add_f32_e32 v28, v25, v27
	v_sub_f32_e32 v25, v28, v25
	v_sub_f32_e32 v25, v27, v25
	v_fmamk_f32 v27, v28, 0x39500d01, v47
	v_fmaak_f32 v27, v27, v28, 0x3c088889
	v_fmaak_f32 v27, v27, v28, 0x3d2aaaab
	v_fmaak_f32 v27, v27, v28, 0x3e2aaaab
	v_fma_f32 v27, v27, v28, 0.5
	v_mul_f32_e32 v29, v28, v28
	v_mul_f32_e32 v27, v29, v27
	v_add_f32_e32 v29, v28, v27
	v_sub_f32_e32 v28, v29, v28
	v_cmp_o_f32_e32 vcc, v26, v26
	v_sub_f32_e32 v27, v27, v28
	v_add_f32_e32 v25, v25, v27
	v_cndmask_b32_e32 v26, 0, v26, vcc
	v_add_f32_e32 v27, 1.0, v29
	v_cvt_i32_f32_e32 v26, v26
	v_lshlrev_b64 v[8:9], 1, v[6:7]
	v_add_f32_e32 v28, -1.0, v27
	v_lshl_add_u64 v[22:23], s[4:5], 0, v[8:9]
	s_add_u32 s4, s6, s12
	v_sub_f32_e32 v28, v29, v28
	s_addc_u32 s5, s7, s13
	s_mul_i32 s6, s49, s64
	s_mul_hi_u32 s7, s48, s64
	v_add_f32_e32 v25, v28, v25
	v_cmp_eq_u32_e64 s[0:1], 0, v1
	s_add_i32 s7, s7, s6
	s_mul_i32 s6, s48, s64
	v_add_f32_e32 v25, v27, v25
	v_ashrrev_i32_e32 v27, 1, v26
	s_and_b64 s[36:37], s[56:57], s[0:1]
	s_lshl_b64 s[6:7], s[6:7], 2
	v_sub_u32_e32 v26, v26, v27
	v_lshlrev_b32_e32 v27, 23, v27
	s_add_u32 s6, s6, s10
	v_add_u32_e32 v27, 1.0, v27
	v_lshlrev_b32_e32 v26, 23, v26
	s_addc_u32 s7, s7, s11
	v_add_u32_e32 v26, 1.0, v26
	v_mul_f32_e32 v25, v25, v27
	s_add_u32 s6, s16, s6
	v_mul_f32_e32 v25, v25, v26
	v_div_fixup_f32 v24, v24, s21, 1.0
	s_addc_u32 s7, s17, s7
	v_sub_f32_e32 v26, 0, v25
	v_lshlrev_b32_e32 v25, 2, v0
	v_bfrev_b32_e32 v27, 0.5
	v_lshlrev_b32_e32 v35, 5, v1
	v_add_u32_e32 v42, s28, v1
	v_add_u32_e32 v43, s28, v0
	s_mov_b32 s23, 0xc2d00000
	s_mov_b32 s24, 0x3fb8aa3b
	s_mov_b32 s48, 0xcb400000
	s_mov_b32 s52, 0xbf317218
	s_mov_b32 s54, 0x3102e308
	s_mov_b32 s60, 0x39500d01
	v_bitop3_b32 v48, v25, 64, v27 bitop3:0x6c
	v_bitop3_b32 v49, v25, 32, v27 bitop3:0x6c
	v_bitop3_b32 v50, v25, 16, v27 bitop3:0x6c
	v_bitop3_b32 v51, v25, 8, v27 bitop3:0x6c
	v_bitop3_b32 v52, v25, 4, v27 bitop3:0x6c
	v_or_b32_e32 v53, 0x2000, v40
	v_or_b32_e32 v54, 0x1000, v40
	v_add_u32_e32 v55, 0x3100, v25
	v_lshl_add_u64 v[28:29], s[8:9], 0, v[8:9]
	v_lshl_add_u64 v[30:31], s[4:5], 0, v[30:31]
	v_mov_b32_e32 v27, v26
	s_mov_b32 s62, s21
	s_mov_b32 s63, s21
	s_mov_b32 s49, s22
	v_mov_b32_e32 v25, v24
	s_mov_b32 s21, s20
	v_lshl_add_u64 v[32:33], v[6:7], 2, s[6:7]
	s_lshl_b64 s[64:65], s[2:3], 9
	s_mov_b32 s55, 0xf800000
	v_mov_b32_e32 v56, 0x260
	s_mov_b32 s66, 0x4b400000
	s_mov_b32 s68, 0x3ab60b61
	s_mov_b32 s70, 0x3c088889
	s_mov_b32 s72, 0x3d2aaaab
	v_mov_b32_e32 v34, -1.0
	s_mov_b32 s61, 0x800000
	s_mov_b32 s71, 0x7f800000
	v_add_u32_e32 v57, v41, v35
	v_not_b32_e32 v58, 22
	v_mov_b32_e32 v59, 0xff800000
	v_mov_b32_e32 v60, 0x7f800000
	v_mov_b32_e32 v61, 0x7fc00000
	s_mov_b32 s73, 0
	s_mov_b32 s74, 0x3e2aaaab
	s_mov_b32 s76, 0x4b000000
	s_mov_b32 s78, 0x3e638e39
	s_mov_b32 s80, 0x3e3a2e8c
	s_mov_b32 s82, 0x3e924925
	s_mov_b32 s84, 0x3ecccccd
	s_mov_b32 s86, 0x3f2aaaab
	s_mov_b32 s88, 0xb102e308
	s_mov_b32 s90, 0x3f317218
	s_branch .LBB0_9
.LBB0_8:
	s_add_i32 s73, s73, 1
	s_add_i32 s29, s29, -8
	s_add_i32 s67, s67, 8
	s_cmp_eq_u32 s73, s69
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_29
.LBB0_9:
	s_lshl_b32 s8, s73, 3
	s_sub_i32 s75, s33, s8
	s_min_i32 s9, s75, 8
	v_mov_b32_e32 v63, 0
	v_cmp_gt_i32_e64 s[2:3], s9, v1
	v_mov_b32_e32 v62, v63
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execnz .LBB0_12
	s_or_b64 exec, exec, s[4:5]
	v_cmp_gt_i32_e64 s[4:5], s9, v0
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execnz .LBB0_13
.LBB0_11:
	s_or_b64 exec, exec, s[6:7]
	v_cmp_gt_i32_e32 vcc, s9, v39
	s_and_saveexec_b64 s[92:93], vcc
	s_cbranch_execnz .LBB0_14
	s_branch .LBB0_18
.LBB0_12:
	v_add_u32_e32 v6, s8, v42
	v_ashrrev_i32_e32 v7, 31, v6
	v_mul_lo_u32 v8, s42, v7
	v_mul_lo_u32 v9, s43, v6
	v_mad_u64_u32 v[6:7], s[6:7], s42, v6, 0
	v_add3_u32 v7, v7, v8, v9
	v_lshl_add_u64 v[6:7], v[6:7], 1, v[22:23]
	global_load_ushort v6, v[6:7], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v62, 16, v6
	s_or_b64 exec, exec, s[4:5]
	v_cmp_gt_i32_e64 s[4:5], s9, v0
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB0_11
.LBB0_13:
	v_add_u32_e32 v6, s8, v43
	v_ashrrev_i32_e32 v7, 31, v6
	v_mul_lo_u32 v8, s46, v7
	v_mul_lo_u32 v9, s47, v6
	v_mad_u64_u32 v[6:7], s[10:11], s46, v6, 0
	v_add3_u32 v7, v7, v8, v9
	v_lshl_add_u64 v[6:7], v[6:7], 1, s[34:35]
	global_load_ushort v6, v[6:7], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v63, 16, v6
	s_or_b64 exec, exec, s[6:7]
	v_cmp_gt_i32_e32 vcc, s9, v39
	s_and_saveexec_b64 s[92:93], vcc
	s_cbranch_execz .LBB0_18
.LBB0_14:
	v_add_u32_e32 v64, s8, v39
	v_add_u32_e32 v35, s28, v64
	v_ashrrev_i32_e32 v36, 31, v35
	v_mul_lo_u32 v8, s40, v36
	v_mul_lo_u32 v9, s41, v35
	v_mad_u64_u32 v[6:7], s[6:7], s40, v35, 0
	v_mul_lo_u32 v37, s38, v36
	v_mul_lo_u32 v65, s39, v35
	v_add3_u32 v7, v7, v8, v9
	v_mad_u64_u32 v[8:9], s[6:7], s38, v35, 0
	v_add3_u32 v9, v9, v37, v65
	v_lshl_add_u64 v[6:7], v[6:7], 1, v[20:21]
	v_lshl_add_u64 v[8:9], v[8:9], 1, v[18:19]
	global_load_dwordx2 v[6:7], v[6:7], off
	v_mul_lo_u32 v37, s45, v35
	global_load_dwordx2 v[8:9], v[8:9], off
	s_waitcnt vmcnt(1)
	v_and_b32_e32 v66, 0xffff0000, v6
	v_lshlrev_b32_e32 v65, 16, v6
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v70, 0xffff0000, v8
	v_and_b32_e32 v67, 0xffff0000, v7
	v_lshlrev_b32_e32 v68, 16, v7
	v_lshlrev_b32_e32 v69, 16, v8
	v_mul_f32_e32 v6, v66, v66
	v_mul_f32_e32 v7, v70, v70
	v_lshlrev_b32_e32 v72, 16, v9
	v_fmac_f32_e32 v6, v65, v65
	v_fmac_f32_e32 v7, v69, v69
	v_and_b32_e32 v71, 0xffff0000, v9
	v_fmac_f32_e32 v6, v68, v68
	v_fmac_f32_e32 v7, v72, v72
	v_fmac_f32_e32 v6, v67, v67
	v_fmac_f32_e32 v7, v71, v71
	ds_bpermute_b32 v8, v48, v6
	ds_bpermute_b32 v9, v48, v7
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v6, v6, v8
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v7, v7, v9
	ds_bpermute_b32 v8, v49, v6
	ds_bpermute_b32 v9, v49, v7
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v6, v6, v8
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v7, v7, v9
	ds_bpermute_b32 v8, v50, v6
	ds_bpermute_b32 v9, v50, v7
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v8, v6, v8
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v9, v7, v9
	v_mad_u64_u32 v[6:7], s[6:7], s44, v35, 0
	v_mul_lo_u32 v35, s44, v36
	v_add3_u32 v7, v7, v35, v37
	v_lshl_add_u64 v[6:7], v[6:7], 1, v[30:31]
	global_load_dwordx2 v[36:37], v[6:7], off
	ds_bpermute_b32 v73, v51, v8
	ds_bpermute_b32 v74, v51, v9
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v8, v8, v73
	ds_bpermute_b32 v73, v52, v8
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v9, v9, v74
	ds_bpermute_b32 v74, v52, v9
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v6, v8, v73
	v_add_f32_e32 v6, 0x358637bd, v6
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v7, v9, v74
	v_mul_f32_e32 v8, 0x4f800000, v6
	v_cmp_gt_f32_e32 vcc, s55, v6
	v_add_f32_e32 v7, 0x358637bd, v7
	v_mul_f32_e32 v9, 0x4f800000, v7
	v_cndmask_b32_e32 v6, v6, v8, vcc
	v_cmp_gt_f32_e64 s[6:7], s55, v7
	v_sqrt_f32_e32 v8, v6
	v_cmp_class_f32_e64 s[8:9], v6, v56
	v_cndmask_b32_e64 v7, v7, v9, s[6:7]
	v_sqrt_f32_e32 v9, v7
	v_add_u32_e32 v35, -1, v8
	v_add_u32_e32 v73, 1, v8
	v_fma_f32 v76, -v35, v8, v6
	v_add_u32_e32 v74, -1, v9
	v_fma_f32 v77, -v73, v8, v6
	v_cmp_ge_f32_e64 s[12:13], 0, v76
	v_add_u32_e32 v75, 1, v9
	v_fma_f32 v78, -v74, v9, v7
	v_cmp_lt_f32_e64 s[16:17], 0, v77
	v_cndmask_b32_e64 v8, v8, v35, s[12:13]
	v_fma_f32 v79, -v75, v9, v7
	v_cmp_ge_f32_e64 s[14:15], 0, v78
	v_cndmask_b32_e64 v8, v8, v73, s[16:17]
	v_cmp_lt_f32_e64 s[18:19], 0, v79
	v_cndmask_b32_e64 v9, v9, v74, s[14:15]
	v_mul_f32_e32 v35, 0x37800000, v8
	v_cndmask_b32_e64 v9, v9, v75, s[18:19]
	v_cndmask_b32_e32 v8, v8, v35, vcc
	v_mul_f32_e32 v73, 0x37800000, v9
	v_cndmask_b32_e64 v8, v8, v6, s[8:9]
	v_cmp_class_f32_e64 s[10:11], v7, v56
	v_cndmask_b32_e64 v9, v9, v73, s[6:7]
	v_div_scale_f32 v6, s[6:7], v8, v8, v66
	v_cndmask_b32_e64 v35, v9, v7, s[10:11]
	v_div_scale_f32 v9, s[6:7], v8, v8, v65
	v_rcp_f32_e32 v79, v6
	v_div_scale_f32 v74, s[8:9], v8, v8, v67
	v_rcp_f32_e32 v80, v9
	v_div_scale_f32 v76, s[10:11], v8, v8, v68
	v_rcp_f32_e32 v81, v74
	v_rcp_f32_e32 v82, v76
	v_fma_f32 v84, -v6, v79, 1.0
	v_div_scale_f32 v7, vcc, v66, v8, v66
	v_fma_f32 v85, -v9, v80, 1.0
	v_fmac_f32_e32 v79, v84, v79
	v_div_scale_f32 v73, s[6:7], v65, v8, v65
	v_fma_f32 v86, -v74, v81, 1.0
	v_fmac_f32_e32 v80, v85, v80
	v_mul_f32_e32 v84, v7, v79
	v_div_scale_f32 v75, s[8:9], v67, v8, v67
	v_fma_f32 v87, -v76, v82, 1.0
	v_fmac_f32_e32 v81, v86, v81
	v_mul_f32_e32 v85, v73, v80
	v_fma_f32 v88, -v6, v84, v7
	v_div_scale_f32 v77, s[10:11], v68, v8, v68
	v_fmac_f32_e32 v82, v87, v82
	v_mul_f32_e32 v86, v75, v81
	v_fma_f32 v89, -v9, v85, v73
	v_fmac_f32_e32 v84, v88, v79
	v_div_scale_f32 v78, s[12:13], v35, v35, v70
	v_mul_f32_e32 v87, v77, v82
	v_fma_f32 v90, -v74, v86, v75
	v_fmac_f32_e32 v85, v89, v80
	v_fma_f32 v6, -v6, v84, v7
	v_rcp_f32_e32 v83, v78
	v_fma_f32 v91, -v76, v87, v77
	v_fmac_f32_e32 v86, v90, v81
	v_fma_f32 v9, -v9, v85, v73
	v_div_fmas_f32 v6, v6, v79, v84
	s_mov_b64 vcc, s[6:7]
	v_fmac_f32_e32 v87, v91, v82
	v_fma_f32 v73, -v74, v86, v75
	v_div_fixup_f32 v7, v6, v8, v66
	v_div_fmas_f32 v6, v9, v80, v85
	s_mov_b64 vcc, s[8:9]
	v_fma_f32 v74, -v76, v87, v77
	v_div_fmas_f32 v9, v73, v81, v86
	s_mov_b64 vcc, s[10:11]
	v_div_fixup_f32 v6, v6, v8, v65
	v_div_fmas_f32 v65, v74, v82, v87
	v_div_fixup_f32 v9, v9, v8, v67
	v_div_fixup_f32 v8, v65, v8, v68
	v_fma_f32 v65, -v78, v83, 1.0
	v_fmac_f32_e32 v83, v65, v83
	v_div_scale_f32 v65, vcc, v70, v35, v70
	v_mul_f32_e32 v66, v65, v83
	v_div_scale_f32 v68, s[6:7], v35, v35, v69
	v_fma_f32 v67, -v78, v66, v65
	v_rcp_f32_e32 v73, v68
	v_fmac_f32_e32 v66, v67, v83
	v_fma_f32 v65, -v78, v66, v65
	v_div_fmas_f32 v65, v65, v83, v66
	v_div_fixup_f32 v67, v65, v35, v70
	v_fma_f32 v65, -v68, v73, 1.0
	v_fmac_f32_e32 v73, v65, v73
	v_div_scale_f32 v65, vcc, v69, v35, v69
	v_mul_f32_e32 v66, v65, v73
	v_fma_f32 v70, -v68, v66, v65
	v_fmac_f32_e32 v66, v70, v73
	v_fma_f32 v65, -v68, v66, v65
	v_div_scale_f32 v68, s[6:7], v35, v35, v71
	v_rcp_f32_e32 v70, v68
	v_div_fmas_f32 v65, v65, v73, v66
	v_div_fixup_f32 v66, v65, v35, v69
	v_pk_mul_f32 v[66:67], s[20:21], v[66:67]
	v_fma_f32 v65, -v68, v70, 1.0
	v_fmac_f32_e32 v70, v65, v70
	v_div_scale_f32 v65, vcc, v71, v35, v71
	v_mul_f32_e32 v69, v65, v70
	v_fma_f32 v73, -v68, v69, v65
	v_fmac_f32_e32 v69, v73, v70
	v_fma_f32 v65, -v68, v69, v65
	v_div_scale_f32 v68, s[6:7], v35, v35, v72
	v_rcp_f32_e32 v73, v68
	v_div_fmas_f32 v65, v65, v70, v69
	v_div_fixup_f32 v69, v65, v35, v71
	v_fma_f32 v65, -v68, v73, 1.0
	v_fmac_f32_e32 v73, v65, v73
	v_div_scale_f32 v65, vcc, v72, v35, v72
	v_mul_f32_e32 v70, v65, v73
	v_fma_f32 v71, -v68, v70, v65
	v_fmac_f32_e32 v70, v71, v73
	v_fma_f32 v65, -v68, v70, v65
	v_div_fmas_f32 v65, v65, v73, v70
	v_cmp_gt_i32_e32 vcc, s25, v64
	v_div_fixup_f32 v68, v65, v35, v72
	s_and_b64 s[8:9], s[56:57], vcc
	v_pk_mul_f32 v[68:69], s[20:21], v[68:69]
	s_and_b64 s[10:11], s[30:31], s[8:9]
	ds_write_b128 v53, v[66:69]
	ds_write_b128 v54, v[6:9]
	s_and_saveexec_b64 s[6:7], s[10:11]
	s_cbranch_execz .LBB0_16
	v_ashrrev_i32_e32 v35, 31, v64
	v_mul_lo_u32 v65, s51, v64
	v_mul_lo_u32 v35, s50, v35
	v_mad_u64_u32 v[66:67], s[10:11], s50, v64, 0
	v_add3_u32 v67, v67, v35, v65
	v_lshl_add_u64 v[66:67], v[66:67], 2, v[14:15]
	global_store_dwordx4 v[66:67], v[6:9], off
.LBB0_16:
	s_or_b64 exec, exec, s[6:7]
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v7, 0xffff0000, v36
	v_lshlrev_b32_e32 v6, 16, v36
	v_pk_add_f32 v[6:7], v[2:3], v[6:7]
	v_and_b32_e32 v73, 0xffff0000, v37
	v_pk_mul_f32 v[66:67], s[62:63], v[6:7]
	v_lshlrev_b32_e32 v72, 16, v37
	v_cmp_ngt_f32_e32 vcc, s23, v66
	s_nop 1
	v_cndmask_b32_e32 v8, v44, v66, vcc
	v_cmp_ngt_f32_e32 vcc, s23, v67
	s_nop 1
	v_cndmask_b32_e32 v9, v44, v67, vcc
	v_cmp_nlt_f32_e32 vcc, s53, v9
	s_nop 1
	v_cndmask_b32_e32 v69, v45, v9, vcc
	v_cmp_nlt_f32_e32 vcc, s53, v8
	s_nop 1
	v_cndmask_b32_e32 v68, v45, v8, vcc
	v_mov_b64_e32 v[8:9], s[66:67]
	v_pk_fma_f32 v[70:71], v[68:69], s[24:25], v[8:9] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_add_f32 v[70:71], v[70:71], s[48:49] op_sel_hi:[1,0]
	s_nop 0
	v_cmp_o_f32_e32 vcc, v71, v71
	v_pk_fma_f32 v[68:69], v[70:71], s[52:53], v[68:69] op_sel_hi:[1,0,1]
	s_nop 0
	v_cndmask_b32_e32 v35, 0, v71, vcc
	v_cmp_o_f32_e32 vcc, v70, v70
	v_cvt_i32_f32_e32 v65, v35
	v_ashrrev_i32_e32 v88, 1, v65
	v_cndmask_b32_e32 v36, 0, v70, vcc
	v_pk_mul_f32 v[70:71], v[70:71], s[54:55] op_sel_hi:[1,0]
	v_cvt_i32_f32_e32 v75, v36
	v_pk_add_f32 v[76:77], v[68:69], v[70:71]
	v_mov_b64_e32 v[36:37], s[68:69]
	v_pk_fma_f32 v[82:83], v[76:77], s[60:61], v[36:37] op_sel_hi:[1,0,0]
	v_pk_mul_f32 v[84:85], v[76:77], v[76:77]
	v_pk_fma_f32 v[82:83], v[82:83], v[76:77], s[70:71] op_sel_hi:[1,1,0]
	v_pk_add_f32 v[78:79], v[76:77], v[68:69] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_fma_f32 v[82:83], v[82:83], v[76:77], s[72:73] op_sel_hi:[1,1,0]
	v_pk_add_f32 v[80:81], v[70:71], v[78:79] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_fma_f32 v[82:83], v[82:83], v[76:77], s[74:75] op_sel_hi:[1,1,0]
	v_ashrrev_i32_e32 v89, 1, v75
	v_pk_fma_f32 v[82:83], v[82:83], v[76:77], 0.5 op_sel_hi:[1,1,0]
	v_lshl_add_u32 v74, v89, 23, 1.0
	v_pk_mul_f32 v[82:83], v[84:85], v[82:83]
	v_sub_u32_e32 v65, v65, v88
	v_pk_add_f32 v[84:85], v[76:77], v[82:83]
	s_nop 0
	v_pk_add_f32 v[76:77], v[84:85], v[76:77] neg_lo:[0,1] neg_hi:[0,1]
	v_mov_b32_e32 v70, v85
	v_pk_add_f32 v[76:77], v[82:83], v[76:77] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[82:83], v[84:85], 1.0 op_sel_hi:[1,0]
	s_nop 0
	v_add_f32_e32 v35, -1.0, v82
	v_sub_f32_e32 v68, v84, v35
	v_mov_b32_e32 v35, v69
	v_pk_add_f32 v[86:87], v[82:83], v[34:35] op_sel:[1,0] op_sel_hi:[0,1]
	v_mov_b32_e32 v87, v79
	v_pk_add_f32 v[70:71], v[70:71], v[86:87] neg_lo:[0,1] neg_hi:[0,1]
	v_sub_u32_e32 v35, v75, v89
	v_mov_b32_e32 v81, v71
	v_pk_add_f32 v[76:77], v[80:81], v[76:77]
	v_mov_b32_e32 v69, v70
	v_pk_add_f32 v[68:69], v[68:69], v[76:77]
	v_lshl_add_u32 v75, v88, 23, 1.0
	v_pk_add_f32 v[68:69], v[82:83], v[68:69]
	v_lshl_add_u32 v71, v65, 23, 1.0
	v_lshl_add_u32 v70, v35, 23, 1.0
	v_pk_mul_f32 v[68:69], v[68:69], v[74:75]
	s_nop 0
	v_pk_mul_f32 v[68:69], v[68:69], v[70:71]
	s_nop 0
	v_pk_add_f32 v[68:69], v[68:69], 1.0 op_sel_hi:[1,0]
	s_nop 0
	v_pk_mul_f32 v[70:71], v[68:69], s[76:77] op_sel_hi:[1,0]
	v_cmp_gt_f32_e32 vcc, s61, v68
	v_cmp_gt_f32_e64 s[6:7], s61, v69
	s_nop 0
	v_cndmask_b32_e32 v35, v68, v70, vcc
	v_cndmask_b32_e64 v65, v69, v71, s[6:7]
	v_add_u32_e32 v74, 0xc0cafb0d, v65
	v_add_u32_e32 v75, 0xc0cafb0d, v35
	v_and_b32_e32 v70, 0xff800000, v74
	v_and_b32_e32 v76, 0xff800000, v75
	v_sub_u32_e32 v71, v65, v70
	v_sub_u32_e32 v70, v35, v76
	v_cndmask_b32_e32 v65, 0, v58, vcc
	v_ashrrev_i32_e32 v76, 23, v74
	v_ashrrev_i32_e32 v74, 23, v75
	v_pk_add_f32 v[70:71], v[70:71], -1.0 op_sel_hi:[1,0]
	v_add_u32_e32 v65, v74, v65
	v_pk_add_f32 v[74:75], v[70:71], 2.0 op_sel_hi:[1,0]
	v_cndmask_b32_e64 v35, 0, v58, s[6:7]
	v_div_scale_f32 v78, s[6:7], v75, v75, v71
	v_rcp_f32_e32 v79, v78
	v_add_u32_e32 v35, v76, v35
	v_cvt_f32_i32_e32 v77, v35
	v_cvt_f32_i32_e32 v76, v65
	v_fma_f32 v35, -v78, v79, 1.0
	v_fmac_f32_e32 v79, v35, v79
	v_div_scale_f32 v35, vcc, v71, v75, v71
	v_mul_f32_e32 v65, v35, v79
	v_fma_f32 v80, -v78, v65, v35
	v_fmac_f32_e32 v65, v80, v79
	v_fma_f32 v35, -v78, v65, v35
	v_div_scale_f32 v78, s[6:7], v74, v74, v70
	v_rcp_f32_e32 v80, v78
	v_div_fmas_f32 v35, v35, v79, v65
	v_div_fixup_f32 v75, v35, v75, v71
	v_fma_f32 v35, -v78, v80, 1.0
	v_fmac_f32_e32 v80, v35, v80
	v_div_scale_f32 v35, vcc, v70, v74, v70
	v_mul_f32_e32 v65, v35, v80
	v_fma_f32 v79, -v78, v65, v35
	v_fmac_f32_e32 v65, v79, v80
	v_fma_f32 v35, -v78, v65, v35
	v_div_fmas_f32 v35, v35, v80, v65
	v_div_fixup_f32 v74, v35, v74, v70
	v_pk_mul_f32 v[78:79], v[74:75], v[74:75]
	v_mov_b64_e32 v[80:81], s[78:79]
	v_pk_fma_f32 v[82:83], v[78:79], s[80:81], v[80:81] op_sel_hi:[1,0,0]
	v_cmp_neq_f32_e32 vcc, 0, v68
	v_pk_fma_f32 v[82:83], v[82:83], v[78:79], s[82:83] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[82:83], v[82:83], v[78:79], s[84:85] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[82:83], v[82:83], v[78:79], s[86:87] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_mul_f32 v[78:79], v[78:79], v[82:83] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_pk_add_f32 v[78:79], v[70:71], v[78:79]
	s_nop 0
	v_pk_fma_f32 v[70:71], v[74:75], v[78:79], v[70:71] neg_lo:[1,0,0] neg_hi:[1,0,0]
	s_nop 0
	v_pk_fma_f32 v[70:71], v[76:77], s[88:89], v[70:71] op_sel_hi:[1,0,1]
	s_nop 0
	v_pk_fma_f32 v[70:71], v[76:77], s[90:91], v[70:71] op_sel_hi:[1,0,1]
	s_nop 0
	v_cndmask_b32_e32 v35, v59, v70, vcc
	v_cmp_neq_f32_e32 vcc, 0, v69
	s_nop 1
	v_cndmask_b32_e32 v65, v59, v71, vcc
	v_cmp_neq_f32_e32 vcc, s71, v69
	s_nop 1
	v_cndmask_b32_e32 v65, v60, v65, vcc
	v_cmp_neq_f32_e32 vcc, s71, v68
	s_nop 1
	v_cndmask_b32_e32 v35, v60, v35, vcc
	v_cmp_ngt_f32_e32 vcc, 0, v68
	s_nop 1
	v_cndmask_b32_e32 v35, v61, v35, vcc
	v_cmp_ngt_f32_e32 vcc, 0, v69
	s_nop 1
	v_cndmask_b32_e32 v65, v61, v65, vcc
	v_cmp_u_f32_e32 vcc, v69, v69
	s_nop 1
	v_cndmask_b32_e32 v69, v65, v69, vcc
	v_cmp_u_f32_e32 vcc, v68, v68
	s_nop 1
	v_cndmask_b32_e32 v68, v35, v68, vcc
	v_pk_mul_f32 v[68:69], v[24:25], v[68:69]
	v_cmp_ge_f32_e32 vcc, s49, v67
	s_nop 1
	v_cndmask_b32_e32 v7, v7, v69, vcc
	v_cmp_ge_f32_e32 vcc, s22, v66
	s_nop 1
	v_cndmask_b32_e32 v6, v6, v68, vcc
	v_pk_mul_f32 v[6:7], v[26:27], v[6:7]
	s_nop 0
	v_cmp_ngt_f32_e32 vcc, s23, v6
	s_nop 1
	v_cndmask_b32_e32 v6, v44, v6, vcc
	v_cmp_ngt_f32_e32 vcc, s23, v7
	s_nop 1
	v_cndmask_b32_e32 v7, v44, v7, vcc
	v_cmp_nlt_f32_e32 vcc, s53, v7
	s_nop 1
	v_cndmask_b32_e32 v7, v45, v7, vcc
	v_cmp_nlt_f32_e32 vcc, s53, v6
	s_nop 1
	v_cndmask_b32_e32 v6, v45, v6, vcc
	v_pk_fma_f32 v[66:67], v[6:7], s[24:25], v[8:9] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_add_f32 v[66:67], v[66:67], s[48:49] op_sel_hi:[1,0]
	s_nop 0
	v_pk_fma_f32 v[6:7], v[66:67], s[52:53], v[6:7] op_sel_hi:[1,0,1]
	v_pk_mul_f32 v[68:69], v[66:67], s[54:55] op_sel_hi:[1,0]
	v_cmp_o_f32_e32 vcc, v67, v67
	v_pk_add_f32 v[70:71], v[6:7], v[68:69]
	s_nop 0
	v_pk_add_f32 v[6:7], v[70:71], v[6:7] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_mul_f32 v[74:75], v[70:71], v[70:71]
	v_pk_add_f32 v[6:7], v[68:69], v[6:7] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_fma_f32 v[68:69], v[70:71], s[60:61], v[36:37] op_sel_hi:[1,0,0]
	v_cndmask_b32_e32 v35, 0, v67, vcc
	v_pk_fma_f32 v[68:69], v[68:69], v[70:71], s[70:71] op_sel_hi:[1,1,0]
	v_cmp_o_f32_e32 vcc, v66, v66
	v_pk_fma_f32 v[68:69], v[68:69], v[70:71], s[72:73] op_sel_hi:[1,1,0]
	v_cvt_i32_f32_e32 v35, v35
	v_pk_fma_f32 v[68:69], v[68:69], v[70:71], s[74:75] op_sel_hi:[1,1,0]
	v_cndmask_b32_e32 v65, 0, v66, vcc
	v_pk_fma_f32 v[68:69], v[68:69], v[70:71], 0.5 op_sel_hi:[1,1,0]
	v_cvt_i32_f32_e32 v65, v65
	v_pk_mul_f32 v[68:69], v[74:75], v[68:69]
	v_ashrrev_i32_e32 v66, 1, v35
	v_pk_add_f32 v[74:75], v[70:71], v[68:69]
	v_sub_u32_e32 v35, v35, v66
	v_pk_add_f32 v[70:71], v[74:75], v[70:71] neg_lo:[0,1] neg_hi:[0,1]
	v_lshl_add_u32 v67, v66, 23, 1.0
	v_pk_add_f32 v[68:69], v[68:69], v[70:71] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_pk_add_f32 v[6:7], v[6:7], v[68:69]
	v_pk_add_f32 v[68:69], v[74:75], 1.0 op_sel_hi:[1,0]
	s_nop 0
	v_pk_add_f32 v[70:71], v[68:69], -1.0 op_sel_hi:[1,0]
	s_nop 0
	v_pk_add_f32 v[70:71], v[74:75], v[70:71] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_pk_add_f32 v[6:7], v[70:71], v[6:7]
	v_pk_add_f32 v[70:71], v[4:5], v[72:73]
	v_pk_add_f32 v[6:7], v[68:69], v[6:7]
	v_pk_mul_f32 v[72:73], s[62:63], v[70:71]
	v_ashrrev_i32_e32 v68, 1, v65
	v_cmp_ngt_f32_e32 vcc, s23, v72
	v_sub_u32_e32 v65, v65, v68
	v_lshl_add_u32 v69, v35, 23, 1.0
	v_cndmask_b32_e32 v35, v44, v72, vcc
	v_cmp_ngt_f32_e32 vcc, s23, v73
	v_lshl_add_u32 v66, v68, 23, 1.0
	v_lshl_add_u32 v68, v65, 23, 1.0
	v_cndmask_b32_e32 v65, v44, v73, vcc
	v_cmp_nlt_f32_e32 vcc, s53, v65
	v_pk_mul_f32 v[6:7], v[6:7], v[66:67]
	s_nop 0
	v_cndmask_b32_e32 v75, v45, v65, vcc
	v_cmp_nlt_f32_e32 vcc, s53, v35
	v_pk_mul_f32 v[6:7], v[6:7], v[68:69]
	s_nop 0
	v_cndmask_b32_e32 v74, v45, v35, vcc
	v_pk_fma_f32 v[76:77], v[74:75], s[24:25], v[8:9] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_add_f32 v[76:77], v[76:77], s[48:49] op_sel_hi:[1,0]
	s_nop 0
	v_cmp_o_f32_e32 vcc, v77, v77
	v_pk_fma_f32 v[68:69], v[76:77], s[52:53], v[74:75] op_sel_hi:[1,0,1]
	v_pk_mul_f32 v[74:75], v[76:77], s[54:55] op_sel_hi:[1,0]
	v_cndmask_b32_e32 v35, 0, v77, vcc
	v_cmp_o_f32_e32 vcc, v76, v76
	v_cvt_i32_f32_e32 v90, v35
	v_ashrrev_i32_e32 v67, 1, v90
	v_cndmask_b32_e32 v65, 0, v76, vcc
	v_pk_add_f32 v[76:77], v[68:69], v[74:75]
	v_cvt_i32_f32_e32 v65, v65
	v_pk_fma_f32 v[84:85], v[76:77], s[60:61], v[36:37] op_sel_hi:[1,0,0]
	v_pk_mul_f32 v[86:87], v[76:77], v[76:77]
	v_pk_fma_f32 v[84:85], v[84:85], v[76:77], s[70:71] op_sel_hi:[1,1,0]
	v_pk_add_f32 v[78:79], v[76:77], v[68:69] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_fma_f32 v[84:85], v[84:85], v[76:77], s[72:73] op_sel_hi:[1,1,0]
	v_pk_add_f32 v[82:83], v[74:75], v[78:79] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_fma_f32 v[84:85], v[84:85], v[76:77], s[74:75] op_sel_hi:[1,1,0]
	v_ashrrev_i32_e32 v91, 1, v65
	v_pk_fma_f32 v[84:85], v[84:85], v[76:77], 0.5 op_sel_hi:[1,1,0]
	v_lshl_add_u32 v66, v91, 23, 1.0
	v_pk_mul_f32 v[84:85], v[86:87], v[84:85]
	s_nop 0
	v_pk_add_f32 v[86:87], v[76:77], v[84:85]
	s_nop 0
	v_pk_add_f32 v[76:77], v[86:87], v[76:77] neg_lo:[0,1] neg_hi:[0,1]
	v_mov_b32_e32 v74, v87
	v_pk_add_f32 v[76:77], v[84:85], v[76:77] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[84:85], v[86:87], 1.0 op_sel_hi:[1,0]
	s_nop 0
	v_add_f32_e32 v35, -1.0, v84
	v_sub_f32_e32 v68, v86, v35
	v_mov_b32_e32 v35, v69
	v_pk_add_f32 v[88:89], v[84:85], v[34:35] op_sel:[1,0] op_sel_hi:[0,1]
	v_mov_b32_e32 v89, v79
	v_pk_add_f32 v[74:75], v[74:75], v[88:89] neg_lo:[0,1] neg_hi:[0,1]
	v_sub_u32_e32 v35, v65, v91
	v_mov_b32_e32 v83, v75
	v_pk_add_f32 v[76:77], v[82:83], v[76:77]
	v_mov_b32_e32 v69, v74
	v_pk_add_f32 v[68:69], v[68:69], v[76:77]
	v_sub_u32_e32 v65, v90, v67
	v_pk_add_f32 v[68:69], v[84:85], v[68:69]
	v_lshl_add_u32 v67, v67, 23, 1.0
	v_lshl_add_u32 v75, v65, 23, 1.0
	v_lshl_add_u32 v74, v35, 23, 1.0
	v_pk_mul_f32 v[66:67], v[68:69], v[66:67]
	s_nop 0
	v_pk_mul_f32 v[66:67], v[66:67], v[74:75]
	s_nop 0
	v_pk_add_f32 v[66:67], v[66:67], 1.0 op_sel_hi:[1,0]
	s_nop 0
	v_pk_mul_f32 v[68:69], v[66:67], s[76:77] op_sel_hi:[1,0]
	v_cmp_gt_f32_e32 vcc, s61, v66
	v_cmp_gt_f32_e64 s[6:7], s61, v67
	s_nop 0
	v_cndmask_b32_e32 v35, v66, v68, vcc
	v_cndmask_b32_e64 v65, v67, v69, s[6:7]
	v_add_u32_e32 v74, 0xc0cafb0d, v65
	v_add_u32_e32 v75, 0xc0cafb0d, v35
	v_and_b32_e32 v68, 0xff800000, v74
	v_and_b32_e32 v76, 0xff800000, v75
	v_sub_u32_e32 v69, v65, v68
	v_sub_u32_e32 v68, v35, v76
	v_cndmask_b32_e32 v65, 0, v58, vcc
	v_ashrrev_i32_e32 v76, 23, v74
	v_ashrrev_i32_e32 v74, 23, v75
	v_pk_add_f32 v[68:69], v[68:69], -1.0 op_sel_hi:[1,0]
	v_add_u32_e32 v65, v74, v65
	v_pk_add_f32 v[74:75], v[68:69], 2.0 op_sel_hi:[1,0]
	v_cndmask_b32_e64 v35, 0, v58, s[6:7]
	v_div_scale_f32 v78, s[6:7], v75, v75, v69
	v_rcp_f32_e32 v79, v78
	v_add_u32_e32 v35, v76, v35
	v_cvt_f32_i32_e32 v77, v35
	v_cvt_f32_i32_e32 v76, v65
	v_fma_f32 v35, -v78, v79, 1.0
	v_fmac_f32_e32 v79, v35, v79
	v_div_scale_f32 v35, vcc, v69, v75, v69
	v_mul_f32_e32 v65, v35, v79
	v_fma_f32 v82, -v78, v65, v35
	v_fmac_f32_e32 v65, v82, v79
	v_fma_f32 v35, -v78, v65, v35
	v_div_scale_f32 v78, s[6:7], v74, v74, v68
	v_rcp_f32_e32 v82, v78
	v_div_fmas_f32 v35, v35, v79, v65
	v_div_fixup_f32 v75, v35, v75, v69
	s_and_b64 s[6:7], s[26:27], s[8:9]
	v_fma_f32 v35, -v78, v82, 1.0
	v_fmac_f32_e32 v82, v35, v82
	v_div_scale_f32 v35, vcc, v68, v74, v68
	v_mul_f32_e32 v65, v35, v82
	v_fma_f32 v79, -v78, v65, v35
	v_fmac_f32_e32 v65, v79, v82
	v_fma_f32 v35, -v78, v65, v35
	v_div_fmas_f32 v35, v35, v82, v65
	v_div_fixup_f32 v74, v35, v74, v68
	v_pk_mul_f32 v[78:79], v[74:75], v[74:75]
	v_cmp_neq_f32_e32 vcc, 0, v66
	v_pk_fma_f32 v[80:81], v[78:79], s[80:81], v[80:81] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_fma_f32 v[80:81], v[80:81], v[78:79], s[82:83] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[80:81], v[80:81], v[78:79], s[84:85] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[80:81], v[80:81], v[78:79], s[86:87] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_mul_f32 v[78:79], v[78:79], v[80:81] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_pk_add_f32 v[78:79], v[68:69], v[78:79]
	s_nop 0
	v_pk_fma_f32 v[68:69], v[74:75], v[78:79], v[68:69] neg_lo:[1,0,0] neg_hi:[1,0,0]
	s_nop 0
	v_pk_fma_f32 v[68:69], v[76:77], s[88:89], v[68:69] op_sel_hi:[1,0,1]
	s_nop 0
	v_pk_fma_f32 v[68:69], v[76:77], s[90:91], v[68:69] op_sel_hi:[1,0,1]
	s_nop 0
	v_cndmask_b32_e32 v35, v59, v68, vcc
	v_cmp_neq_f32_e32 vcc, 0, v67
	s_nop 1
	v_cndmask_b32_e32 v65, v59, v69, vcc
	v_cmp_neq_f32_e32 vcc, s71, v67
	s_nop 1
	v_cndmask_b32_e32 v65, v60, v65, vcc
	v_cmp_neq_f32_e32 vcc, s71, v66
	s_nop 1
	v_cndmask_b32_e32 v35, v60, v35, vcc
	v_cmp_ngt_f32_e32 vcc, 0, v66
	s_nop 1
	v_cndmask_b32_e32 v35, v61, v35, vcc
	v_cmp_ngt_f32_e32 vcc, 0, v67
	s_nop 1
	v_cndmask_b32_e32 v65, v61, v65, vcc
	v_cmp_u_f32_e32 vcc, v67, v67
	s_nop 1
	v_cndmask_b32_e32 v67, v65, v67, vcc
	v_cmp_u_f32_e32 vcc, v66, v66
	s_nop 1
	v_cndmask_b32_e32 v66, v35, v66, vcc
	v_pk_mul_f32 v[66:67], v[24:25], v[66:67]
	v_cmp_ge_f32_e32 vcc, s49, v73
	s_nop 1
	v_cndmask_b32_e32 v67, v71, v67, vcc
	v_cmp_ge_f32_e32 vcc, s22, v72
	s_nop 1
	v_cndmask_b32_e32 v66, v70, v66, vcc
	v_pk_mul_f32 v[66:67], v[26:27], v[66:67]
	s_nop 0
	v_cmp_ngt_f32_e32 vcc, s23, v66
	s_nop 1
	v_cndmask_b32_e32 v35, v44, v66, vcc
	v_cmp_ngt_f32_e32 vcc, s23, v67
	s_nop 1
	v_cndmask_b32_e32 v65, v44, v67, vcc
	v_cmp_nlt_f32_e32 vcc, s53, v65
	s_nop 1
	v_cndmask_b32_e32 v67, v45, v65, vcc
	v_cmp_nlt_f32_e32 vcc, s53, v35
	s_nop 1
	v_cndmask_b32_e32 v66, v45, v35, vcc
	v_pk_fma_f32 v[8:9], v[66:67], s[24:25], v[8:9] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_add_f32 v[8:9], v[8:9], s[48:49] op_sel_hi:[1,0]
	s_nop 0
	v_pk_fma_f32 v[66:67], v[8:9], s[52:53], v[66:67] op_sel_hi:[1,0,1]
	v_pk_mul_f32 v[68:69], v[8:9], s[54:55] op_sel_hi:[1,0]
	v_cmp_o_f32_e32 vcc, v9, v9
	v_pk_add_f32 v[70:71], v[66:67], v[68:69]
	s_nop 0
	v_pk_fma_f32 v[36:37], v[70:71], s[60:61], v[36:37] op_sel_hi:[1,0,0]
	v_pk_add_f32 v[66:67], v[70:71], v[66:67] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_fma_f32 v[36:37], v[36:37], v[70:71], s[70:71] op_sel_hi:[1,1,0]
	v_pk_add_f32 v[66:67], v[68:69], v[66:67] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_fma_f32 v[36:37], v[36:37], v[70:71], s[72:73] op_sel_hi:[1,1,0]
	v_pk_mul_f32 v[68:69], v[70:71], v[70:71]
	v_pk_fma_f32 v[36:37], v[36:37], v[70:71], s[74:75] op_sel_hi:[1,1,0]
	v_cndmask_b32_e32 v9, 0, v9, vcc
	v_pk_fma_f32 v[36:37], v[36:37], v[70:71], 0.5 op_sel_hi:[1,1,0]
	v_cmp_o_f32_e32 vcc, v8, v8
	v_pk_mul_f32 v[36:37], v[68:69], v[36:37]
	v_cvt_i32_f32_e32 v35, v9
	v_pk_add_f32 v[68:69], v[70:71], v[36:37]
	v_cndmask_b32_e32 v8, 0, v8, vcc
	v_pk_add_f32 v[70:71], v[68:69], v[70:71] neg_lo:[0,1] neg_hi:[0,1]
	v_cvt_i32_f32_e32 v65, v8
	v_pk_add_f32 v[36:37], v[36:37], v[70:71] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_pk_add_f32 v[36:37], v[66:67], v[36:37]
	v_pk_add_f32 v[66:67], v[68:69], 1.0 op_sel_hi:[1,0]
	s_nop 0
	v_pk_add_f32 v[70:71], v[66:67], -1.0 op_sel_hi:[1,0]
	s_nop 0
	v_pk_add_f32 v[68:69], v[68:69], v[70:71] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_pk_add_f32 v[8:9], v[68:69], v[36:37]
	v_ashrrev_i32_e32 v36, 1, v35
	v_pk_add_f32 v[8:9], v[66:67], v[8:9]
	v_ashrrev_i32_e32 v66, 1, v65
	v_sub_u32_e32 v65, v65, v66
	v_sub_u32_e32 v35, v35, v36
	v_lshl_add_u32 v37, v36, 23, 1.0
	v_lshl_add_u32 v36, v66, 23, 1.0
	v_lshl_add_u32 v67, v35, 23, 1.0
	v_lshl_add_u32 v66, v65, 23, 1.0
	v_pk_mul_f32 v[8:9], v[8:9], v[36:37]
	s_nop 0
	v_pk_mul_f32 v[8:9], v[8:9], v[66:67]
	ds_write_b128 v40, v[6:9]
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_xor_b64 s[8:9], exec, s[8:9]
	s_cbranch_execz .LBB0_18
	v_ashrrev_i32_e32 v35, 31, v64
	v_mul_lo_u32 v65, s59, v64
	v_mul_lo_u32 v35, s58, v35
	v_mad_u64_u32 v[36:37], s[6:7], s58, v64, 0
	v_add3_u32 v37, v37, v35, v65
	v_lshl_add_u64 v[36:37], v[36:37], 2, v[16:17]
	global_store_dwordx4 v[36:37], v[6:9], off
.LBB0_18:
	s_or_b64 exec, exec, s[92:93]
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB0_20
	v_sub_f32_e32 v6, 0, v63
	v_cmp_nlt_f32_e64 vcc, -v63, s23
	s_nop 1
	v_cndmask_b32_e32 v6, v44, v6, vcc
	v_cmp_nlt_f32_e32 vcc, s53, v6
	s_nop 1
	v_cndmask_b32_e32 v9, v45, v6, vcc
	v_fmamk_f32 v6, v9, 0x3fb8aa3b, v46
	v_add_f32_e32 v35, 0xcb400000, v6
	v_fmac_f32_e32 v9, 0xbf317218, v35
	v_mul_f32_e32 v7, 0x3102e308, v35
	v_add_f32_e32 v36, v9, v7
	v_fmamk_f32 v6, v36, 0x39500d01, v47
	v_fmaak_f32 v6, v6, v36, 0x3c088889
	v_fmaak_f32 v6, v6, v36, 0x3d2aaaab
	v_fmaak_f32 v6, v6, v36, 0x3e2aaaab
	v_fma_f32 v6, v6, v36, 0.5
	v_mul_f32_e32 v8, v36, v36
	v_mul_f32_e32 v8, v8, v6
	v_add_f32_e32 v6, v36, v8
	v_sub_f32_e32 v37, v6, v36
	v_add_f32_e32 v63, 1.0, v6
	v_sub_f32_e32 v37, v8, v37
	v_add_f32_e32 v8, -1.0, v63
	v_sub_f32_e32 v9, v36, v9
	v_cmp_o_f32_e32 vcc, v35, v35
	v_pk_add_f32 v[6:7], v[6:7], v[8:9] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_cndmask_b32_e32 v8, 0, v35, vcc
	v_cvt_i32_f32_e32 v8, v8
	v_add_f32_e32 v7, v7, v37
	v_add_f32_e32 v6, v6, v7
	v_add_f32_e32 v6, v63, v6
	v_ashrrev_i32_e32 v7, 1, v8
	v_sub_u32_e32 v8, v8, v7
	v_lshl_add_u32 v7, v7, 23, 1.0
	v_lshl_add_u32 v8, v8, 23, 1.0
	v_mul_f32_e32 v6, v6, v7
	v_mul_f32_e32 v6, v6, v8
	v_add_f32_e32 v6, 1.0, v6
	v_div_scale_f32 v7, s[4:5], v6, v6, 1.0
	v_rcp_f32_e32 v8, v7
	s_nop 0
	v_fma_f32 v9, -v7, v8, 1.0
	v_fmac_f32_e32 v8, v9, v8
	v_div_scale_f32 v9, vcc, 1.0, v6, 1.0
	v_mul_f32_e32 v35, v9, v8
	v_fma_f32 v36, -v7, v35, v9
	v_fmac_f32_e32 v35, v36, v8
	v_fma_f32 v7, -v7, v35, v9
	v_div_fmas_f32 v7, v7, v8, v35
	v_div_fixup_f32 v6, v7, v6, 1.0
	ds_write_b32 v55, v6
.LBB0_20:
	s_or_b64 exec, exec, s[6:7]
	s_and_saveexec_b64 s[4:5], s[2:3]
	ds_write_b32 v57, v62
	s_or_b64 exec, exec, s[4:5]
	s_cmp_lt_i32 s75, 1
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_8
	s_ashr_i32 s2, s67, 31
	s_mul_i32 s3, s65, s67
	s_mul_i32 s2, s64, s2
	v_mov_b32_e32 v6, s67
	s_add_i32 s4, s2, s3
	v_mad_u64_u32 v[6:7], s[2:3], s64, v6, v[32:33]
	v_med3_i32 v9, s29, 1, 8
	v_add_u32_e32 v7, s4, v7
	s_movk_i32 s4, 0x3100
	s_mov_b32 s5, s67
	v_mov_b32_e32 v35, v38
	v_mov_b32_e32 v36, v41
	s_branch .LBB0_25
.LBB0_24:
	s_or_b64 exec, exec, s[2:3]
	v_add_u32_e32 v9, -1, v9
	v_cmp_eq_u32_e32 vcc, 0, v9
	v_add_u32_e32 v36, 32, v36
	v_add_u32_e32 v35, 0x200, v35
	s_add_i32 s4, s4, 4
	v_lshl_add_u64 v[6:7], v[6:7], 0, s[64:65]
	s_add_i32 s5, s5, 1
	s_cbranch_vccnz .LBB0_8
.LBB0_25:
	s_waitcnt lgkmcnt(0)
	ds_read_b128 v[62:65], v35
	ds_read_b128 v[66:69], v35 offset:4096
	s_waitcnt lgkmcnt(1)
	v_pk_mul_f32 v[10:11], v[10:11], v[62:63]
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v8, v67, v11
	v_pk_mul_f32 v[12:13], v[12:13], v[64:65]
	v_fmac_f32_e32 v8, v66, v10
	v_fmac_f32_e32 v8, v68, v12
	v_fmac_f32_e32 v8, v69, v13
	ds_bpermute_b32 v37, v48, v8
	v_mov_b32_e32 v62, s4
	ds_read_b32 v70, v36
	ds_read_b32 v71, v62
	ds_read_b128 v[62:65], v35 offset:8192
	s_waitcnt lgkmcnt(3)
	v_add_f32_e32 v8, v8, v37
	ds_bpermute_b32 v37, v49, v8
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v8, v8, v37
	ds_bpermute_b32 v37, v50, v8
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v8, v8, v37
	ds_bpermute_b32 v37, v51, v8
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v8, v8, v37
	ds_bpermute_b32 v37, v52, v8
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v8, v8, v37
	v_sub_f32_e32 v8, v70, v8
	v_mul_f32_e32 v8, v71, v8
	v_pk_fma_f32 v[10:11], v[66:67], v[8:9], v[10:11] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[12:13], v[68:69], v[8:9], v[12:13] op_sel_hi:[1,0,1]
	v_mul_f32_e32 v37, v63, v11
	v_fmac_f32_e32 v37, v62, v10
	v_fmac_f32_e32 v37, v64, v12
	v_fmac_f32_e32 v37, v65, v13
	ds_bpermute_b32 v62, v48, v37
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v37, v37, v62
	ds_bpermute_b32 v62, v49, v37
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v37, v37, v62
	ds_bpermute_b32 v62, v50, v37
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v37, v37, v62
	ds_bpermute_b32 v62, v51, v37
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v37, v37, v62
	ds_bpermute_b32 v62, v52, v37
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_27
	s_add_i32 s6, s28, s5
	s_ashr_i32 s7, s6, 31
	s_mul_i32 s7, s58, s7
	s_mul_hi_u32 s8, s58, s6
	s_add_i32 s7, s8, s7
	s_mul_i32 s8, s59, s6
	s_add_i32 s7, s7, s8
	s_mul_i32 s6, s58, s6
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v37, v37, v62
	v_cvt_pk_bf16_f32 v37, v37, s0
	v_lshl_add_u64 v[62:63], s[6:7], 1, v[28:29]
	global_store_short v[62:63], v37, off
.LBB0_27:
	s_or_b64 exec, exec, s[2:3]
	s_cmp_lt_i32 s5, s25
	s_cselect_b64 s[2:3], -1, 0
	s_and_b64 s[6:7], s[2:3], s[36:37]
	s_and_saveexec_b64 s[2:3], s[6:7]
	s_cbranch_execz .LBB0_24
	global_store_dword v[6:7], v8, off
	s_branch .LBB0_24
.LBB0_29:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel kda_verify_tuple_act_bf16_dt_f32_pool_bf16_bv8w4
		.amdhsa_group_segment_fixed_size 12576
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
		.amdhsa_next_free_vgpr 92
		.amdhsa_next_free_sgpr 94
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
	.size	kda_verify_tuple_act_bf16_dt_f32_pool_bf16_bv8w4, .Lfunc_end0-kda_verify_tuple_act_bf16_dt_f32_pool_bf16_bv8w4

	.set kda_verify_tuple_act_bf16_dt_f32_pool_bf16_bv8w4.num_vgpr, 92
	.set kda_verify_tuple_act_bf16_dt_f32_pool_bf16_bv8w4.num_agpr, 0
	.set kda_verify_tuple_act_bf16_dt_f32_pool_bf16_bv8w4.numbered_sgpr, 94
	.set kda_verify_tuple_act_bf16_dt_f32_pool_bf16_bv8w4.num_named_barrier, 0
	.set kda_verify_tuple_act_bf16_dt_f32_pool_bf16_bv8w4.private_seg_size, 0
	.set kda_verify_tuple_act_bf16_dt_f32_pool_bf16_bv8w4.uses_vcc, 1
	.set kda_verify_tuple_act_bf16_dt_f32_pool_bf16_bv8w4.uses_flat_scratch, 0
	.set kda_verify_tuple_act_bf16_dt_f32_pool_bf16_bv8w4.has_dyn_sized_stack, 0
	.set kda_verify_tuple_act_bf16_dt_f32_pool_bf16_bv8w4.has_recursion, 0
	.set kda_verify_tuple_act_bf16_dt_f32_pool_bf16_bv8w4.has_indirect_call, 0
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
    .group_segment_fixed_size: 12576
    .kernarg_segment_align: 8
    .kernarg_segment_size: 268
    .max_flat_workgroup_size: 256
    .name:           kda_verify_tuple_act_bf16_dt_f32_pool_bf16_bv8w4
    .private_segment_fixed_size: 0
    .sgpr_count:     100
    .sgpr_spill_count: 0
    .symbol:         kda_verify_tuple_act_bf16_dt_f32_pool_bf16_bv8w4.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     92
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx950
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
