; deltagen generated file: do not edit. Regenerate with `cargo xtask gen`.
; kernel: gdn_verify  instance: gdn_verify_snapshot_act_bf16_dt_f32_pool_bf16_bv8w4  arch: gfx950
; profile=portable  mode=snapshot  act_dtype=bf16  dt_bias_dtype=f32  pool_dtype=bf16  tile=bv8w4  lanes_per_column=32  requests=1
; ir-sha256: a013cab04ac01f67855863e1092ff84cecc6651827973c74ae9d8d5eac5e422a
; llvm: 22.1  pipeline: default<O3>  ld.lld: LLVM 22.1
	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 6
	.text
	.globl	gdn_verify_snapshot_act_bf16_dt_f32_pool_bf16_bv8w4
	.p2align	8
	.type	gdn_verify_snapshot_act_bf16_dt_f32_pool_bf16_bv8w4,@function
gdn_verify_snapshot_act_bf16_dt_f32_pool_bf16_bv8w4:
	s_load_dwordx4 s[44:47], s[0:1], 0x6c
	s_load_dwordx2 s[48:49], s[0:1], 0x60
	s_mov_b32 s28, s3
	s_ashr_i32 s3, s2, 31
	s_lshr_b32 s3, s3, 28
	s_waitcnt lgkmcnt(0)
	s_max_i32 s4, s46, 1
	v_cvt_f32_u32_e32 v1, s4
	s_sub_i32 s5, 0, s4
	s_add_i32 s58, s2, s3
	s_and_b32 s3, s58, 0x1ffffff0
	v_rcp_iflag_f32_e32 v1, v1
	s_sub_i32 s46, s2, s3
	s_abs_i32 s2, s47
	s_ashr_i32 s50, s58, 4
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	s_ashr_i32 s3, s47, 31
	v_lshrrev_b32_e32 v20, 5, v0
	v_lshl_or_b32 v14, s46, 3, v20
	v_readfirstlane_b32 s6, v1
	s_mul_i32 s5, s5, s6
	s_mul_hi_u32 s5, s6, s5
	s_add_i32 s6, s6, s5
	s_mul_hi_u32 s5, s2, s6
	s_mul_i32 s6, s5, s4
	s_sub_i32 s2, s2, s6
	s_add_i32 s6, s5, 1
	s_sub_i32 s7, s2, s4
	s_cmp_ge_u32 s2, s4
	s_cselect_b32 s5, s6, s5
	s_cselect_b32 s2, s7, s2
	s_add_i32 s6, s5, 1
	s_cmp_ge_u32 s2, s4
	s_cselect_b32 s2, s6, s5
	s_xor_b32 s2, s2, s3
	s_load_dwordx16 s[4:19], s[0:1], 0x0
	s_load_dwordx8 s[36:43], s[0:1], 0x40
	s_load_dwordx8 s[20:27], s[0:1], 0x80
	s_sub_i32 s2, s2, s3
	s_ashr_i32 s51, s50, 31
	s_max_i32 s2, s2, 1
	s_lshl_b64 s[30:31], s[50:51], 2
	s_waitcnt lgkmcnt(0)
	s_add_u32 s52, s14, s30
	s_addc_u32 s53, s15, s31
	s_add_u32 s54, s16, s30
	s_addc_u32 s55, s17, s31
	s_ashr_i32 s29, s28, 31
	s_lshl_b64 s[34:35], s[28:29], 2
	s_add_u32 s14, s38, s34
	s_addc_u32 s15, s39, s35
	s_load_dword s33, s[14:15], 0x0
	s_load_dwordx4 s[28:31], s[0:1], 0xa0
	s_nop 0
	s_load_dwordx2 s[14:15], s[0:1], 0xb0
	v_cvt_f32_u32_e32 v1, s2
	v_mov_b32_e32 v2, 0
	s_waitcnt lgkmcnt(0)
	s_cmp_gt_i32 s33, -1
	s_cselect_b64 s[16:17], -1, 0
	s_cmp_lt_i32 s33, s45
	s_cselect_b64 s[56:57], -1, 0
	s_and_b64 s[62:63], s[16:17], s[56:57]
	s_add_u32 s38, s40, s34
	s_addc_u32 s39, s41, s35
	s_load_dwordx2 s[16:17], s[38:39], 0x0
	v_rcp_iflag_f32_e32 v1, v1
	v_and_b32_e32 v21, 31, v0
	v_mov_b32_e32 v3, v2
	v_ashrrev_i32_e32 v15, 31, v14
	s_waitcnt lgkmcnt(0)
	s_cmp_gt_i32 s16, -1
	s_cselect_b64 s[38:39], -1, 0
	s_cmp_ge_i32 s17, s16
	s_cselect_b64 s[40:41], -1, 0
	s_cmp_le_i32 s17, s44
	s_cselect_b64 s[44:45], -1, 0
	s_and_b64 s[38:39], s[38:39], s[40:41]
	s_sub_i32 s17, s17, s16
	s_and_b64 s[40:41], s[44:45], s[38:39]
	s_cmp_le_i32 s17, s15
	s_cselect_b64 s[44:45], -1, 0
	s_and_b64 s[38:39], s[44:45], s[40:41]
	s_and_b64 s[62:63], s[62:63], s[38:39]
	s_add_u32 s34, s42, s34
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	s_addc_u32 s35, s43, s35
	v_cvt_u32_f32_e32 v1, v1
	s_load_dword s46, s[34:35], 0x0
	v_lshlrev_b32_e32 v10, 2, v21
	s_lshl_b64 s[34:35], s[50:51], 7
	v_readfirstlane_b32 s60, v1
	s_andn2_b64 vcc, exec, s[62:63]
	v_mov_b64_e32 v[4:5], v[2:3]
	s_cbranch_vccnz .LBB0_2
	s_mul_i32 s31, s31, s33
	s_mul_hi_u32 s42, s30, s33
	s_add_i32 s31, s42, s31
	s_mul_i32 s30, s30, s33
	s_lshl_b64 s[30:31], s[30:31], 1
	v_lshl_add_u64 v[4:5], s[34:35], 0, v[14:15]
	s_add_u32 s30, s36, s30
	s_addc_u32 s31, s37, s31
	v_lshlrev_b64 v[4:5], 8, v[4:5]
	v_lshl_add_u64 v[4:5], s[30:31], 0, v[4:5]
	v_lshlrev_b32_e32 v6, 1, v10
	v_mov_b32_e32 v7, v2
	v_lshl_add_u64 v[2:3], v[4:5], 0, v[6:7]
	global_load_dwordx2 v[2:3], v[2:3], off
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v5, 0xffff0000, v2
	v_lshlrev_b32_e32 v4, 16, v2
	v_and_b32_e32 v7, 0xffff0000, v3
	v_lshlrev_b32_e32 v6, 16, v3
	v_pk_add_f32 v[2:3], v[4:5], 0 op_sel_hi:[1,0]
	v_pk_add_f32 v[4:5], v[6:7], 0 op_sel_hi:[1,0]
