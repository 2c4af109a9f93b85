; deltagen generated file: do not edit. Regenerate with `cargo xtask gen`.
; kernel: kda_verify  instance: kda_verify_snapshot_act_bf16_dt_f32_pool_f32_bv16w2_tree  arch: gfx950
; profile=portable  mode=snapshot  act_dtype=bf16  dt_bias_dtype=f32  pool_dtype=f32  tile=bv16w2  lanes_per_column=8  requests=>1  tree=true
; ir-sha256: 35949dcee6b51c5721f51129a1cc3727b2984bacc9262718346255b59df7ba42
; llvm: 22.1  pipeline: default<O3>  ld.lld: LLVM 22.1
	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 6
	.text
	.globl	kda_verify_snapshot_act_bf16_dt_f32_pool_f32_bv16w2_tree
	.p2align	8
	.type	kda_verify_snapshot_act_bf16_dt_f32_pool_f32_bv16w2_tree,@function
kda_verify_snapshot_act_bf16_dt_f32_pool_f32_bv16w2_tree:
	s_load_dwordx8 s[20:27], s[0:1], 0x4
	s_mov_b32 s60, s3
	s_ashr_i32 s3, s2, 31
	s_lshr_b32 s3, s3, 29
	s_waitcnt lgkmcnt(0)
	s_add_i32 s27, s2, s3
	s_max_i32 s22, s22, 1
	v_cvt_f32_u32_e32 v1, s22
	s_sub_i32 s29, 0, s22
	s_abs_i32 s28, s23
	s_ashr_i32 s62, s27, 3
	v_rcp_iflag_f32_e32 v1, v1
	s_ashr_i32 s3, s23, 31
	s_load_dwordx16 s[4:19], s[0:1], 0x20
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	s_nop 0
	v_readfirstlane_b32 s30, v1
	s_mul_i32 s29, s29, s30
	s_mul_hi_u32 s29, s30, s29
	s_add_i32 s30, s30, s29
	s_mul_hi_u32 s29, s28, s30
	s_mul_i32 s30, s29, s22
	s_sub_i32 s28, s28, s30
	s_add_i32 s31, s29, 1
	s_sub_i32 s30, s28, s22
	s_cmp_ge_u32 s28, s22
	s_cselect_b32 s29, s31, s29
	s_cselect_b32 s28, s30, s28
	s_add_i32 s30, s29, 1
	s_cmp_ge_u32 s28, s22
	s_cselect_b32 s22, s30, s29
	s_xor_b32 s22, s22, s3
	s_sub_i32 s22, s22, s3
	s_ashr_i32 s61, s60, 31
	s_max_i32 s22, s22, 1
	s_lshl_b64 s[36:37], s[60:61], 2
	s_waitcnt lgkmcnt(0)
	s_add_u32 s38, s4, s36
	s_addc_u32 s39, s5, s37
	s_add_u32 s6, s6, s36
	s_addc_u32 s7, s7, s37
	s_load_dwordx2 s[28:29], s[6:7], 0x0
	s_load_dwordx2 s[4:5], s[0:1], 0xe0
	s_load_dword s42, s[0:1], 0xe8
	v_cvt_f32_u32_e32 v1, s22
	s_load_dword s33, s[38:39], 0x0
	s_waitcnt lgkmcnt(0)
	s_cmp_gt_i32 s28, -1
	s_cselect_b64 s[6:7], -1, 0
	s_cmp_ge_i32 s29, s28
	s_cselect_b64 s[30:31], -1, 0
	s_cmp_le_i32 s29, s20
	s_cselect_b64 s[34:35], -1, 0
	s_and_b64 s[6:7], s[6:7], s[30:31]
	s_sub_i32 s20, s29, s28
	s_and_b64 s[30:31], s[34:35], s[6:7]
	s_cmp_le_i32 s20, s25
	s_cselect_b64 s[34:35], -1, 0
	s_and_b64 s[40:41], s[34:35], s[30:31]
	s_and_b64 s[6:7], s[40:41], exec
	s_cselect_b32 s29, s20, 0
	s_add_u32 s6, s8, s36
	s_addc_u32 s7, s9, s37
	s_load_dword s56, s[6:7], 0x0
	v_rcp_iflag_f32_e32 v1, v1
	s_mov_b32 s36, 0
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	s_waitcnt lgkmcnt(0)
	s_cmp_gt_i32 s56, -1
	v_cvt_u32_f32_e32 v1, v1
	s_cselect_b64 s[6:7], -1, 0
	s_cmp_lt_i32 s56, s24
	s_cselect_b64 s[38:39], -1, 0
	s_and_b64 s[6:7], s[6:7], s[38:39]
	s_cmp_lg_u32 s42, 0
	s_cselect_b64 s[58:59], -1, 0
	s_cmp_eq_u32 s42, 0
	v_readfirstlane_b32 s24, v1
	s_cbranch_scc1 .LBB0_9
	s_cmp_lt_i32 s29, 2
	s_cselect_b64 s[8:9], -1, 0
	s_or_b64 s[36:37], s[6:7], s[8:9]
	s_and_b64 s[36:37], s[36:37], exec
	s_cselect_b32 s36, 0, 8
	s_and_b64 vcc, exec, s[8:9]
	s_cbranch_vccnz .LBB0_9
	s_mul_hi_i32 s9, s25, s60
	s_mul_i32 s8, s25, s60
	s_cmp_eq_u32 s29, 2
	s_mov_b32 s44, 2
	s_cbranch_scc1 .LBB0_6
	s_lshl_b64 s[42:43], s[8:9], 2
	s_add_u32 s46, s4, s42
	s_addc_u32 s47, s5, s43
	s_add_i32 s20, s29, -1
	s_mov_b32 s37, 0
	s_and_b32 s45, s20, -2
	s_mov_b32 s48, 1
	s_mov_b32 s42, s37
.LBB0_4:
	s_ashr_i32 s43, s42, 31
	s_lshl_b64 s[50:51], s[42:43], 2
	s_add_u32 s50, s46, s50
	s_addc_u32 s51, s47, s51
	s_load_dwordx2 s[52:53], s[50:51], 0x4
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_u32 s53, s44
	s_cselect_b32 s51, 0, 16
	s_cmp_lt_u32 s52, s48
	s_cselect_b32 s50, 0, 16
	s_add_i32 s42, s42, 2
	s_add_i32 s48, s48, 2
	s_add_i32 s44, s44, 2
	s_or_b64 s[36:37], s[50:51], s[36:37]
	s_cmp_lg_u32 s45, s42
	s_cbranch_scc1 .LBB0_4
	s_mov_b32 s44, s37
	s_or_b32 s42, s20, 1
	s_or_b64 s[36:37], s[36:37], s[44:45]
	s_cmp_lg_u32 s20, s45
	s_cselect_b64 s[44:45], -1, 0
	s_and_b64 vcc, exec, s[44:45]
	s_cbranch_vccnz .LBB0_7
	s_branch .LBB0_9
.LBB0_6:
	s_mov_b32 s42, 1
	s_cbranch_execz .LBB0_9
.LBB0_7:
	s_mov_b32 s43, 0
	s_lshl_b64 s[8:9], s[8:9], 2
	s_lshl_b64 s[44:45], s[42:43], 2
	s_add_u32 s8, s8, s44
	s_addc_u32 s9, s9, s45
	s_add_u32 s8, s4, s8
	s_addc_u32 s9, s5, s9
.LBB0_8:
	s_load_dword s20, s[8:9], 0x0
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_u32 s20, s42
	s_cselect_b32 s20, 0, 16
	s_add_i32 s42, s42, 1
	s_or_b32 s36, s20, s36
	s_add_u32 s8, s8, 4
	s_addc_u32 s9, s9, 0
	s_cmp_eq_u32 s29, s42
	s_cbranch_scc0 .LBB0_8
.LBB0_9:
	s_lshl_b32 s8, s62, 3
	s_sub_i32 s2, s2, s8
	s_ashr_i32 s63, s62, 31
	s_cmp_gt_i32 s33, -1
	s_cselect_b64 s[8:9], -1, 0
	s_cmp_lt_i32 s33, s21
	s_cselect_b64 s[42:43], -1, 0
	s_and_b64 s[8:9], s[8:9], s[42:43]
	s_and_b64 s[8:9], s[8:9], s[40:41]
	v_lshrrev_b32_e32 v1, 3, v0
	s_cmp_eq_u32 s36, 0
	v_lshl_or_b32 v38, s2, 4, v1
	s_cselect_b64 s[20:21], -1, 0
	v_ashrrev_i32_e32 v39, 31, v38
	s_and_b64 s[40:41], s[8:9], s[20:21]
	v_mov_b32_e32 v2, 0
	s_lshl_b64 s[8:9], s[62:63], 7
	v_and_b32_e32 v52, 7, v0
	v_lshl_add_u64 v[4:5], s[8:9], 0, v[38:39]
	v_mov_b32_e32 v3, v2
	v_lshlrev_b32_e32 v22, 2, v52
	v_lshlrev_b64 v[18:19], 7, v[4:5]
	s_and_b64 vcc, exec, s[40:41]
	v_mov_b64_e32 v[4:5], v[2:3]
	v_mov_b64_e32 v[6:7], v[2:3]
	v_mov_b64_e32 v[8:9], v[2:3]
	v_mov_b64_e32 v[10:11], v[2:3]
	v_mov_b64_e32 v[12:13], v[2:3]
	v_mov_b64_e32 v[14:15], v[2:3]
	v_mov_b64_e32 v[16:17], v[2:3]
	s_cbranch_vccz .LBB0_11
	s_mul_i32 s2, s13, s33
	s_mul_hi_u32 s13, s12, s33
	s_add_i32 s13, s13, s2
	s_mul_i32 s12, s12, s33
	s_lshl_b64 s[12:13], s[12:13], 2
	s_add_u32 s10, s10, s12
	s_addc_u32 s11, s11, s13
	v_lshl_add_u64 v[4:5], v[18:19], 2, s[10:11]
	v_lshlrev_b32_e32 v6, 2, v22
	v_mov_b32_e32 v7, v2
	v_lshl_add_u64 v[20:21], v[4:5], 0, v[6:7]
	global_load_dwordx4 v[2:5], v[20:21], off
	global_load_dwordx4 v[6:9], v[20:21], off offset:128
	global_load_dwordx4 v[10:13], v[20:21], off offset:256
	global_load_dwordx4 v[14:17], v[20:21], off offset:384
.LBB0_11:
	s_xor_b64 s[10:11], s[34:35], -1
	s_and_b64 s[10:11], s[30:31], s[10:11]
	s_xor_b64 s[12:13], s[30:31], -1
	s_and_b64 s[10:11], s[10:11], exec
	s_cselect_b32 s2, 2, 0
	s_and_b64 s[10:11], s[42:43], exec
	v_cndmask_b32_e64 v20, 0, 1, s[12:13]
	s_cselect_b32 s12, 0, 4
	s_and_b64 s[10:11], s[38:39], exec
	s_cselect_b32 s10, 0, 8
	s_or_b32 s10, s10, s12
	v_readfirstlane_b32 s12, v20
	s_or_b32 s10, s10, s12
	s_and_b32 s11, s36, 24
	s_or_b32 s2, s10, s2
	s_or_b32 s2, s2, s11
	s_cmp_eq_u32 s2, 0
	s_cselect_b64 s[10:11], -1, 0
	s_cmp_eq_u32 s26, 0
	s_cselect_b64 s[12:13], -1, 0
	s_or_b64 s[10:11], s[12:13], s[10:11]
	s_and_b64 vcc, exec, s[10:11]
	s_cbranch_vccnz .LBB0_15
	v_mbcnt_lo_u32_b32 v20, exec_lo, 0
	v_mbcnt_hi_u32_b32 v20, exec_hi, v20
	v_cmp_eq_u32_e32 vcc, 0, v20
	s_and_saveexec_b64 s[10:11], vcc
	s_cbranch_execz .LBB0_14
	v_mov_b32_e32 v20, 0
	v_mov_b32_e32 v21, s2
	global_atomic_or v20, v21, s[14:15]
.LBB0_14:
	s_or_b64 exec, exec, s[10:11]
