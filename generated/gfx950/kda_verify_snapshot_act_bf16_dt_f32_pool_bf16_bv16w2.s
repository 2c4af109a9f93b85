; deltagen generated file: do not edit. Regenerate with `cargo xtask gen`.
; kernel: kda_verify  instance: kda_verify_snapshot_act_bf16_dt_f32_pool_bf16_bv16w2  arch: gfx950
; profile=portable  mode=snapshot  act_dtype=bf16  dt_bias_dtype=f32  pool_dtype=bf16  tile=bv16w2  lanes_per_column=8  requests=>1
; ir-sha256: 6536ac67a5f9d7f8a22be60691e7092d1655b8c17960744a72f4629e02190aad
; llvm: 22.1  pipeline: default<O3>  ld.lld: LLVM 22.1
	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 6
	.text
	.globl	kda_verify_snapshot_act_bf16_dt_f32_pool_bf16_bv16w2
	.p2align	8
	.type	kda_verify_snapshot_act_bf16_dt_f32_pool_bf16_bv16w2,@function
kda_verify_snapshot_act_bf16_dt_f32_pool_bf16_bv16w2:
	s_load_dwordx8 s[52:59], s[0:1], 0x4
	s_load_dwordx16 s[12:27], s[0:1], 0x60
	s_mov_b32 s10, s3
	s_ashr_i32 s3, s2, 31
	s_lshr_b32 s3, s3, 29
	s_waitcnt lgkmcnt(0)
	s_max_i32 s5, s54, 1
	v_cvt_f32_u32_e32 v1, s5
	s_sub_i32 s6, 0, s5
	s_add_i32 s34, s2, s3
	s_and_b32 s3, s34, 0xffffff8
	v_rcp_iflag_f32_e32 v1, v1
	s_sub_i32 s28, s2, s3
	s_abs_i32 s2, s55
	s_ashr_i32 s4, s34, 3
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	s_ashr_i32 s3, s55, 31
	s_load_dwordx16 s[36:51], s[0:1], 0x20
	v_lshrrev_b32_e32 v25, 3, v0
	v_readfirstlane_b32 s7, v1
	s_mul_i32 s6, s6, s7
	s_mul_hi_u32 s6, s7, s6
	s_add_i32 s7, s7, s6
	s_mul_hi_u32 s6, s2, s7
	s_mul_i32 s7, s6, s5
	s_sub_i32 s2, s2, s7
	s_add_i32 s7, s6, 1
	s_sub_i32 s8, s2, s5
	s_cmp_ge_u32 s2, s5
	s_cselect_b32 s6, s7, s6
	s_cselect_b32 s2, s8, s2
	s_add_i32 s7, s6, 1
	s_cmp_ge_u32 s2, s5
	s_cselect_b32 s2, s7, s6
	s_xor_b32 s2, s2, s3
	s_sub_i32 s2, s2, s3
	s_ashr_i32 s5, s4, 31
	s_max_i32 s2, s2, 1
	s_lshl_b64 s[6:7], s[4:5], 2
	s_add_u32 s8, s18, s6
	v_lshlrev_b32_e32 v1, 2, v0
	s_addc_u32 s9, s19, s7
	s_lshl_b64 s[6:7], s[4:5], 7
	s_lshl_b64 s[18:19], s[4:5], 9
	v_and_b32_e32 v32, 0x7c, v1
	s_add_u32 s18, s20, s18
	s_addc_u32 s19, s21, s19
	v_lshlrev_b32_e32 v2, 2, v32
	global_load_dwordx4 v[2:5], v2, s[18:19]
	s_ashr_i32 s11, s10, 31
	s_lshl_b64 s[60:61], s[10:11], 2
	s_waitcnt lgkmcnt(0)
	s_add_u32 s10, s36, s60
	s_addc_u32 s11, s37, s61
	s_load_dword s33, s[10:11], 0x0
	v_cvt_f32_u32_e32 v6, s2
	v_lshl_or_b32 v34, s28, 4, v25
	v_and_b32_e32 v48, 7, v0
	v_ashrrev_i32_e32 v35, 31, v34
	s_waitcnt lgkmcnt(0)
	s_cmp_gt_i32 s33, -1
	s_cselect_b64 s[10:11], -1, 0
	s_cmp_lt_i32 s33, s53
	s_cselect_b64 s[18:19], -1, 0
	s_and_b64 s[36:37], s[10:11], s[18:19]
	s_add_u32 s10, s38, s60
	s_addc_u32 s11, s39, s61
	s_load_dwordx2 s[20:21], s[10:11], 0x0
	v_rcp_iflag_f32_e32 v6, v6
	s_waitcnt lgkmcnt(0)
	s_cmp_gt_i32 s20, -1
	s_cselect_b64 s[10:11], -1, 0
	s_cmp_ge_i32 s21, s20
	s_cselect_b64 s[28:29], -1, 0
	s_cmp_le_i32 s21, s52
	s_cselect_b64 s[30:31], -1, 0
	s_and_b64 s[10:11], s[10:11], s[28:29]
	s_sub_i32 s21, s21, s20
	s_and_b64 s[28:29], s[30:31], s[10:11]
	s_cmp_le_i32 s21, s57
	s_cselect_b64 s[30:31], -1, 0
	s_and_b64 s[10:11], s[30:31], s[28:29]
	v_mul_f32_e32 v6, 0x4f7ffffe, v6
	s_and_b64 s[36:37], s[36:37], s[10:11]
	v_cvt_u32_f32_e32 v6, v6
	s_add_u32 s38, s40, s60
	s_addc_u32 s39, s41, s61
	s_load_dword s53, s[38:39], 0x0
	v_readfirstlane_b32 s35, v6
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v7, v6
	s_andn2_b64 vcc, exec, s[36:37]
	v_mov_b64_e32 v[16:17], v[6:7]
	v_mov_b64_e32 v[14:15], v[6:7]
	v_mov_b64_e32 v[20:21], v[6:7]
	v_mov_b64_e32 v[10:11], v[6:7]
	v_mov_b64_e32 v[12:13], v[6:7]
	v_mov_b64_e32 v[8:9], v[6:7]
	v_mov_b64_e32 v[18:19], v[6:7]
	s_cbranch_vccnz .LBB0_2
	s_mul_i32 s36, s45, s33
	s_mul_hi_u32 s37, s44, s33
	s_add_i32 s37, s37, s36
	s_mul_i32 s36, s44, s33
	s_lshl_b64 s[36:37], s[36:37], 1
	v_lshl_add_u64 v[8:9], s[6:7], 0, v[34:35]
	s_add_u32 s36, s42, s36
	s_addc_u32 s37, s43, s37
	v_lshlrev_b64 v[8:9], 8, v[8:9]
	v_lshl_add_u64 v[8:9], s[36:37], 0, v[8:9]
	v_lshlrev_b32_e32 v10, 3, v48
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
	v_and_b32_e32 v9, 0xffff0000, v10
	v_lshlrev_b32_e32 v8, 16, v10
	v_and_b32_e32 v19, 0xffff0000, v11
	v_lshlrev_b32_e32 v18, 16, v11
	s_waitcnt vmcnt(1)
	v_and_b32_e32 v11, 0xffff0000, v12
	v_lshlrev_b32_e32 v10, 16, v12
	v_and_b32_e32 v23, 0xffff0000, v13
	v_lshlrev_b32_e32 v22, 16, v13
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v27, 0xffff0000, v14
	v_lshlrev_b32_e32 v26, 16, v14
	v_and_b32_e32 v29, 0xffff0000, v15
	v_lshlrev_b32_e32 v28, 16, v15
	v_pk_add_f32 v[6:7], v[6:7], 0 op_sel_hi:[1,0]
	v_pk_add_f32 v[16:17], v[16:17], 0 op_sel_hi:[1,0]
	v_pk_add_f32 v[14:15], v[8:9], 0 op_sel_hi:[1,0]
	v_pk_add_f32 v[20:21], v[18:19], 0 op_sel_hi:[1,0]
	v_pk_add_f32 v[10:11], v[10:11], 0 op_sel_hi:[1,0]
	v_pk_add_f32 v[12:13], v[22:23], 0 op_sel_hi:[1,0]
	v_pk_add_f32 v[8:9], v[26:27], 0 op_sel_hi:[1,0]
	v_pk_add_f32 v[18:19], v[28:29], 0 op_sel_hi:[1,0]
.LBB0_2:
	s_load_dword s44, s[8:9], 0x0
	s_xor_b64 s[8:9], s[30:31], -1
	s_xor_b64 s[36:37], s[28:29], -1
	s_and_b64 s[8:9], s[28:29], s[8:9]
	s_and_b64 s[8:9], s[8:9], exec
	s_cselect_b32 s28, 2, 0
	s_and_b64 s[8:9], s[18:19], exec
	s_cselect_b32 s29, 0, 4
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_i32 s53, s56
	s_cselect_b64 s[8:9], -1, 0
	s_and_b64 s[18:19], s[8:9], exec
	v_cndmask_b32_e64 v22, 0, 1, s[36:37]
	s_cselect_b32 s18, 0, 8
	s_or_b32 s18, s18, s29
	v_readfirstlane_b32 s19, v22
	s_or_b32 s18, s18, s19
	s_or_b32 s28, s18, s28
	s_cmp_eq_u32 s28, 0
	s_cselect_b64 s[18:19], -1, 0
	s_cmp_eq_u32 s58, 0
	s_cselect_b64 s[30:31], -1, 0
	s_or_b64 s[18:19], s[30:31], s[18:19]
	s_and_b64 vcc, exec, s[18:19]
	s_cbranch_vccnz .LBB0_6
	v_mbcnt_lo_u32_b32 v22, exec_lo, 0
	v_mbcnt_hi_u32_b32 v22, exec_hi, v22
	v_cmp_eq_u32_e32 vcc, 0, v22
	s_and_saveexec_b64 s[18:19], vcc
	s_cbranch_execz .LBB0_5
	v_mov_b32_e32 v22, 0
	v_mov_b32_e32 v23, s28
	global_atomic_or v22, v23, s[46:47]
.LBB0_5:
	s_or_b64 exec, exec, s[18:19]
