; deltagen generated file: do not edit. Regenerate with `cargo xtask gen`.
; kernel: kda_verify  instance: kda_verify_snapshot_act_bf16_dt_f32_pool_bf16_bv8w4  arch: gfx950
; profile=portable  mode=snapshot  act_dtype=bf16  dt_bias_dtype=f32  pool_dtype=bf16  tile=bv8w4  lanes_per_column=32  requests=1
; ir-sha256: 6134b7499e8b20ad620125e50f1c485cafc46e0d15c71dd55f00278f9e4841c8
; llvm: 22.1  pipeline: default<O3>  ld.lld: LLVM 22.1
	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 6
	.text
	.globl	kda_verify_snapshot_act_bf16_dt_f32_pool_bf16_bv8w4
	.p2align	8
	.type	kda_verify_snapshot_act_bf16_dt_f32_pool_bf16_bv8w4,@function
kda_verify_snapshot_act_bf16_dt_f32_pool_bf16_bv8w4:
	s_load_dwordx4 s[44:47], s[0:1], 0x6c
	s_load_dwordx16 s[4:19], s[0:1], 0x0
	s_mov_b32 s34, s3
	s_ashr_i32 s3, s2, 31
	s_lshr_b32 s3, s3, 28
	s_waitcnt lgkmcnt(0)
	s_max_i32 s20, s46, 1
	v_cvt_f32_u32_e32 v1, s20
	s_sub_i32 s21, 0, s20
	s_add_i32 s56, s2, s3
	s_and_b32 s3, s56, 0x1ffffff0
	v_rcp_iflag_f32_e32 v2, v1
	s_sub_i32 s33, s2, s3
	s_abs_i32 s2, s47
	s_ashr_i32 s50, s56, 4
	v_mul_f32_e32 v2, 0x4f7ffffe, v2
	v_cvt_u32_f32_e32 v2, v2
	s_ashr_i32 s3, s47, 31
	v_and_b32_e32 v1, 31, v0
	v_lshlrev_b32_e32 v34, 4, v1
	v_readfirstlane_b32 s22, v2
	s_mul_i32 s21, s21, s22
	s_mul_hi_u32 s21, s22, s21
	s_add_i32 s22, s22, s21
	s_mul_hi_u32 s21, s2, s22
	s_mul_i32 s22, s21, s20
	s_sub_i32 s2, s2, s22
	s_add_i32 s22, s21, 1
	s_sub_i32 s23, s2, s20
	s_cmp_ge_u32 s2, s20
	s_cselect_b32 s21, s22, s21
	s_cselect_b32 s2, s23, s2
	s_add_i32 s22, s21, 1
	s_cmp_ge_u32 s2, s20
	s_cselect_b32 s2, s22, s21
	s_xor_b32 s2, s2, s3
	s_sub_i32 s2, s2, s3
	s_ashr_i32 s51, s50, 31
	s_max_i32 s2, s2, 1
	s_lshl_b64 s[20:21], s[50:51], 2
	s_add_u32 s52, s14, s20
	s_addc_u32 s53, s15, s21
	s_lshl_b64 s[14:15], s[50:51], 7
	s_lshl_b64 s[20:21], s[50:51], 9
	s_add_u32 s16, s16, s20
	s_addc_u32 s17, s17, s21
	global_load_dwordx4 v[2:5], v34, s[16:17]
	s_load_dwordx8 s[36:43], s[0:1], 0x40
	s_ashr_i32 s35, s34, 31
	s_lshl_b64 s[60:61], s[34:35], 2
	v_cvt_f32_u32_e32 v6, s2
	s_load_dwordx8 s[20:27], s[0:1], 0x80
	s_load_dwordx4 s[28:31], s[0:1], 0xa0
	s_load_dwordx2 s[16:17], s[0:1], 0xb0
	s_waitcnt lgkmcnt(0)
	s_add_u32 s34, s38, s60
	s_addc_u32 s35, s39, s61
	s_load_dword s58, s[34:35], 0x0
	v_lshrrev_b32_e32 v35, 5, v0
	v_rcp_iflag_f32_e32 v6, v6
	v_lshl_or_b32 v24, s33, 3, v35
	s_load_dwordx2 s[48:49], s[0:1], 0x60
	s_waitcnt lgkmcnt(0)
	s_cmp_gt_i32 s58, -1
	s_cselect_b64 s[34:35], -1, 0
	s_cmp_lt_i32 s58, s45
	s_cselect_b64 s[54:55], -1, 0
	s_and_b64 s[62:63], s[34:35], s[54:55]
	s_add_u32 s38, s40, s60
	s_addc_u32 s39, s41, s61
	s_load_dwordx2 s[34:35], s[38:39], 0x0
	v_mul_f32_e32 v6, 0x4f7ffffe, v6
	v_cvt_u32_f32_e32 v6, v6
	v_ashrrev_i32_e32 v25, 31, v24
	v_lshlrev_b32_e32 v22, 2, v1
	s_waitcnt lgkmcnt(0)
	s_cmp_gt_i32 s34, -1
	s_cselect_b64 s[38:39], -1, 0
	s_cmp_ge_i32 s35, s34
	s_cselect_b64 s[40:41], -1, 0
	s_cmp_le_i32 s35, s44
	s_cselect_b64 s[44:45], -1, 0
	s_and_b64 s[38:39], s[38:39], s[40:41]
	s_sub_i32 s33, s35, s34
	s_and_b64 s[40:41], s[44:45], s[38:39]
	s_cmp_le_i32 s33, s17
	s_cselect_b64 s[44:45], -1, 0
	s_and_b64 s[38:39], s[44:45], s[40:41]
	s_and_b64 s[62:63], s[62:63], s[38:39]
	s_add_u32 s42, s42, s60
	s_addc_u32 s43, s43, s61
	s_load_dword s46, s[42:43], 0x0
	v_readfirstlane_b32 s57, v6
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v7, v6
	s_andn2_b64 vcc, exec, s[62:63]
	v_mov_b64_e32 v[8:9], v[6:7]
	s_cbranch_vccnz .LBB0_2
	s_mul_i32 s31, s31, s58
	s_mul_hi_u32 s35, s30, s58
	s_add_i32 s31, s35, s31
	s_mul_i32 s30, s30, s58
	s_lshl_b64 s[30:31], s[30:31], 1
	v_lshl_add_u64 v[8:9], s[14:15], 0, v[24:25]
	s_add_u32 s30, s36, s30
	s_addc_u32 s31, s37, s31
	v_lshlrev_b64 v[8:9], 8, v[8:9]
	v_lshl_add_u64 v[8:9], s[30:31], 0, v[8:9]
	v_lshlrev_b32_e32 v10, 1, v22
	v_mov_b32_e32 v11, v6
	v_lshl_add_u64 v[6:7], v[8:9], 0, v[10:11]
	global_load_dwordx2 v[6:7], v[6:7], off
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v9, 0xffff0000, v6
	v_lshlrev_b32_e32 v8, 16, v6
	v_and_b32_e32 v11, 0xffff0000, v7
	v_lshlrev_b32_e32 v10, 16, v7
	v_pk_add_f32 v[6:7], v[8:9], 0 op_sel_hi:[1,0]
	v_pk_add_f32 v[8:9], v[10:11], 0 op_sel_hi:[1,0]
.LBB0_2:
	s_xor_b64 s[42:43], s[44:45], -1
	s_xor_b64 s[30:31], s[40:41], -1
	s_and_b64 s[40:41], s[40:41], s[42:43]
	s_and_b64 s[40:41], s[40:41], exec
	s_cselect_b32 s37, 2, 0
	s_and_b64 s[40:41], s[54:55], exec
	s_cselect_b32 s40, 0, 4
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_i32 s46, s16
	s_load_dword s36, s[52:53], 0x0
	s_load_dword s35, s[0:1], 0xf0
	s_cselect_b64 s[52:53], -1, 0
	v_cndmask_b32_e64 v10, 0, 1, s[30:31]
	s_and_b64 s[30:31], s[52:53], exec
	s_cselect_b32 s16, 0, 8
	s_or_b32 s16, s16, s40
	v_readfirstlane_b32 s30, v10
	s_or_b32 s16, s16, s30
	s_or_b32 s16, s16, s37
	s_cmp_eq_u32 s16, 0
	s_cselect_b64 s[30:31], -1, 0
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s35, 0
	s_cselect_b64 s[40:41], -1, 0
	s_or_b64 s[30:31], s[40:41], s[30:31]
	s_and_b64 vcc, exec, s[30:31]
	s_cbranch_vccnz .LBB0_6
	v_mbcnt_lo_u32_b32 v10, exec_lo, 0
	v_mbcnt_hi_u32_b32 v10, exec_hi, v10
	v_cmp_eq_u32_e32 vcc, 0, v10
	s_and_saveexec_b64 s[30:31], vcc
	s_cbranch_execz .LBB0_5
	s_load_dwordx2 s[40:41], s[0:1], 0xe8
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v11, s16
	s_waitcnt lgkmcnt(0)
	global_atomic_or v10, v11, s[40:41]