.LBB0_2:
	s_xor_b64 s[36:37], s[44:45], -1
	s_xor_b64 s[30:31], s[40:41], -1
	s_and_b64 s[36:37], s[40:41], s[36:37]
	s_and_b64 s[36:37], s[36:37], exec
	s_cselect_b32 s40, 2, 0
	s_and_b64 s[36:37], s[56:57], exec
	s_cselect_b32 s36, 0, 4
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_i32 s46, s14
	s_cselect_b64 s[42:43], -1, 0
	v_cndmask_b32_e64 v1, 0, 1, s[30:31]
	s_and_b64 s[30:31], s[42:43], exec
	s_load_dword s59, s[52:53], 0x0
	s_load_dword s33, s[54:55], 0x0
	s_nop 0
	s_load_dword s52, s[0:1], 0xf0
	s_cselect_b32 s14, 0, 8
	s_or_b32 s14, s14, s36
	v_readfirstlane_b32 s30, v1
	s_or_b32 s14, s14, s30
	s_or_b32 s14, s14, s40
	s_cmp_eq_u32 s14, 0
	s_cselect_b64 s[30:31], -1, 0
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s52, 0
	s_cselect_b64 s[36:37], -1, 0
	s_or_b64 s[30:31], s[36:37], s[30:31]
	s_and_b64 vcc, exec, s[30:31]
	s_cbranch_vccnz .LBB0_6
	v_mbcnt_lo_u32_b32 v1, exec_lo, 0
	v_mbcnt_hi_u32_b32 v1, exec_hi, v1
	v_cmp_eq_u32_e32 vcc, 0, v1
	s_and_saveexec_b64 s[30:31], vcc
	s_cbranch_execz .LBB0_5
	s_load_dwordx2 s[36:37], s[0:1], 0xe8
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v6, s14
	s_waitcnt lgkmcnt(0)
	global_atomic_or v1, v6, s[36:37]
.LBB0_5:
	s_or_b64 exec, exec, s[30:31]