.LBB0_6:
	s_and_b64 s[10:11], s[10:11], exec
	s_cselect_b32 s31, s21, 0
	s_add_i32 s10, s31, 7
	s_cmp_lt_i32 s10, 8
	s_mov_b32 s33, 0
	s_cbranch_scc1 .LBB0_76
	s_sub_i32 s11, 0, s2
	s_mul_i32 s11, s11, s35
	s_mul_hi_u32 s11, s35, s11
	s_add_i32 s35, s35, s11
	s_ashr_i32 s11, s10, 31
	s_lshr_b32 s11, s11, 29
	s_abs_i32 s30, s4
	s_add_i32 s10, s10, s11
	s_mul_hi_u32 s45, s30, s35
	s_ashr_i32 s34, s34, 31
	s_ashr_i32 s35, s10, 3
	s_lshl_b64 s[10:11], s[6:7], 1
	s_add_u32 s12, s12, s10
	s_addc_u32 s13, s13, s11
	v_lshlrev_b64 v[36:37], 1, v[34:35]
	v_lshl_add_u64 v[22:23], s[12:13], 0, v[36:37]
	s_lshl_b64 s[12:13], s[4:5], 1
	s_add_u32 s28, s16, s12
	s_addc_u32 s29, s17, s13
	s_load_dwordx8 s[36:43], s[0:1], 0xa0
	s_load_dwordx2 s[12:13], s[0:1], 0xc0
	s_load_dwordx4 s[16:19], s[0:1], 0xc8
	s_mul_i32 s0, s45, s2
	s_sub_i32 s0, s30, s0
	s_add_i32 s1, s45, 1
	s_waitcnt lgkmcnt(0)
	s_sub_i32 s19, s0, s2
	s_cmp_ge_u32 s0, s2
	s_cselect_b32 s1, s1, s45
	s_cselect_b32 s0, s19, s0
	s_add_i32 s19, s1, 1
	s_cmp_ge_u32 s0, s2
	s_cselect_b32 s2, s19, s1
	v_div_scale_f32 v24, s[0:1], s17, s17, 1.0
	v_rcp_f32_e32 v26, v24
	v_mov_b32_e32 v55, 0xc2d00000
	s_mov_b32 s45, 0x42b20000
	v_mov_b32_e32 v56, 0x42b20000
	v_fma_f32 v27, -v24, v26, 1.0
	v_fmac_f32_e32 v26, v27, v26
	v_div_scale_f32 v27, vcc, 1.0, s17, 1.0
	v_mul_f32_e32 v28, v27, v26
	v_fma_f32 v29, -v24, v28, v27
	v_fmac_f32_e32 v28, v29, v26
	v_fma_f32 v24, -v24, v28, v27
	v_div_fmas_f32 v24, v24, v26, v28
	v_mov_b32_e32 v26, 0x3000
	v_lshl_or_b32 v50, v25, 2, v26
	v_mov_b32_e32 v25, s44
	v_cmp_nlt_f32_e32 vcc, s44, v55
	v_mov_b32_e32 v57, 0x4b400000
	v_mov_b32_e32 v58, 0x3ab60b61
	v_cndmask_b32_e32 v25, v55, v25, vcc
	v_cmp_nlt_f32_e32 vcc, s45, v25
	s_xor_b32 s0, s2, s34
	s_sub_i32 s0, s0, s34
	v_cndmask_b32_e32 v25, v56, v25, vcc
	v_fmamk_f32 v30, v25, 0x3fb8aa3b, v57
	v_add_f32_e32 v30, 0xcb400000, v30
	v_fmac_f32_e32 v25, 0xbf317218, v30
	v_mul_f32_e32 v31, 0x3102e308, v30
	v_add_f32_e32 v33, v25, v31
	v_sub_f32_e32 v25, v33, v25
	v_sub_f32_e32 v25, v31, v25
	v_fmamk_f32 v31, v33, 0x39500d01, v58
	v_fmaak_f32 v31, v31, v33, 0x3c088889
	v_fmaak_f32 v31, v31, v33, 0x3d2aaaab
	v_fmaak_f32 v31, v31, v33, 0x3e2aaaab
	v_fma_f32 v31, v31, v33, 0.5
	v_mul_f32_e32 v38, v33, v33
	v_mul_f32_e32 v31, v38, v31
	v_add_f32_e32 v38, v33, v31
	v_sub_f32_e32 v33, v38, v33
	v_cmp_o_f32_e32 vcc, v30, v30
	v_sub_f32_e32 v31, v31, v33
	v_add_f32_e32 v25, v25, v31
	v_cndmask_b32_e32 v30, 0, v30, vcc
	v_add_f32_e32 v31, 1.0, v38
	v_cvt_i32_f32_e32 v30, v30
	v_add_f32_e32 v33, -1.0, v31
	s_ashr_i32 s1, s0, 31
	v_sub_f32_e32 v33, v38, v33
	s_cmp_gt_i32 s53, -1
	v_add_f32_e32 v25, v33, v25
	s_cselect_b64 s[58:59], -1, 0
	s_lshl_b64 s[0:1], s[0:1], 7
	v_add_f32_e32 v25, v31, v25
	v_ashrrev_i32_e32 v31, 1, v30
	v_or_b32_e32 v26, s0, v32
	v_sub_u32_e32 v30, v30, v31
	v_lshlrev_b32_e32 v31, 23, v31
	s_add_u32 s0, s22, s10
	v_mov_b32_e32 v27, s1
	v_mov_b32_e32 v29, s7
	v_or_b32_e32 v28, s6, v32
	v_add_u32_e32 v31, 1.0, v31
	v_lshlrev_b32_e32 v30, 23, v30
	s_addc_u32 s1, s23, s11
	s_and_b64 s[6:7], s[58:59], s[8:9]
	s_mul_i32 s8, s13, s53
	s_mul_hi_u32 s9, s12, s53
	s_mov_b32 s2, s55
	v_add_u32_e32 v30, 1.0, v30
	v_mul_f32_e32 v25, v25, v31
	s_add_i32 s9, s9, s8
	s_mul_i32 s8, s12, s53
	v_mul_f32_e32 v25, v25, v30
	s_lshl_b64 s[22:23], s[2:3], 7
	s_lshl_b64 s[8:9], s[8:9], 1
	s_lshl_b64 s[4:5], s[4:5], 15
	v_lshrrev_b32_e32 v49, 5, v0
	v_sub_f32_e32 v30, 0, v25
	v_bfrev_b32_e32 v25, 0.5
	s_add_u32 s4, s8, s4
	v_or_b32_e32 v54, 4, v49
	v_bitop3_b32 v59, v1, 64, v25 bitop3:0x6c
	v_bitop3_b32 v60, v1, 32, v25 bitop3:0x6c
	v_bitop3_b32 v61, v1, 16, v25 bitop3:0x6c
	v_bitop3_b32 v62, v1, 8, v25 bitop3:0x6c
	v_bitop3_b32 v63, v1, 4, v25 bitop3:0x6c
	v_lshlrev_b32_e32 v1, 2, v32
	s_addc_u32 s5, s9, s5
	v_lshlrev_b64 v[34:35], 8, v[34:35]
	v_lshl_or_b32 v64, v49, 9, v1
	v_lshl_or_b32 v67, v54, 9, v1
	v_mov_b32_e32 v1, 0x3200
	v_lshl_add_u64 v[32:33], s[0:1], 0, v[36:37]
	v_lshl_add_u64 v[34:35], s[4:5], 0, v[34:35]
	v_lshlrev_b32_e32 v36, 3, v48
	v_mov_b32_e32 v37, 0
	v_div_fixup_f32 v24, v24, s17, 1.0
	v_lshl_or_b32 v70, v0, 2, v1
	v_lshlrev_b32_e32 v1, 6, v48
	v_lshl_add_u64 v[34:35], v[34:35], 0, v[36:37]
	v_add_u32_e32 v51, s20, v48
	v_add_u32_e32 v52, s20, v0
	v_add_u32_e32 v53, s20, v49
	s_mov_b32 s19, 0xc2d00000
	s_mov_b32 s30, 0x3fb8aa3b
	s_mov_b32 s34, 0xcb400000
	s_mov_b32 s44, 0xbf317218
	s_mov_b32 s46, 0x3102e308
	s_mov_b32 s52, 0x39500d01
	v_or_b32_e32 v65, 0x2000, v64
	v_or_b32_e32 v66, 0x1000, v64
	v_or_b32_e32 v68, 0x2000, v67
	v_or_b32_e32 v69, 0x1000, v67
	v_cmp_eq_u32_e64 s[0:1], 0, v48
	s_mov_b32 s54, s16
	s_mov_b32 s55, s16
	v_mov_b32_e32 v31, v30
	s_mov_b32 s16, s17
	s_mov_b32 s47, s18
	v_mov_b32_e32 v25, v24
	v_lshlrev_b32_e32 v71, 4, v48
	v_lshl_add_u64 v[34:35], s[24:25], 0, v[34:35]
	s_lshl_b64 s[24:25], s[2:3], 15
	s_mov_b32 s53, 0xf800000
	v_mov_b32_e32 v72, 0x260
	s_mov_b32 s56, 0x4b400000
	s_mov_b32 s58, 0x3ab60b61
	s_mov_b32 s60, 0x3c088889
	s_mov_b32 s62, 0x3d2aaaab
	s_mov_b32 s64, 0x3e2aaaab
	v_mov_b32_e32 v36, -1.0
	s_mov_b32 s59, 0x800000
	s_mov_b32 s66, 0x4b000000
	s_mov_b32 s68, 0x3e638e39
	s_mov_b32 s70, 0x3e3a2e8c
	s_mov_b32 s72, 0x3e924925
	s_mov_b32 s74, 0x3ecccccd
	s_mov_b32 s76, 0x3f2aaaab
	s_mov_b32 s78, 0xb102e308
	s_mov_b32 s80, 0x3f317218
	s_mov_b32 s61, 0x7f800000
	v_add_u32_e32 v73, v50, v1
	s_xor_b64 s[82:83], s[6:7], -1
	v_not_b32_e32 v74, 22
	v_mov_b32_e32 v75, 0xff800000
	v_mov_b32_e32 v76, 0x7f800000
	v_mov_b32_e32 v77, 0x7fc00000
	s_mov_b32 s63, 0
	s_branch .LBB0_9
.LBB0_8:
	s_add_i32 s63, s63, 1
	s_add_i32 s21, s21, -8
	s_add_i32 s33, s33, 8
	s_cmp_eq_u32 s63, s35
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_76
.LBB0_9:
	s_lshl_b32 s9, s63, 3
	s_sub_i32 s65, s31, s9
	v_mov_b32_e32 v79, 0
	v_cmp_gt_i32_e64 s[2:3], s65, v48
	v_mov_b32_e32 v78, v79
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_11
	v_add_u32_e32 v1, s9, v51
	v_ashrrev_i32_e32 v37, 31, v1
	v_mul_lo_u32 v37, s38, v37
	v_mul_lo_u32 v40, s39, v1
	v_mad_u64_u32 v[38:39], s[6:7], s38, v1, 0
	v_add3_u32 v39, v39, v37, v40
	v_lshl_add_u64 v[38:39], v[38:39], 1, v[22:23]
	global_load_ushort v1, v[38:39], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v78, 16, v1
.LBB0_11:
	s_or_b64 exec, exec, s[4:5]
	s_min_i32 s8, s65, 8
	v_cmp_gt_i32_e64 s[4:5], s8, v0
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB0_13
	v_add_u32_e32 v1, s9, v52
	v_ashrrev_i32_e32 v37, 31, v1
	v_mul_lo_u32 v37, s42, v37
	v_mul_lo_u32 v40, s43, v1
	v_mad_u64_u32 v[38:39], s[10:11], s42, v1, 0
	v_add3_u32 v39, v39, v37, v40
	v_lshl_add_u64 v[38:39], v[38:39], 1, s[28:29]
	global_load_ushort v1, v[38:39], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v79, 16, v1
.LBB0_13:
	s_or_b64 exec, exec, s[6:7]
	v_add_u32_e32 v38, s9, v53
	v_ashrrev_i32_e32 v1, 31, v38
	v_mul_lo_u32 v37, s26, v1
	v_mul_lo_u32 v39, s27, v38
	v_mad_u64_u32 v[40:41], s[6:7], s26, v38, v[26:27]
	v_mov_b32_e32 v92, 0
	v_cmp_gt_i32_e32 vcc, s8, v49
	v_add3_u32 v41, v39, v41, v37
	v_mov_b32_e32 v90, v92
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_15
	v_lshl_add_u64 v[42:43], v[40:41], 1, s[48:49]
	global_load_ushort v37, v[42:43], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v90, 16, v37
.LBB0_15:
	s_or_b64 exec, exec, s[6:7]
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_17
	v_lshl_add_u64 v[42:43], v[40:41], 1, s[48:49]
	global_load_ushort v37, v[42:43], off offset:2
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v92, 16, v37
.LBB0_17:
	s_or_b64 exec, exec, s[6:7]
	v_mov_b32_e32 v89, 0
	v_mov_b32_e32 v37, v89
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_19
	v_lshl_add_u64 v[42:43], v[40:41], 1, s[48:49]
	global_load_ushort v37, v[42:43], off offset:4
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v37, 16, v37
.LBB0_19:
	s_or_b64 exec, exec, s[6:7]
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_21
	v_lshl_add_u64 v[40:41], v[40:41], 1, s[48:49]
	global_load_ushort v39, v[40:41], off offset:6
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v89, 16, v39
.LBB0_21:
	s_or_b64 exec, exec, s[6:7]
	v_mad_u64_u32 v[40:41], s[6:7], s36, v38, v[26:27]
	v_mul_lo_u32 v39, s36, v1
	v_mul_lo_u32 v42, s37, v38
	v_mov_b32_e32 v94, 0
	v_add3_u32 v41, v42, v41, v39
	v_mov_b32_e32 v93, v94
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_23
	v_lshl_add_u64 v[42:43], v[40:41], 1, s[50:51]
	global_load_ushort v39, v[42:43], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v93, 16, v39
.LBB0_23:
	s_or_b64 exec, exec, s[6:7]
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_25
	v_lshl_add_u64 v[42:43], v[40:41], 1, s[50:51]
	global_load_ushort v39, v[42:43], off offset:2
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v94, 16, v39
.LBB0_25:
	s_or_b64 exec, exec, s[6:7]
	v_mov_b32_e32 v91, 0
	v_mov_b32_e32 v88, v91
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_27
	v_lshl_add_u64 v[42:43], v[40:41], 1, s[50:51]
	global_load_ushort v39, v[42:43], off offset:4
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v88, 16, v39
.LBB0_27:
	s_or_b64 exec, exec, s[6:7]
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_29
	v_lshl_add_u64 v[40:41], v[40:41], 1, s[50:51]
	global_load_ushort v39, v[40:41], off offset:6
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v91, 16, v39
.LBB0_29:
	s_or_b64 exec, exec, s[6:7]
	v_mad_u64_u32 v[40:41], s[6:7], s40, v38, v[28:29]
	v_mul_lo_u32 v1, s40, v1
	v_mul_lo_u32 v39, s41, v38
	v_mov_b32_e32 v45, 0
	v_add3_u32 v41, v39, v41, v1
	v_mov_b32_e32 v44, v45
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_31
	v_lshl_add_u64 v[42:43], v[40:41], 1, s[14:15]
	global_load_ushort v1, v[42:43], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v44, 16, v1
.LBB0_31:
	s_or_b64 exec, exec, s[6:7]
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_33
	v_lshl_add_u64 v[42:43], v[40:41], 1, s[14:15]
	global_load_ushort v1, v[42:43], off offset:2
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v45, 16, v1
.LBB0_33:
	s_or_b64 exec, exec, s[6:7]
	v_mov_b32_e32 v43, 0
	v_mov_b32_e32 v42, v43
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_35
	v_lshl_add_u64 v[46:47], v[40:41], 1, s[14:15]
	global_load_ushort v1, v[46:47], off offset:4
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v42, 16, v1
.LBB0_35:
	s_or_b64 exec, exec, s[6:7]
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_37
	v_lshl_add_u64 v[40:41], v[40:41], 1, s[14:15]
	global_load_ushort v1, v[40:41], off offset:6
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v43, 16, v1
.LBB0_37:
	s_or_b64 exec, exec, s[6:7]
	v_add_u32_e32 v38, 4, v38
	v_ashrrev_i32_e32 v1, 31, v38
	v_cmp_gt_i32_e64 s[6:7], s8, v54
	v_mul_lo_u32 v39, s26, v1
	v_mul_lo_u32 v46, s27, v38
	v_mad_u64_u32 v[40:41], s[8:9], s26, v38, v[26:27]
	v_mov_b32_e32 v85, 0
	v_add3_u32 v41, v46, v41, v39
	v_mov_b32_e32 v83, v85
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB0_39
	v_lshl_add_u64 v[46:47], v[40:41], 1, s[48:49]
	global_load_ushort v39, v[46:47], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v83, 16, v39
.LBB0_39:
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB0_41
	v_lshl_add_u64 v[46:47], v[40:41], 1, s[48:49]
	global_load_ushort v39, v[46:47], off offset:2
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v85, 16, v39
.LBB0_41:
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32_e32 v81, 0
	v_mov_b32_e32 v80, v81
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB0_43
	v_lshl_add_u64 v[46:47], v[40:41], 1, s[48:49]
	global_load_ushort v39, v[46:47], off offset:4
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v80, 16, v39
.LBB0_43:
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB0_45
	v_lshl_add_u64 v[40:41], v[40:41], 1, s[48:49]
	global_load_ushort v39, v[40:41], off offset:6
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v81, 16, v39
.LBB0_45:
	s_or_b64 exec, exec, s[8:9]
	v_mad_u64_u32 v[40:41], s[8:9], s36, v38, v[26:27]
	v_mul_lo_u32 v39, s36, v1
	v_mul_lo_u32 v46, s37, v38
	v_mov_b32_e32 v87, 0
	v_add3_u32 v41, v46, v41, v39
	v_mov_b32_e32 v86, v87
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB0_47
	v_lshl_add_u64 v[46:47], v[40:41], 1, s[50:51]
	global_load_ushort v39, v[46:47], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v86, 16, v39
.LBB0_47:
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB0_49
	v_lshl_add_u64 v[46:47], v[40:41], 1, s[50:51]
	global_load_ushort v39, v[46:47], off offset:2
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v87, 16, v39
.LBB0_49:
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32_e32 v84, 0
	v_mov_b32_e32 v82, v84
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB0_51
	v_lshl_add_u64 v[46:47], v[40:41], 1, s[50:51]
	global_load_ushort v39, v[46:47], off offset:4
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v82, 16, v39
.LBB0_51:
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB0_53
	v_lshl_add_u64 v[40:41], v[40:41], 1, s[50:51]
	global_load_ushort v39, v[40:41], off offset:6
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v84, 16, v39
.LBB0_53:
	s_or_b64 exec, exec, s[8:9]
	v_mad_u64_u32 v[46:47], s[8:9], s40, v38, v[28:29]
	v_mul_lo_u32 v1, s40, v1
	v_mul_lo_u32 v38, s41, v38
	v_mov_b32_e32 v39, 0
	v_add3_u32 v47, v38, v47, v1
	v_mov_b32_e32 v38, v39
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB0_55
	v_lshl_add_u64 v[40:41], v[46:47], 1, s[14:15]
	global_load_ushort v1, v[40:41], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v38, 16, v1