.LBB0_5:
	s_or_b64 exec, exec, s[30:31]
.LBB0_6:
	s_and_b64 s[30:31], s[38:39], exec
	s_cselect_b32 s35, s33, 0
	s_add_i32 s16, s35, 7
	s_cmp_lt_i32 s16, 8
	s_mov_b32 s37, 0
	s_cbranch_scc1 .LBB0_26
	s_sub_i32 s30, 0, s2
	s_mul_i32 s30, s30, s57
	s_mul_hi_u32 s30, s57, s30
	s_add_i32 s57, s57, s30
	s_ashr_i32 s30, s16, 31
	s_lshr_b32 s30, s30, 29
	s_add_i32 s16, s16, s30
	s_abs_i32 s38, s50
	s_ashr_i32 s41, s56, 31
	s_ashr_i32 s39, s16, 3
	s_lshl_b64 s[44:45], s[14:15], 1
	s_add_u32 s8, s8, s44
	s_addc_u32 s9, s9, s45
	v_lshlrev_b64 v[26:27], 1, v[24:25]
	v_lshl_add_u64 v[10:11], s[8:9], 0, v[26:27]
	s_lshl_b64 s[8:9], s[50:51], 1
	s_add_u32 s30, s12, s8
	s_addc_u32 s31, s13, s9
	s_add_u32 s8, s10, s44
	s_mul_hi_u32 s40, s38, s57
	s_addc_u32 s9, s11, s45
	v_lshlrev_b32_e32 v28, 1, v22
	v_mov_b32_e32 v29, 0
	v_lshl_add_u64 v[12:13], s[8:9], 0, v[28:29]
	s_load_dwordx2 s[8:9], s[0:1], 0xb8
	s_load_dwordx4 s[12:15], s[0:1], 0xc0
	s_mul_i32 s0, s40, s2
	s_sub_i32 s0, s38, s0
	s_add_i32 s1, s40, 1
	s_sub_i32 s10, s0, s2
	s_cmp_ge_u32 s0, s2
	s_cselect_b32 s1, s1, s40
	s_cselect_b32 s0, s10, s0
	s_add_i32 s10, s1, 1
	s_cmp_ge_u32 s0, s2
	s_cselect_b32 s2, s10, s1
	s_waitcnt lgkmcnt(0)
	v_div_scale_f32 v14, s[0:1], s13, s13, 1.0
	v_rcp_f32_e32 v15, v14
	v_mov_b32_e32 v40, 0xc2d00000
	s_xor_b32 s0, s2, s41
	s_sub_i32 s0, s0, s41
	v_fma_f32 v16, -v14, v15, 1.0
	v_fmac_f32_e32 v15, v16, v15
	v_div_scale_f32 v16, vcc, 1.0, s13, 1.0
	v_mul_f32_e32 v17, v16, v15
	v_fma_f32 v18, -v14, v17, v16
	v_fmac_f32_e32 v17, v18, v15
	v_fma_f32 v14, -v14, v17, v16
	v_div_fmas_f32 v14, v14, v15, v17
	v_mov_b32_e32 v15, 0x3000
	v_lshl_or_b32 v36, v35, 2, v15
	v_mov_b32_e32 v15, s36
	v_cmp_nlt_f32_e32 vcc, s36, v40
	s_mov_b32 s41, 0x42b20000
	v_mov_b32_e32 v41, 0x42b20000
	v_cndmask_b32_e32 v15, v40, v15, vcc
	v_cmp_nlt_f32_e32 vcc, s41, v15
	v_mov_b32_e32 v42, 0x4b400000
	s_ashr_i32 s1, s0, 31
	v_cndmask_b32_e32 v15, v41, v15, vcc
	v_fmamk_f32 v20, v15, 0x3fb8aa3b, v42
	v_add_f32_e32 v20, 0xcb400000, v20
	s_cmp_gt_i32 s46, -1
	v_fmac_f32_e32 v15, 0xbf317218, v20
	v_mul_f32_e32 v21, 0x3102e308, v20
	s_cselect_b64 s[10:11], -1, 0
	s_lshl_b64 s[0:1], s[0:1], 8
	v_add_f32_e32 v23, v15, v21
	v_mov_b32_e32 v43, 0x3ab60b61
	s_add_u32 s4, s4, s0
	v_fmamk_f32 v30, v23, 0x39500d01, v43
	s_addc_u32 s5, s5, s1
	v_fmaak_f32 v30, v30, v23, 0x3c088889
	s_add_u32 s0, s6, s0
	v_fmaak_f32 v30, v30, v23, 0x3d2aaaab
	s_addc_u32 s1, s7, s1
	v_fmaak_f32 v30, v30, v23, 0x3e2aaaab
	v_lshl_add_u64 v[16:17], s[4:5], 0, v[28:29]
	v_lshl_add_u64 v[18:19], s[0:1], 0, v[28:29]
	v_mul_f32_e32 v28, v23, v23
	v_fma_f32 v30, v30, v23, 0.5
	v_mul_f32_e32 v28, v28, v30
	v_cmp_o_f32_e32 vcc, v20, v20
	v_add_f32_e32 v30, v23, v28
	v_add_f32_e32 v31, 1.0, v30
	v_cndmask_b32_e32 v20, 0, v20, vcc
	v_cvt_i32_f32_e32 v20, v20
	v_add_f32_e32 v32, -1.0, v31
	v_sub_f32_e32 v32, v30, v32
	v_sub_f32_e32 v30, v30, v23
	v_sub_f32_e32 v15, v23, v15
	v_sub_f32_e32 v28, v28, v30
	v_sub_f32_e32 v15, v21, v15
	v_add_f32_e32 v15, v15, v28
	v_ashrrev_i32_e32 v21, 1, v20
	v_add_f32_e32 v15, v32, v15
	v_lshlrev_b32_e32 v23, 23, v21
	v_sub_u32_e32 v20, v20, v21
	s_add_u32 s0, s18, s44
	s_mul_i32 s6, s9, s46
	s_mul_hi_u32 s7, s8, s46
	s_mov_b32 s2, s47
	v_add_f32_e32 v15, v31, v15
	v_add_u32_e32 v23, 1.0, v23
	v_lshlrev_b32_e32 v20, 23, v20
	s_addc_u32 s1, s19, s45
	s_add_i32 s7, s7, s6
	s_mul_i32 s6, s8, s46
	v_mul_f32_e32 v15, v15, v23
	v_add_u32_e32 v20, 1.0, v20
	s_lshl_b64 s[18:19], s[2:3], 7
	s_and_b64 s[4:5], s[10:11], s[52:53]
	s_lshl_b64 s[6:7], s[6:7], 1
	s_lshl_b64 s[8:9], s[50:51], 15
	v_mul_f32_e32 v15, v15, v20
	s_add_u32 s6, s6, s8
	v_sub_f32_e32 v20, 0, v15
	v_lshlrev_b32_e32 v15, 2, v0
	v_bfrev_b32_e32 v21, 0.5
	s_addc_u32 s7, s7, s9
	v_lshlrev_b64 v[24:25], 8, v[24:25]
	v_bitop3_b32 v44, v15, 64, v21 bitop3:0x6c
	v_bitop3_b32 v45, v15, 32, v21 bitop3:0x6c
	v_bitop3_b32 v46, v15, 16, v21 bitop3:0x6c
	v_bitop3_b32 v47, v15, 8, v21 bitop3:0x6c
	v_bitop3_b32 v48, v15, 4, v21 bitop3:0x6c
	v_lshlrev_b32_e32 v21, 2, v22
	v_lshl_add_u64 v[24:25], s[6:7], 0, v[24:25]
	v_lshlrev_b32_e32 v28, 3, v1
	v_div_fixup_f32 v14, v14, s13, 1.0
	v_lshl_or_b32 v49, v35, 9, v21
	v_lshlrev_b32_e32 v30, 5, v1
	v_lshl_add_u64 v[24:25], v[24:25], 0, v[28:29]
	v_add_u32_e32 v37, s34, v1
	v_add_u32_e32 v38, s34, v0
	v_add_u32_e32 v39, s34, v35
	s_mov_b32 s15, 0xc2d00000
	s_mov_b32 s16, 0x3fb8aa3b
	s_mov_b32 s36, 0xcb400000
	s_mov_b32 s38, 0xbf317218
	s_mov_b32 s40, 0x3102e308
	s_mov_b32 s42, 0x39500d01
	v_or_b32_e32 v50, 0x2000, v49
	v_or_b32_e32 v51, 0x1000, v49
	v_add_u32_e32 v52, 0x3100, v15
	v_lshl_add_u64 v[22:23], s[0:1], 0, v[26:27]
	v_cmp_eq_u32_e64 s[0:1], 0, v1
	s_mov_b32 s44, s12
	s_mov_b32 s45, s12
	v_mov_b32_e32 v21, v20
	s_mov_b32 s12, s13
	s_mov_b32 s43, s14
	v_mov_b32_e32 v15, v14
	v_lshl_add_u64 v[24:25], s[48:49], 0, v[24:25]
	s_lshl_b64 s[46:47], s[2:3], 15
	s_mov_b32 s49, 0xf800000
	v_mov_b32_e32 v53, 0x260
	s_mov_b32 s48, 0x4b400000
	s_mov_b32 s50, 0x3ab60b61
	s_mov_b32 s52, 0x3c088889
	s_mov_b32 s54, 0x3d2aaaab
	s_mov_b32 s56, 0x3e2aaaab
	v_mov_b32_e32 v26, -1.0
	s_mov_b32 s51, 0x800000
	s_mov_b32 s58, 0x4b000000
	s_mov_b32 s60, 0x3e638e39
	s_mov_b32 s62, 0x3e3a2e8c
	s_mov_b32 s64, 0x3e924925
	s_mov_b32 s66, 0x3ecccccd
	s_mov_b32 s68, 0x3f2aaaab
	s_mov_b32 s70, 0xb102e308
	s_mov_b32 s72, 0x3f317218
	s_mov_b32 s53, 0x7f800000
	v_add_u32_e32 v54, v36, v30
	s_xor_b64 s[74:75], s[4:5], -1
	v_not_b32_e32 v55, 22
	v_mov_b32_e32 v56, 0xff800000
	v_mov_b32_e32 v57, 0x7f800000
	v_mov_b32_e32 v58, 0x7fc00000
	s_mov_b32 s55, 0
	s_branch .LBB0_9
