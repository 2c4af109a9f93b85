; deltagen generated file: do not edit. Regenerate with `cargo xtask gen`.
; kernel: kda_verify  instance: kda_verify_decode_act_bf16_dt_f32_pool_f32_bv8w4  arch: gfx950
; profile=portable  mode=decode  act_dtype=bf16  dt_bias_dtype=f32  pool_dtype=f32  tile=bv8w4  lanes_per_column=32  requests=1
; ir-sha256: 9cf650b74ef5596071466a32732c1ca8729631d7e3e956cef3e5377d0b7eec9f
; llvm: 22.1  pipeline: default<O3>  ld.lld: LLVM 22.1
	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 6
	.text
	.globl	kda_verify_decode_act_bf16_dt_f32_pool_f32_bv8w4
	.p2align	8
	.type	kda_verify_decode_act_bf16_dt_f32_pool_f32_bv8w4,@function
kda_verify_decode_act_bf16_dt_f32_pool_f32_bv8w4:
	s_load_dwordx4 s[4:7], s[0:1], 0x4
	s_load_dword s30, s[0:1], 0x14
	s_mov_b32 s8, s3
	v_and_b32_e32 v11, 31, v0
	v_lshlrev_b32_e32 v10, 2, v11
	s_waitcnt lgkmcnt(0)
	s_max_i32 s3, s6, 1
	v_cvt_f32_u32_e32 v1, s3
	s_ashr_i32 s6, s2, 31
	s_lshr_b32 s6, s6, 28
	s_add_i32 s10, s2, s6
	v_rcp_iflag_f32_e32 v1, v1
	s_and_b32 s6, s10, 0x1ffffff0
	s_sub_i32 s31, s2, s6
	s_sub_i32 s6, 0, s3
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	s_abs_i32 s2, s7
	s_ashr_i32 s28, s10, 4
	s_ashr_i32 s11, s7, 31
	v_readfirstlane_b32 s9, v1
	s_mul_i32 s6, s6, s9
	s_mul_hi_u32 s6, s9, s6
	s_add_i32 s9, s9, s6
	s_mul_hi_u32 s6, s2, s9
	s_mul_i32 s9, s6, s3
	s_sub_i32 s2, s2, s9
	s_add_i32 s9, s6, 1
	s_sub_i32 s12, s2, s3
	s_cmp_ge_u32 s2, s3
	s_cselect_b32 s6, s9, s6
	s_cselect_b32 s2, s12, s2
	s_add_i32 s9, s6, 1
	s_cmp_ge_u32 s2, s3
	s_load_dwordx16 s[12:27], s[0:1], 0x18
	s_cselect_b32 s2, s9, s6
	s_xor_b32 s2, s2, s11
	s_sub_i32 s2, s2, s11
	s_ashr_i32 s9, s8, 31
	s_max_i32 s6, s2, 1
	s_ashr_i32 s29, s28, 31
	s_lshl_b64 s[2:3], s[8:9], 2
	s_waitcnt lgkmcnt(0)
	s_add_u32 s8, s12, s2
	s_addc_u32 s9, s13, s3
	s_load_dword s36, s[8:9], 0x0
	v_cvt_f32_u32_e32 v1, s6
	s_waitcnt lgkmcnt(0)
	s_cmp_gt_i32 s36, -1
	s_cselect_b64 s[8:9], -1, 0
	s_cmp_lt_i32 s36, s5
	s_cselect_b64 s[12:13], -1, 0
	s_and_b64 s[8:9], s[8:9], s[12:13]
	s_add_u32 s2, s14, s2
	s_addc_u32 s3, s15, s3
	s_load_dwordx2 s[14:15], s[2:3], 0x0
	v_rcp_iflag_f32_e32 v2, v1
	v_lshrrev_b32_e32 v1, 5, v0
	v_lshl_or_b32 v6, s31, 3, v1
	v_ashrrev_i32_e32 v7, 31, v6
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
	v_lshl_add_u64 v[4:5], s[2:3], 0, v[6:7]
	s_ashr_i32 s31, s36, 31
	v_lshlrev_b64 v[4:5], 7, v[4:5]
	s_mul_i32 s31, s18, s31
	s_mul_i32 s19, s19, s36
	v_mov_b32_e32 v3, s36
	s_add_i32 s31, s31, s19
	v_mad_u64_u32 v[12:13], s[18:19], s18, v3, v[4:5]
	v_readfirstlane_b32 s33, v2
	v_mov_b32_e32 v2, 0
	s_and_b64 s[18:19], s[8:9], s[4:5]
	v_mov_b32_e32 v3, v2
	v_cndmask_b32_e64 v4, 0, 1, s[18:19]
	v_add_u32_e32 v13, s31, v13
	v_cmp_ne_u32_e64 s[8:9], 1, v4
	s_andn2_b64 vcc, exec, s[18:19]
	v_mov_b64_e32 v[4:5], v[2:3]
	s_cbranch_vccnz .LBB0_2
	v_lshl_add_u64 v[4:5], v[12:13], 2, s[16:17]
	v_lshlrev_b32_e32 v8, 2, v10
	v_mov_b32_e32 v9, v2
	v_lshl_add_u64 v[2:3], v[4:5], 0, v[8:9]
	global_load_dwordx4 v[2:5], v[2:3], off
.LBB0_2:
	s_xor_b64 s[18:19], s[4:5], -1
	s_and_b64 s[12:13], s[12:13], exec
	v_cndmask_b32_e64 v8, 0, 1, s[18:19]
	s_cselect_b32 s12, 0, 4
	v_or_b32_e32 v8, s12, v8
	s_cmp_eq_u32 s30, 0
	v_cmp_eq_u32_e32 vcc, 0, v8
	s_cselect_b64 s[12:13], -1, 0
	s_or_b64 s[12:13], s[12:13], vcc
	s_and_b64 vcc, exec, s[12:13]
	s_cbranch_vccnz .LBB0_6
	v_mbcnt_lo_u32_b32 v9, exec_lo, 0
	v_mbcnt_hi_u32_b32 v9, exec_hi, v9
	v_cmp_eq_u32_e32 vcc, 0, v9
	s_and_saveexec_b64 s[12:13], vcc
	s_cbranch_execz .LBB0_5
	v_mov_b32_e32 v9, 0
	global_atomic_or v9, v8, s[20:21]
.LBB0_5:
	s_or_b64 exec, exec, s[12:13]