.LBB0_55:
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB0_57
	v_lshl_add_u64 v[40:41], v[46:47], 1, s[14:15]
	global_load_ushort v1, v[40:41], off offset:2
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v39, 16, v1
.LBB0_57:
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32_e32 v41, 0
	v_mov_b32_e32 v40, v41
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execnz .LBB0_71
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execnz .LBB0_72
.LBB0_59:
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[84:85], vcc
	s_cbranch_execnz .LBB0_73
.LBB0_60:
	s_or_b64 exec, exec, s[84:85]
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
	ds_write_b32 v73, v78
.LBB0_64:
	s_or_b64 exec, exec, s[4:5]
	s_cmp_lt_i32 s65, 1
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_8
	s_ashr_i32 s2, s33, 31
	s_mul_i32 s3, s25, s33
	s_mul_i32 s2, s24, s2
	v_mov_b32_e32 v37, s33
	s_add_i32 s4, s2, s3
	v_mad_u64_u32 v[38:39], s[2:3], s24, v37, v[34:35]
	v_med3_i32 v1, s21, 1, 8
	v_add_u32_e32 v39, s4, v39
	s_movk_i32 s4, 0x3200
	s_mov_b32 s5, s33
	v_mov_b32_e32 v37, v71
	v_mov_b32_e32 v40, v50
	s_branch .LBB0_67
.LBB0_66:
	v_add_u32_e32 v1, -1, v1
	v_cmp_eq_u32_e32 vcc, 0, v1
	v_add_u32_e32 v40, 64, v40
	v_add_u32_e32 v37, 0x200, v37
	s_add_i32 s4, s4, 4
	s_add_i32 s5, s5, 1
	v_lshl_add_u64 v[38:39], v[38:39], 0, s[24:25]
	s_cbranch_vccnz .LBB0_8
.LBB0_67:
	s_waitcnt lgkmcnt(0)
	ds_read_b128 v[42:45], v37
	ds_read_b128 v[78:81], v37 offset:128
	ds_read_b128 v[82:85], v37 offset:256
	s_waitcnt lgkmcnt(2)
	v_pk_mul_f32 v[6:7], v[6:7], v[42:43]
	v_pk_mul_f32 v[46:47], v[16:17], v[44:45]
	ds_read_b128 v[42:45], v37 offset:4096
	ds_read_b128 v[86:89], v37 offset:4224
	s_waitcnt lgkmcnt(3)
	v_pk_mul_f32 v[90:91], v[14:15], v[78:79]
	ds_read_b128 v[14:17], v37 offset:384
	v_pk_mul_f32 v[20:21], v[20:21], v[80:81]
	s_waitcnt lgkmcnt(3)
	v_pk_mul_f32 v[82:83], v[10:11], v[82:83]
	v_pk_mul_f32 v[84:85], v[12:13], v[84:85]
	ds_read_b128 v[10:13], v37 offset:4352
	ds_read_b128 v[78:81], v37 offset:4480
	s_waitcnt lgkmcnt(2)
	v_pk_mul_f32 v[8:9], v[8:9], v[14:15]
	v_pk_mul_f32 v[18:19], v[18:19], v[16:17]
	v_mov_b32_e32 v14, v43
	v_mov_b32_e32 v15, v87
	v_mov_b32_e32 v16, v7
	v_mov_b32_e32 v17, v91
	v_pk_mul_f32 v[14:15], v[14:15], v[16:17]
	v_mov_b32_e32 v16, v42
	v_mov_b32_e32 v17, v86
	v_mov_b32_e32 v92, v6
	v_mov_b32_e32 v93, v90
	v_pk_fma_f32 v[14:15], v[16:17], v[92:93], v[14:15]
	v_mov_b32_e32 v16, v44
	v_mov_b32_e32 v17, v88
	v_mov_b32_e32 v92, v46
	v_mov_b32_e32 v93, v20
	v_pk_fma_f32 v[14:15], v[16:17], v[92:93], v[14:15]
	v_mov_b32_e32 v16, v45
	v_mov_b32_e32 v17, v89
	v_mov_b32_e32 v92, v47
	v_mov_b32_e32 v93, v21
	v_pk_fma_f32 v[14:15], v[16:17], v[92:93], v[14:15]
	s_waitcnt lgkmcnt(1)
	v_mov_b32_e32 v16, v11
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v17, v79
	v_mov_b32_e32 v92, v83
	v_mov_b32_e32 v93, v9
	v_pk_mul_f32 v[16:17], v[16:17], v[92:93]
	v_mov_b32_e32 v92, v10
	v_mov_b32_e32 v93, v78
	v_mov_b32_e32 v94, v82
	v_mov_b32_e32 v95, v8
	v_pk_fma_f32 v[16:17], v[92:93], v[94:95], v[16:17]
	v_mov_b32_e32 v92, v12
	v_mov_b32_e32 v93, v80
	v_mov_b32_e32 v94, v84
	v_mov_b32_e32 v95, v18
	v_pk_fma_f32 v[16:17], v[92:93], v[94:95], v[16:17]
	v_mov_b32_e32 v92, v13
	v_mov_b32_e32 v93, v81
	v_mov_b32_e32 v94, v85
	v_mov_b32_e32 v95, v19
	v_pk_fma_f32 v[16:17], v[92:93], v[94:95], v[16:17]
	s_nop 0
	v_pk_add_f32 v[14:15], v[14:15], v[16:17]
	v_mov_b32_e32 v16, s4
	v_add_f32_e32 v14, v14, v15
	ds_bpermute_b32 v15, v61, v14
	ds_read_b32 v17, v40
	ds_read_b32 v16, v16
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v14, v14, v15
	ds_bpermute_b32 v15, v62, v14
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v14, v14, v15
	ds_bpermute_b32 v15, v63, v14
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v14, v14, v15
	v_sub_f32_e32 v14, v17, v14
	v_mul_f32_e32 v92, v16, v14
	v_pk_fma_f32 v[6:7], v[42:43], v[92:93], v[6:7] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[16:17], v[44:45], v[92:93], v[46:47] op_sel_hi:[1,0,1]
	ds_read_b128 v[42:45], v37 offset:8192
	v_pk_fma_f32 v[14:15], v[86:87], v[92:93], v[90:91] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[20:21], v[88:89], v[92:93], v[20:21] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[10:11], v[10:11], v[92:93], v[82:83] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[12:13], v[12:13], v[92:93], v[84:85] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[8:9], v[78:79], v[92:93], v[8:9] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[18:19], v[80:81], v[92:93], v[18:19] op_sel_hi:[1,0,1]
	ds_read_b128 v[78:81], v37 offset:8320
	ds_read_b128 v[82:85], v37 offset:8448
	ds_read_b128 v[86:89], v37 offset:8576
	s_waitcnt lgkmcnt(3)
	v_mul_f32_e32 v41, v43, v7
	v_fmac_f32_e32 v41, v42, v6
	v_fmac_f32_e32 v41, v44, v16
	s_waitcnt lgkmcnt(2)
	v_mul_f32_e32 v42, v79, v15
	s_waitcnt lgkmcnt(1)
	v_mul_f32_e32 v43, v11, v83
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v44, v9, v87
	v_fmac_f32_e32 v42, v78, v14
	v_fmac_f32_e32 v43, v82, v10
	v_fmac_f32_e32 v44, v86, v8
	v_fmac_f32_e32 v42, v80, v20
	v_fmac_f32_e32 v43, v84, v12
	v_fmac_f32_e32 v44, v88, v18
	v_fmac_f32_e32 v41, v45, v17
	v_fmac_f32_e32 v42, v81, v21
	v_fmac_f32_e32 v43, v85, v13
	v_fmac_f32_e32 v44, v89, v19
	v_add_f32_e32 v41, v41, v43
	v_add_f32_e32 v42, v42, v44
	v_add_f32_e32 v41, v41, v42
	ds_bpermute_b32 v42, v61, v41
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v41, v41, v42
	ds_bpermute_b32 v42, v62, v41
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v41, v41, v42
	ds_bpermute_b32 v42, v63, v41
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_69
	s_add_i32 s6, s20, s5
	s_ashr_i32 s7, s6, 31
	s_mul_i32 s7, s22, s7
	s_mul_hi_u32 s8, s22, s6
	s_add_i32 s7, s8, s7
	s_mul_i32 s8, s23, s6
	s_add_i32 s7, s7, s8
	s_mul_i32 s6, s22, s6
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v41, v41, v42
	v_cvt_pk_bf16_f32 v41, v41, s0
	v_lshl_add_u64 v[42:43], s[6:7], 1, v[32:33]
	global_store_short v[42:43], v41, off
.LBB0_69:
	s_or_b64 exec, exec, s[2:3]
	s_cmp_ge_i32 s5, s57
	s_cselect_b64 s[2:3], -1, 0
	s_or_b64 s[2:3], s[2:3], s[82:83]
	s_and_b64 vcc, exec, s[2:3]
	s_cbranch_vccnz .LBB0_66
	v_cvt_pk_bf16_f32 v43, v16, v17
	s_waitcnt lgkmcnt(0)
	v_cvt_pk_bf16_f32 v42, v6, v7
	global_store_dwordx2 v[38:39], v[42:43], off
	v_cvt_pk_bf16_f32 v43, v20, v21
	v_cvt_pk_bf16_f32 v42, v14, v15
	global_store_dwordx2 v[38:39], v[42:43], off offset:64
	v_cvt_pk_bf16_f32 v43, v12, v13
	v_cvt_pk_bf16_f32 v42, v10, v11
	global_store_dwordx2 v[38:39], v[42:43], off offset:128
	v_cvt_pk_bf16_f32 v43, v18, v19
	v_cvt_pk_bf16_f32 v42, v8, v9
	global_store_dwordx2 v[38:39], v[42:43], off offset:192
	s_branch .LBB0_66
.LBB0_71:
	v_lshl_add_u64 v[96:97], v[46:47], 1, s[14:15]
	global_load_ushort v1, v[96:97], off offset:4
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v40, 16, v1
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB0_59
.LBB0_72:
	v_lshl_add_u64 v[46:47], v[46:47], 1, s[14:15]
	global_load_ushort v1, v[46:47], off offset:6
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v41, 16, v1
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[84:85], vcc
	s_cbranch_execz .LBB0_60