.LBB0_8:
	s_add_i32 s55, s55, 1
	s_add_i32 s33, s33, -8
	s_add_i32 s37, s37, 8
	s_cmp_eq_u32 s55, s39
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_26
.LBB0_9:
	s_lshl_b32 s8, s55, 3
	s_sub_i32 s57, s35, s8
	s_min_i32 s9, s57, 8
	v_mov_b32_e32 v60, 0
	v_cmp_gt_i32_e64 s[2:3], s9, v1
	v_mov_b32_e32 v59, v60
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execnz .LBB0_22
	s_or_b64 exec, exec, s[4:5]
	v_cmp_gt_i32_e64 s[4:5], s9, v0
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execnz .LBB0_23
.LBB0_11:
	s_or_b64 exec, exec, s[6:7]
	v_cmp_gt_i32_e32 vcc, s9, v35
	s_and_saveexec_b64 s[76:77], vcc
	s_cbranch_execnz .LBB0_24
.LBB0_12:
	s_or_b64 exec, exec, s[76:77]
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execnz .LBB0_25
.LBB0_13:
	s_or_b64 exec, exec, s[6:7]
	s_and_saveexec_b64 s[4:5], s[2:3]
.LBB0_14:
	ds_write_b32 v54, v59
.LBB0_15:
	s_or_b64 exec, exec, s[4:5]
	s_cmp_lt_i32 s57, 1
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_8
	s_ashr_i32 s2, s37, 31
	s_mul_i32 s3, s47, s37
	s_mul_i32 s2, s46, s2
	v_mov_b32_e32 v28, s37
	s_add_i32 s4, s2, s3
	v_mad_u64_u32 v[28:29], s[2:3], s46, v28, v[24:25]
	v_med3_i32 v27, s33, 1, 8
	v_add_u32_e32 v29, s4, v29
	s_movk_i32 s4, 0x3100
	s_mov_b32 s5, s37
	v_mov_b32_e32 v30, v34
	v_mov_b32_e32 v31, v36
	s_branch .LBB0_18
.LBB0_17:
	v_add_u32_e32 v27, -1, v27
	v_cmp_eq_u32_e32 vcc, 0, v27
	v_add_u32_e32 v31, 32, v31
	v_add_u32_e32 v30, 0x200, v30
	s_add_i32 s4, s4, 4
	v_lshl_add_u64 v[28:29], v[28:29], 0, s[46:47]
	s_add_i32 s5, s5, 1
	s_cbranch_vccnz .LBB0_8
.LBB0_18:
	ds_read_b128 v[60:63], v30
	ds_read_b128 v[64:67], v30 offset:4096
	v_mov_b32_e32 v59, s4
	s_waitcnt lgkmcnt(1)
	v_pk_mul_f32 v[6:7], v[6:7], v[60:61]
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v32, v65, v7
	v_pk_mul_f32 v[8:9], v[8:9], v[62:63]
	v_fmac_f32_e32 v32, v64, v6
	v_fmac_f32_e32 v32, v66, v8
	v_fmac_f32_e32 v32, v67, v9
	ds_bpermute_b32 v33, v44, v32
	ds_read_b32 v68, v31
	ds_read_b32 v59, v59
	ds_read_b128 v[60:63], v30 offset:8192
	s_waitcnt lgkmcnt(3)
	v_add_f32_e32 v32, v32, v33
	ds_bpermute_b32 v33, v45, v32
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v32, v32, v33
	ds_bpermute_b32 v33, v46, v32
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v32, v32, v33
	ds_bpermute_b32 v33, v47, v32
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v32, v32, v33
	ds_bpermute_b32 v33, v48, v32
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v32, v32, v33
	v_sub_f32_e32 v32, v68, v32
	v_mul_f32_e32 v32, v59, v32
	v_pk_fma_f32 v[6:7], v[64:65], v[32:33], v[6:7] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[8:9], v[66:67], v[32:33], v[8:9] op_sel_hi:[1,0,1]
	v_mul_f32_e32 v32, v61, v7
	v_fmac_f32_e32 v32, v60, v6
	v_fmac_f32_e32 v32, v62, v8
	v_fmac_f32_e32 v32, v63, v9
	ds_bpermute_b32 v33, v44, v32
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v32, v32, v33
	ds_bpermute_b32 v33, v45, v32
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v32, v32, v33
	ds_bpermute_b32 v33, v46, v32
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v32, v32, v33
	ds_bpermute_b32 v33, v47, v32
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v32, v32, v33
	ds_bpermute_b32 v33, v48, v32
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_20
	s_add_i32 s6, s34, s5
	s_ashr_i32 s7, s6, 31
	s_mul_i32 s7, s18, s7
	s_mul_hi_u32 s8, s18, s6
	s_add_i32 s7, s8, s7
	s_mul_i32 s8, s19, s6
	s_add_i32 s7, s7, s8
	s_mul_i32 s6, s18, s6
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v32, v32, v33
	v_cvt_pk_bf16_f32 v59, v32, s0
	v_lshl_add_u64 v[32:33], s[6:7], 1, v[22:23]
	global_store_short v[32:33], v59, off
.LBB0_20:
	s_or_b64 exec, exec, s[2:3]
	s_cmp_ge_i32 s5, s17
	s_cselect_b64 s[2:3], -1, 0
	s_or_b64 s[2:3], s[2:3], s[74:75]
	s_and_b64 vcc, exec, s[2:3]
	s_cbranch_vccnz .LBB0_17
	s_waitcnt lgkmcnt(0)
	v_cvt_pk_bf16_f32 v33, v8, v9
	v_cvt_pk_bf16_f32 v32, v6, v7
	global_store_dwordx2 v[28:29], v[32:33], off
	s_branch .LBB0_17
.LBB0_22:
	v_add_u32_e32 v27, s8, v37
	v_ashrrev_i32_e32 v28, 31, v27
	v_mul_lo_u32 v30, s24, v28
	v_mul_lo_u32 v31, s25, v27
	v_mad_u64_u32 v[28:29], s[6:7], s24, v27, 0
	v_add3_u32 v29, v29, v30, v31
	v_lshl_add_u64 v[28:29], v[28:29], 1, v[10:11]
	global_load_ushort v27, v[28:29], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v59, 16, v27
	s_or_b64 exec, exec, s[4:5]
	v_cmp_gt_i32_e64 s[4:5], s9, v0
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB0_11
.LBB0_23:
	v_add_u32_e32 v27, s8, v38
	v_ashrrev_i32_e32 v28, 31, v27
	v_mul_lo_u32 v30, s28, v28
	v_mul_lo_u32 v31, s29, v27
	v_mad_u64_u32 v[28:29], s[10:11], s28, v27, 0
	v_add3_u32 v29, v29, v30, v31
	v_lshl_add_u64 v[28:29], v[28:29], 1, s[30:31]
	global_load_ushort v27, v[28:29], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v60, 16, v27
	s_or_b64 exec, exec, s[6:7]
	v_cmp_gt_i32_e32 vcc, s9, v35
	s_and_saveexec_b64 s[76:77], vcc
	s_cbranch_execz .LBB0_12