.LBB0_6:
	s_sub_i32 s21, s15, s14
	s_and_b64 s[4:5], s[4:5], exec
	s_cselect_b32 s15, s21, 0
	s_add_i32 s12, s15, 7
	s_cmp_lt_i32 s12, 8
	s_mov_b32 s31, 0
	s_cbranch_scc1 .LBB0_24
	s_load_dwordx16 s[36:51], s[0:1], 0x58
	s_sub_i32 s4, 0, s6
	s_mul_i32 s4, s4, s33
	s_mul_hi_u32 s4, s33, s4
	s_abs_i32 s20, s28
	s_add_i32 s33, s33, s4
	s_ashr_i32 s10, s10, 31
	s_lshl_b64 s[4:5], s[2:3], 2
	s_waitcnt lgkmcnt(0)
	s_add_u32 s4, s42, s4
	s_addc_u32 s5, s43, s5
	s_ashr_i32 s13, s12, 31
	s_lshr_b32 s13, s13, 29
	s_add_i32 s12, s12, s13
	s_mul_hi_u32 s30, s20, s33
	s_ashr_i32 s33, s12, 3
	s_lshl_b64 s[2:3], s[2:3], 1
	s_add_u32 s12, s26, s2
	s_addc_u32 s13, s27, s3
	s_lshl_b64 s[18:19], s[28:29], 1
	s_add_u32 s18, s38, s18
	s_addc_u32 s19, s39, s19
	s_add_u32 s52, s36, s2
	s_mul_i32 s26, s30, s6
	s_addc_u32 s53, s37, s3
	s_sub_i32 s20, s20, s26
	s_add_i32 s26, s30, 1
	s_sub_i32 s27, s20, s6
	s_cmp_ge_u32 s20, s6
	s_cselect_b32 s26, s26, s30
	s_cselect_b32 s20, s27, s20
	s_add_i32 s27, s26, 1
	s_cmp_ge_u32 s20, s6
	s_cselect_b32 s6, s27, s26
	s_xor_b32 s6, s6, s10
	s_sub_i32 s54, s6, s10
	s_ashr_i32 s55, s54, 31
	s_lshl_b64 s[26:27], s[28:29], 2
	s_add_u32 s26, s40, s26
	v_mov_b32_e32 v23, 0
	s_addc_u32 s27, s41, s27
	global_load_dword v19, v23, s[26:27]
	v_lshlrev_b32_e32 v25, 2, v10
	v_lshlrev_b64 v[26:27], 1, v[6:7]
	v_mov_b32_e32 v6, 0x3000
	v_lshl_or_b32 v43, v1, 2, v6
	global_load_dwordx4 v[6:9], v25, s[4:5]
	s_load_dwordx8 s[36:43], s[0:1], 0x98
	s_mov_b32 s27, 0xc2d00000
	v_mov_b32_e32 v39, 0xc2d00000
	s_mov_b32 s29, 0x42b20000
	v_mov_b32_e32 v40, 0x42b20000
	s_waitcnt lgkmcnt(0)
	v_div_scale_f32 v16, s[0:1], s41, s41, 1.0
	v_rcp_f32_e32 v18, v16
	v_div_scale_f32 v17, vcc, 1.0, s41, 1.0
	v_mov_b32_e32 v41, 0x4b400000
	v_fma_f32 v14, -v16, v18, 1.0
	v_fmac_f32_e32 v18, v14, v18
	v_mul_f32_e32 v20, v17, v18
	v_fma_f32 v21, -v16, v20, v17
	v_fmac_f32_e32 v20, v21, v18
	v_fma_f32 v21, -v16, v20, v17
	v_div_fmas_f32 v18, v21, v18, v20
	v_mov_b32_e32 v42, 0x3ab60b61
	s_lshl_b64 s[0:1], s[54:55], 8
	s_add_u32 s4, s22, s0
	s_addc_u32 s5, s23, s1
	s_add_u32 s0, s24, s0
	v_lshlrev_b32_e32 v22, 1, v10
	s_addc_u32 s1, s25, s1
	v_lshlrev_b32_e32 v28, 2, v0
	v_bfrev_b32_e32 v29, 0.5
	v_lshl_add_u64 v[16:17], s[52:53], 0, v[22:23]
	v_lshl_add_u64 v[20:21], s[4:5], 0, v[22:23]
	v_lshl_add_u64 v[22:23], s[0:1], 0, v[22:23]
	s_add_u32 s0, s44, s2
	s_mov_b32 s10, s7
	v_bitop3_b32 v44, v28, 64, v29 bitop3:0x6c
	v_div_fixup_f32 v18, v18, s41, 1.0
	v_bitop3_b32 v45, v28, 32, v29 bitop3:0x6c
	v_bitop3_b32 v46, v28, 16, v29 bitop3:0x6c
	v_bitop3_b32 v47, v28, 8, v29 bitop3:0x6c
	v_bitop3_b32 v48, v28, 4, v29 bitop3:0x6c
	v_lshl_or_b32 v49, v1, 9, v25
	v_lshlrev_b32_e32 v29, 5, v11
	s_addc_u32 s1, s45, s3
	v_add_u32_e32 v36, s14, v11
	v_add_u32_e32 v37, s14, v0
	v_add_u32_e32 v38, s14, v1
	s_mov_b32 s20, 0x3fb8aa3b
	s_mov_b32 s26, 0xcb400000
	s_mov_b32 s28, 0xbf317218
	s_mov_b32 s30, 0x3102e308
	s_mov_b32 s34, 0x39500d01
	v_lshl_add_u64 v[14:15], s[12:13], 0, v[26:27]
	v_or_b32_e32 v50, 0x2000, v49
	v_or_b32_e32 v51, 0x1000, v49
	v_add_u32_e32 v52, 0x3100, v28
	v_lshl_add_u64 v[26:27], s[0:1], 0, v[26:27]
	v_cmp_eq_u32_e64 s[2:3], 0, v11
	s_lshl_b64 s[22:23], s[10:11], 7
	s_mov_b32 s24, s40
	s_mov_b32 s25, s40
	s_mov_b32 s40, s41
	s_mov_b32 s35, s42
	v_lshlrev_b32_e32 v53, 4, v11
	s_mov_b32 s43, 0xf800000
	v_mov_b32_e32 v54, 0x260
	s_mov_b32 s44, 0x4b400000
	s_mov_b32 s52, 0x3ab60b61
	s_mov_b32 s54, 0x3c088889
	s_mov_b32 s56, 0x3d2aaaab
	s_mov_b32 s58, 0x3e2aaaab
	v_mov_b32_e32 v28, -1.0
	s_mov_b32 s45, 0x800000
	v_add_u32_e32 v55, v43, v29
	v_not_b32_e32 v56, 22
	v_mov_b32_e32 v57, 0xff800000
	v_mov_b32_e32 v58, 0x7f800000
	s_waitcnt vmcnt(1)
	v_cmp_ngt_f32_e32 vcc, s27, v19
	v_mov_b32_e32 v59, 0x7fc00000
	v_bfrev_b32_e32 v60, 1
	v_cndmask_b32_e32 v19, v39, v19, vcc
	v_cmp_nlt_f32_e32 vcc, s29, v19
	s_mov_b32 s53, 0x7f800000
	s_mov_b32 s60, 0x4b000000
	v_cndmask_b32_e32 v19, v40, v19, vcc
	v_fmamk_f32 v24, v19, 0x3fb8aa3b, v41
	v_add_f32_e32 v24, 0xcb400000, v24
	v_fmac_f32_e32 v19, 0xbf317218, v24
	v_mul_f32_e32 v30, 0x3102e308, v24
	v_cmp_o_f32_e32 vcc, v24, v24
	v_add_f32_e32 v31, v19, v30
	v_fmamk_f32 v33, v31, 0x39500d01, v42
	v_cndmask_b32_e32 v24, 0, v24, vcc
	v_cvt_i32_f32_e32 v24, v24
	v_sub_f32_e32 v19, v31, v19
	v_fmaak_f32 v33, v33, v31, 0x3c088889
	v_sub_f32_e32 v19, v30, v19
	v_fmaak_f32 v30, v33, v31, 0x3d2aaaab
	v_fmaak_f32 v30, v30, v31, 0x3e2aaaab
	v_mul_f32_e32 v32, v31, v31
	v_fma_f32 v30, v30, v31, 0.5
	v_ashrrev_i32_e32 v33, 1, v24
	v_mul_f32_e32 v30, v32, v30
	v_lshlrev_b32_e32 v34, 23, v33
	v_sub_u32_e32 v24, v24, v33
	v_add_f32_e32 v33, v31, v30
	v_add_u32_e32 v32, 1.0, v34
	v_add_f32_e32 v34, 1.0, v33
	v_sub_f32_e32 v31, v33, v31
	v_add_f32_e32 v35, -1.0, v34
	v_sub_f32_e32 v30, v30, v31
	v_sub_f32_e32 v31, v33, v35
	v_add_f32_e32 v19, v19, v30
	v_add_f32_e32 v19, v31, v19
	v_lshlrev_b32_e32 v24, 23, v24
	v_add_f32_e32 v19, v34, v19
	v_add_u32_e32 v24, 1.0, v24
	v_mul_f32_e32 v19, v19, v32
	v_mul_f32_e32 v19, v19, v24
	v_sub_f32_e32 v24, 0, v19
	v_mov_b32_e32 v25, v24
	v_mov_b32_e32 v19, v18
	s_mov_b32 s62, 0x3e638e39
	s_mov_b32 s64, 0x3e3a2e8c
	s_mov_b32 s66, 0x3e924925
	s_mov_b32 s68, 0x3ecccccd
	s_mov_b32 s70, 0x3f2aaaab
	s_mov_b32 s72, 0xb102e308
	s_mov_b32 s74, 0x3f317218
	s_branch .LBB0_9
