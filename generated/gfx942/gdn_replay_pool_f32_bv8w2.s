; deltagen generated file: do not edit. Regenerate with `cargo xtask gen`.
; kernel: gdn_replay  instance: gdn_replay_pool_f32_bv8w2  arch: gfx942
; profile=portable  pool_dtype=f32  tile=bv8w2  lanes_per_column=16
; ir-sha256: 9acd940fe6cda9f93abbffeceb21d88cb74f2d7bd0086ec994e0055079732f8a
; llvm: 22.1  pipeline: default<O3>  ld.lld: LLVM 22.1
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 6
	.text
	.globl	gdn_replay_pool_f32_bv8w2
	.p2align	8
	.type	gdn_replay_pool_f32_bv8w2,@function
gdn_replay_pool_f32_bv8w2:
	s_load_dwordx16 s[8:23], s[0:1], 0x0
	s_load_dwordx2 s[28:29], s[0:1], 0x40
	s_load_dwordx4 s[24:27], s[0:1], 0x5c
	s_mov_b32 s6, s3
	s_ashr_i32 s7, s3, 31
	s_lshl_b64 s[6:7], s[6:7], 2
	s_waitcnt lgkmcnt(0)
	s_add_u32 s16, s16, s6
	s_addc_u32 s17, s17, s7
	s_load_dword s38, s[16:17], 0x0
	s_add_u32 s16, s18, s6
	s_addc_u32 s17, s19, s7
	s_load_dword s37, s[16:17], 0x0
	s_add_u32 s16, s20, s6
	s_addc_u32 s17, s21, s7
	s_load_dword s33, s[16:17], 0x0
	s_add_u32 s16, s22, s6
	s_addc_u32 s17, s23, s7
	s_add_u32 s6, s28, s6
	s_addc_u32 s7, s29, s7
	s_waitcnt lgkmcnt(0)
	s_cmp_gt_i32 s33, -1
	s_load_dword s36, s[6:7], 0x0
	s_cselect_b64 s[6:7], -1, 0
	s_cmp_ge_i32 s33, s26
	s_load_dword s5, s[16:17], 0x0
	s_cselect_b64 s[16:17], -1, 0
	s_cmp_gt_i32 s38, -1
	s_cselect_b64 s[18:19], -1, 0
	s_cmp_lt_i32 s38, s24
	s_cselect_b64 s[20:21], -1, 0
	s_and_b64 s[18:19], s[18:19], s[20:21]
	s_cmp_gt_i32 s37, -1
	s_cselect_b64 s[20:21], -1, 0
	s_cmp_lt_i32 s37, s25
	s_cselect_b64 s[22:23], -1, 0
	s_and_b64 s[20:21], s[20:21], s[22:23]
	s_waitcnt lgkmcnt(0)
	s_cmp_gt_i32 s36, -1
	s_cselect_b64 s[22:23], -1, 0
	s_cmp_lt_i32 s5, 0
	s_cselect_b64 s[26:27], -1, 0
	s_cmp_ge_i32 s5, s24
	s_cselect_b64 s[24:25], -1, 0
	s_or_b64 s[24:25], s[26:27], s[24:25]
	s_cmp_gt_i32 s36, s33
	s_cselect_b64 s[26:27], -1, 0
	s_or_b64 s[24:25], s[24:25], s[26:27]
	s_and_b64 s[22:23], s[22:23], s[24:25]
	s_nor_b64 s[24:25], s[16:17], s[22:23]
	s_and_b64 s[24:25], s[6:7], s[24:25]
	s_and_b64 s[24:25], s[18:19], s[24:25]
	s_and_b64 s[24:25], s[20:21], s[24:25]
	s_andn2_b64 vcc, exec, s[24:25]
	s_mov_b64 s[24:25], -1
	s_cbranch_vccnz .LBB0_3
	s_andn2_b64 vcc, exec, s[24:25]
	s_cbranch_vccz .LBB0_21
.LBB0_2:
	s_endpgm
