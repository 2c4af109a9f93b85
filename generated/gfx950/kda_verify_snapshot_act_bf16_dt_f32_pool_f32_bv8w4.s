; deltagen generated file: do not edit. Regenerate with `cargo xtask gen`.
; kernel: kda_verify  instance: kda_verify_snapshot_act_bf16_dt_f32_pool_f32_bv8w4  arch: gfx950
; profile=portable  mode=snapshot  act_dtype=bf16  dt_bias_dtype=f32  pool_dtype=f32  tile=bv8w4  lanes_per_column=32  requests=1
; ir-sha256: 27ec14a7bc755a4d7ed2c53c14f62cbee86a3b55b30242d88b2eb2421447f38c
; llvm: 22.1  pipeline: default<O3>  ld.lld: LLVM 22.1
	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 6
	.text
	.globl	kda_verify_snapshot_act_bf16_dt_f32_pool_f32_bv8w4
	.p2align	8
	.type	kda_verify_snapshot_act_bf16_dt_f32_pool_f32_bv8w4,@function
kda_verify_snapshot_act_bf16_dt_f32_pool_f32_bv8w4:
	s_load_dwordx8 s[24:31], s[0:1], 0x4
	s_mov_b32 s4, s3
	s_ashr_i32 s3, s2, 31
	s_lshr_b32 s3, s3, 28
	s_add_i32 s38, s2, s3
	s_waitcnt lgkmcnt(0)
	s_max_i32 s5, s26, 1
	v_cvt_f32_u32_e32 v1, s5
	s_sub_i32 s6, 0, s5
	s_and_b32 s3, s38, 0x1ffffff0
	s_sub_i32 s26, s2, s3
	v_rcp_iflag_f32_e32 v1, v1
	s_abs_i32 s2, s27
	s_ashr_i32 s48, s38, 4
	s_ashr_i32 s3, s27, 31
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	v_and_b32_e32 v36, 31, v0
	v_lshlrev_b32_e32 v6, 2, v36
	v_readfirstlane_b32 s7, v1
	s_mul_i32 s6, s6, s7
	s_mul_hi_u32 s6, s7, s6
	s_add_i32 s7, s7, s6
	s_mul_hi_u32 s6, s2, s7
	s_mul_i32 s7, s6, s5
	s_sub_i32 s2, s2, s7
	s_add_i32 s8, s6, 1
	s_sub_i32 s7, s2, s5
	s_cmp_ge_u32 s2, s5
	s_cselect_b32 s6, s8, s6
	s_cselect_b32 s2, s7, s2
	s_add_i32 s7, s6, 1
	s_cmp_ge_u32 s2, s5
	s_load_dwordx16 s[8:23], s[0:1], 0x20
	s_cselect_b32 s2, s7, s6
	s_xor_b32 s2, s2, s3
	s_sub_i32 s2, s2, s3
	s_ashr_i32 s5, s4, 31
	s_max_i32 s2, s2, 1
	s_ashr_i32 s49, s48, 31
	s_lshl_b64 s[36:37], s[4:5], 2
	s_waitcnt lgkmcnt(0)
	s_add_u32 s4, s8, s36
	s_addc_u32 s5, s9, s37
	s_load_dword s33, s[4:5], 0x0
	v_cvt_f32_u32_e32 v1, s2
	s_waitcnt lgkmcnt(0)
	s_cmp_gt_i32 s33, -1
	s_cselect_b64 s[4:5], -1, 0
	s_cmp_lt_i32 s33, s25
	s_cselect_b64 s[6:7], -1, 0
	s_and_b64 s[40:41], s[4:5], s[6:7]
	s_add_u32 s4, s10, s36
	s_addc_u32 s5, s11, s37
	s_load_dwordx2 s[34:35], s[4:5], 0x0
	v_rcp_iflag_f32_e32 v2, v1
	v_lshrrev_b32_e32 v1, 5, v0
	v_lshl_or_b32 v26, s26, 3, v1
	v_ashrrev_i32_e32 v27, 31, v26
	s_waitcnt lgkmcnt(0)
	s_cmp_gt_i32 s34, -1
	s_cselect_b64 s[4:5], -1, 0
	s_cmp_ge_i32 s35, s34
	s_cselect_b64 s[8:9], -1, 0
	s_cmp_le_i32 s35, s24
	s_cselect_b64 s[10:11], -1, 0
	s_and_b64 s[4:5], s[4:5], s[8:9]
	s_sub_i32 s31, s35, s34
	s_and_b64 s[8:9], s[10:11], s[4:5]
	s_cmp_le_i32 s31, s29
	s_cselect_b64 s[10:11], -1, 0
	s_and_b64 s[4:5], s[10:11], s[8:9]
	v_mul_f32_e32 v2, 0x4f7ffffe, v2
	s_and_b64 s[24:25], s[40:41], s[4:5]
	v_cvt_u32_f32_e32 v2, v2
	s_add_u32 s12, s12, s36
	s_addc_u32 s13, s13, s37
	s_load_dword s26, s[12:13], 0x0
	v_readfirstlane_b32 s39, v2
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, v2
	s_lshl_b64 s[36:37], s[48:49], 7
	s_andn2_b64 vcc, exec, s[24:25]
	v_mov_b64_e32 v[4:5], v[2:3]
	s_cbranch_vccnz .LBB0_2
	s_mul_i32 s12, s17, s33
	s_mul_hi_u32 s13, s16, s33
	s_add_i32 s13, s13, s12
	s_mul_i32 s12, s16, s33
	s_lshl_b64 s[12:13], s[12:13], 2
	v_lshl_add_u64 v[4:5], s[36:37], 0, v[26:27]
	s_add_u32 s12, s14, s12
	s_addc_u32 s13, s15, s13
	v_lshlrev_b64 v[4:5], 9, v[4:5]
	v_lshl_add_u64 v[4:5], s[12:13], 0, v[4:5]
	v_lshlrev_b32_e32 v8, 2, v6
	v_mov_b32_e32 v9, v2
	v_lshl_add_u64 v[2:3], v[4:5], 0, v[8:9]
	global_load_dwordx4 v[2:5], v[2:3], off
.LBB0_2:
	s_xor_b64 s[10:11], s[10:11], -1
	s_xor_b64 s[12:13], s[8:9], -1
	s_and_b64 s[8:9], s[8:9], s[10:11]
	s_and_b64 s[8:9], s[8:9], exec
	s_cselect_b32 s8, 2, 0
	s_and_b64 s[6:7], s[6:7], exec
	s_cselect_b32 s9, 0, 4
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_i32 s26, s28
	s_cselect_b64 s[24:25], -1, 0
	s_and_b64 s[6:7], s[24:25], exec
	v_cndmask_b32_e64 v7, 0, 1, s[12:13]
	s_cselect_b32 s6, 0, 8
	s_or_b32 s6, s6, s9
	v_readfirstlane_b32 s7, v7
	s_or_b32 s6, s6, s7
	s_or_b32 s8, s6, s8
	s_cmp_eq_u32 s8, 0
	s_cselect_b64 s[6:7], -1, 0
	s_cmp_eq_u32 s30, 0
	s_cselect_b64 s[10:11], -1, 0
	s_or_b64 s[6:7], s[10:11], s[6:7]
	s_and_b64 vcc, exec, s[6:7]
	s_cbranch_vccnz .LBB0_6
	v_mbcnt_lo_u32_b32 v7, exec_lo, 0
	v_mbcnt_hi_u32_b32 v7, exec_hi, v7
	v_cmp_eq_u32_e32 vcc, 0, v7
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_5
	v_mov_b32_e32 v7, 0
	v_mov_b32_e32 v8, s8
	global_atomic_or v7, v8, s[18:19]
.LBB0_5:
	s_or_b64 exec, exec, s[6:7]