.LBB0_6:
	s_and_b64 s[30:31], s[38:39], exec
	s_cselect_b32 s14, s17, 0
	s_add_i32 s30, s14, 7
	s_cmp_lt_i32 s30, 8
	s_mov_b32 s52, 0
	s_cbranch_scc1 .LBB0_28
	s_sub_i32 s31, 0, s2
	s_mul_i32 s31, s31, s60
	s_mul_hi_u32 s31, s60, s31
	s_add_i32 s60, s60, s31
	s_ashr_i32 s31, s30, 31
	s_lshr_b32 s31, s31, 29
	s_add_i32 s30, s30, s31
	s_abs_i32 s44, s50
	s_ashr_i32 s54, s58, 31
	s_ashr_i32 s53, s30, 3
	s_lshl_b64 s[40:41], s[34:35], 1
	s_add_u32 s8, s8, s40
	s_addc_u32 s9, s9, s41
	v_lshlrev_b64 v[8:9], 1, v[14:15]
	v_lshl_add_u64 v[6:7], s[8:9], 0, v[8:9]
	s_lshl_b64 s[8:9], s[50:51], 1
	s_add_u32 s30, s10, s8
	s_addc_u32 s31, s11, s9
	s_mul_hi_u32 s45, s44, s60
	s_add_u32 s34, s12, s8
	s_addc_u32 s35, s13, s9
	s_load_dwordx2 s[8:9], s[0:1], 0xb8
	s_load_dwordx4 s[36:39], s[0:1], 0xc0
	s_mul_i32 s0, s45, s2
	s_sub_i32 s0, s44, s0
	s_add_i32 s1, s45, 1
	s_sub_i32 s10, s0, s2
	s_cmp_ge_u32 s0, s2
	s_cselect_b32 s1, s1, s45
	s_cselect_b32 s0, s10, s0
	s_add_i32 s10, s1, 1
	s_cmp_ge_u32 s0, s2
	s_cselect_b32 s2, s10, s1
	s_waitcnt lgkmcnt(0)
	v_div_scale_f32 v1, s[0:1], s37, s37, 1.0
	v_rcp_f32_e32 v11, v1
	v_mov_b32_e32 v26, 0xc2d00000
	s_xor_b32 s0, s2, s54
	s_sub_i32 s10, s0, s54
	v_fma_f32 v12, -v1, v11, 1.0
	v_fmac_f32_e32 v11, v12, v11
	v_div_scale_f32 v12, vcc, 1.0, s37, 1.0
	v_mul_f32_e32 v13, v12, v11
	v_fma_f32 v16, -v1, v13, v12
	v_fmac_f32_e32 v13, v16, v11
	v_fma_f32 v1, -v1, v13, v12
	v_div_fmas_f32 v1, v1, v11, v13
	v_div_fixup_f32 v22, v1, s37, 1.0
	v_mov_b32_e32 v1, 0x2000
	v_lshl_or_b32 v23, v20, 2, v1
	v_mov_b32_e32 v1, s59
	v_cmp_nlt_f32_e32 vcc, s59, v26
	s_mov_b32 s54, 0x42b20000
	v_mov_b32_e32 v27, 0x42b20000
	v_cndmask_b32_e32 v1, v26, v1, vcc
	v_cmp_nlt_f32_e32 vcc, s54, v1
	v_mov_b32_e32 v28, 0x4b400000
	v_mov_b32_e32 v29, 0x3ab60b61
	v_cndmask_b32_e32 v1, v27, v1, vcc
	v_fmamk_f32 v11, v1, 0x3fb8aa3b, v28
	v_add_f32_e32 v11, 0xcb400000, v11
	v_fmac_f32_e32 v1, 0xbf317218, v11
	v_mul_f32_e32 v12, 0x3102e308, v11
	v_add_f32_e32 v13, v1, v12
	v_sub_f32_e32 v1, v13, v1
	v_sub_f32_e32 v1, v12, v1
	v_fmamk_f32 v12, v13, 0x39500d01, v29
	v_fmaak_f32 v12, v12, v13, 0x3c088889
	v_fmaak_f32 v12, v12, v13, 0x3d2aaaab
	v_fmaak_f32 v12, v12, v13, 0x3e2aaaab
	v_fma_f32 v12, v12, v13, 0.5
	v_mul_f32_e32 v16, v13, v13
	v_mul_f32_e32 v12, v16, v12
	v_add_f32_e32 v16, v13, v12
	v_sub_f32_e32 v13, v16, v13
	v_cmp_o_f32_e32 vcc, v11, v11
	v_sub_f32_e32 v12, v12, v13
	v_add_f32_e32 v1, v1, v12
	v_cndmask_b32_e32 v11, 0, v11, vcc
	v_add_f32_e32 v12, 1.0, v16
	v_cvt_i32_f32_e32 v11, v11
	v_add_f32_e32 v13, -1.0, v12
	v_sub_f32_e32 v13, v16, v13
	v_add_f32_e32 v1, v13, v1
	v_add_f32_e32 v1, v12, v1
	v_ashrrev_i32_e32 v12, 1, v11
	v_sub_u32_e32 v11, v11, v12
	v_lshlrev_b32_e32 v12, 23, v12
	s_ashr_i32 s11, s10, 31
	v_add_u32_e32 v12, 1.0, v12
	v_lshlrev_b32_e32 v11, 23, v11
	s_cmp_gt_i32 s46, -1
	v_add_u32_e32 v11, 1.0, v11
	v_mul_f32_e32 v1, v1, v12
	s_cselect_b64 s[12:13], -1, 0
	v_mul_f32_e32 v1, v1, v11
	s_add_u32 s0, s18, s40
	v_sub_f32_e32 v30, 0, v1
	v_lshlrev_b32_e32 v1, 2, v0
	v_bfrev_b32_e32 v11, 0.5
	s_addc_u32 s1, s19, s41
	s_lshl_b64 s[10:11], s[10:11], 8
	v_bitop3_b32 v31, v1, 64, v11 bitop3:0x6c
	v_bitop3_b32 v32, v1, 32, v11 bitop3:0x6c
	v_bitop3_b32 v33, v1, 16, v11 bitop3:0x6c
	v_bitop3_b32 v34, v1, 8, v11 bitop3:0x6c
	v_bitop3_b32 v35, v1, 4, v11 bitop3:0x6c
	v_lshlrev_b32_e32 v11, 2, v10
	v_lshl_or_b32 v12, v10, 1, s10
	v_mov_b32_e32 v13, s11
	v_lshl_or_b32 v36, v20, 9, v11
	v_lshl_add_u64 v[10:11], s[4:5], 0, v[12:13]
	v_lshl_add_u64 v[12:13], s[6:7], 0, v[12:13]
	s_mul_i32 s6, s9, s46
	s_mul_hi_u32 s7, s8, s46
	s_mov_b32 s2, s47
	s_add_i32 s7, s7, s6
	s_mul_i32 s6, s8, s46
	s_lshl_b64 s[18:19], s[2:3], 7
	s_and_b64 s[4:5], s[12:13], s[42:43]
	s_lshl_b64 s[6:7], s[6:7], 1
	s_lshl_b64 s[8:9], s[50:51], 15
	s_add_u32 s6, s6, s8
	s_addc_u32 s7, s7, s9
	v_lshlrev_b64 v[14:15], 8, v[14:15]
	v_lshl_add_u64 v[14:15], s[6:7], 0, v[14:15]
	v_lshlrev_b32_e32 v16, 3, v21
	v_mov_b32_e32 v17, 0
	v_add_u32_e32 v38, 0x2120, v1
	v_add_u32_e32 v39, 0x2100, v1
	v_lshlrev_b32_e32 v1, 5, v21
	v_lshl_add_u64 v[14:15], v[14:15], 0, v[16:17]
	v_add_u32_e32 v24, s16, v0
	v_add_u32_e32 v25, s16, v20
	s_mov_b32 s39, 0xc2d00000
	v_or_b32_e32 v37, 0x1000, v36
	v_lshl_add_u64 v[8:9], s[0:1], 0, v[8:9]
	v_cmp_eq_u32_e64 s[0:1], 0, v21
	s_mov_b32 s40, s36
	s_mov_b32 s41, s36
	v_lshlrev_b32_e32 v40, 4, v21
	v_lshl_add_u64 v[14:15], s[48:49], 0, v[14:15]
	s_lshl_b64 s[42:43], s[2:3], 15
	s_mov_b32 s36, 0xf800000
	v_mov_b32_e32 v41, 0x260
	s_mov_b32 s48, 0x800000
	v_mov_b32_e32 v42, 0x3e638e39
	s_mov_b32 s49, 0x7f800000
	v_add_u32_e32 v43, v23, v1
	s_xor_b64 s[44:45], s[4:5], -1
	v_mov_b32_e32 v16, -1.0
	v_not_b32_e32 v44, 22
	v_mov_b32_e32 v45, 0xff800000
	v_mov_b32_e32 v46, 0x7f800000
	v_mov_b32_e32 v47, 0x7fc00000
	s_mov_b32 s50, 0
	s_branch .LBB0_9