.LBB0_3:
	s_load_dword s3, s[0:1], 0xc0
	s_xor_b64 s[18:19], s[18:19], -1
	s_xor_b64 s[26:27], s[20:21], -1
	s_and_b64 s[24:25], s[6:7], s[16:17]
	s_and_b64 s[20:21], s[6:7], s[18:19]
	s_and_b64 s[18:19], s[6:7], s[26:27]
	s_and_b64 s[16:17], s[6:7], s[22:23]
	s_or_b64 s[6:7], s[24:25], s[20:21]
	s_or_b64 s[6:7], s[18:19], s[6:7]
	s_or_b64 s[6:7], s[6:7], s[16:17]
	s_waitcnt lgkmcnt(0)
	s_cmp_lg_u32 s3, 0
	s_cselect_b64 s[22:23], -1, 0
	s_and_b64 s[6:7], s[22:23], s[6:7]
	s_and_b64 vcc, exec, s[6:7]
	s_cbranch_vccz .LBB0_20
	s_load_dwordx2 s[6:7], s[0:1], 0xb8
	s_andn2_b64 vcc, exec, s[24:25]
	s_cbranch_vccz .LBB0_11
	s_andn2_b64 vcc, exec, s[20:21]
	s_cbranch_vccz .LBB0_14
.LBB0_6:
	s_andn2_b64 vcc, exec, s[18:19]
	s_cbranch_vccz .LBB0_17
.LBB0_7:
	s_andn2_b64 vcc, exec, s[16:17]
	s_cbranch_vccnz .LBB0_20
.LBB0_8:
	v_mbcnt_lo_u32_b32 v1, exec_lo, 0
	v_mbcnt_hi_u32_b32 v1, exec_hi, v1
	v_cmp_eq_u32_e32 vcc, 0, v1
	s_and_saveexec_b64 s[16:17], vcc
	s_xor_b64 s[16:17], exec, s[16:17]
	s_cbranch_execz .LBB0_10
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, 32
	s_waitcnt lgkmcnt(0)
	global_atomic_or v1, v2, s[6:7]
.LBB0_10:
	s_or_b64 exec, exec, s[16:17]
	s_cbranch_execnz .LBB0_2
	s_branch .LBB0_21
.LBB0_11:
	v_mbcnt_lo_u32_b32 v1, exec_lo, 0
	v_mbcnt_hi_u32_b32 v1, exec_hi, v1
	v_cmp_eq_u32_e32 vcc, 0, v1
	s_and_saveexec_b64 s[22:23], vcc
	s_cbranch_execz .LBB0_13
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, 16
	s_waitcnt lgkmcnt(0)
	global_atomic_or v1, v2, s[6:7]
.LBB0_13:
	s_or_b64 exec, exec, s[22:23]
	s_andn2_b64 vcc, exec, s[20:21]
	s_cbranch_vccnz .LBB0_6
.LBB0_14:
	v_mbcnt_lo_u32_b32 v1, exec_lo, 0
	v_mbcnt_hi_u32_b32 v1, exec_hi, v1
	v_cmp_eq_u32_e32 vcc, 0, v1
	s_and_saveexec_b64 s[20:21], vcc
	s_cbranch_execz .LBB0_16
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, 4
	s_waitcnt lgkmcnt(0)
	global_atomic_or v1, v2, s[6:7]
.LBB0_16:
	s_or_b64 exec, exec, s[20:21]
	s_andn2_b64 vcc, exec, s[18:19]
	s_cbranch_vccnz .LBB0_7
.LBB0_17:
	v_mbcnt_lo_u32_b32 v1, exec_lo, 0
	v_mbcnt_hi_u32_b32 v1, exec_hi, v1
	v_cmp_eq_u32_e32 vcc, 0, v1
	s_and_saveexec_b64 s[18:19], vcc
	s_cbranch_execz .LBB0_19
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, 8
	s_waitcnt lgkmcnt(0)
	global_atomic_or v1, v2, s[6:7]
.LBB0_19:
	s_or_b64 exec, exec, s[18:19]
	s_andn2_b64 vcc, exec, s[16:17]
	s_cbranch_vccz .LBB0_8
.LBB0_20:
	s_cbranch_execnz .LBB0_2