.LBB0_24:
	v_add_u32_e32 v27, s8, v39
	v_ashrrev_i32_e32 v32, 31, v27
	v_mul_lo_u32 v30, s20, v32
	v_mul_lo_u32 v31, s21, v27
	v_mad_u64_u32 v[28:29], s[6:7], s20, v27, 0
	v_add3_u32 v29, v29, v30, v31
	v_mul_lo_u32 v33, s22, v32
	v_mul_lo_u32 v61, s23, v27
	v_mad_u64_u32 v[30:31], s[6:7], s22, v27, 0
	v_add3_u32 v31, v31, v33, v61
	v_lshl_add_u64 v[28:29], v[28:29], 1, v[16:17]
	v_lshl_add_u64 v[30:31], v[30:31], 1, v[18:19]
	global_load_dwordx2 v[28:29], v[28:29], off
	v_mul_lo_u32 v69, s27, v27
	global_load_dwordx2 v[30:31], v[30:31], off
	v_mul_lo_u32 v32, s26, v32
	s_waitcnt vmcnt(1)
	v_and_b32_e32 v62, 0xffff0000, v28
	v_lshlrev_b32_e32 v61, 16, v28
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v63, 0xffff0000, v30
	v_lshlrev_b32_e32 v64, 16, v30
	v_and_b32_e32 v30, 0xffff0000, v29
	v_lshlrev_b32_e32 v65, 16, v29
	v_mul_f32_e32 v28, v62, v62
	v_mul_f32_e32 v29, v63, v63
	v_lshlrev_b32_e32 v72, 16, v31
	v_fmac_f32_e32 v28, v61, v61
	v_fmac_f32_e32 v29, v64, v64
	v_and_b32_e32 v66, 0xffff0000, v31
	v_fmac_f32_e32 v28, v65, v65
	v_fmac_f32_e32 v29, v72, v72
	v_fmac_f32_e32 v28, v30, v30
	v_fmac_f32_e32 v29, v66, v66
	ds_bpermute_b32 v31, v44, v28
	ds_bpermute_b32 v33, v44, v29
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v28, v28, v31
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v29, v29, v33
	ds_bpermute_b32 v31, v45, v28
	ds_bpermute_b32 v33, v45, v29
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v28, v28, v31
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v29, v29, v33
	ds_bpermute_b32 v31, v46, v28
	ds_bpermute_b32 v33, v46, v29
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v31, v28, v31
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v33, v29, v33
	ds_bpermute_b32 v67, v47, v31
	ds_bpermute_b32 v68, v47, v33
	v_mad_u64_u32 v[28:29], s[6:7], s26, v27, 0
	v_add3_u32 v29, v29, v32, v69
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v27, v31, v67
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v31, v33, v68
	ds_bpermute_b32 v33, v48, v27
	ds_bpermute_b32 v67, v48, v31
	v_lshl_add_u64 v[28:29], v[28:29], 1, v[12:13]
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v27, v27, v33
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v31, v31, v67
	v_add_f32_e32 v27, 0x358637bd, v27
	v_add_f32_e32 v31, 0x358637bd, v31
	v_mul_f32_e32 v32, 0x4f800000, v27
	v_mul_f32_e32 v33, 0x4f800000, v31
	v_cmp_gt_f32_e32 vcc, s49, v27
	v_cmp_gt_f32_e64 s[6:7], s49, v31
	s_nop 0
	v_cndmask_b32_e32 v27, v27, v32, vcc
	v_cndmask_b32_e64 v31, v31, v33, s[6:7]
	global_load_dwordx2 v[32:33], v[28:29], off
	v_sqrt_f32_e32 v67, v27
	v_sqrt_f32_e32 v68, v31
	v_add_u32_e32 v28, -1, v67
	v_add_u32_e32 v69, -1, v68
	v_fma_f32 v71, -v28, v67, v27
	v_add_u32_e32 v29, 1, v67
	v_fma_f32 v74, -v69, v68, v31
	v_cmp_ge_f32_e64 s[8:9], 0, v71
	v_add_u32_e32 v70, 1, v68
	v_fma_f32 v73, -v29, v67, v27
	v_cndmask_b32_e64 v28, v67, v28, s[8:9]
	v_cmp_ge_f32_e64 s[8:9], 0, v74
	v_fma_f32 v75, -v70, v68, v31
	s_nop 0
	v_cndmask_b32_e64 v67, v68, v69, s[8:9]
	v_cmp_lt_f32_e64 s[8:9], 0, v73
	s_nop 1
	v_cndmask_b32_e64 v28, v28, v29, s[8:9]
	v_cmp_lt_f32_e64 s[8:9], 0, v75
	s_nop 1
	v_cndmask_b32_e64 v29, v67, v70, s[8:9]
	v_mul_f32_e32 v67, 0x37800000, v28
	v_cndmask_b32_e32 v28, v28, v67, vcc
	v_cmp_class_f32_e32 vcc, v27, v53
	v_mul_f32_e32 v68, 0x37800000, v29
	v_cndmask_b32_e64 v29, v29, v68, s[6:7]
	v_cndmask_b32_e32 v27, v28, v27, vcc
	v_cmp_class_f32_e32 vcc, v31, v53
	v_div_scale_f32 v28, s[6:7], v27, v27, v62
	s_nop 0
	v_cndmask_b32_e32 v73, v29, v31, vcc
	v_div_scale_f32 v31, s[6:7], v27, v27, v61
	v_rcp_f32_e32 v75, v28
	v_div_scale_f32 v68, s[8:9], v27, v27, v30
	v_rcp_f32_e32 v76, v31
	v_div_scale_f32 v70, s[10:11], v27, v27, v65
	v_rcp_f32_e32 v77, v68
	v_rcp_f32_e32 v78, v70
	v_fma_f32 v79, -v28, v75, 1.0
	v_div_scale_f32 v29, vcc, v62, v27, v62
	v_fma_f32 v80, -v31, v76, 1.0
	v_fmac_f32_e32 v75, v79, v75
	v_div_scale_f32 v67, s[6:7], v61, v27, v61
	v_fma_f32 v81, -v68, v77, 1.0
	v_fmac_f32_e32 v76, v80, v76
	v_mul_f32_e32 v79, v29, v75
	v_div_scale_f32 v69, s[8:9], v30, v27, v30
	v_fma_f32 v82, -v70, v78, 1.0
	v_fmac_f32_e32 v77, v81, v77
	v_mul_f32_e32 v80, v67, v76
	v_fma_f32 v83, -v28, v79, v29
	v_div_scale_f32 v71, s[10:11], v65, v27, v65
	v_fmac_f32_e32 v78, v82, v78
	v_mul_f32_e32 v81, v69, v77
	v_fma_f32 v84, -v31, v80, v67
	v_fmac_f32_e32 v79, v83, v75
	v_mul_f32_e32 v82, v71, v78
	v_fma_f32 v85, -v68, v81, v69
	v_fmac_f32_e32 v80, v84, v76
	v_fma_f32 v28, -v28, v79, v29
	v_fma_f32 v86, -v70, v82, v71
	v_fmac_f32_e32 v81, v85, v77
	v_fma_f32 v31, -v31, v80, v67
	v_div_fmas_f32 v28, v28, v75, v79
	s_mov_b64 vcc, s[6:7]
	v_fmac_f32_e32 v82, v86, v78
	v_fma_f32 v67, -v68, v81, v69
	v_div_fixup_f32 v29, v28, v27, v62
	v_div_fmas_f32 v28, v31, v76, v80
	s_mov_b64 vcc, s[8:9]
	v_fma_f32 v68, -v70, v82, v71
	v_div_fmas_f32 v31, v67, v77, v81
	s_mov_b64 vcc, s[10:11]
	v_div_scale_f32 v74, s[78:79], v73, v73, v63
	v_div_fixup_f32 v31, v31, v27, v30
	v_div_fmas_f32 v30, v68, v78, v82
	v_div_fixup_f32 v28, v28, v27, v61
	v_div_fixup_f32 v30, v30, v27, v65
	v_rcp_f32_e32 v27, v74
	v_pk_mul_f32 v[28:29], s[44:45], v[28:29]
	v_pk_mul_f32 v[30:31], s[44:45], v[30:31]
	ds_write_b128 v50, v[28:31]
	v_fma_f32 v28, -v74, v27, 1.0
	v_fmac_f32_e32 v27, v28, v27
	v_div_scale_f32 v28, vcc, v63, v73, v63
	v_mul_f32_e32 v29, v28, v27
	v_fma_f32 v30, -v74, v29, v28
	v_fmac_f32_e32 v29, v30, v27
	v_div_scale_f32 v30, s[6:7], v73, v73, v64
	v_rcp_f32_e32 v31, v30
	v_fma_f32 v28, -v74, v29, v28
	v_div_fmas_f32 v27, v28, v27, v29
	v_div_fixup_f32 v63, v27, v73, v63
	v_fma_f32 v27, -v30, v31, 1.0
	v_fmac_f32_e32 v31, v27, v31
	v_div_scale_f32 v27, vcc, v64, v73, v64
	v_mul_f32_e32 v28, v27, v31
	v_fma_f32 v29, -v30, v28, v27
	v_fmac_f32_e32 v28, v29, v31
	v_div_scale_f32 v29, s[6:7], v73, v73, v66
	v_fma_f32 v27, -v30, v28, v27
	v_rcp_f32_e32 v30, v29
	v_div_fmas_f32 v27, v27, v31, v28
	v_div_fixup_f32 v62, v27, v73, v64
	v_fma_f32 v27, -v29, v30, 1.0
	v_fmac_f32_e32 v30, v27, v30
	v_div_scale_f32 v27, vcc, v66, v73, v66
	v_mul_f32_e32 v28, v27, v30
	v_fma_f32 v31, -v29, v28, v27
	v_fmac_f32_e32 v28, v31, v30
	v_fma_f32 v27, -v29, v28, v27
	v_div_scale_f32 v29, s[6:7], v73, v73, v72
	v_rcp_f32_e32 v31, v29
	v_div_fmas_f32 v27, v27, v30, v28
	v_div_fixup_f32 v65, v27, v73, v66
	v_fma_f32 v27, -v29, v31, 1.0
	v_fmac_f32_e32 v31, v27, v31
	v_div_scale_f32 v27, vcc, v72, v73, v72
	v_mul_f32_e32 v28, v27, v31
	v_fma_f32 v30, -v29, v28, v27
	v_fmac_f32_e32 v28, v30, v31
	v_fma_f32 v27, -v29, v28, v27
	v_div_fmas_f32 v27, v27, v31, v28
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v29, 0xffff0000, v32
	v_lshlrev_b32_e32 v28, 16, v32
	v_pk_add_f32 v[66:67], v[2:3], v[28:29]
	v_div_fixup_f32 v64, v27, v73, v72
	v_pk_mul_f32 v[68:69], s[12:13], v[66:67]
	ds_write_b128 v51, v[62:65]
	v_cmp_ngt_f32_e32 vcc, s15, v68
	s_nop 1
	v_cndmask_b32_e32 v28, v40, v68, vcc
	v_cmp_ngt_f32_e32 vcc, s15, v69
	s_nop 1
	v_cndmask_b32_e32 v29, v40, v69, vcc
	v_cmp_nlt_f32_e32 vcc, s41, v29
	s_nop 1
	v_cndmask_b32_e32 v31, v41, v29, vcc
	v_cmp_nlt_f32_e32 vcc, s41, v28
	s_nop 1
	v_cndmask_b32_e32 v30, v41, v28, vcc
	v_mov_b64_e32 v[28:29], s[48:49]
	v_pk_fma_f32 v[70:71], v[30:31], s[16:17], v[28:29] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_add_f32 v[70:71], v[70:71], s[36:37] op_sel_hi:[1,0]
	s_nop 0
	v_cmp_o_f32_e32 vcc, v71, v71
	v_pk_fma_f32 v[62:63], v[70:71], s[38:39], v[30:31] op_sel_hi:[1,0,1]
	v_pk_mul_f32 v[64:65], v[70:71], s[40:41] op_sel_hi:[1,0]
	v_cndmask_b32_e32 v32, 0, v71, vcc
	v_cmp_o_f32_e32 vcc, v70, v70
	v_mov_b64_e32 v[30:31], s[50:51]
	v_mov_b32_e32 v27, v63
	v_cndmask_b32_e32 v61, 0, v70, vcc
	v_pk_add_f32 v[70:71], v[62:63], v[64:65]
	v_cvt_i32_f32_e32 v32, v32
	v_pk_fma_f32 v[76:77], v[70:71], s[42:43], v[30:31] op_sel_hi:[1,0,0]
	v_pk_mul_f32 v[78:79], v[70:71], v[70:71]
	v_pk_fma_f32 v[76:77], v[76:77], v[70:71], s[52:53] op_sel_hi:[1,1,0]
	v_pk_add_f32 v[72:73], v[70:71], v[62:63] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_fma_f32 v[76:77], v[76:77], v[70:71], s[54:55] op_sel_hi:[1,1,0]
	v_cvt_i32_f32_e32 v61, v61
	v_pk_fma_f32 v[76:77], v[76:77], v[70:71], s[56:57] op_sel_hi:[1,1,0]
	v_pk_add_f32 v[74:75], v[64:65], v[72:73] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_fma_f32 v[76:77], v[76:77], v[70:71], 0.5 op_sel_hi:[1,1,0]
	v_ashrrev_i32_e32 v80, 1, v32
	v_pk_mul_f32 v[76:77], v[78:79], v[76:77]
	v_ashrrev_i32_e32 v81, 1, v61
	v_pk_add_f32 v[78:79], v[70:71], v[76:77]
	v_sub_u32_e32 v32, v32, v80
	v_pk_add_f32 v[70:71], v[78:79], v[70:71] neg_lo:[0,1] neg_hi:[0,1]
	v_mov_b32_e32 v64, v79
	v_pk_add_f32 v[70:71], v[76:77], v[70:71] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[76:77], v[78:79], 1.0 op_sel_hi:[1,0]
	v_lshl_add_u32 v79, v80, 23, 1.0
	v_pk_add_f32 v[62:63], v[76:77], v[26:27] op_sel:[1,0] op_sel_hi:[0,1]
	v_mov_b32_e32 v63, v73
	v_pk_add_f32 v[62:63], v[64:65], v[62:63] neg_lo:[0,1] neg_hi:[0,1]
	v_add_f32_e32 v27, -1.0, v76
	v_mov_b32_e32 v75, v63
	v_sub_f32_e32 v72, v78, v27
	v_pk_add_f32 v[64:65], v[74:75], v[70:71]
	v_mov_b32_e32 v73, v62
	v_pk_add_f32 v[62:63], v[72:73], v[64:65]
	v_lshl_add_u32 v78, v81, 23, 1.0
	v_pk_add_f32 v[62:63], v[76:77], v[62:63]
	v_sub_u32_e32 v27, v61, v81
	v_lshl_add_u32 v65, v32, 23, 1.0
	v_lshl_add_u32 v64, v27, 23, 1.0
	v_pk_mul_f32 v[62:63], v[62:63], v[78:79]
	v_mov_b64_e32 v[76:77], s[60:61]
	v_pk_mul_f32 v[62:63], v[62:63], v[64:65]
	s_nop 0
	v_pk_add_f32 v[62:63], v[62:63], 1.0 op_sel_hi:[1,0]
	s_nop 0
	v_pk_mul_f32 v[64:65], v[62:63], s[58:59] op_sel_hi:[1,0]
	v_cmp_gt_f32_e32 vcc, s51, v62
	v_cmp_gt_f32_e64 s[6:7], s51, v63
	s_nop 0
	v_cndmask_b32_e32 v27, v62, v64, vcc
	v_cndmask_b32_e64 v32, v63, v65, s[6:7]
	v_add_u32_e32 v61, 0xc0cafb0d, v32
	v_add_u32_e32 v70, 0xc0cafb0d, v27
	v_and_b32_e32 v64, 0xff800000, v61
	v_and_b32_e32 v71, 0xff800000, v70
	v_sub_u32_e32 v65, v32, v64
	v_sub_u32_e32 v64, v27, v71
	v_cndmask_b32_e32 v32, 0, v55, vcc
	v_ashrrev_i32_e32 v70, 23, v70
	v_pk_add_f32 v[64:65], v[64:65], -1.0 op_sel_hi:[1,0]
	v_add_u32_e32 v32, v70, v32
	v_pk_add_f32 v[70:71], v[64:65], 2.0 op_sel_hi:[1,0]
	v_cndmask_b32_e64 v27, 0, v55, s[6:7]
	v_div_scale_f32 v74, s[6:7], v71, v71, v65
	v_rcp_f32_e32 v75, v74
	v_ashrrev_i32_e32 v61, 23, v61
	v_add_u32_e32 v27, v61, v27
	v_cvt_f32_i32_e32 v73, v27
	v_fma_f32 v27, -v74, v75, 1.0
	v_fmac_f32_e32 v75, v27, v75
	v_div_scale_f32 v27, vcc, v65, v71, v65
	v_cvt_f32_i32_e32 v72, v32
	v_mul_f32_e32 v32, v27, v75
	v_fma_f32 v61, -v74, v32, v27
	v_fmac_f32_e32 v32, v61, v75
	v_div_scale_f32 v61, s[6:7], v70, v70, v64
	v_fma_f32 v27, -v74, v32, v27
	v_rcp_f32_e32 v74, v61
	v_div_fmas_f32 v27, v27, v75, v32
	v_div_fixup_f32 v71, v27, v71, v65
	v_fma_f32 v27, -v61, v74, 1.0
	v_fmac_f32_e32 v74, v27, v74
	v_div_scale_f32 v27, vcc, v64, v70, v64
	v_mul_f32_e32 v32, v27, v74
	v_fma_f32 v75, -v61, v32, v27
	v_fmac_f32_e32 v32, v75, v74
	v_fma_f32 v27, -v61, v32, v27
	v_div_fmas_f32 v27, v27, v74, v32
	v_div_fixup_f32 v70, v27, v70, v64
	v_pk_mul_f32 v[74:75], v[70:71], v[70:71]
	v_cmp_neq_f32_e32 vcc, 0, v62
	v_pk_fma_f32 v[78:79], v[74:75], s[62:63], v[76:77] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_fma_f32 v[78:79], v[78:79], v[74:75], s[64:65] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[78:79], v[78:79], v[74:75], s[66:67] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[78:79], v[78:79], v[74:75], s[68:69] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_mul_f32 v[74:75], v[74:75], v[78:79] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_pk_add_f32 v[74:75], v[64:65], v[74:75]
	s_nop 0
	v_pk_fma_f32 v[64:65], v[70:71], v[74:75], v[64:65] neg_lo:[1,0,0] neg_hi:[1,0,0]
	s_nop 0
	v_pk_fma_f32 v[64:65], v[72:73], s[70:71], v[64:65] op_sel_hi:[1,0,1]
	s_nop 0
	v_pk_fma_f32 v[64:65], v[72:73], s[72:73], v[64:65] op_sel_hi:[1,0,1]
	s_nop 0
	v_cndmask_b32_e32 v27, v56, v64, vcc
	v_cmp_neq_f32_e32 vcc, 0, v63
	s_nop 1
	v_cndmask_b32_e32 v32, v56, v65, vcc
	v_cmp_neq_f32_e32 vcc, s53, v63
	s_nop 1
	v_cndmask_b32_e32 v32, v57, v32, vcc
	v_cmp_neq_f32_e32 vcc, s53, v62
	s_nop 1
	v_cndmask_b32_e32 v27, v57, v27, vcc
	v_cmp_ngt_f32_e32 vcc, 0, v62
	s_nop 1
	v_cndmask_b32_e32 v27, v58, v27, vcc
	v_cmp_ngt_f32_e32 vcc, 0, v63
	s_nop 1
	v_cndmask_b32_e32 v32, v58, v32, vcc
	v_cmp_u_f32_e32 vcc, v63, v63
	s_nop 1
	v_cndmask_b32_e32 v63, v32, v63, vcc
	v_cmp_u_f32_e32 vcc, v62, v62
	s_nop 1
	v_cndmask_b32_e32 v62, v27, v62, vcc
	v_pk_mul_f32 v[62:63], v[14:15], v[62:63]
	v_cmp_ge_f32_e32 vcc, s43, v69
	s_nop 1
	v_cndmask_b32_e32 v63, v67, v63, vcc
	v_cmp_ge_f32_e32 vcc, s14, v68
	s_nop 1
	v_cndmask_b32_e32 v62, v66, v62, vcc
	v_pk_mul_f32 v[62:63], v[20:21], v[62:63]
	s_nop 0
	v_cmp_ngt_f32_e32 vcc, s15, v62
	s_nop 1
	v_cndmask_b32_e32 v27, v40, v62, vcc
	v_cmp_ngt_f32_e32 vcc, s15, v63
	s_nop 1
	v_cndmask_b32_e32 v32, v40, v63, vcc
	v_cmp_nlt_f32_e32 vcc, s41, v32
	s_nop 1
	v_cndmask_b32_e32 v63, v41, v32, vcc
	v_cmp_nlt_f32_e32 vcc, s41, v27
	s_nop 1
	v_cndmask_b32_e32 v62, v41, v27, vcc
	v_pk_fma_f32 v[64:65], v[62:63], s[16:17], v[28:29] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_add_f32 v[64:65], v[64:65], s[36:37] op_sel_hi:[1,0]
	s_nop 0
	v_pk_fma_f32 v[62:63], v[64:65], s[38:39], v[62:63] op_sel_hi:[1,0,1]
	v_pk_mul_f32 v[66:67], v[64:65], s[40:41] op_sel_hi:[1,0]
	v_cmp_o_f32_e32 vcc, v65, v65
	v_pk_add_f32 v[68:69], v[62:63], v[66:67]
	s_nop 0
	v_pk_add_f32 v[62:63], v[68:69], v[62:63] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_mul_f32 v[70:71], v[68:69], v[68:69]
	v_pk_add_f32 v[62:63], v[66:67], v[62:63] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_fma_f32 v[66:67], v[68:69], s[42:43], v[30:31] op_sel_hi:[1,0,0]
	v_cndmask_b32_e32 v27, 0, v65, vcc
	v_pk_fma_f32 v[66:67], v[66:67], v[68:69], s[52:53] op_sel_hi:[1,1,0]
	v_cmp_o_f32_e32 vcc, v64, v64
	v_pk_fma_f32 v[66:67], v[66:67], v[68:69], s[54:55] op_sel_hi:[1,1,0]
	v_cvt_i32_f32_e32 v27, v27
	v_pk_fma_f32 v[66:67], v[66:67], v[68:69], s[56:57] op_sel_hi:[1,1,0]
	v_cndmask_b32_e32 v32, 0, v64, vcc
	v_pk_fma_f32 v[66:67], v[66:67], v[68:69], 0.5 op_sel_hi:[1,1,0]
	v_cvt_i32_f32_e32 v32, v32
	v_pk_mul_f32 v[66:67], v[70:71], v[66:67]
	v_ashrrev_i32_e32 v61, 1, v27
	v_pk_add_f32 v[70:71], v[68:69], v[66:67]
	v_ashrrev_i32_e32 v64, 1, v32
	v_pk_add_f32 v[68:69], v[70:71], v[68:69] neg_lo:[0,1] neg_hi:[0,1]
	v_sub_u32_e32 v32, v32, v64
	v_pk_add_f32 v[66:67], v[66:67], v[68:69] neg_lo:[0,1] neg_hi:[0,1]
	v_lshl_add_u32 v65, v61, 23, 1.0
	v_pk_add_f32 v[62:63], v[62:63], v[66:67]
	v_pk_add_f32 v[66:67], v[70:71], 1.0 op_sel_hi:[1,0]
	v_lshl_add_u32 v64, v64, 23, 1.0
	v_pk_add_f32 v[68:69], v[66:67], -1.0 op_sel_hi:[1,0]
	v_sub_u32_e32 v27, v27, v61
	v_pk_add_f32 v[68:69], v[70:71], v[68:69] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_pk_add_f32 v[62:63], v[68:69], v[62:63]
	s_nop 0
	v_pk_add_f32 v[62:63], v[66:67], v[62:63]
	v_lshl_add_u32 v66, v32, 23, 1.0
	v_pk_mul_f32 v[62:63], v[62:63], v[64:65]
	v_and_b32_e32 v65, 0xffff0000, v33
	v_lshlrev_b32_e32 v64, 16, v33
	v_pk_add_f32 v[32:33], v[4:5], v[64:65]
	v_lshl_add_u32 v67, v27, 23, 1.0
	v_pk_mul_f32 v[64:65], s[12:13], v[32:33]
	v_pk_mul_f32 v[62:63], v[62:63], v[66:67]
	v_cmp_ngt_f32_e32 vcc, s15, v64
	s_nop 1
	v_cndmask_b32_e32 v27, v40, v64, vcc
	v_cmp_ngt_f32_e32 vcc, s15, v65
	s_nop 1
	v_cndmask_b32_e32 v61, v40, v65, vcc
	v_cmp_nlt_f32_e32 vcc, s41, v61
	s_nop 1
	v_cndmask_b32_e32 v67, v41, v61, vcc
	v_cmp_nlt_f32_e32 vcc, s41, v27
	s_nop 1
	v_cndmask_b32_e32 v66, v41, v27, vcc
	v_pk_fma_f32 v[68:69], v[66:67], s[16:17], v[28:29] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_add_f32 v[68:69], v[68:69], s[36:37] op_sel_hi:[1,0]
	s_nop 0
	v_cmp_o_f32_e32 vcc, v69, v69
	v_pk_fma_f32 v[66:67], v[68:69], s[38:39], v[66:67] op_sel_hi:[1,0,1]
	s_nop 0
	v_cndmask_b32_e32 v27, 0, v69, vcc
	v_cmp_o_f32_e32 vcc, v68, v68
	v_cvt_i32_f32_e32 v80, v27
	v_mov_b32_e32 v27, v67
	v_cndmask_b32_e32 v61, 0, v68, vcc
	v_pk_mul_f32 v[68:69], v[68:69], s[40:41] op_sel_hi:[1,0]
	v_cvt_i32_f32_e32 v61, v61
	v_pk_add_f32 v[70:71], v[66:67], v[68:69]
	s_nop 0
	v_pk_fma_f32 v[74:75], v[70:71], s[42:43], v[30:31] op_sel_hi:[1,0,0]
	v_pk_mul_f32 v[78:79], v[70:71], v[70:71]
	v_pk_fma_f32 v[74:75], v[74:75], v[70:71], s[52:53] op_sel_hi:[1,1,0]
	v_pk_add_f32 v[72:73], v[70:71], v[66:67] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_fma_f32 v[74:75], v[74:75], v[70:71], s[54:55] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[74:75], v[74:75], v[70:71], s[56:57] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[74:75], v[74:75], v[70:71], 0.5 op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_mul_f32 v[74:75], v[78:79], v[74:75]
	s_nop 0
	v_pk_add_f32 v[78:79], v[70:71], v[74:75]
	s_nop 0
	v_pk_add_f32 v[70:71], v[78:79], v[70:71] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_pk_add_f32 v[70:71], v[74:75], v[70:71] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[74:75], v[78:79], 1.0 op_sel_hi:[1,0]
	s_nop 0
	v_pk_add_f32 v[66:67], v[74:75], v[26:27] op_sel:[1,0] op_sel_hi:[0,1]
	v_mov_b32_e32 v67, v73
	v_pk_add_f32 v[72:73], v[68:69], v[72:73] neg_lo:[0,1] neg_hi:[0,1]
	v_mov_b32_e32 v68, v79
	v_pk_add_f32 v[66:67], v[68:69], v[66:67] neg_lo:[0,1] neg_hi:[0,1]
	v_add_f32_e32 v68, -1.0, v74
	v_mov_b32_e32 v73, v67
	v_sub_f32_e32 v68, v78, v68
	v_pk_add_f32 v[70:71], v[72:73], v[70:71]
	v_mov_b32_e32 v69, v66
	v_ashrrev_i32_e32 v27, 1, v80
	v_ashrrev_i32_e32 v78, 1, v61
	v_pk_add_f32 v[66:67], v[68:69], v[70:71]
	v_lshl_add_u32 v72, v78, 23, 1.0
	v_pk_add_f32 v[66:67], v[74:75], v[66:67]
	v_sub_u32_e32 v61, v61, v78
	v_sub_u32_e32 v68, v80, v27
	v_lshl_add_u32 v73, v27, 23, 1.0
	v_lshl_add_u32 v69, v68, 23, 1.0
	v_lshl_add_u32 v68, v61, 23, 1.0
	v_pk_mul_f32 v[66:67], v[66:67], v[72:73]
	s_nop 0
	v_pk_mul_f32 v[66:67], v[66:67], v[68:69]
	s_nop 0
	v_pk_add_f32 v[66:67], v[66:67], 1.0 op_sel_hi:[1,0]
	s_nop 0
	v_pk_mul_f32 v[68:69], v[66:67], s[58:59] op_sel_hi:[1,0]
	v_cmp_gt_f32_e32 vcc, s51, v66
	v_cmp_gt_f32_e64 s[6:7], s51, v67
	s_nop 0
	v_cndmask_b32_e32 v27, v66, v68, vcc
	v_cndmask_b32_e64 v61, v67, v69, s[6:7]
	v_add_u32_e32 v70, 0xc0cafb0d, v61
	v_add_u32_e32 v71, 0xc0cafb0d, v27
	v_and_b32_e32 v68, 0xff800000, v70
	v_and_b32_e32 v72, 0xff800000, v71
	v_sub_u32_e32 v69, v61, v68
	v_sub_u32_e32 v68, v27, v72
	v_cndmask_b32_e32 v61, 0, v55, vcc
	v_ashrrev_i32_e32 v72, 23, v70
	v_ashrrev_i32_e32 v70, 23, v71
	v_pk_add_f32 v[68:69], v[68:69], -1.0 op_sel_hi:[1,0]
	v_add_u32_e32 v61, v70, v61
	v_pk_add_f32 v[70:71], v[68:69], 2.0 op_sel_hi:[1,0]
	v_cndmask_b32_e64 v27, 0, v55, s[6:7]
	v_div_scale_f32 v74, s[6:7], v71, v71, v69
	v_rcp_f32_e32 v75, v74
	v_add_u32_e32 v27, v72, v27
	v_cvt_f32_i32_e32 v73, v27
	v_cvt_f32_i32_e32 v72, v61
	v_fma_f32 v27, -v74, v75, 1.0
	v_fmac_f32_e32 v75, v27, v75
	v_div_scale_f32 v27, vcc, v69, v71, v69
	v_mul_f32_e32 v61, v27, v75
	v_fma_f32 v78, -v74, v61, v27
	v_fmac_f32_e32 v61, v78, v75
	v_div_scale_f32 v78, s[6:7], v70, v70, v68
	v_rcp_f32_e32 v79, v78
	v_fma_f32 v27, -v74, v61, v27
	v_div_fmas_f32 v27, v27, v75, v61
	v_div_fixup_f32 v71, v27, v71, v69
	v_fma_f32 v61, -v78, v79, 1.0
	v_fmac_f32_e32 v79, v61, v79
	v_div_scale_f32 v61, vcc, v68, v70, v68
	v_mul_f32_e32 v74, v61, v79
	v_fma_f32 v75, -v78, v74, v61
	v_fmac_f32_e32 v74, v75, v79
	v_fma_f32 v27, -v78, v74, v61
	v_div_fmas_f32 v27, v27, v79, v74
	v_div_fixup_f32 v70, v27, v70, v68
	v_pk_mul_f32 v[74:75], v[70:71], v[70:71]
	v_cmp_neq_f32_e32 vcc, 0, v66
	v_pk_fma_f32 v[76:77], v[74:75], s[62:63], v[76:77] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_fma_f32 v[76:77], v[76:77], v[74:75], s[64:65] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[76:77], v[76:77], v[74:75], s[66:67] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[76:77], v[76:77], v[74:75], s[68:69] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_mul_f32 v[74:75], v[74:75], v[76:77] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_pk_add_f32 v[74:75], v[68:69], v[74:75]
	s_nop 0
	v_pk_fma_f32 v[68:69], v[70:71], v[74:75], v[68:69] neg_lo:[1,0,0] neg_hi:[1,0,0]
	s_nop 0
	v_pk_fma_f32 v[68:69], v[72:73], s[70:71], v[68:69] op_sel_hi:[1,0,1]
	s_nop 0
	v_pk_fma_f32 v[68:69], v[72:73], s[72:73], v[68:69] op_sel_hi:[1,0,1]
	s_nop 0
	v_cndmask_b32_e32 v27, v56, v68, vcc
	v_cmp_neq_f32_e32 vcc, 0, v67
	s_nop 1
	v_cndmask_b32_e32 v61, v56, v69, vcc
	v_cmp_neq_f32_e32 vcc, s53, v67
	s_nop 1
	v_cndmask_b32_e32 v61, v57, v61, vcc
	v_cmp_neq_f32_e32 vcc, s53, v66
	s_nop 1
	v_cndmask_b32_e32 v27, v57, v27, vcc
	v_cmp_ngt_f32_e32 vcc, 0, v66
	s_nop 1
	v_cndmask_b32_e32 v27, v58, v27, vcc
	v_cmp_ngt_f32_e32 vcc, 0, v67
	s_nop 1
	v_cndmask_b32_e32 v61, v58, v61, vcc
	v_cmp_u_f32_e32 vcc, v67, v67
	s_nop 1
	v_cndmask_b32_e32 v67, v61, v67, vcc
	v_cmp_u_f32_e32 vcc, v66, v66
	s_nop 1
	v_cndmask_b32_e32 v66, v27, v66, vcc
	v_pk_mul_f32 v[66:67], v[14:15], v[66:67]
	v_cmp_ge_f32_e32 vcc, s43, v65
	s_nop 1
	v_cndmask_b32_e32 v33, v33, v67, vcc
	v_cmp_ge_f32_e32 vcc, s14, v64
	s_nop 1
	v_cndmask_b32_e32 v32, v32, v66, vcc
	v_pk_mul_f32 v[32:33], v[20:21], v[32:33]
	s_nop 0
	v_cmp_ngt_f32_e32 vcc, s15, v32
	s_nop 1
	v_cndmask_b32_e32 v27, v40, v32, vcc
	v_cmp_ngt_f32_e32 vcc, s15, v33
	s_nop 1
	v_cndmask_b32_e32 v32, v40, v33, vcc
	v_cmp_nlt_f32_e32 vcc, s41, v32
	s_nop 1
	v_cndmask_b32_e32 v33, v41, v32, vcc
	v_cmp_nlt_f32_e32 vcc, s41, v27
	s_nop 1
	v_cndmask_b32_e32 v32, v41, v27, vcc
	v_pk_fma_f32 v[28:29], v[32:33], s[16:17], v[28:29] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_add_f32 v[28:29], v[28:29], s[36:37] op_sel_hi:[1,0]
	s_nop 0
	v_pk_fma_f32 v[32:33], v[28:29], s[38:39], v[32:33] op_sel_hi:[1,0,1]
	v_pk_mul_f32 v[64:65], v[28:29], s[40:41] op_sel_hi:[1,0]
	v_cmp_o_f32_e32 vcc, v29, v29
	v_pk_add_f32 v[66:67], v[32:33], v[64:65]
	s_nop 0
	v_pk_fma_f32 v[30:31], v[66:67], s[42:43], v[30:31] op_sel_hi:[1,0,0]
	v_pk_add_f32 v[32:33], v[66:67], v[32:33] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_fma_f32 v[30:31], v[30:31], v[66:67], s[52:53] op_sel_hi:[1,1,0]
	v_pk_add_f32 v[32:33], v[64:65], v[32:33] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_fma_f32 v[30:31], v[30:31], v[66:67], s[54:55] op_sel_hi:[1,1,0]
	v_pk_mul_f32 v[64:65], v[66:67], v[66:67]
	v_pk_fma_f32 v[30:31], v[30:31], v[66:67], s[56:57] op_sel_hi:[1,1,0]
	v_cndmask_b32_e32 v27, 0, v29, vcc
	v_pk_fma_f32 v[30:31], v[30:31], v[66:67], 0.5 op_sel_hi:[1,1,0]
	v_cmp_o_f32_e32 vcc, v28, v28
	v_pk_mul_f32 v[30:31], v[64:65], v[30:31]
	v_cvt_i32_f32_e32 v27, v27
	v_pk_add_f32 v[64:65], v[66:67], v[30:31]
	v_cndmask_b32_e32 v28, 0, v28, vcc
	v_pk_add_f32 v[66:67], v[64:65], v[66:67] neg_lo:[0,1] neg_hi:[0,1]
	v_cvt_i32_f32_e32 v61, v28
	v_pk_add_f32 v[30:31], v[30:31], v[66:67] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_pk_add_f32 v[30:31], v[32:33], v[30:31]
	v_pk_add_f32 v[32:33], v[64:65], 1.0 op_sel_hi:[1,0]
	s_nop 0
	v_pk_add_f32 v[66:67], v[32:33], -1.0 op_sel_hi:[1,0]
	s_nop 0
	v_pk_add_f32 v[64:65], v[64:65], v[66:67] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_pk_add_f32 v[28:29], v[64:65], v[30:31]
	v_ashrrev_i32_e32 v30, 1, v27
	v_pk_add_f32 v[28:29], v[32:33], v[28:29]
	v_ashrrev_i32_e32 v32, 1, v61
	v_sub_u32_e32 v61, v61, v32
	v_sub_u32_e32 v27, v27, v30
	v_lshl_add_u32 v31, v30, 23, 1.0
	v_lshl_add_u32 v30, v32, 23, 1.0
	v_lshl_add_u32 v33, v27, 23, 1.0
	v_lshl_add_u32 v32, v61, 23, 1.0
	v_pk_mul_f32 v[28:29], v[28:29], v[30:31]
	s_nop 0
	v_pk_mul_f32 v[64:65], v[28:29], v[32:33]
	ds_write_b128 v49, v[62:65]
	s_or_b64 exec, exec, s[76:77]
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB0_13
.LBB0_25:
	v_sub_f32_e32 v27, 0, v60
	v_cmp_nlt_f32_e64 vcc, -v60, s15
	s_nop 1
	v_cndmask_b32_e32 v27, v40, v27, vcc
	v_cmp_nlt_f32_e32 vcc, s41, v27
	s_nop 1
	v_cndmask_b32_e32 v27, v41, v27, vcc
	v_fmamk_f32 v28, v27, 0x3fb8aa3b, v42
	v_add_f32_e32 v32, 0xcb400000, v28
	v_fmac_f32_e32 v27, 0xbf317218, v32
	v_mul_f32_e32 v29, 0x3102e308, v32
	v_add_f32_e32 v31, v27, v29
	v_fmamk_f32 v28, v31, 0x39500d01, v43
	v_fmaak_f32 v28, v28, v31, 0x3c088889
	v_fmaak_f32 v28, v28, v31, 0x3d2aaaab
	v_fmaak_f32 v28, v28, v31, 0x3e2aaaab
	v_fma_f32 v28, v28, v31, 0.5
	v_mul_f32_e32 v30, v31, v31
	v_mul_f32_e32 v30, v30, v28
	v_add_f32_e32 v28, v31, v30
	v_cmp_o_f32_e32 vcc, v32, v32
	v_sub_f32_e32 v33, v28, v31
	v_sub_f32_e32 v31, v31, v27
	v_cndmask_b32_e32 v27, 0, v32, vcc
	v_add_f32_e32 v60, 1.0, v28
	v_cvt_i32_f32_e32 v27, v27
	v_sub_f32_e32 v33, v30, v33
	v_add_f32_e32 v30, -1.0, v60
	v_pk_add_f32 v[28:29], v[28:29], v[30:31] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_add_f32_e32 v29, v29, v33
	v_add_f32_e32 v28, v28, v29
	v_ashrrev_i32_e32 v29, 1, v27
	v_add_f32_e32 v28, v60, v28
	v_sub_u32_e32 v27, v27, v29
	v_lshl_add_u32 v29, v29, 23, 1.0
	v_lshl_add_u32 v27, v27, 23, 1.0
	v_mul_f32_e32 v28, v28, v29
	v_mul_f32_e32 v27, v28, v27
	v_add_f32_e32 v27, 1.0, v27
	v_div_scale_f32 v28, s[4:5], v27, v27, 1.0
	v_rcp_f32_e32 v29, v28
	s_nop 0
	v_fma_f32 v30, -v28, v29, 1.0
	v_fmac_f32_e32 v29, v30, v29
	v_div_scale_f32 v30, vcc, 1.0, v27, 1.0
	v_mul_f32_e32 v31, v30, v29
	v_fma_f32 v32, -v28, v31, v30
	v_fmac_f32_e32 v31, v32, v29
	v_fma_f32 v28, -v28, v31, v30
	v_div_fmas_f32 v28, v28, v29, v31
	v_div_fixup_f32 v27, v28, v27, 1.0
	ds_write_b32 v52, v27
	s_or_b64 exec, exec, s[6:7]
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execnz .LBB0_14
	s_branch .LBB0_15