.LBB0_8:
	s_add_i32 s50, s50, 1
	s_add_i32 s17, s17, -8
	s_add_i32 s52, s52, 8
	s_cmp_eq_u32 s50, s53
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_28
.LBB0_9:
	s_lshl_b32 s8, s50, 3
	s_sub_i32 s51, s14, s8
	s_min_i32 s9, s51, 8
	v_mov_b32_e32 v17, 0
	v_cmp_gt_i32_e64 s[2:3], s9, v21
	v_mov_b32_e32 v19, v17
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_11
	v_add_u32_e32 v1, s16, v21
	v_add_u32_e32 v1, s8, v1
	v_ashrrev_i32_e32 v18, 31, v1
	v_mul_lo_u32 v48, s24, v18
	v_mul_lo_u32 v49, s25, v1
	v_mad_u64_u32 v[18:19], s[6:7], s24, v1, 0
	v_add3_u32 v19, v19, v48, v49
	v_lshl_add_u64 v[18:19], v[18:19], 1, v[6:7]
	global_load_ushort v1, v[18:19], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v19, 16, v1
.LBB0_11:
	s_or_b64 exec, exec, s[4:5]
	v_add_u32_e32 v18, s8, v24
	v_cmp_gt_i32_e64 s[4:5], s9, v0
	v_ashrrev_i32_e32 v1, 31, v18
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execnz .LBB0_24
	s_or_b64 exec, exec, s[6:7]
	v_mov_b32_e32 v48, 0
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execnz .LBB0_25
.LBB0_13:
	s_or_b64 exec, exec, s[6:7]
	v_cmp_gt_i32_e32 vcc, s9, v20
	s_and_saveexec_b64 s[46:47], vcc
	s_cbranch_execnz .LBB0_26
.LBB0_14:
	s_or_b64 exec, exec, s[46:47]
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execnz .LBB0_27
.LBB0_15:
	s_or_b64 exec, exec, s[6:7]
	s_and_saveexec_b64 s[4:5], s[2:3]
.LBB0_16:
	ds_write_b32 v43, v19
.LBB0_17:
	s_or_b64 exec, exec, s[4:5]
	s_cmp_lt_i32 s51, 1
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_8
	s_ashr_i32 s2, s52, 31
	s_mul_i32 s3, s43, s52
	s_mul_i32 s2, s42, s2
	v_mov_b32_e32 v17, s52
	s_add_i32 s4, s2, s3
	v_mad_u64_u32 v[18:19], s[2:3], s42, v17, v[14:15]
	v_med3_i32 v1, s17, 1, 8
	v_add_u32_e32 v19, s4, v19
	s_movk_i32 s4, 0x2100
	s_mov_b32 s5, s52
	v_mov_b32_e32 v17, v40
	v_mov_b32_e32 v48, v23
	s_branch .LBB0_20
.LBB0_19:
	v_add_u32_e32 v1, -1, v1
	v_cmp_eq_u32_e32 vcc, 0, v1
	v_add_u32_e32 v48, 32, v48
	v_add_u32_e32 v17, 0x200, v17
	s_add_i32 s4, s4, 4
	v_lshl_add_u64 v[18:19], v[18:19], 0, s[42:43]
	s_add_i32 s5, s5, 1
	s_cbranch_vccnz .LBB0_8
.LBB0_20:
	v_mov_b32_e32 v49, s4
	ds_read2_b32 v[58:59], v49 offset1:8
	s_waitcnt lgkmcnt(1)
	ds_read_b128 v[50:53], v17
	ds_read_b128 v[54:57], v17 offset:4096
	s_waitcnt lgkmcnt(2)
	v_mov_b32_e32 v60, v59
	v_pk_mul_f32 v[2:3], v[2:3], v[60:61] op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[4:5], v[60:61] op_sel_hi:[1,0]
	s_waitcnt lgkmcnt(1)
	v_mul_f32_e32 v49, v3, v51
	v_fmac_f32_e32 v49, v50, v2
	v_fmac_f32_e32 v49, v52, v4
	v_fmac_f32_e32 v49, v53, v5
	ds_bpermute_b32 v59, v31, v49
	ds_read_b32 v60, v48
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v49, v49, v59
	ds_bpermute_b32 v59, v32, v49
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v49, v49, v59
	ds_bpermute_b32 v59, v33, v49
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v49, v49, v59
	ds_bpermute_b32 v59, v34, v49
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v49, v49, v59
	ds_bpermute_b32 v59, v35, v49
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v49, v49, v59
	v_sub_f32_e32 v49, v60, v49
	v_mul_f32_e32 v58, v58, v49
	v_pk_fma_f32 v[2:3], v[50:51], v[58:59], v[2:3] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[4:5], v[52:53], v[58:59], v[4:5] op_sel_hi:[1,0,1]
	v_mul_f32_e32 v49, v55, v3
	v_fmac_f32_e32 v49, v54, v2
	v_fmac_f32_e32 v49, v56, v4
	v_fmac_f32_e32 v49, v57, v5
	ds_bpermute_b32 v50, v31, v49
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v49, v49, v50
	ds_bpermute_b32 v50, v32, v49
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v49, v49, v50
	ds_bpermute_b32 v50, v33, v49
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v49, v49, v50
	ds_bpermute_b32 v50, v34, v49
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v49, v49, v50
	ds_bpermute_b32 v50, v35, v49
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_22
	s_add_i32 s6, s16, s5
	s_ashr_i32 s7, s6, 31
	s_mul_i32 s7, s18, s7
	s_mul_hi_u32 s8, s18, s6
	s_add_i32 s7, s8, s7
	s_mul_i32 s8, s19, s6
	s_add_i32 s7, s7, s8
	s_mul_i32 s6, s18, s6
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v49, v49, v50
	v_cvt_pk_bf16_f32 v49, v49, s0
	v_lshl_add_u64 v[50:51], s[6:7], 1, v[8:9]
	global_store_short v[50:51], v49, off
.LBB0_22:
	s_or_b64 exec, exec, s[2:3]
	s_cmp_ge_i32 s5, s15
	s_cselect_b64 s[2:3], -1, 0
	s_or_b64 s[2:3], s[2:3], s[44:45]
	s_and_b64 vcc, exec, s[2:3]
	s_cbranch_vccnz .LBB0_19
	v_cvt_pk_bf16_f32 v51, v4, v5
	s_waitcnt lgkmcnt(0)
	v_cvt_pk_bf16_f32 v50, v2, v3
	global_store_dwordx2 v[18:19], v[50:51], off
	s_branch .LBB0_19