.LBB0_21:
	s_waitcnt lgkmcnt(0)
	s_load_dwordx2 s[6:7], s[0:1], 0x6c
	s_ashr_i32 s3, s2, 31
	s_lshr_b32 s3, s3, 28
	s_add_i32 s35, s2, s3
	s_ashr_i32 s34, s35, 4
	s_waitcnt lgkmcnt(0)
	s_max_i32 s16, s6, 1
	v_cvt_f32_u32_e32 v1, s16
	s_sub_i32 s18, 0, s16
	s_abs_i32 s17, s7
	s_ashr_i32 s3, s7, 31
	v_rcp_iflag_f32_e32 v1, v1
	v_lshrrev_b32_e32 v2, 4, v0
	v_lshlrev_b32_e32 v0, 4, v0
	v_and_b32_e32 v10, 0xf0, v0
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	v_mov_b32_e32 v11, 0
	v_readfirstlane_b32 s19, v1
	s_mul_i32 s18, s18, s19
	s_mul_hi_u32 s18, s19, s18
	s_add_i32 s19, s19, s18
	s_mul_hi_u32 s18, s17, s19
	s_mul_i32 s19, s18, s16
	s_sub_i32 s17, s17, s19
	s_add_i32 s20, s18, 1
	s_sub_i32 s19, s17, s16
	s_cmp_ge_u32 s17, s16
	s_cselect_b32 s18, s20, s18
	s_cselect_b32 s17, s19, s17
	s_add_i32 s19, s18, 1
	s_cmp_ge_u32 s17, s16
	s_cselect_b32 s16, s19, s18
	s_xor_b32 s16, s16, s3
	s_sub_i32 s16, s16, s3
	s_max_i32 s39, s16, 1
	v_cvt_f32_u32_e32 v1, s39
	s_sub_i32 s40, 0, s39
	s_load_dwordx16 s[16:31], s[0:1], 0x78
	s_abs_i32 s1, s34
	v_rcp_iflag_f32_e32 v1, v1
	s_ashr_i32 s0, s35, 31
	s_waitcnt lgkmcnt(0)
	s_mul_i32 s17, s17, s4
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	s_mul_i32 s21, s21, s4
	s_mul_i32 s25, s25, s4
	s_mul_hi_u32 s44, s28, s4
	v_readfirstlane_b32 s41, v1
	s_mul_i32 s40, s40, s41
	s_mul_hi_u32 s40, s41, s40
	s_add_i32 s41, s41, s40
	s_mul_hi_u32 s40, s1, s41
	s_mul_i32 s41, s40, s39
	s_sub_i32 s1, s1, s41
	s_add_i32 s42, s40, 1
	s_sub_i32 s41, s1, s39
	s_cmp_ge_u32 s1, s39
	s_cselect_b32 s40, s42, s40
	s_cselect_b32 s1, s41, s1
	s_add_i32 s41, s40, 1
	s_cmp_ge_u32 s1, s39
	s_cselect_b32 s1, s41, s40
	s_and_b32 s39, s35, 0x1ffffff0
	s_ashr_i32 s42, s4, 31
	s_sub_i32 s2, s2, s39
	v_lshl_or_b32 v2, s2, 3, v2
	s_mul_hi_u32 s2, s16, s4
	s_mul_i32 s39, s16, s42
	s_xor_b32 s1, s1, s0
	s_add_i32 s2, s2, s39
	s_ashr_i32 s35, s34, 31
	s_sub_i32 s0, s1, s0
	s_add_i32 s17, s2, s17
	s_mul_i32 s16, s16, s4
	s_mul_i32 s2, s19, s38
	s_mul_hi_u32 s39, s18, s38
	s_ashr_i32 s1, s0, 31
	v_ashrrev_i32_e32 v3, 31, v2
	s_lshl_b64 s[40:41], s[34:35], 7
	s_add_i32 s39, s39, s2
	s_lshl_b64 s[16:17], s[16:17], 2
	v_lshl_add_u64 v[4:5], s[40:41], 0, v[2:3]
	s_mul_i32 s38, s18, s38
	s_add_u32 s40, s8, s16
	s_addc_u32 s41, s9, s17
	s_lshl_b64 s[8:9], s[38:39], 2
	s_add_u32 s8, s40, s8
	s_addc_u32 s9, s41, s9
	v_lshlrev_b64 v[18:19], 9, v[4:5]
	v_lshl_add_u64 v[2:3], s[8:9], 0, v[18:19]
	v_lshl_add_u64 v[8:9], v[2:3], 0, v[10:11]
	global_load_dwordx4 v[0:3], v[8:9], off
	global_load_dwordx4 v[14:17], v[8:9], off offset:256
	s_mul_hi_u32 s9, s20, s4
	s_mul_i32 s8, s20, s4
	s_mul_i32 s17, s23, s37
	s_mul_hi_u32 s23, s22, s37
	s_mul_i32 s16, s22, s37
	s_mul_hi_u32 s39, s24, s4
	s_mul_i32 s22, s24, s4
	s_mul_i32 s29, s29, s4
	s_mul_i32 s4, s28, s4
	s_mov_b32 s2, s7
	s_mul_i32 s7, s20, s42
	s_mul_i32 s20, s24, s42
	s_mul_i32 s24, s28, s42
	s_ashr_i32 s28, s5, 31
	s_mul_i32 s27, s27, s37
	s_mul_hi_u32 s43, s26, s37
	s_mul_i32 s26, s26, s37
	s_mul_i32 s31, s31, s37
	s_mul_hi_u32 s45, s30, s37
	s_mul_i32 s30, s30, s37
	s_mul_hi_u32 s37, s18, s5
	s_mul_i32 s38, s18, s5
	s_add_i32 s9, s9, s7
	s_mul_i32 s18, s18, s28
	s_mul_i32 s19, s19, s5
	s_add_i32 s20, s39, s20
	s_add_i32 s24, s44, s24
	s_add_i32 s9, s9, s21
	s_add_i32 s18, s37, s18
	s_add_i32 s17, s23, s17
	s_add_i32 s27, s43, s27
	s_add_i32 s31, s45, s31
	s_ashr_i32 s7, s6, 31
	s_add_i32 s23, s20, s25
	s_add_i32 s5, s24, s29
	s_lshl_b64 s[8:9], s[8:9], 2
	s_add_i32 s39, s18, s19
	s_add_u32 s10, s10, s8
	s_addc_u32 s11, s11, s9
	s_lshl_b64 s[8:9], s[16:17], 2
	s_add_u32 s8, s10, s8
	s_addc_u32 s9, s11, s9
	s_lshl_b64 s[4:5], s[4:5], 2
	v_lshl_add_u64 v[12:13], v[4:5], 2, s[8:9]
	s_add_u32 s8, s14, s4
	s_addc_u32 s9, s15, s5
	s_lshl_b64 s[4:5], s[30:31], 2
	s_add_u32 s8, s8, s4
	s_addc_u32 s9, s9, s5
	s_lshl_b64 s[4:5], s[34:35], 2
	s_add_u32 s4, s8, s4
	s_addc_u32 s5, s9, s5
	s_lshl_b64 s[8:9], s[22:23], 2
	s_add_u32 s10, s12, s8
	s_addc_u32 s11, s13, s9
	s_lshl_b64 s[8:9], s[26:27], 2
	s_add_u32 s8, s10, s8
	s_addc_u32 s9, s11, s9
	s_lshl_b64 s[0:1], s[0:1], 9
	s_add_u32 s0, s8, s0
	s_addc_u32 s1, s9, s1
	s_lshl_b64 s[8:9], s[38:39], 2
	s_add_u32 s8, s40, s8
	s_addc_u32 s9, s41, s9
	s_lshl_b64 s[6:7], s[6:7], 9
	s_waitcnt vmcnt(1)
	v_pk_add_f32 v[4:5], v[0:1], 0 op_sel_hi:[1,0]
	s_waitcnt vmcnt(0)
	v_pk_add_f32 v[0:1], v[14:15], 0 op_sel_hi:[1,0]
	v_lshl_add_u64 v[14:15], s[8:9], 0, v[18:19]
	v_pk_add_f32 v[6:7], v[2:3], 0 op_sel_hi:[1,0]
	v_pk_add_f32 v[2:3], v[16:17], 0 op_sel_hi:[1,0]
	v_lshl_add_u64 v[14:15], v[14:15], 0, v[10:11]
	v_lshl_add_u64 v[16:17], s[0:1], 0, v[10:11]
	s_add_i32 s8, s33, 1
	s_lshl_b64 s[0:1], s[2:3], 9
	s_lshl_b64 s[2:3], s[2:3], 2
	v_mov_b32_e32 v10, s36
	s_branch .LBB0_23