.LBB0_73:
	v_mul_f32_e32 v1, v92, v92
	v_fmac_f32_e32 v1, v90, v90
	v_mul_f32_e32 v47, v94, v94
	v_fmac_f32_e32 v1, v37, v37
	v_fmac_f32_e32 v47, v93, v93
	v_fmac_f32_e32 v1, v89, v89
	v_fmac_f32_e32 v47, v88, v88
	ds_bpermute_b32 v46, v59, v1
	v_fmac_f32_e32 v47, v91, v91
	ds_bpermute_b32 v95, v59, v47
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v1, v1, v46
	ds_bpermute_b32 v46, v60, v1
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v47, v47, v95
	ds_bpermute_b32 v95, v60, v47
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v1, v1, v46
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v46, v47, v95
	ds_bpermute_b32 v47, v61, v1
	ds_bpermute_b32 v95, v61, v46
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v1, v1, v47
	ds_bpermute_b32 v47, v62, v1
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v46, v46, v95
	ds_bpermute_b32 v95, v62, v46
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v1, v1, v47
	ds_bpermute_b32 v47, v63, v1
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v46, v46, v95
	ds_bpermute_b32 v95, v63, v46
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v1, v1, v47
	v_add_f32_e32 v1, 0x358637bd, v1
	v_mul_f32_e32 v47, 0x4f800000, v1
	v_cmp_gt_f32_e32 vcc, s53, v1
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v46, v46, v95
	v_add_f32_e32 v46, 0x358637bd, v46
	v_cndmask_b32_e32 v1, v1, v47, vcc
	v_sqrt_f32_e32 v47, v1
	v_mul_f32_e32 v95, 0x4f800000, v46
	v_cmp_gt_f32_e64 s[8:9], s53, v46
	v_add_u32_e32 v96, -1, v47
	v_add_u32_e32 v97, 1, v47
	v_fma_f32 v98, -v96, v47, v1
	v_cndmask_b32_e64 v46, v46, v95, s[8:9]
	v_fma_f32 v99, -v97, v47, v1
	v_cmp_ge_f32_e64 s[10:11], 0, v98
	v_sqrt_f32_e32 v95, v46
	v_cmp_lt_f32_e64 s[12:13], 0, v99
	v_cndmask_b32_e64 v47, v47, v96, s[10:11]
	s_nop 0
	v_cndmask_b32_e64 v47, v47, v97, s[12:13]
	v_mul_f32_e32 v96, 0x37800000, v47
	v_cndmask_b32_e32 v47, v47, v96, vcc
	v_cmp_class_f32_e32 vcc, v1, v72
	s_nop 1
	v_cndmask_b32_e32 v1, v47, v1, vcc
	v_add_u32_e32 v47, -1, v95
	v_fma_f32 v96, -v47, v95, v46
	v_cmp_ge_f32_e32 vcc, 0, v96
	v_add_u32_e32 v96, 1, v95
	s_nop 0
	v_cndmask_b32_e32 v47, v95, v47, vcc
	v_fma_f32 v95, -v96, v95, v46
	v_cmp_lt_f32_e32 vcc, 0, v95
	s_nop 1
	v_cndmask_b32_e32 v47, v47, v96, vcc
	v_div_scale_f32 v96, s[10:11], v1, v1, v92
	v_rcp_f32_e32 v97, v96
	v_mul_f32_e32 v95, 0x37800000, v47
	v_cndmask_b32_e64 v47, v47, v95, s[8:9]
	v_cmp_class_f32_e32 vcc, v46, v72
	s_nop 1
	v_cndmask_b32_e32 v100, v47, v46, vcc
	v_fma_f32 v46, -v96, v97, 1.0
	v_fmac_f32_e32 v97, v46, v97
	v_div_scale_f32 v46, vcc, v92, v1, v92
	v_mul_f32_e32 v47, v46, v97
	v_fma_f32 v95, -v96, v47, v46
	v_fmac_f32_e32 v47, v95, v97
	v_div_scale_f32 v95, s[8:9], v1, v1, v90
	v_fma_f32 v46, -v96, v47, v46
	v_rcp_f32_e32 v96, v95
	v_div_fmas_f32 v46, v46, v97, v47
	v_div_fixup_f32 v47, v46, v1, v92
	v_fma_f32 v46, -v95, v96, 1.0
	v_fmac_f32_e32 v96, v46, v96
	v_div_scale_f32 v46, vcc, v90, v1, v90
	v_mul_f32_e32 v92, v46, v96
	v_fma_f32 v97, -v95, v92, v46
	v_fmac_f32_e32 v92, v97, v96
	v_fma_f32 v46, -v95, v92, v46
	v_div_scale_f32 v95, s[8:9], v100, v100, v94
	v_rcp_f32_e32 v98, v95
	v_div_fmas_f32 v46, v46, v96, v92
	v_div_fixup_f32 v46, v46, v1, v90
	v_pk_mul_f32 v[96:97], s[54:55], v[46:47]
	v_fma_f32 v46, -v95, v98, 1.0
	v_fmac_f32_e32 v98, v46, v98
	v_div_scale_f32 v46, vcc, v94, v100, v94
	v_mul_f32_e32 v47, v46, v98
	v_fma_f32 v90, -v95, v47, v46
	v_fmac_f32_e32 v47, v90, v98
	v_div_scale_f32 v90, s[8:9], v100, v100, v93
	v_rcp_f32_e32 v92, v90
	v_fma_f32 v46, -v95, v47, v46
	v_div_fmas_f32 v46, v46, v98, v47
	v_div_fixup_f32 v95, v46, v100, v94
	v_fma_f32 v46, -v90, v92, 1.0
	v_fmac_f32_e32 v92, v46, v92
	v_div_scale_f32 v46, vcc, v93, v100, v93
	v_mul_f32_e32 v47, v46, v92
	v_fma_f32 v94, -v90, v47, v46
	v_fmac_f32_e32 v47, v94, v92
	v_fma_f32 v46, -v90, v47, v46
	v_div_scale_f32 v90, s[8:9], v1, v1, v89
	v_rcp_f32_e32 v98, v90
	v_div_fmas_f32 v46, v46, v92, v47
	v_div_fixup_f32 v94, v46, v100, v93
	v_fma_f32 v46, -v90, v98, 1.0
	v_fmac_f32_e32 v98, v46, v98
	v_div_scale_f32 v46, vcc, v89, v1, v89
	v_mul_f32_e32 v47, v46, v98
	v_fma_f32 v92, -v90, v47, v46
	v_fmac_f32_e32 v47, v92, v98
	v_fma_f32 v46, -v90, v47, v46
	v_div_scale_f32 v90, s[8:9], v1, v1, v37
	v_rcp_f32_e32 v92, v90
	v_div_fmas_f32 v46, v46, v98, v47
	v_div_fixup_f32 v47, v46, v1, v89
	v_fma_f32 v46, -v90, v92, 1.0
	v_fmac_f32_e32 v92, v46, v92
	v_div_scale_f32 v46, vcc, v37, v1, v37
	v_mul_f32_e32 v89, v46, v92
	v_fma_f32 v93, -v90, v89, v46
	v_fmac_f32_e32 v89, v93, v92
	v_fma_f32 v46, -v90, v89, v46
	v_div_fmas_f32 v46, v46, v92, v89
	v_div_scale_f32 v89, s[8:9], v100, v100, v91
	v_rcp_f32_e32 v90, v89
	v_div_fixup_f32 v46, v46, v1, v37
	v_pk_mul_f32 v[98:99], s[54:55], v[46:47]
	ds_write_b128 v65, v[96:99]
	v_fma_f32 v1, -v89, v90, 1.0
	v_fmac_f32_e32 v90, v1, v90
	v_div_scale_f32 v1, vcc, v91, v100, v91
	v_mul_f32_e32 v37, v1, v90
	v_fma_f32 v46, -v89, v37, v1
	v_fmac_f32_e32 v37, v46, v90
	v_div_scale_f32 v46, s[8:9], v100, v100, v88
	v_rcp_f32_e32 v47, v46
	v_fma_f32 v1, -v89, v37, v1
	v_div_fmas_f32 v1, v1, v90, v37
	v_div_fixup_f32 v97, v1, v100, v91
	v_fma_f32 v1, -v46, v47, 1.0
	v_fmac_f32_e32 v47, v1, v47
	v_div_scale_f32 v1, vcc, v88, v100, v88
	v_mul_f32_e32 v37, v1, v47
	v_fma_f32 v89, -v46, v37, v1
	v_fmac_f32_e32 v37, v89, v47
	s_waitcnt vmcnt(0)
	v_pk_add_f32 v[90:91], v[2:3], v[44:45]
	v_fma_f32 v1, -v46, v37, v1
	v_pk_mul_f32 v[92:93], s[16:17], v[90:91]
	v_div_fmas_f32 v1, v1, v47, v37
	v_cmp_ngt_f32_e32 vcc, s19, v92
	v_div_fixup_f32 v96, v1, v100, v88
	ds_write_b128 v66, v[94:97]
	v_cndmask_b32_e32 v37, v55, v92, vcc
	v_cmp_ngt_f32_e32 vcc, s19, v93
	s_nop 1
	v_cndmask_b32_e32 v44, v55, v93, vcc
	v_cmp_nlt_f32_e32 vcc, s45, v44
	s_nop 1
	v_cndmask_b32_e32 v47, v56, v44, vcc
	v_cmp_nlt_f32_e32 vcc, s45, v37
	v_mov_b64_e32 v[44:45], s[56:57]
	s_nop 0
	v_cndmask_b32_e32 v46, v56, v37, vcc
	v_pk_fma_f32 v[98:99], v[46:47], s[30:31], v[44:45] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_add_f32 v[98:99], v[98:99], s[34:35] op_sel_hi:[1,0]
	s_nop 0
	v_cmp_o_f32_e32 vcc, v99, v99
	v_pk_fma_f32 v[94:95], v[98:99], s[44:45], v[46:47] op_sel_hi:[1,0,1]
	v_pk_mul_f32 v[96:97], v[98:99], s[46:47] op_sel_hi:[1,0]
	v_cndmask_b32_e32 v37, 0, v99, vcc
	v_cmp_o_f32_e32 vcc, v98, v98
	v_mov_b64_e32 v[46:47], s[58:59]
	v_cvt_i32_f32_e32 v110, v37
	v_cndmask_b32_e32 v89, 0, v98, vcc
	v_pk_add_f32 v[98:99], v[94:95], v[96:97]
	v_cvt_i32_f32_e32 v89, v89
	v_pk_fma_f32 v[104:105], v[98:99], s[52:53], v[46:47] op_sel_hi:[1,0,0]
	v_pk_mul_f32 v[106:107], v[98:99], v[98:99]
	v_pk_fma_f32 v[104:105], v[104:105], v[98:99], s[60:61] op_sel_hi:[1,1,0]
	v_pk_add_f32 v[100:101], v[98:99], v[94:95] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_fma_f32 v[104:105], v[104:105], v[98:99], s[62:63] op_sel_hi:[1,1,0]
	v_pk_add_f32 v[102:103], v[96:97], v[100:101] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_fma_f32 v[104:105], v[104:105], v[98:99], s[64:65] op_sel_hi:[1,1,0]
	v_ashrrev_i32_e32 v1, 1, v110
	v_pk_fma_f32 v[104:105], v[104:105], v[98:99], 0.5 op_sel_hi:[1,1,0]
	v_ashrrev_i32_e32 v111, 1, v89
	v_pk_mul_f32 v[104:105], v[106:107], v[104:105]
	v_lshl_add_u32 v88, v111, 23, 1.0
	v_pk_add_f32 v[106:107], v[98:99], v[104:105]
	s_nop 0
	v_pk_add_f32 v[98:99], v[106:107], v[98:99] neg_lo:[0,1] neg_hi:[0,1]
	v_mov_b32_e32 v96, v107
	v_pk_add_f32 v[98:99], v[104:105], v[98:99] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[104:105], v[106:107], 1.0 op_sel_hi:[1,0]
	s_nop 0
	v_add_f32_e32 v37, -1.0, v104
	v_sub_f32_e32 v94, v106, v37
	v_mov_b32_e32 v37, v95
	v_pk_add_f32 v[108:109], v[104:105], v[36:37] op_sel:[1,0] op_sel_hi:[0,1]
	v_mov_b32_e32 v109, v101
	v_pk_add_f32 v[96:97], v[96:97], v[108:109] neg_lo:[0,1] neg_hi:[0,1]
	v_sub_u32_e32 v37, v89, v111
	v_mov_b32_e32 v103, v97
	v_pk_add_f32 v[98:99], v[102:103], v[98:99]
	v_mov_b32_e32 v95, v96
	v_pk_add_f32 v[94:95], v[94:95], v[98:99]
	v_sub_u32_e32 v96, v110, v1
	v_pk_add_f32 v[94:95], v[104:105], v[94:95]
	v_lshl_add_u32 v89, v1, 23, 1.0
	v_lshl_add_u32 v97, v96, 23, 1.0
	v_lshl_add_u32 v96, v37, 23, 1.0
	v_pk_mul_f32 v[88:89], v[94:95], v[88:89]
	s_nop 0
	v_pk_mul_f32 v[88:89], v[88:89], v[96:97]
	s_nop 0
	v_pk_add_f32 v[88:89], v[88:89], 1.0 op_sel_hi:[1,0]
	s_nop 0
	v_pk_mul_f32 v[94:95], v[88:89], s[66:67] op_sel_hi:[1,0]
	v_cmp_gt_f32_e32 vcc, s59, v88
	v_cmp_gt_f32_e64 s[8:9], s59, v89
	s_nop 0
	v_cndmask_b32_e32 v1, v88, v94, vcc
	v_cndmask_b32_e64 v37, v89, v95, s[8:9]
	v_add_u32_e32 v96, 0xc0cafb0d, v37
	v_add_u32_e32 v97, 0xc0cafb0d, v1
	v_and_b32_e32 v94, 0xff800000, v96
	v_and_b32_e32 v98, 0xff800000, v97
	v_sub_u32_e32 v95, v37, v94
	v_sub_u32_e32 v94, v1, v98
	v_cndmask_b32_e32 v37, 0, v74, vcc
	v_ashrrev_i32_e32 v98, 23, v96
	v_ashrrev_i32_e32 v96, 23, v97
	v_pk_add_f32 v[94:95], v[94:95], -1.0 op_sel_hi:[1,0]
	v_add_u32_e32 v37, v96, v37
	v_pk_add_f32 v[96:97], v[94:95], 2.0 op_sel_hi:[1,0]
	v_cndmask_b32_e64 v1, 0, v74, s[8:9]
	v_div_scale_f32 v100, s[8:9], v97, v97, v95
	v_rcp_f32_e32 v101, v100
	v_add_u32_e32 v1, v98, v1
	v_cvt_f32_i32_e32 v99, v1
	v_cvt_f32_i32_e32 v98, v37
	v_fma_f32 v1, -v100, v101, 1.0
	v_fmac_f32_e32 v101, v1, v101
	v_div_scale_f32 v1, vcc, v95, v97, v95
	v_mul_f32_e32 v37, v1, v101
	v_fma_f32 v102, -v100, v37, v1
	v_fmac_f32_e32 v37, v102, v101
	v_fma_f32 v1, -v100, v37, v1
	v_div_scale_f32 v100, s[8:9], v96, v96, v94
	v_rcp_f32_e32 v102, v100
	v_div_fmas_f32 v1, v1, v101, v37
	v_div_fixup_f32 v97, v1, v97, v95
	v_fma_f32 v1, -v100, v102, 1.0
	v_fmac_f32_e32 v102, v1, v102
	v_div_scale_f32 v1, vcc, v94, v96, v94
	v_mul_f32_e32 v37, v1, v102
	v_fma_f32 v101, -v100, v37, v1
	v_fmac_f32_e32 v37, v101, v102
	v_fma_f32 v1, -v100, v37, v1
	v_div_fmas_f32 v1, v1, v102, v37
	v_div_fixup_f32 v96, v1, v96, v94
	v_pk_mul_f32 v[100:101], v[96:97], v[96:97]
	v_mov_b64_e32 v[102:103], s[68:69]
	v_pk_fma_f32 v[104:105], v[100:101], s[70:71], v[102:103] op_sel_hi:[1,0,0]
	v_cmp_neq_f32_e32 vcc, 0, v88
	v_pk_fma_f32 v[104:105], v[104:105], v[100:101], s[72:73] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[104:105], v[104:105], v[100:101], s[74:75] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[104:105], v[104:105], v[100:101], s[76:77] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_mul_f32 v[100:101], v[100:101], v[104:105] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_pk_add_f32 v[100:101], v[94:95], v[100:101]
	s_nop 0
	v_pk_fma_f32 v[94:95], v[96:97], v[100:101], v[94:95] neg_lo:[1,0,0] neg_hi:[1,0,0]
	s_nop 0
	v_pk_fma_f32 v[94:95], v[98:99], s[78:79], v[94:95] op_sel_hi:[1,0,1]
	s_nop 0
	v_pk_fma_f32 v[94:95], v[98:99], s[80:81], v[94:95] op_sel_hi:[1,0,1]
	s_nop 0
	v_cndmask_b32_e32 v1, v75, v94, vcc
	v_cmp_neq_f32_e32 vcc, 0, v89
	s_nop 1
	v_cndmask_b32_e32 v37, v75, v95, vcc
	v_cmp_neq_f32_e32 vcc, s61, v89
	s_nop 1
	v_cndmask_b32_e32 v37, v76, v37, vcc
	v_cmp_neq_f32_e32 vcc, s61, v88
	s_nop 1
	v_cndmask_b32_e32 v1, v76, v1, vcc
	v_cmp_ngt_f32_e32 vcc, 0, v88
	s_nop 1
	v_cndmask_b32_e32 v1, v77, v1, vcc
	v_cmp_ngt_f32_e32 vcc, 0, v89
	s_nop 1
	v_cndmask_b32_e32 v37, v77, v37, vcc
	v_cmp_u_f32_e32 vcc, v89, v89
	s_nop 1
	v_cndmask_b32_e32 v89, v37, v89, vcc
	v_cmp_u_f32_e32 vcc, v88, v88
	s_nop 1
	v_cndmask_b32_e32 v88, v1, v88, vcc
	v_pk_mul_f32 v[88:89], v[24:25], v[88:89]
	v_cmp_ge_f32_e32 vcc, s47, v93
	s_nop 1
	v_cndmask_b32_e32 v89, v91, v89, vcc
	v_cmp_ge_f32_e32 vcc, s18, v92
	s_nop 1
	v_cndmask_b32_e32 v88, v90, v88, vcc
	v_pk_mul_f32 v[88:89], v[30:31], v[88:89]
	s_nop 0
	v_cmp_ngt_f32_e32 vcc, s19, v88
	s_nop 1
	v_cndmask_b32_e32 v1, v55, v88, vcc
	v_cmp_ngt_f32_e32 vcc, s19, v89
	s_nop 1
	v_cndmask_b32_e32 v37, v55, v89, vcc
	v_cmp_nlt_f32_e32 vcc, s45, v37
	s_nop 1
	v_cndmask_b32_e32 v89, v56, v37, vcc
	v_cmp_nlt_f32_e32 vcc, s45, v1
	s_nop 1
	v_cndmask_b32_e32 v88, v56, v1, vcc
	v_pk_fma_f32 v[90:91], v[88:89], s[30:31], v[44:45] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_add_f32 v[90:91], v[90:91], s[34:35] op_sel_hi:[1,0]
	s_nop 0
	v_pk_fma_f32 v[88:89], v[90:91], s[44:45], v[88:89] op_sel_hi:[1,0,1]
	v_pk_mul_f32 v[92:93], v[90:91], s[46:47] op_sel_hi:[1,0]
	v_cmp_o_f32_e32 vcc, v91, v91
	v_pk_add_f32 v[94:95], v[88:89], v[92:93]
	s_nop 0
	v_pk_add_f32 v[88:89], v[94:95], v[88:89] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_mul_f32 v[96:97], v[94:95], v[94:95]
	v_pk_add_f32 v[88:89], v[92:93], v[88:89] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_fma_f32 v[92:93], v[94:95], s[52:53], v[46:47] op_sel_hi:[1,0,0]
	v_cndmask_b32_e32 v1, 0, v91, vcc
	v_pk_fma_f32 v[92:93], v[92:93], v[94:95], s[60:61] op_sel_hi:[1,1,0]
	v_cmp_o_f32_e32 vcc, v90, v90
	v_pk_fma_f32 v[92:93], v[92:93], v[94:95], s[62:63] op_sel_hi:[1,1,0]
	v_cvt_i32_f32_e32 v1, v1
	v_pk_fma_f32 v[92:93], v[92:93], v[94:95], s[64:65] op_sel_hi:[1,1,0]
	v_cndmask_b32_e32 v37, 0, v90, vcc
	v_pk_fma_f32 v[92:93], v[92:93], v[94:95], 0.5 op_sel_hi:[1,1,0]
	v_cvt_i32_f32_e32 v37, v37
	v_pk_mul_f32 v[92:93], v[96:97], v[92:93]
	v_ashrrev_i32_e32 v90, 1, v1
	v_pk_add_f32 v[96:97], v[94:95], v[92:93]
	v_sub_u32_e32 v1, v1, v90
	v_pk_add_f32 v[94:95], v[96:97], v[94:95] neg_lo:[0,1] neg_hi:[0,1]
	v_lshl_add_u32 v91, v90, 23, 1.0
	v_pk_add_f32 v[92:93], v[92:93], v[94:95] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_pk_add_f32 v[88:89], v[88:89], v[92:93]
	v_pk_add_f32 v[92:93], v[96:97], 1.0 op_sel_hi:[1,0]
	s_nop 0
	v_pk_add_f32 v[94:95], v[92:93], -1.0 op_sel_hi:[1,0]
	s_nop 0
	v_pk_add_f32 v[94:95], v[96:97], v[94:95] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_pk_add_f32 v[88:89], v[94:95], v[88:89]
	v_pk_add_f32 v[94:95], v[4:5], v[42:43]
	v_pk_add_f32 v[88:89], v[92:93], v[88:89]
	v_pk_mul_f32 v[96:97], s[16:17], v[94:95]
	v_ashrrev_i32_e32 v92, 1, v37
	v_cmp_ngt_f32_e32 vcc, s19, v96
	v_sub_u32_e32 v37, v37, v92
	v_lshl_add_u32 v93, v1, 23, 1.0
	v_cndmask_b32_e32 v1, v55, v96, vcc
	v_cmp_ngt_f32_e32 vcc, s19, v97
	v_lshl_add_u32 v90, v92, 23, 1.0
	v_lshl_add_u32 v92, v37, 23, 1.0
	v_cndmask_b32_e32 v37, v55, v97, vcc
	v_cmp_nlt_f32_e32 vcc, s45, v37
	s_nop 1
	v_cndmask_b32_e32 v99, v56, v37, vcc
	v_cmp_nlt_f32_e32 vcc, s45, v1
	s_nop 1
	v_cndmask_b32_e32 v98, v56, v1, vcc
	v_pk_fma_f32 v[42:43], v[98:99], s[30:31], v[44:45] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_add_f32 v[100:101], v[42:43], s[34:35] op_sel_hi:[1,0]
	v_pk_mul_f32 v[42:43], v[88:89], v[90:91]
	v_pk_fma_f32 v[90:91], v[100:101], s[44:45], v[98:99] op_sel_hi:[1,0,1]
	v_pk_mul_f32 v[42:43], v[42:43], v[92:93]
	v_pk_mul_f32 v[92:93], v[100:101], s[46:47] op_sel_hi:[1,0]
	v_cmp_o_f32_e32 vcc, v101, v101
	v_pk_add_f32 v[98:99], v[90:91], v[92:93]
	s_nop 0
	v_pk_fma_f32 v[106:107], v[98:99], s[52:53], v[46:47] op_sel_hi:[1,0,0]
	v_pk_mul_f32 v[108:109], v[98:99], v[98:99]
	v_pk_fma_f32 v[106:107], v[106:107], v[98:99], s[60:61] op_sel_hi:[1,1,0]
	v_cndmask_b32_e32 v1, 0, v101, vcc
	v_pk_fma_f32 v[106:107], v[106:107], v[98:99], s[62:63] op_sel_hi:[1,1,0]
	v_cmp_o_f32_e32 vcc, v100, v100
	v_pk_fma_f32 v[106:107], v[106:107], v[98:99], s[64:65] op_sel_hi:[1,1,0]
	v_cvt_i32_f32_e32 v1, v1
	v_pk_fma_f32 v[106:107], v[106:107], v[98:99], 0.5 op_sel_hi:[1,1,0]
	v_cndmask_b32_e32 v37, 0, v100, vcc
	v_pk_mul_f32 v[106:107], v[108:109], v[106:107]
	v_pk_add_f32 v[100:101], v[98:99], v[90:91] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[108:109], v[98:99], v[106:107]
	v_cvt_i32_f32_e32 v112, v37
	v_pk_add_f32 v[98:99], v[108:109], v[98:99] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[104:105], v[92:93], v[100:101] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[98:99], v[106:107], v[98:99] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[106:107], v[108:109], 1.0 op_sel_hi:[1,0]
	v_mov_b32_e32 v92, v109
	v_add_f32_e32 v37, -1.0, v106
	v_sub_f32_e32 v90, v108, v37
	v_mov_b32_e32 v37, v91
	v_pk_add_f32 v[110:111], v[106:107], v[36:37] op_sel:[1,0] op_sel_hi:[0,1]
	v_mov_b32_e32 v111, v101
	v_pk_add_f32 v[92:93], v[92:93], v[110:111] neg_lo:[0,1] neg_hi:[0,1]
	v_ashrrev_i32_e32 v89, 1, v1
	v_mov_b32_e32 v105, v93
	v_pk_add_f32 v[98:99], v[104:105], v[98:99]
	v_mov_b32_e32 v91, v92
	v_ashrrev_i32_e32 v113, 1, v112
	v_pk_add_f32 v[90:91], v[90:91], v[98:99]
	v_lshl_add_u32 v88, v113, 23, 1.0
	v_pk_add_f32 v[90:91], v[106:107], v[90:91]
	v_sub_u32_e32 v37, v112, v113
	v_sub_u32_e32 v1, v1, v89
	v_lshl_add_u32 v89, v89, 23, 1.0
	v_lshl_add_u32 v93, v1, 23, 1.0
	v_lshl_add_u32 v92, v37, 23, 1.0
	v_pk_mul_f32 v[88:89], v[90:91], v[88:89]
	s_nop 0
	v_pk_mul_f32 v[88:89], v[88:89], v[92:93]
	s_nop 0
	v_pk_add_f32 v[88:89], v[88:89], 1.0 op_sel_hi:[1,0]
	s_nop 0
	v_pk_mul_f32 v[90:91], v[88:89], s[66:67] op_sel_hi:[1,0]
	v_cmp_gt_f32_e32 vcc, s59, v88
	v_cmp_gt_f32_e64 s[8:9], s59, v89
	s_nop 0
	v_cndmask_b32_e32 v1, v88, v90, vcc
	v_cndmask_b32_e64 v37, v89, v91, s[8:9]
	v_add_u32_e32 v92, 0xc0cafb0d, v37
	v_add_u32_e32 v93, 0xc0cafb0d, v1
	v_and_b32_e32 v90, 0xff800000, v92
	v_and_b32_e32 v98, 0xff800000, v93
	v_sub_u32_e32 v91, v37, v90
	v_sub_u32_e32 v90, v1, v98
	v_cndmask_b32_e32 v37, 0, v74, vcc
	v_ashrrev_i32_e32 v98, 23, v92
	v_ashrrev_i32_e32 v92, 23, v93
	v_pk_add_f32 v[90:91], v[90:91], -1.0 op_sel_hi:[1,0]
	v_add_u32_e32 v37, v92, v37
	v_pk_add_f32 v[92:93], v[90:91], 2.0 op_sel_hi:[1,0]
	v_cndmask_b32_e64 v1, 0, v74, s[8:9]
	v_div_scale_f32 v100, s[8:9], v93, v93, v91
	v_rcp_f32_e32 v101, v100
	v_add_u32_e32 v1, v98, v1
	v_cvt_f32_i32_e32 v99, v1
	v_cvt_f32_i32_e32 v98, v37
	v_fma_f32 v1, -v100, v101, 1.0
	v_fmac_f32_e32 v101, v1, v101
	v_div_scale_f32 v1, vcc, v91, v93, v91
	v_mul_f32_e32 v37, v1, v101
	v_fma_f32 v104, -v100, v37, v1
	v_fmac_f32_e32 v37, v104, v101
	v_fma_f32 v1, -v100, v37, v1
	v_div_scale_f32 v100, s[8:9], v92, v92, v90
	v_rcp_f32_e32 v104, v100
	v_div_fmas_f32 v1, v1, v101, v37
	v_div_fixup_f32 v93, v1, v93, v91
	v_fma_f32 v1, -v100, v104, 1.0
	v_fmac_f32_e32 v104, v1, v104
	v_div_scale_f32 v1, vcc, v90, v92, v90
	v_mul_f32_e32 v37, v1, v104
	v_fma_f32 v101, -v100, v37, v1
	v_fmac_f32_e32 v37, v101, v104
	v_fma_f32 v1, -v100, v37, v1
	v_div_fmas_f32 v1, v1, v104, v37
	v_div_fixup_f32 v92, v1, v92, v90
	v_pk_mul_f32 v[100:101], v[92:93], v[92:93]
	v_cmp_neq_f32_e32 vcc, 0, v88
	v_pk_fma_f32 v[102:103], v[100:101], s[70:71], v[102:103] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_fma_f32 v[102:103], v[102:103], v[100:101], s[72:73] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[102:103], v[102:103], v[100:101], s[74:75] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[102:103], v[102:103], v[100:101], s[76:77] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_mul_f32 v[100:101], v[100:101], v[102:103] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_pk_add_f32 v[100:101], v[90:91], v[100:101]
	s_nop 0
	v_pk_fma_f32 v[90:91], v[92:93], v[100:101], v[90:91] neg_lo:[1,0,0] neg_hi:[1,0,0]
	s_nop 0
	v_pk_fma_f32 v[90:91], v[98:99], s[78:79], v[90:91] op_sel_hi:[1,0,1]
	s_nop 0
	v_pk_fma_f32 v[90:91], v[98:99], s[80:81], v[90:91] op_sel_hi:[1,0,1]
	s_nop 0
	v_cndmask_b32_e32 v1, v75, v90, vcc
	v_cmp_neq_f32_e32 vcc, 0, v89
	s_nop 1
	v_cndmask_b32_e32 v37, v75, v91, vcc
	v_cmp_neq_f32_e32 vcc, s61, v89
	s_nop 1
	v_cndmask_b32_e32 v37, v76, v37, vcc
	v_cmp_neq_f32_e32 vcc, s61, v88
	s_nop 1
	v_cndmask_b32_e32 v1, v76, v1, vcc
	v_cmp_ngt_f32_e32 vcc, 0, v88
	s_nop 1
	v_cndmask_b32_e32 v1, v77, v1, vcc
	v_cmp_ngt_f32_e32 vcc, 0, v89
	s_nop 1
	v_cndmask_b32_e32 v37, v77, v37, vcc
	v_cmp_u_f32_e32 vcc, v89, v89
	s_nop 1
	v_cndmask_b32_e32 v89, v37, v89, vcc
	v_cmp_u_f32_e32 vcc, v88, v88
	s_nop 1
	v_cndmask_b32_e32 v88, v1, v88, vcc
	v_pk_mul_f32 v[88:89], v[24:25], v[88:89]
	v_cmp_ge_f32_e32 vcc, s47, v97
	s_nop 1
	v_cndmask_b32_e32 v89, v95, v89, vcc
	v_cmp_ge_f32_e32 vcc, s18, v96
	s_nop 1
	v_cndmask_b32_e32 v88, v94, v88, vcc
	v_pk_mul_f32 v[88:89], v[30:31], v[88:89]
	s_nop 0
	v_cmp_ngt_f32_e32 vcc, s19, v88
	s_nop 1
	v_cndmask_b32_e32 v1, v55, v88, vcc
	v_cmp_ngt_f32_e32 vcc, s19, v89
	s_nop 1
	v_cndmask_b32_e32 v37, v55, v89, vcc
	v_cmp_nlt_f32_e32 vcc, s45, v37
	s_nop 1
	v_cndmask_b32_e32 v89, v56, v37, vcc
	v_cmp_nlt_f32_e32 vcc, s45, v1
	s_nop 1
	v_cndmask_b32_e32 v88, v56, v1, vcc
	v_pk_fma_f32 v[44:45], v[88:89], s[30:31], v[44:45] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_add_f32 v[44:45], v[44:45], s[34:35] op_sel_hi:[1,0]
	s_nop 0
	v_pk_fma_f32 v[88:89], v[44:45], s[44:45], v[88:89] op_sel_hi:[1,0,1]
	v_pk_mul_f32 v[90:91], v[44:45], s[46:47] op_sel_hi:[1,0]
	v_cmp_o_f32_e32 vcc, v45, v45
	v_pk_add_f32 v[92:93], v[88:89], v[90:91]
	s_nop 0
	v_pk_fma_f32 v[46:47], v[92:93], s[52:53], v[46:47] op_sel_hi:[1,0,0]
	v_pk_add_f32 v[88:89], v[92:93], v[88:89] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_fma_f32 v[46:47], v[46:47], v[92:93], s[60:61] op_sel_hi:[1,1,0]
	v_pk_add_f32 v[88:89], v[90:91], v[88:89] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_fma_f32 v[46:47], v[46:47], v[92:93], s[62:63] op_sel_hi:[1,1,0]
	v_pk_mul_f32 v[90:91], v[92:93], v[92:93]
	v_pk_fma_f32 v[46:47], v[46:47], v[92:93], s[64:65] op_sel_hi:[1,1,0]
	v_cndmask_b32_e32 v1, 0, v45, vcc
	v_pk_fma_f32 v[46:47], v[46:47], v[92:93], 0.5 op_sel_hi:[1,1,0]
	v_cmp_o_f32_e32 vcc, v44, v44
	v_pk_mul_f32 v[46:47], v[90:91], v[46:47]
	v_cvt_i32_f32_e32 v1, v1
	v_pk_add_f32 v[90:91], v[92:93], v[46:47]
	v_cndmask_b32_e32 v37, 0, v44, vcc
	v_pk_add_f32 v[92:93], v[90:91], v[92:93] neg_lo:[0,1] neg_hi:[0,1]
	v_cvt_i32_f32_e32 v37, v37
	v_pk_add_f32 v[46:47], v[46:47], v[92:93] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_pk_add_f32 v[46:47], v[88:89], v[46:47]
	v_pk_add_f32 v[88:89], v[90:91], 1.0 op_sel_hi:[1,0]
	s_nop 0
	v_pk_add_f32 v[92:93], v[88:89], -1.0 op_sel_hi:[1,0]
	s_nop 0
	v_pk_add_f32 v[90:91], v[90:91], v[92:93] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_pk_add_f32 v[44:45], v[90:91], v[46:47]
	v_ashrrev_i32_e32 v46, 1, v1
	v_pk_add_f32 v[44:45], v[88:89], v[44:45]
	v_ashrrev_i32_e32 v88, 1, v37
	v_sub_u32_e32 v37, v37, v88
	v_sub_u32_e32 v1, v1, v46
	v_lshl_add_u32 v47, v46, 23, 1.0
	v_lshl_add_u32 v46, v88, 23, 1.0
	v_lshl_add_u32 v89, v1, 23, 1.0
	v_lshl_add_u32 v88, v37, 23, 1.0
	v_pk_mul_f32 v[44:45], v[44:45], v[46:47]
	s_nop 0
	v_pk_mul_f32 v[44:45], v[44:45], v[88:89]
	ds_write_b128 v64, v[42:45]
	s_or_b64 exec, exec, s[84:85]
	s_and_saveexec_b64 s[10:11], s[6:7]
	s_cbranch_execz .LBB0_61