.LBB0_26:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel kda_verify_snapshot_act_bf16_dt_f32_pool_bf16_bv8w4
		.amdhsa_group_segment_fixed_size 12576
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 244
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
		.amdhsa_next_free_vgpr 87
		.amdhsa_next_free_sgpr 80
		.amdhsa_accum_offset 88
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
	.size	kda_verify_snapshot_act_bf16_dt_f32_pool_bf16_bv8w4, .Lfunc_end0-kda_verify_snapshot_act_bf16_dt_f32_pool_bf16_bv8w4

	.set kda_verify_snapshot_act_bf16_dt_f32_pool_bf16_bv8w4.num_vgpr, 87
	.set kda_verify_snapshot_act_bf16_dt_f32_pool_bf16_bv8w4.num_agpr, 0
	.set kda_verify_snapshot_act_bf16_dt_f32_pool_bf16_bv8w4.numbered_sgpr, 80
	.set kda_verify_snapshot_act_bf16_dt_f32_pool_bf16_bv8w4.num_named_barrier, 0
	.set kda_verify_snapshot_act_bf16_dt_f32_pool_bf16_bv8w4.private_seg_size, 0
	.set kda_verify_snapshot_act_bf16_dt_f32_pool_bf16_bv8w4.uses_vcc, 1
	.set kda_verify_snapshot_act_bf16_dt_f32_pool_bf16_bv8w4.uses_flat_scratch, 0
	.set kda_verify_snapshot_act_bf16_dt_f32_pool_bf16_bv8w4.has_dyn_sized_stack, 0
	.set kda_verify_snapshot_act_bf16_dt_f32_pool_bf16_bv8w4.has_recursion, 0
	.set kda_verify_snapshot_act_bf16_dt_f32_pool_bf16_bv8w4.has_indirect_call, 0
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
      - .address_space:  global
        .name:           q
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           k
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           v
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           a
        .offset:         24
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           b
        .offset:         32
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           A_log
        .offset:         40
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           dt_bias
        .offset:         48
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           o
        .offset:         56
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           pool
        .offset:         64
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           h0_indices
        .offset:         72
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           cu_seqlens
        .offset:         80
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           inter_indices
        .offset:         88
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           inter
        .offset:         96
        .size:           8
        .value_kind:     global_buffer
      - .name:           num_requests
        .offset:         104
        .size:           4
        .value_kind:     by_value
      - .name:           num_tokens
        .offset:         108
        .size:           4
        .value_kind:     by_value
      - .name:           num_slots
        .offset:         112
        .size:           4
        .value_kind:     by_value
      - .name:           num_k_heads
        .offset:         116
        .size:           4
        .value_kind:     by_value
      - .name:           num_v_heads
        .offset:         120
        .size:           4
        .value_kind:     by_value
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
      - .name:           pool_slot_pitch
        .offset:         168
        .size:           8
        .value_kind:     by_value
      - .name:           num_rows
        .offset:         176
        .size:           4
        .value_kind:     by_value
      - .name:           num_steps_alloc
        .offset:         180
        .size:           4
        .value_kind:     by_value
      - .name:           inter_row_pitch
        .offset:         184
        .size:           8
        .value_kind:     by_value
      - .name:           scale
        .offset:         192
        .size:           4
        .value_kind:     by_value
      - .name:           softplus_beta
        .offset:         196
        .size:           4
        .value_kind:     by_value
      - .name:           softplus_threshold
        .offset:         200
        .size:           4
        .value_kind:     by_value
      - .address_space:  global
        .name:           decay
        .offset:         208
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           parents
        .offset:         216
        .size:           8
        .value_kind:     global_buffer
      - .name:           parents_on
        .offset:         224
        .size:           4
        .value_kind:     by_value
      - .address_space:  global
        .name:           diagnostics
        .offset:         232
        .size:           8
        .value_kind:     global_buffer
      - .name:           diagnostics_on
        .offset:         240
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 12576
    .kernarg_segment_align: 8
    .kernarg_segment_size: 244
    .max_flat_workgroup_size: 256
    .name:           kda_verify_snapshot_act_bf16_dt_f32_pool_bf16_bv8w4
    .private_segment_fixed_size: 0
    .sgpr_count:     86
    .sgpr_spill_count: 0
    .symbol:         kda_verify_snapshot_act_bf16_dt_f32_pool_bf16_bv8w4.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     87
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx950
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