.LBB0_22:
	s_add_i32 s8, s8, -1
	s_add_u32 s4, s4, s2
	s_addc_u32 s5, s5, s3
	v_lshl_add_u64 v[12:13], v[12:13], 0, s[0:1]
	s_cmp_eq_u32 s8, 0
	v_lshl_add_u64 v[16:17], v[16:17], 0, s[6:7]
	s_cbranch_scc1 .LBB0_25
.LBB0_23:
	global_load_dword v26, v11, s[4:5]
	global_load_dword v28, v[12:13], off
	global_load_dwordx4 v[18:21], v[16:17], off
	global_load_dwordx4 v[22:25], v[16:17], off offset:256
	v_subrev_co_u32_e32 v10, vcc, 1, v10
	s_and_b64 vcc, exec, vcc
	s_waitcnt vmcnt(3)
	v_pk_mul_f32 v[4:5], v[4:5], v[26:27] op_sel_hi:[1,0]
	v_pk_mul_f32 v[6:7], v[6:7], v[26:27] op_sel_hi:[1,0]
	v_pk_mul_f32 v[0:1], v[0:1], v[26:27] op_sel_hi:[1,0]
	v_pk_mul_f32 v[2:3], v[2:3], v[26:27] op_sel_hi:[1,0]
	s_waitcnt vmcnt(1)
	v_pk_fma_f32 v[4:5], v[18:19], v[28:29], v[4:5] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[6:7], v[20:21], v[28:29], v[6:7] op_sel_hi:[1,0,1]
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[0:1], v[22:23], v[28:29], v[0:1] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[2:3], v[24:25], v[28:29], v[2:3] op_sel_hi:[1,0,1]
	s_cbranch_vccz .LBB0_22
	global_store_dwordx4 v[14:15], v[4:7], off
	global_store_dwordx4 v[14:15], v[0:3], off offset:256
	s_branch .LBB0_22