.LBB0_15:
	s_and_b64 s[10:11], s[20:21], exec
	s_cselect_b32 s31, s29, 0
	s_add_i32 s2, s31, 7
	s_cmp_lt_i32 s2, 8
	s_mov_b32 s21, 0
	s_cbranch_scc1 .LBB0_87
	s_load_dwordx16 s[36:51], s[0:1], 0x60
	s_sub_i32 s10, 0, s22
	s_mul_i32 s10, s10, s24
	s_mul_hi_u32 s10, s24, s10
	s_abs_i32 s14, s62
	s_add_i32 s24, s24, s10
	s_ashr_i32 s20, s27, 31
	s_lshl_b64 s[10:11], s[8:9], 2
	s_waitcnt lgkmcnt(0)
	s_add_u32 s44, s44, s10
	s_addc_u32 s45, s45, s11
	s_ashr_i32 s10, s2, 31
	s_lshr_b32 s10, s10, 29
	s_add_i32 s2, s2, s10
	s_ashr_i32 s33, s2, 3
	s_lshl_b64 s[10:11], s[8:9], 1
	s_add_u32 s52, s36, s10
	s_mul_hi_u32 s15, s14, s24
	s_addc_u32 s53, s37, s11
	s_lshl_b64 s[12:13], s[62:63], 1
	s_add_u32 s26, s40, s12
	s_mul_i32 s2, s15, s22
	s_addc_u32 s27, s41, s13
	s_sub_i32 s2, s14, s2
	s_add_i32 s12, s15, 1
	s_sub_i32 s13, s2, s22
	s_cmp_ge_u32 s2, s22
	s_cselect_b32 s12, s12, s15
	s_cselect_b32 s2, s13, s2
	s_add_i32 s13, s12, 1
	s_cmp_ge_u32 s2, s22
	s_cselect_b32 s2, s13, s12
	s_xor_b32 s2, s2, s20
	s_sub_i32 s54, s2, s20
	s_ashr_i32 s55, s54, 31
	s_lshl_b64 s[12:13], s[62:63], 2
	s_add_u32 s12, s42, s12
	s_addc_u32 s13, s43, s13
	v_mov_b32_e32 v23, 0
	global_load_dword v29, v23, s[12:13]
	v_lshlrev_b32_e32 v33, 2, v0
	v_mov_b32_e32 v20, 0x3000
	v_and_b32_e32 v30, 0x7c, v33
	v_lshl_or_b32 v60, v1, 2, v20
	v_lshlrev_b32_e32 v1, 2, v30
	v_lshl_add_u64 v[36:37], v[18:19], 2, s[48:49]
	global_load_dwordx4 v[18:21], v1, s[44:45]
	s_load_dwordx2 s[40:41], s[0:1], 0xc0
	s_load_dwordx4 s[12:15], s[0:1], 0xc8
	v_mov_b32_e32 v25, s9
	v_or_b32_e32 v24, s8, v30
	s_waitcnt lgkmcnt(0)
	s_mov_b32 s15, 0xc2d00000
	v_mov_b32_e32 v56, 0xc2d00000
	v_div_scale_f32 v28, s[8:9], s13, s13, 1.0
	v_rcp_f32_e32 v31, v28
	v_div_scale_f32 v32, vcc, 1.0, s13, 1.0
	s_mov_b32 s2, s23
	v_fma_f32 v26, -v28, v31, 1.0
	v_fmac_f32_e32 v31, v26, v31
	v_mul_f32_e32 v41, v32, v31
	v_fma_f32 v42, -v28, v41, v32
	v_fmac_f32_e32 v41, v42, v31
	v_fma_f32 v28, -v28, v41, v32
	v_div_fmas_f32 v28, v28, v31, v41
	s_mov_b32 s23, 0x42b20000
	v_mov_b32_e32 v57, 0x42b20000
	v_mov_b32_e32 v58, 0x4b400000
	v_mov_b32_e32 v59, 0x3ab60b61
	s_lshl_b64 s[8:9], s[54:55], 7
	v_or_b32_e32 v30, s8, v30
	s_add_u32 s8, s46, s10
	v_lshlrev_b64 v[34:35], 1, v[38:39]
	v_mov_b32_e32 v31, s9
	s_addc_u32 s9, s47, s11
	v_lshl_add_u64 v[26:27], s[52:53], 0, v[34:35]
	v_lshl_add_u64 v[34:35], s[8:9], 0, v[34:35]
	s_mul_i32 s8, s41, s56
	s_mul_hi_u32 s9, s40, s56
	s_add_i32 s9, s9, s8
	s_mul_i32 s8, s40, s56
	s_lshl_b64 s[52:53], s[2:3], 14
	s_lshl_b64 s[10:11], s[8:9], 2
	s_lshl_b64 s[54:55], s[2:3], 7
	s_and_b64 s[58:59], s[58:59], s[6:7]
	s_lshl_b64 s[40:41], s[62:63], 16
	v_lshl_add_u64 v[36:37], v[36:37], 0, s[10:11]
	s_add_u32 s10, s10, s40
	v_lshlrev_b32_e32 v22, 2, v22
	s_addc_u32 s11, s11, s41
	v_lshlrev_b64 v[38:39], 9, v[38:39]
	v_lshl_add_u64 v[36:37], v[36:37], 0, v[22:23]
	v_lshlrev_b32_e32 v22, 4, v52
	v_lshl_add_u64 v[38:39], s[10:11], 0, v[38:39]
	v_lshl_add_u64 v[38:39], v[38:39], 0, v[22:23]
	s_load_dwordx8 s[40:47], s[0:1], 0xa0
	v_lshrrev_b32_e32 v53, 5, v0
	v_lshl_add_u64 v[38:39], s[48:49], 0, v[38:39]
	s_lshl_b64 s[48:49], s[2:3], 16
	s_mul_hi_i32 s3, s60, s25
	s_mul_i32 s2, s60, s25
	v_or_b32_e32 v62, 4, v53
	s_lshl_b64 s[2:3], s[2:3], 2
	v_bfrev_b32_e32 v40, 0.5
	v_div_fixup_f32 v28, v28, s13, 1.0
	v_lshl_or_b32 v68, v53, 9, v1
	v_lshl_or_b32 v71, v62, 9, v1
	v_lshlrev_b32_e32 v1, 6, v52
	s_add_u32 s37, s4, s2
	v_add_u32_e32 v54, s28, v52
	v_add_u32_e32 v55, s28, v0
	s_mov_b32 s22, 0x3fb8aa3b
	s_mov_b32 s24, 0xcb400000
	s_mov_b32 s30, 0xbf317218
	s_mov_b32 s34, 0x3102e308
	s_mov_b32 s36, 0x39500d01
	v_add_u32_e32 v61, s28, v53
	v_bitop3_b32 v63, v33, 64, v40 bitop3:0x6c
	v_bitop3_b32 v64, v33, 32, v40 bitop3:0x6c
	s_waitcnt vmcnt(1)
	v_cmp_ngt_f32_e32 vcc, s15, v29
	v_bitop3_b32 v65, v33, 16, v40 bitop3:0x6c
	v_bitop3_b32 v66, v33, 8, v40 bitop3:0x6c
	v_cndmask_b32_e32 v29, v56, v29, vcc
	v_cmp_nlt_f32_e32 vcc, s23, v29
	v_bitop3_b32 v67, v33, 4, v40 bitop3:0x6c
	v_or_b32_e32 v69, 0x2000, v68
	v_cndmask_b32_e32 v29, v57, v29, vcc
	v_fmamk_f32 v32, v29, 0x3fb8aa3b, v58
	v_add_f32_e32 v32, 0xcb400000, v32
	v_fmac_f32_e32 v29, 0xbf317218, v32
	v_mul_f32_e32 v41, 0x3102e308, v32
	v_add_f32_e32 v42, v29, v41
	v_sub_f32_e32 v29, v42, v29
	v_fmamk_f32 v43, v42, 0x39500d01, v59
	v_sub_f32_e32 v29, v41, v29
	v_fmaak_f32 v41, v43, v42, 0x3c088889
	v_fmaak_f32 v41, v41, v42, 0x3d2aaaab
	v_cmp_o_f32_e32 vcc, v32, v32
	v_fmaak_f32 v41, v41, v42, 0x3e2aaaab
	v_mul_f32_e32 v44, v42, v42
	v_cndmask_b32_e32 v32, 0, v32, vcc
	v_fma_f32 v41, v41, v42, 0.5
	v_cvt_i32_f32_e32 v32, v32
	v_mul_f32_e32 v41, v44, v41
	v_add_f32_e32 v44, v42, v41
	v_sub_f32_e32 v42, v44, v42
	v_add_f32_e32 v45, 1.0, v44
	v_sub_f32_e32 v41, v41, v42
	v_add_f32_e32 v42, -1.0, v45
	v_ashrrev_i32_e32 v43, 1, v32
	v_add_f32_e32 v29, v29, v41
	v_sub_f32_e32 v41, v44, v42
	v_sub_u32_e32 v32, v32, v43
	v_lshlrev_b32_e32 v43, 23, v43
	v_add_f32_e32 v29, v41, v29
	v_add_u32_e32 v43, 1.0, v43
	v_lshlrev_b32_e32 v32, 23, v32
	v_add_f32_e32 v29, v45, v29
	v_add_u32_e32 v32, 1.0, v32
	v_mul_f32_e32 v29, v29, v43
	v_mul_f32_e32 v29, v29, v32
	v_sub_f32_e32 v32, 0, v29
	v_or_b32_e32 v70, 0x1000, v68
	v_or_b32_e32 v72, 0x2000, v71
	v_or_b32_e32 v73, 0x1000, v71
	v_or_b32_e32 v74, 0x3200, v33
	v_cmp_eq_u32_e64 s[8:9], 0, v52
	s_mov_b32 s56, s12
	s_mov_b32 s57, s12
	v_mov_b32_e32 v33, v32
	s_mov_b32 s12, s13
	s_mov_b32 s35, s14
	v_mov_b32_e32 v29, v28
	s_addc_u32 s61, s5, s3
	s_mov_b32 s63, 0xf800000
	v_mov_b32_e32 v75, 0x260
	s_mov_b32 s60, 0x4b400000
	s_mov_b32 s62, 0x3ab60b61
	s_mov_b32 s64, 0x3c088889
	s_mov_b32 s66, 0x3d2aaaab
	s_mov_b32 s68, 0x3e2aaaab
	v_mov_b32_e32 v40, -1.0
	s_mov_b32 s65, 0x800000
	s_mov_b32 s70, 0x4b000000
	s_mov_b32 s72, 0x3e638e39
	s_mov_b32 s74, 0x3e3a2e8c
	s_mov_b32 s76, 0x3e924925
	s_mov_b32 s78, 0x3ecccccd
	s_mov_b32 s80, 0x3f2aaaab
	s_mov_b32 s82, 0xb102e308
	s_mov_b32 s84, 0x3f317218
	s_mov_b32 s67, 0x7f800000
	v_add_u32_e32 v76, v60, v1
	s_xor_b64 s[86:87], s[6:7], -1
	v_not_b32_e32 v77, 22
	v_mov_b32_e32 v78, 0xff800000
	v_mov_b32_e32 v79, 0x7f800000
	v_mov_b32_e32 v80, 0x7fc00000
	v_bfrev_b32_e32 v81, 1
	s_mov_b32 s20, s21
	s_mov_b32 s69, s21
	s_branch .LBB0_18
.LBB0_17:
	s_add_i32 s69, s69, 1
	s_add_i32 s29, s29, -8
	s_add_i32 s20, s20, 8
	s_cmp_eq_u32 s69, s33
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_87
.LBB0_18:
	s_lshl_b32 s73, s69, 3
	s_sub_i32 s71, s31, s73
	v_mov_b32_e32 v83, 0
	v_cmp_gt_i32_e64 s[2:3], s71, v52
	v_mov_b32_e32 v82, v83
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_20
	v_add_u32_e32 v1, s73, v54
	v_ashrrev_i32_e32 v41, 31, v1
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v41, s42, v41
	v_mul_lo_u32 v44, s43, v1
	v_mad_u64_u32 v[42:43], s[4:5], s42, v1, 0
	v_add3_u32 v43, v43, v41, v44
	v_lshl_add_u64 v[42:43], v[42:43], 1, v[26:27]
	global_load_ushort v1, v[42:43], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v82, 16, v1
.LBB0_20:
	s_or_b64 exec, exec, s[0:1]
	s_min_i32 s6, s71, 8
	v_cmp_gt_i32_e64 s[4:5], s6, v0
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_22
	v_add_u32_e32 v1, s73, v55
	v_ashrrev_i32_e32 v41, 31, v1
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v41, s46, v41
	v_mul_lo_u32 v44, s47, v1
	v_mad_u64_u32 v[42:43], s[10:11], s46, v1, 0
	v_add3_u32 v43, v43, v41, v44
	v_lshl_add_u64 v[42:43], v[42:43], 1, s[26:27]
	global_load_ushort v1, v[42:43], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v83, 16, v1
.LBB0_22:
	s_or_b64 exec, exec, s[0:1]
	v_add_u32_e32 v42, s73, v61
	v_ashrrev_i32_e32 v1, 31, v42
	v_mul_lo_u32 v41, s50, v1
	v_mul_lo_u32 v43, s51, v42
	v_mad_u64_u32 v[44:45], s[0:1], s50, v42, v[30:31]
	v_mov_b32_e32 v96, 0
	v_cmp_gt_i32_e32 vcc, s6, v53
	v_add3_u32 v45, v43, v45, v41
	v_mov_b32_e32 v94, v96
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_24
	v_lshl_add_u64 v[46:47], v[44:45], 1, s[16:17]
	global_load_ushort v41, v[46:47], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v94, 16, v41
.LBB0_24:
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_26
	v_lshl_add_u64 v[46:47], v[44:45], 1, s[16:17]
	global_load_ushort v41, v[46:47], off offset:2
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v96, 16, v41
.LBB0_26:
	s_or_b64 exec, exec, s[0:1]
	v_mov_b32_e32 v93, 0
	v_mov_b32_e32 v41, v93
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_28
	v_lshl_add_u64 v[46:47], v[44:45], 1, s[16:17]
	global_load_ushort v41, v[46:47], off offset:4
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v41, 16, v41
.LBB0_28:
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_30
	v_lshl_add_u64 v[44:45], v[44:45], 1, s[16:17]
	global_load_ushort v43, v[44:45], off offset:6
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v93, 16, v43
.LBB0_30:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	v_mad_u64_u32 v[44:45], s[0:1], s40, v42, v[30:31]
	v_mul_lo_u32 v43, s40, v1
	v_mul_lo_u32 v46, s41, v42
	v_mov_b32_e32 v98, 0
	v_add3_u32 v45, v46, v45, v43
	v_mov_b32_e32 v97, v98
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_32
	v_lshl_add_u64 v[46:47], v[44:45], 1, s[18:19]
	global_load_ushort v43, v[46:47], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v97, 16, v43
.LBB0_32:
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_34
	v_lshl_add_u64 v[46:47], v[44:45], 1, s[18:19]
	global_load_ushort v43, v[46:47], off offset:2
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v98, 16, v43
.LBB0_34:
	s_or_b64 exec, exec, s[0:1]
	v_mov_b32_e32 v95, 0
	v_mov_b32_e32 v92, v95
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_36
	v_lshl_add_u64 v[46:47], v[44:45], 1, s[18:19]
	global_load_ushort v43, v[46:47], off offset:4
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v92, 16, v43
.LBB0_36:
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_38
	v_lshl_add_u64 v[44:45], v[44:45], 1, s[18:19]
	global_load_ushort v43, v[44:45], off offset:6
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v95, 16, v43
.LBB0_38:
	s_or_b64 exec, exec, s[0:1]
	v_mad_u64_u32 v[44:45], s[0:1], s44, v42, v[24:25]
	v_mul_lo_u32 v1, s44, v1
	v_mul_lo_u32 v43, s45, v42
	v_mov_b32_e32 v49, 0
	v_add3_u32 v45, v43, v45, v1
	v_mov_b32_e32 v48, v49
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_40
	v_lshl_add_u64 v[46:47], v[44:45], 1, s[38:39]
	global_load_ushort v1, v[46:47], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v48, 16, v1
.LBB0_40:
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_42
	v_lshl_add_u64 v[46:47], v[44:45], 1, s[38:39]
	global_load_ushort v1, v[46:47], off offset:2
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v49, 16, v1
.LBB0_42:
	s_or_b64 exec, exec, s[0:1]
	v_mov_b32_e32 v47, 0
	v_mov_b32_e32 v46, v47
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_44
	v_lshl_add_u64 v[50:51], v[44:45], 1, s[38:39]
	global_load_ushort v1, v[50:51], off offset:4
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v46, 16, v1
.LBB0_44:
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_46
	v_lshl_add_u64 v[44:45], v[44:45], 1, s[38:39]
	global_load_ushort v1, v[44:45], off offset:6
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v47, 16, v1
.LBB0_46:
	s_or_b64 exec, exec, s[0:1]
	v_add_u32_e32 v42, 4, v42
	v_ashrrev_i32_e32 v1, 31, v42
	v_mul_lo_u32 v43, s50, v1
	v_mul_lo_u32 v50, s51, v42
	v_mad_u64_u32 v[44:45], s[0:1], s50, v42, v[30:31]
	v_mov_b32_e32 v89, 0
	v_cmp_gt_i32_e64 s[6:7], s6, v62
	v_add3_u32 v45, v50, v45, v43
	v_mov_b32_e32 v87, v89
	s_and_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execz .LBB0_48
	v_lshl_add_u64 v[50:51], v[44:45], 1, s[16:17]
	global_load_ushort v43, v[50:51], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v87, 16, v43
.LBB0_48:
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execz .LBB0_50
	v_lshl_add_u64 v[50:51], v[44:45], 1, s[16:17]
	global_load_ushort v43, v[50:51], off offset:2
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v89, 16, v43
.LBB0_50:
	s_or_b64 exec, exec, s[0:1]
	v_mov_b32_e32 v85, 0
	v_mov_b32_e32 v84, v85
	s_and_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execz .LBB0_52
	v_lshl_add_u64 v[50:51], v[44:45], 1, s[16:17]
	global_load_ushort v43, v[50:51], off offset:4
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v84, 16, v43
.LBB0_52:
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execz .LBB0_54
	v_lshl_add_u64 v[44:45], v[44:45], 1, s[16:17]
	global_load_ushort v43, v[44:45], off offset:6
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v85, 16, v43
.LBB0_54:
	s_or_b64 exec, exec, s[0:1]
	v_mad_u64_u32 v[44:45], s[0:1], s40, v42, v[30:31]
	v_mul_lo_u32 v43, s40, v1
	v_mul_lo_u32 v50, s41, v42
	v_mov_b32_e32 v91, 0
	v_add3_u32 v45, v50, v45, v43
	v_mov_b32_e32 v90, v91
	s_and_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execz .LBB0_56
	v_lshl_add_u64 v[50:51], v[44:45], 1, s[18:19]
	global_load_ushort v43, v[50:51], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v90, 16, v43