.LBB0_74:
	v_mul_f32_e32 v1, v85, v85
	v_fmac_f32_e32 v1, v83, v83
	v_mul_f32_e32 v42, v87, v87
	v_fmac_f32_e32 v1, v80, v80
	v_fmac_f32_e32 v42, v86, v86
	v_fmac_f32_e32 v1, v81, v81
	v_fmac_f32_e32 v42, v82, v82
	ds_bpermute_b32 v37, v59, v1
	v_fmac_f32_e32 v42, v84, v84
	ds_bpermute_b32 v43, v59, v42
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v1, v1, v37
	ds_bpermute_b32 v37, v60, v1
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v42, v42, v43
	ds_bpermute_b32 v43, v60, v42
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v1, v1, v37
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v37, v42, v43
	ds_bpermute_b32 v42, v61, v1
	ds_bpermute_b32 v43, v61, v37
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v1, v1, v42
	ds_bpermute_b32 v42, v62, v1
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v37, v37, v43
	ds_bpermute_b32 v43, v62, v37
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v1, v1, v42
	ds_bpermute_b32 v42, v63, v1
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v37, v37, v43
	ds_bpermute_b32 v43, v63, v37
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v1, v1, v42
	v_add_f32_e32 v1, 0x358637bd, v1
	v_mul_f32_e32 v42, 0x4f800000, v1
	v_cmp_gt_f32_e32 vcc, s53, v1
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v37, v37, v43
	v_add_f32_e32 v37, 0x358637bd, v37
	v_cndmask_b32_e32 v1, v1, v42, vcc
	v_sqrt_f32_e32 v42, v1
	v_mul_f32_e32 v43, 0x4f800000, v37
	v_cmp_gt_f32_e64 s[6:7], s53, v37
	v_add_u32_e32 v44, 1, v42
	s_nop 0
	v_cndmask_b32_e64 v37, v37, v43, s[6:7]
	v_add_u32_e32 v43, -1, v42
	v_fma_f32 v45, -v43, v42, v1
	v_fma_f32 v46, -v44, v42, v1
	v_cmp_ge_f32_e64 s[8:9], 0, v45
	s_nop 1
	v_cndmask_b32_e64 v42, v42, v43, s[8:9]
	v_cmp_lt_f32_e64 s[8:9], 0, v46
	s_nop 1
	v_cndmask_b32_e64 v42, v42, v44, s[8:9]
	v_sqrt_f32_e32 v44, v37
	v_mul_f32_e32 v43, 0x37800000, v42
	v_cndmask_b32_e32 v42, v42, v43, vcc
	v_cmp_class_f32_e32 vcc, v1, v72
	s_nop 1
	v_cndmask_b32_e32 v1, v42, v1, vcc
	v_add_u32_e32 v42, -1, v44
	v_fma_f32 v43, -v42, v44, v37
	v_cmp_ge_f32_e32 vcc, 0, v43
	v_add_u32_e32 v43, 1, v44
	s_nop 0
	v_cndmask_b32_e32 v42, v44, v42, vcc
	v_fma_f32 v44, -v43, v44, v37
	v_cmp_lt_f32_e32 vcc, 0, v44
	v_div_scale_f32 v44, s[8:9], v1, v1, v85
	v_rcp_f32_e32 v45, v44
	v_cndmask_b32_e32 v42, v42, v43, vcc
	v_mul_f32_e32 v43, 0x37800000, v42
	v_cndmask_b32_e64 v42, v42, v43, s[6:7]
	v_cmp_class_f32_e32 vcc, v37, v72
	s_nop 1
	v_cndmask_b32_e32 v37, v42, v37, vcc
	v_fma_f32 v42, -v44, v45, 1.0
	v_fmac_f32_e32 v45, v42, v45
	v_div_scale_f32 v42, vcc, v85, v1, v85
	v_mul_f32_e32 v43, v42, v45
	v_fma_f32 v46, -v44, v43, v42
	v_fmac_f32_e32 v43, v46, v45
	v_fma_f32 v42, -v44, v43, v42
	v_div_scale_f32 v44, s[6:7], v1, v1, v83
	v_rcp_f32_e32 v46, v44
	v_div_fmas_f32 v42, v42, v45, v43
	v_div_fixup_f32 v43, v42, v1, v85
	v_fma_f32 v42, -v44, v46, 1.0
	v_fmac_f32_e32 v46, v42, v46
	v_div_scale_f32 v42, vcc, v83, v1, v83
	v_mul_f32_e32 v45, v42, v46
	v_fma_f32 v47, -v44, v45, v42
	v_fmac_f32_e32 v45, v47, v46
	v_fma_f32 v42, -v44, v45, v42
	v_div_scale_f32 v44, s[6:7], v37, v37, v87
	v_rcp_f32_e32 v47, v44
	v_div_fmas_f32 v42, v42, v46, v45
	v_div_fixup_f32 v42, v42, v1, v83
	v_pk_mul_f32 v[42:43], s[54:55], v[42:43]
	v_fma_f32 v45, -v44, v47, 1.0
	v_fmac_f32_e32 v47, v45, v47
	v_div_scale_f32 v45, vcc, v87, v37, v87
	v_mul_f32_e32 v46, v45, v47
	v_fma_f32 v83, -v44, v46, v45
	v_fmac_f32_e32 v46, v83, v47
	v_fma_f32 v44, -v44, v46, v45
	v_div_scale_f32 v45, s[6:7], v37, v37, v86
	v_rcp_f32_e32 v83, v45
	v_div_fmas_f32 v44, v44, v47, v46
	v_div_fixup_f32 v87, v44, v37, v87
	v_fma_f32 v44, -v45, v83, 1.0
	v_fmac_f32_e32 v83, v44, v83
	v_div_scale_f32 v44, vcc, v86, v37, v86
	v_mul_f32_e32 v46, v44, v83
	v_fma_f32 v47, -v45, v46, v44
	v_fmac_f32_e32 v46, v47, v83
	v_fma_f32 v44, -v45, v46, v44
	v_div_scale_f32 v45, s[6:7], v1, v1, v81
	v_rcp_f32_e32 v47, v45
	v_div_fmas_f32 v44, v44, v83, v46
	v_div_fixup_f32 v86, v44, v37, v86
	v_fma_f32 v44, -v45, v47, 1.0
	v_fmac_f32_e32 v47, v44, v47
	v_div_scale_f32 v44, vcc, v81, v1, v81
	v_mul_f32_e32 v46, v44, v47
	v_fma_f32 v83, -v45, v46, v44
	v_fmac_f32_e32 v46, v83, v47
	v_div_scale_f32 v83, s[6:7], v1, v1, v80
	v_rcp_f32_e32 v85, v83
	v_fma_f32 v44, -v45, v46, v44
	v_div_fmas_f32 v44, v44, v47, v46
	v_div_fixup_f32 v45, v44, v1, v81
	v_fma_f32 v44, -v83, v85, 1.0
	v_fmac_f32_e32 v85, v44, v85
	v_div_scale_f32 v44, vcc, v80, v1, v80
	v_mul_f32_e32 v46, v44, v85
	v_fma_f32 v47, -v83, v46, v44
	v_fmac_f32_e32 v46, v47, v85
	v_fma_f32 v44, -v83, v46, v44
	v_div_fmas_f32 v44, v44, v85, v46
	v_div_scale_f32 v46, s[6:7], v37, v37, v84
	v_rcp_f32_e32 v47, v46
	v_div_fixup_f32 v44, v44, v1, v80
	v_pk_mul_f32 v[44:45], s[54:55], v[44:45]
	ds_write_b128 v68, v[42:45]
	v_fma_f32 v1, -v46, v47, 1.0
	v_fmac_f32_e32 v47, v1, v47
	v_div_scale_f32 v1, vcc, v84, v37, v84
	v_mul_f32_e32 v42, v1, v47
	v_fma_f32 v43, -v46, v42, v1
	v_fmac_f32_e32 v42, v43, v47
	v_div_scale_f32 v43, s[6:7], v37, v37, v82
	v_rcp_f32_e32 v44, v43
	v_fma_f32 v1, -v46, v42, v1
	v_div_fmas_f32 v1, v1, v47, v42
	v_div_fixup_f32 v89, v1, v37, v84
	v_fma_f32 v1, -v43, v44, 1.0
	v_fmac_f32_e32 v44, v1, v44
	v_div_scale_f32 v1, vcc, v82, v37, v82
	v_mul_f32_e32 v42, v1, v44
	v_fma_f32 v45, -v43, v42, v1
	v_fmac_f32_e32 v42, v45, v44
	v_fma_f32 v1, -v43, v42, v1
	v_div_fmas_f32 v1, v1, v44, v42
	s_waitcnt vmcnt(0)
	v_pk_add_f32 v[44:45], v[2:3], v[38:39]
	v_div_fixup_f32 v88, v1, v37, v82
	v_pk_mul_f32 v[46:47], s[16:17], v[44:45]
	v_mov_b64_e32 v[38:39], s[56:57]
	v_cmp_ngt_f32_e32 vcc, s19, v46
	ds_write_b128 v69, v[86:89]
	s_nop 0
	v_cndmask_b32_e32 v1, v55, v46, vcc
	v_cmp_ngt_f32_e32 vcc, s19, v47
	s_nop 1
	v_cndmask_b32_e32 v37, v55, v47, vcc
	v_cmp_nlt_f32_e32 vcc, s45, v37
	s_nop 1
	v_cndmask_b32_e32 v81, v56, v37, vcc
	v_cmp_nlt_f32_e32 vcc, s45, v1
	s_nop 1
	v_cndmask_b32_e32 v80, v56, v1, vcc
	v_pk_fma_f32 v[42:43], v[80:81], s[30:31], v[38:39] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_add_f32 v[82:83], v[42:43], s[34:35] op_sel_hi:[1,0]
	v_pk_add_f32 v[42:43], v[4:5], v[40:41]
	v_cmp_o_f32_e32 vcc, v83, v83
	v_pk_fma_f32 v[80:81], v[82:83], s[44:45], v[80:81] op_sel_hi:[1,0,1]
	v_mov_b64_e32 v[40:41], s[58:59]
	v_cndmask_b32_e32 v1, 0, v83, vcc
	v_cmp_o_f32_e32 vcc, v82, v82
	v_cvt_i32_f32_e32 v1, v1
	v_ashrrev_i32_e32 v98, 1, v1
	v_cndmask_b32_e32 v37, 0, v82, vcc
	v_pk_mul_f32 v[82:83], v[82:83], s[46:47] op_sel_hi:[1,0]
	v_cvt_i32_f32_e32 v85, v37
	v_pk_add_f32 v[86:87], v[80:81], v[82:83]
	v_sub_u32_e32 v1, v1, v98
	v_pk_fma_f32 v[92:93], v[86:87], s[52:53], v[40:41] op_sel_hi:[1,0,0]
	v_pk_mul_f32 v[94:95], v[86:87], v[86:87]
	v_pk_fma_f32 v[92:93], v[92:93], v[86:87], s[60:61] op_sel_hi:[1,1,0]
	v_pk_add_f32 v[88:89], v[86:87], v[80:81] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_fma_f32 v[92:93], v[92:93], v[86:87], s[62:63] op_sel_hi:[1,1,0]
	v_pk_add_f32 v[90:91], v[82:83], v[88:89] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_fma_f32 v[92:93], v[92:93], v[86:87], s[64:65] op_sel_hi:[1,1,0]
	v_ashrrev_i32_e32 v99, 1, v85
	v_pk_fma_f32 v[92:93], v[92:93], v[86:87], 0.5 op_sel_hi:[1,1,0]
	v_lshl_add_u32 v84, v99, 23, 1.0
	v_pk_mul_f32 v[92:93], v[94:95], v[92:93]
	s_nop 0
	v_pk_add_f32 v[94:95], v[86:87], v[92:93]
	s_nop 0
	v_pk_add_f32 v[86:87], v[94:95], v[86:87] neg_lo:[0,1] neg_hi:[0,1]
	v_mov_b32_e32 v82, v95
	v_pk_add_f32 v[86:87], v[92:93], v[86:87] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[92:93], v[94:95], 1.0 op_sel_hi:[1,0]
	s_nop 0
	v_add_f32_e32 v37, -1.0, v92
	v_sub_f32_e32 v80, v94, v37
	v_mov_b32_e32 v37, v81
	v_pk_add_f32 v[96:97], v[92:93], v[36:37] op_sel:[1,0] op_sel_hi:[0,1]
	v_mov_b32_e32 v97, v89
	v_pk_add_f32 v[82:83], v[82:83], v[96:97] neg_lo:[0,1] neg_hi:[0,1]
	v_sub_u32_e32 v37, v85, v99
	v_mov_b32_e32 v91, v83
	v_pk_add_f32 v[86:87], v[90:91], v[86:87]
	v_mov_b32_e32 v81, v82
	v_pk_add_f32 v[80:81], v[80:81], v[86:87]
	v_lshl_add_u32 v85, v98, 23, 1.0
	v_pk_add_f32 v[80:81], v[92:93], v[80:81]
	v_lshl_add_u32 v83, v1, 23, 1.0
	v_lshl_add_u32 v82, v37, 23, 1.0
	v_pk_mul_f32 v[80:81], v[80:81], v[84:85]
	s_nop 0
	v_pk_mul_f32 v[80:81], v[80:81], v[82:83]
	s_nop 0
	v_pk_add_f32 v[80:81], v[80:81], 1.0 op_sel_hi:[1,0]
	s_nop 0
	v_pk_mul_f32 v[82:83], v[80:81], s[66:67] op_sel_hi:[1,0]
	v_cmp_gt_f32_e32 vcc, s59, v80
	v_cmp_gt_f32_e64 s[6:7], s59, v81
	s_nop 0
	v_cndmask_b32_e32 v1, v80, v82, vcc
	v_cndmask_b32_e64 v37, v81, v83, s[6:7]
	v_add_u32_e32 v84, 0xc0cafb0d, v37
	v_add_u32_e32 v85, 0xc0cafb0d, v1
	v_and_b32_e32 v82, 0xff800000, v84
	v_and_b32_e32 v86, 0xff800000, v85
	v_sub_u32_e32 v83, v37, v82
	v_sub_u32_e32 v82, v1, v86
	v_cndmask_b32_e32 v37, 0, v74, vcc
	v_ashrrev_i32_e32 v86, 23, v84
	v_ashrrev_i32_e32 v84, 23, v85
	v_pk_add_f32 v[82:83], v[82:83], -1.0 op_sel_hi:[1,0]
	v_add_u32_e32 v37, v84, v37
	v_pk_add_f32 v[84:85], v[82:83], 2.0 op_sel_hi:[1,0]
	v_cndmask_b32_e64 v1, 0, v74, s[6:7]
	v_div_scale_f32 v88, s[6:7], v85, v85, v83
	v_rcp_f32_e32 v89, v88
	v_add_u32_e32 v1, v86, v1
	v_cvt_f32_i32_e32 v87, v1
	v_cvt_f32_i32_e32 v86, v37
	v_fma_f32 v1, -v88, v89, 1.0
	v_fmac_f32_e32 v89, v1, v89
	v_div_scale_f32 v1, vcc, v83, v85, v83
	v_mul_f32_e32 v37, v1, v89
	v_fma_f32 v90, -v88, v37, v1
	v_fmac_f32_e32 v37, v90, v89
	v_fma_f32 v1, -v88, v37, v1
	v_div_scale_f32 v88, s[6:7], v84, v84, v82
	v_rcp_f32_e32 v90, v88
	v_div_fmas_f32 v1, v1, v89, v37
	v_div_fixup_f32 v85, v1, v85, v83
	v_fma_f32 v1, -v88, v90, 1.0
	v_fmac_f32_e32 v90, v1, v90
	v_div_scale_f32 v1, vcc, v82, v84, v82
	v_mul_f32_e32 v37, v1, v90
	v_fma_f32 v89, -v88, v37, v1
	v_fmac_f32_e32 v37, v89, v90
	v_fma_f32 v1, -v88, v37, v1
	v_div_fmas_f32 v1, v1, v90, v37
	v_div_fixup_f32 v84, v1, v84, v82
	v_pk_mul_f32 v[88:89], v[84:85], v[84:85]
	v_mov_b64_e32 v[90:91], s[68:69]
	v_pk_fma_f32 v[92:93], v[88:89], s[70:71], v[90:91] op_sel_hi:[1,0,0]
	v_cmp_neq_f32_e32 vcc, 0, v80
	v_pk_fma_f32 v[92:93], v[92:93], v[88:89], s[72:73] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[92:93], v[92:93], v[88:89], s[74:75] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[92:93], v[92:93], v[88:89], s[76:77] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_mul_f32 v[88:89], v[88:89], v[92:93] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_pk_add_f32 v[88:89], v[82:83], v[88:89]
	s_nop 0
	v_pk_fma_f32 v[82:83], v[84:85], v[88:89], v[82:83] neg_lo:[1,0,0] neg_hi:[1,0,0]
	s_nop 0
	v_pk_fma_f32 v[82:83], v[86:87], s[78:79], v[82:83] op_sel_hi:[1,0,1]
	s_nop 0
	v_pk_fma_f32 v[82:83], v[86:87], s[80:81], v[82:83] op_sel_hi:[1,0,1]
	s_nop 0
	v_cndmask_b32_e32 v1, v75, v82, vcc
	v_cmp_neq_f32_e32 vcc, 0, v81
	s_nop 1
	v_cndmask_b32_e32 v37, v75, v83, vcc
	v_cmp_neq_f32_e32 vcc, s61, v81
	s_nop 1
	v_cndmask_b32_e32 v37, v76, v37, vcc
	v_cmp_neq_f32_e32 vcc, s61, v80
	s_nop 1
	v_cndmask_b32_e32 v1, v76, v1, vcc
	v_cmp_ngt_f32_e32 vcc, 0, v80
	s_nop 1
	v_cndmask_b32_e32 v1, v77, v1, vcc
	v_cmp_ngt_f32_e32 vcc, 0, v81
	s_nop 1
	v_cndmask_b32_e32 v37, v77, v37, vcc
	v_cmp_u_f32_e32 vcc, v81, v81
	s_nop 1
	v_cndmask_b32_e32 v81, v37, v81, vcc
	v_cmp_u_f32_e32 vcc, v80, v80
	s_nop 1
	v_cndmask_b32_e32 v80, v1, v80, vcc
	v_pk_mul_f32 v[80:81], v[24:25], v[80:81]
	v_cmp_ge_f32_e32 vcc, s47, v47
	s_nop 1
	v_cndmask_b32_e32 v45, v45, v81, vcc
	v_cmp_ge_f32_e32 vcc, s18, v46
	s_nop 1
	v_cndmask_b32_e32 v44, v44, v80, vcc
	v_pk_mul_f32 v[44:45], v[30:31], v[44:45]
	s_nop 0
	v_cmp_ngt_f32_e32 vcc, s19, v44
	s_nop 1
	v_cndmask_b32_e32 v1, v55, v44, vcc
	v_cmp_ngt_f32_e32 vcc, s19, v45
	s_nop 1
	v_cndmask_b32_e32 v37, v55, v45, vcc
	v_cmp_nlt_f32_e32 vcc, s45, v37
	s_nop 1
	v_cndmask_b32_e32 v45, v56, v37, vcc
	v_cmp_nlt_f32_e32 vcc, s45, v1
	s_nop 1
	v_cndmask_b32_e32 v44, v56, v1, vcc
	v_pk_fma_f32 v[46:47], v[44:45], s[30:31], v[38:39] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_add_f32 v[46:47], v[46:47], s[34:35] op_sel_hi:[1,0]
	s_nop 0
	v_pk_fma_f32 v[44:45], v[46:47], s[44:45], v[44:45] op_sel_hi:[1,0,1]
	v_pk_mul_f32 v[80:81], v[46:47], s[46:47] op_sel_hi:[1,0]
	v_cmp_o_f32_e32 vcc, v47, v47
	v_pk_add_f32 v[82:83], v[44:45], v[80:81]
	s_nop 0
	v_pk_add_f32 v[44:45], v[82:83], v[44:45] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_mul_f32 v[84:85], v[82:83], v[82:83]
	v_pk_add_f32 v[44:45], v[80:81], v[44:45] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_fma_f32 v[80:81], v[82:83], s[52:53], v[40:41] op_sel_hi:[1,0,0]
	v_cndmask_b32_e32 v1, 0, v47, vcc
	v_pk_fma_f32 v[80:81], v[80:81], v[82:83], s[60:61] op_sel_hi:[1,1,0]
	v_cmp_o_f32_e32 vcc, v46, v46
	v_pk_fma_f32 v[80:81], v[80:81], v[82:83], s[62:63] op_sel_hi:[1,1,0]
	v_cvt_i32_f32_e32 v1, v1
	v_pk_fma_f32 v[80:81], v[80:81], v[82:83], s[64:65] op_sel_hi:[1,1,0]
	v_cndmask_b32_e32 v37, 0, v46, vcc
	v_pk_fma_f32 v[80:81], v[80:81], v[82:83], 0.5 op_sel_hi:[1,1,0]
	v_cvt_i32_f32_e32 v37, v37
	v_pk_mul_f32 v[80:81], v[84:85], v[80:81]
	v_ashrrev_i32_e32 v46, 1, v1
	v_pk_add_f32 v[84:85], v[82:83], v[80:81]
	v_sub_u32_e32 v1, v1, v46
	v_pk_add_f32 v[82:83], v[84:85], v[82:83] neg_lo:[0,1] neg_hi:[0,1]
	v_lshl_add_u32 v47, v46, 23, 1.0
	v_pk_add_f32 v[80:81], v[80:81], v[82:83] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_pk_add_f32 v[44:45], v[44:45], v[80:81]
	v_pk_add_f32 v[80:81], v[84:85], 1.0 op_sel_hi:[1,0]
	s_nop 0
	v_pk_add_f32 v[82:83], v[80:81], -1.0 op_sel_hi:[1,0]
	s_nop 0
	v_pk_add_f32 v[82:83], v[84:85], v[82:83] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_pk_add_f32 v[44:45], v[82:83], v[44:45]
	v_pk_mul_f32 v[82:83], s[16:17], v[42:43]
	v_pk_add_f32 v[44:45], v[80:81], v[44:45]
	v_ashrrev_i32_e32 v80, 1, v37
	v_cmp_ngt_f32_e32 vcc, s19, v82
	v_sub_u32_e32 v37, v37, v80
	v_lshl_add_u32 v81, v1, 23, 1.0
	v_cndmask_b32_e32 v1, v55, v82, vcc
	v_cmp_ngt_f32_e32 vcc, s19, v83
	v_lshl_add_u32 v46, v80, 23, 1.0
	v_lshl_add_u32 v80, v37, 23, 1.0
	v_cndmask_b32_e32 v37, v55, v83, vcc
	v_cmp_nlt_f32_e32 vcc, s45, v37
	v_pk_mul_f32 v[44:45], v[44:45], v[46:47]
	s_nop 0
	v_cndmask_b32_e32 v85, v56, v37, vcc
	v_cmp_nlt_f32_e32 vcc, s45, v1
	v_pk_mul_f32 v[44:45], v[44:45], v[80:81]
	s_nop 0
	v_cndmask_b32_e32 v84, v56, v1, vcc
	v_pk_fma_f32 v[86:87], v[84:85], s[30:31], v[38:39] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_add_f32 v[86:87], v[86:87], s[34:35] op_sel_hi:[1,0]
	s_nop 0
	v_cmp_o_f32_e32 vcc, v87, v87
	v_pk_fma_f32 v[80:81], v[86:87], s[44:45], v[84:85] op_sel_hi:[1,0,1]
	v_pk_mul_f32 v[84:85], v[86:87], s[46:47] op_sel_hi:[1,0]
	v_cndmask_b32_e32 v1, 0, v87, vcc
	v_cmp_o_f32_e32 vcc, v86, v86
	v_cvt_i32_f32_e32 v1, v1
	v_ashrrev_i32_e32 v47, 1, v1
	v_cndmask_b32_e32 v37, 0, v86, vcc
	v_pk_add_f32 v[86:87], v[80:81], v[84:85]
	v_cvt_i32_f32_e32 v100, v37
	v_pk_fma_f32 v[94:95], v[86:87], s[52:53], v[40:41] op_sel_hi:[1,0,0]
	v_pk_mul_f32 v[96:97], v[86:87], v[86:87]
	v_pk_fma_f32 v[94:95], v[94:95], v[86:87], s[60:61] op_sel_hi:[1,1,0]
	v_pk_add_f32 v[88:89], v[86:87], v[80:81] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_fma_f32 v[94:95], v[94:95], v[86:87], s[62:63] op_sel_hi:[1,1,0]
	v_pk_add_f32 v[92:93], v[84:85], v[88:89] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_fma_f32 v[94:95], v[94:95], v[86:87], s[64:65] op_sel_hi:[1,1,0]
	v_ashrrev_i32_e32 v101, 1, v100
	v_pk_fma_f32 v[94:95], v[94:95], v[86:87], 0.5 op_sel_hi:[1,1,0]
	v_lshl_add_u32 v46, v101, 23, 1.0
	v_pk_mul_f32 v[94:95], v[96:97], v[94:95]
	v_sub_u32_e32 v1, v1, v47
	v_pk_add_f32 v[96:97], v[86:87], v[94:95]
	v_lshl_add_u32 v47, v47, 23, 1.0
	v_pk_add_f32 v[86:87], v[96:97], v[86:87] neg_lo:[0,1] neg_hi:[0,1]
	v_mov_b32_e32 v84, v97
	v_pk_add_f32 v[86:87], v[94:95], v[86:87] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[94:95], v[96:97], 1.0 op_sel_hi:[1,0]
	s_nop 0
	v_add_f32_e32 v37, -1.0, v94
	v_sub_f32_e32 v80, v96, v37
	v_mov_b32_e32 v37, v81
	v_pk_add_f32 v[98:99], v[94:95], v[36:37] op_sel:[1,0] op_sel_hi:[0,1]
	v_mov_b32_e32 v99, v89
	v_pk_add_f32 v[84:85], v[84:85], v[98:99] neg_lo:[0,1] neg_hi:[0,1]
	v_sub_u32_e32 v37, v100, v101
	v_mov_b32_e32 v93, v85
	v_pk_add_f32 v[86:87], v[92:93], v[86:87]
	v_mov_b32_e32 v81, v84
	v_pk_add_f32 v[80:81], v[80:81], v[86:87]
	v_lshl_add_u32 v85, v1, 23, 1.0
	v_pk_add_f32 v[80:81], v[94:95], v[80:81]
	v_lshl_add_u32 v84, v37, 23, 1.0
	v_pk_mul_f32 v[46:47], v[80:81], v[46:47]
	s_nop 0
	v_pk_mul_f32 v[46:47], v[46:47], v[84:85]
	s_nop 0
	v_pk_add_f32 v[46:47], v[46:47], 1.0 op_sel_hi:[1,0]
	s_nop 0
	v_pk_mul_f32 v[80:81], v[46:47], s[66:67] op_sel_hi:[1,0]
	v_cmp_gt_f32_e32 vcc, s59, v46
	v_cmp_gt_f32_e64 s[6:7], s59, v47
	s_nop 0
	v_cndmask_b32_e32 v1, v46, v80, vcc
	v_cndmask_b32_e64 v37, v47, v81, s[6:7]
	v_add_u32_e32 v84, 0xc0cafb0d, v37
	v_add_u32_e32 v85, 0xc0cafb0d, v1
	v_and_b32_e32 v80, 0xff800000, v84
	v_and_b32_e32 v86, 0xff800000, v85
	v_sub_u32_e32 v81, v37, v80
	v_sub_u32_e32 v80, v1, v86
	v_cndmask_b32_e32 v37, 0, v74, vcc
	v_ashrrev_i32_e32 v86, 23, v84
	v_ashrrev_i32_e32 v84, 23, v85
	v_pk_add_f32 v[80:81], v[80:81], -1.0 op_sel_hi:[1,0]
	v_add_u32_e32 v37, v84, v37
	v_pk_add_f32 v[84:85], v[80:81], 2.0 op_sel_hi:[1,0]
	v_cndmask_b32_e64 v1, 0, v74, s[6:7]
	v_div_scale_f32 v88, s[6:7], v85, v85, v81
	v_rcp_f32_e32 v89, v88
	v_add_u32_e32 v1, v86, v1
	v_cvt_f32_i32_e32 v87, v1
	v_cvt_f32_i32_e32 v86, v37
	v_fma_f32 v1, -v88, v89, 1.0
	v_fmac_f32_e32 v89, v1, v89
	v_div_scale_f32 v1, vcc, v81, v85, v81
	v_mul_f32_e32 v37, v1, v89
	v_fma_f32 v92, -v88, v37, v1
	v_fmac_f32_e32 v37, v92, v89
	v_fma_f32 v1, -v88, v37, v1
	v_div_scale_f32 v88, s[6:7], v84, v84, v80
	v_rcp_f32_e32 v92, v88
	v_div_fmas_f32 v1, v1, v89, v37
	v_div_fixup_f32 v85, v1, v85, v81
	v_fma_f32 v1, -v88, v92, 1.0
	v_fmac_f32_e32 v92, v1, v92
	v_div_scale_f32 v1, vcc, v80, v84, v80
	v_mul_f32_e32 v37, v1, v92
	v_fma_f32 v89, -v88, v37, v1
	v_fmac_f32_e32 v37, v89, v92
	v_fma_f32 v1, -v88, v37, v1
	v_div_fmas_f32 v1, v1, v92, v37
	v_div_fixup_f32 v84, v1, v84, v80
	v_pk_mul_f32 v[88:89], v[84:85], v[84:85]
	v_cmp_neq_f32_e32 vcc, 0, v46
	v_pk_fma_f32 v[90:91], v[88:89], s[70:71], v[90:91] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_fma_f32 v[90:91], v[90:91], v[88:89], s[72:73] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[90:91], v[90:91], v[88:89], s[74:75] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[90:91], v[90:91], v[88:89], s[76:77] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_mul_f32 v[88:89], v[88:89], v[90:91] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_pk_add_f32 v[88:89], v[80:81], v[88:89]
	s_nop 0
	v_pk_fma_f32 v[80:81], v[84:85], v[88:89], v[80:81] neg_lo:[1,0,0] neg_hi:[1,0,0]
	s_nop 0
	v_pk_fma_f32 v[80:81], v[86:87], s[78:79], v[80:81] op_sel_hi:[1,0,1]
	s_nop 0
	v_pk_fma_f32 v[80:81], v[86:87], s[80:81], v[80:81] op_sel_hi:[1,0,1]
	s_nop 0
	v_cndmask_b32_e32 v1, v75, v80, vcc
	v_cmp_neq_f32_e32 vcc, 0, v47
	s_nop 1
	v_cndmask_b32_e32 v37, v75, v81, vcc
	v_cmp_neq_f32_e32 vcc, s61, v47
	s_nop 1
	v_cndmask_b32_e32 v37, v76, v37, vcc
	v_cmp_neq_f32_e32 vcc, s61, v46
	s_nop 1
	v_cndmask_b32_e32 v1, v76, v1, vcc
	v_cmp_ngt_f32_e32 vcc, 0, v46
	s_nop 1
	v_cndmask_b32_e32 v1, v77, v1, vcc
	v_cmp_ngt_f32_e32 vcc, 0, v47
	s_nop 1
	v_cndmask_b32_e32 v37, v77, v37, vcc
	v_cmp_u_f32_e32 vcc, v47, v47
	s_nop 1
	v_cndmask_b32_e32 v47, v37, v47, vcc
	v_cmp_u_f32_e32 vcc, v46, v46
	s_nop 1
	v_cndmask_b32_e32 v46, v1, v46, vcc
	v_pk_mul_f32 v[46:47], v[24:25], v[46:47]
	v_cmp_ge_f32_e32 vcc, s47, v83
	s_nop 1
	v_cndmask_b32_e32 v43, v43, v47, vcc
	v_cmp_ge_f32_e32 vcc, s18, v82
	s_nop 1
	v_cndmask_b32_e32 v42, v42, v46, vcc
	v_pk_mul_f32 v[42:43], v[30:31], v[42:43]
	s_nop 0
	v_cmp_ngt_f32_e32 vcc, s19, v42
	s_nop 1
	v_cndmask_b32_e32 v1, v55, v42, vcc
	v_cmp_ngt_f32_e32 vcc, s19, v43
	s_nop 1
	v_cndmask_b32_e32 v37, v55, v43, vcc
	v_cmp_nlt_f32_e32 vcc, s45, v37
	s_nop 1
	v_cndmask_b32_e32 v43, v56, v37, vcc
	v_cmp_nlt_f32_e32 vcc, s45, v1
	s_nop 1
	v_cndmask_b32_e32 v42, v56, v1, vcc
	v_pk_fma_f32 v[38:39], v[42:43], s[30:31], v[38:39] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_add_f32 v[38:39], v[38:39], s[34:35] op_sel_hi:[1,0]
	s_nop 0
	v_pk_fma_f32 v[42:43], v[38:39], s[44:45], v[42:43] op_sel_hi:[1,0,1]
	v_pk_mul_f32 v[46:47], v[38:39], s[46:47] op_sel_hi:[1,0]
	v_cmp_o_f32_e32 vcc, v39, v39
	v_pk_add_f32 v[80:81], v[42:43], v[46:47]
	s_nop 0
	v_pk_fma_f32 v[40:41], v[80:81], s[52:53], v[40:41] op_sel_hi:[1,0,0]
	v_pk_add_f32 v[42:43], v[80:81], v[42:43] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_fma_f32 v[40:41], v[40:41], v[80:81], s[60:61] op_sel_hi:[1,1,0]
	v_pk_add_f32 v[42:43], v[46:47], v[42:43] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_fma_f32 v[40:41], v[40:41], v[80:81], s[62:63] op_sel_hi:[1,1,0]
	v_pk_mul_f32 v[46:47], v[80:81], v[80:81]
	v_pk_fma_f32 v[40:41], v[40:41], v[80:81], s[64:65] op_sel_hi:[1,1,0]
	v_cndmask_b32_e32 v1, 0, v39, vcc
	v_pk_fma_f32 v[40:41], v[40:41], v[80:81], 0.5 op_sel_hi:[1,1,0]
	v_cmp_o_f32_e32 vcc, v38, v38
	v_pk_mul_f32 v[40:41], v[46:47], v[40:41]
	v_cvt_i32_f32_e32 v1, v1
	v_pk_add_f32 v[46:47], v[80:81], v[40:41]
	v_cndmask_b32_e32 v37, 0, v38, vcc
	v_pk_add_f32 v[80:81], v[46:47], v[80:81] neg_lo:[0,1] neg_hi:[0,1]
	v_cvt_i32_f32_e32 v37, v37
	v_pk_add_f32 v[40:41], v[40:41], v[80:81] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_pk_add_f32 v[40:41], v[42:43], v[40:41]
	v_pk_add_f32 v[42:43], v[46:47], 1.0 op_sel_hi:[1,0]
	s_nop 0
	v_pk_add_f32 v[80:81], v[42:43], -1.0 op_sel_hi:[1,0]
	s_nop 0
	v_pk_add_f32 v[46:47], v[46:47], v[80:81] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_pk_add_f32 v[38:39], v[46:47], v[40:41]
	v_ashrrev_i32_e32 v40, 1, v1
	v_pk_add_f32 v[38:39], v[42:43], v[38:39]
	v_ashrrev_i32_e32 v42, 1, v37
	v_sub_u32_e32 v37, v37, v42
	v_sub_u32_e32 v1, v1, v40
	v_lshl_add_u32 v41, v40, 23, 1.0
	v_lshl_add_u32 v40, v42, 23, 1.0
	v_lshl_add_u32 v43, v1, 23, 1.0
	v_lshl_add_u32 v42, v37, 23, 1.0
	v_pk_mul_f32 v[38:39], v[38:39], v[40:41]
	s_nop 0
	v_pk_mul_f32 v[46:47], v[38:39], v[42:43]
	ds_write_b128 v67, v[44:47]
	s_or_b64 exec, exec, s[10:11]
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB0_62
.LBB0_75:
	v_sub_f32_e32 v1, 0, v79
	v_cmp_nlt_f32_e64 vcc, -v79, s19
	s_nop 1
	v_cndmask_b32_e32 v1, v55, v1, vcc
	v_cmp_nlt_f32_e32 vcc, s45, v1
	s_nop 1
	v_cndmask_b32_e32 v1, v56, v1, vcc
	v_fmamk_f32 v37, v1, 0x3fb8aa3b, v57
	v_add_f32_e32 v37, 0xcb400000, v37
	v_fmac_f32_e32 v1, 0xbf317218, v37
	v_mul_f32_e32 v39, 0x3102e308, v37
	v_add_f32_e32 v41, v1, v39
	v_fmamk_f32 v38, v41, 0x39500d01, v58
	v_fmaak_f32 v38, v38, v41, 0x3c088889
	v_fmaak_f32 v38, v38, v41, 0x3d2aaaab
	v_fmaak_f32 v38, v38, v41, 0x3e2aaaab
	v_fma_f32 v38, v38, v41, 0.5
	v_mul_f32_e32 v40, v41, v41
	v_mul_f32_e32 v40, v40, v38
	v_add_f32_e32 v38, v41, v40
	v_cmp_o_f32_e32 vcc, v37, v37
	v_sub_f32_e32 v42, v38, v41
	v_sub_f32_e32 v41, v41, v1
	v_cndmask_b32_e32 v1, 0, v37, vcc
	v_add_f32_e32 v43, 1.0, v38
	v_cvt_i32_f32_e32 v1, v1
	v_sub_f32_e32 v42, v40, v42
	v_add_f32_e32 v40, -1.0, v43
	v_pk_add_f32 v[38:39], v[38:39], v[40:41] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_add_f32_e32 v37, v39, v42
	v_add_f32_e32 v37, v38, v37
	v_ashrrev_i32_e32 v38, 1, v1
	v_add_f32_e32 v37, v43, v37
	v_sub_u32_e32 v1, v1, v38
	v_lshl_add_u32 v38, v38, 23, 1.0
	v_lshl_add_u32 v1, v1, 23, 1.0
	v_mul_f32_e32 v37, v37, v38
	v_mul_f32_e32 v1, v37, v1
	v_add_f32_e32 v1, 1.0, v1
	v_div_scale_f32 v37, s[4:5], v1, v1, 1.0
	v_rcp_f32_e32 v38, v37
	s_nop 0
	v_fma_f32 v39, -v37, v38, 1.0
	v_fmac_f32_e32 v38, v39, v38
	v_div_scale_f32 v39, vcc, 1.0, v1, 1.0
	v_mul_f32_e32 v40, v39, v38
	v_fma_f32 v41, -v37, v40, v39
	v_fmac_f32_e32 v40, v41, v38
	v_fma_f32 v37, -v37, v40, v39
	v_div_fmas_f32 v37, v37, v38, v40
	v_div_fixup_f32 v1, v37, v1, 1.0
	ds_write_b32 v70, v1
	s_or_b64 exec, exec, s[6:7]
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execnz .LBB0_63
	s_branch .LBB0_64