.LBB0_25:
	global_store_dwordx4 v[8:9], v[4:7], off
	global_store_dwordx4 v[8:9], v[0:3], off offset:256
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel gdn_replay_pool_f32_bv8w2
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 196
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
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 30
		.amdhsa_next_free_sgpr 46
		.amdhsa_accum_offset 32
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
	.size	gdn_replay_pool_f32_bv8w2, .Lfunc_end0-gdn_replay_pool_f32_bv8w2

	.set gdn_replay_pool_f32_bv8w2.num_vgpr, 30
	.set gdn_replay_pool_f32_bv8w2.num_agpr, 0
	.set gdn_replay_pool_f32_bv8w2.numbered_sgpr, 46
	.set gdn_replay_pool_f32_bv8w2.num_named_barrier, 0
	.set gdn_replay_pool_f32_bv8w2.private_seg_size, 0
	.set gdn_replay_pool_f32_bv8w2.uses_vcc, 1
	.set gdn_replay_pool_f32_bv8w2.uses_flat_scratch, 0
	.set gdn_replay_pool_f32_bv8w2.has_dyn_sized_stack, 0
	.set gdn_replay_pool_f32_bv8w2.has_recursion, 0
	.set gdn_replay_pool_f32_bv8w2.has_indirect_call, 0
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
        .name:           pool
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           ring_u
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           ring_k
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           ring_decay
        .offset:         24
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           slot_indices
        .offset:         32
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           row_indices
        .offset:         40
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           accepted_steps
        .offset:         48
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           track_slots
        .offset:         56
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           track_steps
        .offset:         64
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           path
        .offset:         72
        .size:           8
        .value_kind:     global_buffer
      - .name:           path_on
        .offset:         80
        .size:           4
        .value_kind:     by_value
      - .name:           num_layers
        .offset:         84
        .size:           4
        .value_kind:     by_value
      - .name:           num_requests
        .offset:         88
        .size:           4
        .value_kind:     by_value
      - .name:           num_slots
        .offset:         92
        .size:           4
        .value_kind:     by_value
      - .name:           num_rows
        .offset:         96
        .size:           4
        .value_kind:     by_value
      - .name:           num_steps
        .offset:         100
        .size:           4
        .value_kind:     by_value
      - .name:           num_steps_alloc
        .offset:         104
        .size:           4
        .value_kind:     by_value
      - .name:           num_k_heads
        .offset:         108
        .size:           4
        .value_kind:     by_value
      - .name:           num_v_heads
        .offset:         112
        .size:           4
        .value_kind:     by_value
      - .name:           pool_layer_pitch
        .offset:         120
        .size:           8
        .value_kind:     by_value
      - .name:           pool_slot_pitch
        .offset:         128
        .size:           8
        .value_kind:     by_value
      - .name:           u_layer_pitch
        .offset:         136
        .size:           8
        .value_kind:     by_value
      - .name:           u_row_pitch
        .offset:         144
        .size:           8
        .value_kind:     by_value
      - .name:           k_layer_pitch
        .offset:         152
        .size:           8
        .value_kind:     by_value
      - .name:           k_row_pitch
        .offset:         160
        .size:           8
        .value_kind:     by_value
      - .name:           decay_layer_pitch
        .offset:         168
        .size:           8
        .value_kind:     by_value
      - .name:           decay_row_pitch
        .offset:         176
        .size:           8
        .value_kind:     by_value
      - .address_space:  global
        .name:           diagnostics
        .offset:         184
        .size:           8
        .value_kind:     global_buffer
      - .name:           diagnostics_on
        .offset:         192
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 196
    .max_flat_workgroup_size: 128
    .name:           gdn_replay_pool_f32_bv8w2
    .private_segment_fixed_size: 0
    .sgpr_count:     52
    .sgpr_spill_count: 0
    .symbol:         gdn_replay_pool_f32_bv8w2.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     30
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