.LBB0_56:
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execz .LBB0_58
	v_lshl_add_u64 v[50:51], v[44:45], 1, s[18:19]
	global_load_ushort v43, v[50:51], off offset:2
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v91, 16, v43
.LBB0_58:
	s_or_b64 exec, exec, s[0:1]
	v_mov_b32_e32 v88, 0
	v_mov_b32_e32 v86, v88
	s_and_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execz .LBB0_60
	v_lshl_add_u64 v[50:51], v[44:45], 1, s[18:19]
	global_load_ushort v43, v[50:51], off offset:4
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v86, 16, v43
.LBB0_60:
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execz .LBB0_62
	v_lshl_add_u64 v[44:45], v[44:45], 1, s[18:19]
	global_load_ushort v43, v[44:45], off offset:6
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v88, 16, v43
.LBB0_62:
	s_or_b64 exec, exec, s[0:1]
	v_mad_u64_u32 v[50:51], s[0:1], s44, v42, v[24:25]
	v_mul_lo_u32 v1, s44, v1
	v_mul_lo_u32 v42, s45, v42
	v_mov_b32_e32 v43, 0
	v_add3_u32 v51, v42, v51, v1
	v_mov_b32_e32 v42, v43
	s_and_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execz .LBB0_64
	v_lshl_add_u64 v[44:45], v[50:51], 1, s[38:39]
	global_load_ushort v1, v[44:45], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v42, 16, v1
.LBB0_64:
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execz .LBB0_66
	v_lshl_add_u64 v[44:45], v[50:51], 1, s[38:39]
	global_load_ushort v1, v[44:45], off offset:2
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v43, 16, v1
.LBB0_66:
	s_or_b64 exec, exec, s[0:1]
	v_mov_b32_e32 v45, 0
	v_mov_b32_e32 v44, v45
	s_and_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execnz .LBB0_82
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execnz .LBB0_83
.LBB0_68:
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[88:89], vcc
	s_cbranch_execnz .LBB0_84
.LBB0_69:
	s_or_b64 exec, exec, s[88:89]
	s_and_saveexec_b64 s[10:11], s[6:7]
	s_cbranch_execnz .LBB0_85
.LBB0_70:
	s_or_b64 exec, exec, s[10:11]
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execnz .LBB0_86
.LBB0_71:
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[0:1], s[2:3]
.LBB0_72:
	ds_write_b32 v76, v82
.LBB0_73:
	s_or_b64 exec, exec, s[0:1]
	s_cmp_eq_u32 s73, 0
	s_cselect_b64 s[0:1], -1, 0
	v_cndmask_b32_e64 v42, v81, 0, s[0:1]
	v_pk_add_f32 v[2:3], v[2:3], v[42:43] op_sel_hi:[1,0]
	v_pk_add_f32 v[4:5], v[4:5], v[42:43] op_sel_hi:[1,0]
	v_pk_add_f32 v[6:7], v[6:7], v[42:43] op_sel_hi:[1,0]
	v_pk_add_f32 v[8:9], v[8:9], v[42:43] op_sel_hi:[1,0]
	v_pk_add_f32 v[10:11], v[10:11], v[42:43] op_sel_hi:[1,0]
	v_pk_add_f32 v[12:13], v[12:13], v[42:43] op_sel_hi:[1,0]
	v_pk_add_f32 v[14:15], v[14:15], v[42:43] op_sel_hi:[1,0]
	v_pk_add_f32 v[16:17], v[16:17], v[42:43] op_sel_hi:[1,0]
	s_cmp_lt_i32 s71, 1
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_17
	s_ashr_i32 s0, s20, 31
	s_mul_i32 s1, s49, s20
	s_mul_i32 s0, s48, s0
	v_mov_b32_e32 v41, s20
	s_add_i32 s2, s0, s1
	v_mad_u64_u32 v[42:43], s[0:1], s48, v41, v[38:39]
	s_lshl_b64 s[0:1], s[20:21], 2
	s_add_u32 s0, s37, s0
	v_med3_i32 v1, s29, 1, 8
	v_add_u32_e32 v43, s2, v43
	s_addc_u32 s1, s61, s1
	s_movk_i32 s4, 0x3200
	s_mov_b32 s5, s20
	v_mov_b32_e32 v41, v22
	v_mov_b32_e32 v44, v60
	s_branch .LBB0_76
.LBB0_75:
	v_add_u32_e32 v1, -1, v1
	s_add_i32 s4, s4, 4
	s_add_i32 s5, s5, 1
	s_add_u32 s0, s0, 4
	v_cmp_eq_u32_e32 vcc, 0, v1
	v_add_u32_e32 v44, 64, v44
	v_add_u32_e32 v41, 0x200, v41
	s_addc_u32 s1, s1, 0
	v_lshl_add_u64 v[42:43], v[42:43], 0, s[48:49]
	s_cbranch_vccnz .LBB0_17
.LBB0_76:
	s_cmp_lg_u32 s5, 0
	s_cselect_b64 s[2:3], -1, 0
	s_and_b64 s[2:3], s[2:3], s[58:59]
	s_and_b64 vcc, exec, s[2:3]
	s_cbranch_vccz .LBB0_78
	global_load_dword v2, v23, s[0:1]
	s_waitcnt vmcnt(0)
	v_ashrrev_i32_e32 v3, 31, v2
	v_mul_hi_u32 v4, s52, v2
	v_mul_lo_u32 v3, s52, v3
	v_mul_lo_u32 v5, s53, v2
	v_add_u32_e32 v3, v4, v3
	v_mul_lo_u32 v2, s52, v2
	v_add_u32_e32 v3, v3, v5
	v_lshl_add_u64 v[14:15], v[2:3], 2, v[36:37]
	global_load_dwordx4 v[2:5], v[14:15], off
	global_load_dwordx4 v[6:9], v[14:15], off offset:128
	global_load_dwordx4 v[10:13], v[14:15], off offset:256
	s_nop 0
	global_load_dwordx4 v[14:17], v[14:15], off offset:384
.LBB0_78:
	s_waitcnt lgkmcnt(0)
	ds_read_b128 v[46:49], v41
	ds_read_b128 v[82:85], v41 offset:128
	ds_read_b128 v[86:89], v41 offset:256
	s_waitcnt vmcnt(3) lgkmcnt(2)
	v_pk_mul_f32 v[50:51], v[2:3], v[46:47]
	v_pk_mul_f32 v[90:91], v[4:5], v[48:49]
	ds_read_b128 v[2:5], v41 offset:4096
	ds_read_b128 v[46:49], v41 offset:4224
	s_waitcnt vmcnt(2) lgkmcnt(3)
	v_pk_mul_f32 v[92:93], v[6:7], v[82:83]
	v_pk_mul_f32 v[94:95], v[8:9], v[84:85]
	ds_read_b128 v[6:9], v41 offset:384
	s_waitcnt vmcnt(1) lgkmcnt(3)
	v_pk_mul_f32 v[86:87], v[10:11], v[86:87]
	v_pk_mul_f32 v[88:89], v[12:13], v[88:89]
	ds_read_b128 v[10:13], v41 offset:4352
	ds_read_b128 v[82:85], v41 offset:4480
	v_mov_b32_e32 v96, v50
	s_waitcnt vmcnt(0) lgkmcnt(2)
	v_pk_mul_f32 v[14:15], v[14:15], v[6:7]
	v_pk_mul_f32 v[16:17], v[16:17], v[8:9]
	v_mov_b32_e32 v6, v3
	v_mov_b32_e32 v7, v47
	v_mov_b32_e32 v8, v51
	v_mov_b32_e32 v9, v93
	v_pk_mul_f32 v[6:7], v[6:7], v[8:9]
	v_mov_b32_e32 v8, v2
	v_mov_b32_e32 v9, v46
	v_mov_b32_e32 v97, v92
	v_pk_fma_f32 v[6:7], v[8:9], v[96:97], v[6:7]
	v_mov_b32_e32 v8, v4
	v_mov_b32_e32 v9, v48
	v_mov_b32_e32 v96, v90
	v_mov_b32_e32 v97, v94
	v_pk_fma_f32 v[6:7], v[8:9], v[96:97], v[6:7]
	v_mov_b32_e32 v8, v5
	v_mov_b32_e32 v9, v49
	v_mov_b32_e32 v96, v91
	v_mov_b32_e32 v97, v95
	v_pk_fma_f32 v[6:7], v[8:9], v[96:97], v[6:7]
	s_waitcnt lgkmcnt(1)
	v_mov_b32_e32 v8, v11
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v9, v83
	v_mov_b32_e32 v96, v87
	v_mov_b32_e32 v97, v15
	v_pk_mul_f32 v[8:9], v[8:9], v[96:97]
	v_mov_b32_e32 v96, v10
	v_mov_b32_e32 v97, v82
	v_mov_b32_e32 v98, v86
	v_mov_b32_e32 v99, v14
	v_pk_fma_f32 v[8:9], v[96:97], v[98:99], v[8:9]
	v_mov_b32_e32 v96, v12
	v_mov_b32_e32 v97, v84
	v_mov_b32_e32 v98, v88
	v_mov_b32_e32 v99, v16
	v_pk_fma_f32 v[8:9], v[96:97], v[98:99], v[8:9]
	v_mov_b32_e32 v96, v13
	v_mov_b32_e32 v97, v85
	v_mov_b32_e32 v98, v89
	v_mov_b32_e32 v99, v17
	v_pk_fma_f32 v[8:9], v[96:97], v[98:99], v[8:9]
	s_nop 0
	v_pk_add_f32 v[6:7], v[6:7], v[8:9]
	v_mov_b32_e32 v8, s4
	v_add_f32_e32 v6, v6, v7
	ds_bpermute_b32 v7, v65, v6
	ds_read_b32 v9, v44
	ds_read_b32 v8, v8
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v6, v6, v7
	ds_bpermute_b32 v7, v66, v6
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v6, v6, v7
	ds_bpermute_b32 v7, v67, v6
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v6, v6, v7
	v_sub_f32_e32 v6, v9, v6
	v_mul_f32_e32 v96, v8, v6
	v_pk_fma_f32 v[6:7], v[46:47], v[96:97], v[92:93] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[8:9], v[48:49], v[96:97], v[94:95] op_sel_hi:[1,0,1]
	ds_read_b128 v[46:49], v41 offset:8192
	v_pk_fma_f32 v[4:5], v[4:5], v[96:97], v[90:91] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[10:11], v[10:11], v[96:97], v[86:87] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[12:13], v[12:13], v[96:97], v[88:89] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[14:15], v[82:83], v[96:97], v[14:15] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[16:17], v[84:85], v[96:97], v[16:17] op_sel_hi:[1,0,1]
	ds_read_b128 v[82:85], v41 offset:8320
	ds_read_b128 v[86:89], v41 offset:8448
	ds_read_b128 v[90:93], v41 offset:8576
	v_pk_fma_f32 v[2:3], v[2:3], v[96:97], v[50:51] op_sel_hi:[1,0,1]
	s_waitcnt lgkmcnt(3)
	v_mul_f32_e32 v45, v47, v3
	v_fmac_f32_e32 v45, v46, v2
	v_fmac_f32_e32 v45, v48, v4
	s_waitcnt lgkmcnt(2)
	v_mul_f32_e32 v46, v83, v7
	s_waitcnt lgkmcnt(1)
	v_mul_f32_e32 v47, v11, v87
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v48, v15, v91
	v_fmac_f32_e32 v46, v82, v6
	v_fmac_f32_e32 v47, v86, v10
	v_fmac_f32_e32 v48, v90, v14
	v_fmac_f32_e32 v46, v84, v8
	v_fmac_f32_e32 v47, v88, v12
	v_fmac_f32_e32 v48, v92, v16
	v_fmac_f32_e32 v45, v49, v5
	v_fmac_f32_e32 v46, v85, v9
	v_fmac_f32_e32 v47, v89, v13
	v_fmac_f32_e32 v48, v93, v17
	v_add_f32_e32 v45, v45, v47
	v_add_f32_e32 v46, v46, v48
	v_add_f32_e32 v45, v45, v46
	ds_bpermute_b32 v46, v65, v45
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v45, v45, v46
	ds_bpermute_b32 v46, v66, v45
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v45, v45, v46
	ds_bpermute_b32 v46, v67, v45
	s_and_saveexec_b64 s[2:3], s[8:9]
	s_cbranch_execz .LBB0_80
	s_add_i32 s6, s28, s5
	s_ashr_i32 s7, s6, 31
	s_mul_i32 s7, s54, s7
	s_mul_hi_u32 s10, s54, s6
	s_add_i32 s7, s10, s7
	s_mul_i32 s10, s55, s6
	s_add_i32 s7, s7, s10
	s_mul_i32 s6, s54, s6
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v45, v45, v46
	v_cvt_pk_bf16_f32 v45, v45, s0
	v_lshl_add_u64 v[46:47], s[6:7], 1, v[34:35]
	global_store_short v[46:47], v45, off
.LBB0_80:
	s_or_b64 exec, exec, s[2:3]
	s_cmp_ge_i32 s5, s25
	s_cselect_b64 s[2:3], -1, 0
	s_or_b64 s[2:3], s[86:87], s[2:3]
	s_and_b64 vcc, exec, s[2:3]
	s_cbranch_vccnz .LBB0_75
	global_store_dwordx4 v[42:43], v[2:5], off
	global_store_dwordx4 v[42:43], v[6:9], off offset:128
	global_store_dwordx4 v[42:43], v[10:13], off offset:256
	global_store_dwordx4 v[42:43], v[14:17], off offset:384
	s_branch .LBB0_75
.LBB0_82:
	v_lshl_add_u64 v[100:101], v[50:51], 1, s[38:39]
	global_load_ushort v1, v[100:101], off offset:4
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v44, 16, v1
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execz .LBB0_68
.LBB0_83:
	v_lshl_add_u64 v[50:51], v[50:51], 1, s[38:39]
	global_load_ushort v1, v[50:51], off offset:6
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v45, 16, v1
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[88:89], vcc
	s_cbranch_execz .LBB0_69