.LBB0_6:
	s_and_b64 s[4:5], s[4:5], exec
	s_cselect_b32 s33, s31, 0
	s_add_i32 s28, s33, 7
	s_cmp_lt_i32 s28, 8
	s_mov_b32 s35, 0
	s_cbranch_scc1 .LBB0_26
	s_sub_i32 s4, 0, s2
	s_mul_i32 s4, s4, s39
	s_mul_hi_u32 s30, s39, s4
	s_load_dwordx16 s[4:19], s[0:1], 0x60
	s_abs_i32 s40, s48
	s_add_i32 s39, s39, s30
	s_mul_hi_u32 s30, s40, s39
	s_ashr_i32 s42, s38, 31
	s_lshl_b64 s[38:39], s[36:37], 2
	s_waitcnt lgkmcnt(0)
	s_add_u32 s50, s12, s38
	s_addc_u32 s51, s13, s39
	s_ashr_i32 s12, s28, 31
	s_lshr_b32 s12, s12, 29
	s_add_i32 s28, s28, s12
	s_ashr_i32 s41, s28, 3
	s_lshl_b64 s[46:47], s[36:37], 1
	s_add_u32 s52, s4, s46
	s_addc_u32 s53, s5, s47
	s_lshl_b64 s[4:5], s[48:49], 1
	s_add_u32 s12, s8, s4
	s_addc_u32 s13, s9, s5
	s_add_u32 s6, s6, s46
	s_mul_i32 s4, s30, s2
	s_addc_u32 s7, s7, s47
	s_sub_i32 s4, s40, s4
	s_add_i32 s5, s30, 1
	s_sub_i32 s8, s4, s2
	s_cmp_ge_u32 s4, s2
	s_cselect_b32 s5, s5, s30
	s_cselect_b32 s4, s8, s4
	s_add_i32 s8, s5, 1
	s_cmp_ge_u32 s4, s2
	s_cselect_b32 s2, s8, s5
	s_xor_b32 s2, s2, s42
	s_sub_i32 s54, s2, s42
	s_ashr_i32 s55, s54, 31
	s_cmp_gt_i32 s26, -1
	s_cselect_b64 s[4:5], -1, 0
	s_lshl_b64 s[8:9], s[48:49], 2
	s_add_u32 s8, s10, s8
	v_mov_b32_e32 v11, 0
	s_addc_u32 s9, s11, s9
	global_load_dword v17, v11, s[8:9]
	v_lshlrev_b32_e32 v23, 2, v6
	v_lshlrev_b32_e32 v10, 1, v6
	v_mov_b32_e32 v6, 0x3000
	v_lshl_or_b32 v44, v1, 2, v6
	global_load_dwordx4 v[6:9], v23, s[50:51]
	s_load_dwordx2 s[8:9], s[0:1], 0xc0
	s_load_dwordx4 s[36:39], s[0:1], 0xc8
	s_waitcnt lgkmcnt(0)
	s_mov_b32 s39, 0xc2d00000
	v_mov_b32_e32 v40, 0xc2d00000
	s_mov_b32 s43, 0x42b20000
	v_mov_b32_e32 v41, 0x42b20000
	v_div_scale_f32 v14, s[10:11], s37, s37, 1.0
	v_rcp_f32_e32 v16, v14
	v_div_scale_f32 v15, vcc, 1.0, s37, 1.0
	v_mov_b32_e32 v42, 0x4b400000
	v_fma_f32 v12, -v14, v16, 1.0
	v_fmac_f32_e32 v16, v12, v16
	v_mul_f32_e32 v18, v15, v16
	v_fma_f32 v19, -v14, v18, v15
	v_fmac_f32_e32 v18, v19, v16
	v_fma_f32 v19, -v14, v18, v15
	v_lshl_add_u64 v[14:15], s[6:7], 0, v[10:11]
	s_lshl_b64 s[6:7], s[54:55], 8
	s_add_u32 s10, s20, s6
	s_addc_u32 s11, s21, s7
	s_add_u32 s6, s22, s6
	v_div_fmas_f32 v16, v19, v16, v18
	s_addc_u32 s7, s23, s7
	v_lshl_add_u64 v[18:19], s[10:11], 0, v[10:11]
	v_lshl_add_u64 v[20:21], s[6:7], 0, v[10:11]
	v_mov_b32_e32 v43, 0x3ab60b61
	s_add_u32 s6, s14, s46
	s_mul_i32 s9, s9, s26
	s_mul_hi_u32 s10, s8, s26
	s_mov_b32 s2, s27
	s_addc_u32 s7, s15, s47
	s_add_i32 s9, s10, s9
	s_mul_i32 s8, s8, s26
	s_lshl_b64 s[14:15], s[2:3], 7
	s_and_b64 s[4:5], s[4:5], s[24:25]
	s_lshl_b64 s[8:9], s[8:9], 2
	s_lshl_b64 s[10:11], s[48:49], 16
	s_add_u32 s8, s8, s10
	v_lshlrev_b64 v[24:25], 1, v[26:27]
	s_addc_u32 s9, s9, s11
	v_lshlrev_b64 v[26:27], 9, v[26:27]
	s_load_dwordx8 s[20:27], s[0:1], 0xa0
	v_lshl_add_u64 v[26:27], s[8:9], 0, v[26:27]
	v_lshlrev_b32_e32 v28, 2, v0
	v_bfrev_b32_e32 v29, 0.5
	v_div_fixup_f32 v16, v16, s37, 1.0
	v_bitop3_b32 v45, v28, 64, v29 bitop3:0x6c
	v_bitop3_b32 v46, v28, 32, v29 bitop3:0x6c
	v_bitop3_b32 v47, v28, 16, v29 bitop3:0x6c
	v_bitop3_b32 v48, v28, 8, v29 bitop3:0x6c
	v_bitop3_b32 v49, v28, 4, v29 bitop3:0x6c
	v_lshl_or_b32 v50, v1, 9, v23
	v_lshlrev_b32_e32 v29, 5, v36
	v_add_u32_e32 v37, s34, v36
	v_add_u32_e32 v38, s34, v0
	v_add_u32_e32 v39, s34, v1
	s_mov_b32 s28, 0x3fb8aa3b
	s_mov_b32 s30, 0xcb400000
	s_mov_b32 s40, 0xbf317218
	s_mov_b32 s42, 0x3102e308
	s_mov_b32 s44, 0x39500d01
	v_lshl_add_u64 v[12:13], s[52:53], 0, v[24:25]
	v_or_b32_e32 v51, 0x2000, v50
	v_or_b32_e32 v52, 0x1000, v50
	v_add_u32_e32 v53, 0x3100, v28
	v_lshl_add_u64 v[24:25], s[6:7], 0, v[24:25]
	v_cmp_eq_u32_e64 s[6:7], 0, v36
	s_mov_b32 s46, s36
	s_mov_b32 s47, s36
	s_mov_b32 s36, s37
	s_mov_b32 s45, s38
	s_mov_b32 s49, 0xf800000
	s_mov_b32 s48, 0x4b400000
	s_waitcnt vmcnt(1)
	v_cmp_ngt_f32_e32 vcc, s39, v17
	s_mov_b32 s50, 0x3ab60b61
	s_mov_b32 s52, 0x3c088889
	v_cndmask_b32_e32 v10, v40, v17, vcc
	v_cmp_nlt_f32_e32 vcc, s43, v10
	s_mov_b32 s54, 0x3d2aaaab
	s_mov_b32 s56, 0x3e2aaaab
	v_cndmask_b32_e32 v10, v41, v10, vcc
	v_fmamk_f32 v17, v10, 0x3fb8aa3b, v42
	v_add_f32_e32 v17, 0xcb400000, v17
	v_fmac_f32_e32 v10, 0xbf317218, v17
	v_mul_f32_e32 v22, 0x3102e308, v17
	v_cmp_o_f32_e32 vcc, v17, v17
	v_add_f32_e32 v30, v10, v22
	v_fmamk_f32 v32, v30, 0x39500d01, v43
	v_cndmask_b32_e32 v17, 0, v17, vcc
	v_cvt_i32_f32_e32 v17, v17
	v_sub_f32_e32 v10, v30, v10
	v_fmaak_f32 v32, v32, v30, 0x3c088889
	v_sub_f32_e32 v10, v22, v10
	v_fmaak_f32 v22, v32, v30, 0x3d2aaaab
	v_fmaak_f32 v22, v22, v30, 0x3e2aaaab
	v_mul_f32_e32 v31, v30, v30
	v_fma_f32 v22, v22, v30, 0.5
	v_ashrrev_i32_e32 v32, 1, v17
	v_mul_f32_e32 v22, v31, v22
	v_lshlrev_b32_e32 v33, 23, v32
	v_sub_u32_e32 v17, v17, v32
	v_add_f32_e32 v32, v30, v22
	v_add_u32_e32 v31, 1.0, v33
	v_add_f32_e32 v33, 1.0, v32
	v_sub_f32_e32 v30, v32, v30
	v_add_f32_e32 v34, -1.0, v33
	v_sub_f32_e32 v22, v22, v30
	v_sub_f32_e32 v30, v32, v34
	v_add_f32_e32 v10, v10, v22
	v_add_f32_e32 v10, v30, v10
	v_lshlrev_b32_e32 v17, 23, v17
	v_add_f32_e32 v10, v33, v10
	v_add_u32_e32 v17, 1.0, v17
	v_mul_f32_e32 v10, v10, v31
	v_mul_f32_e32 v10, v10, v17
	v_sub_f32_e32 v22, 0, v10
	v_lshlrev_b32_e32 v10, 4, v36
	v_lshl_add_u64 v[26:27], v[26:27], 0, v[10:11]
	v_lshl_add_u64 v[26:27], s[16:17], 0, v[26:27]
	v_mov_b32_e32 v23, v22
	v_mov_b32_e32 v17, v16
	v_lshl_add_u64 v[26:27], v[26:27], 0, 8
	s_lshl_b64 s[16:17], s[2:3], 16
	v_mov_b32_e32 v11, 0x260
	v_mov_b32_e32 v28, -1.0
	s_mov_b32 s51, 0x800000
	s_mov_b32 s58, 0x4b000000
	s_mov_b32 s60, 0x3e638e39
	s_mov_b32 s53, 0x7f800000
	v_add_u32_e32 v54, v44, v29
	s_xor_b64 s[62:63], s[4:5], -1
	v_not_b32_e32 v55, 22
	v_mov_b32_e32 v56, 0xff800000
	v_mov_b32_e32 v57, 0x7f800000
	v_mov_b32_e32 v58, 0x7fc00000
	v_bfrev_b32_e32 v59, 1
	s_mov_b32 s55, 0
	s_mov_b32 s64, 0x3e3a2e8c
	s_mov_b32 s66, 0x3e924925
	s_mov_b32 s68, 0x3ecccccd
	s_mov_b32 s70, 0x3f2aaaab
	s_mov_b32 s72, 0xb102e308
	s_mov_b32 s74, 0x3f317218
	s_branch .LBB0_9