.LBB0_8:
	s_add_i32 s31, s31, 1
	s_add_i32 s21, s21, -8
	s_add_i32 s14, s14, 8
	s_cmp_eq_u32 s31, s33
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_24
.LBB0_9:
	s_lshl_b32 s57, s31, 3
	s_sub_i32 s55, s15, s57
	s_min_i32 s10, s55, 8
	v_mov_b32_e32 v62, 0
	v_cmp_gt_i32_e64 s[4:5], s10, v11
	v_mov_b32_e32 v61, v62
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execnz .LBB0_20
	s_or_b64 exec, exec, s[0:1]
	v_cmp_gt_i32_e64 s[6:7], s10, v0
	s_and_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execnz .LBB0_21
.LBB0_11:
	s_or_b64 exec, exec, s[0:1]
	v_cmp_gt_i32_e32 vcc, s10, v1
	s_and_saveexec_b64 s[76:77], vcc
	s_cbranch_execnz .LBB0_22
.LBB0_12:
	s_or_b64 exec, exec, s[76:77]
	s_and_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execnz .LBB0_23
.LBB0_13:
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[0:1], s[4:5]
.LBB0_14:
	ds_write_b32 v55, v61
.LBB0_15:
	s_or_b64 exec, exec, s[0:1]
	s_cmp_eq_u32 s57, 0
	s_cselect_b64 s[0:1], -1, 0
	v_cndmask_b32_e64 v30, v60, 0, s[0:1]
	v_pk_add_f32 v[2:3], v[2:3], v[30:31] op_sel_hi:[1,0]
	v_pk_add_f32 v[4:5], v[4:5], v[30:31] op_sel_hi:[1,0]
	s_cmp_lt_i32 s55, 1
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_8
	v_med3_i32 v29, s21, 1, 8
	s_movk_i32 s4, 0x3100
	v_mov_b32_e32 v30, v53
	v_mov_b32_e32 v31, v43
	s_mov_b32 s5, s14
	s_branch .LBB0_18
.LBB0_17:
	s_or_b64 exec, exec, s[0:1]
	v_add_u32_e32 v29, -1, v29
	v_cmp_eq_u32_e32 vcc, 0, v29
	s_add_i32 s5, s5, 1
	v_add_u32_e32 v31, 32, v31
	v_add_u32_e32 v30, 0x200, v30
	s_add_i32 s4, s4, 4
	s_cbranch_vccnz .LBB0_8
.LBB0_18:
	s_waitcnt lgkmcnt(0)
	ds_read_b128 v[32:35], v30
	ds_read_b128 v[62:65], v30 offset:4096
	s_waitcnt lgkmcnt(1)
	v_pk_mul_f32 v[2:3], v[2:3], v[32:33]
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v32, v63, v3
	v_pk_mul_f32 v[4:5], v[4:5], v[34:35]
	v_fmac_f32_e32 v32, v62, v2
	v_fmac_f32_e32 v32, v64, v4
	v_fmac_f32_e32 v32, v65, v5
	ds_bpermute_b32 v33, v44, v32
	v_mov_b32_e32 v34, s4
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
	v_add_f32_e32 v61, v32, v33
	ds_bpermute_b32 v66, v48, v61
	ds_read_b32 v67, v31
	ds_read_b32 v68, v34
	ds_read_b128 v[32:35], v30 offset:8192
	s_waitcnt lgkmcnt(3)
	v_add_f32_e32 v61, v61, v66
	s_waitcnt lgkmcnt(2)
	v_sub_f32_e32 v61, v67, v61
	s_waitcnt lgkmcnt(1)
	v_mul_f32_e32 v66, v68, v61
	v_pk_fma_f32 v[2:3], v[62:63], v[66:67], v[2:3] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[4:5], v[64:65], v[66:67], v[4:5] op_sel_hi:[1,0,1]
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v33, v33, v3
	v_fmac_f32_e32 v33, v32, v2
	v_fmac_f32_e32 v33, v34, v4
	v_fmac_f32_e32 v33, v35, v5
	ds_bpermute_b32 v32, v44, v33
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v32, v33, v32
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
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_17
	s_ashr_i32 s6, s5, 31
	s_mul_hi_u32 s7, s22, s5
	s_mul_i32 s6, s22, s6
	s_add_i32 s6, s7, s6
	s_mul_i32 s7, s23, s5
	s_add_i32 s7, s6, s7
	s_mul_i32 s6, s22, s5
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v32, v32, v33
	v_cvt_pk_bf16_f32 v34, v32, s0
	v_lshl_add_u64 v[32:33], s[6:7], 1, v[26:27]
	global_store_short v[32:33], v34, off
	s_branch .LBB0_17
.LBB0_20:
	v_add_u32_e32 v29, s57, v36
	v_ashrrev_i32_e32 v30, 31, v29
	v_mul_lo_u32 v32, s50, v30
	v_mul_lo_u32 v33, s51, v29
	v_mad_u64_u32 v[30:31], s[6:7], s50, v29, 0
	v_add3_u32 v31, v31, v32, v33
	v_lshl_add_u64 v[30:31], v[30:31], 1, v[14:15]
	global_load_ushort v29, v[30:31], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v61, 16, v29
	s_or_b64 exec, exec, s[0:1]
	v_cmp_gt_i32_e64 s[6:7], s10, v0
	s_and_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execz .LBB0_11
.LBB0_21:
	v_add_u32_e32 v29, s57, v37
	v_ashrrev_i32_e32 v30, 31, v29
	v_mul_lo_u32 v32, s38, v30
	v_mul_lo_u32 v33, s39, v29
	v_mad_u64_u32 v[30:31], s[12:13], s38, v29, 0
	v_add3_u32 v31, v31, v32, v33
	v_lshl_add_u64 v[30:31], v[30:31], 1, s[18:19]
	global_load_ushort v29, v[30:31], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v62, 16, v29
	s_or_b64 exec, exec, s[0:1]
	v_cmp_gt_i32_e32 vcc, s10, v1
	s_and_saveexec_b64 s[76:77], vcc
	s_cbranch_execz .LBB0_12