.LBB0_24:
	v_mul_lo_u32 v17, s27, v18
	v_mul_lo_u32 v50, s26, v1
	v_mad_u64_u32 v[48:49], s[10:11], s26, v18, 0
	v_add3_u32 v49, v49, v50, v17
	v_lshl_add_u64 v[48:49], v[48:49], 1, s[30:31]
	global_load_ushort v17, v[48:49], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v17, 16, v17
	s_or_b64 exec, exec, s[6:7]
	v_mov_b32_e32 v48, 0
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB0_13
.LBB0_25:
	v_mul_lo_u32 v50, s29, v18
	v_mul_lo_u32 v1, s28, v1
	v_mad_u64_u32 v[48:49], s[10:11], s28, v18, 0
	v_add3_u32 v49, v49, v1, v50
	v_lshl_add_u64 v[48:49], v[48:49], 1, s[34:35]
	global_load_ushort v1, v[48:49], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v48, 16, v1
	s_or_b64 exec, exec, s[6:7]
	v_cmp_gt_i32_e32 vcc, s9, v20
	s_and_saveexec_b64 s[46:47], vcc
	s_cbranch_execz .LBB0_14
.LBB0_26:
	v_add_u32_e32 v1, s8, v25
	v_ashrrev_i32_e32 v18, 31, v1
	v_mul_lo_u32 v49, s20, v18
	v_mul_lo_u32 v52, s21, v1
	v_mad_u64_u32 v[50:51], s[6:7], s20, v1, 0
	v_add3_u32 v51, v51, v49, v52
	v_mul_lo_u32 v18, s22, v18
	v_mul_lo_u32 v49, s23, v1
	v_mad_u64_u32 v[52:53], s[6:7], s22, v1, 0
	v_lshl_add_u64 v[50:51], v[50:51], 1, v[10:11]
	v_add3_u32 v53, v53, v18, v49
	global_load_dwordx2 v[50:51], v[50:51], off
	v_lshl_add_u64 v[52:53], v[52:53], 1, v[12:13]
	global_load_dwordx2 v[52:53], v[52:53], off
	s_waitcnt vmcnt(1)
	v_and_b32_e32 v18, 0xffff0000, v50
	v_lshlrev_b32_e32 v1, 16, v50
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v54, 0xffff0000, v52
	v_mul_f32_e32 v50, v18, v18
	v_lshlrev_b32_e32 v49, 16, v52
	v_and_b32_e32 v52, 0xffff0000, v51
	v_lshlrev_b32_e32 v55, 16, v51
	v_mul_f32_e32 v51, v54, v54
	v_fmac_f32_e32 v50, v1, v1
	v_lshlrev_b32_e32 v57, 16, v53
	v_fmac_f32_e32 v51, v49, v49
	v_fmac_f32_e32 v50, v55, v55
	v_and_b32_e32 v56, 0xffff0000, v53
	v_fmac_f32_e32 v51, v57, v57
	v_fmac_f32_e32 v50, v52, v52
	v_fmac_f32_e32 v51, v56, v56
	ds_bpermute_b32 v53, v31, v50
	ds_bpermute_b32 v58, v31, v51
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v50, v50, v53
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v51, v51, v58
	ds_bpermute_b32 v53, v32, v50
	ds_bpermute_b32 v58, v32, v51
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v50, v50, v53
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v51, v51, v58
	ds_bpermute_b32 v53, v33, v50
	ds_bpermute_b32 v58, v33, v51
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v50, v50, v53
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v51, v51, v58
	ds_bpermute_b32 v53, v34, v50
	ds_bpermute_b32 v58, v34, v51
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v50, v50, v53
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v51, v51, v58
	ds_bpermute_b32 v53, v35, v50
	ds_bpermute_b32 v58, v35, v51
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v50, v50, v53
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v51, v51, v58
	v_add_f32_e32 v50, 0x358637bd, v50
	v_add_f32_e32 v51, 0x358637bd, v51
	v_mul_f32_e32 v53, 0x4f800000, v50
	v_cmp_gt_f32_e32 vcc, s36, v50
	v_mul_f32_e32 v58, 0x4f800000, v51
	v_cmp_gt_f32_e64 s[6:7], s36, v51
	v_cndmask_b32_e32 v50, v50, v53, vcc
	v_sqrt_f32_e32 v53, v50
	v_cndmask_b32_e64 v51, v51, v58, s[6:7]
	v_sqrt_f32_e32 v58, v51
	v_add_u32_e32 v59, -1, v53
	v_fma_f32 v63, -v59, v53, v50
	v_add_u32_e32 v61, -1, v58
	v_add_u32_e32 v60, 1, v53
	v_fma_f32 v65, -v61, v58, v51
	v_cmp_ge_f32_e64 s[8:9], 0, v63
	v_add_u32_e32 v62, 1, v58
	v_fma_f32 v64, -v60, v53, v50
	v_cndmask_b32_e64 v53, v53, v59, s[8:9]
	v_cmp_ge_f32_e64 s[8:9], 0, v65
	v_fma_f32 v66, -v62, v58, v51
	s_nop 0
	v_cndmask_b32_e64 v58, v58, v61, s[8:9]
	v_cmp_lt_f32_e64 s[8:9], 0, v64
	s_nop 1
	v_cndmask_b32_e64 v53, v53, v60, s[8:9]
	v_cmp_lt_f32_e64 s[8:9], 0, v66
	v_mul_f32_e32 v59, 0x37800000, v53
	v_cndmask_b32_e32 v53, v53, v59, vcc
	v_cndmask_b32_e64 v58, v58, v62, s[8:9]
	v_cmp_class_f32_e32 vcc, v50, v41
	v_mul_f32_e32 v60, 0x37800000, v58
	v_cndmask_b32_e64 v58, v58, v60, s[6:7]
	v_cndmask_b32_e32 v59, v53, v50, vcc
	v_cmp_class_f32_e32 vcc, v51, v41
	v_div_scale_f32 v50, s[6:7], v59, v59, v18
	s_nop 0
	v_cndmask_b32_e32 v58, v58, v51, vcc
	v_div_scale_f32 v53, s[6:7], v59, v59, v1
	v_rcp_f32_e32 v67, v50
	v_div_scale_f32 v61, s[8:9], v59, v59, v52
	v_div_scale_f32 v65, s[12:13], v58, v58, v54
	v_rcp_f32_e32 v68, v53
	v_div_scale_f32 v63, s[10:11], v59, v59, v55
	v_rcp_f32_e32 v69, v61
	v_rcp_f32_e32 v71, v65
	v_rcp_f32_e32 v70, v63
	v_fma_f32 v72, -v50, v67, 1.0
	v_div_scale_f32 v51, vcc, v18, v59, v18
	v_fma_f32 v73, -v53, v68, 1.0
	v_fmac_f32_e32 v67, v72, v67
	v_div_scale_f32 v60, s[6:7], v1, v59, v1
	v_fma_f32 v74, -v61, v69, 1.0
	v_fma_f32 v76, -v65, v71, 1.0
	v_fmac_f32_e32 v68, v73, v68
	v_mul_f32_e32 v72, v51, v67
	v_div_scale_f32 v62, s[8:9], v52, v59, v52
	v_fma_f32 v75, -v63, v70, 1.0
	v_fmac_f32_e32 v69, v74, v69
	v_fmac_f32_e32 v71, v76, v71
	v_mul_f32_e32 v73, v60, v68
	v_fma_f32 v76, -v50, v72, v51
	v_div_scale_f32 v64, s[10:11], v55, v59, v55
	v_fmac_f32_e32 v70, v75, v70
	v_mul_f32_e32 v74, v62, v69
	v_fma_f32 v77, -v53, v73, v60
	v_fmac_f32_e32 v72, v76, v67
	v_mul_f32_e32 v75, v64, v70
	v_fma_f32 v78, -v61, v74, v62
	v_fmac_f32_e32 v73, v77, v68
	v_fma_f32 v50, -v50, v72, v51
	v_fma_f32 v79, -v63, v75, v64
	v_fmac_f32_e32 v74, v78, v69
	v_fma_f32 v53, -v53, v73, v60
	v_div_fmas_f32 v50, v50, v67, v72
	s_mov_b64 vcc, s[6:7]
	v_fmac_f32_e32 v75, v79, v70
	v_fma_f32 v60, -v61, v74, v62
	v_div_fixup_f32 v51, v50, v59, v18
	v_div_fmas_f32 v18, v53, v68, v73
	s_mov_b64 vcc, s[8:9]
	v_fma_f32 v61, -v63, v75, v64
	v_div_fixup_f32 v50, v18, v59, v1
	v_div_fmas_f32 v1, v60, v69, v74
	s_mov_b64 vcc, s[10:11]
	v_div_fixup_f32 v53, v1, v59, v52
	v_div_fmas_f32 v1, v61, v70, v75
	v_div_fixup_f32 v52, v1, v59, v55
	v_div_scale_f32 v66, s[12:13], v54, v58, v54
	v_pk_mul_f32 v[50:51], s[40:41], v[50:51]
	v_pk_mul_f32 v[52:53], s[40:41], v[52:53]
	ds_write_b128 v37, v[50:53]
	v_mul_f32_e32 v1, v66, v71
	v_div_scale_f32 v50, s[6:7], v58, v58, v49
	v_fma_f32 v18, -v65, v1, v66
	v_rcp_f32_e32 v52, v50
	v_fmac_f32_e32 v1, v18, v71
	v_fma_f32 v18, -v65, v1, v66
	s_mov_b64 vcc, s[12:13]
	v_div_fmas_f32 v1, v18, v71, v1
	v_div_fixup_f32 v51, v1, v58, v54
	v_fma_f32 v1, -v50, v52, 1.0
	v_fmac_f32_e32 v52, v1, v52
	v_div_scale_f32 v1, vcc, v49, v58, v49
	v_mul_f32_e32 v18, v1, v52
	v_fma_f32 v53, -v50, v18, v1
	v_fmac_f32_e32 v18, v53, v52
	v_div_scale_f32 v53, s[6:7], v58, v58, v56
	v_rcp_f32_e32 v54, v53
	v_fma_f32 v1, -v50, v18, v1
	v_div_fmas_f32 v1, v1, v52, v18
	v_div_fixup_f32 v50, v1, v58, v49
	v_fma_f32 v1, -v53, v54, 1.0
	v_fmac_f32_e32 v54, v1, v54
	v_div_scale_f32 v1, vcc, v56, v58, v56
	v_mul_f32_e32 v18, v1, v54
	v_fma_f32 v49, -v53, v18, v1
	v_fmac_f32_e32 v18, v49, v54
	v_div_scale_f32 v49, s[6:7], v58, v58, v57
	v_rcp_f32_e32 v52, v49
	v_fma_f32 v1, -v53, v18, v1
	v_div_fmas_f32 v1, v1, v54, v18
	v_div_fixup_f32 v53, v1, v58, v56
	v_fma_f32 v1, -v49, v52, 1.0
	v_fmac_f32_e32 v52, v1, v52
	v_div_scale_f32 v1, vcc, v57, v58, v57
	v_mul_f32_e32 v18, v1, v52
	v_fma_f32 v54, -v49, v18, v1
	v_fmac_f32_e32 v18, v54, v52
	v_fma_f32 v1, -v49, v18, v1
	v_div_fmas_f32 v1, v1, v52, v18
	v_div_fixup_f32 v52, v1, v58, v57
	ds_write_b128 v36, v[50:53]
	s_or_b64 exec, exec, s[46:47]
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB0_15
.LBB0_27:
	v_add_f32_e32 v18, s33, v17
	v_mul_f32_e32 v49, s37, v18
	v_cmp_ngt_f32_e32 vcc, s39, v49
	s_nop 1
	v_cndmask_b32_e32 v1, v26, v49, vcc
	v_cmp_nlt_f32_e32 vcc, s54, v1
	s_nop 1
	v_cndmask_b32_e32 v17, v27, v1, vcc
	v_fmamk_f32 v1, v17, 0x3fb8aa3b, v28
	v_add_f32_e32 v56, 0xcb400000, v1
	v_fmac_f32_e32 v17, 0xbf317218, v56
	v_mul_f32_e32 v51, 0x3102e308, v56
	v_add_f32_e32 v1, v17, v51
	v_fmamk_f32 v50, v1, 0x39500d01, v29
	v_fmaak_f32 v50, v50, v1, 0x3c088889
	v_fmaak_f32 v50, v50, v1, 0x3d2aaaab
	v_fmaak_f32 v50, v50, v1, 0x3e2aaaab
	v_fma_f32 v50, v50, v1, 0.5
	v_mul_f32_e32 v52, v1, v1
	v_mul_f32_e32 v52, v52, v50
	v_add_f32_e32 v50, v1, v52
	v_cmp_o_f32_e32 vcc, v56, v56
	v_sub_f32_e32 v53, v50, v1
	v_pk_add_f32 v[54:55], v[0:1], v[16:17] neg_lo:[0,1] neg_hi:[0,1]
	v_cndmask_b32_e32 v1, 0, v56, vcc
	v_add_f32_e32 v58, 1.0, v50
	v_cvt_i32_f32_e32 v1, v1
	v_sub_f32_e32 v57, v52, v53
	v_add_f32_e32 v52, -1.0, v58
	v_mov_b32_e32 v53, v55
	v_pk_add_f32 v[50:51], v[50:51], v[52:53] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_add_f32_e32 v17, v51, v57
	v_add_f32_e32 v17, v50, v17
	v_ashrrev_i32_e32 v50, 1, v1
	v_add_f32_e32 v17, v58, v17
	v_sub_u32_e32 v1, v1, v50
	v_lshl_add_u32 v50, v50, 23, 1.0
	v_lshl_add_u32 v1, v1, 23, 1.0
	v_mul_f32_e32 v17, v17, v50
	v_mul_f32_e32 v1, v17, v1
	v_add_f32_e32 v1, 1.0, v1
	v_mul_f32_e32 v17, 0x4b000000, v1
	v_cmp_gt_f32_e32 vcc, s48, v1
	s_nop 1
	v_cndmask_b32_e32 v17, v1, v17, vcc
	v_add_u32_e32 v51, 0xc0cafb0d, v17
	v_and_b32_e32 v52, 0xff800000, v51
	v_sub_u32_e32 v17, v17, v52
	v_add_f32_e32 v17, -1.0, v17
	v_add_f32_e32 v52, 2.0, v17
	v_div_scale_f32 v53, s[4:5], v52, v52, v17
	v_rcp_f32_e32 v54, v53
	v_cndmask_b32_e32 v50, 0, v44, vcc
	v_ashrrev_i32_e32 v51, 23, v51
	v_add_u32_e32 v50, v51, v50
	v_fma_f32 v51, -v53, v54, 1.0
	v_fmac_f32_e32 v54, v51, v54
	v_div_scale_f32 v51, vcc, v17, v52, v17
	v_mul_f32_e32 v55, v51, v54
	v_fma_f32 v56, -v53, v55, v51
	v_fmac_f32_e32 v55, v56, v54
	v_fma_f32 v51, -v53, v55, v51
	v_div_fmas_f32 v51, v51, v54, v55
	v_div_fixup_f32 v51, v51, v52, v17
	v_mul_f32_e32 v52, v51, v51
	v_fmamk_f32 v53, v52, 0x3e3a2e8c, v42
	v_fmaak_f32 v53, v53, v52, 0x3e924925
	v_fmaak_f32 v53, v53, v52, 0x3ecccccd
	v_cvt_f32_i32_e32 v50, v50
	v_fmaak_f32 v53, v53, v52, 0x3f2aaaab
	v_mul_f32_e32 v52, v52, v53
	v_sub_f32_e32 v52, v17, v52
	v_fma_f32 v17, -v51, v52, v17
	v_fmac_f32_e32 v17, 0xb102e308, v50
	v_fmac_f32_e32 v17, 0x3f317218, v50
	v_cmp_neq_f32_e32 vcc, 0, v1
	s_nop 1
	v_cndmask_b32_e32 v17, v45, v17, vcc
	v_cmp_neq_f32_e32 vcc, s49, v1
	s_nop 1
	v_cndmask_b32_e32 v17, v46, v17, vcc
	v_cmp_ngt_f32_e32 vcc, 0, v1
	s_nop 1
	v_cndmask_b32_e32 v17, v47, v17, vcc
	v_cmp_u_f32_e32 vcc, v1, v1
	s_nop 1
	v_cndmask_b32_e32 v1, v17, v1, vcc
	v_mul_f32_e32 v1, v22, v1
	v_cmp_ge_f32_e32 vcc, s38, v49
	s_nop 1
	v_cndmask_b32_e32 v1, v18, v1, vcc
	v_mul_f32_e32 v1, v30, v1
	v_cmp_ngt_f32_e32 vcc, s39, v1
	s_nop 1
	v_cndmask_b32_e32 v1, v26, v1, vcc
	v_cmp_nlt_f32_e32 vcc, s54, v1
	s_nop 1
	v_cndmask_b32_e32 v17, v27, v1, vcc
	v_fmamk_f32 v1, v17, 0x3fb8aa3b, v28
	v_add_f32_e32 v18, 0xcb400000, v1
	v_fmac_f32_e32 v17, 0xbf317218, v18
	v_mul_f32_e32 v51, 0x3102e308, v18
	v_add_f32_e32 v1, v17, v51
	v_fmamk_f32 v49, v1, 0x39500d01, v29
	v_fmaak_f32 v49, v49, v1, 0x3c088889
	v_fmaak_f32 v49, v49, v1, 0x3d2aaaab
	v_fmaak_f32 v49, v49, v1, 0x3e2aaaab
	v_fma_f32 v49, v49, v1, 0.5
	v_mul_f32_e32 v50, v1, v1
	v_mul_f32_e32 v49, v50, v49
	v_add_f32_e32 v50, v1, v49
	v_cmp_o_f32_e32 vcc, v18, v18
	v_sub_f32_e32 v52, v50, v1
	v_add_f32_e32 v56, 1.0, v50
	v_pk_add_f32 v[54:55], v[0:1], v[16:17] neg_lo:[0,1] neg_hi:[0,1]
	v_cndmask_b32_e32 v1, 0, v18, vcc
	v_sub_f32_e32 v49, v49, v52
	v_add_f32_e32 v52, -1.0, v56
	v_mov_b32_e32 v53, v55
	v_cvt_i32_f32_e32 v1, v1
	v_pk_add_f32 v[50:51], v[50:51], v[52:53] neg_lo:[0,1] neg_hi:[0,1]
	v_cmp_nlt_f32_e64 vcc, -v48, s39
	v_add_f32_e32 v17, v51, v49
	v_add_f32_e32 v17, v50, v17
	v_add_f32_e32 v18, v56, v17
	v_ashrrev_i32_e32 v17, 1, v1
	v_sub_u32_e32 v54, v1, v17
	v_sub_f32_e32 v1, 0, v48
	v_cndmask_b32_e32 v1, v26, v1, vcc
	v_cmp_nlt_f32_e32 vcc, s54, v1
	v_lshl_add_u32 v55, v17, 23, 1.0
	v_mul_f32_e32 v18, v18, v55
	v_cndmask_b32_e32 v17, v27, v1, vcc
	v_fmamk_f32 v1, v17, 0x3fb8aa3b, v28
	v_add_f32_e32 v56, 0xcb400000, v1
	v_fmac_f32_e32 v17, 0xbf317218, v56
	v_mul_f32_e32 v49, 0x3102e308, v56
	v_add_f32_e32 v1, v17, v49
	v_fmamk_f32 v48, v1, 0x39500d01, v29
	v_fmaak_f32 v48, v48, v1, 0x3c088889
	v_fmaak_f32 v48, v48, v1, 0x3d2aaaab
	v_fmaak_f32 v48, v48, v1, 0x3e2aaaab
	v_fma_f32 v48, v48, v1, 0.5
	v_mul_f32_e32 v50, v1, v1
	v_mul_f32_e32 v50, v50, v48
	v_add_f32_e32 v48, v1, v50
	v_cmp_o_f32_e32 vcc, v56, v56
	v_sub_f32_e32 v51, v48, v1
	v_pk_add_f32 v[52:53], v[0:1], v[16:17] neg_lo:[0,1] neg_hi:[0,1]
	v_cndmask_b32_e32 v1, 0, v56, vcc
	v_add_f32_e32 v58, 1.0, v48
	v_cvt_i32_f32_e32 v1, v1
	v_sub_f32_e32 v57, v50, v51
	v_add_f32_e32 v50, -1.0, v58
	v_mov_b32_e32 v51, v53
	v_pk_add_f32 v[48:49], v[48:49], v[50:51] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_add_f32_e32 v17, v49, v57
	v_add_f32_e32 v17, v48, v17
	v_ashrrev_i32_e32 v48, 1, v1
	v_add_f32_e32 v17, v58, v17
	v_sub_u32_e32 v1, v1, v48
	v_lshl_add_u32 v48, v48, 23, 1.0
	v_lshl_add_u32 v1, v1, 23, 1.0
	v_mul_f32_e32 v17, v17, v48
	v_mul_f32_e32 v1, v17, v1
	v_add_f32_e32 v1, 1.0, v1
	v_div_scale_f32 v17, s[4:5], v1, v1, 1.0
	v_rcp_f32_e32 v48, v17
	v_lshl_add_u32 v49, v54, 23, 1.0
	v_mul_f32_e32 v18, v18, v49
	v_fma_f32 v49, -v17, v48, 1.0
	v_fmac_f32_e32 v48, v49, v48
	v_div_scale_f32 v49, vcc, 1.0, v1, 1.0
	v_mul_f32_e32 v50, v49, v48
	v_fma_f32 v51, -v17, v50, v49
	v_fmac_f32_e32 v50, v51, v48
	v_fma_f32 v17, -v17, v50, v49
	v_div_fmas_f32 v17, v17, v48, v50
	v_div_fixup_f32 v1, v17, v1, 1.0
	ds_write_b32 v38, v18
	ds_write_b32 v39, v1
	s_or_b64 exec, exec, s[6:7]
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execnz .LBB0_16
	s_branch .LBB0_17