.LBB0_8:
	s_add_i32 s55, s55, 1
	s_add_i32 s31, s31, -8
	s_add_i32 s35, s35, 8
	s_cmp_eq_u32 s55, s41
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_26
.LBB0_9:
	s_lshl_b32 s59, s55, 3
	s_sub_i32 s57, s33, s59
	s_min_i32 s8, s57, 8
	v_mov_b32_e32 v61, 0
	v_cmp_gt_i32_e64 s[2:3], s8, v36
	v_mov_b32_e32 v60, v61
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execnz .LBB0_22
	s_or_b64 exec, exec, s[0:1]
	v_cmp_gt_i32_e64 s[4:5], s8, v0
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execnz .LBB0_23
.LBB0_11:
	s_or_b64 exec, exec, s[0:1]
	v_cmp_gt_i32_e32 vcc, s8, v1
	s_and_saveexec_b64 s[76:77], vcc
	s_cbranch_execnz .LBB0_24
.LBB0_12:
	s_or_b64 exec, exec, s[76:77]
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execnz .LBB0_25
.LBB0_13:
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[0:1], s[2:3]
.LBB0_14:
	ds_write_b32 v54, v60
.LBB0_15:
	s_or_b64 exec, exec, s[0:1]
	s_cmp_eq_u32 s59, 0
	s_cselect_b64 s[0:1], -1, 0
	v_cndmask_b32_e64 v30, v59, 0, s[0:1]
	v_pk_add_f32 v[2:3], v[2:3], v[30:31] op_sel_hi:[1,0]
	v_pk_add_f32 v[4:5], v[4:5], v[30:31] op_sel_hi:[1,0]
	s_cmp_lt_i32 s57, 1
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_8
	s_ashr_i32 s0, s35, 31
	s_mul_i32 s1, s17, s35
	s_mul_i32 s0, s16, s0
	v_mov_b32_e32 v30, s35
	s_add_i32 s2, s0, s1
	v_mad_u64_u32 v[30:31], s[0:1], s16, v30, v[26:27]
	v_med3_i32 v29, s31, 1, 8
	v_add_u32_e32 v31, s2, v31
	s_movk_i32 s2, 0x3100
	s_mov_b32 s3, s35
	v_mov_b32_e32 v32, v10
	v_mov_b32_e32 v33, v44
	s_branch .LBB0_18
.LBB0_17:
	v_add_u32_e32 v29, -1, v29
	v_cmp_eq_u32_e32 vcc, 0, v29
	v_add_u32_e32 v33, 32, v33
	v_add_u32_e32 v32, 0x200, v32
	s_add_i32 s2, s2, 4
	s_add_i32 s3, s3, 1
	v_lshl_add_u64 v[30:31], v[30:31], 0, s[16:17]
	s_cbranch_vccnz .LBB0_8
.LBB0_18:
	ds_read_b128 v[60:63], v32
	ds_read_b128 v[64:67], v32 offset:4096
	s_waitcnt lgkmcnt(1)
	v_pk_mul_f32 v[2:3], v[2:3], v[60:61]
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v34, v65, v3
	v_pk_mul_f32 v[4:5], v[4:5], v[62:63]
	v_fmac_f32_e32 v34, v64, v2
	v_fmac_f32_e32 v34, v66, v4
	v_fmac_f32_e32 v34, v67, v5
	ds_bpermute_b32 v35, v45, v34
	v_mov_b32_e32 v60, s2
	ds_read_b32 v68, v33
	ds_read_b32 v69, v60
	ds_read_b128 v[60:63], v32 offset:8192
	s_waitcnt lgkmcnt(3)
	v_add_f32_e32 v34, v34, v35
	ds_bpermute_b32 v35, v46, v34
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v34, v34, v35
	ds_bpermute_b32 v35, v47, v34
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v34, v34, v35
	ds_bpermute_b32 v35, v48, v34
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v34, v34, v35
	ds_bpermute_b32 v35, v49, v34
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v34, v34, v35
	v_sub_f32_e32 v34, v68, v34
	v_mul_f32_e32 v34, v69, v34
	v_pk_fma_f32 v[2:3], v[64:65], v[34:35], v[2:3] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[4:5], v[66:67], v[34:35], v[4:5] op_sel_hi:[1,0,1]
	v_mul_f32_e32 v34, v61, v3
	v_fmac_f32_e32 v34, v60, v2
	v_fmac_f32_e32 v34, v62, v4
	v_fmac_f32_e32 v34, v63, v5
	ds_bpermute_b32 v35, v45, v34
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v34, v34, v35
	ds_bpermute_b32 v35, v46, v34
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v34, v34, v35
	ds_bpermute_b32 v35, v47, v34
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v34, v34, v35
	ds_bpermute_b32 v35, v48, v34
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v34, v34, v35
	ds_bpermute_b32 v35, v49, v34
	s_and_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execz .LBB0_20
	s_add_i32 s4, s34, s3
	s_ashr_i32 s5, s4, 31
	s_mul_i32 s5, s14, s5
	s_mul_hi_u32 s8, s14, s4
	s_add_i32 s5, s8, s5
	s_mul_i32 s8, s15, s4
	s_add_i32 s5, s5, s8
	s_mul_i32 s4, s14, s4
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v34, v34, v35
	v_cvt_pk_bf16_f32 v60, v34, s0
	v_lshl_add_u64 v[34:35], s[4:5], 1, v[24:25]
	global_store_short v[34:35], v60, off
.LBB0_20:
	s_or_b64 exec, exec, s[0:1]
	s_cmp_ge_i32 s3, s29
	s_cselect_b64 s[0:1], -1, 0
	s_or_b64 s[0:1], s[0:1], s[62:63]
	s_and_b64 vcc, exec, s[0:1]
	s_cbranch_vccnz .LBB0_17
	global_store_dwordx4 v[30:31], v[2:5], off offset:-8
	s_branch .LBB0_17
.LBB0_22:
	v_add_u32_e32 v29, s59, v37
	v_ashrrev_i32_e32 v30, 31, v29
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v32, s22, v30
	v_mul_lo_u32 v33, s23, v29
	v_mad_u64_u32 v[30:31], s[4:5], s22, v29, 0
	v_add3_u32 v31, v31, v32, v33
	v_lshl_add_u64 v[30:31], v[30:31], 1, v[12:13]
	global_load_ushort v29, v[30:31], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v60, 16, v29
	s_or_b64 exec, exec, s[0:1]
	v_cmp_gt_i32_e64 s[4:5], s8, v0
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_11
.LBB0_23:
	v_add_u32_e32 v29, s59, v38
	v_ashrrev_i32_e32 v30, 31, v29
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v32, s26, v30
	v_mul_lo_u32 v33, s27, v29
	v_mad_u64_u32 v[30:31], s[10:11], s26, v29, 0
	v_add3_u32 v31, v31, v32, v33
	v_lshl_add_u64 v[30:31], v[30:31], 1, s[12:13]
	global_load_ushort v29, v[30:31], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v61, 16, v29
	s_or_b64 exec, exec, s[0:1]
	v_cmp_gt_i32_e32 vcc, s8, v1
	s_and_saveexec_b64 s[76:77], vcc
	s_cbranch_execz .LBB0_12