.LBB0_84:
	v_mul_f32_e32 v1, v96, v96
	v_fmac_f32_e32 v1, v94, v94
	v_mul_f32_e32 v51, v98, v98
	v_fmac_f32_e32 v1, v41, v41
	v_fmac_f32_e32 v51, v97, v97
	v_fmac_f32_e32 v1, v93, v93
	v_fmac_f32_e32 v51, v92, v92
	ds_bpermute_b32 v50, v63, v1
	v_fmac_f32_e32 v51, v95, v95
	ds_bpermute_b32 v99, v63, v51
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v1, v1, v50
	ds_bpermute_b32 v50, v64, v1
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v51, v51, v99
	ds_bpermute_b32 v99, v64, v51
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v1, v1, v50
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v50, v51, v99
	ds_bpermute_b32 v51, v65, v1
	ds_bpermute_b32 v99, v65, v50
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v1, v1, v51
	ds_bpermute_b32 v51, v66, v1
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v50, v50, v99
	ds_bpermute_b32 v99, v66, v50
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v1, v1, v51
	ds_bpermute_b32 v51, v67, v1
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v50, v50, v99
	ds_bpermute_b32 v99, v67, v50
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v1, v1, v51
	v_add_f32_e32 v1, 0x358637bd, v1
	v_mul_f32_e32 v51, 0x4f800000, v1
	v_cmp_gt_f32_e32 vcc, s63, v1
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v50, v50, v99
	v_add_f32_e32 v50, 0x358637bd, v50
	v_cndmask_b32_e32 v1, v1, v51, vcc
	v_sqrt_f32_e32 v51, v1
	v_mul_f32_e32 v99, 0x4f800000, v50
	v_cmp_gt_f32_e64 s[0:1], s63, v50
	v_add_u32_e32 v100, 1, v51
	s_nop 0
	v_cndmask_b32_e64 v50, v50, v99, s[0:1]
	v_add_u32_e32 v99, -1, v51
	v_fma_f32 v101, -v99, v51, v1
	v_fma_f32 v102, -v100, v51, v1
	v_cmp_ge_f32_e64 s[10:11], 0, v101
	s_nop 1
	v_cndmask_b32_e64 v51, v51, v99, s[10:11]
	v_cmp_lt_f32_e64 s[10:11], 0, v102
	s_nop 1
	v_cndmask_b32_e64 v51, v51, v100, s[10:11]
	v_sqrt_f32_e32 v100, v50
	v_mul_f32_e32 v99, 0x37800000, v51
	v_cndmask_b32_e32 v51, v51, v99, vcc
	v_cmp_class_f32_e32 vcc, v1, v75
	s_nop 1
	v_cndmask_b32_e32 v1, v51, v1, vcc
	v_add_u32_e32 v51, -1, v100
	v_fma_f32 v99, -v51, v100, v50
	v_cmp_ge_f32_e32 vcc, 0, v99
	v_add_u32_e32 v99, 1, v100
	s_nop 0
	v_cndmask_b32_e32 v51, v100, v51, vcc
	v_fma_f32 v100, -v99, v100, v50
	v_cmp_lt_f32_e32 vcc, 0, v100
	v_div_scale_f32 v100, s[10:11], v1, v1, v96
	v_rcp_f32_e32 v101, v100
	v_cndmask_b32_e32 v51, v51, v99, vcc
	v_mul_f32_e32 v99, 0x37800000, v51
	v_cndmask_b32_e64 v51, v51, v99, s[0:1]
	v_cmp_class_f32_e32 vcc, v50, v75
	s_nop 1
	v_cndmask_b32_e32 v104, v51, v50, vcc
	v_fma_f32 v50, -v100, v101, 1.0
	v_fmac_f32_e32 v101, v50, v101
	v_div_scale_f32 v50, vcc, v96, v1, v96
	v_mul_f32_e32 v51, v50, v101
	v_fma_f32 v99, -v100, v51, v50
	v_fmac_f32_e32 v51, v99, v101
	v_div_scale_f32 v99, s[0:1], v1, v1, v94
	v_fma_f32 v50, -v100, v51, v50
	v_rcp_f32_e32 v100, v99
	v_div_fmas_f32 v50, v50, v101, v51
	v_div_fixup_f32 v51, v50, v1, v96
	v_fma_f32 v50, -v99, v100, 1.0
	v_fmac_f32_e32 v100, v50, v100
	v_div_scale_f32 v50, vcc, v94, v1, v94
	v_mul_f32_e32 v96, v50, v100
	v_fma_f32 v101, -v99, v96, v50
	v_fmac_f32_e32 v96, v101, v100
	v_fma_f32 v50, -v99, v96, v50
	v_div_scale_f32 v99, s[0:1], v104, v104, v98
	v_rcp_f32_e32 v102, v99
	v_div_fmas_f32 v50, v50, v100, v96
	v_div_fixup_f32 v50, v50, v1, v94
	v_pk_mul_f32 v[100:101], s[56:57], v[50:51]
	v_fma_f32 v50, -v99, v102, 1.0
	v_fmac_f32_e32 v102, v50, v102
	v_div_scale_f32 v50, vcc, v98, v104, v98
	v_mul_f32_e32 v51, v50, v102
	v_fma_f32 v94, -v99, v51, v50
	v_fmac_f32_e32 v51, v94, v102
	v_div_scale_f32 v94, s[0:1], v104, v104, v97
	v_rcp_f32_e32 v96, v94
	v_fma_f32 v50, -v99, v51, v50
	v_div_fmas_f32 v50, v50, v102, v51
	v_div_fixup_f32 v99, v50, v104, v98
	v_fma_f32 v50, -v94, v96, 1.0
	v_fmac_f32_e32 v96, v50, v96
	v_div_scale_f32 v50, vcc, v97, v104, v97
	v_mul_f32_e32 v51, v50, v96
	v_fma_f32 v98, -v94, v51, v50
	v_fmac_f32_e32 v51, v98, v96
	v_fma_f32 v50, -v94, v51, v50
	v_div_scale_f32 v94, s[0:1], v1, v1, v93
	v_rcp_f32_e32 v102, v94
	v_div_fmas_f32 v50, v50, v96, v51
	v_div_fixup_f32 v98, v50, v104, v97
	v_fma_f32 v50, -v94, v102, 1.0
	v_fmac_f32_e32 v102, v50, v102
	v_div_scale_f32 v50, vcc, v93, v1, v93
	v_mul_f32_e32 v51, v50, v102
	v_fma_f32 v96, -v94, v51, v50
	v_fmac_f32_e32 v51, v96, v102
	v_fma_f32 v50, -v94, v51, v50
	v_div_scale_f32 v94, s[0:1], v1, v1, v41
	v_rcp_f32_e32 v96, v94
	v_div_fmas_f32 v50, v50, v102, v51
	v_div_fixup_f32 v51, v50, v1, v93
	v_fma_f32 v50, -v94, v96, 1.0
	v_fmac_f32_e32 v96, v50, v96
	v_div_scale_f32 v50, vcc, v41, v1, v41
	v_mul_f32_e32 v93, v50, v96
	v_fma_f32 v97, -v94, v93, v50
	v_fmac_f32_e32 v93, v97, v96
	v_fma_f32 v50, -v94, v93, v50
	v_div_fmas_f32 v50, v50, v96, v93
	v_div_scale_f32 v93, s[0:1], v104, v104, v95
	v_rcp_f32_e32 v94, v93
	v_div_fixup_f32 v50, v50, v1, v41
	v_pk_mul_f32 v[102:103], s[56:57], v[50:51]
	ds_write_b128 v69, v[100:103]
	v_fma_f32 v1, -v93, v94, 1.0
	v_fmac_f32_e32 v94, v1, v94
	v_div_scale_f32 v1, vcc, v95, v104, v95
	v_mul_f32_e32 v41, v1, v94
	v_fma_f32 v50, -v93, v41, v1
	v_fmac_f32_e32 v41, v50, v94
	v_div_scale_f32 v50, s[0:1], v104, v104, v92
	v_rcp_f32_e32 v51, v50
	v_fma_f32 v1, -v93, v41, v1
	v_div_fmas_f32 v1, v1, v94, v41
	v_div_fixup_f32 v101, v1, v104, v95
	v_fma_f32 v1, -v50, v51, 1.0
	v_fmac_f32_e32 v51, v1, v51
	v_div_scale_f32 v1, vcc, v92, v104, v92
	v_mul_f32_e32 v41, v1, v51
	v_fma_f32 v93, -v50, v41, v1
	v_fmac_f32_e32 v41, v93, v51
	s_waitcnt vmcnt(0)
	v_pk_add_f32 v[94:95], v[18:19], v[48:49]
	v_fma_f32 v1, -v50, v41, v1
	v_pk_mul_f32 v[96:97], s[12:13], v[94:95]
	v_div_fmas_f32 v1, v1, v51, v41
	v_cmp_ngt_f32_e32 vcc, s15, v96
	v_div_fixup_f32 v100, v1, v104, v92
	ds_write_b128 v70, v[98:101]
	v_cndmask_b32_e32 v41, v56, v96, vcc
	v_cmp_ngt_f32_e32 vcc, s15, v97
	s_nop 1
	v_cndmask_b32_e32 v48, v56, v97, vcc
	v_cmp_nlt_f32_e32 vcc, s23, v48
	s_nop 1
	v_cndmask_b32_e32 v51, v57, v48, vcc
	v_cmp_nlt_f32_e32 vcc, s23, v41
	v_mov_b64_e32 v[48:49], s[60:61]
	s_nop 0
	v_cndmask_b32_e32 v50, v57, v41, vcc
	v_pk_fma_f32 v[102:103], v[50:51], s[22:23], v[48:49] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_add_f32 v[102:103], v[102:103], s[24:25] op_sel_hi:[1,0]
	s_nop 0
	v_cmp_o_f32_e32 vcc, v103, v103
	v_pk_fma_f32 v[98:99], v[102:103], s[30:31], v[50:51] op_sel_hi:[1,0,1]
	v_pk_mul_f32 v[100:101], v[102:103], s[34:35] op_sel_hi:[1,0]
	v_cndmask_b32_e32 v41, 0, v103, vcc
	v_cmp_o_f32_e32 vcc, v102, v102
	v_mov_b64_e32 v[50:51], s[62:63]
	v_cvt_i32_f32_e32 v114, v41
	v_cndmask_b32_e32 v93, 0, v102, vcc
	v_pk_add_f32 v[102:103], v[98:99], v[100:101]
	v_cvt_i32_f32_e32 v93, v93
	v_pk_fma_f32 v[108:109], v[102:103], s[36:37], v[50:51] op_sel_hi:[1,0,0]
	v_pk_mul_f32 v[110:111], v[102:103], v[102:103]
	v_pk_fma_f32 v[108:109], v[108:109], v[102:103], s[64:65] op_sel_hi:[1,1,0]
	v_pk_add_f32 v[104:105], v[102:103], v[98:99] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_fma_f32 v[108:109], v[108:109], v[102:103], s[66:67] op_sel_hi:[1,1,0]
	v_pk_add_f32 v[106:107], v[100:101], v[104:105] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_fma_f32 v[108:109], v[108:109], v[102:103], s[68:69] op_sel_hi:[1,1,0]
	v_ashrrev_i32_e32 v1, 1, v114
	v_pk_fma_f32 v[108:109], v[108:109], v[102:103], 0.5 op_sel_hi:[1,1,0]
	v_ashrrev_i32_e32 v115, 1, v93
	v_pk_mul_f32 v[108:109], v[110:111], v[108:109]
	v_lshl_add_u32 v92, v115, 23, 1.0
	v_pk_add_f32 v[110:111], v[102:103], v[108:109]
	s_nop 0
	v_pk_add_f32 v[102:103], v[110:111], v[102:103] neg_lo:[0,1] neg_hi:[0,1]
	v_mov_b32_e32 v100, v111
	v_pk_add_f32 v[102:103], v[108:109], v[102:103] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[108:109], v[110:111], 1.0 op_sel_hi:[1,0]
	s_nop 0
	v_add_f32_e32 v41, -1.0, v108
	v_sub_f32_e32 v98, v110, v41
	v_mov_b32_e32 v41, v99
	v_pk_add_f32 v[112:113], v[108:109], v[40:41] op_sel:[1,0] op_sel_hi:[0,1]
	v_mov_b32_e32 v113, v105
	v_pk_add_f32 v[100:101], v[100:101], v[112:113] neg_lo:[0,1] neg_hi:[0,1]
	v_sub_u32_e32 v41, v93, v115
	v_mov_b32_e32 v107, v101
	v_pk_add_f32 v[102:103], v[106:107], v[102:103]
	v_mov_b32_e32 v99, v100
	v_pk_add_f32 v[98:99], v[98:99], v[102:103]
	v_sub_u32_e32 v100, v114, v1
	v_pk_add_f32 v[98:99], v[108:109], v[98:99]
	v_lshl_add_u32 v93, v1, 23, 1.0
	v_lshl_add_u32 v101, v100, 23, 1.0
	v_lshl_add_u32 v100, v41, 23, 1.0
	v_pk_mul_f32 v[92:93], v[98:99], v[92:93]
	s_nop 0
	v_pk_mul_f32 v[92:93], v[92:93], v[100:101]
	s_nop 0
	v_pk_add_f32 v[92:93], v[92:93], 1.0 op_sel_hi:[1,0]
	s_nop 0
	v_pk_mul_f32 v[98:99], v[92:93], s[70:71] op_sel_hi:[1,0]
	v_cmp_gt_f32_e32 vcc, s65, v92
	v_cmp_gt_f32_e64 s[0:1], s65, v93
	s_nop 0
	v_cndmask_b32_e32 v1, v92, v98, vcc
	v_cndmask_b32_e64 v41, v93, v99, s[0:1]
	v_add_u32_e32 v100, 0xc0cafb0d, v41
	v_add_u32_e32 v101, 0xc0cafb0d, v1
	v_and_b32_e32 v98, 0xff800000, v100
	v_and_b32_e32 v102, 0xff800000, v101
	v_sub_u32_e32 v99, v41, v98
	v_sub_u32_e32 v98, v1, v102
	v_cndmask_b32_e32 v41, 0, v77, vcc
	v_ashrrev_i32_e32 v102, 23, v100
	v_ashrrev_i32_e32 v100, 23, v101
	v_pk_add_f32 v[98:99], v[98:99], -1.0 op_sel_hi:[1,0]
	v_add_u32_e32 v41, v100, v41
	v_pk_add_f32 v[100:101], v[98:99], 2.0 op_sel_hi:[1,0]
	v_cndmask_b32_e64 v1, 0, v77, s[0:1]
	v_div_scale_f32 v104, s[0:1], v101, v101, v99
	v_rcp_f32_e32 v105, v104
	v_add_u32_e32 v1, v102, v1
	v_cvt_f32_i32_e32 v103, v1
	v_cvt_f32_i32_e32 v102, v41
	v_fma_f32 v1, -v104, v105, 1.0
	v_fmac_f32_e32 v105, v1, v105
	v_div_scale_f32 v1, vcc, v99, v101, v99
	v_mul_f32_e32 v41, v1, v105
	v_fma_f32 v106, -v104, v41, v1
	v_fmac_f32_e32 v41, v106, v105
	v_fma_f32 v1, -v104, v41, v1
	v_div_scale_f32 v104, s[0:1], v100, v100, v98
	v_rcp_f32_e32 v106, v104
	v_div_fmas_f32 v1, v1, v105, v41
	v_div_fixup_f32 v101, v1, v101, v99
	v_fma_f32 v1, -v104, v106, 1.0
	v_fmac_f32_e32 v106, v1, v106
	v_div_scale_f32 v1, vcc, v98, v100, v98
	v_mul_f32_e32 v41, v1, v106
	v_fma_f32 v105, -v104, v41, v1
	v_fmac_f32_e32 v41, v105, v106
	v_fma_f32 v1, -v104, v41, v1
	v_div_fmas_f32 v1, v1, v106, v41
	v_div_fixup_f32 v100, v1, v100, v98
	v_pk_mul_f32 v[104:105], v[100:101], v[100:101]
	v_mov_b64_e32 v[106:107], s[72:73]
	v_pk_fma_f32 v[108:109], v[104:105], s[74:75], v[106:107] op_sel_hi:[1,0,0]
	v_cmp_neq_f32_e32 vcc, 0, v92
	v_pk_fma_f32 v[108:109], v[108:109], v[104:105], s[76:77] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[108:109], v[108:109], v[104:105], s[78:79] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[108:109], v[108:109], v[104:105], s[80:81] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_mul_f32 v[104:105], v[104:105], v[108:109] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_pk_add_f32 v[104:105], v[98:99], v[104:105]
	s_nop 0
	v_pk_fma_f32 v[98:99], v[100:101], v[104:105], v[98:99] neg_lo:[1,0,0] neg_hi:[1,0,0]
	s_nop 0
	v_pk_fma_f32 v[98:99], v[102:103], s[82:83], v[98:99] op_sel_hi:[1,0,1]
	s_nop 0
	v_pk_fma_f32 v[98:99], v[102:103], s[84:85], v[98:99] op_sel_hi:[1,0,1]
	s_nop 0
	v_cndmask_b32_e32 v1, v78, v98, vcc
	v_cmp_neq_f32_e32 vcc, 0, v93
	s_nop 1
	v_cndmask_b32_e32 v41, v78, v99, vcc
	v_cmp_neq_f32_e32 vcc, s67, v93
	s_nop 1
	v_cndmask_b32_e32 v41, v79, v41, vcc
	v_cmp_neq_f32_e32 vcc, s67, v92
	s_nop 1
	v_cndmask_b32_e32 v1, v79, v1, vcc
	v_cmp_ngt_f32_e32 vcc, 0, v92
	s_nop 1
	v_cndmask_b32_e32 v1, v80, v1, vcc
	v_cmp_ngt_f32_e32 vcc, 0, v93
	s_nop 1
	v_cndmask_b32_e32 v41, v80, v41, vcc
	v_cmp_u_f32_e32 vcc, v93, v93
	s_nop 1
	v_cndmask_b32_e32 v93, v41, v93, vcc
	v_cmp_u_f32_e32 vcc, v92, v92
	s_nop 1
	v_cndmask_b32_e32 v92, v1, v92, vcc
	v_pk_mul_f32 v[92:93], v[28:29], v[92:93]
	v_cmp_ge_f32_e32 vcc, s35, v97
	s_nop 1
	v_cndmask_b32_e32 v93, v95, v93, vcc
	v_cmp_ge_f32_e32 vcc, s14, v96
	s_nop 1
	v_cndmask_b32_e32 v92, v94, v92, vcc
	v_pk_mul_f32 v[92:93], v[32:33], v[92:93]
	s_nop 0
	v_cmp_ngt_f32_e32 vcc, s15, v92
	s_nop 1
	v_cndmask_b32_e32 v1, v56, v92, vcc
	v_cmp_ngt_f32_e32 vcc, s15, v93
	s_nop 1
	v_cndmask_b32_e32 v41, v56, v93, vcc
	v_cmp_nlt_f32_e32 vcc, s23, v41
	s_nop 1
	v_cndmask_b32_e32 v93, v57, v41, vcc
	v_cmp_nlt_f32_e32 vcc, s23, v1
	s_nop 1
	v_cndmask_b32_e32 v92, v57, v1, vcc
	v_pk_fma_f32 v[94:95], v[92:93], s[22:23], v[48:49] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_add_f32 v[94:95], v[94:95], s[24:25] op_sel_hi:[1,0]
	s_nop 0
	v_pk_fma_f32 v[92:93], v[94:95], s[30:31], v[92:93] op_sel_hi:[1,0,1]
	v_pk_mul_f32 v[96:97], v[94:95], s[34:35] op_sel_hi:[1,0]
	v_cmp_o_f32_e32 vcc, v95, v95
	v_pk_add_f32 v[98:99], v[92:93], v[96:97]
	s_nop 0
	v_pk_add_f32 v[92:93], v[98:99], v[92:93] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_mul_f32 v[100:101], v[98:99], v[98:99]
	v_pk_add_f32 v[92:93], v[96:97], v[92:93] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_fma_f32 v[96:97], v[98:99], s[36:37], v[50:51] op_sel_hi:[1,0,0]
	v_cndmask_b32_e32 v1, 0, v95, vcc
	v_pk_fma_f32 v[96:97], v[96:97], v[98:99], s[64:65] op_sel_hi:[1,1,0]
	v_cmp_o_f32_e32 vcc, v94, v94
	v_pk_fma_f32 v[96:97], v[96:97], v[98:99], s[66:67] op_sel_hi:[1,1,0]
	v_cvt_i32_f32_e32 v1, v1
	v_pk_fma_f32 v[96:97], v[96:97], v[98:99], s[68:69] op_sel_hi:[1,1,0]
	v_cndmask_b32_e32 v41, 0, v94, vcc
	v_pk_fma_f32 v[96:97], v[96:97], v[98:99], 0.5 op_sel_hi:[1,1,0]
	v_cvt_i32_f32_e32 v41, v41
	v_pk_mul_f32 v[96:97], v[100:101], v[96:97]
	v_ashrrev_i32_e32 v94, 1, v1
	v_pk_add_f32 v[100:101], v[98:99], v[96:97]
	v_sub_u32_e32 v1, v1, v94
	v_pk_add_f32 v[98:99], v[100:101], v[98:99] neg_lo:[0,1] neg_hi:[0,1]
	v_lshl_add_u32 v95, v94, 23, 1.0
	v_pk_add_f32 v[96:97], v[96:97], v[98:99] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_pk_add_f32 v[92:93], v[92:93], v[96:97]
	v_pk_add_f32 v[96:97], v[100:101], 1.0 op_sel_hi:[1,0]
	s_nop 0
	v_pk_add_f32 v[98:99], v[96:97], -1.0 op_sel_hi:[1,0]
	s_nop 0
	v_pk_add_f32 v[98:99], v[100:101], v[98:99] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_pk_add_f32 v[92:93], v[98:99], v[92:93]
	v_pk_add_f32 v[98:99], v[20:21], v[46:47]
	v_pk_add_f32 v[92:93], v[96:97], v[92:93]
	v_pk_mul_f32 v[100:101], s[12:13], v[98:99]
	v_ashrrev_i32_e32 v96, 1, v41
	v_cmp_ngt_f32_e32 vcc, s15, v100
	v_sub_u32_e32 v41, v41, v96
	v_lshl_add_u32 v97, v1, 23, 1.0
	v_cndmask_b32_e32 v1, v56, v100, vcc
	v_cmp_ngt_f32_e32 vcc, s15, v101
	v_lshl_add_u32 v94, v96, 23, 1.0
	v_lshl_add_u32 v96, v41, 23, 1.0
	v_cndmask_b32_e32 v41, v56, v101, vcc
	v_cmp_nlt_f32_e32 vcc, s23, v41
	s_nop 1
	v_cndmask_b32_e32 v103, v57, v41, vcc
	v_cmp_nlt_f32_e32 vcc, s23, v1
	s_nop 1
	v_cndmask_b32_e32 v102, v57, v1, vcc
	v_pk_fma_f32 v[46:47], v[102:103], s[22:23], v[48:49] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_add_f32 v[104:105], v[46:47], s[24:25] op_sel_hi:[1,0]
	v_pk_mul_f32 v[46:47], v[92:93], v[94:95]
	v_pk_fma_f32 v[94:95], v[104:105], s[30:31], v[102:103] op_sel_hi:[1,0,1]
	v_pk_mul_f32 v[46:47], v[46:47], v[96:97]
	v_pk_mul_f32 v[96:97], v[104:105], s[34:35] op_sel_hi:[1,0]
	v_cmp_o_f32_e32 vcc, v105, v105
	v_pk_add_f32 v[102:103], v[94:95], v[96:97]
	s_nop 0
	v_pk_fma_f32 v[110:111], v[102:103], s[36:37], v[50:51] op_sel_hi:[1,0,0]
	v_pk_mul_f32 v[112:113], v[102:103], v[102:103]
	v_pk_fma_f32 v[110:111], v[110:111], v[102:103], s[64:65] op_sel_hi:[1,1,0]
	v_cndmask_b32_e32 v1, 0, v105, vcc
	v_pk_fma_f32 v[110:111], v[110:111], v[102:103], s[66:67] op_sel_hi:[1,1,0]
	v_cmp_o_f32_e32 vcc, v104, v104
	v_pk_fma_f32 v[110:111], v[110:111], v[102:103], s[68:69] op_sel_hi:[1,1,0]
	v_cvt_i32_f32_e32 v1, v1
	v_pk_fma_f32 v[110:111], v[110:111], v[102:103], 0.5 op_sel_hi:[1,1,0]
	v_cndmask_b32_e32 v41, 0, v104, vcc
	v_pk_mul_f32 v[110:111], v[112:113], v[110:111]
	v_pk_add_f32 v[104:105], v[102:103], v[94:95] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[112:113], v[102:103], v[110:111]
	v_cvt_i32_f32_e32 v116, v41
	v_pk_add_f32 v[102:103], v[112:113], v[102:103] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[108:109], v[96:97], v[104:105] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[102:103], v[110:111], v[102:103] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[110:111], v[112:113], 1.0 op_sel_hi:[1,0]
	v_mov_b32_e32 v96, v113
	v_add_f32_e32 v41, -1.0, v110
	v_sub_f32_e32 v94, v112, v41
	v_mov_b32_e32 v41, v95
	v_pk_add_f32 v[114:115], v[110:111], v[40:41] op_sel:[1,0] op_sel_hi:[0,1]
	v_mov_b32_e32 v115, v105
	v_pk_add_f32 v[96:97], v[96:97], v[114:115] neg_lo:[0,1] neg_hi:[0,1]
	v_ashrrev_i32_e32 v93, 1, v1
	v_mov_b32_e32 v109, v97
	v_pk_add_f32 v[102:103], v[108:109], v[102:103]
	v_mov_b32_e32 v95, v96
	v_ashrrev_i32_e32 v117, 1, v116
	v_pk_add_f32 v[94:95], v[94:95], v[102:103]
	v_lshl_add_u32 v92, v117, 23, 1.0
	v_pk_add_f32 v[94:95], v[110:111], v[94:95]
	v_sub_u32_e32 v41, v116, v117
	v_sub_u32_e32 v1, v1, v93
	v_lshl_add_u32 v93, v93, 23, 1.0
	v_lshl_add_u32 v97, v1, 23, 1.0
	v_lshl_add_u32 v96, v41, 23, 1.0
	v_pk_mul_f32 v[92:93], v[94:95], v[92:93]
	s_nop 0
	v_pk_mul_f32 v[92:93], v[92:93], v[96:97]
	s_nop 0
	v_pk_add_f32 v[92:93], v[92:93], 1.0 op_sel_hi:[1,0]
	s_nop 0
	v_pk_mul_f32 v[94:95], v[92:93], s[70:71] op_sel_hi:[1,0]
	v_cmp_gt_f32_e32 vcc, s65, v92
	v_cmp_gt_f32_e64 s[0:1], s65, v93
	s_nop 0
	v_cndmask_b32_e32 v1, v92, v94, vcc
	v_cndmask_b32_e64 v41, v93, v95, s[0:1]
	v_add_u32_e32 v96, 0xc0cafb0d, v41
	v_add_u32_e32 v97, 0xc0cafb0d, v1
	v_and_b32_e32 v94, 0xff800000, v96
	v_and_b32_e32 v102, 0xff800000, v97
	v_sub_u32_e32 v95, v41, v94
	v_sub_u32_e32 v94, v1, v102
	v_cndmask_b32_e32 v41, 0, v77, vcc
	v_ashrrev_i32_e32 v102, 23, v96
	v_ashrrev_i32_e32 v96, 23, v97
	v_pk_add_f32 v[94:95], v[94:95], -1.0 op_sel_hi:[1,0]
	v_add_u32_e32 v41, v96, v41
	v_pk_add_f32 v[96:97], v[94:95], 2.0 op_sel_hi:[1,0]
	v_cndmask_b32_e64 v1, 0, v77, s[0:1]
	v_div_scale_f32 v104, s[0:1], v97, v97, v95
	v_rcp_f32_e32 v105, v104
	v_add_u32_e32 v1, v102, v1
	v_cvt_f32_i32_e32 v103, v1
	v_cvt_f32_i32_e32 v102, v41
	v_fma_f32 v1, -v104, v105, 1.0
	v_fmac_f32_e32 v105, v1, v105
	v_div_scale_f32 v1, vcc, v95, v97, v95
	v_mul_f32_e32 v41, v1, v105
	v_fma_f32 v108, -v104, v41, v1
	v_fmac_f32_e32 v41, v108, v105
	v_fma_f32 v1, -v104, v41, v1
	v_div_scale_f32 v104, s[0:1], v96, v96, v94
	v_rcp_f32_e32 v108, v104
	v_div_fmas_f32 v1, v1, v105, v41
	v_div_fixup_f32 v97, v1, v97, v95
	v_fma_f32 v1, -v104, v108, 1.0
	v_fmac_f32_e32 v108, v1, v108
	v_div_scale_f32 v1, vcc, v94, v96, v94
	v_mul_f32_e32 v41, v1, v108
	v_fma_f32 v105, -v104, v41, v1
	v_fmac_f32_e32 v41, v105, v108
	v_fma_f32 v1, -v104, v41, v1
	v_div_fmas_f32 v1, v1, v108, v41
	v_div_fixup_f32 v96, v1, v96, v94
	v_pk_mul_f32 v[104:105], v[96:97], v[96:97]
	v_cmp_neq_f32_e32 vcc, 0, v92
	v_pk_fma_f32 v[106:107], v[104:105], s[74:75], v[106:107] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_fma_f32 v[106:107], v[106:107], v[104:105], s[76:77] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[106:107], v[106:107], v[104:105], s[78:79] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[106:107], v[106:107], v[104:105], s[80:81] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_mul_f32 v[104:105], v[104:105], v[106:107] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_pk_add_f32 v[104:105], v[94:95], v[104:105]
	s_nop 0
	v_pk_fma_f32 v[94:95], v[96:97], v[104:105], v[94:95] neg_lo:[1,0,0] neg_hi:[1,0,0]
	s_nop 0
	v_pk_fma_f32 v[94:95], v[102:103], s[82:83], v[94:95] op_sel_hi:[1,0,1]
	s_nop 0
	v_pk_fma_f32 v[94:95], v[102:103], s[84:85], v[94:95] op_sel_hi:[1,0,1]
	s_nop 0
	v_cndmask_b32_e32 v1, v78, v94, vcc
	v_cmp_neq_f32_e32 vcc, 0, v93
	s_nop 1
	v_cndmask_b32_e32 v41, v78, v95, vcc
	v_cmp_neq_f32_e32 vcc, s67, v93
	s_nop 1
	v_cndmask_b32_e32 v41, v79, v41, vcc
	v_cmp_neq_f32_e32 vcc, s67, v92
	s_nop 1
	v_cndmask_b32_e32 v1, v79, v1, vcc
	v_cmp_ngt_f32_e32 vcc, 0, v92
	s_nop 1
	v_cndmask_b32_e32 v1, v80, v1, vcc
	v_cmp_ngt_f32_e32 vcc, 0, v93
	s_nop 1
	v_cndmask_b32_e32 v41, v80, v41, vcc
	v_cmp_u_f32_e32 vcc, v93, v93
	s_nop 1
	v_cndmask_b32_e32 v93, v41, v93, vcc
	v_cmp_u_f32_e32 vcc, v92, v92
	s_nop 1
	v_cndmask_b32_e32 v92, v1, v92, vcc
	v_pk_mul_f32 v[92:93], v[28:29], v[92:93]
	v_cmp_ge_f32_e32 vcc, s35, v101
	s_nop 1
	v_cndmask_b32_e32 v93, v99, v93, vcc
	v_cmp_ge_f32_e32 vcc, s14, v100
	s_nop 1
	v_cndmask_b32_e32 v92, v98, v92, vcc
	v_pk_mul_f32 v[92:93], v[32:33], v[92:93]
	s_nop 0
	v_cmp_ngt_f32_e32 vcc, s15, v92
	s_nop 1
	v_cndmask_b32_e32 v1, v56, v92, vcc
	v_cmp_ngt_f32_e32 vcc, s15, v93
	s_nop 1
	v_cndmask_b32_e32 v41, v56, v93, vcc
	v_cmp_nlt_f32_e32 vcc, s23, v41
	s_nop 1
	v_cndmask_b32_e32 v93, v57, v41, vcc
	v_cmp_nlt_f32_e32 vcc, s23, v1
	s_nop 1
	v_cndmask_b32_e32 v92, v57, v1, vcc
	v_pk_fma_f32 v[48:49], v[92:93], s[22:23], v[48:49] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_add_f32 v[48:49], v[48:49], s[24:25] op_sel_hi:[1,0]
	s_nop 0
	v_pk_fma_f32 v[92:93], v[48:49], s[30:31], v[92:93] op_sel_hi:[1,0,1]
	v_pk_mul_f32 v[94:95], v[48:49], s[34:35] op_sel_hi:[1,0]
	v_cmp_o_f32_e32 vcc, v49, v49
	v_pk_add_f32 v[96:97], v[92:93], v[94:95]
	s_nop 0
	v_pk_fma_f32 v[50:51], v[96:97], s[36:37], v[50:51] op_sel_hi:[1,0,0]
	v_pk_add_f32 v[92:93], v[96:97], v[92:93] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_fma_f32 v[50:51], v[50:51], v[96:97], s[64:65] op_sel_hi:[1,1,0]
	v_pk_add_f32 v[92:93], v[94:95], v[92:93] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_fma_f32 v[50:51], v[50:51], v[96:97], s[66:67] op_sel_hi:[1,1,0]
	v_pk_mul_f32 v[94:95], v[96:97], v[96:97]
	v_pk_fma_f32 v[50:51], v[50:51], v[96:97], s[68:69] op_sel_hi:[1,1,0]
	v_cndmask_b32_e32 v1, 0, v49, vcc
	v_pk_fma_f32 v[50:51], v[50:51], v[96:97], 0.5 op_sel_hi:[1,1,0]
	v_cmp_o_f32_e32 vcc, v48, v48
	v_pk_mul_f32 v[50:51], v[94:95], v[50:51]
	v_cvt_i32_f32_e32 v1, v1
	v_pk_add_f32 v[94:95], v[96:97], v[50:51]
	v_cndmask_b32_e32 v41, 0, v48, vcc
	v_pk_add_f32 v[96:97], v[94:95], v[96:97] neg_lo:[0,1] neg_hi:[0,1]
	v_cvt_i32_f32_e32 v41, v41
	v_pk_add_f32 v[50:51], v[50:51], v[96:97] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_pk_add_f32 v[50:51], v[92:93], v[50:51]
	v_pk_add_f32 v[92:93], v[94:95], 1.0 op_sel_hi:[1,0]
	s_nop 0
	v_pk_add_f32 v[96:97], v[92:93], -1.0 op_sel_hi:[1,0]
	s_nop 0
	v_pk_add_f32 v[94:95], v[94:95], v[96:97] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_pk_add_f32 v[48:49], v[94:95], v[50:51]
	v_ashrrev_i32_e32 v50, 1, v1
	v_pk_add_f32 v[48:49], v[92:93], v[48:49]
	v_ashrrev_i32_e32 v92, 1, v41
	v_sub_u32_e32 v41, v41, v92
	v_sub_u32_e32 v1, v1, v50
	v_lshl_add_u32 v51, v50, 23, 1.0
	v_lshl_add_u32 v50, v92, 23, 1.0
	v_lshl_add_u32 v93, v1, 23, 1.0
	v_lshl_add_u32 v92, v41, 23, 1.0
	v_pk_mul_f32 v[48:49], v[48:49], v[50:51]
	s_nop 0
	v_pk_mul_f32 v[48:49], v[48:49], v[92:93]
	ds_write_b128 v68, v[46:49]
	s_or_b64 exec, exec, s[88:89]
	s_and_saveexec_b64 s[10:11], s[6:7]
	s_cbranch_execz .LBB0_70