.LBB0_22:
	v_add_u32_e32 v29, s57, v38
	v_ashrrev_i32_e32 v34, 31, v29
	v_mul_lo_u32 v32, s46, v34
	v_mul_lo_u32 v33, s47, v29
	v_mad_u64_u32 v[30:31], s[0:1], s46, v29, 0
	v_add3_u32 v31, v31, v32, v33
	v_mul_lo_u32 v35, s48, v34
	v_mul_lo_u32 v63, s49, v29
	v_mad_u64_u32 v[32:33], s[0:1], s48, v29, 0
	v_add3_u32 v33, v33, v35, v63
	v_lshl_add_u64 v[30:31], v[30:31], 1, v[20:21]
	v_lshl_add_u64 v[32:33], v[32:33], 1, v[22:23]
	global_load_dwordx2 v[30:31], v[30:31], off
	v_mul_lo_u32 v71, s37, v29
	global_load_dwordx2 v[32:33], v[32:33], off
	v_mul_lo_u32 v34, s36, v34
	s_waitcnt vmcnt(1)
	v_and_b32_e32 v63, 0xffff0000, v30
	v_lshlrev_b32_e32 v35, 16, v30
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v65, 0xffff0000, v32
	v_lshlrev_b32_e32 v64, 16, v32
	v_and_b32_e32 v66, 0xffff0000, v31
	v_lshlrev_b32_e32 v67, 16, v31
	v_mul_f32_e32 v30, v63, v63
	v_mul_f32_e32 v31, v65, v65
	v_lshlrev_b32_e32 v74, 16, v33
	v_fmac_f32_e32 v30, v35, v35
	v_fmac_f32_e32 v31, v64, v64
	v_and_b32_e32 v68, 0xffff0000, v33
	v_fmac_f32_e32 v30, v67, v67
	v_fmac_f32_e32 v31, v74, v74
	v_fmac_f32_e32 v30, v66, v66
	v_fmac_f32_e32 v31, v68, v68
	ds_bpermute_b32 v32, v44, v30
	ds_bpermute_b32 v33, v44, v31
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v30, v30, v32
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v31, v31, v33
	ds_bpermute_b32 v32, v45, v30
	ds_bpermute_b32 v33, v45, v31
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v30, v30, v32
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v31, v31, v33
	ds_bpermute_b32 v32, v46, v30
	ds_bpermute_b32 v33, v46, v31
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v32, v30, v32
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v33, v31, v33
	v_mad_u64_u32 v[30:31], s[0:1], s36, v29, 0
	v_add3_u32 v31, v31, v34, v71
	ds_bpermute_b32 v69, v47, v32
	v_lshl_add_u64 v[30:31], v[30:31], 1, v[16:17]
	ds_bpermute_b32 v70, v47, v33
	global_load_dwordx2 v[30:31], v[30:31], off
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v29, v32, v69
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v32, v33, v70
	ds_bpermute_b32 v33, v48, v29
	ds_bpermute_b32 v69, v48, v32
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v29, v29, v33
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v32, v32, v69
	v_add_f32_e32 v29, 0x358637bd, v29
	v_add_f32_e32 v32, 0x358637bd, v32
	v_mul_f32_e32 v33, 0x4f800000, v29
	v_cmp_gt_f32_e32 vcc, s43, v29
	v_mul_f32_e32 v34, 0x4f800000, v32
	v_cmp_gt_f32_e64 s[0:1], s43, v32
	v_cndmask_b32_e32 v29, v29, v33, vcc
	v_sqrt_f32_e32 v33, v29
	v_cndmask_b32_e64 v32, v32, v34, s[0:1]
	v_sqrt_f32_e32 v34, v32
	v_add_u32_e32 v69, -1, v33
	v_fma_f32 v73, -v69, v33, v29
	v_add_u32_e32 v71, -1, v34
	v_add_u32_e32 v70, 1, v33
	v_fma_f32 v76, -v71, v34, v32
	v_cmp_ge_f32_e64 s[10:11], 0, v73
	v_add_u32_e32 v72, 1, v34
	v_fma_f32 v75, -v70, v33, v29
	v_cndmask_b32_e64 v33, v33, v69, s[10:11]
	v_cmp_ge_f32_e64 s[10:11], 0, v76
	v_fma_f32 v77, -v72, v34, v32
	s_nop 0
	v_cndmask_b32_e64 v34, v34, v71, s[10:11]
	v_cmp_lt_f32_e64 s[10:11], 0, v75
	s_nop 1
	v_cndmask_b32_e64 v33, v33, v70, s[10:11]
	v_cmp_lt_f32_e64 s[10:11], 0, v77
	v_mul_f32_e32 v69, 0x37800000, v33
	v_cndmask_b32_e32 v33, v33, v69, vcc
	v_cndmask_b32_e64 v34, v34, v72, s[10:11]
	v_mul_f32_e32 v70, 0x37800000, v34
	v_cmp_class_f32_e32 vcc, v29, v54
	v_cndmask_b32_e64 v34, v34, v70, s[0:1]
	s_nop 0
	v_cndmask_b32_e32 v29, v33, v29, vcc
	v_cmp_class_f32_e32 vcc, v32, v54
	v_div_scale_f32 v70, s[10:11], v29, v29, v66
	s_nop 0
	v_cndmask_b32_e32 v75, v34, v32, vcc
	v_div_scale_f32 v32, s[0:1], v29, v29, v63
	v_div_scale_f32 v34, s[0:1], v29, v29, v35
	v_rcp_f32_e32 v77, v32
	v_rcp_f32_e32 v78, v34
	v_div_scale_f32 v72, s[12:13], v29, v29, v67
	v_rcp_f32_e32 v79, v70
	v_rcp_f32_e32 v80, v72
	v_fma_f32 v81, -v32, v77, 1.0
	v_div_scale_f32 v33, vcc, v63, v29, v63
	v_fma_f32 v82, -v34, v78, 1.0
	v_fmac_f32_e32 v77, v81, v77
	v_div_scale_f32 v69, s[0:1], v35, v29, v35
	v_fma_f32 v83, -v70, v79, 1.0
	v_fmac_f32_e32 v78, v82, v78
	v_mul_f32_e32 v81, v33, v77
	v_div_scale_f32 v71, s[10:11], v66, v29, v66
	v_fma_f32 v84, -v72, v80, 1.0
	v_fmac_f32_e32 v79, v83, v79
	v_mul_f32_e32 v82, v69, v78
	v_fma_f32 v85, -v32, v81, v33
	v_div_scale_f32 v73, s[12:13], v67, v29, v67
	v_fmac_f32_e32 v80, v84, v80
	v_mul_f32_e32 v83, v71, v79
	v_fma_f32 v86, -v34, v82, v69
	v_fmac_f32_e32 v81, v85, v77
	v_mul_f32_e32 v84, v73, v80
	v_fma_f32 v87, -v70, v83, v71
	v_fmac_f32_e32 v82, v86, v78
	v_fma_f32 v32, -v32, v81, v33
	v_fma_f32 v88, -v72, v84, v73
	v_fmac_f32_e32 v83, v87, v79
	v_fma_f32 v34, -v34, v82, v69
	v_div_fmas_f32 v32, v32, v77, v81
	s_mov_b64 vcc, s[0:1]
	v_fmac_f32_e32 v84, v88, v80
	v_fma_f32 v69, -v70, v83, v71
	v_div_fixup_f32 v33, v32, v29, v63
	v_div_fmas_f32 v32, v34, v78, v82
	s_mov_b64 vcc, s[10:11]
	v_fma_f32 v70, -v72, v84, v73
	v_div_fmas_f32 v34, v69, v79, v83
	s_mov_b64 vcc, s[12:13]
	v_div_scale_f32 v76, s[78:79], v75, v75, v65
	v_div_fixup_f32 v32, v32, v29, v35
	v_div_fixup_f32 v35, v34, v29, v66
	v_div_fmas_f32 v34, v70, v80, v84
	v_div_fixup_f32 v34, v34, v29, v67
	v_rcp_f32_e32 v29, v76
	v_pk_mul_f32 v[32:33], s[24:25], v[32:33]
	v_pk_mul_f32 v[34:35], s[24:25], v[34:35]
	ds_write_b128 v50, v[32:35]
	v_fma_f32 v32, -v76, v29, 1.0
	v_fmac_f32_e32 v29, v32, v29
	v_div_scale_f32 v32, vcc, v65, v75, v65
	v_mul_f32_e32 v33, v32, v29
	v_fma_f32 v34, -v76, v33, v32
	v_fmac_f32_e32 v33, v34, v29
	v_div_scale_f32 v34, s[0:1], v75, v75, v64
	v_rcp_f32_e32 v35, v34
	v_fma_f32 v32, -v76, v33, v32
	v_div_fmas_f32 v29, v32, v29, v33
	v_div_fixup_f32 v65, v29, v75, v65
	v_fma_f32 v29, -v34, v35, 1.0
	v_fmac_f32_e32 v35, v29, v35
	v_div_scale_f32 v29, vcc, v64, v75, v64
	v_mul_f32_e32 v32, v29, v35
	v_fma_f32 v33, -v34, v32, v29
	v_fmac_f32_e32 v32, v33, v35
	v_div_scale_f32 v33, s[0:1], v75, v75, v68
	v_fma_f32 v29, -v34, v32, v29
	v_rcp_f32_e32 v34, v33
	v_div_fmas_f32 v29, v29, v35, v32
	v_div_fixup_f32 v64, v29, v75, v64
	v_fma_f32 v29, -v33, v34, 1.0
	v_fmac_f32_e32 v34, v29, v34
	v_div_scale_f32 v29, vcc, v68, v75, v68
	v_mul_f32_e32 v32, v29, v34
	v_fma_f32 v35, -v33, v32, v29
	v_fmac_f32_e32 v32, v35, v34
	v_fma_f32 v29, -v33, v32, v29
	v_div_scale_f32 v33, s[0:1], v75, v75, v74
	v_rcp_f32_e32 v35, v33
	v_div_fmas_f32 v29, v29, v34, v32
	v_div_fixup_f32 v67, v29, v75, v68
	v_fma_f32 v29, -v33, v35, 1.0
	v_fmac_f32_e32 v35, v29, v35
	v_div_scale_f32 v29, vcc, v74, v75, v74
	v_mul_f32_e32 v32, v29, v35
	v_fma_f32 v34, -v33, v32, v29
	v_fmac_f32_e32 v32, v34, v35
	v_fma_f32 v29, -v33, v32, v29
	v_div_fmas_f32 v29, v29, v35, v32
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v33, 0xffff0000, v30
	v_lshlrev_b32_e32 v32, 16, v30
	v_pk_add_f32 v[68:69], v[6:7], v[32:33]
	v_div_fixup_f32 v66, v29, v75, v74
	v_pk_mul_f32 v[70:71], s[40:41], v[68:69]
	ds_write_b128 v51, v[64:67]
	v_cmp_ngt_f32_e32 vcc, s27, v70
	s_nop 1
	v_cndmask_b32_e32 v30, v39, v70, vcc
	v_cmp_ngt_f32_e32 vcc, s27, v71
	s_nop 1
	v_cndmask_b32_e32 v32, v39, v71, vcc
	v_cmp_nlt_f32_e32 vcc, s29, v32
	s_nop 1
	v_cndmask_b32_e32 v35, v40, v32, vcc
	v_cmp_nlt_f32_e32 vcc, s29, v30
	v_mov_b64_e32 v[32:33], s[44:45]
	s_nop 0
	v_cndmask_b32_e32 v34, v40, v30, vcc
	v_pk_fma_f32 v[72:73], v[34:35], s[20:21], v[32:33] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_add_f32 v[72:73], v[72:73], s[26:27] op_sel_hi:[1,0]
	s_nop 0
	v_cmp_o_f32_e32 vcc, v73, v73
	v_pk_fma_f32 v[64:65], v[72:73], s[28:29], v[34:35] op_sel_hi:[1,0,1]
	v_pk_mul_f32 v[66:67], v[72:73], s[30:31] op_sel_hi:[1,0]
	v_cndmask_b32_e32 v30, 0, v73, vcc
	v_cmp_o_f32_e32 vcc, v72, v72
	v_mov_b64_e32 v[34:35], s[52:53]
	v_mov_b32_e32 v29, v65
	v_cndmask_b32_e32 v63, 0, v72, vcc
	v_pk_add_f32 v[72:73], v[64:65], v[66:67]
	v_cvt_i32_f32_e32 v30, v30
	v_pk_fma_f32 v[78:79], v[72:73], s[34:35], v[34:35] op_sel_hi:[1,0,0]
	v_pk_mul_f32 v[80:81], v[72:73], v[72:73]
	v_pk_fma_f32 v[78:79], v[78:79], v[72:73], s[54:55] op_sel_hi:[1,1,0]
	v_pk_add_f32 v[74:75], v[72:73], v[64:65] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_fma_f32 v[78:79], v[78:79], v[72:73], s[56:57] op_sel_hi:[1,1,0]
	v_cvt_i32_f32_e32 v63, v63
	v_pk_fma_f32 v[78:79], v[78:79], v[72:73], s[58:59] op_sel_hi:[1,1,0]
	v_pk_add_f32 v[76:77], v[66:67], v[74:75] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_fma_f32 v[78:79], v[78:79], v[72:73], 0.5 op_sel_hi:[1,1,0]
	v_ashrrev_i32_e32 v82, 1, v30
	v_pk_mul_f32 v[78:79], v[80:81], v[78:79]
	v_ashrrev_i32_e32 v83, 1, v63
	v_pk_add_f32 v[80:81], v[72:73], v[78:79]
	v_sub_u32_e32 v30, v30, v82
	v_pk_add_f32 v[72:73], v[80:81], v[72:73] neg_lo:[0,1] neg_hi:[0,1]
	v_mov_b32_e32 v66, v81
	v_pk_add_f32 v[72:73], v[78:79], v[72:73] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[78:79], v[80:81], 1.0 op_sel_hi:[1,0]
	v_lshl_add_u32 v81, v82, 23, 1.0
	v_pk_add_f32 v[64:65], v[78:79], v[28:29] op_sel:[1,0] op_sel_hi:[0,1]
	v_mov_b32_e32 v65, v75
	v_pk_add_f32 v[64:65], v[66:67], v[64:65] neg_lo:[0,1] neg_hi:[0,1]
	v_add_f32_e32 v29, -1.0, v78
	v_mov_b32_e32 v77, v65
	v_sub_f32_e32 v74, v80, v29
	v_pk_add_f32 v[66:67], v[76:77], v[72:73]
	v_mov_b32_e32 v75, v64
	v_pk_add_f32 v[64:65], v[74:75], v[66:67]
	v_lshl_add_u32 v80, v83, 23, 1.0
	v_pk_add_f32 v[64:65], v[78:79], v[64:65]
	v_sub_u32_e32 v29, v63, v83
	v_lshl_add_u32 v67, v30, 23, 1.0
	v_lshl_add_u32 v66, v29, 23, 1.0
	v_pk_mul_f32 v[64:65], v[64:65], v[80:81]
	v_mov_b64_e32 v[78:79], s[62:63]
	v_pk_mul_f32 v[64:65], v[64:65], v[66:67]
	s_nop 0
	v_pk_add_f32 v[64:65], v[64:65], 1.0 op_sel_hi:[1,0]
	s_nop 0
	v_pk_mul_f32 v[66:67], v[64:65], s[60:61] op_sel_hi:[1,0]
	v_cmp_gt_f32_e32 vcc, s45, v64
	v_cmp_gt_f32_e64 s[0:1], s45, v65
	s_nop 0
	v_cndmask_b32_e32 v29, v64, v66, vcc
	v_cndmask_b32_e64 v30, v65, v67, s[0:1]
	v_add_u32_e32 v63, 0xc0cafb0d, v30
	v_add_u32_e32 v72, 0xc0cafb0d, v29
	v_and_b32_e32 v66, 0xff800000, v63
	v_and_b32_e32 v73, 0xff800000, v72
	v_sub_u32_e32 v67, v30, v66
	v_sub_u32_e32 v66, v29, v73
	v_cndmask_b32_e32 v30, 0, v56, vcc
	v_ashrrev_i32_e32 v72, 23, v72
	v_pk_add_f32 v[66:67], v[66:67], -1.0 op_sel_hi:[1,0]
	v_add_u32_e32 v30, v72, v30
	v_pk_add_f32 v[72:73], v[66:67], 2.0 op_sel_hi:[1,0]
	v_cndmask_b32_e64 v29, 0, v56, s[0:1]
	v_div_scale_f32 v76, s[0:1], v73, v73, v67
	v_rcp_f32_e32 v77, v76
	v_ashrrev_i32_e32 v63, 23, v63
	v_add_u32_e32 v29, v63, v29
	v_cvt_f32_i32_e32 v75, v29
	v_fma_f32 v29, -v76, v77, 1.0
	v_fmac_f32_e32 v77, v29, v77
	v_div_scale_f32 v29, vcc, v67, v73, v67
	v_cvt_f32_i32_e32 v74, v30
	v_mul_f32_e32 v30, v29, v77
	v_fma_f32 v63, -v76, v30, v29
	v_fmac_f32_e32 v30, v63, v77
	v_div_scale_f32 v63, s[0:1], v72, v72, v66
	v_fma_f32 v29, -v76, v30, v29
	v_rcp_f32_e32 v76, v63
	v_div_fmas_f32 v29, v29, v77, v30
	v_div_fixup_f32 v73, v29, v73, v67
	v_fma_f32 v29, -v63, v76, 1.0
	v_fmac_f32_e32 v76, v29, v76
	v_div_scale_f32 v29, vcc, v66, v72, v66
	v_mul_f32_e32 v30, v29, v76
	v_fma_f32 v77, -v63, v30, v29
	v_fmac_f32_e32 v30, v77, v76
	v_fma_f32 v29, -v63, v30, v29
	v_div_fmas_f32 v29, v29, v76, v30
	v_div_fixup_f32 v72, v29, v72, v66
	v_pk_mul_f32 v[76:77], v[72:73], v[72:73]
	v_cmp_neq_f32_e32 vcc, 0, v64
	v_pk_fma_f32 v[80:81], v[76:77], s[64:65], v[78:79] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_fma_f32 v[80:81], v[80:81], v[76:77], s[66:67] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[80:81], v[80:81], v[76:77], s[68:69] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[80:81], v[80:81], v[76:77], s[70:71] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_mul_f32 v[76:77], v[76:77], v[80:81] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_pk_add_f32 v[76:77], v[66:67], v[76:77]
	s_nop 0
	v_pk_fma_f32 v[66:67], v[72:73], v[76:77], v[66:67] neg_lo:[1,0,0] neg_hi:[1,0,0]
	s_nop 0
	v_pk_fma_f32 v[66:67], v[74:75], s[72:73], v[66:67] op_sel_hi:[1,0,1]
	s_nop 0
	v_pk_fma_f32 v[66:67], v[74:75], s[74:75], v[66:67] op_sel_hi:[1,0,1]
	s_nop 0
	v_cndmask_b32_e32 v29, v57, v66, vcc
	v_cmp_neq_f32_e32 vcc, 0, v65
	s_nop 1
	v_cndmask_b32_e32 v30, v57, v67, vcc
	v_cmp_neq_f32_e32 vcc, s53, v65
	s_nop 1
	v_cndmask_b32_e32 v30, v58, v30, vcc
	v_cmp_neq_f32_e32 vcc, s53, v64
	s_nop 1
	v_cndmask_b32_e32 v29, v58, v29, vcc
	v_cmp_ngt_f32_e32 vcc, 0, v64
	s_nop 1
	v_cndmask_b32_e32 v29, v59, v29, vcc
	v_cmp_ngt_f32_e32 vcc, 0, v65
	s_nop 1
	v_cndmask_b32_e32 v30, v59, v30, vcc
	v_cmp_u_f32_e32 vcc, v65, v65
	s_nop 1
	v_cndmask_b32_e32 v65, v30, v65, vcc
	v_cmp_u_f32_e32 vcc, v64, v64
	s_nop 1
	v_cndmask_b32_e32 v64, v29, v64, vcc
	v_pk_mul_f32 v[64:65], v[18:19], v[64:65]
	v_cmp_ge_f32_e32 vcc, s35, v71
	s_nop 1
	v_cndmask_b32_e32 v65, v69, v65, vcc
	v_cmp_ge_f32_e32 vcc, s42, v70
	s_nop 1
	v_cndmask_b32_e32 v64, v68, v64, vcc
	v_pk_mul_f32 v[64:65], v[24:25], v[64:65]
	s_nop 0
	v_cmp_ngt_f32_e32 vcc, s27, v64
	s_nop 1
	v_cndmask_b32_e32 v29, v39, v64, vcc
	v_cmp_ngt_f32_e32 vcc, s27, v65
	s_nop 1
	v_cndmask_b32_e32 v30, v39, v65, vcc
	v_cmp_nlt_f32_e32 vcc, s29, v30
	s_nop 1
	v_cndmask_b32_e32 v65, v40, v30, vcc
	v_cmp_nlt_f32_e32 vcc, s29, v29
	s_nop 1
	v_cndmask_b32_e32 v64, v40, v29, vcc
	v_pk_fma_f32 v[66:67], v[64:65], s[20:21], v[32:33] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_add_f32 v[66:67], v[66:67], s[26:27] op_sel_hi:[1,0]
	s_nop 0
	v_pk_fma_f32 v[64:65], v[66:67], s[28:29], v[64:65] op_sel_hi:[1,0,1]
	v_pk_mul_f32 v[68:69], v[66:67], s[30:31] op_sel_hi:[1,0]
	v_cmp_o_f32_e32 vcc, v67, v67
	v_pk_add_f32 v[70:71], v[64:65], v[68:69]
	s_nop 0
	v_pk_add_f32 v[64:65], v[70:71], v[64:65] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_mul_f32 v[72:73], v[70:71], v[70:71]
	v_pk_add_f32 v[64:65], v[68:69], v[64:65] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_fma_f32 v[68:69], v[70:71], s[34:35], v[34:35] op_sel_hi:[1,0,0]
	v_cndmask_b32_e32 v29, 0, v67, vcc
	v_pk_fma_f32 v[68:69], v[68:69], v[70:71], s[54:55] op_sel_hi:[1,1,0]
	v_cmp_o_f32_e32 vcc, v66, v66
	v_pk_fma_f32 v[68:69], v[68:69], v[70:71], s[56:57] op_sel_hi:[1,1,0]
	v_cvt_i32_f32_e32 v29, v29
	v_pk_fma_f32 v[68:69], v[68:69], v[70:71], s[58:59] op_sel_hi:[1,1,0]
	v_cndmask_b32_e32 v30, 0, v66, vcc
	v_pk_fma_f32 v[68:69], v[68:69], v[70:71], 0.5 op_sel_hi:[1,1,0]
	v_cvt_i32_f32_e32 v30, v30
	v_pk_mul_f32 v[68:69], v[72:73], v[68:69]
	v_ashrrev_i32_e32 v63, 1, v29
	v_pk_add_f32 v[72:73], v[70:71], v[68:69]
	v_ashrrev_i32_e32 v66, 1, v30
	v_pk_add_f32 v[70:71], v[72:73], v[70:71] neg_lo:[0,1] neg_hi:[0,1]
	v_sub_u32_e32 v30, v30, v66
	v_pk_add_f32 v[68:69], v[68:69], v[70:71] neg_lo:[0,1] neg_hi:[0,1]
	v_lshl_add_u32 v67, v63, 23, 1.0
	v_pk_add_f32 v[64:65], v[64:65], v[68:69]
	v_pk_add_f32 v[68:69], v[72:73], 1.0 op_sel_hi:[1,0]
	v_lshl_add_u32 v66, v66, 23, 1.0
	v_pk_add_f32 v[70:71], v[68:69], -1.0 op_sel_hi:[1,0]
	v_sub_u32_e32 v29, v29, v63
	v_pk_add_f32 v[70:71], v[72:73], v[70:71] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_pk_add_f32 v[64:65], v[70:71], v[64:65]
	s_nop 0
	v_pk_add_f32 v[64:65], v[68:69], v[64:65]
	v_lshl_add_u32 v68, v30, 23, 1.0
	v_pk_mul_f32 v[64:65], v[64:65], v[66:67]
	v_and_b32_e32 v67, 0xffff0000, v31
	v_lshlrev_b32_e32 v66, 16, v31
	v_pk_add_f32 v[30:31], v[8:9], v[66:67]
	v_lshl_add_u32 v69, v29, 23, 1.0
	v_pk_mul_f32 v[66:67], s[40:41], v[30:31]
	v_pk_mul_f32 v[64:65], v[64:65], v[68:69]
	v_cmp_ngt_f32_e32 vcc, s27, v66
	s_nop 1
	v_cndmask_b32_e32 v29, v39, v66, vcc
	v_cmp_ngt_f32_e32 vcc, s27, v67
	s_nop 1
	v_cndmask_b32_e32 v63, v39, v67, vcc
	v_cmp_nlt_f32_e32 vcc, s29, v63
	s_nop 1
	v_cndmask_b32_e32 v69, v40, v63, vcc
	v_cmp_nlt_f32_e32 vcc, s29, v29
	s_nop 1
	v_cndmask_b32_e32 v68, v40, v29, vcc
	v_pk_fma_f32 v[70:71], v[68:69], s[20:21], v[32:33] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_add_f32 v[70:71], v[70:71], s[26:27] op_sel_hi:[1,0]
	s_nop 0
	v_cmp_o_f32_e32 vcc, v71, v71
	v_pk_fma_f32 v[68:69], v[70:71], s[28:29], v[68:69] op_sel_hi:[1,0,1]
	s_nop 0
	v_cndmask_b32_e32 v29, 0, v71, vcc
	v_cmp_o_f32_e32 vcc, v70, v70
	v_cvt_i32_f32_e32 v82, v29
	v_mov_b32_e32 v29, v69
	v_cndmask_b32_e32 v63, 0, v70, vcc
	v_pk_mul_f32 v[70:71], v[70:71], s[30:31] op_sel_hi:[1,0]
	v_cvt_i32_f32_e32 v63, v63
	v_pk_add_f32 v[72:73], v[68:69], v[70:71]
	s_nop 0
	v_pk_fma_f32 v[76:77], v[72:73], s[34:35], v[34:35] op_sel_hi:[1,0,0]
	v_pk_mul_f32 v[80:81], v[72:73], v[72:73]
	v_pk_fma_f32 v[76:77], v[76:77], v[72:73], s[54:55] op_sel_hi:[1,1,0]
	v_pk_add_f32 v[74:75], v[72:73], v[68:69] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_fma_f32 v[76:77], v[76:77], v[72:73], s[56:57] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[76:77], v[76:77], v[72:73], s[58:59] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[76:77], v[76:77], v[72:73], 0.5 op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_mul_f32 v[76:77], v[80:81], v[76:77]
	s_nop 0
	v_pk_add_f32 v[80:81], v[72:73], v[76:77]
	s_nop 0
	v_pk_add_f32 v[72:73], v[80:81], v[72:73] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_pk_add_f32 v[72:73], v[76:77], v[72:73] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[76:77], v[80:81], 1.0 op_sel_hi:[1,0]
	s_nop 0
	v_pk_add_f32 v[68:69], v[76:77], v[28:29] op_sel:[1,0] op_sel_hi:[0,1]
	v_mov_b32_e32 v69, v75
	v_pk_add_f32 v[74:75], v[70:71], v[74:75] neg_lo:[0,1] neg_hi:[0,1]
	v_mov_b32_e32 v70, v81
	v_pk_add_f32 v[68:69], v[70:71], v[68:69] neg_lo:[0,1] neg_hi:[0,1]
	v_add_f32_e32 v70, -1.0, v76
	v_mov_b32_e32 v75, v69
	v_sub_f32_e32 v70, v80, v70
	v_pk_add_f32 v[72:73], v[74:75], v[72:73]
	v_mov_b32_e32 v71, v68
	v_ashrrev_i32_e32 v29, 1, v82
	v_ashrrev_i32_e32 v80, 1, v63
	v_pk_add_f32 v[68:69], v[70:71], v[72:73]
	v_lshl_add_u32 v74, v80, 23, 1.0
	v_pk_add_f32 v[68:69], v[76:77], v[68:69]
	v_sub_u32_e32 v63, v63, v80
	v_sub_u32_e32 v70, v82, v29
	v_lshl_add_u32 v75, v29, 23, 1.0
	v_lshl_add_u32 v71, v70, 23, 1.0
	v_lshl_add_u32 v70, v63, 23, 1.0
	v_pk_mul_f32 v[68:69], v[68:69], v[74:75]
	s_nop 0
	v_pk_mul_f32 v[68:69], v[68:69], v[70:71]
	s_nop 0
	v_pk_add_f32 v[68:69], v[68:69], 1.0 op_sel_hi:[1,0]
	s_nop 0
	v_pk_mul_f32 v[70:71], v[68:69], s[60:61] op_sel_hi:[1,0]
	v_cmp_gt_f32_e32 vcc, s45, v68
	v_cmp_gt_f32_e64 s[0:1], s45, v69
	s_nop 0
	v_cndmask_b32_e32 v29, v68, v70, vcc
	v_cndmask_b32_e64 v63, v69, v71, s[0:1]
	v_add_u32_e32 v72, 0xc0cafb0d, v63
	v_add_u32_e32 v73, 0xc0cafb0d, v29
	v_and_b32_e32 v70, 0xff800000, v72
	v_and_b32_e32 v74, 0xff800000, v73
	v_sub_u32_e32 v71, v63, v70
	v_sub_u32_e32 v70, v29, v74
	v_cndmask_b32_e32 v63, 0, v56, vcc
	v_ashrrev_i32_e32 v74, 23, v72
	v_ashrrev_i32_e32 v72, 23, v73
	v_pk_add_f32 v[70:71], v[70:71], -1.0 op_sel_hi:[1,0]
	v_add_u32_e32 v63, v72, v63
	v_pk_add_f32 v[72:73], v[70:71], 2.0 op_sel_hi:[1,0]
	v_cndmask_b32_e64 v29, 0, v56, s[0:1]
	v_div_scale_f32 v76, s[0:1], v73, v73, v71
	v_rcp_f32_e32 v77, v76
	v_add_u32_e32 v29, v74, v29
	v_cvt_f32_i32_e32 v75, v29
	v_cvt_f32_i32_e32 v74, v63
	v_fma_f32 v29, -v76, v77, 1.0
	v_fmac_f32_e32 v77, v29, v77
	v_div_scale_f32 v29, vcc, v71, v73, v71
	v_mul_f32_e32 v63, v29, v77
	v_fma_f32 v80, -v76, v63, v29
	v_fmac_f32_e32 v63, v80, v77
	v_div_scale_f32 v80, s[0:1], v72, v72, v70
	v_rcp_f32_e32 v81, v80
	v_fma_f32 v29, -v76, v63, v29
	v_div_fmas_f32 v29, v29, v77, v63
	v_div_fixup_f32 v73, v29, v73, v71
	v_fma_f32 v63, -v80, v81, 1.0
	v_fmac_f32_e32 v81, v63, v81
	v_div_scale_f32 v63, vcc, v70, v72, v70
	v_mul_f32_e32 v76, v63, v81
	v_fma_f32 v77, -v80, v76, v63
	v_fmac_f32_e32 v76, v77, v81
	v_fma_f32 v29, -v80, v76, v63
	v_div_fmas_f32 v29, v29, v81, v76
	v_div_fixup_f32 v72, v29, v72, v70
	v_pk_mul_f32 v[76:77], v[72:73], v[72:73]
	v_cmp_neq_f32_e32 vcc, 0, v68
	v_pk_fma_f32 v[78:79], v[76:77], s[64:65], v[78:79] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_fma_f32 v[78:79], v[78:79], v[76:77], s[66:67] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[78:79], v[78:79], v[76:77], s[68:69] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[78:79], v[78:79], v[76:77], s[70:71] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_mul_f32 v[76:77], v[76:77], v[78:79] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_pk_add_f32 v[76:77], v[70:71], v[76:77]
	s_nop 0
	v_pk_fma_f32 v[70:71], v[72:73], v[76:77], v[70:71] neg_lo:[1,0,0] neg_hi:[1,0,0]
	s_nop 0
	v_pk_fma_f32 v[70:71], v[74:75], s[72:73], v[70:71] op_sel_hi:[1,0,1]
	s_nop 0
	v_pk_fma_f32 v[70:71], v[74:75], s[74:75], v[70:71] op_sel_hi:[1,0,1]
	s_nop 0
	v_cndmask_b32_e32 v29, v57, v70, vcc
	v_cmp_neq_f32_e32 vcc, 0, v69
	s_nop 1
	v_cndmask_b32_e32 v63, v57, v71, vcc
	v_cmp_neq_f32_e32 vcc, s53, v69
	s_nop 1
	v_cndmask_b32_e32 v63, v58, v63, vcc
	v_cmp_neq_f32_e32 vcc, s53, v68
	s_nop 1
	v_cndmask_b32_e32 v29, v58, v29, vcc
	v_cmp_ngt_f32_e32 vcc, 0, v68
	s_nop 1
	v_cndmask_b32_e32 v29, v59, v29, vcc
	v_cmp_ngt_f32_e32 vcc, 0, v69
	s_nop 1
	v_cndmask_b32_e32 v63, v59, v63, vcc
	v_cmp_u_f32_e32 vcc, v69, v69
	s_nop 1
	v_cndmask_b32_e32 v69, v63, v69, vcc
	v_cmp_u_f32_e32 vcc, v68, v68
	s_nop 1
	v_cndmask_b32_e32 v68, v29, v68, vcc
	v_pk_mul_f32 v[68:69], v[18:19], v[68:69]
	v_cmp_ge_f32_e32 vcc, s35, v67
	s_nop 1
	v_cndmask_b32_e32 v31, v31, v69, vcc
	v_cmp_ge_f32_e32 vcc, s42, v66
	s_nop 1
	v_cndmask_b32_e32 v30, v30, v68, vcc
	v_pk_mul_f32 v[30:31], v[24:25], v[30:31]
	s_nop 0
	v_cmp_ngt_f32_e32 vcc, s27, v30
	s_nop 1
	v_cndmask_b32_e32 v29, v39, v30, vcc
	v_cmp_ngt_f32_e32 vcc, s27, v31
	s_nop 1
	v_cndmask_b32_e32 v30, v39, v31, vcc
	v_cmp_nlt_f32_e32 vcc, s29, v30
	s_nop 1
	v_cndmask_b32_e32 v31, v40, v30, vcc
	v_cmp_nlt_f32_e32 vcc, s29, v29
	s_nop 1
	v_cndmask_b32_e32 v30, v40, v29, vcc
	v_pk_fma_f32 v[32:33], v[30:31], s[20:21], v[32:33] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_add_f32 v[32:33], v[32:33], s[26:27] op_sel_hi:[1,0]
	s_nop 0
	v_pk_fma_f32 v[30:31], v[32:33], s[28:29], v[30:31] op_sel_hi:[1,0,1]
	v_pk_mul_f32 v[66:67], v[32:33], s[30:31] op_sel_hi:[1,0]
	v_cmp_o_f32_e32 vcc, v33, v33
	v_pk_add_f32 v[68:69], v[30:31], v[66:67]
	s_nop 0
	v_pk_fma_f32 v[34:35], v[68:69], s[34:35], v[34:35] op_sel_hi:[1,0,0]
	v_pk_add_f32 v[30:31], v[68:69], v[30:31] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_fma_f32 v[34:35], v[34:35], v[68:69], s[54:55] op_sel_hi:[1,1,0]
	v_pk_add_f32 v[30:31], v[66:67], v[30:31] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_fma_f32 v[34:35], v[34:35], v[68:69], s[56:57] op_sel_hi:[1,1,0]
	v_pk_mul_f32 v[66:67], v[68:69], v[68:69]
	v_pk_fma_f32 v[34:35], v[34:35], v[68:69], s[58:59] op_sel_hi:[1,1,0]
	v_cndmask_b32_e32 v29, 0, v33, vcc
	v_pk_fma_f32 v[34:35], v[34:35], v[68:69], 0.5 op_sel_hi:[1,1,0]
	v_cmp_o_f32_e32 vcc, v32, v32
	v_pk_mul_f32 v[34:35], v[66:67], v[34:35]
	v_cvt_i32_f32_e32 v29, v29
	v_pk_add_f32 v[66:67], v[68:69], v[34:35]
	v_cndmask_b32_e32 v32, 0, v32, vcc
	v_pk_add_f32 v[68:69], v[66:67], v[68:69] neg_lo:[0,1] neg_hi:[0,1]
	v_cvt_i32_f32_e32 v32, v32
	v_pk_add_f32 v[34:35], v[34:35], v[68:69] neg_lo:[0,1] neg_hi:[0,1]
	v_ashrrev_i32_e32 v33, 1, v29
	v_pk_add_f32 v[30:31], v[30:31], v[34:35]
	v_pk_add_f32 v[34:35], v[66:67], 1.0 op_sel_hi:[1,0]
	v_sub_u32_e32 v29, v29, v33
	v_pk_add_f32 v[68:69], v[34:35], -1.0 op_sel_hi:[1,0]
	v_lshl_add_u32 v33, v33, 23, 1.0
	v_pk_add_f32 v[66:67], v[66:67], v[68:69] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_pk_add_f32 v[30:31], v[66:67], v[30:31]
	s_nop 0
	v_pk_add_f32 v[30:31], v[34:35], v[30:31]
	v_ashrrev_i32_e32 v34, 1, v32
	v_sub_u32_e32 v63, v32, v34
	v_lshl_add_u32 v32, v34, 23, 1.0
	v_lshl_add_u32 v35, v29, 23, 1.0
	v_lshl_add_u32 v34, v63, 23, 1.0
	v_pk_mul_f32 v[30:31], v[30:31], v[32:33]
	s_nop 0
	v_pk_mul_f32 v[66:67], v[30:31], v[34:35]
	ds_write_b128 v49, v[64:67]
	s_or_b64 exec, exec, s[76:77]
	s_and_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execz .LBB0_13