.LBB0_24:
	v_add_u32_e32 v29, s59, v39
	v_ashrrev_i32_e32 v34, 31, v29
	v_mul_lo_u32 v32, s18, v34
	v_mul_lo_u32 v33, s19, v29
	v_mad_u64_u32 v[30:31], s[0:1], s18, v29, 0
	v_add3_u32 v31, v31, v32, v33
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v35, s21, v29
	v_mad_u64_u32 v[32:33], s[0:1], s20, v29, 0
	v_mul_lo_u32 v62, s20, v34
	v_add3_u32 v33, v33, v62, v35
	v_lshl_add_u64 v[30:31], v[30:31], 1, v[18:19]
	v_lshl_add_u64 v[32:33], v[32:33], 1, v[20:21]
	global_load_dwordx2 v[30:31], v[30:31], off
	v_mul_lo_u32 v65, s25, v29
	global_load_dwordx2 v[32:33], v[32:33], off
	s_waitcnt vmcnt(1)
	v_and_b32_e32 v62, 0xffff0000, v30
	v_lshlrev_b32_e32 v35, 16, v30
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v67, 0xffff0000, v32
	v_and_b32_e32 v63, 0xffff0000, v31
	v_lshlrev_b32_e32 v64, 16, v31
	v_lshlrev_b32_e32 v66, 16, v32
	v_mul_f32_e32 v30, v62, v62
	v_mul_f32_e32 v31, v67, v67
	v_lshlrev_b32_e32 v72, 16, v33
	v_fmac_f32_e32 v30, v35, v35
	v_fmac_f32_e32 v31, v66, v66
	v_and_b32_e32 v68, 0xffff0000, v33
	v_fmac_f32_e32 v30, v64, v64
	v_fmac_f32_e32 v31, v72, v72
	v_fmac_f32_e32 v30, v63, v63
	v_fmac_f32_e32 v31, v68, v68
	ds_bpermute_b32 v32, v45, v30
	ds_bpermute_b32 v33, v45, v31
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v30, v30, v32
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v31, v31, v33
	ds_bpermute_b32 v32, v46, v30
	ds_bpermute_b32 v33, v46, v31
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v30, v30, v32
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v31, v31, v33
	ds_bpermute_b32 v32, v47, v30
	ds_bpermute_b32 v33, v47, v31
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v30, v30, v32
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v31, v31, v33
	ds_bpermute_b32 v32, v48, v30
	ds_bpermute_b32 v33, v48, v31
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v32, v30, v32
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v33, v31, v33
	ds_bpermute_b32 v69, v49, v32
	ds_bpermute_b32 v70, v49, v33
	v_mad_u64_u32 v[30:31], s[0:1], s24, v29, 0
	v_mul_lo_u32 v29, s24, v34
	v_add3_u32 v31, v31, v29, v65
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v29, v32, v69
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v32, v33, v70
	v_add_f32_e32 v29, 0x358637bd, v29
	v_add_f32_e32 v32, 0x358637bd, v32
	v_mul_f32_e32 v33, 0x4f800000, v29
	v_mul_f32_e32 v34, 0x4f800000, v32
	v_cmp_gt_f32_e32 vcc, s49, v29
	v_cmp_gt_f32_e64 s[0:1], s49, v32
	v_lshl_add_u64 v[30:31], v[30:31], 1, v[14:15]
	v_cndmask_b32_e32 v29, v29, v33, vcc
	v_cndmask_b32_e64 v34, v32, v34, s[0:1]
	global_load_dwordx2 v[32:33], v[30:31], off
	v_sqrt_f32_e32 v65, v29
	v_sqrt_f32_e32 v69, v34
	v_add_u32_e32 v30, -1, v65
	v_add_u32_e32 v31, -1, v69
	v_fma_f32 v73, -v30, v65, v29
	v_add_u32_e32 v70, 1, v65
	v_fma_f32 v74, -v31, v69, v34
	v_cmp_ge_f32_e64 s[8:9], 0, v73
	v_fma_f32 v75, -v70, v65, v29
	v_add_u32_e32 v71, 1, v69
	v_cndmask_b32_e64 v30, v65, v30, s[8:9]
	v_cmp_ge_f32_e64 s[8:9], 0, v74
	v_fma_f32 v76, -v71, v69, v34
	s_nop 0
	v_cndmask_b32_e64 v31, v69, v31, s[8:9]
	v_cmp_lt_f32_e64 s[8:9], 0, v75
	s_nop 1
	v_cndmask_b32_e64 v30, v30, v70, s[8:9]
	v_cmp_lt_f32_e64 s[8:9], 0, v76
	v_mul_f32_e32 v65, 0x37800000, v30
	v_cndmask_b32_e32 v30, v30, v65, vcc
	v_cndmask_b32_e64 v31, v31, v71, s[8:9]
	v_cmp_class_f32_e32 vcc, v29, v11
	v_mul_f32_e32 v69, 0x37800000, v31
	v_cndmask_b32_e64 v31, v31, v69, s[0:1]
	v_cndmask_b32_e32 v29, v30, v29, vcc
	v_cmp_class_f32_e32 vcc, v34, v11
	v_div_scale_f32 v30, s[0:1], v29, v29, v62
	s_nop 0
	v_cndmask_b32_e32 v73, v31, v34, vcc
	v_div_scale_f32 v34, s[0:1], v29, v29, v35
	v_rcp_f32_e32 v76, v30
	v_div_scale_f32 v69, s[8:9], v29, v29, v63
	v_rcp_f32_e32 v77, v34
	v_div_scale_f32 v71, s[10:11], v29, v29, v64
	v_rcp_f32_e32 v78, v69
	v_rcp_f32_e32 v79, v71
	v_fma_f32 v80, -v30, v76, 1.0
	v_div_scale_f32 v31, vcc, v62, v29, v62
	v_fma_f32 v81, -v34, v77, 1.0
	v_fmac_f32_e32 v76, v80, v76
	v_div_scale_f32 v65, s[0:1], v35, v29, v35
	v_fma_f32 v82, -v69, v78, 1.0
	v_fmac_f32_e32 v77, v81, v77
	v_mul_f32_e32 v80, v31, v76
	v_div_scale_f32 v70, s[8:9], v63, v29, v63
	v_fma_f32 v83, -v71, v79, 1.0
	v_fmac_f32_e32 v78, v82, v78
	v_mul_f32_e32 v81, v65, v77
	v_fma_f32 v84, -v30, v80, v31
	v_div_scale_f32 v74, s[10:11], v64, v29, v64
	v_fmac_f32_e32 v79, v83, v79
	v_mul_f32_e32 v82, v70, v78
	v_fma_f32 v85, -v34, v81, v65
	v_fmac_f32_e32 v80, v84, v76
	v_mul_f32_e32 v83, v74, v79
	v_fma_f32 v86, -v69, v82, v70
	v_fmac_f32_e32 v81, v85, v77
	v_fma_f32 v30, -v30, v80, v31
	v_fma_f32 v87, -v71, v83, v74
	v_fmac_f32_e32 v82, v86, v78
	v_fma_f32 v31, -v34, v81, v65
	v_div_fmas_f32 v30, v30, v76, v80
	s_mov_b64 vcc, s[0:1]
	v_fmac_f32_e32 v83, v87, v79
	v_fma_f32 v34, -v69, v82, v70
	v_div_fmas_f32 v69, v31, v77, v81
	s_mov_b64 vcc, s[8:9]
	v_fma_f32 v65, -v71, v83, v74
	v_div_fmas_f32 v34, v34, v78, v82
	s_mov_b64 vcc, s[10:11]
	v_div_scale_f32 v75, s[78:79], v73, v73, v67
	v_div_fixup_f32 v31, v30, v29, v62
	v_div_fixup_f32 v30, v69, v29, v35
	v_div_fixup_f32 v35, v34, v29, v63
	v_div_fmas_f32 v34, v65, v79, v83
	v_div_fixup_f32 v34, v34, v29, v64
	v_rcp_f32_e32 v29, v75
	v_pk_mul_f32 v[62:63], s[46:47], v[30:31]
	v_pk_mul_f32 v[64:65], s[46:47], v[34:35]
	ds_write_b128 v51, v[62:65]
	v_fma_f32 v30, -v75, v29, 1.0
	v_fmac_f32_e32 v29, v30, v29
	v_div_scale_f32 v30, vcc, v67, v73, v67
	v_mul_f32_e32 v31, v30, v29
	v_fma_f32 v34, -v75, v31, v30
	v_fmac_f32_e32 v31, v34, v29
	v_div_scale_f32 v34, s[0:1], v73, v73, v66
	v_rcp_f32_e32 v35, v34
	v_fma_f32 v30, -v75, v31, v30
	v_div_fmas_f32 v29, v30, v29, v31
	v_div_fixup_f32 v63, v29, v73, v67
	v_fma_f32 v29, -v34, v35, 1.0
	v_fmac_f32_e32 v35, v29, v35
	v_div_scale_f32 v29, vcc, v66, v73, v66
	v_mul_f32_e32 v30, v29, v35
	v_fma_f32 v31, -v34, v30, v29
	v_fmac_f32_e32 v30, v31, v35
	v_div_scale_f32 v31, s[0:1], v73, v73, v68
	v_fma_f32 v29, -v34, v30, v29
	v_rcp_f32_e32 v34, v31
	v_div_fmas_f32 v29, v29, v35, v30
	v_div_fixup_f32 v62, v29, v73, v66
	v_fma_f32 v29, -v31, v34, 1.0
	v_fmac_f32_e32 v34, v29, v34
	v_div_scale_f32 v29, vcc, v68, v73, v68
	v_mul_f32_e32 v30, v29, v34
	v_fma_f32 v35, -v31, v30, v29
	v_fmac_f32_e32 v30, v35, v34
	v_fma_f32 v29, -v31, v30, v29
	v_div_scale_f32 v31, s[0:1], v73, v73, v72
	v_rcp_f32_e32 v35, v31
	v_div_fmas_f32 v29, v29, v34, v30
	v_div_fixup_f32 v65, v29, v73, v68
	v_fma_f32 v29, -v31, v35, 1.0
	v_fmac_f32_e32 v35, v29, v35
	v_div_scale_f32 v29, vcc, v72, v73, v72
	v_mul_f32_e32 v30, v29, v35
	v_fma_f32 v34, -v31, v30, v29
	v_fmac_f32_e32 v30, v34, v35
	v_fma_f32 v29, -v31, v30, v29
	v_div_fmas_f32 v29, v29, v35, v30
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v31, 0xffff0000, v32
	v_lshlrev_b32_e32 v30, 16, v32
	v_pk_add_f32 v[66:67], v[6:7], v[30:31]
	s_nop 0
	v_pk_mul_f32 v[68:69], s[36:37], v[66:67]
	s_nop 0
	v_cmp_ngt_f32_e32 vcc, s39, v68
	s_nop 1
	v_cndmask_b32_e32 v30, v40, v68, vcc
	v_cmp_ngt_f32_e32 vcc, s39, v69
	s_nop 1
	v_cndmask_b32_e32 v31, v40, v69, vcc
	v_cmp_nlt_f32_e32 vcc, s43, v31
	s_nop 1
	v_cndmask_b32_e32 v35, v41, v31, vcc
	v_cmp_nlt_f32_e32 vcc, s43, v30
	s_nop 1
	v_cndmask_b32_e32 v34, v41, v30, vcc
	v_mov_b64_e32 v[30:31], s[48:49]
	v_pk_fma_f32 v[70:71], v[34:35], s[28:29], v[30:31] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_add_f32 v[70:71], v[70:71], s[30:31] op_sel_hi:[1,0]
	s_nop 0
	v_cmp_o_f32_e32 vcc, v71, v71
	s_nop 1
	v_cndmask_b32_e32 v32, 0, v71, vcc
	v_cmp_o_f32_e32 vcc, v70, v70
	v_cvt_i32_f32_e32 v32, v32
	v_ashrrev_i32_e32 v81, 1, v32
	v_cndmask_b32_e32 v64, 0, v70, vcc
	v_cvt_i32_f32_e32 v80, v64
	v_div_fixup_f32 v64, v29, v73, v72
	ds_write_b128 v52, v[62:65]
	v_pk_fma_f32 v[62:63], v[70:71], s[40:41], v[34:35] op_sel_hi:[1,0,1]
	v_pk_mul_f32 v[64:65], v[70:71], s[42:43] op_sel_hi:[1,0]
	v_mov_b64_e32 v[34:35], s[50:51]
	v_pk_add_f32 v[70:71], v[62:63], v[64:65]
	v_mov_b32_e32 v29, v63
	v_pk_fma_f32 v[76:77], v[70:71], s[44:45], v[34:35] op_sel_hi:[1,0,0]
	v_pk_mul_f32 v[78:79], v[70:71], v[70:71]
	v_pk_fma_f32 v[76:77], v[76:77], v[70:71], s[52:53] op_sel_hi:[1,1,0]
	v_pk_add_f32 v[72:73], v[70:71], v[62:63] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_fma_f32 v[76:77], v[76:77], v[70:71], s[54:55] op_sel_hi:[1,1,0]
	v_pk_add_f32 v[74:75], v[64:65], v[72:73] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_fma_f32 v[76:77], v[76:77], v[70:71], s[56:57] op_sel_hi:[1,1,0]
	v_ashrrev_i32_e32 v82, 1, v80
	v_pk_fma_f32 v[76:77], v[76:77], v[70:71], 0.5 op_sel_hi:[1,1,0]
	v_sub_u32_e32 v32, v32, v81
	v_pk_mul_f32 v[76:77], v[78:79], v[76:77]
	s_nop 0
	v_pk_add_f32 v[78:79], v[70:71], v[76:77]
	s_nop 0
	v_pk_add_f32 v[70:71], v[78:79], v[70:71] neg_lo:[0,1] neg_hi:[0,1]
	v_mov_b32_e32 v64, v79
	v_pk_add_f32 v[70:71], v[76:77], v[70:71] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[76:77], v[78:79], 1.0 op_sel_hi:[1,0]
	v_lshl_add_u32 v79, v81, 23, 1.0
	v_pk_add_f32 v[62:63], v[76:77], v[28:29] op_sel:[1,0] op_sel_hi:[0,1]
	v_mov_b32_e32 v63, v73
	v_pk_add_f32 v[62:63], v[64:65], v[62:63] neg_lo:[0,1] neg_hi:[0,1]
	v_add_f32_e32 v29, -1.0, v76
	v_mov_b32_e32 v75, v63
	v_sub_f32_e32 v72, v78, v29
	v_pk_add_f32 v[64:65], v[74:75], v[70:71]
	v_mov_b32_e32 v73, v62
	v_pk_add_f32 v[62:63], v[72:73], v[64:65]
	v_lshl_add_u32 v78, v82, 23, 1.0
	v_pk_add_f32 v[62:63], v[76:77], v[62:63]
	v_sub_u32_e32 v29, v80, v82
	v_lshl_add_u32 v65, v32, 23, 1.0
	v_lshl_add_u32 v64, v29, 23, 1.0
	v_pk_mul_f32 v[62:63], v[62:63], v[78:79]
	s_nop 0
	v_pk_mul_f32 v[62:63], v[62:63], v[64:65]
	s_nop 0
	v_pk_add_f32 v[62:63], v[62:63], 1.0 op_sel_hi:[1,0]
	s_nop 0
	v_pk_mul_f32 v[64:65], v[62:63], s[58:59] op_sel_hi:[1,0]
	v_cmp_gt_f32_e32 vcc, s51, v63
	s_nop 1
	v_cndmask_b32_e32 v29, v63, v65, vcc
	v_cndmask_b32_e32 v32, 0, v55, vcc
	v_cmp_gt_f32_e32 vcc, s51, v62
	v_add_u32_e32 v70, 0xc0cafb0d, v29
	v_and_b32_e32 v65, 0xff800000, v70
	v_cndmask_b32_e32 v64, v62, v64, vcc
	v_add_u32_e32 v71, 0xc0cafb0d, v64
	v_and_b32_e32 v72, 0xff800000, v71
	v_sub_u32_e32 v65, v29, v65
	v_sub_u32_e32 v64, v64, v72
	v_cndmask_b32_e32 v29, 0, v55, vcc
	v_ashrrev_i32_e32 v72, 23, v70
	v_ashrrev_i32_e32 v70, 23, v71
	v_pk_add_f32 v[64:65], v[64:65], -1.0 op_sel_hi:[1,0]
	v_add_u32_e32 v29, v70, v29
	v_pk_add_f32 v[70:71], v[64:65], 2.0 op_sel_hi:[1,0]
	v_add_u32_e32 v32, v72, v32
	v_div_scale_f32 v74, s[0:1], v71, v71, v65
	v_rcp_f32_e32 v75, v74
	v_cvt_f32_i32_e32 v72, v29
	v_cvt_f32_i32_e32 v73, v32
	v_fma_f32 v29, -v74, v75, 1.0
	v_fmac_f32_e32 v75, v29, v75
	v_div_scale_f32 v29, vcc, v65, v71, v65
	v_mul_f32_e32 v32, v29, v75
	v_fma_f32 v76, -v74, v32, v29
	v_fmac_f32_e32 v32, v76, v75
	v_fma_f32 v29, -v74, v32, v29
	v_div_scale_f32 v74, s[0:1], v70, v70, v64
	v_rcp_f32_e32 v76, v74
	v_div_fmas_f32 v29, v29, v75, v32
	v_div_fixup_f32 v71, v29, v71, v65
	v_fma_f32 v29, -v74, v76, 1.0
	v_fmac_f32_e32 v76, v29, v76
	v_div_scale_f32 v29, vcc, v64, v70, v64
	v_mul_f32_e32 v32, v29, v76
	v_fma_f32 v75, -v74, v32, v29
	v_fmac_f32_e32 v32, v75, v76
	v_fma_f32 v29, -v74, v32, v29
	v_div_fmas_f32 v29, v29, v76, v32
	v_div_fixup_f32 v70, v29, v70, v64
	v_pk_mul_f32 v[74:75], v[70:71], v[70:71]
	v_mov_b64_e32 v[76:77], s[60:61]
	v_pk_fma_f32 v[78:79], v[74:75], s[64:65], v[76:77] op_sel_hi:[1,0,0]
	v_cmp_neq_f32_e32 vcc, 0, v62
	v_pk_fma_f32 v[78:79], v[78:79], v[74:75], s[66:67] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[78:79], v[78:79], v[74:75], s[68:69] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[78:79], v[78:79], v[74:75], s[70:71] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_mul_f32 v[74:75], v[74:75], v[78:79] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_pk_add_f32 v[74:75], v[64:65], v[74:75]
	s_nop 0
	v_pk_fma_f32 v[64:65], v[70:71], v[74:75], v[64:65] neg_lo:[1,0,0] neg_hi:[1,0,0]
	s_nop 0
	v_pk_fma_f32 v[64:65], v[72:73], s[72:73], v[64:65] op_sel_hi:[1,0,1]
	s_nop 0
	v_pk_fma_f32 v[64:65], v[72:73], s[74:75], v[64:65] op_sel_hi:[1,0,1]
	s_nop 0
	v_cndmask_b32_e32 v29, v56, v64, vcc
	v_cmp_neq_f32_e32 vcc, 0, v63
	s_nop 1
	v_cndmask_b32_e32 v32, v56, v65, vcc
	v_cmp_neq_f32_e32 vcc, s53, v63
	s_nop 1
	v_cndmask_b32_e32 v32, v57, v32, vcc
	v_cmp_neq_f32_e32 vcc, s53, v62
	s_nop 1
	v_cndmask_b32_e32 v29, v57, v29, vcc
	v_cmp_ngt_f32_e32 vcc, 0, v62
	s_nop 1
	v_cndmask_b32_e32 v29, v58, v29, vcc
	v_cmp_ngt_f32_e32 vcc, 0, v63
	s_nop 1
	v_cndmask_b32_e32 v32, v58, v32, vcc
	v_cmp_u_f32_e32 vcc, v63, v63
	s_nop 1
	v_cndmask_b32_e32 v63, v32, v63, vcc
	v_cmp_u_f32_e32 vcc, v62, v62
	s_nop 1
	v_cndmask_b32_e32 v62, v29, v62, vcc
	v_pk_mul_f32 v[62:63], v[16:17], v[62:63]
	v_cmp_ge_f32_e32 vcc, s45, v69
	s_nop 1
	v_cndmask_b32_e32 v63, v67, v63, vcc
	v_cmp_ge_f32_e32 vcc, s38, v68
	s_nop 1
	v_cndmask_b32_e32 v62, v66, v62, vcc
	v_pk_mul_f32 v[62:63], v[22:23], v[62:63]
	s_nop 0
	v_cmp_ngt_f32_e32 vcc, s39, v62
	s_nop 1
	v_cndmask_b32_e32 v29, v40, v62, vcc
	v_cmp_ngt_f32_e32 vcc, s39, v63
	s_nop 1
	v_cndmask_b32_e32 v32, v40, v63, vcc
	v_cmp_nlt_f32_e32 vcc, s43, v32
	s_nop 1
	v_cndmask_b32_e32 v63, v41, v32, vcc
	v_cmp_nlt_f32_e32 vcc, s43, v29
	s_nop 1
	v_cndmask_b32_e32 v62, v41, v29, vcc
	v_pk_fma_f32 v[64:65], v[62:63], s[28:29], v[30:31] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_add_f32 v[64:65], v[64:65], s[30:31] op_sel_hi:[1,0]
	s_nop 0
	v_pk_fma_f32 v[62:63], v[64:65], s[40:41], v[62:63] op_sel_hi:[1,0,1]
	v_pk_mul_f32 v[66:67], v[64:65], s[42:43] op_sel_hi:[1,0]
	v_cmp_o_f32_e32 vcc, v65, v65
	v_pk_add_f32 v[68:69], v[62:63], v[66:67]
	s_nop 0
	v_pk_add_f32 v[62:63], v[68:69], v[62:63] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_mul_f32 v[70:71], v[68:69], v[68:69]
	v_pk_add_f32 v[62:63], v[66:67], v[62:63] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_fma_f32 v[66:67], v[68:69], s[44:45], v[34:35] op_sel_hi:[1,0,0]
	v_cndmask_b32_e32 v29, 0, v65, vcc
	v_pk_fma_f32 v[66:67], v[66:67], v[68:69], s[52:53] op_sel_hi:[1,1,0]
	v_cmp_o_f32_e32 vcc, v64, v64
	v_pk_fma_f32 v[66:67], v[66:67], v[68:69], s[54:55] op_sel_hi:[1,1,0]
	v_cvt_i32_f32_e32 v29, v29
	v_pk_fma_f32 v[66:67], v[66:67], v[68:69], s[56:57] op_sel_hi:[1,1,0]
	v_cndmask_b32_e32 v32, 0, v64, vcc
	v_pk_fma_f32 v[66:67], v[66:67], v[68:69], 0.5 op_sel_hi:[1,1,0]
	v_cvt_i32_f32_e32 v32, v32
	v_pk_mul_f32 v[66:67], v[70:71], v[66:67]
	v_ashrrev_i32_e32 v64, 1, v29
	v_pk_add_f32 v[70:71], v[68:69], v[66:67]
	v_sub_u32_e32 v29, v29, v64
	v_pk_add_f32 v[68:69], v[70:71], v[68:69] neg_lo:[0,1] neg_hi:[0,1]
	v_lshl_add_u32 v65, v64, 23, 1.0
	v_pk_add_f32 v[66:67], v[66:67], v[68:69] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_pk_add_f32 v[62:63], v[62:63], v[66:67]
	v_pk_add_f32 v[66:67], v[70:71], 1.0 op_sel_hi:[1,0]
	s_nop 0
	v_pk_add_f32 v[68:69], v[66:67], -1.0 op_sel_hi:[1,0]
	s_nop 0
	v_pk_add_f32 v[68:69], v[70:71], v[68:69] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_pk_add_f32 v[62:63], v[68:69], v[62:63]
	s_nop 0
	v_pk_add_f32 v[62:63], v[66:67], v[62:63]
	v_ashrrev_i32_e32 v66, 1, v32
	v_lshl_add_u32 v64, v66, 23, 1.0
	v_sub_u32_e32 v32, v32, v66
	v_pk_mul_f32 v[62:63], v[62:63], v[64:65]
	v_and_b32_e32 v65, 0xffff0000, v33
	v_lshlrev_b32_e32 v64, 16, v33
	v_lshl_add_u32 v66, v32, 23, 1.0
	v_pk_add_f32 v[32:33], v[8:9], v[64:65]
	v_lshl_add_u32 v67, v29, 23, 1.0
	v_pk_mul_f32 v[64:65], s[36:37], v[32:33]
	v_pk_mul_f32 v[62:63], v[62:63], v[66:67]
	v_cmp_ngt_f32_e32 vcc, s39, v64
	s_nop 1
	v_cndmask_b32_e32 v29, v40, v64, vcc
	v_cmp_ngt_f32_e32 vcc, s39, v65
	s_nop 1
	v_cndmask_b32_e32 v66, v40, v65, vcc
	v_cmp_nlt_f32_e32 vcc, s43, v66
	s_nop 1
	v_cndmask_b32_e32 v67, v41, v66, vcc
	v_cmp_nlt_f32_e32 vcc, s43, v29
	s_nop 1
	v_cndmask_b32_e32 v66, v41, v29, vcc
	v_pk_fma_f32 v[68:69], v[66:67], s[28:29], v[30:31] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_add_f32 v[68:69], v[68:69], s[30:31] op_sel_hi:[1,0]
	s_nop 0
	v_cmp_o_f32_e32 vcc, v69, v69
	v_pk_fma_f32 v[66:67], v[68:69], s[40:41], v[66:67] op_sel_hi:[1,0,1]
	s_nop 0
	v_cndmask_b32_e32 v29, 0, v69, vcc
	v_cmp_o_f32_e32 vcc, v68, v68
	v_cvt_i32_f32_e32 v81, v29
	v_mov_b32_e32 v29, v67
	v_cndmask_b32_e32 v70, 0, v68, vcc
	v_pk_mul_f32 v[68:69], v[68:69], s[42:43] op_sel_hi:[1,0]
	v_cvt_i32_f32_e32 v80, v70
	v_pk_add_f32 v[70:71], v[66:67], v[68:69]
	s_nop 0
	v_pk_fma_f32 v[74:75], v[70:71], s[44:45], v[34:35] op_sel_hi:[1,0,0]
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
	v_pk_add_f32 v[66:67], v[74:75], v[28:29] op_sel:[1,0] op_sel_hi:[0,1]
	v_mov_b32_e32 v67, v73
	v_pk_add_f32 v[72:73], v[68:69], v[72:73] neg_lo:[0,1] neg_hi:[0,1]
	v_mov_b32_e32 v68, v79
	v_pk_add_f32 v[66:67], v[68:69], v[66:67] neg_lo:[0,1] neg_hi:[0,1]
	v_add_f32_e32 v68, -1.0, v74
	v_mov_b32_e32 v73, v67
	v_sub_f32_e32 v68, v78, v68
	v_pk_add_f32 v[70:71], v[72:73], v[70:71]
	v_mov_b32_e32 v69, v66
	v_ashrrev_i32_e32 v29, 1, v81
	v_ashrrev_i32_e32 v78, 1, v80
	v_pk_add_f32 v[66:67], v[68:69], v[70:71]
	v_lshl_add_u32 v72, v78, 23, 1.0
	v_pk_add_f32 v[66:67], v[74:75], v[66:67]
	v_sub_u32_e32 v68, v80, v78
	v_sub_u32_e32 v69, v81, v29
	v_lshl_add_u32 v73, v29, 23, 1.0
	v_lshl_add_u32 v69, v69, 23, 1.0
	v_lshl_add_u32 v68, v68, 23, 1.0
	v_pk_mul_f32 v[66:67], v[66:67], v[72:73]
	s_nop 0
	v_pk_mul_f32 v[66:67], v[66:67], v[68:69]
	s_nop 0
	v_pk_add_f32 v[66:67], v[66:67], 1.0 op_sel_hi:[1,0]
	s_nop 0
	v_pk_mul_f32 v[68:69], v[66:67], s[58:59] op_sel_hi:[1,0]
	v_cmp_gt_f32_e32 vcc, s51, v67
	s_nop 1
	v_cndmask_b32_e32 v29, v67, v69, vcc
	v_cndmask_b32_e32 v72, 0, v55, vcc
	v_cmp_gt_f32_e32 vcc, s51, v66
	v_add_u32_e32 v70, 0xc0cafb0d, v29
	v_and_b32_e32 v69, 0xff800000, v70
	v_cndmask_b32_e32 v68, v66, v68, vcc
	v_add_u32_e32 v71, 0xc0cafb0d, v68
	v_and_b32_e32 v73, 0xff800000, v71
	v_sub_u32_e32 v69, v29, v69
	v_sub_u32_e32 v68, v68, v73
	v_cndmask_b32_e32 v29, 0, v55, vcc
	v_ashrrev_i32_e32 v73, 23, v70
	v_ashrrev_i32_e32 v70, 23, v71
	v_pk_add_f32 v[68:69], v[68:69], -1.0 op_sel_hi:[1,0]
	v_add_u32_e32 v29, v70, v29
	v_pk_add_f32 v[70:71], v[68:69], 2.0 op_sel_hi:[1,0]
	v_add_u32_e32 v72, v73, v72
	v_div_scale_f32 v74, s[0:1], v71, v71, v69
	v_rcp_f32_e32 v75, v74
	v_cvt_f32_i32_e32 v73, v72
	v_cvt_f32_i32_e32 v72, v29
	v_fma_f32 v29, -v74, v75, 1.0
	v_fmac_f32_e32 v75, v29, v75
	v_div_scale_f32 v29, vcc, v69, v71, v69
	v_mul_f32_e32 v78, v29, v75
	v_fma_f32 v79, -v74, v78, v29
	v_fmac_f32_e32 v78, v79, v75
	v_div_scale_f32 v79, s[0:1], v70, v70, v68
	v_rcp_f32_e32 v80, v79
	v_fma_f32 v29, -v74, v78, v29
	v_div_fmas_f32 v29, v29, v75, v78
	v_div_fixup_f32 v71, v29, v71, v69
	v_fma_f32 v74, -v79, v80, 1.0
	v_fmac_f32_e32 v80, v74, v80
	v_div_scale_f32 v74, vcc, v68, v70, v68
	v_mul_f32_e32 v75, v74, v80
	v_fma_f32 v78, -v79, v75, v74
	v_fmac_f32_e32 v75, v78, v80
	v_fma_f32 v29, -v79, v75, v74
	v_div_fmas_f32 v29, v29, v80, v75
	v_div_fixup_f32 v70, v29, v70, v68
	v_pk_mul_f32 v[74:75], v[70:71], v[70:71]
	v_cmp_neq_f32_e32 vcc, 0, v66
	v_pk_fma_f32 v[76:77], v[74:75], s[64:65], v[76:77] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_fma_f32 v[76:77], v[76:77], v[74:75], s[66:67] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[76:77], v[76:77], v[74:75], s[68:69] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[76:77], v[76:77], v[74:75], s[70:71] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_mul_f32 v[74:75], v[74:75], v[76:77] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_pk_add_f32 v[74:75], v[68:69], v[74:75]
	s_nop 0
	v_pk_fma_f32 v[68:69], v[70:71], v[74:75], v[68:69] neg_lo:[1,0,0] neg_hi:[1,0,0]
	s_nop 0
	v_pk_fma_f32 v[68:69], v[72:73], s[72:73], v[68:69] op_sel_hi:[1,0,1]
	s_nop 0
	v_pk_fma_f32 v[68:69], v[72:73], s[74:75], v[68:69] op_sel_hi:[1,0,1]
	s_nop 0
	v_cndmask_b32_e32 v29, v56, v68, vcc
	v_cmp_neq_f32_e32 vcc, 0, v67
	s_nop 1
	v_cndmask_b32_e32 v68, v56, v69, vcc
	v_cmp_neq_f32_e32 vcc, s53, v67
	s_nop 1
	v_cndmask_b32_e32 v68, v57, v68, vcc
	v_cmp_neq_f32_e32 vcc, s53, v66
	s_nop 1
	v_cndmask_b32_e32 v29, v57, v29, vcc
	v_cmp_ngt_f32_e32 vcc, 0, v66
	s_nop 1
	v_cndmask_b32_e32 v29, v58, v29, vcc
	v_cmp_ngt_f32_e32 vcc, 0, v67
	s_nop 1
	v_cndmask_b32_e32 v68, v58, v68, vcc
	v_cmp_u_f32_e32 vcc, v67, v67
	s_nop 1
	v_cndmask_b32_e32 v67, v68, v67, vcc
	v_cmp_u_f32_e32 vcc, v66, v66
	s_nop 1
	v_cndmask_b32_e32 v66, v29, v66, vcc
	v_pk_mul_f32 v[66:67], v[16:17], v[66:67]
	v_cmp_ge_f32_e32 vcc, s45, v65
	s_nop 1
	v_cndmask_b32_e32 v33, v33, v67, vcc
	v_cmp_ge_f32_e32 vcc, s38, v64
	s_nop 1
	v_cndmask_b32_e32 v32, v32, v66, vcc
	v_pk_mul_f32 v[32:33], v[22:23], v[32:33]
	s_nop 0
	v_cmp_ngt_f32_e32 vcc, s39, v32
	s_nop 1
	v_cndmask_b32_e32 v29, v40, v32, vcc
	v_cmp_ngt_f32_e32 vcc, s39, v33
	s_nop 1
	v_cndmask_b32_e32 v32, v40, v33, vcc
	v_cmp_nlt_f32_e32 vcc, s43, v32
	s_nop 1
	v_cndmask_b32_e32 v33, v41, v32, vcc
	v_cmp_nlt_f32_e32 vcc, s43, v29
	s_nop 1
	v_cndmask_b32_e32 v32, v41, v29, vcc
	v_pk_fma_f32 v[30:31], v[32:33], s[28:29], v[30:31] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_add_f32 v[30:31], v[30:31], s[30:31] op_sel_hi:[1,0]
	s_nop 0
	v_pk_fma_f32 v[32:33], v[30:31], s[40:41], v[32:33] op_sel_hi:[1,0,1]
	v_pk_mul_f32 v[64:65], v[30:31], s[42:43] op_sel_hi:[1,0]
	v_cmp_o_f32_e32 vcc, v31, v31
	v_pk_add_f32 v[66:67], v[32:33], v[64:65]
	s_nop 0
	v_pk_fma_f32 v[34:35], v[66:67], s[44:45], v[34:35] op_sel_hi:[1,0,0]
	v_pk_add_f32 v[32:33], v[66:67], v[32:33] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_fma_f32 v[34:35], v[34:35], v[66:67], s[52:53] op_sel_hi:[1,1,0]
	v_pk_add_f32 v[32:33], v[64:65], v[32:33] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_fma_f32 v[34:35], v[34:35], v[66:67], s[54:55] op_sel_hi:[1,1,0]
	v_pk_mul_f32 v[64:65], v[66:67], v[66:67]
	v_pk_fma_f32 v[34:35], v[34:35], v[66:67], s[56:57] op_sel_hi:[1,1,0]
	v_cndmask_b32_e32 v29, 0, v31, vcc
	v_pk_fma_f32 v[34:35], v[34:35], v[66:67], 0.5 op_sel_hi:[1,1,0]
	v_cmp_o_f32_e32 vcc, v30, v30
	v_pk_mul_f32 v[34:35], v[64:65], v[34:35]
	v_cvt_i32_f32_e32 v29, v29
	v_pk_add_f32 v[64:65], v[66:67], v[34:35]
	v_cndmask_b32_e32 v30, 0, v30, vcc
	v_pk_add_f32 v[66:67], v[64:65], v[66:67] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_pk_add_f32 v[34:35], v[34:35], v[66:67] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_pk_add_f32 v[32:33], v[32:33], v[34:35]
	v_pk_add_f32 v[34:35], v[64:65], 1.0 op_sel_hi:[1,0]
	s_nop 0
	v_pk_add_f32 v[66:67], v[34:35], -1.0 op_sel_hi:[1,0]
	s_nop 0
	v_pk_add_f32 v[64:65], v[64:65], v[66:67] neg_lo:[0,1] neg_hi:[0,1]
	v_cvt_i32_f32_e32 v66, v30
	v_pk_add_f32 v[30:31], v[64:65], v[32:33]
	v_ashrrev_i32_e32 v32, 1, v29
	v_pk_add_f32 v[30:31], v[34:35], v[30:31]
	v_ashrrev_i32_e32 v34, 1, v66
	v_sub_u32_e32 v64, v66, v34
	v_sub_u32_e32 v29, v29, v32
	v_lshl_add_u32 v33, v32, 23, 1.0
	v_lshl_add_u32 v32, v34, 23, 1.0
	v_lshl_add_u32 v35, v29, 23, 1.0
	v_lshl_add_u32 v34, v64, 23, 1.0
	v_pk_mul_f32 v[30:31], v[30:31], v[32:33]
	s_nop 0
	v_pk_mul_f32 v[64:65], v[30:31], v[34:35]
	ds_write_b128 v50, v[62:65]
	s_or_b64 exec, exec, s[76:77]
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_13
.LBB0_25:
	v_sub_f32_e32 v29, 0, v61
	v_cmp_nlt_f32_e64 vcc, -v61, s39
	s_nop 1
	v_cndmask_b32_e32 v29, v40, v29, vcc
	v_cmp_nlt_f32_e32 vcc, s43, v29
	s_nop 1
	v_cndmask_b32_e32 v29, v41, v29, vcc
	v_fmamk_f32 v30, v29, 0x3fb8aa3b, v42
	v_add_f32_e32 v34, 0xcb400000, v30
	v_fmac_f32_e32 v29, 0xbf317218, v34
	v_mul_f32_e32 v31, 0x3102e308, v34
	v_add_f32_e32 v33, v29, v31
	v_fmamk_f32 v30, v33, 0x39500d01, v43
	v_fmaak_f32 v30, v30, v33, 0x3c088889
	v_fmaak_f32 v30, v30, v33, 0x3d2aaaab
	v_fmaak_f32 v30, v30, v33, 0x3e2aaaab
	v_fma_f32 v30, v30, v33, 0.5
	v_mul_f32_e32 v32, v33, v33
	v_mul_f32_e32 v32, v32, v30
	v_add_f32_e32 v30, v33, v32
	v_cmp_o_f32_e32 vcc, v34, v34
	v_sub_f32_e32 v35, v30, v33
	v_sub_f32_e32 v33, v33, v29
	v_cndmask_b32_e32 v29, 0, v34, vcc
	v_add_f32_e32 v61, 1.0, v30
	v_cvt_i32_f32_e32 v29, v29
	v_sub_f32_e32 v35, v32, v35
	v_add_f32_e32 v32, -1.0, v61
	v_pk_add_f32 v[30:31], v[30:31], v[32:33] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_add_f32_e32 v31, v31, v35
	v_add_f32_e32 v30, v30, v31
	v_ashrrev_i32_e32 v31, 1, v29
	v_add_f32_e32 v30, v61, v30
	v_sub_u32_e32 v29, v29, v31
	v_lshl_add_u32 v31, v31, 23, 1.0
	v_lshl_add_u32 v29, v29, 23, 1.0
	v_mul_f32_e32 v30, v30, v31
	v_mul_f32_e32 v29, v30, v29
	v_add_f32_e32 v29, 1.0, v29
	v_div_scale_f32 v30, s[4:5], v29, v29, 1.0
	v_rcp_f32_e32 v31, v30
	s_nop 0
	v_fma_f32 v32, -v30, v31, 1.0
	v_fmac_f32_e32 v31, v32, v31
	v_div_scale_f32 v32, vcc, 1.0, v29, 1.0
	v_mul_f32_e32 v33, v32, v31
	v_fma_f32 v34, -v30, v33, v32
	v_fmac_f32_e32 v33, v34, v31
	v_fma_f32 v30, -v30, v33, v32
	v_div_fmas_f32 v30, v30, v31, v33
	v_div_fixup_f32 v29, v30, v29, 1.0
	ds_write_b32 v53, v29
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execnz .LBB0_14
	s_branch .LBB0_15