.LBB0_85:
	v_mul_f32_e32 v1, v89, v89
	v_fmac_f32_e32 v1, v87, v87
	v_mul_f32_e32 v46, v91, v91
	v_fmac_f32_e32 v1, v84, v84
	v_fmac_f32_e32 v46, v90, v90
	v_fmac_f32_e32 v1, v85, v85
	v_fmac_f32_e32 v46, v86, v86
	ds_bpermute_b32 v41, v63, v1
	v_fmac_f32_e32 v46, v88, v88
	ds_bpermute_b32 v47, v63, v46
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v1, v1, v41
	ds_bpermute_b32 v41, v64, v1
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v46, v46, v47
	ds_bpermute_b32 v47, v64, v46
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v1, v1, v41
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v41, v46, v47
	ds_bpermute_b32 v46, v65, v1
	ds_bpermute_b32 v47, v65, v41
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v1, v1, v46
	ds_bpermute_b32 v46, v66, v1
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v41, v41, v47
	ds_bpermute_b32 v47, v66, v41
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v1, v1, v46
	ds_bpermute_b32 v46, v67, v1
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v41, v41, v47
	ds_bpermute_b32 v47, v67, v41
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v1, v1, v46
	v_add_f32_e32 v1, 0x358637bd, v1
	v_mul_f32_e32 v46, 0x4f800000, v1
	v_cmp_gt_f32_e32 vcc, s63, v1
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v41, v41, v47
	v_add_f32_e32 v41, 0x358637bd, v41
	v_cndmask_b32_e32 v1, v1, v46, vcc
	v_sqrt_f32_e32 v46, v1
	v_mul_f32_e32 v47, 0x4f800000, v41
	v_cmp_gt_f32_e64 s[0:1], s63, v41
	v_add_u32_e32 v48, 1, v46
	s_nop 0
	v_cndmask_b32_e64 v41, v41, v47, s[0:1]
	v_add_u32_e32 v47, -1, v46
	v_fma_f32 v49, -v47, v46, v1
	v_fma_f32 v50, -v48, v46, v1
	v_cmp_ge_f32_e64 s[6:7], 0, v49
	s_nop 1
	v_cndmask_b32_e64 v46, v46, v47, s[6:7]
	v_cmp_lt_f32_e64 s[6:7], 0, v50
	s_nop 1
	v_cndmask_b32_e64 v46, v46, v48, s[6:7]
	v_sqrt_f32_e32 v48, v41
	v_mul_f32_e32 v47, 0x37800000, v46
	v_cndmask_b32_e32 v46, v46, v47, vcc
	v_cmp_class_f32_e32 vcc, v1, v75
	s_nop 1
	v_cndmask_b32_e32 v1, v46, v1, vcc
	v_add_u32_e32 v46, -1, v48
	v_fma_f32 v47, -v46, v48, v41
	v_cmp_ge_f32_e32 vcc, 0, v47
	v_add_u32_e32 v47, 1, v48
	s_nop 0
	v_cndmask_b32_e32 v46, v48, v46, vcc
	v_fma_f32 v48, -v47, v48, v41
	v_cmp_lt_f32_e32 vcc, 0, v48
	v_div_scale_f32 v48, s[6:7], v1, v1, v89
	v_rcp_f32_e32 v49, v48
	v_cndmask_b32_e32 v46, v46, v47, vcc
	v_mul_f32_e32 v47, 0x37800000, v46
	v_cndmask_b32_e64 v46, v46, v47, s[0:1]
	v_cmp_class_f32_e32 vcc, v41, v75
	s_nop 1
	v_cndmask_b32_e32 v41, v46, v41, vcc
	v_fma_f32 v46, -v48, v49, 1.0
	v_fmac_f32_e32 v49, v46, v49
	v_div_scale_f32 v46, vcc, v89, v1, v89
	v_mul_f32_e32 v47, v46, v49
	v_fma_f32 v50, -v48, v47, v46
	v_fmac_f32_e32 v47, v50, v49
	v_fma_f32 v46, -v48, v47, v46
	v_div_scale_f32 v48, s[0:1], v1, v1, v87
	v_rcp_f32_e32 v50, v48
	v_div_fmas_f32 v46, v46, v49, v47
	v_div_fixup_f32 v47, v46, v1, v89
	v_fma_f32 v46, -v48, v50, 1.0
	v_fmac_f32_e32 v50, v46, v50
	v_div_scale_f32 v46, vcc, v87, v1, v87
	v_mul_f32_e32 v49, v46, v50
	v_fma_f32 v51, -v48, v49, v46
	v_fmac_f32_e32 v49, v51, v50
	v_fma_f32 v46, -v48, v49, v46
	v_div_scale_f32 v48, s[0:1], v41, v41, v91
	v_rcp_f32_e32 v51, v48
	v_div_fmas_f32 v46, v46, v50, v49
	v_div_fixup_f32 v46, v46, v1, v87
	v_pk_mul_f32 v[46:47], s[56:57], v[46:47]
	v_fma_f32 v49, -v48, v51, 1.0
	v_fmac_f32_e32 v51, v49, v51
	v_div_scale_f32 v49, vcc, v91, v41, v91
	v_mul_f32_e32 v50, v49, v51
	v_fma_f32 v87, -v48, v50, v49
	v_fmac_f32_e32 v50, v87, v51
	v_fma_f32 v48, -v48, v50, v49
	v_div_scale_f32 v49, s[0:1], v41, v41, v90
	v_rcp_f32_e32 v87, v49
	v_div_fmas_f32 v48, v48, v51, v50
	v_div_fixup_f32 v91, v48, v41, v91
	v_fma_f32 v48, -v49, v87, 1.0
	v_fmac_f32_e32 v87, v48, v87
	v_div_scale_f32 v48, vcc, v90, v41, v90
	v_mul_f32_e32 v50, v48, v87
	v_fma_f32 v51, -v49, v50, v48
	v_fmac_f32_e32 v50, v51, v87
	v_fma_f32 v48, -v49, v50, v48
	v_div_scale_f32 v49, s[0:1], v1, v1, v85
	v_rcp_f32_e32 v51, v49
	v_div_fmas_f32 v48, v48, v87, v50
	v_div_fixup_f32 v90, v48, v41, v90
	v_fma_f32 v48, -v49, v51, 1.0
	v_fmac_f32_e32 v51, v48, v51
	v_div_scale_f32 v48, vcc, v85, v1, v85
	v_mul_f32_e32 v50, v48, v51
	v_fma_f32 v87, -v49, v50, v48
	v_fmac_f32_e32 v50, v87, v51
	v_div_scale_f32 v87, s[0:1], v1, v1, v84
	v_rcp_f32_e32 v89, v87
	v_fma_f32 v48, -v49, v50, v48
	v_div_fmas_f32 v48, v48, v51, v50
	v_div_fixup_f32 v49, v48, v1, v85
	v_fma_f32 v48, -v87, v89, 1.0
	v_fmac_f32_e32 v89, v48, v89
	v_div_scale_f32 v48, vcc, v84, v1, v84
	v_mul_f32_e32 v50, v48, v89
	v_fma_f32 v51, -v87, v50, v48
	v_fmac_f32_e32 v50, v51, v89
	v_fma_f32 v48, -v87, v50, v48
	v_div_fmas_f32 v48, v48, v89, v50
	v_div_scale_f32 v50, s[0:1], v41, v41, v88
	v_rcp_f32_e32 v51, v50
	v_div_fixup_f32 v48, v48, v1, v84
	v_pk_mul_f32 v[48:49], s[56:57], v[48:49]
	ds_write_b128 v72, v[46:49]
	v_fma_f32 v1, -v50, v51, 1.0
	v_fmac_f32_e32 v51, v1, v51
	v_div_scale_f32 v1, vcc, v88, v41, v88
	v_mul_f32_e32 v46, v1, v51
	v_fma_f32 v47, -v50, v46, v1
	v_fmac_f32_e32 v46, v47, v51
	v_div_scale_f32 v47, s[0:1], v41, v41, v86
	v_rcp_f32_e32 v48, v47
	v_fma_f32 v1, -v50, v46, v1
	v_div_fmas_f32 v1, v1, v51, v46
	v_div_fixup_f32 v93, v1, v41, v88
	v_fma_f32 v1, -v47, v48, 1.0
	v_fmac_f32_e32 v48, v1, v48
	v_div_scale_f32 v1, vcc, v86, v41, v86
	v_mul_f32_e32 v46, v1, v48
	v_fma_f32 v49, -v47, v46, v1
	v_fmac_f32_e32 v46, v49, v48
	v_fma_f32 v1, -v47, v46, v1
	v_div_fmas_f32 v1, v1, v48, v46
	s_waitcnt vmcnt(0)
	v_pk_add_f32 v[48:49], v[18:19], v[42:43]
	v_div_fixup_f32 v92, v1, v41, v86
	v_pk_mul_f32 v[50:51], s[12:13], v[48:49]
	v_mov_b64_e32 v[42:43], s[60:61]
	v_cmp_ngt_f32_e32 vcc, s15, v50
	ds_write_b128 v73, v[90:93]
	s_nop 0
	v_cndmask_b32_e32 v1, v56, v50, vcc
	v_cmp_ngt_f32_e32 vcc, s15, v51
	s_nop 1
	v_cndmask_b32_e32 v41, v56, v51, vcc
	v_cmp_nlt_f32_e32 vcc, s23, v41
	s_nop 1
	v_cndmask_b32_e32 v85, v57, v41, vcc
	v_cmp_nlt_f32_e32 vcc, s23, v1
	s_nop 1
	v_cndmask_b32_e32 v84, v57, v1, vcc
	v_pk_fma_f32 v[46:47], v[84:85], s[22:23], v[42:43] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_add_f32 v[86:87], v[46:47], s[24:25] op_sel_hi:[1,0]
	v_pk_add_f32 v[46:47], v[20:21], v[44:45]
	v_cmp_o_f32_e32 vcc, v87, v87
	v_pk_fma_f32 v[84:85], v[86:87], s[30:31], v[84:85] op_sel_hi:[1,0,1]
	v_mov_b64_e32 v[44:45], s[62:63]
	v_cndmask_b32_e32 v1, 0, v87, vcc
	v_cmp_o_f32_e32 vcc, v86, v86
	v_cvt_i32_f32_e32 v1, v1
	v_ashrrev_i32_e32 v102, 1, v1
	v_cndmask_b32_e32 v41, 0, v86, vcc
	v_pk_mul_f32 v[86:87], v[86:87], s[34:35] op_sel_hi:[1,0]
	v_cvt_i32_f32_e32 v89, v41
	v_pk_add_f32 v[90:91], v[84:85], v[86:87]
	v_sub_u32_e32 v1, v1, v102
	v_pk_fma_f32 v[96:97], v[90:91], s[36:37], v[44:45] op_sel_hi:[1,0,0]
	v_pk_mul_f32 v[98:99], v[90:91], v[90:91]
	v_pk_fma_f32 v[96:97], v[96:97], v[90:91], s[64:65] op_sel_hi:[1,1,0]
	v_pk_add_f32 v[92:93], v[90:91], v[84:85] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_fma_f32 v[96:97], v[96:97], v[90:91], s[66:67] op_sel_hi:[1,1,0]
	v_pk_add_f32 v[94:95], v[86:87], v[92:93] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_fma_f32 v[96:97], v[96:97], v[90:91], s[68:69] op_sel_hi:[1,1,0]
	v_ashrrev_i32_e32 v103, 1, v89
	v_pk_fma_f32 v[96:97], v[96:97], v[90:91], 0.5 op_sel_hi:[1,1,0]
	v_lshl_add_u32 v88, v103, 23, 1.0
	v_pk_mul_f32 v[96:97], v[98:99], v[96:97]
	s_nop 0
	v_pk_add_f32 v[98:99], v[90:91], v[96:97]
	s_nop 0
	v_pk_add_f32 v[90:91], v[98:99], v[90:91] neg_lo:[0,1] neg_hi:[0,1]
	v_mov_b32_e32 v86, v99
	v_pk_add_f32 v[90:91], v[96:97], v[90:91] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[96:97], v[98:99], 1.0 op_sel_hi:[1,0]
	s_nop 0
	v_add_f32_e32 v41, -1.0, v96
	v_sub_f32_e32 v84, v98, v41
	v_mov_b32_e32 v41, v85
	v_pk_add_f32 v[100:101], v[96:97], v[40:41] op_sel:[1,0] op_sel_hi:[0,1]
	v_mov_b32_e32 v101, v93
	v_pk_add_f32 v[86:87], v[86:87], v[100:101] neg_lo:[0,1] neg_hi:[0,1]
	v_sub_u32_e32 v41, v89, v103
	v_mov_b32_e32 v95, v87
	v_pk_add_f32 v[90:91], v[94:95], v[90:91]
	v_mov_b32_e32 v85, v86
	v_pk_add_f32 v[84:85], v[84:85], v[90:91]
	v_lshl_add_u32 v89, v102, 23, 1.0
	v_pk_add_f32 v[84:85], v[96:97], v[84:85]
	v_lshl_add_u32 v87, v1, 23, 1.0
	v_lshl_add_u32 v86, v41, 23, 1.0
	v_pk_mul_f32 v[84:85], v[84:85], v[88:89]
	s_nop 0
	v_pk_mul_f32 v[84:85], v[84:85], v[86:87]
	s_nop 0
	v_pk_add_f32 v[84:85], v[84:85], 1.0 op_sel_hi:[1,0]
	s_nop 0
	v_pk_mul_f32 v[86:87], v[84:85], s[70:71] op_sel_hi:[1,0]
	v_cmp_gt_f32_e32 vcc, s65, v84
	v_cmp_gt_f32_e64 s[0:1], s65, v85
	s_nop 0
	v_cndmask_b32_e32 v1, v84, v86, vcc
	v_cndmask_b32_e64 v41, v85, v87, s[0:1]
	v_add_u32_e32 v88, 0xc0cafb0d, v41
	v_add_u32_e32 v89, 0xc0cafb0d, v1
	v_and_b32_e32 v86, 0xff800000, v88
	v_and_b32_e32 v90, 0xff800000, v89
	v_sub_u32_e32 v87, v41, v86
	v_sub_u32_e32 v86, v1, v90
	v_cndmask_b32_e32 v41, 0, v77, vcc
	v_ashrrev_i32_e32 v90, 23, v88
	v_ashrrev_i32_e32 v88, 23, v89
	v_pk_add_f32 v[86:87], v[86:87], -1.0 op_sel_hi:[1,0]
	v_add_u32_e32 v41, v88, v41
	v_pk_add_f32 v[88:89], v[86:87], 2.0 op_sel_hi:[1,0]
	v_cndmask_b32_e64 v1, 0, v77, s[0:1]
	v_div_scale_f32 v92, s[0:1], v89, v89, v87
	v_rcp_f32_e32 v93, v92
	v_add_u32_e32 v1, v90, v1
	v_cvt_f32_i32_e32 v91, v1
	v_cvt_f32_i32_e32 v90, v41
	v_fma_f32 v1, -v92, v93, 1.0
	v_fmac_f32_e32 v93, v1, v93
	v_div_scale_f32 v1, vcc, v87, v89, v87
	v_mul_f32_e32 v41, v1, v93
	v_fma_f32 v94, -v92, v41, v1
	v_fmac_f32_e32 v41, v94, v93
	v_fma_f32 v1, -v92, v41, v1
	v_div_scale_f32 v92, s[0:1], v88, v88, v86
	v_rcp_f32_e32 v94, v92
	v_div_fmas_f32 v1, v1, v93, v41
	v_div_fixup_f32 v89, v1, v89, v87
	v_fma_f32 v1, -v92, v94, 1.0
	v_fmac_f32_e32 v94, v1, v94
	v_div_scale_f32 v1, vcc, v86, v88, v86
	v_mul_f32_e32 v41, v1, v94
	v_fma_f32 v93, -v92, v41, v1
	v_fmac_f32_e32 v41, v93, v94
	v_fma_f32 v1, -v92, v41, v1
	v_div_fmas_f32 v1, v1, v94, v41
	v_div_fixup_f32 v88, v1, v88, v86
	v_pk_mul_f32 v[92:93], v[88:89], v[88:89]
	v_mov_b64_e32 v[94:95], s[72:73]
	v_pk_fma_f32 v[96:97], v[92:93], s[74:75], v[94:95] op_sel_hi:[1,0,0]
	v_cmp_neq_f32_e32 vcc, 0, v84
	v_pk_fma_f32 v[96:97], v[96:97], v[92:93], s[76:77] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[96:97], v[96:97], v[92:93], s[78:79] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[96:97], v[96:97], v[92:93], s[80:81] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_mul_f32 v[92:93], v[92:93], v[96:97] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_pk_add_f32 v[92:93], v[86:87], v[92:93]
	s_nop 0
	v_pk_fma_f32 v[86:87], v[88:89], v[92:93], v[86:87] neg_lo:[1,0,0] neg_hi:[1,0,0]
	s_nop 0
	v_pk_fma_f32 v[86:87], v[90:91], s[82:83], v[86:87] op_sel_hi:[1,0,1]
	s_nop 0
	v_pk_fma_f32 v[86:87], v[90:91], s[84:85], v[86:87] op_sel_hi:[1,0,1]
	s_nop 0
	v_cndmask_b32_e32 v1, v78, v86, vcc
	v_cmp_neq_f32_e32 vcc, 0, v85
	s_nop 1
	v_cndmask_b32_e32 v41, v78, v87, vcc
	v_cmp_neq_f32_e32 vcc, s67, v85
	s_nop 1
	v_cndmask_b32_e32 v41, v79, v41, vcc
	v_cmp_neq_f32_e32 vcc, s67, v84
	s_nop 1
	v_cndmask_b32_e32 v1, v79, v1, vcc
	v_cmp_ngt_f32_e32 vcc, 0, v84
	s_nop 1
	v_cndmask_b32_e32 v1, v80, v1, vcc
	v_cmp_ngt_f32_e32 vcc, 0, v85
	s_nop 1
	v_cndmask_b32_e32 v41, v80, v41, vcc
	v_cmp_u_f32_e32 vcc, v85, v85
	s_nop 1
	v_cndmask_b32_e32 v85, v41, v85, vcc
	v_cmp_u_f32_e32 vcc, v84, v84
	s_nop 1
	v_cndmask_b32_e32 v84, v1, v84, vcc
	v_pk_mul_f32 v[84:85], v[28:29], v[84:85]
	v_cmp_ge_f32_e32 vcc, s35, v51
	s_nop 1
	v_cndmask_b32_e32 v49, v49, v85, vcc
	v_cmp_ge_f32_e32 vcc, s14, v50
	s_nop 1
	v_cndmask_b32_e32 v48, v48, v84, vcc
	v_pk_mul_f32 v[48:49], v[32:33], v[48:49]
	s_nop 0
	v_cmp_ngt_f32_e32 vcc, s15, v48
	s_nop 1
	v_cndmask_b32_e32 v1, v56, v48, vcc
	v_cmp_ngt_f32_e32 vcc, s15, v49
	s_nop 1
	v_cndmask_b32_e32 v41, v56, v49, vcc
	v_cmp_nlt_f32_e32 vcc, s23, v41
	s_nop 1
	v_cndmask_b32_e32 v49, v57, v41, vcc
	v_cmp_nlt_f32_e32 vcc, s23, v1
	s_nop 1
	v_cndmask_b32_e32 v48, v57, v1, vcc
	v_pk_fma_f32 v[50:51], v[48:49], s[22:23], v[42:43] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_add_f32 v[50:51], v[50:51], s[24:25] op_sel_hi:[1,0]
	s_nop 0
	v_pk_fma_f32 v[48:49], v[50:51], s[30:31], v[48:49] op_sel_hi:[1,0,1]
	v_pk_mul_f32 v[84:85], v[50:51], s[34:35] op_sel_hi:[1,0]
	v_cmp_o_f32_e32 vcc, v51, v51
	v_pk_add_f32 v[86:87], v[48:49], v[84:85]
	s_nop 0
	v_pk_add_f32 v[48:49], v[86:87], v[48:49] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_mul_f32 v[88:89], v[86:87], v[86:87]
	v_pk_add_f32 v[48:49], v[84:85], v[48:49] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_fma_f32 v[84:85], v[86:87], s[36:37], v[44:45] op_sel_hi:[1,0,0]
	v_cndmask_b32_e32 v1, 0, v51, vcc
	v_pk_fma_f32 v[84:85], v[84:85], v[86:87], s[64:65] op_sel_hi:[1,1,0]
	v_cmp_o_f32_e32 vcc, v50, v50
	v_pk_fma_f32 v[84:85], v[84:85], v[86:87], s[66:67] op_sel_hi:[1,1,0]
	v_cvt_i32_f32_e32 v1, v1
	v_pk_fma_f32 v[84:85], v[84:85], v[86:87], s[68:69] op_sel_hi:[1,1,0]
	v_cndmask_b32_e32 v41, 0, v50, vcc
	v_pk_fma_f32 v[84:85], v[84:85], v[86:87], 0.5 op_sel_hi:[1,1,0]
	v_cvt_i32_f32_e32 v41, v41
	v_pk_mul_f32 v[84:85], v[88:89], v[84:85]
	v_ashrrev_i32_e32 v50, 1, v1
	v_pk_add_f32 v[88:89], v[86:87], v[84:85]
	v_sub_u32_e32 v1, v1, v50
	v_pk_add_f32 v[86:87], v[88:89], v[86:87] neg_lo:[0,1] neg_hi:[0,1]
	v_lshl_add_u32 v51, v50, 23, 1.0
	v_pk_add_f32 v[84:85], v[84:85], v[86:87] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_pk_add_f32 v[48:49], v[48:49], v[84:85]
	v_pk_add_f32 v[84:85], v[88:89], 1.0 op_sel_hi:[1,0]
	s_nop 0
	v_pk_add_f32 v[86:87], v[84:85], -1.0 op_sel_hi:[1,0]
	s_nop 0
	v_pk_add_f32 v[86:87], v[88:89], v[86:87] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_pk_add_f32 v[48:49], v[86:87], v[48:49]
	v_pk_mul_f32 v[86:87], s[12:13], v[46:47]
	v_pk_add_f32 v[48:49], v[84:85], v[48:49]
	v_ashrrev_i32_e32 v84, 1, v41
	v_cmp_ngt_f32_e32 vcc, s15, v86
	v_sub_u32_e32 v41, v41, v84
	v_lshl_add_u32 v85, v1, 23, 1.0
	v_cndmask_b32_e32 v1, v56, v86, vcc
	v_cmp_ngt_f32_e32 vcc, s15, v87
	v_lshl_add_u32 v50, v84, 23, 1.0
	v_lshl_add_u32 v84, v41, 23, 1.0
	v_cndmask_b32_e32 v41, v56, v87, vcc
	v_cmp_nlt_f32_e32 vcc, s23, v41
	v_pk_mul_f32 v[48:49], v[48:49], v[50:51]
	s_nop 0
	v_cndmask_b32_e32 v89, v57, v41, vcc
	v_cmp_nlt_f32_e32 vcc, s23, v1
	v_pk_mul_f32 v[48:49], v[48:49], v[84:85]
	s_nop 0
	v_cndmask_b32_e32 v88, v57, v1, vcc
	v_pk_fma_f32 v[90:91], v[88:89], s[22:23], v[42:43] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_add_f32 v[90:91], v[90:91], s[24:25] op_sel_hi:[1,0]
	s_nop 0
	v_cmp_o_f32_e32 vcc, v91, v91
	v_pk_fma_f32 v[84:85], v[90:91], s[30:31], v[88:89] op_sel_hi:[1,0,1]
	v_pk_mul_f32 v[88:89], v[90:91], s[34:35] op_sel_hi:[1,0]
	v_cndmask_b32_e32 v1, 0, v91, vcc
	v_cmp_o_f32_e32 vcc, v90, v90
	v_cvt_i32_f32_e32 v1, v1
	v_ashrrev_i32_e32 v51, 1, v1
	v_cndmask_b32_e32 v41, 0, v90, vcc
	v_pk_add_f32 v[90:91], v[84:85], v[88:89]
	v_cvt_i32_f32_e32 v104, v41
	v_pk_fma_f32 v[98:99], v[90:91], s[36:37], v[44:45] op_sel_hi:[1,0,0]
	v_pk_mul_f32 v[100:101], v[90:91], v[90:91]
	v_pk_fma_f32 v[98:99], v[98:99], v[90:91], s[64:65] op_sel_hi:[1,1,0]
	v_pk_add_f32 v[92:93], v[90:91], v[84:85] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_fma_f32 v[98:99], v[98:99], v[90:91], s[66:67] op_sel_hi:[1,1,0]
	v_pk_add_f32 v[96:97], v[88:89], v[92:93] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_fma_f32 v[98:99], v[98:99], v[90:91], s[68:69] op_sel_hi:[1,1,0]
	v_ashrrev_i32_e32 v105, 1, v104
	v_pk_fma_f32 v[98:99], v[98:99], v[90:91], 0.5 op_sel_hi:[1,1,0]
	v_lshl_add_u32 v50, v105, 23, 1.0
	v_pk_mul_f32 v[98:99], v[100:101], v[98:99]
	v_sub_u32_e32 v1, v1, v51
	v_pk_add_f32 v[100:101], v[90:91], v[98:99]
	v_lshl_add_u32 v51, v51, 23, 1.0
	v_pk_add_f32 v[90:91], v[100:101], v[90:91] neg_lo:[0,1] neg_hi:[0,1]
	v_mov_b32_e32 v88, v101
	v_pk_add_f32 v[90:91], v[98:99], v[90:91] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[98:99], v[100:101], 1.0 op_sel_hi:[1,0]
	s_nop 0
	v_add_f32_e32 v41, -1.0, v98
	v_sub_f32_e32 v84, v100, v41
	v_mov_b32_e32 v41, v85
	v_pk_add_f32 v[102:103], v[98:99], v[40:41] op_sel:[1,0] op_sel_hi:[0,1]
	v_mov_b32_e32 v103, v93
	v_pk_add_f32 v[88:89], v[88:89], v[102:103] neg_lo:[0,1] neg_hi:[0,1]
	v_sub_u32_e32 v41, v104, v105
	v_mov_b32_e32 v97, v89
	v_pk_add_f32 v[90:91], v[96:97], v[90:91]
	v_mov_b32_e32 v85, v88
	v_pk_add_f32 v[84:85], v[84:85], v[90:91]
	v_lshl_add_u32 v89, v1, 23, 1.0
	v_pk_add_f32 v[84:85], v[98:99], v[84:85]
	v_lshl_add_u32 v88, v41, 23, 1.0
	v_pk_mul_f32 v[50:51], v[84:85], v[50:51]
	s_nop 0
	v_pk_mul_f32 v[50:51], v[50:51], v[88:89]
	s_nop 0
	v_pk_add_f32 v[50:51], v[50:51], 1.0 op_sel_hi:[1,0]
	s_nop 0
	v_pk_mul_f32 v[84:85], v[50:51], s[70:71] op_sel_hi:[1,0]
	v_cmp_gt_f32_e32 vcc, s65, v50
	v_cmp_gt_f32_e64 s[0:1], s65, v51
	s_nop 0
	v_cndmask_b32_e32 v1, v50, v84, vcc
	v_cndmask_b32_e64 v41, v51, v85, s[0:1]
	v_add_u32_e32 v88, 0xc0cafb0d, v41
	v_add_u32_e32 v89, 0xc0cafb0d, v1
	v_and_b32_e32 v84, 0xff800000, v88
	v_and_b32_e32 v90, 0xff800000, v89
	v_sub_u32_e32 v85, v41, v84
	v_sub_u32_e32 v84, v1, v90
	v_cndmask_b32_e32 v41, 0, v77, vcc
	v_ashrrev_i32_e32 v90, 23, v88
	v_ashrrev_i32_e32 v88, 23, v89
	v_pk_add_f32 v[84:85], v[84:85], -1.0 op_sel_hi:[1,0]
	v_add_u32_e32 v41, v88, v41
	v_pk_add_f32 v[88:89], v[84:85], 2.0 op_sel_hi:[1,0]
	v_cndmask_b32_e64 v1, 0, v77, s[0:1]
	v_div_scale_f32 v92, s[0:1], v89, v89, v85
	v_rcp_f32_e32 v93, v92
	v_add_u32_e32 v1, v90, v1
	v_cvt_f32_i32_e32 v91, v1
	v_cvt_f32_i32_e32 v90, v41
	v_fma_f32 v1, -v92, v93, 1.0
	v_fmac_f32_e32 v93, v1, v93
	v_div_scale_f32 v1, vcc, v85, v89, v85
	v_mul_f32_e32 v41, v1, v93
	v_fma_f32 v96, -v92, v41, v1
	v_fmac_f32_e32 v41, v96, v93
	v_fma_f32 v1, -v92, v41, v1
	v_div_scale_f32 v92, s[0:1], v88, v88, v84
	v_rcp_f32_e32 v96, v92
	v_div_fmas_f32 v1, v1, v93, v41
	v_div_fixup_f32 v89, v1, v89, v85
	v_fma_f32 v1, -v92, v96, 1.0
	v_fmac_f32_e32 v96, v1, v96
	v_div_scale_f32 v1, vcc, v84, v88, v84
	v_mul_f32_e32 v41, v1, v96
	v_fma_f32 v93, -v92, v41, v1
	v_fmac_f32_e32 v41, v93, v96
	v_fma_f32 v1, -v92, v41, v1
	v_div_fmas_f32 v1, v1, v96, v41
	v_div_fixup_f32 v88, v1, v88, v84
	v_pk_mul_f32 v[92:93], v[88:89], v[88:89]
	v_cmp_neq_f32_e32 vcc, 0, v50
	v_pk_fma_f32 v[94:95], v[92:93], s[74:75], v[94:95] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_fma_f32 v[94:95], v[94:95], v[92:93], s[76:77] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[94:95], v[94:95], v[92:93], s[78:79] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[94:95], v[94:95], v[92:93], s[80:81] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_mul_f32 v[92:93], v[92:93], v[94:95] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_pk_add_f32 v[92:93], v[84:85], v[92:93]
	s_nop 0
	v_pk_fma_f32 v[84:85], v[88:89], v[92:93], v[84:85] neg_lo:[1,0,0] neg_hi:[1,0,0]
	s_nop 0
	v_pk_fma_f32 v[84:85], v[90:91], s[82:83], v[84:85] op_sel_hi:[1,0,1]
	s_nop 0
	v_pk_fma_f32 v[84:85], v[90:91], s[84:85], v[84:85] op_sel_hi:[1,0,1]
	s_nop 0
	v_cndmask_b32_e32 v1, v78, v84, vcc
	v_cmp_neq_f32_e32 vcc, 0, v51
	s_nop 1
	v_cndmask_b32_e32 v41, v78, v85, vcc
	v_cmp_neq_f32_e32 vcc, s67, v51
	s_nop 1
	v_cndmask_b32_e32 v41, v79, v41, vcc
	v_cmp_neq_f32_e32 vcc, s67, v50
	s_nop 1
	v_cndmask_b32_e32 v1, v79, v1, vcc
	v_cmp_ngt_f32_e32 vcc, 0, v50
	s_nop 1
	v_cndmask_b32_e32 v1, v80, v1, vcc
	v_cmp_ngt_f32_e32 vcc, 0, v51
	s_nop 1
	v_cndmask_b32_e32 v41, v80, v41, vcc
	v_cmp_u_f32_e32 vcc, v51, v51
	s_nop 1
	v_cndmask_b32_e32 v51, v41, v51, vcc
	v_cmp_u_f32_e32 vcc, v50, v50
	s_nop 1
	v_cndmask_b32_e32 v50, v1, v50, vcc
	v_pk_mul_f32 v[50:51], v[28:29], v[50:51]
	v_cmp_ge_f32_e32 vcc, s35, v87
	s_nop 1
	v_cndmask_b32_e32 v47, v47, v51, vcc
	v_cmp_ge_f32_e32 vcc, s14, v86
	s_nop 1
	v_cndmask_b32_e32 v46, v46, v50, vcc
	v_pk_mul_f32 v[46:47], v[32:33], v[46:47]
	s_nop 0
	v_cmp_ngt_f32_e32 vcc, s15, v46
	s_nop 1
	v_cndmask_b32_e32 v1, v56, v46, vcc
	v_cmp_ngt_f32_e32 vcc, s15, v47
	s_nop 1
	v_cndmask_b32_e32 v41, v56, v47, vcc
	v_cmp_nlt_f32_e32 vcc, s23, v41
	s_nop 1
	v_cndmask_b32_e32 v47, v57, v41, vcc
	v_cmp_nlt_f32_e32 vcc, s23, v1
	s_nop 1
	v_cndmask_b32_e32 v46, v57, v1, vcc
	v_pk_fma_f32 v[42:43], v[46:47], s[22:23], v[42:43] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_add_f32 v[42:43], v[42:43], s[24:25] op_sel_hi:[1,0]
	s_nop 0
	v_pk_fma_f32 v[46:47], v[42:43], s[30:31], v[46:47] op_sel_hi:[1,0,1]
	v_pk_mul_f32 v[50:51], v[42:43], s[34:35] op_sel_hi:[1,0]
	v_cmp_o_f32_e32 vcc, v43, v43
	v_pk_add_f32 v[84:85], v[46:47], v[50:51]
	s_nop 0
	v_pk_fma_f32 v[44:45], v[84:85], s[36:37], v[44:45] op_sel_hi:[1,0,0]
	v_pk_add_f32 v[46:47], v[84:85], v[46:47] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_fma_f32 v[44:45], v[44:45], v[84:85], s[64:65] op_sel_hi:[1,1,0]
	v_pk_add_f32 v[46:47], v[50:51], v[46:47] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_fma_f32 v[44:45], v[44:45], v[84:85], s[66:67] op_sel_hi:[1,1,0]
	v_pk_mul_f32 v[50:51], v[84:85], v[84:85]
	v_pk_fma_f32 v[44:45], v[44:45], v[84:85], s[68:69] op_sel_hi:[1,1,0]
	v_cndmask_b32_e32 v1, 0, v43, vcc
	v_pk_fma_f32 v[44:45], v[44:45], v[84:85], 0.5 op_sel_hi:[1,1,0]
	v_cmp_o_f32_e32 vcc, v42, v42
	v_pk_mul_f32 v[44:45], v[50:51], v[44:45]
	v_cvt_i32_f32_e32 v1, v1
	v_pk_add_f32 v[50:51], v[84:85], v[44:45]
	v_cndmask_b32_e32 v41, 0, v42, vcc
	v_pk_add_f32 v[84:85], v[50:51], v[84:85] neg_lo:[0,1] neg_hi:[0,1]
	v_cvt_i32_f32_e32 v41, v41
	v_pk_add_f32 v[44:45], v[44:45], v[84:85] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_pk_add_f32 v[44:45], v[46:47], v[44:45]
	v_pk_add_f32 v[46:47], v[50:51], 1.0 op_sel_hi:[1,0]
	s_nop 0
	v_pk_add_f32 v[84:85], v[46:47], -1.0 op_sel_hi:[1,0]
	s_nop 0
	v_pk_add_f32 v[50:51], v[50:51], v[84:85] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_pk_add_f32 v[42:43], v[50:51], v[44:45]
	v_ashrrev_i32_e32 v44, 1, v1
	v_pk_add_f32 v[42:43], v[46:47], v[42:43]
	v_ashrrev_i32_e32 v46, 1, v41
	v_sub_u32_e32 v41, v41, v46
	v_sub_u32_e32 v1, v1, v44
	v_lshl_add_u32 v45, v44, 23, 1.0
	v_lshl_add_u32 v44, v46, 23, 1.0
	v_lshl_add_u32 v47, v1, 23, 1.0
	v_lshl_add_u32 v46, v41, 23, 1.0
	v_pk_mul_f32 v[42:43], v[42:43], v[44:45]
	s_nop 0
	v_pk_mul_f32 v[50:51], v[42:43], v[46:47]
	ds_write_b128 v71, v[48:51]
	s_or_b64 exec, exec, s[10:11]
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_71
.LBB0_86:
	v_sub_f32_e32 v1, 0, v83
	v_cmp_nlt_f32_e64 vcc, -v83, s15
	s_nop 1
	v_cndmask_b32_e32 v1, v56, v1, vcc
	v_cmp_nlt_f32_e32 vcc, s23, v1
	s_nop 1
	v_cndmask_b32_e32 v1, v57, v1, vcc
	v_fmamk_f32 v41, v1, 0x3fb8aa3b, v58
	v_add_f32_e32 v41, 0xcb400000, v41
	v_fmac_f32_e32 v1, 0xbf317218, v41
	v_mul_f32_e32 v43, 0x3102e308, v41
	v_add_f32_e32 v45, v1, v43
	v_fmamk_f32 v42, v45, 0x39500d01, v59
	v_fmaak_f32 v42, v42, v45, 0x3c088889
	v_fmaak_f32 v42, v42, v45, 0x3d2aaaab
	v_fmaak_f32 v42, v42, v45, 0x3e2aaaab
	v_fma_f32 v42, v42, v45, 0.5
	v_mul_f32_e32 v44, v45, v45
	v_mul_f32_e32 v44, v44, v42
	v_add_f32_e32 v42, v45, v44
	v_cmp_o_f32_e32 vcc, v41, v41
	v_sub_f32_e32 v46, v42, v45
	v_sub_f32_e32 v45, v45, v1
	v_cndmask_b32_e32 v1, 0, v41, vcc
	v_add_f32_e32 v47, 1.0, v42
	v_cvt_i32_f32_e32 v1, v1
	v_sub_f32_e32 v46, v44, v46
	v_add_f32_e32 v44, -1.0, v47
	v_pk_add_f32 v[42:43], v[42:43], v[44:45] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_add_f32_e32 v41, v43, v46
	v_add_f32_e32 v41, v42, v41
	v_ashrrev_i32_e32 v42, 1, v1
	v_add_f32_e32 v41, v47, v41
	v_sub_u32_e32 v1, v1, v42
	v_lshl_add_u32 v42, v42, 23, 1.0
	v_lshl_add_u32 v1, v1, 23, 1.0
	v_mul_f32_e32 v41, v41, v42
	v_mul_f32_e32 v1, v41, v1
	v_add_f32_e32 v1, 1.0, v1
	v_div_scale_f32 v41, s[4:5], v1, v1, 1.0
	v_rcp_f32_e32 v42, v41
	s_nop 0
	v_fma_f32 v43, -v41, v42, 1.0
	v_fmac_f32_e32 v42, v43, v42
	v_div_scale_f32 v43, vcc, 1.0, v1, 1.0
	v_mul_f32_e32 v44, v43, v42
	v_fma_f32 v45, -v41, v44, v43
	v_fmac_f32_e32 v44, v45, v42
	v_fma_f32 v41, -v41, v44, v43
	v_div_fmas_f32 v41, v41, v42, v44
	v_div_fixup_f32 v1, v41, v1, 1.0
	ds_write_b32 v74, v1
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execnz .LBB0_72
	s_branch .LBB0_73