.LBB0_23:
	v_sub_f32_e32 v29, 0, v62
	v_cmp_nlt_f32_e64 vcc, -v62, s27
	s_nop 1
	v_cndmask_b32_e32 v29, v39, v29, vcc
	v_cmp_nlt_f32_e32 vcc, s29, v29
	s_nop 1
	v_cndmask_b32_e32 v29, v40, v29, vcc
	v_fmamk_f32 v30, v29, 0x3fb8aa3b, v41
	v_add_f32_e32 v34, 0xcb400000, v30
	v_fmac_f32_e32 v29, 0xbf317218, v34
	v_mul_f32_e32 v31, 0x3102e308, v34
	v_add_f32_e32 v33, v29, v31
	v_fmamk_f32 v30, v33, 0x39500d01, v42
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
	v_add_f32_e32 v62, 1.0, v30
	v_cvt_i32_f32_e32 v29, v29
	v_sub_f32_e32 v35, v32, v35
	v_add_f32_e32 v32, -1.0, v62
	v_pk_add_f32 v[30:31], v[30:31], v[32:33] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_add_f32_e32 v31, v31, v35
	v_add_f32_e32 v30, v30, v31
	v_ashrrev_i32_e32 v31, 1, v29
	v_add_f32_e32 v30, v62, v30
	v_sub_u32_e32 v29, v29, v31
	v_lshl_add_u32 v31, v31, 23, 1.0
	v_lshl_add_u32 v29, v29, 23, 1.0
	v_mul_f32_e32 v30, v30, v31
	v_mul_f32_e32 v29, v30, v29
	v_add_f32_e32 v29, 1.0, v29
	v_div_scale_f32 v30, s[6:7], v29, v29, 1.0
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
	ds_write_b32 v52, v29
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execnz .LBB0_14
	s_branch .LBB0_15