.LBB0_26:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel kda_verify_snapshot_act_bf16_dt_f32_pool_f32_bv8w4
		.amdhsa_group_segment_fixed_size 12576
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
		.amdhsa_next_free_vgpr 88
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
	.size	kda_verify_snapshot_act_bf16_dt_f32_pool_f32_bv8w4, .Lfunc_end0-kda_verify_snapshot_act_bf16_dt_f32_pool_f32_bv8w4

	.set kda_verify_snapshot_act_bf16_dt_f32_pool_f32_bv8w4.num_vgpr, 88
	.set kda_verify_snapshot_act_bf16_dt_f32_pool_f32_bv8w4.num_agpr, 0
	.set kda_verify_snapshot_act_bf16_dt_f32_pool_f32_bv8w4.numbered_sgpr, 80
	.set kda_verify_snapshot_act_bf16_dt_f32_pool_f32_bv8w4.num_named_barrier, 0
	.set kda_verify_snapshot_act_bf16_dt_f32_pool_f32_bv8w4.private_seg_size, 0
	.set kda_verify_snapshot_act_bf16_dt_f32_pool_f32_bv8w4.uses_vcc, 1
	.set kda_verify_snapshot_act_bf16_dt_f32_pool_f32_bv8w4.uses_flat_scratch, 0
	.set kda_verify_snapshot_act_bf16_dt_f32_pool_f32_bv8w4.has_dyn_sized_stack, 0
	.set kda_verify_snapshot_act_bf16_dt_f32_pool_f32_bv8w4.has_recursion, 0
	.set kda_verify_snapshot_act_bf16_dt_f32_pool_f32_bv8w4.has_indirect_call, 0
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
    .group_segment_fixed_size: 12576
    .kernarg_segment_align: 8
    .kernarg_segment_size: 236
    .max_flat_workgroup_size: 256
    .name:           kda_verify_snapshot_act_bf16_dt_f32_pool_f32_bv8w4
    .private_segment_fixed_size: 0
    .sgpr_count:     86
    .sgpr_spill_count: 0
    .symbol:         kda_verify_snapshot_act_bf16_dt_f32_pool_f32_bv8w4.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     88
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx950
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