.LBB0_87:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel kda_verify_snapshot_act_bf16_dt_f32_pool_f32_bv16w2_tree
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
		.amdhsa_next_free_vgpr 118
		.amdhsa_next_free_sgpr 91
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
	.size	kda_verify_snapshot_act_bf16_dt_f32_pool_f32_bv16w2_tree, .Lfunc_end0-kda_verify_snapshot_act_bf16_dt_f32_pool_f32_bv16w2_tree

	.set kda_verify_snapshot_act_bf16_dt_f32_pool_f32_bv16w2_tree.num_vgpr, 118
	.set kda_verify_snapshot_act_bf16_dt_f32_pool_f32_bv16w2_tree.num_agpr, 0
	.set kda_verify_snapshot_act_bf16_dt_f32_pool_f32_bv16w2_tree.numbered_sgpr, 90
	.set kda_verify_snapshot_act_bf16_dt_f32_pool_f32_bv16w2_tree.num_named_barrier, 0
	.set kda_verify_snapshot_act_bf16_dt_f32_pool_f32_bv16w2_tree.private_seg_size, 0
	.set kda_verify_snapshot_act_bf16_dt_f32_pool_f32_bv16w2_tree.uses_vcc, 1
	.set kda_verify_snapshot_act_bf16_dt_f32_pool_f32_bv16w2_tree.uses_flat_scratch, 0
	.set kda_verify_snapshot_act_bf16_dt_f32_pool_f32_bv16w2_tree.has_dyn_sized_stack, 0
	.set kda_verify_snapshot_act_bf16_dt_f32_pool_f32_bv16w2_tree.has_recursion, 0
	.set kda_verify_snapshot_act_bf16_dt_f32_pool_f32_bv16w2_tree.has_indirect_call, 0
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
    .name:           kda_verify_snapshot_act_bf16_dt_f32_pool_f32_bv16w2_tree
    .private_segment_fixed_size: 0
    .sgpr_count:     96
    .sgpr_spill_count: 0
    .symbol:         kda_verify_snapshot_act_bf16_dt_f32_pool_f32_bv16w2_tree.kd
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