.LBB0_24:
	s_and_b64 vcc, exec, s[8:9]
	s_cbranch_vccnz .LBB0_26
	s_add_i32 s15, s15, 14
	s_cmp_lt_u32 s15, 15
	v_bfrev_b32_e32 v0, 1
	s_cselect_b64 s[0:1], -1, 0
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e64 v6, v0, 0, s[0:1]
	v_lshl_add_u64 v[0:1], v[12:13], 2, s[16:17]
	v_lshlrev_b32_e32 v8, 2, v10
	v_mov_b32_e32 v9, 0
	v_lshl_add_u64 v[8:9], v[0:1], 0, v[8:9]
	v_pk_add_f32 v[0:1], v[6:7], v[2:3] op_sel_hi:[0,1]
	v_pk_add_f32 v[2:3], v[6:7], v[4:5] op_sel_hi:[0,1]
	global_store_dwordx4 v[8:9], v[0:3], off
.LBB0_26:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel kda_verify_decode_act_bf16_dt_f32_pool_f32_bv8w4
		.amdhsa_group_segment_fixed_size 12576
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
		.amdhsa_next_free_vgpr 89
		.amdhsa_next_free_sgpr 80
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
	.size	kda_verify_decode_act_bf16_dt_f32_pool_f32_bv8w4, .Lfunc_end0-kda_verify_decode_act_bf16_dt_f32_pool_f32_bv8w4

	.set kda_verify_decode_act_bf16_dt_f32_pool_f32_bv8w4.num_vgpr, 89
	.set kda_verify_decode_act_bf16_dt_f32_pool_f32_bv8w4.num_agpr, 0
	.set kda_verify_decode_act_bf16_dt_f32_pool_f32_bv8w4.numbered_sgpr, 80
	.set kda_verify_decode_act_bf16_dt_f32_pool_f32_bv8w4.num_named_barrier, 0
	.set kda_verify_decode_act_bf16_dt_f32_pool_f32_bv8w4.private_seg_size, 0
	.set kda_verify_decode_act_bf16_dt_f32_pool_f32_bv8w4.uses_vcc, 1
	.set kda_verify_decode_act_bf16_dt_f32_pool_f32_bv8w4.uses_flat_scratch, 0
	.set kda_verify_decode_act_bf16_dt_f32_pool_f32_bv8w4.has_dyn_sized_stack, 0
	.set kda_verify_decode_act_bf16_dt_f32_pool_f32_bv8w4.has_recursion, 0
	.set kda_verify_decode_act_bf16_dt_f32_pool_f32_bv8w4.has_indirect_call, 0
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
    .group_segment_fixed_size: 12576
    .kernarg_segment_align: 8
    .kernarg_segment_size: 192
    .max_flat_workgroup_size: 256
    .name:           kda_verify_decode_act_bf16_dt_f32_pool_f32_bv8w4
    .private_segment_fixed_size: 0
    .sgpr_count:     86
    .sgpr_spill_count: 0
    .symbol:         kda_verify_decode_act_bf16_dt_f32_pool_f32_bv8w4.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     89
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx950
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