.LBB0_28:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel gdn_verify_snapshot_act_bf16_dt_f32_pool_bf16_bv8w4
		.amdhsa_group_segment_fixed_size 8512
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
		.amdhsa_next_free_vgpr 80
		.amdhsa_next_free_sgpr 64
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
	.size	gdn_verify_snapshot_act_bf16_dt_f32_pool_bf16_bv8w4, .Lfunc_end0-gdn_verify_snapshot_act_bf16_dt_f32_pool_bf16_bv8w4

	.set gdn_verify_snapshot_act_bf16_dt_f32_pool_bf16_bv8w4.num_vgpr, 80
	.set gdn_verify_snapshot_act_bf16_dt_f32_pool_bf16_bv8w4.num_agpr, 0
	.set gdn_verify_snapshot_act_bf16_dt_f32_pool_bf16_bv8w4.numbered_sgpr, 64
	.set gdn_verify_snapshot_act_bf16_dt_f32_pool_bf16_bv8w4.num_named_barrier, 0
	.set gdn_verify_snapshot_act_bf16_dt_f32_pool_bf16_bv8w4.private_seg_size, 0
	.set gdn_verify_snapshot_act_bf16_dt_f32_pool_bf16_bv8w4.uses_vcc, 1
	.set gdn_verify_snapshot_act_bf16_dt_f32_pool_bf16_bv8w4.uses_flat_scratch, 0
	.set gdn_verify_snapshot_act_bf16_dt_f32_pool_bf16_bv8w4.has_dyn_sized_stack, 0
	.set gdn_verify_snapshot_act_bf16_dt_f32_pool_bf16_bv8w4.has_recursion, 0
	.set gdn_verify_snapshot_act_bf16_dt_f32_pool_bf16_bv8w4.has_indirect_call, 0
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
    .group_segment_fixed_size: 8512
    .kernarg_segment_align: 8
    .kernarg_segment_size: 244
    .max_flat_workgroup_size: 256
    .name:           gdn_verify_snapshot_act_bf16_dt_f32_pool_bf16_bv8w4
    .private_segment_fixed_size: 0
    .sgpr_count:     70
    .sgpr_spill_count: 0
    .symbol:         gdn_verify_snapshot_act_bf16_dt_f32_pool_bf16_bv8w4.kd
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