.LBB0_76:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel kda_verify_snapshot_act_bf16_dt_f32_pool_bf16_bv16w2
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
		.amdhsa_next_free_vgpr 114
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
	.size	kda_verify_snapshot_act_bf16_dt_f32_pool_bf16_bv16w2, .Lfunc_end0-kda_verify_snapshot_act_bf16_dt_f32_pool_bf16_bv16w2

	.set kda_verify_snapshot_act_bf16_dt_f32_pool_bf16_bv16w2.num_vgpr, 114
	.set kda_verify_snapshot_act_bf16_dt_f32_pool_bf16_bv16w2.num_agpr, 0
	.set kda_verify_snapshot_act_bf16_dt_f32_pool_bf16_bv16w2.numbered_sgpr, 86
	.set kda_verify_snapshot_act_bf16_dt_f32_pool_bf16_bv16w2.num_named_barrier, 0
	.set kda_verify_snapshot_act_bf16_dt_f32_pool_bf16_bv16w2.private_seg_size, 0
	.set kda_verify_snapshot_act_bf16_dt_f32_pool_bf16_bv16w2.uses_vcc, 1
	.set kda_verify_snapshot_act_bf16_dt_f32_pool_bf16_bv16w2.uses_flat_scratch, 0
	.set kda_verify_snapshot_act_bf16_dt_f32_pool_bf16_bv16w2.has_dyn_sized_stack, 0
	.set kda_verify_snapshot_act_bf16_dt_f32_pool_bf16_bv16w2.has_recursion, 0
	.set kda_verify_snapshot_act_bf16_dt_f32_pool_bf16_bv16w2.has_indirect_call, 0
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
    .name:           kda_verify_snapshot_act_bf16_dt_f32_pool_bf16_bv16w2
    .private_segment_fixed_size: 0
    .sgpr_count:     92
    .sgpr_spill_count: 0
    .symbol:         kda_verify_snapshot_act_bf16_dt_f32_pool_bf16_bv16w2.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     114
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx950
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
